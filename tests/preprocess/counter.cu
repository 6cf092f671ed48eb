// __COUNTER__ counts its expansions, not its appearances.
#define CAT(a, b) CAT_(a, b)
#define CAT_(a, b) a ## b
#define UNIQUE(name) CAT(name, __COUNTER__)
int UNIQUE(tmp), UNIQUE(tmp), UNIQUE(tmp);
int c0 = __COUNTER__;
#define STR(x) #x
const char *s = STR(__COUNTER__);        // not expanded: no count
#define TWICE(x) x x
int t[] = { TWICE(__COUNTER__) };        // argument expanded once
#define DROP(x)
DROP(__COUNTER__)                        // never expanded
int c1 = __COUNTER__;
#if __COUNTER__ > 0
counter_in_if
#endif
int c2 = __COUNTER__;
