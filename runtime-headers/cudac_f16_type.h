/* cudac's 16-bit float types, shared by cuda_fp16.h and cuda_bf16.h: the
 * value is its bits in an unsigned short (libNVVM's LLVM 7 dialect has no
 * half or bfloat type), as in nvcc's headers. Included once by each, with
 * cudac_f16_common.h's names defined and these too:
 *   __CUDAC_XRAW, __CUDAC_X2RAW   the _raw structs
 *   __CUDAC_BITS_F(f), __CUDAC_BITS_D(d)   float, double -> bits (nearest)
 *   __CUDAC_F_BITS(b)             bits -> float (exact)
 *   __CUDAC_X_OTHER               the other 16-bit type (declared)
 * No include guard, on purpose. */
typedef struct __CUDAC_XRAW { unsigned short x; } __CUDAC_XRAW;
typedef struct __CUDAC_X2RAW { unsigned short x; unsigned short y; } __CUDAC_X2RAW;

struct __align__(2) __CUDAC_X {
protected:
  unsigned short __x;

public:
  __CUDAC_X() = default;
  __CUDAC_HD __CUDAC_X(const __CUDAC_XRAW &hr) : __x(hr.x) {}
  __CUDAC_HD __CUDAC_X &operator=(const __CUDAC_XRAW &hr) { __x = hr.x; return *this; }
  __CUDAC_HD operator __CUDAC_XRAW() const { __CUDAC_XRAW r; r.x = __x; return r; }
  /* Conversions round to nearest even; to integers they truncate, as C does. */
  __CUDAC_HD __CUDAC_X(float f) : __x(__CUDAC_BITS_F(f)) {}
  __CUDAC_HD __CUDAC_X(double f) : __x(__CUDAC_BITS_D(f)) {}
  __CUDAC_HD operator float() const { return __CUDAC_F_BITS(__x); }
  /* From the other 16-bit type (defined where both are declared). */
  explicit __CUDAC_HD __CUDAC_X(const __CUDAC_X_OTHER f);
  __CUDAC_HD __CUDAC_X &operator=(float f) { __x = __CUDAC_BITS_F(f); return *this; }
  __CUDAC_HD __CUDAC_X &operator=(double f) { __x = __CUDAC_BITS_D(f); return *this; }
  /* Through float: exact below 2^24; above, float's rounding and then
   * this type's round correctly (float has more than twice the bits). */
  __CUDAC_HD __CUDAC_X(short v) : __x(__CUDAC_BITS_F((float)v)) {}
  __CUDAC_HD __CUDAC_X(unsigned short v) : __x(__CUDAC_BITS_F((float)v)) {}
  __CUDAC_HD __CUDAC_X(int v) : __x(__CUDAC_BITS_F((float)v)) {}
  __CUDAC_HD __CUDAC_X(unsigned int v) : __x(__CUDAC_BITS_F((float)v)) {}
  __CUDAC_HD __CUDAC_X(long v) : __x(__CUDAC_BITS_F((float)v)) {}
  __CUDAC_HD __CUDAC_X(unsigned long v) : __x(__CUDAC_BITS_F((float)v)) {}
  __CUDAC_HD __CUDAC_X(long long v) : __x(__CUDAC_BITS_F((float)v)) {}
  __CUDAC_HD __CUDAC_X(unsigned long long v) : __x(__CUDAC_BITS_F((float)v)) {}
  __CUDAC_HD operator short() const { return (short)__CUDAC_F_BITS(__x); }
  __CUDAC_HD operator unsigned short() const { return (unsigned short)__CUDAC_F_BITS(__x); }
  __CUDAC_HD operator int() const { return (int)__CUDAC_F_BITS(__x); }
  __CUDAC_HD operator unsigned int() const { return (unsigned int)__CUDAC_F_BITS(__x); }
  __CUDAC_HD operator long long() const { return (long long)__CUDAC_F_BITS(__x); }
  __CUDAC_HD operator unsigned long long() const { return (unsigned long long)__CUDAC_F_BITS(__x); }
  __CUDAC_HD operator bool() const { return (__x & 0x7fffu) != 0; }
};

struct __align__(4) __CUDAC_X2 {
  __CUDAC_X x;
  __CUDAC_X y;
  __CUDAC_X2() = default;
  __CUDAC_HD __CUDAC_X2(const __CUDAC_X &a, const __CUDAC_X &b) : x(a), y(b) {}
  __CUDAC_HD __CUDAC_X2(const __CUDAC_X2RAW &h2r) : x(__CUDAC_XRAW{h2r.x}), y(__CUDAC_XRAW{h2r.y}) {}
  __CUDAC_HD __CUDAC_X2 &operator=(const __CUDAC_X2RAW &h2r) { x = __CUDAC_XRAW{h2r.x}; y = __CUDAC_XRAW{h2r.y}; return *this; }
  __CUDAC_HD operator __CUDAC_X2RAW() const {
    __CUDAC_X2RAW r;
    r.x = __CUDAC_XRAW(x).x;
    r.y = __CUDAC_XRAW(y).x;
    return r;
  }
};

/* Bits in and out; a pair packs x in the low 16 bits. */
__CUDAC_HF unsigned short __CUDAC_XB(const __CUDAC_X h) { return __CUDAC_XRAW(h).x; }
__CUDAC_HF __CUDAC_X __CUDAC_BX(unsigned short b) { __CUDAC_XRAW r; r.x = b; return r; }
__CUDAC_HF unsigned __CUDAC_X2B(const __CUDAC_X2 h) { return ((unsigned)__CUDAC_XB(h.y) << 16) | __CUDAC_XB(h.x); }
__CUDAC_HF __CUDAC_X2 __CUDAC_BX2(unsigned b) { return __CUDAC_X2(__CUDAC_BX((unsigned short)b), __CUDAC_BX((unsigned short)(b >> 16))); }
