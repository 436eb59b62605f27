/* fuzz_check.c -- libFuzzer target for `llfuzz check`'s oracle: the
 * reference interpreter running a pair of modules and the refinement check
 * (orc_run_inputs) on generated inputs.
 *
 * An input is two modules: the source, then a line `; ---- target` and the
 * target (without that line, the source is its own target).  Each function
 * defined in both with the same type is checked on a few input vectors
 * (gen_input_vectors), as `llfuzz check src.ll tgt.ll` does, with small
 * budgets.  Properties checked on every input:
 *   1. parsing, the interpreter and the oracle never crash, hang, leak or
 *      read outside their memory (ASan, UBSan, libFuzzer's timeout);
 *   2. a function refines itself: checked against its own copy (the source
 *      text parsed twice: two modules, two interpreters), no input is a
 *      counterexample.  A divergence there is a false alarm of the oracle
 *      (an over-approximation the source run forgot, a nondeterministic
 *      choice taken differently): reported with the function and the input,
 *      and abort()ed, so libFuzzer keeps the input.
 *
 * Build and run: fuzz/Makefile, fuzz/run.sh check [SECONDS]. */
#include "gen/gen.h"
#include "ir/ir.h"
#include "oracle/oracle.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { NINPUTS = 4, MAX_FUNCS = 8 };
static const char sep[] = "\n; ---- target\n";

static IrModule *
parse(const char *text, size_t len, const char *name)
{
    IrDiag d;
    ir_diag_init(&d, name, NULL, 0, NULL);
    IrModule *m = ir_parse(text, len, &d, NULL);
    if (m && ir_verify(m, &d)) {
        ir_module_free(m);
        return NULL;
    }
    return m;
}

/* Check every function the two modules share; self: tm is a copy of sm. */
static void
check_modules(IrModule *sm, IrModule *tm, int self)
{
    IrGlobal **sg = NULL, **tg = NULL;
    uint32_t ng = orc_observed_globals(sm, tm, 1, &sg, &tg);
    FILE *devnull = fopen("/dev/null", "w");
    InterpOptions o;
    memset(&o, 0, sizeof o);
    o.externals = 1;
    o.libm_approx = 1;
    o.undef = INTERP_UNDEF_TRACK;
    o.max_memory = 16u << 20;
    o.out = o.err = devnull;
    char err[256];
    Interp *sip = interp_new(sm, &o, err, sizeof err);
    Interp *tip = sip ? interp_new(tm, &o, err, sizeof err) : NULL;
    uint32_t nf = 0;
    for (IrFunc *f = sm->funcs; sip && tip && f && nf < MAX_FUNCS; f = (IrFunc *)f->g.next) {
        if (f->is_decl || !f->g.v.name) /* (@0: no name to pair by) */
            continue;
        IrFunc *t = ir_module_func(tm, f->g.v.name);
        if (!t || t->is_decl || !ir_type_equal(f->g.vtype, t->g.vtype))
            continue;
        nf++;
        char **in = NULL;
        uint32_t n = gen_input_vectors(sm, f, NULL, NINPUTS, 1, 1, &in);
        OrcPair p = {sip, tip, f, t, sg, tg, ng, 20000};
        OrcRun run;
        orc_run_inputs(&p, (const char *const *)in, n, NULL, NULL, &run);
        if (self && run.bad.verdict != ORC_OK) {
            fprintf(stderr, "fuzz_check: @%s does not refine itself: %s\n  input:  %s\n  source: %s\n"
                            "  target: %s\n  %s\n",
                    f->g.v.name, orc_verdict_names[run.bad.verdict], run.bad.input ? run.bad.input : "",
                    run.bad.expected ? run.bad.expected : "", run.bad.actual ? run.bad.actual : "",
                    run.bad.detail ? run.bad.detail : "");
            abort();
        }
        orc_run_free(&run);
        gen_input_vectors_free(in, n);
    }
    if (tip)
        interp_free(tip);
    if (sip)
        interp_free(sip);
    free(sg);
    free(tg);
    if (devnull)
        fclose(devnull);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    const char *cut = NULL;
    for (size_t i = 0; i + sizeof sep - 1 <= size && !cut; i++)
        if (!memcmp(text + i, sep, sizeof sep - 1))
            cut = text + i;
    size_t slen = cut ? (size_t)(cut - text) : size;
    IrModule *sm = parse(text, slen, "source");
    if (!sm)
        return 0;
    /* the source against its own copy: must always refine */
    IrModule *copy = parse(text, slen, "copy");
    if (copy) {
        check_modules(sm, copy, 1);
        ir_module_free(copy);
    }
    if (cut) {
        const char *t = cut + sizeof sep - 1;
        IrModule *tm = parse(t, size - (size_t)(t - text), "target");
        if (tm) {
            check_modules(sm, tm, 0);
            ir_module_free(tm);
        }
    }
    ir_module_free(sm);
    return 0;
}
