/* intrin_lanes.c -- the vector intrinsics of intrin.c computed lane by
 * lane: the reductions, the shared lane loops (Ctx), masks and the masked
 * and gather/scatter memory operations, and the reduction calls.  The
 * conventions are intrin.c's. */
#include "intrin.h"

/* ============================================================ reductions */


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


/* Lane i of argument k (a scalar argument: itself). */
Cell *
arg_lane(Ctx *c, uint32_t k, uint32_t i)
{
    IrType *t = c->cx->argty[k];
    return t->kind == IR_TY_VEC ? lane(t, c->A.a[k], i) : c->A.a[k];
}

Cell *
ret_lane(Ctx *c, uint32_t i)
{
    return lane(c->cx->retty, c->cx->ret, i);
}

/* The first `nin` arguments' lanes: poison in one makes the lane poison. */
int
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


int
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
uint64_t
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
Cell
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
void
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
void
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
void
lane_need_ptr(Ctx *c, uint32_t k, const Cell *p, uint32_t i)
{
    if (p->poison && c->A.why[k])
        interp_ub(c->ip, UB_ADDR_UNDEF, "%s: the pointer of lane %u is poison (it violates its %s attribute)",
                  iname(c->cx), i, c->A.why[k]);
    if (p->poison || p->u)
        interp_ub(c->ip, UB_ADDR_UNDEF, "%s: the pointer of lane %u is %s", iname(c->cx), i,
                  p->poison ? "poison" : "undef");
}

void
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

void
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

/* ============================================================ reductions (calls) */

int
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
void
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
