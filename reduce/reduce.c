/* reduce.c -- delta reduction over the IR: passes from coarse to fine,
 * repeated to a fixpoint, each proposing candidates that the
 * interestingness test (test.c) accepts or rejects.
 *
 * A pass lists its sites in a freshly parsed copy of the current module
 * (functions, instructions, operands, flags...); a candidate applies the
 * pass's mutation to a run of sites, cleans up (unreachable blocks, phi
 * entries of lost predecessors, unused declarations), prints the module and
 * parses it back.  So every candidate is independent of the others, and one
 * that does not verify costs a parse, not a tool run.  Chunked passes try
 * halving runs of sites (ddmin); the others try one site at a time, and a
 * site may have several variants (replace a value by 0, by 1, by an
 * operand...).  Tested candidates are remembered by hash.
 *
 * The witness input travels with the module: a pass that drops a parameter
 * drops its argument, one that narrows integer types narrows the input's.
 */
#include "reduce/case.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* ------------------------------------------------------------ the state */

typedef struct Site {
    void *a, *b;
    int64_t k, v;
} Site;

typedef struct Sites {
    Site *v;
    uint32_t n, cap;
} Sites;

static void
site_add(Sites *s, void *a, void *b, int64_t k, int64_t v)
{
    if (s->n == s->cap)
        s->v = ir_realloc(s->v, (s->cap = s->cap ? 2 * s->cap : 64) * sizeof *s->v);
    s->v[s->n++] = (Site){a, b, k, v};
}

typedef struct Red {
    RedCtx *x;
    char *text;             /* the current module (no comments) */
    char *args;             /* the current witness arguments */
    int jobs;
    int batch;              /* candidates per tool run (transformers) */
    uint32_t max_tests;
    uint64_t *seen;         /* hashes of the candidates tested (open addressing, 0 = empty) */
    uint32_t nseen, capseen;
    uint32_t tests, accepted;
    double t0;
    int insts0;
    char *func_buf;         /* the test function found by find_divergence */
    int debug;              /* LLFUZZ_REDUCE_DEBUG: 1 says why candidates fail, 2 prints them too */
} Red;

/* A candidate being made: a fresh module and the arguments. */
typedef struct Mut {
    Red *r;
    IrModule *m;
    IrFunc *f;              /* the test function in m, or NULL */
    char *args;             /* malloc'd */
} Mut;

typedef struct Pass {
    const char *name;
    int chunked;            /* try runs of sites; else one site at a time */
    void (*collect)(Mut *mu, Sites *s);
    int (*apply)(Mut *mu, const Site *s);   /* 1 when it changed something */
} Pass;

/* ------------------------------------------------------------ IR helpers */

#define FOR_FUNCS(m, f) for (IrFunc *f = (m)->funcs; f; f = (IrFunc *)f->g.next)
#define FOR_INSTS(f, b, i) \
    for (IrBlock *b = (f)->first; b; b = b->next) \
        for (IrInst *i = b->first, *i##_next = i ? i->next : NULL; i; i = i##_next, i##_next = i ? i->next : NULL)

/* A constant of type t that is as simple as it gets (0, 0.0, null,
 * zeroinitializer), or NULL for types without one. */
static IrValue *
zero_of(IrModule *m, IrType *t)
{
    uint64_t w[4] = {0, 0, 0, 0};
    switch (t->kind) {
    case IR_TY_INT:
        return t->bits <= 64 ? ir_const_int(m, t, 0) : NULL;
    case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE: case IR_TY_FP128:
    case IR_TY_X86_FP80: case IR_TY_PPC_FP128:
        return ir_const_fp_bits(m, t, w);
    case IR_TY_PTR:
        return ir_const_simple(m, IR_V_NULL, t);
    case IR_TY_VEC: case IR_TY_ARRAY: case IR_TY_STRUCT:
        return ir_const_simple(m, IR_V_ZERO, t);
    default:
        return NULL;
    }
}

/* An integer constant of any width from a signed 64-bit value. */
static IrValue *
int_const(IrModule *m, IrType *t, int64_t v)
{
    if (t->bits <= 64)
        return ir_const_int(m, t, (uint64_t)v);
    uint32_t nw = (t->bits + 63) / 64;
    uint64_t *w = ir_calloc(nw, sizeof *w);
    for (uint32_t k = 0; k < nw; k++)
        w[k] = k == 0 ? (uint64_t)v : v < 0 ? ~0ull : 0;
    IrValue *c = ir_const_int_words(m, t, w);
    ir_free(w);
    return c;
}

/* The simplest value of a type: integers also wide ones. */
static IrValue *
simplest(IrModule *m, IrType *t)
{
    if (t->kind == IR_TY_INT)
        return int_const(m, t, 0);
    return zero_of(m, t);
}

static void
replace_in(IrValue **ops, uint32_t n, IrValue *from, IrValue *to)
{
    for (uint32_t k = 0; k < n; k++)
        if (ops[k] == from)
            ops[k] = to;
}

/* Replace every use of `from` in the module's instructions by `to`. */
static void
rauw(IrModule *m, IrValue *from, IrValue *to)
{
    FOR_FUNCS(m, f)
        FOR_INSTS(f, b, i) {
            replace_in(i->ops, i->nops, from, to);
            for (uint32_t k = 0; k < i->nbundles; k++)
                replace_in(i->bundles[k].ops, i->bundles[k].nops, from, to);
        }
}

static int
uses(IrModule *m, IrValue *v)
{
    int n = 0;
    FOR_FUNCS(m, f)
        FOR_INSTS(f, b, i) {
            for (uint32_t k = 0; k < i->nops; k++)
                n += i->ops[k] == v;
            for (uint32_t k = 0; k < i->nbundles; k++)
                for (uint32_t j = 0; j < i->bundles[k].nops; j++)
                    n += i->bundles[k].ops[j] == v;
        }
    return n;
}

/* Remove an instruction, its uses replaced by `with` (NULL: the simplest
 * value of its type).  0 when it has uses and no replacement exists. */
static int
remove_inst(IrModule *m, IrInst *i, IrValue *with)
{
    if (!i->parent)
        return 0;
    if (i->v.type->kind != IR_TY_VOID) {
        IrValue *z = with ? with : simplest(m, i->v.type);
        if (!z) {
            if (uses(m, &i->v))
                return 0;
        } else {
            rauw(m, &i->v, z);
        }
    }
    ir_inst_remove(i);
    return 1;
}

static void
unlink_block(IrFunc *f, IrBlock *b)
{
    if (b->prev)
        b->prev->next = b->next;
    else
        f->first = b->next;
    if (b->next)
        b->next->prev = b->prev;
    else
        f->last = b->prev;
    b->prev = b->next = NULL;
    f->nblocks--;
}

static void
unlink_func(IrModule *m, IrFunc *f)
{
    IrFunc **pp = &m->funcs, *prev = NULL;
    while (*pp && *pp != f)
        prev = *pp, pp = (IrFunc **)&(*pp)->g.next;
    if (!*pp)
        return;
    *pp = (IrFunc *)f->g.next;
    if (m->funcs_last == f)
        m->funcs_last = prev;
    m->nfuncs--;
}

static void
unlink_global(IrModule *m, IrGlobal *g)
{
    IrGlobal **pp = &m->globals, *prev = NULL;
    while (*pp && *pp != g)
        prev = *pp, pp = &(*pp)->next;
    if (!*pp)
        return;
    *pp = g->next;
    if (m->globals_last == g)
        m->globals_last = prev;
    m->nglobals--;
}

static int
is_succ(IrBlock *pred, IrBlock *b)
{
    IrInst *t = ir_block_terminator(pred);
    if (!t)
        return 0;
    for (uint32_t k = 0, n = ir_inst_nsucc(t); k < n; k++)
        if (ir_inst_succ(t, k) == b)
            return 1;
    return 0;
}

/* Drop phi entries whose block is no predecessor any more (or is gone), and
 * duplicate entries of one predecessor. */
static void
fix_phis(IrFunc *f, IrBlock *b)
{
    for (IrInst *i = b->first; i && i->op == IR_OP_PHI; i = i->next) {
        uint32_t n = 0;
        for (uint32_t k = 0; k < i->nops; k++) {
            IrBlock *p = i->blocks[k];
            int dup = 0;
            for (uint32_t j = 0; j < n; j++)
                dup |= i->blocks[j] == p;
            if (dup || !p->parent || !is_succ(p, b))
                continue;
            i->ops[n] = i->ops[k];
            i->blocks[n] = p;
            n++;
        }
        i->nops = n;
    }
}

/* Remove the blocks the entry cannot reach; fix the phis. */
static void
cleanup_func(IrModule *m, IrFunc *f)
{
    if (f->is_decl || !f->first)
        return;
    uint32_t n = 0;
    for (IrBlock *b = f->first; b; b = b->next)
        b->index = n++;
    char *seen = ir_calloc(n + 1, 1);
    IrBlock **stack = ir_calloc(n + 1, sizeof *stack);
    uint32_t sp = 0;
    stack[sp++] = f->first;
    seen[0] = 1;
    while (sp) {
        IrBlock *b = stack[--sp];
        IrInst *t = ir_block_terminator(b);
        for (uint32_t k = 0, ns = t ? ir_inst_nsucc(t) : 0; k < ns; k++) {
            IrBlock *s = ir_inst_succ(t, k);
            if (s && s->parent == f && s->index < n && !seen[s->index]) {
                seen[s->index] = 1;
                stack[sp++] = s;
            }
        }
    }
    for (IrBlock *b = f->first, *nb; b; b = nb) {
        nb = b->next;
        if (seen[b->index])
            continue;
        unlink_block(f, b);
        b->parent = NULL;
        for (IrInst *i = b->first; i; i = i->next)
            if (i->v.type->kind != IR_TY_VOID) {
                IrValue *z = simplest(m, i->v.type);
                if (z)
                    rauw(m, &i->v, z);
            }
    }
    for (IrBlock *b = f->first; b; b = b->next)
        fix_phis(f, b);
    ir_free(seen);
    ir_free(stack);
}

static int
const_refers(const IrValue *c, const IrValue *g, int depth)
{
    if (c == g)
        return 1;
    if (!ir_value_is_const(c) || depth > 8)
        return 0;
    const IrConst *k = (const IrConst *)c;
    for (uint32_t i = 0; i < k->nelems; i++)
        if (k->elems[i] && const_refers(k->elems[i], g, depth + 1))
            return 1;
    return 0;
}

/* Is global g (a variable or function) referenced by any instruction or
 * global initializer? */
static int
global_used(IrModule *m, IrGlobal *g)
{
    FOR_FUNCS(m, f) {
        if (&f->g == g)
            continue;
        if (f->personality && const_refers(f->personality, &g->v, 0))
            return 1;
        FOR_INSTS(f, b, i)
            for (uint32_t k = 0; k < i->nops; k++)
                if (i->ops[k] && const_refers(i->ops[k], &g->v, 0))
                    return 1;
    }
    for (IrGlobal *v = m->globals; v; v = v->next)
        if (v != g && v->init && const_refers(v->init, &g->v, 0))
            return 1;
    for (IrGlobal *a = m->aliases; a; a = a->next)
        if (a->init && const_refers(a->init, &g->v, 0))
            return 1;
    return 0;
}

static void
cleanup(Mut *mu)
{
    mu->m->source_filename = NULL; /* opt's is a temporary file's name */
    FOR_FUNCS(mu->m, f)
        cleanup_func(mu->m, f);
    for (IrFunc *f = mu->m->funcs, *nf; f; f = nf) {
        nf = (IrFunc *)f->g.next;
        if (f->is_decl && !global_used(mu->m, &f->g))
            unlink_func(mu->m, f);
    }
}

/* ---------------------------------------------------------- arguments */

/* Split the witness arguments at top-level commas: n pieces (malloc'd). */
static uint32_t
split_args(const char *s, char ***out)
{
    uint32_t n = 0;
    char **v = NULL;
    while (s && *s) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        const char *p = s;
        int depth = 0, q = 0;
        for (; *p; p++) {
            if (q) {
                q = *p != '"';
                continue;
            }
            if (*p == '"')
                q = 1;
            else if (strchr("<{[(", *p))
                depth++;
            else if (strchr(">}])", *p))
                depth--;
            else if (*p == ',' && depth == 0)
                break;
        }
        const char *e = p;
        while (e > s && e[-1] == ' ')
            e--;
        v = ir_realloc(v, (n + 1) * sizeof *v);
        v[n++] = strndup(s, (size_t)(e - s));
        s = *p ? p + 1 : p;
    }
    *out = v;
    return n;
}

static char *
join_args(char **v, uint32_t n, int64_t skip)
{
    IrBuf b = {0};
    int first = 1;
    for (uint32_t k = 0; k < n; k++) {
        if ((int64_t)k == skip)
            continue;
        ir_buf_printf(&b, "%s%s", first ? "" : ", ", v[k]);
        first = 0;
    }
    char *s = strdup(b.p ? b.p : "");
    ir_buf_free(&b);
    return s;
}

static void
free_args(char **v, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++)
        free(v[k]);
    ir_free(v);
}

/* ------------------------------------------------------------- passes */

/* functions: drop a defined function (not the test function); its calls
 * are replaced by the simplest value of their type. */
static void
c_funcs(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f)
        if (!f->is_decl && f != mu->f)
            site_add(s, f, NULL, 0, 0);
}

static int
a_funcs(Mut *mu, const Site *s)
{
    IrFunc *g = s->a;
    FOR_FUNCS(mu->m, f)
        FOR_INSTS(f, b, i)
            if (ir_inst_is_call(i) && ir_call_callee(i) == &g->g.v && i->op == IR_OP_CALL)
                remove_inst(mu->m, i, NULL);
    unlink_func(mu->m, g);
    return 1;
}

/* globals: drop a global variable no one refers to. */
static void
c_globals(Mut *mu, Sites *s)
{
    for (IrGlobal *g = mu->m->globals; g; g = g->next)
        if (!global_used(mu->m, g))
            site_add(s, g, NULL, 0, 0);
}

static int
a_globals(Mut *mu, const Site *s)
{
    unlink_global(mu->m, s->a);
    return 1;
}

/* branches: a conditional branch or a switch becomes a branch to one of its
 * destinations (variant v). */
static void
c_branches(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f)
        FOR_INSTS(f, b, i) {
            if (i->op == IR_OP_BR && i->nops == 3) {
                site_add(s, i, NULL, 0, 1);
                site_add(s, i, NULL, 0, 2);
            } else if (i->op == IR_OP_SWITCH) {
                site_add(s, i, NULL, 0, 1);
                for (uint32_t k = 3; k < i->nops; k += 2)
                    site_add(s, i, NULL, 0, k);
            } else if (i->op == IR_OP_INDIRECTBR) {
                for (uint32_t k = 1; k < i->nops; k++)
                    site_add(s, i, NULL, 0, k);
            }
        }
}

static int
a_branches(Mut *mu, const Site *s)
{
    IrInst *i = s->a;
    IrValue *dest = i->ops[s->v];
    i->op = IR_OP_BR;
    i->ops[0] = dest;
    i->nops = 1;
    return 1;
}

/* insts: remove an instruction, its uses replaced by the simplest value. */
static void
c_insts(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f)
        FOR_INSTS(f, b, i) {
            if (ir_inst_is_terminator(i) || i->op == IR_OP_LANDINGPAD || i->op == IR_OP_CATCHPAD ||
                i->op == IR_OP_CLEANUPPAD)
                continue;
            if (i->v.type->kind != IR_TY_VOID && !simplest(mu->m, i->v.type))
                continue;
            site_add(s, i, NULL, 0, 0);
        }
}

static int
a_insts(Mut *mu, const Site *s)
{
    return remove_inst(mu->m, s->a, NULL);
}

/* The values an instruction's uses may be replaced by: its operands and the
 * function's arguments of its type, 1 and -1 for integers. */
static uint32_t
alternatives(Mut *mu, IrInst *i, IrValue **out, uint32_t max)
{
    uint32_t n = 0;
    IrType *t = i->v.type;
    IrFunc *f = i->parent->parent;
    for (uint32_t k = 0; k < i->nops && n < max; k++) {
        IrValue *v = i->ops[k];
        if (!v || v->type != t || v->kind == IR_V_BLOCK || v == &i->v)
            continue;
        int dup = 0;
        for (uint32_t j = 0; j < n; j++)
            dup |= out[j] == v;
        if (!dup && !ir_value_is_zero(v))
            out[n++] = v;
    }
    for (uint32_t k = 0; k < f->nargs && n < max; k++)
        if (f->args[k]->v.type == t) {
            int dup = 0;
            for (uint32_t j = 0; j < n; j++)
                dup |= out[j] == &f->args[k]->v;
            if (!dup)
                out[n++] = &f->args[k]->v;
        }
    if (ir_type_is_int(t) && n + 2 <= max) {
        out[n++] = int_const(mu->m, t, 1);
        if (t->bits > 1)
            out[n++] = int_const(mu->m, t, -1);
    }
    return n;
}

/* insts-alt: remove an instruction, its uses replaced by one of its
 * alternatives (variant v). */
static void
c_alt(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f)
        FOR_INSTS(f, b, i) {
            if (ir_inst_is_terminator(i) || i->v.type->kind == IR_TY_VOID)
                continue;
            IrValue *alt[16];
            uint32_t n = alternatives(mu, i, alt, 16);
            for (uint32_t k = 0; k < n; k++)
                site_add(s, i, NULL, 0, k);
        }
}

static int
a_alt(Mut *mu, const Site *s)
{
    IrInst *i = s->a;
    IrValue *alt[16];
    uint32_t n = alternatives(mu, i, alt, 16);
    return s->v < n && remove_inst(mu->m, i, alt[s->v]);
}

/* cfg: merge a block into its only predecessor when that one branches to it
 * unconditionally; replace a phi whose incoming values are all the same. */
static IrBlock *
only_pred(IrFunc *f, IrBlock *b)
{
    IrBlock *p = NULL;
    for (IrBlock *q = f->first; q; q = q->next)
        if (is_succ(q, b)) {
            if (p)
                return NULL;
            p = q;
        }
    return p;
}

static void
c_cfg(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f) {
        if (f->is_decl)
            continue;
        for (IrBlock *b = f->first ? f->first->next : NULL; b; b = b->next) {
            IrBlock *p = only_pred(f, b);
            IrInst *t = p ? ir_block_terminator(p) : NULL;
            if (t && t->op == IR_OP_BR && t->nops == 1 && p != b)
                site_add(s, b, p, 0, 0);
        }
        FOR_INSTS(f, b, i) {
            if (i->op != IR_OP_PHI)
                break;
            int same = i->nops > 0;
            for (uint32_t k = 1; k < i->nops; k++)
                same &= i->ops[k] == i->ops[0];
            if (same)
                site_add(s, i, NULL, 1, 0);
        }
    }
}

static int
a_cfg(Mut *mu, const Site *s)
{
    if (s->k == 1) {
        IrInst *i = s->a;
        return remove_inst(mu->m, i, i->ops[0]);
    }
    IrBlock *b = s->a, *p = s->b;
    IrFunc *f = b->parent;
    if (!b->parent || !p->parent)
        return 0;
    ir_inst_remove(ir_block_terminator(p));
    for (IrInst *i = b->first, *ni; i; i = ni) {
        ni = i->next;
        ir_inst_remove(i);
        if (i->op == IR_OP_PHI) {
            rauw(mu->m, &i->v, i->nops ? i->ops[0] : simplest(mu->m, i->v.type));
            continue;
        }
        ir_block_append(p, i);
    }
    /* the successors' phis now come from p */
    for (IrBlock *q = f->first; q; q = q->next)
        for (IrInst *i = q->first; i && i->op == IR_OP_PHI; i = i->next)
            for (uint32_t k = 0; k < i->nops; k++)
                if (i->blocks[k] == b)
                    i->blocks[k] = p;
    rauw(mu->m, &b->v, &p->v);
    unlink_block(f, b);
    b->parent = NULL;
    return 1;
}

/* operands: an operand that is an instruction or an argument becomes 0, 1
 * or an argument of its type. */
static int
operand_slot_ok(IrInst *i, uint32_t k)
{
    IrValue *v = i->ops[k];
    if (!v || (v->kind != IR_V_INST && v->kind != IR_V_ARG))
        return 0;
    if (ir_inst_is_call(i) && k == 0)
        return 0;
    if (i->op == IR_OP_SHUFFLEVECTOR || i->op == IR_OP_EXTRACTVALUE || i->op == IR_OP_INSERTVALUE)
        return k < 2;
    return v->type->kind != IR_TY_LABEL && v->type->kind != IR_TY_TOKEN && v->type->kind != IR_TY_METADATA;
}

static uint32_t
operand_choices(Mut *mu, IrInst *i, uint32_t k, IrValue **out, uint32_t max)
{
    IrType *t = i->ops[k]->type;
    uint32_t n = 0;
    IrValue *z = simplest(mu->m, t);
    if (z)
        out[n++] = z;
    if (ir_type_is_int(t))
        out[n++] = int_const(mu->m, t, 1);
    IrFunc *f = i->parent->parent;
    for (uint32_t a = 0; a < f->nargs && n < max; a++)
        if (f->args[a]->v.type == t && &f->args[a]->v != i->ops[k])
            out[n++] = &f->args[a]->v;
    return n;
}

static void
c_operands(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f)
        FOR_INSTS(f, b, i)
            for (uint32_t k = 0; k < i->nops; k++) {
                if (!operand_slot_ok(i, k))
                    continue;
                /* an instruction's only use: "instructions" and "values"
                 * tried these replacements already */
                if (i->ops[k]->kind == IR_V_INST && uses(mu->m, i->ops[k]) < 2)
                    continue;
                IrValue *ch[8];
                uint32_t n = operand_choices(mu, i, k, ch, 8);
                for (uint32_t j = 0; j < n; j++)
                    site_add(s, i, NULL, k, j);
            }
}

static int
a_operands(Mut *mu, const Site *s)
{
    IrInst *i = s->a;
    IrValue *ch[8];
    uint32_t n = operand_choices(mu, i, (uint32_t)s->k, ch, 8);
    if (s->v >= n)
        return 0;
    i->ops[s->k] = ch[s->v];
    return 1;
}

/* consts: an integer constant operand moves toward 0: 0, 1, -1, half. */
static int
small_int(const IrValue *v)
{
    if (v->kind != IR_V_INT)
        return 1;
    const IrConst *c = (const IrConst *)v;
    if (v->type->bits > 64) {
        for (uint32_t k = 1; k < (v->type->bits + 63) / 64; k++)
            if (c->w[k] != 0 && c->w[k] != ~0ull)
                return 0;
    }
    int64_t x = ir_const_sext(v);
    return x >= -1 && x <= 1;
}

static void
c_consts(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f)
        FOR_INSTS(f, b, i) {
            for (uint32_t k = 0; k < i->nops; k++) {
                IrValue *v = i->ops[k];
                if (!v || v->kind != IR_V_INT || small_int(v))
                    continue;
                for (int j = 0; j < 4; j++)
                    site_add(s, i, NULL, k, j);
            }
            for (uint32_t k = 0; k < i->nops; k++) {
                IrValue *v = i->ops[k];
                if (v && (v->kind == IR_V_AGG || v->kind == IR_V_SPLAT || v->kind == IR_V_FP) &&
                    !ir_value_is_zero(v) && ir_opinfo[i->op].shape != IR_SH_SHUFFLE)
                    site_add(s, i, NULL, k, 4);
            }
        }
}

static int
a_consts(Mut *mu, const Site *s)
{
    IrInst *i = s->a;
    IrValue *v = i->ops[s->k];
    IrType *t = v->type;
    if (s->v == 4) {
        i->ops[s->k] = zero_of(mu->m, t);
        return i->ops[s->k] != NULL;
    }
    int64_t x = ir_const_sext(v);
    int64_t nv = s->v == 0 ? 0 : s->v == 1 ? 1 : s->v == 2 ? -1 : x / 2;
    if (s->v == 3 && t->bits > 64)
        return 0;
    i->ops[s->k] = int_const(mu->m, t, nv);
    return 1;
}

/* flags: drop one instruction flag, an alignment, metadata, attributes. */
enum { FL_ALIGN = 64, FL_MD, FL_CALLATTRS, FL_TAIL, FL_FNATTRS, FL_RETATTRS, FL_PARAMATTRS, FL_GALIGN,
       FL_GATTRS, FL_NAMEDMD, FL_FNMD, FL_GMD, FL_GUNNAMED };

static void
c_flags(Mut *mu, Sites *s)
{
    IrModule *m = mu->m;
    if (m->named_md)
        site_add(s, NULL, NULL, FL_NAMEDMD, 0);
    for (IrGlobal *g = m->globals; g; g = g->next) {
        if (g->align)
            site_add(s, g, NULL, FL_GALIGN, 0);
        if (g->attrs.n)
            site_add(s, g, NULL, FL_GATTRS, 0);
        if (g->nmd)
            site_add(s, g, NULL, FL_GMD, 0);
        if (g->unnamed_addr || g->dso_local)
            site_add(s, g, NULL, FL_GUNNAMED, 0);
    }
    FOR_FUNCS(m, f) {
        if (f->g.unnamed_addr || f->g.dso_local)
            site_add(s, &f->g, NULL, FL_GUNNAMED, 0);
        if (f->attrs.fn.n)
            site_add(s, f, NULL, FL_FNATTRS, 0);
        if (f->attrs.ret.n)
            site_add(s, f, NULL, FL_RETATTRS, 0);
        for (uint32_t k = 0; k < f->attrs.nparams; k++)
            if (f->attrs.params[k].n)
                site_add(s, f, NULL, FL_PARAMATTRS, k);
        if (f->g.nmd)
            site_add(s, f, NULL, FL_FNMD, 0);
        FOR_INSTS(f, b, i) {
            for (int k = 0; k < 23; k++)
                if (i->flags & (1u << k) & (IR_F_NUW | IR_F_NSW | IR_F_EXACT | IR_F_DISJOINT | IR_F_NNEG |
                                            IR_F_SAMESIGN | IR_F_INBOUNDS | IR_F_NUSW | IR_F_VOLATILE | IR_F_FMF))
                    site_add(s, i, NULL, k, 0);
            if (i->align)
                site_add(s, i, NULL, FL_ALIGN, 0);
            if (i->nmd || i->dbg)
                site_add(s, i, NULL, FL_MD, 0);
            if (i->attrs && (i->attrs->fn.n || i->attrs->ret.n || i->attrs->nparams))
                site_add(s, i, NULL, FL_CALLATTRS, 0);
            if (i->op == IR_OP_CALL && i->tail != IR_TAIL_NONE && i->tail != IR_TAIL_MUSTTAIL)
                site_add(s, i, NULL, FL_TAIL, 0);
        }
    }
}

static int
a_flags(Mut *mu, const Site *s)
{
    IrInst *i = s->a;
    IrGlobal *g = s->a;
    IrFunc *f = s->a;
    switch (s->k) {
    case FL_NAMEDMD: mu->m->named_md = mu->m->named_md_last = NULL; break;
    case FL_GALIGN: g->align = 0; break;
    case FL_GATTRS: g->attrs.n = 0; break;
    case FL_GMD: g->nmd = 0; break;
    case FL_GUNNAMED: g->unnamed_addr = IR_UA_NONE, g->dso_local = 0; break;
    case FL_FNATTRS: f->attrs.fn.n = 0; break;
    case FL_RETATTRS: f->attrs.ret.n = 0; break;
    case FL_PARAMATTRS: f->attrs.params[s->v].n = 0; break;
    case FL_FNMD: f->g.nmd = 0; break;
    case FL_ALIGN: i->align = 0; break;
    case FL_MD: i->nmd = 0, i->dbg = NULL; break;
    case FL_CALLATTRS: i->attrs = NULL; break;
    case FL_TAIL: i->tail = IR_TAIL_NONE; break;
    default: i->flags &= ~(1u << s->k); break;
    }
    return 1;
}

/* params: a parameter of the test function no one uses is dropped with its
 * argument; one in use is replaced by its witness value first (variant 1). */
static int parse_int_arg(const char *a, unsigned *bits, long long *v);

/* The only use of parameter a, when it is an integer cast of it. */
static IrInst *
param_cast(IrModule *m, IrArg *a)
{
    IrInst *use = NULL;
    int n = 0;
    FOR_FUNCS(m, f)
        FOR_INSTS(f, b, i)
            for (uint32_t k = 0; k < i->nops; k++)
                if (i->ops[k] == &a->v)
                    n++, use = i;
    if (n != 1 || (use->op != IR_OP_ZEXT && use->op != IR_OP_SEXT && use->op != IR_OP_TRUNC) ||
        use->v.type->kind != IR_TY_INT || use->v.type->bits > 64 || a->v.type->kind != IR_TY_INT ||
        a->v.type->bits > 64)
        return NULL;
    return use;
}

static int
is_called(IrModule *m, IrFunc *f)
{
    FOR_FUNCS(m, g)
        FOR_INSTS(g, b, i)
            if (ir_inst_is_call(i) && ir_call_callee(i) == &f->g.v)
                return 1;
    return 0;
}

static void
c_params(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f) {
        if (f->is_decl || f->g.vtype->flags & IR_TYF_VARARG || is_called(mu->m, f))
            continue; /* called from elsewhere: keep its signature */
        for (uint32_t k = 0; k < f->nargs; k++) {
            int used = uses(mu->m, &f->args[k]->v) != 0;
            if (!used || f == mu->f)
                site_add(s, f, NULL, k, used);
            if (f == mu->f && param_cast(mu->m, f->args[k]))
                site_add(s, f, NULL, k, 2);
        }
    }
}

static int
a_params(Mut *mu, const Site *s)
{
    IrFunc *f = s->a;
    uint32_t k = (uint32_t)s->k;
    char **av = NULL;
    uint32_t na = f == mu->f ? split_args(mu->args, &av) : 0;
    int ok = 0;
    if (f == mu->f && na != f->nargs)
        goto out;
    if (s->v == 2) {
        /* the parameter takes the type of its only use, a cast of it; the
         * witness value is cast the same way */
        IrInst *c = param_cast(mu->m, f->args[k]);
        unsigned bits;
        long long v;
        if (!c || !parse_int_arg(av[k], &bits, &v))
            goto out;
        unsigned to = c->v.type->bits;
        uint64_t u = (uint64_t)v & (bits >= 64 ? ~0ull : (1ull << bits) - 1);
        uint64_t nv = c->op == IR_OP_SEXT ? (uint64_t)v : u;
        nv &= to >= 64 ? ~0ull : (1ull << to) - 1;
        int64_t sv = to >= 64 ? (int64_t)nv : (nv >> (to - 1)) & 1 ? (int64_t)(nv | ~((1ull << to) - 1)) : (int64_t)nv;
        char buf[64];
        if (to == 1)
            snprintf(buf, sizeof buf, "i1 %s", nv ? "true" : "false");
        else
            snprintf(buf, sizeof buf, "i%u %lld", to, (long long)sv);
        IrType *fty = f->g.vtype;
        IrType **ps = ir_calloc(fty->nmembers + 1, sizeof *ps);
        memcpy(ps, fty->members, fty->nmembers * sizeof *ps);
        ps[k] = c->v.type;
        f->g.vtype = ir_type_func(mu->m, fty->elem, ps, fty->nmembers, 0);
        ir_free(ps);
        f->args[k]->v.type = c->v.type;
        if (k < f->attrs.nparams)
            f->attrs.params[k].n = 0;
        remove_inst(mu->m, c, &f->args[k]->v);
        free(av[k]);
        av[k] = strdup(buf);
        free(mu->args);
        mu->args = join_args(av, na, -1);
        ok = 1;
        goto out;
    }
    if (s->v == 1) {
        IrValue *c[1];
        IrDiag d;
        ir_diag_init(&d, "<input>", av[k], strlen(av[k]), NULL);
        if (strstr(av[k], "poison") || strstr(av[k], "undef") ||
            ir_parse_typed_constants(mu->m, av[k], strlen(av[k]), c, 1, &d) != 1 || c[0]->type != f->args[k]->v.type)
            goto out;
        rauw(mu->m, &f->args[k]->v, c[0]);
    }
    IrType *fty = f->g.vtype;
    IrType **ps = ir_calloc(fty->nmembers + 1, sizeof *ps);
    uint32_t n = 0;
    for (uint32_t j = 0; j < fty->nmembers; j++)
        if (j != k)
            ps[n++] = fty->members[j];
    f->g.vtype = ir_type_func(mu->m, fty->elem, ps, n, 0);
    ir_free(ps);
    for (uint32_t j = k; j + 1 < f->nargs; j++) {
        f->args[j] = f->args[j + 1];
        f->args[j]->index = j;
    }
    f->nargs--;
    if (k < f->attrs.nparams) {
        for (uint32_t j = k; j + 1 < f->attrs.nparams; j++)
            f->attrs.params[j] = f->attrs.params[j + 1];
        f->attrs.nparams--;
    }
    if (f == mu->f) {
        free(mu->args);
        mu->args = join_args(av, na, k);
    }
    ok = 1;
out:
    free_args(av, na);
    return ok;
}

/* returns: a function no one calls returns an operand of the value it
 * returned (its type changes with it), or nothing. */
static IrInst *
only_ret(IrFunc *f)
{
    IrInst *r = NULL;
    FOR_INSTS(f, b, i)
        if (i->op == IR_OP_RET) {
            if (r)
                return NULL;
            r = i;
        }
    return r;
}

static int
returnable(const IrValue *v)
{
    IrType *t = v->type;
    return ir_type_is_first_class(t) && t->kind != IR_TY_LABEL && t->kind != IR_TY_TOKEN &&
           t->kind != IR_TY_METADATA && t->kind != IR_TY_VOID && v->kind != IR_V_BLOCK;
}

static void
c_returns(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f) {
        IrInst *r;
        if (f->is_decl || !(r = only_ret(f)) || r->nops != 1 || is_called(mu->m, f))
            continue;
        IrValue *v = r->ops[0];
        if (v->kind == IR_V_INST) {
            IrInst *d = (IrInst *)v;
            for (uint32_t k = 0; k < d->nops; k++)
                if (d->ops[k] && returnable(d->ops[k]) && d->ops[k]->type != v->type && !ir_value_is_const(d->ops[k]))
                    site_add(s, f, r, k, 0);
        }
        site_add(s, f, r, -1, 0);
    }
}

static int
a_returns(Mut *mu, const Site *s)
{
    IrFunc *f = s->a;
    IrInst *r = s->b;
    IrType *fty = f->g.vtype, *rt;
    if (s->k < 0) {
        rt = ir_type_void(mu->m);
        r->nops = 0;
    } else {
        IrValue *v = ((IrInst *)r->ops[0])->ops[s->k];
        rt = v->type;
        r->ops[0] = v;
    }
    f->g.vtype = ir_type_func(mu->m, rt, fty->members, fty->nmembers, (fty->flags & IR_TYF_VARARG) != 0);
    f->attrs.ret.n = 0;
    return 1;
}

/* terminators: a branch becomes `ret` of the last value of the return type
 * in its block, variant 2, of the simplest value (or `ret void`), variant
 * 0, or `unreachable`, variant 1 (UB when reached: only a tool failure can
 * survive that one). */
static IrValue *
last_of_type(IrInst *term, IrType *t)
{
    for (IrInst *i = term->prev; i; i = i->prev)
        if (i->v.type == t)
            return &i->v;
    return NULL;
}

static void
c_terms(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f) {
        IrType *rt = f->g.vtype->elem;
        int can_ret = rt->kind == IR_TY_VOID || zero_of(mu->m, rt) || rt->kind == IR_TY_INT;
        FOR_INSTS(f, b, i) {
            if (!ir_inst_is_terminator(i) || i->op == IR_OP_RET || i->op == IR_OP_UNREACHABLE)
                continue;
            if (i->op != IR_OP_BR && i->op != IR_OP_SWITCH && i->op != IR_OP_INDIRECTBR)
                continue;
            if (last_of_type(i, f->g.vtype->elem))
                site_add(s, i, NULL, 0, 2);
            if (can_ret)
                site_add(s, i, NULL, 0, 0);
            if (!mu->r->x->func)
                site_add(s, i, NULL, 0, 1);
        }
    }
}

static int
a_terms(Mut *mu, const Site *s)
{
    IrInst *i = s->a;
    IrFunc *f = i->parent->parent;
    IrType *rt = f->g.vtype->elem;
    if (s->v == 1) {
        i->op = IR_OP_UNREACHABLE;
        i->nops = 0;
    } else if (s->v == 2) {
        IrValue *v = last_of_type(i, rt);
        if (!v)
            return 0;
        i->op = IR_OP_RET;
        i->ops[0] = v;
        i->nops = 1;
    } else {
        i->op = IR_OP_RET;
        i->nops = rt->kind == IR_TY_VOID ? 0 : 1;
        if (i->nops) {
            if (!(i->ops[0] = simplest(mu->m, rt)))
                return 0;
        }
    }
    return 1;
}

/* new-params: in a function no one calls (not the test function, whose
 * input would need a value), an instruction's uses become a new parameter
 * (the tool can no longer fold what it computed). */
static void
c_newparams(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f) {
        if (f->is_decl || f == mu->f || f->g.vtype->flags & IR_TYF_VARARG || is_called(mu->m, f))
            continue;
        FOR_INSTS(f, b, i)
            if (!ir_inst_is_terminator(i) && returnable(&i->v) && i->v.type->kind != IR_TY_PTR && uses(mu->m, &i->v))
                site_add(s, i, NULL, 0, 0);
    }
}

static int
a_newparams(Mut *mu, const Site *s)
{
    IrInst *i = s->a;
    IrFunc *f = i->parent->parent;
    IrType *fty = f->g.vtype;
    IrType **ps = ir_calloc(fty->nmembers + 2, sizeof *ps);
    memcpy(ps, fty->members, fty->nmembers * sizeof *ps);
    ps[fty->nmembers] = i->v.type;
    f->g.vtype = ir_type_func(mu->m, fty->elem, ps, fty->nmembers + 1, 0);
    ir_free(ps);
    IrArg *a = IR_NEW(mu->m->arena, IrArg);
    a->v.kind = IR_V_ARG;
    a->v.type = i->v.type;
    a->parent = f;
    a->index = f->nargs;
    IrArg **args = IR_NEWN(mu->m->arena, IrArg *, f->nargs + 1);
    memcpy(args, f->args, f->nargs * sizeof *args);
    args[f->nargs++] = a;
    f->args = args;
    return remove_inst(mu->m, i, &a->v);
}

/* inline: a call of a function whose body is one block becomes a copy of
 * that block (parameters mapped to the call's arguments). */
static IrFunc *
inlinable(IrInst *call)
{
    if (call->op != IR_OP_CALL)
        return NULL;
    IrValue *c = ir_call_callee(call);
    if (!c || c->kind != IR_V_FUNC)
        return NULL;
    IrFunc *g = (IrFunc *)c;
    if (g->is_decl || g->first != g->last || g == call->parent->parent || g->g.vtype->flags & IR_TYF_VARARG)
        return NULL;
    IrInst *t = ir_block_terminator(g->first);
    if (!t || t->op != IR_OP_RET)
        return NULL;
    for (IrInst *i = g->first->first; i; i = i->next)
        if (i->op == IR_OP_PHI || i->op == IR_OP_ALLOCA)
            return NULL;
    return g;
}

static void
c_inline(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f)
        FOR_INSTS(f, b, i)
            if (inlinable(i))
                site_add(s, i, NULL, 0, 0);
}

static IrValue *
mapped(IrValue **from, IrValue **to, uint32_t n, IrValue *v)
{
    for (uint32_t k = 0; k < n; k++)
        if (from[k] == v)
            return to[k];
    return v;
}

static int
a_inline(Mut *mu, const Site *s)
{
    IrInst *call = s->a;
    IrFunc *g = inlinable(call);
    if (!g || ir_call_nargs(call) != g->nargs)
        return 0;
    uint32_t cap = g->nargs + g->first->ninsts + 1, n = 0;
    IrValue **from = ir_calloc(cap, sizeof *from), **to = ir_calloc(cap, sizeof *to);
    for (uint32_t k = 0; k < g->nargs; k++) {
        from[n] = &g->args[k]->v;
        to[n++] = ir_call_arg(call, k);
    }
    IrValue *result = NULL;
    for (IrInst *i = g->first->first; i; i = i->next) {
        if (i->op == IR_OP_RET) {
            result = i->nops ? mapped(from, to, n, i->ops[0]) : NULL;
            break;
        }
        IrInst *c = IR_NEW(mu->m->arena, IrInst);
        *c = *i;
        c->v.name = NULL;
        c->parent = NULL;
        c->prev = c->next = NULL;
        c->nmd = 0;
        c->dbg = NULL;
        c->ops = IR_NEWN(mu->m->arena, IrValue *, i->nops ? i->nops : 1);
        for (uint32_t k = 0; k < i->nops; k++)
            c->ops[k] = mapped(from, to, n, i->ops[k]);
        ir_inst_insert_before(call, c);
        from[n] = &i->v;
        to[n++] = &c->v;
    }
    ir_free(from);
    ir_free(to);
    if (call->v.type->kind != IR_TY_VOID) {
        if (!result)
            return 0;
        rauw(mu->m, &call->v, result);
    }
    ir_inst_remove(call);
    return 1;
}

/* forward: a load from the pointer the last store before it in its block
 * wrote becomes the stored value (memory into values). */
static IrInst *
forward_store(IrInst *ld)
{
    for (IrInst *p = ld->prev; p; p = p->prev)
        if (p->op == IR_OP_STORE && p->ops[1] == ld->ops[0])
            return p->ops[0]->type == ld->v.type ? p : NULL;
    return NULL;
}

static void
c_forward(Mut *mu, Sites *s)
{
    FOR_FUNCS(mu->m, f)
        FOR_INSTS(f, b, i)
            if (i->op == IR_OP_LOAD && forward_store(i))
                site_add(s, i, NULL, 0, 0);
}

static int
a_forward(Mut *mu, const Site *s)
{
    IrInst *st = forward_store(s->a);
    return st && remove_inst(mu->m, s->a, st->ops[0]);
}

/* input: an integer argument of the witness moves toward 0. */
static int
parse_int_arg(const char *a, unsigned *bits, long long *v)
{
    char *end;
    if (a[0] != 'i' || !(*bits = (unsigned)strtoul(a + 1, &end, 10)) || *end != ' ')
        return 0;
    if (!strcmp(end + 1, "true") || !strcmp(end + 1, "false")) {
        *v = end[1] == 't' ? -1 : 0;
        return 1;
    }
    *v = strtoll(end + 1, &end, 10);
    return !*end;
}

static void
c_input(Mut *mu, Sites *s)
{
    char **av;
    uint32_t na = split_args(mu->args, &av);
    for (uint32_t k = 0; k < na; k++) {
        unsigned bits;
        long long v;
        if (parse_int_arg(av[k], &bits, &v) && bits <= 64 && (v < -1 || v > 1))
            for (int j = 0; j < 4; j++)
                site_add(s, NULL, NULL, k, j);
    }
    free_args(av, na);
}

static int
a_input(Mut *mu, const Site *s)
{
    char **av;
    uint32_t na = split_args(mu->args, &av);
    unsigned bits;
    long long v;
    int ok = s->k < na && parse_int_arg(av[s->k], &bits, &v);
    if (ok) {
        long long nv = s->v == 0 ? 0 : s->v == 1 ? 1 : s->v == 2 ? -1 : v / 2;
        char buf[64];
        snprintf(buf, sizeof buf, "i%u %lld", bits, bits == 1 ? (nv ? 1LL : 0LL) : nv);
        if (bits == 1)
            snprintf(buf, sizeof buf, "i1 %s", nv ? "true" : "false");
        free(av[s->k]);
        av[s->k] = strdup(buf);
        free(mu->args);
        mu->args = join_args(av, na, -1);
    }
    free_args(av, na);
    return ok;
}

static const Pass passes[] = {
    {"functions", 1, c_funcs, a_funcs},
    {"flags", 1, c_flags, a_flags},
    {"inline", 0, c_inline, a_inline},
    {"globals", 1, c_globals, a_globals},
    {"branches", 0, c_branches, a_branches},
    {"instructions", 1, c_insts, a_insts},
    {"cfg", 0, c_cfg, a_cfg},
    {"values", 0, c_alt, a_alt},
    {"memory", 1, c_forward, a_forward},
    {"params", 0, c_params, a_params},
    {"returns", 0, c_returns, a_returns},
    {"terminators", 0, c_terms, a_terms},
    {"new-params", 0, c_newparams, a_newparams},
    {"operands", 0, c_operands, a_operands},
    {"constants", 0, c_consts, a_consts},
    {"input", 0, c_input, a_input},
};
#define NPASSES (sizeof passes / sizeof passes[0])

/* -------------------------------------------------------- candidates */

typedef struct Cand {
    char *text, *args;
} Cand;

static void
cand_free(Cand *c)
{
    free(c->text);
    free(c->args);
    c->text = c->args = NULL;
}

static uint64_t
cand_hash(const char *text, const char *args)
{
    uint64_t h = ir_hash(text, strlen(text));
    return h ^ (ir_hash(args, strlen(args)) * 0x9e3779b97f4a7c15ull) ^ 1;
}

/* Was it tested before?  Records it when not. */
static int
seen_before(Red *r, uint64_t h)
{
    if (!h)
        h = 1;
    if (2 * (r->nseen + 1) > r->capseen) {
        uint32_t cap = r->capseen ? 2 * r->capseen : 1024;
        uint64_t *t = ir_calloc(cap, sizeof *t);
        for (uint32_t k = 0; k < r->capseen; k++)
            if (r->seen[k]) {
                uint32_t j = (uint32_t)(r->seen[k] & (cap - 1));
                while (t[j])
                    j = (j + 1) & (cap - 1);
                t[j] = r->seen[k];
            }
        ir_free(r->seen);
        r->seen = t;
        r->capseen = cap;
    }
    uint32_t j = (uint32_t)(h & (r->capseen - 1));
    while (r->seen[j]) {
        if (r->seen[j] == h)
            return 1;
        j = (j + 1) & (r->capseen - 1);
    }
    r->seen[j] = h;
    r->nseen++;
    return 0;
}

static char *
print_module(const Red *r, IrModule *m)
{
    IrBuf b = {0};
    /* in the words of the tool's version: candidates go to it, and the
     * reduced case's commands run it */
    ir_print_module_as(&b, m, r->x->eng.version);
    char *s = strdup(b.p ? b.p : "");
    ir_buf_free(&b);
    return s;
}

/* A fresh copy of the current case. */
static int
mut_begin(Red *r, Mut *mu)
{
    memset(mu, 0, sizeof *mu);
    mu->r = r;
    mu->m = red_parse(r->text, strlen(r->text));
    if (!mu->m)
        return -1;
    mu->f = r->x->func ? ir_module_func(mu->m, r->x->func) : NULL;
    mu->args = strdup(r->args);
    return 0;
}

static void
mut_end(Mut *mu)
{
    ir_module_free(mu->m);
    free(mu->args);
}

/* The candidate of pass p at sites [i, i+n): 0 when it makes one that was
 * not tried before and parses. */
static int
make_candidate(Red *r, const Pass *p, uint32_t i, uint32_t n, Cand *c)
{
    Mut mu;
    memset(c, 0, sizeof *c);
    if (mut_begin(r, &mu) < 0)
        return -1;
    Sites s = {0};
    p->collect(&mu, &s);
    int changed = 0;
    for (uint32_t k = i + n; k-- > i;)
        if (k < s.n)
            changed |= p->apply(&mu, &s.v[k]);
    ir_free(s.v);
    if (!changed) {
        mut_end(&mu);
        return -1;
    }
    cleanup(&mu);
    c->text = print_module(mu.r, mu.m);
    c->args = mu.args;
    mu.args = NULL;
    mut_end(&mu);
    IrModule *check = red_parse(c->text, strlen(c->text));
    int ok = check != NULL && (strcmp(c->text, r->text) || strcmp(c->args, r->args));
    ir_module_free(check);
    if (ok && seen_before(r, cand_hash(c->text, c->args)))
        ok = 0;
    if (!ok) {
        cand_free(c);
        return -1;
    }
    return 0;
}

static uint32_t
count_sites(Red *r, const Pass *p)
{
    Mut mu;
    if (mut_begin(r, &mu) < 0)
        return 0;
    Sites s = {0};
    p->collect(&mu, &s);
    uint32_t n = s.n;
    ir_free(s.v);
    mut_end(&mu);
    return n;
}

static void
progress(Red *r, const char *pass)
{
    FILE *f = r->x->c->progress;
    if (!f)
        return;
    int n = red_count_insts(r->text, strlen(r->text));
    fprintf(f, "%sreduce: %s: %d -> %d instructions, %u tests, %.1f s%s", r->x->c->progress_tty ? "\r" : "",
            pass, r->insts0, n, r->tests, ex_now() - r->t0, r->x->c->progress_tty ? "\033[K" : "\n");
    fflush(f);
}

/* ---------------------------------------------- batched candidates */

/* Transformers: one tool run for several candidates (DESIGN.md: pay the
 * start-up once per batch).  Each candidate's functions and globals get a
 * prefix c<k>_ and the modules are concatenated (declarations once); the
 * tool's output is checked candidate by candidate, the test function
 * c<k>_F on the candidate's own witness.  Only for modules without
 * attribute groups and metadata (their numbers would collide). */
#define BATCH 4

static int
batchable(const Cand *c, int n)
{
    for (int k = 0; k < n; k++)
        if (strchr(c[k].text, '#') || strchr(c[k].text, '!'))
            return 0;
    return 1;
}

/* The first interesting candidate of c[0..n) by one tool run; -1 none;
 * -2 when the batch could not be decided (test them one by one). */
static int
batch_test(Red *r, Cand *c, int n)
{
    RedCtx *x = r->x;
    IrBuf merged = {0};
    char **decls = NULL;
    uint32_t ndecls = 0;
    for (int k = 0; k < n; k++) {
        IrModule *m = red_parse(c[k].text, strlen(c[k].text));
        if (!m)
            continue;
        for (IrGlobal *g = m->globals; g; g = g->next)
            if (g->v.name)
                g->v.name = ir_arena_printf(m->arena, "c%d_%s", k, g->v.name);
        FOR_FUNCS(m, f)
            if (!f->is_decl && f->g.v.name)
                f->g.v.name = ir_arena_printf(m->arena, "c%d_%s", k, f->g.v.name);
        char *t = print_module(r, m);
        ir_module_free(m);
        for (const char *p = t; *p;) {
            size_t len = strcspn(p, "\n");
            int skip = k && (!strncmp(p, "source_filename", 15) || !strncmp(p, "target ", 7));
            if (!strncmp(p, "declare ", 8)) {
                for (uint32_t d = 0; d < ndecls && !skip; d++)
                    skip = strlen(decls[d]) == len && !memcmp(decls[d], p, len);
                if (!skip) {
                    decls = ir_realloc(decls, (ndecls + 1) * sizeof *decls);
                    decls[ndecls++] = strndup(p, len);
                }
            }
            if (!skip) {
                ir_buf_put(&merged, p, len);
                ir_buf_putc(&merged, '\n');
            }
            p += len + (p[len] ? 1 : 0);
        }
        free(t);
    }
    for (uint32_t d = 0; d < ndecls; d++)
        free(decls[d]);
    ir_free(decls);
    int hit = -2;
    IrModule *sm = merged.p ? red_parse(merged.p, merged.len) : NULL;
    ExOutput out;
    memset(&out, 0, sizeof out);
    if (sm)
        ex_transform(&x->eng, merged.p, merged.len, &x->lim, &out);
    IrModule *tm = sm && out.status == EX_OK ? red_parse_as(out.text, out.len, x->eng.version) : NULL;
    char err[512];
    /* the source judged by the LangRef of the tool's version, as red_test does */
    Interp *sip = tm ? red_interp(x, sm, x->eng.version, err, sizeof err) : NULL;
    Interp *tip = sip ? red_interp(x, tm, 0, err, sizeof err) : NULL;
    if (tip) {
        IrGlobal **sg, **tg;
        uint32_t ng = orc_observed_globals(sm, tm, 1, &sg, &tg);
        hit = -1;
        for (int k = 0; k < n && hit == -1; k++) {
            char name[512];
            snprintf(name, sizeof name, "c%d_%s", k, x->func);
            IrFunc *sf = ir_module_func(sm, name), *tf = ir_module_func(tm, name);
            if (!sf || sf->is_decl)
                continue;
            if (!tf || tf->is_decl) {
                hit = x->kind == ORC_CRASH ? k : -2;
                continue;
            }
            OrcPair p = {sip, tip, sf, tf, sg, tg, ng, x->max_steps};
            OrcResult res;
            if (red_kind_matches(x, orc_check_input(&p, c[k].args, &res)))
                hit = k;
            orc_result_free(&res);
        }
        free(sg);
        free(tg);
    }
    if (sip)
        interp_free(sip);
    if (tip)
        interp_free(tip);
    ir_module_free(tm);
    ir_module_free(sm);
    ex_output_free(&out);
    ir_buf_free(&merged);
    return hit;
}

/* A group of candidates, batched when it can be, else one by one. */
static int
eval_group(Red *r, Cand *c, int n)
{
    if (n > 1 && r->batch > 1 && batchable(c, n)) {
        int hit = batch_test(r, c, n);
        if (hit != -2)
            return hit;
    }
    int debug = r->debug;
    for (int k = 0; k < n; k++) {
        RedOutcome o;
        memset(&o, 0, sizeof o);
        int hit = red_test(r->x, &r->x->eng, c[k].text, strlen(c[k].text), c[k].args, debug ? &o : NULL);
        if (debug && !hit)
            fprintf(stderr, "debug: rejected: %s%s%s%s%s\n", orc_verdict_names[o.verdict], o.why ? ": " : "",
                    o.why ? o.why : "", o.actual ? ": " : "", o.actual ? o.actual : "");
        if (debug > 1 && !hit)
            fprintf(stderr, "%s\n----\n", c[k].text);
        red_outcome_free(&o);
        if (hit)
            return k;
    }
    return -1;
}

/* Test the candidates; the index of the first interesting one, or -1.
 * They are split into r->jobs groups, each tested in a child (fork). */
static int
eval(Red *r, Cand *c, int n)
{
    r->tests += (uint32_t)n;
    int groups = r->jobs < n ? r->jobs : n;
    int per = (n + groups - 1) / groups;
    groups = (n + per - 1) / per;
    int hit = -1, hitcnt = n;
    if (groups <= 1) {
        hit = eval_group(r, c, n);
    } else {
        fflush(NULL);
        pid_t pid[64];
        for (int g = 0; g < groups; g++) {
            int first = g * per, cnt = first + per <= n ? per : n - first;
            pid[g] = fork();
            if (pid[g] == 0) {
                int h = eval_group(r, c + first, cnt);
                _exit(h < 0 ? 255 : h);
            }
        }
        for (int g = 0; g < groups; g++) {
            int first = g * per, cnt = first + per <= n ? per : n - first;
            int st = 0, h = -1;
            if (pid[g] < 0) {
                /* could not fork: test them here */
                h = hit < 0 ? eval_group(r, c + first, cnt) : -1;
            } else {
                while (waitpid(pid[g], &st, 0) < 0)
                    ;
                if (WIFEXITED(st) && WEXITSTATUS(st) != 255)
                    h = WEXITSTATUS(st);
            }
            if (hit < 0 && h >= 0)
                hit = first + h, hitcnt = cnt;
        }
    }
    /* a batch's verdict is confirmed on the candidate alone */
    if (hit >= 0 && r->batch > 1 && hitcnt > 1 && batchable(c, n) && !red_test(r->x, &r->x->eng, c[hit].text, strlen(c[hit].text), c[hit].args, NULL))
        hit = -1;
    return hit;
}

static void
accept(Red *r, Cand *c)
{
    free(r->text);
    free(r->args);
    r->text = c->text;
    r->args = c->args;
    c->text = c->args = NULL;
    r->accepted++;
}

/* May the reduction run more tests?  Within its budget, and not stopped
 * (RedConfig.stop: reduce --all's ^C). */
static int
budget_left(const Red *r)
{
    return r->tests < r->max_tests && !(r->x->c->stop && *r->x->c->stop);
}

/* One pass over the sites, chunks halving (ddmin); 1 when it changed the case. */
static int
run_pass(Red *r, const Pass *p)
{
    int changed = 0;
    uint32_t n = count_sites(r, p);
    uint32_t chunk = p->chunked ? n : 1;
    while (n && chunk && budget_left(r)) {
        uint32_t i = 0;
        while (i < n && budget_left(r)) {
            Cand w[64];
            uint32_t at[64];
            int nw = 0;
            uint32_t k = i;
            while (nw < r->jobs * r->batch && nw < 64 && k < n) {
                uint32_t len = chunk < n - k ? chunk : n - k;
                if (make_candidate(r, p, k, len, &w[nw]) == 0)
                    at[nw++] = k;
                k += len;
            }
            if (!nw) {
                i = k;
                continue;
            }
            int hit = eval(r, w, nw);
            if (r->debug)
                fprintf(stderr, "debug: %s: sites %u..%u of %u (chunk %u): %s\n", p->name, i, k, n, chunk,
                        hit >= 0 ? "accepted" : "rejected");
            if (hit >= 0) {
                accept(r, &w[hit]);
                changed = 1;
                n = count_sites(r, p);
                i = at[hit];
                progress(r, p->name);
            } else {
                i = k;
            }
            for (int q = 0; q < nw; q++)
                cand_free(&w[q]);
        }
        if (chunk == 1)
            break;
        chunk = chunk / 2 ? chunk / 2 : 1;
    }
    return changed;
}

/* Integer widths: every iW of the module (and of the input) becomes iN for
 * a narrower N, as text. */
/* Does the iW at p follow an intrinsic name's vector suffix (".v8", ".nxv4")? */
static int
after_vector_suffix(const char *s, const char *p)
{
    const char *q = p;
    while (q > s && q[-1] >= '0' && q[-1] <= '9')
        q--;
    if (q == p || q == s || q[-1] != 'v')
        return 0;
    q--;
    if (q - s >= 2 && q[-1] == 'x' && q[-2] == 'n')
        q -= 2;
    return q > s && q[-1] == '.';
}

static char *
retype_text(const char *s, unsigned from, unsigned to)
{
    IrBuf b = {0};
    char pat[16];
    int pl = snprintf(pat, sizeof pat, "i%u", from);
    for (const char *p = s; *p;) {
        /* a type (i32, <4 x i32>), an intrinsic's suffix (.i32, .v4i32:
         * renamed with its types, or the declaration would not match) */
        if (!strncmp(p, pat, (size_t)pl) &&
            (p == s || strchr(" (<[{,.*x\t\n", p[-1]) || after_vector_suffix(s, p)) &&
            !(p[pl] >= '0' && p[pl] <= '9') && !(p > s && p[-1] == 'x' && p - 1 > s && p[-2] != ' ')) {
            ir_buf_printf(&b, "i%u", to);
            p += pl;
            continue;
        }
        ir_buf_putc(&b, *p++);
    }
    char *r = strdup(b.p ? b.p : "");
    ir_buf_free(&b);
    return r;
}

static int
run_narrow(Red *r)
{
    static const unsigned widths[] = {128, 64, 32, 16, 8};
    int changed = 0;
    for (unsigned a = 0; a < 4; a++)
        for (unsigned z = 4; z > a; z--) {
            char pat[16];
            snprintf(pat, sizeof pat, "i%u", widths[a]);
            if (!strstr(r->text, pat) || !budget_left(r))
                break;
            Cand c;
            c.text = retype_text(r->text, widths[a], widths[z]);
            c.args = retype_text(r->args, widths[a], widths[z]);
            IrModule *m = red_parse(c.text, strlen(c.text));
            int ok = m && !seen_before(r, cand_hash(c.text, c.args));
            ir_module_free(m);
            if (ok && eval(r, &c, 1) == 0) {
                accept(r, &c);
                changed = 1;
                progress(r, "widths");
                break;
            }
            cand_free(&c);
        }
    return changed;
}

int
red_count_insts(const char *text, size_t len)
{
    IrModule *m = red_parse(text, len);
    if (!m)
        return -1;
    int n = 0;
    FOR_FUNCS(m, f)
        for (IrBlock *b = f->first; b; b = b->next)
            n += (int)b->ninsts;
    ir_module_free(m);
    return n;
}

/* ------------------------------------------------------------ driver */

void
red_result_free(RedResult *r)
{
    free(r->text);
    free(r->alive);
    free(r->engine);
    free(r->blamed_pass);
    free(r->input);
    free(r->expected);
    free(r->actual);
    free(r->signature);
    memset(r, 0, sizeof *r);
}

/* The module text without comment lines (the input lines and headers). */
static char *
strip_comments(const char *text, size_t len)
{
    IrBuf b = {0};
    for (size_t i = 0; i < len;) {
        size_t n = 0;
        while (i + n < len && text[i + n] != '\n')
            n++;
        if (!(n && text[i] == ';'))
            ir_buf_put(&b, text + i, n + (i + n < len));
        i += n + 1;
    }
    char *s = strdup(b.p ? b.p : "");
    ir_buf_free(&b);
    return s;
}

/* @tgt for the Alive2-style file: the target's test function, renamed, with
 * the source's other definitions; NULL when it cannot be made. */
static char *
make_alive(Red *r, const char *target)
{
    if (!target || !r->x->func)
        return NULL;
    IrModule *tm = red_parse(target, strlen(target));
    IrModule *sm = red_parse(r->text, strlen(r->text));
    char *res = NULL;
    IrFunc *tf = tm ? ir_module_func(tm, r->x->func) : NULL;
    IrFunc *sf = sm ? ir_module_func(sm, r->x->func) : NULL;
    if (tf && sf) {
        /* print the target function alone: no attribute groups, no metadata */
        tf->attrs.fn.n = 0;
        tf->g.nmd = 0;
        FOR_INSTS(tf, b, i) {
            i->nmd = 0;
            i->dbg = NULL;
            if (i->attrs)
                i->attrs->fn.n = 0;
        }
        tf->g.v.name = "tgt";
        sf->g.v.name = "src";
        IrBuf tb = {0};
        ir_print_module_as(&tb, tm, r->x->eng.version);
        const char *d = tb.p ? strstr(tb.p, "@tgt(") : NULL;
        while (d && d > tb.p && d[-1] != '\n')
            d--;
        const char *e = d ? strstr(d, "\n}\n") : NULL;
        IrBuf out = {0};
        char *s = print_module(r, sm);
        if (d && e) {
            ir_buf_printf(&out, "%s\n%.*s\n", s, (int)(e + 2 - d), d);
            /* declarations the target needs and the source lacks */
            for (IrFunc *f = tm->funcs; f; f = (IrFunc *)f->g.next)
                if (f->is_decl && !f->implicit && f->g.v.name && !ir_module_func(sm, f->g.v.name)) {
                    char pat[300];
                    snprintf(pat, sizeof pat, "@%s(", f->g.v.name);
                    const char *q = strstr(tb.p, pat);
                    while (q && q > tb.p && q[-1] != '\n')
                        q--;
                    if (q && !strncmp(q, "declare", 7))
                        ir_buf_printf(&out, "\n%.*s\n", (int)strcspn(q, "\n"), q);
                }
            IrModule *chk = red_parse(out.p, out.len);
            if (chk)
                res = strdup(out.p);
            ir_module_free(chk);
        }
        free(s);
        ir_buf_free(&out);
        ir_buf_free(&tb);
    }
    ir_module_free(tm);
    ir_module_free(sm);
    return res;
}

static int
setup_ctx(RedCtx *x, const RedConfig *c, char *err, size_t errlen)
{
    memset(x, 0, sizeof *x);
    x->c = c;
    if (ex_engine_parse(c->engine, &x->orig, err, errlen) < 0)
        return -1;
    if (ex_engine_probe(&x->orig, err, errlen) < 0)
        return -1;
    x->eng = x->orig;
    x->func = c->func && *c->func ? c->func : NULL;
    x->kind = c->kind;
    x->lim.timeout = c->timeout > 0 ? c->timeout : 30;
    x->max_steps = c->max_steps;
    x->devnull = fopen("/dev/null", "w");
    if (x->orig.kind == EX_ENG_LLC || x->orig.kind == EX_ENG_CLANG || x->orig.kind == EX_ENG_LLI) {
        ExNativeConfig nc;
        memset(&nc, 0, sizeof nc);
        nc.tool = x->orig.tool;
        nc.argv = x->orig.args;
        nc.nargv = x->orig.nargs;
        nc.triple = x->orig.triple;
        nc.tool_lim.timeout = x->lim.timeout;
        x->nx = ex_native_new(&nc, err, errlen);
        if (!x->nx)
            return -1;
    } else if (x->orig.kind != EX_ENG_OPT) {
        snprintf(err, errlen, "unsupported: engine '%s': the reducer runs transformers (opt), compilers "
                              "(llc, clang) and executors (lli)", c->engine);
        return -1;
    }
    if (c->kind == ORC_NVERDICTS)
        return 0;
    if (!x->func && c->kind != ORC_CRASH && c->kind != ORC_HANG) {
        snprintf(err, errlen, "a '%s' divergence needs a test function and an input", orc_verdict_names[c->kind]);
        return -1;
    }
    if (x->func && !c->input) {
        snprintf(err, errlen, "a divergence in @%s needs its witness input", x->func);
        return -1;
    }
    return 0;
}

static void
free_ctx(RedCtx *x)
{
    if (x->have_eng)
        ex_engine_free(&x->eng);
    ex_engine_free(&x->orig);
    if (x->nx)
        ex_native_free(x->nx);
    if (x->devnull)
        fclose(x->devnull);
    free(x->key);
}

/* An argument for a shell command line, quoted when it needs it. */
static void
shell_arg(IrBuf *b, const char *a)
{
    if (a[strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=./:,+")])
        ir_buf_printf(b, "'%s'", a);
    else
        ir_buf_puts(b, a);
}

/* Does the module text have a `target KEY = ...` line? */
static int
has_target_line(const char *text, const char *key)
{
    size_t k = strlen(key);
    for (const char *p = text; p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
        if (!strncmp(p, "target ", 7) && !strncmp(p + 7, key, k))
            return 1;
    return 0;
}

/* The command lines that show the divergence, for the header. */
static void
repro_lines(IrBuf *h, const ExEngine *e, const char *func, const char *name)
{
    IrBuf tool = {0}, spec = {0}, base = {0};
    ir_buf_puts(&tool, e->tool);
    if (e->version && e->version <= 14 && e->kind == EX_ENG_OPT)
        ir_buf_puts(&tool, " -opaque-pointers");
    for (int k = 0; k < e->nargs; k++) {
        ir_buf_putc(&tool, ' ');
        shell_arg(&tool, e->args[k]);
    }
    shell_arg(&spec, e->spec);
    const char *dot = strrchr(name, '.');
    ir_buf_printf(&base, "%.*s", (int)(dot && dot != name ? dot - name : (long)strlen(name)), name);
    if (e->kind == EX_ENG_OPT) {
        if (func) {
            ir_buf_printf(h, "; reproduce:   %s -S %s -o %s-tgt.ll && llfuzz check %s %s-tgt.ll --func %s\n",
                          tool.p, name, base.p, name, base.p, func);
            ir_buf_printf(h, ";          or: llfuzz check %s --engine %s --func %s\n", name, spec.p, func);
        } else {
            ir_buf_printf(h, "; reproduce:   %s -S %s -o /dev/null\n", tool.p, name);
        }
    } else if (e->kind == EX_ENG_LLI) {
        if (func)
            ir_buf_printf(h, "; reproduce:   llfuzz check %s --engine %s --func %s   (run by %s with llfuzz's runner)\n",
                          name, spec.p, func, e->tool);
        else
            ir_buf_printf(h, "; reproduce:   %s %s\n", tool.p, name);
    } else {
        if (func)
            ir_buf_printf(h, "; reproduce:   llfuzz check %s --engine %s --func %s   (compiled, run natively)\n"
                             ";   the code:  %s %s -o %s.s\n", name, spec.p, func, tool.p, name, base.p);
        else
            ir_buf_printf(h, "; reproduce:   %s %s -o /dev/null\n", tool.p, name);
    }
    ir_buf_free(&tool);
    ir_buf_free(&spec);
    ir_buf_free(&base);
}

/* RedConfig.kind ORC_NVERDICTS: what does the module show?  A tool failure
 * first, then the divergence of func on input, or of the first input line
 * that shows one.  Sets x->kind, x->func (r->func_buf), r->args. */
static int
find_divergence(Red *r, const RedConfig *c, const char *text, size_t len, RedOutcome *o)
{
    RedCtx *x = r->x;
    x->func = NULL;
    r->tests++;
    if (red_test(x, &x->eng, r->text, strlen(r->text), "", o)) {
        x->kind = o->verdict;
        x->key = o->key ? strdup(o->key) : NULL;
        return 1;
    }
    red_outcome_free(o);
    if (c->func && *c->func && c->input) {
        x->func = c->func;
        r->tests++;
        if (red_test(x, &x->eng, r->text, strlen(r->text), r->args, o)) {
            x->kind = o->verdict;
            return 1;
        }
        return 0;
    }
    IrInput *in = NULL;
    IrDiag d;
    ir_diag_init(&d, "<module>", text, len, NULL);
    int n = ir_inputs_parse(text, len, &in, &d);
    int hit = 0;
    for (int k = 0; k < n && !hit; k++) {
        if (c->func && *c->func && strcmp(c->func, in[k].func))
            continue;
        free(r->func_buf);
        r->func_buf = strdup(in[k].func);
        x->func = r->func_buf;
        red_outcome_free(o);
        r->tests++;
        if (red_test(x, &x->eng, r->text, strlen(r->text), in[k].args, o)) {
            x->kind = o->verdict;
            free(r->args);
            r->args = strdup(in[k].args);
            hit = 1;
        }
    }
    if (n > 0)
        ir_inputs_free(in, n);
    if (!hit && !o->why && !o->actual)
        o->why = strdup(n > 0 ? "no input line shows a divergence" : "the tool does not fail, and no function and "
                                                                      "input were given");
    return hit;
}

int
red_reduce(const RedConfig *c, const char *text, size_t len, RedResult *res, char *err, size_t errlen)
{
    memset(res, 0, sizeof *res);
    RedCtx x;
    Red r;
    memset(&r, 0, sizeof r);
    const char *dbg = getenv("LLFUZZ_REDUCE_DEBUG");
    r.debug = dbg ? (dbg[0] == '2' ? 2 : 1) : 0;
    int rc = -1;
    char *saved_sym = NULL;
    if (setup_ctx(&x, c, err, errlen) < 0)
        goto out;
    r.x = &x;
    r.t0 = ex_now();
    /* a crashing LLVM tool symbolizes its stack dump: 0.3 s a crash, for
     * lines no test reads (the caller's setting is restored at the end) */
    const char *sym = getenv("LLVM_DISABLE_SYMBOLIZATION");
    saved_sym = sym ? strdup(sym) : NULL;
    setenv("LLVM_DISABLE_SYMBOLIZATION", "1", 1);
    r.jobs = c->jobs > 0 ? (c->jobs > 64 ? 64 : c->jobs) : 1;
    r.max_tests = c->max_tests ? c->max_tests : 20000;
    r.batch = 1;
    r.text = strip_comments(text, len);
    r.args = strdup(c->input ? c->input : "");
    IrModule *m0 = red_parse(r.text, strlen(r.text));
    if (!m0) {
        snprintf(err, errlen, "the module does not parse or verify");
        goto out;
    }
    if (x.func && (!ir_module_func(m0, x.func) || ir_module_func(m0, x.func)->is_decl)) {
        snprintf(err, errlen, "the module has no function @%s", x.func);
        ir_module_free(m0);
        goto out;
    }
    ir_module_free(m0);
    r.insts0 = red_count_insts(r.text, strlen(r.text));
    res->insts_before = (uint32_t)r.insts0;

    /* does the original show it?  (for a tool failure: learn its key) */
    RedOutcome o;
    int hit;
    if (x.kind == ORC_NVERDICTS) {
        hit = find_divergence(&r, c, text, len, &o);
    } else {
        if (!x.func)
            x.key = c->crash_msg ? red_crash_key(c->crash_msg) : NULL;
        hit = red_test(&x, &x.eng, r.text, strlen(r.text), r.args, &o);
        r.tests++;
        if (!hit && !x.func && x.key && o.verdict == x.kind) {
            /* the same kind of failure with another message: keep this one */
            free(x.key);
            x.key = o.key ? strdup(o.key) : NULL;
            hit = 1;
        }
    }
    if (!hit) {
        res->verdict = o.verdict;
        res->expected = o.expected ? strdup(o.expected) : NULL;
        res->actual = strdup(o.actual ? o.actual : o.why ? o.why : "no divergence");
        red_outcome_free(&o);
        rc = 1;
        goto out;
    }
    if (!x.key && o.key)
        x.key = strdup(o.key);
    red_outcome_free(&o);
    if (!x.func && x.orig.kind == EX_ENG_LLC) {
        /* llc alone on the text fails the same way?  Then test that way:
         * faster than a batch, and what the reproduction command does */
        x.llc_direct = 1;
        r.tests++;
        if (!red_test(&x, &x.eng, r.text, strlen(r.text), r.args, NULL))
            x.llc_direct = 0;
    }
    progress(&r, "start");

    /* the coarsest step first, so the bisection runs on a small module */
    run_pass(&r, &passes[0]);
    if (x.orig.kind == EX_ENG_OPT && !c->no_blame) {
        char *pass = NULL, *before = NULL, *alone = NULL;
        r.tests += red_blame(&x, r.text, strlen(r.text), r.args, &pass, &before, &alone);
        res->blamed_pass = pass;
        if (before && alone) {
            ExEngine e1;
            char e1err[256];
            if (ex_engine_parse(alone, &e1, e1err, sizeof e1err) == 0) {
                char *bt = strip_comments(before, strlen(before));
                free(r.text);
                r.text = bt;
                x.eng = e1;
                x.have_eng = 1;
                res->pass_alone = 1;
                progress(&r, "blame");
            }
        }
        free(before);
        free(alone);
    }

    if (x.eng.kind == EX_ENG_OPT && x.func && !getenv("LLFUZZ_REDUCE_NO_BATCH"))
        r.batch = BATCH;
    for (int round = 0; round < 8 && budget_left(&r); round++) {
        int changed = 0;
        for (size_t p = 0; p < NPASSES; p++)
            changed |= run_pass(&r, &passes[p]);
        changed |= run_narrow(&r);
        if (!changed)
            break;
    }

    /* the final case: what it shows */
    RedOutcome fin;
    int ok = red_test(&x, &x.eng, r.text, strlen(r.text), r.args, &fin);
    r.tests++;
    res->full_engine = -1;
    if (x.have_eng) {
        res->full_engine = red_test(&x, &x.orig, r.text, strlen(r.text), r.args, NULL);
        r.tests++;
    }
    /* the kind the reduced case shows (a wrong value may have changed its face) */
    OrcVerdict kind = ok ? fin.verdict : x.kind;
    res->verdict = fin.verdict;
    res->input = fin.input ? strdup(fin.input) : strdup(r.args);
    res->expected = fin.expected ? strdup(fin.expected) : NULL;
    res->actual = fin.actual ? strdup(fin.actual) : NULL;
    res->engine = strdup(x.eng.spec);
    res->insts_after = (uint32_t)red_count_insts(r.text, strlen(r.text));
    res->signature = red_signature(x.orig.spec, kind, res->blamed_pass, r.text, x.func,
                                   x.key ? x.key : c->crash_msg);
    if (x.eng.kind == EX_ENG_OPT && x.func)
        res->alive = make_alive(&r, fin.target);

    IrBuf h = {0};
    ir_buf_printf(&h, "; llfuzz reduce: %s%s%s with %s\n", orc_verdict_names[kind], x.func ? " in @" : "",
                  x.func ? x.func : "", x.orig.spec);
    ir_buf_printf(&h, "; engine:      %s\n", x.orig.spec);
    if (res->blamed_pass)
        ir_buf_printf(&h, "; blamed pass: %s (opt-bisect-limit; %s)\n", res->blamed_pass,
                      res->pass_alone ? "reproduces alone" : "does not reproduce alone");
    if (x.have_eng)
        ir_buf_printf(&h, "; reduced with: %s (with %s: %s)\n", x.eng.spec, x.orig.spec,
                      res->full_engine == 1 ? "reproduces too" : "does not reproduce");
    if (x.func) {
        ir_buf_printf(&h, "; input:       @%s(%s)\n", x.func, r.args);
        ir_buf_printf(&h, "; expected:    %s\n", res->expected ? res->expected : "");
        ir_buf_printf(&h, "; actual:      %s\n", res->actual ? res->actual : "");
    } else {
        ir_buf_printf(&h, "; failure:     %s\n", x.key ? x.key : "");
    }
    ir_buf_printf(&h, "; signature:   %s\n", res->signature);
    if (!x.nx && !has_target_line(r.text, "triple") && !has_target_line(r.text, "datalayout"))
        ir_buf_printf(&h, "; target:      none (%s ran it without a triple or datalayout: its defaults)\n",
                      x.orig.tool);
    repro_lines(&h, &x.eng, x.func, c->name ? c->name : "r.ll");
    ir_buf_printf(&h, "; reduced from %u to %u instructions in %u tests (%.1f s)%s\n", res->insts_before,
                  res->insts_after, r.tests, ex_now() - r.t0, ok ? "" : " -- WARNING: the final case does not reproduce");
    if (x.func)
        ir_buf_printf(&h, "; llfuzz-input: @%s(%s)\n", x.func, r.args);
    const char *body = r.text + strspn(r.text, "\n");
    ir_buf_putc(&h, '\n');
    /* the target the case was run with, so that the file alone reproduces
     * it: a compiler's runner gave the module its target's triple and
     * datalayout (ex_native_prepare); a transformer ran it as it is */
    if (x.nx && !has_target_line(body, "triple"))
        ir_buf_printf(&h, "target datalayout = \"%s\"\ntarget triple = \"%s\"\n\n", ex_native_datalayout(x.nx),
                      ex_native_triple(x.nx));
    ir_buf_printf(&h, "%s%s", body, body[0] && body[strlen(body) - 1] != '\n' ? "\n" : "");
    res->text = strdup(h.p);
    ir_buf_free(&h);
    if (res->alive) {
        IrBuf a = {0};
        ir_buf_printf(&a, "; llfuzz reduce: %s, Alive2 style: @src is the reduced function, @tgt what %s made "
                          "of it\n; check: llfuzz check THIS.ll\n; llfuzz-input: @src(%s)\n\n%s",
                      orc_verdict_names[kind], x.eng.spec, r.args, res->alive + strspn(res->alive, "\n"));
        free(res->alive);
        res->alive = strdup(a.p);
        ir_buf_free(&a);
    }
    red_outcome_free(&fin);
    rc = ok ? 0 : 1;
    if (c->progress && c->progress_tty)
        fprintf(c->progress, "\n");
out:
    res->tests = r.tests;
    res->seconds = r.t0 ? ex_now() - r.t0 : 0;
    free(r.text);
    free(r.args);
    free(r.func_buf);
    ir_free(r.seen);
    if (r.t0) {
        if (saved_sym)
            setenv("LLVM_DISABLE_SYMBOLIZATION", saved_sym, 1);
        else
            unsetenv("LLVM_DISABLE_SYMBOLIZATION");
        free(saved_sym);
    }
    free_ctx(&x);
    return rc;
}
