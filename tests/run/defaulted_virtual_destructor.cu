// `virtual ~Shape() = default;` is a virtual destructor: deleting a
// derived object through a `Shape *`, or destroying it through a base
// reference's vtable, runs the derived class's destructor and so its
// members' and bases'. Before, a defaulted destructor was taken for the
// implicit one even when virtual: no vtable slot, and `delete` through
// the base freed the object without destroying its members.
struct Count {
    int *live;
    __device__ explicit Count(int *l) : live(l) { ++*live; }
    __device__ ~Count() { --*live; }
};
struct Shape {
    __device__ virtual int area() const = 0;
    __device__ virtual ~Shape() = default;
};
struct Square : Shape {
    Count c;
    int s;
    __device__ Square(int *l, int s) : c(l), s(s) {}
    __device__ int area() const override { return s * s; }
};
struct Labelled : Square {
    Count d;
    __device__ Labelled(int *l) : Square(l, 3), d(l) {}
};
template <class T> struct Base {
    __device__ virtual ~Base() = default;
    __device__ virtual T get() const { return T(1); }
};
template <class T> struct Holder : Base<T> {
    Count c;
    __device__ explicit Holder(int *l) : c(l) {}
    __device__ T get() const override { return T(5); }
};

__global__ void run(int *out) {
    int *live = out + 40;
    Shape *shapes[2] = {new Square(live, 2), new Labelled(live)};
    out[0] = shapes[0]->area() + shapes[1]->area();
    out[1] = *live;
    for (Shape *s : shapes)
        delete s;
    out[2] = *live;
    Base<int> *b = new Holder<int>(live);
    out[3] = b->get() * 10 + *live;
    delete b;
    out[4] = *live;
}
