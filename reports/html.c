/* html.c -- the HTML report: one self-contained page (its style inline, its
 * charts inline SVG from svg.c, no script, nothing fetched), readable
 * offline and attachable to a CI run. */
#include "reports/rep.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define MAX_POINTS 400          /* points of a line: more are sampled down */
#define MAX_MODULE 20000        /* an unreduced module longer than this is left to `db show` */

static const char style[] =
    "body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1100px;padding:0 16px;color:#222}"
    "h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #ddd}"
    "table{border-collapse:collapse;margin:8px 0}th,td{border:1px solid #ddd;padding:3px 7px;"
    "text-align:left;vertical-align:top}th{background:#f4f4f4}td.n{text-align:right}"
    "pre{background:#f7f7f7;border:1px solid #e2e2e2;padding:8px;overflow-x:auto;font-size:12px}"
    "code,pre{font-family:ui-monospace,monospace}.sig{font-family:ui-monospace,monospace;font-size:12px;"
    "word-break:break-all}summary{cursor:pointer}details{margin:2px 0}"
    ".charts{display:flex;flex-wrap:wrap;gap:16px}svg.chart{max-width:100%;height:auto;font-size:12px}"
    "svg .ct{font-weight:600;font-size:13px}svg .note{fill:#777}svg .grid{stroke:#eee}"
    "svg .axis{stroke:#999}td.t{white-space:nowrap}.split{display:flex;height:14px;width:420px;border:1px solid #ccc}"
    ".split div{height:100%}.muted{color:#777}";

static void
cell_num(FILE *f, uint64_t v)
{
    char b[32];
    fprintf(f, "<td class=\"n\">%s</td>", rep_num(v, b));
}

static void
cell_text(FILE *f, const char *s)
{
    fputs("<td>", f);
    rep_put_html(f, s && *s ? s : "-");
    fputs("</td>", f);
}

static void
summary(Rep *r, FILE *f)
{
    char a[32], b[32], c[32];
    fprintf(f, "<h2 id=\"summary\">Summary</h2>\n<table>\n");
    fprintf(f, "<tr><th>campaigns</th><td class=\"n\">%d</td></tr>\n", r->ncamps);
    fprintf(f, "<tr><th>modules / functions / executions</th><td class=\"n\">%s / %s / %s</td></tr>\n",
            rep_num(r->modules, a), rep_num(r->functions, b), rep_num(r->executions, c));
    fprintf(f, "<tr><th>divergences (sightings / distinct signatures / reduced)</th><td class=\"n\">%s / ",
            rep_num(r->hits, a));
    fprintf(f, "%s / %s</td></tr>\n", rep_num(r->nrows, b), rep_num(r->reduced, c));
    fprintf(f, "<tr><th>test cases stored</th><td class=\"n\">%s</td></tr>\n", rep_num(r->testcases, a));
    double all = r->tl + r->tt;
    fprintf(f, "<tr><th>time: llfuzz / LLVM tools</th><td class=\"n\">%.1f s / %.1f s", r->tl, r->tt);
    if (all > 0)
        fprintf(f, " (%.0f%% / %.0f%%)", 100 * r->tl / all, 100 * r->tt / all);
    fprintf(f, "</td></tr>\n</table>\n");
    if (all > 0)
        fprintf(f, "<div class=\"split\" title=\"llfuzz %.0f%%, tools %.0f%%\"><div style=\"width:%.1f%%;"
                   "background:#3366cc\"></div><div style=\"width:%.1f%%;background:#ff9900\"></div></div>\n"
                   "<p class=\"muted\">blue: llfuzz (generation, interpretation, checking); orange: the LLVM tools"
                   "</p>\n",
                100 * r->tl / all, 100 * r->tt / all, 100 * r->tl / all, 100 * r->tt / all);
}

static void
campaigns(Rep *r, FILE *f)
{
    fprintf(f, "<h2 id=\"campaigns\">Campaigns, engines and tools</h2>\n");
    if (!r->ncamps) {
        fprintf(f, "<p>No campaign in this store (its divergences came from other commands).</p>\n");
        return;
    }
    fprintf(f, "<table>\n<tr><th>id</th><th>started / ended (UTC)</th><th>engines</th><th>LLVM</th>"
               "<th>tool versions</th><th>modules</th><th>functions</th><th>executions</th>"
               "<th>llfuzz s</th><th>tools s</th><th>distinct / first found</th></tr>\n");
    for (int i = 0; i < r->ncamps; i++) {
        const DbCampaignInfo *c = &r->camps[i].c;
        char t1[32], t2[32];
        fprintf(f, "<tr><td class=\"n\">%" PRId64 "</td><td class=\"t\">%s<br>%s</td>", c->id, rep_iso(c->started, t1),
                c->ended ? rep_iso(c->ended, t2) : "(running or killed)");
        cell_text(f, c->engines);
        fprintf(f, "<td class=\"n\">%d</td>", c->target_llvm);
        cell_text(f, c->tool_versions);
        cell_num(f, c->modules);
        cell_num(f, c->functions);
        cell_num(f, c->executions);
        fprintf(f, "<td class=\"n\">%.1f</td><td class=\"n\">%.1f</td>", c->time_llfuzz_s, c->time_tools_s);
        fprintf(f, "<td class=\"n\">%" PRIu64 " / %" PRIu64 "</td></tr>\n", c->unique, c->first);
    }
    fprintf(f, "</table>\n");
}

static int
cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Keep at most MAX_POINTS of n points (evenly, the last one always). */
static size_t
sample(double *x, double *y, size_t n)
{
    if (n <= MAX_POINTS)
        return n;
    for (size_t k = 0; k < MAX_POINTS; k++) {
        size_t i = k == MAX_POINTS - 1 ? n - 1 : k * (n - 1) / (MAX_POINTS - 1);
        x[k] = x[i];
        y[k] = y[i];
    }
    return MAX_POINTS;
}

static void
over_time(Rep *r, FILE *f)
{
    fprintf(f, "<h2 id=\"time\">Finds and throughput over time</h2>\n<div class=\"charts\">\n");
    /* distinct signatures found, cumulative, by first sighting */
    size_t n = r->nrows;
    double *x = ir_calloc(n + 1, sizeof *x), *y = ir_calloc(n + 1, sizeof *y);
    for (size_t i = 0; i < n; i++)
        x[i] = (double)r->rows[i].first_seen;
    qsort(x, n, sizeof *x, cmp_double);
    for (size_t i = 0; i < n; i++)
        y[i] = (double)(i + 1);
    RepSeries fs = {"distinct signatures", x, y, sample(x, y, n), 1};
    if (n)
        rep_svg_lines(f, "Divergences found (distinct signatures, cumulative)", "signatures", &fs, 1);
    else
        fprintf(f, "<p>No divergences yet.</p>\n");
    ir_free(x);
    ir_free(y);

    /* modules per second of each campaign's statistics intervals */
    if (!r->nstats) {
        fprintf(f, "</div>\n<p class=\"muted\">No statistics rows: the campaigns wrote none yet.</p>\n");
        return;
    }
    int ns = r->ncamps ? r->ncamps : 1;
    RepSeries *s = ir_calloc((size_t)ns, sizeof *s);
    double **xs = ir_calloc((size_t)ns, sizeof *xs), **ys = ir_calloc((size_t)ns, sizeof *ys);
    char **names = ir_calloc((size_t)ns, sizeof *names);
    for (int k = 0; k < ns; k++) {
        xs[k] = ir_calloc(r->nstats, sizeof **xs);
        ys[k] = ir_calloc(r->nstats, sizeof **ys);
        char nm[48];
        snprintf(nm, sizeof nm, "campaign %" PRId64, r->ncamps ? r->camps[k].c.id : (int64_t)0);
        names[k] = ir_strdup(nm);
    }
    /* modules per second of wall-clock time, in buckets of at least a
     * minute: a row's modules are spread over the wall-clock time since
     * the campaign's previous row (its own interval_s is a worker's busy
     * time), so neither long nor short intervals read as spikes */
    int64_t t0 = r->stats[0].at - (int64_t)r->stats[0].interval_s, t1 = r->stats[r->nstats - 1].at;
    double width = (double)(t1 - t0) / 60 > 60 ? (double)(t1 - t0) / 60 : 60;
    size_t nb = (size_t)((double)(t1 - t0) / width) + 1;
    double *prev = ir_calloc((size_t)ns, sizeof *prev);
    for (int k = 0; k < ns; k++) {
        ir_free(xs[k]);
        ir_free(ys[k]);
        xs[k] = ir_calloc(nb, sizeof **xs);
        ys[k] = ir_calloc(nb, sizeof **ys);
        for (size_t b = 0; b < nb; b++)
            xs[k][b] = (double)t0 + width * ((double)b + 0.5);
        prev[k] = -1;
    }
    for (size_t i = 0; i < r->nstats; i++) {
        const DbStats *st = &r->stats[i];
        int k = 0;
        while (k < r->ncamps && r->camps[k].c.id != st->campaign_id)
            k++;
        if (k == ns)
            continue;
        double b = (double)st->at, a = prev[k] >= 0 ? prev[k] : b - st->interval_s;
        prev[k] = b;
        if (b - a < 1)
            a = b - 1;
        for (size_t q = (size_t)((a - (double)t0) / width); q < nb; q++) {
            double lo = (double)t0 + width * (double)q, hi = lo + width;
            double ov = (hi < b ? hi : b) - (lo > a ? lo : a);
            if (lo >= b)
                break;
            if (ov > 0)
                ys[k][q] += (double)st->modules * ov / (b - a) / width;
        }
        s[k].n = 1;             /* the campaign has rows */
    }
    ir_free(prev);
    int nshown = 0;
    for (int k = 0; k < ns; k++)
        if (s[k].n)
            s[nshown++] = (RepSeries){names[k], xs[k], ys[k], nb, 0};
    rep_svg_lines(f, "Throughput (modules per second, per minute or longer)", "modules/s", s, nshown);
    fprintf(f, "</div>\n");
    for (int k = 0; k < ns; k++) {
        ir_free(xs[k]);
        ir_free(ys[k]);
        ir_free(names[k]);
    }
    ir_free(xs);
    ir_free(ys);
    ir_free(names);
    ir_free(s);
}

static void
pre(FILE *f, const char *text)
{
    fputs("<pre>", f);
    rep_put_html(f, text);
    fputs("</pre>\n", f);
}

typedef struct Detail {
    Rep *r;
    FILE *f;
} Detail;

static void
dt(FILE *f, const char *label, const char *value)
{
    fprintf(f, "<tr><th>%s</th><td>", label);
    rep_put_html(f, value && *value ? value : "-");
    fputs("</td></tr>\n", f);
}

static int
detail_cb(void *ctx, const DbDivergenceInfo *d)
{
    Detail *x = ctx;
    FILE *f = x->f;
    fputs("<table>\n", f);
    dt(f, "engine", d->engine);
    dt(f, "kind", d->kind);
    dt(f, "function", d->function);
    dt(f, "witness input", d->input);
    dt(f, "expected", d->expected);
    dt(f, "actual", d->actual);
    dt(f, "blamed pass", d->blamed_pass);
    char buf[64];
    snprintf(buf, sizeof buf, "%" PRId64 " (module %" PRId64 ", seed %" PRIu64 ")", d->campaign_id, d->testcase_id,
             d->gen_seed);
    dt(f, "campaign", d->campaign_id ? buf : "-");
    fputs("</table>\n", f);
    if (d->reduced_ir) {
        fputs("<p>Reduced IR:</p>\n", f);
        pre(f, d->reduced_ir);
    } else if (d->module && strlen(d->module) <= MAX_MODULE) {
        fputs("<p>Not reduced yet; the test case's module:</p>\n", f);
        pre(f, d->module);
    } else {
        fputs("<p>Not reduced yet; its module is long: <code>llfuzz db show --id N --module</code>.</p>\n", f);
    }
    char *rp = rep_repro(x->r, d);
    fputs("<p>Reproduce:</p>\n", f);
    pre(f, rp);
    ir_free(rp);
    return 0;
}

static void
signatures(Rep *r, FILE *f)
{
    fprintf(f, "<h2 id=\"signatures\">Distinct signatures</h2>\n");
    if (!r->nrows) {
        fprintf(f, "<p>No divergences in this store.</p>\n");
        return;
    }
    size_t nd = rep_ndetails(r);
    fprintf(f, "<p>%zu distinct signature%s, the most seen first", r->nrows, r->nrows == 1 ? "" : "s");
    if (nd < r->nrows)
        fprintf(f, "; the first %zu are listed (all of them: <code>llfuzz db list</code>)", nd);
    fprintf(f, ". Each opens to its IR, witness input, results and the commands that reproduce it.</p>\n");
    fprintf(f, "<table>\n<tr><th>id</th><th>status</th><th>count</th><th>first seen</th><th>last seen</th>"
               "<th>engine</th><th>kind</th><th>signature and details</th></tr>\n");
    Detail x = {r, f};
    for (size_t i = 0; i < nd; i++) {
        const RepRow *w = &r->rows[i];
        char t1[32], t2[32];
        fprintf(f, "<tr id=\"d%" PRId64 "\"><td class=\"n\">%" PRId64 "</td>", w->id, w->id);
        cell_text(f, w->status);
        cell_num(f, w->count);
        fprintf(f, "<td class=\"t\">%s</td><td class=\"t\">%s</td>", rep_iso(w->first_seen, t1),
                rep_iso(w->last_seen, t2));
        cell_text(f, w->engine);
        cell_text(f, w->kind);
        fputs("<td><details><summary class=\"sig\">", f);
        rep_put_html(f, w->signature);
        if (w->failure) {
            fputs(" <span class=\"muted\">(", f);
            rep_put_html(f, w->failure);
            fputs(")</span>", f);
        }
        fputs("</summary>\n", f);
        if (rep_detail(r, i, detail_cb, &x) < 0)
            fputs("<p>(the store could not be read)</p>\n", f);
        fputs("</details></td></tr>\n", f);
    }
    fprintf(f, "</table>\n");
}

/* What the generated IR covered: the most frequent of each kind as bars,
 * every name with its count in a table that opens. */
static void
coverage(Rep *r, FILE *f)
{
    char n[32];
    fprintf(f, "<h2 id=\"coverage\">Coverage of the generated IR</h2>\n");
    if (!r->cov[REP_COV_OPCODE].n) {
        fprintf(f, "<p>Not in this store: its campaigns recorded no coverage (stores written before llfuzz "
                   "counted it, or no module generated yet).</p>\n");
        return;
    }
    fprintf(f, "<p class=\"muted\">What the campaigns' generated modules held, counted over every module: "
               "instructions by opcode, calls of each intrinsic (without its type suffixes), instructions by "
               "result type and by flag. Distinct:");
    for (int k = 0; k < 4; k++)
        fprintf(f, "%s %d %ss", k ? "," : "", r->cov[k].n, rep_cov_kinds[k]);
    fprintf(f, ".</p>\n<div class=\"charts\">\n");
    for (int k = 0; k < 4; k++)
        rep_svg_bars(f, rep_cov_titles[k], &r->cov[k], 1);
    fprintf(f, "</div>\n");
    for (int k = 0; k < 4; k++) {
        fprintf(f, "<details><summary>All %d %ss</summary>\n<table>\n<tr><th>%s</th><th>count</th></tr>\n",
                r->cov[k].n, rep_cov_kinds[k], rep_cov_kinds[k]);
        for (int i = 0; i < r->cov[k].n; i++) {
            fprintf(f, "<tr><td><code>");
            rep_put_html(f, r->cov[k].v[i].name);
            fprintf(f, "</code></td><td class=\"num\">%s</td></tr>\n", rep_num(r->cov[k].v[i].hits, n));
        }
        fprintf(f, "</table>\n</details>\n");
    }
}

int
rep_write_html(Rep *r, FILE *f)
{
    char t[32];
    fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
               "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>llfuzz report: ");
    rep_put_html(f, r->o->store_name);
    fprintf(f, "</title>\n<style>%s</style>\n</head>\n<body>\n<h1>llfuzz report: ", style);
    rep_put_html(f, r->o->store_name);
    fprintf(f, "</h1>\n<p class=\"muted\">Written %s by llfuzz report. Sections: <a href=\"#summary\">summary</a>, "
               "<a href=\"#campaigns\">campaigns</a>, <a href=\"#divergences\">divergences</a>, "
               "<a href=\"#time\">over time</a>, <a href=\"#signatures\">signatures</a>, "
               "<a href=\"#coverage\">coverage</a>.</p>\n",
            rep_iso(r->now, t));
    summary(r, f);
    campaigns(r, f);
    fprintf(f, "<h2 id=\"divergences\">Divergences by engine, kind and blamed pass</h2>\n");
    if (r->nrows) {
        fprintf(f, "<p class=\"muted\">Counted in distinct signatures (one bug each).</p>\n<div class=\"charts\">\n");
        rep_svg_bars(f, "By engine (LLVM tool)", &r->by_engine, 0);
        rep_svg_bars(f, "By kind", &r->by_kind, 0);
        rep_svg_bars(f, "By blamed pass", &r->by_pass, 0);
        rep_svg_bars(f, "By status", &r->by_status, 0);
        fprintf(f, "</div>\n");
    } else {
        fprintf(f, "<p>No divergences in this store.</p>\n");
    }
    over_time(r, f);
    signatures(r, f);
    coverage(r, f);
    fprintf(f, "</body>\n</html>\n");
    return ferror(f) ? -1 : 0;
}
