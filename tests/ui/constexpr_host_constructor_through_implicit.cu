// nvcc's constexpr rule without --expt-relaxed-constexpr: device code may
// not call a constexpr function that has no execution space (an error
// from a kernel). A class's implicit constructor that runs a member's
// constexpr constructor is another matter: nvcc 13.0 accepts `Q q;` in a
// kernel and `__device__ Q q1;` silently (the device variable holds the
// constant the constructors leave), and so does cudac now; before, each
// use warned "calling a constexpr __host__ function("P") from a __host__
// __device__ function("Q")".
struct P {
    int x;
    constexpr P() : x(7) {}
};
struct Q {
    P p[2];
    int y = 3;
};
constexpr int sq(int v) { return v * v; }
__device__ Q q1;
__global__ void through_implicit(int *o) {
    Q q;
    o[0] = q.p[1].x + q1.y;
}
__global__ void direct(int *o) {
    P p;
    o[0] = p.x + sq(o[1]);
}
