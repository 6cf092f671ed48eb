// #pragma once, also through a different path to the same file.
#include "once.h"
#include "once.h"
#include "sub/../once.h"
#include "./once.h"
// _Pragma("once") works like #pragma once.
#include "once_pragma_op.h"
#include "once_pragma_op.h"
// Empty headers and headers without a final newline.
#include <empty.h>
#include <no_newline.h>
= 1;
#include <no_newline.h>
int once = ONCE_VALUE + ONCE_OP_VALUE;
