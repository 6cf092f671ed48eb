// Constructors and destructors run in C++'s order: members before the
// body, bases before members, destruction in reverse, temporaries at the
// end of the full-expression, locals on every way out of a scope
// (break, continue, return, goto). Each event is logged in out[] in turn.

struct Log {
    int *out;
    int n;
    __device__ void put(int v) { out[n++] = v; }
};

struct Member {
    Log *log;
    int id;
    __device__ Member(Log *l, int i) : log(l), id(i) { log->put(100 + id); }
    __device__ ~Member() { log->put(200 + id); }
};

struct Base {
    Log *log;
    __device__ explicit Base(Log *l) : log(l) { log->put(1); }
    __device__ ~Base() { log->put(2); }
};

struct Derived : Base {
    Member a;
    Member b;
    // Members are made in declaration order, whatever the list says.
    __device__ explicit Derived(Log *l) : b(l, 2), a(l, 1), Base(l) { log->put(3); }
    __device__ ~Derived() { log->put(4); }
};

struct Tmp {
    Log *log;
    int id;
    __device__ Tmp(Log *l, int i) : log(l), id(i) { log->put(300 + id); }
    __device__ Tmp(const Tmp &o) : log(o.log), id(o.id + 10) { log->put(400 + id); }
    __device__ ~Tmp() { log->put(500 + id); }
    __device__ int value() const { return id; }
};

__device__ int use(const Tmp &t, int x) { return t.value() + x; }

__device__ int early(Log *log, int k) {
    Member m(log, 7);
    if (k > 0) {
        Member inner(log, 8);
        return k;
    }
    return -1;
}

__global__ void run(int *out) {
    Log log{out, 0};
    {
        Derived d(&log);
        log.put(9);
    }
    // A temporary lives to the end of the full-expression.
    int v = use(Tmp(&log, 1), 5);
    log.put(v);
    {
        Tmp t(&log, 2);
        Tmp c = t;
        log.put(c.value());
    }
    for (int i = 0; i < 3; ++i) {
        Member m(&log, 20 + i);
        if (i == 0)
            continue;
        if (i == 2)
            break;
        log.put(50);
    }
    log.put(early(&log, 1));
    int n = 0;
again:
    {
        Member g(&log, 30 + n);
        if (++n < 2)
            goto again;
    }
    log.put(log.n);
}
