// An asm label on a host declaration renames a host symbol, as glibc's
// headers do (`__REDIRECT`): device code never links to it, so it is
// accepted. On a device function it would change the symbol's name,
// which cudac does not do yet: an error, not a differently named
// function.
extern int fscanf_like(const char *format, ...) __asm__("__isoc99_fscanf");
int host_only(int) __asm__("renamed_host_only");

__device__ int renamed(int) __asm__("other_name");

__global__ void k(int *o) { o[0] = 1; }
