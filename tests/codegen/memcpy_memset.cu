// memcpy and memset in device code, with no #include (nvcc has them built
// in): llvm.memcpy/llvm.memset, which LLVM turns into plain loads and
// stores when the size is known.
// CHECK: define void @_Z4copyPcPKcPii(
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 1 %dst, ptr align 1 %src, i64 %conv, i1 false)
// CHECK: call void @llvm.memset.p0.i64(ptr align 1 %arrayidx, i8 -1, i64 %conv, i1 false)
// CHECK: call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %flags, i8 0, i64 16, i1 false)
// CHECK: ret void
__global__ void copy(char *dst, const char *src, int *flags, int n) {
    memcpy(dst, src, n);
    memset(dst + n, 0xff, n);
    memset(flags, 0, 4 * sizeof(int));
}
