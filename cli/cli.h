/* cli.h -- the llfuzz command line: one function per subcommand, and the
 * small helpers they share (option parsing, usage errors).
 *
 * Owns: cli/.  Who may include it: the files of cli/ only.
 *
 * Exit codes (all subcommands): 0 success / nothing found, 1 the input is
 * bad or a divergence was found, 2 usage or I/O errors and `unsupported`. */
#ifndef LLFUZZ_CLI_H
#define LLFUZZ_CLI_H

#include "ir/ir.h"

#include <stdio.h>

int cmd_verify(int argc, char **argv);
int cmd_print(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_engines(int argc, char **argv);
int cmd_campaign(int argc, char **argv);
int cmd_db(int argc, char **argv);
int cmd_reduce(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_report(int argc, char **argv);

/* One `llfuzz check` of a file (cli/check.c), what `check` does once its
 * options are read; replay runs it in-process for each case and engine. */
typedef struct CheckJob {
    const char *file;       /* SRC.ll */
    const char *tgt_file;   /* TGT.ll, or NULL */
    const char *engine;     /* --engine, or NULL: @src/@tgt pairs */
    const char *only;       /* --func */
    const char *save;       /* --save-target */
    uint64_t ninputs, seed, max_steps;
    int target_llvm;
    int verbose;
    FILE *out, *err;        /* what check prints, its error messages */
    char verdict[16];       /* out: the first counterexample's kind as corpus cases
                               name it (ir_case_verdicts: "value", "poison", "crash",
                               ...; "crash"/"hang" also when the engine's tool crashed
                               or hung on the module), "" none */
    char tool_msg[4096];    /* out: what the tool said when it crashed or hung (its
                               stack dump's frames too), "" otherwise */
} CheckJob;
/* check's exit status: 0 no counterexample, 1 a counterexample, 2 errors
 * and unsupported, 3 nothing checked */
int check_run(CheckJob *j);

/* `db export` (cli/export.c): reduced divergence id of the store as a
 * corpus case in dir (its path on stdout).  0, 1 no such divergence or not
 * reduced, 2 errors; messages say "llfuzz CMD: error: ...". */
int cli_export_case(const char *cmd, const char *dbpath, uint64_t id, const char *dir);

/* "llfuzz <cmd>: error: ..." on stderr; returns 2 */
int cli_usage_error(const char *cmd, const char *fmt, ...) IR_PRINTF(2, 3);
/* A decimal number without sign; with `suffixes`, K, M or G multiply by
 * 2^10, 2^20, 2^30.  0, or -1 when s is not such a number. */
int cli_parse_u64(const char *s, uint64_t *out, int suffixes);
/* The value v of option opt, a number in lo..hi (hi UINT64_MAX: no upper
 * limit): 0 with *out set, else the usage error "OPT V: must be LO..HI"
 * (its status, 2). */
int cli_parse_range(const char *cmd, const char *opt, const char *v, uint64_t lo, uint64_t hi, uint64_t *out);
/* Is argv[i] one of -h/--help? */
int cli_is_help(const char *arg);

#endif
