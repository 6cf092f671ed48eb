const char *uplevel_target_file = __FILE__;
#define WHERE_DEFINED __FILE__
