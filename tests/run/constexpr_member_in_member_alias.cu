// A constexpr member function of a class template called in a later
// member's declaration, here a nested class's alias (`using
// AgentHistogramPolicyT = AgentHistogramPolicy<384, t_scale(16), …>;`, CUB's
// histogram policy hub): the class template's definition is complete when it
// is instantiated, so the call is a constant expression. Before, the body
// waited for the class to be complete, and the alias was a type cudac did
// not know.
template <int A, int B> struct AP {
    static constexpr int BLOCK_THREADS = A + B;
};
template <class S, int N> struct hub {
    static constexpr int v_scale = (sizeof(S) + sizeof(int) - 1) / sizeof(int);
    static constexpr int t_scale(int n) { return n / N / v_scale > 1 ? n / N / v_scale : 1; }
    struct P500 {
        using Agent = AP<384, t_scale(16)>;
    };
    using Top = AP<t_scale(64), v_scale>;
};
__global__ void run(int *out) {
    out[0] = hub<int, 1>::P500::Agent::BLOCK_THREADS;
    out[1] = hub<double, 2>::P500::Agent::BLOCK_THREADS;
    out[2] = hub<char, 32>::P500::Agent::BLOCK_THREADS;
    out[3] = hub<double, 4>::Top::BLOCK_THREADS;
}
