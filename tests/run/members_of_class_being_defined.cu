// A class template specialisation instantiated while another class is
// being defined may name that class's members declared so far through a
// qualified name ([class.mem]: they are in scope; the class is incomplete
// but its earlier members exist). Thrust's `allocator_system<Alloc>`
// computes `get_result_type` from `has_member_system<Alloc>`, which names
// `typename allocator_system<Alloc>::type`: cudac found no member and
// gave an unknown type, so no kernel reading a device_ptr of a class with
// a copy constructor compiled.

template <class A> struct sys;
template <class A> struct probe {
    using t = typename sys<A>::type;
    static const bool value = sizeof(t) == 4;
};
template <class A> struct sys {
    using type = int;
    static const bool v = probe<A>::value;
    using r = typename probe<A>::t;
};
template <class A> struct wide {
    using type = double;
    struct inner {
        static const int size = sizeof(typename wide<A>::type);
    };
    static const int n = inner::size;
};

__global__ void run(int *out) {
    out[0] = sys<char>::v;
    sys<char>::r q = 5;
    out[1] = q;
    out[2] = wide<int>::n;
}
