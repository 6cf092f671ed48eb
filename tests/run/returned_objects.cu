// A class that is non-trivial for calls (a user copy constructor or a
// destructor) is returned through the caller's object, as the Itanium ABI
// and nvcc return it: a prvalue is built where it ends up (C++17's
// guaranteed copy elision), the named return value is the caller's object
// itself, so an object that remembers its own address (`self == this`)
// still does after every way of returning it. Each check puts 1 if the
// object is where it says, then its value.

struct Self {
    int x;
    Self *self;
    __device__ explicit Self(int v) : x(v), self(this) {}
    __device__ Self(const Self &o) : x(o.x + 100), self(this) {}
    __device__ ~Self() { self = nullptr; }
    __device__ bool home() const { return self == this; }
    __device__ virtual int twice() const { return 2 * x; }
};

struct Maker {
    int base;
    __device__ explicit Maker(int b) : base(b) {}
    __device__ Self make(int d) const { return Self(base + d); }
    __device__ virtual Self vmake(int d) const { return Self(base - d); }
};

__device__ Self prvalue(int v) { return Self(v); }
__device__ Self named(int v) {
    Self s(v);
    s.x += 1;
    return s;
}
__device__ Self forwarded(int v) { return prvalue(v + 1); }
__device__ Self chosen(bool c, int v) { return c ? Self(v) : prvalue(-v); }
__device__ Self braced(int v) { return Self{v * 3}; }
__device__ Self copied(const Self &o) { return o; }
__device__ Self two_names(bool c) {
    Self a(1);
    Self b(2);
    if (c)
        return a;
    return b;
}
__device__ int take(Self s) { return s.home() * 1000 + s.x; }
__device__ Self pass_through(Self s, int d) {
    s.x += d;
    return s;
}

__device__ void put(int *out, int &n, const Self &s) {
    out[n++] = s.home();
    out[n++] = s.x;
}

__global__ void run(int *out) {
    int n = 0;
    Self a = prvalue(5);
    put(out, n, a);
    Self b = named(6);
    put(out, n, b);
    Self c = forwarded(7);
    put(out, n, c);
    Self d = chosen(true, 8);
    put(out, n, d);
    Self e = chosen(false, 9);
    put(out, n, e);
    Self f = braced(4);
    put(out, n, f);
    Self g = copied(a);
    put(out, n, g);
    Self h = two_names(false);
    put(out, n, h);
    Maker m(40);
    Self i = m.make(2);
    put(out, n, i);
    const Maker *pm = &m;
    Self j = pm->vmake(3);
    put(out, n, j);
    Self (*fp)(int) = named;
    Self k = fp(11);
    put(out, n, k);
    Self (Maker::*mp)(int) const = &Maker::make;
    Self l = (m.*mp)(12);
    put(out, n, l);
    // Temporaries used in place, passed on, discarded.
    out[n++] = prvalue(13).home();
    out[n++] = prvalue(14).twice();
    out[n++] = take(prvalue(15));
    out[n++] = take(named(16));
    prvalue(17);
    Self p = pass_through(prvalue(21), 1);
    put(out, n, p);
    Self q = pass_through(named(22), 2);
    put(out, n, q);
    const Self &r = named(18);
    put(out, n, r);
    Self arr[2] = {prvalue(19), named(20)};
    put(out, n, arr[0]);
    put(out, n, arr[1]);
    out[n++] = n;
}
