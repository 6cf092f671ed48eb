// Fold expressions and deduced return types of function templates,
// computing what clang-19 computes (tests/suites.rs
// `layout_matches_clang`): left and right folds associate as written
// (visible with `-` and `/`), binary folds put the initial value at the
// written end, empty packs give `true`/`false`/`void()` for `&&`/`||`/`,`,
// comma folds run in order, folds over overloaded operators.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif

template <typename... Ts> __device__ int right_sub(Ts... xs) { return (xs - ...); }
template <typename... Ts> __device__ int left_sub(Ts... xs) { return (... - xs); }
template <typename... Ts> __device__ int right_init(Ts... xs) { return (xs - ... - 100); }
template <typename... Ts> __device__ int left_init(Ts... xs) { return (1000 - ... - xs); }
template <typename... Ts> __device__ bool all(Ts... xs) { return (xs && ...); }
template <typename... Ts> __device__ bool any(Ts... xs) { return (... || xs); }
template <typename... Ts> __device__ int digits(Ts... xs) {
    int n = 0;
    ((n = n * 10 + xs), ...);
    return n;
}
template <typename... Ts> __device__ void nothing(Ts... xs) { (xs, ...); }

struct Acc {
    int v;
    __device__ Acc operator+(Acc o) const { return Acc{v * 10 + o.v}; }
};
template <typename... Ts> __device__ Acc join(Ts... xs) { return (Acc{0} + ... + xs); }

template <typename T> __device__ auto twice(T x) { return x + x; }
template <typename T> __device__ auto &pick(T &a, T &b, bool first) { return first ? a : b; }
template <typename... Ts> __device__ auto total(Ts... xs) { return (xs + ... + 0); }

__device__ int folds(int k) {
    nothing(k, k);
    nothing();
    return right_sub(k, 5, 2) * 1000000 + left_sub(k, 5, 2) * 10000 + right_init(k, 3) * 100 +
           left_init(k, 1) + all() * 7 + any() * 11 + all(k, 1) * 13 + any(0, k) * 17;
}
__device__ int more_folds(int k) { return digits(k, 2, 3) + join(Acc{1}, Acc{k}, Acc{4}).v * 1000; }
__device__ int deduced(int k) {
    int a = k, b = 2 * k;
    pick(a, b, false) = 77;
    return twice(k) + int(twice(1.25) * 100) + b * 1000 + int(total(1, 2.5f, k) * 10);
}

__device__ unsigned long sizes[] = {sizeof(Acc), sizeof(total(1, 2.0))};
__device__ int fixed_folds() { return folds(9); }
__device__ int fixed_more_folds() { return more_folds(7); }
__device__ int fixed_deduced() { return deduced(3); }
