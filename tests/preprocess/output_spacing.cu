// Tokens that end up adjacent must not be printed so that they would lex
// differently.
#define PLUS +
#define MINUS -
#define EMPTY
#define LT <
#define ID(x) x
+PLUS -MINUS -EMPTY- PLUS+ MINUS= <EMPTY<= LT< LT:
x EMPTY y ID(a)ID(b) ID(1)ID(2) ID(1)ID(.5) ID(x)ID("s")
#define CAT(a, b) a ## b
CAT(a, b) c ID(+)+ ID(/)/ ID(/)* ID(.).ID(.) ID(%)ID(:) ID(<)ID(:)
#define E1 1e
#define AFTER_E(v) v+1
AFTER_E(E1) AFTER_E(0x1p)
#define DOT .
1 DOT 5  ID(1)DOT ID(x)DOT
#define AFTER_L(p) p"s" p'c'
AFTER_L(u8) AFTER_L(L) AFTER_L(R)
#define CHAR_AFTER(a) a'x'
CHAR_AFTER(1) CHAR_AFTER(0x1f) CHAR_AFTER(u8) CHAR_AFTER(L)
