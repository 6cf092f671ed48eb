// printf becomes vprintf(format, buffer): the arguments after the format
// are stored in a struct of their promoted types (float as double, char
// and short as int) so each sits at its natural alignment, as nvcc lays
// the buffer out; no arguments pass a null buffer. assert (glibc's,
// whose __assert_fail CUDA defines for the device) calls __assertfail
// with the expression, file, line and function; NDEBUG
// (re-read at each #include <cassert>) removes it. __trap is llvm.trap;
// clock64 and __globaltimer read their special registers.
// ARGS: --emit=llvm-ir -O0
#include <cstdio>
#include <cassert>
__global__ void debug(const float *x, int n, char c, const char *name) {
    printf("x[%d] = %f (%c) %s %p %lld\n", n, x[n], c, name, x, (long long)n);
    printf("no arguments\n");
    assert(n >= 0 && "n is an index");
    if (n > 1000) __trap();
    long long t = clock64() + (long long)__globaltimer();
    printf("%lld\n", t);
}
#define NDEBUG
#include <cassert>
__global__ void release(int n) { assert(n > 0); }
// CHECK: c"n >= 0 && \22n is an index\22\00"
// CHECK: c"void debug(const float *, int, char, const char *)\00"
// CHECK: define void @_Z5debugPKficPKc(
// CHECK: %printf.args = alloca { i32, double, i32, ptr, ptr, i64 }, align 8
// CHECK: fpext float
// CHECK: call i32 @vprintf(ptr
// CHECK: ptr %printf.args)
// CHECK: call i32 @vprintf(ptr
// CHECK: ptr null)
// CHECK: store i32 15, ptr
// CHECK: call void @__assertfail(ptr
// CHECK: i64 1)
// CHECK: call void @llvm.trap()
// CHECK: call i64 @llvm.nvvm.read.ptx.sreg.clock64()
// CHECK: call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
// CHECK-NOT: __assertfail
// CHECK: define void @_Z7releasei(
// CHECK: ret void
