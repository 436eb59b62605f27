/* sem_fp.c -- the semantics of floating-point instructions and of casts on
 * one leaf (the rest is in sem.c): fp arithmetic, fneg and fcmp with their
 * fast-math flags and denormal modes, the casts between integers, fp
 * formats and pointers, and bitcast.  The conventions on unknown bits and
 * poison are sem.c's. */
#include "sem.h"

#include <string.h>

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
