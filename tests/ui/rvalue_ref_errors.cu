// Rvalue references never bind to lvalues; an xvalue does not bind to a
// non-const lvalue reference.
template <class T> __device__ T &&mv(T &t) { return static_cast<T &&>(t); }
struct S {
    int v;
};
__device__ void takes(int &&x) {}
__device__ void takes_s(S &&s) {}
__device__ void modifies(int &x) {}
__device__ void f(int k, S s) {
    int &&r = k;
    takes(k);
    takes_s(s);
    modifies(mv(k));
}
