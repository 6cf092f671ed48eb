// libcu++'s concept emulation (`_CCCL_FRAGMENT`) asks whether
// `decltype(&impl<It>)` is valid, where `impl`'s return type fails to
// substitute for an unsatisfied requirement. A failed attempt must leave
// no specialisation behind: before, the first ask said "not satisfied"
// and every later one found the specialisation the failure had left and
// said "satisfied", so `contiguous_iterator<transform_iterator<…>>` was
// true once asked twice, and `thrust::minmax_element` read its input as
// contiguous memory (no kernel matched nvcc's).
template <class T, T v> struct integral_constant { static constexpr T value = v; };
template <class T> struct is_int { static constexpr bool value = false; };
template <> struct is_int<int> { static constexpr bool value = true; };
template <bool B> struct selector {};
template <> struct selector<true> {
    template <class T> using type = T;
};
template <bool B, class T = void> using enable_if_t = typename selector<B>::template type<T>;
template <bool B, enable_if_t<B, int> = 0> inline constexpr int requires_ = 0;
template <class...> struct tag;
template <class I>
__device__ auto fragment_impl(const I &)
    -> enable_if_t<!(decltype(void(), requires_<is_int<I>::value>, void(), false){})> {}
template <class... As> __device__ char fragment(tag<As...> *, decltype(&fragment_impl<As...>));
__device__ char (&fragment(...))[2];
template <class I>
inline constexpr bool satisfied = 1u == sizeof(fragment(static_cast<tag<I> *>(nullptr), nullptr));
template <class It> struct trait : integral_constant<int, satisfied<It> ? 1 : 2> {};

__global__ void run(int *out) {
    out[0] = trait<float>::value;
    out[1] = sizeof(fragment(static_cast<tag<float> *>(nullptr), nullptr));
    out[2] = sizeof(fragment(static_cast<tag<long> *>(nullptr), nullptr));
    out[3] = sizeof(fragment(static_cast<tag<long> *>(nullptr), nullptr));
    out[4] = trait<int>::value;
    out[5] = sizeof(fragment(static_cast<tag<int> *>(nullptr), nullptr));
}
