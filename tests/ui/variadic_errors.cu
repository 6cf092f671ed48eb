// Pack and fold diagnostics: an empty unary fold over an operator with
// no identity, packs of different lengths in one expansion, a pack used
// without `...`, an expansion naming no pack, a binary fold with packs on
// both sides, and too many arguments for a class template without a pack.
template <typename... Ts> __device__ int sum(Ts... xs) { return (xs + ...); }
template <typename... As> struct Zip {
    template <typename... Bs> __device__ static int dot(Bs... b) { return ((int(sizeof(As)) * b) + ... + 0); }
};
template <typename... Ts> __device__ int bare(Ts... xs) { return xs + 1; }
template <typename... Ts> __device__ int both(Ts... xs) { return (xs + ... + xs); }
__device__ int plain(int x) { return (x + ...); }
template <typename A, typename B> struct Two {};

__global__ void k(int *p) {
    p[0] = sum();
    p[1] = bare(1, 2);
    p[2] = both(1, 2);
    p[3] = Zip<int, char>::dot(1);
    Two<int, int, int> t;
}
