// A class with a non-trivial destructor declared in a loop condition:
// C++ constructs it anew before each test and destroys it at the end of
// each iteration, after the body (and for a `for`, after the step), also
// when the test fails, on `continue` and on `break`.

struct Log {
    int *out;
    int n;
    __device__ void put(int v) { out[n++] = v; }
};

struct Guard {
    Log *log;
    int v;
    __device__ Guard(Log *l, int value) : log(l), v(value) { log->put(100 + v); }
    __device__ ~Guard() { log->put(200 + v); }
    __device__ explicit operator bool() const { return v != 0; }
};

__device__ int live;
struct Counted {
    int v;
    __device__ Counted(int x) : v(x) { ++live; }
    __device__ Counted(const Counted &o) : v(o.v) { ++live; }
    __device__ ~Counted() { --live; }
    __device__ operator int() const { return v; }
};

__global__ void run(int *out) {
    Log log{out, 0};
    int i = 3 + out[63];
    while (Guard g{&log, i--}) {
        if (g.v == 2)
            continue;
        log.put(g.v);
    }
    log.put(0);

    int k = 0;
    while (Guard g{&log, 5 - k}) {
        if (++k == 2)
            break;
    }
    log.put(0);

    int ctors = 0;
    int maxlive = 0;
    int n = 4;
    while (Counted c = n--) {
        ++ctors;
        if (live > maxlive)
            maxlive = live;
    }
    log.put(ctors);
    log.put(maxlive);
    log.put(live);
    log.put(n);
}
