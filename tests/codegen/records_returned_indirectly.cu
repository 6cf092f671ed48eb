// A record non-trivial for calls (a user copy constructor or destructor)
// is returned as nvcc returns it: the caller's object is a `.param .b64`
// first parameter, before `this`, and the callee builds the result there
// (nvcc 13.0's PTX for these declarations under -rdc has the same
// parameter lists); a trivially copyable record is still returned by
// value in `func_retval0`.
// ARGS: -rdc=true -arch=sm_75 --emit=ptx
// CHECK: .extern .func _Z4makei
// CHECK-NEXT: (
// CHECK-NEXT: .param .b64 _Z4makei_param_0,
// CHECK-NEXT: .param .b32 _Z4makei_param_1
// CHECK: .extern .func  (.param .align 8 .b8 func_retval0[16]) _Z5makeTi
// CHECK: .extern .func _ZN1M3getEi
// CHECK-NEXT: (
// CHECK-NEXT: .param .b64 _ZN1M3getEi_param_0,
// CHECK-NEXT: .param .b64 _ZN1M3getEi_param_1,
// CHECK-NEXT: .param .b32 _ZN1M3getEi_param_2
struct S {
    int x;
    S *impl;
    __device__ S(int x);
    __device__ S(const S &o);
    __device__ ~S();
};
struct T {
    int x;
    S *impl;
};
__device__ S make(int a);
__device__ T makeT(int a);
struct M {
    __device__ S get(int);
};
__global__ void k(int *out, M *m) {
    S n = make(3);
    T t = makeT(3);
    S q = m->get(4);
    out[0] = n.x + t.x + q.x;
}
