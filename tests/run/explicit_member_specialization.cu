// An explicit specialisation of a member function of a class template's
// specialisation (`template <> inline void TestBench<__half, …>::fillData()
// {…}`, HeCBench's blas-fp8gemm) replaces that member's definition for
// that specialisation only, and one of a namespace's function template
// may be written through the namespace's name. Before, "no function
// template named 'fillData'".
template <class T, class C = float> struct Bench {
  T v[4];
  __device__ Bench() { fill(); }
  __device__ void fill() { for (int i = 0; i < 4; i++) v[i] = T(i); }
  __device__ T sum() const { T s = 0; for (int i = 0; i < 4; i++) s += v[i]; return s; }
};
template <> __device__ void Bench<int>::fill() { for (int i = 0; i < 4; i++) v[i] = 10 * i; }
namespace ns { template <class T> __device__ T twice(T x) { return 2 * x; } }
template <> __device__ int ns::twice<int>(int x) { return 3 * x; }
__global__ void run(int *out) {
  Bench<int> a; Bench<long> b;
  out[0] = a.sum(); out[1] = (int)b.sum(); out[2] = ns::twice(5); out[3] = (int)ns::twice(5L);
}
