// Backslash-newline joins lines before tokens are formed.
#define BLOCK_\
SIZE 256
int bl\
ock = BLOCK_SI\
ZE;
int n = 12\
34 + 0x\
ff + 1.\
5e\
+3;
const char *s = "split \
string", *t = "tw\
o";
char c = '\
x';
x +\
= 1; y <\
<= 2; p -\
> q;
#def\
ine SPLICED_DIRECTIVE 1
# \
 if SPLICED_DIRECTIVE
spliced_if
#endif
// A line comment continued \
onto this line, which is therefore also a comment
after_comment
/\
* a block comment opened with a splice *\
/
after_block
#define MULTI_LINE(a, b) \
    do {                 \
        a += b;          \
    } while (0)
MULTI_LINE(x, y);
int line = __LINE__;
int li\
ne2 = __LI\
NE__;
int line3 = __LINE__;
// A backslash followed by spaces is no splice in C++ ... but gcc
// accepts it with a warning; keep it out of this file.
int last = 1;
