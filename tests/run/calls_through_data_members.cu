// Calling a data member: a function pointer (`ops->reduce(a, b)`, a
// struct of function pointers as C-style code writes it, also with a
// default member initialiser, through a typedef, a base class or `.`), a
// functor member, and a reference to a function. Before, cudac looked
// for a member function only: "no member named 'reduce'" (or "called
// object type is not a function or function pointer" once the class's
// scope held the field). Also lambdas in default member initialisers and
// default arguments, which were "not supported yet".
__device__ int add(int a, int b) { return a + b; }
__device__ int mul(int a, int b) { return a * b; }
__device__ int twice(int x) { return 2 * x; }
typedef int (*binop)(int, int);

struct Ops {
    binop reduce;
    int (*combine)(int, int) = mul;
    int (&ref)(int);
};
struct MoreOps : Ops {
    int bias;
};
struct Scale {
    int k;
    __device__ int operator()(int x) const { return k * x; }
};
struct Holder {
    Scale scale;
    int (*inc)(int) = [](int x) { return x + 1; };
    int base = 100;
    int (*dec)(int) = +[](int x) { return x - 1; };
};
__device__ int apply(int v, int (*f)(int) = [](int x) { return x * 10; }) { return f(v); }

__global__ void run(int *out) {
    Ops ops{add, mul, twice};
    Ops *p = &ops;
    out[0] = ops.reduce(3, 4);
    out[1] = p->combine(3, 4);
    out[2] = p->ref(21);
    out[3] = (p->reduce)(5, 6);
    MoreOps m{{mul, add, twice}, 7};
    out[4] = m.reduce(2, 9) + m.combine(1, 1) + m.bias;
    Holder h{{3}};
    out[5] = h.scale(5);
    out[6] = h.inc(41) + h.dec(10) + h.base;
    out[7] = apply(4) + apply(4, twice);
}
