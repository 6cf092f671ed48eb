// `flag ? *ptr : imm` on a by-value kernel parameter, as CUB's
// `InputValue` (the initial value of every `DeviceScan`) writes it: LLVM
// folds it into one load through a select of addresses, and NVPTX then
// copied the whole parameter to local memory (8 bytes of stack and 12
// registers where nvcc 13.0's PTX takes none and 8). The load is split
// into the parameter's own load and a load of `*ptr` only when `flag`
// picks it, so no local copy exists.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z1kPj2IV(
// CHECK-NOT: __local_depot
// CHECK: ld.param.u8
// CHECK-NOT: __local_depot
// CHECK: ret;
struct IV {
    bool is_future;
    union {
        unsigned imm;
        unsigned *fut;
    };
    __device__ unsigned get() const { return is_future ? *fut : imm; }
};
__global__ void k(unsigned *out, IV v) { out[threadIdx.x] = v.get(); }
