// Pointer arithmetic, pointer difference, and a plain struct with member
// access through a pointer.
// ARGS: -O0 --emit=llvm-ir
struct Particle { float x, y; int id; };
__device__ long span(const float *a, const float *b) { return b - a; }
__global__ void move(struct Particle *ps, float dt, long *d) {
    Particle *p = ps + threadIdx.x;
    p->x += dt * p->y;
    (*p).id = (int)threadIdx.x;
    d[0] = span(&ps[0].x, &ps[1].x);
    ++p;
    p[-1].y = 0.0f;
}
// CHECK: %struct.Particle = type { float, float, i32 }
// CHECK: define internal i64 @_Z4spanPKfS0_(
// CHECK: sub i64
// CHECK: sdiv exact i64
// CHECK: define void @_Z4moveP8ParticlefPl(
// CHECK: getelementptr inbounds %struct.Particle
