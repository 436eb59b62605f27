/* reduce.h -- the reducer: shrink a divergence to a minimal module that
 * still shows it, and name the LLVM pass to blame (`llfuzz reduce`).
 *
 * Owns: reduce/ (reduce.c: the delta-reduction driver and its passes over
 * the IR; test.c: the interestingness test; blame.c: pass blame with
 * -opt-bisect-limit; sig.c: signatures and the known-bug list).
 * Who may include it: cli/, tests/.
 *
 * A case is a module's text and a witness: the test function and the input
 * on which the engine's result diverges from the source's.  A candidate (a
 * mutation of the current case, printed and parsed back, so candidates are
 * independent) is interesting when it is well-formed, its source is free of
 * UB on the witness input, and the engine still shows the same verdict kind
 * for the same function on that input -- or, for a tool that crashed, when
 * the tool fails again with the same first error line (numbers and
 * addresses removed: red_crash_key).  Candidates run in parallel (fork) with
 * RedConfig.jobs > 1; the first interesting one in order wins, so the result
 * does not depend on the number of jobs.
 */
#ifndef LLFUZZ_REDUCE_H
#define LLFUZZ_REDUCE_H

#include "oracle/oracle.h"

#include <signal.h>

typedef struct RedConfig {
    const char *engine;     /* the engine spec the divergence was seen with */
    const char *func;       /* the test function (without @); NULL or "" for a tool failure */
    const char *input;      /* the witness arguments ("i32 5, i8 -1"); NULL for a tool failure */
    OrcVerdict kind;        /* the verdict to keep; ORC_NVERDICTS: find it (a tool failure on the module,
                               else the first divergence of func on input, or of the module's
                               `; llfuzz-input:` lines) */
    int strict_kind;        /* keep exactly kind (else any of the wrong-value family: value mismatch,
                               more poisonous, more undefined) */
    const char *crash_msg;  /* ORC_CRASH/ORC_HANG without a function: the tool's message (NULL: take it
                               from a run on the original module) */
    int jobs;               /* parallel candidates (0 = 1) */
    int no_blame;           /* skip the pass bisection */
    uint32_t max_tests;     /* budget of interestingness tests (0 = 20000) */
    double timeout;         /* each tool run, seconds (0 = 30) */
    uint64_t max_steps;     /* the source's step budget (0 = 1e6) */
    const char *name;       /* the reduced file's name in the header's commands (NULL: r.ll) */
    const volatile sig_atomic_t *stop;  /* when it becomes non-zero, no more candidates are tried
                                           (the result is the case so far; NULL: never) */
    FILE *progress;         /* a progress line (NULL: none); tty-style with \r when progress_tty */
    int progress_tty;
} RedConfig;

typedef struct RedResult {
    char *text;             /* the reduced module: header comments, the input line, the module */
    char *alive;            /* transformers: @src (the reduced function) and @tgt (the tool's output of it)
                               in one module, or NULL */
    char *engine;           /* the engine the reduced case shows the divergence with (the blamed pass alone
                               when it reproduces, else the original engine) */
    char *blamed_pass;      /* opt engines: the pass the bisection blamed (pipeline name), or NULL */
    int pass_alone;         /* the blamed pass alone reproduces the divergence */
    int full_engine;        /* the reduced case also shows it with the original engine (1/0; -1 not tried) */
    OrcVerdict verdict;
    char *input, *expected, *actual;
    char *signature;
    uint32_t insts_before, insts_after;
    uint32_t tests;         /* interestingness tests run */
    double seconds;
} RedResult;

/* Reduce the case.  Returns 0 (reduced; r filled), 1 when the original does
 * not show the divergence (not reproducible: r->expected/actual say what it
 * showed), -1 on an error (err).  Free r with red_result_free. */
int red_reduce(const RedConfig *c, const char *text, size_t len, RedResult *r, char *err, size_t errlen);
void red_result_free(RedResult *r);

/* Number of instructions in the defined functions of a module's text, or -1
 * when it does not parse. */
int red_count_insts(const char *text, size_t len);

/* ---- signatures (sig.c): the store's dedup key, one row per bug.
 *
 * A tool failure (crash, failed verification; no function):
 *   TOOL-VERSION|crash|KEY          ("opt-22|crash|LLVM ERROR: Cannot select: setcc")
 * the same before and after reduction (KEY: red_crash_key).  A hang of the
 * tool is TOOL-VERSION|hang.  A divergence of a function:
 *   TOOL-VERSION|FAMILY|unreduced|SHAPE    before reduction (the test function's shape)
 *   TOOL-VERSION|FAMILY|PASS|SHAPE         after (the reduced module's shape; PASS the
 *                                          blamed pass, "-" when none was blamed)
 * TOOL-VERSION is the engine's tool and LLVM version ("opt-22", "llc-22"),
 * not its arguments (-O2 and -O3 finding one bug is one bug).  FAMILY
 * (red_family) groups verdicts one root cause shows as it shrinks: "wrong
 * value" (value mismatch, more poisonous, more undefined), "memory
 * mismatch", "trace mismatch", "target UB", "hang", "crash" (the function
 * is missing from the output).  SHAPE is the sorted multiset of instruction
 * classes, a class followed by *N when it occurs N > 1 times
 * ("add*2,and|or|xor,icmp,ret"): the opcode, except that and, or and xor
 * are one class "and|or|xor" and a call of an intrinsic is the intrinsic's
 * name without overload suffixes ("llvm.umax"). */

/* The key of a tool's failure message: the line that names the bug (an
 * assertion with its file, an UNREACHABLE with its file and message, "LLVM
 * ERROR: Cannot select: KIND" with the node kind only, another "LLVM
 * ERROR:", an "error:" line), or for a signal without one the first three
 * LLVM frames of the stack dump ("signal 11 in llvm::A::f < llvm::B::g <
 * llvm::C::h": no signal handling, libc or unnamed frames); never LLVM's
 * generic lines (PLEASE submit a bug report, Stack dump:, Program
 * arguments:).  Numbers, addresses, value names, paths and constants are
 * taken out, so the same failure matches across modules.  Malloc'd. */
char *red_crash_key(const char *msg);
/* The signature of a reduced case: module_text is the reduced module, func
 * its test function (NULL or "" for a tool failure, whose crash_msg is
 * keyed), pass the blamed pass or NULL.  Malloc'd. */
char *red_signature(const char *engine, OrcVerdict kind, const char *pass, const char *module_text,
                    const char *func, const char *crash_msg);
/* The signature of an unreduced finding (a campaign's): module_text the
 * whole module, only func's instructions count.  Malloc'd. */
char *red_signature_unreduced(const char *engine, OrcVerdict kind, const char *module_text, const char *func,
                              const char *crash_msg);
/* The verdict's family in signatures ("wrong value", "memory mismatch", ...). */
const char *red_family(OrcVerdict kind);

/* Known bugs: a file of signatures, one a line; `#` starts a comment (at
 * the start of a line or after a blank), blank lines are ignored.  NULL with err on an I/O error. */
typedef struct RedKnown RedKnown;
RedKnown *red_known_load(const char *path, char *err, size_t errlen);
int red_known_has(const RedKnown *k, const char *signature);
void red_known_free(RedKnown *k);

/* Verdict kind by name ("value mismatch"), or -1. */
int red_verdict_from_name(const char *name);

#endif
