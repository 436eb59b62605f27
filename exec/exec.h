/* exec.h -- engines that run a module: the reference interpreter (and, in
 * later issues, external LLVM tools and the native runner).
 *
 * Owns: exec/ (exec/interp/ is the interpreter).  Who may include it:
 * cli/, oracle/, gen/, reduce/, tests/.
 *
 * The interpreter implements the LangRef's semantics exactly: values carry
 * their definedness (poison per scalar and vector lane, undef per bit),
 * memory bytes carry value, poison and undef bits, and immediate undefined
 * behaviour stops the run with a precise report (interp_ub_rules[] lists
 * every rule with the LangRef section it implements).
 */
#ifndef LLFUZZ_EXEC_H
#define LLFUZZ_EXEC_H

#include "ir/ir.h"

/* ------------------------------------------------------- runtime values */

/* A value of any first-class type, flattened into leaves: a scalar is one
 * leaf, a vector one leaf per lane, an aggregate its scalar leaves in order.
 * Each leaf holds `words` 64-bit words of bits (integers: the value, little
 * endian; fp: the format's bits; pointers: the address), as many words of
 * undef mask (a set bit may be anything), a poison flag and, for pointers,
 * the provenance (allocation id, 0 = none). */
typedef struct RtLeaf {
    uint64_t *bits, *undef;
    uint32_t words;
    uint32_t prov;
    uint8_t poison;
    uint8_t fixed;      /* the undef bits are fixed-unknown (frozen), not undef */
} RtLeaf;

typedef struct RtVal {
    IrType *type;
    RtLeaf *leaf;
    uint32_t nleaves;
} RtVal;

/* How the interpreter resolves undef (and freeze of undef/poison):
 *   TRACK  keep undef bits as undef (the precise semantics; freeze of an
 *          undef/poison value picks zero and records that it chose)
 *   ZERO   every undef bit reads as 0, freeze gives 0
 *   RANDOM every undef bit reads as a random bit (seeded), freeze random */
typedef enum InterpUndef { INTERP_UNDEF_TRACK, INTERP_UNDEF_ZERO, INTERP_UNDEF_RANDOM } InterpUndef;

typedef struct InterpOptions {
    uint64_t max_steps;     /* instructions executed (0 = 1e10) */
    uint64_t max_memory;    /* bytes allocated by the program (0 = 1 GiB) */
    uint32_t max_depth;     /* call depth (0 = 10000) */
    InterpUndef undef;
    uint64_t seed;          /* for INTERP_UNDEF_RANDOM and rand() */
    FILE *out, *err;        /* the program's stdout and stderr (NULL: the process's) */
    FILE *trace;            /* each executed instruction with its values (NULL: off) */
    /* Called after each executed instruction that has a value, with what of
     * it is not defined: INTERP_HAS_POISON | INTERP_HAS_UNDEF (undef bits that
     * are not frozen) or 0 (NULL: off; slow, like trace).  The generator's
     * repair uses it to find where poison and undef start. */
    void (*on_value)(void *ctx, const IrInst *inst, int what);
    void *on_value_ctx;
    /* Calls to external functions that are neither intrinsics nor the C
     * library's: 0 = unsupported (the default); 1 = an environment of
     * llfuzz's: the call is recorded in InterpResult.calls (unless the
     * function only reads memory: memory(none)/memory(read)) and returns a
     * value that depends only on the function's name and the call's position
     * in the trace (traced calls), or on the name and the arguments (the
     * others; fixed-unknown when an argument is not defined).  Pointers
     * returned are null.  The environment writes no memory. */
    int externals;
} InterpOptions;

enum { INTERP_HAS_POISON = 1, INTERP_HAS_UNDEF = 2 };

/* What a run ended with. */
typedef enum InterpStatus {
    INTERP_RETURNED,        /* the called function returned (ret holds the value) */
    INTERP_EXITED,          /* exit() / return from main: exit_code */
    INTERP_UB,              /* immediate undefined behaviour: rule, inst, msg */
    INTERP_UNSUPPORTED,     /* something llfuzz cannot run: msg says what */
    INTERP_LIMIT,           /* a step, memory or depth budget ran out: msg says which */
    INTERP_ABORTED,         /* abort(), llvm.trap, an assertion in the program */
} InterpStatus;

typedef struct InterpResult {
    InterpStatus status;
    int exit_code;
    int ub_rule;            /* INTERP_UB: index into interp_ub_rules */
    const IrInst *inst;     /* where (when known) */
    char msg[512];          /* one line: the rule and the operand values */
    uint64_t steps;
    /* Times a fixed-unknown (frozen) value steered control flow and the
     * interpreter chose for it (per InterpUndef): the run is one of several
     * the module allows.  choice_at: the first such instruction. */
    uint32_t choices;
    const IrInst *choice_at;
    /* INTERP_UNDEF_TRACK: an operation saw unknown bits where tracking them
     * bit by bit over-approximates (a carry, a comparison, a select on an
     * undef condition, an ashr that copies an unknown sign bit...): the
     * undef bits, the poison and the UB on unknown operands of this run may
     * include ones no choice gives.  Without it they are all real. */
    uint32_t approx;
    RtVal ret;              /* INTERP_RETURNED (void: nleaves 0) */
    /* InterpOptions.externals: the calls made to external functions, in
     * order (valid until interp_reset). */
    const struct InterpCall *calls;
    uint32_t ncalls;
} InterpResult;

typedef struct InterpCall {
    const char *name;       /* the callee, without @ */
    RtVal *args;
    uint32_t nargs;
} InterpCall;

/* The table of undefined-behaviour rules (interp/ub.def): name, LangRef section. */
typedef struct InterpUbRule {
    const char *name;
    const char *section;
} InterpUbRule;
extern const InterpUbRule interp_ub_rules[];
/* Their indices (InterpResult.ub_rule), for callers that act on the rule
 * (the generator's UB repair). */
typedef enum InterpUbRuleId {
#define UB(e, name, section) INTERP_UB_##e,
#include "interp/ub.def"
    INTERP_UB_N
} InterpUbRuleId;
extern const unsigned interp_n_ub_rules;

typedef struct Interp Interp;

/* An interpreter for module m (which must have passed ir_verify).  Returns
 * NULL and a message in err when the module uses something unsupported at
 * load time (e.g. a global initializer it cannot evaluate). */
Interp *interp_new(IrModule *m, const InterpOptions *opts, char *err, size_t errlen);
void interp_free(Interp *ip);
/* Change the step budget (InterpOptions.max_steps) for the next runs. */
void interp_set_max_steps(Interp *ip, uint64_t max_steps);
/* Change how undef is resolved (InterpOptions.undef, .seed) for the next runs. */
void interp_set_undef(Interp *ip, InterpUndef mode, uint64_t seed);
/* Reset memory to the module's initial image (globals re-initialized, heap
 * and stack freed) between independent runs. */
void interp_reset(Interp *ip);

/* Call f with args (args[i].type must be f's parameter types). */
InterpStatus interp_call(Interp *ip, IrFunc *f, const RtVal *args, uint32_t nargs, InterpResult *res);
/* Run @main(argc, argv) like a C program: stdout/stderr go to opts->out/err. */
InterpStatus interp_run_main(Interp *ip, int argc, char **argv, InterpResult *res);

/* Values: allocation in ip's run arena (valid until interp_reset/free). */
RtVal interp_val_new(Interp *ip, IrType *t);
/* Parse `i32 5, <2 x i8> <i8 1, i8 poison>, ptr null, float 1.5, i64 undef`
 * into values of the given types; returns the count, or -1 with err set. */
int interp_parse_args(Interp *ip, IrType **types, uint32_t ntypes, const char *text, RtVal *out,
                      char *err, size_t errlen);
/* The scalar type of each leaf of a value of type t, in RtVal.leaf order
 * (*n of them), or NULL when t is a type llfuzz cannot represent. */
IrType *const *interp_leaf_types(Interp *ip, IrType *t, uint32_t *n);
/* Text of a value with poison and undef shown: `i32 5`, `i32 poison`,
 * `i8 undef`, `i8 0b1?1?0000` (partly undef), `<2 x i32> <i32 1, i32 poison>`,
 * `ptr @g+4`, `{ i32 1, float 2.0 }`. */
void interp_val_print(IrBuf *b, Interp *ip, const RtVal *v);

/* Memory as the oracle observes it after a run: n bytes, the undef bit mask
 * of each, and flags: RT_BYTE_POISON, RT_BYTE_FIXED (the undef bits are
 * fixed-unknown), RT_BYTE_PTR (a byte of a stored pointer: its value is an
 * address).  Arrays in the run arena (valid until interp_reset). */
typedef struct RtBytes {
    uint64_t n;
    uint8_t *val, *und, *flags;
} RtBytes;
enum { RT_BYTE_POISON = 1, RT_BYTE_FIXED = 2, RT_BYTE_PTR = 4 };
/* The bytes of global variable g (0), or -1 when it has no memory of its
 * own (a declaration of an external global). */
int interp_global_bytes(Interp *ip, IrGlobal *g, RtBytes *out);
/* A pointer (of pointer type ptrty) to a fresh allocation of size bytes,
 * initialized from init (NULL: zeros), for a pointer argument; after the
 * run, interp_ptr_bytes reads its bytes back (n bytes from where ptr points;
 * -1 when they are not all inside one allocation). */
RtVal interp_buffer(Interp *ip, IrType *ptrty, uint64_t size, const uint8_t *init);
int interp_ptr_bytes(Interp *ip, const RtVal *ptr, uint64_t n, RtBytes *out);
/* The global a pointer leaf is based on (its provenance) and the offset
 * into it, or NULL (stack, heap, no provenance). */
IrGlobal *interp_ptr_global(Interp *ip, const RtLeaf *ptr, uint64_t *off);

/* ------------------------------------------------------ processes (proc.c) */

/* Limits of an external process (0 = the default in brackets). */
typedef struct ExLimits {
    double timeout;         /* wall-clock seconds [30] */
    uint64_t mem;           /* address space, bytes [4 GiB] */
    uint64_t fsize;         /* largest file it may write, bytes [256 MiB] */
    uint64_t out_max;       /* stdout/stderr kept, bytes each [16 MiB] */
} ExLimits;

typedef enum ExProcStatus {
    EX_PROC_EXITED,         /* code = exit status */
    EX_PROC_SIGNALED,       /* code = signal number */
    EX_PROC_TIMEOUT,        /* killed (with its process group) at the timeout */
    EX_PROC_FAILED,         /* could not start: err says why */
} ExProcStatus;

typedef struct ExProc {
    ExProcStatus status;
    int code;
    double wall;            /* seconds */
    char *out, *err;        /* NUL-terminated, malloc'd (never NULL after ex_proc_run) */
    size_t nout, nerr;
} ExProc;

/* Run argv[0] (searched in PATH) with argv in directory cwd (NULL: current),
 * stdin from in_path (NULL: /dev/null), stdout and stderr captured, in its
 * own process group, with the limits (rlimits AS, FSIZE, CPU = timeout + 2 s,
 * no core files; ExLimits.mem = UINT64_MAX: no address-space limit).  At the
 * timeout, and when the process ends, its whole group is killed (SIGKILL).
 * Returns 0 when the process ran (see p->status for how it ended), -1 when it
 * could not be started: then p->status is EX_PROC_FAILED and p->err says why
 * ("cannot run llc-99: No such file or directory"; also a bad cwd or
 * in_path).  A missing program is never reported as exit status 127.
 * p->out and p->err are set in every case; ex_proc_free them. */
int ex_proc_run(char *const argv[], const char *cwd, const char *in_path, const ExLimits *lim, ExProc *p);
void ex_proc_free(ExProc *p);
/* A new private directory under $TMPDIR (or /tmp) named llfuzz-<tag>-XXXXXX
 * (malloc'd path, NULL on failure); ex_rmtree removes it and its contents. */
char *ex_tmpdir(const char *tag);
int ex_rmtree(const char *dir);
/* Seconds on the monotonic clock (for measuring durations). */
double ex_now(void);

/* ------------------------------------------------------- engines (llvm.c) */

/* An engine, named by a spec (DESIGN.md): `interp`, `opt-22:-O2`,
 * `opt-19:-passes=instcombine`, `llc-22:-O0 -global-isel`, `clang-22:-O2`,
 * `lli-22`, `llc-22:-mtriple=aarch64-linux-gnu -O2`; the unversioned tools
 * are the PATH's (LLVM 14 on Debian 12).  Transformers (opt) give IR that
 * the reference interpreter runs; compilers (llc, clang) give code the
 * native runner runs; executors (lli) run IR themselves. */
typedef enum ExEngineKind { EX_ENG_INTERP, EX_ENG_OPT, EX_ENG_LLC, EX_ENG_CLANG, EX_ENG_LLI, EX_ENG_N } ExEngineKind;

typedef struct ExEngine {
    ExEngineKind kind;
    char *spec;             /* as given */
    char *tool;             /* the program: "opt-22", "llc" (NULL for interp) */
    int version;            /* LLVM major version (from the spec, else from --version after probing; 0 unknown) */
    char **args;            /* the tool's arguments from the spec */
    int nargs;
    char *triple;           /* -mtriple=... / --target=... from the arguments, or NULL */
} ExEngine;

/* Parse a spec (0), or -1 with a message. */
int ex_engine_parse(const char *spec, ExEngine *e, char *err, size_t errlen);
/* Check that the tool runs and learn its version (0), or -1 with a message. */
int ex_engine_probe(ExEngine *e, char *err, size_t errlen);
void ex_engine_free(ExEngine *e);
const char *ex_engine_kind_name(ExEngineKind k);   /* "opt" */
const char *ex_engine_role(ExEngineKind k);        /* "transformer" */

/* How a tool run ended. */
typedef enum ExStatus {
    EX_OK,
    EX_CRASH,       /* the tool crashed, failed (non-zero exit: e.g. its verifier) or wrote nothing */
    EX_HANG,        /* it did not finish in time */
    EX_ERROR,       /* llfuzz could not run it (no such program, I/O): not the tool's fault */
} ExStatus;

typedef struct ExOutput {
    ExStatus status;
    char *text;             /* EX_OK: the output module's text (malloc'd) */
    size_t len;
    double wall;            /* seconds the tool ran */
    char msg[512];          /* otherwise: what happened (the first lines of the tool's stderr) */
} ExOutput;

/* Run a transformer engine (opt) on module text: opt ARGS -S, with the
 * version's options (-opaque-pointers for LLVM 14), in a private temporary
 * directory with the limits. */
ExStatus ex_transform(const ExEngine *e, const char *text, size_t len, const ExLimits *lim, ExOutput *out);
/* Does the engine's tool accept the module (opt -passes=verify)?  EX_OK
 * when it does, EX_CRASH (msg: why) when it does not. */
ExStatus ex_verify(const ExEngine *e, const char *text, size_t len, const ExLimits *lim, ExOutput *out);
void ex_output_free(ExOutput *o);

#endif
