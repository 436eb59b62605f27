/* reduce.c -- `llfuzz reduce`: shrink a divergence to a minimal module and
 * blame a pass (reduce/), from a file or from a row of the store. */
#include "store/store.h"
#include "cli.h"
#include "reduce/reduce.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void
reduce_help(void)
{
    printf("usage: llfuzz reduce [options] FILE.ll --engine E [--func F --args 'ARGS']\n"
           "       llfuzz reduce [options] --db F --id N\n\n"
           "Shrink a divergence to a minimal module that still shows it: the same verdict\n"
           "(value mismatch, target is more poisonous, crash, ...) for the same function\n"
           "and engine, on a witness input on which the source has no undefined behaviour\n"
           "(checked by the interpreter for every candidate); for a tool that crashes, the\n"
           "same first error line.  For opt engines the pass to blame is found with\n"
           "-opt-bisect-limit, and when that pass alone reproduces the divergence the\n"
           "reduction runs against it.  The output is a module whose header says the\n"
           "engine, the blamed pass, the input, the expected and actual results and the\n"
           "commands that reproduce it; for opt, also an Alive2-style file OUT.alive.ll\n"
           "(@src and @tgt) that `llfuzz check` flags.\n\n"
           "Without --func, the divergence is found: a failure of the tool, else the first\n"
           "`; llfuzz-input: @F(...)` line of FILE.ll that shows one.  With --db, the\n"
           "divergence row gives the engine, the function, the input and the module, and\n"
           "the reduced module and the blamed pass are stored in the row (status `reduced`,\n"
           "or `known` when its signature is in the --known file).\n\n"
           "options:\n"
           "  --engine E        the engine (opt-22:-O2, llc-22:-O2, clang-19:-O1, ...)\n"
           "  --func F          the test function (without @)\n"
           "  --args 'ARGS'     the witness input (`i32 5, float 1.5`): default, the first\n"
           "                    input line of F in FILE.ll that diverges\n"
           "  --kind K          keep exactly verdict K (default: what the module or the\n"
           "                    row shows, where a wrong value may move among value\n"
           "                    mismatch, more poisonous and more undefined as it shrinks)\n"
           "  --db F --id N     reduce divergence N of store F\n"
           "  -o OUT            the reduced module (default reduced.ll; - for stdout)\n"
           "  -j N              candidates tested in parallel (default 1)\n"
           "  --known FILE      signatures of known bugs (one a line, # comments)\n"
           "  --no-blame        no pass bisection\n"
           "  --max-tests N     budget of tests (default 20000)\n"
           "  --timeout S       each tool run (default 30)\n"
           "  -q                no progress line\n"
           "  -h, --help        this text\n\n"
           "exit status: 0 reduced, 1 not reproducible, 2 errors\n");
}

typedef struct Row {
    int found;
    char *engine, *kind, *function, *input, *actual, *module;
} Row;

static int
row_cb(void *ctx, const DbDivergenceInfo *d)
{
    Row *r = ctx;
    r->found = 1;
    r->engine = strdup(d->engine);
    r->kind = strdup(d->kind);
    r->function = strdup(d->function);
    r->input = strdup(d->input);
    r->actual = strdup(d->actual);
    r->module = strdup(d->module ? d->module : "");
    return 0;
}

static void
row_free(Row *r)
{
    free(r->engine);
    free(r->kind);
    free(r->function);
    free(r->input);
    free(r->actual);
    free(r->module);
}

static int
write_text(const char *path, const char *text)
{
    if (!strcmp(path, "-")) {
        fputs(text, stdout);
        return 0;
    }
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    size_t n = strlen(text);
    int ok = fwrite(text, 1, n, f) == n;
    ok &= fclose(f) == 0;
    return ok ? 0 : -1;
}

/* "@t0(i32 5)" -> "i32 5"; "i32 5" stays */
static char *
input_args(const char *input)
{
    if (input[0] != '@')
        return strdup(input);
    const char *p = strchr(input, '(');
    const char *e = strrchr(input, ')');
    if (!p || !e || e < p)
        return strdup(input);
    return strndup(p + 1, (size_t)(e - p - 1));
}

int
cmd_reduce(int argc, char **argv)
{
    const char *file = NULL, *engine = NULL, *func = NULL, *args = NULL, *kind = NULL, *dbpath = NULL;
    const char *out = NULL, *known = NULL;
    uint64_t id = 0, jobs = 1, max_tests = 0, timeout = 30;
    int quiet = 0, no_blame = 0, have_id = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            reduce_help();
            return 0;
        }
        if (!strcmp(a, "-q")) {
            quiet = 1;
            continue;
        }
        if (!strcmp(a, "--no-blame")) {
            no_blame = 1;
            continue;
        }
        if (!strncmp(a, "-j", 2) && a[2]) { /* -jN, as make takes it */
            if (cli_parse_range("reduce", "-j", a + 2, 1, 64, &jobs))
                return 2;
            continue;
        }
        if (a[0] != '-' || !a[1]) {
            if (file)
                return cli_usage_error("reduce", "more than one input file");
            file = a;
            continue;
        }
        const char **str = !strcmp(a, "--engine") ? &engine : !strcmp(a, "--func") ? &func
                         : !strcmp(a, "--args") ? &args : !strcmp(a, "--kind") ? &kind
                         : !strcmp(a, "--db") ? &dbpath : !strcmp(a, "-o") ? &out
                         : !strcmp(a, "--known") ? &known : NULL;
        uint64_t *num = !strcmp(a, "--id") ? &id : !strcmp(a, "-j") ? &jobs : !strcmp(a, "--max-tests") ? &max_tests
                      : !strcmp(a, "--timeout") ? &timeout : NULL;
        if (!str && !num)
            return cli_usage_error("reduce", "unknown option '%s'", a);
        if (i + 1 >= argc)
            return cli_usage_error("reduce", "%s needs a value", a);
        const char *v = argv[++i];
        if (str) {
            *str = v;
        } else {
            uint64_t lo = num == &id || num == &jobs || num == &timeout ? 1 : 0;
            uint64_t hi = num == &jobs ? 64 : num == &timeout ? 86400 : num == &id ? UINT64_MAX : UINT32_MAX;
            if (cli_parse_range("reduce", a, v, lo, hi, num))
                return 2;
            have_id |= num == &id;
        }
    }
    if (dbpath && (!have_id || file))
        return cli_usage_error("reduce", "--db needs --id N and no input file");
    if (!dbpath && (!file || !engine))
        return cli_usage_error("reduce", "expected FILE.ll --engine E, or --db F --id N");
    if (func && func[0] == '@')
        func++;
    int vk = ORC_NVERDICTS;
    if (kind && (vk = red_verdict_from_name(kind)) < 0)
        return cli_usage_error("reduce", "unknown verdict '%s'", kind);
    char err[DB_ERR_SIZE > 1024 ? DB_ERR_SIZE : 1024];
    RedKnown *kn = NULL;
    if (known && !(kn = red_known_load(known, err, sizeof err))) {
        fprintf(stderr, "llfuzz reduce: error: %s\n", err);
        return 2;
    }
    Db *db = NULL;
    Row row = {0};
    char *text = NULL, *wargs = NULL;
    size_t len = 0;
    int rc = 2;
    RedConfig c;
    memset(&c, 0, sizeof c);
    if (dbpath) {
        if (!(db = db_open(dbpath, 0, err))) {
            fprintf(stderr, "llfuzz reduce: error: %s\n", err);
            goto out;
        }
        if (db_divergence_get(db, (int64_t)id, row_cb, &row) < 0) {
            fprintf(stderr, "llfuzz reduce: error: %s: %s\n", dbpath, db_errmsg(db));
            goto out;
        }
        if (!row.found) {
            fprintf(stderr, "llfuzz reduce: error: %s: no divergence %llu\n", dbpath, (unsigned long long)id);
            goto out;
        }
        engine = row.engine;
        func = row.function;
        wargs = input_args(row.input);
        args = wargs;
        if (!kind)
            vk = red_verdict_from_name(row.kind);
        if (vk < 0 || !orc_is_divergence((OrcVerdict)vk)) {
            fprintf(stderr, "llfuzz reduce: error: divergence %llu: cannot reduce a '%s'\n", (unsigned long long)id,
                    row.kind);
            goto out;
        }
        c.crash_msg = row.actual;
        text = strdup(row.module);
        len = strlen(text);
    } else {
        if (!(text = ir_read_file(file, &len))) {
            fprintf(stderr, "llfuzz reduce: error: cannot read %s\n", file);
            goto out;
        }
    }
    if (!out)
        out = "reduced.ll";
    c.engine = engine;
    c.func = func;
    c.input = args;
    c.kind = (OrcVerdict)vk;
    c.strict_kind = kind != NULL;
    c.jobs = (int)jobs;
    c.no_blame = no_blame;
    c.max_tests = (uint32_t)max_tests;
    c.timeout = (double)timeout;
    c.name = strcmp(out, "-") ? out : "r.ll";
    c.progress = quiet ? NULL : stderr;
    c.progress_tty = !quiet && isatty(2);
    RedResult r;
    int red = red_reduce(&c, text, len, &r, err, sizeof err);
    if (red == 1 && db && !kind && c.func && orc_is_divergence(r.verdict) && r.verdict != c.kind) {
        /* the row was judged by an older llfuzz: the same function and input
         * diverge still, in another way; reduce what it shows now */
        fprintf(stderr, "llfuzz reduce: divergence %llu is now a '%s' (stored as '%s')\n", (unsigned long long)id,
                orc_verdict_names[r.verdict], row.kind);
        c.kind = r.verdict;
        red_result_free(&r);
        red = red_reduce(&c, text, len, &r, err, sizeof err);
    }
    if (red < 0) {
        fprintf(stderr, "llfuzz reduce: error: %s\n", err);
        goto out;
    }
    if (red == 1) {
        fprintf(stderr, "llfuzz reduce: not reproducible: %s%s%s\n", r.verdict != ORC_OK ? orc_verdict_names[r.verdict] : "",
                r.verdict != ORC_OK ? ": " : "", r.actual ? r.actual : "");
        red_result_free(&r);
        rc = 1;
        goto out;
    }
    int isknown = red_known_has(kn, r.signature);
    if (write_text(out, r.text) < 0) {
        fprintf(stderr, "llfuzz reduce: error: cannot write %s\n", out);
        red_result_free(&r);
        goto out;
    }
    char *alive_path = NULL;
    if (r.alive && strcmp(out, "-")) {
        const char *dot = strrchr(out, '.');
        size_t bl = dot && !strcmp(dot, ".ll") ? (size_t)(dot - out) : strlen(out);
        alive_path = malloc(bl + 16);
        snprintf(alive_path, bl + 16, "%.*s.alive.ll", (int)bl, out);
        if (write_text(alive_path, r.alive) < 0) {
            fprintf(stderr, "llfuzz reduce: error: cannot write %s\n", alive_path);
            free(alive_path);
            alive_path = NULL;
        }
    }
    if (db) {
        /* the reduced case's signature; a row that has it already is the same bug */
        int64_t into = (int64_t)id;
        if (db_divergence_resign(db, (int64_t)id, r.signature, &into) < 0 ||
            db_divergence_update(db, into, isknown ? "known" : "reduced", r.text, r.blamed_pass) < 0)
            fprintf(stderr, "llfuzz reduce: error: %s: %s\n", dbpath, db_errmsg(db));
        else if (into != (int64_t)id)
            fprintf(stderr, "llfuzz reduce: divergence %llu is divergence %lld (the same signature): merged into it\n",
                    (unsigned long long)id, (long long)into);
    }
    fprintf(stderr, "llfuzz reduce: %s: %u -> %u instructions, %u tests, %.1f s; %s%s%s%s%s; signature %s%s\n",
            strcmp(out, "-") ? out : "<stdout>", r.insts_before, r.insts_after, r.tests, r.seconds,
            orc_verdict_names[r.verdict], r.blamed_pass ? ", blamed pass " : "", r.blamed_pass ? r.blamed_pass : "",
            alive_path ? ", also " : "", alive_path ? alive_path : "", r.signature, isknown ? " (a known bug)" : "");
    free(alive_path);
    red_result_free(&r);
    rc = 0;
out:
    row_free(&row);
    free(wargs);
    free(text);
    db_close(db);
    red_known_free(kn);
    return rc;
}
