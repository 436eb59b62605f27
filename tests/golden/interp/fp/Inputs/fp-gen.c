/* Expected results of fp operations, computed independently of llfuzz:
 * half/bfloat/float/double through __float128 (exact or innocuous double
 * rounding: 113 >= 2p + 2) and a generic round-to-nearest-even; x86_fp80
 * with long double (x87, 64-bit precision); fp128 with libquadmath.
 * Output: one line per case: fmt op-results as hex, '-' for NaN/poison. */
#include <quadmath.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
#include <float.h>
#include <stdlib.h>

typedef __float128 Q;
typedef struct { int p, emin, emax, bits; } Fmt;
static const Fmt HALF = {11, -14, 15, 16}, BF = {8, -126, 127, 16}, FL = {24, -126, 127, 32}, DB = {53, -1022, 1023, 64};

static Q rnd(Q x, Fmt f) {
    if (x == 0 || isinfq(x) || isnanq(x)) return x;
    int e = ilogbq(x);
    if (e < f.emin) e = f.emin;
    int sc = f.p - 1 - e;
    Q r = rintq(ldexpq(x, sc));   /* exact scaling, RNE */
    r = ldexpq(r, -sc);
    if (fabsq(r) >= ldexpq(1, f.emax + 1)) return copysignq(HUGE_VALQ, x);
    return r;
}
/* small formats: bits <-> value */
static Q dec(uint64_t b, Fmt f) {
    if (f.bits == 32) { float x; uint32_t u = (uint32_t)b; memcpy(&x, &u, 4); return x; }
    if (f.bits == 64) { double x; memcpy(&x, &b, 8); return x; }
    int mb = f.p - 1, eb = 16 - 1 - mb, bias = (1 << (eb - 1)) - 1;
    int s = (b >> 15) & 1, E = (b >> mb) & ((1 << eb) - 1);
    uint64_t m = b & ((1u << mb) - 1);
    Q v;
    if (E == (1 << eb) - 1) v = m ? nanq("") : HUGE_VALQ;
    else if (E == 0) v = ldexpq((Q)m, f.emin - mb);
    else v = ldexpq((Q)(m | (1u << mb)), E - bias - mb);
    return s ? -v : v;
}
static uint64_t enc(Q x, Fmt f) {
    if (f.bits == 32) { float y = (float)x; uint32_t u; memcpy(&u, &y, 4); return u; }
    if (f.bits == 64) { double y = (double)x; uint64_t u; memcpy(&u, &y, 8); return u; }
    int mb = f.p - 1, eb = 16 - 1 - mb, bias = (1 << (eb - 1)) - 1;
    uint64_t s = signbitq(x) ? 0x8000 : 0;
    if (isnanq(x)) return 0xFFFF;
    if (isinfq(x)) return s | ((uint64_t)((1 << eb) - 1) << mb);
    if (x == 0) return s;
    Q a = fabsq(x);
    int e = ilogbq(a);
    if (e < f.emin) return s | (uint64_t)ldexpq(a, mb - f.emin);
    uint64_t m = (uint64_t)ldexpq(a, mb - e) - (1u << mb);
    return s | ((uint64_t)(e + bias) << mb) | m;
}
static void hex(uint64_t hi, uint64_t lo, int wide, int isnan_) {
    if (isnan_) { printf(" -"); return; }
    if (wide) printf(" %016llx%016llx", (unsigned long long)hi, (unsigned long long)lo);
    else printf(" %llx", (unsigned long long)lo);
}
/* conversions from an exact value: fptosi/fptoui i32 (or '-'), to double bits */
static void convs(Q x) {
    Q t = truncq(x);
    if (isnanq(x) || isinfq(x) || t < -2147483648.0Q || t > 2147483647.0Q) printf(" -");
    else printf(" %lld", (long long)t);
    if (isnanq(x) || isinfq(x) || t < 0 || t > 4294967295.0Q) printf(" -");
    else printf(" %lld", (long long)t);
    Q d = rnd(x, DB);
    if (isnanq(x)) printf(" -"); else printf(" %llx", (unsigned long long)enc(d, DB));
    Q h = rnd(x, HALF);
    if (isnanq(x)) printf(" -"); else printf(" %llx", (unsigned long long)enc(h, HALF));
}
static void small(const char *name, Fmt f, uint64_t a, uint64_t b, uint64_t c) {
    Q x = dec(a, f), y = dec(b, f), z = dec(c, f);
    Q r[7] = {x + y, x - y, x * y, x / y, fmodq(x, y), sqrtq(x), 0};
    if (f.bits == 64) { double d; memcpy(&d, &a, 8); double e2; memcpy(&e2, &b, 8); double g; memcpy(&g, &c, 8); r[6] = fma(d, e2, g); }
    else r[6] = fmaq(x, y, z); /* exact for the inputs used (checked below) */
    printf("%s %llx %llx %llx |", name, (unsigned long long)a, (unsigned long long)b, (unsigned long long)c);
    for (int i = 0; i < 7; i++) {
        Q v = f.bits == 64 && i == 6 ? r[i] : rnd(r[i], f);
        if (i == 6 && f.bits != 64) { /* exactness of x*y+z in 113 bits: compare with a split computation */
            Q p = x * y; /* exact: 2p <= 48 bits */
            if (p + z - p != z && !isinfq(rnd(r[6], f))) { fprintf(stderr, "fma not exact %s\n", name); exit(1); }
        }
        hex(0, enc(v, f), 0, isnanq(v));
    }
    printf(" |");
    convs(x);
    printf(" %llx\n", (unsigned long long)enc(rnd((Q)(int32_t)(uint32_t)a, f), f)); /* sitofp of the bits as i32 */
}
static void f80(long double x, long double y, long double z) {
    long double r[7] = {x + y, x - y, x * y, x / y, fmodl(x, y), sqrtl(x), fmal(x, y, z)};
    unsigned char b[16];
    printf("x86_fp80");
    long double in[3] = {x, y, z};
    for (int i = 0; i < 3; i++) { memset(b, 0, 16); memcpy(b, &in[i], 10); uint64_t lo, hi; memcpy(&lo, b, 8); memcpy(&hi, b + 8, 8); printf(" %04llx%016llx", (unsigned long long)hi, (unsigned long long)lo); }
    printf(" |");
    for (int i = 0; i < 7; i++) { memset(b, 0, 16); memcpy(b, &r[i], 10); uint64_t lo, hi; memcpy(&lo, b, 8); memcpy(&hi, b + 8, 8);
        if (isnan(r[i])) printf(" -"); else printf(" %04llx%016llx", (unsigned long long)hi, (unsigned long long)lo); }
    printf(" |");
    convs((Q)x);
    printf("\n");
}
static void f128(Q x, Q y, Q z) {
    Q r[7] = {x + y, x - y, x * y, x / y, fmodq(x, y), sqrtq(x), fmaq(x, y, z)};
    Q in[3] = {x, y, z};
    printf("fp128");
    for (int i = 0; i < 3; i++) { uint64_t w[2]; memcpy(w, &in[i], 16); printf(" %016llx%016llx", (unsigned long long)w[1], (unsigned long long)w[0]); }
    printf(" |");
    for (int i = 0; i < 7; i++) { uint64_t w[2]; memcpy(w, &r[i], 16);
        if (isnanq(r[i])) printf(" -"); else printf(" %016llx%016llx", (unsigned long long)w[1], (unsigned long long)w[0]); }
    printf(" |");
    convs(x);
    printf("\n");
}
int main(void) {
    /* half: 1/3-ish, pi, big (overflow), denormals, ties */
    uint64_t H[][3] = {{0x3555, 0x4248, 0x3c00}, {0x4248, 0xc000, 0x3800}, {0x7bff, 0x7bff, 0xfbff},
                       {0x0001, 0x3800, 0x0003}, {0x0400, 0x3bff, 0x8001}, {0x3c01, 0x3c01, 0xbc00},
                       {0xd640, 0x4900, 0x5640}, {0x8000, 0x3c00, 0x0000}, {0x6400, 0x0200, 0x3c00}};
    for (unsigned i = 0; i < sizeof H / sizeof *H; i++) small("half", HALF, H[i][0], H[i][1], H[i][2]);
    uint64_t B[][3] = {{0x3eab, 0x4049, 0x3f80}, {0x4049, 0xc000, 0x3f00}, {0x7f7f, 0x7f7f, 0xff7f},
                       {0x0001, 0x3f00, 0x0003}, {0x0080, 0x3f7f, 0x8001}, {0x3f81, 0x3f81, 0xbf80},
                       {0xc2c8, 0x4120, 0x42c8}, {0x8000, 0x3f80, 0x0000}, {0x4b80, 0x3f81, 0x3f80}};
    for (unsigned i = 0; i < sizeof B / sizeof *B; i++) small("bfloat", BF, B[i][0], B[i][1], B[i][2]);
    uint64_t F[][3] = {{0x3eaaaaab, 0x40490fdb, 0x3f800000}, {0x7f7fffff, 0x7f7fffff, 0xff7fffff},
                       {0x00000001, 0x3f000000, 0x00000003}, {0x3f800001, 0x3f800001, 0xbf800000},
                       {0xc2c80000, 0x41200000, 0x42c80000}, {0x4b800000, 0x3f800001, 0x3f800000},
                       {0x00800000, 0x3f7fffff, 0x80000001}};
    for (unsigned i = 0; i < sizeof F / sizeof *F; i++) small("float", FL, F[i][0], F[i][1], F[i][2]);
    uint64_t D[][3] = {{0x3fd5555555555555ull, 0x400921fb54442d18ull, 0x3ff0000000000000ull},
                       {0x7fefffffffffffffull, 0x7fefffffffffffffull, 0xffefffffffffffffull},
                       {0x0000000000000001ull, 0x3fe0000000000000ull, 0x0000000000000003ull},
                       {0x3ff0000000000001ull, 0x3ff0000000000001ull, 0xbff0000000000000ull},
                       {0xc059000000000000ull, 0x4024000000000000ull, 0x4059000000000000ull},
                       {0x0010000000000000ull, 0x3fefffffffffffffull, 0x8000000000000001ull},
                       {0x4340000000000000ull, 0x3ff0000000000001ull, 0x3ff0000000000000ull}};
    for (unsigned i = 0; i < sizeof D / sizeof *D; i++) small("double", DB, D[i][0], D[i][1], D[i][2]);
    f80(1.0L / 3, 3.14159265358979323846264338327950288L, 1.0L);
    f80(LDBL_MAX, LDBL_MAX, -LDBL_MAX);
    f80(0x1p-16445L, 0.5L, 0x3p-16445L);
    f80(1.0L + 0x1p-63L, 1.0L + 0x1p-63L, -1.0L);
    f80(-100.0L, 10.0L, 100.0L);
    f80(0x1p64L, 1.0L + 0x1p-63L, 1.0L);
    f128(1.0Q / 3, M_PIq, 1.0Q);
    f128(FLT128_MAX, FLT128_MAX, -FLT128_MAX);
    f128(FLT128_DENORM_MIN, 0.5Q, 3 * FLT128_DENORM_MIN);
    f128(1.0Q + FLT128_EPSILON, 1.0Q + FLT128_EPSILON, -1.0Q);
    f128(-100.0Q, 10.0Q, 100.0Q);
    f128(0x1p113Q, 1.0Q + FLT128_EPSILON, 1.0Q);
    return 0;
}
