// An overload set (or a function template named without its arguments)
// used where no type picks one of its functions, or where the type fits
// none: errors, as clang reports them, never the set's first function.
__device__ float f(float x) { return x * 2; }
__device__ int f(int x) { return x + 1; }
template <class T> __device__ T tw(T x) { return x * 3; }
template <class F> __device__ int apply(F fn, int v) { return fn(v); }
struct C { __device__ int g(int x) { return x; } __device__ int g(int x, int y) { return x + y; } };
__global__ void k(int *o) {
  auto p = f;
  decltype(f) *q = nullptr;
  void (*r)(int) = f;
  char (*s)(char, char) = tw;
  o[0] = apply(f, 5);
  o[1] = sizeof(f);
  o[2] = (long)&f;
  int (C::*m)(float) = &C::g;
  o[3] = f == f;
}
