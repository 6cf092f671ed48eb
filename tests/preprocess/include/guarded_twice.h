// Guard with #if !defined instead of #ifndef.
#if !defined(GUARDED_TWICE_H)
#define GUARDED_TWICE_H
#define GT_VALUE 9
int guarded_twice;
#endif
