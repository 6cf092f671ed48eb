#define SIBLING_VALUE 1
const char *sibling_file = __FILE__;
int sibling_line = __LINE__;
