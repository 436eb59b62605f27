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
/* The observable globals of a pair of modules: the source's non-constant
 * defined globals, with the target's of the same name (NULL where it has
 * none); with external_only, only those other modules can see (between two
 * modules an internal global no one reads may lose its stores).  Returns the
 * count; the arrays are malloc'd (free them). */
uint32_t orc_observed_globals(IrModule *sm, IrModule *tm, int external_only, IrGlobal ***sg, IrGlobal ***tg);
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

/* Input vectors: gen_input_vectors() (gen/gen.h). */

/* ================================================================ batches */
/* (oracle/batch.c) One campaign batch: modules for seeds seed0 .. seed0+n-1,
 * merged into one module (names prefixed s<seed>_) so that each tool runs
 * once per batch; every test function checked on its generated inputs plus
 * generated vectors up to ninputs (poison and undef among them). */
#include "gen/gen.h"

typedef struct OrcBatchConfig {
    GenOptions gen;             /* seed ignored */
    const ExEngine *engines;
    int nengines;
    ExNative *const *natives;   /* per engine: the native runner of a compiler engine
                                   (llc, clang), else NULL; made once per worker */
    uint32_t ninputs;           /* input vectors per function (at least the generated ones) */
    uint64_t max_steps;         /* the source's step budget (0: 1e6) */
    ExLimits limits;            /* for each tool run */
    FILE *devnull;              /* the programs' output */
} OrcBatchConfig;

/* A divergence found in a batch. */
typedef struct OrcFinding {
    uint64_t seed;              /* the module's generator seed */
    int engine;                 /* index into OrcBatchConfig.engines */
    OrcVerdict verdict;
    char *function;             /* the test function's name as generated ("" for a tool crash) */
    char *input, *expected, *actual;
    char *module;               /* the module's text as `llfuzz gen --seed` prints it */
} OrcFinding;

/* Why planned test-function executions were not made (OrcBatch.skipped). */
typedef enum OrcSkip {
    ORC_SKIP_TOOL_FAILED,   /* the tool crashed or hung on the module (a finding stands for it) */
    ORC_SKIP_REJECTED,      /* the tool rejected the module as input: llfuzz's mistake
                               (a syntax or feature the tool's LLVM does not have) */
    ORC_SKIP_UNSUPPORTED,   /* llfuzz cannot run it (interpreter, entry wrapper, link) */
    ORC_SKIP_ERROR,         /* llfuzz could not run the tool or the runner */
    ORC_SKIP_N
} OrcSkip;
extern const char *const orc_skip_names[ORC_SKIP_N];
_Static_assert(ORC_SKIP_N == 4, "the store's stats have four skip columns (DbStats.skipped)");

typedef struct OrcBatch {
    uint32_t modules, functions, gen_failures;
    uint64_t executions, inconclusive, unsupported;
    /* Test-function executions (a function on one input on one engine):
     * planned (max(inputs, --inputs) per function and engine, less those a
     * found divergence made needless), done (compared: a verdict, an
     * inconclusive source or one the source has UB on), skipped by reason.
     * planned = done + the skipped. */
    uint64_t planned, done, skipped[ORC_SKIP_N];
    char skip_msg[ORC_SKIP_N][256]; /* the first message of each reason in the batch */
    double time_total, time_tools;
    OrcFinding *findings;
    uint32_t nfindings;
    char error[1024];           /* a failure of llfuzz itself (not the tool's), or "" */
} OrcBatch;

int orc_run_batch(const OrcBatchConfig *c, uint64_t seed0, uint32_t n, OrcBatch *b);
/* Preflight: run engine ei on a trivial module (one function, one input)
 * through the whole path a batch takes.  0 when it was executed and agreed,
 * else -1 with what went wrong in err (a missing tool, a bad option, a
 * broken runner: a setup error, not a divergence). */
int orc_preflight(const OrcBatchConfig *c, int ei, char *err, size_t errlen);
void orc_batch_free(OrcBatch *b);

/* ================================================================= store */
/* (oracle/store.c) SQLite store: schema in the README ("The database").
 *
 * One file holds campaigns, the test cases they generated, the divergences
 * found (deduplicated by signature) and periodic statistics.  The file is in
 * WAL mode with a busy timeout, so several processes may share it (writers
 * take turns); each campaign batch is one transaction (db_begin/db_commit),
 * so a process killed at any moment loses at most the batch in flight.
 * Times are unix seconds (UTC); 0 passed as a time means "now".  Seeds are
 * uint64_t, stored as SQLite's signed 64-bit INTEGER (same bits).
 *
 * Errors: library code never prints or exits.  Functions that take a Db
 * return 0 on success and -1 on error, with the message in db_errmsg(db);
 * db_open and db_merge write theirs into err[DB_ERR_SIZE].  A call that fails
 * inside db_begin..db_commit leaves the batch half done: db_rollback it.
 * Outside a batch every write call is its own transaction. */

#define DB_SCHEMA_VERSION 3      /* PRAGMA user_version of a current store */
#define DB_ERR_SIZE 512

typedef struct Db Db;

enum {
    DB_READONLY = 1,    /* open an existing store for reading: no create, no upgrade */
};

/* Open (creating when missing, upgrading an older schema) the store at path.
 * Refuses a file of a newer schema version and a SQLite file that is not an
 * llfuzz store.  NULL on error, with the message in err. */
Db *db_open(const char *path, unsigned flags, char err[DB_ERR_SIZE]);
void db_close(Db *db);                  /* rolls back an open batch; NULL ok */
const char *db_errmsg(const Db *db);    /* the last error's message */

/* A batch: BEGIN IMMEDIATE .. COMMIT (or ROLLBACK).  No nesting. */
int db_begin(Db *db);
int db_commit(Db *db);
int db_rollback(Db *db);

/* 64-bit FNV-1a of n bytes: the test-case dedup key. */
uint64_t db_hash(const void *p, size_t n);

/* ---- campaigns.  A campaign is identified by its parameters: seed, shard,
 * engines, config and target_llvm.  db_campaign_begin with the parameters of
 * an existing campaign continues it (the newest such row): *resumed = 1 and
 * *next_seed is its frontier (see the leases below).  A new campaign starts
 * at next_seed = seed. */
typedef struct DbCampaign {
    uint64_t seed;
    const char *shard;          /* "K/N", or NULL ("" too) for an unsharded campaign */
    const char *engines;        /* engine specs, one string (NULL = "") */
    const char *config;         /* generator config text (NULL = "") */
    const char *tool_versions;  /* informational, not part of the identity (NULL = "") */
    int target_llvm;            /* 14, 19, 22 */
    int64_t started;            /* 0 = now */
} DbCampaign;
int db_campaign_begin(Db *db, const DbCampaign *c, int64_t *id, uint64_t *next_seed, int *resumed);
/* Set the campaign's frontier (the leases move it themselves). */
int db_campaign_progress(Db *db, int64_t id, uint64_t next_seed);
int db_campaign_end(Db *db, int64_t id, int64_t ended);   /* ended 0 = now */

/* ---- leases: the batches of a campaign, handed out to whichever process
 * (of one or several `llfuzz campaign`s with the same parameters) needs the
 * next one, so that no seed runs twice.  A batch is named by its first
 * seed; the batches of a campaign lie on the lattice base + k*step (base its
 * first batch, step the batch size times the number of shards).  A lease is
 * held by an owner (db_lease_owner: "pid:start time" of the process), done
 * in the transaction that stores its batch's results, or free: released
 * (SIGINT, SIGTERM) or held by an owner that is gone (kill -9).  Free leases
 * are handed out again, lowest first, before new seeds; new seeds come from
 * campaign.next_seed (the frontier: the first seed no lease covered).  See
 * README.md, "The database". */
#define DB_OWNER_SIZE 48
void db_lease_owner(char owner[DB_OWNER_SIZE]);       /* this process's name */
/* The next batch: a free lease if there is one (*requeued = 1), else the
 * frontier's (which moves on by step).  Its own transaction (BEGIN
 * IMMEDIATE), or part of an open batch. */
int db_lease_take(Db *db, int64_t campaign_id, const char *owner, uint64_t base, uint64_t step,
                  uint64_t *first_seed, int *requeued);
/* Mark owner's lease done (skipped = 1: "skipped", a batch its worker died
 * in); call it inside the batch that stores the results.  0, or 1 when the
 * lease is not (any more) owner's: roll the batch back, another process has
 * the seeds; -1 on error. */
int db_lease_done(Db *db, int64_t campaign_id, const char *owner, uint64_t first_seed, int skipped);
/* Free every lease owner holds (its batches were not done): they are
 * handed out again first.  *released (may be NULL) = how many. */
int db_lease_release(Db *db, int64_t campaign_id, const char *owner, uint64_t *released);
/* Where the campaign continues: the lowest free lease (the leases of gone
 * owners are freed first), else the frontier; *requeued = free leases. */
int db_lease_next(Db *db, int64_t campaign_id, const char *owner, uint64_t base, uint64_t step,
                  uint64_t *next_seed, uint64_t *requeued);

/* ---- test cases, deduplicated by db_hash(text).  *is_new may be NULL. */
int db_testcase_put(Db *db, const char *text, uint64_t gen_seed, const char *origin,
                    int64_t *id, int *is_new);

/* ---- divergences, deduplicated by signature: a signature already stored
 * adds 1 to its count and moves last_seen (no new row; the other fields keep
 * the first sighting's values).  Each (campaign, divergence) pair also counts
 * its sightings (table sighting). */
typedef struct DbDivergence {
    int64_t campaign_id;        /* 0 = none (e.g. from `llfuzz check`) */
    int64_t testcase_id;
    const char *engine, *kind, *function, *input, *expected, *actual; /* NULL = "" */
    const char *signature;      /* required */
    const char *reduced_ir, *blamed_pass;   /* NULL = not yet */
    const char *status;         /* NULL = "new" */
    int64_t at;                 /* 0 = now */
} DbDivergence;
int db_divergence_put(Db *db, const DbDivergence *d, int64_t *id, int *is_new);
/* The reducer's results; a NULL argument leaves that column as it is. */
int db_divergence_update(Db *db, int64_t id, const char *status, const char *reduced_ir,
                         const char *blamed_pass);

/* The reducer's signature for row id: when another row has it, the two are
 * one bug: id's count and sightings are added to that row and id is
 * deleted; else id takes the signature.  *into = the row that holds it. */
int db_divergence_resign(Db *db, int64_t id, const char *signature, int64_t *into);

/* ---- statistics of one interval of a campaign */
typedef struct DbStats {
    int64_t campaign_id;
    int64_t at;                 /* end of the interval; 0 = now */
    double interval_s;
    uint64_t modules, functions, executions, divergences;
    double time_llfuzz_s, time_tools_s;
    /* test-function executions planned, done and skipped by reason
     * (OrcBatch, OrcSkip order: tool failed, rejected, unsupported, error) */
    uint64_t planned, done, skipped[4];
} DbStats;
int db_stats_put(Db *db, const DbStats *s);

/* ---- queries.  Rows go to a callback; its strings live until it returns
 * (never NULL: "" for a NULL column, except reduced_ir, blamed_pass and
 * module, NULL when absent).  A callback returning non-zero stops the walk,
 * and the query returns that value. */
typedef struct DbCampaignInfo {
    int64_t id;
    uint64_t seed, next_seed;
    const char *shard, *engines, *config, *tool_versions;
    int target_llvm;
    int64_t started, ended;     /* ended 0 = not ended */
    /* sums over the campaign's stats rows */
    uint64_t modules, functions, executions, divergences;
    double time_llfuzz_s, time_tools_s, wall_s;
    uint64_t planned, done, skipped_exec[4];  /* as DbStats's planned, done, skipped */
    /* from the divergence tables */
    uint64_t hits;              /* sightings in this campaign */
    uint64_t unique;            /* distinct signatures seen in this campaign */
    uint64_t first;             /* signatures this campaign found first */
    /* its leases not done: held (running, or by a process that was
     * killed), free (requeued), skipped (a worker died in them) */
    uint64_t held, requeued, skipped;
} DbCampaignInfo;
int db_campaign_list(Db *db, int (*cb)(void *ctx, const DbCampaignInfo *c), void *ctx);

typedef struct DbDivergenceInfo {
    int64_t id, campaign_id, testcase_id;   /* campaign_id 0 = none */
    const char *engine, *kind, *function, *input, *expected, *actual, *signature, *status;
    const char *reduced_ir, *blamed_pass;
    uint64_t count;
    int64_t first_seen, last_seen;
    /* the test case: only from db_divergence_get */
    const char *module, *origin, *hash;
    uint64_t gen_seed;
} DbDivergenceInfo;
typedef struct DbFilter {
    int64_t campaign_id;        /* 0 = all; else the divergences seen in it */
    const char *kind, *engine, *status;     /* NULL = any */
} DbFilter;
int db_divergence_list(Db *db, const DbFilter *f,
                       int (*cb)(void *ctx, const DbDivergenceInfo *d), void *ctx);
/* One divergence with its module; 1 (and no call) when there is no such id. */
int db_divergence_get(Db *db, int64_t id, int (*cb)(void *ctx, const DbDivergenceInfo *d),
                      void *ctx);
/* Counts for one campaign (0 = the whole store): sightings, distinct
 * signatures, test cases (whole store only; 0 for a campaign). */
int db_counts(Db *db, int64_t campaign_id, uint64_t *hits, uint64_t *unique, uint64_t *testcases);

/* PRAGMA integrity_check: 0 when the file is sound, 1 when it is not, -1
 * on error; its report ("ok", or the problems one per line) in out. */
int db_check(Db *db, char *out, size_t outlen);

/* Merge the stores inputs[0..n) into a new file out_path (which must not
 * exist): campaigns and stats copied with campaign ids renumbered, test cases
 * deduplicated by hash, divergences by signature (counts summed, first_seen
 * the earliest and its sighting's fields, last_seen the latest, the shortest
 * reduced_ir and any blamed_pass kept, a triaged status wins over "new").
 * On error nothing is left at out_path. */
int db_merge(const char *out_path, const char *const *inputs, size_t n, char err[DB_ERR_SIZE]);

#endif
