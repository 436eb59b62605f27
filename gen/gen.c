/* gen.c -- the generator's builder: module, functions, statements (the CFG),
 * instructions and patterns, walking the grammar of grammar.def.
 *
 * UB-freedom by construction where it is cheap: divisors guarded (policy),
 * shift amounts masked (policy), memory indices masked to the object's
 * power-of-two length, loops counted to a small bound, memcpy between
 * distinct objects.  What remains (a poison condition reaching a branch, a
 * poison divisor, ...) is found and fixed by gen_repair() in the
 * interpreter. */
#include "build.h"

#include "exec/exec.h"
#include "ir/fp.h"

#include <math.h>
#include <string.h>

/* ------------------------------------------------------------ randomness */

uint64_t
gen_rand(G *g)
{
    uint64_t z = (g->rs += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint32_t
gen_below(G *g, uint32_t n)
{
    return n ? (uint32_t)(((gen_rand(g) >> 32) * (uint64_t)n) >> 32) : 0;
}

int
gen_chance(G *g, uint32_t pct)
{
    return gen_below(g, 100) < pct;
}

int
gen_pick(G *g, GenGroup grp)
{
    if (!g->gtot[grp])
        return -1;
    uint32_t r = gen_below(g, g->gtot[grp]);
    for (int p = 0; p < GEN_NPROD; p++) {
        if (gen_prods[p].group != grp)
            continue;
        if (r < g->W[p])
            return p;
        r -= g->W[p];
    }
    return -1;
}

#define ON(g, f) (((g)->feat >> GF_##f) & 1u)

/* ------------------------------------------------------------- emission */

IrInst *
gen_emit(G *g, IrOp op, IrType *t, uint32_t nops)
{
    IrInst *i = ir_inst_new(g->m, op, t, nops);
    ir_block_append(g->cur, i);
    g->ninst++;
    return i;
}

static PVal *
push_val(G *g, IrValue *v, int32_t obj)
{
    if (g->np == g->cappool) {
        g->cappool = g->cappool ? g->cappool * 2 : 64;
        g->pool = ir_realloc(g->pool, sizeof *g->pool * g->cappool);
    }
    PVal *p = &g->pool[g->np++];
    p->v = v;
    p->uses = 0;
    p->obj = obj;
    return p;
}

IrValue *
gen_push(G *g, IrInst *i)
{
    push_val(g, &i->v, -1);
    return &i->v;
}

void
gen_use(G *g, IrValue *v)
{
    if (ir_value_is_const(v))
        return;
    for (uint32_t k = g->np; k-- > 0;)
        if (g->pool[k].v == v) {
            g->pool[k].uses++;
            return;
        }
}

static void
set_ops(G *g, IrInst *i, IrValue *a, IrValue *b, IrValue *c)
{
    IrValue *v[3] = {a, b, c};
    for (uint32_t k = 0; k < i->nops && k < 3; k++) {
        i->ops[k] = v[k];
        gen_use(g, v[k]);
    }
}

IrValue *
gen_bin(G *g, IrOp op, IrValue *a, IrValue *b, uint32_t flags)
{
    IrInst *i = gen_emit(g, op, a->type, 2);
    set_ops(g, i, a, b, NULL);
    i->flags = flags;
    return gen_push(g, i);
}

IrValue *
gen_cast(G *g, IrOp op, IrValue *a, IrType *to, uint32_t flags)
{
    IrInst *i = gen_emit(g, op, to, 1);
    set_ops(g, i, a, NULL, NULL);
    i->flags = flags;
    return gen_push(g, i);
}

static IrType *
bool_type(G *g, IrType *like)
{
    return ir_type_with_shape(g->m, g->m->t_i1 ? g->m->t_i1 : ir_type_int(g->m, 1), like);
}

IrValue *
gen_icmp(G *g, unsigned pred, IrValue *a, IrValue *b)
{
    IrInst *i = gen_emit(g, IR_OP_ICMP, bool_type(g, a->type), 2);
    set_ops(g, i, a, b, NULL);
    i->pred = (uint8_t)pred;
    return gen_push(g, i);
}

IrValue *
gen_select(G *g, IrValue *c, IrValue *a, IrValue *b)
{
    IrInst *i = gen_emit(g, IR_OP_SELECT, a->type, 3);
    set_ops(g, i, c, a, b);
    if (ir_type_is_fp_or_fpvec(a->type))
        i->flags = gen_fmf(g);
    return gen_push(g, i);
}

/* extractvalue agg, k (val NULL) or insertvalue agg, val, k; not pushed */
IrInst *
gen_aggop(G *g, IrValue *agg, IrValue *val, uint32_t k)
{
    IrType *st = agg->type;
    IrType *ft = st->kind == IR_TY_STRUCT ? st->members[k] : st->elem;
    IrInst *i = gen_emit(g, val ? IR_OP_INSERTVALUE : IR_OP_EXTRACTVALUE, val ? st : ft, val ? 2 : 1);
    set_ops(g, i, agg, val, NULL);
    i->nints = 1;
    i->ints = IR_NEWN(g->m->arena, int32_t, 1);
    i->ints[0] = (int32_t)k;
    return i;
}

/* Both fields of a {T, U} (the last value pushed), as values of their own. */
void
gen_split(G *g, IrValue *agg)
{
    g->pool[g->np - 1].uses = 1;
    for (uint32_t f = 0; f < 2; f++)
        gen_push(g, gen_aggop(g, agg, NULL, f));
}

IrFunc *
gen_declare(G *g, const char *name, IrType *fty)
{
    IrFunc *f = ir_module_func(g->m, name);
    return f ? f : ir_func_new(g->m, name, fty);
}

IrValue *
gen_call(G *g, IrFunc *callee, IrValue **args, uint32_t nargs)
{
    IrType *fty = callee->g.vtype;
    IrInst *i = gen_emit(g, IR_OP_CALL, fty->elem, nargs + 1);
    i->ops[0] = &callee->g.v;
    for (uint32_t k = 0; k < nargs; k++) {
        i->ops[k + 1] = args[k];
        gen_use(g, args[k]);
    }
    i->fty = fty;
    if (fty->elem->kind == IR_TY_VOID)
        return NULL;
    return gen_push(g, i);
}

static IrBlock *
new_block(G *g)
{
    char name[24];
    snprintf(name, sizeof name, "bb%u", ++g->nblk);
    return ir_block_new(g->m, g->f, name);
}

/* Blocks are appended as they are created; a loop's exit block, created
 * before the body, moves behind it so the layout reads in order. */
static void
block_to_end(IrFunc *f, IrBlock *b)
{
    if (f->last == b)
        return;
    if (b->prev)
        b->prev->next = b->next;
    else
        f->first = b->next;
    b->next->prev = b->prev;
    b->prev = f->last;
    b->next = NULL;
    f->last->next = b;
    f->last = b;
}

static void
br(G *g, IrBlock *to)
{
    IrInst *i = gen_emit(g, IR_OP_BR, g->m->t_void, 1);
    i->ops[0] = &to->v;
}

static void
condbr(G *g, IrValue *c, IrBlock *t, IrBlock *f)
{
    IrInst *i = gen_emit(g, IR_OP_BR, g->m->t_void, 3);
    i->ops[0] = c;
    i->ops[1] = &t->v;
    i->ops[2] = &f->v;
    gen_use(g, c);
}

static IrInst *
phi(G *g, IrType *t, uint32_t n)
{
    IrInst *i = gen_emit(g, IR_OP_PHI, t, n);
    i->blocks = IR_NEWN(g->m->arena, IrBlock *, n);
    return i;
}

/* ----------------------------------------------------------------- types */

static IrType *
pick_from(G *g, IrType **v, uint32_t n)
{
    return n ? v[gen_below(g, n)] : NULL;
}

static int
is_int_vec(const IrType *t)
{
    return t->kind == IR_TY_VEC && t->elem->kind == IR_TY_INT;
}

IrType *
gen_int_type(G *g, int allow_vec)
{
    if (allow_vec && g->nvty && gen_chance(g, 20)) {
        IrType *c[GEN_MAX_TY];
        uint32_t n = 0;
        for (uint32_t k = 0; k < g->nvty; k++)
            if (is_int_vec(g->vty[k]))
                c[n++] = g->vty[k];
        if (n)
            return pick_from(g, c, n);
    }
    return pick_from(g, g->ity, g->nity);
}

IrType *
gen_fp_type(G *g, int allow_vec)
{
    if (!g->nfty)
        return NULL;
    if (allow_vec && g->nvty && gen_chance(g, 20)) {
        IrType *c[GEN_MAX_TY];
        uint32_t n = 0;
        for (uint32_t k = 0; k < g->nvty; k++)
            if (ir_type_is_fp(g->vty[k]->elem))
                c[n++] = g->vty[k];
        if (n)
            return pick_from(g, c, n);
    }
    return pick_from(g, g->fty, g->nfty);
}

/* Any first-class type of the palette (for select, freeze, phi). */
static IrType *
any_type(G *g)
{
    uint32_t r = gen_below(g, 10);
    if (r < 2 && g->nfty)
        return gen_fp_type(g, 1);
    if (r < 3 && g->nvty)
        return pick_from(g, g->vty, g->nvty);
    return gen_int_type(g, 0);
}

static unsigned
int_bits(const IrType *t)
{
    return ir_type_scalar((IrType *)t)->bits;
}

static int
ispow2(uint64_t x)
{
    return x && !(x & (x - 1));
}

uint32_t
gen_fmf(G *g)
{
    if (!ON(g, FLAGS) || !gen_chance(g, g->W[GP_F_FMF]))
        return 0;
    /* the approximate flags (arcp, contract, afn, reassoc; all of them in
     * `fast`) make a result an arbitrary nearby value: rarer, or the tests
     * would compare little */
    if (gen_chance(g, 8))
        return IR_F_FMF;
    uint32_t f = 0;
    for (int k = 0; k < 7; k++)
        if (gen_chance(g, IR_F_NNAN << k & (IR_F_NNAN | IR_F_NINF | IR_F_NSZ) ? 30 : 10))
            f |= IR_F_NNAN << k;
    return f;
}

static uint32_t
flag(G *g, GenProd p, uint32_t bit)
{
    return g->W[p] && gen_chance(g, g->W[p]) ? bit : 0;
}

/* Two flags, drawn in a fixed order (C leaves the order of `a | b` open). */
static uint32_t
flag2(G *g, GenProd p1, uint32_t b1, GenProd p2, uint32_t b2)
{
    uint32_t f = flag(g, p1, b1);
    return f | flag(g, p2, b2);
}

/* ------------------------------------------------------------- constants */

static void
remember_const(G *g, IrValue *c)
{
    for (uint32_t k = 0; k < g->nk; k++)
        if (g->kpool[k] == c)
            return;
    if (g->nk == g->capk) {
        g->capk = g->capk ? g->capk * 2 : 32;
        g->kpool = ir_realloc(g->kpool, sizeof *g->kpool * g->capk);
    }
    g->kpool[g->nk++] = c;
}

/* An edge value of an integer type of `bits` bits into w (little-endian). */
static void
edge_int(G *g, unsigned bits, uint64_t *w)
{
    unsigned nw = (bits + 63) / 64;
    memset(w, 0, nw * 8);
    unsigned k = gen_below(g, bits);
    switch (gen_below(g, 12)) {
    case 0: break;                                          /* 0 */
    case 1: w[0] = 1; break;                                /* 1 */
    case 2: memset(w, 0xff, nw * 8); break;                 /* -1 */
    case 3: w[(bits - 1) / 64] = 1ull << ((bits - 1) % 64); break; /* MIN */
    case 4: memset(w, 0xff, nw * 8); w[(bits - 1) / 64] &= ~(1ull << ((bits - 1) % 64)); break; /* MAX */
    case 5: w[k / 64] = 1ull << (k % 64); break;            /* 2^k */
    case 6:                                                 /* 2^k - 1: a mask */
        for (unsigned b = 0; b < k; b++)
            w[b / 64] |= 1ull << (b % 64);
        break;
    case 7: w[k / 64] = 1ull << (k % 64); w[0] += 1; break; /* 2^k + 1 */
    case 8: w[0] = 2 + gen_below(g, 15); break;             /* small */
    case 9: memset(w, 0xff, nw * 8); w[0] -= gen_below(g, 8) + 1; break; /* small negative */
    case 10: w[0] = 1ull << (k % 64); w[0] -= 1; w[0] = ~w[0]; /* -2^k: a high mask */
        for (unsigned j = 1; j < nw; j++) w[j] = ~0ull;
        break;
    default:
        for (unsigned j = 0; j < nw; j++)
            w[j] = gen_rand(g);
        break;
    }
    if (bits % 64)
        w[nw - 1] &= (1ull << (bits % 64)) - 1;
}

static FpBits
edge_fp(G *g, FpFmt f)
{
    static const double vals[] = {1.0, -1.0, 0.5, 2.0, 3.0, -2.5, 100.0, 1e-3, 65504.0, 1e10, 0.1, 255.0};
    unsigned fl = 0;
    switch (gen_below(g, 12)) {
    case 0: return fp_zero(f, 0);
    case 1: return fp_zero(f, 1);
    case 2: return fp_inf(f, (int)gen_below(g, 2));
    case 3: return fp_qnan(f);
    case 4: return fp_largest(f, (int)gen_below(g, 2));
    case 5: return fp_smallest(f, (int)gen_below(g, 2));
    case 6: return fp_smallest_normal(f, 0);
    case 7: {
        double d = (double)(int64_t)(gen_rand(g) % 2001) - 1000.0;
        return fp_from_double(f, d / (1 + gen_below(g, 8)), FP_RNE, &fl);
    }
    default:
        return fp_from_double(f, vals[gen_below(g, sizeof vals / sizeof vals[0])], FP_RNE, &fl);
    }
}

static IrValue *
scalar_const(G *g, IrType *t, int edge_only)
{
    IrModule *m = g->m;
    if (!edge_only && g->nk && gen_chance(g, g->W[GP_O_FUNCCONST])) {
        for (int tries = 0; tries < 4; tries++) {
            IrValue *c = g->kpool[gen_below(g, g->nk)];
            if (c->type == t)
                return c;
        }
    }
    if (t->kind == IR_TY_INT) {
        uint64_t w1, *w = t->bits <= 64 ? &w1 : IR_NEWN(m->arena, uint64_t, (t->bits + 63) / 64);
        edge_int(g, t->bits, w);
        return t->bits <= 64 ? ir_const_int(m, t, w[0]) : ir_const_int_words(m, t, w);
    }
    if (ir_type_is_fp(t)) {
        FpBits b = edge_fp(g, ir_type_fp_fmt(t));
        return ir_const_fp_bits(m, t, b.w);
    }
    if (t->kind == IR_TY_PTR)
        return ir_const_simple(m, IR_V_NULL, t);
    return ir_const_simple(m, IR_V_ZERO, t);
}

static IrValue *
vec_const(G *g, IrType *t, int edge_only)
{
    IrModule *m = g->m;
    uint32_t r = gen_below(g, 10);
    if (r == 0)
        return ir_const_simple(m, IR_V_ZERO, t);
    IrConst *c;
    if (r < 3 && g->llvm >= 19) {
        c = ir_const_new(m, IR_V_SPLAT, t);
        c->elems = IR_NEWN(m->arena, IrValue *, 1);
        c->elems[0] = scalar_const(g, t->elem, edge_only);
        c->nelems = 1;
        return &c->v;
    }
    c = ir_const_new(m, IR_V_AGG, t);
    c->nelems = (uint32_t)t->count;
    c->elems = IR_NEWN(m->arena, IrValue *, c->nelems);
    IrValue *same = r < 5 ? scalar_const(g, t->elem, edge_only) : NULL;
    for (uint32_t k = 0; k < c->nelems; k++)
        c->elems[k] = same ? same : scalar_const(g, t->elem, edge_only);
    return &c->v;
}

IrValue *
gen_const(G *g, IrType *t)
{
    if (gen_chance(g, g->W[GP_O_POISON]))
        return ir_const_simple(g->m, gen_below(g, 2) ? IR_V_POISON : IR_V_UNDEF, t);
    IrValue *c;
    if (t->kind == IR_TY_VEC)
        c = vec_const(g, t, 0);
    else if (t->kind == IR_TY_STRUCT || t->kind == IR_TY_ARRAY)
        return ir_const_simple(g->m, IR_V_ZERO, t);
    else
        c = scalar_const(g, t, 0);
    if (c->kind == IR_V_INT || c->kind == IR_V_FP)
        remember_const(g, c);
    return c;
}

IrValue *
gen_int_const(G *g, IrType *t, uint64_t v)
{
    if (t->kind != IR_TY_VEC)
        return ir_const_int(g->m, t, v);
    IrConst *c = ir_const_new(g->m, IR_V_AGG, t);
    c->nelems = (uint32_t)t->count;
    c->elems = IR_NEWN(g->m->arena, IrValue *, c->nelems);
    for (uint32_t k = 0; k < c->nelems; k++)
        c->elems[k] = ir_const_int(g->m, t->elem, v);
    return &c->v;
}

/* All ones in the low `n` bits (n < width), as a constant of t's shape. */
static IrValue *
mask_const(G *g, IrType *t, unsigned n)
{
    unsigned w = int_bits(t);
    if (w <= 64 || n <= 64)
        return gen_int_const(g, t, n >= 64 ? ~0ull : (1ull << n) - 1);
    uint64_t words[4] = {0};
    for (unsigned b = 0; b < n; b++)
        words[b / 64] |= 1ull << (b % 64);
    return ir_const_int_words(g->m, t, words);
}

/* -------------------------------------------------------------- operands */

static IrValue *
from_pool(G *g, IrType *t)
{
    uint32_t cand[64], ncand = 0, unused[64], nunused = 0;
    for (uint32_t k = g->np; k-- > 0 && ncand < 64;) {
        PVal *p = &g->pool[k];
        if (p->v->type != t || p->obj >= 0)
            continue;
        cand[ncand++] = k;
        if (!p->uses)
            unused[nunused++] = k;
    }
    if (!ncand)
        return NULL;
    uint32_t k = nunused && gen_chance(g, g->W[GP_O_UNUSED]) ? unused[gen_below(g, nunused)]
                                                              : cand[gen_below(g, ncand)];
    g->pool[k].uses++;
    return g->pool[k].v;
}

/* Any pool value whose type satisfies ok(). */
static IrValue *
pool_any(G *g, int (*ok)(const IrType *))
{
    uint32_t cand[64], n = 0;
    for (uint32_t k = g->np; k-- > 0 && n < 64;)
        if (g->pool[k].obj < 0 && ok(g->pool[k].v->type))
            cand[n++] = k;
    return n ? g->pool[cand[gen_below(g, n)]].v : NULL;
}

static int
ok_int_scalar(const IrType *t)
{
    return t->kind == IR_TY_INT && t->bits > 1;
}

/* May an int of type t (or a vector of them) become fp of type to?  For
 * LLVM's interpreter (GEN_LACKS_INTERP_BUGS) not from more than 64 bits,
 * and not to float from more than 53 (it rounds twice, through double). */
static int
itofp_ok(const G *g, const IrType *t, const IrType *to)
{
    unsigned bits = (t->kind == IR_TY_VEC ? t->elem : t)->bits;
    int to_double = (to->kind == IR_TY_VEC ? to->elem : to)->kind == IR_TY_DOUBLE;
    return !(g->lacks & GEN_LACKS_INTERP_BUGS) || bits <= (to_double ? 64 : 53);
}

static int
ok_fp_scalar(const IrType *t)
{
    return ir_type_is_fp(t);
}

/* An integer value resized to t (scalar). */
static IrValue *
resize(G *g, IrValue *v, IrType *t)
{
    unsigned a = v->type->bits, b = t->bits;
    if (a == b)
        return v;
    if (a > b)
        return gen_cast(g, IR_OP_TRUNC, v, t, 0);
    return gen_cast(g, gen_below(g, 2) || a == 1 ? IR_OP_ZEXT : IR_OP_SEXT, v, t, 0);
}

static IrValue *
make(G *g, IrType *t, int depth)
{
    IrModule *m = g->m;
    if (depth > 3)
        return gen_const(g, t);
    if (t->kind == IR_TY_INT) {
        if (t->bits == 1) {
            IrType *it = gen_int_type(g, 0);
            IrValue *a = gen_operand(g, it);
            IrValue *b = gen_const(g, it);
            return gen_icmp(g, IR_ICMP_EQ + gen_below(g, 10), a, b);
        }
        IrValue *s = pool_any(g, ok_int_scalar);
        if (s) {
            gen_use(g, s);
            return resize(g, s, t);
        }
        return gen_const(g, t);
    }
    if (ir_type_is_fp(t)) {
        IrValue *s = pool_any(g, ok_fp_scalar);
        if (s && ir_cast_valid(m, IR_OP_FPEXT, s->type, t)) {
            gen_use(g, s);
            return gen_cast(g, IR_OP_FPEXT, s, t, 0);
        }
        if (s && ir_cast_valid(m, IR_OP_FPTRUNC, s->type, t)) {
            gen_use(g, s);
            return gen_cast(g, IR_OP_FPTRUNC, s, t, 0);
        }
        s = pool_any(g, ok_int_scalar);
        if (s && itofp_ok(g, s->type, t)) {
            gen_use(g, s);
            return gen_cast(g, gen_below(g, 2) ? IR_OP_SITOFP : IR_OP_UITOFP, s, t, 0);
        }
        return gen_const(g, t);
    }
    if (t->kind == IR_TY_VEC) {
        /* the splat idiom: insertelement into poison, shufflevector with a zero mask */
        IrValue *e = from_pool(g, t->elem);
        if (!e)
            e = make(g, t->elem, depth + 1);
        IrType *v1 = ir_type_vec(m, t->elem, 1, 0);
        IrInst *ins = gen_emit(g, IR_OP_INSERTELEMENT, gen_below(g, 2) ? v1 : t, 3);
        set_ops(g, ins, ir_const_simple(m, IR_V_POISON, ins->v.type), e,
                ir_const_int(m, ir_type_int(m, gen_below(g, 2) ? 32 : 64), 0));
        /* not in the pool: its other lanes are poison */
        IrInst *sh = gen_emit(g, IR_OP_SHUFFLEVECTOR, t, 2);
        set_ops(g, sh, &ins->v, ir_const_simple(m, IR_V_POISON, ins->v.type), NULL);
        sh->nints = (uint32_t)t->count;
        sh->ints = IR_NEWN(m->arena, int32_t, sh->nints);
        return gen_push(g, sh);
    }
    if (t->kind == IR_TY_STRUCT) {
        IrValue *acc = ir_const_simple(m, gen_below(g, 2) ? IR_V_POISON : IR_V_UNDEF, t);
        for (uint32_t k = 0; k < t->nmembers; k++) {
            IrValue *f = gen_operand(g, t->members[k]);
            IrInst *i = gen_aggop(g, acc, f, k);
            acc = &i->v;
            if (k + 1 == t->nmembers) /* the partial ones have poison fields */
                gen_push(g, i);
        }
        return acc;
    }
    return gen_const(g, t);
}

IrValue *
gen_operand(G *g, IrType *t)
{
    if (gen_chance(g, g->W[GP_O_CONST]) && t->kind != IR_TY_STRUCT)
        return gen_const(g, t);
    IrValue *v = from_pool(g, t);
    return v ? v : make(g, t, 0);
}

IrValue *
gen_bool(G *g, IrType *shape)
{
    IrType *bt = bool_type(g, shape);
    if (gen_chance(g, 30)) {
        IrValue *v = from_pool(g, bt);
        if (v)
            return v;
    }
    if (g->nfty && gen_chance(g, 15) && shape->kind != IR_TY_VEC) {
        IrType *ft = gen_fp_type(g, 0);
        IrValue *a = gen_operand(g, ft);
        IrValue *b = gen_operand(g, ft);
        IrInst *i = gen_emit(g, IR_OP_FCMP, bt, 2);
        set_ops(g, i, a, b, NULL);
        i->pred = (uint8_t)(1 + gen_below(g, 14));
        i->flags = gen_fmf(g);
        return gen_push(g, i);
    }
    IrType *it = shape->kind == IR_TY_VEC ? NULL : gen_int_type(g, 0);
    if (!it) { /* a vector condition: compare vectors of the same length */
        IrType *cands[GEN_MAX_TY];
        uint32_t n = 0;
        for (uint32_t k = 0; k < g->nvty; k++)
            if (is_int_vec(g->vty[k]) && g->vty[k]->count == shape->count)
                cands[n++] = g->vty[k];
        it = n ? cands[gen_below(g, n)] : ir_type_vec(g->m, g->ity[0], shape->count, 0);
    }
    IrValue *a = gen_operand(g, it);
    IrValue *b = gen_operand(g, it);
    IrValue *c = gen_icmp(g, IR_ICMP_EQ + gen_below(g, 10), a, b);
    if (g->W[GP_F_SAMESIGN] && gen_chance(g, g->W[GP_F_SAMESIGN]))
        ((IrInst *)c)->flags |= IR_F_SAMESIGN;
    return c;
}

/* --------------------------------------------------------- instructions */

static IrType *
bits_type(G *g, unsigned bits)
{
    return ir_type_int(g->m, bits);
}

/* The divisor of a division of type t: guarded by policy (a constant that is
 * not 0 and, for signed ones, not -1; or `(freeze x) | 1`, also `& MAX` when
 * signed), else as it comes (the repair fixes what turns out UB). */
static IrValue *
divisor(G *g, IrType *t, int is_signed)
{
    if (!gen_chance(g, g->W[GP_O_GUARD_DIV]))
        return gen_operand(g, t);
    if ((g->lacks & GEN_LACKS_FREEZE) || gen_below(g, 2)) {
        unsigned w = int_bits(t);
        uint64_t v;
        switch (gen_below(g, 5)) {
        case 0: v = 1ull << gen_below(g, w < 64 ? w - 1 : 63); break;
        case 1: v = 3 + gen_below(g, 13); break;
        case 2: v = is_signed ? (uint64_t)-(int64_t)(2 + gen_below(g, 7)) : ~0ull; break;
        default: v = 2 + gen_below(g, 30); break;
        }
        if (w < 64)
            v &= (1ull << w) - 1;
        if (v == 0 || (is_signed && (w < 64 ? v == (1ull << w) - 1 : v == ~0ull)) || (w == 1))
            v = 1;
        if (w == 1 && is_signed)
            return NULL;
        return gen_int_const(g, t, v);
    }
    IrValue *x = gen_operand(g, t);
    IrInst *fr = gen_emit(g, IR_OP_FREEZE, t, 1);
    set_ops(g, fr, x, NULL, NULL);
    gen_push(g, fr);
    IrValue *d = gen_bin(g, IR_OP_OR, &fr->v, gen_int_const(g, t, 1), 0);
    if (is_signed) {
        unsigned w = int_bits(t);
        if (w == 1)
            return NULL;
        d = gen_bin(g, IR_OP_AND, d, mask_const(g, t, w - 1), 0);
    }
    return d;
}

/* A second operand for `a op _`: not a constant when a is one (the
 * instruction would fold away), and rarely a itself. */
static IrValue *
operand2(G *g, IrType *t, IrValue *a)
{
    for (int tries = 0; tries < 3; tries++) {
        IrValue *b = ir_value_is_const(a) ? from_pool(g, t) : gen_operand(g, t);
        if (!b)
            b = make(g, t, 0);
        if ((b != a || gen_chance(g, 5)) && !(ir_value_is_const(a) && ir_value_is_const(b)))
            return b;
    }
    return make(g, t, 1);
}

static void
inst_arith(G *g, IrOp op)
{
    IrType *t = gen_int_type(g, 1);
    IrValue *a = gen_operand(g, t), *b;
    uint32_t fl = 0;
    unsigned w = int_bits(t);
    switch (op) {
    case IR_OP_UDIV: case IR_OP_SDIV: case IR_OP_UREM: case IR_OP_SREM:
        if (w == 1) /* an i1 divisor that is not 0 is -1: signed division would overflow */
            op = op == IR_OP_SDIV ? IR_OP_UDIV : op == IR_OP_SREM ? IR_OP_UREM : op;
        b = divisor(g, t, op == IR_OP_SDIV || op == IR_OP_SREM);
        if (!b)
            return;
        if (op == IR_OP_UDIV || op == IR_OP_SDIV)
            fl = flag(g, GP_F_EXACT, IR_F_EXACT);
        break;
    case IR_OP_SHL: case IR_OP_LSHR: case IR_OP_ASHR:
        if (gen_chance(g, g->W[GP_O_MASK_SHIFT])) {
            if (gen_below(g, 2) && !ir_value_is_const(a)) {
                b = gen_int_const(g, t, gen_below(g, w));
            } else {
                b = gen_operand(g, t);
                b = ispow2(w) ? gen_bin(g, IR_OP_AND, b, gen_int_const(g, t, w - 1), 0)
                              : gen_bin(g, IR_OP_UREM, b, gen_int_const(g, t, w), 0);
            }
        } else {
            b = gen_operand(g, t);
        }
        fl = op == IR_OP_SHL ? flag2(g, GP_F_NUW, IR_F_NUW, GP_F_NSW, IR_F_NSW)
                             : flag(g, GP_F_EXACT, IR_F_EXACT);
        break;
    case IR_OP_OR:
        b = operand2(g, t, a);
        fl = flag(g, GP_F_DISJOINT, IR_F_DISJOINT);
        break;
    case IR_OP_AND: case IR_OP_XOR:
        b = operand2(g, t, a);
        break;
    default: /* add, sub, mul */
        b = operand2(g, t, a);
        fl = flag2(g, GP_F_NUW, IR_F_NUW, GP_F_NSW, IR_F_NSW);
        break;
    }
    gen_bin(g, op, a, b, fl);
}

static void
inst_icmp(G *g)
{
    IrType *t = gen_int_type(g, 1);
    IrValue *a = gen_operand(g, t);
    IrValue *b = operand2(g, t, a);
    IrValue *c = gen_icmp(g, IR_ICMP_EQ + gen_below(g, 10), a, b);
    ((IrInst *)c)->flags = flag(g, GP_F_SAMESIGN, IR_F_SAMESIGN);
}

static void
inst_select(G *g)
{
    IrType *t = any_type(g);
    IrType *shape = t->kind == IR_TY_VEC && gen_below(g, 2) ? t : g->m->t_i1;
    IrValue *c = gen_bool(g, shape);
    IrValue *a = gen_operand(g, t);
    IrValue *b = operand2(g, t, a);
    gen_select(g, c, a, b);
}

static void
inst_freeze(G *g)
{
    IrType *t = any_type(g);
    IrValue *a = gen_operand(g, t);
    IrInst *i = gen_emit(g, IR_OP_FREEZE, t, 1);
    set_ops(g, i, a, NULL, NULL);
    gen_push(g, i);
}

/* trunc / zext / sext between integer types of the palette (and i1). */
static void
inst_intcast(G *g, IrOp op)
{
    IrType *a = gen_int_type(g, 1), *b;
    unsigned wa = int_bits(a);
    IrType *cands[GEN_MAX_TY + 1];
    uint32_t n = 0;
    for (uint32_t k = 0; k < g->nity; k++) {
        unsigned wb = g->ity[k]->bits;
        if (op == IR_OP_TRUNC ? wb < wa : wb > wa)
            cands[n++] = g->ity[k];
    }
    if (op == IR_OP_TRUNC && wa > 1)
        cands[n++] = bits_type(g, 1 + gen_below(g, wa - 1));
    if (op != IR_OP_TRUNC && wa < 128)
        cands[n++] = bits_type(g, wa + 1 + gen_below(g, 128 - wa));
    if (!n)
        return;
    b = ir_type_with_shape(g->m, cands[gen_below(g, n)], a);
    uint32_t fl = 0;
    if (op == IR_OP_TRUNC)
        fl = flag2(g, GP_F_TRUNC, IR_F_NUW, GP_F_TRUNC, IR_F_NSW);
    else if (op == IR_OP_ZEXT)
        fl = flag(g, GP_F_NNEG, IR_F_NNEG);
    gen_cast(g, op, gen_operand(g, a), b, fl);
}

static void
inst_fbin(G *g, IrOp op)
{
    IrType *t = gen_fp_type(g, 1);
    if (!t)
        return;
    IrValue *a = gen_operand(g, t);
    IrValue *r = op == IR_OP_FNEG ? NULL : operand2(g, t, a);
    IrInst *i = gen_emit(g, op, t, op == IR_OP_FNEG ? 1 : 2);
    set_ops(g, i, a, r, NULL);
    i->flags = gen_fmf(g);
    gen_push(g, i);
}

static void
inst_fcmp(G *g)
{
    IrType *t = gen_fp_type(g, 1);
    if (!t)
        return;
    IrValue *a = gen_operand(g, t);
    IrValue *b = gen_operand(g, t);
    IrInst *i = gen_emit(g, IR_OP_FCMP, bool_type(g, t), 2);
    set_ops(g, i, a, b, NULL);
    i->pred = (uint8_t)gen_below(g, 16);
    i->flags = gen_fmf(g);
    gen_push(g, i);
}

/* fptrunc/fpext/fptoui/fptosi/uitofp/sitofp: a source and a destination
 * type of the palette the cast accepts. */
/* May the module use fp type kind k on its target? */
static int
fp_ok(const G *g, IrTypeKind k)
{
    if (g->lacks & GEN_LACKS_FP_EXOTIC)
        return k == IR_TY_FLOAT || k == IR_TY_DOUBLE;
    return (k != IR_TY_X86_FP80 || !(g->lacks & GEN_LACKS_X86_FP80)) && (k != IR_TY_HALF || !(g->lacks & GEN_LACKS_HALF));
}

static void
inst_fpcast(G *g, IrOp op)
{
    if (!g->nfty)
        return;
    IrModule *m = g->m;
    int from_fp = op == IR_OP_FPTRUNC || op == IR_OP_FPEXT || op == IR_OP_FPTOUI || op == IR_OP_FPTOSI;
    int to_fp = op == IR_OP_FPTRUNC || op == IR_OP_FPEXT || op == IR_OP_UITOFP || op == IR_OP_SITOFP;
    for (int tries = 0; tries < 6; tries++) {
        IrType *a = from_fp ? gen_fp_type(g, 0) : gen_int_type(g, 0);
        IrType *b;
        if (to_fp) {
            static const IrTypeKind all[] = {IR_TY_HALF, IR_TY_FLOAT, IR_TY_DOUBLE, IR_TY_X86_FP80, IR_TY_FP128};
            b = gen_chance(g, 70) ? gen_fp_type(g, 0) : ir_type_fp(m, all[gen_below(g, 5)]);
            if (!fp_ok(g, b->kind))
                continue;
        } else {
            b = gen_int_type(g, 0);
        }
        if (!ir_cast_valid(m, op, a, b) || (!from_fp && !itofp_ok(g, a, b)))
            continue;
        uint32_t fl = op == IR_OP_UITOFP ? flag(g, GP_F_NNEG, IR_F_NNEG) : 0;
        if (op == IR_OP_UITOFP && g->llvm < 19)
            fl = 0;
        gen_cast(g, op, gen_operand(g, a), b, fl);
        return;
    }
}

/* The integer type as wide as t (fp, vectors): what bitcast pairs t with. */
static IrType *
same_size_int(G *g, IrType *t)
{
    uint64_t bits = t->kind == IR_TY_VEC ? t->count * ir_type_scalar(t)->bits : 0;
    if (t->kind == IR_TY_VEC && ir_type_is_fp(t->elem))
        bits = t->count * ir_type_fp_bits(t->elem);
    if (ir_type_is_fp(t))
        bits = ir_type_fp_bits(t);
    return bits && bits <= 1024 ? bits_type(g, (unsigned)bits) : NULL;
}

static void
inst_bitcast(G *g)
{
    IrModule *m = g->m;
    IrType *a = gen_below(g, 2) && g->nfty ? gen_fp_type(g, 1) : gen_int_type(g, 1);
    IrType *b = NULL;
    if (a->kind == IR_TY_INT) {
        /* to fp of the same width, or to a vector of narrower lanes */
        static const IrTypeKind fps[] = {IR_TY_HALF, IR_TY_FLOAT, IR_TY_DOUBLE, IR_TY_FP128, IR_TY_X86_FP80};
        static const unsigned fpb[] = {16, 32, 64, 128, 80};
        for (int k = 0; k < 5 && g->nfty; k++)
            if (a->bits == fpb[k] && fp_ok(g, fps[k]) && gen_below(g, 2))
                b = ir_type_fp(m, fps[k]);
        if (!b && a->bits % 8 == 0 && a->bits >= 16) {
            unsigned lane = a->bits % 16 == 0 && gen_below(g, 2) ? 16 : 8;
            b = ir_type_vec(m, bits_type(g, lane), a->bits / lane, 0);
        }
    } else {
        b = same_size_int(g, a);
        if (b && a->kind == IR_TY_VEC && gen_below(g, 2) && b->bits % 2 == 0 && a->count > 1) {
            /* (LLVM's interpreter: only lanes that divide each other) */
            unsigned lane = (unsigned)(b->bits / 2), al = (unsigned)(b->bits / a->count);
            if (!(g->lacks & GEN_LACKS_INTERP_BUGS) || lane % al == 0 || al % lane == 0)
                b = ir_type_vec(m, bits_type(g, lane), 2, 0);
        }
    }
    if (!b || !ir_cast_valid(m, IR_OP_BITCAST, a, b))
        return;
    gen_cast(g, IR_OP_BITCAST, gen_operand(g, a), b, 0);
}

static IrValue *
lane_index(G *g, uint64_t n)
{
    IrType *it = ir_type_int(g->m, gen_below(g, 3) ? 32 : 64);
    if (gen_chance(g, 85) || (g->lacks & GEN_LACKS_INTERP_BUGS))
        return ir_const_int(g->m, it, gen_below(g, (uint32_t)n));
    return gen_operand(g, it); /* may be out of range: poison, which is allowed */
}

static void
inst_vector(G *g, IrOp op)
{
    IrModule *m = g->m;
    if (!g->nvty)
        return;
    IrType *t = pick_from(g, g->vty, g->nvty);
    if (op == IR_OP_EXTRACTELEMENT) {
        IrValue *v = gen_operand(g, t);
        IrValue *x = lane_index(g, t->count);
        IrInst *i = gen_emit(g, op, t->elem, 2);
        set_ops(g, i, v, x, NULL);
        gen_push(g, i);
        return;
    }
    if (op == IR_OP_INSERTELEMENT) {
        IrValue *v = gen_operand(g, t);
        IrValue *e = gen_operand(g, t->elem);
        IrValue *x = lane_index(g, t->count);
        IrInst *i = gen_emit(g, op, t, 3);
        set_ops(g, i, v, e, x);
        gen_push(g, i);
        return;
    }
    /* shufflevector: masks of the shapes backends and instcombine look for */
    uint32_t n = (uint32_t)t->count, rn = n;
    uint32_t shape = gen_below(g, 9);
    if (shape == 1 && 2 * n <= 16)
        rn = 2 * n;           /* concatenation */
    else if (shape == 2 && n >= 2 && n % 2 == 0)
        rn = n / 2;           /* a half */
    IrType *rt = ir_type_vec(m, t->elem, rn, 0);
    IrValue *v1 = gen_operand(g, t);
    IrValue *v2 = gen_chance(g, 30) ? ir_const_simple(m, IR_V_POISON, t) : gen_operand(g, t);
    IrInst *i = gen_emit(g, op, rt, 2);
    set_ops(g, i, v1, v2, NULL);
    i->nints = rn;
    i->ints = IR_NEWN(m->arena, int32_t, rn);
    uint32_t k0 = gen_below(g, n), hi = gen_below(g, 2);
    for (uint32_t k = 0; k < rn; k++) {
        int32_t e;
        switch (shape) {
        case 0: e = (int32_t)(n - 1 - k); break;                    /* reverse */
        case 1: e = (int32_t)k; break;                              /* concat */
        case 2: e = (int32_t)(k + hi * rn); break;                  /* low / high half */
        case 3: e = (int32_t)k0; break;                             /* broadcast */
        case 4: e = (int32_t)((k + k0) % n); break;                 /* rotate */
        case 5: e = (int32_t)((k % 2) * n + k / 2 + hi * (n / 2)); break; /* interleave */
        case 6: e = (int32_t)(gen_below(g, 2) * n + k); break;      /* blend */
        case 7: e = (int32_t)k; break;                              /* identity */
        default: e = (int32_t)gen_below(g, 2 * n); break;           /* random */
        }
        if (e >= (int32_t)(2 * n))
            e %= (int32_t)(2 * n);
        if (v2->kind == IR_V_POISON) /* lanes of the poison operand would be poison */
            e %= (int32_t)n;
        if (gen_chance(g, 2))
            e = -1; /* a poison lane */
        i->ints[k] = e;
    }
    gen_push(g, i);
}

static void
inst_aggregate(G *g, int extract)
{
    IrType *st = g->sty;
    if (!st)
        return;
    IrValue *agg = gen_operand(g, st);
    uint32_t k = gen_below(g, st->nmembers);
    IrValue *f = extract ? NULL : gen_operand(g, st->members[k]);
    gen_push(g, gen_aggop(g, agg, f, k));
}

/* ---------------------------------------------------------------- memory */

static int
pick_obj(G *g, int writable)
{
    uint32_t cand[32], n = 0;
    for (uint32_t k = 0; k < g->nobj && n < 32; k++)
        if (!writable || !g->obj[k].readonly)
            cand[n++] = k;
    return n ? (int)cand[gen_below(g, n)] : -1;
}

/* An in-bounds index into object o: a constant, or a value masked to the
 * object's power-of-two length. */
static IrValue *
obj_index(G *g, Obj *o, IrType **ity)
{
    IrModule *m = g->m;
    unsigned need = 1;
    while ((1u << need) <= o->n)
        need++; /* bits for n, plus a sign bit */
    if (gen_chance(g, 45)) {
        IrType *t = ir_type_int(m, gen_below(g, 2) ? 64 : 32);
        *ity = t;
        return ir_const_int(m, t, gen_below(g, o->n));
    }
    IrType *cands[GEN_MAX_TY];
    uint32_t n = 0;
    for (uint32_t k = 0; k < g->nity; k++)
        if (g->ity[k]->bits >= need + 1 && g->ity[k]->bits <= 64)
            cands[n++] = g->ity[k];
    IrType *t = n ? cands[gen_below(g, n)] : ir_type_int(m, 32);
    *ity = t;
    IrValue *x = gen_operand(g, t);
    return gen_bin(g, IR_OP_AND, x, ir_const_int(m, t, o->n - 1), 0);
}

static uint32_t
gep_flags(G *g)
{
    if (!ON(g, FLAGS) || !gen_chance(g, g->W[GP_F_GEP]))
        return 0;
    uint32_t f = IR_F_INBOUNDS;
    if (g->llvm >= 19) {
        uint32_t r = gen_below(g, 4);
        f = r == 0 ? IR_F_INBOUNDS : r == 1 ? IR_F_INBOUNDS | IR_F_NUW : r == 2 ? IR_F_NUSW : IR_F_NUSW | IR_F_NUW;
    }
    return f;
}

/* The address of an element of object oi: a pool address into it (reuse),
 * or a new getelementptr. */
static IrValue *
address(G *g, int oi)
{
    IrModule *m = g->m;
    Obj *o = &g->obj[oi];
    if (gen_chance(g, 35)) {
        for (uint32_t k = g->np; k-- > 0;)
            if (g->pool[k].obj == oi && gen_below(g, 2)) {
                g->pool[k].uses++;
                return g->pool[k].v;
            }
    }
    IrType *ity;
    IrValue *idx = obj_index(g, o, &ity);
    int array_form = gen_below(g, 2);
    IrInst *i = gen_emit(g, IR_OP_GEP, m->t_ptr, array_form ? 3 : 2);
    i->ty2 = array_form ? o->ty : o->elem;
    if (array_form)
        set_ops(g, i, o->base, ir_const_int(m, ir_type_int(m, 64), 0), idx);
    else
        set_ops(g, i, o->base, idx, NULL);
    i->flags = gep_flags(g);
    push_val(g, &i->v, oi)->uses = 1;
    return &i->v;
}

static uint64_t
elem_align(G *g, IrType *t)
{
    return ir_type_abi_align(g->m, t);
}

static void
inst_load(G *g)
{
    int oi = pick_obj(g, 0);
    if (oi < 0)
        return;
    Obj *o = &g->obj[oi];
    IrValue *p = address(g, oi);
    if (gen_chance(g, 12)) { /* a select of two addresses into the object */
        IrValue *q = address(g, oi);
        IrValue *c = gen_bool(g, g->m->t_i1);
        IrInst *s = gen_emit(g, IR_OP_SELECT, g->m->t_ptr, 3);
        set_ops(g, s, c, p, q);
        push_val(g, &s->v, oi)->uses = 1;
        p = &s->v;
    }
    IrInst *i = gen_emit(g, IR_OP_LOAD, o->elem, 1);
    set_ops(g, i, p, NULL, NULL);
    i->align = elem_align(g, o->elem);
    i->flags = flag(g, GP_F_VOLATILE, IR_F_VOLATILE);
    gen_push(g, i);
}

static void
store_to(G *g, int oi, IrValue *p)
{
    Obj *o = &g->obj[oi];
    IrValue *v = gen_operand(g, o->elem);
    IrInst *i = gen_emit(g, IR_OP_STORE, g->m->t_void, 2);
    set_ops(g, i, v, p, NULL);
    i->align = elem_align(g, o->elem);
    i->flags = flag(g, GP_F_VOLATILE, IR_F_VOLATILE);
}

static void
inst_store(G *g)
{
    int oi = pick_obj(g, 1);
    if (oi >= 0)
        store_to(g, oi, address(g, oi));
}

static IrValue *
elem_ptr(G *g, Obj *o, uint32_t k)
{
    IrModule *m = g->m;
    if (!k)
        return o->base;
    IrInst *i = gen_emit(g, IR_OP_GEP, m->t_ptr, 2);
    i->ty2 = o->elem;
    set_ops(g, i, o->base, ir_const_int(m, ir_type_int(m, 64), k), NULL);
    i->flags = gep_flags(g);
    return &i->v;
}

static void
mem_call(G *g, const char *base, IrType **tys, uint32_t ntys, IrValue **args, uint32_t nargs)
{
    IrModule *m = g->m;
    IrType *pt[4];
    for (uint32_t k = 0; k < nargs; k++)
        pt[k] = args[k]->type;
    IrType *fty = ir_type_func(m, m->t_void, pt, nargs, 0);
    gen_call(g, gen_declare(g, gen_mangle(g, base, tys, ntys), fty), args, nargs);
}

/* memcpy between two distinct objects, memmove within one, memset: lengths
 * and offsets keep both sides in bounds. */
static void
inst_memcpy(G *g, int is_set)
{
    IrModule *m = g->m;
    int di = pick_obj(g, 1);
    if (di < 0)
        return;
    Obj *d = &g->obj[di];
    uint64_t es = ir_type_alloc_size(m, d->elem);
    IrType *i64 = ir_type_int(m, 64), *i1 = ir_type_int(m, 1);
    if (is_set) {
        uint32_t at = gen_below(g, d->n), cnt = 1 + gen_below(g, d->n - at);
        IrValue *args[4] = {elem_ptr(g, d, at), gen_operand(g, ir_type_int(m, 8)),
                            ir_const_int(m, i64, cnt * es), ir_const_int(m, i1, 0)};
        IrType *tys[2] = {m->t_ptr, i64};
        mem_call(g, "llvm.memset", tys, 2, args, 4);
        return;
    }
    int si = pick_obj(g, 0);
    if (si < 0)
        return;
    Obj *s = &g->obj[si];
    uint64_t ss = ir_type_alloc_size(m, s->elem);
    uint64_t dbytes = d->n * es, sbytes = s->n * ss;
    uint64_t len = 1 + gen_below(g, (uint32_t)(dbytes < sbytes ? dbytes : sbytes));
    IrValue *args[4] = {d->base, s->base, ir_const_int(m, i64, len), ir_const_int(m, i1, 0)};
    IrType *tys[3] = {m->t_ptr, m->t_ptr, i64};
    if (si == di) { /* overlapping: memmove */
        uint32_t a = gen_below(g, d->n), b = gen_below(g, d->n);
        uint32_t hi = a > b ? a : b;
        args[0] = elem_ptr(g, d, a);
        args[1] = elem_ptr(g, d, b);
        args[2] = ir_const_int(m, i64, (1 + gen_below(g, d->n - hi)) * es);
        mem_call(g, "llvm.memmove", tys, 3, args, 4);
        return;
    }
    mem_call(g, gen_below(g, 4) ? "llvm.memcpy" : "llvm.memmove", tys, 3, args, 4);
}

static int
atomic_ok(const IrType *t)
{
    return t->kind == IR_TY_INT ? t->bits >= 8 && ispow2(t->bits) && t->bits <= 64
                                : t->kind == IR_TY_FLOAT || t->kind == IR_TY_DOUBLE;
}

static void
inst_atomic(G *g, IrOp op)
{
    IrModule *m = g->m;
    if (op == IR_OP_FENCE) {
        static const uint8_t ords[] = {IR_ORD_ACQUIRE, IR_ORD_RELEASE, IR_ORD_ACQ_REL, IR_ORD_SEQ_CST};
        IrInst *i = gen_emit(g, op, m->t_void, 0);
        i->ord = ords[gen_below(g, 4)];
        if (gen_below(g, 3) == 0)
            i->syncscope = "singlethread";
        return;
    }
    uint32_t cand[32], n = 0;
    for (uint32_t k = 0; k < g->nobj && n < 32; k++)
        if (!g->obj[k].readonly && atomic_ok(g->obj[k].elem))
            cand[n++] = k;
    if (!n)
        return;
    int oi = (int)cand[gen_below(g, n)];
    Obj *o = &g->obj[oi];
    IrValue *p = address(g, oi);
    if (op == IR_OP_ATOMICRMW) {
        static const uint8_t iops[] = {IR_RMW_XCHG, IR_RMW_ADD, IR_RMW_SUB, IR_RMW_AND, IR_RMW_NAND,
                                       IR_RMW_OR, IR_RMW_XOR, IR_RMW_MAX, IR_RMW_MIN, IR_RMW_UMAX,
                                       IR_RMW_UMIN, IR_RMW_UINC_WRAP, IR_RMW_UDEC_WRAP,
                                       IR_RMW_USUB_COND, IR_RMW_USUB_SAT};
        static const uint8_t fops[] = {IR_RMW_XCHG, IR_RMW_FADD, IR_RMW_FSUB, IR_RMW_FMAX, IR_RMW_FMIN};
        static const uint8_t ords[] = {IR_ORD_MONOTONIC, IR_ORD_ACQUIRE, IR_ORD_RELEASE,
                                       IR_ORD_ACQ_REL, IR_ORD_SEQ_CST};
        uint32_t ni = g->llvm >= 20 ? 15 : g->llvm >= 16 ? 13 : 11;
        uint32_t nf = g->llvm >= 15 ? 5 : 3; /* fmax, fmin: LLVM 15 */
        uint8_t rop = o->elem->kind == IR_TY_INT ? iops[gen_below(g, ni)] : fops[gen_below(g, nf)];
        IrValue *v = gen_operand(g, o->elem);
        IrInst *i = gen_emit(g, op, o->elem, 2);
        set_ops(g, i, p, v, NULL);
        i->rmw = rop;
        i->ord = ords[gen_below(g, 5)];
        i->align = elem_align(g, o->elem);
        gen_push(g, i);
        return;
    }
    if (o->elem->kind != IR_TY_INT)
        return;
    static const uint8_t pairs[][2] = {{IR_ORD_MONOTONIC, IR_ORD_MONOTONIC}, {IR_ORD_ACQUIRE, IR_ORD_ACQUIRE},
                                       {IR_ORD_SEQ_CST, IR_ORD_SEQ_CST}, {IR_ORD_ACQ_REL, IR_ORD_ACQUIRE},
                                       {IR_ORD_RELEASE, IR_ORD_MONOTONIC}, {IR_ORD_SEQ_CST, IR_ORD_MONOTONIC}};
    IrType *mem[2] = {o->elem, ir_type_int(m, 1)};
    IrType *rt = ir_type_struct(m, mem, 2, 0);
    IrValue *cmp = gen_operand(g, o->elem);
    IrValue *nv = gen_operand(g, o->elem);
    IrInst *i = gen_emit(g, op, rt, 3);
    set_ops(g, i, p, cmp, nv);
    uint32_t k = gen_below(g, 6);
    i->ord = pairs[k][0];
    i->ord2 = pairs[k][1];
    i->align = elem_align(g, o->elem);
    if (gen_below(g, 4) == 0)
        i->flags = IR_F_WEAK;
    gen_push(g, i);
    gen_split(g, &i->v);
}

static void
inst_ptrcmp(G *g)
{
    int oi = pick_obj(g, 0);
    if (oi < 0)
        return;
    IrValue *a = address(g, oi), *b = address(g, oi);
    gen_icmp(g, IR_ICMP_EQ + gen_below(g, 10), a, b);
}

static void
gen_inst(G *g, int p)
{
    switch (p) {
    case GP_I_ADD: inst_arith(g, IR_OP_ADD); break;
    case GP_I_SUB: inst_arith(g, IR_OP_SUB); break;
    case GP_I_MUL: inst_arith(g, IR_OP_MUL); break;
    case GP_I_UDIV: inst_arith(g, IR_OP_UDIV); break;
    case GP_I_SDIV: inst_arith(g, IR_OP_SDIV); break;
    case GP_I_UREM: inst_arith(g, IR_OP_UREM); break;
    case GP_I_SREM: inst_arith(g, IR_OP_SREM); break;
    case GP_I_SHL: inst_arith(g, IR_OP_SHL); break;
    case GP_I_LSHR: inst_arith(g, IR_OP_LSHR); break;
    case GP_I_ASHR: inst_arith(g, IR_OP_ASHR); break;
    case GP_I_AND: inst_arith(g, IR_OP_AND); break;
    case GP_I_OR: inst_arith(g, IR_OP_OR); break;
    case GP_I_XOR: inst_arith(g, IR_OP_XOR); break;
    case GP_I_ICMP: inst_icmp(g); break;
    case GP_I_SELECT: inst_select(g); break;
    case GP_I_FREEZE: inst_freeze(g); break;
    case GP_I_TRUNC: inst_intcast(g, IR_OP_TRUNC); break;
    case GP_I_ZEXT: inst_intcast(g, IR_OP_ZEXT); break;
    case GP_I_SEXT: inst_intcast(g, IR_OP_SEXT); break;
    case GP_I_FADD: inst_fbin(g, IR_OP_FADD); break;
    case GP_I_FSUB: inst_fbin(g, IR_OP_FSUB); break;
    case GP_I_FMUL: inst_fbin(g, IR_OP_FMUL); break;
    case GP_I_FDIV: inst_fbin(g, IR_OP_FDIV); break;
    case GP_I_FREM: inst_fbin(g, IR_OP_FREM); break;
    case GP_I_FNEG: inst_fbin(g, IR_OP_FNEG); break;
    case GP_I_FCMP: inst_fcmp(g); break;
    case GP_I_FPTRUNC: inst_fpcast(g, IR_OP_FPTRUNC); break;
    case GP_I_FPEXT: inst_fpcast(g, IR_OP_FPEXT); break;
    case GP_I_FPTOUI: inst_fpcast(g, IR_OP_FPTOUI); break;
    case GP_I_FPTOSI: inst_fpcast(g, IR_OP_FPTOSI); break;
    case GP_I_UITOFP: inst_fpcast(g, IR_OP_UITOFP); break;
    case GP_I_SITOFP: inst_fpcast(g, IR_OP_SITOFP); break;
    case GP_I_BITCAST: inst_bitcast(g); break;
    case GP_I_EXTRACTELT: inst_vector(g, IR_OP_EXTRACTELEMENT); break;
    case GP_I_INSERTELT: inst_vector(g, IR_OP_INSERTELEMENT); break;
    case GP_I_SHUFFLE: inst_vector(g, IR_OP_SHUFFLEVECTOR); break;
    case GP_I_AGG: inst_aggregate(g, 0); break;
    case GP_I_EXTRACTVAL: inst_aggregate(g, 1); break;
    case GP_I_LOAD: inst_load(g); break;
    case GP_I_STORE: inst_store(g); break;
    case GP_I_MEMCPY: inst_memcpy(g, 0); break;
    case GP_I_MEMSET: inst_memcpy(g, 1); break;
    case GP_I_ATOMICRMW: inst_atomic(g, IR_OP_ATOMICRMW); break;
    case GP_I_CMPXCHG: inst_atomic(g, IR_OP_CMPXCHG); break;
    case GP_I_FENCE: inst_atomic(g, IR_OP_FENCE); break;
    case GP_I_PTRCMP: inst_ptrcmp(g); break;
    case GP_I_INTRINSIC: gen_intrinsic(g); break;
    default: break;
    }
}

/* -------------------------------------------------------------- patterns */

static IrValue *
konst_of(G *g, IrType *t)
{
    IrValue *c = gen_const(g, t);
    return c;
}

static void
gen_pattern(G *g, int p)
{
    IrModule *m = g->m;
    IrType *t = gen_int_type(g, 1);
    unsigned w = int_bits(t);
    IrValue *x = gen_operand(g, t);
    switch (p) {
    case GP_P_MASKOR: { /* (x & C1) | (x & C2), (x & C1) ^ (x | C2) */
        IrValue *a = gen_bin(g, IR_OP_AND, x, konst_of(g, t), 0);
        IrValue *b = gen_bin(g, gen_below(g, 2) ? IR_OP_AND : IR_OP_OR, x, konst_of(g, t), 0);
        gen_bin(g, gen_below(g, 3) ? IR_OP_OR : IR_OP_XOR, a, b, 0);
        break;
    }
    case GP_P_CMPCHAIN: { /* a < b && b < c; (x - lo) u< (hi - lo) */
        IrValue *y = gen_operand(g, t), *z = gen_operand(g, t);
        unsigned pr = gen_below(g, 2) ? IR_ICMP_SLT : IR_ICMP_ULT;
        IrValue *c1 = gen_icmp(g, pr, x, y);
        unsigned pr2 = pr + (gen_below(g, 2) ? 1 : 0);
        IrValue *c2 = gen_icmp(g, pr2, y, z);
        IrValue *c = gen_bin(g, gen_below(g, 2) ? IR_OP_AND : IR_OP_OR, c1, c2, 0);
        if (gen_below(g, 2)) {
            IrValue *lo = konst_of(g, t);
            IrValue *d = gen_bin(g, IR_OP_SUB, x, lo, 0);
            IrValue *c3 = gen_icmp(g, IR_ICMP_ULT, d, konst_of(g, t));
            c = gen_bin(g, IR_OP_XOR, c, c3, 0);
        }
        IrValue *a = gen_operand(g, t);
        IrValue *b = gen_operand(g, t);
        gen_select(g, c, a, b);
        break;
    }
    case GP_P_MINMAX: { /* select (icmp pred x, y), x, y */
        IrValue *y = gen_operand(g, t);
        static const unsigned preds[] = {IR_ICMP_SGT, IR_ICMP_SLT, IR_ICMP_UGT, IR_ICMP_ULT,
                                         IR_ICMP_SGE, IR_ICMP_ULE};
        IrValue *c = gen_icmp(g, preds[gen_below(g, 6)], x, y);
        if (gen_below(g, 2))
            gen_select(g, c, x, y);
        else
            gen_select(g, c, y, x);
        break;
    }
    case GP_P_ABS: { /* select (x < 0), -x, x; or (x ^ (x >> w-1)) - (x >> w-1) */
        if (gen_below(g, 2)) {
            IrValue *neg = gen_bin(g, IR_OP_SUB, gen_int_const(g, t, 0), x, flag(g, GP_F_NSW, IR_F_NSW));
            IrValue *c = gen_icmp(g, gen_below(g, 2) ? IR_ICMP_SLT : IR_ICMP_SGT, x,
                                  gen_int_const(g, t, gen_below(g, 2) ? 0 : ~0ull));
            gen_select(g, c, neg, x);
        } else {
            IrValue *s = gen_bin(g, IR_OP_ASHR, x, gen_int_const(g, t, w - 1), 0);
            IrValue *f = gen_bin(g, IR_OP_XOR, x, s, 0);
            gen_bin(g, IR_OP_SUB, f, s, 0);
        }
        break;
    }
    case GP_P_SHIFTC: { /* (x << C1) >> C2 */
        IrValue *c1 = gen_int_const(g, t, gen_below(g, w));
        uint32_t f1 = flag(g, GP_F_NUW, IR_F_NUW);
        f1 |= flag(g, GP_F_NSW, IR_F_NSW);
        IrValue *a = gen_bin(g, IR_OP_SHL, x, c1, f1);
        IrOp op2 = gen_below(g, 2) ? IR_OP_LSHR : IR_OP_ASHR;
        IrValue *c2 = gen_int_const(g, t, gen_below(g, w));
        gen_bin(g, op2, a, c2, flag(g, GP_F_EXACT, IR_F_EXACT));
        break;
    }
    case GP_P_SIGNTEST: { /* x >> (w-1), x < 0, x & MIN, x > -1 */
        switch (gen_below(g, 4)) {
        case 0: {
            IrOp op = gen_below(g, 2) ? IR_OP_LSHR : IR_OP_ASHR;
            gen_bin(g, op, x, gen_int_const(g, t, w - 1), 0);
            break;
        }
        case 1: gen_icmp(g, IR_ICMP_SLT, x, gen_int_const(g, t, 0)); break;
        case 2: {
            IrValue *a = gen_bin(g, IR_OP_AND, x, gen_int_const(g, t, 1ull << ((w - 1) % 64)), 0);
            if (w > 64)
                break;
            gen_icmp(g, IR_ICMP_NE, a, gen_int_const(g, t, 0));
            break;
        }
        default: gen_icmp(g, IR_ICMP_SGT, x, gen_int_const(g, t, ~0ull)); break;
        }
        break;
    }
    case GP_P_SELCMP: { /* select (icmp ugt a, C), a, C: a clamp */
        IrValue *c0 = konst_of(g, t);
        IrValue *c = gen_icmp(g, IR_ICMP_EQ + gen_below(g, 10), x, c0);
        IrValue *a = gen_below(g, 2) ? x : c0;
        IrValue *b = gen_below(g, 2) ? c0 : gen_operand(g, t);
        gen_select(g, c, a, b);
        break;
    }
    case GP_P_CSE: { /* the same expression twice, flags may differ */
        IrValue *y = gen_operand(g, t);
        static const IrOp ops[] = {IR_OP_ADD, IR_OP_MUL, IR_OP_XOR, IR_OP_AND, IR_OP_SUB};
        IrOp op = ops[gen_below(g, 5)];
        IrValue *a = gen_bin(g, op, x, y, 0);
        IrValue *b = gen_bin(g, op, x, y, op == IR_OP_ADD || op == IR_OP_MUL || op == IR_OP_SUB
                                              ? flag(g, GP_F_NSW, IR_F_NSW) : 0);
        gen_bin(g, IR_OP_SUB, a, b, 0);
        break;
    }
    case GP_P_REDLOAD: case GP_P_DEADSTORE: {
        int oi = pick_obj(g, p == GP_P_DEADSTORE);
        if (oi < 0)
            break;
        Obj *o = &g->obj[oi];
        IrValue *a = address(g, oi);
        if (p == GP_P_DEADSTORE) {
            store_to(g, oi, a);
            if (gen_below(g, 2))
                inst_load(g);
            store_to(g, oi, a);
            break;
        }
        for (int k = 0; k < 2; k++) {
            IrInst *i = gen_emit(g, IR_OP_LOAD, o->elem, 1);
            set_ops(g, i, a, NULL, NULL);
            i->align = elem_align(g, o->elem);
            gen_push(g, i);
            if (!k && gen_below(g, 2))
                inst_store(g);
        }
        break;
    }
    case GP_P_BITTRICK: { /* x & (x - 1), x ^ (x >> 1), x & -x, (x | y) - (x & y) */
        IrValue *one = gen_int_const(g, t, 1);
        switch (gen_below(g, 4)) {
        case 0: gen_bin(g, IR_OP_AND, x, gen_bin(g, IR_OP_SUB, x, one, 0), 0); break;
        case 1: gen_bin(g, IR_OP_XOR, x, gen_bin(g, IR_OP_LSHR, x, one, 0), 0); break;
        case 2: {
            IrValue *neg = gen_bin(g, IR_OP_SUB, gen_int_const(g, t, 0), x, 0);
            gen_bin(g, IR_OP_AND, x, neg, 0);
            break;
        }
        default: {
            IrValue *y = gen_operand(g, t);
            IrValue *o = gen_bin(g, IR_OP_OR, x, y, 0);
            IrValue *a = gen_bin(g, IR_OP_AND, x, y, 0);
            gen_bin(g, IR_OP_SUB, o, a, 0);
            break;
        }
        }
        break;
    }
    case GP_P_ARITHID: { /* (x + C) - C, x * 2^k, x - (x & y) */
        switch (gen_below(g, 3)) {
        case 0: {
            IrValue *c = konst_of(g, t);
            gen_bin(g, IR_OP_SUB, gen_bin(g, IR_OP_ADD, x, c, flag(g, GP_F_NSW, IR_F_NSW)), c, 0);
            break;
        }
        case 1:
        {
            IrValue *c = gen_int_const(g, t, 1ull << gen_below(g, w < 64 ? w : 63));
            gen_bin(g, IR_OP_MUL, x, c, flag(g, GP_F_NUW, IR_F_NUW));
        }
            break;
        default:
        {
            IrValue *y = gen_operand(g, t);
            IrValue *a = gen_bin(g, IR_OP_AND, x, y, 0);
            gen_bin(g, IR_OP_SUB, x, a, 0);
        }
            break;
        }
        break;
    }
    case GP_P_PTRDIFF: case GP_P_INTTOPTR: case GP_P_ASCAST: {
        int oi = pick_obj(g, p == GP_P_ASCAST);
        if (oi < 0)
            break;
        Obj *o = &g->obj[oi];
        IrType *i64 = ir_type_int(m, 64);
        IrValue *a = address(g, oi);
        /* An address is not the same in every engine (allocation addresses
         * are the implementation's choice): the integers made from one are
         * taken out of the pool again, so nothing but the difference / the
         * inttoptr below can use them (a `uses` mark only makes a value less
         * likely to be picked). */
        if (p == GP_P_PTRDIFF) { /* the difference is the same in every engine; the addresses are not */
            IrValue *b = address(g, oi);
            IrOp cop = g->llvm >= 22 && !(g->lacks & GEN_LACKS_PTRTOADDR) && gen_below(g, 3) == 0 ? IR_OP_PTRTOADDR
                                                                                              : IR_OP_PTRTOINT;
            IrValue *ia = gen_cast(g, cop, a, i64, 0);
            g->np--;
            IrValue *ib = gen_cast(g, cop, b, i64, 0);
            g->np--;
            gen_bin(g, IR_OP_SUB, ia, ib, 0);
            break;
        }
        if (p == GP_P_INTTOPTR) {
            IrValue *ia = gen_cast(g, IR_OP_PTRTOINT, a, i64, 0);
            g->np--;
            IrInst *q = gen_emit(g, IR_OP_INTTOPTR, m->t_ptr, 1);
            set_ops(g, q, ia, NULL, NULL);
            IrInst *i = gen_emit(g, IR_OP_LOAD, o->elem, 1);
            set_ops(g, i, &q->v, NULL, NULL);
            i->align = elem_align(g, o->elem);
            gen_push(g, i);
            break;
        }
        IrType *p1 = ir_type_ptr(m, 1);
        IrInst *c1 = gen_emit(g, IR_OP_ADDRSPACECAST, p1, 1);
        set_ops(g, c1, a, NULL, NULL);
        IrInst *c2 = gen_emit(g, IR_OP_ADDRSPACECAST, m->t_ptr, 1);
        set_ops(g, c2, &c1->v, NULL, NULL);
        store_to(g, oi, &c2->v);
        break;
    }
    default:
        break;
    }
    (void)m;
}

/* ------------------------------------------------- folding unused values */

/* v as an integer of type t (scalar), or NULL for pointers. */
static IrValue *
to_int(G *g, IrValue *v, IrType *t)
{
    IrType *vt = v->type;
    switch (vt->kind) {
    case IR_TY_INT:
        return resize(g, v, t);
    case IR_TY_PTR:
        return NULL;
    case IR_TY_STRUCT: case IR_TY_ARRAY: {
        IrInst *e = gen_aggop(g, v, NULL, 0);
        gen_push(g, e);
        g->pool[g->np - 1].uses = 1;
        return to_int(g, &e->v, t);
    }
    case IR_TY_VEC:
        if (vt->elem->kind == IR_TY_PTR)
            return NULL;
        /* fall through */
    default: {
        IrType *it = same_size_int(g, vt);
        if (!it)
            return NULL;
        if (ir_type_is_fp_or_fpvec(vt)) {
            /* a NaN's payload is not specified: NaN lanes become 0 first */
            IrInst *c = gen_emit(g, IR_OP_FCMP, bool_type(g, vt), 2);
            set_ops(g, c, v, v, NULL);
            c->pred = IR_FCMP_UNO;
            gen_push(g, c);
            g->pool[g->np - 1].uses = 1;
            IrInst *s = gen_emit(g, IR_OP_SELECT, vt, 3);
            set_ops(g, s, &c->v, ir_const_simple(g->m, IR_V_ZERO, vt), v);
            gen_push(g, s);
            g->pool[g->np - 1].uses = 1;
            v = &s->v;
        }
        IrValue *b = gen_cast(g, IR_OP_BITCAST, v, it, 0);
        g->pool[g->np - 1].uses = 1;
        return resize(g, b, t);
    }
    }
}

/* Fold the values defined since pool mark `mark` that nobody used into one
 * value of type ct (xor / add chains), so they stay live.  NULL if none. */
static IrValue *
fold_unused(G *g, uint32_t mark, IrType *ct)
{
    IrType *it = ct->kind == IR_TY_INT ? ct : same_size_int(g, ct);
    IrValue *acc = NULL;
    uint32_t end = g->np;
    for (uint32_t k = mark; k < end; k++) {
        PVal *p = &g->pool[k];
        if (p->uses || p->obj >= 0)
            continue;
        p->uses = 1;
        IrValue *x = to_int(g, p->v, it);
        if (!x)
            continue;
        if (!acc) {
            acc = x;
            continue;
        }
        static const IrOp ops[] = {IR_OP_XOR, IR_OP_ADD, IR_OP_XOR, IR_OP_SUB, IR_OP_OR};
        acc = gen_bin(g, ops[gen_below(g, 5)], acc, x, 0);
        g->pool[g->np - 1].uses = 1;
    }
    if (!acc)
        return NULL;
    if (acc->type != ct) {
        acc = gen_cast(g, IR_OP_BITCAST, acc, ct, 0);
        g->pool[g->np - 1].uses = 1;
    }
    return acc;
}

/* The value of a region's end for the join's phi: its unused values folded,
 * or any value of the type. */
static IrValue *
region_value(G *g, uint32_t mark)
{
    IrValue *v = fold_unused(g, mark, g->carrier);
    if (v)
        return v;
    v = gen_operand(g, g->carrier);
    gen_use(g, v);
    return v;
}

/* ------------------------------------------------------------ statements */

static void gen_stmts(G *g, uint32_t budget);

static void
pop_to(G *g, uint32_t mark)
{
    g->np = mark;
}

static uint32_t
share(G *g, uint32_t budget)
{
    uint32_t s = budget / 3 + gen_below(g, budget / 3 + 1);
    return s < 2 ? 2 : s;
}

static void
stmt_if(G *g, uint32_t budget, int with_else)
{
    IrModule *m = g->m;
    IrValue *c = gen_bool(g, m->t_i1);
    IrValue *v0 = with_else ? NULL : gen_operand(g, g->carrier);
    if (v0)
        gen_use(g, v0);
    IrBlock *pre = g->cur, *bt = new_block(g), *bf = with_else ? new_block(g) : NULL, *join;
    uint32_t mark = g->np;
    IrBlock *tend, *fend = pre;
    IrValue *v1, *v2 = v0;
    /* the condition's branch is emitted once the blocks exist */
    join = NULL;
    g->depth++;
    g->cur = bt;
    gen_stmts(g, share(g, budget));
    v1 = region_value(g, mark);
    tend = g->cur;
    pop_to(g, mark);
    if (with_else) {
        g->cur = bf;
        gen_stmts(g, share(g, budget));
        v2 = region_value(g, mark);
        fend = g->cur;
        pop_to(g, mark);
    }
    g->depth--;
    join = new_block(g);
    /* pre: br c, then, else/join */
    g->cur = pre;
    int swap = gen_below(g, 4) == 0;
    IrBlock *other = with_else ? bf : join;
    if (with_else && gen_chance(g, g->W[GP_O_INDIRECTBR])) {
        /* select between two blockaddresses, indirectbr to the result */
        IrValue *ba[2];
        IrBlock *bb[2] = {bt, bf};
        for (int k = 0; k < 2; k++) {
            IrConst *k0 = ir_const_new(m, IR_V_BLOCKADDR, m->t_ptr);
            k0->nelems = 2;
            k0->elems = IR_NEWN(m->arena, IrValue *, 2);
            k0->elems[0] = &g->f->g.v;
            k0->elems[1] = &bb[k]->v;
            ba[k] = &k0->v;
        }
        IrInst *sel = gen_emit(g, IR_OP_SELECT, m->t_ptr, 3);
        set_ops(g, sel, c, ba[0], ba[1]);
        IrInst *ib = gen_emit(g, IR_OP_INDIRECTBR, m->t_void, 3);
        ib->ops[0] = &sel->v;
        ib->ops[1] = &bt->v;
        ib->ops[2] = &bf->v;
    } else {
        condbr(g, c, swap ? other : bt, swap ? bt : other);
    }
    g->cur = tend;
    br(g, join);
    if (with_else) {
        g->cur = fend;
        br(g, join);
    }
    g->cur = join;
    IrInst *p = phi(g, g->carrier, 2);
    p->ops[0] = v1;
    p->blocks[0] = tend;
    p->ops[1] = v2;
    p->blocks[1] = fend;
    gen_push(g, p);
}

static void
stmt_switch(G *g, uint32_t budget)
{
    IrModule *m = g->m;
    IrType *t = gen_int_type(g, 0);
    if (t->bits < 3)
        t = ir_type_int(m, 8);
    IrValue *v = gen_operand(g, t);
    int exhaustive = gen_chance(g, g->W[GP_O_UNREACH]); /* x & 3, cases 0..3: default unreachable */
    if (exhaustive)
        v = gen_bin(g, IR_OP_AND, v, ir_const_int(m, t, 3), 0);
    else if (gen_below(g, 2))
        v = gen_bin(g, IR_OP_AND, v, ir_const_int(m, t, 7), 0);
    IrValue *vdef = exhaustive ? NULL : gen_operand(g, g->carrier);
    if (vdef)
        gen_use(g, vdef);
    uint32_t n = exhaustive ? 4 : 2 + gen_below(g, 3);
    IrBlock *pre = g->cur;
    IrBlock *cb[5], *cend[5];
    IrValue *cval[5], *ckey[5];
    uint32_t mark = g->np;
    g->depth++;
    for (uint32_t k = 0; k < n; k++) {
        uint64_t key;
        int dup;
        do { /* distinct case values */
            key = exhaustive ? k : gen_below(g, 3) ? gen_below(g, 9) : ir_const_zext(scalar_const(g, t, 1));
            dup = 0;
            for (uint32_t j = 0; j < k; j++)
                dup |= ir_const_zext(ckey[j]) == (key & (t->bits < 64 ? (1ull << t->bits) - 1 : ~0ull));
        } while (dup);
        ckey[k] = ir_const_int(m, t, key);
        cb[k] = new_block(g);
        g->cur = cb[k];
        gen_stmts(g, share(g, budget) / n + 1);
        cval[k] = region_value(g, mark);
        cend[k] = g->cur;
        pop_to(g, mark);
    }
    g->depth--;
    IrBlock *dflt = NULL;
    if (exhaustive) {
        dflt = new_block(g);
        g->cur = dflt;
        gen_emit(g, IR_OP_UNREACHABLE, m->t_void, 0);
    }
    IrBlock *join = new_block(g);
    g->cur = pre;
    IrInst *sw = gen_emit(g, IR_OP_SWITCH, m->t_void, 2 + 2 * n);
    sw->ops[0] = v;
    gen_use(g, v);
    sw->ops[1] = dflt ? &dflt->v : &join->v;
    for (uint32_t k = 0; k < n; k++) {
        sw->ops[2 + 2 * k] = ckey[k];
        sw->ops[3 + 2 * k] = &cb[k]->v;
    }
    for (uint32_t k = 0; k < n; k++) {
        g->cur = cend[k];
        br(g, join);
    }
    g->cur = join;
    IrInst *p = phi(g, g->carrier, n + !exhaustive);
    for (uint32_t k = 0; k < n; k++) {
        p->ops[k] = cval[k];
        p->blocks[k] = cend[k];
    }
    if (!exhaustive) {
        p->ops[n] = vdef;
        p->blocks[n] = pre;
    }
    gen_push(g, p);
}

static void
exit_incoming(G *g, Loop *L, IrValue *v)
{
    if (L->nx == L->capx) {
        L->capx = L->capx ? L->capx * 2 : 4;
        L->xval = ir_realloc(L->xval, sizeof *L->xval * L->capx);
        L->xblk = ir_realloc(L->xblk, sizeof *L->xblk * L->capx);
    }
    L->xval[L->nx] = v;
    L->xblk[L->nx++] = g->cur;
}

/* A bounded natural loop: a counter phi, a loop-carried accumulator, the
 * body (which may nest, and may leave early), the latch, one exit with a phi
 * of the values that leave. */
static void
stmt_loop(G *g, uint32_t budget)
{
    IrModule *m = g->m;
    IrType *ct = g->carrier;
    unsigned itw = 32;
    if (!gen_below(g, 3))
        itw = gen_below(g, 2) ? 64 : 8;
    IrType *it = ir_type_int(m, itw);
    uint32_t trip = 1 + gen_below(g, g->W[GP_M_LOOPTRIP] ? g->W[GP_M_LOOPTRIP] : 1);
    int down = gen_below(g, 4) == 0;
    IrValue *bound = ir_const_int(m, it, trip);
    if (!down && gen_below(g, 4) == 0) /* a bound from a value, masked small */
        bound = gen_bin(g, IR_OP_AND, gen_operand(g, it), ir_const_int(m, it, 7), 0);
    IrValue *init = gen_operand(g, ct);
    gen_use(g, init);
    IrBlock *pre = g->cur, *hdr = new_block(g);
    br(g, hdr);
    g->cur = hdr;
    IrInst *pi = phi(g, it, 2), *pa = phi(g, ct, 2);
    gen_push(g, pi);
    gen_push(g, pa);
    g->pool[g->np - 2].uses = 1;
    Loop *L = &g->loops[g->nloops++];
    memset(L, 0, sizeof *L);
    L->exit = new_block(g);
    uint32_t mark = g->np;
    g->depth++;
    gen_stmts(g, budget);
    g->depth--;
    /* latch */
    IrValue *f = fold_unused(g, mark, ct);
    if (!f)
        f = gen_operand(g, ct);
    IrOp cop;
    if (ir_type_is_fp_or_fpvec(ct))
        cop = gen_below(g, 2) ? IR_OP_FADD : IR_OP_FMUL;
    else
        cop = gen_below(g, 2) ? IR_OP_ADD : IR_OP_XOR;
    IrValue *an = gen_bin(g, cop, &pa->v, f, 0);
    IrValue *in, *c;
    if (down) {
        in = gen_bin(g, IR_OP_SUB, &pi->v, ir_const_int(m, it, 1), flag(g, GP_F_NUW, IR_F_NUW) | IR_F_NSW);
        c = gen_icmp(g, gen_below(g, 2) ? IR_ICMP_NE : IR_ICMP_SGT, in, ir_const_int(m, it, 0));
    } else {
        in = gen_bin(g, IR_OP_ADD, &pi->v, ir_const_int(m, it, 1), flag2(g, GP_F_NUW, IR_F_NUW, GP_F_NSW, IR_F_NSW));
        c = gen_icmp(g, gen_below(g, 2) ? IR_ICMP_ULT : IR_ICMP_SLT, in, bound);
        if (bound->kind != IR_V_INT) /* a bound from a value may be 0: compare with != would not stop */
            ((IrInst *)c)->pred = IR_ICMP_ULT;
    }
    exit_incoming(g, L, an);
    condbr(g, c, hdr, L->exit);
    IrBlock *latch = g->cur;
    pi->ops[0] = ir_const_int(m, it, down ? trip : 0);
    pi->blocks[0] = pre;
    pi->ops[1] = in;
    pi->blocks[1] = latch;
    pa->ops[0] = init;
    pa->blocks[0] = pre;
    pa->ops[1] = an;
    pa->blocks[1] = latch;
    pop_to(g, mark);
    g->nloops--;
    block_to_end(g->f, L->exit);
    g->cur = L->exit;
    IrInst *px = phi(g, ct, L->nx);
    for (uint32_t k = 0; k < L->nx; k++) {
        px->ops[k] = L->xval[k];
        px->blocks[k] = L->xblk[k];
    }
    gen_push(g, px);
    ir_free(L->xval);
    ir_free(L->xblk);
}

static void
stmt_exit(G *g)
{
    if (!g->nloops)
        return;
    Loop *L = &g->loops[g->nloops - 1];
    IrValue *c = gen_bool(g, g->m->t_i1);
    IrValue *v = gen_operand(g, g->carrier);
    gen_use(g, v);
    exit_incoming(g, L, v);
    IrBlock *cont = new_block(g);
    if (gen_below(g, 2))
        condbr(g, c, L->exit, cont);
    else
        condbr(g, c, cont, L->exit);
    g->cur = cont;
}

static void
stmt_call(G *g)
{
    if (!g->nhelpers)
        return;
    IrFunc *h = g->helpers[gen_below(g, g->nhelpers)];
    IrType *fty = h->g.vtype;
    IrValue *args[16];
    for (uint32_t k = 0; k < fty->nmembers && k < 16; k++)
        args[k] = gen_operand(g, fty->members[k]);
    gen_call(g, h, args, fty->nmembers);
}

/* i64 @va0(i32 %n, ...): the sum of its two variable i64 arguments, read
 * with va_arg from a va_list in an alloca big enough for every target's. */
static IrFunc *
va_helper(G *g)
{
    IrModule *m = g->m;
    if (g->vahelper)
        return g->vahelper;
    IrType *i64 = ir_type_int(m, 64), *i32 = ir_type_int(m, 32);
    IrFunc *f = ir_func_new(m, "va0", ir_type_func(m, i64, &i32, 1, 1));
    f->g.linkage = IR_LINK_INTERNAL;
    IrBlock *b = ir_block_new(m, f, "entry");
    IrInst *ap = ir_inst_new(m, IR_OP_ALLOCA, m->t_ptr, 1);
    ap->ty2 = ir_type_array(m, ir_type_int(m, 8), 32);
    ap->ops[0] = ir_const_int(m, i32, 1);
    ap->align = 16;
    ir_block_append(b, ap);
    IrType *pt = m->t_ptr;
    IrType *vfty = ir_type_func(m, m->t_void, &pt, 1, 0);
    const char *names[2] = {g->llvm >= 19 ? "llvm.va_start.p0" : "llvm.va_start",
                            g->llvm >= 19 ? "llvm.va_end.p0" : "llvm.va_end"};
    IrValue *vals[2];
    IrInst *c = ir_inst_new(m, IR_OP_CALL, m->t_void, 2);
    c->ops[0] = &gen_declare(g, names[0], vfty)->g.v;
    c->ops[1] = &ap->v;
    c->fty = vfty;
    ir_block_append(b, c);
    for (int j = 0; j < 2; j++) {
        IrInst *va = ir_inst_new(m, IR_OP_VAARG, i64, 1);
        va->ops[0] = &ap->v;
        ir_block_append(b, va);
        vals[j] = &va->v;
    }
    c = ir_inst_new(m, IR_OP_CALL, m->t_void, 2);
    c->ops[0] = &gen_declare(g, names[1], vfty)->g.v;
    c->ops[1] = &ap->v;
    c->fty = vfty;
    ir_block_append(b, c);
    IrInst *add = ir_inst_new(m, IR_OP_ADD, i64, 2);
    add->ops[0] = vals[0];
    add->ops[1] = vals[1];
    ir_block_append(b, add);
    IrInst *ret = ir_inst_new(m, IR_OP_RET, m->t_void, 1);
    ret->ops[0] = &add->v;
    ir_block_append(b, ret);
    g->ninst += 7;
    return g->vahelper = f;
}

static void
stmt_varargs(G *g)
{
    IrModule *m = g->m;
    if (!ON(g, MEMORY)) /* its va_list lives in an alloca */
        return;
    IrFunc *f = va_helper(g);
    IrType *i64 = ir_type_int(m, 64);
    IrValue *args[3];
    args[0] = ir_const_int(m, ir_type_int(m, 32), 2);
    args[1] = gen_operand(g, i64);
    args[2] = operand2(g, i64, args[1]);
    IrInst *i = gen_emit(g, IR_OP_CALL, i64, 4);
    i->ops[0] = &f->g.v;
    for (int k = 0; k < 3; k++) {
        i->ops[k + 1] = args[k];
        gen_use(g, args[k]);
    }
    i->fty = f->g.vtype;
    gen_push(g, i);
}

static void
gen_stmts(G *g, uint32_t budget)
{
    uint32_t end = g->ninst + budget;
    uint32_t maxdepth = g->W[GP_M_DEPTH];
    while (g->ninst < end) {
        int p = gen_pick(g, GG_STMT);
        uint32_t left = end - g->ninst;
        if (p != GP_S_INST && p != GP_S_PATTERN && p != GP_S_CALL && p != GP_S_EXIT && p != GP_S_VARARG &&
            (g->depth >= maxdepth || left < 6 || g->nloops >= GEN_MAX_LOOPS))
            p = GP_S_INST;
        switch (p) {
        case GP_S_IF: stmt_if(g, left, 0); break;
        case GP_S_IFELSE: stmt_if(g, left, 1); break;
        case GP_S_SWITCH: stmt_switch(g, left); break;
        case GP_S_LOOP: stmt_loop(g, share(g, left)); break;
        case GP_S_EXIT: stmt_exit(g); break;
        case GP_S_CALL: stmt_call(g); break;
        case GP_S_VARARG: stmt_varargs(g); break;
        case GP_S_PATTERN: {
            int q = gen_pick(g, GG_PAT);
            if (q >= 0)
                gen_pattern(g, q);
            break;
        }
        default: {
            uint32_t before = g->ninst;
            int q = gen_pick(g, GG_INST);
            if (q >= 0)
                gen_inst(g, q);
            if (g->ninst == before) /* the production did not fit this module */
                inst_arith(g, IR_OP_ADD);
            break;
        }
        }
    }
}

/* ------------------------------------------------------------- functions */

/* A vector type for a parameter or a result: the runner passes them
 * through memory, where LLVM's interpreter lays out <N x i1> wrongly
 * (GEN_LACKS_INTERP_BUGS); NULL when there is none. */
static IrType *
sig_vec_type(G *g)
{
    IrType *t = pick_from(g, g->vty, g->nvty);
    if (t->elem->kind == IR_TY_INT && t->elem->bits == 1 && (g->lacks & GEN_LACKS_INTERP_BUGS))
        return NULL;
    return t;
}

static IrType *
param_type(G *g)
{
    uint32_t r = gen_below(g, 10);
    if (r < 2 && g->nfty)
        return gen_fp_type(g, 0);
    IrType *v = r < 3 && g->nvty ? sig_vec_type(g) : NULL;
    return v ? v : gen_int_type(g, 0);
}

static IrType *
ret_type(G *g)
{
    uint32_t r = gen_below(g, 10);
    if (r < 2 && g->nfty)
        return gen_fp_type(g, 0);
    IrType *v = r < 3 && g->nvty ? sig_vec_type(g) : NULL;
    if (v)
        return v;
    IrType *t = gen_int_type(g, 0);
    return t->bits == 1 ? ir_type_int(g->m, 8) : t;
}

static void
add_attr(IrModule *m, IrAttrSet *s, IrAttrKind k)
{
    IrAttr *a = IR_NEWN(m->arena, IrAttr, s->n + 1);
    if (s->n)
        memcpy(a, s->a, sizeof *a * s->n);
    memset(&a[s->n], 0, sizeof *a);
    a[s->n].kind = (uint16_t)k;
    s->a = a;
    s->n++;
}

/* A range(T lo, hi) attribute that holds for typical values: [lo, hi) of
 * small magnitude. */
static void
add_range(G *g, IrAttrSet *s, IrType *t)
{
    IrModule *m = g->m;
    if (t->bits < 4 || t->bits > 64)
        return;
    add_attr(m, s, IR_ATTR_RANGE);
    IrAttr *a = &s->a[s->n - 1];
    int64_t lo = -(int64_t)gen_below(g, 100);
    a->ty = t;
    a->lo = ir_const_int(m, t, (uint64_t)lo);
    a->hi = ir_const_int(m, t, (uint64_t)(lo + 1 + gen_below(g, 200)));
}

static void
attrs_for(G *g, IrFunc *f, int helper)
{
    IrModule *m = g->m;
    if (!ON(g, ATTRS))
        return;
    IrType *fty = f->g.vtype;
    f->attrs.nparams = fty->nmembers;
    f->attrs.params = IR_NEWN(m->arena, IrAttrSet, fty->nmembers);
    for (uint32_t k = 0; k < fty->nmembers; k++) {
        IrType *pt = fty->members[k];
        if (gen_chance(g, g->W[GP_O_NOUNDEF]))
            add_attr(m, &f->attrs.params[k], IR_ATTR_NOUNDEF);
        if (helper && pt->kind == IR_TY_INT && g->W[GP_O_RANGE] && gen_chance(g, g->W[GP_O_RANGE]))
            add_range(g, &f->attrs.params[k], pt);
    }
    if (helper && gen_chance(g, g->W[GP_O_NOUNDEF]))
        add_attr(m, &f->attrs.ret, IR_ATTR_NOUNDEF);
}

/* The function's own memory: allocas of [n x T] in the entry block, filled
 * by memset or stores (a few left uninitialised: their loads are undef). */
static void
local_objects(G *g)
{
    IrModule *m = g->m;
    if (!ON(g, MEMORY))
        return;
    uint32_t n = gen_below(g, 3);
    for (uint32_t k = 0; k < n; k++) {
        IrType *et = gen_chance(g, 75) || !g->nfty ? gen_int_type(g, 0) : gen_fp_type(g, 0);
        if (et->kind == IR_TY_INT && (et->bits % 8 || et->bits > 64))
            et = ir_type_int(m, 32);
        uint32_t len = 1u << (1 + gen_below(g, 4));
        IrType *at = ir_type_array(m, et, len);
        IrInst *a = gen_emit(g, IR_OP_ALLOCA, m->t_ptr, 1);
        a->ty2 = at;
        a->ops[0] = ir_const_int(m, ir_type_int(m, 32), 1);
        a->align = ir_type_abi_align(m, at);
        if (g->nobj == g->capobj) {
            g->capobj = g->capobj ? g->capobj * 2 : 8;
            g->obj = ir_realloc(g->obj, sizeof *g->obj * g->capobj);
        }
        Obj *o = &g->obj[g->nobj++];
        *o = (Obj){&a->v, at, et, len, 0};
        uint32_t how = gen_below(g, 10);
        if (how < 6) {
            IrType *i64 = ir_type_int(m, 64), *i1 = ir_type_int(m, 1);
            uint64_t byte = gen_below(g, 2) ? 0 : gen_rand(g);
            IrValue *args[4] = {&a->v, ir_const_int(m, ir_type_int(m, 8), byte),
                                ir_const_int(m, i64, ir_type_alloc_size(m, at)), ir_const_int(m, i1, 0)};
            IrType *tys[2] = {m->t_ptr, i64};
            mem_call(g, "llvm.memset", tys, 2, args, 4);
        } else if (how < 9) {
            for (uint32_t e = 0; e < len; e++) {
                IrValue *v = gen_operand(g, et);
                IrValue *p = elem_ptr(g, o, e);
                IrInst *s = gen_emit(g, IR_OP_STORE, m->t_void, 2);
                set_ops(g, s, v, p, NULL);
                s->align = elem_align(g, et);
            }
        }
    }
}

static void
begin_function(G *g, IrFunc *f)
{
    g->f = f;
    g->np = 0;
    g->nk = 0;
    g->nblk = 0;
    g->depth = 0;
    g->nloops = 0;
    g->nobj = g->nglobj;
    g->cur = ir_block_new(g->m, f, "entry");
    for (uint32_t k = 0; k < f->nargs; k++)
        push_val(g, &f->args[k]->v, -1);
}

static void
end_function(G *g)
{
    IrType *rt = g->f->g.vtype->elem;
    IrValue *r = fold_unused(g, 0, rt);
    if (!r)
        r = gen_operand(g, rt);
    IrInst *i = gen_emit(g, IR_OP_RET, g->m->t_void, 1);
    i->ops[0] = r;
}

static IrFunc *
build_function(G *g, const char *name, uint32_t budget, int helper)
{
    IrModule *m = g->m;
    IrType *params[16];
    uint32_t np = 1 + gen_below(g, g->W[GP_M_PARAMS] ? g->W[GP_M_PARAMS] : 1);
    if (np > 16)
        np = 16;
    for (uint32_t k = 0; k < np; k++)
        params[k] = param_type(g);
    IrType *rt = ret_type(g);
    IrFunc *f = ir_func_new(m, name, ir_type_func(m, rt, params, np, 0));
    if (helper && gen_below(g, 2))
        f->g.linkage = IR_LINK_INTERNAL;
    attrs_for(g, f, helper);
    g->carrier = rt;
    begin_function(g, f);
    uint32_t start = g->ninst;
    local_objects(g);
    uint32_t used = g->ninst - start;
    gen_stmts(g, budget > used + 4 ? budget - used : 4);
    end_function(g);
    return f;
}

/* --------------------------------------------------------------- module */

uint32_t
gen_target_lacks(const char *triple)
{
    if (!triple || !*triple)
        return 0;
    size_t n = strcspn(triple, "-");
    static const char *const x86[] = {"x86_64", "i386", "i486", "i586", "i686", "x86"};
    for (size_t k = 0; k < sizeof x86 / sizeof x86[0]; k++)
        if (strlen(x86[k]) == n && !strncmp(triple, x86[k], n))
            return 0;
    uint32_t lacks = GEN_LACKS_X86_FP80 | GEN_LACKS_VA_ARG;
    if (!strncmp(triple, "riscv", 5))
        lacks |= GEN_LACKS_HALF;
    return lacks;
}

static const char *const lacks_names[] = {"x86_fp80", "va_arg", "half", "fp_exotic", "freeze",
                                          "addrspacecast", "indirectbr", "intrinsics", "atomics", "ptrtoaddr",
                                          "interp_bugs"};

void
gen_lacks_print(IrBuf *b, uint32_t lacks)
{
    int n = 0;
    for (size_t k = 0; k < sizeof lacks_names / sizeof lacks_names[0]; k++)
        if (lacks >> k & 1u)
            ir_buf_printf(b, "%s%s", n++ ? "," : "", lacks_names[k]);
}

int64_t
gen_lacks_parse(const char *list)
{
    int64_t bits = 0;
    for (const char *p = list; *p;) {
        size_t n = strcspn(p, ",");
        size_t k = 0;
        while (k < sizeof lacks_names / sizeof lacks_names[0] &&
               (strlen(lacks_names[k]) != n || strncmp(lacks_names[k], p, n)))
            k++;
        if (k == sizeof lacks_names / sizeof lacks_names[0])
            return -1;
        bits |= 1 << k;
        p += n + (p[n] == ',');
    }
    return bits;
}

int
gen_llvm_for_version(int version)
{
    return version >= 22 || version <= 0 ? 22 : version >= 19 ? 19 : 14;
}

static void
choose_features(G *g, const GenConfig *c)
{
    g->feat = 0;
    for (int f = 0; f < GF_N; f++) {
        int on = c->feat[f] == GEN_ON || (c->feat[f] == GEN_SWARM && !gen_chance(g, c->w[GP_O_SWARM]));
        if (f == GF_ALWAYS)
            on = 1;
        g->feat |= (uint32_t)on << f;
    }
    for (int p = 0; p < GEN_NPROD; p++) {
        int ok = ((g->feat >> gen_prods[p].feature) & 1u) && g->llvm >= gen_prods[p].llvm;
        if ((p == GP_T_X86FP80 && (g->lacks & GEN_LACKS_X86_FP80)) || (p == GP_T_HALF && (g->lacks & GEN_LACKS_HALF)) ||
            (p == GP_T_FP128 && (g->lacks & GEN_LACKS_FP_EXOTIC)) ||
            (p == GP_S_VARARG && (g->lacks & GEN_LACKS_VA_ARG)) || (p == GP_I_FREEZE && (g->lacks & GEN_LACKS_FREEZE)) ||
            (p == GP_P_ASCAST && (g->lacks & GEN_LACKS_ADDRSPACECAST)) ||
            (p == GP_O_INDIRECTBR && (g->lacks & GEN_LACKS_INDIRECTBR)) ||
            ((p == GP_I_ATOMICRMW || p == GP_I_CMPXCHG || p == GP_I_FENCE) && (g->lacks & GEN_LACKS_ATOMICS)))
            ok = 0;
        g->W[p] = ok ? c->w[p] : 0;
    }
    memset(g->gtot, 0, sizeof g->gtot);
    for (int p = 0; p < GEN_NPROD; p++)
        g->gtot[gen_prods[p].group] += g->W[p];
}

static void
add_type(IrType **v, uint32_t *n, IrType *t)
{
    for (uint32_t k = 0; k < *n; k++)
        if (v[k] == t)
            return;
    if (*n < GEN_MAX_TY)
        v[(*n)++] = t;
}

static void
choose_palette(G *g)
{
    IrModule *m = g->m;
    static const unsigned odd[] = {3, 5, 7, 9, 13, 17, 24, 33, 48, 65, 96};
    g->nity = g->nfty = g->nvty = 0;
    uint32_t want = 2 + gen_below(g, 3);
    for (int tries = 0; tries < 20 && g->nity < want; tries++) {
        int p = gen_pick(g, GG_TY);
        switch (p) {
        case GP_T_I1: add_type(g->ity, &g->nity, ir_type_int(m, 1)); break;
        case GP_T_I8: add_type(g->ity, &g->nity, ir_type_int(m, 8)); break;
        case GP_T_I16: add_type(g->ity, &g->nity, ir_type_int(m, 16)); break;
        case GP_T_I32: add_type(g->ity, &g->nity, ir_type_int(m, 32)); break;
        case GP_T_I64: add_type(g->ity, &g->nity, ir_type_int(m, 64)); break;
        case GP_T_I128: add_type(g->ity, &g->nity, ir_type_int(m, 128)); break;
        case GP_T_IODD: add_type(g->ity, &g->nity, ir_type_int(m, odd[gen_below(g, 11)])); break;
        default: break;
        }
    }
    /* at least one ordinary integer type wider than i1 */
    if (!g->nity || (g->nity == 1 && g->ity[0]->bits == 1))
        add_type(g->ity, &g->nity, ir_type_int(m, 32));
    if (ON(g, FP)) {
        static const GenProd fp[] = {GP_T_HALF, GP_T_FLOAT, GP_T_DOUBLE, GP_T_FP128, GP_T_X86FP80};
        static const IrTypeKind fk[] = {IR_TY_HALF, IR_TY_FLOAT, IR_TY_DOUBLE, IR_TY_FP128, IR_TY_X86_FP80};
        uint32_t tot = 0;
        for (int k = 0; k < 5; k++)
            tot += g->W[fp[k]];
        uint32_t nf = 1 + gen_below(g, 2);
        for (uint32_t j = 0; j < nf && tot; j++) {
            uint32_t r = gen_below(g, tot);
            for (int k = 0; k < 5; k++) {
                if (r < g->W[fp[k]]) {
                    add_type(g->fty, &g->nfty, ir_type_fp(m, fk[k]));
                    break;
                }
                r -= g->W[fp[k]];
            }
        }
    }
    if (ON(g, VECTOR) && g->W[GP_T_VEC]) {
        uint32_t nv = 1 + gen_below(g, 2);
        uint32_t maxlen = g->W[GP_M_VECLEN] ? g->W[GP_M_VECLEN] : 2;
        for (uint32_t j = 0; j < nv; j++) {
            IrType *e;
            if (g->nfty && gen_below(g, 3) == 0) {
                e = g->fty[gen_below(g, g->nfty)];
                if (e->kind == IR_TY_X86_FP80)
                    e = ir_type_fp(m, IR_TY_FLOAT);
            } else {
                e = g->ity[gen_below(g, g->nity)];
                if (e->bits > 64 || (e->bits % 8 && e->bits != 1))
                    e = ir_type_int(m, 8u << gen_below(g, 4));
            }
            static const uint32_t lens[] = {2, 4, 8, 16, 3};
            uint32_t len = lens[gen_below(g, 5)];
            while (len > maxlen && len > 2)
                len /= 2;
            add_type(g->vty, &g->nvty, ir_type_vec(m, e, len, 0));
        }
    }
    g->sty = NULL;
    if (ON(g, AGG)) {
        IrType *mem[3];
        uint32_t n = 2 + gen_below(g, 2);
        for (uint32_t k = 0; k < n; k++)
            mem[k] = k == 2 && g->nfty ? g->fty[0] : g->ity[gen_below(g, g->nity)];
        g->sty = ir_type_struct(m, mem, n, 0);
    }
}

static void
global_objects(G *g)
{
    IrModule *m = g->m;
    g->nobj = 0;
    if (!ON(g, MEMORY))
        return;
    uint32_t n = gen_below(g, (g->W[GP_M_GLOBALS] ? g->W[GP_M_GLOBALS] : 0) + 1);
    for (uint32_t k = 0; k < n; k++) {
        IrType *et = gen_chance(g, 75) || !g->nfty ? gen_int_type(g, 0) : gen_fp_type(g, 0);
        if (et->kind == IR_TY_INT && (et->bits % 8 || et->bits > 64))
            et = ir_type_int(m, 8u << gen_below(g, 4));
        uint32_t len = 1u << (1 + gen_below(g, 4));
        IrType *at = ir_type_array(m, et, len);
        IrGlobal *gv = IR_NEW(m->arena, IrGlobal);
        gv->v.kind = IR_V_GLOBALVAR;
        gv->v.type = m->t_ptr;
        char name[16];
        snprintf(name, sizeof name, "g%u", k);
        gv->v.name = ir_arena_strdup(m->arena, name);
        gv->vtype = at;
        gv->linkage = gen_below(g, 2) ? IR_LINK_INTERNAL : IR_LINK_EXTERNAL;
        if (gv->linkage == IR_LINK_EXTERNAL)
            gv->dso_local = 1;
        gv->is_const = gen_below(g, 5) == 0;
        gv->align = ir_type_abi_align(m, at);
        if (gen_below(g, 4) == 0) {
            gv->init = ir_const_simple(m, IR_V_ZERO, at);
        } else {
            IrConst *c = ir_const_new(m, IR_V_AGG, at);
            c->nelems = len;
            c->elems = IR_NEWN(m->arena, IrValue *, len);
            for (uint32_t e = 0; e < len; e++)
                c->elems[e] = scalar_const(g, et, 1);
            gv->init = &c->v;
        }
        ir_sym_put(&m->gsyms, m->arena, gv->v.name, gv);
        if (m->globals_last)
            m->globals_last->next = gv;
        else
            m->globals = gv;
        m->globals_last = gv;
        m->nglobals++;
        if (g->nobj == g->capobj) {
            g->capobj = g->capobj ? g->capobj * 2 : 8;
            g->obj = ir_realloc(g->obj, sizeof *g->obj * g->capobj);
        }
        g->obj[g->nobj++] = (Obj){&gv->v, at, et, len, gv->is_const};
    }
    g->nglobj = g->nobj;
}

/* An input value of type t: edge values, constants of the function, random. */
static IrValue *
input_value(G *g, IrType *t)
{
    IrModule *m = g->m;
    if (t->kind == IR_TY_VEC) {
        IrConst *c = ir_const_new(m, IR_V_AGG, t);
        c->nelems = (uint32_t)t->count * ((t->flags & IR_TYF_SCALABLE) && g->vscale ? g->vscale : 1);
        c->elems = IR_NEWN(m->arena, IrValue *, c->nelems);
        for (uint32_t k = 0; k < c->nelems; k++)
            c->elems[k] = input_value(g, t->elem);
        return &c->v;
    }
    uint32_t r = gen_below(g, 4);
    if (r == 0 && g->nk) {
        for (int tries = 0; tries < 6; tries++) {
            IrValue *c = g->kpool[gen_below(g, g->nk)];
            if (c->type == t)
                return c;
        }
    }
    if (r == 1 && t->kind == IR_TY_INT) {
        /* at least 4 draws: the inputs of a seed stay what they were when
         * every width drew 4 */
        uint32_t nw = (t->bits + 63) / 64;
        uint64_t *w = IR_NEWN(m->arena, uint64_t, nw < 4 ? 4 : nw);
        for (uint32_t k = 0; k < (nw < 4 ? 4 : nw); k++)
            w[k] = gen_rand(g);
        return t->bits <= 64 ? ir_const_int(m, t, w[0]) : ir_const_int_words(m, t, w);
    }
    if (r == 1 && ir_type_is_fp(t)) {
        FpFmt f = ir_type_fp_fmt(t);
        unsigned mb = fp_fmt_info[f].man_bits;
        uint32_t special = f == FP_PPC128 ? 2 : gen_below(g, 6);
        if (special == 0) {
            /* a signaling NaN (the quiet bit clear, a payload bit set):
             * what quiets it and what must keep it */
            FpBits b = fp_qnan(f);
            b.w[(mb - 1) / 64] &= ~(1ull << ((mb - 1) % 64));
            b.w[0] |= 1;
            return ir_const_fp_bits(m, t, (gen_below(g, 2) ? fp_neg(f, b) : b).w);
        }
        if (special == 1 && fp_fmt_info[f].bits <= 64) {
            /* a subnormal with random bits: what a denormal mode flushes */
            FpBits b = {{gen_rand(g) & ((1ull << mb) - 1), 0}};
            b.w[0] |= 1ull << gen_below(g, mb);
            if (gen_below(g, 2))
                b.w[0] |= 1ull << (fp_fmt_info[f].bits - 1);
            return ir_const_fp_bits(m, t, b.w);
        }
        /* a full mantissa of random bits, between 2^-20 and 2^20: the
         * edge values are exact in every operation, and only rounding
         * tells a reassociated sum or a contracted fma from the source */
        uint64_t w = gen_rand(g);
        double d = ldexp(1.0 + (double)(w >> 11) * 0x1p-53, (int)(gen_rand(g) % 41) - 20);
        unsigned fl = 0;
        return ir_const_fp_bits(m, t, fp_from_double(f, w & 1 ? -d : d, FP_RNE, &fl).w);
    }
    return scalar_const(g, t, 1);
}

static void
make_inputs(G *g, GenTest *t, uint32_t n)
{
    IrFunc *f = t->f;
    t->inputs = ir_calloc(n ? n : 1, sizeof *t->inputs);
    t->ninputs = n;
    for (uint32_t k = 0; k < n; k++) {
        IrBuf b = {0};
        for (uint32_t a = 0; a < f->nargs; a++) {
            if (a)
                ir_buf_puts(&b, ", ");
            ir_print_typed(&b, input_value(g, f->args[a]->v.type));
        }
        ir_buf_putc(&b, 0);
        t->inputs[k] = b.p;
    }
}

/* The constants of a function's instructions: the inputs draw on them. */
static void
collect_consts(G *g, IrFunc *f)
{
    g->nk = 0;
    for (IrBlock *b = f->first; b; b = b->next)
        for (IrInst *i = b->first; i; i = i->next)
            for (uint32_t k = 0; k < i->nops; k++) {
                IrValue *v = i->ops[k];
                if (v && (v->kind == IR_V_INT || v->kind == IR_V_FP))
                    remember_const(g, v);
            }
}

/* The inputs where a flag of i flips (LangRef: add/sub/mul/shl nsw and
 * nuw, trunc nsw and nuw, exact shifts): for `x op C`, the x on either
 * side of the signed and the unsigned overflow; for a trunc to N bits, the
 * values around the N-bit limits.  Whatever flags i has: a target may add
 * one the source does not have.  Integers of 16 to 64 bits (random values
 * cover a good part of a narrower type); at most 8 values into out,
 * returns their number. */
static unsigned
flag_bounds(IrModule *m, const IrInst *i, IrValue **out)
{
    IrType *t = i->op == IR_OP_TRUNC && i->nops == 1 ? i->ops[0]->type : i->v.type;
    if (!t || t->kind != IR_TY_INT || t->bits > 64 || t->bits < 16 || i->nops < 1)
        return 0;
    unsigned w = t->bits;
    uint64_t umax = UINT64_MAX >> (64 - w), smax = umax >> 1, smin = smax + 1, b[8];
    unsigned n = 0;
    if (i->op == IR_OP_TRUNC) {
        unsigned to = i->v.type && i->v.type->kind == IR_TY_INT ? i->v.type->bits : w;
        if (to < 2 || to >= w)
            return 0;
        uint64_t lim = 1ull << to, half = lim >> 1;
        b[n++] = lim - 1, b[n++] = lim, b[n++] = half - 1, b[n++] = half, b[n++] = -half, b[n++] = -half - 1;
    } else {
        const IrValue *k = i->nops == 2 ? i->ops[1] : NULL;
        if (k && k->kind != IR_V_INT && (i->op == IR_OP_ADD || i->op == IR_OP_MUL))
            k = i->ops[0];
        if (!k || k->kind != IR_V_INT || k->type != t)
            return 0;
        uint64_t c = ir_const_zext(k) & umax, sc = c & smin ? -c & umax : c; /* |C| */
        switch (i->op) {
        case IR_OP_ADD:
            b[n++] = smax - c, b[n++] = smax - c + 1, b[n++] = smin - c, b[n++] = smin - c - 1;
            b[n++] = umax - c, b[n++] = -c;
            break;
        case IR_OP_SUB:
            b[n++] = smin + c, b[n++] = smin + c - 1, b[n++] = smax + c, b[n++] = smax + c + 1;
            b[n++] = c - 1;
            break;
        case IR_OP_MUL:
            if (sc > 1) {
                b[n++] = smax / sc, b[n++] = smax / sc + 1, b[n++] = -(smax / sc), b[n++] = -(smax / sc) - 1;
                b[n++] = umax / c, b[n++] = umax / c + 1;
            }
            break;
        case IR_OP_SHL:
            if (c >= 1 && c < w) {
                uint64_t u = 1ull << (w - c), sg = u >> 1;
                b[n++] = u, b[n++] = u - 1, b[n++] = sg, b[n++] = sg - 1, b[n++] = -sg, b[n++] = -sg - 1;
            }
            break;
        case IR_OP_LSHR: case IR_OP_ASHR: case IR_OP_UDIV: case IR_OP_SDIV:
            /* exact: a multiple of the divisor and its neighbour */
            if (c >= 1 && (i->op == IR_OP_UDIV || i->op == IR_OP_SDIV || c < w)) {
                uint64_t d = i->op == IR_OP_LSHR || i->op == IR_OP_ASHR ? 1ull << c : c;
                b[n++] = 2 * d, b[n++] = 2 * d + 1;
            }
            break;
        default:
            break;
        }
    }
    for (unsigned q = 0; q < n; q++)
        out[q] = ir_const_int(m, t, b[q] & umax);
    return n;
}

/* The inverse of an odd c modulo 2^64 (Newton's iteration). */
static uint64_t
odd_inverse(uint64_t c)
{
    uint64_t x = c;
    for (int k = 0; k < 5; k++)
        x *= 2 - c * x;
    return x;
}

/* A cheap solver for the conditions of a path: the argument x and its
 * value for which v (an integer of at most 64 bits) is k, where v is x
 * through a chain of invertible steps (add, sub, xor with a constant; mul
 * by an odd one; shl, zext, sext, trunc).  NULL when v is not such a
 * chain. */
static const IrArg *
solve_arg(const IrValue *v, uint64_t k, uint64_t *x, int depth)
{
    if (!v || !v->type || v->type->kind != IR_TY_INT || v->type->bits > 64 || depth > 8)
        return NULL;
    k &= UINT64_MAX >> (64 - v->type->bits);
    if (v->kind == IR_V_ARG) {
        *x = k;
        return (const IrArg *)v;
    }
    if (v->kind != IR_V_INST)
        return NULL;
    const IrInst *i = (const IrInst *)v;
    if (i->op == IR_OP_ZEXT || i->op == IR_OP_SEXT || i->op == IR_OP_TRUNC)
        return i->nops == 1 ? solve_arg(i->ops[0], k, x, depth + 1) : NULL;
    if (i->nops != 2)
        return NULL;
    const IrValue *a = i->ops[0], *b = i->ops[1];
    int kb = b->kind == IR_V_INT, ka = a->kind == IR_V_INT;
    if (kb == ka)
        return NULL;
    uint64_t c = ir_const_zext(kb ? b : a);
    const IrValue *o = kb ? a : b;
    switch (i->op) {
    case IR_OP_ADD: return solve_arg(o, k - c, x, depth + 1);
    case IR_OP_SUB: return solve_arg(o, kb ? k + c : c - k, x, depth + 1);
    case IR_OP_XOR: return solve_arg(o, k ^ c, x, depth + 1);
    case IR_OP_MUL: return c & 1 ? solve_arg(o, k * odd_inverse(c), x, depth + 1) : NULL;
    case IR_OP_SHL: return kb && c < v->type->bits ? solve_arg(o, k >> c, x, depth + 1) : NULL;
    default: return NULL;
    }
}

/* The inputs that take a comparison of a chain of x (solve_arg) with a
 * constant to either side -- the constant and its neighbours -- and those
 * that reach each case of a switch: for arguments of 16 to 64 bits.  At
 * most 3 values into out (arg: whose), returns their number. */
static unsigned
path_values(IrModule *m, const IrInst *i, IrValue **out)
{
    const IrValue *v, *kv;
    if (i->op == IR_OP_ICMP && i->nops == 2) {
        int kb = i->ops[1]->kind == IR_V_INT;
        v = i->ops[kb ? 0 : 1];
        kv = i->ops[kb ? 1 : 0];
    } else if (i->op == IR_OP_SWITCH && i->nops >= 2) {
        v = i->ops[0];
        kv = NULL;
    } else
        return 0;
    unsigned n = 0;
    for (uint32_t q = 2; kv == NULL && i->op == IR_OP_SWITCH && q < i->nops && n < 3; q += 2) {
        uint64_t x;
        const IrArg *a = solve_arg(v, ir_const_zext(i->ops[q]), &x, 0);
        if (a && a->v.type->bits >= 16 && v->kind != IR_V_ARG)
            out[n++] = ir_const_int(m, a->v.type, x);
    }
    if (!kv || kv->kind != IR_V_INT || v->kind == IR_V_ARG)
        return n; /* (a constant compared with the argument itself: the pool has it) */
    for (int d = -1; d <= 1; d++) {
        uint64_t x;
        const IrArg *a = solve_arg(v, ir_const_zext(kv) + (uint64_t)(int64_t)d, &x, 0);
        if (a && a->v.type->bits >= 16)
            out[n++] = ir_const_int(m, a->v.type, x);
    }
    return n;
}

/* A value of t with every scalar (or lane) `which`: 0, 1, -1, 3 the signed
 * maximum, 4 the signed minimum (fp: the largest finite, its negation). */
static IrValue *
uniform_value(IrModule *m, IrType *t, int which, uint32_t vscale)
{
    if (t->kind == IR_TY_VEC) {
        IrConst *c = ir_const_new(m, IR_V_AGG, t);
        c->nelems = (uint32_t)t->count * ((t->flags & IR_TYF_SCALABLE) ? vscale : 1);
        c->elems = IR_NEWN(m->arena, IrValue *, c->nelems);
        for (uint32_t k = 0; k < c->nelems; k++)
            c->elems[k] = uniform_value(m, t->elem, which, vscale);
        return &c->v;
    }
    if (t->kind == IR_TY_INT) {
        /* t->bits words, not IR_MAX_INT_BITS: a 1 MiB memset per value cost a
         * third of a campaign's own time */
        size_t nw = t->bits / 64 + 1;
        uint64_t small[4], *w = nw <= 4 ? small : ir_malloc(nw * sizeof *w);
        memset(w, which < 0 || which == 3 ? 0xff : 0, nw * sizeof *w);
        if (which == 1)
            w[0] = 1;
        unsigned top = t->bits - 1;
        if (which == 3)
            w[top / 64] &= ~(1ull << (top % 64));
        if (which == 4)
            w[top / 64] |= 1ull << (top % 64);
        if (t->bits % 64)
            w[top / 64] &= (1ull << (t->bits % 64)) - 1;
        IrValue *v = t->bits <= 64 ? ir_const_int(m, t, w[0]) : ir_const_int_words(m, t, w);
        if (w != small)
            ir_free(w);
        return v;
    }
    if (ir_type_is_fp(t)) {
        unsigned fl = 0;
        FpFmt f = ir_type_fp_fmt(t);
        FpBits b = which >= 3 ? fp_largest(f, which == 4) : fp_from_double(f, (double)which, FP_RNE, &fl);
        return ir_const_fp_bits(m, t, b.w);
    }
    return ir_const_simple(m, t->kind == IR_TY_PTR ? IR_V_NULL : IR_V_ZERO, t);
}

/* v with one lane (vectors) or all of it poison or undef */
static IrValue *
undefined_value(G *g, IrType *t, IrValue *v, IrValueKind k)
{
    if (t->kind != IR_TY_VEC || v->kind != IR_V_AGG || gen_below(g, 2))
        return ir_const_simple(g->m, k, t);
    IrConst *src = (IrConst *)v;
    IrConst *c = ir_const_new(g->m, IR_V_AGG, t);
    c->nelems = src->nelems;
    c->elems = IR_NEWN(g->m->arena, IrValue *, c->nelems);
    memcpy(c->elems, src->elems, c->nelems * sizeof *c->elems);
    c->elems[gen_below(g, c->nelems)] = ir_const_simple(g->m, k, t->elem);
    return &c->v;
}

uint32_t
gen_input_vectors(IrModule *m, IrFunc *f, IrFunc *f2, uint32_t n, uint64_t seed, int allow_undef, char ***out)
{
    return gen_input_vectors_vs(m, f, m, f2, n, seed, allow_undef, 1, out);
}

/* May the oracle's inputs make pointer arguments alias (IR_INPUT_ALIAS)?
 * Not where the module says two pointers do not: a noalias parameter,
 * scoped-alias or TBAA metadata (strict aliasing), which the interpreter
 * does not judge -- an aliasing input there would blame LLVM for a
 * promise the source broke. */
static int
func_aliasable(const IrFunc *f)
{
    static const char *const kinds[] = {"tbaa", "tbaa.struct", "noalias", "alias.scope"};
    for (uint32_t a = 0; a < f->g.vtype->nmembers; a++)
        if (ir_attr_has(ir_attrs_param(&f->attrs, a), IR_ATTR_NOALIAS))
            return 0;
    for (const IrBlock *b = f->first; b; b = b->next)
        for (const IrInst *i = b->first; i; i = i->next) {
            for (uint32_t k = 0; k < i->nmd; k++)
                for (size_t q = 0; q < sizeof kinds / sizeof *kinds; q++)
                    if (i->md[k].kind && !strcmp(i->md[k].kind, kinds[q]))
                        return 0;
            if (i->op == IR_OP_CALL || i->op == IR_OP_INVOKE) {
                const char *n = ir_call_name(i);
                if (n && !strcmp(n, "llvm.experimental.noalias.scope.decl"))
                    return 0;
                for (uint32_t a = 0; i->attrs && a < ir_call_nargs(i); a++)
                    if (ir_attr_has(ir_attrs_param(i->attrs, a), IR_ATTR_NOALIAS))
                        return 0;
            }
        }
    return 1;
}

static int
module_aliasable(const IrModule *m)
{
    for (const IrFunc *f = m->funcs; f; f = (const IrFunc *)f->g.next)
        if (!func_aliasable(f))
            return 0;
    return 1;
}

/* func_aliasable for f and every function it may call, directly or through
 * others: the ones a run of f can reach.  An indirect call (or a call of
 * an alias) may reach any function: then m's every function, or no (m
 * NULL: f is the target's, whose module is not at hand).  A noalias
 * parameter elsewhere in the module does not keep f's arguments apart. */
static int
reach_aliasable(const IrModule *m, const IrFunc *f)
{
    /* the functions found so far; those before `done` are looked at */
    uint32_t cap = 16, nfound = 0, done = 0;
    const IrFunc **found = ir_malloc(cap * sizeof *found);
    int ok = 1, any = 0;
    found[nfound++] = f;
    while (ok && !any && done < nfound) {
        const IrFunc *g = found[done++];
        ok = func_aliasable(g);
        for (const IrBlock *b = g->first; ok && !any && b; b = b->next)
            for (const IrInst *i = b->first; !any && i; i = i->next) {
                if (i->op != IR_OP_CALL && i->op != IR_OP_INVOKE)
                    continue;
                const IrValue *c = ir_call_callee(i);
                if (!c || c->kind != IR_V_FUNC) {
                    any = 1;
                    break;
                }
                uint32_t k = 0;
                while (k < nfound && found[k] != (const IrFunc *)c)
                    k++;
                if (k < nfound)
                    continue;
                if (nfound == cap)
                    found = ir_realloc(found, (cap *= 2) * sizeof *found);
                found[nfound++] = (const IrFunc *)c;
            }
    }
    ir_free(found);
    if (ok && any)
        ok = m && module_aliasable(m);
    return ok;
}

/* Has parameter a of f one of the n attributes k? */
static int
param_has_any(const IrFunc *f, uint32_t a, const IrAttrKind *k, size_t n)
{
    const IrAttrSet *s = ir_attrs_param(&f->attrs, a);
    for (size_t q = 0; s && q < n; q++)
        if (ir_attr_has(s, k[q]))
            return 1;
    return 0;
}

/* A pointer parameter that may point into another's buffer: no attribute
 * that says more about its object than an ordinary pointer (that nothing
 * else reaches it, its size, a copy, what is written to it). */
static int
param_aliasable(const IrFunc *f, uint32_t a)
{
    /* (readonly, readnone and writeonly speak of accesses through the
     * pointer, "even though [the function] may write to the memory that
     * the pointer points to" through another: they do not keep it apart) */
    static const IrAttrKind no[] = {IR_ATTR_NOALIAS, IR_ATTR_BYVAL, IR_ATTR_BYREF, IR_ATTR_SRET, IR_ATTR_INALLOCA,
                                    IR_ATTR_PREALLOCATED, IR_ATTR_DEAD_ON_UNWIND, IR_ATTR_DEAD_ON_RETURN,
                                    IR_ATTR_WRITABLE, IR_ATTR_INITIALIZES, IR_ATTR_DEREF, IR_ATTR_DEREF_OR_NULL};
    return f->g.vtype->members[a]->kind == IR_TY_PTR && !param_has_any(f, a, no, sizeof no / sizeof *no);
}

/* `inttoptr (i64 k to ptr)`: how an input tells the oracle where a
 * pointer argument goes (IR_INPUT_ALIAS, IR_INPUT_NULL in ir/ir.h). */
static IrValue *
input_tag(IrModule *m, IrType *t, uint64_t k)
{
    IrConst *c = ir_const_new(m, IR_V_CEXPR, t);
    c->op = IR_OP_INTTOPTR;
    c->nelems = 1;
    c->elems = IR_NEWN(m->arena, IrValue *, 1);
    c->elems[0] = ir_const_int(m, m->t_i64, k);
    return &c->v;
}

/* A pointer parameter that may be null: nothing promises an object there
 * (nonnull, dereferenceable, byval, sret, ...: LangRef "Parameter
 * Attributes"; dereferenceable_or_null and noalias allow null), and null
 * is no valid address (address space 0, no null_pointer_is_valid). */
static int
param_nullable(const IrFunc *f, uint32_t a)
{
    static const IrAttrKind no[] = {IR_ATTR_NONNULL, IR_ATTR_DEREF, IR_ATTR_BYVAL, IR_ATTR_BYREF,
                                    IR_ATTR_SRET, IR_ATTR_INALLOCA, IR_ATTR_PREALLOCATED};
    const IrType *t = f->g.vtype->members[a];
    if (t->kind != IR_TY_PTR || t->bits != 0 || ir_attr_has(&f->attrs.fn, IR_ATTR_NULL_POINTER_IS_VALID))
        return 0;
    return !param_has_any(f, a, no, sizeof no / sizeof *no);
}

/* A pointer parameter that may point to read-only memory (a string
 * literal, say): nothing promises it is writable (writable, initializes,
 * sret, or a copy: byval, inalloca, preallocated). */
static int
param_readonly_ok(const IrFunc *f, uint32_t a)
{
    static const IrAttrKind no[] = {IR_ATTR_WRITABLE, IR_ATTR_INITIALIZES, IR_ATTR_SRET, IR_ATTR_BYVAL,
                                    IR_ATTR_INALLOCA, IR_ATTR_PREALLOCATED};
    return f->g.vtype->members[a]->kind == IR_TY_PTR && !param_has_any(f, a, no, sizeof no / sizeof *no);
}

/* A global variable whose address a caller in another module may pass: a
 * definition another module can name (not internal or private: LLVM may
 * take one of those for no argument's object when its address does not
 * escape), whose address is significant (not unnamed_addr: the address of
 * one of those may be another's), not thread-local, of a sized type, in
 * address space as. */
static int
global_passable1(const IrGlobal *gv, uint32_t as)
{
    static const uint16_t named = 1u << IR_LINK_EXTERNAL | 1u << IR_LINK_WEAK | 1u << IR_LINK_WEAK_ODR |
                                  1u << IR_LINK_LINKONCE | 1u << IR_LINK_LINKONCE_ODR | 1u << IR_LINK_COMMON;
    return gv && gv->v.kind == IR_V_GLOBALVAR && gv->init && (named >> gv->linkage & 1) &&
           gv->unnamed_addr == IR_UA_NONE && gv->tls == IR_TLS_NONE && !gv->ext_init && gv->addrspace == as &&
           ir_type_is_sized(gv->vtype) && gv->v.name && strncmp(gv->v.name, "llvm.", 5);
}

/* ... and the target's module tm has it too (the same symbol: the same
 * object) */
static int
global_passable(const IrGlobal *gv, uint32_t as, const IrModule *tm)
{
    if (!global_passable1(gv, as))
        return 0;
    const IrGlobal *t = ir_module_global(tm, gv->v.name);
    return t == gv || global_passable1(t, as);
}

/* Pick a global for a pointer argument of address space as: one that f
 * uses (where a bug that takes the argument for another object shows),
 * else any passable one; NULL when there is none.  r: a random number. */
static IrGlobal *
pick_global(IrModule *m, const IrFunc *f, uint32_t as, const IrModule *tm, uint64_t r)
{
    IrGlobal *c[64];
    uint32_t n = 0;
    for (const IrBlock *b = f->first; b; b = b->next)
        for (const IrInst *i = b->first; i; i = i->next)
            for (uint32_t o = 0; o < i->nops && n < 64; o++)
                if (i->ops[o] && i->ops[o]->kind == IR_V_GLOBALVAR && global_passable((IrGlobal *)i->ops[o], as, tm))
                    c[n++] = (IrGlobal *)i->ops[o];
    if (!n)
        for (IrGlobal *gv = m->globals; gv && n < 64; gv = gv->next)
            if (global_passable(gv, as, tm))
                c[n++] = gv;
    return n ? c[r % n] : NULL;
}

uint32_t
gen_input_vectors_vs(IrModule *m, IrFunc *f, const IrModule *tm, IrFunc *f2, uint32_t n, uint64_t seed,
                     int allow_undef, uint32_t vscale, char ***out)
{
    G g;
    memset(&g, 0, sizeof g);
    g.m = m;
    g.vscale = vscale ? vscale : 1;
    g.rs = seed * 0xD1B54A32D192ED03ull + 0x9E3779B97F4A7C15ull;
    collect_consts(&g, f);
    if (f2) {
        uint32_t nk = g.nk;
        IrValue **k = ir_malloc((nk ? nk : 1) * sizeof *k);
        if (nk)
            memcpy(k, g.kpool, nk * sizeof *k);
        collect_consts(&g, f2);
        for (uint32_t i = 0; i < nk; i++)
            remember_const(&g, k[i]);
        ir_free(k);
    }
    /* the constants' neighbours too: a bug often hides at c +- 1 */
    for (uint32_t i = 0, nk = g.nk; i < nk; i++) {
        IrValue *c = g.kpool[i];
        if (c->kind == IR_V_INT && c->type->bits <= 64) {
            remember_const(&g, ir_const_int(g.m, c->type, ir_const_zext(c) + 1));
            remember_const(&g, ir_const_int(g.m, c->type, ir_const_zext(c) - 1));
        }
    }
    /* where the flags flip and where the comparisons of a path do (the
     * oracle's inputs): given in turn to the
     * integer arguments of their type in every 4th vector from the 9th on,
     * in place of a random value (drawn all the same: the other vectors stay
     * what they were) */
    uint32_t nb = 0, capb = 0, nextb = 0;
    IrValue **bounds = NULL;
    for (int q = 0; allow_undef && q < (f2 ? 2 : 1); q++)
        for (const IrBlock *b = (q ? f2 : f)->first; b; b = b->next)
            for (const IrInst *i = b->first; i; i = i->next) {
                IrValue *v[11];
                unsigned nv = flag_bounds(g.m, i, v);
                nv += path_values(g.m, i, v + nv);
                for (unsigned j = 0; j < nv; j++) {
                    uint32_t d = 0;
                    while (d < nb && bounds[d] != v[j])
                        d++;
                    if (d < nb)
                        continue;
                    if (nb == capb)
                        bounds = ir_realloc(bounds, (capb = capb ? 2 * capb : 16) * sizeof *bounds);
                    bounds[nb++] = v[j];
                }
            }
    IrType *fty = f->g.vtype;
    uint32_t na = fty->nmembers;
    /* the arguments that may be poison or undef: not noundef, no pointer */
    uint32_t *open = ir_calloc(na ? na : 1, sizeof *open), nopen = 0;
    for (uint32_t a = 0; a < na; a++) {
        const IrAttrSet *as = ir_attrs_param(&f->attrs, a);
        if (!(as && ir_attr_has(as, IR_ATTR_NOUNDEF)) && fty->members[a]->kind != IR_TY_PTR)
            open[nopen++] = a;
    }
    /* pointer arguments that alias (the oracle's inputs only: allow_undef;
     * the module's walk last: a campaign batch's module is large) */
    uint32_t nptr = 0;
    for (uint32_t a = 0; a < na; a++)
        nptr += fty->members[a]->kind == IR_TY_PTR;
    int apart = allow_undef && nptr && n > 6 && reach_aliasable(m, f) && (!f2 || reach_aliasable(NULL, f2));
    int alias = apart && nptr >= 2;
    /* null and globals for pointer arguments: choices of their own random
     * numbers (the other vectors stay what they were) */
    uint64_t rp = seed * 0x94D049BB133111EBull + 0x2545F4914F6CDD1Dull;
    uint32_t *nullable = ir_calloc(na ? na : 1, sizeof *nullable), nnull = 0;
    uint32_t *rdonly = ir_calloc(na ? na : 1, sizeof *rdonly), nrdonly = 0;
    for (uint32_t a = 0; allow_undef && a < na; a++) {
        if (param_nullable(f, a))
            nullable[nnull++] = a;
        if (param_readonly_ok(f, a))
            rdonly[nrdonly++] = a;
    }
    char **v = ir_calloc(n ? n : 1, sizeof *v);
    for (uint32_t k = 0; k < n; k++) {
        IrBuf b = {0};
        /* every 4th vector from the 4th on: one of those arguments poison
         * or undef (all of it, or a lane) */
        uint32_t undefined = allow_undef && nopen && k >= 5 && k % 4 == 3 ? open[gen_below(&g, nopen)] : UINT32_MAX;
        int aliased = 0;
        /* every 8th vector from the 9th on: one pointer argument null where
         * the source allows it; from the 13th on: one a pointer to a global
         * of the module (the source's own, if it uses any) */
        rp = (rp ^ rp >> 31) * 0xBF58476D1CE4E5B9ull + k;
        uint32_t nulled = nnull && k >= 8 && k % 8 == 0 ? nullable[(rp >> 33) % nnull] : UINT32_MAX;
        /* every 8th from the 14th on: one in read-only memory, where a
         * target that stores what the source did not shows */
        uint32_t rdo = nrdonly && k >= 13 && k % 8 == 5 ? rdonly[(rp >> 35) % nrdonly] : UINT32_MAX;
        uint32_t global = apart && k >= 12 && k % 8 == 4 ? (uint32_t)(rp >> 40) % na : UINT32_MAX;
        for (uint32_t a = 0; a < na; a++) {
            IrType *t = fty->members[a];
            IrValue *x = k < 5 ? uniform_value(g.m, t, k == 2 ? -1 : (int)k, g.vscale) : input_value(&g, t);
            for (uint32_t d = 0; nb && k >= 8 && k % 4 == 0 && d < nb; d++)
                if (bounds[(nextb + d) % nb]->type == t) {
                    x = bounds[(nextb + d) % nb];
                    nextb = (nextb + d + 1) % nb;
                    break;
                }
            if (a == undefined)
                x = undefined_value(&g, t, x, gen_below(&g, 2) ? IR_V_POISON : IR_V_UNDEF);
            /* every 4th vector from the 6th on: pointers aligned no more
             * than the function promises (the oracle reads address 1 so) */
            if (t->kind == IR_TY_PTR && k >= 5 && k % 4 == 1) {
                x = input_tag(g.m, t, 1);
            }
            /* every 4th vector from the 7th on: one pointer argument into
             * the first pointer argument's buffer (an own buffer, not an
             * alias itself), at offset 0, 4, 8 or 16 */
            if (alias && !aliased && t->kind == IR_TY_PTR && k >= 6 && k % 4 == 2 && param_aliasable(f, a)) {
                uint32_t j = 0;
                while (j < a && !(fty->members[j] == t && param_aliasable(f, j)))
                    j++;
                if (j < a) {
                    aliased = 1;
                    static const uint64_t offs[] = {0, 4, 8, 16};
                    x = input_tag(g.m, t, IR_INPUT_ALIAS | (uint64_t)j << 16 | offs[gen_below(&g, 4)]);
                }
            }
            if (a == nulled)
                x = input_tag(g.m, t, IR_INPUT_NULL);
            if (a == rdo)
                x = input_tag(g.m, t, IR_INPUT_READONLY);
            /* (the first aliasable pointer argument from `global` on) */
            IrGlobal *gv;
            if (global <= a && t->kind == IR_TY_PTR && param_aliasable(f, a) &&
                (gv = pick_global(m, f, t->bits, tm, rp >> 7)) != NULL) {
                global = UINT32_MAX;
                x = &gv->v;
            }
            if (a)
                ir_buf_puts(&b, ", ");
            ir_print_typed(&b, x);
        }
        ir_buf_putc(&b, 0);
        v[k] = b.p;
    }
    ir_free(g.kpool);
    ir_free(open);
    ir_free(nullable);
    ir_free(rdonly);
    ir_free(bounds);
    *out = v;
    return n;
}

void
gen_input_vectors_free(char **v, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++)
        ir_free(v[k]);
    ir_free(v);
}

void
gen_module_free(GenModule *gm)
{
    for (uint32_t k = 0; k < gm->ntests; k++) {
        for (uint32_t j = 0; j < gm->tests[k].ninputs; j++)
            ir_free(gm->tests[k].inputs[j]);
        ir_free(gm->tests[k].inputs);
    }
    ir_free(gm->tests);
    if (gm->m)
        ir_module_free(gm->m);
    memset(gm, 0, sizeof *gm);
}

int
gen_module(const GenOptions *o, GenModule *out, char *err, size_t errlen)
{
    GenConfig defcfg;
    const GenConfig *cfg = o->cfg;
    if (!cfg) {
        gen_config_default(&defcfg);
        cfg = &defcfg;
    }
    GenOptions opt = *o;
    if (!opt.nfuncs)
        opt.nfuncs = 3;
    if (!opt.size)
        opt.size = 100;
    if (!opt.ninputs)
        opt.ninputs = 4;
    if (!opt.target_llvm)
        opt.target_llvm = 22;
    memset(out, 0, sizeof *out);
    G g;
    memset(&g, 0, sizeof g);
    g.o = &opt;
    g.llvm = opt.target_llvm;
    g.lacks = gen_target_lacks(opt.triple) | opt.lacks;
    out->lacks = g.lacks;
    g.rs = opt.seed * 0xD1B54A32D192ED03ull + 0x2545F4914F6CDD1Dull;
    g.st = &out->stats;
    IrModule *m = ir_module_new();
    g.m = m;
    out->m = m;
    m->source_filename = ir_arena_printf(m->arena, "llfuzz-gen-%llu", (unsigned long long)opt.seed);
    choose_features(&g, cfg);
    out->stats.features = g.feat;
    choose_palette(&g);
    global_objects(&g);
    /* helpers first (the tests call them), a quarter of the budget */
    uint32_t nh = ON(&g, CALL) ? gen_below(&g, (g.W[GP_M_HELPERS] ? g.W[GP_M_HELPERS] : 0) + 1) : 0;
    /* the statements' budget: what folding the unused values into the
     * return adds and what a statement overshoots come on top (about 3/5
     * of the total, measured with bench/gen-census.sh) */
    uint32_t body = opt.size * 3 / 5 + 1;
    uint32_t hbudget = nh ? body / 4 / nh + 2 : 0;
    uint32_t tbudget = (body - (hbudget * nh < body ? hbudget * nh : 0)) / opt.nfuncs + 1;
    g.helpers = ir_calloc(nh + 1, sizeof *g.helpers);
    for (uint32_t k = 0; k < nh; k++) {
        char name[16];
        snprintf(name, sizeof name, "h%u", k);
        g.helpers[k] = build_function(&g, name, hbudget, 1);
        g.nhelpers = k + 1;
    }
    out->tests = ir_calloc(opt.nfuncs, sizeof *out->tests);
    out->ntests = opt.nfuncs;
    for (uint32_t k = 0; k < opt.nfuncs; k++) {
        char name[16];
        snprintf(name, sizeof name, "t%u", k);
        out->tests[k].f = build_function(&g, name, tbudget, 0);
        collect_consts(&g, out->tests[k].f);
        make_inputs(&g, &out->tests[k], opt.ninputs);
    }
    out->stats.insts = g.ninst;
    ir_free(g.pool);
    ir_free(g.kpool);
    ir_free(g.obj);
    ir_free(g.helpers);
    IrDiag d;
    ir_diag_init(&d, "<generated>", NULL, 0, NULL);
    if (ir_verify(m, &d)) {
        snprintf(err, errlen, "generated module (seed %llu) is not well-formed: %s",
                 (unsigned long long)opt.seed, d.first_msg);
        return -1;
    }
    if (!opt.no_repair)
        gen_repair(out);
    return 0;
}

void
gen_print(IrBuf *b, const GenModule *gm, const GenOptions *o)
{
    ir_buf_printf(b, "; generated by llfuzz gen --seed %llu --functions %u --size %u --inputs %u --target-llvm %d%s%s",
                  (unsigned long long)o->seed, o->nfuncs ? o->nfuncs : 3, o->size ? o->size : 100,
                  o->ninputs ? o->ninputs : 4, o->target_llvm ? o->target_llvm : 22,
                  gen_target_lacks(o->triple) ? " --triple " : "", gen_target_lacks(o->triple) ? o->triple : "");
    if (o->lacks) {
        ir_buf_puts(b, " --lacks ");
        gen_lacks_print(b, o->lacks);
    }
    ir_buf_putc(b, '\n');
    ir_buf_puts(b, "; features:");
    for (int f = 1; f < GF_N; f++)
        if ((gm->stats.features >> f) & 1u)
            ir_buf_printf(b, " %s", gen_feature_names[f]);
    ir_buf_putc(b, '\n');
    if (gm->stats.runs)
        ir_buf_printf(b, "; UB repair: %u runs, %u repairs, %u inputs dropped\n", gm->stats.runs,
                      gm->stats.repairs, gm->stats.dropped);
    for (uint32_t k = 0; k < gm->ntests; k++)
        for (uint32_t j = 0; j < gm->tests[k].ninputs; j++)
            ir_buf_printf(b, "; llfuzz-input: @%s(%s)\n", gm->tests[k].f->g.v.name, gm->tests[k].inputs[j]);
    ir_buf_putc(b, '\n');
    ir_print_module(b, gm->m);
}
