// A string literal passed to or stored in a 'char *' (legacy code, csmith's
// transparent_crc): accepted with clang's warning, as clang, gcc and nvcc do;
// a 'const char *' overload is preferred.
__device__ int len(char *s) { int n = 0; while (s[n]) n++; return n; }
__device__ int pick(char *s) { return 1; }
__device__ int pick(const char *s) { return 2; }
__global__ void k(int *o) {
  o[0] = len("hello");
  o[1] = pick("x");
  char *p = "abc";
  o[2] = p[1];
}
