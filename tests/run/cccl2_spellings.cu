// Spellings CCCL 2.x (CUDA 12's libcu++ and CUB) and everyday C++ use that
// tree-sitter cannot read: `using typename Base<T>::type;`, a dependent
// conversion opening a braced list, `[[nodiscard]] friend`, an unnamed
// enumeration with a fixed underlying type, `operator*()` called by name,
// unnamed defaulted pointer parameters (libcu++ 2.x's iterator_traits).
template <class K> struct BaseX { typedef unsigned UnsignedBits; static constexpr int W = 4; };
template <class K> struct Ext : BaseX<K> {
  using typename BaseX<K>::UnsignedBits;
  __device__ UnsignedBits get(K k) const { return UnsignedBits(k) + 1; }
};
struct Holder { int v; };
template <class H> struct Wrap { typedef H stored; H h; };
template <class W> __device__ W make(int x) { return W{ typename W::stored{ x } }; }
struct Q {
  int v;
  [[nodiscard]] friend __device__ bool operator==(const Q &a, const Q &b) { return a.v == b.v; }
};
struct E { enum : unsigned { K = 7, L }; };
struct Ref {
  int v;
  __device__ int operator*() const { return v; }
  __device__ const int *addr() const { return &v + ((operator*()) - v); }
  __device__ int twice() const { return operator*() * 2; }
};
template <class T> struct vt { typedef void type; };
struct HasAB { typedef int a; typedef int b; };
struct Probe {
  template <class U> __device__ static int t(...);
  template <class U> __device__ static char t(typename vt<typename U::a>::type* = nullptr, typename vt<typename U::b>::type*   = nullptr);
};
__global__ void run(int *out) {
  Ext<int> e; out[0] = e.get(41);
  out[1] = make<Wrap<Holder>>(5).h.v;
  out[2] = Q{3} == Q{3};
  out[3] = E::L;
  Ref r{6};
  out[4] = r.twice() + (r.addr() == &r.v);
  out[5] = sizeof(Probe::t<HasAB>(0, 0)) * 10 + sizeof(Probe::t<int>(0, 0));
}
