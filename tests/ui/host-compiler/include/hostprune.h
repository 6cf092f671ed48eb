// A host library header most of which a file does not use: cudac leaves
// what nothing names unparsed (syntax/library_use.rs). What follows is
// reached only in ways a name-based reading could miss; the case using it
// must compile.
#pragma once
// `struct hp_handle` is declared only by this typedef.
typedef struct hp_handle *hp_handle_t;
// An unscoped enum's enumerators are names of their own.
enum hp_color { hp_red = 3, hp_green };
namespace hp {
template <class T> struct Vec2 {
    T x, y;
    __attribute__((host)) __attribute__((device)) T sum() const;
};
// An out-of-line member: kept with its class.
template <class T>
__attribute__((host)) __attribute__((device)) T Vec2<T>::sum() const {
    return x + y;
}
// An operator is found by its operands, not by a name written.
template <class T>
__attribute__((host)) __attribute__((device)) Vec2<T> operator+(Vec2<T> a, Vec2<T> b) {
    return {a.x + b.x, a.y + b.y};
}
// Reached only through the alias.
typedef Vec2<float> vec2f;
template <class T> inline constexpr int size_v = sizeof(T);
// Declared, then defined.
struct Later;
struct Later {
    int v;
};
// Never named: left unparsed, so what it would need is never asked for.
template <class T> struct Unused {
    typename T::missing m;
    static_assert(sizeof(T) == 0, "never instantiated");
};
inline int unused_function(undeclared_type_t x) { return x; }
} // namespace hp
// Brought into the global namespace by a using-declaration.
using hp::Later;
