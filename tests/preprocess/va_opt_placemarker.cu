// A __VA_OPT__ whose content ends in a placemarker keeps it for a ## that
// follows (C++20 [cpp.subst]/3: the replacement is taken "before removal
// of placemarker tokens"). The standard's example: H4(, 1) is `a b`.
#define H4(X, ...) __VA_OPT__(a X ## X) ## b
H4(, 1)
H4(x, 1)
