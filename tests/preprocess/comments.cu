// Comments are whitespace wherever they appear.
/**/#/**/define/**/COMMENTED/**/1/**/
#/* before the name */ define SPACED_BODY /* lead */ a /* mid */ b /* trail */
int v = COMMENTED, w = SPACED_BODY;
#define FN(x) [x]
FN/* between name and paren */(1)
FN // line comment, then the parenthesis on the next line
(2)
FN(/* empty after comments */)
FN(a /* comment
spanning lines */ b)
// A comment between the name and "(" in a definition makes it object-like.
#define OBJ/**/(x) x
OBJ(3)
#if /* comment */ COMMENTED /* in #if */ == 1 // trailing
comment_in_if
#endif /* trailing comment on #endif */
/* "a string inside a comment" // and a line comment */ after
// /* a block opener inside a line comment
still_code
int a = 1 //**/ 2
;
int b = 4 /**/ / 2;
int c = 8 //* comment */ 2
;
const char *s = "/* not a comment */", *t = "// nor this";
char q = '/'; int d = 6 / 3;
