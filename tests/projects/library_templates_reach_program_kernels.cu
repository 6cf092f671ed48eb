// Kernels launched from members that C++ defines only when used — a class
// template's constructor, a generic lambda's call operator, a functor's
// member template — where the use is inside the standard library:
// `std::make_unique<Solver<float>>()` runs `new _Tp(…)` in libstdc++,
// `std::vector<Grid<int>> v(3)` default-constructs through its allocator,
// `emplace_back`, `std::optional::emplace`, `std::for_each`,
// `std::function` and `std::thread` call the program's generic lambdas
// and functors, and copying a vector copy-constructs its elements through
// `std::uninitialized_copy` (whose choice of a loop over `memmove`
// reads `__is_trivial(T) && __is_assignable(T&, U)`, which did not parse).
// cudac does not check the library's own bodies unless they lead to the
// program's kernels; before, it did not see that these do, and emitted
// none of the kernels (exit status 0). The kernel set equals clang-19's.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>
#include <cuda_runtime.h>

template <class T> __global__ void fill(T *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = T(i);
}
template <class T> __global__ void zero(T *p) { p[threadIdx.x] = T(0); }

template <class T> struct Solver {
    T *d = nullptr;
    Solver() { fill<<<1, 32>>>(d, 32); }
    explicit Solver(int n) { zero<<<1, n>>>(d); }
};
template <class T> struct Grid {
    Grid() { zero<<<1, 1>>>((T *)nullptr); }
};
template <class T> struct Cell {
    explicit Cell(int n) { fill<<<1, n>>>((T *)nullptr, n); }
};
template <class T> struct Lazy {
    Lazy() { zero<<<1, 1>>>((T *)nullptr); }
};
template <class T> struct Buf {
    T *d = nullptr;
    Buf() = default;
    Buf(const Buf &o) : d(o.d) { zero<<<1, 1>>>(d); }
};
template <class T> struct Job {
    void operator()() const { fill<<<1, 1>>>((T *)nullptr, 1); }
};
struct Launcher {
    template <class T> void operator()(T *p) const { zero<<<1, 1>>>(p); }
};

int main() {
    auto a = std::make_unique<Solver<float>>();
    auto b = std::make_shared<Solver<double>>(8);
    std::vector<Grid<int>> grids(3);
    std::vector<Cell<unsigned>> cells;
    cells.emplace_back(4);
    std::optional<Lazy<short>> maybe;
    maybe.emplace();
    std::vector<long *> ls(2, nullptr);
    std::for_each(ls.begin(), ls.end(), [](auto p) { fill<<<1, 1>>>(p, 1); });
    std::vector<char *> cs(2, nullptr);
    std::for_each(cs.begin(), cs.end(), Launcher{});
    std::function<void(unsigned char *)> f = [](auto p) { fill<<<1, 1>>>(p, 1); };
    f(nullptr);
    std::vector<Buf<float>> bufs(1);
    auto copies = bufs;
    std::thread worker(Job<signed char>{});
    worker.join();
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
