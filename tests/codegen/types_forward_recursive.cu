// The type translator's listing (--emit=types): mutually recursive records
// through a forward declaration, a record declared early and completed
// later, a self-referential list and tree.
// ARGS: --emit=types
// CHECK: level 9  struct A  size 16 align 8  = %struct.A = type { ptr, i32 }
// CHECK: level 9  struct B  size 16 align 8  = %struct.B = type { ptr, double }
// CHECK: level 9  struct Holder  size 8 align 8  = %struct.Holder = type { ptr }
// CHECK: level 9  struct Late  size 24 align 8  = %struct.Late = type { [3 x float], ptr }
// CHECK: level 9  struct List  size 16 align 8  = %struct.List = type { ptr, i32 }
// CHECK: level 9  struct Tree  size 24 align 8  = %struct.Tree = type { ptr, ptr, i64 }
// CHECK: level 0  void (A *, Holder *, List *, Tree *, int *)  incomplete  = void (ptr, ptr, ptr, ptr, ptr)
// CHECK: passes: 1
struct B;
struct A { B *b; int x; };
struct B { A *a; double d; };
struct Late;
struct Holder { Late *late; };
struct Late { float v[3]; Holder *back; };
struct List { List *next; int value; };
struct Tree { Tree *left, *right; long key; };
__global__ void walk(A *a, Holder *h, List *l, Tree *t, int *out) {
    out[0] = a->b->a->x + (int)h->late->v[1] + l->next->value + (int)t->left->key;
}
