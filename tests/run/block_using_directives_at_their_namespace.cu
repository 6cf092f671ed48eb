// A `using namespace` directive in a block makes the namespace's names
// visible as if declared in the nearest namespace enclosing both
// ([namespace.udir]p2): a template parameter and the locals of enclosing
// blocks hide them. CuTe's users write `template <class TiledCopy> …
// { using namespace cute; TiledCopy c; }`, where `cute::TiledCopy` is a
// class template; cudac took the class template. Functions still merge
// into one overload set.
namespace ns {
template <class T> struct Tiled {
    T v;
};
struct Other {
    int v = 3;
};
__device__ int y = 7;
__device__ int f(int) { return 1; }
}  // namespace ns
__device__ int f(double) { return 2; }

template <typename Tiled> __device__ int use_param() {
    using namespace ns;
    Tiled t;
    return t.v + (int)sizeof(Tiled) * 10;
}

__global__ void run(int *out) {
    out[0] = use_param<ns::Other>();
    int y = 3;
    {
        using namespace ns;
        out[1] = y;
        out[2] = f(1);
        out[3] = f(1.0);
        Tiled<short> s{4};
        out[4] = s.v;
    }
}
