/* env.c -- the environment: calls to functions that only have a declaration
 * and are neither intrinsics nor functions of the C library subset
 * (InterpOptions.externals; `llfuzz check` turns it on).
 *
 * Who may include it: nothing; run.c's call_external calls env_call.
 *
 * An undefined function is an uninterpreted function (DESIGN.md,
 * "Semantics"): what it returns depends only on its name, its arguments and
 * the memory it may read, so equal inputs give equal outputs within a run
 * and across the source's and the target's runs -- a target that merges two
 * identical calls, hoists one or drops an unused one sees the values the
 * source saw.  The environment is one legal implementation of every such
 * function: it always returns, and it writes only through its pointer
 * arguments (write_args: bytes that depend on the call's key, or on its
 * position in the trace for a traced call) and, for a traced call that may
 * write other memory, the module's globals another module can write
 * (write_globals); the target must refine the source under the same
 * environment, so a difference found is real.
 *
 * What a call may touch (LangRef "Function Attributes", memory(...)): the
 * declaration's memory(...) (readnone/readonly/writeonly are parsed into it)
 * intersected with the call site's; a call with operand bundles has unknown
 * read / write effects unless the call site says otherwise (LangRef "Operand
 * Bundles"); argmem counts only through pointer arguments that are not
 * readnone (reads) or readonly/readnone (writes) on the declaration or the
 * call.
 *
 * Events.  A call that cannot write anything (no location with write access)
 * and is guaranteed to return (willreturn and nounwind, not noreturn) is not
 * observable: LLVM may drop, merge, hoist or sink it, and it is not traced.
 * Any other call is an event of the trace (InterpResult.calls), compared call
 * by call (name, arguments, and a digest of the memory the callee may read);
 * a call that writes nothing but may not return is recorded once per run
 * for each distinct input (its second identical call returns if the first
 * did).  A call to a noreturn function is recorded and then ends the run
 * (INTERP_ABORTED, "noreturn @f called"): the program cannot observe what
 * follows.
 *
 * The key of a call: the name; each argument's value (a pointer by what it
 * points into -- a global's name, an object this environment returned, else
 * the object's kind and size -- and its offset, never by its address, which
 * differs between runs); for the locations the callee may read: the bytes
 * of the objects its pointer arguments point into (argmem), of the module's
 * non-constant external globals (other memory), and for each location the
 * number of traced calls so far that may write it (what the environment's
 * own hidden state -- inaccessiblemem, errno, escaped objects -- may have
 * become).  Bytes holding stored pointers are not hashed (their addresses
 * differ between runs), nor objects past 64 KiB.  Captures are not modelled:
 * a callee reads what its own arguments point to, not objects an earlier
 * call captured (an under-approximation of what it may read: it can miss a
 * bug, never make a false alarm).  A writing call's result depends on its
 * position in the trace instead (the traces must match anyway, and the
 * target may pass a refinement of the source's arguments).
 *
 * A pointer argument whose address the callee cannot see (nocapture,
 * byval) that it may read through is keyed by the bytes around it instead
 * (its window: the bytes before and from the pointer to its object's ends)
 * and not by its object; in a target's run, when a call seen through the
 * windows of a source call of the same function (interp_set_call_hint) has
 * that call's key, it is that call: a callee that read only inside the
 * source's window reads the same bytes here (LLVM passes a constant global
 * for a stack copy of its first bytes: memcpy-from-global).
 *
 * An argument or a hashed byte that is undef or poison makes the key
 * unknown: the results are then fixed-unknown (one value, not known), which
 * in the source matches whatever the target computes.
 *
 * Results.  A parameter marked `returned` gives the result.  Integers and
 * floats are hashed from the key; range(...) maps the value into the range;
 * a value the return attributes (nofpclass...) forbid becomes poison.  A
 * pointer result that is nonnull or dereferenceable(N) points to a fresh
 * object of max(N, 64) bytes (align(A) aligned) with bytes hashed from the
 * key, the same object for the same key within a run; dereferenceable_or_null
 * and unannotated pointer results are null or such an object as the key
 * decides.  Pointers inside aggregate results are null.
 */
#include "interp.h"

#include <string.h>

/* An object this environment returned, by the key that made it. */
typedef struct EnvObj {
    uint64_t key;
    uint32_t id;
} EnvObj;

struct EnvState {
    EnvObj *obj;
    uint32_t nobj, capobj;
    uint64_t *seen;         /* keys of recorded calls that write nothing */
    uint32_t nseen, capseen;
    uint32_t writes[IR_MEM_NLOCS];  /* traced calls that may write each location */
    int no_writes;          /* !invariant.load or .group in the module: callees write nothing */
};

/* Does a load of m carry !invariant.load (or an access !invariant.group)?
 * Its location "contains the same value at all points in the program
 * where [it] is dereferenceable" (LangRef): a callee that wrote it, before
 * or after the load, would make the program undefined, and LLVM reuses
 * such a load across calls (GVN; the same for an invariant group).  The
 * environment then writes nothing through callees (the one choice legal
 * whatever the module loads that way), in this interpreter's runs. */
static int
loads_invariant(const IrModule *m)
{
    for (const IrFunc *f = m->funcs; f; f = (const IrFunc *)f->g.next)
        for (const IrBlock *b = f->first; b; b = b->next)
            for (const IrInst *i = b->first; i; i = i->next)
                for (uint32_t k = 0; (i->op == IR_OP_LOAD || i->op == IR_OP_STORE) && k < i->nmd; k++)
                    if (i->md[k].kind && (!strcmp(i->md[k].kind, "invariant.load") ||
                                          !strcmp(i->md[k].kind, "invariant.group")))
                        return 1;
    return 0;
}


static uint64_t
str_hash(uint64_t h, const char *s)
{
    for (; s && *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

void
env_reset(Interp *ip)
{
    if (!ip->env) {
        ip->env = ir_calloc(1, sizeof *ip->env);
        ip->env->no_writes = loads_invariant(ip->m);
    }
    struct EnvState *e = ip->env;
    e->nobj = e->nseen = 0;
    ip->amd_stored = 0;
    memset(e->writes, 0, sizeof e->writes);
}

void
env_free(Interp *ip)
{
    if (!ip->env)
        return;
    ir_free(ip->env->obj);
    ir_free(ip->env->seen);
    ir_free(ip->env);
    ip->env = NULL;
}

/* The key an object this environment returned was made for (0: not one). */
static uint64_t
obj_key(const struct EnvState *e, uint32_t id)
{
    for (uint32_t i = 0; i < e->nobj; i++)
        if (e->obj[i].id == id)
            return e->obj[i].key;
    return 0;
}

/* ------------------------------------------------------------ effects */

typedef struct Effects {
    uint64_t mem;           /* memory(...) bits, IR_MEM_LOC_* */
    int traced, writes, noreturn;
    int argmem_writer;      /* writes through its pointer arguments only, returns: no event */
} Effects;

static const IrAttrSet *
site_fn(const CallCtx *cx)
{
    return cx->inst && cx->inst->attrs ? &cx->inst->attrs->fn : NULL;
}

static int
fn_has(const CallCtx *cx, IrAttrKind k)
{
    return (cx->callee && ir_attr_has(&cx->callee->attrs.fn, k)) || ir_attr_has(site_fn(cx), k);
}

/* Parameter attribute k on argument i, on the declaration or the call. */
static int
param_has(const CallCtx *cx, uint32_t i, IrAttrKind k)
{
    const IrAttrSet *fs = cx->callee ? ir_attrs_param(&cx->callee->attrs, i) : NULL;
    const IrAttrSet *ss = cx->inst ? ir_attrs_param(cx->inst->attrs, i) : NULL;
    return ir_attr_has(fs, k) || ir_attr_has(ss, k);
}

/* Does the callee not capture parameter i's address (captures(none) or
 * only provenance; nocapture; byval), neither in memory nor its result?
 * Then it cannot tell which object it got, only what the object holds:
 * LLVM may pass a constant global for a stack copy of it
 * (memcpy-from-global). */
static int
address_hidden(const CallCtx *cx, uint32_t i)
{
    const IrAttrSet *sets[2] = {cx->callee ? ir_attrs_param(&cx->callee->attrs, i) : NULL,
                                cx->inst ? ir_attrs_param(cx->inst->attrs, i) : NULL};
    if (param_has(cx, i, IR_ATTR_BYVAL))
        return 1; /* the callee gets a copy */
    for (int k = 0; k < 2; k++) {
        const IrAttr *a = sets[k] ? ir_attr_find(sets[k], IR_ATTR_CAPTURES) : NULL;
        if (a && !(a->i & (IR_CAP_ADDRESS | (IR_CAP_ADDRESS << 4))))
            return 1;
    }
    return 0;
}

static Effects
effects(const CallCtx *cx)
{
    Effects ef = {0};
    const IrAttr *d = cx->callee ? ir_attr_find(&cx->callee->attrs.fn, IR_ATTR_MEMORY) : NULL;
    const IrAttr *s = ir_attr_find(site_fn(cx), IR_ATTR_MEMORY);
    uint64_t all = IR_MEM_ALL(IR_MEM_RW);
    uint64_t dm = d ? d->i : all, sm = s ? s->i : all;
    if (cx->inst && cx->inst->nbundles) {
        /* bundles: unknown effects unless the call site says; "deopt"
         * ones make the call read the whole heap, not write it (LangRef
         * "Deoptimization Operand Bundles") */
        int deopt_only = 1;
        for (uint32_t b = 0; b < cx->inst->nbundles; b++)
            deopt_only &= cx->inst->bundles[b].tag && !strcmp(cx->inst->bundles[b].tag, "deopt");
        dm = deopt_only ? dm | IR_MEM_ALL(IR_MEM_READ) : all;
    }
    ef.mem = dm & sm;
    /* LangRef "speculatable": no effects besides computing the result and
     * no undefined behaviour -- it reads and writes nothing and returns */
    int spec = fn_has(cx, IR_ATTR_SPECULATABLE);
    if (spec)
        ef.mem = 0;
    /* argmem only through the pointer arguments that allow it */
    int rd = 0, wr = 0;
    for (uint32_t i = 0; i < cx->nargs; i++) {
        if (cx->argty[i]->kind != IR_TY_PTR)
            continue;
        int none = param_has(cx, i, IR_ATTR_READNONE);
        rd |= !none && !param_has(cx, i, IR_ATTR_WRITEONLY);
        wr |= !none && !param_has(cx, i, IR_ATTR_READONLY);
    }
    uint64_t arg = IR_MEM_GET(ef.mem, IR_MEM_LOC_ARG) & ((rd ? IR_MEM_READ : 0) | (wr ? IR_MEM_WRITE : 0));
    ef.mem = (ef.mem & ~(uint64_t)3) | arg;
    for (unsigned loc = 0; loc < IR_MEM_NLOCS; loc++)
        if (IR_MEM_GET(ef.mem, loc) & IR_MEM_WRITE)
            ef.writes = 1;
    ef.noreturn = fn_has(cx, IR_ATTR_NORETURN);
    /* a call (not an invoke) in a nounwind function cannot unwind: out of
     * that function it would be UB (LangRef "nounwind") */
    const IrInst *in = cx->inst;
    int caller_nounwind = in && in->op == IR_OP_CALL && in->parent && in->parent->parent &&
                          ir_attr_has(&in->parent->parent->attrs.fn, IR_ATTR_NOUNWIND);
    int returns = spec || (!ef.noreturn && fn_has(cx, IR_ATTR_WILLRETURN) && (fn_has(cx, IR_ATTR_NOUNWIND) || caller_nounwind));
    ef.argmem_writer = returns && ef.writes && (ef.mem & ~(uint64_t)3 & IR_MEM_ALL(IR_MEM_WRITE)) == 0;
    ef.traced = (ef.writes && !ef.argmem_writer) || !returns;
    return ef;
}

/* ------------------------------------------------------------ the key */

/* A global variable of the module that code in another module can name:
 * one it defines (not the C library's streams and errno) with a linkage
 * other than internal and private.  What a callee's "other memory" is. */
static int
nameable_global(const Alloc *a)
{
    return a && a->kind == ALLOC_GLOBAL && a->g && a->g->v.kind == IR_V_GLOBALVAR && a->g->init && a->g->v.name &&
           a->g->linkage != IR_LINK_INTERNAL && a->g->linkage != IR_LINK_PRIVATE;
}

typedef struct Key {
    uint64_t h;
    int unknown;
    uint64_t *win;          /* InterpCall.win (run arena), NULL when no window */
} Key;

/* The bytes of an object (those the environment may read): stored pointers
 * and objects past 64 KiB are left out. */
static void
hash_obj(Key *k, const Alloc *a)
{
    if (!a || !a->alive || !a->val || a->kind == ALLOC_FUNC)
        return;
    uint64_t n = a->size < 65536 ? a->size : 65536, h = k->h ^ a->size;
    for (uint64_t i = 0; i < n; i++) {
        if (a->prov && a->prov[i])
            continue;
        if (a->und[i] || a->poi[i]) {
            k->unknown = 1;
            continue;
        }
        h = (h ^ a->val[i]) * 1099511628211ull;
    }
    k->h = it_mix64(h);
}

/* What a pointer is, without its address: the object's name (a global;
 * a constant one: its bytes), its key (an object of the environment), or
 * its kind and size; the offset. */
static uint64_t
ptr_hash(Interp *ip, const Cell *c, const Alloc **obj, int by_content)
{
    *obj = NULL;
    if (!c->prov && c->v == 0)
        return 0x6e756c6c;
    const Alloc *a = mem_ptr_alloc(ip, c);
    if (!a)
        return it_mix64(c->v);
    *obj = a;
    uint64_t base;
    if (a->val && a->size <= 65536 && (by_content || (a->g && a->g->is_const))) {
        /* a constant by its bytes: identical constants may be merged
         * (unnamed_addr), and what a callee reads there is its bytes (the
         * pointers themselves are still compared by name) */
        base = 0x636f6e73 ^ a->size;
        for (uint64_t i = 0; i < a->size; i++)
            base = (base ^ a->val[i] ^ ((uint64_t)a->und[i] << 8)) * 1099511628211ull;
    } else if (a->g && a->g->v.name)
        base = str_hash(1469598103934665603ull, a->g->v.name);
    else if ((base = obj_key(ip->env, a->id)) == 0)
        base = it_mix64(((uint64_t)a->kind << 48) ^ a->size);
    return it_mix64(base + 0x9e37 * (c->v - a->addr));
}

/* A pointer argument whose address the callee cannot see, which it may read
 * through, by the bytes around it that it may read: from `before` bytes
 * before the pointer to `after` bytes from it -- its object, narrowed to
 * clip[0], clip[1] (a source call's window: interp_set_call_hint) when
 * clip is not NULL.  0 when the pointer is not inside a live object's
 * bytes. */
static int
hash_window(Key *k, const Alloc *a, const Cell *c, const uint64_t *clip, uint64_t *win)
{
    if (!a || !a->alive || !a->val || a->kind == ALLOC_FUNC || c->v < a->addr || c->v > a->addr + a->size)
        return 0;
    uint64_t off = c->v - a->addr, before = off, after = a->size - off;
    if (clip && clip[0] != UINT64_MAX) {
        before = before < clip[0] ? before : clip[0];
        after = after < clip[1] ? after : clip[1];
    }
    win[0] = before;
    win[1] = after;
    uint64_t h = it_mix64(k->h ^ 0x77696e64 ^ before ^ (after << 32));
    uint64_t lo = off - before, hi = off + (after < 65536 ? after : 65536);
    for (uint64_t i = lo; i < hi; i++) {
        if (a->prov && a->prov[i])
            continue;
        if (a->und[i] || a->poi[i]) {
            k->unknown = 1;
            continue;
        }
        h = (h ^ a->val[i]) * 1099511628211ull;
    }
    k->h = it_mix64(h);
    return 1;
}

/* clip: the windows of a source call (InterpCall.win) or NULL */
static Key
call_key(Interp *ip, const CallCtx *cx, const Effects *ef, const uint64_t *clip)
{
    Key k = {str_hash(1469598103934665603ull, cx->name), 0, NULL};
    int rd_arg = IR_MEM_GET(ef->mem, IR_MEM_LOC_ARG) & IR_MEM_READ;
    for (uint32_t i = 0; i < cx->nargs; i++) {
        const TLayout *l = it_layout(ip, cx->argty[i]);
        for (uint32_t j = 0; j < l->nleaves; j++) {
            IrType *lt = l->leaf_type[j];
            const Cell *c = cx->args[i] + l->leaf_cell[j];
            if (c->poison || it_any_unknown(c, it_words(lt))) {
                k.unknown = 1;
                continue;
            }
            if (lt->kind == IR_TY_PTR) {
                const Alloc *a = mem_ptr_alloc(ip, c);
                int hidden = cx->argty[i]->kind == IR_TY_PTR && address_hidden(cx, i);
                /* argmem: the object a pointer argument points into.  The
                 * environment reads it: one outside its lifetime makes that
                 * the source's UB (a callee may read what it may read) */
                int reads = rd_arg && a && cx->argty[i]->kind == IR_TY_PTR && !param_has(cx, i, IR_ATTR_READNONE) &&
                            !param_has(cx, i, IR_ATTR_WRITEONLY);
                if (reads && !a->alive && a->kind == ALLOC_STACK)
                    interp_ub(ip, UB_DEAD_OBJECT, "@%s may read its argument %u, a stack object outside its lifetime",
                              cx->name, i + 1);
                if (reads && hidden) {
                    if (!k.win) {
                        k.win = IR_NEWN(ip->run, uint64_t, 2 * cx->nargs);
                        memset(k.win, 0xff, 2 * cx->nargs * sizeof *k.win);
                    }
                    if (hash_window(&k, a, c, clip ? clip + 2 * i : NULL, k.win + 2 * i))
                        continue;
                }
                k.h = it_mix64(k.h ^ ptr_hash(ip, c, &a, hidden));
                if (reads)
                    hash_obj(&k, a);
                continue;
            }
            for (uint32_t w = 0; w < it_words(lt); w++)
                k.h = it_mix64(k.h ^ c[w].v) + w;
        }
        k.h = it_mix64(k.h + i);
    }
    /* other memory: the module's non-constant external globals that it
     * defines (not the C library's streams and errno), each by its name
     * and bytes, summed: the target's module may list them in another
     * order */
    if ((IR_MEM_GET(ef->mem, IR_MEM_LOC_OTHER) | IR_MEM_GET(ef->mem, IR_MEM_LOC_TARGET0) |
         IR_MEM_GET(ef->mem, IR_MEM_LOC_TARGET1)) & IR_MEM_READ) {
        uint64_t sum = 0;
        for (uint32_t id = 1; id < ip->first_run_alloc && id < ip->nids; id++) {
            const Alloc *a = ip->allocs[id];
            if (!nameable_global(a))
                continue;
            Key gk = {str_hash(1469598103934665603ull, a->g->v.name), 0};
            hash_obj(&gk, a);
            sum += it_mix64(gk.h);
            k.unknown |= gk.unknown;
        }
        k.h = it_mix64(k.h ^ sum);
    }
    /* the environment's state each location has: the writes traced so far */
    for (unsigned loc = 0; loc < IR_MEM_NLOCS; loc++)
        if (loc != IR_MEM_LOC_ARG && (IR_MEM_GET(ef->mem, loc) & IR_MEM_READ))
            k.h = it_mix64(k.h ^ ((uint64_t)ip->env->writes[loc] << 8 | loc));
    return k;
}

/* ------------------------------------------------------------ results */

/* A fresh object for key h, or the one an equal key made this run. */
static void
env_object(Interp *ip, uint64_t h, uint64_t size, uint64_t align, Cell *out)
{
    struct EnvState *e = ip->env;
    h |= 1; /* obj_key's 0 means "none" */
    for (uint32_t i = 0; i < e->nobj; i++)
        if (e->obj[i].key == h) {
            Alloc *a = ip->allocs[e->obj[i].id];
            mem_ptr(ip, out, a, 0);
            return;
        }
    if (size < 64)
        size = 64;
    /* a result dereferenceable(N) past the run's memory budget is llfuzz's
     * limit, not the program's (InstCombine adds the attribute from
     * allocsize: the source's call had a 64-byte object) */
    if (size > ip->o.max_memory / 2)
        interp_unsupported(ip, "an object of %llu bytes for a dereferenceable result (the memory budget is %llu)",
                           (unsigned long long)size, (unsigned long long)ip->o.max_memory);
    Alloc *a = mem_new(ip, size, align > 4096 ? 4096 : (uint32_t)align, ALLOC_HEAP, NULL);
    uint64_t x = h;
    for (uint64_t i = 0; i < size; i++) {
        if (!(i & 7))
            x = it_mix64(x + i);
        a->val[i] = (uint8_t)(x >> (8 * (i & 7)));
        a->und[i] = a->poi[i] = 0;
    }
    if (e->nobj == e->capobj) {
        e->capobj = e->capobj ? 2 * e->capobj : 16;
        e->obj = ir_realloc(e->obj, e->capobj * sizeof *e->obj);
    }
    e->obj[e->nobj++] = (EnvObj){h, a->id};
    mem_ptr(ip, out, a, 0);
}

static uint64_t
ret_int(const CallCtx *cx, IrAttrKind k)
{
    const IrAttr *d = cx->callee ? ir_attr_find(&cx->callee->attrs.ret, k) : NULL;
    const IrAttr *s = cx->inst && cx->inst->attrs ? ir_attr_find(&cx->inst->attrs->ret, k) : NULL;
    uint64_t a = d ? d->i : 0, b = s ? s->i : 0;
    return a > b ? a : b;
}

static int
ret_has(const CallCtx *cx, IrAttrKind k)
{
    return (cx->callee && ir_attr_has(&cx->callee->attrs.ret, k)) ||
           (cx->inst && cx->inst->attrs && ir_attr_has(&cx->inst->attrs->ret, k));
}

static void
make_result(Interp *ip, CallCtx *cx, const Key *k)
{
    IrType *rt = cx->retty;
    if (rt->kind == IR_TY_VOID)
        return;
    /* `returned`: the argument, bitcast to the result type (LangRef
     * "Parameter Attributes": the two must be valid bitcast operands) */
    for (uint32_t i = 0; i < cx->nargs; i++) {
        if (!param_has(cx, i, IR_ATTR_RETURNED))
            continue;
        IrType *at = cx->argty[i];
        if (ir_type_equal(at, rt)) {
            it_copy(cx->ret, cx->args[i], it_cells(ip, rt));
            return;
        }
        uint64_t n = it_store_size(ip, at);
        if (n != it_store_size(ip, rt) || at->kind == IR_TY_PTR || rt->kind == IR_TY_PTR)
            interp_unsupported(ip, "`returned` argument of type %s for a result of type %s",
                               ir_type_str(ip->run, at), ir_type_str(ip->run, rt));
        uint8_t *b = IR_NEWN(ip->run, uint8_t, 3 * (n ? n : 1));
        mem_encode(ip, at, cx->args[i], b, b + n, b + 2 * n);
        mem_decode(ip, rt, b, b + n, b + 2 * n, cx->ret);
        return;
    }
    const TLayout *l = it_layout(ip, rt);
    memset(cx->ret, 0, l->cells * sizeof *cx->ret);
    if (rt->kind == IR_TY_PTR) {
        uint64_t deref = ret_int(cx, IR_ATTR_DEREF), dnull = ret_int(cx, IR_ATTR_DEREF_OR_NULL);
        int nonnull = deref || ret_has(cx, IR_ATTR_NONNULL);
        /* maybe null: the key decides (the same way in both runs) */
        if (!nonnull && (it_mix64(k->h ^ 0x4e554c4c) & 1))
            return;
        env_object(ip, k->h, deref > dnull ? deref : dnull, ret_int(cx, IR_ATTR_ALIGN), cx->ret);
        return;
    }
    const IrAttr *range = NULL;
    if (cx->callee)
        range = ir_attr_find(&cx->callee->attrs.ret, IR_ATTR_RANGE);
    if (!range && cx->inst && cx->inst->attrs)
        range = ir_attr_find(&cx->inst->attrs->ret, IR_ATTR_RANGE);
    for (uint32_t i = 0; i < l->nleaves; i++) {
        IrType *lt = l->leaf_type[i];
        Cell *c = cx->ret + l->leaf_cell[i];
        unsigned bits = it_leaf_bits(ip, lt);
        uint32_t nw = it_words(lt);
        for (uint32_t w = 0; w < nw; w++) {
            uint64_t m = it_mask(bits > 64 * w ? bits - 64 * w : 0);
            if (lt->kind == IR_TY_PTR)
                c[w].v = 0;
            else if (k->unknown)
                c[w].u = m;
            else
                c[w].v = it_mix64(k->h + 131 * i + w) & m;
        }
        c[0].fixed = (uint16_t)k->unknown;
        /* range(lo, hi): lo + v mod (hi - lo), wrapping (LangRef "range") */
        if (range && rt->kind == IR_TY_INT && bits <= 64 && !k->unknown && range->lo && range->hi) {
            uint64_t m = it_mask(bits), lo = ir_const_zext(range->lo) & m, hi = ir_const_zext(range->hi) & m;
            uint64_t span = (hi - lo) & m;
            if (span)
                c[0].v = (lo + c[0].v % span) & m;
        }
    }
    /* whatever still breaks a return attribute (nofpclass, a second range)
     * is poison, as a defined callee's result would be */
    if (cx->callee)
        interp_check_ret_attrs(ip, &cx->callee->attrs.ret, rt, cx->ret);
    if (cx->inst && cx->inst->attrs)
        interp_check_ret_attrs(ip, &cx->inst->attrs->ret, rt, cx->ret);
}

/* ------------------------------------------------------------ the call */

/* A new record of call cx at the end of *v (n used, cap allocated): the
 * record outlives the call, in the arena of the run's records, not the
 * scratch the call's arguments came from (released after it). */
static InterpCall *
push_call(Interp *ip, InterpCall **v, uint32_t *n, uint32_t *cap, const CallCtx *cx)
{
    if (*n == *cap) {
        uint32_t c2 = *cap ? 2 * *cap : 16;
        InterpCall *nv = IR_NEWN(ip->keep, InterpCall, c2);
        if (*n)
            memcpy(nv, *v, *n * sizeof *nv);
        *v = nv;
        *cap = c2;
    }
    InterpCall *c = &(*v)[(*n)++];
    memset(c, 0, sizeof *c);
    c->name = cx->name;
    c->nargs = cx->nargs;
    return c;
}

static void
record(Interp *ip, const CallCtx *cx, const Key *k, int reads)
{
    /* a loop that calls out on each iteration: recording a million
     * calls cost more than running them (and no divergence needs them) */
    if (ip->ncalls >= 10000)
        interp_limit(ip, "the run's trace has more than 10000 calls to external functions");
    InterpCall *c = push_call(ip, &ip->calls, &ip->ncalls, &ip->capcalls, cx);
    c->args = IR_NEWN(ip->keep, RtVal, cx->nargs ? cx->nargs : 1);
    for (uint32_t i = 0; i < cx->nargs; i++)
        it_to_rtval_in(ip, ip->keep, cx->argty[i], cx->args[i], &c->args[i]);
    /* what the callee may read, when it may read and all of it is known */
    c->mem_known = reads && !k->unknown;
    c->mem = k->h;
}

void
env_event(Interp *ip, const CallCtx *cx)
{
    Key k;
    memset(&k, 0, sizeof k);
    k.unknown = 1;
    record(ip, cx, &k, 0);
}

/* The key of a call that reads through pointers whose address it cannot
 * see (k: by the whole objects): a source call's key (interp_set_call_hint)
 * when this call, seen through that call's windows, is that call; the
 * call's windows are added to the run's reads. */
static Key
windowed_key(Interp *ip, const CallCtx *cx, const Effects *ef, Key k)
{
    for (uint32_t j = 0; j < ip->nhint; j++) {
        const InterpCall *h = &ip->hint[j];
        if (h->nargs != cx->nargs || strcmp(h->name, cx->name))
            continue;
        Key kc = call_key(ip, cx, ef, h->win);
        if (!kc.unknown && kc.h == h->mem) {
            k = kc;
            break;
        }
    }
    /* (a loop's thousands of calls: the first ones are enough) */
    if (ip->nreads >= 1024)
        return k;
    InterpCall *c = push_call(ip, &ip->reads, &ip->nreads, &ip->capreads, cx);
    c->mem = k.h;
    c->mem_known = !k.unknown;
    c->win = IR_NEWN(ip->keep, uint64_t, 2 * cx->nargs);
    memcpy(c->win, k.win, 2 * cx->nargs * sizeof *c->win);
    return k;
}

/* A call that writes only through its pointer arguments and returns
 * (memory(argmem: write), nounwind, willreturn) is no event: what it did
 * is what it wrote, and LLVM may drop it when nothing reads that (dead
 * store elimination of calls), or sink it.  The environment writes each
 * object a writable pointer argument points into (LLVM's argmem: any byte
 * of it), from the pointer to its end (at most 64 KiB), bytes that depend
 * on the key only (fixed-unknown ones for an unknown key); not constant
 * objects, which a callee cannot write, nor ones under llvm.invariant.start,
 * nor a byval argument's (the callee writes its own copy).  A traced call that may write its arguments'
 * memory does the same, keyed by its position in the trace (env_call).
 * Only the arguments in the mask allow (bit i: argument i; those past 63
 * always); returns the mask of those written through. */
/* What the environment writes costs steps as fresh memory does
 * (MEM_BYTES_PER_STEP): a loop of calls that each rewrite 64 KiB would
 * otherwise run its step budget's iterations at a millisecond each. */
static void
charge_bytes(Interp *ip, uint64_t bytes)
{
    uint64_t cost = bytes / MEM_BYTES_PER_STEP;
    if (cost > ip->max_steps - ip->steps) {
        ip->steps = ip->max_steps + 1;
        interp_limit(ip, "step budget of %llu instructions exhausted (a callee writing %llu bytes)",
                     (unsigned long long)ip->max_steps, (unsigned long long)bytes);
    }
    ip->steps += cost;
}

/* n bytes hashed from x at ptr, the bytes numbered from `first` (as the
 * byte loop of write_args numbers them), in one write. */
static void
write_hashed(Interp *ip, const Cell *ptr, uint64_t n, uint64_t x, uint64_t first)
{
    uint8_t *b = ir_malloc(n ? n : 1);
    for (uint64_t q = 0; q < n; q++) {
        if (!(q & 7))
            x = it_mix64(x + first + q);
        b[q] = (uint8_t)(x >> (8 * (q & 7)));
    }
    mem_write(ip, ptr, n, b);
    ir_free(b);
}

static uint64_t
write_args(Interp *ip, const CallCtx *cx, const Key *k, uint64_t allow)
{
    uint64_t written = 0;
    for (uint32_t i = 0; i < cx->nargs; i++) {
        if (cx->argty[i]->kind != IR_TY_PTR || param_has(cx, i, IR_ATTR_READONLY) ||
            param_has(cx, i, IR_ATTR_READNONE) || param_has(cx, i, IR_ATTR_BYVAL) ||
            (i < 64 && !(allow >> i & 1)))
            continue;
        const Cell *c = cx->args[i];
        if (c->poison || c->u)
            continue;
        Alloc *a = mem_ptr_alloc(ip, c);
        if (!a || !a->alive || !a->val || a->readonly || a->invariant || a->kind == ALLOC_FUNC ||
            c->v < a->addr || c->v >= a->addr + a->size)
            continue;
        uint64_t off = c->v - a->addr, end = a->size - off > 65536 ? off + 65536 : a->size;
        uint64_t x = it_mix64(k->h + 0x77726974 + i);
        charge_bytes(ip, end - off);
        if (!k->unknown) {
            write_hashed(ip, c, end - off, x, off);
            written |= i < 64 ? 1ull << i : 0;
            continue;
        }
        /* an unknown key: fixed-unknown bytes */
        for (uint64_t o = off; o < end; o++) {
            Cell b;
            memset(&b, 0, sizeof b);
            b.u = 0xff;
            b.fixed = 1;
            mem_store_at(ip, a, o, ip->m->t_i8, &b);
        }
        written |= i < 64 ? 1ull << i : 0;
    }
    return written;
}

/* A traced call that may write other memory writes the module's globals
 * that code in another module can name and write: the non-constant ones
 * it defines with a linkage other than internal and private (the ones the
 * key reads), bytes keyed by the call's position in the trace and the
 * global's name; at most 64 KiB in all, in the order of the module's
 * globals. */
static void
write_globals(Interp *ip, const Key *k)
{
    uint64_t budget = 65536;
    for (uint32_t id = 1; id < ip->first_run_alloc && id < ip->nids; id++) {
        Alloc *a = ip->allocs[id];
        if (!nameable_global(a) || a->g->is_const || a->readonly || a->invariant || !a->alive || !a->val ||
            a->size > budget)
            continue;
        budget -= a->size;
        charge_bytes(ip, a->size);
        Cell p;
        mem_ptr(ip, &p, a, 0);
        write_hashed(ip, &p, a->size, it_mix64(k->h ^ str_hash(1469598103934665603ull, a->g->v.name)), 0);
    }
}

void
interp_set_trace_hint(Interp *ip, const InterpCall *calls, uint32_t n)
{
    ip->trace_hint = calls;
    ip->ntrace_hint = calls ? n : 0;
    ip->trace_hinted = calls != NULL;
}

/* Is kind one of the comma-separated words of an allockind string? */
static int
allockind_has(const char *s, const char *kind)
{
    size_t n = strlen(kind);
    for (const char *k = s; k && *k;) {
        size_t m = strcspn(k, ",");
        if (m == n && !strncmp(k, kind, n))
            return 1;
        k += m + (k[m] == ',');
    }
    return 0;
}

/* An argument as an unsigned size (with unknown bits: the largest it may
 * be, so that the object holds whatever it is), or -1 (poison, not an
 * integer). */
static int64_t
size_arg(const CallCtx *cx, uint64_t i)
{
    if (i >= cx->nargs || cx->argty[i]->kind != IR_TY_INT || cx->argty[i]->bits > 64)
        return -1;
    const Cell *c = cx->args[i];
    if (c->poison)
        return -1;
    return (int64_t)((c->v | c->u) & it_mask(cx->argty[i]->bits) & (UINT64_MAX >> 1));
}

/* A function of the module's own allocator family (allockind("alloc") or
 * ("free"), LangRef "Function Attributes"): what LLVM knows of it is that
 * it allocates (allocsize, allocalign, zeroed or uninitialized memory) or
 * frees its allocptr argument, and it may drop an allocation nothing uses
 * or fold its comparison with null: the environment's allocator always
 * succeeds, with a fresh object, and neither is an event.  1 when done. */
static int
env_allocator(Interp *ip, CallCtx *cx)
{
    const IrAttr *ak = cx->callee ? ir_attr_find(&cx->callee->attrs.fn, IR_ATTR_ALLOCKIND) : NULL;
    if (!ak || !ak->val || allockind_has(ak->val, "realloc"))
        return 0;
    if (allockind_has(ak->val, "free")) {
        for (uint32_t i = 0; i < cx->nargs; i++) {
            if (!param_has(cx, i, IR_ATTR_ALLOCPTR) || cx->argty[i]->kind != IR_TY_PTR)
                continue;
            const Cell *p = cx->args[i];
            if (!p->poison && !p->u && p->v == 0 && !p->prov)
                return 1; /* freeing null does nothing */
            mem_free_ptr(ip, p, cx->name);
            return 1;
        }
        return 0;
    }
    if (!allockind_has(ak->val, "alloc") || cx->retty->kind != IR_TY_PTR)
        return 0;
    int64_t size = 64;
    const IrAttr *as = ir_attr_find(&cx->callee->attrs.fn, IR_ATTR_ALLOCSIZE);
    if (as) {
        int64_t a = size_arg(cx, as->i), b = as->i2 == UINT64_MAX ? 1 : size_arg(cx, as->i2);
        if (a < 0 || b < 0)
            interp_ub(ip, UB_LIBC, "@%s: an allocation of a poison size (the allocator branches on it)", cx->name);
        if (b && (uint64_t)a > UINT64_MAX / 2 / (uint64_t)b)
            interp_unsupported(ip, "@%s: an allocation of %lld * %lld bytes", cx->name, (long long)a, (long long)b);
        size = a * b;
    }
    if ((uint64_t)size > ip->o.max_memory / 2)
        interp_unsupported(ip, "@%s: an allocation of %lld bytes (the memory budget is %llu)", cx->name,
                           (long long)size, (unsigned long long)ip->o.max_memory);
    int64_t align = 16;
    for (uint32_t i = 0; i < cx->nargs; i++)
        if (param_has(cx, i, IR_ATTR_ALLOCALIGN)) {
            int64_t a = size_arg(cx, i);
            if (a > 0 && !(a & (a - 1)) && a <= 4096)
                align = a > 16 ? a : 16;
        }
    Alloc *a = mem_new_heap(ip, (uint64_t)size, (uint32_t)align, cx->inst);
    if (allockind_has(ak->val, "zeroed")) {
        memset(a->val, 0, (size_t)size);
        memset(a->und, 0, (size_t)size);
    }
    memset(cx->ret, 0, sizeof *cx->ret);
    mem_ptr(ip, cx->ret, a, 0);
    return 1;
}

/* LangRef "modular-format": LLVM may redirect a call of a function with
 * that attribute to its modular implementation function (the attribute's
 * fourth field), same arguments, when the format needs only some aspects:
 * the two are one function here, keyed and traced by the latter's name. */
static const char *
modular_name(Interp *ip, const CallCtx *cx)
{
    const IrAttr *a = cx->callee ? ir_attr_find_str(&cx->callee->attrs.fn, "modular-format") : NULL;
    if (!a && site_fn(cx))
        a = ir_attr_find_str(site_fn(cx), "modular-format");
    const char *s = a && a->val ? a->val : NULL;
    for (int field = 0; s && field < 3; field++)
        s = strchr(s, ',') ? strchr(s, ',') + 1 : NULL;
    if (!s || !*s || *s == ',')
        return cx->name;
    size_t n = strcspn(s, ",");
    char *name = IR_NEWN(ip->run, char, n + 1);
    memcpy(name, s, n);
    name[n] = 0;
    return name;
}

void
env_call(Interp *ip, CallCtx *cx)
{
    struct EnvState *e = ip->env;
    if (env_allocator(ip, cx))
        return;
    cx->name = modular_name(ip, cx);
    if (cx->inst)
        for (uint32_t i = 0; i < cx->inst->nbundles; i++)
            if (cx->inst->bundles[i].nops)
                interp_unsupported(ip, "operand bundle \"%s\" on a call to external @%s",
                                   cx->inst->bundles[i].tag, cx->name);
    Effects ef = effects(cx);
    Key k = call_key(ip, cx, &ef, NULL);
    if (k.win)
        k = windowed_key(ip, cx, &ef, k);
    int reads = 0;
    for (unsigned loc = 0; loc < IR_MEM_NLOCS; loc++)
        reads |= IR_MEM_GET(ef.mem, loc) & IR_MEM_READ;
    if (ef.traced) {
        int again = 0;
        if (!ef.writes && !ef.noreturn) {
            /* writes nothing, may not return: the first call of each input is
             * the event (an identical second one returns too) */
            for (uint32_t i = 0; i < e->nseen && !again; i++)
                again = e->seen[i] == k.h;
            /* (an unknown key too: the source may pick equal values for
             * the undef or frozen parts of two calls' inputs) */
            if (!again) {
                if (e->nseen == e->capseen) {
                    e->capseen = e->capseen ? 2 * e->capseen : 16;
                    e->seen = ir_realloc(e->seen, e->capseen * sizeof *e->seen);
                }
                e->seen[e->nseen++] = k.h;
            }
        }
        if (!again)
            record(ip, cx, &k, reads);
        if (ef.writes) {
            /* a writing call's values: its position in the trace */
            uint32_t pos = ip->ncalls - 1;
            k.h = it_mix64(str_hash(1469598103934665603ull, cx->name) + ip->ncalls);
            k.unknown = 0;
            for (unsigned loc = 0; loc < IR_MEM_NLOCS; loc++)
                if (IR_MEM_GET(ef.mem, loc) & IR_MEM_WRITE)
                    e->writes[loc]++;
            /* what it writes through its arguments: in a target's run, where
             * the source's call at this position did (interp_set_trace_hint) */
            const InterpCall *h = NULL;
            if (ip->trace_hinted && pos < ip->ntrace_hint && ip->trace_hint[pos].nargs == cx->nargs &&
                !strcmp(ip->trace_hint[pos].name, cx->name))
                h = &ip->trace_hint[pos];
            if ((IR_MEM_GET(ef.mem, IR_MEM_LOC_ARG) & IR_MEM_WRITE) && !e->no_writes)
                ip->calls[pos].written = write_args(ip, cx, &k, !ip->trace_hinted ? UINT64_MAX : h ? h->written : 0);
            /* and the globals, where the source's call did too */
            if ((IR_MEM_GET(ef.mem, IR_MEM_LOC_OTHER) & IR_MEM_WRITE) && !e->no_writes &&
                (!ip->trace_hinted || (h && h->wrote_globals))) {
                write_globals(ip, &k);
                ip->calls[pos].wrote_globals = 1;
            }
        }
        if (ef.noreturn)
            interp_abort(ip, "noreturn @%s called", cx->name);
    }
    if (ef.argmem_writer && !e->no_writes)
        write_args(ip, cx, &k, UINT64_MAX);
    make_result(ip, cx, &k);
}
