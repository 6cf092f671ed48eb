// A loop after an early `return` ends in one conditional back-edge
// (`@%p bra LOOP`), as clang's and nvcc's PTX do: returning blocks are laid
// out last (codegen/func.rs), as clang's single return block is. Before,
// the merged return stayed in the middle and the loop ended in
// `@%p bra EXIT; bra.uni LOOP`.
// ARGS: -ptx -arch=sm_90
// CHECK: .entry _Z7stencilPKfPf(
// CHECK: @%p1 bra
// CHECK: $L__BB0_2:
// CHECK-NOT: bra.uni
// CHECK: bra 	$L__BB0_2;
// CHECK-NOT: bra.uni
// CHECK: ret;
__global__ void stencil(const float *in, float *out) {
    const int NX = 128, NY = 128, NZ = 64;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < 1 || i >= NX - 1 || j < 1 || j >= NY - 1)
        return;
    for (int k = 1; k < NZ - 1; k++) {
        int idx = (k * NY + j) * NX + i;
        out[idx] = in[idx] + 0.1f * (in[idx - 1] + in[idx + 1] + in[idx - NX] + in[idx + NX] +
                                     in[idx - NX * NY] + in[idx + NX * NY] - 6.0f * in[idx]);
    }
}
