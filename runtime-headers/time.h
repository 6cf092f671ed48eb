/* cudac: <time.h>. clock() is the CUDA runtime's (host and device: on the
 * device the SM's 64-bit cycle counter, as nvcc's; declared by the
 * prelude); the rest is the C library's host interface, declared so host
 * code type-checks. */
#ifndef __CUDAC_TIME_H__
#define __CUDAC_TIME_H__
#include <stddef.h>
typedef long clock_t;
typedef long time_t;
typedef int clockid_t;
#define CLOCKS_PER_SEC ((clock_t)1000000)
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4

struct tm {
    int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
    long tm_gmtoff;
    const char *tm_zone;
};
struct timespec {
    time_t tv_sec;
    long tv_nsec;
};

extern "C" {
time_t time(time_t *t);
double difftime(time_t end, time_t start);
time_t mktime(struct tm *tm);
struct tm *localtime(const time_t *t);
struct tm *gmtime(const time_t *t);
struct tm *localtime_r(const time_t *t, struct tm *out);
char *ctime(const time_t *t);
char *asctime(const struct tm *tm);
size_t strftime(char *s, size_t max, const char *format, const struct tm *tm);
int clock_gettime(clockid_t id, struct timespec *ts);
int clock_getres(clockid_t id, struct timespec *ts);
int nanosleep(const struct timespec *req, struct timespec *rem);
}
#endif
