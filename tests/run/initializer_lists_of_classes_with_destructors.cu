// A `std::initializer_list<S>` of a class with a destructor: its array
// is a temporary whose elements are destroyed, last first, at the end of
// the full expression (an argument), or when the variable or reference
// the list initialises goes out of scope ([dcl.init.list]p6: a local
// list, `auto l = {…}`, a range-for's range). An initializer-list
// constructor may take more parameters with defaults
// (`map(initializer_list<value_type>, const Compare & = Compare())`):
// a braced list still goes to it first ([over.match.list]). Before, the
// first was "not supported yet" and the second was ambiguous.
// ARGS: --expt-relaxed-constexpr
#include <initializer_list>

struct S {
    int *log;
    int v;
    __device__ S(int *l, int x) : log(l), v(x) {}
    __device__ S(const S &o) : log(o.log), v(o.v + 100) {}
    __device__ ~S() {
        // The order of destruction, as digits.
        log[30] = log[30] * 10 + v % 10;
        log[31] += 1;
    }
};

__device__ int sum(std::initializer_list<S> l) {
    int s = 0;
    for (const S &x : l)
        s += x.v;
    return s;
}

struct Vec {
    int n, first, scale;
    __device__ Vec(std::initializer_list<int> l, int k = 2)
        : n(int(l.size())), first(*l.begin()), scale(k) {}
    __device__ Vec(int a, int b) : n(-1), first(a + b), scale(0) {}
};

__global__ void run(int *out) {
    out[0] = sum({S(out, 1), S(out, 2), S(out, 3)});
    // All three destroyed, last first, when the call's full expression ends.
    out[1] = out[31];
    out[2] = out[30];
    out[30] = 0;
    {
        std::initializer_list<S> il = {S(out, 4), S(out, 5)};
        out[3] = out[31];
        out[4] = int(il.size()) + il.begin()[1].v;
    }
    out[5] = out[31];
    out[6] = out[30];
    out[30] = 0;
    {
        auto l = {S(out, 6), S(out, 7)};
        out[7] = out[31];
        int t = 0;
        for (const S &s : {S(out, 8), S(out, 9)})
            t = t * 10 + s.v + out[31];
        out[8] = t;
        out[9] = out[31] + int(l.size());
    }
    out[10] = out[31];
    out[11] = out[30];
    Vec a = {4, 5};
    Vec b{7, 8, 9};
    Vec c(4, 5);
    out[12] = a.n * 100 + a.first * 10 + a.scale;
    out[13] = b.n * 100 + b.first * 10 + b.scale;
    out[14] = c.n * 100 + c.first * 10 + c.scale;
}
