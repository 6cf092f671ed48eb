// A helper header for device_debug.cu: its function's variables are
// described at this file's lines.
__device__ inline float scaled(float v, float by) {
    float product = v * by;
    return product;
}
