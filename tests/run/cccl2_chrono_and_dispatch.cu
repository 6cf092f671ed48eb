// C++ that libcu++ 2.8 (CUDA 12.9's CCCL: <cuda/std/chrono>, the atomics'
// operand dispatch, <cuda/barrier>) is written in, each checked by value:
// - `__type_switch`: a class deriving from `Cases::template rebind<T>...`,
//   where a case rebinds its label with `static_cast<O>(L)` (a template
//   argument tree-sitter reads as a function type), selected by deducing
//   from a pointer to the derived class; a wrong pick was silent before;
// - the built-in comparisons of a scoped enumeration reached through
//   `integral_constant`'s conversion (`__scope == scope_cta`);
// - `T x = s;`, `T x(s)`, `T{s}` through `S::operator T()` (`sys_days{ymd}`,
//   an `explicit` one in direct-initialisation: `local_days{ymd}`);
// - user-defined literals (`operator""h`, `3h`, `1.5_half`, `"ab"_len`);
// - `return typename common_type<D>::type(*this);`;
// - a constructor parameter of type `year` declared before the member
//   function `year()` (the body sees the declaration's type);
// - a host `constexpr` object built by a constexpr constructor
//   (`February{2}`) read in device code;
// - a data member named in an unevaluated operand of its class's body
//   (`static_assert(is_trivial_v<decltype(aligned_ptr)>)` in CUB's
//   `kernel_arg` union, `sizeof(m)`).
#include <cstddef>

template <class T> struct tw { using type = T; };
template <class V> struct tdef {
    template <class> using rebind = tdef;
    using type = V;
};
template <auto L, class V> struct tcase {
    template <class O> using rebind = tcase<static_cast<O>(L), V>;
    using type = V;
};
template <auto L, class V> __device__ auto sw_fn(tcase<L, V> *, int) -> tcase<L, V>;
template <auto L, class V> __device__ auto sw_fn(tdef<V> *, long) -> tdef<V>;
template <class T, class... Cs> struct swf : Cs::template rebind<T>... {
    template <class Lab>
    using call = typename decltype(sw_fn<Lab::value>(static_cast<swf *>(nullptr), 0))::type;
};
template <class T, T v> struct ic {
    static constexpr T value = v;
    __host__ __device__ constexpr operator T() const noexcept { return v; }
};
template <unsigned long S>
using pick = typename swf<unsigned long, tcase<1, char>, tcase<2, short>, tcase<8, double>,
                          tdef<float>>::template call<ic<unsigned long, S>>;

enum class dot_scope { cta, cluster, gpu };
template <dot_scope S> using scope_t = ic<dot_scope, S>;
static constexpr scope_t<dot_scope::cta> scope_cta{};
static constexpr scope_t<dot_scope::cluster> scope_cluster{};
template <dot_scope S> __device__ int scope_code(scope_t<S> s) {
    static_assert(s == scope_cta || s == scope_cluster || s == dot_scope::gpu, "");
    return s == scope_cluster ? 10 : (s == scope_cta ? 20 : 30);
}

struct days {
    int n;
    __host__ __device__ constexpr days() : n(0) {}
    __host__ __device__ constexpr explicit days(int v) : n(v) {}
};
struct local_days {
    int n;
    __host__ __device__ constexpr explicit local_days(int v) : n(v) {}
};
struct ymd {
    int y, m, d;
    __host__ __device__ constexpr operator days() const { return days{y * 400 + m * 31 + d}; }
    __host__ __device__ constexpr explicit operator local_days() const {
        return local_days{y + m + d};
    }
};

struct hours {
    unsigned long long h;
};
__host__ __device__ constexpr hours operator""_h(unsigned long long v) { return hours{v}; }
__host__ __device__ constexpr double operator"" _half(long double v) { return (double)(v / 2); }
__host__ __device__ constexpr std::size_t operator""_len(const char *, std::size_t n) { return n; }

template <class T> struct common_type { using type = T; };
template <class R> struct duration {
    R r;
    __host__ __device__ duration operator+() const { return typename common_type<duration>::type(*this); }
};

namespace chrono {
class year {
    int y;

public:
    __host__ __device__ constexpr explicit year(int v) : y(v) {}
    __host__ __device__ constexpr int value() const { return y; }
};
class year_last {
    chrono::year y_;

public:
    __host__ __device__ constexpr year_last(const year &yv) noexcept : y_{yv} {}
    __host__ __device__ constexpr chrono::year year() const noexcept { return y_; }
};
class month {
    unsigned char m;

public:
    __host__ __device__ explicit constexpr month(unsigned v) : m((unsigned char)v) {}
    __host__ __device__ constexpr explicit operator unsigned() const { return m; }
};
__host__ __device__ constexpr bool operator<=(const month &a, const month &b) {
    return unsigned(a) <= unsigned(b);
}
inline constexpr month February{2};
__host__ __device__ constexpr int before_march(month m) {
    auto constexpr feb = February;
    return m <= feb;
}
} // namespace chrono

template <class T> struct aligned_base_ptr {
    T *p;
    int head;
};
template <class It> union kernel_arg {
    aligned_base_ptr<It> aligned_ptr;
    It *iterator;
    static_assert(__is_trivial(decltype(aligned_ptr)), "");
    static_assert(sizeof(aligned_ptr) == 2 * sizeof(void *), "");
    __host__ __device__ kernel_arg() noexcept {}
    static constexpr int size = sizeof(aligned_ptr) + sizeof(iterator);
};

__global__ void run(int *out) {
    out[0] = sizeof(pick<8>);
    out[1] = sizeof(pick<2>);
    out[2] = sizeof(pick<1>);
    out[3] = sizeof(pick<16>);
    out[4] = scope_code(scope_cta) + scope_code(scope_cluster) * 100 +
             scope_code(scope_t<dot_scope::gpu>{}) * 10000;
    ymd date{3, 2, 1};
    days a = date;
    days b(date);
    days c{date};
    local_days l{date};
    out[5] = a.n;
    out[6] = b.n + c.n;
    out[7] = l.n;
    out[8] = (int)(5_h).h;
    out[9] = (int)(3.0_half * 10);
    out[10] = (int)"abc"_len;
    duration<int> dur{41};
    out[11] = (+dur).r;
    chrono::year_last yl(chrono::year(2024));
    out[12] = yl.year().value();
    out[13] = chrono::before_march(chrono::month(1)) * 2 + chrono::before_march(chrono::month(7));
    kernel_arg<float> ka;
    ka.aligned_ptr.head = 5;
    out[14] = kernel_arg<float>::size + ka.aligned_ptr.head;
}
