// The host side of the `run/` suite (not a case): the `main` that clang's
// build of each case runs. The harness appends the same `main` to cudac's
// IR (`retarget` in tests/src/run.rs): a zeroed `int[64]`, one value a
// line.
#include <cstdio>

void run(int *out);

int main() {
    int out[64] = {0};
    run(out);
    for (int i = 0; i < 64; ++i)
        std::printf("%d\n", out[i]);
    return 0;
}
