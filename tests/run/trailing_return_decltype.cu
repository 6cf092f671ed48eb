// A trailing return type whose `decltype` names the function's
// parameters (`auto f(T a, U b) -> decltype(a * b)`), in function
// templates and plain functions: the parameters are in scope there, and
// the type follows the usual arithmetic conversions.
template <class T, class U> __device__ auto mul(T a, U b) -> decltype(a * b) { return a * b; }
template <class T> __device__ auto first(T *p) -> decltype(*p) { return *p; }
__device__ auto half(int x) -> decltype(x / 2) { return x / 2; }

__global__ void run(int *out) {
    int zero = out[63];
    out[0] = sizeof(mul(2, 3.0));
    out[1] = sizeof(mul('a', (short)2));
    out[2] = (int)mul(3 + zero, 2.5f);
    int arr[2] = {7 + zero, 8};
    first(arr) = 11;
    out[3] = arr[0];
    out[4] = half(9 + zero);
}
