// #if arithmetic in intmax_t / uintmax_t.
#if -1 > 0u
minus_one_converts_to_unsigned
#endif
#if -1 < 0
signed_compare
#endif
#if (0u - 1) == 18446744073709551615u
wraps_to_max
#endif
#if ~0u == 0xffffffffffffffff
complement_is_64_bits
#endif
#if 18446744073709551615 == -1
too_big_is_unsigned
#endif
#if 0x7fffffffffffffff > 0 && 0x8000000000000000 > 0
big_hex
#endif
#if (-7) / 2 == -3 && (-7) % 2 == -1 && 7 % -2 == 1
truncating_division
#endif
#if (1 << 62) > 0 && (1ull << 63) > 0 && (1 << 63) < 0
shifts
#endif
#if -16 >> 2 == -4
arithmetic_right_shift
#endif
#if (2 || 0) == 1 && (0 && 5) == 0 && !5 == 0 && !0 == 1
logical_results
#endif
#if (3 & 5) == 1 && (3 | 5) == 7 && (3 ^ 5) == 6
bitwise
#endif
#if 1 ? 2 : (1 / 0)
conditional_skips_division
#endif
#if (0 ? 1u : -1) > 0
conditional_result_is_unsigned
#endif
#if 10 - 2 - 3 == 5 && 2 * 3 + 4 == 10 && 2 + 3 * 4 == 14
precedence
#endif
#if 1 < 2 == 1 && 3 > 2 > 1 == 0
chained_comparisons
#endif
#if 0b1010 == 10 && 0B11 == 3
binary_literals
#endif
#if 1'000'000 == 1000000 && 0x7f'ff == 32767
digit_separators
#endif
#if 010 == 8 && 0 == 00 && 0x10 == 16 && 0X1f == 31
octal_and_hex
#endif
#if 10L == 10 && 10LL == 10 && 10ul == 10u && 10ULL == 10 && 10lu == 10
suffixes
#endif
#if true && !false && true + true == 2
bool_keywords
#endif
#if undefined_identifier == 0 && !undefined_identifier
identifiers_are_zero
#endif
#if +1 == 1 && - - 1 == 1 && -(-1) == 1 && ~~5 == 5
unary
#endif
#if (((((1)))))
parens
#endif
#define BLOCK 256
#define GRID (1024 / BLOCK)
#define SHIFT(n) (1 << (n))
#if BLOCK * GRID == 1024 && SHIFT(4) == 16 && BLOCK % 32 == 0
macros_in_expressions
#endif
#if __cplusplus >= 201703L
cplusplus_17
#endif
#if 0
never
#elif 2 - 2
never2
#elif 3
first_true_elif
#elif 1
not_after_taken
#else
not_else
#endif
#if 01777777777777777777777 == -1 && -0x8000000000000000 > 0
big_octal_and_negated_unsigned
#endif
#if -9223372036854775807 - 1 < 0
int_min
#endif
#if 0x7fffffffffffffff + 1 < 0
signed_overflow_wraps
#endif
#if (1, 0)
comma_operator
#else
comma_operator_value_is_last
#endif
#if 1 ? 2 : 3 ? 4 : 5
nested_conditional
#endif
#if (2 > 1) + (2 < 1) * 4 == 1
comparisons_are_int
#endif
