// A function defined in a namespace is a new function beside a global one
// of the same name and type, not a redeclaration of it ([basic.scope.
// declarative]): libcu++'s `cuda::std::abs(int)` and `llabs` next to the
// CUDA math library's `::abs` and `::llabs`, a user's `fast::halve` beside `::halve`. Only
// `extern "C"` names one function in every namespace ([dcl.link]p6).
#define HD __host__ __device__
extern "C" int abs(int);
extern "C" long long llabs(long long);
HD float halve(float x) { return x / 2; }

namespace lib {
inline namespace v1 {
HD constexpr int abs(int v) { return v < 0 ? -v * 10 : v * 10; }
HD constexpr long long llabs(long long v) { return v < 0 ? -v + 1000 : v + 1000; }
HD constexpr long long abs(long long v) { return lib::v1::llabs(v) + 1; }
} // namespace v1
} // namespace lib

namespace fast {
HD float halve(float x) { return x / 4; }
HD int twice(int);
} // namespace fast
HD int fast::twice(int v) { return v * 2; }

namespace a { extern "C" HD int shared_c(int v); }
namespace b { extern "C" HD int shared_c(int v) { return v + 7; } }

__global__ void run(int *out) {
  out[0] = lib::abs(-3);
  out[1] = (int)lib::llabs(-5LL);
  out[2] = (int)lib::abs(-6LL);
  out[3] = abs(-4);
  out[4] = (int)llabs(-9LL);
  out[5] = (int)fast::halve(16.f);
  out[6] = (int)halve(16.f);
  out[7] = fast::twice(21);
  out[8] = a::shared_c(1) + b::shared_c(2);
  using namespace lib;
  out[9] = lib::v1::abs(-2);
}
