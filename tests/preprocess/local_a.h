#ifndef LOCAL_A_H
#define LOCAL_A_H
#define LOCAL_A_VALUE 41
int local_a_line = __LINE__;
const char *local_a_file = __FILE__;
#endif // LOCAL_A_H
