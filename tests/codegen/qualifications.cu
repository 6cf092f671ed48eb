// Overloads told apart by qualifiers, as Csmith's C++ output writes them:
// a class with a plain and a volatile copy assignment (each object picks
// its own; the argument binds with the fewest added qualifiers), and
// multi-level qualification conversions (`int **` → `const int *const *`)
// ranking as exact-match adjustments; the calls are the ones clang-19
// makes (checked with clang++-19 -x cuda --cuda-device-only -O0).
// ARGS: --emit=llvm-ir -O0
struct S0 {
    int f0;
    __host__ __device__ S0 &operator=(const S0 &v) { f0 = v.f0; return *this; }
    __host__ __device__ volatile S0 &operator=(const volatile S0 &v) volatile {
        f0 = v.f0;
        return *this;
    }
};

__device__ int level(const int *const *p) { return **p; }
__device__ int level(const volatile int *const *p) { return **p + 1; }
__device__ int pick(const int &) { return 1; }
__device__ int pick(const volatile int &) { return 2; }

__global__ void assign(S0 *a, volatile S0 *b, int **pp, int *r) {
    S0 local = a[1];
    a[0] = local;       // S0::operator=(const S0 &)
    b[0] = local;       // the volatile one (only viable)
    a[2] = b[1];        // the volatile one: the plain one cannot bind b[1]
    r[0] = level(pp);   // const int *const * (fewer qualifiers added)
    r[1] = pick(r[2]);  // const int &
}

// Comparisons and `?:` meet at the composite pointer type: `volatile
// unsigned **` and `unsigned **` compare as `volatile unsigned *const *`;
// any std::nullptr_t value (`(f(), nullptr)`) is a null pointer constant,
// evaluated for its side effects; two of them compare equal.
__device__ int calls;
__device__ int touch() { return ++calls; }
__global__ void compare(volatile unsigned **a, unsigned **b, const int **c, int **d, int *r) {
    r[0] = a == b;
    r[1] = c != d;
    r[2] = (touch(), nullptr) != b;
    r[3] = (touch(), nullptr) == nullptr;
    const int *const *m = r[4] ? c : d;
    r[5] = **m;
}

// CHECK: define void @_Z6assignP2S0PVS_PPiS3_(
// CHECK: call ptr @_ZN2S0aSERKS_(
// CHECK: call ptr @_ZNV2S0aSERVKS_(
// CHECK: call ptr @_ZNV2S0aSERVKS_(
// CHECK: call i32 @_Z5levelPKPKi(
// CHECK: call i32 @_Z4pickRKi(
// CHECK: define void @_Z7comparePPVjPPjPPKiPPiS7_(
// CHECK: icmp eq ptr
// CHECK: icmp ne ptr
// CHECK: call i32 @_Z5touchv()
// CHECK: icmp ne ptr null,
// CHECK: call i32 @_Z5touchv()
// CHECK: store i32 1,
