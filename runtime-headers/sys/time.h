/* cudac: <sys/time.h>, the POSIX wall clock host code times kernels with. */
#ifndef __CUDAC_SYS_TIME_H__
#define __CUDAC_SYS_TIME_H__
#include <time.h>
typedef long suseconds_t;
struct timeval {
    time_t tv_sec;
    suseconds_t tv_usec;
};
struct timezone {
    int tz_minuteswest;
    int tz_dsttime;
};
extern "C" int gettimeofday(struct timeval *tv, void *tz);
#endif
