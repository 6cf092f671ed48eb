// A conversion function overrides a base's virtual one of the same type
// however the type is spelled ([class.virtual]p2: `operator q()` with
// `typedef int q` overrides `operator int()`). Before, overriding was
// matched by the spelled name, so the call through the base silently ran
// the base's function.
struct Base {
    __device__ virtual operator int() { return 0; }
    __device__ virtual operator float() const { return 0.5f; }
};
typedef int q;
using f32 = float;
struct Derived : Base {
    __device__ operator q() override { return 1; }
    __device__ operator f32() const { return 2.5f; }
};
__device__ int to_int(Base *b) { return int(*b); }
__device__ float to_float(const Base &b) { return b; }

__global__ void run(int *out) {
    Derived d;
    Base b;
    out[0] = to_int(&d);
    out[1] = to_int(&b);
    out[2] = (int)(to_float(d) * 10);
    out[3] = (int)(to_float(b) * 10);
}
