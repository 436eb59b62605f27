/* report.c -- `llfuzz report`: a store's campaigns and divergences as a
 * page people read (HTML, Markdown, JSON, text; reports/), and one reduced
 * divergence as an issue for LLVM's tracker, with the versions it reproduces
 * on measured here by check's machinery (check_run) and the source's run by
 * the interpreter. */
#include "cli.h"
#include "exec/exec.h"
#include "reduce/reduce.h"
#include "reports/report.h"
#include "store/store.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void
report_help(void)
{
    printf("usage: llfuzz report --db F [-o FILE] [--format html|md|json|text]\n"
           "       llfuzz report --db F --id N --format issue [-o FILE] [--no-run]\n"
           "       llfuzz report --format issue REDUCED.ll [-o FILE] [--no-run]\n\n"
           "A store's report: its campaigns, engines and tool versions, the work done and\n"
           "where the time went, the divergences by engine, kind and blamed pass, finds and\n"
           "throughput over time, and every distinct signature with its reduced IR, witness\n"
           "input, results and the commands that reproduce it.  HTML is one self-contained\n"
           "page (charts as inline SVG, no script, nothing fetched); Markdown suits pull\n"
           "requests and issues, JSON dashboards, text a terminal.\n\n"
           "--format issue writes one reduced divergence (a row of the store that `llfuzz\n"
           "reduce` reduced, or a reduced .ll file) as a bug report for LLVM: a title naming\n"
           "the pass, the IR with its target, the command, the witness input, expected and\n"
           "actual results, an @src/@tgt pair for opt, the installed LLVM versions (14, 19,\n"
           "22) it reproduces on, the interpreter's run of the source, and for an llc\n"
           "miscompile a C driver needing only LLVM and a C compiler.\n\n"
           "options:\n"
           "  --db F            the store\n"
           "  -o FILE           write to FILE (default: stdout); its extension (.html, .md,\n"
           "                    .json, .txt) picks the format when --format is not given\n"
           "  --format F        html, md (markdown), json, text or issue (default: from -o,\n"
           "                    else text)\n"
           "  --id N            the divergence (with --format issue)\n"
           "  --no-run          issue: run no tool (the LLVM versions, the interpreter, the\n"
           "                    clang that tells an llc case's target when the file lacks it)\n"
           "  -h, --help        this text\n\n"
           "exit status: 0 written; 1 no such divergence, or it is not reduced; 2 usage\n"
           "errors, a store that cannot be opened, is empty or is not an llfuzz store, I/O\n"
           "errors\n");
}

typedef struct Opts {
    const char *db, *out, *file;
    int format;
    uint64_t id;
    int have_id, no_run;
} Opts;

static int
format_from_path(const char *path)
{
    const char *dot = strrchr(path, '.');
    if (!dot)
        return -1;
    if (!strcmp(dot, ".html") || !strcmp(dot, ".htm"))
        return REP_HTML;
    if (!strcmp(dot, ".md"))
        return REP_MD;
    if (!strcmp(dot, ".json"))
        return REP_JSON;
    if (!strcmp(dot, ".txt"))
        return REP_TEXT;
    return -1;
}

static FILE *
open_out(const Opts *o)
{
    if (!o->out || !strcmp(o->out, "-"))
        return stdout;
    FILE *f = fopen(o->out, "w");
    if (!f)
        fprintf(stderr, "llfuzz report: error: cannot write %s: %s\n", o->out, strerror(errno));
    return f;
}

static int
close_out(const Opts *o, FILE *f, int ok)
{
    if (f == stdout)
        return fflush(f) == 0 && ok ? 0 : -1;
    int rc = fclose(f);
    if (rc || !ok) {
        remove(o->out);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- store */

static int
store_report(const Opts *o)
{
    char err[DB_ERR_SIZE];
    Db *db = db_open(o->db, DB_READONLY, err);
    if (!db) {
        fprintf(stderr, "llfuzz report: error: %s\n", err);
        return 2;
    }
    FILE *f = open_out(o);
    if (!f) {
        db_close(db);
        return 2;
    }
    RepOptions ro = {.store_name = o->db};
    char rerr[512] = "";
    int rc = rep_store(db, &ro, (RepFormat)o->format, f, rerr, sizeof rerr);
    db_close(db);
    if (close_out(o, f, rc == 0) && rc == 0) {
        fprintf(stderr, "llfuzz report: error: cannot write %s\n", o->out ? o->out : "<stdout>");
        return 2;
    }
    if (rc == 1) {
        fprintf(stderr, "llfuzz report: error: %s: the store is empty (no campaign, no divergence)\n", o->db);
        return 2;
    }
    if (rc < 0) {
        fprintf(stderr, "llfuzz report: error: %s: %s\n", o->db, rerr);
        return 2;
    }
    return 0;
}

/* ---------------------------------------------------------------- issue */

typedef struct Row {
    int found;
    char *reduced, *engine, *kind, *function, *input, *expected, *actual, *signature;
} Row;

static int
row_cb(void *ctx, const DbDivergenceInfo *d)
{
    Row *r = ctx;
    r->found = 1;
    r->reduced = d->reduced_ir ? ir_strdup(d->reduced_ir) : NULL;
    r->engine = ir_strdup(d->engine);
    r->kind = ir_strdup(d->kind);
    r->function = ir_strdup(d->function);
    r->input = ir_strdup(d->input);
    r->expected = ir_strdup(d->expected);
    r->actual = ir_strdup(d->actual);
    r->signature = ir_strdup(d->signature);
    return 0;
}

static void
row_free(Row *r)
{
    char **s[] = {&r->reduced, &r->engine, &r->kind, &r->function, &r->input, &r->expected, &r->actual,
                  &r->signature};
    for (size_t k = 0; k < sizeof s / sizeof s[0]; k++)
        ir_free(*s[k]);
}

static int
write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    fputs(text, f);
    return fclose(f);
}

/* A file of text's lines, a line starting with key, or NULL (malloc'd). */
static char *
line_with(const char *text, const char *key)
{
    const char *p = text ? strstr(text, key) : NULL;
    if (!p)
        return NULL;
    while (p > text && p[-1] != '\n')
        p--;
    size_t n = strcspn(p, "\n");
    char *s = ir_calloc(n + 1, 1);
    memcpy(s, p, n);
    return s;
}

/* The verdict's family: value, poison and undef are one wrong value. */
static int
same_family(const char *a, const char *b)
{
    static const char *const wrong[] = {"value", "poison", "undef"};
    int wa = 0, wb = 0;
    for (int k = 0; k < 3; k++) {
        wa |= !strcmp(a, wrong[k]);
        wb |= !strcmp(b, wrong[k]);
    }
    return !strcmp(a, b) || (wa && wb);
}

/* The word of the expected verdict ("value mismatch" -> "value"). */
static const char *
verdict_word(const char *v)
{
    if (strstr(v, "poison"))
        return "poison";
    if (strstr(v, "undefined"))
        return "undef";
    if (strstr(v, "more defined"))
        return "ub";
    if (strstr(v, "memory"))
        return "memory";
    if (strstr(v, "trace"))
        return "trace";
    if (strstr(v, "crash"))
        return "crash";
    if (strstr(v, "hang"))
        return "hang";
    return "value";
}

/* Run case (a file with its input line) on engine spec: what check finds. */
static RepVersion
run_version(const char *file, const char *spec, const RepIssue *is, const char *save)
{
    RepVersion v = {ir_strdup(spec), REP_NOT_RUN, NULL};
    ExEngine e;
    char err[512];
    if (ex_engine_parse(spec, &e, err, sizeof err) < 0) {
        v.note = ir_strdup(err);
        return v;
    }
    if (ex_engine_probe(&e, err, sizeof err) < 0) {
        v.note = ir_strdup(err);
        ex_engine_free(&e);
        return v;
    }
    ex_engine_free(&e);
    char *op = NULL, *ep = NULL;
    size_t on = 0, en = 0;
    FILE *of = open_memstream(&op, &on), *ef = open_memstream(&ep, &en);
    CheckJob cj = {.file = file, .engine = spec, .only = is->func, .save = save, .ninputs = 16, .seed = 1,
                   .max_steps = 1000000, .out = of, .err = ef};
    int rc = check_run(&cj);
    fclose(of);
    fclose(ef);
    const char *want = verdict_word(is->verdict);
    int tool = !strcmp(cj.verdict, "crash") || !strcmp(cj.verdict, "hang");
    if (rc == 1 || (rc == 2 && tool)) {
        v.result = same_family(want, cj.verdict) ? REP_REPRODUCES : REP_OTHER;
        if (tool && is->failure && v.result == REP_REPRODUCES) {
            /* a crash reproduces when the tool fails with the same message
             * (numbers and addresses aside: the reducer's key), from what
             * the tool said, its stack dump included (check's own lines
             * hold only its first line: a crash keyed on its frames never
             * matched, and the version that found it read "another
             * result") */
            char *key = red_crash_key(cj.tool_msg[0] ? cj.tool_msg : op ? op : "");
            if (!key || strcmp(key, is->failure))
                v.result = REP_OTHER;
            free(key);
        }
        /* what it showed: the wrong result, or the tool's own message */
        v.note = !tool ? line_with(op, "target:") : NULL;
        static const char *const keys[] = {"LLVM ERROR", "Assertion", "error:", "ERROR"};
        for (size_t k = 0; k < 4 && !v.note; k++)
            v.note = line_with(op, keys[k]);
    } else if (rc == 0 || rc == 3) {
        v.result = REP_CLEAN;
    } else {
        v.result = REP_OTHER;
        v.note = line_with(ep, "error");
    }
    if (v.note) {
        /* without the indentation and the temporary file's directory, at
         * most a table cell's worth */
        char *s = v.note + strspn(v.note, " ");
        const char *slash = strrchr(file, '/');
        size_t dl = slash ? (size_t)(slash - file + 1) : 0;
        char *d;
        while (dl && (d = strstr(s, file)) != NULL)
            memmove(d, d + dl, strlen(d + dl) + 1);
        memmove(v.note, s, strlen(s) + 1);
        if (strlen(v.note) > 160)
            strcpy(v.note + 157, "...");
    }
    free(op);
    free(ep);
    return v;
}

/* The engine spec for LLVM version ver: "opt-22:-O2" -> "opt-19:-O2" */
static char *
spec_for(const char *engine, int ver)
{
    size_t n = strcspn(engine, ":");
    const char *dash = memchr(engine, '-', n);
    size_t base = dash ? (size_t)(dash - engine) : n;
    IrBuf b = {0};
    ir_buf_printf(&b, "%.*s-%d%s", (int)base, engine, ver, engine + n);
    return b.p;
}

/* The interpreter's run of the source on the witness input (a subprocess:
 * `llfuzz run FILE --entry F --args A`, what a reader can run too). */
static char *
ub_evidence(const char *file, const RepIssue *is)
{
    IrBuf cmd = {0}, out = {0};
    char self[4096];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0 || strchr(is->args, '\'') || strchr(is->func, '\''))
        return NULL;
    self[n] = 0;
    ir_buf_printf(&cmd, "'%s' run '%s' --entry '%s' --args '%s' 2>&1", self, file, is->func, is->args);
    FILE *p = popen(cmd.p, "r");
    char buf[512];
    if (p) {
        ir_buf_printf(&out, "$ llfuzz run r.ll --entry %s --args '%s'\n", is->func, is->args);
        while (fgets(buf, sizeof buf, p))
            ir_buf_puts(&out, buf);
        int st = pclose(p);
        ir_buf_printf(&out, "(exit status %d: %s)\n", WEXITSTATUS(st),
                      WEXITSTATUS(st) == 0 ? "no undefined behaviour" : "see above");
    }
    ir_buf_free(&cmd);
    return out.p;
}

/* "define ... @NAME(" of func in text, renamed to @to (a copy) */
static char *
rename_func(const char *text, const char *func, const char *to)
{
    IrBuf b = {0};
    char pat[256];
    snprintf(pat, sizeof pat, "@%s(", func);
    size_t pn = strlen(pat);
    for (const char *p = text; *p;) {
        const char *q = strstr(p, pat);
        if (!q) {
            ir_buf_puts(&b, p);
            break;
        }
        ir_buf_put(&b, p, (size_t)(q - p));
        ir_buf_printf(&b, "@%s(", to);
        p = q + pn;
    }
    return b.p;
}

/* @src (the reduced module, func renamed) and @tgt (the function of the
 * tool's output) in one module; NULL when it cannot be made. */
static char *
alive_pair(const RepIssue *is, const char *tgt_path)
{
    size_t n;
    char *tgt = ir_read_file(tgt_path, &n);
    if (!tgt)
        return NULL;
    char pat[256];
    snprintf(pat, sizeof pat, "@%s(", is->func);
    const char *d = strstr(tgt, pat);
    while (d && d > tgt && d[-1] != '\n')
        d--;
    const char *e = d ? strstr(d, "\n}\n") : NULL;
    char *res = NULL;
    if (d && !strncmp(d, "define", 6) && e) {
        char *fn = ir_calloc((size_t)(e + 3 - d) + 1, 1);
        memcpy(fn, d, (size_t)(e + 3 - d));
        /* the target's attribute groups are not in the source module */
        for (char *h = strstr(fn, " #"); h && h < fn + strcspn(fn, "{"); h = strstr(h + 1, " #"))
            if (h[2] >= '0' && h[2] <= '9')
                for (size_t k = 1; h[k] == '#' || (h[k] >= '0' && h[k] <= '9'); k++)
                    h[k] = ' ';
        char *src = rename_func(is->module, is->func, "src");
        char *tf = rename_func(fn, is->func, "tgt");
        IrBuf b = {0};
        ir_buf_printf(&b, "%s\n%s", src, tf);
        res = b.p;
        ir_free(src);
        ir_free(tf);
        ir_free(fn);
    }
    ir_free(tgt);
    return res;
}

/* The module with the target's triple and datalayout when it has none and
 * the engine compiles for a target (llc, clang): what the runner used. */
static void
add_target(RepIssue *is)
{
    if (is->triple || strncmp(is->engine, "llc", 3))
        return;
    ExEngine e;
    char err[512];
    if (ex_engine_parse(is->engine, &e, err, sizeof err) < 0)
        return;
    if (ex_engine_probe(&e, err, sizeof err) == 0) {
        ExNativeConfig nc;
        memset(&nc, 0, sizeof nc);
        nc.tool = e.tool;
        nc.argv = e.args;
        nc.nargv = e.nargs;
        nc.triple = e.triple;
        ExNative *nx = ex_native_new(&nc, err, sizeof err);
        if (nx) {
            is->triple = ir_strdup(ex_native_triple(nx));
            is->datalayout = ir_strdup(ex_native_datalayout(nx));
            IrBuf b = {0};
            ir_buf_printf(&b, "target datalayout = \"%s\"\ntarget triple = \"%s\"\n\n%s", is->datalayout,
                          is->triple, is->module);
            ir_free(is->module);
            is->module = b.p;
            ex_native_free(nx);
        }
    }
    ex_engine_free(&e);
}

static void
measure(RepIssue *is)
{
    char dir[] = "/tmp/llfuzz-issue-XXXXXX";
    if (!mkdtemp(dir))
        return;
    char file[64], tgt[64];
    snprintf(file, sizeof file, "%s/r.ll", dir);
    snprintf(tgt, sizeof tgt, "%s/tgt.ll", dir);
    IrBuf b = {0};
    if (is->func && is->args)
        ir_buf_printf(&b, "; llfuzz-input: @%s(%s)\n", is->func, is->args);
    ir_buf_puts(&b, is->module);
    int crash = !strcmp(verdict_word(is->verdict), "crash") || !strcmp(verdict_word(is->verdict), "hang");
    if (write_file(file, b.p) == 0) {
        const char *eng = is->reduced_with ? is->reduced_with : is->engine;
        static const int versions[] = {14, 19, 22};
        is->versions = ir_calloc(3, sizeof *is->versions);
        for (int k = 0; k < 3; k++) {
            char *spec = spec_for(eng, versions[k]);
            int mine = !strcmp(spec, eng);
            is->versions[is->nversions++] = run_version(file, spec, is, mine && !crash ? tgt : NULL);
            ir_free(spec);
        }
        if (!crash && is->func && is->args) {
            is->ub_evidence = ub_evidence(file, is);
            if (!strncmp(eng, "opt", 3))
                is->alive = alive_pair(is, tgt);
        }
    }
    ir_buf_free(&b);
    remove(file);
    remove(tgt);
    rmdir(dir);
}

static int
issue_report(const Opts *o)
{
    Row row = {0};
    char *text = NULL;
    int rc = 2;
    if (o->db) {
        char err[DB_ERR_SIZE];
        Db *db = db_open(o->db, DB_READONLY, err);
        if (!db) {
            fprintf(stderr, "llfuzz report: error: %s\n", err);
            return 2;
        }
        if (db_divergence_get(db, (int64_t)o->id, row_cb, &row) < 0) {
            fprintf(stderr, "llfuzz report: error: %s: %s\n", o->db, db_errmsg(db));
            db_close(db);
            return 2;
        }
        db_close(db);
        if (!row.found) {
            fprintf(stderr, "llfuzz report: error: no divergence %" PRIu64 " in %s\n", o->id, o->db);
            return 1;
        }
        if (!row.reduced) {
            fprintf(stderr, "llfuzz report: error: divergence %" PRIu64 " is not reduced (llfuzz reduce --db %s --id %"
                            PRIu64 ")\n", o->id, o->db, o->id);
            row_free(&row);
            return 1;
        }
        text = ir_strdup(row.reduced);
    } else {
        size_t n;
        if (!(text = ir_read_file(o->file, &n))) {
            fprintf(stderr, "llfuzz report: error: cannot read %s\n", o->file);
            return 2;
        }
    }
    RepIssue is;
    char err[512];
    if (rep_issue_parse(text, &is, err, sizeof err)) {
        fprintf(stderr, "llfuzz report: error: %s: %s\n", o->db ? "the reduced module" : o->file, err);
        goto out;
    }
    is.id = (long)o->id;
    if (!is.signature && row.signature)
        is.signature = ir_strdup(row.signature);
    if (!o->no_run) {
        add_target(&is);
        measure(&is);
    }
    FILE *f = open_out(o);
    if (f) {
        int ok = rep_issue_write(&is, f) == 0;
        if (close_out(o, f, ok))
            fprintf(stderr, "llfuzz report: error: cannot write %s\n", o->out ? o->out : "<stdout>");
        else
            rc = 0;
    }
    rep_issue_free(&is);
out:
    ir_free(text);
    row_free(&row);
    return rc;
}

int
cmd_report(int argc, char **argv)
{
    Opts o = {.format = -1};
    const char *fmt = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            report_help();
            return 0;
        }
        if (!strcmp(a, "--no-run")) {
            o.no_run = 1;
            continue;
        }
        if (a[0] != '-' || !a[1]) {
            if (o.file)
                return cli_usage_error("report", "more than one input file");
            o.file = a;
            continue;
        }
        const char **str = !strcmp(a, "--db") ? &o.db : !strcmp(a, "-o") ? &o.out : !strcmp(a, "--format") ? &fmt
                         : NULL;
        int isid = !strcmp(a, "--id");
        if (!str && !isid)
            return cli_usage_error("report", "unknown option '%s'", a);
        if (i + 1 >= argc)
            return cli_usage_error("report", "%s needs a value", a);
        if (str) {
            *str = argv[++i];
        } else {
            if (cli_parse_range("report", "--id", argv[++i], 1, INT64_MAX, &o.id))
                return 2;
            o.have_id = 1;
        }
    }
    if (fmt && (o.format = rep_format_from_name(fmt)) < 0)
        return cli_usage_error("report", "--format %s: unknown format (html, md, json, text, issue)", fmt);
    if (o.format < 0)
        o.format = o.out && format_from_path(o.out) >= 0 ? format_from_path(o.out) : o.out && strcmp(o.out, "-")
                 ? REP_HTML : REP_TEXT;
    if (o.format == REP_ISSUE) {
        if (o.db && o.file)
            return cli_usage_error("report", "--format issue takes --db F --id N or a reduced file, not both");
        if (o.db && !o.have_id)
            return cli_usage_error("report", "--format issue with --db needs --id N");
        if (!o.db && !o.file)
            return cli_usage_error("report", "--format issue needs --db F --id N or a reduced file");
        return issue_report(&o);
    }
    if (o.file)
        return cli_usage_error("report", "unexpected argument '%s' (a file is read with --format issue)", o.file);
    if (o.have_id)
        return cli_usage_error("report", "--id goes with --format issue");
    if (!o.db)
        return cli_usage_error("report", "--db is required");
    return store_report(&o);
}
