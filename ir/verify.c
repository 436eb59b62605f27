/* verify.c -- the IR verifier: well-formedness as the LangRef defines it,
 * and, where the LangRef is silent, as LLVM 22's verifier checks it.
 *
 * ir_verify() walks the module once: globals, aliases and ifuncs, then each
 * function (attributes, CFG, dominator tree, every instruction and operand),
 * then metadata (attachments, module flags, debug-info nodes).  Errors are
 * collected (at most MAX_ERRORS), sorted by source position and reported
 * through ir_error_at() with the location of the offending instruction,
 * global, function or metadata node.
 *
 * Two kinds of rules live here: those of LLVM's verifier, and those llvm-as
 * applies while parsing that ir/parse.c leaves to us (cast types, attribute
 * placement, debug-info fields, ...), so that a module llfuzz accepts is
 * one llvm-as-22 accepts.
 *
 * Cost: linear in the size of the module, plus the Cooper-Harvey-Kennedy
 * iterations of the dominator tree (with a work budget; past it, Semi-NCA,
 * near-linear on any CFG).  Dominance queries are O(1) (intervals of a DFS
 * of the dominator tree); instructions are numbered once per function
 * (IrInst.vnum, checked against the function's array of instructions), so
 * no query walks a block.  Nothing recurses on the CFG.  A body is walked
 * twice (numbering, then the checks); the module-wide debug-info rules use
 * facts noted during the second walk, not walks of their own.
 */
#include "ir.h"
#include "intrinsics.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_ERRORS = 20, MSG_LEN = 480 };
#define NONE32 UINT32_MAX

typedef struct VErr {
    IrLoc loc;
    uint32_t seq;
    char msg[MSG_LEN];
} VErr;

/* An instruction's place: block index and position in the block. */
typedef struct InstPos {
    uint32_t block, pos;
} InstPos;

/* A set of pointers (open addressing, grows). */
typedef struct PtrSet {
    const void **k;
    uint32_t cap, n;
} PtrSet;

/* The kinds of attribute a set holds, one bit each (the rules between
 * attributes test them without a search of the set per rule). */
typedef struct AttrKinds {
    uint64_t w[2];
} AttrKinds;

/* A set check_attr_set found no fault in, with its context: the parser
 * interns attribute sets, so that a module's calls and declarations check
 * a few arrays again and again. */
typedef struct AttrMemo {
    const IrAttr *a;
    const IrType *ty, *fty;
    uint32_t n;
    int where, ctx;
    AttrKinds kinds;
} AttrMemo;

enum { AMEMO = 64 }; /* (256 made no fewer misses on csmith modules, and 10 KB more to touch) */

/* A call's attribute list check_attr_list found no fault in, with what
 * the check reads besides the sets: a module calls a function the same
 * way again and again (a csmith program's hundreds of calls of
 * transparent_crc, each 470 instructions of checks). */
typedef struct ListMemo {
    const IrAttrList *al;   /* the first list with these sets */
    const IrType *fty;
    int ctx;
} ListMemo;

enum { LMEMO = 16 };

typedef struct V {
    IrModule *m;
    VErr *errs;             /* MAX_ERRORS of them, taken at the first (a valid module's
                               run does not touch their 10 KB) */
    int nerr;
    IrArena *fa;            /* scratch of the current function */
    uint8_t *tstate;        /* per type id: 0 unchecked, 1 valid, 2 invalid */
    uint8_t *tprops;        /* per type id: TP_* (contains_scalable, is_sized) */
    uint32_t ntstate;
    /* the current function */
    IrFunc *fn;
    int fn_naked;
    uint32_t nb;
    IrBlock **blk;          /* block index -> block */
    uint32_t *bfirst;       /* block index -> number of its first instruction; [nb]: ninsts */
    uint32_t cap_blk;
    /* the instructions of the function in order, numbered by number_body
     * (IrInst.vnum): an operand is an instruction of this function when
     * insts[vnum] is that instruction */
    IrInst **insts;
    uint32_t *iblock;       /* instruction number -> block index */
    uint32_t ninsts, cap_insts;
    uint32_t *succ_off, *succ;  /* successors (CSR, with repetitions) */
    uint32_t *pred_off, *pred;  /* predecessors (CSR, with repetitions) */
    uint32_t *rpo;          /* block index -> reverse post-order number, NONE32 unreachable */
    uint32_t *byrpo;        /* rpo number -> block index */
    uint32_t nreach;
    uint32_t *idom;         /* rpo number -> rpo number of the immediate dominator */
    uint32_t *tin, *tout;   /* rpo number -> dominator-tree DFS interval */
    IrType *lp_type;        /* first landingpad / resume type of the function */
    /* intrinsic ids of called functions, looked up once per function */
    const IrFunc **icache_k;
    uint16_t *icache_v;
    uint32_t icache_cap, icache_n;
    /* debug-info facts gathered while walking the bodies (note_debug_use),
     * for check_debug_info and check_debug_form */
    int body_noted;         /* check_function saw every block and instruction */
    int need_live;          /* check_debug_info will check a debug-info node (di_below) */
    PtrSet live;            /* metadata reachable other than as debug info */
    IrLoc first_rec, first_dbg_call;
    const IrBlock **tail_dbg; /* blocks with debug records after the terminator */
    uint32_t ntail_dbg, cap_tail_dbg;
    AttrMemo amemo[AMEMO];  /* check_attr_set */
    ListMemo lmemo[LMEMO];  /* check_attr_list of calls */
} V;

static void check_inst_md(V *v, const IrInst *i);
static void check_fn_md(V *v, const IrFunc *f);
static void check_global_md(V *v, const IrGlobal *g);
static void check_assume_bundles(V *v, const IrInst *i);
static const IrGlobal *strip_casts(const IrValue *x);
static void md_mark(PtrSet *ps, const IrMD *root);

/* ------------------------------------------------------------ errors */

static void verr(V *v, IrLoc loc, const char *fmt, ...) IR_PRINTF(3, 4);

static void
verr(V *v, IrLoc loc, const char *fmt, ...)
{
    if (v->nerr >= MAX_ERRORS)
        return;
    if (!v->errs)
        v->errs = ir_malloc(MAX_ERRORS * sizeof *v->errs);
    VErr *e = &v->errs[v->nerr];
    e->loc = loc;
    e->seq = (uint32_t)v->nerr;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    v->nerr++;
}

static int
full(const V *v)
{
    return v->nerr >= MAX_ERRORS;
}

static int
err_cmp(const void *a, const void *b)
{
    const VErr *x = a, *y = b;
    /* unknown locations last */
    uint64_t kx = x->loc.line ? ((uint64_t)x->loc.line << 32 | x->loc.col) : UINT64_MAX;
    uint64_t ky = y->loc.line ? ((uint64_t)y->loc.line << 32 | y->loc.col) : UINT64_MAX;
    if (kx != ky)
        return kx < ky ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Text of a type, for messages (in the scratch arena). */
static const char *
tstr(V *v, const IrType *t)
{
    if (!t)
        return "<null>";
    return ir_type_str(v->fa, t);
}

static const char *
vname(V *v, const IrValue *x)
{
    IrBuf b = {0};
    ir_print_value_ref(&b, x);
    const char *s = ir_arena_strdup(v->fa, b.p ? b.p : "?");
    ir_buf_free(&b);
    return s;
}

/* The name of a directly called function (ir_call_name, for instructions
 * that may be malformed). */
static const char *
call_name(const IrInst *i)
{
    if (!ir_inst_is_call(i) || !i->nops || !i->ops || !i->ops[0])
        return NULL;
    return ir_call_name(i);
}

/* -------------------------------------------------------- type helpers */

static int
is_int(const IrType *t, unsigned bits)
{
    return t->kind == IR_TY_INT && (!bits || t->bits == bits);
}

static int
vec_scalable(const IrType *t)
{
    return t->kind == IR_TY_VEC && (t->flags & IR_TYF_SCALABLE);
}

/* Same vector shape: both scalars, or vectors of the same (scalable) count. */
static int
same_shape(const IrType *a, const IrType *b)
{
    if ((a->kind == IR_TY_VEC) != (b->kind == IR_TY_VEC))
        return 0;
    if (a->kind != IR_TY_VEC)
        return 1;
    return a->count == b->count && (a->flags & IR_TYF_SCALABLE) == (b->flags & IR_TYF_SCALABLE);
}

/* What contains_scalable and is_sized found for a type (V.tprops, by
 * type id): each array and struct type is looked into once, so a type
 * built of another used many times ({%t, %t} nested forty deep) takes
 * time in the size of its definition, not of its expansion.  A type met
 * again while it is being looked into is a recursive struct (an error of
 * its own, check_types): neither scalable nor sized.  depth only guards the
 * C stack (literal types nest at most 256 deep, a chain of identified
 * structs needs a line each). */
enum {
    TP_SCAL_DONE = 1, TP_SCAL = 2, TP_SCAL_BUSY = 4,
    TP_SIZED_DONE = 8, TP_SIZED = 16, TP_SIZED_BUSY = 32,
};

/* the type's byte of V.tprops (NULL for a type made after ir_verify began) */
static uint8_t *
tprops(V *v, const IrType *t)
{
    return t->id < v->ntstate ? &v->tprops[t->id] : NULL;
}

enum { TP_MAX_DEPTH = 10000 };

static int
contains_scalable(V *v, const IrType *t, int depth)
{
    switch (t->kind) {
    case IR_TY_VEC:
        return (t->flags & IR_TYF_SCALABLE) != 0;
    case IR_TY_TARGETEXT:
        return t->name && !strcmp(t->name, "aarch64.svcount");
    case IR_TY_ARRAY: case IR_TY_STRUCT:
        break;
    default:
        return 0;
    }
    uint8_t *tp = tprops(v, t);
    if (!tp || (*tp & TP_SCAL_BUSY) || depth > TP_MAX_DEPTH)
        return 0;
    if (*tp & TP_SCAL_DONE)
        return (*tp & TP_SCAL) != 0;
    *tp |= TP_SCAL_BUSY;
    int r = 0;
    if (t->kind == IR_TY_ARRAY)
        r = contains_scalable(v, t->elem, depth + 1);
    else if (!(t->flags & IR_TYF_OPAQUE))
        for (uint32_t i = 0; i < t->nmembers && !r; i++)
            r = contains_scalable(v, t->members[i], depth + 1);
    *tp = (uint8_t)((*tp & ~TP_SCAL_BUSY) | TP_SCAL_DONE | (r ? TP_SCAL : 0));
    return r;
}

/* LangRef "Global Variables": structs containing scalable vectors are
 * sized only when every field is the same scalable vector type. */
static int
homogeneous_scalable(const IrType *t)
{
    if (t->kind != IR_TY_STRUCT || !t->nmembers)
        return 0;
    const IrType *f = t->members[0];
    if (!vec_scalable(f))
        return 0;
    for (uint32_t i = 1; i < t->nmembers; i++)
        if (t->members[i] != f)
            return 0;
    return 1;
}

/* Target extension types with a known layout (LLVM's target type info):
 * every spirv.* type is a pointer, the others are scalable vectors, arrays or
 * integers. */
static int
target_sized(const IrType *t)
{
    const char *n = t->name ? t->name : "";
    return !strncmp(n, "spirv.", 6) || !strcmp(n, "aarch64.svcount") ||
           !strcmp(n, "riscv.vector.tuple") || !strncmp(n, "amdgcn.", 7) ||
           !strcmp(n, "dx.Padding") || !strcmp(n, "llvm.test.vectorelement");
}

static int
sized_rec(V *v, const IrType *t, int depth)
{
    switch (t->kind) {
    case IR_TY_INT: case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE:
    case IR_TY_FP128: case IR_TY_X86_FP80: case IR_TY_PPC_FP128: case IR_TY_PTR:
    case IR_TY_X86_AMX:
        return 1;
    case IR_TY_VEC:
        return sized_rec(v, t->elem, depth + 1);
    case IR_TY_TARGETEXT:
        return target_sized(t);
    case IR_TY_ARRAY: case IR_TY_STRUCT:
        break;
    default:
        return 0;
    }
    uint8_t *tp = tprops(v, t);
    if (!tp || (*tp & TP_SIZED_BUSY) || depth > TP_MAX_DEPTH)
        return 0;
    if (*tp & TP_SIZED_DONE)
        return (*tp & TP_SIZED) != 0;
    *tp |= TP_SIZED_BUSY;
    int r;
    if (t->kind == IR_TY_ARRAY) {
        r = sized_rec(v, t->elem, depth + 1);
    } else if ((t->flags & IR_TYF_OPAQUE) ||
               (contains_scalable(v, t, depth) && !homogeneous_scalable(t))) {
        r = 0;
    } else {
        r = 1;
        for (uint32_t i = 0; i < t->nmembers && r; i++)
            r = sized_rec(v, t->members[i], depth + 1);
    }
    *tp = (uint8_t)((*tp & ~TP_SIZED_BUSY) | TP_SIZED_DONE | (r ? TP_SIZED : 0));
    return r;
}

static int
is_sized(V *v, const IrType *t)
{
    return sized_rec(v, t, 0);
}

/* LangRef "Fast-Math Flags": the types phi/select/call may carry them on. */
static int
fmf_type(const IrType *t, int depth)
{
    if (depth > 64)
        return 0;
    if (ir_type_is_fp_or_fpvec(t))
        return 1;
    if (t->kind == IR_TY_ARRAY)
        return fmf_type(t->elem, depth + 1);
    if (t->kind == IR_TY_STRUCT && !(t->flags & (IR_TYF_NAMED | IR_TYF_OPAQUE)) && t->nmembers) {
        for (uint32_t i = 0; i < t->nmembers; i++)
            if (t->members[i] != t->members[0])
                return 0;
        return ir_type_is_fp_or_fpvec(t->members[0]);
    }
    return 0;
}

/* A value type: what an SSA value may have. */
static int
value_type(const IrType *t)
{
    return t->kind != IR_TY_VOID && t->kind != IR_TY_FUNC && t->kind != IR_TY_LABEL &&
           t->kind != IR_TY_METADATA;
}

/* token, and the target types that behave like it (LLVM: dx.* resources) */
static int
token_like(const IrType *t)
{
    if (t->kind == IR_TY_TOKEN)
        return 1;
    return t->kind == IR_TY_TARGETEXT && t->name && !strncmp(t->name, "dx.", 3) &&
           strcmp(t->name, "dx.Padding");
}

/* a equals the literal lit: the first bytes compared inline, since most
 * names and kinds tested against a list of literals match none of them */
#define STREQ(a, lit) ((a)[0] == (lit)[0] && !strcmp((a), (lit)))

static int
is_intrinsic_global_var(const IrValue *x)
{
    return x->kind == IR_V_GLOBALVAR && x->name &&
           (STREQ(x->name, "llvm.used") || STREQ(x->name, "llvm.compiler.used") ||
            STREQ(x->name, "llvm.global_ctors") || STREQ(x->name, "llvm.global_dtors"));
}

static int
align_ok(uint64_t a)
{
    return a == 0 || (!(a & (a - 1)) && a <= (1ull << 32));
}

static uint64_t
scalar_bits(V *v, const IrType *t)
{
    t = t->kind == IR_TY_VEC ? t->elem : t;
    if (t->kind == IR_TY_INT)
        return t->bits;
    if (ir_type_is_fp(t))
        return ir_type_fp_bits(t);
    if (t->kind == IR_TY_PTR)
        return ir_ptr_bits(v->m, t->bits);
    return 0;
}

/* Validity of a type wherever it appears (the rules llvm-as applies while
 * parsing types): memoized per type id. */
static int
type_valid(V *v, const IrType *t, const char **why, int depth)
{
    if (depth > 64)
        return 1;
    if (t->id < v->ntstate && v->tstate[t->id])
        return v->tstate[t->id] == 1;
    int ok = 1;
    switch (t->kind) {
    case IR_TY_PTR:
        if (t->bits >= (1u << 24)) {
            ok = 0;
            *why = "invalid address space, must be a 24-bit integer";
        }
        break;
    case IR_TY_VEC:
        if (t->count == 0) {
            ok = 0;
            *why = "zero element vector is illegal";
        } else if (!(t->elem->kind == IR_TY_INT || ir_type_is_fp(t->elem) ||
                     t->elem->kind == IR_TY_PTR ||
                     (t->elem->kind == IR_TY_TARGETEXT && t->elem->name &&
                      !strcmp(t->elem->name, "llvm.test.vectorelement")))) {
            ok = 0;
            *why = "invalid vector element type";
        }
        break;
    case IR_TY_ARRAY:
        if (t->elem->kind == IR_TY_X86_AMX || !value_type(t->elem) ||
            t->elem->kind == IR_TY_TOKEN) {
            ok = 0;
            *why = "invalid array element type";
        } else {
            ok = type_valid(v, t->elem, why, depth + 1);
        }
        break;
    case IR_TY_STRUCT:
        if (t->flags & IR_TYF_NAMED)
            break; /* checked where it is defined, and recursion ends here */
        for (uint32_t i = 0; i < t->nmembers && ok; i++) {
            if (!value_type(t->members[i]) || t->members[i]->kind == IR_TY_TOKEN) {
                ok = 0;
                *why = "invalid element type for struct";
            } else {
                ok = type_valid(v, t->members[i], why, depth + 1);
            }
        }
        break;
    case IR_TY_FUNC:
        for (uint32_t i = 0; i < t->nmembers && ok; i++)
            ok = type_valid(v, t->members[i], why, depth + 1);
        if (ok && t->elem)
            ok = type_valid(v, t->elem, why, depth + 1);
        break;
    case IR_TY_TARGETEXT:
        if (t->name && !strcmp(t->name, "aarch64.svcount") && (t->nmembers || t->nints)) {
            ok = 0;
            *why = "target extension type aarch64.svcount should have no parameters";
        }
        break;
    default:
        break;
    }
    if (t->id < v->ntstate)
        v->tstate[t->id] = ok ? 1 : 2;
    return ok;
}

static int
check_type(V *v, const IrType *t, IrLoc loc)
{
    const char *why = "invalid type";
    if (type_valid(v, t, &why, 0))
        return 1;
    verr(v, loc, "%s: '%s'", why, tstr(v, t));
    return 0;
}

/* --------------------------------------------------------------- casts */

/* ------------------------------------------------------------ constants */

/* words of an integer constant, compared for equality */
static int
const_int_eq(const IrValue *a, const IrValue *b)
{
    if (!a || !b || a->kind != IR_V_INT || b->kind != IR_V_INT || a->type != b->type)
        return 0;
    const IrConst *x = (const IrConst *)a, *y = (const IrConst *)b;
    unsigned n = WIDE_WORDS(a->type->bits);
    for (unsigned i = 0; i < n; i++)
        if (x->w[i] != y->w[i])
            return 0;
    return 1;
}

static void check_const(V *v, const IrValue *c, IrLoc loc, int depth);

/* LangRef "'getelementptr' Instruction": indices after the first step into
 * the source element type; struct indices are (splats of) i32 constants
 * in range. */
static int
gep_indices_ok(const IrType *cur, IrValue *const *idx, uint32_t n)
{
    for (uint32_t k = 1; k < n; k++) {
        const IrValue *x = idx[k];
        if (!x)
            return 0;
        if (cur->kind == IR_TY_STRUCT) {
            const IrType *it = x->type;
            if (ir_type_scalar((IrType *)it)->kind != IR_TY_INT || ir_type_scalar((IrType *)it)->bits != 32)
                return 0;
            if (vec_scalable(it))
                return 0;
            const IrValue *cv = x;
            if (cv->kind == IR_V_SPLAT)
                cv = ((const IrConst *)cv)->elems[0];
            else if (cv->kind == IR_V_AGG && it->kind == IR_TY_VEC) {
                const IrConst *vc = (const IrConst *)cv;
                for (uint32_t j = 1; j < vc->nelems; j++)
                    if (!const_int_eq(vc->elems[j], vc->elems[0]))
                        return 0;
                cv = vc->nelems ? vc->elems[0] : NULL;
            }
            uint64_t f;
            if (!cv)
                return 0;
            if (cv->kind == IR_V_ZERO)
                f = 0;
            else if (cv->kind == IR_V_INT)
                f = ir_const_zext(cv);
            else
                return 0;
            if (f >= cur->nmembers)
                return 0;
            cur = cur->members[f];
        } else if (cur->kind == IR_TY_ARRAY || cur->kind == IR_TY_VEC) {
            cur = cur->elem;
        } else {
            return 0;
        }
    }
    return 1;
}

/* LangRef "Constant Expressions" */
static void
check_cexpr(V *v, const IrConst *c, IrLoc loc, int depth)
{
    const IrOpInfo *info = &ir_opinfo[c->op < IR_NOPS ? c->op : 0];
    if (c->op >= IR_NOPS) {
        verr(v, loc, "invalid constant expression");
        return;
    }
    for (uint32_t i = 0; i < c->nelems; i++)
        if (!c->elems[i]) {
            verr(v, loc, "constant expression with a missing operand");
            return;
        }
    for (uint32_t i = 0; i < c->nelems; i++)
        check_const(v, c->elems[i], loc, depth + 1);
    /* LangRef "Constant Expressions" lists only trunc, ptrtoint, ptrtoaddr,
     * inttoptr, bitcast, addrspacecast, getelementptr, the vector ones, add,
     * sub and xor; the others (mul, shl, icmp, select, ...) are accepted on
     * purpose, because the LLVM 15-18 files llfuzz reads still use them. */
    switch (info->shape) {
    case IR_SH_CAST:
        if (c->nelems != 1)
            break;
        if (!ir_cast_valid(v->m, c->op, c->elems[0]->type, c->v.type))
            verr(v, loc, "invalid cast opcode for cast from '%s' to '%s'",
                 tstr(v, c->elems[0]->type), tstr(v, c->v.type));
        break;
    case IR_SH_GEP: {
        if (!c->nelems || !ir_type_is_ptr_or_ptrvec(c->elems[0]->type)) {
            verr(v, loc, "base of getelementptr must be a pointer");
            break;
        }
        if (c->ty2 && contains_scalable(v, c->ty2, 0) && c->ty2->kind == IR_TY_STRUCT)
            verr(v, loc, "getelementptr cannot target structure that contains scalable vector type");
        if (c->ty2 && !gep_indices_ok(c->ty2, c->elems + 1, c->nelems - 1))
            verr(v, loc, "invalid getelementptr indices");
        uint64_t vn = 0;
        for (uint32_t i = 0; i < c->nelems; i++) {
            const IrType *t = c->elems[i]->type;
            if (i && !ir_type_is_int_or_intvec(t))
                verr(v, loc, "getelementptr index must be an integer");
            if (t->kind == IR_TY_VEC) {
                if (vn && vn != t->count)
                    verr(v, loc, "getelementptr vector index has a wrong number of elements");
                vn = t->count;
            }
        }
        break;
    }
    case IR_SH_BINARY:
        if (c->nelems == 2 && c->elems[0]->type != c->elems[1]->type)
            verr(v, loc, "operands of constexpr must have same type");
        break;
    case IR_SH_EXTRACTELT:
        if (c->nelems < 2 || c->elems[0]->type->kind != IR_TY_VEC ||
            c->elems[1]->type->kind != IR_TY_INT)
            verr(v, loc, "invalid extractelement operands");
        break;
    case IR_SH_INSERTELT:
        if (c->nelems < 3 || c->elems[0]->type->kind != IR_TY_VEC ||
            c->elems[1]->type != c->elems[0]->type->elem || c->elems[2]->type->kind != IR_TY_INT)
            verr(v, loc, "invalid insertelement operands");
        break;
    case IR_SH_SELECT:
        if (c->nelems != 3 || c->elems[1]->type != c->elems[2]->type ||
            ir_type_scalar(c->elems[0]->type)->kind != IR_TY_INT ||
            ir_type_scalar(c->elems[0]->type)->bits != 1)
            verr(v, loc, "invalid select constant expression operands");
        break;
    default:
        break;
    }
}

static void
check_const(V *v, const IrValue *x, IrLoc loc, int depth)
{
    if (!x || depth > 200 || full(v))
        return;
    const IrConst *c = (const IrConst *)x;
    switch (x->kind) {
    case IR_V_CEXPR:
        check_cexpr(v, c, loc, depth);
        break;
    case IR_V_AGG:
        for (uint32_t i = 0; i < c->nelems; i++) {
            if (!c->elems[i]) {
                verr(v, loc, "aggregate constant with a missing element");
                return;
            }
            if (c->elems[i]->kind == IR_V_CEXPR || c->elems[i]->kind == IR_V_AGG)
                check_const(v, c->elems[i], loc, depth + 1);
        }
        break;
    case IR_V_SPLAT:
        if (c->nelems && c->elems[0])
            check_const(v, c->elems[0], loc, depth + 1);
        break;
    case IR_V_BLOCKADDR: {
        const IrValue *f = c->nelems > 0 ? c->elems[0] : NULL;
        const IrValue *b = c->nelems > 1 ? c->elems[1] : NULL;
        if (!f || f->kind != IR_V_FUNC || !b || b->kind != IR_V_BLOCK ||
            ((const IrBlock *)b)->parent != (const IrFunc *)f)
            verr(v, loc, "invalid blockaddress constant");
        break;
    }
    case IR_V_NO_CFI:
        if (!c->nelems || !c->elems[0] || c->elems[0]->kind != IR_V_FUNC)
            verr(v, loc, "no_cfi operand must be a function");
        break;
    case IR_V_DSO_EQUIV:
        if (!c->nelems || !c->elems[0] ||
            (c->elems[0]->kind != IR_V_FUNC && c->elems[0]->kind != IR_V_ALIAS &&
             c->elems[0]->kind != IR_V_IFUNC))
            verr(v, loc, "dso_local_equivalent operand must be a function, alias or ifunc");
        break;
    case IR_V_GLOBALVAR:
        if (is_intrinsic_global_var(x))
            verr(v, loc, "invalid uses of intrinsic global variable");
        break;
    case IR_V_FUNC:
        if (x->name && !strncmp(x->name, "llvm.", 5))
            verr(v, loc, "Invalid user of intrinsic instruction!");
        break;
    case IR_V_PTRAUTH:
        if (c->nelems > 3 && c->elems[3] && c->elems[3]->type->kind != IR_TY_PTR)
            verr(v, loc, "constant ptrauth address discriminator must be a pointer");
        if (c->nelems > 4 && c->elems[4] && c->elems[4]->type->kind != IR_TY_PTR)
            verr(v, loc, "constant ptrauth deactivation symbol must be a pointer");
        if (c->nelems > 4 && c->elems[4] && c->elems[4]->kind != IR_V_NULL &&
            !ir_value_is_global(c->elems[4]))
            verr(v, loc, "signed ptrauth constant deactivation symbol must be a global value or null");
        break;
    default:
        break;
    }
}

/* ----------------------------------------------------------- attributes */

/* where an attribute list is checked: call site, intrinsic, inline asm,
 * call of a function that is itself speculatable */
enum { CTX_CALL = 1, CTX_INTR = 2, CTX_ASM = 4, CTX_SPECULATABLE_CALLEE = 8 };

static const char *
attr_text(V *v, const IrAttr *a)
{
    IrBuf b = {0};
    ir_attr_print(&b, a);
    const char *s = ir_arena_strdup(v->fa, b.p ? b.p : "?");
    ir_buf_free(&b);
    return s;
}

static int
attr_ptr_only(unsigned k)
{
    switch (k) {
    case IR_ATTR_NONNULL: case IR_ATTR_DEREF: case IR_ATTR_DEREF_OR_NULL: case IR_ATTR_NOALIAS:
    case IR_ATTR_BYVAL: case IR_ATTR_SRET: case IR_ATTR_BYREF: case IR_ATTR_INALLOCA:
    case IR_ATTR_PREALLOCATED: case IR_ATTR_CAPTURES: case IR_ATTR_READONLY:
    case IR_ATTR_READNONE: case IR_ATTR_WRITABLE: case IR_ATTR_DEAD_ON_UNWIND:
    case IR_ATTR_DEAD_ON_RETURN: case IR_ATTR_INITIALIZES: case IR_ATTR_NEST:
    case IR_ATTR_SWIFTERROR: case IR_ATTR_ELEMENTTYPE: case IR_ATTR_ALLOCPTR:
        return 1;
    default:
        return 0;
    }
}

/* an unsigned decimal string; 1 ok, 2 overflow, 0 not a number */
static int
parse_u64(const char *s, uint64_t *out)
{
    if (!s || !*s)
        return 0;
    uint64_t x = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9')
            return 0;
        unsigned d = (unsigned)(*p - '0');
        if (x > (UINT64_MAX - d) / 10)
            return 2;
        x = x * 10 + d;
    }
    *out = x;
    return 1;
}

/* allockind("alloc,zeroed,...") */
static void
check_allockind(V *v, const char *s, IrLoc loc)
{
    int alloc = 0, realloc_ = 0, free_ = 0, uninit = 0, zeroed = 0, aligned = 0;
    if (!s)
        return;
    const char *p = s;
    while (*p) {
        const char *b = p;
        while (*p && *p != ',')
            p++;
        size_t n = (size_t)(p - b);
        if (n == 5 && !memcmp(b, "alloc", 5)) alloc = 1;
        else if (n == 7 && !memcmp(b, "realloc", 7)) realloc_ = 1;
        else if (n == 4 && !memcmp(b, "free", 4)) free_ = 1;
        else if (n == 13 && !memcmp(b, "uninitialized", 13)) uninit = 1;
        else if (n == 6 && !memcmp(b, "zeroed", 6)) zeroed = 1;
        else if (n == 7 && !memcmp(b, "aligned", 7)) aligned = 1;
        else if (n) verr(v, loc, "unknown allockind %.*s", (int)n, b);
        if (*p)
            p++;
    }
    if (alloc + realloc_ + free_ != 1)
        verr(v, loc, "'allockind()' requires exactly one of alloc, realloc, and free");
    if (free_ && (uninit || zeroed || aligned))
        verr(v, loc, "'allockind(\"free\")' doesn't allow uninitialized, zeroed, or aligned modifiers.");
    if (zeroed && uninit)
        verr(v, loc, "'allockind()' can't be both zeroed and uninitialized");
}

static int
is_pow2(uint64_t x)
{
    return x && !(x & (x - 1));
}

/* String attributes whose values LLVM's verifier checks. */
static void
check_string_attr(V *v, const IrAttr *a, IrLoc loc)
{
    const char *k = a->key, *val = a->val ? a->val : "";
    if (!k)
        return;
    if (!strcmp(k, "frame-pointer")) {
        if (strcmp(val, "all") && strcmp(val, "non-leaf") && strcmp(val, "none") &&
            strcmp(val, "reserved") && strcmp(val, "non-leaf-no-reserve"))
            verr(v, loc, "invalid value for 'frame-pointer' attribute: %s", val);
    } else if (!strcmp(k, "no-jump-tables") || !strcmp(k, "less-precise-fpmad") ||
               !strcmp(k, "no-inline-line-tables") || !strcmp(k, "unsafe-fp-math") ||
               !strcmp(k, "no-signed-zeros-fp-math") || !strcmp(k, "no-nans-fp-math") ||
               !strcmp(k, "no-infs-fp-math") || !strcmp(k, "approx-func-fp-math")) {
        if (a->val && strcmp(val, "true") && strcmp(val, "false"))
            verr(v, loc, "invalid value for '%s' attribute: %s", k, val);
    } else if (!strcmp(k, "sign-return-address")) {
        if (strcmp(val, "none") && strcmp(val, "all") && strcmp(val, "non-leaf"))
            verr(v, loc, "invalid value for 'sign-return-address' attribute: %s", val);
    } else if (!strcmp(k, "sign-return-address-key")) {
        if (strcmp(val, "a_key") && strcmp(val, "b_key"))
            verr(v, loc, "invalid value for 'sign-return-address-key' attribute: %s", val);
    } else if (!strcmp(k, "branch-target-enforcement")) {
        if (strcmp(val, "true") && strcmp(val, "false"))
            verr(v, loc, "invalid value for 'branch-target-enforcement' attribute: %s", val);
    } else if (!strcmp(k, "patchable-function-entry") || !strcmp(k, "patchable-function-prefix") ||
               !strcmp(k, "warn-stack-size")) {
        const char *p = val;
        int ok = *p != 0;
        for (; *p; p++)
            if (*p < '0' || *p > '9')
                ok = 0;
        if (!ok)
            verr(v, loc, "\"%s\" takes an unsigned integer: %s", k, val);
    } else if (!strcmp(k, "denormal-fp-math") || !strcmp(k, "denormal-fp-math-f32")) {
        /* "mode[,mode]" with mode in ieee, preserve-sign, positive-zero, dynamic */
        static const char *const modes[] = {"ieee", "preserve-sign", "positive-zero", "dynamic", ""};
        const char *p = val;
        int ok = 1, parts = 0;
        while (ok) {
            const char *b = p;
            while (*p && *p != ',')
                p++;
            int found = 0;
            for (int i = 0; i < 5; i++)
                if (strlen(modes[i]) == (size_t)(p - b) && !memcmp(modes[i], b, (size_t)(p - b)))
                    found = 1;
            if (!found || (p == b && parts == 0))
                ok = 0;
            parts++;
            if (!*p)
                break;
            p++;
        }
        if (!ok || parts > 2)
            verr(v, loc, "invalid value for '%s' attribute: %s", k, val);
    } else if (!strcmp(k, "target-features")) {
        const char *p = val;
        while (*p) {
            const char *b = p;
            while (*p && *p != ',')
                p++;
            if (p > b && *b != '+' && *b != '-') {
                verr(v, loc, "target feature '%.*s' must start with a '+' or '-'", (int)(p - b), b);
                break;
            }
            if (*p)
                p++;
        }
    } else if (!strcmp(k, "alloc-variant-zeroed")) {
        if (!*val)
            verr(v, loc, "'alloc-variant-zeroed' must not be empty");
    }
}

/* Function string attributes that go together or exclude each other. */
static void
check_fn_string_attrs(V *v, const IrAttrSet *s, const IrType *fty, IrLoc loc)
{
    if (ir_attr_find_str(s, "aarch64_pstate_sm_enabled") &&
        ir_attr_find_str(s, "aarch64_pstate_sm_compatible"))
        verr(v, loc, "Attributes 'aarch64_pstate_sm_enabled and aarch64_pstate_sm_compatible' are "
                     "incompatible!");
    static const char *const za[] = {"aarch64_new_za", "aarch64_in_za", "aarch64_out_za",
                                     "aarch64_inout_za", "aarch64_preserves_za",
                                     "aarch64_za_state_agnostic"};
    static const char *const zt[] = {"aarch64_new_zt0", "aarch64_in_zt0", "aarch64_out_zt0",
                                     "aarch64_inout_zt0", "aarch64_preserves_zt0",
                                     "aarch64_za_state_agnostic"};
    int nza = 0, nzt = 0;
    for (int k = 0; k < 6; k++) {
        nza += ir_attr_find_str(s, za[k]) != NULL;
        nzt += ir_attr_find_str(s, zt[k]) != NULL;
    }
    if (nza > 1)
        verr(v, loc, "Attributes 'aarch64_new_za', 'aarch64_in_za', 'aarch64_out_za', "
                     "'aarch64_inout_za', 'aarch64_preserves_za' and 'aarch64_za_state_agnostic' "
                     "are mutually exclusive");
    if (nzt > 1)
        verr(v, loc, "Attributes 'aarch64_new_zt0', 'aarch64_in_zt0', 'aarch64_out_zt0', "
                     "'aarch64_inout_zt0', 'aarch64_preserves_zt0' and 'aarch64_za_state_agnostic' "
                     "are mutually exclusive");
    const IrAttr *mf = ir_attr_find_str(s, "modular-format");
    if (mf && fty) {
        const char *p = mf->val ? mf->val : "";
        const char *part[8];
        size_t plen[8];
        int n = 0;
        while (n < 8) {
            const char *b = p;
            while (*p && *p != ',')
                p++;
            part[n] = b;
            plen[n++] = (size_t)(p - b);
            if (!*p)
                break;
            p++;
        }
        if (n < 5) {
            verr(v, loc, "modular-format attribute requires at least 5 arguments");
        } else {
            char num[24];
            uint64_t x;
            size_t l = plen[2] < sizeof num - 1 ? plen[2] : sizeof num - 1;
            memcpy(num, part[2], l);
            num[l] = 0;
            if (parse_u64(num, &x) != 1)
                verr(v, loc, "modular-format attribute first arg index is not an integer");
            else if (x == 0 || x > fty->nmembers + ((fty->flags & IR_TYF_VARARG) ? 1 : 0))
                verr(v, loc, "modular-format attribute first arg index is out of bounds");
        }
    }
}

_Static_assert(IR_ATTR_STRING <= 128, "AttrKinds holds every enum attribute kind");

static inline int
kinds_has(const AttrKinds *k, IrAttrKind a)
{
    return (int)((k->w[a >> 6] >> (a & 63)) & 1);
}

/* The attributes of one position.  where: IR_AW_FN/PARAM/RET; ty: the type
 * of the parameter or return value (NULL for FN); fty: the function type.
 * Returns the kinds the set holds.  s is not empty (check_attr_set). */
static AttrKinds
check_attr_set_full(V *v, const IrAttrSet *s, int where, const IrType *ty, const IrType *fty,
                    IrLoc loc, int ctx)
{
    AttrKinds kinds = {{0, 0}};
    int storage = 0, has_imm = 0, others = 0;
    for (uint32_t i = 0; i < s->n; i++) {
        const IrAttr *a = &s->a[i];
        if (a->kind < IR_ATTR_STRING)
            kinds.w[a->kind >> 6] |= UINT64_C(1) << (a->kind & 63);
    }
    for (uint32_t i = 0; i < s->n; i++) {
        const IrAttr *a = &s->a[i];
        if (a->kind == IR_ATTR_STRING) {
            if (where == IR_AW_FN)
                check_string_attr(v, a, loc);
            continue;
        }
        if (a->kind == 0 || a->kind >= IR_ATTR_STRING)
            continue;
        const IrAttrInfo *info = &ir_attrinfo[a->kind];
        if (!(info->where & where)) {
            if (where == IR_AW_FN)
                verr(v, loc, "Attribute '%s' does not apply to functions!", attr_text(v, a));
            else if (where == IR_AW_RET)
                verr(v, loc, "Attribute '%s' does not apply to function return values",
                     attr_text(v, a));
            else
                verr(v, loc, "Attribute '%s' does not apply to parameters", attr_text(v, a));
            continue;
        }
        if (a->kind == IR_ATTR_IMMARG)
            has_imm = 1;
        else if (a->kind != IR_ATTR_RANGE)
            others = 1;
        if (where == IR_AW_FN) {
            switch (a->kind) {
            case IR_ATTR_BUILTIN:
                if (!(ctx & CTX_CALL))
                    verr(v, loc, "Attribute 'builtin' can only be applied to a callsite.");
                break;
            case IR_ATTR_SPECULATABLE:
                if ((ctx & CTX_CALL) && !(ctx & CTX_SPECULATABLE_CALLEE))
                    verr(v, loc, "speculatable attribute may not apply to call sites");
                break;
            case IR_ATTR_ALLOCKIND:
                check_allockind(v, a->val, loc);
                break;
            case IR_ATTR_VSCALE_RANGE: {
                uint64_t lo = a->i, hi = a->i2 == UINT64_MAX ? a->i : a->i2;
                if (lo == 0 && hi != 0)
                    verr(v, loc, "'vscale_range' minimum must be greater than 0");
                else if (lo && !is_pow2(lo))
                    verr(v, loc, "'vscale_range' minimum must be power-of-two value");
                else if (hi && !is_pow2(hi))
                    verr(v, loc, "'vscale_range' maximum must be power-of-two value");
                else if (hi && lo > hi)
                    verr(v, loc, "'vscale_range' minimum cannot be greater than maximum");
                break;
            }
            case IR_ATTR_ALLOCSIZE: {
                if (!fty)
                    break;
                uint64_t idx[2] = {a->i, a->i2};
                for (int k = 0; k < 2; k++) {
                    if (k == 1 && idx[1] == UINT64_MAX)
                        break;
                    const char *what = k ? "number of elements" : "element size";
                    if (idx[k] >= fty->nmembers)
                        verr(v, loc, "'allocsize' %s argument is out of bounds", what);
                    else if (fty->members[idx[k]]->kind != IR_TY_INT)
                        verr(v, loc, "'allocsize' %s argument must refer to an integer parameter",
                             what);
                }
                if (a->i2 != UINT64_MAX && a->i == a->i2)
                    verr(v, loc, "'allocsize' indices can't refer to the same parameter");
                break;
            }
            default:
                break;
            }
            continue;
        }
        /* parameter and return attributes: the type must fit
         * (LLVM's AttributeFuncs::typeIncompatible) */
        int bad = 0;
        if (attr_ptr_only(a->kind))
            bad = ty->kind != IR_TY_PTR;
        else if (a->kind == IR_ATTR_ALIGN)
            bad = !ir_type_is_ptr_or_ptrvec(ty);
        else if (a->kind == IR_ATTR_ZEROEXT || a->kind == IR_ATTR_SIGNEXT ||
                 a->kind == IR_ATTR_ALLOCALIGN)
            bad = ty->kind != IR_TY_INT;
        else if (a->kind == IR_ATTR_RANGE)
            bad = !ir_type_is_int_or_intvec(ty) || (a->ty && a->ty != ir_type_scalar((IrType *)ty));
        else if (a->kind == IR_ATTR_NOFPCLASS)
            bad = !fmf_type(ty, 0);
        else if (a->kind == IR_ATTR_NOUNDEF)
            bad = ty->kind == IR_TY_VOID;
        if (a->kind == IR_ATTR_ELEMENTTYPE && !(ctx & (CTX_INTR | CTX_ASM))) {
            verr(v, loc, "Attribute 'elementtype' can only be applied to intrinsics and inline asm.");
            continue;
        }
        if (bad) {
            verr(v, loc, "Attribute '%s' applied to incompatible type!", attr_text(v, a));
            continue;
        }
        switch (a->kind) {
        case IR_ATTR_BYVAL: case IR_ATTR_BYREF: case IR_ATTR_INALLOCA: case IR_ATTR_PREALLOCATED:
        case IR_ATTR_SRET:
            storage++;
            if (!a->ty) {
                verr(v, loc, "attribute '%s' requires a type argument: '%s(<ty>)'",
                     info->name, info->name);
                break;
            }
            if (a->kind != IR_ATTR_SRET && !is_sized(v, a->ty)) {
                verr(v, loc, "Attribute '%s' does not support unsized types!", info->name);
                break;
            }
            if (a->kind == IR_ATTR_BYVAL && ir_type_alloc_size(v->m, a->ty) >= (1ull << 32))
                verr(v, loc, "huge 'byval' arguments are unsupported");
            break;
        case IR_ATTR_INREG: case IR_ATTR_NEST:
            storage++;
            break;
        case IR_ATTR_RANGE:
            if (a->lo && a->hi && const_int_eq(a->lo, a->hi) && !ir_value_is_zero(a->lo))
                verr(v, loc, "the range represent the empty set but limits aren't 0!");
            break;
        case IR_ATTR_INITIALIZES:
            if (!a->nranges)
                verr(v, loc, "Attribute 'initializes' does not support empty list");
            for (uint32_t k = 0; k < a->nranges; k++) {
                int64_t lo = a->ranges[2 * k], hi = a->ranges[2 * k + 1];
                if (lo >= hi || (k && lo <= a->ranges[2 * k - 1])) {
                    verr(v, loc, "Invalid (unordered or overlapping) range list");
                    break;
                }
            }
            break;
        default:
            break;
        }
    }
    if (where == IR_AW_FN) {
        check_fn_string_attrs(v, s, fty, loc);
        if (kinds_has(&kinds, IR_ATTR_ALWAYSINLINE) && kinds_has(&kinds, IR_ATTR_NOINLINE))
            verr(v, loc, "Attributes 'noinline and alwaysinline' are incompatible!");
        if (kinds_has(&kinds, IR_ATTR_OPTNONE)) {
            if (!(ctx & CTX_CALL) && !kinds_has(&kinds, IR_ATTR_NOINLINE))
                verr(v, loc, "Attribute 'optnone' requires 'noinline'!");
            if (kinds_has(&kinds, IR_ATTR_OPTSIZE))
                verr(v, loc, "Attributes 'optsize and optnone' are incompatible!");
            if (kinds_has(&kinds, IR_ATTR_MINSIZE))
                verr(v, loc, "Attributes 'minsize and optnone' are incompatible!");
            if (kinds_has(&kinds, IR_ATTR_OPTDEBUG))
                verr(v, loc, "Attributes 'optdebug and optnone' are incompatible!");
        }
        if (kinds_has(&kinds, IR_ATTR_SANITIZE_REALTIME) &&
            kinds_has(&kinds, IR_ATTR_SANITIZE_REALTIME_BLOCKING))
            verr(v, loc, "Attributes 'sanitize_realtime and sanitize_realtime_blocking' are incompatible!");
        return kinds;
    }
    if (storage > 1)
        verr(v, loc, "Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', "
                     "and 'sret' are incompatible!");
    if (has_imm && others)
        verr(v, loc, "Attribute 'immarg' is incompatible with other attributes except the "
                     "'range' attribute");
    int rn = kinds_has(&kinds, IR_ATTR_READNONE), ro = kinds_has(&kinds, IR_ATTR_READONLY),
        wo = kinds_has(&kinds, IR_ATTR_WRITEONLY);
    if (rn + ro + wo > 1)
        verr(v, loc, "Attributes '%s' are incompatible!",
             rn && ro ? "readnone and readonly" : rn ? "readnone and writeonly"
                                                     : "readonly and writeonly");
    if (kinds_has(&kinds, IR_ATTR_WRITABLE) && (rn || ro))
        verr(v, loc, "Attributes writable and %s are incompatible!", rn ? "readnone" : "readonly");
    if (kinds_has(&kinds, IR_ATTR_INALLOCA) && ro)
        verr(v, loc, "Attributes 'inalloca and readonly' are incompatible!");
    if (kinds_has(&kinds, IR_ATTR_SRET) && kinds_has(&kinds, IR_ATTR_RETURNED))
        verr(v, loc, "Attributes 'sret and returned' are incompatible!");
    if (kinds_has(&kinds, IR_ATTR_ZEROEXT) && kinds_has(&kinds, IR_ATTR_SIGNEXT))
        verr(v, loc, "Attributes 'zeroext and signext' are incompatible!");
    return kinds;
}

/* Can the `returned` argument type stand for the return type? */
static int
lossless_bitcast(V *v, const IrType *a, const IrType *b)
{
    if (a == b)
        return 1;
    if (a->kind == IR_TY_PTR && b->kind == IR_TY_PTR)
        return a->bits == b->bits;
    if (a->kind == IR_TY_VEC && b->kind == IR_TY_VEC && !vec_scalable(a) && !vec_scalable(b))
        return scalar_bits(v, a) * a->count == scalar_bits(v, b) * b->count &&
               a->elem->kind != IR_TY_PTR && b->elem->kind != IR_TY_PTR;
    return 0;
}

/* check_attr_set_full, once for each set and context that has no fault:
 * one with a fault is checked again at each place, so that each place is
 * reported. */
static AttrKinds
check_attr_set(V *v, const IrAttrSet *s, int where, const IrType *ty, const IrType *fty,
               IrLoc loc, int ctx)
{
    if (!s || !s->n)
        return (AttrKinds){{0, 0}};
    uintptr_t h = (uintptr_t)s->a ^ (uintptr_t)ty * 3 ^ (uintptr_t)fty * 5 ^ (uintptr_t)(where * 7 + ctx);
    AttrMemo *e = &v->amemo[(h ^ h >> 9 ^ h >> 17) & (AMEMO - 1)];
    if (e->a == s->a && e->n == s->n && e->ty == ty && e->fty == fty && e->where == where &&
        e->ctx == ctx)
        return e->kinds;
    int nerr = v->nerr;
    AttrKinds kinds = check_attr_set_full(v, s, where, ty, fty, loc, ctx);
    if (v->nerr == nerr && nerr < MAX_ERRORS)
        *e = (AttrMemo){s->a, ty, fty, s->n, where, ctx, kinds};
    return kinds;
}

/* Whether two lists have the same function, return and first n
 * parameter sets (the parser interns the sets' arrays). */
static int
same_param_sets(const IrAttrList *x, const IrAttrList *y, uint32_t n)
{
    uint32_t m = x->nparams < n ? x->nparams : n;
    if (x->fn.a != y->fn.a || x->fn.n != y->fn.n || x->ret.a != y->ret.a || x->ret.n != y->ret.n ||
        m != (y->nparams < n ? y->nparams : n))
        return 0;
    for (uint32_t k = 0; k < m; k++)
        if (x->params[k].a != y->params[k].a || x->params[k].n != y->params[k].n)
            return 0;
    return 1;
}

/* The memo entry of a call's list, or NULL unless the call passes the
 * arguments its function type has, of those types: a vararg call's
 * further arguments have types of their own (and another number of them
 * would be reported by check_call). */
static ListMemo *
list_memo(V *v, const IrAttrList *al, const IrType *fty, IrType *const *argty, uint32_t nargs, int ctx)
{
    if (nargs != fty->nmembers)
        return NULL;
    uintptr_t h = (uintptr_t)al->fn.a ^ (uintptr_t)al->ret.a * 3 ^ (uintptr_t)fty * 5 ^ (uintptr_t)ctx * 7;
    for (uint32_t k = 0; k < nargs; k++) {
        if (argty[k] != fty->members[k])
            return NULL;
        if (k < al->nparams)
            h = h * 31 ^ (uintptr_t)al->params[k].a;
    }
    return &v->lmemo[(h ^ h >> 9 ^ h >> 17) & (LMEMO - 1)];
}

/* A whole attribute list: function, return value, parameters, and the rules
 * across parameters (LangRef "Parameter Attributes"). */
static void
check_attr_list(V *v, const IrAttrList *al, const IrType *fty, IrType *const *argty,
                uint32_t nargs, IrLoc loc, int ctx)
{
    if (!al || !fty || fty->kind != IR_TY_FUNC)
        return;
    uint32_t n = al->nparams < nargs ? al->nparams : nargs;
    ListMemo *e = (ctx & CTX_CALL) ? list_memo(v, al, fty, argty, nargs, ctx) : NULL;
    if (e && e->al && e->fty == fty && e->ctx == ctx && same_param_sets(e->al, al, n))
        return;
    int nerr0 = v->nerr;
    check_attr_set(v, &al->fn, IR_AW_FN, NULL, fty, loc, ctx);
    check_attr_set(v, &al->ret, IR_AW_RET, fty->elem, fty, loc, ctx);
    int nsret = 0, nnest = 0, nret = 0, nself = 0, nasync = 0, nerror = 0;
    for (uint32_t k = 0; k < n; k++) {
        const IrAttrSet *s = &al->params[k];
        if (!s->n)
            continue;
        const IrType *t = argty[k];
        AttrKinds kinds = check_attr_set(v, s, IR_AW_PARAM, t, fty, loc, ctx);
        int vararg_arg = k >= fty->nmembers;
        if (kinds_has(&kinds, IR_ATTR_SRET)) {
            if (vararg_arg) {
                if (!(ctx & CTX_INTR)) /* gc.statepoint forwards them */
                    verr(v, loc, "Attribute 'sret' cannot be used for vararg call arguments!");
            } else {
                if (k > 1)
                    verr(v, loc, "Attribute 'sret' is not on first or second parameter!");
                nsret++;
            }
        }
        if (kinds_has(&kinds, IR_ATTR_NEST))
            nnest++;
        if (kinds_has(&kinds, IR_ATTR_RETURNED)) {
            nret++;
            if (!vararg_arg && !lossless_bitcast(v, t, fty->elem))
                verr(v, loc, "Incompatible argument and return types for 'returned' attribute");
        }
        if (kinds_has(&kinds, IR_ATTR_SWIFTSELF))
            nself++;
        if (kinds_has(&kinds, IR_ATTR_SWIFTASYNC))
            nasync++;
        if (kinds_has(&kinds, IR_ATTR_SWIFTERROR))
            nerror++;
        if (kinds_has(&kinds, IR_ATTR_INALLOCA) && k + 1 != nargs)
            verr(v, loc, "inalloca isn't on the last %s!", ctx & CTX_CALL ? "argument" : "parameter");
    }
    if (nsret > 1)
        verr(v, loc, "Cannot have multiple 'sret' parameters!");
    if (nsret && fty->elem->kind != IR_TY_VOID && !(ctx & CTX_CALL))
        verr(v, loc, "functions with 'sret' argument must return void");
    if (nnest > 1)
        verr(v, loc, "More than one parameter has attribute nest!");
    if (nret > 1)
        verr(v, loc, "More than one parameter has attribute returned!");
    if (nself > 1)
        verr(v, loc, "Cannot have multiple 'swiftself' parameters!");
    if (nasync > 1)
        verr(v, loc, "Cannot have multiple 'swiftasync' parameters!");
    if (nerror > 1)
        verr(v, loc, "Cannot have multiple 'swifterror' parameters!");
    if (!(ctx & CTX_CALL)) {
        for (uint32_t k = 0; k < n; k++)
            if (ir_attr_has(&al->params[k], IR_ATTR_IMMARG) && !(ctx & CTX_INTR)) {
                verr(v, loc, "immarg attribute only applies to intrinsics");
                break;
            }
        /* writable needs argmem: write (LangRef "writable") */
        const IrAttr *mem = ir_attr_find(&al->fn, IR_ATTR_MEMORY);
        if (mem && !(IR_MEM_GET(mem->i, IR_MEM_LOC_ARG) & IR_MEM_WRITE))
            for (uint32_t k = 0; k < n; k++)
                if (ir_attr_has(&al->params[k], IR_ATTR_WRITABLE)) {
                    verr(v, loc, "Attribute writable and memory without argmem: write are incompatible!");
                    break;
                }
    }
    if (e && v->nerr == nerr0 && nerr0 < MAX_ERRORS)
        *e = (ListMemo){al, fty, ctx};
}

/* ------------------------------------------------------------------ CFG */

static uint32_t
block_index(V *v, const IrValue *x)
{
    if (!x || x->kind != IR_V_BLOCK)
        return NONE32;
    const IrBlock *b = (const IrBlock *)x;
    if (b->parent != v->fn || b->index >= v->nb || v->blk[b->index] != b)
        return NONE32;
    return b->index;
}

/* Block successors; NONE32 for a successor that is not a block of this
 * function (reported by the instruction checks). */
static uint32_t
term_succs(V *v, const IrInst *t, uint32_t *out, uint32_t max)
{
    if (!t || !ir_inst_is_terminator(t))
        return 0;
    uint32_t n = 0, ns;
    switch (t->op) {
    case IR_OP_BR: ns = t->nops == 1 ? 1 : (t->nops == 3 ? 2 : 0); break;
    case IR_OP_SWITCH: ns = t->nops >= 2 ? 1 + (t->nops - 2) / 2 : 0; break;
    case IR_OP_INDIRECTBR: ns = t->nops ? t->nops - 1 : 0; break;
    case IR_OP_INVOKE: ns = t->nops >= 3 ? 2 : 0; break;
    case IR_OP_CALLBR: ns = t->nops >= 2 + t->n_indirect ? 1 + t->n_indirect : 0; break;
    case IR_OP_CLEANUPRET: ns = t->nops == 2 ? 1 : 0; break;
    case IR_OP_CATCHRET: ns = t->nops == 2 ? 1 : 0; break;
    case IR_OP_CATCHSWITCH: ns = t->nops ? t->nops - 1 : 0; break;
    default: ns = 0; break;
    }
    for (uint32_t k = 0; k < ns; k++) {
        IrValue *x = NULL;
        switch (t->op) {
        case IR_OP_BR: x = t->nops == 1 ? t->ops[0] : t->ops[1 + k]; break;
        case IR_OP_SWITCH: x = k == 0 ? t->ops[1] : t->ops[1 + 2 * k]; break;
        case IR_OP_INDIRECTBR: x = t->ops[1 + k]; break;
        case IR_OP_INVOKE: x = t->ops[t->nops - 2 + k]; break;
        case IR_OP_CALLBR: x = t->ops[t->nops - 1 - t->n_indirect + k]; break;
        default: x = t->ops[1 + k]; break;
        }
        if (out && n < max)
            out[n] = block_index(v, x);
        n++;
    }
    return n;
}

static uint32_t
intersect(const uint32_t *idom, uint32_t a, uint32_t b, uint64_t *steps)
{
    while (a != b) {
        while (a > b) {
            a = idom[a];
            ++*steps;
        }
        while (b > a) {
            b = idom[b];
            ++*steps;
        }
    }
    return a;
}

/* Semi-NCA (Georgiadis, Tarjan, Werneck, "Finding Dominators in Practice",
 * 2006): near-linear on any CFG.  Used when the iterations of the simpler
 * algorithm below exceed their budget (adversarial CFGs with long dominator
 * chains and far back edges make those quadratic).  Fills v->idom (rpo
 * numbering); iterative, no recursion. */
static void
semi_nca(V *v)
{
    IrArena *a = v->fa;
    uint32_t nb = v->nb, n = 0, sp = 0;
    uint32_t *pre = IR_NEWN(a, uint32_t, nb), *vert = IR_NEWN(a, uint32_t, nb + 1);
    uint32_t *parent = IR_NEWN(a, uint32_t, nb + 1), *stk = IR_NEWN(a, uint32_t, nb + 1);
    uint32_t *next = IR_NEWN(a, uint32_t, nb + 1);
    for (uint32_t b = 0; b < nb; b++)
        pre[b] = NONE32;
    /* preorder DFS */
    pre[0] = n;
    vert[n] = 0;
    parent[n++] = 0;
    stk[sp++] = 0;
    next[0] = v->succ_off[0];
    while (sp) {
        uint32_t b = stk[sp - 1];
        if (next[b] < v->succ_off[b + 1]) {
            uint32_t c = v->succ[next[b]++];
            if (c != NONE32 && pre[c] == NONE32) {
                pre[c] = n;
                vert[n] = c;
                parent[n++] = pre[b];
                next[c] = v->succ_off[c];
                stk[sp++] = c;
            }
        } else {
            sp--;
        }
    }
    uint32_t *semi = IR_NEWN(a, uint32_t, n), *label = IR_NEWN(a, uint32_t, n);
    uint32_t *anc = IR_NEWN(a, uint32_t, n), *idom = IR_NEWN(a, uint32_t, n);
    for (uint32_t w = 0; w < n; w++) {
        semi[w] = label[w] = w;
        anc[w] = NONE32;
    }
    for (uint32_t w = n - 1; w >= 1; w--) {
        uint32_t b = vert[w];
        for (uint32_t e = v->pred_off[b]; e < v->pred_off[b + 1]; e++) {
            uint32_t x = pre[v->pred[e]];
            if (x == NONE32)
                continue;
            /* eval(x) with iterative path compression */
            if (anc[x] != NONE32) {
                uint32_t top = 0, y = x;
                while (anc[anc[y]] != NONE32) {
                    stk[top++] = y;
                    y = anc[y];
                }
                while (top) {
                    uint32_t z = stk[--top], az = anc[z];
                    if (semi[label[az]] < semi[label[z]])
                        label[z] = label[az];
                    anc[z] = anc[az];
                }
                x = label[x];
            }
            if (semi[x] < semi[w])
                semi[w] = semi[x];
        }
        anc[w] = parent[w];
    }
    idom[0] = 0;
    for (uint32_t w = 1; w < n; w++) {
        uint32_t d = parent[w];
        while (d > semi[w])
            d = idom[d];
        idom[w] = d;
    }
    for (uint32_t w = 0; w < n; w++)
        v->idom[v->rpo[vert[w]]] = v->rpo[vert[idom[w]]];
}

/* Successor and predecessor lists, reverse post-order (iterative DFS),
 * the dominator tree (Cooper, Harvey, Kennedy: "A Simple, Fast Dominance
 * Algorithm") and its DFS intervals. */
static void
build_cfg(V *v)
{
    IrArena *a = v->fa;
    uint32_t nb = v->nb;
    /* successors */
    v->succ_off = IR_NEWN(a, uint32_t, nb + 1);
    uint32_t total = 0;
    for (uint32_t b = 0; b < nb; b++) {
        v->succ_off[b] = total;
        total += term_succs(v, v->blk[b]->last, NULL, 0);
    }
    v->succ_off[nb] = total;
    v->succ = IR_NEWN(a, uint32_t, total + 1);
    for (uint32_t b = 0; b < nb; b++)
        term_succs(v, v->blk[b]->last, v->succ + v->succ_off[b], v->succ_off[b + 1] - v->succ_off[b]);
    /* predecessors */
    v->pred_off = IR_NEWN(a, uint32_t, nb + 1);
    uint32_t *cnt = IR_NEWN(a, uint32_t, nb + 1);
    for (uint32_t e = 0; e < total; e++)
        if (v->succ[e] != NONE32)
            cnt[v->succ[e]]++;
    uint32_t acc = 0;
    for (uint32_t b = 0; b < nb; b++) {
        v->pred_off[b] = acc;
        acc += cnt[b];
        cnt[b] = v->pred_off[b];
    }
    v->pred_off[nb] = acc;
    v->pred = IR_NEWN(a, uint32_t, acc + 1);
    for (uint32_t b = 0; b < nb; b++)
        for (uint32_t e = v->succ_off[b]; e < v->succ_off[b + 1]; e++)
            if (v->succ[e] != NONE32)
                v->pred[cnt[v->succ[e]]++] = b;
    /* post-order by an explicit stack */
    v->rpo = IR_NEWN(a, uint32_t, nb);
    for (uint32_t b = 0; b < nb; b++)
        v->rpo[b] = NONE32;
    uint32_t *post = IR_NEWN(a, uint32_t, nb);
    uint32_t *stk = IR_NEWN(a, uint32_t, nb), *next = IR_NEWN(a, uint32_t, nb);
    uint8_t *seen = IR_NEWN(a, uint8_t, nb);
    uint32_t np = 0, sp = 0;
    if (nb) {
        stk[sp++] = 0;
        seen[0] = 1;
        next[0] = v->succ_off[0];
    }
    while (sp) {
        uint32_t b = stk[sp - 1];
        if (next[b] < v->succ_off[b + 1]) {
            uint32_t s = v->succ[next[b]++];
            if (s != NONE32 && !seen[s]) {
                seen[s] = 1;
                next[s] = v->succ_off[s];
                stk[sp++] = s;
            }
        } else {
            post[np++] = b;
            sp--;
        }
    }
    v->nreach = np;
    v->byrpo = IR_NEWN(a, uint32_t, np + 1);
    for (uint32_t k = 0; k < np; k++) {
        uint32_t b = post[np - 1 - k];
        v->byrpo[k] = b;
        v->rpo[b] = k;
    }
    /* immediate dominators, by rpo number */
    v->idom = IR_NEWN(a, uint32_t, np + 1);
    for (uint32_t k = 0; k < np; k++)
        v->idom[k] = NONE32;
    if (np)
        v->idom[0] = 0;
    uint64_t steps = 0, budget = 16 * ((uint64_t)np + total) + 4096;
    for (int changed = 1; changed && steps <= budget;) {
        changed = 0;
        for (uint32_t r = 1; r < np && steps <= budget; r++) {
            uint32_t b = v->byrpo[r], nid = NONE32;
            for (uint32_t e = v->pred_off[b]; e < v->pred_off[b + 1]; e++) {
                uint32_t pr = v->rpo[v->pred[e]];
                if (pr == NONE32 || v->idom[pr] == NONE32)
                    continue;
                nid = nid == NONE32 ? pr : intersect(v->idom, pr, nid, &steps);
            }
            if (nid != v->idom[r]) {
                v->idom[r] = nid;
                changed = 1;
            }
        }
    }
    if (steps > budget)
        semi_nca(v);
    /* DFS intervals of the dominator tree (children in CSR form) */
    uint32_t *coff = IR_NEWN(a, uint32_t, np + 2), *child = IR_NEWN(a, uint32_t, np + 1);
    for (uint32_t r = 1; r < np; r++)
        coff[v->idom[r] + 1]++;
    for (uint32_t r = 0; r < np; r++)
        coff[r + 1] += coff[r];
    uint32_t *fill = IR_NEWN(a, uint32_t, np + 1);
    for (uint32_t r = 0; r < np; r++)
        fill[r] = coff[r];
    for (uint32_t r = 1; r < np; r++)
        child[fill[v->idom[r]]++] = r;
    v->tin = IR_NEWN(a, uint32_t, np + 1);
    v->tout = IR_NEWN(a, uint32_t, np + 1);
    uint32_t clock = 0;
    sp = 0;
    if (np) {
        stk[sp++] = 0;
        next[0] = coff[0];
        v->tin[0] = clock++;
    }
    while (sp) {
        uint32_t r = stk[sp - 1];
        if (next[r] < coff[r + 1]) {
            uint32_t c = child[next[r]++];
            next[c] = coff[c];
            v->tin[c] = clock++;
            stk[sp++] = c;
        } else {
            v->tout[r] = clock++;
            sp--;
        }
    }
}

/* Does block a dominate block b (block indices)?  Unreachable b: yes. */
static int
dom(const V *v, uint32_t a, uint32_t b)
{
    uint32_t ra = v->rpo[a], rb = v->rpo[b];
    if (rb == NONE32)
        return 1;
    if (ra == NONE32)
        return 0;
    return v->tin[ra] <= v->tin[rb] && v->tout[rb] <= v->tout[ra];
}

/* Does the edge start->end dominate block u?  (The edge is the only way
 * into `end`, apart from back edges from blocks `end` dominates.) */
static int
edge_dom(const V *v, uint32_t start, uint32_t end, uint32_t u)
{
    if (!dom(v, end, u))
        return 0;
    if (v->pred_off[end + 1] - v->pred_off[end] == 1)
        return 1;
    int dup = 0;
    for (uint32_t e = v->pred_off[end]; e < v->pred_off[end + 1]; e++) {
        uint32_t p = v->pred[e];
        if (p == start) {
            if (dup++)
                return 0;
            continue;
        }
        if (!dom(v, end, p))
            return 0;
    }
    return 1;
}

/* ----------------------------------------------------- instruction map */

static uint32_t
ptr_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p >> 4;
    x *= 0x9E3779B97F4A7C15ull;
    return (uint32_t)(x >> 32);
}

/* Number the blocks and instructions of f in one walk, the first to touch
 * the body: blk[], bfirst[], and insts[], iblock[] and IrInst.vnum (no
 * hash table: the walks that follow find an operand's place through its
 * vnum).  Returns the number of blocks. */
static uint32_t
number_body(V *v, IrFunc *f)
{
    uint32_t nb = 0, n = 0;
    for (IrBlock *bb = f->first; bb; bb = bb->next) {
        if (nb + 1 >= v->cap_blk) {
            /* kept across functions: the capacity only rises */
            uint32_t c = v->cap_blk ? 2 * v->cap_blk : 64;
            v->blk = ir_realloc(v->blk, c * sizeof *v->blk);
            v->bfirst = ir_realloc(v->bfirst, c * sizeof *v->bfirst);
            v->cap_blk = c;
        }
        if (bb->parent != f)
            verr(v, bb->loc, "basic block does not belong to its function");
        bb->index = nb;
        v->blk[nb] = bb;
        v->bfirst[nb] = n;
        for (IrInst *i = bb->first; i; i = i->next) {
            if (n >= v->cap_insts) {
                uint32_t c = v->cap_insts ? 2 * v->cap_insts : 256;
                v->insts = ir_realloc(v->insts, c * sizeof *v->insts);
                v->iblock = ir_realloc(v->iblock, c * sizeof *v->iblock);
                v->cap_insts = c;
            }
#if defined(__GNUC__)
            /* The walk chases i->next through memory no one has read
             * since the parse; instructions usually lie in the order
             * they were parsed, so fetch the next ones early (a prefetch
             * of a wrong address costs nothing). */
            __builtin_prefetch((const char *)i + 1024);
            __builtin_prefetch((const char *)i + 1024 + 64);
            __builtin_prefetch((const char *)i + 1024 + 128);
#endif
            v->insts[n] = i;
            v->iblock[n] = nb;
            i->vnum = n++;
        }
        nb++;
    }
    if (nb)
        v->bfirst[nb] = n;
    v->nb = nb;
    v->ninsts = n;
    return nb;
}

/* The place of instruction i, if it is one of the current function's. */
static int
inst_pos(const V *v, const IrInst *i, InstPos *out)
{
    uint32_t k = i->vnum;
    if (k >= v->ninsts || v->insts[k] != i)
        return 0;
    out->block = v->iblock[k];
    out->pos = k - v->bfirst[out->block];
    return 1;
}

/* ------------------------------------------------------------- operands */

static int
is_eh_pad(const IrInst *i)
{
    return i && (i->op == IR_OP_LANDINGPAD || i->op == IR_OP_CATCHPAD ||
                 i->op == IR_OP_CLEANUPPAD || i->op == IR_OP_CATCHSWITCH);
}

static const IrInst *
first_non_phi(const IrBlock *b)
{
    const IrInst *i = b->first;
    while (i && i->op == IR_OP_PHI)
        i = i->next;
    return i;
}

/* Function-local values inside metadata: only as a direct operand
 * (`metadata i32 %x`) or in a DIArgList, and only of this function. */
static void
check_md_locals(V *v, const IrMD *md, IrLoc loc, int nested, int depth)
{
    if (!md || depth > 32 || full(v))
        return;
    switch (md->kind) {
    case IR_MD_VALUE: {
        const IrValue *x = md->val;
        if (!x)
            return;
        if (x->kind == IR_V_INST || x->kind == IR_V_ARG) {
            if (nested) {
                verr(v, loc, "invalid use of function-local name");
                return;
            }
            const IrFunc *owner = NULL;
            if (x->kind == IR_V_ARG)
                owner = ((const IrArg *)x)->parent;
            else if (((const IrInst *)x)->parent)
                owner = ((const IrInst *)x)->parent->parent;
            if (owner != v->fn)
                verr(v, loc, "function-local metadata used in wrong function");
        }
        return;
    }
    case IR_MD_TUPLE:
        if (md->slot >= 0)
            return; /* numbered nodes are module-level: checked by the parser */
        for (uint32_t k = 0; k < md->nops; k++)
            check_md_locals(v, md->ops[k], loc, 1, depth + 1);
        return;
    case IR_MD_SPECIAL:
        if (md->slot >= 0)
            return;
        for (uint32_t k = 0; k < md->nfields; k++)
            if (md->fields[k].md)
                check_md_locals(v, md->fields[k].md, loc,
                                !(md->str && !strcmp(md->str, "DIArgList")), depth + 1);
        return;
    default:
        return;
    }
}

/* Is the definition available at the use?  LangRef "Functions": the
 * definition must dominate the use; a phi uses its value at the end of the
 * incoming block; uses in unreachable blocks are exempt (as in LLVM).
 * use_b: the using block (the incoming block for a phi), phi_b: the phi's
 * block (NONE32 for other uses). */
static int
available(V *v, const IrInst *def, const InstPos *dp, uint32_t use_b, uint32_t use_pos,
          uint32_t phi_b)
{
    uint32_t db = dp->block;
    if (v->rpo[use_b] == NONE32)
        return 1;
    if (v->rpo[db] == NONE32)
        return 0;
    if (def->op == IR_OP_INVOKE && def->nops >= 3) {
        /* the result exists only on the normal edge */
        uint32_t normal = block_index(v, def->ops[def->nops - 2]);
        if (normal == NONE32)
            return 1;
        if (phi_b != NONE32 && use_b == db)
            return phi_b == normal;
        return edge_dom(v, db, normal, use_b);
    }
    if (db == use_b)
        return phi_b != NONE32 || dp->pos < use_pos;
    return dom(v, db, use_b);
}

/* One value operand of instruction i (in block b at position pos);
 * phi_k: the incoming index for phis, else -1. */
static void
check_use(V *v, const IrInst *i, const IrValue *x, uint32_t b, uint32_t pos, int phi_k)
{
    if (full(v))
        return;
    if (!x) {
        verr(v, i->loc, "instruction has a missing operand");
        return;
    }
    switch (x->kind) {
    case IR_V_FWD:
        verr(v, i->loc, "use of undefined value '%s'", vname(v, x));
        return;
    case IR_V_INST: {
        const IrInst *d = (const IrInst *)x;
        if (d == i && i->op != IR_OP_PHI) {
            if (v->rpo[b] != NONE32)
                verr(v, i->loc, "Only PHI nodes may reference their own value!");
            return;
        }
        InstPos dp;
        if (!inst_pos(v, d, &dp)) {
            verr(v, i->loc, "Referring to an instruction in another function!");
            return;
        }
        if (d->v.type->kind == IR_TY_VOID) {
            verr(v, i->loc, "Instruction has a void operand");
            return;
        }
        uint32_t ub = b, upos = pos, phib = NONE32;
        if (phi_k >= 0) {
            phib = b;
            ub = block_index(v, i->blocks && i->blocks[phi_k] ? &i->blocks[phi_k]->v : NULL);
            if (ub == NONE32)
                return; /* reported with the phi */
            upos = NONE32;
        }
        if (!available(v, d, &dp, ub, upos, phib))
            verr(v, i->loc, "Instruction does not dominate all uses! (the definition of '%s' does not dominate this use)",
                 vname(v, x));
        return;
    }
    case IR_V_ARG: {
        const IrArg *a = (const IrArg *)x;
        if (a->parent != v->fn)
            verr(v, i->loc, "Referring to an argument in another function!");
        else if (v->fn_naked)
            verr(v, i->loc, "cannot use argument of naked function");
        return;
    }
    case IR_V_BLOCK:
        verr(v, i->loc, "invalid use of a basic block ('%s') as a value", vname(v, x));
        return;
    case IR_V_MD:
        verr(v, i->loc, "metadata may only be used as an argument of an intrinsic call");
        return;
    case IR_V_ASM:
        verr(v, i->loc, "inline asm may only be called");
        return;
    default:
        check_const(v, x, i->loc, 0);
        return;
    }
}

/* A label operand: must be a block of this function. */
static void
check_label(V *v, const IrInst *i, const IrValue *x)
{
    if (block_index(v, x) == NONE32)
        verr(v, i->loc, "%s destination is not a basic block of this function",
             ir_op_name(i->op));
}

/* ------------------------------------------------------------------ calls */

static int
const_i64(const IrValue *x, int64_t *out)
{
    if (!x)
        return 0;
    if (x->kind == IR_V_ZERO && x->type->kind == IR_TY_INT) {
        *out = 0;
        return 1;
    }
    if (x->kind != IR_V_INT)
        return 0;
    *out = x->type->bits > 64 ? (int64_t)ir_const_zext(x) : ir_const_sext(x);
    return 1;
}

static int
const_u64(const IrValue *x, uint64_t *out)
{
    if (!x)
        return 0;
    if (x->kind == IR_V_ZERO && x->type->kind == IR_TY_INT) {
        *out = 0;
        return 1;
    }
    if (x->kind != IR_V_INT)
        return 0;
    *out = ir_const_zext(x);
    return 1;
}

static const char *
md_string(const IrValue *x)
{
    if (!x || x->kind != IR_V_MD)
        return NULL;
    const IrMD *md = ((const IrConst *)x)->md;
    return md && md->kind == IR_MD_STRING ? md->str : NULL;
}

static uint64_t
vscale_max(V *v)
{
    const IrAttr *a = ir_attr_find(&v->fn->attrs.fn, IR_ATTR_VSCALE_RANGE);
    if (!a)
        return 0;
    return a->i2 == UINT64_MAX ? a->i : a->i2;
}

/* LLVM's extra rules for some intrinsics (beyond their signatures). */
static void
check_intrinsic_call(V *v, const IrInst *i, IrIntrinsicId id)
{
    const IrType *fty = i->fty, *rt = fty->elem;
    uint32_t na = ir_call_nargs(i);
    IrValue *const *arg = i->ops + 1;
    IrLoc loc = i->loc;
    int64_t x, y, z;
    switch (id) {
    case IR_INTR_VA_START:
        if (!(v->fn->g.vtype->flags & IR_TYF_VARARG))
            verr(v, loc, "va_start called in a non-varargs function");
        break;
    case IR_INTR_BSWAP:
        if (scalar_bits(v, rt) % 16)
            verr(v, loc, "bswap must be an even number of bytes");
        break;
    case IR_INTR_SCMP: case IR_INTR_UCMP:
        if (scalar_bits(v, rt) < 2)
            verr(v, loc, "result type must be at least 2 bits wide");
        if (na == 2 && !same_shape(rt, arg[0]->type))
            verr(v, loc, "return type and arguments must have the same number of elements");
        break;
    case IR_INTR_LDEXP:
        if (na == 2 && !same_shape(arg[0]->type, arg[1]->type))
            verr(v, loc, "ldexp exponent must have the same vector shape as the value");
        break;
    case IR_INTR_FREXP:
        if (rt->kind == IR_TY_STRUCT && rt->nmembers == 2 && !same_shape(rt->members[0], rt->members[1]))
            verr(v, loc, "frexp exponent must have the same vector shape as the value");
        break;
    case IR_INTR_LROUND: case IR_INTR_LLROUND: case IR_INTR_LRINT: case IR_INTR_LLRINT:
    case IR_INTR_FPTOUI_SAT: case IR_INTR_FPTOSI_SAT:
        if (na == 1 && !same_shape(rt, arg[0]->type))
            verr(v, loc, "%s: result and argument must have the same vector shape",
                 ir_intrinsic_info[id].name);
        break;
    case IR_INTR_VP_TRUNC: case IR_INTR_VP_ZEXT: case IR_INTR_VP_SEXT: case IR_INTR_VP_FPTRUNC:
    case IR_INTR_VP_FPEXT: case IR_INTR_VP_FPTOUI: case IR_INTR_VP_FPTOSI: case IR_INTR_VP_UITOFP:
    case IR_INTR_VP_SITOFP: case IR_INTR_VP_PTRTOINT: case IR_INTR_VP_INTTOPTR:
    case IR_INTR_VP_LRINT: case IR_INTR_VP_LLRINT:
        if (na >= 1 && !same_shape(rt, arg[0]->type)) {
            verr(v, loc, "VP cast intrinsic first argument and result vector lengths must be equal");
            break;
        }
        if (na >= 1) {
            uint64_t sb = scalar_bits(v, arg[0]->type), db = scalar_bits(v, rt);
            if ((id == IR_INTR_VP_TRUNC || id == IR_INTR_VP_FPTRUNC) && sb <= db)
                verr(v, loc, "%s intrinsic the bit size of first argument must be larger than the "
                             "bit size of the return type", ir_intrinsic_info[id].name);
            else if ((id == IR_INTR_VP_ZEXT || id == IR_INTR_VP_SEXT || id == IR_INTR_VP_FPEXT) &&
                     sb >= db)
                verr(v, loc, "%s intrinsic the bit size of first argument must be smaller than the "
                             "bit size of the return type", ir_intrinsic_info[id].name);
        }
        break;
    case IR_INTR_VECTOR_INSERT:
        if (na == 3 && rt->kind == IR_TY_VEC && arg[1]->type->kind == IR_TY_VEC) {
            const IrType *sub = arg[1]->type;
            if (sub->elem != rt->elem)
                verr(v, loc, "vector_insert parameters must have the same element type.");
            else if (const_i64(arg[2], &x)) {
                if (x % (int64_t)sub->count)
                    verr(v, loc, "vector_insert index must be a constant multiple of the "
                                 "subvector's known minimum vector length.");
                else if (!vec_scalable(rt) && vec_scalable(sub))
                    verr(v, loc, "vector_insert of a scalable vector into a fixed vector");
                else if (vec_scalable(rt) == vec_scalable(sub) &&
                         (uint64_t)x + sub->count > rt->count)
                    verr(v, loc, "subvector operand of vector_insert would overrun the vector "
                                 "being inserted into.");
            }
        }
        break;
    case IR_INTR_VECTOR_EXTRACT:
        if (na == 2 && rt->kind == IR_TY_VEC && arg[0]->type->kind == IR_TY_VEC) {
            const IrType *src = arg[0]->type;
            if (src->elem != rt->elem)
                verr(v, loc, "vector_extract result must have the same element type as the input "
                             "vector.");
            else if (const_i64(arg[1], &x)) {
                if (x % (int64_t)rt->count)
                    verr(v, loc, "vector_extract index must be a constant multiple of the result "
                                 "type's known minimum vector length.");
                else if (vec_scalable(rt) && !vec_scalable(src))
                    verr(v, loc, "vector_extract of a scalable vector from a fixed vector");
                else if (vec_scalable(rt) == vec_scalable(src) &&
                         (uint64_t)x + rt->count > src->count)
                    verr(v, loc, "vector_extract would overrun.");
            }
        }
        break;
    case IR_INTR_VECTOR_SPLICE:
        if (na == 3 && rt->kind == IR_TY_VEC && const_i64(arg[2], &x)) {
            int64_t vl = (int64_t)rt->count;
            if (vec_scalable(rt)) {
                uint64_t mx = vscale_max(v);
                vl = mx ? vl * (int64_t)mx : vl;
            }
            if (x < -vl || x >= vl)
                verr(v, loc, "The splice index exceeds the range [-VL, VL-1] where VL is the known "
                             "minimum number of elements in the vector. For scalable vectors the "
                             "minimum number of elements is determined from vscale_range.");
        }
        break;
    case IR_INTR_MATRIX_MULTIPLY:
        if (na == 5 && const_i64(arg[2], &x) && const_i64(arg[3], &y) && const_i64(arg[4], &z)) {
            if ((uint64_t)(x * y) != arg[0]->type->count)
                verr(v, loc, "First argument of a matrix operation does not match specified shape!");
            else if ((uint64_t)(y * z) != arg[1]->type->count)
                verr(v, loc, "Second argument of a matrix operation does not match specified shape!");
            else if ((uint64_t)(x * z) != rt->count)
                verr(v, loc, "Result of a matrix operation does not fit in the returned vector!");
            if (arg[0]->type->elem != rt->elem || arg[1]->type->elem != rt->elem)
                verr(v, loc, "Vector element type mismatch of the result and first operand vector!");
        }
        break;
    case IR_INTR_MATRIX_TRANSPOSE:
        if (na == 3 && const_i64(arg[1], &x) && const_i64(arg[2], &y)) {
            if ((uint64_t)(x * y) != arg[0]->type->count)
                verr(v, loc, "First argument of a matrix operation does not match specified shape!");
            else if ((uint64_t)(x * y) != rt->count)
                verr(v, loc, "Result of a matrix operation does not fit in the returned vector!");
        }
        break;
    case IR_INTR_MATRIX_LOAD:
        if (na == 5 && const_i64(arg[3], &x) && const_i64(arg[4], &y)) {
            if ((uint64_t)(x * y) != rt->count)
                verr(v, loc, "Result of a matrix operation does not fit in the returned vector!");
            if (const_i64(arg[1], &z) && z < x)
                verr(v, loc, "Stride must be greater or equal than the number of rows!");
        }
        break;
    case IR_INTR_MATRIX_STORE:
        if (na == 6 && const_i64(arg[4], &x) && const_i64(arg[5], &y)) {
            if ((uint64_t)(x * y) != arg[0]->type->count)
                verr(v, loc, "First argument of a matrix operation does not match specified shape!");
            if (const_i64(arg[2], &z) && z < x)
                verr(v, loc, "Stride must be greater or equal than the number of rows!");
        }
        break;
    case IR_INTR_GET_ACTIVE_LANE_MASK:
        if (rt->kind == IR_TY_VEC && !is_int(rt->elem, 1))
            verr(v, loc, "get_active_lane_mask: element type is not i1");
        break;
    case IR_INTR_GET_VECTOR_LENGTH:
        if (na == 3 && const_i64(arg[1], &x) && x <= 0)
            verr(v, loc, "get_vector_length: VF must be positive");
        break;
    case IR_INTR_MASKED_LOAD: case IR_INTR_MASKED_GATHER:
        if (na == 4 && const_u64(arg[1], (uint64_t *)&x) && (uint64_t)x && !is_pow2((uint64_t)x))
            verr(v, loc, "masked_%s: alignment must be a power of 2",
                 id == IR_INTR_MASKED_LOAD ? "load" : "gather");
        break;
    case IR_INTR_MASKED_STORE: case IR_INTR_MASKED_SCATTER:
        if (na == 4 && const_u64(arg[2], (uint64_t *)&x) && (uint64_t)x && !is_pow2((uint64_t)x))
            verr(v, loc, "masked_%s: alignment must be a power of 2",
                 id == IR_INTR_MASKED_STORE ? "store" : "scatter");
        break;
    case IR_INTR_PTRMASK:
        if (na == 2) {
            const IrType *p = arg[0]->type, *mk = arg[1]->type;
            if (!same_shape(p, mk))
                verr(v, loc, "llvm.ptrmask intrinsic arguments must have the same vector shape");
            else if (ir_type_is_ptr_or_ptrvec(p) &&
                     scalar_bits(v, mk) != ir_ptr_index_bits(v->m, ir_type_scalar((IrType *)p)->bits))
                verr(v, loc, "llvm.ptrmask intrinsic second argument bitwidth must match pointer "
                             "index type size of first argument");
        }
        break;
    case IR_INTR_THREADLOCAL_ADDRESS:
        if (na == 1) {
            const IrValue *g = arg[0];
            if (!ir_value_is_global(g))
                verr(v, loc, "llvm.threadlocal.address first argument must be a GlobalValue");
            else if (!((const IrGlobal *)g)->tls)
                verr(v, loc, "llvm.threadlocal.address operand isThreadLocal() must be true");
        }
        break;
    case IR_INTR_NOALIAS_SCOPE_DECL:
        if (na == 1 && arg[0]->kind == IR_V_MD) {
            const IrMD *md = ((const IrConst *)arg[0])->md;
            if (!md || md->kind != IR_MD_TUPLE || md->nops != 1)
                verr(v, loc, "!id.scope.list must point to a list with a single scope");
        }
        break;
    case IR_INTR_LIFETIME_START: case IR_INTR_LIFETIME_END:
        if (na == 1) {
            const IrValue *p = arg[0];
            if (!(p->kind == IR_V_POISON ||
                  (p->kind == IR_V_INST && ((const IrInst *)p)->op == IR_OP_ALLOCA)))
                verr(v, loc, "llvm.lifetime.start/end can only be used on alloca or poison");
        }
        break;
    case IR_INTR_GC_STATEPOINT:
        if (!v->fn->gc)
            verr(v, loc, "Enclosing function does not use GC.");
        if (na > 2 && !ir_attr_has(ir_attrs_param(i->attrs, 2), IR_ATTR_ELEMENTTYPE))
            verr(v, loc, "gc.statepoint callee argument must have elementtype attribute");
        break;
    case IR_INTR_GCROOT:
        if (na >= 1 && !(arg[0]->kind == IR_V_INST && ((const IrInst *)arg[0])->op == IR_OP_ALLOCA))
            verr(v, loc, "llvm.gcroot parameter #1 must be an alloca.");
        /* fall through */
    case IR_INTR_GCREAD: case IR_INTR_GCWRITE:
        if (!v->fn->gc)
            verr(v, loc, "Enclosing function does not use GC.");
        break;
    case IR_INTR_GC_RELOCATE: case IR_INTR_GC_RESULT: {
        if (!v->fn->gc)
            verr(v, loc, "Enclosing function does not use GC.");
        if (id == IR_INTR_GC_RELOCATE && !ir_type_is_ptr_or_ptrvec(rt))
            verr(v, loc, "gc.relocate must return a pointer or a vector of pointers");
        const IrValue *tok = na ? arg[0] : NULL;
        int ok = tok && (tok->kind == IR_V_UNDEF || tok->kind == IR_V_POISON);
        if (tok && tok->kind == IR_V_INST) {
            const IrInst *d = (const IrInst *)tok;
            const char *n = ir_inst_is_call(d) ? call_name(d) : NULL;
            ok = d->op == IR_OP_LANDINGPAD ||
                 (n && !strncmp(n, "llvm.experimental.gc.statepoint", 31));
        }
        if (!ok)
            verr(v, loc, "gc %s is incorrectly tied to the statepoint",
                 id == IR_INTR_GC_RELOCATE ? "relocate" : "result");
        break;
    }
    case IR_INTR_GUARD: case IR_INTR_DEOPTIMIZE: {
        uint32_t nd = 0;
        for (uint32_t k = 0; k < i->nbundles; k++)
            if (i->bundles[k].tag && !strcmp(i->bundles[k].tag, "deopt"))
                nd++;
        if (nd != 1)
            verr(v, loc, "%s must have exactly one \"deopt\" operand bundle",
                 id == IR_INTR_GUARD ? "experimental_guard" : "experimental_deoptimize");
        break;
    }
    case IR_INTR_ASSUME:
        if (i->nbundles)
            check_assume_bundles(v, i);
        break;
    case IR_INTR_VP_ICMP: case IR_INTR_VP_FCMP: {
        static const char *const ipreds[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge",
                                             "slt", "sle", NULL};
        static const char *const fpreds[] = {"oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                             "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
                                             "true", "false", NULL};
        const char *pr = na >= 3 ? md_string(arg[2]) : NULL;
        const char *const *list = id == IR_INTR_VP_ICMP ? ipreds : fpreds;
        int ok = 0;
        for (int k = 0; pr && list[k]; k++)
            if (!strcmp(pr, list[k]))
                ok = 1;
        if (!ok)
            verr(v, loc, "invalid predicate for VP %s comparison intrinsic",
                 id == IR_INTR_VP_ICMP ? "integer" : "FP");
        break;
    }
    case IR_INTR_GET_DYNAMIC_AREA_OFFSET:
        if (rt->kind != IR_TY_INT || rt->bits != ir_ptr_bits(v->m, v->m->dl.alloca_as))
            verr(v, loc, "get_dynamic_area_offset result type must be scalar integer matching "
                         "alloca address space width");
        break;
    case IR_INTR_STACKPROTECTOR:
        if (na == 2 && !(arg[1]->kind == IR_V_INST && ((const IrInst *)arg[1])->op == IR_OP_ALLOCA))
            verr(v, loc, "llvm.stackprotector parameter #2 must resolve to an alloca.");
        break;
    case IR_INTR_INIT_TRAMPOLINE: {
        const IrGlobal *fg = na == 3 ? strip_casts(arg[1]) : NULL;
        if (!fg || fg->v.kind != IR_V_FUNC)
            verr(v, loc, "llvm.init_trampoline parameter #2 must resolve to a function.");
        break;
    }
    case IR_INTR_PREALLOCATED_ARG: case IR_INTR_PREALLOCATED_TEARDOWN: {
        const IrValue *tok = na ? arg[0] : NULL;
        const char *n = tok && tok->kind == IR_V_INST && ir_inst_is_call((const IrInst *)tok)
                      ? call_name((const IrInst *)tok) : NULL;
        if (!n || strcmp(n, "llvm.call.preallocated.setup"))
            verr(v, loc, "llvm.call.preallocated.%s token argument must be a "
                         "llvm.call.preallocated.setup",
                 id == IR_INTR_PREALLOCATED_ARG ? "arg" : "teardown");
        break;
    }
    case IR_INTR_MEMCPY_ELEM_ATOMIC: case IR_INTR_MEMMOVE_ELEM_ATOMIC: case IR_INTR_MEMSET_ELEM_ATOMIC: {
        uint64_t es;
        if (na == 4 && const_u64(arg[3], &es)) {
            if (!is_pow2(es)) {
                verr(v, loc, "element size of the element-wise atomic memory intrinsic must be a "
                             "power of 2");
                break;
            }
            const IrAttr *da = ir_attr_find(ir_attrs_param(i->attrs, 0), IR_ATTR_ALIGN);
            if (!da || da->i < es)
                verr(v, loc, "incorrect alignment of the destination argument");
            if (id != IR_INTR_MEMSET_ELEM_ATOMIC) {
                const IrAttr *sa = ir_attr_find(ir_attrs_param(i->attrs, 1), IR_ATTR_ALIGN);
                if (!sa || sa->i < es)
                    verr(v, loc, "incorrect alignment of the source argument");
            }
        }
        break;
    }
    case IR_INTR_LOCALRECOVER: {
        const IrGlobal *fg = na ? strip_casts(arg[0]) : NULL;
        if (!fg || fg->v.kind != IR_V_FUNC || ((const IrFunc *)fg)->is_decl)
            verr(v, loc, "llvm.localrecover first argument must be function defined in this module");
        break;
    }
    case IR_INTR_CONVERGENCE_ENTRY: case IR_INTR_CONVERGENCE_ANCHOR: case IR_INTR_CONVERGENCE_LOOP: {
        int ctrl = 0;
        for (uint32_t k = 0; k < i->nbundles; k++)
            if (i->bundles[k].tag && !strcmp(i->bundles[k].tag, "convergencectrl"))
                ctrl = 1;
        if (id == IR_INTR_CONVERGENCE_LOOP) {
            if (!ctrl)
                verr(v, loc, "Loop intrinsic must have a convergencectrl token operand.");
        } else if (ctrl) {
            verr(v, loc, "Entry or anchor intrinsic cannot have a convergencectrl token operand.");
        } else if (id == IR_INTR_CONVERGENCE_ENTRY &&
                   !ir_attr_has(&v->fn->attrs.fn, IR_ATTR_CONVERGENT)) {
            verr(v, loc, "Entry intrinsic can occur only in a convergent function.");
        }
        break;
    }
    case IR_INTR_RELOC_NONE:
        if (na == 1 && !md_string(arg[0]))
            verr(v, loc, "llvm.reloc.none argument must be a metadata string");
        break;
    case IR_INTR_MEMSET_PATTERN:
        if (na >= 2 && !is_sized(v, arg[1]->type))
            verr(v, loc, "unsized types cannot be used as memset patterns");
        break;
    case IR_INTR_FPTRUNC_ROUND: {
        const char *mode = na == 2 ? md_string(arg[1]) : NULL;
        if (!mode || (strcmp(mode, "round.tonearest") && strcmp(mode, "round.downward") &&
                      strcmp(mode, "round.upward") && strcmp(mode, "round.towardzero") &&
                      strcmp(mode, "round.tonearestaway")))
            verr(v, loc, "unsupported rounding mode argument");
        break;
    }
    case IR_INTR_CONSTRAINED:
        /* rounding mode and exception behavior arguments (LangRef
         * "Constrained Floating-Point Intrinsics") */
        for (uint32_t k = 0; k < na; k++) {
            const char *s = md_string(arg[k]);
            if (!s)
                continue;
            if (!strncmp(s, "round.", 6)) {
                if (strcmp(s, "round.dynamic") && strcmp(s, "round.tonearest") &&
                    strcmp(s, "round.downward") && strcmp(s, "round.upward") &&
                    strcmp(s, "round.towardzero") && strcmp(s, "round.tonearestaway"))
                    verr(v, loc, "invalid rounding mode argument");
            } else if (!strncmp(s, "fpexcept.", 9)) {
                if (strcmp(s, "fpexcept.ignore") && strcmp(s, "fpexcept.maytrap") &&
                    strcmp(s, "fpexcept.strict"))
                    verr(v, loc, "invalid exception behavior argument");
            }
        }
        break;
    default:
        break;
    }
}

/* A constant expression llvm-as folds to an integer or fp constant: only
 * arithmetic on integer and fp constants. */
static int
foldable(const IrValue *x, int depth)
{
    if (!x || depth > 32)
        return 0;
    if (x->kind == IR_V_INT || x->kind == IR_V_FP || x->kind == IR_V_NULL || x->kind == IR_V_ZERO)
        return 1;
    if (x->kind != IR_V_CEXPR)
        return 0;
    const IrConst *c = (const IrConst *)x;
    unsigned cls = c->op < IR_NOPS ? ir_opinfo[c->op].cls : IR_CLS_OTHER;
    if (cls != IR_CLS_BINARY && cls != IR_CLS_BITWISE && cls != IR_CLS_CONV && cls != IR_CLS_UNARY)
        return 0;
    for (uint32_t k = 0; k < c->nelems; k++)
        if (!foldable(c->elems[k], depth + 1))
            return 0;
    return c->nelems > 0;
}

/* ABI-impacting parameter attributes (LangRef "call": musttail). */
static int
abi_attrs_equal(const IrAttrSet *a, const IrAttrSet *b)
{
    static const unsigned kinds[] = {IR_ATTR_ALIGN, IR_ATTR_SRET, IR_ATTR_BYVAL, IR_ATTR_INALLOCA,
                                     IR_ATTR_INREG, IR_ATTR_ALIGNSTACK, IR_ATTR_SWIFTSELF,
                                     IR_ATTR_SWIFTASYNC, IR_ATTR_SWIFTERROR, IR_ATTR_PREALLOCATED,
                                     IR_ATTR_BYREF};
    for (unsigned k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        const IrAttr *x = ir_attr_find(a, (IrAttrKind)kinds[k]);
        const IrAttr *y = ir_attr_find(b, (IrAttrKind)kinds[k]);
        if (!x != !y)
            return 0;
        if (x && (x->i != y->i || (x->ty && y->ty && x->ty != y->ty)))
            return 0;
    }
    return 1;
}

/* LangRef "call": the rules of `musttail`. */
static void
check_musttail(V *v, const IrInst *i)
{
    IrLoc loc = i->loc;
    const IrInst *n = i->next;
    const IrValue *ret_of = &i->v;
    if (n && n->op == IR_OP_BITCAST && n->nops == 1 && n->ops[0] == &i->v) {
        ret_of = &n->v;
        n = n->next;
    }
    if (!n || n->op != IR_OP_RET) {
        verr(v, loc, "musttail call must precede a ret with an optional bitcast");
        return;
    }
    if (n->nops == 1 && n->ops[0] != ret_of && n->ops[0]->kind != IR_V_UNDEF &&
        n->ops[0]->kind != IR_V_POISON)
        verr(v, loc, "musttail call result must be returned");
    const IrFunc *f = v->fn;
    const IrType *caller = f->g.vtype, *callee = i->fty;
    if (i->cc != f->cc) {
        verr(v, loc, "cannot guarantee tail call due to mismatched calling conv");
        return;
    }
    if (!!(caller->flags & IR_TYF_VARARG) != !!(callee->flags & IR_TYF_VARARG)) {
        verr(v, loc, "cannot guarantee tail call due to mismatched varargs");
        return;
    }
    if (f->cc == 18 || f->cc == 20) { /* tailcc, swifttailcc */
        const char *ccn = f->cc == 18 ? "tailcc" : "swifttailcc";
        static const struct { unsigned k; const char *n; } bad[] = {
            {IR_ATTR_INALLOCA, "inalloca"}, {IR_ATTR_SWIFTERROR, "swifterror"},
            {IR_ATTR_PREALLOCATED, "preallocated"}, {IR_ATTR_BYREF, "byref"},
            {IR_ATTR_INREG, "inreg"}};
        for (uint32_t k = 0; k < f->attrs.nparams; k++)
            for (unsigned j = 0; j < sizeof bad / sizeof bad[0]; j++)
                if (ir_attr_has(&f->attrs.params[k], (IrAttrKind)bad[j].k))
                    verr(v, loc, "%s attribute not allowed in %s musttail caller", bad[j].n, ccn);
        if (i->attrs)
            for (uint32_t k = 0; k < i->attrs->nparams; k++)
                for (unsigned j = 0; j < sizeof bad / sizeof bad[0]; j++)
                    if (ir_attr_has(&i->attrs->params[k], (IrAttrKind)bad[j].k))
                        verr(v, loc, "%s attribute not allowed in %s musttail callee", bad[j].n, ccn);
        if (caller->flags & IR_TYF_VARARG)
            verr(v, loc, "cannot guarantee %s tail call for varargs function", ccn);
        return;
    }
    if (caller->elem != callee->elem) {
        verr(v, loc, "cannot guarantee tail call due to mismatched return types");
        return;
    }
    if (caller->nmembers != callee->nmembers) {
        verr(v, loc, "cannot guarantee tail call due to mismatched parameter counts");
        return;
    }
    for (uint32_t k = 0; k < caller->nmembers; k++)
        if (caller->members[k] != callee->members[k]) {
            verr(v, loc, "cannot guarantee tail call due to mismatched parameter types");
            return;
        }
    static const IrAttrSet empty;
    for (uint32_t k = 0; k < caller->nmembers; k++) {
        const IrAttrSet *a = k < f->attrs.nparams ? &f->attrs.params[k] : &empty;
        const IrAttrSet *b = i->attrs && k < i->attrs->nparams ? &i->attrs->params[k] : &empty;
        if (!abi_attrs_equal(a, b)) {
            verr(v, loc, "cannot guarantee tail call due to mismatched ABI impacting function "
                         "attributes");
            return;
        }
    }
}

/* Calling conventions that cannot be called (LLVM: kernels and shaders). */
static int
cc_no_calls(unsigned cc)
{
    switch (cc) {
    case 76: case 87: case 88: case 89: case 90: case 91: case 93: case 95: case 96:
    case 104: case 105:
        return 1;
    default:
        return 0;
    }
}

/* ir_intrinsic_lookup() of a called function, memoized (a module may hold
 * millions of calls of a few intrinsics). */
static IrIntrinsicId
intrinsic_of(V *v, const IrFunc *f)
{
    if ((v->icache_n + 1) * 2 > v->icache_cap) {
        uint32_t cap = v->icache_cap ? v->icache_cap * 2 : 64;
        const IrFunc **k = ir_calloc(cap, sizeof *k);
        uint16_t *val = ir_calloc(cap, sizeof *val);
        for (uint32_t i = 0; i < v->icache_cap; i++)
            if (v->icache_k[i]) {
                uint32_t h = ptr_hash(v->icache_k[i]) & (cap - 1);
                while (k[h])
                    h = (h + 1) & (cap - 1);
                k[h] = v->icache_k[i];
                val[h] = v->icache_v[i];
            }
        ir_free(v->icache_k);
        ir_free(v->icache_v);
        v->icache_k = k;
        v->icache_v = val;
        v->icache_cap = cap;
    }
    uint32_t h = ptr_hash(f) & (v->icache_cap - 1);
    while (v->icache_k[h]) {
        if (v->icache_k[h] == f)
            return (IrIntrinsicId)v->icache_v[h];
        h = (h + 1) & (v->icache_cap - 1);
    }
    IrIntrinsicId id = ir_intrinsic_lookup(f->g.v.name);
    v->icache_k[h] = f;
    v->icache_v[h] = (uint16_t)id;
    v->icache_n++;
    return id;
}

/* LangRef "Inline Assembler Expressions": the constraint string against
 * the arguments (indirect operands are pointers with an elementtype; label
 * constraints match the callbr's indirect destinations). */
static void
check_asm_call(V *v, const IrInst *i, const IrConst *a, uint32_t na)
{
    const char *c = a->asm_cons ? a->asm_cons : "";
    uint32_t arg = 0, labels = 0;
    IrLoc loc = i->loc;
    while (*c) {
        const char *b = c;
        while (*c && *c != ',')
            c++;
        const char *e = c;
        if (*c)
            c++;
        if (b == e)
            continue;
        if (*b == '~')
            continue;
        if (*b == '!') {
            labels++;
            continue;
        }
        int out = *b == '=';
        const char *p = b + out;
        if (out && p < e && *p == '&')
            p++;
        if (p < e && *p == '+')
            p++;
        int indirect = p < e && *p == '*';
        if (out && !indirect)
            continue;
        if (arg >= na)
            return; /* LLVM reports a constraint/type mismatch; not checked here */
        const IrValue *x = i->ops[1 + arg];
        const IrAttrSet *as = ir_attrs_param(i->attrs, arg);
        arg++;
        if (indirect) {
            if (x->type->kind != IR_TY_PTR)
                verr(v, loc, "Operand for indirect constraint must have pointer type");
            else if (!ir_attr_has(as, IR_ATTR_ELEMENTTYPE))
                verr(v, loc, "Operand for indirect constraint must have elementtype attribute");
        } else if (ir_attr_has(as, IR_ATTR_ELEMENTTYPE)) {
            verr(v, loc, "Elementtype attribute can only be applied for indirect constraints");
        }
    }
    if (i->op == IR_OP_CALLBR) {
        if (labels != i->n_indirect)
            verr(v, loc, "Number of label constraints does not match number of callbr dests");
    } else if (labels) {
        verr(v, loc, "Label constraints can only be used with callbr");
    }
}

/* The few target intrinsics whose extra rules are plain enough to check
 * without their signatures: exclusive loads/stores need an elementtype. */
static void
check_target_intrinsic(V *v, const IrInst *i, const char *name, uint32_t na)
{
    static const struct { const char *prefix; unsigned arg; } ex[] = {
        {"llvm.aarch64.ldxr.", 0}, {"llvm.aarch64.ldaxr.", 0}, {"llvm.aarch64.stxr.", 1},
        {"llvm.aarch64.stlxr.", 1}, {"llvm.arm.ldrex.", 0}, {"llvm.arm.ldaex.", 0},
        {"llvm.arm.strex.", 1}, {"llvm.arm.stlex.", 1}};
    for (unsigned k = 0; k < sizeof ex / sizeof ex[0]; k++)
        if (!strncmp(name, ex[k].prefix, strlen(ex[k].prefix)) && ex[k].arg < na &&
            !ir_attr_has(ir_attrs_param(i->attrs, ex[k].arg), IR_ATTR_ELEMENTTYPE))
            verr(v, i->loc, "Intrinsic requires elementtype attribute on %s argument.",
                 ex[k].arg ? "second" : "first");
}

/* LangRef "call", "invoke", "callbr" */
static void
check_call(V *v, const IrInst *i, uint32_t b, uint32_t pos)
{
    IrLoc loc = i->loc;
    const IrType *fty = i->fty;
    if (!fty || fty->kind != IR_TY_FUNC || !i->nops || !i->ops[0]) {
        verr(v, loc, "call without a function type");
        return;
    }
    uint32_t na = ir_call_nargs(i);
    if (na + 1 > i->nops) {
        verr(v, loc, "malformed call operands");
        return;
    }
    const IrValue *callee = i->ops[0];
    if (callee->type->kind != IR_TY_PTR)
        verr(v, loc, "Called function must be a pointer!");
    if (i->v.type != fty->elem)
        verr(v, loc, "call result type '%s' does not match the function type's '%s'",
             tstr(v, i->v.type), tstr(v, fty->elem));
    const IrFunc *cf = callee->kind == IR_V_FUNC ? (const IrFunc *)callee : NULL;
    int is_intr = cf && cf->g.v.name && !strncmp(cf->g.v.name, "llvm.", 5);
    int is_asm = callee->kind == IR_V_ASM;
    IrIntrinsicId id = is_intr ? intrinsic_of(v, cf) : IR_INTR_NONE;
    if (na < fty->nmembers || (na > fty->nmembers && !(fty->flags & IR_TYF_VARARG))) {
        verr(v, loc, "Incorrect number of arguments passed to called function! (expected %u, got %u)",
             fty->nmembers, na);
        return;
    }
    IrType **argty = IR_NEWN(v->fa, IrType *, na + 1);
    for (uint32_t k = 0; k < na; k++) {
        const IrValue *a = i->ops[1 + k];
        if (!a) {
            verr(v, loc, "call with a missing argument");
            return;
        }
        argty[k] = a->type;
        if (k < fty->nmembers && a->type != fty->members[k])
            verr(v, loc, "Call parameter type does not match function signature! (argument %u is "
                         "'%s', the function takes '%s')", k + 1, tstr(v, a->type),
                 tstr(v, fty->members[k]));
        if (a->type->kind == IR_TY_LABEL || a->type->kind == IR_TY_VOID ||
            a->type->kind == IR_TY_FUNC)
            verr(v, loc, "invalid type for function argument");
        else if (a->kind == IR_V_MD) {
            if (!is_intr)
                verr(v, loc, "Function has metadata parameter but isn't an intrinsic");
            else
                check_md_locals(v, ((const IrConst *)a)->md, loc, 0, 0);
        } else if (a->kind == IR_V_BLOCK) {
            verr(v, loc, "invalid use of a basic block as a function argument");
        } else if (is_intr && a->kind == IR_V_FUNC) {
            /* intrinsics may take intrinsics (gc.statepoint of an intrinsic) */
        } else {
            if (a->type->kind == IR_TY_X86_AMX && ir_value_is_const(a))
                verr(v, loc, "const x86_amx is not allowed in argument!");
            check_use(v, i, a, b, pos, -1);
        }
    }
    if (!is_intr && !is_asm) {
        for (uint32_t k = 0; k < fty->nmembers; k++) {
            if (token_like(fty->members[k]) && !cf)
                verr(v, loc, "Function has token parameter but isn't an intrinsic");
            if (fty->members[k]->kind == IR_TY_METADATA && !cf)
                verr(v, loc, "Function has metadata parameter but isn't an intrinsic");
            if (fty->members[k]->kind == IR_TY_X86_AMX && !cf)
                verr(v, loc, "Function has x86_amx parameter but isn't an intrinsic");
        }
        if (!cf && token_like(fty->elem))
            verr(v, loc, "Return type cannot be token for indirect call!");
        if (!cf && fty->elem->kind == IR_TY_X86_AMX)
            verr(v, loc, "Return type cannot be x86_amx for indirect call!");
    }
    if (callee->kind == IR_V_ASM) {
        /* inline asm: nothing to check here */
    } else if (callee->kind == IR_V_INST || callee->kind == IR_V_ARG) {
        check_use(v, i, callee, b, pos, -1);
    } else if (callee->kind == IR_V_BLOCK || callee->kind == IR_V_MD) {
        verr(v, loc, "invalid callee");
    } else if (!ir_value_is_global(callee)) {
        check_const(v, callee, loc, 0);
    } else if (is_intrinsic_global_var(callee)) {
        verr(v, loc, "invalid uses of intrinsic global variable");
    }
    if (!(is_intr && !strncmp(cf->g.v.name, "llvm.dbg.", 9)))
        check_attr_list(v, i->attrs, fty, argty, na, loc,
                    CTX_CALL | (is_intr ? CTX_INTR : 0) | (is_asm ? CTX_ASM : 0) |
                        (cf && ir_attr_has(&cf->attrs.fn, IR_ATTR_SPECULATABLE)
                             ? CTX_SPECULATABLE_CALLEE : 0));
    /* immediate arguments (LangRef "immarg") */
    int has_imm = id != IR_INTR_NONE && ir_intrinsic_info[id].sig && strchr(ir_intrinsic_info[id].sig, '!');
    uint32_t nimm = na < fty->nmembers ? na : fty->nmembers;
    uint8_t *imms = NULL;
    int64_t *los = NULL, *his = NULL;
    if (has_imm) {
        imms = IR_NEWN(v->fa, uint8_t, nimm + 1);
        los = IR_NEWN(v->fa, int64_t, nimm + 1);
        his = IR_NEWN(v->fa, int64_t, nimm + 1);
        has_imm = ir_intrinsic_immargs(id, fty, nimm, imms, los, his);
    }
    for (uint32_t k = 0; k < nimm; k++) {
        int64_t lo = 1, hi = 0;
        int imm = has_imm && imms[k];
        if (imm) {
            lo = los[k];
            hi = his[k];
        }
        const IrAttrSet *ds = cf ? ir_attrs_param(&cf->attrs, k) : NULL;
        if (ir_attr_has(ds, IR_ATTR_IMMARG))
            imm = 1;
        if (!imm)
            continue;
        const IrValue *a = i->ops[1 + k];
        int scalar = a->type->kind == IR_TY_INT || ir_type_is_fp(a->type);
        if (!(a->kind == IR_V_INT || a->kind == IR_V_FP || (a->kind == IR_V_ZERO && scalar) ||
              (scalar && foldable(a, 0)))) {
            verr(v, loc, "immarg operand has non-immediate parameter (argument %u)", k + 1);
            continue;
        }
        const IrAttr *r = ir_attr_find(ds, IR_ATTR_RANGE);
        if (r && r->lo && r->hi && r->lo->kind == IR_V_INT && r->hi->kind == IR_V_INT &&
            r->lo->type->bits <= 64) {
            lo = ir_const_sext(r->lo);
            hi = ir_const_sext(r->hi);
        }
        int64_t x;
        if (lo < hi && const_i64(a, &x) && (x < lo || x >= hi))
            verr(v, loc, "immarg value %lld out of range [%lld, %lld)", (long long)x,
                 (long long)lo, (long long)hi);
    }
    /* LangRef "Intrinsic Functions": the signature is checked where the
     * intrinsic is called (LLVM does not check unused declarations).  An
     * intrinsic called without a declaration has one per call type. */
    int dbg_call = is_intr && !strncmp(cf->g.v.name, "llvm.dbg.", 9);
    if (dbg_call) {
        /* llvm-as turns these calls into debug records, or drops them with
         * broken debug info */
    } else if (id != IR_INTR_NONE && !cf->implicit && cf->g.vtype != fty &&
               ir_intrinsic_form(id, fty) <= 0) {
        /* a call through another function type does not call the intrinsic
         * (except the old forms llvm-as upgrades; target intrinsics, whose
         * upgrades we do not know, are not checked) */
        verr(v, loc, "Intrinsic called with incompatible signature");
    } else if (id != IR_INTR_NONE) {
        char msg[400];
        const IrType *decl = cf->implicit || cf->g.vtype != fty ? fty : cf->g.vtype;
        if (ir_intrinsic_check(id, decl, msg, sizeof msg))
            verr(v, loc, "%s%s", cf->implicit ? "invalid intrinsic signature: " : "", msg);
        else
            check_intrinsic_call(v, i, id);
    }
    if (cc_no_calls(i->cc))
        verr(v, loc, "calling convention does not permit calls");
    if (is_asm)
        check_asm_call(v, i, (const IrConst *)callee, na);
    if (is_intr && id == IR_INTR_NONE)
        check_target_intrinsic(v, i, cf->g.v.name, na);
    /* inalloca arguments come from an `alloca inalloca` (LangRef "inalloca") */
    if (na && fty->nmembers == na) {
        const IrAttrSet *ls = ir_attrs_param(i->attrs, na - 1);
        const IrAttrSet *ld = cf ? ir_attrs_param(&cf->attrs, na - 1) : NULL;
        if (ir_attr_has(ls, IR_ATTR_INALLOCA) || ir_attr_has(ld, IR_ATTR_INALLOCA)) {
            const IrValue *a = i->ops[na];
            for (int d = 0; d < 16 && a && a->kind == IR_V_INST &&
                            ((const IrInst *)a)->op == IR_OP_GEP; d++)
                a = ((const IrInst *)a)->ops[0];
            if (a && a->kind == IR_V_INST && ((const IrInst *)a)->op == IR_OP_ALLOCA &&
                !(((const IrInst *)a)->flags & IR_F_INALLOCA))
                verr(v, loc, "inalloca argument for call has mismatched alloca");
        }
    }
    /* argument and return types whose alignment LLVM cannot represent */
    if (!is_intr) {
        for (uint32_t k = 0; k <= na; k++) {
            const IrType *t = k == na ? fty->elem : argty[k];
            if (t->kind == IR_TY_VEC && !vec_scalable(t) &&
                scalar_bits(v, t) * t->count / 8 > (1ull << 32)) {
                verr(v, loc, k == na ? "Incorrect alignment of return type to called function!"
                                     : "Incorrect alignment of argument passed to called function!");
                break;
            }
        }
    }
    /* operand bundles (LangRef "Operand Bundles") */
    static const char *const once[] = {"deopt", "funclet", "gc-transition", "cfguardtarget",
                                       "preallocated", "gc-live", "ptrauth", "kcfi",
                                       "convergencectrl", NULL};
    for (uint32_t k = 0; k < i->nbundles; k++) {
        const IrBundle *bd = &i->bundles[k];
        for (uint32_t j = 0; j < bd->nops; j++)
            if (bd->ops[j] && bd->ops[j]->kind != IR_V_MD)
                check_use(v, i, bd->ops[j], b, pos, -1);
        if (!bd->tag)
            continue;
        for (int t = 0; once[t]; t++) {
            if (strcmp(bd->tag, once[t]))
                continue;
            for (uint32_t j = k + 1; j < i->nbundles; j++)
                if (i->bundles[j].tag && !strcmp(i->bundles[j].tag, bd->tag)) {
                    verr(v, loc, "Multiple %s operand bundles", bd->tag);
                    break;
                }
        }
        if (!strcmp(bd->tag, "funclet")) {
            const IrValue *p = bd->nops == 1 ? bd->ops[0] : NULL;
            if (!p || p->kind != IR_V_INST ||
                (((const IrInst *)p)->op != IR_OP_CATCHPAD && ((const IrInst *)p)->op != IR_OP_CLEANUPPAD))
                verr(v, loc, "Funclet bundle operands should correspond to a FuncletPadInst");
        }
    }
    if (i->op == IR_OP_CALL && i->tail == IR_TAIL_MUSTTAIL)
        check_musttail(v, i);
}

/* --------------------------------------------------------- instructions */

static int
atomic_type_ok(const IrType *t)
{
    if (t->kind == IR_TY_INT || ir_type_is_fp(t) || t->kind == IR_TY_PTR)
        return 1;
    return t->kind == IR_TY_VEC && !vec_scalable(t) &&
           (t->elem->kind == IR_TY_INT || ir_type_is_fp(t->elem) || t->elem->kind == IR_TY_PTR);
}

/* LangRef "Atomic Memory Ordering Constraints": a power-of-two size of at
 * least a byte. */
static void
check_atomic_size(V *v, const IrInst *i, const IrType *t)
{
    uint64_t bits = ir_type_size_bits(v->m, t);
    if (bits < 8)
        verr(v, i->loc, "atomic memory access' size must be byte-sized");
    else if (bits & (bits - 1))
        verr(v, i->loc, "atomic memory access' operand must have a power-of-two size");
}

static void
check_ptr_operand(V *v, const IrInst *i, const IrValue *p)
{
    if (p && p->type->kind != IR_TY_PTR)
        verr(v, i->loc, "%s operand must be a pointer", ir_op_name(i->op));
}

/* The EH pad a value designates, or NULL. */
static const IrInst *
as_pad(const IrValue *x, unsigned op)
{
    if (!x || x->kind != IR_V_INST)
        return NULL;
    const IrInst *p = (const IrInst *)x;
    return p->op == op ? p : NULL;
}

static void
check_unwind_dest(V *v, const IrInst *i, const IrValue *dest, const char *what)
{
    uint32_t d = block_index(v, dest);
    if (d == NONE32)
        return;
    const IrInst *f = first_non_phi(v->blk[d]);
    if (!is_eh_pad(f))
        verr(v, i->loc, "The unwind destination does not have an exception handling instruction!");
    else if (what && f->op == IR_OP_LANDINGPAD)
        verr(v, i->loc, "%s must unwind to an EH block which is not a landingpad.", what);
}

static void
need_personality(V *v, const IrInst *i, const char *what)
{
    if (!v->fn->personality)
        verr(v, i->loc, "%s needs to be in a function with a personality.", what);
}

/* LangRef "Debug Records": #dbg_value(value, !var, !expr, !loc), #dbg_declare
 * (same), #dbg_assign(value, !var, !expr, !id, addr, !addrexpr, !loc),
 * #dbg_label(!label, !loc). */
static void
check_dbg_record(V *v, const IrDbgRecord *r, IrLoc loc)
{
    const char *k = r->kind ? r->kind : "";
    uint32_t want = !strcmp(k, "assign") ? 7 : !strcmp(k, "label") ? 2 : 4;
    if (r->nargs != want) {
        verr(v, loc, "#dbg_%s takes %u operands, not %u", k, want, r->nargs);
        return;
    }
    for (uint32_t a = 0; a < r->nargs; a++) {
        int value_ok = (want != 2 && a == 0) || (want == 7 && a == 4);
        if (!value_ok && r->args[a] && r->args[a]->kind == IR_MD_VALUE) {
            verr(v, loc, "#dbg_%s operand %u must be metadata: expected '!' here", k, a + 1);
            return;
        }
    }
}

/* LangRef "Instruction Reference": one instruction (block b, position pos;
 * first: it is the first non-phi of its block). */
static void
check_inst(V *v, IrInst *i, uint32_t b, uint32_t pos, int first)
{
    IrLoc loc = i->loc;
    const IrOpInfo *info = &ir_opinfo[i->op];
    IrType *t = i->v.type;
    IrValue **o = i->ops;
    if (!t) {
        verr(v, loc, "instruction without a type");
        return;
    }
    /* flags the opcode does not take (ops.def) */
    uint32_t allowed = info->flags | IR_F_ALIGN_DEFAULT; /* (a note of the parser's) */
    if (i->op == IR_OP_CLEANUPRET || i->op == IR_OP_CATCHSWITCH)
        allowed |= IR_F_UNWIND_DEST;
    if (i->op == IR_OP_LANDINGPAD)
        allowed |= IR_F_CLEANUP;
    if (i->flags & ~allowed)
        verr(v, loc, "flags that '%s' does not take", info->name);
    if ((i->flags & IR_F_FMF) && (i->op == IR_OP_PHI || i->op == IR_OP_SELECT || ir_inst_is_call(i)) &&
        !fmf_type(t, 0))
        verr(v, loc, "fast-math-flags specified for %s without floating-point scalar or vector "
                     "return type", info->name);
    if (i->tail && i->op != IR_OP_CALL)
        verr(v, loc, "tail call marker on '%s'", info->name);
    if (i->align && !align_ok(i->align))
        verr(v, loc, "alignment is not a power of two or is larger than 2^32");
    if (t->kind != IR_TY_VOID)
        check_type(v, t, loc);
    /* operand counts per shape, so that the checks below may index */
    uint32_t need = 0;
    switch (info->shape) {
    case IR_SH_UNARY: case IR_SH_RESUME: case IR_SH_CAST: case IR_SH_ALLOCA: case IR_SH_LOAD:
    case IR_SH_VAARG: case IR_SH_EXTRACTVAL:
        need = 1; break;
    case IR_SH_BINARY: case IR_SH_CMP: case IR_SH_STORE: case IR_SH_ATOMICRMW:
    case IR_SH_EXTRACTELT: case IR_SH_SHUFFLE: case IR_SH_INSERTVAL: case IR_SH_CATCHRET:
        need = 2; break;
    case IR_SH_CMPXCHG: case IR_SH_SELECT: case IR_SH_INSERTELT:
        need = 3; break;
    case IR_SH_BR: case IR_SH_CLEANUPRET: case IR_SH_PAD: case IR_SH_CALL: case IR_SH_GEP:
    case IR_SH_INDIRECTBR:
        need = 1; break;
    case IR_SH_SWITCH: case IR_SH_CATCHSWITCH:
        need = 2; break;
    case IR_SH_INVOKE:
        need = 3; break;
    default:
        break;
    }
    if (i->nops < need) {
        verr(v, loc, "'%s' with too few operands", info->name);
        return;
    }
    for (uint32_t k = 0; k < need && info->shape != IR_SH_BR; k++)
        if (!o[k]) {
            verr(v, loc, "'%s' with a missing operand", info->name);
            return;
        }

    switch (info->shape) {
    case IR_SH_RET: { /* LangRef "'ret' Instruction" */
        const IrType *rt = v->fn->g.vtype->elem;
        if (rt->kind == IR_TY_VOID) {
            if (i->nops)
                verr(v, loc, "value doesn't match function result type 'void'");
        } else if (i->nops != 1 || !o[0] || o[0]->type != rt) {
            verr(v, loc, "value doesn't match function result type '%s'", tstr(v, rt));
        }
        if (i->nops == 1)
            check_use(v, i, o[0], b, pos, -1);
        break;
    }
    case IR_SH_BR:
        if (i->nops == 1) {
            check_label(v, i, o[0]);
        } else if (i->nops == 3) {
            if (!o[0] || !is_int(o[0]->type, 1))
                verr(v, loc, "Branch condition is not 'i1' type!");
            check_use(v, i, o[0], b, pos, -1);
            check_label(v, i, o[1]);
            check_label(v, i, o[2]);
        } else {
            verr(v, loc, "malformed branch");
        }
        break;
    case IR_SH_SWITCH: { /* LangRef "'switch' Instruction" */
        const IrType *ct = o[0]->type;
        if (ct->kind != IR_TY_INT)
            verr(v, loc, "Switch must have an integer condition");
        check_use(v, i, o[0], b, pos, -1);
        check_label(v, i, o[1]);
        uint32_t ncase = (i->nops - 2) / 2;
        if ((i->nops - 2) % 2)
            verr(v, loc, "malformed switch");
        /* unique case values: a hash set of the constants */
        uint32_t cap = 16;
        while (cap < 2 * ncase + 2)
            cap *= 2;
        const IrValue **set = IR_NEWN(v->fa, const IrValue *, cap);
        for (uint32_t k = 0; k < ncase; k++) {
            const IrValue *cv = o[2 + 2 * k];
            check_label(v, i, o[3 + 2 * k]);
            if (!cv || cv->kind != IR_V_INT || cv->type != ct) {
                verr(v, loc, "Switch constants must all be same type as switch value!");
                continue;
            }
            const IrConst *c = (const IrConst *)cv;
            unsigned nw = WIDE_WORDS(ct->bits);
            uint64_t hv = 0;
            for (unsigned w = 0; w < nw; w++)
                hv = (hv ^ c->w[w]) * 0x100000001B3ull;
            uint32_t h = (uint32_t)(hv ^ (hv >> 29)) & (cap - 1);
            int dup = 0;
            while (set[h]) {
                if (const_int_eq(set[h], cv)) {
                    dup = 1;
                    break;
                }
                h = (h + 1) & (cap - 1);
            }
            if (dup)
                verr(v, loc, "Duplicate integer as switch case");
            else
                set[h] = cv;
        }
        break;
    }
    case IR_SH_INDIRECTBR:
        if (o[0]->type->kind != IR_TY_PTR)
            verr(v, loc, "Indirectbr operand must have pointer type!");
        check_use(v, i, o[0], b, pos, -1);
        for (uint32_t k = 1; k < i->nops; k++)
            check_label(v, i, o[k]);
        break;
    case IR_SH_INVOKE: case IR_SH_CALLBR: case IR_SH_CALL:
        if (info->shape == IR_SH_INVOKE) {
            check_label(v, i, o[i->nops - 2]);
            check_label(v, i, o[i->nops - 1]);
            check_unwind_dest(v, i, o[i->nops - 1], NULL);
        } else if (info->shape == IR_SH_CALLBR) {
            if (i->nops < 2 + i->n_indirect) {
                verr(v, loc, "malformed callbr");
                break;
            }
            for (uint32_t k = i->nops - 1 - i->n_indirect; k < i->nops; k++)
                check_label(v, i, o[k]);
            if (o[0]->kind == IR_V_FUNC && o[0]->name && !strcmp(o[0]->name, "llvm.amdgcn.kill")) {
                if (i->n_indirect != 1) {
                    verr(v, loc, "Callbr amdgcn_kill only supports one indirect dest");
                } else {
                    uint32_t kb = block_index(v, o[i->nops - 1]);
                    if (kb != NONE32 && (!v->blk[kb]->first || v->blk[kb]->first->op != IR_OP_UNREACHABLE))
                        verr(v, loc, "Callbr amdgcn_kill indirect dest needs to be unreachable");
                }
            } else if (o[0]->kind != IR_V_ASM) {
                verr(v, loc, "Callbr currently only supports asm-goto and selected intrinsics");
            }
        }
        check_call(v, i, b, pos);
        break;
    case IR_SH_RESUME:
        need_personality(v, i, "ResumeInst");
        check_use(v, i, o[0], b, pos, -1);
        if (v->lp_type && o[0]->type != v->lp_type)
            verr(v, loc, "The resume instruction should have a consistent result type inside a "
                         "function.");
        else if (!v->lp_type)
            v->lp_type = o[0]->type;
        break;
    case IR_SH_NONE:
        break;
    case IR_SH_CLEANUPRET:
        if (!as_pad(o[0], IR_OP_CLEANUPPAD))
            verr(v, loc, "CleanupReturnInst needs to be provided a CleanupPad");
        else
            check_use(v, i, o[0], b, pos, -1);
        if (i->nops == 2) {
            check_label(v, i, o[1]);
            check_unwind_dest(v, i, o[1], "CleanupReturnInst");
        }
        break;
    case IR_SH_CATCHRET:
        if (!as_pad(o[0], IR_OP_CATCHPAD))
            verr(v, loc, "CatchReturnInst needs to be provided a CatchPad");
        else
            check_use(v, i, o[0], b, pos, -1);
        check_label(v, i, o[1]);
        break;
    case IR_SH_CATCHSWITCH: {
        need_personality(v, i, "CatchSwitchInst");
        if (!first)
            verr(v, loc, "CatchSwitchInst not the first non-PHI instruction in the block.");
        const IrValue *pp = o[0];
        if (pp->kind != IR_V_NONE && !as_pad(pp, IR_OP_CATCHPAD) && !as_pad(pp, IR_OP_CLEANUPPAD))
            verr(v, loc, "CatchSwitchInst has an invalid parent.");
        else if (pp->kind == IR_V_INST)
            check_use(v, i, pp, b, pos, -1);
        uint32_t nh = i->nops - 1 - ((i->flags & IR_F_UNWIND_DEST) ? 1 : 0);
        if (!nh)
            verr(v, loc, "CatchSwitchInst cannot have empty handler list");
        for (uint32_t k = 1; k <= nh && k < i->nops; k++) {
            check_label(v, i, o[k]);
            uint32_t h = block_index(v, o[k]);
            if (h != NONE32 && (!first_non_phi(v->blk[h]) || first_non_phi(v->blk[h])->op != IR_OP_CATCHPAD))
                verr(v, loc, "CatchSwitchInst handlers must be catchpads");
        }
        if (i->flags & IR_F_UNWIND_DEST) {
            check_label(v, i, o[i->nops - 1]);
            check_unwind_dest(v, i, o[i->nops - 1], "CatchSwitchInst");
        }
        break;
    }
    case IR_SH_PAD: {
        int catchpad = i->op == IR_OP_CATCHPAD;
        need_personality(v, i, catchpad ? "CatchPadInst" : "CleanupPadInst");
        if (!first)
            verr(v, loc, "%s not the first non-PHI instruction in the block.",
                 catchpad ? "CatchPadInst" : "CleanupPadInst");
        const IrValue *pp = o[0];
        if (catchpad) {
            if (!as_pad(pp, IR_OP_CATCHSWITCH))
                verr(v, loc, "CatchPadInst needs to be directly nested in a CatchSwitchInst.");
            else
                check_use(v, i, pp, b, pos, -1);
        } else {
            if (pp->kind != IR_V_NONE && !as_pad(pp, IR_OP_CATCHPAD) && !as_pad(pp, IR_OP_CLEANUPPAD))
                verr(v, loc, "CleanupPadInst has an invalid parent.");
            else if (pp->kind == IR_V_INST)
                check_use(v, i, pp, b, pos, -1);
        }
        for (uint32_t k = 1; k < i->nops; k++)
            check_use(v, i, o[k], b, pos, -1);
        break;
    }
    case IR_SH_LANDINGPAD: /* LangRef "'landingpad' Instruction" */
        need_personality(v, i, "LandingPadInst");
        if (!first)
            verr(v, loc, "LandingPadInst not the first non-PHI instruction in the block.");
        if (!i->nops && !(i->flags & IR_F_CLEANUP))
            verr(v, loc, "LandingPadInst needs at least one clause or to be a cleanup.");
        if (v->lp_type && t != v->lp_type)
            verr(v, loc, "The landingpad instruction should have a consistent result type inside "
                         "a function.");
        else if (!v->lp_type)
            v->lp_type = t;
        for (uint32_t k = 0; k < i->nops; k++) {
            const IrValue *c = o[k];
            if (!c)
                continue;
            int filter = i->ints && k < i->nints && i->ints[k] == IR_LP_FILTER;
            if (filter) {
                if (c->type->kind != IR_TY_ARRAY || !ir_value_is_const(c))
                    verr(v, loc, "Filter operand is not an array of constants!");
            } else if (c->type->kind != IR_TY_PTR) {
                verr(v, loc, "Catch operand does not have pointer type!");
            }
            check_use(v, i, c, b, pos, -1);
        }
        break;
    case IR_SH_UNARY:
        if (o[0]->type != t)
            verr(v, loc, "%s operand type must match the result type", info->name);
        if (i->op == IR_OP_FNEG && !ir_type_is_fp_or_fpvec(t))
            verr(v, loc, "FNeg operator only works with float types!");
        if (i->op == IR_OP_FREEZE && (!value_type(t) || token_like(t)))
            verr(v, loc, "Cannot freeze a value of type '%s'", tstr(v, t));
        check_use(v, i, o[0], b, pos, -1);
        break;
    case IR_SH_BINARY: { /* LangRef "Binary Operations", "Bitwise Binary Operations" */
        if (o[0]->type != o[1]->type || o[0]->type != t)
            verr(v, loc, "Both operands to a binary operator are not of the same type!");
        int fp = (info->flags & IR_F_FMF) != 0;
        if (fp ? !ir_type_is_fp_or_fpvec(t) : !ir_type_is_int_or_intvec(t))
            verr(v, loc, fp ? "Floating-point arithmetic operators only work with floating-point types!"
                            : "Integer arithmetic operators only work with integral types!");
        check_use(v, i, o[0], b, pos, -1);
        check_use(v, i, o[1], b, pos, -1);
        break;
    }
    case IR_SH_EXTRACTELT:
        if (o[0]->type->kind != IR_TY_VEC || o[1]->type->kind != IR_TY_INT ||
            t != o[0]->type->elem)
            verr(v, loc, "Invalid extractelement operands!");
        check_use(v, i, o[0], b, pos, -1);
        check_use(v, i, o[1], b, pos, -1);
        break;
    case IR_SH_INSERTELT:
        if (o[0]->type->kind != IR_TY_VEC || o[1]->type != o[0]->type->elem ||
            o[2]->type->kind != IR_TY_INT || t != o[0]->type)
            verr(v, loc, "Invalid insertelement operands!");
        for (int k = 0; k < 3; k++)
            check_use(v, i, o[k], b, pos, -1);
        break;
    case IR_SH_SHUFFLE: { /* LangRef "'shufflevector' Instruction" */
        const IrType *vt = o[0]->type;
        if (vt->kind != IR_TY_VEC || o[1]->type != vt || t->kind != IR_TY_VEC || t->elem != vt->elem ||
            t->count != i->nints || vec_scalable(t) != vec_scalable(vt)) {
            verr(v, loc, "Invalid shufflevector operands!");
        } else {
            uint64_t lim = 2 * vt->count;
            for (uint32_t k = 0; k < i->nints; k++) {
                int32_t mv = i->ints[k];
                if (mv < IR_MASK_UNDEF || (mv >= 0 && (uint64_t)mv >= lim && !vec_scalable(vt))) {
                    verr(v, loc, "Invalid shufflevector operands! (mask element %d is out of range)", mv);
                    break;
                }
                if (vec_scalable(vt) && mv > 0) {
                    verr(v, loc, "Invalid shufflevector operands! (a scalable vector shuffle needs a "
                                 "zeroinitializer, undef or poison mask)");
                    break;
                }
            }
        }
        check_use(v, i, o[0], b, pos, -1);
        check_use(v, i, o[1], b, pos, -1);
        break;
    }
    case IR_SH_EXTRACTVAL: case IR_SH_INSERTVAL: { /* LangRef "Aggregate Operations" */
        const IrType *cur = o[0]->type;
        if (!ir_type_is_aggregate(cur) || !i->nints) {
            verr(v, loc, "%s operand must be an aggregate with indices", info->name);
            break;
        }
        for (uint32_t k = 0; k < i->nints && cur; k++) {
            int32_t ix = i->ints[k];
            if (cur->kind == IR_TY_STRUCT && ix >= 0 && (uint32_t)ix < cur->nmembers)
                cur = cur->members[ix];
            else if (cur->kind == IR_TY_ARRAY && ix >= 0 && (uint64_t)ix < cur->count)
                cur = cur->elem;
            else
                cur = NULL;
        }
        if (!cur)
            verr(v, loc, "Invalid indices for %s", info->name);
        else if (info->shape == IR_SH_EXTRACTVAL ? t != cur
                                                 : (t != o[0]->type || !o[1] || o[1]->type != cur))
            verr(v, loc, "Invalid %s operands!", info->name);
        check_use(v, i, o[0], b, pos, -1);
        if (info->shape == IR_SH_INSERTVAL && o[1])
            check_use(v, i, o[1], b, pos, -1);
        break;
    }
    case IR_SH_ALLOCA: { /* LangRef "'alloca' Instruction" */
        const IrType *at = i->ty2;
        if (!at || !value_type(at) || at->kind == IR_TY_TOKEN || at->kind == IR_TY_X86_AMX) {
            verr(v, loc, "invalid type for alloca");
        } else if (!is_sized(v, at)) {
            verr(v, loc, "Cannot allocate unsized type");
        } else {
            check_type(v, at, loc);
        }
        if (o[0]->type->kind != IR_TY_INT)
            verr(v, loc, "Alloca array size must have integer type");
        if (t->kind != IR_TY_PTR)
            verr(v, loc, "alloca must produce a pointer");
        check_use(v, i, o[0], b, pos, -1);
        break;
    }
    case IR_SH_LOAD: { /* LangRef "'load' Instruction" */
        check_ptr_operand(v, i, o[0]);
        if (!value_type(t) || t->kind == IR_TY_TOKEN || !is_sized(v, t))
            verr(v, loc, "loading unsized types is not allowed");
        if (i->ord) {
            if (i->ord == IR_ORD_RELEASE || i->ord == IR_ORD_ACQ_REL)
                verr(v, loc, "Load cannot have Release ordering");
            if (!i->align)
                verr(v, loc, "Atomic load must specify explicit alignment");
            if (!atomic_type_ok(t))
                verr(v, loc, "atomic load operand must have integer, pointer, floating point, or "
                             "vector type!");
            else
                check_atomic_size(v, i, t);
        }
        check_use(v, i, o[0], b, pos, -1);
        break;
    }
    case IR_SH_STORE: { /* LangRef "'store' Instruction" */
        const IrType *st = o[0]->type;
        check_ptr_operand(v, i, o[1]);
        if (!value_type(st) || st->kind == IR_TY_TOKEN || !is_sized(v, st))
            verr(v, loc, "storing unsized types is not allowed");
        if (i->ord) {
            if (i->ord == IR_ORD_ACQUIRE || i->ord == IR_ORD_ACQ_REL)
                verr(v, loc, "Store cannot have Acquire ordering");
            if (!i->align)
                verr(v, loc, "Atomic store must specify explicit alignment");
            if (!atomic_type_ok(st))
                verr(v, loc, "atomic store operand must have integer, pointer, floating point, or "
                             "vector type!");
            else
                check_atomic_size(v, i, st);
        }
        check_use(v, i, o[0], b, pos, -1);
        check_use(v, i, o[1], b, pos, -1);
        break;
    }
    case IR_SH_FENCE: /* LangRef "'fence' Instruction" */
        if (i->ord != IR_ORD_ACQUIRE && i->ord != IR_ORD_RELEASE && i->ord != IR_ORD_ACQ_REL &&
            i->ord != IR_ORD_SEQ_CST)
            verr(v, loc, "fence instructions may only have acquire, release, acq_rel, or seq_cst "
                         "ordering.");
        break;
    case IR_SH_CMPXCHG: { /* LangRef "'cmpxchg' Instruction" */
        check_ptr_operand(v, i, o[0]);
        const IrType *ct = o[1]->type;
        if (o[2]->type != ct)
            verr(v, loc, "compare value and new value type do not match");
        if (ct->kind != IR_TY_INT && ct->kind != IR_TY_PTR)
            verr(v, loc, "cmpxchg operand must have integer or pointer type");
        else
            check_atomic_size(v, i, ct);
        if (i->ord < IR_ORD_MONOTONIC || i->ord == IR_ORD_CONSUME_UNUSED || i->ord > IR_ORD_SEQ_CST)
            verr(v, loc, "invalid cmpxchg success ordering");
        if (i->ord2 < IR_ORD_MONOTONIC || i->ord2 == IR_ORD_RELEASE || i->ord2 == IR_ORD_ACQ_REL ||
            i->ord2 == IR_ORD_CONSUME_UNUSED || i->ord2 > IR_ORD_SEQ_CST)
            verr(v, loc, "invalid cmpxchg failure ordering");
        if (t->kind != IR_TY_STRUCT || t->nmembers != 2 || t->members[0] != ct ||
            !is_int(t->members[1], 1))
            verr(v, loc, "cmpxchg result type must be { T, i1 }");
        for (int k = 0; k < 3; k++)
            check_use(v, i, o[k], b, pos, -1);
        break;
    }
    case IR_SH_ATOMICRMW: { /* LangRef "'atomicrmw' Instruction" */
        check_ptr_operand(v, i, o[0]);
        const IrType *vt = o[1]->type;
        const char *opn = i->rmw < IR_RMW_N ? ir_rmw_names[i->rmw] : "?";
        int ok;
        if (i->rmw == IR_RMW_XCHG) {
            ok = vt->kind == IR_TY_INT || ir_type_is_fp(vt) || vt->kind == IR_TY_PTR;
            if (!ok)
                verr(v, loc, "atomicrmw xchg operand must be an integer, floating point, or pointer "
                             "type");
        } else if (i->rmw == IR_RMW_FADD || i->rmw == IR_RMW_FSUB || i->rmw == IR_RMW_FMAX ||
                   i->rmw == IR_RMW_FMIN || i->rmw == IR_RMW_FMAXIMUM ||
                   i->rmw == IR_RMW_FMINIMUM || i->rmw == IR_RMW_FMAXIMUMNUM ||
                   i->rmw == IR_RMW_FMINIMUMNUM) {
            ok = ir_type_is_fp_or_fpvec(vt) && !vec_scalable(vt);
            if (!ok)
                verr(v, loc, "atomicrmw %s operand must be a floating point type", opn);
        } else {
            ok = vt->kind == IR_TY_INT;
            if (!ok)
                verr(v, loc, "atomicrmw %s operand must be an integer", opn);
        }
        if (vec_scalable(vt))
            verr(v, loc, "atomicrmw operand may not be scalable");
        else if (ok)
            check_atomic_size(v, i, vt);
        if (i->ord == IR_ORD_UNORDERED)
            verr(v, loc, "atomicrmw instructions cannot be unordered.");
        else if (i->ord == IR_ORD_NONE)
            verr(v, loc, "atomicrmw instructions must be atomic.");
        if (t != vt)
            verr(v, loc, "atomicrmw result type must match its operand");
        check_use(v, i, o[0], b, pos, -1);
        check_use(v, i, o[1], b, pos, -1);
        break;
    }
    case IR_SH_GEP: { /* LangRef "'getelementptr' Instruction" */
        const IrType *bt = o[0]->type;
        if (!ir_type_is_ptr_or_ptrvec(bt))
            verr(v, loc, "GEP base pointer is not a vector or a vector of pointers");
        if (!i->ty2 || !is_sized(v, i->ty2))
            verr(v, loc, "GEP into unsized type!");
        else if (contains_scalable(v, i->ty2, 0) && i->ty2->kind == IR_TY_STRUCT)
            verr(v, loc, "getelementptr cannot target structure that contains scalable vector type");
        uint64_t vn = bt->kind == IR_TY_VEC ? bt->count : 0;
        int vs = vec_scalable(bt);
        for (uint32_t k = 1; k < i->nops; k++) {
            const IrType *it = o[k] ? o[k]->type : NULL;
            if (!it || !ir_type_is_int_or_intvec(it)) {
                verr(v, loc, "GEP indexes must be integers");
                break;
            }
            if (it->kind == IR_TY_VEC) {
                if (vn && (vn != it->count || vs != vec_scalable(it)))
                    verr(v, loc, "Vector GEP index width doesn't match the other operands");
                vn = it->count;
                vs = vec_scalable(it);
            }
        }
        if (i->ty2 && !gep_indices_ok(i->ty2, o + 1, i->nops - 1))
            verr(v, loc, "invalid getelementptr indices");
        if (ir_type_scalar(t)->kind != IR_TY_PTR || ir_type_scalar(t) != ir_type_scalar((IrType *)bt) ||
            (vn ? (t->kind != IR_TY_VEC || t->count != vn) : t->kind == IR_TY_VEC))
            verr(v, loc, "GEP result type '%s' does not match its operands", tstr(v, t));
        for (uint32_t k = 0; k < i->nops; k++)
            check_use(v, i, o[k], b, pos, -1);
        break;
    }
    case IR_SH_CAST:
        if (!ir_cast_valid(v->m, i->op, o[0]->type, t))
            verr(v, loc, "invalid cast opcode for cast from '%s' to '%s'", tstr(v, o[0]->type),
                 tstr(v, t));
        check_use(v, i, o[0], b, pos, -1);
        break;
    case IR_SH_CMP: { /* LangRef "'icmp' Instruction", "'fcmp' Instruction" */
        const IrType *ot = o[0]->type;
        if (o[1]->type != ot)
            verr(v, loc, "Both operands to %s instruction are not of the same type!", info->name);
        if (i->op == IR_OP_ICMP) {
            if (!ir_type_is_int_or_intvec(ot) && !ir_type_is_ptr_or_ptrvec(ot))
                verr(v, loc, "Invalid operand types for ICmp instruction");
            if (i->pred < IR_ICMP_EQ || i->pred > IR_ICMP_SLE)
                verr(v, loc, "Invalid predicate in ICmp instruction!");
        } else {
            if (!ir_type_is_fp_or_fpvec(ot))
                verr(v, loc, "Invalid operand types for FCmp instruction");
            if (i->pred > IR_FCMP_TRUE)
                verr(v, loc, "Invalid predicate in FCmp instruction!");
        }
        if (ir_type_scalar(t)->kind != IR_TY_INT || ir_type_scalar(t)->bits != 1 || !same_shape(t, ot))
            verr(v, loc, "compare result must be i1 with the shape of its operands");
        check_use(v, i, o[0], b, pos, -1);
        check_use(v, i, o[1], b, pos, -1);
        break;
    }
    case IR_SH_PHI: /* LangRef "'phi' Instruction" (predecessors: check_phis) */
        if (!value_type(t))
            verr(v, loc, "PHI node must have first class type");
        else if (token_like(t))
            verr(v, loc, "PHI nodes cannot have token type!");
        for (uint32_t k = 0; k < i->nops; k++) {
            if (o[k] && o[k]->type != t) {
                verr(v, loc, "PHI node operands are not the same type as the result!");
                break;
            }
            if (!i->blocks || block_index(v, i->blocks[k] ? &i->blocks[k]->v : NULL) == NONE32) {
                verr(v, loc, "PHI node incoming block is not a block of this function");
                break;
            }
            check_use(v, i, o[k], b, pos, (int)k);
        }
        break;
    case IR_SH_SELECT: { /* LangRef "'select' Instruction" */
        const IrType *ct = o[0]->type;
        if (o[1]->type != o[2]->type || o[1]->type != t)
            verr(v, loc, "Both values to a select instruction must have the same type!");
        else if (token_like(t))
            verr(v, loc, "select values cannot have token type");
        if (!is_int(ir_type_scalar((IrType *)ct), 1))
            verr(v, loc, "select condition must be i1 or <n x i1>");
        else if (ct->kind == IR_TY_VEC && !same_shape(ct, t))
            verr(v, loc, "vector select requires selected vectors to have the same vector length as "
                         "select condition");
        for (int k = 0; k < 3; k++)
            check_use(v, i, o[k], b, pos, -1);
        break;
    }
    case IR_SH_VAARG:
        check_ptr_operand(v, i, o[0]);
        if (!value_type(t))
            verr(v, loc, "va_arg requires operand with first class type");
        check_use(v, i, o[0], b, pos, -1);
        break;
    default:
        verr(v, loc, "unknown instruction shape");
        break;
    }
    /* metadata attachments and debug records */
    for (uint32_t k = 0; k < i->nmd; k++)
        check_md_locals(v, i->md[k].md, loc, 1, 0);
    for (const IrDbgRecord *r = i->dbg; r; r = r->next) {
        for (uint32_t k = 0; k < r->nargs; k++)
            check_md_locals(v, r->args[k], loc, 0, 0);
        check_dbg_record(v, r, loc);
    }
    if (i->nmd)
        check_inst_md(v, i);
}

/* -------------------------------------------------------------- blocks */

/* LangRef "'phi' Instruction": exactly one entry per predecessor edge;
 * a predecessor that appears more than once gives the same value each time. */
static void
check_phis(V *v, uint32_t b, uint32_t *cnt, const IrValue **val)
{
    const IrBlock *bb = v->blk[b];
    if (!bb->first || bb->first->op != IR_OP_PHI)
        return;
    uint32_t np = v->pred_off[b + 1] - v->pred_off[b];
    for (const IrInst *i = bb->first; i && i->op == IR_OP_PHI && !full(v); i = i->next) {
        if (!i->blocks)
            continue;
        if (i->nops != np) {
            verr(v, i->loc, "PHINode should have one entry for each predecessor of its parent basic "
                            "block! (%u entries, %u predecessors)", i->nops, np);
            continue;
        }
        for (uint32_t e = v->pred_off[b]; e < v->pred_off[b + 1]; e++)
            cnt[v->pred[e]]++;
        int bad = 0;
        for (uint32_t k = 0; k < i->nops && !bad; k++) {
            uint32_t p = block_index(v, i->blocks[k] ? &i->blocks[k]->v : NULL);
            if (p == NONE32 || !cnt[p]) {
                verr(v, i->loc, "PHI node entries do not match predecessors! ('%s' is not a "
                                "predecessor)", i->blocks[k] ? vname(v, &i->blocks[k]->v) : "?");
                bad = 1;
                break;
            }
            cnt[p]--;
            if (val[p] && !ir_value_same(val[p], i->ops[k])) {
                verr(v, i->loc, "PHI node has multiple entries for the same basic block with "
                                "different incoming values!");
                bad = 1;
            }
            val[p] = i->ops[k];
        }
        /* reset the scratch */
        for (uint32_t e = v->pred_off[b]; e < v->pred_off[b + 1]; e++) {
            cnt[v->pred[e]] = 0;
            val[v->pred[e]] = NULL;
        }
        for (uint32_t k = 0; k < i->nops; k++) {
            uint32_t p = block_index(v, i->blocks[k] ? &i->blocks[k]->v : NULL);
            if (p != NONE32) {
                cnt[p] = 0;
                val[p] = NULL;
            }
        }
    }
}

/* EH pads are entered only along unwind edges (LangRef "Exception Handling
 * Instructions"). */
static void
check_pad_preds(V *v, uint32_t b)
{
    const IrInst *pad = first_non_phi(v->blk[b]);
    if (!is_eh_pad(pad))
        return;
    const IrValue *me = &v->blk[b]->v;
    for (uint32_t e = v->pred_off[b]; e < v->pred_off[b + 1]; e++) {
        const IrInst *t = v->blk[v->pred[e]]->last;
        int ok = 0;
        if (pad->op == IR_OP_LANDINGPAD) {
            ok = t->op == IR_OP_INVOKE && t->ops[t->nops - 1] == me && t->ops[t->nops - 2] != me;
            if (!ok) {
                verr(v, pad->loc, "Block containing LandingPadInst must be jumped to only by the "
                                  "unwind edge of an invoke.");
                return;
            }
        } else if (pad->op == IR_OP_CATCHPAD) {
            ok = t->op == IR_OP_CATCHSWITCH && pad->nops && pad->ops[0] == &t->v;
            if (!ok) {
                verr(v, pad->loc, "Block containing CatchPadInst must be jumped to only by its "
                                  "catchswitch.");
                return;
            }
        } else {
            if (t->op == IR_OP_INVOKE)
                ok = t->ops[t->nops - 1] == me && t->ops[t->nops - 2] != me;
            else if (t->op == IR_OP_CATCHSWITCH || t->op == IR_OP_CLEANUPRET)
                ok = (t->flags & IR_F_UNWIND_DEST) && t->ops[t->nops - 1] == me;
            if (!ok) {
                verr(v, pad->loc, "EH pad must be jumped to via an unwind edge");
                return;
            }
        }
    }
}

/* ----------------------------------------------------------- functions */

static int
is_intrinsic_name(const char *n)
{
    return n && !strncmp(n, "llvm.", 5);
}

/* Calling-convention rules on the function itself (LLVM's verifier). */
static void
check_fn_cc(V *v, const IrFunc *f)
{
    const IrType *fty = f->g.vtype;
    unsigned cc = f->cc;
    IrLoc loc = f->g.loc;
    int kernel = cc == 91 || cc == 76 || cc == 104 || cc == 105;
    int shader = cc == 87 || cc == 93 || cc == 88 || cc == 89 || cc == 90;
    if (cc == 83 && fty->nmembers && !ir_attr_has(ir_attrs_param(&f->attrs, 0), IR_ATTR_BYVAL))
        verr(v, loc, "Calling convention parameter requires byval");
    if (kernel && fty->elem->kind != IR_TY_VOID)
        verr(v, loc, "Calling convention requires void return type");
    if (kernel || shader) {
        for (uint32_t k = 0; k < f->attrs.nparams; k++)
            if (ir_attr_has(&f->attrs.params[k], IR_ATTR_SRET)) {
                verr(v, loc, "Calling convention does not allow sret");
                break;
            }
        if (cc != 76) {
            for (uint32_t k = 0; k < f->attrs.nparams; k++) {
                const IrAttrSet *s = &f->attrs.params[k];
                if (ir_attr_has(s, IR_ATTR_BYVAL))
                    verr(v, loc, "Calling convention disallows byval");
                if (ir_attr_has(s, IR_ATTR_PREALLOCATED))
                    verr(v, loc, "Calling convention disallows preallocated");
                if (ir_attr_has(s, IR_ATTR_INALLOCA))
                    verr(v, loc, "Calling convention disallows inalloca");
                if (ir_attr_has(s, IR_ATTR_BYREF) && k < fty->nmembers &&
                    fty->members[k]->kind == IR_TY_PTR && fty->members[k]->bits == v->m->dl.alloca_as)
                    verr(v, loc, "Calling convention disallows stack byref");
            }
        }
    }
    if ((kernel || shader || cc == 8 || cc == 9 || cc == 77 || cc == 71 || cc == 72) &&
        (fty->flags & IR_TYF_VARARG))
        verr(v, loc, "Calling convention does not support varargs or perfect forwarding!");
}

/* LangRef "Functions" */
/* --------------------------------------------------- debug-info facts */

/* What check_debug_info and check_debug_form need from the bodies, noted
 * while check_function walks them (one walk of the module's instructions,
 * not three): metadata an instruction keeps alive other than as debug
 * info, the first debug record and the first llvm.dbg.* call in module
 * order, and the blocks with debug records after their terminator. */
static void
note_debug_block(V *v, const IrBlock *b)
{
    if (!b->tail_dbg)
        return;
    if (v->ntail_dbg == v->cap_tail_dbg) {
        v->cap_tail_dbg = v->cap_tail_dbg ? 2 * v->cap_tail_dbg : 16;
        v->tail_dbg = ir_realloc(v->tail_dbg, v->cap_tail_dbg * sizeof *v->tail_dbg);
    }
    v->tail_dbg[v->ntail_dbg++] = b;
}

static void
note_debug_use(V *v, const IrInst *i)
{
    if (i->dbg && !v->first_rec.line)
        v->first_rec = i->loc;
    if (i->op == IR_OP_CALL && !v->first_dbg_call.line) {
        const char *n = call_name(i);
        if (n && !strncmp(n, "llvm.dbg.", 9))
            v->first_dbg_call = i->loc;
    }
    /* liveness matters only to the checks of numbered debug-info nodes */
    if (!v->need_live)
        return;
    for (uint32_t k = 0; k < i->nmd; k++)
        if (i->md[k].kind && !STREQ(i->md[k].kind, "dbg") && !STREQ(i->md[k].kind, "llvm.loop"))
            md_mark(&v->live, i->md[k].md);
    if (i->op != IR_OP_CALL && i->op != IR_OP_INVOKE && i->op != IR_OP_CALLBR)
        return;
    const char *cn = call_name(i);
    if (cn && !strncmp(cn, "llvm.dbg.", 9))
        return;
    uint32_t na = ir_call_nargs(i);
    for (uint32_t k = 0; k < na && 1 + k < i->nops; k++) {
        const IrValue *a = i->ops[1 + k];
        if (a && a->kind == IR_V_MD)
            md_mark(&v->live, ((const IrConst *)a)->md);
    }
}

/* A function's own attachments other than !dbg. */
static void
note_debug_fn(V *v, const IrFunc *f)
{
    if (!v->need_live)
        return;
    for (uint32_t k = 0; k < f->g.nmd; k++)
        if (f->g.md[k].kind && strcmp(f->g.md[k].kind, "dbg"))
            md_mark(&v->live, f->g.md[k].md);
}

/* The same for a function check_function did not walk to the end. */
static void
note_debug_body(V *v, const IrFunc *f)
{
    for (const IrBlock *b = f->first; b; b = b->next) {
        note_debug_block(v, b);
        for (const IrInst *i = b->first; i; i = i->next)
            note_debug_use(v, i);
    }
}

static void
check_function(V *v, IrFunc *f)
{
    IrLoc loc = f->g.loc;
    const IrType *fty = f->g.vtype;
    const char *name = f->g.v.name;
    int intr = is_intrinsic_name(name);
    if (!fty || fty->kind != IR_TY_FUNC) {
        verr(v, loc, "function without a function type");
        return;
    }
    ir_arena_reset(v->fa);
    v->body_noted = 0;
    v->fn = f;
    v->fn_naked = ir_attr_has(&f->attrs.fn, IR_ATTR_NAKED);
    v->lp_type = NULL;
    check_type(v, fty, loc);
    /* return and parameter types */
    const IrType *rt = fty->elem;
    if (rt->kind == IR_TY_LABEL || rt->kind == IR_TY_METADATA || rt->kind == IR_TY_FUNC)
        verr(v, loc, "invalid function return type");
    else if (token_like(rt) && !intr)
        verr(v, loc, "Function returns a token but isn't an intrinsic");
    else if (rt->kind == IR_TY_X86_AMX && !intr)
        verr(v, loc, "Function returns a x86_amx but isn't an intrinsic");
    for (uint32_t k = 0; k < fty->nmembers; k++) {
        const IrType *pt = fty->members[k];
        if (pt->kind == IR_TY_LABEL || pt->kind == IR_TY_VOID || pt->kind == IR_TY_FUNC)
            verr(v, loc, "invalid type for function argument");
        else if (pt->kind == IR_TY_METADATA && !intr)
            verr(v, loc, "Function takes metadata but isn't an intrinsic");
        else if (token_like(pt) && !intr)
            verr(v, loc, "Function takes token but isn't an intrinsic");
        else if (pt->kind == IR_TY_STRUCT && (pt->flags & IR_TYF_OPAQUE))
            verr(v, loc, "invalid type for function argument: '%s' is an opaque struct",
                 tstr(v, pt));
        else if (pt->kind == IR_TY_X86_AMX && !intr)
            verr(v, loc, "Function takes x86_amx but isn't an intrinsic");
    }
    if (f->nargs != fty->nmembers)
        verr(v, loc, "function has %u arguments but its type has %u parameters", f->nargs,
             fty->nmembers);
    for (uint32_t k = 0; k < f->nargs && k < fty->nmembers; k++)
        if (!f->args[k] || f->args[k]->v.type != fty->members[k] || f->args[k]->parent != f)
            verr(v, loc, "argument %u does not match the function type", k);
    /* attributes */
    IrIntrinsicId id = intr ? ir_intrinsic_lookup(name) : IR_INTR_NONE;
    /* llvm-as replaces the attributes of a known intrinsic's declaration by
     * the intrinsic's own */
    if (id == IR_INTR_NONE)
        check_attr_list(v, &f->attrs, fty, fty->members, fty->nmembers, loc,
                        intr ? CTX_INTR : 0);
    if (ir_attr_has(&f->attrs.fn, IR_ATTR_JUMPTABLE) && !f->g.unnamed_addr)
        verr(v, loc, "Attribute 'jumptable' requires 'unnamed_addr'");
    check_fn_cc(v, f);
    /* intrinsic signatures */
    if (intr) {
        if (!f->is_decl)
            verr(v, loc, "llvm intrinsics cannot be defined!");
        if (id == IR_INTR_NONE && f->implicit && !ir_intrinsic_is_target(name))
            verr(v, loc, "unknown intrinsic '%s'", name);
    }
    /* linkage (LangRef "Linkage Types") */
    if (f->is_decl) {
        if (f->g.linkage != IR_LINK_EXTERNAL && f->g.linkage != IR_LINK_EXTERN_WEAK)
            verr(v, loc, "invalid linkage for function declaration");
        if (f->g.comdat)
            verr(v, loc, "Declaration may not be in a Comdat!");
    } else {
        if (f->g.linkage == IR_LINK_COMMON || f->g.linkage == IR_LINK_APPENDING ||
            f->g.linkage == IR_LINK_EXTERN_WEAK)
            verr(v, loc, "invalid linkage for function definition");
    }
    if (f->g.align && !align_ok(f->g.align))
        verr(v, loc, "huge alignments are not supported yet");
    if (f->prefix)
        check_const(v, f->prefix, loc, 0);
    if (f->prologue)
        check_const(v, f->prologue, loc, 0);
    if (f->personality) {
        check_const(v, f->personality, loc, 0);
    }
    check_fn_md(v, f);
    check_global_md(v, &f->g);
    if (f->is_decl) {
        if (f->first)
            verr(v, loc, "function declaration with a body");
        return;
    }
    /* the body */
    uint32_t nb = number_body(v, f);
    if (!nb) {
        verr(v, loc, "function body requires at least one basic block");
        return;
    }
    build_cfg(v);
    if (v->pred_off[1] != v->pred_off[0])
        verr(v, v->blk[0]->first ? v->blk[0]->first->loc : loc,
             "Entry block to function must not have predecessors!");
    uint32_t *cnt = IR_NEWN(v->fa, uint32_t, nb);
    const IrValue **val = IR_NEWN(v->fa, const IrValue *, nb);
    for (uint32_t b = 0; b < nb && !full(v); b++) {
        IrBlock *bb = v->blk[b];
        note_debug_block(v, bb);
        if (!bb->first) {
            verr(v, bb->loc, "Basic Block does not have terminator!");
            continue;
        }
        int seen_nonphi = 0;
        uint32_t pos = 0;
        for (IrInst *i = bb->first; i && !full(v); i = i->next, pos++) {
            note_debug_use(v, i);
            if (i->parent != bb)
                verr(v, i->loc, "instruction does not belong to its block");
            int term = ir_inst_is_terminator(i);
            if (term && i->next)
                verr(v, i->loc, "Terminator found in the middle of a basic block!");
            if (!term && !i->next)
                verr(v, i->loc, "Basic Block does not have terminator!");
            int first = 0;
            if (i->op == IR_OP_PHI) {
                if (seen_nonphi)
                    verr(v, i->loc, "PHI nodes not grouped at top of basic block!");
            } else {
                first = !seen_nonphi;
                seen_nonphi = 1;
            }
            if (i->op >= IR_NOPS) {
                verr(v, i->loc, "invalid opcode");
                continue;
            }
            check_inst(v, i, b, pos, first);
        }
        check_phis(v, b, cnt, val);
        check_pad_preds(v, b);
    }
    v->body_noted = !full(v);
}

/* ---------------------------------------------------- metadata attachments */

static const IrMD *
md_op(const IrMD *md, uint32_t k)
{
    return md && md->kind == IR_MD_TUPLE && k < md->nops ? md->ops[k] : NULL;
}

static const IrValue *
md_value(const IrMD *md)
{
    return md && md->kind == IR_MD_VALUE ? md->val : NULL;
}

static int
md_is_node(const IrMD *md)
{
    return md && (md->kind == IR_MD_TUPLE || md->kind == IR_MD_SPECIAL);
}

/* LangRef "'range' Metadata": pairs of integer constants of type ty. */
static void
check_range_md(V *v, const IrMD *md, unsigned bits, IrLoc loc, const char *tymsg, int allow_full)
{
    if (!md || md->kind != IR_MD_TUPLE) {
        verr(v, loc, "range metadata must be a node");
        return;
    }
    if (!md->nops) {
        verr(v, loc, "It should have at least one range!");
        return;
    }
    if (md->nops % 2) {
        verr(v, loc, "Unfinished range!");
        return;
    }
    for (uint32_t k = 0; k < md->nops; k += 2) {
        const IrValue *lo = md_value(md->ops[k]), *hi = md_value(md->ops[k + 1]);
        if (!lo || lo->kind != IR_V_INT) {
            verr(v, loc, "The lower limit must be an integer!");
            return;
        }
        if (!hi || hi->kind != IR_V_INT) {
            verr(v, loc, "The upper limit must be an integer!");
            return;
        }
        if (bits && (lo->type->bits != bits || hi->type->bits != bits || lo->type != hi->type)) {
            verr(v, loc, "%s", tymsg);
            return;
        }
        if (const_int_eq(lo, hi) && !(allow_full && lo->type->bits <= 64 &&
                                      ir_const_sext(lo) == -1)) {
            verr(v, loc, "Range must not be empty!");
            return;
        }
    }
}

/* alias.scope / noalias: a list of scopes, each !{self-or-string, domain[, name]} */
static void
check_scope_list(V *v, const IrMD *md, IrLoc loc)
{
    if (!md || md->kind != IR_MD_TUPLE) {
        verr(v, loc, "scope list must consist of MDNodes");
        return;
    }
    for (uint32_t k = 0; k < md->nops; k++) {
        const IrMD *s = md->ops[k];
        if (!s || s->kind != IR_MD_TUPLE) {
            verr(v, loc, "scope list must consist of MDNodes");
            return;
        }
        if (s->nops < 2 || s->nops > 3) {
            verr(v, loc, "scope must have two or three operands");
            return;
        }
        if (!(s->ops[0] == s || (s->ops[0] && s->ops[0]->kind == IR_MD_STRING))) {
            verr(v, loc, "first scope operand must be self-referential or string");
            return;
        }
        if (s->nops == 3 && (!s->ops[2] || s->ops[2]->kind != IR_MD_STRING)) {
            verr(v, loc, "third scope operand must be string (if used)");
            return;
        }
        const IrMD *d = s->ops[1];
        if (!d || d->kind != IR_MD_TUPLE) {
            verr(v, loc, "second scope operand must be MDNode");
            return;
        }
        if (d->nops < 1 || d->nops > 2) {
            verr(v, loc, "domain must have one or two operands");
            return;
        }
        if (!(d->ops[0] == d || (d->ops[0] && d->ops[0]->kind == IR_MD_STRING))) {
            verr(v, loc, "first domain operand must be self-referential or string");
            return;
        }
        if (d->nops == 2 && (!d->ops[1] || d->ops[1]->kind != IR_MD_STRING)) {
            verr(v, loc, "second domain operand must be string (if used)");
            return;
        }
    }
}

static int
is_i64_const(const IrMD *md, uint64_t *out)
{
    const IrValue *x = md_value(md);
    if (!x || x->kind != IR_V_INT || !is_int(x->type, 64))
        return 0;
    *out = ir_const_zext(x);
    return 1;
}

/* LangRef "'tbaa' Metadata": an access tag !{base, access, offset[, const]}
 * (old scalar tags, !{!"name", ...}, are upgraded by llvm-as). */
static void
check_tbaa_tag(V *v, const IrMD *md, IrLoc loc)
{
    if (md->kind != IR_MD_TUPLE) {
        verr(v, loc, "TBAA metadata must be a node");
        return;
    }
    if (!md->nops) {
        verr(v, loc, "TBAA metadata cannot have 0 operands");
        return;
    }
    if (md->ops[0] && md->ops[0]->kind == IR_MD_STRING)
        return;
    /* the new format: type nodes start with their parent; tags are
     * !{base, access, offset, size[, const]} */
    const IrMD *acc = md->nops > 1 ? md->ops[1] : NULL;
    if (acc && acc->kind == IR_MD_TUPLE && acc->nops >= 3 && md_is_node(acc->ops[0])) {
        if (md->nops != 4 && md->nops != 5) {
            verr(v, loc, "Access tag metadata must have either 4 or 5 operands");
            return;
        }
        for (uint32_t k = 2; k < md->nops; k++) {
            const IrValue *c = md_value(md->ops[k]);
            if (!c || c->kind != IR_V_INT) {
                verr(v, loc, k == 2 ? "Offset must be constant integer"
                                    : k == 3 ? "Access size field must be a constant"
                                             : "Immutability tag on struct tag metadata must be a constant");
                return;
            }
            if (k == 4 && ir_const_zext(c) > 1)
                verr(v, loc, "Immutability part of the struct tag metadata must be either 0 or 1");
        }
        return;
    }
    if (md->nops != 3 && md->nops != 4) {
        verr(v, loc, "Struct tag metadata must have either 3 or 4 operands");
        return;
    }
    if (!md_is_node(md->ops[0]) || !md_is_node(md->ops[1])) {
        verr(v, loc, "Malformed struct tag metadata: base and access-type should be non-null and "
                     "point to Metadata nodes");
        return;
    }
    const IrValue *off = md_value(md->ops[2]);
    if (!off || off->kind != IR_V_INT) {
        verr(v, loc, "Offset must be constant integer");
        return;
    }
    if (md->nops == 4) {
        const IrValue *c = md_value(md->ops[3]);
        if (!c || c->kind != IR_V_INT)
            verr(v, loc, "Immutability tag on struct tag metadata must be a constant");
        else if (ir_const_zext(c) > 1)
            verr(v, loc, "Immutability part of the struct tag metadata must be either 0 or 1");
    }
}

/* Operand bundles of llvm.assume (LangRef "Assume Operand Bundles"). */
static void
check_assume_bundles(V *v, const IrInst *i)
{
    IrLoc loc = i->loc;
    for (uint32_t k = 0; k < i->nbundles; k++) {
        const IrBundle *bd = &i->bundles[k];
        const char *tag = bd->tag ? bd->tag : "";
        uint32_t n = bd->nops;
        if (!strcmp(tag, "ignore"))
            continue;
        if (!strcmp(tag, "separate_storage")) {
            if (n != 2)
                verr(v, loc, "separate_storage assumptions should have 2 arguments");
            else if (bd->ops[0]->type->kind != IR_TY_PTR || bd->ops[1]->type->kind != IR_TY_PTR)
                verr(v, loc, "arguments to separate_storage assumptions should be pointers");
            continue;
        }
        int kind = 0;
        for (int a = 1; a < IR_ATTR_STRING; a++)
            if (ir_attrinfo[a].name && !strcmp(ir_attrinfo[a].name, tag))
                kind = a;
        if (!kind) {
            verr(v, loc, "tags must be valid attribute names");
            continue;
        }
        if (kind == IR_ATTR_ALIGN) {
            if (n < 2 || n > 3)
                verr(v, loc, "alignment assumptions should have 2 or 3 arguments");
            else if (bd->ops[0]->type->kind != IR_TY_PTR)
                verr(v, loc, "first argument should be a pointer");
            else if (bd->ops[1]->type->kind != IR_TY_INT)
                verr(v, loc, "second argument should be an integer");
            else if (n == 3 && bd->ops[2]->type->kind != IR_TY_INT)
                verr(v, loc, "third argument should be an integer if present");
            continue;
        }
        if (kind == IR_ATTR_DEREF) {
            if (n != 2)
                verr(v, loc, "dereferenceable assumptions should have 2 arguments");
            else if (bd->ops[0]->type->kind != IR_TY_PTR)
                verr(v, loc, "first argument should be a pointer");
            else if (bd->ops[1]->type->kind != IR_TY_INT)
                verr(v, loc, "second argument should be an integer");
            continue;
        }
        if (n > 2) {
            verr(v, loc, "too many arguments");
            continue;
        }
        const IrAttrInfo *ai = &ir_attrinfo[kind];
        if (ai->arg == IR_AA_INT) {
            if (n != 2)
                verr(v, loc, "this attribute should have 2 arguments");
            else if (bd->ops[1]->kind != IR_V_INT)
                verr(v, loc, "the second argument should be a constant integral value");
        } else if (ai->where & IR_AW_FN) {
            if (n != 0)
                verr(v, loc, "this attribute has no argument");
        } else if (n != 1) {
            verr(v, loc, "this attribute should have one argument");
        }
    }
}

/* LangRef "Metadata": the attachments LLVM's verifier checks. */
static void
check_inst_md(V *v, const IrInst *i)
{
    IrLoc loc = i->loc;
    const IrType *t = i->v.type;
    for (uint32_t k = 0; k < i->nmd && !full(v); k++) {
        const char *kind = i->md[k].kind;
        const IrMD *md = i->md[k].md;
        if (!kind || !md)
            continue;
        if (STREQ(kind, "range")) {
            if (i->op != IR_OP_LOAD && i->op != IR_OP_CALL && i->op != IR_OP_INVOKE)
                verr(v, loc, "Ranges are only for loads, calls and invokes!");
            else
                check_range_md(v, md, ir_type_scalar((IrType *)t)->kind == IR_TY_INT
                                          ? ir_type_scalar((IrType *)t)->bits : 1u << 31,
                               loc, "Range types must match instruction type!", 0);
        } else if (STREQ(kind, "noalias.addrspace")) {
            if (i->op != IR_OP_LOAD && i->op != IR_OP_STORE && i->op != IR_OP_ATOMICRMW &&
                i->op != IR_OP_CMPXCHG && !ir_inst_is_call(i))
                verr(v, loc, "noalias.addrspace are only for memory operations!");
            else
                check_range_md(v, md, 32, loc, "noalias.addrspace type must be i32!", 0);
        } else if (STREQ(kind, "nonnull")) {
            if (i->op != IR_OP_LOAD)
                verr(v, loc, "nonnull applies only to load instructions, use attributes for calls "
                             "or invokes");
            else if (t->kind != IR_TY_PTR)
                verr(v, loc, "nonnull applies only to pointer types");
            else if (md->kind != IR_MD_TUPLE || md->nops)
                verr(v, loc, "nonnull metadata must be empty");
        } else if (STREQ(kind, "align")) {
            uint64_t a;
            if (i->op != IR_OP_LOAD)
                verr(v, loc, "align applies only to load instructions, use attributes for calls or "
                             "invokes");
            else if (t->kind != IR_TY_PTR)
                verr(v, loc, "align applies only to pointer types");
            else if (md->kind != IR_MD_TUPLE || md->nops != 1)
                verr(v, loc, "align takes one operand!");
            else if (!is_i64_const(md->ops[0], &a))
                verr(v, loc, "align metadata value must be an i64!");
            else if (!is_pow2(a))
                verr(v, loc, "align metadata value must be a power of 2!");
            else if (a > (1ull << 32))
                verr(v, loc, "alignment is larger that implementation defined limit");
        } else if (STREQ(kind, "dereferenceable") || STREQ(kind, "dereferenceable_or_null")) {
            uint64_t a;
            if (i->op != IR_OP_LOAD && i->op != IR_OP_INTTOPTR)
                verr(v, loc, "dereferenceable, dereferenceable_or_null apply only to load and "
                             "inttoptr instructions, use attributes for calls or invokes");
            else if (t->kind != IR_TY_PTR)
                verr(v, loc, "dereferenceable, dereferenceable_or_null apply only to pointer types");
            else if (md->kind != IR_MD_TUPLE || md->nops != 1)
                verr(v, loc, "dereferenceable, dereferenceable_or_null take one operand!");
            else if (!is_i64_const(md->ops[0], &a))
                verr(v, loc, "dereferenceable, dereferenceable_or_null metadata value must be an i64!");
        } else if (STREQ(kind, "fpmath")) {
            if (!ir_type_is_fp_or_fpvec(t)) {
                verr(v, loc, "fpmath requires a floating point result!");
            } else if (md->kind != IR_MD_TUPLE || md->nops != 1) {
                verr(v, loc, "fpmath takes one operand!");
            } else {
                const IrValue *x = md_value(md->ops[0]);
                if (!x || x->kind != IR_V_FP || x->type->kind != IR_TY_FLOAT) {
                    verr(v, loc, "fpmath accuracy must have float type");
                } else {
                    uint32_t bits = (uint32_t)ir_const_zext(x);
                    int neg = bits >> 31, exp = (bits >> 23) & 0xff;
                    if (neg || exp == 0xff || (bits & 0x7fffffffu) == 0)
                        verr(v, loc, "fpmath accuracy not a positive number!");
                }
            }
        } else if (STREQ(kind, "invariant.group")) {
            if (i->op != IR_OP_LOAD && i->op != IR_OP_STORE)
                verr(v, loc, "invariant.group metadata is only for loads and stores");
        } else if (STREQ(kind, "nofree")) {
            if (i->op != IR_OP_INTTOPTR)
                verr(v, loc, "nofree applies only to inttoptr instruction");
        } else if (STREQ(kind, "captures")) {
            if (i->op != IR_OP_STORE)
                verr(v, loc, "!captures metadata can only be applied to store instructions");
        } else if (STREQ(kind, "mmra")) {
            if (i->op != IR_OP_LOAD && i->op != IR_OP_STORE && i->op != IR_OP_ATOMICRMW &&
                i->op != IR_OP_CMPXCHG && i->op != IR_OP_FENCE && !ir_inst_is_call(i))
                verr(v, loc, "!mmra metadata attached to unexpected instruction kind");
        } else if (STREQ(kind, "annotation")) {
            if (md->kind != IR_MD_TUPLE || !md->nops) {
                verr(v, loc, "annotation must have at least one operand");
            } else {
                for (uint32_t j = 0; j < md->nops; j++) {
                    const IrMD *o = md->ops[j];
                    int ok = o && o->kind == IR_MD_STRING;
                    if (o && o->kind == IR_MD_TUPLE) {
                        ok = 1;
                        for (uint32_t q = 0; q < o->nops; q++)
                            if (!o->ops[q] || o->ops[q]->kind != IR_MD_STRING)
                                ok = 0;
                    }
                    if (!ok) {
                        verr(v, loc, "operands must be a string or a tuple of strings");
                        break;
                    }
                }
            }
        } else if (STREQ(kind, "llvm.access.group")) {
            /* an access group is a distinct empty node; or a list of them */
            if (md->kind == IR_MD_TUPLE && md->distinct && !md->nops)
                continue;
            if (md->kind != IR_MD_TUPLE)
                continue;
            for (uint32_t j = 0; j < md->nops; j++) {
                const IrMD *o = md->ops[j];
                if (!md_is_node(o)) {
                    verr(v, loc, "Access scope list must consist of MDNodes");
                    break;
                }
                if (o->kind != IR_MD_TUPLE || !o->distinct || o->nops) {
                    verr(v, loc, "Access scope list contains invalid access scope");
                    break;
                }
            }
        } else if (STREQ(kind, "alias.scope") || STREQ(kind, "noalias")) {
            check_scope_list(v, md, loc);
        } else if (STREQ(kind, "tbaa")) {
            check_tbaa_tag(v, md, loc);
        } else if (STREQ(kind, "memprof") || STREQ(kind, "callsite")) {
            if (!ir_inst_is_call(i))
                verr(v, loc, "!%s metadata should only exist on calls", kind);
            else if (STREQ(kind, "memprof") && (md->kind != IR_MD_TUPLE || !md->nops))
                verr(v, loc, "!memprof annotations should have at least 1 metadata operand "
                             "(MemInfoBlock)");
        } else if (STREQ(kind, "callee_type")) {
            if (!ir_inst_is_call(i))
                verr(v, loc, "!callee_type metadata should only exist on calls");
            else if (md->kind != IR_MD_TUPLE)
                verr(v, loc, "The callee_type metadata must be a list of type metadata nodes");
            else
                for (uint32_t j = 0; j < md->nops; j++) {
                    const IrMD *o = md->ops[j];
                    if (!o || o->kind != IR_MD_TUPLE) {
                        verr(v, loc, "The callee_type metadata must be a list of type metadata nodes");
                        break;
                    }
                    if (o->nops != 2) {
                        verr(v, loc, "Well-formed generalized type metadata must contain exactly "
                                     "two operands");
                        break;
                    }
                    uint64_t z;
                    if (!is_i64_const(o->ops[0], &z) || z) {
                        verr(v, loc, "The first operand of type metadata for functions must be zero");
                        break;
                    }
                    const IrMD *s = o->ops[1];
                    if (!s || s->kind != IR_MD_STRING || s->len < 12 ||
                        strcmp(s->str + s->len - 12, ".generalized")) {
                        verr(v, loc, "Only generalized type metadata can be part of the callee_type "
                                     "metadata list");
                        break;
                    }
                }
        }
    }
}

/* Function attachments (LangRef "Metadata": !prof, !kcfi_type). */
static void
check_fn_md(V *v, const IrFunc *f)
{
    IrLoc loc = f->g.loc;
    int nkcfi = 0;
    for (uint32_t k = 0; k < f->g.nmd; k++) {
        const char *kind = f->g.md[k].kind;
        const IrMD *md = f->g.md[k].md;
        if (!kind || !md)
            continue;
        if (!strcmp(kind, "prof")) {
            if (f->is_decl) {
                verr(v, loc, "function declaration may not have a !prof attachment");
                continue;
            }
            const IrMD *s = md_op(md, 0);
            if (!s || s->kind != IR_MD_STRING)
                verr(v, loc, "expected string with name of the !prof annotation");
            else if (md->nops < 2)
                verr(v, loc, "!prof annotations should have no less than 2 operands");
            else if (strcmp(s->str, "function_entry_count") &&
                     strcmp(s->str, "synthetic_function_entry_count"))
                verr(v, loc, "first operand should be 'function_entry_count' or "
                             "'synthetic_function_entry_count'");
            else if (!md_value(md->ops[1]) || md_value(md->ops[1])->kind != IR_V_INT)
                verr(v, loc, "expected integer argument to function_entry_count");
        } else if (!strcmp(kind, "kcfi_type")) {
            if (++nkcfi == 2)
                verr(v, loc, "function must have a single !kcfi_type attachment");
            const IrValue *x = md->kind == IR_MD_TUPLE && md->nops == 1 ? md_value(md->ops[0]) : NULL;
            if (md->kind != IR_MD_TUPLE || md->nops != 1)
                verr(v, loc, "!kcfi_type must have exactly one operand");
            else if (!x)
                verr(v, loc, "expected a constant operand for !kcfi_type");
            else if (x->kind != IR_V_INT)
                verr(v, loc, "expected a constant integer operand for !kcfi_type");
            else if (!is_int(x->type, 32))
                verr(v, loc, "expected a 32-bit integer constant operand for !kcfi_type");
        }
    }
}

/* Global attachments (!associated, !absolute_symbol). */
static void
check_global_md(V *v, const IrGlobal *g)
{
    IrLoc loc = g->loc;
    for (uint32_t k = 0; k < g->nmd; k++) {
        const char *kind = g->md[k].kind;
        const IrMD *md = g->md[k].md;
        if (!kind || !md)
            continue;
        if (!strcmp(kind, "associated")) {
            if (md->kind != IR_MD_TUPLE || md->nops != 1) {
                verr(v, loc, "associated metadata must have one operand");
                continue;
            }
            const IrValue *x = md_value(md->ops[0]);
            if (!x)
                verr(v, loc, "associated metadata must have a global value");
            else if (x->type->kind != IR_TY_PTR)
                verr(v, loc, "associated value must be pointer typed");
            else if (x == &g->v)
                verr(v, loc, "global values should not associate to themselves");
        } else if (!strcmp(kind, "implicit.ref")) {
            int decl = g->v.kind == IR_V_FUNC ? ((const IrFunc *)g)->is_decl
                     : g->v.kind == IR_V_GLOBALVAR ? g->init == NULL : 0;
            const IrValue *x = md->kind == IR_MD_TUPLE && md->nops == 1 ? md_value(md->ops[0]) : NULL;
            if (decl)
                verr(v, loc, "ref metadata must not be placed on a declaration");
            else if (md->kind != IR_MD_TUPLE || md->nops != 1)
                verr(v, loc, "ref metadata must have one operand");
            else if (!x)
                verr(v, loc, "ref metadata must be ValueAsMetadata");
            else if (x->type->kind != IR_TY_PTR)
                verr(v, loc, "ref value must be pointer typed");
            else if (x == &g->v)
                verr(v, loc, "values should not reference themselves");
        } else if (!strcmp(kind, "absolute_symbol")) {
            check_range_md(v, md, ir_ptr_bits(v->m, g->addrspace), loc,
                           "Range types must match instruction type!", 1);
        }
    }
}

/* ------------------------------------------------------------- globals */

static int
local_linkage(unsigned l)
{
    return l == IR_LINK_PRIVATE || l == IR_LINK_INTERNAL;
}

static int
comdat_exists(const IrModule *m, const char *name)
{
    for (const IrComdat *c = m->comdats; c; c = c->next)
        if (c->name && !strcmp(c->name, name))
            return 1;
    return 0;
}

/* Rules every global value shares (LangRef "Linkage Types", "Visibility
 * Styles", "DLL Storage Classes", "Comdats"). */
static void
check_global_value(V *v, const IrGlobal *g, int is_decl)
{
    IrLoc loc = g->loc;
    if (local_linkage(g->linkage) && g->visibility != IR_VIS_DEFAULT)
        verr(v, loc, "symbol with local linkage must have default visibility");
    if (local_linkage(g->linkage) && g->dll != IR_DLL_NONE)
        verr(v, loc, "symbol with local linkage cannot have a DLL storage class");
    if (g->dll == IR_DLL_IMPORT) {
        if (!((is_decl && (g->linkage == IR_LINK_EXTERNAL || g->linkage == IR_LINK_EXTERN_WEAK)) ||
              g->linkage == IR_LINK_AVAILABLE_EXTERNALLY))
            verr(v, loc, "Global is marked as dllimport, but not external");
        if (g->dso_local == 1)
            verr(v, loc, "dso_location and DLL-StorageClass mismatch");
    }
    if (g->dll == IR_DLL_EXPORT && g->visibility == IR_VIS_HIDDEN)
        verr(v, loc, "dllexport GlobalValue must have default or protected visibility");
    if (g->comdat) {
        const char *cn = *g->comdat ? g->comdat : g->v.name;
        if (!cn)
            verr(v, loc, "comdat cannot be unnamed");
        else if (!comdat_exists(v->m, cn))
            verr(v, loc, "use of undefined comdat '$%s'", cn);
        if (g->linkage == IR_LINK_AVAILABLE_EXTERNALLY)
            verr(v, loc, "Declaration may not be in a Comdat!");
    }
    if (g->align && !align_ok(g->align))
        verr(v, loc, "alignment is not a power of two or is larger than 2^32");
}

static int
valid_gv_name_for(const IrGlobal *g, const char *n)
{
    return g->v.name && !strcmp(g->v.name, n);
}

/* llvm.used, llvm.compiler.used, llvm.global_ctors, llvm.global_dtors
 * (LangRef "Intrinsic Global Variables") */
static void
check_intrinsic_global(V *v, const IrGlobal *g)
{
    IrLoc loc = g->loc;
    const IrType *t = g->vtype;
    if (valid_gv_name_for(g, "llvm.used") || valid_gv_name_for(g, "llvm.compiler.used")) {
        if (g->linkage != IR_LINK_APPENDING)
            verr(v, loc, "invalid linkage for intrinsic global variable");
        if (t->kind != IR_TY_ARRAY || t->elem->kind != IR_TY_PTR) {
            verr(v, loc, "wrong type for intrinsic global variable");
            return;
        }
        const IrValue *init = g->init;
        if (!init)
            return;
        if (init->kind != IR_V_AGG) {
            verr(v, loc, "wrong initializer for intrinsic global variable");
            return;
        }
        const IrConst *c = (const IrConst *)init;
        for (uint32_t k = 0; k < c->nelems; k++) {
            const IrValue *e = c->elems[k];
            while (e && e->kind == IR_V_CEXPR && (((const IrConst *)e)->op == IR_OP_BITCAST ||
                                                  ((const IrConst *)e)->op == IR_OP_ADDRSPACECAST) &&
                   ((const IrConst *)e)->nelems)
                e = ((const IrConst *)e)->elems[0];
            if (!e || !ir_value_is_global(e) || !e->name) {
                verr(v, loc, "invalid %s member", g->v.name);
                return;
            }
        }
    } else if (valid_gv_name_for(g, "llvm.global_ctors") || valid_gv_name_for(g, "llvm.global_dtors")) {
        if (g->linkage != IR_LINK_APPENDING)
            verr(v, loc, "invalid linkage for intrinsic global variable");
        if (t->kind != IR_TY_ARRAY) {
            verr(v, loc, "wrong type for intrinsic global variable");
            return;
        }
        const IrType *st = t->elem;
        if (st->kind != IR_TY_STRUCT || st->nmembers < 2 || st->nmembers > 3 ||
            !is_int(st->members[0], 32) || st->members[1]->kind != IR_TY_PTR) {
            verr(v, loc, "wrong type for intrinsic global variable");
            return;
        }
        if (st->nmembers != 3 || st->members[2]->kind != IR_TY_PTR)
            verr(v, loc, "the third field of the element type is mandatory, specify ptr null to "
                         "migrate from the obsoleted 2-field form");
    }
}

/* LangRef "Global Variables" */
static void
check_global_var(V *v, IrGlobal *g)
{
    IrLoc loc = g->loc;
    const IrType *t = g->vtype;
    ir_arena_reset(v->fa);
    if (!t) {
        verr(v, loc, "global variable without a type");
        return;
    }
    check_global_value(v, g, g->init == NULL);
    if (!value_type(t) || t->kind == IR_TY_TOKEN || t->kind == IR_TY_X86_AMX) {
        verr(v, loc, "invalid type for global variable");
        return;
    }
    check_type(v, t, loc);
    if (contains_scalable(v, t, 0))
        verr(v, loc, "Globals cannot contain scalable types");
    if (g->v.type->kind != IR_TY_PTR || g->v.type->bits != g->addrspace)
        verr(v, loc, "global variable's pointer type does not match its address space");
    if (g->init) {
        if (g->init->type != t)
            verr(v, loc, "Global variable initializer type does not match global variable type!");
        else if (!is_sized(v, t))
            verr(v, loc, "Global variable initializer must be sized");
        if (!ir_value_is_const(g->init))
            verr(v, loc, "global variable initializer is not a constant");
        else
            check_const(v, g->init, loc, 0);
        if (g->linkage == IR_LINK_EXTERN_WEAK)
            verr(v, loc, "extern_weak global variable cannot have an initializer");
    } else if (g->linkage != IR_LINK_EXTERNAL && g->linkage != IR_LINK_EXTERN_WEAK) {
        verr(v, loc, "Global is external, but doesn't have external or weak linkage!");
    } else if (g->comdat) {
        verr(v, loc, "Declaration may not be in a Comdat!");
    }
    if (g->linkage == IR_LINK_APPENDING && t->kind != IR_TY_ARRAY)
        verr(v, loc, "Only global arrays can have appending linkage!");
    if (g->linkage == IR_LINK_COMMON) {
        if (g->init && !ir_value_is_zero(g->init))
            verr(v, loc, "'common' global must have a zero initializer!");
        if (g->is_const)
            verr(v, loc, "'common' global may not be marked constant!");
        if (g->comdat)
            verr(v, loc, "'common' global may not be in a Comdat!");
    }
    if (g->v.name && !strncmp(g->v.name, "llvm.", 5))
        check_intrinsic_global(v, g);
    check_global_md(v, g);
}

/* The global an alias or ifunc constant designates, through casts and GEPs. */
static const IrGlobal *
base_global(const IrValue *x, int depth)
{
    while (x && depth++ < 64) {
        if (ir_value_is_global(x))
            return (const IrGlobal *)x;
        if (x->kind != IR_V_CEXPR)
            return NULL;
        const IrConst *c = (const IrConst *)x;
        if (!c->nelems)
            return NULL;
        x = c->elems[0];
    }
    return NULL;
}

/* The global behind bitcasts, address-space casts and all-zero GEPs. */
static const IrGlobal *
strip_casts(const IrValue *x)
{
    for (int depth = 0; x && depth < 64; depth++) {
        if (ir_value_is_global(x))
            return (const IrGlobal *)x;
        if (x->kind != IR_V_CEXPR)
            return NULL;
        const IrConst *c = (const IrConst *)x;
        if (!c->nelems)
            return NULL;
        if (c->op == IR_OP_GEP) {
            for (uint32_t k = 1; k < c->nelems; k++)
                if (!ir_value_is_zero(c->elems[k]))
                    return NULL;
        } else if (c->op != IR_OP_BITCAST && c->op != IR_OP_ADDRSPACECAST) {
            return NULL;
        }
        x = c->elems[0];
    }
    return NULL;
}

/* Every global value an aliasee expression mentions must be a definition,
 * and aliases in it must not be interposable (LangRef "Aliases"). */
static void
check_aliasee_expr(V *v, const IrGlobal *ga, const IrValue *x, int depth)
{
    if (!x || depth > 64 || full(v))
        return;
    if (ir_value_is_global(x)) {
        const IrGlobal *g = (const IrGlobal *)x;
        int decl = x->kind == IR_V_FUNC ? ((const IrFunc *)g)->is_decl
                 : x->kind == IR_V_GLOBALVAR ? g->init == NULL : 0;
        if (decl)
            verr(v, ga->loc, "Alias must point to a definition");
        if (x->kind == IR_V_ALIAS && x != &ga->v &&
            (g->linkage == IR_LINK_LINKONCE || g->linkage == IR_LINK_WEAK ||
             g->linkage == IR_LINK_EXTERN_WEAK || g->linkage == IR_LINK_COMMON))
            verr(v, ga->loc, "Alias cannot point to an interposable alias");
        return;
    }
    if (x->kind == IR_V_CEXPR || x->kind == IR_V_AGG) {
        const IrConst *c = (const IrConst *)x;
        for (uint32_t k = 0; k < c->nelems; k++)
            check_aliasee_expr(v, ga, c->elems[k], depth + 1);
    } else if (!ir_value_is_const(x)) {
        verr(v, ga->loc, "Aliasee must be a constant");
    }
}

/* LangRef "Aliases" and "IFuncs" */
static void
check_alias(V *v, IrGlobal *g)
{
    IrLoc loc = g->loc;
    ir_arena_reset(v->fa);
    check_global_value(v, g, 0);
    if (!g->init) {
        verr(v, loc, "Aliasee cannot be NULL!");
        return;
    }
    if (g->init->type->kind != IR_TY_PTR || g->init->type != g->v.type)
        verr(v, loc, "Alias and aliasee types should match!");
    check_const(v, g->init, loc, 0);
    if (g->v.kind == IR_V_ALIAS) {
        unsigned l = g->linkage;
        if (l == IR_LINK_COMMON || l == IR_LINK_APPENDING || l == IR_LINK_EXTERN_WEAK)
            verr(v, loc, "Alias should have private, internal, linkonce, weak, linkonce_odr, "
                         "weak_odr, external, or available_externally linkage!");
        check_aliasee_expr(v, g, g->init, 0);
        /* cycles of aliases: follow the base global chain with a step bound */
        const IrGlobal *cur = base_global(g->init, 0);
        uint32_t steps = 0, limit = v->m->naliases + 1;
        while (cur && cur->v.kind == IR_V_ALIAS && steps++ <= limit) {
            if (cur == g) {
                verr(v, loc, "Aliases cannot form a cycle");
                break;
            }
            cur = base_global(cur->init, 0);
        }
        if (l == IR_LINK_AVAILABLE_EXTERNALLY) {
            const IrGlobal *bg = base_global(g->init, 0);
            if (bg && bg->linkage != IR_LINK_AVAILABLE_EXTERNALLY)
                verr(v, loc, "available_externally alias must point to available_externally global "
                             "value");
        }
    } else {
        unsigned l = g->linkage;
        if (l == IR_LINK_COMMON || l == IR_LINK_APPENDING || l == IR_LINK_EXTERN_WEAK ||
            l == IR_LINK_AVAILABLE_EXTERNALLY)
            verr(v, loc, "IFunc should have private, internal, linkonce, weak, linkonce_odr, "
                         "weak_odr, or external linkage!");
        const IrGlobal *r = strip_casts(g->init);
        int steps = 0;
        while (r && r->v.kind == IR_V_ALIAS && steps++ < 64)
            r = strip_casts(r->init);
        if (!r || r->v.kind != IR_V_FUNC) {
            verr(v, loc, "IFunc must have a Function resolver");
        } else {
            const IrFunc *rf = (const IrFunc *)r;
            if (rf->is_decl)
                verr(v, loc, "IFunc resolver must be a definition");
            if (rf->g.vtype && rf->g.vtype->elem->kind != IR_TY_PTR)
                verr(v, loc, "IFunc resolver must return a pointer");
        }
        if (g->vtype && g->vtype->kind != IR_TY_FUNC)
            verr(v, loc, "IFunc type must be a function type");
    }
}

/* ------------------------------------------------------- named metadata */


/* llvm.module.flags, llvm.ident, llvm.commandline (LangRef "Module Flags
 * Metadata", "llvm.ident") */
static void
check_named_md(V *v)
{
    IrLoc none = {0, 0};
    for (const IrNamedMD *n = v->m->named_md; n && !full(v); n = n->next) {
        if (!n->name)
            continue;
        int ident = !strcmp(n->name, "llvm.ident"), cmdl = !strcmp(n->name, "llvm.commandline");
        if (ident || cmdl) {
            for (uint32_t k = 0; k < n->nops; k++) {
                const IrMD *t = n->ops[k];
                IrLoc loc = t ? t->loc : none;
                if (!t || t->kind != IR_MD_TUPLE || t->nops != 1) {
                    verr(v, loc, "incorrect number of operands in %s metadata", n->name);
                    continue;
                }
                if (!t->ops[0] || t->ops[0]->kind != IR_MD_STRING)
                    verr(v, loc, "invalid value for %s metadata entry operand(the operand should be "
                                 "a string)", n->name);
            }
        } else if (!strcmp(n->name, "llvm.errno.tbaa")) {
            if (!n->nops)
                verr(v, none, "llvm.errno.tbaa must have at least one operand");
            for (uint32_t k = 0; k < n->nops; k++)
                if (n->ops[k])
                    check_tbaa_tag(v, n->ops[k], n->ops[k]->loc);
        } else if (!strcmp(n->name, "llvm.module.flags")) {
            for (uint32_t k = 0; k < n->nops; k++) {
                const IrMD *t = n->ops[k];
                IrLoc loc = t ? t->loc : none;
                if (!t || t->kind != IR_MD_TUPLE || t->nops != 3) {
                    verr(v, loc, "incorrect number of operands in module flag");
                    continue;
                }
                const IrMD *beh = md_op(t, 0), *id = md_op(t, 1);
                if (!beh || beh->kind != IR_MD_VALUE || !beh->val || beh->val->kind != IR_V_INT) {
                    verr(v, loc, "invalid behavior operand in module flag (expected constant integer)");
                    continue;
                }
                uint64_t b = ir_const_zext(beh->val);
                if (b < 1 || b > 8)
                    verr(v, loc, "invalid behavior operand in module flag (unexpected constant)");
                if (!id || id->kind != IR_MD_STRING) {
                    verr(v, loc, "invalid ID operand in module flag (expected metadata string)");
                    continue;
                }
                const IrMD *val = md_op(t, 2);
                if (!strcmp(id->str, "SemanticInterposition")) {
                    if (!md_value(val) || md_value(val)->kind != IR_V_INT)
                        verr(v, loc, "SemanticInterposition metadata requires constant integer "
                                     "argument");
                } else if (!strcmp(id->str, "CG Profile")) {
                    if (!val || val->kind != IR_MD_TUPLE) {
                        verr(v, loc, "expected a MDNode");
                        continue;
                    }
                    for (uint32_t j = 0; j < val->nops; j++) {
                        const IrMD *e = val->ops[j];
                        if (!e || e->kind != IR_MD_TUPLE || e->nops != 3) {
                            verr(v, loc, "expected a MDNode triple");
                            break;
                        }
                        for (int q = 0; q < 2; q++) {
                            const IrValue *fv = md_value(e->ops[q]);
                            if (e->ops[q] && (!fv || fv->kind != IR_V_FUNC)) {
                                verr(v, loc, "expected a Function or null");
                                break;
                            }
                        }
                        if (!md_value(e->ops[2]) || md_value(e->ops[2])->kind != IR_V_INT)
                            verr(v, loc, "expected an integer constant");
                    }
                }
            }
        }
    }
}

/* ------------------------------------------------------ debug-info nodes */


static const IrMDField *
di_field(const IrMD *md, const char *key)
{
    for (uint32_t k = 0; k < md->nfields; k++)
        if (md->fields[k].key && !strcmp(md->fields[k].key, key))
            return &md->fields[k];
    return NULL;
}

static int
raw_is(const IrMDField *f, const char *s)
{
    return f && f->raw && !strcmp(f->raw, s);
}

/* One specialized node (LangRef "Specialized Metadata Nodes").  The rules
 * llvm-as applies while parsing always hold; the verifier's rules (semantic)
 * only for nodes that survive llvm-as's stripping of broken debug info. */
static void
check_di_node(V *v, const IrMD *md, int semantic)
{
    /* the rules llvm-as applies while parsing (fields, kinds, limits,
     * distinct) are ir_di_validate's, checked by the parser; here only the
     * verifier's */
    IrLoc loc = md->loc;
    const char *name = md->str ? md->str : "";
    if (!semantic)
        return;
    /* rules across fields (LLVM's verifier) */
    if (!strcmp(name, "DISubrange")) {
        if (di_field(md, "count") && di_field(md, "upperBound"))
            verr(v, loc, "Subrange can have any one of count or upperBound");
        static const char *const bounds[] = {"count", "lowerBound", "upperBound", "stride"};
        static const char *const bnames[] = {"Count", "LowerBound", "UpperBound", "Stride"};
        for (int k = 0; k < 4; k++) {
            const IrMDField *f = di_field(md, bounds[k]);
            const IrMD *b = f ? f->md : NULL;
            if (!b || b->kind == IR_MD_VALUE)
                continue;
            int ok = b->kind == IR_MD_SPECIAL && b->str &&
                     (!strcmp(b->str, "DILocalVariable") || !strcmp(b->str, "DIGlobalVariable") ||
                      !strcmp(b->str, "DIExpression"));
            if (!ok)
                verr(v, loc, "%s must be signed constant or DIVariable or DIExpression", bnames[k]);
        }
    } else if (!strcmp(name, "DIGenericSubrange")) {
        if (di_field(md, "count") && di_field(md, "upperBound"))
            verr(v, loc, "GenericSubrange can have any one of count or upperBound");
        if (!di_field(md, "stride"))
            verr(v, loc, "GenericSubrange must contain stride");
    } else if (!strcmp(name, "DIDerivedType")) {
        const IrMDField *tag = di_field(md, "tag"), *as = di_field(md, "dwarfAddressSpace");
        if (as && tag && tag->raw && strcmp(tag->raw, "DW_TAG_pointer_type") &&
            strcmp(tag->raw, "DW_TAG_reference_type") && strcmp(tag->raw, "DW_TAG_rvalue_reference_type"))
            verr(v, loc, "DWARF address space only applies to pointer or reference types");
        const IrMDField *ed = di_field(md, "extraData");
        if (ed && ed->md && ed->md->kind == IR_MD_TUPLE) {
            int tagok = raw_is(tag, "DW_TAG_inheritance") || raw_is(tag, "DW_TAG_member") ||
                        raw_is(tag, "DW_TAG_variable");
            if (!tagok || ed->md->nops != 1 || !ed->md->ops[0] ||
                ed->md->ops[0]->kind != IR_MD_VALUE)
                verr(v, loc, "extraData must be ConstantAsMetadata, MDString, DIObjCProperty, or "
                             "MDTuple with single ConstantAsMetadata operand");
        }
    } else if (!strcmp(name, "DICompositeType")) {
        const IrMDField *tag = di_field(md, "tag");
        int array = raw_is(tag, "DW_TAG_array_type");
        const IrMDField *fl = di_field(md, "flags");
        if (fl && fl->raw && strstr(fl->raw, "DIFlagTypePassByReference") &&
            strstr(fl->raw, "DIFlagTypePassByValue"))
            verr(v, loc, "invalid reference flags");
        const IrMDField *el = di_field(md, "elements");
        if (el && el->md && el->md->kind == IR_MD_TUPLE)
            for (uint32_t k = 0; k < el->md->nops; k++)
                if (!el->md->ops[k]) {
                    verr(v, loc, "DISubprogram contains null entry in `elements` field");
                    break;
                }
        static const char *const arr_only[] = {"dataLocation", "associated", "allocated", "rank"};
        for (int k = 0; k < 4; k++)
            if (di_field(md, arr_only[k]) && !array && !raw_is(di_field(md, arr_only[k]), "null"))
                verr(v, loc, "%s can only appear in array type", arr_only[k]);
        if (di_field(md, "discriminator") && !raw_is(di_field(md, "discriminator"), "null") &&
            !raw_is(tag, "DW_TAG_variant_part"))
            verr(v, loc, "discriminator can only appear on variant part");
        const IrMDField *tp = di_field(md, "templateParams");
        if (tp && tp->md) {
            if (tp->md->kind != IR_MD_TUPLE)
                verr(v, loc, "invalid template params");
            else
                for (uint32_t k = 0; k < tp->md->nops; k++) {
                    const IrMD *o = tp->md->ops[k];
                    if (!o || o->kind != IR_MD_SPECIAL ||
                        (strcmp(o->str, "DITemplateTypeParameter") &&
                         strcmp(o->str, "DITemplateValueParameter"))) {
                        verr(v, loc, "invalid template parameter");
                        break;
                    }
                }
        }
    } else if (!strcmp(name, "DICompileUnit")) {
        int listed = 0;
        for (const IrNamedMD *n = v->m->named_md; n && !listed; n = n->next)
            if (n->name && !strcmp(n->name, "llvm.dbg.cu"))
                for (uint32_t j = 0; j < n->nops; j++)
                    if (n->ops[j] == md)
                        listed = 1;
        if (!listed)
            verr(v, loc, "DICompileUnit not listed in llvm.dbg.cu");
    }
}

/* DIExpression: every element must fit in 64 bits. */
static void
check_di_expression(V *v, const IrMD *md)
{
    for (uint32_t k = 0; k < md->nfields; k++) {
        const IrMDField *f = &md->fields[k];
        uint64_t x;
        if (!f->key && f->raw && parse_u64(f->raw, &x) == 2) {
            verr(v, md->loc, "element too large, limit is 18446744073709551615");
            return;
        }
    }
}

static int
pset_has(const PtrSet *ps, const void *p)
{
    if (!ps->cap)
        return 0;
    uint32_t h = ptr_hash(p) & (ps->cap - 1);
    while (ps->k[h]) {
        if (ps->k[h] == p)
            return 1;
        h = (h + 1) & (ps->cap - 1);
    }
    return 0;
}

static int
pset_add(PtrSet *ps, const void *p)
{
    if ((ps->n + 1) * 2 > ps->cap) {
        uint32_t cap = ps->cap ? ps->cap * 2 : 256;
        const void **k = ir_calloc(cap, sizeof *k);
        for (uint32_t i = 0; i < ps->cap; i++)
            if (ps->k[i]) {
                uint32_t h = ptr_hash(ps->k[i]) & (cap - 1);
                while (k[h])
                    h = (h + 1) & (cap - 1);
                k[h] = ps->k[i];
            }
        ir_free(ps->k);
        ps->k = k;
        ps->cap = cap;
    }
    uint32_t h = ptr_hash(p) & (ps->cap - 1);
    while (ps->k[h]) {
        if (ps->k[h] == p)
            return 0;
        h = (h + 1) & (ps->cap - 1);
    }
    ps->k[h] = p;
    ps->n++;
    return 1;
}

/* Mark every node reachable from md (explicit stack: metadata graphs can
 * be deep). */
static void
md_mark(PtrSet *ps, const IrMD *root)
{
    if (!root || !pset_add(ps, root))
        return;
    uint32_t cap = 64, sp = 0;
    const IrMD **stk = ir_malloc(cap * sizeof *stk);
    stk[sp++] = root;
    while (sp) {
        const IrMD *md = stk[--sp];
        uint32_t n = md->kind == IR_MD_TUPLE ? md->nops : md->kind == IR_MD_SPECIAL ? md->nfields : 0;
        for (uint32_t k = 0; k < n; k++) {
            const IrMD *c = md->kind == IR_MD_TUPLE ? md->ops[k] : md->fields[k].md;
            if (!c || !pset_add(ps, c))
                continue;
            if (sp == cap) {
                cap *= 2;
                stk = ir_realloc(stk, cap * sizeof *stk);
            }
            stk[sp++] = c;
        }
    }
    ir_free(stk);
}

/* Walk one numbered node and the nodes written inline in it. */
static void
check_di_tree(V *v, const IrMD *md, int depth, int semantic)
{
    if (!md || depth > 32 || full(v))
        return;
    if (md->kind == IR_MD_SPECIAL) {
        if (md->str && !strcmp(md->str, "DIExpression"))
            check_di_expression(v, md);
        else
            check_di_node(v, md, semantic);
        for (uint32_t k = 0; k < md->nfields; k++) {
            const IrMD *c = md->fields[k].md;
            if (c && c->slot < 0)
                check_di_tree(v, c, depth + 1, semantic);
        }
    } else if (md->kind == IR_MD_TUPLE) {
        for (uint32_t k = 0; k < md->nops; k++) {
            const IrMD *c = md->ops[k];
            if (c && c->slot < 0)
                check_di_tree(v, c, depth + 1, semantic);
        }
    }
}

/* A debug-info node among the nodes check_di_tree visits from md: md and
 * its unnumbered operands, and theirs.  (Without one, which nodes are
 * reachable, the marking of note_debug_use, decides nothing: a csmith
 * module's !tbaa on every access.) */
static int
di_below(const IrMD *md, int depth)
{
    if (!md || depth > 32)
        return 0;
    if (md->kind == IR_MD_SPECIAL)
        return 1;
    if (md->kind == IR_MD_TUPLE)
        for (uint32_t k = 0; k < md->nops; k++)
            if (md->ops[k] && md->ops[k]->slot < 0 && di_below(md->ops[k], depth + 1))
                return 1;
    return 0;
}

/* Debug info: llvm-as strips debug info it finds broken (with a warning),
 * so the verifier's debug-info rules only bind nodes that stay reachable
 * without it: from named metadata other than llvm.dbg.*, from attachments
 * other than !dbg and !llvm.loop, and from metadata arguments of calls
 * other than llvm.dbg.*.  The parser's rules bind every node. */
static void
check_debug_info(V *v)
{
    const IrModule *m = v->m;
    if (!v->need_live)
        return;
    /* the functions' part of the marking was done by note_debug_fn and
     * note_debug_use */
    PtrSet *live = &v->live;
    for (const IrNamedMD *n = m->named_md; n; n = n->next)
        if (n->name && strncmp(n->name, "llvm.dbg.", 9))
            for (uint32_t k = 0; k < n->nops; k++)
                md_mark(live, n->ops[k]);
    for (const IrGlobal *g = m->globals; g; g = g->next)
        for (uint32_t k = 0; k < g->nmd; k++)
            if (g->md[k].kind && strcmp(g->md[k].kind, "dbg"))
                md_mark(live, g->md[k].md);
    for (uint32_t k = 0; k < m->nmds && !full(v); k++)
        check_di_tree(v, m->mds[k], 0, pset_has(live, m->mds[k]));
}

/* Identified structs may not contain themselves (LangRef "Structure Type"). */
static int
struct_recursive(const IrType *t, const IrType *root, uint8_t *seen, uint32_t nseen, int depth)
{
    if (depth > 64)
        return 0;
    switch (t->kind) {
    case IR_TY_ARRAY: case IR_TY_VEC:
        return struct_recursive(t->elem, root, seen, nseen, depth + 1);
    case IR_TY_STRUCT:
        if (t == root && depth > 0)
            return 1;
        if ((t->flags & IR_TYF_NAMED) && depth > 0) {
            if (t->id < nseen && seen[t->id])
                return 0;
            if (t->id < nseen)
                seen[t->id] = 1;
        }
        for (uint32_t i = 0; i < t->nmembers; i++)
            if (struct_recursive(t->members[i], root, seen, nseen, depth + 1))
                return 1;
        return 0;
    default:
        return 0;
    }
}

static void
check_types(V *v)
{
    IrModule *m = v->m;
    IrLoc none = {0, 0};
    uint32_t n = m->ntypes + 1;
    uint8_t *seen = ir_calloc(n, 1);
    for (uint32_t k = 0; k < m->nnamed_types && !full(v); k++) {
        const IrType *t = m->named_types[k];
        if (!t || t->kind != IR_TY_STRUCT || (t->flags & IR_TYF_OPAQUE))
            continue;
        memset(seen, 0, n);
        if (struct_recursive(t, t, seen, n, 0))
            verr(v, none, "identified structure type '%s' is recursive", t->name ? t->name : "?");
    }
    ir_free(seen);
    const IrDataLayout *dl = &m->dl;
    if (dl->alloca_as >= (1u << 24) || dl->global_as >= (1u << 24) || dl->program_as >= (1u << 24))
        verr(v, none, "invalid datalayout: address space must be a 24-bit integer");
    for (uint32_t k = 0; k < dl->nptrs; k++)
        if (dl->ptrs[k].as >= (1u << 24)) {
            verr(v, none, "invalid datalayout: address space must be a 24-bit integer");
            break;
        }
}

/* A module uses debug records or llvm.dbg.* calls, not both (LangRef
 * "Debug Records"); records stand before an instruction, never after the
 * terminator.  (The bodies were walked by note_debug_block and
 * note_debug_use.) */
static void
check_debug_form(V *v)
{
    for (uint32_t k = 0; k < v->ntail_dbg; k++) {
        const IrBlock *b = v->tail_dbg[k];
        verr(v, b->last ? b->last->loc : b->loc,
             "debug record after the terminator: expected instruction opcode");
    }
    IrLoc rec = v->first_rec, call = v->first_dbg_call;
    if (rec.line && call.line) {
        if (rec.line < call.line || (rec.line == call.line && rec.col < call.col))
            verr(v, call, "llvm.dbg intrinsic should not appear in a module using non-intrinsic "
                          "debug info");
        else
            verr(v, rec, "debug record should not appear in a module containing debug info "
                         "intrinsics");
    }
}

/* --------------------------------------------------------------- entry */

int
ir_verify(IrModule *m, IrDiag *d)
{
    if (!m)
        return 0;
    V *v = ir_calloc(1, sizeof *v);
    v->m = m;
    v->fa = ir_arena_new();
    v->ntstate = m->ntypes + 1;
    v->tstate = ir_calloc(v->ntstate, 1);
    v->tprops = ir_calloc(v->ntstate, 1);
    for (uint32_t k = 0; k < m->nmds && !v->need_live; k++)
        v->need_live = di_below(m->mds[k], 0);
    for (IrGlobal *g = m->globals; g && !full(v); g = g->next)
        if (g->v.kind == IR_V_GLOBALVAR)
            check_global_var(v, g);
    for (IrGlobal *g = m->aliases; g && !full(v); g = g->next)
        if (g->v.kind == IR_V_ALIAS || g->v.kind == IR_V_IFUNC)
            check_alias(v, g);
    for (IrFunc *f = m->funcs; f && !full(v); f = (IrFunc *)f->g.next) {
        v->body_noted = 0;
        note_debug_fn(v, f);
        if (f->g.v.kind == IR_V_FUNC) {
            check_global_value(v, &f->g, f->is_decl);
            check_function(v, f);
        }
        if (!v->body_noted)
            note_debug_body(v, f);
    }
    check_named_md(v);
    check_debug_info(v);
    check_types(v);
    check_debug_form(v);
    if (v->nerr)
        qsort(v->errs, (size_t)v->nerr, sizeof v->errs[0], err_cmp);
    for (int k = 0; k < v->nerr; k++)
        ir_error_at(d, v->errs[k].loc, "%s", v->errs[k].msg);
    int n = v->nerr;
    ir_free(v->errs);
    ir_free(v->tstate);
    ir_free(v->tprops);
    ir_free(v->icache_k);
    ir_free(v->icache_v);
    ir_free(v->blk);
    ir_free(v->bfirst);
    ir_free(v->insts);
    ir_free(v->iblock);
    ir_free(v->live.k);
    ir_free(v->tail_dbg);
    ir_arena_free(v->fa);
    ir_free(v);
    return n;
}
