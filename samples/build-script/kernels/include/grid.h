// Grid-stride loop over `n` elements: each thread starts at its global
// index and steps by the whole grid.
#pragma once
#define FOR_EACH_INDEX(i, n)                                                    \
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n);                \
         i += blockDim.x * gridDim.x)
