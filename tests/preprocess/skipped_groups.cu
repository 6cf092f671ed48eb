// Skipped groups may hold anything that lexes, even invalid directives
// and unbalanced quotes.
#if 0
This isn't code: don't look at it.
#error not reached
#warning not reached either
#include "does_not_exist.h"
#define BAD(
#unknown_directive with tokens
#if garbage ( ( (
#elif 1 / 0
#else
#endif
'unterminated char
"unterminated string
#pragma not_emitted
#else
taken_else
#endif

#if 1
taken
#else
#nonsense
#if 1
#endif
not_taken
#endif

#ifdef NOT_DEFINED
#  ifdef ALSO_NOT
#  elif 1/0
#  else
#    error nested error in skipped group
#  endif
#elif 0
#else
outer_else
#endif

#if 0
#if 1
#else
#endif
#elif 1
elif_after_nested_skip
#endif

#if 0
/* a comment that starts in a skipped group
#endif
   and ends here */
#else
comment_spanned_directive
#endif
