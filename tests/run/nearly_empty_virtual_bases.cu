// Nearly empty virtual bases (interfaces: a vtable pointer and nothing
// else) are primary bases when a class has no dynamic non-virtual base
// (Itanium ABI): they share the class's vtable pointer and place, and a
// second class they are primary for finds them where the first put them,
// and while that second class is built as part of the larger object, a
// call through the shared base still reaches its own overrider.
struct Shape {
    __device__ virtual int area() const = 0;
    __device__ virtual ~Shape() {}
};
struct Named {
    __device__ virtual int name() const { return 7; }
};
struct Square : virtual Shape {
    int s;
    __device__ explicit Square(int s) : s(s) {}
    __device__ int area() const override { return s * s; }
};
struct Labelled : virtual Shape, virtual Named {
    int label = 3;
    __device__ int name() const override { return label; }
};
struct Both : Square, Labelled {
    __device__ Both() : Square(4) {}
    __device__ int name() const override { return 40 + label; }
};
struct Counted : virtual Named {
    int *log;
    __device__ explicit Counted(int *l) : log(l) {
        const Named &n = *this;
        *log = n.name();
    }
    __device__ int name() const override { return 9; }
};
struct Outer : Counted {
    __device__ explicit Outer(int *l) : Counted(l) {}
    __device__ int name() const override { return 11; }
};

struct Tag {
    __device__ virtual int tag() const { return 1; }
};
struct First : virtual Tag {
    int a = 2;
    __device__ int tag() const override { return 20; }
};
struct Second : virtual Tag {
    int seen;
    __device__ Second() {
        const Tag *t = this;
        seen = t->tag();
    }
    __device__ int tag() const override { return 30; }
};
struct Pair : First, Second {
    __device__ int tag() const override { return 40; }
};

__device__ int area_of(const Shape &s) { return s.area(); }
__device__ int name_of(const Named *n) { return n->name(); }

__global__ void run(int *out) {
    Both b;
    out[0] = area_of(b);
    out[1] = name_of(&b);
    out[2] = (char *)static_cast<Shape *>(&b) - (char *)&b;
    out[3] = (char *)static_cast<Named *>(&b) - (char *)&b;
    out[4] = sizeof(Square) * 100 + sizeof(Labelled) * 10 + sizeof(Both) / 8;
    Shape *p = new Square(5);
    out[5] = p->area();
    delete p;
    Outer o(out + 6);
    out[7] = name_of(&o);
    Square sq(3);
    Square copy = sq;
    out[8] = area_of(copy);
    Pair pair;
    const Tag &t = pair;
    out[9] = pair.seen * 100 + t.tag();
    out[10] = (char *)static_cast<Tag *>(&pair) - (char *)&pair;
    out[11] = sizeof(Pair);
}
