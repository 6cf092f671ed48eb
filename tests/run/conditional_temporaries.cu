// Temporaries with destructors in conditionally evaluated operands (`?:`,
// `&&`, `||`): each is destroyed at the end of its full expression only
// when its operand was evaluated, in reverse order of construction with
// the unconditional ones (clang and nvcc keep a flag per temporary). Also
// nested operators, a loop condition (flags reset on every test),
// by-value arguments made in an operand, and a temporary whose operand
// is skipped while another of the same operator is made.

struct Log {
    int *out;
    int n;
    __device__ void put(int v) { out[n++] = v; }
};

struct T {
    Log *log;
    int v;
    __device__ T(Log *l, int x) : log(l), v(x) { log->put(100 + v); }
    __device__ T(const T &o) : log(o.log), v(o.v + 50) { log->put(100 + v); }
    __device__ ~T() { log->put(200 + v); }
    __device__ int get() const { return v; }
};

__device__ T make(Log *l, int x) { return T(l, x); }
__device__ int by_value(T t) { return t.v; }

__global__ void run(int *out) {
    Log log{out, 0};
    int zero = out[63];
    bool yes = zero == 0, no = zero != 0;

    int a = yes ? make(&log, 1).get() : make(&log, 2).get();
    log.put(a);
    int b = no ? make(&log, 3).get() : make(&log, 4).get();
    log.put(b);
    int c = (yes && T(&log, 5).get() == 5) ? 1 : 0;
    log.put(c);
    int d = (no && T(&log, 6).get() == 6) ? 1 : 0;
    log.put(d);
    int e = yes || T(&log, 7).get() == 7;
    log.put(e);
    int f = no || T(&log, 8).get() == 8;
    log.put(f);
    // Nested: only the inner chosen operands' temporaries.
    int g = T(&log, 9).get() + (yes ? (no ? T(&log, 10).get() : T(&log, 11).get())
                                     : T(&log, 12).get());
    log.put(g);
    // A by-value argument made in a conditional operand.
    int h = yes ? by_value(T(&log, 13)) : 0;
    log.put(h);
    log.put(0);

    // Loop conditions: each test is a full expression of its own.
    int i = 3 + zero;
    while (i > 0 && T(&log, 20 + i).get() != 21) {
        --i;
    }
    log.put(i);
    for (int k = 0; k < 3; ++k)
        log.put((k % 2 == 0) ? T(&log, 30 + k).get() : -k);
}
