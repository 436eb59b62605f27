/* fp.c -- the floating-point formats of LLVM IR in software (see fp.h).
 *
 * One internal form serves every format: a Num is a class (zero, finite,
 * infinity, NaN, or a non-canonical x86_fp80 encoding), a sign, the unbiased
 * exponent of the leading bit, and the significand left-justified in `nl`
 * 64-bit limbs (the top bit of the top limb is the integer bit).  An
 * operation computes its result exactly as an integer times a power of two,
 * or, where the exact result is infinite (division, square root) or would be
 * needlessly long (addition of far-apart operands), as such an integer plus a
 * "sticky" bit that stands for nonzero bits dropped below its last bit.  Then
 * round_num() rounds it once to the precision and exponent range of the
 * target (IEEE 754-2019 4.3) and raises the flags of 7.4-7.6, and pack()
 * assembles the bits.  Tininess is detected after rounding, as x86 (SSE and
 * x87) does.
 *
 * ppc_fp128 is a pair of doubles whose value is hi + lo exactly; that sum can
 * span 2100 bits, so the internal form of ppc_fp128 has a 2240-bit
 * significand (35 limbs, exact for every pair) and an exponent range wide
 * enough never to round.  A result is first rounded to odd at 2240 bits
 * (round-to-odd followed by any rounding to at least two fewer bits is the
 * correct rounding of the exact value), then split as hi = round(v) and
 * lo = round(v - hi), both in the caller's rounding mode.
 *
 * Conventions where fp.h leaves room:
 *  - fp_round_int raises FP_INEXACT when the result differs (rint, IEEE 754
 *    roundToIntegralExact); callers wanting nearbyint ignore the flag.
 *  - fp_convert of a signaling NaN raises invalid and quiets it; NaNs keep
 *    their sign and the top of their payload, as SSE and the x87 do.
 *  - fp_to_int raises FP_INEXACT for an in-range inexact conversion (as
 *    cvttsd2si does), only FP_INVALID when it does not fit.
 *  - x86_fp80: unnormals, pseudo-infinities and pseudo-NaNs classify as
 *    NaNs (as LLVM's APFloat reads them; quiet iff bit 62), pseudo-denormals
 *    as the normal numbers they equal.
 *  - ppc_fp128: sign, NaN and infinity come from hi; a zero lo is always +0;
 *    subnormal is LLVM's DoubleAPFloat::isDenormal; fp_largest and
 *    fp_smallest_normal are LLVM's values; a pair is inexact when lo is.
 *    fp_to_string gives at most 38 digits, which cannot pin down pairs whose
 *    lo lies far below hi (e.g. most (hi, 0)): those read back with the right
 *    hi but not the same lo.
 *  - fp_to_string always writes a '.' ("1.0", "1.5e+300"), as LLVM's lexer
 *    wants of decimal fp literals; NaNs are "nan"/"-nan".
 *
 * Nothing here allocates except decimal conversion (fp_from_string,
 * fp_to_string), whose big integers grow with the input.  There is no mutable
 * global state.
 */
#include <stddef.h>
#include <string.h>

#include "fp.h"
#include "ir.h"

__extension__ typedef unsigned __int128 u128;

#define NLMAX 35                 /* limbs of the ppc_fp128 internal significand */
#define WMAX (2 * NLMAX + 2)     /* limbs of the widest intermediate (fma) */
#define PPC_P (64 * NLMAX)       /* its precision */
#define PPC_ERANGE (1 << 20)     /* its exponent range: unbounded in practice */
#define RM_ODD 5                 /* internal rounding mode: round to odd */

const FpFmtInfo fp_fmt_info[FP_NFMT] = {
    {"half", 16, 5, 10, 15},
    {"bfloat", 16, 8, 7, 127},
    {"float", 32, 8, 23, 127},
    {"double", 64, 11, 52, 1023},
    {"x86_fp80", 80, 15, 63, 16383},
    {"fp128", 128, 15, 112, 16383},
    {"ppc_fp128", 128, 11, 52, 1023},
};

/* Rounding parameters: precision p (with the integer bit), the exponents of
 * the smallest and largest normal binades, limbs of the unpacked form. */
typedef struct Prec {
    int p, emin, emax, nl;
} Prec;

static const Prec precs[FP_NFMT] = {
    {11, -14, 15, 1},
    {8, -126, 127, 1},
    {24, -126, 127, 1},
    {53, -1022, 1023, 1},
    {64, -16382, 16383, 1},
    {113, -16382, 16383, 2},
    {PPC_P, -PPC_ERANGE, PPC_ERANGE, NLMAX},
};

enum { C_ZERO, C_FIN, C_INF, C_NAN, C_BAD };

typedef struct Num {
    int cls, sign, nl;
    int64_t exp;          /* C_FIN: value = m * 2^(exp - (64*nl - 1)) */
    uint64_t pay[2];      /* C_NAN: the fraction left-justified; bit 127 = quiet bit */
    uint64_t m[NLMAX];    /* C_FIN: m[nl-1] has its top bit set */
} Num;

/* ------------------------------------------------------------ limb arrays */

static int64_t
floor_div64(int64_t a)
{
    return a >= 0 ? a / 64 : -((-a + 63) / 64);
}

/* The 64 bits of x[0..n) starting at bit `pos`; bits outside x read as 0. */
static uint64_t
bits64(const uint64_t *x, int n, int64_t pos)
{
    int64_t q = floor_div64(pos);
    unsigned b = (unsigned)(pos - q * 64);
    uint64_t lo = q >= 0 && q < n ? x[q] : 0;
    if (b == 0)
        return lo;
    uint64_t hi = q + 1 >= 0 && q + 1 < n ? x[q + 1] : 0;
    return (lo >> b) | (hi << (64 - b));
}

/* r[0..rn) = x[0..n) * 2^s truncated to rn limbs; s < 0 drops low bits.
 * r must not overlap x. */
static void
shift_into(uint64_t *r, int rn, const uint64_t *x, int n, int64_t s)
{
    for (int i = 0; i < rn; i++)
        r[i] = bits64(x, n, (int64_t)i * 64 - s);
}

static int64_t
bitlen(const uint64_t *x, int n)
{
    while (n > 0 && x[n - 1] == 0)
        n--;
    return n ? (int64_t)n * 64 - __builtin_clzll(x[n - 1]) : 0;
}

static int
getbit(const uint64_t *x, int n, int64_t i)
{
    return i >= 0 && i < (int64_t)n * 64 && ((x[i / 64] >> (i % 64)) & 1);
}

static void
setbit(uint64_t *x, int64_t i)
{
    x[i / 64] |= 1ull << (i % 64);
}

/* Is any of bits 0 .. i-1 of x set? */
static int
any_below(const uint64_t *x, int n, int64_t i)
{
    if (i > (int64_t)n * 64)
        i = (int64_t)n * 64;
    for (int64_t k = 0; k < i / 64; k++)
        if (x[k])
            return 1;
    if (i > 0 && i % 64)
        return (x[i / 64] & ((1ull << (i % 64)) - 1)) != 0;
    return 0;
}

static int
is_zero_n(const uint64_t *x, int n)
{
    for (int i = 0; i < n; i++)
        if (x[i])
            return 0;
    return 1;
}

static void
zero_n(uint64_t *x, int n)
{
    memset(x, 0, (size_t)n * sizeof *x);
}

static int
cmp_n(const uint64_t *a, const uint64_t *b, int n)
{
    for (int i = n - 1; i >= 0; i--)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

static uint64_t
add_n(uint64_t *r, const uint64_t *a, const uint64_t *b, int n)
{
    uint64_t c = 0;
    for (int i = 0; i < n; i++) {
        uint64_t s = a[i] + c;
        c = s < c;
        s += b[i];
        c += s < b[i];
        r[i] = s;
    }
    return c;
}

static uint64_t
sub_n(uint64_t *r, const uint64_t *a, const uint64_t *b, int n)
{
    uint64_t br = 0;
    for (int i = 0; i < n; i++) {
        uint64_t ai = a[i], bi = b[i];
        r[i] = ai - bi - br;
        br = ai < bi || (ai == bi && br);
    }
    return br;
}

static void
inc_n(uint64_t *x, int n)
{
    for (int i = 0; i < n; i++)
        if (++x[i])
            break;
}

static void
neg_n(uint64_t *x, int n)
{
    for (int i = 0; i < n; i++)
        x[i] = ~x[i];
    inc_n(x, n);
}

static void
shl1_n(uint64_t *x, int n)
{
    for (int i = n - 1; i > 0; i--)
        x[i] = (x[i] << 1) | (x[i - 1] >> 63);
    x[0] <<= 1;
}

static void
shr1_n(uint64_t *x, int n)
{
    for (int i = 0; i < n - 1; i++)
        x[i] = (x[i] >> 1) | (x[i + 1] << 63);
    x[n - 1] >>= 1;
}

/* r[0..an+bn) = a * b (schoolbook); r must not overlap a or b. */
static void
mul_n(uint64_t *r, const uint64_t *a, int an, const uint64_t *b, int bn)
{
    zero_n(r, an + bn);
    for (int i = 0; i < an; i++) {
        u128 c = 0;
        for (int j = 0; j < bn; j++) {
            c += (u128)a[i] * b[j] + r[i + j];
            r[i + j] = (uint64_t)c;
            c >>= 64;
        }
        r[i + bn] = (uint64_t)c;
    }
}

static int
bitlen128(u128 v)
{
    uint64_t hi = (uint64_t)(v >> 64);
    return hi ? 128 - __builtin_clzll(hi) : v ? 64 - __builtin_clzll((uint64_t)v) : 0;
}

/* ----------------------------------------------------------------- rounding */

/* keep[0..kn) = x[0..n) (+ sticky below its last bit) rounded at bit `at`
 * (bits below `at` are dropped) in mode rm for a number of sign `sign`.
 * Returns whether anything nonzero was dropped (the result is inexact). */
static int
round_bits(uint64_t *keep, int kn, int sign, const uint64_t *x, int n, int64_t at, int sticky,
           int rm)
{
    int rb = 0, st = sticky;
    if (at > 0) {
        rb = getbit(x, n, at - 1);
        st |= any_below(x, n, at - 1);
    }
    shift_into(keep, kn, x, n, -at);
    if (!rb && !st)
        return 0;
    int inc = 0;
    switch (rm) {
    case FP_RNE:
        inc = rb && (st || (keep[0] & 1));
        break;
    case FP_RNA:
        inc = rb;
        break;
    case FP_RTZ:
        break;
    case FP_RUP:
        inc = !sign;
        break;
    case FP_RDN:
        inc = sign;
        break;
    default:
        /* round to odd: truncate, and make the last bit 1 if inexact */
        keep[0] |= 1;
        break;
    }
    if (inc)
        inc_n(keep, kn);
    return 1;
}

/* IEEE 754 7.4: the overflowed result depends on the rounding direction. */
static void
overflow(Num *out, int sign, const Prec *pr, int rm, unsigned *fl)
{
    *fl |= FP_OVERFLOW | FP_INEXACT;
    out->sign = sign;
    out->nl = pr->nl;
    if (rm == FP_RNE || rm == FP_RNA || (rm == FP_RUP && !sign) || (rm == FP_RDN && sign)) {
        out->cls = C_INF;
        return;
    }
    out->cls = C_FIN;
    out->exp = pr->emax;
    for (int i = 0; i < pr->nl; i++)
        out->m[i] = ~0ull;
    int drop = 64 * pr->nl - pr->p;
    out->m[0] &= ~0ull << drop;
}

/* Round the value (-1)^sign * (x[0..n) + sticky) * 2^e to the precision and
 * range of pr.  sticky stands for a nonzero fraction below x's last bit; x
 * must not be zero when sticky is set.  Flags per IEEE 754 7.4-7.6, with
 * tininess detected after rounding (x86). */
static void
round_num(Num *out, int sign, const uint64_t *x, int n, int64_t e, int sticky, const Prec *pr,
          int rm, unsigned *fl)
{
    int64_t L = bitlen(x, n);
    out->sign = sign;
    out->nl = pr->nl;
    if (L == 0) {
        out->cls = C_ZERO;
        return;
    }
    int64_t E = e + L - 1;
    int64_t lsb = (E >= pr->emin ? E : pr->emin) - pr->p + 1;
    uint64_t keep[NLMAX + 1];
    int kn = pr->nl + 1;
    int inexact = round_bits(keep, kn, sign, x, n, lsb - e, sticky, rm);
    int tiny = E < pr->emin;
    if (inexact && E == pr->emin - 1) {
        /* tiny unless rounding with an unbounded exponent reaches 2^emin */
        uint64_t k2[NLMAX + 1];
        round_bits(k2, kn, sign, x, n, lsb - 1 - e, sticky, rm);
        if (bitlen(k2, kn) > pr->p)
            tiny = 0;
    }
    if (inexact) {
        *fl |= FP_INEXACT;
        if (tiny)
            *fl |= FP_UNDERFLOW;
    }
    int64_t kl = bitlen(keep, kn);
    if (kl == 0) {
        out->cls = C_ZERO;
        return;
    }
    int64_t er = lsb + kl - 1;
    if (er > pr->emax) {
        overflow(out, sign, pr, rm, fl);
        return;
    }
    out->cls = C_FIN;
    out->exp = er;
    shift_into(out->m, pr->nl, keep, kn, (int64_t)pr->nl * 64 - kl);
}

/* -------------------------------------------------------- exact addition */

/* r[0..w) * 2^*re with sign *rs = (-1)^sa xa*2^ea + (-1)^sb xb*2^eb, both
 * nonzero.  The operand with the higher leading bit is placed with its
 * leading bit at bit 64w-2, so all of it fits, with its last bit at bit 1 or
 * above; bits of the other that fall below bit 0 are OR-ed into bit 0 (round
 * to odd at bit 0).  That only happens when the leading bits are more than
 * 126 apart, so at most one bit cancels, the result's leading bit is at
 * 64w-3 or above, and any later rounding to at most 64(w-2) bits happens
 * two or more bits above bit 0, where round-to-odd cannot change it.
 * Needs w >= max(na, nb) + 2.  Returns 0 when the exact sum is zero. */
static int
ext_add(uint64_t *r, int64_t *re, int *rs, const uint64_t *xa, int na, int64_t ea, int sa,
        const uint64_t *xb, int nb, int64_t eb, int sb, int w)
{
    int64_t ta = ea + bitlen(xa, na), tb = eb + bitlen(xb, nb);
    if (ta < tb) {
        const uint64_t *tx = xa;
        xa = xb;
        xb = tx;
        int tn = na;
        na = nb;
        nb = tn;
        int64_t te = ea;
        ea = eb;
        eb = te;
        int ts = sa;
        sa = sb;
        sb = ts;
        ta = tb;
    }
    int64_t base = ta - ((int64_t)w * 64 - 1);
    uint64_t b[WMAX];
    shift_into(r, w, xa, na, ea - base);
    shift_into(b, w, xb, nb, eb - base);
    if (eb < base && any_below(xb, nb, base - eb))
        b[0] |= 1;
    if (sa == sb) {
        add_n(r, r, b, w);
        *rs = sa;
    } else if (sub_n(r, r, b, w)) {
        neg_n(r, w);
        *rs = sb;
    } else {
        *rs = sa;
    }
    *re = base;
    return !is_zero_n(r, w);
}

/* ------------------------------------------------------- unpack and pack */

static u128
bits_u128(FpBits a)
{
    return (u128)a.w[1] << 64 | a.w[0];
}

static FpBits
u128_bits(u128 v)
{
    FpBits r;
    r.w[0] = (uint64_t)v;
    r.w[1] = (uint64_t)(v >> 64);
    return r;
}

static u128
mask128(unsigned bits)
{
    return bits >= 128 ? ~(u128)0 : ((u128)1 << bits) - 1;
}

static void
set_pay(Num *x, u128 pl)
{
    x->pay[0] = (uint64_t)pl;
    x->pay[1] = (uint64_t)(pl >> 64);
}

static u128
get_pay(const Num *x)
{
    return (u128)x->pay[1] << 64 | x->pay[0];
}

/* The binary interchange formats: half, bfloat, float, double, fp128. */
static void
unpack_ieee(FpFmt f, FpBits a, Num *x)
{
    const FpFmtInfo *fi = &fp_fmt_info[f];
    const Prec *pr = &precs[f];
    unsigned mb = fi->man_bits, emaxb = (1u << fi->exp_bits) - 1;
    u128 v = bits_u128(a) & mask128(fi->bits);
    u128 frac = v & mask128(mb);
    unsigned be = (unsigned)(v >> mb) & emaxb;
    u128 m;
    x->sign = (int)(v >> (fi->bits - 1)) & 1;
    x->nl = pr->nl;
    if (be == emaxb) {
        x->cls = frac ? C_NAN : C_INF;
        set_pay(x, frac << (128 - mb));
        return;
    }
    if (be == 0) {
        if (frac == 0) {
            x->cls = C_ZERO;
            return;
        }
        int L = bitlen128(frac);
        x->exp = pr->emin - (int)mb + L - 1;
        m = frac << (128 - L);
    } else {
        x->exp = (int)be - fi->bias;
        m = (frac | (u128)1 << mb) << (127 - mb);
    }
    x->cls = C_FIN;
    if (pr->nl == 1) {
        x->m[0] = (uint64_t)(m >> 64);
    } else {
        x->m[0] = (uint64_t)m;
        x->m[1] = (uint64_t)(m >> 64);
    }
}

static FpBits
pack_ieee(FpFmt f, const Num *x)
{
    const FpFmtInfo *fi = &fp_fmt_info[f];
    const Prec *pr = &precs[f];
    unsigned mb = fi->man_bits;
    u128 emaxb = (1u << fi->exp_bits) - 1;
    u128 v = 0, m;
    switch (x->cls) {
    case C_ZERO:
        break;
    case C_INF:
        v = emaxb << mb;
        break;
    case C_NAN:
        /* keep the top of the payload, set the quiet bit (IEEE 754 6.2.1) */
        v = emaxb << mb | get_pay(x) >> (128 - mb) | (u128)1 << (mb - 1);
        break;
    default:
        m = x->nl == 1 ? (u128)x->m[0] << 64 : (u128)x->m[1] << 64 | x->m[0];
        if (x->exp >= pr->emin)
            v = (u128)(x->exp + fi->bias) << mb | (m << 1) >> (128 - mb);
        else
            v = m >> (127 - (int64_t)mb + pr->emin - x->exp);
        break;
    }
    return u128_bits(v | (u128)x->sign << (fi->bits - 1));
}

/* x86_fp80: an explicit integer bit.  Exponent 0 with the integer bit set is
 * a pseudo-denormal, read as its value; other encodings whose integer bit
 * disagrees with the exponent (unnormals, pseudo-infinities, pseudo-NaNs)
 * are invalid operands for the x87 (Intel SDM vol. 1, 8.2.2). */
static void
unpack_f80(FpBits a, Num *x)
{
    uint64_t s = a.w[0];
    unsigned se = (unsigned)(a.w[1] & 0xffff), be = se & 0x7fff;
    x->sign = (int)(se >> 15);
    x->nl = 1;
    if (be == 0x7fff) {
        if (!(s >> 63))
            x->cls = C_BAD;
        else
            x->cls = s << 1 ? C_NAN : C_INF;
        set_pay(x, (u128)(s << 1) << 64);
        return;
    }
    if (be == 0) {
        if (s == 0) {
            x->cls = C_ZERO;
            return;
        }
        int L = 64 - __builtin_clzll(s);
        x->cls = C_FIN;
        x->exp = -16382 - 63 + L - 1;
        x->m[0] = s << (64 - L);
        return;
    }
    if (!(s >> 63)) {
        x->cls = C_BAD;
        return;
    }
    x->cls = C_FIN;
    x->exp = (int)be - 16383;
    x->m[0] = s;
}

static FpBits
pack_f80(const Num *x)
{
    FpBits r;
    uint64_t s = 0;
    unsigned be = 0;
    switch (x->cls) {
    case C_ZERO:
        break;
    case C_INF:
        be = 0x7fff;
        s = 1ull << 63;
        break;
    case C_NAN:
        be = 0x7fff;
        s = 3ull << 62 | x->pay[1] >> 1;
        break;
    default:
        if (x->exp >= -16382) {
            be = (unsigned)(x->exp + 16383);
            s = x->m[0];
        } else {
            s = x->m[0] >> (-16382 - x->exp);
        }
        break;
    }
    r.w[0] = s;
    r.w[1] = be | (unsigned)x->sign << 15;
    return r;
}

static void
widen_double(Num *x, const Num *d)
{
    x->cls = d->cls;
    x->sign = d->sign;
    x->exp = d->exp;
    x->pay[0] = d->pay[0];
    x->pay[1] = d->pay[1];
    x->nl = NLMAX;
    if (d->cls == C_FIN) {
        zero_n(x->m, NLMAX - 1);
        x->m[NLMAX - 1] = d->m[0];
    }
}

/* ppc_fp128: the exact value hi + lo. */
static void
unpack_ppc(FpBits a, Num *x)
{
    Num h, l;
    FpBits hb = {{a.w[0], 0}}, lb = {{a.w[1], 0}};
    unpack_ieee(FP_F64, hb, &h);
    unpack_ieee(FP_F64, lb, &l);
    if (h.cls == C_NAN || h.cls == C_INF) {
        widen_double(x, &h);
    } else if (l.cls == C_NAN || l.cls == C_INF) {
        widen_double(x, &l);
    } else if (l.cls == C_ZERO) {
        widen_double(x, &h);
    } else if (h.cls == C_ZERO) {
        widen_double(x, &l);
    } else {
        uint64_t r[WMAX];
        int64_t re;
        int rs;
        unsigned fl = 0;
        if (!ext_add(r, &re, &rs, h.m, 1, h.exp - 63, h.sign, l.m, 1, l.exp - 63, l.sign,
                     NLMAX + 2)) {
            x->cls = C_ZERO;
            x->sign = 0;
            x->nl = NLMAX;
            return;
        }
        round_num(x, rs, r, NLMAX + 2, re, 0, &precs[FP_PPC128], RM_ODD, &fl);
    }
}

/* Split the internal value into hi = round(v), lo = round(v - hi). */
static FpBits
pack_ppc(const Num *x, int rm, unsigned *fl)
{
    FpBits r = {{0, 0}};
    Num h, l;
    unsigned fh = 0;
    switch (x->cls) {
    case C_ZERO:
    case C_INF:
    case C_NAN:
        h = *x;
        h.nl = 1;
        r.w[0] = pack_ieee(FP_F64, &h).w[0];
        return r;
    default:
        break;
    }
    int64_t e = x->exp - (64 * x->nl - 1);
    round_num(&h, x->sign, x->m, x->nl, e, 0, &precs[FP_F64], rm, &fh);
    r.w[0] = pack_ieee(FP_F64, &h).w[0];
    if (h.cls != C_FIN || (fh & FP_OVERFLOW)) {
        *fl |= fh; /* lo = 0: the pair is inexact exactly when hi is */
        return r;
    }
    /* hi alone is usually inexact; the pair is inexact when lo is */
    uint64_t d[WMAX];
    int64_t de;
    int ds;
    if (ext_add(d, &de, &ds, x->m, x->nl, e, x->sign, h.m, 1, h.exp - 63, !h.sign, x->nl + 2)) {
        unsigned f2 = 0;
        round_num(&l, ds, d, x->nl + 2, de, 0, &precs[FP_F64], rm, &f2);
        if (f2 & FP_INEXACT)
            *fl |= FP_INEXACT | (fh & FP_UNDERFLOW);
        if (l.cls != C_ZERO) /* a zero lo is +0 whatever the mode */
            r.w[1] = pack_ieee(FP_F64, &l).w[0];
    }
    return r;
}

static void
unpack(FpFmt f, FpBits a, Num *x)
{
    x->pay[0] = x->pay[1] = 0;
    x->exp = 0;
    switch (f) {
    case FP_F80:
        unpack_f80(a, x);
        break;
    case FP_PPC128:
        unpack_ppc(a, x);
        break;
    default:
        unpack_ieee(f, a, x);
        break;
    }
}

/* x must be rounded to f already (ppc_fp128: to its internal form). */
static FpBits
pack(FpFmt f, const Num *x, int rm, unsigned *fl)
{
    if (f == FP_PPC128)
        return pack_ppc(x, rm, fl);
    if (f == FP_F80)
        return pack_f80(x);
    return pack_ieee(f, x);
}

/* The single rounding of an operation: (-1)^sign (x + sticky) 2^e into f. */
static FpBits
finish(FpFmt f, int sign, const uint64_t *x, int n, int64_t e, int sticky, int rm, unsigned *fl)
{
    Num r;
    if (f == FP_PPC128) {
        unsigned f2 = 0;
        round_num(&r, sign, x, n, e, sticky, &precs[f], RM_ODD, &f2);
        *fl |= f2 & FP_INEXACT;
    } else {
        round_num(&r, sign, x, n, e, sticky, &precs[f], rm, fl);
    }
    return pack(f, &r, rm, fl);
}

/* A value of any format (NaNs raise nothing here) rounded into f. */
static FpBits
finish_num(FpFmt f, const Num *x, int rm, unsigned *fl)
{
    if (x->cls == C_FIN)
        return finish(f, x->sign, x->m, x->nl, x->exp - (64 * x->nl - 1), 0, rm, fl);
    if (x->cls == C_BAD)
        return fp_qnan(f);
    Num y = *x;
    y.nl = precs[f].nl;
    return pack(f, &y, rm, fl);
}

/* ppc_fp128 results of division, square root and decimal input are first
 * tried with PPC_TRY bits: a value known to bit `lsb` plus a sticky bit
 * below (so rounded to odd) settles hi, and settles lo when lo rounds at
 * least two bits above lsb -- almost always; otherwise the caller redoes
 * the work at the full 2240 bits. */
#define PPC_TRY 200

static int
ppc_settled(FpBits r, int64_t lsb)
{
    unsigned hb = (unsigned)(r.w[0] >> 52) & 0x7ff, lb = (unsigned)(r.w[1] >> 52) & 0x7ff;
    int64_t pos = lb ? (int64_t)lb - 1075 : -1074;
    return hb == 0x7ff || pos >= lsb + 2;
}

/* IEEE 754 6.2: an operation on NaNs returns a quiet NaN -- here the first
 * NaN operand quieted (fp.h) -- and signaling NaNs raise invalid (7.2).
 * Non-canonical x86_fp80 operands give the default NaN and invalid, as the
 * x87 does.  Returns 1 when *res is decided. */
static int
nan_args(FpFmt f, const Num *x, int k, FpBits *res, unsigned *fl)
{
    int first = -1, snan = 0;
    for (int i = 0; i < k; i++) {
        if (x[i].cls == C_BAD) {
            *fl |= FP_INVALID;
            *res = fp_qnan(f);
            return 1;
        }
        if (x[i].cls == C_NAN) {
            if (first < 0)
                first = i;
            if (!(x[i].pay[1] >> 63))
                snan = 1;
        }
    }
    if (first < 0)
        return 0;
    if (snan)
        *fl |= FP_INVALID;
    *res = finish_num(f, &x[first], FP_RNE, fl);
    return 1;
}

static int64_t
lsb_exp(const Num *x)
{
    return x->exp - (64 * x->nl - 1);
}

/* --------------------------------------------- construction, inspection */

static FpBits
hi_of(FpBits a)
{
    FpBits h = {{a.w[0], 0}};
    return h;
}

static FpBits
ppc_pair(FpBits h, uint64_t lo)
{
    FpBits r = {{h.w[0], lo}};
    return r;
}

FpBits
fp_zero(FpFmt f, int neg)
{
    Num x;
    x.cls = C_ZERO;
    x.sign = !!neg;
    x.nl = precs[f].nl;
    unsigned fl = 0;
    return pack(f, &x, FP_RNE, &fl);
}

FpBits
fp_inf(FpFmt f, int neg)
{
    Num x;
    x.cls = C_INF;
    x.sign = !!neg;
    x.nl = precs[f].nl;
    unsigned fl = 0;
    return pack(f, &x, FP_RNE, &fl);
}

FpBits
fp_qnan(FpFmt f)
{
    Num x;
    x.cls = C_NAN;
    x.sign = 0;
    x.nl = precs[f].nl;
    x.pay[0] = x.pay[1] = 0;
    unsigned fl = 0;
    return pack(f, &x, FP_RNE, &fl);
}

FpBits
fp_largest(FpFmt f, int neg)
{
    if (f == FP_PPC128) {
        /* as LLVM's APFloat: the largest double plus the largest lo that
         * still rounds to it */
        FpBits r = {{0x7fefffffffffffffull, 0x7c8ffffffffffffeull}};
        return neg ? fp_neg(f, r) : r;
    }
    Num x;
    unsigned fl = 0;
    overflow(&x, !!neg, &precs[f], FP_RTZ, &fl);
    return pack(f, &x, FP_RNE, &fl);
}

FpBits
fp_smallest(FpFmt f, int neg)
{
    if (f == FP_PPC128)
        return ppc_pair(fp_smallest(FP_F64, neg), 0);
    uint64_t one = 1;
    unsigned fl = 0;
    return finish(f, !!neg, &one, 1, precs[f].emin - precs[f].p + 1, 0, FP_RNE, &fl);
}

FpBits
fp_smallest_normal(FpFmt f, int neg)
{
    if (f == FP_PPC128) {
        /* LLVM: 2^-969, the least hi whose lo can still carry 53 bits */
        FpBits r = {{0x0360000000000000ull | (uint64_t)!!neg << 63, 0}};
        return r;
    }
    uint64_t one = 1;
    unsigned fl = 0;
    return finish(f, !!neg, &one, 1, precs[f].emin, 0, FP_RNE, &fl);
}

FpBits
fp_neg(FpFmt f, FpBits a)
{
    switch (f) {
    case FP_F80:
        a.w[1] ^= 0x8000;
        break;
    case FP_PPC128:
        /* -(hi + lo) = -hi + -lo */
        a.w[0] ^= 1ull << 63;
        a.w[1] ^= 1ull << 63;
        break;
    default:
        a = u128_bits((bits_u128(a) ^ (u128)1 << (fp_fmt_info[f].bits - 1)) &
                      mask128(fp_fmt_info[f].bits));
        break;
    }
    return a;
}

int
fp_sign(FpFmt f, FpBits a)
{
    switch (f) {
    case FP_F80:
        return (int)(a.w[1] >> 15) & 1;
    case FP_PPC128:
        return (int)(a.w[0] >> 63);
    default:
        return (int)(bits_u128(a) >> (fp_fmt_info[f].bits - 1)) & 1;
    }
}

FpBits
fp_abs(FpFmt f, FpBits a)
{
    return fp_sign(f, a) ? fp_neg(f, a) : a;
}

FpBits
fp_copysign(FpFmt f, FpBits mag, FpBits sgn)
{
    return fp_sign(f, mag) != fp_sign(f, sgn) ? fp_neg(f, mag) : mag;
}

/* Exponent field and fraction of an interchange format. */
static void
fields(FpFmt f, FpBits a, unsigned *be, u128 *frac, unsigned *emaxb)
{
    const FpFmtInfo *fi = &fp_fmt_info[f];
    u128 v = bits_u128(a);
    *frac = v & mask128(fi->man_bits);
    *emaxb = (1u << fi->exp_bits) - 1;
    *be = (unsigned)(v >> fi->man_bits) & *emaxb;
}

int
fp_is_nan(FpFmt f, FpBits a)
{
    unsigned be, emaxb;
    u128 frac;
    if (f == FP_PPC128)
        return fp_is_nan(FP_F64, hi_of(a));
    if (f == FP_F80) {
        /* APFloat reads pseudo-NaNs, pseudo-infinities and unnormals as NaN */
        be = (unsigned)a.w[1] & 0x7fff;
        if (be == 0x7fff)
            return a.w[0] != 1ull << 63;
        return be != 0 && !(a.w[0] >> 63);
    }
    fields(f, a, &be, &frac, &emaxb);
    return be == emaxb && frac != 0;
}

int
fp_is_snan(FpFmt f, FpBits a)
{
    if (f == FP_PPC128)
        return fp_is_snan(FP_F64, hi_of(a));
    if (!fp_is_nan(f, a))
        return 0;
    if (f == FP_F80)
        return !((a.w[0] >> 62) & 1);
    return !((bits_u128(a) >> (fp_fmt_info[f].man_bits - 1)) & 1);
}

int
fp_is_inf(FpFmt f, FpBits a)
{
    unsigned be, emaxb;
    u128 frac;
    if (f == FP_PPC128)
        return fp_is_inf(FP_F64, hi_of(a));
    if (f == FP_F80)
        return (a.w[1] & 0x7fff) == 0x7fff && a.w[0] == 1ull << 63;
    fields(f, a, &be, &frac, &emaxb);
    return be == emaxb && frac == 0;
}

int
fp_is_zero(FpFmt f, FpBits a)
{
    unsigned be, emaxb;
    u128 frac;
    if (f == FP_PPC128) {
        FpBits l = {{a.w[1], 0}};
        return fp_is_zero(FP_F64, hi_of(a)) && fp_is_zero(FP_F64, l);
    }
    if (f == FP_F80)
        return (a.w[1] & 0x7fff) == 0 && a.w[0] == 0;
    fields(f, a, &be, &frac, &emaxb);
    return be == 0 && frac == 0;
}

int
fp_is_subnormal(FpFmt f, FpBits a)
{
    unsigned be, emaxb;
    u128 frac;
    if (f == FP_PPC128) {
        /* LLVM's DoubleAPFloat::isDenormal: a finite nonzero pair with a
         * subnormal half, or whose hi is not round(hi + lo) */
        FpBits h = hi_of(a), l = {{a.w[1], 0}};
        if (!fp_is_finite(FP_F64, h) || fp_is_zero(f, a))
            return 0;
        if (fp_is_subnormal(FP_F64, h) || fp_is_subnormal(FP_F64, l))
            return 1;
        FpBits s = fp_add(FP_F64, h, l, FP_RNE, NULL);
        return s.w[0] != h.w[0];
    }
    if (f == FP_F80)
        return (a.w[1] & 0x7fff) == 0 && a.w[0] != 0 && !(a.w[0] >> 63);
    fields(f, a, &be, &frac, &emaxb);
    return be == 0 && frac != 0;
}

int
fp_is_finite(FpFmt f, FpBits a)
{
    return !fp_is_nan(f, a) && !fp_is_inf(f, a);
}

int
fp_is_normal(FpFmt f, FpBits a)
{
    return fp_is_finite(f, a) && !fp_is_zero(f, a) && !fp_is_subnormal(f, a);
}

int
fp_is_noncanonical(FpFmt f, FpBits a)
{
    if (f != FP_F80)
        return 0;
    unsigned be = (unsigned)a.w[1] & 0x7fff;
    int ibit = (int)(a.w[0] >> 63);
    /* pseudo-denormal: exponent 0 with the integer bit; the rest: the
     * integer bit clear with a nonzero exponent */
    return be == 0 ? ibit : !ibit;
}

unsigned
fp_class(FpFmt f, FpBits a)
{
    if (fp_is_nan(f, a))
        return fp_is_snan(f, a) ? IR_FPC_SNAN : IR_FPC_QNAN;
    int neg = fp_sign(f, a);
    if (fp_is_inf(f, a))
        return neg ? IR_FPC_NINF : IR_FPC_PINF;
    if (fp_is_zero(f, a))
        return neg ? IR_FPC_NZERO : IR_FPC_PZERO;
    if (fp_is_subnormal(f, a))
        return neg ? IR_FPC_NSUB : IR_FPC_PSUB;
    return neg ? IR_FPC_NNORM : IR_FPC_PNORM;
}

FpBits
fp_quiet(FpFmt f, FpBits a)
{
    if (!fp_is_nan(f, a))
        return a;
    switch (f) {
    case FP_F80:
        a.w[0] |= 1ull << 62;
        return a;
    case FP_PPC128:
        return ppc_pair(fp_quiet(FP_F64, hi_of(a)), a.w[1]);
    default:
        return u128_bits(bits_u128(a) | (u128)1 << (fp_fmt_info[f].man_bits - 1));
    }
}

/* --------------------------------------------------------------- arithmetic */

static FpBits
addsub(FpFmt f, FpBits a, FpBits b, int negb, int rm, unsigned *flags)
{
    unsigned fl = 0;
    Num x[2];
    FpBits res;
    unpack(f, a, &x[0]);
    unpack(f, b, &x[1]);
    if (nan_args(f, x, 2, &res, &fl))
        goto out;
    x[1].sign ^= negb;
    if (x[0].cls == C_INF || x[1].cls == C_INF) {
        /* IEEE 754 7.2(b): inf - inf is invalid */
        if (x[0].cls == C_INF && x[1].cls == C_INF && x[0].sign != x[1].sign) {
            fl |= FP_INVALID;
            res = fp_qnan(f);
        } else {
            res = fp_inf(f, x[0].cls == C_INF ? x[0].sign : x[1].sign);
        }
    } else if (x[0].cls == C_ZERO && x[1].cls == C_ZERO) {
        /* IEEE 754 6.3: x + x keeps the sign; opposite zeros sum to +0,
         * or -0 when rounding toward -inf */
        res = fp_zero(f, x[0].sign == x[1].sign ? x[0].sign : rm == FP_RDN);
    } else if (x[0].cls == C_ZERO) {
        res = finish_num(f, &x[1], rm, &fl);
    } else if (x[1].cls == C_ZERO) {
        res = finish_num(f, &x[0], rm, &fl);
    } else {
        uint64_t r[WMAX];
        int64_t re;
        int rs, nl = x[0].nl;
        if (ext_add(r, &re, &rs, x[0].m, nl, lsb_exp(&x[0]), x[0].sign, x[1].m, nl,
                    lsb_exp(&x[1]), x[1].sign, nl + 2))
            res = finish(f, rs, r, nl + 2, re, 0, rm, &fl);
        else
            res = fp_zero(f, rm == FP_RDN);
    }
out:
    if (flags)
        *flags |= fl;
    return res;
}

FpBits
fp_add(FpFmt f, FpBits a, FpBits b, FpRound r, unsigned *flags)
{
    return addsub(f, a, b, 0, r, flags);
}

FpBits
fp_sub(FpFmt f, FpBits a, FpBits b, FpRound r, unsigned *flags)
{
    return addsub(f, a, b, 1, r, flags);
}

FpBits
fp_mul(FpFmt f, FpBits a, FpBits b, FpRound r, unsigned *flags)
{
    unsigned fl = 0;
    Num x[2];
    FpBits res;
    unpack(f, a, &x[0]);
    unpack(f, b, &x[1]);
    if (nan_args(f, x, 2, &res, &fl))
        goto out;
    int s = x[0].sign ^ x[1].sign;
    if (x[0].cls == C_INF || x[1].cls == C_INF) {
        /* IEEE 754 7.2(b): 0 * inf is invalid */
        if (x[0].cls == C_ZERO || x[1].cls == C_ZERO) {
            fl |= FP_INVALID;
            res = fp_qnan(f);
        } else {
            res = fp_inf(f, s);
        }
    } else if (x[0].cls == C_ZERO || x[1].cls == C_ZERO) {
        res = fp_zero(f, s);
    } else {
        uint64_t p[2 * NLMAX];
        int nl = x[0].nl;
        mul_n(p, x[0].m, nl, x[1].m, nl);
        res = finish(f, s, p, 2 * nl, lsb_exp(&x[0]) + lsb_exp(&x[1]), 0, r, &fl);
    }
out:
    if (flags)
        *flags |= fl;
    return res;
}

/* q = floor(a * 2^K / b) bit by bit (restoring division); a and b have
 * their top bit set in nl limbs, so the quotient has K or K+1 bits. */
static int
div_bits(uint64_t *q, int qn, const uint64_t *a, const uint64_t *b, int nl, int K)
{
    uint64_t r[NLMAX + 1], d[NLMAX + 1];
    memcpy(r, a, (size_t)nl * sizeof *r);
    memcpy(d, b, (size_t)nl * sizeof *d);
    r[nl] = d[nl] = 0;
    zero_n(q, qn);
    for (int i = K; i >= 0; i--) {
        if (cmp_n(r, d, nl + 1) >= 0) {
            sub_n(r, r, d, nl + 1);
            setbit(q, i);
        }
        if (i > 0)
            shl1_n(r, nl + 1);
    }
    return !is_zero_n(r, nl + 1);
}

FpBits
fp_div(FpFmt f, FpBits a, FpBits b, FpRound r, unsigned *flags)
{
    unsigned fl = 0;
    Num x[2];
    FpBits res;
    unpack(f, a, &x[0]);
    unpack(f, b, &x[1]);
    if (nan_args(f, x, 2, &res, &fl))
        goto out;
    int s = x[0].sign ^ x[1].sign;
    if (x[0].cls == C_INF) {
        if (x[1].cls == C_INF) {
            fl |= FP_INVALID;
            res = fp_qnan(f);
        } else {
            res = fp_inf(f, s);
        }
    } else if (x[1].cls == C_INF) {
        res = fp_zero(f, s);
    } else if (x[1].cls == C_ZERO) {
        /* IEEE 754 7.2(d) 0/0 is invalid; 7.3 x/0 divides by zero */
        if (x[0].cls == C_ZERO) {
            fl |= FP_INVALID;
            res = fp_qnan(f);
        } else {
            fl |= FP_DIVZERO;
            res = fp_inf(f, s);
        }
    } else if (x[0].cls == C_ZERO) {
        res = fp_zero(f, s);
    } else {
        const Prec *pr = &precs[f];
        int nl = x[0].nl;
        int64_t de = x[0].exp - x[1].exp;
        if (nl == 1 && pr->p <= 62) {
            /* 64 or 65 quotient bits: p + 2 and a remainder for the sticky */
            u128 n = (u128)x[0].m[0] << 64;
            u128 q = n / x[1].m[0];
            uint64_t qw[2] = {(uint64_t)q, (uint64_t)(q >> 64)};
            res = finish(f, s, qw, 2, de - 64, n % x[1].m[0] != 0, r, &fl);
        } else {
            uint64_t q[NLMAX + 1];
            int K = pr->p + 2, st;
            if (f == FP_PPC128) {
                unsigned f1 = 0;
                st = div_bits(q, nl + 1, x[0].m, x[1].m, nl, PPC_TRY);
                res = finish(f, s, q, nl + 1, de - PPC_TRY, st, r, &f1);
                if (!st || ppc_settled(res, de - PPC_TRY)) {
                    fl |= f1;
                    goto out;
                }
            }
            st = div_bits(q, nl + 1, x[0].m, x[1].m, nl, K);
            res = finish(f, s, q, nl + 1, de - K, st, r, &fl);
        }
    }
out:
    if (flags)
        *flags |= fl;
    return res;
}

static void isqrt_n(uint64_t *y, uint64_t *v, int n);

/* The square root of the finite positive x to rbits + 1 bits or more:
 * y * 2^*e, returning the sticky bit.  The root of the integer part of
 * x * 2^k (k even with x's exponent) is the integer part of the root, and
 * exact only if both the square root and the dropped bits are. */
static int
sqrt_bits(uint64_t *y, int *yn, const Num *x, int rbits, int64_t *e)
{
    uint64_t v[WMAX];
    int nl = x->nl;
    int64_t t = lsb_exp(x), k = 2 * (int64_t)rbits + 2 - 64 * nl;
    if ((t - k) % 2)
        k++;
    int n = (int)((64 * nl + k + 63) / 64);
    int sticky = k < 0 && any_below(x->m, nl, -k);
    shift_into(v, n, x->m, nl, k);
    isqrt_n(y, v, n);
    *yn = n;
    *e = (t - k) / 2;
    return sticky || !is_zero_n(v, n);
}

/* y = floor(sqrt(v)), v = remainder v - y^2, on n limbs, bit by bit: at the
 * step for bit 2j the partial root y is a multiple of 2^(2j+2), so y + 2^2j
 * is y | 2^2j. */
static void
isqrt_n(uint64_t *y, uint64_t *v, int n)
{
    uint64_t t[WMAX];
    int64_t b = (bitlen(v, n) - 1) & ~(int64_t)1;
    zero_n(y, n);
    for (; b >= 0; b -= 2) {
        memcpy(t, y, (size_t)n * sizeof *t);
        setbit(t, b);
        if (cmp_n(v, t, n) >= 0) {
            sub_n(v, v, t, n);
            shr1_n(y, n);
            setbit(y, b);
        } else {
            shr1_n(y, n);
        }
    }
}

static u128
isqrt_u128(u128 v, int *inexact)
{
    u128 y = 0;
    int b = (bitlen128(v) - 1) & ~1;
    for (; b >= 0; b -= 2) {
        u128 t = y | (u128)1 << b;
        if (v >= t) {
            v -= t;
            y = (y >> 1) | (u128)1 << b;
        } else {
            y >>= 1;
        }
    }
    *inexact = v != 0;
    return y;
}

FpBits
fp_sqrt(FpFmt f, FpBits a, FpRound r, unsigned *flags)
{
    unsigned fl = 0;
    Num x;
    FpBits res;
    unpack(f, a, &x);
    if (nan_args(f, &x, 1, &res, &fl))
        goto out;
    if (x.cls == C_ZERO) {
        res = fp_zero(f, x.sign); /* IEEE 754 6.3: sqrt(-0) = -0 */
    } else if (x.sign) {
        fl |= FP_INVALID;
        res = fp_qnan(f);
    } else if (x.cls == C_INF) {
        res = fp_inf(f, 0);
    } else {
        const Prec *pr = &precs[f];
        int nl = x.nl;
        int64_t t = lsb_exp(&x);
        if (nl == 1 && pr->p <= 53) {
            /* m * 2^k has 126 or 127 bits: a 63-bit root, p + 2 and more */
            int k = (t - 62) % 2 ? 63 : 62, st;
            u128 y = isqrt_u128((u128)x.m[0] << k, &st);
            uint64_t yw[2] = {(uint64_t)y, (uint64_t)(y >> 64)};
            res = finish(f, 0, yw, 2, (t - k) / 2, st, r, &fl);
        } else {
            uint64_t y[WMAX];
            int yn, st;
            int64_t e;
            if (f == FP_PPC128) {
                unsigned f1 = 0;
                st = sqrt_bits(y, &yn, &x, PPC_TRY, &e);
                res = finish(f, 0, y, yn, e, st, r, &f1);
                if (!st || ppc_settled(res, e)) {
                    fl |= f1;
                    goto out;
                }
            }
            st = sqrt_bits(y, &yn, &x, pr->p + 2, &e);
            res = finish(f, 0, y, yn, e, st, r, &fl);
        }
    }
out:
    if (flags)
        *flags |= fl;
    return res;
}

FpBits
fp_fma(FpFmt f, FpBits a, FpBits b, FpBits c, FpRound r, unsigned *flags)
{
    unsigned fl = 0;
    Num x[3];
    FpBits res;
    unpack(f, a, &x[0]);
    unpack(f, b, &x[1]);
    unpack(f, c, &x[2]);
    /* IEEE 754 7.2(c) leaves invalid for fma(0, inf, qNaN) to the
     * implementation: like SSE, the NaN wins and only sNaNs raise invalid */
    if (nan_args(f, x, 3, &res, &fl))
        goto out;
    int ps = x[0].sign ^ x[1].sign;
    if (x[0].cls == C_INF || x[1].cls == C_INF) {
        if (x[0].cls == C_ZERO || x[1].cls == C_ZERO ||
            (x[2].cls == C_INF && x[2].sign != ps)) {
            fl |= FP_INVALID;
            res = fp_qnan(f);
        } else {
            res = fp_inf(f, ps);
        }
    } else if (x[2].cls == C_INF) {
        res = fp_inf(f, x[2].sign);
    } else if (x[0].cls == C_ZERO || x[1].cls == C_ZERO) {
        if (x[2].cls == C_ZERO)
            res = fp_zero(f, ps == x[2].sign ? ps : r == FP_RDN);
        else
            res = finish_num(f, &x[2], r, &fl);
    } else {
        int nl = x[0].nl;
        uint64_t p[2 * NLMAX];
        int64_t pe = lsb_exp(&x[0]) + lsb_exp(&x[1]);
        mul_n(p, x[0].m, nl, x[1].m, nl);
        if (x[2].cls == C_ZERO) {
            res = finish(f, ps, p, 2 * nl, pe, 0, r, &fl);
        } else {
            uint64_t s[WMAX];
            int64_t se;
            int ss;
            if (ext_add(s, &se, &ss, p, 2 * nl, pe, ps, x[2].m, nl, lsb_exp(&x[2]), x[2].sign,
                        2 * nl + 2))
                res = finish(f, ss, s, 2 * nl + 2, se, 0, r, &fl);
            else
                res = fp_zero(f, r == FP_RDN);
        }
    }
out:
    if (flags)
        *flags |= fl;
    return res;
}

/* fmod and IEEE remainder, exactly: the remainder of the significands
 * after shifting the dividend's up to the divisor's exponent, one bit (or,
 * for one-limb formats, 64 bits) at a time. */
static FpBits
modrem(FpFmt f, FpBits a, FpBits b, int ieee, unsigned *flags)
{
    unsigned fl = 0;
    Num x[2];
    FpBits res;
    unpack(f, a, &x[0]);
    unpack(f, b, &x[1]);
    if (nan_args(f, x, 2, &res, &fl))
        goto out;
    if (x[0].cls == C_INF || x[1].cls == C_ZERO) {
        /* IEEE 754 7.2(f) */
        fl |= FP_INVALID;
        res = fp_qnan(f);
    } else if (x[0].cls == C_ZERO || x[1].cls == C_INF) {
        res = finish_num(f, &x[0], FP_RNE, &fl);
    } else {
        int nl = x[0].nl, sign = x[0].sign;
        uint64_t rr[NLMAX + 2], bb[NLMAX + 2], t[NLMAX + 2];
        int64_t re;
        int qodd = 0;
        if (x[0].exp < x[1].exp) {
            /* |a| < |b|: fmod is a; remainder is a or a - b*sign */
            if (!ieee || x[0].exp < x[1].exp - 1 || cmp_n(x[0].m, x[1].m, nl) <= 0) {
                res = finish_num(f, &x[0], FP_RNE, &fl);
                goto out;
            }
            /* |a| > |b|/2: |b| - |a| = (2 B - A) 2^ea */
            shift_into(bb, nl + 1, x[1].m, nl, 1);
            memcpy(rr, x[0].m, (size_t)nl * sizeof *rr);
            rr[nl] = 0;
            sub_n(rr, bb, rr, nl + 1);
            res = finish(f, !sign, rr, nl + 1, lsb_exp(&x[0]), 0, FP_RNE, &fl);
            goto out;
        }
        int64_t d = x[0].exp - x[1].exp;
        re = lsb_exp(&x[1]);
        if (nl == 1) {
            uint64_t A = x[0].m[0], B = x[1].m[0], rem = A >= B ? A - B : A;
            qodd = A >= B;
            while (d > 0) {
                int k = d < 64 ? (int)d : 64;
                u128 n = (u128)rem << k;
                u128 q = n / B;
                rem = (uint64_t)(n - q * B);
                qodd = (int)(q & 1);
                d -= k;
            }
            rr[0] = rem;
            rr[1] = 0;
            bb[0] = B;
            bb[1] = 0;
        } else {
            memcpy(rr, x[0].m, (size_t)nl * sizeof *rr);
            memcpy(bb, x[1].m, (size_t)nl * sizeof *bb);
            rr[nl] = bb[nl] = 0;
            for (int64_t i = 0; i <= d; i++) {
                if (i > 0)
                    shl1_n(rr, nl + 1);
                qodd = cmp_n(rr, bb, nl + 1) >= 0;
                if (qodd)
                    sub_n(rr, rr, bb, nl + 1);
            }
        }
        if (ieee) {
            /* x/y = q + r/B: round q to nearest, ties to even */
            memcpy(t, rr, (size_t)(nl + 1) * sizeof *t);
            shl1_n(t, nl + 1);
            int c = cmp_n(t, bb, nl + 1);
            if (c > 0 || (c == 0 && qodd)) {
                sub_n(rr, bb, rr, nl + 1);
                sign ^= 1;
            }
        }
        if (is_zero_n(rr, nl + 1))
            res = fp_zero(f, x[0].sign); /* IEEE 754 5.3.1: the sign of x */
        else
            res = finish(f, sign, rr, nl + 1, re, 0, FP_RNE, &fl);
    }
out:
    if (flags)
        *flags |= fl;
    return res;
}

FpBits
fp_fmod(FpFmt f, FpBits a, FpBits b, unsigned *flags)
{
    return modrem(f, a, b, 0, flags);
}

FpBits
fp_remainder(FpFmt f, FpBits a, FpBits b, unsigned *flags)
{
    return modrem(f, a, b, 1, flags);
}

FpBits
fp_round_int(FpFmt f, FpBits a, FpRound r, unsigned *flags)
{
    unsigned fl = 0;
    Num x;
    FpBits res;
    unpack(f, a, &x);
    if (nan_args(f, &x, 1, &res, &fl))
        goto out;
    if (x.cls != C_FIN || x.exp >= precs[f].p - 1) {
        res = finish_num(f, &x, FP_RNE, &fl); /* already integral */
    } else {
        uint64_t keep[NLMAX + 1];
        int nl = x.nl;
        /* rint raises inexact (IEEE 754 5.9 roundToIntegralExact) */
        if (round_bits(keep, nl + 1, x.sign, x.m, nl, -lsb_exp(&x), 0, r))
            fl |= FP_INEXACT;
        if (is_zero_n(keep, nl + 1))
            res = fp_zero(f, x.sign);
        else
            res = finish(f, x.sign, keep, nl + 1, 0, 0, r, &fl);
    }
out:
    if (flags)
        *flags |= fl;
    return res;
}

FpCmp
fp_cmp(FpFmt f, FpBits a, FpBits b)
{
    Num x, y;
    unpack(f, a, &x);
    unpack(f, b, &y);
    if (x.cls == C_NAN || x.cls == C_BAD || y.cls == C_NAN || y.cls == C_BAD)
        return FP_UN;
    if (x.cls == C_ZERO && y.cls == C_ZERO)
        return FP_EQ;
    if (x.cls == C_ZERO)
        return y.sign ? FP_GT : FP_LT;
    if (y.cls == C_ZERO)
        return x.sign ? FP_LT : FP_GT;
    if (x.sign != y.sign)
        return x.sign ? FP_LT : FP_GT;
    int c; /* magnitudes */
    if (x.cls == C_INF || y.cls == C_INF)
        c = (x.cls == C_INF) - (y.cls == C_INF);
    else if (x.exp != y.exp)
        c = x.exp < y.exp ? -1 : 1;
    else
        c = cmp_n(x.m, y.m, x.nl);
    if (x.sign)
        c = -c;
    return c < 0 ? FP_LT : c > 0 ? FP_GT : FP_EQ;
}

FpBits
fp_scalbn(FpFmt f, FpBits a, int e, FpRound r, unsigned *flags)
{
    unsigned fl = 0;
    Num x;
    FpBits res;
    unpack(f, a, &x);
    if (nan_args(f, &x, 1, &res, &fl))
        goto out;
    if (x.cls != C_FIN) {
        res = finish_num(f, &x, r, &fl);
    } else {
        /* beyond 2^21 every format over- or underflows */
        int64_t k = e > (1 << 21) ? (1 << 21) : e < -(1 << 21) ? -(1 << 21) : e;
        res = finish(f, x.sign, x.m, x.nl, lsb_exp(&x) + k, 0, r, &fl);
    }
out:
    if (flags)
        *flags |= fl;
    return res;
}

FpBits
fp_frexp(FpFmt f, FpBits a, int *e)
{
    unsigned fl = 0;
    Num x;
    FpBits res;
    unpack(f, a, &x);
    *e = 0;
    if (x.cls == C_BAD)
        return fp_qnan(f);
    if (x.cls != C_FIN)
        return finish_num(f, &x, FP_RNE, &fl);
    *e = (int)x.exp + 1;
    res = finish(f, x.sign, x.m, x.nl, -64 * (int64_t)x.nl, 0, FP_RNE, &fl);
    return res;
}

/* -------------------------------------------------------------- conversions */

FpBits
fp_convert(FpFmt to, FpFmt from, FpBits a, FpRound r, unsigned *flags)
{
    unsigned fl = 0;
    Num x;
    FpBits res;
    unpack(from, a, &x);
    if (x.cls == C_BAD) {
        fl |= FP_INVALID;
        res = fp_qnan(to);
    } else {
        /* NaNs keep their sign and the top of their payload (6.2.3) */
        if (x.cls == C_NAN && !(x.pay[1] >> 63))
            fl |= FP_INVALID;
        res = finish_num(to, &x, r, &fl);
    }
    if (flags)
        *flags |= fl;
    return res;
}

/* Limb i of the magnitude of the `bits`-bit integer w (two's complement when
 * neg); z is the index of w's lowest nonzero limb. */
static uint64_t
mag_limb(const uint64_t *w, size_t nw, unsigned bits, int neg, size_t z, size_t i)
{
    uint64_t v = w[i];
    if (i == nw - 1 && bits % 64)
        v &= (1ull << (bits % 64)) - 1;
    if (neg) {
        if (i < z)
            v = 0;
        else if (i == z)
            v = ~v + 1;
        else
            v = ~v;
        if (i == nw - 1 && bits % 64)
            v &= (1ull << (bits % 64)) - 1;
    }
    return v;
}

FpBits
fp_from_int(FpFmt f, const uint64_t *w, unsigned bits, int is_signed, FpRound r,
            unsigned *flags)
{
    unsigned fl = 0;
    size_t nw = ((size_t)bits + 63) / 64, z = 0, top, i;
    FpBits res;
    if (bits == 0)
        return fp_zero(f, 0);
    int neg = is_signed && ((w[(bits - 1) / 64] >> ((bits - 1) % 64)) & 1);
    while (z < nw && mag_limb(w, nw, bits, 0, 0, z) == 0)
        z++;
    if (z == nw)
        return fp_zero(f, 0);
    top = nw - 1;
    while (mag_limb(w, nw, bits, neg, z, top) == 0)
        top--;
    /* the top nl + 2 limbs hold more than p + 2 bits; the rest is sticky */
    int wn = precs[f].nl + 2;
    size_t lo = top + 1 >= (size_t)wn ? top + 1 - (size_t)wn : 0;
    uint64_t win[NLMAX + 2];
    int sticky = 0;
    zero_n(win, wn);
    for (i = lo; i <= top; i++)
        win[i - lo] = mag_limb(w, nw, bits, neg, z, i);
    for (i = 0; i < lo && !sticky; i++)
        sticky = mag_limb(w, nw, bits, neg, z, i) != 0;
    res = finish(f, neg, win, wn, (int64_t)lo * 64, sticky, r, &fl);
    if (flags)
        *flags |= fl;
    return res;
}

/* The integer conversion of a finite or special x: 0 when it fits (w holds
 * it, *inexact says whether rounding dropped something), 1 when not. */
static int
to_int(uint64_t *w, unsigned bits, int is_signed, const Num *x, int rm, int *inexact)
{
    size_t nw = ((size_t)bits + 63) / 64;
    *inexact = 0;
    zero_n(w, (int)nw);
    if (x->cls == C_ZERO)
        return 0;
    if (x->cls != C_FIN || x->exp > (int64_t)bits + 1)
        return 1;
    int nl = x->nl, pow2;
    int64_t t = lsb_exp(x), kl;
    if (t >= 0) {
        shift_into(w, (int)nw, x->m, nl, t);
        kl = x->exp + 1;
        pow2 = bitlen(x->m, nl) - 1 == 64 * nl - 1 && !any_below(x->m, nl, 64 * nl - 1);
    } else {
        uint64_t keep[NLMAX + 1];
        *inexact = round_bits(keep, nl + 1, x->sign, x->m, nl, -t, 0, rm);
        kl = bitlen(keep, nl + 1);
        pow2 = kl > 0 && !any_below(keep, nl + 1, kl - 1);
        shift_into(w, (int)nw, keep, nl + 1, 0);
    }
    if (kl == 0)
        return 0;
    if (is_signed) {
        if (kl > (int64_t)bits || (kl == (int64_t)bits && !(x->sign && pow2)))
            return 1;
    } else if (x->sign || kl > (int64_t)bits) {
        return 1;
    }
    if (x->sign)
        neg_n(w, (int)nw);
    if (bits % 64)
        w[nw - 1] &= (1ull << (bits % 64)) - 1;
    return 0;
}

int
fp_to_int(uint64_t *w, unsigned bits, int is_signed, FpFmt f, FpBits a, FpRound r,
          unsigned *flags)
{
    Num x;
    int inexact;
    unpack(f, a, &x);
    if (to_int(w, bits, is_signed, &x, r, &inexact)) {
        /* IEEE 754 5.8: NaN, infinity or out of range is invalid */
        if (flags)
            *flags |= FP_INVALID;
        return 1;
    }
    if (inexact && flags)
        *flags |= FP_INEXACT;
    return 0;
}

void
fp_to_int_sat(uint64_t *w, unsigned bits, int is_signed, FpFmt f, FpBits a)
{
    Num x;
    int inexact;
    size_t nw = ((size_t)bits + 63) / 64;
    unpack(f, a, &x);
    if (!to_int(w, bits, is_signed, &x, FP_RTZ, &inexact))
        return;
    /* LangRef llvm.fptosi.sat: NaN is 0, the rest clamps */
    zero_n(w, (int)nw);
    if (x.cls == C_NAN || x.cls == C_BAD)
        return;
    if (x.sign) {
        if (is_signed)
            setbit(w, bits - 1);
        return;
    }
    for (size_t i = 0; i < nw; i++)
        w[i] = ~0ull;
    if (bits % 64)
        w[nw - 1] &= (1ull << (bits % 64)) - 1;
    if (is_signed)
        w[(bits - 1) / 64] &= ~(1ull << ((bits - 1) % 64));
}

FpBits
fp_from_double(FpFmt f, double d, FpRound r, unsigned *flags)
{
    FpBits a = {{0, 0}};
    memcpy(&a.w[0], &d, sizeof d);
    return fp_convert(f, FP_F64, a, r, flags);
}

double
fp_to_double(FpFmt f, FpBits a)
{
    double d;
    FpBits r = fp_convert(FP_F64, f, a, FP_RNE, NULL);
    memcpy(&d, &r.w[0], sizeof d);
    return d;
}

/* ------------------------------------------------------------ big integers */

/* Decimal conversion needs integers of up to ~40000 bits (5^17000 for a
 * 12000-digit input); they live on the heap, sized up front. */
typedef struct Big {
    uint64_t *d;
    size_t n, cap; /* d[n-1] != 0, or n == 0 */
} Big;

static void
big_new(Big *b, size_t cap)
{
    b->d = ir_malloc((cap ? cap : 1) * sizeof *b->d);
    b->n = 0;
    b->cap = cap;
}

static void
big_free(Big *b)
{
    ir_free(b->d);
}

static void
big_trim(Big *b)
{
    while (b->n && !b->d[b->n - 1])
        b->n--;
}

static void
big_set(Big *b, const uint64_t *x, size_t n)
{
    ir_assert(n <= b->cap);
    memcpy(b->d, x, n * sizeof *x);
    b->n = n;
    big_trim(b);
}

/* b = b * m + a */
static void
big_muladd(Big *b, uint64_t m, uint64_t a)
{
    u128 c = a;
    for (size_t i = 0; i < b->n; i++) {
        c += (u128)b->d[i] * m;
        b->d[i] = (uint64_t)c;
        c >>= 64;
    }
    if (c) {
        ir_assert(b->n < b->cap);
        b->d[b->n++] = (uint64_t)c;
    }
}

static void
big_mulpow5(Big *b, int64_t k)
{
    static const uint64_t p5_27 = 7450580596923828125ull; /* 5^27 < 2^63 */
    for (; k >= 27; k -= 27)
        big_muladd(b, p5_27, 0);
    uint64_t m = 1;
    for (; k > 0; k--)
        m *= 5;
    if (m > 1)
        big_muladd(b, m, 0);
}

static void
big_shl(Big *b, int64_t s)
{
    if (b->n == 0 || s == 0)
        return;
    size_t n = b->n + (size_t)(s / 64) + 1;
    ir_assert(n <= b->cap);
    uint64_t *tmp = b->d;
    /* from the top down, so that the copy can be in place */
    for (size_t i = n; i-- > 0;)
        tmp[i] = bits64(tmp, (int)b->n, (int64_t)i * 64 - s);
    b->n = n;
    big_trim(b);
}

static int
big_cmp(const Big *a, const Big *b)
{
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    return cmp_n(a->d, b->d, (int)a->n);
}

/* a -= b, a >= b */
static void
big_sub(Big *a, const Big *b)
{
    uint64_t br = sub_n(a->d, a->d, b->d, (int)b->n);
    for (size_t i = b->n; br && i < a->n; i++)
        br = a->d[i]-- == 0;
    big_trim(a);
}

/* q = floor(num / den) bit by bit; num is left holding the remainder.  tmp
 * needs num's capacity, q enough for the quotient. */
static void
big_divq(Big *num, const Big *den, Big *q, Big *tmp, int *sticky)
{
    int64_t t = bitlen(num->d, (int)num->n) - bitlen(den->d, (int)den->n);
    q->n = 0;
    if (t >= 0) {
        big_set(tmp, den->d, den->n);
        big_shl(tmp, t);
        q->n = (size_t)(t / 64 + 1);
        ir_assert(q->n <= q->cap);
        zero_n(q->d, (int)q->n);
        for (int64_t i = t; i >= 0; i--) {
            if (big_cmp(num, tmp) >= 0) {
                big_sub(num, tmp);
                setbit(q->d, i);
            }
            shr1_n(tmp->d, (int)tmp->n);
            big_trim(tmp);
        }
        big_trim(q);
    }
    *sticky = num->n != 0;
}

/* Limbs enough for 5^k (log2 5 < 2.3220). */
static size_t
pow5_limbs(int64_t k)
{
    return (size_t)(k * 2322 / 1000 / 64 + 2);
}

/* -------------------------------------------------------- decimal input */

/* More significant digits than any midpoint between two fp128 or x86_fp80
 * values has (about 11560): the digits after these only matter as "some
 * nonzero tail", which a final digit 1 stands for exactly. */
#define MAXDIG 12000

static int
isdig(char c)
{
    return c >= '0' && c <= '9';
}

static int
hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = (char)(c | 0x20);
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

static int
word_eq(const char *s, size_t n, const char *w)
{
    size_t k = strlen(w);
    if (n != k)
        return 0;
    for (size_t i = 0; i < k; i++)
        if ((s[i] | 0x20) != w[i])
            return 0;
    return 1;
}

/* Saturating decimal exponent: far beyond every format either way. */
static int
parse_exp(const char *s, size_t n, size_t *i, int64_t *ex)
{
    int neg = 0;
    *ex = 0;
    if (*i < n && (s[*i] == '+' || s[*i] == '-'))
        neg = s[(*i)++] == '-';
    if (*i >= n || !isdig(s[*i]))
        return -1;
    for (; *i < n && isdig(s[*i]); (*i)++)
        if (*ex < 1000000000000ll)
            *ex = *ex * 10 + (s[*i] - '0');
    if (neg)
        *ex = -*ex;
    return 0;
}

static int
parse_dec(FpFmt f, const char *s, size_t n, int neg, int rm, int full, FpBits *out, unsigned *fl)
{
    size_t i, nd = 0, intd = 0, fz = (size_t)-1, lastnz = 0, mend;
    int dot = 0;
    int64_t ex = 0;
    for (i = 0; i < n; i++) {
        if (isdig(s[i])) {
            if (s[i] != '0') {
                if (fz == (size_t)-1)
                    fz = nd;
                lastnz = nd;
            }
            nd++;
            intd += !dot;
        } else if (s[i] == '.' && !dot) {
            dot = 1;
        } else {
            break;
        }
    }
    if (nd == 0)
        return -1;
    mend = i;
    if (i < n && (s[i] | 0x20) == 'e') {
        i++;
        if (parse_exp(s, n, &i, &ex))
            return -1;
    }
    if (i != n)
        return -1;
    if (fz == (size_t)-1) {
        *out = fp_zero(f, neg);
        return 0;
    }
    /* digits fz .. fz+K-1 are taken (trailing zeros dropped), the rest
     * only as sticky */
    size_t K = lastnz - fz + 1;
    int sticky = 0;
    if (K > MAXDIG) {
        K = MAXDIG;
        sticky = 1;
    }
    int64_t E = (int64_t)intd - (int64_t)fz - (int64_t)K + ex;
    int64_t kd = (int64_t)K + sticky; /* digits of D */
    if (sticky)
        E--;
    uint64_t one = 1;
    if (E + kd - 1 > 5000) {
        *out = finish(f, neg, &one, 1, 1 << 24, 0, rm, fl); /* overflows */
        return 0;
    }
    if (E + kd < -5000) {
        *out = finish(f, neg, &one, 1, -(1 << 24), 0, rm, fl); /* underflows */
        return 0;
    }
    /* D = the digits as an integer */
    size_t dl = (size_t)kd * 3322 / 1000 / 64 + 3;
    int P = f == FP_PPC128 && !full ? PPC_TRY : precs[f].p;
    int64_t k = E < 0 ? -E : 0;
    size_t cap = dl + (E > 0 ? pow5_limbs(E) : 0) + (E < 0 ? pow5_limbs(k) + (size_t)P / 64 + 3 : 0);
    Big D;
    big_new(&D, cap);
    {
        size_t j = 0, taken = 0;
        uint64_t chunk = 0, mul = 1;
        for (i = 0; i < mend; i++) {
            if (s[i] == '.')
                continue;
            if (j >= fz && taken < K) {
                chunk = chunk * 10 + (uint64_t)(s[i] - '0');
                mul *= 10;
                taken++;
                if (mul == 10000000000000000000ull) {
                    big_muladd(&D, mul, chunk);
                    chunk = 0;
                    mul = 1;
                }
            } else if (taken == K && s[i] != '0') {
                sticky = 1;
            }
            j++;
        }
        if (mul > 1)
            big_muladd(&D, mul, chunk);
        if (sticky)
            big_muladd(&D, 10, 1);
    }
    if (E >= 0) {
        big_mulpow5(&D, E);
        *out = finish(f, neg, D.d, (int)D.n, E, 0, rm, fl);
        big_free(&D);
        return 0;
    }
    /* D / 10^k = (D 2^t / 5^k) 2^(-t-k), with t making the quotient p + 3
     * bits: a negative t scales the divisor instead, so that a long D
     * does not make a long quotient */
    Big Dn, Q, T;
    int st;
    big_new(&Dn, pow5_limbs(k) + dl + 2);
    Dn.d[0] = 1;
    Dn.n = 1;
    big_mulpow5(&Dn, k);
    int64_t t = bitlen(Dn.d, (int)Dn.n) - bitlen(D.d, (int)D.n) + P + 3;
    if (t >= 0)
        big_shl(&D, t);
    else
        big_shl(&Dn, -t);
    big_new(&Q, (size_t)P / 64 + 3);
    big_new(&T, (D.cap > Dn.cap ? D.cap : Dn.cap) + 1);
    big_divq(&D, &Dn, &Q, &T, &st);
    unsigned f1 = 0;
    *out = finish(f, neg, Q.d, (int)Q.n, -t - k, st, rm, &f1);
    big_free(&D);
    big_free(&Dn);
    big_free(&Q);
    big_free(&T);
    if (f == FP_PPC128 && !full && st && !ppc_settled(*out, -t - k))
        return parse_dec(f, s, n, neg, rm, 1, out, fl);
    *fl |= f1;
    return 0;
}

/* C99 hex-float: 0x h* [. h*] [p [+-] d+] */
static int
parse_hex(FpFmt f, const char *s, size_t n, int neg, int rm, FpBits *out, unsigned *fl)
{
    enum { HL = NLMAX + 2 };
    size_t i, nd = 0, intd = 0, fz = (size_t)-1, mend;
    int dot = 0;
    int64_t ex = 0;
    for (i = 2; i < n; i++) {
        if (hexval(s[i]) >= 0) {
            if (s[i] != '0' && fz == (size_t)-1)
                fz = nd;
            nd++;
            intd += !dot;
        } else if (s[i] == '.' && !dot) {
            dot = 1;
        } else {
            break;
        }
    }
    if (nd == 0)
        return -1;
    mend = i;
    if (i < n && (s[i] | 0x20) == 'p') {
        i++;
        if (parse_exp(s, n, &i, &ex))
            return -1;
    }
    if (i != n)
        return -1;
    if (fz == (size_t)-1) {
        *out = fp_zero(f, neg);
        return 0;
    }
    size_t K = nd - fz;
    if (K > (size_t)HL * 16)
        K = (size_t)HL * 16;
    uint64_t h[HL];
    int sticky = 0;
    size_t j = 0;
    zero_n(h, HL);
    for (i = 2; i < mend; i++) {
        if (s[i] == '.')
            continue;
        if (j >= fz && j - fz < K) {
            int64_t pos = 4 * (int64_t)(K - 1 - (j - fz));
            h[pos / 64] |= (uint64_t)hexval(s[i]) << (pos % 64);
        } else if (j >= fz && s[i] != '0') {
            sticky = 1;
        }
        j++;
    }
    int64_t e = 4 * ((int64_t)intd - (int64_t)fz - (int64_t)K) + ex;
    if (e > (1 << 24))
        e = 1 << 24;
    if (e < -(1 << 24))
        e = -(1 << 24);
    *out = finish(f, neg, h, HL, e, sticky, rm, fl);
    return 0;
}

int
fp_from_string(FpFmt f, const char *s, size_t n, FpRound r, FpBits *out, unsigned *flags)
{
    size_t i = 0;
    int neg = 0, rc;
    unsigned fl = 0;
    FpBits res;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        neg = s[i++] == '-';
    if (word_eq(s + i, n - i, "inf") || word_eq(s + i, n - i, "infinity")) {
        *out = fp_inf(f, neg);
        return 0;
    }
    if (word_eq(s + i, n - i, "nan")) {
        res = fp_qnan(f);
        *out = neg ? fp_neg(f, res) : res;
        return 0;
    }
    if (n - i >= 2 && s[i] == '0' && (s[i + 1] | 0x20) == 'x')
        rc = parse_hex(f, s + i, n - i, neg, r, &res, &fl);
    else
        rc = parse_dec(f, s + i, n - i, neg, r, 0, &res, &fl);
    if (rc)
        return -1;
    *out = res;
    if (flags)
        *flags |= fl;
    return 0;
}

/* ------------------------------------------------------- decimal output */

/* floor(y * 2^e2 / 10^s), which must be below 2^128, and whether the
 * division was inexact. */
static u128
scale_dec(const uint64_t *y, int yn, int64_t e2, int64_t s, int *sticky)
{
    int64_t p5n = s < 0 ? -s : 0, p5d = s > 0 ? s : 0;
    int64_t p2n = e2 > s ? e2 - s : 0, p2d = s > e2 ? s - e2 : 0;
    Big N;
    u128 q;
    big_new(&N, (size_t)yn + pow5_limbs(p5n) + (size_t)(p2n / 64) + 2);
    big_set(&N, y, (size_t)yn);
    big_mulpow5(&N, p5n);
    big_shl(&N, p2n);
    if (p5d == 0) {
        *sticky = any_below(N.d, (int)N.n, p2d);
        q = (u128)bits64(N.d, (int)N.n, p2d + 64) << 64 | bits64(N.d, (int)N.n, p2d);
    } else {
        Big Dn, Q, T;
        big_new(&Dn, pow5_limbs(p5d) + (size_t)(p2d / 64) + 2);
        Dn.d[0] = 1;
        Dn.n = 1;
        big_mulpow5(&Dn, p5d);
        big_shl(&Dn, p2d);
        big_new(&Q, N.cap + 1);
        big_new(&T, N.cap + 1);
        big_divq(&N, &Dn, &Q, &T, sticky);
        ir_assert(Q.n <= 2);
        q = Q.n == 0 ? 0 : Q.n == 1 ? Q.d[0] : (u128)Q.d[1] << 64 | Q.d[0];
        big_free(&Dn);
        big_free(&Q);
        big_free(&T);
    }
    big_free(&N);
    return q;
}

static u128
pow10_u128(int k)
{
    u128 p = 1;
    while (k-- > 0)
        p *= 10;
    return p;
}

static int
dec_digits(u128 v, char *d)
{
    char tmp[48];
    int n = 0;
    do {
        tmp[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    for (int i = 0; i < n; i++)
        d[i] = tmp[n - 1 - i];
    d[n] = 0;
    return n;
}

/* The digits of c (trailing zeros dropped) times 10^X as the first digit's
 * weight; the text always has a '.', as LLVM's lexer wants of decimal fp. */
static int
render(char *buf, int neg, u128 c, int64_t X)
{
    char d[48];
    int k = dec_digits(c, d);
    while (k > 1 && d[k - 1] == '0')
        d[--k] = 0;
    char *p = buf;
    if (neg)
        *p++ = '-';
    if (X >= 0 && X < 21) {
        for (int64_t i = 0; i <= X; i++)
            *p++ = i < k ? d[i] : '0';
        *p++ = '.';
        if (k > X + 1) {
            for (int i = (int)X + 1; i < k; i++)
                *p++ = d[i];
        } else {
            *p++ = '0';
        }
    } else if (X < 0 && X >= -5) {
        *p++ = '0';
        *p++ = '.';
        for (int64_t i = -1; i > X; i--)
            *p++ = '0';
        for (int i = 0; i < k; i++)
            *p++ = d[i];
    } else {
        *p++ = d[0];
        *p++ = '.';
        if (k > 1) {
            for (int i = 1; i < k; i++)
                *p++ = d[i];
        } else {
            *p++ = '0';
        }
        *p++ = 'e';
        *p++ = X < 0 ? '-' : '+';
        char e[24];
        int en = dec_digits((u128)(X < 0 ? -X : X), e);
        memcpy(p, e, (size_t)en);
        p += en;
    }
    *p = 0;
    return (int)(p - buf);
}

/* floor(log10(2^b)) for |b| < 2^40 */
static int64_t
floor_log10_pow2(int64_t b)
{
    /* 1292913986 / 2^32 = log10(2) - 1.4e-10 */
    int64_t v = b * 1292913986;
    return v >= 0 ? v >> 32 : -((-v + ((int64_t)1 << 32) - 1) >> 32);
}

/* Shortest digits for ppc_fp128: its round-trip interval is not one binade
 * interval, so candidates of increasing length are read back. */
static int
to_string_ppc(char *buf, const Num *x, FpBits a, u128 qv, int stv, int nd, int64_t s)
{
    char tmp[80];
    int len = 0;
    for (int k = 1; k <= nd; k++) {
        u128 unit = pow10_u128(nd - k), lo = qv / unit * unit, rem = qv - lo;
        u128 c = lo;
        if (2 * rem > unit || (2 * rem == unit && (stv || (lo / unit) % 2)))
            c = lo + unit;
        len = render(tmp, x->sign, c, s + nd - 1 + (c >= pow10_u128(nd)));
        FpBits b;
        if (fp_from_string(FP_PPC128, tmp, (size_t)len, FP_RNE, &b, NULL) == 0 &&
            b.w[0] == a.w[0] && (b.w[1] == a.w[1] || ((b.w[1] << 1) == 0 && (a.w[1] << 1) == 0)))
            break;
    }
    memcpy(buf, tmp, (size_t)len + 1);
    return len;
}

int
fp_to_string(char *buf, FpFmt f, FpBits a)
{
    Num x;
    unpack(f, a, &x);
    char *p = buf;
    if (x.cls == C_NAN || x.cls == C_BAD) {
        strcpy(buf, x.sign ? "-nan" : "nan");
        return (int)strlen(buf);
    }
    if (x.sign)
        *p++ = '-';
    if (x.cls == C_INF) {
        strcpy(p, "inf");
        return (int)(p - buf) + 3;
    }
    if (x.cls == C_ZERO) {
        strcpy(p, "0.0");
        return (int)(p - buf) + 3;
    }
    const Prec *pr = &precs[f];
    int nl = x.nl;
    /* value = M 2^e2 with M the format's integer significand */
    uint64_t M[NLMAX + 1];
    int64_t e2;
    int P = f == FP_PPC128 ? 64 * nl : pr->p;
    if (f == FP_PPC128 || x.exp >= pr->emin) {
        shift_into(M, nl + 1, x.m, nl, P - 64 * nl);
        e2 = x.exp - P + 1;
    } else {
        shift_into(M, nl + 1, x.m, nl, P - 64 * nl - (pr->emin - x.exp));
        e2 = pr->emin - P + 1;
    }
    /* 37 or 38 digits of v, scaled by 10^s, into a u128 */
    int64_t s = floor_log10_pow2(e2 + bitlen(M, nl + 1) - 1) - 36;
    u128 qv;
    int stv, nd;
    char dd[48];
    for (;;) {
        qv = scale_dec(M, nl + 1, e2, s, &stv);
        nd = dec_digits(qv, dd);
        if (nd < 37)
            s -= 37 - nd;
        else if (nd > 38)
            s += nd - 38;
        else
            break;
    }
    if (f == FP_PPC128)
        return to_string_ppc(buf, &x, a, qv, stv, nd, s);
    /* The round-trip interval: halfway to the neighbours, which is a
     * quarter ulp below a power of two (not the least normal binade);
     * its ends read back to v iff M is even (ties to even).  In units of
     * 2^(e2-2): 4M - 2 (or 4M - 1) .. 4M + 2. */
    u128 m = (u128)M[1] << 64 | M[0];
    int even = !(m & 1);
    int lowgap = m == (u128)1 << (P - 1) && x.exp > pr->emin;
    u128 yl = 4 * m - (lowgap ? 1 : 2), yh = 4 * m + 2;
    uint64_t yw[2];
    int stl, sth;
    yw[0] = (uint64_t)yl;
    yw[1] = (uint64_t)(yl >> 64);
    u128 ql = scale_dec(yw, 2, e2 - 2, s, &stl);
    yw[0] = (uint64_t)yh;
    yw[1] = (uint64_t)(yh >> 64);
    u128 qh = scale_dec(yw, 2, e2 - 2, s, &sth);
    /* shortest: at each length the two neighbours of v are the only
     * candidates worth trying */
    for (int k = 1; k <= nd; k++) {
        u128 unit = pow10_u128(nd - k), lo = qv / unit * unit, rem = qv - lo;
        u128 cand[2];
        int nc = 0;
        int lo_first = 2 * rem < unit || (2 * rem == unit && !stv && (lo / unit) % 2 == 0);
        if (rem == 0 && !stv) {
            cand[nc++] = lo;
        } else if (lo_first) {
            cand[nc++] = lo;
            cand[nc++] = lo + unit;
        } else {
            cand[nc++] = lo + unit;
            cand[nc++] = lo;
        }
        for (int i = 0; i < nc; i++) {
            u128 c = cand[i];
            int above_l = c > ql || (c == ql && !stl && even);
            int below_h = c < qh || (c == qh && sth) || (c == qh && !sth && even);
            if (above_l && below_h) {
                int64_t X = s + nd - 1 + (c >= pow10_u128(nd));
                return render(buf, x.sign, c, X);
            }
        }
    }
    return render(buf, x.sign, qv, s + nd - 1);
}
