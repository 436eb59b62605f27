/* verify.c -- `llfuzz verify` and `llfuzz print`: the front end alone. */
#include "cli.h"

#include <errno.h>
#include <string.h>

static void
verify_help(void)
{
    printf("usage: llfuzz verify [options] FILE.ll...\n\n"
           "Parse and verify each file ('-' reads standard input).  Errors are printed as\n"
           "file:line:col: error: message, with the source line and a caret.\n\n"
           "options:\n"
           "  -q, --quiet     print nothing, only set the exit status\n"
           "  -h, --help      this text\n\n"
           "exit status: 0 all files are well-formed, 1 a file is not, 2 usage or I/O error\n"
           "or an unsupported construct\n");
}

/* Parse and verify one file; 0 ok, 1 invalid, 2 unsupported / I/O. */
static int
check_file(const char *path, int quiet, IrModule **out)
{
    IrDiag d;
    ir_diag_init(&d, path, NULL, 0, quiet ? NULL : stderr);
    char *src = NULL;
    size_t len = 0;
    IrModule *m = ir_parse_file(path, &d, &src, &len);
    int rc = 0;
    if (!m) {
        rc = d.unsupported || d.first_loc.line == 0 ? 2 : 1;
    } else if (ir_verify(m, &d)) {
        rc = d.unsupported ? 2 : 1;
    }
    if (rc || !out) {
        ir_module_free(m);
        m = NULL;
    }
    ir_unload_file(src);
    if (out)
        *out = m;
    return rc;
}

int
cmd_verify(int argc, char **argv)
{
    int quiet = 0, nfiles = 0, worst = 0;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            verify_help();
            return 0;
        }
        if (!strcmp(argv[i], "-q") || !strcmp(argv[i], "--quiet"))
            quiet = 1;
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage_error("verify", "unknown option '%s'", argv[i]);
    }
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] == '-' && argv[i][1])
            continue;
        nfiles++;
        int rc = check_file(argv[i], quiet, NULL);
        if (rc > worst)
            worst = rc;
    }
    if (!nfiles)
        return cli_usage_error("verify", "no input files");
    return worst;
}

static void
print_help(void)
{
    printf("usage: llfuzz print [options] FILE.ll\n\n"
           "Parse and verify FILE.ll ('-' reads standard input) and print it in the\n"
           "canonical current syntax (what llvm-as-22 accepts): typed pointers become\n"
           "`ptr`, old attribute spellings their current forms.\n\n"
           "options:\n"
           "  -o FILE            write to FILE instead of standard output\n"
           "  --disable-verify   print even if the verifier rejects the module\n"
           "  -h, --help         this text\n\n"
           "exit status: 0 printed, 1 the input is not well-formed, 2 usage or I/O error\n");
}

int
cmd_print(int argc, char **argv)
{
    const char *out = NULL, *in = NULL;
    int noverify = 0;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            print_help();
            return 0;
        }
        if (!strcmp(argv[i], "-o")) {
            if (++i == argc)
                return cli_usage_error("print", "-o needs a file name");
            out = argv[i];
        } else if (!strcmp(argv[i], "--disable-verify")) {
            noverify = 1;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return cli_usage_error("print", "unknown option '%s'", argv[i]);
        } else if (in) {
            return cli_usage_error("print", "more than one input file");
        } else {
            in = argv[i];
        }
    }
    if (!in)
        return cli_usage_error("print", "no input file");
    IrDiag d;
    ir_diag_init(&d, in, NULL, 0, stderr);
    char *src = NULL;
    size_t len = 0;
    IrModule *m = ir_parse_file(in, &d, &src, &len);
    if (!m) {
        ir_unload_file(src);
        return d.unsupported || d.first_loc.line == 0 ? 2 : 1;
    }
    if (!noverify && ir_verify(m, &d)) {
        ir_module_free(m);
        ir_unload_file(src);
        return d.unsupported ? 2 : 1;
    }
    FILE *f = out ? fopen(out, "w") : stdout;
    if (!f) {
        fprintf(stderr, "llfuzz print: error: cannot open '%s': %s\n", out, strerror(errno));
        ir_module_free(m);
        ir_unload_file(src);
        return 2;
    }
    int rc = ir_write_module(f, m);
    if (out && fclose(f))
        rc = -1;
    else if (!out && fflush(f))
        rc = -1;
    ir_module_free(m);
    ir_unload_file(src);
    if (rc) {
        fprintf(stderr, "llfuzz print: error: write failed\n");
        return 2;
    }
    return 0;
}
