// Functions deleted at namespace scope, as libstdc++ deletes `std::ref`
// of an rvalue and `swap` of non-swappable pairs: a call that picks one
// is an error, also for a function template's specialisation.
template <typename T> __device__ int ref(T &x) { return 1; }
template <typename T> __device__ int ref(const T &&) = delete;
template <typename T> __device__ const T *addr(T &x) { return &x; }
template <typename T> __device__ const T *addr(const T &&) = delete;
__device__ int g(int) = delete;
__device__ int g(long x) { return 2; }

__global__ void k(int *o) {
    int a = 0;
    o[0] = ref(a) + g(3L); // fine: `const T&&` takes no lvalue
    o[1] = g(3);
    o[2] = ref(4);
    o[3] = *addr(a) + *addr(5);
}
