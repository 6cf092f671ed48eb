// The body of a friend function defined in a class is a complete-class
// context ([class.mem]p7): it may call a hidden friend defined later in the
// class (found by argument-dependent lookup) and use later members.
// HeCBench's gpp has CustomComplex<T>::operator/ call CustomComplex_conj,
// defined after it; the body was checked at once, the name was undeclared,
// and in host code the conversion of that call's result recursed until
// the stack overflowed.

template <class T> class CC {
public:
    T x, y;
    __host__ __device__ explicit CC(const T &a, const T &b) {
        x = a;
        y = b;
    }
    __host__ __device__ CC(const CC &src) {
        x = src.x;
        y = src.y;
    }
    __host__ __device__ friend inline CC<T> operator/(CC<T> &a, CC<T> &b) {
        CC<T> bc = conj(b);
        CC<T> num = a * bc;
        T den = b.x * b.x + b.y * b.y;
        return CC<T>(num.x / den, num.y / den);
    }
    __host__ __device__ friend inline CC<T> operator*(const CC<T> &a, const CC<T> &b) {
        return CC<T>(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
    }
    __host__ __device__ friend inline CC<T> conj(const CC<T> &src) {
        CC<T> result(src.x, -src.y);
        return result;
    }
};

struct plain {
    int v;
    __device__ friend int twice(plain p) { return add(p, p); }
    __device__ friend int add(plain a, plain b) { return a.v + b.v + a.bias; }
    int bias;
};

__global__ void run(int *out) {
    int zero = out[63];
    CC<int> a(6 + zero, 8), b(3, 4);
    CC<int> q = a / b;
    out[0] = q.x;
    out[1] = q.y;
    CC<int> c = conj(a);
    out[2] = c.y;
    plain p{5, 1};
    out[3] = twice(p);
}
