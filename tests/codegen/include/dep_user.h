// A user header found through -I; #pragma once keeps it single in the rule.
#pragma once
#define DEP_USER_SCALE 2.0f
