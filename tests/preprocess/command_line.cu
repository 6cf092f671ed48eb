// ARGS: -DUSE_FAST_MATH -DARCH=80 -DNAME=kernel_v2 -DEMPTY= -UNOT_THERE -DPAIR(a,b)=a##b
// -D and -U from the command line, given to both preprocessors.
#if defined(USE_FAST_MATH) && USE_FAST_MATH == 1
fast_math
#endif
#if ARCH >= 80
void NAME(void) EMPTY;
#elif ARCH >= 70
void old(void);
#endif
#ifndef NOT_THERE
not_there
#endif
int PAIR(x, y) = ARCH;
