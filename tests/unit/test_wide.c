/* test_wide.c -- Criterion tests for ir/wide.c.
 *
 * Widths 1..128 are checked against unsigned __int128 / __int128 with a
 * fixed-seed PRNG; wider values against constants computed independently
 * (Python) and against deliberately naive reference algorithms written here
 * (32-bit-digit schoolbook multiplication, bit-at-a-time division), which
 * share no code with the library's Knuth division or 64-bit limb products.
 * Every operand buffer carries canary limbs past WIDE_WORDS(bits) so that a
 * write beyond the result is caught, and every result is checked normalized.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "ir/ir.h"

__extension__ typedef unsigned __int128 u128;
__extension__ typedef __int128 i128;

#define CANARY 0xA5A5C3C3DEADBEEFull
#define PER_WIDTH 80 /* cases per width per operation: 128 * 80 = 10240 */

/* ------------------------------------------------------------- PRNG */

typedef struct {
    uint64_t s;
} Rng;

static uint64_t
rng_next(Rng *r)
{
    /* xorshift64* */
    r->s ^= r->s >> 12;
    r->s ^= r->s << 25;
    r->s ^= r->s >> 27;
    return r->s * 2685821657736338717ull;
}

static unsigned
rng_below(Rng *r, unsigned n)
{
    return (unsigned)(rng_next(r) % n);
}

/* ------------------------------------------------- u128 <-> limbs */

static u128
mask128(unsigned w)
{
    return w >= 128 ? ~(u128)0 : (((u128)1 << w) - 1);
}

static i128
sext128(u128 v, unsigned w)
{
    if (w < 128 && ((v >> (w - 1)) & 1))
        v |= ~mask128(w);
    return (i128)v;
}

/* Random value of width w, biased toward the edges where bugs live. */
static u128
rand_val(Rng *r, unsigned w)
{
    u128 m = mask128(w), v;
    u128 min = (u128)1 << (w - 1);

    switch (rng_below(r, 12)) {
    case 0: v = 0; break;
    case 1: v = 1; break;
    case 2: v = m; break;
    case 3: v = min; break;
    case 4: v = min - 1; break;
    case 5: v = min + 1; break;
    case 6: v = (u128)1 << rng_below(r, w); break;
    case 7: v = ((u128)1 << rng_below(r, w)) - 1; break;
    case 8: v = m - (rng_next(r) & 7); break;
    case 9: v = rng_next(r) & 0xff; break;
    case 10: /* random active length */
        v = ((u128)rng_next(r) << 64) | rng_next(r);
        v >>= rng_below(r, 128);
        break;
    default:
        v = ((u128)rng_next(r) << 64) | rng_next(r);
        break;
    }
    return v & m;
}

/* Buffers are 4 limbs: the value's 1 or 2 limbs, then canaries. */
static void
put(uint64_t *l, u128 v, unsigned w)
{
    size_t n = WIDE_WORDS(w), i;

    l[0] = (uint64_t)v;
    if (n > 1)
        l[1] = (uint64_t)(v >> 64);
    for (i = n; i < 4; i++)
        l[i] = CANARY;
}

static void
canaries(uint64_t *l, unsigned w)
{
    size_t i;

    for (i = WIDE_WORDS(w); i < 4; i++)
        l[i] = CANARY;
}

static u128
get(const uint64_t *l, unsigned w)
{
    size_t n = WIDE_WORDS(w), i;
    u128 v = l[0];

    for (i = n; i < 4; i++)
        cr_assert_eq(l[i], CANARY, "write past the result at width %u", w);
    if (n > 1)
        v |= (u128)l[1] << 64;
    cr_assert((v & ~mask128(w)) == 0, "result not normalized at width %u", w);
    return v;
}

static void
hex128(char *buf, u128 v)
{
    snprintf(buf, 40, "%016llx%016llx", (unsigned long long)(v >> 64),
             (unsigned long long)v);
}

static void
expect128(u128 got, u128 want, const char *op, unsigned w, u128 a, u128 b)
{
    char g[40], x[40], ha[40], hb[40];

    if (got == want)
        return;
    hex128(g, got);
    hex128(x, want);
    hex128(ha, a);
    hex128(hb, b);
    cr_assert_fail("%s i%u: a=%s b=%s: got %s want %s", op, w, ha, hb, g, x);
}

/* Reference decimal of a u128, by repeated %10. */
static void
dec128(char *buf, u128 v, int neg)
{
    char tmp[64];
    int n = 0, i = 0;

    do {
        tmp[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    if (neg)
        buf[i++] = '-';
    while (n > 0)
        buf[i++] = tmp[--n];
    buf[i] = '\0';
}

/* ------------------------------------------ widths 1..128 vs __int128 */

Test(wide, constants_and_predicates)
{
    Rng rng = {0x9E3779B97F4A7C15ull};
    uint64_t r[4], a[4], b[4];
    unsigned w;
    int k;

    for (w = 1; w <= 128; w++) {
        u128 m = mask128(w), min = (u128)1 << (w - 1);

        canaries(r, w);
        wide_zero(r, w);
        expect128(get(r, w), 0, "zero", w, 0, 0);
        canaries(r, w);
        wide_all_ones(r, w);
        expect128(get(r, w), m, "all_ones", w, 0, 0);
        cr_assert(wide_is_all_ones(r, w));
        canaries(r, w);
        wide_signed_min(r, w);
        expect128(get(r, w), min, "signed_min", w, 0, 0);
        cr_assert_eq(wide_sign(r, w), 1);
        canaries(r, w);
        wide_signed_max(r, w);
        expect128(get(r, w), min - 1, "signed_max", w, 0, 0);
        cr_assert_eq(wide_sign(r, w), 0);

        for (k = 0; k < PER_WIDTH; k++) {
            u128 x = rand_val(&rng, w), y = rand_val(&rng, w);
            uint64_t v64 = rng_next(&rng);
            unsigned bit = rng_below(&rng, w);
            i128 sx = sext128(x, w), sy = sext128(y, w);

            canaries(r, w);
            wide_set_u64(r, w, v64);
            expect128(get(r, w), (u128)v64 & m, "set_u64", w, v64, 0);
            canaries(r, w);
            wide_set_i64(r, w, (int64_t)v64);
            expect128(get(r, w), (u128)(i128)(int64_t)v64 & m, "set_i64", w, v64, 0);

            put(a, x, w);
            put(b, y, w);
            cr_assert_eq(wide_is_zero(a, w), x == 0);
            cr_assert_eq(wide_is_all_ones(a, w), x == m);
            cr_assert_eq(wide_sign(a, w), (int)((x >> (w - 1)) & 1));
            cr_assert_eq(wide_get_bit(a, bit), (int)((x >> bit) & 1));
            cr_assert_eq(wide_eq(a, b, w), x == y);
            cr_assert_eq(wide_eq(a, a, w), 1);
            cr_assert_eq(wide_ucmp(a, b, w), x < y ? -1 : x > y);
            cr_assert_eq(wide_scmp(a, b, w), sx < sy ? -1 : sx > sy);
            wide_set_bit(a, bit, 1);
            expect128(get(a, w), x | ((u128)1 << bit), "set_bit1", w, x, bit);
            wide_set_bit(a, bit, 0);
            expect128(get(a, w), x & ~((u128)1 << bit), "set_bit0", w, x, bit);
        }
    }
}

Test(wide, add_sub_neg)
{
    Rng rng = {12345};
    uint64_t r[4], a[4], b[4];
    unsigned w;
    int k;

    for (w = 1; w <= 128; w++) {
        u128 m = mask128(w);
        for (k = 0; k < PER_WIDTH; k++) {
            u128 x = rand_val(&rng, w), y = rand_val(&rng, w);
            u128 s = x + y;
            int carry = w == 128 ? s < x : (int)((s >> w) & 1);
            int c;

            put(a, x, w);
            put(b, y, w);
            canaries(r, w);
            c = wide_add(r, a, b, w);
            expect128(get(r, w), s & m, "add", w, x, y);
            cr_assert_eq(c, carry, "add carry i%u", w);
            canaries(r, w);
            c = wide_sub(r, a, b, w);
            expect128(get(r, w), (x - y) & m, "sub", w, x, y);
            cr_assert_eq(c, x < y, "sub borrow i%u", w);
            canaries(r, w);
            wide_neg(r, a, w);
            expect128(get(r, w), (0 - x) & m, "neg", w, x, 0);
            /* inputs untouched */
            expect128(get(a, w), x, "add input", w, x, y);
            expect128(get(b, w), y, "add input", w, x, y);
        }
    }
}

Test(wide, mul)
{
    Rng rng = {777};
    uint64_t r[4], a[4], b[4];
    unsigned w;
    int k;

    for (w = 1; w <= 128; w++) {
        for (k = 0; k < PER_WIDTH; k++) {
            u128 x = rand_val(&rng, w), y = rand_val(&rng, w);
            put(a, x, w);
            put(b, y, w);
            canaries(r, w);
            wide_mul(r, a, b, w);
            expect128(get(r, w), (x * y) & mask128(w), "mul", w, x, y);
        }
    }
}

Test(wide, divrem)
{
    Rng rng = {4242};
    uint64_t q[4], r[4], a[4], b[4];
    unsigned w;
    int k;

    for (w = 1; w <= 128; w++) {
        u128 m = mask128(w), min = (u128)1 << (w - 1);
        for (k = 0; k < PER_WIDTH; k++) {
            u128 x = rand_val(&rng, w), y = rand_val(&rng, w);
            i128 sx = sext128(x, w), sy = sext128(y, w);
            u128 sq, sr;

            put(a, x, w);
            put(b, y, w);
            canaries(q, w);
            canaries(r, w);
            if (y == 0) {
                put(q, 5, w);
                cr_assert_eq(wide_udivrem(q, r, a, b, w), -1);
                cr_assert_eq(wide_sdivrem(q, r, a, b, w), -1);
                cr_assert_eq(wide_udivrem(NULL, NULL, a, b, w), -1);
                continue;
            }
            cr_assert_eq(wide_udivrem(q, r, a, b, w), 0);
            expect128(get(q, w), x / y, "udiv", w, x, y);
            expect128(get(r, w), x % y, "urem", w, x, y);
            canaries(q, w);
            cr_assert_eq(wide_udivrem(q, NULL, a, b, w), 0);
            expect128(get(q, w), x / y, "udiv(q only)", w, x, y);
            canaries(r, w);
            cr_assert_eq(wide_udivrem(NULL, r, a, b, w), 0);
            expect128(get(r, w), x % y, "urem(r only)", w, x, y);

            if (x == min && y == m) {
                /* INT_MIN / -1 wraps (and would trap in __int128 at w=128). */
                sq = min;
                sr = 0;
            } else {
                sq = (u128)(sx / sy) & m;
                sr = (u128)(sx % sy) & m;
            }
            canaries(q, w);
            canaries(r, w);
            cr_assert_eq(wide_sdivrem(q, r, a, b, w), 0);
            expect128(get(q, w), sq, "sdiv", w, x, y);
            expect128(get(r, w), sr, "srem", w, x, y);
            canaries(r, w);
            cr_assert_eq(wide_sdivrem(NULL, r, a, b, w), 0);
            expect128(get(r, w), sr, "srem(r only)", w, x, y);
            expect128(get(a, w), x, "div input", w, x, y);
            expect128(get(b, w), y, "div input", w, x, y);
        }
    }
}

Test(wide, overflow_predicates)
{
    Rng rng = {99};
    uint64_t a[4], b[4];
    unsigned w;
    int k;

    for (w = 1; w <= 128; w++) {
        u128 m = mask128(w);
        i128 smax = (i128)((((u128)1) << (w - 1)) - 1), smin = -smax - 1;
        for (k = 0; k < PER_WIDTH; k++) {
            u128 x = rand_val(&rng, w), y = rand_val(&rng, w), p;
            i128 sx = sext128(x, w), sy = sext128(y, w), sp;
            int want;

            put(a, x, w);
            put(b, y, w);
            want = w == 128 ? x + y < x : ((x + y) >> w) != 0;
            cr_assert_eq(wide_uadd_ov(a, b, w), want, "uadd_ov i%u", w);
            cr_assert_eq(wide_usub_ov(a, b, w), x < y, "usub_ov i%u", w);
            want = __builtin_add_overflow(sx, sy, &sp) || sp < smin || sp > smax;
            cr_assert_eq(wide_sadd_ov(a, b, w), want, "sadd_ov i%u", w);
            want = __builtin_sub_overflow(sx, sy, &sp) || sp < smin || sp > smax;
            cr_assert_eq(wide_ssub_ov(a, b, w), want, "ssub_ov i%u", w);
            want = __builtin_mul_overflow(x, y, &p) || p > m;
            cr_assert_eq(wide_umul_ov(a, b, w), want, "umul_ov i%u", w);
            want = __builtin_mul_overflow(sx, sy, &sp) || sp < smin || sp > smax;
            cr_assert_eq(wide_smul_ov(a, b, w), want, "smul_ov i%u", w);
            get(a, w);
            get(b, w);
        }
    }
}

Test(wide, bitwise)
{
    Rng rng = {31337};
    uint64_t r[4], a[4], b[4];
    unsigned w;
    int k;

    for (w = 1; w <= 128; w++) {
        for (k = 0; k < PER_WIDTH; k++) {
            u128 x = rand_val(&rng, w), y = rand_val(&rng, w);
            put(a, x, w);
            put(b, y, w);
            canaries(r, w);
            wide_and(r, a, b, w);
            expect128(get(r, w), x & y, "and", w, x, y);
            canaries(r, w);
            wide_or(r, a, b, w);
            expect128(get(r, w), x | y, "or", w, x, y);
            canaries(r, w);
            wide_xor(r, a, b, w);
            expect128(get(r, w), x ^ y, "xor", w, x, y);
            canaries(r, w);
            wide_not(r, a, w);
            expect128(get(r, w), ~x & mask128(w), "not", w, x, 0);
        }
    }
}

Test(wide, shifts)
{
    Rng rng = {2024};
    uint64_t r[4], a[4];
    unsigned w, sh;
    int k;

    for (w = 1; w <= 128; w++) {
        u128 m = mask128(w);
        for (k = 0; k < PER_WIDTH / 4; k++) {
            u128 x = rand_val(&rng, w);
            put(a, x, w);
            /* every legal amount */
            for (sh = 0; sh < w; sh++) {
                canaries(r, w);
                wide_shl(r, a, sh, w);
                expect128(get(r, w), (x << sh) & m, "shl", w, x, sh);
                canaries(r, w);
                wide_lshr(r, a, sh, w);
                expect128(get(r, w), x >> sh, "lshr", w, x, sh);
                canaries(r, w);
                wide_ashr(r, a, sh, w);
                expect128(get(r, w), (u128)(sext128(x, w) >> sh) & m, "ashr", w, x, sh);
            }
        }
    }
}

Test(wide, ext_trunc)
{
    Rng rng = {55};
    uint64_t r[4], a[4];
    unsigned w, v;
    int k;

    for (w = 1; w <= 128; w++) {
        for (k = 0; k < PER_WIDTH; k++) {
            u128 x = rand_val(&rng, w);
            put(a, x, w);
            v = w + rng_below(&rng, 129 - w); /* v >= w */
            canaries(r, v);
            wide_zext(r, v, a, w);
            expect128(get(r, v), x, "zext", v, x, w);
            canaries(r, v);
            wide_sext(r, v, a, w);
            expect128(get(r, v), (u128)sext128(x, w) & mask128(v), "sext", v, x, w);
            v = 1 + rng_below(&rng, w); /* v <= w */
            canaries(r, v);
            wide_trunc(r, v, a, w);
            expect128(get(r, v), x & mask128(v), "trunc", v, x, w);
            expect128(get(a, w), x, "ext input", w, x, 0);
        }
    }
}

static unsigned
ref_clz(u128 x, unsigned w)
{
    unsigned n = 0;
    int i;

    for (i = (int)w - 1; i >= 0 && !((x >> i) & 1); i--)
        n++;
    return n;
}

Test(wide, counting)
{
    Rng rng = {8};
    uint64_t a[4];
    unsigned w;
    int k;

    for (w = 1; w <= 128; w++) {
        for (k = 0; k < PER_WIDTH; k++) {
            u128 x = rand_val(&rng, w);
            unsigned pc = 0, ctz = 0, clz = ref_clz(x, w), msb;
            uint64_t out = 0;
            i128 sx = sext128(x, w);
            unsigned i;

            for (i = 0; i < w; i++)
                pc += (unsigned)((x >> i) & 1);
            while (ctz < w && !((x >> ctz) & 1))
                ctz++;
            /* min signed bits: the smallest m with -2^(m-1) <= sx < 2^(m-1) */
            for (msb = 1; msb < 128; msb++) {
                i128 lim = (i128)((u128)1 << (msb - 1));
                if (sx >= -lim && sx < lim)
                    break;
            }
            put(a, x, w);
            cr_assert_eq(wide_popcount(a, w), pc, "popcount i%u", w);
            cr_assert_eq(wide_clz(a, w), clz, "clz i%u", w);
            cr_assert_eq(wide_ctz(a, w), ctz, "ctz i%u", w);
            cr_assert_eq(wide_active_bits(a, w), w - clz, "active_bits i%u", w);
            cr_assert_eq(wide_min_signed_bits(a, w), msb, "min_signed_bits i%u", w);
            cr_assert_eq(wide_fits_u64(a, w, &out), (x >> 64) == 0, "fits_u64 i%u", w);
            if ((x >> 64) == 0)
                cr_assert_eq(out, (uint64_t)x);
        }
    }
}

Test(wide, text_small)
{
    Rng rng = {1234567};
    uint64_t a[4], r[4];
    char buf[200], want[200];
    unsigned w;
    int k, ov;

    for (w = 1; w <= 128; w++) {
        u128 m = mask128(w);
        cr_assert(wide_dec_len(w) <= sizeof buf);
        for (k = 0; k < PER_WIDTH; k++) {
            u128 x = rand_val(&rng, w), big;
            i128 sx = sext128(x, w);
            size_t len, i;
            unsigned nd;

            put(a, x, w);
            dec128(want, x, 0);
            memset(buf, 'x', sizeof buf);
            len = wide_to_dec(buf, a, w, 0);
            cr_assert_str_eq(buf, want, "to_dec i%u", w);
            cr_assert_eq(len, strlen(want));
            cr_assert(len + 1 <= wide_dec_len(w));
            dec128(want, sx < 0 ? (u128)0 - (u128)sx : (u128)sx, sx < 0);
            len = wide_to_dec(buf, a, w, 1);
            cr_assert_str_eq(buf, want, "to_dec signed i%u", w);
            cr_assert_eq(len, strlen(want));
            cr_assert(len + 1 <= wide_dec_len(w));

            /* from_dec of a value of up to 128 bits, maybe wider than w */
            big = ((u128)rng_next(&rng) << 64) | rng_next(&rng);
            big >>= rng_below(&rng, 128);
            dec128(want, big, 0);
            canaries(r, w);
            cr_assert_eq(wide_from_dec(r, w, want, strlen(want), &ov), 0);
            expect128(get(r, w), big & m, "from_dec", w, big, 0);
            cr_assert_eq(ov, big > m, "from_dec overflow i%u %s", w, want);
            /* round trip */
            wide_to_dec(buf, a, w, 0);
            canaries(r, w);
            cr_assert_eq(wide_from_dec(r, w, buf, strlen(buf), &ov), 0);
            expect128(get(r, w), x, "dec round trip", w, x, 0);
            cr_assert_eq(ov, 0);

            /* hex, with and without forced digits */
            nd = rng_below(&rng, 4) ? 0 : rng_below(&rng, 40);
            len = wide_to_hex(buf, a, w, nd);
            {
                char tmp[80];
                size_t tl;
                if (x >> 64)
                    snprintf(tmp, sizeof tmp, "%llX%016llX",
                             (unsigned long long)(x >> 64), (unsigned long long)x);
                else
                    snprintf(tmp, sizeof tmp, "%llX", (unsigned long long)x);
                tl = strlen(tmp);
                i = 0;
                while (tl + i < nd)
                    want[i++] = '0';
                memcpy(want + i, tmp, tl + 1);
            }
            cr_assert_str_eq(buf, want, "to_hex i%u nd=%u", w, nd);
            cr_assert_eq(len, strlen(want));
            canaries(r, w);
            cr_assert_eq(wide_from_hex(r, w, buf, len, &ov), 0);
            expect128(get(r, w), x, "hex round trip", w, x, 0);
            cr_assert_eq(ov, 0);
            /* lowercase, and values wider than w */
            snprintf(want, sizeof want, "%llx%016llx", (unsigned long long)(big >> 64),
                     (unsigned long long)big);
            canaries(r, w);
            cr_assert_eq(wide_from_hex(r, w, want, strlen(want), &ov), 0);
            expect128(get(r, w), big & m, "from_hex", w, big, 0);
            cr_assert_eq(ov, big > m, "from_hex overflow i%u %s", w, want);
        }
    }
}

/* Every binary operation with r == a, r == b and r == a == b must equal the
 * unaliased result. */
typedef void BinOp(uint64_t *, const uint64_t *, const uint64_t *, unsigned);

static void
op_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    wide_add(r, a, b, w);
}

static void
op_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    wide_sub(r, a, b, w);
}

static void
op_udiv(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    wide_udivrem(r, NULL, a, b, w);
}

static void
op_urem(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    wide_udivrem(NULL, r, a, b, w);
}

static void
op_sdiv(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    wide_sdivrem(r, NULL, a, b, w);
}

static void
op_srem(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    wide_sdivrem(NULL, r, a, b, w);
}

/* Both outputs aliased to the two inputs. */
static void
op_udiv_qa_rb(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    size_t n = WIDE_WORDS(w);
    uint64_t *x = calloc(2 * n, 8), *y = x + n;

    memcpy(x, a, n * 8);
    memcpy(y, b, n * 8);
    wide_udivrem(x, y, x, y, w);
    /* fold both into one checkable result */
    wide_xor(r, x, y, w);
    wide_add(r, r, x, w);
    free(x);
}

static void
op_sdiv_qb_ra(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    size_t n = WIDE_WORDS(w);
    uint64_t *x = calloc(2 * n, 8), *y = x + n;

    memcpy(x, a, n * 8);
    memcpy(y, b, n * 8);
    wide_sdivrem(y, x, x, y, w);
    wide_xor(r, x, y, w);
    wide_add(r, r, y, w);
    free(x);
}

static void
op_shl(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    wide_shl(r, a, (unsigned)(b[0] % w), w);
}

static void
op_lshr(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    wide_lshr(r, a, (unsigned)(b[0] % w), w);
}

static void
op_ashr(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    wide_ashr(r, a, (unsigned)(b[0] % w), w);
}

static void
op_neg(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    (void)b;
    wide_neg(r, a, w);
}

static void
op_not(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    (void)b;
    wide_not(r, a, w);
}

static void
op_sext_self(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    /* sext to w from a narrower width k, in place when r == a */
    unsigned k = 1 + (unsigned)(b[0] % w);
    if (r != a)
        wide_copy(r, a, w);
    wide_trunc(r, k, r, w);
    wide_sext(r, w, r, k);
}

static void
op_zext_self(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w)
{
    unsigned k = 1 + (unsigned)(b[0] % w);
    if (r != a)
        wide_copy(r, a, w);
    wide_trunc(r, k, r, w);
    wide_zext(r, w, r, k);
}

static const struct {
    const char *name;
    BinOp *fn;
    int needs_nonzero_b;
} binops[] = {
    {"add", op_add, 0},   {"sub", op_sub, 0},   {"mul", wide_mul, 0},
    {"and", wide_and, 0}, {"or", wide_or, 0},   {"xor", wide_xor, 0},
    {"udiv", op_udiv, 1}, {"urem", op_urem, 1}, {"sdiv", op_sdiv, 1},
    {"srem", op_srem, 1}, {"udiv qa rb", op_udiv_qa_rb, 1},
    {"sdiv qb ra", op_sdiv_qb_ra, 1},
    {"shl", op_shl, 0},   {"lshr", op_lshr, 0}, {"ashr", op_ashr, 0},
    {"neg", op_neg, 0},   {"not", op_not, 0},
    {"sext in place", op_sext_self, 0}, {"zext in place", op_zext_self, 0},
};

/* Random wide value with structured limbs (0, 1, ~0, 2^63, ...) and a random
 * significant length: the cases where carries and quotient estimates go
 * wrong. */
static void
rand_wide(Rng *rng, uint64_t *x, unsigned w)
{
    size_t n = WIDE_WORDS(w), i, len = 1 + rng_below(rng, (unsigned)n);

    for (i = 0; i < n; i++) {
        uint64_t v;
        switch (rng_below(rng, 8)) {
        case 0: v = 0; break;
        case 1: v = ~0ull; break;
        case 2: v = 1ull << 63; break;
        case 3: v = (1ull << 63) - 1; break;
        case 4: v = 1; break;
        case 5: v = ~0ull - 1; break;
        default: v = rng_next(rng); break;
        }
        x[i] = i < len ? v : 0;
    }
    if (rng_below(rng, 4) == 0)
        wide_neg(x, x, w); /* negative values of all lengths */
    wide_norm(x, w);
}

Test(wide, aliasing)
{
    static const unsigned widths[] = {1, 7, 63, 64, 65, 100, 127, 128, 129, 200,
                                      256, 1000, 4096, 4097, 5000};
    Rng rng = {0xA11A5};
    size_t wi, oi;
    int k;

    for (wi = 0; wi < sizeof widths / sizeof widths[0]; wi++) {
        unsigned w = widths[wi];
        size_t n = WIDE_WORDS(w), sz = n * 8;
        uint64_t *a = malloc(sz), *b = malloc(sz), *want = malloc(sz), *r = malloc(sz);
        int reps = w > 1000 ? 6 : 60;

        for (k = 0; k < reps; k++) {
            rand_wide(&rng, a, w);
            if (rng_below(&rng, 3) == 0)
                memcpy(b, a, sz);
            else
                rand_wide(&rng, b, w);
            for (oi = 0; oi < sizeof binops / sizeof binops[0]; oi++) {
                if (binops[oi].needs_nonzero_b && wide_is_zero(b, w))
                    continue;
                binops[oi].fn(want, a, b, w);
                memcpy(r, a, sz); /* r == a */
                binops[oi].fn(r, r, b, w);
                cr_assert(wide_eq(r, want, w), "%s r==a i%u", binops[oi].name, w);
                memcpy(r, b, sz); /* r == b */
                binops[oi].fn(r, a, r, w);
                cr_assert(wide_eq(r, want, w), "%s r==b i%u", binops[oi].name, w);
                /* r == a == b */
                if (binops[oi].needs_nonzero_b && wide_is_zero(a, w))
                    continue;
                binops[oi].fn(want, a, a, w);
                memcpy(r, a, sz);
                binops[oi].fn(r, r, r, w);
                cr_assert(wide_eq(r, want, w), "%s r==a==b i%u", binops[oi].name, w);
            }
        }
        free(a);
        free(b);
        free(want);
        free(r);
    }
}

/* ---------------------------------------- naive references, any width */

/* Low n limbs of a * b with 32-bit digits: a different decomposition from
 * the library's 64-bit limbs. */
static void
ref_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n)
{
    size_t nd = 2 * n, i, j;
    uint32_t *x = calloc(nd, 4), *y = calloc(nd, 4), *z = calloc(nd, 4);

    for (i = 0; i < n; i++) {
        x[2 * i] = (uint32_t)a[i];
        x[2 * i + 1] = (uint32_t)(a[i] >> 32);
        y[2 * i] = (uint32_t)b[i];
        y[2 * i + 1] = (uint32_t)(b[i] >> 32);
    }
    for (i = 0; i < nd; i++) {
        uint64_t c = 0;
        for (j = 0; i + j < nd; j++) {
            uint64_t t = (uint64_t)x[i] * y[j] + z[i + j] + c;
            z[i + j] = (uint32_t)t;
            c = t >> 32;
        }
    }
    for (i = 0; i < n; i++)
        r[i] = z[2 * i] | ((uint64_t)z[2 * i + 1] << 32);
    free(x);
    free(y);
    free(z);
}

static int
ref_get_bit(const uint64_t *a, size_t i)
{
    return (int)((a[i / 64] >> (i % 64)) & 1);
}

/* Restoring division one bit at a time, on n + 1 limbs so that the
 * partial remainder can reach 2b. */
static void
ref_divrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b,
           unsigned w)
{
    size_t n = WIDE_WORDS(w), i, j;
    uint64_t *r = calloc(n + 1, 8), *d = calloc(n + 1, 8);

    memcpy(d, b, n * 8);
    memset(q, 0, n * 8);
    for (i = w; i-- > 0;) {
        int ge = 1;
        for (j = n + 1; j-- > 1;)
            r[j] = (r[j] << 1) | (r[j - 1] >> 63);
        r[0] = (r[0] << 1) | (uint64_t)ref_get_bit(a, i);
        for (j = n + 1; j-- > 0;)
            if (r[j] != d[j]) {
                ge = r[j] > d[j];
                break;
            }
        if (ge) {
            uint64_t bw = 0;
            for (j = 0; j <= n; j++) {
                uint64_t t = r[j] - d[j] - bw;
                bw = (r[j] < d[j]) || (r[j] - d[j] < bw);
                r[j] = t;
            }
            q[i / 64] |= 1ull << (i % 64);
        }
    }
    memcpy(rem, r, n * 8);
    free(r);
    free(d);
}

Test(wide, big_mul_vs_reference)
{
    static const unsigned widths[] = {129, 192, 200, 255, 256, 257, 1000, 4096, 4100};
    Rng rng = {0xB16};
    size_t wi;
    int k;

    for (wi = 0; wi < sizeof widths / sizeof widths[0]; wi++) {
        unsigned w = widths[wi];
        size_t n = WIDE_WORDS(w), sz = n * 8;
        uint64_t *a = malloc(sz), *b = malloc(sz), *r = malloc(sz), *want = malloc(sz);
        int reps = w >= 1000 ? 20 : 300;

        for (k = 0; k < reps; k++) {
            rand_wide(&rng, a, w);
            rand_wide(&rng, b, w);
            ref_mul(want, a, b, n);
            wide_norm(want, w);
            wide_mul(r, a, b, w);
            cr_assert(wide_eq(r, want, w), "mul i%u case %d", w, k);
        }
        free(a);
        free(b);
        free(r);
        free(want);
    }
}

Test(wide, big_div_vs_reference)
{
    static const unsigned widths[] = {129, 192, 200, 256, 320, 1000, 4096, 4097};
    Rng rng = {0xD1D};
    size_t wi;
    int k;

    for (wi = 0; wi < sizeof widths / sizeof widths[0]; wi++) {
        unsigned w = widths[wi];
        size_t n = WIDE_WORDS(w), sz = n * 8;
        uint64_t *a = malloc(sz), *b = malloc(sz), *q = malloc(sz), *r = malloc(sz);
        uint64_t *wq = malloc(sz), *wr = malloc(sz), *t = malloc(sz);
        int reps = w >= 1000 ? 40 : 1500;

        for (k = 0; k < reps; k++) {
            rand_wide(&rng, a, w);
            rand_wide(&rng, b, w);
            if (k % 3 == 0) {
                /* divisor of a few limbs below a long dividend: many
                 * quotient digits */
                size_t keep = 1 + rng_below(&rng, 3), i;
                for (i = keep; i < n; i++)
                    b[i] = 0;
                wide_norm(b, w);
            }
            if (wide_is_zero(b, w))
                continue;
            ref_divrem(wq, wr, a, b, w);
            cr_assert_eq(wide_udivrem(q, r, a, b, w), 0);
            cr_assert(wide_eq(q, wq, w), "udiv i%u case %d", w, k);
            cr_assert(wide_eq(r, wr, w), "urem i%u case %d", w, k);
            /* and q * b + r == a with the library's own mul/add */
            wide_mul(t, q, b, w);
            wide_add(t, t, r, w);
            cr_assert(wide_eq(t, a, w));
        }
        free(a);
        free(b);
        free(q);
        free(r);
        free(wq);
        free(wr);
        free(t);
    }
}

/* Knuth D's rare add-back step needs a quotient estimate that is still one
 * too large after the two-digit refinement; such cases cluster around
 * divisors and dividends built from limbs near 0, 2^63 and 2^64.  Sweep a
 * grid of them, checking the defining property of division (a = q*b + r,
 * r < b), and the bit-at-a-time reference on every 16th case. */
Test(wide, div_knuth_corner_cases)
{
    static const uint64_t tops[] = {0x8000000000000000ull, 0x8000000000000001ull,
                                    0xFFFFFFFFFFFFFFFFull, 0x7FFFFFFFFFFFFFFFull,
                                    0xFFFFFFFFFFFFFFFEull, 1, 2, 3};
    static const uint64_t others[] = {0, 1, 2, 0x7FFFFFFFFFFFFFFFull,
                                      0x8000000000000000ull,
                                      0xFFFFFFFFFFFFFFFEull, 0xFFFFFFFFFFFFFFFFull};
    const unsigned w = 256;
    uint64_t a[4], b[4], q[4], r[4], t[4], wq[4], wr[4];
    size_t i0, i1, i2, i3, j0, j1, j2, nb;
    unsigned count = 0;

    for (nb = 2; nb <= 4; nb++)
    for (j0 = 0; j0 < 8; j0++)
    for (j1 = 0; j1 < 7; j1++)
    for (j2 = 0; j2 < 7; j2++)
    for (i3 = 0; i3 < 8; i3++)
    for (i2 = 0; i2 < 7; i2++)
    for (i1 = 0; i1 < 7; i1 += 2)
    for (i0 = 0; i0 < 7; i0 += 3) {
        memset(b, 0, sizeof b);
        b[nb - 1] = tops[j0];
        b[nb - 2] = others[j1];
        if (nb > 2)
            b[nb - 3] = others[j2];
        a[3] = tops[i3];
        a[2] = others[i2];
        a[1] = others[i1];
        a[0] = others[i0];
        cr_assert_eq(wide_udivrem(q, r, a, b, w), 0);
        cr_assert(wide_ucmp(r, b, w) < 0);
        wide_mul(t, q, b, w);
        cr_assert(!wide_umul_ov(q, b, w));
        cr_assert(!wide_add(t, t, r, w));
        cr_assert(wide_eq(t, a, w), "knuth corner nb=%zu %zu %zu %zu / %zu %zu %zu %zu",
                  nb, j0, j1, j2, i3, i2, i1, i0);
        if (count++ % 16 == 0) {
            ref_divrem(wq, wr, a, b, w);
            cr_assert(wide_eq(q, wq, w) && wide_eq(r, wr, w));
        }
    }
    cr_assert(count > 100000);

    /* 2^256 - 1 over 2^128 + 1: near-equal top digits */
    wide_all_ones(a, w);
    memset(b, 0, sizeof b);
    b[2] = 1;
    b[0] = 1;
    ref_divrem(wq, wr, a, b, w);
    wide_udivrem(q, r, a, b, w);
    cr_assert(wide_eq(q, wq, w) && wide_eq(r, wr, w));
}

/* ---------------------------------------------- targeted wide values */

static void
load_hex(uint64_t *r, unsigned w, const char *s)
{
    int ov = -1;
    cr_assert_eq(wide_from_hex(r, w, s, strlen(s), &ov), 0);
    cr_assert_eq(ov, 0, "load_hex %s", s);
}

static void
expect_hex(const uint64_t *a, unsigned w, const char *want)
{
    char *buf = malloc(w / 4 + 8);
    int same;

    wide_to_hex(buf, a, w, 0);
    same = strcmp(buf, want) == 0;
    if (!same)
        fprintf(stderr, "to_hex i%u:\n got  %s\n want %s\n", w, buf, want);
    free(buf);
    cr_assert(same);
}

static void
expect_dec(const uint64_t *a, unsigned w, int is_signed, const char *want)
{
    char *buf = malloc(wide_dec_len(w));
    size_t len = wide_to_dec(buf, a, w, is_signed);
    int same = strcmp(buf, want) == 0 && len == strlen(want);

    if (!same)
        fprintf(stderr, "to_dec i%u:\n got  %s\n want %s\n", w, buf, want);
    free(buf);
    cr_assert(same);
}

Test(wide, decimal_known_values)
{
    uint64_t a[8], b[8];
    int ov;
    const char *d2_200 = "1606938044258990275541962092341162602522202993782792835301375";

    /* 2^200 - 1 */
    wide_all_ones(a, 200);
    expect_dec(a, 200, 0, d2_200);
    expect_dec(a, 200, 1, "-1");
    cr_assert_eq(wide_from_dec(b, 200, d2_200, strlen(d2_200), &ov), 0);
    cr_assert_eq(ov, 0);
    cr_assert(wide_is_all_ones(b, 200));
    /* 2^200 overflows to 0 */
    cr_assert_eq(wide_from_dec(b, 200, "1606938044258990275541962092341162602522202993782792835301376",
                               61, &ov), 0);
    cr_assert_eq(ov, 1);
    cr_assert(wide_is_zero(b, 200));
    /* leading zeros are not overflow */
    cr_assert_eq(wide_from_dec(b, 8, "000000000000000000000000000000000000000255", 42, &ov), 0);
    cr_assert_eq(ov, 0);
    expect_dec(b, 8, 0, "255");
    expect_dec(b, 8, 1, "-1");
    cr_assert_eq(wide_from_dec(b, 8, "256", 3, &ov), 0);
    cr_assert_eq(ov, 1);
    cr_assert(wide_is_zero(b, 8));
    cr_assert_eq(wide_from_dec(b, 8, "1000", 4, &ov), 0);
    cr_assert_eq(ov, 1);
    expect_dec(b, 8, 0, "232");
    cr_assert_eq(wide_from_dec(b, 64, "18446744073709551615", 20, &ov), 0);
    cr_assert_eq(ov, 0);
    cr_assert(wide_is_all_ones(b, 64));
    cr_assert_eq(wide_from_dec(b, 64, "18446744073709551616", 20, &ov), 0);
    cr_assert_eq(ov, 1);
    cr_assert(wide_is_zero(b, 64));
    cr_assert_eq(wide_from_dec(b, 1, "1", 1, &ov), 0);
    cr_assert_eq(ov, 0);
    expect_dec(b, 1, 1, "-1");
    expect_dec(b, 1, 0, "1");
    cr_assert_eq(wide_from_dec(b, 1, "2", 1, &ov), 0);
    cr_assert_eq(ov, 1);
    expect_dec(b, 1, 0, "0");
    /* overflow far beyond the width still reduces mod 2^N: 10^40 mod 2^64 */
    cr_assert_eq(wide_from_dec(b, 64, "10000000000000000000000000000000000000000", 41, &ov), 0);
    cr_assert_eq(ov, 1);
    cr_assert_eq(b[0], (uint64_t)((u128)1 * 10000000000000000000ull * 10000000000000000000ull * 100));
    /* NULL overflow pointer is allowed */
    cr_assert_eq(wide_from_dec(b, 8, "300", 3, NULL), 0);
    expect_dec(b, 8, 0, "44");
    /* bad input */
    cr_assert_eq(wide_from_dec(b, 64, "12a", 3, &ov), -1);
    cr_assert_eq(wide_from_dec(b, 64, "-1", 2, &ov), -1);
    cr_assert_eq(wide_from_dec(b, 64, "", 0, &ov), -1);
    cr_assert_eq(wide_from_dec(b, 64, "12 ", 3, &ov), -1);
    /* n bounds the digits: the rest is not read */
    cr_assert_eq(wide_from_dec(b, 64, "123xyz", 3, &ov), 0);
    expect_dec(b, 64, 0, "123");

    /* signed extremes at 200 bits */
    wide_signed_min(a, 200);
    expect_dec(a, 200, 1, "-803469022129495137770981046170581301261101496891396417650688");
    expect_dec(a, 200, 0, "803469022129495137770981046170581301261101496891396417650688");
    wide_signed_max(a, 200);
    expect_dec(a, 200, 1, "803469022129495137770981046170581301261101496891396417650687");
    /* small signed values at every width class */
    wide_set_i64(a, 128, -1);
    expect_dec(a, 128, 1, "-1");
    expect_dec(a, 128, 0, "340282366920938463463374607431768211455");
    wide_set_i64(a, 65, -12345);
    expect_dec(a, 65, 1, "-12345");
    wide_signed_min(a, 128);
    expect_dec(a, 128, 1, "-170141183460469231731687303715884105728");
    wide_signed_min(a, 64);
    expect_dec(a, 64, 1, "-9223372036854775808");
    wide_signed_min(a, 8);
    expect_dec(a, 8, 1, "-128");
    wide_zero(a, 300);
    expect_dec(a, 300, 1, "0");
    expect_dec(a, 300, 0, "0");

    /* 10^50 */
    cr_assert_eq(wide_from_dec(a, 200, "100000000000000000000000000000000000000000000000000",
                               51, &ov), 0);
    cr_assert_eq(ov, 0);
    expect_hex(a, 200, "446C3B15F9926687D2C40534FDB564000000000000");
    /* 10^50 has 167 significant bits */
    cr_assert_eq(wide_from_dec(a, 167, "100000000000000000000000000000000000000000000000000",
                               51, &ov), 0);
    cr_assert_eq(ov, 0);
    cr_assert_eq(wide_active_bits(a, 167), 167);
    cr_assert_eq(wide_from_dec(a, 166, "100000000000000000000000000000000000000000000000000",
                               51, &ov), 0);
    cr_assert_eq(ov, 1);

    /* (2^127 - 1)^2 at 256 bits */
    wide_zero(a, 256);
    wide_signed_max(a, 128);
    wide_mul(b, a, a, 256);
    expect_hex(b, 256, "3FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000000000000000000000000001");
    expect_dec(b, 256, 0,
               "28948022309329048855892746252171976962977213799489202546401021394546514198529");
    cr_assert(!wide_umul_ov(a, a, 256));
    cr_assert(!wide_smul_ov(a, a, 256));
    cr_assert(wide_umul_ov(a, a, 253));
    /* 3^80 */
    cr_assert_eq(wide_from_dec(a, 128, "147808829414345923316083210206383297601", 39, &ov), 0);
    expect_hex(a, 128, "6F32F1EF8B18A2BC3CEA59789C79D441");
}

Test(wide, division_known_values)
{
    const unsigned w = 700;
    uint64_t a[11], b[11], q[11], r[11], t[11];
    int ov;
    /* 3^400 and 7^100, and their quotient and remainder (Python) */
    const char *ha = "3F5689B3DD2223DF31A9925F53D2996A83E3ECFFA9529CECAEB57B8640ED46A2F"
                     "81CD3EB9DEBC89124D87E6BB7F2275B6A433A34B1560B9957B01E3E5A3814A3554"
                     "C887C7E89E5764CD5FE885CDC541";
    const char *hb = "1AA3B2C5319D5E494C9A977611D99B7B5CB34B967D4A2C6AECEF68933BE1FC93D3A1A61";
    const char *hq = "260AA9DC43D52F045FA3AA05F494B92AF7901C5A6FD4A85B584C6281EE573C7EEBD8C156"
                     "BA53AA58CAD052382";
    const char *hr = "64CFF13C5DAF79ADCBBDACBAC09F45AF04E9E4CD2410950A71C82D14D950566BCC1CFF";
    /* -(3^400) sdiv 7^100 and srem, mod 2^700 */
    const char *hsq = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
                      "FFFFFFFFFFFFD9F55623BC2AD0FBA05C55FA0B6B46D5086FE3A5902B57A4A7B39D7E11A8"
                      "C38114273EA945AC55A7352FADC7E";
    const char *hsr = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
                      "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF9B300EC3A2508652344253453F60BA50FB161B32DBE"
                      "F6AF58E37D2EB26AFA99433E301";

    load_hex(a, w, ha);
    load_hex(b, w, hb);
    cr_assert_eq(wide_active_bits(a, w), 634);
    cr_assert_eq(wide_active_bits(b, w), 281);
    cr_assert_eq(wide_udivrem(q, r, a, b, w), 0);
    expect_hex(q, w, hq);
    expect_hex(r, w, hr);
    wide_neg(t, a, w);
    cr_assert_eq(wide_sdivrem(q, r, t, b, w), 0);
    expect_hex(q, w, hsq);
    expect_hex(r, w, hsr);
    /* the same with the divisor negated: quotient sign flips back */
    wide_neg(b, b, w);
    cr_assert_eq(wide_sdivrem(q, r, t, b, w), 0);
    expect_hex(q, w, hq);
    expect_hex(r, w, hsr);

    /* 10^50 / 3 */
    cr_assert_eq(wide_from_dec(a, 200, "100000000000000000000000000000000000000000000000000",
                               51, &ov), 0);
    wide_set_u64(b, 200, 3);
    wide_udivrem(q, r, a, b, 200);
    expect_dec(q, 200, 0, "33333333333333333333333333333333333333333333333333");
    expect_dec(r, 200, 0, "1");

    /* INT_MIN / -1 at 200 bits wraps, remainder 0 */
    wide_signed_min(a, 200);
    wide_all_ones(b, 200);
    cr_assert_eq(wide_sdivrem(q, r, a, b, 200), 0);
    wide_signed_min(t, 200);
    cr_assert(wide_eq(q, t, 200));
    cr_assert(wide_is_zero(r, 200));
    /* x / x == 1, x / 1 == x, 0 / x == 0, division by zero */
    wide_all_ones(a, 200);
    cr_assert_eq(wide_udivrem(q, r, a, a, 200), 0);
    wide_set_u64(t, 200, 1);
    cr_assert(wide_eq(q, t, 200) && wide_is_zero(r, 200));
    cr_assert_eq(wide_udivrem(q, r, a, t, 200), 0);
    cr_assert(wide_eq(q, a, 200) && wide_is_zero(r, 200));
    wide_zero(b, 200);
    cr_assert_eq(wide_udivrem(q, r, b, a, 200), 0);
    cr_assert(wide_is_zero(q, 200) && wide_is_zero(r, 200));
    cr_assert_eq(wide_udivrem(q, r, a, b, 200), -1);
    cr_assert_eq(wide_sdivrem(q, r, a, b, 200), -1);
}

Test(wide, ext_trunc_across_limbs)
{
    uint64_t a[4], r[4];

    /* -1 at 64 bits, sext to 65/128/200 is all ones, zext keeps 64 bits */
    wide_set_i64(a, 64, -1);
    wide_sext(r, 65, a, 64);
    cr_assert(wide_is_all_ones(r, 65));
    cr_assert_eq(r[1], 1);
    wide_sext(r, 128, a, 64);
    cr_assert(wide_is_all_ones(r, 128));
    wide_sext(r, 200, a, 64);
    cr_assert(wide_is_all_ones(r, 200));
    cr_assert_eq(r[3], 0xFF);
    wide_zext(r, 200, a, 64);
    cr_assert(r[0] == ~0ull && r[1] == 0 && r[2] == 0 && r[3] == 0);
    /* 65-bit: top bit alone */
    memset(a, 0, sizeof a);
    a[1] = 1;
    wide_sext(r, 200, a, 65);
    cr_assert(r[0] == 0 && r[1] == ~0ull && r[2] == ~0ull && r[3] == 0xFF);
    wide_zext(r, 200, a, 65);
    cr_assert(r[0] == 0 && r[1] == 1 && r[2] == 0 && r[3] == 0);
    /* 128 -> 200, positive and negative */
    a[0] = 5;
    a[1] = 0x7FFFFFFFFFFFFFFFull;
    wide_sext(r, 200, a, 128);
    cr_assert(r[0] == 5 && r[1] == 0x7FFFFFFFFFFFFFFFull && r[2] == 0 && r[3] == 0);
    a[1] = 0x8000000000000000ull;
    wide_sext(r, 200, a, 128);
    cr_assert(r[0] == 5 && r[1] == 0x8000000000000000ull && r[2] == ~0ull && r[3] == 0xFF);
    /* trunc 200 -> 128 / 65 / 64 / 1 */
    a[0] = 0x8000000000000001ull;
    a[1] = 3;
    a[2] = 7;
    a[3] = 0xAB;
    wide_trunc(r, 128, a, 200);
    cr_assert(r[0] == 0x8000000000000001ull && r[1] == 3);
    wide_trunc(r, 65, a, 200);
    cr_assert(r[0] == 0x8000000000000001ull && r[1] == 1);
    wide_trunc(r, 64, a, 200);
    cr_assert(r[0] == 0x8000000000000001ull);
    wide_trunc(r, 1, a, 200);
    cr_assert(r[0] == 1);
    /* in place: trunc then sext through a 1-bit value */
    wide_trunc(a, 1, a, 200);
    wide_sext(a, 200, a, 1);
    cr_assert(wide_is_all_ones(a, 200));
    /* sext/zext to the same width copies */
    wide_sext(r, 200, a, 200);
    cr_assert(wide_is_all_ones(r, 200));
}

Test(wide, shifts_wide)
{
    static const unsigned widths[] = {65, 127, 128, 129, 200, 1000};
    uint64_t a[16], r[16], t[16];
    size_t wi;

    for (wi = 0; wi < sizeof widths / sizeof widths[0]; wi++) {
        unsigned w = widths[wi];
        static const unsigned shs[] = {0, 1, 63, 64, 65, 127, 128, 129};
        size_t si;

        /* 1 << sh has exactly bit sh; signed min >> sh has bits [w-1-sh, w) */
        for (si = 0; si < sizeof shs / sizeof shs[0] + 1; si++) {
            unsigned sh = si < sizeof shs / sizeof shs[0] ? shs[si] : w - 1;
            if (sh >= w)
                continue;
            wide_set_u64(a, w, 1);
            wide_shl(r, a, sh, w);
            cr_assert_eq(wide_popcount(r, w), 1);
            cr_assert_eq(wide_ctz(r, w), sh, "shl i%u by %u", w, sh);
            wide_lshr(t, r, sh, w);
            cr_assert(wide_eq(t, a, w));
            wide_signed_min(a, w);
            wide_ashr(r, a, sh, w);
            cr_assert_eq(wide_popcount(r, w), sh + 1, "ashr i%u by %u", w, sh);
            cr_assert_eq(wide_clz(r, w), 0);
            cr_assert_eq(wide_ctz(r, w), w - 1 - sh);
            wide_lshr(r, a, sh, w);
            cr_assert_eq(wide_popcount(r, w), 1);
            cr_assert_eq(wide_ctz(r, w), w - 1 - sh);
            /* all ones */
            wide_all_ones(a, w);
            wide_shl(r, a, sh, w);
            cr_assert_eq(wide_popcount(r, w), w - sh);
            cr_assert_eq(wide_ctz(r, w), sh);
            wide_lshr(r, a, sh, w);
            cr_assert_eq(wide_popcount(r, w), w - sh);
            cr_assert_eq(wide_clz(r, w), sh);
            wide_ashr(r, a, sh, w);
            cr_assert(wide_is_all_ones(r, w));
            /* shl by sh == mul by 2^sh */
            memset(a, 0, sizeof a);
            a[0] = 0x123456789ABCDEFull;
            a[1] = 0xFEDCBA9876543210ull;
            wide_norm(a, w);
            wide_zero(t, w);
            wide_set_bit(t, sh, 1);
            wide_mul(t, a, t, w);
            wide_shl(r, a, sh, w);
            cr_assert(wide_eq(r, t, w));
            /* and in place */
            wide_shl(a, a, sh, w);
            cr_assert(wide_eq(a, t, w));
        }
    }
}

/* Amounts >= bits are poison and callers screen them, but the library still
 * must not read outside the operand: it returns the limit values. */
Test(wide, shifts_out_of_range)
{
    uint64_t a[4], r[4];

    wide_signed_min(a, 200);
    canaries(r, 200);
    wide_shl(r, a, 200, 200);
    cr_assert(wide_is_zero(r, 200));
    wide_lshr(r, a, 5000, 200);
    cr_assert(wide_is_zero(r, 200));
    wide_ashr(r, a, 200, 200);
    cr_assert(wide_is_all_ones(r, 200));
    wide_signed_max(a, 200);
    wide_ashr(r, a, 201, 200);
    cr_assert(wide_is_zero(r, 200));
    get(r, 200);
    cr_assert_eq(wide_from_hex(r, 200, "", 0, NULL), -1);
}

Test(wide, counting_multi_limb)
{
    uint64_t a[8];

    memset(a, 0, sizeof a);
    cr_assert_eq(wide_clz(a, 200), 200);
    cr_assert_eq(wide_ctz(a, 200), 200);
    cr_assert_eq(wide_popcount(a, 200), 0);
    cr_assert_eq(wide_active_bits(a, 200), 0);
    cr_assert_eq(wide_min_signed_bits(a, 200), 1);
    wide_set_bit(a, 130, 1);
    cr_assert_eq(wide_clz(a, 200), 69);
    cr_assert_eq(wide_ctz(a, 200), 130);
    cr_assert_eq(wide_active_bits(a, 200), 131);
    cr_assert_eq(wide_min_signed_bits(a, 200), 132);
    cr_assert(!wide_fits_u64(a, 200, NULL));
    wide_set_bit(a, 64, 1);
    wide_set_bit(a, 199, 1);
    cr_assert_eq(wide_popcount(a, 200), 3);
    cr_assert_eq(wide_clz(a, 200), 0);
    cr_assert_eq(wide_ctz(a, 200), 64);
    /* negative: min signed bits counts the leading ones */
    wide_all_ones(a, 200);
    cr_assert_eq(wide_popcount(a, 200), 200);
    cr_assert_eq(wide_min_signed_bits(a, 200), 1);
    wide_set_bit(a, 70, 0);
    cr_assert_eq(wide_min_signed_bits(a, 200), 72);
    wide_signed_min(a, 200);
    cr_assert_eq(wide_min_signed_bits(a, 200), 200);
    wide_signed_max(a, 200);
    cr_assert_eq(wide_min_signed_bits(a, 200), 200);
    cr_assert_eq(wide_clz(a, 200), 1);
    /* 4096 bits, bit 4095 and bit 0 */
    {
        uint64_t *x = calloc(64, 8);
        wide_set_bit(x, 4095, 1);
        cr_assert_eq(wide_clz(x, 4096), 0);
        cr_assert_eq(wide_ctz(x, 4096), 4095);
        wide_set_bit(x, 0, 1);
        cr_assert_eq(wide_ctz(x, 4096), 0);
        cr_assert_eq(wide_popcount(x, 4096), 2);
        free(x);
    }
    /* fits_u64 */
    memset(a, 0, sizeof a);
    a[0] = ~0ull;
    {
        uint64_t out = 0;
        cr_assert(wide_fits_u64(a, 200, &out));
        cr_assert_eq(out, ~0ull);
    }
}

Test(wide, overflow_wide_boundaries)
{
    const unsigned w = 200;
    uint64_t a[4], b[4], t[4];

    /* 2^100 * 2^99 = 2^199: unsigned fits, signed does not */
    wide_zero(a, w);
    wide_set_bit(a, 100, 1);
    wide_zero(b, w);
    wide_set_bit(b, 99, 1);
    cr_assert(!wide_umul_ov(a, b, w));
    cr_assert(wide_smul_ov(a, b, w));
    /* -2^100 * 2^99 = -2^199 = INT_MIN fits signed */
    wide_neg(t, a, w);
    cr_assert(!wide_smul_ov(t, b, w));
    /* -2^100 * -2^99 = 2^199 does not */
    wide_neg(b, b, w);
    cr_assert(wide_smul_ov(t, b, w));
    /* 2^100 * 2^100 overflows unsigned; (2^100 - 1)(2^100 + 1) = 2^200 - 1 */
    wide_zero(b, w);
    wide_set_bit(b, 100, 1);
    cr_assert(wide_umul_ov(a, b, w));
    wide_set_u64(t, w, 1);
    wide_sub(a, a, t, w);
    wide_add(b, b, t, w);
    cr_assert(!wide_umul_ov(a, b, w));
    /* INT_MIN * -1 overflows, INT_MIN * 1 does not, -1 * -1 does not */
    wide_signed_min(a, w);
    wide_all_ones(b, w);
    cr_assert(wide_smul_ov(a, b, w));
    cr_assert(wide_smul_ov(b, a, w));
    cr_assert(!wide_smul_ov(b, b, w));
    wide_set_u64(t, w, 1);
    cr_assert(!wide_smul_ov(a, t, w));
    cr_assert(wide_umul_ov(a, b, w));
    cr_assert(!wide_umul_ov(a, t, w));
    /* add/sub at the signed edges */
    wide_signed_max(a, w);
    cr_assert(wide_sadd_ov(a, t, w));
    cr_assert(!wide_uadd_ov(a, t, w));
    wide_signed_min(a, w);
    cr_assert(wide_ssub_ov(a, t, w));
    cr_assert(!wide_usub_ov(a, t, w));
    cr_assert(wide_sadd_ov(a, a, w));
    cr_assert(wide_uadd_ov(a, a, w));
    wide_all_ones(a, w);
    cr_assert(wide_uadd_ov(a, t, w));
    cr_assert(!wide_sadd_ov(a, t, w));
    /* widths past WIDE_STACK_BITS: the multiply check's heap path */
    {
        const unsigned W = 5000;
        uint64_t *x = calloc(WIDE_WORDS(W), 8), *y = calloc(WIDE_WORDS(W), 8);
        uint64_t *one = calloc(WIDE_WORDS(W), 8);
        wide_set_u64(one, W, 1);
        /* 2^2500 * 2^2499 = 2^4999: fits unsigned, not signed */
        wide_set_bit(x, 2500, 1);
        wide_set_bit(y, 2499, 1);
        cr_assert(!wide_umul_ov(x, y, W));
        cr_assert(wide_smul_ov(x, y, W));
        /* -2^2500 * 2^2499 = -2^4999 is INT_MIN */
        wide_neg(x, x, W);
        cr_assert(!wide_smul_ov(x, y, W));
        cr_assert(!wide_smul_ov(y, x, W));
        /* 2^2500 * 2^2500 = 2^5000 */
        wide_neg(x, x, W);
        wide_zero(y, W);
        wide_set_bit(y, 2500, 1);
        cr_assert(wide_umul_ov(x, y, W));
        cr_assert(wide_smul_ov(x, y, W));
        /* (2^2500 - 1)(2^2500 + 1) = 2^5000 - 1 */
        wide_sub(x, x, one, W);
        wide_add(y, y, one, W);
        cr_assert(!wide_umul_ov(x, y, W));
        cr_assert(wide_smul_ov(x, y, W));
        free(x);
        free(y);
        free(one);
    }
}

Test(wide, hex_wide_round_trips)
{
    static const unsigned widths[] = {129, 200, 1000, 4096, 5000};
    Rng rng = {0x4E7};
    size_t wi;
    int k, ov;

    for (wi = 0; wi < sizeof widths / sizeof widths[0]; wi++) {
        unsigned w = widths[wi];
        size_t n = WIDE_WORDS(w);
        uint64_t *a = malloc(n * 8), *r = malloc(n * 8);
        char *buf = malloc(w / 4 + 64), *dec = malloc(wide_dec_len(w));
        for (k = 0; k < 30; k++) {
            size_t len, dl;
            rand_wide(&rng, a, w);
            len = wide_to_hex(buf, a, w, 0);
            cr_assert_eq(len, wide_is_zero(a, w) ? 1 : (wide_active_bits(a, w) + 3) / 4);
            cr_assert_eq(wide_from_hex(r, w, buf, len, &ov), 0);
            cr_assert_eq(ov, 0);
            cr_assert(wide_eq(r, a, w));
            dl = wide_to_dec(dec, a, w, k & 1);
            cr_assert_eq(dl, strlen(dec));
            if (dec[0] == '-') {
                cr_assert_eq(wide_from_dec(r, w, dec + 1, dl - 1, &ov), 0);
                wide_neg(r, r, w);
            } else {
                cr_assert_eq(wide_from_dec(r, w, dec, dl, &ov), 0);
            }
            cr_assert(wide_eq(r, a, w), "dec round trip i%u: %s", w, dec);
        }
        /* forced digits */
        wide_set_u64(a, w, 0xAB);
        cr_assert_eq(wide_to_hex(buf, a, w, 8), 8);
        cr_assert_str_eq(buf, "000000AB");
        cr_assert_eq(wide_to_hex(buf, a, w, 1), 2);
        cr_assert_str_eq(buf, "AB");
        wide_zero(a, w);
        cr_assert_eq(wide_to_hex(buf, a, w, 0), 1);
        cr_assert_str_eq(buf, "0");
        wide_all_ones(a, w);
        {
            size_t len = wide_to_hex(buf, a, w, 0);
            size_t i;
            cr_assert_eq(len, (w + 3) / 4);
            cr_assert(buf[0] == "F137"[w % 4]);
            for (i = 1; i < len; i++)
                cr_assert_eq(buf[i], 'F');
        }
        /* hex overflow flag: one bit above */
        buf[0] = '1';
        memset(buf + 1, '0', w / 4);
        buf[1 + w / 4] = '\0';
        cr_assert_eq(wide_from_hex(r, w, buf, 1 + w / 4, &ov), 0);
        cr_assert_eq(ov, w % 4 == 0, "hex overflow i%u", w);
        cr_assert_eq(wide_from_hex(r, w, "12G", 3, &ov), -1);
        free(a);
        free(r);
        free(buf);
        free(dec);
    }
}

Test(wide, dec_len_bounds)
{
    unsigned w;
    uint64_t *a = calloc(WIDE_WORDS(3000), 8);
    char *buf = malloc(wide_dec_len(3000));

    for (w = 1; w <= 3000; w++) {
        size_t len;
        wide_all_ones(a, w);
        len = wide_to_dec(buf, a, w, 0);
        cr_assert(len + 1 <= wide_dec_len(w), "dec_len i%u", w);
        /* no more than a sign and a digit of slack */
        cr_assert(wide_dec_len(w) <= len + 3, "dec_len slack i%u", w);
        wide_signed_min(a, w);
        len = wide_to_dec(buf, a, w, 1);
        cr_assert(len + 1 <= wide_dec_len(w), "dec_len signed i%u", w);
    }
    free(a);
    free(buf);
}

Test(wide, huge_100000_bits)
{
    const unsigned w = 100000;
    size_t n = WIDE_WORDS(w);
    uint64_t *a = malloc(n * 8), *r = malloc(n * 8);
    char *buf = malloc(wide_dec_len(w));
    size_t len;
    int ov;

    wide_all_ones(a, w);
    len = wide_to_dec(buf, a, w, 0);
    /* 2^100000 - 1 has 30103 digits (Python) */
    cr_assert_eq(len, 30103);
    cr_assert(strncmp(buf, "9990020930143845079440327", 25) == 0);
    cr_assert_str_eq(buf + len - 25, "7025155304734389883109375");
    cr_assert_eq(wide_from_dec(r, w, buf, len, &ov), 0);
    cr_assert_eq(ov, 0);
    cr_assert(wide_is_all_ones(r, w));

    /* -(2^99999) */
    wide_signed_min(a, w);
    len = wide_to_dec(buf, a, w, 1);
    cr_assert_eq(len, 30104);
    cr_assert(strncmp(buf, "-499501046507192253972016", 25) == 0);
    cr_assert_str_eq(buf + len - 25, "8512577652367194941554688");
    /* one more than 2^100000 - 1 overflows */
    wide_all_ones(a, w);
    len = wide_to_dec(buf, a, w, 0);
    buf[len - 1]++; /* ...375 -> ...376 */
    cr_assert_eq(wide_from_dec(r, w, buf, len, &ov), 0);
    cr_assert_eq(ov, 1);
    cr_assert(wide_is_zero(r, w));
    free(a);
    free(r);
    free(buf);
}

/* Division of wide values: the quotient and remainder recombine exactly
 * (speed is measured in bench/, not asserted here). */
Test(wide, division_4096)
{
    const unsigned w = 4096;
    size_t n = WIDE_WORDS(w);
    uint64_t *a = malloc(n * 8), *b = malloc(n * 8), *q = malloc(n * 8), *r = malloc(n * 8);
    Rng rng = {3};
    size_t i;
    int k;

    for (k = 0; k < 200; k++) {
        for (i = 0; i < n; i++) {
            a[i] = rng_next(&rng);
            b[i] = i < n / 2 ? rng_next(&rng) : 0;
        }
        wide_udivrem(q, r, a, b, w);
        /* q * b + r == a and r < b */
        uint64_t *t = malloc(n * 8);
        wide_mul(t, q, b, w);
        wide_add(t, t, r, w);
        cr_assert(wide_eq(t, a, w));
        cr_assert(wide_ucmp(r, b, w) < 0);
        free(t);
    }
    free(a);
    free(b);
    free(q);
    free(r);
}
