// switch: fall-through, default in the middle, a case inside a nested
// block and `if`, nested switches, break and continue of an
// enclosing loop; goto: backward loops, forward jumps out of nested
// loops, jumps over a block.

__device__ int classify(int v) {
    int r = 0;
    switch (v) {
    case 0:
        r += 1;
    case 1:
        r += 10;
        break;
    default:
        r += 100;
    case 5:
        r += 1000;
        break;
    case 6:
    case 7:
        return -v;
    }
    return r;
}

__device__ int nested(int a, int b) {
    switch (a) {
    case 1:
        switch (b) {
        case 1:
            return 11;
        default:
            break;
        }
        return 10;
    case 2:
        return 20;
    }
    return 0;
}

__device__ int inside_blocks(int v, int w) {
    int s = 0;
    switch (v) {
    case 0:
        if (w == 0) {
            s = 1;
        case 1:
            s += 2;
        }
        break;
    case 2: {
        s = 5;
    case 3:
        s += 7;
    }
    }
    return s;
}

__device__ int skip_odd(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        switch (i & 1) {
        case 1:
            continue;   // the loop's continue
        default:
            break;      // the switch's break
        }
        s += i;
    }
    return s;
}

__device__ int gcd(int a, int b) {
top:
    if (b == 0)
        goto done;
    {
        int t = a % b;
        a = b;
        b = t;
    }
    goto top;
done:
    return a;
}

__device__ int find(int target) {
    int found = -1;
    for (int i = 0; i < 10; ++i)
        for (int j = 0; j < 10; ++j)
            if (i * j == target) {
                found = i * 100 + j;
                goto out;
            }
out:
    return found;
}

__global__ void run(int *out) {
    int z = out[63];
    for (int v = 0; v < 9; ++v)
        out[v] = classify(v + z);
    out[9] = inside_blocks(0 + z, 0);
    out[10] = inside_blocks(0 + z, 1);
    out[11] = inside_blocks(1 + z, 0);
    out[12] = inside_blocks(2 + z, 0) * 100 + inside_blocks(3 + z, 0);
    out[13] = nested(1 + z, 1);
    out[14] = nested(1 + z, 2);
    out[15] = nested(2 + z, 1);
    out[16] = nested(3 + z, 1);
    out[17] = skip_odd(10 + z);
    out[18] = gcd(1071 + z, 462);
    out[19] = find(42 + z);
    out[20] = find(97 + z);
    int n = 0;
    int i = z;
loop:
    n += i;
    if (++i < 5)
        goto loop;
    out[21] = n;
}
