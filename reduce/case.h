/* case.h -- what the files of reduce/ share: the reduction context and the
 * interestingness test.  Private to reduce/ (the public header is reduce.h). */
#ifndef LLFUZZ_REDUCE_CASE_H
#define LLFUZZ_REDUCE_CASE_H

#include "reduce/reduce.h"

typedef struct RedCtx {
    const RedConfig *c;
    ExEngine orig;          /* the engine of the divergence */
    ExEngine eng;           /* the engine reduced against (the blamed pass alone, or orig) */
    int have_eng;           /* eng is its own engine (free it) */
    ExNative *nx;           /* compiler engines: the native runner */
    int llc_direct;         /* llc failures: run llc on the text (as the reproduction does), not a batch */
    const char *func;       /* the test function, NULL for a tool failure */
    OrcVerdict kind;
    char *key;              /* tool failures: the crash key to match */
    ExLimits lim;
    uint64_t max_steps;
    FILE *devnull;
    uint32_t tests;         /* tests run (in this process) */
} RedCtx;

/* What one test showed (strings malloc'd, NULL when not known). */
typedef struct RedOutcome {
    OrcVerdict verdict;     /* ORC_OK when the engine agreed, or nothing could be decided */
    char *input, *expected, *actual;
    char *key;              /* a tool failure: its crash key */
    char *target;           /* transformers: the tool's output module */
    char *why;              /* why the candidate is not interesting (for a person) */
} RedOutcome;
void red_outcome_free(RedOutcome *o);

/* Is (module text, witness args) interesting for engine e: the module
 * parses and verifies, and e shows x->kind for x->func on args with a source
 * free of UB (or, for a tool failure, fails with x->key)?  1 or 0; o (may be
 * NULL) receives what the test showed. */
int red_test(RedCtx *x, const ExEngine *e, const char *text, size_t len, const char *args, RedOutcome *o);

/* Does verdict v count as the divergence kept?  The kind itself; any
 * divergence while the kind is still to be found (ORC_NVERDICTS); and,
 * unless RedConfig.strict_kind, another kind of the wrong-value family
 * (value mismatch, more poisonous, more undefined): one wrong value shows as
 * any of them as the code around it shrinks (a load of memory a store no
 * longer initialises is a wrong number inside an add, undef bits alone). */
int red_kind_matches(const RedCtx *x, OrcVerdict v);

/* The interpreter of a candidate's module, quiet, with external calls:
 * llvm_version the LangRef the source is judged by (the tool's version; 0
 * for a tool's output and the current LangRef).  NULL with err. */
Interp *red_interp(RedCtx *x, IrModule *m, int llvm_version, char *err, size_t errlen);

/* Parse and verify text quietly: the module or NULL.  red_parse_as reads
 * it as LLVM llvm_version wrote it (0: the current LangRef). */
IrModule *red_parse(const char *text, size_t len);
IrModule *red_parse_as(const char *text, size_t len, int llvm_version);

/* Pass blame (blame.c) for transformer engines: bisect with
 * -opt-bisect-limit to the first pass after which the divergence shows;
 * *pass = its pipeline name (malloc'd; NULL when the bisection found none).
 * When that pass alone (opt -passes=P, P as the pipeline writes it) shows the
 * divergence on the module just before it, *before = that module's text and
 * *alone = the engine spec ("opt-22:-passes=instcombine"), both malloc'd.
 * Returns the tests run. */
uint32_t red_blame(RedCtx *x, const char *text, size_t len, const char *args, char **pass, char **before,
                   char **alone);

#endif
