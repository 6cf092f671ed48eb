// Host code's system headers and what it declares with them never stop a
// device compile: glibc's <sched.h> and <pthread.h> are read as nvcc reads
// them (with --no-host-headers they are skipped with a warning, and a
// file-scope typedef of a type from a skipped header is no error unless
// device code uses it), and <unistd.h> says which POSIX revision it is
// (code tests it).
#include <sched.h>
#include <pthread.h>
#include <unistd.h>
#if _POSIX_VERSION >= 200112L
typedef unsigned long long pb_Timestamp;
#else
#error "no POSIX timers"
#endif
typedef pthread_t CUTThread;
CUTThread start_thread(void *(*f)(void *), void *data);
__global__ void k(pb_Timestamp *p) { p[threadIdx.x] = 1; }
