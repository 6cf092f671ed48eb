// Objects in memory: aggregate brace initialisation
// (missing members are zero), struct copies and assignment, arrays of
// structs, pointer arithmetic and differences, references as aliases,
// unions, enums, bit-fields (wrapping on store), and conditional lvalues.

struct Point {
    int x, y;
};

struct Shape {
    Point corners[3];
    int tag;
    short weight;
};

union Word {
    unsigned int u;
    unsigned char bytes[4];
};

enum Color { Red = 2, Green, Blue = 10 };
enum class Mode : unsigned char { Off, On = 200 };

struct Bits {
    unsigned a : 3;
    int b : 5;
    unsigned c : 8;
};

__device__ void shift(Point &p, int d) {
    p.x += d;
    p.y -= d;
}

__device__ Point mid(Point a, Point b) { return Point{(a.x + b.x) / 2, (a.y + b.y) / 2}; }

__global__ void run(int *out) {
    int z = out[63];
    Shape s = {{{1, 2}, {3 + z, 4}}, 7};
    out[0] = s.corners[1].x * 10 + s.corners[1].y;
    out[1] = s.corners[2].x + s.corners[2].y + s.weight;  // zeroed
    out[2] = s.tag;

    Shape t = s;       // a copy, not an alias
    t.corners[0].x = 100;
    out[3] = s.corners[0].x;
    out[4] = t.corners[0].x;
    t = s;
    out[5] = t.corners[0].x;

    Point &r = s.corners[0];
    shift(r, 5 + z);
    out[6] = s.corners[0].x;
    out[7] = s.corners[0].y;
    Point m = mid(s.corners[0], s.corners[1]);
    out[8] = m.x * 100 + m.y;

    int arr[6] = {10, 20, 30, 40, 50, 60};
    int *p = arr + 1 + z;
    int *q = &arr[5];
    out[9] = (int)(q - p);
    out[10] = *(p + 2);
    out[11] = p[-1];
    --q;
    out[12] = *q;
    typedef int Row[3];
    Row *rows = reinterpret_cast<Row *>(arr);
    out[13] = rows[1][2];

    Word w;
    w.u = 0x11223344u + z;
    out[14] = w.bytes[0] * 1000 + w.bytes[3];

    Color c = Green;
    out[15] = c + Blue;
    Mode mode = Mode::On;
    out[16] = (int)mode;
    out[17] = sizeof(Mode);

    Bits b = {0, 0, 0};
    b.a = 9 + z;     // 9 mod 8
    b.b = -3 + z;
    b.c = 300 + z;   // 300 mod 256
    out[18] = b.a;
    out[19] = b.b;
    out[20] = b.c;
    b.b += 20;       // 17 does not fit a signed 5-bit field: -15
    out[21] = b.b;

    int u = 1, v = 2;
    ((z ? u : v)) = 9;
    out[22] = u * 10 + v;
    int &bigger = u > v ? u : v;
    bigger += 100;
    out[23] = u + v * 1000;
}
