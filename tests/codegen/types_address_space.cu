// --emit=types over records holding address-space-qualified pointers: each
// pointer is its space's LLVM pointer and the records that hold them carry
// the space (the worklist's propagation through by-value nesting).
// ARGS: --emit=types --no-host-headers
// CHECK: __attribute__((address_space(1))) float *  size 8 align 8  = ptr addrspace(1)  carries addrspace(1)
// CHECK: __attribute__((address_space(3))) int *  size 8 align 8  = ptr addrspace(3)  carries addrspace(3)
// CHECK: struct Inner  size 16 align 8  = %struct.Inner = type { ptr addrspace(1), ptr addrspace(3) }  carries addrspace(1)  carries addrspace(3)
// CHECK: struct Outer  size 40 align 8  = %struct.Outer = type { [2 x %struct.Inner], ptr }  carries addrspace(1)  carries addrspace(3)
// CHECK: level 1  void  incomplete  = void
// CHECK: passes: 1
struct Inner { __attribute__((address_space(1))) float *g; __attribute__((address_space(3))) int *s; };
struct Outer { Inner pair[2]; Outer *next; };
__global__ void k(Outer *o, float *out) { out[0] = *o->pair[1].g; }
