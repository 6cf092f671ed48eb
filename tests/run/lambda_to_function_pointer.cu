// A captureless lambda converts to a pointer to function
// ([expr.prim.lambda.closure]p8): initialising a pointer, passed for a
// function-pointer parameter, through unary `+`, stored in an array of
// pointers, with a reference parameter and a reference result, and a
// `void` one (GCC's cpp0x/lambda/lambda-conv2.C).
typedef int (*pfn)(int);
__device__ int apply(pfn f, int v) { return f(v); }
__device__ int hits;

__global__ void run(int *out) {
    int z = out[63];
    pfn p = [](int i) { return i - 42; };
    out[0] = p(50 + z);
    out[1] = apply([](int i) { return i * 2; }, 3 + z);
    auto l = [](int i) { return i + 1; };
    int (*q)(int) = l;
    out[2] = q(4) + (+l)(5);
    pfn table[2] = {[](int i) { return i * i; }, [](int i) { return -i; }};
    out[3] = table[0](6) + table[1](2);
    int &(*pick)(int *, int) = [](int *a, int i) -> int & { return a[i]; };
    int arr[3] = {7, 8, 9};
    pick(arr, 1 + z) = 80;
    out[4] = arr[1];
    void (*bump)() = [] { hits += 3; };
    hits = 0;
    bump();
    bump();
    out[5] = hits;
    double (*half)(double) = [](double d) { return d / 2; };
    out[6] = int(half(9.0) * 10);
}
