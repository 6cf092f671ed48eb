// The host's library headers are read for what the file names
// (`--host-headers`; see hostprune.h): what is reached only through an
// elaborated type specifier, an enumerator, an operator, an alias, an
// out-of-line member or a using-declaration is there. (Without the
// typedef's `struct hp_handle` kept, `hp_handle` would be unknown.)
// ARGS: --host-headers -ccbin ui/host-compiler/c++
#include <hostprune.h>

__device__ int use_handle(hp_handle *h) { return h != nullptr; }

__global__ void uses(float *o, hp_handle *h) {
    hp::vec2f a{o[0], o[1]}, b{o[2], o[3]};
    hp::vec2f c = a + b;
    o[4] = c.sum();
    o[5] = hp_green + hp::size_v<double>;
    Later l{use_handle(h)};
    o[6] = l.v;
}

int main() { return 0; }
