// Inheritance (single and multiple, hiding, qualified calls, base
// conversions) and overload resolution (integral promotion against
// conversion, const and reference overloads, operators).

struct A {
    int a;
    __device__ A(int v) : a(v) {}
    __device__ int who() const { return 1; }
    __device__ int get() const { return a; }
};

struct B {
    int b;
    __device__ B(int v) : b(v) {}
    __device__ int who() const { return 2; }
};

struct C : A, B {
    int c;
    __device__ C(int x, int y, int z) : A(x), B(y), c(z) {}
    // Hides A::who and B::who.
    __device__ int who() const { return 3 + A::who() * 10 + B::who() * 100; }
};

struct Counter {
    int n;
    __device__ Counter &operator++() { ++n; return *this; }
    __device__ Counter operator++(int) { Counter old = *this; n += 10; return old; }
    __device__ Counter operator+(const Counter &o) const { return Counter{n + o.n}; }
    __device__ bool operator==(const Counter &o) const { return n == o.n; }
    __device__ int operator[](int i) const { return n * i; }
    __device__ int operator()(int x, int y) const { return n + x * y; }
};

__device__ int f(int) { return 1; }
__device__ int f(long) { return 2; }
__device__ int f(unsigned) { return 3; }
__device__ int f(double) { return 4; }
__device__ int f(const char *) { return 5; }

__device__ int g(int &) { return 1; }
__device__ int g(const int &) { return 2; }
__device__ int g(int &&) { return 3; }

struct K {
    __device__ int h() & { return 1; }
    __device__ int h() const & { return 2; }
};

__device__ int base_a(const A &x) { return x.get(); }
__device__ int base_b(const B *x) { return x->b; }

__global__ void run(int *out) {
    int zero = out[63];
    C obj(4 + zero, 5, 6);
    out[0] = obj.who();
    out[1] = obj.A::who();
    out[2] = base_a(obj);
    out[3] = base_b(&obj);
    // The B subobject sits after A in C, the pointer is adjusted.
    out[4] = (int)((const char *)static_cast<B *>(&obj) - (const char *)&obj);
    out[5] = static_cast<C *>(static_cast<B *>(&obj))->c;

    char ch = 'a';
    short sh = 3;
    out[6] = f(ch);     // promotion to int
    out[7] = f(sh);     // promotion to int
    out[8] = f(3L);
    out[9] = f(3u);
    out[10] = f(2.5f);  // promotion to double
    out[11] = f("x");

    int i = 1 + zero;
    const int ci = 2;
    out[12] = g(i);
    out[13] = g(ci);
    out[14] = g(i + 1);

    K k;
    const K &ck = k;
    out[15] = k.h();
    out[16] = ck.h();

    Counter c{1 + zero};
    Counter d = c++;
    ++c;
    out[17] = c.n;
    out[18] = d.n;
    out[19] = (c + d).n;
    out[20] = (c == Counter{12}) ? 1 : 0;
    out[21] = c[3];
    out[22] = c(2, 3);
}
