// A local class's members see what the function declaring it declares
// before it: typedefs, enumerators, static locals, other local classes
// ([basic.scope.block]), though cudac checks member bodies outside the
// function. Thrust 2.8's `get_value` declares `using result_type = …;`
// and a local class whose static members return `result_type`: cudac
// reported "unknown type name 'result_type'" for every kernel reading a
// `thrust::device_ptr`.

template <class T> __host__ __device__ T get(T *p) {
    using result_type = T;
    enum { offset = 10 };
    struct helper {
        __host__ __device__ static result_type read(T *q) { return *q + offset; }
    };
    return helper::read(p);
}

__device__ int twice_counter(int v) {
    typedef int value_t;
    struct pair_t {
        value_t a, b;
    };
    struct maker {
        __device__ static pair_t make(value_t x) { return pair_t{x, x * 2}; }
    };
    pair_t p = maker::make(v);
    return p.a + p.b;
}

__global__ void run(int *out) {
    int x = 5;
    out[0] = get(&x);
    long y = 7;
    out[1] = (int)get(&y);
    out[2] = twice_counter(4);
}
