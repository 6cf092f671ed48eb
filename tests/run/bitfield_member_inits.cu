// Constructors initialise bit-field members (`S() : flag(true)`), which
// have no address, by storing their values; an enumeration without a
// fixed type and without negative values is stored as `unsigned int`
// (clang's and gcc's choice), so its bit-fields read back unsigned, yet it
// promotes to `int` in arithmetic and comparisons. (GCC's
// g++.dg/opt/nrv5 and const3 shapes.)
enum E { E0, E1, E2, E3 };
enum Neg { NA = -2, NB, NC };
struct S {
    E s0 : 2;
    bool s1 : 1, s2 : 1;
    unsigned n : 5;
    Neg g : 2;
    __device__ S() : s1(true), s2(false), s0(E2), n(21), g(NA) {}
    __device__ S(int) : s0(), s1(), n(), g() {}
};

__global__ void run(int *out) {
    S s;
    out[0] = s.s0 * 1000 + s.s1 * 100 + s.s2 * 10 + (s.n == 21);
    out[1] = s.g;
    S t(out[63]);
    out[2] = t.s0 + t.s1 + t.n + t.g;
    E e = E3;
    out[3] = (e - 4 < 0) + (E1 - E2);
    out[4] = sizeof(E) + (E0 < -1);
}
