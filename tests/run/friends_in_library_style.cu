// Friends written as CCCL writes them (`cuda::barrier`): a function of
// another namespace befriended with its attributes before `friend`
// (`_CCCL_DEVICE friend inline uint64_t* device::barrier_native_handle(…)`),
// a class template of another scope befriended by its qualified name
// (`template <class B> friend class ::cuda::std::__barrier_poll_tester_phase`),
// a function template befriended after `__host__ __device__`, and a hidden
// friend whose body names the class's private alias and whose default
// argument is its declaration's (no "redefinition of default argument").
#include <new>
struct empty_c {};
namespace dev {
template <int S, class F = empty_c> class bar;
__device__ int *handle(bar<1> &b);
} // namespace dev
template <class B> struct tester;
template <class B> __host__ __device__ int call_peek(const B &b, int k);
namespace dev {
template <int S, class F> class bar {
    int v;
public:
    __device__ bar(int x) : v(x) {}
    __device__ int get() const { return v; }
};
template <> class bar<1, empty_c> {
    using word = int;
    word v;
    __device__ friend inline int *dev::handle(bar<1> &b);
    template <class B> friend struct ::tester;
    template <class B> __host__ __device__ friend int ::call_peek(const B &b, int k);
    __device__ int peek(int k) const { return v * 10 + k; }

public:
    bar() = default;
    __device__ friend void init(bar *b, int e, empty_c = empty_c()) {
        new (&b->v) word(e + 1);
    }
};
__device__ int *handle(bar<1> &b) { return &b.v; }
} // namespace dev
template <class B> struct tester {
    __device__ static int t(const B *b) { return b->peek(2); }
};
template <class B> __host__ __device__ int call_peek(const B &b, int k) { return b.peek(k); }

__global__ void run(int *out) {
    dev::bar<1> b;
    init(&b, 4);
    out[0] = *dev::handle(b);
    *dev::handle(b) = 7;
    out[1] = tester<dev::bar<1>>::t(&b);
    out[2] = call_peek(b, 3);
    dev::bar<2> c(9);
    out[3] = c.get();
}
