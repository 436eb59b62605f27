/* campaign.c -- a campaign: batches (campaign/batch.c) in worker processes,
 * with a progress line, until a time or module count is reached or a
 * signal, every batch's results stored in one transaction with its lease.
 *
 * The parent hands out batches to the workers over pipes; each worker takes
 * the batch's lease of seeds from the store (leases: README, "The
 * database"), runs it, stores what it found and the batch's statistics and
 * marks the lease done in one transaction, then says so (and how many
 * test-function executions it planned, made and skipped).  SIGINT and
 * SIGTERM stop handing out batches; a second signal kills the workers and
 * requeues their batches. */
#include "campaign/campaign.h"
#include "reduce/reduce.h"
#include "store/store.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t stop_requested;
static struct timespec first_stop;

/* SIGINT, SIGTERM: the first stops the campaign, a second one (the user
 * insists) kills the workers.  A signal within 0.2 s of the first is the
 * same request delivered twice: timeout(1) signals the process and then
 * its process group. */
static void
on_signal(int sig)
{
    (void)sig;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long long ns = (now.tv_sec - first_stop.tv_sec) * 1000000000LL + (now.tv_nsec - first_stop.tv_nsec);
    if (stop_requested && ns < 200000000LL)
        return;
    if (!stop_requested)
        first_stop = now;
    stop_requested++;
}

typedef struct Worker {
    pid_t pid;
    int to, from;           /* pipes: batches out, results in */
    int busy;
    int failed;             /* it said "error" and ends: no more batches */
    uint64_t batch;         /* the first seed of the batch it runs */
    char buf[512];
    size_t len;
} Worker;

typedef struct Campaign {
    CampBatchConfig bc;
    const char *dbpath;
    int64_t id;
    uint32_t batch;
    char **specs;
    int nspecs;
    int reduce;             /* --reduce */
    RedKnown *known;        /* --known */
    char owner[DB_OWNER_SIZE];  /* the name of this campaign process: its leases */
} Campaign;

/* Before reduction (reduce/sig.c): a tool failure's key (its error line or
 * its stack dump's first LLVM frames), else the verdict's family and the
 * test function's opcodes; --reduce replaces it by the reduced case's. */
static char *
signature(const ExEngine *e, const CampFinding *f)
{
    return red_signature_unreduced(e->spec, f->verdict, f->module, f->function, f->actual);
}

/* --reduce: a new divergence, reduced; its row takes the reduced case's
 * signature (merged into the row that has it already). */
static void
reduce_new(Campaign *c, Db *db, int64_t did, const CampFinding *f)
{
    RedConfig rc;
    memset(&rc, 0, sizeof rc);
    rc.engine = c->bc.engines[f->engine].spec;
    rc.func = f->function;
    rc.input = f->input;
    rc.kind = f->verdict;
    rc.crash_msg = f->actual;
    rc.jobs = 1;
    rc.timeout = c->bc.limits.timeout;
    RedResult r;
    char err[512];
    int red = red_reduce(&rc, f->module, strlen(f->module), &r, err, sizeof err);
    if (red == 1 && rc.func && *rc.func && orc_is_divergence(r.verdict) && r.verdict != rc.kind) {
        /* as llfuzz reduce does: the function diverges on the input in
         * another way now (the reducer's run differs from the batch's);
         * reduce what it shows */
        rc.kind = r.verdict;
        red_result_free(&r);
        red = red_reduce(&rc, f->module, strlen(f->module), &r, err, sizeof err);
    }
    if (red == 0) {
        /* the reduced case's signature, its module and its blamed pass go
         * to the row that keeps the signature (as llfuzz reduce --db) */
        int64_t into = did;
        if (db_divergence_resign(db, did, r.signature, &into) == 0)
            db_divergence_update(db, into, red_known_has(c->known, r.signature) ? "known" : "reduced", r.text,
                                 r.blamed_pass);
    }
    red_result_free(&r);
}

/* A worker: batches come as "SEED\n", results go back as one line each. */
static int worker_main(Campaign *c, int in, int out);

/* Start worker k (its pipes and process); the others' descriptors are
 * closed in the child.  -1 when it cannot be made. */
static int
spawn_worker(Campaign *c, Db *db, Worker *w, uint32_t nw, uint32_t k)
{
    int a[2], b[2];
    if (pipe(a) < 0)
        return -1;
    if (pipe(b) < 0) {
        close(a[0]);
        close(a[1]);
        return -1;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(a[0]);
        close(a[1]);
        close(b[0]);
        close(b[1]);
        return -1;
    }
    if (pid == 0) {
        close(a[1]);
        close(b[0]);
        for (uint32_t q = 0; q < nw; q++)
            if (q != k && w[q].pid > 0) {
                close(w[q].to);
                close(w[q].from);
            }
        db_close(db);
        _exit(worker_main(c, a[0], b[1]));
    }
    close(a[0]);
    close(b[1]);
    w[k] = (Worker){.pid = pid, .to = a[1], .from = b[0]};
    return 0;
}

static int
worker_main(Campaign *c, int in, int out)
{
    /* ^C and SIGTERM reach the whole process group (a terminal, timeout(1),
     * systemd); the parent decides: the batch in flight is finished, or
     * the worker is killed and its batch requeued */
    signal(SIGINT, SIG_IGN);
    signal(SIGTERM, SIG_IGN);
    /* every batch builds and frees about the same memory: keep it */
    ir_mem_keep((size_t)256 << 20);
    char err[DB_ERR_SIZE];
    Db *db = db_open(c->dbpath, 0, err);
    if (!db) {
        dprintf(out, "error %s\n", err);
        return 2;
    }
    FILE *fin = fdopen(in, "r");
    char line[128];
    int rc = 0;
    while (fin && fgets(line, sizeof line, fin)) {
        uint64_t seed0 = strtoull(line, NULL, 10);
        CampBatch b;
        camp_run_batch(&c->bc, seed0, c->batch, &b);
        uint32_t nnew = 0;
        int64_t *newids = calloc(b.nfindings + 1, sizeof *newids);
        double t0 = ex_now();
        int ok = db_begin(db) == 0;
        for (uint32_t i = 0; ok && i < b.nfindings; i++) {
            CampFinding *f = &b.findings[i];
            int64_t tid, did;
            int isnew = 0;
            ok = db_testcase_put(db, f->module, f->seed, "gen", &tid, NULL) == 0;
            char *sig = signature(&c->bc.engines[f->engine], f);
            DbDivergence d = {0};
            d.campaign_id = c->id;
            d.testcase_id = tid;
            d.engine = c->bc.engines[f->engine].spec;
            d.kind = orc_verdict_names[f->verdict];
            d.function = f->function;
            d.input = f->input;
            d.expected = f->expected;
            d.actual = f->actual;
            d.signature = sig;
            if (red_known_has(c->known, sig))
                d.status = "known";
            ok = ok && db_divergence_put(db, &d, &did, &isnew) == 0;
            nnew += (uint32_t)isnew;
            newids[i] = isnew && !d.status ? did : 0;
            free(sig);
        }
        DbStats st = {0};
        st.campaign_id = c->id;
        st.interval_s = b.time_total;
        st.modules = b.modules;
        st.functions = b.functions;
        st.executions = b.executions;
        st.divergences = b.nfindings;
        st.time_tools_s = b.time_tools;
        st.time_llfuzz_s = b.time_total - b.time_tools;
        st.planned = b.planned;
        st.done = b.done;
        for (int k = 0; k < CAMP_SKIP_N && k < 4; k++)
            st.skipped[k] = b.skipped[k];
        ok = ok && db_stats_put(db, &st) == 0;
        for (uint32_t k = 0; ok && k < b.coverage.n; k++)
            ok = db_coverage_add(db, c->id, b.coverage.v[k].kind, b.coverage.v[k].name, b.coverage.v[k].n) == 0;
        /* the batch's lease is done with its results, or neither is */
        int lost = 0;
        if (ok) {
            int lr = db_lease_done(db, c->id, c->owner, seed0, 0);
            ok = lr >= 0;
            lost = lr == 1;
        }
        if (ok && lost) {
            db_rollback(db);
            camp_batch_free(&b);
            free(newids);
            dprintf(out, "lost %llu\n", (unsigned long long)seed0);
            continue;
        }
        ok = ok && db_commit(db) == 0;
        if (!ok) {
            dprintf(out, "error %s\n", db_errmsg(db));
            db_rollback(db);
            rc = 2;
            camp_batch_free(&b);
            free(newids);
            break;
        }
        double tdb = ex_now() - t0;
        for (uint32_t i = 0; c->reduce && i < b.nfindings; i++)
            if (newids[i] && b.findings[i].verdict != ORC_HANG) /* each test of a hang takes its timeout */
                reduce_new(c, db, newids[i], &b.findings[i]);
        free(newids);
        for (int k = 0; k < CAMP_SKIP_N; k++)
            if (b.skip_msg[k][0]) {
                for (char *q = b.skip_msg[k]; *q; q++)
                    if (*q == '\n')
                        *q = '|';
                dprintf(out, "skip %d %s\n", k, b.skip_msg[k]);
            }
        dprintf(out, "plan %llu %llu %llu %llu %llu %llu\n", (unsigned long long)b.planned,
                (unsigned long long)b.done, (unsigned long long)b.skipped[0], (unsigned long long)b.skipped[1],
                (unsigned long long)b.skipped[2], (unsigned long long)b.skipped[3]);
        dprintf(out, "done %llu %u %u %llu %u %u %.6f %.6f %llu %llu%s%s\n", (unsigned long long)seed0, b.modules,
                b.functions, (unsigned long long)b.executions, b.nfindings, nnew, b.time_tools,
                b.time_total + tdb, (unsigned long long)b.inconclusive, (unsigned long long)b.unsupported,
                b.error[0] ? " | " : "", b.error);
        camp_batch_free(&b);
    }
    if (fin)
        fclose(fin);
    db_close(db);
    return rc;
}

typedef struct Totals {
    uint64_t modules, functions, executions, divergences, unique, inconclusive, unsupported;
    uint64_t planned, done, skipped[CAMP_SKIP_N]; /* test-function executions */
    char skip_msg[CAMP_SKIP_N][256];     /* the first message of each reason */
    uint64_t batches, idle_batches;     /* batches done; of those, ones that executed nothing */
    uint64_t failed_batches;    /* batches whose worker died */
    double tools, total;
} Totals;

static void
progress(const Totals *t, double elapsed, int tty, int final)
{
    double e = elapsed > 0.001 ? elapsed : 0.001;
    char line[400];
    snprintf(line, sizeof line,
             "[%02d:%02d:%02d] %llu modules (%.1f/s), %llu functions (%.1f/s), %llu executions, "
             "%llu divergences (%llu new); executed %.1f%% of the planned",
             (int)(elapsed / 3600), (int)(elapsed / 60) % 60, (int)elapsed % 60, (unsigned long long)t->modules,
             t->modules / e, (unsigned long long)t->functions, t->functions / e,
             (unsigned long long)t->executions, (unsigned long long)t->divergences, (unsigned long long)t->unique,
             t->planned ? 100.0 * (double)t->done / (double)t->planned : 0.0);
    if (tty && !final)
        fprintf(stderr, "\r%s\033[K", line);
    else
        fprintf(stderr, "%s%s\n", tty ? "\r" : "", line);
    fflush(stderr);
}

int
camp_run(const CampConfig *cc)
{
    Campaign c;
    memset(&c, 0, sizeof c);
    c.dbpath = cc->dbpath ? cc->dbpath : "llfuzz.db";
    c.specs = NULL;
    c.nspecs = cc->nspecs;
    if (cc->nspecs) {
        c.specs = calloc((size_t)cc->nspecs, sizeof *c.specs);
        memcpy(c.specs, cc->specs, (size_t)cc->nspecs * sizeof *c.specs);
    }
    c.reduce = cc->reduce;
    c.known = cc->known;
    uint64_t jobs = cc->jobs ? cc->jobs : (uint64_t)sysconf(_SC_NPROCESSORS_ONLN), tlimit = cc->tlimit,
             count = cc->count, seed = cc->seed, ninputs = cc->ninputs ? cc->ninputs : 8;
    uint64_t nfuncs = cc->nfuncs, size = cc->size, target = cc->target, timeout = cc->timeout ? cc->timeout : 60,
             batch = cc->batch ? cc->batch : 100, shard_k = cc->shard_k, shard_n = cc->shard_n;
    const char *config = cc->config;
    int quiet = cc->quiet;
    if (jobs > 256) /* the default, on a very large machine */
        jobs = 256;
    c.batch = (uint32_t)batch;
    if (!c.nspecs) {
        /* opt-22:-O2, and llc-22:-O2 where it is installed */
        static char *defspec[] = {"opt-22:-O2", "llc-22:-O2"};
        c.specs = realloc(c.specs, 2 * sizeof *c.specs);
        c.specs[c.nspecs++] = defspec[0];
        ExEngine probe;
        char perr[512];
        if (ex_engine_parse(defspec[1], &probe, perr, sizeof perr) == 0) {
            if (ex_engine_probe(&probe, perr, sizeof perr) == 0)
                c.specs[c.nspecs++] = defspec[1];
            ex_engine_free(&probe);
        }
    }
    ExEngine *eng = calloc((size_t)c.nspecs, sizeof *eng);
    ExNative **natives = calloc((size_t)c.nspecs, sizeof *natives);
    IrBuf specs = {0}, versions = {0};
    int rc = 0;
    GenConfig cfg;
    char *cfgtext = NULL;
    for (int k = 0; k < c.nspecs; k++) {
        char err[512];
        if (ex_engine_parse(c.specs[k], &eng[k], err, sizeof err) < 0 || ex_engine_probe(&eng[k], err, sizeof err) < 0) {
            fprintf(stderr, "llfuzz campaign: error: %s\n", err);
            rc = 2;
            goto out;
        }
        if (eng[k].kind == EX_ENG_LLC || eng[k].kind == EX_ENG_CLANG || eng[k].kind == EX_ENG_LLI) {
            /* the runner is built (or found in the cache) once, before the
             * workers fork */
            ExNativeConfig nc;
            memset(&nc, 0, sizeof nc);
            nc.tool = eng[k].tool;
            nc.argv = eng[k].args;
            nc.nargv = eng[k].nargs;
            nc.triple = eng[k].triple;
            nc.tool_lim.timeout = (double)timeout;
            natives[k] = ex_native_new(&nc, err, sizeof err);
            if (!natives[k]) {
                fprintf(stderr, "llfuzz campaign: error: engine '%s': %s\n", c.specs[k], err);
                rc = 2;
                goto out;
            }
        } else if (eng[k].kind == EX_ENG_LLUBI) {
            fprintf(stderr, "llfuzz campaign: error: unsupported: engine '%s': llubi's runner protocol (exec/exec.h, "
                            "\"llubi\") is not implemented yet\n", c.specs[k]);
            rc = 2;
            goto out;
        } else if (eng[k].kind != EX_ENG_OPT) {
            fprintf(stderr, "llfuzz campaign: error: unsupported: engine '%s': campaigns run transformers (opt), "
                            "compilers (llc, clang) and executors (lli)\n", c.specs[k]);
            rc = 2;
            goto out;
        }
        ir_buf_printf(&specs, "%s%s", k ? " ; " : "", c.specs[k]);
        ir_buf_printf(&versions, "%s%s=LLVM %d", k ? ", " : "", eng[k].tool, eng[k].version);
    }
    gen_config_default(&cfg);
    if (config) {
        IrDiag d;
        ir_diag_init(&d, config, NULL, 0, stderr);
        if (gen_config_load(&cfg, config, &d) < 0) {
            rc = 2;
            goto out;
        }
        /* the config is part of the campaign's identity */
        IrBuf cb = {0};
        gen_config_print(&cb, &cfg);
        cfgtext = cb.p;
    }
    /* What is generated follows the engines: the syntax of the oldest
     * LLVM among them (--target-llvm overrides), and what the code
     * generators of their targets can compile. */
    if (!target) {
        int oldest = 0;
        for (int k = 0; k < c.nspecs; k++)
            if (eng[k].version && (!oldest || eng[k].version < oldest))
                oldest = eng[k].version;
        target = (uint64_t)gen_llvm_for_version(oldest);
    }
    for (int k = 0; k < c.nspecs; k++) {
        /* LLVM's own interpreter lacks much (gen/gen.h, GEN_LACKS_INTERP) */
        for (int a = 0; eng[k].kind == EX_ENG_LLI && a < eng[k].nargs; a++)
            if (strstr(eng[k].args[a], "force-interpreter") || strstr(eng[k].args[a], "jit-kind=interp"))
                c.bc.gen.lacks |= GEN_LACKS_INTERP;
        const char *tr = natives[k] ? ex_native_triple(natives[k]) : NULL;
        if (tr && (!c.bc.gen.triple || gen_target_lacks(tr) > gen_target_lacks(c.bc.gen.triple)))
            c.bc.gen.triple = tr;
    }
    c.bc.gen.nfuncs = (uint32_t)nfuncs;
    c.bc.gen.size = (uint32_t)size;
    c.bc.gen.target_llvm = (int)target;
    c.bc.gen.cfg = &cfg;
    c.bc.engines = eng;
    c.bc.nengines = c.nspecs;
    c.bc.natives = natives;
    c.bc.ninputs = (uint32_t)ninputs;
    c.bc.limits.timeout = (double)timeout;
    c.bc.devnull = fopen("/dev/null", "w");

    /* preflight: every engine on a trivial module, through the whole path */
    for (int k = 0; k < c.nspecs; k++) {
        char perr[1024];
        if (camp_preflight(&c.bc, k, perr, sizeof perr) < 0) {
            fprintf(stderr, "llfuzz campaign: error: %s\n", perr);
            rc = 2;
            goto out;
        }
    }

    char err[DB_ERR_SIZE];
    Db *db = db_open(c.dbpath, 0, err);
    if (!db) {
        fprintf(stderr, "llfuzz campaign: error: %s\n", err);
        rc = 2;
        goto out;
    }
    char shard[64] = "";
    if (shard_n)
        snprintf(shard, sizeof shard, "%llu/%llu", (unsigned long long)shard_k, (unsigned long long)shard_n);
    IrBuf ident = {0};
    ir_buf_printf(&ident, "functions=%llu size=%llu inputs=%llu batch=%llu%s%s", (unsigned long long)nfuncs,
                  (unsigned long long)size, (unsigned long long)ninputs, (unsigned long long)batch,
                  cfgtext ? "\n" : "", cfgtext ? cfgtext : "");
    DbCampaign dc = {seed, shard, specs.p, ident.p, versions.p, (int)target, 0};
    uint64_t next = seed, nrequeued = 0;
    int resumed = 0;
    /* the batches of this campaign (of this shard) start at base + k*step */
    uint64_t bsize = batch, base = seed + (shard_n ? (shard_k - 1) * bsize : 0);
    uint64_t step = bsize * (shard_n ? shard_n : 1);
    db_lease_owner(c.owner);
    if (db_campaign_begin(db, &dc, &c.id, &next, &resumed) < 0 ||
        db_lease_next(db, c.id, c.owner, base, step, &next, &nrequeued) < 0) {
        fprintf(stderr, "llfuzz campaign: error: %s: %s\n", c.dbpath, db_errmsg(db));
        ir_buf_free(&ident);
        db_close(db);
        rc = 2;
        goto out;
    }
    ir_buf_free(&ident);
    char requeued[64] = "";
    if (nrequeued)
        snprintf(requeued, sizeof requeued, " (%llu requeued batches first)", (unsigned long long)nrequeued);
    fprintf(stderr, "llfuzz campaign %lld%s: engines %s; %llu workers; store %s; seeds from %llu%s%s%s\n",
            (long long)c.id, resumed ? " (continued)" : "", specs.p, (unsigned long long)jobs, c.dbpath,
            (unsigned long long)next, requeued, shard_n ? ", shard " : "", shard);

    /* the workers */
    Worker *w = calloc(jobs, sizeof *w);
    uint32_t nw = 0;
    for (; nw < jobs; nw++)
        if (spawn_worker(&c, db, w, nw, nw) < 0)
            break;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaddset(&sa.sa_mask, SIGINT);
    sigaddset(&sa.sa_mask, SIGTERM);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);

    /* Each batch is a lease taken from the store (db_lease_take: requeued
     * batches first, then new seeds), so campaign processes that share the
     * campaign split its seeds; the worker marks it done in the transaction
     * of its results.  A first SIGINT or SIGTERM stops handing out batches
     * and lets the workers finish theirs; a second one kills them, and
     * their leases are released (requeued) below. */
    Totals t = {0};
    double t0 = ex_now(), last = t0;
    int tty = isatty(2) && !quiet;
    uint64_t issued_modules = 0;
    int store_failed = 0;
    for (;;) {
        double el = ex_now() - t0;
        int stopping = stop_requested || store_failed || (tlimit && el >= (double)tlimit) ||
                       (count && issued_modules >= count);
        /* hand out batches */
        for (uint32_t k = 0; k < nw && !stopping; k++) {
            if (w[k].busy || w[k].pid <= 0 || w[k].failed)
                continue;
            uint64_t s0;
            if (db_lease_take(db, c.id, c.owner, base, step, &s0, NULL) < 0) {
                fprintf(stderr, "%sllfuzz campaign: error: %s\n", tty ? "\n" : "", db_errmsg(db));
                store_failed = stopping = 1;
                rc = 2;
                break;
            }
            w[k].busy = 1;
            w[k].batch = s0;
            dprintf(w[k].to, "%llu\n", (unsigned long long)s0);
            issued_modules += bsize;
            if (count && issued_modules >= count)
                stopping = 1;
        }
        int busy = 0;
        for (uint32_t k = 0; k < nw; k++)
            busy += w[k].busy;
        if (!busy)
            break;
        if (stop_requested >= 2) {
            for (uint32_t k = 0; k < nw; k++)
                if (w[k].pid > 0)
                    kill(w[k].pid, SIGKILL);
            break;
        }
        struct pollfd pf[256];
        for (uint32_t k = 0; k < nw; k++)
            pf[k] = (struct pollfd){.fd = w[k].busy ? w[k].from : -1, .events = POLLIN};
        int pr = poll(pf, nw, 250);
        if (pr < 0 && errno != EINTR)
            break;
        for (uint32_t k = 0; pr > 0 && k < nw; k++) {
            if (!(pf[k].revents & (POLLIN | POLLHUP)))
                continue;
            ssize_t r = read(w[k].from, w[k].buf + w[k].len, sizeof w[k].buf - 1 - w[k].len);
            if (r <= 0) {
                /* a worker died.  While the campaign stops, it was killed
                 * with it: its batch is requeued (its lease released
                 * below).  Else it is a bug of llfuzz: say how and in which
                 * batch, skip that batch (a batch that kills its worker
                 * would kill the next one too), and start another worker
                 * in its place */
                int st = 0;
                char how[64] = "ended unexpectedly";
                if (waitpid(w[k].pid, &st, 0) == w[k].pid) {
                    if (WIFSIGNALED(st))
                        snprintf(how, sizeof how, "died of signal %d (%s)", WTERMSIG(st), strsignal(WTERMSIG(st)));
                    else if (WIFEXITED(st))
                        snprintf(how, sizeof how, "exited with %d", WEXITSTATUS(st));
                }
                pid_t dead = w[k].pid;
                close(w[k].to);
                close(w[k].from);
                w[k].to = w[k].from = -1;
                w[k].busy = 0;
                w[k].len = 0;
                w[k].pid = -1;
                if (stop_requested)
                    continue;
                fprintf(stderr,
                        "%sllfuzz campaign: error: worker %d %s in the batch at seed %llu; the batch is skipped "
                        "(to see it again: llfuzz campaign --seed %llu --count %llu -j 1 with the same options)\n",
                        tty ? "\n" : "", (int)dead, how, (unsigned long long)w[k].batch,
                        (unsigned long long)w[k].batch, (unsigned long long)bsize);
                if (db_lease_done(db, c.id, c.owner, w[k].batch, 1) < 0)
                    fprintf(stderr, "llfuzz campaign: error: %s\n", db_errmsg(db));
                t.failed_batches++;
                rc = 2;
                if (spawn_worker(&c, db, w, nw, k) < 0)
                    fprintf(stderr, "llfuzz campaign: error: cannot start another worker\n");
                continue;
            }
            w[k].len += (size_t)r;
            w[k].buf[w[k].len] = 0;
            char *nl;
            while ((nl = strchr(w[k].buf, '\n'))) {
                *nl = 0;
                unsigned long long s0, ex, inc, uns;
                unsigned mo, fu, dv, nn;
                double tt, tot;
                int pos = 0;
                unsigned long long pl[6];
                int sk;
                if (sscanf(w[k].buf, "plan %llu %llu %llu %llu %llu %llu", &pl[0], &pl[1], &pl[2], &pl[3], &pl[4],
                           &pl[5]) == 6) {
                    t.planned += pl[0];
                    t.done += pl[1];
                    for (int q = 0; q < CAMP_SKIP_N; q++)
                        t.skipped[q] += pl[2 + q];
                    t.batches++;
                    t.idle_batches += pl[0] && !pl[1];
                    goto next_line;
                }
                if (sscanf(w[k].buf, "skip %d %n", &sk, &pos) == 1 && sk >= 0 && sk < CAMP_SKIP_N) {
                    if (!t.skip_msg[sk][0])
                        snprintf(t.skip_msg[sk], sizeof t.skip_msg[sk], "%.250s", w[k].buf + pos);
                    goto next_line;
                }
                if (sscanf(w[k].buf, "done %llu %u %u %llu %u %u %lf %lf %llu %llu%n", &s0, &mo, &fu, &ex, &dv, &nn,
                           &tt, &tot, &inc, &uns, &pos) == 10) {
                    t.modules += mo;
                    t.functions += fu;
                    t.executions += ex;
                    t.divergences += dv;
                    t.unique += nn;
                    t.inconclusive += inc;
                    t.unsupported += uns;
                    t.tools += tt;
                    t.total += tot;
                    if (w[k].buf[pos])
                        fprintf(stderr, "%sllfuzz campaign: batch at seed %llu: %s\n", tty ? "\n" : "", s0,
                                w[k].buf + pos + 3);
                } else if (sscanf(w[k].buf, "lost %llu", &s0) == 1) {
                    /* another process took the lease over (it thought this
                     * one gone): the results were rolled back, the batch is
                     * its now */
                    fprintf(stderr, "%sllfuzz campaign: the batch at seed %llu went to another campaign process; "
                            "its results were not stored\n", tty ? "\n" : "", s0);
                } else {
                    /* "error ...": the worker could not store its batch and
                     * ends; the batch stays leased and is requeued below */
                    fprintf(stderr, "%sllfuzz campaign: worker: %s\n", tty ? "\n" : "", w[k].buf);
                    w[k].failed = 1;
                    rc = 2;
                }
                w[k].busy = 0;
            next_line:;
                size_t rest = w[k].len - (size_t)(nl + 1 - w[k].buf);
                memmove(w[k].buf, nl + 1, rest);
                w[k].len = rest;
                w[k].buf[rest] = 0;
            }
        }
        /* a campaign that executes nothing stops: its engines cannot run
         * what it makes (the reasons say why) */
        if (!stop_requested && t.batches >= 3 && t.planned && !t.done && !(count && issued_modules >= count)) {
            fprintf(stderr, "%sllfuzz campaign: error: %llu batches executed none of their %llu planned "
                            "test-function executions; stopping\n", tty ? "\n" : "",
                    (unsigned long long)t.batches, (unsigned long long)t.planned);
            for (int q = 0; q < CAMP_SKIP_N; q++)
                if (t.skipped[q])
                    fprintf(stderr, "  %llu skipped: %s%s%s\n", (unsigned long long)t.skipped[q], camp_skip_names[q],
                            t.skip_msg[q][0] ? ": " : "", t.skip_msg[q]);
            stop_requested = 1;
            rc = 2;
        }
        double now = ex_now();
        if (!quiet && (tty ? now - last >= 0.5 : now - last >= 10)) {
            progress(&t, now - t0, tty, 0);
            last = now;
        }
    }
    for (uint32_t k = 0; k < nw; k++) {
        close(w[k].to);
        close(w[k].from);
    }
    for (uint32_t k = 0; k < nw; k++)
        if (w[k].pid > 0)
            waitpid(w[k].pid, NULL, 0);
    /* what the workers did not finish (killed by a second signal, or after
     * a worker's error) is requeued: the next process of the campaign runs
     * it first */
    uint64_t released = 0;
    if (db_lease_release(db, c.id, c.owner, &released) < 0 ||
        db_lease_next(db, c.id, c.owner, base, step, &next, NULL) < 0) {
        fprintf(stderr, "llfuzz campaign: error: %s\n", db_errmsg(db));
        rc = 2;
    }
    db_campaign_end(db, c.id, 0);
    if (!quiet)
        progress(&t, ex_now() - t0, tty, 1);
    double share = t.total > 0 ? 100.0 * (t.total - t.tools) / t.total : 0;
    char skipped[128] = "";
    if (t.failed_batches)
        snprintf(skipped, sizeof skipped, ", %llu batches skipped (a worker died)",
                 (unsigned long long)t.failed_batches);
    if (released)
        snprintf(skipped + strlen(skipped), sizeof skipped - strlen(skipped),
                 ", %llu batches requeued (stopped before they were done)", (unsigned long long)released);
    fprintf(stderr,
            "llfuzz campaign %lld: %llu modules, %llu functions, %llu divergences (%llu new), %llu inputs "
            "inconclusive, %llu unsupported%s; time in llfuzz %.0f%%, in the tools %.0f%%; next seed %llu\n",
            (long long)c.id, (unsigned long long)t.modules, (unsigned long long)t.functions,
            (unsigned long long)t.divergences, (unsigned long long)t.unique, (unsigned long long)t.inconclusive,
            (unsigned long long)t.unsupported, skipped, share, 100 - share, (unsigned long long)next);
    double pct = t.planned ? 100.0 * (double)t.done / (double)t.planned : 0;
    fprintf(stderr, "test-function executions: %llu planned, %llu done (%.1f%%)", (unsigned long long)t.planned,
            (unsigned long long)t.done, pct);
    for (int q = 0; q < CAMP_SKIP_N; q++)
        if (t.skipped[q])
            fprintf(stderr, ", %llu skipped (%s)", (unsigned long long)t.skipped[q], camp_skip_names[q]);
    fprintf(stderr, "\n");
    for (int q = 0; q < CAMP_SKIP_N; q++)
        if (t.skipped[q] && t.skip_msg[q][0])
            fprintf(stderr, "  first %s: %s\n", camp_skip_names[q], t.skip_msg[q]);
    if (t.planned && pct < 95)
        fprintf(stderr, "llfuzz campaign: warning: only %.1f%% of the planned executions were made: "
                        "this campaign tested less than it seems\n", pct);
    fprintf(stderr, "see them with: llfuzz db list --db %s\n", c.dbpath);
    db_close(db);
    free(w);
out:
    for (int k = 0; k < c.nspecs; k++) {
        ex_engine_free(&eng[k]);
        if (natives[k])
            ex_native_free(natives[k]);
    }
    free(eng);
    free(natives);
    free(c.specs);
    ir_buf_free(&specs);
    ir_buf_free(&versions);
    ir_free(cfgtext);
    if (c.bc.devnull)
        fclose(c.bc.devnull);
    return rc;
}
