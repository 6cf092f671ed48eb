// A function template named with only its first template arguments and
// converted to a function pointer (`return convert_cuda<float>;` for a
// `void (*)(const void *, half *, int)`): the target type deduces the rest
// ([temp.deduct.funcaddr]), and the host function so chosen launches its
// kernels. ggml's convert.cu picks its converters so; cudac once dropped
// their kernels without a word.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z4convIifEvPKvPT0_(
// CHECK: .entry _Z4convIfdEvPKvPT0_(
// CHECK: .entry _Z4convIsdEvPKvPT0_(
// CHECK: .entry _Z4convIcfEvPKvPT0_(
template <typename S, typename D> __global__ void conv(const void *x, D *y) {
    y[0] = (D)((const S *)x)[0];
}
template <typename S, typename D> static void conv_cuda(const void *x, D *y, int n) {
    conv<S><<<1, 1>>>(x, y);
}
using to_float_t = void (*)(const void *, float *, int);
using to_double_t = void (*)(const void *, double *, int);
to_float_t get_float(int t) {
    switch (t) {
    case 0: return conv_cuda<int>;
    default: return nullptr;
    }
}
to_double_t get_double(int t) {
    to_double_t p = conv_cuda<float>;
    return t ? p : conv_cuda<short, double>;
}
void call_it(float *y) {
    to_float_t f = &conv_cuda<char>;
    f(nullptr, y, 1);
}
