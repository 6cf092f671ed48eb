// Host code converting what cudac does not know (a name declared nowhere it
// can see, or the unknown type of a header it skips) to a class with a
// copy constructor: overload ranking lets such an argument match the copy
// constructor, whose reference parameter was then bound by converting it
// to the class again, without end (a stack overflow, HeCBench's gpp). The
// host function's errors are held, and the kernel is compiled.
// ARGS: --emit=ptx
// CHECK: .entry _Z1kPd(
template <class T> class CC {
public:
    T x, y;
    __host__ __device__ explicit CC(const T &a, const T &b) { x = a; y = b; }
    __host__ __device__ CC(const CC &src) { x = src.x; y = src.y; }
};
void host_fn() {
    CC<double> bc = not_declared_anywhere(3);
    CC<double> bd = unknown_type_t();
}
__global__ void k(double *p) { p[0] = 1; }
int main() { host_fn(); }
