// Member templates defined outside their class, executed.
template <class T> struct Box {
    T v;
    template <class U> __device__ U as() const;
    template <class U> __device__ U scaled(U k) const;
};
template <class T> template <class U> __device__ U Box<T>::as() const { return U(v); }
template <class A> template <class B> __device__ B Box<A>::scaled(B k) const { return B(v) * k; }

struct Plain {
    int n;
    template <int K> __device__ int times() const;
};
template <int K> __device__ int Plain::times() const { return n * K; }

__global__ void run(int *out) {
    int zero = out[63];
    Box<float> b{2.75f + zero};
    Box<double> d{1.5};
    out[0] = b.as<int>();
    out[1] = int(b.scaled(2.0) * 100);
    out[2] = d.scaled(3 + zero);
    Plain p{7 + zero};
    out[3] = p.times<4>() * 100 + p.times<5>();
}
