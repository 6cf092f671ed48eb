// A range-for's range is bound to a reference for the whole loop
// ([stmt.ranged]p1: `auto &&__range = range;`): a temporary array — a
// braced list of objects, a temporary's member array — lives until the
// loop ends, its elements destroyed after the last iteration, as a class
// temporary's are. Before, the array's elements were destroyed right
// after the range's declaration: the loop read destroyed objects.
#include <initializer_list>
struct T {
    int *log;
    int v;
    __device__ T(int *l, int x) : log(l), v(x) { rec(v); }
    __device__ T(const T &o) : log(o.log), v(o.v + 100) { rec(v); }
    __device__ ~T() { rec(-v); }
    __device__ void rec(int x) { log[32 + (log[31]++ & 31)] = x; }
};
struct Vec {
    T items[3];
    __device__ T *begin() { return items; }
    __device__ T *end() { return items + 3; }
};
struct Arr {
    T a[2];
};
__device__ Vec make(int *out) { return Vec{{T(out, 1), T(out, 2), T(out, 3)}}; }
__device__ Arr pair(int *out) { return Arr{{T(out, 5), T(out, 6)}}; }

__global__ void run(int *out) {
    int k = 0;
    for (T t : {T(out, 13), T(out, 14)})
        out[k++] = t.v * 1000 + out[31];
    for (T &t : make(out))
        out[k++] = t.v * 1000 + out[31];
    for (const T &t : pair(out).a)
        out[k++] = t.v * 1000 + out[31];
    out[k++] = out[31];
}
