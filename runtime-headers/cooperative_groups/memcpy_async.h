/* cooperative_groups/memcpy_async.h shipped with cudac: asynchronous copies
 * (cg::memcpy_async, cg::wait) are not supported yet, so this declares
 * nothing; libraries include it without using it (CUB does), and a use is
 * an "undeclared" error. */
#include <cooperative_groups.h>
