// Class template specialisations named as template arguments while a
// class is being defined are instantiated only when needed, as C++ does
// ([temp.inst]p2): Thrust's device_ptr/device_reference shape, where the
// reference type (holding the pointer by value and asking the pointer's
// traits) is named in the pointer's own base clause while the pointer is
// incomplete. Also void_t detection on the CRTP class once it is complete,
// a member alias template of a deferred class used as a template template
// argument (libcu++'s `_Fn::template __call`), a qualified friend class
// (`friend class ns::access;`) and a class's overloaded unary `operator&`.

template <class...> using void_t = void;
struct tag {};

namespace lib {
class access;

template <class It, class = void> struct traits {
    static constexpr int known = 0;
};
template <class It>
struct traits<It, void_t<typename It::category, typename It::value_type, typename It::reference>> {
    static constexpr int known = 1;
    typedef typename It::value_type value_type;
};

template <class Ptr> struct system_of {
    static constexpr int value = traits<Ptr>::known;
};

template <class T, class P, class D> struct reference {
    const P ptr;
    static constexpr int pointer_known = system_of<P>::value;
    __device__ explicit reference(P p) : ptr(p) {}
    __device__ P operator&() const { return ptr; }
    __device__ operator T() const { return *ptr.raw; }
    __device__ const D &operator=(T v) const {
        *ptr.raw = v;
        return static_cast<const D &>(*this);
    }
};

template <class T> struct identity { typedef T type; };

template <class D, class V, class R> class facade {
    friend class lib::access;

public:
    typedef tag category;
    typedef V value_type;
    typedef typename identity<R>::type reference;
    __device__ R operator*() const;

private:
    __device__ int secret() const { return 7; }
};

template <class T> struct device_ptr;
template <class T>
struct device_reference : reference<T, device_ptr<T>, device_reference<T>> {
    __device__ explicit device_reference(device_ptr<T> p)
        : reference<T, device_ptr<T>, device_reference<T>>(p) {}
    using reference<T, device_ptr<T>, device_reference<T>>::operator=;
};

template <class T> struct device_ptr : facade<device_ptr<T>, T, device_reference<T>> {
    T *raw;
};

class access {
public:
    template <class F> __device__ static int peek(const F &f) { return f.secret(); }
};

template <class D, class V, class R> __device__ R facade<D, V, R>::operator*() const {
    return R(*static_cast<const D *>(this));
}

template <class T> __device__ T *raw_pointer(device_ptr<T> p) { return p.raw; }
template <class R> __device__ auto *raw_address(R &r) { return raw_pointer(&r); }

// A member alias template of a class named as a template argument.
template <int N> struct pick;
template <> struct pick<0> { template <class A, class...> using call = A; };
template <> struct pick<1> { template <class, class B, class...> using call = B; };
template <template <class...> class F, class... Ts> struct apply { typedef F<Ts...> type; };
template <class Fn, class... Ts> struct indirect {
    typedef typename apply<Fn::template call, Ts...>::type type;
};
template <int N> struct holder {
    typedef typename indirect<pick<N>, char, long>::type type;
};
} // namespace lib

__global__ void run(int *out) {
    int zero = out[63];
    int data[4] = {10 + zero, 20, 30, 40};
    lib::device_ptr<int> p;
    p.raw = data + 1;
    lib::device_reference<int> r = *p;
    out[0] = r;
    r = 25;
    out[1] = data[1];
    out[2] = *raw_address(r);
    out[3] = lib::traits<lib::device_ptr<int>>::known;
    out[4] = lib::device_reference<int>::pointer_known;
    out[5] = lib::traits<int *>::known;
    out[6] = sizeof(lib::device_reference<int>) == sizeof(int *);
    out[7] = sizeof(lib::holder<0>::type);
    out[8] = sizeof(lib::holder<1>::type);
    out[9] = sizeof(typename lib::traits<lib::device_ptr<int>>::value_type);
    out[10] = lib::access::peek(p);
}
