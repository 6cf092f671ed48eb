// A header in an -isystem directory: left out of -MM lists.
#define DEP_SYS_BIAS 1.0f
