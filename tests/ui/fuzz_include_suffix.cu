// Found by `cargo xtask fuzz preprocess`: `#include "x.h"_Pragmé` (a
// string literal with a literal suffix, one token in C++11) panicked
// slicing the name inside 'é'. Such a token is no header name (gcc:
// "#include expects"); a name followed by another token only warns. The
// same slicing in `#line N "file"_é` panicked too: an invalid filename.
#include "x.h"_Pragmé
#include "x.h"_suffix
#include "fuzz_include_suffix.h" extra
__device__ int w = included_value;
#line 5 "f.cu"_é
