// Friends defined in class templates (hidden friends): the class's name in
// their signatures is the current specialisation, they are namespace
// functions (`_ZplRK2V2IfES2_`, not members), and argument-dependent lookup
// finds them through the arguments' classes, derived ones included.
#include "clang_cuda.h"

namespace geo {
template <class T> struct V2 {
    T x, y;
    friend __device__ V2 operator+(const V2 &a, const V2 &b) { return {a.x + b.x, a.y + b.y}; }
    friend __device__ T dot(V2 a, V2 b) { return a.x * b.x + a.y * b.y; }
};
struct P3 : V2<int> {
    int z;
};
}

__global__ void k(geo::V2<float> *o, geo::P3 *p, int *r) {
    o[0] = o[1] + o[2];
    o[3].x = dot(o[4], o[5]);
    r[0] = dot(p[0], p[1]) + (p[2] + p[3]).x;
}
