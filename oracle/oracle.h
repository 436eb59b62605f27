/* oracle.h -- the refinement oracle (does the target refine the source?),
 * input selection, divergence signatures, and the SQLite store.
 *
 * Owns: oracle/.  Who may include it: cli/, reduce/, reports/, tests/.
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
void orc_result_free(OrcResult *r);

/* Input vectors: gen_input_vectors() (gen/gen.h). */

/* ================================================================= store */
/* (oracle/store.c) SQLite store: schema in the README ("The database"). */

#endif
