/* main.c -- the table of contents of llfuzz: every subcommand, in the order
 * of the data flow. */
#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define LLFUZZ_VERSION "0.1.0"

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} Command;

static const Command commands[] = {
    {"verify", cmd_verify, "parse and verify .ll files; errors as file:line:col"},
    {"print", cmd_print, "parse, verify and print a module in canonical syntax"},
    {"run", cmd_run, "interpret a module (like lli), undefined behaviour reported precisely"},
    {"gen", cmd_gen, "generate a module of test functions with inputs, free of UB"},
    {"engines", cmd_engines, "list the engines (interpreter, LLVM tools, cross targets) on this machine"},
    {"check", cmd_check, "check that target functions refine their sources (@src/@tgt pairs)"},
    {"replay", cmd_replay, "replay corpus cases on their engines: known LLVM bugs, fixed false alarms"},
    {"campaign", cmd_campaign, "fuzz: generate, run the engines, check, store divergences (SQLite)"},
    {"reduce", cmd_reduce, "shrink a divergence to a minimal module, blame the LLVM pass"},
    {"db", cmd_db, "list, show, export and merge the divergences a campaign stored (SQLite)"},
    {"report", cmd_report, "a store's report (HTML, Markdown, JSON, text), or one bug as an LLVM issue"},
};

static void
usage(FILE *f)
{
    fprintf(f, "llfuzz %s -- differential testing and semantic checking for LLVM IR\n\n"
               "usage: llfuzz <command> [options] [files]\n\ncommands:\n", LLFUZZ_VERSION);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\n'llfuzz <command> --help' describes a command's options.\n");
}

int
cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "llfuzz %s: error: ", cmd);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n(see 'llfuzz %s --help')\n", cmd);
    return 2;
}

int
cli_parse_range(const char *cmd, const char *opt, const char *v, uint64_t lo, uint64_t hi, uint64_t *out)
{
    uint64_t n;
    if (!cli_parse_u64(v, &n, 0) && n >= lo && n <= hi) {
        *out = n;
        return 0;
    }
    if (hi != UINT64_MAX)
        return cli_usage_error(cmd, "%s %s: must be %llu..%llu", opt, v, (unsigned long long)lo,
                               (unsigned long long)hi);
    if (lo)
        return cli_usage_error(cmd, "%s %s: must be a number, at least %llu", opt, v, (unsigned long long)lo);
    return cli_usage_error(cmd, "%s %s: must be a number", opt, v);
}

int
cli_parse_u64(const char *s, uint64_t *out, int suffixes)
{
    char *end;
    if (!isdigit((unsigned char)s[0]))
        return -1;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || end == s)
        return -1;
    if (suffixes) {
        switch (*end) {
        case 'k': case 'K': v <<= 10; end++; break;
        case 'm': case 'M': v <<= 20; end++; break;
        case 'g': case 'G': v <<= 30; end++; break;
        default: break;
        }
    }
    if (*end)
        return -1;
    *out = v;
    return 0;
}

int
cli_is_help(const char *arg)
{
    return !strcmp(arg, "-h") || !strcmp(arg, "--help") || !strcmp(arg, "-help");
}

/* startup/entry.c's entry point, linked in only with the start-up tricks
 * (make STARTUP=1): --version says so, for their golden tests (REQUIRES:
 * startup). */
extern void llfuzz_entry(void) __attribute__((weak));

int
main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (cli_is_help(argv[1])) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version")) {
#ifdef __SANITIZE_ADDRESS__
        printf("llfuzz %s (sanitizers: address, undefined)\n", LLFUZZ_VERSION);
#else
        printf("llfuzz %s%s\n", LLFUZZ_VERSION, llfuzz_entry ? " (start-up: entry, linker scripts)" : "");
#endif
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name))
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "llfuzz: error: unknown command '%s'\n\n", argv[1]);
    usage(stderr);
    return 2;
}
