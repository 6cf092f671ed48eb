// Lookup errors in namespaces, worded as clang words them.
namespace ns {
__device__ int f(int x) { return x; }
struct S { int a; };
}
__device__ int value;

__device__ int ns::g(int x) { return x; }        // no such declaration in ns
__device__ int use(ns::S *s) {
    int a = ns::h(1);                           // no member h
    int b = nope::f(2);                         // unknown qualifier
    int c = value::f(3);                        // not a namespace
    using namespace value;                      // not a namespace
    ns::T *t = 0;                               // no type T in ns
    return a + b + c + s->a + ns(1);            // a namespace is not a value
}
int ns;                                         // redefinition as a variable
namespace value {}                              // redefinition as a namespace
