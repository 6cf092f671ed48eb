// CRLF line endings, with splices.
#define CR_MACRO(a, b) \
    ((a) + \
     (b))
int v = CR_MACRO(1, 2);
int li\
ne = __LINE__;
const char *s = "a\
b";
#if CR_MACRO(0, 1)
cr_if
#endif
#define STR(x) #x
const char *t = STR(a
  b);
int end = __LINE__;
