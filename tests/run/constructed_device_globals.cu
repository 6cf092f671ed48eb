// Device variables of classes with constructors hold what the constexpr
// constructor leaves ([basic.start.static]: constant initialisation), not
// their braced list read as an aggregate's; an empty constructor leaves
// static storage's zero. Members of anonymous unions are initialised by
// member initialisers and read through a derived class (libcu++ 2.x's
// optional).
#define HD __host__ __device__
struct P { int x, y; HD constexpr P(int a, int b) : x(b), y(a) {} };
struct Q { float f[2]; bool b; HD constexpr Q(float v) : f{v, v * 2}, b(v > 1) {} };
struct E { int z; HD E() {} };
struct N {
  struct Tag { explicit Tag() = default; };
  HD constexpr explicit N(Tag, Tag) noexcept {}
};
__device__ constexpr P p{1, 2};
__device__ P p2(3, 4);
__constant__ Q q(1.5f);
__device__ E e{};
__device__ constexpr N n{N::Tag{}, N::Tag{}};

template <class T> struct Storage {
  union { char null_; T val_; };
  bool on_;
  HD Storage() : null_(), on_(false) {}
  HD Storage(T v) : val_(v), on_(true) {}
};
template <class T> struct Opt : Storage<T> {
  using Storage<T>::Storage;
  HD T get() const { return this->on_ ? this->val_ : T(-1); }
  HD T raw() const { return val_of(*this); }
  static HD T val_of(const Opt &o) { return o.val_; }
};

__global__ void run(int *out) {
  out[0] = p.x * 10 + p.y;
  out[1] = p2.x * 10 + p2.y;
  out[2] = (int)(q.f[0] * 10 + q.f[1]) + q.b;
  out[3] = e.z;
  Opt<int> a(7), b;
  out[4] = a.get() * 10 + b.get();
  out[5] = a.raw();
  (void)n;
}
