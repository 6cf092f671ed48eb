/* cudac: <stddef.h> for device code (LP64, as nvcc's hosts). */
#ifndef __CUDAC_STDDEF_H__
#define __CUDAC_STDDEF_H__
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef struct { long long __ll; long double __ld; } max_align_t;
#ifndef NULL
#define NULL __null
#endif
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
