// Destructors running where C++ says, computing values as clang-19 does
// (tests/suites.rs `layout_matches_clang`): each case appends digits to
// a log as objects are constructed and destroyed, and returns the log.
// Locals die at the end of their scope and on break/continue/return/goto
// in reverse order of construction; temporaries at the end of their full
// expression unless a reference extends them; by-value arguments after
// the call; members after the destructor body, in reverse order, then
// bases; array elements last to first.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif



struct T {
    long *log;
    int id;
    __device__ T(long *l, int i) : log(l), id(i) { *log = *log * 10 + id; }
    __device__ T(const T &o) : log(o.log), id(o.id + 1) { *log = *log * 10 + id; }
    __device__ ~T() { *log = *log * 10 + 9; *log = *log * 10 + id; }
    __device__ int get() const { return id; }
};

struct Pair {
    T a;
    T b;
    __device__ Pair(long *l) : a(l, 1), b(l, 2) {}
    __device__ ~Pair() { *a.log = *a.log * 10 + 7; }
};

struct Derived : T {
    T member;
    __device__ Derived(long *l) : T(l, 3), member(l, 4) {}
    __device__ ~Derived() { *log = *log * 10 + 8; }
};

struct Plain {
    T inner;
    int x;
};

__device__ unsigned long sizes[] = {sizeof(T), sizeof(Pair), sizeof(Derived), sizeof(Plain)};

__device__ T make(long *l, int i) { return T(l, i); }
__device__ int by_value(T t) { return t.id; }

__device__ long scopes() {
    long log = 0;
    T a(&log, 1);
    {
        T b(&log, 2);
        T c(&log, 3);
    }
    T d(&log, 4);
    return log;
}

__device__ long at_exit() {
    long log = 0;
    { T a(&log, 1); T b(&log, 2); }
    return log;
}

__device__ long loops() {
    long log = 0;
    for (int i = 1; i <= 4; ++i) {
        T t(&log, i);
        if (i == 2) continue;
        if (i == 3) break;
    }
    return log;
}

__device__ long returns_early(bool early) {
    long log = 0;
    {
        T a(&log, 1);
        if (early) {
            T b(&log, 2);
            if (log > 0) {
                long *p = &log;
                {
                    T c(p, 3);
                }
                // The returned value is read before a and b die.
                return log * 1000 + a.get() * 10 + b.get();
            }
        }
    }
    return log;
}
__device__ long returns_early_1() { return returns_early(true); }
__device__ long returns_early_0() { return returns_early(false); }

__device__ long temporaries() {
    long log = 0;
    int x = T(&log, 1).get() + T(&log, 2).get();
    log = log * 10 + x;
    make(&log, 5);
    log = log * 10 + make(&log, 6).id;
    return log;
}

__device__ long extended() {
    long log = 0;
    {
        const T &r = T(&log, 1);
        T &&s = make(&log, 2);
        log = log * 10 + r.id + s.id;
    }
    return log;
}

__device__ long arguments() {
    long log = 0;
    T a(&log, 1);
    int v = by_value(a);
    log = log * 10 + v;
    v = by_value(T(&log, 5));
    log = log * 10 + v;
    return log;
}

__device__ long elided() {
    long log = 0;
    {
        T a = T(&log, 1);
        T b = make(&log, 2);
        T c = a;
    }
    return log;
}

__device__ long members() {
    long log = 0;
    { Pair p(&log); }
    return log;
}

__device__ long bases() {
    long log = 0;
    { Derived d(&log); }
    return log;
}

__device__ long implicit_dtor() {
    long log = 0;
    { Plain p{T(&log, 1), 2}; }
    return log;
}

__device__ long arrays() {
    long log = 0;
    {
        T ts[3] = {T(&log, 1), T(&log, 2), T(&log, 3)};
    }
    return log;
}

__device__ long gotos(int n) {
    long log = 0;
    int i = 0;
again:
    {
        T t(&log, i + 1);
        if (++i < n) goto again;
        if (i == n) goto out;
    }
out:
    return log;
}
__device__ long gotos_3() { return gotos(3); }

__device__ long switches(int k) {
    long log = 0;
    switch (k) {
    case 1: {
        T a(&log, 1);
        break;
    }
    case 2: {
        T b(&log, 2);
    }
    default:
        log = log * 10 + 5;
    }
    return log;
}
__device__ long switches_1() { return switches(1); }
__device__ long switches_2() { return switches(2); }

// The named return value is the caller's object (no copy, no
// destructor in the callee), as clang and nvcc do it; a returned
// parameter is copied (moved) into the result.
__device__ T named(long *l, int i, bool twice) {
    T t(l, i);
    if (twice)
        return t;
    return t;
}
__device__ T returned_param(T t) { return t; }
__device__ long return_values() {
    long log = 0;
    {
        T a = named(&log, 1, false);
        T b = returned_param(T(&log, 3));
        log = log * 10 + a.id + b.id;
    }
    return log;
}

__device__ long captures() {
    long log = 0;
    {
        T a(&log, 1);
        auto f = [a] { return a.get(); };
        log = log * 10 + f();
    }
    return log;
}

// Arrays of classes with a default constructor: every element runs it.
struct Seven {
    int v;
    __device__ Seven() : v(7) {}
};
__device__ int default_array() {
    Seven s[3];
    Seven grid[2][2];
    return s[0].v + s[1].v * 10 + s[2].v * 100 + grid[1][1].v * 1000;
}

// A declaration after a case label belongs to the switch's block.
__device__ int case_scope(int k) {
    switch (k) {
    case 1:
        int z = 3;
        z++;
        return z;
    }
    return 0;
}
__device__ int case_scope_1() { return case_scope(1); }
