// Which allocation and deallocation functions new- and delete-expressions
// call: a class's own `operator new`/`operator delete` (also inherited, also
// from a virtual destructor's deleting variant, sized or not), global
// placement forms the program declares (chosen by overload resolution with
// the placement arguments), `new (p) T`, and for a type aligned beyond the
// heap's 16 bytes an aligned block. Each check puts a value in turn.

#include <new>

typedef __SIZE_TYPE__ size_t;

__device__ char pool[512];
__device__ int events[16];
__device__ int nevents = 0;
__device__ void note(int e) { events[nevents++] = e; }

struct Arena {
    char *base;
    size_t used;
};

__device__ void *operator new(size_t n, Arena &a) {
    note(1000 + (int)n);
    void *r = a.base + a.used;
    a.used += (n + 7) / 8 * 8;
    return r;
}
__device__ void *operator new[](size_t n, Arena &a, int pad) {
    note(2000 + (int)n + pad);
    void *r = a.base + a.used + pad;
    a.used += n + pad;
    return r;
}

struct Counted {
    int v;
    __device__ explicit Counted(int x) : v(x) {}
    __device__ static void *operator new(size_t n) {
        note(3000 + (int)n);
        return pool + 256;
    }
    __device__ void operator delete(void *) { note(3999); }
};

struct Base {
    int b;
    __device__ Base() : b(1) {}
    __device__ virtual ~Base() { note(4001); }
    __device__ void *operator new(size_t n) {
        note(4000 + (int)n);
        return pool + 384;
    }
    __device__ void operator delete(void *, size_t n) { note(4100 + (int)n); }
};

struct Derived : Base {
    long more[2];
    __device__ Derived() : more{5, 6} {}
    __device__ ~Derived() { note(4002); }
};

struct alignas(64) Wide {
    int w;
};

struct Plain {
    int p;
};

__global__ void run(int *out) {
    int n = 0;
    Arena a{pool, 0};
    Plain *p = new (a) Plain{7};
    out[n++] = p->p;
    int *xs = new (a, 4) int[3];
    xs[2] = 11;
    out[n++] = (int)a.used;
    int *y = new (pool + 200) int(9);
    out[n++] = *y + (int)((char *)y - pool);
    Counted *c = new Counted(12);
    out[n++] = c->v + (int)((char *)c - pool);
    delete c;
    Base *b = new Derived;
    out[n++] = b->b + (int)((char *)b - pool);
    delete b;
    Wide *w = new Wide;
    out[n++] = (int)((size_t)w % 64);
    w->w = 3;
    out[n++] = w->w;
    delete w;
    for (int i = 0; i < nevents; ++i)
        out[n++] = events[i];
    out[n++] = n;
}
