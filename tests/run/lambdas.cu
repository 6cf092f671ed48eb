// Lambdas inside device functions: captures by value (copied when the
// lambda is made) and by reference, default captures, mutable copies,
// init-captures, generic lambdas, lambdas passed to templates and
// returned from functions, capturing `this`.

template <typename F>
__device__ int call3(F f) { return f(1) + f(2) + f(3); }

__device__ auto adder(int k) {
    return [k](int x) { return x + k; };
}

struct Acc {
    int total;
    __device__ int add_all(int n) {
        auto add = [this](int v) { total += v; };
        for (int i = 1; i <= n; ++i)
            add(i);
        return total;
    }
};

__device__ int work(int *out) {
    int zero = out[63];
    int a = 10 + zero;
    int b = 20;
    auto by_value = [a]() { return a; };
    auto by_ref = [&b]() { return b; };
    a = 11;
    b = 21;
    out[0] = by_value();
    out[1] = by_ref();

    int c = 5;
    auto all_value = [=](int x) { return a * x + c; };
    auto all_ref = [&](int x) { c += x; return c; };
    out[2] = all_value(2);
    out[3] = all_ref(4);
    out[4] = all_ref(1);
    out[5] = c;

    int m = 100;
    auto counter = [m]() mutable { return ++m; };
    counter();
    out[6] = counter();
    out[7] = m;

    auto init = [n = a + b, &r = c](int x) { r += n; return n * x; };
    out[8] = init(2);
    out[9] = c;

    auto twice = [](auto x) { return x + x; };
    out[10] = twice(21);
    out[11] = (int)(twice(2.25) * 4);

    int sum = 0;
    out[12] = call3([&sum](int v) { sum += v; return v * v; });
    out[13] = sum;
    out[14] = adder(30)(12);

    Acc acc{1000};
    out[15] = acc.add_all(4);
    out[16] = acc.total;

    // A lambda called right away, and one that captures another.
    out[17] = [](int p, int q) { return p - q; }(3, 10);
    auto outer = [by_value, &b](int x) { return by_value() + b + x; };
    b = 50;
    out[18] = outer(1);
    return 0;
}

__global__ void run(int *out) { work(out); }
