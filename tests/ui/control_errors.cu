// Misplaced control flow and bad returns.
__device__ int f(int x) {
    break;
    if (x) continue;
    return;
}
__global__ void k(int *p) {
    switch (p[0]) { case 1: case 1: break; }
    goto nowhere;
    return 5;
}
