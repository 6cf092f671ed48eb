// A partial specialisation matches only if the deduced arguments make
// its arguments the ones asked for ([temp.class.spec.match]). A
// non-deduced context nested in an argument (`typename
// add_ref<O>::type` inside `Ptr<O, Tag, …>`) deduces nothing, so it is
// substituted and compared. Thrust's `rebind_pointer` has such a
// specialisation for pointers whose reference type is `O&`: cudac took it
// for `pointer<O, Tag>` too, rebinding Thrust's temporary buffers to a
// pointer type nothing could construct.

template <class T> struct add_ref {
    using type = T &;
};
template <class P, class T> struct rebind;
template <template <class, class...> class Ptr, class O, class... Tail, class T>
struct rebind<Ptr<O, Tail...>, T> {
    using type = Ptr<T, Tail...>;
    static constexpr int which = 1;
};
template <template <class, class, class, class...> class Ptr, class O, class Tag, class... Rest,
          class T>
struct rebind<Ptr<O, Tag, typename add_ref<O>::type, Rest...>, T> {
    using type = Ptr<T, Tag, typename add_ref<T>::type, Rest...>;
    static constexpr int which = 2;
};

struct use_default {};
template <class E, class Tag, class R = use_default, class D = use_default> struct ptr {};

template <class A, class B> struct same {
    static constexpr bool value = false;
};
template <class A> struct same<A, A> {
    static constexpr bool value = true;
};

__global__ void run(int *out) {
    out[0] = rebind<ptr<float, int>, char>::which;
    out[1] = same<rebind<ptr<float, int>, char>::type, ptr<char, int>>::value;
    out[2] = rebind<ptr<float, int, float &>, char>::which;
    out[3] = same<rebind<ptr<float, int, float &>, char>::type, ptr<char, int, char &>>::value;
    out[4] = rebind<ptr<float, int, int &>, char>::which;
}
