// Class operands of built-in operators convert through their conversion
// function ([over.built]), also one inherited from a base class
// ([class.conv.fct]): `1 + d`, `e * 2`, `d == true`, `bool b = d;`. A
// derived class's conversion to the same type hides its base's.
struct B {
    __device__ operator bool() const { return true; }
};
struct D : B {};
struct E {
    int v;
    __device__ operator int() const { return v; }
};
struct F : E {
    __device__ operator int() const { return v * 100; }
};
struct P {
    int *p;
    __device__ operator int *() const { return p; }
};

__global__ void run(int *out) {
    D d;
    bool b = d;
    E e{5 + out[63]};
    F f;
    f.v = 3;
    P p{out + 2};
    out[0] = b + (1 + d) * 10;
    out[1] = 1 + e + e * 2 * 10 + (e < 6) * 1000;
    out[2] = 7;
    out[3] = *(p + 0) + (f + 1);
    out[4] = d ? 7 : 8;
}
