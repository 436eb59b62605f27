/* run.c -- the interpreter's set-up, teardown and entry points: the UB
 * table, the endings of a run (UB, unsupported, limits, exit), the cells
 * of globals, a module's memory (globals, functions, their initial bytes,
 * snapshot and restore between runs), interp_new/free/reset, the calls
 * into the module (interp_call, interp_run_main) and the memory the oracle
 * reads.  The rest of the core: lower.c (IR to bytecode), loop.c (the
 * dispatch loop), call.c (frames and calls), eval.c (constants, GEP,
 * shuffles), their shared definitions in run.h and the op codes in
 * code.def; per-leaf arithmetic is in sem.c.
 *
 * A frame is an array of Cells: the function's arguments, then the values
 * of its instructions, then its constants (copied from the lowered
 * function's template at entry).  Phi nodes are not instructions here: each
 * CFG edge carries the copies into the phis of its target. */
#include "run.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ the UB table */

const InterpUbRule interp_ub_rules[] = {
#define UB(e, name, section) {name, section},
#include "ub.def"
};
const unsigned interp_n_ub_rules = UB_N;

/* ------------------------------------------------------------ run endings */

static void append_operands(Interp *ip, char *msg, size_t len);

static IR_NORETURN void
finish(Interp *ip, InterpStatus st, const char *prefix, const char *fmt, va_list ap)
{
    InterpResult *r = ip->res;
    r->status = st;
    r->inst = cur_inst(ip);
    int n = snprintf(r->msg, sizeof r->msg, "%s", prefix);
    vsnprintf(r->msg + n, sizeof r->msg - (size_t)n, fmt, ap);
    if (st == INTERP_UB)
        append_operands(ip, r->msg, sizeof r->msg);
    longjmp(*ip->jb, 1);
}

void
interp_ub(Interp *ip, UbRule rule, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ip->res->ub_rule = (int)rule;
    char prefix[128];
    snprintf(prefix, sizeof prefix, "%s: ", interp_ub_rules[rule].name);
    finish(ip, INTERP_UB, prefix, fmt, ap);
}

void
interp_unsupported(Interp *ip, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    finish(ip, INTERP_UNSUPPORTED, "unsupported: ", fmt, ap);
}

void
interp_limit(Interp *ip, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    finish(ip, INTERP_LIMIT, "", fmt, ap);
}

void
interp_abort(Interp *ip, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    finish(ip, INTERP_ABORTED, "", fmt, ap);
}

void
interp_exit(Interp *ip, int code)
{
    ip->res->status = INTERP_EXITED;
    ip->res->exit_code = code;
    ip->res->inst = cur_inst(ip);
    snprintf(ip->res->msg, sizeof ip->res->msg, "exit(%d)", code);
    longjmp(*ip->jb, 1);
}

FILE *
interp_stdout(Interp *ip)
{
    return ip->out;
}

FILE *
interp_stderr(Interp *ip)
{
    return ip->err;
}

/* ------------------------------------------------- globals and their cells */

static uint32_t
ghash(const IrGlobal *g)
{
    return (uint32_t)(((uintptr_t)g >> 4) * 2654435761u);
}

static void
gmap_put(Interp *ip, IrGlobal *g, const Cell *c)
{
    if ((ip->ngv + 1) * 2 > ip->gcap) {
        uint32_t cap = ip->gcap ? ip->gcap * 2 : 256;
        IrGlobal **k = ir_calloc(cap, sizeof *k);
        Cell *v = ir_calloc(cap, sizeof *v);
        for (uint32_t i = 0; i < ip->gcap; i++) {
            if (!ip->gkeys[i])
                continue;
            uint32_t j = ghash(ip->gkeys[i]) & (cap - 1);
            while (k[j])
                j = (j + 1) & (cap - 1);
            k[j] = ip->gkeys[i];
            v[j] = ip->gvals[i];
        }
        ir_free(ip->gkeys);
        ir_free(ip->gvals);
        ip->gkeys = k;
        ip->gvals = v;
        ip->gcap = cap;
    }
    uint32_t j = ghash(g) & (ip->gcap - 1);
    while (ip->gkeys[j] && ip->gkeys[j] != g)
        j = (j + 1) & (ip->gcap - 1);
    if (!ip->gkeys[j])
        ip->ngv++;
    ip->gkeys[j] = g;
    ip->gvals[j] = *c;
}

const Cell *
gmap_get(Interp *ip, const IrGlobal *g)
{
    if (!ip->gcap)
        return NULL;
    uint32_t j = ghash(g) & (ip->gcap - 1);
    while (ip->gkeys[j]) {
        if (ip->gkeys[j] == g)
            return &ip->gvals[j];
        j = (j + 1) & (ip->gcap - 1);
    }
    return NULL;
}

/* ---------------------------------------------------------- module set-up */

/* The bytes of a defined scalar of type t that init_memory writes itself,
 * or 0: whole bytes of an integer of <= 64 bits, a float or a double,
 * little endian (store_leaves's result without the leaf walk: the bytes'
 * und and poi are zero already, and no pointer was stored there). */
static unsigned
init_bytes_of(Interp *ip, const IrType *t)
{
    if (ip->m->dl.big_endian)
        return 0;
    if (t->kind == IR_TY_INT && t->bits <= 64 && t->bits % 8 == 0)
        return t->bits / 8;
    return t->kind == IR_TY_FLOAT ? 4 : t->kind == IR_TY_DOUBLE ? 8 : 0;
}

/* the low n bytes of x at p, little endian */
static inline void
put_le(uint8_t *p, uint64_t x, unsigned n)
{
    for (unsigned j = 0; j < n; j++)
        p[j] = (uint8_t)(x >> (8 * j));
}

static void init_memory(Interp *ip, Alloc *a, uint64_t off, const IrValue *v);

/* An element or member of an aggregate initializer at off: an integer or
 * float of nb bytes (init_bytes_of its type; 0: not one) in place, zero
 * left as it is, anything else through init_memory. */
static inline void
init_elem(Interp *ip, Alloc *a, uint64_t off, const IrValue *e, unsigned nb)
{
    if (nb && (e->kind == IR_V_INT || e->kind == IR_V_FP))
        put_le(a->val + off, ((const IrConst *)e)->w[0], nb);
    else if (e->kind != IR_V_ZERO)
        init_memory(ip, a, off, e);
}

static void
init_memory(Interp *ip, Alloc *a, uint64_t off, const IrValue *v)
{
    const IrConst *c = (const IrConst *)v;
    IrType *t = v->type;
    switch (v->kind) {
    case IR_V_ZERO: case IR_V_NULL:
        return; /* fresh global memory is zero */
    case IR_V_INT: case IR_V_FP: {
        unsigned nb = init_bytes_of(ip, t);
        if (nb) {
            put_le(a->val + off, c->w[0], nb);
            return;
        }
        break;
    }
    case IR_V_UNDEF:
        memset(a->und + off, 0xff, it_store_size(ip, t));
        return;
    case IR_V_POISON:
        memset(a->poi + off, 1, it_store_size(ip, t));
        return;
    case IR_V_STR:
        memcpy(a->val + off, c->bytes, c->nbytes);
        return;
    case IR_V_GLOBALVAR: case IR_V_FUNC: case IR_V_ALIAS: {
        /* the address of a global: its bytes and their provenance, as
         * store_leaves writes a defined pointer */
        const Cell *g = gmap_get(ip, (const IrGlobal *)v);
        uint64_t n = it_store_size(ip, t);
        if (g && !ip->m->dl.big_endian && t->kind == IR_TY_PTR && n <= 8 && !g->poison && !g->u) {
            put_le(a->val + off, g->v, (unsigned)n);
            mem_prov_set(ip, a, off, n, g->prov);
            return;
        }
        break;
    }
    case IR_V_AGG:
        if (t->kind == IR_TY_ARRAY) {
            uint64_t esz = it_alloc_size(ip, t->elem);
            /* an array of integers or floats (csmith's tables): its
             * elements in place, the others (poison, undef, expressions)
             * one by one */
            unsigned nb = init_bytes_of(ip, t->elem);
            for (uint32_t i = 0; i < c->nelems; i++)
                init_elem(ip, a, off + i * esz, c->elems[i], nb);
            return;
        }
        if (t->kind == IR_TY_STRUCT) {
            const uint64_t *mo = it_layout(ip, t)->member_off;
            for (uint32_t i = 0; i < c->nelems; i++)
                init_elem(ip, a, off + mo[i], c->elems[i], init_bytes_of(ip, c->elems[i]->type));
            return;
        }
        break;
    default:
        break;
    }
    uint32_t n = it_cells(ip, t);
    Cell *cells = IR_NEWN(ip->run, Cell, n);
    interp_const(ip, v, cells);
    mem_store_at(ip, a, off, t, cells);
}

/* The pointer width of g's address space when it is too narrow for the
 * addresses objects get (mem_first_addr and up), else 0. */
static unsigned
narrow_as_bits(Interp *ip, const IrGlobal *g)
{
    unsigned b = ir_ptr_bits(ip->m, g->addrspace);
    return b < 32 ? b : 0;
}

enum { EXTERN_UNSIZED = 4096 };

/* A global's size and alignment in memory. */
static uint64_t
global_size(Interp *ip, IrGlobal *g, uint32_t *align)
{
    int sized = ir_type_is_sized(g->vtype);
    uint64_t size = sized ? it_alloc_size(ip, g->vtype) : 0;
    *align = (uint32_t)(g->align ? g->align : sized ? ir_type_pref_align(ip->m, g->vtype) : 1);
    /* an external array of unknown length (C's `extern char a[];`, a
     * [0 x i8] declaration): the environment's definition has
     * EXTERN_UNSIZED bytes (init_globals fills them); an access past them
     * is the source's UB in this environment, one legal definition */
    if (!g->init && ip->o.externals && sized && !size && g->vtype->kind == IR_TY_ARRAY &&
        ir_type_is_plain_data(g->vtype))
        size = EXTERN_UNSIZED;
    return size;
}

static void
setup_global(Interp *ip, IrGlobal *g)
{
    uint32_t align;
    uint64_t size = global_size(ip, g, &align);
    unsigned nb = narrow_as_bits(ip, g);
    uint64_t save = ip->next_addr;
    if (nb) {
        /* an address space of nb-bit pointers (p3:16): its globals below
         * the others, at addresses its pointers can hold, so that
         * ptrtoint/inttoptr give them back */
        ip->next_addr = ip->low_addr ? ip->low_addr : 16;
    }
    Alloc *a = mem_new(ip, size, align, ALLOC_GLOBAL, NULL);
    if (nb) {
        ip->low_addr = ip->next_addr;
        ip->next_addr = save;
        if (a->addr + (size ? size : 1) > (1ull << nb) || a->addr + size > mem_first_addr())
            interp_unsupported(ip, "@%s does not fit in the %u-bit addresses of addrspace(%u)",
                               g->v.name ? g->v.name : "?", nb, g->addrspace);
    }
    a->g = g;
    a->readonly = g->is_const;
    Cell c;
    mem_ptr(ip, &c, a, 0);
    gmap_put(ip, g, &c);
}

static void
setup_func(Interp *ip, IrFunc *f)
{
    /* only llvm.lifetime.end and llvm.stackrestore end a stack object
     * before its function returns (free() of one is UB), and a module
     * that declares neither calls neither (an intrinsic called without
     * a declaration has one, IrFunc.implicit): sure_access */
    const char *n = f->g.v.name;
    if (n && (!strncmp(n, "llvm.lifetime.end", 17) || !strncmp(n, "llvm.stackrestore", 17)))
        ip->stack_ends_early = 1;
    Alloc *a = mem_new(ip, f->nblocks + 1, 16, ALLOC_FUNC, NULL);
    a->g = &f->g;
    Cell c;
    mem_ptr(ip, &c, a, 0);
    gmap_put(ip, &f->g, &c);
    /* block indices for blockaddress (the values' slots wait for
     * lowering: walking every instruction of the module here cost
     * 3% of running a csmith program) */
    ir_func_number_blocks(f);
}

/* Where a global or function goes: an address that depends on its name
 * only.  LangRef: a global's address is not known to the program; llfuzz
 * picks one, and picks the same for a name in the source's module and in
 * the target's, so that a target without an unused global or declaration
 * does not move the others (a ptrtoint of a function in
 * InstSimplify/select.ll under opt -O2 was a "value mismatch").  The names
 * spread over GLOBAL_SPAN bytes from mem_first_addr(); objects are made in
 * address order (ids grow with addresses: mem_alloc_at), one that would
 * overlap the previous goes after it; the stack and the heap start above
 * the span. */
enum { GLOBAL_SPAN = 1 << 28 };

typedef struct {
    uint64_t want;
    IrGlobal *g;
} Place;

static int
place_cmp(const void *a, const void *b)
{
    const Place *x = a, *y = b;
    if (x->want != y->want)
        return x->want < y->want ? -1 : 1;
    const char *p = x->g->v.name ? x->g->v.name : "", *q = y->g->v.name ? y->g->v.name : "";
    return strcmp(p, q);
}

static void
setup_globals(Interp *ip)
{
    IrModule *m = ip->m;
    /* the narrowest address spaces first: an 8-bit one's globals must sit
     * below 256 */
    for (unsigned nb = 1; nb < 32; nb++)
        for (IrGlobal *g = m->globals; g; g = g->next)
            if (narrow_as_bits(ip, g) == nb)
                setup_global(ip, g);
    uint32_t n = 0, k = 0;
    for (IrGlobal *g = m->globals; g; g = g->next)
        n++;
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
        n++;
    /* from the interpreter's arena: set-up may stop at an unsupported global */
    Place *pl = IR_NEWN(ip->arena, Place, n ? n : 1);
    uint64_t base = mem_first_addr(), unnamed = 0;
    for (IrGlobal *g = m->globals; g; g = g->next) {
        it_check_ptr_width(ip, g->v.type);
        if (narrow_as_bits(ip, g))
            continue;
        uint32_t align;
        global_size(ip, g, &align);
        const char *name = g->v.name;
        uint64_t h = name ? ir_hash(name, strlen(name)) : unnamed++;
        uint64_t want = base + h % (GLOBAL_SPAN / 16) * 16;
        pl[k++] = (Place){(want + align - 1) & ~(uint64_t)(align - 1), g};
    }
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next) {
        const char *name = f->g.v.name;
        uint64_t h = name ? ir_hash(name, strlen(name)) : unnamed++;
        pl[k++] = (Place){base + h % (GLOBAL_SPAN / 16) * 16, &f->g};
    }
    qsort(pl, k, sizeof *pl, place_cmp);
    for (uint32_t i = 0; i < k; i++) {
        if (pl[i].want > ip->next_addr)
            ip->next_addr = pl[i].want;
        if (pl[i].g->v.kind == IR_V_FUNC)
            setup_func(ip, (IrFunc *)pl[i].g);
        else
            setup_global(ip, pl[i].g);
    }
    if (ip->next_addr < base + GLOBAL_SPAN)
        ip->next_addr = base + GLOBAL_SPAN;
    /* aliases: the address their aliasee evaluates to (possibly through other aliases) */
    for (int round = 0; round < 64; round++) {
        int missing = 0;
        for (IrGlobal *g = m->aliases; g; g = g->next) {
            if (g->v.kind != IR_V_ALIAS || gmap_get(ip, g))
                continue;
            const IrValue *t = g->init;
            while (t && t->kind == IR_V_CEXPR)
                t = ((const IrConst *)t)->elems[0];
            if (t && ir_value_is_global(t) && !gmap_get(ip, (const IrGlobal *)t)) {
                missing = 1;
                continue;
            }
            Cell c;
            interp_const(ip, g->init, &c);
            gmap_put(ip, g, &c);
        }
        if (!missing)
            break;
    }
}

/* A global's bytes zero and defined, with no pointer's provenance. */
static void
clear_global(Alloc *a)
{
    if (a->prov) {
        memset(a->prov, 0, a->size * sizeof *a->prov);
        memset(a->provix, 0, a->size);
    }
    memset(a->val, 0, a->size);
    memset(a->und, 0, a->size);
    memset(a->poi, 0, a->size);
}

/* Every global's bytes as its initializer makes them (set-up, and
 * interp_reset without a copy of them). */
static uint64_t rng_seed(uint64_t seed);

static void
init_globals(Interp *ip)
{
    for (IrGlobal *g = ip->m->globals; g; g = g->next) {
        const Cell *c = gmap_get(ip, g);
        Alloc *a = ip->allocs[c->prov];
        if (!a->val)
            continue; /* an external global (released at set-up) */
        clear_global(a);
        if (g->init)
            init_memory(ip, a, 0, g->init);
        else if (!libc_global(ip, g, a)) {
            if (ip->o.externals && a->size && a->size <= 65536 && ir_type_is_plain_data(g->vtype) && g->v.name) {
                /* the environment's (check): what another module left in
                 * an external global of plain data, bytes from its name,
                 * the same in the source's and the target's runs */
                uint64_t h = 1469598103934665603ull;
                for (const char *q = g->v.name; *q; q++)
                    h = (h ^ (uint8_t)*q) * 1099511628211ull;
                for (uint64_t i = 0; i < a->size; i++) {
                    if (!(i & 7))
                        h = rng_seed(h + i);
                    a->val[i] = (uint8_t)(h >> (8 * (i & 7)));
                    a->und[i] = a->poi[i] = 0;
                }
                a->env_bytes = 1;
                continue;
            }
            /* an external global: not llfuzz's to know (unless it is the C
             * library's: stdout...); accessing it is unsupported */
            ir_free(a->val);
            a->val = a->und = a->poi = NULL;
            alloc_fast_sync(a);
        }
    }
}

/* A global's bytes as its initializer leaves them: interp_reset copies
 * them back rather than evaluating the initializers again (a campaign's
 * merged module has many globals, and each run resets them all). */
typedef struct GSnap {
    Alloc *a;
    uint8_t *bytes;         /* val, und, poi: 3 * a->size */
    uint32_t *prov;         /* NULL: no pointer stored by the initializer */
    uint8_t *provix;
} GSnap;

static void
snapshot_globals(Interp *ip)
{
    uint32_t n = 0;
    for (IrGlobal *g = ip->m->globals; g; g = g->next)
        n++;
    ip->gsnap = ir_calloc(n + 1, sizeof *ip->gsnap);
    for (IrGlobal *g = ip->m->globals; g; g = g->next) {
        const Cell *c = gmap_get(ip, g);
        Alloc *a = ip->allocs[c->prov];
        if (!a->val || (!g->init && !a->env_bytes))
            continue;
        GSnap *s = &ip->gsnap[ip->ngsnap++];
        s->a = a;
        s->bytes = ir_malloc(3 * a->size + 1);
        memcpy(s->bytes, a->val, a->size);
        memcpy(s->bytes + a->size, a->und, a->size);
        memcpy(s->bytes + 2 * a->size, a->poi, a->size);
        if (a->prov) {
            s->prov = ir_malloc(a->size * sizeof *s->prov + 1);
            memcpy(s->prov, a->prov, a->size * sizeof *s->prov);
            s->provix = ir_malloc(a->size + 1);
            memcpy(s->provix, a->provix, a->size);
        }
    }
}

static void
restore_globals(Interp *ip)
{
    for (uint32_t i = 0; i < ip->ngsnap; i++) {
        GSnap *s = &ip->gsnap[i];
        Alloc *a = s->a;
        memcpy(a->val, s->bytes, a->size);
        memcpy(a->und, s->bytes + a->size, a->size);
        memcpy(a->poi, s->bytes + 2 * a->size, a->size);
        if (s->prov) {
            memcpy(a->prov, s->prov, a->size * sizeof *a->prov);
            memcpy(a->provix, s->provix, a->size);
        } else if (a->prov) {
            memset(a->prov, 0, a->size * sizeof *a->prov);
            memset(a->provix, 0, a->size);
        }
    }
}

/* The PRNG's state for a seed, through splitmix64: xorshift64* started from
 * a small seed (3, 0x5eed) keeps its low bits for many steps, so undef bits
 * chosen one after the other came out equal. */
static uint64_t
rng_seed(uint64_t seed)
{
    uint64_t z = seed + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return z ? z : 0x9E3779B97F4A7C15ull;
}

Interp *
interp_new(IrModule *m, const InterpOptions *opts, char *err, size_t errlen)
{
    Interp *ip = ir_calloc(1, sizeof *ip);
    ip->m = m;
    if (opts)
        ip->o = *opts;
    ip->vscale = ip->o.vscale ? ip->o.vscale : 1;
    if (!ip->o.max_steps)
        ip->o.max_steps = 10000000000ull;
    if (!ip->o.max_memory)
        ip->o.max_memory = 1ull << 30;
    if (!ip->o.max_depth)
        ip->o.max_depth = 10000;
    ip->max_steps = ip->o.max_steps;
    ip->max_depth = ip->o.max_depth;
    ip->out = ip->o.out ? ip->o.out : stdout;
    ip->err = ip->o.err ? ip->o.err : stderr;
    ip->arena = ir_arena_new();
    ip->run = ir_arena_new();
    ip->keep = ir_arena_new();
    /* the stack's first chunk, its top faulted in at once, before the
     * lowered code (which then is not split by it) */
    StackChunk *s0 = ir_arena_alloc(ip->arena, STACK_FIRST_BYTES);
    s0->cap = STACK_FIRST;
    ip->stack0 = s0;
    ir_mem_populate(s0, STACK_FAULT_IN);
    ip->rng = rng_seed(ip->o.seed);
    ip->next_addr = mem_first_addr();
    ip->rs = ir_calloc(1, sizeof *ip->rs);
    /* set-up may hit something unsupported: catch it */
    InterpResult res;
    memset(&res, 0, sizeof res);
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = &res;
    if (setjmp(jb)) {
        snprintf(err, errlen, "%s", res.msg);
        interp_free(ip);
        return NULL;
    }
    /* a pointer wider than 64 bits is unsupported where its type is used
     * (it_check_ptr_width: a function's lowering, a global, an argument) */
    for (uint32_t k = 0; k < m->dl.nptrs; k++)
        ip->wide_ptrs |= m->dl.ptrs[k].size > 64;
    ip->rsrc_ptrs = m->triple && !strncmp(m->triple, "amdgcn", 6) && ir_ptr_bits(m, 8) == 128;
    setup_globals(ip);
    init_globals(ip);
    if (!ip->o.one_run)
        snapshot_globals(ip);
    ip->first_run_alloc = ip->nallocs;
    ip->jb = NULL;
    ip->res = NULL;
    return ip;
}

void
interp_memory(const Interp *ip, size_t *lowered, size_t *run)
{
    /* not the stack's first chunk, which the arena holds but the frames
     * touch only as deep as they go */
    *lowered = ir_arena_used(ip->arena) - (ip->stack0 ? STACK_FIRST_BYTES : 0);
    *run = ir_arena_used(ip->run) + ir_arena_used(ip->keep);
}

void
interp_phi_stats(const Interp *ip, uint64_t *moves, uint64_t *coalesced)
{
    *moves = ip->phi_moves;
    *coalesced = ip->phi_coalesced;
}

void
interp_free(Interp *ip)
{
    if (!ip)
        return;
    mem_free_all(ip);
    stack_free_all(ip);
    if (ip->rs) {
        ir_free(ip->rs->frames);
        ir_free(ip->rs->objs);
        ir_free(ip->rs);
    }
    libc_free(ip);
    env_free(ip);
    for (uint32_t i = 0; i < ip->ngsnap; i++) {
        ir_free(ip->gsnap[i].bytes);
        ir_free(ip->gsnap[i].prov);
        ir_free(ip->gsnap[i].provix);
    }
    ir_free(ip->gsnap);
    ir_free(ip->layouts);
    ir_free(ip->tsizes);
    ir_free(ip->gkeys);
    ir_free(ip->gvals);
    ir_free(ip->lfkeys);
    ir_free(ip->lfuncs);
    ir_arena_free(ip->arena);
    ir_arena_free(ip->run);
    ir_arena_free(ip->keep);
    ir_free(ip);
}

void
interp_reset(Interp *ip)
{
    /* the run's objects go; addresses are never reused: later runs get
     * fresh ones (but for interp_buffer_at's) */
    mem_truncate(ip, ip->first_run_alloc);
    /* re-initialize the globals (the program may have written them) */
    InterpResult res;
    memset(&res, 0, sizeof res);
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = &res;
    if (!setjmp(jb)) {
        if (!ip->gsnap) {
            /* no copy (InterpOptions.one_run): the initializers again, over
             * whatever the runs stored (pointers too) */
            init_globals(ip);
        } else {
            restore_globals(ip);
            /* the others: the C library's (stdout...), re-made */
            for (IrGlobal *g = ip->m->globals; g; g = g->next) {
                const Cell *c = gmap_get(ip, g);
                Alloc *a = ip->allocs[c->prov];
                if (!a->val || g->init || a->env_bytes)
                    continue;
                clear_global(a);
                libc_global(ip, g, a);
            }
        }
    }
    ip->jb = NULL;
    ip->res = NULL;
    ir_arena_reset(ip->run);
    ir_arena_reset(ip->keep);
    libc_reset(ip);
}

/* Run f on argument cells; the result's cells in res->ret. */
static InterpStatus
run_call(Interp *ip, IrFunc *f, Cell **args, IrType **argty, uint32_t nargs, InterpResult *res)
{
    memset(res, 0, sizeof *res);
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = res;
    ip->steps = 0;
    ip->depth = 0;
    ip->cur = NULL;
    ip->cur_op = NULL;
    ip->budget_ops = NULL;
    ip->nbudget_ops = 0;
    ip->bundle_cells = NULL;
    ip->rm = FP_RNE;
    RunState *r = ip->rs;
    IrType *rt = f->g.vtype->elem;
    ip->calls = NULL;
    ip->ncalls = ip->capcalls = 0;
    ip->reads = NULL;
    ip->nreads = ip->capreads = 0;
    env_reset(ip);
    if (setjmp(jb)) {
        /* unwind every frame of the run */
        while (r->nframes)
            pop_frame(ip);
        res->steps = ip->steps;
        res->calls = ip->calls;
        res->ncalls = ip->ncalls;
        res->reads = ip->reads;
        res->nreads = ip->nreads;
        ip->jb = NULL;
        return res->status;
    }
    /* after the setjmp: the return type may be one llfuzz cannot represent */
    Cell *ret = IR_NEWN(ip->run, Cell, it_cells(ip, rt));
    r->ret = ret;
    if (f->is_decl) {
        call_external(ip, f, f->g.vtype, NULL, args, argty, nargs, ret);
    } else {
        push_frame(ip, f, NULL, args, argty, nargs, NULL);
        run_loop(ip, ret, 0);
    }
    res->status = INTERP_RETURNED;
    res->steps = ip->steps;
    res->calls = ip->calls;
    res->ncalls = ip->ncalls;
    res->reads = ip->reads;
    res->nreads = ip->nreads;
    it_to_rtval(ip, rt, ret, &res->ret);
    ip->jb = NULL;
    return res->status;
}

/* ------------------------------------------------- memory for the oracle */

static void
bytes_of(Interp *ip, const Alloc *a, uint64_t off, uint64_t n, RtBytes *out)
{
    out->n = n;
    out->val = IR_NEWN(ip->run, uint8_t, n ? n : 1);
    out->und = IR_NEWN(ip->run, uint8_t, n ? n : 1);
    out->flags = IR_NEWN(ip->run, uint8_t, n ? n : 1);
    if (!n)
        return;
    memcpy(out->val, a->val + off, n);
    memcpy(out->und, a->und + off, n);
    for (uint64_t i = 0; i < n; i++) {
        uint8_t p = a->poi[off + i];
        out->flags[i] = (uint8_t)(((p & POI_POISON) ? RT_BYTE_POISON : 0) | ((p & POI_FIXED) ? RT_BYTE_FIXED : 0) |
                                  (a->prov && a->prov[off + i] ? RT_BYTE_PTR : 0));
    }
}

int
interp_global_bytes(Interp *ip, IrGlobal *g, RtBytes *out)
{
    const Cell *c = gmap_get(ip, g);
    if (!c || !c->prov || c->prov >= ip->nids)
        return -1;
    Alloc *a = ip->allocs[c->prov];
    if (!a || !a->val || a->kind == ALLOC_FUNC)
        return -1;
    bytes_of(ip, a, c->v - a->addr, a->size - (c->v - a->addr), out);
    return 0;
}

IrModule *
interp_module(const Interp *ip)
{
    return ip->m;
}

RtVal
interp_buffer(Interp *ip, IrType *ptrty, uint64_t size, const uint8_t *init)
{
    return interp_buffer_at(ip, ptrty, size, 0, init);
}

/* The run's objects are gone after interp_reset, so an address above the
 * last object left (the globals, the buffers made before) may be given
 * again: the oracle gives the source and the target the same one. */
RtVal
interp_buffer_at(Interp *ip, IrType *ptrty, uint64_t size, uint64_t addr, const uint8_t *init)
{
    RtVal v = interp_val_new(ip, ptrty);
    InterpResult res;
    memset(&res, 0, sizeof res);
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = &res;
    if (!setjmp(jb)) {
        int at = 0;
        if (addr) {
            const Alloc *last = ip->nallocs > 1 ? ip->allocs[ip->nallocs - 1] : NULL;
            uint64_t end = last ? last->addr + (last->size ? last->size : 1) + 16 : mem_first_addr();
            if ((addr & ~(uint64_t)15) >= end) {
                ip->next_addr = addr & ~(uint64_t)15;
                at = 1;
            }
        }
        Alloc *a = mem_new(ip, size, 16, ALLOC_HEAP, NULL);
        if (at) {
            /* moved up by less than 16: still below the next object */
            a->addr = addr;
            a->align = 1;
            while (!(addr & a->align) && a->align < (1u << 30))
                a->align <<= 1;
            ip->next_addr = addr + (size ? size : 1) + 16;
        }
        if (init)
            memcpy(a->val, init, size);
        else
            memset(a->val, 0, size);
        memset(a->und, 0, size);
        memset(a->poi, 0, size);
        Cell c;
        mem_ptr(ip, &c, a, 0);
        it_to_rtval(ip, ptrty, &c, &v);
    }
    ip->jb = NULL;
    ip->res = NULL;
    return v;
}

int
interp_ptr_bytes(Interp *ip, const RtVal *ptr, uint64_t n, RtBytes *out)
{
    if (ptr->nleaves != 1 || ptr->leaf[0].poison || ptr->leaf[0].undef[0])
        return -1;
    uint32_t id = ptr->leaf[0].prov;
    if (!id || id >= ip->nids || !ip->allocs[id] || !ip->allocs[id]->val)
        return -1;
    Alloc *a = ip->allocs[id];
    uint64_t addr = ptr->leaf[0].bits[0];
    if (addr < a->addr || addr - a->addr > a->size || a->size - (addr - a->addr) < n)
        return -1;
    bytes_of(ip, a, addr - a->addr, n, out);
    return 0;
}

void
interp_buffer_readonly(Interp *ip, const RtVal *ptr)
{
    if (ptr->nleaves != 1 || ptr->leaf[0].poison || ptr->leaf[0].undef[0])
        return;
    uint32_t id = ptr->leaf[0].prov;
    if (id && id < ip->nids && ip->allocs[id] && ip->allocs[id]->kind == ALLOC_HEAP)
        ip->allocs[id]->readonly = 2;
}

void
interp_set_max_steps(Interp *ip, uint64_t max_steps)
{
    ip->o.max_steps = max_steps ? max_steps : 10000000000ull;
    ip->max_steps = ip->o.max_steps;
}

void
interp_set_call_hint(Interp *ip, const InterpCall *calls, uint32_t n)
{
    ip->hint = calls;
    ip->nhint = calls ? n : 0;
}

void
interp_set_dn_env(Interp *ip, int env)
{
    ip->o.dn_env = env;
}

void
interp_set_wave(Interp *ip, uint64_t seed)
{
    ip->wave_seed = seed;
    ip->lane = (seed & 3) == 0 ? 0 : (uint32_t)(seed >> 8) & 63;
}

IrFunc *
interp_cur_func(Interp *ip)
{
    RunState *r = ip->rs;
    return r && r->nframes ? r->frames[r->nframes - 1].lf->f : NULL;
}

void
interp_set_undef(Interp *ip, InterpUndef mode, uint64_t seed)
{
    ip->o.undef = mode;
    ip->o.seed = seed;
    ip->rng = rng_seed(seed);
}

IrGlobal *
interp_ptr_global(Interp *ip, const RtLeaf *ptr, uint64_t *off)
{
    uint32_t prov = ptr->prov;
    if (!prov || prov >= ip->nids || !ip->allocs[prov])
        return NULL;
    Alloc *a = ip->allocs[prov];
    if (a->kind != ALLOC_GLOBAL && a->kind != ALLOC_CONST)
        return NULL;
    *off = ptr->bits[0] - a->addr;
    return a->g;
}

/* exit(code) once @main returned: the atexit handlers run (libc_exit), in
 * a run of their own. */
static InterpStatus
run_exit(Interp *ip, int code, InterpResult *res)
{
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = res;
    ip->cur = NULL;
    ip->cur_op = NULL;
    if (!setjmp(jb))
        libc_exit(ip, code);
    while (ip->rs->nframes)
        pop_frame(ip);
    res->steps = ip->steps;
    ip->jb = NULL;
    return res->status;
}

InterpStatus
interp_call(Interp *ip, IrFunc *f, const RtVal *args, uint32_t nargs, InterpResult *res)
{
    /* the arguments' types may be ones llfuzz cannot represent: catch the
     * report here (run_call installs the run's own handler) */
    memset(res, 0, sizeof *res);
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = res;
    if (setjmp(jb)) {
        ip->jb = NULL;
        return res->status;
    }
    Cell **cells = IR_NEWN(ip->run, Cell *, nargs ? nargs : 1);
    IrType **tys = IR_NEWN(ip->run, IrType *, nargs ? nargs : 1);
    for (uint32_t k = 0; k < nargs; k++) {
        tys[k] = args[k].type;
        cells[k] = IR_NEWN(ip->run, Cell, it_cells(ip, tys[k]));
        it_from_rtval(ip, &args[k], cells[k]);
    }
    ip->jb = NULL;
    return run_call(ip, f, cells, tys, nargs, res);
}

/* main(argc, argv): the strings in memory like a C runtime puts them. */
InterpStatus
interp_run_main(Interp *ip, int argc, char **argv, InterpResult *res)
{
    IrFunc *f = ir_module_func(ip->m, "main");
    memset(res, 0, sizeof *res);
    if (!f || f->is_decl) {
        res->status = INTERP_UNSUPPORTED;
        snprintf(res->msg, sizeof res->msg, "unsupported: the module has no @main");
        return res->status;
    }
    IrType *fty = f->g.vtype;
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = res;
    if (setjmp(jb)) {
        ip->jb = NULL;
        return res->status;
    }
    Cell **args = IR_NEWN(ip->run, Cell *, 3);
    IrType **tys = IR_NEWN(ip->run, IrType *, 3);
    uint32_t n = fty->nmembers;
    if (n > 3 || (n >= 1 && fty->members[0]->kind != IR_TY_INT) ||
        (n >= 2 && fty->members[1]->kind != IR_TY_PTR))
        interp_unsupported(ip, "@main of type %s", ir_type_str(ip->run, fty));
    Alloc *vec = mem_new(ip, (uint64_t)(argc + 1) * 8, 16, ALLOC_GLOBAL, NULL);
    for (int k = 0; k < argc; k++) {
        size_t len = strlen(argv[k]) + 1;
        Alloc *s = mem_new(ip, len, 1, ALLOC_GLOBAL, NULL);
        memcpy(s->val, argv[k], len);
        Cell p;
        mem_ptr(ip, &p, s, 0);
        mem_store_at(ip, vec, (uint64_t)k * 8, ip->m->t_ptr, &p);
    }
    for (uint32_t k = 0; k < n; k++) {
        tys[k] = fty->members[k];
        args[k] = IR_NEWN(ip->run, Cell, it_cells(ip, tys[k]));
    }
    if (n >= 1)
        args[0]->v = (uint64_t)argc & it_mask(fty->members[0]->bits);
    if (n >= 2)
        mem_ptr(ip, args[1], vec, 0);
    ip->jb = NULL;
    InterpStatus st = run_call(ip, f, args, tys, n, res);
    if (st == INTERP_RETURNED) {
        /* returning from main is exit(main's value) */
        res->status = INTERP_EXITED;
        res->exit_code = 0;
        if (fty->elem->kind == IR_TY_INT && res->ret.nleaves) {
            if (res->ret.leaf[0].poison || res->ret.leaf[0].undef[0]) {
                res->status = INTERP_UB;
                res->ub_rule = UB_NOUNDEF;
                snprintf(res->msg, sizeof res->msg, "%s: main returned %s", interp_ub_rules[UB_NOUNDEF].name,
                         res->ret.leaf[0].poison ? "poison" : "undef");
            } else {
                res->exit_code = (int)(res->ret.leaf[0].bits[0] & 0xff);
            }
        }
        st = res->status;
        if (st == INTERP_EXITED)
            st = run_exit(ip, res->exit_code, res);
    }
    libc_flush(ip);
    return st;
}

/* The operand values of the instruction that hit UB, for the report. */
static void
append_operands(Interp *ip, char *msg, size_t len)
{
    const Op *o = ip->cur_op;
    RunState *r = ip->rs;
    if (!o || !o->inst || !r || !r->nframes || o->code == C_UNREACHABLE)
        return;
    /* the frame running the op (a call may have pushed its callee already) */
    uint32_t top = r->nframes;
    while (top > 0 && !(o >= r->frames[top - 1].lf->code &&
                        o < r->frames[top - 1].lf->code + r->frames[top - 1].lf->ncode))
        top--;
    /* budget_short's copy of the top frame's last ops */
    if (!top && o >= ip->budget_ops && o < ip->budget_ops + ip->nbudget_ops)
        top = r->nframes;
    if (!top)
        return;
    Frame *fr = &r->frames[top - 1];
    const IrInst *i = o->inst;
    Cell *F = fr->cells;
    uint32_t cells[3] = {o->oa, o->ob, o->oc};  /* byte offsets */
    uint32_t n = i->nops < 3 ? i->nops : 3;
    const IrValue *const *ops = (const IrValue *const *)i->ops;
    if (o->code == C_CALL) {
        const CallInfo *ci = o->x;
        n = ci->nargs < 3 ? ci->nargs : 3;
        for (uint32_t k = 0; k < n; k++)
            cells[k] = ci->arg_off[k];
        ops = (const IrValue *const *)i->ops + 1;
    } else if (o->code == C_BR || o->code == C_INDIRECTBR || o->code == C_SWITCH) {
        n = 1;
    }
    IrBuf b = {0};
    ir_buf_puts(&b, "; operands: ");
    for (uint32_t k = 0; k < n; k++) {
        if (!ops[k] || ops[k]->type->kind == IR_TY_LABEL)
            continue;
        if (k)
            ir_buf_puts(&b, ", ");
        it_print(&b, ip, ops[k]->type, CELL(F, cells[k]));
    }
    size_t used = strlen(msg);
    if (n && used + 3 < len)
        snprintf(msg + used, len - used, "%s", b.p ? b.p : "");
    ir_buf_free(&b);
}
