// One set of kernels compiled under each floating-point model
// (libdevice_precise.cu, fast_math.cu, ftz_only.cu, prec_div_sqrt_off.cu).
__global__ void fmath(const float *x, float *y) {
    int i = threadIdx.x;
    float a = x[i], b = x[i + 32];
    y[i] = sinf(a);
    y[i + 32] = cosf(a) + expf(b);
    y[i + 64] = logf(b) + sqrtf(a);
    y[i + 96] = a / b;
    y[i + 128] = a * b + 1.0f;
}

__global__ void dmath(const double *x, double *y) {
    int i = threadIdx.x;
    double a = x[i], b = x[i + 32];
    y[i] = sin(a) + cos(b) + tan(a);
    y[i + 32] = exp(a) + log(b) + log2(a) + pow(a, b);
    y[i + 64] = erf(a) + sqrt(b) + rsqrt(a) + fma(a, b, 1.0) + cbrt(b) + atan2(a, b);
    y[i + 96] = a / b;
}

__global__ void fmore(const float *x, float *y) {
    int i = threadIdx.x;
    float a = x[i], b = x[i + 32];
    y[i] = powf(a, b) + erff(a) + rsqrtf(b) + fmaf(a, b, 2.0f) + tanf(a) + log10f(b) + exp10f(a);
    float s, c;
    sincosf(b, &s, &c);
    y[i + 32] = s * c + atan2f(a, b) + tgammaf(a) + erfinvf(b);
}
