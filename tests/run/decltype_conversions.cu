// decltype as the type of an explicit conversion (`decltype(x){}`,
// `decltype(x)(v)`), comma expressions as decltype operands, and the
// concept emulation libcu++ builds from both: a fragment is satisfied
// exactly when every requirement in the decltype is well-formed.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B> using enable_if_t = typename enable_if<B>::type;

template <class T> T &&declval();
template <class... Ts> struct tag {};

struct Widget { __device__ int size() const { return 4; } };
struct Gadget { int value; };

// The expression-SFINAE idiom: `-> decltype(t.size(), void())`.
template <class T>
__device__ auto describe(const T &t, int) -> decltype(t.size(), int()) { return 10 + t.size(); }
template <class T>
__device__ int describe(const T &, long) { return 1; }

// libcu++'s _CCCL_CONCEPT_FRAGMENT, expanded by hand.
template <class T>
__device__ auto has_size_impl() -> enable_if_t<!(decltype(void(), declval<T>().size(), void(), false){})> {}
template <class... As>
__device__ char has_size_test(tag<As...> *, decltype(&has_size_impl<As...>));
__device__ char (&has_size_test(...))[2];
template <class T>
constexpr bool has_size = sizeof(has_size_test(static_cast<tag<T> *>(nullptr), nullptr)) == 1;

template <class T>
__device__ T zero_like(const T &x) { return decltype(x + x){}; }

__global__ void run(int *out) {
  int x = 3;
  out[0] = decltype(x){};
  out[1] = decltype(x){7};
  out[2] = decltype(x)(2.9);
  out[3] = !(decltype(x, false){});
  out[4] = sizeof(decltype(x, 'c'));
  out[5] = sizeof(decltype(1.0, x));
  out[6] = describe(Widget{}, 0);
  out[7] = describe(Gadget{5}, 0);
  out[8] = has_size<Widget>;
  out[9] = has_size<Gadget>;
  out[10] = has_size<int>;
  out[11] = zero_like(41) + (int)zero_like(2.5);
  // A variable is declared before its own initialiser.
  Gadget g = decltype(g){9};
  int y = sizeof(y) + 1;
  out[13] = y;
  using U = decltype(1.0, x);
  U u = x; // an lvalue: int &
  out[14] = u + alignof(decltype('a', 2.0));
  out[12] = g.value;
}
