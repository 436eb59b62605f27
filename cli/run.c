/* run.c -- `llfuzz run`: the reference interpreter on a module, like lli. */
#include "cli.h"
#include "exec/exec.h"
#include "gen/gen.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>

static void
run_help(void)
{
    printf("usage: llfuzz run [options] FILE.ll [ARGS...]\n\n"
           "Interpret FILE.ll with the LangRef's semantics (undef and poison tracked, undefined\n"
           "behaviour reported precisely).  Without --entry, run @main(argc, argv) like lli:\n"
           "the program's output goes to stdout/stderr and main's return value is the exit\n"
           "status.\n\n"
           "options:\n"
           "  --entry F           call @F instead of @main and print its result; --entry '*'\n"
           "                      calls every defined function with zero arguments\n"
           "  --args 'T v, ...'   F's arguments as typed constants, e.g.\n"
           "                      --args 'i32 5, <2 x i8> <i8 1, i8 poison>, float 1.5'\n"
           "  --inputs            run every `; llfuzz-input: @F(args)` line of FILE (what\n"
           "                      llfuzz gen writes): one result line each, `@F(args) = value`\n"
           "  --undef=MODE        track (default: undef bits stay undef and are shown as ?),\n"
           "                      zero (each use of undef reads 0), random (each use reads\n"
           "                      its own random bits); an undef value that is only moved\n"
           "                      (returned, stored) stays undef\n"
           "  --seed N            seed for --undef=random and rand()\n"
           "  --trace             print each executed instruction with its result\n"
           "  --stats             print the instructions executed, the time of each phase\n"
           "                      (parse, verify, set-up, run) and the memory of the module\n"
           "                      and of the interpreter to stderr\n"
           "  --max-steps N       stop after N instructions (default 10000000000)\n"
           "  --max-memory BYTES  memory the program may allocate (default 1 GiB; K, M, G suffixes)\n"
           "  --max-depth N       call depth (default 10000)\n"
           "  --vscale N          the value of vscale: a <vscale x 4 x i32> has 4*N lanes,\n"
           "                      written out in --args (default: the minimum of the\n"
           "                      entry's vscale_range, else 1); an --inputs line's own\n"
           "                      ` vscale=N` wins\n"
           "                      (a limit of 0 is the default)\n"
           "  -h, --help          this text\n\n"
           "exit status: main's exit status (or 0 after printing --entry's result); 2 usage,\n"
           "parse or verify errors, and `unsupported:` constructs; 3 undefined behaviour; 4 a\n"
           "step, memory or depth limit; 134 abort() or a trap\n");
}

/* UB: <rule> at FILE:LINE:COL: <instruction>
 *   <details; operands: ...> */
static void
report(const char *file, const InterpResult *res)
{
    const char *msg = res->msg;
    const char *colon = strstr(msg, ": ");
    IrBuf b = {0};
    if (res->inst)
        ir_print_inst(&b, res->inst);
    switch (res->status) {
    case INTERP_UB: {
        int rn = colon ? (int)(colon - msg) : (int)strlen(msg);
        fprintf(stderr, "UB: %.*s", rn, msg);
        if (res->inst && res->inst->loc.line)
            fprintf(stderr, " at %s:%u:%u", file, res->inst->loc.line, res->inst->loc.col);
        if (b.p)
            fprintf(stderr, ": %s", b.p);
        fputc('\n', stderr);
        if (colon)
            fprintf(stderr, "  %s\n", colon + 2);
        break;
    }
    case INTERP_UNSUPPORTED: case INTERP_LIMIT: case INTERP_ABORTED:
        fprintf(stderr, "%s: %s%s", file, res->status == INTERP_LIMIT ? "limit: " :
                                          res->status == INTERP_ABORTED ? "aborted: " : "", msg);
        if (res->inst && res->inst->loc.line)
            fprintf(stderr, " (at %s:%u:%u: %s)", file, res->inst->loc.line, res->inst->loc.col,
                    b.p ? b.p : "");
        fputc('\n', stderr);
        break;
    default:
        break;
    }
    ir_buf_free(&b);
}

/* The process's resident memory and the part of it in transparent huge
 * pages, in KB, as the kernel counts them (/proc/self/smaps_rollup): for
 * --stats.  A short run's memory fits one 2 MB page of the arenas' pool
 * (ir/core.c); each more costs 60-150 us to clear.  0 when unknown. */
static int
process_memory(unsigned long *rss, unsigned long *huge)
{
    FILE *f = fopen("/proc/self/smaps_rollup", "r");
    if (!f)
        return 0;
    char line[256];
    int got = 0;
    *rss = *huge = 0;
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "Rss: %lu kB", rss) == 1)
            got |= 1;
        else if (sscanf(line, "AnonHugePages: %lu kB", huge) == 1)
            got |= 2;
    }
    fclose(f);
    return got == 3;
}

static int
status_exit(const InterpResult *res)
{
    switch (res->status) {
    case INTERP_RETURNED: return 0;
    case INTERP_EXITED: return res->exit_code;
    case INTERP_UB: return 3;
    case INTERP_UNSUPPORTED: return 2;
    case INTERP_LIMIT: return 4;
    default: return 134;
    }
}

/* --inputs: each `; llfuzz-input: @F(args)` line of the module's text, one
 * result line each.  The exit status is the worst outcome: 3 if any run
 * had UB, else 2 (unsupported, bad lines), 4 (a limit), 134 (abort). */
static int
run_inputs(const char *file, const char *src, size_t len, IrModule *m, Interp *ip0, const InterpOptions *o,
           IrDiag *d)
{
    Interp *alt = NULL, *ip = ip0; /* alt: for a line's own vscale=N */
    uint32_t altvs = 0;
    IrInput *in;
    int n = ir_inputs_parse(src, len, &in, d);
    if (n < 0)
        return 2;
    if (!n) {
        fprintf(stderr, "llfuzz run: error: %s has no `; llfuzz-input: @F(args)` lines\n", file);
        return 2;
    }
    int ub = 0, worst = 0, nok = 0;
    for (int k = 0; k < n; k++) {
        IrFunc *f = ir_module_func(m, in[k].func);
        char err[512];
        if (!f || f->is_decl) {
            ir_error_at(d, (IrLoc){in[k].line, 1}, "no function @%s defined in the module", in[k].func);
            worst = worst ? worst : 2;
            continue;
        }
        IrType *fty = f->g.vtype;
        ip = ip0;
        if (in[k].vscale && in[k].vscale != (o->vscale ? o->vscale : 1)) {
            if (altvs != in[k].vscale) {
                if (alt)
                    interp_free(alt);
                InterpOptions ao = *o;
                ao.vscale = in[k].vscale;
                altvs = 0;
                if (!(alt = interp_new(m, &ao, err, sizeof err))) {
                    ir_error_at(d, (IrLoc){in[k].line, 1}, "%s", err);
                    worst = worst ? worst : 2;
                    continue;
                }
                altvs = in[k].vscale;
            }
            ip = alt;
        }
        RtVal *vals = ir_calloc(fty->nmembers + 1, sizeof *vals);
        interp_reset(ip);
        int na = fty->nmembers ? interp_parse_args(ip, fty->members, fty->nmembers, in[k].args, vals, err, sizeof err) : 0;
        if (na != (int)fty->nmembers) {
            ir_error_at(d, (IrLoc){in[k].line, 1}, "bad input for @%s: %s", in[k].func,
                        na < 0 ? err : "wrong number of arguments");
            ir_free(vals);
            worst = worst ? worst : 2;
            continue;
        }
        InterpResult res;
        interp_call(ip, f, vals, fty->nmembers, &res);
        ir_free(vals);
        printf("@%s(%s)", in[k].func, in[k].args);
        if (in[k].vscale)
            printf(" vscale=%u", in[k].vscale);
        if (res.status == INTERP_RETURNED) {
            IrBuf b = {0};
            interp_val_print(&b, ip, &res.ret);
            printf(" = %s", b.p ? b.p : "void");
            if (res.choices)
                printf("   ; one of several results: a frozen value steered control flow %u time%s", res.choices,
                       res.choices == 1 ? "" : "s");
            putchar('\n');
            ir_buf_free(&b);
            nok++;
            continue;
        }
        printf(": %s\n", res.status == INTERP_UB ? "UB" : res.status == INTERP_UNSUPPORTED ? "unsupported"
                         : res.status == INTERP_LIMIT ? "limit" : "aborted");
        fflush(stdout);
        report(file, &res);
        if (res.status == INTERP_UB)
            ub = 1;
        else if (!worst)
            worst = status_exit(&res);
    }
    fflush(stdout);
    fprintf(stderr, "llfuzz run: %s: %d input%s, %d returned\n", file, n, n == 1 ? "" : "s", nok);
    ir_inputs_free(in, n);
    if (alt)
        interp_free(alt);
    return ub ? 3 : worst;
}

int
cmd_run(int argc, char **argv)
{
    const char *file = NULL, *entry = NULL, *args = NULL;
    InterpOptions o;
    memset(&o, 0, sizeof o);
    int i, nprog = 0, dashdash = 0, stats = 0, inputs = 0;
    char **prog = ir_calloc((size_t)argc + 1, sizeof *prog);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        /* options anywhere; after the file, other words (and all after `--`)
         * are the program's arguments */
        if (dashdash || (file && (a[0] != '-' || !a[1]))) {
            prog[nprog++] = argv[i];
            continue;
        }
        if (!strcmp(a, "--")) {
            dashdash = 1;
            continue;
        }
        if (cli_is_help(a)) {
            ir_free(prog);
            run_help();
            return 0;
        }
        if (!strcmp(a, "--entry") || !strcmp(a, "--args") || !strcmp(a, "--seed") ||
            !strcmp(a, "--max-steps") || !strcmp(a, "--max-memory") || !strcmp(a, "--max-depth") ||
            !strcmp(a, "--vscale")) {
            if (i + 1 == argc) {
                ir_free(prog);
                return cli_usage_error("run", "%s needs a value", a);
            }
            const char *v = argv[++i];
            uint64_t n = 0;
            if (!strcmp(a, "--entry"))
                entry = v[0] == '@' ? v + 1 : v;
            else if (!strcmp(a, "--args"))
                args = v;
            else if (cli_parse_u64(v, &n, 1)) {
                ir_free(prog);
                return cli_usage_error("run", "%s: '%s' is not a number", a, v);
            }
            else if (!strcmp(a, "--seed"))
                o.seed = n;
            else if (!strcmp(a, "--max-steps"))
                o.max_steps = n;
            else if (!strcmp(a, "--max-memory"))
                o.max_memory = n;
            else if (!strcmp(a, "--vscale")) {
                if (n < 1 || n > 1024) {
                    ir_free(prog);
                    return cli_usage_error("run", "--vscale is from 1 to 1024");
                }
                o.vscale = (uint32_t)n;
            }
            else
                o.max_depth = (uint32_t)n;
        } else if (!strncmp(a, "--undef=", 8)) {
            if (!strcmp(a + 8, "track")) o.undef = INTERP_UNDEF_TRACK;
            else if (!strcmp(a + 8, "zero")) o.undef = INTERP_UNDEF_ZERO;
            else if (!strcmp(a + 8, "random")) o.undef = INTERP_UNDEF_RANDOM;
            else {
                ir_free(prog);
                return cli_usage_error("run", "--undef takes track, zero or random");
            }
        } else if (!strcmp(a, "--stats")) {
            stats = 1;
        } else if (!strcmp(a, "--inputs")) {
            inputs = 1;
        } else if (!strcmp(a, "--trace")) {
            o.trace = stderr;
        } else if (a[0] == '-' && a[1]) {
            ir_free(prog);
            return cli_usage_error("run", "unknown option '%s'", a);
        } else {
            file = a;
        }
    }
    if (!file || (args && !entry) || (inputs && entry)) {
        ir_free(prog);
        return cli_usage_error("run", !file ? "no input file" : inputs ? "--inputs and --entry exclude each other"
                                                                    : "--args needs --entry");
    }
    /* the parser's, the verifier's and the interpreter's tables take 100 KB
     * and about the module's size of malloc'd memory */
    struct stat st;
    if (stat(file, &st) == 0 && S_ISREG(st.st_mode))
        ir_heap_expect((96 << 10) + (size_t)st.st_size);
    IrDiag d;
    ir_diag_init(&d, file, NULL, 0, stderr);
    char *src = NULL;
    size_t len = 0;
    /* the phases' wall times, for --stats only: the first clock_gettime
     * maps the vDSO's pages, two page faults a plain run need not take */
    double ph0 = stats ? ex_now() : 0;
    IrModule *m = ir_parse_file(file, &d, &src, &len);
    double ph1 = stats ? ex_now() : 0;
    if (!m || ir_verify(m, &d)) {
        ir_module_free(m);
        ir_unload_file(src);
        ir_free(prog);
        return 2;
    }
    double ph2 = stats ? ex_now() : 0;
    char err[512];
    /* one run but for --inputs and --entry '*', which reset between runs */
    o.one_run = !inputs && !(entry && !strcmp(entry, "*"));
    /* vscale: at least what the entry promises (LangRef "vscale_range") */
    IrFunc *ef = entry && strcmp(entry, "*") ? ir_module_func(m, entry) : NULL;
    uint64_t vmin, vmax;
    if (!o.vscale && ef && ir_func_vscale_range(ef, &vmin, &vmax) && vmin > 1 && vmin <= 1024)
        o.vscale = (uint32_t)vmin;
    Interp *ip = interp_new(m, &o, err, sizeof err);
    double ph3 = stats ? ex_now() : 0;
    if (!ip) {
        fprintf(stderr, "%s: %s\n", file, err);
        ir_module_free(m);
        ir_unload_file(src);
        ir_free(prog);
        return 2;
    }
    InterpResult res;
    int rc;
    clock_t t0 = stats ? clock() : 0; /* a system call: only for --stats */
    if (inputs) {
        rc = run_inputs(file, src, len, m, ip, &o, &d);
        goto out;
    }
    if (entry && !strcmp(entry, "*")) {
        /* every defined function, with zero arguments: one line each */
        rc = 0;
        for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next) {
            if (f->is_decl)
                continue;
            IrType *fty = f->g.vtype;
            interp_reset(ip);
            RtVal *vals = ir_calloc(fty->nmembers + 1, sizeof *vals);
            for (uint32_t k = 0; k < fty->nmembers; k++) {
                vals[k] = interp_val_new(ip, fty->members[k]);
                for (uint32_t q = 0; q < vals[k].nleaves; q++)
                    for (uint32_t w = 0; w < vals[k].leaf[q].words; w++)
                        vals[k].leaf[q].bits[w] = vals[k].leaf[q].undef[w] = 0;
            }
            interp_call(ip, f, vals, fty->nmembers, &res);
            ir_free(vals);
            printf("@%s: ", f->g.v.name ? f->g.v.name : "?");
            IrBuf b = {0};
            switch (res.status) {
            case INTERP_RETURNED:
                interp_val_print(&b, ip, &res.ret);
                printf("%s\n", b.p ? b.p : "");
                break;
            case INTERP_UB:
                printf("UB: %s\n", res.msg);
                break;
            case INTERP_UNSUPPORTED:
                printf("%s\n", res.msg);
                break;
            case INTERP_LIMIT:
                printf("limit: %s\n", res.msg);
                break;
            case INTERP_EXITED:
                printf("exit(%d)\n", res.exit_code);
                break;
            default:
                printf("aborted: %s\n", res.msg);
                break;
            }
            ir_buf_free(&b);
        }
        fflush(stdout);
        goto out;
    } else if (entry) {
        IrFunc *f = ir_module_func(m, entry);
        if (!f) {
            fprintf(stderr, "llfuzz run: error: %s has no function @%s\n", file, entry);
            rc = 2;
            goto out;
        }
        IrType *fty = f->g.vtype;
        RtVal *vals = ir_calloc(fty->nmembers + 1, sizeof *vals);
        if (fty->nmembers && !args) {
            fprintf(stderr, "llfuzz run: error: @%s takes %u argument%s: give them with --args\n", entry,
                    fty->nmembers, fty->nmembers == 1 ? "" : "s");
            ir_free(vals);
            rc = 2;
            goto out;
        }
        if (fty->nmembers &&
            interp_parse_args(ip, fty->members, fty->nmembers, args, vals, err, sizeof err) < 0) {
            fprintf(stderr, "llfuzz run: error: %s\n", err);
            ir_free(vals);
            rc = 2;
            goto out;
        }
        interp_call(ip, f, vals, fty->nmembers, &res);
        ir_free(vals);
        if (res.status == INTERP_RETURNED) {
            IrBuf b = {0};
            interp_val_print(&b, ip, &res.ret);
            printf("%s\n", b.p ? b.p : "");
            ir_buf_free(&b);
        }
    } else {
        char **pargv = ir_calloc((size_t)nprog + 2, sizeof *pargv);
        pargv[0] = (char *)file;
        for (int k = 0; k < nprog; k++)
            pargv[k + 1] = prog[k];
        fflush(stdout);
        interp_run_main(ip, nprog + 1, pargv, &res);
        ir_free(pargv);
    }
    fflush(stdout);
    report(file, &res);
    if (stats) {
        double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
        fprintf(stderr, "llfuzz run: %llu instructions executed in %.3f s (%.1f M/s)\n",
                (unsigned long long)res.steps, secs, secs > 0 ? (double)res.steps / secs / 1e6 : 0.0);
        fprintf(stderr, "llfuzz run: wall time: parse %.1f ms, verify %.1f ms, set-up %.1f ms, run %.1f ms\n",
                (ph1 - ph0) * 1e3, (ph2 - ph1) * 1e3, (ph3 - ph2) * 1e3, (ex_now() - ph3) * 1e3);
        size_t lowered, run;
        interp_memory(ip, &lowered, &run);
#define KB(x) (((x) + 1023) >> 10)
        fprintf(stderr, "llfuzz run: memory: module %zu KB (%zu KB of text), interpreter %zu KB, run %zu KB\n",
                KB(ir_arena_used(m->arena)), KB(len), KB(lowered), KB(run));
#undef KB
        unsigned long rss, huge;
        if (process_memory(&rss, &huge))
            fprintf(stderr, "llfuzz run: memory of the process: %lu KB resident, %lu KB of it in huge pages\n",
                    rss, huge);
        uint64_t moves, coalesced;
        interp_phi_stats(ip, &moves, &coalesced);
        fprintf(stderr, "llfuzz run: phi copies on the edges: %llu, %llu of them coalesced away\n",
                (unsigned long long)moves, (unsigned long long)coalesced);
    }
    rc = status_exit(&res);
out:
#ifndef __SANITIZE_ADDRESS__
    /* The process ends with this command, and the kernel takes its memory
     * back at once: freeing it piece by piece first (the arenas' chunks
     * given back, the text unmapped: system calls) costs a short run 5 to
     * 15 us.  The sanitizer build frees, so that its leak check covers
     * these paths. */
    return rc;
#endif
    interp_free(ip);
    ir_module_free(m);
    ir_unload_file(src);
    ir_free(prog);
    return rc;
}
