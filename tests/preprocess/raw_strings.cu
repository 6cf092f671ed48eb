// Raw string literals: their contents are not macro-expanded, commented
// or escaped.
#define MACRO replaced
const char *a = R"(MACRO /* not a comment */ // nor this "quotes" \n)";
const char *b = R"delim(a )" inside )delim";
const char *c = R"x(
multi
  line MACRO
)x";
const char *d = u8R"(utf8)", *e = LR"(wide)", *f = uR"(u16)", *g = UR"(u32)";
const char *h = R"()", *i = R"--()--";
#define STR(x) #x
const char *j = STR(R"(a\b "c")");
#define ID(x) x
const char *k = ID(R"(, ) in a macro argument)");
#if 0
const char *skipped = R"(
#endif
)";
#endif
MACRO
// Raw strings are recognised before macros: R and u8 as macro names.
#define R oops
#define u8 "prefix"
R"(raw)" R "(not raw)" u8"lit" u8 "lit"
