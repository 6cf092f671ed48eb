// CUDA's mixed-precision min/max (math_functions.h): with one float and
// one double operand the float is widened and the result is double, so
// `max(5.0e-37, f)` (cuda-samples' eigenvalues) is not ambiguous between
// max(float, float) and max(double, double); long with unsigned long is
// unsigned long. A host callback declared with CUDART_CB (empty off
// Windows, as in driver_types.h) leaves the kernels alone.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z7wideminPdPKf(
// CHECK: cvt.f64.f32
// CHECK: min.f64
// CHECK: st.global.f64
// CHECK: .entry _Z7widemaxPdPKf(
// CHECK: cvt.f64.f32
// CHECK: max.f64
// CHECK: st.global.f64
// CHECK: .entry _Z7longmaxPmlm(
// CHECK: max.u64
// CHECK: .entry _Z7longminPmml(
// CHECK: min.u64
#define MIN_ABS_INTERVAL 5.0e-37

void CUDART_CB on_done(cudaStream_t, cudaError_t, void *) {}

__global__ void widemin(double *o, const float *a) { o[0] = min(a[0], 1.0e-30); }
__global__ void widemax(double *o, const float *a) { o[0] = max(MIN_ABS_INTERVAL, a[0]); }
__global__ void longmax(unsigned long *o, long a, unsigned long b) { o[0] = max(a, b); }
__global__ void longmin(unsigned long *o, unsigned long a, long b) { o[0] = min(a, b); }

int main() { return cudaStreamAddCallback(0, on_done, nullptr, 0) != cudaSuccess; }
