// Structured control flow with short-circuit && / || and a switch with
// fall-through.
// ARGS: -O0 --emit=llvm-ir
__device__ int classify(int x) {
    int r = 0;
    switch (x) {
    case 0:
        r = 10;
    case 1:
        r += 1;
        break;
    case 5:
        return 50;
    default:
        r = -1;
    }
    return r;
}
__global__ void flow(int *a, int n) {
    int i = threadIdx.x;
    if (i < n && a[i] > 0) {
        a[i] = classify(a[i]);
    } else if (i >= n || a[i] == 0) {
        return;
    }
    int s = 0;
    while (s < 100) {
        if (s == 7) { s += 3; continue; }
        s++;
    }
    do { s--; } while (s > 50);
    a[0] = s > 10 ? s : -s;
}
// CHECK: define internal i32 @_Z8classifyi(
// CHECK: switch i32
// CHECK: i32 0, label
// CHECK: i32 1, label
// CHECK: i32 5, label
// CHECK: define void @_Z4flowPii(
// CHECK: land.rhs
// CHECK: lor.rhs
// CHECK: while.cond
// CHECK: do.body
// CHECK: cond.true
