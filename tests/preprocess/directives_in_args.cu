// Conditional directives between the arguments of a macro invocation
// (undefined by the standard, but gcc and clang process them).
#define CALL(...) call(__VA_ARGS__)
#define USE_B 1
CALL(a,
#if USE_B
     b,
#else
     c,
#endif
     d);
CALL(
#ifdef NOT_DEFINED
  never
#endif
);
