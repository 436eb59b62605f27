/* spawn-time.c -- startup/bench.sh's clock: runs each command line given
 * (separated by "--") N times, interleaved, with posix_spawn (no shell, no
 * fork of a big process in between), and prints for each the median wall
 * time of a run and its mean CPU time (user + sys of the children).
 *
 *   spawn-time N CMD ARGS... [-- CMD ARGS...]... */
#define _GNU_SOURCE
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

static double
now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double
cpu_children(void)
{
    struct rusage ru;
    getrusage(RUSAGE_CHILDREN, &ru);
    return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec * 1e-6 + ru.ru_stime.tv_sec +
           ru.ru_stime.tv_usec * 1e-6;
}

static int
cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int
main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: spawn-time N CMD ARGS... [-- CMD ARGS...]...\n");
        return 2;
    }
    int n = atoi(argv[1]);
    char **cmd[16];
    int ncmd = 0;
    cmd[ncmd++] = argv + 2;
    for (int i = 2; i < argc && ncmd < 16; i++)
        if (!strcmp(argv[i], "--")) {
            argv[i] = NULL;
            cmd[ncmd++] = argv + i + 1;
        }
    double *wall = calloc((size_t)n * ncmd, sizeof *wall), cpu[16] = {0};
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", 1, 0);
    for (int r = 0; r < n; r++)
        for (int c = 0; c < ncmd; c++) {
            double c0 = cpu_children(), t0 = now();
            pid_t pid;
            int st;
            if (posix_spawn(&pid, cmd[c][0], &fa, NULL, cmd[c], environ) != 0 ||
                waitpid(pid, &st, 0) < 0 || !WIFEXITED(st)) {
                fprintf(stderr, "spawn-time: %s failed\n", cmd[c][0]);
                return 1;
            }
            wall[c * n + r] = now() - t0;
            cpu[c] += cpu_children() - c0;
        }
    for (int c = 0; c < ncmd; c++) {
        qsort(wall + c * n, n, sizeof *wall, cmp);
        printf("%8.3f ms wall (median), %8.3f ms CPU (mean) a run: ", wall[c * n + n / 2] * 1e3,
               cpu[c] / n * 1e3);
        for (char **a = cmd[c]; *a; a++)
            printf("%s%s", a == cmd[c] ? "" : " ", *a);
        printf("\n");
    }
    return 0;
}
