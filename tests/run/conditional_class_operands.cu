// A conditional whose operands are of different types, one a class: the
// one that converts implicitly to the other's type does ([expr.cond]p4).
// cxxopts (HeCBench's tsne) writes `auto arg = !help.empty() ?
// toLocalString(help) : "arg";`, a `std::string`; before, "incompatible
// operand types" in host code left `arg` unknown and the program's
// launches unanalysable. Also an enumerator against an integer, and a
// class converting to a scalar.
struct Str {
    int len;
    __device__ Str(const char *s) : len(0) {
        while (s[len])
            len++;
    }
    __device__ Str(int n) : len(n) {}
};
__device__ Str make(int n) { return Str(n); }

struct Meters {
    float v;
    __device__ operator float() const { return v; }
};

enum Kind { small = 2, large = 7 };

__global__ void run(int *out) {
    for (int i = 0; i < 2; i++) {
        Str s = out[i] == 0 ? make(11) : "four";
        out[i] = s.len;
        Str t = out[i] > 5 ? "ab" : make(5);
        out[2 + i] = t.len;
    }
    Meters m{2.5f};
    float f = out[4] == 0 ? m : 1.0f;
    out[4] = (int)(f * 2);
    Kind k = out[5] == 0 ? large : small;
    out[5] = out[6] == 0 ? k : 100;
}
