// A constructor whose initialisers name no member of an anonymous union
// leaves the union uninitialised ([class.base.init]p9), so a member without
// a default constructor is no error there: CUB's InputValue copy
// constructor, `InputValue(const InputValue& o) : is_future(o.is_future) {
// if (is_future) fut = o.fut; else val = o.val; }`, reached by every
// DeviceScan::ExclusiveSum. Before, "too few arguments to function call
// 'FutureValue<int, int *>'". A default member initialiser inside an
// anonymous union still applies.
struct Future {
    const int *p;
    __device__ explicit Future(const int *q) : p(q) {}
    __device__ int get() const { return *p; }
};
struct Input {
    __device__ explicit Input(int v) : future(false), value(v) {}
    __device__ explicit Input(Future f) : future(true), fut(f) {}
    __device__ Input(const Input &o) : future(o.future) {
        if (future)
            fut = o.fut;
        else
            value = o.value;
    }
    __device__ int get() const { return future ? fut.get() : value; }

  private:
    bool future;
    union {
        Future fut;
        int value;
    };
};
struct WithDefault {
    __device__ WithDefault() {}
    union {
        int a = 41;
        float b;
    };
};
__device__ int read(Input in) { return in.get(); }
__global__ void run(int *out) {
    int cell = 17;
    Input now(5);
    Input later{Future(&cell)};
    out[0] = read(now);
    out[1] = read(later);
    cell = 23;
    out[2] = read(later);
    WithDefault w;
    out[3] = w.a + 1;
}
