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
 * among them; see intrin_call at the end).
 *
 * The files: this one has the memory intrinsics, matrices, hints,
 * lifetimes and the stack, and the dispatch (intrin_call);
 * intrin_int.c the integer ones and the lane-wise dispatch
 * (lane_compute), intrin_fp.c the floating-point ones and constrained fp,
 * intrin_lanes.c the reductions, masks and masked memory, intrin_vector.c
 * the vector shuffles, llvm.masked.* and llvm.vp.*; intrin.h what they
 * share. */
#include "intrin.h"

#include <float.h>
#include <math.h>
#include <string.h>

/* ============================================================ helpers */

/* The result is one of a or b, depending on the unknown bits of the
 * inputs: the bits they agree on are known, the rest unknown (fixed only if
 * the inputs' unknown bits were). */
void
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
void
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
    case IR_INTR_INVARIANT_START: {
        /* a descriptor only invariant.end uses; the LangRef gives it no
         * value, and it cannot be the pointer, which the call does not
         * capture (captures(none)).  LLVM replaces it with poison when it
         * removes the object (InstCombine), so it is poison here.  The
         * object is "constant and unchanging" until an invariant.end: an
         * undefined callee may not write it (env.c; for the rest of the
         * run -- writing less is always one legal choice) */
        set_poison(cx->ret, 1);
        const Cell *p = cx->nargs == 2 ? cx->args[1] : NULL;
        Alloc *a = p && !p->poison && !p->u ? alloc_of(ip, p) : NULL;
        if (a)
            a->invariant = 1;
        break;
    }
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
