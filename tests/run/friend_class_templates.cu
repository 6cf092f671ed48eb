// `template <class T1, class T2> friend struct pair;`: every
// specialisation of the class template is a friend (libstdc++'s
// `__pair_base` keeps its constructors private to all but `pair`).
template <class A, class B> struct pair;
class pair_base {
    template <typename T1, typename T2> friend struct pair;
    __device__ pair_base() : secret(3) {}
    int secret;
};
template <class A, class B> struct pair : pair_base {
    A a;
    B b;
    __device__ pair(A x, B y) : a(x), b(y) {}
    __device__ int peek() const { return secret; }
};
__global__ void run(int *out) {
    pair<int, float> p(1, 2.5f);
    pair<char, int> q('a', 4);
    out[0] = p.a + (int)(p.b * 2) + p.peek();
    out[1] = q.a + q.b + q.peek();
}
