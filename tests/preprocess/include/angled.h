#pragma once
#define ANGLED_VALUE 7
const char *angled_file = __FILE__;
