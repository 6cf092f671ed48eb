// Inherited constructors as libcu++'s optional writes them: each of a
// chain of bases says `using __base = Next<T>; using __base::__base;`
// (the constructors named through a typedef, [class.qual]p2), the last
// one declares constructor templates (`template <class... Args>
// storage(in_place_t, Args&&... args) : val_(forward<Args>(args)...)`,
// a pack expanded in a member initialiser), and `optional(3)` constructs
// through all of them. Before, "no member named '__base'", then "pack
// expansions are supported in call arguments and braced lists only".
template <class T> __device__ T &&fwd(T &t) { return static_cast<T &&>(t); }
struct in_place_t {};
template <class T> struct destruct_base {
    T val_;
    bool engaged_;
    __device__ destruct_base() : val_(), engaged_(false) {}
    template <class... Args>
    __device__ destruct_base(in_place_t, Args &&...args) : val_(fwd(args)...), engaged_(true) {}
    __device__ destruct_base(int a, int b, int scale) : val_(a * scale + b), engaged_(true) {}
};
template <class T> struct storage_base : destruct_base<T> {
    using __base = destruct_base<T>;
    using __base::__base;
    __device__ bool has_value() const { return this->engaged_; }
};
template <class T> struct copy_base : storage_base<T> {
    using __base = storage_base<T>;
    using __base::__base;
    int extra = 7;   // initialised as the default constructor would
};
template <class T> class optional : private copy_base<T> {
    using __base = copy_base<T>;
public:
    __device__ optional() {}
    template <class U> __device__ optional(U &&v) : __base(in_place_t{}, fwd(v)) {}
    __device__ optional(int a, int b) : __base(a, b, 10) {}
    using __base::has_value;
    __device__ T operator*() const { return this->val_ + this->extra * 1000; }
};
struct Pt { int x, y; __device__ Pt(int a, int b) : x(a), y(b) {} };
__global__ void run(int *out) {
    optional<int> a(3), none;
    out[0] = *a + a.has_value() * 100 + none.has_value() * 200;
    optional<int> b(4, 5);
    out[1] = *b;
    storage_base<Pt> s(in_place_t{}, 6, 8);
    out[2] = s.val_.x + s.val_.y * 10 + s.has_value() * 100;
    copy_base<long> c(in_place_t{}, 9L);
    out[3] = int(c.val_) + c.extra * 10;
}
