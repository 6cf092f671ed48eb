// __VA_OPT__ (C++20, accepted by both in C++17 mode).
#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
F(1) F(1, 2) F(1, 2, 3) F()
#define S(...) #__VA_OPT__(x __VA_ARGS__)
S() S(y) S(y, z)
#define G(X, ...) X __VA_OPT__(- X ## __VA_ARGS__ -) end
G(a) G(a, b) G(a, b c)
#define SDEF(sname, ...) S sname __VA_OPT__(= { __VA_ARGS__ })
SDEF(foo); SDEF(bar, 1, 2);
#define H(...) __VA_OPT__(a ## __VA_ARGS__ ## z)
H() H(m) H(m n)
#define LOG(fmt, ...) printf(fmt __VA_OPT__(,) __VA_ARGS__)
LOG("x") LOG("x", 1) LOG("x", a, b)
// The examples of C++20 [cpp.subst]/3.
#define F0(...) f(0 __VA_OPT__(,) __VA_ARGS__)
#define G0(X, ...) f(0, X __VA_OPT__(,) __VA_ARGS__)
F0(a,b,c) F0() G0(a,b,c) G0(a,) G0(a)
#define H2(X, Y, ...) __VA_OPT__(X ## Y,) __VA_ARGS__
H2(a, b, c, d)
#define H3(X, ...) #__VA_OPT__(X##X X##X)
H3(, 0)
#define H5A(...) __VA_OPT__()/**/__VA_OPT__()
#define H5B(X) a ## X ## b
#define H5C(X) H5B(X)
H5C(H5A())
// __VA_OPT__ as the right operand of ##.
#define H6(X, ...) X ## __VA_OPT__(c d)
H6(a, 1) H6(, 1) H6(a)
