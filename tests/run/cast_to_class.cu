// A C-style cast, a functional cast and static_cast to a class type with
// converting constructors direct-initialise it (`(Fixed)x` is `Fixed(x)`),
// choosing the constructor overload resolution picks.
struct Fixed {
    int raw;
    __device__ Fixed(float f) : raw(int(f * 256.0f)) {}
    __device__ Fixed(int i) : raw(i << 8) {}
    __device__ explicit Fixed(double d) : raw(int(d * 16.0)) {}
};

__global__ void run(int *out) {
    int zero = out[63];
    float f = 1.5f + zero;
    out[0] = ((Fixed)f).raw;
    out[1] = ((Fixed)(3 + zero)).raw;
    out[2] = static_cast<Fixed>(2.25 + zero).raw;
    out[3] = Fixed(f * 2).raw;
}
