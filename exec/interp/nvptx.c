/* nvptx.c -- the NVPTX target's floating-point intrinsics (llvm.nvvm.*) in
 * the interpreter: add/mul/div/fma/rcp/sqrt with a rounding mode, fmin and
 * fmax, fabs, floor/ceil/trunc/round, saturate, and the conversions to
 * integers f2i...d2ull (the ones LLVM's constant folder knows).
 *
 * Each is the PTX instruction the NVPTX back end selects for it (PTX ISA,
 * "Floating-Point Instructions", "cvt"), computed with ir/fp.c in the
 * instruction's own rounding mode, which llfuzz's default environment does
 * not change:
 *
 *   - .rn/.rz/.rm/.rp (cvt: .rni/.rzi/.rmi/.rpi): IEEE 754 rounding to
 *     nearest even, toward zero, toward -inf, toward +inf;
 *   - .ftz (f32 and f16 only): a subnormal input is read as the zero of its
 *     sign, a subnormal result written as one.  The ISA does not say
 *     whether a result is subnormal before or after rounding: one that
 *     rounds up to the smallest normal number from below may be either
 *     (its lowest exponent bit fixed-unknown);
 *   - NaN results: single precision instructions "return an unspecified
 *     NaN", double precision ones propagate payloads: a quiet NaN of unknown
 *     sign and payload either way (sem_fp_result's NaN rules), so every NaN
 *     a GPU may give matches;
 *   - min/max: the other operand when one is NaN, a NaN when both are (with
 *     .NaN: when either is); -0.0 < +0.0; .xorsign.abs gives the larger
 *     (smaller) magnitude with the XOR of the operands' sign bits;
 *   - abs: clears the sign; a NaN input gives a NaN of unknown sign and
 *     payload (quiet unless the input was signaling);
 *   - cvt to an integer clamps to the destination's range (.sat is
 *     implied); a NaN gives 0 when the source is not f64 and the
 *     destination not 64 bits wide, else 1 << (width - 1);
 *   - cvt.sat.f32.f32 (saturate) clamps to [0.0, 1.0], a NaN gives +0.0; a
 *     -0.0 input gives a zero of unknown sign;
 *   - sqrt.f (sqrt.rn or sqrt.approx, with .ftz or without, as the back
 *     end's options choose) and sqrt.approx.f are approximations: in TRACK a
 *     fixed-unknown value for the inputs where they may differ, else the
 *     correctly rounded root.
 *
 * A poison input lane makes the result lane poison; an input with unknown
 * bits makes it unknown (fixed-unknown when every such input was), as in
 * target.c.  Called from target_call for names starting with "llvm.nvvm.";
 * nvptx_call returns 0 for a name it does not know.
 *
 * Names: "llvm.nvvm." op {"." modifier} ["." type], parsed against the
 * table ops[] below, which says which modifiers and types each op takes.
 */
#include "interp.h"

#include <string.h>

enum {
    NV_ADD, NV_MUL, NV_DIV, NV_FMA, NV_RCP, NV_SQRT, NV_MIN, NV_MAX, NV_ABS,
    NV_FLOOR, NV_CEIL, NV_TRUNC, NV_ROUND, NV_SAT, NV_CVT,
};

/* what a name may carry after its op */
enum {
    M_RND = 1,      /* .rn .rz .rm .rp (required) */
    M_RNDOPT = 2,   /* sqrt: a rounding mode or none (the approximate sqrt.f) */
    M_FTZ = 4,
    M_NAN = 8,      /* .nan */
    M_XABS = 16,    /* .xorsign.abs */
    M_APPROX = 32,  /* .approx */
    M_TF = 64,      /* type .f */
    M_TD = 128,     /* type .d */
    M_TH = 256,     /* types .f16 .f16x2 .bf16 .bf16x2 */
    M_TANY = 512,   /* no type in the name: any fp type, an overload suffix */
};

static const struct NvOp {
    const char *name;
    uint8_t op;
    uint16_t mods;
    uint8_t src;    /* NV_CVT: source format (FP_F32, FP_F64) */
    uint8_t bits;   /* NV_CVT: destination width */
    uint8_t sgn;    /* NV_CVT: signed destination */
} ops[] = {
    {"add", NV_ADD, M_RND | M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"mul", NV_MUL, M_RND | M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"div", NV_DIV, M_RND | M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"fma", NV_FMA, M_RND | M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"rcp", NV_RCP, M_RND | M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"sqrt", NV_SQRT, M_RNDOPT | M_APPROX | M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"fmin", NV_MIN, M_FTZ | M_NAN | M_XABS | M_TF | M_TD | M_TH, 0, 0, 0},
    {"fmax", NV_MAX, M_FTZ | M_NAN | M_XABS | M_TF | M_TD | M_TH, 0, 0, 0},
    {"fabs", NV_ABS, M_FTZ | M_TANY, 0, 0, 0},
    {"floor", NV_FLOOR, M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"ceil", NV_CEIL, M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"trunc", NV_TRUNC, M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"round", NV_ROUND, M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"saturate", NV_SAT, M_FTZ | M_TF | M_TD, 0, 0, 0},
    {"f2i", NV_CVT, M_RND | M_FTZ, FP_F32, 32, 1},
    {"f2ui", NV_CVT, M_RND | M_FTZ, FP_F32, 32, 0},
    {"f2ll", NV_CVT, M_RND | M_FTZ, FP_F32, 64, 1},
    {"f2ull", NV_CVT, M_RND | M_FTZ, FP_F32, 64, 0},
    {"d2i", NV_CVT, M_RND, FP_F64, 32, 1},
    {"d2ui", NV_CVT, M_RND, FP_F64, 32, 0},
    {"d2ll", NV_CVT, M_RND, FP_F64, 64, 1},
    {"d2ull", NV_CVT, M_RND, FP_F64, 64, 0},
};

/* A parsed name. */
typedef struct Nv {
    const struct NvOp *op;
    int rnd;            /* FpRound, or -1: none given */
    int ftz, nan, xabs, approx;
    int fmt;            /* the operands' format (FP_*), -1: from the signature */
    uint32_t lanes;     /* 2 for .f16x2/.bf16x2 */
} Nv;

/* One call: the parsed name and the call's cells. */
typedef struct NvCall {
    Interp *ip;
    CallCtx *cx;
    Nv n;
    FpFmt f;            /* the operands' format */
    IrType *et;         /* their scalar type */
} NvCall;

static int
tok_is(const char *s, size_t n, const char *t)
{
    return strlen(t) == n && !memcmp(s, t, n);
}

/* Parse `name` (after "llvm.nvvm.").  Returns 0 when it is not one of the
 * intrinsics above. */
static int
nv_parse(const char *name, Nv *n)
{
    size_t len = strcspn(name, ".");
    memset(n, 0, sizeof *n);
    n->rnd = -1;
    n->fmt = -1;
    n->lanes = 1;
    for (size_t i = 0; i < sizeof ops / sizeof ops[0] && !n->op; i++)
        if (tok_is(name, len, ops[i].name))
            n->op = &ops[i];
    if (!n->op)
        return 0;
    unsigned m = n->op->mods;
    const char *s = name + len;
    int typed = 0;
    while (*s == '.') {
        s++;
        size_t l = strcspn(s, ".");
        static const char *const rnds[4] = {"rn", "rz", "rm", "rp"};
        static const int8_t rmode[4] = {FP_RNE, FP_RTZ, FP_RDN, FP_RUP};
        int r = -1;
        for (int k = 0; k < 4; k++)
            if (tok_is(s, l, rnds[k]))
                r = rmode[k];
        if (typed)
            return 0; /* nothing follows the type */
        if (m & M_TANY) {
            /* fabs[.ftz] then an overload suffix (.f32, .v2f16...): the
             * signature gives the type */
            if (tok_is(s, l, "ftz") && !n->ftz)
                n->ftz = 1;
            else
                break;
        } else if (r >= 0 && (m & (M_RND | M_RNDOPT)) && n->rnd < 0 && !n->ftz && !n->approx) {
            n->rnd = r;
        } else if (tok_is(s, l, "approx") && (m & M_APPROX) && n->rnd < 0 && !n->approx && !n->ftz) {
            n->approx = 1;
        } else if (tok_is(s, l, "ftz") && (m & M_FTZ) && !n->ftz && !n->nan && !n->xabs) {
            n->ftz = 1;
        } else if (tok_is(s, l, "nan") && (m & M_NAN) && !n->nan && !n->xabs) {
            n->nan = 1;
        } else if (tok_is(s, l, "xorsign") && (m & M_XABS) && !n->xabs && !strncmp(s + l, ".abs", 4)) {
            n->xabs = 1;
            l += 4;
        } else if (tok_is(s, l, "f") && (m & M_TF)) {
            n->fmt = FP_F32;
            typed = 1;
        } else if (tok_is(s, l, "d") && (m & M_TD) && !n->ftz && !n->nan && !n->xabs) {
            n->fmt = FP_F64;
            typed = 1;
        } else if ((tok_is(s, l, "f16") || tok_is(s, l, "f16x2")) && (m & M_TH)) {
            n->fmt = FP_HALF;
            n->lanes = l == 5 ? 2 : 1;
            typed = 1;
        } else if ((tok_is(s, l, "bf16") || tok_is(s, l, "bf16x2")) && (m & M_TH) && !n->ftz) {
            n->fmt = FP_BF16;
            n->lanes = l == 6 ? 2 : 1;
            typed = 1;
        } else {
            return 0;
        }
        s += l;
    }
    if (m & M_TANY)
        return 1;
    if (*s || ((m & M_RND) && n->rnd < 0))
        return 0;
    if (n->op->op == NV_CVT)
        return 1;
    if (!typed)
        return 0;
    /* sqrt: .f (approximate), .approx[.ftz].f or .rnd[.ftz].{f,d} */
    if (n->op->op == NV_SQRT && n->rnd < 0 && n->fmt != FP_F32)
        return 0;
    return 1;
}

/* ============================================================ cells */

static Cell *
arg(NvCall *c, uint32_t k, uint32_t i)
{
    return c->cx->args[k] + i;
}

/* Bits `m` of the result r become fixed-unknown (TRACK only: a run that
 * picks values keeps the one computed). */
static void
fixed_unknown(NvCall *c, Cell *r, uint64_t m)
{
    if (c->ip->o.undef != INTERP_UNDEF_TRACK || r->poison)
        return;
    r->u |= m;
    r->v &= ~r->u;
    r->fixed = 1;
}

/* ============================================================ fp helpers */

static FpBits
bits_of(const Cell *a)
{
    FpBits x = {{a->v, 0}};
    return x;
}

/* .ftz: a subnormal as the zero of its sign */
static FpBits
flush(NvCall *c, FpBits x)
{
    if (c->n.ftz && fp_is_subnormal(c->f, x))
        return fp_zero(c->f, fp_sign(c->f, x));
    return x;
}

static uint64_t
sign_bit(FpFmt f)
{
    return 1ull << (fp_fmt_info[f].bits - 1);
}

/* An arithmetic result z (rounded with .rnd from the exact value, whose
 * truncation toward zero is zt) into r: NaN rules, .ftz on the result. */
static void
put_result(NvCall *c, FpBits z, FpBits zt, Cell *r)
{
    FpFmt f = c->f;
    if (c->n.ftz && fp_is_subnormal(f, z))
        z = fp_zero(f, fp_sign(f, z));
    sem_fp_result(c->ip, 0, c->et, z, r);
    /* rounded up to the smallest normal from a subnormal exact value:
     * flushed or not, as tininess is detected before or after rounding */
    int tiny = fp_is_zero(f, zt) || fp_is_subnormal(f, zt);
    if (c->n.ftz && tiny && !fp_is_nan(f, z) && fp_cmp(f, fp_abs(f, z), fp_smallest_normal(f, 0)) == FP_EQ)
        fixed_unknown(c, r, 1ull << fp_fmt_info[f].man_bits);
}

/* A NaN result of unknown sign and payload, quiet unless `snan` (a NaN
 * passed on without quieting may still be signaling). */
static void
put_any_nan(NvCall *c, int snan, Cell *r)
{
    sem_fp_result(c->ip, 0, c->et, fp_qnan(c->f), r);
    fixed_unknown(c, r, sign_bit(c->f) | it_mask(fp_fmt_info[c->f].man_bits - 1 + (snan != 0)));
}

/* ============================================================ ops */

/* add, mul, div, fma, rcp, sqrt with a rounding mode */
static void
nv_arith(NvCall *c, uint32_t i, Cell *r)
{
    int op = c->n.op->op;
    uint32_t na = op == NV_FMA ? 3 : op == NV_RCP || op == NV_SQRT ? 1 : 2;
    const Cell *in[3];
    FpBits x[3];
    for (uint32_t k = 0; k < na; k++)
        in[k] = arg(c, k, i);
    if (target_taint(r, fp_fmt_info[c->f].bits, (int)na, in))
        return;
    for (uint32_t k = 0; k < na; k++)
        x[k] = flush(c, bits_of(in[k]));
    FpFmt f = c->f;
    unsigned fl = 0;
    FpBits z, zt;
    FpRound rm = (FpRound)c->n.rnd;
    for (int pass = 0; pass < 2; pass++) {
        FpRound m = pass ? FP_RTZ : rm;
        FpBits v;
        switch (op) {
        case NV_ADD: v = fp_add(f, x[0], x[1], m, &fl); break;
        case NV_MUL: v = fp_mul(f, x[0], x[1], m, &fl); break;
        case NV_DIV: v = fp_div(f, x[0], x[1], m, &fl); break;
        case NV_FMA: v = fp_fma(f, x[0], x[1], x[2], m, &fl); break;
        case NV_RCP: v = fp_div(f, fp_from_double(f, 1.0, FP_RNE, &fl), x[0], m, &fl); break;
        default: v = fp_sqrt(f, x[0], m, &fl); break;
        }
        if (pass)
            zt = v;
        else
            z = v;
    }
    put_result(c, z, zt, r);
}

/* sqrt.f, sqrt.approx[.ftz].f: exact for zeros, +inf, NaN and negative
 * normal numbers and infinities (a NaN); elsewhere one value not known in
 * TRACK, the correctly rounded root otherwise. */
static void
nv_sqrt_approx(NvCall *c, uint32_t i, Cell *r)
{
    const Cell *a = arg(c, 0, i);
    if (target_taint(r, fp_fmt_info[c->f].bits, 1, &a))
        return;
    FpFmt f = c->f;
    FpBits x = bits_of(a);
    unsigned fl = 0;
    /* a subnormal: flushed with .ftz, an approximation of its root or a
     * NaN (negative) without; sqrt.f may be either */
    int sub = fp_is_subnormal(f, x);
    int exact = fp_is_zero(f, x) || fp_is_nan(f, x) || (fp_is_inf(f, x) && !fp_sign(f, x)) ||
                (fp_sign(f, x) && !sub) || (sub && c->n.ftz) || (sub && fp_sign(f, x) && c->n.approx);
    sem_fp_result(c->ip, 0, c->et, fp_sqrt(f, flush(c, x), FP_RNE, &fl), r);
    if (!exact)
        fixed_unknown(c, r, it_mask(fp_fmt_info[f].bits));
}

/* min/max [.ftz][.nan][.xorsign.abs] */
static void
nv_minmax(NvCall *c, uint32_t i, Cell *r)
{
    const Cell *in[2] = {arg(c, 0, i), arg(c, 1, i)};
    if (target_taint(r, fp_fmt_info[c->f].bits, 2, in))
        return;
    FpFmt f = c->f;
    FpBits a = flush(c, bits_of(in[0])), b = flush(c, bits_of(in[1]));
    int max = c->n.op->op == NV_MAX;
    int na = fp_is_nan(f, a), nb = fp_is_nan(f, b);
    if ((na && nb) || (c->n.nan && (na || nb))) {
        put_any_nan(c, 0, r);
        return;
    }
    uint64_t sb = sign_bit(f), sx = (a.w[0] ^ b.w[0]) & sb;
    if (c->n.xabs) {
        a = fp_abs(f, a);
        b = fp_abs(f, b);
    }
    FpBits z;
    if (na || nb) {
        z = na ? b : a;
    } else {
        FpCmp k = fp_cmp(f, a, b);
        if (k == FP_EQ) /* -0.0 < +0.0 */
            k = fp_sign(f, a) == fp_sign(f, b) ? FP_EQ : fp_sign(f, a) ? FP_LT : FP_GT;
        z = (k == FP_GT) == max ? a : b;
    }
    if (c->n.xabs)
        z.w[0] = (z.w[0] & ~sb) | sx;
    cell_set(r, z.w[0]);
}

/* abs[.ftz] */
static void
nv_abs(NvCall *c, uint32_t i, Cell *r)
{
    const Cell *a = arg(c, 0, i);
    if (target_taint(r, fp_fmt_info[c->f].bits, 1, &a))
        return;
    FpBits x = flush(c, bits_of(a));
    if (fp_is_nan(c->f, x))
        put_any_nan(c, fp_is_snan(c->f, x), r);
    else
        cell_set(r, fp_abs(c->f, x).w[0]);
}

/* cvt.rmi/rpi/rzi/rni[.ftz] to the same fp type, and cvt.sat (saturate) */
static void
nv_unary(NvCall *c, uint32_t i, Cell *r)
{
    const Cell *a = arg(c, 0, i);
    if (target_taint(r, fp_fmt_info[c->f].bits, 1, &a))
        return;
    FpFmt f = c->f;
    FpBits x = flush(c, bits_of(a));
    unsigned fl = 0;
    int op = c->n.op->op;
    if (op == NV_SAT) {
        FpBits one = fp_from_double(f, 1.0, FP_RNE, &fl);
        if (fp_is_nan(f, x) || (fp_sign(f, x) && !fp_is_zero(f, x)))
            cell_set(r, 0);
        else if (fp_cmp(f, x, one) == FP_GT)
            cell_set(r, one.w[0]);
        else
            cell_set(r, x.w[0]);
        if (fp_is_zero(f, x) && fp_sign(f, x)) /* -0.0: clamped to +0.0 or kept */
            fixed_unknown(c, r, sign_bit(f));
        return;
    }
    static const FpRound modes[] = {[NV_FLOOR] = FP_RDN, [NV_CEIL] = FP_RUP, [NV_TRUNC] = FP_RTZ,
                                    [NV_ROUND] = FP_RNE};
    sem_fp_result(c->ip, 0, c->et, fp_round_int(f, x, modes[op], &fl), r);
}

/* f2i...d2ull: cvt.{rni,rzi,rmi,rpi}[.ftz].{s,u}{32,64}.{f32,f64} */
static void
nv_cvt(NvCall *c, Cell *r)
{
    const struct NvOp *o = c->n.op;
    const Cell *a = arg(c, 0, 0);
    if (target_taint(r, o->bits, 1, &a))
        return;
    FpBits x = flush(c, bits_of(a));
    unsigned w = o->bits, fl = 0;
    uint64_t v[2] = {0, 0};
    if (fp_is_nan(c->f, x))
        v[0] = c->f == FP_F64 || w == 64 ? 1ull << (w - 1) : 0;
    else if (fp_to_int(v, w, o->sgn, c->f, x, (FpRound)c->n.rnd, &fl))
        v[0] = fp_sign(c->f, x) ? (o->sgn ? 1ull << (w - 1) : 0) : it_mask(w - o->sgn);
    cell_set(r, v[0] & it_mask(w));
}

/* ============================================================ dispatch */

static FpFmt
fmt_of(IrType *t)
{
    return ir_type_fp_fmt(ir_type_scalar(t));
}

static int
is_fp(IrType *t)
{
    switch (ir_type_scalar(t)->kind) {
    case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE: return 1;
    default: return 0;
    }
}

IR_NORETURN static void
bad_sig(NvCall *c)
{
    interp_unsupported(c->ip, "%s with an unexpected signature", c->cx->name);
}

int
nvptx_call(Interp *ip, CallCtx *cx)
{
    static const char pfx[] = "llvm.nvvm.";
    NvCall c = {ip, cx, {0}, FP_F32, NULL};
    if (strncmp(cx->name, pfx, sizeof pfx - 1) || !nv_parse(cx->name + sizeof pfx - 1, &c.n))
        return 0;
    int op = c.n.op->op;
    uint32_t nargs = op == NV_FMA ? 3 : op == NV_ADD || op == NV_MUL || op == NV_DIV || op == NV_MIN || op == NV_MAX ? 2 : 1;
    if (cx->nargs != nargs)
        bad_sig(&c);
    IrType *ft = op == NV_CVT ? cx->argty[0] : cx->retty;
    if (!is_fp(ft))
        bad_sig(&c);
    if (ft->kind == IR_TY_VEC && (ft->flags & IR_TYF_SCALABLE))
        interp_unsupported(ip, "%s with a scalable vector", cx->name);
    c.et = ir_type_scalar(ft);
    c.f = fmt_of(ft);
    uint32_t lanes = ir_type_lanes(ft);
    if (op == NV_CVT) {
        IrType *rt = cx->retty;
        if ((int)c.f != c.n.op->src || ft->kind == IR_TY_VEC || rt->kind != IR_TY_INT || rt->bits != c.n.op->bits)
            bad_sig(&c);
        nv_cvt(&c, cx->ret);
        return 1;
    }
    if (c.n.fmt >= 0 && ((int)c.f != c.n.fmt || lanes != c.n.lanes || (lanes > 1) != (ft->kind == IR_TY_VEC)))
        bad_sig(&c);
    for (uint32_t k = 0; k < nargs; k++)
        if (cx->argty[k] != ft && !ir_type_equal(cx->argty[k], ft))
            bad_sig(&c);
    if (c.n.ftz && c.f != FP_F32 && c.f != FP_HALF)
        interp_unsupported(ip, "%s on this type", cx->name); /* .ftz is for f32 (and f16) */
    for (uint32_t i = 0; i < lanes; i++) {
        Cell *r = cx->ret + i;
        switch (op) {
        case NV_MIN: case NV_MAX: nv_minmax(&c, i, r); break;
        case NV_ABS: nv_abs(&c, i, r); break;
        case NV_FLOOR: case NV_CEIL: case NV_TRUNC: case NV_ROUND: case NV_SAT: nv_unary(&c, i, r); break;
        case NV_SQRT:
            if (c.n.rnd < 0)
                nv_sqrt_approx(&c, i, r);
            else
                nv_arith(&c, i, r);
            break;
        default: nv_arith(&c, i, r); break;
        }
    }
    return 1;
}
