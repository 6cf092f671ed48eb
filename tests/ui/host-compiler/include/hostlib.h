// A host library header with declarations cudac cannot compile: they are
// errors only where device code uses what they declare.
#pragma once
namespace hl {
template <class T> struct limits {
    static constexpr int digits = 0;
};
template <> struct limits<float> {
    static constexpr int digits = 24;
};
// A specialisation for a type only gcc knows: left out, it could make
// `limits<X>` silently take the primary template, so all of `limits` is
// unusable in device code.
template <> struct limits<__gcc_only_type> {
    static constexpr int digits = 113;
};

inline constexpr int twice(int x) { return 2 * x; }
// An overload cudac cannot declare: the others of `scale` are unusable too.
inline constexpr int scale(int x) { return x * 3; }
inline constexpr int scale(__gcc_only_type x) { return 1; }

// Nothing here is used by device code: no error.
int host_only(__gcc_only_type *p);
struct Handle {
    __gcc_only_type h;
};
} // namespace hl
