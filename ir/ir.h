/* ir.h -- the LLVM IR data model of llfuzz: arenas, diagnostics, types,
 * values, constants, instructions, functions, globals, metadata, attributes,
 * modules; and the entry points of the front end (parser, printer, verifier,
 * datalayout).
 *
 * Owns: everything under ir/. ir/ depends on nothing else in llfuzz.
 * Who may include it: everyone (gen/, mutate/, exec/, oracle/, reduce/, cli/,
 * tests/). Wide integers and fp formats have their own headers (ir/wide.h,
 * ir/fp.h), included from here.
 *
 * Memory: every object of a module lives in the module's arena and dies with
 * ir_module_free(); nothing here is freed one by one. Strings (names, string
 * attributes, metadata strings) are arena copies, NUL-terminated, and carry
 * an explicit length where they may hold NUL bytes.
 */
#ifndef LLFUZZ_IR_H
#define LLFUZZ_IR_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "fp.h"
#include "wide.h"

/* ---------------------------------------------------------------- basics */

#if defined(__GNUC__)
#define IR_NORETURN __attribute__((noreturn))
#define IR_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define IR_ALWAYS_INLINE __attribute__((always_inline))
#else
#define IR_ALWAYS_INLINE
#define IR_NORETURN
#define IR_PRINTF(a, b)
#endif

/* Internal bugs only (never bad input): print file:line and abort. */
IR_NORETURN void ir_die_at(const char *file, int line, const char *fmt, ...) IR_PRINTF(3, 4);
#define ir_die(...) ir_die_at(__FILE__, __LINE__, __VA_ARGS__)
#define ir_assert(c) ((c) ? (void)0 : ir_die("assertion failed: %s", #c))

/* The one allocator interface.  Every heap allocation of llfuzz goes through
 * these, so that tests can make the Nth one fail (ir_alloc_fail_after).  On
 * failure they die with "out of memory": there is no recovery path worth
 * having in a fuzzer, but the failure is loud and attributed. */
void *ir_malloc(size_t n);
void *ir_calloc(size_t n, size_t size);
void *ir_realloc(void *p, size_t n);
void ir_free(void *p);
char *ir_strdup(const char *s);
/* Test hook: the Nth allocation from now fails (0 = never). */
void ir_alloc_fail_after(long n);

/* Arenas: bump allocation by lifetime (process, module, run). */
typedef struct IrArena IrArena;
IrArena *ir_arena_new(void);
void ir_arena_free(IrArena *a);
void ir_arena_reset(IrArena *a); /* drop everything, keep one chunk (the newest, up to 8 MB) */
/* About `bytes` more will soon be allocated from the arena: take a chunk
 * that holds them and fault that much of it in at once (cheaper than page
 * by page).  Below 16 KB nothing happens. */
void ir_arena_expect(IrArena *a, size_t bytes);
/* The pages of [p, p + n) faulted in at once (nothing where the kernel
 * cannot: Linux < 5.14). */
void ir_mem_populate(void *p, size_t n);
/* Keep up to bytes of freed memory for reuse rather than give it back (a
 * long-lived process that frees and rebuilds large structures). */
void ir_mem_keep(size_t bytes);
/* A block of at least n bytes from the arenas' chunks (huge pages, see
 * core.c), its contents undefined; ir_block_free gives it back. */
void *ir_block_alloc(size_t n);
void ir_block_free(void *p);
/* For a process that runs one command and exits: about `bytes` of
 * malloc'd memory will be used; take it from the system and fault it in
 * at once (core.c). */
void ir_heap_expect(size_t bytes);
/* An arena begins with its window: [cur, end) of its newest chunk is zero
 * and free, and ir_arena_alloc takes from it inline; the rest of the
 * arena is core.c's. */
typedef struct IrArenaWindow {
    unsigned char *cur, *end;
} IrArenaWindow;
void *ir_arena_alloc_slow(IrArena *a, size_t n);
static inline void *
ir_arena_alloc(IrArena *a, size_t n) /* zeroed, 16-aligned */
{
    IrArenaWindow *w = (IrArenaWindow *)a;
    n = (n + 15) & ~(size_t)15;
    if (n && n <= (size_t)(w->end - w->cur)) {
        void *p = w->cur;
        w->cur += n;
        return p;
    }
    return ir_arena_alloc_slow(a, n);
}
void *ir_arena_dup(IrArena *a, const void *p, size_t n);
char *ir_arena_strndup(IrArena *a, const char *s, size_t n); /* NUL-terminated */
char *ir_arena_strdup(IrArena *a, const char *s);
char *ir_arena_printf(IrArena *a, const char *fmt, ...) IR_PRINTF(2, 3);
size_t ir_arena_used(const IrArena *a);
/* A point in an arena's life, and going back to it: what was allocated
 * since is dropped (scratch memory of a loop that must not grow). */
typedef struct IrArenaMark {
    void *chunk;
    size_t used, total;
} IrArenaMark;
IrArenaMark ir_arena_mark(const IrArena *a);
void ir_arena_release(IrArena *a, IrArenaMark m);
#define IR_NEW(a, T) ((T *)ir_arena_alloc((a), sizeof(T)))
#define IR_NEWN(a, T, n) ((T *)ir_arena_alloc((a), sizeof(T) * (size_t)(n)))

/* A growable buffer of bytes (heap), used by the printer and diagnostics. */
typedef struct IrBuf {
    char *p;
    size_t len, cap;
} IrBuf;
void ir_buf_put(IrBuf *b, const void *s, size_t n);
void ir_buf_puts(IrBuf *b, const char *s);
void ir_buf_putc(IrBuf *b, int c);
void ir_buf_printf(IrBuf *b, const char *fmt, ...) IR_PRINTF(2, 3);
void ir_buf_vprintf(IrBuf *b, const char *fmt, va_list ap);
void ir_buf_free(IrBuf *b);

/* A position in a source file (1-based; 0 = unknown). */
typedef struct IrLoc {
    uint32_t line, col;
} IrLoc;

/* ----------------------------------------------------------- diagnostics */

/* Bad input is reported here, never by exiting: each error is formatted as
 *   file:line:col: error: message
 *   <the source line>
 *       ^
 * and written to `out` (NULL: kept silent).  The first error's text and
 * location are kept for callers and tests. */
typedef struct IrDiag {
    const char *file;   /* name shown in messages */
    const char *src;    /* the whole source text, for the caret line (may be NULL) */
    size_t srclen;
    FILE *out;          /* stderr by default; NULL to stay silent */
    int nerrors, nwarnings;
    int unsupported;    /* the first error was an `unsupported:` one */
    IrLoc first_loc;
    char first_msg[512];
} IrDiag;

void ir_diag_init(IrDiag *d, const char *file, const char *src, size_t srclen, FILE *out);
void ir_error_at(IrDiag *d, IrLoc loc, const char *fmt, ...) IR_PRINTF(3, 4);
void ir_verror_at(IrDiag *d, IrLoc loc, const char *fmt, va_list ap);
void ir_warn_at(IrDiag *d, IrLoc loc, const char *fmt, ...) IR_PRINTF(3, 4);
/* "file:line:col: error: unsupported: <what>" */
void ir_unsupported_at(IrDiag *d, IrLoc loc, const char *fmt, ...) IR_PRINTF(3, 4);

/* ----------------------------------------------------------------- types */

typedef enum IrTypeKind {
    IR_TY_VOID,
    IR_TY_INT,      /* bits: 1 .. IR_MAX_INT_BITS */
    IR_TY_HALF,
    IR_TY_BFLOAT,
    IR_TY_FLOAT,
    IR_TY_DOUBLE,
    IR_TY_FP128,
    IR_TY_X86_FP80,
    IR_TY_PPC_FP128,
    IR_TY_X86_AMX,
    IR_TY_PTR,      /* addrspace in `bits` */
    IR_TY_VEC,      /* elem, count, IR_TYF_SCALABLE */
    IR_TY_ARRAY,    /* elem, count */
    IR_TY_STRUCT,   /* members; IR_TYF_PACKED/NAMED/OPAQUE */
    IR_TY_FUNC,     /* elem = return type, members = params, IR_TYF_VARARG */
    IR_TY_LABEL,
    IR_TY_TOKEN,
    IR_TY_METADATA,
    IR_TY_TARGETEXT, /* name, members = type params, ints = int params */
    IR_TY_NKINDS
} IrTypeKind;

enum {
    IR_TYF_PACKED = 1,
    IR_TYF_NAMED = 2,    /* identified struct: %name = type ... */
    IR_TYF_OPAQUE = 4,   /* identified struct without a body (yet) */
    IR_TYF_VARARG = 8,
    IR_TYF_SCALABLE = 16,
    IR_TYF_NUMBERED = 32, /* identified struct named by number: %0 = type ... */
};

#define IR_MAX_INT_BITS (1u << 23) /* LangRef: N from 1 to 2^23 */

typedef struct IrType IrType;
struct IrType {
    uint8_t kind;
    uint8_t flags;
    uint32_t bits;      /* INT: width; PTR: address space */
    uint32_t id;        /* unique per module, in creation order */
    uint64_t count;     /* ARRAY/VEC: element count (minimum for scalable) */
    IrType *elem;       /* ARRAY/VEC: element; FUNC: return type */
    IrType **members;   /* STRUCT members, FUNC params, TARGETEXT type params */
    uint32_t nmembers;
    uint32_t nints;
    uint32_t *ints;     /* TARGETEXT int params */
    const char *name;   /* STRUCT (named): name without '%'; TARGETEXT: name */
    IrType *hnext;      /* interning hash chain */
};

typedef struct IrModule IrModule;

IrType *ir_type_void(IrModule *m);
IrType *ir_type_label(IrModule *m);
IrType *ir_type_token(IrModule *m);
IrType *ir_type_metadata(IrModule *m);
IrType *ir_type_int(IrModule *m, uint32_t bits);
IrType *ir_type_fp(IrModule *m, IrTypeKind kind); /* HALF .. PPC_FP128, X86_AMX */
IrType *ir_type_ptr(IrModule *m, uint32_t addrspace);
IrType *ir_type_vec(IrModule *m, IrType *elem, uint64_t n, int scalable);
IrType *ir_type_array(IrModule *m, IrType *elem, uint64_t n);
IrType *ir_type_struct(IrModule *m, IrType **members, uint32_t n, int packed);
IrType *ir_type_func(IrModule *m, IrType *ret, IrType **params, uint32_t n, int vararg);
IrType *ir_type_target_ext(IrModule *m, const char *name, IrType **tys, uint32_t ntys,
                           const uint32_t *ints, uint32_t nints);
/* Identified structs: lookup or create an opaque one, then give it a body. */
IrType *ir_type_named(IrModule *m, const char *name);
IrType *ir_type_named_find(const IrModule *m, const char *name);
void ir_type_set_body(IrModule *m, IrType *t, IrType **members, uint32_t n, int packed);

/* The same type with vector shape of `like` (scalar if `like` is scalar). */
IrType *ir_type_with_shape(IrModule *m, IrType *scalar, const IrType *like);
/* element type of a vector, else t */
static inline IrType *
ir_type_scalar(IrType *t)
{
    return t->kind == IR_TY_VEC ? t->elem : t;
}
/* lanes of a vector, 1 for anything else */
static inline uint32_t
ir_type_lanes(const IrType *t)
{
    return t->kind == IR_TY_VEC ? (uint32_t)t->count : 1;
}
FpFmt ir_type_fp_fmt(const IrType *t);       /* the soft-float format of an fp scalar type */

int ir_type_is_int(const IrType *t);
int ir_type_is_fp(const IrType *t);         /* half .. ppc_fp128 */
int ir_type_is_ptr(const IrType *t);
int ir_type_is_int_or_intvec(const IrType *t);
int ir_type_is_fp_or_fpvec(const IrType *t);
int ir_type_is_ptr_or_ptrvec(const IrType *t);
int ir_type_is_first_class(const IrType *t); /* anything a value may have */
int ir_type_is_aggregate(const IrType *t);   /* array or struct */
int ir_type_is_sized(const IrType *t);
/* integers and fp only, in vectors, arrays and structs: no pointer */
int ir_type_is_plain_data(const IrType *t);
int ir_type_is_single_value(const IrType *t);
unsigned ir_type_fp_bits(const IrType *t);   /* 16, 32, 64, 80, 128 */
/* Structural equality across modules (identified structs compare by name). */
int ir_type_equal(const IrType *a, const IrType *b);
/* Text of a type in .ll syntax. */
void ir_type_print(IrBuf *b, const IrType *t);
const char *ir_type_str(IrArena *a, const IrType *t);

/* ---------------------------------------------------------------- opcodes */

enum {
    IR_CLS_TERM, IR_CLS_UNARY, IR_CLS_BINARY, IR_CLS_BITWISE, IR_CLS_VECTOR,
    IR_CLS_AGG, IR_CLS_MEMORY, IR_CLS_CONV, IR_CLS_OTHER, IR_CLS_EH
};

/* Operand layouts (IrInst.ops), per shape:
 *   RET         [val]? (none for `ret void`)
 *   BR          [dest] | [cond, iftrue, iffalse]
 *   SWITCH      [cond, default, val0, dest0, val1, dest1, ...]
 *   INDIRECTBR  [addr, dest0, dest1, ...]
 *   INVOKE      [callee, args..., normal, unwind]          fty = callee type
 *   CALLBR      [callee, args..., default, indirect...]    n_indirect
 *   RESUME      [val]
 *   NONE        []                                          unreachable
 *   CLEANUPRET  [pad] | [pad, unwinddest]
 *   CATCHRET    [pad, dest]
 *   CATCHSWITCH [parentpad, handler..., unwinddest?]        IR_F_UNWIND_DEST
 *   PAD         [parentpad, args...]                        catchpad/cleanuppad
 *   LANDINGPAD  [clause...]                                 ints[i] = IR_LP_CATCH/FILTER
 *   UNARY       [a]                                         fneg, freeze
 *   BINARY      [a, b]
 *   EXTRACTELT  [vec, idx]      INSERTELT [vec, elt, idx]
 *   SHUFFLE     [v1, v2]                                    ints = mask (IR_MASK_POISON,
 *                                                           IR_MASK_UNDEF: see there)
 *   EXTRACTVAL  [agg]           INSERTVAL [agg, val]        ints = indices
 *   ALLOCA      [count]                                     ty2 = allocated type
 *   LOAD        [ptr]           STORE [val, ptr]
 *   GEP         [base, idx...]                              ty2 = source element type
 *   FENCE       []
 *   CMPXCHG     [ptr, cmp, new]  ATOMICRMW [ptr, val]
 *   CAST        [val]                                       type = destination
 *   CMP         [a, b]                                      pred
 *   PHI         [val...]                                    blocks[i] = incoming block
 *   SELECT      [cond, a, b]
 *   CALL        [callee, args...]                           fty = callee type
 *   VAARG       [list]
 */
enum {
    IR_SH_RET, IR_SH_BR, IR_SH_SWITCH, IR_SH_INDIRECTBR, IR_SH_INVOKE, IR_SH_RESUME,
    IR_SH_NONE, IR_SH_CLEANUPRET, IR_SH_CATCHRET, IR_SH_CATCHSWITCH, IR_SH_CALLBR,
    IR_SH_UNARY, IR_SH_BINARY, IR_SH_ALLOCA, IR_SH_LOAD, IR_SH_STORE, IR_SH_GEP,
    IR_SH_FENCE, IR_SH_CMPXCHG, IR_SH_ATOMICRMW, IR_SH_CAST, IR_SH_PAD, IR_SH_CMP,
    IR_SH_PHI, IR_SH_CALL, IR_SH_SELECT, IR_SH_VAARG, IR_SH_EXTRACTELT,
    IR_SH_INSERTELT, IR_SH_SHUFFLE, IR_SH_EXTRACTVAL, IR_SH_INSERTVAL,
    IR_SH_LANDINGPAD
};

/* Instruction and constant-expression flags (IrInst.flags, IrConst.flags). */
enum {
    IR_F_NUW = 1u << 0,       /* add/sub/mul/shl/trunc, GEP nuw */
    IR_F_NSW = 1u << 1,
    IR_F_EXACT = 1u << 2,
    IR_F_DISJOINT = 1u << 3,
    IR_F_NNEG = 1u << 4,
    IR_F_SAMESIGN = 1u << 5,
    IR_F_INBOUNDS = 1u << 6,  /* GEP; implies nusw */
    IR_F_NUSW = 1u << 7,
    IR_F_VOLATILE = 1u << 8,
    IR_F_WEAK = 1u << 9,      /* cmpxchg weak */
    IR_F_INALLOCA = 1u << 10, /* alloca */
    IR_F_SWIFTERROR = 1u << 11,
    IR_F_CLEANUP = 1u << 12,  /* landingpad cleanup */
    IR_F_UNWIND_DEST = 1u << 13, /* catchswitch/cleanupret have an unwind label */
    IR_F_INRANGE = 1u << 14,  /* constant GEP inrange(lo, hi): IrConst.inrange */
    IR_F_ALIGN_DEFAULT = 1u << 15, /* load/store/alloca/cmpxchg/atomicrmw written without
                                      `align`: IrInst.align is the datalayout's default
                                      (ir_inst_default_align) */
    /* fast-math flags */
    IR_F_NNAN = 1u << 16,
    IR_F_NINF = 1u << 17,
    IR_F_NSZ = 1u << 18,
    IR_F_ARCP = 1u << 19,
    IR_F_CONTRACT = 1u << 20,
    IR_F_AFN = 1u << 21,
    IR_F_REASSOC = 1u << 22,
    IR_F_FMF = 0x7fu << 16,   /* all of them: `fast` */
};

typedef enum IrOp {
#define OP(e, s, c, sh, f) IR_OP_##e,
#include "ops.def"
    IR_NOPS
} IrOp;

typedef struct IrOpInfo {
    const char *name;
    uint8_t cls, shape;
    uint32_t flags; /* IR_F_* accepted */
} IrOpInfo;
extern const IrOpInfo ir_opinfo[IR_NOPS];
#define ir_op_name(op) (ir_opinfo[op].name)

/* Comparison predicates: the numbering is LLVM's. */
typedef enum IrPred {
    IR_FCMP_FALSE, IR_FCMP_OEQ, IR_FCMP_OGT, IR_FCMP_OGE, IR_FCMP_OLT, IR_FCMP_OLE,
    IR_FCMP_ONE, IR_FCMP_ORD, IR_FCMP_UNO, IR_FCMP_UEQ, IR_FCMP_UGT, IR_FCMP_UGE,
    IR_FCMP_ULT, IR_FCMP_ULE, IR_FCMP_UNE, IR_FCMP_TRUE,
    IR_ICMP_EQ = 32, IR_ICMP_NE, IR_ICMP_UGT, IR_ICMP_UGE, IR_ICMP_ULT, IR_ICMP_ULE,
    IR_ICMP_SGT, IR_ICMP_SGE, IR_ICMP_SLT, IR_ICMP_SLE
} IrPred;
const char *ir_pred_name(unsigned pred);

/* Atomic orderings (LLVM's numbering). */
typedef enum IrOrdering {
    IR_ORD_NONE, IR_ORD_UNORDERED, IR_ORD_MONOTONIC, IR_ORD_CONSUME_UNUSED,
    IR_ORD_ACQUIRE, IR_ORD_RELEASE, IR_ORD_ACQ_REL, IR_ORD_SEQ_CST
} IrOrdering;
const char *ir_ordering_name(unsigned ord);

/* atomicrmw operations */
#define IR_RMW_OPS(X) \
    X(XCHG, "xchg") X(ADD, "add") X(SUB, "sub") X(AND, "and") X(NAND, "nand") \
    X(OR, "or") X(XOR, "xor") X(MAX, "max") X(MIN, "min") X(UMAX, "umax") \
    X(UMIN, "umin") X(FADD, "fadd") X(FSUB, "fsub") X(FMAX, "fmax") X(FMIN, "fmin") \
    X(FMAXIMUM, "fmaximum") X(FMINIMUM, "fminimum") X(UINC_WRAP, "uinc_wrap") \
    X(UDEC_WRAP, "udec_wrap") X(USUB_COND, "usub_cond") X(USUB_SAT, "usub_sat") \
    X(FMAXIMUMNUM, "fmaximumnum") X(FMINIMUMNUM, "fminimumnum")
typedef enum IrRmwOp {
#define X(e, s) IR_RMW_##e,
    IR_RMW_OPS(X)
#undef X
    IR_RMW_N
} IrRmwOp;
extern const char *const ir_rmw_names[IR_RMW_N];

/* Tail-call markers on call */
enum { IR_TAIL_NONE, IR_TAIL_TAIL, IR_TAIL_MUSTTAIL, IR_TAIL_NOTAIL };

/* landingpad clause kinds (IrInst.ints) */
enum { IR_LP_CATCH, IR_LP_FILTER };

/* ------------------------------------------------------------ attributes */

enum { IR_AA_NONE, IR_AA_INT, IR_AA_TYPE, IR_AA_RANGE, IR_AA_MEMORY, IR_AA_NOFPCLASS,
       IR_AA_CAPTURES, IR_AA_PAIR, IR_AA_UWTABLE, IR_AA_STR, IR_AA_RANGES };
enum { IR_AW_FN = 1, IR_AW_PARAM = 2, IR_AW_RET = 4 };

typedef enum IrAttrKind {
    IR_ATTR_NONE_,
#define ATTR(e, s, a, w) IR_ATTR_##e,
#include "attrs.def"
    IR_ATTR_STRING, /* "key" or "key"="value" */
    IR_NATTRS
} IrAttrKind;

typedef struct IrAttrInfo {
    const char *name;
    uint8_t arg, where;
} IrAttrInfo;
extern const IrAttrInfo ir_attrinfo[IR_NATTRS];

/* memory(...): 2 bits per location, IR_MEM_LOC_* index; access IR_MEM_* */
enum { IR_MEM_NONE = 0, IR_MEM_READ = 1, IR_MEM_WRITE = 2, IR_MEM_RW = 3 };
enum { IR_MEM_LOC_ARG, IR_MEM_LOC_INACCESSIBLE, IR_MEM_LOC_ERRNO, IR_MEM_LOC_TARGET0,
       IR_MEM_LOC_TARGET1, IR_MEM_LOC_OTHER, IR_MEM_NLOCS };
#define IR_MEM_GET(bits, loc) ((unsigned)((bits) >> (2 * (loc))) & 3u)
#define IR_MEM_ALL(acc) ((uint64_t)(acc) * 0x555u) /* same access everywhere */

/* nofpclass(...) / llvm.is.fpclass test mask bits (LangRef "nofpclass") */
enum {
    IR_FPC_SNAN = 1, IR_FPC_QNAN = 2, IR_FPC_NINF = 4, IR_FPC_NNORM = 8,
    IR_FPC_NSUB = 16, IR_FPC_NZERO = 32, IR_FPC_PZERO = 64, IR_FPC_PSUB = 128,
    IR_FPC_PNORM = 256, IR_FPC_PINF = 512, IR_FPC_ALL = 1023
};

/* captures(...): components, for "other" in bits 0-3, for "ret:" in bits 4-7 */
enum { IR_CAP_ADDRESS_IS_NULL = 1, IR_CAP_ADDRESS = 3, IR_CAP_READ_PROVENANCE = 4,
       IR_CAP_PROVENANCE = 12 };

typedef struct IrValue IrValue;

typedef struct IrAttr {
    uint16_t kind;        /* IrAttrKind */
    uint64_t i, i2;       /* INT value, PAIR (i2 = UINT64_MAX when absent), MEMORY,
                             NOFPCLASS, CAPTURES bits, UWTABLE (1 sync, 2 async) */
    IrType *ty;           /* TYPE attributes (NULL when omitted), RANGE type */
    IrValue *lo, *hi;     /* RANGE bounds (constant integers) */
    const char *key, *val;/* STRING: key, value (val NULL: no value); STR: the string */
    int64_t *ranges;      /* RANGES: lo0, hi0, lo1, hi1, ... */
    uint32_t nranges;     /* number of pairs */
} IrAttr;

typedef struct IrAttrSet {
    IrAttr *a;
    uint32_t n;
} IrAttrSet;

/* Attributes of a function or a call site: function, return, each parameter. */
typedef struct IrAttrList {
    IrAttrSet fn, ret;
    IrAttrSet *params;
    uint32_t nparams;
} IrAttrList;

const IrAttr *ir_attr_find(const IrAttrSet *s, IrAttrKind k);
const IrAttr *ir_attr_find_str(const IrAttrSet *s, const char *key);
int ir_attr_has(const IrAttrSet *s, IrAttrKind k);
const IrAttrSet *ir_attrs_param(const IrAttrList *l, uint32_t i); /* NULL when none */
void ir_attr_print(IrBuf *b, const IrAttr *a);
void ir_attrset_print(IrBuf *b, const IrAttrSet *s); /* space-separated */

/* -------------------------------------------------------------- metadata */

typedef enum IrMDKind {
    IR_MD_STRING,   /* !"..."        str, len */
    IR_MD_VALUE,    /* i32 1, ptr @g, i32 %x (ValueAsMetadata)  val */
    IR_MD_TUPLE,    /* !{...}        ops (NULL element = `null`) */
    IR_MD_SPECIAL,  /* !DILocation(line: 1, ...), !DIExpression(...): name, fields */
    IR_MD_FWD,      /* parser placeholder for a forward !N reference */
} IrMDKind;

typedef struct IrMD IrMD;

/* A field of a specialized node. key NULL: a positional argument
 * (DIExpression operations, DIArgList values).  Exactly one of md / raw is
 * set: md for `!N`, `!"s"`, nested nodes and values; raw for everything else,
 * kept as written: numbers, `null`, `true`, DW_* / DIFlag* keywords and their
 * `|` combinations, quoted strings. */
typedef struct IrMDField {
    const char *key;
    IrMD *md;
    const char *raw;
    int braced;     /* `operands: {!1, !2}`: md is a tuple printed in braces */
    IrLoc loc;      /* where the field was written (its key, or its value if positional) */
} IrMDField;

struct IrMD {
    uint8_t kind;       /* IrMDKind */
    uint8_t distinct;
    int32_t slot;       /* N of !N; -1 for inline (unnumbered) nodes */
    const char *str;    /* STRING contents (raw bytes); SPECIAL: "DILocation" */
    uint32_t len;
    IrValue *val;       /* VALUE */
    IrMD **ops;         /* TUPLE */
    uint32_t nops;
    IrMDField *fields;  /* SPECIAL */
    uint32_t nfields;
    IrLoc loc;
};

typedef struct IrNamedMD {
    const char *name;   /* without '!' */
    IrMD **ops;
    uint32_t nops;
    struct IrNamedMD *next;
} IrNamedMD;

/* An attachment `!kind !N` on an instruction, function or global. */
typedef struct IrMDAttach {
    const char *kind;   /* "dbg", "tbaa", ... */
    IrMD *md;
} IrMDAttach;

/* A debug record #dbg_<kind>(args...) that precedes an instruction. */
typedef struct IrDbgRecord {
    const char *kind;   /* "value", "declare", "assign", "label", "declare_value" */
    IrMD **args;        /* values appear as IR_MD_VALUE */
    uint32_t nargs;
    struct IrDbgRecord *next;
    IrLoc loc;
} IrDbgRecord;

/* ---------------------------------------------------------------- values */

typedef enum IrValueKind {
    /* constants */
    IR_V_INT,        /* integer: IrConst.w */
    IR_V_FP,         /* floating point: IrConst.w holds the bits of the format */
    IR_V_NULL,       /* ptr null, and `zeroinitializer`-like null of target ext types */
    IR_V_NONE,       /* token none */
    IR_V_UNDEF,
    IR_V_POISON,
    IR_V_ZERO,       /* zeroinitializer (aggregate, vector, or any type) */
    IR_V_AGG,        /* { ... }, [ ... ], < ... >: IrConst.elems */
    IR_V_STR,        /* c"...": array of i8, IrConst.bytes */
    IR_V_SPLAT,      /* splat (T v): elems[0] */
    IR_V_BLOCKADDR,  /* blockaddress(@f, %bb): elems[0] = function, elems[1] = block */
    IR_V_DSO_EQUIV,  /* dso_local_equivalent @f: elems[0] */
    IR_V_NO_CFI,     /* no_cfi @f: elems[0] */
    IR_V_PTRAUTH,    /* ptrauth (ptr @f, i32 key[, i64 disc[, ptr addrdisc[, ptr ds]]]) */
    IR_V_CEXPR,      /* constant expression: IrConst.op, flags, elems */
    /* globals */
    IR_V_GLOBALVAR,
    IR_V_FUNC,
    IR_V_ALIAS,
    IR_V_IFUNC,
    /* function-local */
    IR_V_ARG,
    IR_V_BLOCK,
    IR_V_INST,
    /* others */
    IR_V_ASM,        /* inline asm: IrConst (asm_str, asm_cons, asm_flags) */
    IR_V_MD,         /* metadata as a value (call operand): IrConst.md */
    IR_V_FWD,        /* parser placeholder for a forward reference */
} IrValueKind;

struct IrValue {
    uint8_t kind;       /* IrValueKind */
    uint8_t opaque_[3];
    uint32_t slot;      /* number for unnamed values (printer numbering) */
    IrType *type;
    const char *name;   /* without sigil; NULL for unnamed */
};

typedef struct IrConst {
    IrValue v;
    uint16_t op;        /* CEXPR: the IrOp */
    uint8_t pred;       /* CEXPR icmp/fcmp */
    uint32_t flags;     /* CEXPR: IR_F_*; ASM: IR_ASM_* */
    uint64_t *w;        /* INT, FP: little-endian 64-bit words of the value */
    uint64_t inl;       /* storage for w when the value fits one word */
    IrValue **elems;    /* AGG elements, CEXPR operands, SPLAT, BLOCKADDR, ... */
    uint32_t nelems;
    const char *bytes;  /* STR contents (nbytes, may hold NUL) */
    uint64_t nbytes;
    IrType *ty2;        /* CEXPR GEP: source element type */
    int32_t *ints;      /* CEXPR shufflevector mask, extractvalue/insertvalue indices */
    uint32_t nints;
    int64_t inrange[2]; /* CEXPR GEP inrange(lo, hi) */
    const char *asm_str, *asm_cons; /* ASM */
    IrMD *md;           /* MD */
} IrConst;

enum { IR_ASM_SIDEEFFECT = 1, IR_ASM_ALIGNSTACK = 2, IR_ASM_INTELDIALECT = 4,
       IR_ASM_UNWIND = 8 };

typedef struct IrFunc IrFunc;
typedef struct IrBlock IrBlock;
typedef struct IrInst IrInst;

typedef struct IrArg {
    IrValue v;
    IrFunc *parent;
    uint32_t index;
} IrArg;

/* An operand bundle: [ "tag"(ty %v, ...) ] */
typedef struct IrBundle {
    const char *tag;
    IrValue **ops;
    uint32_t nops;
} IrBundle;

struct IrInst {
    IrValue v;
    uint16_t op;        /* IrOp */
    uint8_t pred;       /* CMP */
    uint8_t ord, ord2;  /* atomic ordering; cmpxchg failure ordering */
    uint8_t rmw;        /* atomicrmw op */
    uint8_t tail;       /* CALL: IR_TAIL_* */
    uint16_t cc;        /* CALL/INVOKE/CALLBR calling convention */
    uint32_t flags;     /* IR_F_* */
    uint32_t nops;
    uint32_t vnum;      /* scratch of ir_verify and of the interpreter's lowering: the
                           instruction's number in its function */
    IrValue **ops;      /* layout per shape, see above */
    IrBlock **blocks;   /* PHI incoming blocks, parallel to ops */
    IrType *ty2;        /* ALLOCA/GEP element type; LOAD: unused; VAARG: unused */
    IrType *fty;        /* CALL/INVOKE/CALLBR: the callee's function type */
    int32_t *ints;      /* SHUFFLE mask; EXTRACTVAL/INSERTVAL indices; LANDINGPAD kinds */
    uint32_t nints;
    uint32_t n_indirect;/* CALLBR: number of indirect destinations */
    uint64_t align;     /* bytes; 0 = not given */
    uint32_t addrspace; /* ALLOCA: address space written (also in v.type) */
    const char *syncscope; /* NULL: system scope */
    IrAttrList *attrs;  /* CALL/INVOKE/CALLBR */
    IrBundle *bundles;
    uint32_t nbundles;
    uint32_t nmd;
    IrMDAttach *md;
    IrDbgRecord *dbg;   /* debug records printed before the instruction */
    IrBlock *parent;
    IrInst *prev, *next;
    IrLoc loc;          /* where it was parsed (0 if built) */
};

struct IrBlock {
    IrValue v;          /* type label */
    IrFunc *parent;
    IrInst *first, *last;
    IrBlock *prev, *next;
    uint32_t ninsts;
    uint32_t index;     /* position in the function (ir_func_number) */
    IrDbgRecord *tail_dbg; /* debug records after the last instruction (rare) */
    IrLoc loc;
};

/* Linkage, visibility, ... (LLVM's spellings, in the order LLVM prints them) */
typedef enum IrLinkage {
    IR_LINK_EXTERNAL, IR_LINK_PRIVATE, IR_LINK_INTERNAL, IR_LINK_AVAILABLE_EXTERNALLY,
    IR_LINK_LINKONCE, IR_LINK_WEAK, IR_LINK_COMMON, IR_LINK_APPENDING,
    IR_LINK_EXTERN_WEAK, IR_LINK_LINKONCE_ODR, IR_LINK_WEAK_ODR, IR_LINK_N
} IrLinkage;
extern const char *const ir_linkage_names[IR_LINK_N];
enum { IR_VIS_DEFAULT, IR_VIS_HIDDEN, IR_VIS_PROTECTED };
enum { IR_DLL_NONE, IR_DLL_IMPORT, IR_DLL_EXPORT };
enum { IR_TLS_NONE, IR_TLS_GENERAL, IR_TLS_LOCALDYNAMIC, IR_TLS_INITIALEXEC,
       IR_TLS_LOCALEXEC };
enum { IR_UA_NONE, IR_UA_UNNAMED, IR_UA_LOCAL };
enum { IR_SAN_NO_ADDRESS = 1, IR_SAN_NO_HWADDRESS = 2, IR_SAN_MEMTAG = 4,
       IR_SAN_ADDRESS_DYNINIT = 8 };

/* Global variables, functions, aliases and ifuncs share one record; v.kind
 * tells which.  v.type is always `ptr addrspace(N)`. */
typedef struct IrGlobal {
    IrValue v;
    uint8_t linkage, visibility, dll, tls, unnamed_addr;
    uint8_t dso_local;      /* 1 dso_local, 2 dso_preemptable written */
    uint8_t is_const;       /* GLOBALVAR: constant */
    uint8_t ext_init;       /* externally_initialized */
    uint8_t sanitizer;      /* IR_SAN_* */
    uint32_t addrspace;
    IrType *vtype;          /* value type: variable's type, function type, alias type */
    IrValue *init;          /* initializer, aliasee, resolver; NULL = declaration */
    const char *section, *partition, *code_model;
    const char *comdat;     /* NULL none; "" = comdat of the same name */
    uint64_t align;         /* bytes, 0 = not given */
    IrAttrSet attrs;        /* GLOBALVAR: attribute group of the variable */
    IrMDAttach *md;
    uint32_t nmd;
    struct IrGlobal *next;
    IrLoc loc;
} IrGlobal;

struct IrFunc {
    IrGlobal g;             /* v.kind == IR_V_FUNC; g.vtype = function type */
    uint16_t cc;
    uint32_t fn_addrspace;
    IrAttrList attrs;       /* function, return, parameters */
    IrArg **args;
    uint32_t nargs;
    IrBlock *first, *last;
    uint32_t nblocks;
    const char *gc;
    IrValue *prefix, *prologue, *personality;
    uint32_t nslots;        /* unnamed values numbered by ir_func_number */
    int is_decl;            /* declare (no body) */
    int implicit;           /* an intrinsic called without a declaration: the
                               declaration is not printed (llvm-as infers one
                               per call type, as the parser did) */
};

typedef struct IrComdat {
    const char *name;
    uint8_t kind;           /* IR_COMDAT_* */
    struct IrComdat *next;
} IrComdat;
enum { IR_COMDAT_ANY, IR_COMDAT_EXACTMATCH, IR_COMDAT_LARGEST, IR_COMDAT_NODEDUP,
       IR_COMDAT_SAMESIZE };

/* --------------------------------------------------------------- datalayout */

typedef struct IrDLAlign {
    uint8_t kind;           /* 'i', 'f', 'v', 'a' */
    uint32_t bits;          /* size the entry is for */
    uint32_t abi, pref;     /* alignments in bytes */
} IrDLAlign;

typedef struct IrDLPtr {
    uint32_t as;
    uint32_t size, abi, pref, idx; /* size/idx in bits, alignments in bytes */
    const char *name;   /* p<N>(<name>): the symbolic name of the address space */
} IrDLPtr;

typedef struct IrDataLayout {
    int big_endian;
    uint32_t stack_align;   /* bytes, 0 = unspecified */
    uint32_t alloca_as, global_as, program_as;
    uint32_t fnptr_align;   /* bytes, 0 = unspecified */
    int fnptr_independent;
    char mangling;
    IrDLAlign *aligns;
    uint32_t naligns;
    IrDLPtr *ptrs;
    uint32_t nptrs;
    uint32_t *legal_ints;   /* n<size>:<size>... */
    uint32_t nlegal;
    uint32_t *nonintegral_as;
    uint32_t nnonintegral;
} IrDataLayout;

/* Parse a datalayout string into `dl` (defaults first).  Returns 0 or -1
 * with a message in err. */
int ir_dl_parse(IrDataLayout *dl, IrArena *a, const char *s, char *err, size_t errlen);
void ir_dl_default(IrDataLayout *dl);
/* Sizes in bytes, as LLVM's DataLayout computes them. */
uint64_t ir_type_store_size(const IrModule *m, const IrType *t);
uint64_t ir_type_alloc_size(const IrModule *m, const IrType *t);
uint64_t ir_type_size_bits(const IrModule *m, const IrType *t);
uint32_t ir_type_abi_align(const IrModule *m, const IrType *t);
uint32_t ir_type_pref_align(const IrModule *m, const IrType *t);
uint64_t ir_struct_offset(const IrModule *m, const IrType *st, uint32_t field);
/* The offsets of all of a struct's members, in one pass: out[nmembers]. */
void ir_struct_offsets(const IrModule *m, const IrType *st, uint64_t *out);
/* The same with a scalable vector <vscale x N x T> as N*vscale lanes (the
 * ones above take its known minimum: vscale 1).  Alignments do not depend
 * on vscale. */
uint64_t ir_type_size_bits_vs(const IrModule *m, const IrType *t, uint64_t vscale);
uint64_t ir_type_alloc_size_vs(const IrModule *m, const IrType *t, uint64_t vscale);
void ir_struct_offsets_vs(const IrModule *m, const IrType *st, uint64_t *out, uint64_t vscale);
uint32_t ir_ptr_bits(const IrModule *m, uint32_t as);
uint32_t ir_ptr_index_bits(const IrModule *m, uint32_t as);

/* ---------------------------------------------------------------- module */

/* A symbol table: name -> pointer, open addressing.  A slot keeps a
 * summary of its key next to the value, so that a lookup reads one slot
 * (32 bytes, half a cache line) and, for names up to 8 bytes, never the
 * key itself. */
typedef struct IrSymSlot {
    uint64_t meta;      /* (length of the key + 1) << 32 | its hash; 0: empty slot */
    uint64_t head;      /* the key's first 8 bytes (fewer: zero-padded) */
    const char *key;
    void *val;
} IrSymSlot;

typedef struct IrSymtab {
    IrSymSlot *slots;
    uint32_t cap, n;
} IrSymtab;
void *ir_sym_get(const IrSymtab *t, const char *name);
void *ir_sym_getn(const IrSymtab *t, const char *name, size_t n); /* name need not end in NUL */
void ir_sym_put(IrSymtab *t, IrArena *a, const char *name, void *val);

struct IrModule {
    IrArena *arena;
    const char *file;           /* source file it was parsed from, or NULL */
    const char *source_filename;
    const char *datalayout_str, *triple;
    IrDataLayout dl;
    char **asm_lines;           /* module asm "..." (raw, escaped as written) */
    uint32_t nasm;
    IrGlobal *globals, *globals_last;   /* global variables */
    IrGlobal *aliases, *aliases_last;   /* aliases and ifuncs, in order */
    IrFunc *funcs, *funcs_last;
    uint32_t nglobals, naliases, nfuncs;
    IrComdat *comdats, *comdats_last;
    IrNamedMD *named_md, *named_md_last;
    IrMD **mds;                 /* numbered metadata, in definition order (each knows its slot) */
    uint32_t nmds;
    char **summary;             /* ^N = ... module-summary entries, kept as text */
    uint32_t nsummary;
    char **uselistorders;       /* uselistorder directives, kept as text */
    uint32_t nuselist;
    IrSymtab gsyms;             /* @name -> IrGlobal (vars, funcs, aliases) */
    IrSymtab tsyms;             /* %name -> IrType (identified structs) */
    IrType **named_types;       /* identified structs in definition order */
    uint32_t nnamed_types, cap_named_types;
    /* type interning */
    IrType **thash;
    uint32_t thash_cap, ntypes;
    IrType *t_void, *t_label, *t_token, *t_md, *t_i1, *t_i8, *t_i32, *t_i64, *t_ptr;
    IrType *t_int[65];          /* iN for N <= 64, once interned (ir_type_int) */
    IrType *t_fp[IR_TY_NKINDS];
    /* interned scalar constants (see ir_const_int) */
    IrConst **ctab;
    uint32_t ctab_cap, nctab;
};

IrModule *ir_module_new(void);
void ir_module_free(IrModule *m);
IrGlobal *ir_module_global(const IrModule *m, const char *name); /* any kind */
IrFunc *ir_module_func(const IrModule *m, const char *name);

/* ---------------------------------------------------- building helpers */

/* Scalar constants -- integers of <= 64 bits, fp values of <= 64 bits,
 * null, none, undef, poison, zeroinitializer -- are interned per module:
 * the same (type, value) is one IrConst.  Never modify a constant in place;
 * make a new one. */

IrValue *ir_const_int(IrModule *m, IrType *t, uint64_t v);          /* truncated */
IrValue *ir_const_int_words(IrModule *m, IrType *t, const uint64_t *w); /* copies */
IrValue *ir_const_fp_bits(IrModule *m, IrType *t, const uint64_t *w);
IrValue *ir_const_simple(IrModule *m, IrValueKind k, IrType *t); /* undef/poison/null/zero/none */
IrConst *ir_const_new(IrModule *m, IrValueKind k, IrType *t);
/* The same value: the same object, or constants LLVM would unique into one
 * (wide integers and fp values, aggregates, strings and constant
 * expressions are not interned here, so compare what they hold). */
int ir_value_same(const IrValue *a, const IrValue *b);
int ir_value_is_const(const IrValue *v);
int ir_value_is_global(const IrValue *v);
int ir_value_is_zero(const IrValue *v); /* integer or fp +0 or null or zeroinitializer */
/* integer constant value (<= 64 bits: zero-extended) */
uint64_t ir_const_zext(const IrValue *v);
int64_t ir_const_sext(const IrValue *v);

IrFunc *ir_func_new(IrModule *m, const char *name, IrType *fty);
IrBlock *ir_block_new(IrModule *m, IrFunc *f, const char *name); /* appended */
IrInst *ir_inst_new(IrModule *m, IrOp op, IrType *type, uint32_t nops);
void ir_block_append(IrBlock *b, IrInst *i);
void ir_inst_insert_before(IrInst *pos, IrInst *i);
void ir_inst_remove(IrInst *i);
IrInst *ir_block_terminator(const IrBlock *b); /* NULL when the last is not one */
int ir_inst_is_terminator(const IrInst *i);
/* Successor blocks of a terminator. */
uint32_t ir_inst_nsucc(const IrInst *i);
IrBlock *ir_inst_succ(const IrInst *i, uint32_t k);
/* Number unnamed args/blocks/instructions in order (%0, %1, ...). */
void ir_func_number(IrFunc *f);
void ir_func_number_blocks(IrFunc *f); /* only IrBlock.index (no walk of the instructions) */
/* Call-like helpers: callee operand, argument count and k-th argument. */
int ir_inst_is_call(const IrInst *i);  /* call, invoke, callbr */
IrValue *ir_call_callee(const IrInst *i);
uint32_t ir_call_nargs(const IrInst *i);
IrValue *ir_call_arg(const IrInst *i, uint32_t k);
/* Name of the called function (direct calls), else NULL. */
const char *ir_call_name(const IrInst *i);
/* An access written without `align` (IR_F_ALIGN_DEFAULT, or align 0) gets
 * the alignment llvm-as gives it under m's datalayout (ABI alignment of the
 * type; alloca: preferred).  Returns 0 when the type is not sized yet. */
int ir_inst_default_align(IrModule *m, IrInst *i);
/* A function's vscale_range (LangRef "Function Attributes"): 1 and *min,
 * *max (0: no bound), or 0 without the attribute. */
int ir_func_vscale_range(const IrFunc *f, uint64_t *min, uint64_t *max);
/* The function's signature or an instruction has a scalable vector type
 * (in an aggregate too), or it calls llvm.vscale or
 * llvm.experimental.get.vector.length: what it does may depend on vscale. */
int ir_func_uses_scalable(const IrFunc *f);
/* LangRef "Conversion Operations": is `op <from> to <to>` a valid cast?
 * (op is one of the IR_OP_* conversions; m gives ptrtoaddr's address width) */
int ir_cast_valid(const IrModule *m, unsigned op, const IrType *from, const IrType *to);

/* ----------------------------------------------------- parser / printer */

/* Shufflevector mask elements (IrInst.ints, IrConst.ints of a SHUFFLE): a
 * lane index, IR_MASK_POISON (a `poison` or `undef` element: a poison lane,
 * LangRef "'shufflevector' Instruction"), or IR_MASK_UNDEF: an `undef` element
 * in text written by LLVM <= 16, whose LangRef gave an undef lane (LLVM 17, D148637,
 * made it poison); IrParseOptions.llvm_version asks for it. */
#define IR_MASK_POISON (-1)
#define IR_MASK_UNDEF (-2)

typedef struct IrParseOptions {
    int no_verify_hint_;    /* reserved */
    int max_depth;          /* nesting limit for types/constants (0 = 256) */
    int llvm_version;       /* the LLVM that wrote the text (0 = current): where the
                               LangRef changed the meaning of a construct since, the
                               parser keeps that LLVM's meaning (IR_MASK_UNDEF) */
} IrParseOptions;

/* Parse .ll text.  Returns the module, or NULL after reporting to `d`
 * (every error is file:line:col with a caret line).  src need not be
 * NUL-terminated. */
IrModule *ir_parse(const char *src, size_t len, IrDiag *d, const IrParseOptions *opts);
/* `T v, T v, ...`: typed constants in the context of module m (its named
 * types and globals); returns how many, or -1 after reporting to d.  A
 * scalable vector may be written with all its lanes for one vscale
 * (`<vscale x 2 x i8> <i8 1, i8 2, i8 3, i8 4>`: vscale 2), which .ll text
 * does not allow: an argument value, not a constant of a module. */
int ir_parse_typed_constants(IrModule *m, const char *src, size_t len, IrValue **out, uint32_t max,
                             IrDiag *d);
/* Read and parse a file ("-" = stdin); errors (also I/O ones) go to `d`.
 * With srcp, the text is handed to the caller (ir_unload_file(*srcp)
 * releases it); without, it is released here. */
IrModule *ir_parse_file(const char *path, IrDiag *d, char **srcp, size_t *lenp);
/* Read a whole file into a heap buffer (NUL-terminated); NULL on failure. */
char *ir_read_file(const char *path, size_t *len);
/* The same, in a block of the arenas' huge pages (ir_block_alloc):
 * release with ir_unload_file.  NULL with errno on failure. */
char *ir_load_file(const char *path, size_t *len);
void ir_unload_file(char *src);

/* Check well-formedness as the LangRef defines it.  Returns the number of
 * errors reported to `d` (0 = well-formed).  Errors carry the location of
 * the offending instruction/global when it was parsed from text. */
int ir_verify(IrModule *m, IrDiag *d);

/* Print the module in canonical current syntax (what llvm-as-22 accepts). */
void ir_print_module(IrBuf *b, IrModule *m);
/* The same in the attribute words of LLVM llvm_version (0: current) where
 * they changed: readnone/argmemonly/... before 16 (memory(...) since),
 * nocapture before 21 (captures(...) since); what an old version cannot say
 * is left out (attributes only promise). */
void ir_print_module_as(IrBuf *b, IrModule *m, int llvm_version);
int ir_write_module(FILE *f, IrModule *m);
void ir_print_value_ref(IrBuf *b, const IrValue *v);  /* %x, @g, 42, ... no type */
void ir_print_typed(IrBuf *b, const IrValue *v);      /* i32 %x */
void ir_print_inst(IrBuf *b, const IrInst *i);        /* one line, no newline */
void ir_print_const(IrBuf *b, const IrValue *v);      /* constant body */
/* A wide integer's words (bits > 64): signed decimal, or u0x hexadecimal
 * beyond IR_DEC_MAX_BITS */
void ir_print_wide_int(IrBuf *b, const uint64_t *w, unsigned bits);
void ir_print_md(IrBuf *b, const IrMD *md);           /* !N or inline form */
void ir_print_quoted(IrBuf *b, const char *s, size_t n); /* "..." with \XX escapes */
void ir_print_name(IrBuf *b, char sigil, const char *name); /* %foo, %"a b" */

/* Specialized metadata (!DILocation(...), ...): check a node parsed into the
 * generic form against the schema of its kind (ir/di.def): known kind, known
 * fields, no field twice, required fields present, values of the right form
 * and in range, `distinct` where required.  Returns 0, or -1 with a message
 * in err and the location of the offending field (or of the node) in *loc. */
int ir_di_validate(const IrMD *md, IrLoc *loc, char *err, size_t errlen);

/* Calling convention names: "fastcc", or NULL when it prints as `cc N`. */
const char *ir_cc_name(unsigned cc);
typedef struct IrCCName {
    const char *name;
    unsigned cc;
} IrCCName;
extern const IrCCName ir_cc_names[]; /* NULL-terminated */

/* The test-input comment lines of a module's text (ir/inputs.c), which
 * every stage reads (gen writes them, run, check, the campaign and the
 * reducer read them):
 *
 *   ; llfuzz-input: @NAME(T v, T v, ...)
 *
 * The arguments are typed constants as `llfuzz run --args` takes them.
 * A pointer argument of the oracle's (check, campaigns, the reducer) is a
 * buffer of its own; `ptr inttoptr (i64 K to ptr)` with a small K places
 * it K bytes past an aligned address, and with K = IR_INPUT_ALIAS | j << 16
 * | off it is argument j's buffer (j earlier, a pointer too) at offset off:
 * the two arguments alias; K = IR_INPUT_NULL is the null pointer itself
 * (no buffer), K = IR_INPUT_READONLY a buffer in read-only memory (a
 * store through it is UB).  A pointer to a global (`ptr @g`) is that
 * global. */
#define IR_INPUT_ALIAS 0x414c000000000000ull
#define IR_INPUT_NULL 0x4e554c4c00000000ull
#define IR_INPUT_READONLY 0x524f4e4c00000000ull
typedef struct IrInput {
    const char *func;       /* without '@' */
    const char *args;       /* the typed constants, without the parentheses */
    uint32_t line;
    uint32_t vscale;        /* ` vscale=N` after the ')': the input is for a run with
                               that vscale (its scalable vectors have N times their
                               count of lanes); 0 when not given */
} IrInput;
/* Find the `; llfuzz-input: @F(args)` lines of a module's text.  Returns
 * their number (*out: heap array of heap strings, free with
 * ir_inputs_free), or -1 after reporting a malformed line to d. */
int ir_inputs_parse(const char *src, size_t len, IrInput **out, IrDiag *d);
void ir_inputs_free(IrInput *in, int n);

/* The header directives of a corpus case (ir/case.c, corpus/README.md),
 * which `llfuzz replay` reads:
 *
 *   ; llfuzz-engine: opt-22:-passes=instcombine     (any number)
 *   ; llfuzz-expect: divergence [VERDICT] | refines (exactly one)
 *   ; llfuzz-llvm: 19-22 | 22 | 19-                 (at most one)
 *   ; llfuzz-func: @f                               (at most one)
 *
 * plus the `; llfuzz-input:` lines.  Any other `; llfuzz-WORD` is an error. */
typedef enum IrExpect {
    IR_EXPECT_NONE,
    IR_EXPECT_REFINES,      /* check finds no counterexample */
    IR_EXPECT_DIVERGENCE,   /* check finds one (a known LLVM bug) */
} IrExpect;
typedef struct IrCase {
    char **engines;         /* engine specs as `check --engine` takes them */
    uint32_t *engine_lines; /* the line of each */
    int nengines;
    IrExpect expect;
    char *verdict;          /* divergence VERDICT (one of ir_case_verdicts), or NULL: any */
    uint32_t expect_line;
    int llvm_lo, llvm_hi;   /* the LLVM versions it applies to: lo..hi; hi 0: lo and later;
                               lo 0: every version */
    char *func;             /* llfuzz-func, without '@', or NULL */
    int ninputs;            /* the llfuzz-input lines */
} IrCase;
extern const char *const ir_case_verdicts[]; /* NULL-terminated: "value", "poison", ... */
/* 0 with *c filled (free with ir_case_free), or -1 after reporting the
 * first bad directive to d (file:line:col and the directive). */
int ir_case_parse(const char *src, size_t len, IrCase *c, IrDiag *d);
void ir_case_free(IrCase *c);
/* Does the case apply to LLVM version v? */
int ir_case_in_range(const IrCase *c, int v);

/* 64-bit FNV-1a of n bytes (ir/core.c): test-case keys, seeds from text,
 * cache keys; ir_hash_more goes on from a hash h over more bytes. */
uint64_t ir_hash(const void *p, size_t n);
uint64_t ir_hash_more(uint64_t h, const void *p, size_t n);

#endif
