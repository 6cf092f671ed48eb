// A partial specialisation whose argument is an alias template naming
// only its first parameter, the others being conditions that must
// substitute (libcu++'s `tuple_size<__enable_if_tuple_size_imp<const _Tp,
// enable_if_t<!is_volatile<_Tp>::value>, integral_constant<size_t,
// sizeof(tuple_size<_Tp>)>>>`). The alias's target (`const _Tp`)
// deduces; the conditions are checked once `_Tp` is known. Before, the
// argument could not be resolved while `_Tp` was unknown, so it matched
// only an argument nothing deduced `_Tp` from: `tuple_size<const tuple<…>>`
// had no `value` (Thrust's `minmax_element` on tuples of iterators).
template <class T, T v> struct integral_constant { static constexpr T value = v; };
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct is_volatile { static constexpr bool value = false; };
template <class T> struct is_volatile<volatile T> { static constexpr bool value = true; };

template <class... Ts> struct tuple {};
template <class T> struct tuple_size;
template <class T, class...> using if_tuple_size = T;
template <class T>
struct tuple_size<if_tuple_size<const T, enable_if_t<!is_volatile<T>::value>,
                                integral_constant<unsigned long, sizeof(tuple_size<T>)>>>
    : integral_constant<unsigned long, tuple_size<T>::value * 10> {};
template <class... Ts>
struct tuple_size<tuple<Ts...>> : integral_constant<unsigned long, sizeof...(Ts)> {};

template <class T, class = void> struct has_size : integral_constant<int, 0> {};
template <class T>
struct has_size<T, decltype(void(tuple_size<T>::value))> : integral_constant<int, 1> {};

__global__ void run(int *out) {
    out[0] = (int)tuple_size<tuple<float, long>>::value;
    out[1] = (int)tuple_size<const tuple<float, long, char>>::value;
    out[2] = has_size<const tuple<int>>::value;
    out[3] = has_size<const int>::value;
}
