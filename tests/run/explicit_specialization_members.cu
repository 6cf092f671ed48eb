// A member of a class template's explicit specialisation defined outside
// the class, without `template <>` (as <complex> defines
// `complex<float>::complex(const complex<double>&)`).
template <class T> struct cx {
    T re, im;
    __device__ cx(T a, T b) : re(a), im(b) {}
};
template <> struct cx<float> {
    float re, im;
    __device__ cx(float a, float b) : re(a), im(b) {}
    __device__ explicit cx(const cx<double> &d);
    __device__ float norm() const;
};
template <> struct cx<double> {
    double re, im;
    __device__ cx(double a, double b) : re(a), im(b) {}
};
__device__ cx<float>::cx(const cx<double> &d) : re((float)d.re), im((float)d.im) {}
__device__ float cx<float>::norm() const { return re * re + im * im; }
__global__ void run(int *out) {
    cx<double> d(1.5, 2.5);
    cx<float> f(d);
    out[0] = (int)(f.re * 10 + f.im);
    out[1] = (int)f.norm();
}
