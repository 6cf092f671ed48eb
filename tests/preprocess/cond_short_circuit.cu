// Unevaluated operands may divide by zero; defined works with and without
// parentheses; macros expanding to expressions.
#define ZERO 0
#define ONE 1
#if ZERO && (1 / ZERO)
never
#else
and_short_circuit
#endif
#if ONE || (1 % ZERO)
or_short_circuit
#endif
#if ZERO ? 1 / ZERO : 2
conditional_short_circuit
#endif
#if defined ONE && defined(ZERO) && !defined UNDEFINED_NAME && !defined ( UNDEFINED_NAME )
defined_forms
#endif
#if defined(ONE) + defined(ZERO) + defined(NOPE) == 2
defined_sums
#endif
#ifdef ONE
ifdef_taken
#endif
#ifndef NOPE
ifndef_taken
#endif
#ifdef NOPE
never
#elif defined(ONE) && ONE
elif_taken
#endif
// Once a group is taken, later #elif expressions are not evaluated.
#if 1
first
#elif 1 / 0
never
#elif garbage (
never
#endif
#if defined ZERO
#  if ZERO
never
#  elif !ZERO
nested_elif
#  endif
#endif
#define CHECK_ARCH(a) (ARCH >= (a))
#define ARCH 80
#if CHECK_ARCH(70) && !CHECK_ARCH(90)
arch_range
#endif
// defined produced by macro expansion (undefined behaviour, but gcc and
// clang evaluate it, and headers rely on it).
#define FEATURE_X
#define HAS_FEATURE_X (defined(FEATURE_X) && !defined FEATURE_Y)
#if HAS_FEATURE_X
defined_from_macro
#endif
