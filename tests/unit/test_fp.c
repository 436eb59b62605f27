/* test_fp.c -- Criterion tests for ir/fp.c.
 *
 * The library is checked against the host wherever the host computes the
 * same IEEE operation: float and double on SSE, x86_fp80 on the x87 (long
 * double), fp128 with libgcc's soft-fp __float128 and libquadmath (sqrtq,
 * fmaq, fmodq, strtoflt128, ...), half with GCC's _Float16 (libgcc's
 * soft-fp conversions), each under fesetround() for the four directed and
 * nearest modes, with the exception flags read back by fetestexcept().
 * Two host shortcomings are worked around: libquadmath's sqrtq is not
 * correctly rounded (fp128 square roots are checked exactly instead, with
 * 512-bit integer squares), and strtoflt128 underflows to zero even when
 * rounding away from it; libgcc's x86_fp80 -> __float128 conversion drops
 * a pseudo-denormal's integer bit (those are left to the x87).
 *
 * What the host cannot do directly is reached by round-to-odd: the operation
 * is done in a wider host type toward zero and its last bit set when it was
 * inexact; rounding that to a format at least two bits narrower gives the
 * correctly rounded result of the exact operation.  That covers bfloat
 * (through float, rounded by a bit-level reference written here), ties-away
 * (RNA: the host's nearest, except at exact midpoints found by comparing
 * with the halfway point of the round-down and round-up results), and
 * ppc_fp128 (through __float128).
 *
 * Operands come from a fixed-seed PRNG biased toward the hard cases: zeros,
 * infinities, quiet and signaling NaNs, subnormals, the largest binades,
 * short significands (exact results and ties) and nearby operand pairs
 * (cancellation).  Decimal text is checked against glibc's strtod family,
 * exact decimal expansions of midpoints printed by printf, and round trips.
 */
#include <criterion/criterion.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <quadmath.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/fp.h"
#include "ir/ir.h"

__extension__ typedef unsigned __int128 u128;
__extension__ typedef __int128 i128;
typedef __float128 f128;

/* ------------------------------------------------------------- helpers */

typedef struct Rng {
    uint64_t s;
} Rng;

static uint64_t
rnext(Rng *r)
{
    /* xorshift64* */
    r->s ^= r->s >> 12;
    r->s ^= r->s << 25;
    r->s ^= r->s >> 27;
    return r->s * 2685821657736338717ull;
}

static unsigned
rbelow(Rng *r, unsigned n)
{
    return (unsigned)(rnext(r) % n);
}

static FpBits
mk(uint64_t lo, uint64_t hi)
{
    FpBits b = {{lo, hi}};
    return b;
}

static int
beq(FpBits a, FpBits b)
{
    return a.w[0] == b.w[0] && a.w[1] == b.w[1];
}

static const char *fmtname[FP_NFMT] = {"half", "bfloat", "float", "double", "x86_fp80", "fp128",
                                       "ppc_fp128"};
static const char *rmname[5] = {"rne", "rna", "rtz", "rup", "rdn"};
static const int hmode[5] = {FE_TONEAREST, FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};

/* Failures are counted and the first few reported in full. */
static int nfail;
#define CHECK(cond, ...)                                                                      \
    do {                                                                                      \
        if (!(cond)) {                                                                        \
            if (++nfail <= 12)                                                                \
                cr_expect(0, __VA_ARGS__);                                                    \
        }                                                                                     \
    } while (0)
#define DONE() cr_assert_eq(nfail, 0, "%d failures", nfail)

#define BX(b) (unsigned long long)(b).w[1], (unsigned long long)(b).w[0]

/* host values <-> bit patterns */
static float
h32(FpBits b)
{
    float x;
    uint32_t u = (uint32_t)b.w[0];
    memcpy(&x, &u, 4);
    return x;
}

static FpBits
b32(float x)
{
    uint32_t u;
    memcpy(&u, &x, 4);
    return mk(u, 0);
}

static double
h64(FpBits b)
{
    double x;
    memcpy(&x, &b.w[0], 8);
    return x;
}

static FpBits
b64(double x)
{
    FpBits b = {{0, 0}};
    memcpy(&b.w[0], &x, 8);
    return b;
}

static long double
h80(FpBits b)
{
    long double x = 0;
    memcpy(&x, &b, 10);
    return x;
}

static FpBits
b80(long double x)
{
    FpBits b = {{0, 0}};
    memcpy(&b, &x, 10);
    return b;
}

static f128
h128(FpBits b)
{
    f128 x;
    memcpy(&x, &b, 16);
    return x;
}

static FpBits
b128(f128 x)
{
    FpBits b;
    memcpy(&b, &x, 16);
    return b;
}

static _Float16
h16(FpBits b)
{
    _Float16 x;
    uint16_t u = (uint16_t)b.w[0];
    memcpy(&x, &u, 2);
    return x;
}

static FpBits
b16(_Float16 x)
{
    uint16_t u;
    memcpy(&u, &x, 2);
    return mk(u, 0);
}

static unsigned
hflags(void)
{
    int e = fetestexcept(FE_ALL_EXCEPT);
    return (e & FE_INVALID ? FP_INVALID : 0) | (e & FE_DIVBYZERO ? FP_DIVZERO : 0) |
           (e & FE_OVERFLOW ? FP_OVERFLOW : 0) | (e & FE_UNDERFLOW ? FP_UNDERFLOW : 0) |
           (e & FE_INEXACT ? FP_INEXACT : 0);
}

static void
hstart(int mode)
{
    fesetround(mode);
    feclearexcept(FE_ALL_EXCEPT);
}

static unsigned
hend(void)
{
    unsigned f = hflags();
    fesetround(FE_TONEAREST);
    return f;
}

/* ------------------------------------------- the formats, independently */

/* Bit-level facts written here from the formats' definitions, so that the
 * tests do not lean on the library's own classification. */
static FpBits
dflt_nan(FpFmt f)
{
    switch (f) {
    case FP_HALF:
        return mk(0x7e00, 0);
    case FP_BF16:
        return mk(0x7fc0, 0);
    case FP_F32:
        return mk(0x7fc00000, 0);
    case FP_F64:
        return mk(0x7ff8000000000000ull, 0);
    case FP_F80:
        return mk(0xc000000000000000ull, 0x7fff);
    case FP_F128:
        return mk(0, 0x7fff800000000000ull);
    default:
        return mk(0x7ff8000000000000ull, 0);
    }
}

static u128
bu(FpBits b)
{
    return (u128)b.w[1] << 64 | b.w[0];
}

static FpBits
ub(u128 v)
{
    return mk((uint64_t)v, (uint64_t)(v >> 64));
}

/* IEEE interchange formats: exponent field, fraction */
static unsigned
t_exp(FpFmt f, FpBits b)
{
    const FpFmtInfo *fi = &fp_fmt_info[f];
    return (unsigned)(bu(b) >> fi->man_bits) & ((1u << fi->exp_bits) - 1);
}

static u128
t_frac(FpFmt f, FpBits b)
{
    return bu(b) & (((u128)1 << fp_fmt_info[f].man_bits) - 1);
}

/* x86_fp80 encodings the x87 rejects (pseudo-denormals are fine) */
static int
t_f80_bad(FpBits b)
{
    unsigned e = b.w[1] & 0x7fff;
    return e != 0 && !(b.w[0] >> 63);
}

static int
t_isnan(FpFmt f, FpBits b)
{
    if (f == FP_PPC128)
        return t_isnan(FP_F64, mk(b.w[0], 0));
    if (f == FP_F80)
        return (b.w[1] & 0x7fff) == 0x7fff && (b.w[0] >> 63) && (b.w[0] << 1);
    return t_exp(f, b) == (1u << fp_fmt_info[f].exp_bits) - 1 && t_frac(f, b) != 0;
}

static int
t_issnan(FpFmt f, FpBits b)
{
    if (!t_isnan(f, b))
        return 0;
    if (f == FP_PPC128)
        return !((b.w[0] >> 51) & 1);
    if (f == FP_F80)
        return !((b.w[0] >> 62) & 1);
    return !((bu(b) >> (fp_fmt_info[f].man_bits - 1)) & 1);
}

static FpBits
t_quiet(FpFmt f, FpBits b)
{
    if (f == FP_PPC128)
        return mk(b.w[0] | 1ull << 51, 0);
    if (f == FP_F80)
        return mk(b.w[0] | 1ull << 62, b.w[1]);
    return ub(bu(b) | (u128)1 << (fp_fmt_info[f].man_bits - 1));
}

/* fp.h's NaN rule: x86_fp80 invalid encodings give the default NaN with
 * invalid; else the first NaN operand, quieted, with invalid if any NaN
 * was signaling.  Returns 0 when no operand is a NaN. */
static int
spec_nan(FpFmt f, const FpBits *v, int k, FpBits *r, unsigned *fl)
{
    int first = -1, sn = 0;
    for (int i = 0; i < k; i++)
        if (f == FP_F80 && t_f80_bad(v[i])) {
            *r = dflt_nan(f);
            *fl = FP_INVALID;
            return 1;
        }
    for (int i = 0; i < k; i++)
        if (t_isnan(f, v[i])) {
            if (first < 0)
                first = i;
            sn |= t_issnan(f, v[i]);
        }
    if (first < 0)
        return 0;
    *r = t_quiet(f, v[first]);
    *fl = sn ? FP_INVALID : 0;
    return 1;
}

/* ------------------------------------------------------------ generators */

/* A biased exponent field for a format with exponent field maximum emaxb,
 * bias `bias` and mb fraction bits; *frac may be adjusted. */
static unsigned
gen_exp(Rng *r, unsigned emaxb, unsigned bias, unsigned mb, u128 *frac)
{
    unsigned e;
    int k = (int)rbelow(r, 24);
    switch (k) {
    case 0:
        *frac = 0;
        return 0; /* zero */
    case 1:
        *frac = 0;
        return emaxb; /* infinity */
    case 2:
        if (!*frac)
            *frac = 1;
        return emaxb; /* NaN, quiet or signaling by the random top bit */
    case 3:
    case 4:
        if (rbelow(r, 2))
            *frac >>= rbelow(r, mb); /* small subnormals too */
        return 0;
    case 5:
    case 6:
        return emaxb - 1 - rbelow(r, 2); /* near overflow */
    case 7:
    case 8:
        return 1 + rbelow(r, 2); /* near underflow */
    case 9:
    case 10:
    case 11: {
        /* short significands: exact results and exact ties */
        unsigned keep = rbelow(r, mb < 12 ? mb + 1 : 12);
        *frac &= ~(((u128)1 << (mb - keep)) - 1);
        return bias - 4 + rbelow(r, 9);
    }
    case 12:
        *frac = rbelow(r, 2) ? ((u128)1 << mb) - 1 : 0; /* powers of two, all ones */
        return bias - 2 + rbelow(r, 5);
    case 13:
    case 14:
    case 15:
    case 16: {
        /* exponents within a few significands of 1: alignment, rounding */
        int span = 2 * (int)mb + 8;
        e = (unsigned)((int)bias - (int)mb - 4 + (int)rbelow(r, (unsigned)span));
        if ((int)e < 1)
            e = 1;
        if (e > emaxb - 1)
            e = emaxb - 1;
        return e;
    }
    default:
        return rbelow(r, emaxb + 1);
    }
}

static FpBits
gen_ieee(Rng *r, FpFmt f)
{
    const FpFmtInfo *fi = &fp_fmt_info[f];
    unsigned mb = fi->man_bits, emaxb = (1u << fi->exp_bits) - 1;
    u128 frac = ((u128)rnext(r) << 64 | rnext(r)) & (((u128)1 << mb) - 1);
    unsigned e = gen_exp(r, emaxb, (unsigned)fi->bias, mb, &frac);
    u128 v = (u128)(rnext(r) & 1) << (fi->bits - 1) | (u128)e << mb | frac;
    return ub(v);
}

static FpBits
gen_f80(Rng *r)
{
    u128 frac = rnext(r) >> 1;
    unsigned e = gen_exp(r, 0x7fff, 16383, 63, &frac);
    uint64_t m = (uint64_t)frac | (uint64_t)(e != 0) << 63;
    if (rbelow(r, 40) == 0)
        m ^= 1ull << 63; /* unnormal, pseudo-denormal, pseudo-NaN/inf */
    return mk(m, e | (rnext(r) & 1) << 15);
}

/* A canonical double-double: lo is tiny against hi and hi = round(hi+lo). */
static FpBits
gen_ppc(Rng *r)
{
    FpBits h = gen_ieee(r, FP_F64);
    double hi = h64(h);
    if (!isfinite(hi) || hi == 0 || rbelow(r, 6) == 0)
        return mk(h.w[0], 0);
    int gap = 53 + (int)rbelow(r, rbelow(r, 4) ? 12 : 200);
    double lo = ldexp((double)(int64_t)(rnext(r) >> 11) * 0x1p-52 - 1.0, ilogb(hi) - gap);
    if (!isfinite(lo) || hi + lo != hi)
        lo = 0;
    return mk(h.w[0], b64(lo).w[0]);
}

static FpBits
gen(Rng *r, FpFmt f)
{
    if (f == FP_F80)
        return gen_f80(r);
    if (f == FP_PPC128)
        return gen_ppc(r);
    return gen_ieee(r, f);
}

/* A second operand: often near the first (cancellation, close quotients). */
static FpBits
gen_near(Rng *r, FpFmt f, FpBits a)
{
    if (f == FP_PPC128 || rbelow(r, 4))
        return gen(r, f);
    FpBits b = a;
    b.w[0] ^= rnext(r) & ((1ull << rbelow(r, 6)) - 1);
    if (rbelow(r, 2)) {
        if (f == FP_F80)
            b.w[1] ^= 0x8000;
        else
            b = ub(bu(b) ^ (u128)1 << (fp_fmt_info[f].bits - 1));
    }
    return b;
}

/* ---------------------------------------------- the host, as a reference */

/* Any host-format value as a __float128, exactly (all are subsets). */
static f128
to_q(FpFmt f, FpBits a)
{
    switch (f) {
    case FP_HALF:
        return (f128)h16(a);
    case FP_BF16:
        return (f128)h32(mk(a.w[0] << 16, 0));
    case FP_F32:
        return (f128)h32(a);
    case FP_F64:
        return (f128)h64(a);
    case FP_F80:
        return (f128)h80(a);
    default:
        return h128(a);
    }
}

/* bfloat from float bits, rounded in mode rm: the top half of the float
 * with the bottom half deciding the increment. */
static FpBits
bf16_round(uint32_t u, int rm, unsigned *fl)
{
    uint32_t hi = u >> 16, lo = u & 0xffff, sign = u >> 31;
    if ((u & 0x7f800000) == 0x7f800000 && (u & 0x7fffff)) {
        if (!(u & 0x400000))
            *fl |= FP_INVALID;
        return mk(hi | 0x40, 0);
    }
    if (lo == 0 || (u & 0x7fffffff) >= 0x7f800000)
        return mk(hi, 0);
    int inc = 0;
    switch (rm) {
    case FP_RNE:
        inc = lo > 0x8000 || (lo == 0x8000 && (hi & 1));
        break;
    case FP_RNA:
        inc = lo >= 0x8000;
        break;
    case FP_RTZ:
        break;
    case FP_RUP:
        inc = !sign;
        break;
    case FP_RDN:
        inc = sign;
        break;
    }
    hi += inc;
    *fl |= FP_INEXACT;
    if ((hi & 0x7fff) == 0x7f80)
        *fl |= FP_OVERFLOW;
    return mk(hi, 0);
}

static FpBits
from_q_mode(FpFmt t, f128 x, int mode, unsigned *fl)
{
    volatile f128 vx = x;
    FpBits r;
    hstart(mode);
    switch (t) {
    case FP_HALF:
        r = b16((_Float16)vx);
        break;
    case FP_F32:
        r = b32((float)vx);
        break;
    case FP_F64:
        r = b64((double)vx);
        break;
    case FP_F80:
        r = b80((long double)vx);
        break;
    default:
        r = b128(vx);
        break;
    }
    *fl = hend();
    return r;
}

/* The host's rounding of the __float128 x (exact, or rounded to odd at
 * least two bits below t's precision) to format t in mode rm (all five).
 * *mid is set when x is exactly halfway (its RNA flags are then not the
 * host's). */
static FpBits
ref_round(FpFmt t, f128 x, int rm, unsigned *fl, int *mid)
{
    *mid = 0;
    *fl = 0;
    if (t == FP_BF16) {
        volatile f128 vx = x;
        hstart(FE_TOWARDZERO);
        float g = (float)vx;
        unsigned f2 = hend();
        uint32_t u = (uint32_t)b32(g).w[0];
        if ((f2 & FP_INEXACT) && !isnan(g))
            u |= 1;
        /* float and bfloat share the exponent range: a float overflow is
         * a bfloat overflow in every mode */
        *fl = f2 & (FP_INVALID | FP_OVERFLOW);
        return bf16_round(u, rm, fl);
    }
    if (rm != FP_RNA)
        return from_q_mode(t, x, hmode[rm], fl);
    unsigned fd, fu;
    FpBits ne = from_q_mode(t, x, FE_TONEAREST, fl);
    FpBits dn = from_q_mode(t, x, FE_DOWNWARD, &fd);
    FpBits up = from_q_mode(t, x, FE_UPWARD, &fu);
    f128 qd = to_q(t, dn), qu = to_q(t, up);
    if (qd == qu || isinfq(qd) || isinfq(qu) || isnanq(x))
        return ne;
    if (x == qd + (qu - qd) / 2) {
        *mid = 1;
        return fabsq(qu) > fabsq(qd) ? up : dn;
    }
    return ne;
}

/* the wider host format for round-to-odd */
static FpFmt
wider(FpFmt f)
{
    switch (f) {
    case FP_HALF:
    case FP_BF16:
        return FP_F32;
    case FP_F32:
        return FP_F64;
    case FP_F64:
        return FP_F80;
    default:
        return FP_F128;
    }
}

/* ----------------------------------------------------------- arithmetic */

enum { OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_SQRT, OP_FMA, OP_FMOD, OP_REM, NOP };
static const char *opname[NOP] = {"add", "sub", "mul", "div", "sqrt", "fma", "fmod", "rem"};

static FpBits
my_op(FpFmt f, int op, FpBits a, FpBits b, FpBits c, int rm, unsigned *fl)
{
    switch (op) {
    case OP_ADD:
        return fp_add(f, a, b, (FpRound)rm, fl);
    case OP_SUB:
        return fp_sub(f, a, b, (FpRound)rm, fl);
    case OP_MUL:
        return fp_mul(f, a, b, (FpRound)rm, fl);
    case OP_DIV:
        return fp_div(f, a, b, (FpRound)rm, fl);
    case OP_SQRT:
        return fp_sqrt(f, a, (FpRound)rm, fl);
    case OP_FMA:
        return fp_fma(f, a, b, c, (FpRound)rm, fl);
    case OP_FMOD:
        return fp_fmod(f, a, b, fl);
    default:
        return fp_remainder(f, a, b, fl);
    }
}

/* The host's op in the host type of f under `mode`, with its flags.  The
 * operands are volatile so that nothing is folded outside the mode. */
static FpBits
host_op(FpFmt f, int op, FpBits a, FpBits b, FpBits c, int mode, unsigned *fl)
{
    FpBits r;
    switch (f) {
    case FP_HALF: {
        /* GCC computes _Float16 in float and rounds once more, which is
         * the correct rounding for + - * / sqrt (24 >= 2*11 + 2, and
         * directed roundings nest); fma goes through exact __float128 */
        volatile _Float16 x = h16(a), y = h16(b), z = h16(c), v;
        hstart(mode);
        switch (op) {
        case OP_ADD: v = x + y; break;
        case OP_SUB: v = x - y; break;
        case OP_MUL: v = x * y; break;
        case OP_DIV: v = x / y; break;
        case OP_SQRT: v = (_Float16)sqrtf((float)x); break;
        case OP_FMA: v = (_Float16)((f128)x * (f128)y + (f128)z); break;
        case OP_FMOD: v = (_Float16)fmodf((float)x, (float)y); break;
        default: v = (_Float16)remainderf((float)x, (float)y); break;
        }
        *fl = hend();
        r = b16(v);
        break;
    }
    case FP_F32: {
        volatile float x = h32(a), y = h32(b), z = h32(c), v;
        hstart(mode);
        switch (op) {
        case OP_ADD: v = x + y; break;
        case OP_SUB: v = x - y; break;
        case OP_MUL: v = x * y; break;
        case OP_DIV: v = x / y; break;
        case OP_SQRT: v = sqrtf(x); break;
        case OP_FMA: v = fmaf(x, y, z); break;
        case OP_FMOD: v = fmodf(x, y); break;
        default: v = remainderf(x, y); break;
        }
        *fl = hend();
        r = b32(v);
        break;
    }
    case FP_F64: {
        volatile double x = h64(a), y = h64(b), z = h64(c), v;
        hstart(mode);
        switch (op) {
        case OP_ADD: v = x + y; break;
        case OP_SUB: v = x - y; break;
        case OP_MUL: v = x * y; break;
        case OP_DIV: v = x / y; break;
        case OP_SQRT: v = sqrt(x); break;
        case OP_FMA: v = fma(x, y, z); break;
        case OP_FMOD: v = fmod(x, y); break;
        default: v = remainder(x, y); break;
        }
        *fl = hend();
        r = b64(v);
        break;
    }
    case FP_F80: {
        volatile long double x = h80(a), y = h80(b), z = h80(c), v;
        hstart(mode);
        switch (op) {
        case OP_ADD: v = x + y; break;
        case OP_SUB: v = x - y; break;
        case OP_MUL: v = x * y; break;
        case OP_DIV: v = x / y; break;
        case OP_SQRT: v = sqrtl(x); break;
        case OP_FMA: v = fmal(x, y, z); break;
        case OP_FMOD: v = fmodl(x, y); break;
        default: v = remainderl(x, y); break;
        }
        *fl = hend();
        r = b80(v);
        break;
    }
    default: {
        volatile f128 x = h128(a), y = h128(b), z = h128(c), v;
        hstart(mode);
        switch (op) {
        case OP_ADD: v = x + y; break;
        case OP_SUB: v = x - y; break;
        case OP_MUL: v = x * y; break;
        case OP_DIV: v = x / y; break;
        case OP_SQRT: v = sqrtq(x); break;
        case OP_FMA: v = fmaq(x, y, z); break;
        case OP_FMOD: v = fmodq(x, y); break;
        default: v = remainderq(x, y); break;
        }
        *fl = hend();
        r = b128(v);
        break;
    }
    }
    return r;
}

/* fp128 ties-away: the host's nearest, unless the exact result is a
 * midpoint, found with an error-free transformation (TwoSum; fma for the
 * product). */
static int
ref_f128_rna(int op, FpBits a, FpBits b, FpBits c, FpBits *r, unsigned *fl, unsigned *mask)
{
    unsigned fd, fu;
    FpBits ne = host_op(FP_F128, op, a, b, c, FE_TONEAREST, fl);
    if (isnanq(h128(ne))) {
        *r = dflt_nan(FP_F128);
        return 1;
    }
    FpBits dn = host_op(FP_F128, op, a, b, c, FE_DOWNWARD, &fd);
    FpBits up = host_op(FP_F128, op, a, b, c, FE_UPWARD, &fu);
    f128 qd = h128(dn), qu = h128(up), x = h128(a), y = h128(b), s = h128(ne);
    *r = ne;
    if (qd == qu || isinfq(qd) || isinfq(qu))
        return 1;
    f128 half = (qu - qd) / 2;
    switch (op) {
    case OP_ADD:
    case OP_SUB: {
        volatile f128 yy = op == OP_SUB ? -y : y, bb = s - x;
        volatile f128 err = (x - (s - bb)) + (yy - bb);
        if (fabsq(err) != half)
            return 1;
        break;
    }
    case OP_MUL: {
        feclearexcept(FE_ALL_EXCEPT);
        volatile f128 err = fmaq(x, y, -s);
        if (fetestexcept(FE_INEXACT | FE_UNDERFLOW))
            return 0;
        if (fabsq(err) != half)
            return 1;
        break;
    }
    case OP_DIV:
        /* a quotient is never halfway between normal neighbours */
        return fabsq(s) >= FLT128_MIN;
    case OP_SQRT:
        return 1;
    default:
        return 0; /* fma: unknown */
    }
    *r = fabsq(qu) > fabsq(qd) ? up : dn;
    *mask = FP_INVALID | FP_DIVZERO | FP_INEXACT;
    return 1;
}

/* The expected result of op in every format and mode; 0 if unknown.
 * *mask: the flags that are to be compared. */
static int
ref_op(FpFmt f, int op, FpBits a, FpBits b, FpBits c, int rm, FpBits *r, unsigned *fl,
       unsigned *mask)
{
    FpBits v[3] = {a, b, c};
    int k = op == OP_SQRT ? 1 : op == OP_FMA ? 3 : 2;
    *mask = ~0u;
    *fl = 0;
    if (spec_nan(f, v, k, r, fl))
        return 1;
    if (f != FP_BF16 && rm != FP_RNA) {
        *r = host_op(f, op, a, b, c, hmode[rm], fl);
        if (t_isnan(f, *r))
            *r = dflt_nan(f);
        return 1;
    }
    if (f == FP_F128)
        return ref_f128_rna(op, a, b, c, r, fl, mask);
    /* round to odd in the wider format, then round that; libgcc's
     * x86_fp80 -> __float128 ignores a pseudo-denormal's integer bit,
     * so those are left to the x87 comparisons */
    if (f == FP_F80)
        for (int i = 0; i < k; i++)
            if ((v[i].w[1] & 0x7fff) == 0 && (v[i].w[0] >> 63))
                return 0;
    FpFmt w = wider(f);
    unsigned wf, dummy;
    FpBits wv[3];
    for (int i = 0; i < 3; i++)
        wv[i] = from_q_mode(w, to_q(f, v[i]), FE_TONEAREST, &dummy);
    FpBits wr = host_op(w, op, wv[0], wv[1], wv[2], FE_TOWARDZERO, &wf);
    if (t_isnan(w, wr)) {
        *r = dflt_nan(f);
        *fl = wf & FP_INVALID;
        return 1;
    }
    if (wf & FP_INEXACT)
        wr.w[0] |= 1;
    else if (to_q(w, wr) == 0)
        /* an exact zero takes its sign from the mode (IEEE 754 6.3) */
        wr = host_op(w, op, wv[0], wv[1], wv[2], hmode[rm], &dummy);
    int mid;
    *r = ref_round(f, to_q(w, wr), rm, fl, &mid);
    /* the wide format's range holds the narrow one's: if it overflowed,
     * so does the narrow format, whatever the rounding */
    *fl |= wf & (FP_INVALID | FP_DIVZERO | FP_OVERFLOW);
    if (mid)
        *mask = FP_INVALID | FP_DIVZERO | FP_INEXACT;
    if (f == FP_BF16)
        *mask &= ~(unsigned)FP_UNDERFLOW; /* the bit-level reference does not track it */
    return 1;
}

/* An exact check of fp128 square roots, independent of libquadmath (whose
 * sqrtq is not correctly rounded): squares of candidate bounds compared
 * with the operand in 512-bit integers. */
static int64_t
bl8(const uint64_t *x)
{
    for (int i = 7; i >= 0; i--)
        if (x[i])
            return i * 64 + 64 - __builtin_clzll(x[i]);
    return 0;
}

static void
shl8(uint64_t *x, int64_t s)
{
    for (; s >= 64; s -= 64) {
        memmove(x + 1, x, 7 * sizeof *x);
        x[0] = 0;
    }
    if (s > 0)
        for (int i = 7; i >= 0; i--)
            x[i] = x[i] << s | (i ? x[i - 1] >> (64 - s) : 0);
}

/* (B 2^eb)^2 <=> A 2^ea */
static int
sq_cmp(u128 B, int64_t eb, u128 A, int64_t ea)
{
    uint64_t x[8] = {0}, y[8] = {0}, b[2] = {(uint64_t)B, (uint64_t)(B >> 64)};
    for (int i = 0; i < 2; i++) {
        u128 c = 0;
        for (int j = 0; j < 2; j++) {
            c += (u128)b[i] * b[j] + x[i + j];
            x[i + j] = (uint64_t)c;
            c >>= 64;
        }
        x[i + 2] = (uint64_t)c;
    }
    y[0] = (uint64_t)A;
    y[1] = (uint64_t)(A >> 64);
    int64_t ex = 2 * eb, lx = bl8(x) + ex, ly = bl8(y) + ea;
    if (lx != ly)
        return lx < ly ? -1 : 1;
    int64_t m = ex < ea ? ex : ea;
    shl8(x, ex - m);
    shl8(y, ea - m);
    for (int i = 7; i >= 0; i--)
        if (x[i] != y[i])
            return x[i] < y[i] ? -1 : 1;
    return 0;
}

static int64_t
q_split(FpBits b, u128 *X)
{
    unsigned e = (unsigned)(b.w[1] >> 48) & 0x7fff;
    u128 f = bu(b) & (((u128)1 << 112) - 1);
    *X = e ? f | (u128)1 << 112 : f;
    return (e ? (int64_t)e : 1) - 16383 - 112;
}

/* Is r the square root of the positive finite a rounded in mode rm? */
static int
q_sqrt_ok(FpBits a, FpBits r, int rm, int *exact)
{
    u128 A, R;
    int64_t ea = q_split(a, &A), er = q_split(r, &R);
    unsigned re = (unsigned)(r.w[1] >> 48);
    if (re == 0 || re >= 0x7fff) /* sign set, subnormal, inf or NaN: wrong */
        return 0;
    int pow2 = R == (u128)1 << 112 && re > 1;
    u128 B = 4 * R;
    int64_t eb = er - 2;
    int c0 = sq_cmp(B, eb, A, ea);
    *exact = c0 == 0;
    switch (rm) {
    case FP_RNE:
    case FP_RNA:
        return sq_cmp(B - (pow2 ? 1 : 2), eb, A, ea) < 0 && sq_cmp(B + 2, eb, A, ea) > 0;
    case FP_RUP:
        return c0 >= 0 && sq_cmp(B - (pow2 ? 2 : 4), eb, A, ea) < 0;
    default:
        return c0 <= 0 && sq_cmp(B + 4, eb, A, ea) > 0;
    }
}

static void
run_arith(FpFmt f, int iters, uint64_t seed)
{
    Rng rg = {seed};
    nfail = 0;
    for (int it = 0; it < iters; it++) {
        FpBits a = gen(&rg, f), b = gen_near(&rg, f, a), c = gen(&rg, f);
        for (int op = 0; op < NOP; op++) {
            for (int rm = 0; rm < 5; rm++) {
                if (op >= OP_FMOD && rm)
                    break;
                unsigned mf = 0, rf = 0, mask;
                FpBits mine = my_op(f, op, a, b, c, rm, &mf), ref;
                if (f == FP_F128 && op == OP_SQRT && !(a.w[1] >> 63) && t_exp(f, a) != 0x7fff &&
                    bu(a) != 0) {
                    int exact = 0, ok = q_sqrt_ok(a, mine, rm, &exact);
                    CHECK(ok && mf == (exact ? 0u : (unsigned)FP_INEXACT),
                          "fp128 sqrt %s: a=%016llx:%016llx -> %016llx:%016llx flags %x",
                          rmname[rm], BX(a), BX(mine), mf);
                    continue;
                }
                if (!ref_op(f, op, a, b, c, rm, &ref, &rf, &mask))
                    continue;
                CHECK(beq(mine, ref) && (mf & mask) == (rf & mask),
                      "%s %s %s: a=%016llx:%016llx b=%016llx:%016llx c=%016llx:%016llx -> "
                      "%016llx:%016llx flags %x, want %016llx:%016llx flags %x",
                      fmtname[f], opname[op], rmname[rm], BX(a), BX(b), BX(c), BX(mine), mf,
                      BX(ref), rf);
            }
        }
    }
    DONE();
}

Test(fp_arith, half) { run_arith(FP_HALF, 6000, 11); }
Test(fp_arith, bfloat) { run_arith(FP_BF16, 6000, 12); }
Test(fp_arith, float) { run_arith(FP_F32, 8000, 13); }
Test(fp_arith, double) { run_arith(FP_F64, 8000, 14); }
Test(fp_arith, x86_fp80) { run_arith(FP_F80, 5000, 15); }
Test(fp_arith, fp128) { run_arith(FP_F128, 2500, 16); }

/* The checker above must reject wrong roots: libquadmath's off-by-one
 * answers for these operands, and the neighbours of the right ones. */
Test(fp_arith, fp128_sqrt_checker)
{
    static const uint64_t cases[][6] = {
        /* a, libquadmath's sqrtq (wrong), the correctly rounded root */
        {0xa4fe54b4a42c50e1ull, 0x1d1da25b442fc3c7ull, 0x2061d7ddab930c9aull, 0x2e8e47429f4178efull,
         0x2061d7ddab930c9bull, 0x2e8e47429f4178efull},
        {0x8a81e5ff56d31f33ull, 0x7cd659fb0cc949e5ull, 0xfb3b513a1e37d884ull, 0x5e6aa4e1ed296594ull,
         0xfb3b513a1e37d883ull, 0x5e6aa4e1ed296594ull},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        FpBits a = mk(cases[i][0], cases[i][1]), bad = mk(cases[i][2], cases[i][3]);
        FpBits good = mk(cases[i][4], cases[i][5]);
        int ex;
        cr_expect(q_sqrt_ok(a, good, FP_RNE, &ex));
        cr_expect(!q_sqrt_ok(a, bad, FP_RNE, &ex));
        cr_expect(beq(fp_sqrt(FP_F128, a, FP_RNE, NULL), good));
    }
    /* exact squares: 9 -> 3, 2^-16400 -> 2^-8200 */
    FpBits nine = b128((f128)9.0), three = b128((f128)3.0);
    int ex = 0;
    cr_expect(q_sqrt_ok(nine, three, FP_RTZ, &ex) && ex);
    unsigned fl = 0;
    cr_expect(beq(fp_sqrt(FP_F128, nine, FP_RUP, &fl), three) && fl == 0);
    FpBits t = b128(scalbnq(1, -16400)), h = b128(scalbnq(1, -8200));
    cr_expect(beq(fp_sqrt(FP_F128, t, FP_RNE, NULL), h));
}

/* ---------------------------------------------------------- conversions */

/* The expected conversion of a from `from` to `to` (neither ppc_fp128). */
static int
ref_convert(FpFmt to, FpFmt from, FpBits a, int rm, FpBits *r, unsigned *fl, unsigned *mask)
{
    int mid = 0;
    *mask = ~0u;
    *fl = 0;
    if (from == FP_F80 && t_f80_bad(a)) {
        *r = dflt_nan(to);
        *fl = FP_INVALID;
        return 1;
    }
    if (from == FP_F80 && (a.w[1] & 0x7fff) == 0 && (a.w[0] >> 63)) {
        /* a pseudo-denormal: only the x87 reads it right */
        if (to != FP_F64 || rm == FP_RNA)
            return 0;
        volatile long double x = h80(a);
        hstart(hmode[rm]);
        volatile double d = (double)x;
        *fl = hend();
        *r = b64(d);
        return 1;
    }
    if (t_isnan(from, a)) {
        /* the host keeps the sign and the top of the payload, as we do */
        *r = ref_round(to, to_q(from, a), FP_RNE, fl, &mid);
        *r = t_quiet(to, *r);
        *fl = t_issnan(from, a) ? FP_INVALID : 0;
        return 1;
    }
    *r = ref_round(to, to_q(from, a), rm, fl, &mid);
    if (mid)
        *mask = FP_INVALID | FP_INEXACT;
    if (to == FP_BF16)
        *mask &= ~(unsigned)FP_UNDERFLOW;
    return 1;
}

/* hi + lo of a ppc_fp128, rounded to odd at __float128 precision. */
static f128
ppc_q(FpBits a, int *exact)
{
    /* a zero hi carries the sign of a zero pair */
    if (h64(mk(a.w[0], 0)) == 0 && h64(mk(a.w[1], 0)) == 0) {
        *exact = 1;
        return (f128)h64(mk(a.w[0], 0));
    }
    volatile f128 h = (f128)h64(mk(a.w[0], 0)), l = (f128)h64(mk(a.w[1], 0)), s;
    hstart(FE_TOWARDZERO);
    s = h + l;
    unsigned f = hend();
    FpBits b = b128(s);
    *exact = !(f & FP_INEXACT);
    if (!*exact)
        b.w[0] |= 1;
    return h128(b);
}

/* x (exact) as a double-double: hi = round(x), lo = round(x - hi). */
static FpBits
ref_to_ppc(f128 x, int rm, unsigned *fl)
{
    int mid;
    unsigned f2 = 0;
    FpBits h = ref_round(FP_F64, x, rm, fl, &mid);
    f128 hq = (f128)h64(h);
    if (isnanq(x))
        return mk(t_quiet(FP_F64, h).w[0], 0);
    if ((*fl & FP_OVERFLOW) || !finiteq(hq) || hq == 0)
        return mk(h.w[0], 0);
    /* x - hi, rounded to odd (not exact when hi is subnormal) */
    volatile f128 vx = x, vh = hq, vd;
    hstart(FE_TOWARDZERO);
    vd = vx - vh;
    unsigned f3 = hend();
    if (vd == 0 && !(f3 & FP_INEXACT))
        return mk(h.w[0], 0);
    FpBits db = b128(vd);
    if (f3 & FP_INEXACT)
        db.w[0] |= 1;
    f128 d = h128(db);
    FpBits l = ref_round(FP_F64, d, rm, &f2, &mid);
    /* the pair is exact unless lo is */
    *fl = (*fl & ~(unsigned)(FP_INEXACT | FP_UNDERFLOW)) |
          (f2 & FP_INEXACT ? FP_INEXACT | (*fl & FP_UNDERFLOW) : 0);
    return mk(h.w[0], (l.w[0] << 1) ? l.w[0] : 0); /* a zero lo is +0 */
}

static void
run_convert(FpFmt to, FpFmt from, int iters, uint64_t seed)
{
    Rng rg = {seed};
    for (int it = 0; it < iters; it++) {
        FpBits a = gen(&rg, from);
        for (int rm = 0; rm < 5; rm++) {
            unsigned mf = 0, rf = 0, mask = ~0u;
            FpBits mine = fp_convert(to, from, a, (FpRound)rm, &mf), ref;
            if (to == FP_PPC128 && from == FP_PPC128) {
                /* canonical pairs come back as they are */
                if (rm != FP_RNE)
                    continue;
                ref = t_isnan(from, a) ? mk(t_quiet(FP_F64, mk(a.w[0], 0)).w[0], 0) : a;
                if ((a.w[1] << 1) == 0)
                    ref.w[1] = 0; /* a zero lo is +0 */
                rf = t_issnan(from, a) ? FP_INVALID : 0;
            } else if (from == FP_PPC128) {
                int exact, mid;
                if (t_isnan(from, a)) {
                    ref_convert(to, FP_F64, mk(a.w[0], 0), rm, &ref, &rf, &mask);
                } else if (to == FP_F128) {
                    /* hi + lo in __float128 is one rounding of the sum */
                    if (rm == FP_RNA)
                        continue;
                    volatile f128 h = (f128)h64(mk(a.w[0], 0)), l = (f128)h64(mk(a.w[1], 0));
                    hstart(hmode[rm]);
                    volatile f128 s = l == 0 ? h : h + l;
                    rf = hend();
                    ref = b128(s);
                } else {
                    f128 q = ppc_q(a, &exact);
                    ref = ref_round(to, q, rm, &rf, &mid);
                    if (mid)
                        mask = FP_INVALID | FP_INEXACT;
                }
            } else if (to == FP_PPC128) {
                if (from == FP_F80 && ((a.w[1] & 0x7fff) == 0) && (a.w[0] >> 63))
                    continue;
                if (from == FP_F80 && t_f80_bad(a)) {
                    ref = dflt_nan(FP_PPC128);
                    rf = FP_INVALID;
                } else {
                    ref = ref_to_ppc(to_q(from, a), rm, &rf);
                    if (t_isnan(from, a))
                        rf = t_issnan(from, a) ? FP_INVALID : 0;
                    mask = FP_INVALID | FP_INEXACT | FP_OVERFLOW;
                }
            } else if (!ref_convert(to, from, a, rm, &ref, &rf, &mask)) {
                continue;
            }
            if (to == FP_BF16)
                mask &= ~(unsigned)FP_UNDERFLOW;
            CHECK(beq(mine, ref) && (mf & mask) == (rf & mask),
                  "convert %s -> %s %s: %016llx:%016llx -> %016llx:%016llx flags %x, want "
                  "%016llx:%016llx flags %x",
                  fmtname[from], fmtname[to], rmname[rm], BX(a), BX(mine), mf, BX(ref), rf);
        }
    }
}

Test(fp_convert, all_pairs)
{
    nfail = 0;
    for (int to = 0; to < FP_NFMT; to++)
        for (int from = 0; from < FP_NFMT; from++)
            run_convert((FpFmt)to, (FpFmt)from, 1500, 100 + (uint64_t)(to * 7 + from));
    DONE();
}

/* NaN payloads across formats as SSE/x87 move them: the sign and the top
 * payload bits stay, the quiet bit is set. */
Test(fp_convert, nan_payloads)
{
    unsigned fl = 0;
    FpBits s = mk(0x7ff4000000000123ull, 0); /* double sNaN */
    FpBits r = fp_convert(FP_F32, FP_F64, s, FP_RNE, &fl);
    cr_expect(r.w[0] == 0x7fe00000 && fl == FP_INVALID, "%llx %x", (unsigned long long)r.w[0], fl);
    fl = 0;
    r = fp_convert(FP_F64, FP_F32, mk(0xffa00001, 0), FP_RNE, &fl);
    cr_expect(r.w[0] == 0xfffc000020000000ull && fl == FP_INVALID, "%llx", (unsigned long long)r.w[0]);
    r = fp_convert(FP_F80, FP_F64, mk(0x7ff8000000000001ull, 0), FP_RNE, NULL);
    cr_expect(r.w[0] == 0xc000000000000800ull && r.w[1] == 0x7fff);
    r = fp_convert(FP_HALF, FP_F128, mk(0, 0x7fff000000000001ull), FP_RNE, NULL);
    cr_expect(r.w[0] == 0x7e00, "%llx", (unsigned long long)r.w[0]);
    r = fp_convert(FP_PPC128, FP_F32, mk(0x7fc00001, 0), FP_RNE, NULL);
    cr_expect(r.w[0] == 0x7ff8000020000000ull && r.w[1] == 0);
    /* non-canonical x86_fp80 sources are invalid */
    fl = 0;
    r = fp_convert(FP_F64, FP_F80, mk(0x4000000000000000ull, 0x3fff), FP_RNE, &fl);
    cr_expect(r.w[0] == 0x7ff8000000000000ull && fl == FP_INVALID);
    /* the same format canonicalizes: pseudo-denormal -> normal encoding */
    r = fp_convert(FP_F80, FP_F80, mk(0x8000000000000001ull, 0), FP_RNE, NULL);
    cr_expect(r.w[0] == 0x8000000000000001ull && r.w[1] == 1);
}

/* ------------------------------------------------- integer conversions */

static const unsigned widths[] = {1, 8, 16, 32, 64, 65, 128, 200};

static int64_t
bl4(const uint64_t *x)
{
    for (int i = 3; i >= 0; i--)
        if (x[i])
            return i * 64 + 64 - __builtin_clzll(x[i]);
    return 0;
}

static void
mask_to(uint64_t *w, unsigned bits)
{
    for (unsigned i = 0; i < 4; i++) {
        if (i * 64 >= bits)
            w[i] = 0;
        else if (bits - i * 64 < 64)
            w[i] &= (1ull << (bits - i * 64)) - 1;
    }
}

static void
neg4(uint64_t *w)
{
    int c = 1;
    for (int i = 0; i < 4; i++) {
        w[i] = ~w[i] + (uint64_t)c;
        c = c && w[i] == 0;
    }
}

/* A random `bits`-bit integer: small values, powers of two and their
 * neighbours, ties at the formats' precisions, anything. */
static void
gen_int(Rng *r, unsigned bits, uint64_t *w)
{
    static const unsigned precs[] = {8, 11, 24, 53, 64, 113};
    memset(w, 0, 4 * sizeof *w);
    unsigned k = rbelow(r, bits);
    switch (rbelow(r, 6)) {
    case 0:
        w[0] = rnext(r) & 0xff;
        break;
    case 1:
        w[k / 64] |= 1ull << (k % 64);
        if (rbelow(r, 2))
            neg4(w);
        break;
    case 2: {
        unsigned p = precs[rbelow(r, 6)];
        w[k / 64] |= 1ull << (k % 64);
        if (k > p) {
            unsigned j = k - p - 1 + (rbelow(r, 3) == 0);
            w[j / 64] |= 1ull << (j % 64); /* a tie, or just past one */
            if (rbelow(r, 3) == 0)
                w[0] |= 1;
        }
        break;
    }
    case 3:
        for (int i = 0; i < 4; i++)
            w[i] = ~0ull;
        w[0] ^= rnext(r) & 0xffff;
        break;
    default:
        for (int i = 0; i < 4; i++)
            w[i] = rnext(r);
        if (rbelow(r, 2)) {
            /* a random length */
            uint64_t t[4] = {0};
            unsigned len = rbelow(r, bits) + 1;
            memcpy(t, w, sizeof t);
            mask_to(t, len);
            memcpy(w, t, sizeof t);
        }
        break;
    }
    mask_to(w, bits);
}

/* |x| of a `bits`-bit integer into 256 bits */
static int
mag_of(const uint64_t *w, unsigned bits, int is_signed, uint64_t *mag)
{
    int neg = is_signed && ((w[(bits - 1) / 64] >> ((bits - 1) % 64)) & 1);
    memcpy(mag, w, 4 * sizeof *mag);
    if (neg) {
        for (unsigned i = 0; i < 4; i++)
            if (i * 64 >= bits)
                mag[i] = ~0ull; /* sign-extend, then negate */
            else if (bits - i * 64 < 64)
                mag[i] |= ~0ull << (bits - i * 64);
        neg4(mag);
    }
    return neg;
}

/* an integer magnitude as a __float128 rounded to odd */
static f128
int_rto_q(const uint64_t *mag, int neg)
{
    int64_t L = bl4(mag), sh = L > 128 ? L - 128 : 0;
    u128 u = 0;
    int sticky = 0;
    for (int64_t i = 0; i < 128 && i + sh < 256; i++)
        if ((mag[(i + sh) / 64] >> ((i + sh) % 64)) & 1)
            u |= (u128)1 << i;
    for (int64_t i = 0; i < sh; i++)
        sticky |= (int)(mag[i / 64] >> (i % 64)) & 1;
    volatile u128 vu = u;
    hstart(FE_TOWARDZERO);
    volatile f128 q = (f128)vu;
    unsigned f = hend();
    FpBits b = b128(q);
    if ((f & FP_INEXACT) || sticky)
        b.w[0] |= 1;
    f128 x = scalbnq(h128(b), (int)sh);
    return neg ? -x : x;
}

/* the integer value of an integral __float128 into 256-bit two's complement */
static void
q_to_int(f128 r, uint64_t *w)
{
    f128 a = fabsq(r);
    memset(w, 0, 4 * sizeof *w);
    if (a != 0) {
        int k = ilogbq(a), sh = k > 112 ? k - 112 : 0;
        u128 u = (u128)(sh ? scalbnq(a, -sh) : a);
        for (int i = 0; i < 128; i++)
            if ((u >> i) & 1)
                w[(i + sh) / 64] |= 1ull << ((i + sh) % 64);
    }
    if (r < 0)
        neg4(w);
}

static FpBits
ref_from_int(FpFmt f, const uint64_t *mag, int neg, int rm, unsigned *fl, unsigned *mask)
{
    int mid;
    *mask = ~0u;
    *fl = 0;
    if (bl4(mag) == 0)
        return fp_zero(f, 0);
    if (f == FP_PPC128) {
        /* hi = round(N), lo = round(N - hi), the difference in integers */
        FpBits h = ref_round(FP_F64, int_rto_q(mag, neg), rm, fl, &mid);
        uint64_t hw[4], d[4], c = 0;
        *mask = FP_INEXACT | FP_OVERFLOW;
        if (!isfinite(h64(h)))
            return mk(h.w[0], 0);
        q_to_int((f128)fabs(h64(h)), hw);
        for (int i = 0; i < 4; i++) {
            uint64_t t = mag[i] - hw[i] - c;
            c = mag[i] < hw[i] || (mag[i] == hw[i] && c);
            d[i] = t;
        }
        int dneg = (d[3] >> 63) != 0;
        if (dneg)
            neg4(d);
        if (bl4(d) == 0) {
            *fl &= ~(unsigned)FP_INEXACT;
            return mk(h.w[0], 0);
        }
        unsigned f2;
        FpBits l = ref_round(FP_F64, int_rto_q(d, dneg ^ neg), rm, &f2, &mid);
        *fl = (*fl & ~(unsigned)FP_INEXACT) | (f2 & FP_INEXACT);
        return mk(h.w[0], l.w[0]);
    }
    if (f == FP_F128) {
        int64_t L = bl4(mag), sh = L > 128 ? L - 128 : 0;
        int tie = 0, sticky = 0;
        if (L > 113) {
            /* ties: the bits below the 113th are exactly 100...0 */
            int64_t drop = L - 113;
            tie = (mag[(drop - 1) / 64] >> ((drop - 1) % 64)) & 1;
            for (int64_t i = 0; i < drop - 1; i++)
                tie &= !((mag[i / 64] >> (i % 64)) & 1);
        }
        u128 u = 0;
        for (int64_t i = 0; i < 128 && i + sh < 256; i++)
            if ((mag[(i + sh) / 64] >> ((i + sh) % 64)) & 1)
                u |= (u128)1 << i;
        for (int64_t i = 0; i < sh; i++)
            sticky |= (int)(mag[i / 64] >> (i % 64)) & 1;
        if (sticky)
            u |= 1; /* 128 >= 113 + 2: round to odd is enough */
        /* ties away = upward in magnitude; a negative value rounds its
         * magnitude in the mirrored direction */
        int mode = rm == FP_RNA ? (tie ? FE_UPWARD : FE_TONEAREST) : hmode[rm];
        if (neg && rm != FP_RNA)
            mode = mode == FE_UPWARD ? FE_DOWNWARD : mode == FE_DOWNWARD ? FE_UPWARD : mode;
        volatile u128 vu = u;
        hstart(mode);
        volatile f128 vq = (f128)vu;
        *fl = hend();
        if (neg)
            vq = -vq;
        return b128(scalbnq(vq, (int)sh));
    }
    FpBits r = ref_round(f, int_rto_q(mag, neg), rm, fl, &mid);
    if (mid)
        *mask = FP_INEXACT;
    if (f == FP_BF16)
        *mask &= ~(unsigned)FP_UNDERFLOW;
    return r;
}

Test(fp_int, from_int)
{
    Rng rg = {21};
    nfail = 0;
    for (int it = 0; it < 1500; it++) {
        for (size_t wi = 0; wi < sizeof widths / sizeof widths[0]; wi++) {
            unsigned bits = widths[wi];
            uint64_t w[4], mag[4];
            gen_int(&rg, bits, w);
            for (int sg = 0; sg < 2; sg++) {
                int neg = mag_of(w, bits, sg, mag);
                FpFmt f = (FpFmt)rbelow(&rg, FP_NFMT);
                for (int rm = 0; rm < 5; rm++) {
                    unsigned mf = 0, rf, mask;
                    FpBits mine = fp_from_int(f, w, bits, sg, (FpRound)rm, &mf);
                    FpBits ref = ref_from_int(f, mag, neg, rm, &rf, &mask);
                    CHECK(beq(mine, ref) && (mf & mask) == (rf & mask),
                          "from_int %s i%u %s %s: %016llx %016llx %016llx %016llx -> "
                          "%016llx:%016llx flags %x, want %016llx:%016llx flags %x",
                          fmtname[f], bits, sg ? "signed" : "unsigned", rmname[rm],
                          (unsigned long long)w[3], (unsigned long long)w[2],
                          (unsigned long long)w[1], (unsigned long long)w[0], BX(mine), mf,
                          BX(ref), rf);
                }
            }
        }
    }
    DONE();
}

/* A value of f near the integer range of a `bits`-bit integer. */
static FpBits
gen_near_int(Rng *r, FpFmt f, unsigned bits)
{
    if (rbelow(r, 3) == 0)
        return gen(r, f);
    int k = (int)rbelow(r, bits + 5) - 3;
    f128 x = scalbnq(1 + (f128)(rnext(r) >> 11) * (f128)0x1p-53, k);
    if (rbelow(r, 3) == 0)
        x = floorq(x) + (f128)rbelow(r, 4) / 4; /* halves and quarters */
    if (rbelow(r, 2))
        x = -x;
    int mid;
    unsigned fl;
    if (f == FP_PPC128)
        return ref_to_ppc(x, FP_RNE, &fl);
    return ref_round(f, x, FP_RNE, &fl, &mid);
}

static f128
q_round(f128 x, int rm)
{
    switch (rm) {
    case FP_RNE:
        return rintq(x); /* nearest even in the default mode */
    case FP_RNA:
        return roundq(x);
    case FP_RTZ:
        return truncq(x);
    case FP_RUP:
        return ceilq(x);
    default:
        return floorq(x);
    }
}

Test(fp_int, to_int)
{
    Rng rg = {22};
    nfail = 0;
    for (int it = 0; it < 1500; it++) {
        for (size_t wi = 0; wi < sizeof widths / sizeof widths[0]; wi++) {
            unsigned bits = widths[wi];
            FpFmt f = (FpFmt)rbelow(&rg, FP_NFMT);
            FpBits a = gen_near_int(&rg, f, bits);
            int exact;
            if (f == FP_F80 && (t_f80_bad(a) || ((a.w[1] & 0x7fff) == 0 && (a.w[0] >> 63))))
                continue;
            f128 x = f == FP_PPC128 ? ppc_q(a, &exact) : to_q(f, a);
            if (f == FP_PPC128 && !exact)
                continue;
            for (int sg = 0; sg < 2; sg++) {
                f128 lo = sg ? -scalbnq(1, (int)bits - 1) : 0;
                f128 hi = scalbnq(1, sg ? (int)bits - 1 : (int)bits);
                for (int rm = 0; rm < 5; rm++) {
                    uint64_t w[4] = {0}, want[4] = {0};
                    unsigned mf = 0, rf = 0;
                    int bad = 1, rc = fp_to_int(w, bits, sg, f, a, (FpRound)rm, &mf);
                    f128 r = 0;
                    if (!isnanq(x) && !isinfq(x)) {
                        r = q_round(x, rm);
                        bad = !(r >= lo && r < hi);
                    }
                    if (bad) {
                        rf = FP_INVALID;
                    } else {
                        q_to_int(r, want);
                        mask_to(want, bits);
                        rf = r != x ? FP_INEXACT : 0;
                    }
                    CHECK(rc == bad && mf == rf && (bad || !memcmp(w, want, ((bits + 63) / 64) * 8)),
                          "to_int %s i%u %s %s: %016llx:%016llx -> rc %d %016llx %016llx flags "
                          "%x, want rc %d %016llx %016llx flags %x",
                          fmtname[f], bits, sg ? "signed" : "unsigned", rmname[rm], BX(a), rc,
                          (unsigned long long)w[1], (unsigned long long)w[0], mf, bad,
                          (unsigned long long)want[1], (unsigned long long)want[0], rf);
                    if (rm != FP_RTZ)
                        continue;
                    /* the saturating form: NaN -> 0, out of range -> clamped */
                    uint64_t s[4] = {0}, ws[4] = {0};
                    fp_to_int_sat(s, bits, sg, f, a);
                    if (!bad) {
                        memcpy(ws, want, sizeof ws);
                    } else if (isnanq(x)) {
                    } else if (x < 0) {
                        if (sg)
                            ws[(bits - 1) / 64] = 1ull << ((bits - 1) % 64);
                    } else {
                        for (int i = 0; i < 4; i++)
                            ws[i] = ~0ull;
                        mask_to(ws, sg ? bits - 1 : bits);
                    }
                    CHECK(!memcmp(s, ws, ((bits + 63) / 64) * 8),
                          "to_int_sat %s i%u %s: %016llx:%016llx -> %016llx %016llx, want %016llx "
                          "%016llx",
                          fmtname[f], bits, sg ? "signed" : "unsigned", BX(a),
                          (unsigned long long)s[1], (unsigned long long)s[0],
                          (unsigned long long)ws[1], (unsigned long long)ws[0]);
                }
            }
        }
    }
    DONE();
}

/* Integers far wider than any exponent range. */
Test(fp_int, very_wide)
{
    static uint64_t w[256], v[256];
    unsigned fl = 0;
    /* 2^999 in 1000 bits; as a signed i1000 it is the most negative value */
    memset(w, 0, sizeof w);
    w[999 / 64] = 1ull << (999 % 64);
    cr_expect(beq(fp_from_int(FP_F128, w, 1000, 0, FP_RNE, &fl), b128(scalbnq(1, 999))) && fl == 0);
    cr_expect(beq(fp_from_int(FP_F128, w, 1000, 1, FP_RNE, &fl), b128(-scalbnq(1, 999))));
    cr_expect(beq(fp_from_int(FP_F64, w, 1000, 0, FP_RNE, &fl), b64(0x1p999)));
    fl = 0;
    cr_expect(beq(fp_from_int(FP_F32, w, 1000, 0, FP_RNE, &fl), fp_inf(FP_F32, 0)) &&
              fl == (FP_OVERFLOW | FP_INEXACT));
    cr_expect(fp_to_int(v, 1000, 1, FP_F128, b128(-scalbnq(1, 999)), FP_RTZ, NULL) == 0 &&
              !memcmp(v, w, 16 * sizeof *w));
    fl = 0;
    cr_expect(fp_to_int(v, 1000, 1, FP_F128, b128(scalbnq(1, 999)), FP_RTZ, &fl) == 1 && fl == FP_INVALID);
    /* -1 in 16384 bits, and 2^16383 (fp128's top binade) fits i16385 */
    for (int i = 0; i < 256; i++)
        w[i] = ~0ull;
    cr_expect(beq(fp_from_int(FP_F80, w, 16384, 1, FP_RNE, NULL), b80(-1.0L)));
    cr_expect(beq(fp_from_int(FP_F128, w, 16384, 0, FP_RTZ, NULL), b128(FLT128_MAX)));
    static uint64_t big[257];
    cr_expect(fp_to_int(big, 16385, 1, FP_F128, b128(scalbnq(1, 16383)), FP_RTZ, NULL) == 0 &&
              big[16383 / 64] == 1ull << (16383 % 64) && big[0] == 0);
    fp_to_int_sat(big, 16385, 1, FP_F128, b128(-FLT128_MAX * 2));
    cr_expect(big[256] == 1 && big[0] == 0, "-inf clamps to the minimum");
}

/* The host's own 64-bit conversions agree (cvttsd2si, cvtsi2sd, x87). */
Test(fp_int, host_int64)
{
    Rng rg = {23};
    nfail = 0;
    for (int it = 0; it < 20000; it++) {
        int64_t v = (int64_t)(rnext(&rg) >> rbelow(&rg, 64));
        if (rbelow(&rg, 2))
            v = -v;
        uint64_t w = (uint64_t)v;
        for (int rm = 0; rm < 5; rm += rm == 0 ? 2 : 1) {
            volatile int64_t vv = v;
            hstart(hmode[rm]);
            volatile double d = (double)vv;
            volatile float g = (float)vv;
            volatile long double l = (long double)vv;
            hend();
            unsigned fl = 0;
            CHECK(fp_from_int(FP_F64, &w, 64, 1, (FpRound)rm, &fl).w[0] == b64(d).w[0],
                  "i64 %lld -> double %s", (long long)v, rmname[rm]);
            CHECK(fp_from_int(FP_F32, &w, 64, 1, (FpRound)rm, &fl).w[0] == b32(g).w[0],
                  "i64 %lld -> float %s", (long long)v, rmname[rm]);
            CHECK(beq(fp_from_int(FP_F80, &w, 64, 1, (FpRound)rm, &fl), b80(l)), "i64 -> f80");
        }
        volatile double d = h64(gen(&rg, FP_F64));
        uint64_t out = 0;
        unsigned fl = 0;
        int rc = fp_to_int(&out, 64, 1, FP_F64, b64(d), FP_RTZ, &fl);
        if (!isnan(d) && d >= -0x1p63 && d < 0x1p63)
            CHECK(rc == 0 && (int64_t)out == (int64_t)d, "%a -> i64", d);
        else
            CHECK(rc == 1 && fl == FP_INVALID, "%a -> i64 out of range", d);
    }
    DONE();
}

/* --------------------------------------------------- round to integral */

Test(fp_misc, round_int)
{
    Rng rg = {31};
    nfail = 0;
    for (int it = 0; it < 6000; it++) {
        FpFmt f = (FpFmt)rbelow(&rg, FP_F128 + 1);
        FpBits a = gen_near_int(&rg, f, 1 + rbelow(&rg, 120));
        if (f == FP_F80 && (a.w[1] & 0x7fff) == 0 && (a.w[0] >> 63))
            continue;
        for (int rm = 0; rm < 5; rm++) {
            unsigned mf = 0, rf = 0, dummy;
            int mid;
            FpBits mine = fp_round_int(f, a, (FpRound)rm, &mf), ref;
            if (spec_nan(f, &a, 1, &ref, &rf)) {
            } else {
                f128 x = to_q(f, a), r = q_round(x, rm);
                ref = ref_round(f, r, FP_RNE, &dummy, &mid);
                rf = r != x && !isnanq(x) ? FP_INEXACT : 0;
            }
            CHECK(beq(mine, ref) && mf == rf,
                  "round_int %s %s: %016llx:%016llx -> %016llx:%016llx flags %x, want "
                  "%016llx:%016llx flags %x",
                  fmtname[f], rmname[rm], BX(a), BX(mine), mf, BX(ref), rf);
        }
    }
    /* the x87 agrees, pseudo-denormals included */
    for (int it = 0; it < 3000; it++) {
        FpBits a = gen_near_int(&rg, FP_F80, 70);
        if (t_f80_bad(a) || t_isnan(FP_F80, a))
            continue;
        volatile long double x = h80(a);
        CHECK(beq(fp_round_int(FP_F80, a, FP_RDN, NULL), b80(floorl(x))), "floorl");
        CHECK(beq(fp_round_int(FP_F80, a, FP_RUP, NULL), b80(ceill(x))), "ceill");
        CHECK(beq(fp_round_int(FP_F80, a, FP_RTZ, NULL), b80(truncl(x))), "truncl");
        CHECK(beq(fp_round_int(FP_F80, a, FP_RNA, NULL), b80(roundl(x))), "roundl");
        CHECK(beq(fp_round_int(FP_F80, a, FP_RNE, NULL), b80(nearbyintl(x))), "nearbyintl");
    }
    DONE();
}

/* ---------------------------------------------------------- comparison */

Test(fp_misc, compare)
{
    Rng rg = {32};
    nfail = 0;
    for (int it = 0; it < 30000; it++) {
        FpFmt f = (FpFmt)rbelow(&rg, FP_NFMT);
        FpBits a = gen(&rg, f), b = gen_near(&rg, f, a);
        FpCmp want;
        if (rbelow(&rg, 8) == 0)
            b = a;
        if (f == FP_PPC128) {
            /* canonical pairs: by hi, then by lo */
            double ah = h64(mk(a.w[0], 0)), bh = h64(mk(b.w[0], 0));
            double al = h64(mk(a.w[1], 0)), bl = h64(mk(b.w[1], 0));
            if (isnan(ah) || isnan(bh))
                want = FP_UN;
            else if (ah != bh)
                want = ah < bh ? FP_LT : FP_GT;
            else if (isinf(ah) || al == bl)
                want = FP_EQ;
            else
                want = al < bl ? FP_LT : FP_GT;
        } else {
            volatile long double x, y;
            volatile f128 p, q;
            int lt, eq, gt;
            if (f == FP_F80) {
                x = h80(a);
                y = h80(b);
                lt = x < y, eq = x == y, gt = x > y;
            } else {
                p = to_q(f, a);
                q = to_q(f, b);
                lt = p < q, eq = p == q, gt = p > q;
            }
            want = lt ? FP_LT : eq ? FP_EQ : gt ? FP_GT : FP_UN;
        }
        FpCmp got = fp_cmp(f, a, b);
        CHECK(got == want, "cmp %s %016llx:%016llx %016llx:%016llx -> %d, want %d", fmtname[f],
              BX(a), BX(b), got, want);
    }
    DONE();
}

/* ------------------------------------------------------ classification */

static unsigned
t_class(FpFmt f, FpBits a)
{
    int neg;
    if (f == FP_F80) {
        unsigned e = a.w[1] & 0x7fff;
        neg = (a.w[1] >> 15) & 1;
        if ((e == 0x7fff && a.w[0] != 1ull << 63) || (e != 0 && e != 0x7fff && !(a.w[0] >> 63)))
            return (a.w[0] >> 62) & 1 ? IR_FPC_QNAN : IR_FPC_SNAN; /* APFloat: NaNs */
        if (e == 0x7fff)
            return neg ? IR_FPC_NINF : IR_FPC_PINF;
        if (e == 0 && a.w[0] == 0)
            return neg ? IR_FPC_NZERO : IR_FPC_PZERO;
        if (e == 0 && !(a.w[0] >> 63))
            return neg ? IR_FPC_NSUB : IR_FPC_PSUB;
        return neg ? IR_FPC_NNORM : IR_FPC_PNORM; /* pseudo-denormals: 2^-16382 and up */
    }
    if (t_isnan(f, a))
        return t_issnan(f, a) ? IR_FPC_SNAN : IR_FPC_QNAN;
    neg = (int)(bu(a) >> (fp_fmt_info[f].bits - 1)) & 1;
    unsigned e = t_exp(f, a), emaxb = (1u << fp_fmt_info[f].exp_bits) - 1;
    if (e == emaxb)
        return neg ? IR_FPC_NINF : IR_FPC_PINF;
    if (e == 0)
        return t_frac(f, a) ? (neg ? IR_FPC_NSUB : IR_FPC_PSUB) : (neg ? IR_FPC_NZERO : IR_FPC_PZERO);
    return neg ? IR_FPC_NNORM : IR_FPC_PNORM;
}

Test(fp_misc, classify)
{
    Rng rg = {33};
    nfail = 0;
    for (int it = 0; it < 40000; it++) {
        FpFmt f = (FpFmt)rbelow(&rg, FP_F128 + 1);
        FpBits a = gen(&rg, f);
        unsigned c = fp_class(f, a), want = t_class(f, a);
        CHECK(c == want, "class %s %016llx:%016llx -> %u, want %u", fmtname[f], BX(a), c, want);
        CHECK(fp_is_nan(f, a) == !!(c & (IR_FPC_SNAN | IR_FPC_QNAN)) &&
                  fp_is_snan(f, a) == !!(c & IR_FPC_SNAN) &&
                  fp_is_inf(f, a) == !!(c & (IR_FPC_NINF | IR_FPC_PINF)) &&
                  fp_is_zero(f, a) == !!(c & (IR_FPC_NZERO | IR_FPC_PZERO)) &&
                  fp_is_subnormal(f, a) == !!(c & (IR_FPC_NSUB | IR_FPC_PSUB)) &&
                  fp_is_normal(f, a) == !!(c & (IR_FPC_NNORM | IR_FPC_PNORM)) &&
                  fp_is_finite(f, a) == !(c & (IR_FPC_SNAN | IR_FPC_QNAN | IR_FPC_NINF | IR_FPC_PINF)),
              "predicates %s %016llx:%016llx", fmtname[f], BX(a));
        if (f != FP_F80 && f != FP_BF16 && f != FP_HALF) {
            /* and the host's fpclassify */
            int hc = f == FP_F32 ? fpclassify(h32(a)) : f == FP_F64 ? fpclassify(h64(a))
                                                        : fpclassify(h128(a));
            int mc = c & (IR_FPC_SNAN | IR_FPC_QNAN) ? FP_NAN
                   : c & (IR_FPC_NINF | IR_FPC_PINF) ? FP_INFINITE
                   : c & (IR_FPC_NZERO | IR_FPC_PZERO) ? FP_ZERO
                   : c & (IR_FPC_NSUB | IR_FPC_PSUB) ? FP_SUBNORMAL : FP_NORMAL;
            CHECK(hc == mc, "fpclassify %s %016llx:%016llx", fmtname[f], BX(a));
        }
        CHECK(fp_sign(f, a) == !!(c & (IR_FPC_NINF | IR_FPC_NNORM | IR_FPC_NSUB | IR_FPC_NZERO)) ||
                  (c & (IR_FPC_SNAN | IR_FPC_QNAN)),
              "sign %s", fmtname[f]);
    }
    /* x86_fp80 encodings the x87 rejects, and pseudo-denormals */
    FpBits unnormal = mk(0x4000000000000000ull, 0x3fff), pinf = mk(0, 0x7fff);
    FpBits pnan = mk(0x4000000000000001ull, 0xffff), pden = mk(0x8000000000000000ull, 0);
    cr_expect(fp_is_noncanonical(FP_F80, unnormal) && fp_is_noncanonical(FP_F80, pinf) &&
              fp_is_noncanonical(FP_F80, pnan) && fp_is_noncanonical(FP_F80, pden));
    cr_expect(!fp_is_noncanonical(FP_F80, mk(0x8000000000000000ull, 0x3fff)) &&
              !fp_is_noncanonical(FP_F80, mk(1, 0)) && !fp_is_noncanonical(FP_F64, mk(1, 0)));
    cr_expect(fp_class(FP_F80, unnormal) == IR_FPC_QNAN && fp_class(FP_F80, pinf) == IR_FPC_SNAN);
    cr_expect(fp_class(FP_F80, pden) == IR_FPC_PNORM && fp_is_normal(FP_F80, pden));
    cr_expect(fp_class(FP_F80, mk(1, 0x8000)) == IR_FPC_NSUB);
    /* arithmetic on them: default NaN, invalid */
    unsigned fl = 0;
    FpBits one = mk(0x8000000000000000ull, 0x3fff);
    FpBits r = fp_add(FP_F80, unnormal, one, FP_RNE, &fl);
    cr_expect(r.w[0] == 0xc000000000000000ull && r.w[1] == 0x7fff && fl == FP_INVALID);
    fl = 0;
    r = fp_mul(FP_F80, one, pnan, FP_RNE, &fl);
    cr_expect(r.w[0] == 0xc000000000000000ull && r.w[1] == 0x7fff && fl == FP_INVALID);
    cr_expect(fp_cmp(FP_F80, unnormal, unnormal) == FP_UN);
    /* pseudo-denormals are their value: 2^-16382 */
    r = fp_add(FP_F80, pden, mk(0, 0), FP_RNE, &fl);
    cr_expect(r.w[0] == 0x8000000000000000ull && r.w[1] == 1);
    cr_expect(fp_cmp(FP_F80, pden, mk(0x8000000000000000ull, 1)) == FP_EQ);
    /* ppc_fp128: LLVM's DoubleAPFloat::isDenormal */
    cr_expect(fp_class(FP_PPC128, mk(1, 0)) == IR_FPC_PSUB);
    cr_expect(fp_class(FP_PPC128, mk(0x3ff0000000000000ull, 0x3c90000000000000ull)) == IR_FPC_PNORM);
    cr_expect(fp_class(FP_PPC128, mk(0x0010000000000000ull, 1)) == IR_FPC_PSUB);
    cr_expect(fp_class(FP_PPC128, mk(0x8000000000000000ull, 0)) == IR_FPC_NZERO);
    cr_expect(fp_class(FP_PPC128, mk(0x7ff4000000000000ull, 0)) == IR_FPC_SNAN);
    cr_expect(fp_class(FP_PPC128, mk(0xfff0000000000000ull, 0)) == IR_FPC_NINF);
    DONE();
}

/* --------------------------------------------------------- frexp, scalbn */

Test(fp_misc, frexp_scalbn)
{
    Rng rg = {34};
    nfail = 0;
    for (int it = 0; it < 20000; it++) {
        FpFmt f = (FpFmt)rbelow(&rg, FP_F128 + 1);
        FpBits a = gen(&rg, f);
        if (f == FP_F80 && (t_f80_bad(a) || ((a.w[1] & 0x7fff) == 0 && (a.w[0] >> 63))))
            continue;
        f128 x = to_q(f, a);
        int e = 0, he = 0, mid;
        unsigned fl, rf, mf = 0;
        FpBits m = fp_frexp(f, a, &e);
        if (!isnanq(x)) {
            f128 hm = frexpq(x, &he);
            if (isinfq(x))
                he = 0;
            CHECK(beq(m, ref_round(f, hm, FP_RNE, &fl, &mid)) && e == he,
                  "frexp %s %016llx:%016llx -> %016llx:%016llx %d, want %d", fmtname[f], BX(a),
                  BX(m), e, he);
        } else {
            CHECK(beq(m, t_quiet(f, a)) && e == 0, "frexp %s NaN", fmtname[f]);
        }
        int n;
        switch (rbelow(&rg, 5)) {
        case 0:
            n = (int)rbelow(&rg, 129) - 64;
            break;
        case 1:
            n = (int)rbelow(&rg, 600) - 300;
            break;
        case 2:
            n = (int)rbelow(&rg, 66000) - 33000;
            break;
        case 3:
            n = rbelow(&rg, 2) ? 2147483647 : -2147483647 - 1;
            break;
        default:
            n = (int)rbelow(&rg, 4000) - 2000;
            break;
        }
        for (int rm = 0; rm < 5; rm++) {
            FpBits r = fp_scalbn(f, a, n, (FpRound)rm, &mf), ref;
            mf = 0;
            r = fp_scalbn(f, a, n, (FpRound)rm, &mf);
            if (spec_nan(f, &a, 1, &ref, &rf)) {
            } else if (f == FP_F128 || f == FP_F80) {
                if (rm == FP_RNA)
                    continue;
                volatile f128 vq = x;
                volatile long double vl = h80(a);
                hstart(hmode[rm]);
                if (f == FP_F128)
                    ref = b128(scalbnq(vq, n));
                else
                    ref = b80(scalbnl(vl, n));
                rf = hend();
            } else {
                /* exact in __float128 for the narrow formats, then rounded */
                int k = n > 15000 ? 15000 : n < -15000 ? -15000 : n;
                ref = ref_round(f, scalbnq(x, k), rm, &rf, &mid);
                if (f == FP_BF16)
                    rf = (rf & ~(unsigned)FP_UNDERFLOW) | (mf & FP_UNDERFLOW);
            }
            CHECK(beq(r, ref) && mf == rf,
                  "scalbn %s %s %016llx:%016llx, %d -> %016llx:%016llx flags %x, want "
                  "%016llx:%016llx flags %x",
                  fmtname[f], rmname[rm], BX(a), n, BX(r), mf, BX(ref), rf);
        }
    }
    DONE();
}

/* --------------------------------------------------------- decimal text */

static FpBits
rd(FpFmt f, const char *s, int rm, unsigned *fl)
{
    FpBits r = mk(0xdead, 0xbeef);
    int rc = fp_from_string(f, s, strlen(s), (FpRound)rm, &r, fl);
    cr_expect(rc == 0, "%s: '%s' rejected", fmtname[f], s);
    return r;
}

Test(fp_string, known_values)
{
    unsigned fl = 0;
    cr_expect(rd(FP_HALF, "0.1", FP_RNE, NULL).w[0] == 0x2e66);
    cr_expect(rd(FP_BF16, "0.1", FP_RNE, NULL).w[0] == 0x3dcd);
    cr_expect(rd(FP_F32, "0.1", FP_RNE, NULL).w[0] == 0x3dcccccd);
    cr_expect(rd(FP_F64, "0.1", FP_RNE, NULL).w[0] == 0x3fb999999999999aull);
    cr_expect(beq(rd(FP_F80, "0.1", FP_RNE, NULL), b80(strtold("0.1", NULL))));
    cr_expect(beq(rd(FP_F128, "0.1", FP_RNE, NULL), b128(strtoflt128("0.1", NULL))));
    /* ppc_fp128: hi = round(0.1), lo = round(0.1 - hi) (exact values from
     * Python's fractions) */
    cr_expect(beq(rd(FP_PPC128, "0.1", FP_RNE, NULL), mk(0x3fb999999999999aull, 0xbc5999999999999aull)));
    cr_expect(beq(rd(FP_PPC128, "0.333333333333333333333333333333333333", FP_RNE, NULL),
                  mk(0x3fd5555555555555ull, 0x3c75555555555555ull)));
    cr_expect(rd(FP_HALF, "65504", FP_RNE, NULL).w[0] == 0x7bff);
    cr_expect(rd(FP_HALF, "65520", FP_RNE, NULL).w[0] == 0x7c00); /* halfway to 2^16: inf */
    cr_expect(rd(FP_HALF, "65519.99", FP_RNE, NULL).w[0] == 0x7bff);
    cr_expect(rd(FP_HALF, "5.960464477539063e-8", FP_RNE, NULL).w[0] == 1);
    cr_expect(rd(FP_BF16, "3.3895313892515355e38", FP_RNE, NULL).w[0] == 0x7f7f);
    /* overflow and underflow, flags and directions */
    fl = 0;
    cr_expect(rd(FP_F64, "1e400", FP_RNE, &fl).w[0] == 0x7ff0000000000000ull &&
              fl == (FP_OVERFLOW | FP_INEXACT));
    cr_expect(rd(FP_F64, "1e400", FP_RTZ, NULL).w[0] == 0x7fefffffffffffffull);
    cr_expect(rd(FP_F64, "-1e400", FP_RUP, NULL).w[0] == 0xffefffffffffffffull);
    fl = 0;
    cr_expect(rd(FP_F64, "1e-400", FP_RNE, &fl).w[0] == 0 && fl == (FP_UNDERFLOW | FP_INEXACT));
    cr_expect(rd(FP_F64, "1e-400", FP_RUP, NULL).w[0] == 1);
    cr_expect(rd(FP_F64, "-1e-400", FP_RDN, NULL).w[0] == 0x8000000000000001ull);
    cr_expect(rd(FP_F64, "2.4703282292062327e-324", FP_RNE, NULL).w[0] == 0);
    cr_expect(rd(FP_F64, "2.4703282292062328e-324", FP_RNE, NULL).w[0] == 1);
    cr_expect(rd(FP_F64, "1e99999999999999999999999", FP_RNE, NULL).w[0] == 0x7ff0000000000000ull);
    cr_expect(rd(FP_F64, "1e-99999999999999999999999", FP_RNE, NULL).w[0] == 0);
    cr_expect(rd(FP_F128, "1e5000", FP_RNE, NULL).w[1] == 0x7fff000000000000ull);
    cr_expect(rd(FP_F128, "1e-5000", FP_RUP, NULL).w[0] == 1);
    cr_expect(beq(rd(FP_PPC128, "1e309", FP_RNE, NULL), mk(0x7ff0000000000000ull, 0)));
    cr_expect(beq(rd(FP_PPC128, "1e-330", FP_RUP, NULL), mk(1, 0)));
    /* exact values raise nothing */
    fl = 0;
    cr_expect(rd(FP_F64, "0.5", FP_RNE, &fl).w[0] == 0x3fe0000000000000ull && fl == 0);
    cr_expect(rd(FP_F32, "16777216", FP_RNE, &fl).w[0] == 0x4b800000 && fl == 0);
    /* halfway between 2^-1074 and 2^-1073: ties to even is 2^-1073 */
    char buf[1200];
    snprintf(buf, sizeof buf, "%.1100Le", 3.0L * 0x1p-1075L);
    cr_expect(rd(FP_F64, buf, FP_RNE, NULL).w[0] == 2);
    cr_expect(rd(FP_F64, buf, FP_RNA, NULL).w[0] == 2);
    cr_expect(rd(FP_F64, buf, FP_RTZ, NULL).w[0] == 1);
    snprintf(buf, sizeof buf, "%.1100Le", 0x1p-1075L); /* half the least: to 0 */
    cr_expect(rd(FP_F64, buf, FP_RNE, NULL).w[0] == 0);
    cr_expect(rd(FP_F64, buf, FP_RNA, NULL).w[0] == 1);
    /* hex floats */
    cr_expect(rd(FP_F64, "0x1.8p3", FP_RNE, NULL).w[0] == b64(12.0).w[0]);
    cr_expect(rd(FP_F64, "-0x1p-1074", FP_RNE, NULL).w[0] == 0x8000000000000001ull);
    cr_expect(rd(FP_F64, "0x1.fffffffffffff8p1023", FP_RNE, NULL).w[0] == 0x7ff0000000000000ull);
    cr_expect(rd(FP_F64, "0x1.fffffffffffff8p1023", FP_RTZ, NULL).w[0] == 0x7fefffffffffffffull);
    cr_expect(rd(FP_F64, "0x.8p1", FP_RNE, NULL).w[0] == b64(1.0).w[0]);
    cr_expect(rd(FP_F64, "0X1P+0", FP_RNE, NULL).w[0] == b64(1.0).w[0]);
    cr_expect(rd(FP_F64, "0x1p-1075", FP_RNE, NULL).w[0] == 0);
    cr_expect(rd(FP_F64, "0x1p-1075", FP_RNA, NULL).w[0] == 1);
    cr_expect(rd(FP_F64, "0x3.0000000000000000000000001p0", FP_RUP, NULL).w[0] ==
              b64(nextafter(3.0, 4.0)).w[0]);
    cr_expect(rd(FP_F64, "0x10", FP_RNE, NULL).w[0] == b64(16.0).w[0]);
    cr_expect(beq(rd(FP_F128, "0x1.000000000000000000000000000ap0", FP_RNE, NULL),
                  mk(0xa, 0x3fff000000000000ull)));
    cr_expect(beq(rd(FP_F128, "0x1.000000000000000000000000000a8p0", FP_RNE, NULL),
                  mk(0xa, 0x3fff000000000000ull))); /* a tie, to even */
    cr_expect(beq(rd(FP_F128, "0x1.000000000000000000000000000b8p0", FP_RNE, NULL),
                  mk(0xc, 0x3fff000000000000ull)));
    /* specials */
    cr_expect(rd(FP_F64, "inf", FP_RNE, NULL).w[0] == 0x7ff0000000000000ull);
    cr_expect(rd(FP_F64, "-Infinity", FP_RNE, NULL).w[0] == 0xfff0000000000000ull);
    cr_expect(rd(FP_F32, "+INF", FP_RNE, NULL).w[0] == 0x7f800000);
    cr_expect(rd(FP_F64, "nan", FP_RNE, NULL).w[0] == 0x7ff8000000000000ull);
    cr_expect(rd(FP_F64, "-NaN", FP_RNE, NULL).w[0] == 0xfff8000000000000ull);
    cr_expect(beq(rd(FP_F80, "nan", FP_RNE, NULL), mk(0xc000000000000000ull, 0x7fff)));
    cr_expect(rd(FP_F64, "-0", FP_RNE, NULL).w[0] == 0x8000000000000000ull);
    cr_expect(rd(FP_F64, "0.000e999999999999", FP_RNE, NULL).w[0] == 0);
    cr_expect(rd(FP_F64, "-0x0.0p0", FP_RNE, NULL).w[0] == 0x8000000000000000ull);
    cr_expect(rd(FP_F64, "00001.5000", FP_RNE, NULL).w[0] == b64(1.5).w[0]);
    cr_expect(rd(FP_F64, ".5", FP_RNE, NULL).w[0] == b64(0.5).w[0]);
    cr_expect(rd(FP_F64, "5.", FP_RNE, NULL).w[0] == b64(5.0).w[0]);
    cr_expect(rd(FP_F64, "1E+2", FP_RNE, NULL).w[0] == b64(100.0).w[0]);
    /* the length bounds the text: no NUL needed */
    FpBits r;
    cr_expect(fp_from_string(FP_F64, "1.25xyz", 4, FP_RNE, &r, NULL) == 0 && h64(r) == 1.25);
}

Test(fp_string, rejects)
{
    static const char *bad[] = {"", "-", "+", ".", "e5", "1e", "1e+", "0x", "0xp1", "0x.p1",
                                "1.2.3", " 1", "1 ", "nan(1)", "infx", "--1", "1..", "0x1p",
                                "1f", "in", "infinit", "0x1.2.3p0", "1e5.0", "+-1", "0x-1", "e",
                                "1e--1", "inf inity", "0b101", "1,5"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        FpBits r = mk(0x1234, 0x5678);
        unsigned fl = 0;
        int rc = fp_from_string(FP_F64, bad[i], strlen(bad[i]), FP_RNE, &r, &fl);
        cr_expect(rc == -1 && r.w[0] == 0x1234 && fl == 0, "accepted '%s'", bad[i]);
    }
}

/* Random decimal text against glibc's correctly rounded strto*, which
 * honour the rounding mode. */
static int
gen_dec(Rng *r, char *buf, int emin, int emax)
{
    char *p = buf;
    int nd = rbelow(r, 8) == 0 ? 1 + (int)rbelow(r, 400) : 1 + (int)rbelow(r, 25);
    int dot = (int)rbelow(r, (unsigned)nd + 1);
    if (rbelow(r, 2))
        *p++ = '-';
    for (int i = 0; i < nd; i++) {
        if (i == dot && i)
            *p++ = '.';
        *p++ = (char)('0' + (i == 0 ? 1 + rbelow(r, 9) : rbelow(r, 10)));
        if (rbelow(r, 6) == 0 && i > 0)
            p[-1] = rbelow(r, 2) ? '0' : '9'; /* runs of 0 and 9 */
    }
    p += sprintf(p, "e%d", emin + (int)rbelow(r, (unsigned)(emax - emin + 1)) - dot);
    return (int)(p - buf);
}

Test(fp_string, random_decimal)
{
    Rng rg = {41};
    char buf[600];
    nfail = 0;
    for (int it = 0; it < 4000; it++) {
        int fi = (int)rbelow(&rg, 4);
        static const FpFmt fs[4] = {FP_F32, FP_F64, FP_F80, FP_F128};
        static const int er[4][2] = {{-50, 40}, {-330, 310}, {-4960, 4935}, {-4970, 4935}};
        FpFmt f = fs[fi];
        int n = gen_dec(&rg, buf, er[fi][0], er[fi][1]);
        for (int rm = 0; rm < 5; rm++) {
            if (rm == FP_RNA)
                continue;
            FpBits mine, want;
            unsigned fl = 0;
            int rc = fp_from_string(f, buf, (size_t)n, (FpRound)rm, &mine, &fl);
            hstart(hmode[rm]);
            switch (f) {
            case FP_F32:
                want = b32(strtof(buf, NULL));
                break;
            case FP_F64:
                want = b64(strtod(buf, NULL));
                break;
            case FP_F80:
                want = b80(strtold(buf, NULL));
                break;
            default:
                want = b128(strtoflt128(buf, NULL));
                break;
            }
            hend();
            if (f == FP_F128 && (rm == FP_RUP || rm == FP_RDN) && (bu(want) << 1) == 0) {
                /* strtoflt128 underflows to zero in every mode; the text
                 * is nonzero, so a directed rounding away from zero must
                 * give the least subnormal */
                int neg = buf[0] == '-';
                if ((rm == FP_RUP) != neg)
                    want.w[0] = 1;
            }
            CHECK(rc == 0 && beq(mine, want), "%s %s '%s' -> %016llx:%016llx, want %016llx:%016llx",
                  fmtname[f], rmname[rm], buf, BX(mine), BX(want));
        }
    }
    /* hex text against strtod */
    for (int it = 0; it < 3000; it++) {
        char *p = buf;
        int nd = 1 + (int)rbelow(&rg, 30), dot = (int)rbelow(&rg, (unsigned)nd + 1);
        p += sprintf(p, "%s0x", rbelow(&rg, 2) ? "-" : "");
        for (int i = 0; i < nd; i++) {
            if (i == dot)
                *p++ = '.';
            *p++ = "0123456789abcdefABCDEF"[rbelow(&rg, 22)];
        }
        p += sprintf(p, "p%d", (int)rbelow(&rg, 2300) - 1150 - 4 * dot);
        for (int rm = 0; rm < 5; rm++) {
            if (rm == FP_RNA)
                continue;
            FpBits mine;
            int rc = fp_from_string(FP_F64, buf, strlen(buf), (FpRound)rm, &mine, NULL);
            hstart(hmode[rm]);
            FpBits want = b64(strtod(buf, NULL));
            hend();
            CHECK(rc == 0 && beq(mine, want), "hex %s '%s' -> %016llx, want %016llx", rmname[rm],
                  buf, (unsigned long long)mine.w[0], (unsigned long long)want.w[0]);
        }
    }
    DONE();
}

/* Exact decimal expansions of midpoints between neighbours, and of the
 * neighbours themselves, in every format with a wider host type to print
 * them in; then nudged a hair above and below. */
static int
exact_dec(char *buf, size_t n, FpFmt wide, f128 x)
{
    int len;
    if (wide == FP_F64)
        len = snprintf(buf, n, "%.*e", 1100, (double)x);
    else if (wide == FP_F80)
        len = snprintf(buf, n, "%.*Le", 1100, (long double)x);
    else
        len = quadmath_snprintf(buf, n, "%.*Qe", 11600, x);
    /* drop the mantissa's trailing zeros */
    char *e = strchr(buf, 'e');
    if (!e || e - buf < 3)
        return len;
    char *z = e;
    while (z[-1] == '0')
        z--;
    if (z[-1] == '.')
        z++;
    memmove(z, e, strlen(e) + 1);
    return (int)strlen(buf);
}

/* Insert text t before the exponent of the decimal in buf. */
static void
nudge(char *buf, int up)
{
    char *e = strchr(buf, 'e');
    if (!e)
        return;
    size_t tail = strlen(e) + 1;
    if (up) {
        memmove(e + 3, e, tail);
        memcpy(e, "001", 3);
    } else {
        /* the last digit less one, then nines: just below */
        char *d = e - 1;
        while (*d == '0' || *d == '.')
            d--;
        (*d)--;
        memmove(e + 3, e, tail);
        memcpy(e, "999", 3);
    }
}

/* the next value up in magnitude (finite, not the largest) */
static FpBits
next_up(FpFmt f, FpBits a)
{
    if (f != FP_F80)
        return ub(bu(a) + 1);
    uint64_t m = a.w[0] + 1;
    unsigned se = (unsigned)a.w[1];
    if ((se & 0x7fff) == 0 && m == 1ull << 63)
        se++; /* largest subnormal -> least normal */
    else if (m == 0) {
        m = 1ull << 63;
        se++;
    }
    return mk(m, se);
}

Test(fp_string, midpoints)
{
    Rng rg = {42};
    static char buf[13000], b2[13000];
    nfail = 0;
    for (int it = 0; it < 2500; it++) {
        static const FpFmt fs[5] = {FP_HALF, FP_BF16, FP_F32, FP_F64, FP_F80};
        FpFmt f = fs[rbelow(&rg, it < 2300 ? 4 : 5)];
        FpFmt wide = f == FP_F80 ? FP_F128 : f == FP_F64 ? FP_F80 : FP_F64;
        FpBits v = gen(&rg, f);
        if (f == FP_F80 && (t_f80_bad(v) || ((v.w[1] & 0x7fff) == 0 && (v.w[0] >> 63))))
            continue;
        if (t_isnan(f, v) || !finiteq(to_q(f, v)))
            continue;
        FpBits w = next_up(f, v);
        if (!finiteq(to_q(f, w)))
            continue;
        f128 qv = to_q(f, v), qw = to_q(f, w), mid = qv + (qw - qv) / 2;
        int pos = f == FP_F80 ? !((v.w[1] >> 15) & 1) : !(bu(v) >> (fp_fmt_info[f].bits - 1));
        int veven = !(v.w[0] & 1);
        for (int kind = 0; kind < 4; kind++) {
            /* 0: v exactly, 1: the midpoint, 2: a hair above it, 3: below */
            exact_dec(buf, sizeof buf, wide, kind == 0 ? qv : mid);
            if (kind >= 2)
                nudge(buf, kind == 2);
            memcpy(b2, buf, strlen(buf) + 1);
            for (int rm = 0; rm < 5; rm++) {
                FpBits want;
                if (kind == 0)
                    want = v;
                else if (rm == FP_RTZ)
                    want = v;
                else if (rm == FP_RUP)
                    want = pos ? w : v;
                else if (rm == FP_RDN)
                    want = pos ? v : w;
                else if (kind == 2)
                    want = w;
                else if (kind == 3)
                    want = v;
                else
                    want = rm == FP_RNA ? w : veven ? v : w;
                unsigned fl = 0;
                FpBits got;
                int rc = fp_from_string(f, b2, strlen(b2), (FpRound)rm, &got, &fl);
                CHECK(rc == 0 && beq(got, want) && !!(fl & FP_INEXACT) == (kind != 0),
                      "%s %s kind %d '%.60s...' (%zu chars) -> %016llx:%016llx flags %x, want "
                      "%016llx:%016llx",
                      fmtname[f], rmname[rm], kind, b2, strlen(b2), BX(got), fl, BX(want));
            }
        }
    }
    DONE();
}

/* Very long inputs: the digits past the 12000th only count as nonzero. */
Test(fp_string, long_inputs)
{
    static char buf[30000];
    Rng rg = {43};
    /* 1 + 2^-53, exactly halfway between 1 and its successor */
    const char *half = "1.00000000000000011102230246251565404236316680908203125";
    strcpy(buf, half);
    cr_expect(rd(FP_F64, buf, FP_RNE, NULL).w[0] == 0x3ff0000000000000ull);
    memset(buf + strlen(half), '0', 20000);
    strcpy(buf + strlen(half) + 20000, "1");
    cr_expect(rd(FP_F64, buf, FP_RNE, NULL).w[0] == 0x3ff0000000000001ull, "tie broken far out");
    buf[strlen(half) + 20000] = 0;
    cr_expect(rd(FP_F64, buf, FP_RNE, NULL).w[0] == 0x3ff0000000000000ull);
    /* 0.000...001 with 5000 zeros */
    strcpy(buf, "0.");
    memset(buf + 2, '0', 5000);
    strcpy(buf + 5002, "1");
    unsigned fl = 0;
    cr_expect(rd(FP_F64, buf, FP_RNE, &fl).w[0] == 0 && fl == (FP_UNDERFLOW | FP_INEXACT));
    cr_expect(rd(FP_F64, buf, FP_RUP, NULL).w[0] == 1);
    cr_expect(rd(FP_F128, buf, FP_RNE, NULL).w[0] == 0);
    /* many random digits, against glibc */
    nfail = 0;
    for (int it = 0; it < 40; it++) {
        int nd = 1000 + (int)rbelow(&rg, 20000);
        char *p = buf;
        *p++ = (char)('1' + rbelow(&rg, 9));
        *p++ = '.';
        for (int i = 1; i < nd; i++)
            *p++ = (char)('0' + rbelow(&rg, 10));
        sprintf(p, "e%d", (int)rbelow(&rg, 9000) - 4500);
        for (int rm = 0; rm < 5; rm += 2) {
            hstart(hmode[rm]);
            FpBits d = b64(strtod(buf, NULL)), l = b80(strtold(buf, NULL));
            FpBits q = b128(strtoflt128(buf, NULL));
            hend();
            CHECK(beq(rd(FP_F64, buf, rm, NULL), d), "long double %d digits %s", nd, rmname[rm]);
            CHECK(beq(rd(FP_F80, buf, rm, NULL), l), "long x86_fp80 %d digits %s", nd, rmname[rm]);
            CHECK(beq(rd(FP_F128, buf, rm, NULL), q), "long fp128 %d digits %s", nd, rmname[rm]);
        }
    }
    /* the exact expansion of fp128 values (thousands of digits) is exact */
    for (int it = 0; it < 60; it++) {
        FpBits v = gen(&rg, FP_F128);
        if (t_isnan(FP_F128, v) || t_exp(FP_F128, v) == 0x7fff)
            continue;
        exact_dec(buf, sizeof buf, FP_F128, h128(v));
        fl = 0;
        CHECK(beq(rd(FP_F128, buf, FP_RNE, &fl), v) && fl == 0, "exact fp128 %016llx:%016llx",
              BX(v));
    }
    DONE();
}

/* --------------------------------------------------------- shortest text */

/* the digits of a decimal text, excluding leading zeros */
static int
sig_digits(const char *s)
{
    int n = 0, lead = 1, trail = 0;
    for (; *s && *s != 'e'; s++) {
        if (*s < '0' || *s > '9')
            continue;
        if (*s == '0' && lead)
            continue;
        lead = 0;
        n++;
        trail = *s == '0' ? trail + 1 : 0;
    }
    return n - trail;
}

Test(fp_string, to_string_exhaustive_16bit)
{
    char buf[64], t[64];
    nfail = 0;
    for (int fi = 0; fi < 2; fi++) {
        FpFmt f = fi ? FP_BF16 : FP_HALF;
        for (uint32_t u = 0; u < 0x10000; u++) {
            FpBits a = mk(u, 0), back;
            int n = fp_to_string(buf, f, a);
            CHECK(n == (int)strlen(buf) && n < 64, "length");
            if (t_isnan(f, a)) {
                CHECK(!strcmp(buf, u & 0x8000 ? "-nan" : "nan"), "nan text '%s'", buf);
                continue;
            }
            int rc = fp_from_string(f, buf, (size_t)n, FP_RNE, &back, NULL);
            CHECK(rc == 0 && beq(back, a), "%s %04x -> '%s' -> %04llx", fmtname[f], u, buf,
                  (unsigned long long)back.w[0]);
            /* nothing with a digit fewer reads back (every third value) */
            int k = sig_digits(buf);
            if (k > 1 && u % 3 == 0 && t_exp(f, a) != 0x1f && t_exp(f, a) != 0xff) {
                double x = (double)to_q(f, a);
                for (int d = -1; d <= 1; d++) {
                    char *e;
                    snprintf(t, sizeof t, "%.*e", k - 2, x);
                    e = strchr(t, 'e');
                    /* step the last digit: the neighbours at k-1 digits */
                    double step = strtod(t, NULL);
                    double ulp10 = pow(10, floor(log10(fabs(step))) - (k - 2));
                    snprintf(t, sizeof t, "%.*e", k - 2, step + d * ulp10);
                    (void)e;
                    FpBits b2;
                    if (fp_from_string(f, t, strlen(t), FP_RNE, &b2, NULL) == 0)
                        CHECK(!beq(b2, a), "%s %04x: '%s' is shorter than '%s'", fmtname[f], u, t,
                              buf);
                }
            }
        }
    }
    DONE();
}

Test(fp_string, to_string_random)
{
    Rng rg = {44};
    char buf[64], t[128];
    nfail = 0;
    for (int it = 0; it < 6000; it++) {
        static const FpFmt fs[4] = {FP_F32, FP_F64, FP_F80, FP_F128};
        FpFmt f = fs[rbelow(&rg, 4)];
        FpBits a = gen(&rg, f), back, host;
        if (f == FP_F80 && (t_f80_bad(a) || ((a.w[1] & 0x7fff) == 0 && (a.w[0] >> 63))))
            continue;
        if (t_isnan(f, a))
            continue;
        int n = fp_to_string(buf, f, a);
        CHECK(n == (int)strlen(buf) && n < 64, "length %d", n);
        int rc = fp_from_string(f, buf, (size_t)n, FP_RNE, &back, NULL);
        CHECK(rc == 0 && beq(back, a), "%s %016llx:%016llx -> '%s' -> %016llx:%016llx", fmtname[f],
              BX(a), buf, BX(back));
        /* the host reads it back too, and needs at least as many digits */
        int k, kh = 0;
        for (k = 1; k <= 40 && !kh; k++) {
            switch (f) {
            case FP_F32:
                snprintf(t, sizeof t, "%.*e", k - 1, (double)h32(a));
                if (b32(strtof(t, NULL)).w[0] == a.w[0])
                    kh = k;
                break;
            case FP_F64:
                snprintf(t, sizeof t, "%.*e", k - 1, h64(a));
                if (b64(strtod(t, NULL)).w[0] == a.w[0])
                    kh = k;
                break;
            case FP_F80:
                snprintf(t, sizeof t, "%.*Le", k - 1, h80(a));
                if (beq(b80(strtold(t, NULL)), a))
                    kh = k;
                break;
            default:
                quadmath_snprintf(t, sizeof t, "%.*Qe", k - 1, h128(a));
                if (beq(b128(strtoflt128(t, NULL)), a))
                    kh = k;
                break;
            }
        }
        switch (f) {
        case FP_F32:
            host = b32(strtof(buf, NULL));
            break;
        case FP_F64:
            host = b64(strtod(buf, NULL));
            break;
        case FP_F80:
            host = b80(strtold(buf, NULL));
            break;
        default:
            host = b128(strtoflt128(buf, NULL));
            break;
        }
        CHECK(beq(host, a), "host reads '%s' differently", buf);
        CHECK(sig_digits(buf) <= kh || (kh == 0 && sig_digits(buf) <= 36),
              "%s '%s' has %d digits, the host needs %d", fmtname[f], buf, sig_digits(buf), kh);
    }
    DONE();
}

Test(fp_string, to_string_format)
{
    static const struct {
        FpFmt f;
        uint64_t lo, hi;
        const char *s;
    } cases[] = {
        {FP_F64, 0x3fb999999999999aull, 0, "0.1"},
        {FP_F64, 0x3ff0000000000000ull, 0, "1.0"},
        {FP_F64, 0x4059000000000000ull, 0, "100.0"},
        {FP_F64, 0x444b1ae4d6e2ef50ull, 0, "1.0e+21"},
        {FP_F64, 0x4415af1d78b58c40ull, 0, "100000000000000000000.0"},
        {FP_F64, 0x3e7ad7f29abcaf48ull, 0, "1.0e-7"},
        {FP_F64, 0x3ee4f8b588e368f1ull, 0, "0.00001"},
        {FP_F64, 0x405edd2f1a9fbe77ull, 0, "123.456"},
        {FP_F64, 1, 0, "5.0e-324"},
        {FP_F64, 0x7fefffffffffffffull, 0, "1.7976931348623157e+308"},
        {FP_F64, 0x8000000000000000ull, 0, "-0.0"},
        {FP_F64, 0xfff0000000000000ull, 0, "-inf"},
        {FP_F64, 0x7ff8000000000000ull, 0, "nan"},
        {FP_F64, 0x4340000000000000ull, 0, "9007199254740992.0"},
        {FP_F32, 0x3dcccccd, 0, "0.1"},
        {FP_F32, 0x7f7fffff, 0, "3.4028235e+38"},
        {FP_F32, 1, 0, "1.0e-45"},
        {FP_HALF, 0x2e66, 0, "0.1"},
        {FP_HALF, 0x7bff, 0, "65500.0"},
        {FP_BF16, 0x3dcd, 0, "0.1"},
        {FP_F128, 0x999999999999999aull, 0x3ffb999999999999ull, "0.1"},
        {FP_PPC128, 0x3fb999999999999aull, 0xbc5999999999999aull, "0.1"},
        {FP_PPC128, 0x3ff0000000000000ull, 0, "1.0"},
    };
    char buf[64];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        fp_to_string(buf, cases[i].f, mk(cases[i].lo, cases[i].hi));
        cr_expect(!strcmp(buf, cases[i].s), "%s %016llx:%016llx -> '%s', want '%s'",
                  fmtname[cases[i].f], (unsigned long long)cases[i].hi,
                  (unsigned long long)cases[i].lo, buf, cases[i].s);
    }
    /* 0.1 in every format reads back */
    for (int f = 0; f < FP_NFMT; f++) {
        FpBits a = rd((FpFmt)f, "0.1", FP_RNE, NULL), b;
        fp_to_string(buf, (FpFmt)f, a);
        b = rd((FpFmt)f, buf, FP_RNE, NULL);
        cr_expect(beq(a, b) && !strcmp(buf, "0.1"), "%s 0.1 -> '%s'", fmtname[f], buf);
    }
}

/* ----------------------------------------------------------- ppc_fp128 */

static double
rand_double(Rng *r, int emin, int emax)
{
    double m = 1 + (double)(rnext(r) >> 12) * 0x1p-52;
    if (rbelow(r, 4) == 0)
        m = 1 + (double)(rnext(r) >> 56) * 0x1p-8; /* short: exact sums */
    return (rbelow(r, 2) ? -1 : 1) * ldexp(m, emin + (int)rbelow(r, (unsigned)(emax - emin + 1)));
}

/* On pairs (a, 0) the double-double operations are the classic error-free
 * transformations: a + b = s + TwoSum error, a * b = p + fma(a, b, -p). */
Test(fp_ppc, error_free_transformations)
{
    Rng rg = {51};
    nfail = 0;
    for (int it = 0; it < 8000; it++) {
        double a = rand_double(&rg, -400, 400), b = rand_double(&rg, -400, 400);
        if (rbelow(&rg, 2))
            b = ldexp(a, (int)rbelow(&rg, 60) - 30) * (rbelow(&rg, 2) ? -1 : 1) + b * 0x1p-80;
        FpBits A = mk(b64(a).w[0], 0), B = mk(b64(b).w[0], 0), r;
        unsigned fl = 0;
        CHECK(beq(fp_from_double(FP_PPC128, a, FP_RNE, &fl), A) && fl == 0, "from_double");
        volatile double s = a + b, bb = s - a, err = (a - (s - bb)) + (b - bb);
        r = fp_add(FP_PPC128, A, B, FP_RNE, &fl);
        CHECK(beq(r, mk(b64(s).w[0], err == 0 ? 0 : b64(err).w[0])), "add %a %a", a, b);
        volatile double p = a * b, pe = fma(a, b, -p);
        r = fp_mul(FP_PPC128, A, B, FP_RNE, NULL);
        CHECK(beq(r, mk(b64(p).w[0], pe == 0 ? 0 : b64(pe).w[0])), "mul %a %a", a, b);
        volatile double q = a / b, qr = fma(-q, b, a), ql = qr / b;
        r = fp_div(FP_PPC128, A, B, FP_RNE, NULL);
        CHECK(beq(r, mk(b64(q).w[0], ql == 0 ? 0 : b64(ql).w[0])), "div %a %a", a, b);
        double fa = fabs(a);
        volatile double h = sqrt(fa), sr = fma(-h, h, fa);
        r = fp_sqrt(FP_PPC128, mk(b64(fa).w[0], 0), FP_RNE, NULL);
        double lo = h64(mk(r.w[1], 0));
        double want = (double)((f128)sr / (sqrtq((f128)fa) + (f128)h));
        CHECK(r.w[0] == b64(h).w[0] && fabs(lo - want) <= fabs(want) * 0x1p-51,
              "sqrt %a: lo %a, want about %a", fa, lo, want);
    }
    DONE();
}

/* A canonical pair whose hi + lo fits a __float128 (span <= 112 bits). */
static FpBits
gen_ppc_tight(Rng *r)
{
    double hi = rand_double(r, -300, 300);
    if (rbelow(r, 5) == 0)
        return mk(b64(hi).w[0], 0);
    double lo = ldexp(1 + (double)(rnext(r) >> 12) * 0x1p-52, ilogb(hi) - 54 - (int)rbelow(r, 6));
    if (rbelow(r, 2))
        lo = -lo;
    if (hi + lo != hi)
        lo = 0;
    return mk(b64(hi).w[0], b64(lo).w[0]);
}

/* Text round trips, scaling and frexp of canonical pairs. */
Test(fp_ppc, text_scalbn_frexp)
{
    Rng rg = {53};
    char buf[64];
    nfail = 0;
    for (int it = 0; it < 600; it++) {
        FpBits a = gen_ppc_tight(&rg), b;
        int n = fp_to_string(buf, FP_PPC128, a);
        int rc = fp_from_string(FP_PPC128, buf, (size_t)n, FP_RNE, &b, NULL);
        /* a pair with lo = 0 reads back only from text within 2^-1075 of
         * hi, hundreds of digits for most doubles: then hi must still be
         * right; a tight pair needs at most ~35 digits and must round-trip */
        if (a.w[1] == 0)
            CHECK(rc == 0 && b.w[0] == a.w[0], "%016llx:%016llx -> '%s' -> %016llx:%016llx", BX(a),
                  buf, BX(b));
        else
            CHECK(rc == 0 && beq(a, b), "%016llx:%016llx -> '%s' -> %016llx:%016llx", BX(a), buf,
                  BX(b));
        /* scaling by 2^k scales both halves while nothing under- or overflows */
        int k = (int)rbelow(&rg, 401) - 200;
        FpBits s = fp_scalbn(FP_PPC128, a, k, FP_RNE, NULL);
        double hi = h64(mk(a.w[0], 0)), lo = h64(mk(a.w[1], 0));
        CHECK(beq(s, mk(b64(ldexp(hi, k)).w[0], lo == 0 ? 0 : b64(ldexp(lo, k)).w[0])),
              "scalbn %016llx:%016llx, %d", BX(a), k);
        int e;
        FpBits m = fp_frexp(FP_PPC128, a, &e);
        f128 q = ppc_q(a, &rc), qm = ppc_q(m, &rc);
        CHECK(scalbnq(qm, e) == q && fabsq(qm) >= 0.5Q - 0x1p-60Q && fabsq(qm) < 1,
              "frexp %016llx:%016llx -> %016llx:%016llx, %d", BX(a), BX(m), e);
    }
    DONE();
}

/* General operations against __float128 rounded to odd: hi always, lo
 * whenever its last bit lies at least two bits above the quad's. */
Test(fp_ppc, against_quad)
{
    Rng rg = {52};
    nfail = 0;
    for (int it = 0; it < 1500; it++) {
        FpBits a = gen_ppc_tight(&rg), b = gen_ppc_tight(&rg), c = gen_ppc_tight(&rg);
        if (rbelow(&rg, 3) == 0)
            b = mk(b64(h64(mk(a.w[0], 0)) * ldexp(1, (int)rbelow(&rg, 9) - 4)).w[0], a.w[1]);
        int ea, eb, ec;
        f128 qa = ppc_q(a, &ea), qb = ppc_q(b, &eb), qc = ppc_q(c, &ec);
        if (!ea || !eb || !ec)
            continue; /* the reference needs the operands exactly */
        int ex;
        for (int op = 0; op < NOP; op++) {
            if (op == OP_SQRT) {
                qa = fabsq(qa);
                a = qa == ppc_q(a, &ex) ? a : fp_neg(FP_PPC128, a);
            }
            for (int rm = 0; rm < 5; rm++) {
                if (op >= OP_FMOD && rm)
                    break;
                unsigned mf = 0, rf = 0, qf;
                FpBits mine = my_op(FP_PPC128, op, a, b, c, rm, &mf);
                volatile f128 x = qa, y = qb, z = qc, v;
                hstart(FE_TOWARDZERO);
                switch (op) {
                case OP_ADD: v = x + y; break;
                case OP_SUB: v = x - y; break;
                case OP_MUL: v = x * y; break;
                case OP_DIV: v = x / y; break;
                case OP_SQRT: v = sqrtq(x); break;
                case OP_FMA: v = fmaq(x, y, z); break;
                case OP_FMOD: v = fmodq(x, y); break;
                default: v = remainderq(x, y); break;
                }
                qf = hend();
                if (v == 0 && !(qf & FP_INEXACT)) {
                    /* an exact zero's sign comes from the mode (6.3) */
                    hstart(hmode[rm]);
                    v = op == OP_ADD ? x + y : op == OP_SUB ? x - y : op == OP_FMA ? fmaq(x, y, z) : v;
                    hend();
                }
                if (op == OP_SQRT && (qf & FP_INEXACT))
                    continue; /* sqrtq is not correctly rounded */
                FpBits vb = b128(v);
                if (qf & FP_INEXACT)
                    vb.w[0] |= 1;
                FpBits ref = ref_to_ppc(h128(vb), rm, &rf);
                int lo_ok = !(qf & FP_INEXACT);
                double rl = h64(mk(ref.w[1], 0));
                if (!lo_ok && rl != 0 && isfinite(rl))
                    lo_ok = ilogb(rl) - 52 >= ilogbq(h128(vb)) - 112 + 2;
                int ok = mine.w[0] == ref.w[0] && (!lo_ok || (mine.w[1] == ref.w[1] &&
                                                             (mf & FP_INEXACT) == (rf & FP_INEXACT)));
                CHECK(ok,
                      "ppc %s %s: a=%016llx:%016llx b=%016llx:%016llx c=%016llx:%016llx -> "
                      "%016llx:%016llx flags %x, want %016llx:%016llx flags %x (lo %s)",
                      opname[op], rmname[rm], BX(a), BX(b), BX(c), BX(mine), mf, BX(ref), rf,
                      lo_ok ? "checked" : "not checked");
            }
        }
    }
    /* special values */
    FpBits inf = fp_inf(FP_PPC128, 0), one = mk(0x3ff0000000000000ull, 0);
    unsigned fl = 0;
    cr_expect(beq(fp_sub(FP_PPC128, inf, inf, FP_RNE, &fl), fp_qnan(FP_PPC128)) && fl == FP_INVALID);
    fl = 0;
    cr_expect(beq(fp_div(FP_PPC128, one, fp_zero(FP_PPC128, 1), FP_RNE, &fl), fp_inf(FP_PPC128, 1)) &&
              fl == FP_DIVZERO);
    cr_expect(beq(fp_add(FP_PPC128, mk(0x7ff4000000000001ull, 0), one, FP_RNE, NULL),
                  mk(0x7ffc000000000001ull, 0)));
    /* (1 + 2^-200) keeps its tiny lo through a round trip of operations */
    FpBits t = mk(0x3ff0000000000000ull, 0x2370000000000000ull);
    cr_expect(beq(fp_mul(FP_PPC128, t, one, FP_RNE, NULL), t));
    cr_expect(beq(fp_sub(FP_PPC128, fp_add(FP_PPC128, t, one, FP_RNE, NULL), one, FP_RNE, NULL), t));
    cr_expect(fp_cmp(FP_PPC128, t, one) == FP_GT);
    cr_expect(beq(fp_round_int(FP_PPC128, mk(0x4330000000000000ull, 0x3fe0000000000000ull), FP_RNE, NULL),
                  mk(0x4330000000000000ull, 0)), "2^52 + 0.5 rounds to even 2^52");
    cr_expect(beq(fp_round_int(FP_PPC128, mk(0x4330000000000000ull, 0x3fe0000000000000ull), FP_RUP, NULL),
                  mk(0x4330000000000001ull, 0)), "2^52 + 1 is a double");
    cr_expect(beq(fp_round_int(FP_PPC128, mk(0x4690000000000000ull, 0x3fe0000000000000ull), FP_RNA, NULL),
                  mk(0x4690000000000000ull, 0x3ff0000000000000ull)), "2^106 + 0.5 rounds away");
    /* results whose lo lies far below hi need more than the first try's
     * bits (PPC_TRY): the full-width path */
    FpBits far = mk(0x3ff0000000000000ull, 0x2d30000000000000ull); /* 1 + 2^-300 */
    cr_expect(beq(fp_div(FP_PPC128, far, one, FP_RNE, NULL), far));
    cr_expect(beq(fp_div(FP_PPC128, fp_mul(FP_PPC128, far, mk(0x4008000000000000ull, 0), FP_RNE, NULL),
                         mk(0x4008000000000000ull, 0), FP_RNE, NULL),
                  far));
    FpBits sq = fp_sqrt(FP_PPC128, mk(0x3ff0000000000000ull, 0x2d40000000000000ull), FP_RNE, NULL);
    cr_expect(beq(sq, far), "sqrt(1 + 2^-299) = 1 + 2^-300 - 2^-601..., lo rounds to 2^-300: %016llx:%016llx",
              BX(sq));
    FpBits dec = rd(FP_PPC128, "1.00000000000000000000000000000000000000000000000000000000000000000"
                               "00000000000000000000000000001", FP_RNE, NULL);
    cr_expect(beq(dec, mk(0x3ff0000000000000ull, b64(1e-94).w[0])), "1 + 1e-94: %016llx:%016llx", BX(dec));
    /* text: short doubles as pairs round-trip */
    char buf[64];
    static const double shorts[] = {1.5, 0.25, 100.0, -3.0, 1e22, 0x1p-1074};
    for (size_t i = 0; i < sizeof shorts / sizeof shorts[0]; i++) {
        FpBits p = mk(b64(shorts[i]).w[0], 0);
        fp_to_string(buf, FP_PPC128, p);
        cr_expect(beq(rd(FP_PPC128, buf, FP_RNE, NULL), p), "%a -> '%s'", shorts[i], buf);
    }
    fp_to_string(buf, FP_PPC128, mk(0x3fd5555555555555ull, 0x3c75555555555555ull));
    FpBits back = rd(FP_PPC128, buf, FP_RNE, NULL);
    cr_expect(beq(back, mk(0x3fd5555555555555ull, 0x3c75555555555555ull)), "1/3 -> '%s'", buf);
    DONE();
}

/* ----------------------------------------------------------- constants */

Test(fp_misc, constants)
{
    static const struct {
        FpFmt f;
        uint64_t zero, inf, nan, big, tiny, norm; /* low words; high words below */
    } c64[] = {
        {FP_HALF, 0, 0x7c00, 0x7e00, 0x7bff, 1, 0x0400},
        {FP_BF16, 0, 0x7f80, 0x7fc0, 0x7f7f, 1, 0x0080},
        {FP_F32, 0, 0x7f800000, 0x7fc00000, 0x7f7fffff, 1, 0x00800000},
        {FP_F64, 0, 0x7ff0000000000000ull, 0x7ff8000000000000ull, 0x7fefffffffffffffull, 1,
         0x0010000000000000ull},
    };
    for (size_t i = 0; i < sizeof c64 / sizeof c64[0]; i++) {
        FpFmt f = c64[i].f;
        uint64_t sign = 1ull << (fp_fmt_info[f].bits - 1);
        cr_expect(beq(fp_zero(f, 0), mk(c64[i].zero, 0)) && beq(fp_zero(f, 1), mk(sign, 0)));
        cr_expect(beq(fp_inf(f, 0), mk(c64[i].inf, 0)) && beq(fp_inf(f, 1), mk(c64[i].inf | sign, 0)));
        cr_expect(beq(fp_qnan(f), mk(c64[i].nan, 0)), "%s qnan", fmtname[f]);
        cr_expect(beq(fp_largest(f, 0), mk(c64[i].big, 0)) && beq(fp_largest(f, 1), mk(c64[i].big | sign, 0)));
        cr_expect(beq(fp_smallest(f, 0), mk(c64[i].tiny, 0)) && beq(fp_smallest(f, 1), mk(1 | sign, 0)));
        cr_expect(beq(fp_smallest_normal(f, 0), mk(c64[i].norm, 0)));
    }
    cr_expect(beq(fp_qnan(FP_F80), mk(0xc000000000000000ull, 0x7fff)));
    cr_expect(beq(fp_inf(FP_F80, 1), mk(0x8000000000000000ull, 0xffff)));
    cr_expect(beq(fp_largest(FP_F80, 0), b80(LDBL_MAX)));
    cr_expect(beq(fp_smallest(FP_F80, 0), b80(LDBL_TRUE_MIN)));
    cr_expect(beq(fp_smallest_normal(FP_F80, 0), b80(LDBL_MIN)));
    cr_expect(beq(fp_zero(FP_F80, 1), mk(0, 0x8000)));
    cr_expect(beq(fp_qnan(FP_F128), mk(0, 0x7fff800000000000ull)));
    cr_expect(beq(fp_largest(FP_F128, 1), b128(-FLT128_MAX)));
    cr_expect(beq(fp_smallest(FP_F128, 0), b128(FLT128_DENORM_MIN)));
    cr_expect(beq(fp_smallest_normal(FP_F128, 0), b128(FLT128_MIN)));
    cr_expect(beq(fp_largest(FP_PPC128, 0), mk(0x7fefffffffffffffull, 0x7c8ffffffffffffeull)));
    cr_expect(beq(fp_largest(FP_PPC128, 1), mk(0xffefffffffffffffull, 0xfc8ffffffffffffeull)));
    cr_expect(beq(fp_smallest(FP_PPC128, 0), mk(1, 0)));
    cr_expect(beq(fp_smallest_normal(FP_PPC128, 0), mk(0x0360000000000000ull, 0)));
    cr_expect(beq(fp_qnan(FP_PPC128), mk(0x7ff8000000000000ull, 0)));
    cr_expect(beq(fp_zero(FP_PPC128, 1), mk(0x8000000000000000ull, 0)));
    /* the largest ppc_fp128 is canonical: hi = round(hi + lo) */
    FpBits big = fp_largest(FP_PPC128, 0);
    cr_expect(beq(fp_convert(FP_PPC128, FP_PPC128, big, FP_RNE, NULL), big));
    /* sign functions are bit operations, NaNs included */
    FpBits n = mk(0x7ff4000000000001ull, 0);
    cr_expect(beq(fp_neg(FP_F64, n), mk(0xfff4000000000001ull, 0)));
    cr_expect(beq(fp_abs(FP_F64, fp_neg(FP_F64, n)), n));
    cr_expect(beq(fp_copysign(FP_F32, mk(0x3f800000, 0), mk(0xff800000, 0)), mk(0xbf800000, 0)));
    cr_expect(beq(fp_neg(FP_F80, mk(1, 0x3fff)), mk(1, 0xbfff)));
    cr_expect(beq(fp_neg(FP_F128, mk(0, 0)), mk(0, 0x8000000000000000ull)));
    cr_expect(beq(fp_neg(FP_HALF, mk(0x3c00, 0)), mk(0xbc00, 0)));
    cr_expect(beq(fp_neg(FP_PPC128, mk(0x3ff0000000000000ull, 0x3c90000000000000ull)),
                  mk(0xbff0000000000000ull, 0xbc90000000000000ull)));
    cr_expect(fp_sign(FP_PPC128, mk(0x8000000000000000ull, 0)) && !fp_sign(FP_F80, mk(0, 0x7fff)));
    cr_expect(beq(fp_quiet(FP_F64, n), mk(0x7ffc000000000001ull, 0)));
    cr_expect(beq(fp_quiet(FP_F80, mk(0x8000000000000001ull, 0x7fff)), mk(0xc000000000000001ull, 0x7fff)));
    cr_expect(beq(fp_quiet(FP_F32, mk(0x3f800000, 0)), mk(0x3f800000, 0)), "not a NaN: unchanged");
    cr_expect(beq(fp_quiet(FP_HALF, mk(0xfd01, 0)), mk(0xff01, 0)));
    /* the format table */
    cr_expect(fp_fmt_info[FP_F80].bits == 80 && fp_fmt_info[FP_F80].man_bits == 63 &&
              fp_fmt_info[FP_F128].man_bits == 112 && fp_fmt_info[FP_BF16].exp_bits == 8 &&
              !strcmp(fp_fmt_info[FP_PPC128].name, "ppc_fp128") && fp_fmt_info[FP_HALF].bias == 15);
    /* doubles in and out */
    cr_expect(fp_to_double(FP_F32, mk(0x3dcccccd, 0)) == (double)0.1f);
    cr_expect(fp_to_double(FP_PPC128, mk(0x3fb999999999999aull, 0xbc5999999999999aull)) == 0.1);
    cr_expect(beq(fp_from_double(FP_HALF, 65520.0, FP_RTZ, NULL), mk(0x7bff, 0)));
}

/* A few single-rounding and exactness cases by hand. */
Test(fp_arith, targeted)
{
    unsigned fl = 0;
    /* fma rounds once: (1 + 2^-52)(1 - 2^-52) - 1 = -2^-104, not 0 */
    FpBits a = mk(0x3ff0000000000001ull, 0), b = mk(0x3fefffffffffffffull, 0);
    FpBits r = fp_fma(FP_F64, a, mk(0x3ff0000000000000ull, 0), mk(0xbff0000000000000ull, 0), FP_RNE, &fl);
    cr_expect(r.w[0] == 0x3cb0000000000000ull, "%llx", (unsigned long long)r.w[0]);
    r = fp_fma(FP_F64, mk(0x3ff0000000000001ull, 0), mk(0x3ff0000000000001ull, 0),
               mk(0xbff0000000000000ull, 0), FP_RNE, NULL);
    cr_expect(h64(r) == 0x1p-51 + 0x1p-104);
    (void)b;
    /* fp128 fma with a cancellation below the product's last bit */
    f128 x = 1 + scalbnq(1, -112), y = 1 - scalbnq(1, -112);
    r = fp_fma(FP_F128, b128(x), b128(y), b128(-1), FP_RNE, NULL);
    cr_expect(beq(r, b128(-scalbnq(1, -224))));
    /* fmod is exact however far apart the exponents */
    r = fp_fmod(FP_F128, b128(FLT128_MAX), b128(FLT128_DENORM_MIN), NULL);
    cr_expect(beq(r, b128(0)));
    r = fp_fmod(FP_F128, b128(FLT128_MAX), b128((f128)3), NULL);
    cr_expect(beq(r, b128(fmodq(FLT128_MAX, 3))));
    r = fp_fmod(FP_F80, b80(LDBL_MAX), b80(0.1L), NULL);
    cr_expect(beq(r, b80(fmodl(LDBL_MAX, 0.1L))));
    r = fp_remainder(FP_F64, b64(5), b64(2), NULL); /* 5/2 = 2.5 -> 2: 1 */
    cr_expect(h64(r) == 1);
    r = fp_remainder(FP_F64, b64(7), b64(2), NULL); /* 3.5 -> 4: -1 */
    cr_expect(h64(r) == -1);
    r = fp_remainder(FP_F64, b64(-4), b64(2), NULL);
    cr_expect(r.w[0] == 0x8000000000000000ull, "-0 keeps the sign of x");
    fl = 0;
    r = fp_fmod(FP_F64, b64(1), b64(0), &fl);
    cr_expect(beq(r, fp_qnan(FP_F64)) && fl == FP_INVALID);
    /* x - x is +0, except rounding down */
    cr_expect(fp_sub(FP_F32, mk(0x3f800000, 0), mk(0x3f800000, 0), FP_RNE, NULL).w[0] == 0);
    cr_expect(fp_sub(FP_F32, mk(0x3f800000, 0), mk(0x3f800000, 0), FP_RDN, NULL).w[0] == 0x80000000);
    /* sqrt(-0) = -0; sqrt(-1) invalid */
    cr_expect(fp_sqrt(FP_F64, mk(0x8000000000000000ull, 0), FP_RNE, NULL).w[0] == 0x8000000000000000ull);
    fl = 0;
    cr_expect(beq(fp_sqrt(FP_F80, b80(-1.0L), FP_RNE, &fl), fp_qnan(FP_F80)) && fl == FP_INVALID);
    /* NaN propagation: the first NaN operand, quieted */
    FpBits q1 = mk(0x7fc00001, 0), s2 = mk(0x7f800002, 0);
    fl = 0;
    cr_expect(beq(fp_add(FP_F32, q1, s2, FP_RNE, &fl), q1) && fl == FP_INVALID);
    fl = 0;
    cr_expect(beq(fp_mul(FP_F32, s2, q1, FP_RNE, &fl), mk(0x7fc00002, 0)) && fl == FP_INVALID);
    fl = 0;
    cr_expect(beq(fp_fma(FP_F32, mk(0, 0), mk(0x7f800000, 0), q1, FP_RNE, &fl), q1) && fl == 0);
    cr_expect(beq(fp_fma(FP_F32, mk(0x3f800000, 0), q1, s2, FP_RNE, NULL), q1));
    /* flags may be NULL everywhere */
    fp_div(FP_F128, b128(1), b128(0), FP_RNE, NULL);
    /* underflow: tininess after rounding, as x86 */
    /* (1 - 2^-27)(1 + 2^-27) 2^-1022 = (1 - 2^-54) 2^-1022 is below 2^-1022,
     * but rounded to nearest with an unbounded exponent it is 2^-1022: not
     * tiny after rounding, so no underflow, as SSE says */
    volatile double u1 = 1 - 0x1p-27, u2 = (1 + 0x1p-27) * 0x1p-1022, u3;
    fl = 0;
    r = fp_mul(FP_F64, b64(u1), b64(u2), FP_RNE, &fl);
    hstart(FE_TONEAREST);
    u3 = u1 * u2;
    cr_expect(h64(r) == 0x1p-1022 && fl == FP_INEXACT && fl == hend() && h64(r) == u3);
    fl = 0;
    r = fp_mul(FP_F64, b64(u1), b64(u2), FP_RTZ, &fl);
    hstart(FE_TOWARDZERO);
    u3 = u1 * u2;
    cr_expect(fl == (FP_INEXACT | FP_UNDERFLOW) && fl == hend() && h64(r) == u3);
}

/* fma in the directed modes (what NVPTX's fma.rz/rm/rp and the constrained
 * intrinsics need), by hand and against the host's fma() under fesetround:
 * 1 * 1 + 2^-60 is 1 + 2^-52 rounded up and 1 otherwise; its negation
 * mirrors it; (1 + 2^-30)(1 - 2^-30) - 1 = -2^-60 is exact in every mode. */
Test(fp_arith, directed_fma)
{
    static const struct { int host; FpRound r; double up, dn; } m[] = {
        {FE_TONEAREST, FP_RNE, 1.0, -1.0},
        {FE_TOWARDZERO, FP_RTZ, 1.0, -1.0},
        {FE_UPWARD, FP_RUP, 1 + 0x1p-52, -1.0},
        {FE_DOWNWARD, FP_RDN, 1.0, -1 - 0x1p-52},
    };
    for (size_t i = 0; i < sizeof m / sizeof m[0]; i++) {
        FpBits p = fp_fma(FP_F64, b64(1), b64(1), b64(0x1p-60), m[i].r, NULL);
        FpBits n = fp_fma(FP_F64, b64(-1), b64(1), b64(-0x1p-60), m[i].r, NULL);
        FpBits e = fp_fma(FP_F64, b64(1 + 0x1p-30), b64(1 - 0x1p-30), b64(-1), m[i].r, NULL);
        cr_expect(h64(p) == m[i].up && h64(n) == m[i].dn && h64(e) == -0x1p-60, "mode %zu", i);
        volatile double one = 1, mone = -1, t = 0x1p-60, mt = -0x1p-60, hp, hn;
        hstart(m[i].host);
        hp = fma(one, one, t);
        hn = fma(mone, one, mt);
        hend();
        cr_expect(hp == m[i].up && hn == m[i].dn, "host fma, mode %zu", i);
        /* float: 1 + 2^-30 */
        FpBits f = fp_fma(FP_F32, mk(0x3f800000, 0), mk(0x3f800000, 0), mk(0x30800000, 0), m[i].r, NULL);
        cr_expect(f.w[0] == (m[i].r == FP_RUP ? 0x3f800001u : 0x3f800000u), "float, mode %zu", i);
    }
}
