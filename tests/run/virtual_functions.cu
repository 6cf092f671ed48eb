// Virtual functions in device code (issue 44): dispatch through base
// pointers and references, overriders several levels down, pure virtual
// bases, virtual calls in constructors and destructors (the class's own
// overrider), virtual destructors through `delete`, a second dynamic
// base (its entries are thunks), qualified calls, slicing copies and
// assignments that keep the target's vtable pointer, covariant returns.
__device__ int log_[32];
__device__ int nlog;
__device__ void note(int v) { log_[nlog++] = v; }

struct Shape {
    int id;
    __device__ Shape(int i) : id(i) { note(kind()); }
    __device__ virtual int kind() const { return 1; }
    __device__ virtual int area() const = 0;
    __device__ virtual ~Shape() { note(100 + kind()); }
    __device__ int twice() const { return 2 * area(); }
};

struct Square : Shape {
    int s;
    __device__ Square(int i, int side) : Shape(i), s(side) { note(kind()); }
    __device__ int kind() const override { return 2; }
    __device__ int area() const override { return s * s; }
    __device__ ~Square() { note(200 + kind()); }
};

struct Cube : Square {
    __device__ Cube(int i, int side) : Square(i, side) {}
    __device__ int area() const override { return 6 * Square::area(); }
};

// No destructor of its own: the implicit one overrides Shape's.
struct Rect : Shape {
    int w, h;
    __device__ Rect(int w_, int h_) : Shape(7), w(w_), h(h_) {}
    __device__ int area() const override { return w * h; }
};

struct Named {
    int tag = 40;
    __device__ virtual int name() const { return tag; }
};

// Two dynamic bases: `Named` is not primary, so calls through a `Named*`
// reach `Both::name` through a thunk that moves `this` back.
struct Both : Shape, Named {
    int extra = 5;
    __device__ Both() : Shape(9) {}
    __device__ int area() const override { return extra; }
    __device__ int name() const override { return 50 + extra + id; }
};

struct Base {
    int v = 1;
    __device__ virtual int get() const { return v; }
    __device__ virtual Base *self() { return this; }
};
struct Derived : Base {
    int w = 10;
    __device__ int get() const override { return v + w; }
    __device__ Derived *self() override { return this; }
};

__device__ int total(Shape **shapes, int n) {
    int sum = 0;
    for (int i = 0; i < n; ++i)
        sum += shapes[i]->area();
    return sum;
}

__global__ void run(int *out) {
    int zero = out[63];
    nlog = 0;
    {
        Square sq(1, 3 + zero);
        Shape &r = sq;
        out[0] = r.area();
        out[1] = r.kind();
        out[2] = r.twice();
        out[3] = r.Shape::kind();
    }
    Shape *list[3];
    list[0] = new Square(2, 2 + zero);
    list[1] = new Cube(3, 1 + zero);
    list[2] = new Rect(4 + zero, 5);
    out[4] = total(list, 3);
    out[5] = list[1]->kind();
    for (int i = 0; i < 3; ++i)
        delete list[i];
    Both b;
    Named *n = &b;
    out[6] = n->name();
    Shape *s = &b;
    out[7] = s->area() + s->id;
    out[8] = (int)((char *)n - (char *)&b) > 0;
    Derived d;
    d.w = 20 + zero;
    Base copy = d;
    out[9] = copy.get();
    Base &ref = d;
    Base other;
    other.v = 3;
    ref = other;
    out[10] = ref.get();
    out[11] = d.self()->w + (ref.self() == &ref);
    for (int i = 0; i < nlog && i < 20; ++i)
        out[20 + i] = log_[i];
    out[19] = nlog;
}
