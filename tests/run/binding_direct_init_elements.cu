// `auto [a, b](arr);` direct-initialises each element of the hidden
// array ([dcl.struct.bind]p1), which for scalars is a copy: the names
// are the copy's, not the array's; `auto &[a, b](arr)` binds the array
// itself. (GCC's cpp1z/decomp6.C does this with a class whose copy
// constructor is explicit: cudac reports that as not supported yet.)
__global__ void run(int *out) {
    int arr[3] = {1 + out[63], 2, 3};
    auto [a, b, c](arr);
    a = 10;
    out[0] = arr[0] * 100 + b * 10 + c;
    auto &[d, e, f](arr);
    e = 20;
    out[1] = arr[1] + d;
    const auto [g, h, i](arr);
    out[2] = g + h + i;
}
