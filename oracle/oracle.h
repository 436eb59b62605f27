/* oracle.h -- the refinement oracle (does the target refine the source on
 * an input?), a pair run over a list of inputs, a native batch's records.
 *
 * Owns: oracle/.  Who may include it: campaign/, cli/, reduce/, reports/,
 * tests/.  It judges pairs; it does not generate (gen/) or store (store/).
 *
 * The oracle never reports what a legal choice of the source's
 * nondeterminism explains (DESIGN.md, "Semantics"): the source run
 * over-approximates (undef and fixed-unknown bits match anything, a source
 * that may be poison matches anything, an input on which the source has UB is
 * discarded); the target run is concrete where it steers execution.
 */
#ifndef LLFUZZ_ORACLE_H
#define LLFUZZ_ORACLE_H

#include "exec/exec.h"

/* ============================================================ refinement */
/* (oracle/refine.c, oracle/inputs.c) */

/* Verdicts, worst first after ORC_OK; the words are Alive2's. */
typedef enum OrcVerdict {
    ORC_OK,             /* the target refines the source on this input */
    ORC_VALUE,          /* "value mismatch" */
    ORC_POISON,         /* "target is more poisonous" */
    ORC_UNDEF,          /* "target's value is more undefined" */
    ORC_TGT_UB,         /* "source is more defined than target" (target UB) */
    ORC_MEMORY,         /* "memory mismatch" */
    ORC_TRACE,          /* "trace mismatch" */
    ORC_HANG,           /* "hang" */
    ORC_CRASH,          /* "crash": the tool under test crashed / its output did not verify */
    ORC_UNSUPPORTED,    /* "unsupported": llfuzz cannot run something */
    ORC_INCONCLUSIVE,   /* "inconclusive": the source's choices or budget decide */
    ORC_SKIPPED,        /* the source has UB on this input: discarded */
    ORC_NVERDICTS
} OrcVerdict;
extern const char *const orc_verdict_names[ORC_NVERDICTS];
/* A divergence: a verdict that is a counterexample (VALUE .. CRASH). */
static inline int
orc_is_divergence(OrcVerdict v)
{
    return v >= ORC_VALUE && v <= ORC_CRASH;
}

/* A source/target pair to compare: each function runs in its own
 * interpreter (which may hold the same module or two modules).  Observable
 * memory: globals[i] of the source is compared with tglobals[i] of the
 * target (NULL entries: not in that module, skipped); pointer parameters
 * point to fresh buffers (dereferenceable(N) bytes, else 64) whose contents
 * are compared after the call. */
typedef struct OrcPair {
    Interp *sip, *tip;
    IrFunc *src, *tgt;
    IrGlobal **sglobals, **tglobals;
    uint32_t nglobals;
    uint64_t max_steps;         /* the source's step budget (0: 1e6); the target gets 10x + 1e5 */
    /* run each module's constructors (llvm.global_ctors) before the
     * function: between two modules, other modules call in after them,
     * and GlobalOpt may have folded them into the initial values */
    int ctors;
} OrcPair;

/* What one input showed: the verdict and, for a counterexample, text for a
 * person (malloc'd, free with orc_result_free). */
typedef struct OrcResult {
    OrcVerdict verdict;
    char *input;            /* the arguments, e.g. "i32 5, i8 poison" */
    char *expected;         /* the source's result: "i32 7", "UB: ...", ... */
    char *actual;           /* the target's */
    char *detail;           /* where they differ: "memory @g+3: ...", or NULL */
    uint64_t src_steps, tgt_steps;
} OrcResult;

/* Run the pair on one input (the arguments as text, see interp_parse_args;
 * pointer arguments are replaced by buffers) and decide.  Resets both
 * interpreters first. */
OrcVerdict orc_check_input(const OrcPair *p, const char *input, OrcResult *r);
/* The observable globals of a pair of modules: the source's non-constant
 * defined globals (not the llvm.* lists such as llvm.global_ctors), with
 * the target's of the same name (NULL where it has none); with
 * external_only, only those other modules can see (between two modules an
 * internal global no one reads may lose its stores).  Returns the
 * count; the arrays are malloc'd (free them). */
uint32_t orc_observed_globals(IrModule *sm, IrModule *tm, int external_only, IrGlobal ***sg, IrGlobal ***tg);
/* The constructors of m (llvm.global_ctors) in the order they run, at most
 * max (64 are run); returns how many. */
uint32_t orc_module_ctors(IrModule *m, IrFunc **out, uint32_t max);
/* Check one record a compiler engine's code ran (exec/native.c) against the
 * source's run on the same input: p->sip holds the module the batch compiled
 * (prepared for the engine's target), p->src the test function; p->tip,
 * p->tgt and the globals are unused (the batch's observable globals are).
 * The native result is concrete; the source over-approximates as above.
 * Inputs must be fully defined; a crash of the compiled code where the source
 * has no UB is "source is more defined than target". */
OrcVerdict orc_check_native(const OrcPair *p, const char *input, const ExNativeBatch *nb, const ExNativeResult *t,
                            OrcResult *r);
void orc_result_free(OrcResult *r);

/* (oracle/pairs.c) What `llfuzz check`, a campaign batch and the reducer's
 * test share: a pair run over a list of inputs, and a native batch's
 * records. */

/* A pair run over inputs in order, to the first divergence. */
typedef struct OrcRun {
    uint32_t tried;             /* inputs checked (the divergence included) */
    uint32_t ok, skipped, inconclusive, unsupported; /* by verdict (ORC_SKIPPED: the source has UB) */
    uint32_t not_run;           /* native: records the runner did not reach */
    OrcResult bad;              /* the divergence (verdict ORC_OK: none) */
    OrcResult first_inconclusive, first_unsupported;
} OrcRun;
/* Called with each input's verdict (r is still the caller's to read only). */
typedef void OrcEach(void *ctx, uint32_t i, const char *input, OrcVerdict v, const OrcResult *r);
void orc_run_inputs(const OrcPair *p, const char *const *in, uint32_t n, OrcEach *each, void *ctx, OrcRun *out);
void orc_run_free(OrcRun *r);

/* Can f be a function of a native batch (no pointer parameters, an entry
 * the runner can make)?  0, or -1 with the reason in why. */
int orc_native_func_ok(const IrModule *m, const IrFunc *f, char *why, size_t whylen);
/* A native batch's records and their inputs' text, in order. */
typedef struct OrcRecords {
    ExNativeRecord *recs;
    char **inputs;
    uint32_t n;
} OrcRecords;
/* Append a record for function index fidx for each input compiled code can
 * take (fully defined; ip's module must be m, prepared); returns how many. */
uint32_t orc_records_add(OrcRecords *rs, Interp *ip, IrModule *m, IrFunc *f, uint32_t fidx, const char *const *in,
                         uint32_t nin);
void orc_records_free(OrcRecords *rs);
/* The records first..first+n of a native batch that ran, checked in order
 * against the source (p->sip, p->src) to the first divergence. */
void orc_run_native(const OrcPair *p, const OrcRecords *rs, uint32_t first, uint32_t n, const ExNativeBatch *nb,
                    OrcEach *each, void *ctx, OrcRun *out);

/* Input vectors are the generator's (gen_input_vectors, gen/gen.h): the
 * callers choose them; oracle/ does not include the generator. */

#endif
