// ARGS: --emit=llvm-ir -O0
// Flowing off the end of `::main` returns 0 ([basic.start.main]/5), also
// when it is compiled for the device (inside `force_cuda_host_device`, as
// `cargo xtask difftest gcc` compiles test programs); any other function
// flowing off its end stays undefined behaviour.
#pragma clang force_cuda_host_device begin
int main() {
    int x = 1;
    if (x == 2)
        return 1;
}
namespace ns {
int main(int x) {
    if (x)
        return 2;
}
} // namespace ns
#pragma clang force_cuda_host_device end
extern "C" __global__ void k(int *out) { out[0] = main() + ns::main(out[1]); }
// CHECK: define internal i32 @main()
// CHECK: ret i32 0
// CHECK: define internal i32 @_ZN2ns4mainEi(
// CHECK-NOT: ret i32 0
// CHECK: unreachable
