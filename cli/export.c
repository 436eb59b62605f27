/* export.c -- `llfuzz db export --id N DIR`: a reduced divergence of the
 * store as a corpus case (corpus/README.md: the engine, the expectation
 * `divergence VERDICT`, the LLVM versions, the function and its witness
 * input as directives), which `llfuzz replay` then runs. */
#include "cli.h"
#include "reports/report.h"
#include "store/store.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct Found {
    int found;
    char *reduced, *signature, *kind, *blamed;
} Found;

static int
found_cb(void *ctx, const DbDivergenceInfo *d)
{
    Found *f = ctx;
    f->found = 1;
    f->reduced = d->reduced_ir ? ir_strdup(d->reduced_ir) : NULL;
    f->signature = ir_strdup(d->signature);
    f->kind = ir_strdup(d->kind);
    f->blamed = d->blamed_pass ? ir_strdup(d->blamed_pass) : NULL;
    return 0;
}

/* The corpus's verdict word (ir_case_verdicts) of a verdict's name. */
static const char *
case_verdict(const char *name)
{
    static const struct {
        const char *name, *word;
    } map[] = {
        {"value mismatch", "value"},     {"target is more poisonous", "poison"},
        {"target's value is more undefined", "undef"}, {"source is more defined than target", "ub"},
        {"memory mismatch", "memory"},   {"trace mismatch", "trace"},
        {"crash", "crash"},              {"hang", "hang"},
    };
    for (size_t k = 0; k < sizeof map / sizeof map[0]; k++)
        if (!strcmp(name, map[k].name))
            return map[k].word;
    return NULL;
}

/* "opt-22:-passes=instcombine" -> 22; 0 when the tool names no version */
static int
engine_version(const char *engine)
{
    size_t n = strcspn(engine, ":");
    const char *d = memchr(engine, '-', n);
    return d && isdigit((unsigned char)d[1]) ? atoi(d + 1) : 0;
}

/* A file name's word: letters, digits and dashes ("LLVM ERROR: Cannot
 * select: fmodf" -> "llvm-error-cannot-select-fmodf"), at most n bytes. */
static void
slug(IrBuf *b, const char *s, size_t n)
{
    int dash = 0;
    size_t start = b->len;
    for (; *s && b->len - start < n; s++) {
        if (isalnum((unsigned char)*s)) {
            if (dash && b->len > start)
                ir_buf_putc(b, '-');
            ir_buf_putc(b, tolower((unsigned char)*s));
            dash = 0;
        } else {
            dash = 1;
        }
    }
}

int
cli_export_case(const char *cmd, const char *dbpath, uint64_t id, const char *dir)
{
    char err[DB_ERR_SIZE];
    Db *db = db_open(dbpath, DB_READONLY, err);
    if (!db) {
        fprintf(stderr, "llfuzz %s: error: %s\n", cmd, err);
        return 2;
    }
    Found fd = {0};
    int rc = db_divergence_get(db, (int64_t)id, found_cb, &fd);
    if (rc < 0) {
        fprintf(stderr, "llfuzz %s: error: %s: %s\n", cmd, dbpath, db_errmsg(db));
        db_close(db);
        return 2;
    }
    db_close(db);
    RepIssue is = {0};
    IrBuf path = {0}, out = {0};
    rc = 1;
    if (!fd.found) {
        fprintf(stderr, "llfuzz %s: error: no divergence %" PRIu64 " in %s\n", cmd, id, dbpath);
        goto done;
    }
    if (!fd.reduced) {
        fprintf(stderr, "llfuzz %s: error: divergence %" PRIu64 " is not reduced (llfuzz reduce --db %s --id %" PRIu64
                        ")\n", cmd, id, dbpath, id);
        goto done;
    }
    rc = 2;
    if (rep_issue_parse(fd.reduced, &is, err, sizeof err)) {
        fprintf(stderr, "llfuzz %s: error: divergence %" PRIu64 ": its reduced module: %s\n", cmd, id, err);
        goto done;
    }
    const char *word = case_verdict(is.verdict);
    if (!word)
        word = case_verdict(fd.kind);
    if (!word) {
        fprintf(stderr, "llfuzz %s: error: divergence %" PRIu64 ": '%s' is not a divergence a corpus case can "
                        "expect\n", cmd, id, is.verdict);
        goto done;
    }
    if (mkdir(dir, 0777) && errno != EEXIST) {
        fprintf(stderr, "llfuzz %s: error: cannot create %s: %s\n", cmd, dir, strerror(errno));
        goto done;
    }
    /* DIR/N-TOOL-PASS-or-FAILURE.ll */
    const char *eng = is.reduced_with ? is.reduced_with : is.engine;
    ir_buf_printf(&path, "%s/%" PRIu64 "-", dir, id);
    slug(&path, eng, (size_t)strcspn(eng, ":"));
    ir_buf_putc(&path, '-');
    slug(&path, is.blamed_pass ? is.blamed_pass : is.failure ? is.failure : is.verdict, 40);
    ir_buf_puts(&path, ".ll");

    int v = engine_version(eng);
    ir_buf_printf(&out, "; %s of %s%s%s, exported by `llfuzz db export` from %s, divergence %" PRIu64 ".\n",
                  is.verdict, eng, is.blamed_pass ? ", blamed pass " : "", is.blamed_pass ? is.blamed_pass : "",
                  dbpath, id);
    ir_buf_printf(&out, "; signature: %s\n", fd.signature);
    if (is.func && is.args)
        ir_buf_printf(&out, "; expected %s, actual %s\n", is.expected ? is.expected : "?", is.actual ? is.actual : "?");
    else if (is.failure)
        ir_buf_printf(&out, "; failure: %s\n", is.failure);
    ir_buf_printf(&out, "; llfuzz-engine: %s\n; llfuzz-expect: divergence %s\n", eng, word);
    if (v)
        ir_buf_printf(&out, "; llfuzz-llvm: %d-\n", v);
    if (is.func && is.args)
        ir_buf_printf(&out, "; llfuzz-func: @%s\n; llfuzz-input: @%s(%s)\n", is.func, is.func, is.args);
    ir_buf_printf(&out, "\n%s", is.module);
    FILE *f = fopen(path.p, "w");
    int bad = !f;
    if (f) {
        bad |= fputs(out.p, f) < 0;
        bad |= fclose(f) != 0;
    }
    if (bad) {
        fprintf(stderr, "llfuzz %s: error: cannot write %s: %s\n", cmd, path.p, strerror(errno));
        goto done;
    }
    printf("%s\n", path.p);
    rc = 0;
done:
    rep_issue_free(&is);
    ir_buf_free(&path);
    ir_buf_free(&out);
    ir_free(fd.reduced);
    ir_free(fd.signature);
    ir_free(fd.kind);
    ir_free(fd.blamed);
    return rc;
}
