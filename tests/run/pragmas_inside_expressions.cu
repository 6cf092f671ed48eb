// `#pragma` lines that only steer diagnostics or the host compiler may
// stand anywhere, even inside an expression: CLI11 (HeCBench's
// logic-rewrite) writes `#pragma diag_suppress 2361` within a
// `decltype(…)`. cudac passed them to the parser, which cannot take a
// line of its own there ("unexpected token '#pragma'"); it now drops
// them before parsing (`-E` still shows them, as gcc's does).

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnarrowing"
template <class T> struct box {
    T v;
};
template <class T>
__device__ auto make(T x) -> decltype(
#pragma diag_suppress 2361
    box<T>{x}
#pragma diag_default 2361
) {
    return box<T>{x};
}
#pragma GCC diagnostic pop

__global__ void run(int *out) {
    int a = 2 +
#pragma nv_diag_suppress 177
            3;
    out[0] = a;
    out[1] = make(7).v;
}
