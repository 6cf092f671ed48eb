// A host constant whose initialiser needs a class cudac could not compile
// (`sizeof(S)`, S holding a variable-length array) is an error where
// device code reads it, never a silently folded value.
int n = 3;
struct S { int a[n]; int b; };
template <class T> struct U { static constexpr int W = sizeof(T) / 4; };
__global__ void k(int *o) { o[0] = U<S>::W; }
__global__ void k2(int *o) { o[0] = sizeof(S); }
__global__ void k3(int *o) { S s; o[0] = 1; }
int main() { return U<S>::W; }
