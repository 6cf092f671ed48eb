// Members of a class template are declared in declaration order where
// they depend on each other: a typedef naming a static member declared
// before it (`static constexpr int B = X; using L = Layout<B>;`), a
// static member and an array bound using that typedef, and a nested
// class after it whose base names it (CUB's `BlockScanRaking` and
// `BlockScan`). A nested class reads its enclosing class's members
// through the class's own name while it is defined (`T buf[L::G]`, CUB's
// `BlockRakingLayout`). Before, the array members were dropped and the
// sizes were wrong (`sizeof` 1 and 16 instead of 16 and 2560).
template <int N> struct Layout {
    enum { SEG = N / 32, G = SEG * 5 };
};
template <class T> struct Wrap { T inner; };
template <int X> struct Scan {
    static constexpr int B = X;
    using Lay = Layout<B>;
    static constexpr int SEG = Lay::SEG;
    using Inner = Wrap<int[SEG]>;
    struct Storage : Wrap<Inner> {};
    int cached[SEG];
    int tail[Lay::G];
};
template <class T, int N> struct L {
    enum { A = N, G = A * 5 };
    struct In { T buff[L::G]; };
    struct In2 { T buff[G]; };
};
struct P {
    enum { G = 3 };
    struct In { int b[P::G]; };
};
__global__ void run(int *out) {
    out[0] = sizeof(Scan<128>);
    out[1] = sizeof(Scan<128>::Storage);
    out[2] = sizeof(L<int, 128>::In);
    out[3] = sizeof(L<char, 64>::In2);
    out[4] = sizeof(P::In);
    Scan<64> s;
    s.cached[1] = 7;
    out[5] = s.cached[1] + Scan<64>::SEG;
}
