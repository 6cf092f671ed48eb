// Spellings CCCL 2.x (CUDA 12's libcu++ and CUB) and everyday C++ use that
// tree-sitter cannot read: `using typename Base<T>::type;`, a dependent
// conversion opening a braced list, `[[nodiscard]] friend`, an unnamed
// enumeration with a fixed underlying type.
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
__global__ void run(int *out) {
  Ext<int> e; out[0] = e.get(41);
  out[1] = make<Wrap<Holder>>(5).h.v;
  out[2] = Q{3} == Q{3};
  out[3] = E::L;
}
