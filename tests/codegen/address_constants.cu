// Address constants in device variable initialisers: the address of a
// global, an array (decayed), an element, a member, pointer arithmetic,
// string literals, a function, inside aggregates, and a global defined
// after its use (`extern` first). The IR matches clang's; PTX writes them
// as `generic(arr)+8`.
// ARGS: --emit=llvm-ir -rdc=true
struct Pair { int a; int b; };
struct Holder { int *p; int n; };
__device__ int a = 7;
__device__ int arr[8] = {1, 2, 3, 4, 5, 6, 7, 8};
__device__ Pair pr = {10, 20};
__device__ int *pa = &a;
__device__ int *parr = arr;
__device__ int *p2 = &arr[2];
__device__ int *p3 = arr + 3;
__device__ int *pb = &pr.b;
__constant__ const char *msg = "hello";
__constant__ const char *const names[] = {"a", "bc"};
__device__ int twice(int x) { return 2 * x; }
__device__ int (*fp)(int) = twice;
__device__ Holder h = {arr + 5, 1};
extern __device__ int later;
__device__ int *pl = &later;
__device__ int later = 42;
__global__ void k(int *out) {
    out[0] = *pa + *parr + *p2 + *p3 + *pb + msg[1] + names[1][1] + (fp != 0) + *h.p + *pl;
}
// CHECK: @pa = local_unnamed_addr addrspace(1) externally_initialized global ptr addrspacecast (ptr addrspace(1) @a to ptr), align 8
// CHECK: @parr = local_unnamed_addr addrspace(1) externally_initialized global ptr addrspacecast (ptr addrspace(1) @arr to ptr), align 8
// CHECK: @p2 = local_unnamed_addr addrspace(1) externally_initialized global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @arr to ptr), i64 8), align 8
// CHECK: @p3 = local_unnamed_addr addrspace(1) externally_initialized global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @arr to ptr), i64 12), align 8
// CHECK: @pb = local_unnamed_addr addrspace(1) externally_initialized global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @pr to ptr), i64 4), align 8
// CHECK: @msg = local_unnamed_addr addrspace(4) externally_initialized global ptr addrspacecast (ptr addrspace(1) @.str to ptr), align 8
// CHECK: _names = internal addrspace(4) constant [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @.str.1 to ptr), ptr addrspacecast (ptr addrspace(1) @.str.2 to ptr)], align 8
// CHECK: @fp = local_unnamed_addr addrspace(1) externally_initialized global ptr @_Z5twicei, align 8
// CHECK: @h = local_unnamed_addr addrspace(1) externally_initialized global %struct.Holder { ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @arr to ptr), i64 20), i32 1 }, align 8
// CHECK: @pl = local_unnamed_addr addrspace(1) externally_initialized global ptr addrspacecast (ptr addrspace(1) @later to ptr), align 8
// CHECK: @.str = private unnamed_addr addrspace(1) constant [6 x i8] c"hello\00", align 1
