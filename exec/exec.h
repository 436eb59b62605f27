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
    /* C math functions other than the correctly rounded ones (sin, exp,
     * log, pow, cbrt, ...: not sqrt, fabs, floor, fmod, fmin...) give a
     * result only approximately known: fixed-unknown in a tracked run,
     * except where it is 0, an infinity or a NaN.  LLVM may replace
     * (float)sin((double)x) by sinf(x), a call by an intrinsic (whose
     * result the LangRef leaves to the target's libm) and fold calls with
     * the compiler host's libm: `check` of a transformation sets it (a
     * native run calls the same libm as the interpreter and keeps it 0).
     * With externals, a nobuiltin declaration of a C library function is
     * then the environment's unknown function unless the call site says
     * builtin: LLVM does not take it for the library's. */
    int libm_approx;
    /* The LLVM whose LangRef judges the run where it allowed more than the
     * current one (0: the current LangRef): the source of a check against an
     * older LLVM's optimizer runs with that LLVM's choices.  <= 19: minnum and
     * maxnum of -0.0 and +0.0 give either (LLVM 20 ordered -0.0 below +0.0). */
    int llvm_version;
    /* The module runs once (`llfuzz run`): no copy of the globals' initial
     * bytes is kept for interp_reset, which then evaluates the initializers
     * again (slower, for a caller that resets rarely). */
    int one_run;
    /* The value of vscale for the whole run (0: 1): a <vscale x N x T> is a
     * vector of N*vscale lanes for layout, memory and every operation, and
     * llvm.vscale returns it (LangRef "Vector Type").  The caller picks it
     * within the vscale_range of the function it runs. */
    uint32_t vscale;
    /* LangRef "denormal-fp-math": the environment's denormal mode that a
     * "dynamic" half of the attribute stands for, one for the whole run:
     * 1 ieee, 2 preserve-sign, 3 positive-zero; 0 unknown (each operation
     * may act as any of them: an over-approximation). */
    int dn_env;
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
    /* the calls, traced or not, that read through a pointer argument whose
     * address the callee cannot see: name, nargs, win and (mem) their key,
     * for interp_set_call_hint */
    const struct InterpCall *reads;
    uint32_t nreads;
} InterpResult;

typedef struct InterpCall {
    const char *name;       /* the callee, without @ */
    RtVal *args;
    uint32_t nargs;
    /* a digest of the memory the callee may read (exec/interp/env.c), when
     * it may read some and all of it was known (no undef or poison byte) */
    uint64_t mem;
    int mem_known;
    /* InterpResult.reads: per argument, 2 each, the bytes before and from
     * the pointer that the callee may read through a pointer argument whose
     * address it cannot see (UINT64_MAX, UINT64_MAX for the others) */
    uint64_t *win;
    /* a traced call that may write: bit i set when the environment wrote
     * through pointer argument i (i < 64); and whether it wrote the
     * module's globals */
    uint64_t written;
    int wrote_globals;
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
/* Bytes the interpreter's arenas hold: its lowered code, layouts and
 * records (*lowered), the current run's values and log (*run). */
void interp_memory(const Interp *ip, size_t *lowered, size_t *run);
/* The phi copies on the edges of the functions lowered so far (*moves),
 * and how many of them coalescing made needless (*coalesced: the value is
 * computed into the phi's cell). */
void interp_phi_stats(const Interp *ip, uint64_t *moves, uint64_t *coalesced);
/* Change the step budget (InterpOptions.max_steps) for the next runs. */
void interp_set_max_steps(Interp *ip, uint64_t max_steps);
/* Change how undef is resolved (InterpOptions.undef, .seed) for the next runs. */
void interp_set_undef(Interp *ip, InterpUndef mode, uint64_t seed);
/* Change InterpOptions.dn_env for the next runs. */
void interp_set_dn_env(Interp *ip, int env);
/* The AMDGPU environment of the next runs (amdgcn.c), from a seed: the
 * wave's one active lane (lane 0 one time in four) and what the buffers
 * hold at first.  The source and the target of a pair run with the same
 * seed. */
void interp_set_wave(Interp *ip, uint64_t seed);
/* The source's reads (its InterpResult.reads, which must outlive the next
 * runs; NULL, 0 to drop them) for the target's runs.  A callee given a
 * pointer whose address it cannot see (nocapture) reads the bytes around
 * it; where a source call of the same function read only a narrower window
 * and the target's bytes in that window (and its other arguments) are the
 * source call's, the target's call is that call: the callee, reading only
 * inside the window in the source, reads the same bytes in the target and
 * returns the same (a constant global passed for a smaller stack copy of
 * its first bytes: memcpy-from-global). */
void interp_set_call_hint(Interp *ip, const InterpCall *calls, uint32_t n);
/* The source's trace (its InterpResult.calls, which must outlive the next
 * runs; NULL, 0 to drop it) for the target's runs: the environment writes
 * through a traced call's pointer arguments in the target only where it
 * wrote through the source's call at the same position (a source argument
 * undef or poison: it wrote nothing there, one legal choice, and a target
 * that passes a concrete pointer must not see a write the source did not
 * make). */
void interp_set_trace_hint(Interp *ip, const InterpCall *calls, uint32_t n);
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
/* LangRef "denormal-fp-math": how function f's floating-point operations
 * read a subnormal input of fp type t (its "-f32" attribute for float):
 * 0 as it is (ieee), 1 as the zero of its sign (preserve-sign), 2 as +0
 * (positive-zero), 3 unknown (dynamic). */
int interp_dn_input(const IrFunc *f, const IrType *t);
/* Does f have a "dynamic" half in one of its "denormal-fp-math" attributes? */
int interp_dn_dynamic(const IrFunc *f);
/* Text of a value with poison and undef shown: `i32 5`, `i32 poison`,
 * `i8 undef`, `i8 0b1?1?0000` (partly undef), `<2 x i32> <i32 1, i32 poison>`,
 * `ptr @g+4`, `{ i32 1, float 2.0 }`. */
void interp_val_print(IrBuf *b, Interp *ip, const RtVal *v);

/* A value in LLVM's in-memory representation under the module's datalayout:
 * the it_store_size(type) bytes a `store` of it writes (byte order, struct
 * padding, bit-packed vectors of i1..i7; the bits of an iN beyond N in its
 * last byte, padding, undef bits and poison leaves are written as 0).  The
 * native runner's inputs and outputs cross in this form.  to_bytes returns
 * the store size (0 for void), or -1 when len is too small or the type has
 * no memory form; from_bytes (what a `load` reads: fully defined, pointers
 * without provenance) fills *out in ip's run arena and returns 0, or -1. */
int interp_val_to_bytes(Interp *ip, const RtVal *v, uint8_t *buf, size_t len);
int interp_val_from_bytes(Interp *ip, IrType *t, const uint8_t *buf, size_t len, RtVal *out);

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
 * aligned to align (at least 16; a parameter's align(N) must hold in every
 * run, not by chance of the address), initialized from init (NULL:
 * zeros), for a pointer argument; after the
 * run, interp_ptr_bytes reads its bytes back (n bytes from where ptr points;
 * -1 when they are not all inside one allocation). */
RtVal interp_buffer(Interp *ip, IrType *ptrty, uint64_t size, const uint8_t *init);
/* The same at address addr (any alignment), when nothing of the run is
 * there yet (after interp_reset); elsewhere otherwise: check the address. */
RtVal interp_buffer_at(Interp *ip, IrType *ptrty, uint64_t size, uint64_t addr, const uint8_t *init);
/* The buffer ptr points to is a `readonly` argument's: the called function
 * writing it (through the argument: nothing else points there) is UB. */
void interp_buffer_readonly(Interp *ip, const RtVal *ptr);
int interp_ptr_bytes(Interp *ip, const RtVal *ptr, uint64_t n, RtBytes *out);
/* The module an interpreter runs (its data layout, say). */
IrModule *interp_module(const Interp *ip);
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
    int no_symbolize;       /* LLVM_DISABLE_SYMBOLIZATION=1: an LLVM tool's crash
                             * prints its stack dump without running
                             * llvm-symbolizer (for runs whose message is not
                             * kept: the symbolizer can take longer than the run) */
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
/* The cache directory of this user (malloc'd path, made if needed):
 * $XDG_CACHE_HOME/llfuzz, else $HOME/.cache/llfuzz, else
 * $TMPDIR/llfuzz-cache-<uid>; NULL with err set when it cannot be had. */
char *ex_cache_dir(char *err, size_t errlen);
/* Is prog (a name searched in PATH, or a path) an executable?  1 and its
 * path in out, or 0. */
int ex_which(const char *prog, char *out, size_t n);
/* What `tool --version` printed, from the cache (malloc'd), or NULL; the
 * cache is keyed by the executable (real path, inode, size, times), so a
 * replaced tool is asked again.  ex_version_store records a run's output.
 * Asking a tool its version costs as much as a small transformation. */
char *ex_version_cached(const char *tool);
void ex_version_store(const char *tool, const char *text);
/* Seconds on the monotonic clock (for measuring durations). */
double ex_now(void);
/* Write n bytes to a new file at path (0), or -1. */
int ex_write_file(const char *path, const void *p, size_t n);

/* ------------------------------------------------------- engines (llvm.c) */

/* An engine, named by a spec (DESIGN.md): `interp`, `opt-22:-O2`,
 * `opt-19:-passes=instcombine`, `llc-22:-O0 -global-isel`, `clang-22:-O2`,
 * `lli-22`, `lli-22:-force-interpreter`, `llubi-23`,
 * `llc-22:-mtriple=aarch64-linux-gnu -O2`; the unversioned tools are the
 * PATH's (LLVM 14 on Debian 12).  Transformers (opt) give IR that the
 * reference interpreter runs; compilers (llc, clang) give code the native
 * runner runs; executors (lli, llubi: LLVM's UB-aware interpreter, LLVM 23
 * and later) run IR themselves. */
typedef enum ExEngineKind { EX_ENG_INTERP, EX_ENG_OPT, EX_ENG_LLC, EX_ENG_CLANG, EX_ENG_LLI, EX_ENG_LLUBI, EX_ENG_N } ExEngineKind;

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
    char msg[4096];         /* otherwise: what happened (the first lines of the tool's stderr, with the
                               first frames of a stack dump) */
} ExOutput;

/* Run a transformer engine (opt) on module text: opt ARGS -S, with the
 * version's options (-opaque-pointers for LLVM 14), in a private temporary
 * directory with the limits. */
ExStatus ex_transform(const ExEngine *e, const char *text, size_t len, const ExLimits *lim, ExOutput *out);
/* Does the engine's tool accept the module (opt -passes=verify)?  EX_OK
 * when it does, EX_CRASH (msg: why) when it does not. */
ExStatus ex_verify(const ExEngine *e, const char *text, size_t len, const ExLimits *lim, ExOutput *out);
void ex_output_free(ExOutput *o);

/* ------------------------------------------------- native runner (native.c) */

/* Running LLVM-compiled code on inputs (DESIGN.md "Generated tests and
 * native runs").  An ExNative is one compiler engine: an LLVM tool (llc or
 * clang of any installed version), its arguments and a target.  A batch
 * compiles one module with it and runs many (function, input) records:
 *
 *   1. ex_native_prepare gives the module the target's triple and datalayout
 *      (replacing what it had: llc and clang use the target's layout anyway).
 *      Do it before making the Interp for the source run, so both sides agree
 *      on the bytes of every value.
 *   2. For each test function @f, native.c appends (to the printed text; the
 *      IrModule is not changed) `void @__llfuzz_entry_f(ptr %in, ptr %out)`:
 *      it loads the arguments from %in, calls @f (same calling convention,
 *      zeroext/signext/inreg copied) and stores the result to %out, all with
 *      `align 1`.  Arguments are packed: argument i starts at the sum of the
 *      store sizes of arguments 0..i-1, each in its in-memory form
 *      (interp_val_to_bytes); the result likewise at %out.  Also appended:
 *      tables of the entries and of the observable globals (each defined,
 *      non-constant, not internal/private, not thread-local global variable of
 *      address space 0, with its alloc size computed by the tool).  A
 *      definition named like a symbol of the runner (main, read, fork, memcpy,
 *      ...) is renamed __llfuzz_user_<name> in that text, with its uses.
 *   3. The tool makes an object; it is linked (-no-pie; -static for a cross
 *      target) with a small C runner, compiled once per (C compiler, target)
 *      and cached per user ($XDG_CACHE_HOME/llfuzz, else ~/.cache/llfuzz, else
 *      $TMPDIR/llfuzz-cache-<uid>).  The runner saves the globals'
 *      initial bytes, then runs the records in a forked child: before each
 *      record it restores the globals, arms a CPU timer, calls the entry, then
 *      copies the result and the globals' bytes into a shared output file.
 *      When the child dies (SIGSEGV, SIGFPE, SIGILL, SIGTRAP, abort, exit())
 *      the parent marks the record in progress and forks a new child from the
 *      next record: a crash costs one fork, not a restart.  A record over its
 *      CPU budget (SIGPROF) or its wall budget (the parent kills it) is a
 *      hang.  Cross targets run under qemu-user (qemu-<arch>).
 *   4. Everything runs with timeouts and rlimits (proc.c) in a private
 *      temporary directory, removed afterwards.  A tool that fails, crashes or
 *      hangs is a batch status with the first lines of its stderr.
 *
 * lli (an executor, LLVM 15 and later, host only) takes the module text and
 * the runner compiled to IR by the clang of its version (cached like the
 * runner object) with --extra-module, and libatomic with --dlopen: no compile
 * or link step; lli failing or crashing (its JIT compiles before the runner
 * starts) is a tool failure.
 *
 * lli -force-interpreter (LLVM's own interpreter) runs a variant of the
 * runner (LLFUZZ_RUNNER_INTERP: no inline asm, no variadic external calls;
 * -O0 -ffp-contract=off, so no vector freeze and no llvm.fmuladd) linked
 * with the module into one by llvm-link of the same version: the
 * interpreter resolves nothing across --extra-module modules.  It does not
 * implement everything: the functions that use what it lacks without saying
 * so (half, bfloat, fp128, x86_fp80, freeze, addrspacecast) are not run, and
 * a record after which lli printed one of its "unsupported" messages is
 * EX_NATIVE_LLI_UNSUPPORTED (the runner writes "llfuzz-runner: record K" to
 * stderr before each record, so lli's stderr can be split per record); lli
 * giving up before any record ran is EX_NATIVE_TOOL_UNSUPPORTED.
 *
 * llubi (LLVM's UB-aware interpreter, `llubi-23`; not installed where this
 * was written, so not implemented): it runs one module's `main` (or
 * -entry-function=F) with its own memory model and a small library of C
 * functions (malloc, memcpy, printf...), so no fork, mmap or files, and it
 * stops at the first immediate UB.  The plan: the batch's text gets a driver
 * `main(argc, argv)` instead of the C runner: the records as private
 * constants and a table, then for each record from atoi(argv[1]): print
 * "B k", restore the observable globals from a copy taken at the start, call
 * the entry with the constant input and an output buffer, print "R k" and
 * the result and globals' bytes in hex.  llubi ending before "R k" of the
 * last "B k" (UB report on stderr, non-zero exit) marks record k (UB in the
 * target: "source is more defined than target" when the source has none),
 * and a new llubi starts at k + 1: a failure costs a process, as a crash
 * costs the C runner a fork.  Poison and undef inputs could cross too (llubi
 * tracks them), which compiled code cannot take.
 *
 * Targets: little-endian, 64-bit pointers (x86_64 on the host; aarch64 and
 * riscv64 with <arch>-linux-gnu-gcc and qemu-<arch>).  Pointer arguments are
 * plain addresses: memory behind them is not provided (not observed).  Calls
 * to external functions go to the C library (a function it lacks is a link
 * failure); they are not traced.  Measured (2 shared cores, llc-22 -O2, 20
 * functions, 3000 records): compile 0.06-0.1 s, link 0.03-0.07 s, run 13 ms
 * (~200k records/s; 45 ms under qemu-aarch64); a crash costs ~1.5 ms (a
 * fork), a hang its record's budget. */

typedef struct ExNativeConfig {
    const char *tool;       /* "llc-22", "clang-22", "llc" (LLVM 14), "lli-22", a path */
    const char *args;       /* the tool's arguments, split at blanks: "-O2",
                               "-O0 -global-isel", "-mtriple=aarch64-linux-gnu -O2" */
    char *const *argv;      /* or as a vector (ExEngine.args, nargs): used when set */
    int nargv;
    const char *triple;     /* target (NULL: -mtriple=/--target= in args, else the host) */
    const char *cc;         /* C compiler and linker for the target (NULL: cc, or
                               <arch>-linux-gnu-gcc for a cross target) */
    const char *emulator;   /* runs a cross binary (NULL: qemu-<arch>; ignored on the host) */
    ExLimits tool_lim;      /* each of compile, link [timeout 60 s] */
    ExLimits run_lim;       /* the runner as a whole [timeout 120 s; no address-space
                               limit under an emulator] */
    double record_timeout;  /* CPU seconds a record may use [1; 5 for lli
                               -force-interpreter]; wall: 3x + 1 s */
    int keep_files;         /* keep the batch's directory (path in ExNativeBatch.dir);
                               also LLFUZZ_KEEP_FILES=1 in the environment */
} ExNativeConfig;

typedef struct ExNative ExNative;

/* Check the tool (its LLVM version), find the target's triple and datalayout
 * (from the clang of the same version: clang-V --target=T -S -emit-llvm),
 * the C compiler and the emulator, build or find the cached runner.  NULL
 * with a message in err when something is missing ("cannot run llc-99"). */
ExNative *ex_native_new(const ExNativeConfig *cfg, char *err, size_t errlen);
void ex_native_free(ExNative *nx);
const char *ex_native_triple(const ExNative *nx);       /* "x86_64-unknown-linux-gnu" */
const char *ex_native_datalayout(const ExNative *nx);   /* the target's layout string */
int ex_native_llvm_version(const ExNative *nx);         /* 22, 19, 14, ... */
/* Whether the tool's crashes get their stack dump symbolized (ExLimits
 * no_symbolize): on by default; off for a run whose message is not kept. */
void ex_native_symbolize(ExNative *nx, int on);
/* Give m the target's triple and datalayout (m->dl reparsed).  Returns 1 if
 * it changed them, 0 if they were already the target's, -1 with err set. */
int ex_native_prepare(ExNative *nx, IrModule *m, char *err, size_t errlen);
/* Make m's writable internal globals external (names are unique in a
 * module): the runner restores, and reports, only observable globals before
 * each record, so without this a record would see what an earlier one
 * stored in an internal global.  The oracle's callers do it before making
 * the source's interpreter. */
void ex_native_expose_globals(IrModule *m);

/* Can f be a test function of a batch?  0, or -1 with the reason in why
 * (varargs, a parameter or result without a memory form, byval/sret/...). */
int ex_native_check_func(const IrModule *m, const IrFunc *f, char *why, size_t whylen);
/* Bytes of f's packed arguments and of its result (void: 0), under m's
 * datalayout (prepare m first). */
uint64_t ex_native_args_size(const IrModule *m, const IrFunc *f);
uint64_t ex_native_ret_size(const IrModule *m, const IrFunc *f);
/* Pack args[0..nargs) (f's parameter types; fully defined) into buf (len >=
 * ex_native_args_size); ip's module must be the prepared m.  Returns the
 * bytes written or -1. */
long ex_native_pack_args(Interp *ip, const IrFunc *f, const RtVal *args, uint8_t *buf, size_t len);
/* An input written as text ("i32 5, float 1.5") packed for f: malloc'd,
 * ex_native_args_size(m, f) bytes (at least 1), or NULL when compiled code
 * cannot take it (poison or undef in it, or it is not f's arguments).
 * vals: scratch for f's arguments (one more than its parameters). */
uint8_t *ex_native_pack_input(Interp *ip, const IrModule *m, const IrFunc *f, const char *args, RtVal *vals);

/* One call: funcs[func] of the batch on the packed input in[0..nin), in the
 * form interp_val_to_bytes writes: LLVM assumes the bits past an iN's width
 * in its last byte are zero (a load of i17 is a load of i24 known to be
 * zero-extended), so raw random bytes are not valid inputs. */
typedef struct ExNativeRecord {
    uint32_t func;
    const uint8_t *in;
    size_t nin;
} ExNativeRecord;

typedef enum ExNativeStatus {
    EX_NATIVE_NOT_RUN,      /* the batch failed, or its runner ran out of time first */
    EX_NATIVE_OK,           /* returned: ret and globals hold what it left */
    EX_NATIVE_CRASH,        /* died of signal `code` (SIGSEGV, SIGFPE, SIGILL, SIGTRAP, SIGABRT...) */
    EX_NATIVE_HANG,         /* over the record's CPU or wall budget (code 0) */
    EX_NATIVE_EXIT,         /* the code called exit(`code`) */
    /* lli's interpreter (lli -force-interpreter) stopped on something it does
     * not implement (an intrinsic, a type, a variadic external call...): not
     * a result of the module's code, nothing to compare.  msg: lli's message */
    EX_NATIVE_LLI_UNSUPPORTED,
} ExNativeStatus;

typedef struct ExNativeResult {
    ExNativeStatus status;
    int code;
    const uint8_t *ret;     /* OK: nret bytes, the result as a store writes it
                               (iN: bits past N in the last byte unspecified) */
    size_t nret;
    const uint8_t *globals; /* OK: the observable globals' bytes after the call,
                               slot j at ExNativeBatch.goff[j], gsize[j] bytes */
    const char *msg;        /* LLI_UNSUPPORTED: lli's message (one line), else NULL */
} ExNativeResult;

typedef enum ExNativeBatchStatus {
    EX_NATIVE_BATCH_OK,     /* the records ran: see each one's status */
    EX_NATIVE_TOOL_FAILED,  /* the LLVM tool exited non-zero (invalid IR, unsupported
                               feature, an assertion...): msg has its stderr */
    EX_NATIVE_TOOL_CRASHED, /* the tool died of a signal */
    EX_NATIVE_TOOL_HUNG,    /* the tool ran past tool_lim.timeout */
    EX_NATIVE_LINK_FAILED,  /* the object does not link with the runner (msg) */
    EX_NATIVE_RUNNER_FAILED,/* the runner did not run or gave no usable output */
    EX_NATIVE_RUNNER_TIMEOUT, /* run_lim.timeout: records from the one in progress
                               on are NOT_RUN (those before have their results) */
    EX_NATIVE_UNSUPPORTED,  /* a function llfuzz cannot make an entry for (msg) */
    EX_NATIVE_BAD_REQUEST,  /* bad record (function index, input size), I/O error */
    EX_NATIVE_TOOL_UNSUPPORTED, /* lli's interpreter gave up on the module before
                               any record ran (a global's initializer it cannot
                               evaluate...): msg has its message; not a bug */
} ExNativeBatchStatus;

typedef struct ExNativeBatch {
    ExNativeBatchStatus status;
    char msg[4096];         /* not OK: what happened, with the tool's stderr (first lines, with the
                               first frames of a stack dump) */
    ExNativeResult *res;    /* nres = the records' count, in order */
    uint32_t nres;
    IrGlobal **gvars;       /* observable global slots: which global each is */
    uint64_t *gsize, *goff; /* bytes of each (alloc size), offset in a record's globals */
    uint32_t nglobals;
    uint64_t gtotal;
    double t_compile, t_link, t_run; /* seconds */
    char *dir;              /* keep_files: the batch's directory */
    uint8_t *out_;          /* the runner's output (res point into it) */
    char *log_;             /* lli's stderr (ExNativeResult.msg point into it) */
} ExNativeBatch;

/* Compile m (prepared for nx's target if it was not) with funcs[0..nfuncs)
 * as test functions (distinct), run the records.  Returns 0 when the records
 * ran (b->status EX_NATIVE_BATCH_OK), -1 otherwise (b->status, b->msg say
 * why; every record NOT_RUN).  Free b with ex_native_batch_free. */
int ex_native_run(ExNative *nx, IrModule *m, IrFunc *const *funcs, uint32_t nfuncs,
                  const ExNativeRecord *recs, uint32_t nrecs, ExNativeBatch *b);
void ex_native_batch_free(ExNativeBatch *b);
const char *ex_native_status_name(ExNativeStatus s);          /* "ok", "crash", ... */
const char *ex_native_batch_status_name(ExNativeBatchStatus s); /* "tool failed", ... */

#endif
