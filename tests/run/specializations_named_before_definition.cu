// Specialisations named before they can be defined, as libstdc++ names
// them: `typedef basic_string<char> string;` (<stringfwd.h>) comes before
// `basic_string` is defined, and `template <> struct char_traits<char>;`
// declares the explicit specialisation its later definition defines. Each
// is complete, from the right definition, once that definition is there.
template <class T> struct traits;
template <> struct traits<char>;
template <class C, class Tr = traits<C>> struct text;
typedef text<char> ctext;
typedef text<int> itext;
template <class T> struct traits {
    typedef T char_type;
    static constexpr int width = sizeof(T);
};
template <> struct traits<char> {
    typedef char char_type;
    static constexpr int width = 100;
};
template <class C, class Tr> struct text {
    typename Tr::char_type first;
    __device__ int width() const { return Tr::width; }
};
__global__ void run(int *out) {
    ctext c;
    c.first = 'x';
    itext i;
    i.first = 7;
    out[0] = c.width();
    out[1] = c.first;
    out[2] = i.width();
    out[3] = i.first;
    out[4] = sizeof(ctext) + 10 * sizeof(itext);
}
