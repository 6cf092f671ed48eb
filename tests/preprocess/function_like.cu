// Function-like macros: argument splitting, nesting, spacing of the call.
#define ADD(a, b) ((a) + (b))
#define MUL(a, b) ((a) * (b))
#define FIRST(a, b) a
#define SECOND(a, b) b
#define ID(x) x

int r1 = ADD(1, 2);
int r2 = ADD( MUL(2, 3) , MUL( 4 ,5 ) );
// Parentheses protect commas; brackets and braces do not.
int r3 = FIRST((1, 2), 3);
int r4 = SECOND(a[1], b[2]);
int r5 = FIRST({1, 2});
// Commas and parentheses inside literals do not split arguments.
const char *s1 = FIRST("a, b)", 'c');
char c1 = SECOND(",", ')');
// Whitespace and comments between the name and the parenthesis.
int r6 = ADD   (1, 2);
int r7 = ADD/* comment */(3, 4);
int r8 = ADD
(5,
 6);
// A function-like name without arguments is left alone.
int ADD = 3;
int (*fp)(int) = ID;
int r9 = ID
;
// Nested invocations of the same macro (argument pre-expansion).
int r10 = ADD(ADD(1, 2), ADD(3, ADD(4, 5)));
int r11 = ID(ID(ID(7)));
// An argument that is itself a macro name followed later by '('.
int r12 = ID(ADD)(8, 9);
// Extra parentheses around a whole argument.
int r13 = MUL((1 + 2), (3 + 4));
// Zero-parameter macros.
#define NOW() clock64()
#define EMPTY_CALL()
long t = NOW() EMPTY_CALL() + NOW( );
// Parameter names shadowing macro names.
#define x 100
#define USE_X(x) x + 1
int r14 = USE_X(2) + x;
// A parameter that is not used.
#define DROP(a, b) a
int r15 = DROP(1, this is dropped (really));
// Template-looking arguments split at the comma.
#define FIRST_OF_TWO(a, b) a
FIRST_OF_TWO(std::pair<int, float>) p;
