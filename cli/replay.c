/* replay.c -- `llfuzz replay`: run the corpus cases (corpus/README.md) on
 * their engines with check's machinery (check_run, in-process) and compare
 * what check finds with what each case expects; JUnit XML and JSON for CI. */
#include "cli.h"
#include "exec/exec.h"

#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void
replay_help(void)
{
    printf("usage: llfuzz replay [options] PATH...\n\n"
           "Replay corpus cases: each PATH is a .ll file or a folder (every *.ll below\n"
           "it, in name order; other files are ignored).  A case carries header\n"
           "directives in its comments (corpus/README.md):\n\n"
           "  ; llfuzz-engine: opt-22:-passes=instcombine   an engine, as check --engine takes it\n"
           "                                                (any number; none: @src/@tgt pairs)\n"
           "  ; llfuzz-expect: divergence [VERDICT]         a known LLVM bug: check must find a\n"
           "                                                counterexample (VERDICT: value, poison,\n"
           "                                                undef, ub, memory, trace, interface,\n"
           "                                                crash, hang)\n"
           "  ; llfuzz-expect: refines                      check must find none (a fixed false alarm)\n"
           "  ; llfuzz-llvm: 19-22 | 22 | 19-               the LLVM versions the case applies to\n"
           "  ; llfuzz-func: @f                             check only @f (or the pair of @f)\n"
           "  ; llfuzz-input: @f(i32 7)                     inputs tried first\n\n"
           "Each case runs once per engine, as `llfuzz check CASE --engine E` would.  Results:\n"
           "pass; FAIL (the expectation does not hold, with check's counterexample or\n"
           "reason); FAIL unexpectedly fixed (a known bug no longer reproduces: drop the\n"
           "case or narrow its llfuzz-llvm range); SKIP (the engine's tool is not\n"
           "installed, its LLVM version is outside the case's range, or a construct is\n"
           "unsupported), never counted as a pass.\n\n"
           "options:\n"
           "  --engine E        run every case that names engines on E instead (repeatable)\n"
           "  -j N, -jN         N cases at a time, each in a worker process (default 1)\n"
           "  --junit F         write JUnit XML to F: one testcase per case and engine\n"
           "  --json F          write a JSON array to F: one object per case and engine\n"
           "  -v                print every result, not only failures and skips\n"
           "  -h, --help        this text\n\n"
           "With GITHUB_ACTIONS=true in the environment, each failure is also printed as\n"
           "a GitHub Actions annotation (::error file=CASE,line=N::message).\n\n"
           "exit status: 0 every expectation holds (skips allowed); 1 some failure;\n"
           "2 usage errors, unreadable files, unknown or malformed directives\n");
}

typedef enum Res {
    RES_PASS,
    RES_FAIL,
    RES_FIXED,      /* a FAIL: a known bug no longer reproduces */
    RES_SKIP,
} Res;

static const char *const res_names[] = {"pass", "fail", "unexpectedly fixed", "skipped"};

typedef struct Case {
    char *path;
    IrCase c;
} Case;

typedef struct Job {
    Case *cs;
    const char *engine;         /* NULL: @src/@tgt pairs */
    Res res;
    char *msg;                  /* heap */
    double secs;
} Job;

typedef struct Opts {
    const char **engines;
    int nengines;
    uint64_t jobs;
    const char *junit, *json;
    int verbose;
} Opts;

/* ---- collecting the cases ---- */

typedef struct Paths {
    char **p;
    size_t n, cap;
} Paths;

static void
paths_add(Paths *ps, const char *s)
{
    if (ps->n == ps->cap)
        ps->p = ir_realloc(ps->p, (ps->cap = ps->cap ? ps->cap * 2 : 64) * sizeof *ps->p);
    ps->p[ps->n++] = ir_strdup(s);
}

static int
ends_with(const char *s, const char *t)
{
    size_t a = strlen(s), b = strlen(t);
    return a >= b && !strcmp(s + a - b, t);
}

/* every *.ll below dir (names starting with '.' left out) */
static int
walk(const char *dir, Paths *ps)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "llfuzz replay: error: cannot open %s: %s\n", dir, strerror(errno));
        return -1;
    }
    int rc = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        size_t n = strlen(dir) + strlen(e->d_name) + 2;
        char *p = ir_malloc(n);
        snprintf(p, n, "%s%s%s", dir, ends_with(dir, "/") ? "" : "/", e->d_name);
        struct stat st;
        if (stat(p, &st) == 0 && S_ISDIR(st.st_mode))
            rc |= walk(p, ps);
        else if (stat(p, &st) == 0 && S_ISREG(st.st_mode) && ends_with(p, ".ll"))
            paths_add(ps, p);
        ir_free(p);
    }
    closedir(d);
    return rc;
}

static int
cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A case's directives; 0, or -1 after printing file:line:col: error:. */
static int
load_case(const char *path, Case *cs)
{
    size_t len;
    char *src = ir_read_file(path, &len);
    if (!src) {
        fprintf(stderr, "llfuzz replay: error: cannot read %s: %s\n", path, strerror(errno));
        return -1;
    }
    IrDiag d;
    ir_diag_init(&d, path, src, len, stderr);
    int rc = ir_case_parse(src, len, &cs->c, &d);
    /* each engine must parse as check --engine takes it */
    for (int i = 0; rc == 0 && i < cs->c.nengines; i++) {
        ExEngine e;
        char err[512];
        if (ex_engine_parse(cs->c.engines[i], &e, err, sizeof err) < 0) {
            const char *line = src;
            for (uint32_t l = 1; l < cs->c.engine_lines[i]; l++)
                line = strchr(line, '\n') + 1;
            const char *at = strstr(line, cs->c.engines[i]);
            ir_error_at(&d, (IrLoc){cs->c.engine_lines[i], at ? (uint32_t)(at - line) + 1 : 1},
                        "llfuzz-engine: %s", err);
            ir_case_free(&cs->c);
            rc = -1;
            break;
        }
        ex_engine_free(&e);
    }
    ir_free(src);
    cs->path = ir_strdup(path);
    return rc;
}

/* ---- one case on one engine ---- */

/* a memstream's text */
typedef struct Mem {
    char *p;
    size_t n;
    FILE *f;
} Mem;

static char *
fmt(const char *f, ...) IR_PRINTF(1, 2);

static char *
fmt(const char *f, ...)
{
    va_list ap;
    va_start(ap, f);
    char *s = NULL;
    if (vasprintf(&s, f, ap) < 0)
        s = NULL;
    va_end(ap);
    char *r = ir_strdup(s ? s : "");
    free(s);
    return r;
}

/* The lines of check's output that say what went wrong: from the first
 * line with "ERROR" (or "unsupported"), with the indented lines after it
 * (input, source, target), at most 12 lines. */
static char *
excerpt(const char *out, const char *key)
{
    const char *p = out ? strstr(out, key) : NULL;
    if (!p)
        return NULL;
    while (p > out && p[-1] != '\n')
        p--;
    const char *e = strchr(p, '\n');
    for (int k = 0; e && e[1] == ' ' && k < 11; k++)
        e = strchr(e + 1, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    char *s = ir_malloc(n + 1);
    memcpy(s, p, n);
    s[n] = 0;
    return s;
}

/* the last non-empty line of s (check's summary, or its error) */
static char *
last_line(const char *s)
{
    if (!s)
        return ir_strdup("");
    size_t n = strlen(s);
    while (n && s[n - 1] == '\n')
        n--;
    size_t b = n;
    while (b && s[b - 1] != '\n')
        b--;
    char *r = ir_malloc(n - b + 1);
    memcpy(r, s + b, n - b);
    r[n - b] = 0;
    return r;
}

static double
now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static void
run_job(Job *jb)
{
    const IrCase *c = &jb->cs->c;
    int version = 0;
    if (jb->engine) {
        ExEngine e;
        char err[512];
        if (ex_engine_parse(jb->engine, &e, err, sizeof err) < 0) {
            jb->res = RES_FAIL;
            jb->msg = fmt("engine '%s': %s", jb->engine, err);
            return;
        }
        if (ex_engine_probe(&e, err, sizeof err) < 0) {
            jb->res = RES_SKIP;
            jb->msg = fmt("%s", err);
            ex_engine_free(&e);
            return;
        }
        version = e.version;
        ex_engine_free(&e);
        if (!ir_case_in_range(c, version)) {
            jb->res = RES_SKIP;
            jb->msg = c->llvm_hi == c->llvm_lo ? fmt("LLVM %d: the case is for LLVM %d", version, c->llvm_lo)
                    : c->llvm_hi ? fmt("LLVM %d: the case is for LLVM %d-%d", version, c->llvm_lo, c->llvm_hi)
                    : fmt("LLVM %d: the case is for LLVM %d and later", version, c->llvm_lo);
            return;
        }
    }
    Mem o = {0}, e = {0};
    o.f = open_memstream(&o.p, &o.n);
    e.f = open_memstream(&e.p, &e.n);
    if (!o.f || !e.f)
        ir_die("open_memstream: %s", strerror(errno));
    CheckJob cj = {.file = jb->cs->path, .engine = jb->engine, .only = c->func, .ninputs = 64, .seed = 1,
                   .max_steps = 1000000, .out = o.f, .err = e.f};
    int rc = check_run(&cj);
    fclose(o.f);
    fclose(e.f);
    int tool = !strcmp(cj.verdict, "crash") || !strcmp(cj.verdict, "hang");
    int found = rc == 1 || (rc == 2 && tool);
    const char *who = jb->engine ? jb->engine : "the @src/@tgt pairs";
    char *why = found ? excerpt(o.p, "ERROR") : NULL;
    if (found && !why)
        why = excerpt(e.p, "error");
    if (found && c->expect == IR_EXPECT_REFINES) {
        jb->res = RES_FAIL;
        jb->msg = fmt("expected no counterexample, check found one (%s):\n%s", cj.verdict, why ? why : "");
    } else if (found && c->verdict && strcmp(c->verdict, cj.verdict)) {
        jb->res = RES_FAIL;
        jb->msg = fmt("expected a divergence '%s', check found '%s':\n%s", c->verdict, cj.verdict, why ? why : "");
    } else if (found) {
        jb->res = RES_PASS;
        jb->msg = fmt("divergence %s reproduces:\n%s", cj.verdict, why ? why : "");
    } else if (rc == 0 && c->expect == IR_EXPECT_REFINES) {
        char *l = last_line(o.p);
        jb->res = RES_PASS;
        jb->msg = fmt("refines: %s", l);
        ir_free(l);
    } else if (rc == 0) {
        char *l = last_line(o.p);
        jb->res = RES_FIXED;
        jb->msg = version
            ? fmt("unexpectedly fixed: %s no longer shows the divergence (check: %s); drop the case, or narrow "
                  "its llfuzz-llvm range to leave out LLVM %d", who, l, version)
            : fmt("unexpectedly fixed: %s show no divergence any more (check: %s); drop the case or fix it", who, l);
        ir_free(l);
    } else if (rc == 2 && ((o.p && strstr(o.p, "unsupported")) || (e.p && strstr(e.p, "unsupported")))) {
        char *u = excerpt(o.p, "unsupported");
        if (!u)
            u = excerpt(e.p, "unsupported");
        jb->res = RES_SKIP;
        jb->msg = fmt("%s", u ? u : "unsupported");
        ir_free(u);
    } else {
        char *l = last_line(rc == 3 ? o.p : e.p && *e.p ? e.p : o.p);
        jb->res = RES_FAIL;
        jb->msg = rc == 3 ? fmt("check was inconclusive: %s", l) : fmt("check could not run: %s", l);
        ir_free(l);
    }
    ir_free(why);
    free(o.p);
    free(e.p);
}

/* ---- running the jobs ---- */

/* In a worker: the result on fd as "R <res>\n<msg>". */
static void
send_result(int fd, const Job *jb)
{
    char *s = fmt("%d %.6f\n%s", (int)jb->res, jb->secs, jb->msg ? jb->msg : "");
    size_t n = strlen(s), off = 0;
    while (off < n) {
        ssize_t w = write(fd, s + off, n - off);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            break;
        off += (size_t)w;
    }
    ir_free(s);
}

static void
take_result(Job *jb, const char *buf, int status)
{
    int r = -1;
    double secs = 0;
    const char *nl = strchr(buf, '\n');
    if (nl && sscanf(buf, "%d %lf", &r, &secs) == 2 && r >= RES_PASS && r <= RES_SKIP) {
        jb->res = (Res)r;
        jb->secs = secs;
        jb->msg = ir_strdup(nl + 1);
        return;
    }
    jb->res = RES_FAIL;
    jb->msg = WIFSIGNALED(status) ? fmt("llfuzz's worker died of signal %d", WTERMSIG(status))
                                  : fmt("llfuzz's worker exited with status %d and no result", WEXITSTATUS(status));
}

static void
progress(size_t done, size_t n, const Job *jb)
{
    if (!isatty(2))
        return;
    fprintf(stderr, "\rreplay: %zu/%zu %.60s %.30s\033[K", done, n, jb->cs->path, jb->engine ? jb->engine : "");
    fflush(stderr);
}

static void report(const Job *jb);

/* Runs every job, at most jobs at a time in worker processes (1: in this
 * process); reports each in order as soon as it and those before it are
 * done. */
static void
run_all(Job *js, size_t n, uint64_t jobs)
{
    size_t shown = 0;
    if (jobs <= 1) {
        for (size_t i = 0; i < n; i++) {
            progress(i, n, &js[i]);
            double t = now();
            run_job(&js[i]);
            js[i].secs = now() - t;
            report(&js[i]);
        }
        return;
    }
    typedef struct Worker {
        pid_t pid;
        int fd;
        size_t job;
        char *buf;
        size_t len, cap;
    } Worker;
    Worker *w = ir_calloc(jobs, sizeof *w);
    int *done = ir_calloc(n ? n : 1, sizeof *done);
    size_t next = 0, active = 0, ndone = 0;
    fflush(stdout);
    fflush(stderr);
    while (next < n || active) {
        while (active < jobs && next < n) {
            size_t k = 0;
            while (w[k].pid)
                k++;
            int p[2];
            if (pipe(p) < 0)
                ir_die("pipe: %s", strerror(errno));
            pid_t pid = fork();
            if (pid < 0)
                ir_die("fork: %s", strerror(errno));
            if (pid == 0) {
                close(p[0]);
                double t = now();
                run_job(&js[next]);
                js[next].secs = now() - t;
                send_result(p[1], &js[next]);
                _exit(0);
            }
            close(p[1]);
            w[k] = (Worker){.pid = pid, .fd = p[0], .job = next++};
            active++;
        }
        struct pollfd *pf = ir_calloc(jobs, sizeof *pf);
        size_t np = 0;
        for (size_t k = 0; k < jobs; k++)
            if (w[k].pid)
                pf[np++] = (struct pollfd){.fd = w[k].fd, .events = POLLIN};
        if (poll(pf, np, -1) < 0 && errno != EINTR)
            ir_die("poll: %s", strerror(errno));
        ir_free(pf);
        for (size_t k = 0; k < jobs; k++) {
            if (!w[k].pid)
                continue;
            struct pollfd q = {.fd = w[k].fd, .events = POLLIN};
            if (poll(&q, 1, 0) <= 0)
                continue;
            if (w[k].len + 4096 + 1 > w[k].cap)
                w[k].buf = ir_realloc(w[k].buf, w[k].cap = (w[k].cap + 4096) * 2);
            ssize_t r = read(w[k].fd, w[k].buf + w[k].len, w[k].cap - w[k].len - 1);
            if (r < 0 && errno == EINTR)
                continue;
            if (r > 0) {
                w[k].len += (size_t)r;
                continue;
            }
            /* end of the result: the worker is done */
            w[k].buf = w[k].buf ? w[k].buf : ir_malloc(1);
            w[k].buf[w[k].len] = 0;
            close(w[k].fd);
            int st = 0;
            while (waitpid(w[k].pid, &st, 0) < 0 && errno == EINTR)
                ;
            take_result(&js[w[k].job], w[k].buf, st);
            done[w[k].job] = 1;
            progress(++ndone, n, &js[w[k].job]);
            ir_free(w[k].buf);
            w[k] = (Worker){0};
            active--;
            while (shown < n && done[shown])
                report(&js[shown++]);
        }
    }
    ir_free(done);
    ir_free(w);
}

/* ---- reporting ---- */

static int verbose_flag;

static void
report(const Job *jb)
{
    if (jb->res == RES_PASS && !verbose_flag)
        return;
    if (isatty(2))
        fprintf(stderr, "\r\033[K");
    const char *tag = jb->res == RES_PASS ? "PASS" : jb->res == RES_SKIP ? "SKIP" : "FAIL";
    printf("%s: %s [%s]: ", tag, jb->cs->path, jb->engine ? jb->engine : "pairs");
    /* the message, its later lines indented */
    for (const char *p = jb->msg ? jb->msg : ""; *p; p++) {
        putchar(*p);
        if (*p == '\n' && p[1])
            fputs("    ", stdout);
    }
    putchar('\n');
    fflush(stdout);
}

static void
expectation(const IrCase *c, char *buf, size_t n)
{
    if (c->expect == IR_EXPECT_REFINES)
        snprintf(buf, n, "refines");
    else
        snprintf(buf, n, "divergence%s%s", c->verdict ? " " : "", c->verdict ? c->verdict : "");
}

/* XML text or attribute value: markup escaped, characters XML 1.0 does not
 * allow dropped, newlines in attributes kept as &#10;. */
static void
xml_put(FILE *f, const char *s, int attr)
{
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        switch (*p) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&apos;", f); break;
        case '\n': fputs(attr ? "&#10;" : "\n", f); break;
        case '\t': fputs(attr ? "&#9;" : "\t", f); break;
        case '\r': fputs("&#13;", f); break;
        default:
            if (*p >= 0x20 && *p != 0x7f)
                fputc(*p, f);
            else
                fputc('?', f);
        }
    }
}

static int
write_junit(const char *file, const Job *js, size_t n, const size_t cnt[4], double secs)
{
    FILE *f = fopen(file, "w");
    if (!f) {
        fprintf(stderr, "llfuzz replay: error: cannot write %s: %s\n", file, strerror(errno));
        return -1;
    }
    size_t fails = cnt[RES_FAIL] + cnt[RES_FIXED];
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    fprintf(f, "<testsuites name=\"llfuzz replay\" tests=\"%zu\" failures=\"%zu\" errors=\"0\" skipped=\"%zu\" "
               "time=\"%.3f\">\n", n, fails, cnt[RES_SKIP], secs);
    fprintf(f, "  <testsuite name=\"llfuzz replay\" tests=\"%zu\" failures=\"%zu\" errors=\"0\" skipped=\"%zu\" "
               "time=\"%.3f\">\n", n, fails, cnt[RES_SKIP], secs);
    for (size_t i = 0; i < n; i++) {
        const Job *jb = &js[i];
        char ex[64];
        expectation(&jb->cs->c, ex, sizeof ex);
        fprintf(f, "    <testcase classname=\"");
        xml_put(f, jb->cs->path, 1);
        fprintf(f, "\" name=\"");
        xml_put(f, jb->engine ? jb->engine : "pairs", 1);
        fprintf(f, "\" time=\"%.3f\">\n", jb->secs);
        if (jb->res == RES_FAIL || jb->res == RES_FIXED) {
            /* the message's first line as the attribute, all of it as the text */
            const char *nl = jb->msg ? strchr(jb->msg, '\n') : NULL;
            char *first = nl ? fmt("%.*s", (int)(nl - jb->msg), jb->msg) : ir_strdup(jb->msg ? jb->msg : "");
            fprintf(f, "      <failure type=\"%s\" message=\"", jb->res == RES_FIXED ? "unexpectedly fixed" : "fail");
            xml_put(f, first, 1);
            fprintf(f, "\">expected: %s\n", ex);
            xml_put(f, jb->msg, 0);
            fprintf(f, "</failure>\n");
            ir_free(first);
        } else if (jb->res == RES_SKIP) {
            fprintf(f, "      <skipped message=\"");
            xml_put(f, jb->msg, 1);
            fprintf(f, "\"/>\n");
        } else {
            fprintf(f, "      <system-out>");
            xml_put(f, jb->msg, 0);
            fprintf(f, "</system-out>\n");
        }
        fprintf(f, "    </testcase>\n");
    }
    fprintf(f, "  </testsuite>\n</testsuites>\n");
    return fclose(f) ? -1 : 0;
}

static void
json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", f);
        else if (*p == '\t')
            fputs("\\t", f);
        else if (*p < 0x20 || *p == 0x7f)
            fprintf(f, "\\u%04x", *p);
        else
            fputc(*p, f);
    }
    fputc('"', f);
}

static int
write_json(const char *file, const Job *js, size_t n)
{
    FILE *f = fopen(file, "w");
    if (!f) {
        fprintf(stderr, "llfuzz replay: error: cannot write %s: %s\n", file, strerror(errno));
        return -1;
    }
    fprintf(f, "[\n");
    for (size_t i = 0; i < n; i++) {
        const Job *jb = &js[i];
        char ex[64];
        expectation(&jb->cs->c, ex, sizeof ex);
        fprintf(f, "  {\"file\": ");
        json_str(f, jb->cs->path);
        fprintf(f, ", \"engine\": ");
        json_str(f, jb->engine ? jb->engine : "pairs");
        fprintf(f, ", \"expectation\": ");
        json_str(f, ex);
        fprintf(f, ", \"result\": ");
        json_str(f, res_names[jb->res]);
        fprintf(f, ", \"message\": ");
        json_str(f, jb->msg);
        fprintf(f, ", \"seconds\": %.3f}%s\n", jb->secs, i + 1 < n ? "," : "");
    }
    fprintf(f, "]\n");
    return fclose(f) ? -1 : 0;
}

/* GitHub Actions workflow command: '%', CR and LF escaped in the message,
 * also ',' and ':' in a property's value */
static void
gh_put(const char *s, int prop)
{
    for (const char *p = s; *p; p++) {
        if (*p == '%')
            fputs("%25", stdout);
        else if (*p == '\n')
            fputs("%0A", stdout);
        else if (*p == '\r')
            fputs("%0D", stdout);
        else if (prop && *p == ',')
            fputs("%2C", stdout);
        else if (prop && *p == ':')
            fputs("%3A", stdout);
        else
            putchar(*p);
    }
}

static void
gh_annotation(const Job *jb)
{
    printf("::error file=");
    gh_put(jb->cs->path, 1);
    printf(",line=%u::", jb->cs->c.expect_line ? jb->cs->c.expect_line : 1);
    printf("%s [%s]: ", res_names[jb->res], jb->engine ? jb->engine : "pairs");
    gh_put(jb->msg ? jb->msg : "", 0);
    putchar('\n');
}

int
cmd_replay(int argc, char **argv)
{
    Opts o = {.jobs = 1};
    Paths in = {0};
    int rc = 0;
    o.engines = ir_calloc((size_t)argc, sizeof *o.engines);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (cli_is_help(a)) {
            replay_help();
            goto done;
        }
        if (!strcmp(a, "-v")) {
            o.verbose = 1;
        } else if (!strncmp(a, "-j", 2) && a[2]) {
            if ((rc = cli_parse_range("replay", "-j", a + 2, 1, 256, &o.jobs)))
                goto done;
        } else if (!strcmp(a, "--engine") || !strcmp(a, "-j") || !strcmp(a, "--junit") || !strcmp(a, "--json")) {
            if (i + 1 >= argc) {
                rc = cli_usage_error("replay", "%s needs a value", a);
                goto done;
            }
            const char *v = argv[++i];
            if (!strcmp(a, "--engine")) {
                o.engines[o.nengines++] = v;
            } else if (!strcmp(a, "-j")) {
                if ((rc = cli_parse_range("replay", a, v, 1, 256, &o.jobs)))
                    goto done;
            } else {
                *(!strcmp(a, "--junit") ? &o.junit : &o.json) = v;
            }
        } else if (a[0] == '-' && a[1]) {
            rc = cli_usage_error("replay", "unknown option '%s'", a);
            goto done;
        } else {
            paths_add(&in, a);
        }
    }
    if (!in.n) {
        rc = cli_usage_error("replay", "no case file or folder");
        goto done;
    }
    for (int i = 0; i < o.nengines; i++) {
        ExEngine e;
        char err[512];
        if (ex_engine_parse(o.engines[i], &e, err, sizeof err) < 0) {
            rc = cli_usage_error("replay", "--engine %s: %s", o.engines[i], err);
            goto done;
        }
        ex_engine_free(&e);
    }
    verbose_flag = o.verbose;

    /* the case files, each folder's in name order */
    Paths files = {0};
    for (size_t i = 0; i < in.n; i++) {
        struct stat st;
        if (stat(in.p[i], &st) < 0) {
            fprintf(stderr, "llfuzz replay: error: cannot open %s: %s\n", in.p[i], strerror(errno));
            rc = 2;
        } else if (S_ISDIR(st.st_mode)) {
            size_t first = files.n;
            if (walk(in.p[i], &files) < 0)
                rc = 2;
            qsort(files.p + first, files.n - first, sizeof *files.p, cmp_str);
        } else {
            paths_add(&files, in.p[i]);
        }
    }
    Case *cases = ir_calloc(files.n ? files.n : 1, sizeof *cases);
    size_t ncases = 0;
    for (size_t i = 0; i < files.n; i++) {
        if (load_case(files.p[i], &cases[ncases]) < 0) {
            ir_free(cases[ncases].path);
            rc = 2;
            continue;
        }
        ncases++;
    }
    Job *js = NULL;
    size_t njobs = 0;
    if (rc == 0) {
        for (size_t i = 0; i < ncases; i++) {
            IrCase *c = &cases[i].c;
            int ne = c->nengines ? (o.nengines ? o.nengines : c->nengines) : 1;
            for (int k = 0; k < ne; k++) {
                js = ir_realloc(js, (njobs + 1) * sizeof *js);
                js[njobs++] = (Job){&cases[i], !c->nengines ? NULL : o.nengines ? o.engines[k] : c->engines[k]};
            }
        }
        if (!njobs)
            fprintf(stderr, "llfuzz replay: warning: no case found\n");
        double t = now();
        run_all(js, njobs, o.jobs);
        double secs = now() - t;
        if (isatty(2))
            fprintf(stderr, "\r\033[K");
        size_t cnt[4] = {0};
        for (size_t i = 0; i < njobs; i++)
            cnt[js[i].res]++;
        if (getenv("GITHUB_ACTIONS") && !strcmp(getenv("GITHUB_ACTIONS"), "true"))
            for (size_t i = 0; i < njobs; i++)
                if (js[i].res == RES_FAIL || js[i].res == RES_FIXED)
                    gh_annotation(&js[i]);
        printf("replay: %zu passed, %zu failed, %zu skipped", cnt[RES_PASS], cnt[RES_FAIL] + cnt[RES_FIXED],
               cnt[RES_SKIP]);
        if (cnt[RES_FIXED])
            printf(" (%zu of the failures unexpectedly fixed)", cnt[RES_FIXED]);
        printf("\n");
        fflush(stdout);
        rc = cnt[RES_FAIL] + cnt[RES_FIXED] ? 1 : 0;
        if (o.junit && write_junit(o.junit, js, njobs, cnt, secs) < 0)
            rc = 2;
        if (o.json && write_json(o.json, js, njobs) < 0)
            rc = 2;
    }
    for (size_t i = 0; i < njobs; i++)
        ir_free(js[i].msg);
    ir_free(js);
    for (size_t i = 0; i < ncases; i++) {
        ir_case_free(&cases[i].c);
        ir_free(cases[i].path);
    }
    ir_free(cases);
    for (size_t i = 0; i < files.n; i++)
        ir_free(files.p[i]);
    ir_free(files.p);
done:
    for (size_t i = 0; i < in.n; i++)
        ir_free(in.p[i]);
    ir_free(in.p);
    ir_free(o.engines);
    return rc;
}
