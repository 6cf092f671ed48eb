// __VA_OPT__ looks at the variable arguments after macro expansion
// (C++20 [cpp.subst]/3: "If the substitution of __VA_ARGS__ as neither an
// operand of # nor ## consists of no preprocessing tokens"): an argument
// that expands to nothing counts as no argument.
#define EMPTY
#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
F(1, EMPTY) F(1, EMPTY EMPTY) F(1, EMPTY 2)
// The standard's example F(EMP).
#define F0(...) f(0 __VA_OPT__(,) __VA_ARGS__)
F0(EMPTY)
// Also under # and ##.
#define S(...) [#__VA_ARGS__ __VA_OPT__(#__VA_ARGS__)]
S() S(EMPTY) S(a)
#define G(x, ...) x ## __VA_OPT__(__VA_ARGS__ x)
G(a) G(a, b) G(, b) G(a, EMPTY)
