// Designated initialisers (`.field = v`, `[index] = v`, nested
// `.a.b = v`), in constant and run-time initialisers, computing the same
// values as clang-19 (tests/suites.rs `layout_matches_clang`): skipped
// members take their default member initialisers or zero, positional
// items continue after the last designated one.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif

struct V {
    float x, y, z;
};
struct W {
    int a;
    V v;
    int b[3];
};
struct D {
    int first = 7;
    int second;
    int third = 9;
};
struct Base {
    int id;
};
struct Derived : Base {
    int extra;
};

__device__ V gv = {.x = 1, .z = 3};
__device__ W gw = {.a = 1, .v = {.y = 2}, .b = {4, 5}};
__device__ W nested = {.v.z = 6, .b[2] = 8};
__device__ int arr[6] = {[2] = 3, 4, [0] = 1};
__device__ D defaults = {.second = 2};
__device__ W positional = {.v = {1, 2, 3}, 10, 11};

__device__ int run_time(int k) {
    V v = {.y = (float)k, .z = 5};
    W w{.a = k, .v = {.x = 7}};
    int a[4] = {[1] = k, [3] = 2 * k};
    D d = {.third = k};
    return (int)(v.y + v.z) * 1000000 + w.a * 10000 + (int)w.v.x * 1000 + a[1] * 100 + a[3] * 10 +
           d.first + d.second + d.third + a[0] + a[2];
}
__device__ int fixed_run_time() { return run_time(3); }
