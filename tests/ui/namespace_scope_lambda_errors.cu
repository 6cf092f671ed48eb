// Lambdas at namespace scope capture nothing but their init-captures
// (reported where device code uses them: host variables' initialisers are
// read leniently); without --expt-relaxed-constexpr device code may not
// call their (constexpr host) call operators, as nvcc says; and a closure
// type of a lambda that is neither defined in device code nor extended is
// no kernel template's argument (nvcc's rule, checked after deduction).
int g = 1;
auto bad_default = [=] { return g; };
auto bad_capture = [g] { return g; };
constexpr auto add = [](int a, int b) { return a + b; };
template <class F> __global__ void k(F f, int *o) { o[0] = f(1, 2); }
__global__ void use(int *o) { o[0] = add(1, 2); }
__global__ void use_bad(int *o) { o[0] = bad_default() + bad_capture(); }
int main() {
    auto local = [](int a, int b) { return a - b; };
    k<<<1, 1>>>(local, nullptr);
    return 0;
}
