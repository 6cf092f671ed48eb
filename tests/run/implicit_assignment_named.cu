// `Base::operator=(o)` where `Base` declares no assignment names its
// implicitly declared copy assignment ([class.copy.assign]p2), which
// assigns member by member, a member's own `operator=` included. Thrust's
// `transform_iterator::operator=` calls `super_t::operator=(other)`;
// cudac made the implicit assignment only for `a = b`, and reported "no
// member named 'operator='". Also through a template's name
// (`B<float>::operator=`), on a class's own implicit assignment, and as
// `r.operator=(q)`.
struct C {
    int z;
    __device__ C &operator=(const C &o) {
        z = o.z + 1;
        return *this;
    }
};
template <class T> struct B {
    T x;
    C c;
};
struct D : B<int> {
    typedef B<int> super_t;
    int y;
    __device__ D &operator=(const D &o) {
        super_t::operator=(o);
        y = o.y * 10;
        return *this;
    }
};
struct E : B<float> {
    int w;
    __device__ E &operator=(const E &o) {
        B<float> &r = B<float>::operator=(o);
        w = (int)r.x + 100;
        return *this;
    }
};
struct Plain {
    int a, b;
    __device__ void copy_from(const Plain &o) { Plain::operator=(o); }
};
__global__ void run(int *out) {
    D a, b;
    b.x = 3;
    b.c.z = 7;
    b.y = 5;
    a = b;
    out[0] = a.x;
    out[1] = a.c.z;
    out[2] = a.y;
    E e, f;
    f.x = 2.5f;
    f.c.z = 1;
    f.w = 0;
    e = f;
    out[3] = (int)(e.x * 2);
    out[4] = e.c.z;
    out[5] = e.w;
    Plain p = {1, 2}, q = {8, 9};
    p.copy_from(q);
    out[6] = p.a * 10 + p.b;
    Plain r = {0, 0};
    r.operator=(q);
    out[7] = r.a * 10 + r.b;
}
