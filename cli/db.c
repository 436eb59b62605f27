/* db.c -- `llfuzz db`: look into and merge the SQLite stores of campaigns
 * (oracle/store.c; the schema is in README.md, "The database"). */
#include "cli.h"
#include "campaign/campaign.h"
#include "store/store.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The options a subcommand accepts. */
enum {
    O_DB = 1 << 0,
    O_CAMPAIGN = 1 << 1,
    O_KIND = 1 << 2,
    O_ENGINE = 1 << 3,
    O_STATUS = 1 << 4,
    O_ID = 1 << 5,
    O_OUT = 1 << 6,
    O_MODULE = 1 << 7,
    O_REDUCED = 1 << 8,
    O_FILES = 1 << 9,
};

typedef struct Args {
    const char *cmd;            /* "db list", for messages */
    const char *db, *kind, *engine, *status, *out;
    uint64_t campaign, id;
    int have_id, module, reduced;
    const char **files;
    int nfiles;
} Args;

typedef struct Sub {
    const char *name;
    unsigned opts;
    int (*run)(Args *a);
    const char *usage, *summary, *help;
} Sub;

static int db_init(Args *a);
static int db_list(Args *a);
static int db_show(Args *a);
static int db_stats(Args *a);
static int db_merge_cmd(Args *a);
static int db_check_cmd(Args *a);
static int db_export(Args *a);

static const Sub subs[] = {
    {"list", O_DB | O_CAMPAIGN | O_KIND | O_ENGINE | O_STATUS, db_list,
     "llfuzz db list --db F [--campaign N] [--kind K] [--engine E] [--status S]",
     "the divergences, one line each",
     "One line per divergence (deduplicated by signature): id, count (sightings in all\n"
     "campaigns), status, engine, kind, function and the whole signature (for a tool\n"
     "failure whose signature names no message, also the first line of the failure).\n\n"
     "options:\n"
     "  --db F          the store (required)\n"
     "  --campaign N    only divergences seen in campaign N\n"
     "  --kind K        only this kind ('value mismatch', 'hang', ...)\n"
     "  --engine E      only this engine ('opt-22:-O2', ...)\n"
     "  --status S      only this status (new, reduced, known, ...)\n"},
    {"show", O_DB | O_ID | O_MODULE | O_REDUCED, db_show, "llfuzz db show --db F --id N [--module | --reduced]",
     "one divergence in full, with its module",
     "Every field of divergence N, then the text of its test case (and the reduced\n"
     "module when there is one).\n\n"
     "options:\n"
     "  --db F          the store (required)\n"
     "  --id N          the divergence (required; see 'llfuzz db list')\n"
     "  --module        print only the test case's module (to reproduce: > t.ll)\n"
     "  --reduced       print only the reduced module (exit 1 when there is none)\n"},
    {"export", O_DB | O_ID | O_FILES, db_export, "llfuzz db export --db F --id N DIR",
     "a reduced divergence as a corpus case",
     "Writes divergence N, which `llfuzz reduce` reduced, as a corpus case in DIR\n"
     "(created when missing): the reduced module with the directives `llfuzz replay`\n"
     "reads (corpus/README.md): the engine, `llfuzz-expect: divergence VERDICT`, the\n"
     "LLVM versions (the engine's and later), the function and its witness input.\n"
     "Prints the file's path (DIR/N-TOOL-PASS.ll).\n\n"
     "options:\n"
     "  --db F          the store (required)\n"
     "  --id N          the divergence (required)\n"},
    {"stats", O_DB, db_stats, "llfuzz db stats --db F", "per campaign: work done, divergences, time",
     "Per campaign: its parameters, the modules, functions and executions done, the\n"
     "divergences seen (unique signatures, and those this campaign found first) and\n"
     "where the time went (llfuzz itself vs the LLVM tools); then the totals.\n\n"
     "options:\n"
     "  --db F          the store (required)\n"},
    {"merge", O_OUT | O_FILES, db_merge_cmd, "llfuzz db merge A.db B.db... -o ALL.db",
     "merge the stores of several machines into a new one",
     "Writes a new store (OUT must not exist) holding every campaign and its statistics\n"
     "(campaign ids renumbered), the test cases deduplicated by hash and the divergences\n"
     "by signature: counts summed, first seen the earliest, last seen the latest, the\n"
     "shortest reduced module and any blamed pass kept.\n\n"
     "options:\n"
     "  -o OUT          the new store (required)\n"},
    {"check", O_DB, db_check_cmd, "llfuzz db check --db F", "check the file's integrity",
     "Runs SQLite's integrity check on the store and prints its report (\"ok\").\n"
     "Exit status 1 when the file is damaged.\n\n"
     "options:\n"
     "  --db F          the store (required)\n"},
    {"init", O_DB, db_init, "llfuzz db init --db F", "create an empty store, or upgrade an old one",
     "Creates the store F (or upgrades its schema to this llfuzz's version) and prints\n"
     "its schema version.  Campaigns create their store themselves; this is for\n"
     "scripts, and for upgrading a store before reading it.\n\n"
     "options:\n"
     "  --db F          the store (required)\n"},
};
#define NSUBS (sizeof subs / sizeof subs[0])

static void
db_help(void)
{
    printf("usage: llfuzz db <subcommand> [options]\n\n"
           "Look into the SQLite store a campaign writes (--db F), and merge stores.\n\n"
           "subcommands:\n");
    for (size_t i = 0; i < NSUBS; i++)
        printf("  %-6s %s\n         %s\n", subs[i].name, subs[i].summary, subs[i].usage);
    printf("\nThe schema is documented in README.md (\"The database\"): plain `sqlite3 F`\n"
           "queries work too.  'llfuzz db <subcommand> --help' describes its options.\n\n"
           "exit status: 0 success; 1 no such divergence; 2 usage errors, a store that\n"
           "cannot be opened (missing, not an llfuzz store, a newer schema) or I/O errors\n");
}

static void
sub_help(const Sub *s)
{
    printf("usage: %s\n\n%s\n  -h, --help      this text\n\n"
           "exit status: 0 success; %s2 usage errors, a store that cannot be\n"
           "opened or I/O errors\n",
           s->usage, s->help, s->run == db_show || s->run == db_export ? "1 no such divergence (or no reduced module); " : "");
}

/* 2020-01-02T03:04:05Z, or "-" for 0 */
static const char *
iso_time(int64_t t, char buf[32])
{
    if (!t)
        return "-";
    time_t tt = (time_t)t;
    struct tm tm;
    if (!gmtime_r(&tt, &tm) || !strftime(buf, 32, "%Y-%m-%dT%H:%M:%SZ", &tm))
        snprintf(buf, 32, "%" PRId64, t);
    return buf;
}

static Db *
open_store(Args *a, unsigned flags)
{
    char err[DB_ERR_SIZE];
    Db *db = db_open(a->db, flags, err);
    if (!db)
        fprintf(stderr, "llfuzz %s: error: %s\n", a->cmd, err);
    return db;
}

static int
store_error(Args *a, Db *db)
{
    fprintf(stderr, "llfuzz %s: error: %s\n", a->cmd, db_errmsg(db));
    db_close(db);
    return 2;
}

/* ---------------------------------------------------------------- init */

static int
db_init(Args *a)
{
    Db *db = open_store(a, 0);
    if (!db)
        return 2;
    printf("%s: llfuzz store, schema version %d\n", a->db, DB_SCHEMA_VERSION);
    db_close(db);
    return 0;
}

/* --------------------------------------------------------------- check */

static int
db_check_cmd(Args *a)
{
    Db *db = open_store(a, DB_READONLY);
    if (!db)
        return 2;
    char rep[4096];
    int rc = db_check(db, rep, sizeof rep);
    if (rc < 0)
        return store_error(a, db);
    printf("%s: %s\n", a->db, rep);
    db_close(db);
    return rc;
}

/* ---------------------------------------------------------------- list */

typedef struct Row {
    char *cell[7];
} Row;

typedef struct Rows {
    Row *v;
    size_t n, cap;
} Rows;

static const char *const list_head[7] = {"id", "count", "status", "engine", "kind", "function",
                                         "signature"};

/* The signature in full: four llc crashes must not all read "llc-22|crash".
 * A failure whose signature carries no message (a hang, a crash seen
 * before its key was kept, a crash whose key came out empty: a signal
 * with no named frame) gets the first line of what the tool said. */
static char *
list_signature(const DbDivergenceInfo *d)
{
    const char *bar = strrchr(d->signature, '|');
    size_t n = strlen(d->signature);
    int bare = bar && (!strcmp(bar, "|crash") || !strcmp(bar, "|hang") ||
                       (n > 7 && !strcmp(d->signature + n - 7, "|crash|")) ||
                       (n > 6 && !strcmp(d->signature + n - 6, "|hang|")));
    if (!bare || !d->actual[0])
        return ir_strdup(d->signature);
    IrBuf b = {0};
    ir_buf_printf(&b, "%s: %.*s", d->signature, (int)strcspn(d->actual, "\n"), d->actual);
    char *s = ir_strdup(b.p);
    ir_buf_free(&b);
    return s;
}

static int
list_row(void *ctx, const DbDivergenceInfo *d)
{
    Rows *r = ctx;
    if (r->n == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 16;
        r->v = ir_realloc(r->v, r->cap * sizeof *r->v);
    }
    Row *w = &r->v[r->n++];
    char num[32];
    snprintf(num, sizeof num, "%" PRId64, d->id);
    w->cell[0] = ir_strdup(num);
    snprintf(num, sizeof num, "%" PRIu64, d->count);
    w->cell[1] = ir_strdup(num);
    w->cell[2] = ir_strdup(d->status);
    w->cell[3] = ir_strdup(d->engine);
    w->cell[4] = ir_strdup(d->kind);
    w->cell[5] = ir_strdup(d->function);
    w->cell[6] = list_signature(d);
    return 0;
}

static int
db_list(Args *a)
{
    Db *db = open_store(a, DB_READONLY);
    if (!db)
        return 2;
    DbFilter f = {.campaign_id = (int64_t)a->campaign, .kind = a->kind, .engine = a->engine,
                  .status = a->status};
    Rows r = {0};
    int rc = db_divergence_list(db, &f, list_row, &r);
    if (rc == 0) {
        size_t w[7];
        for (int c = 0; c < 7; c++)
            w[c] = strlen(list_head[c]);
        for (size_t i = 0; i < r.n; i++)
            for (int c = 0; c < 7; c++)
                if (strlen(r.v[i].cell[c]) > w[c])
                    w[c] = strlen(r.v[i].cell[c]);
        if (!r.n)
            printf("no divergences\n");
        for (size_t i = 0; r.n && i <= r.n; i++) {
            const char *const *cell = i ? (const char *const *)r.v[i - 1].cell : list_head;
            /* numbers right-aligned; no padding after the last column */
            printf("%*s  %*s", (int)w[0], cell[0], (int)w[1], cell[1]);
            for (int c = 2; c < 6; c++)
                printf("  %-*s", (int)w[c], cell[c]);
            printf("  %s\n", cell[6]);
        }
    }
    for (size_t i = 0; i < r.n; i++)
        for (int c = 0; c < 7; c++)
            ir_free(r.v[i].cell[c]);
    ir_free(r.v);
    if (rc)
        return store_error(a, db);
    db_close(db);
    return 0;
}

/* ---------------------------------------------------------------- show */

/* "  label:       text", continuation lines of text indented to match */
static void
field(const char *label, const char *text)
{
    printf("  %-12s ", label);
    for (const char *p = text; *p; p++) {
        putchar(*p);
        if (*p == '\n' && p[1])
            printf("%15s", "");
    }
    if (!*text || text[strlen(text) - 1] != '\n')
        putchar('\n');
}

static void
print_module(const char *text)
{
    size_t n = strlen(text);
    fwrite(text, 1, n, stdout);
    if (n && text[n - 1] != '\n')
        putchar('\n');
}

static int
show_one(void *ctx, const DbDivergenceInfo *d)
{
    Args *a = ctx;
    if (a->module) {
        print_module(d->module);
        return 0;
    }
    if (a->reduced) {
        if (!d->reduced_ir) {
            fprintf(stderr, "llfuzz %s: error: divergence %" PRId64 " has no reduced module\n",
                    a->cmd, d->id);
            return 3;
        }
        print_module(d->reduced_ir);
        return 0;
    }
    char t1[32], t2[32], buf[160];
    printf("divergence %" PRId64 ": %s\n", d->id, d->kind);
    field("engine:", d->engine);
    field("function:", d->function);
    field("input:", d->input);
    field("expected:", d->expected);
    field("actual:", d->actual);
    field("signature:", d->signature);
    field("status:", d->status);
    snprintf(buf, sizeof buf, "%" PRIu64 " (first seen %s, last seen %s)", d->count,
             iso_time(d->first_seen, t1), iso_time(d->last_seen, t2));
    field("count:", buf);
    if (d->campaign_id) {
        snprintf(buf, sizeof buf, "%" PRId64, d->campaign_id);
        field("campaign:", buf);
    } else {
        field("campaign:", "-");
    }
    snprintf(buf, sizeof buf, "%" PRId64 " (origin %s, seed %" PRIu64 ", hash %s)", d->testcase_id,
             d->origin, d->gen_seed, d->hash);
    field("test case:", buf);
    field("blamed pass:", d->blamed_pass ? d->blamed_pass : "-");
    printf("\n; ---- test case %" PRId64 "\n", d->testcase_id);
    print_module(d->module);
    if (d->reduced_ir) {
        printf("\n; ---- reduced\n");
        print_module(d->reduced_ir);
    }
    return 0;
}

static int
db_show(Args *a)
{
    if (!a->have_id)
        return cli_usage_error(a->cmd, "--id is required");
    if (a->module && a->reduced)
        return cli_usage_error(a->cmd, "--module and --reduced exclude each other");
    Db *db = open_store(a, DB_READONLY);
    if (!db)
        return 2;
    int rc = db_divergence_get(db, (int64_t)a->id, show_one, a);
    if (rc < 0)
        return store_error(a, db);
    db_close(db);
    if (rc == 1) {
        fprintf(stderr, "llfuzz %s: error: no divergence %" PRIu64 " in %s\n", a->cmd, a->id, a->db);
        return 1;
    }
    return rc ? 1 : 0;
}

/* --------------------------------------------------------------- stats */

typedef struct Totals {
    uint64_t campaigns, modules, functions, executions, hits;
    double tl, tt, wall;
} Totals;

static void
print_time_split(double tl, double tt, double wall)
{
    printf("  time:        llfuzz %.1f s", tl);
    if (tl + tt > 0)
        printf(" (%.0f%%)", 100 * tl / (tl + tt));
    printf(", tools %.1f s", tt);
    if (tl + tt > 0)
        printf(" (%.0f%%)", 100 * tt / (tl + tt));
    printf(", workers' time %.1f s\n", wall);
}

static int
stats_one(void *ctx, const DbCampaignInfo *c)
{
    Totals *t = ctx;
    char t1[32], t2[32];
    printf("campaign %" PRId64 ": seed %" PRIu64 ", shard %s, LLVM %d, next seed %" PRIu64 "\n",
           c->id, c->seed, c->shard[0] ? c->shard : "-", c->target_llvm, c->next_seed);
    printf("  started:     %s, ended %s\n", iso_time(c->started, t1),
           c->ended ? iso_time(c->ended, t2) : "- (running or killed)");
    printf("  engines:     %s\n", c->engines[0] ? c->engines : "-");
    if (c->held || c->requeued || c->skipped)
        printf("  batches:     %" PRIu64 " held (running, or by a killed process), %" PRIu64
               " requeued, %" PRIu64 " skipped (a worker died)\n",
               c->held, c->requeued, c->skipped);
    if (c->tool_versions[0])
        printf("  tools:       %s\n", c->tool_versions);
    printf("  work:        %" PRIu64 " modules, %" PRIu64 " functions, %" PRIu64 " executions",
           c->modules, c->functions, c->executions);
    /* the rate over the campaign's own duration when it ended (the stats'
     * intervals add up the workers' time) */
    double dur = c->ended > c->started ? (double)(c->ended - c->started) : 0;
    if (dur > 0)
        printf(" (%.3g modules/s over %.0f s)", c->modules / dur, dur);
    else if (c->wall_s > 0)
        printf(" (%.3g modules/s per worker)", c->modules / c->wall_s);
    if (c->planned) {
        printf("\n  executed:    %" PRIu64 " of %" PRIu64 " planned test-function executions (%.1f%%)", c->done,
               c->planned, 100.0 * (double)c->done / (double)c->planned);
        for (int k = 0; k < 4; k++)
            if (c->skipped_exec[k])
                printf(", %" PRIu64 " skipped (%s)", c->skipped_exec[k], camp_skip_names[k]);
    }
    printf("\n  divergences: %" PRIu64 " (%" PRIu64 " unique, %" PRIu64 " first found here)\n",
           c->hits, c->unique, c->first);
    print_time_split(c->time_llfuzz_s, c->time_tools_s, c->wall_s);
    t->campaigns++;
    t->modules += c->modules;
    t->functions += c->functions;
    t->executions += c->executions;
    t->tl += c->time_llfuzz_s;
    t->tt += c->time_tools_s;
    t->wall += c->wall_s;
    return 0;
}

static int
db_stats(Args *a)
{
    Db *db = open_store(a, DB_READONLY);
    if (!db)
        return 2;
    Totals t = {0};
    uint64_t hits, unique, testcases;
    if (db_campaign_list(db, stats_one, &t) || db_counts(db, 0, &hits, &unique, &testcases))
        return store_error(a, db);
    db_close(db);
    printf("total: %" PRIu64 " campaign%s, %" PRIu64 " modules, %" PRIu64 " functions, %" PRIu64
           " executions\n",
           t.campaigns, t.campaigns == 1 ? "" : "s", t.modules, t.functions, t.executions);
    printf("  divergences: %" PRIu64 " (%" PRIu64 " unique), %" PRIu64 " test cases stored\n", hits,
           unique, testcases);
    print_time_split(t.tl, t.tt, t.wall);
    return 0;
}

/* -------------------------------------------------------------- export */

static int
db_export(Args *a)
{
    if (!a->have_id)
        return cli_usage_error(a->cmd, "--id is required");
    if (a->nfiles != 1)
        return cli_usage_error(a->cmd, a->nfiles ? "one directory, not %d" : "the directory DIR is required",
                               a->nfiles);
    return cli_export_case(a->cmd, a->db, a->id, a->files[0]);
}

/* --------------------------------------------------------------- merge */

static int
count_campaign(void *ctx, const DbCampaignInfo *c)
{
    (*(uint64_t *)ctx)++;
    return 0;
}

static int
db_merge_cmd(Args *a)
{
    if (!a->nfiles)
        return cli_usage_error(a->cmd, "no stores to merge");
    if (!a->out)
        return cli_usage_error(a->cmd, "-o OUT.db is required");
    char err[DB_ERR_SIZE];
    if (db_merge(a->out, a->files, (size_t)a->nfiles, err)) {
        fprintf(stderr, "llfuzz %s: error: %s\n", a->cmd, err);
        return 2;
    }
    a->db = a->out;
    Db *db = open_store(a, DB_READONLY);
    if (!db)
        return 2;
    uint64_t campaigns = 0, hits, unique, testcases;
    if (db_campaign_list(db, count_campaign, &campaigns) ||
        db_counts(db, 0, &hits, &unique, &testcases))
        return store_error(a, db);
    db_close(db);
    printf("%s: %d store%s merged: %" PRIu64 " campaigns, %" PRIu64 " test cases, %" PRIu64
           " unique divergences (%" PRIu64 " sightings)\n",
           a->out, a->nfiles, a->nfiles == 1 ? "" : "s", campaigns, testcases, unique, hits);
    return 0;
}

/* ------------------------------------------------------------- options */

static int
parse_args(const Sub *s, Args *a, int argc, char **argv)
{
    static const struct {
        const char *name;
        unsigned opt;
    } valued[] = {{"--db", O_DB},         {"--campaign", O_CAMPAIGN}, {"--kind", O_KIND},
                  {"--engine", O_ENGINE}, {"--status", O_STATUS},     {"--id", O_ID},
                  {"-o", O_OUT}};
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!strcmp(arg, "--module") && (s->opts & O_MODULE)) {
            a->module = 1;
            continue;
        }
        if (!strcmp(arg, "--reduced") && (s->opts & O_REDUCED)) {
            a->reduced = 1;
            continue;
        }
        unsigned opt = 0;
        for (size_t k = 0; k < sizeof valued / sizeof valued[0]; k++)
            if (!strcmp(arg, valued[k].name))
                opt = valued[k].opt;
        if (opt && (s->opts & opt)) {
            if (i + 1 == argc)
                return cli_usage_error(a->cmd, "%s needs a value", arg);
            const char *v = argv[++i];
            switch (opt) {
            case O_DB: a->db = v; break;
            case O_KIND: a->kind = v; break;
            case O_ENGINE: a->engine = v; break;
            case O_STATUS: a->status = v; break;
            case O_OUT: a->out = v; break;
            case O_CAMPAIGN:
            case O_ID: {
                uint64_t n;
                if (cli_parse_u64(v, &n, 0) || !n || n > INT64_MAX)
                    return cli_usage_error(a->cmd, "bad value '%s' for %s (a positive number)", v,
                                           arg);
                if (opt == O_ID) {
                    a->id = n;
                    a->have_id = 1;
                } else {
                    a->campaign = n;
                }
                break;
            }
            }
            continue;
        }
        if ((arg[0] != '-' || !arg[1]) && (s->opts & O_FILES)) {
            a->files[a->nfiles++] = arg;
            continue;
        }
        if (arg[0] == '-')
            return cli_usage_error(a->cmd, "unknown option '%s'", arg);
        return cli_usage_error(a->cmd, "unexpected argument '%s'", arg);
    }
    if ((s->opts & O_DB) && !a->db)
        return cli_usage_error(a->cmd, "--db is required");
    return 0;
}

int
cmd_db(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage_error("db", "a subcommand is required (list, show, export, stats, merge, check, init)");
    if (cli_is_help(argv[1])) {
        db_help();
        return 0;
    }
    const Sub *s = NULL;
    for (size_t i = 0; i < NSUBS; i++)
        if (!strcmp(argv[1], subs[i].name))
            s = &subs[i];
    if (!s)
        return cli_usage_error("db", "unknown subcommand '%s' (list, show, export, stats, merge, check, init)",
                               argv[1]);
    for (int i = 2; i < argc; i++)
        if (cli_is_help(argv[i])) {
            sub_help(s);
            return 0;
        }
    char cmd[32];
    snprintf(cmd, sizeof cmd, "db %s", s->name);
    Args a = {.cmd = cmd};
    a.files = ir_calloc((size_t)argc, sizeof *a.files);
    int rc = parse_args(s, &a, argc - 1, argv + 1);
    if (!rc)
        rc = s->run(&a);
    ir_free(a.files);
    return rc;
}
