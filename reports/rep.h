/* rep.h -- what the files of reports/ share: a store's figures gathered
 * once (gather.c), the escaping (esc.c) and the charts (svg.c).  Private to
 * reports/ (the public header is report.h). */
#ifndef LLFUZZ_REPORTS_REP_H
#define LLFUZZ_REPORTS_REP_H

#include "reports/report.h"

/* Divergences grouped by one column: distinct signatures and sightings. */
typedef struct RepGroup {
    char *name;
    uint64_t sigs, hits;
} RepGroup;
typedef struct RepGroups {
    RepGroup *v;
    int n, cap;
} RepGroups;

/* One divergence row, without its modules (those are read only for the
 * rows shown in full: rep_detail). */
typedef struct RepRow {
    int64_t id;
    char *engine, *kind, *function, *signature, *status, *blamed_pass; /* blamed_pass may be NULL */
    char *failure;              /* a failure whose signature names no message: the first line of
                                   what the tool said (as `db list` shows it), else NULL */
    int reduced;
    uint64_t count;
    int64_t first_seen, last_seen;
} RepRow;

typedef struct RepCamp {
    DbCampaignInfo c;           /* its strings are the Rep's copies */
} RepCamp;

typedef struct Rep {
    const RepOptions *o;
    Db *db;
    RepCamp *camps;
    int ncamps;
    RepRow *rows;               /* most seen first (count, then id) */
    size_t nrows;
    RepGroups by_engine, by_kind, by_pass, by_status;
    /* what the generated IR covered (the store's coverage table), most
     * frequent first: hits = the count (sigs unused) */
    RepGroups cov[4];           /* REP_COV_* */
    DbStats *stats;             /* oldest first */
    size_t nstats;
    uint64_t modules, functions, executions, hits, testcases, reduced;
    double tl, tt, wall;
    int64_t now;
} Rep;

enum { REP_COV_OPCODE, REP_COV_INTRINSIC, REP_COV_TYPE, REP_COV_FLAG };
extern const char *const rep_cov_kinds[4];  /* "opcode", "intrinsic", "type", "flag" */
extern const char *const rep_cov_titles[4]; /* "Opcodes", ... */

/* 0, 1 when the store holds no campaign and no divergence, -1 (err). */
int rep_gather(Db *db, const RepOptions *o, Rep *r, char *err, size_t errlen);
void rep_free(Rep *r);
/* The full row i (its reduced module, input, results), to cb; -1 on a
 * store error. */
int rep_detail(Rep *r, size_t i, int (*cb)(void *ctx, const DbDivergenceInfo *d), void *ctx);
/* The commands that reproduce a divergence (malloc'd, lines): the reduced
 * module's `; reproduce:` lines, else the llfuzz commands that get there. */
char *rep_repro(const Rep *r, const DbDivergenceInfo *d);
/* How many rows are shown in full. */
size_t rep_ndetails(const Rep *r);

/* The buffer's text, which the caller ir_free's ("" when empty). */
char *rep_buf_take(IrBuf *b);

/* 2020-01-02T03:04:05Z, "-" for 0 */
const char *rep_iso(int64_t t, char buf[32]);
/* 1234567 -> "1,234,567" */
const char *rep_num(uint64_t v, char buf[32]);

/* ---- escaping (esc.c) */
void rep_put_html(FILE *f, const char *s);     /* & < > " ' */
void rep_put_json(FILE *f, const char *s);     /* a JSON string with its quotes; NULL: null */
void rep_put_md_cell(FILE *f, const char *s);  /* a table cell: | escaped, newlines as spaces */
/* a Markdown code fence long enough for s (``` or more) */
void rep_put_md_code(FILE *f, const char *lang, const char *s);

/* ---- charts (svg.c): inline <svg> elements, sized in CSS pixels */
void rep_svg_bars(FILE *f, const char *title, const RepGroups *g, int hits);
typedef struct RepSeries {
    const char *name;
    const double *x, *y;        /* x: unix seconds */
    size_t n;
    int steps;                  /* a step line (cumulative counts) */
} RepSeries;
void rep_svg_lines(FILE *f, const char *title, const char *ylabel, const RepSeries *s, int ns);

/* ---- the formats */
int rep_write_html(Rep *r, FILE *f);
int rep_write_md(Rep *r, FILE *f);
int rep_write_json(Rep *r, FILE *f);
int rep_write_text(Rep *r, FILE *f);

#endif
