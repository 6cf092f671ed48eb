// An alias template's definition is read where it is declared, not in
// the device function that names it: `template <int n> using
// PositionsGPU = int8_t[div_up(n, 8) * 8];` calls its constexpr host
// function in no device function, and nvcc 13.0 accepts it without
// `--expt-relaxed-constexpr` (HeCBench's langford). A direct call from
// the kernel stays an error (`ui/` constexpr cases).
#include <cstdint>
constexpr int div_up(int p, int q) { return (p + (q - 1)) / q; }
template <int n> using PositionsGPU = int8_t[div_up(n, 8) * 8];
template <int n> __device__ int dfs(int64_t *p) {
  PositionsGPU<n> &pos = *((PositionsGPU<n> *)p);
  pos[1] = 3;
  return sizeof(PositionsGPU<n>);
}
__global__ void run(int *out) { int64_t buf[4] = {0, 0, 0, 0}; out[0] = dfs<9>(buf); out[1] = ((int8_t *)buf)[1]; }
