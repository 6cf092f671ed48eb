// `new` and `delete` in device code: scalars, objects constructed with
// their arguments, arrays of scalars, placement new into a buffer, and
// `delete` running the destructor before freeing (a null pointer is not
// touched).
#include <new>

__device__ int log_pos;
struct Tracked {
    int v;
    int *log;
    __device__ Tracked(int x, int *l) : v(x), log(l) { log[log_pos++] = 100 + x; }
    __device__ ~Tracked() { log[log_pos++] = 200 + v; }
};

__global__ void run(int *out) {
    int zero = out[63];
    log_pos = 10;
    int *s = new int(7 + zero);
    out[0] = *s;
    delete s;
    int *a = new int[4];
    for (int i = 0; i < 4; ++i)
        a[i] = i * i + zero;
    out[1] = a[0] + a[1] + a[2] + a[3];
    delete[] a;
    Tracked *t = new Tracked(3 + zero, out);
    out[2] = t->v;
    delete t;
    Tracked *none = nullptr;
    delete none;
    alignas(Tracked) char buf[sizeof(Tracked)];
    Tracked *p = new (buf) Tracked(5, out);
    out[3] = p->v;
    p->~Tracked();
    out[4] = log_pos;
}
