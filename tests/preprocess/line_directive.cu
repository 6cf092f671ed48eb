// __LINE__ and __FILE__, with #line.
int l1 = __LINE__;
/* a comment
   spanning
   lines */ int l2 = __LINE__;
#define LINE_NOW __LINE__
#define CALL(a, b) a + b
int l3 = LINE_NOW;
#line 100
int l100 = __LINE__;
int l101 = __LINE__;
#line 200 "renamed.cu"
int l200 = __LINE__; const char *file = __FILE__;
#define NEW_LINE 300
#define NEW_FILE "macro_named.cu"
#line NEW_LINE NEW_FILE
int l300 = __LINE__; const char *file2 = __FILE__;
#define STR(x) #x
#define XSTR(x) STR(x)
const char *line_str = XSTR(__LINE__);
