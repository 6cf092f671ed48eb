// The built-in vector types come with the implicit runtime headers and have
// NVIDIA's vector_types.h alignments: x2 of 1/2/4-byte elements is aligned to
// its size, x4 of 1/2-byte elements too, int4/uint4/float4 and every
// 2- and 4-element 64-bit type to 16, the 1- and 3-element types naturally;
// `_32a` asks for 32. Sizes follow (float3 is 12 bytes, char3 3).
// ARGS: -O0 --emit=llvm-ir
// CHECK: @align_of = addrspace(1) externally_initialized global [24 x i64] [i64 1, i64 2, i64 1, i64 4, i64 2, i64 4, i64 2, i64 8, i64 4, i64 8, i64 4, i64 16, i64 8, i64 16, i64 8, i64 16, i64 4, i64 8, i64 4, i64 16, i64 8, i64 16, i64 8, i64 16]
// CHECK: @size_of = addrspace(1) externally_initialized global [8 x i64] [i64 3, i64 12, i64 16, i64 24, i64 32, i64 32, i64 32, i64 12]
// CHECK: @misc = addrspace(1) externally_initialized global [6 x i64] [i64 16, i64 32, i64 16, i64 16, i64 8, i64 16]
#define A4(t) alignof(t##1), alignof(t##2), alignof(t##3), alignof(t##4)
__device__ unsigned long long align_of[] = {A4(char), A4(short), A4(int), A4(long), A4(float), A4(double)};
__device__ unsigned long long size_of[] = {sizeof(char3), sizeof(float3), sizeof(float4), sizeof(double3),
                                           sizeof(double4), sizeof(long4), sizeof(ulonglong4), sizeof(uint3)};
__device__ unsigned long long misc[] = {alignof(double4_16a), alignof(double4_32a), alignof(longlong2),
                                        alignof(ulong4), alignof(uint2), alignof(uchar4) * 4};
