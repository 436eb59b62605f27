/* intrin.h -- what the files of the generic intrinsics share: intrin.c
 * (memory, matrices, hints, lifetimes and the stack, the dispatch),
 * intrin_int.c (integers, the lane-wise intrinsics), intrin_fp.c
 * (floating point, the host's libm, constrained fp), intrin_lanes.c
 * (reductions, masks, masked memory) and intrin_vector.c (vector
 * shuffles, masked.*, vp.*): the lanes' and cells' helpers, the arguments'
 * attributes (static inline), the types and enums several use, and the
 * functions one calls in another.  The conventions are intrin.c's.
 *
 * Who may include it: those five files. */
#ifndef LLFUZZ_INTERP_INTRIN_H
#define LLFUZZ_INTERP_INTRIN_H

#include "interp.h"

#include <float.h>
#include <math.h>
#include <string.h>

/* ============================================================ helpers */

/* The cells of lane i of a value of type t (a scalar: lane 0). */
static inline Cell *
lane(IrType *t, Cell *c, uint32_t i)
{
    return c + (size_t)i * it_words(ir_type_scalar(t));
}

static inline void
set_poison(Cell *r, uint32_t nw)
{
    for (uint32_t k = 0; k < nw; k++) {
        r[k].v = r[k].u = 0;
        r[k].prov = 0;
        r[k].poison = r[k].fixed = 0;
    }
    r[0].poison = 1;
}

static inline void
set_unknown(Cell *r, uint32_t nw, unsigned bits, int fixed)
{
    for (uint32_t k = 0; k < nw; k++) {
        unsigned wb = bits > 64 * k ? (bits - 64 * k > 64 ? 64 : bits - 64 * k) : 0;
        r[k].v = 0;
        r[k].u = it_mask(wb);
        r[k].prov = 0;
        r[k].poison = r[k].fixed = 0;
    }
    r[0].fixed = (uint16_t)(bits ? fixed : 0);
}

/* Its unknown bits (if any) are fixed-unknown. */
static inline int
fixed_ok(const Cell *c, uint32_t nw)
{
    return !it_any_unknown(c, nw) || c->fixed;
}

static inline void
lane_get(const Cell *c, uint32_t nw, uint64_t *v, uint64_t *u)
{
    for (uint32_t k = 0; k < nw; k++) {
        v[k] = c[k].v & ~c[k].u;
        if (u)
            u[k] = c[k].u;
    }
}

static inline void
lane_put(Cell *r, uint32_t nw, const uint64_t *v, const uint64_t *u, int fixed)
{
    int unk = 0;
    for (uint32_t k = 0; k < nw; k++) {
        uint64_t uk = u ? u[k] : 0;
        r[k].v = v[k] & ~uk;
        r[k].u = uk;
        r[k].prov = 0;
        r[k].poison = r[k].fixed = 0;
        unk |= uk != 0;
    }
    r[0].fixed = (uint16_t)(unk ? fixed : 0);
}

static inline void
put_u64(Cell *r, uint32_t nw, uint64_t v)
{
    for (uint32_t k = 0; k < nw; k++) {
        r[k].v = k ? 0 : v;
        r[k].u = 0;
        r[k].prov = 0;
        r[k].poison = r[k].fixed = 0;
    }
}

/* A value the LangRef does not pin down at all (freeze poison). */
static inline void
set_free(Interp *ip, Cell *r, uint32_t nw, unsigned bits)
{
    set_unknown(r, nw, bits, 1);
    if (ip->o.undef == INTERP_UNDEF_TRACK)
        return;
    for (uint32_t k = 0; k < nw; k++) {
        uint64_t x = ip->o.undef == INTERP_UNDEF_RANDOM ? interp_rand(ip) : 0;
        r[k].v = x & r[k].u;
        r[k].u = 0;
    }
    r->fixed = 0;
}

/* The integer value of an argument known to be defined (immargs). */
static inline uint64_t
arg_u64(const Cell *c)
{
    return c->v;
}

static inline int64_t
sext64(uint64_t v, unsigned w)
{
    if (w >= 64)
        return (int64_t)v;
    uint64_t s = 1ull << (w - 1);
    return (int64_t)((v & it_mask(w)) ^ s) - (int64_t)s;
}

static inline const char *
iname(CallCtx *cx)
{
    return cx->name;
}

/* ----------------------------------------------- allocations by address */

static inline Alloc *
alloc_of(Interp *ip, const Cell *p)
{
    if (p->prov && p->prov < ip->nids)
        return ip->allocs[p->prov];
    uint32_t lo = 1, hi = ip->nallocs;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        Alloc *a = ip->allocs[mid];
        if (p->v < a->addr)
            hi = mid;
        else if (p->v >= a->addr + (a->size ? a->size : 1))
            lo = mid + 1;
        else
            return a;
    }
    return NULL;
}

/* ------------------------------------------------- parameter attributes */

/* LangRef "Parameter Attributes": on an intrinsic call (the call site or
 * the declaration) nonnull, align, range and nofpclass make a violating
 * value poison (lane by lane for vectors), noundef makes poison or undef
 * immediate UB, dereferenceable is UB when violated.  `why` records the
 * attribute that made an argument poison, for the UB reports of the memory
 * intrinsics. */
static inline int
attr_poison_lane(const IrAttr *a, IrType *t, Cell *c)
{
    if (c->poison || it_any_unknown(c, it_words(t)))
        return 0;
    switch (a->kind) {
    case IR_ATTR_NONNULL:
        return t->kind == IR_TY_PTR && c->v == 0;
    case IR_ATTR_ALIGN:
        return t->kind == IR_TY_PTR && a->i > 1 && (c->v & (a->i - 1));
    case IR_ATTR_RANGE:
        if (t->kind == IR_TY_INT && t->bits <= 64 && a->lo && a->hi) {
            uint64_t lo = ir_const_zext(a->lo) & it_mask(t->bits), hi = ir_const_zext(a->hi) & it_mask(t->bits);
            return !it_in_range(lo, hi, c->v & it_mask(t->bits));
        }
        return 0;
    case IR_ATTR_NOFPCLASS:
        if (ir_type_is_fp(t) && t->kind != IR_TY_PPC_FP128) {
            FpBits x = {{c[0].v, it_words(t) > 1 ? c[1].v : 0}};
            return (fp_class(ir_type_fp_fmt(t), x) & a->i) != 0;
        }
        return 0;
    default:
        return 0;
    }
}

static inline void
apply_attrs(Interp *ip, const IrAttrSet *s, IrType *t, Cell *c, const char *where, const char **why)
{
    if (!s || !s->n)
        return;
    IrType *et = ir_type_scalar(t);
    uint32_t n = it_lanes(ip, t), nw = it_words(et);
    if (t->kind != IR_TY_VEC && t->kind != IR_TY_INT && t->kind != IR_TY_PTR && !ir_type_is_fp(t))
        n = 0; /* aggregates: only noundef below */
    for (uint32_t k = 0; k < s->n; k++) {
        const IrAttr *a = &s->a[k];
        for (uint32_t i = 0; i < n; i++) {
            Cell *lc = c + (size_t)i * nw;
            if (attr_poison_lane(a, et, lc)) {
                set_poison(lc, nw);
                if (why)
                    *why = ir_attrinfo[a->kind].name;
            }
        }
    }
    for (uint32_t k = 0; k < s->n; k++) {
        const IrAttr *a = &s->a[k];
        if (a->kind == IR_ATTR_NOUNDEF && (it_any_poison(ip, t, c) || it_any_undef(ip, t, c))) {
            IrBuf b = {0};
            it_print(&b, ip, t, c);
            char buf[160];
            snprintf(buf, sizeof buf, "%s", b.p ? b.p : "");
            ir_buf_free(&b);
            interp_ub(ip, UB_NOUNDEF, "%s is %s", where, buf);
        }
        if ((a->kind == IR_ATTR_DEREF || a->kind == IR_ATTR_DEREF_OR_NULL) && t->kind == IR_TY_PTR && a->i &&
            !c->poison) {
            if (a->kind == IR_ATTR_DEREF_OR_NULL && !c->u && c->v == 0)
                continue;
            Alloc *al = c->u ? NULL : alloc_of(ip, c);
            if (c->u || c->v == 0 || !al || !al->alive || c->v < al->addr || c->v - al->addr + a->i > al->size)
                interp_ub(ip, UB_DEREFERENCEABLE, "%s is not dereferenceable(%llu)", where,
                          (unsigned long long)a->i);
        }
    }
}

typedef struct Args {
    Cell **a;               /* the argument cells (copies where attributes applied) */
    const char **why;       /* the attribute that made argument k poison, or NULL */
} Args;

static inline int
has_param_attrs(const IrAttrList *l, uint32_t k)
{
    const IrAttrSet *s = l ? ir_attrs_param(l, k) : NULL;
    return s && s->n;
}

static inline void
prepare_args(Interp *ip, CallCtx *cx, Args *A)
{
    const IrAttrList *site = cx->inst ? cx->inst->attrs : NULL;
    const IrAttrList *decl = cx->callee ? &cx->callee->attrs : NULL;
    A->a = IR_NEWN(ip->run, Cell *, cx->nargs ? cx->nargs : 1);
    A->why = IR_NEWN(ip->run, const char *, cx->nargs ? cx->nargs : 1);
    for (uint32_t k = 0; k < cx->nargs; k++) {
        A->a[k] = cx->args[k];
        if (!has_param_attrs(site, k) && !has_param_attrs(decl, k))
            continue;
        uint32_t n = it_cells(ip, cx->argty[k]);
        Cell *c = IR_NEWN(ip->run, Cell, n);
        it_copy(c, cx->args[k], n);
        char where[64];
        snprintf(where, sizeof where, "argument %u of %s", k, cx->name);
        if (has_param_attrs(decl, k))
            apply_attrs(ip, ir_attrs_param(decl, k), cx->argty[k], c, where, &A->why[k]);
        if (has_param_attrs(site, k))
            apply_attrs(ip, ir_attrs_param(site, k), cx->argty[k], c, where, &A->why[k]);
        A->a[k] = c;
    }
}

static inline void
finish_ret(Interp *ip, CallCtx *cx)
{
    if (cx->retty->kind == IR_TY_VOID)
        return;
    char where[64];
    snprintf(where, sizeof where, "the result of %s", cx->name);
    if (cx->callee)
        apply_attrs(ip, &cx->callee->attrs.ret, cx->retty, cx->ret, where, NULL);
    if (cx->inst && cx->inst->attrs)
        apply_attrs(ip, &cx->inst->attrs->ret, cx->retty, cx->ret, where, NULL);
}

/* The alignment an `align` attribute of argument k promises (1: none). */
static inline uint64_t
arg_align(CallCtx *cx, uint32_t k)
{
    uint64_t al = 1;
    const IrAttrList *ls[2] = {cx->inst ? cx->inst->attrs : NULL, cx->callee ? &cx->callee->attrs : NULL};
    for (int i = 0; i < 2; i++) {
        const IrAttrSet *s = ls[i] ? ir_attrs_param(ls[i], k) : NULL;
        const IrAttr *a = s ? ir_attr_find(s, IR_ATTR_ALIGN) : NULL;
        if (a && a->i > al)
            al = a->i;
    }
    return al;
}

/* A pointer argument that memory is accessed through: UB if it is poison
 * or undef, with the reason. */
static inline void
need_ptr(Interp *ip, CallCtx *cx, Args *A, uint32_t k, const char *what)
{
    const Cell *p = A->a[k];
    if (p->poison && A->why[k])
        interp_ub(ip, UB_ADDR_UNDEF, "%s of %s is poison (it violates its %s attribute)", what, iname(cx),
                  A->why[k]);
    if (p->poison)
        interp_ub(ip, UB_ADDR_UNDEF, "%s of %s is poison", what, iname(cx));
    if (p->u)
        interp_ub(ip, UB_ADDR_UNDEF, "%s of %s is undef", what, iname(cx));
}

/* A length or count operand that must be well defined. */
static inline uint64_t
need_len(Interp *ip, CallCtx *cx, const Cell *c, IrType *t, const char *what)
{
    if (c->poison || it_any_unknown(c, it_words(t)))
        interp_ub(ip, UB_MEM_LEN_UNDEF, "%s of %s is %s", what, iname(cx), c->poison ? "poison" : "undef");
    uint64_t v[it_words(t)], out;
    lane_get(c, it_words(t), v, NULL);
    if (!wide_fits_u64(v, t->bits, &out))
        interp_limit(ip, "%s of %s does not fit in 64 bits", what, iname(cx));
    return out;
}

/* ------------------------------------------- types the files share */

/* intrin_int.c: the overflow intrinsics' operations */
enum { XADD, XSUB, XMUL };

/* intrin_fp.c */
/* The candidate results of one lane: exact values, or a NaN. */
typedef struct FCand {
    int n;
    int nan[4];
    FpBits v[4];
} FCand;

enum HostFn {
    H_SIN, H_COS, H_TAN, H_ASIN, H_ACOS, H_ATAN, H_SINH, H_COSH, H_TANH, H_EXP, H_EXP2, H_EXP10,
    H_LOG, H_LOG2, H_LOG10, H_SINPI, H_COSPI, H_POW, H_ATAN2, H_POWI
};

enum { F_SQRT, F_FMA, F_FMULADD, F_ROUND_BASE };

/* intrin_lanes.c: the reductions, the shared lane loops' context, the
 * masks' lane states, the lane-wise operations */
enum { RK_ADD, RK_MUL, RK_AND, RK_OR, RK_XOR, RK_SMAX, RK_SMIN, RK_UMAX, RK_UMIN,
       RK_FADD, RK_FMUL, RK_FMAX, RK_FMIN, RK_FMAXIMUM, RK_FMINIMUM };

typedef struct Ctx {
    Interp *ip;
    CallCtx *cx;
    Args A;
    uint32_t fmf;
} Ctx;

enum { M_OFF, M_ON, M_POISON, M_UNKNOWN };

enum { LOP_INTRIN, LOP_IBIN, LOP_FBIN, LOP_FNEG, LOP_ICMP, LOP_FCMP, LOP_CAST, LOP_RTZ };

/* intrin.c: the join of two results, a choice the LangRef leaves open */
void join(Cell *r, const Cell *a, const Cell *b, uint32_t nw, int fixed);
void choose(Interp *ip, Cell *r, Cell *const *cand, uint32_t n, uint32_t nw);

/* intrin_int.c */
int wbit(const uint64_t *x, unsigned i);
void l_minmax(unsigned w, int sgn, int max, const Cell *a, const Cell *b, Cell *r);
void put_range64(Cell *r, unsigned w, uint64_t lo, uint64_t hi, int fixed);
void l_sat(Interp *ip, int op, int sgn, unsigned w, const Cell *a, const Cell *b, Cell *r);
void lane_compute(Ctx *c, int lop, unsigned sub, uint32_t i, Cell *r);
void lanewise(Ctx *c, unsigned id);
void pairwise(Ctx *c, IrIntrinsicId id);

/* intrin_fp.c */
uint32_t fnw(FpFmt f);
FpBits fget(const Cell *c, FpFmt f);
FpBits fp_const(FpFmt f, double d);
void nan_out(Interp *ip, FpFmt f, Cell *r, const FpBits *in, int nin);
void fp_emit(Interp *ip, uint32_t fmf, IrType *t, FpBits z, Cell *r, const FpBits *in, int nin);
void c_val(FCand *C, FpBits v);
void c_nan(FCand *C);
void emit_cands(Interp *ip, uint32_t fmf, IrType *t, const FCand *C, Cell *r, const FpBits *in, int nin);
int fp_pre(Interp *ip, uint32_t fmf, IrType *t, Cell *const *in, int nin, Cell *r);
void l_libm(Interp *ip, uint32_t fmf, IrType *t, int fn, Cell *const *in, int nin, int64_t n, Cell *r);
void l_fparith(Interp *ip, uint32_t fmf, IrType *t, int op, Cell *const *in, Cell *r);
void l_signop(Interp *ip, uint32_t fmf, IrType *t, int copysign, Cell *const *in, Cell *r);
void l_canonicalize(Interp *ip, uint32_t fmf, IrType *t, Cell *const *in, Cell *r);
void fminmax_cands(int kind, int max, FpFmt f, FpBits a, FpBits b, int zeros_unordered, FCand *C);
int zeros_either(const Interp *ip);
void l_fminmax(Interp *ip, uint32_t fmf, IrType *t, int kind, int max, Cell *const *in, Cell *r);
void l_fround(Interp *ip, uint32_t fmf, IrType *t, FpRound mode, Cell *const *in, Cell *r);
void l_fp2int_round(Interp *ip, IrType *ft, unsigned w, FpRound mode, const Cell *a, Cell *r);
void l_fp2int_sat(Interp *ip, IrType *ft, unsigned w, int sgn, const Cell *a, Cell *r);
void l_isfpclass(Interp *ip, IrType *ft, unsigned mask, const Cell *a, Cell *r);
void l_fpconv(Interp *ip, uint32_t fmf, IrType *st, IrType *rt, FpRound mode, const Cell *a, Cell *r);
void l_ldexp(Interp *ip, uint32_t fmf, IrType *t, IrType *et, const Cell *a, const Cell *e, Cell *r);
void do_constrained(Ctx *c);

/* intrin_lanes.c */
Cell *arg_lane(Ctx *c, uint32_t k, uint32_t i);
Cell *ret_lane(Ctx *c, uint32_t i);
int lane_in(Ctx *c, uint32_t nin, uint32_t i, Cell **in, Cell *r, uint32_t rnw);
int mask_state(const Cell *m);
uint64_t elem_bytes(Ctx *c, IrType *et);
Cell lane_ptr(const Cell *base, uint64_t off);
void masked_load(Ctx *c, uint32_t ptrk, const Cell *const *masks, const int *state, int passk, uint64_t align,
                 int expand);
void masked_store(Ctx *c, uint32_t valk, uint32_t ptrk, const Cell *const *masks, const int *state, uint64_t align,
                  int compress);
void lane_need_ptr(Ctx *c, uint32_t k, const Cell *p, uint32_t i);
void gather(Ctx *c, const Cell *ptrs, uint32_t ptrk, int64_t stride, const int *state, const Cell *const *masks,
            int passk, uint64_t align);
void scatter(Ctx *c, uint32_t valk, const Cell *ptrs, uint32_t ptrk, int64_t stride, const int *state,
             const Cell *const *masks, uint64_t align);
int reduce_kind(IrIntrinsicId id);
void do_reduce(Ctx *c, int kind, Cell *start, uint32_t vk, const int *state);

/* intrin_vector.c */
void copy_lanes(IrType *et, Cell *dst, const Cell *src, uint32_t n);
int64_t imm_signed(const Cell *c, IrType *t);
void do_get_vector_length(Ctx *c);
void do_vector(Ctx *c, IrIntrinsicId id);
void do_histogram(Ctx *c, IrIntrinsicId id);
void do_partial_reduce(Ctx *c, int fp);
void do_masked(Ctx *c, IrIntrinsicId id);
int md_pred(Ctx *c, uint32_t k, int fp);
void do_vp(Ctx *c, IrIntrinsicId id);

#endif
