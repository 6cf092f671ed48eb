// The host side of texture objects, as programs set them up
// (cuda-samples' lineOfSight, simpleTexture): channel descriptors (the
// runtime function and channel_descriptor.h's template), CUDA arrays,
// resource and texture descriptors, texture and surface objects. cudac's
// runtime headers lacked them ("use of undeclared identifier
// 'cudaCreateChannelDesc'"), so host code around a launch did not
// type-check, and a Thrust call beside it was "cudac could not follow the
// host code of 'thrust'". The kernels are nvcc's (the fill kernel of the
// device_vector, CUB's empty kernel, and `sample`).
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .entry _ZN3cub17CUB_200802_SM_80011EmptyKernelIvEEvv()
// CHECK: .entry _Z6sampleyPf(
// CHECK: .entry _ZN3cub17CUB_200802_SM_8006detail8for_each13static_kernelINS2_12policy_hub_t12policy_350_tEmN6thrust23THRUST_200802_SM_800_NS8cuda_cub20__uninitialized_fill7functorINS7_10device_ptrIfEEfEEEEvT0_T1_(
// CHECK-NOT: .entry
#include <cuda_runtime.h>
#include <thrust/device_vector.h>

__global__ void sample(cudaTextureObject_t t, float *o) {
    o[threadIdx.x] = tex2D<float>(t, 0.5f, 0.5f);
}

int main() {
    cudaChannelFormatDesc cd = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaChannelFormatDesc cd4 = cudaCreateChannelDesc<float4>();
    cudaArray_t arr;
    cudaMallocArray(&arr, &cd, 64, 64);
    static float h[64 * 64];
    cudaMemcpy2DToArray(arr, 0, 0, h, 64 * 4, 64 * 4, 64, cudaMemcpyHostToDevice);
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = arr;
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeWrap;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = 1;
    cudaTextureObject_t t;
    cudaCreateTextureObject(&t, &rd, &td, nullptr);
    cudaSurfaceObject_t s;
    cudaCreateSurfaceObject(&s, &rd);
    thrust::device_vector<float> out(64);
    float *o = thrust::raw_pointer_cast(out.data());
    sample<<<1, 64>>>(t, o);
    cudaExtent e = make_cudaExtent(4, 4, 4);
    cudaArray_t a3;
    cudaMalloc3DArray(&a3, &cd4, e);
    cudaDestroySurfaceObject(s);
    cudaDestroyTextureObject(t);
    cudaFreeArray(a3);
    cudaFreeArray(arr);
    return 0;
}
