// Records nested 14 levels deep: everything 9 or more levels below a root
// is clamped into level 9, still leaves first, and one pass suffices.
// ARGS: --emit=types
// CHECK: level 9  int  size 4 align 4  = i32
// CHECK: level 9  struct L13  size 4 align 4  = %struct.L13 = type { i32 }
// CHECK: level 9  struct L12  size 4 align 4  = %struct.L12 = type { %struct.L13 }
// CHECK: level 9  struct L7  size 4 align 4  = %struct.L7 = type { %struct.L8 }
// CHECK: level 8  struct L6  size 4 align 4  = %struct.L6 = type { %struct.L7 }
// CHECK: level 3  struct L1  size 4 align 4  = %struct.L1 = type { %struct.L2 }
// CHECK: level 2  struct L0  size 4 align 4  = %struct.L0 = type { %struct.L1 }
// CHECK: level 1  L0 *  size 8 align 8  = ptr
// CHECK: level 0  void (L0 *)  incomplete  = void (ptr)
// CHECK: passes: 1
struct L13 { int x; };
struct L12 { L13 a; };
struct L11 { L12 a; };
struct L10 { L11 a; };
struct L9 { L10 a; };
struct L8 { L9 a; };
struct L7 { L8 a; };
struct L6 { L7 a; };
struct L5 { L6 a; };
struct L4 { L5 a; };
struct L3 { L4 a; };
struct L2 { L3 a; };
struct L1 { L2 a; };
struct L0 { L1 a; };
__global__ void deep(L0 *p) {
    p->a.a.a.a.a.a.a.a.a.a.a.a.a.x = 1;
}
