// Guards in several spellings; angle-bracket includes via -I.
#include <guarded_twice.h>
#include "include/guarded_twice.h"
#include <guarded_twice.h>
int v = GT_VALUE;
