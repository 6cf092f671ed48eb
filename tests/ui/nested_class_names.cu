// A class nested in a class template is named once with its namespaces,
// as clang names it: 'N::A<int>::B' (before: 'N::N::A<int>::B', and
// "std::std::_Vector_base<…>::_Vector_impl" in libstdc++'s errors).
namespace N {
template <class T> struct A {
    struct B {
        int x;
    };
};
} // namespace N
__global__ void k(int *p) {
    N::A<int>::B b{1};
    int *q = b;
    p[0] = *q;
}
