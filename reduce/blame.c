/* blame.c -- which pass of an opt pipeline introduces a divergence?
 *
 * opt -opt-bisect-limit=-1 lists every pass it runs, numbered, on stderr
 * ("BISECT: running pass (7) instcombine on f"; LLVM <= 19 print the class
 * name, "InstCombinePass").  With -opt-bisect-limit=N only passes 1..N run.
 * A binary search finds the first N whose output shows the divergence
 * (same verdict kind on the witness input, or the same tool failure): pass N
 * is to blame.  To confirm it, the pass runs alone (-passes=P, P its
 * pipeline name, bare or with the parameters the pipeline gives it, as
 * -print-pipeline-passes prints them) on the output of N-1 passes; when that
 * shows the divergence, the reducer continues from that module against the
 * single pass, which is much faster than the whole pipeline.
 */
#include "reduce/case.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* LLVM <= 19 print pass class names: their pipeline names.  Others: the
 * class name without "Pass", in lower case (GVNPass -> gvn). */
static const char *const class_names[][2] = {
    {"AggressiveInstCombinePass", "aggressive-instcombine"},
    {"AlignmentFromAssumptionsPass", "alignment-from-assumptions"},
    {"Annotation2MetadataPass", "annotation2metadata"},
    {"CalledValuePropagationPass", "called-value-propagation"},
    {"CGProfilePass", "cg-profile"},
    {"ConstantMergePass", "constmerge"},
    {"ConstraintEliminationPass", "constraint-elimination"},
    {"CorrelatedValuePropagationPass", "correlated-propagation"},
    {"DeadArgumentEliminationPass", "deadargelim"},
    {"DivRemPairsPass", "div-rem-pairs"},
    {"EarlyCSEPass", "early-cse"},
    {"EliminateAvailableExternallyPass", "elim-avail-extern"},
    {"ForceFunctionAttrsPass", "forceattrs"},
    {"GlobalDCEPass", "globaldce"},
    {"GlobalOptPass", "globalopt"},
    {"IndVarSimplifyPass", "indvars"},
    {"InferAlignmentPass", "infer-alignment"},
    {"InferFunctionAttrsPass", "inferattrs"},
    {"InjectTLIMappings", "inject-tli-mappings"},
    {"InlinerPass", "inline"},
    {"InstCombinePass", "instcombine"},
    {"InstSimplifyPass", "instsimplify"},
    {"JumpThreadingPass", "jump-threading"},
    {"LCSSAPass", "lcssa"},
    {"LibCallsShrinkWrapPass", "libcalls-shrinkwrap"},
    {"LICMPass", "licm"},
    {"LoopDeletionPass", "loop-deletion"},
    {"LoopDistributePass", "loop-distribute"},
    {"LoopFullUnrollPass", "loop-unroll-full"},
    {"LoopIdiomRecognizePass", "loop-idiom"},
    {"LoopInstSimplifyPass", "loop-instsimplify"},
    {"LoopLoadEliminationPass", "loop-load-elim"},
    {"LoopRotatePass", "loop-rotate"},
    {"LoopSimplifyCFGPass", "loop-simplifycfg"},
    {"LoopSimplifyPass", "loop-simplify"},
    {"LoopSinkPass", "loop-sink"},
    {"LoopUnrollPass", "loop-unroll"},
    {"LoopVectorizePass", "loop-vectorize"},
    {"LowerConstantIntrinsicsPass", "lower-constant-intrinsics"},
    {"LowerExpectIntrinsicPass", "lower-expect"},
    {"MemCpyOptPass", "memcpyopt"},
    {"MergedLoadStoreMotionPass", "mldst-motion"},
    {"MoveAutoInitPass", "move-auto-init"},
    {"OpenMPOptCGSCCPass", "openmp-opt-cgscc"},
    {"OpenMPOptPass", "openmp-opt"},
    {"PostOrderFunctionAttrsPass", "function-attrs"},
    {"PromotePass", "mem2reg"},
    {"ReassociatePass", "reassociate"},
    {"RecomputeGlobalsAAPass", "recompute-globalsaa"},
    {"RelLookupTableConverterPass", "rel-lookup-table-converter"},
    {"ReversePostOrderFunctionAttrsPass", "rpo-function-attrs"},
    {"SimpleLoopUnswitchPass", "simple-loop-unswitch"},
    {"SimplifyCFGPass", "simplifycfg"},
    {"SLPVectorizerPass", "slp-vectorizer"},
    {"SpeculativeExecutionPass", "speculative-execution"},
    {"TailCallElimPass", "tailcallelim"},
    {"VectorCombinePass", "vector-combine"},
    {"WarnMissedTransformationsPass", "transform-warning"},
};

static char *
pipeline_name(const char *printed)
{
    for (size_t k = 0; k < sizeof class_names / sizeof class_names[0]; k++)
        if (!strcmp(printed, class_names[k][0]))
            return strdup(class_names[k][1]);
    size_t n = strlen(printed);
    int is_class = n > 0 && isupper((unsigned char)printed[0]);
    if (!is_class)
        return strdup(printed);
    if (n > 4 && !strcmp(printed + n - 4, "Pass"))
        n -= 4;
    char *s = strndup(printed, n);
    for (char *p = s; *p; p++)
        *p = (char)tolower((unsigned char)*p);
    return s;
}

/* Run e's tool on text with extra arguments; the process's output (caller
 * frees with ex_proc_free), or -1 (it could not run, or ran out of time). */
static int
run_tool(RedCtx *x, const ExEngine *e, const char *text, size_t len, const char *const *extra, int nextra,
         int with_args, ExProc *p)
{
    char *dir = ex_tmpdir("blame");
    if (!dir)
        return -1;
    char in[4096];
    snprintf(in, sizeof in, "%s/in.ll", dir);
    int rc = -1;
    if (ex_write_file(in, text, len) == 0) {
        char **argv = calloc((size_t)e->nargs + (size_t)nextra + 8, sizeof *argv);
        int n = 0;
        argv[n++] = e->tool;
        if (e->version && e->version <= 14)
            argv[n++] = "-opaque-pointers";
        for (int k = 0; with_args && k < e->nargs; k++)
            argv[n++] = e->args[k];
        for (int k = 0; k < nextra; k++)
            argv[n++] = (char *)extra[k];
        argv[n++] = in;
        ExLimits lim = x->lim;
        lim.out_max = 64u << 20;
        rc = ex_proc_run(argv, dir, NULL, &lim, p);
        free(argv);
        /* a tool that crashes still lists the passes it ran before */
        if (rc == 0 && p->status != EX_PROC_EXITED && p->status != EX_PROC_SIGNALED) {
            ex_proc_free(p);
            rc = -1;
        }
    }
    ex_rmtree(dir);
    free(dir);
    return rc;
}

/* The engine with -opt-bisect-limit=k appended. */
static int
limited(const ExEngine *e, long k, ExEngine *out)
{
    char spec[2048], err[256];
    snprintf(spec, sizeof spec, "%s%s-opt-bisect-limit=%ld", e->spec, strchr(e->spec, ':') ? " " : ":", k);
    if (ex_engine_parse(spec, out, err, sizeof err) < 0)
        return -1;
    out->version = e->version;
    return 0;
}

static int
test_limit(RedCtx *x, long k, const char *text, size_t len, const char *args, uint32_t *tests)
{
    ExEngine e;
    if (limited(&x->orig, k, &e) < 0)
        return 0;
    (*tests)++;
    int hit = red_test(x, &e, text, len, args, NULL);
    ex_engine_free(&e);
    return hit;
}

/* The pipeline's spellings of pass `name` with parameters ("instcombine<...>"),
 * distinct, from -print-pipeline-passes. */
static uint32_t
variants(RedCtx *x, const char *text, size_t len, const char *name, char ***out)
{
    static const char *const extra[] = {"-print-pipeline-passes", "-disable-output"};
    ExProc p;
    *out = NULL;
    if (run_tool(x, &x->orig, text, len, extra, 2, 1, &p) < 0)
        return 0;
    uint32_t n = 0;
    size_t nl = strlen(name);
    for (const char *s = p.out; (s = strstr(s, name));) {
        int start = s == p.out || strchr(",(", s[-1]);
        const char *e = s + nl;
        if (start && *e == '<') {
            int depth = 0;
            while (*e) {
                depth += *e == '<';
                depth -= *e == '>';
                e++;
                if (!depth)
                    break;
            }
            char *v = strndup(s, (size_t)(e - s));
            int dup = 0;
            for (uint32_t k = 0; k < n; k++)
                dup |= !strcmp((*out)[k], v);
            if (dup) {
                free(v);
            } else {
                *out = realloc(*out, (n + 1) * sizeof **out);
                (*out)[n++] = v;
            }
        }
        s += nl;
    }
    ex_proc_free(&p);
    return n;
}

uint32_t
red_blame(RedCtx *x, const char *text, size_t len, const char *args, char **pass, char **before, char **alone)
{
    *pass = *before = *alone = NULL;
    const ExEngine *e = &x->orig;
    /* a single pass already */
    if (e->nargs == 1 && !strncmp(e->args[0], "-passes=", 8) && !strpbrk(e->args[0] + 8, ",(")) {
        const char *p = e->args[0] + 8;
        *pass = strndup(p, strcspn(p, "<"));
        return 0;
    }
    static const char *const list[] = {"-opt-bisect-limit=-1", "-disable-output"};
    ExProc p;
    if (run_tool(x, e, text, len, list, 2, 1, &p) < 0)
        return 0;
    char **names = NULL;
    long npass = 0;
    for (const char *s = p.err; (s = strstr(s, "BISECT: running pass ("));) {
        s += 22;
        long k = strtol(s, (char **)&s, 10);
        if (*s == ')')
            s++;
        while (*s == ' ')
            s++;
        const char *e2 = strstr(s, " on ");
        if (k != npass + 1 || !e2)
            break;
        names = realloc(names, (size_t)(npass + 1) * sizeof *names);
        names[npass++] = strndup(s, (size_t)(e2 - s));
    }
    ex_proc_free(&p);
    uint32_t tests = 0;
    if (!npass)
        return 0;
    /* the first limit that shows it */
    long lo = 0, hi = npass;
    if (!test_limit(x, hi, text, len, args, &tests))
        goto out;
    while (hi - lo > 1) {
        long mid = lo + (hi - lo) / 2;
        if (test_limit(x, mid, text, len, args, &tests))
            hi = mid;
        else
            lo = mid;
    }
    *pass = pipeline_name(names[hi - 1]);
    /* the module before it, and the pass alone on it */
    ExEngine eb;
    if (limited(e, hi - 1, &eb) == 0) {
        ExOutput o;
        ex_transform(&eb, text, len, &x->lim, &o);
        ex_engine_free(&eb);
        if (o.status == EX_OK) {
            char **v = NULL;
            uint32_t nv = variants(x, text, len, *pass, &v);
            for (uint32_t k = 0; k <= nv && !*alone; k++) {
                char spec[2048], err[256];
                snprintf(spec, sizeof spec, "%s:-passes=%s", e->tool, k == 0 ? *pass : v[k - 1]);
                ExEngine e1;
                if (ex_engine_parse(spec, &e1, err, sizeof err) < 0)
                    continue;
                e1.version = e->version;
                tests++;
                if (red_test(x, &e1, o.text, o.len, args, NULL)) {
                    *alone = strdup(spec);
                    *before = strndup(o.text, o.len);
                }
                ex_engine_free(&e1);
            }
            for (uint32_t k = 0; k < nv; k++)
                free(v[k]);
            free(v);
        }
        ex_output_free(&o);
    }
out:
    for (long k = 0; k < npass; k++)
        free(names[k]);
    free(names);
    return tests;
}
