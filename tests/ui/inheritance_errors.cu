// Errors in class hierarchies: bad base specifiers, ambiguous bases and
// members, members reached through a class that is not a base, and a
// cast down through a virtual base (C++ forbids it).
struct Base {
    int a;
    __device__ int get() const { return a; }
};
struct Incomplete;
union U {
    int i;
};
struct VirtualBase : virtual Base {};
struct FromUnion : U {};
struct FromIncomplete : Incomplete {};
struct Twice : Base, Base {};
struct FromInt : int {};
union UnionWithBase : Base {};

struct L : Base {};
struct R : Base {};
struct Diamond : L, R {};
struct X {
    int v;
};
struct Y {
    float v;
};
struct XY : X, Y {};
struct Other {
    int a;
};

__device__ int use(Diamond *d, XY *xy, L *l) {
    Base *b = d;           // ambiguous conversion
    int n = xy->v;         // found in two bases
    int m = l->Other::a;   // not a base
    return n + m + (b != 0) + d->L::a;
}
__device__ int call(Diamond &d) {
    return d.get(); // ambiguous object conversion
}
__device__ int virtual_base(VirtualBase *v, Base *b) {
    VirtualBase *back = static_cast<VirtualBase *>(b);
    return v->a + (back != 0);
}
