// _block and _system atomics are the scoped NVVM intrinsics (atom.cta.*,
// atom.sys.*); LLVM's scoped min/max are signed, so unsigned _block and
// _system min/max are nvcc's instructions in inline PTX from sm_60
// (atom.cta.max.u32, atom.sys.min.u32; a CAS loop before). __ldg is a load from the global space marked !invariant.load,
// which NVPTX selects as ld.global.nc. __nanosleep is sm_70+.
// ARGS: --emit=llvm-ir -O0 -arch=sm_70
// MIN-ARCH: sm_70
__global__ void scoped(int *i, unsigned *u, float *f, double *d, unsigned long long *ull,
                       const float4 *__restrict__ in, float4 *out) {
    atomicAdd_block(i, 1);
    atomicAdd_system(f, 1.0f);
    atomicAdd_block(d, 2.0);
    atomicExch_system(ull, 3ull);
    atomicMax_block(i + 1, 4);
    atomicMax_block(u, 5u);
    atomicMin_system(u + 1, 6u);
    atomicCAS_block(u + 2, 7u, 8u);
    atomicInc_system(u + 3, 9u);
    atomicOr_block(i + 2, 16);
    out[threadIdx.x] = __ldg(&in[threadIdx.x]);
    f[1] = __ldg(f + 2);
    __nanosleep(64);
}
// CHECK: define void @_Z6scopedPiPjPfPdPyPK6float4PS4_(
// CHECK: call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr
// CHECK: call float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr
// CHECK: call double @llvm.nvvm.atomic.add.gen.f.cta.f64.p0(ptr
// CHECK: call i64 @llvm.nvvm.atomic.exch.gen.i.sys.i64.p0(ptr
// CHECK: call i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0(ptr
// CHECK: call i32 asm sideeffect "atom.cta.max.u32 $0, [$1], $2;"
// CHECK: call i32 asm sideeffect "atom.sys.min.u32 $0, [$1], $2;"
// CHECK: call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr
// CHECK: call i32 @llvm.nvvm.atomic.inc.gen.i.sys.i32.p0(ptr
// CHECK: call i32 @llvm.nvvm.atomic.or.gen.i.cta.i32.p0(ptr
// CHECK: addrspacecast ptr
// CHECK: load %struct.float4, ptr addrspace(1)
// CHECK: align 16, !invariant.load
// CHECK: load float, ptr addrspace(1)
// CHECK: align 4, !invariant.load
// CHECK: call void @llvm.nvvm.nanosleep(i32
