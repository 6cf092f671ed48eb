// Fold expressions over assignment operators ([expr.prim.fold]): a binary
// right fold `(ts = ... = v)` stores `v` in every element, a binary left
// fold `(v op= ... op= ts)` applies each element in order to `v` (an
// lvalue, which the result refers to), and compound assignments fold as
// `=` does.
template <class... Ts> __device__ void assign_all(int v, Ts &...ts) { (ts = ... = v); }
template <class... Ts> __device__ int shift_by(int v, Ts... ts) { return (v <<= ... <<= ts); }
template <class... Ts> __device__ int &sub_from(int &v, Ts... ts) { return (v -= ... -= ts); }
template <class... Ts> __device__ void scale_all(int f, Ts &...ts) { (ts *= ... *= f); }

__global__ void run(int *out) {
    int zero = out[63];
    int a = 0, b = 0, c = 0;
    assign_all(7 + zero, a, b, c);
    out[0] = a * 100 + b * 10 + c;
    out[1] = shift_by(1 + zero, 1, 2, 3);
    int v = 100 + zero;
    sub_from(v, 1, 2, 3) += 1000;
    out[2] = v;
    int x = 2, y = 3, z = 4 + zero;
    scale_all(5, x, y, z);
    out[3] = x * 10000 + y * 100 + z;
}
