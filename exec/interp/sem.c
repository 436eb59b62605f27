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
 */
#include "interp.h"

#include <string.h>

/* ----------------------------------------------------------- small helpers */

/* Operands with unknown bits: TRACK computes some operations exactly (the
 * result is every combination of its unknown bits, as undef itself is) and
 * over-approximates the others (InterpResult.approx); concrete runs keep
 * the undef bits through the exact ones and resolve them before the others
 * (it_use).  `exact` says which one this is. */
static const Cell *
use_operand(Interp *ip, int exact, const Cell *c, uint32_t nw, Cell *tmp)
{
    if (ip->o.undef == INTERP_UNDEF_TRACK) {
        if (!exact && it_any_unknown(c, nw))
            it_approx(ip);
        return c;
    }
    return exact ? c : it_use(ip, c, nw, tmp);
}

static void
set_poison(Cell *r, uint32_t nw)
{
    for (uint32_t k = 0; k < nw; k++)
        r[k].v = r[k].u = 0;
    r[0].poison = 1;
    r[0].fixed = 0;
    r[0].prov = 0;
}

static void
set_unknown(Cell *r, uint32_t nw, unsigned bits, int fixed)
{
    for (uint32_t k = 0; k < nw; k++) {
        unsigned wb = bits > 64 * k ? (bits - 64 * k > 64 ? 64 : bits - 64 * k) : 0;
        r[k].v = 0;
        r[k].u = it_mask(wb);
    }
    r[0].poison = 0;
    r[0].fixed = (uint16_t)fixed;
    r[0].prov = 0;
}

/* Unknown bits of two operands are fixed-unknown only if every unknown one is. */
static int
both_fixed(const Cell *a, int a_unknown, const Cell *b, int b_unknown)
{
    return (!a_unknown || a->fixed) && (!b_unknown || b->fixed);
}

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

/* ------------------------------------------------------------ fp values */

/* LangRef "Floating-Point Environment" / NaN rules: an operation that
 * returns a NaN returns a quiet NaN with a nondeterministic sign and
 * payload (the preferred NaN or a quieted input NaN), or an input NaN
 * unchanged: a signaling NaN only if an input was one (snan_in).  TRACK:
 * the preferred NaN with sign and payload fixed-unknown, and the quiet bit
 * too after a signaling input; ZERO: the preferred NaN; RANDOM: a random
 * sign and payload. */
static void
nan_result(Interp *ip, FpFmt f, Cell *r, int snan_in)
{
    FpBits q = fp_qnan(f);
    const FpFmtInfo *fi = &fp_fmt_info[f];
    unsigned bits = fi->bits;
    r[0].v = q.w[0];
    r[0].u = 0;
    if (bits > 64) {
        r[1].v = q.w[1];
        r[1].u = 0;
    }
    /* the payload bits below the quiet bit, and the sign */
    unsigned qbit = f == FP_F80 ? 62 : fi->man_bits - 1;
    unsigned signbit = bits - 1;
    if (f == FP_PPC128) { /* the high double's sign and payload */
        qbit = 51;
        signbit = 63;
    }
    uint64_t payload_lo = qbit >= 64 ? ~0ull : it_mask(qbit);
    if (ip->o.undef == INTERP_UNDEF_TRACK) {
        r[0].u = payload_lo;
        if (bits > 64 && f != FP_PPC128 && qbit >= 64)
            r[1].u = it_mask(qbit - 64);
        if (signbit < 64)
            r[0].u |= 1ull << signbit;
        else
            r[1].u |= 1ull << (signbit - 64);
        if (snan_in && qbit < 64)
            r[0].u |= 1ull << qbit;
        else if (snan_in)
            r[1].u |= 1ull << (qbit - 64);
        r[0].v &= ~r[0].u;
        if (bits > 64)
            r[1].v &= ~r[1].u;
        r[0].fixed = 1;
    } else if (ip->o.undef == INTERP_UNDEF_RANDOM) {
        uint64_t x = interp_rand(ip);
        r[0].v |= x & payload_lo;
        if (x >> 63) {
            if (signbit < 64)
                r[0].v |= 1ull << signbit;
            else
                r[1].v |= 1ull << (signbit - 64);
        }
    }
}

static FpBits
fp_of(const Cell *c, FpFmt f)
{
    FpBits x = {{c[0].v, fp_fmt_info[f].bits > 64 ? c[1].v : 0}};
    return x;
}

static void
fp_put(Cell *r, FpFmt f, FpBits x)
{
    r[0].v = x.w[0];
    r[0].u = 0;
    if (fp_fmt_info[f].bits > 64) {
        r[1].v = x.w[1];
        r[1].u = 0;
        r[1].poison = r[1].fixed = 0;
        r[1].prov = 0;
    }
    r[0].poison = r[0].fixed = 0;
    r[0].prov = 0;
}

/* Fast-math flags on a result (LangRef "Fast-Math Flags"): nnan/ninf make
 * NaN/inf operands or results poison; nsz leaves the sign of a zero
 * unknown; reassoc/contract/afn/arcp allow approximations, so the value is
 * only known approximately: fixed-unknown. */
static int
fmf_poison(uint32_t fmf, FpFmt f, FpBits x)
{
    if ((fmf & IR_F_NNAN) && fp_is_nan(f, x))
        return 1;
    if ((fmf & IR_F_NINF) && fp_is_inf(f, x))
        return 1;
    return 0;
}

/* nnan/ninf on a value with unknown bits: poison when some choice of them
 * is a NaN (nnan) or an infinity (ninf).  Exact: a few unknown bits are
 * enumerated; otherwise the fields decide for the IEEE formats (the
 * exponent may be all ones and the fraction may be nonzero, or may be 0);
 * x86_fp80 and ppc_fp128 with many unknown bits may be either. */
static int
fmf_poison_unknown(uint32_t fmf, FpFmt f, const Cell *c)
{
    if (!(fmf & (IR_F_NNAN | IR_F_NINF)))
        return 0;
    const FpFmtInfo *fi = &fp_fmt_info[f];
    int two = fi->bits > 64;
    uint64_t m0 = c[0].u, m1 = two ? c[1].u : 0;
    if (__builtin_popcountll(m0) + __builtin_popcountll(m1) <= 12) {
        uint64_t s1 = 0;
        do {
            uint64_t s0 = 0;
            do {
                FpBits x = {{(c[0].v & ~m0) | s0, two ? (c[1].v & ~m1) | s1 : 0}};
                if (fmf_poison(fmf, f, x))
                    return 1;
                s0 = (s0 - m0) & m0;
            } while (s0);
            s1 = (s1 - m1) & m1;
        } while (s1);
        return 0;
    }
    if (f == FP_F80 || f == FP_PPC128)
        return 1;
    unsigned __int128 v = c[0].v, u = m0, one = 1;
    if (two) {
        v |= (unsigned __int128)c[1].v << 64;
        u |= (unsigned __int128)m1 << 64;
    }
    unsigned __int128 fmask = (one << fi->man_bits) - 1, emask = ((one << fi->exp_bits) - 1) << fi->man_bits;
    int e_may_max = ((v | u) & emask) == emask;
    if ((fmf & IR_F_NNAN) && e_may_max && ((v | u) & fmask))
        return 1;
    if ((fmf & IR_F_NINF) && e_may_max && !(v & ~u & fmask))
        return 1;
    return 0;
}

/* The sign of r is a choice (nsz): fixed-unknown when tracking. */
static void
sign_unknown(Interp *ip, FpFmt f, Cell *r)
{
    unsigned bits = fp_fmt_info[f].bits;
    if (ip->o.undef != INTERP_UNDEF_TRACK)
        return;
    unsigned sb = f == FP_PPC128 ? 63 : bits - 1;
    if (sb < 64)
        r[0].u |= 1ull << sb;
    else
        r[1].u |= 1ull << (sb - 64);
    r[0].v &= ~r[0].u;
    if (bits > 64)
        r[1].v &= ~r[1].u;
    r[0].fixed = 1;
}

static void
fmf_result(Interp *ip, uint32_t fmf, FpFmt f, Cell *r)
{
    unsigned bits = fp_fmt_info[f].bits;
    if (ip->o.undef != INTERP_UNDEF_TRACK)
        return;
    if (fmf & FMF_ANY_VALUE) {
        set_unknown(r, bits > 64 ? 2 : 1, bits, 1);
        return;
    }
    if ((fmf & IR_F_NSZ) && fp_is_zero(f, fp_of(r, f)))
        sign_unknown(ip, f, r);
}

static FpBits
fp_binop_eval(unsigned op, FpFmt f, FpBits x, FpBits y, FpRound rm, unsigned *fl)
{
    switch (op) {
    case IR_OP_FADD: return fp_add(f, x, y, rm, fl);
    case IR_OP_FSUB: return fp_sub(f, x, y, rm, fl);
    case IR_OP_FMUL: return fp_mul(f, x, y, rm, fl);
    case IR_OP_FDIV: return fp_div(f, x, y, rm, fl);
    default: return fp_fmod(f, x, y, fl);
    }
}

/* The results of an fp operation over every choice of its operands'
 * unknown bits (at most 12 in all): FPE_POISON when nnan/ninf make some
 * choice poison, FPE_SAME when all give the same non-NaN value (*z), FPE_ANY
 * otherwise, FPE_MANY when there are too many bits to try. */
enum { FPE_ANY, FPE_SAME, FPE_POISON, FPE_MANY };

static int
fp_binop_enum(unsigned op, uint32_t fmf, FpFmt f, FpRound rm, const Cell *a, const Cell *b, FpBits *z)
{
    int two = fp_fmt_info[f].bits > 64;
    uint64_t m[4] = {a[0].u, two ? a[1].u : 0, b[0].u, two ? b[1].u : 0};
    int n = 0;
    for (int i = 0; i < 4; i++)
        n += __builtin_popcountll(m[i]);
    if (n > 12)
        return FPE_MANY;
    uint64_t base[4] = {a[0].v & ~m[0], two ? a[1].v & ~m[1] : 0, b[0].v & ~m[2], two ? b[1].v & ~m[3] : 0};
    uint64_t s[4] = {0, 0, 0, 0};
    int same = 1, first = 1;
    for (;;) {
        FpBits x = {{base[0] | s[0], base[1] | s[1]}}, y = {{base[2] | s[2], base[3] | s[3]}};
        unsigned fl = 0;
        if (fmf_poison(fmf, f, x) || fmf_poison(fmf, f, y))
            return FPE_POISON;
        FpBits r = fp_binop_eval(op, f, x, y, rm, &fl);
        if (fmf_poison(fmf, f, r))
            return FPE_POISON;
        if (first)
            *z = r;
        else if (r.w[0] != z->w[0] || r.w[1] != z->w[1])
            same = 0;
        first = 0;
        int i = 0;
        while (i < 4 && !(s[i] = (s[i] - m[i]) & m[i]))
            i++; /* the next choice: carry into the next word */
        if (i == 4)
            return same && !fp_is_nan(f, *z) ? FPE_SAME : FPE_ANY;
    }
}

void
sem_fp_binop(Interp *ip, unsigned op, uint32_t fmf, IrType *t, const Cell *a, const Cell *b, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = it_words(t);
    Cell ta[2], tb[2];
    a = use_operand(ip, 0, a, nw, ta);
    b = use_operand(ip, 0, b, nw, tb);
    if (a->poison || b->poison) {
        set_poison(r, nw);
        return;
    }
    int ua = it_any_unknown(a, nw), ub = it_any_unknown(b, nw);
    FpBits x = fp_of(a, f), y = fp_of(b, f);
    if (ua || ub) {
        /* nnan/ninf: poison when some choice of the unknown bits makes an
         * operand or the result a NaN/inf; a few bits are enumerated, and a
         * result that is the same for every choice is known */
        FpBits z;
        int e = fp_binop_enum(op, fmf, f, (FpRound)ip->rm, a, b, &z);
        if (e == FPE_POISON || (e == FPE_MANY && ((fmf & (IR_F_NNAN | IR_F_NINF)) ||
                                                  fmf_poison_unknown(fmf, f, a) || fmf_poison_unknown(fmf, f, b)))) {
            set_poison(r, nw);
        } else if (e == FPE_SAME) {
            fp_put(r, f, z);
            fmf_result(ip, fmf, f, r);
        } else {
            set_unknown(r, nw, fp_fmt_info[f].bits, both_fixed(a, ua, b, ub));
        }
        return;
    }
    if (fmf_poison(fmf, f, x) || fmf_poison(fmf, f, y)) {
        set_poison(r, nw);
        return;
    }
    unsigned fl = 0;
    FpBits z;
    switch (op) {
    case IR_OP_FADD: z = fp_add(f, x, y, (FpRound)ip->rm, &fl); break;
    case IR_OP_FSUB: z = fp_sub(f, x, y, (FpRound)ip->rm, &fl); break;
    case IR_OP_FMUL: z = fp_mul(f, x, y, (FpRound)ip->rm, &fl); break;
    case IR_OP_FDIV: z = fp_div(f, x, y, (FpRound)ip->rm, &fl); break;
    case IR_OP_FREM: z = fp_fmod(f, x, y, &fl); break;
    default: interp_unsupported(ip, "fp operation %s", ir_op_name(op));
    }
    if (fmf_poison(fmf, f, z)) {
        set_poison(r, nw);
        return;
    }
    if (fp_is_nan(f, z) && !it_fmf_any_value(ip, fmf)) {
        fp_put(r, f, z);
        nan_result(ip, f, r, fp_is_snan(f, x) || fp_is_snan(f, y));
        return;
    }
    /* (reassoc and its kind: any value, a NaN included -- `(x + -inf) -
     * -inf` with reassoc nsz may become x) */
    fp_put(r, f, z);
    fmf_result(ip, fmf, f, r);
    /* nsz: the sign of a zero divisor is insignificant, so is the sign of
     * the infinity it gives */
    if ((fmf & IR_F_NSZ) && op == IR_OP_FDIV && fp_is_zero(f, y) && fp_is_inf(f, z))
        sign_unknown(ip, f, r);
}

/* Whether a leaf with unknown bits may be a zero of either sign: every
 * known bit but the sign is 0. */
static int
fp_may_be_zero(FpFmt f, const Cell *r)
{
    unsigned bits = fp_fmt_info[f].bits;
    unsigned sb = f == FP_PPC128 ? 63 : bits - 1;
    for (unsigned w = 0; w * 64 < bits; w++) {
        uint64_t known = r[w].v & ~r[w].u;
        if (w == sb / 64)
            known &= ~(1ull << (sb % 64));
        if (bits - w * 64 < 64)
            known &= (1ull << (bits - w * 64)) - 1;
        if (known)
            return 0;
    }
    return 1;
}

/* LangRef "Fast-Math Flags" on an instruction that only moves fp values
 * (select, phi): nnan/ninf make a NaN/inf result poison (an unknown value
 * that may be one: poison too, as in sem_fp_binop); nsz leaves the sign of
 * a zero unknown. */
void
sem_fmf_leaf(Interp *ip, uint32_t fmf, IrType *lt, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(lt);
    uint32_t nw = it_words(lt);
    if (r->poison || !(fmf & (IR_F_NNAN | IR_F_NINF | IR_F_NSZ)))
        return;
    if (it_any_unknown(r, nw)) {
        if (fmf_poison_unknown(fmf, f, r)) {
            it_approx(ip); /* some choices may not be NaN or inf */
            set_poison(r, nw);
        } else if ((fmf & IR_F_NSZ) && fp_may_be_zero(f, r)) {
            /* select nsz undef, -0.0, X is +0.0 or -0.0 or X: one of the
             * choices may be a zero, whose sign nsz leaves open */
            it_approx(ip);
            unsigned sb = f == FP_PPC128 ? 63 : fp_fmt_info[f].bits - 1;
            r[sb / 64].u |= 1ull << (sb % 64);
            r[sb / 64].v &= ~(1ull << (sb % 64));
        }
        return;
    }
    if (fmf_poison(fmf, f, fp_of(r, f))) {
        set_poison(r, nw);
        return;
    }
    if (fmf & IR_F_NSZ)
        fmf_result(ip, fmf & IR_F_NSZ, f, r);
}

/* An fp result computed elsewhere (intrinsics): NaN rules and flags. */
void
sem_fp_result_in(Interp *ip, uint32_t fmf, IrType *t, FpBits z, Cell *r, int snan_in)
{
    FpFmt f = ir_type_fp_fmt(t);
    if (fmf_poison(fmf, f, z)) {
        set_poison(r, it_words(t));
        return;
    }
    fp_put(r, f, z);
    if (fp_is_nan(f, z) && !it_fmf_any_value(ip, fmf))
        nan_result(ip, f, r, snan_in);
    else
        fmf_result(ip, fmf, f, r);
}

void
sem_fp_result(Interp *ip, uint32_t fmf, IrType *t, FpBits z, Cell *r)
{
    sem_fp_result_in(ip, fmf, t, z, r, 0);
}

void
sem_fneg(Interp *ip, uint32_t fmf, IrType *t, const Cell *a, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = it_words(t);
    Cell ta[2];
    a = use_operand(ip, !fmf, a, nw, ta); /* a sign flip: exact */
    if (a->poison) {
        set_poison(r, nw);
        return;
    }
    /* fneg flips the sign bit and nothing else, NaNs included */
    for (uint32_t k = 0; k < nw; k++)
        r[k] = a[k];
    unsigned sb = f == FP_PPC128 ? 63 : fp_fmt_info[f].bits - 1;
    uint32_t w = sb / 64;
    if (!(r[w].u >> (sb % 64) & 1))
        r[w].v ^= 1ull << (sb % 64);
    if (f == FP_PPC128 && !(r[1].u >> 63 & 1))
        r[1].v ^= 1ull << 63; /* a double-double negates both halves */
    if (fmf_poison_unknown(fmf, f, a)) /* a NaN with an unknown payload is a NaN */
        set_poison(r, nw);
    else if ((fmf & IR_F_NSZ) && !it_any_unknown(r, nw))
        fmf_result(ip, IR_F_NSZ, f, r); /* the sign of a zero result is insignificant */
}

/* LangRef "denormal-fp-math": with an input mode of preserve-sign or
 * positive-zero a floating-point operation must treat a subnormal input as
 * the zero of its sign or as +0; with such an output mode it may flush a
 * subnormal result so (it need not); dynamic is the environment's mode,
 * unknown: any of the three.  When more than one is allowed the choice is
 * fixed-unknown in TRACK (the bits where the choices differ, which over-
 * approximates the set), the flushed value in ZERO (the run most unlike
 * IEEE), a random one in RANDOM.  A leaf with unknown bits that may be
 * subnormal gets its fraction (and for +0 its sign) unknown. */
void
sem_dn_flush(Interp *ip, unsigned m, int out, IrType *t, Cell *r)
{
    if (m == DN_IEEE || r->poison)
        return;
    FpFmt f = ir_type_fp_fmt(t);
    if (f == FP_PPC128)
        interp_unsupported(ip, "ppc_fp128 operation under a \"denormal-fp-math\" mode other than ieee");
    const FpFmtInfo *fi = &fp_fmt_info[f];
    int two = fi->bits > 64;
    unsigned fbits = f == FP_F80 ? 64 : fi->man_bits, sb = fi->bits - 1;
    unsigned __int128 one = 1, v = r[0].v, u = r[0].u;
    if (two) {
        v |= (unsigned __int128)r[1].v << 64;
        u |= (unsigned __int128)r[1].u << 64;
    }
    unsigned __int128 fmask = (one << fbits) - 1, emask = ((one << fi->exp_bits) - 1) << fbits, smask = one << sb;
    int zero_sign = m == DN_POSITIVE_ZERO || m == DN_DYNAMIC; /* +0 is a choice */
    if (u) {
        if ((v & ~u & emask) || !((v | u) & fmask))
            return; /* never subnormal */
        u |= fmask;
        if (zero_sign)
            u |= smask;
        v &= ~u;
        r[0].v = (uint64_t)v;
        r[0].u = (uint64_t)u;
        if (two) {
            r[1].v = (uint64_t)(v >> 64);
            r[1].u = (uint64_t)(u >> 64);
        }
        it_approx(ip);
        return;
    }
    FpBits x = fp_of(r, f);
    if (!fp_is_subnormal(f, x))
        return;
    int neg = fp_sign(f, x);
    FpBits c[3];
    int n = 0;
    if (m == DN_PRESERVE_SIGN || m == DN_DYNAMIC)
        c[n++] = fp_zero(f, neg);
    if (zero_sign)
        c[n++] = fp_zero(f, 0);
    if (out || m == DN_DYNAMIC)
        c[n++] = x;
    if (n == 1 || ip->o.undef == INTERP_UNDEF_ZERO) {
        fp_put(r, f, c[0]);
        return;
    }
    if (ip->o.undef == INTERP_UNDEF_RANDOM) {
        fp_put(r, f, c[interp_rand(ip) % (uint64_t)n]);
        return;
    }
    for (int k = 0; k < n; k++) {
        r[0].u |= c[k].w[0] ^ x.w[0];
        if (two)
            r[1].u |= c[k].w[1] ^ x.w[1];
    }
    r[0].v &= ~r[0].u;
    if (two)
        r[1].v &= ~r[1].u;
    r[0].fixed = 1;
}

static int
fcmp_eval(unsigned pred, FpCmp c)
{
    switch (pred) {
    case IR_FCMP_FALSE: return 0;
    case IR_FCMP_OEQ: return c == FP_EQ;
    case IR_FCMP_OGT: return c == FP_GT;
    case IR_FCMP_OGE: return c == FP_GT || c == FP_EQ;
    case IR_FCMP_OLT: return c == FP_LT;
    case IR_FCMP_OLE: return c == FP_LT || c == FP_EQ;
    case IR_FCMP_ONE: return c == FP_LT || c == FP_GT;
    case IR_FCMP_ORD: return c != FP_UN;
    case IR_FCMP_UNO: return c == FP_UN;
    case IR_FCMP_UEQ: return c == FP_UN || c == FP_EQ;
    case IR_FCMP_UGT: return c == FP_UN || c == FP_GT;
    case IR_FCMP_UGE: return c != FP_LT;
    case IR_FCMP_ULT: return c == FP_UN || c == FP_LT;
    case IR_FCMP_ULE: return c != FP_GT;
    case IR_FCMP_UNE: return c != FP_EQ;
    default: return 1;
    }
}

/* A NaN whatever its unknown bits are (an IEEE format with a known all-ones
 * exponent and a known 1 in the fraction: any NaN an operation returns). */
static int
must_be_nan(FpFmt f, const Cell *c)
{
    const FpFmtInfo *fi = &fp_fmt_info[f];
    if (f == FP_F80 || f == FP_PPC128)
        return !it_any_unknown(c, fi->bits > 64 ? 2 : 1) && fp_is_nan(f, fp_of(c, f));
    unsigned __int128 v = c[0].v, u = c[0].u, one = 1;
    if (fi->bits > 64) {
        v |= (unsigned __int128)c[1].v << 64;
        u |= (unsigned __int128)c[1].u << 64;
    }
    unsigned __int128 fmask = (one << fi->man_bits) - 1, emask = ((one << fi->exp_bits) - 1) << fi->man_bits;
    return (v & ~u & emask) == emask && (v & ~u & fmask) != 0;
}

/* fcmp over every choice of the operands' unknown bits (at most 12): its
 * result when the same for all, else 2. */
static unsigned
fcmp_enum(unsigned pred, FpFmt f, const Cell *a, const Cell *b)
{
    int two = fp_fmt_info[f].bits > 64;
    uint64_t m[4] = {a[0].u, two ? a[1].u : 0, b[0].u, two ? b[1].u : 0};
    int n = 0;
    for (int i = 0; i < 4; i++)
        n += __builtin_popcountll(m[i]);
    if (must_be_nan(f, a) || must_be_nan(f, b))
        return (unsigned)fcmp_eval(pred, FP_UN);
    if (n > 12)
        return pred == IR_FCMP_FALSE ? 0 : pred == IR_FCMP_TRUE ? 1 : 2;
    uint64_t base[4] = {a[0].v & ~m[0], two ? a[1].v & ~m[1] : 0, b[0].v & ~m[2], two ? b[1].v & ~m[3] : 0};
    uint64_t s[4] = {0, 0, 0, 0};
    int res = -1;
    for (;;) {
        FpBits x = {{base[0] | s[0], base[1] | s[1]}}, y = {{base[2] | s[2], base[3] | s[3]}};
        int k = fcmp_eval(pred, fp_cmp(f, x, y));
        if (res >= 0 && k != res)
            return 2;
        res = k;
        int i = 0;
        while (i < 4 && !(s[i] = (s[i] - m[i]) & m[i]))
            i++;
        if (i == 4)
            return (unsigned)res;
    }
}

/* fcmp (LangRef "'fcmp' Instruction"): ordered predicates are false and
 * unordered ones true when an operand is NaN. */
void
sem_fcmp(Interp *ip, unsigned pred, uint32_t fmf, IrType *t, const Cell *a, const Cell *b, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = it_words(t);
    Cell ta[2], tb[2];
    a = use_operand(ip, 0, a, nw, ta);
    b = use_operand(ip, 0, b, nw, tb);
    r->prov = 0;
    r->poison = r->fixed = 0;
    if (a->poison || b->poison) {
        set_poison(r, 1);
        return;
    }
    int ua = it_any_unknown(a, nw), ub = it_any_unknown(b, nw);
    if (ua || ub) {
        if (fmf_poison_unknown(fmf, f, a) || fmf_poison_unknown(fmf, f, b))
            set_poison(r, 1);
        else if ((r->v = fcmp_enum(pred, f, a, b)) <= 1)
            r->u = 0; /* the same for every choice of the unknown bits */
        else
            set_unknown(r, 1, 1, both_fixed(a, ua, b, ub));
        return;
    }
    FpBits x = fp_of(a, f), y = fp_of(b, f);
    if (fmf_poison(fmf, f, x) || fmf_poison(fmf, f, y)) {
        set_poison(r, 1);
        return;
    }
    FpCmp c = fp_cmp(f, x, y);
    int res = fcmp_eval(pred, c);
    r->v = (uint64_t)res;
    r->u = 0;
}

/* ---------------------------------------------------------------- casts */

/* Integer bits of a scalar int cell run into a wide array. */
static void
words_of(const Cell *c, uint32_t nw, uint64_t *v, uint64_t *u)
{
    for (uint32_t k = 0; k < nw; k++) {
        v[k] = c[k].v;
        if (u)
            u[k] = c[k].u;
    }
}

static void
words_put(Cell *r, uint32_t nw, const uint64_t *v, const uint64_t *u)
{
    for (uint32_t k = 0; k < nw; k++) {
        r[k].v = v[k] & (u ? ~u[k] : ~0ull);
        r[k].u = u ? u[k] : 0;
        r[k].prov = 0;
        r[k].poison = r[k].fixed = 0;
    }
}

/* One lane of a cast from scalar type st to scalar type dt. */
void
sem_cast(Interp *ip, unsigned op, uint32_t flags, IrType *st, IrType *dt, const Cell *a, Cell *r)
{
    uint32_t snw = it_words(st), dnw = it_words(dt);
    Cell sa[2], *ta = snw <= 2 ? sa : NULL;
    /* trunc and zext drop or add known bits, pointer casts move them: exact;
     * sext copies the sign bit (exact only if it is known) */
    int exact = op == IR_OP_TRUNC || op == IR_OP_ZEXT || op == IR_OP_PTRTOINT || op == IR_OP_PTRTOADDR ||
                op == IR_OP_INTTOPTR || op == IR_OP_ADDRSPACECAST ||
                (op == IR_OP_SEXT && !((a[(st->bits - 1) / 64].u >> ((st->bits - 1) % 64)) & 1));
    if (flags && ip->o.undef != INTERP_UNDEF_TRACK)
        exact = 0;
    a = use_operand(ip, exact, a, snw, ta);
    if (a->poison) {
        set_poison(r, dnw);
        return;
    }
    int unk = it_any_unknown(a, snw);
    uint16_t fixed = unk ? a->fixed : 0;
    switch (op) {
    case IR_OP_TRUNC: case IR_OP_ZEXT: case IR_OP_SEXT: {
        unsigned sw = st->bits, dw = dt->bits;
        uint64_t av[snw], au[snw], rv[dnw], ru[dnw];
        words_of(a, snw, av, au);
        if (op == IR_OP_TRUNC) {
            wide_trunc(rv, dw, av, sw);
            wide_trunc(ru, dw, au, sw);
            if (flags & (IR_F_NUW | IR_F_NSW)) {
                /* the dropped bits must be zero (nuw) / copies of the sign (nsw) */
                uint64_t ext[snw], extu[snw];
                if (flags & IR_F_NUW) {
                    wide_zext(ext, sw, rv, dw);
                    wide_zext(extu, sw, ru, dw);
                    for (uint32_t k = 0; k < snw; k++)
                        if (((av[k] | au[k]) ^ ext[k]) & ~extu[k] || (au[k] & ~extu[k]))
                            goto poison;
                }
                if (flags & IR_F_NSW) {
                    wide_sext(ext, sw, rv, dw);
                    wide_sext(extu, sw, ru, dw);
                    for (uint32_t k = 0; k < snw; k++)
                        if ((av[k] ^ ext[k]) & ~extu[k] & ~au[k] || (au[k] & ~extu[k]))
                            goto poison;
                }
            }
        } else {
            int sign_unknown = wide_get_bit(au, sw - 1);
            if (op == IR_OP_ZEXT) {
                if ((flags & IR_F_NNEG) && (wide_get_bit(av, sw - 1) || sign_unknown))
                    goto poison;
                wide_zext(rv, dw, av, sw);
                wide_zext(ru, dw, au, sw);
            } else {
                wide_sext(rv, dw, av, sw);
                wide_sext(ru, dw, au, sw);
                (void)sign_unknown;
            }
        }
        words_put(r, dnw, rv, ru);
        r->fixed = (uint16_t)(it_any_unknown(r, dnw) ? fixed : 0);
        return;
    }
    case IR_OP_FPTRUNC: case IR_OP_FPEXT: {
        FpFmt sf = ir_type_fp_fmt(st), df = ir_type_fp_fmt(dt);
        if (unk) {
            /* nnan/ninf: some choice may be a NaN or an infinity (in the
             * operand or, fptrunc overflowing, the result): poison, the
             * permissive answer */
            if ((flags & (IR_F_NNAN | IR_F_NINF)) &&
                (fmf_poison_unknown(flags, sf, a) || (op == IR_OP_FPTRUNC && (flags & IR_F_NINF)))) {
                it_approx(ip);
                goto poison;
            }
            set_unknown(r, dnw, fp_fmt_info[df].bits, fixed);
            return;
        }
        FpBits x = fp_of(a, sf);
        if (fmf_poison(flags, sf, x))
            goto poison;
        FpBits z = fp_convert(df, sf, x, (FpRound)ip->rm, NULL);
        if (fp_is_snan(sf, x) && !fmf_poison(flags, df, z) && !it_fmf_any_value(ip, flags)) {
            /* LangRef "Behavior of Floating-Point NaN values": the quiet bit
             * may be copied from the signaling NaN ("unchanged NaN
             * propagation"), as for any floating-point math operation */
            fp_put(r, df, z);
            nan_result(ip, df, r, 1);
            return;
        }
        sem_fp_result(ip, flags, dt, z, r);
        return;
    }
    case IR_OP_FPTOUI: case IR_OP_FPTOSI: {
        FpFmt sf = ir_type_fp_fmt(st);
        if (unk) {
            /* may be out of range: poison is the permissive choice */
            goto poison;
        }
        uint64_t rv[dnw];
        /* LangRef "fptoui": rounds toward zero; out of range -> poison */
        if (fp_to_int(rv, dt->bits, op == IR_OP_FPTOSI, sf, fp_of(a, sf), FP_RTZ, NULL))
            goto poison;
        words_put(r, dnw, rv, NULL);
        return;
    }
    case IR_OP_UITOFP: case IR_OP_SITOFP: {
        FpFmt df = ir_type_fp_fmt(dt);
        uint64_t av[snw];
        words_of(a, snw, av, NULL);
        if ((flags & IR_F_NNEG) && (wide_get_bit(av, st->bits - 1) ||
                                    (a[(st->bits - 1) / 64].u >> ((st->bits - 1) % 64) & 1)))
            goto poison;
        if (unk) {
            set_unknown(r, dnw, fp_fmt_info[df].bits, fixed);
            return;
        }
        FpBits z = fp_from_int(df, av, st->bits, op == IR_OP_SITOFP, (FpRound)ip->rm, NULL);
        fp_put(r, df, z);
        return;
    }
    case IR_OP_PTRTOINT: case IR_OP_PTRTOADDR: {
        unsigned pw = ir_ptr_bits(ip->m, st->bits);
        uint64_t av[1] = {a->v}, au[1] = {a->u}, rv[dnw], ru[dnw];
        if (dt->bits >= pw) {
            wide_zext(rv, dt->bits, av, pw);
            wide_zext(ru, dt->bits, au, pw);
        } else {
            wide_trunc(rv, dt->bits, av, pw);
            wide_trunc(ru, dt->bits, au, pw);
        }
        words_put(r, dnw, rv, ru);
        r->fixed = (uint16_t)(it_any_unknown(r, dnw) ? fixed : 0);
        return;
    }
    case IR_OP_INTTOPTR: {
        unsigned pw = ir_ptr_bits(ip->m, dt->bits);
        uint64_t av[snw], au[snw], rv[2], ru[2];
        words_of(a, snw, av, au);
        if (st->bits >= pw) {
            wide_trunc(rv, pw, av, st->bits);
            wide_trunc(ru, pw, au, st->bits);
        } else {
            wide_zext(rv, pw, av, st->bits);
            wide_zext(ru, pw, au, st->bits);
        }
        r->v = rv[0] & ~ru[0];
        r->u = ru[0];
        r->prov = 0; /* resolved by address when dereferenced */
        r->poison = 0;
        r->fixed = (uint16_t)(r->u ? fixed : 0);
        return;
    }
    case IR_OP_ADDRSPACECAST:
        *r = *a;
        return;
    default:
        interp_unsupported(ip, "cast %s", ir_op_name(op));
    }
poison:
    set_poison(r, dnw);
}

/* ------------------------------------------------------------- bitcast */

/* Gather the bits of a whole value (leaves concatenated, the first leaf at
 * the least significant end, or the most significant one on a big-endian
 * target: a bitcast is a store and a load, and the first element is at the
 * lowest address) into words: v the known ones, u the unknown ones, uf
 * those of u that are undef (not fixed-unknown); poison if any leaf is. */
static int
value_bits(Interp *ip, IrType *t, const Cell *c, uint64_t *v, uint64_t *u, uint64_t *uf)
{
    const TLayout *l = it_layout(ip, t);
    unsigned pos = 0;
    int poison = 0;
    uint64_t total = ir_type_size_bits_vs(ip->m, t, ip->vscale);
    memset(v, 0, (total + 63) / 64 * 8);
    memset(u, 0, (total + 63) / 64 * 8);
    memset(uf, 0, (total + 63) / 64 * 8);
    for (uint32_t i = 0; i < l->nleaves; i++) {
        IrType *lt = l->leaf_type[i];
        const Cell *lc = c + l->leaf_cell[i];
        unsigned bits = lt->kind == IR_TY_INT ? lt->bits :
                        lt->kind == IR_TY_PTR ? ir_ptr_bits(ip->m, lt->bits) : ir_type_fp_bits(lt);
        if (lc[0].poison)
            poison = 1;
        int undef = !lc[0].fixed;
        uint64_t at = ip->m->dl.big_endian ? total - pos - bits : pos;
        for (unsigned b = 0; b < bits; b++) {
            uint64_t p = at + b;
            if (lc[b / 64].v >> (b % 64) & 1)
                v[p / 64] |= 1ull << (p % 64);
            if (lc[b / 64].u >> (b % 64) & 1) {
                u[p / 64] |= 1ull << (p % 64);
                if (undef)
                    uf[p / 64] |= 1ull << (p % 64);
            }
        }
        pos += bits;
    }
    return poison;
}

void
sem_bitcast(Interp *ip, IrType *st, IrType *dt, const Cell *a, Cell *r)
{
    if (st->kind == IR_TY_PTR || (st->kind == IR_TY_VEC && st->elem->kind == IR_TY_PTR) ||
        st == dt) {
        /* pointer bitcasts (and same-type ones) keep the values, provenance included */
        it_copy(r, a, it_cells(ip, dt));
        return;
    }
    uint64_t total = ir_type_size_bits_vs(ip->m, dt, ip->vscale);
    uint32_t nw = (uint32_t)((total + 63) / 64);
    uint64_t v[nw + 1], u[nw + 1], uf[nw + 1];
    const TLayout *sl = it_layout(ip, st), *dl = it_layout(ip, dt);
    /* vector -> vector: a result lane is poison if a source lane it takes
     * bits from is; otherwise any poison makes the whole result poison */
    int poison = value_bits(ip, st, a, v, u, uf);
    unsigned pos = 0;
    for (uint32_t i = 0; i < dl->nleaves; i++) {
        IrType *lt = dl->leaf_type[i];
        Cell *lc = r + dl->leaf_cell[i];
        unsigned bits = lt->kind == IR_TY_INT ? lt->bits : ir_type_fp_bits(lt);
        uint32_t lw = it_words(lt);
        for (uint32_t k = 0; k < lw; k++) {
            lc[k].v = lc[k].u = 0;
            lc[k].prov = 0;
            lc[k].poison = lc[k].fixed = 0;
        }
        /* a result leaf's unknown bits are fixed-unknown when none of them
         * comes from an undef source leaf (a fixed-unknown lane next to a known
         * one stays fixed, whatever the other lanes are) */
        int undef = 0;
        uint64_t at = ip->m->dl.big_endian ? total - pos - bits : pos;
        for (unsigned b = 0; b < bits; b++) {
            uint64_t p = at + b;
            if (v[p / 64] >> (p % 64) & 1)
                lc[b / 64].v |= 1ull << (b % 64);
            if (u[p / 64] >> (p % 64) & 1)
                lc[b / 64].u |= 1ull << (b % 64);
            undef |= (int)(uf[p / 64] >> (p % 64) & 1);
        }
        lc[0].fixed = (uint16_t)(it_any_unknown(lc, lw) && !undef);
        if (poison) {
            int lane_poison = 1;
            if (st->kind == IR_TY_VEC && dt->kind == IR_TY_VEC) {
                /* only the source lanes this lane overlaps */
                unsigned sb = ir_type_fp_bits(st->elem) ? ir_type_fp_bits(st->elem) : st->elem->bits;
                lane_poison = 0;
                for (unsigned s = pos / sb; s <= (pos + bits - 1) / sb && s < sl->nleaves; s++)
                    if (a[sl->leaf_cell[s]].poison)
                        lane_poison = 1;
            }
            if (lane_poison)
                set_poison(lc, lw);
        }
        pos += bits;
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
