/* issue.c -- a reduced divergence as a bug report for LLVM's issue tracker,
 * in the form its maintainers ask for: a title naming the pass, the IR with
 * its target, the one command that shows the bug, the input and both
 * results, an Alive2-style pair for opt, the versions it reproduces on, the
 * evidence that the source has no undefined behaviour on that input, and
 * for an llc miscompile a C driver so that only LLVM and a C compiler are
 * needed. */
#include "reports/rep.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- parse */

static char *
dupn(const char *s, size_t n)
{
    char *d = ir_calloc(n + 1, 1);
    memcpy(d, s, n);
    while (n && (d[n - 1] == ' ' || d[n - 1] == '\r'))
        d[--n] = 0;
    return d;
}

/* The value after "; KEY" on line p (length n), or NULL. */
static const char *
after(const char *p, size_t n, const char *key)
{
    size_t k = strlen(key);
    if (n < k || strncmp(p, key, k))
        return NULL;
    p += k;
    while (*p == ' ')
        p++;
    return p;
}

/* "@f(i32 5)" -> func "f", args "i32 5" */
static void
set_input(RepIssue *is, const char *v, size_t n)
{
    const char *open = memchr(v, '(', n);
    if (v[0] != '@' || !open || is->func)
        return;
    const char *close = v + n;
    while (close > open && close[-1] != ')')
        close--;
    if (close <= open)
        return;
    is->func = dupn(v + 1, (size_t)(open - v - 1));
    is->args = dupn(open + 1, (size_t)(close - open - 2));
}

/* The first word of v (the rest is a remark in parentheses). */
static char *
word(const char *v, size_t n)
{
    size_t w = 0;
    while (w < n && v[w] != ' ')
        w++;
    return dupn(v, w);
}

/* `target KEY = "VALUE"` in the module */
static char *
target_field(const char *module, const char *key)
{
    size_t k = strlen(key);
    for (const char *p = module; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
        if (strncmp(p, "target ", 7) || strncmp(p + 7, key, k))
            continue;
        const char *q = strchr(p, '"');
        const char *e = q ? strchr(q + 1, '"') : NULL;
        if (e && e < p + strcspn(p, "\n"))
            return dupn(q + 1, (size_t)(e - q - 1));
    }
    return NULL;
}

static const struct {
    const char *word, *name;
} verdict_words[] = {
    {"value", "value mismatch"},     {"poison", "target is more poisonous"},
    {"undef", "target's value is more undefined"}, {"ub", "source is more defined than target"},
    {"memory", "memory mismatch"},   {"trace", "trace mismatch"},
    {"crash", "crash"},              {"hang", "hang"},
};

int
rep_issue_parse(const char *text, RepIssue *is, char *err, size_t errlen)
{
    memset(is, 0, sizeof *is);
    IrBuf mod = {0};
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, "\n");
        const char *v;
        size_t vn = 0;
#define FIELD(key) ((v = after(p, n, key)) && ((vn = n - (size_t)(v - p)), 1))
        if (p[0] != ';') {
            ir_buf_put(&mod, p, n);
            ir_buf_putc(&mod, '\n');
        } else if (FIELD("; llfuzz reduce:") && !is->verdict) {
            /* "; llfuzz reduce: value mismatch in @f with opt-22:-O2" */
            size_t k = 0;
            while (k < vn && strncmp(v + k, " in @", 5) && strncmp(v + k, " with ", 6))
                k++;
            is->verdict = dupn(v, k);
        } else if (FIELD("; engine:") && !is->engine) {
            is->engine = dupn(v, vn);
        } else if (FIELD("; blamed pass:") && !is->blamed_pass) {
            is->blamed_pass = word(v, vn);
        } else if (FIELD("; reduced with:") && !is->reduced_with) {
            is->reduced_with = word(v, vn);
        } else if (FIELD("; input:")) {
            set_input(is, v, vn);
        } else if (FIELD("; expected:") && !is->expected) {
            is->expected = dupn(v, vn);
        } else if (FIELD("; actual:") && !is->actual) {
            is->actual = dupn(v, vn);
        } else if (FIELD("; failure:") && !is->failure) {
            is->failure = dupn(v, vn);
        } else if (FIELD("; signature:") && !is->signature) {
            is->signature = dupn(v, vn);
        } else if (FIELD("; llfuzz-engine:") && !is->engine) {
            is->engine = dupn(v, vn);
        } else if (FIELD("; llfuzz-input:")) {
            set_input(is, v, vn);
        } else if (FIELD("; llfuzz-expect: divergence") && !is->verdict) {
            for (size_t k = 0; k < sizeof verdict_words / sizeof verdict_words[0]; k++)
                if (vn == strlen(verdict_words[k].word) && !strncmp(v, verdict_words[k].word, vn))
                    is->verdict = ir_strdup(verdict_words[k].name);
        }
#undef FIELD
        p += n + (p[n] == '\n');
    }
    const char *body = mod.p ? mod.p + strspn(mod.p, "\n") : "";
    is->module = ir_strdup(body);
    ir_buf_free(&mod);
    is->triple = target_field(is->module, "triple");
    is->datalayout = target_field(is->module, "datalayout");
    if (!is->engine) {
        snprintf(err, errlen, "no engine: neither a '; engine:' line of `llfuzz reduce` nor a "
                              "'; llfuzz-engine:' directive");
        rep_issue_free(is);
        return -1;
    }
    if (!is->verdict)
        is->verdict = ir_strdup(is->failure ? "crash" : "value mismatch");
    return 0;
}

void
rep_issue_free(RepIssue *is)
{
    char **s[] = {&is->engine, &is->reduced_with, &is->blamed_pass, &is->verdict, &is->func, &is->args,
                  &is->expected, &is->actual, &is->failure, &is->signature, &is->module, &is->triple,
                  &is->datalayout, &is->alive, &is->ub_evidence};
    for (size_t k = 0; k < sizeof s / sizeof s[0]; k++)
        ir_free(*s[k]);
    for (int i = 0; i < is->nversions; i++) {
        ir_free(is->versions[i].engine);
        ir_free(is->versions[i].note);
    }
    ir_free(is->versions);
    memset(is, 0, sizeof *is);
}

/* ---------------------------------------------------------------- title */

const char *
rep_pass_title(const char *pass)
{
    static const struct {
        const char *pass, *title;
    } known[] = {
        {"instcombine", "InstCombine"},     {"instsimplify", "InstSimplify"}, {"slp-vectorizer", "SLPVectorizer"},
        {"loop-vectorize", "LoopVectorize"}, {"vector-combine", "VectorCombine"}, {"gvn", "GVN"},
        {"newgvn", "NewGVN"},               {"sccp", "SCCP"},                 {"ipsccp", "IPSCCP"},
        {"early-cse", "EarlyCSE"},          {"simplifycfg", "SimplifyCFG"},   {"sroa", "SROA"},
        {"reassociate", "Reassociate"},     {"correlated-propagation", "CorrelatedValuePropagation"},
        {"jump-threading", "JumpThreading"}, {"licm", "LICM"},                {"dse", "DSE"},
        {"memcpyopt", "MemCpyOpt"},         {"aggressive-instcombine", "AggressiveInstCombine"},
        {"constraint-elimination", "ConstraintElimination"}, {"indvars", "IndVarSimplify"},
        {"loop-unroll", "LoopUnroll"},      {"instnamer", "InstNamer"},       {"bdce", "BDCE"},
        {"adce", "ADCE"},                   {"float2int", "Float2Int"},       {"div-rem-pairs", "DivRemPairs"},
    };
    static char buf[64];
    size_t n = strcspn(pass, "<");
    for (size_t k = 0; k < sizeof known / sizeof known[0]; k++)
        if (strlen(known[k].pass) == n && !strncmp(pass, known[k].pass, n))
            return known[k].title;
    /* else CamelCase of the dashed name */
    size_t o = 0;
    for (size_t i = 0; i < n && o + 1 < sizeof buf; i++) {
        if (pass[i] == '-')
            continue;
        buf[o++] = (char)(i == 0 || pass[i - 1] == '-' ? toupper((unsigned char)pass[i]) : pass[i]);
    }
    buf[o] = 0;
    return buf;
}

/* The engine's tool and its arguments: "opt-22:-passes=instcombine" ->
 * tool "opt-22", args "-passes=instcombine" */
static void
split_engine(const char *engine, char *tool, size_t tn, const char **args)
{
    size_t n = strcspn(engine, ":");
    snprintf(tool, tn, "%.*s", (int)n, engine);
    *args = engine[n] ? engine + n + 1 : "";
}

static int
is_tool(const char *tool, const char *name)
{
    size_t n = strlen(name);
    return !strncmp(tool, name, n) && (tool[n] == 0 || tool[n] == '-');
}

/* "[X86]" for llc on an x86-64 triple */
static const char *
target_title(const char *triple)
{
    if (!triple || !strncmp(triple, "x86_64", 6) || !strncmp(triple, "i686", 4))
        return "X86";
    if (!strncmp(triple, "aarch64", 7))
        return "AArch64";
    if (!strncmp(triple, "riscv", 5))
        return "RISCV";
    return "CodeGen";
}

/* The instructions of @func, in order, each opcode once (a call by its
 * callee): "and, uitofp, fptrunc, fpext".  Empty when func is not found. */
static void
opcodes(const RepIssue *is, IrBuf *b)
{
    char pat[256];
    snprintf(pat, sizeof pat, " @%s(", is->func ? is->func : "");
    const char *p = is->func ? strstr(is->module, pat) : NULL;
    const char *end = p ? strstr(p, "\n}") : NULL;
    if (!p || !end)
        return;
    char seen[512] = ",";
    for (p = strchr(p, '\n'); p && p < end; p = strchr(p + 1, '\n')) {
        const char *q = p + 1 + strspn(p + 1, " ");
        if (*q == '%') {               /* "%x = OPC ..." */
            q = strstr(q, "= ");
            if (!q || q > end)
                continue;
            q += 2;
        }
        size_t n = strcspn(q, " \n");
        if (!n || q[n - 1] == ':' || !strncmp(q, "ret", n) || !strncmp(q, "br", n) || *q == ';')
            continue;
        char w[96];
        if ((n == 4 && !strncmp(q, "call", 4)) || (n == 9 && !strncmp(q, "tail call", 9))) {
            const char *at = strchr(q, '@');
            if (!at || at > end)
                continue;
            n = strcspn(at + 1, "(");
            snprintf(w, sizeof w, "%.*s", (int)n, at + 1);
        } else {
            snprintf(w, sizeof w, "%.*s", (int)n, q);
        }
        char key[100];
        snprintf(key, sizeof key, ",%s,", w);
        if (strstr(seen, key) || strlen(seen) + strlen(w) + 2 >= sizeof seen)
            continue;
        snprintf(seen + strlen(seen), sizeof seen - strlen(seen), "%s,", w);
        ir_buf_printf(b, "%s%s", b->len ? ", " : "", w);
    }
}

static void
title(const RepIssue *is, FILE *f, const char *tool, int crash)
{
    const char *tag = is->blamed_pass ? rep_pass_title(is->blamed_pass) : target_title(is->triple);
    if (crash) {
        fprintf(f, "# [%s] %s %s: %s\n\n", tag, tool, strstr(is->verdict, "hang") ? "hangs" : "crashes",
                is->failure ? is->failure : is->verdict);
        return;
    }
    IrBuf ops = {0};
    opcodes(is, &ops);
    fprintf(f, "# [%s] miscompile of @%s%s%s%s: %s instead of %s\n\n", tag, is->func ? is->func : "?",
            ops.len ? " (" : "", ops.len ? ops.p : "", ops.len ? ")" : "", is->actual ? is->actual : is->verdict,
            is->expected ? is->expected : "?");
    ir_buf_free(&ops);
}

/* ---------------------------------------------------------------- driver */

/* The C type of an LLVM scalar type, or NULL. */
static const char *
c_type(const char *t, size_t n)
{
    static const struct {
        const char *ll, *c;
    } map[] = {{"i1", "_Bool"}, {"i8", "signed char"}, {"i16", "short"}, {"i32", "int"},
               {"i64", "long long"}, {"float", "float"}, {"double", "double"}, {"void", "void"}};
    for (size_t k = 0; k < sizeof map / sizeof map[0]; k++)
        if (strlen(map[k].ll) == n && !strncmp(map[k].ll, t, n))
            return map[k].c;
    return NULL;
}

/* An LLVM constant as a C expression: integers as they are, floats by bits
 * when LLVM wrote them in hex (a double's bits, also for float). */
static void
c_value(IrBuf *b, const char *ty, const char *v, size_t n)
{
    if (!strcmp(ty, "_Bool")) {
        ir_buf_puts(b, n == 4 && !strncmp(v, "true", 4) ? "1" : "0");
    } else if ((!strcmp(ty, "float") || !strcmp(ty, "double")) && n > 2 && !strncmp(v, "0x", 2)) {
        ir_buf_printf(b, "(%s)bits_to_double(0x%.*sULL)", ty, (int)(n - 2), v + 2);
    } else if (!strcmp(ty, "long long")) {
        ir_buf_printf(b, "%.*sLL", (int)n, v);
    } else {
        ir_buf_printf(b, "%.*s", (int)n, v);
    }
}

/* The return type of @func: "define [attrs] TYPE @func(" */
static char *
ret_type(const RepIssue *is)
{
    char pat[256];
    snprintf(pat, sizeof pat, " @%s(", is->func);
    const char *p = strstr(is->module, pat);
    if (!p)
        return NULL;
    const char *line = p;
    while (line > is->module && line[-1] != '\n')
        line--;
    const char *e = p;
    const char *s = e;
    while (s > line && s[-1] != ' ')
        s--;
    return dupn(s, (size_t)(e - s));
}

/* A C program calling func on the witness input and printing the result as
 * LLVM writes it; NULL when a type has no plain C counterpart. */
static char *
c_driver(const RepIssue *is)
{
    if (!is->func || !is->args)
        return NULL;
    for (const char *c = is->func; *c; c++)
        if (!isalnum((unsigned char)*c) && *c != '_')
            return NULL;
    char *rt = ret_type(is);
    const char *rc = rt ? c_type(rt, strlen(rt)) : NULL;
    if (!rc) {
        ir_free(rt);
        return NULL;
    }
    IrBuf proto = {0}, call = {0};
    const char *p = is->args;
    int nargs = 0;
    while (*p) {
        p += strspn(p, " ");
        size_t tn = strcspn(p, " ");
        const char *ct = c_type(p, tn);
        const char *v = p + tn + strspn(p + tn, " ");
        size_t vn = strcspn(v, ",");
        while (vn && v[vn - 1] == ' ')
            vn--;
        if (!ct || !vn || !strcmp(ct, "void") || memchr(v, '<', vn) || !strncmp(v, "poison", 5) ||
            !strncmp(v, "undef", 5)) {
            ir_buf_free(&proto);
            ir_buf_free(&call);
            ir_free(rt);
            return NULL;
        }
        ir_buf_printf(&proto, "%s%s", nargs ? ", " : "", ct);
        if (nargs)
            ir_buf_puts(&call, ", ");
        c_value(&call, ct, v, vn);
        nargs++;
        p = v + strcspn(v, ",");
        if (*p == ',')
            p++;
    }
    IrBuf b = {0};
    ir_buf_printf(&b, "/* driver.c: calls @%s on the witness input and prints the result as LLVM writes it */\n"
                      "#include <stdio.h>\n#include <string.h>\n\n%s"
                      "%s %s(%s);\n\nint main(void) {\n",
                  is->func,
                  call.p && strstr(call.p, "bits_to_double")
                      ? "static double bits_to_double(unsigned long long u) { double d; memcpy(&d, &u, 8); return d; }\n"
                      : "",
                  rc, is->func, nargs ? proto.p : "void");
    if (!strcmp(rc, "void"))
        ir_buf_printf(&b, "    %s(%s);\n    puts(\"void\");\n", is->func, nargs ? call.p : "");
    else
        ir_buf_printf(&b, "    %s r = %s(%s);\n", rc, is->func, nargs ? call.p : "");
    if (!strcmp(rc, "_Bool"))
        ir_buf_puts(&b, "    printf(\"i1 %s\\n\", r ? \"true\" : \"false\");\n");
    else if (!strcmp(rc, "long long"))
        ir_buf_puts(&b, "    printf(\"i64 %lld\\n\", r);\n");
    else if (!strcmp(rc, "float"))
        ir_buf_puts(&b, "    unsigned u; memcpy(&u, &r, 4);\n    printf(\"float %.9g (bits 0x%08x)\\n\", r, u);\n");
    else if (!strcmp(rc, "double"))
        ir_buf_puts(&b, "    unsigned long long u; memcpy(&u, &r, 8);\n"
                        "    printf(\"double %.17g (bits 0x%016llx)\\n\", r, u);\n");
    else if (strcmp(rc, "void"))
        ir_buf_printf(&b, "    printf(\"%s %%d\\n\", (int)r);\n", rt);
    ir_buf_puts(&b, "    return 0;\n}\n");
    ir_buf_free(&proto);
    ir_buf_free(&call);
    ir_free(rt);
    return rep_buf_take(&b);
}

/* ---------------------------------------------------------------- write */

static const char *const repro_names[] = {"reproduces", "does not reproduce", "another result", "not run"};

int
rep_issue_write(const RepIssue *is, FILE *f)
{
    char tool[64];
    const char *args;
    const char *eng = is->reduced_with ? is->reduced_with : is->engine;
    split_engine(eng, tool, sizeof tool, &args);
    int crash = strstr(is->verdict, "crash") || strstr(is->verdict, "hang");
    int opt = is_tool(tool, "opt"), llc = is_tool(tool, "llc");
    title(is, f, tool, crash);

    /* what happens, in one paragraph */
    if (crash)
        fprintf(f, "`%s %s` %s on the module below.\n\n", tool, args,
                strstr(is->verdict, "hang") ? "does not finish" : "fails");
    else if (opt)
        fprintf(f, "`%s %s` turns `@%s` into a function that is not a refinement of it (%s): on the input "
                   "below the source returns `%s`, the optimized function `%s`.\n\n",
                tool, args, is->func ? is->func : "?", is->verdict, is->expected ? is->expected : "?",
                is->actual ? is->actual : "?");
    else
        fprintf(f, "The code `%s %s` makes of `@%s` computes the wrong result (%s): on the input below the IR's "
                   "semantics give `%s`, the compiled code `%s`.\n\n",
                tool, args, is->func ? is->func : "?", is->verdict, is->expected ? is->expected : "?",
                is->actual ? is->actual : "?");
    if (is->blamed_pass && is->reduced_with && strcmp(is->reduced_with, is->engine))
        fprintf(f, "Found with `%s`; `-opt-bisect-limit` blames `%s`, which alone shows it.\n\n", is->engine,
                is->blamed_pass);
    else if (is->blamed_pass)
        fprintf(f, "Found with `%s`; `-opt-bisect-limit` blames `%s`.\n\n", is->engine, is->blamed_pass);

    fputs("## Reproducer\n\n", f);
    IrBuf m = {0};
    if (!is->triple && !is->datalayout)
        ir_buf_puts(&m, "; no target triple or datalayout: the tool's defaults, as the bug was found\n");
    ir_buf_puts(&m, is->module);
    rep_put_md_code(f, "llvm", m.p);
    ir_buf_free(&m);
    fputs("\n", f);
    if (opt)
        fprintf(f, "```sh\n%s -S %s r.ll -o r-tgt.ll\n```\n\n", tool, args);
    else if (llc)
        fprintf(f, "```sh\n%s %s r.ll -o f.s\n```\n\n", tool, args);
    else
        fprintf(f, "```sh\n%s %s r.ll\n```\n\n", tool, args);
    if (crash && is->failure)
        fprintf(f, "fails with:\n\n```\n%s\n```\n\n", is->failure);
    if (!crash) {
        fprintf(f, "| | |\n|---|---|\n| input | `@%s(%s)` |\n| expected (the source) | `%s` |\n"
                   "| actual | `%s` |\n\n",
                is->func ? is->func : "?", is->args ? is->args : "", is->expected ? is->expected : "",
                is->actual ? is->actual : "");
    }
    if (is->alive) {
        fputs("## Alive2-style pair\n\n`@src` is the reduced function, `@tgt` what the pass made of it "
              "(the form `alive-tv` reads; `llfuzz check` flags it as it is):\n\n",
              f);
        rep_put_md_code(f, "llvm", is->alive);
        fputs("\n", f);
    }
    if (is->nversions) {
        fputs("## LLVM versions\n\n| engine | result |\n|---|---|\n", f);
        for (int i = 0; i < is->nversions; i++) {
            fprintf(f, "| `%s` | %s", is->versions[i].engine, repro_names[is->versions[i].result]);
            if (is->versions[i].note) {
                fputs(": ", f);
                rep_put_md_cell(f, is->versions[i].note);
            }
            fputs(" |\n", f);
        }
        fputs("\n", f);
    }
    if (is->ub_evidence && !crash) {
        fputs("## The source has no undefined behaviour on this input\n\nllfuzz's interpreter (the LangRef's "
              "semantics, poison and undef tracked, every UB reported) runs the source on the input:\n\n",
              f);
        rep_put_md_code(f, "", is->ub_evidence);
        fputs("\n", f);
    }
    char *drv = llc && !crash ? c_driver(is) : NULL;
    if (drv) {
        fputs("## Reproducer with LLVM and a C compiler only\n\n", f);
        rep_put_md_code(f, "c", drv);
        fprintf(f, "\n```sh\n%s %s r.ll -o f.s\nclang-%s driver.c f.s -o a.out\n./a.out   # prints %s; the source "
                   "gives %s\n```\n\n",
                tool, args, strchr(tool, '-') ? strchr(tool, '-') + 1 : "22", is->actual ? is->actual : "?",
                is->expected ? is->expected : "?");
    } else if (llc && !crash) {
        fputs("(No C driver: the function's types have no plain C counterpart; `llfuzz check r.ll --engine ...` "
              "runs it.)\n\n",
              f);
    }
    ir_free(drv);
    fprintf(f, "---\nFound by llfuzz (differential testing of LLVM against its own LangRef interpreter)%s%s%s.\n",
            is->signature ? "; signature `" : "", is->signature ? is->signature : "", is->signature ? "`" : "");
    return ferror(f) ? -1 : 0;
}
