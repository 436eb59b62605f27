/* wide.c -- arbitrary-width two's-complement integers (LLVM's iN) as arrays
 * of 64-bit limbs, least significant first.  See wide.h for the conventions.
 *
 * Every function accepts results that alias inputs: elementwise operations
 * read limb i before writing limb i; the few that cannot (multiplication by
 * itself, division, decimal output) work on scratch copies.  Scratch lives on
 * the stack up to WIDE_STACK_BITS and comes from ir_malloc above that, so the
 * interpreter's common widths never touch the heap.
 *
 * The 64x64->128 products and 128/64 quotients use unsigned __int128, which
 * GCC and Clang provide on every 64-bit target llfuzz runs on.
 */
#include <string.h>

#include "ir.h"

#ifndef __SIZEOF_INT128__
#error "ir/wide.c needs unsigned __int128 (GCC or Clang on a 64-bit target)"
#endif

__extension__ typedef unsigned __int128 u128;

#define STACK_WORDS WIDE_WORDS(WIDE_STACK_BITS)
#define ONES (~(uint64_t)0)

/* 10^19 is the largest power of ten below 2^64: decimal conversion moves 19
 * digits per pass over the limbs instead of one. */
#define DEC_CHUNK 10000000000000000000ull
#define DEC_CHUNK_DIGITS 19

/* ------------------------------------------------------------- helpers */

/* The valid bits of the top limb. */
static uint64_t
top_mask(unsigned bits)
{
    unsigned k = bits % 64;
    return k ? ((uint64_t)1 << k) - 1 : ONES;
}

/* Scratch: `stack` has `have` limbs; larger requests go to the heap. */
static uint64_t *
scratch_get(uint64_t *stack, size_t have, size_t need)
{
    if (need <= have)
        return stack;
    return ir_malloc(need * sizeof(uint64_t));
}

static void
scratch_put(uint64_t *p, const uint64_t *stack)
{
    if (p != stack)
        ir_free(p);
}

/* Number of limbs up to and including the highest nonzero one. */
static size_t
sig_words(const uint64_t *a, size_t n)
{
    while (n > 0 && a[n - 1] == 0)
        n--;
    return n;
}

/* Set bits [lo, hi) to one. */
static void
set_range(uint64_t *r, size_t lo, size_t hi)
{
    while (lo < hi) {
        unsigned off = (unsigned)(lo % 64);
        size_t cnt = 64 - off;
        uint64_t m;
        if (cnt > hi - lo)
            cnt = hi - lo;
        m = cnt == 64 ? ONES : (((uint64_t)1 << cnt) - 1) << off;
        r[lo / 64] |= m;
        lo += cnt;
    }
}

/* Low n limbs of a * b.  Works from the top limb of a downward so that r may
 * alias a: a[i] is read before r[i] is first written, and step i only writes
 * r[i..n).  r must not alias b. */
static void
mul_low(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n)
{
    size_t nb = sig_words(b, n), i = n;

    while (i-- > 0) {
        uint64_t t = a[i], c = 0;
        size_t j, k;
        r[i] = 0;
        if (t == 0)
            continue;
        for (j = 0; j < nb && i + j < n; j++) {
            u128 p = (u128)t * b[j] + r[i + j] + c;
            r[i + j] = (uint64_t)p;
            c = (uint64_t)(p >> 64);
        }
        for (k = i + j; c && k < n; k++) {
            r[k] += c;
            c = r[k] < c;
        }
    }
}

/* r = r * m + c over the limbs of an N-bit value; returns 1 if the exact
 * result did not fit in N bits (the stored result is reduced mod 2^N). */
static int
mul_add_small(uint64_t *r, unsigned bits, uint64_t m, uint64_t c)
{
    size_t n = WIDE_WORDS(bits), i;
    int ov;

    for (i = 0; i < n; i++) {
        u128 p = (u128)r[i] * m + c;
        r[i] = (uint64_t)p;
        c = (uint64_t)(p >> 64);
    }
    ov = c != 0 || (r[n - 1] & ~top_mask(bits)) != 0;
    wide_norm(r, bits);
    return ov;
}

/* The top limb of a + b (sub = 0) or a - b (sub = 1), unnormalized, without
 * storing the others: the signed overflow tests need only its sign bit. */
static uint64_t
top_limb_sum(const uint64_t *a, const uint64_t *b, unsigned bits, int sub)
{
    size_t n = WIDE_WORDS(bits), i;
    uint64_t c = (uint64_t)sub, y;

    /* a - b is a + ~b + 1. */
    for (i = 0; i + 1 < n; i++) {
        uint64_t s, c1;
        y = sub ? ~b[i] : b[i];
        s = a[i] + y;
        c1 = s < y;
        s += c;
        c = c1 | (s < c);
    }
    y = sub ? ~b[n - 1] : b[n - 1];
    return a[n - 1] + y + c;
}

/* Whether the exact product of a and b (N-bit, signed or unsigned) needs
 * more than N bits.  The caller picks w, a width that holds the exact product
 * (at most 2N), so multiplying mod 2^w is exact. */
static int
mul_exceeds(const uint64_t *a, const uint64_t *b, unsigned bits, unsigned w,
            int is_signed)
{
    uint64_t stack[3 * 2 * STACK_WORDS];
    size_t n = WIDE_WORDS(w);
    uint64_t *buf = scratch_get(stack, sizeof stack / sizeof stack[0], 3 * n);
    uint64_t *x = buf, *y = buf + n, *p = buf + 2 * n;
    int ov;

    if (is_signed) {
        wide_sext(x, w, a, bits);
        wide_sext(y, w, b, bits);
    } else {
        wide_zext(x, w, a, bits);
        wide_zext(y, w, b, bits);
    }
    mul_low(p, x, y, n);
    wide_norm(p, w);
    if (is_signed)
        ov = wide_min_signed_bits(p, w) > bits;
    else
        ov = wide_active_bits(p, w) > bits;
    scratch_put(buf, stack);
    return ov;
}

/* ---------------------------------------------------------- constants */

void
wide_norm(uint64_t *r, unsigned bits)
{
    r[WIDE_WORDS(bits) - 1] &= top_mask(bits);
}

void
wide_zero(uint64_t *r, unsigned bits)
{
    memset(r, 0, WIDE_WORDS(bits) * sizeof(uint64_t));
}

void
wide_copy(uint64_t *r, const uint64_t *a, unsigned bits)
{
    if (r != a)
        memmove(r, a, WIDE_WORDS(bits) * sizeof(uint64_t));
}

void
wide_set_u64(uint64_t *r, unsigned bits, uint64_t v)
{
    wide_zero(r, bits);
    r[0] = v;
    wide_norm(r, bits);
}

void
wide_set_i64(uint64_t *r, unsigned bits, int64_t v)
{
    size_t n = WIDE_WORDS(bits), i;
    uint64_t fill = v < 0 ? ONES : 0;

    r[0] = (uint64_t)v;
    for (i = 1; i < n; i++)
        r[i] = fill;
    wide_norm(r, bits);
}

void
wide_all_ones(uint64_t *r, unsigned bits)
{
    memset(r, 0xff, WIDE_WORDS(bits) * sizeof(uint64_t));
    wide_norm(r, bits);
}

void
wide_signed_min(uint64_t *r, unsigned bits)
{
    wide_zero(r, bits);
    wide_set_bit(r, bits - 1, 1);
}

void
wide_signed_max(uint64_t *r, unsigned bits)
{
    wide_all_ones(r, bits);
    wide_set_bit(r, bits - 1, 0);
}

/* --------------------------------------------------------- predicates */

int
wide_is_zero(const uint64_t *a, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;
    uint64_t acc = 0;

    for (i = 0; i < n; i++)
        acc |= a[i];
    return acc == 0;
}

int
wide_is_all_ones(const uint64_t *a, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;

    for (i = 0; i + 1 < n; i++)
        if (a[i] != ONES)
            return 0;
    return a[n - 1] == top_mask(bits);
}

int
wide_get_bit(const uint64_t *a, unsigned i)
{
    return (int)((a[i / 64] >> (i % 64)) & 1);
}

void
wide_set_bit(uint64_t *a, unsigned i, int v)
{
    uint64_t m = (uint64_t)1 << (i % 64);

    if (v)
        a[i / 64] |= m;
    else
        a[i / 64] &= ~m;
}

int
wide_sign(const uint64_t *a, unsigned bits)
{
    return wide_get_bit(a, bits - 1);
}

int
wide_eq(const uint64_t *a, const uint64_t *b, unsigned bits)
{
    return memcmp(a, b, WIDE_WORDS(bits) * sizeof(uint64_t)) == 0;
}

int
wide_ucmp(const uint64_t *a, const uint64_t *b, unsigned bits)
{
    size_t i = WIDE_WORDS(bits);

    while (i-- > 0)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

int
wide_scmp(const uint64_t *a, const uint64_t *b, unsigned bits)
{
    int sa = wide_sign(a, bits), sb = wide_sign(b, bits);

    if (sa != sb)
        return sa ? -1 : 1;
    /* Same sign: two's complement orders like unsigned. */
    return wide_ucmp(a, b, bits);
}

/* --------------------------------------------------------- arithmetic */

int
wide_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;
    uint64_t c = 0;

    for (i = 0; i < n; i++) {
        uint64_t y = b[i], s = a[i] + y;
        uint64_t c1 = s < y;
        s += c;
        c = c1 | (s < c);
        r[i] = s;
    }
    if (bits % 64) {
        /* Both top limbs are below 2^63, so the carry out of bit N is still
         * inside the limb. */
        c = r[n - 1] >> (bits % 64);
        wide_norm(r, bits);
    }
    return (int)c;
}

int
wide_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;
    uint64_t bw = 0;

    for (i = 0; i < n; i++) {
        uint64_t x = a[i], y = b[i], d = x - y;
        uint64_t b1 = x < y;
        uint64_t d2 = d - bw;
        bw = b1 | (d < bw);
        r[i] = d2;
    }
    /* A borrow out of the top limb is a borrow out of bit N too: both
     * operands are below 2^N there. */
    wide_norm(r, bits);
    return (int)bw;
}

void
wide_neg(uint64_t *r, const uint64_t *a, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;
    uint64_t c = 1;

    for (i = 0; i < n; i++) {
        uint64_t s = ~a[i] + c;
        c = c && s == 0;
        r[i] = s;
    }
    wide_norm(r, bits);
}

void
wide_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits)
{
    size_t n = WIDE_WORDS(bits);

    /* mul_low tolerates r == a but not r == b; the product commutes. */
    if (r == b && r != a) {
        const uint64_t *t = a;
        a = b;
        b = t;
    }
    if (r == b) {
        uint64_t stack[STACK_WORDS];
        uint64_t *copy = scratch_get(stack, STACK_WORDS, n);
        memcpy(copy, b, n * sizeof(uint64_t));
        mul_low(r, a, copy, n);
        scratch_put(copy, stack);
    } else {
        mul_low(r, a, b, n);
    }
    wide_norm(r, bits);
}

int
wide_udivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b,
             unsigned bits)
{
    size_t n = WIDE_WORDS(bits), na, nb, m, i;
    uint64_t stack[3 * STACK_WORDS + 2];
    uint64_t *buf, *un, *vn, *qq;
    unsigned s;
    int j;

    nb = sig_words(b, n);
    if (nb == 0)
        return -1;
    if (wide_ucmp(a, b, bits) < 0) {
        /* rem first: q may alias a. */
        if (rem)
            wide_copy(rem, a, bits);
        if (q)
            wide_zero(q, bits);
        return 0;
    }
    na = sig_words(a, n);

    if (nb == 1) {
        /* Short division, top limb down: a[i] is read before q[i] is
         * written, and d is read before q's tail is cleared. */
        uint64_t d = b[0], r = 0;
        if (q)
            for (i = na; i < n; i++)
                q[i] = 0;
        for (i = na; i-- > 0;) {
            u128 cur = ((u128)r << 64) | a[i];
            uint64_t qd = (uint64_t)(cur / d);
            r = (uint64_t)(cur - (u128)qd * d);
            if (q)
                q[i] = qd;
        }
        if (rem) {
            wide_zero(rem, bits);
            rem[0] = r;
        }
        return 0;
    }

    /* Knuth's algorithm D (TAOCP vol. 2, 4.3.1) on 64-bit digits: normalize
     * so the divisor's top bit is set, which keeps each estimated quotient
     * digit at most two above the true one. */
    m = na - nb;
    buf = scratch_get(stack, sizeof stack / sizeof stack[0], (na + 1) + nb + (m + 1));
    un = buf;
    vn = un + na + 1;
    qq = vn + nb;
    s = (unsigned)__builtin_clzll(b[nb - 1]);
    for (i = nb; i-- > 0;)
        vn[i] = (b[i] << s) | (s && i ? b[i - 1] >> (64 - s) : 0);
    un[na] = s ? a[na - 1] >> (64 - s) : 0;
    for (i = na; i-- > 0;)
        un[i] = (a[i] << s) | (s && i ? a[i - 1] >> (64 - s) : 0);

    for (j = (int)m; j >= 0; j--) {
        size_t jj = (size_t)j;
        u128 num = ((u128)un[jj + nb] << 64) | un[jj + nb - 1];
        u128 qhat = num / vn[nb - 1];
        u128 rhat = num - qhat * vn[nb - 1];
        uint64_t k = 0, bw = 0, x, d, b1;

        /* Refine with the next digit; qhat >= 2^64 is tested first so the
         * product below cannot overflow 128 bits. */
        while (qhat >> 64
               || qhat * vn[nb - 2] > ((rhat << 64) | un[jj + nb - 2])) {
            qhat--;
            rhat += vn[nb - 1];
            if (rhat >> 64)
                break;
        }

        /* un[j..j+nb] -= qhat * vn */
        for (i = 0; i < nb; i++) {
            u128 p = qhat * vn[i] + k;
            uint64_t lo = (uint64_t)p;
            k = (uint64_t)(p >> 64);
            x = un[jj + i];
            d = x - lo;
            b1 = x < lo;
            un[jj + i] = d - bw;
            bw = b1 | (d < bw);
        }
        x = un[jj + nb];
        d = x - k;
        b1 = x < k;
        un[jj + nb] = d - bw;
        bw = b1 | (d < bw);

        /* Rare (probability ~2/2^64): qhat was one too large; add back. */
        if (bw) {
            uint64_t c = 0;
            qhat--;
            for (i = 0; i < nb; i++) {
                uint64_t y = vn[i], t = un[jj + i] + y;
                uint64_t c1 = t < y;
                t += c;
                c = c1 | (t < c);
                un[jj + i] = t;
            }
            un[jj + nb] += c;
        }
        qq[jj] = (uint64_t)qhat;
    }

    /* Inputs are no longer read, so q and rem may now overwrite them. */
    if (q) {
        wide_zero(q, bits);
        memcpy(q, qq, (m + 1) * sizeof(uint64_t));
    }
    if (rem) {
        wide_zero(rem, bits);
        for (i = 0; i < nb; i++)
            rem[i] = (un[i] >> s) | (s ? un[i + 1] << (64 - s) : 0);
    }
    scratch_put(buf, stack);
    return 0;
}

int
wide_sdivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b,
             unsigned bits)
{
    size_t n = WIDE_WORDS(bits);
    uint64_t stack[2 * STACK_WORDS];
    uint64_t *buf, *x, *y;
    int sa, sb;

    if (wide_is_zero(b, bits))
        return -1;
    sa = wide_sign(a, bits);
    sb = wide_sign(b, bits);
    buf = scratch_get(stack, 2 * STACK_WORDS, 2 * n);
    x = buf;
    y = buf + n;
    /* Magnitudes; |INT_MIN| is 2^(N-1) read unsigned, so INT_MIN / -1 comes
     * out as 2^(N-1) = INT_MIN, the wrap LLVM's sdiv leaves undefined. */
    if (sa)
        wide_neg(x, a, bits);
    else
        wide_copy(x, a, bits);
    if (sb)
        wide_neg(y, b, bits);
    else
        wide_copy(y, b, bits);
    wide_udivrem(q, rem, x, y, bits);
    /* C's truncation: the quotient is negative when the signs differ, the
     * remainder takes the dividend's sign. */
    if (q && sa != sb)
        wide_neg(q, q, bits);
    if (rem && sa)
        wide_neg(rem, rem, bits);
    scratch_put(buf, stack);
    return 0;
}

/* ---------------------------------------------------- overflow tests */

int
wide_uadd_ov(const uint64_t *a, const uint64_t *b, unsigned bits)
{
    size_t i = WIDE_WORDS(bits);
    uint64_t m = top_mask(bits);

    /* a + b >= 2^N  iff  a > 2^N - 1 - b = ~b (N-bit). */
    while (i-- > 0) {
        uint64_t nb = ~b[i] & m;
        if (a[i] != nb)
            return a[i] > nb;
        m = ONES;
    }
    return 0;
}

int
wide_sadd_ov(const uint64_t *a, const uint64_t *b, unsigned bits)
{
    int sa = wide_sign(a, bits), sb = wide_sign(b, bits);
    uint64_t top;

    if (sa != sb)
        return 0;
    top = top_limb_sum(a, b, bits, 0);
    return (int)((top >> ((bits - 1) % 64)) & 1) != sa;
}

int
wide_usub_ov(const uint64_t *a, const uint64_t *b, unsigned bits)
{
    return wide_ucmp(a, b, bits) < 0;
}

int
wide_ssub_ov(const uint64_t *a, const uint64_t *b, unsigned bits)
{
    int sa = wide_sign(a, bits), sb = wide_sign(b, bits);
    uint64_t top;

    if (sa == sb)
        return 0;
    top = top_limb_sum(a, b, bits, 1);
    return (int)((top >> ((bits - 1) % 64)) & 1) != sa;
}

int
wide_umul_ov(const uint64_t *a, const uint64_t *b, unsigned bits)
{
    unsigned ka = wide_active_bits(a, bits), kb = wide_active_bits(b, bits);

    /* A ka-bit times a kb-bit number needs ka + kb or ka + kb - 1 bits. */
    if (ka == 0 || kb == 0 || ka + kb <= bits)
        return 0;
    if (ka + kb > bits + 1)
        return 1;
    return mul_exceeds(a, b, bits, ka + kb, 0);
}

int
wide_smul_ov(const uint64_t *a, const uint64_t *b, unsigned bits)
{
    unsigned ka, kb;

    if (wide_is_zero(a, bits) || wide_is_zero(b, bits))
        return 0;
    ka = wide_min_signed_bits(a, bits);
    kb = wide_min_signed_bits(b, bits);
    /* |a| <= 2^(ka-1) and |b| <= 2^(kb-1), so the product always fits in
     * ka + kb signed bits; and in ka + kb - 1 unless both are minimums. */
    if (ka + kb <= bits)
        return 0;
    return mul_exceeds(a, b, bits, ka + kb, 1);
}

/* -------------------------------------------------------------- bitwise */

void
wide_and(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;

    for (i = 0; i < n; i++)
        r[i] = a[i] & b[i];
}

void
wide_or(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;

    for (i = 0; i < n; i++)
        r[i] = a[i] | b[i];
}

void
wide_xor(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;

    for (i = 0; i < n; i++)
        r[i] = a[i] ^ b[i];
}

void
wide_not(uint64_t *r, const uint64_t *a, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;

    for (i = 0; i < n; i++)
        r[i] = ~a[i];
    wide_norm(r, bits);
}

/* Shift amounts >= bits are poison for LLVM and callers screen them out;
 * here they still give the limit value (0, or the sign fill for ashr)
 * rather than reading outside the operand. */
void
wide_shl(uint64_t *r, const uint64_t *a, unsigned sh, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), ws = sh / 64, i;
    unsigned bs = sh % 64;

    if (sh >= bits) {
        wide_zero(r, bits);
        return;
    }
    /* Top down: limb i reads only limbs <= i, so r may alias a. */
    for (i = n; i-- > 0;) {
        uint64_t v = 0;
        if (i >= ws) {
            v = a[i - ws] << bs;
            if (bs && i > ws)
                v |= a[i - ws - 1] >> (64 - bs);
        }
        r[i] = v;
    }
    wide_norm(r, bits);
}

void
wide_lshr(uint64_t *r, const uint64_t *a, unsigned sh, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), ws = sh / 64, i;
    unsigned bs = sh % 64;

    if (sh >= bits) {
        wide_zero(r, bits);
        return;
    }
    /* Bottom up: limb i reads only limbs >= i, so r may alias a. */
    for (i = 0; i < n; i++) {
        uint64_t v = 0;
        if (i + ws < n) {
            v = a[i + ws] >> bs;
            if (bs && i + ws + 1 < n)
                v |= a[i + ws + 1] << (64 - bs);
        }
        r[i] = v;
    }
}

void
wide_ashr(uint64_t *r, const uint64_t *a, unsigned sh, unsigned bits)
{
    int neg = wide_sign(a, bits);

    if (sh >= bits) {
        if (neg)
            wide_all_ones(r, bits);
        else
            wide_zero(r, bits);
        return;
    }
    wide_lshr(r, a, sh, bits);
    if (neg)
        set_range(r, bits - sh, bits);
}

/* ------------------------------------------------------- width changes */

void
wide_zext(uint64_t *r, unsigned rbits, const uint64_t *a, unsigned abits)
{
    size_t rn = WIDE_WORDS(rbits), an = WIDE_WORDS(abits);
    size_t k = rn < an ? rn : an;

    if (r != a)
        memmove(r, a, k * sizeof(uint64_t));
    memset(r + k, 0, (rn - k) * sizeof(uint64_t));
    /* Narrowing (rbits < abits) is a truncation. */
    wide_norm(r, rbits);
}

void
wide_sext(uint64_t *r, unsigned rbits, const uint64_t *a, unsigned abits)
{
    int neg = wide_sign(a, abits);

    wide_zext(r, rbits, a, abits);
    if (neg && rbits > abits)
        set_range(r, abits, rbits);
}

void
wide_trunc(uint64_t *r, unsigned rbits, const uint64_t *a, unsigned abits)
{
    wide_zext(r, rbits, a, abits);
}

/* ------------------------------------------------------------- counting */

unsigned
wide_popcount(const uint64_t *a, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;
    unsigned c = 0;

    for (i = 0; i < n; i++)
        c += (unsigned)__builtin_popcountll(a[i]);
    return c;
}

unsigned
wide_clz(const uint64_t *a, unsigned bits)
{
    size_t i = WIDE_WORDS(bits);

    while (i-- > 0)
        if (a[i]) {
            size_t top = i * 64 + 63 - (size_t)__builtin_clzll(a[i]);
            return bits - 1 - (unsigned)top;
        }
    return bits;
}

unsigned
wide_ctz(const uint64_t *a, unsigned bits)
{
    size_t n = WIDE_WORDS(bits), i;

    for (i = 0; i < n; i++)
        if (a[i])
            return (unsigned)(i * 64) + (unsigned)__builtin_ctzll(a[i]);
    return bits;
}

unsigned
wide_active_bits(const uint64_t *a, unsigned bits)
{
    return bits - wide_clz(a, bits);
}

unsigned
wide_min_signed_bits(const uint64_t *a, unsigned bits)
{
    size_t i = WIDE_WORDS(bits);
    uint64_t m = top_mask(bits);

    if (!wide_sign(a, bits))
        return wide_active_bits(a, bits) + 1;
    /* Negative: everything above the highest zero bit is sign; keep one. */
    while (i-- > 0) {
        uint64_t z = ~a[i] & m;
        if (z) {
            size_t top = i * 64 + 63 - (size_t)__builtin_clzll(z);
            return (unsigned)top + 2;
        }
        m = ONES;
    }
    return 1;
}

int
wide_fits_u64(const uint64_t *a, unsigned bits, uint64_t *out)
{
    if (wide_active_bits(a, bits) > 64)
        return 0;
    if (out)
        *out = a[0];
    return 1;
}

/* ----------------------------------------------------------------- text */

/* Chunks of up to 19 digits, each folded in with one multiply-add pass over
 * the limbs.  The exact value only grows as digits are appended, so it
 * exceeds 2^N - 1 at the end iff some step carried out of N bits. */
int
wide_from_dec(uint64_t *r, unsigned bits, const char *s, size_t n, int *overflow)
{
    size_t i, k;
    int ov = 0;

    if (n == 0)
        return -1;
    for (i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return -1;
    wide_zero(r, bits);
    /* The short chunk goes first so the rest are exactly 19 digits. */
    k = n % DEC_CHUNK_DIGITS;
    if (k == 0)
        k = DEC_CHUNK_DIGITS;
    for (i = 0; i < n; i += k, k = DEC_CHUNK_DIGITS) {
        uint64_t chunk = 0, scale = 1;
        size_t j;
        for (j = 0; j < k; j++) {
            chunk = chunk * 10 + (uint64_t)(s[i + j] - '0');
            scale *= 10;
        }
        ov |= mul_add_small(r, bits, scale, chunk);
    }
    if (overflow)
        *overflow = ov;
    return 0;
}

static int
hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

int
wide_from_hex(uint64_t *r, unsigned bits, const char *s, size_t n, int *overflow)
{
    size_t n_words = WIDE_WORDS(bits), i;
    int ov = 0;

    if (n == 0)
        return -1;
    for (i = 0; i < n; i++)
        if (hex_digit(s[i]) < 0)
            return -1;
    wide_zero(r, bits);
    /* Digit i from the right holds bits [4i, 4i+4); with 4 | 64 a digit
     * never straddles two limbs. */
    for (i = 0; i < n; i++) {
        uint64_t d = (uint64_t)hex_digit(s[n - 1 - i]);
        size_t pos = i * 4;
        if (d == 0)
            continue;
        if (pos / 64 >= n_words)
            ov = 1;
        else
            r[pos / 64] |= d << (pos % 64);
    }
    if (r[n_words - 1] & ~top_mask(bits))
        ov = 1;
    wide_norm(r, bits);
    if (overflow)
        *overflow = ov;
    return 0;
}

size_t
wide_dec_len(unsigned bits)
{
    /* 2^N - 1 has floor(N log10 2) + 1 digits, and 0.30103 > log10 2; plus
     * one for a sign and one for the NUL. */
    return (size_t)((uint64_t)bits * 30103 / 100000) + 3;
}

/* Repeated division of a scratch copy by 10^19, filling buf from its end
 * (wide_dec_len bounds the length), then sliding the text to the front. */
size_t
wide_to_dec(char *buf, const uint64_t *a, unsigned bits, int is_signed)
{
    size_t n = WIDE_WORDS(bits), cap = wide_dec_len(bits), pos = cap - 1, len, i;
    uint64_t stack[STACK_WORDS];
    uint64_t *x = scratch_get(stack, STACK_WORDS, n);
    int neg = is_signed && wide_sign(a, bits);

    /* The magnitude of INT_MIN is 2^(N-1), which negation gives unsigned. */
    if (neg)
        wide_neg(x, a, bits);
    else
        memcpy(x, a, n * sizeof(uint64_t));
    buf[pos] = '\0';
    n = sig_words(x, n);
    if (n == 0)
        buf[--pos] = '0';
    while (n > 0) {
        uint64_t r = 0;
        for (i = n; i-- > 0;) {
            u128 cur = ((u128)r << 64) | x[i];
            uint64_t qd = (uint64_t)(cur / DEC_CHUNK);
            r = (uint64_t)(cur - (u128)qd * DEC_CHUNK);
            x[i] = qd;
        }
        n = sig_words(x, n);
        if (n > 0) {
            /* Not the leading chunk: keep its leading zeros. */
            for (i = 0; i < DEC_CHUNK_DIGITS; i++) {
                buf[--pos] = (char)('0' + r % 10);
                r /= 10;
            }
        } else {
            do {
                buf[--pos] = (char)('0' + r % 10);
                r /= 10;
            } while (r);
        }
    }
    if (neg)
        buf[--pos] = '-';
    len = cap - 1 - pos;
    memmove(buf, buf + pos, len + 1);
    scratch_put(x, stack);
    return len;
}

size_t
wide_to_hex(char *buf, const uint64_t *a, unsigned bits, unsigned ndigits)
{
    size_t nd = (wide_active_bits(a, bits) + 3) / 4, i;

    if (nd == 0)
        nd = 1;
    if (nd < ndigits)
        nd = ndigits;
    for (i = 0; i < nd; i++) {
        size_t pos = (nd - 1 - i) * 4;
        unsigned d = 0;
        if (pos < bits)
            d = (unsigned)(a[pos / 64] >> (pos % 64)) & 15;
        buf[i] = "0123456789ABCDEF"[d];
    }
    buf[nd] = '\0';
    return nd;
}
