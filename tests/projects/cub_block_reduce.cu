// ARGS: -I$CUDA_ROOT/include
// CUB's BlockReduce from the toolkit's CCCL, as the CUDA samples use it,
// in a kernel template launched from host code: libcu++'s pointer packs
// (`_Tail*... __tail`), `template <auto V>`, SFINAE on value template
// parameters, partial ordering, `reinterpret_cast<T&>(*this)` and host
// `constexpr` objects read in device code all on the way.
// BlockScan and WarpReduce are not there yet (nested classes of class
// templates in `__shared__` declarations, `__builtin_va_list`).
#include <cstdio>
#include <vector>
#include <cub/block/block_reduce.cuh>

template <int BLOCK> __global__ void blockSum(const int *in, int *out) {
    using Reduce = cub::BlockReduce<int, BLOCK>;
    __shared__ typename Reduce::TempStorage temp;
    int v = in[blockIdx.x * BLOCK + threadIdx.x];
    int total = Reduce(temp).Sum(v);
    if (threadIdx.x == 0)
        out[blockIdx.x] = total;
}

int main() {
    std::vector<int> h(256, 1);
    int *d_in = nullptr, *d_out = nullptr;
    cudaMalloc(&d_in, h.size() * sizeof(int));
    cudaMalloc(&d_out, 2 * sizeof(int));
    blockSum<128><<<2, 128>>>(d_in, d_out);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
