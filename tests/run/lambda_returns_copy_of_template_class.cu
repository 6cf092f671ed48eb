// A lambda whose parameter is the first mention of a class template
// specialisation, by reference, and whose deduced return type copies it
// (GCC cpp0x/pr57958): the copy runs the class's copy constructor and the
// returned temporary is destroyed. Before, the specialisation was still
// only declared (a reference parameter does not need it complete), so the
// copy constructor was not seen: the copy was of bytes, the result never
// stored and the counts unbalanced.
template <class T> struct Foo {
    int *log;
    int v;
    __device__ Foo(int *l, int x) : log(l), v(x) { log[30] += 1; }
    __device__ Foo(const Foo &o) : log(o.log), v(o.v + 100) { log[30] += 1; }
    __device__ ~Foo() { log[31] += 1; }
};
struct Data {};
template <class T> struct Bar {
    int v;
};

__global__ void run(int *out) {
    auto fn = [](const Foo<Data> &x) { return (x); };
    {
        Foo<Data> a(out, 3);
        out[0] = fn(a).v;
        out[1] = out[30];
        out[2] = out[31];
    }
    out[3] = out[30];
    out[4] = out[31];
    auto plain = [](const Bar<int> &b) { return b; };
    Bar<int> b{9};
    out[5] = plain(b).v;
    auto by_value = [](Foo<char> f) { return f.v; };
    out[6] = by_value(Foo<char>(out, 4));
    out[7] = out[30];
    out[8] = out[31];
}
