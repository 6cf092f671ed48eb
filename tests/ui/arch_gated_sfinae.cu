// Runtime functions CUDA declares only from some SM on (__reduce_*_sync
// from sm_80) are absent below it, as in nvcc's device pass: SFINAE
// detects them (CUB's reduce_add_exists picks its warp reduction so), and
// a call still says which SM it needs. The target is sm_75 here.
template <class T, class = T> struct reduce_add_exists { static constexpr bool value = false; };
template <class T>
struct reduce_add_exists<T, decltype(__reduce_add_sync(0xFFFFFFFF, T{}))> {
    static constexpr bool value = true;
};
static_assert(!reduce_add_exists<int>::value, "no __reduce_add_sync below sm_80");

__global__ void k(unsigned *u) {
    u[0] = __reduce_max_sync(0xffffffffu, u[1]);
}
