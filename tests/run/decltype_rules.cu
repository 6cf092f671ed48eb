// decltype as C++ defines it (a name's declared type; `T&` for any other
// lvalue, so `decltype((x))` and `decltype(a[0])` are references),
// decltype(auto) for variables and return types (`return (g);` returns a
// reference), and GNU's __typeof__ (never a reference).
__device__ int g;
__device__ decltype(auto) ref_to_g() { return (g); }
__device__ decltype(auto) value_of_g() { return g; }

__global__ void run(int *out) {
    int zero = out[63];
    int x = 5 + zero;
    int &r = x;
    decltype(r) r2 = x;
    r2 = 6;
    decltype((x)) r3 = x;
    r3 += 1;
    decltype(x) copy = x;
    copy = 100;
    out[0] = x;
    int a[3] = {1, 2, 3};
    decltype(a[1]) e = a[1];
    e = 20;
    out[1] = a[1];
    __typeof__(r) t = r;
    t = 50;
    out[2] = x;
    ref_to_g() = 9 + zero;
    decltype(auto) v = value_of_g();
    v = 1;
    decltype(auto) w = (g);
    w += 10;
    out[3] = g;
    out[4] = int(sizeof(decltype(a)));
}
