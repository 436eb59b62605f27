/* sve.c -- AArch64 SVE and SVE2 intrinsics (llvm.aarch64.sve.*) in the
 * interpreter: predicates (ptrue, while*, brk*, ptest, pnext, svbool
 * conversions, predicate logic), integer and fp arithmetic in their
 * merging (pg, a, b), .u and .z forms, conversions, reductions (also per
 * quadword), element counts, pairwise ops, permutes (dup, dupq.lane, tbl,
 * insr, zip/uzp/trn, unpk, last*, compact, revd), compares, AES, and
 * contiguous, structured and gather/scatter loads and stores.
 *
 * Each is the SVE instruction it stands for (Arm ARM, "SVE instructions";
 * argument order and forms from LLVM's IntrinsicsAArch64.td):
 *
 *   - a vector <vscale x N x T> has N*vscale lanes, the vector length VL is
 *     128*vscale bits; predicates are vectors of i1, one lane per element
 *     (svbool, <vscale x 16 x i1>, has one per byte);
 *   - predicated forms: the governing predicate pg is the first argument;
 *     merging forms take an inactive lane from the first data operand
 *     (from the passthru operand for unary ops), .z forms zero it, .u forms
 *     leave it undefined: poison (LLVM folds mul.u(pg, a, 1) to a, and
 *     fadd.u(pg, a, fmul(pg, b, c)) to fmla(pg, a, b, c), whose inactive
 *     lanes are a's; an all-active .u op becomes the IR instruction);
 *   - a poison or undef predicate lane makes the result lane poison, and
 *     the lanes a scan over the predicate computes (ptest, brk*, last*,
 *     reductions): LLVM's folds use a predicate more than once where the
 *     source used it once (sdiv by -2^k into asrd and neg, both under pg),
 *     which an undef lane that may differ per use would not allow;
 *   - a poison input lane makes the lanes computed from it poison, one with
 *     unknown bits makes them unknown, as in target.c;
 *   - fp arithmetic in the default environment is the IR instruction (the
 *     call's fast-math flags apply), fmax/fmin/fmaxnm/fminnm are
 *     llvm.maximum/minimum/maxnum/minnum, which LLVM folds them to;
 *   - integer division by zero gives 0, shifts by the lane width or more
 *     give 0 (asr: copies of the sign): nothing is UB;
 *   - an inactive lane of a load or store is not accessed, and no SVE
 *     access needs more alignment than a byte (LD1W and the like fault on
 *     misalignment only with alignment checking on, which Linux leaves off;
 *     LLVM folds a predicated ld1 into llvm.masked.load with align 1).
 *
 * Not modelled (unsupported, with the reason): the first-fault register
 * (ldff1, ldnf1, rdffr), the SVE2.1 quadword gathers and scatters, ld1ro,
 * the estimates (urecpe, ursqrte...), frecpx and flogb; names sve.c does
 * not know at all are reported by the caller.
 *
 * Called from target_call for names starting with "llvm.aarch64.sve.";
 * sve_call returns 0 for a name it does not know.  Names are looked up in
 * tab[] below after the overload suffixes (".nxv4i32", ".i64") are removed.
 * The integer, fp and predicate handlers are here; the reductions,
 * permutes, conversions, loads and stores in sve_lanes.c; what both use
 * in sve.h.
 */
#include "sve.h"

#include <stdlib.h>
#include <string.h>

/* ============================================================ integer ops */

static uint64_t
sat_s(i128 x, unsigned w)
{
    i128 hi = ((i128)1 << (w - 1)) - 1, lo = -hi - 1;
    return (uint64_t)(x < lo ? lo : x > hi ? hi : x) & it_mask(w);
}

static uint64_t
sat_u(i128 x, unsigned w)
{
    i128 hi = ((i128)1 << w) - 1;
    return (uint64_t)(x < 0 ? 0 : x > hi ? hi : x);
}

/* SRSHL/URSHL/SQSHL/UQSHL/SQRSHL/UQRSHL: a shifted left by the signed low
 * byte of b, right when negative (rounding: + 1 << (n - 1) first);
 * saturating forms clamp a left shift that overflows (Arm ARM, "SQRSHL"). */
static uint64_t
shl_signed(uint64_t a, uint64_t b, unsigned w, int sgn, int rnd, int sat)
{
    int sh = (int8_t)(b & 0xff);
    i128 x = sgn ? (i128)(int64_t)sext(a, w) : (i128)a;
    if (sh >= 0) {
        if (x == 0)
            return 0;
        if (!sat)
            return sh >= (int)w ? 0 : (a << sh) & it_mask(w);
        if (sh >= (int)w) /* a nonzero value overflows */
            return sgn ? sat_s(x < 0 ? -((i128)1 << 100) : ((i128)1 << 100), w) : it_mask(w);
        i128 y = x * ((i128)1 << sh);
        return sgn ? sat_s(y, w) : sat_u(y, w);
    }
    int n = -sh;
    if (n > 100)
        n = 100;
    if (rnd)
        x += (i128)1 << (n - 1);
    x >>= n;
    return (uint64_t)x & it_mask(w);
}

/* One lane of an integer op on defined w-bit values. */
uint64_t
ibin(int op, unsigned w, uint64_t a, uint64_t b)
{
    uint64_t m = it_mask(w);
    int64_t sa = (int64_t)sext(a, w), sb = (int64_t)sext(b, w);
    switch (op) {
    case IB_ADD: return (a + b) & m;
    case IB_SUB: return (a - b) & m;
    case IB_SUBR: return (b - a) & m;
    case IB_MUL: return (a * b) & m;
    case IB_AND: return a & b;
    case IB_ORR: return a | b;
    case IB_EOR: return a ^ b;
    case IB_BIC: return a & ~b & m;
    case IB_SMAX: return sa > sb ? a : b;
    case IB_SMIN: return sa < sb ? a : b;
    case IB_UMAX: return a > b ? a : b;
    case IB_UMIN: return a < b ? a : b;
    case IB_SABD: return (uint64_t)(sa > sb ? (i128)sa - sb : (i128)sb - sa) & m;
    case IB_UABD: return (a > b ? a - b : b - a) & m;
    case IB_SMULH: return (uint64_t)(((i128)sa * sb) >> w) & m;
    case IB_UMULH: return (uint64_t)(((unsigned __int128)a * b) >> w) & m;
    case IB_SDIVR: { int64_t t = sa; sa = sb; sb = t; } /* fall through */
    case IB_SDIV:
        if (sb == 0)
            return 0;
        return (uint64_t)((i128)sa / sb) & m;
    case IB_UDIVR: { uint64_t t = a; a = b; b = t; } /* fall through */
    case IB_UDIV: return b ? a / b : 0;
    case IB_LSL: return b >= w ? 0 : (a << b) & m;
    case IB_LSR: return b >= w ? 0 : a >> b;
    case IB_ASR: return (uint64_t)(sa >> (b >= w ? w - 1 : b)) & m;
    case IB_SQADD: return sat_s((i128)sa + sb, w);
    case IB_UQADD: return sat_u((i128)a + b, w);
    case IB_SQSUB: return sat_s((i128)sa - sb, w);
    case IB_UQSUB: return sat_u((i128)a - b, w);
    case IB_SQSUBR: return sat_s((i128)sb - sa, w);
    case IB_UQSUBR: return sat_u((i128)b - a, w);
    case IB_SHADD: return (uint64_t)(((i128)sa + sb) >> 1) & m;
    case IB_UHADD: return (uint64_t)(((i128)a + b) >> 1) & m;
    case IB_SHSUB: return (uint64_t)(((i128)sa - sb) >> 1) & m;
    case IB_UHSUB: return (uint64_t)(((i128)a - b) >> 1) & m;
    case IB_SHSUBR: return (uint64_t)(((i128)sb - sa) >> 1) & m;
    case IB_UHSUBR: return (uint64_t)(((i128)b - a) >> 1) & m;
    case IB_SRHADD: return (uint64_t)(((i128)sa + sb + 1) >> 1) & m;
    case IB_URHADD: return (uint64_t)(((i128)a + b + 1) >> 1) & m;
    case IB_SRSHL: return shl_signed(a, b, w, 1, 1, 0);
    case IB_URSHL: return shl_signed(a, b, w, 0, 1, 0);
    case IB_SQSHL: return shl_signed(a, b, w, 1, 0, 1);
    case IB_UQSHL: return shl_signed(a, b, w, 0, 0, 1);
    case IB_SQRSHL: return shl_signed(a, b, w, 1, 1, 1);
    case IB_UQRSHL: return shl_signed(a, b, w, 0, 1, 1);
    case IB_SUQADD: return sat_s((i128)sa + (i128)b, w);
    case IB_USQADD: return sat_u((i128)a + (i128)sb, w);
    default: { /* IB_ASRD: divide by 1 << b (1 <= b <= w) rounding toward zero */
        i128 x = sa;
        if (x < 0)
            x += ((i128)1 << b) - 1;
        return (uint64_t)(x >> b) & m;
    }
    }
}

/* One lane of an int op on cells: add/sub/mul and the bitwise ones as the
 * IR instruction (exact with unknown bits), the rest via ibin. */
static void
ibin_cell(S *s, int op, unsigned w, const Cell *a, const Cell *b, Cell *r)
{
    static const uint8_t irop[] = {[IB_ADD] = IR_OP_ADD, [IB_SUB] = IR_OP_SUB, [IB_MUL] = IR_OP_MUL,
                                   [IB_AND] = IR_OP_AND, [IB_ORR] = IR_OP_OR, [IB_EOR] = IR_OP_XOR};
    if (op <= IB_EOR && op != IB_SUBR) {
        sem_int_binop(s->ip, irop[op], 0, w, a, b, r);
        return;
    }
    if (TAINT(r, w, a, b))
        return;
    cell_set(r, ibin(op, w, a->v, b->v));
}

/* Predicated binary ops: (pg, a, b), inactive lanes from a; without a
 * predicate (two operands: sqadd.x...) every lane is active. */
static void
s_ibin(S *s)
{
    int op = s->k & 0x7f, wide = s->k & IB_WIDE;
    uint32_t n = nl(s, RT(s)), p = s->cx->nargs == 3;
    unsigned w = ebits(RT(s));
    if (is_fp(RT(s)))
        bad_sig(s);
    if (p)
        need_pred(s, 0, n);
    for (uint32_t i = 0; i < n; i++) {
        const Cell *a = A(s, p, i), *b = A(s, p + 1, wide ? i / (64 / w) : i);
        Cell v;
        if (wide && !b->poison && !b->u) {
            Cell nb = *b;
            if (nb.v >= w)
                nb.v = w;
            ibin_cell(s, op, w, a, &nb, &v);
        } else {
            ibin_cell(s, op, w, a, b, &v);
        }
        merge(s, p ? A(s, 0, i) : NULL, &v, a, ir_type_scalar(RT(s)), R(s, i));
    }
}

/* asrd(pg, a, imm): arithmetic shift right for divide. */
static void
s_asrd(S *s)
{
    uint32_t n = nl(s, RT(s));
    unsigned w = ebits(RT(s));
    int64_t sh = imm(s, 2);
    need_pred(s, 0, n);
    if (sh < 1 || sh > (int64_t)w) {
        all_poison(s);
        return;
    }
    for (uint32_t i = 0; i < n; i++) {
        const Cell *a = A(s, 1, i);
        Cell v;
        if (!TAINT(&v, w, a))
            cell_set(&v, ibin(IB_ASRD, w, a->v, (uint64_t)sh));
        merge(s, A(s, 0, i), &v, a, ir_type_scalar(RT(s)), R(s, i));
    }
}

/* mla (pg, a, b, c): a + b*c; mls: a - b*c; mad: a*b + c; msb: c - a*b;
 * inactive lanes from a. */
static void
s_imla(S *s)
{
    uint32_t n = nl(s, RT(s));
    unsigned w = ebits(RT(s));
    need_pred(s, 0, n);
    for (uint32_t i = 0; i < n; i++) {
        const Cell *a = A(s, 1, i), *b = A(s, 2, i), *c = A(s, 3, i);
        Cell v, pr;
        int mad = s->k >= 2;
        sem_int_binop(s->ip, IR_OP_MUL, 0, w, mad ? a : b, mad ? b : c, &pr);
        if (s->k & 1)
            sem_int_binop(s->ip, IR_OP_SUB, 0, w, mad ? c : a, &pr, &v);
        else
            sem_int_binop(s->ip, IR_OP_ADD, 0, w, mad ? c : a, &pr, &v);
        merge(s, A(s, 0, i), &v, a, ir_type_scalar(RT(s)), R(s, i));
    }
}

/* Unary integer ops (passthru, pg, a). */
enum { IU_ABS, IU_NEG, IU_NOT, IU_CNOT, IU_CLS, IU_CLZ, IU_CNT, IU_RBIT, IU_REVB, IU_REVH, IU_REVW,
       IU_SXTB, IU_SXTH, IU_SXTW, IU_UXTB, IU_UXTH, IU_UXTW, IU_SQABS, IU_SQNEG };

static uint64_t
iun(int op, unsigned w, uint64_t a)
{
    uint64_t m = it_mask(w), r = 0;
    int64_t sa = (int64_t)sext(a, w);
    switch (op) {
    case IU_ABS: return (uint64_t)(sa < 0 ? -(i128)sa : sa) & m;
    case IU_NEG: return (0 - a) & m;
    case IU_NOT: return ~a & m;
    case IU_CNOT: return a == 0;
    case IU_CLS: {
        unsigned k = 0;
        while (k + 1 < w && ((a >> (w - 2 - k)) & 1) == ((a >> (w - 1)) & 1))
            k++;
        return k;
    }
    case IU_CLZ: {
        unsigned k = 0;
        while (k < w && !((a >> (w - 1 - k)) & 1))
            k++;
        return k;
    }
    case IU_CNT: return (uint64_t)__builtin_popcountll(a);
    case IU_RBIT:
        for (unsigned k = 0; k < w; k++)
            r |= ((a >> k) & 1) << (w - 1 - k);
        return r;
    case IU_REVB: case IU_REVH: case IU_REVW: {
        /* reverse the order of the 8/16/32-bit units in each element */
        unsigned u = op == IU_REVB ? 8 : op == IU_REVH ? 16 : 32;
        for (unsigned k = 0; k < w / u; k++)
            r |= ((a >> (k * u)) & it_mask(u)) << (w - u - k * u);
        return r;
    }
    case IU_SXTB: return sext(a, 8) & m;
    case IU_SXTH: return sext(a, 16) & m;
    case IU_SXTW: return sext(a, 32) & m;
    case IU_UXTB: return a & 0xff;
    case IU_UXTH: return a & 0xffff;
    case IU_UXTW: return a & 0xffffffffu;
    case IU_SQABS: return sat_s(sa < 0 ? -(i128)sa : sa, w);
    default: return sat_s(-(i128)sa, w); /* IU_SQNEG */
    }
}

static void
s_iun(S *s)
{
    uint32_t n = nl(s, RT(s));
    unsigned w = ebits(RT(s));
    static const unsigned minw[] = {[IU_REVB] = 16, [IU_REVH] = 32, [IU_REVW] = 64, [IU_SXTB] = 16,
                                    [IU_SXTH] = 32, [IU_SXTW] = 64, [IU_UXTB] = 16, [IU_UXTH] = 32,
                                    [IU_UXTW] = 64, [IU_SQNEG] = 0};
    if (is_fp(RT(s)) || w < minw[s->k] || s->cx->nargs != 3)
        bad_sig(s);
    need_pred(s, 1, n);
    for (uint32_t i = 0; i < n; i++) {
        const Cell *a = A(s, 2, i);
        Cell v;
        if (s->k == IU_NOT) {
            Cell ones;
            cell_set(&ones, it_mask(w));
            sem_int_binop(s->ip, IR_OP_XOR, 0, w, a, &ones, &v);
        } else if (!TAINT(&v, w, a)) {
            cell_set(&v, iun(s->k, w, a->v));
        }
        merge(s, A(s, 1, i), &v, A(s, 0, i), ir_type_scalar(RT(s)), R(s, i));
    }
}

/* ============================================================ fp ops */

enum { FB_ADD, FB_SUB, FB_SUBR, FB_MUL, FB_DIV, FB_DIVR, FB_MAX, FB_MIN, FB_MAXNM, FB_MINNM, FB_ABD,
       FB_MULX, FB_AMAX, FB_AMIN };

FpBits
bits_of(const Cell *a)
{
    FpBits x = {{a->v, 0}};
    return x;
}

/* The target-independent intrinsic `id` on whole vectors (n args of
 * result type), into out[]: llvm.maximum for fmax... */
static void
ir_intrin(S *s, IrIntrinsicId id, const char *name, uint32_t n, Cell **args, Cell *out)
{
    IrType *argty[3] = {RT(s), RT(s), RT(s)};
    CallCtx c = {NULL, NULL, name, s->cx->fty, n, args, argty, out, RT(s)};
    intrin_call(s->ip, id, &c);
}

/* fabs of each lane of vector k, into a copy (the sign bit cleared). */
static Cell *
abs_copy(S *s, uint32_t k, uint32_t n)
{
    Cell *c = IR_NEWN(s->ip->run, Cell, n);
    unsigned w = ebits(RT(s));
    for (uint32_t i = 0; i < n; i++) {
        c[i] = *A(s, k, i);
        c[i].v &= ~(1ull << (w - 1));
        c[i].u &= ~(1ull << (w - 1));
    }
    return c;
}

/* The call's nnan/ninf/nsz on a lane computed by a target-independent
 * intrinsic (which ran without them): a NaN or inf operand or result is
 * poison, a zero result's sign unknown (LangRef "Fast-Math Flags"; LLVM
 * folds sve.fmaxnm with its flags into llvm.maxnum with them). */
static void
fmf_lane(S *s, IrType *et, const Cell *a, const Cell *b, Cell *r)
{
    if (!(s->fmf & (IR_F_NNAN | IR_F_NINF | IR_F_NSZ)))
        return;
    const Cell *in[2] = {a, b};
    for (int k = 0; k < 2; k++) {
        Cell t = *in[k];
        t.fixed = 1; /* an operand's flags: as if moved (its own value) */
        sem_fmf_leaf(s->ip, s->fmf & (IR_F_NNAN | IR_F_NINF), et, &t);
        if (t.poison) {
            c_poison(r);
            return;
        }
    }
    sem_fmf_leaf(s->ip, s->fmf, et, r);
}

/* fp binary ops: (pg, a, b), inactive lanes from a. */
static void
s_fbin(S *s)
{
    uint32_t n = nl(s, RT(s));
    IrType *et = ir_type_scalar(RT(s));
    FpFmt f = ir_type_fp_fmt(et);
    unsigned w = ebits(et);
    if (!is_fp(RT(s)) || s->cx->nargs != 3)
        bad_sig(s);
    need_pred(s, 0, n);
    Cell *vec = NULL;
    static const struct { IrIntrinsicId id; const char *name; } mm[] = {
        [FB_MAX] = {IR_INTR_MAXIMUM, "llvm.maximum"}, [FB_MIN] = {IR_INTR_MINIMUM, "llvm.minimum"},
        [FB_MAXNM] = {IR_INTR_MAXNUM, "llvm.maxnum"}, [FB_MINNM] = {IR_INTR_MINNUM, "llvm.minnum"},
        [FB_AMAX] = {IR_INTR_MAXIMUM, "llvm.maximum"}, [FB_AMIN] = {IR_INTR_MINIMUM, "llvm.minimum"},
    };
    if (s->k >= FB_MAX && s->k != FB_ABD && s->k != FB_MULX) {
        /* FAMAX/FAMIN: of the absolute values (Arm ARM "FAMAX") */
        int am = s->k == FB_AMAX || s->k == FB_AMIN;
        Cell *args[2] = {am ? abs_copy(s, 1, n) : A(s, 1, 0), am ? abs_copy(s, 2, n) : A(s, 2, 0)};
        vec = IR_NEWN(s->ip->run, Cell, n);
        ir_intrin(s, mm[s->k].id, mm[s->k].name, 2, args, vec);
    }
    for (uint32_t i = 0; i < n; i++) {
        const Cell *a = A(s, 1, i), *b = A(s, 2, i);
        Cell v;
        switch (s->k) {
        case FB_ADD: sem_fp_binop(s->ip, IR_OP_FADD, s->fmf, et, a, b, &v); break;
        case FB_SUB: sem_fp_binop(s->ip, IR_OP_FSUB, s->fmf, et, a, b, &v); break;
        case FB_SUBR: sem_fp_binop(s->ip, IR_OP_FSUB, s->fmf, et, b, a, &v); break;
        case FB_MUL: sem_fp_binop(s->ip, IR_OP_FMUL, s->fmf, et, a, b, &v); break;
        case FB_DIV: sem_fp_binop(s->ip, IR_OP_FDIV, s->fmf, et, a, b, &v); break;
        case FB_DIVR: sem_fp_binop(s->ip, IR_OP_FDIV, s->fmf, et, b, a, &v); break;
        case FB_ABD:
            /* FABD: |a - b| */
            sem_fp_binop(s->ip, IR_OP_FSUB, s->fmf, et, a, b, &v);
            if (!v.poison && !v.u && !fp_is_nan(f, bits_of(&v)))
                v.v &= ~(1ull << (w - 1));
            else if (!v.poison && !v.fixed)
                v.u |= 1ull << (w - 1), v.v &= ~v.u;
            break;
        case FB_MULX:
            /* FMULX: fmul, but 0 * inf is 2.0 with the sign of the product */
            if (!TAINT(&v, w, a, b)) {
                FpBits x = bits_of(a), y = bits_of(b);
                if ((fp_is_zero(f, x) && fp_is_inf(f, y)) || (fp_is_inf(f, x) && fp_is_zero(f, y))) {
                    unsigned fl = 0;
                    FpBits two = fp_from_double(f, 2.0, FP_RNE, &fl);
                    if (fp_sign(f, x) != fp_sign(f, y))
                        two = fp_neg(f, two);
                    cell_set(&v, two.w[0]);
                    break;
                }
            }
            sem_fp_binop(s->ip, IR_OP_FMUL, s->fmf, et, a, b, &v);
            break;
        default:
            v = vec[i];
            fmf_lane(s, et, a, b, &v);
            break;
        }
        merge(s, A(s, 0, i), &v, a, et, R(s, i));
    }
}

/* fmla (pg, a, b, c): a + b*c, fused; fmls a - b*c; fnmla -a - b*c; fnmls
 * -a + b*c; fmad a*b + c; fmsb c - a*b; fnmad -c - a*b; fnmsb a*b - c
 * (Arm ARM "FMLA" ... "FNMSB"); inactive lanes from a. */
enum { FT_MLA, FT_MLS, FT_NMLA, FT_NMLS, FT_MAD, FT_MSB, FT_NMAD, FT_NMSB };

static void
s_fmla(S *s)
{
    uint32_t n = nl(s, RT(s));
    IrType *et = ir_type_scalar(RT(s));
    FpFmt f = ir_type_fp_fmt(et);
    unsigned w = ebits(et);
    if (!is_fp(RT(s)) || s->cx->nargs != 4)
        bad_sig(s);
    need_pred(s, 0, n);
    /* negate the product, negate the addend */
    static const uint8_t np[] = {0, 1, 1, 0, 0, 1, 1, 0}, na[] = {0, 0, 1, 1, 0, 0, 1, 1};
    int mad = s->k >= FT_MAD;
    for (uint32_t i = 0; i < n; i++) {
        const Cell *a = A(s, 1, i), *b = A(s, 2, i), *c = A(s, 3, i);
        Cell v;
        if (!TAINT(&v, w, a, b, c)) {
            FpBits x = bits_of(mad ? a : b), y = bits_of(mad ? b : c), z = bits_of(mad ? c : a);
            int nan_in = fp_is_nan(f, x) || fp_is_nan(f, y) || fp_is_nan(f, z);
            int inf_in = fp_is_inf(f, x) || fp_is_inf(f, y) || fp_is_inf(f, z);
            if (((s->fmf & IR_F_NNAN) && nan_in) || ((s->fmf & IR_F_NINF) && inf_in)) {
                c_poison(&v);
            } else {
                unsigned fl = 0;
                if (np[s->k])
                    x = fp_neg(f, x);
                if (na[s->k])
                    z = fp_neg(f, z);
                int snan = fp_is_snan(f, x) || fp_is_snan(f, y) || fp_is_snan(f, z);
                sem_fp_result_in(s->ip, s->fmf, et, fp_fma(f, x, y, z, FP_RNE, &fl), &v, snan);
            }
        }
        merge(s, A(s, 0, i), &v, a, et, R(s, i));
    }
}

/* Unary fp ops (passthru, pg, a). */
enum { FU_ABS, FU_NEG, FU_SQRT, FU_RINTA, FU_RINTI, FU_RINTM, FU_RINTN, FU_RINTP, FU_RINTX, FU_RINTZ };

static void
s_fun(S *s)
{
    uint32_t n = nl(s, RT(s));
    IrType *et = ir_type_scalar(RT(s));
    FpFmt f = ir_type_fp_fmt(et);
    unsigned w = ebits(et);
    if (!is_fp(RT(s)) || s->cx->nargs != 3)
        bad_sig(s);
    need_pred(s, 1, n);
    static const FpRound rm[] = {[FU_RINTA] = FP_RNA, [FU_RINTI] = FP_RNE, [FU_RINTM] = FP_RDN,
                                 [FU_RINTN] = FP_RNE, [FU_RINTP] = FP_RUP, [FU_RINTX] = FP_RNE,
                                 [FU_RINTZ] = FP_RTZ};
    for (uint32_t i = 0; i < n; i++) {
        const Cell *a = A(s, 2, i);
        Cell v;
        if (!TAINT(&v, w, a)) {
            FpBits x = bits_of(a);
            unsigned fl = 0;
            if (s->k == FU_ABS || s->k == FU_NEG) {
                /* sign-bit operations, NaN included */
                cell_set(&v, (s->k == FU_ABS ? fp_abs(f, x) : fp_neg(f, x)).w[0]);
                if ((s->fmf & IR_F_NNAN) && fp_is_nan(f, x))
                    c_poison(&v);
                if ((s->fmf & IR_F_NINF) && fp_is_inf(f, x))
                    c_poison(&v);
            } else if (s->k == FU_SQRT) {
                sem_fp_result_in(s->ip, s->fmf, et, fp_sqrt(f, x, FP_RNE, &fl), &v, fp_is_snan(f, x));
            } else {
                sem_fp_result_in(s->ip, s->fmf, et, fp_round_int(f, x, rm[s->k], &fl), &v, fp_is_snan(f, x));
            }
        }
        merge(s, A(s, 1, i), &v, A(s, 0, i), et, R(s, i));
    }
}

/* ============================================================ predicates */

/* The element count of a pattern (Arm ARM "DecodePredCount") for n
 * elements: pow2, vl1..vl8, vl16..vl256, mul4, mul3, all; -1: not a
 * constant. */
static int64_t
pat_count(int64_t pat, uint32_t n)
{
    if (pat < 0)
        return -1;
    if (pat == 0) {
        uint32_t p = 1;
        while (p * 2 <= n)
            p *= 2;
        return n ? p : 0;
    }
    if (pat >= 1 && pat <= 8)
        return (uint32_t)pat <= n ? pat : 0;
    if (pat >= 9 && pat <= 13) {
        uint32_t k = 16u << (pat - 9);
        return k <= n ? k : 0;
    }
    if (pat == 29)
        return n - n % 4;
    if (pat == 30)
        return n - n % 3;
    if (pat == 31)
        return n;
    return 0; /* unallocated patterns: none */
}

/* ptrue(pattern) */
static void
s_ptrue(S *s)
{
    uint32_t n = nl(s, RT(s));
    if (!is_pred(RT(s)) || s->cx->nargs != 1)
        bad_sig(s);
    int64_t c = pat_count(imm(s, 0), n);
    if (c < 0) {
        all_poison(s);
        return;
    }
    for (uint32_t i = 0; i < n; i++)
        cell_set(R(s, i), i < (uint64_t)c);
}

/* cntb/cnth/cntw/cntd(pattern): elements of 8 << k bits in a pattern */
static void
s_cnt(S *s)
{
    int64_t c = pat_count(imm(s, 0), (uint32_t)(128 * s->ip->vscale) >> (3 + s->k));
    if (c < 0 || RT(s)->kind != IR_TY_INT)
        c < 0 ? c_poison(s->cx->ret) : bad_sig(s);
    else
        cell_set(s->cx->ret, (uint64_t)c & it_mask(RT(s)->bits));
}

/* convert.to.svbool (k 0): lane i of <vscale x N x i1> to lane 16/N * i of
 * <vscale x 16 x i1>, the others zero; convert.from.svbool (k 1): every
 * 16/N-th lane. */
static void
s_svbool(S *s)
{
    IrType *b = s->k ? AT(s, 0) : RT(s), *p = s->k ? RT(s) : AT(s, 0);
    if (!is_pred(b) || !is_pred(p) || b->count != 16 || 16 % p->count)
        bad_sig(s);
    uint32_t st = 16 / p->count, n = nl(s, b);
    const Cell *in = s->cx->args[0];
    Cell *r = s->cx->ret;
    if (s->k) {
        for (uint32_t i = 0; i < n / st; i++)
            r[i] = in[i * st];
        return;
    }
    for (uint32_t j = 0; j < n; j++) {
        if (j % st)
            cell_set(&r[j], 0);
        else
            r[j] = in[j / st];
    }
}

/* Predicate logic (pg, a, b), zeroing: and, bic (a & ~b), eor, nand,
 * nor, orn (a | ~b), orr; sel(pg, a, b) is pg ? a : b for any type. */
enum { PL_AND, PL_BIC, PL_EOR, PL_NAND, PL_NOR, PL_ORN, PL_ORR, PL_SEL };

static void
s_plogic(S *s)
{
    uint32_t n = nl(s, RT(s));
    need_pred(s, 0, n);
    if (s->k != PL_SEL && !is_pred(RT(s)))
        bad_sig(s);
    IrType *et = ir_type_scalar(RT(s));
    for (uint32_t i = 0; i < n; i++) {
        const Cell *a = A(s, 1, i), *b = A(s, 2, i);
        if (s->k == PL_SEL) {
            s->form = F_M;
            merge(s, A(s, 0, i), a, b, et, R(s, i));
            continue;
        }
        Cell v, nb, one;
        cell_set(&one, 1);
        static const uint8_t base[] = {[PL_AND] = IR_OP_AND, [PL_BIC] = IR_OP_AND, [PL_EOR] = IR_OP_XOR,
                                       [PL_NAND] = IR_OP_AND, [PL_NOR] = IR_OP_OR, [PL_ORN] = IR_OP_OR,
                                       [PL_ORR] = IR_OP_OR};
        if (s->k == PL_BIC || s->k == PL_ORN) {
            sem_int_binop(s->ip, IR_OP_XOR, 0, 1, b, &one, &nb);
            b = &nb;
        }
        sem_int_binop(s->ip, base[s->k], 0, 1, a, b, &v);
        if (s->k == PL_NAND || s->k == PL_NOR) {
            Cell t = v;
            sem_int_binop(s->ip, IR_OP_XOR, 0, 1, &t, &one, &v);
        }
        s->form = F_Z;
        merge(s, A(s, 0, i), &v, NULL, et, R(s, i));
    }
}

/* A predicate result computed from other lanes in order (break, while...)
 * with a poison input lane: poison; with an undef scalar input (while):
 * unknown lanes. */
static void
pred_unknown(S *s, int poison)
{
    for (uint32_t i = 0; i < nl(s, RT(s)); i++)
        poison ? c_poison(R(s, i)) : c_unknown(R(s, i), 1);
}

/* Scan arguments 0..na-1 (predicates): 1 if no lane is poison, else set
 * the result to poison and return 0. */
int
pred_known(S *s, uint32_t na)
{
    for (uint32_t k = 0; k < na; k++)
        for (uint32_t i = 0; i < nl(s, AT(s, k)); i++)
            if (pstate(A(s, k, i)) == P_POISON) {
                pred_unknown(s, 1);
                return 0;
            }
    return 1;
}

/* brka/brkb (k 0/1; .z forms (pg, a), merging (inactive, pg, a)):
 * active lanes true up to and including (brka) or before (brkb) the first
 * active true lane of a.  brkpa/brkpb.z (k 2/3: pg, a, b): all false unless
 * the last active lane of a is true, then the same on b.  brkn.z (k 4:
 * pg, a, b): b if the last active lane of a is true, else all false. */
static void
s_brk(S *s)
{
    uint32_t n = nl(s, RT(s)), na = s->cx->nargs;
    int merging = s->k < 2 && na == 3;
    uint32_t pk = merging, ak = pk + 1;
    if (!is_pred(RT(s)))
        bad_sig(s);
    for (uint32_t k = 0; k < na; k++)
        need_pred(s, k, n);
    if (!pred_known(s, na))
        return;
    const Cell *src = A(s, ak, 0);
    if (s->k >= 2) {
        int last = 0;
        for (uint32_t i = 0; i < n; i++)
            if (A(s, 0, i)->v & 1)
                last = A(s, 1, i)->v & 1;
        if (s->k == 4) {
            for (uint32_t i = 0; i < n; i++)
                cell_set(R(s, i), last ? A(s, 2, i)->v & 1 : 0);
            return;
        }
        if (!last) {
            for (uint32_t i = 0; i < n; i++)
                cell_set(R(s, i), 0);
            return;
        }
        src = A(s, 2, 0);
    }
    int after = s->k == 0 || s->k == 2, brk = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (!(A(s, pk, i)->v & 1)) {
            *R(s, i) = merging ? *A(s, 0, i) : (Cell){0};
            continue;
        }
        int t = src[i].v & 1;
        cell_set(R(s, i), after ? !brk : !brk && !t);
        brk |= t;
    }
}

/* ptest.any/first/last (k 0/1/2: pg, a) -> i1 */
static void
s_ptest(S *s)
{
    uint32_t n = nl(s, AT(s, 0));
    need_pred(s, 1, n);
    need_pred(s, 0, n);
    for (uint32_t k = 0; k < 2; k++)
        for (uint32_t i = 0; i < n; i++)
            if (pstate(A(s, k, i)) == P_POISON) {
                c_poison(s->cx->ret);
                return;
            }
    int r = 0, seen = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (!(A(s, 0, i)->v & 1))
            continue;
        int t = A(s, 1, i)->v & 1;
        if (s->k == 0)
            r |= t;
        else if (s->k == 1 && !seen)
            r = t;
        else if (s->k == 2)
            r = t;
        seen = 1;
    }
    cell_set(s->cx->ret, (uint64_t)r);
}

/* pnext(pg, a): true only at the first lane active in pg after the last
 * lane active in pg and true in a (Arm ARM "PNEXT"). */
static void
s_pnext(S *s)
{
    uint32_t n = nl(s, RT(s));
    need_pred(s, 0, n);
    need_pred(s, 1, n);
    if (!pred_known(s, 2))
        return;
    uint32_t next = 0;
    for (uint32_t i = 0; i < n; i++)
        if (A(s, 0, i)->v & A(s, 1, i)->v & 1)
            next = i + 1;
    while (next < n && !(A(s, 0, next)->v & 1))
        next++;
    for (uint32_t i = 0; i < n; i++)
        cell_set(R(s, i), i == next);
}

/* What sve.c knows it does not model: the first-fault register (ldff1,
 * ldnf1, rdffr...), the SVE2.1 quadword gathers and scatters, ld1ro and
 * the estimates.  k: which. */
static void
s_unmodelled(S *s)
{
    static const char *const why[] = {
        "the first-fault register (FFR) is not modelled",
        "128-bit (quadword) gathers and scatters are not modelled",
        "ld1ro (256-bit replicate) is not modelled",
        "the reciprocal (square root) estimates are not modelled",
        "frecpx and flogb (exponent operations) are not modelled",
    };
    interp_unsupported(s->ip, "%s: %s", s->cx->name, why[s->k]);
}

/* cntp(pg, a) -> i64: active lanes of a */
static void
s_cntp(S *s)
{
    uint32_t n = nl(s, AT(s, 0));
    need_pred(s, 1, n);
    need_pred(s, 0, n);
    uint64_t c = 0;
    for (uint32_t i = 0; i < n; i++) {
        const Cell *in[2] = {A(s, 0, i), A(s, 1, i)};
        Cell t;
        if (target_taint(&t, 64, 2, in)) {
            *s->cx->ret = t;
            return;
        }
        c += (in[0]->v & in[1]->v & 1);
    }
    cell_set(s->cx->ret, c & it_mask(RT(s)->bits));
}

/* whilelo/whilels/whilelt/whilele (k: the IR predicate, a, b): lane i true
 * while a + i <pred> b held for every lane up to i (Arm ARM "WHILELO"). */
static void
s_while(S *s)
{
    uint32_t n = nl(s, RT(s));
    IrType *t = AT(s, 0);
    if (!is_pred(RT(s)) || t->kind != IR_TY_INT || AT(s, 1) != t)
        bad_sig(s);
    const Cell *in[2] = {A(s, 0, 0), A(s, 1, 0)};
    Cell tmp;
    if (target_taint(&tmp, 1, 2, in)) {
        pred_unknown(s, tmp.poison);
        return;
    }
    unsigned w = t->bits;
    uint64_t a = in[0]->v, b = in[1]->v;
    int last = 1;
    for (uint32_t i = 0; i < n; i++) {
        int64_t sa = (int64_t)sext(a, w), sb = (int64_t)sext(b, w);
        int c;
        switch (s->k) {
        case IR_ICMP_ULT: c = a < b; break;
        case IR_ICMP_ULE: c = a <= b; break;
        case IR_ICMP_SLT: c = sa < sb; break;
        default: c = sa <= sb; break;
        }
        last &= c;
        cell_set(R(s, i), (uint64_t)last);
        a = (a + 1) & it_mask(w);
    }
}

/* Integer compares (pg, a, b) -> predicate, zeroing; .wide: b's 64-bit
 * lanes, the element sign- or zero-extended.  fp compares: fcmpeq...,
 * facge/facgt (k | 0x100: of the absolute values). */
static void
s_cmp(S *s)
{
    int pred = s->k & 0xff, wide = s->k & 0x200, absv = s->k & 0x100;
    uint32_t n = nl(s, AT(s, 1));
    IrType *dt = AT(s, 1), *et = ir_type_scalar(dt);
    unsigned w = ebits(dt);
    if (!is_pred(RT(s)) || nl(s, RT(s)) != n)
        bad_sig(s);
    need_pred(s, 0, n);
    int fp = pred < IR_ICMP_EQ;
    if (fp != is_fp(dt) || (wide && (w > 32 || fp)))
        bad_sig(s);
    s->form = F_Z;
    for (uint32_t i = 0; i < n; i++) {
        const Cell *a = A(s, 1, i), *b = A(s, 2, wide ? i / (64 / w) : i);
        Cell v;
        if (fp) {
            Cell x = *a, y = *b;
            if (absv) {
                x.v &= ~(1ull << (w - 1)), x.u &= ~(1ull << (w - 1));
                y.v &= ~(1ull << (w - 1)), y.u &= ~(1ull << (w - 1));
            }
            sem_fcmp(s->ip, (unsigned)pred, s->fmf, et, &x, &y, &v);
        } else if (wide) {
            if (!TAINT(&v, 1, a, b)) {
                /* eq and ne are among the signed forms (Arm ARM "CMP<cc>
                 * (wide elements)": unsigned = FALSE) */
                int sg = pred >= IR_ICMP_SGT || pred == IR_ICMP_EQ || pred == IR_ICMP_NE;
                int64_t x = sg ? (int64_t)sext(a->v, w) : (int64_t)a->v, y = (int64_t)b->v;
                uint64_t ux = (uint64_t)x, uy = b->v;
                int c;
                switch (pred) {
                case IR_ICMP_EQ: c = ux == uy; break;
                case IR_ICMP_NE: c = ux != uy; break;
                case IR_ICMP_UGT: c = ux > uy; break;
                case IR_ICMP_UGE: c = ux >= uy; break;
                case IR_ICMP_ULT: c = ux < uy; break;
                case IR_ICMP_ULE: c = ux <= uy; break;
                case IR_ICMP_SGT: c = x > y; break;
                case IR_ICMP_SGE: c = x >= y; break;
                case IR_ICMP_SLT: c = x < y; break;
                default: c = x <= y; break;
                }
                cell_set(&v, (uint64_t)c);
            }
        } else {
            sem_icmp(s->ip, (unsigned)pred, 0, w, a, b, &v);
        }
        merge(s, A(s, 0, i), &v, NULL, ir_type_scalar(RT(s)), R(s, i));
    }
}

/* Pairwise ops (pg, a, b): even lane e is a[e] op a[e + 1], odd lane e
 * b[e - 1] op b[e]; inactive lanes from a (Arm ARM "ADDP").  k: an IB_*
 * op, or an FB_* one | PW_FP. */
enum { PW_FP = 0x100 };

static void
s_pair(S *s)
{
    uint32_t n = nl(s, RT(s));
    IrType *et = ir_type_scalar(RT(s));
    unsigned w = ebits(et);
    int fp = (s->k & PW_FP) != 0, op = s->k & 0xff;
    if (is_fp(RT(s)) != fp || s->cx->nargs != 3 || n % 2)
        bad_sig(s);
    need_pred(s, 0, n);
    Cell *x = IR_NEWN(s->ip->run, Cell, n), *y = IR_NEWN(s->ip->run, Cell, n), *v = IR_NEWN(s->ip->run, Cell, n);
    for (uint32_t e = 0; e < n; e++) {
        uint32_t k = e & 1;
        x[e] = *A(s, 1 + k, e - k);
        y[e] = *A(s, 1 + k, e - k + 1);
    }
    if (fp && op != FB_ADD) {
        static const struct { IrIntrinsicId id; const char *name; } mm[] = {
            [FB_MAX] = {IR_INTR_MAXIMUM, "llvm.maximum"}, [FB_MIN] = {IR_INTR_MINIMUM, "llvm.minimum"},
            [FB_MAXNM] = {IR_INTR_MAXNUM, "llvm.maxnum"}, [FB_MINNM] = {IR_INTR_MINNUM, "llvm.minnum"},
        };
        Cell *args[2] = {x, y};
        ir_intrin(s, mm[op].id, mm[op].name, 2, args, v);
        for (uint32_t e = 0; e < n; e++)
            fmf_lane(s, et, &x[e], &y[e], &v[e]);
    } else {
        for (uint32_t e = 0; e < n; e++) {
            if (fp)
                sem_fp_binop(s->ip, IR_OP_FADD, s->fmf, et, &x[e], &y[e], &v[e]);
            else
                ibin_cell(s, op, w, &x[e], &y[e], &v[e]);
        }
    }
    for (uint32_t e = 0; e < n; e++)
        merge(s, A(s, 0, e), &v[e], A(s, 1, e), et, R(s, e));
}

/* ============================================================ dispatch */

#define U(k) ((k) | F_U << 12)
#define Z(k) ((k) | F_Z << 12)

static const struct {
    const char *name;
    SFn *fn;
    int k;
} tab[] = {
    /* integer arithmetic: merging, .u */
    {"add", s_ibin, IB_ADD}, {"add.u", s_ibin, U(IB_ADD)}, {"sub", s_ibin, IB_SUB},
    {"sub.u", s_ibin, U(IB_SUB)}, {"subr", s_ibin, IB_SUBR}, {"mul", s_ibin, IB_MUL},
    {"mul.u", s_ibin, U(IB_MUL)}, {"and", s_ibin, IB_AND}, {"and.u", s_ibin, U(IB_AND)},
    {"orr", s_ibin, IB_ORR}, {"orr.u", s_ibin, U(IB_ORR)}, {"eor", s_ibin, IB_EOR},
    {"eor.u", s_ibin, U(IB_EOR)}, {"bic", s_ibin, IB_BIC}, {"bic.u", s_ibin, U(IB_BIC)},
    {"smax", s_ibin, IB_SMAX}, {"smax.u", s_ibin, U(IB_SMAX)}, {"smin", s_ibin, IB_SMIN},
    {"smin.u", s_ibin, U(IB_SMIN)}, {"umax", s_ibin, IB_UMAX}, {"umax.u", s_ibin, U(IB_UMAX)},
    {"umin", s_ibin, IB_UMIN}, {"umin.u", s_ibin, U(IB_UMIN)}, {"sabd", s_ibin, IB_SABD},
    {"sabd.u", s_ibin, U(IB_SABD)}, {"uabd", s_ibin, IB_UABD}, {"uabd.u", s_ibin, U(IB_UABD)},
    {"smulh", s_ibin, IB_SMULH}, {"smulh.u", s_ibin, U(IB_SMULH)}, {"umulh", s_ibin, IB_UMULH},
    {"umulh.u", s_ibin, U(IB_UMULH)}, {"sdiv", s_ibin, IB_SDIV}, {"sdiv.u", s_ibin, U(IB_SDIV)},
    {"udiv", s_ibin, IB_UDIV}, {"udiv.u", s_ibin, U(IB_UDIV)}, {"sdivr", s_ibin, IB_SDIVR},
    {"udivr", s_ibin, IB_UDIVR}, {"lsl", s_ibin, IB_LSL}, {"lsl.u", s_ibin, U(IB_LSL)},
    {"lsr", s_ibin, IB_LSR}, {"lsr.u", s_ibin, U(IB_LSR)}, {"asr", s_ibin, IB_ASR},
    {"asr.u", s_ibin, U(IB_ASR)}, {"lsl.wide", s_ibin, IB_LSL | IB_WIDE},
    {"lsr.wide", s_ibin, IB_LSR | IB_WIDE}, {"asr.wide", s_ibin, IB_ASR | IB_WIDE},
    {"sqadd", s_ibin, IB_SQADD}, {"sqadd.u", s_ibin, U(IB_SQADD)}, {"uqadd", s_ibin, IB_UQADD},
    {"uqadd.u", s_ibin, U(IB_UQADD)}, {"sqsub", s_ibin, IB_SQSUB}, {"sqsub.u", s_ibin, U(IB_SQSUB)},
    {"uqsub", s_ibin, IB_UQSUB}, {"uqsub.u", s_ibin, U(IB_UQSUB)}, {"sqsubr", s_ibin, IB_SQSUBR},
    {"uqsubr", s_ibin, IB_UQSUBR}, {"sqadd.x", s_ibin, IB_SQADD}, {"uqadd.x", s_ibin, IB_UQADD},
    {"sqsub.x", s_ibin, IB_SQSUB}, {"uqsub.x", s_ibin, IB_UQSUB}, {"shadd", s_ibin, IB_SHADD},
    {"uhadd", s_ibin, IB_UHADD}, {"shsub", s_ibin, IB_SHSUB}, {"uhsub", s_ibin, IB_UHSUB},
    {"shsubr", s_ibin, IB_SHSUBR}, {"uhsubr", s_ibin, IB_UHSUBR}, {"srhadd", s_ibin, IB_SRHADD},
    {"urhadd", s_ibin, IB_URHADD}, {"srshl", s_ibin, IB_SRSHL}, {"urshl", s_ibin, IB_URSHL},
    {"sqshl", s_ibin, IB_SQSHL}, {"uqshl", s_ibin, IB_UQSHL}, {"sqrshl", s_ibin, IB_SQRSHL},
    {"uqrshl", s_ibin, IB_UQRSHL}, {"suqadd", s_ibin, IB_SUQADD}, {"usqadd", s_ibin, IB_USQADD},
    {"subr.u", s_ibin, U(IB_SUBR)}, {"sdivr.u", s_ibin, U(IB_SDIVR)}, {"udivr.u", s_ibin, U(IB_UDIVR)},
    {"sqsubr.u", s_ibin, U(IB_SQSUBR)}, {"uqsubr.u", s_ibin, U(IB_UQSUBR)},
    {"shadd.u", s_ibin, U(IB_SHADD)}, {"uhadd.u", s_ibin, U(IB_UHADD)}, {"shsub.u", s_ibin, U(IB_SHSUB)},
    {"uhsub.u", s_ibin, U(IB_UHSUB)}, {"shsubr.u", s_ibin, U(IB_SHSUBR)}, {"uhsubr.u", s_ibin, U(IB_UHSUBR)},
    {"srhadd.u", s_ibin, U(IB_SRHADD)}, {"urhadd.u", s_ibin, U(IB_URHADD)},
    {"srshl.u", s_ibin, U(IB_SRSHL)}, {"urshl.u", s_ibin, U(IB_URSHL)}, {"sqshl.u", s_ibin, U(IB_SQSHL)},
    {"uqshl.u", s_ibin, U(IB_UQSHL)}, {"sqrshl.u", s_ibin, U(IB_SQRSHL)}, {"uqrshl.u", s_ibin, U(IB_UQRSHL)},
    {"suqadd.u", s_ibin, U(IB_SUQADD)}, {"usqadd.u", s_ibin, U(IB_USQADD)},
    {"asrd", s_asrd, 0},
    {"mla", s_imla, 0}, {"mla.u", s_imla, U(0)}, {"mls", s_imla, 1}, {"mls.u", s_imla, U(1)},
    {"mad", s_imla, 2}, {"msb", s_imla, 3}, {"mad.u", s_imla, U(2)}, {"msb.u", s_imla, U(3)},
    {"abs", s_iun, IU_ABS}, {"neg", s_iun, IU_NEG}, {"not", s_iun, IU_NOT}, {"cnot", s_iun, IU_CNOT},
    {"cls", s_iun, IU_CLS}, {"clz", s_iun, IU_CLZ}, {"cnt", s_iun, IU_CNT}, {"rbit", s_iun, IU_RBIT},
    {"revb", s_iun, IU_REVB}, {"revh", s_iun, IU_REVH}, {"revw", s_iun, IU_REVW},
    {"sxtb", s_iun, IU_SXTB}, {"sxth", s_iun, IU_SXTH}, {"sxtw", s_iun, IU_SXTW},
    {"uxtb", s_iun, IU_UXTB}, {"uxth", s_iun, IU_UXTH}, {"uxtw", s_iun, IU_UXTW},
    {"sqabs", s_iun, IU_SQABS}, {"sqneg", s_iun, IU_SQNEG},
    /* fp */
    {"fadd", s_fbin, FB_ADD}, {"fadd.u", s_fbin, U(FB_ADD)}, {"fsub", s_fbin, FB_SUB},
    {"fsub.u", s_fbin, U(FB_SUB)}, {"fsubr", s_fbin, FB_SUBR}, {"fmul", s_fbin, FB_MUL},
    {"fmul.u", s_fbin, U(FB_MUL)}, {"fdiv", s_fbin, FB_DIV}, {"fdiv.u", s_fbin, U(FB_DIV)},
    {"fdivr", s_fbin, FB_DIVR}, {"fsubr.u", s_fbin, U(FB_SUBR)}, {"fdivr.u", s_fbin, U(FB_DIVR)}, {"fmax", s_fbin, FB_MAX}, {"fmax.u", s_fbin, U(FB_MAX)},
    {"fmin", s_fbin, FB_MIN}, {"fmin.u", s_fbin, U(FB_MIN)}, {"fmaxnm", s_fbin, FB_MAXNM},
    {"fmaxnm.u", s_fbin, U(FB_MAXNM)}, {"fminnm", s_fbin, FB_MINNM}, {"fminnm.u", s_fbin, U(FB_MINNM)},
    {"fabd", s_fbin, FB_ABD}, {"fabd.u", s_fbin, U(FB_ABD)}, {"fmulx", s_fbin, FB_MULX},
    {"fmulx.u", s_fbin, U(FB_MULX)}, {"famax", s_fbin, FB_AMAX}, {"famax.u", s_fbin, U(FB_AMAX)},
    {"famin", s_fbin, FB_AMIN}, {"famin.u", s_fbin, U(FB_AMIN)},
    {"fmla", s_fmla, FT_MLA}, {"fmla.u", s_fmla, U(FT_MLA)}, {"fmls", s_fmla, FT_MLS},
    {"fmls.u", s_fmla, U(FT_MLS)}, {"fnmla", s_fmla, FT_NMLA}, {"fnmla.u", s_fmla, U(FT_NMLA)},
    {"fnmls", s_fmla, FT_NMLS}, {"fnmls.u", s_fmla, U(FT_NMLS)}, {"fmad", s_fmla, FT_MAD},
    {"fmsb", s_fmla, FT_MSB}, {"fnmad", s_fmla, FT_NMAD}, {"fnmsb", s_fmla, FT_NMSB},
    {"fmad.u", s_fmla, U(FT_MAD)}, {"fmsb.u", s_fmla, U(FT_MSB)}, {"fnmad.u", s_fmla, U(FT_NMAD)},
    {"fnmsb.u", s_fmla, U(FT_NMSB)},
    {"fabs", s_fun, FU_ABS}, {"fneg", s_fun, FU_NEG}, {"fsqrt", s_fun, FU_SQRT},
    {"frinta", s_fun, FU_RINTA}, {"frinti", s_fun, FU_RINTI}, {"frintm", s_fun, FU_RINTM},
    {"frintn", s_fun, FU_RINTN}, {"frintp", s_fun, FU_RINTP}, {"frintx", s_fun, FU_RINTX},
    {"frintz", s_fun, FU_RINTZ},
    {"fcvtzs", s_conv, CV_FCVTZS}, {"fcvtzu", s_conv, CV_FCVTZU}, {"scvtf", s_conv, CV_SCVTF},
    {"ucvtf", s_conv, CV_UCVTF}, {"fcvt", s_conv, CV_FCVT}, {"fcvtlt", s_conv, CV_FCVTLT},
    {"fcvtnt", s_conv, CV_FCVTNT}, {"fcvtx", s_conv, CV_FCVTX}, {"fcvtxnt", s_conv, CV_FCVTXNT},
    /* predicates */
    {"ptrue", s_ptrue, 0}, {"convert.to.svbool", s_svbool, 0}, {"convert.from.svbool", s_svbool, 1},
    {"and.z", s_plogic, PL_AND}, {"bic.z", s_plogic, PL_BIC}, {"eor.z", s_plogic, PL_EOR},
    {"nand.z", s_plogic, PL_NAND}, {"nor.z", s_plogic, PL_NOR}, {"orn.z", s_plogic, PL_ORN},
    {"orr.z", s_plogic, PL_ORR}, {"sel", s_plogic, PL_SEL},
    {"brka", s_brk, 0}, {"brkb", s_brk, 1}, {"brka.z", s_brk, 0}, {"brkb.z", s_brk, 1},
    {"brkpa.z", s_brk, 2}, {"brkpb.z", s_brk, 3}, {"brkn.z", s_brk, 4},
    {"ptest.any", s_ptest, 0}, {"ptest.first", s_ptest, 1}, {"ptest.last", s_ptest, 2},
    {"pnext", s_pnext, 0}, {"cntp", s_cntp, 0}, {"cntb", s_cnt, 0}, {"cnth", s_cnt, 1}, {"cntw", s_cnt, 2}, {"cntd", s_cnt, 3},
    {"whilelo", s_while, IR_ICMP_ULT}, {"whilels", s_while, IR_ICMP_ULE},
    {"whilelt", s_while, IR_ICMP_SLT}, {"whilele", s_while, IR_ICMP_SLE},
    {"cmpeq", s_cmp, IR_ICMP_EQ}, {"cmpne", s_cmp, IR_ICMP_NE}, {"cmpgt", s_cmp, IR_ICMP_SGT},
    {"cmpge", s_cmp, IR_ICMP_SGE}, {"cmphi", s_cmp, IR_ICMP_UGT}, {"cmphs", s_cmp, IR_ICMP_UGE},
    {"cmpeq.wide", s_cmp, IR_ICMP_EQ | 0x200}, {"cmpne.wide", s_cmp, IR_ICMP_NE | 0x200},
    {"cmpgt.wide", s_cmp, IR_ICMP_SGT | 0x200}, {"cmpge.wide", s_cmp, IR_ICMP_SGE | 0x200},
    {"cmplt.wide", s_cmp, IR_ICMP_SLT | 0x200}, {"cmple.wide", s_cmp, IR_ICMP_SLE | 0x200},
    {"cmphi.wide", s_cmp, IR_ICMP_UGT | 0x200}, {"cmphs.wide", s_cmp, IR_ICMP_UGE | 0x200},
    {"cmplo.wide", s_cmp, IR_ICMP_ULT | 0x200}, {"cmpls.wide", s_cmp, IR_ICMP_ULE | 0x200},
    {"fcmpeq", s_cmp, IR_FCMP_OEQ}, {"fcmpne", s_cmp, IR_FCMP_UNE}, {"fcmpgt", s_cmp, IR_FCMP_OGT},
    {"fcmpge", s_cmp, IR_FCMP_OGE}, {"fcmpuo", s_cmp, IR_FCMP_UNO},
    {"facgt", s_cmp, IR_FCMP_OGT | 0x100}, {"facge", s_cmp, IR_FCMP_OGE | 0x100},
    /* reductions */
    {"saddv", s_reduce, RD_SADD}, {"uaddv", s_reduce, RD_UADD}, {"smaxv", s_reduce, RD_SMAX},
    {"sminv", s_reduce, RD_SMIN}, {"umaxv", s_reduce, RD_UMAX}, {"uminv", s_reduce, RD_UMIN},
    {"andv", s_reduce, RD_AND}, {"orv", s_reduce, RD_OR}, {"eorv", s_reduce, RD_EOR},
    {"addqv", s_qreduce, RD_SADD}, {"smaxqv", s_qreduce, RD_SMAX}, {"sminqv", s_qreduce, RD_SMIN},
    {"umaxqv", s_qreduce, RD_UMAX}, {"uminqv", s_qreduce, RD_UMIN}, {"andqv", s_qreduce, RD_AND},
    {"orqv", s_qreduce, RD_OR}, {"eorqv", s_qreduce, RD_EOR},
    {"aese", s_aes, 0}, {"aesd", s_aes, 1}, {"aesmc", s_aes, 2}, {"aesimc", s_aes, 3},
    /* pairwise */
    {"addp", s_pair, IB_ADD}, {"smaxp", s_pair, IB_SMAX}, {"sminp", s_pair, IB_SMIN},
    {"umaxp", s_pair, IB_UMAX}, {"uminp", s_pair, IB_UMIN}, {"faddp", s_pair, PW_FP | FB_ADD},
    {"fmaxp", s_pair, PW_FP | FB_MAX}, {"fminp", s_pair, PW_FP | FB_MIN},
    {"fmaxnmp", s_pair, PW_FP | FB_MAXNM}, {"fminnmp", s_pair, PW_FP | FB_MINNM},
    /* permutes */
    {"dup.x", s_dup, 0}, {"dup", s_dup, 0}, {"dupq.lane", s_dupq, 0}, {"tbl", s_tbl, 0},
    {"insr", s_insr, 0}, {"index", s_index, 0},
    {"lasta", s_last, 0}, {"lastb", s_last, 1}, {"clasta", s_last, 2}, {"clastb", s_last, 3},
    {"clasta.n", s_last, 4}, {"clastb.n", s_last, 5},
    {"zip1", s_perm, 0}, {"zip2", s_perm, 1}, {"uzp1", s_perm, 2}, {"uzp2", s_perm, 3},
    {"trn1", s_perm, 4}, {"trn2", s_perm, 5}, {"rev", s_perm, 6},
    {"compact", s_compact, 0}, {"revd", s_revd, 0},
    {"sunpklo", s_unpk, 0}, {"sunpkhi", s_unpk, 1}, {"uunpklo", s_unpk, 2}, {"uunpkhi", s_unpk, 3},
    /* memory */
    {"ld2.sret", s_memk, 2}, {"ld3.sret", s_memk, 3}, {"ld4.sret", s_memk, 4},
    {"st2", s_memk, MA_ST | 2}, {"st3", s_memk, MA_ST | 3}, {"st4", s_memk, MA_ST | 4},
    {"ld1uwq", s_memq, 0}, {"ld1udq", s_memq, 0}, {"st1wq", s_memq, MA_ST}, {"st1dq", s_memq, MA_ST},
    {"ld2q.sret", s_memq, 2}, {"ld3q.sret", s_memq, 3}, {"ld4q.sret", s_memq, 4},
    {"st2q", s_memq, MA_ST | 2}, {"st3q", s_memq, MA_ST | 3}, {"st4q", s_memq, MA_ST | 4},
    {"ldff1", s_unmodelled, 0}, {"ldnf1", s_unmodelled, 0}, {"rdffr", s_unmodelled, 0},
    {"rdffr.z", s_unmodelled, 0}, {"setffr", s_unmodelled, 0}, {"wrffr", s_unmodelled, 0},
    {"ldff1.gather", s_unmodelled, 0}, {"ldff1.gather.index", s_unmodelled, 0},
    {"ldff1.gather.sxtw", s_unmodelled, 0}, {"ldff1.gather.uxtw", s_unmodelled, 0},
    {"ldff1.gather.sxtw.index", s_unmodelled, 0}, {"ldff1.gather.uxtw.index", s_unmodelled, 0},
    {"ldff1.gather.scalar.offset", s_unmodelled, 0},
    {"ld1q.gather.index", s_unmodelled, 1}, {"ld1q.gather.scalar.offset", s_unmodelled, 1},
    {"ld1q.gather.vector.offset", s_unmodelled, 1}, {"st1q.scatter.index", s_unmodelled, 1},
    {"st1q.scatter.scalar.offset", s_unmodelled, 1}, {"st1q.scatter.vector.offset", s_unmodelled, 1},
    {"ld1ro", s_unmodelled, 2}, {"urecpe", s_unmodelled, 3}, {"ursqrte", s_unmodelled, 3},
    {"frecpe.x", s_unmodelled, 3}, {"frsqrte.x", s_unmodelled, 3},
    {"frecpx", s_unmodelled, 4}, {"flogb", s_unmodelled, 4},
    {"ld1", s_mem, MA_CONTIG}, {"ldnt1", s_mem, MA_CONTIG}, {"ld1rq", s_ld1rq, 0},
    {"st1", s_mem, MA_ST | MA_CONTIG}, {"stnt1", s_mem, MA_ST | MA_CONTIG},
    {"ld1.gather", s_mem, MA_OFF}, {"ld1.gather.index", s_mem, MA_OFF | MA_INDEX},
    {"ld1.gather.sxtw", s_mem, MA_SXTW}, {"ld1.gather.uxtw", s_mem, MA_UXTW},
    {"ld1.gather.sxtw.index", s_mem, MA_SXTW | MA_INDEX}, {"ld1.gather.uxtw.index", s_mem, MA_UXTW | MA_INDEX},
    {"ld1.gather.scalar.offset", s_mem, MA_VEC},
    {"ldnt1.gather", s_mem, MA_OFF}, {"ldnt1.gather.index", s_mem, MA_OFF | MA_INDEX},
    {"ldnt1.gather.uxtw", s_mem, MA_UXTW}, {"ldnt1.gather.scalar.offset", s_mem, MA_VEC},
    {"st1.scatter", s_mem, MA_ST | MA_OFF}, {"st1.scatter.index", s_mem, MA_ST | MA_OFF | MA_INDEX},
    {"st1.scatter.sxtw", s_mem, MA_ST | MA_SXTW}, {"st1.scatter.uxtw", s_mem, MA_ST | MA_UXTW},
    {"st1.scatter.sxtw.index", s_mem, MA_ST | MA_SXTW | MA_INDEX},
    {"st1.scatter.uxtw.index", s_mem, MA_ST | MA_UXTW | MA_INDEX},
    {"st1.scatter.scalar.offset", s_mem, MA_ST | MA_VEC},
    {"stnt1.scatter", s_mem, MA_ST | MA_OFF}, {"stnt1.scatter.index", s_mem, MA_ST | MA_OFF | MA_INDEX},
    {"stnt1.scatter.uxtw", s_mem, MA_ST | MA_UXTW}, {"stnt1.scatter.scalar.offset", s_mem, MA_ST | MA_VEC},
};

/* An overload suffix: nxv4i32, v4i32, i64, f32, bf16, p0 */
static int
overload_tok(const char *t, size_t n)
{
    if (n > 3 && !strncmp(t, "nx", 2) && (t[2] == 'v' || (t[2] >= '0' && t[2] <= '9')))
        return 1; /* nxv4i32 (and nx4vi32, a spelling LLVM's tests use) */
    if (n >= 2 && t[0] == 'v' && t[1] >= '0' && t[1] <= '9')
        return 1; /* v8i16, v2 */
    if (n >= 2 && strchr("ifp", t[0]) && strspn(t + 1, "0123456789") == n - 1)
        return 1; /* i64, f32, p0 (not f32f16: a conversion's widths) */
    return n == 4 && !strncmp(t, "bf16", 4);
}

/* The leaves an SVE intrinsic takes: integers of <= 64 bits, half, bfloat,
 * float, double, pointers, vectors of those, void. */
static int
simple_type(IrType *t)
{
    if (t->kind == IR_TY_VOID)
        return 1;
    if (t->kind == IR_TY_STRUCT) {
        for (uint32_t i = 0; i < t->nmembers; i++)
            if (t->members[i]->kind == IR_TY_STRUCT || !simple_type(t->members[i]))
                return 0;
        return 1;
    }
    IrType *e = ir_type_scalar(t);
    switch (e->kind) {
    case IR_TY_INT: return e->bits <= 64;
    case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE: case IR_TY_PTR: return 1;
    default: return 0;
    }
}

/* The widths of a conversion's name: "f32f16", "i64f32", "bf16f32". */
static int
width_tok(const char *t, size_t n)
{
    size_t i = 0;
    for (int k = 0; k < 2; k++) {
        if (i + 1 < n && t[i] == 'b' && t[i + 1] == 'f')
            i++;
        if (i >= n || (t[i] != 'f' && t[i] != 'i'))
            return 0;
        size_t d = ++i;
        while (i < n && t[i] >= '0' && t[i] <= '9')
            i++;
        if (i == d)
            return 0;
    }
    return i == n;
}

static int
find(const char *name, size_t len, SFn **fn, int *k)
{
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (!strncmp(name, tab[i].name, len) && !tab[i].name[len]) {
            *fn = tab[i].fn;
            *k = tab[i].k;
            return 1;
        }
    return 0;
}

/* The table entry of `name` (after the prefix): 0 if none.  *wtok: a
 * conversion's widths in the name (or NULL). */
static int
lookup(const char *name, SFn **fn, int *k, const char **wtok)
{
    /* the name without its overload suffixes */
    size_t len = strlen(name);
    for (;;) {
        const char *dot = memrchr(name, '.', len);
        if (!dot || !overload_tok(dot + 1, len - (size_t)(dot + 1 - name)))
            break;
        len = (size_t)(dot - name);
    }
    *wtok = NULL;
    if (find(name, len, fn, k))
        return 1;
    if (!strncmp(name, "prf", 3) && (len == 3 || (len > 5 && strchr("bhwd", name[3]) && name[4] == '.'))) {
        *fn = s_nop; /* prf, prfb.gather.uxtw.index... */
        *k = 0;
        return 1;
    }
    const char *dot = memrchr(name, '.', len);
    if (!dot || !width_tok(dot + 1, len - (size_t)(dot + 1 - name)) || !find(name, (size_t)(dot - name), fn, k) ||
        *fn != s_conv)
        return 0;
    *wtok = dot + 1;
    return 1;
}

int
sve_call(Interp *ip, CallCtx *cx)
{
    static const char pfx[] = "llvm.aarch64.sve.";
    /* a call in a loop looks its name up once: the last names seen, by
     * where the name is (checked against a copy: a later module's name may
     * be at the same address) */
    static _Thread_local struct { const char *name; char copy[64]; SFn *fn; int k; size_t wtok; } memo[16];
    if (strncmp(cx->name, pfx, sizeof pfx - 1))
        return 0;
    uintptr_t h = ((uintptr_t)cx->name >> 3) % 16;
    SFn *fn = NULL;
    int k = 0;
    const char *wtok = NULL;
    if (memo[h].name == cx->name && !strcmp(memo[h].copy, cx->name)) {
        fn = memo[h].fn;
        k = memo[h].k;
        wtok = memo[h].wtok ? cx->name + memo[h].wtok : NULL;
    } else if (lookup(cx->name + sizeof pfx - 1, &fn, &k, &wtok)) {
        memo[h].wtok = wtok ? (size_t)(wtok - cx->name) : 0;
        size_t n = strlen(cx->name);
        memo[h].name = n < sizeof memo[h].copy ? cx->name : NULL;
        memcpy(memo[h].copy, cx->name, n < sizeof memo[h].copy ? n + 1 : 1);
        memo[h].fn = fn;
        memo[h].k = k;
    } else {
        return 0;
    }
    if (!simple_type(cx->retty))
        interp_unsupported(ip, "%s with this type", cx->name);
    for (uint32_t i = 0; i < cx->nargs; i++)
        if (!simple_type(cx->argty[i]))
            interp_unsupported(ip, "%s with this type", cx->name);
    S s = {ip, cx, k & 0xfff, k >> 12, cx->inst ? cx->inst->flags & IR_F_FMF : 0, wtok};
    fn(&s);
    return 1;
}
