// A host function template specialisation is defined when overload
// resolution picks it, not when deduction forms it ([temp.inst]p4): the
// in-place overload f(I, N, S*) below deduces N = int * for f(p, p, n) but
// is not viable (an int is no S *), so its body, which would launch
// K<int *>, is never read, and only K<int> is emitted, as nvcc does (CUB's
// in-place DeviceScan::InclusiveSum next to the one called asked for a scan
// kernel with 64-bit offsets before).
// ARGS: --emit=ptx
// CHECK-NOT: _Z1KIPiEvPT_
// CHECK: .entry _Z1KIiEvPT_(
// CHECK-NOT: _Z1KIPiEvPT_
template <class T> __global__ void K(T *p) { *p = T(); }
template <class N> void launch() { K<N><<<1, 1>>>(nullptr); }
struct S;
template <class I, class N> int f(I a, I b, N n, S *s = 0) {
    launch<N>();
    return 0;
}
template <class I, class N> int f(I a, N n, S *s = 0) { return f(a, a, n, s); }
int main() {
    int *p = nullptr;
    int n = 3;
    return f(p, p, n);
}
