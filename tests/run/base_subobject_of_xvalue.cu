// A derived class's move assignment forwarding to its base's
// (`Parent::operator=(std::move(v))`, Thrust's host_vector): the moved
// object's base subobject is an xvalue and binds the base's `Base&&`.
// Before, "rvalue reference to type 'Base' cannot bind to lvalue", and
// every `thrust::host_vector` in host code was unfollowable.
template <class T> struct rr { using type = T; };
template <class T> struct rr<T&> { using type = T; };
template <class T> __device__ typename rr<T>::type &&mv(T &&t) { return static_cast<typename rr<T>::type &&>(t); }
struct Base {
  int v;
  __device__ Base &operator=(const Base &o) { v = o.v + 1; return *this; }
  __device__ Base &operator=(Base &&o) { v = o.v + 100; return *this; }
};
struct Derived : Base {
  __device__ Derived &operator=(Derived &&d) { Base::operator=(mv(d)); return *this; }
  __device__ Derived &operator=(const Derived &d) { Base::operator=(d); return *this; }
};
__global__ void run(int *out) {
  Derived a, b; a.v = 1; b.v = 2;
  a = mv(b); out[0] = a.v;
  a = b; out[1] = a.v;
}
