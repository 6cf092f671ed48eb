// C++ that device code cannot use: each gets a precise diagnostic (a
// class with virtual functions where device code uses it).
struct E { int x; };
__device__ thread_local int per_thread;
__device__ int f(int *p) {
    try {
        p[0] = 1;
    } catch (...) {
    }
    throw 1;
    thread_local int t = 0;
    bool same = typeid(p) == typeid(p);
    E *e = dynamic_cast<E *>((E *)p);
    return same;
}
