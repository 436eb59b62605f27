/* store.c -- the SQLite store: campaigns, test cases, divergences (deduplicated
 * by signature), statistics; opening with schema versioning, batches, merge.
 *
 * The schema is documented in README.md ("The database"); keep the two in
 * sync.  Every statement the write path uses is prepared once per Db
 * (stmt()) and reset with its bindings cleared after each use (done()), so
 * text is bound SQLITE_STATIC: it only has to live for one call.
 *
 * Versioning: PRAGMA user_version is the schema version; migrations[i]
 * upgrades version i to i+1, in a BEGIN IMMEDIATE transaction that reads the
 * version again (two processes opening a new file at once both get here).
 * PRAGMA application_id marks the file as an llfuzz store. */
#include "store/store.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define APP_ID 0x6c6c667a       /* "llfz" */
#define BUSY_TIMEOUT_MS 10000

/* Version i -> i+1.  Never edit a released entry: add a new one. */
static const char *const migrations[DB_SCHEMA_VERSION] = {
    /* 0 -> 1: the first schema */
    "CREATE TABLE campaign (\n"
    "  id INTEGER PRIMARY KEY,\n"
    "  seed INTEGER NOT NULL,\n"
    "  shard TEXT,\n"
    "  engines TEXT NOT NULL DEFAULT '',\n"
    "  config TEXT NOT NULL DEFAULT '',\n"
    "  tool_versions TEXT NOT NULL DEFAULT '',\n"
    "  target_llvm INTEGER NOT NULL,\n"
    "  started INTEGER NOT NULL,\n"
    "  ended INTEGER,\n"
    "  next_seed INTEGER NOT NULL);\n"
    "CREATE TABLE testcase (\n"
    "  id INTEGER PRIMARY KEY,\n"
    "  hash TEXT NOT NULL UNIQUE,\n"
    "  module TEXT NOT NULL,\n"
    "  gen_seed INTEGER,\n"
    "  origin TEXT NOT NULL,\n"
    "  created INTEGER NOT NULL);\n"
    "CREATE TABLE divergence (\n"
    "  id INTEGER PRIMARY KEY,\n"
    "  campaign_id INTEGER REFERENCES campaign(id),\n"
    "  testcase_id INTEGER NOT NULL REFERENCES testcase(id),\n"
    "  engine TEXT NOT NULL,\n"
    "  kind TEXT NOT NULL,\n"
    "  function TEXT NOT NULL,\n"
    "  input TEXT NOT NULL,\n"
    "  expected TEXT NOT NULL,\n"
    "  actual TEXT NOT NULL,\n"
    "  signature TEXT NOT NULL UNIQUE,\n"
    "  count INTEGER NOT NULL DEFAULT 1,\n"
    "  first_seen INTEGER NOT NULL,\n"
    "  last_seen INTEGER NOT NULL,\n"
    "  reduced_ir TEXT,\n"
    "  blamed_pass TEXT,\n"
    "  status TEXT NOT NULL DEFAULT 'new');\n"
    "CREATE INDEX divergence_campaign ON divergence(campaign_id);\n"
    "CREATE INDEX divergence_testcase ON divergence(testcase_id);\n"
    "CREATE INDEX divergence_kind ON divergence(kind);\n"
    "CREATE TABLE sighting (\n"
    "  campaign_id INTEGER NOT NULL REFERENCES campaign(id),\n"
    "  divergence_id INTEGER NOT NULL REFERENCES divergence(id),\n"
    "  count INTEGER NOT NULL,\n"
    "  first_seen INTEGER NOT NULL,\n"
    "  last_seen INTEGER NOT NULL,\n"
    "  PRIMARY KEY (campaign_id, divergence_id)) WITHOUT ROWID;\n"
    "CREATE INDEX sighting_divergence ON sighting(divergence_id);\n"
    "CREATE TABLE stats (\n"
    "  id INTEGER PRIMARY KEY,\n"
    "  campaign_id INTEGER NOT NULL REFERENCES campaign(id),\n"
    "  at INTEGER NOT NULL,\n"
    "  interval_s REAL NOT NULL,\n"
    "  modules INTEGER NOT NULL,\n"
    "  functions INTEGER NOT NULL,\n"
    "  executions INTEGER NOT NULL,\n"
    "  divergences INTEGER NOT NULL,\n"
    "  time_llfuzz_s REAL NOT NULL,\n"
    "  time_tools_s REAL NOT NULL);\n"
    "CREATE INDEX stats_campaign ON stats(campaign_id, at);\n",
    /* 1 -> 2: leases of seed ranges, so that campaign processes sharing a
     * campaign split its seeds (README, "The database": leases) */
    "CREATE TABLE lease (\n"
    "  campaign_id INTEGER NOT NULL REFERENCES campaign(id),\n"
    "  first_seed INTEGER NOT NULL,\n"
    "  state TEXT NOT NULL,\n"
    "  owner TEXT,\n"
    "  taken INTEGER NOT NULL,\n"
    "  PRIMARY KEY (campaign_id, first_seed)) WITHOUT ROWID;\n"
    "CREATE INDEX lease_state ON lease(campaign_id, state, first_seed);\n",
    /* 2 -> 3: test-function executions planned, done and skipped by reason,
     * so that a campaign that tests little says so in its stats */
    "ALTER TABLE stats ADD COLUMN planned INTEGER NOT NULL DEFAULT 0;\n"
    "ALTER TABLE stats ADD COLUMN done INTEGER NOT NULL DEFAULT 0;\n"
    "ALTER TABLE stats ADD COLUMN skipped_tool INTEGER NOT NULL DEFAULT 0;\n"
    "ALTER TABLE stats ADD COLUMN skipped_rejected INTEGER NOT NULL DEFAULT 0;\n"
    "ALTER TABLE stats ADD COLUMN skipped_unsupported INTEGER NOT NULL DEFAULT 0;\n"
    "ALTER TABLE stats ADD COLUMN skipped_error INTEGER NOT NULL DEFAULT 0;\n",
    /* 3 -> 4: what the generated IR covered (opcodes, intrinsics, result
     * types, flags), counted per campaign, for the report */
    "CREATE TABLE coverage (\n"
    "  campaign_id INTEGER NOT NULL REFERENCES campaign(id),\n"
    "  kind TEXT NOT NULL,\n"
    "  name TEXT NOT NULL,\n"
    "  count INTEGER NOT NULL,\n"
    "  PRIMARY KEY (campaign_id, kind, name)) WITHOUT ROWID;\n",
};

/* The statements of the write and query paths, prepared on first use. */
#define DB_STMTS(X)                                                                              \
    X(BEGIN, "BEGIN IMMEDIATE")                                                                  \
    X(COMMIT, "COMMIT")                                                                          \
    X(ROLLBACK, "ROLLBACK")                                                                      \
    X(CAMP_FIND, "SELECT id, next_seed FROM campaign WHERE seed = ?1 AND shard IS ?2"            \
                 " AND engines = ?3 AND config = ?4 AND target_llvm = ?5 ORDER BY id DESC LIMIT 1") \
    X(CAMP_REOPEN, "UPDATE campaign SET ended = NULL, tool_versions = ?2 WHERE id = ?1")         \
    X(CAMP_INSERT, "INSERT INTO campaign(seed, shard, engines, config, tool_versions,"           \
                   " target_llvm, started, next_seed) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?1)")  \
    X(CAMP_PROGRESS, "UPDATE campaign SET next_seed = ?2 WHERE id = ?1")                         \
    X(CAMP_END, "UPDATE campaign SET ended = ?2 WHERE id = ?1")                                  \
    X(CAMP_FRONTIER, "SELECT next_seed FROM campaign WHERE id = ?1")                             \
    X(LEASE_OWNERS, "SELECT DISTINCT owner FROM lease WHERE campaign_id = ?1 AND state = 'held'"  \
                    " AND owner IS NOT ?2")                                                      \
    X(LEASE_FREE, "UPDATE lease SET state = 'free', owner = NULL WHERE campaign_id = ?1"         \
                  " AND state = 'held' AND owner = ?2")                                          \
    X(LEASE_FIRST_FREE, "SELECT first_seed, (SELECT count(*) FROM lease WHERE campaign_id = ?1"  \
                        " AND state = 'free') FROM lease WHERE campaign_id = ?1"                 \
                        " AND state = 'free' ORDER BY first_seed LIMIT 1")                       \
    X(LEASE_HOLD, "UPDATE lease SET state = 'held', owner = ?3, taken = ?4"                      \
                  " WHERE campaign_id = ?1 AND first_seed = ?2")                                 \
    X(LEASE_INSERT, "INSERT OR IGNORE INTO lease(campaign_id, first_seed, state, owner, taken)"  \
                    " VALUES (?1, ?2, 'held', ?3, ?4)")                                          \
    X(LEASE_DONE, "UPDATE lease SET state = ?4 WHERE campaign_id = ?1 AND first_seed = ?2"       \
                  " AND state = 'held' AND owner = ?3")                                          \
    X(TC_FIND, "SELECT id, module FROM testcase WHERE hash = ?1")                                \
    X(TC_INSERT, "INSERT INTO testcase(hash, module, gen_seed, origin, created)"                 \
                 " VALUES (?1, ?2, ?3, ?4, ?5)")                                                 \
    X(DIV_FIND, "SELECT id FROM divergence WHERE signature = ?1")                                \
    X(DIV_BUMP, "UPDATE divergence SET count = count + 1, last_seen = max(last_seen, ?2)"        \
                " WHERE id = ?1")                                                                \
    X(DIV_INSERT, "INSERT INTO divergence(campaign_id, testcase_id, engine, kind, function,"     \
                  " input, expected, actual, signature, count, first_seen, last_seen,"           \
                  " reduced_ir, blamed_pass, status)"                                            \
                  " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 1, ?10, ?10, ?11, ?12, ?13)")    \
    X(DIV_UPDATE, "UPDATE divergence SET status = coalesce(?2, status),"                         \
                  " reduced_ir = coalesce(?3, reduced_ir), blamed_pass = coalesce(?4, blamed_pass)" \
                  " WHERE id = ?1")                                                              \
    X(SIGHTING, "INSERT INTO sighting(campaign_id, divergence_id, count, first_seen, last_seen)" \
                " VALUES (?1, ?2, 1, ?3, ?3) ON CONFLICT(campaign_id, divergence_id) DO UPDATE"  \
                " SET count = count + 1, first_seen = min(first_seen, excluded.first_seen),"     \
                " last_seen = max(last_seen, excluded.last_seen)")                               \
    X(COV_ADD, "INSERT INTO coverage(campaign_id, kind, name, count) VALUES (?1, ?2, ?3, ?4)"         \
               " ON CONFLICT(campaign_id, kind, name) DO UPDATE SET count = count + excluded.count") \
    X(COV_LIST, "SELECT kind, name, sum(count) FROM coverage WHERE ?1 = 0 OR campaign_id = ?1"   \
                " GROUP BY kind, name ORDER BY kind, 3 DESC, name")                              \
    X(STATS_INSERT, "INSERT INTO stats(campaign_id, at, interval_s, modules, functions,"         \
                    " executions, divergences, time_llfuzz_s, time_tools_s, planned, done,"      \
                    " skipped_tool, skipped_rejected, skipped_unsupported, skipped_error)"       \
                    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)") \
    X(CAMP_LIST, "SELECT c.id, c.seed, c.next_seed, c.shard, c.engines, c.config,"               \
                 " c.tool_versions, c.target_llvm, c.started, c.ended,"                          \
                 " coalesce(s.modules, 0), coalesce(s.functions, 0), coalesce(s.executions, 0)," \
                 " coalesce(s.divergences, 0), coalesce(s.tl, 0), coalesce(s.tt, 0),"            \
                 " coalesce(s.wall, 0), coalesce(g.hits, 0), coalesce(g.uniq, 0),"               \
                 " coalesce(f.first, 0), coalesce(l.held, 0), coalesce(l.free, 0),"              \
                 " coalesce(l.skipped, 0), coalesce(s.planned, 0), coalesce(s.done, 0),"        \
                 " coalesce(s.st, 0), coalesce(s.sr, 0), coalesce(s.su, 0), coalesce(s.se, 0)"   \
                 " FROM campaign c"                                                              \
                 " LEFT JOIN (SELECT campaign_id, sum(modules) AS modules,"                      \
                 "   sum(functions) AS functions, sum(executions) AS executions,"                \
                 "   sum(divergences) AS divergences, sum(time_llfuzz_s) AS tl,"                 \
                 "   sum(time_tools_s) AS tt, sum(interval_s) AS wall, sum(planned) AS planned," \
                 "   sum(done) AS done, sum(skipped_tool) AS st, sum(skipped_rejected) AS sr,"   \
                 "   sum(skipped_unsupported) AS su, sum(skipped_error) AS se"                   \
                 "   FROM stats GROUP BY campaign_id) s ON s.campaign_id = c.id"                 \
                 " LEFT JOIN (SELECT campaign_id, sum(count) AS hits, count(*) AS uniq"          \
                 "   FROM sighting GROUP BY campaign_id) g ON g.campaign_id = c.id"              \
                 " LEFT JOIN (SELECT campaign_id, count(*) AS first FROM divergence"             \
                 "   GROUP BY campaign_id) f ON f.campaign_id = c.id"                            \
                 " LEFT JOIN (SELECT campaign_id, sum(state = 'held') AS held,"                  \
                 "   sum(state = 'free') AS free, sum(state = 'skipped') AS skipped"             \
                 "   FROM lease WHERE state <> 'done' GROUP BY campaign_id) l"                   \
                 "   ON l.campaign_id = c.id"                                                    \
                 " ORDER BY c.id")                                                               \
    X(DIV_LIST, "SELECT d.id, d.campaign_id, d.testcase_id, d.engine, d.kind, d.function,"       \
                " d.input, d.expected, d.actual, d.signature, d.status, d.reduced_ir,"           \
                " d.blamed_pass, d.count, d.first_seen, d.last_seen"                             \
                " FROM divergence d"                                                             \
                " WHERE (?1 = 0 OR EXISTS (SELECT 1 FROM sighting s"                             \
                "   WHERE s.campaign_id = ?1 AND s.divergence_id = d.id))"                       \
                " AND (?2 IS NULL OR d.kind = ?2) AND (?3 IS NULL OR d.engine = ?3)"             \
                " AND (?4 IS NULL OR d.status = ?4) ORDER BY d.id")                              \
    X(DIV_GET, "SELECT d.id, d.campaign_id, d.testcase_id, d.engine, d.kind, d.function,"        \
               " d.input, d.expected, d.actual, d.signature, d.status, d.reduced_ir,"            \
               " d.blamed_pass, d.count, d.first_seen, d.last_seen,"                             \
               " t.module, t.origin, t.hash, t.gen_seed"                                         \
               " FROM divergence d JOIN testcase t ON t.id = d.testcase_id WHERE d.id = ?1")     \
    X(COUNT_ALL, "SELECT (SELECT coalesce(sum(count), 0) FROM divergence),"                      \
                 " (SELECT count(*) FROM divergence), (SELECT count(*) FROM testcase)")          \
    X(COUNT_CAMP, "SELECT coalesce(sum(count), 0), count(*) FROM sighting WHERE campaign_id = ?1") \
    X(STATS_LIST, "SELECT campaign_id, at, interval_s, modules, functions, executions,"          \
                  " divergences, time_llfuzz_s, time_tools_s, planned, done, skipped_tool,"      \
                  " skipped_rejected, skipped_unsupported, skipped_error"                        \
                  " FROM stats ORDER BY at, id")

enum {
#define X(name, sql) S_##name,
    DB_STMTS(X)
#undef X
    S_COUNT
};

static const char *const stmt_sql[S_COUNT] = {
#define X(name, sql) sql,
    DB_STMTS(X)
#undef X
};

struct Db {
    sqlite3 *h;
    sqlite3_stmt *st[S_COUNT];
    int in_batch;
    int readonly;
    char *path;
    char err[DB_ERR_SIZE];
};

/* ------------------------------------------------------------ helpers */

static int
failf(Db *db, const char *fmt, ...) IR_PRINTF(2, 3);

static int
failf(Db *db, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(db->err, sizeof db->err, fmt, ap);
    va_end(ap);
    return -1;
}

/* "<what>: <sqlite's message>" */
static int
fail(Db *db, const char *what)
{
    return failf(db, "%s: %s: %s", db->path, what, sqlite3_errmsg(db->h));
}

static int64_t
now_or(int64_t t)
{
    return t ? t : (int64_t)time(NULL);
}

static const char *
str_or_empty(const char *s)
{
    return s ? s : "";
}

static sqlite3_stmt *
stmt(Db *db, int k)
{
    if (!db->st[k] &&
        sqlite3_prepare_v3(db->h, stmt_sql[k], -1, SQLITE_PREPARE_PERSISTENT, &db->st[k], NULL) !=
            SQLITE_OK) {
        fail(db, "prepare");
        db->st[k] = NULL;
    }
    return db->st[k];
}

/* Every use of a cached statement ends here: the next call starts clean and
 * no bound pointer outlives the call that bound it. */
static void
done(sqlite3_stmt *s)
{
    sqlite3_reset(s);
    sqlite3_clear_bindings(s);
}

static void
bind_text(sqlite3_stmt *s, int i, const char *t)
{
    if (t)
        sqlite3_bind_text(s, i, t, -1, SQLITE_STATIC);
    else
        sqlite3_bind_null(s, i);
}

static void
bind_i64(sqlite3_stmt *s, int i, int64_t v)
{
    sqlite3_bind_int64(s, i, v);
}

/* Step s once: SQLITE_ROW or SQLITE_DONE, or -1 with the error recorded
 * (and s reset). */
static int
step(Db *db, sqlite3_stmt *s, const char *what)
{
    int rc = sqlite3_step(s);
    if (rc == SQLITE_ROW || rc == SQLITE_DONE)
        return rc;
    fail(db, what);
    done(s);
    return -1;
}

/* Run a statement without result rows. */
static int
run(Db *db, sqlite3_stmt *s, const char *what)
{
    int rc = step(db, s, what);
    if (rc < 0)
        return -1;
    done(s);
    return 0;
}

static int
run_k(Db *db, int k, const char *what)
{
    sqlite3_stmt *s = stmt(db, k);
    return s ? run(db, s, what) : -1;
}

static const char *
col_text(sqlite3_stmt *s, int i)
{
    const unsigned char *t = sqlite3_column_text(s, i);
    return t ? (const char *)t : "";
}

static const char *
col_text_or_null(sqlite3_stmt *s, int i)
{
    return sqlite3_column_type(s, i) == SQLITE_NULL ? NULL : (const char *)sqlite3_column_text(s, i);
}

/* A one-row integer query by SQL text (pragmas).  -1 on error. */
static int
query_int(Db *db, const char *sql, int64_t *out)
{
    sqlite3_stmt *s;
    if (sqlite3_prepare_v2(db->h, sql, -1, &s, NULL) != SQLITE_OK)
        return fail(db, sql);
    int rc = sqlite3_step(s);
    if (rc != SQLITE_ROW) {
        if (rc == SQLITE_DONE)
            failf(db, "%s: %s: no result", db->path, sql);
        else
            fail(db, sql);
        sqlite3_finalize(s);
        return -1;
    }
    *out = sqlite3_column_int64(s, 0);
    sqlite3_finalize(s);
    return 0;
}

static int
exec_sql(Db *db, const char *sql, const char *what)
{
    char *msg = NULL;
    if (sqlite3_exec(db->h, sql, NULL, NULL, &msg) != SQLITE_OK) {
        failf(db, "%s: %s: %s", db->path, what, msg ? msg : sqlite3_errmsg(db->h));
        sqlite3_free(msg);
        return -1;
    }
    return 0;
}

/* Roll back the open transaction (if SQLite has not already), keeping the
 * message of the error that made us. */
static void
rollback_quietly(Db *db)
{
    if (sqlite3_get_autocommit(db->h))
        return;
    char keep[DB_ERR_SIZE];
    memcpy(keep, db->err, sizeof keep);
    run_k(db, S_ROLLBACK, "rollback");
    memcpy(db->err, keep, sizeof keep);
}

/* Outside a batch a multi-statement write is its own transaction; inside one
 * it is part of the batch. */
static int
tx_enter(Db *db)
{
    if (db->in_batch)
        return 0;
    return run_k(db, S_BEGIN, "begin");
}

static int
tx_leave(Db *db, int rc)
{
    if (db->in_batch)
        return rc;
    if (rc == 0 && run_k(db, S_COMMIT, "commit") == 0)
        return 0;
    rollback_quietly(db);
    return -1;
}

static int
writable(Db *db)
{
    if (db->readonly)
        return failf(db, "%s: opened read-only", db->path);
    return 0;
}

/* --------------------------------------------------------- open, close */

/* Bring the schema from its version to DB_SCHEMA_VERSION. */
static int
migrate(Db *db)
{
    if (run_k(db, S_BEGIN, "begin") < 0)
        return -1;
    int64_t v, tables;
    int rc = query_int(db, "PRAGMA user_version", &v);
    if (!rc && v == 0) {
        rc = query_int(db, "SELECT count(*) FROM sqlite_master", &tables);
        if (!rc && tables)
            rc = failf(db, "%s: not an llfuzz database (it has tables but no schema version)",
                       db->path);
        if (!rc) {
            char sql[64];
            snprintf(sql, sizeof sql, "PRAGMA application_id = %d", APP_ID);
            rc = exec_sql(db, sql, "set application_id");
        }
    }
    for (; !rc && v < DB_SCHEMA_VERSION; v++) {
        char what[64];
        snprintf(what, sizeof what, "schema upgrade %d -> %d", (int)v, (int)v + 1);
        rc = exec_sql(db, migrations[v], what);
        if (!rc) {
            char sql[64];
            snprintf(sql, sizeof sql, "PRAGMA user_version = %d", (int)v + 1);
            rc = exec_sql(db, sql, what);
        }
    }
    if (rc == 0 && run_k(db, S_COMMIT, "commit") == 0)
        return 0;
    rollback_quietly(db);
    return -1;
}

static int
setup(Db *db, const char *path, unsigned flags)
{
    int ro = (flags & DB_READONLY) != 0;
    db->readonly = ro;
    if (ro && access(path, F_OK) != 0)
        return failf(db, "cannot open %s: %s", path, strerror(errno));
    int oflags = ro ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    if (sqlite3_open_v2(path, &db->h, oflags, NULL) != SQLITE_OK) {
        if (!db->h)
            return failf(db, "cannot open %s: out of memory", path);
        return failf(db, "cannot open %s: %s", path, sqlite3_errmsg(db->h));
    }
    sqlite3_busy_timeout(db->h, BUSY_TIMEOUT_MS);
    int64_t app, v, tables;
    /* the first read: a file that is not SQLite fails here */
    if (query_int(db, "PRAGMA application_id", &app) || query_int(db, "PRAGMA user_version", &v) ||
        query_int(db, "SELECT count(*) FROM sqlite_master", &tables))
        return -1;
    if (app != 0 && app != APP_ID)
        return failf(db, "%s: not an llfuzz database (application_id 0x%llx)", path,
                     (unsigned long long)app);
    if (v > DB_SCHEMA_VERSION)
        return failf(db,
                     "%s: the database has schema version %lld, newer than this llfuzz's (%d): "
                     "use a newer llfuzz",
                     path, (long long)v, DB_SCHEMA_VERSION);
    if (v == 0 && tables)
        return failf(db, "%s: not an llfuzz database (it has tables but no schema version)", path);
    if (ro && v == 0)
        return failf(db, "%s: not an llfuzz database (empty)", path);
    if (ro && v < DB_SCHEMA_VERSION)
        return failf(db,
                     "%s: schema version %lld is older than this llfuzz's (%d): upgrade it with "
                     "'llfuzz db init --db %s'",
                     path, (long long)v, DB_SCHEMA_VERSION, path);
    if (!ro) {
        sqlite3_stmt *s;
        if (sqlite3_prepare_v2(db->h, "PRAGMA journal_mode = WAL", -1, &s, NULL) != SQLITE_OK)
            return fail(db, "journal_mode");
        int rc = sqlite3_step(s);
        char mode[16] = "";
        if (rc == SQLITE_ROW)
            snprintf(mode, sizeof mode, "%s", col_text(s, 0));
        sqlite3_finalize(s);
        if (rc != SQLITE_ROW)
            return fail(db, "journal_mode = WAL");
        if (strcmp(mode, "wal") && strcmp(mode, "memory"))
            return failf(db, "%s: cannot use WAL mode (journal mode stays '%s')", path, mode);
    }
    if (exec_sql(db, "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL", "pragmas"))
        return -1;
    if (!ro && v < DB_SCHEMA_VERSION && migrate(db))
        return -1;
    return 0;
}

Db *
db_open(const char *path, unsigned flags, char err[DB_ERR_SIZE])
{
    Db *db = ir_calloc(1, sizeof *db);
    db->path = ir_strdup(path);
    if (setup(db, path, flags)) {
        snprintf(err, DB_ERR_SIZE, "%s", db->err);
        db_close(db);
        return NULL;
    }
    err[0] = 0;
    return db;
}

void
db_close(Db *db)
{
    if (!db)
        return;
    for (int k = 0; k < S_COUNT; k++)
        sqlite3_finalize(db->st[k]);
    sqlite3_close_v2(db->h); /* rolls back an open transaction */
    ir_free(db->path);
    ir_free(db);
}

const char *
db_errmsg(const Db *db)
{
    return db->err;
}

/* ------------------------------------------------------------- batches */

int
db_begin(Db *db)
{
    if (db->in_batch)
        return failf(db, "%s: a batch is already open", db->path);
    if (writable(db) || run_k(db, S_BEGIN, "begin"))
        return -1;
    db->in_batch = 1;
    return 0;
}

int
db_commit(Db *db)
{
    if (!db->in_batch)
        return failf(db, "%s: commit without a batch", db->path);
    db->in_batch = 0;
    if (run_k(db, S_COMMIT, "commit") == 0)
        return 0;
    rollback_quietly(db);
    return -1;
}

int
db_rollback(Db *db)
{
    if (!db->in_batch)
        return failf(db, "%s: rollback without a batch", db->path);
    db->in_batch = 0;
    if (sqlite3_get_autocommit(db->h))
        return 0; /* SQLite already rolled it back (after some errors it does) */
    return run_k(db, S_ROLLBACK, "rollback");
}

/* ----------------------------------------------------------- campaigns */

static int
campaign_begin(Db *db, const DbCampaign *c, int64_t *id, uint64_t *next_seed, int *resumed)
{
    const char *shard = c->shard && c->shard[0] ? c->shard : NULL;
    sqlite3_stmt *s = stmt(db, S_CAMP_FIND);
    if (!s)
        return -1;
    bind_i64(s, 1, (int64_t)c->seed);
    bind_text(s, 2, shard);
    bind_text(s, 3, str_or_empty(c->engines));
    bind_text(s, 4, str_or_empty(c->config));
    bind_i64(s, 5, c->target_llvm);
    int rc = step(db, s, "find campaign");
    if (rc < 0)
        return -1;
    if (rc == SQLITE_ROW) {
        *id = sqlite3_column_int64(s, 0);
        *next_seed = (uint64_t)sqlite3_column_int64(s, 1);
        *resumed = 1;
        done(s);
        s = stmt(db, S_CAMP_REOPEN);
        if (!s)
            return -1;
        bind_i64(s, 1, *id);
        bind_text(s, 2, str_or_empty(c->tool_versions));
        return run(db, s, "resume campaign");
    }
    done(s);
    s = stmt(db, S_CAMP_INSERT);
    if (!s)
        return -1;
    bind_i64(s, 1, (int64_t)c->seed);
    bind_text(s, 2, shard);
    bind_text(s, 3, str_or_empty(c->engines));
    bind_text(s, 4, str_or_empty(c->config));
    bind_text(s, 5, str_or_empty(c->tool_versions));
    bind_i64(s, 6, c->target_llvm);
    bind_i64(s, 7, now_or(c->started));
    if (run(db, s, "insert campaign"))
        return -1;
    *id = sqlite3_last_insert_rowid(db->h);
    *next_seed = c->seed;
    *resumed = 0;
    return 0;
}

int
db_campaign_begin(Db *db, const DbCampaign *c, int64_t *id, uint64_t *next_seed, int *resumed)
{
    int r;
    if (!resumed)
        resumed = &r;
    if (writable(db) || tx_enter(db))
        return -1;
    return tx_leave(db, campaign_begin(db, c, id, next_seed, resumed));
}

/* UPDATE campaign ... WHERE id = ?1; an unknown id is an error. */
static int
campaign_set(Db *db, int k, int64_t id, int64_t v, const char *what)
{
    if (writable(db))
        return -1;
    sqlite3_stmt *s = stmt(db, k);
    if (!s)
        return -1;
    bind_i64(s, 1, id);
    bind_i64(s, 2, v);
    if (run(db, s, what))
        return -1;
    if (sqlite3_changes(db->h) != 1)
        return failf(db, "%s: %s: no campaign %lld", db->path, what, (long long)id);
    return 0;
}

int
db_campaign_progress(Db *db, int64_t id, uint64_t next_seed)
{
    return campaign_set(db, S_CAMP_PROGRESS, id, (int64_t)next_seed, "campaign progress");
}

int
db_campaign_end(Db *db, int64_t id, int64_t ended)
{
    return campaign_set(db, S_CAMP_END, id, now_or(ended), "campaign end");
}

/* -------------------------------------------------------------- leases */

/* A process is named by its pid and its start time (field 22 of
 * /proc/PID/stat, clock ticks since boot), so a pid used again by another
 * process does not keep a dead owner's leases alive.  0 when pid is not a
 * running process (a zombie is not running), 1 when it is, -1 when /proc
 * cannot tell. */
static int
proc_start(long long pid, unsigned long long *start)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%lld/stat", pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return errno == ENOENT ? 0 : -1;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *p = strrchr(buf, ')'); /* the command name may hold spaces and ')' */
    if (!p)
        return -1;
    char state;
    unsigned long long v = 0;
    /* after ")": state, then fields 4..21, then starttime (22) */
    if (sscanf(p + 1, " %c %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %llu",
               &state, &v) != 2)
        return -1;
    *start = v;
    return state != 'Z' && state != 'X';
}

void
db_lease_owner(char owner[DB_OWNER_SIZE])
{
    unsigned long long start = 0;
    long long pid = (long long)getpid();
    if (proc_start(pid, &start) != 1)
        start = 0;
    snprintf(owner, DB_OWNER_SIZE, "%lld:%llu", pid, start);
}

/* Is the process that owner names still running?  When it cannot be told
 * (an owner of another form, no /proc), it is. */
static int
owner_alive(const char *owner)
{
    long long pid;
    unsigned long long start, now;
    if (sscanf(owner, "%lld:%llu", &pid, &start) != 2 || pid <= 0)
        return 1;
    int r = proc_start(pid, &now);
    if (r < 0)
        return kill((pid_t)pid, 0) == 0 || errno == EPERM;
    return r == 1 && (start == 0 || now == start);
}

/* The leases of owners that are gone (a campaign killed with SIGKILL) are
 * free again; self's are not looked at. */
static int
lease_reclaim(Db *db, int64_t id, const char *self)
{
    sqlite3_stmt *s = stmt(db, S_LEASE_OWNERS);
    if (!s)
        return -1;
    bind_i64(s, 1, id);
    bind_text(s, 2, self);
    char dead[16][DB_OWNER_SIZE];
    int ndead = 0, rc;
    while ((rc = step(db, s, "lease owners")) == SQLITE_ROW)
        if (ndead < 16 && !owner_alive(col_text(s, 0)))
            snprintf(dead[ndead++], DB_OWNER_SIZE, "%s", col_text(s, 0));
    if (rc < 0)
        return -1;
    done(s);
    for (int i = 0; i < ndead; i++) {
        s = stmt(db, S_LEASE_FREE);
        if (!s)
            return -1;
        bind_i64(s, 1, id);
        bind_text(s, 2, dead[i]);
        if (run(db, s, "requeue leases"))
            return -1;
    }
    return 0;
}

/* The first seed of the lowest free lease (1), or 0 when there is none;
 * *nfree the number of free leases. */
static int
lease_first_free(Db *db, int64_t id, uint64_t *first, uint64_t *nfree)
{
    sqlite3_stmt *s = stmt(db, S_LEASE_FIRST_FREE);
    if (!s)
        return -1;
    bind_i64(s, 1, id);
    int rc = step(db, s, "free leases");
    if (rc < 0)
        return -1;
    *nfree = 0;
    if (rc == SQLITE_ROW) {
        *first = (uint64_t)sqlite3_column_int64(s, 0);
        *nfree = (uint64_t)sqlite3_column_int64(s, 1);
    }
    done(s);
    return rc == SQLITE_ROW;
}

/* The frontier (campaign.next_seed) moved onto the lattice base + k*step:
 * the first batch start at or above it. */
static int
lease_frontier(Db *db, int64_t id, uint64_t base, uint64_t step_, uint64_t *f)
{
    sqlite3_stmt *s = stmt(db, S_CAMP_FRONTIER);
    if (!s)
        return -1;
    bind_i64(s, 1, id);
    int rc = step(db, s, "campaign frontier");
    if (rc < 0)
        return -1;
    if (rc != SQLITE_ROW) {
        done(s);
        return failf(db, "%s: lease: no campaign %lld", db->path, (long long)id);
    }
    uint64_t v = (uint64_t)sqlite3_column_int64(s, 0);
    done(s);
    if (!step_)
        step_ = 1;
    *f = v <= base ? base : base + (v - base + step_ - 1) / step_ * step_;
    return 0;
}

static int
lease_take(Db *db, int64_t id, const char *owner, uint64_t base, uint64_t step_, uint64_t *first,
           int *requeued)
{
    uint64_t nfree;
    if (lease_reclaim(db, id, owner))
        return -1;
    int r = lease_first_free(db, id, first, &nfree);
    if (r < 0)
        return -1;
    sqlite3_stmt *s;
    if (r) {
        *requeued = 1;
        s = stmt(db, S_LEASE_HOLD);
        if (!s)
            return -1;
        bind_i64(s, 1, id);
        bind_i64(s, 2, (int64_t)*first);
        bind_text(s, 3, owner);
        bind_i64(s, 4, now_or(0));
        return run(db, s, "take a lease");
    }
    *requeued = 0;
    uint64_t f;
    if (lease_frontier(db, id, base, step_, &f))
        return -1;
    for (;; f += step_ ? step_ : 1) { /* a lease there already (a frontier moved back): the next */
        s = stmt(db, S_LEASE_INSERT);
        if (!s)
            return -1;
        bind_i64(s, 1, id);
        bind_i64(s, 2, (int64_t)f);
        bind_text(s, 3, owner);
        bind_i64(s, 4, now_or(0));
        if (run(db, s, "take a lease"))
            return -1;
        if (sqlite3_changes(db->h) == 1)
            break;
    }
    *first = f;
    s = stmt(db, S_CAMP_PROGRESS);
    if (!s)
        return -1;
    bind_i64(s, 1, id);
    bind_i64(s, 2, (int64_t)(f + (step_ ? step_ : 1)));
    return run(db, s, "move the frontier");
}

int
db_lease_take(Db *db, int64_t campaign_id, const char *owner, uint64_t base, uint64_t step,
              uint64_t *first_seed, int *requeued)
{
    int r;
    if (!requeued)
        requeued = &r;
    if (writable(db) || tx_enter(db))
        return -1;
    return tx_leave(db, lease_take(db, campaign_id, owner, base, step, first_seed, requeued));
}

int
db_lease_done(Db *db, int64_t campaign_id, const char *owner, uint64_t first_seed, int skipped)
{
    if (writable(db))
        return -1;
    sqlite3_stmt *s = stmt(db, S_LEASE_DONE);
    if (!s)
        return -1;
    bind_i64(s, 1, campaign_id);
    bind_i64(s, 2, (int64_t)first_seed);
    bind_text(s, 3, owner);
    bind_text(s, 4, skipped ? "skipped" : "done");
    if (run(db, s, "lease done"))
        return -1;
    return sqlite3_changes(db->h) == 1 ? 0 : 1;
}

int
db_lease_release(Db *db, int64_t campaign_id, const char *owner, uint64_t *released)
{
    if (writable(db) || tx_enter(db))
        return -1;
    sqlite3_stmt *s = stmt(db, S_LEASE_FREE);
    int rc = -1;
    if (s) {
        bind_i64(s, 1, campaign_id);
        bind_text(s, 2, owner);
        rc = run(db, s, "release leases");
        if (!rc && released)
            *released = (uint64_t)sqlite3_changes(db->h);
    }
    return tx_leave(db, rc);
}

static int
lease_next(Db *db, int64_t id, const char *owner, uint64_t base, uint64_t step_, uint64_t *next,
           uint64_t *nfree)
{
    if (lease_reclaim(db, id, owner))
        return -1;
    int r = lease_first_free(db, id, next, nfree);
    if (r < 0)
        return -1;
    return r ? 0 : lease_frontier(db, id, base, step_, next);
}

int
db_lease_next(Db *db, int64_t campaign_id, const char *owner, uint64_t base, uint64_t step,
              uint64_t *next_seed, uint64_t *requeued)
{
    uint64_t n;
    if (!requeued)
        requeued = &n;
    if (writable(db) || tx_enter(db))
        return -1;
    return tx_leave(db, lease_next(db, campaign_id, owner, base, step, next_seed, requeued));
}

/* ---------------------------------------------------------- test cases */

static int
testcase_put(Db *db, const char *text, uint64_t gen_seed, const char *origin, int64_t *id,
             int *is_new)
{
    char hash[17];
    size_t len = strlen(text);
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)ir_hash(text, len));
    sqlite3_stmt *s = stmt(db, S_TC_FIND);
    if (!s)
        return -1;
    bind_text(s, 1, hash);
    int rc = step(db, s, "find testcase");
    if (rc < 0)
        return -1;
    if (rc == SQLITE_ROW) {
        const char *m = col_text(s, 1);
        size_t mlen = (size_t)sqlite3_column_bytes(s, 1);
        *id = sqlite3_column_int64(s, 0);
        int same = mlen == len && !memcmp(m, text, len);
        done(s);
        if (!same)
            return failf(db, "%s: test case hash collision (%s) with test case %lld", db->path,
                         hash, (long long)*id);
        *is_new = 0;
        return 0;
    }
    done(s);
    s = stmt(db, S_TC_INSERT);
    if (!s)
        return -1;
    bind_text(s, 1, hash);
    sqlite3_bind_text(s, 2, text, (int)len, SQLITE_STATIC);
    bind_i64(s, 3, (int64_t)gen_seed);
    bind_text(s, 4, str_or_empty(origin));
    bind_i64(s, 5, now_or(0));
    if (run(db, s, "insert testcase"))
        return -1;
    *id = sqlite3_last_insert_rowid(db->h);
    *is_new = 1;
    return 0;
}

int
db_testcase_put(Db *db, const char *text, uint64_t gen_seed, const char *origin, int64_t *id,
                int *is_new)
{
    int n;
    if (!is_new)
        is_new = &n;
    if (!text)
        return failf(db, "%s: test case without text", db->path);
    if (strlen(text) > INT_MAX)
        return failf(db, "%s: test case too big", db->path);
    if (writable(db) || tx_enter(db))
        return -1;
    return tx_leave(db, testcase_put(db, text, gen_seed, origin, id, is_new));
}

/* --------------------------------------------------------- divergences */

static int
divergence_put(Db *db, const DbDivergence *d, int64_t *id, int *is_new)
{
    int64_t at = now_or(d->at);
    sqlite3_stmt *s = stmt(db, S_DIV_FIND);
    if (!s)
        return -1;
    bind_text(s, 1, d->signature);
    int rc = step(db, s, "find divergence");
    if (rc < 0)
        return -1;
    if (rc == SQLITE_ROW) {
        *id = sqlite3_column_int64(s, 0);
        *is_new = 0;
        done(s);
        s = stmt(db, S_DIV_BUMP);
        if (!s)
            return -1;
        bind_i64(s, 1, *id);
        bind_i64(s, 2, at);
        if (run(db, s, "count divergence"))
            return -1;
    } else {
        done(s);
        s = stmt(db, S_DIV_INSERT);
        if (!s)
            return -1;
        if (d->campaign_id)
            bind_i64(s, 1, d->campaign_id);
        else
            sqlite3_bind_null(s, 1);
        bind_i64(s, 2, d->testcase_id);
        bind_text(s, 3, str_or_empty(d->engine));
        bind_text(s, 4, str_or_empty(d->kind));
        bind_text(s, 5, str_or_empty(d->function));
        bind_text(s, 6, str_or_empty(d->input));
        bind_text(s, 7, str_or_empty(d->expected));
        bind_text(s, 8, str_or_empty(d->actual));
        bind_text(s, 9, d->signature);
        bind_i64(s, 10, at);
        bind_text(s, 11, d->reduced_ir);
        bind_text(s, 12, d->blamed_pass);
        bind_text(s, 13, d->status ? d->status : "new");
        if (run(db, s, "insert divergence"))
            return -1;
        *id = sqlite3_last_insert_rowid(db->h);
        *is_new = 1;
    }
    if (!d->campaign_id)
        return 0;
    s = stmt(db, S_SIGHTING);
    if (!s)
        return -1;
    bind_i64(s, 1, d->campaign_id);
    bind_i64(s, 2, *id);
    bind_i64(s, 3, at);
    return run(db, s, "count sighting");
}

int
db_divergence_put(Db *db, const DbDivergence *d, int64_t *id, int *is_new)
{
    int n;
    int64_t i;
    if (!is_new)
        is_new = &n;
    if (!id)
        id = &i;
    if (!d->signature || !d->signature[0])
        return failf(db, "%s: divergence without a signature", db->path);
    if (writable(db) || tx_enter(db))
        return -1;
    return tx_leave(db, divergence_put(db, d, id, is_new));
}

int
db_divergence_update(Db *db, int64_t id, const char *status, const char *reduced_ir,
                     const char *blamed_pass)
{
    if (writable(db))
        return -1;
    sqlite3_stmt *s = stmt(db, S_DIV_UPDATE);
    if (!s)
        return -1;
    bind_i64(s, 1, id);
    bind_text(s, 2, status);
    bind_text(s, 3, reduced_ir);
    bind_text(s, 4, blamed_pass);
    if (run(db, s, "update divergence"))
        return -1;
    if (sqlite3_changes(db->h) != 1)
        return failf(db, "%s: no divergence %lld", db->path, (long long)id);
    return 0;
}

/* One statement by SQL text with up to two integer and one text parameter
 * (?1, ?2 integers, ?3 text), run to completion. */
static int
exec3(Db *db, const char *sql, int64_t a, int64_t b, const char *t)
{
    sqlite3_stmt *s;
    if (sqlite3_prepare_v2(db->h, sql, -1, &s, NULL) != SQLITE_OK)
        return fail(db, "prepare");
    if (sqlite3_bind_parameter_count(s) >= 1)
        bind_i64(s, 1, a);
    if (sqlite3_bind_parameter_count(s) >= 2)
        bind_i64(s, 2, b);
    if (sqlite3_bind_parameter_count(s) >= 3)
        bind_text(s, 3, t);
    int rc = sqlite3_step(s);
    sqlite3_finalize(s);
    return rc == SQLITE_DONE || rc == SQLITE_ROW ? 0 : fail(db, "resign");
}

int
db_divergence_resign(Db *db, int64_t id, const char *signature, int64_t *into)
{
    if (writable(db))
        return -1;
    *into = id;
    sqlite3_stmt *s;
    if (sqlite3_prepare_v2(db->h, "SELECT id FROM divergence WHERE signature = ?1", -1, &s, NULL) != SQLITE_OK)
        return fail(db, "prepare");
    bind_text(s, 1, signature);
    int64_t other = 0;
    if (sqlite3_step(s) == SQLITE_ROW)
        other = sqlite3_column_int64(s, 0);
    sqlite3_finalize(s);
    if (other == id)
        return 0;
    int rc = exec3(db, "SAVEPOINT resign", 0, 0, NULL);
    if (rc)
        return rc;
    if (!other) {
        rc = exec3(db, "UPDATE divergence SET signature = ?3 WHERE id = ?1 AND ?2 = 0", id, 0, signature);
    } else {
        /* the same bug as row `other`: its count and sightings move there,
         * and when id was seen first, the description of that sighting
         * (as db_merge keeps the earliest) */
        *into = other;
        rc = exec3(db, "UPDATE divergence SET campaign_id = o.campaign_id, testcase_id = o.testcase_id, "
                       "engine = o.engine, kind = o.kind, function = o.function, input = o.input, "
                       "expected = o.expected, actual = o.actual "
                       "FROM (SELECT * FROM divergence WHERE id = ?1) AS o "
                       "WHERE divergence.id = ?2 AND o.first_seen < divergence.first_seen", id, other, NULL);
        rc = rc ? rc : exec3(db, "UPDATE divergence SET count = count + (SELECT count FROM divergence WHERE id = ?1), "
                       "first_seen = min(first_seen, (SELECT first_seen FROM divergence WHERE id = ?1)), "
                       "last_seen = max(last_seen, (SELECT last_seen FROM divergence WHERE id = ?1)) WHERE id = ?2",
                   id, other, NULL);
        rc = rc ? rc : exec3(db, "INSERT INTO sighting (campaign_id, divergence_id, count, first_seen, last_seen) "
                                 "SELECT campaign_id, ?2, count, first_seen, last_seen FROM sighting "
                                 "WHERE divergence_id = ?1 AND 1 ON CONFLICT (campaign_id, divergence_id) DO UPDATE "
                                 "SET count = count + excluded.count, first_seen = min(first_seen, excluded.first_seen), "
                                 "last_seen = max(last_seen, excluded.last_seen)", id, other, NULL);
        rc = rc ? rc : exec3(db, "DELETE FROM sighting WHERE divergence_id = ?1 AND ?2 = ?2", id, other, NULL);
        rc = rc ? rc : exec3(db, "DELETE FROM divergence WHERE id = ?1 AND ?2 = ?2", id, other, NULL);
    }
    if (rc) {
        exec3(db, "ROLLBACK TO resign", 0, 0, NULL);
        exec3(db, "RELEASE resign", 0, 0, NULL);
        return rc;
    }
    return exec3(db, "RELEASE resign", 0, 0, NULL);
}

/* --------------------------------------------------------------- stats */

int
db_stats_put(Db *db, const DbStats *st)
{
    if (writable(db))
        return -1;
    sqlite3_stmt *s = stmt(db, S_STATS_INSERT);
    if (!s)
        return -1;
    bind_i64(s, 1, st->campaign_id);
    bind_i64(s, 2, now_or(st->at));
    sqlite3_bind_double(s, 3, st->interval_s);
    bind_i64(s, 4, (int64_t)st->modules);
    bind_i64(s, 5, (int64_t)st->functions);
    bind_i64(s, 6, (int64_t)st->executions);
    bind_i64(s, 7, (int64_t)st->divergences);
    sqlite3_bind_double(s, 8, st->time_llfuzz_s);
    sqlite3_bind_double(s, 9, st->time_tools_s);
    bind_i64(s, 10, (int64_t)st->planned);
    bind_i64(s, 11, (int64_t)st->done);
    for (int k = 0; k < 4; k++)
        bind_i64(s, 12 + k, (int64_t)st->skipped[k]);
    return run(db, s, "insert stats");
}

/* ------------------------------------------------------------ coverage */

int
db_coverage_add(Db *db, int64_t campaign_id, const char *kind, const char *name, uint64_t count)
{
    if (writable(db))
        return -1;
    sqlite3_stmt *s = stmt(db, S_COV_ADD);
    if (!s)
        return -1;
    bind_i64(s, 1, campaign_id);
    sqlite3_bind_text(s, 2, kind, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 3, name, -1, SQLITE_TRANSIENT);
    bind_i64(s, 4, (int64_t)count);
    return run(db, s, "add coverage");
}

int
db_coverage_list(Db *db, int64_t campaign_id, int (*cb)(void *ctx, const char *kind, const char *name, uint64_t count),
                 void *ctx)
{
    sqlite3_stmt *s = stmt(db, S_COV_LIST);
    if (!s)
        return -1;
    bind_i64(s, 1, campaign_id);
    int rc, r = 0;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW && !r)
        r = cb(ctx, col_text(s, 0), col_text(s, 1), (uint64_t)sqlite3_column_int64(s, 2));
    sqlite3_reset(s);
    if (r)
        return r;
    return rc == SQLITE_DONE || rc == SQLITE_ROW ? 0 : fail(db, "list coverage");
}

/* ------------------------------------------------------------- queries */

int
db_campaign_list(Db *db, int (*cb)(void *ctx, const DbCampaignInfo *c), void *ctx)
{
    sqlite3_stmt *s = stmt(db, S_CAMP_LIST);
    if (!s)
        return -1;
    int rc;
    while ((rc = step(db, s, "list campaigns")) == SQLITE_ROW) {
        DbCampaignInfo c = {
            .id = sqlite3_column_int64(s, 0),
            .seed = (uint64_t)sqlite3_column_int64(s, 1),
            .next_seed = (uint64_t)sqlite3_column_int64(s, 2),
            .shard = col_text(s, 3),
            .engines = col_text(s, 4),
            .config = col_text(s, 5),
            .tool_versions = col_text(s, 6),
            .target_llvm = sqlite3_column_int(s, 7),
            .started = sqlite3_column_int64(s, 8),
            .ended = sqlite3_column_int64(s, 9),
            .modules = (uint64_t)sqlite3_column_int64(s, 10),
            .functions = (uint64_t)sqlite3_column_int64(s, 11),
            .executions = (uint64_t)sqlite3_column_int64(s, 12),
            .divergences = (uint64_t)sqlite3_column_int64(s, 13),
            .time_llfuzz_s = sqlite3_column_double(s, 14),
            .time_tools_s = sqlite3_column_double(s, 15),
            .wall_s = sqlite3_column_double(s, 16),
            .hits = (uint64_t)sqlite3_column_int64(s, 17),
            .unique = (uint64_t)sqlite3_column_int64(s, 18),
            .first = (uint64_t)sqlite3_column_int64(s, 19),
            .held = (uint64_t)sqlite3_column_int64(s, 20),
            .requeued = (uint64_t)sqlite3_column_int64(s, 21),
            .skipped = (uint64_t)sqlite3_column_int64(s, 22),
            .planned = (uint64_t)sqlite3_column_int64(s, 23),
            .done = (uint64_t)sqlite3_column_int64(s, 24),
        };
        for (int k = 0; k < 4; k++)
            c.skipped_exec[k] = (uint64_t)sqlite3_column_int64(s, 25 + k);
        int r = cb(ctx, &c);
        if (r) {
            done(s);
            return r;
        }
    }
    if (rc < 0)
        return -1;
    done(s);
    return 0;
}

int
db_stats_list(Db *db, int (*cb)(void *ctx, const DbStats *st), void *ctx)
{
    sqlite3_stmt *s = stmt(db, S_STATS_LIST);
    if (!s)
        return -1;
    int rc;
    while ((rc = step(db, s, "list stats")) == SQLITE_ROW) {
        DbStats st = {
            .campaign_id = sqlite3_column_int64(s, 0),
            .at = sqlite3_column_int64(s, 1),
            .interval_s = sqlite3_column_double(s, 2),
            .modules = (uint64_t)sqlite3_column_int64(s, 3),
            .functions = (uint64_t)sqlite3_column_int64(s, 4),
            .executions = (uint64_t)sqlite3_column_int64(s, 5),
            .divergences = (uint64_t)sqlite3_column_int64(s, 6),
            .time_llfuzz_s = sqlite3_column_double(s, 7),
            .time_tools_s = sqlite3_column_double(s, 8),
            .planned = (uint64_t)sqlite3_column_int64(s, 9),
            .done = (uint64_t)sqlite3_column_int64(s, 10),
        };
        for (int k = 0; k < 4; k++)
            st.skipped[k] = (uint64_t)sqlite3_column_int64(s, 11 + k);
        int r = cb(ctx, &st);
        if (r) {
            done(s);
            return r;
        }
    }
    if (rc < 0)
        return -1;
    done(s);
    return 0;
}

/* The 16 columns DIV_LIST and DIV_GET share. */
static void
div_row(sqlite3_stmt *s, DbDivergenceInfo *d)
{
    memset(d, 0, sizeof *d);
    d->id = sqlite3_column_int64(s, 0);
    d->campaign_id = sqlite3_column_int64(s, 1);
    d->testcase_id = sqlite3_column_int64(s, 2);
    d->engine = col_text(s, 3);
    d->kind = col_text(s, 4);
    d->function = col_text(s, 5);
    d->input = col_text(s, 6);
    d->expected = col_text(s, 7);
    d->actual = col_text(s, 8);
    d->signature = col_text(s, 9);
    d->status = col_text(s, 10);
    d->reduced_ir = col_text_or_null(s, 11);
    d->blamed_pass = col_text_or_null(s, 12);
    d->count = (uint64_t)sqlite3_column_int64(s, 13);
    d->first_seen = sqlite3_column_int64(s, 14);
    d->last_seen = sqlite3_column_int64(s, 15);
}

int
db_divergence_list(Db *db, const DbFilter *f, int (*cb)(void *ctx, const DbDivergenceInfo *d),
                   void *ctx)
{
    static const DbFilter all;
    if (!f)
        f = &all;
    sqlite3_stmt *s = stmt(db, S_DIV_LIST);
    if (!s)
        return -1;
    bind_i64(s, 1, f->campaign_id);
    bind_text(s, 2, f->kind);
    bind_text(s, 3, f->engine);
    bind_text(s, 4, f->status);
    int rc;
    while ((rc = step(db, s, "list divergences")) == SQLITE_ROW) {
        DbDivergenceInfo d;
        div_row(s, &d);
        int r = cb(ctx, &d);
        if (r) {
            done(s);
            return r;
        }
    }
    if (rc < 0)
        return -1;
    done(s);
    return 0;
}

int
db_divergence_get(Db *db, int64_t id, int (*cb)(void *ctx, const DbDivergenceInfo *d), void *ctx)
{
    sqlite3_stmt *s = stmt(db, S_DIV_GET);
    if (!s)
        return -1;
    bind_i64(s, 1, id);
    int rc = step(db, s, "get divergence");
    if (rc < 0)
        return -1;
    if (rc == SQLITE_DONE) {
        done(s);
        return 1;
    }
    DbDivergenceInfo d;
    div_row(s, &d);
    d.module = col_text(s, 16);
    d.origin = col_text(s, 17);
    d.hash = col_text(s, 18);
    d.gen_seed = (uint64_t)sqlite3_column_int64(s, 19);
    int r = cb(ctx, &d);
    done(s);
    return r;
}

int
db_counts(Db *db, int64_t campaign_id, uint64_t *hits, uint64_t *unique, uint64_t *testcases)
{
    sqlite3_stmt *s = stmt(db, campaign_id ? S_COUNT_CAMP : S_COUNT_ALL);
    if (!s)
        return -1;
    if (campaign_id)
        bind_i64(s, 1, campaign_id);
    int rc = step(db, s, "count");
    if (rc != SQLITE_ROW) {
        if (rc == SQLITE_DONE) {
            failf(db, "%s: count: no result", db->path);
            done(s);
        }
        return -1;
    }
    if (hits)
        *hits = (uint64_t)sqlite3_column_int64(s, 0);
    if (unique)
        *unique = (uint64_t)sqlite3_column_int64(s, 1);
    if (testcases)
        *testcases = campaign_id ? 0 : (uint64_t)sqlite3_column_int64(s, 2);
    done(s);
    return 0;
}

int
db_check(Db *db, char *out, size_t outlen)
{
    sqlite3_stmt *s;
    if (sqlite3_prepare_v2(db->h, "PRAGMA integrity_check", -1, &s, NULL) != SQLITE_OK)
        return failf(db, "%s: integrity check: %s", db->path, sqlite3_errmsg(db->h));
    size_t used = 0;
    int rc, ok = 1;
    if (outlen)
        out[0] = 0;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
        const char *t = (const char *)sqlite3_column_text(s, 0);
        if (!t || strcmp(t, "ok"))
            ok = 0;
        if (used < outlen) {
            int n = snprintf(out + used, outlen - used, "%s%s", used ? "\n" : "", t ? t : "");
            used += n > 0 ? (size_t)n : 0;
        }
    }
    sqlite3_finalize(s);
    if (rc != SQLITE_DONE)
        return failf(db, "%s: integrity check: %s", db->path, sqlite3_errmsg(db->h));
    return ok ? 0 : 1;
}

/* --------------------------------------------------------------- merge */

/* One input, attached as "src", copied into main within one transaction.
 * Campaign ids move up by off (the largest id already in main), test cases
 * and divergences map through their hash and signature (tables tmap, dmap). */
static const char merge_sql[] =
    "INSERT INTO main.campaign(id, seed, shard, engines, config, tool_versions, target_llvm,"
    "  started, ended, next_seed)"
    " SELECT id + ?1, seed, shard, engines, config, tool_versions, target_llvm, started, ended,"
    "  next_seed FROM src.campaign ORDER BY id;"
    "INSERT INTO main.testcase(hash, module, gen_seed, origin, created)"
    " SELECT hash, module, gen_seed, origin, created FROM src.testcase WHERE true ORDER BY id"
    " ON CONFLICT(hash) DO UPDATE SET"
    "  gen_seed = CASE WHEN excluded.created < created THEN excluded.gen_seed ELSE gen_seed END,"
    "  origin = CASE WHEN excluded.created < created THEN excluded.origin ELSE origin END,"
    "  created = min(created, excluded.created);"
    "DELETE FROM temp.tmap;"
    "INSERT INTO temp.tmap SELECT s.id, m.id FROM src.testcase s"
    "  JOIN main.testcase m ON m.hash = s.hash;"
    "INSERT INTO main.divergence(campaign_id, testcase_id, engine, kind, function, input,"
    "  expected, actual, signature, count, first_seen, last_seen, reduced_ir, blamed_pass, status)"
    " SELECT d.campaign_id + ?1, t.new, d.engine, d.kind, d.function, d.input, d.expected,"
    "  d.actual, d.signature, d.count, d.first_seen, d.last_seen, d.reduced_ir, d.blamed_pass,"
    "  d.status FROM src.divergence d JOIN temp.tmap t ON t.old = d.testcase_id"
    "  WHERE true ORDER BY d.id"
    " ON CONFLICT(signature) DO UPDATE SET"
    "  count = count + excluded.count,"
    "  campaign_id = CASE WHEN excluded.first_seen < first_seen"
    "    THEN excluded.campaign_id ELSE campaign_id END,"
    "  testcase_id = CASE WHEN excluded.first_seen < first_seen"
    "    THEN excluded.testcase_id ELSE testcase_id END,"
    "  engine = CASE WHEN excluded.first_seen < first_seen THEN excluded.engine ELSE engine END,"
    "  kind = CASE WHEN excluded.first_seen < first_seen THEN excluded.kind ELSE kind END,"
    "  function = CASE WHEN excluded.first_seen < first_seen"
    "    THEN excluded.function ELSE function END,"
    "  input = CASE WHEN excluded.first_seen < first_seen THEN excluded.input ELSE input END,"
    "  expected = CASE WHEN excluded.first_seen < first_seen"
    "    THEN excluded.expected ELSE expected END,"
    "  actual = CASE WHEN excluded.first_seen < first_seen THEN excluded.actual ELSE actual END,"
    "  first_seen = min(first_seen, excluded.first_seen),"
    "  last_seen = max(last_seen, excluded.last_seen),"
    "  reduced_ir = CASE WHEN reduced_ir IS NULL OR (excluded.reduced_ir IS NOT NULL"
    "    AND length(excluded.reduced_ir) < length(reduced_ir))"
    "    THEN excluded.reduced_ir ELSE reduced_ir END,"
    "  blamed_pass = coalesce(blamed_pass, excluded.blamed_pass),"
    "  status = CASE WHEN (CASE excluded.status WHEN 'new' THEN 0 WHEN 'reduced' THEN 1 ELSE 2 END)"
    "    > (CASE status WHEN 'new' THEN 0 WHEN 'reduced' THEN 1 ELSE 2 END)"
    "    THEN excluded.status ELSE status END;"
    "DELETE FROM temp.dmap;"
    "INSERT INTO temp.dmap SELECT s.id, m.id FROM src.divergence s"
    "  JOIN main.divergence m ON m.signature = s.signature;"
    "INSERT INTO main.sighting(campaign_id, divergence_id, count, first_seen, last_seen)"
    " SELECT g.campaign_id + ?1, m.new, g.count, g.first_seen, g.last_seen"
    "  FROM src.sighting g JOIN temp.dmap m ON m.old = g.divergence_id WHERE true"
    " ON CONFLICT(campaign_id, divergence_id) DO UPDATE SET count = count + excluded.count,"
    "  first_seen = min(first_seen, excluded.first_seen),"
    "  last_seen = max(last_seen, excluded.last_seen);"
    "INSERT INTO main.stats(campaign_id, at, interval_s, modules, functions, executions,"
    "  divergences, time_llfuzz_s, time_tools_s, planned, done, skipped_tool, skipped_rejected,"
    "  skipped_unsupported, skipped_error)"
    " SELECT campaign_id + ?1, at, interval_s, modules, functions, executions, divergences,"
    "  time_llfuzz_s, time_tools_s, planned, done, skipped_tool, skipped_rejected,"
    "  skipped_unsupported, skipped_error FROM src.stats ORDER BY id;"
    "INSERT INTO main.coverage(campaign_id, kind, name, count)"
    " SELECT campaign_id + ?1, kind, name, count FROM src.coverage WHERE true"
    " ON CONFLICT(campaign_id, kind, name) DO UPDATE SET count = count + excluded.count;";

/* Run each statement of sql with ?1 bound to off (where it occurs). */
static int
exec_bound(Db *db, const char *sql, int64_t off)
{
    const char *p = sql;
    while (*p) {
        sqlite3_stmt *s = NULL;
        const char *tail;
        if (sqlite3_prepare_v2(db->h, p, -1, &s, &tail) != SQLITE_OK)
            return fail(db, "merge");
        p = tail;
        if (!s)
            continue; /* white space at the end */
        if (sqlite3_bind_parameter_count(s) >= 1)
            sqlite3_bind_int64(s, 1, off);
        int rc;
        while ((rc = sqlite3_step(s)) == SQLITE_ROW)
            ;
        if (rc != SQLITE_DONE) {
            fail(db, "merge");
            sqlite3_finalize(s);
            return -1;
        }
        sqlite3_finalize(s);
    }
    return 0;
}

static int
merge_one(Db *out, const char *in)
{
    sqlite3_stmt *s;
    if (sqlite3_prepare_v2(out->h, "ATTACH DATABASE ?1 AS src", -1, &s, NULL) != SQLITE_OK)
        return fail(out, "attach");
    sqlite3_bind_text(s, 1, in, -1, SQLITE_STATIC);
    int rc = sqlite3_step(s);
    sqlite3_finalize(s);
    if (rc != SQLITE_DONE)
        return failf(out, "cannot attach %s: %s", in, sqlite3_errmsg(out->h));
    int64_t off;
    int r = query_int(out, "SELECT coalesce(max(id), 0) FROM main.campaign", &off);
    if (!r)
        r = db_begin(out);
    if (!r) {
        r = exec_bound(out, merge_sql, off);
        if (r) {
            rollback_quietly(out);
            out->in_batch = 0;
        } else {
            r = db_commit(out);
        }
    }
    if (r) {
        char keep[DB_ERR_SIZE];
        memcpy(keep, out->err, sizeof keep);
        failf(out, "merging %s: %s", in, keep);
    }
    if (exec_sql(out, "DETACH DATABASE src", "detach") && !r)
        r = -1;
    return r;
}

static void
unlink_store(const char *path)
{
    size_t n = strlen(path) + 8;
    char *p = ir_malloc(n);
    unlink(path);
    snprintf(p, n, "%s-wal", path);
    unlink(p);
    snprintf(p, n, "%s-shm", path);
    unlink(p);
    ir_free(p);
}

int
db_merge(const char *out_path, const char *const *inputs, size_t n, char err[DB_ERR_SIZE])
{
    err[0] = 0;
    if (!n) {
        snprintf(err, DB_ERR_SIZE, "nothing to merge");
        return -1;
    }
    /* every input must be a current store, each file given once */
    struct stat *st = ir_calloc(n, sizeof *st);
    int rc = 0;
    for (size_t i = 0; i < n && !rc; i++) {
        Db *in = db_open(inputs[i], DB_READONLY, err);
        if (!in) {
            rc = -1;
            break;
        }
        db_close(in);
        if (stat(inputs[i], &st[i])) {
            snprintf(err, DB_ERR_SIZE, "cannot open %s: %s", inputs[i], strerror(errno));
            rc = -1;
        }
        for (size_t j = 0; j < i && !rc; j++)
            if (st[i].st_dev == st[j].st_dev && st[i].st_ino == st[j].st_ino) {
                snprintf(err, DB_ERR_SIZE, "%s and %s are the same store", inputs[j], inputs[i]);
                rc = -1;
            }
    }
    ir_free(st);
    if (rc)
        return -1;
    int fd = open(out_path, O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0) {
        if (errno == EEXIST)
            snprintf(err, DB_ERR_SIZE, "%s exists (merge writes a new file)", out_path);
        else
            snprintf(err, DB_ERR_SIZE, "cannot create %s: %s", out_path, strerror(errno));
        return -1;
    }
    close(fd);
    Db *out = db_open(out_path, 0, err);
    if (!out) {
        unlink_store(out_path);
        return -1;
    }
    rc = exec_sql(out,
                  "CREATE TEMP TABLE tmap(old INTEGER PRIMARY KEY, new INTEGER NOT NULL);"
                  "CREATE TEMP TABLE dmap(old INTEGER PRIMARY KEY, new INTEGER NOT NULL);",
                  "merge");
    for (size_t i = 0; i < n && !rc; i++)
        rc = merge_one(out, inputs[i]);
    if (rc)
        snprintf(err, DB_ERR_SIZE, "%s", out->err);
    db_close(out);
    if (rc)
        unlink_store(out_path);
    return rc;
}
