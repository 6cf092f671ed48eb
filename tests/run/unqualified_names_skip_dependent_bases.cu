// Unqualified lookup in a class template never searches a base that
// depends on the template's parameters ([temp.dep]p3): `foo()` in
// `C<T> : T` is the namespace's `foo` even when `T` has a member `foo`.
// Before, the instantiation searched the base and silently called the
// member. Qualified names (`this->f`, `T::f`, a using-declaration) and
// non-dependent bases still find base members.
struct B {
    int val = 5;
    typedef int type;
    __device__ int foo() { return 1; }
};
__device__ int foo() { return 0; }

template <class T> struct C : public T {
    __device__ int caller() { return foo(); }
    __device__ int qualified() { return this->foo() * 10 + T::foo() * 100; }
    __device__ int member() { return this->val + T::val; }
    __device__ int type_of() {
        typename T::type x = 2;
        return x;
    }
};
template <class T> struct E : public B {
    __device__ int caller() { return foo() + val; }
};
template <class T> struct Base2 {
    __device__ int get() { return 7; }
};
template <class T> struct F : Base2<T> {
    using Base2<T>::get;
    __device__ int viaUsing() { return get(); }
    __device__ int viaThis() { return this->get() * 10; }
};
// Using-declarations from two specialisations of one template, each
// qualifier resolved with its own arguments (GCC's lookup/using44).
template <class T> struct Over {
    __device__ int pick(char) { return 1; }
    __device__ int pick(T) { return 2; }
};
template <class T> struct Out {
    struct D : Over<T>, Over<double> {
        using Over<T>::pick;
        using Over<double>::pick;
        __device__ int bar() { return pick(3) * 10 + pick(2.5); }
    };
};
template <int N> struct Wide {
    __device__ int foo() { return N; }
};
template <int N> struct G : Wide<N + 1> {
    __device__ int caller() { return foo(); }
};

__global__ void run(int *out) {
    C<B> c;
    out[0] = c.caller();
    out[1] = c.qualified();
    out[2] = c.member();
    out[3] = c.type_of();
    E<int> e;
    out[4] = e.caller();
    F<int> f;
    out[5] = f.viaUsing() + f.viaThis();
    G<3> g;
    out[6] = g.caller();
    Out<int>::D od;
    out[7] = od.bar();
}
