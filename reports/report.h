/* report.h -- reports people read: a store's campaigns and divergences as
 * one HTML page, Markdown, JSON or text (`llfuzz report`), and one reduced
 * divergence as a bug report for LLVM's issue tracker (--format issue).
 *
 * Owns: reports/ (gather.c: the figures of a store; html.c: the page and
 * svg.c its charts, inline SVG drawn here; text.c: text, Markdown and JSON;
 * issue.c: the bug report; esc.c: escaping for HTML, JSON and Markdown).
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

/* ---- issue-ready bug reports (issue.c) */

/* How one installed LLVM version did on the reduced case. */
typedef enum RepRepro {
    REP_REPRODUCES,             /* the same divergence */
    REP_CLEAN,                  /* no divergence: fixed there, or not yet broken */
    REP_OTHER,                  /* another verdict */
    REP_NOT_RUN,                /* the tool is missing, or the case needs a newer LLVM */
} RepRepro;
typedef struct RepVersion {
    char *engine;               /* "opt-19:-passes=instcombine" */
    RepRepro result;
    char *note;                 /* what it showed or why it did not run; may be NULL */
} RepVersion;

/* A reduced divergence: what the reducer's header says (rep_issue_parse)
 * and what the caller measured. */
typedef struct RepIssue {
    char *engine;               /* the engine it was found with (opt-22:-O2) */
    char *reduced_with;         /* the blamed pass alone (opt-22:-passes=instcombine), or NULL */
    char *blamed_pass;          /* pipeline name, or NULL */
    char *verdict;              /* "value mismatch", "crash", ... */
    char *func;                 /* without '@'; NULL for a tool failure */
    char *args;                 /* the witness input's arguments ("i32 5"), or NULL */
    char *expected, *actual;    /* results, or NULL */
    char *failure;              /* a tool failure's message, or NULL */
    char *signature;
    char *module;               /* the reduced module without comments */
    char *triple, *datalayout;  /* what the engine ran it with (NULL: none, the tool's default) */
    /* filled by the caller */
    char *alive;                /* @src/@tgt pair (opt), or NULL */
    char *ub_evidence;          /* the interpreter's run of the source on the input, or NULL */
    RepVersion *versions;
    int nversions;
    long id;                    /* the store's divergence id, 0 from a file */
} RepIssue;

/* Read a reduced case: the header `llfuzz reduce` writes (; engine:,
 * ; blamed pass:, ; input:, ...) or a corpus case's directives
 * (; llfuzz-engine:, ; llfuzz-input:, ; llfuzz-expect:).  0, or -1 with err
 * (no engine named).  Free with rep_issue_free. */
int rep_issue_parse(const char *text, RepIssue *is, char *err, size_t errlen);
void rep_issue_free(RepIssue *is);
/* The LLVM pass's name as its maintainers write it ("instcombine" ->
 * "InstCombine", "slp-vectorizer" -> "SLPVectorizer"); static storage. */
const char *rep_pass_title(const char *pass);
/* The Markdown bug report. */
int rep_issue_write(const RepIssue *is, FILE *out);

#endif
