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
#include <time.h>

static double
now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

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

static IrModule *
parse_text(const char *name, const char *text, size_t len, char *err, size_t errlen)
{
    IrDiag d;
    ir_diag_init(&d, name, text, len, NULL);
    IrModule *m = ir_parse(text, len, &d, NULL);
    if (!m || ir_verify(m, &d)) {
        snprintf(err, errlen, "%s: %s (line %u)", name, d.first_msg, d.first_loc.line);
        ir_module_free(m);
        return NULL;
    }
    return m;
}

static void
add_finding(OrcBatch *b, const OrcFinding *f)
{
    b->findings = realloc(b->findings, (b->nfindings + 1) * sizeof *b->findings);
    b->findings[b->nfindings++] = *f;
}

static char *
dup0(const char *s)
{
    return strdup(s ? s : "");
}

/* The function's name as generated (without the batch prefix). */
static const char *
orig_name(const char *name)
{
    const char *u = strchr(name, '_');
    return name[0] == 's' && u ? u + 1 : name;
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
        double t0 = now_s();
        ex_transform(e, mods[k].text, strlen(mods[k].text), &c->limits, &o);
        b->time_tools += now_s() - t0;
        if (o.status == EX_CRASH || o.status == EX_HANG) {
            OrcFinding f = {0};
            f.seed = mods[k].seed;
            f.engine = ei;
            f.verdict = o.status == EX_HANG ? ORC_HANG : ORC_CRASH;
            f.function = dup0("");
            f.input = dup0("");
            f.expected = dup0("");
            f.actual = dup0(o.msg);
            f.module = dup0(mods[k].text);
            add_finding(b, &f);
            found = 1;
        }
        ex_output_free(&o);
    }
    if (!found) {
        /* only the merged module fails: record it against the first module */
        OrcFinding f = {0};
        f.seed = mods[0].seed;
        f.engine = ei;
        f.verdict = whole->status == EX_HANG ? ORC_HANG : ORC_CRASH;
        f.function = dup0("");
        f.input = dup0("");
        f.expected = dup0("");
        f.actual = dup0(whole->msg);
        f.module = dup0(mods[0].text);
        add_finding(b, &f);
    }
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
    /* observable globals: the externally visible non-constant ones */
    IrGlobal **sg = calloc(sm->nglobals + 1, sizeof *sg), **tg = calloc(sm->nglobals + 1, sizeof *tg);
    uint32_t ng = 0;
    for (IrGlobal *g = sm->globals; g; g = g->next) {
        if (g->is_const || !g->init || !g->v.name || g->linkage == IR_LINK_INTERNAL || g->linkage == IR_LINK_PRIVATE)
            continue;
        IrGlobal *t = ir_module_global(tm, g->v.name);
        sg[ng] = g;
        tg[ng] = t && t->v.kind == IR_V_GLOBALVAR && t->init ? t : NULL;
        ng++;
    }
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
                OrcFinding f = {0};
                f.seed = mods[k].seed;
                f.engine = ei;
                f.verdict = ORC_CRASH;
                f.function = dup0(orig_name(name));
                f.input = dup0("");
                f.expected = dup0("");
                f.actual = dup0("the function is missing from the tool's output");
                f.module = dup0(mods[k].text);
                add_finding(b, &f);
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
                b->executions += v == ORC_SKIPPED ? 1 : 2;
                if (v == ORC_INCONCLUSIVE)
                    b->inconclusive++;
                else if (v == ORC_UNSUPPORTED)
                    b->unsupported++;
                if (orc_is_divergence(v)) {
                    OrcFinding f = {0};
                    f.seed = mods[k].seed;
                    f.engine = ei;
                    f.verdict = v;
                    f.function = dup0(orig_name(name));
                    f.input = dup0(r.input);
                    f.expected = dup0(r.expected);
                    IrBuf a = {0};
                    ir_buf_printf(&a, "%s%s%s", r.actual ? r.actual : "", r.detail ? "; " : "", r.detail ? r.detail : "");
                    f.actual = dup0(a.p);
                    ir_buf_free(&a);
                    f.module = dup0(mods[k].text);
                    add_finding(b, &f);
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

int
orc_run_batch(const OrcBatchConfig *c, uint64_t seed0, uint32_t n, OrcBatch *b)
{
    memset(b, 0, sizeof *b);
    double t_start = now_s();
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
    IrModule *sm = nok ? parse_text("<batch>", merged.p, merged.len, err, sizeof err) : NULL;
    Interp *sip = NULL;
    if (nok && !sm) {
        snprintf(b->error, sizeof b->error, "the merged batch does not parse: %.900s", err);
    } else if (sm) {
        InterpOptions o;
        memset(&o, 0, sizeof o);
        o.externals = 1;
        o.out = o.err = c->devnull;
        sip = interp_new(sm, &o, err, sizeof err);
        if (!sip)
            snprintf(b->error, sizeof b->error, "the interpreter refuses the batch: %.900s", err);
    }
    for (int ei = 0; sip && ei < c->nengines; ei++) {
        const ExEngine *e = &c->engines[ei];
        if (e->kind != EX_ENG_OPT) {
            b->unsupported++;
            continue;
        }
        ExOutput out;
        double t0 = now_s();
        ex_transform(e, merged.p, merged.len, &c->limits, &out);
        b->time_tools += now_s() - t0;
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
        IrModule *tm = parse_text("<tool output>", out.text, out.len, err, sizeof err);
        if (!tm) {
            /* output llfuzz cannot read: the tool's fault only if LLVM's own verifier agrees; report as unsupported */
            b->unsupported++;
            snprintf(b->error, sizeof b->error, "%.100s: cannot read the output: %.800s", e->spec, err);
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
        if (mods[k].ok || mods[k].gm.m)
            gen_module_free(&mods[k].gm);
    }
    free(mods);
    b->time_total = now_s() - t_start;
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
