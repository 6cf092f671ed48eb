// Pointer-to-member types named by typedefs, which tree-sitter misreads
// (the class of `(C::*F)` as an error): at namespace scope, in a block, in
// a class, with a qualified class, for member functions (also `const`
// ones, picked from an overload set by the typedef) and data members.

struct C {
    int base;
    __device__ int v() { return -base; }
    __device__ int w(int x) { return base * x; }
    __device__ int w(int x) const { return -base * x; }
};
namespace ns {
struct D {
    int d;
    __device__ int get() { return d; }
};
} // namespace ns

typedef int (C::*Nullary)();
typedef int (C::*Unary)(int);
typedef int (ns::D::*DGet)();
typedef int C::*Field;
typedef int (C::*ConstUnary)(int) const;

__global__ void run(int *out) {
    int n = 0;
    typedef int (C::*Local)();
    typedef int C::*LocalField;
    struct L {
        typedef int (C::*M)();
        M m;
    };
    C c{3};
    Nullary v0 = &C::v;
    Unary u = &C::w;
    ns::D d{7};
    DGet g = &ns::D::get;
    Field f = &C::base;
    Local lv = &C::v;
    LocalField lf = &C::base;
    L l{&C::v};
    L::M m = l.m;
    out[n++] = (c.*v0)();
    out[n++] = (c.*u)(2);
    out[n++] = (d.*g)();
    out[n++] = c.*f;
    out[n++] = (c.*lv)() + c.*lf;
    out[n++] = (c.*m)();
    ConstUnary cu = &C::w;
    out[n++] = (c.*cu)(4);
    out[n++] = n;
}
