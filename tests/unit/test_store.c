/* test_store.c -- units of the SQLite store (oracle/store.c): open, schema
 * versioning, batches, dedup of test cases and divergences, campaign resume,
 * merge, and a campaign killed with SIGKILL at random moments.
 *
 * What the store wrote is read back with plain SQL (the sqlite3 API), not
 * through the store's own queries, so a store bug cannot hide itself. */
#include <criterion/criterion.h>

#include <errno.h>
#include <ftw.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "oracle/oracle.h"
#include "store/store.h"

/* ------------------------------------------------------------ helpers */

static char tmpdir[64];

static int
rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    return remove(path);
}

static void
make_tmpdir(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/llfuzz-store-XXXXXX");
    cr_assert(mkdtemp(tmpdir), "mkdtemp: %s", strerror(errno));
}

static void
remove_tmpdir(void)
{
    if (tmpdir[0])
        nftw(tmpdir, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

TestSuite(store, .init = make_tmpdir, .fini = remove_tmpdir);

/* tmpdir/name, in one of a few rotating buffers */
static const char *
tpath(const char *name)
{
    static char buf[4][256];
    static int k;
    char *p = buf[k++ & 3];
    snprintf(p, sizeof buf[0], "%s/%s", tmpdir, name);
    return p;
}

static Db *
open_ok(const char *path, unsigned flags)
{
    char err[DB_ERR_SIZE];
    Db *db = db_open(path, flags, err);
    cr_assert(db, "db_open(%s): %s", path, err);
    cr_assert_str_empty(err);
    return db;
}

/* db_open must fail with a message containing `want` */
static void
open_fails(const char *path, unsigned flags, const char *want)
{
    char err[DB_ERR_SIZE];
    Db *db = db_open(path, flags, err);
    cr_assert_null(db, "db_open(%s) succeeded, expected '%s'", path, want);
    cr_assert(strstr(err, want), "db_open(%s): '%s' does not say '%s'", path, err, want);
}

#define OK(db, call) cr_assert_eq((call), 0, "%s: %s", #call, db_errmsg(db))

/* A raw connection, to look at what the store wrote. */
static sqlite3 *
raw(const char *path)
{
    sqlite3 *h;
    cr_assert_eq(sqlite3_open(path, &h), SQLITE_OK);
    sqlite3_busy_timeout(h, 10000);
    return h;
}

static int64_t
q_int(sqlite3 *h, const char *sql)
{
    sqlite3_stmt *s;
    cr_assert_eq(sqlite3_prepare_v2(h, sql, -1, &s, NULL), SQLITE_OK, "%s: %s", sql,
                 sqlite3_errmsg(h));
    cr_assert_eq(sqlite3_step(s), SQLITE_ROW, "%s: no row (%s)", sql, sqlite3_errmsg(h));
    int64_t v = sqlite3_column_int64(s, 0);
    sqlite3_finalize(s);
    return v;
}

/* the first column of the first row as text, into buf */
static const char *
q_text(sqlite3 *h, const char *sql, char *buf, size_t n)
{
    sqlite3_stmt *s;
    cr_assert_eq(sqlite3_prepare_v2(h, sql, -1, &s, NULL), SQLITE_OK, "%s: %s", sql,
                 sqlite3_errmsg(h));
    cr_assert_eq(sqlite3_step(s), SQLITE_ROW, "%s: no row", sql);
    const unsigned char *t = sqlite3_column_text(s, 0);
    snprintf(buf, n, "%s", t ? (const char *)t : "(null)");
    sqlite3_finalize(s);
    return buf;
}

static void
q_exec(sqlite3 *h, const char *sql)
{
    char *msg = NULL;
    int rc = sqlite3_exec(h, sql, NULL, NULL, &msg);
    cr_assert_eq(rc, SQLITE_OK, "%s: %s", sql, msg ? msg : "?");
}

static int64_t
campaign(Db *db, uint64_t seed, const char *shard)
{
    DbCampaign c = {.seed = seed, .shard = shard, .engines = "interp,opt-22:-O2",
                    .config = "inst.add = 40\n", .tool_versions = "opt-22 22.1.0",
                    .target_llvm = 22, .started = 1000};
    int64_t id;
    uint64_t next;
    int resumed;
    OK(db, db_campaign_begin(db, &c, &id, &next, &resumed));
    return id;
}

static int64_t
testcase(Db *db, const char *text)
{
    int64_t id;
    OK(db, db_testcase_put(db, text, 7, "gen", &id, NULL));
    return id;
}

static int
diverge(Db *db, int64_t camp, int64_t tc, const char *sig, int64_t at, int64_t *id)
{
    DbDivergence d = {.campaign_id = camp, .testcase_id = tc, .engine = "opt-22:-O2",
                      .kind = "value mismatch", .function = "@t0", .input = "@t0(i32 7)",
                      .expected = "i32 42", .actual = "i32 41", .signature = sig, .at = at};
    int is_new = -1;
    OK(db, db_divergence_put(db, &d, id, &is_new));
    return is_new;
}

/* ------------------------------------------------------- open, version */

Test(store, create_and_reopen)
{
    const char *p = tpath("a.db");
    Db *db = open_ok(p, 0);
    int64_t c = campaign(db, 5, NULL);
    cr_assert_eq(c, 1);
    db_close(db);

    sqlite3 *h = raw(p);
    char buf[64];
    cr_assert_eq(q_int(h, "PRAGMA user_version"), DB_SCHEMA_VERSION);
    cr_assert_str_eq(q_text(h, "PRAGMA journal_mode", buf, sizeof buf), "wal");
    cr_assert_eq(q_int(h, "PRAGMA application_id"), 0x6c6c667a);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN"
                          " ('campaign', 'testcase', 'divergence', 'sighting', 'stats', 'lease')"),
                 6);
    sqlite3_close(h);

    /* reopened (for writing and read-only): the campaign is there */
    db = open_ok(p, 0);
    cr_assert_eq(campaign(db, 5, NULL), 1);
    db_close(db);
    db = open_ok(p, DB_READONLY);
    uint64_t hits = 9, unique = 9, tcs = 9;
    OK(db, db_counts(db, 0, &hits, &unique, &tcs));
    cr_assert(hits == 0 && unique == 0 && tcs == 0);
    /* a read-only store refuses writes with a message */
    cr_assert_neq(db_testcase_put(db, "x", 1, "gen", &c, NULL), 0);
    cr_assert(strstr(db_errmsg(db), "read-only"), "%s", db_errmsg(db));
    db_close(db);
}

Test(store, empty_file_is_migrated_from_version_0)
{
    const char *p = tpath("empty.db");
    FILE *f = fopen(p, "w");
    cr_assert(f);
    fclose(f);
    /* read-only: an empty file is not a store */
    open_fails(p, DB_READONLY, "not an llfuzz database");
    Db *db = open_ok(p, 0);
    db_close(db);
    sqlite3 *h = raw(p);
    cr_assert_eq(q_int(h, "PRAGMA user_version"), DB_SCHEMA_VERSION);
    sqlite3_close(h);
}

Test(store, newer_version_is_refused)
{
    const char *p = tpath("new.db");
    db_close(open_ok(p, 0));
    sqlite3 *h = raw(p);
    q_exec(h, "PRAGMA user_version = 99");
    sqlite3_close(h);
    open_fails(p, 0, "schema version 99, newer than this llfuzz's");
    open_fails(p, DB_READONLY, "newer");
    /* and the refusal changed nothing */
    h = raw(p);
    cr_assert_eq(q_int(h, "PRAGMA user_version"), 99);
    sqlite3_close(h);
}

Test(store, foreign_files_are_refused)
{
    /* SQLite, but some other application's tables */
    const char *p = tpath("other.db");
    sqlite3 *h = raw(p);
    q_exec(h, "CREATE TABLE t(x)");
    sqlite3_close(h);
    open_fails(p, 0, "not an llfuzz database");
    /* another application id */
    const char *p2 = tpath("other2.db");
    h = raw(p2);
    q_exec(h, "PRAGMA application_id = 1234");
    sqlite3_close(h);
    open_fails(p2, 0, "application_id");
    /* not SQLite at all */
    const char *p3 = tpath("text.db");
    FILE *f = fopen(p3, "w");
    cr_assert(f);
    fputs("; this is an .ll file, not a database, but long enough to have a header....\n", f);
    fclose(f);
    open_fails(p3, 0, "not a database");
    /* missing, read-only */
    open_fails(tpath("missing.db"), DB_READONLY, "No such file");
    cr_assert_neq(access(tpath("missing.db"), F_OK), 0, "a read-only open created the file");
}

/* -------------------------------------------------------------- batches */

Test(store, batch_commit_and_rollback)
{
    const char *p = tpath("b.db");
    Db *db = open_ok(p, 0);
    OK(db, db_begin(db));
    cr_assert_neq(db_begin(db), 0, "nested batch accepted");
    testcase(db, "kept");
    OK(db, db_commit(db));
    OK(db, db_begin(db));
    testcase(db, "dropped");
    OK(db, db_rollback(db));
    cr_assert_neq(db_commit(db), 0, "commit without a batch accepted");
    /* a failed write (unknown test case: foreign key) inside a batch, rolled back */
    OK(db, db_begin(db));
    testcase(db, "dropped too");
    DbDivergence d = {.testcase_id = 999, .signature = "s"};
    int64_t id;
    cr_assert_neq(db_divergence_put(db, &d, &id, NULL), 0, "a divergence of no test case");
    cr_assert(strstr(db_errmsg(db), "FOREIGN KEY"), "%s", db_errmsg(db));
    OK(db, db_rollback(db));
    /* an error message names the file */
    cr_assert(strstr(db_errmsg(db), "b.db"), "%s", db_errmsg(db));
    db_close(db);
    sqlite3 *h = raw(p);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM testcase"), 1);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM testcase WHERE module = 'kept'"), 1);
    sqlite3_close(h);
}

/* -------------------------------------------------------------- dedup */

Test(store, testcase_dedup_by_hash)
{
    cr_assert_eq(ir_hash("", 0), 0xcbf29ce484222325ull);
    cr_assert_eq(ir_hash("a", 1), 0xaf63dc4c8601ec8cull);
    const char *p = tpath("t.db");
    Db *db = open_ok(p, 0);
    int64_t a, b, c;
    int na, nb, nc;
    OK(db, db_testcase_put(db, "define i32 @t0() {\n  ret i32 0\n}\n", 1, "gen", &a, &na));
    OK(db, db_testcase_put(db, "define i32 @t0() {\n  ret i32 0\n}\n", 2, "mutate", &b, &nb));
    OK(db, db_testcase_put(db, "define i32 @t0() {\n  ret i32 1\n}\n", 3, "gen", &c, &nc));
    cr_assert(na == 1 && nb == 0 && nc == 1, "is_new %d %d %d", na, nb, nc);
    cr_assert_eq(a, b);
    cr_assert_neq(a, c);
    db_close(db);
    sqlite3 *h = raw(p);
    char buf[64];
    cr_assert_eq(q_int(h, "SELECT count(*) FROM testcase"), 2);
    /* the first one's seed and origin stay */
    cr_assert_eq(q_int(h, "SELECT gen_seed FROM testcase WHERE id = 1"), 1);
    const char *m2 = "define i32 @t0() {\n  ret i32 1\n}\n";
    snprintf(buf, sizeof buf, "%016llx", (unsigned long long)ir_hash(m2, strlen(m2)));
    char got[64];
    cr_assert_str_eq(q_text(h, "SELECT hash FROM testcase WHERE id = 2", got, sizeof got), buf);
    sqlite3_close(h);
}

Test(store, divergence_dedup_by_signature)
{
    const char *p = tpath("d.db");
    Db *db = open_ok(p, 0);
    int64_t c1 = campaign(db, 1, NULL), c2 = campaign(db, 2, NULL);
    int64_t tc = testcase(db, "m1"), tc2 = testcase(db, "m2");
    int64_t id1, id2, id3, id4;
    cr_assert_eq(diverge(db, c1, tc, "sig-A", 100, &id1), 1);
    cr_assert_eq(diverge(db, c1, tc2, "sig-A", 300, &id2), 0);
    cr_assert_eq(diverge(db, c2, tc2, "sig-A", 200, &id3), 0);
    cr_assert_eq(diverge(db, c2, tc2, "sig-B", 250, &id4), 1);
    cr_assert(id1 == id2 && id2 == id3 && id4 != id1);
    uint64_t hits, unique;
    OK(db, db_counts(db, c1, &hits, &unique, NULL));
    cr_assert(hits == 2 && unique == 1, "campaign 1: %llu hits, %llu unique",
              (unsigned long long)hits, (unsigned long long)unique);
    OK(db, db_counts(db, c2, &hits, &unique, NULL));
    cr_assert(hits == 2 && unique == 2);
    OK(db, db_counts(db, 0, &hits, &unique, NULL));
    cr_assert(hits == 4 && unique == 2);
    OK(db, db_divergence_update(db, id1, "reduced", "define void @f() { ret void }", "instcombine"));
    cr_assert_neq(db_divergence_update(db, 12345, "known", NULL, NULL), 0);
    db_close(db);

    sqlite3 *h = raw(p);
    char buf[128];
    cr_assert_eq(q_int(h, "SELECT count(*) FROM divergence"), 2);
    cr_assert_eq(q_int(h, "SELECT count FROM divergence WHERE signature = 'sig-A'"), 3);
    cr_assert_eq(q_int(h, "SELECT first_seen FROM divergence WHERE signature = 'sig-A'"), 100);
    cr_assert_eq(q_int(h, "SELECT last_seen FROM divergence WHERE signature = 'sig-A'"), 300);
    /* the first sighting's fields stay */
    cr_assert_eq(q_int(h, "SELECT testcase_id FROM divergence WHERE signature = 'sig-A'"), tc);
    cr_assert_eq(q_int(h, "SELECT campaign_id FROM divergence WHERE signature = 'sig-A'"), c1);
    cr_assert_str_eq(q_text(h, "SELECT status FROM divergence WHERE signature = 'sig-A'", buf,
                            sizeof buf),
                     "reduced");
    cr_assert_str_eq(q_text(h, "SELECT status FROM divergence WHERE signature = 'sig-B'", buf,
                            sizeof buf),
                     "new");
    cr_assert_str_eq(q_text(h, "SELECT blamed_pass FROM divergence WHERE id = 1", buf, sizeof buf),
                     "instcombine");
    cr_assert_eq(q_int(h, "SELECT count FROM sighting WHERE campaign_id = 1 AND divergence_id = 1"),
                 2);
    sqlite3_close(h);
}

/* ------------------------------------------------------------- resume */

Test(store, campaign_resume_returns_next_seed)
{
    const char *p = tpath("r.db");
    Db *db = open_ok(p, 0);
    DbCampaign c = {.seed = 100, .shard = "1/4", .engines = "opt-22:-O2", .config = "",
                    .target_llvm = 22};
    int64_t id, id2;
    uint64_t next;
    int resumed;
    OK(db, db_campaign_begin(db, &c, &id, &next, &resumed));
    cr_assert(resumed == 0 && next == 100);
    OK(db, db_begin(db));
    OK(db, db_campaign_progress(db, id, 104));
    OK(db, db_commit(db));
    OK(db, db_campaign_progress(db, id, 108)); /* outside a batch: its own transaction */
    OK(db, db_begin(db));
    OK(db, db_campaign_progress(db, id, 112)); /* lost: the process "dies" in the batch */
    db_close(db);

    db = open_ok(p, 0);
    c.tool_versions = "opt-22 22.1.1";
    OK(db, db_campaign_begin(db, &c, &id2, &next, &resumed));
    cr_assert(resumed == 1 && id2 == id && next == 108, "resumed %d id %lld next %llu", resumed,
              (long long)id2, (unsigned long long)next);
    OK(db, db_campaign_end(db, id, 5000));
    /* an ended campaign continues too */
    OK(db, db_campaign_begin(db, &c, &id2, &next, &resumed));
    cr_assert(resumed == 1 && id2 == id && next == 108);
    /* other parameters: another campaign */
    c.shard = "2/4";
    OK(db, db_campaign_begin(db, &c, &id2, &next, &resumed));
    cr_assert(resumed == 0 && id2 != id && next == 100);
    c.shard = NULL;
    OK(db, db_campaign_begin(db, &c, &id2, &next, &resumed));
    cr_assert(resumed == 0);
    int64_t unsharded = id2;
    c.shard = ""; /* the same as NULL */
    OK(db, db_campaign_begin(db, &c, &id2, &next, &resumed));
    cr_assert(resumed == 1 && id2 == unsharded);
    c.shard = "1/4";
    c.target_llvm = 19;
    OK(db, db_campaign_begin(db, &c, &id2, &next, &resumed));
    cr_assert(resumed == 0);
    cr_assert_neq(db_campaign_progress(db, 999, 1), 0, "progress of no campaign");
    db_close(db);
    sqlite3 *h = raw(p);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM campaign WHERE ended IS NULL AND id = 1"), 1);
    char buf[64];
    cr_assert_str_eq(q_text(h, "SELECT tool_versions FROM campaign WHERE id = 1", buf, sizeof buf),
                     "opt-22 22.1.1");
    sqlite3_close(h);
}

/* ------------------------------------------------------------- leases */

/* A version-1 store (before leases) with a campaign in it is upgraded on
 * open: the lease table appears, the campaign and its frontier stay. */
Test(store, version_1_gets_the_lease_table)
{
    const char *p = tpath("v1.db");
    Db *db = open_ok(p, 0);
    int64_t id = campaign(db, 1, NULL);
    OK(db, db_campaign_progress(db, id, 41));
    db_close(db);
    sqlite3 *h = raw(p);
    q_exec(h, "DROP TABLE coverage; DROP TABLE lease; ALTER TABLE stats DROP COLUMN planned; ALTER TABLE stats DROP COLUMN done; ALTER TABLE stats DROP COLUMN skipped_tool; ALTER TABLE stats DROP COLUMN skipped_rejected; ALTER TABLE stats DROP COLUMN skipped_unsupported; ALTER TABLE stats DROP COLUMN skipped_error; PRAGMA user_version = 1");
    sqlite3_close(h);
    open_fails(p, DB_READONLY, "schema version 1 is older");
    db = open_ok(p, 0);
    char owner[DB_OWNER_SIZE];
    db_lease_owner(owner);
    uint64_t s;
    OK(db, db_lease_take(db, id, owner, 1, 10, &s, NULL));
    cr_assert_eq(s, 41);
    db_close(db);
    h = raw(p);
    cr_assert_eq(q_int(h, "PRAGMA user_version"), DB_SCHEMA_VERSION);
    cr_assert_eq(q_int(h, "SELECT next_seed FROM campaign"), 51);
    sqlite3_close(h);
}

/* Take, done, release, requeue first; a lease is done only by its owner. */
Test(store, leases_take_done_release)
{
    const char *p = tpath("l.db");
    Db *db = open_ok(p, 0);
    int64_t id = campaign(db, 100, "2/3");
    char me[DB_OWNER_SIZE];
    db_lease_owner(me);
    /* shard 2/3 of batches of 4 from seed 100: 104, 116, 128, ... */
    uint64_t s[4], next, nfree;
    int rq;
    for (int i = 0; i < 4; i++) {
        OK(db, db_lease_take(db, id, me, 104, 12, &s[i], &rq));
        cr_assert_eq(s[i], 104 + 12 * (uint64_t)i);
        cr_assert_eq(rq, 0);
    }
    /* 104 done in a batch; 116 skipped outside one */
    OK(db, db_begin(db));
    cr_assert_eq(db_lease_done(db, id, me, 104, 0), 0);
    OK(db, db_commit(db));
    cr_assert_eq(db_lease_done(db, id, me, 116, 1), 0);
    /* done twice, another owner's, no such lease: not ours */
    cr_assert_eq(db_lease_done(db, id, me, 104, 0), 1);
    cr_assert_eq(db_lease_done(db, id, "1:0", 128, 0), 1);
    cr_assert_eq(db_lease_done(db, id, me, 999, 0), 1);
    /* a rolled-back batch leaves the lease held */
    OK(db, db_begin(db));
    cr_assert_eq(db_lease_done(db, id, me, 128, 0), 0);
    OK(db, db_rollback(db));
    /* 128 and 140 released: they come back first, lowest first */
    uint64_t released = 0;
    OK(db, db_lease_release(db, id, me, &released));
    cr_assert_eq(released, 2);
    OK(db, db_lease_next(db, id, me, 104, 12, &next, &nfree));
    cr_assert(next == 128 && nfree == 2, "next %llu, %llu free", (unsigned long long)next,
              (unsigned long long)nfree);
    uint64_t a, b, c;
    OK(db, db_lease_take(db, id, me, 104, 12, &a, &rq));
    cr_assert(a == 128 && rq == 1);
    OK(db, db_lease_take(db, id, me, 104, 12, &b, &rq));
    cr_assert(b == 140 && rq == 1);
    OK(db, db_lease_take(db, id, me, 104, 12, &c, &rq));
    cr_assert(c == 152 && rq == 0);
    db_close(db);
    sqlite3 *h = raw(p);
    char buf[64];
    cr_assert_str_eq(q_text(h, "SELECT group_concat(first_seed || state, ' ') FROM"
                               " (SELECT * FROM lease ORDER BY first_seed)", buf, sizeof buf),
                     "104done 116skipped 128held 140held 152held");
    cr_assert_eq(q_int(h, "SELECT next_seed FROM campaign"), 164);
    sqlite3_close(h);
}

/* The leases of a process that is gone (kill -9) are requeued; those of a
 * live one are not; a pid that runs another process now (another start
 * time) is gone. */
Test(store, leases_of_dead_owners_are_requeued)
{
    const char *p = tpath("d.db");
    Db *db = open_ok(p, 0);
    int64_t id = campaign(db, 1, NULL);
    char me[DB_OWNER_SIZE], reused[DB_OWNER_SIZE + 8], dead[DB_OWNER_SIZE];
    db_lease_owner(me);
    fflush(NULL);
    pid_t pid = fork();
    cr_assert_neq(pid, -1);
    if (pid == 0)
        _exit(0);
    cr_assert_eq(waitpid(pid, NULL, 0), pid);
    snprintf(dead, sizeof dead, "%d:5", (int)pid);
    long long mypid;
    unsigned long long start;
    cr_assert_eq(sscanf(me, "%lld:%llu", &mypid, &start), 2);
    cr_assert_neq(start, 0, "no start time in '%s'", me);
    snprintf(reused, sizeof reused, "%lld:%llu", mypid, start + 1);
    /* three leases taken, then handed to those owners */
    uint64_t s;
    for (int i = 0; i < 3; i++)
        OK(db, db_lease_take(db, id, me, 1, 10, &s, NULL));
    sqlite3 *h = raw(p);
    char sql[256];
    snprintf(sql, sizeof sql,
             "UPDATE lease SET owner = CASE first_seed WHEN 1 THEN '%s' WHEN 11 THEN '%s'"
             " ELSE '1:0' END", /* 1:0, init: alive */
             dead, reused);
    q_exec(h, sql);
    sqlite3_close(h);
    uint64_t next, nfree;
    OK(db, db_lease_next(db, id, me, 1, 10, &next, &nfree));
    cr_assert(next == 1 && nfree == 2, "next %llu, %llu free", (unsigned long long)next,
              (unsigned long long)nfree);
    int rq;
    OK(db, db_lease_take(db, id, me, 1, 10, &s, &rq));
    cr_assert(s == 1 && rq == 1);
    OK(db, db_lease_take(db, id, me, 1, 10, &s, &rq));
    cr_assert(s == 11 && rq == 1);
    OK(db, db_lease_take(db, id, me, 1, 10, &s, &rq));
    cr_assert(s == 31 && rq == 0, "took %llu", (unsigned long long)s);
    /* the dead owner's lease is not its own any more */
    cr_assert_eq(db_lease_done(db, id, dead, 1, 0), 1);
    db_close(db);
}

/* Processes taking leases of one campaign at once never get the same
 * batch. */
Test(store, concurrent_leases_are_disjoint, .timeout = 60)
{
    enum { PROCS = 3, TAKES = 12 };
    const char *p = tpath("cl.db");
    db_close(open_ok(p, 0));
    pid_t pid[PROCS];
    fflush(NULL);
    for (int w = 0; w < PROCS; w++) {
        pid[w] = fork();
        cr_assert_neq(pid[w], -1);
        if (pid[w] == 0) {
            char err[DB_ERR_SIZE], me[DB_OWNER_SIZE];
            Db *db = db_open(p, 0, err);
            if (!db)
                _exit(3);
            DbCampaign c = {.seed = 1, .engines = "interp", .target_llvm = 22};
            int64_t id;
            uint64_t next, s;
            int resumed;
            if (db_campaign_begin(db, &c, &id, &next, &resumed))
                _exit(4);
            db_lease_owner(me);
            for (int i = 0; i < TAKES; i++) {
                if (db_lease_take(db, id, me, 1, 5, &s, NULL))
                    _exit(5);
                DbStats st = {.campaign_id = id, .interval_s = 1, .modules = 5};
                if (db_begin(db) || db_stats_put(db, &st) || db_lease_done(db, id, me, s, 0) ||
                    db_commit(db))
                    _exit(6);
            }
            db_close(db);
            _exit(0);
        }
    }
    for (int w = 0; w < PROCS; w++) {
        int status;
        cr_assert_eq(waitpid(pid[w], &status, 0), pid[w]);
        cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0, "process %d: status 0x%x", w,
                  status);
    }
    sqlite3 *h = raw(p);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM campaign"), 1);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM lease WHERE state = 'done'"), PROCS * TAKES);
    cr_assert_eq(q_int(h, "SELECT count(DISTINCT owner) FROM lease"), PROCS);
    cr_assert_eq(q_int(h, "SELECT max(first_seed) FROM lease"), 1 + 5 * (PROCS * TAKES - 1));
    cr_assert_eq(q_int(h, "SELECT sum(modules) FROM stats"), 5 * PROCS * TAKES);
    cr_assert_eq(q_int(h, "SELECT next_seed FROM campaign"), 1 + 5 * PROCS * TAKES);
    sqlite3_close(h);
}

/* -------------------------------------------------------------- merge */

static void
stats(Db *db, int64_t camp, uint64_t modules)
{
    DbStats s = {.campaign_id = camp, .at = 2000, .interval_s = 60, .modules = modules,
                 .functions = 3 * modules, .executions = 12 * modules, .divergences = 1,
                 .time_llfuzz_s = 20, .time_tools_s = 40};
    OK(db, db_stats_put(db, &s));
}

/* A: campaign 1 {sig-1 x2 (t=100, 500), sig-2}; B: campaigns 1, 2
 * {sig-1 x3 from t=50 with a reduced module, sig-3}, a test case shared. */
static void
make_pair(const char *pa, const char *pb)
{
    Db *a = open_ok(pa, 0);
    int64_t ca = campaign(a, 1, "0/2");
    int64_t ta = testcase(a, "shared module");
    int64_t tb = testcase(a, "module only in A");
    int64_t id;
    diverge(a, ca, ta, "sig-1", 100, &id);
    diverge(a, ca, ta, "sig-1", 500, &id);
    diverge(a, ca, tb, "sig-2", 100, &id);
    stats(a, ca, 10);
    db_close(a);

    Db *b = open_ok(pb, 0);
    int64_t cb1 = campaign(b, 1, "1/2");
    int64_t cb2 = campaign(b, 9, NULL);
    int64_t tb1 = testcase(b, "module only in B");
    int64_t tb2 = testcase(b, "shared module");
    diverge(b, cb1, tb1, "sig-1", 50, &id);
    OK(b, db_divergence_update(b, id, "reduced", "small", "gvn"));
    diverge(b, cb1, tb1, "sig-1", 60, &id);
    diverge(b, cb2, tb2, "sig-1", 70, &id);
    diverge(b, cb2, tb2, "sig-3", 80, &id);
    stats(b, cb1, 20);
    stats(b, cb2, 30);
    stats(b, cb2, 40);
    db_close(b);
}

typedef struct StatsSeen {
    int n;
    int64_t at[4];
    uint64_t modules[4];
} StatsSeen;

static int
stats_seen(void *ctx, const DbStats *st)
{
    StatsSeen *v = ctx;
    if (v->n < 4) {
        v->at[v->n] = st->at;
        v->modules[v->n] = st->modules;
    }
    v->n++;
    return 0;
}

/* db_stats_list: every interval of every campaign, oldest first, whatever
 * order they were written in (the report's lines over time). */
Test(store, stats_list_oldest_first)
{
    Db *db = open_ok(tpath("s.db"), 0);
    int64_t c1 = campaign(db, 1, NULL), c2 = campaign(db, 2, NULL);
    DbStats s = {.campaign_id = c1, .at = 3000, .interval_s = 60, .modules = 30};
    OK(db, db_stats_put(db, &s));
    s.campaign_id = c2, s.at = 1000, s.modules = 10;
    OK(db, db_stats_put(db, &s));
    s.campaign_id = c1, s.at = 2000, s.modules = 20;
    OK(db, db_stats_put(db, &s));
    StatsSeen v = {0};
    OK(db, db_stats_list(db, stats_seen, &v));
    cr_assert_eq(v.n, 3);
    cr_assert_eq(v.at[0], 1000);
    cr_assert_eq(v.modules[0], 10);
    cr_assert_eq(v.at[2], 3000);
    cr_assert_eq(v.modules[2], 30);
    db_close(db);
}

Test(store, merge_two_stores)
{
    const char *pa = tpath("A.db"), *pb = tpath("B.db"), *po = tpath("ALL.db");
    make_pair(pa, pb);
    const char *in[] = {pa, pb};
    char err[DB_ERR_SIZE];
    cr_assert_eq(db_merge(po, in, 2, err), 0, "%s", err);

    sqlite3 *h = raw(po);
    char buf[128];
    cr_assert_eq(q_int(h, "PRAGMA user_version"), DB_SCHEMA_VERSION);
    cr_assert_str_eq(q_text(h, "PRAGMA integrity_check", buf, sizeof buf), "ok");
    cr_assert_eq(q_int(h, "SELECT count(*) FROM pragma_foreign_key_check"), 0);
    /* campaigns: A's 1, then B's 1 and 2 as 2 and 3 */
    cr_assert_eq(q_int(h, "SELECT count(*) FROM campaign"), 3);
    cr_assert_str_eq(q_text(h, "SELECT group_concat(shard, ' ') FROM"
                               " (SELECT coalesce(shard, '-') AS shard FROM campaign ORDER BY id)",
                            buf, sizeof buf),
                     "0/2 1/2 -");
    cr_assert_eq(q_int(h, "SELECT seed FROM campaign WHERE id = 3"), 9);
    /* test cases: the shared one once */
    cr_assert_eq(q_int(h, "SELECT count(*) FROM testcase"), 3);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM testcase WHERE module = 'shared module'"), 1);
    /* divergences: counts summed, earliest first sighting wins (B's, t=50, campaign 2) */
    cr_assert_eq(q_int(h, "SELECT count(*) FROM divergence"), 3);
    cr_assert_eq(q_int(h, "SELECT count FROM divergence WHERE signature = 'sig-1'"), 5);
    cr_assert_eq(q_int(h, "SELECT first_seen FROM divergence WHERE signature = 'sig-1'"), 50);
    cr_assert_eq(q_int(h, "SELECT last_seen FROM divergence WHERE signature = 'sig-1'"), 500);
    cr_assert_eq(q_int(h, "SELECT campaign_id FROM divergence WHERE signature = 'sig-1'"), 2);
    cr_assert_str_eq(q_text(h, "SELECT t.module FROM divergence d JOIN testcase t"
                               " ON t.id = d.testcase_id WHERE signature = 'sig-1'",
                            buf, sizeof buf),
                     "module only in B");
    cr_assert_str_eq(q_text(h, "SELECT reduced_ir || ' ' || blamed_pass || ' ' || status"
                               " FROM divergence WHERE signature = 'sig-1'",
                            buf, sizeof buf),
                     "small gvn reduced");
    /* sig-3 came from B's campaign 2, now 3, with B's test case of the shared module */
    cr_assert_eq(q_int(h, "SELECT campaign_id FROM divergence WHERE signature = 'sig-3'"), 3);
    cr_assert_str_eq(q_text(h, "SELECT t.module FROM divergence d JOIN testcase t"
                               " ON t.id = d.testcase_id WHERE signature = 'sig-3'",
                            buf, sizeof buf),
                     "shared module");
    /* sightings per campaign, remapped */
    cr_assert_str_eq(q_text(h, "SELECT group_concat(x, ' ') FROM (SELECT s.campaign_id || ':' ||"
                               " d.signature || '=' || s.count AS x FROM sighting s JOIN divergence"
                               " d ON d.id = s.divergence_id ORDER BY s.campaign_id, d.signature)",
                            buf, sizeof buf),
                     "1:sig-1=2 1:sig-2=1 2:sig-1=2 3:sig-1=1 3:sig-3=1");
    /* stats copied */
    cr_assert_eq(q_int(h, "SELECT count(*) FROM stats"), 4);
    cr_assert_eq(q_int(h, "SELECT sum(modules) FROM stats WHERE campaign_id = 3"), 70);
    sqlite3_close(h);

    /* the order of the inputs changes ids, not contents */
    const char *po2 = tpath("ALL2.db");
    const char *in2[] = {pb, pa};
    cr_assert_eq(db_merge(po2, in2, 2, err), 0, "%s", err);
    h = raw(po2);
    cr_assert_eq(q_int(h, "SELECT count FROM divergence WHERE signature = 'sig-1'"), 5);
    cr_assert_eq(q_int(h, "SELECT first_seen FROM divergence WHERE signature = 'sig-1'"), 50);
    cr_assert_str_eq(q_text(h, "SELECT reduced_ir FROM divergence WHERE signature = 'sig-1'", buf,
                            sizeof buf),
                     "small");
    cr_assert_eq(q_int(h, "SELECT campaign_id FROM divergence WHERE signature = 'sig-2'"), 3);
    sqlite3_close(h);

    /* a merged store merges again */
    const char *po3 = tpath("ALL3.db");
    const char *in3[] = {po};
    cr_assert_eq(db_merge(po3, in3, 1, err), 0, "%s", err);
    h = raw(po3);
    cr_assert_eq(q_int(h, "SELECT sum(count) FROM divergence"), 7);
    sqlite3_close(h);
}

Test(store, merge_errors_leave_nothing)
{
    const char *pa = tpath("A.db"), *pb = tpath("B.db"), *po = tpath("OUT.db");
    make_pair(pa, pb);
    char err[DB_ERR_SIZE];
    /* the output exists */
    const char *in[] = {pa, pb};
    cr_assert_neq(db_merge(pa, in, 2, err), 0);
    cr_assert(strstr(err, "exists"), "%s", err);
    /* a missing input, a newer one, the same input twice */
    const char *in2[] = {pa, tpath("missing.db")};
    cr_assert_neq(db_merge(po, in2, 2, err), 0);
    cr_assert(strstr(err, "missing.db"), "%s", err);
    cr_assert_neq(access(po, F_OK), 0, "merge left %s", po);
    const char *in3[] = {pa, pa};
    cr_assert_neq(db_merge(po, in3, 2, err), 0);
    cr_assert(strstr(err, "same store"), "%s", err);
    sqlite3 *h = raw(pb);
    q_exec(h, "PRAGMA user_version = 7");
    sqlite3_close(h);
    cr_assert_neq(db_merge(po, in, 2, err), 0);
    cr_assert(strstr(err, "newer"), "%s", err);
    cr_assert_neq(access(po, F_OK), 0, "merge left %s", po);
    cr_assert_neq(db_merge(po, in, 0, err), 0);
}

/* ----------------------------------------------- kill -9 at any moment */

enum { K_CASES = 24, FIRST_SEED = 1000 };

/* The campaign of the child: batch after batch, each one K_CASES test
 * cases, one divergence put per test case (some signatures repeat across
 * batches), and the progress, in one transaction.  Never returns. */
static void
child_campaign(const char *path)
{
    char err[DB_ERR_SIZE];
    Db *db = db_open(path, 0, err);
    if (!db)
        _exit(3);
    DbCampaign c = {.seed = FIRST_SEED, .engines = "interp", .target_llvm = 22};
    int64_t id, tc;
    uint64_t next;
    int resumed;
    if (db_campaign_begin(db, &c, &id, &next, &resumed))
        _exit(4);
    char text[1200];
    for (uint64_t b = next - FIRST_SEED;; b++) {
        if (db_begin(db))
            _exit(5);
        for (int i = 0; i < K_CASES; i++) {
            int n = snprintf(text, sizeof text, "; batch %llu case %d\n", (unsigned long long)b, i);
            memset(text + n, 'x', sizeof text - (size_t)n - 1);
            text[sizeof text - 1] = 0;
            char sig[64];
            if (i % 2)
                snprintf(sig, sizeof sig, "common-%d", i % 5);
            else
                snprintf(sig, sizeof sig, "unique-%llu-%d", (unsigned long long)b, i);
            DbDivergence d = {.campaign_id = id, .kind = "hang", .signature = sig};
            if (db_testcase_put(db, text, b, "gen", &tc, NULL))
                _exit(6);
            d.testcase_id = tc;
            if (db_divergence_put(db, &d, NULL, NULL))
                _exit(7);
        }
        DbStats s = {.campaign_id = id, .interval_s = 1, .modules = 1};
        if (db_stats_put(db, &s) || db_campaign_progress(db, id, FIRST_SEED + b + 1) ||
            db_commit(db))
            _exit(8);
    }
}

/* What a killed campaign must leave: an intact file, and exactly the
 * batches its progress says were done.  Returns the batches done. */
static int64_t
check_after_kill(const char *path, int round)
{
    sqlite3 *h = raw(path);
    char buf[256];
    cr_assert_str_eq(q_text(h, "PRAGMA integrity_check", buf, sizeof buf), "ok", "round %d",
                     round);
    /* killed before the schema was made (or during): no schema at all */
    if (q_int(h, "PRAGMA user_version") == 0) {
        cr_assert_eq(q_int(h, "SELECT count(*) FROM sqlite_master"), 0,
                     "round %d: a partial schema", round);
        sqlite3_close(h);
        return 0;
    }
    cr_assert_eq(q_int(h, "SELECT count(*) FROM pragma_foreign_key_check"), 0);
    int64_t ncamp = q_int(h, "SELECT count(*) FROM campaign");
    cr_assert_leq(ncamp, 1, "round %d", round);
    int64_t nb = ncamp ? q_int(h, "SELECT next_seed FROM campaign") - FIRST_SEED : 0;
    cr_assert_geq(nb, 0);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM testcase"), nb * K_CASES,
                 "round %d: %lld batches recorded, test cases of a partial batch visible", round,
                 (long long)nb);
    cr_assert_eq(q_int(h, "SELECT count(DISTINCT gen_seed) FROM testcase"), nb);
    if (nb)
        cr_assert_eq(q_int(h, "SELECT max(gen_seed) FROM testcase"), nb - 1);
    cr_assert_eq(q_int(h, "SELECT coalesce(sum(count), 0) FROM divergence"), nb * K_CASES,
                 "round %d: divergence counts of a partial batch", round);
    cr_assert_eq(q_int(h, "SELECT coalesce(sum(count), 0) FROM sighting"), nb * K_CASES);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM stats"), nb);
    sqlite3_close(h);
    return nb;
}

Test(store, kill9_loses_at_most_the_batch_in_flight, .timeout = 60)
{
    const char *p = tpath("k.db");
    /* delays in microseconds: from "before the first batch" to many batches */
    static const int delays[] = {2000, 30000, 55000, 8000, 90000, 41000, 120000, 17000, 70000};
    unsigned seed = (unsigned)time(NULL) ^ (unsigned)getpid();
    int64_t prev = 0, advanced = 0;
    /* the nine delays at least, and more rounds (each stall doubling the
     * delay, up to 16x) until three made progress: a loaded machine, an
     * ASan build may run the child slowly */
    int nd = (int)(sizeof delays / sizeof delays[0]), r, scale = 1;
    for (r = 0; r < 40 && (r < nd || advanced < 3); r++) {
        fflush(NULL);
        pid_t pid = fork();
        cr_assert_neq(pid, -1, "fork: %s", strerror(errno));
        if (pid == 0)
            child_campaign(p);
        usleep((useconds_t)(delays[r % nd] * scale + rand_r(&seed) % 20000));
        kill(pid, SIGKILL);
        int status;
        cr_assert_eq(waitpid(pid, &status, 0), pid);
        cr_assert(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL,
                  "round %d: the child stopped by itself (exit status %d)", r,
                  WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        int64_t nb = check_after_kill(p, r);
        cr_assert_geq(nb, prev, "round %d: progress went back", r);
        advanced += nb > prev;
        scale = nb > prev ? 1 : scale < 16 ? 2 * scale : 16;
        prev = nb;
    }
    cr_assert_geq(advanced, 3, "the campaign hardly ever got a batch done (%lld rounds of %d)",
                  (long long)advanced, r);
    /* and it resumes where it stopped */
    Db *db = open_ok(p, 0);
    DbCampaign c = {.seed = FIRST_SEED, .engines = "interp", .target_llvm = 22};
    int64_t id;
    uint64_t next;
    int resumed;
    OK(db, db_campaign_begin(db, &c, &id, &next, &resumed));
    cr_assert(resumed && id == 1 && next == (uint64_t)(FIRST_SEED + prev));
    OK(db, db_begin(db));
    OK(db, db_campaign_progress(db, id, next + 1));
    OK(db, db_commit(db));
    db_close(db);
}

/* ------------------------------- several writers and a reader at once */

/* A campaign worker of `llfuzz campaign -j N`: its own campaign (seed w),
 * nb batches into the shared store, every signature shared by all workers. */
static void
child_worker(const char *path, int w, int nb)
{
    char err[DB_ERR_SIZE];
    Db *db = db_open(path, 0, err);
    if (!db)
        _exit(3);
    DbCampaign c = {.seed = (uint64_t)w, .engines = "interp", .target_llvm = 22};
    int64_t id, tc;
    uint64_t next;
    int resumed;
    if (db_campaign_begin(db, &c, &id, &next, &resumed))
        _exit(4);
    for (int b = 0; b < nb; b++) {
        char text[64], sig[32];
        if (db_begin(db))
            _exit(5);
        for (int i = 0; i < 10; i++) {
            snprintf(text, sizeof text, "; worker %d batch %d case %d\n", w, b, i);
            snprintf(sig, sizeof sig, "shared-%d", i);
            DbDivergence d = {.campaign_id = id, .kind = "crash", .signature = sig};
            if (db_testcase_put(db, text, (uint64_t)b, "gen", &tc, NULL))
                _exit(6);
            d.testcase_id = tc;
            if (db_divergence_put(db, &d, NULL, NULL))
                _exit(7);
        }
        if (db_campaign_progress(db, id, (uint64_t)(w + b + 1)) || db_commit(db))
            _exit(8);
    }
    db_close(db);
    _exit(0);
}

Test(store, concurrent_writers_and_a_reader, .timeout = 60)
{
    enum { WORKERS = 3, BATCHES = 40 };
    const char *p = tpath("c.db");
    db_close(open_ok(p, 0)); /* the schema, before the workers race for it */
    pid_t pid[WORKERS];
    fflush(NULL);
    for (int w = 0; w < WORKERS; w++) {
        pid[w] = fork();
        cr_assert_neq(pid[w], -1);
        if (pid[w] == 0)
            child_worker(p, w + 1, BATCHES);
    }
    /* a reader (`llfuzz db list` during a campaign) sees whole batches only */
    Db *r = open_ok(p, DB_READONLY);
    for (int i = 0; i < 50; i++) {
        uint64_t hits, unique, tcs;
        OK(r, db_counts(r, 0, &hits, &unique, &tcs));
        cr_assert_eq(hits % 10, 0, "a reader saw part of a batch (%llu sightings)",
                     (unsigned long long)hits);
        cr_assert_eq(hits, tcs);
        usleep(1000);
    }
    db_close(r);
    for (int w = 0; w < WORKERS; w++) {
        int status;
        cr_assert_eq(waitpid(pid[w], &status, 0), pid[w]);
        cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0,
                  "worker %d failed (status 0x%x)", w, status);
    }
    sqlite3 *h = raw(p);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM campaign"), WORKERS);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM testcase"), WORKERS * BATCHES * 10);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM divergence"), 10);
    cr_assert_eq(q_int(h, "SELECT sum(count) FROM divergence"), WORKERS * BATCHES * 10);
    cr_assert_eq(q_int(h, "SELECT count(*) FROM sighting"), WORKERS * 10);
    cr_assert_eq(q_int(h, "SELECT sum(next_seed - seed) FROM campaign"), WORKERS * BATCHES);
    sqlite3_close(h);
}
