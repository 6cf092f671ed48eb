// GNU/clang vector types are not modelled yet: the attributes that would
// make one are errors, never silently dropped (v4f would be a float).
typedef float v4f __attribute__((ext_vector_type(4)));
typedef int v2i __attribute__((vector_size(8)));
typedef int di __attribute__((mode(DI)));
