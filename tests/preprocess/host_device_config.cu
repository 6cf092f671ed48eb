// ARGS: -DMY_CUDACC -DMY_CUDA_ARCH=750 -DMY_VERSION_MAJOR=12 -DMY_VERSION_MINOR=4
// A portability header in the style of real CUDA libraries (compiler
// macros replaced by MY_* so that gcc sees the same ones).
#if defined(MY_CUDACC)
#  define HOST_DEVICE __host__ __device__
#  define DEVICE_ONLY __device__
#  if defined(MY_CUDA_ARCH) && MY_CUDA_ARCH >= 700
#    define HAS_INDEPENDENT_THREAD_SCHEDULING 1
#  else
#    define HAS_INDEPENDENT_THREAD_SCHEDULING 0
#  endif
#else
#  define HOST_DEVICE
#  define DEVICE_ONLY
#  define HAS_INDEPENDENT_THREAD_SCHEDULING 0
#endif
#define MY_VERSION (MY_VERSION_MAJOR * 1000 + MY_VERSION_MINOR * 10)
#if MY_VERSION >= 12040
#  define NODISCARD [[nodiscard]]
#elif MY_VERSION >= 11000
#  define NODISCARD __attribute__((warn_unused_result))
#else
#  define NODISCARD
#endif
#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)
#define ARCH_NAME "sm_" STRINGIFY(MY_CUDA_ARCH)
#define CONCAT_(a, b) a##b
#define CONCAT(a, b) CONCAT_(a, b)
#define VERSIONED(name) CONCAT(name##_v, MY_VERSION_MAJOR)
#ifdef __cplusplus
extern "C" {
#endif
NODISCARD HOST_DEVICE int VERSIONED(lib_init)(void);
DEVICE_ONLY float VERSIONED(lib_warp_sum)(float v);
#ifdef __cplusplus
}
#endif
static const char *arch = ARCH_NAME;
static const int its = HAS_INDEPENDENT_THREAD_SCHEDULING;
#if HAS_INDEPENDENT_THREAD_SCHEDULING
#  define SYNCWARP() __syncwarp()
#else
#  define SYNCWARP()
#endif
HOST_DEVICE inline void sync_lanes() { SYNCWARP(); }
