// Records by value (parameters, returns, copies), unions, references,
// a constant char array, __int128, recursion, brace elision, goto, and
// sizeof/alignof of type names.
// ARGS: -O0 --emit=llvm-ir
struct V { float x, y; };
union U { int i; float f; };
__device__ V add(V a, V b) { V r = {a.x + b.x, a.y + b.y}; return r; }
__device__ void inc(int &r) { r += 1; }
__device__ const char msg[] = "hello";
__device__ __int128 big(__int128 a) { return a * 3; }
__device__ int rec(int n) { return n <= 1 ? 1 : n * rec(n - 1); }
__global__ void k(V *vs, int *out, float *f) {
    V a = vs[0], b = vs[1];
    V c = add(a, b);
    vs[2] = c;
    U u; u.f = f[0]; out[0] = u.i;
    int x = out[1]; inc(x); out[1] = x;
    out[2] = msg[threadIdx.x % 5] + (int)big(out[3]) + rec(out[4]);
    bool flag = f[1] > 0.0f; out[3] = flag;
    unsigned char bytes[4] = {1, 2}; out[4] = bytes[threadIdx.x & 3];
    long long ll = 1LL << 40; out[5] = (int)(ll >> 35);
    double d = f[2]; f[3] = (float)(d / 3.0);
    int arr[2][3] = {1, 2, 3, 4, 5, 6}; out[6] = arr[1][threadIdx.x % 3];
    for (;;) { if (out[7]++ > 3) break; }
    goto done;
done:
    out[8] = sizeof(V) + sizeof(U) + alignof(double);
}
// CHECK: %struct.V = type { float, float }
// CHECK: %union.U = type { i32 }
// CHECK: @msg = internal addrspace(1) constant [6 x i8] c"hello\00", align 1
// CHECK: define internal %struct.V @_Z3add1VS_(%struct.V %a, %struct.V %b)
// CHECK: define internal void @_Z3incRi(ptr %r)
// CHECK: define internal i128 @_Z3bign(i128 %a)
// CHECK: define internal i32 @_Z3reci(i32 %n)
// CHECK: define void @_Z1kP1VPiPf(
// CHECK: store i32 20, ptr
