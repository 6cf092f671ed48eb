// Computed includes: the header name comes from a macro.
#define LOCAL_HEADER "local_a.h"
#include LOCAL_HEADER
#define ANGLED_HEADER <angled.h>
#include ANGLED_HEADER
#define STR(x) #x
#define XSTR(x) STR(x)
#define HEADER_OF(name) XSTR(sub/name.h)
#include HEADER_OF(sibling)
#include <angled.h>
#if __has_include("local_a.h") && __has_include(<angled.h>) && !__has_include("no_such_file.h")
has_include_works
#endif
#if __has_include(ANGLED_HEADER) && __has_include("sub/sibling.h")
has_include_with_macro_operand
#endif
#ifdef __has_include
has_include_is_defined
#endif
int value = LOCAL_A_VALUE + ANGLED_VALUE + SIBLING_VALUE;
