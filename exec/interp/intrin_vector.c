/* intrin_vector.c -- the intrinsics of intrin.c on whole vectors: the
 * vector shuffles (reverse, splice, interleave, deinterleave, compress,
 * get.active.lane.mask...), histogram, partial reductions, llvm.masked.*
 * and the vector-predicated llvm.vp.*.  The conventions are intrin.c's. */
#include "intrin.h"

/* ============================================================ vector shuffles */

void
copy_lanes(IrType *et, Cell *dst, const Cell *src, uint32_t n)
{
    it_copy(dst, src, n * it_words(et));
}

static void
all_poison(Interp *ip, IrType *t, Cell *c)
{
    it_set_poison(ip, t, c);
}

int64_t
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
void
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

void
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
void
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
void
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

void
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

int
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

void
do_vp(Ctx *c, IrIntrinsicId id)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    /* the ones that are a plain operation on their active lanes: that
     * operation and the mask's operand (intrinsics.def's PLAIN column;
     * maskk 0: not one) */
    static const struct { int lop; unsigned sub; uint8_t maskk; } map[IR_NINTRINSICS] = {
#define TO_IBIN(op, n) {LOP_IBIN, IR_OP_##op, n}
#define TO_FBIN(op, n) {LOP_FBIN, IR_OP_##op, n}
#define TO_CAST(op, n) {LOP_CAST, IR_OP_##op, n}
#define TO_FNEG(n) {LOP_FNEG, 0, n}
#define TO_INTR(e, n) {LOP_INTRIN, IR_INTR_##e, n}
#define TO_RTZ(n) {LOP_RTZ, 0, n}
#define NO_PLAIN {0, 0, 0}
#define INTRINSIC(e, name, sig, fam, plain) [IR_INTR_##e] = plain,
#include "ir/intrinsics.def"
#undef TO_IBIN
#undef TO_FBIN
#undef TO_CAST
#undef TO_FNEG
#undef TO_INTR
#undef TO_RTZ
#undef NO_PLAIN
    };
    if ((unsigned)id < IR_NINTRINSICS && map[id].maskk) {
        vp_lanes(c, map[id].lop, map[id].sub, map[id].maskk, map[id].maskk + 1u);
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
