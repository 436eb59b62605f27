/* call.c -- calls: frames and the cell stack they live on, the checks of
 * parameter and return attributes, argument passing (the quick one for
 * simple direct calls, variable arguments, va_start/va_arg), stacksave,
 * and the calls the module does not define: intrinsics (intrin.c,
 * target.c, ...), the C library subset (libc.c) and the environment's
 * externals (env.c). */
#include "run.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* -------------------------------------------------------------- frames */

unsigned
interp_dn_mode(Interp *ip, const IrType *t)
{
    RunState *r = ip->rs;
    if (!r || !r->nframes)
        return 0;
    const LFunc *lf = r->frames[r->nframes - 1].lf;
    unsigned m = t->kind == IR_TY_FLOAT ? lf->dn32 : lf->dn;
    if (ip->o.dn_env && m) {
        /* the environment's mode, known for this run */
        unsigned e = (unsigned)ip->o.dn_env - 1;
        if ((m & 3) == DN_DYNAMIC)
            m = (m & ~3u) | e;
        if (m >> 2 == DN_DYNAMIC)
            m = (m & 3) | e << 2;
    }
    return m;
}

static __attribute__((noinline)) Cell *
stack_grow(Interp *ip, uint32_t n, size_t *mark)
{
    StackChunk *c = (StackChunk *)(void *)ip->stack, *nc;
    if (!c && n <= STACK_FIRST) {
        nc = ip->stack0;
        *mark = MARK_FIRST;
    } else {
        size_t cap = 4 * (c ? c->cap : (size_t)STACK_FIRST);
        if (cap > STACK_CHUNK)
            cap = STACK_CHUNK;
        if (cap < n)
            cap = n;
        nc = ir_block_alloc(sizeof *nc + cap * sizeof(Cell));
        nc->cap = cap;
        *mark = MARK_CHUNK;
    }
    nc->prev = c;
    nc->used = n;
    ip->stack = (Cell *)(void *)nc;
    return nc->cells;
}

static inline Cell *
stack_push(Interp *ip, uint32_t n, size_t *mark)
{
    StackChunk *c = (StackChunk *)(void *)ip->stack;
    if (!c || c->cap - c->used < n)
        return stack_grow(ip, n, mark);
    *mark = c->used;
    Cell *p = c->cells + c->used;
    c->used += n;
    return p;
}

static void
stack_pop(Interp *ip, uint32_t n, size_t mark)
{
    StackChunk *c = (StackChunk *)(void *)ip->stack;
    if (mark == MARK_CHUNK || mark == MARK_FIRST) {
        ip->stack = (Cell *)(void *)c->prev;
        if (mark == MARK_CHUNK)
            ir_block_free(c);
        return;
    }
    c->used = mark;
    (void)n;
}

void
stack_free_all(Interp *ip)
{
    StackChunk *c = (StackChunk *)(void *)ip->stack;
    while (c) {
        StackChunk *p = c->prev;
        if (c != ip->stack0)
            ir_block_free(c);
        c = p;
    }
    ip->stack = NULL;
}

/* ------------------------------------------------- parameter attributes */

/* The classes (IR_FPC_*) a floating-point lane with unknown bits may be
 * in.  For the IEEE formats with the exponent known, the class turns on
 * the sign, whether the fraction is zero and the quiet bit: the smallest
 * and the largest fraction, each with the quiet bit either way, cover
 * every case (a NaN with an unknown payload but the quiet bit set is a
 * quiet NaN, whatever the payload).  Every class otherwise. */
static unsigned
fp_classes_of(FpFmt f, const Cell *c, uint32_t nw)
{
    if (f == FP_F80 || f == FP_PPC128)
        return IR_FPC_ALL;
    const FpFmtInfo *fi = &fp_fmt_info[f];
    uint64_t v[2] = {c[0].v, nw > 1 ? c[1].v : 0}, u[2] = {c[0].u, nw > 1 ? c[1].u : 0};
    for (unsigned b = fi->man_bits; b < fi->man_bits + fi->exp_bits; b++)
        if (u[b / 64] >> (b % 64) & 1)
            return IR_FPC_ALL;
    unsigned sb = fi->bits - 1, qb = fi->man_bits - 1, cls = 0;
    for (int sign = 0; sign < 2; sign++) {
        if (!(u[sb / 64] >> (sb % 64) & 1) && (int)(v[sb / 64] >> (sb % 64) & 1) != sign)
            continue;
        for (int k = 0; k < 4; k++) {
            FpBits x;
            for (int w = 0; w < 2; w++)
                x.w[w] = k & 1 ? v[w] | u[w] : v[w] & ~u[w];
            if (k & 2) { /* the quiet bit the other way, where it is unknown */
                if (!(u[qb / 64] >> (qb % 64) & 1))
                    continue;
                x.w[qb / 64] ^= 1ull << (qb % 64);
            }
            x.w[sb / 64] = (x.w[sb / 64] & ~(1ull << (sb % 64))) | (uint64_t)sign << (sb % 64);
            cls |= fp_class(f, x);
        }
    }
    return cls;
}

/* One lane (et: its scalar type) of a value with a nonnull, align, range
 * or nofpclass attribute: poison when it violates it.  With unknown bits,
 * a concrete run chooses the value here; TRACK makes it poison when some
 * choice of them may violate the attribute (as sem.c does for flags). */
static void
attr_lane(Interp *ip, const IrAttr *a, IrType *et, Cell *c)
{
    uint32_t nw = it_words(et);
    if (c->poison)
        return;
    int unknown = it_any_unknown(c, nw);
    if (unknown && ip->o.undef != INTERP_UNDEF_TRACK) {
        Cell tmp[nw];
        const Cell *u = it_use(ip, c, nw, tmp);
        if (u != c)
            it_copy(c, u, nw);
        unknown = 0;
    }
    uint64_t lo = c->v & ~c->u, hi = c->v | c->u;
    int bad = 0;
    switch (a->kind) {
    case IR_ATTR_NONNULL:
        bad = et->kind == IR_TY_PTR && lo == 0;
        break;
    case IR_ATTR_ALIGN:
        bad = et->kind == IR_TY_PTR && a->i > 1 && (hi & (a->i - 1));
        break;
    case IR_ATTR_RANGE:
        if (et->kind == IR_TY_INT && et->bits <= 64 && a->lo && a->hi) {
            uint64_t m = it_mask(et->bits), x = ir_const_zext(a->lo) & m, y = ir_const_zext(a->hi) & m;
            lo &= m;
            hi &= m;
            /* every value in [lo, hi] must be in [x, y) (wrapping) */
            bad = !(x < y ? x <= lo && hi < y : x > y ? lo >= x || hi < y : 1);
            if (!unknown)
                bad = !it_in_range(x, y, lo);
        }
        break;
    case IR_ATTR_NOFPCLASS:
        /* (ppc_fp128: the class of the pair as LLVM's DoubleAPFloat has it) */
        if (ir_type_is_fp(et)) {
            FpBits x = {{c[0].v, nw > 1 ? c[1].v : 0}};
            bad = unknown ? (fp_classes_of(ir_type_fp_fmt(et), c, nw) & a->i) != 0
                          : (fp_class(ir_type_fp_fmt(et), x) & a->i) != 0;
        }
        break;
    default:
        break;
    }
    if (bad) {
        for (uint32_t q = 0; q < nw; q++)
            c[q] = (Cell){0};
        c->poison = 1;
    }
}

/* LangRef "Parameter Attributes": nonnull, align, range, nofpclass make a
 * violating value poison (lane by lane); noundef makes poison/undef UB;
 * dereferenceable is UB when violated. */
void
check_attrs(Interp *ip, const IrAttrSet *s, IrType *t, Cell *c, const IrFunc *f, uint32_t arg)
{
    if (!s || !s->n)
        return;
    /* what the value is, for reports: argument `arg` of f, or (f == NULL) the return value */
    char where[80];
#define WHERE() (f ? (snprintf(where, sizeof where, "argument %u of @%.40s", arg + 1,      \
                               f->g.v.name ? f->g.v.name : "?"), where)                   \
                   : "the return value")
    for (uint32_t k = 0; k < s->n; k++) {
        const IrAttr *a = &s->a[k];
        switch (a->kind) {
        case IR_ATTR_NONNULL: case IR_ATTR_ALIGN: case IR_ATTR_RANGE: case IR_ATTR_NOFPCLASS: {
            if (a->kind == IR_ATTR_NOFPCLASS && (t->kind == IR_TY_ARRAY || t->kind == IR_TY_STRUCT)) {
                /* nofpclass also applies to arrays (nested) and homogeneous
                 * structs of fp values ("supported aggregates", LangRef
                 * "Fast-Math Flags"): leaf by leaf, as for a vector's lanes */
                const TLayout *l = it_layout(ip, t);
                for (uint32_t q = 0; q < l->nleaves; q++)
                    attr_lane(ip, a, l->leaf_type[q], it_leaf(l, c, q));
                break;
            }
            IrType *et = ir_type_scalar(t);
            uint32_t n = t->kind == IR_TY_VEC ? it_lanes(ip, t) : t == et, nw = it_words(et);
            for (uint32_t q = 0; q < n; q++)
                attr_lane(ip, a, et, c + (size_t)q * nw);
            break;
        }
        default:
            break;
        }
    }
    int scalar1 = t->kind == IR_TY_PTR || (t->kind == IR_TY_INT && t->bits <= 64);
    for (uint32_t k = 0; k < s->n; k++) {
        const IrAttr *a = &s->a[k];
        if (a->kind == IR_ATTR_NOUNDEF && scalar1 && !c->poison && (!c->u || c->fixed))
            continue; /* the common case, without the layout walk */
        if (a->kind == IR_ATTR_NOUNDEF && (it_any_poison(ip, t, c) || it_any_undef(ip, t, c))) {
            IrBuf b = {0};
            it_print(&b, ip, t, c);
            char buf[160];
            snprintf(buf, sizeof buf, "%s", b.p ? b.p : "");
            ir_buf_free(&b);
            interp_ub(ip, UB_NOUNDEF, "%s is %s", WHERE(), buf);
        }
        /* LangRef "dereferenceable(<n>)": the pointer must be well
         * defined, so it implies noundef: poison there is UB too */
        if (a->kind == IR_ATTR_DEREF && t->kind == IR_TY_PTR && a->i && c->poison)
            interp_ub(ip, UB_DEREFERENCEABLE, "%s is poison, and dereferenceable(%llu) implies noundef", WHERE(),
                      (unsigned long long)a->i);
        if ((a->kind == IR_ATTR_DEREF || a->kind == IR_ATTR_DEREF_OR_NULL) && t->kind == IR_TY_PTR &&
            a->i && !c->poison) {
            if (a->kind == IR_ATTR_DEREF_OR_NULL && !c->u && c->v == 0)
                continue;
            /* resolving reports UB the way a load would; say why */
            if (c->u || c->v == 0)
                interp_ub(ip, UB_DEREFERENCEABLE, "%s is not dereferenceable(%llu)", WHERE(),
                          (unsigned long long)a->i);
            uint64_t off;
            Alloc *al = mem_ptr_alloc(ip, c);
            off = al ? c->v - al->addr : 0;
            if (!al || !al->alive || c->v < al->addr || off + a->i > al->size)
                interp_ub(ip, UB_DEREFERENCEABLE, "%s is not dereferenceable(%llu)", WHERE(),
                          (unsigned long long)a->i);
        }
    }
#undef WHERE
}

/* ---------------------------------------------------------------- calls */

static void va_setup(Interp *ip, Frame *fr, IrFunc *f, Cell **args, IrType **argty, uint32_t nargs);

/* A frame's constants: the template, undef bits included whatever the
 * mode: a run that does not track undef chooses their value at each use by
 * an operation it cannot compute exactly on undef bits (use_operand). */
static void
frame_consts(Interp *ip, const LFunc *lf, Cell *dst)
{
    (void)ip;
    if (lf->nconst)
        memcpy(dst, lf->consts, lf->nconst * sizeof(Cell));
}

/* Push a frame for f; args are copied in (they may point into the caller). */
Frame *
push_frame(Interp *ip, IrFunc *f, const IrInst *site, Cell **args, IrType **argty, uint32_t nargs,
           const IrAttrList *site_attrs)
{
    RunState *r = rs(ip);
    if (ip->depth >= ip->max_depth)
        interp_limit(ip, "stack overflow: call depth %u reached calling @%s", ip->depth,
                     f->g.v.name ? f->g.v.name : "?");
    LFunc *lf = interp_lower(ip, f);
    if (r->nframes == r->capframes) {
        r->capframes = r->capframes ? r->capframes * 2 : 64;
        r->frames = ir_realloc(r->frames, r->capframes * sizeof *r->frames);
    }
    Frame *fr = &r->frames[r->nframes++];
    memset(fr, 0, sizeof *fr);
    fr->lf = lf;
    fr->f = f;
    fr->site = site;
    fr->ret_chk = 2;
    fr->objs_base = r->nobjs;
    fr->cells = stack_push(ip, lf->nframe, &fr->sp_base);
    frame_consts(ip, lf, fr->cells + (lf->ncells - lf->nconst));
    ip->depth++;
    uint32_t nfixed = f->nargs;
    if (nargs < nfixed)
        interp_ub(ip, UB_CALL_SIGNATURE, "call of @%s with %u arguments, it takes %u",
                  f->g.v.name ? f->g.v.name : "?", nargs, nfixed);
    for (uint32_t k = 0; k < nfixed; k++) {
        IrType *pt = f->args[k]->v.type;
        if (!ir_type_equal(pt, argty[k]))
            interp_ub(ip, UB_CALL_SIGNATURE, "call of @%s: argument %u is %s, the parameter is %s",
                      f->g.v.name ? f->g.v.name : "?", k + 1, ir_type_str(ip->run, argty[k]),
                      ir_type_str(ip->run, pt));
        Cell *dst = fr->cells + lf->arg_cell[k];
        it_copy(dst, args[k], it_cells(ip, pt));
        check_attrs(ip, ir_attrs_param(&f->attrs, k), pt, dst, f, k);
        if (site_attrs)
            check_attrs(ip, ir_attrs_param(site_attrs, k), pt, dst, f, k);
        /* byval: the callee gets its own copy of the pointee */
        const IrAttr *bv = ir_attr_find(ir_attrs_param(&f->attrs, k), IR_ATTR_BYVAL);
        if (bv && bv->ty && !dst->poison) {
            uint64_t size = it_alloc_size(ip, bv->ty);
            /* LangRef "byval": the align attribute is the slot's; without
             * it the code generator's assumption (16 here, as before) */
            const IrAttr *bal = ir_attr_find(ir_attrs_param(&f->attrs, k), IR_ATTR_ALIGN);
            uint64_t balign = bal && bal->i ? bal->i : mem_obj_align(ir_type_abi_align(ip->m, bv->ty));
            Alloc *copy = mem_new(ip, size, (uint32_t)balign, ALLOC_STACK, site);
            copy->frame = ip->depth;
            if (r->nobjs == r->capobjs) {
                r->capobjs = r->capobjs ? r->capobjs * 2 : 64;
                r->objs = ir_realloc(r->objs, r->capobjs * sizeof *r->objs);
            }
            r->objs[r->nobjs++] = copy;
            Cell np;
            mem_ptr(ip, &np, copy, 0);
            mem_copy(ip, &np, dst, size, 0);
            *dst = np;
        }
    }
    if (lf->varargs)
        va_setup(ip, fr, f, args + nfixed, argty + nfixed, nargs - nfixed);
    else if (nargs > nfixed)
        interp_ub(ip, UB_CALL_SIGNATURE, "call of @%s with %u arguments, it takes %u",
                  f->g.v.name ? f->g.v.name : "?", nargs, nfixed);
    return fr;
}

void
pop_frame(Interp *ip)
{
    RunState *r = rs(ip);
    Frame *fr = &r->frames[r->nframes - 1];
    mem_kill_frame(ip, r->objs + fr->objs_base, r->nobjs - fr->objs_base, fr->va);
    r->nobjs = fr->objs_base;
    stack_pop(ip, fr->lf->nframe, fr->sp_base);
    r->nframes--;
    ip->depth--;
}

/* ------------------------------------------------------ the common call */

/* Does a set hold an attribute that check_attrs or push_frame acts on,
 * other than noundef? */
static int
attrs_general(const IrAttrSet *s)
{
    for (uint32_t k = 0; s && k < s->n; k++)
        switch (s->a[k].kind) {
        case IR_ATTR_NONNULL: case IR_ATTR_ALIGN: case IR_ATTR_RANGE: case IR_ATTR_NOFPCLASS:
        case IR_ATTR_DEREF: case IR_ATTR_DEREF_OR_NULL: case IR_ATTR_BYVAL:
            return 1;
        default:
            break;
        }
    return 0;
}

/* A scalar whose noundef check needs only its first cell (check_attrs's
 * common case). */
static int
noundef_scalar(const IrType *t)
{
    return t->kind == IR_TY_PTR || (t->kind == IR_TY_INT && t->bits <= 64);
}

/* Frame.ret_chk for a call of f from site (NULL: none). */
static uint8_t
ret_check(IrFunc *f, const IrInst *site)
{
    const IrAttrSet *fs = &f->attrs.ret, *ss = site && site->attrs ? &site->attrs->ret : NULL;
    if (attrs_general(fs) || attrs_general(ss))
        return 2;
    if (!ir_attr_has(fs, IR_ATTR_NOUNDEF) && !(ss && ir_attr_has(ss, IR_ATTR_NOUNDEF)))
        return 0;
    return noundef_scalar(f->g.vtype->elem) ? 1 : 2;
}

/* The range attribute of a parameter whose declaration and call site
 * carry no attribute check_attrs acts on but that one range (and noundef):
 * push_fast checks it inline.  NULL otherwise. */
static const IrAttr *
range_only(const IrAttrSet *fs, const IrAttrSet *ss)
{
    const IrAttr *r = NULL;
    const IrAttrSet *sets[2] = {fs, ss};
    for (int q = 0; q < 2; q++)
        for (uint32_t k = 0; sets[q] && k < sets[q]->n; k++)
            switch (sets[q]->a[k].kind) {
            case IR_ATTR_RANGE:
                if (r || !sets[q]->a[k].lo || !sets[q]->a[k].hi)
                    return NULL;
                r = &sets[q]->a[k];
                break;
            case IR_ATTR_NONNULL: case IR_ATTR_ALIGN: case IR_ATTR_NOFPCLASS:
            case IR_ATTR_DEREF: case IR_ATTR_DEREF_OR_NULL: case IR_ATTR_BYVAL:
                return NULL;
            default:
                break;
            }
    return r;
}

/* At the first execution of a direct call of a defined function: its code
 * and whether push_fast may make the call (CallInfo.simple). */
__attribute__((noinline)) void
call_plan(Interp *ip, CallInfo *ci, const IrInst *site)
{
    IrFunc *f = ci->direct;
    ci->lf = interp_lower(ip, f);
    ci->simple = 0;
    if (!ir_type_equal(f->g.vtype, ci->fty) || ci->lf->varargs || ci->nargs != f->nargs || f->cc != site->cc)
        return;
    uint8_t *nu = IR_NEWN(ip->arena, uint8_t, f->nargs ? f->nargs : 1);
    for (uint32_t k = 0; k < f->nargs; k++) {
        IrType *pt = f->args[k]->v.type;
        const IrAttrSet *fs = ir_attrs_param(&f->attrs, k), *ss = ir_attrs_param(site->attrs, k);
        if (it_cells(ip, pt) != 1 || ir_attr_find(fs, IR_ATTR_BYVAL) ||
            (ss && ir_attr_find(ss, IR_ATTR_BYVAL)))
            return;
        /* 2: range, nonnull, align, ... : check_attrs at every call; 3: only
         * a range on an integer (clang -O2 writes range(i32 0, 2) on a bool
         * parameter), checked in push_fast itself */
        if (attrs_general(fs) || attrs_general(ss)) {
            nu[k] = 2;
            const IrAttr *r = range_only(fs, ss);
            if (r && pt->kind == IR_TY_INT && pt->bits <= 64) {
                if (!ci->rlo) {
                    ci->rlo = IR_NEWN(ip->arena, uint64_t, f->nargs);
                    ci->rhi = IR_NEWN(ip->arena, uint64_t, f->nargs);
                }
                ci->rlo[k] = ir_const_zext(r->lo);
                ci->rhi[k] = ir_const_zext(r->hi);
                nu[k] = 3;
            }
            continue;
        }
        nu[k] = (fs && ir_attr_has(fs, IR_ATTR_NOUNDEF)) || (ss && ir_attr_has(ss, IR_ATTR_NOUNDEF));
        if (nu[k] && !noundef_scalar(pt))
            return;
    }
    ci->argchk = nu;
    ci->ret_chk = ret_check(f, site);
    ci->simple = 1;
}

/* push_frame for a simple call (call_plan): the same frame, without the
 * general path's per-argument type and attribute work.  A noundef
 * argument that fails the quick test goes through check_attrs, which
 * reports it as push_frame would; so does every argument with attributes
 * beyond noundef (CallInfo.argchk 2). */
__attribute__((noinline)) Frame *
push_fast(Interp *ip, const CallInfo *ci, const IrInst *site, Cell *caller)
{
    RunState *r = rs(ip);
    IrFunc *f = ci->direct;
    LFunc *lf = ci->lf;
    if (ip->depth >= ip->max_depth)
        interp_limit(ip, "stack overflow: call depth %u reached calling @%s", ip->depth,
                     f->g.v.name ? f->g.v.name : "?");
    if (r->nframes == r->capframes) {
        r->capframes = r->capframes ? r->capframes * 2 : 64;
        r->frames = ir_realloc(r->frames, r->capframes * sizeof *r->frames);
    }
    Frame *fr = &r->frames[r->nframes++];
    fr->lf = lf;
    fr->f = f;
    fr->site = site;
    fr->ret_chk = ci->ret_chk;
    fr->objs_base = r->nobjs;
    fr->va = NULL;
    fr->ret_pc = NULL;
    Cell *cells = fr->cells = stack_push(ip, lf->nframe, &fr->sp_base);
    frame_consts(ip, lf, cells + (lf->ncells - lf->nconst));
    ip->depth++;
    for (uint32_t k = 0; k < ci->nargs; k++) {
        Cell *dst = cells + lf->arg_cell[k];
        *dst = *CELL(caller, ci->arg_off[k]);
        uint8_t chk = ci->argchk[k];
        if (chk == 3 && !dst->poison && !dst->u) {
            /* as check_attrs: outside the half-open range [lo, hi), wrapping, is poison */
            if (!it_in_range(ci->rlo[k], ci->rhi[k], dst->v & it_mask(f->args[k]->v.type->bits)))
                dst->poison = 1;
        }
        if (chk == 2 || (chk && (dst->poison || (dst->u && (!dst->fixed || chk == 3))))) {
            IrType *pt = f->args[k]->v.type;
            check_attrs(ip, ir_attrs_param(&f->attrs, k), pt, dst, f, k);
            check_attrs(ip, ir_attrs_param(site->attrs, k), pt, dst, f, k);
        }
    }
    return fr;
}

/* The variable arguments of a call, laid out in a stack object as the
 * x86-64 ABI passes them on the stack (8-byte slots, 16 for 16-aligned
 * types): va_start points at it, and clang's own va_arg lowering, which
 * reads the overflow area once the register counts say "full", works too. */
static void
va_setup(Interp *ip, Frame *fr, IrFunc *f, Cell **args, IrType **argty, uint32_t n)
{
    (void)f;
    uint64_t size = 0;
    for (uint32_t k = 0; k < n; k++) {
        uint64_t al = ir_type_abi_align(ip->m, argty[k]) > 8 ? 16 : 8;
        size = (size + al - 1) / al * al;
        size += (it_alloc_size(ip, argty[k]) + 7) / 8 * 8;
    }
    Alloc *a = mem_new(ip, size ? size : 8, 16, ALLOC_STACK, fr->site);
    a->frame = ip->depth;
    fr->va = a;
    uint64_t off = 0;
    for (uint32_t k = 0; k < n; k++) {
        uint64_t al = ir_type_abi_align(ip->m, argty[k]) > 8 ? 16 : 8;
        off = (off + al - 1) / al * al;
        mem_store_at(ip, a, off, argty[k], args[k]);
        off += (it_alloc_size(ip, argty[k]) + 7) / 8 * 8;
    }
}

/* va_start(list): on x86-64, {i32 gp_offset = 48, i32 fp_offset = 176 (the
 * register areas are "full"), ptr overflow_arg_area, ptr reg_save_area};
 * elsewhere a plain pointer to the next argument. */
static int
x86_64_valist(Interp *ip)
{
    const char *t = ip->m->triple;
    return !t || !strncmp(t, "x86_64", 6) || !strncmp(t, "amd64", 5);
}

void
interp_va_start(Interp *ip, const Cell *list)
{
    RunState *r = rs(ip);
    Frame *fr = &r->frames[r->nframes - 1];
    if (!fr->va)
        interp_ub(ip, UB_INTRINSIC, "llvm.va_start in a function that has no variable arguments");
    Cell p;
    mem_ptr(ip, &p, fr->va, 0);
    if (x86_64_valist(ip)) {
        uint8_t hdr[8] = {48, 0, 0, 0, 176, 0, 0, 0};
        mem_write(ip, list, 8, hdr);
        Cell at = *list;
        at.v += 8;
        mem_store(ip, &at, ip->m->t_ptr, 1, &p);
        at.v += 8;
        Cell null = {0};
        mem_store(ip, &at, ip->m->t_ptr, 1, &null);
    } else {
        mem_store(ip, list, ip->m->t_ptr, 1, &p);
    }
}

void
do_va_arg(Interp *ip, const Cell *list, IrType *t, Cell *out)
{
    Cell at = *list, p;
    if (x86_64_valist(ip))
        at.v += 8;
    mem_load(ip, &at, ip->m->t_ptr, 1, &p);
    uint64_t al = ir_type_abi_align(ip->m, t) > 8 ? 16 : 8;
    p.v = (p.v + al - 1) / al * al;
    /* reading past the area is the UB of va_arg past the last argument */
    uint64_t off;
    if (p.poison || p.u)
        interp_ub(ip, UB_VA_ARG, "va_arg through an undef va_list");
    Alloc *a = mem_resolve(ip, &p, 0, 1, 0, &off);
    if (off + it_store_size(ip, t) > a->size)
        interp_ub(ip, UB_VA_ARG, "va_arg of %s past the last variable argument", ir_type_str(ip->run, t));
    mem_load(ip, &p, t, 1, out);
    p.v += (it_alloc_size(ip, t) + 7) / 8 * 8;
    mem_store(ip, &at, ip->m->t_ptr, 1, &p);
}

/* llvm.stacksave / llvm.stackrestore: the stack objects made since a save
 * die at the restore. */
uint64_t
interp_stacksave(Interp *ip)
{
    return rs(ip)->nobjs;
}

void
interp_stackrestore(Interp *ip, uint64_t token)
{
    RunState *r = rs(ip);
    Frame *fr = &r->frames[r->nframes - 1];
    if (token < fr->objs_base || token > r->nobjs)
        interp_ub(ip, UB_INTRINSIC, "llvm.stackrestore with a token of another frame");
    for (uint64_t k = token; k < r->nobjs; k++)
        mem_kill(ip, r->objs[k], KILL_RESTORE);
    r->nobjs = (uint32_t)token;
}

/* A call made by the runtime itself (atexit handlers, qsort's comparison):
 * a nested run of the dispatch loop. */
void
interp_invoke(Interp *ip, IrFunc *f, IrType *fty, const IrInst *site, Cell **args, IrType **argty,
              uint32_t nargs, Cell *ret)
{
    if (f->is_decl) {
        call_external(ip, f, fty, site, args, argty, nargs, ret);
        return;
    }
    const IrInst *cur = ip->cur;
    const Op *cur_op = ip->cur_op;
    push_frame(ip, f, site, args, argty, nargs, NULL);
    run_loop(ip, ret, 0);
    ip->cur = cur;
    ip->cur_op = cur_op;
}

/* The return attributes of a callee this file does not run (env.c): a
 * value that breaks one is poison, as check_attrs makes it. */
void
interp_check_ret_attrs(Interp *ip, const IrAttrSet *s, IrType *t, Cell *c)
{
    check_attrs(ip, s, t, c, NULL, 0);
}

/* LangRef "Parameter Attributes" hold for a callee that is only declared
 * too (a libc function or the environment): noundef on the declaration or the call site makes an undef or
 * poison argument UB, nonnull/align/range/nofpclass make a violating one
 * poison.  The checks work on copies (the caller's values stay as they
 * are); returns the arguments the callee gets. */
static Cell **
external_args(Interp *ip, IrFunc *f, IrType *fty, const IrInst *site, Cell **args, uint32_t nargs)
{
    uint32_t n = nargs < fty->nmembers ? nargs : fty->nmembers;
    Cell **out = args;
    for (uint32_t k = 0; k < n; k++) {
        const IrAttrSet *fs = ir_attrs_param(&f->attrs, k), *ss = site ? ir_attrs_param(site->attrs, k) : NULL;
        if ((!fs || !fs->n) && (!ss || !ss->n))
            continue;
        if (out == args) {
            out = IR_NEWN(ip->run, Cell *, nargs);
            memcpy(out, args, nargs * sizeof *out);
        }
        IrType *pt = fty->members[k];
        uint32_t nc = it_cells(ip, pt);
        Cell *c = IR_NEWN(ip->run, Cell, nc);
        it_copy(c, args[k], nc);
        check_attrs(ip, fs, pt, c, f, k);
        check_attrs(ip, ss, pt, c, f, k);
        out[k] = c;
    }
    return out;
}

/* LangRef "Fast-Math Flags" on a call of a library function (the
 * intrinsics apply their own): nnan/ninf make a NaN/infinite argument or
 * result poison, nsz leaves the sign of a zero result open. */
static void
call_fmf_flags(Interp *ip, CallCtx *cx)
{
    uint32_t fmf = cx->inst ? cx->inst->flags & (IR_F_NNAN | IR_F_NINF | IR_F_NSZ) : 0;
    if (!ir_type_is_fp(ir_type_scalar(cx->retty)))
        return;
    if (!fmf)
        return;
    for (uint32_t k = 0; k < cx->nargs; k++) {
        IrType *at = cx->argty[k];
        if (!ir_type_is_fp(at) || cx->args[k]->poison || it_any_unknown(cx->args[k], it_words(at)))
            continue;
        FpFmt f = ir_type_fp_fmt(at);
        FpBits x = {{cx->args[k][0].v, it_words(at) > 1 ? cx->args[k][1].v : 0}};
        if (((fmf & IR_F_NNAN) && fp_is_nan(f, x)) || ((fmf & IR_F_NINF) && fp_is_inf(f, x))) {
            it_set_poison(ip, cx->retty, cx->ret);
            return;
        }
    }
    const TLayout *l = it_layout(ip, cx->retty);
    for (uint32_t i = 0; i < l->nleaves; i++)
        sem_fmf_leaf(ip, fmf, l->leaf_type[i], cx->ret + l->leaf_cell[i]);
}

/* LangRef "Fast-Math Flags" on a call of a library function: nnan/ninf
 * and nsz (call_fmf_flags), then reassoc, afn, arcp, contract: the call's
 * value may be any other (exp(x) under afn may be computed as exp(x / 2)^2,
 * which does not underflow where exp(x) does): a non-NaN result that is
 * not poison is fixed-unknown, as an instruction's is (sem.c fmf_result). */
static void
call_fmf(Interp *ip, CallCtx *cx)
{
    call_fmf_flags(ip, cx);
    uint32_t all = cx->inst ? cx->inst->flags : 0;
    if (!ir_type_is_fp(ir_type_scalar(cx->retty)) || !it_fmf_any_value(ip, all))
        return;
    const TLayout *l = it_layout(ip, cx->retty);
    for (uint32_t i = 0; i < l->nleaves; i++) {
        IrType *lt = l->leaf_type[i];
        Cell *r = cx->ret + l->leaf_cell[i];
        uint32_t nw = it_words(lt);
        if (!ir_type_is_fp(lt) || r->poison || it_any_unknown(r, nw))
            continue;
        FpFmt f = ir_type_fp_fmt(lt);
        FpBits x = {{r[0].v, nw > 1 ? r[1].v : 0}};
        if (fp_is_nan(f, x))
            continue;
        unsigned bits = fp_fmt_info[f].bits;
        for (uint32_t w = 0; w < nw; w++) {
            r[w].v = 0;
            r[w].u = bits - 64 * w >= 64 ? ~0ull : (1ull << (bits - 64 * w)) - 1;
        }
        r[0].fixed = 1;
    }
}

/* The return attributes of an external function (its declaration and the
 * call site) on what it returned: a result that breaks range, nofpclass,
 * nonnull or align is poison (LangRef "Parameter Attributes"), so an
 * uninterpreted function returns only what they allow. */
static void
external_ret_attrs(Interp *ip, IrFunc *f, const IrInst *site, IrType *rt, Cell *ret)
{
    if (rt->kind == IR_TY_VOID)
        return;
    check_attrs(ip, &f->attrs.ret, rt, ret, NULL, 0);
    if (site && site->attrs)
        check_attrs(ip, &site->attrs->ret, rt, ret, NULL, 0);
}

/* How "denormal-fp-math" meets an intrinsic's fp operands and result:
 * not at all (it only moves fp values or acts on their bits: LangRef
 * "llvm.is.fpclass" says a subnormal input is observed as such), as one
 * floating-point operation (inputs flushed as the input mode says, the
 * result as the output mode allows), or unsupported (several rounded
 * operations inside, each of which may flush: reductions, matrices, the
 * vector-predicated and the constrained ones). */
enum { DNI_NONE, DNI_MATH, DNI_UNSUPPORTED };

static int
dn_intrinsic_kind(IrIntrinsicId id)
{
    switch (id) {
    case IR_INTR_FABS: case IR_INTR_COPYSIGN: case IR_INTR_IS_FPCLASS: case IR_INTR_ARITHMETIC_FENCE:
    case IR_INTR_GET_ROUNDING: case IR_INTR_SET_ROUNDING:
        return DNI_NONE;
    case IR_INTR_REDUCE_FMAX: case IR_INTR_REDUCE_FMIN: case IR_INTR_REDUCE_FMAXIMUM: case IR_INTR_REDUCE_FMINIMUM:
        return DNI_MATH;
    case IR_INTR_REDUCE_FADD: case IR_INTR_REDUCE_FMUL: case IR_INTR_PARTIAL_REDUCE_FADD: case IR_INTR_MATRIX_MULTIPLY:
        return DNI_UNSUPPORTED;
    default:
        break;
    }
    switch (ir_intrinsic_info[id].family) {
    case IR_IFAM_FPMATH: case IR_IFAM_FPMINMAX: case IR_IFAM_FPROUND: case IR_IFAM_FPCONV:
        return DNI_MATH;
    case IR_IFAM_VP: case IR_IFAM_CONSTRAINED:
        return DNI_UNSUPPORTED;
    default:
        return DNI_NONE;
    }
}

/* The modes (interp_dn_mode) of the fp leaves of a value of type t, or'ed. */
static unsigned
dn_leaves(Interp *ip, IrType *t)
{
    RunState *r = ip->rs;
    if (!r || !r->nframes)
        return 0;
    const LFunc *lf = r->frames[r->nframes - 1].lf;
    if (!(lf->dn | lf->dn32))
        return 0; /* ieee for every type: the common case */
    const TLayout *l = it_layout(ip, t);
    unsigned m = 0;
    for (uint32_t i = 0; i < l->nleaves; i++)
        if (ir_type_is_fp(l->leaf_type[i]))
            m |= interp_dn_mode(ip, l->leaf_type[i]);
    return m;
}

/* A call the interpreter cannot run under the current function's denormal
 * modes. */
IR_NORETURN static void
dn_unsupported(Interp *ip, const char *what)
{
    RunState *r = ip->rs;
    const IrFunc *f = r->frames[r->nframes - 1].f;
    const IrAttr *a = ir_attr_find_str(&f->attrs.fn, "denormal-fp-math-f32");
    const IrAttr *b = ir_attr_find_str(&f->attrs.fn, "denormal-fp-math");
    IrBuf m = {0};
    for (int k = 0; k < 2; k++) {
        const IrAttr *x = k ? b : a;
        if (x)
            ir_buf_printf(&m, "%s\"%s\"=\"%s\"", m.len ? " " : "", x->key, x->val ? x->val : "");
    }
    char buf[200];
    snprintf(buf, sizeof buf, "%s", m.p ? m.p : "");
    ir_buf_free(&m);
    interp_unsupported(ip, "%s under %s (denormal flushing)", what, buf);
}

/* An intrinsic in a function with a "denormal-fp-math" mode other than
 * ieee for one of the call's fp types (LangRef "denormal-fp-math"). */
static void
call_intrinsic(Interp *ip, IrIntrinsicId id, CallCtx *cx)
{
    unsigned any = dn_leaves(ip, cx->retty);
    for (uint32_t k = 0; k < cx->nargs; k++)
        any |= dn_leaves(ip, cx->argty[k]);
    int kind = any ? dn_intrinsic_kind(id) : DNI_NONE;
    if (kind == DNI_UNSUPPORTED)
        dn_unsupported(ip, cx->name);
    if (kind == DNI_NONE) {
        intrin_call(ip, id, cx); /* each intrinsic applies its attributes (align...) itself */
        return;
    }
    /* the arguments were chosen for already (call_external): copies of
     * their fp leaves flushed as the input modes say */
    Cell **args = IR_NEWN(ip->run, Cell *, cx->nargs);
    for (uint32_t k = 0; k < cx->nargs; k++) {
        args[k] = cx->args[k];
        if (!dn_leaves(ip, cx->argty[k]))
            continue;
        uint32_t nc = it_cells(ip, cx->argty[k]);
        args[k] = IR_NEWN(ip->run, Cell, nc);
        it_copy(args[k], cx->args[k], nc);
        const TLayout *l = it_layout(ip, cx->argty[k]);
        for (uint32_t i = 0; i < l->nleaves; i++)
            if (ir_type_is_fp(l->leaf_type[i]))
                sem_dn_flush(ip, interp_dn_mode(ip, l->leaf_type[i]) & 3, 0, l->leaf_type[i],
                             args[k] + l->leaf_cell[i]);
    }
    cx->args = args;
    intrin_call(ip, id, cx);
    if (cx->retty->kind == IR_TY_VOID)
        return;
    const TLayout *l = it_layout(ip, cx->retty);
    for (uint32_t i = 0; i < l->nleaves; i++)
        if (ir_type_is_fp(l->leaf_type[i]))
            sem_dn_flush(ip, interp_dn_mode(ip, l->leaf_type[i]) >> 2, 1, l->leaf_type[i], cx->ret + l->leaf_cell[i]);
}

/* An external call: an intrinsic, a libc function, the environment
 * (InterpOptions.externals), or unsupported. */
void
call_external(Interp *ip, IrFunc *f, IrType *fty, const IrInst *site, Cell **args, IrType **argty,
              uint32_t nargs, Cell *ret)
{
    CallCtx cx;
    memset(&cx, 0, sizeof cx);
    cx.inst = site;
    cx.callee = f;
    cx.name = f->g.v.name ? f->g.v.name : "";
    cx.fty = fty;
    cx.nargs = nargs;
    cx.args = args;
    cx.argty = argty;
    cx.ret = ret;
    cx.retty = fty->elem;
    if (ip->o.undef == INTERP_UNDEF_TRACK) {
        /* what the callee makes of unknown bits is not tracked exactly */
        for (uint32_t k = 0; k < nargs; k++)
            if (it_any_unknown(args[k], it_cells(ip, argty[k])))
                it_approx(ip);
    } else {
        /* a concrete run: the callee uses its arguments (it_use) */
        for (uint32_t k = 0; k < nargs; k++) {
            const Cell *u = it_use_value(ip, argty[k], args[k]);
            if (u != args[k]) {
                if (cx.args == args) {
                    cx.args = IR_NEWN(ip->run, Cell *, nargs);
                    memcpy(cx.args, args, nargs * sizeof *args);
                }
                cx.args[k] = (Cell *)u;
            }
        }
        args = cx.args;
    }
    uint32_t h = (uint32_t)(((uintptr_t)f >> 4) % 32);
    if (ip->icache[h].f != f) {
        ip->icache[h].f = f;
        ip->icache[h].id = (uint16_t)ir_intrinsic_lookup(cx.name);
    }
    IrIntrinsicId id = (IrIntrinsicId)ip->icache[h].id;
    if (id != IR_INTR_NONE) {
        call_intrinsic(ip, id, &cx);
        return;
    }
    if (!strncmp(cx.name, "llvm.", 5)) {
        /* a target's intrinsic: what its hardware does in such a mode */
        unsigned any = dn_leaves(ip, cx.retty);
        for (uint32_t k = 0; k < nargs; k++)
            any |= dn_leaves(ip, argty[k]);
        if (any)
            dn_unsupported(ip, cx.name);
        if (!target_call(ip, &cx)) /* llvm.x86.*, llvm.aarch64.*... (target.c) */
            interp_unsupported(ip, "%s", cx.name);
        /* the declaration's and the call's return attributes, as for the
         * generic intrinsics (intrin.c finish_ret): `call noundef
         * @llvm.x86.sse.max.ps` of a poison operand is UB */
        external_ret_attrs(ip, f, site, fty->elem, ret);
        return;
    }
    cx.args = external_args(ip, f, fty, site, args, nargs);
    if (libc_call(ip, &cx)) {
        call_fmf(ip, &cx);
        external_ret_attrs(ip, f, site, fty->elem, ret);
        return;
    }
    if (ip->o.externals) {
        env_call(ip, &cx); /* which applies the return attributes itself */
        return;
    }
    interp_unsupported(ip, "call to external @%s", cx.name);
}
