// A static data member declared in its class without an initialiser is
// no definition, so its type may be the class itself, incomplete there
// ([class.static.data]p2; HeCBench diamond's `struct Reduction { …
// static Reduction reduction; … };`). Before: "variable has incomplete
// type 'Reduction'".
// ARGS: -ptx -arch=sm_80
// CHECK: .visible .entry _Z4readPi(
struct Reduction {
    unsigned map_[4];
    static Reduction reduction;
    static const Reduction *self;
    __host__ __device__ unsigned operator()(int a) const { return map_[a]; }
};
Reduction Reduction::reduction = {{1, 2, 3, 4}};
template <class T> struct Node {
    T value;
    static Node sentinel;
};
template <class T> Node<T> Node<T>::sentinel = {T(7)};
__global__ void read(int *o) {
    Reduction r = {{5, 6, 7, 8}};
    o[0] = r(2);
}
int main() { return (int)Reduction::reduction(1) + Node<int>::sentinel.value; }
