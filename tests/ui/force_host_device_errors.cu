// An unmatched end of a force_cuda_host_device region is an error, as
// in clang; any argument but begin or end is ignored with a warning. A
// function inside a region is device code: its syntax errors are
// reported (host code's would be set aside), never left as a body-less
// declaration a kernel calls.
#pragma clang force_cuda_host_device end
#pragma clang force_cuda_host_device start
#pragma clang force_cuda_host_device begin
template <typename T> struct C {
    operator T() { return 0; }
    int Foo() { return operator T(); }
};
#pragma clang force_cuda_host_device end
__global__ void k(int *out) {
    C<int> c;
    out[0] = c.Foo();
}
