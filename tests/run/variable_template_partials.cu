// Partial specialisations of variable templates pick the matching
// (most specialised) definition, also recursively and for device
// variables, with the values clang computes.
template <class T> constexpr int rank_v = 0;
template <class T> constexpr int rank_v<T *> = 1 + rank_v<T>;
template <class T, int N> constexpr int rank_v<T[N]> = 10 * N + rank_v<T>;
template <class T, class U> constexpr int same_v = 0;
template <class T> constexpr int same_v<T, T> = 1;
template <class T> __device__ T scale_v = T(3);
template <class T> __device__ T scale_v<T *> = T(5);

__global__ void run(int *out) {
    out[0] = rank_v<int>;
    out[1] = rank_v<int **>;
    out[2] = rank_v<float *[3]>;
    out[3] = same_v<int, int> * 10 + same_v<int, float>;
    out[4] = scale_v<int> + scale_v<int *> * 100;
    out[5] = (int)(scale_v<long *> += out[63] + 2);
}
