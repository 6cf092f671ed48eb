// Layout of classes nested deeply through bases and members: each
// record's empty subobjects (needed to place an empty base apart from
// another of its type) were recomputed at every level, so a chain of 40
// bases took 2^40 steps (Thrust's zip_iterator tuples made HeCBench's
// mtf and logic-rewrite time out). Sizes and offsets must still follow
// the Itanium ABI, where an empty base moves when it would share an
// address with an empty subobject of its own type.
struct E {};
template <int N> struct Link : Link<N - 1> {
    char c = N;
};
template <> struct Link<0> : E {};
template <int N> struct Pair : E {
    E first;             // an E at the same address as the base would clash
    Link<N> rest;
};
struct Twice : Link<40> {
    Link<40> again;
    E tail;
};
__global__ void run(int *out) {
    Link<40> l;
    out[0] = sizeof(Link<40>);
    out[1] = l.c + static_cast<Link<1> &>(l).c * 100;
    Pair<40> p;
    out[2] = sizeof(Pair<40>);
    out[3] = (int)((char *)&p.rest - (char *)&p);
    out[4] = (int)((char *)&p.first - (char *)&p);
    Twice t;
    out[5] = sizeof(Twice);
    out[6] = (int)((char *)&t.again - (char *)&t);
    out[7] = (int)((char *)&t.tail - (char *)&t);
    out[8] = t.again.c + static_cast<Link<7> &>(t.again).c * 100;
}
