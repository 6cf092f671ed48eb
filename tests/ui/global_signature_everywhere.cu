// The signature rules of a __global__ function hold wherever one is
// declared: at namespace scope, as a static member, and as a template
// specialisation (sema/cuda.rs check_kernel_signature, the one place the
// rules live). Before, a static member kernel and a template could take
// a C variable argument list unchallenged.
__global__ void plain(int *p, ...) {}
struct S {
    static __global__ void member(int *p, ...) {}
};
template <class T> __global__ void tmpl(T *p, ...) {}
template __global__ void tmpl<int>(int *, ...);
__global__ auto deduced(int *p) { return; }
int __global__ not_void(int *p) { return 0; }
