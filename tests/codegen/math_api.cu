// The CUDA math API with no #include, as nvcc allows: float and double
// forms, the C++ overloads and std:: all call libdevice's __nv_*
// functions (each declared once); fast-math intrinsics call the
// __nv_fast_* approximations; CUDA's integer min/max/abs overloads and
// intrinsics, rounding conversions. A user overload of a library name
// (helper_math.h's fminf(float3, float3)) joins the library's overloads;
// a name declared in a namespace hides them, as in C++. --no-libdevice
// keeps the calls to show which function each name reaches (libdevice.cu
// checks the linked code). `long double` takes the double forms.
// ARGS: --emit=llvm-ir -rdc=true -O0 --no-libdevice
// CHECK-NOT: __nv_sqrtf.1
#include <cmath>
__device__ float3 fminf(float3 a, float3 b) {
    return make_float3(fminf(a.x, b.x), fminf(a.y, b.y), fminf(a.z, b.z));
}
namespace geo {
struct V { float x; };
__device__ float sqrt(V v) { return ::sqrtf(v.x); }
__device__ float len(V v) { return sqrt(v); }
}
__global__ void math(float *f, double *d, int *i, unsigned *u, long long *ll, float3 *v) {
    f[0] = sqrtf(f[1]) + sqrt(f[2]) + std::sqrt(f[3]);
    d[0] = sqrt(d[1]) + std::pow(d[2], 3) + pow(d[3], d[4]);
    f[4] = fmaxf(f[5], expf(f[6])) + __expf(f[7]) + __fdividef(f[8], f[9]) + std::fabs(f[10]);
    f[11] = powf(f[12], 2.5f) + pow(f[13], 2) + __sinf(f[14]) + rsqrtf(f[15]) + exp10f(f[16]);
    float s, c;
    sincosf(f[17], &s, &c);
    f[18] = s + c + geo::len(geo::V{f[19]});
    i[0] = max(i[1], i[2]) + min(i[3], 4) + abs(i[4]) + __float2int_rn(f[20]) + __mul24(i[5], i[6]);
    u[0] = max(u[1], u[2]) + __umulhi(u[3], u[4]) + __sad(i[7], i[8], u[5]) + __byte_perm(u[6], u[7], 0x3210u);
    ll[0] = llabs(ll[1]) + max(ll[2], ll[3]) + llrintf(f[21]);
    d[5] = __dadd_rn(d[6], d[7]) + __int2double_rn(i[9]) + fma(d[8], d[9], d[10]);
    v[0] = fminf(v[1], v[2]);
    long double ld = d[11];
    d[12] = sqrt(ld) + std::fabs(ld * 2.0L) + frexp(ld, &i[10]);
}
// CHECK: define void @_Z4mathPfPdPiPjPxP6float3(
// CHECK: call float @__nv_sqrtf(float
// CHECK: call float @__nv_sqrtf(float
// CHECK: call float @__nv_sqrtf(float
// CHECK: call double @__nv_sqrt(double
// CHECK: call double @__nv_powi(double
// CHECK: i32 3)
// CHECK: call double @__nv_pow(double
// CHECK: call float @__nv_expf(float
// CHECK: call float @__nv_fmaxf(float
// CHECK: call float @__nv_fast_expf(float
// CHECK: call float @__nv_fast_fdividef(float
// CHECK: call float @__nv_fabsf(float
// CHECK: call float @__nv_powf(float
// CHECK: call float @__nv_powif(float
// CHECK: call float @__nv_fast_sinf(float
// CHECK: call float @__nv_rsqrtf(float
// CHECK: call float @__nv_exp10f(float
// CHECK: call void @__nv_sincosf(float
// CHECK: call float @_ZN3geo3lenENS_1VE(
// CHECK: call i32 @__nv_max(i32
// CHECK: call i32 @__nv_min(i32
// CHECK: call i32 @__nv_abs(i32
// CHECK: call i32 @__nv_float2int_rn(float
// CHECK: call i32 @__nv_mul24(i32
// CHECK: call i32 @__nv_umax(i32
// CHECK: call i32 @__nv_umulhi(i32
// CHECK: call i32 @__nv_sad(i32
// CHECK: call i32 @__nv_byte_perm(i32
// CHECK: call i64 @__nv_llabs(i64
// CHECK: call i64 @__nv_llmax(i64
// CHECK: call i64 @__nv_llrintf(float
// CHECK: call double @__nv_dadd_rn(double
// CHECK: call double @__nv_int2double_rn(i32
// CHECK: call double @__nv_fma(double
// CHECK: call %struct.float3 @_Z5fminf6float3S_(
// CHECK: call double @__nv_sqrt(double
// CHECK: call double @__nv_fabs(double
// CHECK: call double @__nv_frexp(double
