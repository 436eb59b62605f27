/* pairs.c -- running a source/target pair over a list of inputs, and the
 * records of a native batch: what `llfuzz check`, a campaign batch and the
 * reducer's test share. */
#include "oracle/oracle.h"

#include <stdlib.h>
#include <string.h>

int
orc_native_func_ok(const IrModule *m, const IrFunc *f, char *why, size_t whylen)
{
    IrType *fty = f->g.vtype;
    for (uint32_t i = 0; i < fty->nmembers; i++)
        if (fty->members[i]->kind == IR_TY_PTR) {
            snprintf(why, whylen, "a pointer parameter (native runs take values only)");
            return -1;
        }
    return ex_native_check_func(m, f, why, whylen);
}

uint32_t
orc_records_add(OrcRecords *rs, Interp *ip, IrModule *m, IrFunc *f, uint32_t fidx, const char *const *in,
                uint32_t nin)
{
    uint64_t isz = ex_native_args_size(m, f);
    RtVal *args = calloc(f->g.vtype->nmembers + 1, sizeof *args);
    uint32_t added = 0;
    for (uint32_t i = 0; i < nin; i++) {
        interp_reset(ip);
        uint8_t *buf = ex_native_pack_input(ip, m, f, in[i], args);
        if (!buf)
            continue; /* poison or undef: compiled code cannot take it */
        rs->recs = realloc(rs->recs, (rs->n + 1) * sizeof *rs->recs);
        rs->inputs = realloc(rs->inputs, (rs->n + 1) * sizeof *rs->inputs);
        rs->recs[rs->n] = (ExNativeRecord){fidx, buf, isz};
        rs->inputs[rs->n] = strdup(in[i]);
        rs->n++;
        added++;
    }
    free(args);
    return added;
}

void
orc_records_free(OrcRecords *rs)
{
    for (uint32_t i = 0; i < rs->n; i++) {
        free((void *)rs->recs[i].in);
        free(rs->inputs[i]);
    }
    free(rs->recs);
    free(rs->inputs);
    memset(rs, 0, sizeof *rs);
}

/* Count verdict v of one input; keep the divergence and the first
 * inconclusive and unsupported results.  1 when the run stops. */
static int
count(OrcRun *out, OrcVerdict v, OrcResult *r)
{
    out->tried++;
    if (orc_is_divergence(v)) {
        out->bad = *r;
        return 1;
    }
    if (v == ORC_OK)
        out->ok++;
    else if (v == ORC_SKIPPED)
        out->skipped++;
    else if (v == ORC_INCONCLUSIVE && !out->inconclusive++)
        out->first_inconclusive = *r, *r = (OrcResult){0};
    else if (v == ORC_UNSUPPORTED && !out->unsupported++)
        out->first_unsupported = *r, *r = (OrcResult){0};
    orc_result_free(r);
    return 0;
}

void
orc_run_inputs(const OrcPair *p, const char *const *in, uint32_t n, OrcEach *each, void *ctx, OrcRun *out)
{
    memset(out, 0, sizeof *out);
    /* A source that did not finish on two inputs (a loop that does
     * not end for most inputs) gets a hundredth of it for the rest: a loop
     * that ends on some input mostly ends soon, and the pair's inputs
     * would otherwise cost 64 full budgets. */
    OrcPair q = *p;
    uint64_t full = p->max_steps ? p->max_steps : 1000000;
    for (uint32_t i = 0, over = 0; i < n; i++) {
        OrcResult r;
        q.max_steps = over >= 2 && full / 100 > 10000 ? full / 100 : full;
        OrcVerdict v = orc_check_input(&q, in[i], &r);
        if (v == ORC_INCONCLUSIVE && r.detail && strstr(r.detail, "did not finish"))
            over++;
        if (each)
            each(ctx, i, in[i], v, &r);
        if (count(out, v, &r))
            break;
    }
}

void
orc_run_native(const OrcPair *p, const OrcRecords *rs, uint32_t first, uint32_t n, const ExNativeBatch *nb,
               OrcEach *each, void *ctx, OrcRun *out)
{
    memset(out, 0, sizeof *out);
    for (uint32_t i = first; i < first + n; i++) {
        if (nb->res[i].status == EX_NATIVE_NOT_RUN) {
            out->not_run++;
            continue;
        }
        OrcResult r;
        OrcVerdict v = orc_check_native(p, rs->inputs[i], nb, &nb->res[i], &r);
        if (each)
            each(ctx, i - first, rs->inputs[i], v, &r);
        if (count(out, v, &r))
            break;
    }
}

void
orc_run_free(OrcRun *r)
{
    orc_result_free(&r->bad);
    orc_result_free(&r->first_inconclusive);
    orc_result_free(&r->first_unsupported);
    memset(r, 0, sizeof *r);
}
