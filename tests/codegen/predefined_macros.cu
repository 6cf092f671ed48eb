// The predefined macros agree with the target: nvcc's CUDA macros for the
// chosen arch (and -rdc), and the nvptx64 data model that sema lays out.
// (The ptxas sweep recompiles this for other archs, so only the shape of
// __CUDA_ARCH__ is checked here; its value per arch is a unit test.)
// ARGS: -arch=sm_80 -rdc=true
#if __CUDA_ARCH__ != __CUDA_ARCH_LIST__ || __CUDA_ARCH__ < 500 || __CUDA_ARCH__ % 10 != 0
#error "CUDA arch macros"
#endif
#if !defined(__CUDACC__)
#error "__CUDACC__"
#endif
#if !defined(__CUDACC_RDC__) || __NVCC__ != 1
#error "rdc / nvcc macros"
#endif
#if __cplusplus < 201703L || __CHAR_BIT__ != 8 || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "standard macros"
#endif
#if __has_attribute(launch_bounds) != 1 || __has_cpp_attribute(fallthrough) != 201603L
#error "feature tests"
#endif
// Every entry is 1 when the macro matches sema's layout.
__device__ int data_model[] = {
    sizeof(short) == __SIZEOF_SHORT__,
    sizeof(int) == __SIZEOF_INT__,
    sizeof(long) == __SIZEOF_LONG__,
    sizeof(long long) == __SIZEOF_LONG_LONG__,
    sizeof(void *) == __SIZEOF_POINTER__,
    sizeof(float) == __SIZEOF_FLOAT__,
    sizeof(double) == __SIZEOF_DOUBLE__,
    sizeof(__SIZE_TYPE__) == __SIZEOF_SIZE_T__,
    sizeof(__PTRDIFF_TYPE__) == __SIZEOF_PTRDIFF_T__,
    sizeof(__WCHAR_TYPE__) == __SIZEOF_WCHAR_T__,
    (__INTMAX_TYPE__)__INT_MAX__ + 1 > 0,
    (int)(__SCHAR_MAX__ + 1) == 128,
};
// CHECK: @data_model = local_unnamed_addr addrspace(1) externally_initialized global [12 x i32] [i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1]
