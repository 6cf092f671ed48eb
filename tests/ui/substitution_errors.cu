// Substitution is a transaction over its immediate context
// ([temp.deduct]p8): an error in the substituted signature only sets the
// candidate aside, but an error in a definition instantiated on the way
// (here `Checked<int *>`'s static assertion) is an error of the program,
// as in clang and nvcc, even though overload resolution then picks
// another candidate.
template <class T> struct is_ptr {
    static const bool value = false;
};
template <class T> struct is_ptr<T *> {
    static const bool value = true;
};
template <class T> struct Checked {
    static_assert(!is_ptr<T>::value, "no pointers here");
    using type = T;
};

template <class T> __device__ typename Checked<T>::type first(T x) { return x; }
template <class T> __device__ T first(T *p) { return p[0]; }

// Pure SFINAE: `typename T::value_type` in the signature itself is the
// immediate context, so the `int *` candidate is silently set aside.
template <class T> __device__ typename T::value_type second(T x) { return x.back(); }
template <class T> __device__ T second(T *p) { return p[1]; }

__global__ void k(int *p, int *out) {
    out[0] = first(p);
    out[1] = second(p);
}
