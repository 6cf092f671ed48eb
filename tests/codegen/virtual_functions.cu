// Virtual functions as nvcc 13.0 compiles them (sm_80): each vtable is
// offset-to-top, a null RTTI pointer, then the entries; a pure virtual
// function's entry is 0; a destructor has two entries (D1, then the
// deleting D0, which frees with the device heap's `free`); a second
// dynamic base has its own vtable in the group (offset-to-top -16) whose
// overridden entry is a thunk `_ZThn16_…`. The vtable lines are nvcc's
// but for the offset's spelling (nvcc: 18446744073709551600); vtables
// nothing reads are dropped (`Named`'s), and a local object's virtual
// calls are devirtualised, as nvcc does.
// ARGS: -arch=sm_80 -ptx
struct Shape {
    int id;
    __device__ Shape(int i) : id(i) {}
    __device__ virtual int area() const = 0;
    __device__ virtual ~Shape() {}
};
struct Named {
    int tag = 40;
    __device__ virtual int name() const { return tag; }
};
struct Both : Shape, Named {
    int extra = 5;
    __device__ Both() : Shape(9) {}
    __device__ int area() const override { return extra; }
    __device__ int name() const override { return 50 + extra + id; }
};
// One kernel builds the objects, another calls through them: nothing can
// be devirtualised, so the vtables stay.
__global__ void make(Named **n, Shape **s) {
    Both *b = new Both;
    *n = b;
    *s = b;
    *s = new Both;
}
__global__ void calls(Named **n, Shape **s, int *o) {
    o[0] = (*n)->name();
    o[1] = (*s)->area();
    delete *s;
}
__global__ void local(int *o) {
    Both b;
    Shape &s = b;
    o[0] = s.area();
}

// CHECK: .global .align 8 .u64 _ZTV5Shape[5] = {0, 0, 0, _ZN5ShapeD1Ev, _ZN5ShapeD0Ev};
// CHECK-NEXT: .global .align 8 .u64 _ZTV4Both[9] = {0, 0, _ZNK4Both4areaEv, _ZN4BothD1Ev, _ZN4BothD0Ev, _ZNK4Both4nameEv, 0-16, 0, _ZThn16_NK4Both4nameEv};
// CHECK: .func _ZN5ShapeD0Ev(
// CHECK: free,
// CHECK: .func  (.param .b32 func_retval0) _ZThn16_NK4Both4nameEv(
// CHECK: .visible .entry _Z5localPi(
// CHECK: st.global.u32 	[%rd2], %r1;
// CHECK-NEXT: ret;
