// #include "..." searches the including file's own directory first, and
// headers find their own neighbours relative to themselves.
#include "local_a.h"
#include "sub/nested.h"
// Included twice; the guard keeps the second copy out.
#include "local_a.h"
#include "sub/../local_a.h"
int from_a = LOCAL_A_VALUE, from_nested = NESTED_VALUE;
const char *main_file = __FILE__;
#include "sub/uplevel.h"
// A macro defined in a header says where it is used.
const char *used_here = WHERE_DEFINED;
