/* batch.c -- one campaign batch: generate modules for a run of seeds, merge
 * them into one module (names prefixed per seed) so each tool starts once
 * per batch, run the engines, check every test function on its inputs.
 *
 * When a tool fails on the merged module, the batch is split in halves and
 * each half run again, down to the single modules the tool fails on; every
 * other module is still executed and checked.  The batch counts the
 * test-function executions it planned, made and skipped (and why), so that a
 * campaign that tests little says so. */
#include "campaign/campaign.h"

#include <stdlib.h>
#include <string.h>

/* One generated module of the batch. */
typedef struct Mod {
    uint64_t seed;
    GenModule gm;
    char *text;         /* the module as `llfuzz gen` prints it (inputs included) */
    char *body;         /* the module with prefixed names, for merged batches */
    int ok;
} Mod;

static void
prefix_names(IrModule *m, uint64_t seed)
{
    for (IrGlobal *g = m->globals; g; g = g->next)
        if (g->v.name)
            g->v.name = ir_arena_printf(m->arena, "s%llu_%s", (unsigned long long)seed, g->v.name);
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
        if (!f->is_decl && f->g.v.name)
            f->g.v.name = ir_arena_printf(m->arena, "s%llu_%s", (unsigned long long)seed, f->g.v.name);
}

/* Append module text to the merged batch: one source_filename/target
 * header, each declaration once. */
static void
merge_into(IrBuf *out, const char *text, char ***decls, uint32_t *ndecls, int first)
{
    const char *p = text;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        int skip = 0;
        if (!first && (!strncmp(p, "source_filename", 15) || !strncmp(p, "target ", 7)))
            skip = 1;
        if (!strncmp(p, "declare ", 8)) {
            for (uint32_t i = 0; i < *ndecls && !skip; i++)
                if (strlen((*decls)[i]) == n && !memcmp((*decls)[i], p, n))
                    skip = 1;
            if (!skip) {
                *decls = realloc(*decls, (*ndecls + 1) * sizeof **decls);
                (*decls)[(*ndecls)++] = strndup(p, n);
            }
        }
        if (!skip) {
            ir_buf_printf(out, "%.*s\n", (int)n, p);
        }
        p += n + (e ? 1 : 0);
    }
}

/* llvm_version: the LLVM that wrote the text (a tool's output), 0 for llfuzz's own */
static IrModule *
parse_text(const char *name, const char *text, size_t len, int llvm_version, char *err, size_t errlen)
{
    IrDiag d;
    ir_diag_init(&d, name, text, len, NULL);
    IrParseOptions po = {.llvm_version = llvm_version};
    IrModule *m = ir_parse(text, len, &d, &po);
    if (!m || ir_verify(m, &d)) {
        snprintf(err, errlen, "%s: %s (line %u)", name, d.first_msg, d.first_loc.line);
        ir_module_free(m);
        return NULL;
    }
    return m;
}

static char *
dup0(const char *s)
{
    return strdup(s ? s : "");
}

/* Record a divergence of module md (strings copied). */
static void
add_finding(CampBatch *b, const Mod *md, int engine, OrcVerdict v, const char *function, const char *input,
            const char *expected, const char *actual)
{
    b->findings = realloc(b->findings, (b->nfindings + 1) * sizeof *b->findings);
    b->findings[b->nfindings++] = (CampFinding){md->seed, engine, v, dup0(function), dup0(input), dup0(expected),
                                               dup0(actual), dup0(md->text)};
}

/* The function's name as generated (without the batch prefix). */
static const char *
orig_name(const char *name)
{
    const char *u = strchr(name, '_');
    return name[0] == 's' && u ? u + 1 : name;
}

/* Executions planned for a test function on one engine. */
static uint32_t
planned_inputs(const CampBatchConfig *c, const GenTest *t)
{
    return t->ninputs > c->ninputs ? t->ninputs : c->ninputs;
}

/* Keep the first message of a skip reason in the batch. */
static void
skip_note(CampBatch *b, CampSkip why, const char *prefix, const char *msg)
{
    char *dst = b->skip_msg[why];
    if (dst[0] || !msg)
        return;
    size_t cap = sizeof b->skip_msg[why], k = 0;
    for (const char *s = prefix; s && *s && k + 1 < cap; s++)
        dst[k++] = *s;
    for (const char *s = prefix ? ": " : ""; *s && k + 1 < cap; s++)
        dst[k++] = *s;
    for (const char *s = msg; *s && k + 1 < cap; s++)
        dst[k++] = *s;
    dst[k] = 0;
}

/* Count a function's run in the batch's statistics: plan executions were
 * planned for it; those a divergence made needless, and inputs native code
 * could not take, are planned no more. */
static void
count_run(CampBatch *b, const OrcRun *r, uint32_t plan)
{
    uint32_t checked = r->tried - r->unsupported;
    b->executions += 2 * (uint64_t)(r->tried - r->skipped) + r->skipped;
    b->inconclusive += r->inconclusive;
    b->unsupported += r->unsupported;
    b->done += checked;
    b->skipped[CAMP_SKIP_UNSUPPORTED] += r->unsupported;
    b->skipped[CAMP_SKIP_ERROR] += r->not_run;
    b->planned -= plan - (r->tried + r->not_run);
    if (r->unsupported)
        skip_note(b, CAMP_SKIP_UNSUPPORTED, NULL,
                  r->first_unsupported.detail ? r->first_unsupported.detail : r->first_unsupported.actual);
}

/* The modules of a subset (indices into the batch) whose executions are
 * skipped for a reason; the first message of each reason is kept. */
static void
skip_mods(CampBatch *b, const CampBatchConfig *c, const Mod *mods, const uint32_t *idx, uint32_t n, CampSkip why,
          const char *msg)
{
    for (uint32_t q = 0; q < n; q++)
        for (uint32_t j = 0; j < mods[idx[q]].gm.ntests; j++)
            b->skipped[why] += planned_inputs(c, &mods[idx[q]].gm.tests[j]);
    skip_note(b, why, NULL, msg);
}

/* Record a counterexample (the detail goes with the target's result). */
static void
record_result(CampBatch *b, const Mod *md, int ei, const char *name, const OrcResult *r)
{
    IrBuf a = {0};
    ir_buf_printf(&a, "%s%s%s", r->actual ? r->actual : "", r->detail ? "; " : "", r->detail ? r->detail : "");
    add_finding(b, md, ei, r->verdict, orig_name(name), r->input, r->expected, a.p);
    ir_buf_free(&a);
}

/* Did the tool reject its input (a parse or verifier error on the module it
 * was given, before any pass ran)?  That is llfuzz's mistake (a syntax or
 * feature the tool's LLVM does not have), not a bug of the tool:
 * "in.ll:12:5: error: ...", "error: input module is broken!". */
static int
input_rejected(const char *msg)
{
    if (strstr(msg, "input module is broken"))
        return 1;
    for (const char *p = msg; (p = strstr(p, ".ll:")) != NULL; p++) {
        const char *q = p + 4;
        if (*q < '0' || *q > '9')
            continue;
        while (*q >= '0' && *q <= '9')
            q++;
        if (*q != ':')
            continue;
        q++;
        while (*q >= '0' && *q <= '9')
            q++;
        if (!strncmp(q, ": error:", 8))
            return 1;
    }
    return 0;
}

/* The merged module of a subset of the batch (indices into mods): one
 * source_filename/target header, each declaration once. */
static void
merged_text(IrBuf *out, const Mod *mods, const uint32_t *idx, uint32_t n)
{
    char **decls = NULL;
    uint32_t ndecls = 0;
    for (uint32_t q = 0; q < n; q++)
        merge_into(out, mods[idx[q]].body, &decls, &ndecls, q == 0);
    for (uint32_t i = 0; i < ndecls; i++)
        free(decls[i]);
    free(decls);
    ir_buf_putc(out, 0);
    out->len--;
}

/* The tool failed on a subset of the batch: a single module is recorded
 * (a crash or hang of the tool, or a rejected input: llfuzz's mistake, not
 * a divergence); more are split in two and each half run again, so that
 * every module the tool does not fail on is still executed and checked. */
typedef void RunFn(CampBatch *b, const CampBatchConfig *c, int ei, Mod *mods, uint32_t *idx, uint32_t n, void *ctx);

static void
tool_failed(CampBatch *b, const CampBatchConfig *c, int ei, Mod *mods, uint32_t *idx, uint32_t n, int hang,
            const char *msg, RunFn *run, void *ctx)
{
    if (n > 1) {
        uint32_t h = n / 2;
        run(b, c, ei, mods, idx, h, ctx);
        run(b, c, ei, mods, idx + h, n - h, ctx);
        return;
    }
    if (!hang && input_rejected(msg)) {
        skip_note(b, CAMP_SKIP_REJECTED, c->engines[ei].spec, msg);
        skip_mods(b, c, mods, idx, n, CAMP_SKIP_REJECTED, NULL);
        return;
    }
    skip_mods(b, c, mods, idx, n, CAMP_SKIP_TOOL_FAILED, msg);
    add_finding(b, &mods[idx[0]], ei, hang ? ORC_HANG : ORC_CRASH, "", "", "", msg);
}

/* A test function's inputs: its generated ones, then vectors chosen up to
 * --inputs (poison and undef among them where allow_undef: not for native
 * code), deterministic in the module's seed and the function's index. */
typedef struct Inputs {
    const char **v;
    uint32_t n;
    char **more;
    uint32_t nmore;
} Inputs;

static void
inputs_make(Inputs *x, const CampBatchConfig *c, IrModule *m, IrFunc *f, const Mod *md, uint32_t j, int allow_undef)
{
    const GenTest *t = &md->gm.tests[j];
    uint32_t want = c->ninputs > t->ninputs ? c->ninputs - t->ninputs : 0;
    x->more = NULL;
    x->nmore = want ? gen_input_vectors(m, f, NULL, want, md->seed * 131 + j, allow_undef, &x->more) : 0;
    x->n = t->ninputs + x->nmore;
    x->v = calloc(x->n + 1, sizeof *x->v);
    for (uint32_t i = 0; i < x->n; i++)
        x->v[i] = i < t->ninputs ? t->inputs[i] : x->more[i - t->ninputs];
}

static void
inputs_free(Inputs *x)
{
    free(x->v);
    if (x->more)
        gen_input_vectors_free(x->more, x->nmore);
}

/* Check every test function of a subset against one transformer's output. */
static void
check_transformed(CampBatch *b, const CampBatchConfig *c, int ei, Mod *mods, const uint32_t *idx, uint32_t n,
                  IrModule *sm, Interp *sip, IrModule *tm)
{
    InterpOptions o;
    memset(&o, 0, sizeof o);
    o.externals = 1;
    o.out = o.err = c->devnull;
    char err[512];
    Interp *tip = interp_new(tm, &o, err, sizeof err);
    if (!tip) {
        b->unsupported++;
        skip_mods(b, c, mods, idx, n, CAMP_SKIP_UNSUPPORTED, err);
        return;
    }
    IrGlobal **sg, **tg;
    uint32_t ng = orc_observed_globals(sm, tm, 1, &sg, &tg);
    for (uint32_t q = 0; q < n; q++) {
        Mod *md = &mods[idx[q]];
        for (uint32_t j = 0; j < md->gm.ntests; j++) {
            GenTest *t = &md->gm.tests[j];
            const char *name = t->f->g.v.name; /* prefixed */
            IrFunc *sf = ir_module_func(sm, name), *tf = ir_module_func(tm, name);
            uint32_t plan = planned_inputs(c, t);
            if (!sf) {
                b->skipped[CAMP_SKIP_ERROR] += plan;
                continue;
            }
            b->functions++;
            if (!tf || tf->is_decl) {
                b->skipped[CAMP_SKIP_TOOL_FAILED] += plan;
                add_finding(b, md, ei, ORC_CRASH, orig_name(name), "", "",
                            "the function is missing from the tool's output");
                continue;
            }
            Inputs in;
            inputs_make(&in, c, sm, sf, md, j, 1);
            OrcPair p = {sip, tip, sf, tf, sg, tg, ng, c->max_steps};
            OrcRun run;
            orc_run_inputs(&p, in.v, in.n, NULL, NULL, &run);
            count_run(b, &run, plan);
            if (run.bad.verdict != ORC_OK)
                record_result(b, md, ei, name, &run.bad);
            orc_run_free(&run);
            inputs_free(&in);
        }
    }
    free(sg);
    free(tg);
    interp_free(tip);
}

/* What a batch's runs share: the whole batch's merged text (its nwhole
 * modules: a run on all of them reuses it) and its source module and
 * interpreter (a transformer's output is checked against them). */
typedef struct SrcCtx {
    IrModule *sm;
    Interp *sip;
    const IrBuf *whole;
    uint32_t nwhole;
} SrcCtx;

/* The merged text of a subset into *own, or the whole batch's (a run on
 * all of its modules): what the tool is given. */
static const IrBuf *
subset_text(IrBuf *own, const SrcCtx *sc, const Mod *mods, const uint32_t *idx, uint32_t n)
{
    if (n == sc->nwhole)
        return sc->whole;
    merged_text(own, mods, idx, n);
    return own;
}

/* Run a transformer (opt) on a subset of the batch and check its output. */
static void
run_transformer(CampBatch *b, const CampBatchConfig *c, int ei, Mod *mods, uint32_t *idx, uint32_t n, void *ctx)
{
    SrcCtx *sc = ctx;
    const ExEngine *e = &c->engines[ei];
    IrBuf own = {0};
    const IrBuf *text = subset_text(&own, sc, mods, idx, n);
    ExOutput out;
    /* a crash on several modules is split again: its message is not kept,
     * so LLVM need not run llvm-symbolizer for it */
    ExLimits lim = c->limits;
    lim.no_symbolize = n > 1;
    double t0 = ex_now();
    ex_transform(e, text->p, text->len, &lim, &out);
    b->time_tools += ex_now() - t0;
    char err[1024];
    if (out.status == EX_ERROR) {
        snprintf(b->error, sizeof b->error, "%s: %.900s", e->spec, out.msg);
        skip_mods(b, c, mods, idx, n, CAMP_SKIP_ERROR, out.msg);
    } else if (out.status != EX_OK) {
        tool_failed(b, c, ei, mods, idx, n, out.status == EX_HANG, out.msg, run_transformer, ctx);
    } else {
        IrModule *tm = parse_text("<tool output>", out.text, out.len, e->version, err, sizeof err);
        if (tm) {
            check_transformed(b, c, ei, mods, idx, n, sc->sm, sc->sip, tm);
            ir_module_free(tm);
        } else {
            /* output llfuzz cannot read: garbage if the tool's own verifier
             * rejects it too (a crash of the tool), else llfuzz's limit */
            ExOutput vo;
            t0 = ex_now();
            ex_verify(e, out.text, out.len, &c->limits, &vo);
            b->time_tools += ex_now() - t0;
            if (vo.status == EX_CRASH || vo.status == EX_HANG) {
                char msg[600];
                snprintf(msg, sizeof msg, "the output does not verify: %.400s", vo.msg);
                tool_failed(b, c, ei, mods, idx, n, 0, msg, run_transformer, ctx);
            } else {
                b->unsupported++;
                IrBuf m = {0};
                ir_buf_printf(&m, "%.100s: llfuzz cannot read the output: %.800s", e->spec, err);
                skip_mods(b, c, mods, idx, n, CAMP_SKIP_UNSUPPORTED, m.p);
                ir_buf_free(&m);
            }
            ex_output_free(&vo);
        }
    }
    ex_output_free(&out);
    ir_buf_free(&own);
}

/* Did the compiler itself fail (not the link or the runner)? */
static int
native_tool_failed(ExNativeBatchStatus s)
{
    return s == EX_NATIVE_TOOL_FAILED || s == EX_NATIVE_TOOL_CRASHED || s == EX_NATIVE_TOOL_HUNG;
}

/* One test function of a native batch and the records of its inputs. */
typedef struct NFunc {
    Mod *md;
    IrFunc *f;
    uint32_t first, n;      /* its records */
} NFunc;

/* Check every test function of a subset of the batch in a compiler
 * engine's code: the subset's merged module, given the engine's target,
 * runs in its own source interpreter; the defined inputs become the
 * runner's records. */
static void
run_native(CampBatch *b, const CampBatchConfig *c, int ei, Mod *mods, uint32_t *idx, uint32_t n, void *ctx)
{
    ExNative *nx = c->natives[ei];
    char err[1024];
    IrBuf own = {0};
    const IrBuf *text = subset_text(&own, ctx, mods, idx, n);
    IrModule *m = parse_text("<batch>", text->p, text->len, 0, err, sizeof err);
    ir_buf_free(&own);
    if (m)
        ex_native_expose_globals(m);
    if (!m || ex_native_prepare(nx, m, err, sizeof err) < 0) {
        snprintf(b->error, sizeof b->error, "%.100s: %.900s", c->engines[ei].spec, err);
        skip_mods(b, c, mods, idx, n, CAMP_SKIP_ERROR, err);
        ir_module_free(m);
        return;
    }
    InterpOptions o;
    memset(&o, 0, sizeof o);
    o.externals = 1;
    o.out = o.err = c->devnull;
    /* the choices the compiler's LLVM allows (LLVM <= 19: minnum/maxnum of
     * -0.0 and +0.0 give either), as for the batch's source and in check */
    o.llvm_version = c->engines[ei].version;
    Interp *ip = interp_new(m, &o, err, sizeof err);
    if (!ip) {
        b->unsupported++;
        skip_mods(b, c, mods, idx, n, CAMP_SKIP_UNSUPPORTED, err);
        ir_module_free(m);
        return;
    }
    /* the counts as they were: a split runs the halves afresh */
    uint64_t planned0 = b->planned, unsupported0 = b->unsupported, skipped0 = b->skipped[CAMP_SKIP_UNSUPPORTED],
             error0 = b->skipped[CAMP_SKIP_ERROR];
    uint32_t functions0 = b->functions;
    NFunc *nf = NULL;
    IrFunc **funcs = NULL;
    uint32_t nnf = 0;
    OrcRecords rs = {0};
    for (uint32_t q = 0; q < n; q++) {
        Mod *md = &mods[idx[q]];
        for (uint32_t j = 0; j < md->gm.ntests; j++) {
            GenTest *t = &md->gm.tests[j];
            IrFunc *f = ir_module_func(m, t->f->g.v.name);
            uint32_t plan = planned_inputs(c, t);
            if (!f) {
                b->skipped[CAMP_SKIP_ERROR] += plan;
                continue;
            }
            b->functions++;
            if (orc_native_func_ok(m, f, err, sizeof err) < 0) {
                b->unsupported++;
                b->skipped[CAMP_SKIP_UNSUPPORTED] += plan;
                skip_note(b, CAMP_SKIP_UNSUPPORTED, NULL, err);
                continue;
            }
            nf = realloc(nf, (nnf + 1) * sizeof *nf);
            funcs = realloc(funcs, (nnf + 1) * sizeof *funcs);
            funcs[nnf] = f;
            Inputs in;
            inputs_make(&in, c, m, f, md, j, 0);
            uint32_t first = rs.n, added = orc_records_add(&rs, ip, m, f, nnf, in.v, in.n);
            nf[nnf] = (NFunc){md, f, first, added};
            b->planned -= plan - added; /* the inputs native code can take */
            inputs_free(&in);
            nnf++;
        }
    }
    ExNativeBatch nb;
    double t0 = ex_now();
    ex_native_symbolize(nx, n == 1); /* as for a transformer */
    int rc = nnf ? ex_native_run(nx, m, funcs, nnf, rs.recs, rs.n, &nb) : -1;
    b->time_tools += nnf ? ex_now() - t0 : 0;
    if (!nnf) {
        /* nothing to run */
    } else if (rc < 0 && (native_tool_failed(nb.status) || nb.status == EX_NATIVE_LINK_FAILED ||
                          nb.status == EX_NATIVE_TOOL_UNSUPPORTED)) {
        if (n > 1) {
            b->planned = planned0;
            b->unsupported = unsupported0;
            b->skipped[CAMP_SKIP_UNSUPPORTED] = skipped0;
            b->skipped[CAMP_SKIP_ERROR] = error0;
            b->functions = functions0;
            tool_failed(b, c, ei, mods, idx, n, 0, nb.msg, run_native, ctx);
        } else {
            b->functions = functions0; /* (none of the module's was checked) */
            if (nb.status == EX_NATIVE_LINK_FAILED || nb.status == EX_NATIVE_TOOL_UNSUPPORTED) {
                /* (lli's interpreter gave up on the module: not a bug) */
                b->unsupported += nnf;
                b->skipped[CAMP_SKIP_UNSUPPORTED] += rs.n;
                skip_note(b, CAMP_SKIP_UNSUPPORTED, NULL, nb.msg);
            } else if (nb.status != EX_NATIVE_TOOL_HUNG && input_rejected(nb.msg)) {
                b->skipped[CAMP_SKIP_REJECTED] += rs.n;
                skip_note(b, CAMP_SKIP_REJECTED, c->engines[ei].spec, nb.msg);
            } else {
                b->skipped[CAMP_SKIP_TOOL_FAILED] += rs.n;
                add_finding(b, &mods[idx[0]], ei, nb.status == EX_NATIVE_TOOL_HUNG ? ORC_HANG : ORC_CRASH, "", "",
                            "", nb.msg);
            }
        }
    } else if (rc < 0 && nb.status != EX_NATIVE_RUNNER_TIMEOUT) {
        snprintf(b->error, sizeof b->error, "%.100s: %s: %.800s", c->engines[ei].spec,
                 ex_native_batch_status_name(nb.status), nb.msg);
        b->skipped[CAMP_SKIP_ERROR] += rs.n;
        skip_note(b, CAMP_SKIP_ERROR, NULL, nb.msg);
    } else {
        /* (a runner timeout: the records before it have their results) */
        if (rc < 0)
            skip_note(b, CAMP_SKIP_ERROR, NULL, nb.msg);
        for (uint32_t q = 0; q < nnf; q++) {
            OrcPair p = {ip, NULL, nf[q].f, NULL, NULL, NULL, 0, c->max_steps};
            OrcRun run;
            orc_run_native(&p, &rs, nf[q].first, nf[q].n, &nb, NULL, NULL, &run);
            count_run(b, &run, nf[q].n);
            if (run.bad.verdict != ORC_OK)
                record_result(b, nf[q].md, ei, nf[q].f->g.v.name, &run.bad);
            orc_run_free(&run);
        }
    }
    if (nnf)
        ex_native_batch_free(&nb);
    orc_records_free(&rs);
    free(nf);
    free(funcs);
    interp_free(ip);
    ir_module_free(m);
}

/* Run every engine on the batch's modules (those with ok set). */
static void
run_mods(const CampBatchConfig *c, Mod *mods, uint32_t n, CampBatch *b)
{
    uint32_t *idx = calloc(n ? n : 1, sizeof *idx), nok = 0;
    for (uint32_t k = 0; k < n; k++)
        if (mods[k].ok) {
            idx[nok++] = k;
            for (uint32_t j = 0; j < mods[k].gm.ntests; j++)
                b->planned += (uint64_t)planned_inputs(c, &mods[k].gm.tests[j]) * (uint64_t)c->nengines;
        }
    IrBuf merged = {0};
    merged_text(&merged, mods, idx, nok);
    char err[1024];
    IrModule *sm = nok ? parse_text("<batch>", merged.p, merged.len, 0, err, sizeof err) : NULL;
    Interp *sip = NULL;
    if (nok && !sm) {
        snprintf(b->error, sizeof b->error, "the merged batch does not parse: %.900s", err);
    } else if (sm) {
        InterpOptions o;
        memset(&o, 0, sizeof o);
        o.externals = 1;
        o.out = o.err = c->devnull;
        /* the source runs with the choices of the oldest LLVM judged (its
         * LangRef allowed more than the current one in places) */
        for (int ei = 0; ei < c->nengines; ei++)
            if (c->engines[ei].version && (!o.llvm_version || c->engines[ei].version < o.llvm_version))
                o.llvm_version = c->engines[ei].version;
        sip = interp_new(sm, &o, err, sizeof err);
        if (!sip)
            snprintf(b->error, sizeof b->error, "the interpreter refuses the batch: %.900s", err);
    }
    SrcCtx sc = {sm, sip, &merged, nok};
    for (int ei = 0; ei < c->nengines; ei++) {
        const ExEngine *e = &c->engines[ei];
        if (!sip) {
            skip_mods(b, c, mods, idx, nok, CAMP_SKIP_ERROR, b->error);
            continue;
        }
        if ((e->kind == EX_ENG_LLC || e->kind == EX_ENG_CLANG || e->kind == EX_ENG_LLI) && c->natives &&
            c->natives[ei]) {
            run_native(b, c, ei, mods, idx, nok, &sc);
        } else if (e->kind == EX_ENG_OPT) {
            run_transformer(b, c, ei, mods, idx, nok, &sc);
        } else {
            b->unsupported++;
            IrBuf m = {0};
            ir_buf_printf(&m, "engine '%s' cannot run in a batch", e->spec);
            skip_mods(b, c, mods, idx, nok, CAMP_SKIP_UNSUPPORTED, m.p);
            ir_buf_free(&m);
        }
    }
    if (sip)
        interp_free(sip);
    ir_module_free(sm);
    ir_buf_free(&merged);
    free(idx);
}

int
camp_run_batch(const CampBatchConfig *c, uint64_t seed0, uint32_t n, CampBatch *b)
{
    memset(b, 0, sizeof *b);
    double t_start = ex_now();
    Mod *mods = calloc(n ? n : 1, sizeof *mods);
    for (uint32_t k = 0; k < n; k++) {
        Mod *md = &mods[k];
        md->seed = seed0 + k;
        GenOptions go = c->gen;
        go.seed = md->seed;
        char err[512];
        if (gen_module(&go, &md->gm, err, sizeof err) < 0) {
            b->gen_failures++;
            continue;
        }
        camp_coverage_add_module(&b->coverage, md->gm.m);
        IrBuf t = {0};
        gen_print(&t, &md->gm, &go);
        md->text = strdup(t.p ? t.p : "");
        ir_buf_free(&t);
        prefix_names(md->gm.m, md->seed);
        IrBuf body = {0};
        ir_print_module(&body, md->gm.m);
        md->body = strdup(body.p ? body.p : "");
        ir_buf_free(&body);
        md->ok = 1;
        b->modules++;
    }
    run_mods(c, mods, n, b);
    for (uint32_t k = 0; k < n; k++) {
        free(mods[k].text);
        free(mods[k].body);
        if (mods[k].gm.m)
            gen_module_free(&mods[k].gm);
    }
    free(mods);
    b->time_total = ex_now() - t_start;
    return b->error[0] ? -1 : 0;
}

/* The preflight's module: what every engine must get right. */
static const char preflight_text[] =
    "define i32 @t0(i32 %x) {\n"
    "entry:\n"
    "  %y = add i32 %x, 1\n"
    "  ret i32 %y\n"
    "}\n";

int
camp_preflight(const CampBatchConfig *c, int ei, char *err, size_t errlen)
{
    const ExEngine *e = &c->engines[ei];
    CampBatchConfig one = *c;
    one.engines = e;
    one.nengines = 1;
    one.natives = c->natives ? c->natives + ei : NULL;
    one.ninputs = 1;
    Mod md;
    memset(&md, 0, sizeof md);
    char perr[512];
    md.gm.m = parse_text("<preflight>", preflight_text, sizeof preflight_text - 1, 0, perr, sizeof perr);
    if (!md.gm.m) {
        snprintf(err, errlen, "the preflight module does not parse: %s", perr);
        return -1;
    }
    md.text = strdup(preflight_text);
    md.gm.ntests = 1;
    md.gm.tests = ir_calloc(1, sizeof *md.gm.tests);
    md.gm.tests[0].f = ir_module_func(md.gm.m, "t0");
    md.gm.tests[0].ninputs = 1;
    md.gm.tests[0].inputs = ir_calloc(1, sizeof(char *));
    md.gm.tests[0].inputs[0] = ir_strdup("i32 41");
    prefix_names(md.gm.m, 0);
    IrBuf body = {0};
    ir_print_module(&body, md.gm.m);
    md.body = strdup(body.p ? body.p : "");
    ir_buf_free(&body);
    md.ok = 1;
    CampBatch b;
    memset(&b, 0, sizeof b);
    run_mods(&one, &md, 1, &b);
    int rc = 0;
    if (b.nfindings) {
        const CampFinding *f = &b.findings[0];
        snprintf(err, errlen, "engine '%s' fails on a trivial module: %s%s%s", e->spec,
                 orc_verdict_names[f->verdict], f->actual && *f->actual ? ": " : "", f->actual ? f->actual : "");
        rc = -1;
    } else if (b.error[0] || b.done != 1) {
        const char *why = b.error[0] ? b.error : "";
        for (int k = 0; !*why && k < CAMP_SKIP_N; k++)
            if (b.skipped[k])
                why = b.skip_msg[k][0] ? b.skip_msg[k] : camp_skip_names[k];
        snprintf(err, errlen, "engine '%s' cannot run a trivial module: %s", e->spec, *why ? why : "nothing ran");
        rc = -1;
    }
    camp_batch_free(&b);
    free(md.text);
    free(md.body);
    gen_module_free(&md.gm);
    return rc;
}

const char *const camp_skip_names[CAMP_SKIP_N] = {
    [CAMP_SKIP_TOOL_FAILED] = "the tool crashed or hung",
    [CAMP_SKIP_REJECTED] = "the tool rejected llfuzz's module",
    [CAMP_SKIP_UNSUPPORTED] = "unsupported by llfuzz",
    [CAMP_SKIP_ERROR] = "llfuzz could not run the tool",
};

void
camp_batch_free(CampBatch *b)
{
    for (uint32_t i = 0; i < b->nfindings; i++) {
        CampFinding *f = &b->findings[i];
        free(f->function);
        free(f->input);
        free(f->expected);
        free(f->actual);
        free(f->module);
    }
    free(b->findings);
    camp_coverage_free(&b->coverage);
    memset(b, 0, sizeof *b);
}
