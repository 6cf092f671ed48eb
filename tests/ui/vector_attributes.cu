// GNU/clang vector types are not modelled yet: the attributes that would
// make one are errors, never silently dropped (v4f would be a float).
typedef float v4f __attribute__((ext_vector_type(4)));
typedef int v2i __attribute__((vector_size(8)));
// GCC's vector modes and modes of other types are errors too; integer
// modes make the integer of that width (run/gnu_extensions.cu).
typedef int v4si __attribute__((mode(V4SI)));
typedef float sf __attribute__((__mode__(__SF__)));
typedef int di __attribute__((mode(DI)));
