// Misused device functions: an atomic on a type CUDA has none for (the
// candidates listed), a builtin with the wrong number of operands.
__global__ void k(short *s, int *i) {
    atomicAdd(s, (short)1);
    __nvvm_atom_add_i32(i);
}
