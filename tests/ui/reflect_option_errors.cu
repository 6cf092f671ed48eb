// A malformed -R / --nvvm-reflect-add entry is an option error.
// ARGS: -R =1
__global__ void k(int *o) { o[0] = __nvvm_reflect("K"); }
