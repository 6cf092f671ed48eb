// __constant__ memory is read-only on the device: writing a __constant__
// variable, an element or a member of one is an error (in a host-device
// function, when device code uses it).
struct P { int x; int y[2]; };
__constant__ int c;
__constant__ int carr[4];
__constant__ P cs;
__constant__ int c2d[2][2];
__global__ void k(int *p) {
    c = 1;
    carr[1] = 3;
    carr[2] += 3;
    carr[0]++;
    --carr[3];
    cs.x = 1;
    cs.y[1] = 2;
    c2d[1][0] = 5;
    c += 1;
    p[0] = c;
}
__host__ __device__ void hd() { c = 7; }
__host__ __device__ void unused_hd() { c = 8; }
__global__ void calls_hd() { hd(); }
