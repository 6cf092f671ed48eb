// C++ alternative tokens are operators, also in #if ([lex.digraph]).
#define HAVE_A 1
#if defined(HAVE_A) and not defined(HAVE_B)
alt_and_not
#endif
#if 0 or 1
alt_or
#endif
#if (6 bitand 3) == 2 and (4 bitor 1) == 5 and (5 xor 1) == 4 and compl 0 == -1
alt_bitwise
#endif
#if 1 not_eq 2
alt_not_eq
#endif
if (a and b or not c) { x and_eq 1; y or_eq 2; z xor_eq 3; }
