/* test_reduce.c -- units of the reducer's bookkeeping (reduce/sig.c and the
 * store's re-signing): crash keys, signatures, known-bug lists.  The
 * reductions themselves are golden tests (tests/golden/reduce/). */
#include <criterion/criterion.h>

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "reduce/reduce.h"

static void
key_is(const char *msg, const char *want)
{
    char *k = red_crash_key(msg);
    cr_expect_str_eq(k, want, "key of \"%s\"", msg);
    free(k);
}

Test(reduce, crash_keys)
{
    /* the LLVM ERROR line wins over the lines before it; node numbers,
     * addresses and the function go */
    key_is("llc-22 died of signal 6 (Aborted)\n  LLVM ERROR: Cannot select: 0x55a0e3242100: i8 = setcc "
           "0x55a0e323d260, Constant:i128<0>, seteq:ch\n  0x55: i128 = bitcast",
           "LLVM ERROR: Cannot select: 0x?: i8 = setcc 0x?, Constant:i128<N>, seteq:ch");
    key_is("llc-22 exited with status 1\n  LLVM ERROR: unable to legalize instruction: %14:_(s192) = "
           "G_BITCAST %12:_(<3 x s64>) (in function: h1)",
           "LLVM ERROR: unable to legalize instruction: %N:_(s192) = G_BITCAST %N:_(<N x s64>)");
    key_is("LLVM ERROR: Cannot select: t42: i32 = udiv t7, t9", "LLVM ERROR: Cannot select: tN: i32 = udiv tN, tN");
    /* a path keeps its last component; the numbers after it go */
    key_is("opt-22 exited with 1: opt-22: /tmp/llfuzz-opt-x1/in.ll:3:14: error: bad|more",
           "opt-N: in.ll:N:N: error: bad");
    /* keys are fixed points */
    key_is("LLVM ERROR: Cannot select: 0x?: i8 = setcc 0x?, Constant:i128<N>, seteq:ch",
           "LLVM ERROR: Cannot select: 0x?: i8 = setcc 0x?, Constant:i128<N>, seteq:ch");
    key_is(NULL, "");
}

Test(reduce, signatures)
{
    const char *m = "define i8 @f(i8 %x) {\n  %a = xor i8 %x, 1\n  %b = add i8 %a, %a\n  %c = add i8 %b, 1\n"
                    "  ret i8 %c\n}\n";
    char *s = red_signature("opt-22:-O2", ORC_VALUE, "instcombine", m, "f", NULL);
    cr_expect_str_eq(s, "opt-22|value mismatch|instcombine|add,add,ret,xor");
    free(s);
    /* arguments of the engine are no part of it; a tool failure is its key */
    s = red_signature("llc-22:-O0 -global-isel", ORC_CRASH, NULL, NULL, "", "LLVM ERROR: Cannot select: t1: i1");
    cr_expect_str_eq(s, "llc-22|crash||LLVM ERROR: Cannot select: tN: i1");
    free(s);
    s = red_signature_unreduced("opt-19:-O3", ORC_POISON, 77, "t1", "i8 poison");
    cr_expect_str_eq(s, "opt-19:-O3|target is more poisonous|seed 77|@t1");
    free(s);
    cr_expect_eq(red_verdict_from_name("memory mismatch"), ORC_MEMORY);
    cr_expect_eq(red_verdict_from_name("nonsense"), -1);
    cr_expect_eq(red_count_insts(m, strlen(m)), 4);
    cr_expect_eq(red_count_insts("garbage", 7), -1);
}

Test(reduce, known_list)
{
    char path[] = "/tmp/llfuzz-known-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    const char *text = "# known bugs\n\n  opt-22|value mismatch|instcombine|ret,xor   # PR 1234\n"
                       "llc-22|crash||LLVM ERROR: Cannot select: tN: i32 = udiv tN, tN\n";
    cr_assert(write(fd, text, strlen(text)) == (ssize_t)strlen(text));
    close(fd);
    char err[256];
    RedKnown *k = red_known_load(path, err, sizeof err);
    cr_assert(k, "%s", err);
    cr_expect(red_known_has(k, "opt-22|value mismatch|instcombine|ret,xor"));
    cr_expect(red_known_has(k, "llc-22|crash||LLVM ERROR: Cannot select: tN: i32 = udiv tN, tN"));
    cr_expect(!red_known_has(k, "# known bugs"));
    cr_expect(!red_known_has(k, "opt-22|value mismatch|instcombine|ret"));
    red_known_free(k);
    unlink(path);
    cr_expect(!red_known_load("/nonexistent/known", err, sizeof err));
}

/* Re-signing a row: a new signature renames it; one another row has merges
 * the two (counts, sightings). */
Test(reduce, resign)
{
    char dir[] = "/tmp/llfuzz-resign-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[128];
    snprintf(path, sizeof path, "%s/s.db", dir);
    char err[DB_ERR_SIZE];
    Db *db = db_open(path, 0, err);
    cr_assert(db, "%s", err);
    DbCampaign c = {1, NULL, "opt-22:-O2", "", "", 22, 0};
    int64_t cid, tid, d1, d2, d3, into;
    uint64_t next;
    int resumed, isnew;
    cr_assert(db_campaign_begin(db, &c, &cid, &next, &resumed) == 0);
    cr_assert(db_testcase_put(db, "define void @f() {\n  ret void\n}\n", 1, "gen", &tid, NULL) == 0);
    DbDivergence d = {0};
    d.campaign_id = cid;
    d.testcase_id = tid;
    d.kind = "value mismatch";
    d.signature = "a";
    cr_assert(db_divergence_put(db, &d, &d1, &isnew) == 0);
    cr_assert(db_divergence_put(db, &d, &d1, &isnew) == 0); /* seen twice */
    d.signature = "b";
    cr_assert(db_divergence_put(db, &d, &d2, &isnew) == 0);
    d.signature = "c";
    cr_assert(db_divergence_put(db, &d, &d3, &isnew) == 0);
    cr_assert(db_divergence_resign(db, d3, "z", &into) == 0);
    cr_expect_eq(into, d3);
    cr_assert(db_divergence_resign(db, d1, "b", &into) == 0);
    cr_expect_eq(into, d2);
    db_close(db);
    sqlite3 *h;
    cr_assert(sqlite3_open(path, &h) == SQLITE_OK);
    sqlite3_stmt *s;
    cr_assert(sqlite3_prepare_v2(h, "SELECT group_concat(signature || '=' || count, ' ') FROM "
                                    "(SELECT * FROM divergence ORDER BY id)", -1, &s, NULL) == SQLITE_OK);
    cr_assert(sqlite3_step(s) == SQLITE_ROW);
    cr_expect_str_eq((const char *)sqlite3_column_text(s, 0), "b=3 z=1");
    sqlite3_finalize(s);
    cr_assert(sqlite3_prepare_v2(h, "SELECT sum(count), count(*) FROM sighting", -1, &s, NULL) == SQLITE_OK);
    cr_assert(sqlite3_step(s) == SQLITE_ROW);
    cr_expect_eq(sqlite3_column_int(s, 0), 4);
    cr_expect_eq(sqlite3_column_int(s, 1), 2);
    sqlite3_finalize(s);
    sqlite3_close(h);
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_expect(system(cmd) == 0);
}

/* `llfuzz reduce --db` on a row an older llfuzz judged otherwise: the same
 * function and input still diverge, with another verdict, and that is what
 * is reduced (the row said "source is more defined than target"; the
 * fixture opt-22 of tests/golden/reduce/, which turns xor into or after
 * instcombine, makes a value mismatch). */
Test(reduce, row_with_an_older_verdict)
{
    const char *bin = getenv("LLFUZZ_BIN"), *root = getenv("LLFUZZ_ROOT");
    if (!bin || !root || system("command -v opt-22 >/dev/null 2>&1") != 0)
        cr_skip_test("needs LLFUZZ_BIN, LLFUZZ_ROOT and opt-22");
    char dir[] = "/tmp/llfuzz-older-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[128], cmd[1024];
    snprintf(cmd, sizeof cmd, "mkdir -p %s/bin && cp %s/tests/golden/reduce/Inputs/opt-xor-to-or.sh %s/bin/opt-22",
             dir, root, dir);
    cr_assert(system(cmd) == 0);
    snprintf(path, sizeof path, "%s/s.db", dir);
    char err[DB_ERR_SIZE];
    Db *db = db_open(path, 0, err);
    cr_assert(db, "%s", err);
    DbCampaign c = {1, NULL, "opt-22:-O2", "", "", 22, 0};
    int64_t cid, tid, id;
    uint64_t next;
    int resumed, isnew;
    cr_assert(db_campaign_begin(db, &c, &cid, &next, &resumed) == 0);
    cr_assert(db_testcase_put(db,
                              "define i8 @f(i8 %a, i8 %b) {\n"
                              "  %s = add i8 %a, 3\n"
                              "  %x = xor i8 %s, %b\n"
                              "  %m = mul i8 %x, 5\n"
                              "  ret i8 %m\n"
                              "}\n",
                              1, "gen", &tid, NULL) == 0);
    DbDivergence d = {0};
    d.campaign_id = cid;
    d.testcase_id = tid;
    d.engine = "opt-22:-O2";
    d.kind = "source is more defined than target";
    d.function = "f";
    d.input = "@f(i8 1, i8 4)";
    d.signature = "opt-22:-O2|source is more defined than target|seed 1|@f";
    cr_assert(db_divergence_put(db, &d, &id, &isnew) == 0);
    db_close(db);
    snprintf(cmd, sizeof cmd, "PATH=%s/bin:$PATH %s reduce --db %s --id %lld -q -o %s/r.ll 2>%s/err; echo $? >%s/rc",
             dir, bin, path, (long long)id, dir, dir, dir);
    cr_assert(system(cmd) == 0);
    char rc[16] = "", errs[2048] = "", r[4096] = "";
    snprintf(cmd, sizeof cmd, "%s/rc", dir);
    FILE *f = fopen(cmd, "r");
    cr_assert(f && fgets(rc, sizeof rc, f));
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s/err", dir);
    f = fopen(cmd, "r");
    cr_assert(f);
    errs[fread(errs, 1, sizeof errs - 1, f)] = 0;
    fclose(f);
    cr_expect_str_eq(rc, "0\n", "%s", errs);
    cr_expect(strstr(errs, "is now a 'value mismatch' (stored as 'source is more defined than target')"), "%s", errs);
    snprintf(cmd, sizeof cmd, "%s/r.ll", dir);
    f = fopen(cmd, "r");
    cr_assert(f, "no reduced file: %s", errs);
    r[fread(r, 1, sizeof r - 1, f)] = 0;
    fclose(f);
    cr_expect(strstr(r, "; llfuzz reduce: value mismatch in @f with opt-22:-O2"), "%s", r);
    cr_expect(strstr(r, "xor i8"), "%s", r);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_expect(system(cmd) == 0);
}
