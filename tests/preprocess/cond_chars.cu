// Character constants in #if.
#if 'a' == 97 && 'A' + 1 == 'B' && '0' == 48
ascii
#endif
#if '\n' == 10 && '\t' == 9 && '\0' == 0 && '\\' == 92 && '\'' == 39
simple_escapes
#endif
#if '\x41' == 65 && '\101' == 65 && '\x7f' == 127
numeric_escapes
#endif
#if L'a' == 97 && u'b' == 98 && U'c' == 99 && u8'd' == 100
prefixed
#endif
#if '\377' < 0
plain_char_is_signed
#endif
#if u'\xffff' > 0 && U'\xffffffff' > 0
unsigned_wide
#endif
#if 'ab' == 0x6162
multichar_constant
#endif
#if '\x80' == -128
plain_char_hex_escape_is_signed
#endif
#if L'\xffffffff' < 0
wchar_is_signed_32_bits
#endif
#if '\u00e9' != 0xe9
utf8_ucn_char_is_multichar
#endif
