// Object-like macros: chains, empty bodies, identical redefinition,
// self-reference and mutual recursion (painted blue).
#define WARP_SIZE 32
#define HALF_WARP (WARP_SIZE / 2)
#define FULL_MASK 0xffffffffu
#define NOTHING
#define ALSO_NOTHING /* only a comment */
#define PI 3.14159265358979f
#define TWO_PI (2 * PI)

int lanes = WARP_SIZE, half = HALF_WARP;
unsigned mask = FULL_MASK NOTHING ALSO_NOTHING;
float tau = TWO_PI;

// Identical redefinitions (whitespace differences are only in amount).
#define HALF_WARP (WARP_SIZE   /   2)
#define HALF_WARP /* again */ (WARP_SIZE / 2) // and again
int h2 = HALF_WARP;

// Redefined after #undef, the later definition wins from here on.
#undef PI
#define PI 3.0
float tau2 = TWO_PI;
#undef NEVER_DEFINED

// Self reference: the inner name is not replaced again.
#define foo foo + 1
#define counter (counter * 2)
int a = foo, b = counter;

// Mutual recursion stops at the first repeated name.
#define ping pong ping
#define pong ping pong
ping; pong;

// Expansion to another macro's name that is then expanded.
#define INNER inner_value
#define OUTER INNER
#define INDIRECT OUTER
int v = INDIRECT;

// A macro that expands to a function-like macro's name.
#define SQUARE(x) ((x) * (x))
#define SQ SQUARE
int s = SQ(3 + 1);
int t = SQ;

// Macro names inside string and character literals are not replaced.
const char *msg = "WARP_SIZE is not replaced here", c = 'PI';

// Macro names that look like keywords.
#define __device__
#define __forceinline__ inline __attribute__((always_inline))
#define register
__device__ __forceinline__ int f(register int x) { return x; }

// A body holding only punctuators.
#define ARROW ->
#define SCOPE ::
p ARROW q; std SCOPE vector; SCOPE global;
