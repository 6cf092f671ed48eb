// A declarator that names a destructor or an operator cannot declare a
// variable (the fuzzer's `__device__ P~ p2 = {5};` stopped LLVM with
// "Symbol name with unsupported characters", exit 70). Reported as clang
// does; nothing is declared.
union P { unsigned a; int *p; };
__device__ P~ p2 = {5};
__device__ int operator+ = 3;
__device__ int operator_count = 1;

__global__ void k(int *out) {
    P ~local = {1};
    *out = operator_count;
}
