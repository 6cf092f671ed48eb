// Null directives, spacing inside directives, odd identifiers.
#
# /* null directive with a comment */
    #    define    INDENTED    1
	#	define	TABBED	2
int a = INDENTED + TABBED;
#define NO_BODY
#ifdef NO_BODY
no_body_is_defined
#endif
#if __STDC_HOSTED__ == 1
hosted
#endif
#define $dollar 3
#define name_$_mixed 4
int b = $dollar + name_$_mixed;
#define CAFÉ 5
int café = CAFÉ;
// Object-like bodies may start with a punctuator or hold a lone #.
#define PLUS_ONE+1
#define HASH # x
#define STRINGIZE_NO_SPACE(x)#x
int d = PLUS_ONE; HASH STRINGIZE_NO_SPACE(y)
// Trigraphs are gone in C++17.
const char *tri = "??=??(??)??/";
#warning a #warning is reported and otherwise ignored
// GNU line markers in the source set the line and file.
# 77 "marker.cu"
int e = __LINE__; const char *f = __FILE__;
#if defined(__FILE__) && defined __LINE__ && defined(__COUNTER__) && defined __DATE__ && defined __TIME__
builtins_are_defined
#endif
#define FN(x) (x)
// A function-like macro name as the very last token of the file.
int c = 1; FN
