/* test_reduce.c -- units of the reducer's bookkeeping (reduce/sig.c and the
 * store's re-signing): crash keys, signatures, known-bug lists.  The
 * reductions themselves are golden tests (tests/golden/reduce/). */
#include "store/store.h"
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
    cr_expect_str_eq(k, want, "key of \"%s\": \"%s\"", msg, k);
    free(k);
}

/* A real stderr text of an LLVM 22 tool (tests/unit/Inputs/crash/, the
 * first lines of what the tool printed on this machine) as llfuzz records
 * it: the header exec/ writes, then the text. */
static char *
real_crash(const char *name, const char *header)
{
    const char *root = getenv("LLFUZZ_ROOT");
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/unit/Inputs/crash/%s.txt", root ? root : ".", name);
    size_t len;
    char *text = ir_read_file(path, &len);
    cr_assert(text, "cannot read %s", path);
    size_t hl = strlen(header);
    char *m = malloc(hl + len + 1);
    memcpy(m, header, hl);
    memcpy(m + hl, text, len + 1);
    ir_free(text);
    return m;
}

static char *
real_key(const char *name, const char *header)
{
    char *m = real_crash(name, header);
    char *k = red_crash_key(m);
    free(m);
    return k;
}

Test(reduce, crash_keys)
{
    /* the LLVM ERROR line wins over the lines before it; a Cannot select
     * is its node kind, without the numbered operands */
    key_is("llc-22 died of signal 6 (Aborted)\n  LLVM ERROR: Cannot select: 0x55a0e3242100: i8 = setcc "
           "0x55a0e323d260, Constant:i128<0>, seteq:ch\n  0x55: i128 = bitcast",
           "LLVM ERROR: Cannot select: setcc");
    key_is("llc-22 exited with status 1\n  LLVM ERROR: unable to legalize instruction: %14:_(s192) = "
           "G_BITCAST %12:_(<3 x s64>) (in function: h1)",
           "LLVM ERROR: unable to legalize instruction: %?:_(s192) = G_BITCAST %?:_(<N x s64>)");
    key_is("LLVM ERROR: Cannot select: t42: i32 = udiv t7, t9", "LLVM ERROR: Cannot select: udiv");
    key_is("LLVM ERROR: Cannot select: intrinsic %llvm.x86.sse2.pause", "LLVM ERROR: Cannot select: intrinsic %llvm.x86.sse2.pause");
    /* a path keeps its last component; the numbers after it go */
    key_is("opt-22 exited with 1: opt-22: /tmp/llfuzz-opt-x1/in.ll:3:14: error: bad|more",
           "opt-N: in.ll:N:N: error: bad");
    /* value names and constants go */
    key_is("opt-22 exited with 1: LLVM ERROR: Broken function: %x.12 = add i32 %y, -7 in @f3",
           "LLVM ERROR: Broken function: %? = add i32 %?, N in @?");
    /* an assertion: its file and text, not the line nor the function; in
     * the form LLVM's assert prints (no LLVM 22 with assertions here) */
    key_is("opt-22 died of signal 6: opt-22: /build/llvm/lib/IR/Value.cpp:512: void "
           "llvm::Value::doRAUW(llvm::Value*, ReplaceMetadataUses): Assertion `New->getType() == getType() && "
           "\"replaceAllUses of value with new value of different type!\"' failed.|PLEASE submit a bug report",
           "Value.cpp: Assertion `New->getType() == getType() && \"replaceAllUses of value with new value of "
           "different type!\"' failed");
    key_is("opt-22 died of signal 6: Unexpected opcode 17|UNREACHABLE executed at /b/llvm/lib/Foo/Bar.cpp:4242!|"
           "PLEASE submit a bug report",
           "UNREACHABLE executed at Bar.cpp: Unexpected opcode N");
    /* keys are fixed points */
    key_is("LLVM ERROR: Cannot select: setcc", "LLVM ERROR: Cannot select: setcc");
    key_is("UNREACHABLE executed at Bar.cpp: Unexpected opcode N", "UNREACHABLE executed at Bar.cpp: Unexpected opcode N");
    key_is("Value.cpp: Assertion `New->getType() == getType()' failed",
           "Value.cpp: Assertion `New->getType() == getType()' failed");
    key_is("signal 11 in llvm::A<4>::f < llvm::B::g", "signal 11 in llvm::A<4>::f < llvm::B::g");
    key_is("LLVM ERROR: unable to legalize instruction: %?:_(s192) = G_BITCAST %?:_(<N x s64>)",
           "LLVM ERROR: unable to legalize instruction: %?:_(s192) = G_BITCAST %?:_(<N x s64>)");
    key_is(NULL, "");
}

/* Real crashes of llc-22 (aarch64): the same Cannot select on two modules
 * (other addresses, constants, functions) is one key; another LLVM ERROR
 * is another key. */
Test(reduce, crash_keys_cannot_select)
{
    char *a = real_key("llc22-select-setcc-1", "llc-22 died of signal 6 (Aborted)\n");
    char *b = real_key("llc22-select-setcc-2", "llc-22 died of signal 6 (Aborted)\n");
    char *c = real_key("llc22-libcall", "llc-22 died of signal 6 (Aborted)\n");
    cr_expect_str_eq(a, "LLVM ERROR: Cannot select: setcc");
    cr_expect_str_eq(a, b);
    cr_expect_str_eq(c, "LLVM ERROR: unsupported library call operation");
    cr_expect_str_neq(a, c);
    free(a);
    free(b);
    free(c);
}

/* Real segfaults of opt-22 (its parser's stack overflows): the key is the
 * first LLVM frames of the stack dump, never the generic "PLEASE submit a
 * bug report" line; two runs (other addresses, other arguments) are one
 * key, whether the dump was symbolized or not; a crash in other frames is
 * another key. */
/* A trap in a stripped libLLVM: no frame has a name, so the key is the
 * signal and the innermost pass of the pass stack (it was empty: every such
 * crash shared one row). */
/* LLVM 14 without llvm-symbolizer (as the reducer runs tools) prints
 * glibc's backtrace_symbols lines, names mangled: the same key as the
 * symbolized dump.  Before, it was "signal 11", so the reducer kept a key
 * any LLVM 14 crash matched, and the row's signature merged them all. */
Test(reduce, crash_keys_llvm14_mangled_frames)
{
    char *a = real_key("opt14-laa", "opt-14 died of signal 11: ");
    char *n = real_key("opt14-laa-nosym", "opt-14 died of signal 11: ");
    cr_expect_str_eq(a, "signal 11 in llvm::RuntimePointerChecking::insert < llvm::LoopAccessInfo::analyzeLoop < "
                        "llvm::LoopAccessAnalysis::run");
    cr_expect_str_eq(n, a);
    free(a);
    free(n);
    /* constructors, destructors, const members, std::, a C function */
    key_is("opt-14 died of signal 6: |/lib/libc.so.6(abort+0x10)[0x7f0001]|"
           "/lib/libLLVM-14.so.1(_ZNK4llvm5Value7getNameEv+0x1)[0x7f0002]|"
           "/lib/libLLVM-14.so.1(_ZN4llvm8FunctionD2Ev+0x9)[0x7f0003]|"
           "/lib/libLLVM-14.so.1(_ZNSt6vectorIiSaIiEE9push_backEOi+0x9)[0x7f0004]",
           "signal 6 in llvm::Value::getName < llvm::Function::~Function < std::vector");
}

Test(reduce, crash_keys_signal_without_named_frames)
{
    char *k = real_key("llc22-sigtrap-unnamed", "llc-22 died of signal 5 (Trace/breakpoint trap)\n");
    cr_expect_str_eq(k, "signal 5 in pass X86 DAG->DAG Instruction Selection");
    free(k);
    key_is("opt-22 died of signal 11: Stack dump:|0.\tProgram arguments: opt-22 -O2 m.ll|"
           "1.\tRunning pass \"function<eager-inv>(instcombine<max-iterations=1>)\" on module \"m.ll\"|"
           "2.\tRunning pass \"instcombine<max-iterations=1>\" on function \"f\"|"
           "#0 0x00007f0ad26b94f4 (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb94f4)",
           "signal 11 in pass instcombine<max-iterations=N>");
    key_is("llc-22 died of signal 9 (Killed)", "signal 9");
}

Test(reduce, crash_keys_segfault_frames)
{
    char *a = real_key("opt22-segv-parse-1", "opt-22 died of signal 11: ");
    char *b = real_key("opt22-segv-parse-2", "opt-22 died of signal 11: ");
    char *t = real_key("opt22-segv-type", "opt-22 died of signal 11: ");
    char *n = real_key("opt22-segv-parse-nosym", "opt-22 died of signal 11: ");
    cr_expect_str_eq(a, "signal 11 in llvm::LLParser::parseValID < llvm::LLParser::parseGlobalValue < "
                        "llvm::LLParser::parseGlobalValueVector");
    cr_expect_str_eq(a, b);
    cr_expect_str_eq(t, "signal 11 in llvm::APSInt::APSInt < llvm::LLLexer::LexDigitOrNegative < "
                        "llvm::LLParser::parseType");
    cr_expect_str_eq(n, "signal 11 in llvm::LLLexer::LexToken < llvm::LLParser::parseType < "
                        "llvm::LLParser::parseGlobalValueVector");
    cr_expect(!strstr(a, "PLEASE"));
    /* as exec/llvm.c joins opt's lines ('|') */
    char *m = real_crash("opt22-segv-parse-1", "opt-22 died of signal 11: ");
    for (char *p = m + 25; *p; p++)
        if (*p == '\n')
            *p = '|';
    char *j = red_crash_key(m);
    cr_expect_str_eq(j, a);
    free(m);
    free(j);
    free(a);
    free(b);
    free(t);
    free(n);
}

/* The signatures of tool failures carry the tool and version. */
Test(reduce, crash_signatures)
{
    char *m = real_crash("opt22-segv-parse-1", "opt-22 died of signal 11: ");
    char *s = red_signature_unreduced("opt-22:-O2", ORC_CRASH, "", "", m);
    cr_expect_str_eq(s, "opt-22|crash|signal 11 in llvm::LLParser::parseValID < llvm::LLParser::parseGlobalValue "
                        "< llvm::LLParser::parseGlobalValueVector");
    /* reduction does not change a crash's signature */
    char *r = red_signature("opt-22:-O3", ORC_CRASH, "instcombine", "", "", m);
    cr_expect_str_eq(r, s);
    free(r);
    free(s);
    free(m);
    s = red_signature_unreduced("opt-22:-O2", ORC_HANG, "", "", "opt-22 did not finish in 60 s");
    cr_expect_str_eq(s, "opt-22|hang");
    free(s);
}

Test(reduce, signatures)
{
    const char *m = "define i8 @f(i8 %x) {\n  %a = xor i8 %x, 1\n  %b = add i8 %a, %a\n  %c = add i8 %b, 1\n"
                    "  ret i8 %c\n}\n";
    char *s = red_signature("opt-22:-O2", ORC_VALUE, "instcombine", m, "f", NULL);
    cr_expect_str_eq(s, "opt-22|wrong value|instcombine|add*2,and|or|xor,ret");
    free(s);
    /* arguments of the engine are no part of it; a tool failure is its key */
    s = red_signature("llc-22:-O0 -global-isel", ORC_CRASH, NULL, NULL, "", "LLVM ERROR: Cannot select: t1: i1 = foo");
    cr_expect_str_eq(s, "llc-22|crash|LLVM ERROR: Cannot select: foo");
    free(s);
    /* no blamed pass */
    s = red_signature("llc-22:-O2", ORC_MEMORY, NULL, m, "f", NULL);
    cr_expect_str_eq(s, "llc-22|memory mismatch|-|add*2,and|or|xor,ret");
    free(s);
    cr_expect_eq(red_verdict_from_name("memory mismatch"), ORC_MEMORY);
    cr_expect_eq(red_verdict_from_name("nonsense"), -1);
    cr_expect_eq(red_count_insts(m, strlen(m)), 4);
    cr_expect_eq(red_count_insts("garbage", 7), -1);
}

/* Before reduction a miscompile's signature is the engine's tool, the
 * verdict's family and the test function's shape: two findings of another
 * kind of the wrong-value family (and with or for xor, other value names,
 * other seeds, other engine arguments) are one key; other functions of the
 * module do not count; another shape is another key. */
Test(reduce, unreduced_signatures)
{
    const char *m1 = "define i32 @h(i32 %q) {\n  %r = mul i32 %q, 3\n  ret i32 %r\n}\n"
                     "define i8 @t0(i8 %x, i8 %y) {\n  %a = xor i8 %x, 1\n  %m = call i8 @llvm.umax.i8(i8 %a, i8 %y)\n"
                     "  %b = add nsw i8 %m, %a\n  ret i8 %b\n}\n";
    const char *m2 = "define i16 @t2(i16 %p, i16 %q) {\nentry:\n  %0 = or i16 %p, 255\n"
                     "  %1 = call i16 @llvm.umax.i16(i16 %0, i16 %q)\n  %2 = add i16 %1, %0\n  ret i16 %2\n}\n";
    char *a = red_signature_unreduced("opt-22:-O2", ORC_VALUE, m1, "t0", "i8 3");
    char *b = red_signature_unreduced("opt-22:-O3", ORC_POISON, m2, "t2", "i16 poison");
    char *c = red_signature_unreduced("opt-22:-O2", ORC_UNDEF, m1, "h", "i32 undef");
    char *d = red_signature_unreduced("opt-22:-O2", ORC_MEMORY, m1, "t0", "");
    cr_expect_str_eq(a, "opt-22|wrong value|unreduced|add,and|or|xor,llvm.umax,ret");
    cr_expect_str_eq(a, b);
    cr_expect_str_eq(c, "opt-22|wrong value|unreduced|mul,ret");
    cr_expect_str_eq(d, "opt-22|memory mismatch|unreduced|add,and|or|xor,llvm.umax,ret");
    free(a);
    free(b);
    free(c);
    free(d);
    cr_expect_str_eq(red_family(ORC_TGT_UB), "target UB");
    cr_expect_str_eq(red_family(ORC_HANG), "hang");
    cr_expect_str_eq(red_family(ORC_TRACE), "trace mismatch");
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

/* Two rows that reduce to one signature are one row: counts add up,
 * first_seen is the earlier, last_seen the later, and the description
 * (function, input, campaign, ...) is that of the first sighting, whichever
 * row was re-signed. */
Test(reduce, resign_keeps_the_first_sighting)
{
    char dir[] = "/tmp/llfuzz-resign1-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[128];
    snprintf(path, sizeof path, "%s/s.db", dir);
    char err[DB_ERR_SIZE];
    Db *db = db_open(path, 0, err);
    cr_assert(db, "%s", err);
    DbCampaign c = {1, NULL, "opt-22:-O2", "", "", 22, 0};
    int64_t cid, tid, early, late, into;
    uint64_t next;
    int resumed, isnew;
    cr_assert(db_campaign_begin(db, &c, &cid, &next, &resumed) == 0);
    cr_assert(db_testcase_put(db, "define void @f() {\n  ret void\n}\n", 1, "gen", &tid, NULL) == 0);
    DbDivergence d = {0};
    d.campaign_id = cid;
    d.testcase_id = tid;
    d.engine = "opt-22:-O2";
    /* the row that gets the reduced signature first was seen later */
    d.kind = "value mismatch";
    d.function = "t_late";
    d.signature = "opt-22|wrong value|unreduced|late";
    d.at = 2000;
    cr_assert(db_divergence_put(db, &d, &late, &isnew) == 0);
    d.at = 3000;
    cr_assert(db_divergence_put(db, &d, &late, &isnew) == 0);
    d.kind = "target is more poisonous";
    d.function = "t_early";
    d.signature = "opt-22|wrong value|unreduced|early";
    d.at = 1000;
    cr_assert(db_divergence_put(db, &d, &early, &isnew) == 0);
    d.at = 1500;
    cr_assert(db_divergence_put(db, &d, &early, &isnew) == 0);
    cr_assert(db_divergence_resign(db, late, "opt-22|wrong value|instcombine|and|or|xor,ret", &into) == 0);
    cr_expect_eq(into, late);
    cr_assert(db_divergence_resign(db, early, "opt-22|wrong value|instcombine|and|or|xor,ret", &into) == 0);
    cr_expect_eq(into, late);
    db_close(db);
    sqlite3 *h;
    cr_assert(sqlite3_open(path, &h) == SQLITE_OK);
    sqlite3_stmt *s;
    cr_assert(sqlite3_prepare_v2(h, "SELECT group_concat(function || ' ' || kind || ' ' || count || ' ' || first_seen "
                                    "|| ' ' || last_seen, ';') FROM divergence", -1, &s, NULL) == SQLITE_OK);
    cr_assert(sqlite3_step(s) == SQLITE_ROW);
    cr_expect_str_eq((const char *)sqlite3_column_text(s, 0), "t_early target is more poisonous 4 1000 3000");
    sqlite3_finalize(s);
    cr_assert(sqlite3_prepare_v2(h, "SELECT count, first_seen, last_seen FROM sighting", -1, &s, NULL) == SQLITE_OK);
    cr_assert(sqlite3_step(s) == SQLITE_ROW);
    cr_expect_eq(sqlite3_column_int(s, 0), 4);
    cr_expect_eq(sqlite3_column_int(s, 1), 1000);
    cr_expect_eq(sqlite3_column_int(s, 2), 3000);
    cr_expect(sqlite3_step(s) == SQLITE_DONE);
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
