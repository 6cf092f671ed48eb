// A local pointer to function whose parameters are user types without
// names, `float (*f)(V, V) = dot;`, is a declaration: tree-sitter reads
// it as a cast `float(*f)` called with `(V, V)` (it cannot know `V` is a
// type), and cudac said "use of undeclared identifier 'f'". A call of a
// cast to a type is never what anyone writes, so with every name in it
// declared only as a type it is read as the declaration, with or without
// an initialiser, and with a user type as the return type too.
// ARGS: -O0 --emit=llvm-ir
// CHECK: define void @_Z1kPfi(
// CHECK: %h = alloca ptr
// CHECK: %g = alloca ptr
// CHECK: %f = alloca ptr
// CHECK: store ptr @_Z3dot1VS_, ptr %f
// CHECK: store ptr @_Z4make1V, ptr %g
// CHECK: call %struct.V %
// CHECK: call float %
// CHECK: call float %
struct V { float x, y; };
__device__ float dot(V a, V b) { return a.x * b.x + a.y * b.y; }
__device__ V make(V a) { return V{a.y, a.x}; }
__global__ void k(float *out, int i) {
    float (*f)(V, V) = dot;
    V (*g)(V) = make;
    float (*h)(V, V);
    h = f;
    V a = {out[0], out[1]};
    out[i] = f(a, g(a)) + h(a, a);
}
