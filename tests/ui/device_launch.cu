// Launching a kernel from device code needs separate compilation
// (-rdc=true), as in nvcc.
__global__ void child(int *p) { p[0] = 1; }
__global__ void parent(int *p) { child<<<1, 1>>>(p); }
