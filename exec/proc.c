/* proc.c -- running an external process (opt, llc, clang, the native
 * runner, qemu) under a timeout and resource limits, with its output
 * captured; private temporary directories.
 *
 * The child gets its own process group, so that a timeout kills it and
 * everything it started (SIGKILL to the group); it also gets rlimits
 * (address space, file size, CPU time a little over the timeout, no core
 * files), stdin from a file or /dev/null, and every descriptor of ours
 * closed at exec.  stdout and stderr come back through pipes read in a poll
 * loop; bytes past ExLimits.out_max are read and dropped, so a chatty child
 * never blocks.  When the child exits, whatever is left of its group is
 * killed too (no strays holding our pipes open), then the child is reaped:
 * no zombies, no descriptors left behind.
 *
 * A program that cannot be started (not found, not executable) is reported
 * by the child through a close-on-exec pipe: ex_proc_run returns -1 with
 * status EX_PROC_FAILED and the reason in err -- never "exit 127". */
#include "exec/exec.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

double
ex_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* A captured stream: bytes up to cap kept, the rest counted and dropped. */
typedef struct Capture {
    int fd;
    IrBuf b;
} Capture;

static void
capture_read(Capture *c, size_t cap)
{
    char tmp[65536];
    ssize_t n = read(c->fd, tmp, sizeof tmp);
    if (n < 0 && (errno == EINTR || errno == EAGAIN))
        return;
    if (n <= 0) {
        close(c->fd);
        c->fd = -1;
        return;
    }
    size_t keep = c->b.len < cap ? cap - c->b.len : 0;
    if (keep > (size_t)n)
        keep = (size_t)n;
    if (keep)
        ir_buf_put(&c->b, tmp, keep);
}

static void
set_limit(int res, uint64_t v)
{
    struct rlimit rl;
    rl.rlim_cur = rl.rlim_max = v == UINT64_MAX ? RLIM_INFINITY : (rlim_t)v;
    setrlimit(res, &rl);
}

/* In the child, between fork and exec: only async-signal-safe calls. */
IR_NORETURN static void
child(char *const argv[], char *const envp[], const char *cwd, const char *in_path, const ExLimits *lim,
      int out_fd, int err_fd, int report_fd, pid_t parent)
{
    int e;
    setpgid(0, 0);
    /* The tool dies with the process that ran it: in its own process group
     * a kill -9 of the campaign's group would not reach it, and an orphaned
     * tool would run on to its CPU limit. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent)
        _exit(127);
    /* our signal handlers are the parent's code on the parent's memory
     * (vfork): back to the default before the signals, blocked by the
     * parent around vfork, are let in */
    for (int sig = 1; sig < NSIG; sig++) {
        struct sigaction sa;
        if (sigaction(sig, NULL, &sa) == 0 && sa.sa_handler != SIG_DFL && sa.sa_handler != SIG_IGN) {
            sa.sa_handler = SIG_DFL;
            sa.sa_flags = 0;
            sigaction(sig, &sa, NULL);
        }
    }
    signal(SIGPIPE, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (cwd && chdir(cwd) != 0)
        goto fail;
    int in = open(in_path ? in_path : "/dev/null", O_RDONLY);
    if (in < 0)
        goto fail;
    if (dup2(in, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0)
        goto fail;
    /* every other descriptor we inherited closes at exec (the report pipe
     * too: that is how the parent learns exec succeeded) */
    close_range(3, ~0u, CLOSE_RANGE_CLOEXEC);
    set_limit(RLIMIT_CORE, 0);
    set_limit(RLIMIT_AS, lim->mem);
    set_limit(RLIMIT_FSIZE, lim->fsize);
    set_limit(RLIMIT_CPU, (uint64_t)lim->timeout + 2);
    if (envp)
        execvpe(argv[0], argv, envp);
    else
        execvp(argv[0], argv);
fail:
    e = errno;
    while (write(report_fd, &e, sizeof e) < 0 && errno == EINTR)
        ;
    _exit(127);
}

/* vfork and, in the child, child(): a frame of its own, so that no
 * variable of the caller lives across the vfork. */
__attribute__((noinline)) static pid_t
spawn(char *const argv[], char *const envp[], const char *cwd, const char *in_path, const ExLimits *lim,
      int out_fd, int err_fd, int report_fd, pid_t parent)
{
    pid_t pid = vfork();
    if (pid == 0)
        child(argv, envp, cwd, in_path, lim, out_fd, err_fd, report_fd, parent);
    return pid;
}

static void
fill_limits(ExLimits *l, const ExLimits *in)
{
    if (in)
        *l = *in;
    else
        memset(l, 0, sizeof *l);
    if (l->timeout <= 0)
        l->timeout = 30;
    if (!l->mem)
        l->mem = 4ull << 30;
    if (!l->fsize)
        l->fsize = 256ull << 20;
    if (!l->out_max)
        l->out_max = 16ull << 20;
}

static void
finish_buf(IrBuf *b, char **p, size_t *n)
{
    ir_buf_putc(b, 0);
    *p = b->p;
    *n = b->len - 1;
    b->p = NULL;
}

int
ex_proc_run(char *const argv[], const char *cwd, const char *in_path, const ExLimits *lim_in, ExProc *p)
{
    ExLimits lim;
    fill_limits(&lim, lim_in);
    memset(p, 0, sizeof *p);
    double t0 = ex_now(), deadline = t0 + lim.timeout;
    Capture cap[2] = {{-1, {0}}, {-1, {0}}};
    int out_p[2] = {-1, -1}, err_p[2] = {-1, -1}, rep_p[2] = {-1, -1};
    int ret = -1;
    if (pipe2(out_p, O_CLOEXEC) || pipe2(err_p, O_CLOEXEC) || pipe2(rep_p, O_CLOEXEC)) {
        ir_buf_printf(&cap[1].b, "cannot make a pipe: %s", strerror(errno));
        goto failed;
    }
    /* the child's environment: ours, with LLVM's symbolizer off if asked
     * (built here: between fork and exec nothing may allocate) */
    char **envp = NULL;
    if (lim.no_symbolize) {
        size_t ne = 0;
        while (environ[ne])
            ne++;
        envp = ir_malloc((ne + 2) * sizeof *envp);
        memcpy(envp, environ, ne * sizeof *envp);
        envp[ne] = (char *)"LLVM_DISABLE_SYMBOLIZATION=1";
        envp[ne + 1] = NULL;
    }
    pid_t self = getpid();
    /* vfork: the child borrows our memory until it execs (it only makes
     * system calls, on its own stack frame), so a large process (a campaign
     * worker keeps its freed memory, ir_mem_keep) does not pay for copying
     * its page tables and for the copy-on-write faults after each fork */
    sigset_t all, old;
    sigfillset(&all);
    sigprocmask(SIG_SETMASK, &all, &old);
    pid_t pid = spawn(argv, envp, cwd, in_path, &lim, out_p[1], err_p[1], rep_p[1], self);
    int fork_errno = errno;
    sigprocmask(SIG_SETMASK, &old, NULL);
    ir_free(envp);
    if (pid < 0) {
        ir_buf_printf(&cap[1].b, "cannot fork: %s", strerror(fork_errno));
        goto failed;
    }
    setpgid(pid, pid); /* also here: no race with a kill of the group */
    close(out_p[1]);
    close(err_p[1]);
    close(rep_p[1]);
    out_p[1] = err_p[1] = rep_p[1] = -1;

    /* did exec succeed? (the report pipe closes at exec, or carries errno) */
    int e = 0;
    ssize_t n;
    while ((n = read(rep_p[0], &e, sizeof e)) < 0 && errno == EINTR)
        ;
    close(rep_p[0]);
    rep_p[0] = -1;
    if (n == (ssize_t)sizeof e) {
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
            ;
        ir_buf_printf(&cap[1].b, "cannot run %s: %s", argv[0], strerror(e));
        goto failed;
    }

    cap[0].fd = out_p[0];
    cap[1].fd = err_p[0];
    out_p[0] = err_p[0] = -1;
    /* A pidfd becomes readable when the child exits (it is not reaped:
     * its pid keeps naming its group until waitpid).  Without one (old
     * kernels), look every 10 ms. */
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    int timed_out = 0;
    for (;;) {
        struct pollfd pf[3];
        int np = 0;
        for (int k = 0; k < 2; k++)
            if (cap[k].fd >= 0)
                pf[np++] = (struct pollfd){cap[k].fd, POLLIN, 0};
        if (pidfd >= 0)
            pf[np++] = (struct pollfd){pidfd, POLLIN, 0};
        double left = deadline - ex_now();
        if (left <= 0) {
            timed_out = 1;
            break;
        }
        int ms = (int)(left * 1000) + 1;
        if (pidfd < 0 && ms > 10)
            ms = 10;
        int r = poll(pf, (nfds_t)np, ms);
        if (r < 0 && errno != EINTR)
            break;
        int gone = 0;
        if (pidfd >= 0 && r > 0 && pf[np - 1].revents) {
            gone = 1;
        } else if (pidfd < 0) {
            siginfo_t si;
            si.si_pid = 0;
            gone = waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) == 0 && si.si_pid == pid;
        }
        if (r > 0)
            for (int i = 0; i < np; i++)
                if (pf[i].revents)
                    for (int k = 0; k < 2; k++)
                        if (cap[k].fd == pf[i].fd)
                            capture_read(&cap[k], lim.out_max);
        if (gone)
            break;
    }
    if (pidfd >= 0)
        close(pidfd);
    /* The child is not reaped yet, so its pid still names its group: kill
     * whatever is left of the group (everything, at a timeout). */
    kill(-pid, SIGKILL);
    /* What the child wrote before it ended is in the pipes: read it (the
     * pipes may stay open a moment in killed members of the group). */
    for (int k = 0; k < 2; k++) {
        if (cap[k].fd < 0)
            continue;
        fcntl(cap[k].fd, F_SETFL, O_NONBLOCK);
        for (;;) {
            struct pollfd pf = {cap[k].fd, POLLIN, 0};
            if (poll(&pf, 1, 0) <= 0)
                break;
            capture_read(&cap[k], lim.out_max);
            if (cap[k].fd < 0)
                break;
        }
    }
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    p->wall = ex_now() - t0;
    if (timed_out) {
        p->status = EX_PROC_TIMEOUT;
        p->code = SIGKILL;
    } else if (WIFSIGNALED(st)) {
        p->status = EX_PROC_SIGNALED;
        p->code = WTERMSIG(st);
    } else {
        p->status = EX_PROC_EXITED;
        p->code = WEXITSTATUS(st);
    }
    ret = 0;
    goto done;

failed:
    p->status = EX_PROC_FAILED;
    p->code = -1;
    p->wall = ex_now() - t0;
done:
    for (int k = 0; k < 2; k++)
        if (cap[k].fd >= 0)
            close(cap[k].fd);
    int fds[] = {out_p[0], out_p[1], err_p[0], err_p[1], rep_p[0], rep_p[1]};
    for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++)
        if (fds[i] >= 0)
            close(fds[i]);
    finish_buf(&cap[0].b, &p->out, &p->nout);
    finish_buf(&cap[1].b, &p->err, &p->nerr);
    return ret;
}

void
ex_proc_free(ExProc *p)
{
    if (!p)
        return;
    ir_free(p->out);
    ir_free(p->err);
    p->out = p->err = NULL;
    p->nout = p->nerr = 0;
}

/* ------------------------------------------------------------ the cache */

/* mkdir -p dir (each component made 0700): 0, or -1 with errno set. */
static int
make_dirs(const char *dir)
{
    char *p = ir_strdup(dir);
    int r = 0;
    for (char *s = p + 1; r == 0; s++) {
        if (*s != '/' && *s)
            continue;
        char c = *s;
        *s = 0;
        struct stat st;
        if (mkdir(p, 0700) != 0 && errno != EEXIST)
            r = -1;
        else if (stat(p, &st) != 0)
            r = -1;
        else if (!S_ISDIR(st.st_mode)) {
            errno = ENOTDIR;
            r = -1;
        }
        *s = c;
        if (!c)
            break;
    }
    ir_free(p);
    return r;
}

/* The cache directory (runner objects, tools' versions), per user: $XDG_CACHE_HOME/llfuzz, else
 * $HOME/.cache/llfuzz, else $TMPDIR/llfuzz-cache-<uid> (one shared
 * /tmp/llfuzz-cache, made 0700 by its first user, locked everyone else out).
 * Malloc'd path, or NULL with err naming the directory. */
char *
ex_cache_dir(char *err, size_t errlen)
{
    IrBuf dir = {0};
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME"), *tmp = getenv("TMPDIR");
    int shared = 0;
    if (xdg && xdg[0] == '/')   /* the XDG spec: a relative path is to be ignored */
        ir_buf_printf(&dir, "%s/llfuzz", xdg);
    else if (home && home[0] == '/')
        ir_buf_printf(&dir, "%s/.cache/llfuzz", home);
    else {
        ir_buf_printf(&dir, "%s/llfuzz-cache-%ld", tmp && *tmp ? tmp : "/tmp", (long)getuid());
        shared = 1;
    }
    ir_buf_putc(&dir, 0);
    struct stat st;
    if (make_dirs(dir.p) != 0) {
        snprintf(err, errlen, "cannot make the cache directory %s: %s", dir.p, strerror(errno));
        ir_buf_free(&dir);
        return NULL;
    }
    /* in a directory others can write to, the name could be someone else's */
    if (shared && (lstat(dir.p, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != getuid())) {
        snprintf(err, errlen, "the cache directory %s is not a directory of this user", dir.p);
        ir_buf_free(&dir);
        return NULL;
    }
    return dir.p;
}

int
ex_which(const char *prog, char *out, size_t n)
{
    if (strchr(prog, '/')) {
        snprintf(out, n, "%s", prog);
        return access(prog, X_OK) == 0;
    }
    for (const char *path = getenv("PATH"); path && *path;) {
        const char *e = strchr(path, ':');
        size_t len = e ? (size_t)(e - path) : strlen(path);
        snprintf(out, n, "%.*s/%s", (int)len, len ? path : ".", prog);
        if (access(out, X_OK) == 0)
            return 1;
        path = e ? e + 1 : NULL;
    }
    return 0;
}

/* The file that caches `tool --version` for the executable tool names (a
 * name searched in PATH, or a path): version-<hash>.txt in the cache
 * directory, keyed by the executable's real path, device, inode, size and
 * times, so that an upgraded or replaced tool is asked again.  The file's
 * first line is the key, checked on reading.  NULL when the tool is not
 * found or there is no cache directory; *key is the key (malloc'd). */
static char *
version_file(const char *tool, char **key)
{
    char found[4096], real[PATH_MAX];
    struct stat st;
    if (!ex_which(tool, found, sizeof found) || !realpath(found, real) || stat(real, &st) != 0)
        return NULL;
    char err[256];
    char *dir = ex_cache_dir(err, sizeof err);
    if (!dir)
        return NULL;
    IrBuf k = {0}, f = {0};
    ir_buf_printf(&k, "%s %llu %llu %llu %lld.%09ld %lld.%09ld", real, (unsigned long long)st.st_dev,
                  (unsigned long long)st.st_ino, (unsigned long long)st.st_size, (long long)st.st_mtim.tv_sec,
                  st.st_mtim.tv_nsec, (long long)st.st_ctim.tv_sec, st.st_ctim.tv_nsec);
    ir_buf_putc(&k, 0);
    ir_buf_printf(&f, "%s/version-%016llx.txt", dir, (unsigned long long)ir_hash(k.p, strlen(k.p)));
    ir_buf_putc(&f, 0);
    ir_free(dir);
    *key = k.p;
    return f.p;
}

char *
ex_version_cached(const char *tool)
{
    char *key = NULL, *file = version_file(tool, &key);
    if (!file)
        return NULL;
    char *text = NULL;
    FILE *fp = fopen(file, "rb");
    if (fp) {
        IrBuf b = {0};
        char buf[4096];
        size_t n;
        while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
            ir_buf_put(&b, buf, n);
        fclose(fp);
        ir_buf_putc(&b, 0);
        size_t kl = strlen(key);
        if (b.p && strncmp(b.p, key, kl) == 0 && b.p[kl] == '\n')
            text = ir_strdup(b.p + kl + 1);
        ir_buf_free(&b);
    }
    ir_free(key);
    ir_free(file);
    return text;
}

void
ex_version_store(const char *tool, const char *text)
{
    char *key = NULL, *file = version_file(tool, &key);
    if (!file)
        return;
    /* written whole under another name, then renamed: a concurrent reader
     * sees the old file or the new one */
    IrBuf tmp = {0}, b = {0};
    ir_buf_printf(&tmp, "%s.%ld", file, (long)getpid());
    ir_buf_putc(&tmp, 0);
    ir_buf_printf(&b, "%s\n%s", key, text);
    if (ex_write_file(tmp.p, b.p, b.len) != 0 || rename(tmp.p, file) != 0)
        unlink(tmp.p);
    ir_buf_free(&tmp);
    ir_buf_free(&b);
    ir_free(key);
    ir_free(file);
}

/* -------------------------------------------------- temporary directories */

char *
ex_tmpdir(const char *tag)
{
    const char *base = getenv("TMPDIR");
    if (!base || !*base)
        base = "/tmp";
    IrBuf b = {0};
    ir_buf_printf(&b, "%s/llfuzz-%s-XXXXXX", base, tag ? tag : "tmp");
    ir_buf_putc(&b, 0);
    if (!mkdtemp(b.p)) {
        ir_buf_free(&b);
        return NULL;
    }
    return b.p;
}

static int
rm_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb;
    (void)ftw;
    int r = flag == FTW_DP ? rmdir(path) : unlink(path);
    return r != 0 && errno != ENOENT ? -1 : 0;
}

int
ex_rmtree(const char *dir)
{
    if (!dir)
        return -1;
    return nftw(dir, rm_one, 16, FTW_DEPTH | FTW_PHYS) == 0 ? 0 : -1;
}

int
ex_write_file(const char *path, const void *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    int ok = fwrite(p, 1, n, f) == n;
    ok &= fclose(f) == 0;
    return ok ? 0 : -1;
}
