// Statement expressions whose statements the lifetime pass would have to
// see (an object with a destructor) or that jump out (return, break out
// of the expression) are reported, not compiled wrongly.
struct D { int v; __device__ ~D() {} };
__global__ void k(int *o) {
    o[0] = ({ D d{1}; d.v; });
    for (int i = 0; i < 4; ++i)
        o[1] += ({ if (i == 2) break; i; });
    o[2] = ({ if (o[3]) return; 4; });
}
