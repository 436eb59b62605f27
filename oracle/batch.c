/* batch.c -- one campaign batch: generate modules for a run of seeds, merge
 * them into one module (names prefixed per seed) so each tool starts once
 * per batch, run the engines, check every test function on its inputs.
 *
 * A tool failure on the merged module is attributed by running the tool on
 * each module of the batch alone. */
#include "oracle/oracle.h"
#include "gen/gen.h"

#include <stdlib.h>
#include <string.h>

/* One generated module of the batch. */
typedef struct Mod {
    uint64_t seed;
    GenModule gm;
    char *text;         /* the module as `llfuzz gen` prints it (inputs included) */
    char *body;         /* the module with prefixed names, for the merged batch */
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
add_finding(OrcBatch *b, const Mod *md, int engine, OrcVerdict v, const char *function, const char *input,
            const char *expected, const char *actual)
{
    b->findings = realloc(b->findings, (b->nfindings + 1) * sizeof *b->findings);
    b->findings[b->nfindings++] = (OrcFinding){md->seed, engine, v, dup0(function), dup0(input), dup0(expected),
                                               dup0(actual), dup0(md->text)};
}

/* The function's name as generated (without the batch prefix). */
static const char *
orig_name(const char *name)
{
    const char *u = strchr(name, '_');
    return name[0] == 's' && u ? u + 1 : name;
}

/* Count one input's verdict in the batch's statistics. */
static void
tally(OrcBatch *b, OrcVerdict v)
{
    b->executions += v == ORC_SKIPPED ? 1 : 2;
    if (v == ORC_INCONCLUSIVE)
        b->inconclusive++;
    else if (v == ORC_UNSUPPORTED)
        b->unsupported++;
}

/* Record a counterexample (the detail goes with the target's result). */
static void
record_result(OrcBatch *b, const Mod *md, int ei, const char *name, const OrcResult *r)
{
    IrBuf a = {0};
    ir_buf_printf(&a, "%s%s%s", r->actual ? r->actual : "", r->detail ? "; " : "", r->detail ? r->detail : "");
    add_finding(b, md, ei, r->verdict, orig_name(name), r->input, r->expected, a.p);
    ir_buf_free(&a);
}

/* Did the compiler itself fail (not the link or the runner)? */
static int
native_tool_failed(ExNativeBatchStatus s)
{
    return s == EX_NATIVE_TOOL_FAILED || s == EX_NATIVE_TOOL_CRASHED || s == EX_NATIVE_TOOL_HUNG;
}

/* A tool failed on the merged module: find the modules it fails on alone. */
static void
attribute_failure(OrcBatch *b, const OrcBatchConfig *c, int ei, Mod *mods, uint32_t n, const ExOutput *whole)
{
    const ExEngine *e = &c->engines[ei];
    int found = 0;
    for (uint32_t k = 0; k < n; k++) {
        if (!mods[k].ok)
            continue;
        ExOutput o;
        double t0 = ex_now();
        ex_transform(e, mods[k].text, strlen(mods[k].text), &c->limits, &o);
        b->time_tools += ex_now() - t0;
        if (o.status == EX_CRASH || o.status == EX_HANG) {
            add_finding(b, &mods[k], ei, o.status == EX_HANG ? ORC_HANG : ORC_CRASH, "", "", "", o.msg);
            found = 1;
        }
        ex_output_free(&o);
    }
    if (!found) /* only the merged module fails: record it against the first module */
        add_finding(b, &mods[0], ei, whole->status == EX_HANG ? ORC_HANG : ORC_CRASH, "", "", "", whole->msg);
}

/* Check every test function of the batch against one transformer's output. */
static void
check_transformed(OrcBatch *b, const OrcBatchConfig *c, int ei, Mod *mods, uint32_t n, IrModule *sm, Interp *sip,
                  IrModule *tm)
{
    InterpOptions o;
    memset(&o, 0, sizeof o);
    o.externals = 1;
    o.out = o.err = c->devnull;
    char err[512];
    Interp *tip = interp_new(tm, &o, err, sizeof err);
    if (!tip) {
        b->unsupported++;
        return;
    }
    IrGlobal **sg, **tg;
    uint32_t ng = orc_observed_globals(sm, tm, 1, &sg, &tg);
    for (uint32_t k = 0; k < n; k++) {
        if (!mods[k].ok)
            continue;
        for (uint32_t j = 0; j < mods[k].gm.ntests; j++) {
            GenTest *t = &mods[k].gm.tests[j];
            const char *name = t->f->g.v.name; /* prefixed */
            IrFunc *sf = ir_module_func(sm, name), *tf = ir_module_func(tm, name);
            if (!sf)
                continue;
            b->functions++;
            if (!tf || tf->is_decl) {
                add_finding(b, &mods[k], ei, ORC_CRASH, orig_name(name), "", "",
                            "the function is missing from the tool's output");
                continue;
            }
            char **more = NULL;
            uint32_t want = c->ninputs > t->ninputs ? c->ninputs - t->ninputs : 0;
            uint32_t nmore = want ? gen_input_vectors(sm, sf, NULL, want, mods[k].seed * 131 + j, 1, &more) : 0;
            OrcPair p = {sip, tip, sf, tf, sg, tg, ng, c->max_steps};
            for (uint32_t i = 0; i < t->ninputs + nmore; i++) {
                const char *in = i < t->ninputs ? t->inputs[i] : more[i - t->ninputs];
                OrcResult r;
                OrcVerdict v = orc_check_input(&p, in, &r);
                tally(b, v);
                if (orc_is_divergence(v)) {
                    record_result(b, &mods[k], ei, name, &r);
                    orc_result_free(&r);
                    break; /* one counterexample per function and engine */
                }
                orc_result_free(&r);
            }
            if (more)
                gen_input_vectors_free(more, nmore);
        }
    }
    free(sg);
    free(tg);
    interp_free(tip);
}

/* A compiler engine's tool failed on the merged module: compile each module
 * alone (no records) to find the ones it fails on. */
static void
attribute_native_failure(OrcBatch *b, const OrcBatchConfig *c, int ei, Mod *mods, uint32_t n,
                         const ExNativeBatch *whole)
{
    int found = 0;
    for (uint32_t k = 0; k < n; k++) {
        if (!mods[k].ok)
            continue;
        char err[512];
        IrModule *m = parse_text("<module>", mods[k].text, strlen(mods[k].text), 0, err, sizeof err);
        if (!m)
            continue;
        ExNativeBatch nb;
        double t0 = ex_now();
        int rc = ex_native_run(c->natives[ei], m, NULL, 0, NULL, 0, &nb);
        b->time_tools += ex_now() - t0;
        if (rc < 0 && native_tool_failed(nb.status)) {
            add_finding(b, &mods[k], ei, nb.status == EX_NATIVE_TOOL_HUNG ? ORC_HANG : ORC_CRASH, "", "", "",
                        nb.msg);
            found = 1;
        }
        ex_native_batch_free(&nb);
        ir_module_free(m);
    }
    if (!found)
        add_finding(b, &mods[0], ei, whole->status == EX_NATIVE_TOOL_HUNG ? ORC_HANG : ORC_CRASH, "", "", "",
                    whole->msg);
}

/* One test function of a native batch and the records of its inputs. */
typedef struct NFunc {
    Mod *md;
    IrFunc *f;
    uint32_t first, n;      /* its records */
} NFunc;

/* Check every test function of the batch in a compiler engine's code: the
 * merged module, given the engine's target, runs in its own source
 * interpreter; the defined inputs become the runner's records. */
static void
check_native(OrcBatch *b, const OrcBatchConfig *c, int ei, Mod *mods, uint32_t n, const char *merged,
             size_t len)
{
    ExNative *nx = c->natives[ei];
    char err[1024];
    IrModule *m = parse_text("<batch>", merged, len, 0, err, sizeof err);
    if (m)
        ex_native_expose_globals(m);
    if (!m || ex_native_prepare(nx, m, err, sizeof err) < 0) {
        snprintf(b->error, sizeof b->error, "%.100s: %.900s", c->engines[ei].spec, err);
        ir_module_free(m);
        return;
    }
    InterpOptions o;
    memset(&o, 0, sizeof o);
    o.externals = 1;
    o.out = o.err = c->devnull;
    Interp *ip = interp_new(m, &o, err, sizeof err);
    if (!ip) {
        b->unsupported++;
        ir_module_free(m);
        return;
    }
    NFunc *nf = NULL;
    IrFunc **funcs = NULL;
    uint32_t nnf = 0, nrecs = 0;
    ExNativeRecord *recs = NULL;
    char **inputs = NULL;
    for (uint32_t k = 0; k < n; k++) {
        if (!mods[k].ok)
            continue;
        for (uint32_t j = 0; j < mods[k].gm.ntests; j++) {
            GenTest *t = &mods[k].gm.tests[j];
            IrFunc *f = ir_module_func(m, t->f->g.v.name);
            if (!f)
                continue;
            b->functions++;
            IrType *fty = f->g.vtype;
            int ptrs = 0;
            for (uint32_t i = 0; i < fty->nmembers; i++)
                ptrs |= fty->members[i]->kind == IR_TY_PTR;
            if (ptrs || ex_native_check_func(m, f, err, sizeof err) < 0) {
                b->unsupported++;
                continue;
            }
            nf = realloc(nf, (nnf + 1) * sizeof *nf);
            funcs = realloc(funcs, (nnf + 1) * sizeof *funcs);
            nf[nnf] = (NFunc){&mods[k], f, nrecs, 0};
            funcs[nnf] = f;
            char **more = NULL;
            uint32_t want = c->ninputs > t->ninputs ? c->ninputs - t->ninputs : 0;
            uint32_t nmore = want ? gen_input_vectors(m, f, NULL, want, mods[k].seed * 131 + j, 0, &more) : 0;
            uint64_t isz = ex_native_args_size(m, f);
            RtVal *args = calloc(fty->nmembers + 1, sizeof *args);
            for (uint32_t i = 0; i < t->ninputs + nmore; i++) {
                const char *in = i < t->ninputs ? t->inputs[i] : more[i - t->ninputs];
                interp_reset(ip);
                uint8_t *buf = ex_native_pack_input(ip, m, f, in, args);
                if (!buf)
                    continue;
                recs = realloc(recs, (nrecs + 1) * sizeof *recs);
                inputs = realloc(inputs, (nrecs + 1) * sizeof *inputs);
                recs[nrecs] = (ExNativeRecord){nnf, buf, isz};
                inputs[nrecs] = strdup(in);
                nrecs++;
                nf[nnf].n++;
            }
            free(args);
            if (more)
                gen_input_vectors_free(more, nmore);
            nnf++;
        }
    }
    ExNativeBatch nb;
    double t0 = ex_now();
    int rc = nnf ? ex_native_run(nx, m, funcs, nnf, recs, nrecs, &nb) : -1;
    b->time_tools += nnf ? ex_now() - t0 : 0;
    if (!nnf) {
        /* nothing to run */
    } else if (rc < 0 && native_tool_failed(nb.status)) {
        attribute_native_failure(b, c, ei, mods, n, &nb);
    } else if (rc < 0 && (nb.status == EX_NATIVE_LINK_FAILED ||
                          nb.status == EX_NATIVE_TOOL_UNSUPPORTED)) { /* h-lli: lli's interpreter gave up: not a bug */
        b->unsupported += nnf;
    } else if (rc < 0) {
        snprintf(b->error, sizeof b->error, "%.100s: %s: %.800s", c->engines[ei].spec,
                 ex_native_batch_status_name(nb.status), nb.msg);
    } else {
        for (uint32_t q = 0; q < nnf; q++) {
            OrcPair p = {ip, NULL, nf[q].f, NULL, NULL, NULL, 0, c->max_steps};
            for (uint32_t i = nf[q].first; i < nf[q].first + nf[q].n; i++) {
                OrcResult r;
                OrcVerdict v = orc_check_native(&p, inputs[i], &nb, &nb.res[i], &r);
                tally(b, v);
                if (orc_is_divergence(v)) {
                    record_result(b, nf[q].md, ei, nf[q].f->g.v.name, &r);
                    orc_result_free(&r);
                    break;
                }
                orc_result_free(&r);
            }
        }
    }
    if (nnf)
        ex_native_batch_free(&nb);
    for (uint32_t i = 0; i < nrecs; i++) {
        free((void *)recs[i].in);
        free(inputs[i]);
    }
    free(recs);
    free(inputs);
    free(nf);
    free(funcs);
    interp_free(ip);
    ir_module_free(m);
}

int
orc_run_batch(const OrcBatchConfig *c, uint64_t seed0, uint32_t n, OrcBatch *b)
{
    memset(b, 0, sizeof *b);
    double t_start = ex_now();
    Mod *mods = calloc(n ? n : 1, sizeof *mods);
    IrBuf merged = {0};
    char **decls = NULL;
    uint32_t ndecls = 0, nok = 0;
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
        IrBuf t = {0};
        gen_print(&t, &md->gm, &go);
        md->text = strdup(t.p ? t.p : "");
        ir_buf_free(&t);
        prefix_names(md->gm.m, md->seed);
        IrBuf body = {0};
        ir_print_module(&body, md->gm.m);
        merge_into(&merged, body.p ? body.p : "", &decls, &ndecls, nok == 0);
        ir_buf_free(&body);
        md->ok = 1;
        nok++;
        b->modules++;
    }
    for (uint32_t i = 0; i < ndecls; i++)
        free(decls[i]);
    free(decls);
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
    for (int ei = 0; sip && ei < c->nengines; ei++) {
        const ExEngine *e = &c->engines[ei];
        if ((e->kind == EX_ENG_LLC || e->kind == EX_ENG_CLANG || e->kind == EX_ENG_LLI) && c->natives &&
            c->natives[ei]) {
            check_native(b, c, ei, mods, n, merged.p, merged.len);
            continue;
        }
        if (e->kind != EX_ENG_OPT) {
            b->unsupported++;
            continue;
        }
        ExOutput out;
        double t0 = ex_now();
        ex_transform(e, merged.p, merged.len, &c->limits, &out);
        b->time_tools += ex_now() - t0;
        if (out.status == EX_ERROR) {
            snprintf(b->error, sizeof b->error, "%s: %s", e->spec, out.msg);
            ex_output_free(&out);
            continue;
        }
        if (out.status != EX_OK) {
            attribute_failure(b, c, ei, mods, n, &out);
            ex_output_free(&out);
            continue;
        }
        IrModule *tm = parse_text("<tool output>", out.text, out.len, e->version, err, sizeof err);
        if (!tm) {
            /* output llfuzz cannot read: garbage if the tool's own verifier
             * rejects it too (a crash of the tool), else llfuzz's limit */
            ExOutput vo;
            t0 = ex_now();
            ex_verify(e, out.text, out.len, &c->limits, &vo);
            b->time_tools += ex_now() - t0;
            if (vo.status == EX_CRASH || vo.status == EX_HANG) {
                ExOutput bad = out;
                snprintf(bad.msg, sizeof bad.msg, "the output does not verify: %.400s", vo.msg);
                bad.status = EX_CRASH;
                attribute_failure(b, c, ei, mods, n, &bad);
            } else {
                b->unsupported++;
                snprintf(b->error, sizeof b->error, "%.100s: llfuzz cannot read the output: %.800s", e->spec, err);
            }
            ex_output_free(&vo);
            ex_output_free(&out);
            continue;
        }
        check_transformed(b, c, ei, mods, n, sm, sip, tm);
        ir_module_free(tm);
        ex_output_free(&out);
    }
    if (sip)
        interp_free(sip);
    ir_module_free(sm);
    ir_buf_free(&merged);
    for (uint32_t k = 0; k < n; k++) {
        free(mods[k].text);
        if (mods[k].gm.m)
            gen_module_free(&mods[k].gm);
    }
    free(mods);
    b->time_total = ex_now() - t_start;
    return b->error[0] ? -1 : 0;
}

void
orc_batch_free(OrcBatch *b)
{
    for (uint32_t i = 0; i < b->nfindings; i++) {
        OrcFinding *f = &b->findings[i];
        free(f->function);
        free(f->input);
        free(f->expected);
        free(f->actual);
        free(f->module);
    }
    free(b->findings);
    memset(b, 0, sizeof *b);
}
