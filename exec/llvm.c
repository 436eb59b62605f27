/* llvm.c -- engines: their specs (`opt-22:-O2`, `llc-19:-O0 -global-isel`,
 * `interp`...), the LLVM tools installed, and running the transformers (opt)
 * on module text.
 *
 * A spec is TOOL[:ARGS]: TOOL is interp, opt, llc, clang or lli with an
 * optional -V version suffix (the unversioned tools are whatever the PATH
 * has: LLVM 14 on Debian 12); ARGS are the tool's own options, split at
 * spaces.  Each version's syntax is known here: LLVM 14's opt and llc need
 * -opaque-pointers to read `ptr`. */
#include "exec/exec.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const kind_names[EX_ENG_N] = {"interp", "opt", "llc", "clang", "lli", "llubi"};
static const char *const kind_roles[EX_ENG_N] = {"reference", "transformer", "compiler", "compiler", "executor",
                                                 "executor"};

const char *
ex_engine_kind_name(ExEngineKind k)
{
    return k < EX_ENG_N ? kind_names[k] : "?";
}

const char *
ex_engine_role(ExEngineKind k)
{
    return k < EX_ENG_N ? kind_roles[k] : "?";
}

void
ex_engine_free(ExEngine *e)
{
    for (int i = 0; i < e->nargs; i++)
        free(e->args[i]);
    free(e->args);
    free(e->spec);
    free(e->tool);
    free(e->triple);
    memset(e, 0, sizeof *e);
}

int
ex_engine_parse(const char *spec, ExEngine *e, char *err, size_t errlen)
{
    memset(e, 0, sizeof *e);
    const char *colon = strchr(spec, ':');
    size_t tl = colon ? (size_t)(colon - spec) : strlen(spec);
    char tool[64];
    if (!tl || tl >= sizeof tool) {
        snprintf(err, errlen, "bad engine '%s': expected TOOL[-VERSION][:ARGS]", spec);
        return -1;
    }
    memcpy(tool, spec, tl);
    tool[tl] = 0;
    char *dash = strrchr(tool, '-');
    int version = 0;
    if (dash && dash[1] && isdigit((unsigned char)dash[1])) {
        char *end;
        version = (int)strtol(dash + 1, &end, 10);
        if (*end || version < 3 || version > 99) {
            snprintf(err, errlen, "bad engine '%s': bad LLVM version '%s'", spec, dash + 1);
            return -1;
        }
        *dash = 0;
    }
    int k;
    for (k = 0; k < EX_ENG_N; k++)
        if (!strcmp(tool, kind_names[k]))
            break;
    if (k == EX_ENG_N) {
        snprintf(err, errlen, "unknown engine '%s' (engines: interp, opt-V, llc-V, clang-V, lli-V, llubi-V)", spec);
        return -1;
    }
    if (k == EX_ENG_INTERP && (version || colon)) {
        snprintf(err, errlen, "bad engine '%s': interp takes no version or arguments", spec);
        return -1;
    }
    e->kind = (ExEngineKind)k;
    e->spec = strdup(spec);
    e->version = version;
    if (k != EX_ENG_INTERP) {
        char name[80];
        if (version)
            snprintf(name, sizeof name, "%s-%d", tool, version);
        else
            snprintf(name, sizeof name, "%s", tool);
        e->tool = strdup(name);
    }
    if (colon) {
        /* split the arguments at spaces */
        const char *p = colon + 1;
        while (*p) {
            while (*p == ' ')
                p++;
            if (!*p)
                break;
            const char *q = p;
            while (*q && *q != ' ')
                q++;
            e->args = realloc(e->args, (size_t)(e->nargs + 1) * sizeof *e->args);
            e->args[e->nargs++] = strndup(p, (size_t)(q - p));
            if (!strncmp(p, "-mtriple=", 9) || !strncmp(p, "--target=", 9)) {
                free(e->triple);
                e->triple = strndup(p + 9, (size_t)(q - p - 9));
            }
            p = q;
        }
    }
    if (k == EX_ENG_OPT && !e->nargs) {
        snprintf(err, errlen, "engine '%s' needs a pipeline, e.g. %s:-O2 or %s:-passes=instcombine", spec, spec, spec);
        ex_engine_free(e);
        return -1;
    }
    return 0;
}

/* The LLVM major version a tool prints with --version ("LLVM version 22.1.8",
 * "Debian clang version 19.1.7"), or 0. */
static int
version_of(const char *out)
{
    const char *p = strstr(out, "version ");
    while (p) {
        p += 8;
        if (isdigit((unsigned char)*p))
            return atoi(p);
        p = strstr(p, "version ");
    }
    return 0;
}

/* Is prog (a name, or a path) an executable in PATH? */
static int
installed(const char *prog)
{
    char buf[4096];
    return ex_which(prog, buf, sizeof buf);
}

int
ex_engine_probe(ExEngine *e, char *err, size_t errlen)
{
    if (e->kind == EX_ENG_INTERP)
        return 0;
    if (!installed(e->tool)) {
        snprintf(err, errlen, "engine '%s': %s is not installed%s", e->spec, e->tool,
                 e->kind == EX_ENG_LLUBI ? " (llubi comes with LLVM 23 and later)" : "");
        return -1;
    }
    char *text = ex_version_cached(e->tool);
    if (!text) {
        char *argv[] = {e->tool, "--version", NULL};
        ExProc p;
        ExLimits lim = {.timeout = 10};
        if (ex_proc_run(argv, NULL, NULL, &lim, &p) < 0 || p.status != EX_PROC_EXITED || p.code != 0) {
            snprintf(err, errlen, "engine '%s': %s does not run%s%s", e->spec, e->tool,
                     p.err && *p.err ? ": " : "", p.err ? p.err : "");
            char *nl = strchr(err, '\n');
            if (nl)
                *nl = 0;
            ex_proc_free(&p);
            return -1;
        }
        ex_version_store(e->tool, p.out);
        text = ir_strdup(p.out);
        ex_proc_free(&p);
    }
    int v = version_of(text);
    ir_free(text);
    if (e->version && v && v != e->version) {
        snprintf(err, errlen, "engine '%s': %s says it is LLVM %d", e->spec, e->tool, v);
        return -1;
    }
    e->version = v;
    return 0;
}

/* The first lines of a tool's stderr, for a message; opt's
 * -opt-bisect-limit trace ("BISECT: running pass ...") is not one of them. */
static void
first_lines(char *dst, size_t n, const char *text, int lines)
{
    size_t k = 0;
    for (const char *p = text; *p && k + 1 < n && lines > 0;) {
        size_t len = strcspn(p, "\n");
        if (strncmp(p, "BISECT: ", 8) != 0) {
            if (k)
                dst[k++] = '|';
            for (size_t i = 0; i < len && k + 1 < n; i++)
                dst[k++] = p[i];
            lines--;
        }
        p += len + (p[len] ? 1 : 0);
    }
    dst[k] = 0;
}

static ExStatus run_opt(const ExEngine *e, const char *text, size_t len, const ExLimits *lim, ExOutput *out,
                        int verify_only);

ExStatus
ex_transform(const ExEngine *e, const char *text, size_t len, const ExLimits *lim, ExOutput *out)
{
    return run_opt(e, text, len, lim, out, 0);
}

ExStatus
ex_verify(const ExEngine *e, const char *text, size_t len, const ExLimits *lim, ExOutput *out)
{
    return run_opt(e, text, len, lim, out, 1);
}

static ExStatus
run_opt(const ExEngine *e, const char *text, size_t len, const ExLimits *lim, ExOutput *out, int verify_only)
{
    memset(out, 0, sizeof *out);
    if (e->kind != EX_ENG_OPT) {
        snprintf(out->msg, sizeof out->msg, "engine '%s' is not a transformer", e->spec);
        return out->status = EX_ERROR;
    }
    char *dir = ex_tmpdir("opt");
    if (!dir) {
        snprintf(out->msg, sizeof out->msg, "cannot make a temporary directory");
        return out->status = EX_ERROR;
    }
    char in[4096], res[4096];
    snprintf(in, sizeof in, "%s/in.ll", dir);
    snprintf(res, sizeof res, "%s/out.ll", dir);
    if (ex_write_file(in, text, len) < 0) {
        snprintf(out->msg, sizeof out->msg, "cannot write %.400s", in);
        ex_rmtree(dir);
        free(dir);
        return out->status = EX_ERROR;
    }
    char **argv = calloc((size_t)e->nargs + 8, sizeof *argv);
    int n = 0;
    argv[n++] = e->tool;
    if (e->version && e->version <= 14)
        argv[n++] = "-opaque-pointers";
    if (verify_only) {
        argv[n++] = "-passes=verify";
        argv[n++] = "-disable-output";
    } else {
        for (int i = 0; i < e->nargs; i++)
            argv[n++] = e->args[i];
        argv[n++] = "-S";
        argv[n++] = "-o";
        argv[n++] = res;
    }
    argv[n++] = in;
    ExProc p;
    int rc = ex_proc_run(argv, dir, NULL, lim, &p);
    free(argv);
    out->wall = p.wall;
    if (rc < 0 || p.status == EX_PROC_FAILED) {
        snprintf(out->msg, sizeof out->msg, "%s", p.err);
        out->status = EX_ERROR;
    } else if (p.status == EX_PROC_TIMEOUT) {
        snprintf(out->msg, sizeof out->msg, "%s did not finish in %.0f s", e->tool, lim && lim->timeout ? lim->timeout : 30.0);
        out->status = EX_HANG;
    } else if (p.status == EX_PROC_SIGNALED || p.code != 0) {
        /* the error lines and, after a signal, the stack dump's first
         * frames (reduce/sig.c keys a crash on them) */
        char first[3800];
        first_lines(first, sizeof first, p.err, 40);
        if (p.status == EX_PROC_SIGNALED)
            snprintf(out->msg, sizeof out->msg, "%s died of signal %d: %s", e->tool, p.code, first);
        else
            snprintf(out->msg, sizeof out->msg, "%s exited with %d: %s", e->tool, p.code, first);
        out->status = EX_CRASH;
    } else if (verify_only) {
        out->status = EX_OK;
    } else if (!(out->text = ir_read_file(res, &out->len))) {
        snprintf(out->msg, sizeof out->msg, "%s wrote no output", e->tool);
        out->status = EX_CRASH;
    } else {
        out->status = EX_OK;
    }
    ex_proc_free(&p);
    ex_rmtree(dir);
    free(dir);
    return out->status;
}

void
ex_output_free(ExOutput *o)
{
    ir_free(o->text);
    memset(o, 0, sizeof *o);
}
