/* campaign.c -- `llfuzz campaign`: its options, and the campaign library
 * (campaign/campaign.c) runs it. */
#include "cli.h"
#include "campaign/campaign.h"
#include "reduce/reduce.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void
campaign_help(void)
{
    printf("usage: llfuzz campaign [options]\n\n"
           "Fuzz LLVM: generate modules (llfuzz gen), run them through the engines, check\n"
           "every test function of every module on its inputs against the reference\n"
           "interpreter (llfuzz check's oracle) and store each divergence in a SQLite\n"
           "database (see the README, \"The database\"; `llfuzz db list --db F` shows them).\n"
           "Rerunning with the same --db and parameters continues the campaign (batches a\n"
           "killed or stopped run left undone first); several processes with the same\n"
           "parameters on one --db at once share it: no seed runs twice.  SIGINT or SIGTERM\n"
           "stops it after the batches in flight; a second signal requeues them.\n\n"
           "options:\n"
           "  --engine E        an engine (repeatable; `llfuzz engines` lists them): a\n"
           "                    transformer (opt-V:ARGS) or a compiler (llc-V:ARGS,\n"
           "                    clang-V:ARGS) or an executor (lli-V[:ARGS]); default\n"
           "                    opt-22:-O2 and llc-22:-O2\n"
           "  -j N              worker processes, 1..256 (default: the number of CPUs)\n"
           "  --time S          stop after S seconds\n"
           "  --count N         stop after N modules (without --time or --count: until ^C)\n"
           "  --db F            the store (default llfuzz.db)\n"
           "  --seed S          the first generator seed (default 1)\n"
           "  --shard K/N       run the K-th of N disjoint parts of the seed space (K in 1..N)\n"
           "  --batch B         modules per batch, one tool run each, 1..10000 (default 100)\n"
           "  --inputs N        input vectors per test function, 1..256 (default 8)\n"
           "  --functions M     test functions per module, 1..64 (default 3)\n"
           "  --size S          instructions per module, about (default 100)\n"
           "  --config FILE     generator weights (llfuzz gen --print-config)\n"
           "  --target-llvm V   generate for LLVM V's syntax (14, 19, 22; default: the\n"
           "                    oldest LLVM among the engines)\n"
           "  --timeout S       time limit of each tool run, 1..86400 (default 60)\n"
           "  --reduce          reduce each new divergence as it is found (llfuzz reduce),\n"
           "                    so that the same bug found twice is one row\n"
           "  --known FILE      signatures of known bugs (one a line): stored as `known`\n"
           "  -q                no progress line\n"
           "  -h, --help        this text\n\n"
           "exit status: 0 (divergences are in the store), 2 usage or setup errors\n");
}

/* An option error (its message printed): what the parse allocated goes. */
static int
opts_fail(CampConfig *c)
{
    free(c->specs);
    red_known_free(c->known);
    return 2;
}

int
cmd_campaign(int argc, char **argv)
{
    CampConfig c;
    memset(&c, 0, sizeof c);
    c.dbpath = "llfuzz.db";
    uint64_t jobs = (uint64_t)sysconf(_SC_NPROCESSORS_ONLN), tlimit = 0, count = 0, seed = 1, ninputs = 8;
    uint64_t nfuncs = 0, size = 0, target = 0, timeout = 60, batch = 40, shard_k = 0, shard_n = 0;
    const char *config = NULL;
    int quiet = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            campaign_help();
            free(c.specs);
            return 0;
        }
        if (!strcmp(a, "-q") || !strcmp(a, "--reduce")) {
            *(a[1] == 'q' ? &quiet : &c.reduce) = 1;
            continue;
        }
        if (!strncmp(a, "-j", 2) && a[2]) { /* -jN, as make takes it */
            if (cli_parse_range("campaign", "-j", a + 2, 1, 256, &jobs))
                return opts_fail(&c);
            continue;
        }
        if (a[0] != '-') {
            cli_usage_error("campaign", "unexpected argument '%s'", a);
            return opts_fail(&c);
        }
        /* the options with a number: their limits */
        static const struct {
            const char *name;
            uint64_t lo, hi;
        } nums[] = {
            {"-j", 1, 256}, {"--time", 0, UINT64_MAX}, {"--count", 0, UINT64_MAX},
            {"--seed", 0, UINT64_MAX}, {"--inputs", 1, 256}, {"--functions", 1, 64},
            {"--size", 1, 1000000}, {"--target-llvm", 14, 22 /* 14, 19 or 22 */}, {"--timeout", 1, 86400},
            {"--batch", 1, 10000},
        };
        uint64_t *dst[] = {&jobs, &tlimit, &count, &seed, &ninputs, &nfuncs, &size, &target, &timeout, &batch};
        int num = -1;
        for (int k = 0; k < (int)(sizeof nums / sizeof nums[0]); k++)
            if (!strcmp(a, nums[k].name))
                num = k;
        int known = num >= 0 || !strcmp(a, "--engine") || !strcmp(a, "--db") || !strcmp(a, "--config") ||
                    !strcmp(a, "--known") || !strcmp(a, "--shard");
        if (!known) {
            cli_usage_error("campaign", "unknown option '%s'", a);
            return opts_fail(&c);
        }
        if (i + 1 >= argc) {
            cli_usage_error("campaign", "%s needs a value", a);
            return opts_fail(&c);
        }
        const char *v = argv[++i];
        if (num >= 0 && dst[num] == &target) {
            if (cli_parse_u64(v, &target, 0) || (target != 14 && target != 19 && target != 22)) {
                cli_usage_error("campaign", "--target-llvm %s: must be 14, 19 or 22", v);
                return opts_fail(&c);
            }
        } else if (num >= 0) {
            if (cli_parse_range("campaign", a, v, nums[num].lo, nums[num].hi, dst[num]))
                return opts_fail(&c);
        } else if (!strcmp(a, "--engine")) {
            c.specs = realloc(c.specs, (size_t)(c.nspecs + 1) * sizeof *c.specs);
            c.specs[c.nspecs++] = (char *)v;
        } else if (!strcmp(a, "--db")) {
            c.dbpath = v;
        } else if (!strcmp(a, "--config")) {
            config = v;
        } else if (!strcmp(a, "--known")) {
            char kerr[512];
            red_known_free(c.known);
            if (!(c.known = red_known_load(v, kerr, sizeof kerr))) {
                free(c.specs);
                fprintf(stderr, "llfuzz campaign: error: %s\n", kerr);
                return 2;
            }
        } else {
            char *end;
            shard_k = strtoull(v, &end, 10);
            if (*end == '/')
                shard_n = strtoull(end + 1, &end, 10);
            if (*end || !shard_n || !shard_k || shard_k > shard_n || shard_n > 1000000) {
                cli_usage_error("campaign", "--shard %s: must be K/N with 1 <= K <= N <= 1000000", v);
                return opts_fail(&c);
            }
        }
    }
    c.jobs = jobs;
    c.tlimit = tlimit;
    c.count = count;
    c.seed = seed;
    c.ninputs = ninputs;
    c.nfuncs = nfuncs;
    c.size = size;
    c.target = target;
    c.timeout = timeout;
    c.batch = batch;
    c.shard_k = shard_k;
    c.shard_n = shard_n;
    c.config = config;
    c.quiet = quiet;
    int rc = camp_run(&c);
    free(c.specs);
    red_known_free(c.known);
    return rc;
}
