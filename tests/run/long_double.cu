// `long double` is a type of its own, as in nvcc and clang: overloads on
// `double` and `long double` coexist, `1.0L` is a `long double`, the usual
// arithmetic conversions rank it above `double`, and its mangled name is
// `e` (`_Z5whiche`). On the GPU its values are `double`s (the math
// library's `long double` forms: codegen/math_api.cu).
__device__ int which(double) { return 1; }
__device__ int which(long double) { return 2; }
__device__ int which(float) { return 3; }

__device__ long double twice_plus_one(long double x) { return x * 2.0L + 1; }

template <class T> __device__ int size_of() { return sizeof(T); }

__global__ void run(int *out) {
    int zero = out[63];
    out[0] = which(1.0) * 100 + which(1.0L) * 10 + which(1.0f);
    long double ld = 2.5L + zero;
    double d = 0.25 + zero;
    out[1] = which(ld + d);      // long double
    out[2] = which(d + 1.0f);    // double
    out[3] = (int)(twice_plus_one(ld) * 100);
    out[4] = (int)(ld * 8.0L / 3 * 1000);
    out[5] = (int)(-ld * 10);
    // (Its size, 8 as `__SIZEOF_LONG_DOUBLE__` says, is the GPU's: the host
    // build this test is compared with has x86's 16.)
    out[6] = size_of<long double>() >= 8;
    long double sum = 0;
    for (int i = 0; i < 4; ++i)
        sum += (long double)i / 4;
    out[7] = (int)(sum * 100);
    out[8] = ld > d && ld != 2.0L;
}
