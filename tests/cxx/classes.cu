// Vector structs with operators, member functions, constructors with
// member initialisers, default member initialisers, static members,
// conversion functions, functors and const references: every symbol
// equals clang-19's (C1/C2 constructor pairs, K for const members,
// operator codes, linkonce_odr inline members emitted only when used).
#include "clang_cuda.h"

struct Vec3 {
    float x, y, z;
    __device__ Vec3() : x(0), y(0), z(0) {}
    __device__ Vec3(float s) : x(s), y(s), z(s) {}
    __device__ Vec3(float a, float b, float c);
    __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __device__ Vec3 operator-(const Vec3 &o) const { return Vec3(x - o.x, y - o.y, z - o.z); }
    __device__ Vec3 &operator+=(const Vec3 &o) {
        x += o.x;
        y += o.y;
        z += o.z;
        return *this;
    }
    __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
    __device__ float length2() const { return dot(*this); }
    __device__ static Vec3 unit_x() { return Vec3(1, 0, 0); }
    __device__ float unused_helper() const { return x; }
};

__device__ Vec3::Vec3(float a, float b, float c) : x(a), y(b), z(c) {}

__device__ Vec3 operator*(float s, const Vec3 &v) { return Vec3(s * v.x, s * v.y, s * v.z); }

struct Counter {
    int hits = 0;
    int limit = 8;
    __device__ bool bump() { return ++hits < limit; }
};

struct Scale {
    float k;
    __device__ explicit Scale(float k) : k(k) {}
    __device__ float operator()(float v) const { return k * v; }
    __device__ operator float() const { return k; }
};

struct Acc {
    float sum;
    __device__ Acc &operator=(float v) {
        sum = v;
        return *this;
    }
};

struct Params {
    static const int N = 4;
    float bias = 0.5f;
};

__device__ float apply(const Scale &s, float v) { return s(v); }

__global__ void particles(Vec3 *pos, const Vec3 *vel, float dt, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Vec3 p = pos[i];
    Vec3 v = vel[i];
    p += dt * v;
    Counter c;
    while (c.bump()) p += Vec3::unit_x();
    Params prm;
    Scale s(2.0f);
    float k = s;  // implicit conversion through operator float
    Acc acc;
    acc = k;      // the class's operator=
    float len = p.length2() + apply(s, prm.bias) + (float)s + Params::N + acc.sum;
    pos[i] = p - Vec3(len);
}
