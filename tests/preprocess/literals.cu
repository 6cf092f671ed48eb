// pp-numbers and user-defined literals are single tokens: macros named
// like their parts are not expanded.
#define e 2
#define x 3
#define _km * 1000
#define f float
double a = 1.e+5, b = 0x1p-3, c = 1'000'000, d = 0x1.fp10, g = .5e-3f;
double h = 1e, i = 0xe+1, j = 1..2, k = 1.2.3, l = 12abc, m = 0x1e+x;
auto n = 12_km, o = 1.5_km, p = "str"_km, q = 'c'_km, r = u8"s"_km;
auto s = 3x, t = 1f, u = 100ull, v = 0b1010'1010;
// The same names written apart are macros.
double w = 1 e, y = x, z = 12 _km;
