/* parse.c -- the .ll parser: text to the data model of ir.h.
 *
 * One pass, recursive descent, stops at the first error (like llvm-as).
 * Forward references are resolved without a fixup pass: the first use of an
 * unknown %x / @g / !N allocates the object its definition will fill (an
 * IrInst or IrBlock for locals, an IrFunc-sized record for globals, an IrMD
 * for metadata), marked IR_V_FWD / IR_MD_FWD until then.
 *
 * Accepts the current syntax of LLVM 22 and the older forms that files in
 * the wild still use: typed pointers (`i32*`, `%T addrspace(1)*`, parsed as
 * opaque `ptr`), LLVM 14's attribute spellings (readnone, argmemonly,
 * nocapture, ...), and the constant expressions LLVM 15-18 still had.
 */
#include "lex.h"
#include "fp.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------- number -> value map */

/* Numbers below NM_DENSE (%0, %1, ... as clang writes them) index an
 * array that grows to the largest seen; the rare larger ones are hashed. */
enum { NM_DENSE = 1 << 16 };

typedef struct NumMap {
    void **dense;
    uint32_t dcap;
    uint32_t *keys;
    void **vals;
    uint32_t cap, n;
} NumMap;

static void *
nm_get(const NumMap *m, uint32_t k)
{
    if (k < NM_DENSE)
        return k < m->dcap ? m->dense[k] : NULL;
    if (!m->cap)
        return NULL;
    uint32_t i = (k * 2654435761u) & (m->cap - 1);
    while (m->vals[i]) {
        if (m->keys[i] == k)
            return m->vals[i];
        i = (i + 1) & (m->cap - 1);
    }
    return NULL;
}

static void
nm_put(NumMap *m, IrArena *a, uint32_t k, void *v)
{
    if (k < NM_DENSE) {
        if (k >= m->dcap) {
            uint32_t cap = m->dcap ? m->dcap : 64;
            while (cap <= k)
                cap *= 2;
            void **d = ir_arena_alloc(a, cap * sizeof *d);
            if (m->dcap)
                memcpy(d, m->dense, m->dcap * sizeof *d);
            m->dense = d;
            m->dcap = cap;
        }
        m->dense[k] = v;
        return;
    }
    if ((m->n + 1) * 2 > m->cap) {
        uint32_t cap = m->cap ? m->cap * 2 : 64;
        uint32_t *keys = ir_arena_alloc(a, cap * sizeof *keys);
        void **vals = ir_arena_alloc(a, cap * sizeof *vals);
        for (uint32_t i = 0; i < m->cap; i++) {
            if (!m->vals[i])
                continue;
            uint32_t j = (m->keys[i] * 2654435761u) & (cap - 1);
            while (vals[j])
                j = (j + 1) & (cap - 1);
            keys[j] = m->keys[i];
            vals[j] = m->vals[i];
        }
        m->keys = keys;
        m->vals = vals;
        m->cap = cap;
    }
    uint32_t i = (k * 2654435761u) & (m->cap - 1);
    while (m->vals[i]) {
        if (m->keys[i] == k) {
            m->vals[i] = v;
            return;
        }
        i = (i + 1) & (m->cap - 1);
    }
    m->keys[i] = k;
    m->vals[i] = v;
    m->n++;
}

/* The values of a map, in no particular order: for (k = 0; k < nm_size(m); k++) nm_at(m, k). */
static uint32_t
nm_size(const NumMap *m)
{
    return m->dcap + m->cap;
}

static void *
nm_at(const NumMap *m, uint32_t k)
{
    return k < m->dcap ? m->dense[k] : m->vals[k - m->dcap];
}

/* ------------------------------------------------------------- parser state */

/* A pending reference to an attribute group (#N), resolved at the end of
 * the module because groups are usually defined after their uses. */
typedef struct GroupRef {
    IrAttrSet *set;
    uint32_t id;
    IrLoc loc;
    IrGlobal *fn_align; /* function: `align` inside the group sets its alignment */
    struct GroupRef *next;
} GroupRef;

typedef struct AttrGroup {
    IrAttrSet set;
    uint64_t align; /* `align=N` in a function attribute group */
} AttrGroup;

/* blockaddress(@f, %bb), resolved once every function is parsed */
typedef struct BAddr {
    IrConst *c;
    const char *bname;
    uint32_t bslot;
    int numbered;
    IrLoc loc;
    struct BAddr *next;
} BAddr;

/* Old memory attributes (readnone, argmemonly, ...) seen in one attribute
 * list, folded into memory(...) when the list ends. */
typedef struct MemUpgrade {
    int any;
    int access;     /* -1 unset, else IR_MEM_* from readnone/readonly/writeonly */
    int loc_arg, loc_inacc;
} MemUpgrade;

/* Growable arrays in the arena (parse-time lists). */
typedef struct Vec {
    void **v;
    uint32_t n, cap;
} Vec;

/* Aggregate types written out again and again (a csmith global's
 * initializer repeats `{ i32, i8, [2 x i8], ... }` before every element)
 * are parsed once: a direct-mapped cache from the type's text to the type.
 * Only text of one line made of names, numbers, commas and brackets takes
 * part; its meaning does not depend on where it stands (named types are
 * the module's), so the same text is the same type. */
enum { TYPE_MEMO = 128 }; /* (512 made no fewer misses on csmith modules, and 12 KB more to touch) */
typedef struct TypeMemo {
    const char *text;   /* into the source */
    uint32_t len;
    uint32_t hash;
    IrType *t;
} TypeMemo;

/* A list of up to 8 attributes without arguments (noundef, nonnull,
 * zeroext, ...) on a parameter or a return value, by the kinds in the
 * order written (a byte each), and the set ab_done made of it: a module
 * repeats a few such lists on every call and declaration. */
enum { FLAG_MEMO = 64 }; /* (a hash's top 6 bits pick the entry) */
typedef struct FlagMemo {
    uint64_t seq;
    uint32_t n;
    IrAttrSet set;
} FlagMemo;
_Static_assert(IR_ATTR_STRING < 256, "FlagMemo.seq keeps an attribute kind in a byte");

enum { VEC_CLASSES = 16 };

/* A call's argument and its attributes, while the call is parsed. */
typedef struct CallArg {
    IrValue *v;
    IrAttrSet attrs;
} CallArg;

typedef struct Parser {
    Lexer lx;
    IrModule *m;
    IrArena *a;
    IrDiag *d;
    jmp_buf fail;
    int depth, max_depth;
    int scalable_lits;      /* ir_parse_typed_constants: a scalable vector may be
                               written lane by lane, a multiple of its count */
    int llvm_version;       /* IrParseOptions.llvm_version */
    /* globals */
    NumMap gslots;          /* @N */
    uint32_t next_gslot;
    NumMap mdslots;         /* !N */
    NumMap groups;          /* #N -> AttrGroup */
    GroupRef *grefs;
    BAddr *baddrs;
    IrMD **mdlist;          /* numbered metadata in definition order */
    uint32_t nmdlist, capmdlist;
    /* function being parsed; its symbol tables live in `scratch` */
    IrArena *scratch;
    /* the arguments of the calls being parsed (a stack: each call takes
     * its part from its base), reused by every call so that only the
     * final arrays go into the module's arena */
    CallArg *cargs;
    uint32_t ncargs, capcargs;
    void **vfree[VEC_CLASSES]; /* vec_grow's arrays to take again, by size (8 << class) */
    IrFunc *fn;
    IrSymtab lsyms;
    NumMap lslots;
    uint32_t next_slot;
    uint32_t nfwd_locals;   /* placeholders not yet defined */
    IrType *pointee;        /* pointee of the last typed pointer parsed (old syntax) */
    IrSymtab type_uses;     /* named types: first use (IrLoc *), for "undefined type" */
    IrSymtab type_defs;     /* named types defined with `= type`: their IrLoc * */
    IrLoc first_record;     /* first #dbg_ record, and first llvm.dbg.* call */
    IrLoc first_dbg_call;
    int record_first;       /* the record came before the call */
    int seen_entity;        /* a top-level entity other than target/source_filename */
    int asm_ok;             /* parsing a callee: inline asm allowed */
    int in_di_fields;       /* inside a specialized node's fields: ir_di_validate
                               checks the nodes nested there itself, in llvm-as's order */
    size_t wide_bytes;      /* storage of the > 64-bit integer constants so far */
    int fn_late_align;      /* the function being parsed is in late_aligns */
    uint32_t ncomdat_refs;  /* `comdat` clauses of globals and functions */
    Vec late_aligns;        /* functions with accesses default_align left for the end */
    uint32_t capsummary;    /* capacity of m->summary */
    char **asml;
    uint32_t nasml, capasml;
    TypeMemo tmemo[TYPE_MEMO];
    IrAttrSet *asets;       /* attribute sets made so far (ab_done), open addressing */
    uint32_t nasets, capasets;
    FlagMemo fmemo[FLAG_MEMO]; /* parameters' and returns' lists of plain flags */
} Parser;

#define TK (p->lx.tok)

static IR_NORETURN void
fail_at(Parser *p, IrLoc loc, const char *fmt, ...) IR_PRINTF(3, 4);

static IR_NORETURN void
fail_at(Parser *p, IrLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ir_verror_at(p->d, loc, fmt, ap);
    va_end(ap);
    longjmp(p->fail, 1);
}

static IR_NORETURN void
unsupported_at(Parser *p, IrLoc loc, const char *what)
{
    ir_unsupported_at(p->d, loc, "%s", what);
    longjmp(p->fail, 1);
}

static void
next(Parser *p)
{
    lx_next(&p->lx);
    if (TK.kind == T_ERROR)
        fail_at(p, TK.loc, "%s", TK.s ? TK.s : "invalid token");
}

static IR_NORETURN void
expected(Parser *p, const char *what)
{
    char buf[64];
    lx_describe(&TK, buf, sizeof buf);
    fail_at(p, TK.loc, "expected %s, found %s", what, buf);
}

static int
accept(Parser *p, TokKind k)
{
    if (TK.kind != k)
        return 0;
    next(p);
    return 1;
}

static void
expect(Parser *p, TokKind k, const char *what)
{
    if (TK.kind != k)
        expected(p, what);
    next(p);
}

static int
is_kw(Parser *p, int kw)
{
    return TK.kind == T_WORD && TK.kw == kw;
}

static int
accept_kw(Parser *p, int kw)
{
    if (!is_kw(p, kw))
        return 0;
    next(p);
    return 1;
}

static void
expect_kw(Parser *p, int kw)
{
    if (!is_kw(p, kw)) {
        char w[64];
        snprintf(w, sizeof w, "'%s'", lx_kw_name(kw));
        expected(p, w);
    }
    next(p);
}

/* The current word's text equals s (for contextual words: read, argmem...). */
static int
word_is(Parser *p, const char *s)
{
    size_t n = strlen(s);
    return TK.kind == T_WORD && TK.n == n && !memcmp(TK.p, s, n);
}

static void
enter(Parser *p)
{
    if (++p->depth > p->max_depth)
        fail_at(p, TK.loc, "nesting too deep (more than %d levels)", p->max_depth);
}

static void
leave(Parser *p)
{
    p->depth--;
}

static char *
tok_str(Parser *p, uint32_t *len)
{
    uint32_t n;
    char *s = lx_str(p->a, &TK, &n);
    if (len)
        *len = n;
    else if (strlen(s) != n) /* the caller keeps a C string */
        unsupported_at(p, TK.loc, "NUL character in this string");
    return s;
}

/* Text kept as written (summary entries, metadata fields): printed back as a
 * C string, so it may not hold NUL bytes. */
static char *
raw_text(Parser *p, const char *start, const char *end, IrLoc loc)
{
    if (memchr(start, 0, (size_t)(end - start)))
        unsupported_at(p, loc, "NUL character in this text");
    return ir_arena_strndup(p->a, start, (size_t)(end - start));
}

/* The decoded name of the current token, for a definition: names may not
 * hold NUL bytes (llvm-as rule). */
static char *
def_name(Parser *p)
{
    uint32_t len;
    char *s = lx_str(p->a, &TK, &len);
    if (strlen(s) != len)
        fail_at(p, TK.loc, "NUL character is not allowed in names");
    return s;
}

static const char *
type_str(Parser *p, const IrType *t)
{
    return ir_type_str(p->a, t);
}

static uint64_t
parse_uint(Parser *p, const char *what)
{
    if (TK.kind != T_INT || TK.p[0] == '-' || TK.p[0] == 'u' || TK.p[0] == 's')
        expected(p, what);
    uint64_t v = 0;
    for (uint32_t i = 0; i < TK.n; i++) {
        unsigned d = (unsigned)(TK.p[i] - '0');
        /* v * 10 + d <= UINT64_MAX, without a division per digit
         * ((UINT64_MAX - 9) / 10 refused 2^64-6 .. 2^64-1) */
        if (v > UINT64_MAX / 10 || (v == UINT64_MAX / 10 && d > UINT64_MAX % 10))
            fail_at(p, TK.loc, "%s too large", what);
        v = v * 10 + d;
    }
    next(p);
    return v;
}

static int64_t
parse_sint(Parser *p, const char *what)
{
    if (TK.kind != T_INT || TK.p[0] == 'u' || TK.p[0] == 's')
        expected(p, what);
    int neg = TK.p[0] == '-';
    uint64_t v = 0;
    for (uint32_t i = neg; i < TK.n; i++) {
        if (v > (UINT64_MAX - 9) / 10)
            fail_at(p, TK.loc, "%s too large", what);
        v = v * 10 + (uint64_t)(TK.p[i] - '0');
    }
    if (v > (uint64_t)INT64_MAX + (uint64_t)neg)
        fail_at(p, TK.loc, "%s too large", what);
    next(p);
    return neg ? (int64_t)(0 - v) : (int64_t)v;
}

static uint32_t
parse_u32(Parser *p, const char *what)
{
    IrLoc loc = TK.loc;
    uint64_t v = parse_uint(p, what);
    if (v > 0xffffffffu)
        fail_at(p, loc, "%s too large", what);
    return (uint32_t)v;
}

/* A vector's storage is in the module's arena, where its final array
 * stays; the arrays a growing vector leaves behind are taken again by the
 * next vectors of their size (a free list per size, linked through their
 * first word), instead of new arena memory each time. */
static void
vec_grow(Parser *p, Vec *v)
{
    uint32_t cap = v->cap ? v->cap * 2 : 8;
    unsigned cls = (unsigned)__builtin_ctz(cap / 8);
    void **n;
    if (cls < VEC_CLASSES && p->vfree[cls]) {
        n = p->vfree[cls];
        p->vfree[cls] = *(void ***)n;
    } else {
        n = ir_arena_alloc(p->a, cap * sizeof *n);
    }
    if (v->n)
        memcpy(n, v->v, v->n * sizeof *n);
    if (v->cap) {
        unsigned old = (unsigned)__builtin_ctz(v->cap / 8);
        if (old < VEC_CLASSES) {
            *(void ***)v->v = p->vfree[old];
            p->vfree[old] = v->v;
        }
    }
    v->v = n;
    v->cap = cap;
}

static inline void
vec_push(Parser *p, Vec *v, void *x)
{
    if (v->n == v->cap)
        vec_grow(p, v);
    v->v[v->n++] = x;
}

static void **
vec_done(Parser *p, Vec *v)
{
    return v->n ? v->v : NULL;
}

/* ---------------------------------------------------------------- types */

static IrType *parse_type(Parser *p, int allow_void);

/* addrspace(N), the current token being `addrspace` */
static uint32_t
parse_addrspace(Parser *p)
{
    expect_kw(p, KW_addrspace);
    expect(p, T_LPAREN, "'(' in address space");
    uint32_t as;
    if (TK.kind == T_STRING) {
        /* symbolic address spaces ("A", "G", "P") of the datalayout */
        char *s = tok_str(p, NULL);
        const IrDataLayout *dl = &p->m->dl;
        if (!strcmp(s, "A")) as = dl->alloca_as;
        else if (!strcmp(s, "G")) as = dl->global_as;
        else if (!strcmp(s, "P")) as = dl->program_as;
        else {
            /* names given in the datalayout: p<N>(<name>) */
            uint32_t k;
            for (k = 0; k < dl->nptrs; k++)
                if (dl->ptrs[k].name && !strcmp(dl->ptrs[k].name, s))
                    break;
            if (k == dl->nptrs)
                fail_at(p, TK.loc, "invalid symbolic addrspace '%s'", s);
            as = dl->ptrs[k].as;
        }
        next(p);
    } else {
        IrLoc loc = TK.loc;
        uint64_t v = parse_uint(p, "address space number");
        if (v > 0xffffff)
            fail_at(p, loc, "invalid address space, must be a 24-bit integer");
        as = (uint32_t)v;
    }
    expect(p, T_RPAREN, "')' in address space");
    return as;
}

/* Is the current `addrspace(N)` followed by '*' (a typed pointer)? */
static int
addrspace_star_follows(Parser *p)
{
    Lexer save = p->lx;
    int r = 0;
    lx_next(&p->lx);
    if (TK.kind == T_LPAREN) {
        lx_next(&p->lx);
        if (TK.kind == T_INT || TK.kind == T_STRING) {
            lx_next(&p->lx);
            if (TK.kind == T_RPAREN) {
                lx_next(&p->lx);
                r = TK.kind == T_STAR;
            }
        }
    }
    p->lx = save;
    return r;
}

/* function type parameters: '(' [type {',' type}] [',' '...'] ')'
 * Parameter attributes and names are accepted and dropped (old files). */
static IrType *
parse_fn_type_rest(Parser *p, IrType *ret, IrLoc loc)
{
    Vec params = {0};
    int vararg = 0;
    expect(p, T_LPAREN, "'('");
    if (TK.kind != T_RPAREN) {
        for (;;) {
            if (accept(p, T_DOTDOTDOT)) {
                vararg = 1;
                break;
            }
            IrLoc tl = TK.loc;
            IrType *t = parse_type(p, 0);
            if (!ir_type_is_first_class(t) || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA)
                if (t->kind != IR_TY_METADATA)
                    fail_at(p, tl, "invalid function argument type");
            /* old files may carry attributes in function types */
            while (TK.kind == T_WORD && TK.attr)
                next(p);
            vec_push(p, &params, t);
            if (!accept(p, T_COMMA))
                break;
        }
    }
    expect(p, T_RPAREN, "')' at end of function type");
    if (ret->kind == IR_TY_LABEL || ret->kind == IR_TY_METADATA || ret->kind == IR_TY_FUNC)
        fail_at(p, loc, "invalid function return type");
    return ir_type_func(p->m, ret, (IrType **)vec_done(p, &params), params.n, vararg);
}

/* { T, T, ... } after the '{' */
static IrType *
parse_struct_body(Parser *p, int packed, Vec *out)
{
    Vec mem = {0};
    if (TK.kind != T_RBRACE) {
        for (;;) {
            IrLoc tl = TK.loc;
            IrType *t = parse_type(p, 0);
            if (!ir_type_is_first_class(t) || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA ||
                t->kind == IR_TY_TOKEN)
                fail_at(p, tl, "invalid element type for struct");
            vec_push(p, &mem, t);
            if (!accept(p, T_COMMA))
                break;
        }
    }
    expect(p, T_RBRACE, "'}' at end of struct");
    if (packed)
        expect(p, T_GT, "'>' at end of packed struct");
    if (out) {
        *out = mem;
        return NULL;
    }
    return ir_type_struct(p->m, (IrType **)vec_done(p, &mem), mem.n, packed);
}

/* [N x T] / <N x T> / <vscale x N x T>, after the opening bracket */
static IrType *
parse_array_vec(Parser *p, int is_vec)
{
    int scalable = 0;
    if (is_vec && accept_kw(p, KW_vscale)) {
        scalable = 1;
        expect_kw(p, KW_x);
    }
    IrLoc nl = TK.loc;
    uint64_t n = parse_uint(p, "number in array/vector type");
    expect_kw(p, KW_x);
    IrLoc tl = TK.loc;
    IrType *t = parse_type(p, 0);
    if (is_vec) {
        expect(p, T_GT, "'>' at end of vector type");
        if (n == 0)
            fail_at(p, nl, "zero element vector is illegal");
        if (n > 0xffffffffu)
            fail_at(p, nl, "size too large for vector");
        if (!(t->kind == IR_TY_INT || ir_type_is_fp(t) || t->kind == IR_TY_PTR ||
              t->kind == IR_TY_TARGETEXT))
            fail_at(p, tl, "invalid vector element type");
        return ir_type_vec(p->m, t, n, scalable);
    }
    expect(p, T_RSQ, "']' at end of array type");
    if (!ir_type_is_first_class(t) || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA ||
        t->kind == IR_TY_TOKEN)
        fail_at(p, tl, "invalid array element type");
    return ir_type_array(p->m, t, n);
}

/* target("name", T..., N...) after `target` */
static IrType *
parse_target_ext(Parser *p)
{
    IrLoc loc = TK.loc;
    expect(p, T_LPAREN, "'(' in target extension type");
    if (TK.kind != T_STRING)
        expected(p, "target extension type name");
    char *name = tok_str(p, NULL);
    next(p);
    Vec tys = {0};
    uint32_t ints[64];
    uint32_t nints = 0;
    while (accept(p, T_COMMA)) {
        if (TK.kind == T_INT) {
            if (nints == 64)
                fail_at(p, TK.loc, "too many target extension type parameters");
            ints[nints++] = parse_u32(p, "integer parameter");
        } else {
            if (nints)
                fail_at(p, TK.loc, "type parameters must precede integer parameters");
            vec_push(p, &tys, parse_type(p, 1));
        }
    }
    expect(p, T_RPAREN, "')' in target extension type");
    if (!strcmp(name, "aarch64.svcount") && (tys.n || nints))
        fail_at(p, TK.loc.line ? TK.loc : loc, "target extension type %s should have no parameters", name);
    return ir_type_target_ext(p->m, name, (IrType **)vec_done(p, &tys), tys.n, ints, nints);
}

enum { TT_BAD, TT_OK, TT_OPEN, TT_CLOSE };

/* type_text_end's classes of characters: names, numbers, commas and blanks
 * (TT_OK), the brackets, and anything else (TT_BAD). */
static const unsigned char tt_class[256] = {
    [' '] = TT_OK, [','] = TT_OK, ['%'] = TT_OK, ['-'] = TT_OK, ['.'] = TT_OK, ['_'] = TT_OK,
    ['$'] = TT_OK, ['0'] = TT_OK, ['1'] = TT_OK, ['2'] = TT_OK, ['3'] = TT_OK, ['4'] = TT_OK,
    ['5'] = TT_OK, ['6'] = TT_OK, ['7'] = TT_OK, ['8'] = TT_OK, ['9'] = TT_OK, ['a'] = TT_OK,
    ['b'] = TT_OK, ['c'] = TT_OK, ['d'] = TT_OK, ['e'] = TT_OK, ['f'] = TT_OK, ['g'] = TT_OK,
    ['h'] = TT_OK, ['i'] = TT_OK, ['j'] = TT_OK, ['k'] = TT_OK, ['l'] = TT_OK, ['m'] = TT_OK,
    ['n'] = TT_OK, ['o'] = TT_OK, ['p'] = TT_OK, ['q'] = TT_OK, ['r'] = TT_OK, ['s'] = TT_OK,
    ['t'] = TT_OK, ['u'] = TT_OK, ['v'] = TT_OK, ['w'] = TT_OK, ['x'] = TT_OK, ['y'] = TT_OK,
    ['z'] = TT_OK, ['A'] = TT_OK, ['B'] = TT_OK, ['C'] = TT_OK, ['D'] = TT_OK, ['E'] = TT_OK,
    ['F'] = TT_OK, ['G'] = TT_OK, ['H'] = TT_OK, ['I'] = TT_OK, ['J'] = TT_OK, ['K'] = TT_OK,
    ['L'] = TT_OK, ['M'] = TT_OK, ['N'] = TT_OK, ['O'] = TT_OK, ['P'] = TT_OK, ['Q'] = TT_OK,
    ['R'] = TT_OK, ['S'] = TT_OK, ['T'] = TT_OK, ['U'] = TT_OK, ['V'] = TT_OK, ['W'] = TT_OK,
    ['X'] = TT_OK, ['Y'] = TT_OK, ['Z'] = TT_OK,
    ['['] = TT_OPEN, ['{'] = TT_OPEN, ['<'] = TT_OPEN, [']'] = TT_CLOSE, ['}'] = TT_CLOSE, ['>'] = TT_CLOSE,
};

/* The end of the type text at q ('[', '{' or '<', on one line): the
 * bracket that closes it, if only names, numbers, commas, blanks and
 * brackets come before, and nothing follows that would continue the type
 * (`*`, `addrspace(N)*`, a function type's `(`); else NULL. */
static const char *
type_text_end(const char *q, const char *e, uint32_t *hash)
{
    int depth = 0;
    uint32_t h = 2166136261u;
    const char *lim = e - q > 4096 ? q + 4096 : e;
    for (;; q++) {
        if (q >= lim)
            return NULL;
        unsigned char c = (unsigned char)*q;
        h = (h ^ c) * 16777619u;
        unsigned cl = tt_class[c];
        if (cl == TT_OK)
            continue;
        if (cl == TT_OPEN)
            depth++;
        else if (cl == TT_BAD)
            return NULL;
        else if (--depth == 0)
            break;
    }
    q++;
    const char *r = q;
    while (r < e && *r == ' ')
        r++;
    if (r < e && (*r == '*' || *r == '(' || *r == 'a'))
        return NULL;
    *hash = h;
    return q;
}

static IrType *parse_type_text(Parser *p, int allow_void);
static IrType *parse_type_suffix(Parser *p, IrType *t, IrLoc loc);

/* What follows `ptr`: an address space, and no `*` (opaque pointers). */
static IrType *
parse_ptr_rest(Parser *p)
{
    IrType *t = p->m->t_ptr;
    if (is_kw(p, KW_addrspace) && !addrspace_star_follows(p))
        t = ir_type_ptr(p->m, parse_addrspace(p));
    if (TK.kind == T_STAR || (is_kw(p, KW_addrspace) && addrspace_star_follows(p)))
        fail_at(p, TK.loc, "ptr* is invalid - use ptr instead");
    return t;
}

static IrType *
parse_type(Parser *p, int allow_void)
{
    int is_ptr = TK.kind == T_WORD && TK.kw == KW_ptr;
    if (TK.kind == T_INTTYPE || is_ptr) {
        /* the most frequent types (ptr at -O0), and most often without a
         * suffix */
        IrLoc loc = TK.loc;
        IrType *t = is_ptr ? p->m->t_ptr : ir_type_int(p->m, (uint32_t)TK.u);
        next(p);
        if (TK.kind != T_STAR && TK.kind != T_LPAREN && !is_kw(p, KW_addrspace))
            return t;
        enter(p);
        if (is_ptr)
            t = parse_ptr_rest(p);
        t = parse_type_suffix(p, t, loc);
        leave(p);
        return t;
    }
    if (TK.kind != T_LSQ && TK.kind != T_LBRACE && TK.kind != T_LT)
        return parse_type_text(p, allow_void);
    uint32_t h;
    const char *start = TK.p, *end = type_text_end(start, p->lx.end, &h);
    if (!end)
        return parse_type_text(p, allow_void);
    uint32_t len = (uint32_t)(end - start);
    TypeMemo *tm = &p->tmemo[h & (TYPE_MEMO - 1)];
    if (tm->text && tm->hash == h && tm->len == len && !memcmp(tm->text, start, len)) {
        p->lx.cur = end;
        next(p);
        return tm->t;
    }
    IrType *t = parse_type_text(p, allow_void);
    /* the parse took exactly the text: blanks between it and the next token */
    const char *q = end;
    while (q < TK.p && (*q == ' ' || *q == '\t'))
        q++;
    if (q == TK.p) {
        tm->text = start;
        tm->len = len;
        tm->hash = h;
        tm->t = t;
    }
    return t;
}

/* What may follow a type and make another of it: `*` and `addrspace(N)*`
 * (typed pointers), a parameter list (a function type). */
static IrType *
parse_type_suffix(Parser *p, IrType *t, IrLoc loc)
{
    for (;;) {
        if (TK.kind == T_STAR) {
            if (t->kind == IR_TY_VOID || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA ||
                t->kind == IR_TY_TOKEN)
                fail_at(p, TK.loc, "pointer to this type is invalid");
            p->pointee = t;
            t = p->m->t_ptr;
            next(p);
        } else if (is_kw(p, KW_addrspace) && addrspace_star_follows(p)) {
            IrType *pt = t;
            uint32_t as = parse_addrspace(p);
            expect(p, T_STAR, "'*'");
            p->pointee = pt;
            t = ir_type_ptr(p->m, as);
        } else if (TK.kind == T_LPAREN) {
            t = parse_fn_type_rest(p, t, loc);
        } else {
            return t;
        }
    }
}

/* LangRef "Type System".  Typed pointers (`T*`, `T addrspace(N)*`) become
 * opaque `ptr`, remembering the pointee for the oldest load/gep syntax. */
static IrType *
parse_type_text(Parser *p, int allow_void)
{
    IrLoc loc = TK.loc;
    IrType *t = NULL;
    enter(p);
    switch (TK.kind) {
    case T_INTTYPE:
        t = ir_type_int(p->m, (uint32_t)TK.u);
        next(p);
        break;
    case T_LSQ:
        next(p);
        t = parse_array_vec(p, 0);
        break;
    case T_LT:
        next(p);
        if (accept(p, T_LBRACE))
            t = parse_struct_body(p, 1, NULL);
        else
            t = parse_array_vec(p, 1);
        break;
    case T_LBRACE:
        next(p);
        t = parse_struct_body(p, 0, NULL);
        break;
    case T_LOCAL: {
        char *name = tok_str(p, NULL);
        if (!ir_sym_get(&p->type_uses, name)) {
            IrLoc *ul = IR_NEW(p->a, IrLoc);
            *ul = loc;
            ir_sym_put(&p->type_uses, p->a, name, ul);
        }
        t = ir_type_named(p->m, name);
        if (TK.is_id && t->kind == IR_TY_STRUCT && (t->flags & IR_TYF_NAMED))
            t->flags |= IR_TYF_NUMBERED;
        next(p);
        break;
    }
    case T_WORD:
        switch (TK.kw) {
        case KW_void: t = p->m->t_void; break;
        case KW_half: t = ir_type_fp(p->m, IR_TY_HALF); break;
        case KW_bfloat: t = ir_type_fp(p->m, IR_TY_BFLOAT); break;
        case KW_float: t = ir_type_fp(p->m, IR_TY_FLOAT); break;
        case KW_double: t = ir_type_fp(p->m, IR_TY_DOUBLE); break;
        case KW_fp128: t = ir_type_fp(p->m, IR_TY_FP128); break;
        case KW_x86_fp80: t = ir_type_fp(p->m, IR_TY_X86_FP80); break;
        case KW_ppc_fp128: t = ir_type_fp(p->m, IR_TY_PPC_FP128); break;
        case KW_x86_amx: t = ir_type_fp(p->m, IR_TY_X86_AMX); break;
        case KW_x86_mmx: t = ir_type_vec(p->m, p->m->t_i64, 1, 0); break; /* as LLVM 20 upgrades it */
        case KW_label: t = p->m->t_label; break;
        case KW_token: t = p->m->t_token; break;
        case KW_metadata: t = p->m->t_md; break;
        case KW_ptr:
            next(p);
            t = parse_ptr_rest(p);
            goto suffix;
        case KW_target:
            next(p);
            t = parse_target_ext(p);
            goto suffix;
        default:
            expected(p, "type");
        }
        next(p);
        break;
    default:
        expected(p, "type");
    }
suffix:
    t = parse_type_suffix(p, t, loc);
    leave(p);
    if (t->kind == IR_TY_VOID && !allow_void)
        fail_at(p, loc, "void type only allowed for function results");
    return t;
}

/* ------------------------------------------------------------ metadata */

static IrMD *parse_md(Parser *p);
static IrValue *parse_value(Parser *p, IrType *ty);
static IrValue *parse_typed_value(Parser *p, IrType **tyout);

static IrMD *
md_new(Parser *p, IrMDKind k)
{
    IrMD *md = IR_NEW(p->a, IrMD);
    md->kind = (uint8_t)k;
    md->slot = -1;
    return md;
}

/* !N: the node, or a placeholder its definition will fill */
static IrMD *
md_ref(Parser *p, uint32_t id, IrLoc loc)
{
    IrMD *md = nm_get(&p->mdslots, id);
    if (!md) {
        md = md_new(p, IR_MD_FWD);
        md->slot = (int32_t)id;
        md->loc = loc;
        nm_put(&p->mdslots, p->a, id, md);
    }
    return md;
}

/* The value of a specialized-node field, kept as written unless it is
 * metadata.  Returns the raw text span via *raw. */
static int
is_type_start(Parser *p)
{
    if (TK.kind == T_INTTYPE)
        return 1;
    if (TK.kind != T_WORD)
        return 0;
    switch (TK.kw) {
    case KW_ptr: case KW_half: case KW_bfloat: case KW_float: case KW_double: case KW_fp128:
    case KW_x86_fp80: case KW_ppc_fp128: case KW_target:
        return 1;
    default:
        return 0;
    }
}

static void
parse_md_field_value(Parser *p, IrMDField *f)
{
    if (TK.kind == T_MDID || TK.kind == T_EXCL || TK.kind == T_MDVAR) {
        f->md = parse_md(p);
        return;
    }
    if (is_type_start(p) || TK.kind == T_LT) {
        /* a value: `value: i32 7` */
        IrMD *v = md_new(p, IR_MD_VALUE);
        v->loc = TK.loc;
        IrType *t = parse_type(p, 0);
        if (TK.kind == T_LOCAL)
            fail_at(p, TK.loc, "invalid use of function-local name");
        v->val = parse_value(p, t);
        f->md = v;
        return;
    }
    if (TK.kind == T_LBRACE) {
        /* a list of metadata: `operands: {!1, !2}` */
        IrMD *t = md_new(p, IR_MD_TUPLE);
        next(p);
        Vec ops = {0};
        if (TK.kind != T_RBRACE) {
            for (;;) {
                if (accept_kw(p, KW_null))
                    vec_push(p, &ops, NULL);
                else
                    vec_push(p, &ops, parse_md(p));
                if (!accept(p, T_COMMA))
                    break;
            }
        }
        expect(p, T_RBRACE, "'}'");
        t->ops = (IrMD **)vec_done(p, &ops);
        t->nops = ops.n;
        f->md = t;
        f->braced = 1;
        return;
    }
    const char *start = TK.p;
    IrLoc sloc = TK.loc;
    const char *end = TK.p + TK.n;
    if (TK.kind != T_INT && TK.kind != T_WORD && TK.kind != T_FP && TK.kind != T_STRING)
        expected(p, "metadata field value");
    next(p);
    while (TK.kind == T_BAR) { /* DIFlagA | DIFlagB */
        next(p);
        if (TK.kind != T_WORD && TK.kind != T_INT)
            expected(p, "flag");
        end = TK.p + TK.n;
        next(p);
    }
    f->raw = raw_text(p, start, end, sloc);
}

/* !DIxxx(field: value, ...) / !DIExpression(op, ...) / !DIArgList(T v, ...)
 * after the name token. */
static IrMD *
parse_md_special(Parser *p, const char *name, IrLoc loc)
{
    IrMD *md = md_new(p, IR_MD_SPECIAL);
    md->str = name;
    md->len = (uint32_t)strlen(name);
    md->loc = loc;
    expect(p, T_LPAREN, "'(' after specialized metadata name");
    IrMDField fields[256];
    uint32_t n = 0;
    Vec more = {0};
    int arglist = !strcmp(name, "DIArgList");
    p->in_di_fields++;
    if (TK.kind != T_RPAREN) {
        for (;;) {
            IrMDField f = {0};
            f.loc = TK.loc;
            if (TK.kind == T_LABEL) {
                f.key = ir_arena_strndup(p->a, TK.s, TK.slen);
                next(p);
                parse_md_field_value(p, &f);
            } else if (arglist) {
                IrMD *v = md_new(p, IR_MD_VALUE);
                v->val = parse_typed_value(p, NULL);
                f.md = v;
            } else {
                parse_md_field_value(p, &f);
            }
            if (n < 256) {
                fields[n++] = f;
            } else {
                IrMDField *pf = IR_NEW(p->a, IrMDField);
                *pf = f;
                vec_push(p, &more, pf);
            }
            if (!accept(p, T_COMMA))
                break;
        }
    }
    expect(p, T_RPAREN, "')' at end of specialized metadata");
    p->in_di_fields--;
    md->nfields = n + more.n;
    md->fields = IR_NEWN(p->a, IrMDField, md->nfields);
    memcpy(md->fields, fields, n * sizeof *fields);
    for (uint32_t i = 0; i < more.n; i++)
        md->fields[n + i] = *(IrMDField *)more.v[i];
    return md;
}

/* Check a specialized node once it is complete (distinct is known only
 * after parse_md has read the node). */
static void
check_md_special(Parser *p, IrMD *md)
{
    char err[256];
    IrLoc loc = md->loc;
    if (ir_di_validate(md, &loc, err, sizeof err))
        fail_at(p, loc, "%s", err);
}

/* !{ elem, ... } after the '!' and at the '{' */
static IrMD *
parse_md_tuple(Parser *p)
{
    IrMD *md = md_new(p, IR_MD_TUPLE);
    md->loc = TK.loc;
    expect(p, T_LBRACE, "'{'");
    Vec ops = {0};
    if (TK.kind != T_RBRACE) {
        for (;;) {
            if (accept_kw(p, KW_null)) {
                vec_push(p, &ops, NULL);
            } else if (TK.kind == T_MDID || TK.kind == T_EXCL || TK.kind == T_MDVAR) {
                vec_push(p, &ops, parse_md(p));
            } else if (is_kw(p, KW_distinct)) {
                vec_push(p, &ops, parse_md(p));
            } else {
                IrMD *v = md_new(p, IR_MD_VALUE);
                v->loc = TK.loc;
                IrType *t = parse_type(p, 0);
                if (t->kind == IR_TY_METADATA)
                    fail_at(p, v->loc, "invalid metadata operand");
                if (TK.kind == T_LOCAL)
                    fail_at(p, TK.loc, "invalid use of function-local name");
                v->val = parse_value(p, t);
                vec_push(p, &ops, v);
            }
            if (!accept(p, T_COMMA))
                break;
        }
    }
    expect(p, T_RBRACE, "'}' at end of metadata node");
    md->ops = (IrMD **)vec_done(p, &ops);
    md->nops = ops.n;
    return md;
}

/* A metadata operand: !N, !"s", !{...}, !DIxxx(...), distinct ... */
static IrMD *
parse_md(Parser *p)
{
    enter(p);
    IrMD *md;
    int distinct = accept_kw(p, KW_distinct);
    IrLoc loc = TK.loc;
    if (TK.kind == T_MDID) {
        if (distinct)
            fail_at(p, loc, "'distinct' only applies to node definitions");
        md = md_ref(p, (uint32_t)TK.u, loc);
        next(p);
    } else if (TK.kind == T_EXCL) {
        next(p);
        if (TK.kind == T_STRING) {
            md = md_new(p, IR_MD_STRING);
            md->str = tok_str(p, &md->len);
            next(p);
        } else if (TK.kind == T_LBRACE) {
            md = parse_md_tuple(p);
        } else {
            expected(p, "metadata");
        }
    } else if (TK.kind == T_MDVAR) {
        char *name = tok_str(p, NULL);
        next(p);
        md = parse_md_special(p, name, loc);
        if (distinct)
            md->distinct = 1;
        /* a node written here is checked once (references to numbered ones
         * were checked at their definition; nested ones by their parent) */
        if (!p->in_di_fields)
            check_md_special(p, md);
    } else {
        expected(p, "metadata");
    }
    if (distinct)
        md->distinct = 1;
    if (!md->loc.line)
        md->loc = loc;
    leave(p);
    return md;
}

/* `metadata` operand of a call: metadata <T v> | metadata !... */
static IrMD *
parse_md_operand(Parser *p)
{
    if (TK.kind == T_MDID || TK.kind == T_EXCL || TK.kind == T_MDVAR || is_kw(p, KW_distinct))
        return parse_md(p);
    IrMD *v = md_new(p, IR_MD_VALUE);
    v->loc = TK.loc;
    IrType *t;
    v->val = parse_typed_value(p, &t);
    if (t->kind == IR_TY_METADATA)
        fail_at(p, v->loc, "invalid metadata-as-value operand");
    return v;
}

/* , !kind !N ... attachments; the current token is the !kind */
static void
parse_attachments(Parser *p, IrMDAttach **out, uint32_t *nout, int leading_comma)
{
    IrMDAttach buf[32];
    uint32_t n = 0;
    Vec more = {0};
    for (;;) {
        if (leading_comma) {
            if (TK.kind != T_COMMA || lx_peek_kind(&p->lx) != T_MDVAR)
                break;
            next(p);
        } else if (TK.kind != T_MDVAR) {
            break;
        }
        IrMDAttach at;
        at.kind = tok_str(p, NULL);
        next(p);
        at.md = parse_md(p);
        if (n < 32) {
            buf[n++] = at;
        } else {
            IrMDAttach *pa = IR_NEW(p->a, IrMDAttach);
            *pa = at;
            vec_push(p, &more, pa);
        }
    }
    if (!n)
        return;
    uint32_t total = *nout + n + more.n;
    IrMDAttach *all = IR_NEWN(p->a, IrMDAttach, total);
    if (*nout)
        memcpy(all, *out, *nout * sizeof *all);
    memcpy(all + *nout, buf, n * sizeof *buf);
    for (uint32_t i = 0; i < more.n; i++)
        all[*nout + n + i] = *(IrMDAttach *)more.v[i];
    *out = all;
    *nout = total;
}

/* ----------------------------------------------------------- attributes */

typedef struct AttrBuf {
    IrAttr a[64];
    uint32_t n;
    Vec more;
} AttrBuf;

static void
ab_push(Parser *p, AttrBuf *b, const IrAttr *a)
{
    /* a later occurrence of the same enum attribute replaces the earlier */
    if (a->kind != IR_ATTR_STRING) {
        for (uint32_t i = 0; i < b->n; i++)
            if (b->a[i].kind == a->kind) {
                b->a[i] = *a;
                return;
            }
    } else {
        for (uint32_t i = 0; i < b->n; i++)
            if (b->a[i].kind == IR_ATTR_STRING && !strcmp(b->a[i].key, a->key)) {
                b->a[i] = *a;
                return;
            }
    }
    if (b->n < 64) {
        b->a[b->n++] = *a;
    } else {
        IrAttr *pa = IR_NEW(p->a, IrAttr);
        *pa = *a;
        vec_push(p, &b->more, pa);
    }
}

static int
str_same(const char *a, const char *b)
{
    return a == b || (a && b && !strcmp(a, b));
}

static int
attr_same(const IrAttr *a, const IrAttr *b)
{
    return a->kind == b->kind && a->i == b->i && a->i2 == b->i2 && a->ty == b->ty && a->lo == b->lo &&
           a->hi == b->hi && str_same(a->key, b->key) && str_same(a->val, b->val) &&
           a->nranges == b->nranges &&
           (!a->nranges || !memcmp(a->ranges, b->ranges, 2 * a->nranges * sizeof *a->ranges));
}

static uint32_t
attrs_hash(const IrAttr *a, uint32_t n)
{
    uint64_t h = n;
    for (uint32_t k = 0; k < n; k++) {
        /* strings by address: the sets that repeat are made from the
         * same group's attributes (equal strings elsewhere are merely not
         * shared) */
        uint64_t x = a[k].kind ^ a[k].i * 31 ^ a[k].i2 * 131 ^ (uintptr_t)a[k].ty ^
                     (uintptr_t)a[k].lo * 7 ^ (uintptr_t)a[k].hi * 11 ^ a[k].nranges ^
                     (uintptr_t)a[k].key * 13 ^ (uintptr_t)a[k].val * 17;
        h = (h ^ x) * UINT64_C(0x9E3779B97F4A7C15);
    }
    return (uint32_t)(h >> 32);
}

/* The interned sets' table (ab_done), twice as big. */
static void
asets_grow(Parser *p)
{
    uint32_t cap = p->capasets ? p->capasets * 2 : 256;
    IrAttrSet *t = ir_calloc(cap, sizeof *t);
    for (uint32_t k = 0; k < p->capasets; k++) {
        IrAttrSet *e = &p->asets[k];
        if (!e->n)
            continue;
        uint32_t j = attrs_hash(e->a, e->n) & (cap - 1);
        while (t[j].n)
            j = (j + 1) & (cap - 1);
        t[j] = *e;
    }
    ir_free(p->asets);
    p->asets = t;
    p->capasets = cap;
}

/* The attribute set of b.  Sets are interned, their arrays shared: a
 * module repeats a few sets many times (the same #N merged into every
 * call, noundef on each parameter), and an IrAttr is 80 bytes, so that
 * copies were a tenth of a csmith module's memory, each byte of it a
 * page fault's share.  Who changes a set's array afterwards makes a copy
 * first (gen/repair.c's drop_range). */
static IrAttrSet
ab_done(Parser *p, AttrBuf *b)
{
    IrAttrSet s = {0};
    s.n = b->n + b->more.n;
    if (!s.n)
        return s;
    if (b->more.n) { /* more than 64: not interned */
        s.a = IR_NEWN(p->a, IrAttr, s.n);
        memcpy(s.a, b->a, b->n * sizeof *b->a);
        for (uint32_t i = 0; i < b->more.n; i++)
            s.a[b->n + i] = *(IrAttr *)b->more.v[i];
        return s;
    }
    if ((p->nasets + 1) * 2 > p->capasets)
        asets_grow(p);
    uint32_t j = attrs_hash(b->a, b->n) & (p->capasets - 1);
    for (; p->asets[j].n; j = (j + 1) & (p->capasets - 1)) {
        IrAttrSet *e = &p->asets[j];
        if (e->n != b->n)
            continue;
        uint32_t k = 0;
        while (k < b->n && attr_same(&e->a[k], &b->a[k]))
            k++;
        if (k == b->n)
            return *e;
    }
    s.a = ir_arena_dup(p->a, b->a, b->n * sizeof *b->a);
    p->asets[j] = s;
    p->nasets++;
    return s;
}

static uint64_t
parse_align_value(Parser *p)
{
    IrLoc loc = TK.loc;
    uint64_t v = parse_uint(p, "alignment");
    if (v == 0 || (v & (v - 1)))
        fail_at(p, loc, "alignment is not a power of two");
    if (v > (1ull << 32))
        fail_at(p, loc, "huge alignments are not supported yet");
    return v;
}

/* memory(...) after `memory` (LangRef "memory(...)") */
static uint64_t
parse_memory_attr(Parser *p)
{
    static const char *const locs[IR_MEM_NLOCS] = {
        "argmem", "inaccessiblemem", "errnomem", "target_mem0", "target_mem1", "other"};
    expect(p, T_LPAREN, "'('");
    uint64_t bits = 0;
    int have_default = 0;
    uint32_t set = 0;
    int dflt = IR_MEM_NONE;
    for (;;) {
        int loc = -1;
        if (TK.kind == T_LABEL) {
            for (int i = 0; i < IR_MEM_NLOCS - 1; i++)
                if (TK.slen == strlen(locs[i]) && !memcmp(TK.s, locs[i], TK.slen))
                    loc = i;
            if (loc < 0)
                fail_at(p, TK.loc, "invalid memory location kind");
            next(p);
        }
        int acc;
        if (word_is(p, "none")) acc = IR_MEM_NONE;
        else if (word_is(p, "read")) acc = IR_MEM_READ;
        else if (word_is(p, "write")) acc = IR_MEM_WRITE;
        else if (word_is(p, "readwrite")) acc = IR_MEM_RW;
        else expected(p, "memory access kind (none, read, write, readwrite)");
        next(p);
        if (loc < 0) {
            if (have_default)
                fail_at(p, TK.loc, "default access kind must be specified first");
            have_default = 1;
            dflt = acc;
        } else {
            bits |= (uint64_t)acc << (2 * loc);
            set |= 1u << loc;
        }
        if (!accept(p, T_COMMA))
            break;
    }
    expect(p, T_RPAREN, "')' at end of memory attribute");
    for (int i = 0; i < IR_MEM_NLOCS; i++)
        if (!(set & (1u << i)))
            bits |= (uint64_t)dflt << (2 * i);
    return bits;
}

/* nofpclass(nan inf ...) */
static uint64_t
parse_nofpclass(Parser *p)
{
    static const struct { const char *n; unsigned m; } names[] = {
        {"all", IR_FPC_ALL}, {"nan", IR_FPC_SNAN | IR_FPC_QNAN}, {"snan", IR_FPC_SNAN},
        {"qnan", IR_FPC_QNAN}, {"inf", IR_FPC_NINF | IR_FPC_PINF}, {"ninf", IR_FPC_NINF},
        {"pinf", IR_FPC_PINF}, {"norm", IR_FPC_NNORM | IR_FPC_PNORM}, {"nnorm", IR_FPC_NNORM},
        {"pnorm", IR_FPC_PNORM}, {"sub", IR_FPC_NSUB | IR_FPC_PSUB}, {"nsub", IR_FPC_NSUB},
        {"psub", IR_FPC_PSUB}, {"zero", IR_FPC_NZERO | IR_FPC_PZERO}, {"nzero", IR_FPC_NZERO},
        {"pzero", IR_FPC_PZERO},
    };
    expect(p, T_LPAREN, "'('");
    uint64_t mask = 0;
    if (TK.kind == T_INT) {
        IrLoc loc = TK.loc;
        mask = parse_uint(p, "nofpclass mask");
        if (mask == 0 || mask > IR_FPC_ALL)
            fail_at(p, loc, "invalid mask value for 'nofpclass'");
    } else {
        while (TK.kind == T_WORD) {
            unsigned i;
            for (i = 0; i < sizeof names / sizeof names[0]; i++)
                if (word_is(p, names[i].n))
                    break;
            if (i == sizeof names / sizeof names[0])
                fail_at(p, TK.loc, "invalid nofpclass test name");
            mask |= names[i].m;
            next(p);
        }
        if (!mask)
            expected(p, "nofpclass test mask");
    }
    expect(p, T_RPAREN, "')'");
    return mask;
}

/* captures(none | address, ... [ret: ...]) */
static uint64_t
parse_captures(Parser *p)
{
    expect(p, T_LPAREN, "'('");
    uint64_t other = 0, ret = 0;
    int in_ret = 0, any_other = 0;
    for (;;) {
        if (TK.kind == T_LABEL && TK.slen == 3 && !memcmp(TK.s, "ret", 3)) {
            in_ret = 1;
            next(p);
        }
        uint64_t c;
        if (word_is(p, "none")) c = 0;
        else if (word_is(p, "address")) c = IR_CAP_ADDRESS;
        else if (word_is(p, "address_is_null")) c = IR_CAP_ADDRESS_IS_NULL;
        else if (word_is(p, "provenance")) c = IR_CAP_PROVENANCE;
        else if (word_is(p, "read_provenance")) c = IR_CAP_READ_PROVENANCE;
        else expected(p, "capture component");
        next(p);
        if (in_ret)
            ret |= c;
        else {
            other |= c;
            any_other = 1;
        }
        if (!accept(p, T_COMMA))
            break;
    }
    expect(p, T_RPAREN, "')'");
    if (!any_other)
        other = 0;
    /* without ret:, the components apply to the return value too */
    if (!in_ret)
        ret = other;
    return other | (ret << 4);
}

static IrValue *parse_int_const_of(Parser *p, IrType *t);

/* One attribute whose keyword is the current token.  where: IR_AW_*; in_group:
 * inside `attributes #N = { ... }` (allows `align=N`). */
static int
parse_one_attr(Parser *p, IrAttr *a, int where, int in_group, MemUpgrade *mu, uint64_t *fn_align)
{
    memset(a, 0, sizeof *a);
    if (TK.kind == T_STRING) {
        a->kind = IR_ATTR_STRING;
        a->key = tok_str(p, NULL);
        next(p);
        if (accept(p, T_EQ)) {
            if (TK.kind != T_STRING)
                expected(p, "string value of attribute");
            a->val = tok_str(p, NULL);
            next(p);
        }
        return 1;
    }
    if (TK.kind != T_WORD)
        return 0;
    IrLoc loc = TK.loc;
    /* LLVM 14's spellings */
    if (where == IR_AW_FN && (TK.attr == IR_ATTR_READNONE || TK.attr == IR_ATTR_READONLY ||
                              TK.attr == IR_ATTR_WRITEONLY)) {
        int acc = TK.attr == IR_ATTR_READNONE ? IR_MEM_NONE :
                  TK.attr == IR_ATTR_READONLY ? IR_MEM_READ : IR_MEM_WRITE;
        mu->any = 1;
        mu->access = mu->access < 0 ? acc : (mu->access & acc);
        next(p);
        return 2;
    }
    if (where == IR_AW_FN && TK.kw == KW_argmemonly) {
        mu->any = 1;
        mu->loc_arg = 1;
        next(p);
        return 2;
    }
    if (where == IR_AW_FN && TK.kw == KW_inaccessiblememonly) {
        mu->any = 1;
        mu->loc_inacc = 1;
        next(p);
        return 2;
    }
    if (where == IR_AW_FN && TK.kw == KW_inaccessiblemem_or_argmemonly) {
        mu->any = 1;
        mu->loc_arg = mu->loc_inacc = 1;
        next(p);
        return 2;
    }
    if (TK.kw == KW_nocapture && where == IR_AW_PARAM) {
        a->kind = IR_ATTR_CAPTURES;
        a->i = 0;
        next(p);
        return 1;
    }
    if (!TK.attr)
        return 0;
    a->kind = (uint16_t)TK.attr;
    const IrAttrInfo *info = &ir_attrinfo[a->kind];
    next(p);
    switch (info->arg) {
    case IR_AA_NONE:
        break;
    case IR_AA_INT:
        if (a->kind == IR_ATTR_ALIGN && where == IR_AW_FN) {
            /* function alignment written among the function attributes */
            uint64_t v;
            if (in_group) {
                expect(p, T_EQ, "'='");
                v = parse_align_value(p);
            } else if (accept(p, T_LPAREN)) {
                v = parse_align_value(p);
                expect(p, T_RPAREN, "')'");
            } else {
                v = parse_align_value(p);
            }
            if (fn_align)
                *fn_align = v;
            return 2;
        }
        if (in_group && accept(p, T_EQ)) {
            a->i = a->kind == IR_ATTR_ALIGN || a->kind == IR_ATTR_ALIGNSTACK ? parse_align_value(p)
                                                                             : parse_uint(p, "integer");
        } else if (accept(p, T_LPAREN)) {
            a->i = a->kind == IR_ATTR_ALIGN || a->kind == IR_ATTR_ALIGNSTACK ? parse_align_value(p)
                                                                             : parse_uint(p, "integer");
            expect(p, T_RPAREN, "')'");
        } else if (a->kind == IR_ATTR_ALIGN) {
            a->i = parse_align_value(p);
        } else {
            expected(p, "'('");
        }
        break;
    case IR_AA_TYPE:
        if (accept(p, T_LPAREN)) {
            a->ty = parse_type(p, 0);
            expect(p, T_RPAREN, "')'");
        } else if (a->kind == IR_ATTR_ELEMENTTYPE) {
            expected(p, "'('");
        } else if (p->pointee) {
            /* typed-pointer files: byval on a `%T*` parameter means byval(%T) */
            a->ty = p->pointee;
        } else {
            expected(p, "'('");
        }
        break;
    case IR_AA_RANGE: {
        expect(p, T_LPAREN, "'('");
        IrLoc tl = TK.loc;
        IrType *t = parse_type(p, 0);
        if (!ir_type_is_int_or_intvec(t))
            fail_at(p, tl, "the range must have integer type!");
        a->ty = t;
        a->lo = parse_int_const_of(p, ir_type_scalar(t));
        expect(p, T_COMMA, "','");
        a->hi = parse_int_const_of(p, ir_type_scalar(t));
        expect(p, T_RPAREN, "')'");
        unsigned rb = ir_type_scalar(t)->bits;
        const IrConst *lo = (const IrConst *)a->lo, *hi = (const IrConst *)a->hi;
        if (wide_eq(lo->w, hi->w, rb) && !wide_is_zero(lo->w, rb))
            fail_at(p, tl, "the range represent the empty set but limits aren't 0!");
        break;
    }
    case IR_AA_MEMORY:
        a->i = parse_memory_attr(p);
        break;
    case IR_AA_NOFPCLASS:
        a->i = parse_nofpclass(p);
        break;
    case IR_AA_CAPTURES:
        a->i = parse_captures(p);
        break;
    case IR_AA_PAIR:
        expect(p, T_LPAREN, "'('");
        a->i = parse_u32(p, "integer");
        a->i2 = UINT64_MAX;
        if (accept(p, T_COMMA))
            a->i2 = parse_u32(p, "integer");
        expect(p, T_RPAREN, "')'");
        break;
    case IR_AA_UWTABLE:
        a->i = 2; /* async, the default */
        if (accept(p, T_LPAREN)) {
            if (is_kw(p, KW_sync))
                a->i = 1;
            else if (!is_kw(p, KW_async))
                expected(p, "'sync' or 'async'");
            next(p);
            expect(p, T_RPAREN, "')'");
        }
        break;
    case IR_AA_STR: {
        expect(p, T_LPAREN, "'('");
        if (TK.kind != T_STRING)
            expected(p, "string");
        IrLoc sl = TK.loc;
        a->val = tok_str(p, NULL);
        next(p);
        expect(p, T_RPAREN, "')'");
        /* allockind("alloc,zeroed"): LangRef "allockind" */
        static const char *const kinds[] = {"alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"};
        for (const char *k = a->val; *k;) {
            size_t n = strcspn(k, ",");
            unsigned j;
            for (j = 0; j < sizeof kinds / sizeof kinds[0]; j++)
                if (strlen(kinds[j]) == n && !strncmp(k, kinds[j], n))
                    break;
            if (j == sizeof kinds / sizeof kinds[0])
                fail_at(p, sl, "unknown allockind %.*s", (int)n, k);
            k += n + (k[n] == ',');
        }
        break;
    }
    case IR_AA_RANGES: {
        expect(p, T_LPAREN, "'('");
        Vec v = {0};
        for (;;) {
            expect(p, T_LPAREN, "'('");
            int64_t *pair = IR_NEWN(p->a, int64_t, 2);
            pair[0] = parse_sint(p, "integer");
            expect(p, T_COMMA, "','");
            pair[1] = parse_sint(p, "integer");
            expect(p, T_RPAREN, "')'");
            vec_push(p, &v, pair);
            if (!accept(p, T_COMMA))
                break;
        }
        expect(p, T_RPAREN, "')'");
        a->nranges = v.n;
        a->ranges = IR_NEWN(p->a, int64_t, 2 * v.n);
        for (uint32_t i = 0; i < v.n; i++) {
            a->ranges[2 * i] = ((int64_t *)v.v[i])[0];
            a->ranges[2 * i + 1] = ((int64_t *)v.v[i])[1];
        }
        break;
    }
    }
    (void)loc;
    return 1;
}

static void
mem_upgrade_finish(Parser *p, AttrBuf *b, MemUpgrade *mu)
{
    if (!mu->any)
        return;
    int acc = mu->access < 0 ? IR_MEM_RW : mu->access;
    uint64_t bits;
    if (mu->loc_arg || mu->loc_inacc) {
        bits = 0;
        if (mu->loc_arg)
            bits |= (uint64_t)acc << (2 * IR_MEM_LOC_ARG);
        if (mu->loc_inacc)
            bits |= (uint64_t)acc << (2 * IR_MEM_LOC_INACCESSIBLE);
    } else {
        bits = IR_MEM_ALL(acc);
    }
    /* combine with an explicit memory(...) if both are given */
    for (uint32_t i = 0; i < b->n; i++)
        if (b->a[i].kind == IR_ATTR_MEMORY) {
            uint64_t r = 0;
            for (int l = 0; l < IR_MEM_NLOCS; l++)
                r |= (uint64_t)(IR_MEM_GET(b->a[i].i, l) & IR_MEM_GET(bits, l)) << (2 * l);
            b->a[i].i = r;
            return;
        }
    IrAttr a = {0};
    a.kind = IR_ATTR_MEMORY;
    a.i = bits;
    ab_push(p, b, &a);
}

static void
add_group_ref(Parser *p, IrAttrSet *set, uint32_t id, IrLoc loc, IrGlobal *g)
{
    GroupRef *r = IR_NEW(p->a, GroupRef);
    r->set = set;
    r->id = id;
    r->loc = loc;
    r->fn_align = g;
    r->next = p->grefs;
    p->grefs = r;
}

/* A list of attributes for `where`; stops at the first token that is not
 * one.  Group references (#N) are recorded against `set`, which must then
 * be the final home of the result (callers assign *set = result). */
static IrAttrSet
parse_attr_list(Parser *p, int where, IrAttrSet *set, uint64_t *fn_align, IrGlobal *g)
{
    AttrBuf b;
    b.n = 0;
    memset(&b.more, 0, sizeof b.more);
    MemUpgrade mu = {0, -1, 0, 0};
    if (where != IR_AW_FN) {
        /* the common list, plain flags only: its set from the memo (what
         * parse_one_attr and ab_done make of it, every time the same) */
        uint64_t seq = 0;
        uint32_t n = 0;
        while (n < 8 && TK.kind == T_WORD && TK.attr && TK.kw != KW_nocapture &&
               ir_attrinfo[TK.attr].arg == IR_AA_NONE && (ir_attrinfo[TK.attr].where & where)) {
            seq |= (uint64_t)(uint8_t)TK.attr << (8 * n++);
            next(p);
        }
        /* the list ends here unless an attribute follows (a string, one
         * with arguments, nocapture): then the general loop goes on */
        FlagMemo *e = NULL;
        if (TK.kind != T_STRING && !(TK.kind == T_WORD && (TK.attr || TK.kw == KW_nocapture))) {
            if (!n)
                return (IrAttrSet){0};
            /* (the same flags make the same set wherever they stand: the
             * loop above checked each for its place) */
            e = &p->fmemo[((seq ^ n) * UINT64_C(0x9E3779B97F4A7C15)) >> 58];
            if (e->n == n && e->seq == seq)
                return e->set;
        }
        for (uint32_t k = 0; k < n; k++)
            ab_push(p, &b, &(IrAttr){.kind = (uint16_t)(uint8_t)(seq >> (8 * k))});
        if (e) {
            *e = (FlagMemo){seq, n, ab_done(p, &b)};
            return e->set;
        }
    }
    for (;;) {
        if (TK.kind == T_ATTRID && where == IR_AW_FN) {
            if (set)
                add_group_ref(p, set, (uint32_t)TK.u, TK.loc, g);
            next(p);
            continue;
        }
        if (TK.kind == T_STRING && where != IR_AW_FN) {
            /* string attributes on parameters/returns: "key"[="value"] */
        } else if (TK.kind == T_STRING && where == IR_AW_FN) {
        } else if (TK.kind != T_WORD) {
            break;
        }
        /* `align N` after a function's parameter list is its alignment */
        IrAttr a;
        IrLoc al = TK.loc;
        int r = parse_one_attr(p, &a, where, 0, &mu, fn_align);
        if (!r)
            break;
        if (r == 1 && a.kind != IR_ATTR_STRING && !(ir_attrinfo[a.kind].where & where))
            fail_at(p, al, "this attribute does not apply to %s",
                    where == IR_AW_FN ? "functions" : where == IR_AW_PARAM ? "parameters" : "return values");
        if (r == 1)
            ab_push(p, &b, &a);
    }
    mem_upgrade_finish(p, &b, &mu);
    return ab_done(p, &b);
}

/* ------------------------------------------------------------- constants */

static IrConst *
cnew(Parser *p, IrValueKind k, IrType *t)
{
    return ir_const_new(p->m, k, t);
}

static int
hexdig(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return c - 'A' + 10;
}

/* A signed hexadecimal literal (s0x...): as in llvm-as, its value is
 * as wide as its highest set bit, which is its sign, so that s0xF and s0x0F
 * are -1 and s0x10 is -16; a value that fits the type is sign-extended to
 * it from there (w, `bits` wide, holds the digits already; a wider literal
 * was truncated, and its width comes from the text). */
static void
sext_hex(uint64_t *w, unsigned bits, const char *h, size_t n)
{
    while (n && *h == '0')
        h++, n--;
    if (!n)
        return;
    uint64_t active = 4 * (uint64_t)(n - 1) + (uint64_t)(32 - __builtin_clz((unsigned)hexdig(*h)));
    if (active < bits)
        wide_sext(w, bits, w, (unsigned)active);
}

/* An integer literal token converted to type t (silently truncated, as
 * llvm-as does). */
static IrValue *
int_from_tok(Parser *p, IrType *t)
{
    IrLoc loc = TK.loc;
    unsigned bits = t->bits;
    uint64_t small[1];
    IrConst *c = NULL;
    uint64_t *w = small;
    if (bits > 64) {
        /* Each constant of an iN type stores N bits: `i8388607 1` is 1 MiB,
         * so a few KB of text could ask for gigabytes.  Allow 64 MiB plus 32
         * bytes a byte of input (an i128 constant takes at least ~5 bytes of
         * text and 16 of storage), then give up. */
        size_t nb = (size_t)WIDE_WORDS(bits) * 8;
        p->wide_bytes += nb;
        if (p->wide_bytes > ((size_t)64 << 20) + 32 * (size_t)(p->lx.end - p->lx.src))
            unsupported_at(p, loc, "integer constants wider than 64 bits need more than "
                                   "64 MiB plus 32 bytes per input byte");
        c = cnew(p, IR_V_INT, t);
        c->w = w = ir_arena_alloc(p->a, nb);
    }
    const char *s = TK.p;
    size_t n = TK.n;
    int neg = 0, hex = 0;
    if (s[0] == 'u' || s[0] == 's') {
        /* u0x / s0x: hexadecimal, the width is the literal's digit count */
        hex = 1;
        s += 3;
        n -= 3;
    } else if (s[0] == '-') {
        neg = 1;
        s++;
        n--;
    }
    if (!hex && bits <= 64 && n >= 1 && n <= 19) {
        /* the common case: up to 19 digits fit 64 bits; truncate to N bits */
        uint64_t v = 0;
        size_t k = 0;
        for (; k < n && (unsigned)(s[k] - '0') < 10; k++)
            v = v * 10 + (uint64_t)(s[k] - '0');
        if (k == n) {
            if (neg)
                v = 0 - v;
            if (bits < 64)
                v &= (UINT64_C(1) << bits) - 1;
            next(p);
            return ir_const_int(p->m, t, v);
        }
    }
    int ov = 0;
    int r = hex ? wide_from_hex(w, bits, s, n, &ov) : wide_from_dec(w, bits, s, n, &ov);
    if (r)
        fail_at(p, loc, "invalid integer constant");
    if (neg)
        wide_neg(w, w, bits);
    if (hex && TK.p[0] == 's')
        sext_hex(w, bits, s, n);
    next(p);
    return c ? &c->v : ir_const_int(p->m, t, small[0]);
}

/* Constant lists straight from the text: the tables of csmith's programs
 * are a third to half of a -O2 module's text, and most of their elements
 * are `iK N` (K <= 64, N decimal).  Each such element costs two tokens,
 * a type and a value parse; from the text, a compare and the digits.
 * The values are what int_from_tok makes of them. */

/* The elements `iK N, iK N, ...` from the current token (an iK) while each
 * has the same type text and the next follows `, `, into el.  Returns 0
 * having taken nothing when the first is of another form; else the lexer
 * is at the token after the last one taken, and the caller's loop goes on
 * from there. */
static int
int_elems(Parser *p, Vec *el)
{
    if (!TK.u || TK.u > 64)
        return 0;
    IrType *et = ir_type_int(p->m, (uint32_t)TK.u);
    const char *ty = TK.p, *q = ty, *last = NULL, *k;
    uint32_t tn = TK.n;
    uint64_t v, mask = et->bits < 64 ? (UINT64_C(1) << et->bits) - 1 : ~UINT64_C(0);
    while (p->lx.end - q > tn && !memcmp(q, ty, tn) && (k = lx_int_at(&p->lx, q + tn, &v))) {
        vec_push(p, el, ir_const_int(p->m, et, v & mask));
        last = k;
        if (k[0] != ',' || k[1] != ' ')
            break;
        q = k + 2;
    }
    if (!last)
        return 0;
    p->lx.cur = last; /* (the same line: no newline was crossed) */
    next(p);
    return 1;
}

/* The next element(s) of a constant list into el: a run of `iK N` from the
 * text, or any typed value */
static void
parse_elems(Parser *p, Vec *el)
{
    if (!(TK.kind == T_INTTYPE && int_elems(p, el)))
        vec_push(p, el, parse_typed_value(p, NULL));
}

static IrValue *
parse_int_const_of(Parser *p, IrType *t)
{
    if (TK.kind == T_INT)
        return int_from_tok(p, t);
    if (is_kw(p, KW_true) || is_kw(p, KW_false)) {
        IrValue *v = ir_const_int(p->m, t, TK.kw == KW_true ? 1 : 0);
        next(p);
        return v;
    }
    expected(p, "integer constant");
}


/* Hex digits (most significant first) into up to two words. */
static void
hex_words(const char *s, size_t n, uint64_t w[2])
{
    w[0] = w[1] = 0;
    for (size_t i = 0; i < n; i++) {
        w[1] = (w[1] << 4) | (w[0] >> 60);
        w[0] = (w[0] << 4) | (uint64_t)hexdig(s[i]);
    }
}

/* LangRef "Simple Constants": fp literals.  Decimal and plain 0x forms are
 * double values, exactly convertible to half/bfloat/float/double only;
 * 0xK (x86_fp80), 0xL (fp128), 0xM (ppc_fp128), 0xH (half), 0xR (bfloat)
 * are raw bit patterns of their format. */
static IrValue *
fp_from_tok(Parser *p, IrType *t)
{
    IrLoc loc = TK.loc;
    uint64_t w[2] = {0, 0};
    const char *s = TK.p;
    size_t n = TK.n;
    int k = TK.kind;
    if (k == T_INT || k == T_FP) {
        char kind = 0;
        if (n > 2 && s[0] == '0' && s[1] == 'x') {
            kind = s[2];
            if (kind == 'K' || kind == 'L' || kind == 'M' || kind == 'H' || kind == 'R') {
                const char *h = s + 3;
                size_t hn = n - 3;
                static const struct { char k; IrTypeKind t; size_t digits; } forms[] = {
                    {'K', IR_TY_X86_FP80, 20}, {'L', IR_TY_FP128, 32}, {'M', IR_TY_PPC_FP128, 32},
                    {'H', IR_TY_HALF, 4}, {'R', IR_TY_BFLOAT, 4}};
                unsigned f = 0;
                while (forms[f].k != kind)
                    f++;
                if (t->kind != forms[f].t)
                    fail_at(p, loc, "floating point constant does not have type '%s'", type_str(p, t));
                if (hn > forms[f].digits)
                    fail_at(p, loc, "floating point constant has too many digits");
                if (kind == 'K') {
                    /* 4 digits of sign+exponent, then the 64-bit significand */
                    size_t lo = hn > 16 ? hn - 16 : 0;
                    uint64_t hi[2], mant[2];
                    hex_words(h, lo, hi);
                    hex_words(h + lo, hn - lo, mant);
                    w[0] = mant[0];
                    w[1] = hi[0] & 0xffff;
                } else if (kind == 'L') {
                    /* llvm prints the low 64 bits first, then the high 64 bits */
                    size_t first = hn > 16 ? 16 : hn;
                    uint64_t a[2], b[2];
                    hex_words(h, first, a);
                    hex_words(h + first, hn - first, b);
                    if (hn > 16) {
                        w[0] = a[0];
                        w[1] = b[0];
                    } else {
                        w[0] = a[0];
                    }
                } else if (kind == 'M') {
                    /* the high double first, then the low double */
                    size_t first = hn > 16 ? 16 : hn;
                    uint64_t a[2], b[2];
                    hex_words(h, first, a);
                    hex_words(h + first, hn - first, b);
                    if (hn > 16) {
                        w[0] = a[0];
                        w[1] = b[0];
                    } else {
                        w[0] = a[0];
                    }
                } else {
                    hex_words(h, hn, w);
                }
                next(p);
                return ir_const_fp_bits(p->m, t, w);
            }
        }
        if (!(t->kind == IR_TY_HALF || t->kind == IR_TY_BFLOAT || t->kind == IR_TY_FLOAT ||
              t->kind == IR_TY_DOUBLE))
            fail_at(p, loc, "floating point constant does not have type '%s'", type_str(p, t));
        FpBits d;
        if (kind == 'x' || (n > 2 && s[0] == '0' && s[1] == 'x')) {
            hex_words(s + 2, n - 2, w);
            d.w[0] = w[0];
            d.w[1] = 0;
        } else {
            unsigned fl = 0;
            if (fp_from_string(FP_F64, s, n, FP_RNE, &d, &fl))
                fail_at(p, loc, "invalid floating point constant");
        }
        FpBits r = d;
        if (t->kind != IR_TY_DOUBLE && fp_is_nan(FP_F64, d)) {
            /* A NaN keeps its sign and the top bits of its payload, and stays
             * signaling if it was (a signaling NaN whose kept payload is zero
             * gets the bit below the quiet bit, as llvm-as does). */
            unsigned man = t->kind == IR_TY_FLOAT ? 23 : t->kind == IR_TY_HALF ? 10 : 7;
            unsigned exp = t->kind == IR_TY_HALF ? 5 : 8;
            uint64_t sign = d.w[0] >> 63;
            uint64_t frac = (d.w[0] & ((1ull << 52) - 1)) >> (52 - man);
            if (!(frac >> (man - 1)) && !(frac & ((1ull << (man - 1)) - 1)))
                frac = 1ull << (man - 2);
            r.w[0] = (sign << (man + exp)) | (((1ull << exp) - 1) << man) | frac;
            r.w[1] = 0;
        } else if (t->kind != IR_TY_DOUBLE) {
            unsigned fl = 0;
            r = fp_convert(ir_type_fp_fmt(t), FP_F64, d, FP_RNE, &fl);
            /* the value must convert exactly */
            if (fl & (FP_INEXACT | FP_OVERFLOW | FP_UNDERFLOW))
                fail_at(p, loc, "floating point constant invalid for type");
        }
        next(p);
        return ir_const_fp_bits(p->m, t, r.w);
    }
    expected(p, "floating point constant");
}

/* Shufflevector masks: a vector of i32 constants (poison = IR_MASK_POISON;
 * undef = IR_MASK_POISON too, or IR_MASK_UNDEF in text of LLVM <= 16),
 * zeroinitializer, undef or poison. */
static int32_t
mask_hole(const Parser *p, const IrValue *e)
{
    return e->kind == IR_V_UNDEF && p->llvm_version && p->llvm_version <= 16 ? IR_MASK_UNDEF : IR_MASK_POISON;
}

static int32_t *
mask_from_value(Parser *p, IrValue *v, IrLoc loc, uint32_t *n)
{
    IrType *t = v->type;
    if (t->kind != IR_TY_VEC || t->elem->kind != IR_TY_INT || t->elem->bits != 32)
        fail_at(p, loc, "invalid shufflevector operands");
    uint32_t cnt = (uint32_t)t->count;
    int32_t *m = IR_NEWN(p->a, int32_t, cnt ? cnt : 1);
    *n = cnt;
    IrConst *c = (IrConst *)v;
    switch (v->kind) {
    case IR_V_ZERO:
        return m;
    case IR_V_UNDEF: case IR_V_POISON:
        for (uint32_t i = 0; i < cnt; i++)
            m[i] = mask_hole(p, v);
        return m;
    case IR_V_SPLAT: {
        IrValue *e = c->elems[0];
        int32_t x = e->kind == IR_V_INT ? (int32_t)ir_const_zext(e) : mask_hole(p, e);
        for (uint32_t i = 0; i < cnt; i++)
            m[i] = x;
        return m;
    }
    case IR_V_AGG:
        for (uint32_t i = 0; i < cnt; i++) {
            IrValue *e = c->elems[i];
            if (e->kind == IR_V_INT)
                m[i] = (int32_t)ir_const_zext(e);
            else if (e->kind == IR_V_UNDEF || e->kind == IR_V_POISON)
                m[i] = mask_hole(p, e);
            else
                fail_at(p, loc, "shufflevector mask elements must be constant integers");
        }
        return m;
    default:
        fail_at(p, loc, "shufflevector mask must be a constant vector");
    }
}

static IrValue *global_ref(Parser *p, IrLoc loc, IrType *ty);
static IrValue *parse_const_expr(Parser *p, IrType *ty, IrLoc loc);

static IrValue *
struct_const(Parser *p, IrType *ty, Vec *el, IrLoc loc)
{
    if (ty->flags & IR_TYF_OPAQUE)
        fail_at(p, loc, "cannot have a struct constant of opaque type");
    if (el->n != ty->nmembers)
        fail_at(p, loc, "initializer with struct type has wrong # elements");
    for (uint32_t i = 0; i < el->n; i++)
        if (((IrValue *)el->v[i])->type != ty->members[i])
            fail_at(p, loc, "element %u of struct initializer doesn't match struct element type", i);
    IrConst *c = cnew(p, IR_V_AGG, ty);
    c->elems = (IrValue **)vec_done(p, el);
    c->nelems = el->n;
    return &c->v;
}

/* Target extension types that have a zero value (LLVM's HasZeroInit
 * property); others cannot be zeroinitializer. */
static int
target_has_zero(const IrType *t)
{
    static const char *const prefixes[] = {"spirv.", "aarch64.svcount", "riscv.vector.tuple",
                                           "amdgcn.", "llvm.test.", "dx."};
    for (unsigned i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        if (!strncmp(t->name, prefixes[i], strlen(prefixes[i])))
            return 1;
    return 0;
}

/* LangRef "Complex Constants" and friends: a constant of type ty. */
static IrValue *
parse_const(Parser *p, IrType *ty)
{
    IrLoc loc = TK.loc;
    IrConst *c;
    switch (TK.kind) {
    case T_INT:
        if (ty->kind == IR_TY_INT)
            return int_from_tok(p, ty);
        if (ir_type_is_fp(ty) && TK.p[0] == '0' && TK.n > 1)
            return fp_from_tok(p, ty);
        fail_at(p, loc, "integer constant must have integer type");
    case T_FP:
        if (!ir_type_is_fp(ty))
            fail_at(p, loc, "floating point constant invalid for type");
        return fp_from_tok(p, ty);
    case T_GLOBAL:
        return global_ref(p, loc, ty);
    case T_CSTRING: {
        if (ty->kind != IR_TY_ARRAY || ty->elem->kind != IR_TY_INT || ty->elem->bits != 8)
            fail_at(p, loc, "constant string must have [N x i8] type");
        uint32_t len;
        c = cnew(p, IR_V_STR, ty);
        c->bytes = tok_str(p, &len);
        c->nbytes = len;
        if (len != ty->count)
            fail_at(p, loc, "constant expression type mismatch: got type '[%u x i8]' but expected '%s'",
                    len, type_str(p, ty));
        next(p);
        return &c->v;
    }
    case T_LBRACE: { /* struct */
        next(p);
        Vec el = {0};
        if (TK.kind != T_RBRACE) {
            for (;;) {
                parse_elems(p, &el);
                if (!accept(p, T_COMMA))
                    break;
            }
        }
        expect(p, T_RBRACE, "'}'");
        if (ty->kind != IR_TY_STRUCT || (ty->flags & IR_TYF_PACKED))
            fail_at(p, loc, "constant expression type mismatch: got type '{...}' but expected '%s'",
                    type_str(p, ty));
        return struct_const(p, ty, &el, loc);
    }
    case T_LT: { /* vector, or packed struct */
        next(p);
        Vec el = {0};
        int packed = accept(p, T_LBRACE);
        if (TK.kind != (packed ? T_RBRACE : T_GT)) {
            for (;;) {
                parse_elems(p, &el);
                if (!accept(p, T_COMMA))
                    break;
            }
        }
        if (packed) {
            expect(p, T_RBRACE, "'}'");
            expect(p, T_GT, "'>'");
            if (ty->kind != IR_TY_STRUCT || !(ty->flags & IR_TYF_PACKED))
                fail_at(p, loc, "constant expression type mismatch: got type '<{...}>' but expected '%s'",
                        type_str(p, ty));
            return struct_const(p, ty, &el, loc);
        }
        expect(p, T_GT, "'>'");
        if (ty->kind != IR_TY_VEC)
            fail_at(p, loc, "vector constant must have vector type");
        if ((ty->flags & IR_TYF_SCALABLE) && !p->scalable_lits)
            fail_at(p, loc, "invalid scalable vector constant");
        if ((ty->flags & IR_TYF_SCALABLE) && (el.n == 0 || el.n % ty->count))
            fail_at(p, loc, "scalable vector value has %u elements, not a multiple of %llu (vscale x %llu)",
                    el.n, (unsigned long long)ty->count, (unsigned long long)ty->count);
        else if (!(ty->flags & IR_TYF_SCALABLE) && el.n != ty->count)
            fail_at(p, loc, "vector constant has %u elements but type has %llu", el.n,
                    (unsigned long long)ty->count);
        for (uint32_t i = 0; i < el.n; i++)
            if (((IrValue *)el.v[i])->type != ty->elem)
                fail_at(p, loc, "vector element #%u is not of type '%s'", i, type_str(p, ty->elem));
        c = cnew(p, IR_V_AGG, ty);
        c->elems = (IrValue **)vec_done(p, &el);
        c->nelems = el.n;
        return &c->v;
    }
    case T_LSQ: { /* array */
        next(p);
        Vec el = {0};
        if (TK.kind != T_RSQ) {
            for (;;) {
                parse_elems(p, &el);
                if (!accept(p, T_COMMA))
                    break;
            }
        }
        expect(p, T_RSQ, "']'");
        if (ty->kind != IR_TY_ARRAY)
            fail_at(p, loc, "type of array constant is not an array type: '%s'", type_str(p, ty));
        if (el.n != ty->count)
            fail_at(p, loc, "type '%s' does not match array constant of %u elements", type_str(p, ty), el.n);
        for (uint32_t i = 0; i < el.n; i++)
            if (((IrValue *)el.v[i])->type != ty->elem)
                fail_at(p, loc, "array element #%u is not of type '%s'", i, type_str(p, ty->elem));
        c = cnew(p, IR_V_AGG, ty);
        c->elems = (IrValue **)vec_done(p, &el);
        c->nelems = el.n;
        return &c->v;
    }
    case T_WORD:
        break;
    default:
        expected(p, "value token");
    }
    switch (TK.kw) {
    case KW_true: case KW_false:
        if (ty->kind != IR_TY_INT || ty->bits != 1)
            fail_at(p, loc, "true/false constant must have i1 type");
        return parse_int_const_of(p, ty);
    case KW_null:
        next(p);
        if (ty->kind != IR_TY_PTR)
            fail_at(p, loc, "null must be a pointer type");
        return ir_const_simple(p->m, IR_V_NULL, ty);
    case KW_none:
        next(p);
        if (ty->kind != IR_TY_TOKEN)
            fail_at(p, loc, "invalid type for none constant");
        return ir_const_simple(p->m, IR_V_NONE, ty);
    case KW_undef: case KW_poison: {
        int k = TK.kw == KW_undef ? IR_V_UNDEF : IR_V_POISON;
        next(p);
        if (!ir_type_is_first_class(ty) || ty->kind == IR_TY_LABEL || ty->kind == IR_TY_METADATA ||
            (ty->kind == IR_TY_STRUCT && (ty->flags & IR_TYF_OPAQUE)))
            fail_at(p, loc, "invalid type for %s constant", k == IR_V_UNDEF ? "undef" : "poison");
        return ir_const_simple(p->m, (IrValueKind)k, ty);
    }
    case KW_zeroinitializer:
        next(p);
        if (!ir_type_is_first_class(ty) || ty->kind == IR_TY_LABEL || ty->kind == IR_TY_METADATA ||
            ty->kind == IR_TY_TOKEN || (ty->kind == IR_TY_STRUCT && (ty->flags & IR_TYF_OPAQUE)) ||
            (ty->kind == IR_TY_TARGETEXT && !target_has_zero(ty)))
            fail_at(p, loc, "invalid type for null constant");
        return ir_const_simple(p->m, IR_V_ZERO, ty);
    case KW_splat: {
        next(p);
        expect(p, T_LPAREN, "'(' after splat");
        IrValue *e = parse_typed_value(p, NULL);
        expect(p, T_RPAREN, "')' at end of splat");
        if (ty->kind != IR_TY_VEC)
            fail_at(p, loc, "splat must have vector type");
        if (e->type != ty->elem)
            fail_at(p, loc, "splat element type does not match vector element type");
        c = cnew(p, IR_V_SPLAT, ty);
        c->elems = IR_NEWN(p->a, IrValue *, 1);
        c->elems[0] = e;
        c->nelems = 1;
        return &c->v;
    }
    case KW_blockaddress: {
        next(p);
        expect(p, T_LPAREN, "'(' in block address expression");
        if (TK.kind != T_GLOBAL)
            expected(p, "function name in blockaddress");
        IrValue *f = global_ref(p, TK.loc, ir_type_ptr(p->m, 0));
        expect(p, T_COMMA, "comma in block address expression");
        if (TK.kind != T_LOCAL)
            expected(p, "basic block name in blockaddress");
        BAddr *ba = IR_NEW(p->a, BAddr);
        ba->loc = TK.loc;
        if (TK.is_id) {
            ba->numbered = 1;
            ba->bslot = (uint32_t)TK.u;
        } else {
            ba->bname = tok_str(p, NULL);
        }
        next(p);
        expect(p, T_RPAREN, "')' in block address expression");
        if (ty->kind != IR_TY_PTR)
            fail_at(p, loc, "blockaddress must have pointer type");
        c = cnew(p, IR_V_BLOCKADDR, ty);
        c->elems = IR_NEWN(p->a, IrValue *, 2);
        c->elems[0] = f;
        c->nelems = 2;
        ba->c = c;
        ba->next = p->baddrs;
        p->baddrs = ba;
        return &c->v;
    }
    case KW_dso_local_equivalent: case KW_no_cfi: {
        int k = TK.kw == KW_no_cfi ? IR_V_NO_CFI : IR_V_DSO_EQUIV;
        next(p);
        if (TK.kind != T_GLOBAL)
            expected(p, "global value name");
        IrValue *g = global_ref(p, TK.loc, ty);
        c = cnew(p, (IrValueKind)k, ty);
        c->elems = IR_NEWN(p->a, IrValue *, 1);
        c->elems[0] = g;
        c->nelems = 1;
        return &c->v;
    }
    case KW_ptrauth: {
        next(p);
        expect(p, T_LPAREN, "'(' in constant ptrauth expression");
        Vec el = {0};
        for (;;) {
            vec_push(p, &el, parse_typed_value(p, NULL));
            if (!accept(p, T_COMMA))
                break;
        }
        expect(p, T_RPAREN, "')' in constant ptrauth expression");
        if (el.n < 2 || el.n > 5)
            fail_at(p, loc, "invalid ptrauth constant");
        IrValue **e = (IrValue **)el.v;
        if (e[0]->type->kind != IR_TY_PTR)
            fail_at(p, loc, "constant ptrauth base pointer must be a pointer");
        if (e[1]->kind != IR_V_INT || e[1]->type->bits != 32)
            fail_at(p, loc, "constant ptrauth key must be i32 constant");
        if (el.n > 2 && (e[2]->kind != IR_V_INT || e[2]->type->bits != 64))
            fail_at(p, loc, "constant ptrauth integer discriminator must be i64 constant");
        if (el.n > 3 && e[3]->type->kind != IR_TY_PTR)
            fail_at(p, loc, "constant ptrauth address discriminator must be a pointer");
        c = cnew(p, IR_V_PTRAUTH, e[0]->type);
        c->elems = e;
        c->nelems = el.n;
        if (ty != c->v.type)
            fail_at(p, loc, "constant expression type mismatch");
        return &c->v;
    }
    case KW_asm:
        fail_at(p, loc, "inline asm not allowed here");
    default:
        break;
    }
    if (TK.op)
        return parse_const_expr(p, ty, loc);
    expected(p, "value token");
}

/* Flags before a constant expression's operand list. */
static uint32_t
parse_int_flags(Parser *p, uint32_t allowed)
{
    uint32_t f = 0;
    for (;;) {
        uint32_t bit = 0;
        switch (TK.kind == T_WORD ? TK.kw : 0) {
        case KW_nuw: bit = IR_F_NUW; break;
        case KW_nsw: bit = IR_F_NSW; break;
        case KW_exact: bit = IR_F_EXACT; break;
        case KW_disjoint: bit = IR_F_DISJOINT; break;
        case KW_nneg: bit = IR_F_NNEG; break;
        case KW_samesign: bit = IR_F_SAMESIGN; break;
        case KW_inbounds: bit = IR_F_INBOUNDS; break;
        case KW_nusw: bit = IR_F_NUSW; break;
        default: break;
        }
        if (!bit || !(allowed & bit))
            return f;
        f |= bit;
        next(p);
    }
}

static uint32_t
parse_fmf(Parser *p)
{
    uint32_t f = 0;
    for (;;) {
        switch (TK.kind == T_WORD ? TK.kw : 0) {
        case KW_nnan: f |= IR_F_NNAN; break;
        case KW_ninf: f |= IR_F_NINF; break;
        case KW_nsz: f |= IR_F_NSZ; break;
        case KW_arcp: f |= IR_F_ARCP; break;
        case KW_contract: f |= IR_F_CONTRACT; break;
        case KW_afn: f |= IR_F_AFN; break;
        case KW_reassoc: f |= IR_F_REASSOC; break;
        case KW_fast: f |= IR_F_FMF; break;
        default: return f;
        }
        next(p);
    }
}

static int
parse_pred(Parser *p, int is_fcmp)
{
    static const struct { int kw; int pred; } preds[] = {
        {KW_eq, IR_ICMP_EQ}, {KW_ne, IR_ICMP_NE}, {KW_ugt, IR_ICMP_UGT}, {KW_uge, IR_ICMP_UGE},
        {KW_ult, IR_ICMP_ULT}, {KW_ule, IR_ICMP_ULE}, {KW_sgt, IR_ICMP_SGT}, {KW_sge, IR_ICMP_SGE},
        {KW_slt, IR_ICMP_SLT}, {KW_sle, IR_ICMP_SLE},
        {KW_false, IR_FCMP_FALSE}, {KW_oeq, IR_FCMP_OEQ}, {KW_ogt, IR_FCMP_OGT},
        {KW_oge, IR_FCMP_OGE}, {KW_olt, IR_FCMP_OLT}, {KW_ole, IR_FCMP_OLE}, {KW_one, IR_FCMP_ONE},
        {KW_ord, IR_FCMP_ORD}, {KW_uno, IR_FCMP_UNO}, {KW_ueq, IR_FCMP_UEQ},
        {KW_ugt, IR_FCMP_UGT}, {KW_uge, IR_FCMP_UGE}, {KW_ult, IR_FCMP_ULT},
        {KW_ule, IR_FCMP_ULE}, {KW_une, IR_FCMP_UNE}, {KW_true, IR_FCMP_TRUE},
    };
    if (TK.kind == T_WORD) {
        int start = is_fcmp ? 10 : 0, end = is_fcmp ? 26 : 10;
        for (int i = start; i < end; i++)
            if (TK.kw == preds[i].kw) {
                next(p);
                return preds[i].pred;
            }
    }
    expected(p, is_fcmp ? "fcmp predicate" : "icmp predicate");
}

/* The type a GEP on `src` with these indices produces (pointer or vector of
 * pointers), or NULL if an index is invalid. */
static IrType *
gep_result_type(Parser *p, IrType *base, IrValue **ops, uint32_t n, IrType *srcty, IrLoc loc,
                int check)
{
    /* base pointer and indices may be vectors: the result is then a vector */
    uint64_t vn = 0;
    int scal = 0;
    for (uint32_t i = 0; i < n; i++) {
        IrType *t = ops[i]->type;
        if (t->kind == IR_TY_VEC) {
            if (vn && vn != t->count)
                fail_at(p, loc, "getelementptr vector index has a wrong number of elements");
            vn = t->count;
            scal = t->flags & IR_TYF_SCALABLE;
        }
    }
    if (check) {
        IrType *cur = srcty;
        for (uint32_t i = 2; i < n; i++) {
            IrValue *ix = ops[i];
            if (cur->kind == IR_TY_STRUCT) {
                /* LangRef "getelementptr": struct field indices are i32 constants */
                if (ir_type_scalar(ix->type)->kind != IR_TY_INT || ir_type_scalar(ix->type)->bits != 32)
                    fail_at(p, loc, "invalid getelementptr indices");
                IrValue *cv = ix;
                if (cv->kind == IR_V_SPLAT)
                    cv = ((IrConst *)cv)->elems[0];
                else if (cv->kind == IR_V_AGG && ((IrConst *)cv)->nelems) {
                    /* a vector index into a struct: all lanes must agree */
                    IrConst *vc = (IrConst *)cv;
                    cv = vc->elems[0];
                    for (uint32_t k = 1; k < vc->nelems; k++)
                        if (vc->elems[k]->kind != IR_V_INT || cv->kind != IR_V_INT ||
                            ir_const_zext(vc->elems[k]) != ir_const_zext(cv))
                            fail_at(p, loc, "invalid getelementptr indices");
                }
                if (cv->kind != IR_V_INT && cv->kind != IR_V_ZERO)
                    fail_at(p, loc, "invalid getelementptr indices");
                uint64_t k = cv->kind == IR_V_ZERO ? 0 : ir_const_zext(cv);
                if (k >= cur->nmembers)
                    fail_at(p, loc, "invalid getelementptr indices");
                cur = cur->members[k];
            } else if (cur->kind == IR_TY_ARRAY || cur->kind == IR_TY_VEC) {
                cur = cur->elem;
            } else {
                fail_at(p, loc, "invalid getelementptr indices");
            }
        }
    }
    IrType *pt = ir_type_scalar(base);
    if (vn)
        return ir_type_vec(p->m, pt, vn, scal);
    return pt;
}

/* Constant expressions (LangRef "Constant Expressions"), LLVM 22's and the
 * older ones (mul, shl, icmp, select, ... of LLVM 15-18 files). */
static IrValue *
parse_const_expr(Parser *p, IrType *ty, IrLoc loc)
{
    IrOp op = (IrOp)(TK.op - 1);
    int shape = ir_opinfo[op].shape;
    next(p);
    IrConst *c = cnew(p, IR_V_CEXPR, ty ? ty : p->m->t_ptr);
    c->op = (uint16_t)op;
    enter(p);
    switch (shape) {
    case IR_SH_CAST: {
        c->flags = parse_int_flags(p, ir_opinfo[op].flags);
        expect(p, T_LPAREN, "'(' after constantexpr cast");
        IrValue *v = parse_typed_value(p, NULL);
        expect_kw(p, KW_to);
        IrType *dt = parse_type(p, 0);
        expect(p, T_RPAREN, "')' at end of constantexpr cast");
        if (!ir_cast_valid(p->m, op, v->type, dt))
            fail_at(p, loc, "invalid cast opcode for cast from '%s' to '%s'", type_str(p, v->type),
                    type_str(p, dt));
        c->v.type = dt;
        c->elems = IR_NEWN(p->a, IrValue *, 1);
        c->elems[0] = v;
        c->nelems = 1;
        /* bitcast of a pointer to the same pointer type is the pointer itself
         * (what typed-pointer files are full of) */
        if (op == IR_OP_BITCAST && v->type == dt) {
            leave(p);
            if (ty && dt != ty)
                fail_at(p, loc, "constant expression type mismatch: got type '%s' but expected '%s'",
                        type_str(p, dt), type_str(p, ty));
            return v;
        }
        break;
    }
    case IR_SH_GEP: {
        uint32_t f = 0;
        for (;;) {
            f |= parse_int_flags(p, IR_F_INBOUNDS | IR_F_NUSW | IR_F_NUW);
            if (is_kw(p, KW_inrange)) {
                next(p);
                expect(p, T_LPAREN, "'('");
                c->inrange[0] = parse_sint(p, "integer");
                expect(p, T_COMMA, "','");
                c->inrange[1] = parse_sint(p, "integer");
                expect(p, T_RPAREN, "')'");
                f |= IR_F_INRANGE;
                continue;
            }
            break;
        }
        c->flags = f;
        expect(p, T_LPAREN, "'(' in constantexpr");
        IrType *src = parse_type(p, 0);
        expect(p, T_COMMA, "',' after getelementptr's type");
        Vec ops = {0};
        for (;;) {
            if (is_kw(p, KW_inrange)) /* LLVM <= 18: inrange on an index */
                next(p);
            vec_push(p, &ops, parse_typed_value(p, NULL));
            if (!accept(p, T_COMMA))
                break;
        }
        expect(p, T_RPAREN, "')' in constantexpr");
        IrValue **o = (IrValue **)ops.v;
        if (!ir_type_is_ptr_or_ptrvec(o[0]->type))
            fail_at(p, loc, "base of getelementptr must be a pointer");
        if (!ir_type_is_sized(src))
            fail_at(p, loc, "base element of getelementptr must be sized");
        c->ty2 = src;
        c->elems = o;
        c->nelems = ops.n;
        /* indices start at position 1 */
        IrValue **tmp = IR_NEWN(p->scratch, IrValue *, ops.n + 1);
        tmp[0] = o[0];
        tmp[1] = o[0];
        for (uint32_t i = 1; i < ops.n; i++)
            tmp[i + 1] = o[i];
        for (uint32_t i = 1; i < ops.n; i++)
            if (!ir_type_is_int_or_intvec(o[i]->type))
                fail_at(p, loc, "getelementptr index must be an integer");
        c->v.type = gep_result_type(p, o[0]->type, tmp + 1, ops.n, src, loc, 1);
        break;
    }
    case IR_SH_BINARY: case IR_SH_UNARY: {
        c->flags = shape == IR_SH_UNARY ? parse_fmf(p) : parse_int_flags(p, ir_opinfo[op].flags);
        if (ir_opinfo[op].flags & IR_F_FMF)
            c->flags |= parse_fmf(p);
        expect(p, T_LPAREN, "'(' in binary constantexpr");
        int n = shape == IR_SH_UNARY ? 1 : 2;
        c->elems = IR_NEWN(p->a, IrValue *, n);
        c->nelems = (uint32_t)n;
        c->elems[0] = parse_typed_value(p, NULL);
        if (n == 2) {
            expect(p, T_COMMA, "comma in binary constantexpr");
            c->elems[1] = parse_typed_value(p, NULL);
            if (c->elems[0]->type != c->elems[1]->type)
                fail_at(p, loc, "operands of constexpr must have same type");
        }
        expect(p, T_RPAREN, "')' in binary constantexpr");
        c->v.type = c->elems[0]->type;
        if (op == IR_OP_FNEG || op == IR_OP_FADD || op == IR_OP_FSUB || op == IR_OP_FMUL ||
            op == IR_OP_FDIV || op == IR_OP_FREM) {
            if (!ir_type_is_fp_or_fpvec(c->v.type))
                fail_at(p, loc, "constexpr requires fp operands");
        } else if (!ir_type_is_int_or_intvec(c->v.type)) {
            fail_at(p, loc, "constexpr requires integer operands");
        }
        break;
    }
    case IR_SH_CMP: {
        int pred = parse_pred(p, op == IR_OP_FCMP);
        c->pred = (uint8_t)pred;
        expect(p, T_LPAREN, "'(' in compare constantexpr");
        c->elems = IR_NEWN(p->a, IrValue *, 2);
        c->nelems = 2;
        c->elems[0] = parse_typed_value(p, NULL);
        expect(p, T_COMMA, "',' in compare constantexpr");
        c->elems[1] = parse_typed_value(p, NULL);
        expect(p, T_RPAREN, "')' in compare constantexpr");
        if (c->elems[0]->type != c->elems[1]->type)
            fail_at(p, loc, "compare constexpr operands must be identical types");
        c->v.type = ir_type_with_shape(p->m, p->m->t_i1, c->elems[0]->type);
        break;
    }
    case IR_SH_SELECT: case IR_SH_EXTRACTELT: case IR_SH_INSERTELT: case IR_SH_SHUFFLE: {
        expect(p, T_LPAREN, "'(' in constantexpr");
        Vec ops = {0};
        for (;;) {
            vec_push(p, &ops, parse_typed_value(p, NULL));
            if (!accept(p, T_COMMA))
                break;
        }
        expect(p, T_RPAREN, "')' in constantexpr");
        IrValue **o = (IrValue **)ops.v;
        uint32_t want = shape == IR_SH_EXTRACTELT ? 2 : 3;
        if (ops.n != want)
            fail_at(p, loc, "expected %u operands to constexpr", want);
        if (shape == IR_SH_SELECT) {
            c->v.type = o[1]->type;
        } else if (shape == IR_SH_EXTRACTELT) {
            if (o[0]->type->kind != IR_TY_VEC)
                fail_at(p, loc, "invalid extractelement operands");
            c->v.type = o[0]->type->elem;
        } else if (shape == IR_SH_INSERTELT) {
            if (o[0]->type->kind != IR_TY_VEC)
                fail_at(p, loc, "invalid insertelement operands");
            c->v.type = o[0]->type;
        } else {
            if (o[0]->type->kind != IR_TY_VEC || o[0]->type != o[1]->type)
                fail_at(p, loc, "invalid shufflevector operands");
            c->ints = mask_from_value(p, o[2], loc, &c->nints);
            c->v.type = ir_type_vec(p->m, o[0]->type->elem, o[2]->type->count,
                                    o[2]->type->flags & IR_TYF_SCALABLE);
            ops.n = 2;
        }
        c->elems = o;
        c->nelems = ops.n;
        break;
    }
    case IR_SH_EXTRACTVAL: case IR_SH_INSERTVAL: {
        /* gone since LLVM 15, as llvm-as 22 says */
        fail_at(p, loc, "%s constexprs are no longer supported", ir_op_name(op));
        expect(p, T_LPAREN, "'(' in extractvalue/insertvalue constantexpr");
        IrValue *agg = parse_typed_value(p, NULL);
        IrValue *val = NULL;
        if (shape == IR_SH_INSERTVAL) {
            expect(p, T_COMMA, "','");
            val = parse_typed_value(p, NULL);
        }
        Vec idx = {0};
        while (accept(p, T_COMMA))
            vec_push(p, &idx, (void *)(uintptr_t)parse_u32(p, "index"));
        expect(p, T_RPAREN, "')'");
        c->nints = idx.n;
        c->ints = IR_NEWN(p->a, int32_t, idx.n ? idx.n : 1);
        IrType *cur = agg->type;
        for (uint32_t i = 0; i < idx.n; i++) {
            c->ints[i] = (int32_t)(uintptr_t)idx.v[i];
            if (cur->kind == IR_TY_STRUCT && (uint32_t)c->ints[i] < cur->nmembers)
                cur = cur->members[c->ints[i]];
            else if (cur->kind == IR_TY_ARRAY && (uint64_t)(uint32_t)c->ints[i] < cur->count)
                cur = cur->elem;
            else
                fail_at(p, loc, "invalid indices for extractvalue/insertvalue");
        }
        c->elems = IR_NEWN(p->a, IrValue *, 2);
        c->elems[0] = agg;
        c->elems[1] = val;
        c->nelems = val ? 2 : 1;
        c->v.type = shape == IR_SH_EXTRACTVAL ? cur : agg->type;
        break;
    }
    default:
        fail_at(p, loc, "expected value token");
    }
    leave(p);
    if (ty && c->v.type != ty)
        fail_at(p, loc, "constant expression type mismatch: got type '%s' but expected '%s'",
                type_str(p, c->v.type), type_str(p, ty));
    return &c->v;
}

/* --------------------------------------------------------------- values */

/* @g / @N: the global, or the placeholder its definition will fill */
static IrValue *
global_ref(Parser *p, IrLoc loc, IrType *ty)
{
    if (ty->kind != IR_TY_PTR)
        fail_at(p, loc, "global variable reference must have pointer type");
    IrGlobal *g;
    int numbered = TK.is_id;
    uint32_t id = (uint32_t)TK.u;
    char *name = NULL;
    if (numbered) {
        g = nm_get(&p->gslots, id);
    } else if (!TK.esc) {
        g = ir_sym_getn(&p->m->gsyms, TK.s, TK.slen);
        name = g ? (char *)g->v.name : tok_str(p, NULL);
    } else {
        name = tok_str(p, NULL);
        g = ir_sym_get(&p->m->gsyms, name);
    }
    next(p);
    if (!g) {
        IrFunc *f = IR_NEW(p->a, IrFunc); /* big enough for any global */
        g = &f->g;
        g->v.kind = IR_V_FWD;
        g->v.type = ty;
        g->v.name = name;
        g->v.slot = id;
        g->loc = loc;
        if (numbered)
            nm_put(&p->gslots, p->a, id, g);
        else
            ir_sym_put(&p->m->gsyms, p->a, name, g);
        return &g->v;
    }
    if (g->v.type != ty)
        fail_at(p, loc, "'@%s' defined with type '%s' but expected '%s'",
                numbered ? ir_arena_printf(p->a, "%u", id) : name, type_str(p, g->v.type),
                type_str(p, ty));
    return &g->v;
}

/* %x / %N in a function: the value, or a placeholder (an IrBlock when used
 * as a label, else an IrInst) that its definition will fill. */
static IrValue *
local_ref(Parser *p, IrType *ty)
{
    IrLoc loc = TK.loc;
    if (!p->fn)
        fail_at(p, loc, "invalid use of function-local name");
    IrValue *v;
    int numbered = TK.is_id;
    uint32_t id = (uint32_t)TK.u;
    char *name = NULL;
    if (numbered) {
        v = nm_get(&p->lslots, id);
    } else if (!TK.esc) {
        v = ir_sym_getn(&p->lsyms, TK.s, TK.slen);
        if (!v)
            name = tok_str(p, NULL);
    } else {
        name = tok_str(p, NULL);
        v = ir_sym_get(&p->lsyms, name);
    }
    if (!v) {
        if (numbered && id < p->next_slot)
            fail_at(p, loc, "use of undefined value '%%%u'", id);
        if (ty->kind == IR_TY_LABEL) {
            IrBlock *b = IR_NEW(p->a, IrBlock);
            b->loc = loc;
            v = &b->v;
        } else {
            IrInst *i = IR_NEW(p->a, IrInst);
            i->loc = loc;
            v = &i->v;
        }
        if (ty->kind == IR_TY_VOID || ty->kind == IR_TY_FUNC)
            fail_at(p, loc, "invalid use of a value of type '%s'", type_str(p, ty));
        v->kind = IR_V_FWD;
        v->type = ty;
        v->name = name;
        v->slot = id;
        if (numbered)
            nm_put(&p->lslots, p->scratch, id, v);
        else
            ir_sym_put(&p->lsyms, p->scratch, name, v);
        p->nfwd_locals++;
        next(p);
        return v;
    }
    if (v->type != ty) {
        if (!name && !numbered)
            name = tok_str(p, NULL);
        if (ty->kind == IR_TY_LABEL)
            fail_at(p, loc, "'%%%s' is not a basic block", name ? name : ir_arena_printf(p->a, "%u", id));
        fail_at(p, loc, "'%%%s' defined with type '%s' but expected '%s'",
                name ? name : ir_arena_printf(p->a, "%u", id), type_str(p, v->type), type_str(p, ty));
    }
    next(p);
    return v;
}

/* asm [sideeffect] [alignstack] [inteldialect] [unwind] "asm", "constraints" */
static IrValue *
parse_inline_asm(Parser *p, IrType *ty)
{
    IrLoc loc = TK.loc;
    next(p);
    IrConst *c = cnew(p, IR_V_ASM, ty);
    for (;;) {
        if (accept_kw(p, KW_sideeffect)) c->flags |= IR_ASM_SIDEEFFECT;
        else if (is_kw(p, KW_alignstack) || (TK.kind == T_WORD && TK.attr == IR_ATTR_ALIGNSTACK)) {
            next(p);
            c->flags |= IR_ASM_ALIGNSTACK;
        } else if (accept_kw(p, KW_inteldialect)) c->flags |= IR_ASM_INTELDIALECT;
        else if (accept_kw(p, KW_unwind)) c->flags |= IR_ASM_UNWIND;
        else break;
    }
    if (TK.kind != T_STRING)
        expected(p, "asm string");
    c->asm_str = tok_str(p, NULL);
    next(p);
    expect(p, T_COMMA, "',' after inline asm string");
    if (TK.kind != T_STRING)
        expected(p, "asm constraint string");
    c->asm_cons = tok_str(p, NULL);
    next(p);
    if (ty->kind != IR_TY_PTR)
        fail_at(p, loc, "inline asm must have pointer type");
    return &c->v;
}

static IrValue *
parse_value(Parser *p, IrType *ty)
{
    if (ty->kind == IR_TY_METADATA) {
        IrConst *c = cnew(p, IR_V_MD, ty);
        c->md = parse_md_operand(p);
        return &c->v;
    }
    if (TK.kind == T_LOCAL)
        return local_ref(p, ty);
    if (is_kw(p, KW_asm)) {
        if (!p->asm_ok)
            fail_at(p, TK.loc, "invalid type for inline asm constraint string");
        return parse_inline_asm(p, ty);
    }
    if (ty->kind == IR_TY_LABEL || ty->kind == IR_TY_VOID || ty->kind == IR_TY_FUNC)
        fail_at(p, TK.loc, "invalid use of a constant of type '%s'", type_str(p, ty));
    enter(p);
    IrValue *v = parse_const(p, ty);
    leave(p);
    return v;
}

static IrValue *
parse_typed_value(Parser *p, IrType **tyout)
{
    IrType *t = parse_type(p, 0);
    if (tyout)
        *tyout = t;
    return parse_value(p, t);
}

/* A value that must be a basic block: `label %bb` */
static IrBlock *
parse_label_ref(Parser *p)
{
    IrLoc loc = TK.loc;
    IrType *t = parse_type(p, 0);
    if (t->kind != IR_TY_LABEL)
        fail_at(p, loc, "expected a basic block");
    if (TK.kind != T_LOCAL)
        expected(p, "basic block name");
    return (IrBlock *)local_ref(p, t);
}

/* ----------------------------------------------------------- instructions */

/* The `, !kind !N` attachments may follow any instruction; instruction
 * parsers stop at a comma followed by metadata. */
static int
comma_then_md(Parser *p)
{
    return TK.kind == T_COMMA && lx_peek_kind(&p->lx) == T_MDVAR;
}

static int
parse_ordering(Parser *p)
{
    switch (TK.kind == T_WORD ? TK.kw : 0) {
    case KW_unordered: next(p); return IR_ORD_UNORDERED;
    case KW_monotonic: next(p); return IR_ORD_MONOTONIC;
    case KW_acquire: next(p); return IR_ORD_ACQUIRE;
    case KW_release: next(p); return IR_ORD_RELEASE;
    case KW_acq_rel: next(p); return IR_ORD_ACQ_REL;
    case KW_seq_cst: next(p); return IR_ORD_SEQ_CST;
    default: expected(p, "ordering constraint");
    }
}

/* [syncscope("x")] ordering */
static void
parse_scope_ordering(Parser *p, IrInst *i, int *ord)
{
    if (accept_kw(p, KW_syncscope)) {
        expect(p, T_LPAREN, "'(' in syncscope");
        if (TK.kind != T_STRING)
            expected(p, "syncscope name");
        i->syncscope = tok_str(p, NULL);
        next(p);
        expect(p, T_RPAREN, "')' in syncscope");
    }
    *ord = parse_ordering(p);
}

static int
is_align(Parser *p)
{
    return TK.kind == T_WORD && TK.attr == IR_ATTR_ALIGN;
}

static uint64_t
parse_align_kw(Parser *p)
{
    if (!is_align(p))
        expected(p, "'align'");
    next(p);
    if (accept(p, T_LPAREN)) {
        uint64_t v = parse_align_value(p);
        expect(p, T_RPAREN, "')'");
        return v;
    }
    return parse_align_value(p);
}

static uint16_t
parse_cc(Parser *p)
{
    if (TK.kind != T_WORD)
        return 0;
    if (TK.n > 2 && TK.p[0] == 'c' && TK.p[1] == 'c' && TK.p[2] >= '0' && TK.p[2] <= '9') {
        /* `cc40`, one token */
        uint64_t v = 0;
        uint32_t k;
        for (k = 2; k < TK.n && TK.p[k] >= '0' && TK.p[k] <= '9' && v < 100000; k++)
            v = v * 10 + (uint64_t)(TK.p[k] - '0');
        if (k == TK.n) {
            if (v > 1023)
                fail_at(p, TK.loc, "invalid calling convention number");
            next(p);
            return (uint16_t)v;
        }
    }
    if (TK.kw == KW_cc) {
        next(p);
        IrLoc loc = TK.loc;
        uint64_t v = parse_uint(p, "calling convention number");
        if (v > 1023)
            fail_at(p, loc, "invalid calling convention number");
        return (uint16_t)v;
    }
    /* no calling convention's name is a keyword, an opcode or an
     * attribute (a unit test says so): `call void`, `call noundef i32`
     * look no further */
    if (TK.kw || TK.op || TK.attr)
        return 0;
    if (word_is(p, "riscv_vls_cc")) {
        /* riscv_vls_cc[(VLEN)]: CallingConv RISCV_VLSCall_32 (112) + log2(VLEN / 32) */
        IrLoc loc = TK.loc;
        next(p);
        uint64_t vlen = 128;
        if (accept(p, T_LPAREN)) {
            vlen = parse_uint(p, "vector length");
            expect(p, T_RPAREN, "')'");
        }
        unsigned k = 0;
        while ((32ull << k) < vlen && k < 12)
            k++;
        if ((32ull << k) != vlen)
            fail_at(p, loc, "invalid riscv_vls_cc vector length");
        return (uint16_t)(112 + k);
    }
    /* the names' lengths, measured once: most words here are not names of
     * calling conventions, and strlen of each name was most of the cost */
    static uint32_t cc_len[128];
    static int cc_n = -1;
    if (cc_n < 0) {
        int n = 0;
        for (; ir_cc_names[n].name; n++) {
            if (n == (int)(sizeof cc_len / sizeof cc_len[0]))
                ir_die("too many calling convention names");
            cc_len[n] = (uint32_t)strlen(ir_cc_names[n].name);
        }
        cc_n = n;
    }
    for (int i = 0; i < cc_n; i++)
        if (TK.n == cc_len[i] && !memcmp(TK.p, ir_cc_names[i].name, cc_len[i])) {
            next(p);
            return (uint16_t)ir_cc_names[i].cc;
        }
    return 0;
}

/* [ "tag"(T v, ...), ... ] */
static void
parse_bundles(Parser *p, IrInst *i)
{
    if (TK.kind != T_LSQ)
        return;
    next(p);
    Vec bs = {0};
    for (;;) {
        if (TK.kind != T_STRING)
            expected(p, "operand bundle tag");
        IrBundle *b = IR_NEW(p->a, IrBundle);
        b->tag = tok_str(p, NULL);
        next(p);
        expect(p, T_LPAREN, "'(' in operand bundle");
        Vec ops = {0};
        if (TK.kind != T_RPAREN) {
            for (;;) {
                IrType *t = parse_type(p, 0);
                vec_push(p, &ops, parse_value(p, t));
                if (!accept(p, T_COMMA))
                    break;
            }
        }
        expect(p, T_RPAREN, "')' at end of operand bundle");
        b->ops = (IrValue **)vec_done(p, &ops);
        b->nops = ops.n;
        vec_push(p, &bs, b);
        if (!accept(p, T_COMMA))
            break;
    }
    expect(p, T_RSQ, "']' at end of operand bundles");
    i->nbundles = bs.n;
    i->bundles = IR_NEWN(p->a, IrBundle, bs.n);
    for (uint32_t k = 0; k < bs.n; k++)
        i->bundles[k] = *(IrBundle *)bs.v[k];
}

static void
carg_push(Parser *p, IrValue *v, IrAttrSet attrs)
{
    if (p->ncargs == p->capcargs) {
        p->capcargs = p->capcargs ? 2 * p->capcargs : 64;
        p->cargs = ir_realloc(p->cargs, p->capcargs * sizeof *p->cargs);
    }
    p->cargs[p->ncargs++] = (CallArg){v, attrs};
}

/* call/invoke/callbr: everything after the opcode (and fast-math flags).
 * Fills ops[0] = callee, ops[1..] = args; extra = slots to reserve after. */
static void
parse_call_body(Parser *p, IrInst *i, uint32_t extra_after)
{
    IrLoc loc = TK.loc;
    i->cc = parse_cc(p);
    IrAttrList *al = IR_NEW(p->a, IrAttrList);
    al->ret = parse_attr_list(p, IR_AW_RET, NULL, NULL, NULL);
    uint32_t as = p->m->dl.program_as;
    if (is_kw(p, KW_addrspace))
        as = parse_addrspace(p);
    IrLoc tl = TK.loc;
    IrType *t = parse_type(p, 1);
    IrType *fty = t->kind == IR_TY_FUNC ? t : NULL;
    IrType *ptrty = ir_type_ptr(p->m, as);
    IrLoc cl = TK.loc;
    p->asm_ok = 1;
    IrValue *callee = parse_value(p, ptrty);
    p->asm_ok = 0;
    expect(p, T_LPAREN, "'(' in call");
    uint32_t base = p->ncargs;
    int caller_vararg = p->fn && (p->fn->g.vtype->flags & IR_TYF_VARARG);
    int ellipsis = 0;
    if (TK.kind != T_RPAREN) {
        for (;;) {
            if (TK.kind == T_DOTDOTDOT) { /* musttail varargs forwarding */
                if (i->tail != IR_TAIL_MUSTTAIL)
                    fail_at(p, TK.loc, "unexpected ellipsis in argument list for non-musttail call");
                if (!caller_vararg)
                    fail_at(p, TK.loc, "unexpected ellipsis in argument list for musttail call in non-varargs function");
                ellipsis = 1;
                next(p);
                break;
            }
            IrLoc al_loc = TK.loc;
            p->pointee = NULL;
            IrType *at = parse_type(p, 0);
            if (at->kind == IR_TY_LABEL)
                fail_at(p, al_loc, "invalid type for function argument");
            IrAttrSet as_ = parse_attr_list(p, IR_AW_PARAM, NULL, NULL, NULL);
            IrValue *v = parse_value(p, at);
            carg_push(p, v, as_);
            if (!accept(p, T_COMMA))
                break;
        }
    }
    if (i->tail == IR_TAIL_MUSTTAIL && caller_vararg && !ellipsis)
        fail_at(p, TK.loc, "expected '...' at end of argument list for musttail call in varargs function");
    expect(p, T_RPAREN, "')' at end of argument list");
    IrLoc fal = TK.loc;
    uint64_t falign = 0;
    al->fn = parse_attr_list(p, IR_AW_FN, &al->fn, &falign, NULL);
    if (falign)
        fail_at(p, fal, "this attribute does not apply to functions");
    uint32_t nargs = p->ncargs - base;
    const CallArg *ca = p->cargs + base;
    if (!fty) {
        /* (ir_type_func keeps a copy) */
        IrType *ptbuf[16];
        IrType **pt = nargs <= 16 ? ptbuf : IR_NEWN(p->scratch, IrType *, nargs);
        for (uint32_t k = 0; k < nargs; k++)
            pt[k] = ca[k].v->type;
        if (t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA)
            fail_at(p, tl, "invalid result type for call");
        fty = ir_type_func(p->m, t, pt, nargs, 0);
    } else {
        if (nargs < fty->nmembers || (nargs > fty->nmembers && !(fty->flags & IR_TYF_VARARG)))
            fail_at(p, loc, "invalid number of arguments in call: expected %u, got %u", fty->nmembers, nargs);
        for (uint32_t k = 0; k < fty->nmembers; k++)
            if (ca[k].v->type != fty->members[k])
                fail_at(p, loc, "argument %u is not of the expected type '%s'", k,
                        type_str(p, fty->members[k]));
    }
    if (callee->kind == IR_V_FWD && callee->name && !strncmp(callee->name, "llvm.", 5)) {
        /* undeclared intrinsic: remember its type for the implicit declaration */
        IrGlobal *g = (IrGlobal *)callee;
        if (!g->vtype)
            g->vtype = fty;
    }
    (void)cl;
    i->fty = fty;
    i->v.type = fty->elem;
    al->nparams = nargs;
    al->params = IR_NEWN(p->a, IrAttrSet, nargs ? nargs : 1);
    for (uint32_t k = 0; k < nargs; k++)
        al->params[k] = ca[k].attrs;
    i->attrs = al;
    i->nops = 1 + nargs + extra_after;
    i->ops = IR_NEWN(p->a, IrValue *, i->nops);
    i->ops[0] = callee;
    for (uint32_t k = 0; k < nargs; k++)
        i->ops[1 + k] = ca[k].v;
    p->ncargs = base;
    parse_bundles(p, i);
}

/* Parse one instruction after its optional `%x =`; fills *i. */
static void
parse_inst(Parser *p, IrInst *i)
{
    IrLoc loc = TK.loc;
    i->v.kind = IR_V_INST;
    i->loc = loc;
    /* tail/musttail/notail call */
    if (TK.kind == T_WORD && (TK.kw == KW_tail || TK.kw == KW_musttail || TK.kw == KW_notail)) {
        i->tail = TK.kw == KW_tail ? IR_TAIL_TAIL : TK.kw == KW_musttail ? IR_TAIL_MUSTTAIL : IR_TAIL_NOTAIL;
        next(p);
        if (!(TK.kind == T_WORD && TK.op == IR_OP_CALL + 1))
            expected(p, "'call' after tail marker");
    }
    if (TK.kind != T_WORD || !TK.op)
        expected(p, "instruction opcode");
    IrOp op = (IrOp)(TK.op - 1);
    i->op = (uint16_t)op;
    const IrOpInfo *info = &ir_opinfo[op];
    next(p);
    IrModule *m = p->m;
    IrType *t;
    switch (info->shape) {
    case IR_SH_RET:
        t = parse_type(p, 1);
        if (t->kind == IR_TY_VOID) {
            i->nops = 0;
        } else {
            i->nops = 1;
            i->ops = IR_NEWN(p->a, IrValue *, 1);
            i->ops[0] = parse_value(p, t);
        }
        i->v.type = m->t_void;
        break;
    case IR_SH_BR: {
        t = parse_type(p, 0);
        if (t->kind == IR_TY_LABEL) {
            i->nops = 1;
            i->ops = IR_NEWN(p->a, IrValue *, 1);
            if (TK.kind != T_LOCAL)
                expected(p, "basic block name");
            i->ops[0] = local_ref(p, t);
        } else {
            if (t->kind != IR_TY_INT || t->bits != 1)
                fail_at(p, loc, "branch condition must have 'i1' type");
            i->nops = 3;
            i->ops = IR_NEWN(p->a, IrValue *, 3);
            i->ops[0] = parse_value(p, t);
            expect(p, T_COMMA, "',' after branch condition");
            i->ops[1] = &parse_label_ref(p)->v;
            expect(p, T_COMMA, "',' after true destination");
            i->ops[2] = &parse_label_ref(p)->v;
        }
        i->v.type = m->t_void;
        break;
    }
    case IR_SH_SWITCH: {
        IrLoc tl = TK.loc;
        t = parse_type(p, 0);
        if (t->kind != IR_TY_INT)
            fail_at(p, tl, "switch condition must have integer type");
        Vec ops = {0};
        vec_push(p, &ops, parse_value(p, t));
        expect(p, T_COMMA, "',' after switch condition");
        vec_push(p, &ops, parse_label_ref(p));
        expect(p, T_LSQ, "'[' with switch table");
        while (TK.kind != T_RSQ) {
            IrLoc cl = TK.loc;
            IrType *ct = parse_type(p, 0);
            IrValue *cv = parse_value(p, ct);
            if (ct != t || cv->kind != IR_V_INT)
                fail_at(p, cl, "case value is not a constant integer");
            expect(p, T_COMMA, "',' after case value");
            vec_push(p, &ops, cv);
            vec_push(p, &ops, parse_label_ref(p));
        }
        next(p);
        i->nops = ops.n;
        i->ops = (IrValue **)ops.v;
        i->v.type = m->t_void;
        break;
    }
    case IR_SH_INDIRECTBR: {
        Vec ops = {0};
        IrLoc tl = TK.loc;
        IrValue *addr = parse_typed_value(p, &t);
        if (t->kind != IR_TY_PTR)
            fail_at(p, tl, "indirectbr address must have pointer type");
        vec_push(p, &ops, addr);
        expect(p, T_COMMA, "',' after indirectbr address");
        expect(p, T_LSQ, "'[' with indirectbr");
        if (TK.kind != T_RSQ) {
            for (;;) {
                vec_push(p, &ops, parse_label_ref(p));
                if (!accept(p, T_COMMA))
                    break;
            }
        }
        expect(p, T_RSQ, "']' at end of block list");
        i->nops = ops.n;
        i->ops = (IrValue **)ops.v;
        i->v.type = m->t_void;
        break;
    }
    case IR_SH_INVOKE:
        parse_call_body(p, i, 2);
        expect_kw(p, KW_to);
        i->ops[i->nops - 2] = &parse_label_ref(p)->v;
        expect_kw(p, KW_unwind);
        i->ops[i->nops - 1] = &parse_label_ref(p)->v;
        break;
    case IR_SH_CALLBR: {
        /* parse into a temporary, then append the destinations */
        parse_call_body(p, i, 0);
        expect_kw(p, KW_to);
        IrBlock *dflt = parse_label_ref(p);
        expect(p, T_LSQ, "'[' in callbr");
        Vec ind = {0};
        if (TK.kind != T_RSQ) {
            for (;;) {
                vec_push(p, &ind, parse_label_ref(p));
                if (!accept(p, T_COMMA))
                    break;
            }
        }
        expect(p, T_RSQ, "']' at end of block list");
        IrValue **ops = IR_NEWN(p->a, IrValue *, i->nops + 1 + ind.n);
        memcpy(ops, i->ops, i->nops * sizeof *ops);
        ops[i->nops] = &dflt->v;
        for (uint32_t k = 0; k < ind.n; k++)
            ops[i->nops + 1 + k] = ind.v[k];
        i->ops = ops;
        i->nops += 1 + ind.n;
        i->n_indirect = ind.n;
        break;
    }
    case IR_SH_RESUME:
        i->nops = 1;
        i->ops = IR_NEWN(p->a, IrValue *, 1);
        i->ops[0] = parse_typed_value(p, NULL);
        i->v.type = m->t_void;
        break;
    case IR_SH_NONE:
        i->v.type = m->t_void;
        break;
    case IR_SH_CLEANUPRET: {
        expect_kw(p, KW_from);
        Vec ops = {0};
        if (TK.kind == T_WORD && TK.kw == KW_none) {
            next(p);
            vec_push(p, &ops, ir_const_simple(m, IR_V_NONE, m->t_token));
        } else {
            vec_push(p, &ops, parse_value(p, m->t_token));
        }
        expect_kw(p, KW_unwind);
        if (accept_kw(p, KW_to)) {
            expect_kw(p, KW_caller);
        } else {
            vec_push(p, &ops, parse_label_ref(p));
            i->flags |= IR_F_UNWIND_DEST;
        }
        i->nops = ops.n;
        i->ops = (IrValue **)ops.v;
        i->v.type = m->t_void;
        break;
    }
    case IR_SH_CATCHRET:
        expect_kw(p, KW_from);
        i->nops = 2;
        i->ops = IR_NEWN(p->a, IrValue *, 2);
        i->ops[0] = parse_value(p, m->t_token);
        expect_kw(p, KW_to);
        i->ops[1] = &parse_label_ref(p)->v;
        i->v.type = m->t_void;
        break;
    case IR_SH_CATCHSWITCH: {
        expect_kw(p, KW_within);
        Vec ops = {0};
        if (accept_kw(p, KW_none))
            vec_push(p, &ops, ir_const_simple(m, IR_V_NONE, m->t_token));
        else
            vec_push(p, &ops, parse_value(p, m->t_token));
        expect(p, T_LSQ, "'[' with catchswitch labels");
        for (;;) {
            vec_push(p, &ops, parse_label_ref(p));
            if (!accept(p, T_COMMA))
                break;
        }
        expect(p, T_RSQ, "']' after catchswitch labels");
        expect_kw(p, KW_unwind);
        if (accept_kw(p, KW_to)) {
            expect_kw(p, KW_caller);
        } else {
            vec_push(p, &ops, parse_label_ref(p));
            i->flags |= IR_F_UNWIND_DEST;
        }
        i->nops = ops.n;
        i->ops = (IrValue **)ops.v;
        i->v.type = m->t_token;
        break;
    }
    case IR_SH_PAD: {
        expect_kw(p, KW_within);
        Vec ops = {0};
        if (accept_kw(p, KW_none))
            vec_push(p, &ops, ir_const_simple(m, IR_V_NONE, m->t_token));
        else
            vec_push(p, &ops, parse_value(p, m->t_token));
        expect(p, T_LSQ, "'[' in pad");
        if (TK.kind != T_RSQ) {
            for (;;) {
                IrType *at = parse_type(p, 0);
                vec_push(p, &ops, parse_value(p, at));
                if (!accept(p, T_COMMA))
                    break;
            }
        }
        expect(p, T_RSQ, "']' in pad");
        i->nops = ops.n;
        i->ops = (IrValue **)ops.v;
        i->v.type = m->t_token;
        break;
    }
    case IR_SH_LANDINGPAD: {
        i->v.type = parse_type(p, 0);
        if (accept_kw(p, KW_cleanup))
            i->flags |= IR_F_CLEANUP;
        Vec ops = {0}, kinds = {0};
        while (is_kw(p, KW_catch) || is_kw(p, KW_filter)) {
            int k = TK.kw == KW_catch ? IR_LP_CATCH : IR_LP_FILTER;
            next(p);
            vec_push(p, &kinds, (void *)(uintptr_t)k);
            IrLoc cl = TK.loc;
            IrType *ct;
            vec_push(p, &ops, parse_typed_value(p, &ct));
            if (k == IR_LP_FILTER && ct->kind != IR_TY_ARRAY)
                fail_at(p, cl, "'filter' clause has an invalid type");
        }
        i->nops = ops.n;
        i->ops = (IrValue **)ops.v;
        i->nints = kinds.n;
        i->ints = IR_NEWN(p->a, int32_t, kinds.n ? kinds.n : 1);
        for (uint32_t k = 0; k < kinds.n; k++)
            i->ints[k] = (int32_t)(uintptr_t)kinds.v[k];
        break;
    }
    case IR_SH_UNARY: {
        if (op == IR_OP_FNEG)
            i->flags = parse_fmf(p);
        IrLoc tl = TK.loc;
        IrValue *a = parse_typed_value(p, &t);
        if (op == IR_OP_FNEG && !ir_type_is_fp_or_fpvec(t))
            fail_at(p, tl, "invalid operand type for instruction");
        if (op == IR_OP_FREEZE && (!ir_type_is_first_class(t) || t->kind == IR_TY_LABEL ||
                                   t->kind == IR_TY_METADATA || t->kind == IR_TY_TOKEN))
            fail_at(p, tl, "invalid operand type for instruction");
        i->nops = 1;
        i->ops = IR_NEWN(p->a, IrValue *, 1);
        i->ops[0] = a;
        i->v.type = t;
        break;
    }
    case IR_SH_BINARY: {
        if (info->flags & IR_F_FMF)
            i->flags = parse_fmf(p);
        else
            i->flags = parse_int_flags(p, info->flags);
        IrLoc tl = TK.loc;
        IrValue *a = parse_typed_value(p, &t);
        expect(p, T_COMMA, "',' in arithmetic operation");
        IrValue *b = parse_value(p, t);
        int fpop = info->flags & IR_F_FMF;
        if (fpop ? !ir_type_is_fp_or_fpvec(t) : !ir_type_is_int_or_intvec(t))
            fail_at(p, tl, fpop ? "invalid operand type for instruction" :
                    "invalid operand type for instruction");
        i->nops = 2;
        i->ops = IR_NEWN(p->a, IrValue *, 2);
        i->ops[0] = a;
        i->ops[1] = b;
        i->v.type = t;
        break;
    }
    case IR_SH_EXTRACTELT: {
        IrLoc tl = TK.loc;
        IrValue *v = parse_typed_value(p, &t);
        expect(p, T_COMMA, "',' after extract value");
        IrType *it;
        IrValue *ix = parse_typed_value(p, &it);
        if (t->kind != IR_TY_VEC || it->kind != IR_TY_INT)
            fail_at(p, tl, "invalid extractelement operands");
        i->nops = 2;
        i->ops = IR_NEWN(p->a, IrValue *, 2);
        i->ops[0] = v;
        i->ops[1] = ix;
        i->v.type = t->elem;
        break;
    }
    case IR_SH_INSERTELT: {
        IrLoc tl = TK.loc;
        IrValue *v = parse_typed_value(p, &t);
        expect(p, T_COMMA, "',' after insertelement value");
        IrType *et, *it;
        IrValue *e = parse_typed_value(p, &et);
        expect(p, T_COMMA, "',' after insertelement value");
        IrValue *ix = parse_typed_value(p, &it);
        if (t->kind != IR_TY_VEC || et != t->elem || it->kind != IR_TY_INT)
            fail_at(p, tl, "invalid insertelement operands");
        i->nops = 3;
        i->ops = IR_NEWN(p->a, IrValue *, 3);
        i->ops[0] = v;
        i->ops[1] = e;
        i->ops[2] = ix;
        i->v.type = t;
        break;
    }
    case IR_SH_SHUFFLE: {
        IrLoc tl = TK.loc;
        IrValue *a = parse_typed_value(p, &t);
        expect(p, T_COMMA, "',' after shuffle mask");
        IrType *t2;
        IrValue *b = parse_typed_value(p, &t2);
        expect(p, T_COMMA, "',' after shuffle value");
        IrLoc ml = TK.loc;
        IrType *mt;
        IrValue *mv = parse_typed_value(p, &mt);
        if (t->kind != IR_TY_VEC || t != t2)
            fail_at(p, tl, "invalid shufflevector operands");
        if (!ir_value_is_const(mv))
            fail_at(p, ml, "shufflevector mask must be a constant");
        i->ints = mask_from_value(p, mv, ml, &i->nints);
        if ((mt->flags & IR_TYF_SCALABLE) != (t->flags & IR_TYF_SCALABLE))
            fail_at(p, ml, "invalid shufflevector operands");
        i->nops = 2;
        i->ops = IR_NEWN(p->a, IrValue *, 2);
        i->ops[0] = a;
        i->ops[1] = b;
        i->v.type = ir_type_vec(m, t->elem, mt->count, mt->flags & IR_TYF_SCALABLE);
        break;
    }
    case IR_SH_EXTRACTVAL: case IR_SH_INSERTVAL: {
        IrLoc tl = TK.loc;
        IrValue *agg = parse_typed_value(p, &t);
        IrValue *val = NULL;
        if (info->shape == IR_SH_INSERTVAL) {
            expect(p, T_COMMA, "',' after insertvalue operand");
            val = parse_typed_value(p, NULL);
        }
        if (!ir_type_is_aggregate(t))
            fail_at(p, tl, "%s operand must be aggregate type", ir_op_name(op));
        Vec idx = {0};
        IrType *cur = t;
        while (TK.kind == T_COMMA && !comma_then_md(p)) {
            next(p);
            IrLoc il = TK.loc;
            uint32_t k = parse_u32(p, "index");
            if (cur->kind == IR_TY_STRUCT && k < cur->nmembers)
                cur = cur->members[k];
            else if (cur->kind == IR_TY_ARRAY && k < cur->count)
                cur = cur->elem;
            else
                fail_at(p, il, "invalid indices for %s", ir_op_name(op));
            vec_push(p, &idx, (void *)(uintptr_t)k);
        }
        if (!idx.n)
            fail_at(p, TK.loc, "expected index");
        i->nints = idx.n;
        i->ints = IR_NEWN(p->a, int32_t, idx.n);
        for (uint32_t k = 0; k < idx.n; k++)
            i->ints[k] = (int32_t)(uintptr_t)idx.v[k];
        if (val && val->type != cur)
            fail_at(p, tl, "insertvalue operand and field disagree in type: '%s' instead of '%s'",
                    type_str(p, val->type), type_str(p, cur));
        i->nops = val ? 2 : 1;
        i->ops = IR_NEWN(p->a, IrValue *, 2);
        i->ops[0] = agg;
        i->ops[1] = val;
        i->v.type = val ? t : cur;
        break;
    }
    case IR_SH_ALLOCA: {
        for (;;) {
            if (TK.kind == T_WORD && TK.attr == IR_ATTR_INALLOCA) { next(p); i->flags |= IR_F_INALLOCA; }
            else if (TK.kind == T_WORD && TK.attr == IR_ATTR_SWIFTERROR) { next(p); i->flags |= IR_F_SWIFTERROR; }
            else break;
        }
        IrLoc tl = TK.loc;
        i->ty2 = parse_type(p, 0);
        if (i->ty2->kind == IR_TY_FUNC || i->ty2->kind == IR_TY_LABEL || i->ty2->kind == IR_TY_METADATA ||
            i->ty2->kind == IR_TY_TOKEN || i->ty2->kind == IR_TY_X86_AMX)
            fail_at(p, tl, "invalid type for alloca");
        uint32_t as = 0; /* llvm-as: the datalayout's A does not apply to the text */
        int seen_as = 0;
        i->nops = 1;
        i->ops = IR_NEWN(p->a, IrValue *, 1);
        i->ops[0] = NULL;
        while (TK.kind == T_COMMA && !comma_then_md(p)) {
            next(p);
            if (seen_as) {
                expected(p, "metadata after comma");
            } else if (is_align(p)) {
                i->align = parse_align_kw(p);
            } else if (is_kw(p, KW_addrspace)) {
                as = parse_addrspace(p);
                seen_as = 1;
            } else if (!i->ops[0] && !i->align) {
                IrLoc cl = TK.loc;
                IrType *ct;
                i->ops[0] = parse_typed_value(p, &ct);
                if (ct->kind != IR_TY_INT)
                    fail_at(p, cl, "element count must have integer type");
            } else {
                expected(p, "'align' or 'addrspace'");
            }
        }
        if (!i->ops[0])
            i->ops[0] = ir_const_int(m, m->t_i32, 1);
        i->addrspace = as;
        i->v.type = ir_type_ptr(m, as);
        break;
    }
    case IR_SH_LOAD: {
        int atomic = accept_kw(p, KW_atomic);
        if (accept_kw(p, KW_volatile))
            i->flags |= IR_F_VOLATILE;
        IrLoc tl = TK.loc;
        p->pointee = NULL;
        t = parse_type(p, 0);
        IrValue *ptr;
        if (TK.kind == T_COMMA) {
            next(p);
            IrLoc pl = TK.loc;
            IrType *pt;
            ptr = parse_typed_value(p, &pt);
            if (pt->kind != IR_TY_PTR)
                fail_at(p, pl, "load operand must be a pointer");
        } else {
            /* LLVM <= 3.6: load T* %p */
            if (t->kind != IR_TY_PTR || !p->pointee)
                expected(p, "',' after load's type");
            IrType *pt = t;
            t = p->pointee;
            ptr = parse_value(p, pt);
        }
        if (!ir_type_is_first_class(t) || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA ||
            t->kind == IR_TY_TOKEN || !ir_type_is_sized(t))
            fail_at(p, tl, "loading unsized types is not allowed");
        if (atomic) {
            int ord;
            parse_scope_ordering(p, i, &ord);
            i->ord = (uint8_t)ord;
        }
        i->nops = 1;
        i->ops = IR_NEWN(p->a, IrValue *, 1);
        i->ops[0] = ptr;
        i->v.type = t;
        goto mem_fields;
    }
    case IR_SH_STORE: {
        int atomic = accept_kw(p, KW_atomic);
        if (accept_kw(p, KW_volatile))
            i->flags |= IR_F_VOLATILE;
        IrValue *v = parse_typed_value(p, &t);
        expect(p, T_COMMA, "',' after store operand");
        IrLoc pl = TK.loc;
        IrType *pt;
        IrValue *ptr = parse_typed_value(p, &pt);
        if (pt->kind != IR_TY_PTR)
            fail_at(p, pl, "store operand must be a pointer");
        if (!ir_type_is_sized(t) || t->kind == IR_TY_TOKEN)
            fail_at(p, pl, "storing unsized types is not allowed");
        if (atomic) {
            int ord;
            parse_scope_ordering(p, i, &ord);
            i->ord = (uint8_t)ord;
        }
        i->nops = 2;
        i->ops = IR_NEWN(p->a, IrValue *, 2);
        i->ops[0] = v;
        i->ops[1] = ptr;
        i->v.type = m->t_void;
        goto mem_fields;
    }
    mem_fields:
        while (TK.kind == T_COMMA && !comma_then_md(p)) {
            next(p);
            if (is_align(p))
                i->align = parse_align_kw(p);
            else
                expected(p, "'align'");
        }
        break;
    case IR_SH_FENCE: {
        int ord;
        parse_scope_ordering(p, i, &ord);
        i->ord = (uint8_t)ord;
        i->v.type = m->t_void;
        break;
    }
    case IR_SH_CMPXCHG: {
        if (accept_kw(p, KW_weak))
            i->flags |= IR_F_WEAK;
        if (accept_kw(p, KW_volatile))
            i->flags |= IR_F_VOLATILE;
        IrLoc pl = TK.loc;
        IrType *pt, *ct, *nt;
        IrValue *ptr = parse_typed_value(p, &pt);
        expect(p, T_COMMA, "',' after cmpxchg address");
        IrValue *cmp = parse_typed_value(p, &ct);
        expect(p, T_COMMA, "',' after cmpxchg cmp operand");
        IrValue *nv = parse_typed_value(p, &nt);
        if (pt->kind != IR_TY_PTR)
            fail_at(p, pl, "cmpxchg operand must be a pointer");
        if (ct != nt)
            fail_at(p, pl, "compare value and new value type do not match");
        int o1, o2;
        IrLoc ol = TK.loc;
        parse_scope_ordering(p, i, &o1);
        IrLoc fl = TK.loc;
        o2 = parse_ordering(p);
        (void)ol;
        (void)fl;
        if (o1 == IR_ORD_UNORDERED)
            fail_at(p, TK.loc, "invalid cmpxchg success ordering");
        if (o2 == IR_ORD_UNORDERED || o2 == IR_ORD_RELEASE || o2 == IR_ORD_ACQ_REL)
            fail_at(p, TK.loc, "invalid cmpxchg failure ordering");
        i->ord = (uint8_t)o1;
        i->ord2 = (uint8_t)o2;
        i->nops = 3;
        i->ops = IR_NEWN(p->a, IrValue *, 3);
        i->ops[0] = ptr;
        i->ops[1] = cmp;
        i->ops[2] = nv;
        IrType *mem[2] = {ct, m->t_i1};
        i->v.type = ir_type_struct(m, mem, 2, 0);
        while (TK.kind == T_COMMA && !comma_then_md(p)) {
            next(p);
            i->align = parse_align_kw(p);
        }
        break;
    }
    case IR_SH_ATOMICRMW: {
        if (accept_kw(p, KW_volatile))
            i->flags |= IR_F_VOLATILE;
        if (accept_kw(p, KW_elementwise))
            (void)0;
        if (TK.kind != T_WORD)
            expected(p, "binary operation for atomicrmw");
        int r;
        for (r = 0; r < IR_RMW_N; r++)
            if (word_is(p, ir_rmw_names[r]))
                break;
        if (r == IR_RMW_N)
            expected(p, "binary operation for atomicrmw");
        i->rmw = (uint8_t)r;
        next(p);
        IrLoc pl = TK.loc;
        IrType *pt;
        IrValue *ptr = parse_typed_value(p, &pt);
        expect(p, T_COMMA, "',' after atomicrmw address");
        IrLoc vl = TK.loc;
        IrValue *v = parse_typed_value(p, &t);
        if (pt->kind != IR_TY_PTR)
            fail_at(p, pl, "atomicrmw operand must be a pointer");
        if (t->kind == IR_TY_VEC && (t->flags & IR_TYF_SCALABLE))
            fail_at(p, vl, "atomicrmw operand may not be scalable");
        if (r == IR_RMW_XCHG) {
            if (!(t->kind == IR_TY_INT || ir_type_is_fp(t) || t->kind == IR_TY_PTR))
                fail_at(p, vl, "atomicrmw xchg operand must be an integer, floating point, or pointer type");
        } else if (r == IR_RMW_FADD || r == IR_RMW_FSUB || r == IR_RMW_FMAX || r == IR_RMW_FMIN ||
                   r == IR_RMW_FMAXIMUM || r == IR_RMW_FMINIMUM || r == IR_RMW_FMAXIMUMNUM ||
                   r == IR_RMW_FMINIMUMNUM) {
            if (!ir_type_is_fp_or_fpvec(t))
                fail_at(p, vl, "atomicrmw %s operand must be a floating point type", ir_rmw_names[r]);
        } else {
            if (t->kind != IR_TY_INT)
                fail_at(p, vl, "atomicrmw %s operand must be an integer", ir_rmw_names[r]);
            if (t->bits < 8 || (t->bits & (t->bits - 1)))
                fail_at(p, vl, "atomicrmw operand must be power-of-two byte-sized integer");
        }
        int ord;
        parse_scope_ordering(p, i, &ord);
        i->ord = (uint8_t)ord;
        i->nops = 2;
        i->ops = IR_NEWN(p->a, IrValue *, 2);
        i->ops[0] = ptr;
        i->ops[1] = v;
        i->v.type = t;
        while (TK.kind == T_COMMA && !comma_then_md(p)) {
            next(p);
            i->align = parse_align_kw(p);
        }
        break;
    }
    case IR_SH_GEP: {
        i->flags = parse_int_flags(p, IR_F_INBOUNDS | IR_F_NUSW | IR_F_NUW);
        IrLoc tl = TK.loc;
        p->pointee = NULL;
        IrType *src = parse_type(p, 0);
        Vec ops = {0};
        if (TK.kind == T_COMMA) {
            next(p);
            vec_push(p, &ops, parse_typed_value(p, NULL));
        } else {
            /* LLVM <= 3.6: getelementptr T* %p, ... */
            if (src->kind != IR_TY_PTR || !p->pointee)
                expected(p, "',' after getelementptr's type");
            IrType *pt = src;
            src = p->pointee;
            vec_push(p, &ops, parse_value(p, pt));
        }
        while (TK.kind == T_COMMA && !comma_then_md(p)) {
            next(p);
            IrLoc il = TK.loc;
            IrType *it;
            IrValue *ix = parse_typed_value(p, &it);
            if (!ir_type_is_int_or_intvec(it))
                fail_at(p, il, "getelementptr index must be an integer");
            vec_push(p, &ops, ix);
        }
        IrValue **o = (IrValue **)ops.v;
        if (!ir_type_is_ptr_or_ptrvec(o[0]->type))
            fail_at(p, tl, "base of getelementptr must be a pointer");
        if (!ir_type_is_sized(src))
            fail_at(p, tl, "base element of getelementptr must be sized");
        IrValue **tmp = IR_NEWN(p->scratch, IrValue *, ops.n + 1);
        tmp[0] = o[0];
        for (uint32_t k = 0; k < ops.n; k++)
            tmp[k + 1] = o[k];
        i->v.type = gep_result_type(p, o[0]->type, tmp + 1, ops.n, src, tl, 1);
        i->ty2 = src;
        i->nops = ops.n;
        i->ops = o;
        break;
    }
    case IR_SH_CAST: {
        i->flags = (info->flags & IR_F_FMF) ? parse_fmf(p) : parse_int_flags(p, info->flags);
        IrValue *v = parse_typed_value(p, &t);
        expect_kw(p, KW_to);
        IrType *dt = parse_type(p, 0);
        if (!ir_cast_valid(p->m, op, t, dt))
            fail_at(p, loc, "invalid cast opcode for cast from '%s' to '%s'", type_str(p, t),
                    type_str(p, dt));
        i->nops = 1;
        i->ops = IR_NEWN(p->a, IrValue *, 1);
        i->ops[0] = v;
        i->v.type = dt;
        break;
    }
    case IR_SH_CMP: {
        if (op == IR_OP_FCMP)
            i->flags = parse_fmf(p);
        else if (accept_kw(p, KW_samesign))
            i->flags |= IR_F_SAMESIGN;
        i->pred = (uint8_t)parse_pred(p, op == IR_OP_FCMP);
        IrLoc tl = TK.loc;
        IrValue *a = parse_typed_value(p, &t);
        expect(p, T_COMMA, "',' after compare value");
        IrValue *b = parse_value(p, t);
        if (op == IR_OP_FCMP ? !ir_type_is_fp_or_fpvec(t)
                             : !(ir_type_is_int_or_intvec(t) || ir_type_is_ptr_or_ptrvec(t)))
            fail_at(p, tl, "%s requires %s operands", ir_op_name(op),
                    op == IR_OP_FCMP ? "floating point" : "integer or pointer");
        i->nops = 2;
        i->ops = IR_NEWN(p->a, IrValue *, 2);
        i->ops[0] = a;
        i->ops[1] = b;
        i->v.type = ir_type_with_shape(m, m->t_i1, t);
        break;
    }
    case IR_SH_PHI: {
        i->flags = parse_fmf(p);
        IrLoc tl = TK.loc;
        t = parse_type(p, 0);
        if (!ir_type_is_first_class(t) || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA)
            fail_at(p, tl, "phi node must have first class type");
        Vec vals = {0}, blocks = {0};
        while (TK.kind == T_LSQ) {
            expect(p, T_LSQ, "'[' in phi value list");
            vec_push(p, &vals, parse_value(p, t));
            expect(p, T_COMMA, "',' after incoming value");
            if (TK.kind != T_LOCAL)
                expected(p, "basic block name");
            vec_push(p, &blocks, local_ref(p, m->t_label));
            expect(p, T_RSQ, "']' in phi value list");
            if (!(TK.kind == T_COMMA && lx_peek_kind(&p->lx) == T_LSQ))
                break;
            next(p);
        }
        i->nops = vals.n;
        i->ops = (IrValue **)vals.v;
        i->blocks = (IrBlock **)blocks.v;
        i->v.type = t;
        break;
    }
    case IR_SH_SELECT: {
        i->flags = parse_fmf(p);
        IrLoc tl = TK.loc;
        IrType *ct, *bt;
        IrValue *c = parse_typed_value(p, &ct);
        expect(p, T_COMMA, "',' after select condition");
        IrValue *a = parse_typed_value(p, &t);
        expect(p, T_COMMA, "',' after select value");
        IrValue *b = parse_typed_value(p, &bt);
        if (t != bt)
            fail_at(p, tl, "select values must have same type as select instruction");
        if (t->kind == IR_TY_TOKEN)
            fail_at(p, tl, "select values cannot have token type");
        if (!(ir_type_scalar(ct)->kind == IR_TY_INT && ir_type_scalar(ct)->bits == 1))
            fail_at(p, tl, "select condition must be i1 or <n x i1>");
        i->nops = 3;
        i->ops = IR_NEWN(p->a, IrValue *, 3);
        i->ops[0] = c;
        i->ops[1] = a;
        i->ops[2] = b;
        i->v.type = t;
        break;
    }
    case IR_SH_CALL:
        i->flags = parse_fmf(p);
        parse_call_body(p, i, 0);
        break;
    case IR_SH_VAARG: {
        IrValue *l = parse_typed_value(p, NULL);
        expect(p, T_COMMA, "',' after vaarg operand");
        IrLoc tl = TK.loc;
        t = parse_type(p, 0);
        if (!ir_type_is_first_class(t) || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA)
            fail_at(p, tl, "va_arg requires operand with first class type");
        i->nops = 1;
        i->ops = IR_NEWN(p->a, IrValue *, 1);
        i->ops[0] = l;
        i->v.type = t;
        break;
    }
    default:
        fail_at(p, loc, "unknown instruction shape");
    }
}

/* ------------------------------------------------------ function bodies */

static const char *
local_name(Parser *p, const char *name, uint32_t id)
{
    return name ? name : ir_arena_printf(p->a, "%u", id);
}

/* The placeholder waiting for the definition of %name / %N, or NULL. */
static IrValue *
local_def(Parser *p, const char *name, int numbered, uint32_t id, IrLoc loc)
{
    IrValue *v = numbered ? nm_get(&p->lslots, id) : ir_sym_get(&p->lsyms, name);
    if (v && v->kind != IR_V_FWD)
        fail_at(p, loc, "multiple definition of local value named '%s'", local_name(p, name, id));
    return v;
}

static void
local_register(Parser *p, IrValue *v, const char *name, int numbered, uint32_t id)
{
    if (numbered) {
        v->name = NULL;
        v->slot = id;
        nm_put(&p->lslots, p->scratch, id, v);
    } else {
        v->name = name;
        ir_sym_put(&p->lsyms, p->scratch, name, v);
    }
}

/* The number the next unnamed value gets, or a check of an explicit one. */
static uint32_t
take_slot(Parser *p, int numbered, uint32_t id, IrLoc loc, const char *what)
{
    if (!numbered)
        return p->next_slot++;
    if (id < p->next_slot)
        fail_at(p, loc, "%s expected to be numbered '%%%u' or greater", what, p->next_slot);
    p->next_slot = id + 1;
    return id;
}

/* #dbg_value(V, !var, !expr, !loc), #dbg_declare and #dbg_declare_value
 * alike, #dbg_assign(V, !var, !expr, !id, A, !addrexpr, !loc),
 * #dbg_label(!label, !loc): only V and A may be values. */
static void
parse_dbg_record(Parser *p, IrDbgRecord **list)
{
    static const struct { const char *kind; uint32_t nargs; uint32_t value_args; } forms[] = {
        {"value", 4, 1u << 0}, {"declare", 4, 1u << 0}, {"declare_value", 4, 1u << 0},
        {"assign", 7, (1u << 0) | (1u << 4)}, {"label", 2, 0},
    };
    IrDbgRecord *r = IR_NEW(p->a, IrDbgRecord);
    r->kind = ir_arena_strndup(p->a, TK.s, TK.slen);
    r->loc = TK.loc;
    unsigned k;
    for (k = 0; k < sizeof forms / sizeof forms[0]; k++)
        if (!strcmp(r->kind, forms[k].kind))
            break;
    if (k == sizeof forms / sizeof forms[0])
        fail_at(p, r->loc, "expected debug record type");
    if (!p->first_record.line) {
        p->first_record = r->loc;
        if (p->first_dbg_call.line)
            fail_at(p, r->loc, "debug record should not appear in a module containing debug info intrinsics");
        p->record_first = 1;
    }
    next(p);
    expect(p, T_LPAREN, "'(' after debug record type");
    r->nargs = forms[k].nargs;
    r->args = IR_NEWN(p->a, IrMD *, r->nargs);
    for (uint32_t a = 0; a < r->nargs; a++) {
        if (a && !accept(p, T_COMMA))
            fail_at(p, TK.loc, "Expected ',' here");
        int is_md = TK.kind == T_MDID || TK.kind == T_EXCL || TK.kind == T_MDVAR ||
                    is_kw(p, KW_distinct);
        if (!is_md && !(forms[k].value_args & (1u << a)))
            fail_at(p, TK.loc, "expected '!' here");
        r->args[a] = parse_md_operand(p);
    }
    expect(p, T_RPAREN, "')' at end of debug record");
    while (*list)
        list = &(*list)->next;
    *list = r;
}

/* A call to llvm.dbg.*: the old debug-info form, which may not be mixed
 * with debug records in one module. */
static void
note_dbg_call(Parser *p, IrInst *i, IrLoc loc)
{
    const char *n = i->ops[0]->name;
    if (!n || strncmp(n, "llvm.dbg.", 9) || p->first_dbg_call.line)
        return;
    p->first_dbg_call = loc;
    if (p->first_record.line)
        fail_at(p, loc, "llvm.dbg intrinsic should not appear in a module using non-intrinsic debug info");
}

/* uselistorder directives are accepted and dropped: they only fix the
 * order of use lists, which llfuzz does not model. */
static void
skip_uselistorder(Parser *p)
{
    int bb = TK.kw == KW_uselistorder_bb;
    next(p);
    if (bb) {
        if (TK.kind != T_GLOBAL)
            expected(p, "function name in uselistorder_bb");
        next(p);
        expect(p, T_COMMA, "','");
        if (TK.kind != T_LOCAL)
            expected(p, "basic block name in uselistorder_bb");
        next(p);
    } else {
        parse_typed_value(p, NULL);
    }
    expect(p, T_COMMA, "','");
    expect(p, T_LBRACE, "'{' in uselistorder");
    for (;;) {
        parse_uint(p, "index");
        if (!accept(p, T_COMMA))
            break;
    }
    expect(p, T_RBRACE, "'}' in uselistorder");
}

static void
block_attach(IrFunc *f, IrBlock *b)
{
    b->parent = f;
    b->prev = f->last;
    b->next = NULL;
    if (f->last)
        f->last->next = b;
    else
        f->first = b;
    f->last = b;
    f->nblocks++;
}

static void
parse_block(Parser *p, IrFunc *f)
{
    IrModule *m = p->m;
    IrLoc loc = TK.loc;
    const char *name = NULL;
    int numbered = 0;
    uint32_t id = 0;
    if (TK.kind == T_LABEL) {
        if (TK.is_id) {
            numbered = 1;
            id = take_slot(p, 1, (uint32_t)TK.u, loc, "label");
        } else {
            name = def_name(p);
        }
        next(p);
    } else {
        numbered = 1;
        id = take_slot(p, 0, 0, loc, "label");
    }
    IrValue *ph = local_def(p, name, numbered, id, loc);
    IrBlock *b;
    if (ph) {
        if (ph->type->kind != IR_TY_LABEL)
            fail_at(p, loc, "'%%%s' defined with type 'label' but expected '%s'",
                    local_name(p, name, id), type_str(p, ph->type));
        b = (IrBlock *)ph;
        p->nfwd_locals--;
    } else {
        b = IR_NEW(p->a, IrBlock);
    }
    b->v.kind = IR_V_BLOCK;
    b->v.type = m->t_label;
    b->loc = loc;
    local_register(p, &b->v, name, numbered, id);
    block_attach(f, b);

    IrDbgRecord *pending = NULL;
    for (;;) {
        while (TK.kind == T_DBGREC)
            parse_dbg_record(p, &pending);
        if (TK.kind == T_RBRACE || TK.kind == T_LABEL || TK.kind == T_EOF ||
            (TK.kind == T_WORD && (TK.kw == KW_uselistorder || TK.kw == KW_uselistorder_bb)))
            expected(p, "instruction opcode");
        IrLoc iloc = TK.loc;
        const char *iname = NULL;
        int inum = 0;
        uint32_t iid = 0;
        if (TK.kind == T_LOCAL) {
            if (TK.is_id) {
                inum = 1;
                iid = (uint32_t)TK.u;
            } else {
                iname = def_name(p);
                if (!*iname)
                    iname = NULL; /* %"" is unnamed */
            }
            next(p);
            expect(p, T_EQ, "'=' after instruction name");
        }
        IrInst tmp;
        memset(&tmp, 0, sizeof tmp);
        parse_inst(p, &tmp);
        tmp.loc = iloc; /* the instruction starts at its name, if any */
        IrInst *i;
        int has_result = tmp.v.type->kind != IR_TY_VOID;
        if ((iname || inum) && !has_result)
            fail_at(p, iloc, "instructions returning void cannot have a name");
        if (has_result) {
            if (!iname)
                iid = take_slot(p, inum, iid, iloc, "instruction");
            IrValue *iph = local_def(p, iname, !iname, iid, iloc);
            if (iph) {
                if (iph->type != tmp.v.type)
                    fail_at(p, iloc, "instruction forward referenced with type '%s'",
                            type_str(p, iph->type));
                i = (IrInst *)iph;
                p->nfwd_locals--;
            } else {
                i = IR_NEW(p->a, IrInst);
            }
            *i = tmp;
            local_register(p, &i->v, iname, !iname, iid);
        } else {
            i = IR_NEW(p->a, IrInst);
            *i = tmp;
        }
        parse_attachments(p, &i->md, &i->nmd, 1);
        i->dbg = pending;
        pending = NULL;
        if (i->op == IR_OP_CALL)
            note_dbg_call(p, i, iloc);
        if (!ir_inst_default_align(p->m, i) && !p->fn_late_align) {
            p->fn_late_align = 1;
            vec_push(p, &p->late_aligns, f);
        }
        ir_block_append(b, i);
        if (ir_inst_is_terminator(i))
            break;
    }
}

/* Report the first value that was used but never defined. */
static void
check_undefined_locals(Parser *p)
{
    IrLoc best = {0, 0};
    const char *what = NULL;
    for (uint32_t k = 0; k < p->lsyms.cap; k++) {
        IrValue *v = p->lsyms.slots[k].meta ? p->lsyms.slots[k].val : NULL;
        if (v && v->kind == IR_V_FWD) {
            IrLoc l = v->type->kind == IR_TY_LABEL ? ((IrBlock *)v)->loc : ((IrInst *)v)->loc;
            if (!what || l.line < best.line || (l.line == best.line && l.col < best.col)) {
                best = l;
                what = ir_arena_printf(p->a, "%%%s", v->name);
            }
        }
    }
    for (uint32_t k = 0; k < nm_size(&p->lslots); k++) {
        IrValue *v = nm_at(&p->lslots, k);
        if (v && v->kind == IR_V_FWD) {
            IrLoc l = v->type->kind == IR_TY_LABEL ? ((IrBlock *)v)->loc : ((IrInst *)v)->loc;
            if (!what || l.line < best.line || (l.line == best.line && l.col < best.col)) {
                best = l;
                what = ir_arena_printf(p->a, "%%%u", v->slot);
            }
        }
    }
    if (what)
        fail_at(p, best, "use of undefined value '%s'", what);
}

static void
parse_body(Parser *p, IrFunc *f)
{
    expect(p, T_LBRACE, "'{' in function body");
    if (TK.kind == T_RBRACE)
        fail_at(p, TK.loc, "function body requires at least one basic block");
    while (TK.kind != T_RBRACE && !(TK.kind == T_WORD && (TK.kw == KW_uselistorder ||
                                                          TK.kw == KW_uselistorder_bb))) {
        if (TK.kind == T_EOF)
            expected(p, "'}' at end of function");
        parse_block(p, f);
    }
    while (TK.kind == T_WORD && (TK.kw == KW_uselistorder || TK.kw == KW_uselistorder_bb))
        skip_uselistorder(p);
    expect(p, T_RBRACE, "'}' at end of function");
    if (p->nfwd_locals)
        check_undefined_locals(p);
    f->is_decl = 0;
}

/* ------------------------------------------------------- globals, functions */

typedef struct Linkage {
    int has;
    uint8_t linkage, dso_local, visibility, dll, tls, unnamed_addr;
    IrLoc vis_loc, dll_loc;
} Linkage;

static void
parse_linkage(Parser *p, Linkage *l)
{
    static const int kws[IR_LINK_N] = {
        KW_external, KW_private, KW_internal, KW_available_externally, KW_linkonce, KW_weak,
        KW_common, KW_appending, KW_extern_weak, KW_linkonce_odr, KW_weak_odr};
    memset(l, 0, sizeof *l);
    if (TK.kind == T_WORD)
        for (int k = 0; k < IR_LINK_N; k++)
            if (TK.kw == kws[k]) {
                l->has = 1;
                l->linkage = (uint8_t)k;
                next(p);
                break;
            }
    if (accept_kw(p, KW_dso_local))
        l->dso_local = 1;
    else if (accept_kw(p, KW_dso_preemptable))
        l->dso_local = 2;
    l->vis_loc = TK.loc;
    if (accept_kw(p, KW_default)) l->visibility = IR_VIS_DEFAULT;
    else if (accept_kw(p, KW_hidden)) l->visibility = IR_VIS_HIDDEN;
    else if (accept_kw(p, KW_protected)) l->visibility = IR_VIS_PROTECTED;
    l->dll_loc = TK.loc;
    if (accept_kw(p, KW_dllimport)) l->dll = IR_DLL_IMPORT;
    else if (accept_kw(p, KW_dllexport)) l->dll = IR_DLL_EXPORT;
    /* LangRef "Visibility Styles": local linkage means default visibility */
    if ((l->linkage == IR_LINK_PRIVATE || l->linkage == IR_LINK_INTERNAL) &&
        l->visibility != IR_VIS_DEFAULT)
        fail_at(p, l->vis_loc, "symbol with local linkage must have default visibility");
    if (l->dll == IR_DLL_IMPORT && l->dso_local == 1)
        fail_at(p, l->dll_loc, "dso_location and DLL-StorageClass mismatch");
    if ((l->linkage == IR_LINK_PRIVATE || l->linkage == IR_LINK_INTERNAL) && l->dll)
        fail_at(p, l->dll_loc, "symbol with local linkage cannot have a DLL storage class");
    if (accept_kw(p, KW_thread_local)) {
        l->tls = IR_TLS_GENERAL;
        if (accept(p, T_LPAREN)) {
            if (accept_kw(p, KW_localdynamic)) l->tls = IR_TLS_LOCALDYNAMIC;
            else if (accept_kw(p, KW_initialexec)) l->tls = IR_TLS_INITIALEXEC;
            else if (accept_kw(p, KW_localexec)) l->tls = IR_TLS_LOCALEXEC;
            else expected(p, "thread local storage model");
            expect(p, T_RPAREN, "')'");
        }
    }
    if (accept_kw(p, KW_unnamed_addr)) l->unnamed_addr = IR_UA_UNNAMED;
    else if (accept_kw(p, KW_local_unnamed_addr)) l->unnamed_addr = IR_UA_LOCAL;
}

/* comdat [($name)] after the `comdat` keyword */
static const char *
parse_comdat_ref(Parser *p)
{
    p->ncomdat_refs++;
    if (accept(p, T_LPAREN)) {
        if (TK.kind != T_COMDATVAR)
            expected(p, "comdat variable");
        char *n = tok_str(p, NULL);
        next(p);
        expect(p, T_RPAREN, "')' after comdat var");
        return n;
    }
    return "";
}

/* The object for a global being defined: its placeholder, or a new one. */
static IrGlobal *
global_def(Parser *p, const char *name, int numbered, uint32_t id, IrLoc loc, IrType *ptrty,
           int kind)
{
    IrGlobal *g = numbered ? nm_get(&p->gslots, id) : (name ? ir_sym_get(&p->m->gsyms, name) : NULL);
    if (g && g->v.kind != IR_V_FWD) {
        if (kind == IR_V_FUNC)
            fail_at(p, loc, "invalid redefinition of function '@%s'", local_name(p, name, id));
        fail_at(p, loc, "redefinition of global '@%s'", local_name(p, name, id));
    }
    if (g) {
        if (g->v.type != ptrty)
            fail_at(p, kind == IR_V_FUNC ? g->loc : loc,
                "invalid forward reference to %s '%s' with wrong type: expected '%s' but was '%s'",
                    kind == IR_V_FUNC ? "function" : "global", local_name(p, name, id),
                    type_str(p, ptrty), type_str(p, g->v.type));
        g->vtype = NULL;
    } else {
        /* (a forward reference, which may turn out to be either, takes
         * a function's size: global_ref) */
        g = kind == IR_V_FUNC ? &IR_NEW(p->a, IrFunc)->g : IR_NEW(p->a, IrGlobal);
        if (numbered)
            nm_put(&p->gslots, p->a, id, g);
        else if (name)
            ir_sym_put(&p->m->gsyms, p->a, name, g);
    }
    g->v.kind = (uint8_t)kind;
    g->v.type = ptrty;
    g->v.name = numbered ? NULL : name;
    g->v.slot = id;
    g->loc = loc;
    return g;
}

/* Globals by the place of their first use, then by name. */
static int
global_loc_cmp(const void *a, const void *b)
{
    const IrGlobal *x = *(IrGlobal *const *)a, *y = *(IrGlobal *const *)b;
    if (x->loc.line != y->loc.line)
        return x->loc.line < y->loc.line ? -1 : 1;
    if (x->loc.col != y->loc.col)
        return x->loc.col < y->loc.col ? -1 : 1;
    return strcmp(x->v.name, y->v.name);
}

static void
link_global(IrModule *m, IrGlobal *g)
{
    g->next = NULL;
    if (g->v.kind == IR_V_GLOBALVAR) {
        if (m->globals_last) m->globals_last->next = g; else m->globals = g;
        m->globals_last = g;
        m->nglobals++;
    } else if (g->v.kind == IR_V_FUNC) {
        IrFunc *f = (IrFunc *)g;
        if (m->funcs_last) m->funcs_last->g.next = g; else m->funcs = f;
        m->funcs_last = f;
        m->nfuncs++;
    } else {
        if (m->aliases_last) m->aliases_last->next = g; else m->aliases = g;
        m->aliases_last = g;
        m->naliases++;
    }
}

static void
apply_linkage(IrGlobal *g, const Linkage *l)
{
    g->linkage = l->linkage;
    g->dso_local = l->dso_local;
    g->visibility = l->visibility;
    g->dll = l->dll;
    g->tls = l->tls;
    g->unnamed_addr = l->unnamed_addr;
}

/* After `@name =` (or at an unnamed global's linkage): variable, alias, ifunc. */
static void
parse_global(Parser *p, const char *name, int numbered, uint32_t id, IrLoc loc)
{
    IrModule *m = p->m;
    Linkage l;
    parse_linkage(p, &l);
    uint32_t as = 0;
    int kind;
    if (is_kw(p, KW_alias) || is_kw(p, KW_ifunc)) {
        kind = TK.kw == KW_alias ? IR_V_ALIAS : IR_V_IFUNC;
        next(p);
        IrLoc tl = TK.loc;
        IrType *vt = parse_type(p, 0);
        expect(p, T_COMMA, "',' after alias type");
        IrLoc al = TK.loc;
        IrType *at;
        IrValue *aliasee;
        if (TK.kind == T_WORD && (TK.op == IR_OP_BITCAST + 1 || TK.op == IR_OP_GEP + 1 ||
                                  TK.op == IR_OP_ADDRSPACECAST + 1 || TK.op == IR_OP_INTTOPTR + 1)) {
            /* `alias T, getelementptr (...)`: the constant's type is implied */
            aliasee = parse_const_expr(p, NULL, al);
            at = aliasee->type;
        } else {
            aliasee = parse_typed_value(p, &at);
        }
        if (at->kind != IR_TY_PTR)
            fail_at(p, al, "An alias or ifunc must have pointer type");
        as = at->bits;
        IrGlobal *g = global_def(p, name, numbered, id, loc, ir_type_ptr(m, as), kind);
        apply_linkage(g, &l);
        g->vtype = vt;
        g->init = aliasee;
        g->addrspace = as;
        (void)tl;
        while (accept(p, T_COMMA)) {
            if (accept_kw(p, KW_partition)) {
                if (TK.kind != T_STRING)
                    expected(p, "partition string");
                g->partition = tok_str(p, NULL);
                next(p);
            } else if (TK.kind == T_MDVAR) {
                IrMDAttach *md = g->md;
                uint32_t n = g->nmd;
                IrMDAttach at1;
                at1.kind = tok_str(p, NULL);
                next(p);
                at1.md = parse_md(p);
                g->md = IR_NEWN(p->a, IrMDAttach, n + 1);
                if (n)
                    memcpy(g->md, md, n * sizeof *md);
                g->md[n] = at1;
                g->nmd = n + 1;
            } else {
                expected(p, "'partition' or metadata");
            }
        }
        link_global(m, g);
        return;
    }
    if (is_kw(p, KW_addrspace))
        as = parse_addrspace(p);
    int ext_init = accept_kw(p, KW_externally_initialized);
    int is_const;
    if (accept_kw(p, KW_global))
        is_const = 0;
    else if (accept_kw(p, KW_constant))
        is_const = 1;
    else
        expected(p, "'global' or 'constant'");
    IrLoc tl = TK.loc;
    IrType *vt = parse_type(p, 0);
    if (vt->kind == IR_TY_LABEL || vt->kind == IR_TY_METADATA || vt->kind == IR_TY_TOKEN ||
        vt->kind == IR_TY_FUNC)
        fail_at(p, tl, "invalid type for global variable");
    IrGlobal *g = global_def(p, name, numbered, id, loc, ir_type_ptr(m, as), IR_V_GLOBALVAR);
    apply_linkage(g, &l);
    g->addrspace = as;
    g->is_const = (uint8_t)is_const;
    g->ext_init = (uint8_t)ext_init;
    g->vtype = vt;
    if (!l.has || !(l.linkage == IR_LINK_EXTERNAL || l.linkage == IR_LINK_EXTERN_WEAK))
        g->init = parse_value(p, vt);
    while (TK.kind == T_COMMA) {
        next(p);
        if (accept_kw(p, KW_section)) {
            if (TK.kind != T_STRING)
                expected(p, "section name");
            g->section = tok_str(p, NULL);
            next(p);
        } else if (accept_kw(p, KW_partition)) {
            if (TK.kind != T_STRING)
                expected(p, "partition name");
            g->partition = tok_str(p, NULL);
            next(p);
        } else if (accept_kw(p, KW_comdat)) {
            g->comdat = parse_comdat_ref(p);
        } else if (is_align(p)) {
            g->align = parse_align_kw(p);
        } else if (accept_kw(p, KW_code_model)) {
            if (TK.kind != T_STRING)
                expected(p, "code model");
            g->code_model = tok_str(p, NULL);
            next(p);
        } else if (accept_kw(p, KW_no_sanitize_address)) {
            g->sanitizer |= IR_SAN_NO_ADDRESS;
        } else if (accept_kw(p, KW_no_sanitize_hwaddress)) {
            g->sanitizer |= IR_SAN_NO_HWADDRESS;
        } else if (TK.kind == T_WORD && TK.attr == IR_ATTR_SANITIZE_MEMTAG) {
            next(p);
            g->sanitizer |= IR_SAN_MEMTAG;
        } else if (accept_kw(p, KW_sanitize_address_dyninit)) {
            g->sanitizer |= IR_SAN_ADDRESS_DYNINIT;
        } else if (TK.kind == T_MDVAR) {
            IrMDAttach at;
            at.kind = tok_str(p, NULL);
            next(p);
            at.md = parse_md(p);
            IrMDAttach *old = g->md;
            g->md = IR_NEWN(p->a, IrMDAttach, g->nmd + 1);
            if (g->nmd)
                memcpy(g->md, old, g->nmd * sizeof *old);
            g->md[g->nmd++] = at;
        } else {
            expected(p, "global variable property");
        }
    }
    /* attribute groups / string attributes of the variable */
    AttrBuf b;
    b.n = 0;
    memset(&b.more, 0, sizeof b.more);
    MemUpgrade mu = {0, -1, 0, 0};
    for (;;) {
        if (TK.kind == T_ATTRID) {
            add_group_ref(p, &g->attrs, (uint32_t)TK.u, TK.loc, NULL);
            next(p);
        } else if (TK.kind == T_STRING) {
            IrAttr a;
            parse_one_attr(p, &a, IR_AW_FN, 0, &mu, NULL);
            ab_push(p, &b, &a);
        } else {
            break;
        }
    }
    g->attrs = ab_done(p, &b);
    link_global(m, g);
}

/* define/declare after the keyword */
static void
parse_function(Parser *p, int is_define)
{
    IrModule *m = p->m;
    IrMDAttach *mds = NULL;
    uint32_t nmds = 0;
    if (!is_define)
        parse_attachments(p, &mds, &nmds, 0); /* declare !type !0 void @f() */
    IrLoc loc = TK.loc;
    Linkage l;
    parse_linkage(p, &l);
    uint16_t cc = parse_cc(p);
    IrAttrSet retattrs = parse_attr_list(p, IR_AW_RET, NULL, NULL, NULL);
    IrLoc rl = TK.loc;
    IrType *rt = parse_type(p, 1);
    if (rt->kind == IR_TY_LABEL || rt->kind == IR_TY_METADATA || rt->kind == IR_TY_FUNC)
        fail_at(p, rl, "invalid function return type");
    IrLoc nl = TK.loc;
    if (TK.kind != T_GLOBAL)
        expected(p, "function name");
    int numbered = TK.is_id;
    uint32_t id = (uint32_t)TK.u;
    const char *name = numbered ? NULL : def_name(p);
    if (name && !*name) {
        name = NULL;
        numbered = 1;
        id = p->next_gslot;
    }
    if (numbered && id < p->next_gslot)
        fail_at(p, nl, "function expected to be numbered '%%%u' or greater", p->next_gslot);
    next(p);
    /* parameters */
    expect(p, T_LPAREN, "'(' in function argument list");
    Vec ptys = {0}, pattrs = {0}, pnames = {0}, plocs = {0};
    int vararg = 0;
    if (TK.kind != T_RPAREN) {
        for (;;) {
            if (accept(p, T_DOTDOTDOT)) {
                vararg = 1;
                break;
            }
            IrLoc al = TK.loc;
            p->pointee = NULL;
            IrType *t = parse_type(p, 0);
            if (t->kind == IR_TY_LABEL || t->kind == IR_TY_FUNC)
                fail_at(p, al, "invalid type for function argument");
            IrAttrSet *as = IR_NEW(p->a, IrAttrSet);
            *as = parse_attr_list(p, IR_AW_PARAM, NULL, NULL, NULL);
            Tok *nt = IR_NEW(p->a, Tok);
            if (TK.kind == T_LOCAL) {
                *nt = TK;
                next(p);
            } else {
                nt->kind = T_EOF;
            }
            vec_push(p, &ptys, t);
            vec_push(p, &pattrs, as);
            vec_push(p, &pnames, nt);
            IrLoc *pl = IR_NEW(p->a, IrLoc);
            *pl = al;
            vec_push(p, &plocs, pl);
            if (!accept(p, T_COMMA))
                break;
        }
    }
    expect(p, T_RPAREN, "')' at end of argument list");
    IrType *fty = ir_type_func(m, rt, (IrType **)vec_done(p, &ptys), ptys.n, vararg);
    /* everything after the parameters, in any order */
    uint8_t unnamed = 0;
    uint32_t fas = m->dl.program_as;
    uint64_t falign = 0;
    const char *section = NULL, *partition = NULL, *comdat = NULL, *gc = NULL;
    IrValue *prefix = NULL, *prologue = NULL, *personality = NULL;
    IrFunc tmpf;
    memset(&tmpf, 0, sizeof tmpf);
    /* fn attributes are parsed into a set whose final home is known only
     * after the placeholder lookup: collect them into fnattrs first */
    IrAttrSet *fnattrs = IR_NEW(p->a, IrAttrSet);
    GroupRef *grefs_before = p->grefs; /* refs to fnattrs are pushed above it */
    AttrBuf fb;
    fb.n = 0;
    memset(&fb.more, 0, sizeof fb.more);
    for (;;) {
        if (accept_kw(p, KW_unnamed_addr)) { unnamed = IR_UA_UNNAMED; continue; }
        if (accept_kw(p, KW_local_unnamed_addr)) { unnamed = IR_UA_LOCAL; continue; }
        if (is_kw(p, KW_addrspace)) { fas = parse_addrspace(p); continue; }
        if (accept_kw(p, KW_section)) {
            if (TK.kind != T_STRING) expected(p, "section name");
            section = tok_str(p, NULL);
            next(p);
            continue;
        }
        if (accept_kw(p, KW_partition)) {
            if (TK.kind != T_STRING) expected(p, "partition name");
            partition = tok_str(p, NULL);
            next(p);
            continue;
        }
        if (accept_kw(p, KW_comdat)) { comdat = parse_comdat_ref(p); continue; }
        if (accept_kw(p, KW_gc)) {
            if (TK.kind != T_STRING) expected(p, "gc name");
            gc = tok_str(p, NULL);
            next(p);
            continue;
        }
        if (accept_kw(p, KW_prefix)) { prefix = parse_typed_value(p, NULL); continue; }
        if (accept_kw(p, KW_prologue)) { prologue = parse_typed_value(p, NULL); continue; }
        if (accept_kw(p, KW_personality)) { personality = parse_typed_value(p, NULL); continue; }
        if (TK.kind == T_ATTRID || TK.kind == T_STRING || (TK.kind == T_WORD && (TK.attr ||
            TK.kw == KW_argmemonly || TK.kw == KW_inaccessiblememonly ||
            TK.kw == KW_inaccessiblemem_or_argmemonly))) {
            IrAttrSet s = parse_attr_list(p, IR_AW_FN, fnattrs, &falign, NULL);
            for (uint32_t k = 0; k < s.n; k++)
                ab_push(p, &fb, &s.a[k]);
            continue;
        }
        break;
    }
    if (is_define)
        parse_attachments(p, &mds, &nmds, 0);

    IrGlobal *g = global_def(p, name, numbered, id, loc, ir_type_ptr(m, fas), IR_V_FUNC);
    if (numbered)
        p->next_gslot = id + 1;
    IrFunc *f = (IrFunc *)g;
    apply_linkage(g, &l);
    g->vtype = fty;
    g->section = section;
    g->partition = partition;
    g->comdat = comdat;
    g->align = falign;
    g->md = mds;
    g->nmd = nmds;
    g->unnamed_addr = unnamed ? unnamed : l.unnamed_addr;
    f->cc = cc;
    f->fn_addrspace = fas;
    f->gc = gc;
    f->prefix = prefix;
    f->prologue = prologue;
    f->personality = personality;
    f->attrs.ret = retattrs;
    f->attrs.fn = ab_done(p, &fb);
    /* the group references were recorded against fnattrs: point them here
     * (only the ones pushed since the header began: walking the whole list
     * made parsing quadratic in the number of functions) */
    for (GroupRef *r = p->grefs; r != grefs_before; r = r->next)
        if (r->set == fnattrs) {
            r->set = &f->attrs.fn;
            r->fn_align = g;
        }
    f->attrs.nparams = ptys.n;
    f->attrs.params = IR_NEWN(p->a, IrAttrSet, ptys.n ? ptys.n : 1);
    f->nargs = ptys.n;
    f->args = IR_NEWN(p->a, IrArg *, ptys.n ? ptys.n : 1);
    f->is_decl = 1;
    link_global(m, g);

    /* arguments become the first local values */
    p->fn = is_define ? f : NULL;
    p->fn_late_align = 0;
    ir_arena_reset(p->scratch);
    memset(&p->lsyms, 0, sizeof p->lsyms);
    memset(&p->lslots, 0, sizeof p->lslots);
    p->next_slot = 0;
    p->nfwd_locals = 0;
    for (uint32_t k = 0; k < ptys.n; k++) {
        f->attrs.params[k] = *(IrAttrSet *)pattrs.v[k];
        IrArg *a = IR_NEW(p->a, IrArg);
        a->v.kind = IR_V_ARG;
        a->v.type = fty->members[k];
        a->parent = f;
        a->index = k;
        f->args[k] = a;
        Tok *nt = pnames.v[k];
        IrLoc al = *(IrLoc *)plocs.v[k];
        if (nt->kind == T_LOCAL) {
            if (nt->is_id) {
                uint32_t s = take_slot(p, 1, (uint32_t)nt->u, al, "argument");
                if (nm_get(&p->lslots, s))
                    fail_at(p, al, "redefinition of argument '%%%u'", s);
                local_register(p, &a->v, NULL, 1, s);
            } else {
                char *an = lx_str(p->a, nt, NULL);
                if (ir_sym_get(&p->lsyms, an))
                    fail_at(p, nt->loc, "redefinition of argument '%%%s'", an);
                local_register(p, &a->v, an, 0, 0);
            }
        } else {
            local_register(p, &a->v, NULL, 1, take_slot(p, 0, 0, al, "argument"));
        }
    }
    if (is_define) {
        parse_body(p, f);
    } else if (TK.kind == T_LBRACE) {
        fail_at(p, TK.loc, "function declarations cannot have a body");
    }
    p->fn = NULL;
    (void)tmpf;
}

/* ------------------------------------------------------------ top level */

static void
parse_md_def(Parser *p)
{
    IrLoc loc = TK.loc;
    uint32_t id = (uint32_t)TK.u;
    next(p);
    expect(p, T_EQ, "'=' here");
    int distinct = accept_kw(p, KW_distinct);
    IrMD *src;
    if (TK.kind == T_MDVAR) {
        IrLoc nl = TK.loc;
        char *name = tok_str(p, NULL);
        next(p);
        src = parse_md_special(p, name, nl);
    } else {
        expect(p, T_EXCL, "'!' here");
        if (TK.kind == T_LBRACE)
            src = parse_md_tuple(p);
        else
            expected(p, "'{' here");
    }
    src->distinct = (uint8_t)distinct;
    if (src->kind == IR_MD_SPECIAL)
        check_md_special(p, src);
    IrMD *md = nm_get(&p->mdslots, id);
    if (md && md->kind != IR_MD_FWD)
        fail_at(p, loc, "Metadata id is already used");
    if (!md) {
        md = src;
        nm_put(&p->mdslots, p->a, id, md);
    } else {
        *md = *src;
    }
    md->slot = (int32_t)id;
    md->loc = loc;
    if (p->nmdlist == p->capmdlist) {
        uint32_t cap = p->capmdlist ? p->capmdlist * 2 : 64;
        IrMD **n = ir_arena_alloc(p->a, cap * sizeof *n);
        if (p->nmdlist)
            memcpy(n, p->mdlist, p->nmdlist * sizeof *n);
        p->mdlist = n;
        p->capmdlist = cap;
    }
    p->mdlist[p->nmdlist++] = md;
}

static void
parse_named_md(Parser *p)
{
    IrNamedMD *nmd = IR_NEW(p->a, IrNamedMD);
    nmd->name = tok_str(p, NULL);
    next(p);
    expect(p, T_EQ, "'=' here");
    expect(p, T_EXCL, "'!' here");
    expect(p, T_LBRACE, "'{' here");
    Vec ops = {0};
    if (TK.kind != T_RBRACE) {
        for (;;) {
            if (TK.kind == T_MDID || TK.kind == T_MDVAR || TK.kind == T_EXCL)
                vec_push(p, &ops, parse_md(p));
            else
                expected(p, "metadata node");
            if (!accept(p, T_COMMA))
                break;
        }
    }
    expect(p, T_RBRACE, "'}'");
    nmd->ops = (IrMD **)vec_done(p, &ops);
    nmd->nops = ops.n;
    IrModule *m = p->m;
    if (m->named_md_last)
        m->named_md_last->next = nmd;
    else
        m->named_md = nmd;
    m->named_md_last = nmd;
}

static void
parse_attr_group(Parser *p)
{
    next(p);
    if (TK.kind != T_ATTRID)
        expected(p, "attribute group id");
    uint32_t id = (uint32_t)TK.u;
    IrLoc loc = TK.loc;
    next(p);
    expect(p, T_EQ, "'=' here");
    expect(p, T_LBRACE, "'{' in attribute group");
    AttrBuf b;
    b.n = 0;
    memset(&b.more, 0, sizeof b.more);
    MemUpgrade mu = {0, -1, 0, 0};
    AttrGroup *grp = IR_NEW(p->a, AttrGroup);
    while (TK.kind != T_RBRACE) {
        IrAttr a;
        int r = parse_one_attr(p, &a, IR_AW_FN, 1, &mu, &grp->align);
        if (!r) {
            char buf[64];
            lx_describe(&TK, buf, sizeof buf);
            fail_at(p, TK.loc, "unterminated attribute group");
        }
        if (r == 1)
            ab_push(p, &b, &a);
    }
    next(p);
    mem_upgrade_finish(p, &b, &mu);
    grp->set = ab_done(p, &b);
    if (nm_get(&p->groups, id))
        fail_at(p, loc, "attribute group #%u redefined", id);
    nm_put(&p->groups, p->a, id, grp);
}

/* ^N = ... : module summary entries, kept as text */
static void
parse_summary(Parser *p)
{
    IrLoc loc = TK.loc;
    const char *start = TK.p;
    next(p);
    expect(p, T_EQ, "'=' here");
    const char *end = TK.p;
    if (TK.kind == T_LABEL) {
        end = TK.p + TK.n;
        next(p);
    }
    if (TK.kind == T_LPAREN) {
        int depth = 0;
        do {
            if (TK.kind == T_EOF)
                expected(p, "')'");
            if (TK.kind == T_LPAREN)
                depth++;
            else if (TK.kind == T_RPAREN)
                depth--;
            end = TK.p + TK.n;
            next(p);
        } while (depth > 0);
    } else {
        if (TK.kind == T_EOF) /* the span would take the rest of the input */
            expected(p, "summary entry");
        end = TK.p + TK.n;
        next(p);
    }
    IrModule *m = p->m;
    if (m->nsummary == p->capsummary) { /* doubling: one copy per entry was quadratic */
        uint32_t cap = p->capsummary ? p->capsummary * 2 : 16;
        char **n = ir_arena_alloc(p->a, cap * sizeof *n);
        if (m->nsummary)
            memcpy(n, m->summary, m->nsummary * sizeof *n);
        m->summary = n;
        p->capsummary = cap;
    }
    m->summary[m->nsummary++] = raw_text(p, start, end, loc);
}

static void
parse_toplevel(Parser *p)
{
    IrModule *m = p->m;
    IrLoc loc = TK.loc;
    /* llvm-as 22 reads `target ...` and `source_filename` first, before any
     * other entity, and rejects them later on */
    if (TK.kind == T_WORD && (TK.kw == KW_target || TK.kw == KW_source_filename)) {
        if (p->seen_entity)
            expected(p, "top-level entity");
    } else {
        p->seen_entity = 1;
    }
    switch (TK.kind) {
    case T_WORD:
        switch (TK.kw) {
        case KW_define: next(p); parse_function(p, 1); return;
        case KW_declare: next(p); parse_function(p, 0); return;
        case KW_target: {
            next(p);
            int dl = 0;
            if (accept_kw(p, KW_datalayout)) dl = 1;
            else if (!accept_kw(p, KW_triple)) expected(p, "'triple' or 'datalayout'");
            expect(p, T_EQ, "'=' after target");
            if (TK.kind != T_STRING)
                expected(p, "string");
            IrLoc sl = TK.loc;
            char *s = tok_str(p, NULL);
            next(p);
            if (dl) {
                char err[200];
                m->datalayout_str = s;
                if (ir_dl_parse(&m->dl, m->arena, s, err, sizeof err))
                    fail_at(p, sl, "invalid datalayout: %s", err);
            } else {
                m->triple = s;
            }
            return;
        }
        case KW_source_filename:
            next(p);
            expect(p, T_EQ, "'=' after source_filename");
            if (TK.kind != T_STRING)
                expected(p, "source_filename string");
            m->source_filename = tok_str(p, NULL);
            next(p);
            return;
        case KW_module: {
            next(p);
            expect_kw(p, KW_asm);
            if (TK.kind != T_STRING)
                expected(p, "module asm string");
            char *s = tok_str(p, NULL);
            next(p);
            if (p->nasml == p->capasml) {
                uint32_t cap = p->capasml ? p->capasml * 2 : 16;
                char **na = ir_arena_alloc(p->a, cap * sizeof *na);
                if (p->nasml)
                    memcpy(na, p->asml, p->nasml * sizeof *na);
                p->asml = na;
                p->capasml = cap;
            }
            p->asml[p->nasml++] = s;
            return;
        }
        case KW_deplibs:
            next(p);
            expect(p, T_EQ, "'='");
            expect(p, T_LSQ, "'['");
            if (TK.kind != T_RSQ) {
                for (;;) {
                    if (TK.kind != T_STRING)
                        expected(p, "string");
                    next(p);
                    if (!accept(p, T_COMMA))
                        break;
                }
            }
            expect(p, T_RSQ, "']'");
            return;
        case KW_attributes:
            parse_attr_group(p);
            return;
        case KW_uselistorder: case KW_uselistorder_bb:
            skip_uselistorder(p);
            return;
        default:
            break;
        }
        expected(p, "top-level entity");
    case T_GLOBAL: {
        int numbered = TK.is_id;
        uint32_t id = (uint32_t)TK.u;
        const char *name = numbered ? NULL : def_name(p);
        if (name && !*name) { /* @"" is an unnamed global */
            name = NULL;
            numbered = 1;
            id = p->next_gslot;
        }
        next(p);
        expect(p, T_EQ, "'=' here");
        if (numbered) {
            if (id < p->next_gslot)
                fail_at(p, loc, "variable expected to be numbered '@%u' or greater", p->next_gslot);
            p->next_gslot = id + 1;
        }
        parse_global(p, name, numbered, id, loc);
        return;
    }
    case T_LOCAL: { /* %T = type ... (or %N = type ...) */
        int numbered_type = TK.is_id;
        char *name = tok_str(p, NULL);
        next(p);
        expect(p, T_EQ, "'=' after name");
        expect_kw(p, KW_type);
        if (ir_sym_get(&p->type_defs, name))
            fail_at(p, loc, "redefinition of type");
        IrLoc *dl = IR_NEW(p->a, IrLoc);
        *dl = loc;
        ir_sym_put(&p->type_defs, p->a, name, dl);
        IrType *t = ir_type_named_find(m, name);
        if (t && t->kind == IR_TY_STRUCT && (t->flags & IR_TYF_NAMED) && !(t->flags & IR_TYF_OPAQUE))
            fail_at(p, loc, "redefinition of type");
        if (accept_kw(p, KW_opaque)) {
            IrType *ot = ir_type_named(m, name);
            if (numbered_type)
                ot->flags |= IR_TYF_NUMBERED;
            return;
        }
        int packed = 0;
        if (TK.kind == T_LT && lx_peek_kind(&p->lx) == T_LBRACE) {
            next(p);
            packed = 1;
        }
        if (TK.kind == T_LBRACE) {
            IrType *nt = ir_type_named(m, name);
            if (!(nt->flags & IR_TYF_OPAQUE))
                fail_at(p, loc, "redefinition of type");
            if (numbered_type)
                nt->flags |= IR_TYF_NUMBERED;
            next(p);
            Vec mem;
            parse_struct_body(p, packed, &mem);
            ir_type_set_body(m, nt, (IrType **)vec_done(p, &mem), mem.n, packed);
            return;
        }
        /* %T = type <non-struct>: a synonym */
        IrType *at = parse_type(p, 0);
        if (t)
            unsupported_at(p, loc, "a named non-struct type used before its definition");
        ir_sym_put(&m->tsyms, m->arena, name, at);
        return;
    }
    case T_COMDATVAR: {
        IrComdat *c = IR_NEW(p->a, IrComdat);
        c->name = tok_str(p, NULL);
        next(p);
        expect(p, T_EQ, "'=' here");
        expect_kw(p, KW_comdat);
        if (accept_kw(p, KW_any)) c->kind = IR_COMDAT_ANY;
        else if (accept_kw(p, KW_exactmatch)) c->kind = IR_COMDAT_EXACTMATCH;
        else if (accept_kw(p, KW_largest)) c->kind = IR_COMDAT_LARGEST;
        else if (accept_kw(p, KW_nodeduplicate) || accept_kw(p, KW_noduplicates)) c->kind = IR_COMDAT_NODEDUP;
        else if (accept_kw(p, KW_samesize)) c->kind = IR_COMDAT_SAMESIZE;
        else expected(p, "comdat selection kind");
        for (IrComdat *o = m->comdats; o; o = o->next)
            if (!strcmp(o->name, c->name))
                fail_at(p, loc, "redefinition of comdat '$%s'", c->name);
        if (m->comdats_last) m->comdats_last->next = c; else m->comdats = c;
        m->comdats_last = c;
        return;
    }
    case T_MDID:
        parse_md_def(p);
        return;
    case T_MDVAR:
        parse_named_md(p);
        return;
    case T_SUMMARYID:
        parse_summary(p);
        return;
    default:
        expected(p, "top-level entity");
    }
}

/* ---------------------------------------------------------- module end */

static void
merge_group(Parser *p, GroupRef *r)
{
    AttrGroup *grp = nm_get(&p->groups, r->id);
    if (!grp)
        return; /* llvm-as ignores references to groups never defined */
    AttrBuf b;
    b.n = 0;
    memset(&b.more, 0, sizeof b.more);
    for (uint32_t k = 0; k < grp->set.n; k++)
        ab_push(p, &b, &grp->set.a[k]);
    for (uint32_t k = 0; k < r->set->n; k++)
        ab_push(p, &b, &r->set->a[k]);
    *r->set = ab_done(p, &b);
    if (grp->align && r->fn_align && !r->fn_align->align)
        r->fn_align->align = grp->align;
}

/* Does the identified struct t hold itself by value (through structs,
 * arrays, vectors)?  Walks the types reachable from its members, each one
 * once: seen[id] == walk marks the ones this walk has met, so the array needs
 * no clearing between walks.  (Following every path instead takes time
 * exponential in the length of a chain like %a = { %b, %b }, %b = { %c, %c },
 * and a depth limit in its place rejects long legal chains.) */
static int
type_contains_self(Parser *p, const IrType *t, uint32_t *seen, uint32_t walk)
{
    uint32_t n = 0, cap = 64;
    const IrType **stk = ir_arena_alloc(p->scratch, cap * sizeof *stk);
    stk[n++] = t;
    while (n) {
        const IrType *u = stk[--n];
        uint32_t nsub = u->kind == IR_TY_STRUCT ? u->nmembers
                      : u->kind == IR_TY_ARRAY || u->kind == IR_TY_VEC ? 1 : 0;
        for (uint32_t i = 0; i < nsub; i++) {
            const IrType *s = u->kind == IR_TY_STRUCT ? u->members[i] : u->elem;
            if (s == t)
                return 1;
            if (seen[s->id] == walk)
                continue;
            seen[s->id] = walk;
            if (n == cap) {
                const IrType **bigger = ir_arena_alloc(p->scratch, 2 * cap * sizeof *stk);
                memcpy(bigger, stk, cap * sizeof *stk);
                stk = bigger;
                cap *= 2;
            }
            stk[n++] = s;
        }
    }
    return 0;
}

static void
check_comdats(Parser *p, IrGlobal *g)
{
    for (; g; g = g->next) {
        if (!g->comdat)
            continue;
        const char *n = g->comdat[0] ? g->comdat : g->v.name;
        if (!n)
            fail_at(p, g->loc, "comdat cannot be unnamed");
        IrComdat *c;
        for (c = p->m->comdats; c; c = c->next)
            if (!strcmp(c->name, n))
                break;
        if (!c)
            fail_at(p, g->loc, "use of undefined comdat '$%s'", n);
    }
}

static IrBlock *
find_block(IrFunc *f, BAddr *ba)
{
    for (IrBlock *b = f->first; b; b = b->next) {
        if (ba->numbered ? (!b->v.name && b->v.slot == ba->bslot)
                         : (b->v.name && !strcmp(b->v.name, ba->bname)))
            return b;
    }
    return NULL;
}

/* An access written without `align` has the alignment llvm-as gives it
 * (LangRef "load": "the ABI alignment of the type"; alloca: its preferred
 * alignment; cmpxchg/atomicrmw: the store size of the type).  Given as each
 * instruction is parsed, while it is in the cache; 0 when its type is not
 * sized yet (a struct whose body comes later in the file): finish_module
 * tries again.  (A sized type keeps its layout: bodies are not redefined
 * and the datalayout comes before any entity.) */
int
ir_inst_default_align(IrModule *m, IrInst *i)
{
    /* atomic loads and stores must say their alignment: the verifier
     * reports them */
    if (i->flags & IR_F_ALIGN_DEFAULT)
        i->align = 0;
    if (i->align || ((i->op == IR_OP_LOAD || i->op == IR_OP_STORE) && i->ord))
        return 1;
    IrType *t = NULL;
    switch (i->op) {
    case IR_OP_LOAD: t = i->v.type; break;
    case IR_OP_STORE: t = i->ops[0]->type; break;
    case IR_OP_ALLOCA: t = i->ty2; break;
    case IR_OP_CMPXCHG: t = i->ops[1]->type; break;
    case IR_OP_ATOMICRMW: t = i->ops[1]->type; break;
    default: return 1;
    }
    if (!ir_type_is_sized(t))
        return 0;
    i->flags |= IR_F_ALIGN_DEFAULT;
    /* a scalable vector's alignment is that of its known minimum size
     * (LLVM's DataLayout), whatever vscale is */
    if (i->op == IR_OP_ALLOCA) {
        i->align = ir_type_pref_align(m, t);
    } else if (i->op == IR_OP_CMPXCHG || i->op == IR_OP_ATOMICRMW) {
        uint64_t sz = ir_type_store_size(m, t);
        uint64_t a = 1;
        while (a < sz)
            a <<= 1;
        i->align = a;
    } else {
        i->align = ir_type_abi_align(m, t);
    }
    return 1;
}

/* The functions with an access default_align could not give an alignment. */
static void
fill_default_aligns(Parser *p)
{
    for (uint32_t k = 0; k < p->late_aligns.n; k++) {
        IrFunc *f = p->late_aligns.v[k];
        for (IrBlock *b = f->first; b; b = b->next)
            for (IrInst *i = b->first; i; i = i->next)
                ir_inst_default_align(p->m, i);
    }
}

static void
finish_module(Parser *p)
{
    IrModule *m = p->m;
    /* groups are applied in source order of the references */
    GroupRef *rev = NULL;
    for (GroupRef *r = p->grefs, *n; r; r = n) {
        n = r->next;
        r->next = rev;
        rev = r;
    }
    for (GroupRef *r = rev; r; r = r->next)
        merge_group(p, r);
    /* undefined globals; intrinsics called without a declaration get one,
     * in the order of their first use (not the symbol table's) */
    IrLoc best = {0, 0};
    IrGlobal *undef = NULL;
    IrGlobal **implicit = NULL;
    uint32_t nimplicit = 0;
    for (uint32_t k = 0; k < m->gsyms.cap; k++) {
        IrGlobal *g = m->gsyms.slots[k].meta ? m->gsyms.slots[k].val : NULL;
        if (!g || g->v.kind != IR_V_FWD)
            continue;
        if (g->vtype && g->v.name && !strncmp(g->v.name, "llvm.", 5)) {
            if (!implicit)
                implicit = IR_NEWN(p->scratch, IrGlobal *, m->gsyms.n);
            implicit[nimplicit++] = g;
            continue;
        }
        if (!undef || g->loc.line < best.line || (g->loc.line == best.line && g->loc.col < best.col)) {
            undef = g;
            best = g->loc;
        }
    }
    if (nimplicit)
        qsort(implicit, nimplicit, sizeof *implicit, global_loc_cmp);
    for (uint32_t k = 0; k < nimplicit; k++) {
        IrGlobal *g = implicit[k];
        IrFunc *f = (IrFunc *)g;
        g->v.kind = IR_V_FUNC;
        f->is_decl = 1;
        f->implicit = 1;
        f->nargs = g->vtype->nmembers;
        f->args = IR_NEWN(p->a, IrArg *, f->nargs ? f->nargs : 1);
        for (uint32_t a = 0; a < f->nargs; a++) {
            IrArg *arg = IR_NEW(p->a, IrArg);
            arg->v.kind = IR_V_ARG;
            arg->v.type = g->vtype->members[a];
            arg->parent = f;
            arg->index = a;
            f->args[a] = arg;
        }
        f->attrs.nparams = f->nargs;
        f->attrs.params = IR_NEWN(p->a, IrAttrSet, f->nargs ? f->nargs : 1);
        link_global(m, g);
    }
    for (uint32_t k = 0; k < nm_size(&p->gslots); k++) {
        IrGlobal *g = nm_at(&p->gslots, k);
        if (g && g->v.kind == IR_V_FWD &&
            (!undef || g->loc.line < best.line || (g->loc.line == best.line && g->loc.col < best.col))) {
            undef = g;
            best = g->loc;
        }
    }
    if (undef) {
        if (undef->v.name)
            fail_at(p, best, "use of undefined value '@%s'", undef->v.name);
        fail_at(p, best, "use of undefined value '@%u'", undef->v.slot);
    }
    /* blockaddress */
    for (BAddr *ba = p->baddrs; ba; ba = ba->next) {
        IrValue *fv = ba->c->elems[0];
        if (fv->kind != IR_V_FUNC)
            fail_at(p, ba->loc, "expected function name in blockaddress");
        IrFunc *f = (IrFunc *)fv;
        if (f->is_decl)
            fail_at(p, ba->loc, "cannot take blockaddress inside a declaration");
        IrBlock *b = find_block(f, ba);
        if (!b)
            fail_at(p, ba->loc, "referenced value is not a basic block");
        ba->c->elems[1] = &b->v;
    }
    /* metadata */
    for (uint32_t k = 0; k < nm_size(&p->mdslots); k++) {
        IrMD *md = nm_at(&p->mdslots, k);
        if (md && md->kind == IR_MD_FWD)
            fail_at(p, md->loc, "use of undefined metadata '!%d'", md->slot);
    }
    m->mds = p->mdlist;
    m->nmds = p->nmdlist;
    /* named types used but never defined: the first use of one */
    const char *undef_type = NULL;
    IrLoc undef_loc = {0, 0};
    for (uint32_t k = 0; k < p->type_uses.cap; k++) {
        const char *n = p->type_uses.slots[k].meta ? p->type_uses.slots[k].key : NULL;
        if (!n || ir_sym_get(&p->type_defs, n))
            continue;
        IrLoc l = *(IrLoc *)p->type_uses.slots[k].val;
        if (!undef_type || l.line < undef_loc.line || (l.line == undef_loc.line && l.col < undef_loc.col)) {
            undef_type = n;
            undef_loc = l;
        }
    }
    if (undef_type)
        fail_at(p, undef_loc, "use of undefined type named '%s'", undef_type);
    /* an identified struct may not contain itself (except through a pointer) */
    uint32_t *seen = ir_arena_alloc(p->scratch, (m->ntypes + 1) * sizeof *seen);
    for (uint32_t k = 0; k < m->nnamed_types; k++) {
        IrType *t = m->named_types[k];
        if (t->kind == IR_TY_STRUCT && type_contains_self(p, t, seen, k + 1)) {
            fail_at(p, TK.loc, "identified structure type '%s' is recursive", t->name);
        }
    }
    /* comdats referenced by globals and functions exist (a walk of every
     * global, only when some has a comdat) */
    if (p->ncomdat_refs) {
        check_comdats(p, m->globals);
        check_comdats(p, m->funcs ? &m->funcs->g : NULL);
    }
    m->asm_lines = p->asml;
    m->nasm = p->nasml;
    fill_default_aligns(p);
}

/* ------------------------------------------------------------- entry */

/* The parser's own memory (the module it made is not): at each of its exits. */
static void
parser_free(Parser *p)
{
    ir_arena_free(p->scratch);
    ir_free(p->asets);
    ir_free(p->cargs);
    ir_free(p);
}

IrModule *
ir_parse(const char *src, size_t len, IrDiag *d, const IrParseOptions *opts)
{
    Parser *p = ir_calloc(1, sizeof *p);
    p->m = ir_module_new();
    p->a = p->m->arena;
    /* a module takes four to ten times its text: six at once, and the
     * arena's growth faults in more ahead (core.c) */
    ir_arena_expect(p->a, 6 * len);
    p->d = d;
    p->max_depth = opts && opts->max_depth ? opts->max_depth : 256;
    p->llvm_version = opts ? opts->llvm_version : 0;
    p->scratch = ir_arena_new();
    lx_init(&p->lx, src, len);
    if (setjmp(p->fail)) {
        ir_module_free(p->m);
        parser_free(p);
        return NULL;
    }
    next(p);
    while (TK.kind != T_EOF)
        parse_toplevel(p);
    finish_module(p);
    IrModule *m = p->m;
    parser_free(p);
    return m;
}

/* `T v, T v, ...`: constants in the context of an existing module (its
 * named types and globals), for command lines like `llfuzz run --args`. */
int
ir_parse_typed_constants(IrModule *m, const char *src, size_t len, IrValue **out, uint32_t max,
                         IrDiag *d)
{
    Parser *p = ir_calloc(1, sizeof *p);
    p->m = m;
    p->a = m->arena;
    p->d = d;
    p->max_depth = 256;
    p->scalable_lits = 1;
    p->scratch = ir_arena_new();
    lx_init(&p->lx, src, len);
    int n = 0;
    if (setjmp(p->fail)) {
        parser_free(p);
        return -1;
    }
    next(p);
    while (TK.kind != T_EOF) {
        if ((uint32_t)n == max)
            fail_at(p, TK.loc, "too many values (at most %u)", max);
        out[n++] = parse_typed_value(p, NULL);
        if (TK.kind == T_EOF)
            break;
        expect(p, T_COMMA, "',' between values");
    }
    /* references to globals that do not exist */
    for (int k = 0; k < n; k++)
        if (out[k]->kind == IR_V_FWD)
            fail_at(p, (IrLoc){1, 1}, "use of undefined value '@%s'", out[k]->name ? out[k]->name : "?");
    parser_free(p);
    return n;
}

char *
ir_read_file(const char *path, size_t *lenp)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
        cap = (size_t)st.st_size + 2; /* one read, no regrowth */
    char *buf = ir_malloc(cap);
#ifdef MADV_HUGEPAGE
    /* a big file is read into transparent huge pages: a 20 MB module
     * otherwise takes 5000 page faults before the first token */
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t lo = ((uintptr_t)buf + huge - 1) & ~(huge - 1), hi = ((uintptr_t)buf + cap) & ~(huge - 1);
    if (hi > lo)
        madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
#endif
    for (;;) {
        if (len + 1 >= cap) {
            cap *= 2;
            buf = ir_realloc(buf, cap);
        }
        size_t n = fread(buf + len, 1, cap - len - 1, f);
        if (n == 0)
            break;
        len += n;
    }
    int err = ferror(f);
    if (f != stdin)
        fclose(f);
    if (err) {
        ir_free(buf);
        return NULL;
    }
    buf[len] = 0;
    if (lenp)
        *lenp = len;
    return buf;
}

/* A file's text is read into a block of the arenas' huge pages
 * (ir_block_alloc), with a NUL after it.  On these machines (bench/README)
 * each page of a mapping of the page cache costs about 2 us at its first
 * touch, a page of fresh memory 6-15 us, and the arenas' huge pages 0.3 us
 * a 4 KB page: reading a 600 KB module into them took 155 us where its
 * mapping (MAP_POPULATE, read-only) took 400 us by the time the parser had
 * touched it all, 77 KB 41 against 86 us.  Anything but a regular file
 * (stdin, a pipe, a /proc file that says it is empty) is read by
 * ir_read_file and copied.  (tests/unit's load_file_reads_into_huge_pages.) */
char *
ir_load_file(const char *path, size_t *lenp)
{
    int fd = strcmp(path, "-") ? open(path, O_RDONLY | O_CLOEXEC) : -1;
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
        size_t cap = (size_t)st.st_size, len = 0;
        char *p = ir_block_alloc(cap + 1);
        while (len < cap) {
            ssize_t n = read(fd, p + len, cap - len);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                int e = errno;
                close(fd);
                ir_block_free(p);
                errno = e;
                return NULL;
            }
            if (n == 0) /* (the file shrank meanwhile) */
                break;
            len += (size_t)n;
        }
        close(fd);
        p[len] = 0;
        *lenp = len;
        return p;
    }
    if (fd >= 0)
        close(fd);
    size_t len;
    char *buf = ir_read_file(path, &len);
    if (!buf)
        return NULL;
    char *p = ir_block_alloc(len + 1);
    memcpy(p, buf, len + 1);
    ir_free(buf);
    *lenp = len;
    return p;
}

void
ir_unload_file(char *src)
{
    ir_block_free(src);
}

IrModule *
ir_parse_file(const char *path, IrDiag *d, char **srcp, size_t *lenp)
{
    size_t len;
    char *src = ir_load_file(path, &len);
    if (!src) {
        IrLoc none = {0, 0};
        ir_error_at(d, none, "could not open input file: %s", strerror(errno));
        return NULL;
    }
    d->src = src;
    d->srclen = len;
    IrModule *m = ir_parse(src, len, d, NULL);
    if (m)
        m->file = ir_arena_strdup(m->arena, path);
    if (srcp) {
        *srcp = src;
        if (lenp)
            *lenp = len;
    } else {
        d->src = NULL;
        ir_unload_file(src);
    }
    return m;
}
