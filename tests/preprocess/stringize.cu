// The # operator: spelling, escapes and whitespace of the argument.
#define STR(x) #x
#define XSTR(x) STR(x)
#define SPACED(x) # x

const char *s[] = {
    STR(hello),
    STR(  leading and trailing  ),
    STR(inner     spaces	and	tabs),
    STR(a
        b
        c),
    STR(a/* comment */b),
    STR(a /* comment */ b),
    STR(),
    STR( ),
    STR("string"),
    STR("with \"escaped\" quotes"),
    STR("back\\slash" '\\' '\''),
    STR('"'),
    STR("\n\t\0"),
    STR(L"wide" u8"utf8" u"u16" U'c'),
    STR((a, b)),
    STR(@),
    STR(x+y),
    STR(x + y),
    STR(->*),
    STR(#),
    STR(# ## #),
    SPACED(spaced hash),
    STR(STR(nested)),
    XSTR(STR(nested)),
    XSTR(__LINE__),
    XSTR(__FILE__),
    STR(__LINE__),
};

// Macro names in the argument are not expanded before #.
#define VERSION 12
#define VERSION_STR STR(VERSION)
#define VERSION_XSTR XSTR(VERSION)
const char *v1 = VERSION_STR, *v2 = VERSION_XSTR;

// The C standard's own example.
#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\0d", "abc", '\4') // this goes away
 == 0) str(: @\n), s);
const char *inc = xstr(INCFILE(2).h);
glue(HIGH, LOW);
xglue(HIGH, LOW)

// Stringized keywords and numbers.
const char *k = STR(unsigned long long), *n = STR(1.e+5 0x1p-3 1'000'000);
