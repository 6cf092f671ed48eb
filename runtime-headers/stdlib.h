/* cudac: <stdlib.h>. Device code has malloc and free (declared by the
 * prelude, as nvcc's cuda_runtime.h does) and the integer abs family (the
 * compiler's math library: abs, labs, llabs); the rest is the C library's
 * host interface, declared so host code type-checks. */
#ifndef __CUDAC_STDLIB_H__
#define __CUDAC_STDLIB_H__
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647

typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;

extern "C" {
void *calloc(size_t n, size_t size);
void *realloc(void *ptr, size_t size);
void *aligned_alloc(size_t alignment, size_t size);
int posix_memalign(void **ptr, size_t alignment, size_t size);
__attribute__((noreturn)) void exit(int status);
__attribute__((noreturn)) void abort(void);
__attribute__((noreturn)) void _Exit(int status);
int atexit(void (*fn)(void));
int atoi(const char *s);
long atol(const char *s);
long long atoll(const char *s);
double atof(const char *s);
long strtol(const char *s, char **end, int base);
unsigned long strtoul(const char *s, char **end, int base);
long long strtoll(const char *s, char **end, int base);
unsigned long long strtoull(const char *s, char **end, int base);
double strtod(const char *s, char **end);
float strtof(const char *s, char **end);
int rand(void);
void srand(unsigned int seed);
int rand_r(unsigned int *seed);
double drand48(void);
void srand48(long seed);
long lrand48(void);
char *getenv(const char *name);
int setenv(const char *name, const char *value, int overwrite);
int system(const char *command);
void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *));
void *bsearch(const void *key, const void *base, size_t n, size_t size,
              int (*cmp)(const void *, const void *));
div_t div(int a, int b);
ldiv_t ldiv(long a, long b);
}
#endif
