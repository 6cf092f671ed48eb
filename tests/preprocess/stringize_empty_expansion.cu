// Spacing inside a stringized argument whose pre-expanded form holds
// tokens from macros that expand to nothing.
#define STR(x) #x
#define XSTR(x) STR(x)
#define EMPTY
const char *s[] = {
    XSTR(-EMPTY-),
    XSTR(a EMPTY b),
    XSTR(EMPTY a EMPTY),
    XSTR((EMPTY)),
    XSTR(f(EMPTY)),
    XSTR(x EMPTY EMPTY y),
};
