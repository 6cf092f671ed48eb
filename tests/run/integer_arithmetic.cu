// Integer corner cases: unsigned wraparound, the usual arithmetic
// conversions (signed against unsigned, promotions of char and short),
// shifts, division and remainder of negatives, narrowing conversions.
// Operands come from out[63] (zero) so nothing folds before -O2 sees it.

__device__ int div_(int a, int b) { return a / b; }
__device__ int rem_(int a, int b) { return a % b; }

__global__ void run(int *out) {
    int z = out[63];
    unsigned u = 0u + z;
    u -= 1;
    out[0] = (int)u;
    out[1] = (int)(u >> 28);
    out[2] = (int)(u + 2u);
    unsigned short us = 65535 + z;
    us += 1;
    out[3] = us;
    unsigned char uc = 250 + z;
    uc = uc + 10;
    out[4] = uc;

    // -1 < 1u is false: -1 converts to unsigned.
    int m1 = -1 + z;
    out[5] = m1 < 1u ? 1 : 0;
    // Both promote to int here.
    short s1 = -1 + z;
    unsigned short s2 = 1 + z;
    out[6] = s1 < s2 ? 1 : 0;
    long long ll = m1;
    out[7] = ll < 1u ? 1 : 0;
    out[8] = (int)(sizeof(u + 1L) * 10 + sizeof('a' + (char)1));

    out[9] = div_(-7 + z, 2);
    out[10] = rem_(-7 + z, 2);
    out[11] = div_(7 + z, -2);
    out[12] = rem_(7 + z, -2);
    out[13] = div_(-7 + z, -2);
    out[14] = rem_(-7 + z, -2);
    out[15] = (int)((unsigned)(-7 + z) / 2u);
    out[16] = (int)((-7LL + z) / 2);

    int one = 1 + z;
    out[17] = one << 30;
    out[18] = (int)(1u << (31 + z));
    out[19] = (-16 + z) >> 2;          // arithmetic shift of a negative
    out[20] = (int)((unsigned)(-16 + z) >> 2);
    out[21] = (int)((1LL << (40 + z)) >> 35);
    unsigned char sh = 1 + z;
    out[22] = sh << 9;                 // promoted to int before the shift

    out[23] = (int)(signed char)(200 + z);
    out[24] = (int)(short)(70000 + z);
    out[25] = (int)(unsigned char)(-1 + z);
    long long big = 0x123456789LL + z;
    out[26] = (int)big;
    out[27] = (int)(big >> 32);
    out[28] = (int)(unsigned)(3.7 + z);
    out[29] = (int)(-3.7 + z);        // towards zero
    out[30] = (int)(3.99f + z);
    out[31] = ~(0 + z);
    out[32] = -(-2147483647 + z) ;
    out[33] = (7 + z) & (-(7 + z));
    out[34] = (0x0f0f + z) ^ 0x00ff;
    out[35] = !(z) + !!(5 + z);
    out[36] = (z || (out[62] = 9)) ? 1 : 2;   // short-circuit: the store happens
    out[37] = (z && (out[61] = 9)) ? 1 : 2;   // short-circuit: no store
    out[38] = ((out[60] = 1 + z), 3 + z);
    out[39] = (int)(0xFFFFFFFFu + z) - (int)(0x80000000u + z);
    int i = 5 + z;
    out[40] = i++ * 10;
    out[41] = ++i * 10;
    out[42] = i;
}
