// A non-dependent call in a member function of a class template binds
// to the functions declared before the template's definition
// ([temp.nondep]), as in a function template: `g(2)` in `X<T>::f` calls
// `g(double)`, not the better `g(int)` declared after the template (GCC's
// lookup/two-stage1). Before, members of class templates were checked
// where they were instantiated and silently called the later overload.
// A dependent call still finds later functions by argument-dependent
// lookup, and a member defined out of line sees what precedes it.
__device__ int g(double) { return 10; }

namespace ns {
struct Tag {};
}

template <class T>
struct X {
    __device__ int f() { return g(2); }
    __device__ int dep(T t) { return h(t); }
    __device__ int later();
};

__device__ int g(int) { return 20; }

namespace ns {
__device__ int h(Tag) { return 30; }
}

template <class T>
__device__ int X<T>::later() {
    return g(2);
}

__global__ void run(int *out) {
    X<ns::Tag> x;
    out[0] = x.f();
    out[1] = x.dep(ns::Tag());
    out[2] = x.later();
    out[3] = X<int>().f();
}
