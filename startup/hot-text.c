/* hot-text.c -- writes startup/hot-text.ld, the list of the code a run executes
 * (startup/hot-text.sh builds and runs it; see there why).
 *
 *   hot-text MAP CALLGRIND... [-- MAP CALLGRIND...]...
 *
 * One group of arguments per build (the release build with and without
 * its profile: their functions differ in clones and inlining).  MAP is the
 * linker's map of an llfuzz linked from objects compiled with
 * -ffunction-sections; each CALLGRIND file is a profile of it written with
 * --dump-instr=yes --compress-pos=no (every cost line starts with the
 * address of an instruction).  The input sections of the output sections
 * .text and .text.hot_first (the map may be of a build that used an older
 * list) that hold an executed instruction are printed, in the order of
 * their addresses (those of the first build first, each once), as a linker
 * script that gathers them into one output section placed before .text. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t addr, size;
    char *name, *file;
    int hit;
} Sec;

static Sec *secs;
static size_t nsecs, capsecs;

static void *
xrealloc(void *p, size_t n)
{
    p = realloc(p, n);
    if (!p) {
        fprintf(stderr, "hot-text: out of memory\n");
        exit(1);
    }
    return p;
}

static char *
xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(xrealloc(NULL, n), s, n);
}

static FILE *
xfopen(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        exit(1);
    }
    return f;
}

static void
chomp(char *s)
{
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' '))
        s[--n] = 0;
}

/* The map's input sections of .text: " NAME ADDR SIZE FILE", where a long
 * NAME stands alone on its line and the rest follows on the next. */
static void
read_map(const char *path)
{
    FILE *f = xfopen(path);
    char line[4096], pending[4096] = "";
    int in_text = 0;
    while (fgets(line, sizeof line, f)) {
        chomp(line);
        if (line[0] == '.') { /* an output section */
            in_text = !strncmp(line, ".text", 5) && (line[5] == ' ' || line[5] == '.' || line[5] == 0);
            pending[0] = 0;
            continue;
        }
        if (!in_text)
            continue;
        char name[4096], file[4096];
        uint64_t addr, size;
        if (line[0] == ' ' && line[1] == '.' && !strchr(line + 1, ' ')) {
            snprintf(pending, sizeof pending, "%s", line + 1);
            continue;
        }
        if (line[0] == ' ' && line[1] == '.' &&
            sscanf(line, " %4095s 0x%" SCNx64 " 0x%" SCNx64 " %4095[^\n]", name, &addr, &size, file) == 4) {
        } else if (pending[0] && sscanf(line, " 0x%" SCNx64 " 0x%" SCNx64 " %4095[^\n]", &addr, &size, file) == 3) {
            snprintf(name, sizeof name, "%s", pending);
        } else {
            pending[0] = 0;
            continue;
        }
        pending[0] = 0;
        if (!size)
            continue;
        if (nsecs == capsecs) {
            capsecs = capsecs ? 2 * capsecs : 1024;
            secs = xrealloc(secs, capsecs * sizeof *secs);
        }
        secs[nsecs++] = (Sec){addr, size, xstrdup(name), xstrdup(file), 0};
    }
    fclose(f);
}

static int
by_addr(const void *a, const void *b)
{
    const Sec *x = a, *y = b;
    return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static void
mark(uint64_t a)
{
    size_t lo = 0, hi = nsecs;
    while (lo < hi) { /* the first section that starts after a */
        size_t mid = (lo + hi) / 2;
        if (secs[mid].addr <= a)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo && a < secs[lo - 1].addr + secs[lo - 1].size)
        secs[lo - 1].hit = 1;
}

static void
read_profile(const char *path)
{
    FILE *f = xfopen(path);
    char line[4096];
    while (fgets(line, sizeof line, f))
        if (line[0] == '0' && line[1] == 'x')
            mark(strtoull(line + 2, NULL, 16));
    fclose(f);
}

static char **pats;
static size_t npats, cappats;

/* Add a pattern to the list unless it is there already. */
static void
add_pattern(const char *fmt, ...)
{
    char buf[8192];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    for (size_t i = 0; i < npats; i++)
        if (!strcmp(pats[i], buf))
            return;
    if (npats == cappats) {
        cappats = cappats ? 2 * cappats : 1024;
        pats = xrealloc(pats, cappats * sizeof *pats);
    }
    pats[npats++] = xstrdup(buf);
}

/* "dir/libc.a(member.o)" -> "*libc.a:member.o"; "dir/x.o" -> "*x.o" */
static void
add_section(const Sec *s)
{
    const char *paren = strchr(s->file, '(');
    size_t n = paren ? (size_t)(paren - s->file) : strlen(s->file);
    const char *base = s->file;
    for (const char *p = s->file; p < s->file + n; p++)
        if (*p == '/')
            base = p + 1;
    int own = n >= 11 && !strncmp(s->file + n - 11, "libllfuzz.a", 11);
    /* a function's own section of llfuzz's code: by its name alone, whether
     * the profile of the next build makes it hot or not */
    static const char *const kinds[] = {".text.hot.", ".text.startup.", ".text."};
    if ((own || !paren) && strncmp(s->name, ".text.unlikely.", 15))
        for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
            size_t kl = strlen(kinds[k]);
            if (!strncmp(s->name, kinds[k], kl) && s->name[kl]) {
                const char *fn = s->name + kl;
                add_pattern("*(.text.%s .text.hot.%s .text.startup.%s)", fn, fn, fn);
                return;
            }
        }
    if (paren)
        add_pattern("*%.*s:%.*s(%s)", (int)(n - (size_t)(base - s->file)), base,
                    (int)(strlen(paren + 1) - 1), paren + 1, s->name);
    else
        add_pattern("*%s(%s)", base, s->name);
}

/* One build: its map and its profiles. */
static void
add_build(char **args, int n)
{
    for (size_t i = 0; i < nsecs; i++) {
        free(secs[i].name);
        free(secs[i].file);
    }
    nsecs = 0;
    read_map(args[0]);
    if (!nsecs) {
        fprintf(stderr, "hot-text: %s: no input sections of .text\n", args[0]);
        exit(1);
    }
    qsort(secs, nsecs, sizeof *secs, by_addr);
    for (int i = 1; i < n; i++)
        read_profile(args[i]);
    uint64_t bytes = 0;
    size_t hit = 0;
    for (size_t i = 0; i < nsecs; i++)
        if (secs[i].hit) {
            add_section(&secs[i]);
            bytes += secs[i].size;
            hit++;
        }
    fprintf(stderr, "hot-text: %s: %zu of %zu input sections, %" PRIu64 " KB\n", args[0], hit, nsecs,
            bytes >> 10);
}

/* What callgrind cannot show.  Under valgrind the C library's ifunc
 * resolvers see valgrind's processor, which has no AVX-512, and choose the
 * AVX2 variants of the string functions (memmove-avx-unaligned-erms.o),
 * where a run on a machine with AVX-512 executes the EVEX ones
 * (memmove-evex-unaligned-erms.o, memmove-avx512-unaligned-erms.o), and
 * libm's plain variants where an FMA machine runs the -fma ones (s_sin.o,
 * s_sin-fma.o); and valgrind gives the program no vDSO, whose link map and
 * symbol lookup the start-up makes otherwise (dl-object.o, dl-lookup.o,
 * dl-setup_hash.o).  So for each listed string function its EVEX and
 * AVX-512 siblings, for each listed libm member its -fma sibling, and
 * those members of the start-up are listed too (a pattern that matches
 * nothing costs nothing).  A csmith run at -O2 went 2.45 -> 2.23 ms with
 * them (the variants it executed lay all over the 1.9 MB of cold text). */
static void
variants(void)
{
    static const char *const startup[] = {"dl-object.o", "dl-lookup.o", "dl-setup_hash.o"};
    for (size_t k = 0; k < sizeof startup / sizeof *startup; k++)
        add_pattern("*libc.a:%s(.text)", startup[k]);
    /* (add_pattern appends and drops repeats: each base once) */
    for (size_t i = 0, n = npats; i < n; i++) {
        const char *p = pats[i], *colon = strchr(p, ':'), *open = strchr(p, '(');
        if (!colon || !open || open < colon || strncmp(open - 2, ".o", 2))
            continue;
        const char *member = colon + 1;
        const char *dash = memchr(member, '-', (size_t)(open - member));
        if (!strncmp(p, "*libc.a:", 8) && dash && (strstr(member, "-avx") || strstr(member, "-sse"))) {
            int base = (int)(dash - member);
            add_pattern("*libc.a:%.*s-evex*.o(.text.evex .text.evex512 .text)", base, member);
            add_pattern("*libc.a:%.*s-avx512*.o(.text.evex512 .text.evex .text)", base, member);
        } else if (!strncmp(p, "*libm", 5) && !dash) {
            add_pattern("%.*s-fma.o(.text)", (int)(open - 2 - p), p);
        }
    }
}

int
main(int argc, char **argv)
{
    if (argc < 3 || !strcmp(argv[1], "--")) {
        fprintf(stderr, "usage: hot-text MAP CALLGRIND... [-- MAP CALLGRIND...]...\n");
        return 2;
    }
    for (int i = 1; i < argc;) {
        int j = i;
        while (j < argc && strcmp(argv[j], "--"))
            j++;
        add_build(argv + i, j - i);
        i = j + 1;
    }
    printf("/* startup/hot-text.ld -- written by startup/hot-text.sh: the input sections\n"
           " * that hold the code a run executes, gathered before the rest of .text\n"
           " * (the Makefile links llfuzz with it; see startup/hot-text.sh). */\n"
           "SECTIONS\n{\n  .text.hot_first :\n  {\n");
    variants();
    for (size_t i = 0; i < npats; i++)
        printf("    %s\n", pats[i]);
    printf("  }\n}\nINSERT BEFORE .text;\n");
    return 0;
}
