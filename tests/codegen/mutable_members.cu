// `mutable` data members ([dcl.stc]/10): writable through a const object,
// in a const member function (a cache, a counter) or directly; the other
// members stay read-only. A const global with a mutable member somewhere
// in it is a variable, not an LLVM constant whose reads fold. cudac used
// to ignore `mutable` and reject the writes ("read-only variable is not
// assignable").
// CHECK: @s = internal addrspace(1) externally_initialized global %struct.S { i32 1, i32 2 }
// CHECK: @c = internal addrspace(1) externally_initialized global %struct.Counter { i32 10, i32 0 }
// CHECK: define void @_Z1kPi(
// CHECK: store i32 3, ptr addrspacecast (ptr addrspace(1) @s to ptr)
// CHECK: store i32 12,
// CHECK: store i32 %inc
struct Counter {
    int limit;
    mutable int hits;
    __device__ int get() const { ++hits; return limit; }
};
struct S { mutable int x; int y; };
__device__ const S s = {1, 2};
__device__ const Counter c = {10, 0};
__global__ void k(int *o) {
    s.x = 3;
    o[0] = s.x + s.y;
    const Counter local = {5, 0};
    o[1] = local.get() + local.get() + local.hits;
    o[2] = c.get() + c.hits;
}
