// Without -rdc, only an anonymous namespace needs the unit's id: nvcc
// names it after the file's first external definition (a function with a
// body, or a variable with an initialiser, neither inline nor a
// template's). This file has none (declarations, inline and static
// functions, an uninitialised variable and an explicit instantiation do
// not count), so nvcc's name for `hidden` changes with every run.
namespace {
__global__ void hidden(int *p) { p[0] = 1; }
__device__ int not_a_kernel_but_used;
}
static __global__ void fine_without_rdc(int *p) { p[0] = 2; }
void declared_only(int *p);
inline void helper() {}
static void host_only(int *p) { hidden<<<1, 1>>>(p); }
int uninitialised;
template <class T> void tmpl(T) {}
template void tmpl<int>(int);
