// A member typedef of a `decltype` type that a data member after it
// names (CUTLASS's `float_exmy_base`: `using BitRepresentation =
// decltype(fp_encoding_selector<T>()); using Storage = typename
// BitRepresentation::Storage; Storage storage;`, the selector a function
// template deducing its return type from `if constexpr` branches). cudac
// declared every decltype typedef after the data members, so the member
// had an unknown type and the class was unusable ("unknown type name").
#include <cstdint>
enum class Enc { Wide, Narrow, Half };
template <class S, int N> struct Rep {
    using Storage = S;
    static constexpr int bits = N;
};
template <Enc E> constexpr auto select() {
    if constexpr (E == Enc::Wide) {
        return Rep<uint32_t, 32>{};
    } else if constexpr (E == Enc::Narrow) {
        return Rep<uint8_t, 8>{};
    } else {
        return Rep<uint16_t, 16>{};
    }
}
template <Enc E, class Derived> struct Base {
    using BitRep = decltype(select<E>());
    using Storage = typename BitRep::Storage;
    Storage storage;
    Base() = default;
    __device__ Base(Storage s) : storage(s) {}
    __device__ int bits() const { return BitRep::bits; }
};
struct F8 : Base<Enc::Narrow, F8> {
    using Base<Enc::Narrow, F8>::Base;
};
struct Pair {
    typedef decltype(1.0f * 2) Scalar;
    Scalar a;
    using Sum = decltype(short() + short());
    Sum b;
};
__global__ void run(int *out) {
    F8 f(300);
    out[0] = f.storage;
    out[1] = sizeof(F8);
    out[2] = f.bits();
    Base<Enc::Half, int> h(70000);
    out[3] = h.storage;
    out[4] = sizeof(h);
    Pair p{2.5f, 7};
    out[5] = (int)(p.a * 2);
    out[6] = sizeof(Pair);
}
