// Pulled in with -include before the first line of the input.
#define FORCED_N 4
