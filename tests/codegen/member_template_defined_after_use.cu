// A member template of a class (no template itself) used by an inline
// member before its out-of-line definition: the specialisation gets the
// body when the definition comes, as C++ instantiates it at the end of
// the unit. Before, it stayed a declaration and the PTX called an
// undefined `.extern .func` (exit 0; ptxas then failed), which the
// toolkit's `nvcuda::experimental::pipeline::commit_and_wait` hit
// through `wait_prior<0>`.
// ARGS: --emit=ptx
// CHECK-NOT: .extern .func
// CHECK: .entry _Z1kPi(
// CHECK: // wp 0
// CHECK: // wp 3
struct P {
    __device__ void both();
    template <unsigned N> __device__ void wp();
    template <class T> __device__ T twice(T x);
};
__device__ inline void P::both() { wp<0>(); }
__device__ inline int use_twice(P &p) { return p.twice(21); }
template <unsigned N> __device__ inline void P::wp() { asm volatile("// wp %0" ::"n"(N)); }
template <class T> __device__ inline T P::twice(T x) { wp<3>(); return x * 2; }
__global__ void k(int *o) {
    P p;
    p.both();
    o[0] = use_twice(p);
}
