/* sem.c -- the semantics of instructions on one leaf (a scalar or a vector
 * lane), shared by the interpreter's handlers and by constant evaluation.
 *
 * Every function computes the exact LangRef result when its operands are
 * fully defined.  With unknown bits (undef, or fixed-unknown after freeze)
 * it computes which result bits are still known: those that no choice of
 * the unknown bits can change; the others are unknown -- fixed-unknown only
 * when every unknown input bit was.  A flag whose violation turns the result
 * into poison (nsw, nuw, exact, disjoint, nneg, samesign, inbounds...) makes
 * it poison as soon as some choice of the unknown bits violates it: the
 * source of a refinement check may then be poison, which is the most
 * permissive behaviour, never a false alarm.
 *
 * Here: integer binary operations, comparisons, freeze, select; floating
 * point, casts and bitcast are in sem_fp.c, the helpers both use in sem.h.
 */
#include "sem.h"

#include <string.h>

/* ----------------------------------------------------------- small helpers */

static unsigned
ctz64(uint64_t x)
{
    return x ? (unsigned)__builtin_ctzll(x) : 64;
}


/* The smallest and largest values a leaf with unknown bits may hold,
 * unsigned and signed (w <= 64). */
static void
urange(const Cell *c, unsigned w, uint64_t *lo, uint64_t *hi)
{
    uint64_t m = it_mask(w);
    *lo = c->v & ~c->u & m;
    *hi = (c->v | c->u) & m;
}

static void
srange(const Cell *c, unsigned w, int64_t *lo, int64_t *hi)
{
    uint64_t m = it_mask(w), sign = 1ull << (w - 1);
    uint64_t known = c->v & ~c->u & m, unk = c->u & m;
    if (unk & sign) {
        /* the most negative: sign set, the other unknown bits clear; the
         * largest: sign clear, the other unknown bits set */
        *lo = it_sext(known | sign, w);
        *hi = it_sext((known | (unk & ~sign)) & ~sign, w);
    } else {
        *lo = it_sext(known, w);
        *hi = it_sext(known | unk, w);
    }
}

/* --------------------------------------------------- integer binary ops */

/* Can a + b overflow (unsigned / signed), for some choice of unknown bits? */
static int
may_uadd_ov(const Cell *a, const Cell *b, unsigned w, int *certain)
{
    uint64_t alo, ahi, blo, bhi, m = it_mask(w);
    urange(a, w, &alo, &ahi);
    urange(b, w, &blo, &bhi);
    *certain = w == 64 ? alo + blo < alo : alo + blo > m;
    return w == 64 ? ahi + bhi < ahi : ahi + bhi > m;
}

static int
may_sadd_ov(const Cell *a, const Cell *b, unsigned w, int sub, int *certain)
{
    int64_t alo, ahi, blo, bhi;
    srange(a, w, &alo, &ahi);
    srange(b, w, &blo, &bhi);
    if (sub) {
        int64_t t = blo;
        blo = bhi == INT64_MIN ? INT64_MAX : -bhi;
        bhi = t == INT64_MIN ? INT64_MAX : -t;
    }
    __int128 min = -((__int128)1 << (w - 1)), max = ((__int128)1 << (w - 1)) - 1;
    __int128 lo = (__int128)alo + blo, hi = (__int128)ahi + bhi;
    *certain = !(a->u | b->u) && (lo < min || lo > max);
    return lo < min || hi > max;
}

/* The UB of a division whose operands are not both known (w bits, any
 * width; the divisor is not poison).  LangRef: division by zero is UB, and
 * a signed division of INT_MIN by -1; "Poison Values": "immediate undefined
 * behavior occurs if a poison value is used as an instruction operand that
 * has any values that trigger undefined behavior", so a poison dividend may
 * be INT_MIN (Alive2's div_ub agrees).  Unknown bits of the divisor are UB
 * when some choice of them makes it 0, or -1 while the dividend may be
 * INT_MIN. */
static void
div_unknown_ub(Interp *ip, unsigned op, unsigned w, const Cell *a, const Cell *b)
{
    uint32_t nw = (w + 63) / 64;
    int one = 0, unk = 0, all_ones = 1, amin = 1;
    for (uint32_t k = 0; k < nw; k++) {
        unsigned wb = w - 64 * k > 64 ? 64 : w - 64 * k;
        uint64_t m = it_mask(wb), sign = k == nw - 1 ? 1ull << (wb - 1) : 0;
        one |= (b[k].v & ~b[k].u & m) != 0;
        unk |= (b[k].u & m) != 0;
        all_ones &= ((b[k].v | b[k].u) & m) == m;
        /* the dividend may be INT_MIN: no known 1 but the sign, which may be 1 */
        amin &= (a[k].v & ~a[k].u & m & ~sign) == 0 && (!sign || ((a[k].v | a[k].u) & sign));
    }
    const char *what = a->poison ? "a poison value" : "a value";
    if (!one)
        interp_ub(ip, unk ? UB_DIVISOR_UNDEF : UB_DIV_ZERO, "%s i%u of %s by %s", ir_op_name(op), w, what,
                  unk ? "a divisor with undef bits (may be zero)" : "zero");
    if ((op == IR_OP_SDIV || op == IR_OP_SREM) && all_ones && (a->poison || amin))
        interp_ub(ip, unk ? UB_DIVISOR_UNDEF : UB_DIV_OVERFLOW, "%s i%u of %s that may be INT_MIN by %s",
                  ir_op_name(op), w, what, unk ? "a divisor with undef bits (may be -1)" : "-1");
}

static void
binop_small(Interp *ip, unsigned op, uint32_t flags, unsigned w, const Cell *a, const Cell *b, Cell *r)
{
    uint64_t m = it_mask(w);
    uint64_t av = a->v & m, bv = b->v & m, ua = a->u & m, ub = b->u & m;
    int unk = (ua | ub) != 0;
    int fixed = both_fixed(a, ua != 0, b, ub != 0);
    r->prov = 0;
    r->poison = 0;
    r->fixed = 0;
    if (!unk) {
        uint64_t v = 0;
        switch (it_binop_defined(op, flags, w, m, av, bv, &v)) {
        case 0:
            r->v = v;
            r->u = 0;
            return;
        case 1:
            goto poison;
        default:
            break;
        }
        if (op == IR_OP_UDIV || op == IR_OP_UREM)
            interp_ub(ip, UB_DIV_ZERO, "%s i%u %llu by zero", ir_op_name(op), w, (unsigned long long)av);
        if (op == IR_OP_SDIV || op == IR_OP_SREM) {
            long long sa = it_sext(av, w);
            if (bv == 0)
                interp_ub(ip, UB_DIV_ZERO, "%s i%u %lld by zero", ir_op_name(op), w, sa);
            interp_ub(ip, UB_DIV_OVERFLOW, "%s i%u %lld by -1 overflows", ir_op_name(op), w, sa);
        }
        interp_unsupported(ip, "integer operation %s", ir_op_name(op));
    }
    /* some bits unknown */
    switch (op) {
    case IR_OP_AND: {
        uint64_t k0 = (~av & ~ua) | (~bv & ~ub); /* a known 0 on either side */
        r->u = (ua | ub) & ~k0 & m;
        r->v = av & bv & ~r->u;
        break;
    }
    case IR_OP_OR: {
        uint64_t k1 = (av & ~ua) | (bv & ~ub);
        r->u = (ua | ub) & ~k1 & m;
        r->v = (av | bv) & ~r->u & m;
        if ((flags & IR_F_DISJOINT) && ((av | ua) & (bv | ub)))
            goto poison; /* some choice has a common 1 bit */
        break;
    }
    case IR_OP_XOR:
        r->u = (ua | ub) & m;
        r->v = (av ^ bv) & ~r->u;
        break;
    case IR_OP_ADD: case IR_OP_SUB: {
        /* a carry/borrow chain: every bit from the lowest unknown one up */
        unsigned low = ctz64(ua | ub);
        r->u = m & ~it_mask(low);
        r->v = (op == IR_OP_ADD ? av + bv : av - bv) & m & ~r->u;
        int certain;
        if (op == IR_OP_ADD) {
            if ((flags & IR_F_NUW) && may_uadd_ov(a, b, w, &certain))
                goto poison;
            if ((flags & IR_F_NSW) && may_sadd_ov(a, b, w, 0, &certain))
                goto poison;
        } else {
            uint64_t alo, ahi, blo, bhi;
            urange(a, w, &alo, &ahi);
            urange(b, w, &blo, &bhi);
            if ((flags & IR_F_NUW) && bhi > alo)
                goto poison;
            if ((flags & IR_F_NSW) && may_sadd_ov(a, b, w, 1, &certain))
                goto poison;
        }
        break;
    }
    case IR_OP_MUL: {
        /* known-zero low bits of each factor make that many product bits 0 */
        uint64_t az = ~av & ~ua & m, bz = ~bv & ~ub & m;
        if (az == m || bz == m) { /* times a known 0 */
            r->v = r->u = 0;
            break;
        }
        unsigned tz = ctz64(~az) + ctz64(~bz);
        r->u = tz >= w ? 0 : m & ~it_mask(tz);
        r->v = 0;
        if (flags & (IR_F_NUW | IR_F_NSW)) {
            uint64_t ahi = (av | ua) & m, bhi = (bv | ub) & m;
            if ((flags & IR_F_NSW) || (unsigned __int128)ahi * bhi > m)
                goto poison;
        }
        break;
    }
    case IR_OP_UDIV: case IR_OP_UREM: case IR_OP_SDIV: case IR_OP_SREM:
        if (!ub && bv && !(bv & (bv - 1)) && (op == IR_OP_UDIV || op == IR_OP_UREM)) {
            /* by a power of two: a shift or a mask, bit by bit */
            unsigned k = ctz64(bv);
            if (op == IR_OP_UDIV) {
                r->v = av >> k;
                r->u = ua >> k;
                if ((flags & IR_F_EXACT) && ((av | ua) & it_mask(k)))
                    goto poison;
            } else {
                r->v = av & it_mask(k);
                r->u = ua & it_mask(k);
            }
            break;
        }
        if (ub) {
            /* unknown bits: UB when some choice of them divides by zero
             * (no known bit is 1), or, signed, by -1 (every known bit is 1)
             * while the dividend may be INT_MIN */
            uint64_t sign = 1ull << (w - 1);
            if ((bv & ~ub & m) == 0)
                interp_ub(ip, UB_DIVISOR_UNDEF, "%s i%u by a divisor with undef bits (may be zero)",
                          ir_op_name(op), w);
            if ((op == IR_OP_SDIV || op == IR_OP_SREM) && ((bv | ub) & m) == m && ((av | ua) & sign) &&
                (av & ~ua & m & ~sign) == 0)
                interp_ub(ip, UB_DIVISOR_UNDEF, "%s i%u by a divisor with undef bits (may be -1) of a value that may be INT_MIN",
                          ir_op_name(op), w);
            if (!((av | ua) & m)) { /* 0 divided by anything that is not 0 */
                r->v = r->u = 0;
                return;
            }
            set_unknown(r, 1, w, fixed);
            if (flags & IR_F_EXACT)
                goto poison;
            return;
        }
        if (bv == 0)
            interp_ub(ip, UB_DIV_ZERO, "%s i%u by zero", ir_op_name(op), w);
        if ((op == IR_OP_SDIV || op == IR_OP_SREM) && it_sext(bv, w) == -1) {
            uint64_t sign = 1ull << (w - 1);
            if (((av | ua) & sign) && (av & ~ua & m & ~sign) == 0)
                interp_ub(ip, UB_DIV_OVERFLOW, "%s i%u of a partly undef value (may be INT_MIN) by -1",
                          ir_op_name(op), w);
        }
        set_unknown(r, 1, w, fixed);
        if (flags & IR_F_EXACT)
            goto poison;
        return;
    case IR_OP_SHL: case IR_OP_LSHR: case IR_OP_ASHR: {
        if (ub) {
            /* an unknown amount may be >= the width: poison */
            if (((bv | ub) & m) >= w)
                goto poison;
            set_unknown(r, 1, w, fixed);
            if (flags & (IR_F_NUW | IR_F_NSW | IR_F_EXACT))
                goto poison;
            return;
        }
        if (bv >= w)
            goto poison;
        unsigned sh = (unsigned)bv;
        if (op == IR_OP_SHL) {
            r->v = (av << sh) & m;
            r->u = (ua << sh) & m;
            /* LangRef "'shl' Instruction": nuw, a 1 bit shifted out is poison;
             * nsw, the bits shifted out and the new sign bit must all be equal.
             * Poison when some choice of the unknown bits gives poison (known
             * bits alone may decide it: 0x00800000 << 13 nsw in i32). */
            if ((flags & IR_F_NUW) && sh && (((av | ua) >> (w - sh)) & it_mask(sh)))
                goto poison;
            if ((flags & IR_F_NSW) && sh) {
                uint64_t top = it_mask(sh + 1);
                uint64_t kv = (av >> (w - 1 - sh)) & top, ku = (ua >> (w - 1 - sh)) & top;
                if (ku || (kv && kv != top))
                    goto poison;
            }
        } else if (op == IR_OP_LSHR) {
            r->v = av >> sh;
            r->u = ua >> sh;
            if ((flags & IR_F_EXACT) && ((av | ua) & it_mask(sh)))
                goto poison;
        } else {
            uint64_t sign = 1ull << (w - 1);
            r->v = (uint64_t)(it_sext(av, w) >> sh) & m;
            r->u = ua >> sh;
            if (ua & sign)
                r->u |= m & ~it_mask(w - sh);
            r->v &= ~r->u;
            if ((flags & IR_F_EXACT) && ((av | ua) & it_mask(sh)))
                goto poison;
        }
        break;
    }
    default:
        interp_unsupported(ip, "integer operation %s", ir_op_name(op));
    }
    r->fixed = (uint16_t)(r->u ? fixed : 0);
    return;
poison:
    set_poison(r, 1);
}

/* Wide integers (> 64 bits): exact with wide.c when defined; with unknown
 * bits, and/or/xor bit by bit, anything else wholly unknown. */
/* A wide shift of a value with unknown bits by a known amount: the unknown
 * bits move like the known ones (lshr i128 undef, 64 has 64 zero bits on
 * top), as binop_small does for 64 bits.  -1: poison (the amount is too
 * large, or some choice of the unknown bits breaks a flag). */
static int
shift_wide_unknown(unsigned op, uint32_t flags, unsigned w, const Cell *a, const uint64_t *av, const uint64_t *bv,
                   Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    uint64_t sh;
    if (!wide_fits_u64(bv, w, &sh) || sh >= w)
        return -1;
    uint64_t au[nw], any[nw], rv[nw], ru[nw], t[nw], low[nw];
    for (uint32_t k = 0; k < nw; k++) {
        au[k] = a[k].u;
        any[k] = av[k] | au[k];
    }
    unsigned n = (unsigned)sh;
    /* the low n bits (the ones lshr/ashr shift out) */
    wide_all_ones(low, w);
    if (n)
        wide_lshr(low, low, w - n, w);
    else
        memset(low, 0, sizeof low);
    if (op == IR_OP_SHL) {
        wide_shl(rv, av, n, w);
        wide_shl(ru, au, n, w);
        if ((flags & IR_F_NUW) && n) {
            wide_lshr(t, any, w - n, w);
            if (!wide_is_zero(t, w))
                return -1;
        }
        if ((flags & IR_F_NSW) && n) {
            /* the top n + 1 bits: known and all equal */
            wide_lshr(t, au, w - n - 1, w);
            if (!wide_is_zero(t, w))
                return -1;
            wide_shl(t, av, n, w);
            wide_ashr(t, t, n, w);
            if (!wide_eq(t, av, w))
                return -1;
        }
    } else {
        if (op == IR_OP_LSHR) {
            wide_lshr(rv, av, n, w);
            wide_lshr(ru, au, n, w);
        } else {
            /* an unknown sign bit makes the bits it fills unknown */
            wide_ashr(rv, av, n, w);
            wide_ashr(ru, au, n, w);
        }
        if (flags & IR_F_EXACT) {
            wide_and(t, any, low, w);
            if (!wide_is_zero(t, w))
                return -1;
        }
    }
    for (uint32_t k = 0; k < nw; k++) {
        r[k].u = ru[k];
        r[k].v = rv[k] & ~ru[k];
    }
    return 0;
}

static void
binop_wide(Interp *ip, unsigned op, uint32_t flags, unsigned w, const Cell *a, const Cell *b, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    uint64_t av[nw], bv[nw], rv[nw], t[nw];
    for (uint32_t k = 0; k < nw; k++) {
        av[k] = a[k].v;
        bv[k] = b[k].v;
    }
    int ua = it_any_unknown(a, nw), ub = it_any_unknown(b, nw);
    int fixed = both_fixed(a, ua, b, ub);
    for (uint32_t k = 0; k < nw; k++) {
        r[k].prov = 0;
        r[k].poison = 0;
        r[k].fixed = 0;
    }
    if (ua || ub) {
        if (op == IR_OP_AND || op == IR_OP_OR || op == IR_OP_XOR) {
            for (uint32_t k = 0; k < nw; k++) {
                Cell x = a[k], y = b[k];
                x.poison = y.poison = 0;
                x.fixed = a[0].fixed;
                y.fixed = b[0].fixed;
                binop_small(ip, op, flags & ~IR_F_DISJOINT, 64, &x, &y, &r[k]);
                r[k].poison = 0;
                r[k].fixed = 0;
            }
            r[0].fixed = (uint16_t)fixed;
            if ((flags & IR_F_DISJOINT) && op == IR_OP_OR)
                for (uint32_t k = 0; k < nw; k++)
                    if ((a[k].v | a[k].u) & (b[k].v | b[k].u))
                        goto poison;
            return;
        }
        if ((op == IR_OP_SHL || op == IR_OP_LSHR || op == IR_OP_ASHR) && !ub) {
            if (shift_wide_unknown(op, flags, w, a, av, bv, r) < 0)
                goto poison;
            r[0].fixed = (uint16_t)(fixed && it_any_unknown(r, nw));
            return;
        }
        if (op == IR_OP_UDIV || op == IR_OP_SDIV || op == IR_OP_UREM || op == IR_OP_SREM)
            div_unknown_ub(ip, op, w, a, b);
        if (flags & (IR_F_NUW | IR_F_NSW | IR_F_EXACT | IR_F_DISJOINT))
            goto poison;
        if (op == IR_OP_SHL || op == IR_OP_LSHR || op == IR_OP_ASHR) {
            if (ub)
                goto poison;
            uint64_t sh;
            if (!wide_fits_u64(bv, w, &sh) || sh >= w)
                goto poison;
        }
        set_unknown(r, nw, w, fixed);
        return;
    }
    switch (op) {
    case IR_OP_ADD:
        if ((flags & IR_F_NUW) && wide_uadd_ov(av, bv, w)) goto poison;
        if ((flags & IR_F_NSW) && wide_sadd_ov(av, bv, w)) goto poison;
        wide_add(rv, av, bv, w);
        break;
    case IR_OP_SUB:
        if ((flags & IR_F_NUW) && wide_usub_ov(av, bv, w)) goto poison;
        if ((flags & IR_F_NSW) && wide_ssub_ov(av, bv, w)) goto poison;
        wide_sub(rv, av, bv, w);
        break;
    case IR_OP_MUL:
        if ((flags & IR_F_NUW) && wide_umul_ov(av, bv, w)) goto poison;
        if ((flags & IR_F_NSW) && wide_smul_ov(av, bv, w)) goto poison;
        wide_mul(rv, av, bv, w);
        break;
    case IR_OP_UDIV: case IR_OP_UREM:
        if (wide_is_zero(bv, w))
            interp_ub(ip, UB_DIV_ZERO, "%s i%u by zero", ir_op_name(op), w);
        wide_udivrem(op == IR_OP_UDIV ? rv : t, op == IR_OP_UDIV ? t : rv, av, bv, w);
        if ((flags & IR_F_EXACT) && !wide_is_zero(t, w))
            goto poison;
        break;
    case IR_OP_SDIV: case IR_OP_SREM: {
        if (wide_is_zero(bv, w))
            interp_ub(ip, UB_DIV_ZERO, "%s i%u by zero", ir_op_name(op), w);
        uint64_t mn[nw];
        wide_signed_min(mn, w);
        if (wide_is_all_ones(bv, w) && wide_eq(av, mn, w))
            interp_ub(ip, UB_DIV_OVERFLOW, "%s i%u INT_MIN by -1 overflows", ir_op_name(op), w);
        wide_sdivrem(op == IR_OP_SDIV ? rv : t, op == IR_OP_SDIV ? t : rv, av, bv, w);
        if ((flags & IR_F_EXACT) && !wide_is_zero(t, w))
            goto poison;
        break;
    }
    case IR_OP_SHL: case IR_OP_LSHR: case IR_OP_ASHR: {
        uint64_t sh;
        if (!wide_fits_u64(bv, w, &sh) || sh >= w)
            goto poison;
        if (op == IR_OP_SHL) {
            wide_shl(rv, av, (unsigned)sh, w);
            if (flags & IR_F_NUW) {
                wide_lshr(t, rv, (unsigned)sh, w);
                if (!wide_eq(t, av, w)) goto poison;
            }
            if (flags & IR_F_NSW) {
                wide_ashr(t, rv, (unsigned)sh, w);
                if (!wide_eq(t, av, w)) goto poison;
            }
        } else {
            if (op == IR_OP_LSHR)
                wide_lshr(rv, av, (unsigned)sh, w);
            else
                wide_ashr(rv, av, (unsigned)sh, w);
            if (flags & IR_F_EXACT) {
                wide_shl(t, rv, (unsigned)sh, w);
                if (op == IR_OP_ASHR) {
                    /* compare the low bits only */
                    uint64_t mask[nw];
                    wide_all_ones(mask, w);
                    wide_lshr(mask, mask, w - (unsigned)sh, w);
                    wide_and(mask, mask, av, w);
                    if (!wide_is_zero(mask, w)) goto poison;
                } else if (!wide_eq(t, av, w)) {
                    goto poison;
                }
            }
        }
        break;
    }
    case IR_OP_AND: wide_and(rv, av, bv, w); break;
    case IR_OP_OR:
        wide_and(t, av, bv, w);
        if ((flags & IR_F_DISJOINT) && !wide_is_zero(t, w)) goto poison;
        wide_or(rv, av, bv, w);
        break;
    case IR_OP_XOR: wide_xor(rv, av, bv, w); break;
    default:
        interp_unsupported(ip, "integer operation %s", ir_op_name(op));
    }
    for (uint32_t k = 0; k < nw; k++) {
        r[k].v = rv[k];
        r[k].u = 0;
    }
    return;
poison:
    set_poison(r, nw);
}

/* and/or/xor and shifts by a known amount move and combine bits one by one:
 * exact for undef operands (two uses of undef are independent choices); a
 * fixed-unknown operand's bits are one value, so combined with another
 * unknown operand they are correlated.  ashr copies the sign bit: its
 * copies are one bit, not independent ones.  Concrete runs resolve the
 * operands of a flagged operation (one choice, then the flag's test). */
static int
binop_exact(Interp *ip, unsigned op, uint32_t flags, unsigned w, const Cell *a, const Cell *b)
{
    uint32_t nw = (w + 63) / 64;
    int ua = it_any_unknown(a, nw), ub = it_any_unknown(b, nw);
    if ((!ua && !ub) || a->poison || b->poison)
        return 1;
    if (flags && ip->o.undef != INTERP_UNDEF_TRACK)
        return 0;
    switch (op) {
    case IR_OP_AND: case IR_OP_OR: case IR_OP_XOR:
        return !(ua && ub && (a->fixed || b->fixed));
    case IR_OP_ADD: case IR_OP_SUB: case IR_OP_MUL: {
        /* a wholly unknown operand: x + u and x - u are any value (for a
         * wholly undef u whatever x is, for a frozen one if x is known), c * u
         * any multiple of c's power of two; that is what the carry-spreading
         * tracking says.  Partly unknown operands: not. */
        if (w > 64)
            return 0;
        int wa = (a->u & it_mask(w)) == it_mask(w), wb = (b->u & it_mask(w)) == it_mask(w);
        if (op != IR_OP_MUL && ((wa && !a->fixed) || (wb && !b->fixed)))
            return 1;
        return !(ua && ub) && (ua ? wa : wb);
    }
    case IR_OP_UDIV: case IR_OP_UREM:
        /* by a known power of two: a shift or a mask (binop_small) */
        return w <= 64 && !ub && b->v && !(b->v & (b->v - 1) & it_mask(w));
    case IR_OP_SHL: case IR_OP_LSHR:
        return !ub;
    case IR_OP_ASHR:
        return !ub && !((a[(w - 1) / 64].u >> ((w - 1) % 64)) & 1);
    default:
        return 0;
    }
}

void
sem_int_binop(Interp *ip, unsigned op, uint32_t flags, unsigned w, const Cell *a, const Cell *b, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    Cell sa[2], sb[2], *ta = nw <= 2 ? sa : NULL, *tb = nw <= 2 ? sb : NULL;
    int exact = binop_exact(ip, op, flags, w, a, b);
    a = use_operand(ip, exact, a, nw, ta);
    b = use_operand(ip, exact, b, nw, tb);
    int div = op == IR_OP_UDIV || op == IR_OP_SDIV || op == IR_OP_UREM || op == IR_OP_SREM;
    /* LangRef "Poison Values": the divisor is checked first: a poison divisor is UB */
    if (div && b->poison)
        interp_ub(ip, UB_DIVISOR_UNDEF, "%s i%u by a poison divisor", ir_op_name(op), w);
    if (div && a->poison)
        div_unknown_ub(ip, op, w, a, b);
    if (a->poison || b->poison) {
        set_poison(r, nw);
        return;
    }
    if (w <= 64)
        binop_small(ip, op, flags, w, a, b, r);
    else
        binop_wide(ip, op, flags, w, a, b, r);
}

/* ---------------------------------------------------------- comparisons */


void
sem_icmp(Interp *ip, unsigned pred, uint32_t flags, unsigned w, const Cell *a, const Cell *b, Cell *r)
{
    uint32_t nw = (w + 63) / 64;
    Cell sa[2], sb[2], *ta = nw <= 2 ? sa : NULL, *tb = nw <= 2 ? sb : NULL;
    /* the ranges below are exact for independent unknown bits (undef, or
     * one operand's fixed-unknown ones): "true" and "false" are then both
     * possible exactly when the result is unknown */
    int exact = w <= 64 && !(it_any_unknown(a, nw) && it_any_unknown(b, nw) && (a->fixed || b->fixed)) &&
                !(flags && ip->o.undef != INTERP_UNDEF_TRACK);
    a = use_operand(ip, exact, a, nw, ta);
    b = use_operand(ip, exact, b, nw, tb);
    r->prov = 0;
    r->fixed = 0;
    r->poison = 0;
    if (a->poison || b->poison) {
        set_poison(r, 1);
        return;
    }
    int ua = it_any_unknown(a, nw), ub = it_any_unknown(b, nw);
    if (w > 64) {
        if (ua || ub) {
            set_unknown(r, 1, 1, both_fixed(a, ua, b, ub));
            return;
        }
        uint64_t av[nw], bv[nw];
        for (uint32_t k = 0; k < nw; k++) {
            av[k] = a[k].v;
            bv[k] = b[k].v;
        }
        if ((flags & IR_F_SAMESIGN) && wide_sign(av, w) != wide_sign(bv, w)) {
            set_poison(r, 1);
            return;
        }
        int c, res;
        switch (pred) {
        case IR_ICMP_EQ: res = wide_eq(av, bv, w); break;
        case IR_ICMP_NE: res = !wide_eq(av, bv, w); break;
        case IR_ICMP_UGT: case IR_ICMP_UGE: case IR_ICMP_ULT: case IR_ICMP_ULE:
            c = wide_ucmp(av, bv, w);
            res = pred == IR_ICMP_UGT ? c > 0 : pred == IR_ICMP_UGE ? c >= 0 : pred == IR_ICMP_ULT ? c < 0 : c <= 0;
            break;
        default:
            c = wide_scmp(av, bv, w);
            res = pred == IR_ICMP_SGT ? c > 0 : pred == IR_ICMP_SGE ? c >= 0 : pred == IR_ICMP_SLT ? c < 0 : c <= 0;
            break;
        }
        r->v = (uint64_t)res;
        r->u = 0;
        return;
    }
    uint64_t m = it_mask(w);
    if (!ua && !ub) {
        uint64_t av = a->v & m, bv = b->v & m;
        if ((flags & IR_F_SAMESIGN) && ((av ^ bv) >> (w - 1) & 1)) {
            set_poison(r, 1);
            return;
        }
        r->v = (uint64_t)it_icmp_holds(pred, av, bv, w);
        r->u = 0;
        return;
    }
    /* unknown bits: decide from the ranges of possible values */
    if (flags & IR_F_SAMESIGN) {
        uint64_t sign = 1ull << (w - 1);
        if (((a->u | b->u) & sign) || ((a->v ^ b->v) & sign)) {
            set_poison(r, 1);
            return;
        }
    }
    int always = -1; /* -1 unknown, 0 never, 1 always */
    switch (pred) {
    case IR_ICMP_EQ: case IR_ICMP_NE: {
        /* a known bit that differs decides it */
        uint64_t known = ~a->u & ~b->u & m;
        if ((a->v ^ b->v) & known)
            always = pred == IR_ICMP_NE;
        break;
    }
    case IR_ICMP_UGT: case IR_ICMP_UGE: case IR_ICMP_ULT: case IR_ICMP_ULE: {
        uint64_t alo, ahi, blo, bhi;
        urange(a, w, &alo, &ahi);
        urange(b, w, &blo, &bhi);
        if (it_icmp_holds(pred, alo, bhi, w) && it_icmp_holds(pred, ahi, blo, w) &&
            it_icmp_holds(pred, alo, blo, w) && it_icmp_holds(pred, ahi, bhi, w))
            always = 1;
        else if (!it_icmp_holds(pred, alo, bhi, w) && !it_icmp_holds(pred, ahi, blo, w) &&
                 !it_icmp_holds(pred, alo, blo, w) && !it_icmp_holds(pred, ahi, bhi, w))
            always = 0;
        break;
    }
    default: {
        int64_t alo, ahi, blo, bhi;
        srange(a, w, &alo, &ahi);
        srange(b, w, &blo, &bhi);
        uint64_t m2 = it_mask(w);
        int c1 = it_icmp_holds(pred, (uint64_t)alo & m2, (uint64_t)bhi & m2, w);
        int c2 = it_icmp_holds(pred, (uint64_t)ahi & m2, (uint64_t)blo & m2, w);
        int c3 = it_icmp_holds(pred, (uint64_t)alo & m2, (uint64_t)blo & m2, w);
        int c4 = it_icmp_holds(pred, (uint64_t)ahi & m2, (uint64_t)bhi & m2, w);
        if (c1 && c2 && c3 && c4)
            always = 1;
        else if (!c1 && !c2 && !c3 && !c4)
            always = 0;
        break;
    }
    }
    if (always >= 0) {
        r->v = (uint64_t)always;
        r->u = 0;
    } else {
        set_unknown(r, 1, 1, both_fixed(a, ua, b, ub));
    }
}

/* ------------------------------------------------------------- freeze */

/* LangRef "'freeze' Instruction": poison and undef bits become one
 * arbitrary, fixed value. */
void
sem_freeze(Interp *ip, IrType *t, const Cell *a, Cell *r)
{
    const TLayout *l = it_layout(ip, t);
    it_copy(r, a, l->cells);
    for (uint32_t i = 0; i < l->nleaves; i++) {
        IrType *lt = l->leaf_type[i];
        Cell *lc = r + l->leaf_cell[i];
        uint32_t nw = it_words(lt);
        unsigned bits = lt->kind == IR_TY_INT ? lt->bits :
                        lt->kind == IR_TY_PTR ? ir_ptr_bits(ip->m, lt->bits) : ir_type_fp_bits(lt);
        if (lc[0].poison)
            set_unknown(lc, nw, bits, 1);
        else if (it_any_unknown(lc, nw))
            lc[0].fixed = 1;
        else
            continue;
        if (ip->o.undef != INTERP_UNDEF_TRACK) {
            for (uint32_t k = 0; k < nw; k++) {
                uint64_t x = ip->o.undef == INTERP_UNDEF_RANDOM ? interp_rand(ip) : 0;
                lc[k].v = (lc[k].v & ~lc[k].u) | (x & lc[k].u);
                lc[k].u = 0;
            }
            lc[0].fixed = 0;
        }
        if (lt->kind == IR_TY_PTR)
            lc[0].prov = 0;
    }
}

/* ---------------------------------------------------------------- select */

/* One leaf of select: cond known -> that operand; cond unknown -> the bits
 * both operands agree on, the rest unknown (LangRef "Undefined Values":
 * select undef, X, Y is X or Y). */
void
sem_select_leaf(Interp *ip, IrType *lt, const Cell *cond, const Cell *x, const Cell *y, Cell *r)
{
    uint32_t nw = it_words(lt);
    Cell tc;
    /* an unknown condition: never exact.  The LangRef says the result is
     * one of the operands (not undef); whether its uses may then see
     * different ones it leaves open, so the target's run must not assume
     * they may (select undef, 0, 1 is not undef & 1) */
    cond = use_operand(ip, 0, cond, 1, &tc);
    if (cond->poison) {
        set_poison(r, nw);
        return;
    }
    if (!(cond->u & 1)) {
        it_copy(r, (cond->v & 1) ? x : y, nw);
        return;
    }
    if (x->poison || y->poison) {
        set_poison(r, nw);
        return;
    }
    int fixed = cond->fixed;
    for (uint32_t k = 0; k < nw; k++) {
        uint64_t differ = (x[k].v ^ y[k].v) | x[k].u | y[k].u;
        r[k].u = differ;
        r[k].v = x[k].v & ~differ;
        r[k].prov = 0;
        r[k].poison = r[k].fixed = 0;
    }
    if (it_any_unknown(x, nw) && !x->fixed)
        fixed = 0;
    if (it_any_unknown(y, nw) && !y->fixed)
        fixed = 0;
    r->fixed = (uint16_t)fixed;
    if (lt->kind == IR_TY_PTR && x->prov == y->prov)
        r->prov = x->prov;
    (void)ip;
}
