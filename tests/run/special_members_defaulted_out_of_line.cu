// Special members declared in the class and defaulted out of line
// (`S::~S() = default;`, `S::S(const S &) = default;`, `S &S::operator=(const S &)
// = default;`) get the implicit bodies: the destructor destroys the
// members, the copy and move constructors and assignments go member by
// member. Before, only constructors were defined: the destructor and the
// assignment stayed calls of undefined functions (ptxas failed), and a
// reference-returning `operator=` did not even read as defaulted.
struct Count {
    int *dtors;
    int copies;
    int moves;
    __device__ Count(int *d) : dtors(d), copies(0), moves(0) {}
    __device__ Count(const Count &o) : dtors(o.dtors), copies(o.copies + 1), moves(o.moves) {}
    __device__ Count(Count &&o) : dtors(o.dtors), copies(o.copies), moves(o.moves + 1) {}
    __device__ Count &operator=(const Count &o) {
        copies = o.copies + 10;
        return *this;
    }
    __device__ Count &operator=(Count &&o) {
        moves = o.moves + 10;
        return *this;
    }
    __device__ ~Count() { *dtors += 1; }
};
struct S {
    Count c;
    int v;
    __device__ S(int *d, int x);
    __device__ S(const S &);
    __device__ S(S &&);
    __device__ S &operator=(const S &);
    __device__ S &operator=(S &&);
    __device__ ~S();
};
__device__ S::S(int *d, int x) : c(d), v(x) {}
__device__ S::S(const S &) = default;
__device__ S::S(S &&) = default;
__device__ S &S::operator=(const S &) = default;
__device__ S &S::operator=(S &&) = default;
__device__ S::~S() = default;

struct Plain {
    int i;
    __device__ ~Plain();
};
__device__ Plain::~Plain() = default;

template <class T> __device__ T &&mv(T &t) { return static_cast<T &&>(t); }

__global__ void run(int *out) {
    int zero = out[63];
    int dtors = 0;
    {
        S a(&dtors, 3 + zero);
        S b(a);
        out[0] = b.c.copies * 10 + b.v;
        S c(mv(a));
        out[1] = c.c.moves * 10 + c.v;
        b.v = 9;
        a = b;
        out[2] = a.c.copies * 10 + a.v;
        c = mv(b);
        out[3] = c.c.moves * 10 + c.v;
        out[4] = dtors;
    }
    out[5] = dtors;
    Plain p;
    p.i = 4 + zero;
    out[6] = p.i;
}
