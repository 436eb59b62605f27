/* type.c -- interned types (LangRef "Type System"), their text, and the
 * sizes/alignments the datalayout gives them (LangRef "Data Layout"). */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- interning */

static uint64_t
type_hash(uint8_t kind, uint8_t flags, uint32_t bits, uint64_t count, const IrType *elem,
          IrType *const *mem, uint32_t nmem, const uint32_t *ints, uint32_t nints,
          const char *name)
{
    uint64_t h = 1469598103934665603ull;
#define MIX(x) (h = (h ^ (uint64_t)(x)) * 1099511628211ull)
    MIX(kind);
    MIX(flags);
    MIX(bits);
    MIX(count);
    MIX((uintptr_t)elem);
    for (uint32_t i = 0; i < nmem; i++)
        MIX((uintptr_t)mem[i]);
    for (uint32_t i = 0; i < nints; i++)
        MIX(ints[i]);
    if (name)
        for (const char *p = name; *p; p++)
            MIX((unsigned char)*p);
#undef MIX
    return h ^ (h >> 29);
}

static int
type_matches(const IrType *t, uint8_t kind, uint8_t flags, uint32_t bits, uint64_t count,
             const IrType *elem, IrType *const *mem, uint32_t nmem, const uint32_t *ints,
             uint32_t nints, const char *name)
{
    if (t->kind != kind || t->flags != flags || t->bits != bits || t->count != count ||
        t->elem != elem || t->nmembers != nmem || t->nints != nints)
        return 0;
    if (nmem && memcmp(t->members, mem, nmem * sizeof *mem))
        return 0;
    if (nints && memcmp(t->ints, ints, nints * sizeof *ints))
        return 0;
    if ((name == NULL) != (t->name == NULL))
        return 0;
    return !name || !strcmp(name, t->name);
}

static void
thash_grow(IrModule *m)
{
    uint32_t cap = m->thash_cap ? m->thash_cap * 2 : 256;
    IrType **tab = ir_calloc(cap, sizeof *tab);
    for (uint32_t i = 0; i < m->thash_cap; i++) {
        for (IrType *t = m->thash[i], *n; t; t = n) {
            n = t->hnext;
            uint64_t h = type_hash(t->kind, t->flags, t->bits, t->count, t->elem, t->members,
                                   t->nmembers, t->ints, t->nints, t->name);
            t->hnext = tab[h & (cap - 1)];
            tab[h & (cap - 1)] = t;
        }
    }
    ir_free(m->thash);
    m->thash = tab;
    m->thash_cap = cap;
}

static IrType *
intern(IrModule *m, uint8_t kind, uint8_t flags, uint32_t bits, uint64_t count, IrType *elem,
       IrType **mem, uint32_t nmem, const uint32_t *ints, uint32_t nints, const char *name)
{
    if (m->ntypes * 2 >= m->thash_cap)
        thash_grow(m);
    uint64_t h = type_hash(kind, flags, bits, count, elem, mem, nmem, ints, nints, name);
    IrType **slot = &m->thash[h & (m->thash_cap - 1)];
    for (IrType *t = *slot; t; t = t->hnext)
        if (type_matches(t, kind, flags, bits, count, elem, mem, nmem, ints, nints, name))
            return t;
    IrType *t = IR_NEW(m->arena, IrType);
    t->kind = kind;
    t->flags = flags;
    t->bits = bits;
    t->count = count;
    t->elem = elem;
    t->nmembers = nmem;
    if (nmem)
        t->members = ir_arena_dup(m->arena, mem, nmem * sizeof *mem);
    t->nints = nints;
    if (nints)
        t->ints = ir_arena_dup(m->arena, ints, nints * sizeof *ints);
    if (name)
        t->name = ir_arena_strdup(m->arena, name);
    t->id = m->ntypes++;
    t->hnext = *slot;
    *slot = t;
    return t;
}

IrType *
ir_type_void(IrModule *m)
{
    return m->t_void;
}

IrType *
ir_type_label(IrModule *m)
{
    return m->t_label;
}

IrType *
ir_type_token(IrModule *m)
{
    return m->t_token;
}

IrType *
ir_type_metadata(IrModule *m)
{
    return m->t_md;
}

IrType *
ir_type_int(IrModule *m, uint32_t bits)
{
    /* one load for the common widths (the parser asks for each `iN` token) */
    if (bits <= 64) {
        if (!m->t_int[bits])
            m->t_int[bits] = intern(m, IR_TY_INT, 0, bits, 0, NULL, NULL, 0, NULL, 0, NULL);
        return m->t_int[bits];
    }
    return intern(m, IR_TY_INT, 0, bits, 0, NULL, NULL, 0, NULL, 0, NULL);
}

IrType *
ir_type_fp(IrModule *m, IrTypeKind kind)
{
    if (!m->t_fp[kind])
        m->t_fp[kind] = intern(m, (uint8_t)kind, 0, 0, 0, NULL, NULL, 0, NULL, 0, NULL);
    return m->t_fp[kind];
}

IrType *
ir_type_ptr(IrModule *m, uint32_t as)
{
    if (as == 0 && m->t_ptr)
        return m->t_ptr;
    return intern(m, IR_TY_PTR, 0, as, 0, NULL, NULL, 0, NULL, 0, NULL);
}

IrType *
ir_type_vec(IrModule *m, IrType *elem, uint64_t n, int scalable)
{
    return intern(m, IR_TY_VEC, scalable ? IR_TYF_SCALABLE : 0, 0, n, elem, NULL, 0, NULL, 0, NULL);
}

IrType *
ir_type_array(IrModule *m, IrType *elem, uint64_t n)
{
    return intern(m, IR_TY_ARRAY, 0, 0, n, elem, NULL, 0, NULL, 0, NULL);
}

IrType *
ir_type_struct(IrModule *m, IrType **members, uint32_t n, int packed)
{
    return intern(m, IR_TY_STRUCT, packed ? IR_TYF_PACKED : 0, 0, 0, NULL, members, n, NULL, 0, NULL);
}

IrType *
ir_type_func(IrModule *m, IrType *ret, IrType **params, uint32_t n, int vararg)
{
    return intern(m, IR_TY_FUNC, vararg ? IR_TYF_VARARG : 0, 0, 0, ret, params, n, NULL, 0, NULL);
}

IrType *
ir_type_target_ext(IrModule *m, const char *name, IrType **tys, uint32_t ntys,
                   const uint32_t *ints, uint32_t nints)
{
    return intern(m, IR_TY_TARGETEXT, 0, 0, 0, NULL, tys, ntys, ints, nints, name);
}

IrType *
ir_type_named_find(const IrModule *m, const char *name)
{
    return ir_sym_get(&m->tsyms, name);
}

IrType *
ir_type_named(IrModule *m, const char *name)
{
    IrType *t = ir_sym_get(&m->tsyms, name);
    if (t)
        return t;
    t = IR_NEW(m->arena, IrType);
    t->kind = IR_TY_STRUCT;
    t->flags = IR_TYF_NAMED | IR_TYF_OPAQUE;
    t->name = ir_arena_strdup(m->arena, name);
    t->id = m->ntypes++;
    ir_sym_put(&m->tsyms, m->arena, t->name, t);
    if (m->nnamed_types == m->cap_named_types) {
        uint32_t cap = m->cap_named_types ? m->cap_named_types * 2 : 16;
        IrType **n = ir_arena_alloc(m->arena, cap * sizeof *n);
        if (m->nnamed_types)
            memcpy(n, m->named_types, m->nnamed_types * sizeof *n);
        m->named_types = n;
        m->cap_named_types = cap;
    }
    m->named_types[m->nnamed_types++] = t;
    return t;
}

void
ir_type_set_body(IrModule *m, IrType *t, IrType **members, uint32_t n, int packed)
{
    t->flags = (t->flags & IR_TYF_NUMBERED) | IR_TYF_NAMED | (packed ? IR_TYF_PACKED : 0);
    t->nmembers = n;
    t->members = n ? ir_arena_dup(m->arena, members, n * sizeof *members) : NULL;
}

IrType *
ir_type_with_shape(IrModule *m, IrType *scalar, const IrType *like)
{
    if (like->kind != IR_TY_VEC)
        return scalar;
    return ir_type_vec(m, scalar, like->count, like->flags & IR_TYF_SCALABLE);
}

/* ------------------------------------------------------------ predicates */

int
ir_type_is_int(const IrType *t)
{
    return t->kind == IR_TY_INT;
}

int
ir_type_is_fp(const IrType *t)
{
    return t->kind >= IR_TY_HALF && t->kind <= IR_TY_PPC_FP128;
}

int
ir_type_is_ptr(const IrType *t)
{
    return t->kind == IR_TY_PTR;
}

int
ir_type_is_int_or_intvec(const IrType *t)
{
    return t->kind == IR_TY_INT || (t->kind == IR_TY_VEC && t->elem->kind == IR_TY_INT);
}

int
ir_type_is_fp_or_fpvec(const IrType *t)
{
    return ir_type_is_fp(t) || (t->kind == IR_TY_VEC && ir_type_is_fp(t->elem));
}

int
ir_type_is_ptr_or_ptrvec(const IrType *t)
{
    return t->kind == IR_TY_PTR || (t->kind == IR_TY_VEC && t->elem->kind == IR_TY_PTR);
}

int
ir_type_is_first_class(const IrType *t)
{
    return t->kind != IR_TY_VOID && t->kind != IR_TY_FUNC;
}

int
ir_type_is_aggregate(const IrType *t)
{
    return t->kind == IR_TY_ARRAY || t->kind == IR_TY_STRUCT;
}

int
ir_type_is_single_value(const IrType *t)
{
    return t->kind == IR_TY_INT || ir_type_is_fp(t) || t->kind == IR_TY_PTR ||
           t->kind == IR_TY_VEC || t->kind == IR_TY_X86_AMX || t->kind == IR_TY_TARGETEXT;
}

/* The identified structs one query has met, and what it found of each:
 * for a sizedness query its state (1 = being visited: met again, the type
 * contains itself, which is unsized, as in LLVM; 2 = sized), for a layout
 * query its size in bits and ABI alignment (0 while unknown).  Without it
 * a chain of structs that each name the next one twice ({ %t1, %t1 }) takes
 * time exponential in its length (forty of them: hours).  Literal structs
 * need no entry: their text is as large as their expansion.  Open
 * addressing on the pointer, in a table on the caller's stack until it
 * holds more than a few; the table is cleared only when a struct needs an
 * entry (most queries are about a scalar). */
enum { TM_LOCAL = 16 };
/* the queries' depth only guards the C stack: literal types nest at most
 * as deep as the parser allows (256), chains of identified structs need a
 * line each; what sized_rec calls sized, the layout lays out in full */
enum { TYPE_MAX_DEPTH = 10000 };
typedef struct TypeSlot {
    const IrType *key;
    uint64_t bits;
    uint32_t align;
    uint8_t has_bits, state;
} TypeSlot;
typedef struct TypeMemo {
    TypeSlot *slot;
    uint32_t cap, n;
    TypeSlot local[TM_LOCAL];
    uint64_t vscale;    /* what a scalable vector's count is multiplied by */
} TypeMemo;

#define TYPE_MEMO(tm) TypeMemo tm; tm.slot = NULL; tm.cap = tm.n = 0; tm.vscale = 1

static TypeSlot *
memo_slot(TypeMemo *tm, const IrType *t)
{
    if (!tm->slot) {
        memset(tm->local, 0, sizeof tm->local);
        tm->slot = tm->local;
        tm->cap = TM_LOCAL;
    }
    if (tm->n * 2 >= tm->cap) {
        TypeMemo g;
        g.n = 0;
        g.cap = tm->cap * 2;
        g.slot = ir_calloc(g.cap, sizeof *g.slot);
        for (uint32_t i = 0; i < tm->cap; i++)
            if (tm->slot[i].key)
                *memo_slot(&g, tm->slot[i].key) = tm->slot[i];
        if (tm->slot != tm->local)
            ir_free(tm->slot);
        tm->slot = g.slot;
        tm->cap = g.cap;
        tm->n = g.n;
    }
    uint32_t h = (uint32_t)(((uintptr_t)t >> 4) * 2654435761u) & (tm->cap - 1);
    while (tm->slot[h].key && tm->slot[h].key != t)
        h = (h + 1) & (tm->cap - 1);
    if (!tm->slot[h].key) {
        tm->slot[h].key = t;
        tm->n++;
    }
    return &tm->slot[h];
}

/* a struct that gets an entry */
static int
memo_struct(const IrType *t)
{
    return t->kind == IR_TY_STRUCT && (t->flags & (IR_TYF_NAMED | IR_TYF_NUMBERED));
}

static void
memo_done(TypeMemo *tm)
{
    if (tm->slot && tm->slot != tm->local)
        ir_free(tm->slot);
}

/* LangRef: target extension types are sized only when their layout type is;
 * we know the layout of none, except the ones that are plainly pointers. */
static int
sized_rec(const IrType *t, TypeMemo *tm, int depth)
{
    if (depth > TYPE_MAX_DEPTH)
        return 0;
    switch (t->kind) {
    case IR_TY_INT: case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE:
    case IR_TY_FP128: case IR_TY_X86_FP80: case IR_TY_PPC_FP128: case IR_TY_PTR:
    case IR_TY_X86_AMX:
        return 1;
    case IR_TY_VEC:
    case IR_TY_ARRAY:
        return sized_rec(t->elem, tm, depth + 1);
    case IR_TY_STRUCT: {
        if (t->flags & IR_TYF_OPAQUE)
            return 0;
        int named = memo_struct(t);
        if (named) {
            TypeSlot *ts = memo_slot(tm, t);
            if (ts->state)
                return ts->state == 2;
            ts->state = 1;
        }
        for (uint32_t i = 0; i < t->nmembers; i++)
            if (!sized_rec(t->members[i], tm, depth + 1))
                return 0;
        if (named)
            memo_slot(tm, t)->state = 2; /* the table may have grown: look it up again */
        return 1;
    }
    case IR_TY_TARGETEXT:
        return !strncmp(t->name, "spirv.", 6) || !strncmp(t->name, "aarch64.svcount", 15) ||
               !strcmp(t->name, "llvm.test.vectorelement") ||
               !strcmp(t->name, "riscv.vector.tuple") || !strncmp(t->name, "amdgcn.", 7) ||
               !strcmp(t->name, "dx.Padding");
    default:
        return 0;
    }
}

int
ir_type_is_sized(const IrType *t)
{
    TYPE_MEMO(tm);
    int r = sized_rec(t, &tm, 0);
    memo_done(&tm);
    return r;
}

/* Bytes only: integers, fp, and vectors, arrays and structs of them (no
 * pointer, nothing opaque or target-defined), nested at most 16 deep. */
static int
plain_rec(const IrType *t, int depth)
{
    if (depth > 16)
        return 0;
    switch (t->kind) {
    case IR_TY_INT: case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE:
    case IR_TY_FP128: case IR_TY_X86_FP80: case IR_TY_PPC_FP128:
        return 1;
    case IR_TY_VEC: case IR_TY_ARRAY:
        return plain_rec(t->elem, depth + 1);
    case IR_TY_STRUCT:
        if (t->flags & IR_TYF_OPAQUE)
            return 0;
        for (uint32_t i = 0; i < t->nmembers; i++)
            if (!plain_rec(t->members[i], depth + 1))
                return 0;
        return 1;
    default:
        return 0;
    }
}

int
ir_type_is_plain_data(const IrType *t)
{
    return t && plain_rec(t, 0);
}

unsigned
ir_type_fp_bits(const IrType *t)
{
    switch (t->kind) {
    case IR_TY_HALF: case IR_TY_BFLOAT: return 16;
    case IR_TY_FLOAT: return 32;
    case IR_TY_DOUBLE: return 64;
    case IR_TY_X86_FP80: return 80;
    case IR_TY_FP128: case IR_TY_PPC_FP128: return 128;
    default: return 0;
    }
}

static int
equal_rec(const IrType *a, const IrType *b, int depth)
{
    if (a == b)
        return 1;
    if (depth > 64 || a->kind != b->kind)
        return 0;
    if (a->kind == IR_TY_STRUCT && (a->flags & IR_TYF_NAMED)) {
        if (!(b->flags & IR_TYF_NAMED) || strcmp(a->name, b->name))
            return 0;
        /* identified structs with the same name: compare bodies one level */
        if ((a->flags & IR_TYF_OPAQUE) != (b->flags & IR_TYF_OPAQUE))
            return 0;
    }
    if (a->flags != b->flags || a->bits != b->bits || a->count != b->count ||
        a->nmembers != b->nmembers || a->nints != b->nints)
        return 0;
    if ((a->elem == NULL) != (b->elem == NULL))
        return 0;
    if (a->elem && !equal_rec(a->elem, b->elem, depth + 1))
        return 0;
    if (a->kind == IR_TY_STRUCT && (a->flags & IR_TYF_NAMED) && depth > 0)
        return 1; /* names match; don't recurse through self-references */
    for (uint32_t i = 0; i < a->nmembers; i++)
        if (!equal_rec(a->members[i], b->members[i], depth + 1))
            return 0;
    for (uint32_t i = 0; i < a->nints; i++)
        if (a->ints[i] != b->ints[i])
            return 0;
    if (a->kind == IR_TY_TARGETEXT && strcmp(a->name, b->name))
        return 0;
    return 1;
}

int
ir_type_equal(const IrType *a, const IrType *b)
{
    return equal_rec(a, b, 0);
}

/* ------------------------------------------------------------------ text */

static void
type_print_rec(IrBuf *b, const IrType *t, int depth)
{
    static const char *const fpname[] = {
        [IR_TY_VOID] = "void", [IR_TY_HALF] = "half", [IR_TY_BFLOAT] = "bfloat",
        [IR_TY_FLOAT] = "float", [IR_TY_DOUBLE] = "double", [IR_TY_FP128] = "fp128",
        [IR_TY_X86_FP80] = "x86_fp80", [IR_TY_PPC_FP128] = "ppc_fp128",
        [IR_TY_X86_AMX] = "x86_amx", [IR_TY_LABEL] = "label", [IR_TY_TOKEN] = "token",
        [IR_TY_METADATA] = "metadata",
    };
    /* Only a guard for the C stack: types nest as deep as the parser allows
     * (IrParseOptions.max_depth, 256 by default), and a cut at 200 printed
     * text that does not parse. */
    if (depth > 10000) {
        ir_buf_puts(b, "<...>");
        return;
    }
    switch (t->kind) {
    case IR_TY_INT:
        ir_buf_printf(b, "i%u", t->bits);
        return;
    case IR_TY_PTR:
        if (t->bits)
            ir_buf_printf(b, "ptr addrspace(%u)", t->bits);
        else
            ir_buf_puts(b, "ptr");
        return;
    case IR_TY_VEC:
        ir_buf_printf(b, (t->flags & IR_TYF_SCALABLE) ? "<vscale x %llu x " : "<%llu x ",
                      (unsigned long long)t->count);
        type_print_rec(b, t->elem, depth + 1);
        ir_buf_putc(b, '>');
        return;
    case IR_TY_ARRAY:
        ir_buf_printf(b, "[%llu x ", (unsigned long long)t->count);
        type_print_rec(b, t->elem, depth + 1);
        ir_buf_putc(b, ']');
        return;
    case IR_TY_STRUCT:
        if (t->flags & IR_TYF_NUMBERED) {
            ir_buf_printf(b, "%%%s", t->name);
            return;
        }
        if (t->flags & IR_TYF_NAMED) {
            ir_print_name(b, '%', t->name);
            return;
        }
        if (t->flags & IR_TYF_PACKED)
            ir_buf_putc(b, '<');
        if (t->nmembers == 0) {
            ir_buf_puts(b, "{}");
        } else {
            ir_buf_puts(b, "{ ");
            for (uint32_t i = 0; i < t->nmembers; i++) {
                if (i)
                    ir_buf_puts(b, ", ");
                type_print_rec(b, t->members[i], depth + 1);
            }
            ir_buf_puts(b, " }");
        }
        if (t->flags & IR_TYF_PACKED)
            ir_buf_putc(b, '>');
        return;
    case IR_TY_FUNC:
        type_print_rec(b, t->elem, depth + 1);
        ir_buf_puts(b, " (");
        for (uint32_t i = 0; i < t->nmembers; i++) {
            if (i)
                ir_buf_puts(b, ", ");
            type_print_rec(b, t->members[i], depth + 1);
        }
        if (t->flags & IR_TYF_VARARG)
            ir_buf_puts(b, t->nmembers ? ", ..." : "...");
        ir_buf_putc(b, ')');
        return;
    case IR_TY_TARGETEXT:
        ir_buf_puts(b, "target(");
        ir_print_quoted(b, t->name, strlen(t->name));
        for (uint32_t i = 0; i < t->nmembers; i++) {
            ir_buf_puts(b, ", ");
            type_print_rec(b, t->members[i], depth + 1);
        }
        for (uint32_t i = 0; i < t->nints; i++)
            ir_buf_printf(b, ", %u", t->ints[i]);
        ir_buf_putc(b, ')');
        return;
    default:
        ir_buf_puts(b, fpname[t->kind] ? fpname[t->kind] : "?");
        return;
    }
}

void
ir_type_print(IrBuf *b, const IrType *t)
{
    type_print_rec(b, t, 0);
}

const char *
ir_type_str(IrArena *a, const IrType *t)
{
    IrBuf b = {0};
    ir_type_print(&b, t);
    char *s = ir_arena_strndup(a, b.p ? b.p : "", b.len);
    ir_buf_free(&b);
    return s;
}

/* ------------------------------------------------------------ datalayout */

void
ir_dl_default(IrDataLayout *dl)
{
    /* LangRef "Data Layout": the defaults when the string does not say. */
    static IrDLAlign defaults[] = {
        {'i', 1, 1, 1},    {'i', 8, 1, 1},    {'i', 16, 2, 2},  {'i', 32, 4, 4},
        {'i', 64, 4, 8},   {'f', 16, 2, 2},   {'f', 32, 4, 4},  {'f', 64, 8, 8},
        {'f', 128, 16, 16}, {'v', 64, 8, 8},  {'v', 128, 16, 16}, {'a', 0, 1, 8},
    };
    static IrDLPtr defptr = {0, 64, 8, 8, 64};
    memset(dl, 0, sizeof *dl);
    dl->aligns = defaults;
    dl->naligns = sizeof defaults / sizeof defaults[0];
    dl->ptrs = &defptr;
    dl->nptrs = 1;
}

static int
dl_num(const char **p, uint32_t *out)
{
    const char *s = *p;
    if (*s < '0' || *s > '9')
        return -1;
    uint64_t v = 0;
    while (*s >= '0' && *s <= '9') {
        v = v * 10 + (uint64_t)(*s++ - '0');
        if (v > 0xffffffffu)
            return -1;
    }
    *p = s;
    *out = (uint32_t)v;
    return 0;
}

static int
dl_fail(char *err, size_t errlen, const char *msg, const char *at)
{
    snprintf(err, errlen, "%s (at '%.20s')", msg, at);
    return -1;
}

/* LangRef "Data Layout": `-`-separated specifications. */
int
ir_dl_parse(IrDataLayout *dl, IrArena *a, const char *s, char *err, size_t errlen)
{
    IrDataLayout d;
    ir_dl_default(&d);
    /* copy defaults into the arena so that we may update them */
    IrDLAlign *al = ir_arena_alloc(a, sizeof(IrDLAlign) * (d.naligns + 64));
    memcpy(al, d.aligns, sizeof(IrDLAlign) * d.naligns);
    uint32_t nal = d.naligns, capal = d.naligns + 64;
    IrDLPtr *pt = ir_arena_alloc(a, sizeof(IrDLPtr) * 64);
    pt[0] = d.ptrs[0];
    uint32_t npt = 1;
    uint32_t *legal = ir_arena_alloc(a, sizeof(uint32_t) * 64), nlegal = 0;
    uint32_t *ni = ir_arena_alloc(a, sizeof(uint32_t) * 64), nni = 0;

    const char *p = s;
    while (*p) {
        const char *spec = p;
        char c = *p++;
        switch (c) {
        case 'e': d.big_endian = 0; break;
        case 'E': d.big_endian = 1; break;
        case 'S': {
            uint32_t v;
            if (dl_num(&p, &v) || (v % 8))
                return dl_fail(err, errlen, "invalid stack alignment", spec);
            d.stack_align = v / 8;
            break;
        }
        case 'A': case 'G': case 'P': {
            uint32_t v;
            if (dl_num(&p, &v))
                return dl_fail(err, errlen, "invalid address space", spec);
            if (v > 0xffffff)
                return dl_fail(err, errlen, "address space must be a 24-bit integer", spec);
            if (c == 'A') d.alloca_as = v;
            else if (c == 'G') d.global_as = v;
            else d.program_as = v;
            break;
        }
        case 'F': {
            char k = *p++;
            uint32_t v;
            if ((k != 'i' && k != 'n') || dl_num(&p, &v))
                return dl_fail(err, errlen, "invalid function pointer alignment", spec);
            d.fnptr_independent = k == 'i';
            d.fnptr_align = v / 8;
            break;
        }
        case 'm':
            if (*p != ':' || !p[1])
                return dl_fail(err, errlen, "invalid mangling", spec);
            d.mangling = p[1];
            p += 2;
            if (d.mangling == 'a' && *p == '\0') break;
            break;
        case 'n':
            if (*p == 'i' && p[1] == ':') { /* ni:<as>:<as>... */
                p += 1;
                while (*p == ':') {
                    p++;
                    uint32_t v;
                    if (dl_num(&p, &v))
                        return dl_fail(err, errlen, "invalid non-integral address space", spec);
                    if (nni < 64)
                        ni[nni++] = v;
                }
                break;
            }
            for (;;) {
                uint32_t v;
                if (dl_num(&p, &v))
                    return dl_fail(err, errlen, "invalid native integer width", spec);
                if (nlegal < 64)
                    legal[nlegal++] = v;
                if (*p != ':')
                    break;
                p++;
            }
            break;
        case 'p': {
            IrDLPtr e = {0, 64, 8, 8, 64};
            uint32_t v = 0;
            while (*p && *p != ':' && *p != '-') { /* address space, flags, (name) */
                if (*p >= '0' && *p <= '9') {
                    if (dl_num(&p, &e.as) || e.as > 0xffffff)
                        return dl_fail(err, errlen, "address space must be a 24-bit integer", spec);
                } else if (*p == '(') {
                    const char *n = ++p;
                    while (*p && *p != ')')
                        p++;
                    e.name = ir_arena_strndup(a, n, (size_t)(p - n));
                    if (*p)
                        p++;
                } else {
                    p++;
                }
            }
            uint32_t f[4] = {0, 0, 0, 0};
            int nf = 0;
            while (*p == ':' && nf < 4) {
                p++;
                if (dl_num(&p, &v))
                    return dl_fail(err, errlen, "invalid pointer specification", spec);
                f[nf++] = v;
            }
            while (*p == ':') { /* extra fields of newer LLVMs */
                p++;
                while (*p && *p != ':' && *p != '-')
                    p++;
            }
            if (nf < 2)
                return dl_fail(err, errlen, "pointer specification needs size and alignment", spec);
            e.size = f[0];
            e.abi = f[1] / 8;
            e.pref = nf > 2 ? f[2] / 8 : e.abi;
            e.idx = nf > 3 ? f[3] : e.size;
            if (!e.size || !e.abi)
                return dl_fail(err, errlen, "invalid pointer size or alignment", spec);
            uint32_t k;
            for (k = 0; k < npt; k++)
                if (pt[k].as == e.as)
                    break;
            if (k == npt) {
                if (npt == 64)
                    return dl_fail(err, errlen, "too many pointer specifications", spec);
                npt++;
            }
            pt[k] = e;
            break;
        }
        case 'i': case 'f': case 'v': case 'a': {
            uint32_t size = 0, abi = 0, pref;
            if (c != 'a' && dl_num(&p, &size))
                return dl_fail(err, errlen, "invalid size", spec);
            if (c == 'a' && *p >= '0' && *p <= '9')
                dl_num(&p, &size);
            if (*p != ':')
                return dl_fail(err, errlen, "missing alignment", spec);
            p++;
            if (dl_num(&p, &abi))
                return dl_fail(err, errlen, "invalid alignment", spec);
            pref = abi;
            if (*p == ':') {
                p++;
                if (dl_num(&p, &pref))
                    return dl_fail(err, errlen, "invalid preferred alignment", spec);
            }
            if (c == 'i' && size == 8 && abi != 8)
                return dl_fail(err, errlen, "i8 must be 8-bit aligned", spec);
            if ((abi % 8) || (pref % 8) || (abi & (abi - 1)) || (pref & (pref - 1)))
                return dl_fail(err, errlen, "alignment must be a power of two bytes", spec);
            if (c != 'a' && abi == 0)
                return dl_fail(err, errlen, "ABI alignment must be non-zero", spec);
            IrDLAlign e = {(uint8_t)c, c == 'a' ? 0 : size, abi ? abi / 8 : 1, pref ? pref / 8 : 1};
            if (c == 'a' && abi == 0)
                e.abi = 1;
            uint32_t k;
            for (k = 0; k < nal; k++)
                if (al[k].kind == e.kind && al[k].bits == e.bits)
                    break;
            if (k == nal) {
                if (nal == capal)
                    return dl_fail(err, errlen, "too many alignment specifications", spec);
                nal++;
            }
            al[k] = e;
            break;
        }
        case 's': /* the stack-object alignment of old LLVMs: accepted and ignored */
            while (*p && *p != '-')
                p++;
            break;
        default:
            return dl_fail(err, errlen, "unknown datalayout specification", spec);
        }
        /* skip whatever remains of the component (future extensions) */
        if (*p && *p != '-')
            return dl_fail(err, errlen, "malformed datalayout specification", spec);
        if (*p == '-')
            p++;
    }
    d.aligns = al;
    d.naligns = nal;
    d.ptrs = pt;
    d.nptrs = npt;
    d.legal_ints = legal;
    d.nlegal = nlegal;
    d.nonintegral_as = ni;
    d.nnonintegral = nni;
    *dl = d;
    return 0;
}

static const IrDLPtr *
dl_ptr(const IrDataLayout *dl, uint32_t as)
{
    for (uint32_t i = 0; i < dl->nptrs; i++)
        if (dl->ptrs[i].as == as)
            return &dl->ptrs[i];
    for (uint32_t i = 0; i < dl->nptrs; i++)
        if (dl->ptrs[i].as == 0)
            return &dl->ptrs[i];
    return &dl->ptrs[0];
}

uint32_t
ir_ptr_bits(const IrModule *m, uint32_t as)
{
    return dl_ptr(&m->dl, as)->size;
}

uint32_t
ir_ptr_index_bits(const IrModule *m, uint32_t as)
{
    return dl_ptr(&m->dl, as)->idx;
}

static uint32_t
pow2_ceil(uint64_t v)
{
    uint32_t p = 1;
    while (p < v && p < (1u << 30))
        p <<= 1;
    return p;
}

/* Alignment of a scalar/vector entry: exact match, else the LangRef's
 * fallback rules (integers: the smallest larger entry, else the largest;
 * vectors and floats: natural alignment). */
static uint32_t
dl_lookup(const IrDataLayout *dl, char kind, uint64_t bits, uint64_t store_bytes, int pref)
{
    const IrDLAlign *best = NULL, *largest = NULL;
    for (uint32_t i = 0; i < dl->naligns; i++) {
        const IrDLAlign *e = &dl->aligns[i];
        if (e->kind != kind)
            continue;
        if (e->bits == bits)
            return pref ? e->pref : e->abi;
        if (kind == 'i') {
            if (e->bits > bits && (!best || e->bits < best->bits))
                best = e;
            if (!largest || e->bits > largest->bits)
                largest = e;
        }
    }
    if (kind == 'i') {
        const IrDLAlign *e = best ? best : largest;
        if (e)
            return pref ? e->pref : e->abi;
    }
    return pow2_ceil(store_bytes ? store_bytes : 1);
}

static uint64_t size_bits_rec(const IrModule *m, const IrType *t, TypeMemo *tm, int depth);
static uint32_t align_rec(const IrModule *m, const IrType *t, int pref, TypeMemo *tm, int depth);

static uint64_t
alloc_size_rec(const IrModule *m, const IrType *t, TypeMemo *tm, int depth)
{
    uint64_t store = (size_bits_rec(m, t, tm, depth) + 7) / 8;
    uint32_t al = align_rec(m, t, 0, tm, depth);
    return (store + al - 1) / al * al;
}

static uint64_t
struct_layout(const IrModule *m, const IrType *st, uint32_t upto, TypeMemo *tm, int depth)
{
    uint64_t off = 0;
    int packed = st->flags & IR_TYF_PACKED;
    for (uint32_t i = 0; i < st->nmembers; i++) {
        const IrType *f = st->members[i];
        uint32_t al = packed ? 1 : align_rec(m, f, 0, tm, depth + 1);
        off = (off + al - 1) / al * al;
        if (i == upto)
            return off;
        off += alloc_size_rec(m, f, tm, depth + 1);
    }
    if (upto != UINT32_MAX)
        return off;
    uint32_t al = align_rec(m, st, 0, tm, depth);
    return (off + al - 1) / al * al;
}

static uint64_t
size_bits_rec(const IrModule *m, const IrType *t, TypeMemo *tm, int depth)
{
    if (depth > TYPE_MAX_DEPTH)
        return 0;
    switch (t->kind) {
    case IR_TY_INT: return t->bits;
    case IR_TY_HALF: case IR_TY_BFLOAT: return 16;
    case IR_TY_FLOAT: return 32;
    case IR_TY_DOUBLE: return 64;
    case IR_TY_X86_FP80: return 80;
    case IR_TY_FP128: case IR_TY_PPC_FP128: return 128;
    case IR_TY_X86_AMX: return 8192;
    case IR_TY_PTR: return dl_ptr(&m->dl, t->bits)->size;
    case IR_TY_VEC:
        return t->count * ((t->flags & IR_TYF_SCALABLE) ? tm->vscale : 1) *
               size_bits_rec(m, t->elem, tm, depth + 1);
    case IR_TY_ARRAY: return t->count * alloc_size_rec(m, t->elem, tm, depth + 1) * 8;
    case IR_TY_STRUCT: {
        if (!memo_struct(t))
            return struct_layout(m, t, UINT32_MAX, tm, depth) * 8;
        TypeSlot *ls = memo_slot(tm, t);
        if (ls->has_bits)
            return ls->bits;
        uint64_t bits = struct_layout(m, t, UINT32_MAX, tm, depth) * 8;
        ls = memo_slot(tm, t); /* (the table may have grown) */
        ls->bits = bits;
        ls->has_bits = 1;
        return bits;
    }
    case IR_TY_TARGETEXT: return 0;
    default: return 0;
    }
}

static uint32_t
align_rec(const IrModule *m, const IrType *t, int pref, TypeMemo *tm, int depth)
{
    if (depth > TYPE_MAX_DEPTH)
        return 1;
    switch (t->kind) {
    case IR_TY_INT:
        return dl_lookup(&m->dl, 'i', t->bits, (t->bits + 7) / 8, pref);
    case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE:
    case IR_TY_X86_FP80: case IR_TY_FP128: case IR_TY_PPC_FP128: {
        uint64_t bits = size_bits_rec(m, t, tm, depth);
        return dl_lookup(&m->dl, 'f', bits, (bits + 7) / 8, pref);
    }
    case IR_TY_X86_AMX:
        return 64;
    case IR_TY_PTR: {
        const IrDLPtr *p = dl_ptr(&m->dl, t->bits);
        return pref ? p->pref : p->abi;
    }
    case IR_TY_VEC: {
        /* a scalable vector is aligned as its known minimum size is (LLVM's
         * DataLayout): the alignment does not depend on vscale */
        uint64_t bits = t->count * size_bits_rec(m, t->elem, tm, depth + 1);
        return dl_lookup(&m->dl, 'v', bits, (bits + 7) / 8, pref);
    }
    case IR_TY_ARRAY:
        return align_rec(m, t->elem, pref, tm, depth + 1);
    case IR_TY_STRUCT: {
        if (t->flags & IR_TYF_PACKED) {
            uint32_t a = 1;
            for (uint32_t i = 0; i < m->dl.naligns; i++)
                if (m->dl.aligns[i].kind == 'a')
                    a = pref ? m->dl.aligns[i].pref : m->dl.aligns[i].abi;
            return pref ? a : 1;
        }
        if (!pref && memo_struct(t)) {
            TypeSlot *ls = memo_slot(tm, t);
            if (ls->align)
                return ls->align;
        }
        uint32_t a = 1;
        for (uint32_t i = 0; i < m->dl.naligns; i++)
            if (m->dl.aligns[i].kind == 'a')
                a = pref ? m->dl.aligns[i].pref : m->dl.aligns[i].abi;
        if (!pref)
            a = 1;
        for (uint32_t i = 0; i < t->nmembers; i++) {
            uint32_t f = align_rec(m, t->members[i], 0, tm, depth + 1);
            if (f > a)
                a = f;
        }
        if (!pref) {
            for (uint32_t i = 0; i < m->dl.naligns; i++)
                if (m->dl.aligns[i].kind == 'a' && m->dl.aligns[i].abi > a)
                    a = m->dl.aligns[i].abi;
            if (memo_struct(t))
                memo_slot(tm, t)->align = a;
        }
        return a;
    }
    default:
        return 1;
    }
}

uint64_t
ir_type_size_bits(const IrModule *m, const IrType *t)
{
    TYPE_MEMO(tm);
    uint64_t r = size_bits_rec(m, t, &tm, 0);
    memo_done(&tm);
    return r;
}

uint64_t
ir_type_size_bits_vs(const IrModule *m, const IrType *t, uint64_t vscale)
{
    TYPE_MEMO(tm);
    tm.vscale = vscale;
    uint64_t r = size_bits_rec(m, t, &tm, 0);
    memo_done(&tm);
    return r;
}

uint64_t
ir_type_alloc_size_vs(const IrModule *m, const IrType *t, uint64_t vscale)
{
    TYPE_MEMO(tm);
    tm.vscale = vscale;
    uint64_t r = alloc_size_rec(m, t, &tm, 0);
    memo_done(&tm);
    return r;
}

uint64_t
ir_type_store_size(const IrModule *m, const IrType *t)
{
    return (ir_type_size_bits(m, t) + 7) / 8;
}

uint64_t
ir_type_alloc_size(const IrModule *m, const IrType *t)
{
    TYPE_MEMO(tm);
    uint64_t r = alloc_size_rec(m, t, &tm, 0);
    memo_done(&tm);
    return r;
}

uint32_t
ir_type_abi_align(const IrModule *m, const IrType *t)
{
    TYPE_MEMO(tm);
    uint32_t r = align_rec(m, t, 0, &tm, 0);
    memo_done(&tm);
    return r;
}

uint32_t
ir_type_pref_align(const IrModule *m, const IrType *t)
{
    TYPE_MEMO(tm);
    uint32_t p = align_rec(m, t, 1, &tm, 0), a = align_rec(m, t, 0, &tm, 0);
    memo_done(&tm);
    return p > a ? p : a;
}

uint64_t
ir_struct_offset(const IrModule *m, const IrType *st, uint32_t field)
{
    TYPE_MEMO(tm);
    uint64_t r = struct_layout(m, st, field, &tm, 0);
    memo_done(&tm);
    return r;
}

void
ir_struct_offsets(const IrModule *m, const IrType *st, uint64_t *out)
{
    ir_struct_offsets_vs(m, st, out, 1);
}

void
ir_struct_offsets_vs(const IrModule *m, const IrType *st, uint64_t *out, uint64_t vscale)
{
    TYPE_MEMO(tm);
    tm.vscale = vscale;
    uint64_t off = 0;
    int packed = st->flags & IR_TYF_PACKED;
    for (uint32_t i = 0; i < st->nmembers; i++) {
        const IrType *f = st->members[i];
        uint32_t al = packed ? 1 : align_rec(m, f, 0, &tm, 1);
        off = (off + al - 1) / al * al;
        out[i] = off;
        off += alloc_size_rec(m, f, &tm, 1);
    }
    memo_done(&tm);
}

FpFmt
ir_type_fp_fmt(const IrType *t)
{
    switch (t->kind) {
    case IR_TY_HALF: return FP_HALF;
    case IR_TY_BFLOAT: return FP_BF16;
    case IR_TY_FLOAT: return FP_F32;
    case IR_TY_DOUBLE: return FP_F64;
    case IR_TY_X86_FP80: return FP_F80;
    case IR_TY_FP128: return FP_F128;
    default: return FP_PPC128;
    }
}
