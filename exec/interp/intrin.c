/* intrin.c -- the intrinsics of the LangRef ("Intrinsic Functions") that the
 * interpreter runs.
 *
 * Each intrinsic is computed lane by lane (a scalar is one lane) with the
 * conventions of sem.c: a poison operand makes the lane poison unless the
 * LangRef says otherwise; with unknown bits (undef, or fixed-unknown after
 * freeze) a result bit is known only when no choice of the unknown bits can
 * change it, and unknown result bits are fixed-unknown only when every
 * unknown input bit was; a result that may be poison for some choice of the
 * unknown bits is poison.
 *
 * Where the LangRef leaves a result open (the precision of sin, exp, pow...;
 * whether fmuladd fuses; the rounding direction of the fixed-point
 * intrinsics; whether a signaling NaN is treated as quiet; objectsize and
 * is.constant), the result is "one value, not known": in TRACK mode the
 * bits the choices disagree on are fixed-unknown (a refinement check then
 * accepts any of the choices), in ZERO mode the first choice listed (for the
 * math functions: the host's libm), in RANDOM mode a random one.
 *
 * Intrinsics that llfuzz cannot run exactly report `unsupported: llvm.<name>`
 * rather than guess: ppc_fp128 math, constrained fp with a static rounding
 * mode other than to-nearest, GC and target-specific ones (AArch64 SVE's
 * among them; see intrin_call at the end). */
#include "interp.h"

#include <float.h>
#include <math.h>
#include <string.h>

/* ============================================================ helpers */

/* The cells of lane i of a value of type t (a scalar: lane 0). */
static Cell *
lane(IrType *t, Cell *c, uint32_t i)
{
    return c + (size_t)i * it_words(ir_type_scalar(t));
}

static void
set_poison(Cell *r, uint32_t nw)
{
    for (uint32_t k = 0; k < nw; k++) {
        r[k].v = r[k].u = 0;
        r[k].prov = 0;
        r[k].poison = r[k].fixed = 0;
    }
    r[0].poison = 1;
}

static void
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
static int
fixed_ok(const Cell *c, uint32_t nw)
{
    return !it_any_unknown(c, nw) || c->fixed;
}

static void
lane_get(const Cell *c, uint32_t nw, uint64_t *v, uint64_t *u)
{
    for (uint32_t k = 0; k < nw; k++) {
        v[k] = c[k].v & ~c[k].u;
        if (u)
            u[k] = c[k].u;
    }
}

static void
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

static void
put_u64(Cell *r, uint32_t nw, uint64_t v)
{
    for (uint32_t k = 0; k < nw; k++) {
        r[k].v = k ? 0 : v;
        r[k].u = 0;
        r[k].prov = 0;
        r[k].poison = r[k].fixed = 0;
    }
}

/* The result is one of a or b, depending on the unknown bits of the
 * inputs: the bits they agree on are known, the rest unknown (fixed only if
 * the inputs' unknown bits were). */
static void
join(Cell *r, const Cell *a, const Cell *b, uint32_t nw, int fixed)
{
    if (a->poison || b->poison) {
        set_poison(r, nw);
        return;
    }
    int unk = 0;
    for (uint32_t k = 0; k < nw; k++) {
        uint64_t u = a[k].u | b[k].u | (a[k].v ^ b[k].v);
        r[k].v = a[k].v & ~u;
        r[k].u = u;
        r[k].prov = 0;
        r[k].poison = r[k].fixed = 0;
        unk |= u != 0;
    }
    if (a->prov == b->prov)
        r->prov = a->prov;
    r->fixed = (uint16_t)(unk && fixed && fixed_ok(a, nw) && fixed_ok(b, nw));
}

/* A nondeterministic choice the LangRef leaves open, made once: the result
 * is one of the n candidates.  TRACK: their join (fixed-unknown where they
 * differ; poison if one may be poison); ZERO: the first; RANDOM: any. */
static void
choose(Interp *ip, Cell *r, Cell *const *cand, uint32_t n, uint32_t nw)
{
    if (ip->o.undef == INTERP_UNDEF_TRACK) {
        it_copy(r, cand[0], nw);
        for (uint32_t i = 1; i < n; i++) {
            Cell t[nw];
            it_copy(t, r, nw);
            join(r, t, cand[i], nw, 1);
        }
        return;
    }
    uint32_t k = ip->o.undef == INTERP_UNDEF_RANDOM ? (uint32_t)(interp_rand(ip) % n) : 0;
    it_copy(r, cand[k], nw);
}

/* A value the LangRef does not pin down at all (freeze poison). */
static void
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
static uint64_t
arg_u64(const Cell *c)
{
    return c->v;
}

static int64_t
sext64(uint64_t v, unsigned w)
{
    if (w >= 64)
        return (int64_t)v;
    uint64_t s = 1ull << (w - 1);
    return (int64_t)((v & it_mask(w)) ^ s) - (int64_t)s;
}

static const char *
iname(CallCtx *cx)
{
    return cx->name;
}

/* ----------------------------------------------- allocations by address */

static Alloc *
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
static int
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

static void
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

static int
has_param_attrs(const IrAttrList *l, uint32_t k)
{
    const IrAttrSet *s = l ? ir_attrs_param(l, k) : NULL;
    return s && s->n;
}

static void
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

static void
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
static uint64_t
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
static void
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
static uint64_t
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

/* ============================================================ memory */

/* LangRef "'llvm.memcpy' Intrinsic", memcpy.inline, memmove, memset,
 * memset.inline: a zero length does nothing (the pointers may be anything,
 * even poison); otherwise both pointers must be well defined, and memcpy's
 * regions must be equal or disjoint. */
static void
do_memcpy(Interp *ip, CallCtx *cx, Args *A, int overlap_ok)
{
    uint64_t n = need_len(ip, cx, A->a[2], cx->argty[2], "the length");
    if (n == 0)
        return;
    need_ptr(ip, cx, A, 0, "the destination");
    need_ptr(ip, cx, A, 1, "the source");
    if (cx->nargs == 5) { /* the old form: an i32 alignment of both pointers */
        uint64_t al = arg_u64(A->a[3]);
        if (al > 1 && ((A->a[0]->v | A->a[1]->v) & (al - 1)))
            interp_ub(ip, UB_MISALIGNED, "%s: a pointer is not %llu-aligned as its alignment argument says",
                      iname(cx), (unsigned long long)al);
    }
    mem_copy(ip, A->a[0], A->a[1], n, overlap_ok);
}

static void
do_memset(Interp *ip, CallCtx *cx, Args *A)
{
    uint64_t n = need_len(ip, cx, A->a[2], cx->argty[2], "the length");
    if (n == 0)
        return;
    need_ptr(ip, cx, A, 0, "the destination");
    if (cx->nargs == 5) {
        uint64_t al = arg_u64(A->a[3]);
        if (al > 1 && (A->a[0]->v & (al - 1)))
            interp_ub(ip, UB_MISALIGNED, "%s: the destination is not %llu-aligned as its alignment argument says",
                      iname(cx), (unsigned long long)al);
    }
    mem_fill(ip, A->a[0], A->a[1], n);
}

/* LangRef "'llvm.experimental.memset.pattern' Intrinsic": count stores of
 * the value, one allocation size apart. */
static void
do_memset_pattern(Interp *ip, CallCtx *cx, Args *A)
{
    uint64_t n = need_len(ip, cx, A->a[2], cx->argty[2], "the count");
    if (n == 0)
        return;
    need_ptr(ip, cx, A, 0, "the destination");
    IrType *vt = cx->argty[1];
    uint64_t step = it_alloc_size(ip, vt);
    Cell p = *A->a[0];
    for (uint64_t i = 0; i < n; i++) {
        mem_store(ip, &p, vt, 1, A->a[1]);
        p.v += step;
    }
}

/* LangRef "'llvm.memcpy.element.unordered.atomic' Intrinsic" and its
 * memmove/memset siblings: len must be a positive multiple of the element
 * size; the pointers are aligned to at least the element size. */
static void
do_elem_atomic(Interp *ip, CallCtx *cx, Args *A, int kind)
{
    uint64_t n = need_len(ip, cx, A->a[2], cx->argty[2], "the length");
    uint64_t es = arg_u64(A->a[3]);
    if (es == 0 || n == 0 || n % es)
        interp_ub(ip, UB_INTRINSIC, "%s of %llu bytes, which is not a positive multiple of the element size %llu",
                  iname(cx), (unsigned long long)n, (unsigned long long)es);
    need_ptr(ip, cx, A, 0, "the destination");
    if (kind != 2)
        need_ptr(ip, cx, A, 1, "the source");
    if ((A->a[0]->v & (es - 1)) || (kind != 2 && (A->a[1]->v & (es - 1))))
        interp_ub(ip, UB_MISALIGNED, "%s: a pointer is not aligned to the element size %llu", iname(cx),
                  (unsigned long long)es);
    if (kind == 2)
        mem_fill(ip, A->a[0], A->a[1], n);
    else
        mem_copy(ip, A->a[0], A->a[1], n, kind == 1);
}

/* ============================================================ integers */

static int
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

enum { XADD, XSUB, XMUL };

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
static void
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
static void
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
static void
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

/* ============================================================ floating point */

static uint32_t
fnw(FpFmt f)
{
    return fp_fmt_info[f].bits > 64 ? 2 : 1;
}

static FpBits
fget(const Cell *c, FpFmt f)
{
    FpBits x = {{c[0].v, fp_fmt_info[f].bits > 64 ? c[1].v : 0}};
    return x;
}

static void
fput(Cell *r, FpFmt f, FpBits x)
{
    uint64_t w[2] = {x.w[0], x.w[1]};
    lane_put(r, fnw(f), w, NULL, 0);
}

static int
fp_same(FpFmt f, FpBits a, FpBits b)
{
    return a.w[0] == b.w[0] && (fnw(f) == 1 || a.w[1] == b.w[1]);
}

static FpBits
fp_const(FpFmt f, double d)
{
    return fp_from_double(f, d, FP_RNE, NULL);
}

static unsigned
sign_bit(FpFmt f)
{
    return fp_fmt_info[f].bits - 1;
}

static unsigned
quiet_bit(FpFmt f)
{
    return f == FP_F80 ? 62 : fp_fmt_info[f].man_bits - 1;
}

static void
mark_unknown(Cell *r, unsigned bit)
{
    r[bit / 64].u |= 1ull << (bit % 64);
    r[bit / 64].v &= ~(1ull << (bit % 64));
}

/* x86_fp80 encodings the x87 does not produce (pseudo-NaN/-infinity/
 * -denormal, unnormals): how an operation treats them is the hardware's
 * business, so results computed from them are left unknown (TRACK). */
static int
fp_odd_input(FpFmt f, FpBits x)
{
    return f == FP_F80 && fp_is_noncanonical(f, x);
}

/* LangRef "Behavior of Floating-Point NaN values": an operation that returns
 * a NaN returns one with a nondeterministic sign whose quiet bit and payload
 * are the preferred NaN's, or an input NaN's payload quieted, or an input
 * NaN unchanged (so a signaling NaN only if an input was one).  TRACK: the
 * preferred NaN with the sign and the payload fixed-unknown, and the quiet
 * bit too when an input is a signaling NaN; ZERO: the preferred NaN;
 * RANDOM: one of the choices at random. */
static void
nan_out(Interp *ip, FpFmt f, Cell *r, const FpBits *in, int nin)
{
    FpBits q = fp_qnan(f);
    fput(r, f, q);
    int snan = 0;
    for (int k = 0; k < nin; k++)
        if (fp_is_snan(f, in[k]) || fp_odd_input(f, in[k]))
            snan = 1;
    unsigned qb = quiet_bit(f);
    if (ip->o.undef == INTERP_UNDEF_TRACK) {
        for (unsigned b = 0; b < qb; b++)
            mark_unknown(r, b);
        mark_unknown(r, sign_bit(f));
        if (snan)
            mark_unknown(r, qb);
        r->fixed = 1;
        return;
    }
    if (ip->o.undef != INTERP_UNDEF_RANDOM)
        return;
    /* the NaN inputs, quieted or not, or the preferred NaN; any sign */
    FpBits opt[2 * 8 + 1];
    int n = 0;
    opt[n++] = q;
    for (int k = 0; k < nin && k < 8; k++)
        if (fp_is_nan(f, in[k]) && !fp_odd_input(f, in[k])) {
            opt[n++] = fp_quiet(f, in[k]);
            opt[n++] = in[k];
        }
    uint64_t x = interp_rand(ip);
    FpBits z = fp_abs(f, opt[(x >> 1) % (uint64_t)n]);
    if (x & 1)
        z = fp_neg(f, z);
    fput(r, f, z);
}

/* nnan/ninf make a NaN/inf argument or result poison. */
static int
fmf_bad(uint32_t fmf, FpFmt f, FpBits x)
{
    return ((fmf & IR_F_NNAN) && fp_is_nan(f, x)) || ((fmf & IR_F_NINF) && fp_is_inf(f, x));
}

/* A computed result z: NaN rules for a NaN, else the fast-math flags on the
 * result (sem_fp_result: nnan/ninf poison, nsz zero sign, approximations). */
static void
fp_emit(Interp *ip, uint32_t fmf, IrType *t, FpBits z, Cell *r, const FpBits *in, int nin)
{
    FpFmt f = ir_type_fp_fmt(t);
    if (fp_is_nan(f, z) && !it_fmf_any_value(ip, fmf)) {
        if (fmf & IR_F_NNAN)
            set_poison(r, fnw(f));
        else
            nan_out(ip, f, r, in, nin);
        return;
    }
    sem_fp_result(ip, fmf, t, z, r);
}

/* The candidate results of one lane: exact values, or a NaN. */
typedef struct FCand {
    int n;
    int nan[4];
    FpBits v[4];
} FCand;

static void
c_val(FCand *C, FpBits v)
{
    C->nan[C->n] = 0;
    C->v[C->n++] = v;
}

static void
c_nan(FCand *C)
{
    C->nan[C->n] = 1;
    C->v[C->n].w[0] = C->v[C->n].w[1] = 0;
    C->n++;
}

static void
emit_cands(Interp *ip, uint32_t fmf, IrType *t, const FCand *C, Cell *r, const FpBits *in, int nin)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = fnw(f);
    Cell c[4][nw];
    Cell *cp[4];
    for (int i = 0; i < C->n; i++) {
        cp[i] = c[i];
        if (C->nan[i]) {
            if (fmf & IR_F_NNAN)
                set_poison(c[i], nw);
            else
                nan_out(ip, f, c[i], in, nin);
        } else {
            fp_emit(ip, fmf, t, C->v[i], c[i], in, nin);
        }
    }
    if (C->n == 1)
        it_copy(r, c[0], nw);
    else
        choose(ip, r, cp, (uint32_t)C->n, nw);
}

/* The checks common to the fp lanes: poison operands, operands with
 * unknown bits (an unknown result; poison if nnan/ninf may be violated),
 * nnan/ninf operands, odd x86_fp80 operands (TRACK).  Returns 1 if the lane
 * is decided. */
static int
fp_pre(Interp *ip, uint32_t fmf, IrType *t, Cell *const *in, int nin, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = fnw(f);
    int unk = 0, fx = 1;
    for (int k = 0; k < nin; k++) {
        if (in[k]->poison) {
            set_poison(r, nw);
            return 1;
        }
        if (it_any_unknown(in[k], nw)) {
            unk = 1;
            fx &= in[k]->fixed;
        }
    }
    if (unk) {
        if (fmf & (IR_F_NNAN | IR_F_NINF))
            set_poison(r, nw);
        else
            set_unknown(r, nw, fp_fmt_info[f].bits, fx);
        return 1;
    }
    for (int k = 0; k < nin; k++)
        if (fmf_bad(fmf, f, fget(in[k], f))) {
            set_poison(r, nw);
            return 1;
        }
    if (ip->o.undef == INTERP_UNDEF_TRACK)
        for (int k = 0; k < nin; k++)
            if (fp_odd_input(f, fget(in[k], f))) {
                set_unknown(r, nw, fp_fmt_info[f].bits, 1);
                return 1;
            }
    return 0;
}

/* ------------------------------------------------- the host's libm */

enum HostFn {
    H_SIN, H_COS, H_TAN, H_ASIN, H_ACOS, H_ATAN, H_SINH, H_COSH, H_TANH, H_EXP, H_EXP2, H_EXP10,
    H_LOG, H_LOG2, H_LOG10, H_SINPI, H_COSPI, H_POW, H_ATAN2, H_POWI
};

#if LDBL_MANT_DIG == 64 && (defined(__x86_64__) || defined(__i386__))
typedef long double hostld;
#define PI_LD 3.14159265358979323846264338327950288L
static hostld
to_ld(FpFmt f, FpBits x)
{
    FpBits e = fp_convert(FP_F80, f, x, FP_RNE, NULL);
    long double d;
    unsigned char b[sizeof d];
    memset(b, 0, sizeof b);
    memcpy(b, &e.w[0], 8);
    memcpy(b + 8, &e.w[1], 2);
    memcpy(&d, b, sizeof d);
    return d;
}

static FpBits
from_ld(FpFmt f, hostld d)
{
    unsigned char b[sizeof d];
    memcpy(b, &d, sizeof d);
    FpBits e = {{0, 0}};
    memcpy(&e.w[0], b, 8);
    memcpy(&e.w[1], b + 8, 2);
    return fp_convert(f, FP_F80, e, FP_RNE, NULL);
}
#else
/* no x87 long double: double precision (these values are estimates) */
typedef double hostld;
#define PI_LD 3.14159265358979323846
static hostld
to_ld(FpFmt f, FpBits x)
{
    return fp_to_double(f, x);
}

static FpBits
from_ld(FpFmt f, hostld d)
{
    return fp_from_double(f, (double)d, FP_RNE, NULL);
}
#define sinl sin
#define cosl cos
#define tanl tan
#define asinl asin
#define acosl acos
#define atanl atan
#define sinhl sinh
#define coshl cosh
#define tanhl tanh
#define expl exp
#define exp2l exp2
#define exp10l exp10
#define logl log
#define log2l log2
#define log10l log10
#define powl pow
#define atan2l atan2
#define fmodl fmod
#endif

/* The host libm's value of fn (ZERO/RANDOM modes: one possible result of a
 * function whose precision the LangRef leaves to the target): float for
 * half, bfloat and float; double; long double for x86_fp80 and fp128 (an
 * estimate for fp128). */
static FpBits
host_fn(int fn, FpFmt f, FpBits x, FpBits y, int64_t n)
{
    if (f == FP_HALF || f == FP_BF16 || f == FP_F32) {
        FpBits xb = fp_convert(FP_F32, f, x, FP_RNE, NULL), yb = fp_convert(FP_F32, f, y, FP_RNE, NULL), rb;
        float a, b, r = 0;
        uint32_t w = (uint32_t)xb.w[0];
        memcpy(&a, &w, 4);
        w = (uint32_t)yb.w[0];
        memcpy(&b, &w, 4);
        switch (fn) {
        case H_SIN: r = sinf(a); break;
        case H_COS: r = cosf(a); break;
        case H_TAN: r = tanf(a); break;
        case H_ASIN: r = asinf(a); break;
        case H_ACOS: r = acosf(a); break;
        case H_ATAN: r = atanf(a); break;
        case H_SINH: r = sinhf(a); break;
        case H_COSH: r = coshf(a); break;
        case H_TANH: r = tanhf(a); break;
        case H_EXP: r = expf(a); break;
        case H_EXP2: r = exp2f(a); break;
        case H_EXP10: r = exp10f(a); break;
        case H_LOG: r = logf(a); break;
        case H_LOG2: r = log2f(a); break;
        case H_LOG10: r = log10f(a); break;
        case H_SINPI: r = (float)sin((double)PI_LD * fmod((double)a, 2.0)); break;
        case H_COSPI: r = (float)cos((double)PI_LD * fmod((double)a, 2.0)); break;
        case H_POW: r = powf(a, b); break;
        case H_ATAN2: r = atan2f(a, b); break;
        case H_POWI: r = (float)pow((double)a, (double)n); break;
        }
        memcpy(&w, &r, 4);
        rb.w[0] = w;
        rb.w[1] = 0;
        return fp_convert(f, FP_F32, rb, FP_RNE, NULL);
    }
    if (f == FP_F64) {
        double a = fp_to_double(f, x), b = fp_to_double(f, y), r = 0;
        switch (fn) {
        case H_SIN: r = sin(a); break;
        case H_COS: r = cos(a); break;
        case H_TAN: r = tan(a); break;
        case H_ASIN: r = asin(a); break;
        case H_ACOS: r = acos(a); break;
        case H_ATAN: r = atan(a); break;
        case H_SINH: r = sinh(a); break;
        case H_COSH: r = cosh(a); break;
        case H_TANH: r = tanh(a); break;
        case H_EXP: r = exp(a); break;
        case H_EXP2: r = exp2(a); break;
        case H_EXP10: r = exp10(a); break;
        case H_LOG: r = log(a); break;
        case H_LOG2: r = log2(a); break;
        case H_LOG10: r = log10(a); break;
        case H_SINPI: r = (double)sinl(PI_LD * fmodl(a, 2.0)); break;
        case H_COSPI: r = (double)cosl(PI_LD * fmodl(a, 2.0)); break;
        case H_POW: r = pow(a, b); break;
        case H_ATAN2: r = atan2(a, b); break;
        case H_POWI: r = (double)powl(a, (hostld)n); break;
        }
        return fp_from_double(f, r, FP_RNE, NULL);
    }
    hostld a = to_ld(f, x), b = to_ld(f, y), r = 0;
    switch (fn) {
    case H_SIN: r = sinl(a); break;
    case H_COS: r = cosl(a); break;
    case H_TAN: r = tanl(a); break;
    case H_ASIN: r = asinl(a); break;
    case H_ACOS: r = acosl(a); break;
    case H_ATAN: r = atanl(a); break;
    case H_SINH: r = sinhl(a); break;
    case H_COSH: r = coshl(a); break;
    case H_TANH: r = tanhl(a); break;
    case H_EXP: r = expl(a); break;
    case H_EXP2: r = exp2l(a); break;
    case H_EXP10: r = exp10l(a); break;
    case H_LOG: r = logl(a); break;
    case H_LOG2: r = log2l(a); break;
    case H_LOG10: r = log10l(a); break;
    case H_SINPI: r = sinl(PI_LD * fmodl(a, 2)); break;
    case H_COSPI: r = cosl(PI_LD * fmodl(a, 2)); break;
    case H_POW: r = powl(a, b); break;
    case H_ATAN2: r = atan2l(a, b); break;
    case H_POWI: r = powl(a, (hostld)n); break;
    }
    return from_ld(f, r);
}

/* A result whose bits the LangRef leaves to the target's libm: TRACK makes
 * it fixed-unknown (poison when nnan/ninf may be violated: the host's value
 * is a NaN/inf or near the overflow threshold); ZERO/RANDOM take the
 * host's value. */
static void
emit_free(Interp *ip, uint32_t fmf, IrType *t, FpBits host, Cell *r, const FpBits *in, int nin)
{
    FpFmt f = ir_type_fp_fmt(t);
    if (ip->o.undef != INTERP_UNDEF_TRACK) {
        fp_emit(ip, fmf, t, host, r, in, nin);
        return;
    }
    if ((fmf & IR_F_NNAN) && fp_is_nan(f, host)) {
        set_poison(r, fnw(f));
        return;
    }
    if (fmf & IR_F_NINF) {
        FpBits half = fp_scalbn(f, fp_largest(f, 0), -1, FP_RNE, NULL);
        if (fp_is_inf(f, host) || fp_cmp(f, fp_abs(f, host), half) == FP_GT) {
            set_poison(r, fnw(f));
            return;
        }
    }
    set_unknown(r, fnw(f), fp_fmt_info[f].bits, 1);
}

static int
fp_is_one(FpFmt f, FpBits x, int neg)
{
    return fp_same(f, x, fp_const(f, neg ? -1.0 : 1.0));
}

/* |x| compared with 1 */
static FpCmp
fp_cmp_abs1(FpFmt f, FpBits x)
{
    return fp_cmp(f, fp_abs(f, x), fp_const(f, 1.0));
}

static int
fp_is_int(FpFmt f, FpBits x)
{
    return fp_is_finite(f, x) && fp_cmp(f, fp_round_int(f, x, FP_RTZ, NULL), x) == FP_EQ;
}

static int
fp_is_odd_int(FpFmt f, FpBits x)
{
    if (!fp_is_int(f, x))
        return 0;
    FpBits m = fp_fmod(f, fp_abs(f, x), fp_const(f, 2.0), NULL);
    return fp_cmp(f, m, fp_const(f, 1.0)) == FP_EQ;
}

/* The results the C standard's Annex F (and IEEE 754) define exactly for
 * special operands of the libm functions; returns 0 for the others.  A
 * signaling NaN may be treated as a quiet one (LangRef "Behavior of
 * Floating-Point NaN values": pow(1.0, SNaN) may be 1.0). */
static int
special_fn(int fn, FpFmt f, FpBits x, FpBits y, int64_t n, FCand *C)
{
    FpBits one = fp_const(f, 1.0);
    int xn = fp_is_nan(f, x), yn = fn == H_POW || fn == H_ATAN2 ? fp_is_nan(f, y) : 0;
    int xz = fp_is_zero(f, x), xi = fp_is_inf(f, x), xs = fp_sign(f, x);
    C->n = 0;
    switch (fn) {
    case H_POW:
        if (fp_is_zero(f, y) || fp_is_one(f, x, 0)) {
            /* pow(x, +-0) = 1 and pow(+1, y) = 1, even for a quiet NaN */
            c_val(C, one);
            if (fp_is_snan(f, x) || fp_is_snan(f, y))
                c_nan(C);
            return 1;
        }
        if (xn || yn) {
            c_nan(C);
            return 1;
        }
        {
            int yi = fp_is_inf(f, y), ys = fp_sign(f, y), yodd = fp_is_odd_int(f, y);
            FpCmp ax = fp_cmp_abs1(f, x);
            if (xz) {
                if (ys)
                    c_val(C, fp_inf(f, yodd ? xs : 0));
                else
                    c_val(C, yodd ? x : fp_zero(f, 0));
                return 1;
            }
            if (yi) {
                if (ax == FP_EQ) /* x == -1 */
                    c_val(C, one);
                else if ((ax == FP_LT) == (ys != 0))
                    c_val(C, fp_inf(f, 0));
                else
                    c_val(C, fp_zero(f, 0));
                return 1;
            }
            if (xi) {
                if (xs)
                    c_val(C, ys ? fp_zero(f, yodd) : fp_inf(f, yodd));
                else
                    c_val(C, ys ? fp_zero(f, 0) : fp_inf(f, 0));
                return 1;
            }
            if (xs && !fp_is_int(f, y)) { /* a negative base, a non-integer power */
                c_nan(C);
                return 1;
            }
        }
        return 0;
    case H_POWI:
        if (n == 0) {
            c_val(C, one);
            if (fp_is_snan(f, x))
                c_nan(C);
            return 1;
        }
        if (xn) {
            c_nan(C);
            return 1;
        }
        if (n == 1) {
            c_val(C, x);
            return 1;
        }
        if (fp_is_one(f, x, 0) || fp_is_one(f, x, 1)) {
            c_val(C, (n & 1) ? x : one);
            return 1;
        }
        if (xz || xi) {
            int neg = xs && (n & 1);
            c_val(C, (n > 0) == (xz != 0) ? fp_zero(f, neg) : fp_inf(f, neg));
            return 1;
        }
        if (n == 2) { /* one multiplication: one rounding */
            c_val(C, fp_mul(f, x, x, FP_RNE, NULL));
            return 1;
        }
        if (n == -1) {
            c_val(C, fp_div(f, one, x, FP_RNE, NULL));
            return 1;
        }
        return 0;
    case H_ATAN2: /* atan2(Y = x, X = y) */
        if (xn || yn) {
            c_nan(C);
            return 1;
        }
        if (xz && !fp_sign(f, y)) { /* atan2(+-0, +0 or X > 0) */
            c_val(C, x);
            return 1;
        }
        if (!xz && !xi && fp_is_inf(f, y) && !fp_sign(f, y)) { /* atan2(+-Y, +inf) */
            c_val(C, fp_zero(f, xs));
            return 1;
        }
        return 0;
    default:
        break;
    }
    if (xn) {
        c_nan(C);
        return 1;
    }
    switch (fn) {
    case H_SIN: case H_TAN: case H_SINPI:
        if (xz)
            c_val(C, x);
        else if (xi)
            c_nan(C);
        break;
    case H_COS: case H_COSPI:
        if (xz)
            c_val(C, one);
        else if (xi)
            c_nan(C);
        break;
    case H_ASIN:
        if (xz)
            c_val(C, x);
        else if (fp_cmp_abs1(f, x) == FP_GT)
            c_nan(C);
        break;
    case H_ACOS:
        if (fp_is_one(f, x, 0))
            c_val(C, fp_zero(f, 0));
        else if (fp_cmp_abs1(f, x) == FP_GT)
            c_nan(C);
        break;
    case H_ATAN:
        if (xz)
            c_val(C, x);
        break;
    case H_SINH:
        if (xz || xi)
            c_val(C, x);
        break;
    case H_COSH:
        if (xz)
            c_val(C, one);
        else if (xi)
            c_val(C, fp_inf(f, 0));
        break;
    case H_TANH:
        if (xz)
            c_val(C, x);
        else if (xi)
            c_val(C, fp_const(f, xs ? -1.0 : 1.0));
        break;
    case H_EXP: case H_EXP2: case H_EXP10:
        if (xz)
            c_val(C, one);
        else if (xi)
            c_val(C, xs ? fp_zero(f, 0) : x);
        break;
    case H_LOG: case H_LOG2: case H_LOG10:
        if (xz)
            c_val(C, fp_inf(f, 1));
        else if (fp_is_one(f, x, 0))
            c_val(C, fp_zero(f, 0));
        else if (xs)
            c_nan(C);
        else if (xi)
            c_val(C, x);
        break;
    }
    return C->n > 0;
}

/* One lane of a libm-like function. */
static void
l_libm(Interp *ip, uint32_t fmf, IrType *t, int fn, Cell *const *in, int nin, int64_t n, Cell *r)
{
    if (fp_pre(ip, fmf, t, in, nin, r))
        return;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x = fget(in[0], f), y = nin > 1 ? fget(in[1], f) : fp_zero(f, 0);
    FpBits ins[2] = {x, y};
    FCand C;
    if (special_fn(fn, f, x, y, n, &C)) {
        emit_cands(ip, fmf, t, &C, r, ins, nin);
        return;
    }
    emit_free(ip, fmf, t, host_fn(fn, f, x, y, n), r, ins, nin);
}
/* ----------------------------------------------- exact fp operations */

enum { F_SQRT, F_FMA, F_FMULADD, F_ROUND_BASE };

/* sqrt, fma (IEEE 754, correctly rounded) and fmuladd (fused or not: both
 * are results). */
static void
l_fparith(Interp *ip, uint32_t fmf, IrType *t, int op, Cell *const *in, Cell *r)
{
    int nin = op == F_SQRT ? 1 : 3;
    if (fp_pre(ip, fmf, t, in, nin, r))
        return;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x[3];
    for (int k = 0; k < nin; k++)
        x[k] = fget(in[k], f);
    FCand C = {0};
    FpRound rm = (FpRound)ip->rm;
    if (op == F_SQRT) {
        c_val(&C, fp_sqrt(f, x[0], rm, NULL));
    } else {
        FpBits fused = fp_fma(f, x[0], x[1], x[2], rm, NULL);
        c_val(&C, fused);
        if (op == F_FMULADD) {
            FpBits p = fp_mul(f, x[0], x[1], rm, NULL);
            /* unfused, the product is a result of its own that the
             * function's output mode may flush (LangRef "denormal-fp-math") */
            FpBits ps[3] = {p};
            int np = 1;
            unsigned dout = interp_dn_mode(ip, t) >> 2;
            if (dout != DN_IEEE && fp_is_subnormal(f, p)) {
                if (dout != DN_POSITIVE_ZERO)
                    ps[np++] = fp_zero(f, fp_sign(f, p));
                if (dout != DN_PRESERVE_SIGN)
                    ps[np++] = fp_zero(f, 0);
            }
            for (int k = 0; k < np; k++) {
                FpBits s = fp_add(f, ps[k], x[2], rm, NULL);
                int dup = 0;
                for (int j = 0; j < C.n; j++)
                    dup |= fp_same(f, s, C.v[j]) || (fp_is_nan(f, s) && fp_is_nan(f, C.v[j]));
                if (!dup)
                    c_val(&C, s);
            }
        }
    }
    for (int i = 0; i < C.n; i++)
        if (fp_is_nan(f, C.v[i]))
            C.nan[i] = 1;
    emit_cands(ip, fmf, t, &C, r, x, nin);
}

/* fabs and copysign act on the sign bit only, NaNs included (LangRef
 * "Behavior of Floating-Point NaN values"); unknown bits stay where they are. */
static void
l_signop(Interp *ip, uint32_t fmf, IrType *t, int copysign, Cell *const *in, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = fnw(f);
    const Cell *a = in[0], *b = copysign ? in[1] : NULL;
    if (a->poison || (b && b->poison)) {
        set_poison(r, nw);
        return;
    }
    unsigned sb = sign_bit(f);
    uint64_t sm = 1ull << (sb % 64);
    int unk = it_any_unknown(a, nw) || (b && it_any_unknown(b, nw));
    if (unk && fmf) {
        if (fmf & (IR_F_NNAN | IR_F_NINF))
            set_poison(r, nw);
        else
            set_unknown(r, nw, fp_fmt_info[f].bits, fixed_ok(a, nw) && (!b || fixed_ok(b, nw)));
        return;
    }
    it_copy(r, a, nw);
    r->prov = 0;
    Cell *w = &r[sb / 64];
    w->v &= ~sm;
    w->u &= ~sm;
    if (b) {
        const Cell *bw = &b[sb / 64];
        w->v |= bw->v & sm;
        w->u |= bw->u & sm;
        w->v &= ~w->u;
    }
    r->fixed = (uint16_t)(it_any_unknown(r, nw) && fixed_ok(a, nw) && (!b || fixed_ok(b, nw)));
    if (unk)
        return;
    FpBits z = fget(r, f);
    if (fmf_bad(fmf, f, fget(a, f)) || (b && fmf_bad(fmf, f, fget(b, f))) || fmf_bad(fmf, f, z)) {
        set_poison(r, nw);
        return;
    }
    if (!fp_is_nan(f, z))
        sem_fp_result(ip, fmf, t, z, r);
}

/* LangRef "'llvm.canonicalize.*' Intrinsic": the value itself for the
 * canonical encodings (subnormals kept: the default environment); a NaN's
 * payload is kept and a signaling NaN quieted (the sign is not specified:
 * fixed-unknown in TRACK). */
static void
l_canonicalize(Interp *ip, uint32_t fmf, IrType *t, Cell *const *in, Cell *r)
{
    if (fp_pre(ip, fmf, t, in, 1, r))
        return;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x = fget(in[0], f);
    if (fp_odd_input(f, x)) { /* ZERO/RANDOM: what a conversion gives */
        FpBits z = fp_convert(f, f, x, FP_RNE, NULL);
        fp_emit(ip, fmf, t, z, r, &x, 1);
        return;
    }
    if (fp_is_nan(f, x)) {
        if (fmf & IR_F_NNAN) {
            set_poison(r, fnw(f));
            return;
        }
        fput(r, f, fp_quiet(f, x));
        if (ip->o.undef == INTERP_UNDEF_TRACK) {
            mark_unknown(r, sign_bit(f));
            r->fixed = 1;
        }
        return;
    }
    sem_fp_result(ip, fmf, t, x, r);
}

/* The min/max family.  kind 0: minnum/maxnum (LangRef 22: a signaling NaN
 * operand gives a NaN -- or, treated as quiet, the other operand; a quiet
 * NaN gives the other operand); 1: minimum/maximum (NaN-propagating);
 * 2: minimumnum/maximumnum (a NaN operand gives the other operand).  All
 * order -0.0 below +0.0, except that with zeros_unordered (minnum/maxnum as
 * LLVM <= 19 defined them: "fmin(+/-0.0, +/-0.0) could return either") the
 * result of -0.0 against +0.0 is either. */
static void
fminmax_cands(int kind, int max, FpFmt f, FpBits a, FpBits b, int zeros_unordered, FCand *C)
{
    int na = fp_is_nan(f, a), nb = fp_is_nan(f, b);
    C->n = 0;
    if (na || nb) {
        if (kind == 1 || (na && nb)) {
            c_nan(C);
        } else if (kind == 2) {
            c_val(C, na ? b : a);
        } else if (fp_is_snan(f, a) || fp_is_snan(f, b)) {
            c_nan(C);
            c_val(C, na ? b : a);
        } else {
            c_val(C, na ? b : a);
        }
        return;
    }
    FpCmp c = fp_cmp(f, a, b);
    if (c == FP_EQ && fp_sign(f, a) != fp_sign(f, b)) { /* -0 vs +0 */
        if (zeros_unordered) {
            c_val(C, a);
            c_val(C, b);
            return;
        }
        c = fp_sign(f, a) ? FP_LT : FP_GT;
    }
    if (max)
        c_val(C, c == FP_LT ? b : a);
    else
        c_val(C, c == FP_GT ? b : a);
}

/* minnum/maxnum (and what follows them: vector.reduce.fmin/fmax, atomicrmw
 * fmin/fmax) as LLVM <= 19's LangRef defined them (InterpOptions.llvm_version):
 * -0.0 against +0.0 gives either. */
static int
zeros_either(const Interp *ip)
{
    return ip->o.llvm_version && ip->o.llvm_version <= 19;
}

static void
l_fminmax(Interp *ip, uint32_t fmf, IrType *t, int kind, int max, Cell *const *in, Cell *r)
{
    if (fp_pre(ip, fmf, t, in, 2, r))
        return;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x[2] = {fget(in[0], f), fget(in[1], f)};
    FCand C;
    fminmax_cands(kind, max, f, x[0], x[1], kind == 0 && zeros_either(ip), &C);
    emit_cands(ip, fmf, t, &C, r, x, 2);
}

void
it_fminmax_known(Interp *ip, IrType *t, int kind, int max, const Cell *a, const Cell *b, Cell *r)
{
    Cell *in[2] = {(Cell *)a, (Cell *)b};
    l_fminmax(ip, 0, t, kind, max, in, r);
}

/* floor, ceil, trunc, rint, nearbyint, round, roundeven: exact (the default
 * environment rounds to nearest, ties to even). */
static void
l_fround(Interp *ip, uint32_t fmf, IrType *t, FpRound mode, Cell *const *in, Cell *r)
{
    if (fp_pre(ip, fmf, t, in, 1, r))
        return;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x = fget(in[0], f);
    fp_emit(ip, fmf, t, fp_round_int(f, x, mode, NULL), r, &x, 1);
}

/* The fp operand of a conversion to a w-bit integer: 0 when the result is
 * already settled in r (poison in, poison out; unknown bits, or in track
 * mode a NaN/infinity whose result is arbitrary: unknown), else 1 with its
 * bits in *x. */
static int
fp2int_input(Interp *ip, FpFmt f, unsigned w, const Cell *a, Cell *r, FpBits *x)
{
    uint32_t nw = (w + 63) / 64;
    if (a->poison) {
        set_poison(r, nw);
        return 0;
    }
    if (it_any_unknown(a, fnw(f))) {
        set_unknown(r, nw, w, a->fixed);
        return 0;
    }
    *x = fget(a, f);
    if (ip->o.undef == INTERP_UNDEF_TRACK && fp_odd_input(f, *x)) {
        set_unknown(r, nw, w, 1);
        return 0;
    }
    return 1;
}

/* lround, llround, lrint, llrint: to an integer; a value that does not fit
 * (NaN and infinities included) gives an arbitrary value (freeze poison). */
static void
l_fp2int_round(Interp *ip, IrType *ft, unsigned w, FpRound mode, const Cell *a, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(ft);
    uint32_t nw = (w + 63) / 64;
    FpBits x;
    if (!fp2int_input(ip, f, w, a, r, &x))
        return;
    uint64_t v[nw];
    if (fp_to_int(v, w, 1, f, x, mode, NULL))
        set_free(ip, r, nw, w);
    else
        lane_put(r, nw, v, NULL, 0);
}

static unsigned classes_possible(FpFmt f, const Cell *c);

/* LangRef "'llvm.fptoui.sat.*'" / "'llvm.fptosi.sat.*' Intrinsic" */
static void
l_fp2int_sat(Interp *ip, IrType *ft, unsigned w, int sgn, const Cell *a, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(ft);
    uint32_t nw = (w + 63) / 64;
    if (!a->poison && it_any_unknown(a, fnw(f)) && !(classes_possible(f, a) & ~(unsigned)(IR_FPC_SNAN | IR_FPC_QNAN))) {
        /* a NaN whatever its unknown bits (a payload): 0 */
        uint64_t z[nw];
        memset(z, 0, sizeof z);
        lane_put(r, nw, z, NULL, 0);
        return;
    }
    FpBits x;
    if (!fp2int_input(ip, f, w, a, r, &x))
        return;
    uint64_t v[nw];
    fp_to_int_sat(v, w, sgn, f, x);
    lane_put(r, nw, v, NULL, 0);
}

/* LangRef "'llvm.is.fpclass' Intrinsic": a test of the encoding; with
 * unknown bits, the classes the value may be in decide it when they all
 * pass or all fail. */
static unsigned
classes_possible(FpFmt f, const Cell *c)
{
    const FpFmtInfo *fi = &fp_fmt_info[f];
    unsigned mb = fi->man_bits, eb = fi->exp_bits;
    if (f == FP_F80)
        return IR_FPC_ALL; /* the explicit integer bit: not worth it */
    uint64_t v[2] = {c[0].v, fnw(f) > 1 ? c[1].v : 0}, u[2] = {c[0].u, fnw(f) > 1 ? c[1].u : 0};
    int sign_can[2] = {0, 0};
    unsigned sb = fi->bits - 1;
    if (wbit(u, sb))
        sign_can[0] = sign_can[1] = 1;
    else
        sign_can[wbit(v, sb)] = 1;
    /* exponent field: all ones? all zeros? something else? */
    unsigned nu = 0, k1 = 0, k0 = 0;
    for (unsigned i = mb; i < mb + eb; i++) {
        if (wbit(u, i))
            nu++;
        else if (wbit(v, i))
            k1++;
        else
            k0++;
    }
    int e_ones = k0 == 0, e_zero = k1 == 0;
    int e_other = (k0 && k1) || (nu >= 1 && (k0 || k1)) || nu >= 2;
    /* mantissa: zero possible? nonzero possible? quiet bit 1/0 (for NaNs) */
    int m_zero = 1, m_nonzero = 0, q_can[2] = {0, 0}, rest_nonzero = 0;
    for (unsigned i = 0; i < mb; i++) {
        if (wbit(u, i)) {
            m_nonzero = 1;
            if (i == mb - 1)
                q_can[0] = q_can[1] = 1;
            else
                rest_nonzero = 1;
        } else if (wbit(v, i)) {
            m_zero = 0;
            m_nonzero = 1;
            if (i == mb - 1)
                q_can[1] = 1;
            else
                rest_nonzero = 1;
        } else if (i == mb - 1) {
            q_can[0] = 1;
        }
    }
    unsigned cls = 0;
    for (int s = 0; s < 2; s++) {
        if (!sign_can[s])
            continue;
        if (e_ones && m_zero)
            cls |= s ? IR_FPC_NINF : IR_FPC_PINF;
        if (e_ones && q_can[1])
            cls |= IR_FPC_QNAN;
        if (e_ones && q_can[0] && rest_nonzero)
            cls |= IR_FPC_SNAN;
        if (e_zero && m_zero)
            cls |= s ? IR_FPC_NZERO : IR_FPC_PZERO;
        if (e_zero && m_nonzero)
            cls |= s ? IR_FPC_NSUB : IR_FPC_PSUB;
        if (e_other)
            cls |= s ? IR_FPC_NNORM : IR_FPC_PNORM;
    }
    return cls;
}

static void
l_isfpclass(Interp *ip, IrType *ft, unsigned mask, const Cell *a, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(ft);
    if (a->poison) {
        set_poison(r, 1);
        return;
    }
    unsigned cls;
    if (it_any_unknown(a, fnw(f)))
        cls = classes_possible(f, a);
    else if (fp_odd_input(f, fget(a, f)))
        cls = IR_FPC_ALL;
    else
        cls = fp_class(f, fget(a, f));
    if ((cls & mask) == cls)
        put_u64(r, 1, 1);
    else if (!(cls & mask))
        put_u64(r, 1, 0);
    else if (ip->o.undef == INTERP_UNDEF_TRACK || it_any_unknown(a, fnw(f)))
        set_unknown(r, 1, 1, it_any_unknown(a, fnw(f)) ? a->fixed : 1);
    else
        put_u64(r, 1, (fp_class(f, fget(a, f)) & mask) != 0);
}

/* fp -> fp conversion (convert.to/from.fp16, fptrunc.round) with the NaN
 * rules; rt is the result's fp type. */
static void
l_fpconv(Interp *ip, uint32_t fmf, IrType *st, IrType *rt, FpRound mode, const Cell *a, Cell *r)
{
    FpFmt sf = ir_type_fp_fmt(st), df = ir_type_fp_fmt(rt);
    if (a->poison) {
        set_poison(r, fnw(df));
        return;
    }
    if (it_any_unknown(a, fnw(sf))) {
        if (fmf & (IR_F_NNAN | IR_F_NINF))
            set_poison(r, fnw(df));
        else
            set_unknown(r, fnw(df), fp_fmt_info[df].bits, a->fixed);
        return;
    }
    FpBits x = fget(a, sf);
    if (fmf_bad(fmf, sf, x)) {
        set_poison(r, fnw(df));
        return;
    }
    if (ip->o.undef == INTERP_UNDEF_TRACK && fp_odd_input(sf, x)) {
        set_unknown(r, fnw(df), fp_fmt_info[df].bits, 1);
        return;
    }
    FpBits z = fp_convert(df, sf, x, mode, NULL);
    if (fp_is_nan(df, z)) {
        /* the input NaN, converted, is the "unchanged" choice */
        FpBits in = fp_convert(df, sf, x, FP_RNE, NULL);
        if (fmf & IR_F_NNAN)
            set_poison(r, fnw(df));
        else
            nan_out(ip, df, r, &in, 1);
        if (fp_is_snan(sf, x) && !r->poison && ip->o.undef == INTERP_UNDEF_TRACK)
            mark_unknown(r, quiet_bit(df)); /* the signaling NaN, converted */
        return;
    }
    sem_fp_result(ip, fmf, rt, z, r);
}

/* LangRef "'llvm.ldexp.*' Intrinsic": x * 2^e correctly rounded; NaN and
 * infinities come back (NaN rules), zeros too. */
static void
l_ldexp(Interp *ip, uint32_t fmf, IrType *t, IrType *et, const Cell *a, const Cell *e, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = fnw(f), enw = it_words(et);
    Cell *in[1] = {(Cell *)a};
    if (e->poison) {
        set_poison(r, nw);
        return;
    }
    if (fp_pre(ip, fmf, t, in, 1, r))
        return;
    FpBits x = fget(a, f);
    if (fp_is_nan(f, x) || fp_is_inf(f, x) || fp_is_zero(f, x)) {
        fp_emit(ip, fmf, t, x, r, &x, 1);
        return;
    }
    if (it_any_unknown(e, enw)) {
        if (fmf & IR_F_NINF)
            set_poison(r, nw);
        else
            set_unknown(r, nw, fp_fmt_info[f].bits, e->fixed);
        return;
    }
    uint64_t ev[enw];
    lane_get(e, enw, ev, NULL);
    int k;
    unsigned eb = et->bits;
    if (wide_min_signed_bits(ev, eb) <= 32) {
        uint64_t s[1];
        wide_trunc(s, 32, ev, eb);
        k = (int32_t)(uint32_t)s[0];
    } else {
        k = wide_sign(ev, eb) ? INT32_MIN : INT32_MAX;
    }
    if (k > (1 << 22))
        k = 1 << 22;
    if (k < -(1 << 22))
        k = -(1 << 22);
    fp_emit(ip, fmf, t, fp_scalbn(f, x, k, (FpRound)ip->rm, NULL), r, &x, 1);
}

/* ============================================================ reductions */

enum { RK_ADD, RK_MUL, RK_AND, RK_OR, RK_XOR, RK_SMAX, RK_SMIN, RK_UMAX, RK_UMIN,
       RK_FADD, RK_FMUL, RK_FMAX, RK_FMIN, RK_FMAXIMUM, RK_FMINIMUM };

/* acc = acc op x for the integer reductions (a sequence of the plain
 * instructions: poison propagates). */
static void
fold_int(Interp *ip, int kind, unsigned w, Cell *acc, const Cell *x)
{
    uint32_t nw = (w + 63) / 64;
    Cell t[nw];
    it_copy(t, acc, nw);
    if (t->poison || x->poison) {
        set_poison(acc, nw);
        return;
    }
    static const unsigned ops[] = {IR_OP_ADD, IR_OP_MUL, IR_OP_AND, IR_OP_OR, IR_OP_XOR};
    if (kind <= RK_XOR)
        sem_int_binop(ip, ops[kind], 0, w, t, x, acc);
    else
        l_minmax(w, kind == RK_SMAX || kind == RK_SMIN, kind == RK_SMAX || kind == RK_UMAX, t, x, acc);
}

/* Could some order of the operations of an fadd/fmul reduction overflow?
 * (the sum/product of the magnitudes, rounded up, is infinite) */
static int
may_overflow(FpFmt f, int mul, const FpBits *x, uint32_t n)
{
    FpBits acc = mul ? fp_const(f, 1.0) : fp_zero(f, 0);
    for (uint32_t i = 0; i < n; i++) {
        FpBits a = fp_abs(f, x[i]);
        if (mul && fp_is_zero(f, a))
            continue;
        acc = mul ? fp_mul(f, acc, a, FP_RUP, NULL) : fp_add(f, acc, a, FP_RUP, NULL);
    }
    return fp_is_inf(f, acc);
}

/* An fp reduction of the n operands x (the start value first where there
 * is one).  fadd/fmul: in order, unless `reassoc` makes the order free
 * (then the result is fixed-unknown in TRACK, short of NaN operands).
 * fmax/fmin compare like maxnum/minnum, fmaximum/fminimum like
 * maximum/minimum; their order does not matter except for signaling NaNs,
 * which may be treated as quiet. */
static void
reduce_fp(Interp *ip, int kind, uint32_t fmf, IrType *t, Cell *const *x, uint32_t n, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = fnw(f);
    if (fp_pre(ip, fmf, t, x, (int)n, r))
        return;
    FpBits v[n];
    memset(v, 0, n * sizeof *v); /* (n >= 1: a vector has a lane; gcc cannot see it) */
    int any_nan = 0, any_snan = 0;
    for (uint32_t i = 0; i < n; i++) {
        v[i] = fget(x[i], f);
        any_nan |= fp_is_nan(f, v[i]);
        any_snan |= fp_is_snan(f, v[i]);
    }
    if (kind == RK_FADD || kind == RK_FMUL) {
        int mul = kind == RK_FMUL;
        FpBits acc = v[0];
        for (uint32_t i = 1; i < n; i++)
            acc = mul ? fp_mul(f, acc, v[i], FP_RNE, NULL) : fp_add(f, acc, v[i], FP_RNE, NULL);
        if ((fmf & IR_F_REASSOC) && n > 2 && ip->o.undef == INTERP_UNDEF_TRACK && !any_nan) {
            int ov = may_overflow(f, mul, v, n);
            if (ov && (fmf & (IR_F_NNAN | IR_F_NINF)))
                set_poison(r, nw);
            else
                set_unknown(r, nw, fp_fmt_info[f].bits, 1);
            return;
        }
        /* a NaN operand gives a NaN in any order: reassoc cannot make the
         * result of a reduction anything else (a sum has no x - x) */
        fp_emit(ip, any_nan ? fmf & ~FMF_ANY_VALUE : fmf, t, acc, r, v, (int)n);
        return;
    }
    FCand C = {0};
    if (kind == RK_FMAXIMUM || kind == RK_FMINIMUM) {
        if (any_nan) {
            c_nan(&C);
        } else {
            FpBits best = v[0];
            for (uint32_t i = 1; i < n; i++) {
                FCand c1;
                fminmax_cands(1, kind == RK_FMAXIMUM, f, best, v[i], 0, &c1);
                best = c1.v[0];
            }
            c_val(&C, best);
        }
    } else {
        int have = 0;
        FpBits best = v[0];
        for (uint32_t i = 0; i < n; i++) {
            if (fp_is_nan(f, v[i]))
                continue;
            if (!have) {
                best = v[i];
                have = 1;
                continue;
            }
            FCand c1;
            fminmax_cands(2, kind == RK_FMAX, f, best, v[i], 0, &c1);
            best = c1.v[0];
        }
        if (!have) {
            c_nan(&C);
        } else {
            if (any_snan)
                c_nan(&C);
            c_val(&C, best);
            /* as LLVM <= 19 defined minnum/maxnum, which these follow:
             * -0.0 against +0.0 gives either, so a zero result may have
             * either sign when both zeros are among the operands */
            if (zeros_either(ip) && fp_is_zero(f, best))
                for (uint32_t i = 0; i < n; i++)
                    if (fp_is_zero(f, v[i]) && fp_sign(f, v[i]) != fp_sign(f, best)) {
                        c_val(&C, v[i]);
                        break;
                    }
        }
    }
    emit_cands(ip, fmf, t, &C, r, v, (int)n);
}

/* ============================================================ shared lane loops */

typedef struct Ctx {
    Interp *ip;
    CallCtx *cx;
    Args A;
    uint32_t fmf;
} Ctx;

/* Lane i of argument k (a scalar argument: itself). */
static Cell *
arg_lane(Ctx *c, uint32_t k, uint32_t i)
{
    IrType *t = c->cx->argty[k];
    return t->kind == IR_TY_VEC ? lane(t, c->A.a[k], i) : c->A.a[k];
}

static Cell *
ret_lane(Ctx *c, uint32_t i)
{
    return lane(c->cx->retty, c->cx->ret, i);
}

/* The first `nin` arguments' lanes: poison in one makes the lane poison. */
static int
lane_in(Ctx *c, uint32_t nin, uint32_t i, Cell **in, Cell *r, uint32_t rnw)
{
    int poison = 0;
    for (uint32_t k = 0; k < nin; k++) {
        in[k] = arg_lane(c, k, i);
        poison |= in[k]->poison;
    }
    if (poison)
        set_poison(r, rnw);
    return poison;
}

/* ============================================================ masks */

enum { M_OFF, M_ON, M_POISON, M_UNKNOWN };

static int
mask_state(const Cell *m)
{
    if (m->poison)
        return M_POISON;
    if (m->u & 1)
        return M_UNKNOWN;
    return (m->v & 1) ? M_ON : M_OFF;
}

/* ============================================================ masked memory */

/* The byte size of an element in a vector in memory; element types that
 * are not whole bytes are bit-packed and have no lane addresses. */
static uint64_t
elem_bytes(Ctx *c, IrType *et)
{
    unsigned bits = it_leaf_bits(c->ip, et);
    if (bits % 8)
        interp_unsupported(c->ip, "%s of elements of %u bits (not whole bytes)", iname(c->cx), bits);
    return (uint64_t)(ir_type_size_bits(c->ip->m, et) + 7) / 8;
}

/* The pointer to lane i: base + i * size, same provenance.  A pointer
 * without provenance must keep every lane in the allocation of the first
 * accessed lane (LangRef "'llvm.masked.load.*' Intrinsics"). */
static Cell
lane_ptr(const Cell *base, uint64_t off)
{
    Cell p = *base;
    p.v += off;
    return p;
}

static void
same_object(Ctx *c, const Cell *base, const Cell *p, Alloc **first)
{
    if (base->prov)
        return;
    Alloc *a = alloc_of(c->ip, p);
    if (!*first)
        *first = a;
    else if (a != *first)
        interp_ub(c->ip, UB_OUT_OF_BOUNDS, "%s: the enabled lanes are not in one allocation", iname(c->cx));
}

/* masked.load / vp.load / expandload (expand: consecutive elements for the
 * enabled lanes).  ptrk, maskk, passk: argument indices (passk < 0:
 * poison); state[i]: each lane's mask; align: the alignment required of
 * the base pointer. */
static void
masked_load(Ctx *c, uint32_t ptrk, const Cell *const *masks, const int *state, int passk, uint64_t align,
            int expand)
{
    CallCtx *cx = c->cx;
    IrType *vt = cx->retty, *et = ir_type_scalar(vt);
    uint32_t n = it_lanes(c->ip, vt), nw = it_words(et);
    uint64_t esz = elem_bytes(c, et);
    int any = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (state[i] != M_OFF)
            any = 1;
        if (expand && (state[i] == M_POISON || state[i] == M_UNKNOWN))
            interp_unsupported(c->ip, "%s with an undef or poison mask lane", iname(cx));
    }
    if (any)
        need_ptr(c->ip, cx, &c->A, ptrk, "the pointer");
    /* The alignment is a promise about the pointer whatever the mask (LLVM
     * 22 speculates a masked.load of a dereferenceable pointer into a load
     * with that alignment; the LangRef calls it a load and a select): a
     * base pointer that breaks it is UB even with no lane on (also when
     * the call's `align` attribute made it poison). */
    const Cell *bp = c->A.a[ptrk];
    if (align > 1 && bp->poison)
        interp_ub(c->ip, UB_MISALIGNED, "%s through a poison pointer with a promised alignment of %llu",
                  iname(cx), (unsigned long long)align);
    if (align > 1 && !bp->u && (bp->v & (align - 1)))
        interp_ub(c->ip, UB_MISALIGNED, "%s through address 0x%llx, which is not %llu-aligned", iname(cx),
                  (unsigned long long)bp->v, (unsigned long long)align);
    Alloc *first = NULL;
    uint64_t j = 0;
    for (uint32_t i = 0; i < n; i++) {
        Cell *r = ret_lane(c, i);
        Cell pass[nw];
        if (passk >= 0)
            it_copy(pass, arg_lane(c, (uint32_t)passk, i), nw);
        else
            set_poison(pass, nw);
        if (state[i] == M_OFF) {
            it_copy(r, pass, nw);
            continue;
        }
        Cell p = lane_ptr(c->A.a[ptrk], (expand ? j++ : i) * esz);
        same_object(c, c->A.a[ptrk], &p, &first);
        Cell ld[nw];
        mem_load(c->ip, &p, et, 1, ld);
        if (state[i] == M_ON)
            it_copy(r, ld, nw);
        else if (state[i] == M_POISON)
            set_poison(r, nw);
        else
            sem_select_leaf(c->ip, et, masks[i], ld, pass, r);
    }
}

/* masked.store / vp.store / compressstore.  A lane whose mask is unknown
 * stores `select mask, new, old`; a poison mask lane stores poison. */
static void
masked_store(Ctx *c, uint32_t valk, uint32_t ptrk, const Cell *const *masks, const int *state, uint64_t align,
             int compress)
{
    CallCtx *cx = c->cx;
    IrType *vt = cx->argty[valk], *et = ir_type_scalar(vt);
    uint32_t n = it_lanes(c->ip, vt), nw = it_words(et);
    uint64_t esz = elem_bytes(c, et);
    int any = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (state[i] != M_OFF)
            any = 1;
        if (compress && (state[i] == M_POISON || state[i] == M_UNKNOWN))
            interp_unsupported(c->ip, "%s with an undef or poison mask lane", iname(cx));
    }
    if (!any)
        return;
    need_ptr(c->ip, cx, &c->A, ptrk, "the pointer");
    if (align > 1 && (c->A.a[ptrk]->v & (align - 1)))
        interp_ub(c->ip, UB_MISALIGNED, "%s through address 0x%llx, which is not %llu-aligned", iname(cx),
                  (unsigned long long)c->A.a[ptrk]->v, (unsigned long long)align);
    Alloc *first = NULL;
    uint64_t j = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (state[i] == M_OFF)
            continue;
        Cell p = lane_ptr(c->A.a[ptrk], (compress ? j++ : i) * esz);
        same_object(c, c->A.a[ptrk], &p, &first);
        Cell *v = arg_lane(c, valk, i), nv[nw];
        if (state[i] == M_ON) {
            it_copy(nv, v, nw);
        } else if (state[i] == M_POISON) {
            set_poison(nv, nw);
        } else {
            Cell old[nw];
            mem_load(c->ip, &p, et, 1, old);
            sem_select_leaf(c->ip, et, masks[i], v, old, nv);
        }
        mem_store(c->ip, &p, et, 1, nv);
    }
}

/* gather / scatter (and the vp and strided forms): one pointer per lane. */
static void
lane_need_ptr(Ctx *c, uint32_t k, const Cell *p, uint32_t i)
{
    if (p->poison && c->A.why[k])
        interp_ub(c->ip, UB_ADDR_UNDEF, "%s: the pointer of lane %u is poison (it violates its %s attribute)",
                  iname(c->cx), i, c->A.why[k]);
    if (p->poison || p->u)
        interp_ub(c->ip, UB_ADDR_UNDEF, "%s: the pointer of lane %u is %s", iname(c->cx), i,
                  p->poison ? "poison" : "undef");
}

static void
gather(Ctx *c, const Cell *ptrs, uint32_t ptrk, int64_t stride, const int *state, const Cell *const *masks,
       int passk, uint64_t align)
{
    CallCtx *cx = c->cx;
    IrType *vt = cx->retty, *et = ir_type_scalar(vt);
    uint32_t n = it_lanes(c->ip, vt), nw = it_words(et);
    for (uint32_t i = 0; i < n; i++) {
        Cell *r = ret_lane(c, i);
        Cell pass[nw];
        if (passk >= 0)
            it_copy(pass, arg_lane(c, (uint32_t)passk, i), nw);
        else
            set_poison(pass, nw);
        if (state[i] == M_OFF) {
            it_copy(r, pass, nw);
            continue;
        }
        Cell p = ptrs ? ptrs[i] : lane_ptr(c->A.a[ptrk], (uint64_t)((int64_t)i * stride));
        lane_need_ptr(c, ptrk, &p, i);
        Cell ld[nw];
        mem_load(c->ip, &p, et, align, ld);
        if (state[i] == M_ON)
            it_copy(r, ld, nw);
        else if (state[i] == M_POISON)
            set_poison(r, nw);
        else
            sem_select_leaf(c->ip, et, masks[i], ld, pass, r);
    }
}

static void
scatter(Ctx *c, uint32_t valk, const Cell *ptrs, uint32_t ptrk, int64_t stride, const int *state,
        const Cell *const *masks, uint64_t align)
{
    IrType *vt = c->cx->argty[valk], *et = ir_type_scalar(vt);
    uint32_t n = it_lanes(c->ip, vt), nw = it_words(et);
    for (uint32_t i = 0; i < n; i++) {
        if (state[i] == M_OFF)
            continue;
        Cell p = ptrs ? ptrs[i] : lane_ptr(c->A.a[ptrk], (uint64_t)((int64_t)i * stride));
        lane_need_ptr(c, ptrk, &p, i);
        Cell *v = arg_lane(c, valk, i), nv[nw];
        if (state[i] == M_ON) {
            it_copy(nv, v, nw);
        } else if (state[i] == M_POISON) {
            set_poison(nv, nw);
        } else {
            Cell old[nw];
            mem_load(c->ip, &p, et, align, old);
            sem_select_leaf(c->ip, et, masks[i], v, old, nv);
        }
        mem_store(c->ip, &p, et, align, nv);
    }
}

/* ============================================================ lane-wise intrinsics */

enum { LOP_INTRIN, LOP_IBIN, LOP_FBIN, LOP_FNEG, LOP_ICMP, LOP_FCMP, LOP_CAST, LOP_RTZ };

/* Lane i of a lane-wise operation into r: an intrinsic (sub = its id) or
 * an instruction (the VP forms: sub = the opcode or predicate); the
 * operands are the first arguments of the call. */
static void
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
static void
lanewise(Ctx *c, unsigned id)
{
    uint32_t n = it_lanes(c->ip, c->cx->retty);
    for (uint32_t i = 0; i < n; i++)
        lane_compute(c, LOP_INTRIN, id, i, ret_lane(c, i));
}

/* Intrinsics returning { T, T2 } lane by lane: with.overflow, frexp, modf,
 * sincos, sincospi.  r0/r1: lane i of the two members. */
static void
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

/* ============================================================ reductions (calls) */

static int
reduce_kind(IrIntrinsicId id)
{
    switch (id) {
    case IR_INTR_REDUCE_ADD: case IR_INTR_VP_REDUCE_ADD: return RK_ADD;
    case IR_INTR_REDUCE_MUL: case IR_INTR_VP_REDUCE_MUL: return RK_MUL;
    case IR_INTR_REDUCE_AND: case IR_INTR_VP_REDUCE_AND: return RK_AND;
    case IR_INTR_REDUCE_OR: case IR_INTR_VP_REDUCE_OR: return RK_OR;
    case IR_INTR_REDUCE_XOR: case IR_INTR_VP_REDUCE_XOR: return RK_XOR;
    case IR_INTR_REDUCE_SMAX: case IR_INTR_VP_REDUCE_SMAX: return RK_SMAX;
    case IR_INTR_REDUCE_SMIN: case IR_INTR_VP_REDUCE_SMIN: return RK_SMIN;
    case IR_INTR_REDUCE_UMAX: case IR_INTR_VP_REDUCE_UMAX: return RK_UMAX;
    case IR_INTR_REDUCE_UMIN: case IR_INTR_VP_REDUCE_UMIN: return RK_UMIN;
    case IR_INTR_REDUCE_FADD: case IR_INTR_VP_REDUCE_FADD: return RK_FADD;
    case IR_INTR_REDUCE_FMUL: case IR_INTR_VP_REDUCE_FMUL: return RK_FMUL;
    case IR_INTR_REDUCE_FMAX: case IR_INTR_VP_REDUCE_FMAX: return RK_FMAX;
    case IR_INTR_REDUCE_FMIN: case IR_INTR_VP_REDUCE_FMIN: return RK_FMIN;
    case IR_INTR_REDUCE_FMAXIMUM: case IR_INTR_VP_REDUCE_FMAXIMUM: return RK_FMAXIMUM;
    default: return RK_FMINIMUM;
    }
}

/* vector.reduce.* (start: the fadd/fmul start value) and vp.reduce.*
 * (start, then only the enabled lanes; state: the lanes' masks, NULL for
 * all). */
static void
do_reduce(Ctx *c, int kind, Cell *start, uint32_t vk, const int *state)
{
    Interp *ip = c->ip;
    IrType *vt = c->cx->argty[vk], *et = ir_type_scalar(vt);
    uint32_t n = it_lanes(ip, vt), nw = it_words(et);
    Cell *r = c->cx->ret;
    int unk_mask = 0, fx = 1;
    Cell *x[n + 1];
    uint32_t nx = 0;
    if (start)
        x[nx++] = start;
    for (uint32_t i = 0; i < n; i++) {
        Cell *l = arg_lane(c, vk, i);
        if (state && state[i] == M_OFF)
            continue;
        if (state && state[i] == M_POISON) {
            set_poison(r, nw);
            return;
        }
        if (state && state[i] == M_UNKNOWN) {
            if (l->poison) {
                set_poison(r, nw);
                return;
            }
            unk_mask = 1;
            fx &= fixed_ok(l, nw) && arg_lane(c, vk + 1, i)->fixed;
        }
        x[nx++] = l;
    }
    if (kind >= RK_FADD) {
        if (et->kind == IR_TY_PPC_FP128)
            interp_unsupported(ip, "%s on ppc_fp128", iname(c->cx));
        if (nx == 0)
            interp_unsupported(ip, "%s of no lanes", iname(c->cx));
        reduce_fp(ip, kind, c->fmf, et, x, nx, r);
    } else {
        it_copy(r, x[0], nw);
        for (uint32_t i = 1; i < nx; i++)
            fold_int(ip, kind, et->bits, r, x[i]);
    }
    if (unk_mask && !r->poison)
        set_unknown(r, nw, it_leaf_bits(ip, et), fx && fixed_ok(r, nw));
}

/* ============================================================ vector shuffles */

static void
copy_lanes(IrType *et, Cell *dst, const Cell *src, uint32_t n)
{
    it_copy(dst, src, n * it_words(et));
}

static void
all_poison(Interp *ip, IrType *t, Cell *c)
{
    it_set_poison(ip, t, c);
}

static int64_t
imm_signed(const Cell *c, IrType *t)
{
    return sext64(c->v, t->bits > 64 ? 64 : t->bits);
}

/* LangRef "'llvm.experimental.get.vector.length' Intrinsic": with
 * max = %vf (times vscale when %scalable), any value from
 * ceil(cnt / ceil(cnt / max)) to min(cnt, max), 0 for a count of 0; poison if it does
 * not fit the i32 result.  A choice (see choose); that the values do not
 * grow from one loop iteration to the next is not modelled: each call
 * chooses on its own, which allows more than the LangRef does. */
static void
do_get_vector_length(Ctx *c)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    IrType *ct = cx->argty[0];
    const Cell *cnt = c->A.a[0];
    if (cnt->poison) {
        set_poison(cx->ret, 1);
        return;
    }
    if (ct->bits > 64)
        interp_unsupported(ip, "%s of a count wider than 64 bits", iname(cx));
    uint64_t n = cnt->v & it_mask(ct->bits);
    uint64_t max = (c->A.a[1]->v & 0xffffffffu) * ((c->A.a[2]->v & 1) ? ip->vscale : 1);
    if (!n && !cnt->u) {
        put_u64(cx->ret, 1, 0);
        return;
    }
    if (!max) /* a verifier error in LLVM: no lane to process */
        interp_unsupported(ip, "%s with a vectorization factor of 0", iname(cx));
    if (cnt->u && !cnt->fixed) {
        /* an undef count: a use of undef may be any value, each time; so
         * is the result, within the bits of max (LLVM folds a count known
         * to be small to itself, undef then stays undef) */
        unsigned b = 0;
        while (b < 32 && (max >> b))
            b++;
        set_unknown(cx->ret, 1, b, 0);
        return;
    }
    uint64_t lo = 0;
    if (!cnt->u) {
        uint64_t iters = n / max + (n % max != 0);
        lo = n / iters + (n % iters != 0);
    } /* else a count with unknown bits: any result from 0 to max */
    if (lo > UINT32_MAX) {
        set_poison(cx->ret, 1);
        return;
    }
    uint64_t hi = max > UINT32_MAX ? UINT32_MAX : max;
    /* "If %cnt is less than or equal to %max_lanes, the return value is
     * equal to %cnt": never more than the count (opt -O2 puts
     * range(i32 0, 3) on get.vector.length(2, 1, scalable)) */
    if (!cnt->u && n < hi)
        hi = n;
    if (hi - lo >= 64)
        interp_unsupported(ip, "%s with more than 64 possible results", iname(cx));
    Cell vals[64], *cand[64];
    uint32_t k = 0;
    for (uint64_t v = lo; v <= hi; v++, k++) {
        put_u64(&vals[k], 1, v);
        cand[k] = &vals[k];
    }
    choose(ip, cx->ret, cand, k, 1);
}

static void
do_vector(Ctx *c, IrIntrinsicId id)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    IrType *rt = cx->retty;
    switch (id) {
    case IR_INTR_VECTOR_INSERT: { /* LangRef "'llvm.vector.insert' Intrinsic" */
        IrType *et = ir_type_scalar(rt), *st = cx->argty[1];
        uint32_t n = it_lanes(ip, rt), m = it_lanes(ip, st);
        uint64_t idx = arg_u64(c->A.a[2]);
        /* "If subvec is a scalable vector, idx is first scaled by the
         * runtime scaling factor of subvec" */
        if (st->flags & IR_TYF_SCALABLE)
            idx = idx > UINT32_MAX ? UINT64_MAX / 2 : idx * ip->vscale;
        if (idx + m > n) {
            all_poison(ip, rt, cx->ret);
            return;
        }
        copy_lanes(et, cx->ret, c->A.a[0], n);
        copy_lanes(et, lane(rt, cx->ret, (uint32_t)idx), c->A.a[1], m);
        return;
    }
    case IR_INTR_VECTOR_EXTRACT: {
        IrType *et = ir_type_scalar(rt), *vt = cx->argty[0];
        uint32_t n = it_lanes(ip, vt), m = it_lanes(ip, rt);
        uint64_t idx = arg_u64(c->A.a[1]);
        /* "If the result type is a scalable vector, idx is first scaled by
         * the result type's runtime scaling factor" */
        if (rt->flags & IR_TYF_SCALABLE)
            idx = idx > UINT32_MAX ? UINT64_MAX / 2 : idx * ip->vscale;
        if (idx + m > n) {
            all_poison(ip, rt, cx->ret);
            return;
        }
        copy_lanes(et, cx->ret, lane(vt, c->A.a[0], (uint32_t)idx), m);
        return;
    }
    case IR_INTR_VECTOR_REVERSE: {
        uint32_t n = it_lanes(ip, rt);
        for (uint32_t i = 0; i < n; i++)
            copy_lanes(ir_type_scalar(rt), ret_lane(c, i), arg_lane(c, 0, n - 1 - i), 1);
        return;
    }
    case IR_INTR_VECTOR_SPLICE: case IR_INTR_VECTOR_SPLICE_LEFT: case IR_INTR_VECTOR_SPLICE_RIGHT: {
        /* the lanes of concat(a, b) from `start` on */
        uint32_t n = it_lanes(ip, rt);
        int64_t imm = id == IR_INTR_VECTOR_SPLICE ? imm_signed(c->A.a[2], cx->argty[2]) : (int64_t)(c->A.a[2]->v & 0xffffffffu);
        int64_t start;
        if (id == IR_INTR_VECTOR_SPLICE)
            start = imm >= 0 ? imm : (int64_t)n + imm;
        else if (id == IR_INTR_VECTOR_SPLICE_LEFT)
            start = imm;
        else
            start = (int64_t)n - imm;
        if (start < 0 || start > (int64_t)n) {
            all_poison(ip, rt, cx->ret);
            return;
        }
        for (uint32_t i = 0; i < n; i++) {
            uint64_t k = (uint64_t)start + i;
            copy_lanes(ir_type_scalar(rt), ret_lane(c, i), k < n ? arg_lane(c, 0, (uint32_t)k) : arg_lane(c, 1, (uint32_t)(k - n)), 1);
        }
        return;
    }
    case IR_INTR_VECTOR_INTERLEAVE2: case IR_INTR_VECTOR_INTERLEAVE3: case IR_INTR_VECTOR_INTERLEAVE4:
    case IR_INTR_VECTOR_INTERLEAVE5: case IR_INTR_VECTOR_INTERLEAVE6: case IR_INTR_VECTOR_INTERLEAVE7:
    case IR_INTR_VECTOR_INTERLEAVE8: {
        uint32_t K = cx->nargs, m = it_lanes(ip, cx->argty[0]);
        for (uint32_t i = 0; i < m; i++)
            for (uint32_t k = 0; k < K; k++)
                copy_lanes(ir_type_scalar(rt), ret_lane(c, i * K + k), arg_lane(c, k, i), 1);
        return;
    }
    case IR_INTR_VECTOR_DEINTERLEAVE2: case IR_INTR_VECTOR_DEINTERLEAVE3: case IR_INTR_VECTOR_DEINTERLEAVE4:
    case IR_INTR_VECTOR_DEINTERLEAVE5: case IR_INTR_VECTOR_DEINTERLEAVE6: case IR_INTR_VECTOR_DEINTERLEAVE7:
    case IR_INTR_VECTOR_DEINTERLEAVE8: {
        uint32_t K = rt->nmembers, off = 0;
        for (uint32_t k = 0; k < K; k++) {
            IrType *mt = rt->members[k];
            uint32_t m = it_lanes(ip, mt);
            for (uint32_t i = 0; i < m; i++)
                copy_lanes(ir_type_scalar(mt), lane(mt, cx->ret + off, i), arg_lane(c, 0, i * K + k), 1);
            off += it_cells(ip, mt);
        }
        return;
    }
    case IR_INTR_STEPVECTOR: { /* LangRef "'llvm.stepvector' Intrinsic" */
        uint32_t n = it_lanes(ip, rt), w = ir_type_scalar(rt)->bits, nw = it_words(ir_type_scalar(rt));
        for (uint32_t i = 0; i < n; i++)
            put_u64(ret_lane(c, i), nw, (uint64_t)i & it_mask(w));
        return;
    }
    case IR_INTR_GET_ACTIVE_LANE_MASK: {
        /* m[i] = base + i < n, in unbounded integers */
        IrType *it = cx->argty[0];
        unsigned w = it->bits, W = w + 34;
        uint32_t nw = it_words(it), nW = (W + 63) / 64, n = it_lanes(ip, rt);
        Cell *b = c->A.a[0], *e = c->A.a[1];
        if (b->poison || e->poison) {
            all_poison(ip, rt, cx->ret);
            return;
        }
        uint64_t bv[nw], bu[nw], ev[nw], eu[nw], blo[nW], bhi[nW], elo[nW], ehi[nW], t[nw];
        memset(bv, 0, sizeof bv);
        memset(ev, 0, sizeof ev);
        lane_get(b, nw, bv, bu);
        lane_get(e, nw, ev, eu);
        wide_zext(blo, W, bv, w);
        wide_or(t, bv, bu, w);
        wide_zext(bhi, W, t, w);
        wide_zext(elo, W, ev, w);
        wide_or(t, ev, eu, w);
        wide_zext(ehi, W, t, w);
        int fx = fixed_ok(b, nw) && fixed_ok(e, nw);
        for (uint32_t i = 0; i < n; i++) {
            uint64_t ii[nW], lo[nW], hi[nW];
            wide_set_u64(ii, W, i);
            wide_add(lo, blo, ii, W);
            wide_add(hi, bhi, ii, W);
            Cell *r = ret_lane(c, i);
            if (wide_ucmp(hi, elo, W) < 0)
                put_u64(r, 1, 1);
            else if (wide_ucmp(lo, ehi, W) >= 0)
                put_u64(r, 1, 0);
            else
                set_unknown(r, 1, 1, fx);
        }
        return;
    }
    case IR_INTR_CTTZ_ELTS: {
        /* LangRef "'llvm.experimental.cttz.elts' Intrinsic" */
        IrType *vt = cx->argty[0], *et = ir_type_scalar(vt);
        uint32_t n = it_lanes(ip, vt), enw = it_words(et), rw = rt->bits, rnw = it_words(rt);
        int zero_poison = (int)(arg_u64(c->A.a[1]) & 1);
        if (rw < 64 && n > it_mask(rw))
            interp_ub(ip, UB_INTRINSIC, "%s: i%u cannot hold the count of %u elements", iname(cx), rw, n);
        uint64_t lo = n, hi = n;
        int lo_done = 0, fx = 1;
        for (uint32_t i = 0; i < n; i++) {
            Cell *l = arg_lane(c, 0, i);
            if (l->poison) {
                set_poison(cx->ret, rnw);
                return;
            }
            uint64_t v[enw], u[enw];
            lane_get(l, enw, v, u);
            int nonzero_known = !wide_is_zero(v, et->bits);
            int may_nonzero = nonzero_known || it_any_unknown(l, enw);
            if (!lo_done && may_nonzero) {
                lo = i;
                lo_done = 1;
            }
            if (it_any_unknown(l, enw))
                fx &= l->fixed;
            if (nonzero_known) {
                hi = i;
                break;
            }
        }
        if (hi == n && zero_poison) {
            set_poison(cx->ret, rnw);
            return;
        }
        put_range64(cx->ret, rw, lo, hi, fx);
        return;
    }
    case IR_INTR_VECTOR_COMPRESS: {
        /* LangRef "'llvm.experimental.vector.compress.*' Intrinsics" */
        uint32_t n = it_lanes(ip, rt);
        IrType *et = ir_type_scalar(rt);
        int mp = 0, mu = 0;
        for (uint32_t i = 0; i < n; i++) {
            int s = mask_state(arg_lane(c, 1, i));
            mp |= s == M_POISON;
            mu |= s == M_UNKNOWN;
        }
        if (mp) {
            all_poison(ip, rt, cx->ret);
            return;
        }
        if (mu) {
            it_set_undef(ip, rt, cx->ret);
            return;
        }
        uint32_t j = 0;
        for (uint32_t i = 0; i < n; i++)
            if (mask_state(arg_lane(c, 1, i)) == M_ON)
                copy_lanes(et, ret_lane(c, j++), arg_lane(c, 0, i), 1);
        for (; j < n; j++)
            copy_lanes(et, ret_lane(c, j), arg_lane(c, 2, j), 1);
        return;
    }
    case IR_INTR_VECTOR_EXTRACT_LAST_ACTIVE: {
        uint32_t n = it_lanes(ip, cx->argty[0]), nw = it_words(rt);
        Cell *cand[n + 1];
        uint32_t nc = 0;
        int fx = 1, decided = 0;
        for (uint32_t i = n; i-- > 0;) {
            Cell *m = arg_lane(c, 1, i);
            int s = mask_state(m);
            if (s == M_POISON) {
                set_poison(cx->ret, nw);
                return;
            }
            if (s == M_OFF)
                continue;
            cand[nc++] = arg_lane(c, 0, i);
            if (s == M_ON) {
                decided = 1;
                break;
            }
            fx &= m->fixed;
        }
        if (!decided)
            cand[nc++] = c->A.a[2];
        it_copy(cx->ret, cand[0], nw);
        for (uint32_t k = 1; k < nc; k++) {
            Cell t[nw];
            it_copy(t, cx->ret, nw);
            join(cx->ret, t, cand[k], nw, fx);
        }
        return;
    }
    case IR_INTR_VECTOR_MATCH: {
        /* LangRef "'llvm.experimental.vector.match.*' Intrinsic" */
        uint32_t n = it_lanes(ip, rt), m = it_lanes(ip, cx->argty[1]);
        IrType *et = ir_type_scalar(cx->argty[0]);
        for (uint32_t i = 0; i < n; i++) {
            Cell acc, eq, t, zero;
            put_u64(&acc, 1, 0);
            put_u64(&zero, 1, 0);
            for (uint32_t j = 0; j < m; j++) {
                sem_icmp(ip, IR_ICMP_EQ, 0, et->bits, arg_lane(c, 0, i), arg_lane(c, 1, j), &eq);
                t = acc;
                sem_int_binop(ip, IR_OP_OR, 0, 1, &t, &eq, &acc);
            }
            sem_select_leaf(ip, rt->elem, arg_lane(c, 2, i), &acc, &zero, ret_lane(c, i));
        }
        return;
    }
    default:
        interp_unsupported(ip, "%s", iname(cx));
    }
}

/* LangRef "'llvm.experimental.vector.histogram.*' Intrinsic": for each
 * enabled lane in order, update the element its pointer points to. */
static void
do_histogram(Ctx *c, IrIntrinsicId id)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    IrType *vt = cx->argty[0], *it = cx->argty[1];
    uint32_t n = it_lanes(ip, vt), nw = it_words(it);
    unsigned w = it->bits;
    for (uint32_t i = 0; i < n; i++) {
        int s = mask_state(arg_lane(c, 2, i));
        if (s == M_OFF)
            continue;
        if (s != M_ON)
            interp_unsupported(ip, "%s with an undef or poison mask lane", iname(cx));
        Cell p = *arg_lane(c, 0, i), old[nw], nv[nw];
        lane_need_ptr(c, 0, &p, i);
        mem_load(ip, &p, it, ir_type_abi_align(ip->m, it), old);
        Cell *x = c->A.a[1];
        if (id == IR_INTR_VECTOR_HISTOGRAM_ADD)
            sem_int_binop(ip, IR_OP_ADD, 0, w, old, x, nv);
        else if (old->poison || x->poison)
            set_poison(nv, nw);
        else if (id == IR_INTR_VECTOR_HISTOGRAM_UADD_SAT)
            l_sat(ip, XADD, 0, w, old, x, nv);
        else
            l_minmax(w, 0, id == IR_INTR_VECTOR_HISTOGRAM_UMAX, old, x, nv);
        mem_store(ip, &p, it, ir_type_abi_align(ip->m, it), nv);
    }
}

/* llvm.vector.partial.reduce.*: how the lanes are grouped is unspecified,
 * so each result lane is fixed-unknown (TRACK); ZERO/RANDOM group lane j of
 * the second operand into result lane j mod m. */
static void
do_partial_reduce(Ctx *c, int fp)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    IrType *rt = cx->retty, *et = ir_type_scalar(rt);
    uint32_t m = it_lanes(ip, rt), n = it_lanes(ip, cx->argty[1]), nw = it_words(et);
    if (fp && et->kind == IR_TY_PPC_FP128)
        interp_unsupported(ip, "%s on ppc_fp128", iname(cx));
    if (it_any_poison(ip, rt, c->A.a[0]) || it_any_poison(ip, cx->argty[1], c->A.a[1])) {
        all_poison(ip, rt, cx->ret);
        return;
    }
    if (ip->o.undef == INTERP_UNDEF_TRACK) {
        for (uint32_t i = 0; i < m; i++)
            set_unknown(ret_lane(c, i), nw, it_leaf_bits(ip, et), 1);
        return;
    }
    for (uint32_t i = 0; i < m; i++) {
        Cell *r = ret_lane(c, i);
        it_copy(r, arg_lane(c, 0, i), nw);
        for (uint32_t j = i; j < n; j += m) {
            Cell t[nw];
            it_copy(t, r, nw);
            if (fp)
                sem_fp_binop(ip, IR_OP_FADD, c->fmf, et, t, arg_lane(c, 1, j), r);
            else
                sem_int_binop(ip, IR_OP_ADD, 0, et->bits, t, arg_lane(c, 1, j), r);
        }
    }
}

/* ============================================================ masked.* calls */

static void
do_masked(Ctx *c, IrIntrinsicId id)
{
    CallCtx *cx = c->cx;
    int old = 0; /* the older forms with an i32 alignment argument */
    uint32_t n;
    switch (id) {
    case IR_INTR_MASKED_LOAD: case IR_INTR_MASKED_GATHER:
        old = cx->nargs == 4;
        break;
    case IR_INTR_MASKED_STORE: case IR_INTR_MASKED_SCATTER:
        old = cx->nargs == 4;
        break;
    default:
        break;
    }
    int store = id == IR_INTR_MASKED_STORE || id == IR_INTR_MASKED_SCATTER || id == IR_INTR_MASKED_COMPRESSSTORE;
    uint32_t maskk = store ? 2 + (uint32_t)old : 1 + (uint32_t)old;
    n = it_lanes(c->ip, cx->argty[maskk]);
    int state[n];
    const Cell *masks[n];
    for (uint32_t i = 0; i < n; i++) {
        masks[i] = arg_lane(c, maskk, i);
        state[i] = mask_state(masks[i]);
    }
    switch (id) {
    case IR_INTR_MASKED_LOAD:
        masked_load(c, 0, masks, state, (int)maskk + 1, old ? arg_u64(c->A.a[1]) : arg_align(cx, 0), 0);
        return;
    case IR_INTR_MASKED_EXPANDLOAD:
        masked_load(c, 0, masks, state, 2, 1, 1);
        return;
    case IR_INTR_MASKED_STORE:
        masked_store(c, 0, 1, masks, state, old ? arg_u64(c->A.a[2]) : 1, 0);
        return;
    case IR_INTR_MASKED_COMPRESSSTORE:
        masked_store(c, 0, 1, masks, state, 1, 1);
        return;
    case IR_INTR_MASKED_GATHER: {
        Cell ptrs[n];
        for (uint32_t i = 0; i < n; i++)
            ptrs[i] = *arg_lane(c, 0, i);
        gather(c, ptrs, 0, 0, state, masks, (int)maskk + 1, old ? arg_u64(c->A.a[1]) : 1);
        return;
    }
    case IR_INTR_MASKED_SCATTER: {
        Cell ptrs[n];
        for (uint32_t i = 0; i < n; i++)
            ptrs[i] = *arg_lane(c, 1, i);
        scatter(c, 0, ptrs, 1, 0, state, masks, old ? arg_u64(c->A.a[2]) : 1);
        return;
    }
    default:
        interp_unsupported(c->ip, "%s", iname(cx));
    }
}

/* ============================================================ vp.* */

/* LangRef "Vector Predication Intrinsics": %evl > the vector length is UB;
 * lanes at or above %evl are disabled, the others follow the mask. */
static void
vp_mask(Ctx *c, uint32_t maskk, uint32_t evlk, uint32_t n, int *state, const Cell **masks)
{
    const Cell *e = c->A.a[evlk];
    if (e->poison || e->u)
        interp_ub(c->ip, UB_VP_EVL, "%s with an %s %%evl (it may exceed %u)", iname(c->cx),
                  e->poison ? "poison" : "undef", n);
    uint64_t evl = e->v & 0xffffffffu;
    if (evl > n)
        interp_ub(c->ip, UB_VP_EVL, "%s with %%evl %llu > %u lanes", iname(c->cx), (unsigned long long)evl, n);
    for (uint32_t i = 0; i < n; i++) {
        masks[i] = maskk == UINT32_MAX ? NULL : arg_lane(c, maskk, i);
        state[i] = i >= evl ? M_OFF : masks[i] ? mask_state(masks[i]) : M_ON;
    }
}

static int
md_pred(Ctx *c, uint32_t k, int fp)
{
    const IrValue *v = c->cx->inst ? ir_call_arg(c->cx->inst, k) : NULL;
    const IrConst *mc = v && v->kind == IR_V_MD ? (const IrConst *)v : NULL;
    if (!mc || !mc->md || mc->md->kind != IR_MD_STRING)
        interp_unsupported(c->ip, "%s without a constant predicate", iname(c->cx));
    unsigned lo = fp ? IR_FCMP_FALSE : IR_ICMP_EQ, hi = fp ? IR_FCMP_TRUE : IR_ICMP_SLE;
    for (unsigned p = lo; p <= hi; p++) {
        const char *nm = ir_pred_name(p);
        if (nm && strlen(nm) == mc->md->len && !memcmp(nm, mc->md->str, mc->md->len))
            return (int)p;
    }
    interp_unsupported(c->ip, "%s with predicate \"%.*s\"", iname(c->cx), (int)mc->md->len, mc->md->str);
}

/* An enabled lane computes the operation; a disabled one is poison; one
 * whose mask is unknown or poison may or may not compute it (so its UB,
 * like division by zero, counts) and is poison. */
static void
vp_lanes(Ctx *c, int lop, unsigned sub, uint32_t maskk, uint32_t evlk)
{
    IrType *rt = c->cx->retty;
    uint32_t n = it_lanes(c->ip, rt), rnw = it_words(ir_type_scalar(rt));
    int state[n];
    const Cell *masks[n];
    vp_mask(c, maskk, evlk, n, state, masks);
    for (uint32_t i = 0; i < n; i++) {
        Cell *r = ret_lane(c, i);
        if (state[i] == M_OFF) {
            set_poison(r, rnw);
            continue;
        }
        lane_compute(c, lop, sub, i, r);
        if (state[i] != M_ON)
            set_poison(r, rnw);
    }
}

static uint64_t
abi_align(Interp *ip, IrType *t, uint64_t attr)
{
    return attr > 1 ? attr : ir_type_abi_align(ip->m, t);
}

static int64_t
stride_of(Ctx *c, uint32_t k, int any)
{
    const Cell *s = c->A.a[k];
    IrType *t = c->cx->argty[k];
    if (any && (s->poison || it_any_unknown(s, it_words(t))))
        interp_ub(c->ip, UB_ADDR_UNDEF, "%s with an undef or poison stride", iname(c->cx));
    return imm_signed(s, t);
}

static void
do_vp(Ctx *c, IrIntrinsicId id)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    static const struct { IrIntrinsicId id; int lop; unsigned sub; uint8_t maskk; } map[] = {
        {IR_INTR_VP_ADD, LOP_IBIN, IR_OP_ADD, 2}, {IR_INTR_VP_SUB, LOP_IBIN, IR_OP_SUB, 2},
        {IR_INTR_VP_MUL, LOP_IBIN, IR_OP_MUL, 2}, {IR_INTR_VP_SDIV, LOP_IBIN, IR_OP_SDIV, 2},
        {IR_INTR_VP_UDIV, LOP_IBIN, IR_OP_UDIV, 2}, {IR_INTR_VP_SREM, LOP_IBIN, IR_OP_SREM, 2},
        {IR_INTR_VP_UREM, LOP_IBIN, IR_OP_UREM, 2}, {IR_INTR_VP_ASHR, LOP_IBIN, IR_OP_ASHR, 2},
        {IR_INTR_VP_LSHR, LOP_IBIN, IR_OP_LSHR, 2}, {IR_INTR_VP_SHL, LOP_IBIN, IR_OP_SHL, 2},
        {IR_INTR_VP_OR, LOP_IBIN, IR_OP_OR, 2}, {IR_INTR_VP_AND, LOP_IBIN, IR_OP_AND, 2},
        {IR_INTR_VP_XOR, LOP_IBIN, IR_OP_XOR, 2},
        {IR_INTR_VP_SMAX, LOP_INTRIN, IR_INTR_SMAX, 2}, {IR_INTR_VP_SMIN, LOP_INTRIN, IR_INTR_SMIN, 2},
        {IR_INTR_VP_UMAX, LOP_INTRIN, IR_INTR_UMAX, 2}, {IR_INTR_VP_UMIN, LOP_INTRIN, IR_INTR_UMIN, 2},
        {IR_INTR_VP_SADD_SAT, LOP_INTRIN, IR_INTR_SADD_SAT, 2}, {IR_INTR_VP_UADD_SAT, LOP_INTRIN, IR_INTR_UADD_SAT, 2},
        {IR_INTR_VP_SSUB_SAT, LOP_INTRIN, IR_INTR_SSUB_SAT, 2}, {IR_INTR_VP_USUB_SAT, LOP_INTRIN, IR_INTR_USUB_SAT, 2},
        {IR_INTR_VP_FSHL, LOP_INTRIN, IR_INTR_FSHL, 3}, {IR_INTR_VP_FSHR, LOP_INTRIN, IR_INTR_FSHR, 3},
        {IR_INTR_VP_ABS, LOP_INTRIN, IR_INTR_ABS, 2}, {IR_INTR_VP_CTLZ, LOP_INTRIN, IR_INTR_CTLZ, 2},
        {IR_INTR_VP_CTTZ, LOP_INTRIN, IR_INTR_CTTZ, 2}, {IR_INTR_VP_CTPOP, LOP_INTRIN, IR_INTR_CTPOP, 1},
        {IR_INTR_VP_BITREVERSE, LOP_INTRIN, IR_INTR_BITREVERSE, 1}, {IR_INTR_VP_BSWAP, LOP_INTRIN, IR_INTR_BSWAP, 1},
        {IR_INTR_VP_FADD, LOP_FBIN, IR_OP_FADD, 2}, {IR_INTR_VP_FSUB, LOP_FBIN, IR_OP_FSUB, 2},
        {IR_INTR_VP_FMUL, LOP_FBIN, IR_OP_FMUL, 2}, {IR_INTR_VP_FDIV, LOP_FBIN, IR_OP_FDIV, 2},
        {IR_INTR_VP_FREM, LOP_FBIN, IR_OP_FREM, 2},
        {IR_INTR_VP_COPYSIGN, LOP_INTRIN, IR_INTR_COPYSIGN, 2}, {IR_INTR_VP_MINNUM, LOP_INTRIN, IR_INTR_MINNUM, 2},
        {IR_INTR_VP_MAXNUM, LOP_INTRIN, IR_INTR_MAXNUM, 2}, {IR_INTR_VP_MINIMUM, LOP_INTRIN, IR_INTR_MINIMUM, 2},
        {IR_INTR_VP_MAXIMUM, LOP_INTRIN, IR_INTR_MAXIMUM, 2},
        {IR_INTR_VP_FMA, LOP_INTRIN, IR_INTR_FMA, 3}, {IR_INTR_VP_FMULADD, LOP_INTRIN, IR_INTR_FMULADD, 3},
        {IR_INTR_VP_FNEG, LOP_FNEG, 0, 1}, {IR_INTR_VP_FABS, LOP_INTRIN, IR_INTR_FABS, 1},
        {IR_INTR_VP_SQRT, LOP_INTRIN, IR_INTR_SQRT, 1}, {IR_INTR_VP_CEIL, LOP_INTRIN, IR_INTR_CEIL, 1},
        {IR_INTR_VP_FLOOR, LOP_INTRIN, IR_INTR_FLOOR, 1}, {IR_INTR_VP_RINT, LOP_INTRIN, IR_INTR_RINT, 1},
        {IR_INTR_VP_NEARBYINT, LOP_INTRIN, IR_INTR_NEARBYINT, 1}, {IR_INTR_VP_ROUND, LOP_INTRIN, IR_INTR_ROUND, 1},
        {IR_INTR_VP_ROUNDEVEN, LOP_INTRIN, IR_INTR_ROUNDEVEN, 1}, {IR_INTR_VP_ROUNDTOZERO, LOP_RTZ, 0, 1},
        {IR_INTR_VP_LRINT, LOP_INTRIN, IR_INTR_LRINT, 1}, {IR_INTR_VP_LLRINT, LOP_INTRIN, IR_INTR_LLRINT, 1},
        {IR_INTR_VP_IS_FPCLASS, LOP_INTRIN, IR_INTR_IS_FPCLASS, 2},
        {IR_INTR_VP_TRUNC, LOP_CAST, IR_OP_TRUNC, 1}, {IR_INTR_VP_ZEXT, LOP_CAST, IR_OP_ZEXT, 1},
        {IR_INTR_VP_SEXT, LOP_CAST, IR_OP_SEXT, 1}, {IR_INTR_VP_FPTRUNC, LOP_CAST, IR_OP_FPTRUNC, 1},
        {IR_INTR_VP_FPEXT, LOP_CAST, IR_OP_FPEXT, 1}, {IR_INTR_VP_FPTOUI, LOP_CAST, IR_OP_FPTOUI, 1},
        {IR_INTR_VP_FPTOSI, LOP_CAST, IR_OP_FPTOSI, 1}, {IR_INTR_VP_UITOFP, LOP_CAST, IR_OP_UITOFP, 1},
        {IR_INTR_VP_SITOFP, LOP_CAST, IR_OP_SITOFP, 1}, {IR_INTR_VP_PTRTOINT, LOP_CAST, IR_OP_PTRTOINT, 1},
        {IR_INTR_VP_INTTOPTR, LOP_CAST, IR_OP_INTTOPTR, 1},
    };
    for (size_t k = 0; k < sizeof map / sizeof map[0]; k++)
        if (map[k].id == id) {
            vp_lanes(c, map[k].lop, map[k].sub, map[k].maskk, map[k].maskk + 1u);
            return;
        }
    uint32_t n;
    switch (id) {
    case IR_INTR_VP_ICMP: case IR_INTR_VP_FCMP: {
        int fp = id == IR_INTR_VP_FCMP;
        vp_lanes(c, fp ? LOP_FCMP : LOP_ICMP, (unsigned)md_pred(c, 2, fp), 3, 4);
        return;
    }
    case IR_INTR_VP_SELECT: {
        IrType *rt = cx->retty, *et = ir_type_scalar(rt);
        n = it_lanes(ip, rt);
        int state[n];
        const Cell *masks[n];
        vp_mask(c, UINT32_MAX, 3, n, state, masks);
        for (uint32_t i = 0; i < n; i++) {
            Cell *r = ret_lane(c, i);
            if (state[i] == M_OFF)
                set_poison(r, it_words(et)); /* "undefined": poison is the weakest */
            else
                sem_select_leaf(ip, et, arg_lane(c, 0, i), arg_lane(c, 1, i), arg_lane(c, 2, i), r);
        }
        return;
    }
    case IR_INTR_VP_MERGE: {
        /* lanes below %pivot: select; the others: the third operand */
        IrType *rt = cx->retty, *et = ir_type_scalar(rt);
        uint32_t nw = it_words(et);
        n = it_lanes(ip, rt);
        const Cell *pv = c->A.a[3];
        if (pv->poison) {
            all_poison(ip, rt, cx->ret);
            return;
        }
        uint64_t plo = pv->v & 0xffffffffu, phi = (pv->v | pv->u) & 0xffffffffu;
        for (uint32_t i = 0; i < n; i++) {
            Cell *r = ret_lane(c, i), s[nw];
            sem_select_leaf(ip, et, arg_lane(c, 0, i), arg_lane(c, 1, i), arg_lane(c, 2, i), s);
            if (i < plo)
                it_copy(r, s, nw);
            else if (i >= phi)
                it_copy(r, arg_lane(c, 2, i), nw);
            else
                join(r, s, arg_lane(c, 2, i), nw, pv->fixed);
        }
        return;
    }
    case IR_INTR_VP_REDUCE_ADD: case IR_INTR_VP_REDUCE_MUL: case IR_INTR_VP_REDUCE_AND: case IR_INTR_VP_REDUCE_OR:
    case IR_INTR_VP_REDUCE_XOR: case IR_INTR_VP_REDUCE_SMAX: case IR_INTR_VP_REDUCE_SMIN:
    case IR_INTR_VP_REDUCE_UMAX: case IR_INTR_VP_REDUCE_UMIN: case IR_INTR_VP_REDUCE_FADD:
    case IR_INTR_VP_REDUCE_FMUL: case IR_INTR_VP_REDUCE_FMAX: case IR_INTR_VP_REDUCE_FMIN:
    case IR_INTR_VP_REDUCE_FMAXIMUM: case IR_INTR_VP_REDUCE_FMINIMUM: {
        n = it_lanes(ip, cx->argty[1]);
        int state[n];
        const Cell *masks[n];
        vp_mask(c, 2, 3, n, state, masks);
        do_reduce(c, reduce_kind(id), c->A.a[0], 1, state);
        return;
    }
    case IR_INTR_VP_LOAD: {
        n = it_lanes(ip, cx->retty);
        int state[n];
        const Cell *masks[n];
        vp_mask(c, 1, 2, n, state, masks);
        for (uint32_t i = 0; i < n; i++) /* select(mask, loaded, poison): unknown lanes are poison */
            if (state[i] == M_UNKNOWN)
                state[i] = M_POISON;
        masked_load(c, 0, masks, state, -1, abi_align(ip, cx->retty, arg_align(cx, 0)), 0);
        return;
    }
    case IR_INTR_VP_STORE: {
        n = it_lanes(ip, cx->argty[0]);
        int state[n];
        const Cell *masks[n];
        vp_mask(c, 2, 3, n, state, masks);
        masked_store(c, 0, 1, masks, state, abi_align(ip, cx->argty[0], arg_align(cx, 1)), 0);
        return;
    }
    case IR_INTR_VP_GATHER: case IR_INTR_VP_STRIDED_LOAD: {
        int strided = id == IR_INTR_VP_STRIDED_LOAD;
        n = it_lanes(ip, cx->retty);
        int state[n];
        const Cell *masks[n];
        vp_mask(c, strided ? 2 : 1, strided ? 3 : 2, n, state, masks);
        int any = 0;
        for (uint32_t i = 0; i < n; i++) {
            if (state[i] == M_UNKNOWN)
                state[i] = M_POISON;
            any |= state[i] != M_OFF;
        }
        uint64_t al = abi_align(ip, ir_type_scalar(cx->retty), arg_align(cx, 0));
        if (strided) {
            if (any)
                need_ptr(ip, cx, &c->A, 0, "the pointer");
            gather(c, NULL, 0, stride_of(c, 1, any), state, masks, -1, al);
        } else {
            Cell ptrs[n];
            for (uint32_t i = 0; i < n; i++)
                ptrs[i] = *arg_lane(c, 0, i);
            gather(c, ptrs, 0, 0, state, masks, -1, al);
        }
        return;
    }
    case IR_INTR_VP_SCATTER: case IR_INTR_VP_STRIDED_STORE: {
        int strided = id == IR_INTR_VP_STRIDED_STORE;
        n = it_lanes(ip, cx->argty[0]);
        int state[n];
        const Cell *masks[n];
        vp_mask(c, strided ? 3 : 2, strided ? 4 : 3, n, state, masks);
        int any = 0;
        for (uint32_t i = 0; i < n; i++)
            any |= state[i] != M_OFF;
        uint64_t al = abi_align(ip, ir_type_scalar(cx->argty[0]), arg_align(cx, 1));
        if (strided) {
            if (any)
                need_ptr(ip, cx, &c->A, 1, "the pointer");
            scatter(c, 0, NULL, 1, stride_of(c, 2, any), state, masks, al);
        } else {
            Cell ptrs[n];
            for (uint32_t i = 0; i < n; i++)
                ptrs[i] = *arg_lane(c, 1, i);
            scatter(c, 0, ptrs, 1, 0, state, masks, al);
        }
        return;
    }
    case IR_INTR_VP_REVERSE: {
        /* the first %evl lanes reversed; the rest, and disabled lanes, poison */
        IrType *rt = cx->retty, *et = ir_type_scalar(rt);
        n = it_lanes(ip, rt);
        int state[n];
        const Cell *masks[n];
        vp_mask(c, 1, 2, n, state, masks);
        uint32_t evl = (uint32_t)(c->A.a[2]->v & 0xffffffffu);
        for (uint32_t i = 0; i < n; i++) {
            Cell *r = ret_lane(c, i);
            if (state[i] != M_ON)
                set_poison(r, it_words(et));
            else
                copy_lanes(et, r, arg_lane(c, 0, evl - 1 - i), 1);
        }
        return;
    }
    case IR_INTR_VP_SPLICE: {
        /* LangRef "'llvm.experimental.vp.splice' Intrinsic" */
        IrType *rt = cx->retty, *et = ir_type_scalar(rt);
        n = it_lanes(ip, rt);
        const Cell *e1 = c->A.a[4];
        if (e1->poison || e1->u)
            interp_ub(ip, UB_VP_EVL, "%s with an undef or poison %%evl1", iname(cx));
        int state[n];
        const Cell *masks[n];
        vp_mask(c, 3, 5, n, state, masks);
        int64_t imm = imm_signed(c->A.a[2], cx->argty[2]);
        uint64_t evl1 = e1->v & 0xffffffffu, evl2 = c->A.a[5]->v & 0xffffffffu;
        if (evl1 > n || imm < -(int64_t)evl1 || imm >= (int64_t)evl1)
            interp_ub(ip, UB_VP_EVL, "%s with imm %lld and %%evl1 %llu (out of range)", iname(cx), (long long)imm,
                      (unsigned long long)evl1);
        uint64_t start = imm >= 0 ? (uint64_t)imm : evl1 - (uint64_t)(-imm);
        for (uint32_t i = 0; i < n; i++) {
            Cell *r = ret_lane(c, i);
            uint64_t k = start + i;
            if (state[i] != M_ON || k >= evl1 + evl2)
                set_poison(r, it_words(et)); /* disabled: poison; past the window: undef (poison is weaker) */
            else
                copy_lanes(et, r, k < evl1 ? arg_lane(c, 0, (uint32_t)k) : arg_lane(c, 1, (uint32_t)(k - evl1)), 1);
        }
        return;
    }
    default:
        interp_unsupported(ip, "%s", iname(cx));
    }
}

/* ============================================================ matrices */

/* Could a sum of the products x[0]*x[1] + x[2]*x[3] + ... overflow in
 * some order (the sum of the magnitudes, rounded up, is infinite)? */
static int
mat_may_overflow(FpFmt f, const FpBits *x, int n)
{
    FpBits acc = fp_zero(f, 0);
    for (int k = 0; k + 1 < n; k += 2)
        acc = fp_add(f, acc, fp_mul(f, fp_abs(f, x[k]), fp_abs(f, x[k + 1]), FP_RUP, NULL), FP_RUP, NULL);
    return fp_is_inf(f, acc);
}

/* LangRef "Matrix Intrinsics": column-major R x C matrices in vectors:
 * element (i, j) at j * R + i. */
static void
do_matrix(Ctx *c, IrIntrinsicId id)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    switch (id) {
    case IR_INTR_MATRIX_TRANSPOSE: {
        IrType *rt = cx->retty;
        uint32_t R = (uint32_t)arg_u64(c->A.a[1]), C = (uint32_t)arg_u64(c->A.a[2]);
        for (uint32_t i = 0; i < R; i++)
            for (uint32_t j = 0; j < C; j++)
                copy_lanes(ir_type_scalar(rt), ret_lane(c, i * C + j), arg_lane(c, 0, j * R + i), 1);
        return;
    }
    case IR_INTR_MATRIX_MULTIPLY: {
        /* the sum of products: integers wrap (exact in any order); for fp the
         * LangRef gives no order nor says whether products fuse, so with
         * more than one product per element the result is fixed-unknown
         * (TRACK) unless an operand is NaN; ZERO/RANDOM: in index order */
        IrType *rt = cx->retty, *et = ir_type_scalar(rt);
        uint32_t R = (uint32_t)arg_u64(c->A.a[2]), K = (uint32_t)arg_u64(c->A.a[3]),
                 C = (uint32_t)arg_u64(c->A.a[4]), nw = it_words(et);
        int fp = ir_type_is_fp(et);
        if (fp && et->kind == IR_TY_PPC_FP128)
            interp_unsupported(ip, "%s on ppc_fp128", iname(cx));
        for (uint32_t i = 0; i < R; i++)
            for (uint32_t j = 0; j < C; j++) {
                Cell *r = ret_lane(c, j * R + i), acc[nw], p[nw], t[nw];
                int poison = 0, unk = 0, fx = 1, nan = 0, excluded = 0;
                FpBits ins[2 * K + 1];
                int nins = 0;
                for (uint32_t k = 0; k < K; k++) {
                    Cell *a = arg_lane(c, 0, k * R + i), *b = arg_lane(c, 1, j * K + k);
                    poison |= a->poison || b->poison;
                    if (it_any_unknown(a, nw) || it_any_unknown(b, nw)) {
                        unk = 1;
                        fx &= fixed_ok(a, nw) && fixed_ok(b, nw);
                    }
                    if (fp) {
                        if (!poison && !unk) {
                            ins[nins++] = fget(a, ir_type_fp_fmt(et));
                            ins[nins++] = fget(b, ir_type_fp_fmt(et));
                            nan |= fp_is_nan(ir_type_fp_fmt(et), ins[nins - 1]) || fp_is_nan(ir_type_fp_fmt(et), ins[nins - 2]);
                        }
                        /* (a known argument lane the flags exclude) */
                        for (int q = 0; q < 2; q++) {
                            const Cell *x = q ? b : a;
                            if (!x->poison && !it_any_unknown(x, nw)) {
                                FpBits xv = fget(x, ir_type_fp_fmt(et));
                                excluded |= ((c->fmf & IR_F_NNAN) && fp_is_nan(ir_type_fp_fmt(et), xv)) ||
                                            ((c->fmf & IR_F_NINF) && fp_is_inf(ir_type_fp_fmt(et), xv));
                            }
                        }
                        /* the flags hold for the call's arguments and result,
                         * not for the products and partial sums (one order
                         * of many): applied after the loop when K > 1 */
                        sem_fp_binop(ip, IR_OP_FMUL, K > 1 ? 0 : c->fmf, et, a, b, p);
                        if (k == 0) {
                            it_copy(acc, p, nw);
                        } else {
                            it_copy(t, acc, nw);
                            sem_fp_binop(ip, IR_OP_FADD, 0, et, t, p, acc);
                        }
                    } else {
                        sem_int_binop(ip, IR_OP_MUL, 0, et->bits, a, b, p);
                        if (k == 0) {
                            it_copy(acc, p, nw);
                        } else {
                            it_copy(t, acc, nw);
                            sem_int_binop(ip, IR_OP_ADD, 0, et->bits, t, p, acc);
                        }
                    }
                }
                if (poison || excluded) {
                    set_poison(r, nw);
                    continue;
                }
                if (fp && K > 1 && !unk && ip->o.undef == INTERP_UNDEF_TRACK) {
                    FpFmt ff = ir_type_fp_fmt(et);
                    int inf = 0, zero_inf = 0;
                    for (int q = 0; q < nins; q++)
                        inf |= fp_is_inf(ff, ins[q]);
                    for (int q = 0; q + 1 < nins; q += 2)
                        zero_inf |= (fp_is_inf(ff, ins[q]) && fp_is_zero(ff, ins[q + 1])) ||
                                    (fp_is_zero(ff, ins[q]) && fp_is_inf(ff, ins[q + 1]));
                    /* LangRef "Fast-Math Flags": an argument nnan or ninf
                     * excludes makes the result poison, whatever the order;
                     * so does a product inf * 0 under nnan (NaN in any order) */
                    if (((nan || zero_inf) && (c->fmf & IR_F_NNAN)) || (inf && (c->fmf & IR_F_NINF)))
                        set_poison(acc, nw);
                    else if (nan)
                        nan_out(ip, ir_type_fp_fmt(et), acc, ins, nins);
                    else if ((c->fmf & (IR_F_NNAN | IR_F_NINF)) && mat_may_overflow(ir_type_fp_fmt(et), ins, nins))
                        set_poison(acc, nw); /* some order may overflow (and meet inf - inf) */
                    else
                        set_unknown(acc, nw, fp_fmt_info[ir_type_fp_fmt(et)].bits, 1);
                }
                if (fp && K > 1 && !unk && ip->o.undef != INTERP_UNDEF_TRACK && !acc->poison) {
                    /* a concrete order: the flags on its arguments and result */
                    FpFmt ff = ir_type_fp_fmt(et);
                    FpBits res = fget(acc, ff);
                    int inf = fp_is_inf(ff, res);
                    for (int q = 0; q < nins; q++)
                        inf |= fp_is_inf(ff, ins[q]);
                    if (((nan || fp_is_nan(ff, res)) && (c->fmf & IR_F_NNAN)) || (inf && (c->fmf & IR_F_NINF)))
                        set_poison(acc, nw);
                }
                if (unk && fp && !acc->poison) {
                    /* an unknown lane may be a NaN or an infinity: under
                     * nnan or ninf, poison is among the results */
                    if (c->fmf & (IR_F_NNAN | IR_F_NINF))
                        set_poison(acc, nw);
                    else
                        set_unknown(acc, nw, fp_fmt_info[ir_type_fp_fmt(et)].bits, fx);
                }
                it_copy(r, acc, nw);
            }
        return;
    }
    case IR_INTR_MATRIX_LOAD: case IR_INTR_MATRIX_STORE: {
        int store = id == IR_INTR_MATRIX_STORE;
        uint32_t pk = store ? 1 : 0;
        IrType *vt = store ? cx->argty[0] : cx->retty, *et = ir_type_scalar(vt);
        uint32_t R = (uint32_t)arg_u64(c->A.a[pk + 3]), C = (uint32_t)arg_u64(c->A.a[pk + 4]);
        uint64_t esz = elem_bytes(c, et);
        need_ptr(ip, cx, &c->A, pk, "the pointer");
        const Cell *s = c->A.a[pk + 1];
        IrType *stt = cx->argty[pk + 1];
        if (s->poison || it_any_unknown(s, it_words(stt)))
            interp_ub(ip, UB_ADDR_UNDEF, "%s with an undef or poison stride", iname(cx));
        uint64_t sv[it_words(stt)], stride;
        lane_get(s, it_words(stt), sv, NULL);
        if (!wide_fits_u64(sv, stt->bits, &stride) || stride < R)
            interp_ub(ip, UB_INTRINSIC, "%s with stride %llu < %u rows", iname(cx), (unsigned long long)stride, R);
        for (uint32_t j = 0; j < C; j++)
            for (uint32_t i = 0; i < R; i++) {
                Cell p = lane_ptr(c->A.a[pk], ((uint64_t)j * stride + i) * esz);
                if (store)
                    mem_store(ip, &p, et, 1, arg_lane(c, 0, j * R + i));
                else
                    mem_load(ip, &p, et, 1, ret_lane(c, j * R + i));
            }
        return;
    }
    default:
        interp_unsupported(ip, "%s", iname(cx));
    }
}

/* ============================================================ hints, lifetimes, stack */

/* LangRef "'llvm.assume' Intrinsic" and "Assume Operand Bundles". */
/* Operand k of all the call's bundles (counted over them, in order): a
 * constant, or the value loop.c gave (Interp.bundle_cells). */
static void
assume_bundle_value(Ctx *c, const IrValue *v, uint32_t k, Cell *out, const char *tag)
{
    Interp *ip = c->ip;
    if (ir_value_is_const(v)) {
        interp_const(ip, v, out);
        return;
    }
    if (!ip->bundle_cells)
        interp_unsupported(ip, "llvm.assume operand bundle \"%s\" with a non-constant operand", tag);
    it_copy(out, ip->bundle_cells[k], it_cells(ip, v->type));
}

static void
do_assume(Ctx *c)
{
    Interp *ip = c->ip;
    const Cell *a = c->A.a[0];
    if (a->poison)
        interp_ub(ip, UB_ASSUME_UNDEF, "llvm.assume of poison");
    if (a->u & 1)
        interp_ub(ip, UB_ASSUME_UNDEF, "llvm.assume of %s", a->fixed ? "a frozen undef (may be false)" : "undef");
    if (!(a->v & 1))
        interp_ub(ip, UB_ASSUME, "llvm.assume(i1 false)");
    const IrInst *in = c->cx->inst;
    for (uint32_t b = 0, first = 0; in && b < in->nbundles; first += in->bundles[b].nops, b++) {
        const IrBundle *bd = &in->bundles[b];
        const char *tag = bd->tag ? bd->tag : "";
        if (!strcmp(tag, "ignore") || !strcmp(tag, "cold") || !bd->nops)
            continue;
        if (strcmp(tag, "align") && strcmp(tag, "nonnull") && strcmp(tag, "noundef") &&
            strcmp(tag, "dereferenceable") && strcmp(tag, "dereferenceable_or_null") &&
            strcmp(tag, "separate_storage"))
            interp_unsupported(ip, "llvm.assume operand bundle \"%s\"", tag);
        uint32_t nops = bd->nops > 3 ? 3 : bd->nops;
        Cell *v[3];
        for (uint32_t k = 0; k < nops; k++) {
            v[k] = IR_NEWN(ip->run, Cell, it_cells(ip, bd->ops[k]->type));
            assume_bundle_value(c, bd->ops[k], first + k, v[k], tag);
        }
        IrType *t0 = bd->ops[0]->type;
        if (!strcmp(tag, "noundef")) {
            if (it_any_poison(ip, t0, v[0]) || it_any_undef(ip, t0, v[0]))
                interp_ub(ip, UB_ASSUME, "llvm.assume \"noundef\" of an undef or poison value");
            continue;
        }
        if (v[0]->poison || v[0]->u)
            interp_ub(ip, UB_ASSUME, "llvm.assume \"%s\" of an undef or poison pointer", tag);
        if (!strcmp(tag, "nonnull")) {
            if (v[0]->v == 0)
                interp_ub(ip, UB_ASSUME, "llvm.assume \"nonnull\" of a null pointer");
        } else if (!strcmp(tag, "align")) {
            uint64_t al = nops > 1 ? v[1]->v : 1, off = nops > 2 ? v[2]->v : 0;
            if (nops > 1 && (v[1]->poison || v[1]->u))
                interp_ub(ip, UB_ASSUME, "llvm.assume \"align\" with an undef or poison alignment");
            if (al & (al - 1) || al == 0) {
                if (v[0]->v != 0)
                    interp_ub(ip, UB_ASSUME, "llvm.assume \"align\" %llu (not a power of two) of a non-null pointer",
                              (unsigned long long)al);
            } else if ((v[0]->v - off) & (al - 1)) {
                interp_ub(ip, UB_ASSUME, "llvm.assume \"align\" %llu of address 0x%llx", (unsigned long long)al,
                          (unsigned long long)v[0]->v);
            }
        } else if (!strcmp(tag, "separate_storage")) {
            if (nops > 1 && !v[1]->poison && !v[1]->u) {
                Alloc *x = alloc_of(ip, v[0]), *y = alloc_of(ip, v[1]);
                if (x && x == y)
                    interp_ub(ip, UB_ASSUME, "llvm.assume \"separate_storage\" of two pointers into one object");
            }
        } else { /* dereferenceable(_or_null) */
            uint64_t n = nops > 1 ? v[1]->v : 0;
            if (!strcmp(tag, "dereferenceable_or_null") && v[0]->v == 0)
                continue;
            Alloc *x = alloc_of(ip, v[0]);
            if (n && (!x || !x->alive || v[0]->v < x->addr || v[0]->v - x->addr + n > x->size))
                interp_ub(ip, UB_ASSUME, "llvm.assume \"%s\"(%llu) of a pointer that is not", tag,
                          (unsigned long long)n);
        }
    }
}

/* LangRef "'llvm.objectsize' Intrinsic": the bytes from the pointer to the
 * end of its object.  The minimum may be any smaller size, the maximum any
 * larger one (a phi of two objects gives their largest size), so in TRACK
 * mode the result is fixed-unknown: any value in [0, size] for min, any
 * value for max.  ZERO/RANDOM return the exact size.  Unknown object:
 * -1 (max) or 0 (min). */
static void
do_objectsize(Ctx *c)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    const Cell *p = c->A.a[0];
    unsigned w = cx->retty->bits;
    uint32_t nw = it_words(cx->retty);
    int min = (int)(arg_u64(c->A.a[1]) & 1);
    int nullunknown = cx->nargs > 2 ? (int)(arg_u64(c->A.a[2]) & 1) : 0;
    uint64_t unknown_v[nw];
    if (min)
        wide_zero(unknown_v, w);
    else
        wide_all_ones(unknown_v, w);
    if (p->poison) {
        set_poison(cx->ret, nw);
        return;
    }
    int known = 0;
    uint64_t size = 0;
    if (!p->u) {
        if (p->v == 0 && !p->prov) {
            known = !nullunknown;
            size = 0;
        } else {
            Alloc *a = alloc_of(ip, p);
            if (a && a->kind != ALLOC_FUNC) {
                known = 1;
                size = p->v >= a->addr && p->v - a->addr <= a->size ? a->size - (p->v - a->addr) : 0;
            }
        }
    }
    if (known && w < 64 && size > it_mask(w))
        known = 0;
    if (!known && p->u && ip->o.undef == INTERP_UNDEF_TRACK) {
        /* an undef choice of object (a select on an undef condition):
         * each choice's bound is a legal result, and the joined pointer no
         * longer says which objects they were -- any value */
        set_unknown(cx->ret, nw, w, 1);
        return;
    }
    if (!known) {
        lane_put(cx->ret, nw, unknown_v, NULL, 0);
        return;
    }
    if (ip->o.undef == INTERP_UNDEF_TRACK) {
        if (min)
            put_range64(cx->ret, w, 0, size, 1);
        else
            set_unknown(cx->ret, nw, w, 1);
        return;
    }
    put_u64(cx->ret, nw, size);
}

/* Is v a constant that names no global (what LLVM's folding of
 * llvm.is.constant calls a manifest constant)? */
static int
manifest_const(const IrValue *v, int depth)
{
    if (depth > 16)
        return 0;
    switch (v->kind) {
    case IR_V_INT: case IR_V_FP: case IR_V_NULL: case IR_V_NONE: case IR_V_UNDEF: case IR_V_POISON:
    case IR_V_ZERO: case IR_V_STR:
        return 1;
    case IR_V_AGG: case IR_V_SPLAT: case IR_V_CEXPR: {
        const IrConst *k = (const IrConst *)v;
        for (uint32_t i = 0; i < k->nelems; i++)
            if (!manifest_const(k->elems[i], depth + 1))
                return 0;
        return 1;
    }
    default:
        return 0;
    }
}

/* LangRef "'llvm.is.constant.*' Intrinsic": true for a literal constant;
 * otherwise whether the value became constant depends on optimization
 * (inlining, propagation), so both answers are correct: fixed-unknown in
 * TRACK, false in ZERO, either in RANDOM. */
static void
do_is_constant(Ctx *c)
{
    const IrValue *v = c->cx->inst ? ir_call_arg(c->cx->inst, 0) : NULL;
    if (v && manifest_const(v, 0)) {
        put_u64(c->cx->ret, 1, 1);
        return;
    }
    Cell t, f, *cand[2] = {&f, &t};
    put_u64(&t, 1, 1);
    put_u64(&f, 1, 0);
    choose(c->ip, c->cx->ret, cand, 2, 1);
}

/* LangRef "'llvm.ptrmask' Intrinsic": the address and the mask (extended
 * with ones above the index width), provenance kept. */
static void
do_ptrmask(Ctx *c)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    uint32_t n = it_lanes(ip, cx->retty);
    IrType *pt = ir_type_scalar(cx->retty), *mt = ir_type_scalar(cx->argty[1]);
    unsigned pw = ir_ptr_bits(ip->m, pt->bits), iw = mt->bits;
    for (uint32_t i = 0; i < n; i++) {
        Cell *p = arg_lane(c, 0, i), *m = arg_lane(c, 1, i), *r = ret_lane(c, i);
        if (p->poison || m->poison) {
            set_poison(r, 1);
            continue;
        }
        uint64_t mv = m->v & ~m->u, mu = m->u, pm = it_mask(pw);
        if (iw < 64) {
            mv |= ~it_mask(iw);
            mu &= it_mask(iw);
        }
        uint64_t k0 = (~(p->v & ~p->u) & ~p->u) | (~mv & ~mu); /* known zero on either side */
        uint64_t u = (p->u | mu) & ~k0 & pm;
        r->v = p->v & mv & ~u & pm;
        r->u = u;
        r->prov = p->prov;
        r->poison = 0;
        r->fixed = (uint16_t)(u && fixed_ok(p, 1) && fixed_ok(m, 1));
    }
}

/* LangRef "'llvm.lifetime.start' / 'llvm.lifetime.end' Intrinsic": the
 * stack object becomes alive with undefined contents / dead.  A poison
 * pointer does nothing; so does the old form on something that is not a
 * stack object (LLVM drops those calls when it upgrades them). */
static void
do_lifetime(Ctx *c, int start)
{
    Interp *ip = c->ip;
    const Cell *p = c->A.a[c->cx->nargs == 2 ? 1 : 0];
    if (p->poison || p->u)
        return;
    Alloc *a = alloc_of(ip, p);
    if (!a || a->kind != ALLOC_STACK || p->v != a->addr)
        return;
    if (!start) {
        mem_kill(ip, a, KILL_LIFETIME_END);
        return;
    }
    if (!a->val) /* released: its function returned, or llvm.stackrestore */
        interp_ub(ip, mem_dead_rule(a), "llvm.lifetime.start of a stack object %s",
                  a->frame == FRAME_RESTORED ? "that llvm.stackrestore released" : "whose function returned");
    uint64_t n = a->size ? a->size : 1;
    a->alive = 1;
    alloc_fast_sync(a);
    a->frame = ip->depth;
    memset(a->val, 0, n);
    memset(a->und, 0xff, n);
    memset(a->poi, 0, n);
    if (a->prov) {
        memset(a->prov, 0, n * sizeof *a->prov);
        memset(a->provix, 0, n);
    }
}

static int
x86_64_triple(Interp *ip)
{
    const char *t = ip->m->triple;
    return !t || !strncmp(t, "x86_64", 6) || !strncmp(t, "amd64", 5);
}

static void
do_stack(Ctx *c, IrIntrinsicId id)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    switch (id) {
    case IR_INTR_STACKSAVE: {
        /* an opaque token in a pointer (never null) */
        put_u64(cx->ret, 1, interp_stacksave(ip) + 1);
        return;
    }
    case IR_INTR_STACKRESTORE: {
        const Cell *t = c->A.a[0];
        if (t->poison || t->u || t->v == 0)
            interp_ub(ip, UB_INTRINSIC, "llvm.stackrestore of a pointer that llvm.stacksave did not return");
        interp_stackrestore(ip, t->v - 1);
        return;
    }
    case IR_INTR_VA_START:
        need_ptr(ip, cx, &c->A, 0, "the va_list pointer");
        interp_va_start(ip, c->A.a[0]);
        return;
    case IR_INTR_VA_END:
        return;
    case IR_INTR_VA_COPY: {
        /* the va_list object's bytes: on x86-64 the 24-byte struct, elsewhere a pointer */
        need_ptr(ip, cx, &c->A, 0, "the destination va_list");
        need_ptr(ip, cx, &c->A, 1, "the source va_list");
        uint64_t n = x86_64_triple(ip) ? 24 : (ir_ptr_bits(ip->m, 0) + 7) / 8;
        mem_copy(ip, c->A.a[0], c->A.a[1], n, 1);
        return;
    }
    default:
        interp_unsupported(ip, "%s", iname(cx));
    }
}

/* LangRef "'llvm.load.relative'": load the i32 at %ptr + %offset, and
 * return %ptr plus that value (sign-extended).  The result is an address
 * computed from an integer: like inttoptr, it is resolved by address when
 * dereferenced. */
static void
do_load_relative(Ctx *c)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    IrType *ot = cx->argty[1];
    const Cell *off = c->A.a[1];
    Cell *r = cx->ret;
    if (off->poison || it_any_unknown(off, it_words(ot)))
        interp_ub(ip, UB_ADDR_UNDEF, "%s with an undef or poison offset", iname(cx));
    uint64_t o = (uint64_t)imm_signed(off, ot);
    Cell at = *c->A.a[0];
    at.v += o;
    Cell v;
    mem_load(ip, &at, ip->m->t_i32, 1, &v);
    unsigned pw = ir_ptr_bits(ip->m, cx->retty->bits);
    memset(r, 0, sizeof *r);
    if (v.poison) {
        r->poison = 1;
        return;
    }
    r->v = (c->A.a[0]->v + (uint64_t)sext64(v.v, 32)) & it_mask(pw);
    if (v.u) { /* undef bits of the loaded value: the address is unknown */
        r->v = 0;
        r->u = it_mask(pw);
        r->fixed = v.fixed;
    }
}

/* ============================================================ constrained fp */

/* The metadata string of call argument k (NULL if it is not one). */
static const IrMD *
md_string_arg(Ctx *c, uint32_t k)
{
    const IrValue *v = c->cx->inst && k < ir_call_nargs(c->cx->inst) ? ir_call_arg(c->cx->inst, k) : NULL;
    const IrConst *mc = v && v->kind == IR_V_MD ? (const IrConst *)v : NULL;
    return mc && mc->md && mc->md->kind == IR_MD_STRING ? mc->md : NULL;
}

static int
md_is(const IrMD *md, const char *s)
{
    return md && strlen(s) == md->len && !memcmp(s, md->str, md->len);
}

/* LangRef "Constrained Floating-Point Intrinsics": the operation of the
 * same name, in the rounding mode given by the metadata argument (if it
 * takes one), with the exception behaviour given by the last one.  llfuzz's
 * floating-point environment is the default one: the dynamic rounding mode
 * is to-nearest (llvm.set.rounding cannot change it) and the exception
 * flags are not observable (no fenv functions), so "round.dynamic" and
 * "round.tonearest" compute like the ordinary operation under every
 * exception behaviour.  A static rounding mode that differs from the
 * dynamic one is UB per the LangRef: the defined runs are those where the
 * environment rounds that way, so llfuzz computes the operation in that
 * mode (ip->rm while it runs; LLVM folds it so too).  That covers the
 * operations that round: fadd/fsub/fmul/fdiv, fma, fmuladd, sqrt,
 * sitofp/uitofp, fptrunc, rint/nearbyint and lrint/llrint (the ones that
 * do not round, as frem, floor or fpext, are the same in every mode).
 * The libm functions under a static mode other than to-nearest stay
 * unsupported. */
static void
do_constrained(Ctx *c)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    static const char pfx[] = "llvm.experimental.constrained.";
    const char *op = cx->name + sizeof pfx - 1;
    size_t oplen = strcspn(op, ".");
    if (strncmp(cx->name, pfx, sizeof pfx - 1) || !cx->inst)
        interp_unsupported(ip, "%s", iname(cx));
    /* trailing metadata: [predicate | rounding], exception behaviour */
    uint32_t n = ir_call_nargs(cx->inst), nmd = 0;
    while (nmd < n && md_string_arg(c, n - 1 - nmd))
        nmd++;
    int is_cmp = (oplen == 4 && !strncmp(op, "fcmp", 4)) || (oplen == 5 && !strncmp(op, "fcmps", 5));
    if (nmd < 1 || nmd > 2 || (is_cmp && nmd != 2))
        interp_unsupported(ip, "%s without its metadata arguments", iname(cx));
    int mode = FP_RNE;
    if (!is_cmp && nmd == 2) {
        static const struct { const char *s; FpRound r; } modes[] = {
            {"round.dynamic", FP_RNE}, {"round.tonearest", FP_RNE}, {"round.upward", FP_RUP},
            {"round.downward", FP_RDN}, {"round.towardzero", FP_RTZ}, {"round.tonearestaway", FP_RNA},
        };
        const IrMD *rm = md_string_arg(c, n - 2);
        mode = -1;
        for (size_t k = 0; k < sizeof modes / sizeof modes[0] && mode < 0; k++)
            if (md_is(rm, modes[k].s))
                mode = (int)modes[k].r;
        if (mode < 0)
            interp_unsupported(ip, "%s with the rounding mode \"%.*s\"", iname(cx), (int)rm->len, rm->str);
    }
    static const struct { const char *name; int lop; unsigned sub; } ops[] = {
        {"fadd", LOP_FBIN, IR_OP_FADD}, {"fsub", LOP_FBIN, IR_OP_FSUB}, {"fmul", LOP_FBIN, IR_OP_FMUL},
        {"fdiv", LOP_FBIN, IR_OP_FDIV}, {"frem", LOP_FBIN, IR_OP_FREM},
        {"fptosi", LOP_CAST, IR_OP_FPTOSI}, {"fptoui", LOP_CAST, IR_OP_FPTOUI},
        {"sitofp", LOP_CAST, IR_OP_SITOFP}, {"uitofp", LOP_CAST, IR_OP_UITOFP},
        {"fptrunc", LOP_CAST, IR_OP_FPTRUNC}, {"fpext", LOP_CAST, IR_OP_FPEXT},
        {"fcmp", LOP_FCMP, 0}, {"fcmps", LOP_FCMP, 0},
    };
    int lop = -1;
    unsigned sub = 0;
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
        if (strlen(ops[k].name) == oplen && !strncmp(ops[k].name, op, oplen)) {
            lop = ops[k].lop;
            sub = ops[k].sub;
        }
    if (lop == LOP_FCMP) {
        sub = (unsigned)md_pred(c, n - 2, 1);
    } else if (lop < 0) {
        /* the intrinsic of the same name: llvm.sqrt, llvm.fma, llvm.lrint... */
        char buf[64];
        if (oplen + 6 >= sizeof buf)
            interp_unsupported(ip, "%s", iname(cx));
        snprintf(buf, sizeof buf, "llvm.%.*s", (int)oplen, op);
        IrIntrinsicId id = ir_intrinsic_lookup(buf);
        if (id == IR_INTR_NONE || strcmp(ir_intrinsic_info[id].name, buf))
            interp_unsupported(ip, "%s", iname(cx));
        switch (id) {
        case IR_INTR_FMA: case IR_INTR_FMULADD: case IR_INTR_SQRT: case IR_INTR_POW: case IR_INTR_POWI:
        case IR_INTR_LDEXP: case IR_INTR_SIN: case IR_INTR_COS: case IR_INTR_TAN: case IR_INTR_ASIN:
        case IR_INTR_ACOS: case IR_INTR_ATAN: case IR_INTR_ATAN2: case IR_INTR_SINH: case IR_INTR_COSH:
        case IR_INTR_TANH: case IR_INTR_EXP: case IR_INTR_EXP2: case IR_INTR_EXP10: case IR_INTR_LOG:
        case IR_INTR_LOG2: case IR_INTR_LOG10: case IR_INTR_RINT: case IR_INTR_NEARBYINT: case IR_INTR_LRINT:
        case IR_INTR_LLRINT: case IR_INTR_MAXNUM: case IR_INTR_MINNUM: case IR_INTR_MAXIMUM:
        case IR_INTR_MINIMUM: case IR_INTR_CEIL: case IR_INTR_FLOOR: case IR_INTR_ROUND:
        case IR_INTR_ROUNDEVEN: case IR_INTR_TRUNC: case IR_INTR_LROUND: case IR_INTR_LLROUND:
            lop = LOP_INTRIN;
            sub = (unsigned)id;
            break;
        default:
            interp_unsupported(ip, "%s", iname(cx));
        }
    }
    if (mode != FP_RNE) {
        /* the operations whose result depends on the mode, and those that
         * do not round */
        int ok = lop == LOP_FBIN || (lop == LOP_CAST && (sub == IR_OP_SITOFP || sub == IR_OP_UITOFP ||
                                                          sub == IR_OP_FPTRUNC || sub == IR_OP_FPEXT));
        if (lop == LOP_INTRIN)
            switch ((IrIntrinsicId)sub) {
            case IR_INTR_FMA: case IR_INTR_FMULADD: case IR_INTR_SQRT: case IR_INTR_RINT:
            case IR_INTR_NEARBYINT: case IR_INTR_LRINT: case IR_INTR_LLRINT: case IR_INTR_MAXNUM:
            case IR_INTR_MINNUM: case IR_INTR_MAXIMUM: case IR_INTR_MINIMUM: case IR_INTR_CEIL:
            case IR_INTR_FLOOR: case IR_INTR_ROUND: case IR_INTR_ROUNDEVEN: case IR_INTR_TRUNC:
            case IR_INTR_LROUND: case IR_INTR_LLROUND: case IR_INTR_LDEXP:
                ok = 1;
                break;
            default:
                break;
            }
        if (!ok)
            interp_unsupported(ip, "%s with the static rounding mode \"%s\"", iname(cx),
                               mode == FP_RUP ? "round.upward" : mode == FP_RDN ? "round.downward" :
                               mode == FP_RTZ ? "round.towardzero" : "round.tonearestaway");
    }
    uint32_t lanes = it_lanes(ip, cx->retty);
    ip->rm = (uint8_t)mode;
    for (uint32_t i = 0; i < lanes; i++)
        lane_compute(c, lop, sub, i, ret_lane(c, i));
    ip->rm = FP_RNE; /* (and run_call's reset when a report jumps out) */
}

/* ============================================================ dispatch */

void
intrin_call(Interp *ip, IrIntrinsicId id, CallCtx *cx)
{
    Ctx c;
    c.ip = ip;
    c.cx = cx;
    c.fmf = cx->inst ? cx->inst->flags & IR_F_FMF : 0;
    const IrIntrinsicInfo *info = id > IR_INTR_NONE && id < IR_NINTRINSICS ? &ir_intrinsic_info[id] : NULL;
    if (!info)
        interp_unsupported(ip, "%s", cx->name);
    prepare_args(ip, cx, &c.A);
    Args *A = &c.A;
    switch (id) {
    /* ------------------------------------------------ memory */
    case IR_INTR_MEMCPY: case IR_INTR_MEMCPY_INLINE:
        do_memcpy(ip, cx, A, 0);
        break;
    case IR_INTR_MEMMOVE:
        do_memcpy(ip, cx, A, 1);
        break;
    case IR_INTR_MEMSET: case IR_INTR_MEMSET_INLINE:
        do_memset(ip, cx, A);
        break;
    case IR_INTR_MEMSET_PATTERN:
        do_memset_pattern(ip, cx, A);
        break;
    case IR_INTR_MEMCPY_ELEM_ATOMIC:
        do_elem_atomic(ip, cx, A, 0);
        break;
    case IR_INTR_MEMMOVE_ELEM_ATOMIC:
        do_elem_atomic(ip, cx, A, 1);
        break;
    case IR_INTR_MEMSET_ELEM_ATOMIC:
        do_elem_atomic(ip, cx, A, 2);
        break;
    /* ------------------------------------------------ lane by lane */
    case IR_INTR_ABS: case IR_INTR_SMAX: case IR_INTR_SMIN: case IR_INTR_UMAX: case IR_INTR_UMIN:
    case IR_INTR_SCMP: case IR_INTR_UCMP: case IR_INTR_BITREVERSE: case IR_INTR_BSWAP: case IR_INTR_CTPOP:
    case IR_INTR_CTLZ: case IR_INTR_CTTZ: case IR_INTR_FSHL: case IR_INTR_FSHR: case IR_INTR_CLMUL:
    case IR_INTR_SADD_SAT: case IR_INTR_UADD_SAT: case IR_INTR_SSUB_SAT: case IR_INTR_USUB_SAT:
    case IR_INTR_SSHL_SAT: case IR_INTR_USHL_SAT: case IR_INTR_SMUL_FIX: case IR_INTR_UMUL_FIX:
    case IR_INTR_SMUL_FIX_SAT: case IR_INTR_UMUL_FIX_SAT: case IR_INTR_SDIV_FIX: case IR_INTR_UDIV_FIX:
    case IR_INTR_SDIV_FIX_SAT: case IR_INTR_UDIV_FIX_SAT:
    case IR_INTR_SQRT: case IR_INTR_POWI: case IR_INTR_SIN: case IR_INTR_COS: case IR_INTR_TAN:
    case IR_INTR_ASIN: case IR_INTR_ACOS: case IR_INTR_ATAN: case IR_INTR_ATAN2: case IR_INTR_SINH:
    case IR_INTR_COSH: case IR_INTR_TANH: case IR_INTR_POW: case IR_INTR_EXP: case IR_INTR_EXP2:
    case IR_INTR_EXP10: case IR_INTR_LOG: case IR_INTR_LOG2: case IR_INTR_LOG10: case IR_INTR_LDEXP:
    case IR_INTR_FMA: case IR_INTR_FMULADD: case IR_INTR_ARITHMETIC_FENCE:
    case IR_INTR_FABS: case IR_INTR_MINNUM: case IR_INTR_MAXNUM: case IR_INTR_MINIMUM: case IR_INTR_MAXIMUM:
    case IR_INTR_MINIMUMNUM: case IR_INTR_MAXIMUMNUM: case IR_INTR_COPYSIGN: case IR_INTR_CANONICALIZE:
    case IR_INTR_FLOOR: case IR_INTR_CEIL: case IR_INTR_TRUNC: case IR_INTR_RINT: case IR_INTR_NEARBYINT:
    case IR_INTR_ROUND: case IR_INTR_ROUNDEVEN: case IR_INTR_LROUND: case IR_INTR_LLROUND: case IR_INTR_LRINT:
    case IR_INTR_LLRINT: case IR_INTR_IS_FPCLASS: case IR_INTR_FPTOUI_SAT: case IR_INTR_FPTOSI_SAT:
    case IR_INTR_CONVERT_TO_FP16: case IR_INTR_CONVERT_FROM_FP16:
        lanewise(&c, id);
        break;
    case IR_INTR_SADD_OVF: case IR_INTR_UADD_OVF: case IR_INTR_SSUB_OVF: case IR_INTR_USUB_OVF:
    case IR_INTR_SMUL_OVF: case IR_INTR_UMUL_OVF: case IR_INTR_FREXP: case IR_INTR_MODF:
    case IR_INTR_SINCOS: case IR_INTR_SINCOSPI:
        pairwise(&c, id);
        break;
    case IR_INTR_FPTRUNC_ROUND: {
        /* LangRef "'llvm.fptrunc.round' Intrinsic": with the rounding mode
         * named by the metadata */
        const IrValue *v = cx->inst ? ir_call_arg(cx->inst, 1) : NULL;
        const IrConst *mc = v && v->kind == IR_V_MD ? (const IrConst *)v : NULL;
        static const struct { const char *s; FpRound r; } modes[] = {
            {"round.tonearest", FP_RNE}, {"round.tonearestaway", FP_RNA}, {"round.towardzero", FP_RTZ},
            {"round.upward", FP_RUP}, {"round.downward", FP_RDN},
        };
        int mode = -1;
        for (size_t k = 0; mc && mc->md && mc->md->kind == IR_MD_STRING && k < sizeof modes / sizeof modes[0]; k++)
            if (strlen(modes[k].s) == mc->md->len && !memcmp(modes[k].s, mc->md->str, mc->md->len))
                mode = (int)modes[k].r;
        if (mode < 0 || ir_type_scalar(cx->retty)->kind == IR_TY_PPC_FP128 || ir_type_scalar(cx->argty[0])->kind == IR_TY_PPC_FP128)
            interp_unsupported(ip, "%s with this rounding mode or type", cx->name);
        for (uint32_t i = 0; i < it_lanes(ip, cx->retty); i++)
            l_fpconv(ip, c.fmf, ir_type_scalar(cx->argty[0]), ir_type_scalar(cx->retty), (FpRound)mode, arg_lane(&c, 0, i),
                     ret_lane(&c, i));
        break;
    }
    case IR_INTR_VSCALE: /* LangRef "'llvm.vscale' Intrinsic": poison if it does not fit */
        if (cx->retty->bits < 32 && ip->vscale > it_mask(cx->retty->bits))
            set_poison(cx->ret, it_words(cx->retty));
        else
            put_u64(cx->ret, it_words(cx->retty), ip->vscale);
        break;
    case IR_INTR_GET_VECTOR_LENGTH:
        do_get_vector_length(&c);
        break;
    case IR_INTR_GET_ROUNDING: /* the default environment: to nearest */
        put_u64(cx->ret, 1, 1);
        break;
    case IR_INTR_SET_ROUNDING:
        if (A->a[0]->poison || A->a[0]->u || (A->a[0]->v & 0xffffffffu) != 1)
            interp_unsupported(ip, "llvm.set.rounding to a mode other than to-nearest");
        break;
    /* ------------------------------------------------ reductions */
    case IR_INTR_REDUCE_ADD: case IR_INTR_REDUCE_MUL: case IR_INTR_REDUCE_AND: case IR_INTR_REDUCE_OR:
    case IR_INTR_REDUCE_XOR: case IR_INTR_REDUCE_SMAX: case IR_INTR_REDUCE_SMIN: case IR_INTR_REDUCE_UMAX:
    case IR_INTR_REDUCE_UMIN: case IR_INTR_REDUCE_FMAX: case IR_INTR_REDUCE_FMIN:
    case IR_INTR_REDUCE_FMAXIMUM: case IR_INTR_REDUCE_FMINIMUM:
        do_reduce(&c, reduce_kind(id), NULL, 0, NULL);
        break;
    case IR_INTR_REDUCE_FADD: case IR_INTR_REDUCE_FMUL:
        do_reduce(&c, reduce_kind(id), A->a[0], 1, NULL);
        break;
    case IR_INTR_PARTIAL_REDUCE_ADD: case IR_INTR_PARTIAL_REDUCE_FADD:
        do_partial_reduce(&c, id == IR_INTR_PARTIAL_REDUCE_FADD);
        break;
    /* ------------------------------------------------ vectors */
    case IR_INTR_VECTOR_INSERT: case IR_INTR_VECTOR_EXTRACT: case IR_INTR_VECTOR_REVERSE:
    case IR_INTR_VECTOR_SPLICE: case IR_INTR_VECTOR_SPLICE_LEFT: case IR_INTR_VECTOR_SPLICE_RIGHT:
    case IR_INTR_VECTOR_INTERLEAVE2: case IR_INTR_VECTOR_INTERLEAVE3: case IR_INTR_VECTOR_INTERLEAVE4:
    case IR_INTR_VECTOR_INTERLEAVE5: case IR_INTR_VECTOR_INTERLEAVE6: case IR_INTR_VECTOR_INTERLEAVE7:
    case IR_INTR_VECTOR_INTERLEAVE8: case IR_INTR_VECTOR_DEINTERLEAVE2: case IR_INTR_VECTOR_DEINTERLEAVE3:
    case IR_INTR_VECTOR_DEINTERLEAVE4: case IR_INTR_VECTOR_DEINTERLEAVE5: case IR_INTR_VECTOR_DEINTERLEAVE6:
    case IR_INTR_VECTOR_DEINTERLEAVE7: case IR_INTR_VECTOR_DEINTERLEAVE8: case IR_INTR_STEPVECTOR:
    case IR_INTR_GET_ACTIVE_LANE_MASK: case IR_INTR_CTTZ_ELTS: case IR_INTR_VECTOR_COMPRESS:
    case IR_INTR_VECTOR_EXTRACT_LAST_ACTIVE: case IR_INTR_VECTOR_MATCH:
        do_vector(&c, id);
        break;
    case IR_INTR_VECTOR_HISTOGRAM_ADD: case IR_INTR_VECTOR_HISTOGRAM_UADD_SAT:
    case IR_INTR_VECTOR_HISTOGRAM_UMAX: case IR_INTR_VECTOR_HISTOGRAM_UMIN:
        do_histogram(&c, id);
        break;
    /* ------------------------------------------------ masked memory, vp, matrices */
    case IR_INTR_MASKED_LOAD: case IR_INTR_MASKED_STORE: case IR_INTR_MASKED_GATHER:
    case IR_INTR_MASKED_SCATTER: case IR_INTR_MASKED_EXPANDLOAD: case IR_INTR_MASKED_COMPRESSSTORE:
        do_masked(&c, id);
        break;
    case IR_INTR_MATRIX_TRANSPOSE: case IR_INTR_MATRIX_MULTIPLY: case IR_INTR_MATRIX_LOAD:
    case IR_INTR_MATRIX_STORE:
        do_matrix(&c, id);
        break;
    /* ------------------------------------------------ hints */
    case IR_INTR_ASSUME:
        do_assume(&c);
        break;
    case IR_INTR_EXPECT: case IR_INTR_EXPECT_WITH_PROBABILITY: case IR_INTR_SSA_COPY:
    case IR_INTR_THREADLOCAL_ADDRESS: case IR_INTR_LAUNDER_INVARIANT_GROUP: case IR_INTR_STRIP_INVARIANT_GROUP:
    case IR_INTR_ANNOTATION: case IR_INTR_PTR_ANNOTATION:
        it_copy(cx->ret, A->a[0], it_cells(ip, cx->retty));
        break;
    case IR_INTR_OBJECTSIZE:
        do_objectsize(&c);
        break;
    case IR_INTR_IS_CONSTANT:
        do_is_constant(&c);
        break;
    case IR_INTR_PTRMASK:
        do_ptrmask(&c);
        break;
    case IR_INTR_LOAD_RELATIVE:
        do_load_relative(&c);
        break;
    case IR_INTR_GUARD:
        /* LangRef "'llvm.experimental.guard'": a false condition
         * deoptimizes (leaves the function for the runtime), which llfuzz
         * does not model; a true one does nothing */
        if (A->a[0]->poison || (A->a[0]->u & 1) || !(A->a[0]->v & 1))
            interp_unsupported(ip, "llvm.experimental.guard with a condition that is not true (deoptimization)");
        break;
    case IR_INTR_CONVERGENCE_ENTRY: case IR_INTR_CONVERGENCE_ANCHOR: case IR_INTR_CONVERGENCE_LOOP:
        /* a token that only constrains which threads converge: one thread
         * here, nothing to do */
        break;
    case IR_INTR_WIDENABLE_CONDITION:
        /* LangRef: "returns either true or false", the program must be
         * correct with either: a choice, like allow.ubsan.check */
    case IR_INTR_ALLOW_UBSAN_CHECK: case IR_INTR_ALLOW_RUNTIME_CHECK: {
        /* the optimizer picks: checks on (as without optimization) or off */
        Cell t, f, *cand[2] = {&t, &f};
        put_u64(&t, 1, 1);
        put_u64(&f, 1, 0);
        choose(ip, cx->ret, cand, 2, 1);
        break;
    }
    case IR_INTR_NOALIAS_SCOPE_DECL: case IR_INTR_SIDEEFFECT: case IR_INTR_DONOTHING: case IR_INTR_PREFETCH:
    case IR_INTR_RELOC_NONE: /* a relocation for the linker, no code */
    case IR_INTR_VAR_ANNOTATION: case IR_INTR_CODEVIEW_ANNOTATION: case IR_INTR_DBG_VALUE:
    case IR_INTR_DBG_DECLARE: case IR_INTR_DBG_ASSIGN: case IR_INTR_DBG_LABEL: case IR_INTR_FAKE_USE:
    case IR_INTR_INVARIANT_END:
        break;
    case IR_INTR_INVARIANT_START:
        /* a descriptor only invariant.end uses; the LangRef gives it no
         * value, and it cannot be the pointer, which the call does not
         * capture (captures(none)).  LLVM replaces it with poison when it
         * removes the object (InstCombine), so it is poison here. */
        set_poison(cx->ret, 1);
        break;
    /* ------------------------------------------------ lifetimes, traps */
    case IR_INTR_LIFETIME_START: case IR_INTR_LIFETIME_END:
        do_lifetime(&c, id == IR_INTR_LIFETIME_START);
        break;
    case IR_INTR_TRAP: case IR_INTR_DEBUGTRAP:
        interp_abort(ip, "%s", info->name);
    case IR_INTR_UBSANTRAP: /* the check's kind is part of how the program ends */
        interp_abort(ip, "%s(%llu)", info->name, (unsigned long long)(cx->args[0]->v & 0xff));
    /* ------------------------------------------------ varargs, stack */
    case IR_INTR_VA_START: case IR_INTR_VA_END: case IR_INTR_VA_COPY: case IR_INTR_STACKSAVE:
    case IR_INTR_STACKRESTORE:
        do_stack(&c, id);
        break;
    default:
        if (info->family == IR_IFAM_VP) {
            do_vp(&c, id);
            break;
        }
        if (info->family == IR_IFAM_CONSTRAINED) {
            do_constrained(&c);
            break;
        }
        interp_unsupported(ip, "%s", cx->name);
    }
    finish_ret(ip, cx);
}

/* ============================================ for the target files */

/* The helpers above for target intrinsics whose lanes are fp operations
 * (amdgcn.c): fp_pre, a result among candidates (emit_cands: n <= 4, a
 * NaN candidate follows the NaN rules with in[] as the operands), and
 * is.fpclass with a known mask. */
int
it_fp_pre(Interp *ip, uint32_t fmf, IrType *t, Cell *const *in, int nin, Cell *r)
{
    return fp_pre(ip, fmf, t, in, nin, r);
}

void
it_fp_cands(Interp *ip, uint32_t fmf, IrType *t, int n, const FpBits *v, const int *isnan, const FpBits *in,
            int nin, Cell *r)
{
    FCand C = {0};
    if (n < 1 || n > 4)
        ir_die("it_fp_cands: %d candidates", n);
    for (int i = 0; i < n; i++) {
        if (isnan[i])
            c_nan(&C);
        else
            c_val(&C, v[i]);
    }
    emit_cands(ip, fmf, t, &C, r, in, nin);
}

void
it_isfpclass(Interp *ip, IrType *ft, unsigned mask, const Cell *a, Cell *r)
{
    l_isfpclass(ip, ft, mask & IR_FPC_ALL, a, r);
}
