// The last line has no newline and ends in a directive.
#define LAST 1
int last = LAST;
#if LAST
int taken;
#endif