// nvcc settles the unit's id where it first needs it (a constructor of a
// class local to a 'static' function, `with_ctor`), after the external
// definitions met so far: here `first_external` (`_Z14first_externalPi`,
// over 8 bytes: its CRC-32, 6c84a1d1) names the unit. A local class
// whose special members are all trivial (`trivial_local`) needs no id.
// Checked against nvcc 13.0 on this file (the path's CRC is not checked).
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _ZN73_GLOBAL__N__
// CHECK: _40_nvcc_names_settled_after_a_definition_cu_6c84a1d16hiddenEPi(
static int trivial_local() {
    struct P { float x, y; int *q; };
    P p{};
    return (int)p.x;
}
void first_external(int *p) { p[0] = trivial_local(); }
static int with_ctor() {
    struct K { int v; K() : v(3) {} };
    K k;
    return k.v;
}
namespace {
__global__ void hidden(int *p) { p[0] = 1; }
}
void launch(int *p) { hidden<<<1, 1>>>(p); p[1] = with_ctor(); }
