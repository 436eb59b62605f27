/* engines.c -- `llfuzz engines`: the engines this machine can run. */
#include "cli.h"
#include "exec/exec.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void
engines_help(void)
{
    printf("usage: llfuzz engines\n\n"
           "List the engines llfuzz can use on this machine: the reference interpreter,\n"
           "and opt, llc, clang and lli of every LLVM version installed (the -22, -19\n"
           "and -14 tools, and the unversioned ones, which are LLVM 14 on Debian 12),\n"
           "with the cross targets whose C compiler and qemu-user are installed, LLVM's\n"
           "interpreter (lli-V:-force-interpreter) and llubi (LLVM 23 and later).\n"
           "An engine spec is TOOL[-VERSION][:ARGS], e.g. opt-22:-O2,\n"
           "opt-19:-passes=instcombine, llc-22:-O0 -global-isel, clang-22:-O2, lli-22,\n"
           "lli-22:-force-interpreter, llubi-23, llc-22:-mtriple=aarch64-linux-gnu -O2.\n\n"
           "exit status: 0\n");
}

/* Is prog an executable in PATH? */
static int
in_path(const char *prog)
{
    char buf[4096];
    return ex_which(prog, buf, sizeof buf);
}

int
cmd_engines(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            engines_help();
            return 0;
        }
        return cli_usage_error("engines", "unexpected argument '%s'", argv[i]);
    }
    printf("%-40s %-12s %-8s %s\n", "ENGINE", "ROLE", "LLVM", "TOOL");
    printf("%-40s %-12s %-8s %s\n", "interp", "reference", "-", "llfuzz's interpreter");
    static const char *const tools[] = {"opt", "llc", "clang", "lli"};
    static const char *const example[] = {":-O2", ":-O2", ":-O2", ""};
    static const char *const versions[] = {"22", "19", "14", ""};
    int seen14[4] = {0};
    for (unsigned v = 0; v < sizeof versions / sizeof versions[0]; v++) {
        for (unsigned t = 0; t < 4; t++) {
            char spec[64], err[512];
            snprintf(spec, sizeof spec, "%s%s%s%s", tools[t], *versions[v] ? "-" : "", versions[v], example[t]);
            ExEngine e;
            if (ex_engine_parse(spec, &e, err, sizeof err) < 0)
                continue;
            if (!in_path(e.tool) || ex_engine_probe(&e, err, sizeof err) < 0) {
                ex_engine_free(&e);
                continue;
            }
            /* the unversioned tool is the same as a versioned one listed already */
            if (!*versions[v] && e.version == 14 && seen14[t]) {
                ex_engine_free(&e);
                continue;
            }
            if (e.version == 14)
                seen14[t] = 1;
            char ver[16];
            snprintf(ver, sizeof ver, "%d", e.version);
            printf("%-40s %-12s %-8s %s\n", spec, ex_engine_role(e.kind), ver, e.tool);
            if (e.kind == EX_ENG_LLI && e.version >= 15) {
                /* LLVM's own interpreter: the same lli with -force-interpreter
                 * (LLVM 14's lli takes no opaque pointers, so no engine) */
                char is[80];
                snprintf(is, sizeof is, "%s:-force-interpreter", e.tool);
                printf("%-40s %-12s %-8s %s (LLVM's interpreter)\n", is, "executor", ver, e.tool);
            }
            if (e.kind == EX_ENG_LLC) {
                static const char *const cross[][3] = {{"aarch64-linux-gnu", "aarch64-linux-gnu-gcc", "qemu-aarch64"},
                                                       {"riscv64-linux-gnu", "riscv64-linux-gnu-gcc", "qemu-riscv64"}};
                for (int c = 0; c < 2; c++) {
                    if (!in_path(cross[c][1]) || !in_path(cross[c][2]))
                        continue;
                    char cs[128];
                    snprintf(cs, sizeof cs, "%s:-mtriple=%s -O2", e.tool, cross[c][0]);
                    printf("%-40s %-12s %-8s %s + %s under %s\n", cs, "compiler", ver, e.tool, cross[c][1], cross[c][2]);
                }
            }
            ex_engine_free(&e);
        }
    }
    /* llubi, LLVM's UB-aware interpreter: LLVM 23 and later */
    for (int v = 23; v <= 40; v++) {
        char spec[32], err[512];
        snprintf(spec, sizeof spec, "llubi-%d", v);
        ExEngine e;
        if (ex_engine_parse(spec, &e, err, sizeof err) < 0)
            continue;
        if (in_path(e.tool) && ex_engine_probe(&e, err, sizeof err) == 0) {
            char ver[16];
            snprintf(ver, sizeof ver, "%d", e.version);
            printf("%-40s %-12s %-8s %s (LLVM's UB-aware interpreter)\n", spec, "executor", ver, e.tool);
        }
        ex_engine_free(&e);
    }
    return 0;
}
