// Operator functions called by their unqualified name (`operator!=(a, b)`)
// are ordinary calls: lookup finds namespace-scope operators, and
// argument-dependent lookup finds hidden friends ([over.call.func],
// [basic.lookup.argdep]). Written the way iterator and vector headers
// spell their derived operators: `return !operator==(a, b);`.
namespace geo {
struct V {
  int x, y;
  __host__ __device__ friend bool operator==(const V &a, const V &b) {
    return a.x == b.x && a.y == b.y;
  }
  __host__ __device__ friend bool operator!=(const V &a, const V &b) {
    return !operator==(a, b);
  }
  __host__ __device__ friend V operator+(const V &a, const V &b) {
    return V{a.x + b.x, a.y + b.y};
  }
};
__host__ __device__ V operator-(const V &a, const V &b) { return V{a.x - b.x, a.y - b.y}; }
} // namespace geo

template <class T> struct Box {
  T v;
  __host__ __device__ friend bool operator<(const Box &a, const Box &b) { return a.v < b.v; }
  __host__ __device__ friend bool operator>(const Box &a, const Box &b) {
    return operator<(b, a);
  }
};

__host__ __device__ int sum(geo::V v) { return v.x * 10 + v.y; }

__global__ void run(int *out) {
  geo::V a{1, 2}, b{3, 5}, c{1, 2};
  out[0] = operator==(a, c);
  out[1] = operator!=(a, b);
  out[2] = !operator!=(a, c);
  out[3] = sum(operator+(a, b));
  out[4] = sum(a == c ? operator-(b, a) : a);
  out[5] = sum(geo::operator-(b, c));
  Box<int> p{3}, q{8};
  out[6] = operator>(q, p) + 2 * operator<(q, p);
  out[7] = (operator<(p, q), operator>(p, q));
}
