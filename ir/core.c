/* core.c -- the allocator, arenas, growable buffers, diagnostics and the
 * name tables generated from ops.def / attrs.def. */
#include "ir.h"

#include <limits.h>
#include <stddef.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

/* ------------------------------------------------------------ internal bugs */

void
ir_die_at(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s:%d: internal error: ", file, line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    abort();
}

/* ---------------------------------------------------------------- allocator */

static long alloc_countdown; /* 0: never fail */

void
ir_alloc_fail_after(long n)
{
    alloc_countdown = n;
}

static int
alloc_should_fail(void)
{
    if (alloc_countdown > 0 && --alloc_countdown == 0)
        return 1;
    return 0;
}

void *
ir_malloc(size_t n)
{
    void *p = alloc_should_fail() ? NULL : malloc(n ? n : 1);
    if (!p)
        ir_die("out of memory (%zu bytes)", n);
    return p;
}

void *
ir_calloc(size_t n, size_t size)
{
    void *p = alloc_should_fail() ? NULL : calloc(n ? n : 1, size ? size : 1);
    if (!p)
        ir_die("out of memory (%zu x %zu bytes)", n, size);
    return p;
}

void *
ir_realloc(void *p, size_t n)
{
    void *q = alloc_should_fail() ? NULL : realloc(p, n ? n : 1);
    if (!q)
        ir_die("out of memory (%zu bytes)", n);
    return q;
}

void
ir_free(void *p)
{
    free(p);
}

/* Under the sanitizers malloc is their own (no glibc heap to shape). */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define HEAP_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || \
    __has_feature(thread_sanitizer)
#define HEAP_SANITIZED 1
#endif
#endif

/* glibc's malloc takes its memory from its heap (the program break): the
 * heap grows by `bytes` at once, faulted in by the range rather than a page
 * fault a page, then given back to malloc (the top of the heap), which
 * hands it out from there.  The heap is not trimmed after this, and blocks
 * up to 16 MB come from it rather than from their own mappings: for a
 * process that runs one command and exits (cli/run.c). */
void
ir_heap_expect(size_t bytes)
{
#if defined(__GLIBC__) && !defined(HEAP_SANITIZED)
    mallopt(M_TRIM_THRESHOLD, INT_MAX);
    mallopt(M_MMAP_THRESHOLD, 16 << 20);
    if (bytes > (8u << 20)) /* (below the threshold: from the heap) */
        bytes = 8u << 20;
    void *p = malloc(bytes);
    if (p) {
        ir_mem_populate(p, bytes);
        free(p);
    }
#else
    (void)bytes;
#endif
}

static size_t cache_max; /* below */

/* A long-lived process that builds and frees much the same memory over
 * and over (a campaign worker: a batch's modules, interpreters and tool
 * outputs, tens of MB each time) keeps up to `bytes` of freed arena
 * chunks, huge ones included, and malloc keeps its heap and its blocks up
 * to 32 MB: given back and faulted in again, that memory cost a campaign
 * worker half of its own CPU time in page faults (perf, 2026-11-28). */
void
ir_mem_keep(size_t bytes)
{
    if (bytes > cache_max)
        cache_max = bytes;
#if defined(__GLIBC__) && !defined(HEAP_SANITIZED)
    mallopt(M_TRIM_THRESHOLD, INT_MAX);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
}

char *
ir_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(ir_malloc(n), s, n);
}

/* ------------------------------------------------------------------- arenas */

typedef struct Chunk {
    struct Chunk *next;
    size_t size, used;
    size_t dirty;       /* bytes from the start that may be nonzero (the rest is zero) */
    _Alignas(16) unsigned char data[];
} Chunk;

/* Chunks come from mapped memory: fresh mapped memory is zero and costs a
 * page fault only where it is used, so a small run does not pay for
 * clearing (and faulting in) whole chunks it barely touches.  Freed chunks
 * below HUGE_CHUNK wait in a small per-thread cache for the next chunk_new
 * (an arena reset or released per function or per instruction would
 * otherwise map, fault in and unmap the same memory again and again); they
 * keep their `dirty` bound, below which ir_arena_alloc_slow clears what it
 * hands out. */
enum { HUGE_CHUNK = 4 << 20, CACHE_MAX = 8 << 20 };
static size_t cache_max = CACHE_MAX; /* raised by ir_mem_keep */

static _Thread_local Chunk *chunk_cache;
static _Thread_local size_t chunk_cached;

/* The chunks are cut, one after the other, from one reserved region (the
 * pool) marked for transparent huge pages.  On these machines (virtual
 * machines with shadow page tables, bench/README) the first touch of a
 * fresh 4 KB page costs 6-15 us, faulted in beforehand
 * (MADV_POPULATE_WRITE) or not, while a 2 MB huge page costs about 150 us
 * in all, 0.3 us per 4 KB: past some 25 pages of a block, the huge page
 * is cheaper, and a run that parses and lowers a 77 KB module touches
 * 220 pages (c1 -O2: 4.7 -> 3.35 ms with the whole pool in huge pages,
 * against its first 2 MB in small pages).  Where the kernel has no huge
 * page at hand, or THP is off, the same memory comes in 4 KB pages.  The
 * region is address space only (MAP_NORESERVE) until used, at most an
 * eighth of RLIMIT_AS; when it cannot be mapped or is used up, chunks are
 * mapped one by one.  A pool chunk is never unmapped: one freed past the
 * cache gives its memory back (MADV_DONTNEED) and waits on a free list. */
enum { THP = 2 << 20 };
#ifdef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE_ MADV_POPULATE_WRITE
#else
#define MADV_POPULATE_WRITE_ 23 /* Linux's value (older headers lack it) */
#endif
static struct {
    pthread_mutex_t mu;
    int state;           /* 0 not tried, 1 mapped, -1 unavailable */
    unsigned char *base;
    size_t size, next;   /* bytes reserved, bytes handed out */
    Chunk *free;         /* freed chunks, their memory zero again */
    size_t mapped;       /* pool_touch's mark: huge pages 1..mapped were touched */
} pool = {.mu = PTHREAD_MUTEX_INITIALIZER};

/* The page at p, which its new owner writes at once (a chunk's header),
 * faulted in by the range when
 * it opens a 2 MB page of the pool that nothing touched yet: a system
 * call, where the write's page fault on a huge page cost 60-100 us more
 * here (c11 -O2 2.40 -> 2.30 ms for the pool's first page).  Called with
 * pool.mu held. */
static void
pool_touch(unsigned char *p)
{
    size_t huge = (size_t)(p - pool.base) / THP + 1;
    if (huge <= pool.mapped)
        return;
    ir_mem_populate(p, 1);
    pool.mapped = huge;
}

static void
pool_map(void)
{
    pool.state = -1;
#ifdef MADV_HUGEPAGE
    size_t size = (size_t)1 << 30;
    struct rlimit rl;
    if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur / 8 < size)
        size = (size_t)(rl.rlim_cur / 8) & ~(size_t)(THP - 1);
    if (size < 16 * (size_t)THP)
        return;
    void *p = mmap(NULL, size + THP, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return;
    pool.base = (unsigned char *)(((uintptr_t)p + THP - 1) & ~(uintptr_t)(THP - 1));
    pool.size = size;
    pool.state = 1;
    madvise(pool.base, pool.size, MADV_HUGEPAGE);
    /* its first page is every run's (the same 2 MB page either way, or
     * the same 4 KB where the kernel gives no huge page) */
    pool_touch(pool.base);
#endif
}

/* A zero chunk of at least sz bytes from the pool, or NULL. */
static Chunk *
pool_take(size_t sz)
{
    size_t total = (sz + sizeof(Chunk) + 4095) & ~(size_t)4095;
    Chunk *c = NULL;
    pthread_mutex_lock(&pool.mu);
    if (pool.state == 0)
        pool_map();
    for (Chunk **pp = &pool.free; *pp; pp = &(*pp)->next)
        if ((*pp)->size >= sz && (*pp)->size <= 2 * sz) {
            c = *pp;
            *pp = c->next;
            break;
        }
    if (!c && pool.state == 1 && total <= pool.size - pool.next) {
        c = (Chunk *)(pool.base + pool.next);
        pool.next += total;
        pool_touch((unsigned char *)c);
        c->size = total - sizeof(Chunk);
    }
    pthread_mutex_unlock(&pool.mu);
    return c;
}

static int
in_pool(const Chunk *c)
{
    return pool.base && (const unsigned char *)c >= pool.base &&
           (const unsigned char *)c < pool.base + pool.size;
}

static Chunk *
chunk_new(size_t sz)
{
    for (Chunk **pp = &chunk_cache; *pp; pp = &(*pp)->next)
        if ((*pp)->size >= sz && (*pp)->size <= 2 * sz) {
            Chunk *c = *pp;
            *pp = c->next;
            chunk_cached -= c->size;
            return c;
        }
    if (alloc_should_fail())
        ir_die("out of memory (%zu bytes)", sz);
    Chunk *c = pool_take(sz);
    if (!c) {
        size_t total = sz + sizeof(Chunk);
        void *p = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            ir_die("out of memory (%zu bytes)", total);
#ifdef MADV_HUGEPAGE
        if (total >= HUGE_CHUNK)
            madvise(p, total, MADV_HUGEPAGE);
#endif
        c = p;
        c->size = sz;
    }
    c->dirty = 0;
    return c;
}

static void
chunk_free(Chunk *c)
{
    if ((c->size < HUGE_CHUNK || cache_max > CACHE_MAX) && chunk_cached + c->size <= cache_max) {
        c->next = chunk_cache;
        chunk_cache = c;
        chunk_cached += c->size;
        return;
    }
    if (!in_pool(c)) {
        munmap(c, c->size + sizeof(Chunk));
        return;
    }
    size_t size = c->size;
    madvise(c, size + sizeof(Chunk), MADV_DONTNEED);
    c->size = size;
    pthread_mutex_lock(&pool.mu);
    c->next = pool.free;
    pool.free = c;
    pthread_mutex_unlock(&pool.mu);
}

void *
ir_block_alloc(size_t n)
{
    Chunk *c = chunk_new(n ? n : 1);
    c->used = c->dirty = c->size; /* (back in the cache: all of it to clear) */
    return c->data;
}

void
ir_block_free(void *p)
{
    if (p)
        chunk_free((Chunk *)((unsigned char *)p - offsetof(Chunk, data)));
}

/* The window (ir.h) lies in the head chunk: its bytes were zero when it
 * opened at `wstart` (= the head's data + used), and what it has handed
 * out since, cur - wstart, is not yet in the head's `used` and `dirty`
 * nor in `total` (arena_sync adds it). */
struct IrArena {
    IrArenaWindow w;    /* first: ir_arena_alloc's fast path */
    unsigned char *wstart;
    Chunk *head;
    size_t total;
};

/* A closed window: empty, and no null pointers for ir_arena_alloc to
 * subtract. */
static unsigned char arena_none[1];

/* Bytes the open window has handed out (not yet in the books). */
static size_t
window_taken(const IrArena *a)
{
    return a->wstart ? (size_t)(a->w.cur - a->wstart) : 0;
}

/* What the window handed out, into the head chunk's books. */
static void
arena_sync(IrArena *a)
{
    if (!a->wstart)
        return;
    Chunk *c = a->head;
    size_t taken = window_taken(a);
    c->used += taken;
    if (c->used > c->dirty)
        c->dirty = c->used;
    a->total += taken;
    a->wstart = a->w.cur;
}

/* No window until the next ir_arena_alloc_slow (after `used` moved back). */
static void
arena_close(IrArena *a)
{
    a->w.cur = a->w.end = arena_none;
    a->wstart = NULL;
}

enum { CHUNK_MIN = 64 * 1024, KEEP_MAX = 8 << 20 };

IrArena *
ir_arena_new(void)
{
    IrArena *a = ir_calloc(1, sizeof *a);
    arena_close(a);
    return a;
}

void
ir_arena_free(IrArena *a)
{
    if (!a)
        return;
    arena_sync(a); /* the head's dirty bound, for the chunk cache */
    for (Chunk *c = a->head, *n; c; c = n) {
        n = c->next;
        chunk_free(c);
    }
    ir_free(a);
}

void
ir_arena_reset(IrArena *a)
{
    arena_sync(a);
    Chunk *c = a->head;
    if (!c)
        return;
    /* keep the newest chunk, the largest (the list is newest-first): an
     * arena reset per function then settles at the size the largest
     * function needs instead of growing again for each.  Past KEEP_MAX,
     * the oldest, so that one big use does not stay allocated. */
    Chunk *keep = c;
    if (keep->size > KEEP_MAX)
        while (keep->next)
            keep = keep->next;
    while (c) {
        Chunk *n = c->next;
        if (c != keep)
            chunk_free(c);
        c = n;
    }
    keep->next = NULL;
    keep->used = 0;
    a->head = keep;
    a->total = 0;
    arena_close(a);
}

/* A new head chunk of at least sz bytes, empty. */
static Chunk *
arena_push_chunk(IrArena *a, size_t sz)
{
    Chunk *c = chunk_new(sz);
    c->used = 0;
    c->next = a->head;
    a->head = c;
    return c;
}

/* ir_arena_alloc when its window is too small (n rounded up): the bytes
 * from the head chunk or a new one, and a window over the rest of the
 * chunk once it is past the chunk's `dirty` bound (all zero there). */
void *
ir_arena_alloc_slow(IrArena *a, size_t n)
{
    arena_sync(a);
    arena_close(a);
    Chunk *c = a->head;
    if (!c || c->size - c->used < n) {
        /* chunks double up to 32 MB, so that a module costs few of them */
        size_t sz = CHUNK_MIN;
        if (c)
            sz = c->size >= (32u << 20) ? c->size : c->size * 2;
        if (sz < n)
            sz = n;
        c = arena_push_chunk(a, sz);
        /* an arena that outgrew a chunk tends to grow on: as much as it
         * holds is faulted in at once (ir_arena_expect), which pays off
         * when a tenth of it is used */
        size_t ahead = a->total;
        if (ahead > sz)
            ahead = sz;
        if (a->total >= CHUNK_MIN && !c->dirty)
            ir_mem_populate(c->data, ahead < THP ? ahead : THP);
    }
    unsigned char *p = c->data + c->used;
    if (c->used < c->dirty) {
        /* below the bytes used before (a release, a reset, a reused chunk):
         * cleared here as they are handed out, no window, so that going
         * back and forth over a big region clears only what is used */
        memset(p, 0, c->dirty - c->used < n ? c->dirty - c->used : n);
        c->used += n;
        if (c->used > c->dirty)
            c->dirty = c->used;
        a->total += n;
        return p;
    }
    a->wstart = p;
    a->w.cur = p + n;
    a->w.end = c->data + c->size;
    return p;
}

/* About `bytes` more will soon be allocated from `a` (ir.h).  The head
 * chunk is made big enough at once, one chunk instead of a series of
 * doublings whose unused tails lie between the parts in use, and those
 * bytes are faulted in with one system call (MADV_POPULATE_WRITE, Linux
 * 5.14; without it nothing is faulted in).  Faulted in as a range, a page
 * costs 0.5-2 us here; touched one at a time, 2.5-10 us (bench/README).
 * At most the first 2 MB: a bigger expectation is a module of
 * megabytes, whose chunks are huge pages past the pool's first block; and
 * a chunk of at most 32 MB, as the doubling chunks (an expectation is a
 * guess: it must not ask for more memory than the arena would use). */
enum { EXPECT_MIN = 16 << 10, EXPECT_MAX = THP, EXPECT_CHUNK_MAX = 32 << 20 };
void
ir_arena_expect(IrArena *a, size_t bytes)
{
    if (bytes < EXPECT_MIN)
        return;
    if (bytes > EXPECT_CHUNK_MAX)
        bytes = EXPECT_CHUNK_MAX;
    arena_sync(a);
    arena_close(a);
    Chunk *c = a->head;
    if (!c || c->size - c->used < bytes)
        c = arena_push_chunk(a, bytes > CHUNK_MIN ? bytes : CHUNK_MIN);
    if (c->used >= c->dirty) /* below `dirty`: in use before (a reset, a reused chunk), present */
        ir_mem_populate(c->data + c->used, bytes < EXPECT_MAX ? bytes : EXPECT_MAX);
}

void
ir_mem_populate(void *p, size_t n)
{
    uintptr_t lo = (uintptr_t)p & ~(uintptr_t)4095, hi = ((uintptr_t)p + n + 4095) & ~(uintptr_t)4095;
    if (n)
        madvise((void *)lo, hi - lo, MADV_POPULATE_WRITE_);
}

IrArenaMark
ir_arena_mark(const IrArena *a)
{
    size_t taken = window_taken(a);
    IrArenaMark m = {a->head, a->head ? a->head->used + taken : 0, a->total + taken};
    return m;
}

void
ir_arena_release(IrArena *a, IrArenaMark m)
{
    arena_sync(a);
    arena_close(a);
    /* the chunks made since: freed, but the oldest of them is kept when
     * the mark had none (an arena's first chunk, reused) */
    while (a->head && a->head != m.chunk && (m.chunk || a->head->next)) {
        Chunk *n = a->head->next;
        chunk_free(a->head);
        a->head = n;
    }
    if (a->head)
        a->head->used = a->head == m.chunk ? m.used : 0;
    a->total = m.total;
}

void *
ir_arena_dup(IrArena *a, const void *p, size_t n)
{
    void *q = ir_arena_alloc(a, n);
    if (n)
        memcpy(q, p, n);
    return q;
}

char *
ir_arena_strndup(IrArena *a, const char *s, size_t n)
{
    char *q = ir_arena_alloc(a, n + 1);
    if (n)
        memcpy(q, s, n);
    q[n] = 0;
    return q;
}

char *
ir_arena_strdup(IrArena *a, const char *s)
{
    return ir_arena_strndup(a, s, strlen(s));
}

char *
ir_arena_printf(IrArena *a, const char *fmt, ...)
{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *s = ir_arena_alloc(a, (size_t)n + 1);
    vsnprintf(s, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    return s;
}

size_t
ir_arena_used(const IrArena *a)
{
    return a->total + window_taken(a);
}

/* ------------------------------------------------------------------ buffers */

static void
buf_reserve(IrBuf *b, size_t n)
{
    if (b->len + n + 1 <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n + 1)
        cap *= 2;
    b->p = ir_realloc(b->p, cap);
    b->cap = cap;
}

void
ir_buf_put(IrBuf *b, const void *s, size_t n)
{
    buf_reserve(b, n);
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

void
ir_buf_puts(IrBuf *b, const char *s)
{
    ir_buf_put(b, s, strlen(s));
}

void
ir_buf_putc(IrBuf *b, int c)
{
    buf_reserve(b, 1);
    b->p[b->len++] = (char)c;
    b->p[b->len] = 0;
}

void
ir_buf_vprintf(IrBuf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    char tmp[256];
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    if (n < (int)sizeof tmp) {
        ir_buf_put(b, tmp, (size_t)n);
    } else {
        buf_reserve(b, (size_t)n);
        vsnprintf(b->p + b->len, (size_t)n + 1, fmt, ap2);
        b->len += (size_t)n;
    }
    va_end(ap2);
}

void
ir_buf_printf(IrBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ir_buf_vprintf(b, fmt, ap);
    va_end(ap);
}

void
ir_buf_free(IrBuf *b)
{
    ir_free(b->p);
    b->p = NULL;
    b->len = b->cap = 0;
}

/* -------------------------------------------------------------- diagnostics */

void
ir_diag_init(IrDiag *d, const char *file, const char *src, size_t srclen, FILE *out)
{
    memset(d, 0, sizeof *d);
    d->file = file ? file : "<input>";
    d->src = src;
    d->srclen = srclen;
    d->out = out;
}

/* Print the source line of `loc` and a caret under its column. */
static void
show_line(IrDiag *d, IrLoc loc)
{
    if (!d->src || loc.line == 0)
        return;
    const char *p = d->src, *end = d->src + d->srclen;
    for (uint32_t l = 1; l < loc.line && p < end; p++)
        if (*p == '\n')
            l++;
    if (p >= end && loc.line > 1)
        return;
    const char *e = p;
    while (e < end && *e != '\n' && *e != '\r')
        e++;
    size_t n = (size_t)(e - p);
    if (n > 300)
        n = 300;
    fprintf(d->out, "%.*s\n", (int)n, p);
    uint32_t col = loc.col ? loc.col : 1;
    for (uint32_t i = 1; i < col && i <= n; i++)
        fputc(p[i - 1] == '\t' ? '\t' : ' ', d->out);
    fputs("^\n", d->out);
}

static void
report(IrDiag *d, IrLoc loc, const char *kind, const char *prefix, const char *fmt, va_list ap)
{
    char msg[1024];
    int n = snprintf(msg, sizeof msg, "%s", prefix);
    vsnprintf(msg + n, sizeof msg - (size_t)n, fmt, ap);
    int is_error = kind[0] == 'e';
    if (is_error) {
        if (d->nerrors == 0) {
            d->first_loc = loc;
            snprintf(d->first_msg, sizeof d->first_msg, "%.500s", msg);
            d->unsupported = prefix[0] != 0;
        }
        d->nerrors++;
    } else {
        d->nwarnings++;
    }
    if (!d->out)
        return;
    if (loc.line)
        fprintf(d->out, "%s:%u:%u: %s: %s\n", d->file, loc.line, loc.col ? loc.col : 1, kind, msg);
    else
        fprintf(d->out, "%s: %s: %s\n", d->file, kind, msg);
    show_line(d, loc);
}

void
ir_verror_at(IrDiag *d, IrLoc loc, const char *fmt, va_list ap)
{
    report(d, loc, "error", "", fmt, ap);
}

void
ir_error_at(IrDiag *d, IrLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(d, loc, "error", "", fmt, ap);
    va_end(ap);
}

void
ir_warn_at(IrDiag *d, IrLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(d, loc, "warning", "", fmt, ap);
    va_end(ap);
}

void
ir_unsupported_at(IrDiag *d, IrLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(d, loc, "error", "unsupported: ", fmt, ap);
    va_end(ap);
}

/* ------------------------------------------------------------------- tables */

const IrOpInfo ir_opinfo[IR_NOPS] = {
#define OP(e, s, c, sh, f) [IR_OP_##e] = {s, IR_CLS_##c, IR_SH_##sh, f},
#include "ops.def"
};

const IrAttrInfo ir_attrinfo[IR_NATTRS] = {
#define ATTR(e, s, a, w) [IR_ATTR_##e] = {s, IR_AA_##a, (w)},
#define FN IR_AW_FN
#define PARAM IR_AW_PARAM
#define RET IR_AW_RET
#include "attrs.def"
#undef FN
#undef PARAM
#undef RET
    [IR_ATTR_STRING] = {"<string>", IR_AA_NONE, IR_AW_FN | IR_AW_PARAM | IR_AW_RET},
};

const char *const ir_rmw_names[IR_RMW_N] = {
#define X(e, s) s,
    IR_RMW_OPS(X)
#undef X
};

const char *const ir_linkage_names[IR_LINK_N] = {
    "external", "private", "internal", "available_externally", "linkonce", "weak",
    "common", "appending", "extern_weak", "linkonce_odr", "weak_odr",
};

const char *
ir_pred_name(unsigned p)
{
    static const char *const f[16] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                      "uno",   "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
    static const char *const i[10] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
    if (p < 16)
        return f[p];
    if (p >= IR_ICMP_EQ && p <= IR_ICMP_SLE)
        return i[p - IR_ICMP_EQ];
    return "?";
}

const char *
ir_ordering_name(unsigned o)
{
    static const char *const n[] = {"", "unordered", "monotonic", "consume", "acquire", "release", "acq_rel", "seq_cst"};
    return o < 8 ? n[o] : "?";
}

/* Calling conventions with a keyword (LLVM's CallingConv numbering); any
 * other number prints as `cc N`.  grep tag: CC-TABLE (the parser reads it). */
const IrCCName ir_cc_names[] = {
    {"ccc", 0}, {"fastcc", 8}, {"coldcc", 9}, {"ghccc", 10}, {"webkit_jscc", 12},
    {"anyregcc", 13}, {"preserve_mostcc", 14}, {"preserve_allcc", 15}, {"swiftcc", 16},
    {"cxx_fast_tlscc", 17}, {"tailcc", 18}, {"cfguard_checkcc", 19}, {"swifttailcc", 20},
    {"preserve_nonecc", 21}, {"x86_stdcallcc", 64}, {"x86_fastcallcc", 65},
    {"arm_apcscc", 66}, {"arm_aapcscc", 67}, {"arm_aapcs_vfpcc", 68}, {"msp430_intrcc", 69},
    {"x86_thiscallcc", 70}, {"ptx_kernel", 71}, {"ptx_device", 72}, {"spir_func", 75},
    {"spir_kernel", 76}, {"intel_ocl_bicc", 77}, {"x86_64_sysvcc", 78}, {"win64cc", 79},
    {"x86_vectorcallcc", 80}, {"hhvmcc", 81}, {"hhvm_ccc", 82}, {"x86_intrcc", 83},
    {"avr_intrcc", 84}, {"avr_signalcc", 85}, {"amdgpu_vs", 87}, {"amdgpu_gs", 88},
    {"amdgpu_ps", 89}, {"amdgpu_cs", 90}, {"amdgpu_kernel", 91}, {"x86_regcallcc", 92},
    {"amdgpu_hs", 93}, {"amdgpu_ls", 95}, {"amdgpu_es", 96}, {"aarch64_vector_pcs", 97},
    {"aarch64_sve_vector_pcs", 98}, {"amdgpu_gfx", 100}, {"m68k_intrcc", 101},
    {"aarch64_sme_preservemost_from_x0", 102}, {"aarch64_sme_preservemost_from_x2", 103},
    {"amdgpu_cs_chain", 104}, {"amdgpu_cs_chain_preserve", 105}, {"m68k_rtdcc", 106},
    {"graalcc", 107}, {"riscv_vector_cc", 110}, {"aarch64_sme_preservemost_from_x1", 111},
    {NULL, 0},
};

const char *
ir_cc_name(unsigned cc)
{
    for (int i = 0; ir_cc_names[i].name; i++)
        if (ir_cc_names[i].cc == cc)
            return ir_cc_names[i].name;
    return NULL;
}

uint64_t
ir_hash_more(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

uint64_t
ir_hash(const void *p, size_t n)
{
    return ir_hash_more(0xcbf29ce484222325ull, p, n);
}
