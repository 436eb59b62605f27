/* eval.c -- the instructions the dispatch loop (loop.c) leaves to
 * functions: constant values and constant expressions, the lane by lane
 * application of sem.c's per-leaf operations (binary operations,
 * comparisons, casts, select), GEP, vector and aggregate element access,
 * shuffles, and atomicrmw's new value. */
#include "run.h"

#include <string.h>

/* ------------------------------------------------------ constant values */

static void cexpr(Interp *ip, const IrConst *c, Cell *out);

void
interp_const(Interp *ip, const IrValue *v, Cell *out)
{
    const IrConst *c = (const IrConst *)v;
    IrType *t = v->type;
    switch (v->kind) {
    case IR_V_INT: case IR_V_FP: {
        uint32_t nw = it_words(t);
        for (uint32_t k = 0; k < nw; k++) {
            cell_set(&out[k], c->w[k]);
        }
        return;
    }
    case IR_V_NULL: case IR_V_NONE: case IR_V_ZERO: case IR_V_MD:
        it_set_zero(ip, t, out);
        return;
    case IR_V_UNDEF:
        it_set_undef(ip, t, out);
        return;
    case IR_V_POISON:
        it_set_poison(ip, t, out);
        return;
    case IR_V_AGG: {
        uint32_t off = 0;
        if (t->kind == IR_TY_VEC && c->nelems != it_lanes(ip, t))
            interp_unsupported(ip, "a %s value of %u lanes with vscale=%u (%u lanes)", ir_type_str(ip->run, t),
                               c->nelems, ip->vscale, it_lanes(ip, t));
        for (uint32_t i = 0; i < c->nelems; i++) {
            interp_const(ip, c->elems[i], out + off);
            off += it_cells(ip, c->elems[i]->type);
        }
        return;
    }
    case IR_V_STR:
        for (uint64_t i = 0; i < c->nbytes; i++) {
            out[i].v = (unsigned char)c->bytes[i];
            out[i].u = 0;
            out[i].prov = 0;
            out[i].poison = out[i].fixed = 0;
        }
        return;
    case IR_V_SPLAT: {
        uint32_t ec = it_cells(ip, t->elem);
        interp_const(ip, c->elems[0], out);
        for (uint64_t i = 1; i < it_lanes(ip, t); i++)
            it_copy(out + i * ec, out, ec);
        return;
    }
    case IR_V_GLOBALVAR: case IR_V_FUNC: case IR_V_ALIAS: {
        const Cell *g = gmap_get(ip, (const IrGlobal *)v);
        if (!g)
            interp_unsupported(ip, "reference to %s before it has an address", v->name ? v->name : "a global");
        *out = *g;
        return;
    }
    case IR_V_IFUNC:
        interp_unsupported(ip, "ifunc @%s", v->name ? v->name : "");
    case IR_V_DSO_EQUIV: case IR_V_NO_CFI:
        interp_const(ip, c->elems[0], out);
        return;
    case IR_V_BLOCKADDR: {
        interp_const(ip, c->elems[0], out);
        const IrBlock *b = (const IrBlock *)c->elems[1];
        out->v += 1 + b->index;
        return;
    }
    case IR_V_CEXPR:
        cexpr(ip, c, out);
        return;
    case IR_V_PTRAUTH:
        interp_unsupported(ip, "ptrauth constants");
    case IR_V_ASM:
        interp_unsupported(ip, "inline asm");
    default:
        interp_unsupported(ip, "constant of kind %d", v->kind);
    }
}

/* ---------------------------------------------------------- lane helpers */

/* LangRef "denormal-fp-math": an fp leaf a (scalar type t) as an input
 * of a floating-point operation in a function whose modes for t are dn
 * (interp_dn_mode): a copy in x (it_words(t) cells), its undef bits chosen
 * first in a concrete run (the operation uses it), then flushed as the
 * input mode says. */
static void
dn_input(Interp *ip, unsigned dn, IrType *t, const Cell *a, Cell *x)
{
    uint32_t w = it_words(t);
    const Cell *c = it_use(ip, a, w, x);
    if (c != x)
        it_copy(x, c, w);
    sem_dn_flush(ip, dn & 3, 0, t, x);
}

/* Apply a per-leaf operation lane by lane over vectors (or once for
 * scalars); st/dt are the operand and result types. */
void
do_binop(Interp *ip, unsigned op, uint32_t flags, IrType *t, const Cell *a, const Cell *b, Cell *r)
{
    IrType *s = ir_type_scalar(t);
    uint32_t w = it_words(s), n = it_lanes(ip, t);
    int fp = ir_type_is_fp(s);
    unsigned dn = fp ? interp_dn_mode(ip, s) : 0;
    for (uint32_t i = 0; i < n; i++) {
        if (dn) {
            Cell x[2], y[2];
            dn_input(ip, dn, s, a + i * w, x);
            dn_input(ip, dn, s, b + i * w, y);
            sem_fp_binop(ip, op, flags, s, x, y, r + i * w);
            sem_dn_flush(ip, dn >> 2, 1, s, r + i * w);
        } else if (fp) {
            sem_fp_binop(ip, op, flags, s, a + i * w, b + i * w, r + i * w);
        } else {
            sem_int_binop(ip, op, flags, s->bits, a + i * w, b + i * w, r + i * w);
        }
    }
}

/* Two pointers to the starts of two distinct stack objects of zero bytes:
 * LangRef "alloca": "Allocating zero bytes is legal, but the returned
 * pointer may not be unique", so whether they are equal is not known. */
static int
zero_size_pair(Interp *ip, const Cell *x, const Cell *y)
{
    if (x->poison || y->poison || x->u || y->u || x->prov == y->prov || !x->prov || !y->prov ||
        x->prov >= ip->nids || y->prov >= ip->nids)
        return 0;
    const Alloc *p = ip->allocs[x->prov], *q = ip->allocs[y->prov];
    return p && q && p->kind == ALLOC_STACK && q->kind == ALLOC_STACK && !p->size && !q->size &&
           x->v == p->addr && y->v == q->addr;
}

/* A comparison whose result is one of true and false, not known which:
 * fixed-unknown in TRACK (a run that picks values keeps the one computed). */
static void
cmp_either(Interp *ip, Cell *r)
{
    if (ip->o.undef != INTERP_UNDEF_TRACK || r->poison)
        return;
    r->u = 1;
    r->v = 0;
    r->fixed = 1;
}

void
do_cmp(Interp *ip, unsigned op, unsigned pred, uint32_t flags, IrType *t, const Cell *a, const Cell *b,
       Cell *r)
{
    IrType *s = ir_type_scalar(t);
    uint32_t w = it_words(s), n = it_lanes(ip, t);
    unsigned dn = op == IR_OP_FCMP ? interp_dn_mode(ip, s) & 3 : 0;
    for (uint32_t i = 0; i < n; i++) {
        if (op == IR_OP_FCMP && dn) {
            Cell x[2], y[2];
            dn_input(ip, dn, s, a + i * w, x);
            dn_input(ip, dn, s, b + i * w, y);
            sem_fcmp(ip, pred, flags, s, x, y, r + i);
        } else if (op == IR_OP_FCMP)
            sem_fcmp(ip, pred, flags, s, a + i * w, b + i * w, r + i);
        else if (s->kind == IR_TY_PTR) {
            Cell x = a[i], y = b[i];
            unsigned pw = ir_ptr_bits(ip->m, s->bits);
            if (pw > 64)
                pw = 64; /* an AMDGPU buffer resource: a handle, one word (it_check_ptr_width_val) */
            sem_icmp(ip, pred, flags, pw, &x, &y, r + i);
            if ((pred == IR_ICMP_EQ || pred == IR_ICMP_NE) && zero_size_pair(ip, &x, &y))
                cmp_either(ip, r + i);
        } else {
            sem_icmp(ip, pred, flags, s->bits, a + i * w, b + i * w, r + i);
        }
    }
}

void
do_cast(Interp *ip, unsigned op, uint32_t flags, IrType *st, IrType *dt, const Cell *a, Cell *r)
{
    if (op == IR_OP_BITCAST) {
        sem_bitcast(ip, st, dt, a, r);
        return;
    }
    IrType *ss = ir_type_scalar(st), *ds = ir_type_scalar(dt);
    uint32_t sw = it_words(ss), dw = it_words(ds), n = it_lanes(ip, st);
    /* fpext and fptrunc are floating-point operations: the input under its
     * type's mode, the result under its own; fptosi/fptoui read a flushed
     * input alike (any subnormal gives 0 anyway) */
    unsigned din = 0, dout = 0;
    if (op == IR_OP_FPEXT || op == IR_OP_FPTRUNC || op == IR_OP_FPTOSI || op == IR_OP_FPTOUI)
        din = interp_dn_mode(ip, ss) & 3;
    if (op == IR_OP_FPEXT || op == IR_OP_FPTRUNC)
        dout = interp_dn_mode(ip, ds) >> 2;
    for (uint32_t i = 0; i < n; i++) {
        if (din | dout) {
            Cell x[2];
            dn_input(ip, din, ss, a + i * sw, x);
            sem_cast(ip, op, flags, ss, ds, x, r + i * dw);
            sem_dn_flush(ip, dout, 1, ds, r + i * dw);
        } else {
            sem_cast(ip, op, flags, ss, ds, a + i * sw, r + i * dw);
        }
    }
}

void
do_select(Interp *ip, IrType *t, uint32_t fmf, const Cell *cond, int vcond, const Cell *x, const Cell *y,
          Cell *r)
{
    const TLayout *l = it_layout(ip, t);
    if (fmf & (IR_F_NNAN | IR_F_NINF | IR_F_NSZ)) {
        /* fast-math flags on a select apply to its fp result */
        do_select(ip, t, 0, cond, vcond, x, y, r);
        for (uint32_t i = 0; i < l->nleaves; i++)
            if (ir_type_is_fp(l->leaf_type[i]))
                sem_fmf_leaf(ip, fmf, l->leaf_type[i], r + l->leaf_cell[i]);
        return;
    }
    if (!vcond) {
        /* a scalar condition picks the whole value (one choice for an undef
         * one in a concrete run) */
        Cell tc;
        cond = it_use(ip, cond, 1, &tc);
        if (cond->poison) {
            it_set_poison(ip, t, r);
            return;
        }
        if (!(cond->u & 1)) {
            it_copy(r, (cond->v & 1) ? x : y, l->cells);
            return;
        }
        if (l->nleaves > 1)
            it_approx(ip); /* the leaves come from one operand: correlated */
        for (uint32_t i = 0; i < l->nleaves; i++)
            sem_select_leaf(ip, l->leaf_type[i], cond, x + l->leaf_cell[i], y + l->leaf_cell[i],
                            r + l->leaf_cell[i]);
        return;
    }
    for (uint32_t i = 0; i < l->nleaves; i++)
        sem_select_leaf(ip, l->leaf_type[i], cond + i, x + l->leaf_cell[i], y + l->leaf_cell[i],
                        r + l->leaf_cell[i]);
}

/* ------------------------------------------------------------------ GEP */

GepPlan *
gep_plan(Interp *ip, IrType *basety, IrType *srcty, IrValue **idx, uint32_t nidx)
{
    GepPlan *p = IR_NEW(ip->arena, GepPlan);
    p->srcty = srcty;
    p->as = ir_type_scalar(basety)->bits;
    p->nsteps = nidx;
    p->steps = IR_NEWN(ip->arena, GepStep, nidx ? nidx : 1);
    IrType *cur = srcty;
    for (uint32_t k = 0; k < nidx; k++) {
        GepStep *s = &p->steps[k];
        IrType *it = idx[k]->type;
        s->vec = it->kind == IR_TY_VEC;
        s->ity = ir_type_scalar(it);
        if (k == 0) {
            s->stride = it_alloc_size(ip, cur);
            continue;
        }
        if (cur->kind == IR_TY_STRUCT) {
            const IrValue *cv = idx[k];
            if (cv->kind == IR_V_SPLAT || cv->kind == IR_V_AGG)
                cv = ((const IrConst *)cv)->elems[0];
            uint64_t f = cv->kind == IR_V_INT ? ir_const_zext(cv) : 0;
            s->is_struct = 1;
            s->konst = (int64_t)ir_struct_offset(ip->m, cur, (uint32_t)f);
            cur = cur->members[f];
        } else {
            int vec = cur->kind == IR_TY_VEC;
            cur = cur->elem;
            /* an array's elements are their alloc size apart; a vector's
             * are packed, their store size apart (f16:32 makes a half's
             * alloc size 4, but <2 x half> element 1 is at byte 2: LLVM's
             * GEP stride for vectors) */
            s->stride = vec ? it_store_size(ip, cur) : it_alloc_size(ip, cur);
        }
    }
    return p;
}

/* The address computation of LangRef "'getelementptr' Instruction" for one
 * lane, with the inbounds/nusw/nuw rules (violations: poison).  Offsets are
 * summed twice: as signed numbers (nusw: no signed wrap of the index type)
 * and as unsigned ones (nuw: no unsigned wrap); inbounds also wants the
 * address in bounds of the base's object after each step. */

static void
gep_lane(Interp *ip, const GepPlan *p, uint32_t flags, const Cell *base, const Cell **idx, uint32_t lane,
         Cell *r)
{
    Cell tb;
    base = it_use(ip, base, 1, &tb);
    *r = *base;
    if (base->poison)
        return;
    unsigned iw = ir_ptr_index_bits(ip->m, p->as);
    __int128 off = 0;
    const __int128 smax = ((__int128)1 << (iw - 1)) - 1, smin = -smax - 1;
    const unsigned __int128 umax = ((unsigned __int128)1 << iw) - 1;
    unsigned __int128 uoff = 0;
    int nusw = (flags & (IR_F_NUSW | IR_F_INBOUNDS)) != 0, nuw = (flags & IR_F_NUW) != 0;
    int unknown = base->u != 0, fixed = base->u ? base->fixed : 1;
    for (uint32_t k = 0; k < p->nsteps; k++) {
        const GepStep *s = &p->steps[k];
        __int128 term;
        unsigned __int128 uterm;
        if (s->is_struct) {
            term = s->konst;
            uterm = (unsigned __int128)s->konst;
        } else {
            uint32_t nw = it_words(s->ity);
            Cell ti[2];
            const Cell *ic = it_use(ip, idx[k] + (s->vec ? lane * nw : 0), nw, nw <= 2 ? ti : NULL);
            if (ic->poison) {
                r->v = r->u = 0;
                r->poison = 1;
                r->prov = 0;
                return;
            }
            int iu = 0;
            for (uint32_t q = 0; q < nw; q++)
                if (ic[q].u)
                    iu = 1;
            if (iu) {
                unknown = 1;
                if (!ic->fixed)
                    fixed = 0;
                continue;
            }
            /* the index is sign-extended or truncated to the index width;
             * nusw: the truncation keeps the signed value, nuw: the
             * unsigned one */
            unsigned bits = s->ity->bits;
            int neg = (ic[(bits - 1) / 64].v >> ((bits - 1) % 64)) & 1;
            for (uint32_t q = 1; q < nw; q++) {
                uint64_t hi = ic[q].v, want = neg ? ~0ull : 0;
                if (q == nw - 1 && bits % 64)
                    want &= it_mask(bits % 64);
                if (nusw && hi != want)
                    goto poison;
                if (nuw && hi != 0)
                    goto poison;
            }
            int64_t iv;
            if (bits <= 64) {
                uint64_t sign = 1ull << (bits - 1);
                iv = (int64_t)(((ic->v & it_mask(bits)) ^ sign) - sign);
            } else {
                iv = (int64_t)ic->v; /* truncated to 64 bits */
                if (nusw && (iv < 0) != neg)
                    goto poison;
            }
            if (iw < 64) {
                int64_t t = (int64_t)((uint64_t)iv << (64 - iw)) >> (64 - iw);
                if ((nusw && t != iv) || (nuw && ((uint64_t)iv & ~it_mask(iw)) && bits > iw))
                    goto poison;
                iv = t;
            }
            /* nuw reads the (sign-extended) index as unsigned */
            uint64_t uv = (uint64_t)iv & (iw < 64 ? it_mask(iw) : ~0ull);
            term = (__int128)iv * (__int128)s->stride;
            uterm = (unsigned __int128)uv * s->stride;
            if (nusw && (term > smax || term < smin))
                goto poison;
            if (nuw && uterm > umax)
                goto poison;
        }
        off += term;
        uoff += uterm;
        if (nusw && (off > smax || off < smin))
            goto poison;
        if (nuw && uoff > umax)
            goto poison;
        if (!unknown && (flags & IR_F_INBOUNDS) && off != 0) {
            uint64_t at = base->v + (uint64_t)(int64_t)off;
            if (iw < 64)
                at &= it_mask(iw);
            if (!gep_in_bounds(ip, base, at))
                goto poison;
        }
    }
    if (unknown) {
        /* an unknown index: an unknown address (and maybe out of bounds) */
        it_approx(ip);
        if (flags & (IR_F_INBOUNDS | IR_F_NUSW | IR_F_NUW))
            goto poison;
        r->v = 0;
        r->u = it_mask(iw);
        r->fixed = (uint16_t)fixed;
        return;
    }
    /* the offset goes into the low index-width bits of the address; the
     * bits above (a pointer wider than its index) stay as they were */
    uint64_t bv = iw < 64 ? base->v & it_mask(iw) : base->v;
    uint64_t res = bv + (uint64_t)(int64_t)off;
    if (iw < 64)
        res = (res & it_mask(iw)) | (base->v & ~it_mask(iw));
    /* the address plus the offsets: no unsigned wrap (nuw), no wrap of the
     * unsigned address by the signed offset (nusw) */
    if (nuw && (unsigned __int128)bv + uoff > umax)
        goto poison;
    if (nusw && ((__int128)bv + off < 0 || (__int128)bv + off > (__int128)umax))
        goto poison;
    r->v = res;
    return;
poison:
    r->v = r->u = 0;
    r->poison = 1;
    r->prov = 0;
}

/* inbounds: the base and the address are in bounds of one object (its end
 * included). */
int
gep_in_bounds(Interp *ip, const Cell *base, uint64_t res)
{
    Alloc *a = NULL;
    if (base->prov && base->prov < ip->nids)
        a = ip->allocs[base->prov];
    else if (!(a = mem_alloc_at(ip, base->v)) && base->v) {
        /* one past the end of an object */
        a = mem_alloc_at(ip, base->v - 1);
        if (a && base->v != a->addr + a->size)
            a = NULL;
    }
    return in_object(a, base->v, res);
}

void
do_gep(Interp *ip, const GepPlan *p, uint32_t flags, IrType *rt, const Cell *base, int base_vec,
       const Cell **idx, Cell *r)
{
    uint32_t n = it_lanes(ip, rt);
    for (uint32_t i = 0; i < n; i++)
        gep_lane(ip, p, flags, base + (base_vec ? i : 0), idx, i, r + i);
}

/* --------------------------------------------- vector / aggregate helpers */

/* extractelement / insertelement with an index out of range: poison. */
int
vec_index(Interp *ip, const Cell *ix, IrType *ity, uint64_t n, uint64_t *out)
{
    uint32_t nw = it_words(ity);
    Cell tmp[2];
    ix = it_use(ip, ix, nw, nw <= 2 ? tmp : NULL);
    if (ix->poison)
        return -1;
    if (it_any_unknown(ix, nw)) {
        it_approx(ip); /* poison: some choice is out of range */
        return -1;
    }
    for (uint32_t k = 1; k < nw; k++)
        if (ix[k].v)
            return -1;
    uint64_t v = ix->v & it_mask(ity->bits);
    if (v >= n)
        return -1;
    *out = v;
    return 0;
}

/* Cells of member k of an aggregate type. */
static uint32_t
agg_offset(Interp *ip, IrType *t, uint32_t k, IrType **mt)
{
    if (t->kind == IR_TY_STRUCT) {
        uint32_t off = 0;
        for (uint32_t i = 0; i < k; i++)
            off += it_cells(ip, t->members[i]);
        *mt = t->members[k];
        return off;
    }
    *mt = t->elem;
    return k * it_cells(ip, t->elem);
}

uint32_t
agg_path(Interp *ip, IrType *t, const int32_t *ix, uint32_t n, IrType **mt)
{
    uint32_t off = 0;
    for (uint32_t i = 0; i < n; i++) {
        off += agg_offset(ip, t, (uint32_t)ix[i], mt);
        t = *mt;
    }
    *mt = t;
    return off;
}

void
do_shuffle(Interp *ip, IrType *vt, IrType *rt, const int32_t *mask, uint32_t nmask, const Cell *a,
           const Cell *b, Cell *r)
{
    uint32_t w = it_words(vt->elem);
    uint64_t n = it_lanes(ip, vt);
    /* a scalable mask is zeroinitializer, poison or undef (LangRef
     * "'shufflevector' Instruction"): every lane of it is the same */
    uint32_t nr = it_lanes(ip, rt);
    for (uint32_t i = 0; i < nr; i++) {
        Cell *d = r + i * w;
        int32_t mi = nmask ? mask[i % nmask] : -1;
        if (mi == IR_MASK_UNDEF) {
            /* an `undef` element written by LLVM <= 16: its LangRef gave an undef lane */
            it_set_undef(ip, vt->elem, d);
            continue;
        }
        if (mi < 0) {
            /* LangRef: a poison mask element gives a poison lane */
            for (uint32_t k = 0; k < w; k++)
                d[k].v = d[k].u = 0, d[k].prov = 0, d[k].poison = d[k].fixed = 0;
            d->poison = 1;
            continue;
        }
        uint64_t s = (uint64_t)mi;
        it_copy(d, s < n ? a + s * w : b + (s - n) * w, w);
    }
}

/* ---------------------------------------------------- constant expressions */

static void
cexpr(Interp *ip, const IrConst *c, Cell *out)
{
    unsigned op = c->op;
    IrType *rt = c->v.type;
    uint32_t nops = c->nelems;
    Cell *ops[8];
    if (nops > 8 && ir_opinfo[op].shape != IR_SH_GEP)
        interp_unsupported(ip, "constant expression with %u operands", nops);
    Cell **opv = nops > 8 ? IR_NEWN(ip->run, Cell *, nops) : ops;
    for (uint32_t i = 0; i < nops; i++) {
        if (!c->elems[i]) {
            opv[i] = NULL;
            continue;
        }
        opv[i] = IR_NEWN(ip->run, Cell, it_cells(ip, c->elems[i]->type));
        interp_const(ip, c->elems[i], opv[i]);
    }
    switch (ir_opinfo[op].shape) {
    case IR_SH_CAST:
        do_cast(ip, op, c->flags, c->elems[0]->type, rt, opv[0], out);
        return;
    case IR_SH_BINARY:
        do_binop(ip, op, c->flags, rt, opv[0], opv[1], out);
        return;
    case IR_SH_UNARY: {
        IrType *s = ir_type_scalar(rt);
        for (uint32_t i = 0; i < it_lanes(ip, rt); i++)
            sem_fneg(ip, c->flags, s, opv[0] + i * it_words(s), out + i * it_words(s));
        return;
    }
    case IR_SH_CMP:
        do_cmp(ip, op, c->pred, c->flags, c->elems[0]->type, opv[0], opv[1], out);
        return;
    case IR_SH_SELECT:
        do_select(ip, rt, 0, opv[0], c->elems[0]->type->kind == IR_TY_VEC, opv[1], opv[2], out);
        return;
    case IR_SH_GEP: {
        /* the plan covers the indices, not the base */
        GepPlan *p = gep_plan(ip, c->elems[0]->type, c->ty2, c->elems + 1, nops - 1);
        const Cell **idx = (const Cell **)IR_NEWN(ip->run, Cell *, nops);
        for (uint32_t i = 1; i < nops; i++)
            idx[i - 1] = opv[i];
        do_gep(ip, p, c->flags, rt, opv[0], c->elems[0]->type->kind == IR_TY_VEC, idx, out);
        return;
    }
    case IR_SH_EXTRACTELT: {
        IrType *vt = c->elems[0]->type;
        uint64_t k;
        uint32_t w = it_words(vt->elem);
        if (vec_index(ip, opv[1], ir_type_scalar(c->elems[1]->type), it_lanes(ip, vt), &k))
            it_set_poison(ip, rt, out);
        else
            it_copy(out, opv[0] + k * w, w);
        return;
    }
    case IR_SH_INSERTELT: {
        IrType *vt = rt;
        uint64_t k;
        uint32_t w = it_words(vt->elem);
        if (vec_index(ip, opv[2], ir_type_scalar(c->elems[2]->type), it_lanes(ip, vt), &k)) {
            it_set_poison(ip, rt, out);
            return;
        }
        it_copy(out, opv[0], it_cells(ip, vt));
        it_copy(out + k * w, opv[1], w);
        return;
    }
    case IR_SH_SHUFFLE:
        do_shuffle(ip, c->elems[0]->type, rt, c->ints, c->nints, opv[0], opv[1], out);
        return;
    default:
        interp_unsupported(ip, "constant expression %s", ir_op_name(op));
    }
}

/* ------------------------------------------------------------ atomicrmw */

/* LangRef "'atomicrmw' Instruction": the new value from the old one. */
void
interp_rmw(Interp *ip, unsigned rmw, IrType *t, const Cell *old, const Cell *v, Cell *out)
{
    uint32_t w = it_cells(ip, t);
    if (rmw == IR_RMW_XCHG) {
        it_copy(out, v, w);
        return;
    }
    if (ir_type_is_fp_or_fpvec(t)) {
        IrType *s = ir_type_scalar(t);
        uint32_t sw = it_words(s);
        for (uint32_t i = 0; i < it_lanes(ip, t); i++) {
            const Cell *a = old + i * sw, *b = v + i * sw;
            Cell *r = out + i * sw;
            if (rmw == IR_RMW_FADD || rmw == IR_RMW_FSUB) {
                sem_fp_binop(ip, rmw == IR_RMW_FADD ? IR_OP_FADD : IR_OP_FSUB, 0, s, a, b, r);
                continue;
            }
            /* fmax/fmin: maxnum/minnum; fmaximum/fminimum: maximum/minimum;
             * fmaximumnum/fminimumnum: maximumnum/minimumnum */
            FpFmt f = ir_type_fp_fmt(s);
            FpBits x = {{a[0].v, sw > 1 ? a[1].v : 0}}, y = {{b[0].v, sw > 1 ? b[1].v : 0}};
            int nan_a = fp_is_nan(f, x), nan_b = fp_is_nan(f, y);
            int want_max = rmw == IR_RMW_FMAX || rmw == IR_RMW_FMAXIMUM || rmw == IR_RMW_FMAXIMUMNUM;
            int minnum = rmw == IR_RMW_FMAX || rmw == IR_RMW_FMIN;
            int num = minnum || rmw == IR_RMW_FMAXIMUMNUM || rmw == IR_RMW_FMINIMUMNUM;
            if (a->poison || b->poison || a->u || b->u) {
                it_set_undef(ip, s, r);
                if (a->poison || b->poison)
                    it_set_poison(ip, s, r);
                continue;
            }
            if (nan_a || nan_b) {
                if (num && !(nan_a && nan_b))
                    it_copy(r, nan_a ? b : a, sw);
                else
                    sem_fp_binop(ip, IR_OP_FADD, 0, s, a, b, r); /* a NaN result */
                continue;
            }
            /* two numbers: the intrinsic's rule (minnum for fmin, ...) */
            it_fminmax_known(ip, s, minnum ? 0 : num ? 2 : 1, want_max, a, b, r);
        }
        return;
    }
    /* integers */
    unsigned bits = t->kind == IR_TY_PTR ? ir_ptr_bits(ip->m, t->bits) : t->bits;
    switch (rmw) {
    case IR_RMW_ADD: sem_int_binop(ip, IR_OP_ADD, 0, bits, old, v, out); return;
    case IR_RMW_SUB: sem_int_binop(ip, IR_OP_SUB, 0, bits, old, v, out); return;
    case IR_RMW_AND: sem_int_binop(ip, IR_OP_AND, 0, bits, old, v, out); return;
    case IR_RMW_OR: sem_int_binop(ip, IR_OP_OR, 0, bits, old, v, out); return;
    case IR_RMW_XOR: sem_int_binop(ip, IR_OP_XOR, 0, bits, old, v, out); return;
    case IR_RMW_NAND: {
        Cell tmp[w], ones[w];
        sem_int_binop(ip, IR_OP_AND, 0, bits, old, v, tmp);
        it_set_zero(ip, t, ones);
        for (uint32_t k = 0; k < w; k++)
            ones[k].v = ~0ull;
        sem_int_binop(ip, IR_OP_XOR, 0, bits, tmp, ones, out);
        return;
    }
    case IR_RMW_MAX: case IR_RMW_MIN: case IR_RMW_UMAX: case IR_RMW_UMIN: {
        static const unsigned preds[] = {IR_ICMP_SGT, IR_ICMP_SLT, IR_ICMP_UGT, IR_ICMP_ULT};
        Cell c;
        sem_icmp(ip, preds[rmw - IR_RMW_MAX], 0, bits, old, v, &c);
        do_select(ip, t, 0, &c, 0, old, v, out);
        return;
    }
    case IR_RMW_UINC_WRAP: case IR_RMW_UDEC_WRAP: case IR_RMW_USUB_COND: case IR_RMW_USUB_SAT: {
        if (bits > 64)
            interp_unsupported(ip, "atomicrmw %s on i%u", ir_rmw_names[rmw], bits);
        if (old->poison || v->poison) {
            it_set_poison(ip, t, out);
            return;
        }
        if (old->u || v->u) {
            it_set_undef(ip, t, out);
            return;
        }
        uint64_t m = it_mask(bits), o = old->v & m, x = v->v & m, n;
        switch (rmw) {
        case IR_RMW_UINC_WRAP: n = o >= x ? 0 : o + 1; break;
        case IR_RMW_UDEC_WRAP: n = (o == 0 || o > x) ? x : o - 1; break;
        case IR_RMW_USUB_COND: n = o >= x ? o - x : o; break;
        default: n = o >= x ? o - x : 0; break;
        }
        it_set_zero(ip, t, out);
        out->v = n & m;
        return;
    }
    default:
        interp_unsupported(ip, "atomicrmw %s", ir_rmw_names[rmw]);
    }
}
