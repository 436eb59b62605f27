/* module.c -- modules, symbol tables, and helpers that build and inspect
 * constants, functions, blocks and instructions. */
#include "ir.h"

#include <string.h>

/* ------------------------------------------------------------ symbol table */

/* Loads of 8 and 4 bytes, the first byte lowest. */
static inline uint64_t
load_le64(const char *p)
{
    uint64_t x;
    memcpy(&x, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    return x;
}

static inline uint64_t
load_le32(const char *p)
{
    uint32_t x;
    memcpy(&x, p, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap32(x);
#endif
    return x;
}

/* The first min(n, 8) bytes of s as a number (zero-padded), reading no
 * byte outside s[0..n): the names looked up point into the source text. */
static inline uint64_t
name_head(const char *s, size_t n)
{
    if (n >= 8)
        return load_le64(s);
    if (n >= 4) /* two overlapping loads */
        return load_le32(s) | load_le32(s + n - 4) << (8 * (n - 4));
    uint64_t x = 0;
    for (size_t k = 0; k < n; k++)
        x |= (uint64_t)(unsigned char)s[k] << (8 * k);
    return x;
}

/* The hash of s[0..n) (head: name_head(s, n)), eight bytes at a time. */
static inline uint32_t
name_hash(const char *s, size_t n, uint64_t head)
{
    const uint64_t M = UINT64_C(0x9E3779B97F4A7C15);
    uint64_t h = ((uint64_t)n * M ^ head) * M;
    if (n > 8) {
        size_t i = 8;
        for (; i + 8 <= n; i += 8)
            h = (h ^ load_le64(s + i)) * M;
        if (i < n)
            h = (h ^ load_le64(s + n - 8)) * M;
    }
    h ^= h >> 32;
    h *= M;
    return (uint32_t)(h >> 32);
}

static inline uint64_t
name_meta(uint32_t hash, size_t n)
{
    return (uint64_t)(n + 1) << 32 | hash;
}

/* The slot of s[0..n): its own, or the empty one where it would go. */
static inline IrSymSlot *
sym_slot(const IrSymtab *t, const char *s, size_t n, uint64_t *metap, uint64_t *headp)
{
    uint64_t head = name_head(s, n);
    uint32_t h = name_hash(s, n, head);
    uint64_t meta = name_meta(h, n);
    uint32_t mask = t->cap - 1;
    IrSymSlot *e = &t->slots[h & mask];
    while (e->meta && (e->meta != meta || e->head != head ||
                       (n > 8 && memcmp(e->key + 8, s + 8, n - 8))))
        e = &t->slots[(uint32_t)(e - t->slots + 1) & mask];
    *metap = meta;
    *headp = head;
    return e;
}

void *
ir_sym_getn(const IrSymtab *t, const char *name, size_t n)
{
    if (!t->cap)
        return NULL;
    uint64_t meta, head;
    IrSymSlot *e = sym_slot(t, name, n, &meta, &head);
    return e->meta ? e->val : NULL;
}

void *
ir_sym_get(const IrSymtab *t, const char *name)
{
    return ir_sym_getn(t, name, strlen(name));
}

void
ir_sym_put(IrSymtab *t, IrArena *a, const char *name, void *val)
{
    if ((t->n + 1) * 2 > t->cap) {
        uint32_t cap = t->cap ? t->cap * 2 : 64;
        IrSymSlot *slots = ir_arena_alloc(a, cap * sizeof *slots);
        for (uint32_t i = 0; i < t->cap; i++) {
            if (!t->slots[i].meta)
                continue;
            uint32_t j = (uint32_t)t->slots[i].meta & (cap - 1);
            while (slots[j].meta)
                j = (j + 1) & (cap - 1);
            slots[j] = t->slots[i];
        }
        t->slots = slots;
        t->cap = cap;
    }
    uint64_t meta, head;
    IrSymSlot *e = sym_slot(t, name, strlen(name), &meta, &head);
    if (!e->meta) {
        e->meta = meta;
        e->head = head;
        e->key = name;
        t->n++;
    }
    e->val = val;
}

/* ------------------------------------------------------------------ module */

IrModule *
ir_module_new(void)
{
    IrArena *a = ir_arena_new();
    IrModule *m = IR_NEW(a, IrModule);
    m->arena = a;
    ir_dl_default(&m->dl);
    m->t_void = ir_type_fp(m, IR_TY_VOID);
    m->t_label = ir_type_fp(m, IR_TY_LABEL);
    m->t_token = ir_type_fp(m, IR_TY_TOKEN);
    m->t_md = ir_type_fp(m, IR_TY_METADATA);
    m->t_i1 = ir_type_int(m, 1);
    m->t_i8 = ir_type_int(m, 8);
    m->t_i32 = ir_type_int(m, 32);
    m->t_i64 = ir_type_int(m, 64);
    m->t_ptr = ir_type_ptr(m, 0);
    return m;
}

void
ir_module_free(IrModule *m)
{
    if (!m)
        return;
    ir_free(m->thash);
    ir_arena_free(m->arena);
}

IrGlobal *
ir_module_global(const IrModule *m, const char *name)
{
    IrGlobal *g = ir_sym_get(&m->gsyms, name);
    return g && g->v.kind != IR_V_FWD ? g : NULL;
}

IrFunc *
ir_module_func(const IrModule *m, const char *name)
{
    IrGlobal *g = ir_module_global(m, name);
    return g && g->v.kind == IR_V_FUNC ? (IrFunc *)g : NULL;
}

/* --------------------------------------------------------------- constants */

IrConst *
ir_const_new(IrModule *m, IrValueKind k, IrType *t)
{
    IrConst *c = IR_NEW(m->arena, IrConst);
    c->v.kind = (uint8_t)k;
    c->v.type = t;
    c->w = &c->inl;
    return c;
}

/* The interning table of scalar constants: open addressing on
 * (type, kind, value). */
static uint32_t
const_hash(const IrType *t, unsigned k, uint64_t v)
{
    uint64_t h = ((uintptr_t)t >> 4) * 0x9E3779B97F4A7C15ull ^ (v * 0xC2B2AE3D27D4EB4Full) ^ k;
    return (uint32_t)(h ^ (h >> 32));
}

static IrConst *
const_intern(IrModule *m, IrValueKind k, IrType *t, uint64_t v)
{
    if ((m->nctab + 1) * 2 > m->ctab_cap) {
        uint32_t cap = m->ctab_cap ? m->ctab_cap * 2 : 256;
        IrConst **tab = ir_arena_alloc(m->arena, cap * sizeof *tab);
        for (uint32_t i = 0; i < m->ctab_cap; i++) {
            IrConst *c = m->ctab[i];
            if (!c)
                continue;
            uint32_t j = const_hash(c->v.type, c->v.kind, c->inl) & (cap - 1);
            while (tab[j])
                j = (j + 1) & (cap - 1);
            tab[j] = c;
        }
        m->ctab = tab;
        m->ctab_cap = cap;
    }
    uint32_t i = const_hash(t, k, v) & (m->ctab_cap - 1);
    for (IrConst *c; (c = m->ctab[i]); i = (i + 1) & (m->ctab_cap - 1))
        if (c->v.type == t && c->v.kind == k && c->inl == v)
            return c;
    IrConst *c = ir_const_new(m, k, t);
    c->inl = v;
    m->ctab[i] = c;
    m->nctab++;
    return c;
}

int
ir_value_same(const IrValue *a, const IrValue *b)
{
    if (a == b)
        return 1;
    if (!a || !b || a->type != b->type || a->kind != b->kind)
        return 0;
    const IrConst *x = (const IrConst *)a, *y = (const IrConst *)b;
    switch (a->kind) {
    case IR_V_INT:
    case IR_V_FP: {
        size_t n = a->kind == IR_V_INT ? WIDE_WORDS(a->type->bits) : ir_type_fp_bits(a->type) <= 64 ? 1 : 2;
        const uint64_t *xw = x->w ? x->w : &x->inl, *yw = y->w ? y->w : &y->inl;
        return !memcmp(xw, yw, n * 8);
    }
    case IR_V_NULL: case IR_V_NONE: case IR_V_UNDEF: case IR_V_POISON: case IR_V_ZERO:
        return 1;
    case IR_V_STR:
        return x->nbytes == y->nbytes && !memcmp(x->bytes, y->bytes, x->nbytes);
    case IR_V_CEXPR:
        if (x->op != y->op || x->pred != y->pred || x->flags != y->flags || x->ty2 != y->ty2 ||
            x->nints != y->nints || (x->nints && memcmp(x->ints, y->ints, x->nints * sizeof *x->ints)) ||
            x->inrange[0] != y->inrange[0] || x->inrange[1] != y->inrange[1])
            return 0;
        /* the operands */
        /* fall through */
    case IR_V_AGG:
    case IR_V_SPLAT:
    case IR_V_BLOCKADDR:
        if (x->nelems != y->nelems)
            return 0;
        for (uint32_t k = 0; k < x->nelems; k++)
            if (!ir_value_same(x->elems[k], y->elems[k]))
                return 0;
        return 1;
    default:
        return 0;
    }
}

IrValue *
ir_const_int(IrModule *m, IrType *t, uint64_t v)
{
    unsigned bits = t->bits;
    if (bits > 64) {
        IrConst *c = ir_const_new(m, IR_V_INT, t);
        c->w = ir_arena_alloc(m->arena, WIDE_WORDS(bits) * 8);
        c->w[0] = v;
        return &c->v;
    }
    return &const_intern(m, IR_V_INT, t, bits == 64 ? v : v & ((1ull << bits) - 1))->v;
}

IrValue *
ir_const_int_words(IrModule *m, IrType *t, const uint64_t *w)
{
    unsigned bits = t->bits;
    if (bits <= 64)
        return ir_const_int(m, t, w[0]);
    IrConst *c = ir_const_new(m, IR_V_INT, t);
    c->w = ir_arena_dup(m->arena, w, WIDE_WORDS(bits) * 8);
    wide_norm(c->w, bits);
    return &c->v;
}

IrValue *
ir_const_fp_bits(IrModule *m, IrType *t, const uint64_t *w)
{
    if (ir_type_fp_bits(t) <= 64)
        return &const_intern(m, IR_V_FP, t, w[0])->v;
    IrConst *c = ir_const_new(m, IR_V_FP, t);
    c->w = ir_arena_dup(m->arena, w, 16);
    return &c->v;
}

IrValue *
ir_const_simple(IrModule *m, IrValueKind k, IrType *t)
{
    return &const_intern(m, k, t, 0)->v;
}

int
ir_value_is_const(const IrValue *v)
{
    return v->kind <= IR_V_CEXPR || (v->kind >= IR_V_GLOBALVAR && v->kind <= IR_V_IFUNC);
}

int
ir_value_is_global(const IrValue *v)
{
    return v->kind >= IR_V_GLOBALVAR && v->kind <= IR_V_IFUNC;
}

int
ir_value_is_zero(const IrValue *v)
{
    const IrConst *c = (const IrConst *)v;
    switch (v->kind) {
    case IR_V_NULL: case IR_V_ZERO:
        return 1;
    case IR_V_INT:
        return wide_is_zero(c->w, v->type->bits);
    case IR_V_FP: {
        unsigned bits = ir_type_fp_bits(v->type);
        if (bits <= 64)
            return c->w[0] == 0;
        return c->w[0] == 0 && c->w[1] == 0;
    }
    default:
        return 0;
    }
}

uint64_t
ir_const_zext(const IrValue *v)
{
    return ((const IrConst *)v)->w[0];
}

int64_t
ir_const_sext(const IrValue *v)
{
    uint64_t x = ((const IrConst *)v)->w[0];
    unsigned bits = v->type->bits;
    if (bits >= 64)
        return (int64_t)x;
    uint64_t sign = 1ull << (bits - 1);
    return (int64_t)((x ^ sign) - sign);
}

/* ----------------------------------------------------- functions and blocks */

IrFunc *
ir_func_new(IrModule *m, const char *name, IrType *fty)
{
    IrFunc *f = IR_NEW(m->arena, IrFunc);
    f->g.v.kind = IR_V_FUNC;
    f->g.v.type = ir_type_ptr(m, 0);
    f->g.v.name = name ? ir_arena_strdup(m->arena, name) : NULL;
    f->g.vtype = fty;
    f->is_decl = 1;
    f->nargs = fty->nmembers;
    f->args = IR_NEWN(m->arena, IrArg *, f->nargs);
    for (uint32_t i = 0; i < f->nargs; i++) {
        IrArg *a = IR_NEW(m->arena, IrArg);
        a->v.kind = IR_V_ARG;
        a->v.type = fty->members[i];
        a->parent = f;
        a->index = i;
        f->args[i] = a;
    }
    if (name)
        ir_sym_put(&m->gsyms, m->arena, f->g.v.name, f);
    if (m->funcs_last)
        m->funcs_last->g.next = &f->g;
    else
        m->funcs = f;
    m->funcs_last = f;
    m->nfuncs++;
    return f;
}

IrBlock *
ir_block_new(IrModule *m, IrFunc *f, const char *name)
{
    IrBlock *b = IR_NEW(m->arena, IrBlock);
    b->v.kind = IR_V_BLOCK;
    b->v.type = m->t_label;
    b->v.name = name ? ir_arena_strdup(m->arena, name) : NULL;
    b->parent = f;
    b->prev = f->last;
    if (f->last)
        f->last->next = b;
    else
        f->first = b;
    f->last = b;
    f->nblocks++;
    f->is_decl = 0;
    return b;
}

IrInst *
ir_inst_new(IrModule *m, IrOp op, IrType *type, uint32_t nops)
{
    IrInst *i = IR_NEW(m->arena, IrInst);
    i->v.kind = IR_V_INST;
    i->v.type = type;
    i->op = (uint16_t)op;
    i->nops = nops;
    i->ops = nops ? IR_NEWN(m->arena, IrValue *, nops) : NULL;
    return i;
}

void
ir_block_append(IrBlock *b, IrInst *i)
{
    i->parent = b;
    i->prev = b->last;
    i->next = NULL;
    if (b->last)
        b->last->next = i;
    else
        b->first = i;
    b->last = i;
    b->ninsts++;
}

void
ir_inst_insert_before(IrInst *pos, IrInst *i)
{
    IrBlock *b = pos->parent;
    i->parent = b;
    i->next = pos;
    i->prev = pos->prev;
    if (pos->prev)
        pos->prev->next = i;
    else
        b->first = i;
    pos->prev = i;
    b->ninsts++;
}

void
ir_inst_remove(IrInst *i)
{
    IrBlock *b = i->parent;
    if (!b)
        return;
    if (i->prev)
        i->prev->next = i->next;
    else
        b->first = i->next;
    if (i->next)
        i->next->prev = i->prev;
    else
        b->last = i->prev;
    b->ninsts--;
    i->parent = NULL;
    i->prev = i->next = NULL;
}

int
ir_inst_is_terminator(const IrInst *i)
{
    return ir_opinfo[i->op].cls == IR_CLS_TERM;
}

IrInst *
ir_block_terminator(const IrBlock *b)
{
    return b->last && ir_inst_is_terminator(b->last) ? b->last : NULL;
}

uint32_t
ir_inst_nsucc(const IrInst *i)
{
    switch (i->op) {
    case IR_OP_BR: return i->nops == 1 ? 1 : 2;
    case IR_OP_SWITCH: return 1 + (i->nops - 2) / 2;
    case IR_OP_INDIRECTBR: return i->nops - 1;
    case IR_OP_INVOKE: return 2;
    case IR_OP_CALLBR: return 1 + i->n_indirect;
    case IR_OP_CLEANUPRET: return i->nops == 2 ? 1 : 0;
    case IR_OP_CATCHRET: return 1;
    case IR_OP_CATCHSWITCH: return i->nops - 1;
    default: return 0;
    }
}

IrBlock *
ir_inst_succ(const IrInst *i, uint32_t k)
{
    IrValue *v = NULL;
    switch (i->op) {
    case IR_OP_BR: v = i->nops == 1 ? i->ops[0] : i->ops[1 + k]; break;
    case IR_OP_SWITCH: v = k == 0 ? i->ops[1] : i->ops[1 + 2 * k]; break;
    case IR_OP_INDIRECTBR: v = i->ops[1 + k]; break;
    case IR_OP_INVOKE: v = i->ops[i->nops - 2 + k]; break;
    case IR_OP_CALLBR: v = i->ops[i->nops - 1 - i->n_indirect + k]; break;
    case IR_OP_CLEANUPRET: v = i->ops[1]; break;
    case IR_OP_CATCHRET: v = i->ops[1]; break;
    case IR_OP_CATCHSWITCH: v = i->ops[1 + k]; break;
    default: return NULL;
    }
    return v && v->kind == IR_V_BLOCK ? (IrBlock *)v : NULL;
}

void
ir_func_number(IrFunc *f)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < f->nargs; i++)
        if (!f->args[i]->v.name)
            f->args[i]->v.slot = n++;
    for (IrBlock *b = f->first; b; b = b->next) {
        if (!b->v.name)
            b->v.slot = n++;
        for (IrInst *i = b->first; i; i = i->next)
            if (!i->v.name && i->v.type->kind != IR_TY_VOID)
                i->v.slot = n++;
    }
    f->nslots = n;
    ir_func_number_blocks(f);
}

void
ir_func_number_blocks(IrFunc *f)
{
    uint32_t k = 0;
    for (IrBlock *b = f->first; b; b = b->next)
        b->index = k++;
}

int
ir_inst_is_call(const IrInst *i)
{
    return i->op == IR_OP_CALL || i->op == IR_OP_INVOKE || i->op == IR_OP_CALLBR;
}

IrValue *
ir_call_callee(const IrInst *i)
{
    return i->ops[0];
}

uint32_t
ir_call_nargs(const IrInst *i)
{
    switch (i->op) {
    case IR_OP_CALL: return i->nops - 1;
    case IR_OP_INVOKE: return i->nops - 3;
    case IR_OP_CALLBR: return i->nops - 2 - i->n_indirect;
    default: return 0;
    }
}

IrValue *
ir_call_arg(const IrInst *i, uint32_t k)
{
    return i->ops[1 + k];
}

const char *
ir_call_name(const IrInst *i)
{
    IrValue *c = i->ops[0];
    if (c->kind == IR_V_FUNC || c->kind == IR_V_ALIAS || c->kind == IR_V_GLOBALVAR ||
        c->kind == IR_V_IFUNC)
        return c->name;
    return NULL;
}

int
ir_func_vscale_range(const IrFunc *f, uint64_t *min, uint64_t *max)
{
    const IrAttr *a = ir_attr_find(&f->attrs.fn, IR_ATTR_VSCALE_RANGE);
    if (!a)
        return 0;
    *min = a->i;
    *max = a->i2 == UINT64_MAX ? a->i : a->i2;
    return 1;
}

/* Does t contain a scalable vector?  Memoized by type id (m[id]: 0 not
 * seen, 1 no, 2 yes): a struct of two structs of two ... is a DAG, which a
 * plain walk would take exponential time over. */
typedef struct ScalMemo {
    uint8_t *m;
    uint32_t n;
} ScalMemo;

static int
type_scalable(ScalMemo *sm, const IrType *t, int depth)
{
    if (!t || depth > 32)
        return 0;
    if (t->kind == IR_TY_VEC)
        return (t->flags & IR_TYF_SCALABLE) != 0;
    if (t->kind != IR_TY_ARRAY && t->kind != IR_TY_STRUCT && t->kind != IR_TY_FUNC)
        return 0;
    if (t->id >= sm->n) {
        uint32_t n = sm->n ? sm->n : 64;
        while (n <= t->id)
            n *= 2;
        sm->m = ir_realloc(sm->m, n);
        memset(sm->m + sm->n, 0, n - sm->n);
        sm->n = n;
    }
    if (sm->m[t->id])
        return sm->m[t->id] == 2;
    int r = 0;
    if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_FUNC)
        r = type_scalable(sm, t->elem, depth + 1);
    for (uint32_t i = 0; !r && t->kind != IR_TY_ARRAY && i < t->nmembers; i++)
        r = type_scalable(sm, t->members[i], depth + 1);
    sm->m[t->id] = r ? 2 : 1;
    return r;
}

static int
func_uses_scalable(ScalMemo *sm, const IrFunc *f)
{
    if (type_scalable(sm, f->g.vtype, 0))
        return 1;
    for (IrBlock *b = f->first; b; b = b->next)
        for (IrInst *i = b->first; i; i = i->next) {
            if (type_scalable(sm, i->v.type, 0) || type_scalable(sm, i->ty2, 0) || type_scalable(sm, i->fty, 0))
                return 1;
            for (uint32_t k = 0; k < i->nops; k++)
                if (i->ops[k] && type_scalable(sm, i->ops[k]->type, 0))
                    return 1;
            if (i->op == IR_OP_CALL || i->op == IR_OP_INVOKE || i->op == IR_OP_CALLBR) {
                const char *n = ir_call_name(i);
                if (n && (!strncmp(n, "llvm.vscale", 11) || !strncmp(n, "llvm.experimental.get.vector.length", 35) ||
                          !strncmp(n, "llvm.riscv.vsetvli", 18)))
                    return 1;
            }
        }
    return 0;
}

int
ir_func_uses_scalable(const IrFunc *f)
{
    ScalMemo sm = {NULL, 0};
    int r = func_uses_scalable(&sm, f);
    ir_free(sm.m);
    return r;
}

/* ------------------------------------------------------------- attributes */

const IrAttr *
ir_attr_find(const IrAttrSet *s, IrAttrKind k)
{
    if (!s)
        return NULL;
    for (uint32_t i = 0; i < s->n; i++)
        if (s->a[i].kind == k)
            return &s->a[i];
    return NULL;
}

const IrAttr *
ir_attr_find_str(const IrAttrSet *s, const char *key)
{
    if (!s)
        return NULL;
    for (uint32_t i = 0; i < s->n; i++)
        if (s->a[i].kind == IR_ATTR_STRING && !strcmp(s->a[i].key, key))
            return &s->a[i];
    return NULL;
}

int
ir_attr_has(const IrAttrSet *s, IrAttrKind k)
{
    return ir_attr_find(s, k) != NULL;
}

const IrAttrSet *
ir_attrs_param(const IrAttrList *l, uint32_t i)
{
    if (!l || i >= l->nparams || !l->params[i].n)
        return NULL;
    return &l->params[i];
}

/* ---------------------------------------------------------------- casts */

/* Bits of a non-pointer scalar or vector (no datalayout needed). */
static uint64_t
cast_bits(const IrType *t)
{
    const IrType *e = t->kind == IR_TY_VEC ? t->elem : t;
    uint64_t b = e->kind == IR_TY_INT ? e->bits : e->kind == IR_TY_X86_AMX ? 8192 : ir_type_fp_bits(e);
    return t->kind == IR_TY_VEC ? b * t->count : b;
}

/* LangRef "Conversion Operations": is `op from to to` a valid cast? */
int
ir_cast_valid(const IrModule *m, unsigned op, const IrType *from, const IrType *to)
{
    int fv = from->kind == IR_TY_VEC, tv = to->kind == IR_TY_VEC;
    if (op != IR_OP_BITCAST) {
        if (fv != tv)
            return 0;
        if (fv && (from->count != to->count ||
                   (from->flags & IR_TYF_SCALABLE) != (to->flags & IR_TYF_SCALABLE)))
            return 0;
    }
    const IrType *fs = fv ? from->elem : from, *ts = tv ? to->elem : to;
    switch (op) {
    case IR_OP_TRUNC:
        return fs->kind == IR_TY_INT && ts->kind == IR_TY_INT && fs->bits > ts->bits;
    case IR_OP_ZEXT: case IR_OP_SEXT:
        return fs->kind == IR_TY_INT && ts->kind == IR_TY_INT && fs->bits < ts->bits;
    case IR_OP_FPTRUNC:
        return ir_type_is_fp(fs) && ir_type_is_fp(ts) && ir_type_fp_bits(fs) > ir_type_fp_bits(ts);
    case IR_OP_FPEXT:
        return ir_type_is_fp(fs) && ir_type_is_fp(ts) && ir_type_fp_bits(fs) < ir_type_fp_bits(ts);
    case IR_OP_FPTOUI: case IR_OP_FPTOSI:
        return ir_type_is_fp(fs) && ts->kind == IR_TY_INT;
    case IR_OP_UITOFP: case IR_OP_SITOFP:
        return fs->kind == IR_TY_INT && ir_type_is_fp(ts);
    case IR_OP_PTRTOINT:
        return fs->kind == IR_TY_PTR && ts->kind == IR_TY_INT;
    case IR_OP_PTRTOADDR: /* the result is exactly as wide as the address */
        return fs->kind == IR_TY_PTR && ts->kind == IR_TY_INT &&
               ts->bits == ir_ptr_index_bits(m, fs->bits);
    case IR_OP_INTTOPTR:
        return fs->kind == IR_TY_INT && ts->kind == IR_TY_PTR;
    case IR_OP_ADDRSPACECAST:
        return fs->kind == IR_TY_PTR && ts->kind == IR_TY_PTR && fs->bits != ts->bits;
    case IR_OP_BITCAST: {
        if (from->kind == IR_TY_TARGETEXT || to->kind == IR_TY_TARGETEXT)
            return from == to;
        if (!ir_type_is_first_class(from) || !ir_type_is_first_class(to) ||
            ir_type_is_aggregate(from) || ir_type_is_aggregate(to) ||
            from->kind == IR_TY_LABEL || to->kind == IR_TY_LABEL || from->kind == IR_TY_METADATA ||
            to->kind == IR_TY_METADATA || from->kind == IR_TY_TOKEN || to->kind == IR_TY_TOKEN)
            return 0;
        int fp = fs->kind == IR_TY_PTR, tp = ts->kind == IR_TY_PTR;
        if (fp != tp)
            return 0;
        if (fp) {
            /* pointers of one address space; a vector of them only to a vector
             * of as many, or a single pointer to <1 x ptr> and back */
            if (fs->bits != ts->bits)
                return 0;
            if (fv && tv)
                return from->count == to->count &&
                       (from->flags & IR_TYF_SCALABLE) == (to->flags & IR_TYF_SCALABLE);
            if (fv)
                return from->count == 1 && !(from->flags & IR_TYF_SCALABLE);
            if (tv)
                return to->count == 1 && !(to->flags & IR_TYF_SCALABLE);
            return 1;
        }
        if (fv && tv && (from->flags & IR_TYF_SCALABLE) != (to->flags & IR_TYF_SCALABLE))
            return 0;
        if ((fv && (from->flags & IR_TYF_SCALABLE)) != (tv && (to->flags & IR_TYF_SCALABLE)))
            return 0;
        return cast_bits(from) == cast_bits(to) && cast_bits(from) != 0;
    }
    default:
        return 0;
    }
}
