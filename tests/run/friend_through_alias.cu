// `friend Alias;` where the alias names a class template specialisation
// (CUB's BlockMergeSort: `using BlockMergeSortStrategyT =
// BlockMergeSortStrategy<…, BlockMergeSort>; … friend
// BlockMergeSortStrategyT;`): the CRTP base may call the derived class's
// private member. Before, "'SyncImplementation' is a private member".
template <class Derived> struct Strategy {
    __device__ int run() const { return static_cast<const Derived *>(this)->sync() * 2; }
};
template <int N> class Sorter : public Strategy<Sorter<N>> {
    using StrategyT = Strategy<Sorter>;

  private:
    __device__ int sync() const { return N + 1; }
    friend StrategyT;
};
__global__ void run(int *out) {
    Sorter<20> s;
    out[0] = s.run();
    out[1] = Sorter<3>().run();
}
