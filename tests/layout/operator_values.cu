// Unary, increment/decrement, subscript and dereference operators of
// classes, conditional expressions that are lvalues, and range-based for
// over objects (member and free begin/end), computing what clang-19
// computes (tests/suites.rs `layout_matches_clang`).
#ifdef __clang__
#define __device__ __attribute__((device))
#endif

struct V {
    int x, y;
    __device__ V operator-() const { return V{-x, -y}; }
    __device__ V operator+() const { return V{x + 1000, y}; }
    __device__ V operator-(V o) const { return V{x - o.x, y - o.y}; }
    __device__ int &operator[](int i) { return i ? y : x; }
    __device__ const int &operator[](int i) const { return i ? y : x; }
    __device__ V &operator++() {
        x += 1;
        return *this;
    }
    __device__ V operator++(int) {
        V t = *this;
        x += 10;
        return t;
    }
    __device__ V &operator--() {
        y -= 1;
        return *this;
    }
    __device__ V operator--(int) {
        V t = *this;
        y -= 10;
        return t;
    }
    __device__ bool operator!() const { return x == 0; }
    __device__ int operator*() const { return x * y; }
};
__device__ V operator~(V v) { return V{v.y, v.x}; }

__device__ int unary(int k) {
    V a{k, 2 * k};
    V n = -a;
    V p = +a;
    V sw = ~a;
    const V c{3, 4};
    return n.x * 1000 + n.y * 100 + p.x + sw.x * 10 + !a + !V{0, 1} * 7 + *c + c[1];
}

__device__ int steps(int k) {
    V a{k, k};
    V b = a++;
    ++a;
    V d = a--;
    --a;
    a[0] += 100;
    a[1] = a[0] + a[1];
    return a.x * 10000 + a.y * 10 + b.x + d.y;
}

__device__ int conditional_lvalues(int k) {
    int a = 1, b = 2;
    (k > 0 ? a : b) = 50;
    int &r = k < 0 ? a : b;
    r += 7;
    V u{1, 2}, w{3, 4};
    (k ? u : w).x = 9;
    return a * 1000 + b * 10 + u.x + w.x;
}

template <class T, int N> struct Arr {
    T v[N];
    __device__ T *begin() { return v; }
    __device__ T *end() { return v + N; }
    __device__ const T *begin() const { return v; }
    __device__ const T *end() const { return v + N; }
};
struct Span {
    int lo, hi;
};
struct SpanIt {
    int i;
    __device__ int operator*() const { return i; }
    __device__ SpanIt &operator++() {
        ++i;
        return *this;
    }
    __device__ bool operator!=(SpanIt o) const { return i != o.i; }
};
__device__ SpanIt begin(Span s) { return SpanIt{s.lo}; }
__device__ SpanIt end(Span s) { return SpanIt{s.hi}; }
struct Counted {
    int *deaths;
    __device__ ~Counted() { *deaths += 1; }
    __device__ Arr<int, 3> items() const { return Arr<int, 3>{{5, 6, 7}}; }
};

__device__ int ranges(int k) {
    Arr<int, 4> a{{1, 2, 3, k}};
    int s = 0;
    for (int x : a)
        s += x;
    for (int &x : a)
        x *= 2;
    for (const auto &x : a) {
        if (x == 4)
            continue;
        s += x * 10;
    }
    for (int i : Span{2, 6}) {
        if (i == 5)
            break;
        s += i * 100;
    }
    int deaths = 0;
    for (int x : Counted{&deaths}.items())
        s += x * 1000 + deaths * 100000;
    return s + deaths * 1000000;
}

__device__ unsigned long sizes[] = {sizeof(V), sizeof(Arr<int, 3>)};
__device__ int fixed_unary() { return unary(5); }
__device__ int fixed_steps() { return steps(3); }
__device__ int fixed_conditional_lvalues() { return conditional_lvalues(1) + conditional_lvalues(-1) * 100000 + conditional_lvalues(0) * 7; }
__device__ int fixed_ranges() { return ranges(9); }
