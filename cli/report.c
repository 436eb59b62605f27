/* report.c -- `llfuzz report`: a store's campaigns and divergences as a
 * page people read (HTML, Markdown, JSON, text; reports/). */
#include "cli.h"
#include "reports/report.h"
#include "store/store.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static void
report_help(void)
{
    printf("usage: llfuzz report --db F [-o FILE] [--format html|md|json|text]\n\n"
           "A store's report: its campaigns, engines and tool versions, the work done and\n"
           "where the time went, the divergences by engine, kind and blamed pass, finds and\n"
           "throughput over time, and every distinct signature with its reduced IR, witness\n"
           "input, results and the commands that reproduce it.  HTML is one self-contained\n"
           "page (charts as inline SVG, no script, nothing fetched); Markdown suits pull\n"
           "requests and issues, JSON dashboards, text a terminal.\n\n"
           "options:\n"
           "  --db F            the store\n"
           "  -o FILE           write to FILE (default: stdout); its extension (.html, .md,\n"
           "                    .json, .txt) picks the format when --format is not given\n"
           "  --format F        html, md (markdown), json or text (default: from -o, else\n"
           "                    text)\n"
           "  -h, --help        this text\n\n"
           "exit status: 0 written; 2 usage errors, a store that cannot be opened, is\n"
           "empty or is not an llfuzz store, I/O errors\n");
}

typedef struct Opts {
    const char *db, *out;
    int format;
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
        if (a[0] != '-' || !a[1])
            return cli_usage_error("report", "unexpected argument '%s'", a);
        const char **str = !strcmp(a, "--db") ? &o.db : !strcmp(a, "-o") ? &o.out : !strcmp(a, "--format") ? &fmt
                         : NULL;
        if (!str)
            return cli_usage_error("report", "unknown option '%s'", a);
        if (i + 1 >= argc)
            return cli_usage_error("report", "%s needs a value", a);
        *str = argv[++i];
    }
    if (fmt && ((o.format = rep_format_from_name(fmt)) < 0 || o.format == REP_ISSUE))
        return cli_usage_error("report", "--format %s: unknown format (html, md, json, text)", fmt);
    if (o.format < 0)
        o.format = o.out && format_from_path(o.out) >= 0 ? format_from_path(o.out) : o.out && strcmp(o.out, "-")
                 ? REP_HTML : REP_TEXT;
    if (!o.db)
        return cli_usage_error("report", "--db is required");
    return store_report(&o);
}
