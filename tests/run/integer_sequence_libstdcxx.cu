// std::make_index_sequence from the host's libstdc++: under GCC (and so
// under nvcc) it is `integer_sequence<T, __integer_pack(N)...>`, GCC's
// builtin that is a pack of 0 … N-1. Sequences of several lengths (the
// empty one included), of a signed type, index_sequence_for, and the
// indices expanded into calls, template arguments and a fold.
#include <utility>

template <class T, T... Is>
__device__ int weigh(std::integer_sequence<T, Is...>) {
    int s = 0;
    int w = 1;
    ((s += int(Is) * (w *= 3)), ...);
    return s + int(sizeof...(Is)) * 1000;
}

template <std::size_t... Is>
__device__ int pick(const int *a, std::index_sequence<Is...>) {
    return (a[Is * 2] + ... + 0);
}

template <int N> struct Sq { static constexpr int value = N * N; };

template <std::size_t... Is>
__device__ int squares(std::index_sequence<Is...>) {
    return (Sq<int(Is)>::value + ... + 0);
}

template <class... Ts>
__device__ int count_for(Ts...) {
    return weigh(std::index_sequence_for<Ts...>{});
}

__global__ void run(int *out) {
    int a[16];
    for (int i = 0; i < 16; ++i)
        a[i] = i + 1 + out[63];
    out[0] = weigh(std::make_index_sequence<0>{});
    out[1] = weigh(std::make_index_sequence<1>{});
    out[2] = weigh(std::make_index_sequence<5>{});
    out[3] = weigh(std::make_integer_sequence<int, 4>{});
    out[4] = weigh(std::make_integer_sequence<short, 3>{});
    out[5] = pick(a, std::make_index_sequence<8>{});
    out[6] = squares(std::make_index_sequence<6>{});
    out[7] = count_for(1, 2.0f, 'c');
    out[8] = weigh(std::make_index_sequence<12>{});
}
