// List-initialisation of an aggregate from one element of its own class
// (or a class derived from it) copies that element, C++
// [dcl.init.list]/3.2: libcu++'s `__maybe_static_array() :
// _DynamicValues{__zeros(...)}`, reached by every CUB block primitive
// through <cuda/std/mdspan>. Before, "excess elements in struct
// initializer" (the element was taken as the first member's value).
template <class T, unsigned N> struct arr { T v[N]; };
template <class T> struct arr<T, 0> {};
struct Pt { int x, y; };
struct Pt3 : Pt { int z; };
struct Wrap { Pt p; int k; };
template <class T, unsigned N>
struct holder : private arr<T, N> {
    using DV = arr<T, N>;
    static constexpr DV zeros() { return DV{}; }
    constexpr holder() : DV{zeros()} {}
    __device__ int size() const { return sizeof(*this); }
};
__device__ Pt make(int a) { return Pt{a, a + 1}; }
__global__ void run(int *out) {
    holder<int, 0> e;
    holder<int, 3> h;
    out[0] = e.size() + h.size() * 10;
    arr<int, 2> x{7, 8};
    arr<int, 2> y{x};
    arr<int, 2> z = {y};
    out[1] = z.v[0] + z.v[1] * 10;
    Pt3 d{};
    d.x = 4; d.y = 5; d.z = 6;
    Pt p{d};               // slices the derived object
    out[2] = p.x + p.y * 10;
    Pt q{make(2)};
    out[3] = q.x + q.y * 10;
    Wrap w{make(3)};       // a member's own class: brace elision, then k = 0
    out[4] = w.p.x + w.p.y * 10 + w.k * 100;
    Wrap w2{w};
    out[5] = w2.p.x;
}
