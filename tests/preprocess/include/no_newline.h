#ifndef NO_NEWLINE_H
#define NO_NEWLINE_H
int no_newline_decl
#endif