// Device `new` allocates from the device heap the CUDA headers declare
// (`__device__ malloc`). Without them (`--no-prelude`) the only `malloc`
// is glibc's, read from the host's headers: that is the host's heap, so
// this is the error, not a call to a host function (before: an internal
// compiler error, "call to a function that was not declared", found by
// the pipeline fuzz harness).
// ARGS: --no-prelude
#include <cstdlib>
struct S {
    int x;
};
__attribute__((global)) void make(S **p) { *p = new S{1}; }
