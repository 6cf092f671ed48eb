// A declaration as a `for` condition (`for (…; int j = next(i); …)`),
// made anew each iteration and tested as its value converted to bool;
// pointers, `const`, multi-word and `auto` types.
struct Node {
    int v;
    Node *next;
};

__device__ int next(int i) { return i > 0 ? i - 1 : 0; }

__global__ void run(int *out) {
    int zero = out[63];
    int s = 0;
    for (int i = 4 + zero; int j = next(i); --i)
        s += j * 10;
    out[0] = s;
    Node c{3, nullptr}, b{2, &c}, a{1, &b};
    Node *cur = &a;
    int sum = 0;
    for (; Node *n = cur; cur = n->next)
        sum = sum * 10 + n->v;
    out[1] = sum;
    int k = 0;
    for (unsigned long left = 3 + zero; const unsigned long m = left; left--)
        k += (int)m;
    out[2] = k;
    int steps = 0;
    for (int i = 3; auto r = i; --i)
        steps += r;
    out[3] = steps;
}
