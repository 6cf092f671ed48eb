// Variadic macros: __VA_ARGS__, #__VA_ARGS__, named GNU parameters.
#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\
 printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\n", x);
showlist(The first, second, and third items.);
showlist( spaced ,  list ,(with, parens) );
report(x>y, "x is %d but y is %d", x, y);

// The variable arguments may be empty or absent.
#define CALL(f, ...) f(__VA_ARGS__)
CALL(g) CALL(g,) CALL(g, 1) CALL(g, 1, 2, (3, 4))
#define ALL(...) [__VA_ARGS__]
ALL() ALL( ) ALL(,) ALL(a,,b)

// Counting arguments.
#define PP_NARG(...) PP_NARG_(__VA_ARGS__, PP_RSEQ_N())
#define PP_NARG_(...) PP_ARG_N(__VA_ARGS__)
#define PP_ARG_N(_1, _2, _3, _4, _5, _6, _7, _8, N, ...) N
#define PP_RSEQ_N() 8, 7, 6, 5, 4, 3, 2, 1, 0
int counts[] = { PP_NARG(a), PP_NARG(a, b), PP_NARG(a, (b, c), d),
                 PP_NARG(1, 2, 3, 4, 5, 6, 7, 8) };

// Dispatch on the count by pasting.
#define CAT(a, b) CAT_(a, b)
#define CAT_(a, b) a ## b
#define MAX_1(a) (a)
#define MAX_2(a, b) ((a) > (b) ? (a) : (b))
#define MAX_3(a, b, c) MAX_2(MAX_2(a, b), c)
#define MAX(...) CAT(MAX_, PP_NARG(__VA_ARGS__))(__VA_ARGS__)
int m = MAX(x) + MAX(x, y) + MAX(x, y, z);

// FOR_EACH over up to four arguments.
#define FE_1(m, x) m(x)
#define FE_2(m, x, ...) m(x) FE_1(m, __VA_ARGS__)
#define FE_3(m, x, ...) m(x) FE_2(m, __VA_ARGS__)
#define FE_4(m, x, ...) m(x) FE_3(m, __VA_ARGS__)
#define FOR_EACH(m, ...) CAT(FE_, PP_NARG(__VA_ARGS__))(m, __VA_ARGS__)
#define DECLARE(name) float name;
FOR_EACH(DECLARE, alpha, beta, gamma)
#define QUOTE(x) #x,
const char *names[] = { FOR_EACH(QUOTE, alpha, beta, gamma, delta) };

// GNU named variadic parameter.
#define LOGN(fmt, args...) printf(fmt, args)
LOGN("%d %d\n", 1, 2);

// ## with __VA_ARGS__ on both sides.
#define WRAP(...) a ## __VA_ARGS__ ## b
WRAP(x, y) WRAP() WRAP(x)
