/* cudac: <assert.h> for device code: a failed assert calls the CUDA
 * runtime's __assertfail (declared by the prelude), which reports the
 * expression, file, line and function and traps. Not include-guarded:
 * each inclusion re-reads NDEBUG, as the C standard says. */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __assertfail(#e, __FILE__, __LINE__, __PRETTY_FUNCTION__, sizeof(char)))
#endif
