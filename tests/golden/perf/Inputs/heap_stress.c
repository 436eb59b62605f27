/* heap_stress.c -- malloc on the heap that ir/core.c's __sbrk keeps in the
 * arenas' pool (tests/golden/perf/heap_in_pool.ll): random blocks
 * allocated, grown, checked and freed, calloc's zeroes, trims that give
 * memory back and take it again, and arena chunks cut from the pool
 * between the heap's growths (so that the heap moves on to new segments).
 * Prints "heap ok" and the real program break's growth, or what failed. */
#include "ir/ir.h"

#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { NB = 400, ROUNDS = 20000 };

static uint64_t rng = 88172645463325252u;
static uint64_t
rnd(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

static unsigned char *blk[NB];
static size_t len[NB];

static int
check(int i)
{
    for (size_t k = 0; k < len[i]; k++)
        if (blk[i][k] != (unsigned char)(i + k * 7))
            return 0;
    return 1;
}

static void
fill(int i, size_t from)
{
    for (size_t k = from; k < len[i]; k++)
        blk[i][k] = (unsigned char)(i + k * 7);
}

int
main(void)
{
    char *brk0 = (char *)syscall(SYS_brk, 0);
    mallopt(M_MMAP_THRESHOLD, 16 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 10); /* trims often: the break goes down */
    IrArena *ar[8] = {0};
    for (int r = 0; r < ROUNDS; r++) {
        int i = (int)(rnd() % NB);
        size_t n = rnd() % 4 == 0 ? rnd() % (300 << 10) : rnd() % 2000;
        if (blk[i]) {
            if (!check(i)) {
                printf("round %d: block %d changed\n", r, i);
                return 1;
            }
            if (rnd() % 3 == 0) { /* grown or shrunk in place or moved */
                size_t old = len[i];
                blk[i] = realloc(blk[i], n + 1);
                len[i] = n;
                if (!blk[i]) {
                    printf("round %d: realloc failed\n", r);
                    return 1;
                }
                fill(i, old < n ? old : n);
                continue;
            }
            free(blk[i]);
            blk[i] = NULL;
            continue;
        }
        if (rnd() % 2) {
            blk[i] = calloc(1, n + 1);
            for (size_t k = 0; blk[i] && k <= n; k++)
                if (blk[i][k]) {
                    printf("round %d: calloc byte %zu of %zu not zero\n", r, k, n + 1);
                    return 1;
                }
        } else {
            blk[i] = malloc(n + 1);
        }
        if (!blk[i]) {
            printf("round %d: no memory\n", r);
            return 1;
        }
        len[i] = n;
        fill(i, 0);
        if (r % 997 == 0) { /* chunks from the pool between the heap's growths */
            int a = (r / 997) % 8;
            if (ar[a])
                ir_arena_free(ar[a]);
            ar[a] = ir_arena_new();
            memset(ir_arena_alloc(ar[a], 600 << 10), 0x5a, 600 << 10);
        }
        if (r % 5000 == 4999)
            malloc_trim(0);
    }
    for (int i = 0; i < NB; i++)
        if (blk[i] && !check(i)) {
            printf("block %d changed\n", i);
            return 1;
        }
    char *brk1 = (char *)syscall(SYS_brk, 0);
    printf("heap ok, the program break grew %s\n", brk1 - brk0 <= (64 << 10) ? "by little" : "much");
    return 0;
}
