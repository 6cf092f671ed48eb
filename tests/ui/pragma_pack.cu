// #pragma pack: malformed forms are ignored with clang's warnings. A
// member a packed record places below its type's alignment is read and
// written at its real alignment (tests/codegen/packed_access.cu); taking
// its address warns as clang does, since the pointer claims more.
#pragma pack
#pragma pack 1
#pragma pack(3)
#pragma pack(pop)
#pragma pack(push, 1, 2, 3)
#pragma pack(show)
#pragma pack(push, outer, 2)
#pragma pack(show)
#pragma pack(pop, nowhere)
#pragma pack(pop, outer)
#pragma packed_thing(1)

#pragma pack(push, 1)
struct Header { char tag; unsigned size; unsigned short w : 12; unsigned short h : 12; };
#pragma pack(pop)

__device__ unsigned area(const Header *p) { return p->w * p->h + p->tag; }
__device__ unsigned size_of(const Header *p) { return p->size; }
__device__ void set_size(Header *p, unsigned s) { p->size = s; }
__device__ unsigned *address(Header *p) { return &p->size; }
__device__ int pick(const int *a, const Header *p) { return a[p->size]; }
__device__ unsigned twice(unsigned v) { return 2 * v; }
__device__ unsigned twice_size(const Header *p) { return twice(p->size); }
