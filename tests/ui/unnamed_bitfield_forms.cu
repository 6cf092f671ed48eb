// Unnamed bit-fields after a multi-word type: `long long : 0;` is read
// again (see layout/unnamed_bitfields.cu); two of them in one declaration
// are not read yet and say so, once, without cascading into the uses.
// A width that is not a constant is reported as for any bit-field.
struct Two { unsigned a : 4; signed long long : 40, : 0; int z : 7; };
__device__ int g;
struct Nonconst { char c; unsigned long long : g; };
struct Fine { char c; long long : 0; char d; };
__global__ void k(Fine *f, int *o) { *o = sizeof(Fine) + f->d; }
