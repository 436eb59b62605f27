/* gather.c -- a store's figures for the reports: campaigns, divergences
 * grouped by engine, kind, blamed pass and status, the statistics over time.
 * Read once (three queries), then written in any format. */
#include "reports/rep.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const char *const rep_format_names[REP_NFORMATS] = {"html", "md", "json", "text", "issue"};

int
rep_format_from_name(const char *name)
{
    if (!strcmp(name, "markdown"))
        return REP_MD;
    for (int k = 0; k < REP_NFORMATS; k++)
        if (!strcmp(name, rep_format_names[k]))
            return k;
    return -1;
}

const char *
rep_iso(int64_t t, char buf[32])
{
    if (!t)
        return "-";
    time_t tt = (time_t)t;
    struct tm tm;
    if (!gmtime_r(&tt, &tm) || !strftime(buf, 32, "%Y-%m-%dT%H:%M:%SZ", &tm))
        snprintf(buf, 32, "%" PRId64, t);
    return buf;
}

const char *
rep_num(uint64_t v, char buf[32])
{
    char d[32];
    int n = snprintf(d, sizeof d, "%" PRIu64, v), o = 0;
    for (int i = 0; i < n; i++) {
        if (i && (n - i) % 3 == 0)
            buf[o++] = ',';
        buf[o++] = d[i];
    }
    buf[o] = 0;
    return buf;
}

char *
rep_buf_take(IrBuf *b)
{
    char *s = b->p ? b->p : ir_strdup("");
    b->p = NULL;
    b->len = b->cap = 0;
    return s;
}

static void
group_add(RepGroups *g, const char *name, uint64_t hits)
{
    /* few groups (engines, kinds, passes): a linear search is enough */
    for (int i = 0; i < g->n; i++)
        if (!strcmp(g->v[i].name, name)) {
            g->v[i].sigs++;
            g->v[i].hits += hits;
            return;
        }
    if (g->n == g->cap) {
        g->cap = g->cap ? 2 * g->cap : 8;
        g->v = ir_realloc(g->v, (size_t)g->cap * sizeof *g->v);
    }
    g->v[g->n++] = (RepGroup){ir_strdup(name), 1, hits};
}

static int
cmp_group(const void *a, const void *b)
{
    const RepGroup *x = a, *y = b;
    if (x->sigs != y->sigs)
        return x->sigs < y->sigs ? 1 : -1;
    return strcmp(x->name, y->name);
}

static void
groups_free(RepGroups *g)
{
    for (int i = 0; i < g->n; i++)
        ir_free(g->v[i].name);
    ir_free(g->v);
}

static char *
dup_or_null(const char *s)
{
    return s ? ir_strdup(s) : NULL;
}

static int
camp_cb(void *ctx, const DbCampaignInfo *c)
{
    Rep *r = ctx;
    r->camps = ir_realloc(r->camps, (size_t)(r->ncamps + 1) * sizeof *r->camps);
    RepCamp *k = &r->camps[r->ncamps++];
    k->c = *c;
    k->c.shard = ir_strdup(c->shard);
    k->c.engines = ir_strdup(c->engines);
    k->c.config = ir_strdup(c->config);
    k->c.tool_versions = ir_strdup(c->tool_versions);
    r->modules += c->modules;
    r->functions += c->functions;
    r->executions += c->executions;
    r->tl += c->time_llfuzz_s;
    r->tt += c->time_tools_s;
    r->wall += c->wall_s;
    return 0;
}

typedef struct RowVec {
    Rep *r;
    size_t cap;
} RowVec;

/* The engine's tool ("opt-22" of "opt-22:-O2"): one bar per LLVM tool. */
static void
tool_of(const char *engine, char *buf, size_t n)
{
    snprintf(buf, n, "%.*s", (int)strcspn(engine, ":"), engine);
}

/* A tool failure's signature without its message ("llc-22|crash", or
 * "llc-22|crash|" when the key came out empty)? */
static int
bare_failure(const char *sig)
{
    static const char *const ends[] = {"|crash", "|hang", "|crash|", "|hang|"};
    size_t n = strlen(sig);
    for (size_t k = 0; k < sizeof ends / sizeof ends[0]; k++)
        if (n >= strlen(ends[k]) && !strcmp(sig + n - strlen(ends[k]), ends[k]))
            return 1;
    return 0;
}

static int
row_cb(void *ctx, const DbDivergenceInfo *d)
{
    RowVec *v = ctx;
    Rep *r = v->r;
    if (r->nrows == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 256;
        r->rows = ir_realloc(r->rows, v->cap * sizeof *r->rows);
    }
    RepRow *w = &r->rows[r->nrows++];
    w->id = d->id;
    w->engine = ir_strdup(d->engine);
    w->kind = ir_strdup(d->kind);
    w->function = ir_strdup(d->function);
    w->signature = ir_strdup(d->signature);
    w->status = ir_strdup(d->status);
    w->blamed_pass = dup_or_null(d->blamed_pass);
    w->failure = NULL;
    if (bare_failure(d->signature) && d->actual[0]) {
        size_t n = strcspn(d->actual, "\n");
        w->failure = ir_calloc(n + 1, 1);
        memcpy(w->failure, d->actual, n);
    }
    w->reduced = d->reduced_ir != NULL;
    w->count = d->count;
    w->first_seen = d->first_seen;
    w->last_seen = d->last_seen;
    char tool[64];
    tool_of(d->engine, tool, sizeof tool);
    group_add(&r->by_engine, tool, d->count);
    group_add(&r->by_kind, d->kind, d->count);
    group_add(&r->by_pass, d->blamed_pass ? d->blamed_pass : w->reduced ? "(none blamed)" : "(not reduced)",
              d->count);
    group_add(&r->by_status, d->status, d->count);
    r->reduced += w->reduced;
    return 0;
}

static int
stats_cb(void *ctx, const DbStats *st)
{
    RowVec *v = ctx;
    Rep *r = v->r;
    if (r->nstats == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 64;
        r->stats = ir_realloc(r->stats, v->cap * sizeof *r->stats);
    }
    r->stats[r->nstats++] = *st;
    return 0;
}

static int
cmp_row(const void *a, const void *b)
{
    const RepRow *x = a, *y = b;
    if (x->count != y->count)
        return x->count < y->count ? 1 : -1;
    return x->id < y->id ? -1 : x->id > y->id;
}

const char *const rep_cov_kinds[4] = {"opcode", "intrinsic", "type", "flag"};
const char *const rep_cov_titles[4] = {"Opcodes (instructions)", "Intrinsics (calls)", "Result types (instructions)",
                                       "Flags (instructions)"};

/* coverage rows come by kind, most frequent first */
static int
cov_cb(void *ctx, const char *kind, const char *name, uint64_t count)
{
    Rep *r = ctx;
    for (int k = 0; k < 4; k++)
        if (!strcmp(kind, rep_cov_kinds[k])) {
            RepGroups *g = &r->cov[k];
            if (g->n == g->cap) {
                g->cap = g->cap ? 2 * g->cap : 32;
                g->v = ir_realloc(g->v, (size_t)g->cap * sizeof *g->v);
            }
            g->v[g->n++] = (RepGroup){ir_strdup(name), 0, count};
        }
    return 0;
}

int
rep_gather(Db *db, const RepOptions *o, Rep *r, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    r->o = o;
    r->db = db;
    r->now = o->now ? o->now : (int64_t)time(NULL);
    RowVec v = {r, 0};
    uint64_t unique;
    if (db_campaign_list(db, camp_cb, r) || db_divergence_list(db, NULL, row_cb, &v) ||
        db_counts(db, 0, &r->hits, &unique, &r->testcases)) {
        snprintf(err, errlen, "%s", db_errmsg(db));
        return -1;
    }
    v = (RowVec){r, 0};
    if (db_stats_list(db, stats_cb, &v) || db_coverage_list(db, 0, cov_cb, r)) {
        snprintf(err, errlen, "%s", db_errmsg(db));
        return -1;
    }
    if (!r->ncamps && !r->nrows)
        return 1;
    qsort(r->rows, r->nrows, sizeof *r->rows, cmp_row);
    RepGroups *gs[] = {&r->by_engine, &r->by_kind, &r->by_pass, &r->by_status};
    for (size_t k = 0; k < sizeof gs / sizeof gs[0]; k++)
        qsort(gs[k]->v, (size_t)gs[k]->n, sizeof *gs[k]->v, cmp_group);
    return 0;
}

void
rep_free(Rep *r)
{
    for (int i = 0; i < r->ncamps; i++) {
        ir_free((char *)r->camps[i].c.shard);
        ir_free((char *)r->camps[i].c.engines);
        ir_free((char *)r->camps[i].c.config);
        ir_free((char *)r->camps[i].c.tool_versions);
    }
    ir_free(r->camps);
    for (size_t i = 0; i < r->nrows; i++) {
        RepRow *w = &r->rows[i];
        ir_free(w->engine);
        ir_free(w->kind);
        ir_free(w->function);
        ir_free(w->signature);
        ir_free(w->status);
        ir_free(w->blamed_pass);
        ir_free(w->failure);
    }
    ir_free(r->rows);
    groups_free(&r->by_engine);
    groups_free(&r->by_kind);
    groups_free(&r->by_pass);
    groups_free(&r->by_status);
    for (int k = 0; k < 4; k++)
        groups_free(&r->cov[k]);
    ir_free(r->stats);
    memset(r, 0, sizeof *r);
}

size_t
rep_ndetails(const Rep *r)
{
    return r->nrows < REP_MAX_DETAILS ? r->nrows : REP_MAX_DETAILS;
}

int
rep_detail(Rep *r, size_t i, int (*cb)(void *ctx, const DbDivergenceInfo *d), void *ctx)
{
    int rc = db_divergence_get(r->db, r->rows[i].id, cb, ctx);
    return rc < 0 ? -1 : 0;
}

/* "@t0(i32 5)" -> "i32 5" */
static void
put_args(IrBuf *b, const char *input)
{
    const char *p = strchr(input, '('), *e = strrchr(input, ')');
    if (input[0] == '@' && p && e && e > p)
        ir_buf_printf(b, "%.*s", (int)(e - p - 1), p + 1);
    else
        ir_buf_puts(b, input);
}

char *
rep_repro(const Rep *r, const DbDivergenceInfo *d)
{
    IrBuf b = {0};
    const char *me = r->o->llfuzz ? r->o->llfuzz : "llfuzz";
    const char *store = r->o->store_name ? r->o->store_name : "STORE.db";
    if (d->reduced_ir) {
        ir_buf_printf(&b, "%s db show --db %s --id %" PRId64 " --reduced > r.ll\n", me, store, d->id);
        /* the reducer's header: "; reproduce:   CMD" and ";          or: CMD" */
        for (const char *p = d->reduced_ir; *p == ';'; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : "") {
            size_t n = strcspn(p, "\n");
            const char *q = NULL;
            if (!strncmp(p, "; reproduce:", 12))
                q = p + 12;
            else if (!strncmp(p, ";          or:", 14))
                q = p + 14;
            if (q) {
                q += strspn(q, " ");
                ir_buf_printf(&b, "%.*s\n", (int)(n - (size_t)(q - p)), q);
            }
        }
        return rep_buf_take(&b);
    }
    ir_buf_printf(&b, "%s db show --db %s --id %" PRId64 " --module > t.ll\n", me, store, d->id);
    if (d->function[0]) {
        ir_buf_printf(&b, "%s check t.ll --engine '%s' --func %s\n", me, d->engine,
                      d->function + (d->function[0] == '@'));
        ir_buf_printf(&b, "%s reduce t.ll --engine '%s' --func %s --args '", me, d->engine,
                      d->function + (d->function[0] == '@'));
        put_args(&b, d->input);
        ir_buf_puts(&b, "'\n");
    } else {
        ir_buf_printf(&b, "%s check t.ll --engine '%s'\n", me, d->engine);
    }
    ir_buf_printf(&b, "%s reduce --db %s --id %" PRId64 "\n", me, store, d->id);
    return rep_buf_take(&b);
}

int
rep_store(Db *db, const RepOptions *o, RepFormat f, FILE *out, char *err, size_t errlen)
{
    Rep r;
    int rc = rep_gather(db, o, &r, err, errlen);
    if (rc) {
        rep_free(&r);
        return rc;
    }
    switch (f) {
    case REP_HTML: rc = rep_write_html(&r, out); break;
    case REP_MD: rc = rep_write_md(&r, out); break;
    case REP_JSON: rc = rep_write_json(&r, out); break;
    case REP_TEXT: rc = rep_write_text(&r, out); break;
    default:
        snprintf(err, errlen, "format '%s' is not a store report", rep_format_names[f]);
        rc = -1;
        break;
    }
    if (rc < 0 && !err[0])
        snprintf(err, errlen, "%s", db_errmsg(db));
    rep_free(&r);
    return rc;
}
