/* test.c -- the reducer's interestingness test: does a candidate still show
 * the divergence?
 *
 * Transformers (opt): the candidate runs through the tool; the source (the
 * candidate) and the target (the tool's output) run in the reference
 * interpreter on the witness input (orc_check_input, as `llfuzz check`
 * does).  Compilers (llc, clang): the candidate, given the engine's target,
 * is compiled with an entry for the test function and run natively on the
 * witness input (orc_check_native, as a campaign batch does).  Either way the
 * verdict must be the divergence's kind: a source with UB on the witness is
 * ORC_SKIPPED and never interesting.  Tool failures: the tool must fail
 * again with the same crash key.
 */
#include "reduce/case.h"

#include <stdlib.h>
#include <string.h>

void
red_outcome_free(RedOutcome *o)
{
    if (!o)
        return;
    free(o->input);
    free(o->expected);
    free(o->actual);
    free(o->key);
    free(o->target);
    free(o->why);
    memset(o, 0, sizeof *o);
}

/* llvm_version: the LLVM that wrote the text (a tool's output: constructs
 * keep that version's meaning), 0 for llfuzz's own */
IrModule *
red_parse_as(const char *text, size_t len, int llvm_version)
{
    IrDiag d;
    ir_diag_init(&d, "<candidate>", text, len, NULL);
    IrParseOptions po = {.llvm_version = llvm_version};
    IrModule *m = ir_parse(text, len, &d, &po);
    if (m && ir_verify(m, &d)) {
        ir_module_free(m);
        m = NULL;
    }
    return m;
}

IrModule *
red_parse(const char *text, size_t len)
{
    return red_parse_as(text, len, 0);
}

Interp *
red_interp(RedCtx *x, IrModule *m, int llvm_version, char *err, size_t errlen)
{
    InterpOptions io;
    memset(&io, 0, sizeof io);
    io.externals = 1;
    io.out = io.err = x->devnull;
    io.llvm_version = llvm_version;
    return interp_new(m, &io, err, errlen);
}

static void
set_why(RedOutcome *o, const char *s)
{
    if (o && !o->why)
        o->why = strdup(s);
}

static void
take_result(RedOutcome *o, OrcResult *r)
{
    if (!o)
        return;
    o->input = r->input, r->input = NULL;
    o->expected = r->expected, r->expected = NULL;
    if (r->detail) {
        IrBuf b = {0};
        ir_buf_printf(&b, "%s; %s", r->actual ? r->actual : "", r->detail);
        o->actual = strdup(b.p);
        ir_buf_free(&b);
    } else {
        o->actual = r->actual, r->actual = NULL;
    }
}

static int
wrong_value(OrcVerdict v)
{
    return v == ORC_VALUE || v == ORC_POISON || v == ORC_UNDEF;
}

int
red_kind_matches(const RedCtx *x, OrcVerdict v)
{
    if (v == x->kind)
        return 1;
    if (x->kind == ORC_NVERDICTS)
        return orc_is_divergence(v);
    return !x->c->strict_kind && wrong_value(x->kind) && wrong_value(v);
}

/* A tool failure: is it the one we keep? */
static int
failure_matches(RedCtx *x, OrcVerdict v, const char *msg, RedOutcome *o)
{
    char *key = red_crash_key(msg);
    int ok = (v == x->kind || x->kind == ORC_NVERDICTS) && (v == ORC_HANG || !x->key || !strcmp(key, x->key));
    if (o) {
        o->verdict = v;
        o->actual = strdup(msg);
        o->key = key;
    } else {
        free(key);
    }
    return ok;
}

static int
test_transformer(RedCtx *x, const ExEngine *e, IrModule *sm, const char *text, size_t len, const char *args,
                 RedOutcome *o)
{
    ExOutput out;
    ex_transform(e, text, len, &x->lim, &out);
    int hit = 0;
    if (out.status == EX_CRASH || out.status == EX_HANG) {
        hit = !x->func && failure_matches(x, out.status == EX_HANG ? ORC_HANG : ORC_CRASH, out.msg, o);
        ex_output_free(&out);
        return hit;
    }
    if (out.status != EX_OK) {
        set_why(o, out.msg);
        ex_output_free(&out);
        return 0;
    }
    IrModule *tm = red_parse_as(out.text, out.len, e->version);
    if (!tm) {
        /* output llfuzz cannot read: a failure of the tool when its own
         * verifier rejects it too */
        ExOutput vo;
        ex_verify(e, out.text, out.len, &x->lim, &vo);
        if (vo.status == EX_CRASH) {
            char msg[600];
            snprintf(msg, sizeof msg, "the output does not verify: %.400s", vo.msg);
            hit = !x->func && failure_matches(x, ORC_CRASH, msg, o);
        } else {
            set_why(o, "llfuzz cannot read the tool's output");
        }
        ex_output_free(&vo);
        ex_output_free(&out);
        return hit;
    }
    if (!x->func) {
        set_why(o, "the tool did not fail");
        ir_module_free(tm);
        ex_output_free(&out);
        return 0;
    }
    IrFunc *sf = ir_module_func(sm, x->func), *tf = ir_module_func(tm, x->func);
    if (!tf || tf->is_decl) {
        if (o) {
            o->verdict = ORC_CRASH;
            o->actual = strdup("the function is missing from the tool's output");
            o->target = strndup(out.text, out.len);
        }
        hit = x->kind == ORC_CRASH || x->kind == ORC_NVERDICTS;
        ir_module_free(tm);
        ex_output_free(&out);
        return hit;
    }
    char err[512];
    /* the source is judged by the LangRef of the tool's version where that
     * was looser (as campaigns and check do) */
    Interp *sip = red_interp(x, sm, e->version, err, sizeof err);
    Interp *tip = sip ? red_interp(x, tm, 0, err, sizeof err) : NULL;
    if (sip && tip) {
        IrGlobal **sg, **tg;
        uint32_t ng = orc_observed_globals(sm, tm, 1, &sg, &tg);
        OrcPair p = {sip, tip, sf, tf, sg, tg, ng, x->max_steps};
        OrcResult r;
        OrcVerdict v = orc_check_input(&p, args, &r);
        hit = red_kind_matches(x, v);
        if (o) {
            o->verdict = v;
            take_result(o, &r);
            o->target = strndup(out.text, out.len);
        }
        orc_result_free(&r);
        free(sg);
        free(tg);
    } else {
        set_why(o, err);
    }
    if (sip)
        interp_free(sip);
    if (tip)
        interp_free(tip);
    ir_module_free(tm);
    ex_output_free(&out);
    return hit;
}

static int
native_tool_failed(ExNativeBatchStatus s)
{
    return s == EX_NATIVE_TOOL_FAILED || s == EX_NATIVE_TOOL_CRASHED || s == EX_NATIVE_TOOL_HUNG;
}

/* A tool failure of llc, the way the reproduction command runs it: the
 * module's text as it is, `llc ARGS in.ll -o /dev/null`.  -1 when it could
 * not be run. */
static int
llc_direct(RedCtx *x, const char *text, size_t len, RedOutcome *o)
{
    char *dir = ex_tmpdir("reduce");
    if (!dir)
        return -1;
    char in[4096];
    snprintf(in, sizeof in, "%s/in.ll", dir);
    FILE *f = fopen(in, "w");
    int rc = -1;
    /* closed once, whether the write worked or not */
    int written = f && fwrite(text, 1, len, f) == len;
    if (f && fclose(f) != 0)
        written = 0;
    if (written) {
        char **argv = calloc((size_t)x->orig.nargs + 6, sizeof *argv);
        int n = 0;
        argv[n++] = x->orig.tool;
        for (int k = 0; k < x->orig.nargs; k++)
            argv[n++] = x->orig.args[k];
        argv[n++] = in;
        argv[n++] = "-o";
        argv[n++] = "/dev/null";
        ExProc p;
        if (ex_proc_run(argv, dir, NULL, &x->lim, &p) == 0) {
            rc = 0;
            if (p.status == EX_PROC_SIGNALED || p.status == EX_PROC_TIMEOUT || (p.status == EX_PROC_EXITED && p.code)) {
                IrBuf m = {0};
                ir_buf_printf(&m, "%s %s: %s", x->orig.tool, p.status == EX_PROC_TIMEOUT ? "hung" : "failed", p.err);
                rc = failure_matches(x, p.status == EX_PROC_TIMEOUT ? ORC_HANG : ORC_CRASH, m.p, o);
                ir_buf_free(&m);
            } else {
                set_why(o, "the tool did not fail");
            }
            ex_proc_free(&p);
        }
        free(argv);
    }
    ex_rmtree(dir);
    free(dir);
    return rc;
}

static int
test_compiler(RedCtx *x, IrModule *sm, const char *args, RedOutcome *o)
{
    char err[1024];
    if (ex_native_prepare(x->nx, sm, err, sizeof err) < 0) {
        set_why(o, err);
        return 0;
    }
    ExNativeBatch nb;
    if (!x->func) {
        int rc = ex_native_run(x->nx, sm, NULL, 0, NULL, 0, &nb);
        int hit = 0;
        if (rc < 0 && native_tool_failed(nb.status))
            hit = failure_matches(x, nb.status == EX_NATIVE_TOOL_HUNG ? ORC_HANG : ORC_CRASH, nb.msg, o);
        else
            set_why(o, rc < 0 ? nb.msg : "the tool did not fail");
        ex_native_batch_free(&nb);
        return hit;
    }
    ex_native_expose_globals(sm);
    IrFunc *f = ir_module_func(sm, x->func);
    if (orc_native_func_ok(sm, f, err, sizeof err) < 0) {
        set_why(o, err);
        return 0;
    }
    Interp *ip = red_interp(x, sm, x->orig.version, err, sizeof err); /* the compiler's LangRef */
    if (!ip) {
        set_why(o, err);
        return 0;
    }
    int hit = 0;
    OrcRecords rs = {0};
    if (!orc_records_add(&rs, ip, sm, f, 0, &args, 1)) {
        set_why(o, "the input cannot be passed to compiled code");
    } else {
        int rc = ex_native_run(x->nx, sm, &f, 1, rs.recs, 1, &nb);
        if (rc == 0) {
            OrcPair p = {ip, NULL, f, NULL, NULL, NULL, 0, x->max_steps};
            OrcResult r;
            OrcVerdict v = orc_check_native(&p, args, &nb, &nb.res[0], &r);
            hit = red_kind_matches(x, v);
            if (o) {
                o->verdict = v;
                take_result(o, &r);
            }
            orc_result_free(&r);
        } else {
            set_why(o, nb.msg);
        }
        ex_native_batch_free(&nb);
    }
    orc_records_free(&rs);
    interp_free(ip);
    return hit;
}

/* Does the source run on the witness without UB (and within its budget)?
 * Checked before the tool runs: a candidate that made the source undefined
 * costs an interpreter run, not a tool run. */
static int
source_ok(RedCtx *x, IrModule *sm, IrFunc *f, const char *args, RedOutcome *o)
{
    char err[512];
    /* two interpreters: a run's results live in its interpreter's arena */
    Interp *ip = red_interp(x, sm, 0, err, sizeof err);
    Interp *ip2 = ip ? red_interp(x, sm, 0, err, sizeof err) : NULL;
    if (!ip2) {
        if (ip)
            interp_free(ip);
        set_why(o, err);
        return 0;
    }
    OrcPair p = {ip, ip2, f, f, NULL, NULL, 0, x->max_steps};
    OrcResult r;
    OrcVerdict v = orc_check_input(&p, args, &r);
    int ok = v == ORC_OK;
    if (!ok && o) {
        o->verdict = v;
        take_result(o, &r);
        set_why(o, v == ORC_SKIPPED ? "the source has UB on the input" : "the source cannot be run on the input");
    }
    orc_result_free(&r);
    interp_free(ip);
    interp_free(ip2);
    return ok;
}

int
red_test(RedCtx *x, const ExEngine *e, const char *text, size_t len, const char *args, RedOutcome *o)
{
    if (o)
        memset(o, 0, sizeof *o);
    x->tests++;
    IrModule *sm = red_parse(text, len);
    if (!sm) {
        set_why(o, "the module does not parse or verify");
        return 0;
    }
    if (x->func) {
        IrFunc *f = ir_module_func(sm, x->func);
        if (!f || f->is_decl) {
            set_why(o, "the test function is gone");
            ir_module_free(sm);
            return 0;
        }
        if (!source_ok(x, sm, f, args ? args : "", o)) {
            ir_module_free(sm);
            return 0;
        }
    }
    int hit;
    if (e->kind == EX_ENG_OPT)
        hit = test_transformer(x, e, sm, text, len, args ? args : "", o);
    else if (!x->func && x->llc_direct && (hit = llc_direct(x, text, len, o)) >= 0)
        ;
    else
        hit = test_compiler(x, sm, args ? args : "", o);
    ir_module_free(sm);
    return hit;
}
