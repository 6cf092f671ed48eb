// Explicit specialisations of member function templates
// ([temp.expl.spec]p16-17): `template <> template <> R C<A>::f<B>()`
// specialises the member template of the class template specialisation
// C<A>, and `template <> R D<A>::f<B>()` that of an explicitly specialised
// class. HeCBench's kiss RNG defines `Kiss<std::uint64_t>::next<std::uint64_t>`
// this way: the definitions were taken for the primary template's
// members, and the kernel called an undefined function (an `.extern .func`
// in the PTX, exit 0).

template <class T> class Kiss {
public:
    __host__ __device__ constexpr explicit Kiss(T seed) noexcept : x(seed) {}
    template <class R> __host__ __device__ inline constexpr R next() noexcept;
    template <class R> __host__ __device__ R scaled(R by) const { return R(x) * by; }

private:
    T x;
};

template <>
template <>
__host__ __device__ inline constexpr unsigned Kiss<unsigned>::next<unsigned>() noexcept {
    x = 69069 * x + 12345;
    return x;
}

template <>
template <>
__host__ __device__ inline constexpr unsigned long long
Kiss<unsigned long long>::next<unsigned long long>() noexcept {
    x ^= x << 13;
    x ^= x >> 7;
    return x;
}

template <>
template <>
__host__ __device__ inline constexpr float Kiss<unsigned>::next<float>() noexcept {
    return float(next<unsigned>() >> 8) * 0x1p-24f;
}

// A specialisation of the member template beats the primary member.
template <> template <> __host__ __device__ int Kiss<unsigned>::scaled<int>(int by) const {
    return -by;
}

template <class T> struct Box;
template <> struct Box<int> {
    int v;
    template <class U> __device__ U as() const { return U(v) + U(1); }
};
template <> __device__ short Box<int>::as<short>() const { return short(v * 100); }

template <class T, class Rng> __device__ T draw(unsigned seed) {
    Rng rng{seed};
    rng.template next<T>();
    return rng.template next<T>();
}

__global__ void run(int *out) {
    unsigned seed = 42u + unsigned(out[63]);
    unsigned a = draw<unsigned, Kiss<unsigned>>(seed);
    out[0] = int(a & 0x7fffffff);
    unsigned long long b = draw<unsigned long long, Kiss<unsigned long long>>(seed);
    out[1] = int(b & 0x7fffffff);
    out[2] = int(b >> 40);
    out[3] = int(draw<float, Kiss<unsigned>>(seed) * 1000.0f);
    Kiss<unsigned> k(seed);
    out[4] = k.scaled<int>(5);
    out[5] = int(k.scaled<long>(5));
    Box<int> box{7};
    out[6] = box.as<short>();
    out[7] = box.as<int>();
}
