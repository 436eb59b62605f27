/* run.h -- the interpreter core's internal header: the bytecode (the op
 * codes of code.def, Op, edges, call and switch tables), frames and the
 * cell stack, shared by run.c (set-up, teardown, entry points), eval.c
 * (constants, GEP, shuffles, constant expressions, atomicrmw), lower.c (IR
 * to bytecode), call.c (frames, arguments, external calls) and loop.c (the
 * dispatch loop).  Hot helpers the loop needs are static inline here.
 *
 * Who may include it: those five files only (the rest of exec/interp/
 * includes interp.h). */
#ifndef LLFUZZ_INTERP_RUN_H
#define LLFUZZ_INTERP_RUN_H

#include "interp.h"

/* ---------------------------------------------------------------- bytecode */

#if defined(__GNUC__) && !defined(LLFUZZ_NO_COMPUTED_GOTO)
#define USE_CGOTO 1
#endif

/* the op codes (code.def) */
enum {
#define CODE(name, konst, seg) name,
#include "code.def"
#undef CODE
    C_NCODES
};

/* Operands are byte offsets into the frame (a cell index times
 * sizeof(Cell)): the dispatch loop adds them to the frame pointer as they
 * are.  CELL(F, off) is the cell at byte offset off of frame F. */
#define CELL(F, off) ((Cell *)(void *)((char *)(F) + (off)))
#define CELL_BYTES(i) ((uint32_t)((i) * (uint32_t)sizeof(Cell)))

/* One copy of an edge into a phi: len cells from byte offset src to dst. */
typedef struct EdgeMove {
    uint32_t src, dst, len;
} EdgeMove;

/* A CFG edge: the op to continue at, and the copies into its phis. */
typedef struct Edge {
    const Op *to;           /* the first op of the target block (set when the code is final) */
    uint32_t target;        /* ... its index, during lowering */
    uint32_t nmoves;
    IrBlock *block;
    EdgeMove *mv;
    uint32_t tmp;           /* cells of scratch for a parallel copy; 0: direct */
    uint32_t scratch;       /* the byte offset of the frame's first scratch cell */
    int single;             /* every move is one cell */
    uint32_t steps;         /* the ops of the segment the target starts (segments) */
} Edge;

typedef struct CallInfo {
    IrFunc *direct;         /* a direct call's callee (NULL: through callee_off) */
    uint32_t callee_off;    /* byte offset of the callee pointer; UINT32_MAX: inline asm */
    uint32_t nargs;
    uint32_t *arg_off;      /* byte offsets of the arguments */
    IrType **argty;
    IrType *fty;
    Edge *normal;           /* invoke: where it continues */
    /* direct calls of defined functions, known at the first call
     * (call_plan): the callee's code, and whether the call is simple --
     * the callee's type is the call's, no variable arguments, one-cell
     * parameters without byval -- so that push_fast does it */
    LFunc *lf;
    int8_t simple;          /* -1: not known yet */
    uint8_t ret_chk;        /* the return value's attribute check (Frame.ret_chk) */
    uint8_t *argchk;        /* per parameter: 1 noundef on a scalar (a quick test),
                               2 other attributes (check_attrs), 3 range (rlo, rhi)
                               and perhaps noundef on an integer, 0 none */
    uint64_t *rlo, *rhi;    /* 3: the range [rlo, rhi), wrapping */
    uint32_t after;         /* the ops of the segment after the call (segments) */
    uint8_t value_md;       /* an invoke whose result has metadata (value_md) */
    uint32_t nbops;         /* the operands of its operand bundles (Interp.bundle_cells) */
    uint32_t *bop_off;
    /* a call marked builtin of a defined function that is a C library
     * function libc.c runs: the library's, not the body (LangRef
     * "builtin"; a replaceable operator delete defined in the module) */
    uint8_t lib;
} CallInfo;

typedef struct SwitchTab {
    uint32_t ncases;
    Cell *vals;             /* case values (it_words(cond type) cells each) */
    Edge **dests;           /* ncases + 1: the default last */
} SwitchTab;

struct Op {
    const void *lbl;        /* computed goto: the handler of `code` */
    uint16_t code;
    uint16_t sub;           /* IrOp, predicate, rmw op */
    uint32_t flags;
    uint32_t od, oa, ob, oc;    /* byte offsets of the result and the operands */
    uint32_t w;             /* integer ops: bit width; cells of a value */
    uint32_t n;             /* C_GEP: indices; C_INDIRECTBR: destinations;
                               C_EXTRACTVAL/C_INSERTVAL: the member's first cell */
    uint64_t m;             /* integer ops of <= 64 bits: it_mask(w) */
    uint64_t imm;           /* the ...K codes: the constant second operand (masked; icmp:
                               with the sign bias); C_VICMP64: lanes; C_ALLOCA: the
                               mask of the element count's type */
    IrType *t, *rt;         /* operand type, result type */
    const IrInst *inst;
    void *x;                /* Edge, CallInfo, SwitchTab, GepPlan, edge lists */
    uint32_t *idx_off;      /* C_GEP: byte offsets of the index operands */
    uint64_t k;             /* C_ALLOCA: the element's allocation size */
};

/* The instruction being executed (for reports). */
static inline const IrInst *
cur_inst(Interp *ip)
{
    return ip->cur_op ? ip->cur_op->inst : ip->cur;
}

/* -------------------------------------------------------------- frames */

typedef struct Frame {
    LFunc *lf;
    Cell *cells;
    const Op *ret_pc;       /* where the caller continues */
    const IrInst *site;     /* the call that made this frame (NULL: the outermost) */
    uint32_t objs_base;     /* this frame's stack objects start here in ip->objs */
    size_t sp_base;         /* the cell stack before this frame */
    Alloc *va;              /* the variable arguments, laid out in memory */
    IrFunc *f;
    uint8_t ret_chk;        /* the return value's attributes: 0 none, 1 noundef on a
                               scalar (and nothing check_attrs acts on), 2 check_attrs */
} Frame;

typedef struct RunState {
    Frame *frames;
    uint32_t nframes, capframes;
    Alloc **objs;
    uint32_t nobjs, capobjs;
    Cell *ret;              /* the outermost call's result */
} RunState;

static inline RunState *
rs(Interp *ip)
{
    return ip->rs;
}

/* Cells for a frame: one big stack that never moves (frames point into
 * it), grown by chunks. */
typedef struct StackChunk {
    struct StackChunk *prev;
    size_t cap, used;
    Cell cells[];
} StackChunk;

/* The first chunk is smaller and comes from the interpreter's arena
 * (interp_new): no mapping and unmapping of its own (two system calls,
 * 10-15 us on these machines, in every run), and it stays for the next
 * run.  It holds 4K cells (96 KB): what a run does not reach of it lies
 * between the arenas' chunks in the pool of huge pages all the same, and a
 * small run's memory then fits the pool's first 2 MB page (with 16K cells,
 * csmith programs of 90-110 KB at -O2 reached into a second huge page,
 * 60-150 us to clear).  The chunks after it, four times as big each up to
 * STACK_CHUNK, are blocks of the pool (ir_block_alloc), which the arenas'
 * chunk cache keeps when they are freed (a call that opens a chunk in a
 * loop takes the same block again).  A frame that opens a chunk gets a
 * mark that says so. */
enum { STACK_CHUNK = 1u << 18, STACK_FIRST = 1u << 12 };
#define STACK_FIRST_BYTES (sizeof(StackChunk) + STACK_FIRST * sizeof(Cell))
/* the part of it that interp_new faults in at once: 1,300 cells, deeper
 * than most runs go */
enum { STACK_FAULT_IN = 32 << 10 };
#define MARK_CHUNK ((size_t)-1)  /* popping frees the chunk */
#define MARK_FIRST ((size_t)-2)  /* popping leaves the first chunk */

/* Every op goes through the tracing entry: for --trace and for on_value. */
static inline int
tracing(const Interp *ip)
{
    return ip->o.trace || ip->o.on_value;
}

/* C_ICMP64's test: whether the predicate (icmp_table) holds for x and y,
 * both masked and with the sign bias applied. */
static inline uint64_t
icmp_holds(const Op *o, uint64_t x, uint64_t y)
{
    return (o->n >> ((x > y) * 2 + (x == y))) & 1;
}

/* ------------------------------------------------------------------ GEP */

/* One step of a GEP: a constant offset (struct member) or an index times a
 * stride (array, vector, the first index). */
typedef struct GepStep {
    int64_t konst;          /* constant offset in bytes (struct member) */
    uint64_t stride;        /* bytes per index */
    IrType *ity;            /* index type (scalar) */
    int vec;                /* the index is a vector */
    int is_struct;
} GepStep;

/* gep_fast's steps: those that may add something (a step with a constant
 * zero index or a member at offset 0 leaves every partial sum as it was,
 * so it has nothing to check either). */
typedef struct GepFast {
    int64_t konst;          /* struct member: its offset */
    uint64_t stride;
    uint32_t idx;           /* the index operand (Op.idx_off[idx]) */
    uint16_t bits;          /* the index's width */
    uint8_t is_struct;
} GepFast;

typedef struct GepPlan {
    IrType *srcty;
    uint32_t as;            /* the base's address space (its index width) */
    uint32_t nsteps;
    GepStep *steps;
    uint32_t nfast;
    GepFast *fast;
} GepPlan;

int gep_in_bounds(Interp *ip, const Cell *base, uint64_t res);

/* The base address and the result are in bounds of a (its end included). */
static inline int
in_object(const Alloc *a, uint64_t base, uint64_t res)
{
    return a && base >= a->addr && base <= a->addr + a->size && res >= a->addr &&
           res <= a->addr + a->size;
}

/* gep_in_bounds for the fast GEP handlers: a base with provenance (almost
 * every one) without the call */
static inline int
gep_in_bounds_fast(Interp *ip, const Cell *base, uint64_t res)
{
    uint32_t id = base->prov;
    if (!id || id >= ip->nids)
        return gep_in_bounds(ip, base, res);
    return in_object(ip->allocs[id], base->v, res);
}

/* run.c: the globals' cells */
const Cell *gmap_get(Interp *ip, const IrGlobal *g);

/* eval.c: the lane by lane operations, GEP, element access, shuffles */
void do_binop(Interp *ip, unsigned op, uint32_t flags, IrType *t, const Cell *a, const Cell *b, Cell *r);
void do_cmp(Interp *ip, unsigned op, unsigned pred, uint32_t flags, IrType *t, const Cell *a, const Cell *b,
            Cell *r);
void do_cast(Interp *ip, unsigned op, uint32_t flags, IrType *st, IrType *dt, const Cell *a, Cell *r);
void do_select(Interp *ip, IrType *t, uint32_t fmf, const Cell *cond, int vcond, const Cell *x, const Cell *y,
               Cell *r);
GepPlan *gep_plan(Interp *ip, IrType *basety, IrType *srcty, IrValue **idx, uint32_t nidx);
void do_gep(Interp *ip, const GepPlan *p, uint32_t flags, IrType *rt, const Cell *base, int base_vec,
            const Cell **idx, Cell *r);
int vec_index(Interp *ip, const Cell *ix, IrType *ity, uint64_t n, uint64_t *out);
uint32_t agg_path(Interp *ip, IrType *t, const int32_t *ix, uint32_t n, IrType **mt);
void do_shuffle(Interp *ip, IrType *vt, IrType *rt, const int32_t *mask, uint32_t nmask, const Cell *a,
                const Cell *b, Cell *r);

/* lower.c: the metadata on a result, checked at run time */
void value_md(Interp *ip, const IrInst *i, IrType *t, Cell *c);


/* call.c: frames, calls */
void stack_free_all(Interp *ip);
void check_attrs(Interp *ip, const IrAttrSet *s, IrType *t, Cell *c, const IrFunc *f, uint32_t arg);
Frame *push_frame(Interp *ip, IrFunc *f, const IrInst *site, Cell **args, IrType **argty, uint32_t nargs,
                  const IrAttrList *site_attrs);
void pop_frame(Interp *ip);
void call_plan(Interp *ip, CallInfo *ci, const IrInst *site);
Frame *push_fast(Interp *ip, const CallInfo *ci, const IrInst *site, Cell *caller);
void do_va_arg(Interp *ip, const Cell *list, IrType *t, Cell *out);
void call_external(Interp *ip, IrFunc *f, IrType *fty, const IrInst *site, Cell **args, IrType **argty,
                   uint32_t nargs, Cell *ret);

/* loop.c: the dispatch loop, each op's handler */
void run_loop(Interp *ip, Cell *result, int setup);
void set_labels(Interp *ip, LFunc *lf);

#endif
