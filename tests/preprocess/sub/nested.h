#ifndef SUB_NESTED_H
#define SUB_NESTED_H
// "sibling.h" is found next to this header, not next to the main file.
#include "sibling.h"
#include "../local_a.h"
#define NESTED_VALUE (SIBLING_VALUE + LOCAL_A_VALUE)
const char *nested_file = __FILE__;
#endif
