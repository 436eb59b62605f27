/* reduce.c -- `llfuzz reduce`: shrink a divergence to a minimal module and
 * blame a pass (reduce/), from a file or from a row of the store. */
#include "store/store.h"
#include "cli.h"
#include "exec/exec.h"
#include "reduce/reduce.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t reduce_interrupted;    /* reduce --all: ^C or SIGTERM */

static void
reduce_help(void)
{
    printf("usage: llfuzz reduce [options] FILE.ll --engine E [--func F --args 'ARGS']\n"
           "       llfuzz reduce [options] --db F --id N\n"
           "       llfuzz reduce [options] --db F --all [-j N]\n\n"
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
           "  --db F --all      reduce every row of F that is new and not reduced, in id\n"
           "                    order: one line per row and a summary; each result is\n"
           "                    stored at once, so ^C keeps the rows done (exit 130)\n"
           "  -o OUT            the reduced module (default reduced.ll; - for stdout)\n"
           "  -j N              candidates tested in parallel (default 1)\n"
           "  --known FILE      signatures of known bugs (one a line, # comments)\n"
           "  --no-blame        no pass bisection\n"
           "  --max-tests N     budget of tests (default 20000)\n"
           "  --timeout S       each tool run (default 30)\n"
           "  -q                no progress line\n"
           "  -h, --help        this text\n\n"
           "exit status: 0 reduced, 1 not reproducible, 2 errors (--all: the worst of its\n"
           "rows; 130 interrupted)\n");
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

/* What one reduction needs besides its case. */
typedef struct Opts {
    const char *dbpath, *out, *kind;
    RedKnown *kn;
    uint64_t jobs, max_tests, timeout;
    int quiet, no_blame, vk;
    int all;                    /* --all: one line per row, no files */
} Opts;

/* Reduce text (a file's, or row id's module) and store or write the
 * result.  0 reduced, 1 not reproducible, 2 errors. */
static int
reduce_case(const Opts *o, Db *db, uint64_t id, const Row *row, const char *engine, const char *func,
            const char *args, const char *text, size_t len, RedResult *r)
{
    char err[DB_ERR_SIZE > 1024 ? DB_ERR_SIZE : 1024];
    RedConfig c;
    memset(&c, 0, sizeof c);
    const char *out = o->out ? o->out : "reduced.ll";
    int vk = o->vk;
    if (row) {
        if (!o->kind)
            vk = red_verdict_from_name(row->kind);
        if (vk < 0 || !orc_is_divergence((OrcVerdict)vk)) {
            fprintf(stderr, "llfuzz reduce: error: divergence %llu: cannot reduce a '%s'\n", (unsigned long long)id,
                    row->kind);
            return 2;
        }
        c.crash_msg = row->actual;
    }
    c.engine = engine;
    c.func = func;
    c.input = args;
    c.kind = (OrcVerdict)vk;
    c.strict_kind = o->kind != NULL;
    c.jobs = (int)o->jobs;
    c.no_blame = o->no_blame;
    c.max_tests = (uint32_t)o->max_tests;
    c.timeout = (double)o->timeout;
    c.stop = &reduce_interrupted;
    c.name = o->all ? "r.ll" : strcmp(out, "-") ? out : "r.ll";
    c.progress = o->quiet || o->all ? NULL : stderr;
    c.progress_tty = c.progress && isatty(2);
    int red = red_reduce(&c, text, len, r, err, sizeof err);
    if (red == 1 && row && !o->kind && c.func && orc_is_divergence(r->verdict) && r->verdict != c.kind) {
        /* the row was judged by an older llfuzz: the same function and input
         * diverge still, in another way; reduce what it shows now */
        fprintf(stderr, "llfuzz reduce: divergence %llu is now a '%s' (stored as '%s')\n", (unsigned long long)id,
                orc_verdict_names[r->verdict], row->kind);
        c.kind = r->verdict;
        red_result_free(r);
        red = red_reduce(&c, text, len, r, err, sizeof err);
    }
    if (red < 0) {
        if (o->all)
            fprintf(stderr, "llfuzz reduce: divergence %llu: error: %s\n", (unsigned long long)id, err);
        else
            fprintf(stderr, "llfuzz reduce: error: %s\n", err);
        return 2;
    }
    if (red == 1) {
        char who[48] = "";
        if (o->all)
            snprintf(who, sizeof who, "divergence %llu: ", (unsigned long long)id);
        fprintf(stderr, "llfuzz reduce: %snot reproducible: %s%s%s\n", who,
                r->verdict != ORC_OK ? orc_verdict_names[r->verdict] : "", r->verdict != ORC_OK ? ": " : "",
                r->actual ? r->actual : "");
        return 1;
    }
    if (reduce_interrupted)
        return 2;
    int isknown = red_known_has(o->kn, r->signature);
    char *alive_path = NULL;
    if (!o->all) {
        if (write_text(out, r->text) < 0) {
            fprintf(stderr, "llfuzz reduce: error: cannot write %s\n", out);
            return 2;
        }
        if (r->alive && strcmp(out, "-")) {
            const char *dot = strrchr(out, '.');
            size_t bl = dot && !strcmp(dot, ".ll") ? (size_t)(dot - out) : strlen(out);
            alive_path = malloc(bl + 16);
            snprintf(alive_path, bl + 16, "%.*s.alive.ll", (int)bl, out);
            if (write_text(alive_path, r->alive) < 0) {
                fprintf(stderr, "llfuzz reduce: error: cannot write %s\n", alive_path);
                free(alive_path);
                alive_path = NULL;
            }
        }
    }
    int64_t into = (int64_t)id;
    if (db) {
        /* the reduced case's signature; a row that has it already is the same bug */
        if (db_divergence_resign(db, (int64_t)id, r->signature, &into) < 0 ||
            db_divergence_update(db, into, isknown ? "known" : "reduced", r->text, r->blamed_pass) < 0) {
            fprintf(stderr, "llfuzz reduce: error: %s: %s\n", o->dbpath, db_errmsg(db));
            free(alive_path);
            return 2;
        } else if (into != (int64_t)id) {
            fprintf(stderr, "llfuzz reduce: divergence %llu is divergence %lld (the same signature): merged into it\n",
                    (unsigned long long)id, (long long)into);
        }
    }
    if (o->all)
        fprintf(stderr, "llfuzz reduce: divergence %llu: %u -> %u instructions, %u tests, %.1f s; %s%s%s; signature %s%s\n",
                (unsigned long long)id, r->insts_before, r->insts_after, r->tests, r->seconds,
                orc_verdict_names[r->verdict], r->blamed_pass ? ", blamed pass " : "",
                r->blamed_pass ? r->blamed_pass : "", r->signature, isknown ? " (a known bug)" : "");
    else
        fprintf(stderr, "llfuzz reduce: %s: %u -> %u instructions, %u tests, %.1f s; %s%s%s%s%s; signature %s%s\n",
                strcmp(out, "-") ? out : "<stdout>", r->insts_before, r->insts_after, r->tests, r->seconds,
                orc_verdict_names[r->verdict], r->blamed_pass ? ", blamed pass " : "",
                r->blamed_pass ? r->blamed_pass : "", alive_path ? ", also " : "", alive_path ? alive_path : "",
                r->signature, isknown ? " (a known bug)" : "");
    free(alive_path);
    return 0;
}

/* Row id of the store, reduced: 0, 1 not reproducible, 2 errors, 3 no such
 * row (merged into another by an earlier reduction of --all). */
static int
reduce_row(const Opts *o, Db *db, uint64_t id)
{
    Row row = {0};
    if (db_divergence_get(db, (int64_t)id, row_cb, &row) < 0) {
        fprintf(stderr, "llfuzz reduce: error: %s: %s\n", o->dbpath, db_errmsg(db));
        return 2;
    }
    if (!row.found) {
        if (!o->all)
            fprintf(stderr, "llfuzz reduce: error: %s: no divergence %llu\n", o->dbpath, (unsigned long long)id);
        return o->all ? 3 : 2;
    }
    char *args = input_args(row.input);
    RedResult r;
    memset(&r, 0, sizeof r);
    int rc = reduce_case(o, db, id, &row, row.engine, row.function, args, row.module, strlen(row.module), &r);
    red_result_free(&r);
    free(args);
    row_free(&row);
    return rc;
}

typedef struct Ids {
    uint64_t *v;
    size_t n;
} Ids;

static int
unreduced_cb(void *ctx, const DbDivergenceInfo *d)
{
    Ids *ids = ctx;
    if (d->reduced_ir || strcmp(d->status, "new"))
        return 0;
    ids->v = realloc(ids->v, (ids->n + 1) * sizeof *ids->v);
    ids->v[ids->n++] = (uint64_t)d->id;
    return 0;
}

static void
on_interrupt(int sig)
{
    reduce_interrupted = 1;
}

/* --all: every row with status new and no reduced module, in id order;
 * each result is stored as soon as it is known, so ^C keeps them. */
static int
reduce_all(const Opts *o, Db *db)
{
    Ids ids = {0};
    if (db_divergence_list(db, NULL, unreduced_cb, &ids) < 0) {
        fprintf(stderr, "llfuzz reduce: error: %s: %s\n", o->dbpath, db_errmsg(db));
        return 2;
    }
    if (!ids.n) {
        fprintf(stderr, "llfuzz reduce: %s: no unreduced divergences\n", o->dbpath);
        return 0;
    }
    struct sigaction sa, old_int, old_term;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
    size_t done[4] = {0};
    double t0 = ex_now();
    size_t i;
    for (i = 0; i < ids.n && !reduce_interrupted; i++) {
        if (!o->quiet)
            fprintf(stderr, "llfuzz reduce: [%zu/%zu] divergence %llu ...\n", i + 1, ids.n,
                    (unsigned long long)ids.v[i]);
        int rc = reduce_row(o, db, ids.v[i]);
        if (reduce_interrupted)
            break;
        done[rc]++;
        if (rc == 3)
            fprintf(stderr, "llfuzz reduce: divergence %llu: merged into another row already\n",
                    (unsigned long long)ids.v[i]);
    }
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    fprintf(stderr, "llfuzz reduce: %zu reduced, %zu not reproducible, %zu errors, %zu merged before their turn "
                    "(%.1f s)%s\n",
            done[0], done[1], done[2], done[3], ex_now() - t0, reduce_interrupted ? "; interrupted: the rest stay "
                                                                                   "unreduced" : "");
    if (reduce_interrupted)
        fprintf(stderr, "llfuzz reduce: %zu of %zu rows not reduced (run again to go on)\n", ids.n - i,
                ids.n);
    free(ids.v);
    return reduce_interrupted ? 130 : done[2] ? 2 : done[1] ? 1 : 0;
}

int
cmd_reduce(int argc, char **argv)
{
    const char *file = NULL, *engine = NULL, *func = NULL, *args = NULL, *known = NULL;
    Opts o = {.jobs = 1, .timeout = 30, .vk = ORC_NVERDICTS};
    uint64_t id = 0;
    int have_id = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            reduce_help();
            return 0;
        }
        if (!strcmp(a, "-q")) {
            o.quiet = 1;
            continue;
        }
        if (!strcmp(a, "--no-blame")) {
            o.no_blame = 1;
            continue;
        }
        if (!strcmp(a, "--all")) {
            o.all = 1;
            continue;
        }
        if (!strncmp(a, "-j", 2) && a[2]) { /* -jN, as make takes it */
            if (cli_parse_range("reduce", "-j", a + 2, 1, 64, &o.jobs))
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
                         : !strcmp(a, "--args") ? &args : !strcmp(a, "--kind") ? &o.kind
                         : !strcmp(a, "--db") ? &o.dbpath : !strcmp(a, "-o") ? &o.out
                         : !strcmp(a, "--known") ? &known : NULL;
        uint64_t *num = !strcmp(a, "--id") ? &id : !strcmp(a, "-j") ? &o.jobs : !strcmp(a, "--max-tests") ? &o.max_tests
                      : !strcmp(a, "--timeout") ? &o.timeout : NULL;
        if (!str && !num)
            return cli_usage_error("reduce", "unknown option '%s'", a);
        if (i + 1 >= argc)
            return cli_usage_error("reduce", "%s needs a value", a);
        const char *v = argv[++i];
        if (str) {
            *str = v;
        } else {
            uint64_t lo = num == &id || num == &o.jobs || num == &o.timeout ? 1 : 0;
            uint64_t hi = num == &o.jobs ? 64 : num == &o.timeout ? 86400 : num == &id ? UINT64_MAX : UINT32_MAX;
            if (cli_parse_range("reduce", a, v, lo, hi, num))
                return 2;
            have_id |= num == &id;
        }
    }
    if (o.all && (!o.dbpath || have_id || file || o.out))
        return cli_usage_error("reduce", "--all needs --db F, and no --id, input file or -o");
    if (o.dbpath && !o.all && (!have_id || file))
        return cli_usage_error("reduce", "--db needs --id N (or --all) and no input file");
    if (!o.dbpath && (!file || !engine))
        return cli_usage_error("reduce", "expected FILE.ll --engine E, or --db F --id N, or --db F --all");
    if (func && func[0] == '@')
        func++;
    if (o.kind && (o.vk = red_verdict_from_name(o.kind)) < 0)
        return cli_usage_error("reduce", "unknown verdict '%s'", o.kind);
    char err[DB_ERR_SIZE > 1024 ? DB_ERR_SIZE : 1024];
    if (known && !(o.kn = red_known_load(known, err, sizeof err))) {
        fprintf(stderr, "llfuzz reduce: error: %s\n", err);
        return 2;
    }
    int rc = 2;
    if (o.dbpath) {
        Db *db = db_open(o.dbpath, 0, err);
        if (!db)
            fprintf(stderr, "llfuzz reduce: error: %s\n", err);
        else
            rc = o.all ? reduce_all(&o, db) : reduce_row(&o, db, id);
        db_close(db);
    } else {
        size_t len = 0;
        char *text = ir_read_file(file, &len);
        if (!text) {
            fprintf(stderr, "llfuzz reduce: error: cannot read %s\n", file);
        } else {
            RedResult r;
            memset(&r, 0, sizeof r);
            rc = reduce_case(&o, NULL, 0, NULL, engine, func, args, text, len, &r);
            red_result_free(&r);
            ir_free(text);
        }
    }
    red_known_free(o.kn);
    return rc;
}
