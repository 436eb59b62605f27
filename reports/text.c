/* text.c -- the report as plain text (a terminal, a CI log), Markdown (a
 * pull request's comment, an issue) and JSON (dashboards).  The same
 * sections as the HTML page, without its charts. */
#include "reports/rep.h"

#include <inttypes.h>
#include <string.h>

#define MD_DETAILS 20           /* Markdown: signatures opened to their details */
#define COV_SHOWN 10            /* text and Markdown: coverage names shown per kind */

/* ---------------------------------------------------------------- text */

static void
text_groups(FILE *f, const char *title, const RepGroups *g)
{
    fprintf(f, "%-34s %10s %10s\n", title, "signatures", "sightings");
    for (int i = 0; i < g->n; i++)
        fprintf(f, "  %-32s %10" PRIu64 " %10" PRIu64 "\n", g->v[i].name, g->v[i].sigs, g->v[i].hits);
}

int
rep_write_text(Rep *r, FILE *f)
{
    char a[32], b[32], c[32];
    fprintf(f, "llfuzz report: %s (%s)\n\n", r->o->store_name, rep_iso(r->now, a));
    fprintf(f, "summary:\n  campaigns:   %d\n", r->ncamps);
    fprintf(f, "  work:        %s modules, %s functions, ", rep_num(r->modules, a), rep_num(r->functions, b));
    fprintf(f, "%s executions\n", rep_num(r->executions, c));
    fprintf(f, "  divergences: %s sightings, %s distinct signatures, ", rep_num(r->hits, a), rep_num(r->nrows, b));
    fprintf(f, "%s reduced\n", rep_num(r->reduced, c));
    double all = r->tl + r->tt;
    fprintf(f, "  time:        llfuzz %.1f s (%.0f%%), tools %.1f s (%.0f%%)\n\n", r->tl,
            all > 0 ? 100 * r->tl / all : 0, r->tt, all > 0 ? 100 * r->tt / all : 0);
    fprintf(f, "campaigns:\n");
    for (int i = 0; i < r->ncamps; i++) {
        const DbCampaignInfo *k = &r->camps[i].c;
        fprintf(f, "  %" PRId64 ": %s, LLVM %d, started %s, %" PRIu64 " modules, %" PRIu64 " distinct (%" PRIu64
                   " first found)\n",
                k->id, k->engines[0] ? k->engines : "-", k->target_llvm, rep_iso(k->started, a), k->modules,
                k->unique, k->first);
        if (k->tool_versions[0])
            fprintf(f, "     tools: %s\n", k->tool_versions);
    }
    if (!r->ncamps)
        fprintf(f, "  (none)\n");
    fputc('\n', f);
    text_groups(f, "by engine:", &r->by_engine);
    text_groups(f, "by kind:", &r->by_kind);
    text_groups(f, "by blamed pass:", &r->by_pass);
    text_groups(f, "by status:", &r->by_status);
    fprintf(f, "\nsignatures (the most seen first):\n");
    for (size_t i = 0; i < r->nrows; i++) {
        const RepRow *w = &r->rows[i];
        fprintf(f, "  %6" PRId64 " %-8s %6" PRIu64 "  %s .. %s  %s%s%s\n", w->id, w->status, w->count,
                rep_iso(w->first_seen, a), rep_iso(w->last_seen, b), w->signature, w->failure ? ": " : "",
                w->failure ? w->failure : "");
    }
    if (!r->cov[REP_COV_OPCODE].n) {
        fprintf(f, "\ncoverage of the generated IR: not recorded in this store\n");
        return ferror(f) ? -1 : 0;
    }
    fprintf(f, "\ncoverage of the generated IR (the %d most frequent of each kind):\n", COV_SHOWN);
    for (int k = 0; k < 4; k++) {
        fprintf(f, "  %ss (%d distinct):", rep_cov_kinds[k], r->cov[k].n);
        for (int i = 0; i < r->cov[k].n && i < COV_SHOWN; i++)
            fprintf(f, "%s %s %s", i ? "," : "", r->cov[k].v[i].name, rep_num(r->cov[k].v[i].hits, a));
        fputc('\n', f);
    }
    return ferror(f) ? -1 : 0;
}

/* ------------------------------------------------------------ Markdown */

static void
md_groups(FILE *f, const char *title, const RepGroups *g)
{
    fprintf(f, "\n| %s | signatures | sightings |\n|---|--:|--:|\n", title);
    for (int i = 0; i < g->n; i++) {
        fputs("| ", f);
        rep_put_md_cell(f, g->v[i].name);
        fprintf(f, " | %" PRIu64 " | %" PRIu64 " |\n", g->v[i].sigs, g->v[i].hits);
    }
}

typedef struct MdCtx {
    Rep *r;
    FILE *f;
} MdCtx;

static int
md_detail(void *ctx, const DbDivergenceInfo *d)
{
    MdCtx *x = ctx;
    FILE *f = x->f;
    fprintf(f, "<details><summary>%" PRId64 ": <code>", d->id);
    rep_put_html(f, d->signature);
    fprintf(f, "</code></summary>\n\n");
    fprintf(f, "- engine: `%s`, kind: %s, function: `%s`\n", d->engine, d->kind, d->function[0] ? d->function : "-");
    if (d->input[0])
        fprintf(f, "- witness input: `%s`\n- expected: `%s`\n- actual: `%s`\n", d->input, d->expected, d->actual);
    if (d->blamed_pass)
        fprintf(f, "- blamed pass: `%s`\n", d->blamed_pass);
    fputc('\n', f);
    if (d->reduced_ir)
        rep_put_md_code(f, "llvm", d->reduced_ir);
    char *rp = rep_repro(x->r, d);
    fputs("\nReproduce:\n\n", f);
    rep_put_md_code(f, "sh", rp);
    ir_free(rp);
    fputs("\n</details>\n\n", f);
    return 0;
}

int
rep_write_md(Rep *r, FILE *f)
{
    char a[32], b[32], c[32];
    fprintf(f, "## llfuzz report: `%s`\n\n", r->o->store_name);
    fprintf(f, "%d campaign%s; %s modules, %s functions, ", r->ncamps, r->ncamps == 1 ? "" : "s",
            rep_num(r->modules, a), rep_num(r->functions, b));
    fprintf(f, "%s executions; ", rep_num(r->executions, c));
    fprintf(f, "**%s distinct divergences** (%s sightings, ", rep_num(r->nrows, a), rep_num(r->hits, b));
    fprintf(f, "%s reduced). ", rep_num(r->reduced, c));
    double all = r->tl + r->tt;
    fprintf(f, "Time: llfuzz %.1f s (%.0f%%), LLVM tools %.1f s (%.0f%%).\n", r->tl, all > 0 ? 100 * r->tl / all : 0,
            r->tt, all > 0 ? 100 * r->tt / all : 0);
    if (r->ncamps) {
        fprintf(f, "\n| campaign | engines | LLVM | tools | modules | distinct | first found |\n"
                   "|--:|---|--:|---|--:|--:|--:|\n");
        for (int i = 0; i < r->ncamps; i++) {
            const DbCampaignInfo *k = &r->camps[i].c;
            fprintf(f, "| %" PRId64 " | ", k->id);
            rep_put_md_cell(f, k->engines);
            fprintf(f, " | %d | ", k->target_llvm);
            rep_put_md_cell(f, k->tool_versions);
            fprintf(f, " | %" PRIu64 " | %" PRIu64 " | %" PRIu64 " |\n", k->modules, k->unique, k->first);
        }
    }
    if (r->nrows) {
        md_groups(f, "engine", &r->by_engine);
        md_groups(f, "kind", &r->by_kind);
        md_groups(f, "blamed pass", &r->by_pass);
        md_groups(f, "status", &r->by_status);
        size_t nd = r->nrows < MD_DETAILS ? r->nrows : MD_DETAILS;
        fprintf(f, "\n### Signatures (the most seen first%s)\n\n", nd < r->nrows ? ", the first 20" : "");
        fprintf(f, "| id | status | count | first seen | last seen | signature |\n|--:|---|--:|---|---|---|\n");
        for (size_t i = 0; i < nd; i++) {
            const RepRow *w = &r->rows[i];
            fprintf(f, "| %" PRId64 " | %s | %" PRIu64 " | %s | %s | `", w->id, w->status, w->count,
                    rep_iso(w->first_seen, a), rep_iso(w->last_seen, b));
            rep_put_md_cell(f, w->signature);
            fputs("` |\n", f);
        }
        fputc('\n', f);
        MdCtx x = {r, f};
        for (size_t i = 0; i < nd; i++)
            if (rep_detail(r, i, md_detail, &x) < 0)
                return -1;
    }
    if (!r->cov[REP_COV_OPCODE].n) {
        fprintf(f, "\n_Coverage of the generated IR: not recorded in this store._\n");
        return ferror(f) ? -1 : 0;
    }
    fprintf(f, "\n### Coverage of the generated IR (the %d most frequent of each kind)\n", COV_SHOWN);
    for (int k = 0; k < 4; k++) {
        fprintf(f, "\n| %s (%d distinct) | count |\n|---|--:|\n", rep_cov_kinds[k], r->cov[k].n);
        for (int i = 0; i < r->cov[k].n && i < COV_SHOWN; i++) {
            fputs("| `", f);
            rep_put_md_cell(f, r->cov[k].v[i].name);
            fprintf(f, "` | %s |\n", rep_num(r->cov[k].v[i].hits, a));
        }
    }
    return ferror(f) ? -1 : 0;
}

/* ---------------------------------------------------------------- JSON */

static void
json_groups(FILE *f, const char *name, const RepGroups *g)
{
    fprintf(f, "  \"%s\": [", name);
    for (int i = 0; i < g->n; i++) {
        fputs(i ? ",\n    {\"name\": " : "\n    {\"name\": ", f);
        rep_put_json(f, g->v[i].name);
        fprintf(f, ", \"signatures\": %" PRIu64 ", \"sightings\": %" PRIu64 "}", g->v[i].sigs, g->v[i].hits);
    }
    fputs(g->n ? "\n  ],\n" : "],\n", f);
}

int
rep_write_json(Rep *r, FILE *f)
{
    fputs("{\n  \"store\": ", f);
    rep_put_json(f, r->o->store_name);
    fprintf(f, ",\n  \"written\": %" PRId64 ",\n", r->now);
    fprintf(f, "  \"totals\": {\"campaigns\": %d, \"modules\": %" PRIu64 ", \"functions\": %" PRIu64
               ", \"executions\": %" PRIu64 ", \"sightings\": %" PRIu64 ", \"signatures\": %zu, \"reduced\": %" PRIu64
               ", \"test_cases\": %" PRIu64 ", \"time_llfuzz_s\": %.3f, \"time_tools_s\": %.3f},\n",
            r->ncamps, r->modules, r->functions, r->executions, r->hits, r->nrows, r->reduced, r->testcases, r->tl,
            r->tt);
    fputs("  \"campaigns\": [", f);
    for (int i = 0; i < r->ncamps; i++) {
        const DbCampaignInfo *k = &r->camps[i].c;
        fprintf(f, "%s\n    {\"id\": %" PRId64 ", \"seed\": %" PRIu64 ", \"engines\": ", i ? "," : "", k->id,
                k->seed);
        rep_put_json(f, k->engines);
        fputs(", \"tool_versions\": ", f);
        rep_put_json(f, k->tool_versions);
        fprintf(f, ", \"target_llvm\": %d, \"started\": %" PRId64 ", \"ended\": ", k->target_llvm, k->started);
        if (k->ended)
            fprintf(f, "%" PRId64, k->ended);
        else
            fputs("null", f);
        fprintf(f, ", \"modules\": %" PRIu64 ", \"functions\": %" PRIu64 ", \"executions\": %" PRIu64
                   ", \"time_llfuzz_s\": %.3f, \"time_tools_s\": %.3f, \"signatures\": %" PRIu64
                   ", \"first_found\": %" PRIu64 "}",
                k->modules, k->functions, k->executions, k->time_llfuzz_s, k->time_tools_s, k->unique, k->first);
    }
    fputs(r->ncamps ? "\n  ],\n" : "],\n", f);
    json_groups(f, "by_engine", &r->by_engine);
    json_groups(f, "by_kind", &r->by_kind);
    json_groups(f, "by_blamed_pass", &r->by_pass);
    json_groups(f, "by_status", &r->by_status);
    fputs("  \"stats\": [", f);
    for (size_t i = 0; i < r->nstats; i++) {
        const DbStats *s = &r->stats[i];
        fprintf(f, "%s\n    {\"campaign\": %" PRId64 ", \"at\": %" PRId64 ", \"interval_s\": %.3f, \"modules\": %" PRIu64
                   ", \"executions\": %" PRIu64 ", \"divergences\": %" PRIu64 "}",
                i ? "," : "", s->campaign_id, s->at, s->interval_s, s->modules, s->executions, s->divergences);
    }
    fputs(r->nstats ? "\n  ],\n" : "],\n", f);
    fputs("  \"signatures\": [", f);
    for (size_t i = 0; i < r->nrows; i++) {
        const RepRow *w = &r->rows[i];
        fprintf(f, "%s\n    {\"id\": %" PRId64 ", \"signature\": ", i ? "," : "", w->id);
        rep_put_json(f, w->signature);
        fputs(", \"status\": ", f);
        rep_put_json(f, w->status);
        fputs(", \"engine\": ", f);
        rep_put_json(f, w->engine);
        fputs(", \"kind\": ", f);
        rep_put_json(f, w->kind);
        fputs(", \"function\": ", f);
        rep_put_json(f, w->function);
        fputs(", \"blamed_pass\": ", f);
        rep_put_json(f, w->blamed_pass);
        fprintf(f, ", \"reduced\": %s, \"count\": %" PRIu64 ", \"first_seen\": %" PRId64 ", \"last_seen\": %" PRId64 "}",
                w->reduced ? "true" : "false", w->count, w->first_seen, w->last_seen);
    }
    fputs(r->nrows ? "\n  ],\n" : "],\n", f);
    fputs("  \"coverage\": {", f);
    for (int k = 0; k < 4; k++) {
        fprintf(f, "%s\n    \"%s\": [", k ? "," : "", rep_cov_kinds[k]);
        for (int i = 0; i < r->cov[k].n; i++) {
            fputs(i ? ", {\"name\": " : "{\"name\": ", f);
            rep_put_json(f, r->cov[k].v[i].name);
            fprintf(f, ", \"count\": %" PRIu64 "}", r->cov[k].v[i].hits);
        }
        fputs("]", f);
    }
    fputs("\n  }\n}\n", f);
    return ferror(f) ? -1 : 0;
}
