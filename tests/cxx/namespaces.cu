// Namespaced helpers: nested, inline and anonymous namespaces, qualified
// and global-qualified names, using-declarations and -directives,
// namespace aliases, out-of-line definitions, types and variables in
// namespaces (their mangled names appear in parameter lists).
#include "clang_cuda.h"

namespace geo {
struct Vec2 { float x, y; };
enum class Axis { X, Y };

__device__ float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
__device__ float comp(const Vec2 *v, Axis a);  // defined out of line below
__device__ Vec2 operator*(Vec2 v, float s) { return Vec2{v.x * s, v.y * s}; }

namespace detail {
__device__ float clamp01(float x) { return x < 0 ? 0 : (x > 1 ? 1 : x); }
__device__ float mix(Vec2 a, Vec2 *b, float t) { return a.x + (b->x - a.x) * clamp01(t); }
}  // namespace detail

inline namespace v2 {
__device__ int version() { return 2; }
}

__device__ int calls;
__constant__ float scale = 2.0f;
}  // namespace geo

namespace {
__device__ float bias(float x) { return x + 0.5f; }
}

namespace sim::step {
__device__ geo::Vec2 advance(geo::Vec2 p, const geo::Vec2 &v, float dt) {
    geo::Vec2 r = {p.x + v.x * dt, p.y + v.y * dt};
    return r;
}
}  // namespace sim::step

namespace gd = geo::detail;

__device__ float geo::comp(const Vec2 *v, Axis a) { return a == Axis::X ? v->x : v->y; }

__device__ float bias(int);  // a different function from the anonymous one
__device__ float bias(int i) { return (float)i; }

__global__ void integrate(geo::Vec2 *pos, const geo::Vec2 *vel, float dt, int n) {
    using namespace geo;
    using sim::step::advance;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Vec2 p = advance(pos[i], vel[i], dt * scale);
    p.x = gd::mix(p, &pos[i], ::bias(0.25f));
    p.y = detail::clamp01(p.y) + comp(&p, Axis::Y) + dot(p, p) * version() + geo::v2::version();
    pos[i] = p;
    geo::calls += 1;
}

__global__ void scale_all(float *out, geo::Axis axis) {
    namespace g = geo;
    geo::Vec2 v = {out[0], out[1]};
    v = v * 2.0f;  // found in namespace geo by argument-dependent lookup
    out[threadIdx.x] *= g::scale + bias(1) + (axis == g::Axis::X ? 1 : 0) + v.x;
}
