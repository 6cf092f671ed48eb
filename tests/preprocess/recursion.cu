// Rescanning and recursion: the C standard's example 3, and painted-blue
// names that stay unexpanded even in later contexts.
#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
#undef f
#undef g
#undef h
#undef m
#undef t

// A painted name stays painted when passed on.
#define ID(v) v
#define SELF SELF + ID(SELF)
SELF;
#define LOOP(v) LOOP(v + 1)
LOOP(0) ID(LOOP(1)) ID(ID(LOOP)(2))
#define A B
#define B A
A B ID(A) ID(ID(B))

// A function-like macro passed as an argument, invoked in the body.
#define APPLY(fn, v) fn(v)
#define TWICE(v) (2 * (v))
APPLY(TWICE, 3) APPLY(APPLY, TWICE) APPLY(ID, ID(4))

// The name of the macro being expanded, appearing as an argument.
#define K(v) v
K(K)(5) K(K(K))(6)
