// A member template of a class template's specialisation as a template
// template argument (`agent_select_if_wrapper_t<SelectionOpt>::template
// agent_t`, CUB's DeviceSelect and DevicePartition kernels, in their
// `__launch_bounds__` and bodies): before, "template argument for template
// template parameter must be a class template or type alias template".
// ARGS: --emit=ptx
// CHECK: .entry _Z1kILi1EEvPi(
// CHECK: .maxntid 65, 1, 1
// CHECK: , 65;
template <int Opt> struct W {
  template <class T, int N> struct agent_t { static constexpr int B = N * 2 + Opt; };
};
template <class P, template <class, int> class A> struct use { static constexpr int B = A<P, 32>::B; };
template <int Opt> __global__ void __launch_bounds__(use<int, W<Opt>::template agent_t>::B) k(int* o) {
  o[0] = use<int, W<Opt>::template agent_t>::B;
}
template __global__ void k<1>(int*);
