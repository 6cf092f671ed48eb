// Virtual functions in device code: vtables (`_ZTV…`), deleting
// destructors (`D0`), this-adjusting thunks for a second dynamic base
// (`_ZThn…`), implicit virtual destructors, and virtual calls through
// base pointers; every symbol equals clang-19's.
#include "clang_cuda.h"

struct Shape {
    __device__ virtual float area() const = 0;
    __device__ virtual float scaled(float k) const { return k * area(); }
    __device__ virtual ~Shape() {}
};

struct Square : Shape {
    float s;
    __device__ Square(float x) : s(x) {}
    __device__ float area() const override { return s * s; }
};

struct Circle : Shape {
    float r;
    __device__ Circle(float x) : r(x) {}
    __device__ float area() const override { return 3.14159f * r * r; }
    __device__ float scaled(float k) const override { return 2 * k * area(); }
    __device__ ~Circle() override {}
};

struct Tagged {
    int tag;
    __device__ Tagged() : tag(3) {}
    __device__ virtual int get() const { return tag; }
};

struct Both : Square, Tagged {
    __device__ Both() : Square(2.0f) {}
    __device__ int get() const override { return tag + 1; }
};

namespace geo {
template <class T> struct Box {
    T v;
    __device__ Box(T x) : v(x) {}
    __device__ virtual T value() const { return v; }
};
}

__device__ float sum_areas(Shape **s, int n) {
    float t = 0;
    for (int i = 0; i < n; ++i)
        t += s[i]->scaled(1.0f);
    return t;
}

__global__ void shapes(float *out, int n) {
    Shape *list[3] = {new Square(out[0]), new Circle(out[1]), new Both};
    out[2] = sum_areas(list, 3);
    Tagged *t = static_cast<Both *>(list[2]);
    out[3] = t->get();
    geo::Box<int> b(n);
    geo::Box<int> *pb = &b;
    out[4] = pb->value();
    for (int i = 0; i < 3; ++i)
        delete list[i];
}
