/* report.h -- reports people read: a store's campaigns and divergences as
 * one HTML page, Markdown, JSON or text (`llfuzz report`), and one reduced
 * divergence as a bug report for LLVM's issue tracker (--format issue).
 *
 * Owns: reports/ (gather.c: the figures of a store; html.c: the page and
 * svg.c its charts, inline SVG drawn here; text.c: text, Markdown and JSON;
 * esc.c: escaping for HTML, JSON and Markdown).
 * Who may include it: cli/, tests/.  It reads the store through
 * store/store.h and runs nothing: what needs an LLVM tool (on which versions
 * a bug reproduces, the interpreter's run of the source) is measured by the
 * caller and handed in (RepIssue).
 *
 * Errors: nothing here prints to stderr or exits; functions return -1 with
 * the message in err. */
#ifndef LLFUZZ_REPORT_H
#define LLFUZZ_REPORT_H

#include "store/store.h"

#include <stdio.h>

typedef enum RepFormat {
    REP_HTML,
    REP_MD,
    REP_JSON,
    REP_TEXT,
    REP_ISSUE,
    REP_NFORMATS
} RepFormat;
extern const char *const rep_format_names[REP_NFORMATS]; /* "html", "md", ... */
/* A format by name ("html", "md" or "markdown", "json", "text", "issue"), or -1. */
int rep_format_from_name(const char *name);

#define REP_MAX_DETAILS 200     /* signatures shown with their details (the most seen) */

typedef struct RepOptions {
    const char *store_name;     /* the store's path, for titles and commands */
    const char *llfuzz;         /* the command in reproduce lines (NULL: "llfuzz") */
    int64_t now;                /* the report's time (0: now), in its header */
} RepOptions;

/* The report of a whole store in format f (not REP_ISSUE).  0 written, 1
 * the store holds nothing to report (no campaign, no divergence: nothing is
 * written), -1 error (err). */
int rep_store(Db *db, const RepOptions *o, RepFormat f, FILE *out, char *err, size_t errlen);

#endif
