// A defaulted virtual destructor is an implicit member for nvcc's
// execution-space rules: a host class overriding it with its own
// destructor is no "execution space mismatch" (HeCBench logic-rewrite's
// `virtual ~Scheduler() = default;`, which nvcc 13.0 accepts). A
// user-provided `__host__ __device__` one still is (ui tests).
// ARGS: -ptx -arch=sm_80
// CHECK: .visible .entry _Z4workPi(
struct Scheduler {
    virtual ~Scheduler() = default;
    virtual int next() = 0;
};
struct LoopScheduler : Scheduler {
    int i = 0;
    ~LoopScheduler() override { i = -1; }
    int next() override { return i++; }
};
__global__ void work(int *o) { o[0] = 1; }
int main() {
    Scheduler *s = new LoopScheduler;
    int v = s->next();
    delete s;
    return v;
}
