/* build.h -- the generator's builder state, shared by gen.c (module,
 * functions, statements, instructions, patterns) and intrin.c (intrinsic
 * calls).  Private to gen/.
 *
 * The builder walks the grammar top-down and keeps, for the point where it
 * emits, the pool of values that dominate it: a stack, cut back when a
 * region (a branch arm, a loop body) ends.  Values nobody used when their
 * region ends are folded into one value of the function's carrier type,
 * which flows through the join's phi to the return: so -O2 cannot delete
 * what the generator built (survival). */
#ifndef LLFUZZ_GEN_BUILD_H
#define LLFUZZ_GEN_BUILD_H

#include "gen.h"

/* A value of the pool.  Addresses (pointers into an object, in bounds and
 * aligned for its element type) carry the object's index. */
typedef struct PVal {
    IrValue *v;
    uint32_t uses;
    int32_t obj;            /* address into g->obj[obj]; -1 otherwise */
} PVal;

/* A memory object: a global or an alloca of type [n x elem]. */
typedef struct Obj {
    IrValue *base;
    IrType *ty, *elem;
    uint32_t n;             /* elements, a power of two */
    int readonly;           /* a constant global */
} Obj;

typedef struct Loop {
    IrBlock *exit;
    IrValue **xval;         /* incoming values of the exit phi */
    IrBlock **xblk;
    uint32_t nx, capx;
} Loop;

enum { GEN_MAX_LOOPS = 8, GEN_MAX_TY = 8 };

typedef struct G {
    IrModule *m;
    uint64_t rs;            /* random state */
    const GenOptions *o;
    int llvm;
    uint32_t lacks;         /* GEN_LACKS_*: what the target cannot compile */
    uint32_t W[GEN_NPROD];  /* weights after features and target version */
    uint32_t gtot[GG_N];    /* their sum per group */
    uint32_t feat;          /* GF_* bits enabled */
    /* the module's type palette */
    IrType *ity[GEN_MAX_TY], *fty[GEN_MAX_TY], *vty[GEN_MAX_TY];
    uint32_t nity, nfty, nvty;
    IrType *sty;            /* a struct type for insertvalue/extractvalue */
    /* memory objects: the module's globals, then the function's allocas */
    Obj *obj;
    uint32_t nobj, capobj, nglobj;
    IrFunc **helpers;
    uint32_t nhelpers;
    IrFunc *vahelper;       /* i64 @va0(i32, ...), made on first use */
    /* the function being built */
    IrFunc *f;
    IrBlock *cur;
    IrType *carrier;
    PVal *pool;
    uint32_t np, cappool;
    IrValue **kpool;        /* integer and fp constants used in the function */
    uint32_t nk, capk;
    Loop loops[GEN_MAX_LOOPS];
    uint32_t nloops;
    uint32_t ninst, nblk, depth;
    GenStats *st;
    uint32_t vscale;        /* gen_input_vectors_vs: a scalable vector input has
                               count*vscale lanes (0: 1) */
} G;

/* random numbers (splitmix64) */
uint64_t gen_rand(G *g);
uint32_t gen_below(G *g, uint32_t n);       /* [0, n) */
int gen_chance(G *g, uint32_t pct);         /* W-style percentage */
int gen_pick(G *g, GenGroup grp);           /* a production of grp, or -1 */

/* emission into g->cur; values with a type are pushed on the pool */
IrInst *gen_emit(G *g, IrOp op, IrType *t, uint32_t nops);
IrValue *gen_push(G *g, IrInst *i);
void gen_use(G *g, IrValue *v);             /* count a use of a pool value */
IrValue *gen_bin(G *g, IrOp op, IrValue *a, IrValue *b, uint32_t flags);
IrValue *gen_cast(G *g, IrOp op, IrValue *a, IrType *to, uint32_t flags);
IrValue *gen_icmp(G *g, unsigned pred, IrValue *a, IrValue *b);
IrValue *gen_select(G *g, IrValue *c, IrValue *a, IrValue *b);
IrInst *gen_aggop(G *g, IrValue *agg, IrValue *val, uint32_t k); /* extract/insertvalue, not pushed */
void gen_split(G *g, IrValue *agg);         /* both fields of the {T, U} just pushed */
IrFunc *gen_declare(G *g, const char *name, IrType *fty);
IrValue *gen_call(G *g, IrFunc *callee, IrValue **args, uint32_t nargs);

/* operands */
IrValue *gen_operand(G *g, IrType *t);     /* a pool value, a constant or a new value */
IrValue *gen_const(G *g, IrType *t);       /* an interesting constant of t */
IrValue *gen_int_const(G *g, IrType *t, uint64_t v); /* a constant of t (or vector splat of) v */
IrValue *gen_bool(G *g, IrType *shape);     /* an i1 (or <n x i1> shaped like `shape`) */
IrType *gen_int_type(G *g, int allow_vec);  /* from the palette */
IrType *gen_fp_type(G *g, int allow_vec);   /* NULL when fp is off */
uint32_t gen_fmf(G *g);                      /* fast-math flags, by policy */

/* intrinsics (intrin.c): emit one call of an enabled intrinsic; 0 if none fits */
int gen_intrinsic(G *g);
/* a type as an intrinsic's name spells it: "i32", "v4f32", "f80", "p0" */
void gen_mangle_type(IrBuf *b, const IrType *t);
/* the mangled name of an overloaded intrinsic: "llvm.smax" + ".i32" */
const char *gen_mangle(G *g, const char *base, IrType **tys, uint32_t n);
/* for the census: how many intrinsic productions there are */
extern const unsigned gen_n_intrinsics;

#endif
