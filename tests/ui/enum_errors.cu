// Enumerations: implicit conversions only out of unscoped ones, scoped ones
// neither promote nor test as bool, enumerators must fit a fixed type.
enum Color { Red, Green };
enum class Mode : unsigned char { Off, Fast, Big = 300 };
enum Fwd;
enum Color { Blue };
__device__ int f(Mode m, int i) {
    Color c = 1;
    int x = Mode::Fast + 1;
    if (m) x++;
    int y = m;
    switch (m) { case 1: break; case Mode::Off: break; }
    return x + y + Mode::Nope + (int)Color::Red;
}
