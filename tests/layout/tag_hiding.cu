// A class and a function (or variable) with the same name in one scope: C's
// `struct stat` beside `int stat(...)`, and Parboil's `struct pb_Platform`
// beside a function `pb_Platform` (before: "redefinition as different kind
// of symbol"). The function or variable hides the class's ordinary name;
// `struct name` still finds the class. Values agree with clang-19's.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif
extern "C" {
struct pb_Platform {
    char *name;
    char *version;
};
struct pb_Platform *pb_Platform(char *name, char *version);
}
// Function first, then the class it shares its name with.
int stat(const char *path, struct stat *buf);
struct stat {
    long size;
    int mode;
};
struct counter {
    int n;
    short s;
};
__device__ struct counter counter = {5, 6};
__device__ int counter_value() { return counter.n + sizeof(struct counter); }

__device__ int sizes[] = {sizeof(struct pb_Platform), sizeof(struct stat), sizeof(counter)};
__device__ struct stat st = {123, 4};
