// Rvalue references computing values as clang-19 does (tests/suites.rs
// `layout_matches_clang`): `T&&` bound to temporaries, xvalues from
// `static_cast<T&&>` and from calls returning `T&&`, move constructors
// chosen over copy constructors for xvalues and copy constructors for
// lvalues (declarations and by-value arguments), `T&&` overloads
// preferred for rvalues, forwarding references, `auto&&`.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif

template <class T> __device__ T &&mv(T &t) { return static_cast<T &&>(t); }

struct Buf {
    int v;
    __device__ Buf(int x) : v(x) {}
    __device__ Buf(Buf &&o) : v(o.v + 100) { o.v = 0; }
    __device__ Buf(const Buf &o) : v(o.v + 1) {}
};

__device__ int sink(int &&x) { return x * 2; }
__device__ int view(const int &x) { return x * 3; }
__device__ int which(const int &) { return 1; }
__device__ int which(int &&) { return 2; }
__device__ int take(Buf b) { return b.v; }
template <class T> __device__ int fwd(T &&x) { return view(x) + which(static_cast<T &&>(x)); }

__device__ int temporaries(int k) {
    int &&r = k + 1;
    r += 2;
    return r + sink(k * 2) + sink(mv(k));
}
__device__ int moves(int k) {
    Buf a(k);
    Buf b(mv(a));
    Buf c(b);
    Buf d = mv(c);
    Buf e = Buf(5);
    return a.v * 100000000 + b.v * 1000000 + c.v * 10000 + d.v * 100 + e.v;
}
__device__ int arguments(int k) {
    Buf a(k);
    int x = take(a);
    int y = take(mv(a));
    return x * 10000 + y * 100 + a.v;
}
__device__ int overloads(int k) {
    int l = k;
    return which(l) * 1000 + which(k + 1) * 100 + which(mv(l)) * 10 + which(3);
}
__device__ int forwarding(int k) {
    int l = k;
    return fwd(l) * 1000 + fwd(k + 1);
}
__device__ int auto_refs(int k) {
    int l = k;
    auto &&a = l;     // int&
    auto &&b = l + 1; // int&&
    a += 10;
    b += 20;
    return l * 100 + b;
}
__device__ int fixed_temporaries() { return temporaries(4) + moves(7) + arguments(9); }
__device__ unsigned long sizes[] = {sizeof(Buf), sizeof(int &&)};
__device__ int fixed_overloads() { return overloads(5); }
__device__ int fixed_forwarding() { return forwarding(6) + auto_refs(2); }
__device__ int fixed_moves() { return moves(3); }

// `return` of a local or a parameter moves it (implicit move) when the
// returned object cannot be the named return value.
__device__ Buf return_local(int k) {
    Buf b(k);
    if (k > 100)
        return Buf(0);
    return b;
}
__device__ Buf return_param(Buf p) { return p; }
__device__ int fixed_implicit_move() { return return_local(4).v * 1000 + return_param(Buf(5)).v; }
