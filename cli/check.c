/* check.c -- `llfuzz check`: refinement checking of source/target pairs on
 * chosen inputs, run in the reference interpreter (oracle/refine.c). */
#include "cli.h"
#include "gen/gen.h"
#include "oracle/oracle.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static void
check_help(void)
{
    printf("usage: llfuzz check [options] SRC.ll [TGT.ll]\n\n"
           "Check that each target function refines its source function: on every input\n"
           "tried, the target does what the source may do (LangRef semantics: undef and\n"
           "poison in the source match anything, a source with UB on an input discards it).\n"
           "The pairs are @src/@tgt, @srcN/@tgtN and @src_X/@tgt_X in SRC.ll, or, with\n"
           "TGT.ll, the functions defined in both files under the same name.\n\n"
           "Inputs: the `; llfuzz-input: @src(...)` lines of SRC.ll (also used for the\n"
           "target), then all zeros, all ones, all -1, edge values, the constants of both\n"
           "functions and their neighbours, the source's overflow boundaries (nsw, nuw,\n"
           "exact, trunc) and the values that take its comparisons either way, random\n"
           "values, and poison and undef for parameters without noundef.  A pointer\n"
           "argument points to a buffer of its own (dereferenceable(N): N bytes), aligned\n"
           "no more than promised in some inputs; where the attributes allow it, it is\n"
           "null, another argument's buffer at an offset, or one of the module's globals\n"
           "that other modules can name.  Observed: the return value, the final bytes of\n"
           "the non-constant globals, the bytes behind pointer arguments, the calls made\n"
           "to external functions.\n\n"
           "Between two modules (TGT.ll or --engine) only what other modules can see is\n"
           "compared: private and internal functions are not compared on their own but\n"
           "through the functions that call them (their types, calling conventions and\n"
           "results may change, they may go), nor are internal globals; an unused\n"
           "linkonce(_odr) or available_externally function may go.  Any other function\n"
           "or global of SRC.ll the target must define, not local, of the same type: a\n"
           "target without it has a counterexample.  An external alias of a function is\n"
           "compared under its name.  Each run first runs the module's constructors\n"
           "(llvm.global_ctors): other modules call in after them.  With --engine, a\n"
           "declaration of the source takes what opt wrote on the target's (inferattrs:\n"
           "what a known library function does and requires).\n\n"
           "Functions with only a declaration (not intrinsics, not the C library\n"
           "functions llfuzz runs) are uninterpreted: the result depends only on the\n"
           "name, the arguments and the memory the callee may read (its memory(...),\n"
           "parameter and call-site attributes), the same in the source and the\n"
           "target; `returned`, nonnull, dereferenceable, align and range on the result\n"
           "hold.  One that may write writes the objects of its writable pointer\n"
           "arguments and (other memory) the globals other modules can write, bytes\n"
           "that depend on the call, the same in both.  A call that may write, may not\n"
           "return (no willreturn) or may unwind\n"
           "(no nounwind) is an event: the target makes the same ones in the same order,\n"
           "with the same arguments and the same memory for the callee to read; other\n"
           "calls may be dropped, merged or moved.  When the program ends (exit(N),\n"
           "abort(), llvm.trap, a noreturn callee) both must end the same way, and the\n"
           "memory left behind is not compared.\n\n"
           "options:\n"
           "  --inputs N        input vectors per pair (default 64)\n"
           "  --seed N          seed of the input choice (default 1)\n"
           "  --max-steps N     the source's step budget per run (default 1000000)\n"
           "  --func NAME       check only the pair whose source is @NAME\n"
           "  --engine E        check SRC.ll against what engine E makes of it: a transformer\n"
           "                    (opt-22:-O2): every function defined in both; a compiler\n"
           "                    (llc-22:-O2, clang-19:-O1): each function of SRC.ll compiled\n"
           "                    and run natively on its defined inputs (no pointer arguments)\n"
           "  --save-target F   with --engine: write the engine's output to F\n"
           "  --target-llvm V   TGT.ll was written by LLVM V: judge by V's LangRef where it\n"
           "                    differs (an `undef` element of a shufflevector mask gives an\n"
           "                    undef lane up to LLVM 16; minnum/maxnum of -0.0 and +0.0\n"
           "                    give either up to LLVM 19); --engine knows its tool's version\n"
           "  -v                print each input's verdict\n"
           "  -h, --help        this text\n\n"
           "Integer types up to i1048576 (2^20 bits) are checked; wider ones are\n"
           "unsupported.  A run may allocate 64 MiB; a source that needs more did\n"
           "not finish (inconclusive), as one over its step budget.\n\n"
           "A pair with scalable vectors (or llvm.vscale) is checked at vscale 1, 2\n"
           "and 4 within the source's vscale_range; a counterexample's input then\n"
           "ends with ` vscale=N`, as `; llfuzz-input:` lines may (their scalable\n"
           "arguments list all N*count lanes).\n\n"
           "Each pair's verdict: no counterexample (checked on at least one input),\n"
           "ERROR (a counterexample), inconclusive (checked on no input: the source\n"
           "has UB on every input, runs out of its budget, or depends on a choice),\n"
           "unsupported (a construct llfuzz does not model).\n\n"
           "exit status: 0 every pair checked on at least one input, no counterexample;\n"
           "1 a counterexample found; 2 errors (bad input, unsupported); 3 no\n"
           "counterexample, but some pair was checked on no input, or no pair at all\n"
           "(every function is local)\n");
}

/* The first counterexample's kind, as corpus cases name it
 * (ir_case_verdicts, ir/case.c: keep the two in step). */
static void
set_word(CheckJob *cj, const char *w)
{
    if (!cj->verdict[0])
        snprintf(cj->verdict, sizeof cj->verdict, "%s", w);
}

static void
set_verdict(CheckJob *cj, OrcVerdict v)
{
    static const char *const words[ORC_NVERDICTS] = {
        [ORC_VALUE] = "value", [ORC_POISON] = "poison", [ORC_UNDEF] = "undef", [ORC_TGT_UB] = "ub",
        [ORC_MEMORY] = "memory", [ORC_TRACE] = "trace", [ORC_HANG] = "hang", [ORC_CRASH] = "crash",
    };
    set_word(cj, v < ORC_NVERDICTS && words[v] ? words[v] : orc_verdict_names[v]);
}

/* `@src/@tgt: ERROR: <verdict>` and the counterexample. */
static void
print_counterexample(CheckJob *cj, const char *sn, const char *tn, const OrcResult *bad)
{
    set_verdict(cj, bad->verdict);
    fprintf(cj->out, "@%s/@%s: ERROR: %s\n", sn, tn, orc_verdict_names[bad->verdict]);
    fprintf(cj->out, "  input:  %s\n", bad->input ? bad->input : "");
    fprintf(cj->out, "  source: %s\n", bad->expected ? bad->expected : "");
    fprintf(cj->out, "  target: %s\n", bad->actual ? bad->actual : "");
    if (bad->detail)
        fprintf(cj->out, "  %s\n", bad->detail);
}

/* What to do with a source function.  Between two modules (--engine, or
 * two files) only what other modules can observe is compared (LangRef
 * "Linkage Types"): a private or internal function may change its
 * signature, its calling convention or its result, or go away, when all
 * its callers adapt (deadargelim, argpromotion, ipsccp, globalopt), so it
 * is checked only through the externally visible functions that call it;
 * a linkonce, linkonce_odr or available_externally one may be dropped
 * when unused.  Any other definition must stay, with its type. */
typedef enum PairKind {
    PAIR_CHECK,     /* run both on the inputs */
    PAIR_LOCAL,     /* not compared on its own */
    PAIR_GONE,      /* a counterexample: the target does not provide what other modules may call */
} PairKind;

typedef struct Pair {
    IrFunc *src, *tgt;
    PairKind kind;
    const char *why;    /* PAIR_LOCAL, PAIR_GONE: what to say */
    IrGlobal *sym;      /* the name other modules call: src, or an alias of it */
} Pair;

static int
local_linkage(const IrGlobal *g)
{
    return g->linkage == IR_LINK_PRIVATE || g->linkage == IR_LINK_INTERNAL;
}

/* may be discarded when nothing in the module uses it (LangRef "Linkage Types") */
static int
discardable(const IrGlobal *g)
{
    return g->linkage == IR_LINK_LINKONCE || g->linkage == IR_LINK_LINKONCE_ODR ||
           g->linkage == IR_LINK_AVAILABLE_EXTERNALLY;
}

/* The target name for a source name: src -> tgt, srcN -> tgtN, src_X -> tgt_X. */
static int
tgt_name(const char *s, char *out, size_t n)
{
    if (strncmp(s, "src", 3))
        return 0;
    const char *rest = s + 3;
    if (*rest && *rest != '_' && !(*rest >= '0' && *rest <= '9'))
        return 0;
    snprintf(out, n, "tgt%s", rest);
    return 1;
}

/* Between sm and another module tm: what to do with the source's
 * function f, called by other modules as sym (f itself, or an alias of f). */
static Pair
module_pair(IrModule *sm, IrGlobal *sym, IrFunc *f, IrModule *tm)
{
    const char *name = sym->v.name;
    IrFunc *t = ir_module_func(tm, name);
    IrGlobal *tsym = t ? &t->g : NULL;
    if (local_linkage(sym)) {
        IrFunc *c[64];
        uint32_t n = orc_module_ctors(sm, c, 64);
        for (uint32_t i = 0; i < n; i++)
            if (c[i] == f)
                return (Pair){f, t, PAIR_LOCAL, "a constructor, run before each function", sym};
        return (Pair){f, t, PAIR_LOCAL, "checked through its callers", sym};
    }
    /* an alias of a function (MergeFunctions with aliases): a call to it
     * calls the function */
    IrGlobal *a = t ? NULL : ir_module_global(tm, name);
    if (a && a->v.kind == IR_V_ALIAS) {
        if (!a->init || a->init->kind != IR_V_FUNC)
            return (Pair){f, NULL, PAIR_LOCAL, "the target's is an alias of something else than a function", sym};
        t = (IrFunc *)a->init;
        tsym = a;
    }
    int gone = !t || t->is_decl || local_linkage(tsym);
    if (gone && discardable(sym))
        return (Pair){f, t, PAIR_LOCAL, "dropped by the target, which it may be when unused", sym};
    if (!t)
        return (Pair){f, t, PAIR_GONE, "the target has no such function, and other modules may call it", sym};
    if (t->is_decl)
        return (Pair){f, t, PAIR_GONE, "the target only declares it, and other modules may call it", sym};
    if (gone)
        return (Pair){f, t, PAIR_GONE, "the target's is local, and other modules may call the source's", sym};
    if (f->cc != t->cc)
        return (Pair){f, t, PAIR_GONE, "the functions have different calling conventions", sym};
    return (Pair){f, t, PAIR_CHECK, NULL, sym};
}

static uint32_t
find_pairs(IrModule *sm, IrModule *tm, Pair **out)
{
    uint32_t n = 0, cap = 16;
    Pair *p = ir_malloc(cap * sizeof *p);
    for (IrFunc *f = sm->funcs; f; f = (IrFunc *)f->g.next) {
        if (f->is_decl || !f->g.v.name)
            continue;
        Pair q;
        if (tm == sm) {
            char name[512];
            IrFunc *t = tgt_name(f->g.v.name, name, sizeof name) ? ir_module_func(sm, name) : NULL;
            if (!t || t->is_decl)
                continue;
            q = (Pair){f, t, PAIR_CHECK, NULL, &f->g};
        } else {
            q = module_pair(sm, &f->g, f, tm);
        }
        if (n == cap)
            p = ir_realloc(p, (cap *= 2) * sizeof *p);
        p[n++] = q;
    }
    /* between modules, an external alias of a defined function is one
     * more function other modules can call (the function may be internal) */
    for (IrGlobal *a = tm != sm ? sm->aliases : NULL; a; a = a->next) {
        IrFunc *f = a->v.kind == IR_V_ALIAS && a->init && a->init->kind == IR_V_FUNC ? (IrFunc *)a->init : NULL;
        if (!f || f->is_decl || !a->v.name || local_linkage(a))
            continue;
        if (n == cap)
            p = ir_realloc(p, (cap *= 2) * sizeof *p);
        p[n++] = module_pair(sm, a, f, tm);
    }
    *out = p;
    return n;
}

static int
same_type(const IrType *a, const IrType *b)
{
    IrBuf x = {0}, y = {0};
    ir_type_print(&x, a);
    ir_type_print(&y, b);
    int eq = x.p && y.p && !strcmp(x.p, y.p);
    ir_buf_free(&x);
    ir_buf_free(&y);
    return eq;
}

/* llvm_version: the LLVM that wrote the file (0: current LangRef semantics) */
static IrModule *
load(CheckJob *cj, const char *file, int llvm_version, char **src, size_t *len)
{
    IrDiag d;
    ir_diag_init(&d, file, NULL, 0, cj->err);
    IrModule *m = NULL;
    if (!(*src = ir_read_file(file, len))) {
        ir_error_at(&d, (IrLoc){0, 0}, "could not open input file: %s", strerror(errno));
        return NULL;
    }
    d.src = *src;
    d.srclen = *len;
    IrParseOptions po = {.llvm_version = llvm_version};
    if ((m = ir_parse(*src, *len, &d, &po)))
        m->file = ir_arena_strdup(m->arena, file);
    if (!m || ir_verify(m, &d)) {
        ir_module_free(m);
        ir_free(*src);
        *src = NULL;
        return NULL;
    }
    return m;
}

/* SRC's text through a transformer engine, parsed and verified. */
static IrModule *
transformed(CheckJob *cj, const char *spec, const char *file, const char *src, size_t len, const char *save, char **tsrc,
            size_t *tlen, int *llvm_version)
{
    char err[512];
    ExEngine e;
    if (ex_engine_parse(spec, &e, err, sizeof err) < 0) {
        fprintf(cj->err, "llfuzz check: error: %s\n", err);
        return NULL;
    }
    if (ex_engine_probe(&e, err, sizeof err) < 0) {
        fprintf(cj->err, "llfuzz check: error: %s\n", err);
        ex_engine_free(&e);
        return NULL;
    }
    if (e.kind != EX_ENG_OPT) {
        fprintf(cj->err, "llfuzz check: error: unsupported: --engine %s: check runs transformers (opt), "
                        "compilers (llc, clang) and executors (lli)\n", spec);
        ex_engine_free(&e);
        return NULL;
    }
    ExOutput out;
    ExLimits lim = {.timeout = 120};
    ex_transform(&e, src, len, &lim, &out);
    int version = *llvm_version = e.version;
    ex_engine_free(&e);
    if (out.status != EX_OK) {
        /* the tool crashed or hung on the module: a divergence of its own */
        if (out.status == EX_CRASH || out.status == EX_HANG) {
            set_word(cj, out.status == EX_HANG ? "hang" : "crash");
            snprintf(cj->tool_msg, sizeof cj->tool_msg, "%s", out.msg);
        }
        fprintf(cj->err, "llfuzz check: error: %s on %s: %s\n", spec, file, out.msg);
        ex_output_free(&out);
        return NULL;
    }
    if (save) {
        FILE *f = fopen(save, "w");
        if (!f || fwrite(out.text, 1, out.len, f) != out.len) {
            fprintf(cj->err, "llfuzz check: error: cannot write %s\n", save);
            if (f)
                fclose(f);
            ex_output_free(&out);
            return NULL;
        }
        fclose(f);
    }
    char name[600];
    snprintf(name, sizeof name, "<%s output>", spec);
    IrDiag d;
    ir_diag_init(&d, name, out.text, out.len, cj->err);
    IrParseOptions po = {.llvm_version = version};
    IrModule *m = ir_parse(out.text, out.len, &d, &po);
    if (!m || ir_verify(m, &d)) {
        fprintf(cj->err, "llfuzz check: error: the output of %s does not parse or verify\n", spec);
        ir_module_free(m);
        ex_output_free(&out);
        return NULL;
    }
    *tsrc = ir_malloc(out.len + 1);
    memcpy(*tsrc, out.text, out.len + 1);
    *tlen = out.len;
    ex_output_free(&out);
    return m;
}

/* The globals other modules can see: each external definition of the
 * source (not one that may be dropped when unused) must be defined in the
 * target, not local, with the same value type.  Prints each one that is
 * not (a counterexample) and takes it out of the observed globals (sg/tg,
 * ng: said once); returns how many, *nchecked counts them. */
static uint32_t
global_interface(CheckJob *cj, IrModule *sm, IrModule *tm, IrGlobal **sg, IrGlobal **tg, uint32_t ng, uint32_t *nchecked)
{
    uint32_t nbad = 0;
    for (IrGlobal *g = sm->globals; g; g = g->next) {
        /* (appending ones are the llvm.used and llvm.global_ctors lists,
         * whose entries opt may drop) */
        if (!g->init || !g->v.name || local_linkage(g) || discardable(g) || g->v.kind != IR_V_GLOBALVAR ||
            g->linkage == IR_LINK_APPENDING || !strncmp(g->v.name, "llvm.", 5))
            continue;
        IrGlobal *t = ir_module_global(tm, g->v.name);
        const char *why = !t || t->v.kind != IR_V_GLOBALVAR ? "the target has no such global"
                        : !t->init ? "the target only declares it"
                        : local_linkage(t) ? "the target's is local"
                        /* another type of the same size: its bytes are compared */
                        : !same_type(g->vtype, t->vtype) && (!ir_type_is_sized(g->vtype) || !ir_type_is_sized(t->vtype)
                              || ir_type_alloc_size(sm, g->vtype) != ir_type_alloc_size(tm, t->vtype))
                            ? "the globals have different sizes"
                        : t->is_const && !g->is_const ? "the target's is constant"
                        : NULL;
        if (!why)
            continue;
        set_word(cj, "interface");
        fprintf(cj->out, "@%s/@%s: ERROR: global: %s (other modules may use it)\n", g->v.name, g->v.name, why);
        for (uint32_t i = 0; i < ng; i++)
            if (sg[i] == g)
                tg[i] = NULL;
        (*nchecked)++;
        nbad++;
    }
    return nbad;
}

static int
same_str(const char *a, const char *b)
{
    return (!a || !*a) ? (!b || !*b) : b && !strcmp(a, b);
}

/* opt's -data-layout= and -mtriple= replace the module's: the source meant
 * what the transformation assumed, so it runs under the target module's
 * datalayout and triple (a big-endian -data-layout=E makes a bitcast of a
 * vector to an integer another value). */
static int
adopt_layout(CheckJob *cj, IrModule *sm, IrModule *tm, const char *engine)
{
    if (!same_str(sm->datalayout_str, tm->datalayout_str)) {
        char err[256];
        const char *dl = tm->datalayout_str ? tm->datalayout_str : "";
        IrDataLayout nd;
        if (ir_dl_parse(&nd, sm->arena, dl, err, sizeof err) < 0) {
            fprintf(cj->err, "llfuzz check: error: the datalayout of the output of %s: %s\n", engine, err);
            return -1;
        }
        sm->dl = nd;
        sm->datalayout_str = ir_arena_strdup(sm->arena, dl);
        /* an access written without `align` has the new layout's default
         * (opt reads the file under it: i64:64 makes a bare store i64
         * 8-aligned, which the file's default layout made 4) */
        for (IrFunc *f = sm->funcs; f; f = (IrFunc *)f->g.next)
            for (IrBlock *b = f->first; b; b = b->next)
                for (IrInst *i = b->first; i; i = i->next)
                    if (i->flags & IR_F_ALIGN_DEFAULT)
                        ir_inst_default_align(sm, i);
    }
    if (!same_str(sm->triple, tm->triple))
        sm->triple = tm->triple ? ir_arena_strdup(sm->arena, tm->triple) : NULL;
    return 0;
}

/* Give f (of module m) a copy of the function attribute ta (another
 * module's). */
static void
add_fn_attr(IrModule *m, IrFunc *f, const IrAttr *ta)
{
    IrAttrSet *fs = &f->attrs.fn;
    IrAttr *a = ir_arena_alloc(m->arena, (fs->n + 1) * sizeof *a);
    if (fs->n)
        memcpy(a, fs->a, fs->n * sizeof *a);
    a[fs->n] = *ta;
    a[fs->n].key = ir_arena_strdup(m->arena, ta->key);
    a[fs->n].val = ta->val ? ir_arena_strdup(m->arena, ta->val) : NULL;
    fs->a = a;
    fs->n++;
}

/* opt's -denormal-fp-math= and -denormal-fp-math-f32= give each function
 * that has no such attribute one (LangRef "denormal-fp-math"): the source
 * meant what the transformation assumed, so a source function without the
 * attribute takes the one its target has. */
static void
adopt_denormal(IrModule *sm, IrModule *tm, const char *engine)
{
    static const char *const keys[] = {"denormal-fp-math", "denormal-fp-math-f32"};
    if (!strstr(engine, "denormal-fp-math"))
        return;
    for (IrFunc *f = sm->funcs; f; f = (IrFunc *)f->g.next) {
        IrFunc *t = f->g.v.name ? ir_module_func(tm, f->g.v.name) : NULL;
        if (!t || f->is_decl)
            continue;
        for (int k = 0; k < 2; k++) {
            const IrAttr *ta = ir_attr_find_str(&t->attrs.fn, keys[k]);
            if (!ta || ir_attr_find_str(&f->attrs.fn, keys[k]))
                continue;
            add_fn_attr(sm, f, ta);
        }
    }
}

/* opt's -mcpu= and -mattr= give each function that has no "target-cpu"
 * ("target-features") attribute one, and its folds read them (AMDGPU's
 * wave size: llvm.amdgcn.wavefrontsize folds to 32 or 64): the source meant
 * the subtarget the transformation assumed, so a source function without
 * the attribute takes the one opt gave: its target's, or for a function
 * the target no longer has (inlined, dropped), the one opt gave another
 * function that had none. */
static void
adopt_subtarget(IrModule *sm, IrModule *tm)
{
    static const char *const keys[] = {"target-cpu", "target-features"};
    const IrAttr *given[2] = {NULL, NULL};
    for (IrFunc *f = sm->funcs; f; f = (IrFunc *)f->g.next) {
        IrFunc *t = f->g.v.name ? ir_module_func(tm, f->g.v.name) : NULL;
        for (int k = 0; k < 2 && t && !f->is_decl && !t->is_decl; k++)
            if (!given[k] && !ir_attr_find_str(&f->attrs.fn, keys[k]))
                given[k] = ir_attr_find_str(&t->attrs.fn, keys[k]);
    }
    for (IrFunc *f = sm->funcs; f; f = (IrFunc *)f->g.next) {
        IrFunc *t = f->g.v.name ? ir_module_func(tm, f->g.v.name) : NULL;
        if (f->is_decl)
            continue;
        for (int k = 0; k < 2; k++) {
            const IrAttr *ta = t ? ir_attr_find_str(&t->attrs.fn, keys[k]) : given[k];
            if (!ta || ir_attr_find_str(&f->attrs.fn, keys[k]))
                continue;
            add_fn_attr(sm, f, ta);
        }
    }
}

/* An available_externally global is another module's definition, of
 * which the source shows the initializer (LangRef "Linkage Types"); opt
 * may drop it to a declaration (-O2's elim-avail-extern), whose bytes then
 * were the environment's, and the unchanged global's final bytes differed
 * (InstCombine/align-external.ll under -O2).  The target's declaration
 * takes the source's initializer back: zero, an integer or a float (other
 * initializers stay the environment's). */
static void
adopt_avail_extern(IrModule *sm, IrModule *tm)
{
    for (IrGlobal *g = sm->globals; g; g = g->next) {
        if (g->linkage != IR_LINK_AVAILABLE_EXTERNALLY || !g->init || !g->v.name)
            continue;
        IrGlobal *t = ir_module_global(tm, g->v.name);
        if (!t || t->v.kind != IR_V_GLOBALVAR || t->init || !ir_type_equal(t->vtype, g->vtype))
            continue;
        const IrValue *c = g->init;
        if (c->kind == IR_V_ZERO || c->kind == IR_V_NULL || (c->kind != IR_V_INT && c->kind != IR_V_FP &&
                                                             ir_value_is_zero(c)))
            t->init = ir_const_simple(tm, IR_V_ZERO, t->vtype);
        else if (c->kind == IR_V_INT)
            t->init = ir_const_int_words(tm, t->vtype, ((const IrConst *)c)->w);
        else if (c->kind == IR_V_FP)
            t->init = ir_const_fp_bits(tm, t->vtype, ((const IrConst *)c)->w);
        else
            continue;
        t->linkage = IR_LINK_AVAILABLE_EXTERNALLY;
        t->is_const = g->is_const;
    }
}

/* Is k an attribute of a library function's declaration that opt may add
 * (inferattrs): what the function does (memory effects, whether it
 * returns, unwinds, captures, which argument it returns) or its contract
 * (noundef arguments: an indeterminate argument is UB in C)?  Not ones
 * that carry a type or a constant. */
static int
callee_side(uint16_t k)
{
    switch (k) {
    case IR_ATTR_MEMORY: case IR_ATTR_NOUNWIND: case IR_ATTR_WILLRETURN: case IR_ATTR_NOSYNC:
    case IR_ATTR_NOFREE: case IR_ATTR_NOCALLBACK: case IR_ATTR_NORETURN: case IR_ATTR_READNONE:
    case IR_ATTR_READONLY: case IR_ATTR_WRITEONLY: case IR_ATTR_CAPTURES: case IR_ATTR_NOUNDEF:
    case IR_ATTR_NONNULL: case IR_ATTR_NOALIAS: case IR_ATTR_RETURNED:
        return 1;
    default:
        return 0;
    }
}

/* s with t's callee-side attributes: t's replace s's of the same kind
 * (opt narrows memory(...), it does not widen it). */
static void
merge_attrs(IrArena *a, IrAttrSet *s, const IrAttrSet *t)
{
    uint32_t n = s->n;
    IrAttr *out = IR_NEWN(a, IrAttr, s->n + t->n + 1);
    for (uint32_t i = 0; i < s->n; i++)
        out[i] = s->a[i];
    for (uint32_t i = 0; i < t->n; i++) {
        if (!callee_side(t->a[i].kind))
            continue;
        uint32_t k = 0;
        while (k < n && out[k].kind != t->a[i].kind)
            k++;
        out[k] = t->a[i];
        n += k == n;
    }
    s->a = out;
    s->n = n;
}

/* opt's inferattrs writes on the declarations of the library functions
 * it knows what they do and what they require (htonl: memory(none)
 * nounwind; access: noundef arguments).  Such a function llfuzz does not
 * run is uninterpreted: its result depends on what it may read, a call is
 * an event by what it may write, return or throw.  The same function is
 * called in both modules, so with --engine the source's declaration gets
 * what the target's says (only on declarations: opt adds these to no
 * other, and those are what they are). */
static void
adopt_decl_attrs(IrModule *sm, IrModule *tm)
{
    for (IrFunc *f = sm->funcs; f; f = (IrFunc *)f->g.next) {
        if (!f->is_decl || !f->g.v.name || !strncmp(f->g.v.name, "llvm.", 5))
            continue;
        IrFunc *t = ir_module_func(tm, f->g.v.name);
        if (!t || !t->is_decl || !same_type(f->g.vtype, t->g.vtype))
            continue;
        merge_attrs(sm->arena, &f->attrs.fn, &t->attrs.fn);
        merge_attrs(sm->arena, &f->attrs.ret, &t->attrs.ret);
        uint32_t np = t->attrs.nparams < f->g.vtype->nmembers ? t->attrs.nparams : f->g.vtype->nmembers;
        if (np > f->attrs.nparams) {
            IrAttrSet *ps = IR_NEWN(sm->arena, IrAttrSet, np);
            for (uint32_t i = 0; i < f->attrs.nparams; i++)
                ps[i] = f->attrs.params[i];
            f->attrs.params = ps;
            f->attrs.nparams = np;
        }
        for (uint32_t i = 0; i < np; i++)
            merge_attrs(sm->arena, &f->attrs.params[i], &t->attrs.params[i]);
    }
}

/* A compiled function's records: which records are its inputs. */
typedef struct NFunc {
    IrFunc *f;
    uint32_t first, n;
} NFunc;

/* -v: each input's verdict. */
typedef struct VerdictCtx {
    FILE *out;
    const uint32_t *vscale;
} VerdictCtx;

static void
print_verdict(void *ctx, uint32_t i, const char *input, OrcVerdict v, const OrcResult *r)
{
    const VerdictCtx *c = ctx;
    FILE *out = c->out;
    const uint32_t *vscale = c->vscale; /* NULL or 0: the pair does not depend on vscale */
    fprintf(out, "  [%u] %s", i + 1, r->input ? r->input : input);
    if (vscale && *vscale)
        fprintf(out, " vscale=%u", *vscale);
    fprintf(out, ": %s\n", orc_verdict_names[v]);
}

/* The vscales a pair is checked at, within the source's vscale_range
 * (LangRef "Function Attributes": a power of two in it; without it any
 * vscale): the range's smallest (1 when it starts below 4), its double, and
 * the range's largest (at most 1024; 4 without a range).  The target must
 * refine the source at each.  A pair that does not
 * depend on vscale runs once (at the range's smallest; *out 0: vscale 1, not
 * said in counterexamples). */
static uint32_t
pair_vscales(IrFunc *src, IrFunc *tgt, uint32_t out[3])
{
    uint64_t lo = 1, hi = 0;
    ir_func_vscale_range(src, &lo, &hi);
    if (lo < 1)
        lo = 1;
    if (lo > 1024)
        lo = 1024;
    if (!ir_func_uses_scalable(src) && !ir_func_uses_scalable(tgt)) {
        /* still within the range the source promises (its callees may
         * depend on vscale) */
        out[0] = lo > 1 ? (uint32_t)lo : 0;
        return 1;
    }
    /* the range's low end and its double, and its high end: a fold that
     * holds only for small vectors (known bits of a RISC-V vl) shows there */
    uint32_t n = 0;
    uint64_t v = lo < 4 ? 1 : lo;
    for (; n < 2 && v <= 1024; v *= 2)
        if (v >= lo && (!hi || v <= hi))
            out[n++] = (uint32_t)v;
    uint64_t top = hi && hi <= 1024 ? hi : !hi ? v : 1024;
    if (top <= 1024 && top >= lo && (!n || top > out[n - 1]))
        out[n++] = (uint32_t)top;
    if (!n)
        out[n++] = (uint32_t)lo;
    return n;
}

/* " vscale=N" after a counterexample's input, as `; llfuzz-input:` lines
 * write it */
static void
note_vscale(OrcResult *r, uint32_t vscale)
{
    if (!vscale || !r->input)
        return;
    size_t n = strlen(r->input) + 32;
    char *s = malloc(n);
    if (!s)
        return;
    snprintf(s, n, "%s vscale=%u", r->input, vscale);
    free(r->input);
    r->input = s;
}

/* Add run b (of one vscale) to a: counts summed, the first of each result
 * kept; b is emptied. */
static void
merge_run(OrcRun *a, OrcRun *b, uint32_t vscale)
{
    if (b->bad.verdict != ORC_OK && a->bad.verdict == ORC_OK) {
        note_vscale(&b->bad, vscale);
        a->bad = b->bad, b->bad = (OrcResult){0};
    }
    if (b->inconclusive && !a->inconclusive) {
        note_vscale(&b->first_inconclusive, vscale);
        a->first_inconclusive = b->first_inconclusive, b->first_inconclusive = (OrcResult){0};
    }
    if (b->unsupported && !a->unsupported) {
        note_vscale(&b->first_unsupported, vscale);
        a->first_unsupported = b->first_unsupported, b->first_unsupported = (OrcResult){0};
    }
    a->tried += b->tried;
    a->ok += b->ok;
    a->skipped += b->skipped;
    a->inconclusive += b->inconclusive;
    a->unsupported += b->unsupported;
    orc_run_free(b);
}

/* SRC through a compiler engine: every function the runner can call,
 * compiled once, run natively on its defined inputs (the given ones, then
 * chosen ones), each record checked against the source interpreter. */
static int
check_native(CheckJob *cj, const char *src, size_t slen)
{
    const char *spec = cj->engine, *file = cj->file, *only = cj->only;
    uint64_t ninputs = cj->ninputs, seed = cj->seed, max_steps = cj->max_steps;
    int verbose = cj->verbose;
    char err[2048];
    ExEngine e;
    if (ex_engine_parse(spec, &e, err, sizeof err) < 0) {
        fprintf(cj->err, "llfuzz check: error: %s\n", err);
        return 2;
    }
    if (ex_engine_probe(&e, err, sizeof err) < 0) {
        fprintf(cj->err, "llfuzz check: error: %s\n", err);
        ex_engine_free(&e);
        return 2;
    }
    ExNativeConfig nc;
    memset(&nc, 0, sizeof nc);
    nc.tool = e.tool;
    nc.argv = e.args;
    nc.nargv = e.nargs;
    nc.triple = e.triple;
    ExNative *nx = ex_native_new(&nc, err, sizeof err);
    if (!nx) {
        fprintf(cj->err, "llfuzz check: error: engine '%s': %s\n", spec, err);
        ex_engine_free(&e);
        return 2;
    }
    IrDiag d;
    ir_diag_init(&d, file, src, slen, cj->err);
    IrModule *m = ir_parse(src, slen, &d, NULL);
    int rc = 0;
    Interp *ip = NULL;
    IrInput *given = NULL;
    int ngiven = 0;
    NFunc *nf = NULL;
    IrFunc **funcs = NULL;
    OrcRecords rs = {0};
    uint32_t nnf = 0, nother = 0, nok = 0, nbad = 0;
    if (!m || ir_verify(m, &d) || ex_native_prepare(nx, m, err, sizeof err) < 0) {
        if (m && !d.nerrors)
            fprintf(cj->err, "llfuzz check: error: %s\n", err);
        rc = 2;
        goto out;
    }
    ex_native_expose_globals(m);
    ngiven = ir_inputs_parse(src, slen, &given, &d);
    InterpOptions o;
    memset(&o, 0, sizeof o);
    o.externals = 1;
    /* the source judged by the LangRef of the compiler's version */
    o.llvm_version = e.version;
    FILE *devnull = fopen("/dev/null", "w");
    o.out = o.err = devnull;
    if (ngiven < 0 || !(ip = interp_new(m, &o, err, sizeof err))) {
        if (ngiven >= 0)
            fprintf(cj->err, "llfuzz check: error: %s\n", err);
        rc = 2;
        if (devnull)
            fclose(devnull);
        goto out;
    }
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next) {
        if (f->is_decl || !f->g.v.name || (only && strcmp(only, f->g.v.name)))
            continue;
        char why[256];
        if (orc_native_func_ok(m, f, why, sizeof why) < 0) {
            fprintf(cj->out, "@%s: unsupported: %s\n", f->g.v.name, why);
            nother++;
            continue;
        }
        nf = ir_realloc(nf, (nnf + 1) * sizeof *nf);
        funcs = ir_realloc(funcs, (nnf + 1) * sizeof *funcs);
        funcs[nnf] = f;
        char **gen = NULL;
        uint32_t ngen = gen_input_vectors(m, f, NULL, (uint32_t)ninputs, seed, 0, &gen);
        const char **in = ir_calloc((size_t)ngiven + ngen + 1, sizeof *in);
        uint32_t nin = 0;
        for (int j = 0; j < ngiven; j++)
            if (!strcmp(given[j].func, f->g.v.name))
                in[nin++] = given[j].args;
        for (uint32_t j = 0; j < ngen; j++)
            in[nin++] = gen[j];
        uint32_t first = rs.n, added = orc_records_add(&rs, ip, m, f, nnf, in, nin);
        nf[nnf] = (NFunc){f, first, added};
        ir_free(in);
        gen_input_vectors_free(gen, ngen);
        nnf++;
    }
    if (only && !nnf && !nother) {
        fprintf(cj->err, "llfuzz check: error: no function @%s\n", only);
        rc = 2;
    } else if (!nnf) {
        fprintf(cj->out, "no function of %s can be run natively\n", file);
        rc = 2;
    } else {
        ExNativeBatch nb;
        if (ex_native_run(nx, m, funcs, nnf, rs.recs, rs.n, &nb) < 0) {
            int tool = nb.status == EX_NATIVE_TOOL_FAILED || nb.status == EX_NATIVE_TOOL_CRASHED ||
                       nb.status == EX_NATIVE_TOOL_HUNG;
            if (tool) {
                /* the tool's message, its first lines */
                const char *q = nb.msg;
                for (int k = 0; k < 4 && q && *q; k++)
                    q = strchr(q + 1, '\n');
                set_word(cj, nb.status == EX_NATIVE_TOOL_HUNG ? "hang" : "crash");
                snprintf(cj->tool_msg, sizeof cj->tool_msg, "%s", nb.msg);
                fprintf(cj->out, "%s: ERROR: %s: %.*s\n", file, nb.status == EX_NATIVE_TOOL_HUNG ? "hang" : "crash",
                       (int)(q ? q - nb.msg : (long)strlen(nb.msg)), nb.msg);
                rc = 1;
            } else {
                fprintf(cj->err, "llfuzz check: error: %s: %s: %s\n", spec, ex_native_batch_status_name(nb.status),
                        nb.msg);
                rc = 2;
            }
        } else {
            for (uint32_t q = 0; q < nnf; q++) {
                const char *name = nf[q].f->g.v.name;
                OrcPair p = {ip, NULL, nf[q].f, NULL, NULL, NULL, 0, max_steps};
                OrcRun run;
                VerdictCtx vc = {cj->out, NULL};
                orc_run_native(&p, &rs, nf[q].first, nf[q].n, &nb, verbose ? print_verdict : NULL, &vc, &run);
                OrcResult bad = run.bad;
                uint32_t skipped = run.skipped, other = run.inconclusive + run.unsupported + run.not_run;
                if (bad.verdict != ORC_OK) {
                    print_counterexample(cj, name, name, &bad);
                    nbad++;
                    rc = 1;
                } else {
                    fprintf(cj->out, "@%s/@%s: no counterexample in %u inputs run natively", name, name, run.ok);
                    if (skipped || other)
                        fprintf(cj->out, " (%u discarded: the source has UB; %u inconclusive or unsupported)", skipped, other);
                    fprintf(cj->out, "\n");
                    nok++;
                }
                orc_run_free(&run);
            }
            fprintf(cj->out, "%u function%s compiled by %s: %u without counterexample, %u with a counterexample", nnf,
                   nnf == 1 ? "" : "s", spec, nok, nbad);
            if (nother)
                fprintf(cj->out, ", %u not run natively (unsupported)", nother);
            fprintf(cj->out, "\n");
        }
        ex_native_batch_free(&nb);
        if (!rc && nother)
            rc = 2;
    }
    if (devnull)
        fclose(devnull);
out:
    orc_records_free(&rs);
    ir_free(nf);
    ir_free(funcs);
    if (ngiven > 0)
        ir_inputs_free(given, ngiven);
    if (ip)
        interp_free(ip);
    ir_module_free(m);
    ex_native_free(nx);
    ex_engine_free(&e);
    return rc;
}

int
cmd_check(int argc, char **argv)
{
    const char *files[2] = {NULL, NULL};
    const char *only = NULL, *engine = NULL, *save = NULL;
    uint64_t ninputs = 64, seed = 1, max_steps = 1000000, target_llvm = 0;
    int verbose = 0, nfiles = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            check_help();
            return 0;
        }
        if (!strcmp(a, "-v")) {
            verbose = 1;
        } else if (!strcmp(a, "--inputs") || !strcmp(a, "--seed") || !strcmp(a, "--max-steps") ||
                   !strcmp(a, "--func") || !strcmp(a, "--engine") || !strcmp(a, "--save-target") ||
                   !strcmp(a, "--target-llvm")) {
            if (i + 1 >= argc)
                return cli_usage_error("check", "%s needs a value", a);
            const char *v = argv[++i];
            if (!strcmp(a, "--func") || !strcmp(a, "--engine") || !strcmp(a, "--save-target")) {
                *(!strcmp(a, "--func") ? &only : !strcmp(a, "--engine") ? &engine : &save) = v;
                continue;
            }
            uint64_t *dst = !strcmp(a, "--inputs") ? &ninputs : !strcmp(a, "--seed") ? &seed
                          : !strcmp(a, "--target-llvm") ? &target_llvm : &max_steps;
            uint64_t lo = dst == &ninputs ? 1 : dst == &target_llvm ? 3 : 0;
            uint64_t hi = dst == &ninputs ? 100000 : dst == &target_llvm ? 1000 : UINT64_MAX;
            if (cli_parse_range("check", a, v, lo, hi, dst))
                return 2;
        } else if (a[0] == '-' && a[1]) {
            return cli_usage_error("check", "unknown option '%s'", a);
        } else if (nfiles < 2) {
            files[nfiles++] = a;
        } else {
            return cli_usage_error("check", "too many files");
        }
    }
    if (!nfiles)
        return cli_usage_error("check", "no input file");
    if (engine && nfiles == 2)
        return cli_usage_error("check", "--engine and a target file exclude each other");
    if (save && !engine)
        return cli_usage_error("check", "--save-target needs --engine");
    if (target_llvm && nfiles != 2)
        return cli_usage_error("check", "--target-llvm needs a target file");

    CheckJob j = {.file = files[0], .tgt_file = files[1], .engine = engine, .only = only, .save = save,
                  .ninputs = ninputs, .seed = seed, .max_steps = max_steps, .target_llvm = (int)target_llvm,
                  .verbose = verbose, .out = stdout, .err = stderr};
    return check_run(&j);
}

/* What `llfuzz check` does once its options are read. */
int
check_run(CheckJob *cj)
{
    const char *files[2] = {cj->file, cj->tgt_file}, *only = cj->only, *engine = cj->engine, *save = cj->save;
    uint64_t ninputs = cj->ninputs, seed = cj->seed, max_steps = cj->max_steps, target_llvm = (uint64_t)cj->target_llvm;
    int verbose = cj->verbose, nfiles = cj->tgt_file ? 2 : 1;
    cj->verdict[0] = 0;
    cj->tool_msg[0] = 0;
    char *ssrc = NULL, *tsrc = NULL;
    size_t slen = 0, tlen = 0;
    IrModule *sm = load(cj, files[0], 0, &ssrc, &slen), *tm = NULL;
    if (!sm)
        return 2;
    if (nfiles == 2 && !(tm = load(cj, files[1], (int)target_llvm, &tsrc, &tlen))) {
        ir_module_free(sm);
        ir_free(ssrc);
        return 2;
    }
    if (engine && (!strncmp(engine, "llc", 3) || !strncmp(engine, "clang", 5) || !strncmp(engine, "lli", 3))) {
        int rc = check_native(cj, ssrc, slen);
        ir_module_free(sm);
        ir_free(ssrc);
        return rc;
    }
    if (engine) {
        int v = 0;
        tm = transformed(cj, engine, files[0], ssrc, slen, save, &tsrc, &tlen, &v);
        target_llvm = (uint64_t)v;
        if (tm) {
            adopt_denormal(sm, tm, engine);
            adopt_subtarget(sm, tm);
            adopt_avail_extern(sm, tm);
            adopt_decl_attrs(sm, tm);
        }
        if (!tm || adopt_layout(cj, sm, tm, engine) < 0) {
            ir_module_free(tm);
            ir_module_free(sm);
            ir_free(ssrc);
            ir_free(tsrc);
            return 2;
        }
    }
    if (!tm)
        tm = sm;
    IrDiag d;
    ir_diag_init(&d, files[0], ssrc, slen, cj->err);
    IrInput *given = NULL;
    int ngiven = ir_inputs_parse(ssrc, slen, &given, &d);
    int rc = 0;
    Pair *pairs = NULL;
    uint32_t npairs = find_pairs(sm, tm, &pairs);
    IrGlobal **sg = NULL, **tg = NULL;
    uint32_t ng = orc_observed_globals(sm, tm, tm != sm, &sg, &tg);
    InterpOptions o;
    memset(&o, 0, sizeof o);
    o.externals = 1;
    o.libm_approx = 1;
    o.undef = INTERP_UNDEF_TRACK;
    /* 64 inputs a pair, each run may fill its memory: a malloc(1 GiB) and
     * memset of a test's function took 13 s an input; over 64 MiB the
     * source did not finish (inconclusive) */
    o.max_memory = 64u << 20;
    FILE *devnull = fopen("/dev/null", "w");
    o.out = o.err = devnull;
    char err[512];
    Interp *sip = NULL, *tip = NULL;
    if (ngiven < 0) {
        rc = 2;
        goto out;
    }
    if (!npairs) {
        fprintf(cj->err, "llfuzz check: error: %s: no function pairs (@src/@tgt, @srcN/@tgtN, @src_X/@tgt_X%s)\n",
                files[0], nfiles == 2 ? ", or functions defined in both files" : "");
        rc = 2;
        goto out;
    }
    /* the source runs with the choices the target's LLVM's LangRef allowed */
    o.llvm_version = (int)target_llvm;
    sip = interp_new(sm, &o, err, sizeof err);
    o.llvm_version = 0;
    tip = sip ? interp_new(tm, &o, err, sizeof err) : NULL;
    /* a module the interpreter cannot load (a global it cannot model):
     * each pair is unsupported for that reason, and counted as such */
    const char *refused = NULL;
    if (!sip || !tip)
        refused = !strncmp(err, "unsupported: ", 13) ? err + 13 : err;
    /* the pairs that depend on vscale: one pair of interpreters per vscale
     * other than 1, made when first needed */
    enum { NVS = 16 };
    uint32_t vsv[NVS], nvs = 0;
    Interp *vsip[NVS], *vtip[NVS];
    uint32_t nok = 0, nbad = 0, nother = 0, ninc = 0, nchecked = 0, nlocal = 0;
    if (!only && tm != sm)
        nbad += global_interface(cj, sm, tm, sg, tg, ng, &nchecked);
    for (uint32_t k = 0; k < npairs; k++) {
        Pair *p = &pairs[k];
        const char *sn = p->sym->v.name, *tn = p->tgt ? p->tgt->g.v.name : sn;
        if (only && strcmp(only, sn))
            continue;
        if (p->kind == PAIR_LOCAL) {
            fprintf(cj->out, "@%s: %s: not compared on its own: %s\n", sn, ir_linkage_names[p->sym->linkage], p->why);
            nlocal++;
            continue;
        }
        nchecked++;
        /* between modules, a caller in another module calls the source's
         * signature: a target of another type is a counterexample */
        if (p->kind == PAIR_GONE || (tm != sm && !same_type(p->src->g.vtype, p->tgt->g.vtype))) {
            set_word(cj, "interface");
            fprintf(cj->out, "@%s/@%s: ERROR: %s\n", sn, tn, p->why ? p->why : "the functions have different types");
            nbad++;
            continue;
        }
        if (!same_type(p->src->g.vtype, p->tgt->g.vtype)) {
            fprintf(cj->out, "@%s/@%s: ERROR: the functions have different types\n", sn, tn);
            nother++;
            rc = rc ? rc : 2;
            continue;
        }
        if (refused) {
            fprintf(cj->out, "@%s/@%s: unsupported: %s\n", sn, tn, refused);
            nother++;
            rc = rc ? rc : 2;
            continue;
        }
        uint32_t vscales[3], nv = pair_vscales(p->src, p->tgt, vscales);
        OrcRun run;
        memset(&run, 0, sizeof run);
        for (uint32_t q = 0; q < nv && run.bad.verdict == ORC_OK; q++) {
            uint32_t vs = vscales[q];
            Interp *si = sip, *ti = tip;
            if (vs > 1) {
                uint32_t j = 0;
                while (j < nvs && vsv[j] != vs)
                    j++;
                if (j == nvs && nvs < NVS) {
                    InterpOptions vo = o;
                    vo.vscale = vs;
                    vo.llvm_version = (int)target_llvm;
                    vsip[j] = interp_new(sm, &vo, err, sizeof err);
                    vo.llvm_version = 0;
                    vtip[j] = vsip[j] ? interp_new(tm, &vo, err, sizeof err) : NULL;
                    if (!vsip[j] || !vtip[j]) {
                        fprintf(cj->err, "llfuzz check: error: %s\n", err);
                        if (vsip[j])
                            interp_free(vsip[j]);
                        continue;
                    }
                    vsv[nvs++] = vs;
                }
                if (j == nvs)
                    continue;
                si = vsip[j];
                ti = vtip[j];
            }
            /* the given inputs first (those without vscale=N: for the first
             * vscale), then the chosen ones */
            char **gen = NULL;
            uint32_t ngen = gen_input_vectors_vs(sm, p->src, tm, tm == sm ? p->tgt : NULL, (uint32_t)ninputs, seed, 1,
                                                 vs ? vs : 1, &gen);
            uint32_t nin = 0, ntot = ngen + (uint32_t)(ngiven > 0 ? ngiven : 0);
            const char **in = ir_calloc(ntot + 1, sizeof *in);
            for (int j = 0; j < ngiven; j++)
                if (!strcmp(given[j].func, sn) &&
                    (given[j].vscale ? given[j].vscale == (vs ? vs : 1) : q == 0))
                    in[nin++] = given[j].args;
            for (uint32_t j = 0; j < ngen; j++)
                in[nin++] = gen[j];
            OrcPair op = {si, ti, p->src, p->tgt, sg, tg, ng, max_steps, tm != sm};
            OrcRun one;
            VerdictCtx vc = {cj->out, &vs};
            orc_run_inputs(&op, in, nin, verbose ? print_verdict : NULL, &vc, &one);
            merge_run(&run, &one, vs);
            ir_free(in);
            gen_input_vectors_free(gen, ngen);
        }
        OrcResult bad = run.bad, firstinc = run.first_inconclusive, firstuns = run.first_unsupported;
        uint32_t skipped = run.skipped, inconclusive = run.inconclusive, unsupported = run.unsupported;
        if (bad.verdict != ORC_OK) {
            print_counterexample(cj, sn, tn, &bad);
            nbad++;
            rc = 1;
        } else if (unsupported) {
            const char *why = firstuns.detail ? firstuns.detail
                            : firstuns.actual && strstr(firstuns.actual, "unsupported") ? firstuns.actual
                            : firstuns.expected ? firstuns.expected : "";
            if (!strncmp(why, "unsupported: ", 13))
                why += 13;
            fprintf(cj->out, "@%s/@%s: unsupported: %s\n", sn, tn, why);
            nother++;
            rc = rc ? rc : 2;
        } else {
            /* checked on no input: the source had UB on all of them, ran
             * out of its budget, or its result depended on a choice */
            /* (an input on which the source has UB is decided: any target
             * refines it) */
            int decided = run.ok || skipped;
            if (run.ok || !skipped)
                fprintf(cj->out, decided ? "@%s/@%s: no counterexample in %u inputs" : "@%s/@%s: inconclusive: no input checked",
                       sn, tn, run.ok);
            else
                fprintf(cj->out, "@%s/@%s: no counterexample: the source has UB on every input%s", sn, tn,
                       inconclusive ? " it finished on" : "");
            if (!run.ok && skipped)
                skipped = 0; /* said */
            if (skipped || inconclusive) {
                fprintf(cj->out, " (");
                if (skipped)
                    fprintf(cj->out, "%u discarded: the source has UB%s", skipped, inconclusive ? "; " : "");
                if (inconclusive)
                    fprintf(cj->out, "%u inconclusive: %s", inconclusive, firstinc.detail ? firstinc.detail : "");
                fprintf(cj->out, ")");
            }
            fprintf(cj->out, "\n");
            if (decided)
                nok++;
            else
                ninc++;
        }
        orc_run_free(&run);
    }
    for (uint32_t j = 0; j < nvs; j++) {
        interp_free(vsip[j]);
        interp_free(vtip[j]);
    }
    if (nbad)
        rc = 1;
    if (only && !nchecked && !nlocal) {
        fprintf(cj->err, "llfuzz check: error: no pair with source @%s\n", only);
        rc = 2;
    } else {
        fprintf(cj->out, "%u pair%s: %u without counterexample, %u with a counterexample", nchecked, nchecked == 1 ? "" : "s",
               nok, nbad);
        if (ninc)
            fprintf(cj->out, ", %u inconclusive", ninc);
        if (nother)
            fprintf(cj->out, ", %u unsupported", nother);
        /* said, so that nothing silently disappears */
        if (nlocal)
            fprintf(cj->out, "; %u local or dropped function%s not compared on %s own", nlocal, nlocal == 1 ? "" : "s",
                   nlocal == 1 ? "its" : "their");
        fprintf(cj->out, "\n");
        /* only local functions: nothing was checked */
        if (!nchecked)
            fprintf(cj->out, "nothing checked%s\n", only ? "" : ": no function other modules can call");
        if (!rc && (ninc || !nchecked))
            rc = 3;
    }
out:
    if (sip)
        interp_free(sip);
    if (tip)
        interp_free(tip);
    if (devnull)
        fclose(devnull);
    if (ngiven > 0)
        ir_inputs_free(given, ngiven);
    ir_free(pairs);
    free(sg);
    free(tg);
    if (tm != sm)
        ir_module_free(tm);
    ir_module_free(sm);
    ir_free(ssrc);
    ir_free(tsrc);
    return rc;
}
