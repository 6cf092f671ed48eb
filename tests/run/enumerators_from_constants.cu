// An enumerator's value may be a constant variable alone (`W = warp_threads`,
// as CUB's block primitives write it), not only an expression over one:
// the variable is read (lvalue-to-rvalue) before the value folds. Before,
// a bare name was "enumerator value is not a constant expression".
constexpr int warp_threads = 32;
namespace detail {
inline constexpr int log2_warp = 5;
}
static const unsigned mask_bits = 7u;
enum Plain { W = warp_threads, L = detail::log2_warp, M = mask_bits };
struct Holder {
    enum { COPY = warp_threads, NEXT };
};
template <int BLOCK> struct Layout {
    enum {
        WARP = warp_threads,
        WARPS = (BLOCK + WARP - 1) / WARP,
        LOG = detail::log2_warp,
    };
};
__global__ void run(int *out) {
    out[0] = W;
    out[1] = L;
    out[2] = M;
    out[3] = Holder::COPY;
    out[4] = Holder::NEXT;
    out[5] = Layout<128>::WARPS;
    out[6] = Layout<33>::WARPS * 100 + Layout<33>::LOG;
    int arr[Layout<64>::WARPS];
    out[7] = sizeof(arr) / sizeof(arr[0]);
}
