/* di.c -- the schema of specialized metadata nodes (LangRef "Specialized
 * Metadata Nodes", "DIExpression", "DIArgList"): which nodes exist, their
 * fields, the values each field takes, and the rules across fields that
 * llvm-as applies while it parses.  The schema itself is the table ir/di.def;
 * this file only walks it.
 *
 * The parser keeps every node in the generic form of ir.h (IrMDField: a key,
 * and the value either as metadata or as the raw text written) and calls
 * ir_di_validate once the node is complete.  That runs on every node of
 * files with hundreds of thousands of them, so: one pass over the fields,
 * a hash table for node and constant names (built once), a scan of the
 * node's fields that starts after the last match, no allocation.
 *
 * Messages are llvm-as-22's, word for word.  llvm-as points at the offending
 * value (we point at its field), at the closing ')' for a missing required
 * field (we point at the last field written, which is on the same line in
 * practice) and at the node for the rules across fields. */
#include "ir.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>

/* ------------------------------------------------------------ the tables */

enum { DI_REQ = 1, DI_NONNULL = 2, DI_NONEMPTY = 4 };

typedef enum { DI_SH_FIELDS, DI_SH_EXPR, DI_SH_ARGS, DI_SH_NONE } DiShape;
typedef enum { DI_ST_ENUM, DI_ST_FLAGS, DI_ST_NAMES } DiStyle;

/* The families of constants. */
typedef enum {
#define DI_SET(SET, PREFIX, MAX, STYLE, EXPECTED, INVALID) DI_S_##SET,
#include "di.def"
    DI_S__N
} DiSet;

/* What a field's value may be; the families follow the plain kinds. */
typedef enum {
    DI_K_MD, DI_K_MDLIST, DI_K_STR, DI_K_BOOL, DI_K_UINT, DI_K_SINT, DI_K_UINT_MD,
    DI_K_SINT_MD, DI_K_INT,
#define DI_SET(SET, PREFIX, MAX, STYLE, EXPECTED, INVALID) DI_K_##SET,
#include "di.def"
} DiKind;
#define DI_K_SET0 DI_K_TAG /* the first family */

typedef enum {
#define DI_NODE(NAME, SHAPE, DISTINCT) DI_N_##NAME,
#include "di.def"
    DI_N__N
} DiNodeId;

/* One row per node (its marker) and per field, in di.def order:
 * DI_F_DILocation is the marker, DI_F_DILocation_line its first field. */
enum {
#define DI_NODE(NAME, SHAPE, DISTINCT) DI_F_##NAME,
#define DI_FIELD(NODE, KEY, KIND, FLAGS, LO, HI) DI_F_##NODE##_##KEY,
#include "di.def"
    DI_F__N
};
/* the position of a field among its node's fields */
#define DI_POS(NODE, KEY) (DI_F_##NODE##_##KEY - DI_F_##NODE - 1)

typedef struct DiSetInfo {
    const char *prefix;     /* NULL: a keyword list */
    uint8_t style;          /* DiStyle */
    uint64_t max;
    const char *expected, *invalid;
} DiSetInfo;

static const DiSetInfo di_sets[] = {
#define DI_SET(SET, PREFIX, MAX, STYLE, EXPECTED, INVALID) \
    {PREFIX, DI_ST_##STYLE, MAX, EXPECTED, INVALID},
#include "di.def"
};

typedef struct DiNode {
    const char *name;
    uint8_t len, shape;
    uint16_t first;         /* row of its first field */
    const char *distinct;   /* message when it must be distinct */
} DiNode;

typedef struct DiField {
    const char *key;        /* NULL: a node marker */
    uint8_t kind, flags;
    int64_t lo;
    uint64_t hi;
} DiField;

static const DiField di_fields[] = {
#define DI_NODE(NAME, SHAPE, DISTINCT) {NULL, 0, 0, 0, 0},
#define DI_FIELD(NODE, KEY, KIND, FLAGS, LO, HI) {#KEY, DI_K_##KIND, FLAGS, LO, HI},
#include "di.def"
};

static const DiNode di_nodes[] = {
#define DI_NODE(NAME, SHAPE, DISTINCT) \
    {#NAME, sizeof #NAME - 1, DI_SH_##SHAPE, DI_F_##NAME + 1, DISTINCT},
#include "di.def"
};

typedef struct DiConst {
    const char *name;
    uint8_t len, set;
    uint32_t value;
} DiConst;

static const DiConst di_consts[] = {
#define DI_CONST(SET, NAME, VALUE) {#NAME, sizeof #NAME - 1, DI_S_##SET, VALUE},
#include "di.def"
};

#define DI_NCONSTS (sizeof di_consts / sizeof di_consts[0])

/* The constants' values by name: DI_C_DISPFlagDefinition ... */
enum {
#define DI_CONST(SET, NAME, VALUE) DI_C_##NAME = VALUE,
#include "di.def"
};

/* Rows are numbered in 16 bits, a node's fields kept in a 64-bit mask. */
_Static_assert(DI_F__N < 65536, "di.def: too many rows");
#define DI_FIELD(NODE, KEY, KIND, FLAGS, LO, HI) \
    _Static_assert(DI_POS(NODE, KEY) < 64, "di.def: " #NODE " has more than 64 fields");
#include "di.def"

/* --------------------------------------------------- the name hash table */

/* Node and constant names in one open-addressing table: nodes in space 0,
 * the constants of family s in space 128 + s.  (A node's fields are few and
 * usually written in the table's order: ir_di_validate scans them.) */
enum { DI_HSIZE = 2048 };
typedef struct DiEntry {
    const char *name;
    uint16_t len, space, idx;
} DiEntry;

static DiEntry di_hash[DI_HSIZE];
static uint8_t di_plen[DI_S__N];
static uint8_t di_nfields[DI_N__N];
static uint64_t di_required[DI_N__N]; /* the positions of the DI_REQ fields */
static pthread_once_t di_once = PTHREAD_ONCE_INIT;

/* A hash of the length and a few bytes: enough to tell the names apart
 * (a collision only costs a probe), and much cheaper than reading them all. */
static uint32_t
di_hashfn(unsigned space, const char *s, size_t n)
{
    uint32_t h = (uint32_t)n * 0x9e3779b1u ^ space * 0x85ebca6bu;
    if (n) {
        h ^= (uint32_t)(unsigned char)s[n - 1] * 0xc2b2ae35u;
        h ^= (uint32_t)(unsigned char)s[n / 2] * 0x27d4eb2fu;
        h ^= (uint32_t)(unsigned char)s[(n - 1) / 3 * 2] * 0x165667b1u;
        if (n > 1)
            h ^= (uint32_t)(unsigned char)s[n - 2] * 0x9e3779b1u;
    }
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return h;
}

static void
di_put(unsigned space, const char *s, size_t n, unsigned idx)
{
    uint32_t h = di_hashfn(space, s, n) & (DI_HSIZE - 1);
    while (di_hash[h].name)
        h = (h + 1) & (DI_HSIZE - 1);
    di_hash[h] = (DiEntry){s, (uint16_t)n, (uint16_t)space, (uint16_t)idx};
}

/* strcmp(a, b) == 0, inline: the names compared are short */
static inline int
streq(const char *a, const char *b)
{
    while (*a && *a == *b)
        a++, b++;
    return *a == *b;
}

/* the index stored for (space, name), or -1 */
static int
di_get(unsigned space, const char *s, size_t n)
{
    uint32_t h = di_hashfn(space, s, n) & (DI_HSIZE - 1);
    for (; di_hash[h].name; h = (h + 1) & (DI_HSIZE - 1)) {
        const DiEntry *e = &di_hash[h];
        if (e->space == space && e->len == n && !memcmp(e->name, s, n))
            return e->idx;
    }
    return -1;
}

static void
di_init(void)
{
    int node = -1;
    for (unsigned i = 0; i < DI_F__N; i++) {
        if (!di_fields[i].key) {
            node++;
            di_put(0, di_nodes[node].name, di_nodes[node].len, (unsigned)node);
            continue;
        }
        if (di_fields[i].flags & DI_REQ)
            di_required[node] |= (uint64_t)1 << di_nfields[node];
        di_nfields[node]++;
    }
    for (unsigned i = 0; i < DI_NCONSTS; i++)
        di_put(128u + di_consts[i].set, di_consts[i].name, di_consts[i].len, i);
    for (unsigned s = 0; s < DI_S__N; s++)
        di_plen[s] = (uint8_t)(di_sets[s].prefix ? strlen(di_sets[s].prefix) : 0);
}

/* --------------------------------------------------------- raw values */

/* The first token of a raw value, classified the way llvm-as's lexer does. */
enum { T_OTHER, T_UINT, T_SINT, T_STR, T_WORD, T_TRUE, T_FALSE, T_NULL };

typedef struct Tok {
    int cls;
    const char *s;      /* the token */
    size_t n;
    const char *rest;   /* what follows it ("" or "| ...") */
    int neg;            /* T_SINT: the value is negative */
    int wide;           /* the magnitude does not fit 64 bits */
    uint64_t mag;       /* the magnitude */
} Tok;

static int
is_hex(int c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static unsigned
hex_val(int c)
{
    return c <= '9' ? (unsigned)(c - '0') : (unsigned)((c | 0x20) - 'a' + 10);
}

/* digits[0..n) in base 10 or 16 -> *mag; returns 0 if it does not fit */
static int
di_mag(const char *d, size_t n, unsigned base, uint64_t *mag)
{
    uint64_t x = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned v = base == 16 ? hex_val(d[i]) : (unsigned)(d[i] - '0');
        if (__builtin_mul_overflow(x, base, &x) || __builtin_add_overflow(x, v, &x))
            return 0;
    }
    *mag = x;
    return 1;
}

/* s0xHHHH: llvm-as keeps the hex digits' active bits and reads them as a
 * two's complement number of that width, so any nonzero value is negative. */
static void
di_s0x(Tok *t, const char *d, size_t n)
{
    while (n && *d == '0')
        d++, n--;
    t->cls = T_SINT;
    if (!n)
        return; /* zero */
    t->neg = 1;
    uint64_t low = 0;
    if (n <= 16) {
        di_mag(d, n, 16, &low);
        unsigned bits = 64 - (unsigned)__builtin_clzll(low);
        t->mag = bits == 64 ? (uint64_t)0 - low : ((uint64_t)1 << bits) - low;
        return;
    }
    /* wider than 64 bits: in range only if the bits above 63 are all ones */
    unsigned top = hex_val(d[0]);
    unsigned tb = 32 - (unsigned)__builtin_clz(top);
    int ones = top == (1u << tb) - 1;
    for (size_t i = 1; i < n - 16 && ones; i++)
        ones = hex_val(d[i]) == 15;
    di_mag(d + n - 16, 16, 16, &low);
    if (!ones || !low)
        t->wide = 1;
    else
        t->mag = (uint64_t)0 - low;
}

static int
is_word_start(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c == '.';
}

static void
di_tok(Tok *t, const char *raw)
{
    t->cls = T_OTHER;
    t->neg = t->wide = 0;
    t->mag = 0;
    t->s = raw ? raw : "";
    const char *p = t->s, *e;
    if (*p == '"') {
        e = strchr(p + 1, '"');
        e = e ? e + 1 : p + strlen(p);
        t->cls = T_STR;
    } else {
        e = p;
        while ((unsigned char)*e > ' ' && *e != '|')
            e++;
    }
    t->n = (size_t)(e - p);
    while (*e && (unsigned char)*e <= ' ')
        e++;
    t->rest = e;
    if (t->cls == T_STR || !t->n)
        return;
    size_t n = t->n;
    if (p[0] >= '0' && p[0] <= '9') {
        size_t i = 0;
        while (i < n && p[i] >= '0' && p[i] <= '9')
            i++;
        if (i == n) {
            t->cls = T_UINT;
            t->wide = !di_mag(p, n, 10, &t->mag);
        }
        return; /* 0x..., 1.5, 1e5: not an integer token */
    }
    if (p[0] == '-') {
        size_t i = 1;
        while (i < n && p[i] >= '0' && p[i] <= '9')
            i++;
        if (i == n && n > 1) {
            t->cls = T_SINT;
            t->wide = !di_mag(p + 1, n - 1, 10, &t->mag);
            t->neg = t->mag != 0 || t->wide;
        }
        return;
    }
    if ((p[0] == 'u' || p[0] == 's') && n > 3 && p[1] == '0' && p[2] == 'x') {
        size_t i = 3;
        while (i < n && is_hex(p[i]))
            i++;
        if (i == n) {
            if (p[0] == 'u') {
                const char *d = p + 3;
                size_t dn = n - 3;
                while (dn && *d == '0')
                    d++, dn--;
                t->cls = T_UINT;
                t->wide = !di_mag(d, dn, 16, &t->mag);
            } else {
                di_s0x(t, p + 3, n - 3);
            }
            return;
        }
    }
    /* a word (the parser only keeps words, numbers and strings) */
    if (!is_word_start(p[0]))
        return;
    if (n == 4 && !memcmp(p, "true", 4))
        t->cls = T_TRUE;
    else if (n == 5 && !memcmp(p, "false", 5))
        t->cls = T_FALSE;
    else if (n == 4 && !memcmp(p, "null", 4))
        t->cls = T_NULL;
    else
        t->cls = T_WORD;
}

static int
has_prefix(const Tok *t, const char *prefix, size_t plen)
{
    return t->cls == T_WORD && t->n >= plen && !memcmp(t->s, prefix, plen);
}

/* Is t a word llvm-as's lexer keeps the text of: one of the families'
 * prefixes (DW_TAG_..., DIFlag..., CSK_...) or keywords (FullDebug, GNU...)? */
static int
lexer_named(const Tok *t)
{
    if (t->cls != T_WORD)
        return 0;
    for (unsigned s = 0; s < DI_S__N; s++) {
        if (di_sets[s].prefix ? has_prefix(t, di_sets[s].prefix, di_plen[s])
                              : di_get(128u + s, t->s, t->n) >= 0)
            return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ checking */

typedef struct Ctx {
    IrLoc *loc;
    IrLoc node;         /* where the node being checked was written */
    char *err;
    size_t errlen;
} Ctx;

static int di_fail(Ctx *c, const IrMDField *f, const char *fmt, ...) IR_PRINTF(3, 4);

/* Report at field f (NULL: at the node). */
static int
di_fail(Ctx *c, const IrMDField *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (c->errlen)
        vsnprintf(c->err, c->errlen, fmt, ap);
    va_end(ap);
    if (f && f->loc.line)
        *c->loc = f->loc;
    else if (c->node.line)
        *c->loc = c->node;
    return -1;
}

static int
too_large(Ctx *c, const IrMDField *f, uint64_t max)
{
    return di_fail(c, f, "value for '%s' too large, limit is %" PRIu64, f->key, max);
}

/* An unsigned integer <= max (MDUnsignedField). */
static int
check_uint(Ctx *c, const IrMDField *f, const Tok *t, uint64_t max)
{
    if (t->cls != T_UINT)
        return di_fail(c, f, "expected unsigned integer");
    if (t->wide || t->mag > max)
        return too_large(c, f, max);
    return 0;
}

/* A signed integer in [lo, hi] (MDSignedField). */
static int
check_sint(Ctx *c, const IrMDField *f, const Tok *t, int64_t lo, uint64_t hi)
{
    if (t->cls != T_UINT && t->cls != T_SINT)
        return di_fail(c, f, "expected signed integer");
    if (!t->neg) {
        if (t->wide || t->mag > hi)
            return di_fail(c, f, "value for '%s' too large, limit is %" PRId64, f->key,
                           (int64_t)hi);
    } else if (lo >= 0 || t->wide || t->mag > (uint64_t)(-(lo + 1)) + 1) {
        return di_fail(c, f, "value for '%s' too small, limit is %" PRId64, f->key, lo);
    }
    return 0;
}

static int di_validate(const IrMD *md, Ctx *c);

/* Nodes written inline in a field are parsed, by llvm-as, when their field
 * is reached: check them there, so that the first error reported is the
 * first one in the text.  (!N references are checked where defined.) */
static int
check_inline(Ctx *c, const IrMD *m)
{
    if (!m || m->slot >= 0)
        return 0;
    if (m->kind == IR_MD_SPECIAL) {
        Ctx sub = *c;
        sub.node = m->loc;
        return di_validate(m, &sub);
    }
    if (m->kind == IR_MD_TUPLE)
        for (uint32_t i = 0; i < m->nops; i++)
            if (check_inline(c, m->ops[i]))
                return -1;
    return 0;
}

/* A metadata operand (MDField): anything the parser kept as metadata, but a
 * braced list, or `null` when allowed. */
static int
check_md(Ctx *c, const IrMDField *f, const Tok *t, unsigned flags)
{
    if (f->md) {
        /* llvm-as reads `{` as the start of a struct type: `{}` is one */
        if (f->braced)
            return di_fail(c, f, f->md->nops ? "expected type" : "expected value token");
        return f->md->slot >= 0 ? 0 : check_inline(c, f->md);
    }
    if (t->cls == T_NULL) {
        if (flags & DI_NONNULL)
            return di_fail(c, f, "'%s' cannot be null", f->key);
        return 0;
    }
    return di_fail(c, f, "expected metadata operand");
}

/* A name of family s, or for ENUM families an unsigned integer. */
static int
check_set(Ctx *c, const IrMDField *f, const Tok *t, DiSet s, uint64_t *value)
{
    const DiSetInfo *si = &di_sets[s];
    if (si->style == DI_ST_FLAGS) {
        /* NAME | 12 | NAME ... */
        const char *p = f->raw ? f->raw : "";
        uint64_t v = 0;
        if (f->md)
            return di_fail(c, f, "%s", si->expected);
        for (;;) {
            Tok part;
            di_tok(&part, p);
            if (part.cls == T_UINT) {
                if (part.wide || part.mag > si->max)
                    return di_fail(c, f, "expected 32-bit integer (too large)");
                v |= part.mag;
            } else if (has_prefix(&part, si->prefix, di_plen[s])) {
                int k = di_get(128u + s, part.s, part.n);
                if (k < 0)
                    return di_fail(c, f, "%s '%.*s'", si->invalid, (int)part.n, part.s);
                v |= di_consts[k].value;
            } else {
                return di_fail(c, f, "%s", si->expected);
            }
            if (*part.rest != '|')
                break;
            p = part.rest + 1;
            while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
                p++;
        }
        *value = v;
        return 0;
    }
    if (si->style == DI_ST_NAMES) {
        /* llvm-as names the token's text, or the field's label when the
         * token has none */
        if (has_prefix(t, si->prefix, di_plen[s]) && di_get(128u + s, t->s, t->n) >= 0)
            return 0;
        if (!f->md && lexer_named(t))
            return di_fail(c, f, "%s '%.*s'", si->invalid, (int)t->n, t->s);
        if (!f->md && t->cls == T_STR && t->n >= 2)
            return di_fail(c, f, "%s '%.*s'", si->invalid, (int)t->n - 2, t->s + 1);
        if (f->md && f->md->kind == IR_MD_SPECIAL && f->md->slot < 0 && f->md->str)
            return di_fail(c, f, "%s '%s'", si->invalid, f->md->str); /* !DIxxx(...) */
        return di_fail(c, f, "%s '%s'", si->invalid, f->key);
    }
    if (!f->md && (t->cls == T_UINT || t->cls == T_SINT)) {
        if (check_uint(c, f, t, si->max))
            return -1;
        *value = t->mag;
        return 0;
    }
    if (!f->md && t->cls == T_WORD) {
        if (si->prefix ? has_prefix(t, si->prefix, di_plen[s]) : 1) {
            int k = di_get(128u + s, t->s, t->n);
            if (k >= 0) {
                *value = di_consts[k].value;
                return 0;
            }
            if (si->prefix)
                return di_fail(c, f, "%s '%.*s'", si->invalid, (int)t->n, t->s);
        }
    }
    return di_fail(c, f, "%s", si->expected);
}

/* One `key: value`.  *value gets the integer or constant it stands for,
 * *neg whether an INT is negative. */
static int
check_value(Ctx *c, const IrMDField *f, const DiField *d, uint64_t *value, int *neg)
{
    Tok t;
    if (f->md || !f->raw) {
        t.cls = T_OTHER;
        t.s = t.rest = "";
        t.n = 0;
        t.neg = t.wide = 0;
        t.mag = 0;
    } else {
        di_tok(&t, f->raw);
    }
    int r = 0;
    switch ((DiKind)d->kind) {
    case DI_K_MD:
        r = check_md(c, f, &t, d->flags);
        break;
    case DI_K_MDLIST:
        if (!f->md || !f->braced)
            return di_fail(c, f, "expected '{' here");
        r = check_inline(c, f->md);
        break;
    case DI_K_STR:
        if (f->md || t.cls != T_STR)
            return di_fail(c, f, "expected string constant");
        if ((d->flags & DI_NONEMPTY) && t.n == 2)
            return di_fail(c, f, "'%s' cannot be empty", f->key);
        break;
    case DI_K_BOOL:
        if (f->md || (t.cls != T_TRUE && t.cls != T_FALSE))
            return di_fail(c, f, "expected 'true' or 'false'");
        *value = t.cls == T_TRUE;
        break;
    case DI_K_UINT:
        if (f->md)
            return di_fail(c, f, "expected unsigned integer");
        r = check_uint(c, f, &t, d->hi);
        *value = t.mag;
        break;
    case DI_K_SINT:
        if (f->md)
            return di_fail(c, f, "expected signed integer");
        r = check_sint(c, f, &t, d->lo, d->hi);
        break;
    case DI_K_UINT_MD:
        if (f->md || (t.cls != T_UINT && t.cls != T_SINT))
            r = check_md(c, f, &t, d->flags);
        else
            r = check_uint(c, f, &t, d->hi);
        break;
    case DI_K_SINT_MD:
        if (f->md || (t.cls != T_UINT && t.cls != T_SINT))
            r = check_md(c, f, &t, d->flags);
        else
            r = check_sint(c, f, &t, d->lo, d->hi);
        break;
    case DI_K_INT:
        if (f->md || (t.cls != T_UINT && t.cls != T_SINT))
            return di_fail(c, f, "expected integer");
        *neg = t.neg;
        break;
    default:
        if (d->kind < DI_K_SET0)
            break;
        r = check_set(c, f, &t, (DiSet)(d->kind - DI_K_SET0), value);
        if (di_sets[d->kind - DI_K_SET0].style == DI_ST_FLAGS)
            return r; /* the '|' are its own */
        break;
    }
    if (!r && !f->md && *t.rest)
        return di_fail(c, f, "expected ')' here"); /* `line: 1 | 2` */
    return r;
}

/* DIExpression(op, ...): DW_OP_* names, DW_ATE_* names, unsigned integers. */
static int
check_expr(Ctx *c, const IrMD *md)
{
    for (uint32_t i = 0; i < md->nfields; i++) {
        const IrMDField *f = &md->fields[i];
        Tok t;
        if (f->key || f->md || !f->raw)
            return di_fail(c, f, "expected unsigned integer");
        di_tok(&t, f->raw);
        if (has_prefix(&t, "DW_OP_", 6)) {
            if (di_get(128u + DI_S_OP, t.s, t.n) < 0)
                return di_fail(c, f, "invalid DWARF op '%.*s'", (int)t.n, t.s);
        } else if (has_prefix(&t, "DW_ATE_", 7)) {
            if (di_get(128u + DI_S_ATE, t.s, t.n) < 0)
                return di_fail(c, f, "invalid DWARF attribute encoding '%.*s'", (int)t.n, t.s);
        } else if (t.cls != T_UINT) {
            return di_fail(c, f, "expected unsigned integer");
        } else if (t.wide) {
            return di_fail(c, f, "element too large, limit is %" PRIu64, UINT64_MAX);
        }
        if (*t.rest)
            return di_fail(c, f, "expected ')' here");
    }
    return 0;
}

/* The rules across fields, once all fields are read.  seen: the positions
 * written; val / neg: what each stands for. */
static int
check_node(Ctx *c, const IrMD *md, DiNodeId id, uint64_t seen, const uint64_t *val,
           const uint8_t *neg)
{
#define SEEN(NODE, KEY) ((seen >> DI_POS(NODE, KEY)) & 1)
#define VAL(NODE, KEY) (val[DI_POS(NODE, KEY)])
    switch (id) {
    case DI_N_DICompileUnit:
        /* LangRef "DICompileUnit": the language, by its DWARF 5 code or by
         * its DWARF 6 name (and version) */
        if (SEEN(DICompileUnit, language) && SEEN(DICompileUnit, sourceLanguageName))
            return di_fail(c, NULL, "can only specify one of 'language' and "
                                    "'sourceLanguageName' on !DICompileUnit");
        if (!SEEN(DICompileUnit, language) && !SEEN(DICompileUnit, sourceLanguageName))
            return di_fail(c, NULL, "missing one of 'language' or 'sourceLanguageName', "
                                    "required for !DICompileUnit");
        if (SEEN(DICompileUnit, sourceLanguageVersion) && !SEEN(DICompileUnit, sourceLanguageName))
            return di_fail(c, NULL, "'sourceLanguageVersion' requires an associated "
                                    "'sourceLanguageName' on !DICompileUnit");
        break;
    case DI_N_DISubprogram: {
        /* LangRef "DISubprogram": a definition is distinct.  spFlags, when
         * written, overrides isDefinition (which defaults to true). */
        int def = 1;
        if (SEEN(DISubprogram, spFlags))
            def = (VAL(DISubprogram, spFlags) & DI_C_DISPFlagDefinition) != 0;
        else if (SEEN(DISubprogram, isDefinition))
            def = VAL(DISubprogram, isDefinition) != 0;
        if (def && !md->distinct)
            return di_fail(c, NULL, "missing 'distinct', required for !DISubprogram that is "
                                    "a Definition");
        break;
    }
    case DI_N_DIFile:
        /* LangRef "DIFile": "If one of these fields is present, then the
         * other is required to be present as well." */
        if (SEEN(DIFile, checksumkind) != SEEN(DIFile, checksum))
            return di_fail(c, NULL, "'checksumkind' and 'checksum' must be provided together");
        break;
    case DI_N_DIEnumerator:
        if (SEEN(DIEnumerator, isUnsigned) && VAL(DIEnumerator, isUnsigned) &&
            SEEN(DIEnumerator, value) && neg[DI_POS(DIEnumerator, value)])
            return di_fail(c, NULL, "unsigned enumerator with negative value");
        break;
    default:
        break;
    }
    return 0;
#undef SEEN
#undef VAL
}

static int
di_validate(const IrMD *md, Ctx *c0)
{
    Ctx c = *c0;
    int id = md->kind == IR_MD_SPECIAL && md->str ? di_get(0, md->str, strlen(md->str)) : -1;
    if (id < 0)
        return di_fail(&c, NULL, "expected metadata type");
    const DiNode *node = &di_nodes[id];
    if (node->distinct && !md->distinct)
        return di_fail(&c, NULL, "%s", node->distinct);
    switch ((DiShape)node->shape) {
    case DI_SH_NONE:
        if (md->nfields)
            return di_fail(&c, &md->fields[0], "expected ')' here");
        return 0;
    case DI_SH_EXPR:
        return check_expr(&c, md);
    case DI_SH_ARGS:
        /* DIArgList(T v, ...) */
        for (uint32_t i = 0; i < md->nfields; i++) {
            const IrMDField *f = &md->fields[i];
            if (f->key || !f->md || f->md->kind != IR_MD_VALUE)
                return di_fail(&c, f, "expected value-as-metadata operand");
        }
        return 0;
    case DI_SH_FIELDS:
        break;
    }
    uint64_t seen = 0, val[64];
    uint8_t neg[64];
    unsigned next = 0;
    for (uint32_t i = 0; i < md->nfields; i++) {
        const IrMDField *f = &md->fields[i];
        if (!f->key)
            return di_fail(&c, f, "expected field label here");
        /* fields usually come in the table's order: look from the one
         * after the last match */
        unsigned nf = di_nfields[id], pos = nf;
        for (unsigned j = 0; j < nf; j++, next++) {
            if (next >= nf)
                next = 0;
            if (streq(di_fields[node->first + next].key, f->key)) {
                pos = next++;
                break;
            }
        }
        if (pos == nf)
            return di_fail(&c, f, "invalid field '%s'", f->key);
        unsigned k = node->first + pos;
        if ((seen >> pos) & 1)
            return di_fail(&c, f, "field '%s' cannot be specified more than once", f->key);
        seen |= (uint64_t)1 << pos;
        val[pos] = 0;
        neg[pos] = 0;
        int n = 0;
        if (check_value(&c, f, &di_fields[k], &val[pos], &n))
            return -1;
        neg[pos] = (uint8_t)n;
    }
    uint64_t missing = di_required[id] & ~seen;
    if (missing)
        return di_fail(&c, md->nfields ? &md->fields[md->nfields - 1] : NULL,
                       "missing required field '%s'",
                       di_fields[node->first + (unsigned)__builtin_ctzll(missing)].key);
    return check_node(&c, md, (DiNodeId)id, seen, val, neg);
}

int
ir_di_validate(const IrMD *md, IrLoc *loc, char *err, size_t errlen)
{
    Ctx c = {loc, md ? md->loc : (IrLoc){0, 0}, err, errlen};
    if (errlen)
        err[0] = 0;
    pthread_once(&di_once, di_init);
    if (!md)
        return di_fail(&c, NULL, "expected metadata type");
    return di_validate(md, &c);
}
