/* cudac: <unistd.h>, the POSIX calls host code of benchmarks uses
 * (options, sleeping, files), declared so host code type-checks. */
#ifndef __CUDAC_UNISTD_H__
#define __CUDAC_UNISTD_H__
#include <stddef.h>
/* The POSIX revision glibc implements (code checks it for timers). */
#define _POSIX_VERSION 200809L
#define _POSIX_TIMERS 200809L
#define _POSIX_MONOTONIC_CLOCK 200809L
typedef long ssize_t;
typedef int pid_t;
extern "C" {
extern char *optarg;
extern int optind, opterr, optopt;
int getopt(int argc, char *const argv[], const char *optstring);
unsigned int sleep(unsigned int seconds);
int usleep(unsigned int usec);
int close(int fd);
ssize_t read(int fd, void *buf, size_t n);
ssize_t write(int fd, const void *buf, size_t n);
int access(const char *path, int mode);
long sysconf(int name);
pid_t getpid(void);
int gethostname(char *name, size_t len);
char *getcwd(char *buf, size_t size);
}
#define F_OK 0
#define R_OK 4
#define W_OK 2
#define X_OK 1
#define _SC_NPROCESSORS_ONLN 84
#endif
