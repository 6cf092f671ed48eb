// "Ray tracing in one weekend" as CUDA projects port it: a world of
// `hitable`s and `material`s built with device `new` in one kernel, used
// through virtual `hit`/`scatter` calls in another and deleted in a third,
// with the usual host main (error-check macro, <iostream>, <vector>).
// Kernels and vtables match nvcc 13.0 symbol for symbol.
#include <cstdio>
#include <iostream>
#include <vector>
#define checkCudaErrors(val) check_cuda( (val), #val, __FILE__, __LINE__ )
void check_cuda(cudaError_t result, char const *const func, const char *const file, int const line) {
    if (result) { std::cerr << "CUDA error = " << static_cast<unsigned int>(result) << " at " << file << ":" << line << " '" << func << "' \n"; cudaDeviceReset(); exit(99); }
}
class vec3 {
public:
    __host__ __device__ vec3() {}
    __host__ __device__ vec3(float e0, float e1, float e2) { e[0] = e0; e[1] = e1; e[2] = e2; }
    __host__ __device__ inline float x() const { return e[0]; }
    __host__ __device__ inline float operator[](int i) const { return e[i]; }
    __host__ __device__ inline vec3& operator+=(const vec3 &v2) { e[0] += v2.e[0]; e[1] += v2.e[1]; e[2] += v2.e[2]; return *this; }
    __host__ __device__ inline float length() const { return sqrt(e[0]*e[0] + e[1]*e[1] + e[2]*e[2]); }
    float e[3];
};
__host__ __device__ inline vec3 operator-(const vec3 &a, const vec3 &b) { return vec3(a.e[0]-b.e[0], a.e[1]-b.e[1], a.e[2]-b.e[2]); }
__host__ __device__ inline float dot(const vec3 &a, const vec3 &b) { return a.e[0]*b.e[0] + a.e[1]*b.e[1] + a.e[2]*b.e[2]; }
class ray { public: __device__ ray() {} __device__ ray(const vec3& a, const vec3& b) { A = a; B = b; } __device__ vec3 origin() const { return A; } __device__ vec3 direction() const { return B; } vec3 A, B; };
class material;
struct hit_record { float t; vec3 p; vec3 normal; material *mat_ptr; };
class hitable { public: __device__ virtual bool hit(const ray& r, float t_min, float t_max, hit_record& rec) const = 0; };
class sphere: public hitable {
public:
    __device__ sphere() {}
    __device__ sphere(vec3 cen, float r, material *m) : center(cen), radius(r), mat_ptr(m) {};
    __device__ virtual bool hit(const ray& r, float tmin, float tmax, hit_record& rec) const;
    vec3 center; float radius; material *mat_ptr;
};
__device__ bool sphere::hit(const ray& r, float t_min, float t_max, hit_record& rec) const {
    vec3 oc = r.origin() - center;
    float a = dot(r.direction(), r.direction());
    float b = dot(oc, r.direction());
    float c = dot(oc, oc) - radius*radius;
    float discriminant = b*b - a*c;
    if (discriminant > 0) { float temp = (-b - sqrt(discriminant))/a; if (temp < t_max && temp > t_min) { rec.t = temp; rec.mat_ptr = mat_ptr; return true; } }
    return false;
}
class hitable_list: public hitable {
public:
    __device__ hitable_list() {}
    __device__ hitable_list(hitable **l, int n) {list = l; list_size = n; }
    __device__ virtual bool hit(const ray& r, float tmin, float tmax, hit_record& rec) const;
    hitable **list; int list_size;
};
__device__ bool hitable_list::hit(const ray& r, float t_min, float t_max, hit_record& rec) const {
    hit_record temp_rec; bool hit_anything = false; float closest_so_far = t_max;
    for (int i = 0; i < list_size; i++) { if (list[i]->hit(r, t_min, closest_so_far, temp_rec)) { hit_anything = true; closest_so_far = temp_rec.t; rec = temp_rec; } }
    return hit_anything;
}
class material { public: __device__ virtual bool scatter(const ray& r_in, const hit_record& rec, vec3& attenuation, ray& scattered) const = 0; };
class lambertian : public material { public: __device__ lambertian(const vec3& a) : albedo(a) {}
    __device__ virtual bool scatter(const ray& r_in, const hit_record& rec, vec3& attenuation, ray& scattered) const { attenuation = albedo; return true; }
    vec3 albedo; };
__global__ void render(float *fb, int max_x, hitable **world) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= max_x) return;
    ray r(vec3(0,0,0), vec3(i, 1, -1));
    hit_record rec;
    vec3 att(0,0,0); ray sc;
    fb[i] = (*world)->hit(r, 0.001f, 1e30f, rec) && rec.mat_ptr->scatter(r, rec, att, sc) ? rec.t + att.x() : 0.0f;
}
__global__ void create_world(hitable **d_list, hitable **d_world) {
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        *(d_list)   = new sphere(vec3(0,0,-1), 0.5, new lambertian(vec3(0.8, 0.3, 0.3)));
        *(d_list+1) = new sphere(vec3(0,-100.5,-1), 100, new lambertian(vec3(0.8, 0.8, 0.0)));
        *d_world    = new hitable_list(d_list,2);
    }
}
__global__ void free_world(hitable **d_list, hitable **d_world) {
    delete ((sphere *)d_list[0])->mat_ptr;
    delete *(d_list); delete *(d_list+1); delete *d_world;
}
int main() {
    int nx = 64; float *fb; checkCudaErrors(cudaMallocManaged((void **)&fb, nx*sizeof(float)));
    hitable **d_list; checkCudaErrors(cudaMalloc((void **)&d_list, 2*sizeof(hitable *)));
    hitable **d_world; checkCudaErrors(cudaMalloc((void **)&d_world, sizeof(hitable *)));
    create_world<<<1,1>>>(d_list,d_world);
    checkCudaErrors(cudaGetLastError()); checkCudaErrors(cudaDeviceSynchronize());
    render<<<1, 64>>>(fb, nx, d_world);
    checkCudaErrors(cudaDeviceSynchronize());
    std::vector<float> h(fb, fb + nx);
    for (int i = 0; i < nx; i += 8) std::cout << h[i] << "\n";
    free_world<<<1,1>>>(d_list,d_world);
    return 0;
}
