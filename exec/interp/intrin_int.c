/* intrin_int.c -- the integer intrinsics of intrin.c, lane by lane with
 * its conventions: abs, min/max, scmp/ucmp, bswap/bitreverse, the counts,
 * funnel shifts, clmul, the overflow and saturating arithmetic, the
 * fixed-point multiplications and divisions; and the lane-wise intrinsics
 * (lane_compute: one lane of an integer op here, of an fp op in
 * intrin_fp.c, of an IR instruction in sem.c). */
#include "intrin.h"

/* ============================================================ integers */

int
wbit(const uint64_t *x, unsigned i)
{
    return (int)(x[i / 64] >> (i % 64) & 1);
}

/* The smallest and largest values a lane with unknown bits may hold
 * (v has its unknown bits clear), unsigned or signed. */
static void
range_of(const uint64_t *v, const uint64_t *u, unsigned w, int sgn, uint64_t *lo, uint64_t *hi)
{
    uint32_t nw = (w + 63) / 64;
    for (uint32_t k = 0; k < nw; k++) {
        lo[k] = v[k];
        hi[k] = v[k] | u[k];
    }
    if (sgn && wbit(u, w - 1)) {
        wide_set_bit(lo, w - 1, 1);
        wide_set_bit(hi, w - 1, 0);
    }
}

static int
wcmp(const uint64_t *a, const uint64_t *b, unsigned w, int sgn)
{
    return sgn ? wide_scmp(a, b, w) : wide_ucmp(a, b, w);
}

/* Where the exact (unbounded) value x, held in W bits as a signed number,
 * lies relative to the range of a w-bit integer: -1 below, 0 in, 1 above. */
static int
cmp_limit(const uint64_t *x, unsigned W, unsigned w, int sgn)
{
    if (sgn)
        return wide_min_signed_bits(x, W) <= w ? 0 : wide_sign(x, W) ? -1 : 1;
    if (wide_sign(x, W))
        return -1;
    return wide_active_bits(x, W) <= w ? 0 : 1;
}


/* The exact result of a op b for w-bit a, b in W = 2w+2 bits (signed). */
static void
exact_op(int op, int sgn, unsigned w, const uint64_t *a, const uint64_t *b, uint64_t *r)
{
    unsigned W = 2 * w + 2;
    uint32_t nW = (W + 63) / 64;
    uint64_t x[nW], y[nW];
    if (sgn) {
        wide_sext(x, W, a, w);
        wide_sext(y, W, b, w);
    } else {
        wide_zext(x, W, a, w);
        wide_zext(y, W, b, w);
    }
    if (op == XADD)
        wide_add(r, x, y, W);
    else if (op == XSUB)
        wide_sub(r, x, y, W);
    else
        wide_mul(r, x, y, W);
}

/* [lo, hi] (W = 2w+2 bits, signed) holds every exact result of a op b for
 * every choice of the unknown bits of a and b. */
static void
exact_range(int op, int sgn, unsigned w, const Cell *a, const Cell *b, uint64_t *lo, uint64_t *hi)
{
    uint32_t nw = (w + 63) / 64, nW = (2 * w + 2 + 63) / 64;
    unsigned W = 2 * w + 2;
    uint64_t av[nw], au[nw], bv[nw], bu[nw], alo[nw], ahi[nw], blo[nw], bhi[nw];
    lane_get(a, nw, av, au);
    lane_get(b, nw, bv, bu);
    range_of(av, au, w, sgn, alo, ahi);
    range_of(bv, bu, w, sgn, blo, bhi);
    if (op == XADD) {
        exact_op(XADD, sgn, w, alo, blo, lo);
        exact_op(XADD, sgn, w, ahi, bhi, hi);
    } else if (op == XSUB) {
        exact_op(XSUB, sgn, w, alo, bhi, lo);
        exact_op(XSUB, sgn, w, ahi, blo, hi);
    } else {
        uint64_t c[4][nW];
        exact_op(XMUL, sgn, w, alo, blo, c[0]);
        exact_op(XMUL, sgn, w, alo, bhi, c[1]);
        exact_op(XMUL, sgn, w, ahi, blo, c[2]);
        exact_op(XMUL, sgn, w, ahi, bhi, c[3]);
        wide_copy(lo, c[0], W);
        wide_copy(hi, c[0], W);
        for (int i = 1; i < 4; i++) {
            if (wide_scmp(c[i], lo, W) < 0)
                wide_copy(lo, c[i], W);
            if (wide_scmp(c[i], hi, W) > 0)
                wide_copy(hi, c[i], W);
        }
    }
}

/* The largest / smallest w-bit value (signed or not) into a lane. */
static void
put_limit(Cell *r, unsigned w, int sgn, int max)
{
    uint32_t nw = (w + 63) / 64;
    uint64_t x[nw];
    if (!sgn) {
        if (max)
            wide_all_ones(x, w);
        else
            wide_zero(x, w);
    } else if (max) {
        wide_signed_max(x, w);
    } else {
        wide_signed_min(x, w);
    }
    lane_put(r, nw, x, NULL, 0);
}

/* r holds a value known to lie in [lo, hi] (w-bit, in the order of sgn):
 * the leading bits lo and hi share are known. */
static void
refine_range(Cell *r, unsigned w, int sgn, const uint64_t *lo, const uint64_t *hi)
{
    uint32_t nw = (w + 63) / 64;
    if (r->poison || (sgn && wbit(lo, w - 1) != wbit(hi, w - 1)))
        return;
    for (unsigned i = w; i-- > 0;) {
        if (wbit(lo, i) != wbit(hi, i))
            break;
        uint64_t bit = 1ull << (i % 64);
        if (r[i / 64].u & bit) {
            r[i / 64].u &= ~bit;
            if (wbit(lo, i))
                r[i / 64].v |= bit;
        }
    }
    if (!it_any_unknown(r, nw))
        r->fixed = 0;
}

/* LangRef "'llvm.abs.*' Intrinsic" */
static void
l_abs(unsigned w, const Cell *a, int int_min_poison, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    uint64_t v[nw], u[nw], x[nw];
    lane_get(a, nw, v, u);
    int unk = it_any_unknown(a, nw);
    uint64_t mn[nw];
    wide_signed_min(mn, w);
    if (!unk) {
        if (wide_sign(v, w)) {
            if (wide_eq(v, mn, w) && int_min_poison) {
                set_poison(r, nw);
                return;
            }
            wide_neg(x, v, w);
            lane_put(r, nw, x, NULL, 0);
        } else {
            lane_put(r, nw, v, NULL, 0);
        }
        return;
    }
    if (!wbit(v, w - 1) && !wbit(u, w - 1)) { /* known non-negative: itself */
        lane_put(r, nw, v, u, a->fixed);
        return;
    }
    /* may be INT_MIN: the sign may be set and every other bit may be 0 */
    wide_set_bit(v, w - 1, 0);
    int may_min = wide_is_zero(v, w);
    if (may_min && int_min_poison) {
        set_poison(r, nw);
        return;
    }
    set_unknown(r, nw, w, a->fixed);
    if (!may_min) /* the result is non-negative */
        r[(w - 1) / 64].u &= ~(1ull << ((w - 1) % 64));
    if (!(a->u & 1)) { /* -x and x have the same lowest bit */
        r->u &= ~1ull;
        r->v |= a->v & 1;
    }
}

/* LangRef "'llvm.smax.*'" ... "'llvm.umin.*' Intrinsic" */
void
l_minmax(unsigned w, int sgn, int max, const Cell *a, const Cell *b, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    uint64_t av[nw], au[nw], bv[nw], bu[nw];
    lane_get(a, nw, av, au);
    lane_get(b, nw, bv, bu);
    if (!it_any_unknown(a, nw) && !it_any_unknown(b, nw)) {
        int c = wcmp(av, bv, w, sgn);
        const Cell *pick = (max ? c >= 0 : c <= 0) ? a : b;
        it_copy(r, pick, nw);
        return;
    }
    uint64_t alo[nw], ahi[nw], blo[nw], bhi[nw];
    range_of(av, au, w, sgn, alo, ahi);
    range_of(bv, bu, w, sgn, blo, bhi);
    if (wcmp(ahi, blo, w, sgn) <= 0) { /* a <= b always */
        it_copy(r, max ? b : a, nw);
        return;
    }
    if (wcmp(bhi, alo, w, sgn) <= 0) {
        it_copy(r, max ? a : b, nw);
        return;
    }
    /* either operand; and within [lo, hi] of the result, whose common
     * leading bits are known */
    join(r, a, b, nw, 1);
    const uint64_t *lo = max ? (wcmp(alo, blo, w, sgn) >= 0 ? alo : blo) : (wcmp(alo, blo, w, sgn) <= 0 ? alo : blo);
    const uint64_t *hi = max ? (wcmp(ahi, bhi, w, sgn) >= 0 ? ahi : bhi) : (wcmp(ahi, bhi, w, sgn) <= 0 ? ahi : bhi);
    refine_range(r, w, sgn, lo, hi);
}

/* A count in [lo, hi] (fits in the w-bit result) as known/unknown bits. */
void
put_range64(Cell *r, unsigned w, uint64_t lo, uint64_t hi, int fixed)
{
    uint32_t nw = (w + 63) / 64;
    put_u64(r, nw, lo);
    if (lo == hi)
        return;
    unsigned top = 63 - (unsigned)__builtin_clzll(lo ^ hi);
    uint64_t u = top >= 63 ? ~0ull : (2ull << top) - 1;
    r->u = u & it_mask(w);
    r->v = lo & ~r->u;
    r->fixed = (uint16_t)fixed;
}

/* LangRef "'llvm.scmp.*'" / "'llvm.ucmp.*' Intrinsic": -1, 0, 1 in the
 * result's width rw. */
static void
l_cmp3(unsigned w, unsigned rw, int sgn, const Cell *a, const Cell *b, Cell *r)
{
    uint32_t nw = (w + 63) / 64, rnw = (rw + 63) / 64;
    uint64_t av[nw], au[nw], bv[nw], bu[nw];
    lane_get(a, nw, av, au);
    lane_get(b, nw, bv, bu);
    int lt, eq, gt;
    if (!it_any_unknown(a, nw) && !it_any_unknown(b, nw)) {
        int c = wcmp(av, bv, w, sgn);
        lt = c < 0, eq = c == 0, gt = c > 0;
    } else {
        uint64_t alo[nw], ahi[nw], blo[nw], bhi[nw];
        range_of(av, au, w, sgn, alo, ahi);
        range_of(bv, bu, w, sgn, blo, bhi);
        lt = wcmp(alo, bhi, w, sgn) < 0;
        gt = wcmp(ahi, blo, w, sgn) > 0;
        eq = 1;
        for (uint32_t k = 0; k < nw; k++)
            if ((av[k] ^ bv[k]) & ~au[k] & ~bu[k])
                eq = 0;
    }
    Cell c[3][rnw];
    Cell *cand[3];
    uint32_t n = 0;
    uint64_t m1[rnw];
    wide_all_ones(m1, rw);
    if (lt) {
        lane_put(c[n], rnw, m1, NULL, 0);
        cand[n] = c[n];
        n++;
    }
    if (eq) {
        put_u64(c[n], rnw, 0);
        cand[n] = c[n];
        n++;
    }
    if (gt) {
        put_u64(c[n], rnw, 1);
        cand[n] = c[n];
        n++;
    }
    if (n == 0) { /* cannot happen: some order holds */
        put_u64(r, rnw, 0);
        return;
    }
    it_copy(r, cand[0], rnw);
    for (uint32_t i = 1; i < n; i++) {
        Cell t[rnw];
        it_copy(t, r, rnw);
        join(r, t, cand[i], rnw, 1);
    }
    if (n > 1)
        r->fixed = (uint16_t)(fixed_ok(a, nw) && fixed_ok(b, nw));
}

/* LangRef "'llvm.bitreverse' / 'llvm.bswap' Intrinsics": a permutation of
 * the bits, unknown ones included. */
static uint64_t
rev64(uint64_t x)
{
    x = (x >> 1 & 0x5555555555555555ull) | (x & 0x5555555555555555ull) << 1;
    x = (x >> 2 & 0x3333333333333333ull) | (x & 0x3333333333333333ull) << 2;
    x = (x >> 4 & 0x0f0f0f0f0f0f0f0full) | (x & 0x0f0f0f0f0f0f0f0full) << 4;
    return __builtin_bswap64(x);
}

static void
l_permute(unsigned w, int bswap, const Cell *a, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    if (w <= 64) {
        uint64_t v = a->v & ~a->u, u = a->u;
        if (bswap) {
            v = __builtin_bswap64(v) >> (64 - w);
            u = __builtin_bswap64(u) >> (64 - w);
        } else {
            v = rev64(v) >> (64 - w);
            u = rev64(u) >> (64 - w);
        }
        lane_put(r, 1, &v, &u, a->fixed);
        return;
    }
    uint64_t v[nw], u[nw], rv[nw], ru[nw];
    lane_get(a, nw, v, u);
    memset(rv, 0, sizeof rv);
    memset(ru, 0, sizeof ru);
    for (unsigned i = 0; i < w; i++) {
        unsigned j = bswap ? (w / 8 - 1 - i / 8) * 8 + i % 8 : w - 1 - i;
        if (wbit(v, i))
            wide_set_bit(rv, j, 1);
        if (wbit(u, i))
            wide_set_bit(ru, j, 1);
    }
    lane_put(r, nw, rv, ru, a->fixed);
}

/* LangRef "'llvm.ctpop.*'", "'llvm.ctlz.*'", "'llvm.cttz.*' Intrinsic" */
static void
l_count(unsigned w, int which, int zero_poison, const Cell *a, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    uint64_t v[nw], u[nw], vu[nw];
    lane_get(a, nw, v, u);
    for (uint32_t k = 0; k < nw; k++)
        vu[k] = v[k] | u[k];
    uint64_t lo, hi;
    if (which == 0) { /* ctpop */
        lo = wide_popcount(v, w);
        hi = lo + wide_popcount(u, w);
    } else {
        if (zero_poison && wide_is_zero(v, w)) { /* zero, or may be */
            set_poison(r, nw);
            return;
        }
        if (which == 1) {
            lo = wide_clz(vu, w);
            hi = wide_clz(v, w);
        } else {
            lo = wide_ctz(vu, w);
            hi = wide_ctz(v, w);
        }
    }
    put_range64(r, w, lo, hi, a->fixed);
}

/* A w-bit word array funnel-shifted: the top w bits of (a:b) << s
 * (left) or the low w bits of (a:b) >> s (right), 0 <= s < w. */
static void
funnel(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned s, unsigned w, int right)
{
    uint32_t nw = (w + 63) / 64;
    uint64_t x[nw], y[nw];
    if (s == 0) {
        wide_copy(r, right ? b : a, w);
        return;
    }
    if (right) {
        wide_shl(x, a, w - s, w);
        wide_lshr(y, b, s, w);
    } else {
        wide_shl(x, a, s, w);
        wide_lshr(y, b, w - s, w);
    }
    wide_or(r, x, y, w);
}

/* LangRef "'llvm.fshl.*'" / "'llvm.fshr.*' Intrinsic": the shift amount is
 * taken modulo the width. */
static void
l_fsh(unsigned w, int right, const Cell *a, const Cell *b, const Cell *c, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    int fx = fixed_ok(a, nw) && fixed_ok(b, nw) && fixed_ok(c, nw);
    if (it_any_unknown(c, nw)) {
        set_unknown(r, nw, w, fx);
        return;
    }
    uint64_t av[nw], au[nw], bv[nw], bu[nw], cv[nw], rv[nw], ru[nw], s64;
    lane_get(a, nw, av, au);
    lane_get(b, nw, bv, bu);
    lane_get(c, nw, cv, NULL);
    if (wide_fits_u64(cv, w, &s64)) {
        s64 %= w;
    } else {
        uint64_t wv[nw], rem[nw];
        wide_set_u64(wv, w, w);
        wide_udivrem(NULL, rem, cv, wv, w);
        s64 = rem[0];
    }
    funnel(rv, av, bv, (unsigned)s64, w, right);
    funnel(ru, au, bu, (unsigned)s64, w, right);
    lane_put(r, nw, rv, ru, fx);
}

/* LangRef "'llvm.clmul.*' Intrinsic": carry-less multiplication. */
static void
l_clmul(unsigned w, const Cell *a, const Cell *b, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    uint64_t av[nw], au[nw], bv[nw], bu[nw], rv[nw], t[nw];
    lane_get(a, nw, av, au);
    lane_get(b, nw, bv, bu);
    if (it_any_unknown(a, nw) || it_any_unknown(b, nw)) {
        uint64_t ap[nw], bp[nw];
        wide_or(ap, av, au, w);
        wide_or(bp, bv, bu, w);
        if (wide_is_zero(ap, w) || wide_is_zero(bp, w)) {
            put_u64(r, nw, 0);
            return;
        }
        /* only the low trailing zeros of the product are known */
        unsigned tz = wide_ctz(ap, w) + wide_ctz(bp, w);
        set_unknown(r, nw, w, fixed_ok(a, nw) && fixed_ok(b, nw));
        for (unsigned i = 0; i < tz && i < w; i++)
            r[i / 64].u &= ~(1ull << (i % 64));
        return;
    }
    wide_zero(rv, w);
    for (unsigned i = 0; i < w; i++)
        if (wbit(bv, i)) {
            wide_shl(t, av, i, w);
            wide_xor(rv, rv, t, w);
        }
    lane_put(r, nw, rv, NULL, 0);
}

/* LangRef "Arithmetic with Overflow Intrinsics": the wrapped result and
 * whether the exact result does not fit. */
static void
l_overflow(Interp *ip, int op, int sgn, unsigned w, const Cell *a, const Cell *b, Cell *r, Cell *ov)
{
    uint32_t nw = (w + 63) / 64, nW = (2 * w + 2 + 63) / 64;
    unsigned W = 2 * w + 2;
    static const unsigned irop[] = {IR_OP_ADD, IR_OP_SUB, IR_OP_MUL};
    sem_int_binop(ip, irop[op], 0, w, a, b, r);
    uint64_t lo[nW], hi[nW];
    exact_range(op, sgn, w, a, b, lo, hi);
    int clo = cmp_limit(lo, W, w, sgn), chi = cmp_limit(hi, W, w, sgn);
    int certain = clo == 1 || chi == -1, possible = clo || chi;
    if (certain || !possible)
        put_u64(ov, 1, (uint64_t)certain);
    else
        set_unknown(ov, 1, 1, fixed_ok(a, nw) && fixed_ok(b, nw));
}

/* LangRef "Saturation Arithmetic Intrinsics": sadd/uadd/ssub/usub.sat */
void
l_sat(Interp *ip, int op, int sgn, unsigned w, const Cell *a, const Cell *b, Cell *r)
{
    uint32_t nw = (w + 63) / 64, nW = (2 * w + 2 + 63) / 64;
    unsigned W = 2 * w + 2;
    uint64_t lo[nW], hi[nW];
    exact_range(op, sgn, w, a, b, lo, hi);
    int clo = cmp_limit(lo, W, w, sgn), chi = cmp_limit(hi, W, w, sgn);
    if (!clo && !chi) { /* no saturation: the sum, within [lo, hi] */
        uint64_t tl[nw], th[nw];
        sem_int_binop(ip, op == XADD ? IR_OP_ADD : IR_OP_SUB, 0, w, a, b, r);
        wide_trunc(tl, w, lo, W);
        wide_trunc(th, w, hi, W);
        refine_range(r, w, sgn, tl, th);
    } else if (clo == 1)
        put_limit(r, w, sgn, 1);
    else if (chi == -1)
        put_limit(r, w, sgn, 0);
    else
        set_unknown(r, nw, w, fixed_ok(a, nw) && fixed_ok(b, nw));
}

/* LangRef "'llvm.sshl.sat.*'" / "'llvm.ushl.sat.*' Intrinsics": an amount
 * >= the width is poison; a shift that changes the value saturates. */
static void
l_shl_sat(unsigned w, int sgn, const Cell *a, const Cell *b, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    uint64_t av[nw], au[nw], bv[nw], bu[nw], s64;
    lane_get(a, nw, av, au);
    lane_get(b, nw, bv, bu);
    uint64_t bmax[nw];
    wide_or(bmax, bv, bu, w);
    if (!wide_fits_u64(bmax, w, &s64) || s64 >= w) { /* may be >= the width */
        set_poison(r, nw);
        return;
    }
    int fx = fixed_ok(a, nw) && fixed_ok(b, nw);
    if (it_any_unknown(b, nw)) {
        set_unknown(r, nw, w, fx);
        return;
    }
    unsigned s = (unsigned)bv[0];
    uint64_t sh[nw], back[nw], su[nw];
    if (!it_any_unknown(a, nw)) {
        wide_shl(sh, av, s, w);
        if (sgn)
            wide_ashr(back, sh, s, w);
        else
            wide_lshr(back, sh, s, w);
        if (!wide_eq(back, av, w))
            put_limit(r, w, sgn, !(sgn && wide_sign(av, w)));
        else
            lane_put(r, nw, sh, NULL, 0);
        return;
    }
    /* unknown bits: exact when the bits shifted out (and, signed, the new
     * sign) are known to be copies of the sign / zero */
    unsigned top = sgn ? s + 1 : s;
    int safe = 1, first = sgn ? wbit(av, w - 1) : 0;
    for (unsigned i = w - top; i < w; i++)
        if (wbit(au, i) || wbit(av, i) != first)
            safe = 0;
    if (!safe) {
        set_unknown(r, nw, w, fx);
        return;
    }
    wide_shl(sh, av, s, w);
    wide_shl(su, au, s, w);
    lane_put(r, nw, sh, su, fx);
}

/* LangRef "Fixed Point Arithmetic Intrinsics": the exact quotient or
 * product scaled by 2^-scale, rounded up or down (the direction is the
 * target's: both are possible results).  Out of range: UB for the plain
 * forms, clamped for .sat.  A zero divisor is UB. */
static void
l_fixed(Interp *ip, CallCtx *cx, int div, int sgn, int sat, unsigned w, const Cell *a, const Cell *b,
        unsigned scale, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    unsigned W = (div ? w + scale : 2 * w) + 2;
    uint32_t nW = (W + 63) / 64;
    if (div) {
        if (b->poison)
            interp_ub(ip, UB_DIVISOR_UNDEF, "%s by a poison divisor", iname(cx));
        if (it_any_unknown(b, nw))
            interp_ub(ip, UB_DIVISOR_UNDEF, "%s by a divisor with undef bits (may be zero)", iname(cx));
    }
    /* A poison operand: LangRef "Poison Values": UB when some value it may
     * take triggers UB (the dividend of a zero divisor, a result out of
     * range): checked as if its bits were unknown; the result is poison. */
    int pois = a->poison || b->poison;
    Cell pa[nw], pb[nw];
    if (a->poison) {
        set_unknown(pa, nw, w, 0);
        a = pa;
    }
    if (b->poison) {
        set_unknown(pb, nw, w, 0);
        b = pb;
    }
    uint64_t av[nw], au[nw], bv[nw], bu[nw];
    lane_get(a, nw, av, au);
    lane_get(b, nw, bv, bu);
    if (div && wide_is_zero(bv, w))
        interp_ub(ip, UB_DIV_ZERO, "%s by zero", iname(cx));
    int unk = it_any_unknown(a, nw) || it_any_unknown(b, nw);
    /* the candidates (floor and ceiling of the exact result) for each
     * corner of the inputs' ranges; with known inputs one corner */
    uint64_t alo[nw], ahi[nw], blo[nw], bhi[nw];
    range_of(av, au, w, sgn, alo, ahi);
    range_of(bv, bu, w, sgn, blo, bhi);
    const uint64_t *ca[4] = {alo, alo, ahi, ahi}, *cb[4] = {blo, bhi, blo, bhi};
    int ncorner = unk ? 4 : 1;
    uint64_t cand[8][nW];
    int ncand = 0, out = 0;
    for (int k = 0; k < ncorner; k++) {
        uint64_t x[nW], y[nW], q[nW], rem[nW], one[nW];
        wide_set_u64(one, W, 1);
        if (sgn) {
            wide_sext(x, W, ca[k], w);
            wide_sext(y, W, cb[k], w);
        } else {
            wide_zext(x, W, ca[k], w);
            wide_zext(y, W, cb[k], w);
        }
        int inexact;
        if (!div) {
            wide_mul(q, x, y, W);
            wide_zero(rem, W);
            if (scale) {
                uint64_t m[nW];
                wide_all_ones(m, W);
                wide_lshr(m, m, W - scale, W);
                wide_and(rem, q, m, W);
                wide_ashr(q, q, scale, W); /* floor */
            }
            inexact = !wide_is_zero(rem, W);
        } else {
            wide_shl(x, x, scale, W);
            wide_sdivrem(q, rem, x, y, W); /* toward zero: x and y are exact signed values in W bits */
            inexact = !wide_is_zero(rem, W);
            if (inexact && wide_sign(x, W) != wide_sign(y, W)) /* floor */
                wide_sub(q, q, one, W);
        }
        wide_copy(cand[ncand++], q, W);
        if (inexact) {
            wide_add(cand[ncand], q, one, W);
            ncand++;
        }
    }
    for (int i = 0; i < ncand; i++)
        out |= cmp_limit(cand[i], W, w, sgn) != 0;
    int fx = fixed_ok(a, nw) && fixed_ok(b, nw);
    if (!sat && out) {
        if (unk)
            interp_ub(ip, UB_FIXED_OVERFLOW, "%s of a %s value may not fit in i%u", iname(cx),
                      pois ? "poison" : "partly undef", w);
        if (ip->o.undef == INTERP_UNDEF_TRACK || ncand == 1 || cmp_limit(cand[0], W, w, sgn))
            interp_ub(ip, UB_FIXED_OVERFLOW, "%s: the result (rounded %s) does not fit in i%u", iname(cx),
                      ncand == 1 ? "exactly" : "up or down", w);
        ncand = 1; /* ZERO/RANDOM: round down, which fits */
    }
    if (pois) {
        set_poison(r, nw);
        return;
    }
    if (unk) {
        set_unknown(r, nw, w, fx);
        return;
    }
    Cell cc[2][nw];
    Cell *cp[2] = {cc[0], cc[1]};
    for (int i = 0; i < ncand; i++) {
        int k = cmp_limit(cand[i], W, w, sgn);
        if (k) {
            put_limit(cc[i], w, sgn, k > 0);
        } else {
            uint64_t t[nw];
            wide_trunc(t, w, cand[i], W);
            lane_put(cc[i], nw, t, NULL, 0);
        }
    }
    if (ncand == 1)
        it_copy(r, cc[0], nw);
    else
        choose(ip, r, cp, 2, nw);
}
/* ============================================================ lane-wise intrinsics */


/* Lane i of a lane-wise operation into r: an intrinsic (sub = its id) or
 * an instruction (the VP forms: sub = the opcode or predicate); the
 * operands are the first arguments of the call. */
void
lane_compute(Ctx *c, int lop, unsigned sub, uint32_t i, Cell *r)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    IrType *rt = ir_type_scalar(cx->retty), *t0 = ir_type_scalar(cx->argty[0]);
    uint32_t rnw = it_words(rt);
    Cell *in[3];
    switch (lop) {
    case LOP_IBIN:
        in[0] = arg_lane(c, 0, i), in[1] = arg_lane(c, 1, i);
        sem_int_binop(ip, sub, 0, t0->bits, in[0], in[1], r);
        return;
    case LOP_FBIN:
        in[0] = arg_lane(c, 0, i), in[1] = arg_lane(c, 1, i);
        if (t0->kind == IR_TY_PPC_FP128)
            interp_unsupported(ip, "%s on ppc_fp128", iname(cx));
        sem_fp_binop(ip, sub, c->fmf, t0, in[0], in[1], r);
        return;
    case LOP_FNEG:
        sem_fneg(ip, c->fmf, t0, arg_lane(c, 0, i), r);
        return;
    case LOP_ICMP:
        sem_icmp(ip, sub, 0, t0->kind == IR_TY_PTR ? ir_ptr_bits(ip->m, t0->bits) : t0->bits, arg_lane(c, 0, i),
                 arg_lane(c, 1, i), r);
        return;
    case LOP_FCMP:
        sem_fcmp(ip, sub, c->fmf, t0, arg_lane(c, 0, i), arg_lane(c, 1, i), r);
        return;
    case LOP_CAST:
        sem_cast(ip, sub, 0, t0, rt, arg_lane(c, 0, i), r);
        return;
    case LOP_RTZ:
        in[0] = arg_lane(c, 0, i);
        l_fround(ip, c->fmf, t0, FP_RTZ, in, r);
        return;
    default:
        break;
    }
    IrIntrinsicId id = (IrIntrinsicId)sub;
    unsigned w = t0->kind == IR_TY_INT ? t0->bits : 0;
    switch (id) {
    /* ------------------------------------------------ integers */
    case IR_INTR_ABS:
        if (!lane_in(c, 1, i, in, r, rnw))
            l_abs(w, in[0], (int)(arg_u64(c->A.a[1]) & 1), r);
        return;
    case IR_INTR_SMAX: case IR_INTR_SMIN: case IR_INTR_UMAX: case IR_INTR_UMIN:
        if (!lane_in(c, 2, i, in, r, rnw))
            l_minmax(w, id == IR_INTR_SMAX || id == IR_INTR_SMIN, id == IR_INTR_SMAX || id == IR_INTR_UMAX,
                     in[0], in[1], r);
        return;
    case IR_INTR_SCMP: case IR_INTR_UCMP:
        if (!lane_in(c, 2, i, in, r, rnw))
            l_cmp3(w, rt->bits, id == IR_INTR_SCMP, in[0], in[1], r);
        return;
    case IR_INTR_BITREVERSE: case IR_INTR_BSWAP:
        if (!lane_in(c, 1, i, in, r, rnw))
            l_permute(w, id == IR_INTR_BSWAP, in[0], r);
        return;
    case IR_INTR_CTPOP:
        if (!lane_in(c, 1, i, in, r, rnw))
            l_count(w, 0, 0, in[0], r);
        return;
    case IR_INTR_CTLZ: case IR_INTR_CTTZ:
        if (!lane_in(c, 1, i, in, r, rnw))
            l_count(w, id == IR_INTR_CTLZ ? 1 : 2, cx->nargs > 1 ? (int)(arg_u64(c->A.a[1]) & 1) : 0, in[0], r);
        return;
    case IR_INTR_FSHL: case IR_INTR_FSHR:
        if (!lane_in(c, 3, i, in, r, rnw))
            l_fsh(w, id == IR_INTR_FSHR, in[0], in[1], in[2], r);
        return;
    case IR_INTR_CLMUL:
        if (!lane_in(c, 2, i, in, r, rnw))
            l_clmul(w, in[0], in[1], r);
        return;
    case IR_INTR_SADD_SAT: case IR_INTR_UADD_SAT: case IR_INTR_SSUB_SAT: case IR_INTR_USUB_SAT:
        if (!lane_in(c, 2, i, in, r, rnw))
            l_sat(ip, id == IR_INTR_SADD_SAT || id == IR_INTR_UADD_SAT ? XADD : XSUB,
                  id == IR_INTR_SADD_SAT || id == IR_INTR_SSUB_SAT, w, in[0], in[1], r);
        return;
    case IR_INTR_SSHL_SAT: case IR_INTR_USHL_SAT:
        if (!lane_in(c, 2, i, in, r, rnw))
            l_shl_sat(w, id == IR_INTR_SSHL_SAT, in[0], in[1], r);
        return;
    case IR_INTR_SMUL_FIX: case IR_INTR_UMUL_FIX: case IR_INTR_SMUL_FIX_SAT: case IR_INTR_UMUL_FIX_SAT:
    case IR_INTR_SDIV_FIX: case IR_INTR_UDIV_FIX: case IR_INTR_SDIV_FIX_SAT: case IR_INTR_UDIV_FIX_SAT: {
        int div = id == IR_INTR_SDIV_FIX || id == IR_INTR_UDIV_FIX || id == IR_INTR_SDIV_FIX_SAT ||
                  id == IR_INTR_UDIV_FIX_SAT;
        int sgn = id == IR_INTR_SMUL_FIX || id == IR_INTR_SMUL_FIX_SAT || id == IR_INTR_SDIV_FIX ||
                  id == IR_INTR_SDIV_FIX_SAT;
        int sat = id == IR_INTR_SMUL_FIX_SAT || id == IR_INTR_UMUL_FIX_SAT || id == IR_INTR_SDIV_FIX_SAT ||
                  id == IR_INTR_UDIV_FIX_SAT;
        unsigned scale = (unsigned)arg_u64(c->A.a[2]);
        if (scale > w)
            interp_ub(ip, UB_INTRINSIC, "%s with scale %u > the width %u", iname(cx), scale, w);
        l_fixed(ip, cx, div, sgn, sat, w, arg_lane(c, 0, i), arg_lane(c, 1, i), scale, r);
        return;
    }
    default:
        break;
    }
    /* ------------------------------------------------ floating point */
    IrType *ft = ir_type_is_fp(t0) ? t0 : rt;
    if (ft->kind == IR_TY_PPC_FP128 || (ir_type_is_fp(rt) && rt->kind == IR_TY_PPC_FP128))
        interp_unsupported(ip, "%s on ppc_fp128", iname(cx));
    uint32_t fmf = c->fmf;
    switch (id) {
    case IR_INTR_SQRT:
        in[0] = arg_lane(c, 0, i);
        l_fparith(ip, fmf, t0, F_SQRT, in, r);
        return;
    case IR_INTR_FMA: case IR_INTR_FMULADD:
        for (int k = 0; k < 3; k++)
            in[k] = arg_lane(c, (uint32_t)k, i);
        l_fparith(ip, fmf, t0, id == IR_INTR_FMA ? F_FMA : F_FMULADD, in, r);
        return;
    case IR_INTR_SIN: case IR_INTR_COS: case IR_INTR_TAN: case IR_INTR_ASIN: case IR_INTR_ACOS:
    case IR_INTR_ATAN: case IR_INTR_SINH: case IR_INTR_COSH: case IR_INTR_TANH: case IR_INTR_EXP:
    case IR_INTR_EXP2: case IR_INTR_EXP10: case IR_INTR_LOG: case IR_INTR_LOG2: case IR_INTR_LOG10: {
        static const struct { IrIntrinsicId id; int fn; } map[] = {
            {IR_INTR_SIN, H_SIN}, {IR_INTR_COS, H_COS}, {IR_INTR_TAN, H_TAN}, {IR_INTR_ASIN, H_ASIN},
            {IR_INTR_ACOS, H_ACOS}, {IR_INTR_ATAN, H_ATAN}, {IR_INTR_SINH, H_SINH}, {IR_INTR_COSH, H_COSH},
            {IR_INTR_TANH, H_TANH}, {IR_INTR_EXP, H_EXP}, {IR_INTR_EXP2, H_EXP2}, {IR_INTR_EXP10, H_EXP10},
            {IR_INTR_LOG, H_LOG}, {IR_INTR_LOG2, H_LOG2}, {IR_INTR_LOG10, H_LOG10},
        };
        int fn = 0;
        for (size_t k = 0; k < sizeof map / sizeof map[0]; k++)
            if (map[k].id == id)
                fn = map[k].fn;
        in[0] = arg_lane(c, 0, i);
        l_libm(ip, fmf, t0, fn, in, 1, 0, r);
        return;
    }
    case IR_INTR_POW: case IR_INTR_ATAN2:
        in[0] = arg_lane(c, 0, i), in[1] = arg_lane(c, 1, i);
        l_libm(ip, fmf, t0, id == IR_INTR_POW ? H_POW : H_ATAN2, in, 2, 0, r);
        return;
    case IR_INTR_POWI: {
        Cell *e = c->A.a[1];
        IrType *et = cx->argty[1];
        in[0] = arg_lane(c, 0, i);
        if (e->poison) {
            set_poison(r, rnw);
            return;
        }
        if (it_any_unknown(e, it_words(et))) {
            Cell *x = in[0];
            if (x->poison) {
                set_poison(r, rnw);
                return;
            }
            if (fmf & (IR_F_NNAN | IR_F_NINF))
                set_poison(r, rnw);
            else
                set_unknown(r, rnw, fp_fmt_info[ir_type_fp_fmt(t0)].bits, fixed_ok(x, rnw) && e->fixed);
            return;
        }
        uint64_t ev[it_words(et)];
        lane_get(e, it_words(et), ev, NULL);
        int64_t n;
        if (wide_min_signed_bits(ev, et->bits) <= 63) {
            uint64_t s[1];
            wide_trunc(s, 64, ev, et->bits);
            n = (int64_t)s[0];
            if (et->bits < 64)
                n = sext64(s[0], et->bits);
        } else {
            n = wide_sign(ev, et->bits) ? INT64_MIN / 2 : INT64_MAX / 2;
        }
        l_libm(ip, fmf, t0, H_POWI, in, 1, n, r);
        return;
    }
    case IR_INTR_LDEXP:
        l_ldexp(ip, fmf, t0, ir_type_scalar(cx->argty[1]), arg_lane(c, 0, i), arg_lane(c, 1, i), r);
        return;
    case IR_INTR_FABS: case IR_INTR_COPYSIGN:
        in[0] = arg_lane(c, 0, i);
        if (id == IR_INTR_COPYSIGN)
            in[1] = arg_lane(c, 1, i);
        l_signop(ip, fmf, t0, id == IR_INTR_COPYSIGN, in, r);
        return;
    case IR_INTR_CANONICALIZE:
        in[0] = arg_lane(c, 0, i);
        l_canonicalize(ip, fmf, t0, in, r);
        return;
    case IR_INTR_ARITHMETIC_FENCE:
        it_copy(r, arg_lane(c, 0, i), rnw);
        return;
    case IR_INTR_MINNUM: case IR_INTR_MAXNUM: case IR_INTR_MINIMUM: case IR_INTR_MAXIMUM:
    case IR_INTR_MINIMUMNUM: case IR_INTR_MAXIMUMNUM: {
        int kind = id == IR_INTR_MINNUM || id == IR_INTR_MAXNUM ? 0 : id == IR_INTR_MINIMUM || id == IR_INTR_MAXIMUM ? 1 : 2;
        int max = id == IR_INTR_MAXNUM || id == IR_INTR_MAXIMUM || id == IR_INTR_MAXIMUMNUM;
        in[0] = arg_lane(c, 0, i), in[1] = arg_lane(c, 1, i);
        l_fminmax(ip, fmf, t0, kind, max, in, r);
        return;
    }
    case IR_INTR_FLOOR: case IR_INTR_CEIL: case IR_INTR_TRUNC: case IR_INTR_RINT: case IR_INTR_NEARBYINT:
    case IR_INTR_ROUND: case IR_INTR_ROUNDEVEN: {
        FpRound m = id == IR_INTR_FLOOR ? FP_RDN : id == IR_INTR_CEIL ? FP_RUP : id == IR_INTR_TRUNC ? FP_RTZ :
                    id == IR_INTR_ROUND ? FP_RNA : id == IR_INTR_ROUNDEVEN ? FP_RNE : (FpRound)ip->rm;
        in[0] = arg_lane(c, 0, i);
        l_fround(ip, fmf, t0, m, in, r);
        return;
    }
    case IR_INTR_LROUND: case IR_INTR_LLROUND: case IR_INTR_LRINT: case IR_INTR_LLRINT:
        l_fp2int_round(ip, t0, rt->bits, id == IR_INTR_LROUND || id == IR_INTR_LLROUND ? FP_RNA : (FpRound)ip->rm,
                       arg_lane(c, 0, i), r);
        return;
    case IR_INTR_FPTOUI_SAT: case IR_INTR_FPTOSI_SAT:
        l_fp2int_sat(ip, t0, rt->bits, id == IR_INTR_FPTOSI_SAT, arg_lane(c, 0, i), r);
        return;
    case IR_INTR_IS_FPCLASS:
        l_isfpclass(ip, t0, (unsigned)arg_u64(c->A.a[1]) & IR_FPC_ALL, arg_lane(c, 0, i), r);
        return;
    case IR_INTR_CONVERT_TO_FP16: {
        Cell h[1];
        l_fpconv(ip, 0, t0, ip->m->t_fp[IR_TY_HALF] ? ip->m->t_fp[IR_TY_HALF] : ir_type_fp(ip->m, IR_TY_HALF),
                 FP_RNE, arg_lane(c, 0, i), h);
        it_copy(r, h, 1);
        return;
    }
    case IR_INTR_CONVERT_FROM_FP16: {
        IrType *ht = ip->m->t_fp[IR_TY_HALF] ? ip->m->t_fp[IR_TY_HALF] : ir_type_fp(ip->m, IR_TY_HALF);
        l_fpconv(ip, fmf, ht, rt, FP_RNE, arg_lane(c, 0, i), r);
        return;
    }
    default:
        interp_unsupported(ip, "%s", iname(cx));
    }
}

/* The intrinsic's result lane by lane. */
void
lanewise(Ctx *c, unsigned id)
{
    uint32_t n = it_lanes(c->ip, c->cx->retty);
    for (uint32_t i = 0; i < n; i++)
        lane_compute(c, LOP_INTRIN, id, i, ret_lane(c, i));
}

/* Intrinsics returning { T, T2 } lane by lane: with.overflow, frexp, modf,
 * sincos, sincospi.  r0/r1: lane i of the two members. */
void
pairwise(Ctx *c, IrIntrinsicId id)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    IrType *st = cx->retty, *m0 = st->members[0], *m1 = st->members[1];
    IrType *t0 = ir_type_scalar(cx->argty[0]);
    uint32_t off1 = it_cells(ip, m0), n = it_lanes(ip, m0);
    uint32_t nw0 = it_words(ir_type_scalar(m0)), nw1 = it_words(ir_type_scalar(m1));
    if (ir_type_is_fp(t0) && t0->kind == IR_TY_PPC_FP128)
        interp_unsupported(ip, "%s on ppc_fp128", iname(cx));
    for (uint32_t i = 0; i < n; i++) {
        Cell *r0 = lane(m0, cx->ret, i), *r1 = lane(m1, cx->ret + off1, i);
        Cell *a = arg_lane(c, 0, i);
        switch (id) {
        case IR_INTR_SADD_OVF: case IR_INTR_UADD_OVF: case IR_INTR_SSUB_OVF: case IR_INTR_USUB_OVF:
        case IR_INTR_SMUL_OVF: case IR_INTR_UMUL_OVF: {
            Cell *b = arg_lane(c, 1, i);
            if (a->poison || b->poison) {
                set_poison(r0, nw0);
                set_poison(r1, nw1);
                break;
            }
            int op = id == IR_INTR_SADD_OVF || id == IR_INTR_UADD_OVF ? XADD :
                     id == IR_INTR_SSUB_OVF || id == IR_INTR_USUB_OVF ? XSUB : XMUL;
            int sgn = id == IR_INTR_SADD_OVF || id == IR_INTR_SSUB_OVF || id == IR_INTR_SMUL_OVF;
            l_overflow(ip, op, sgn, t0->bits, a, b, r0, r1);
            break;
        }
        case IR_INTR_FREXP: {
            /* LangRef "'llvm.frexp.*' Intrinsic": the fraction in [0.5, 1)
             * and the exponent; zero: itself and 0; NaN and infinities: the
             * value (NaN rules) and an unspecified exponent */
            FpFmt f = ir_type_fp_fmt(t0);
            unsigned ew = ir_type_scalar(m1)->bits;
            Cell *in[1] = {a};
            if (a->poison) {
                set_poison(r0, nw0);
                set_poison(r1, nw1);
                break;
            }
            if (fp_pre(ip, c->fmf, t0, in, 1, r0)) {
                if (r0->poison)
                    set_poison(r1, nw1);
                else
                    set_unknown(r1, nw1, ew, r0->fixed);
                break;
            }
            FpBits x = fget(a, f);
            if (fp_is_nan(f, x) || fp_is_inf(f, x)) {
                fp_emit(ip, c->fmf, t0, x, r0, &x, 1);
                set_free(ip, r1, nw1, ew);
                break;
            }
            int e;
            FpBits m = fp_frexp(f, x, &e);
            fp_emit(ip, c->fmf, t0, m, r0, &x, 1);
            if (ew < 64 && sext64((uint64_t)(int64_t)e & it_mask(ew), ew) != e) {
                set_free(ip, r1, nw1, ew); /* the exponent does not fit: not specified */
                break;
            }
            uint64_t ev[nw1];
            wide_set_i64(ev, ew, e);
            lane_put(r1, nw1, ev, NULL, 0);
            break;
        }
        case IR_INTR_MODF: {
            /* LangRef "'llvm.modf.*' Intrinsic": { fraction, integral part },
             * both with the sign of the operand */
            FpFmt f = ir_type_fp_fmt(t0);
            Cell *in[1] = {a};
            if (fp_pre(ip, c->fmf, t0, in, 1, r0)) {
                it_copy(r1, r0, nw1);
                break;
            }
            FpBits x = fget(a, f), fr, ipart;
            if (fp_is_nan(f, x)) {
                fp_emit(ip, c->fmf, t0, x, r0, &x, 1);
                fp_emit(ip, c->fmf, t0, x, r1, &x, 1);
                break;
            }
            if (fp_is_inf(f, x)) {
                fr = fp_zero(f, fp_sign(f, x));
                ipart = x;
            } else {
                ipart = fp_round_int(f, x, FP_RTZ, NULL);
                fr = fp_sub(f, x, ipart, FP_RNE, NULL); /* exact */
                if (fp_is_zero(f, fr))
                    fr = fp_zero(f, fp_sign(f, x));
            }
            fp_emit(ip, c->fmf, t0, fr, r0, &x, 1);
            fp_emit(ip, c->fmf, t0, ipart, r1, &x, 1);
            break;
        }
        case IR_INTR_SINCOS: case IR_INTR_SINCOSPI: {
            Cell *in[1] = {a};
            int pi = id == IR_INTR_SINCOSPI;
            l_libm(ip, c->fmf, t0, pi ? H_SINPI : H_SIN, in, 1, 0, r0);
            l_libm(ip, c->fmf, t0, pi ? H_COSPI : H_COS, in, 1, 0, r1);
            break;
        }
        default:
            interp_unsupported(ip, "%s", iname(cx));
        }
    }
}
