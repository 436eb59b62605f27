/* test_proc.c -- Criterion tests for exec/proc.c: exit codes, signals,
 * timeouts (of the whole process group), output capture and its cap, stdin,
 * working directory, rlimits, programs that cannot start, descriptor leaks,
 * temporary directories. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "exec/exec.h"

static int
count_fds(void)
{
    DIR *d = opendir("/proc/self/fd");
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        n++;
    closedir(d);
    return n;
}

static void
run_sh(const char *script, const ExLimits *lim, ExProc *p)
{
    char *argv[] = {"sh", "-c", (char *)script, NULL};
    cr_assert_eq(ex_proc_run(argv, NULL, NULL, lim, p), 0, "could not run sh: %s", p->err);
}

Test(proc, exit_code)
{
    ExProc p;
    run_sh("exit 3", NULL, &p);
    cr_expect_eq(p.status, EX_PROC_EXITED);
    cr_expect_eq(p.code, 3);
    ex_proc_free(&p);
    run_sh("true", NULL, &p);
    cr_expect_eq(p.status, EX_PROC_EXITED);
    cr_expect_eq(p.code, 0);
    cr_expect_eq(p.nout, 0);
    cr_expect_str_eq(p.out, "");
    ex_proc_free(&p);
}

Test(proc, signal)
{
    ExProc p;
    run_sh("kill -SEGV $$", NULL, &p);
    cr_expect_eq(p.status, EX_PROC_SIGNALED);
    cr_expect_eq(p.code, SIGSEGV);
    ex_proc_free(&p);
}

Test(proc, timeout_kills_the_group)
{
    ExLimits lim = {.timeout = 0.3};
    ExProc p;
    char *argv[] = {"sleep", "10", NULL};
    cr_assert_eq(ex_proc_run(argv, NULL, NULL, &lim, &p), 0);
    cr_expect_eq(p.status, EX_PROC_TIMEOUT);
    cr_expect(p.wall >= 0.29 && p.wall < 2, "wall %g", p.wall);
    ex_proc_free(&p);
    /* a shell whose child holds the pipes: both die at the timeout */
    run_sh("sleep 10; echo never", &lim, &p);
    cr_expect_eq(p.status, EX_PROC_TIMEOUT);
    cr_expect(p.wall < 2, "wall %g", p.wall);
    cr_expect_eq(p.nout, 0);
    ex_proc_free(&p);
}

Test(proc, background_child_does_not_hold_us)
{
    ExLimits lim = {.timeout = 5};
    ExProc p;
    run_sh("sleep 10 & echo hi", &lim, &p);
    cr_expect_eq(p.status, EX_PROC_EXITED);
    cr_expect_eq(p.code, 0);
    cr_expect_str_eq(p.out, "hi\n");
    cr_expect(p.wall < 1, "wall %g", p.wall);
    ex_proc_free(&p);
}

Test(proc, closes_its_output_and_keeps_running)
{
    ExLimits lim = {.timeout = 0.3};
    ExProc p;
    run_sh("exec >&- 2>&-; sleep 10", &lim, &p);
    cr_expect_eq(p.status, EX_PROC_TIMEOUT);
    cr_expect(p.wall < 2, "wall %g", p.wall);
    ex_proc_free(&p);
}

Test(proc, capture_and_cap)
{
    ExProc p;
    run_sh("echo out; echo err >&2; echo more", NULL, &p);
    cr_expect_str_eq(p.out, "out\nmore\n");
    cr_expect_eq(p.nout, 9);
    cr_expect_str_eq(p.err, "err\n");
    ex_proc_free(&p);
    ExLimits lim = {.out_max = 1000};
    run_sh("head -c 3000000 /dev/zero | tr '\\0' x; echo done >&2", &lim, &p);
    cr_expect_eq(p.status, EX_PROC_EXITED);
    cr_expect_eq(p.code, 0);
    cr_expect_eq(p.nout, 1000);
    cr_expect_eq(strlen(p.out), 1000);
    cr_expect_eq(p.out[999], 'x');
    cr_expect_str_eq(p.err, "done\n");
    ex_proc_free(&p);
}

Test(proc, missing_program_fails_to_start)
{
    ExProc p;
    char *argv[] = {"llfuzz-no-such-program", "x", NULL};
    cr_expect_eq(ex_proc_run(argv, NULL, NULL, NULL, &p), -1);
    cr_expect_eq(p.status, EX_PROC_FAILED);
    cr_expect(strstr(p.err, "cannot run llfuzz-no-such-program") != NULL, "err: %s", p.err);
    cr_expect(strstr(p.err, "No such file") != NULL, "err: %s", p.err);
    ex_proc_free(&p);
    /* a bad working directory or stdin file: also a failure to start */
    char *argv2[] = {"true", NULL};
    cr_expect_eq(ex_proc_run(argv2, "/nonexistent/dir", NULL, NULL, &p), -1);
    cr_expect_eq(p.status, EX_PROC_FAILED);
    ex_proc_free(&p);
    cr_expect_eq(ex_proc_run(argv2, NULL, "/nonexistent/file", NULL, &p), -1);
    cr_expect_eq(p.status, EX_PROC_FAILED);
    ex_proc_free(&p);
}

Test(proc, stdin_cwd_and_fsize)
{
    char *dir = ex_tmpdir("test");
    cr_assert(dir);
    char path[4096];
    snprintf(path, sizeof path, "%s/in.txt", dir);
    FILE *f = fopen(path, "w");
    fputs("hello\nworld\n", f);
    fclose(f);
    ExProc p;
    char *cat[] = {"cat", NULL};
    cr_assert_eq(ex_proc_run(cat, NULL, path, NULL, &p), 0);
    cr_expect_str_eq(p.out, "hello\nworld\n");
    ex_proc_free(&p);
    cr_assert_eq(ex_proc_run(cat, NULL, NULL, NULL, &p), 0); /* /dev/null */
    cr_expect_eq(p.nout, 0);
    cr_expect_eq(p.code, 0);
    ex_proc_free(&p);
    char *pwd[] = {"pwd", "-P", NULL};
    cr_assert_eq(ex_proc_run(pwd, dir, NULL, NULL, &p), 0);
    char real[4096];
    cr_assert(realpath(dir, real));
    strcat(real, "\n");
    cr_expect_str_eq(p.out, real);
    ex_proc_free(&p);
    /* the file size limit stops a runaway writer */
    ExLimits lim = {.fsize = 4096};
    char *sh[] = {"sh", "-c", "head -c 100000 /dev/zero > big", NULL};
    cr_assert_eq(ex_proc_run(sh, dir, NULL, &lim, &p), 0);
    cr_expect(p.status != EX_PROC_EXITED || p.code != 0, "status %d code %d", p.status, p.code);
    ex_proc_free(&p);
    struct stat st;
    snprintf(path, sizeof path, "%s/big", dir);
    cr_expect(stat(path, &st) == 0 && st.st_size <= 4096);
    cr_expect_eq(ex_rmtree(dir), 0);
    cr_expect_neq(access(dir, F_OK), 0);
    free(dir);
}

Test(proc, no_descriptor_leaks)
{
    int before = count_fds();
    FILE *keep = fopen("/dev/null", "r"); /* not close-on-exec: must not reach the child */
    ExProc p;
    /* the shell's own descriptors above 2, found with stat (a pipeline's
     * pipe, or a glob's directory, would show while the shell uses them) */
    run_sh("for f in $(seq 3 256); do [ -e /proc/$$/fd/$f ] && echo \"$f -> $(readlink /proc/$$/fd/$f)\"; done; true",
           NULL, &p);
    cr_expect_str_eq(p.out, "", "the child's descriptors above 2: %s (fopen gave %d)", p.out, fileno(keep));
    ex_proc_free(&p);
    char *argv[] = {"llfuzz-no-such-program", NULL};
    ex_proc_run(argv, NULL, NULL, NULL, &p);
    ex_proc_free(&p);
    ExLimits lim = {.timeout = 0.1};
    run_sh("sleep 5", &lim, &p);
    ex_proc_free(&p);
    fclose(keep);
    cr_expect_eq(count_fds(), before);
}

/* no_symbolize: LLVM_DISABLE_SYMBOLIZATION=1 in the child's environment
 * only, the rest of the environment kept */
Test(proc, no_symbolize_sets_llvm_env)
{
    setenv("LLFUZZ_TEST_KEPT", "kept", 1);
    unsetenv("LLVM_DISABLE_SYMBOLIZATION");
    ExLimits lim;
    memset(&lim, 0, sizeof lim);
    ExProc p;
    run_sh("echo \"[$LLVM_DISABLE_SYMBOLIZATION][$LLFUZZ_TEST_KEPT]\"", &lim, &p);
    cr_expect_str_eq(p.out, "[][kept]\n");
    ex_proc_free(&p);
    lim.no_symbolize = 1;
    run_sh("echo \"[$LLVM_DISABLE_SYMBOLIZATION][$LLFUZZ_TEST_KEPT]\"", &lim, &p);
    cr_expect_str_eq(p.out, "[1][kept]\n");
    ex_proc_free(&p);
    cr_expect_null(getenv("LLVM_DISABLE_SYMBOLIZATION"), "the parent's environment changed");
}
