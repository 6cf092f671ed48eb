// Reaches back up from sub/: __FILE__ keeps the path as written.
#include "../uplevel_target.h"
const char *uplevel_file = __FILE__;
