// Allocation and deallocation functions that do not fit: a placement form
// nothing declares, placement arguments no declared form takes, a class
// whose own operator new does not take the arguments, and a class whose
// operator delete is no usual deallocation function. A namespace-scope
// device variable cannot be initialised by `new` (nvcc's dynamic
// initialisation error); a host one can (and its type is deduced).
typedef __SIZE_TYPE__ size_t;
struct Arena { char *base; };
__device__ int *global_cell = new int(2);
auto host_cells = new int[4]();
int *&host_ref = host_cells;
__device__ void *operator new(size_t n, Arena &a) { return a.base; }
struct Own {
    int v;
    __device__ static void *operator new(size_t n, int tag);
};
struct OddDelete {
    int v;
    __device__ ~OddDelete() {}
    __device__ void operator delete(void *p, int, int);
};
__global__ void k(int *out, char *buf) {
    Arena a{buf};
    int *x = new (1, 2) int(3);
    float *y = new (3.5f) float;
    Own *o = new Own;
    OddDelete *d = new (a) OddDelete;
    delete d;
    out[0] = *x + (int)*y + o->v;
}
