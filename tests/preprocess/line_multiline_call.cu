// __LINE__ in an invocation that spans lines: in the replacement list it
// is the line of the macro name; in an argument, where it was written.
#define AT(a) a __LINE__
int l = AT(
    1
);
#define TWO(a, b) __LINE__ a b
int m = TWO(x,
            y);
#define ID(x) x
int n = AT(
    __LINE__
);
ID(
__LINE__
)
ID(ID
(__LINE__
)
)
AT
(
1)
int after = __LINE__;
