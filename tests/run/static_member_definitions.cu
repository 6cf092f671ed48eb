// Static data members defined out of line (`const int S::n = 4;`, and a
// class template's `template <class T> const int Traits<T>::bytes =
// sizeof(T) * 2;` for each specialisation): the definition gives the
// member its value, which constant expressions and device code read
// (nvcc lets device code read a host `const` with a constant
// initialiser). The initialiser sees the class's scope.
struct Limits {
    static const int n;
    static const int twice;
    static constexpr int base = 3;
    static const double scale;
};
const int Limits::n = 4;
const int Limits::twice = n * 2 + base;
const double Limits::scale = 0.5;

template <class T> struct Traits {
    static const int bytes;
    static const bool big;
};
template <class T> const int Traits<T>::bytes = sizeof(T) * 2;
template <class T> const bool Traits<T>::big = sizeof(T) > 4;

__global__ void run(int *out) {
    int a[Limits::n];
    for (int i = 0; i < Limits::n; ++i)
        a[i] = i + out[63];
    out[0] = a[Limits::n - 1];
    out[1] = Limits::twice;
    out[2] = (int)(Limits::scale * 10);
    out[3] = Traits<double>::bytes + Traits<char>::bytes;
    out[4] = Traits<double>::big * 10 + Traits<short>::big;
}
