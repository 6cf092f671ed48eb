// A member of a class template specialisation is instantiated where it is
// first used: its errors are reported there, with the use named, and
// only if something uses it.
template <class T> struct Box {
    T v;
    __device__ T get() const { return v; }
    __device__ T norm() const { return v.length(); }
    __device__ static T zero() { return T::zero; }
};

__global__ void ok(int *out) {
    Box<int> b{3};
    out[0] = b.get();
}

__global__ void uses_norm(int *out) {
    Box<int> b{3};
    out[0] = b.norm();
}

template <class T> __global__ void uses_zero(T *out) { out[0] = Box<T>::zero(); }
template __global__ void uses_zero<float>(float *);
