// Classes with bases laid out and computed as clang-19 does
// (tests/suites.rs `layout_matches_clang`): base subobjects first, empty
// bases at offset 0 unless an empty subobject of the same type is
// already there, non-POD bases whose tail padding the derived class
// reuses, multiple bases, initialised globals of aggregates with bases,
// and functions (folded to constants) converting between derived and
// base objects, references and pointers.
#ifdef __clang__
#define __device__ __attribute__((device))
#define offsetof(t, m) __builtin_offsetof(t, m)
#endif

struct Empty {};
struct Tag {};
struct Base {
    int a;
    float b;
};
struct Derived : Base {
    int c;
};
struct Multi : Empty, Base, Tag {
    char d;
};
struct TwoEmpty : Empty {
    Empty e; // must not share Empty's address
    int x;
};
struct OnlyEmpty : Empty, Tag {};
struct Chain : OnlyEmpty {
    Empty inner;
    short s;
};
struct Padded {
    double d;
    char c;
};
struct AfterPod : Padded {
    char e; // a POD base keeps its tail padding
};
struct NonPod {
    int n;
    char c;
    __device__ NonPod() : n(0), c(0) {}
};
struct ReusesTail : NonPod {
    char e; // placed in NonPod's tail padding
    short f;
};
struct Private {
    __device__ int get() const { return v; }
    __device__ void put(int x) { v = x; }

  private:
    int v;
    char k;
};
struct AfterPrivate : Private {
    char e;
};
struct Left {
    int l;
};
struct Right {
    double r;
};
struct Both : Left, Right {
    char z;
};
struct Deep : Both, Tag {
    int w;
};

__device__ unsigned long sizes[] = {
    sizeof(Derived),      offsetof(Derived, c),     sizeof(Multi),
    offsetof(Multi, d),   sizeof(TwoEmpty),         offsetof(TwoEmpty, e),
    offsetof(TwoEmpty, x), sizeof(OnlyEmpty),       sizeof(Chain),
    offsetof(Chain, inner), offsetof(Chain, s),     sizeof(AfterPod),
    offsetof(AfterPod, e), sizeof(ReusesTail),      offsetof(ReusesTail, e),
    offsetof(ReusesTail, f), sizeof(AfterPrivate),  offsetof(AfterPrivate, e),
    sizeof(Both),         offsetof(Both, z),        sizeof(Deep),
    offsetof(Deep, w),    alignof(Deep),            alignof(ReusesTail),
};

__device__ Derived g_derived = {{7, 2.5f}, 9};
__device__ Multi g_multi = {{}, {1, 2.0f}, {}, 'x'};
__device__ Both g_both = {{3}, {4.5}, 'z'};
__device__ Deep g_deep = {{{5}, {6.0}, 'q'}, {}, 11};
__device__ AfterPod g_after = {{1.0, 'a'}, 'b'};

__device__ int base_of_multi(int k) {
    Multi m;
    m.a = k;
    m.b = 1.0f;
    m.d = 3;
    Base *b = &m;
    Multi *back = static_cast<Multi *>(b);
    Base &r = m;
    return back->d * 100 + b->a * 10 + (int)r.b + (b == &m);
}
__device__ long right_offset() {
    Both x;
    Right *r = &x;
    return (char *)r - (char *)&x;
}
__device__ long deep_offsets() {
    Deep d;
    Left *l = &d;
    Right *r = &d;
    Both *b = &d;
    return ((char *)r - (char *)&d) * 100 + ((char *)l - (char *)&d) * 10 + ((char *)b - (char *)&d);
}
__device__ int null_stays_null() {
    Both *p = 0;
    Right *r = p;
    return r == 0;
}
__device__ int slicing() {
    Derived d = {{4, 0.5f}, 6};
    Base b = d;
    b.a += 1;
    return b.a * 10 + d.a + d.c;
}
__device__ int tail_kept() {
    ReusesTail t;
    t.e = 5;
    t.f = 7;
    NonPod &base = t;
    base.n = 40;
    return t.n + t.e + t.f + t.c;
}
__device__ int private_base() {
    AfterPrivate p;
    p.put(12);
    p.e = 3;
    return p.get() + p.e;
}
__device__ double downcast_ref(double v) {
    Both x;
    x.r = v;
    x.l = 2;
    x.z = 1;
    Right &r = x;
    Both &back = static_cast<Both &>(r);
    return back.r * back.l + back.z;
}
__device__ double folded_multi() { return downcast_ref(1.25); }
// Assigning through a reference to a base must not write the base's tail
// padding, where the derived class keeps `e`.
__device__ int tail_survives_assignment() {
    ReusesTail t;
    t.e = 5;
    t.f = 7;
    NonPod other;
    other.n = 3;
    NonPod &base = t;
    base = other;
    return t.e * 100 + t.f * 10 + t.n;
}
// `Base()` and `m()` in a member-initialiser list value-initialise: zero,
// then the default member initialisers.
struct WithDefaults {
    int a = 3;
    int b;
};
struct ValueInit : WithDefaults {
    int m;
    __device__ ValueInit() : WithDefaults(), m() {}
};
__device__ int value_initialised() {
    ValueInit v;
    return v.a * 100 + v.b * 10 + v.m + 1;
}
