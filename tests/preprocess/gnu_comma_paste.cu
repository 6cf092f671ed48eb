// GNU extension, used by much real code (and by clang and MSVC):
// `, ## __VA_ARGS__` drops the comma when the variable arguments are
// absent and keeps it, pasting nothing, when they are present.
#define LOG(fmt, ...) printf(fmt, ## __VA_ARGS__)
LOG("plain\n");
LOG("one %d\n", 1);
LOG("two %d %d\n", 1, 2);
LOG("empty but present\n",);
#define LOGN(fmt, args...) printf(fmt, ##args)
LOGN("plain\n");
LOGN("one %d\n", 1);
