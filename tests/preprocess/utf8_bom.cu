// A UTF-8 byte order mark at the start of the file is not part of the
// text (gcc, clang and MSVC skip it; C++23 [lex.phases]/1 requires it).
#define BOM_OK 1
int x = BOM_OK;
