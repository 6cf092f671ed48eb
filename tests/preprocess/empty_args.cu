// Empty arguments: f() passes one empty argument to a one-parameter macro.
#define ONE(a) [a]
#define TWO(a, b) [a|b]
#define THREE(a, b, c) [a|b|c]
#define STR(a) #a
#define CAT(a, b) a ## b
ONE() ONE( ) ONE(/**/) TWO(,) TWO(x,) TWO(,y) THREE(,,) THREE( , x , )
STR() CAT(,) CAT(x,) CAT(,y)
#define EMPTY
ONE(EMPTY) TWO(EMPTY, EMPTY) STR(EMPTY)
