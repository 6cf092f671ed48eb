// The ## operator: identifiers, numbers, operators, placemarkers.
#define CAT(a, b) a ## b
#define CAT3(a, b, c) a ## b ## c
#define XCAT(a, b) CAT(a, b)

int CAT(var, 1) = 1, CAT(_, tmp) = 2;
int CAT(x, CAT(y, z));   // inner CAT is not expanded before pasting
int XCAT(x, CAT(y, z));  // here it is
int n1 = CAT(12, 34), n2 = CAT(0x, ff), n3 = CAT(1, e5);
double d1 = CAT3(1e, +, 5);
double d2 = CAT3(1., e, -);
float f1 = CAT(1.5, f), f2 = CAT(.5, e3);
unsigned u = CAT(10, u);
long ll = CAT3(1, L, L);

// Pasting punctuators into compound operators.
x CAT(+, =) 1;
x CAT(-, =) 1;
x CAT(<<, =) 2;
x CAT(<, <=) 2;
x CAT(>>, =) 3;
p CAT(-, >) q;
p CAT(->, *) q;
a CAT(&, &) b CAT(|, |) c;
CAT(+, +)i; j CAT(-, -);
a CAT(=, =) b CAT(!, =) c;
CAT(:, :)global;

// Placemarkers (the C standard's example).
#define t(x, y, z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
            t(10,,), t(,11,), t(,,12), t(,,) };

// A ## produced by pasting is an ordinary token afterwards.
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);

// Only the last and first tokens of multi-token arguments are pasted.
CAT(a b, c d);
CAT(f(1) x, 2);
CAT(, lone) CAT(lone, );

// Pasting builds a macro name, which is then expanded.
#define AB done
#define A_FN(x) [x]
CAT(A, B) CAT(A_, FN)(1) CAT(A_, FN)

// Encoding prefixes pasted to literals.
CAT(L, 'a') CAT(u8, "s") CAT(u, "s") CAT(U, 'c') CAT(L, "w")

// ## between a parameter and a body token.
#define FIELD(n) m_ ## n
#define GETTER(n) int get_ ## n() { return FIELD(n); }
struct S { int FIELD(x), FIELD(y); GETTER(x) GETTER(y) };

// Pasting numbers to build identifiers is fine only with the
// identifier first.
#define REG(n) r ## n
#define SUFFIXED(n) n ## _u32
int REG(0), REG(15), SUFFIXED(id);
