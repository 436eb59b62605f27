/* gen.c -- `llfuzz gen`: generate a module with its test inputs. */
#include "cli.h"
#include "exec/exec.h"
#include "gen/gen.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static void
gen_help(void)
{
    printf("usage: llfuzz gen --seed N [options] [-o OUT.ll]\n\n"
           "Generate a well-formed module of test functions (@t0, @t1, ...) with input vectors,\n"
           "free of undefined behaviour on those inputs (each test runs in the interpreter and\n"
           "what it reports is repaired).  The inputs are comment lines\n"
           "  ; llfuzz-input: @t0(i32 7, float 1.5)\n"
           "that `llfuzz run --inputs` and the oracle read.  Same seed and options, same bytes.\n\n"
           "options:\n"
           "  --seed N            the seed (required); --seed N:M generates seeds N..M, one\n"
           "                      module each (with -o DIR: DIR/gen-<seed>.ll, the folder made\n"
           "                      when missing; else to stdout)\n"
           "  --functions M       test functions per module (default 3)\n"
           "  --size S            instructions per module, about (default 100)\n"
           "  --inputs K          input vectors per test function (default 4)\n"
           "  --target-llvm V     14, 19 or 22 (default): only what that LLVM's tools accept\n"
           "  --triple T          only what T's code generator compiles (no x86_fp80 and no\n"
           "                      va_arg off x86; no half on riscv; default x86-64)\n"
           "  --lacks LIST        leave out more (what an engine lacks): x86_fp80, va_arg,\n"
           "                      half, fp_exotic, freeze, addrspacecast, indirectbr,\n"
           "                      intrinsics (all but those lli's interpreter lowers),\n"
           "                      atomics, ptrtoaddr, interp_bugs (the constructs lli's\n"
           "                      interpreter is known to get wrong: corpus/llvm-bugs/lli-*)\n"
           "  --config FILE       weights and feature switches (see --print-config)\n"
           "  --print-config      print the default configuration and exit\n"
           "  --no-repair         skip the interpreter runs (inputs may then hit UB)\n"
           "  --stats             print modules/s, instructions and repairs to stderr\n"
           "  -o FILE             output file (default stdout); -o DIR/ writes DIR/gen-<seed>.ll\n"
           "  -h, --help          this text\n\n"
           "exit status: 0 success; 1 a generated module failed to verify (a generator bug);\n"
           "2 usage, config or I/O errors\n");
}

/* mkdir -p: the folder -o names for a range of seeds, with its parents.
 * 0, or -1 with errno set. */
static int
make_dir(const char *path)
{
    char p[4096];
    size_t n = strlen(path);
    if (n >= sizeof p) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(p, path, n + 1);
    for (size_t i = 1; i <= n; i++) {
        if (p[i] != '/' && p[i])
            continue;
        char c = p[i];
        p[i] = 0;
        if (mkdir(p, 0777) < 0 && errno != EEXIST)
            return -1;
        p[i] = c;
    }
    struct stat st;
    if (stat(path, &st) < 0)
        return -1;
    if (!S_ISDIR(st.st_mode)) {
        errno = ENOTDIR;
        return -1;
    }
    return 0;
}

int
cmd_gen(int argc, char **argv)
{
    GenOptions o;
    memset(&o, 0, sizeof o);
    GenConfig cfg;
    gen_config_default(&cfg);
    const char *out = NULL, *config = NULL;
    uint64_t seed_lo = 0, seed_hi = 0;
    int have_seed = 0, stats = 0, print_config = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            gen_help();
            return 0;
        }
        if (!strcmp(a, "--print-config")) {
            print_config = 1;
            continue;
        }
        if (!strcmp(a, "--no-repair")) {
            o.no_repair = 1;
            continue;
        }
        if (!strcmp(a, "--stats")) {
            stats = 1;
            continue;
        }
        if (!strcmp(a, "--seed") || !strcmp(a, "--functions") || !strcmp(a, "--size") ||
            !strcmp(a, "--inputs") || !strcmp(a, "--target-llvm") || !strcmp(a, "--config") ||
            !strcmp(a, "--triple") || !strcmp(a, "--lacks") || !strcmp(a, "-o")) {
            if (i + 1 == argc)
                return cli_usage_error("gen", "%s needs a value", a);
            const char *v = argv[++i];
            uint64_t n = 0;
            if (!strcmp(a, "-o")) {
                out = v;
                continue;
            }
            if (!strcmp(a, "--config")) {
                config = v;
                continue;
            }
            if (!strcmp(a, "--triple")) {
                o.triple = v;
                continue;
            }
            if (!strcmp(a, "--lacks")) {
                int64_t l = gen_lacks_parse(v);
                if (l < 0)
                    return cli_usage_error("gen", "--lacks %s: expected a list of x86_fp80, va_arg, half, "
                                                  "fp_exotic, freeze, addrspacecast, indirectbr, intrinsics, "
                                                  "atomics, ptrtoaddr, interp_bugs", v);
                o.lacks = (uint32_t)l;
                continue;
            }
            if (!strcmp(a, "--seed")) {
                const char *colon = strchr(v, ':');
                char lo[32];
                size_t ln = colon ? (size_t)(colon - v) : strlen(v);
                if (ln >= sizeof lo)
                    return cli_usage_error("gen", "bad seed '%s'", v);
                memcpy(lo, v, ln);
                lo[ln] = 0;
                if (cli_parse_u64(lo, &seed_lo, 0) || (colon && cli_parse_u64(colon + 1, &seed_hi, 0)) ||
                    (colon && seed_hi < seed_lo))
                    return cli_usage_error("gen", "bad seed '%s' (expected N or N:M with N <= M)", v);
                if (!colon)
                    seed_hi = seed_lo;
                have_seed = 1;
                continue;
            }
            if (!strcmp(a, "--functions")) {
                if (cli_parse_range("gen", a, v, 1, 64, &n))
                    return 2;
                o.nfuncs = (uint32_t)n;
            } else if (!strcmp(a, "--size")) {
                if (cli_parse_range("gen", a, v, 1, 1000000, &n))
                    return 2;
                o.size = (uint32_t)n;
            } else if (!strcmp(a, "--inputs")) {
                if (cli_parse_range("gen", a, v, 1, 256, &n))
                    return 2;
                o.ninputs = (uint32_t)n;
            } else {
                if (cli_parse_u64(v, &n, 0) || (n != 14 && n != 19 && n != 22))
                    return cli_usage_error("gen", "--target-llvm %s: must be 14, 19 or 22", v);
                o.target_llvm = (int)n;
            }
            continue;
        }
        return cli_usage_error("gen", "unknown option '%s'", a);
    }
    if (config) {
        IrDiag d;
        ir_diag_init(&d, config, NULL, 0, stderr);
        if (gen_config_load(&cfg, config, &d))
            return 2;
    }
    if (print_config) {
        IrBuf b = {0};
        gen_config_print(&b, &cfg);
        fwrite(b.p, 1, b.len, stdout);
        ir_buf_free(&b);
        return 0;
    }
    if (!have_seed)
        return cli_usage_error("gen", "--seed is required");
    o.cfg = &cfg;
    /* a range of seeds, or an -o that ends in '/', writes DIR/gen-<seed>.ll
     * files, in a folder made when missing */
    int many = seed_hi > seed_lo || (out && out[0] && out[strlen(out) - 1] == '/');
    if (many && out && make_dir(out) < 0) {
        fprintf(stderr, "llfuzz gen: error: cannot create the folder %s: %s\n", out, strerror(errno));
        return 2;
    }
    FILE *f = stdout;
    if (out && !many) {
        f = fopen(out, "w");
        if (!f) {
            fprintf(stderr, "llfuzz gen: error: cannot write %s: %s\n", out, strerror(errno));
            return 2;
        }
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint64_t insts = 0, repairs = 0, dropped = 0, runs = 0, nmod = 0, dropped_by[64] = {0};
    int rc = 0;
    IrBuf b = {0};
    for (uint64_t s = seed_lo;; s++) {
        o.seed = s;
        GenModule gm;
        char err[512];
        if (gen_module(&o, &gm, err, sizeof err)) {
            fprintf(stderr, "llfuzz gen: error: %s\n", err);
            if (gm.m) { /* the module, for the bug report */
                b.len = 0;
                gen_print(&b, &gm, &o);
                fprintf(stderr, "; the module follows\n%.*s", (int)b.len, b.p);
            }
            gen_module_free(&gm);
            rc = 1;
            if (s == seed_hi)
                break;
            continue;
        }
        if (gm.stats.problem[0])
            fprintf(stderr, "llfuzz gen: warning: seed %llu: %s\n", (unsigned long long)s, gm.stats.problem);
        b.len = 0;
        gen_print(&b, &gm, &o);
        nmod++;
        insts += gm.stats.insts;
        repairs += gm.stats.repairs;
        dropped += gm.stats.dropped;
        for (int k = 0; k < 64; k++)
            dropped_by[k] += gm.stats.dropped_by[k];
        runs += gm.stats.runs;
        if (many && out) {
            char path[4096];
            snprintf(path, sizeof path, "%s/gen-%llu.ll", out, (unsigned long long)s);
            FILE *g = fopen(path, "w");
            if (!g || fwrite(b.p, 1, b.len, g) != b.len) {
                fprintf(stderr, "llfuzz gen: error: cannot write %s: %s\n", path, strerror(errno));
                if (g)
                    fclose(g);
                gen_module_free(&gm);
                rc = 2;
                break;
            }
            fclose(g);
        } else if (fwrite(b.p, 1, b.len, f) != b.len) {
            fprintf(stderr, "llfuzz gen: error: write failed: %s\n", strerror(errno));
            gen_module_free(&gm);
            rc = 2;
            break;
        }
        gen_module_free(&gm);
        if (s == seed_hi)
            break;
    }
    ir_buf_free(&b);
    if (f != stdout && fclose(f)) {
        fprintf(stderr, "llfuzz gen: error: cannot write %s: %s\n", out, strerror(errno));
        rc = 2;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    if (stats)
        fprintf(stderr,
                "llfuzz gen: %llu modules in %.3f s (%.0f modules/s), %.1f instructions/module, "
                "%llu interpreter runs, %llu repairs, %llu inputs dropped\n",
                (unsigned long long)nmod, secs, secs > 0 ? (double)nmod / secs : 0.0,
                nmod ? (double)insts / (double)nmod : 0.0, (unsigned long long)runs,
                (unsigned long long)repairs, (unsigned long long)dropped);
    if (stats && dropped) {
        fprintf(stderr, "llfuzz gen: inputs dropped, by what the interpreter reported:\n");
        for (int k = 0; k < 64; k++)
            if (dropped_by[k])
                fprintf(stderr, "  %6llu  %s\n", (unsigned long long)dropped_by[k],
                        k < (int)interp_n_ub_rules ? interp_ub_rules[k].name
                        : k == 62 ? "a branch on a frozen value" : "limit or unsupported");
    }
    return rc;
}
