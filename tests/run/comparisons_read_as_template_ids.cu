// `name < a >> b` and `(s < N && … && x >= y)` with `name`, `s` variables:
// tree-sitter reads `iter<n> > 3` and `s<N && …> = y` (it takes every
// `name <` that can open a template argument list as one); C++ opens one
// only after a template's name. Read again as the comparisons they are
// (HeCBench's gemv: `for (int iter = 0; iter < num_per_thread >> 3;
// iter++)`; mergeVS: `(s < NNZ_S && !causal && slash_indexes[s] >=
// start_m)`). Before: "'iter' does not name a template".
template <int K> __device__ int twice() { return 2 * K; }

__global__ void run(int *out) {
    int n = 29, total = 0;
    for (int iter = 0; iter < n >> 3; iter++)
        total += iter + 1;
    out[0] = total;
    int idx[4] = {5, 1, 7, 3};
    for (int s = 0; s < 4; ++s) {
        int N = 3, start = 2;
        bool causal = s % 2 == 0;
        out[1 + s] = (s < N && causal) || (s < N && !causal && idx[s] >= start);
    }
    int a = 4, b = 9;
    out[5] = a < b >> 1;
    out[6] = a < b >> 2 ? 10 : 20;
    out[7] = twice<3>() + (a < b);
}
