#ifndef LLFUZZ_STORE_H
#define LLFUZZ_STORE_H

#include "ir/ir.h"

/* store.h -- the SQLite store: schema, migrations, leases of seed ranges,
 * divergences merged by signature, queries and merge of stores.
 *
 * Owns: store/.  Who may include it: campaign/, cli/, reduce/, reports/,
 * tests/.  It depends on ir/ only (the schema is in the README, "The
 * database").
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

#define DB_SCHEMA_VERSION 4      /* PRAGMA user_version of a current store */
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

/* ---- test cases, deduplicated by ir_hash(text).  *is_new may be NULL. */
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
     * (the campaign batch's CampSkip order: tool failed, rejected, unsupported, error) */
    uint64_t planned, done, skipped[4];
} DbStats;
int db_stats_put(Db *db, const DbStats *s);

/* ---- what the generated IR covered: count more of (kind, name) in a
 * campaign (kinds: opcode, intrinsic, type, flag); the list sums them over
 * campaign_id (0 = all), by kind, most frequent first. */
int db_coverage_add(Db *db, int64_t campaign_id, const char *kind, const char *name, uint64_t count);
int db_coverage_list(Db *db, int64_t campaign_id,
                     int (*cb)(void *ctx, const char *kind, const char *name, uint64_t count), void *ctx);

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

/* Every stats row (one interval of one campaign), oldest first (by at):
 * the report's lines over time. */
int db_stats_list(Db *db, int (*cb)(void *ctx, const DbStats *st), void *ctx);

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
