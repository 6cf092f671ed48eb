// The host's library headers (`--host-headers`, here a stand-in compiler's
// directory) may declare what cudac cannot compile. Those declarations'
// errors are held on what they declare and reported only where device code
// uses it: a class template one of whose specialisations failed (every
// specialisation of it, since the failed one might be the one a use needs),
// a function one of whose overloads failed. What device code does not use
// (a host function, a host class) costs nothing, and what is fine (`twice`)
// compiles.
// ARGS: --host-headers -ccbin ui/host-compiler/c++ --expt-relaxed-constexpr
#include <hostlib.h>

__global__ void uses(int *o) {
    o[0] = hl::twice(o[1]);
    o[2] = hl::limits<double>::digits;
    o[3] = hl::scale(o[4]);
}

__global__ void fine(int *o) { o[0] = hl::twice(3); }

int main() {
    hl::Handle h;
    uses<<<1, 1>>>(nullptr);
    return 0;
}
