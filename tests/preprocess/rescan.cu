// Rescanning with the rest of the source: a function-like macro name at
// the end of an expansion takes its arguments from what follows.
#define f(a) a*g
#define g(a) f(a)
f(2)(9);
#undef f
#undef g

#define CALL_LATER(fn) fn
#define SQR(v) ((v) * (v))
CALL_LATER(SQR)(3);
CALL_LATER(SQR) (4);
CALL_LATER(SQR)
(5);
CALL_LATER(SQR) + 1;

// The opening parenthesis coming from another macro does not start an
// invocation, but a parenthesis written after it does.
#define LPAREN (
#define RPAREN )
SQR LPAREN 6 RPAREN;

// Deferred expansion tricks.
#define EMPTY()
#define DEFER(id) id EMPTY()
#define OBSTRUCT(...) __VA_ARGS__ DEFER(EMPTY)()
#define EXPAND(...) __VA_ARGS__
#define A() 123
DEFER(A)();
EXPAND(DEFER(A)());

// An object-like macro expanding to a function-like macro's name followed
// by arguments from the source, nested.
#define MAKE_MAX max_of
#define max_of(a, b) ((a) > (b) ? (a) : (b))
MAKE_MAX(1, MAKE_MAX(2, 3));

// The same name inside its own arguments is expanded during argument
// pre-expansion.
#define NEG(v) (-(v))
NEG(NEG(NEG(1)));
