// Access in classes without member functions (a C-like class keeps its
// private members private) and through using-declarations
// ([namespace.udecl]p19): `using H::x;` gives a base's protected data member
// the access of the declaration in the derived class, as libcu++'s
// `__cccl_nvfp16_manip_helper : __half { using __half::__x; }` relies on.
class Plain { int x; public: int y; };
struct Half { protected: unsigned short bits; public: int y; };
struct Open : Half { using Half::bits; };
struct Below : Open {};
struct Closed : Half {};
struct Hidden : Half { private: using Half::y; };
__global__ void k(int *o) {
    Open a{};
    a.bits = 3;
    Below b{};
    b.bits = 4;
    o[0] = a.bits + b.bits;
    Plain p;
    o[1] = p.x;
    Closed c;
    c.bits = 5;
    Hidden h;
    h.y = 6;
}
