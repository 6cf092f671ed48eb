// Local declarations of pointers and references to functions that
// tree-sitter reads as calls of casts: `int (*q)() = f;` (no parameters)
// and `int (&r)(V) = g;` ([stmt.ambig]: what can be a declaration is one).
#define HD __host__ __device__
struct V { int x; };
HD int f() { return 7; }
HD int g(V v) { return v.x * 2; }
HD int h(V a, V b) { return a.x - b.x; }
__global__ void run(int *out) {
  int (*q)() = f;
  int (&r)(V) = g;
  int (&s)(V, V) = h;
  int (*t)(V, V) = &h;
  V v{5}, w{2};
  out[0] = q();
  out[1] = r(v);
  out[2] = s(v, w);
  out[3] = t(w, v);
  q = nullptr;
  out[4] = q == nullptr;
}
