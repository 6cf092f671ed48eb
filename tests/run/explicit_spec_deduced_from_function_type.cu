// An explicit specialisation names its template's arguments through the
// whole function type ([temp.deduct.decl]): the return type deduces what
// the parameters do not (`template <> int2v init(int)` specialises
// `template <class T> T init(int)`), and among several templates of one
// name the specialisation belongs to the one whose type it matches (an
// `add` for scalars beside one for pairs). Before, "couldn't infer
// template argument 'T'" (HeCBench cmembench, mxfp4, attention-paged,
// addBiasResidualLayerNorm) and "several function templates are named
// 'add'".
struct int2v { int x, y; };
template <class T> struct pair2 { T a, b; };

template <class T> __device__ T init(int v) { return T(); }
template <> __device__ int init(int v) { return v; }
template <> __device__ int2v init(int v) { return int2v{v, 2 * v}; }
template <> __device__ float init(int v) { return v + 0.5f; }

template <class T> __device__ T add(T a, T b) { return a + b; }
template <class T> __device__ pair2<T> add(pair2<T> a, pair2<T> b) { return {a.a + b.a, a.b + b.b}; }
template <> __device__ float add(float a, float b) { return a + b + 100.0f; }
template <> __device__ pair2<int> add(pair2<int> a, pair2<int> b) { return {a.a * b.a, a.b * b.b}; }

__global__ void run(int *out) {
    out[0] = init<int>(7);
    int2v p = init<int2v>(3);
    out[1] = p.x;
    out[2] = p.y;
    out[3] = (int)(init<float>(4) * 2);
    out[4] = (int)add(1.5f, 2.5f);
    out[5] = add(3, 4);
    pair2<int> q = add(pair2<int>{2, 3}, pair2<int>{4, 5});
    out[6] = q.a;
    out[7] = q.b;
    pair2<long> r = add(pair2<long>{2, 3}, pair2<long>{4, 5});
    out[8] = (int)(r.a + 10 * r.b);
}
