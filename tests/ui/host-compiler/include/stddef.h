// The stand-in host's C library: what cudac's CUDA headers include.
#pragma once
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#define NULL 0
