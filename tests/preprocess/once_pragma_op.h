_Pragma("once")
#define ONCE_OP_VALUE 5
int once_op_copy;
