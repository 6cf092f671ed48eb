// Each preprocessor error is reported at its own line, and all of them are
// reported before compilation stops. (The stand-in host compiler keeps
// the searched list the same on every machine.)
// ARGS: -ccbin ui/host-compiler/c++
#define PAIR(a, b) a + b
int x = PAIR(1);
int y = PAIR(1, 2, 3);
#frobnicate
#if 1
#else
#else
#endif
#if 1 / 0
#endif
#include "no_such_header.h"
#warning a warning from the source
#error custom message
const char *s = "unterminated;
#if 0
