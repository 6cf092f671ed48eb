// __activemask() (reached from cg::coalesced_threads() in real code) on a
// pre-Volta target: `activemask.b32` needs PTX 6.2, so even sm_50 gets
// PTX 6.3 and the instruction selects (it used to be an internal error).
// ARGS: -ptx -arch=sm_50
__global__ void k(unsigned *o) { o[threadIdx.x] = __activemask(); }
// CHECK: .version 6.3
// CHECK: .target sm_50
// CHECK: .visible .entry _Z1kPj(
// CHECK: activemask.b32
