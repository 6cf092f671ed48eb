// GCC's built-in `__builtin_va_list` names a type, as the host's
// <stdarg.h> expects (`typedef __builtin_va_list __gnuc_va_list;`, which
// CUB reaches through <cstdio>): before, '<type unknown to cudac>', and
// the classes near it in CUB's headers could not be used. (Its
// representation is the target's: only its name is checked here.)
typedef __builtin_va_list my_va_list;
struct Holder {
    my_va_list ap;
    int n;
};
__global__ void run(int *out) {
    Holder h;
    h.n = 4;
    my_va_list *p = &h.ap;
    out[0] = h.n + (p != nullptr);
}
