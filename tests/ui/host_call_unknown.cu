// A host function template that launches kernels, called with arguments
// whose types come from headers cudac skips: where its template arguments
// still follow from the others (`run(v, d)`: T = float from `d`) its
// launches are specialised; where they cannot (`run_map(m)`: K and V only
// in std::map's arguments; `two(v)`), that call is an error: its kernels
// cannot be emitted (before: nothing was said, and k<double> was silently
// missing from the output; then a warning, with exit status 0). The
// headers are skipped only with --no-host-headers: by default cudac reads
// libstdc++ and knows these types (cxx/host_launches.cu).
// ARGS: --no-host-headers
#include <vector>
#include <map>
template <class T> __global__ void k(T *p) { p[0] = T(); }
template <class T> void run(const std::vector<T> &v, T *d) { k<<<1, 1>>>(d); }
template <class K, class V> void run_map(const std::map<K, V> &m) {
    V *d = nullptr;
    k<<<1, 1>>>(d);
}
template <class T> void two(std::vector<T> &v) { k<<<1, 1>>>(v.data()); }
template <class T> void two(T *p, int n) { k<<<1, 1>>>(p); }
int main() {
    std::vector<float> v(3);
    std::map<int, double> m;
    float *d = nullptr;
    run(v, d);
    run_map(m);
    two(v);
}
