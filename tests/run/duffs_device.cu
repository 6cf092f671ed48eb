// Case labels inside a loop inside the switch (Duff's device): the switch
// jumps into the loop's body (before: an internal compiler error, the
// typed-program verifier saw the `case` outside any switch).
__device__ int duff(int count, int start) {
    int s = 0, k = (count + 3) / 4;
    switch (count % 4) {
    case 0:
        do {
            s += 1;
        case 3:
            s += 10;
        case 2:
            s += 100;
        case 1:
            s += 1000;
        } while (--k > 0);
    }
    return s + start;
}

__device__ int in_while(int n) {
    int s = 0, i = 0;
    switch (n) {
    case 0:
        while (i < 3) {
            s += 5;
        case 1:
            s += 7;
            ++i;
        }
        break;
    default:
        s = -1;
    }
    return s;
}

__global__ void run(int *out) {
    int zero = out[63];
    for (int c = 1; c <= 9; ++c)
        out[c - 1] = duff(c + zero, c);
    out[9] = in_while(0 + zero);
    out[10] = in_while(1 + zero);
    out[11] = in_while(2 + zero);
}
