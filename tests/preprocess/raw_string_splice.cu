// A backslash-newline inside a raw string literal stays in it
// ([lex.pptoken]/3.1: splices in raw strings are reverted).
const char *r = R"(line one\
line two)";
