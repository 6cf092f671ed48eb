// `new T[n][B]` makes `n` arrays of `B` objects (a `T (*)[B]`): every
// object constructed, and `delete[]` destroys all `n * B` of them, last
// first, as clang lays it out (one cookie counting them all). Before:
// "'new' of a multi-dimensional array is not supported yet"; a class
// name with a constructor also made `T (*grid)[2] = …` read as an
// expression.
struct T {
    int *log;
    int v;
    __device__ T() : log(nullptr), v(0) {}
    __device__ ~T() {
        if (log)
            log[30 + (log[29]++ & 31)] = v;
    }
};

__global__ void run(int *out) {
    int n = out[63] + 2;
    T (*grid)[3] = new T[n][3];
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < 3; ++j) {
            grid[i][j].log = out;
            grid[i][j].v = i * 10 + j;
        }
    out[0] = grid[1][2].v;
    delete[] grid;
    out[1] = out[29];
    int (*m)[4] = new int[n][4]();
    out[2] = m[1][3];
    m[1][3] = 9;
    out[3] = m[1][3];
    delete[] m;
    T (*cube)[2][2] = new T[1][2][2]();
    out[4] = cube[0][1][1].v + (cube[0][1][1].log == nullptr);
    delete[] cube;
}
