// CUDA 12.8's ordered, scoped atomics (`__nv_atomic_*`) in the PTX forms
// nvcc 13.0 writes for the same source (operation, then order, then
// scope; seq_cst as `fence.sc` and the acquire form; the default scope
// is the system). Before, `__NV_ATOMIC_RELAXED` was undeclared (HeCBench
// hausdorff, atomicCAS, graphB+, lebesgue, michalewicz, scatter).
// ARGS: -arch=sm_80 -ptx
// CHECK: ld.relaxed.sys.b32
// CHECK: fence.sc.gpu;
// CHECK: ld.acquire.gpu.b32
// CHECK: st.release.cta.b32
// CHECK: atom.add.acq_rel.gpu.s32
// CHECK: atom.max.relaxed.gpu.s32
// CHECK: atom.add.relaxed.gpu.f32
// CHECK: fence.sc.sys;
// CHECK: atom.cas.acquire.sys.b64
// CHECK: atom.exch.acquire.gpu.b64
// CHECK: fence.sc.gpu;
// CHECK: ld.acquire.gpu.b32
// CHECK: st.relaxed.gpu.b32
// CHECK: fence.sc.gpu;
// CHECK: atom.or.acquire.gpu.b32
// CHECK: .entry _Z6othersPfPdPj(
// CHECK: atom.add.release.sys.f64
// CHECK: atom.add.relaxed.cta.u32
// CHECK: fence.sc.gpu;
// CHECK: st.relaxed.sys.b32
__global__ void k(unsigned *p, int *q, unsigned long long *r, float *f, bool *b) {
  unsigned v = __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED);
  unsigned w = __nv_atomic_load_n(p + 1, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_store_n(p + 2, v + w, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
  int o = __nv_atomic_fetch_add(q, 3, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_fetch_max(q + 1, o, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_add(f, 1.0f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  unsigned long long e = 5;
  b[0] = __nv_atomic_compare_exchange_n(r, &e, 7ull, false, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_SYSTEM);
  r[1] = __nv_atomic_exchange_n(r + 2, e, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  int x; __nv_atomic_load(q + 2, &x, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_store(q + 3, &x, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_fetch_or(q + 4, 1, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
}
__global__ void others(float *f, double *d, unsigned *u) {
  __nv_atomic_fetch_add(d, 1.0, __NV_ATOMIC_RELEASE);
  __nv_atomic_fetch_sub(u, 2u, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_thread_fence(__NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  float v = 2.5f;
  __nv_atomic_store(f, &v, __NV_ATOMIC_RELAXED);
}
