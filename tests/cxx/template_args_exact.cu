// Partial specialisations match only the arguments they name: `Tile<S,
// void>` does not match `Tile<32, Warp>` (before: any type matched a
// non-dependent type argument, so the wrong definition was used). Value
// parameters are deduced from class template arguments in function
// signatures (`const Tile<N, P> &`, `Vec<N>`). Every symbol equals
// clang-19's.
#include "clang_cuda.h"
struct Warp {};
template <unsigned S, class P = void> struct Tile;
template <unsigned S> struct Tile<S, void> {
    int v;
    __device__ int size() const { return S; }
};
template <unsigned S, class P> struct Tile : Tile<S, void> {
    __device__ int parent() const { return 1; }
};
template <class T, class U> struct Pick {
    static __device__ int id() { return 1; }
};
template <class T> struct Pick<T, float> {
    static __device__ int id() { return 2; }
};
template <int N> struct Vec {
    float x[N];
};
template <int N> __device__ float first(const Vec<N> &v) { return v.x[0] + N; }
template <unsigned S, class P> __device__ int tile_size(const Tile<S, P> &t) { return t.size(); }
__global__ void use(int *o, Tile<32, Warp> *t, Tile<8> *u, Vec<3> *v) {
    o[0] = t->size() + t->parent() + u->size();
    o[1] = Pick<int, float>::id() + Pick<int, double>::id();
    o[2] = first(*v) + tile_size(*t) + tile_size(*u);
    const Tile<32, void> &base = *t;
    o[3] = base.size();
}
