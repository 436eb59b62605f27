/* campaign.h -- the pipeline: generate -> engines -> oracle -> store.
 *
 * Owns: campaign/.  Who may include it: cli/, fuzz/, tests/.
 *
 * A batch (campaign/batch.c) generates modules for a run of seeds, merges
 * them so that each tool runs once per batch, splits a batch a tool fails on
 * down to the failing modules, and checks every test function with the
 * oracle; it counts the executions planned, made and skipped.  A campaign
 * (campaign/campaign.c) runs batches in worker processes, leases their
 * seeds from the store, stores what they find, reduces new divergences on
 * request, and stops, requeues or resumes on signals.
 */
#ifndef LLFUZZ_CAMPAIGN_H
#define LLFUZZ_CAMPAIGN_H

#include "gen/gen.h"
#include "oracle/oracle.h"

/* ============================================================ batches */
/* (campaign/batch.c) One campaign batch: modules for seeds seed0 .. seed0+n-1,
 * merged into one module (names prefixed s<seed>_) so that each tool runs
 * once per batch; every test function checked on its generated inputs plus
 * generated vectors up to ninputs (poison and undef among them). */

typedef struct CampBatchConfig {
    GenOptions gen;             /* seed ignored */
    const ExEngine *engines;
    int nengines;
    ExNative *const *natives;   /* per engine: the native runner of a compiler engine
                                   (llc, clang), else NULL; made once per worker */
    uint32_t ninputs;           /* input vectors per function (at least the generated ones) */
    uint64_t max_steps;         /* the source's step budget (0: 1e6) */
    ExLimits limits;            /* for each tool run */
    FILE *devnull;              /* the programs' output */
} CampBatchConfig;

/* A divergence found in a batch. */
typedef struct CampFinding {
    uint64_t seed;              /* the module's generator seed */
    int engine;                 /* index into CampBatchConfig.engines */
    OrcVerdict verdict;
    char *function;             /* the test function's name as generated ("" for a tool crash) */
    char *input, *expected, *actual;
    char *module;               /* the module's text as `llfuzz gen --seed` prints it */
} CampFinding;

/* Why planned test-function executions were not made (CampBatch.skipped). */
typedef enum CampSkip {
    CAMP_SKIP_TOOL_FAILED,   /* the tool crashed or hung on the module (a finding stands for it) */
    CAMP_SKIP_REJECTED,      /* the tool rejected the module as input: llfuzz's mistake
                               (a syntax or feature the tool's LLVM does not have) */
    CAMP_SKIP_UNSUPPORTED,   /* llfuzz cannot run it (interpreter, entry wrapper, link) */
    CAMP_SKIP_ERROR,         /* llfuzz could not run the tool or the runner */
    CAMP_SKIP_N
} CampSkip;
extern const char *const camp_skip_names[CAMP_SKIP_N];
_Static_assert(CAMP_SKIP_N == 4, "the store's stats have four skip columns (DbStats.skipped)");

/* What the generated IR covered (campaign/coverage.c): counts by kind
 * ("opcode", "intrinsic" without its type suffixes, "type" of the results,
 * "flag") and name. */
typedef struct CampCount {
    const char *kind;           /* one of coverage.c's (compared by address) */
    char *name;
    uint64_t n;
} CampCount;
typedef struct CampCoverage {
    CampCount *v;               /* the counts, in the order first seen */
    uint32_t n, cap;
    uint32_t *slot;             /* hash table of indexes + 1 into v (0 = empty) */
    uint32_t nslot;
} CampCoverage;
void camp_coverage_add_module(CampCoverage *cv, const IrModule *m);
void camp_coverage_free(CampCoverage *cv);

typedef struct CampBatch {
    uint32_t modules, functions, gen_failures;
    CampCoverage coverage;      /* of the modules generated */
    uint64_t executions, inconclusive, unsupported;
    /* Test-function executions (a function on one input on one engine):
     * planned (max(inputs, --inputs) per function and engine, less those a
     * found divergence made needless), done (compared: a verdict, an
     * inconclusive source or one the source has UB on), skipped by reason.
     * planned = done + the skipped. */
    uint64_t planned, done, skipped[CAMP_SKIP_N];
    char skip_msg[CAMP_SKIP_N][256]; /* the first message of each reason in the batch */
    double time_total, time_tools;
    CampFinding *findings;
    uint32_t nfindings;
    char error[1024];           /* a failure of llfuzz itself (not the tool's), or "" */
} CampBatch;

int camp_run_batch(const CampBatchConfig *c, uint64_t seed0, uint32_t n, CampBatch *b);
/* Preflight: run engine ei on a trivial module (one function, one input)
 * through the whole path a batch takes.  0 when it was executed and agreed,
 * else -1 with what went wrong in err (a missing tool, a bad option, a
 * broken runner: a setup error, not a divergence). */
int camp_preflight(const CampBatchConfig *c, int ei, char *err, size_t errlen);
void camp_batch_free(CampBatch *b);

/* ============================================================ campaigns */
/* (campaign/campaign.c) What `llfuzz campaign` runs; 0 means the default. */
struct RedKnown;
typedef struct CampConfig {
    char **specs;               /* engine specs (none: opt-22:-O2 and llc-22:-O2) */
    int nspecs;
    const char *dbpath;         /* the store ["llfuzz.db"] */
    uint64_t jobs;              /* worker processes [the CPUs] */
    uint64_t tlimit, count;     /* stop after seconds, after modules (0: until a signal) */
    uint64_t seed;              /* the first generator seed (0 is a seed too) */
    uint64_t ninputs;           /* input vectors per test function [8] */
    uint64_t nfuncs, size;      /* the generator's (gen/gen.h GenOptions) */
    uint64_t target;            /* --target-llvm (0: the oldest engine's LLVM) */
    uint64_t timeout;           /* each tool run, seconds [60] */
    uint64_t batch;             /* modules per batch [40] */
    uint64_t shard_k, shard_n;  /* shard K of N (0: none) */
    const char *config;         /* the generator's config file, or NULL */
    int reduce;                 /* reduce each new divergence as it is found */
    int quiet;                  /* no progress line */
    struct RedKnown *known;     /* signatures of known bugs (reduce/reduce.h), or NULL */
} CampConfig;
/* Run a campaign: set-up errors (an engine, the store) and what it did go
 * to stderr; the exit status: 0, or 2 (a set-up error, a worker that died,
 * an engine that executed nothing). */
int camp_run(const CampConfig *c);

#endif
