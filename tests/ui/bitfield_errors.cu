// Bit-field declarations clang rejects, and uses of a bit-field that need
// its address.
struct Bad {
    float f : 3;
    int neg : -1;
    int zero : 0;
    int wide : 33;
    char c : 9;
    unsigned n : 1 + 2;
    int var : 3;
};
struct Ok { int a : 3; unsigned b : 5; };
__device__ int g;
struct Nonconst { int x : g; };
__device__ void f(Ok *o) {
    int *p = &o->a;
    unsigned s = sizeof(o->b);
    int &r = o->a;
    (void)p; (void)s; (void)r;
}
struct __attribute__((packed)) P { char c; int i; };
__device__ int h(P *p) { return p->i + p->c; }
__device__ unsigned long bad_offset = offsetof(Ok, a);
