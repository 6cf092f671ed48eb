// A conversion function template to a qualified template-id after
// execution-space attributes (`template <class... Us> __host__ __device__
// operator thrust::tuple<Us...>() const`, Thrust's
// `tuple_of_iterator_references`): tree-sitter reads `operator` as the
// return type there, and cudac took the target for an explicit
// specialisation named `tuple`. And a member function with an empty body
// written `{ }` before a `__device__` member, which tree-sitter read as
// a brace initialiser taking the next member's attribute (Thrust's
// `war_nvbugs_881631::host_path`).
namespace ns {
template <class... T> struct tup {
    int n = sizeof...(T);
};
} // namespace ns

template <class... Ts> struct refs {
    int base;
    template <class... Us>
    __host__ __device__ operator ns::tup<Us...>() const {
        ns::tup<Us...> t;
        t.n += base;
        return t;
    }
};

struct paths {
    __host__ static void host_path(int *) { }
    __device__ static void device_path(int *p) { *p = 42; }
};

template <class P> __host__ __device__ void assign(P dst) {
    struct war {
        __host__ static void host_path(P) { }
        __device__ static void device_path(P d) { *d = 7; }
    };
    war::device_path(dst);
}

__global__ void run(int *out) {
    refs<int, float> r{10};
    ns::tup<int, float, char> t = r;
    out[0] = t.n;
    ns::tup<> u = r;
    out[1] = u.n;
    paths::device_path(out + 2);
    assign(out + 3);
}
