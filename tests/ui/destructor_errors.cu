// Destructors: jumps into the scope of an object with a destructor,
// destructor declarations C++ rejects, deleted and defaulted members, and
// what is not supported yet.
struct D {
    int *p;
    __device__ D(int *q) : p(q) {}
    __device__ ~D() { *p += 1; }
    __device__ int get() const { return *p; }
};

struct NoCopy {
    int v;
    __device__ NoCopy(int x) : v(x) {}
    __device__ NoCopy(const NoCopy &) = delete;
};

struct BadName {
    __device__ ~Other() {}
};

struct BadParams {
    __device__ ~BadParams(int) {}
};

struct BadDefault {
    __device__ int f() = default;
};

__device__ void jumps(int *q, int k) {
    switch (k) {
    case 0:
        D d(q);
        break;
    case 1:
        *q = 1;
    }
    goto skip;
    {
        D e(q);
    skip:
        *q = 2;
    }
}

__device__ void copies(NoCopy a) {
    NoCopy b = a;
}

// Device objects with static storage are never constructed or destroyed
// at run time: empty constructors and destructors only.
struct Logs {
    int v;
    __device__ Logs() : v(1) {}
};
struct Drops {
    int v;
    __device__ ~Drops() { v = 0; }
};
struct Empty {
    __device__ Empty() {}
    __device__ ~Empty() {}
};
__device__ Logs logs;
__device__ Drops drops;
__device__ Empty fine;
__device__ void statics() {
    __shared__ Drops shared_drops;
    static Logs static_logs;
}

// Explicit destructor calls name the object's class.
__device__ void explicit_calls(D *p, int *q) {
    p->~D();
    p->~Logs();
    q->~int();
}
