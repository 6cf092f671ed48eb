// A defaulted constructor that cannot initialise a base or member is
// defined as deleted ([class.default.ctor]p2, [class.copy.ctor]p10), not an
// error: only a call of it is. libcu++'s optional stacks storage classes
// with `= default` constructors and `using __base::__base;` over a type
// without a default constructor and without a move constructor (nvtx3's
// scoped_range_in); the defaulted constructors of those storage classes
// failed, the storage class lost its base, and every CUB device-wide
// algorithm was refused as code cudac could not follow.

enum class avail { trivial, available, deleted };
template <class T> constexpr avail can_move = avail::deleted;

template <class T> struct storage {
    T v;
    template <class... A> __device__ storage(int, A &&...a) : v{a...} {}
    storage() = default;
};
template <class T, avail = can_move<T>> struct move_base : storage<T> {
    using __base = storage<T>;
    using __base::__base;
    move_base() = default;
};
template <class T> struct move_base<T, avail::deleted> : storage<T> {
    using __base = storage<T>;
    using __base::__base;
    move_base() = default;
    move_base(move_base &&) = default;
};
template <class T> class opt : private move_base<T> {
    using __base = move_base<T>;

public:
    template <class... A> __device__ opt(int tag, A &&...a) : __base(tag, a...) {}
    __device__ const T &get() const { return this->v; }
};

struct pinned {
    int x;
    __device__ pinned(int a) : x(a) {}
    pinned(pinned &&) = delete;
};
struct plain {
    int x;
};

// Defaulted constructors of a class whose member has none of its own.
struct holder {
    pinned p;
    holder() = default;
    holder(const holder &) = default;
    __device__ holder(int a) : p(a) {}
};

__global__ void run(int *out) {
    int zero = out[63];
    opt<pinned> a(0, 7 + zero);
    out[0] = a.get().x;
    opt<plain> b(0, 9);
    out[1] = b.get().x;
    holder h(11);
    out[2] = h.p.x;
}
