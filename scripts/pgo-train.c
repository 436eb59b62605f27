/* scripts/pgo-train.c -- part of the profile-guided build's training run
 * (scripts/pgo-train.sh): an ordinary C program, compiled by clang to .ll at
 * -O0 and -O2 when clang is installed, so that the front end and the
 * interpreter are trained on what a C compiler writes (attributes, metadata,
 * allocas, globals with initializers, calls into the C library) and not only
 * on llfuzz's own generated modules.  It is no benchmark program. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct point {
    int32_t x, y;
    int16_t tag;
    uint8_t flags[3];
};

struct entry {
    const char *key;
    uint32_t hash;
    int64_t value;
    struct entry *next;
};

static struct point points[16] = {
    {1, 2, 3, {4, 5, 6}}, {-7, 8, -9, {10, 11, 12}}, {13, -14, 15, {16, 17, 18}},
    {19, 20, -21, {22, 23, 24}},
};
static const char *const words[] = {
    "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
    "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa",
};
static uint64_t counters[8] = {1, 1, 2, 3, 5, 8, 13, 21};
static int16_t grid[6][5] = {{1, -2, 3}, {4, 5, -6, 7}, {-8}, {9, 10, 11, 12, 13}};
static struct entry *table[32];

static uint32_t
hash_str(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s)
        h = (h ^ (uint8_t)*s++) * 16777619u;
    return h;
}

static struct entry *
lookup(const char *key, int create)
{
    uint32_t h = hash_str(key);
    for (struct entry *e = table[h % 32]; e; e = e->next)
        if (e->hash == h && !strcmp(e->key, key))
            return e;
    if (!create)
        return NULL;
    struct entry *e = calloc(1, sizeof *e);
    e->key = key;
    e->hash = h;
    e->next = table[h % 32];
    table[h % 32] = e;
    return e;
}

static int
cmp_points(const struct point *a, const struct point *b)
{
    if (a->x != b->x)
        return a->x < b->x ? -1 : 1;
    return (a->y > b->y) - (a->y < b->y);
}

static void
sort_points(struct point *p, int n)
{
    for (int i = 1; i < n; i++) {
        struct point t = p[i];
        int j = i - 1;
        while (j >= 0 && cmp_points(&p[j], &t) > 0) {
            p[j + 1] = p[j];
            j--;
        }
        p[j + 1] = t;
    }
}

static int64_t
mix(int64_t a, uint16_t b, int8_t c, uint32_t d)
{
    int64_t r = a;
    for (int i = 0; i < 8; i++) {
        switch ((a + i) & 3) {
        case 0: r += (b << (i & 7)) ^ c; break;
        case 1: r -= (int64_t)d * (i + 1); break;
        case 2: r ^= r >> 13; break;
        default: r = r * 31 + (c | 1); break;
        }
        if (r < 0 && (r & 1))
            r = -r / 3;
    }
    return r;
}

static uint32_t
crc_update(uint32_t crc, const uint8_t *p, size_t n)
{
    static uint32_t tab[256];
    if (!tab[1])
        for (uint32_t i = 0; i < 256; i++) {
            uint32_t c = i;
            for (int k = 0; k < 8; k++)
                c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            tab[i] = c;
        }
    for (size_t i = 0; i < n; i++)
        crc = tab[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
    return crc;
}

int
main(void)
{
    char buf[64];
    uint32_t crc = 0xffffffffu;
    for (int i = 4; i < 16; i++) {
        points[i].x = (i * 37) % 11 - 5;
        points[i].y = (i * 13) % 7;
        points[i].tag = (int16_t)(i * 3);
    }
    sort_points(points, 16);
    for (int i = 0; i < 16; i++) {
        snprintf(buf, sizeof buf, "%d:%d/%d", points[i].x, points[i].y, points[i].tag);
        crc = crc_update(crc, (const uint8_t *)buf, strlen(buf));
    }
    for (int r = 0; r < 3; r++)
        for (size_t i = 0; i < sizeof words / sizeof *words; i++)
            lookup(words[i], 1)->value += mix((int64_t)i * r, (uint16_t)(i * 977), (int8_t)(r - 1),
                                              (uint32_t)counters[i % 8]);
    int64_t sum = 0;
    for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
        struct entry *e = lookup(words[i], 0);
        sum += e ? e->value : 0;
    }
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 5; j++)
            counters[(i + j) % 8] += (uint64_t)(grid[i][j] * (i - j));
    for (int i = 0; i < 8; i++)
        crc = crc_update(crc, (const uint8_t *)&counters[i], sizeof counters[i]);
    printf("sum %lld crc %08x\n", (long long)sum, crc ^ 0xffffffffu);
    return 0;
}
