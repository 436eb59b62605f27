/* repair.c -- UB repair: run every test function of a generated module on
 * each of its inputs in the reference interpreter and fix what it reports,
 * until every run is clean and deterministic.
 *
 * The fixes keep as much of the module as they can, least invasive first:
 *   poison or undef reaching a branch, a switch, an address, a divisor or a
 *     noundef value: make the slice it comes from defined (define_slice:
 *     drop poison flags, mask shift amounts and lane indices, saturate
 *     fp-to-int casts, zero stack memory before it is read, ...); if it
 *     happens again at the same place, a constant takes the value's place;
 *   a divisor that is 0 (or -1 under a signed division): select 1 instead;
 *   a fixed-point multiply whose result does not fit: its .sat variant;
 *   a branch on a frozen value (a nondeterministic choice): as for poison.
 * Freezing is not used: a frozen poison is an arbitrary value, and a test
 * whose control flow depends on one is not a deterministic test.
 * An input whose UB none of this removes is dropped (counted in the stats,
 * by rule).  Runs are deterministic: the interpreter tracks undef (TRACK). */
#include "build.h"

#include "exec/exec.h"

#include <stdlib.h>
#include <math.h>
#include <string.h>

enum { MAX_ROUNDS = 24, MAX_SLICE = 256 };

typedef struct Fix {
    const IrInst *inst;
    uint32_t times;
} Fix;

typedef struct R {
    GenModule *gm;
    IrModule *m;
    Fix *fix;
    uint32_t nfix, capfix;
    const IrInst **done; /* instructions fixed this round */
    uint32_t ndone, capdone;
    uint8_t *poison_tries; /* per test: repairs of a poison result */
} R;

static uint32_t
times_fixed(R *r, const IrInst *i)
{
    for (uint32_t k = 0; k < r->nfix; k++)
        if (r->fix[k].inst == i)
            return r->fix[k].times++;
    if (r->nfix == r->capfix) {
        r->capfix = r->capfix ? r->capfix * 2 : 16;
        r->fix = ir_realloc(r->fix, sizeof *r->fix * r->capfix);
    }
    r->fix[r->nfix++] = (Fix){i, 1};
    return 0;
}

static int
done_this_round(R *r, const IrInst *i)
{
    for (uint32_t k = 0; k < r->ndone; k++)
        if (r->done[k] == i)
            return 1;
    if (r->ndone == r->capdone) {
        r->capdone = r->capdone ? r->capdone * 2 : 16;
        r->done = ir_realloc(r->done, sizeof *r->done * r->capdone);
    }
    r->done[r->ndone++] = i;
    return 0;
}

static IrInst *
before(R *r, IrInst *pos, IrOp op, IrType *t, uint32_t nops)
{
    IrInst *i = ir_inst_new(r->m, op, t, nops);
    ir_inst_insert_before(pos, i);
    return i;
}

/* Which instructions produced poison or undef in a run (exec.h on_value):
 * a small open-addressing set of (instruction, ever poison or undef). */
typedef struct Watch {
    const IrInst **key;
    uint8_t *poison;
    uint32_t cap, n;
} Watch;

static void
watch_put(Watch *w, const IrInst *i, int poison)
{
    if ((w->n + 1) * 2 > w->cap) {
        Watch o = *w;
        w->cap = o.cap ? o.cap * 2 : 256;
        w->key = ir_calloc(w->cap, sizeof *w->key);
        w->poison = ir_calloc(w->cap, 1);
        w->n = 0;
        for (uint32_t k = 0; k < o.cap; k++)
            if (o.key[k])
                watch_put(w, o.key[k], o.poison[k]);
        ir_free(o.key);
        ir_free(o.poison);
    }
    uint32_t h = (uint32_t)(((uintptr_t)i >> 4) * 0x9E3779B1u) & (w->cap - 1);
    while (w->key[h] && w->key[h] != i)
        h = (h + 1) & (w->cap - 1);
    if (!w->key[h]) {
        w->key[h] = i;
        w->n++;
    }
    w->poison[h] |= (uint8_t)(poison != 0);
}

static int
watch_poison(const Watch *w, const IrValue *v)
{
    if (v->kind == IR_V_POISON)
        return 1;
    if (v->kind != IR_V_INST || !w->cap)
        return 0;
    uint32_t h = (uint32_t)(((uintptr_t)v >> 4) * 0x9E3779B1u) & (w->cap - 1);
    while (w->key[h]) {
        if (w->key[h] == (const IrInst *)v)
            return w->poison[h];
        h = (h + 1) & (w->cap - 1);
    }
    return 0;
}

static void
on_value(void *ctx, const IrInst *i, int what)
{
    watch_put(ctx, i, what != 0);
}

/* A constant of t's shape: the integer v in every lane. */
static IrValue *
kshape(IrModule *m, IrType *t, uint64_t v, int all_but_sign)
{
    IrType *e = ir_type_scalar(t);
    IrValue *s;
    if (all_but_sign) {
        uint64_t w[4];
        unsigned nw = (e->bits + 63) / 64;
        memset(w, 0xff, sizeof w);
        w[(e->bits - 1) / 64] &= ~(1ull << ((e->bits - 1) % 64));
        if (e->bits % 64)
            w[nw - 1] &= (1ull << (e->bits % 64)) - 1;
        s = e->bits <= 64 ? ir_const_int(m, e, w[0]) : ir_const_int_words(m, e, w);
    } else {
        s = ir_const_int(m, e, v);
    }
    if (t->kind != IR_TY_VEC)
        return s;
    IrConst *c = ir_const_new(m, IR_V_AGG, t);
    c->nelems = (uint32_t)t->count;
    c->elems = IR_NEWN(m->arena, IrValue *, c->nelems);
    for (uint32_t k = 0; k < c->nelems; k++)
        c->elems[k] = s;
    return &c->v;
}

/* ------------------------------------------------ making a value defined
 *
 * define_slice(v) walks what v is computed from -- operands, phis, the
 * return values of called helpers, the values stored into the memory a
 * load reads -- and removes each way that slice can produce poison or
 * undef:
 *   poison-generating flags           dropped
 *   poison / undef constant operands  zero
 *   shifts by a non-constant amount   amount masked below the width
 *   vector lanes by a non-constant index   index masked below the length
 *   shufflevector poison lanes        lane 0
 *   abs/ctlz/cttz "poison" flags      false
 *   fptosi / fptoui                   llvm.fpto[su]i.sat
 *   range() on a helper's parameter   dropped
 *   loads of stack memory             the alloca is zeroed first (memset)
 * Freezing is no fix: a frozen poison is an arbitrary value, and a branch
 * on it makes the test nondeterministic. */

enum { MAX_SEEN = 1024 };

typedef struct Slice {
    R *r;
    IrValue *stack[MAX_SLICE];
    uint32_t ns;
    const void *seen[MAX_SEEN];
    uint32_t nseen;
    uint32_t changed;
} Slice;

static int
seen(Slice *s, const void *p)
{
    for (uint32_t k = 0; k < s->nseen; k++)
        if (s->seen[k] == p)
            return 1;
    if (s->nseen < MAX_SEEN)
        s->seen[s->nseen++] = p;
    return s->nseen == MAX_SEEN;
}

static void
visit(Slice *s, IrValue *v)
{
    if (v && (v->kind == IR_V_INST || v->kind == IR_V_ARG) && s->ns < MAX_SLICE)
        s->stack[s->ns++] = v;
}

/* x & (n - 1) for a power of two, else x urem n, before pos. */
static IrValue *
below_n(R *r, IrInst *pos, IrValue *x, uint64_t n)
{
    int pow2 = n && !(n & (n - 1));
    IrInst *i = before(r, pos, pow2 ? IR_OP_AND : IR_OP_UREM, x->type, 2);
    i->ops[0] = x;
    i->ops[1] = kshape(r->m, x->type, pow2 ? n - 1 : n, 0);
    return &i->v;
}

static int
is_masked(const IrValue *x)
{
    if (ir_value_is_const(x))
        return 1;
    if (x->kind != IR_V_INST)
        return 0;
    const IrInst *i = (const IrInst *)x;
    return (i->op == IR_OP_AND || i->op == IR_OP_UREM) && ir_value_is_const(i->ops[1]);
}

static IrFunc *
declare(R *r, const char *name, IrType *fty)
{
    IrFunc *f = ir_module_func(r->m, name);
    return f ? f : ir_func_new(r->m, name, fty);
}

/* fptosi/fptoui (poison when out of range) become the saturating calls. */
static void
saturate(R *r, IrInst *i)
{
    IrBuf b = {0};
    ir_buf_puts(&b, i->op == IR_OP_FPTOSI ? "llvm.fptosi.sat." : "llvm.fptoui.sat.");
    gen_mangle_type(&b, i->v.type);
    ir_buf_putc(&b, '.');
    gen_mangle_type(&b, i->ops[0]->type);
    ir_buf_putc(&b, 0);
    IrType *pt = i->ops[0]->type;
    IrType *fty = ir_type_func(r->m, i->v.type, &pt, 1, 0);
    IrFunc *f = declare(r, b.p, fty);
    ir_buf_free(&b);
    IrValue **ops = IR_NEWN(r->m->arena, IrValue *, 2);
    ops[0] = &f->g.v;
    ops[1] = i->ops[0];
    i->op = IR_OP_CALL;
    i->ops = ops;
    i->nops = 2;
    i->fty = fty;
    i->flags = 0;
}

/* An fp constant of type t (float or double, or a splat of one) from d. */
static IrValue *
fp_const(R *r, IrType *t, double d)
{
    IrType *e = ir_type_scalar(t);
    uint64_t w = 0;
    if (e->kind == IR_TY_FLOAT) {
        float f = (float)d;
        uint32_t u;
        memcpy(&u, &f, 4);
        w = u;
    } else {
        memcpy(&w, &d, 8);
    }
    IrValue *c = ir_const_fp_bits(r->m, e, &w);
    if (t->kind != IR_TY_VEC)
        return c;
    IrConst *s = ir_const_new(r->m, IR_V_SPLAT, t);
    s->elems = IR_NEWN(r->m->arena, IrValue *, 1);
    s->elems[0] = c;
    s->nelems = 1;
    return &s->v;
}

/* Without the saturating calls (GEN_LACKS_INTRINSICS: LLVM's interpreter
 * has none), an fptosi/fptoui's operand becomes 0 where it is out of the
 * result's range or NaN: (x > LO && x < HI) ? x : 0.  The bounds are
 * exclusive and rounded towards the range (float and double only). */
static void
clamp_fp_operand(R *r, IrInst *i)
{
    IrValue *x = i->ops[0];
    IrType *ft = x->type, *bt = ft->kind == IR_TY_VEC ? ir_type_vec(r->m, r->m->t_i1, ft->count, 0) : r->m->t_i1;
    unsigned n = (unsigned)ir_type_scalar(i->v.type)->bits;
    int sgn = i->op == IR_OP_FPTOSI;
    double lo = sgn ? -ldexp(1.0, (int)n - 1) - 1 : -1.0, hi = ldexp(1.0, sgn ? (int)n - 1 : (int)n);
    IrInst *a = before(r, i, IR_OP_FCMP, bt, 2), *b = before(r, i, IR_OP_FCMP, bt, 2);
    a->pred = IR_FCMP_OGT;
    a->ops[0] = x;
    a->ops[1] = fp_const(r, ft, lo);
    b->pred = IR_FCMP_OLT;
    b->ops[0] = x;
    b->ops[1] = fp_const(r, ft, hi);
    IrInst *ok = before(r, i, IR_OP_AND, bt, 2);
    ok->ops[0] = &a->v;
    ok->ops[1] = &b->v;
    IrInst *sel = before(r, i, IR_OP_SELECT, ft, 3);
    sel->ops[0] = &ok->v;
    sel->ops[1] = x;
    sel->ops[2] = fp_const(r, ft, 0.0);
    i->ops[0] = &sel->v;
}

/* The alloca or global a pointer points into, or NULL. */
static IrValue *
base_object(IrValue *p)
{
    for (int k = 0; k < 16 && p; k++) {
        if (p->kind == IR_V_GLOBALVAR)
            return p;
        if (p->kind != IR_V_INST)
            return NULL;
        IrInst *i = (IrInst *)p;
        if (i->op == IR_OP_ALLOCA)
            return p;
        if (i->op == IR_OP_GEP || i->op == IR_OP_SELECT)
            p = i->op == IR_OP_GEP ? i->ops[0] : i->ops[1];
        else
            return NULL;
    }
    return NULL;
}

/* Zero an alloca right after it (once). */
static void
zero_alloca(Slice *s, IrInst *a)
{
    R *r = s->r;
    IrModule *m = r->m;
    if (!a->next)
        return;
    IrInst *pos = a->next;
    while (pos->op == IR_OP_ALLOCA && pos->next)
        pos = pos->next;
    IrType *i64 = ir_type_int(m, 64), *i8 = ir_type_int(m, 8), *i1 = ir_type_int(m, 1);
    IrType *pt[4] = {m->t_ptr, i8, i64, i1};
    IrFunc *ms = declare(r, "llvm.memset.p0.i64", ir_type_func(m, m->t_void, pt, 4, 0));
    IrInst *c = before(r, pos, IR_OP_CALL, m->t_void, 5);
    c->ops[0] = &ms->g.v;
    c->ops[1] = &a->v;
    c->ops[2] = ir_const_int(m, i8, 0);
    c->ops[3] = ir_const_int(m, i64, ir_type_alloc_size(m, a->ty2));
    c->ops[4] = ir_const_int(m, i1, 0);
    c->fty = ms->g.vtype;
    s->changed++;
}

/* Everything that writes into object `obj`: its stored values join the slice. */
static void
visit_writers(Slice *s, IrValue *obj)
{
    if (seen(s, obj))
        return;
    IrModule *m = s->r->m;
    if (obj->kind == IR_V_INST && ((IrInst *)obj)->op == IR_OP_ALLOCA)
        zero_alloca(s, (IrInst *)obj);
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
        for (IrBlock *b = f->first; b; b = b->next)
            for (IrInst *i = b->first; i; i = i->next) {
                if (i->op == IR_OP_STORE && base_object(i->ops[1]) == obj)
                    visit(s, i->ops[0]);
                else if ((i->op == IR_OP_ATOMICRMW || i->op == IR_OP_CMPXCHG) && base_object(i->ops[0]) == obj)
                    visit(s, &i->v), visit(s, i->ops[1]);
                else if (i->op == IR_OP_CALL && i->nops >= 3 && base_object(i->ops[1]) == obj) {
                    const char *n = ir_call_name(i);
                    if (n && !strncmp(n, "llvm.memset", 11))
                        visit(s, i->ops[2]);
                    else if (n && (!strncmp(n, "llvm.memcpy", 11) || !strncmp(n, "llvm.memmove", 12))) {
                        IrValue *src = base_object(i->ops[2]);
                        if (src)
                            visit_writers(s, src);
                    }
                }
            }
}

static void
define_inst(Slice *s, IrInst *i)
{
    R *r = s->r;
    uint32_t drop = IR_F_NUW | IR_F_NSW | IR_F_EXACT | IR_F_DISJOINT | IR_F_NNEG | IR_F_SAMESIGN |
                    IR_F_INBOUNDS | IR_F_NUSW | IR_F_NNAN | IR_F_NINF;
    if (i->op != IR_OP_STORE && i->op != IR_OP_LOAD && (i->flags & drop)) {
        i->flags &= ~drop;
        s->changed++;
    }
    switch (i->op) {
    case IR_OP_SHL: case IR_OP_LSHR: case IR_OP_ASHR: {
        unsigned w = ir_type_scalar(i->v.type)->bits;
        IrValue *b = i->ops[1];
        if (b->kind == IR_V_INT && w <= 64 && ir_const_zext(b) >= w) { /* a constant amount too big */
            i->ops[1] = ir_const_int(r->m, b->type, ir_const_zext(b) % w);
            s->changed++;
        } else if (!is_masked(b)) {
            i->ops[1] = below_n(r, i, b, w);
            s->changed++;
        }
        break;
    }
    case IR_OP_EXTRACTELEMENT: case IR_OP_INSERTELEMENT: {
        uint32_t k = i->op == IR_OP_EXTRACTELEMENT ? 1 : 2;
        IrType *vt = i->ops[0]->type;
        if (!is_masked(i->ops[k])) {
            i->ops[k] = below_n(r, i, i->ops[k], vt->count);
            s->changed++;
        } else if (ir_value_is_const(i->ops[k]) && i->ops[k]->kind == IR_V_INT &&
                   ir_const_zext(i->ops[k]) >= vt->count) {
            i->ops[k] = ir_const_int(r->m, i->ops[k]->type, 0);
            s->changed++;
        }
        break;
    }
    case IR_OP_SHUFFLEVECTOR:
        for (uint32_t k = 0; k < i->nints; k++)
            if (i->ints[k] < 0) {
                i->ints[k] = 0;
                s->changed++;
            }
        break;
    case IR_OP_FPTOSI: case IR_OP_FPTOUI:
        if (r->gm->lacks & GEN_LACKS_INTRINSICS)
            clamp_fp_operand(r, i);
        else
            saturate(r, i);
        s->changed++;
        break;
    case IR_OP_LOAD: case IR_OP_ATOMICRMW: case IR_OP_CMPXCHG: {
        IrValue *obj = base_object(i->ops[0]);
        if (obj)
            visit_writers(s, obj);
        break;
    }
    case IR_OP_CALL: {
        const char *n = ir_call_name(i);
        IrValue *callee = ir_call_callee(i);
        if (n && (!strncmp(n, "llvm.abs.", 9) || !strncmp(n, "llvm.ctlz.", 10) || !strncmp(n, "llvm.cttz.", 10)) &&
            i->nops == 3 && ir_const_zext(i->ops[2])) {
            i->ops[2] = ir_const_int(r->m, i->ops[2]->type, 0);
            s->changed++;
        }
        if (callee && callee->kind == IR_V_FUNC && !((IrFunc *)callee)->is_decl) {
            IrFunc *f = (IrFunc *)callee;
            for (IrBlock *b = f->first; b; b = b->next) {
                IrInst *t = ir_block_terminator(b);
                if (t && t->op == IR_OP_RET && t->nops)
                    visit(s, t->ops[0]);
            }
        }
        break;
    }
    default:
        break;
    }
}

/* Drop the range() of f's parameter k: 1 if it had one.  The set gets an
 * array of its own: a parsed module's sets share theirs (ab_done). */
static uint32_t
drop_range(IrModule *m, IrFunc *f, uint32_t k)
{
    if (k >= f->attrs.nparams)
        return 0;
    IrAttrSet *as = &f->attrs.params[k];
    for (uint32_t j = 0; j < as->n; j++)
        if (as->a[j].kind == IR_ATTR_RANGE) {
            IrAttr *a = IR_NEWN(m->arena, IrAttr, as->n);
            memcpy(a, as->a, as->n * sizeof *a);
            a[j] = a[--as->n];
            as->a = a;
            return 1;
        }
    return 0;
}

static uint32_t
define_slice(R *r, IrValue *v)
{
    Slice *s = ir_calloc(1, sizeof *s);
    s->r = r;
    visit(s, v);
    while (s->ns) {
        IrValue *x = s->stack[--s->ns];
        if (seen(s, x))
            continue;
        if (x->kind == IR_V_ARG) { /* a helper's parameter: its range() may make it poison */
            IrArg *a = (IrArg *)x;
            IrFunc *f = a->parent;
            /* and what its callers pass */
            for (IrFunc *cf = r->m->funcs; cf; cf = (IrFunc *)cf->g.next)
                for (IrBlock *b = cf->first; b; b = b->next)
                    for (IrInst *ci = b->first; ci; ci = ci->next)
                        if (ci->op == IR_OP_CALL && ci->ops[0] == &f->g.v && a->index + 1 < ci->nops)
                            visit(s, ci->ops[a->index + 1]);
            s->changed += drop_range(r->m, f, a->index);
            continue;
        }
        IrInst *i = (IrInst *)x;
        define_inst(s, i);
        for (uint32_t k = 0; k < i->nops; k++) {
            IrValue *o = i->ops[k];
            if (!o)
                continue;
            if ((o->kind == IR_V_POISON || o->kind == IR_V_UNDEF) && i->op != IR_OP_SHUFFLEVECTOR &&
                !(k == 0 && (i->op == IR_OP_INSERTVALUE || i->op == IR_OP_INSERTELEMENT))) {
                i->ops[k] = ir_const_simple(r->m, IR_V_ZERO, o->type);
                s->changed++;
            } else if (i->op != IR_OP_CALL || k > 0) {
                visit(s, o);
            }
        }
    }
    uint32_t n = s->changed;
    ir_free(s);
    return n;
}

/* The last resort for a value that stays undefined: a constant of its type
 * (0, false), which no input can make poison. */
static IrValue *
zero_of(R *r, IrType *t)
{
    if (t->kind == IR_TY_INT)
        return ir_const_int(r->m, t, 0);
    if (ir_type_is_fp(t)) {
        uint64_t w[2] = {0, 0};
        return ir_const_fp_bits(r->m, t, w);
    }
    return ir_const_simple(r->m, t->kind == IR_TY_PTR ? IR_V_NULL : IR_V_ZERO, t);
}

/* A divisor that is 0 (or -1, signed) on some input: select 1 instead.
 *   unsigned: d == 0 ? 1 : d      signed: (d + 1) u<= 1 ? 1 : d */
static void
guard_divisor(R *r, IrInst *i)
{
    IrModule *m = r->m;
    IrValue *d = i->ops[1];
    IrType *t = d->type;
    int is_signed = (i->op == IR_OP_SDIV || i->op == IR_OP_SREM) && ir_type_scalar(t)->bits > 1;
    IrValue *x = d;
    if (is_signed) {
        IrInst *a = before(r, i, IR_OP_ADD, t, 2);
        a->ops[0] = d;
        a->ops[1] = kshape(m, t, 1, 0);
        x = &a->v;
    }
    IrInst *c = before(r, i, IR_OP_ICMP, ir_type_with_shape(m, ir_type_int(m, 1), t), 2);
    c->pred = is_signed ? IR_ICMP_ULE : IR_ICMP_EQ;
    c->ops[0] = x;
    c->ops[1] = kshape(m, t, is_signed ? 1 : 0, 0);
    IrInst *sel = before(r, i, IR_OP_SELECT, t, 3);
    sel->ops[0] = &c->v;
    sel->ops[1] = kshape(m, t, 1, 0);
    sel->ops[2] = d;
    i->ops[1] = &sel->v;
}

/* The address of a load/store/atomic: its non-constant indices become 0
 * (in bounds for every object the generator makes). */
static int
constant_address(R *r, IrInst *acc)
{
    IrValue *p = acc->op == IR_OP_STORE ? acc->ops[1] : acc->ops[0];
    int n = 0;
    while (p->kind == IR_V_INST) {
        IrInst *pi = (IrInst *)p;
        if (pi->op == IR_OP_SELECT) {
            if (!ir_value_is_const(pi->ops[0])) {
                pi->ops[0] = zero_of(r, pi->ops[0]->type);
                n++;
            }
            p = pi->ops[2];
            continue;
        }
        if (pi->op == IR_OP_INTTOPTR || pi->op == IR_OP_PTRTOINT || pi->op == IR_OP_ADDRSPACECAST) {
            p = pi->ops[0];
            continue;
        }
        if (pi->op != IR_OP_GEP)
            break;
        for (uint32_t k = 1; k < pi->nops; k++)
            if (!ir_value_is_const(pi->ops[k])) {
                pi->ops[k] = zero_of(r, pi->ops[k]->type);
                n++;
            }
        p = pi->ops[0];
    }
    return n > 0;
}

/* A noundef argument or return value: a defined argument outside its
 * parameter's range() is poison, so the range goes first; then the value's
 * slice is made defined; else a constant takes its place. */
static int
fix_noundef(R *r, IrInst *i, uint32_t t)
{
    uint32_t k0 = i->op == IR_OP_RET ? 0 : 1;
    if (i->op != IR_OP_RET && i->op != IR_OP_CALL)
        return 0;
    uint32_t n = 0;
    IrValue *callee = i->op == IR_OP_CALL ? ir_call_callee(i) : NULL;
    if (callee && callee->kind == IR_V_FUNC) {
        IrFunc *f = (IrFunc *)callee;
        for (uint32_t k = 0; k < f->attrs.nparams; k++)
            n += drop_range(r->m, f, k);
        if (n)
            return 1;
    }
    for (uint32_t k = k0; k < i->nops; k++) {
        IrValue *a = i->ops[k];
        int undef = a->kind == IR_V_POISON || a->kind == IR_V_UNDEF;
        if (ir_value_is_const(a) && !undef && a->kind != IR_V_AGG)
            continue;
        uint32_t d = !t && !undef ? define_slice(r, a) : 0;
        if (!d && (undef || t)) {
            i->ops[k] = zero_of(r, a->type);
            d = 1;
        }
        n += d;
    }
    if (!n && !t) /* nothing to make defined on this try: the next one puts constants */
        return 1;
    return n > 0;
}

static int
fix_fixed_point(R *r, IrInst *i)
{
    const char *name = ir_call_name(i);
    if (!name || strstr(name, ".sat."))
        return 0;
    const char *dot = strstr(name, ".fix.");
    if (!dot)
        return 0;
    IrBuf b = {0};
    ir_buf_put(&b, name, (size_t)(dot - name) + 4);
    ir_buf_puts(&b, ".sat");
    ir_buf_puts(&b, dot + 4);
    ir_buf_putc(&b, 0);
    IrFunc *f = ir_module_func(r->m, b.p);
    if (!f)
        f = ir_func_new(r->m, b.p, i->fty);
    ir_buf_free(&b);
    i->ops[0] = &f->g.v;
    return 1;
}

/* A run returned a value with poison in it: the instructions where poison
 * started (poison out of operands that were not) lose the cause.  Returns
 * how many changed. */
static uint32_t
fix_poison_origins(R *r, const Watch *w)
{
    uint32_t n = 0;
    Slice *s = ir_calloc(1, sizeof *s);
    s->r = r;
    for (uint32_t k = 0; k < w->cap; k++) {
        IrInst *i = (IrInst *)w->key[k];
        if (!i || !w->poison[k])
            continue;
        int from_operand = 0;
        for (uint32_t j = 0; j < i->nops; j++)
            if (i->ops[j] && i->ops[j]->kind == IR_V_INST && watch_poison(w, i->ops[j]))
                from_operand = 1;
        if (from_operand || (i->op == IR_OP_CALL && ir_call_callee(i)->kind == IR_V_FUNC &&
                             !((IrFunc *)ir_call_callee(i))->is_decl))
            continue;
        s->changed = 0;
        s->ns = 0;
        define_inst(s, i);
        for (uint32_t j = 0; j < i->nops; j++) {
            IrValue *o = i->ops[j];
            if (o && (o->kind == IR_V_POISON || o->kind == IR_V_UNDEF) && i->op != IR_OP_SHUFFLEVECTOR &&
                !(j == 0 && (i->op == IR_OP_INSERTVALUE || i->op == IR_OP_INSERTELEMENT))) {
                i->ops[j] = ir_const_simple(r->m, IR_V_ZERO, o->type);
                s->changed++;
            }
        }
        n += s->changed;
    }
    ir_free(s);
    return n;
}

/* Poison or (unfrozen) undef anywhere in a result. */
static int
has_poison(const RtVal *v)
{
    for (uint32_t k = 0; k < v->nleaves; k++) {
        const RtLeaf *l = &v->leaf[k];
        if (l->poison)
            return 1;
        for (uint32_t w = 0; w < l->words && !l->fixed; w++)
            if (l->undef[w])
                return 1;
    }
    return 0;
}

/* Fix what a run reported at instruction i (a UB rule, or a choice on a
 * frozen value that steered control flow).  Returns 1 if the module
 * changed. */
static int
fix(R *r, IrInst *i, int rule)
{
    if (!i || done_this_round(r, i))
        return i != NULL;
    uint32_t t = times_fixed(r, i);
    if (t > 4)
        return 0;
    switch (rule) {
    case INTERP_UB_DIV_ZERO: case INTERP_UB_DIV_OVERFLOW:
        guard_divisor(r, i);
        return 1;
    case INTERP_UB_DIVISOR_UNDEF:
        if (t < 2 && define_slice(r, i->ops[1]))
            return 1;
        i->ops[1] = kshape(r->m, i->ops[1]->type, 1, 0);
        return 1;
    case INTERP_UB_BRANCH_UNDEF: case INTERP_UB_SWITCH_UNDEF:
        if (i->op == IR_OP_CMPXCHG) { /* its comparison: the operand and the memory */
            if (t < 2 && define_slice(r, &i->v))
                return 1;
            if (ir_value_is_const(i->ops[1]))
                return 0;
            i->ops[1] = zero_of(r, i->ops[1]->type);
            return 1;
        }
        if (i->op == IR_OP_INDIRECTBR) { /* a select of blockaddresses */
            if (t < 2 && define_slice(r, i->ops[0]))
                return 1;
            IrInst *sel = i->ops[0]->kind == IR_V_INST ? (IrInst *)i->ops[0] : NULL;
            if (!sel || sel->op != IR_OP_SELECT)
                return 0;
            sel->ops[0] = zero_of(r, sel->ops[0]->type);
            return 1;
        }
        if (i->op != IR_OP_BR && i->op != IR_OP_SWITCH)
            return 0;
        if (t < 2 && define_slice(r, i->ops[0]))
            return 1;
        i->ops[0] = zero_of(r, i->ops[0]->type);
        return 1;
    case INTERP_UB_ADDR_UNDEF: {
        if (i->op != IR_OP_LOAD && i->op != IR_OP_STORE && i->op != IR_OP_ATOMICRMW && i->op != IR_OP_CMPXCHG)
            return 0;
        IrValue *p = i->op == IR_OP_STORE ? i->ops[1] : i->ops[0];
        if (t < 2 && define_slice(r, p))
            return 1;
        return constant_address(r, i);
    }
    case INTERP_UB_NOUNDEF:
        return fix_noundef(r, i, t >= 2);
    case INTERP_UB_FIXED_OVERFLOW:
        return fix_fixed_point(r, i);
    default:
        return 0;
    }
}

static void
drop_input(GenTest *t, uint32_t k)
{
    ir_free(t->inputs[k]);
    memmove(&t->inputs[k], &t->inputs[k + 1], sizeof *t->inputs * (t->ninputs - k - 1));
    t->ninputs--;
}

void
gen_repair(GenModule *gm)
{
    R r = {gm, gm->m, NULL, 0, 0, NULL, 0, 0, ir_calloc(gm->ntests + 1, 1)};
    GenStats *st = &gm->stats;
    InterpOptions io;
    memset(&io, 0, sizeof io);
    io.max_steps = 2000000;
    io.max_memory = 64u << 20;
    io.max_depth = 200;
    io.undef = INTERP_UNDEF_TRACK;
    for (int round = 0; round < MAX_ROUNDS; round++) {
        char err[256];
        int last = round == MAX_ROUNDS - 1;
        Interp *ip = interp_new(gm->m, &io, err, sizeof err);
        if (!ip) {
            snprintf(st->problem, sizeof st->problem, "interpreter: %.200s", err);
            for (uint32_t k = 0; k < gm->ntests; k++)
                while (gm->tests[k].ninputs)
                    drop_input(&gm->tests[k], 0), st->dropped++;
            break;
        }
        int changed = 0;
        r.ndone = 0;
        for (uint32_t k = 0; k < gm->ntests; k++) {
            GenTest *t = &gm->tests[k];
            IrFunc *f = t->f;
            IrType *pt[64];
            for (uint32_t a = 0; a < f->nargs && a < 64; a++)
                pt[a] = f->args[a]->v.type;
            for (uint32_t j = 0; j < t->ninputs;) {
                interp_reset(ip);
                RtVal args[64];
                InterpResult res;
                int n = interp_parse_args(ip, pt, f->nargs, t->inputs[j], args, err, sizeof err);
                if (n != (int)f->nargs) {
                    snprintf(st->problem, sizeof st->problem, "@%.20s input %u: %.200s", f->g.v.name, j, err);
                    drop_input(t, j);
                    st->dropped++;
                    continue;
                }
                interp_call(ip, f, args, f->nargs, &res);
                st->runs++;
                if (res.status == INTERP_RETURNED && !res.choices) {
                    /* a poison result says nothing the oracle can compare:
                     * once per test, find where the poison starts */
                    if (has_poison(&res.ret) && !last && r.poison_tries[k] < 4) {
                        r.poison_tries[k]++;
                        Watch w = {0};
                        InterpOptions wo = io;
                        wo.on_value = on_value;
                        wo.on_value_ctx = &w;
                        Interp *wip = interp_new(gm->m, &wo, err, sizeof err);
                        if (wip) {
                            RtVal wargs[64];
                            InterpResult wres;
                            if (interp_parse_args(wip, pt, f->nargs, t->inputs[j], wargs, err, sizeof err) ==
                                (int)f->nargs) {
                                interp_call(wip, f, wargs, f->nargs, &wres);
                                if (fix_poison_origins(&r, &w)) {
                                    st->repairs++;
                                    changed = 1;
                                }
                            }
                            interp_free(wip);
                        }
                        ir_free(w.key);
                        ir_free(w.poison);
                    }
                    j++;
                    continue;
                }
                /* a branch on a frozen value: the test would be one of
                 * several runs the module allows; make its condition defined */
                int rule = res.status == INTERP_RETURNED ? INTERP_UB_BRANCH_UNDEF : res.ub_rule;
                IrInst *at = (IrInst *)(res.status == INTERP_RETURNED ? res.choice_at : res.inst);
                if ((res.status == INTERP_UB || res.status == INTERP_RETURNED) && !last && fix(&r, at, rule)) {
                    st->repairs++;
                    changed = 1;
                    j++;
                    continue;
                }
                if (res.status != INTERP_UB)
                    snprintf(st->problem, sizeof st->problem, "@%.20s: %.200s", f->g.v.name, res.msg);
                st->dropped_by[res.status == INTERP_UB && res.ub_rule < 63 ? res.ub_rule : res.status == INTERP_RETURNED ? 62 : 63]++;
                drop_input(t, j);
                st->dropped++;
            }
        }
        interp_free(ip);
        if (!changed)
            break;
    }
    ir_free(r.fix);
    ir_free(r.done);
    ir_free(r.poison_tries);
}
