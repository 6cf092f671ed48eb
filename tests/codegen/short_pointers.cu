// Where LLVM writes the PTX, shared, constant and local addresses are
// 32 bits wide, as in nvcc's PTX: a `__shared__` array is addressed
// through a 32-bit register (`ld.shared.f32 [%r..]`), not a 64-bit one,
// which saves a register per live address and the 64-bit arithmetic.
// (NVVM IR for libNVVM keeps the NVVM IR spec's 64-bit data layout:
// nvvm_ir_typed_pointers.cu, libnvvm_*.)
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z10block_sumsPKfPf(
// (The patterns hold PTX's tab between an opcode and its operands.)
// CHECK: mov.u32 	%r
// CHECK: _ZZ10block_sumsPKfPfE3buf;
// CHECK: st.shared.f32 	[%r
// CHECK: ld.shared.f32 	%f
// CHECK-NOT: .shared.f32 	[%rd
// CHECK: ret;
__global__ void block_sums(const float *in, float *out) {
    __shared__ float buf[256];
    unsigned t = threadIdx.x;
    buf[t] = in[blockIdx.x * 256 + t];
    __syncthreads();
    for (unsigned s = 128; s > 0; s >>= 1) {
        if (t < s)
            buf[t] += buf[t + s];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = buf[0];
}
