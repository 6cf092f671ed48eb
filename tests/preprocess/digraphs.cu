// Digraphs are punctuators ([lex.digraph]); %: introduces a directive.
%:define DIGRAPH_DEFINED 1
%:if DIGRAPH_DEFINED
digraph_directive_works
%:endif
%:define STR(x) %:x
%:define CAT(a, b) a %:%: b
int arr<:3:> = <% 1, 2, 3 %>;
const char *s = STR(<:x:>);
int CAT(dig, raph) = 1;
// Pasting that forms a digraph.
#define PASTE(a, b) a ## b
PASTE(<, :) PASTE(%, :) PASTE(%:, %:) PASTE(:, >) PASTE(<, %) PASTE(%, >)
