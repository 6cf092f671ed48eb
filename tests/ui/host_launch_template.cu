// Kernel templates launched from host code are specialised as the launch
// deduces them (cxx/host_launches.cu). Where cudac cannot know the
// arguments' types (a type from a header it skips, a host function it
// cannot parse), the launch is an error (a missing kernel is wrong code:
// nvcc's host code would fail to launch it); it never guesses (before: `fill<T><<<…>>>` in a host template gave fill<int>).
// Where the known arguments alone deduce every template parameter
// (`fill<<<…>>>(h.data(), 1.0f)`: T = float from `1.0f`), that is the
// specialization whatever the unknown one is: a valid launch agrees.
// (cudac skips <vector> and <string> only with --no-host-headers.)
// ARGS: --no-host-headers
#include <vector>
#include <string>
template <class T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
template <class T> __global__ void apply(T x) {}
template <class T> __global__ void zero(T *p) { p[threadIdx.x] = T(); }
template <class T> __global__ void scale(T *p, T s) { p[threadIdx.x] *= s; }
__global__ void plain(int *p) { p[0] = 1; }
template <class T> void run(T *d, T v) { fill<T><<<1, 32>>>(d, v); }
int main() {
    float *d = nullptr;
    std::vector<float> h(32);
    fill<<<1, 32>>>(h.data(), 1.0f);
    apply<<<1, 1>>>(std::string("x"));
    fill<float><<<1, 32>>>(h.data(), 2.0f);
    plain<<<1, 1>>>(nullptr);
    zero<<<1, 32>>>(d);
    return 0;
}
void broken(int *p) {
    scale<<<1, 1>>>(p, 2);
    int x = ;
}
