/* interp.h -- the reference interpreter's internals, shared by the files of
 * exec/interp/: run.c, lower.c, loop.c, call.c and eval.c (the core:
 * set-up, lowering to bytecode, the dispatch loop, calls, instruction
 * semantics; run.h, code.def), mem.c (memory with provenance and definedness),
 * value.c (values at the API boundary), intrin.c (intrinsics), target.c (the
 * x86 and AArch64/ARM intrinsics), nvptx.c and sve.c (the NVPTX and AArch64
 * SVE ones), libc.c (the C library subset), ub.def (the undefined-behaviour
 * rules).
 *
 * Who may include it: the files of exec/interp/ and the interpreter's unit tests.
 *
 * Values in flight live in frames of Cells: a value of type T occupies
 * it_cells(T) consecutive cells, one per 64-bit word of each leaf (a scalar,
 * a vector lane, an aggregate's scalar member), leaves in order.  Words of a
 * leaf wider than 64 bits (i65.., x86_fp80, fp128) are consecutive cells,
 * least significant first; the leaf's poison flag is in its first cell.
 */
#ifndef LLFUZZ_INTERP_H
#define LLFUZZ_INTERP_H

#include "exec/exec.h"
#include "ir/fp.h"
#include "ir/intrinsics.h"

#include <setjmp.h>

/* ------------------------------------------------------------- cells */

typedef struct Cell {
    uint64_t v;         /* the bits of this word (0 where u is set) */
    uint64_t u;         /* unknown bits of this word */
    uint32_t prov;      /* pointers: allocation id the pointer is based on (0: none) */
    uint16_t poison;    /* the leaf is poison (first cell of the leaf) */
    uint16_t fixed;     /* the leaf's unknown bits are fixed-unknown (one value, not
                           known: freeze of undef, NaN payloads), not undef
                           (first cell of the leaf) */
} Cell;

/* How a type maps onto cells: total and per-leaf layout.  Computed once
 * per type (cached by IrType.id). */
typedef struct TLayout {
    uint32_t cells;     /* cells of the whole value */
    uint32_t nleaves;
    uint32_t *leaf_cell;    /* first cell of each leaf */
    IrType **leaf_type;     /* scalar type of each leaf */
    uint64_t *leaf_off;     /* byte offset of each leaf in memory (store layout) */
    uint64_t *member_off;   /* structs: the byte offset of each member */
} TLayout;

typedef struct Interp Interp;

const TLayout *it_layout(Interp *ip, IrType *t);
static inline uint32_t
it_words(const IrType *scalar)
{
    switch (scalar->kind) {
    case IR_TY_INT: return scalar->bits <= 64 ? 1 : (scalar->bits + 63) / 64;
    case IR_TY_X86_FP80: case IR_TY_FP128: case IR_TY_PPC_FP128: return 2;
    default: return 1;
    }
}
uint32_t it_cells(Interp *ip, IrType *t);
/* Unsupported when t holds a pointer wider than 64 bits (Interp.wide_ptrs:
 * the datalayout has such an address space): an address is one word. */
void it_check_ptr_width(Interp *ip, IrType *t);
/* The same for a value that is only moved, compared or passed (not stored,
 * not an address, not converted): an AMDGPU buffer resource, a pointer
 * of addrspace(8), is then a handle (one cell: the address of what it
 * names), which amdgcn.c's buffer operations take (Interp.rsrc_ptrs). */
void it_check_ptr_width_val(Interp *ip, IrType *t);
/* Lanes of a vector (a scalable one's count times the run's vscale), 1 for
 * anything else */
uint32_t it_lanes(Interp *ip, const IrType *t);
/* Any unknown (undef or fixed-unknown) bit in nw cells. */
static inline int
it_any_unknown(const Cell *c, uint32_t nw)
{
    for (uint32_t k = 0; k < nw; k++)
        if (c[k].u)
            return 1;
    return 0;
}
/* ir_type_store_size and ir_type_alloc_size, remembered per type */
uint64_t it_store_size(Interp *ip, const IrType *t);
uint64_t it_alloc_size(Interp *ip, const IrType *t);

/* ------------------------------------------------------------- memory */

enum { ALLOC_GLOBAL, ALLOC_CONST, ALLOC_STACK, ALLOC_HEAP, ALLOC_FUNC };

/* Alloc.poi flags of a byte: poison, or its undef bits (und) are
 * fixed-unknown (a stored freeze of undef, a NaN payload) rather than undef. */
enum { POI_POISON = 1, POI_FIXED = 2, POI_UNDEF = 4 /* read_bits only */ };

/* An allocation: concrete addresses never reused (a freed block stays known,
 * so use-after-free and double free are reported precisely).  Each byte has
 * its value, an undef bit mask, a poison flag and, where a pointer was
 * stored, the provenance of that pointer and which of its bytes it is. */
typedef struct Alloc {
    uint32_t id;
    uint8_t kind;
    uint8_t alive;
    uint8_t readonly;   /* 1: constant globals; 2: a buffer passed as a readonly argument */
    uint8_t reused;     /* the id named older objects, now dead (mem_pop_dead) */
    uint8_t env_bytes;  /* an external global the environment gave bytes (init_globals) */
    uint8_t invariant;  /* llvm.invariant.start named it: the environment never writes it */
    uint64_t addr, size;
    uint32_t align;
    uint32_t frame;     /* ALLOC_STACK: the call depth that owns it; dead, how it died (FRAME_*) */
    uint8_t *val, *und, *poi;
    uint64_t fsize;     /* what mem_fast_access may reach (alloc_fast_sync) */
    uint32_t *prov;     /* lazily allocated: provenance per byte (0 none) */
    uint8_t *provix;    /* lazily allocated: which byte of the pointer */
    IrGlobal *g;        /* globals and functions */
    const IrInst *site; /* alloca / malloc call that made it (diagnostics) */
} Alloc;

/* Alloc.fsize from what it sums up: the object's size while it is alive,
 * has its bytes and is not a function, else 0.  Called wherever alive,
 * val or kind change. */
static inline void
alloc_fast_sync(Alloc *a)
{
    a->fsize = a->alive && a->val && a->kind != ALLOC_FUNC ? a->size : 0;
}

/* Resolve a pointer value for an access of n bytes with the given
 * alignment; reports UB (and does not return) when the access is invalid:
 * poison/undef address, null, out of bounds, dead object, misaligned,
 * write to constant.  Returns the allocation and the offset. */
/* The live or dead allocation whose bytes hold address addr, or NULL. */
Alloc *mem_alloc_at(Interp *ip, uint64_t addr);
/* The object a pointer is based on: its provenance, else the allocation at
 * its address (NULL if none). */
Alloc *mem_ptr_alloc(Interp *ip, const Cell *ptr);
Alloc *mem_resolve(Interp *ip, const Cell *ptr, uint64_t n, uint64_t align, int write,
                   uint64_t *off);
/* A stack or heap object of N bytes costs N / MEM_BYTES_PER_STEP steps of the
 * budget: making it writes three bytes of state per byte, at about the cost
 * of an instruction per 16 bytes */
enum { MEM_BYTES_PER_STEP = 16 };
Alloc *mem_new(Interp *ip, uint64_t size, uint32_t align, int kind, const IrInst *site);
Alloc *mem_new_heap(Interp *ip, uint64_t size, uint32_t align, const IrInst *site);
void mem_free_ptr(Interp *ip, const Cell *ptr, const char *who); /* free(): UB on bad pointers */
/* The allocation and offset of an n-byte access through ptr when the fast
 * load/store paths may do it: a defined pointer with provenance, in bounds
 * of its live object (not a function), aligned (amask: alignment - 1, or
 * 0); NULL for the general path, which also reports what is wrong. */
static inline Alloc *
mem_fast_access(Interp *ip, const Cell *ptr, unsigned n, uint64_t amask, uint64_t *off);
/* A 64-bit mix (splitmix64's finalizer): the environment's keys and the
 * content of what it makes up (env.c, amdgcn.c's buffers) */
static inline uint64_t
it_mix64(uint64_t h)
{
    h ^= h >> 31;
    h *= 0x9e3779b97f4a7c15ull;
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ull;
    return h ^ (h >> 32);
}
/* The alignment mem_new gives an object asked for with `align`: at least
 * 16, and 16 for one that is not a power of two. */
static inline uint64_t
mem_obj_align(uint64_t align)
{
    return align < 16 || (align & (align - 1)) ? 16 : align;
}
/* The alignment of a stack object asked for with `align`: that alignment
 * and no more (mem_new places it at an odd multiple of it), or
 * mem_obj_align's for an alignment that is not a power of two. */
static inline uint64_t
mem_stack_align(uint64_t align)
{
    return align && !(align & (align - 1)) && align < (1u << 30) ? align : mem_obj_align(align);
}
/* A pointer's provenance read from the n bytes at off (mem.c: the bytes of
 * one stored pointer, in order), and its recording at a store. */
static inline uint32_t
mem_prov_get(const Alloc *a, uint64_t off, uint64_t n)
{
    if (!a->prov)
        return 0;
    uint32_t p = a->prov[off];
    if (!p)
        return 0;
    for (uint64_t i = 0; i < n; i++)
        if (a->prov[off + i] != p || a->provix[off + i] != (uint8_t)i)
            return 0;
    return p;
}
void mem_prov_set(Interp *ip, Alloc *a, uint64_t off, uint64_t n, uint32_t prov);
/* Typed access: loads/stores of any first-class type in the datalayout's
 * byte order (vectors as bit-packed integers, LangRef "Vector Type"). */
void mem_load(Interp *ip, const Cell *ptr, IrType *t, uint64_t align, Cell *out);
/* The fast path of a little-endian integer or pointer of <= 8 bytes: 0 when
 * the general path must do the access. */
int mem_load_small(Interp *ip, const Cell *ptr, unsigned nbytes, unsigned bits, int is_ptr, uint64_t align,
                   Cell *out);
int mem_store_small(Interp *ip, const Cell *ptr, unsigned nbytes, unsigned bits, int is_ptr, uint64_t align,
                    const Cell *val);
void mem_store(Interp *ip, const Cell *ptr, IrType *t, uint64_t align, const Cell *val);
/* A value's in-memory bytes (what a store writes: value bytes with undef
 * bits 0, undef masks, poison flags), and back (what a load reads), outside
 * any allocation; provenance is dropped.  Each buffer: it_store_size(t). */
void mem_encode(Interp *ip, IrType *t, const Cell *c, uint8_t *val, uint8_t *und, uint8_t *poi);
void mem_decode(Interp *ip, IrType *t, const uint8_t *val, const uint8_t *und, const uint8_t *poi,
                Cell *out);
/* Raw byte access (memcpy, libc): with their definedness. */
void mem_copy(Interp *ip, const Cell *dst, const Cell *src, uint64_t n, int overlap_ok);
void mem_fill(Interp *ip, const Cell *dst, const Cell *byte, uint64_t n);
/* A NUL-terminated string at ptr (UB if not readable); returns a pointer
 * into the run arena; *undef set if any byte read was undef or poison. */
char *mem_cstring(Interp *ip, const Cell *ptr, uint64_t *len, int *undef);
/* Read/write plain bytes (libc helpers); definedness of read bytes in und/poi
 * if non-NULL; written bytes are fully defined. */
void mem_read(Interp *ip, const Cell *ptr, uint64_t n, uint8_t *out, uint8_t *und, uint8_t *poi);
void mem_write(Interp *ip, const Cell *ptr, uint64_t n, const uint8_t *in);
/* A pointer to byte off of a, with a's provenance. */
static inline void
mem_ptr(Interp *ip, Cell *c, const Alloc *a, uint64_t off)
{
    (void)ip;
    c->v = a->addr + off;
    c->u = 0;
    c->prov = a->id;
    c->poison = 0;
}
/* The allocation a function's address belongs to (functions have addresses). */
IrFunc *mem_func_at(Interp *ip, const Cell *ptr); /* NULL if not a function */
/* The block a blockaddress points to (NULL if not one). */
IrBlock *mem_block_at(Interp *ip, const Cell *ptr);
/* Internal to the interpreter's files: direct stores for initializers,
 * releasing memory at reset and at the end. */
void mem_store_at(Interp *ip, Alloc *a, uint64_t off, IrType *t, const Cell *val);
void mem_truncate(Interp *ip, uint32_t keep);
void mem_pop_dead(Interp *ip);   /* after a frame's objects died: give back the ids on top */
void mem_free_all(Interp *ip);
/* How an object dies (mem_kill), and what a dead stack object's frame says. */
enum { KILL_RETURN, KILL_LIFETIME_END, KILL_RESTORE };
enum { FRAME_RETURNED = 0, FRAME_RESTORED = UINT32_MAX - 1, FRAME_LIFETIME_END = UINT32_MAX };
void mem_kill(Interp *ip, Alloc *a, int how);
int mem_dead_rule(const Alloc *a);
void mem_kill_frame(Interp *ip, Alloc *const *objs, uint32_t n, Alloc *va);
uint64_t mem_first_addr(void);
/* Text `@g+4`, `alloca#3+8 (freed)`, `0x1234` for diagnostics. */
void mem_describe(IrBuf *b, Interp *ip, const Cell *ptr);

/* --------------------------------------------------- undefined behaviour */

typedef enum UbRule {
#define UB(e, name, section) UB_##e,
#include "ub.def"
    UB_N
} UbRule;

/* Stop the run: immediate UB / unsupported / limit / exit / abort.  Never
 * return (longjmp to the run loop). */
IR_NORETURN void interp_ub(Interp *ip, UbRule rule, const char *fmt, ...) IR_PRINTF(3, 4);
IR_NORETURN void interp_unsupported(Interp *ip, const char *fmt, ...) IR_PRINTF(2, 3);
IR_NORETURN void interp_limit(Interp *ip, const char *fmt, ...) IR_PRINTF(2, 3);
IR_NORETURN void interp_exit(Interp *ip, int code);
IR_NORETURN void interp_abort(Interp *ip, const char *fmt, ...) IR_PRINTF(2, 3);

/* ------------------------------------------------------------ helpers */

/* Leaf views for lane-wise code: the i-th leaf of a value of type t stored
 * at cells c. */
static inline Cell *
it_leaf(const TLayout *l, Cell *c, uint32_t i)
{
    return c + l->leaf_cell[i];
}

/* Resolve undef bits of a leaf per the undef policy where a concrete value
 * is needed (TRACK mode reports UB instead: callers decide). */
uint64_t interp_concrete(Interp *ip, const Cell *c, unsigned bits);
/* A value that is entirely undef / poison / zero. */
void it_set_undef(Interp *ip, IrType *t, Cell *c);
void it_set_poison(Interp *ip, IrType *t, Cell *c);
void it_set_zero(Interp *ip, IrType *t, Cell *c);
/* Is any part of the value poison / any bit undef (fixed-unknown bits, as
 * from freeze, are not undef)? */
int it_any_poison(Interp *ip, IrType *t, const Cell *c);
int it_any_undef(Interp *ip, IrType *t, const Cell *c);
/* Copy a value (cells) */
static inline void
it_copy(Cell *dst, const Cell *src, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        dst[i] = src[i];
}
/* Cells <-> RtVal at the API boundary */
void it_from_rtval(Interp *ip, const RtVal *v, Cell *c);
void it_to_rtval(Interp *ip, IrType *t, const Cell *c, RtVal *v);
void it_to_rtval_in(Interp *ip, IrArena *a, IrType *t, const Cell *c, RtVal *v); /* leaves in arena a */
/* One lane of minnum/maxnum (kind 0), minimum/maximum (1) or
 * minimumnum/maximumnum (2) of a and b, by the intrinsics' rules and the
 * LangRef of InterpOptions.llvm_version (intrin.c). */
void it_fminmax_known(Interp *ip, IrType *t, int kind, int max, const Cell *a, const Cell *b, Cell *r);
/* Text of a value given as cells (trace, UB messages). */
void it_print(IrBuf *b, Interp *ip, IrType *t, const Cell *c);
/* A defined value in one cell: bits v, nothing unknown, no provenance. */
static inline void
cell_set(Cell *d, uint64_t v)
{
    d->v = v;
    d->u = 0;
    d->prov = 0;
    d->poison = d->fixed = 0;
}

/* Mask of the low `bits` bits of a word (bits >= 64: all ones). */
static inline uint64_t
it_mask(unsigned bits)
{
    return bits >= 64 ? ~0ull : (1ull << bits) - 1;
}

/* A w-bit value (w <= 64) sign-extended to 64 bits. */
static inline int64_t
it_sext(uint64_t v, unsigned w)
{
    return w >= 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
}

/* Does icmp predicate `pred` (IrICmpPred) hold for the defined w-bit
 * values a and b (w <= 64, zero-extended)? */
static inline int
it_icmp_holds(unsigned pred, uint64_t a, uint64_t b, unsigned w)
{
    int64_t sa = it_sext(a, w), sb = it_sext(b, w);
    switch (pred) {
    case IR_ICMP_EQ: return a == b;
    case IR_ICMP_NE: return a != b;
    case IR_ICMP_UGT: return a > b;
    case IR_ICMP_UGE: return a >= b;
    case IR_ICMP_ULT: return a < b;
    case IR_ICMP_ULE: return a <= b;
    case IR_ICMP_SGT: return sa > sb;
    case IR_ICMP_SGE: return sa >= sb;
    case IR_ICMP_SLT: return sa < sb;
    default: return sa <= sb;
    }
}

/* The overflow tests of add and sub on masked w-bit values, with the flags
 * as masks: sb the sign bit (1 << (w - 1)) when nsw, else 0; nuw 1 when
 * nuw, else 0.  The result in *r; nonzero when it is poison.  No sign
 * extension and no branches (the interpreter's fast paths hold sb and nuw
 * in the op): add nsw overflows when both operands have the sign bit the
 * sum lacks or lack the one it has, add nuw when the sum passes the mask or
 * wraps 64 bits; sub nsw when the operands' signs differ and the
 * difference's is not the first's, sub nuw when the second is the greater. */
static inline uint64_t
it_add_bad(uint64_t x, uint64_t y, uint64_t m, uint64_t sb, uint64_t nuw, uint64_t *r)
{
    uint64_t s = x + y, v = s & m;
    *r = v;
    return ((v ^ x) & (v ^ y) & sb) | ((uint64_t)((s > m) | (s < x)) & nuw);
}

static inline uint64_t
it_sub_bad(uint64_t x, uint64_t y, uint64_t m, uint64_t sb, uint64_t nuw, uint64_t *r)
{
    uint64_t v = (x - y) & m;
    *r = v;
    return ((x ^ y) & (x ^ v) & sb) | ((uint64_t)(y > x) & nuw);
}

/* add/sub/mul of defined w-bit values (w <= 64; m is it_mask(w)) with the
 * nuw/nsw flags of `fl` (IR_F_*): the result in *r, and 1 when a flag's
 * overflow makes it poison (LangRef "'add' Instruction" etc.).  One
 * definition for sem.c and the bytecode loop's fast paths. */
static inline int
it_add_ovf_m(uint32_t fl, unsigned w, uint64_t m, uint64_t x, uint64_t y, uint64_t *r)
{
    return it_add_bad(x & m, y & m, m, fl & IR_F_NSW ? UINT64_C(1) << (w - 1) : 0, !!(fl & IR_F_NUW), r) != 0;
}

static inline int
it_sub_ovf_m(uint32_t fl, unsigned w, uint64_t m, uint64_t x, uint64_t y, uint64_t *r)
{
    return it_sub_bad(x & m, y & m, m, fl & IR_F_NSW ? UINT64_C(1) << (w - 1) : 0, !!(fl & IR_F_NUW), r) != 0;
}

static inline int
it_mul_ovf_m(uint32_t fl, unsigned w, uint64_t m, uint64_t x, uint64_t y, uint64_t *r)
{
    uint64_t v;
    x &= m;
    y &= m;
    v = (x * y) & m;
    *r = v;
    if (fl & IR_F_NUW) {
        uint64_t p;
        if (__builtin_mul_overflow(x, y, &p) || p > m)
            return 1;
    }
    if (fl & IR_F_NSW) {
        int64_t sr;
        if (__builtin_mul_overflow(it_sext(x, w), it_sext(y, w), &sr) || sr != it_sext(v, w))
            return 1;
    }
    return 0;
}

/* An integer operation of <= 64 bits (w bits, mask m) on the defined values
 * x and y (LangRef "Binary Operations", "Bitwise Binary Operations"): 0
 * with the result (masked) in *v; 1 when the result is poison (a flag's
 * overflow, a shift amount of w or more, an inexact exact); 2 when it is
 * UB (division by zero, INT_MIN / -1) or not an integer operation, which
 * the caller reports.  One definition for sem.c and the bytecode loop's
 * scalar and vector fast paths. */
static inline IR_ALWAYS_INLINE int
it_binop_defined(unsigned op, uint32_t fl, unsigned w, uint64_t m, uint64_t x, uint64_t y, uint64_t *v)
{
    x &= m;
    y &= m;
    switch (op) {
    case IR_OP_ADD: return it_add_ovf_m(fl, w, m, x, y, v);
    case IR_OP_SUB: return it_sub_ovf_m(fl, w, m, x, y, v);
    case IR_OP_MUL: return it_mul_ovf_m(fl, w, m, x, y, v);
    case IR_OP_UDIV: case IR_OP_UREM:
        if (!y)
            return 2;
        *v = op == IR_OP_UDIV ? x / y : x % y;
        return (fl & IR_F_EXACT) && x % y;
    case IR_OP_SDIV: case IR_OP_SREM: {
        int64_t sx = it_sext(x, w), sy = it_sext(y, w);
        if (!y || (sy == -1 && x == 1ull << (w - 1)))
            return 2;
        if (sy == -1) {
            *v = op == IR_OP_SDIV ? (uint64_t)-sx & m : 0;
            return 0;
        }
        *v = (uint64_t)(op == IR_OP_SDIV ? sx / sy : sx % sy) & m;
        return (fl & IR_F_EXACT) && sx % sy;
    }
    case IR_OP_SHL:
        if (y >= w)
            return 1;
        *v = (x << y) & m;
        return ((fl & IR_F_NUW) && (*v >> y) != x) || ((fl & IR_F_NSW) && (it_sext(*v, w) >> y) != it_sext(x, w));
    case IR_OP_LSHR: case IR_OP_ASHR:
        if (y >= w)
            return 1;
        *v = op == IR_OP_LSHR ? x >> y : (uint64_t)(it_sext(x, w) >> y) & m;
        return (fl & IR_F_EXACT) && (x & it_mask((unsigned)y));
    case IR_OP_AND: *v = x & y; return 0;
    case IR_OP_OR: *v = x | y; return (fl & IR_F_DISJOINT) && (x & y);
    case IR_OP_XOR: *v = x ^ y; return 0;
    default: return 2;
    }
}

/* Does v lie in the half-open range [lo, hi) of a range attribute, which
 * wraps when lo > hi (lo == hi: the full range)?  (LangRef "Parameter
 * Attributes", range.) */
static inline int
it_in_range(uint64_t lo, uint64_t hi, uint64_t v)
{
    return lo == hi || (lo < hi ? v >= lo && v < hi : v >= lo || v < hi);
}

/* ---------------------------------------------------- the interpreter */

typedef struct Op Op;
typedef struct LFunc LFunc;

/* A function lowered to bytecode (lower.c): a frame of `nframe` cells: its
 * arguments, the values of its instructions, its `nconst` constants (copied
 * from `consts` at entry; they end at `ncells`), then scratch cells for
 * parallel phi copies. */
struct LFunc {
    IrFunc *f;
    uint32_t nconst, ncells, nframe;
    Cell *consts;           /* undef bits kept: each frame resolves them (frame_consts) */
    uint32_t *arg_cell;     /* frame cell of each parameter */
    Op *code;               /* entry block first */
    uint32_t ncode;
    uint32_t entry_steps;   /* the ops of the entry's first segment (lower.c, segments) */
    int varargs;
    /* "denormal-fp-math" (dn) and "denormal-fp-math-f32" (dn32, float
     * only): the input mode | the output mode << 2, each a DN_* */
    uint8_t dn, dn32;
};

/* The state of one interpreter: module, memory, the run in progress. */
struct Interp {
    IrModule *m;
    InterpOptions o;
    uint32_t vscale;        /* InterpOptions.vscale, 1 when 0 */
    IrArena *arena;         /* layouts, lowered functions, allocations' records */
    IrArena *run;           /* values and strings of the current run; run_loop's scratch (marked
                               and released around an instruction or a call) */
    IrArena *keep;          /* what the run records and keeps: the external calls' log */
    /* type layouts, by IrType.id */
    TLayout **layouts;
    uint32_t nlayouts;
    uint32_t layout_nest;       /* it_layout calls in progress (a type's members' first) */
    uint64_t *tsizes;       /* by IrType.id: store size + 1, alloc size + 1 (0: not known yet) */
    uint32_t ntsizes;
    /* call_external: the intrinsic id of recent callees (their names are
     * looked up once: a loop calls a few of them many times) */
    struct { const IrFunc *f; uint16_t id; } icache[32];
    /* memory */
    Alloc **allocs;         /* by id; 0 unused */
    uint32_t nallocs, capallocs;
    uint32_t nids;          /* ids with a record (the test `prov < nids`): [nallocs, nids) are
                               dead stack objects popped with their frame (mem_pop_dead), whose
                               ids the next allocations take again; allocs[1, nallocs) stay
                               sorted by address (mem_alloc_at) */
    Alloc **arecs;          /* the records: id's in arecs[id / ALLOC_CHUNK] (mem.c) */
    uint32_t narecs;
    uint64_t next_addr;
    uint64_t low_addr;       /* the next address for a global of a narrow address space (setup_global) */
    Cell **bundle_cells;    /* during an external call: its operand bundles' operands, in
                               order (CallInfo.bop_off), for llvm.assume; else NULL */
    void *freeblk[12];      /* released byte blocks of 64 << k bytes, for reuse (mem.c) */
    uint64_t mem_used;
    uint32_t first_run_alloc;   /* allocations made by runs start here (interp_reset) */
    const Op *budget_ops;       /* loop.c's budget_short: the copy of the ops the budget allows */
    uint32_t nbudget_ops;
    int stack_ends_early;       /* the module declares llvm.lifetime.end or llvm.stackrestore
                                   (setup_globals; lower.c's sure_access) */
    struct GSnap *gsnap;        /* the initialized globals' bytes, restored by interp_reset
                                   (NULL with InterpOptions.one_run) */
    uint32_t ngsnap;
    /* globals, functions, aliases: IrGlobal* -> their address (a pointer cell) */
    IrGlobal **gkeys;
    Cell *gvals;
    uint32_t gcap, ngv;
    /* lowered functions, by IrFunc (hash on the pointer) */
    LFunc **lfuncs;
    IrFunc **lfkeys;
    uint32_t lfcap, nlf;
    uint64_t phi_moves, phi_coalesced; /* phi copies on the lowered edges; those made
                                          needless (coalesce_phis) */
    /* the run */
    jmp_buf *jb;
    InterpResult *res;
    const IrInst *cur;      /* the instruction being executed */
    const Op *cur_op;       /* ... and its bytecode (operand cells for UB reports); the
                               dispatch loop sets it before anything that may report */
    const void *const *op_labels;   /* computed goto: the loop's handlers by op code,
                                       then its tracing entry (loop.c) */
    uint64_t steps, max_steps;
    uint32_t depth, max_depth;
    Cell *stack;            /* frames */
    void *stack0;           /* the stack's first chunk, from `arena`: kept from run to run */
    size_t stack_cap, sp;
    uint64_t rng;
    uint8_t rm;             /* the FpRound fp operations round with: FP_RNE (the default
                               environment), but for a constrained intrinsic with a static
                               rounding mode while it computes (intrin.c do_constrained) */
    struct RunState *rs;    /* frames and stack objects of the run (call.c) */
    uint32_t lane;          /* the AMDGPU wave's one active lane, 0 to 63 (interp_set_wave; amdgcn.c) */
    uint64_t wave_seed;     /* interp_set_wave's seed: the buffers' first content (amdgcn.c) */
    int amd_stored;         /* the run stored to an AMDGPU buffer (1) or image (2): later loads
                               of them are unsupported (amdgcn.c; env_reset clears it) */
    /* the C library subset's state (libc.c) */
    struct LibcState *libc;
    FILE *out, *err;
    /* InterpOptions.externals: the run's trace of external calls (run arena) */
    InterpCall *calls;
    uint32_t ncalls, capcalls;
    /* the run's InterpResult.reads (keep arena); interp_set_call_hint:
     * the source's, for a target's run */
    int wide_ptrs;          /* the datalayout has pointers wider than 64 bits */
    int rsrc_ptrs;          /* an AMDGPU module: its 128-bit buffer resources (addrspace(8))
                               are handles (it_check_ptr_width_val) */
    InterpCall *reads;
    uint32_t nreads, capreads;
    const InterpCall *hint;
    uint32_t nhint;
    /* interp_set_trace_hint: the source's trace, for a target's run */
    const InterpCall *trace_hint;
    uint32_t ntrace_hint;
    int trace_hinted;
    struct EnvState *env;   /* env.c: the environment's objects and state in this run */
};

/* Fast-math flags that let the optimizer change the value itself
 * (reassociate, contract, approximate, use reciprocals): LLVM applies them
 * as real-number algebra (`(x + -inf) - -inf` with reassoc nsz becomes x),
 * so in TRACK the result may be any value, a NaN's replacement included. */
#define FMF_ANY_VALUE (IR_F_REASSOC | IR_F_CONTRACT | IR_F_AFN | IR_F_ARCP)
static inline int
it_fmf_any_value(const Interp *ip, uint32_t fmf)
{
    return ip->o.undef == INTERP_UNDEF_TRACK && (fmf & FMF_ANY_VALUE);
}

/* The store size in bits of a scalar leaf (iN: N; fp: its format; ptr). */
static inline unsigned
it_leaf_bits(Interp *ip, const IrType *t)
{
    switch (t->kind) {
    case IR_TY_INT: return t->bits;
    case IR_TY_PTR: return ir_ptr_bits(ip->m, t->bits);
    default: return ir_type_fp_bits(t);
    }
}

static inline Alloc *
mem_fast_access(Interp *ip, const Cell *ptr, unsigned n, uint64_t amask, uint64_t *off)
{
    uint32_t id = ptr->prov;
    if ((ptr->poison | ptr->u) || !id || id >= ip->nids)
        return NULL;
    Alloc *a = ip->allocs[id];
    /* below the object, o wraps around: past any fsize */
    uint64_t o = ptr->v - a->addr;
    if (o >= a->fsize || a->fsize - o < n || (ptr->v & amask))
        return NULL;
    *off = o;
    return a;
}

/* A PRNG step (xorshift64*): undef resolution, rand(). */
static inline uint64_t
interp_rand(Interp *ip)
{
    uint64_t x = ip->rng;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    ip->rng = x;
    return x * 0x2545F4914F6CDD1Dull;
}

/* Concrete runs (InterpUndef ZERO, RANDOM) resolve undef where it is used:
 * each operand an operation reads gets its own choice for its undef bits
 * (LangRef "Undefined Values": two uses of one undef value may differ, so
 * x + x may be odd).  Moving a value (phi, select's arms, load, store, call
 * arguments, ret, extract/insert) keeps its undef bits, and so do the
 * operations that bit-by-bit tracking computes exactly (and/or/xor, shl and
 * lshr by a known amount, trunc, zext: their result is again "any
 * combination of these bits", sem.c).  So every concrete run is one the
 * module allows: no operation sees the over-approximation TRACK computes
 * elsewhere.  Fixed-unknown bits are one value, not undef: concrete runs
 * choose them where they are made (freeze).  Returns c, or tmp (nw cells;
 * NULL: from the run arena) holding c with its undef bits chosen. */
static inline const Cell *
it_use(Interp *ip, const Cell *c, uint32_t nw, Cell *tmp)
{
    if (__builtin_expect(ip->o.undef == INTERP_UNDEF_TRACK, 1) || c->poison || c->fixed)
        return c;
    uint64_t any = 0;
    for (uint32_t k = 0; k < nw; k++)
        any |= c[k].u;
    if (!any)
        return c;
    if (!tmp)
        tmp = IR_NEWN(ip->run, Cell, nw);
    for (uint32_t k = 0; k < nw; k++) {
        tmp[k] = c[k];
        if (c[k].u) {
            uint64_t x = ip->o.undef == INTERP_UNDEF_RANDOM ? interp_rand(ip) : 0;
            tmp[k].v = (c[k].v & ~c[k].u) | (x & c[k].u);
            tmp[k].u = 0;
        }
    }
    return tmp;
}
/* A choice made for a fixed-unknown value (InterpResult.choices). */
void interp_note_choice(Interp *ip);
/* TRACK: an operation's result over-approximates (InterpResult.approx). */
static inline void
it_approx(Interp *ip)
{
    if (ip->res)
        ip->res->approx = 1;
}
/* The same for a whole value of type t: c, or a copy in the run arena. */
const Cell *it_use_value(Interp *ip, IrType *t, const Cell *c);

/* Lowering and calls (lower.c, call.c) */
LFunc *interp_lower(Interp *ip, IrFunc *f);
/* Call an internal or external function with argument cells; ret gets
 * it_cells(fty->elem) cells. */
void interp_invoke(Interp *ip, IrFunc *f, IrType *fty, const IrInst *site, Cell **args,
                   IrType **argty, uint32_t nargs, Cell *ret);
/* Evaluate a constant into cells (globals' addresses known). */
void interp_const(Interp *ip, const IrValue *v, Cell *out);

/* Per-leaf semantics (sem.c): one scalar or vector lane.  a, b, r point at
 * the leaf's first cell; w is an integer's bit width. */
void sem_int_binop(Interp *ip, unsigned op, uint32_t flags, unsigned w, const Cell *a, const Cell *b,
                   Cell *r);
void sem_icmp(Interp *ip, unsigned pred, uint32_t flags, unsigned w, const Cell *a, const Cell *b, Cell *r);
void sem_fp_binop(Interp *ip, unsigned op, uint32_t fmf, IrType *t, const Cell *a, const Cell *b, Cell *r);
/* An fp result z computed elsewhere, with the NaN rules and fast-math flags. */
void sem_fp_result(Interp *ip, uint32_t fmf, IrType *t, FpBits z, Cell *r);
/* the same for an operation one of whose inputs was a signaling NaN
 * (snan_in): a NaN result may be that NaN unchanged (LangRef NaN rules) */
void sem_fp_result_in(Interp *ip, uint32_t fmf, IrType *t, FpBits z, Cell *r, int snan_in);
void sem_fneg(Interp *ip, uint32_t fmf, IrType *t, const Cell *a, Cell *r);
/* LangRef "denormal-fp-math": the modes of its "out,in" halves. */
enum { DN_IEEE, DN_PRESERVE_SIGN, DN_POSITIVE_ZERO, DN_DYNAMIC };
/* The current function's modes for fp type t (a scalar): the input mode
 * | the output mode << 2 (call.c; 0 outside any function). */
unsigned interp_dn_mode(Interp *ip, const IrType *t);
/* A subnormal leaf r of fp type t as an operation's input (out 0: mode m
 * decides what it is) or result (out 1: mode m allows flushing it). */
void sem_dn_flush(Interp *ip, unsigned m, int out, IrType *t, Cell *r);
void sem_fcmp(Interp *ip, unsigned pred, uint32_t fmf, IrType *t, const Cell *a, const Cell *b, Cell *r);
void sem_cast(Interp *ip, unsigned op, uint32_t flags, IrType *st, IrType *dt, const Cell *a, Cell *r);
void sem_bitcast(Interp *ip, IrType *st, IrType *dt, const Cell *a, Cell *r);
void sem_freeze(Interp *ip, IrType *t, const Cell *a, Cell *r);
void sem_select_leaf(Interp *ip, IrType *lt, const Cell *cond, const Cell *x, const Cell *y, Cell *r);
/* The fast-math flags nnan/ninf/nsz applied to an fp leaf a select (or a
 * phi) produced: a NaN/inf becomes poison, a zero's sign unknown. */
void sem_fmf_leaf(Interp *ip, uint32_t fmf, IrType *lt, Cell *r);

/* Frame services for intrinsics (call.c; interp_rmw: eval.c) */
void interp_rmw(Interp *ip, unsigned rmw, IrType *t, const Cell *old, const Cell *v, Cell *out);
void interp_va_start(Interp *ip, const Cell *list);
uint64_t interp_stacksave(Interp *ip);
void interp_stackrestore(Interp *ip, uint64_t token);

/* --------------------------------------------------- intrinsics, libc */

/* A call being executed: the callee's function type, the argument cells
 * (args[i] points at it_cells(argty[i]) cells), the result cells. */
typedef struct CallCtx {
    const IrInst *inst;     /* the call instruction (NULL for internal uses) */
    IrFunc *callee;         /* the declaration called (may be NULL for indirect) */
    const char *name;       /* the callee's name */
    IrType *fty;            /* the call's function type */
    uint32_t nargs;
    Cell **args;
    IrType **argty;
    Cell *ret;              /* it_cells(fty->elem) cells */
    IrType *retty;
} CallCtx;

/* Intrinsics (intrin.c): run intrinsic `id` (ir/intrinsics.h); reports
 * `unsupported: llvm.<name>` itself for intrinsics it has no semantics for. */
void intrin_call(Interp *ip, IrIntrinsicId id, CallCtx *cx);
/* Target-specific intrinsics (target.c: llvm.x86.*, llvm.aarch64.*,
 * llvm.arm.*): returns 0 if `cx->name` is not one it implements, else runs
 * it and returns 1. */
int target_call(Interp *ip, CallCtx *cx);
/* r depends on the n cells in[] (target.c, nvptx.c): poison when one is;
 * else unknown (fixed when every unknown one was) when some have unknown
 * bits.  1 when r was set so, 0 when every input is defined. */
int target_taint(Cell *r, unsigned bits, int n, const Cell *const *in);
/* One AES step on a 16-byte block (target.c): k 0 AESE, 1 AESD (in: data
 * ^ key), 2 AESMC, 3 AESIMC. */
void target_aes(int k, const uint8_t in[16], uint8_t out[16]);
/* The NVPTX ones (nvptx.c: llvm.nvvm.* fp arithmetic, min/max and
 * conversions), called by target_call; returns 0 for a name it does not
 * implement. */
int nvptx_call(Interp *ip, CallCtx *cx);
/* The AArch64 SVE ones (sve.c: llvm.aarch64.sve.*), called by target_call;
 * returns 0 for a name it does not implement. */
int sve_call(Interp *ip, CallCtx *cx);
/* The AMDGPU ones (amdgcn.c: llvm.amdgcn.* fp and bit-field operations,
 * the wave's operations in a wave of one active lane),
 * called by target_call; returns 0 for a name it does not implement. */
int amdgcn_call(Interp *ip, CallCtx *cx);
/* The function of the innermost frame (run.c; NULL outside any run). */
IrFunc *interp_cur_func(Interp *ip);
/* intrin.c's fp lane helpers, for target files: the common operand checks
 * (poison, unknown bits, nnan/ninf; 1 when r is decided), a result that is
 * one of n <= 4 candidates (isnan[i]: a NaN under the NaN rules, the
 * operands being in[]), and llvm.is.fpclass with a known mask. */
int it_fp_pre(Interp *ip, uint32_t fmf, IrType *t, Cell *const *in, int nin, Cell *r);
void it_fp_cands(Interp *ip, uint32_t fmf, IrType *t, int n, const FpBits *v, const int *isnan, const FpBits *in,
                 int nin, Cell *r);
void it_isfpclass(Interp *ip, IrType *ft, unsigned mask, const Cell *a, Cell *r);
/* The C library subset (libc.c): returns 0 if `name` is not a libc
 * function llfuzz implements, else runs it and returns 1. */
int libc_call(Interp *ip, CallCtx *cx);
/* Is name a function of that subset? */
int libc_known(const char *name);
/* The environment (env.c): a call to a declared function that is neither
 * an intrinsic nor in the C library subset, with InterpOptions.externals. */
void env_call(Interp *ip, CallCtx *cx);
void env_reset(Interp *ip);     /* the start of a run */
/* An event of the run's trace (InterpResult.calls) that no callee made:
 * cx's name and arguments (amdgcn.c's stores), compared as a call's. */
void env_event(Interp *ip, const CallCtx *cx);
void env_free(Interp *ip);      /* interp_free */
/* Return attributes on a value made outside the interpreter (call.c):
 * nonnull/range/nofpclass/align violations become poison, noundef is UB. */
void interp_check_ret_attrs(Interp *ip, const IrAttrSet *s, IrType *t, Cell *c);
/* The program's output streams and state of the libc subset. */
FILE *interp_stdout(Interp *ip);
FILE *interp_stderr(Interp *ip);
void libc_free(Interp *ip);     /* interp_free */
void libc_reset(Interp *ip);    /* interp_reset */
void libc_flush(Interp *ip);    /* the end of a run: flush the program's streams */
/* An external global of the C library (@stdout, @errno...): give it its
 * contents (init_globals); 0 if the library does not know it. */
int libc_global(Interp *ip, IrGlobal *g, Alloc *a);
/* exit(code): the atexit handlers, flushing, interp_exit (run.c calls it
 * when @main returns). */
IR_NORETURN void libc_exit(Interp *ip, int code);

#endif
