/* cudac's <stdarg.h>. CUDA device code has no variable arguments: these
 * exist so host code that includes the header compiles, and so a device
 * use gets CUDA's diagnostic ("CUDA device code does not support va_arg")
 * instead of a syntax error. */
#ifndef __CUDAC_STDARG_H__
#define __CUDAC_STDARG_H__

typedef char *va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(dst, src) __builtin_va_copy(dst, src)
#define va_arg(ap, type) (*(type *)__builtin_va_arg(ap))

#endif /* __CUDAC_STDARG_H__ */
