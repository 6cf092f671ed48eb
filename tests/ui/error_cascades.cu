// One mistake, one error: what a failed declaration or expression leaves
// behind (a variable whose type did not resolve, an `auto` deduced from a
// failed initialiser) is of the error type, and nothing that uses it
// reports again. (Before, it became `int`, and every later use said
// "member reference base type 'int' is not a structure or union": 98
// errors for 2 mistakes in a cooperative-groups sample.) std::vector is
// libstdc++'s, whose members are host functions, as nvcc says too.
#include <vector>
__global__ void vec(int *p) {
    std::vector<int> v;
    p[0] = v.size() + v[2];
}
__global__ void undeclared(int *p) {
    auto t = nosuch(3);
    p[0] = t.x + t.y;
    t.foo();
    t = 4;
}
__global__ void unknown_type(int *p) {
    S s = also_undeclared(2);
    p[0] = s.a;
    s.b = 3;
    S u{1, 2};
    p[1] = u.f() * 2;
}
// A class a function hides is still a class: `struct hidden` finds it.
struct hidden {
    int a;
};
__device__ int hidden(int);
__global__ void hidden_tag(int *p) {
    struct hidden ok = {1};
    hidden bad;
    p[0] = ok.a + bad.a;
}
