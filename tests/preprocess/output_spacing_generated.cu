// Tokens made by ##, # and the built-in macros were never adjacent in the
// source, whatever their positions say: they must not run into the next
// token when printed.
#define CAT(a, b) a ## b
#define S(x) #x
CAT(a, b)c CAT(1, 2)CAT(3, 4) S(a)b S(a)_b
__LINE__.5 __COUNTER__.5
