/* cooperative_groups/functional.h shipped with cudac: the operations
 * reduce and the scans combine values with. `less` keeps the smaller
 * value and `greater` the larger (they are min and max, not comparisons). */
#ifndef __CUDAC_CG_FUNCTIONAL_H__
#define __CUDAC_CG_FUNCTIONAL_H__
namespace cooperative_groups {
template <class T> struct plus {
    __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a + b; }
};
template <class T> struct less {
    __device__ __forceinline__ T operator()(const T &a, const T &b) const { return b < a ? b : a; }
};
template <class T> struct greater {
    __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
    __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a & b; }
};
template <class T> struct bit_or {
    __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a | b; }
};
template <class T> struct bit_xor {
    __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a ^ b; }
};
} // namespace cooperative_groups
#endif
