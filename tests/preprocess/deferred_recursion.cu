// Deferred expansion: a macro name produced after its own expansion has
// been rescanned is expanded again in a later scan (C++17 [cpp.rescan]/2
// blocks the name only during the rescan of its replacement list).
// This is the technique of the "map-macro" FOR_EACH and of EVAL-based
// repetition.
#define EMPTY()
#define DEFER(id) id EMPTY()
#define OBSTRUCT(...) __VA_ARGS__ DEFER(EMPTY)()
#define EXPAND(...) __VA_ARGS__

#define EVAL(...) EVAL1(EVAL1(EVAL1(__VA_ARGS__)))
#define EVAL1(...) EVAL2(EVAL2(EVAL2(__VA_ARGS__)))
#define EVAL2(...) __VA_ARGS__

#define REPEAT_INDIRECT() REPEAT
#define REPEAT(n, m) m(n) DEFER(REPEAT_NEXT_ ## n)(m)
#define REPEAT_NEXT_0(m)
#define REPEAT_NEXT_1(m) OBSTRUCT(REPEAT_INDIRECT)()(0, m)
#define REPEAT_NEXT_2(m) OBSTRUCT(REPEAT_INDIRECT)()(1, m)
#define REPEAT_NEXT_3(m) OBSTRUCT(REPEAT_INDIRECT)()(2, m)
#define LANE(n) lane_ ## n;
EVAL(REPEAT(3, LANE))

// Smallest form: the inner A is produced by A_INDIRECT only in the
// second scan, outside A's own expansion.
#define A() a DEFER(A_INDIRECT)()()
#define A_INDIRECT() A
A()
EXPAND(A())
EXPAND(EXPAND(A()))

// map-macro style FOR_EACH.
#define MAP_END(...)
#define MAP_OUT
#define MAP_GET_END2() 0, MAP_END
#define MAP_GET_END1(...) MAP_GET_END2
#define MAP_GET_END(...) MAP_GET_END1
#define MAP_NEXT0(test, next, ...) next MAP_OUT
#define MAP_NEXT1(test, next) MAP_NEXT0(test, next, 0)
#define MAP_NEXT(test, next) MAP_NEXT1(MAP_GET_END test, next)
#define MAP0(f, x, peek, ...) f(x) MAP_NEXT(peek, MAP1)(f, peek, __VA_ARGS__)
#define MAP1(f, x, peek, ...) f(x) MAP_NEXT(peek, MAP0)(f, peek, __VA_ARGS__)
#define MAP(f, ...) EVAL(MAP1(f, __VA_ARGS__, ()()(), ()()(), ()()(), 0))
#define DECLARE(name) float name;
MAP(DECLARE, alpha, beta, gamma, delta)
