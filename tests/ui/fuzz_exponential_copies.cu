// Found by `cargo xtask fuzz preprocess` (a 14 KiB input took 9.6 s and
// 2 GB). Three causes, each fixed:
// - `__VA_ARGS__` in a macro that is not variadic is gcc's pedantic
//   warning, and the macro is still defined; cudac rejected CAT_, so
//   what followed expanded differently from gcc's, exponentially.
// - A token copied by macro expansion gets its error once: F's
//   `__VA_ARGS__` is used twice, so four nested invocations make 16
//   copies of the unterminated string, as in gcc's output, but gcc (which
//   reports it while lexing) says so once, and so does cudac now.
// - One invocation may produce at most ten million tokens (was fifty:
//   eight seconds; the unit test `limits_become_diagnostics` covers it).
#define CAT(a, b) CAT_(a, b)
#define CAT_(a, b) a ## b __VA_ARGS__
__device__ int CAT(va, lue);
#define F(m, ...) G(__VA_ARGS__)(m, __VA_ARGS__)
F(q, F(q, F(q, F(q, x
") z
))))
