// A project's helper header, as SDK samples and benchmark suites carry one:
// an error-check macro, a wall-clock timer class with virtual functions,
// and a log file.
#ifndef HELPER_CUDA_H
#define HELPER_CUDA_H
#include <cstdio>
#include <cstdlib>
#include <sys/time.h>
#include <cuda_runtime.h>

#define checkCudaErrors(call)                                                          \
    do {                                                                               \
        cudaError_t err_ = (call);                                                     \
        if (err_ != cudaSuccess) {                                                     \
            fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),      \
                    __FILE__, __LINE__);                                               \
            exit(EXIT_FAILURE);                                                        \
        }                                                                              \
    } while (0)

class StopWatchInterface {
  public:
    virtual ~StopWatchInterface() {}
    virtual void start() = 0;
    virtual void stop() = 0;
    virtual float getTime() = 0;
};

class StopWatchLinux : public StopWatchInterface {
  public:
    StopWatchLinux() : elapsed(0.0f) {}
    virtual ~StopWatchLinux() {}
    virtual void start() { gettimeofday(&begin, NULL); }
    virtual void stop() {
        struct timeval end;
        gettimeofday(&end, NULL);
        elapsed += (end.tv_sec - begin.tv_sec) * 1000.0f + (end.tv_usec - begin.tv_usec) / 1000.0f;
    }
    virtual float getTime() { return elapsed; }

  private:
    struct timeval begin;
    float elapsed;
};

static FILE *logFile = NULL;
inline void logf_line(const char *msg) {
    if (logFile)
        fprintf(logFile, "%s\n", msg);
}

inline int iDivUp(int a, int b) { return (a % b != 0) ? (a / b + 1) : (a / b); }
#endif
