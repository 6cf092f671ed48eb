// An unterminated block comment swallows the rest of the file.
__global__ void k(int *p) { *p = 1; }
/* never closed
__global__ void j(int *p) { *p = 2; }
