/* mem.c -- the interpreter's memory: allocations with concrete addresses
 * and provenance; bytes with their value, undef bits, poison flag and the
 * provenance of stored pointers (LangRef "Pointer Aliasing Rules", "Memory
 * Model for Concurrent Operations" for single-threaded programs,
 * "Undefined Values" / "Poison Values" for what memory holds).
 *
 * Addresses are handed out upwards from 0x10000 and never reused, with a
 * 16-byte gap after every allocation, so a freed object stays known (use
 * after free and double free are reported as such) and an access just past
 * an object never lands in the next one. */
#include "interp.h"

#include <stdlib.h>
#include <string.h>

enum { REDZONE = 16, FIRST_ADDR = 0x10000 };

/* ------------------------------------------------------------- allocation */

/* Byte arrays of allocations (value, undef and poison bytes; provenance)
 * come from blocks of 64 << k bytes kept for reuse when an allocation dies:
 * a function's allocas are made again on every call. */
#define NBLOCK_CLASSES 12

static int
block_class(size_t bytes)
{
    if (bytes <= 64)
        return 0;
    int k = 64 - __builtin_clzll((unsigned long long)bytes - 1) - 6; /* 64 << k >= bytes */
    return k < NBLOCK_CLASSES ? k : -1;
}

/* `bytes` zeroed bytes */
static inline void *
block_get(Interp *ip, size_t bytes)
{
    int k = block_class(bytes);
    if (k < 0)
        return ir_calloc(1, bytes);
    unsigned char *blk = ip->freeblk[k];
    if (!blk)
        return ir_calloc(1, (size_t)64 << k);
    memcpy(&ip->freeblk[k], blk, sizeof(void *));
    if (k == 0)
        memset(blk, 0, 64); /* the whole block: a fixed size, stores inline */
    else
        memset(blk, 0, bytes);
    return blk;
}

/* n bytes of 0xff at p; up to 64 with 8-byte stores, the last overlapping
 * (most allocas are of a scalar or a small array) */
static inline void
fill_ff(unsigned char *p, size_t n)
{
    uint64_t x = ~UINT64_C(0);
    uint32_t y = ~UINT32_C(0);
    if (n >= 8 && n <= 64) {
        for (size_t i = 0; i + 8 < n; i += 8)
            memcpy(p + i, &x, 8);
        memcpy(p + n - 8, &x, 8);
    } else if (n >= 4 && n < 8) {
        memcpy(p, &y, 4);
        memcpy(p + n - 4, &y, 4);
    } else if (n && n < 4) {
        p[0] = p[n / 2] = p[n - 1] = 0xff; /* 1, 2 or 3 bytes */
    } else {
        memset(p, 0xff, n);
    }
}

static void
block_put(Interp *ip, void *blk, size_t bytes)
{
    int k = block_class(bytes);
    if (k < 0 || !blk) {
        ir_free(blk);
        return;
    }
    memcpy(blk, &ip->freeblk[k], sizeof(void *));
    ip->freeblk[k] = blk;
}

static void
block_free_all(Interp *ip)
{
    for (int k = 0; k < NBLOCK_CLASSES; k++)
        while (ip->freeblk[k]) {
            unsigned char *blk = ip->freeblk[k];
            memcpy(&ip->freeblk[k], blk, sizeof(void *));
            ir_free(blk);
        }
}

/* The records of allocations come in chunks, by id: an allocation costs
 * no malloc of its own, and the record of id N is always the same memory
 * (interp_reset drops a run's allocations and their ids are given again).
 * A dead allocation keeps its record: a dangling pointer's provenance
 * names it. */
enum { ALLOC_CHUNK = 1024 };

static __attribute__((noinline)) Alloc *
alloc_record_new(Interp *ip, uint32_t id)
{
    uint32_t c = id / ALLOC_CHUNK;
    if (c >= ip->narecs) {
        uint32_t n = ip->narecs ? ip->narecs * 2 : 16;
        while (n <= c)
            n *= 2;
        ip->arecs = ir_realloc(ip->arecs, n * sizeof *ip->arecs);
        memset(ip->arecs + ip->narecs, 0, (n - ip->narecs) * sizeof *ip->arecs);
        ip->narecs = n;
    }
    if (!ip->arecs[c])
        ip->arecs[c] = ir_malloc(ALLOC_CHUNK * sizeof(Alloc));
    return &ip->arecs[c][id % ALLOC_CHUNK]; /* mem_new sets every field */
}

static inline Alloc *
alloc_record(Interp *ip, uint32_t id)
{
    uint32_t c = id / ALLOC_CHUNK;
    if (__builtin_expect(c < ip->narecs && ip->arecs[c], 1))
        return &ip->arecs[c][id % ALLOC_CHUNK];
    return alloc_record_new(ip, id);
}

static __attribute__((noinline)) void
allocs_grow(Interp *ip)
{
    ip->capallocs = ip->capallocs ? ip->capallocs * 2 : 256;
    ip->allocs = ir_realloc(ip->allocs, ip->capallocs * sizeof *ip->allocs);
    if (ip->nallocs == 0)
        ip->allocs[ip->nallocs++] = NULL; /* id 0: no allocation */
}

Alloc *
mem_new(Interp *ip, uint64_t size, uint32_t align, int kind, const IrInst *site)
{
    if (size > (1ull << 40) || ip->mem_used + size > ip->o.max_memory)
        interp_limit(ip, "memory budget exceeded: allocating %llu bytes with %llu in use (limit %llu)",
                     (unsigned long long)size, (unsigned long long)ip->mem_used,
                     (unsigned long long)ip->o.max_memory);
    uint64_t addr;
    if (kind == ALLOC_STACK && mem_stack_align(align) == align) {
        /* a stack object is aligned as its alloca says and no more: at an
         * odd multiple of its alignment.  Where it lies is the code
         * generator's choice (LangRef "alloca"), and an access aligned
         * beyond what the alloca promises is UB under some choice: so it is
         * here (AMDGPU/memcpy-from-constant.ll: a load align 16 from an
         * alloca align 4, which opt -O2 turned into a load from the
         * argument, was a false alarm) */
        addr = ((ip->next_addr + 2 * (uint64_t)align - 1) & ~(2 * (uint64_t)align - 1)) + align;
    } else {
        align = (uint32_t)mem_obj_align(align);
        addr = (ip->next_addr + align - 1) & ~(uint64_t)(align - 1);
    }
    if (__builtin_expect(ip->nallocs == ip->capallocs || ip->nallocs == 0, 0))
        allocs_grow(ip);
    Alloc *a = alloc_record(ip, ip->nallocs);
    ip->next_addr = addr + (size ? size : 1) + REDZONE;
    size_t n = size ? (size_t)size : 1;
    unsigned char *blk = block_get(ip, 3 * n);
    /* every field: the record may hold an older object's (the other fields zero) */
    *a = (Alloc){
        .id = ip->nallocs,
        .kind = (uint8_t)kind,
        .alive = 1,
        .reused = ip->nallocs < ip->nids,
        .addr = addr,
        .size = size,
        .align = align,
        .val = blk,
        .und = blk + n,
        .poi = blk + 2 * n,
        .site = site,
    };
    alloc_fast_sync(a);
    /* fresh stack and heap memory is uninitialized: undef (LangRef "alloca",
     * "Undefined Values"); globals get their initializers */
    if (kind == ALLOC_STACK || kind == ALLOC_HEAP)
        fill_ff(a->und, n);
    ip->mem_used += size;
    ip->allocs[ip->nallocs++] = a;
    if (ip->nids < ip->nallocs)
        ip->nids = ip->nallocs;
    return a;
}

/* A heap object the program asks for (malloc and its kin, inside a call):
 * fresh memory costs its bytes in steps, or a loop that allocates a large
 * object and frees it would run its step budget's iterations at
 * milliseconds each (run_loop charges the stack's allocas the same way).
 * An object over the memory budget is reported as that by mem_new. */
Alloc *
mem_new_heap(Interp *ip, uint64_t size, uint32_t align, const IrInst *site)
{
    uint64_t cost = size / MEM_BYTES_PER_STEP;
    if (size <= ip->o.max_memory - ip->mem_used && cost > ip->max_steps - ip->steps) {
        ip->steps = ip->max_steps + 1;
        interp_limit(ip, "step budget of %llu instructions exhausted (allocating %llu bytes)",
                     (unsigned long long)ip->max_steps, (unsigned long long)size);
    }
    Alloc *a = mem_new(ip, size, align, ALLOC_HEAP, site);
    ip->steps += cost;
    return a;
}

/* A returning function's stack objects are dead; those on top of the ids
 * (the last made) give their ids back, so that a program making millions
 * of calls does not keep a record for every alloca it ever ran.  A record
 * stays as it was until its id is taken again: a dangling pointer used
 * before that finds its object, dead, as always.  After, the pointer's id
 * names a newer object at higher addresses, so the access is still out of
 * that object's bounds (addresses are never given twice), and mem_resolve
 * says that the old object may be dead. */
void
mem_pop_dead(Interp *ip)
{
    while (ip->nallocs > 1 && ip->nallocs > ip->first_run_alloc) {
        Alloc *a = ip->allocs[ip->nallocs - 1];
        if (a->kind != ALLOC_STACK || a->alive || a->val)
            break;
        ip->nallocs--;
    }
}

static inline void
alloc_release(Interp *ip, Alloc *a)
{
    if (a->val || a->prov) {
        size_t n = a->size ? (size_t)a->size : 1;
        block_put(ip, a->val, 3 * n);
        if (a->prov) {
            block_put(ip, a->prov, n * sizeof *a->prov);
            block_put(ip, a->provix, n);
        }
        a->val = a->und = a->poi = NULL;
        a->prov = NULL;
        a->provix = NULL;
    }
    alloc_fast_sync(a);
    if (ip->mem_used >= a->size)
        ip->mem_used -= a->size;
}

/* The allocation holding address addr (binary search: ids grow with
 * addresses), or NULL. */
Alloc *
mem_alloc_at(Interp *ip, uint64_t addr)
{
    uint32_t lo = 1, hi = ip->nallocs;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        Alloc *a = ip->allocs[mid];
        if (addr < a->addr)
            hi = mid;
        else if (addr >= a->addr + (a->size ? a->size : 1))
            lo = mid + 1;
        else
            return a;
    }
    return NULL;
}

Alloc *
mem_ptr_alloc(Interp *ip, const Cell *ptr)
{
    return ptr->prov && ptr->prov < ip->nids ? ip->allocs[ptr->prov] : mem_alloc_at(ip, ptr->v);
}

void
mem_describe(IrBuf *b, Interp *ip, const Cell *ptr)
{
    if (ptr->v == 0 && !ptr->prov) {
        ir_buf_puts(b, "null");
        return;
    }
    Alloc *a = mem_ptr_alloc(ip, ptr);
    if (!a) {
        ir_buf_printf(b, "0x%llx", (unsigned long long)ptr->v);
        return;
    }
    if (a->reused && ptr->v < a->addr && ptr->prov == a->id) {
        /* an older object's pointer, its id taken again (mem_pop_dead) */
        ir_buf_printf(b, "0x%llx (based on an object whose id a newer one has)", (unsigned long long)ptr->v);
        return;
    }
    int64_t off = (int64_t)(ptr->v - a->addr);
    if (a->g) {
        if (a->g->v.name)
            ir_print_name(b, '@', a->g->v.name);
        else
            ir_buf_printf(b, "@%u", a->g->v.slot);
    } else if (a->kind == ALLOC_STACK) {
        if (a->site && a->site->v.name)
            ir_buf_printf(b, "alloca %%%s", a->site->v.name);
        else
            ir_buf_printf(b, "alloca#%u", a->id);
    } else {
        ir_buf_printf(b, "heap#%u", a->id);
    }
    if (off)
        ir_buf_printf(b, "%+lld", (long long)off);
    if (!a->alive)
        ir_buf_puts(b, a->kind == ALLOC_STACK ? " (dead)" : " (freed)");
}

/* ------------------------------------------------------------- resolution */

static IR_NORETURN void
ub_ptr(Interp *ip, UbRule r, const Cell *ptr, uint64_t n, const char *what)
{
    IrBuf b = {0};
    mem_describe(&b, ip, ptr);
    char buf[200];
    snprintf(buf, sizeof buf, "%s", b.p ? b.p : "?");
    ir_buf_free(&b);
    interp_ub(ip, r, "%s of %llu byte%s at %s", what, (unsigned long long)n, n == 1 ? "" : "s", buf);
}

/* An external global (a live object without contents): its contents and
 * its real size are not llfuzz's to know (the definition elsewhere may be
 * larger than the declared type, or the type opaque), so any access to it
 * is unsupported -- before the bounds check, which would be a false UB. */
static void
external_check(Interp *ip, const Alloc *a)
{
    if (a->alive && !a->val)
        interp_unsupported(ip, "access to the external global %s%s", a->g && a->g->v.name ? "@" : "",
                           a->g && a->g->v.name ? a->g->v.name : "(unnamed)");
}

Alloc *
mem_resolve(Interp *ip, const Cell *ptr, uint64_t n, uint64_t align, int write, uint64_t *off)
{
    const char *what = write ? "store" : "load";
    if (ptr->poison)
        interp_ub(ip, UB_ADDR_UNDEF, "%s of %llu bytes through a poison pointer", what,
                  (unsigned long long)n);
    if (ptr->u)
        interp_ub(ip, UB_ADDR_UNDEF, "%s of %llu bytes through an undef pointer", what,
                  (unsigned long long)n);
    uint64_t addr = ptr->v;
    if (addr == 0)
        interp_ub(ip, UB_NULL_ACCESS, "%s of %llu bytes through a null pointer", what,
                  (unsigned long long)n);
    Alloc *a;
    if (ptr->prov && ptr->prov < ip->nids) {
        a = ip->allocs[ptr->prov];
        external_check(ip, a);
        /* based on `a` but pointing elsewhere: out of bounds of `a`, even if
         * another object lies there (provenance) */
        if (addr < a->addr && a->reused)
            interp_ub(ip, UB_OUT_OF_BOUNDS, "%s of %llu bytes at 0x%llx: before the object the pointer is based "
                      "on, or in an older object that had its id and is dead (a stack object after its "
                      "function returned)", what, (unsigned long long)n, (unsigned long long)addr);
        if (addr < a->addr || addr - a->addr > a->size || a->size - (addr - a->addr) < n)
            ub_ptr(ip, UB_OUT_OF_BOUNDS, ptr, n, what);
    } else {
        a = mem_alloc_at(ip, addr);
        if (!a)
            ub_ptr(ip, UB_NO_OBJECT, ptr, n, what);
        external_check(ip, a);
        if (a->size - (addr - a->addr) < n)
            ub_ptr(ip, UB_OUT_OF_BOUNDS, ptr, n, what);
    }
    if (a->kind == ALLOC_FUNC)
        ub_ptr(ip, UB_ACCESS_FUNCTION, ptr, n, what);
    if (!a->alive)
        ub_ptr(ip, mem_dead_rule(a), ptr, n, what);
    if (write && a->readonly)
        ub_ptr(ip, a->readonly == 2 ? UB_WRITE_READONLY_ARG : UB_WRITE_CONSTANT, ptr, n, what);
    if (align > 1 && (addr & (align - 1)))
        interp_ub(ip, UB_MISALIGNED, "%s of %llu bytes at address 0x%llx, which is not %llu-aligned",
                  what, (unsigned long long)n, (unsigned long long)addr, (unsigned long long)align);
    *off = addr - a->addr;
    return a;
}

/* ------------------------------------------------------ provenance bytes */

static void
prov_set(Interp *ip, Alloc *a, uint64_t off, uint64_t n, uint32_t prov)
{
    if (!prov && !a->prov)
        return;
    if (!a->prov) {
        a->prov = block_get(ip, (a->size ? a->size : 1) * sizeof *a->prov);
        a->provix = block_get(ip, a->size ? a->size : 1);
    }
    for (uint64_t i = 0; i < n; i++) {
        a->prov[off + i] = prov;
        a->provix[off + i] = (uint8_t)i;
    }
}

void
mem_prov_set(Interp *ip, Alloc *a, uint64_t off, uint64_t n, uint32_t prov)
{
    prov_set(ip, a, off, n, prov);
}

/* A pointer read from n bytes keeps its provenance only if the bytes are
 * the n bytes of one stored pointer, in order (the same byte order on
 * either endianness: provix numbers the pointer's bytes as stored). */
static uint32_t
prov_get(const Alloc *a, uint64_t off, uint64_t n, int big_endian)
{
    (void)big_endian;
    return mem_prov_get(a, off, n);
}

/* ----------------------------------------------------------- leaf bits */


/* Read `bits` bits starting at bit `bitoff` of the allocation's bytes
 * (little endian bit numbering) into the words of cells c; undef bits too.
 * Returns the OR of the bytes' poi flags: POI_POISON if any byte touched is
 * poison, POI_FIXED if one holds fixed-unknown bits, POI_UNDEF if one holds
 * undef bits. */
static int
byte_flags(const Alloc *a, uint64_t i)
{
    return a->poi[i] & POI_POISON ? POI_POISON
         : a->und[i] ? (a->poi[i] & POI_FIXED ? POI_FIXED : POI_UNDEF) : 0;
}

static int
read_bits(const Alloc *a, uint64_t bitoff, unsigned bits, Cell *c, int big_endian, uint64_t base,
          uint64_t nbytes_leaf)
{
    int poison = 0;
    uint32_t nw = (bits + 63) / 64;
    for (uint32_t k = 0; k < nw; k++)
        c[k].v = c[k].u = 0;
    if (!big_endian && (bitoff & 7) == 0) {
        uint64_t off = bitoff / 8;
        unsigned nbytes = (bits + 7) / 8;
        for (unsigned j = 0; j < nbytes; j++) {
            c[j / 8].v |= (uint64_t)a->val[off + j] << (8 * (j % 8));
            c[j / 8].u |= (uint64_t)a->und[off + j] << (8 * (j % 8));
            poison |= byte_flags(a, off + j);
        }
    } else if (big_endian && (bitoff & 7) == 0) {
        /* big endian: the first byte holds the most significant bits */
        uint64_t off = bitoff / 8;
        unsigned nbytes = (bits + 7) / 8;
        (void)base;
        (void)nbytes_leaf;
        for (unsigned j = 0; j < nbytes; j++) {
            unsigned sig = nbytes - 1 - j; /* significance of byte j */
            c[sig / 8].v |= (uint64_t)a->val[off + j] << (8 * (sig % 8));
            c[sig / 8].u |= (uint64_t)a->und[off + j] << (8 * (sig % 8));
            poison |= byte_flags(a, off + j);
        }
    } else {
        for (unsigned i = 0; i < bits; i++) {
            uint64_t b = bitoff + i;
            unsigned bit = (a->val[b / 8] >> (b % 8)) & 1, ub = (a->und[b / 8] >> (b % 8)) & 1;
            c[i / 64].v |= (uint64_t)bit << (i % 64);
            c[i / 64].u |= (uint64_t)ub << (i % 64);
            poison |= byte_flags(a, b / 8);
        }
    }
    /* bits above the type's width (i20 in 3 bytes) are not part of the value */
    if (bits % 64) {
        c[nw - 1].v &= it_mask(bits % 64);
        c[nw - 1].u &= it_mask(bits % 64);
    }
    return poison;
}

/* poison: the leaf is poison; otherwise fixed: its unknown bits are
 * fixed-unknown, and the bytes remember it (POI_FIXED). */
static void
write_bits(Alloc *a, uint64_t bitoff, unsigned bits, const Cell *c, int poison, int fixed,
           int big_endian)
{
    if ((bitoff & 7) == 0) {
        uint64_t off = bitoff / 8;
        unsigned nbytes = (bits + 7) / 8;
        for (unsigned j = 0; j < nbytes; j++) {
            unsigned sig = big_endian ? nbytes - 1 - j : j;
            uint8_t v = (uint8_t)(c[sig / 8].v >> (8 * (sig % 8)));
            uint8_t u = (uint8_t)(c[sig / 8].u >> (8 * (sig % 8)));
            /* the unused high bits of the last byte (i20 in 3 bytes): unspecified */
            if (bits % 8 && sig == nbytes - 1)
                u |= (uint8_t)(0xff << (bits % 8));
            a->val[off + j] = v & (uint8_t)~u;
            a->und[off + j] = u;
            a->poi[off + j] = poison ? POI_POISON : fixed && u ? POI_FIXED : 0;
        }
        return;
    }
    for (unsigned i = 0; i < bits; i++) {
        uint64_t b = bitoff + i;
        uint8_t m = (uint8_t)(1u << (b % 8));
        int bit = (c[i / 64].v >> (i % 64)) & 1, ub = (c[i / 64].u >> (i % 64)) & 1;
        a->val[b / 8] = (uint8_t)((a->val[b / 8] & ~m) | (bit && !ub ? m : 0));
        a->und[b / 8] = (uint8_t)((a->und[b / 8] & ~m) | (ub ? m : 0));
        if (poison)
            a->poi[b / 8] = POI_POISON;
        else if (fixed && ub)
            a->poi[b / 8] |= POI_FIXED;
        else if (ub) /* an undef bit makes the byte's unknown bits undef */
            a->poi[b / 8] &= (uint8_t)~POI_FIXED;
    }
}

/* ------------------------------------------------------ typed load/store */

/* Vectors whose elements are not whole bytes are bit-packed (LangRef
 * "Vector Type": as if bitcast to an integer of N*M bits). */
static int
packed_vector(Interp *ip, const IrType *t)
{
    return t->kind == IR_TY_VEC && (it_leaf_bits(ip, t->elem) % 8) != 0;
}

static void
load_leaves(Interp *ip, Alloc *a, uint64_t off, IrType *t, Cell *out)
{
    int be = ip->m->dl.big_endian;
    const TLayout *l = it_layout(ip, t);
    if (packed_vector(ip, t)) {
        unsigned eb = it_leaf_bits(ip, t->elem);
        for (uint32_t i = 0; i < l->nleaves; i++) {
            Cell *c = out + l->leaf_cell[i];
            int p = read_bits(a, off * 8 + (uint64_t)i * eb, eb, c, 0, 0, 0);
            c[0].prov = 0;
            c[0].poison = (p & POI_POISON) != 0;
            c[0].fixed = p == POI_FIXED;
            if ((p & (POI_FIXED | POI_UNDEF)) == (POI_FIXED | POI_UNDEF))
                it_approx(ip);
        }
        return;
    }
    for (uint32_t i = 0; i < l->nleaves; i++) {
        IrType *lt = l->leaf_type[i];
        Cell *c = out + l->leaf_cell[i];
        uint64_t lo = off + l->leaf_off[i];
        unsigned bits = it_leaf_bits(ip, lt);
        int p = read_bits(a, lo * 8, bits, c, be, 0, 0);
        c[0].prov = lt->kind == IR_TY_PTR ? prov_get(a, lo, (bits + 7) / 8, be) : 0;
        for (uint32_t k = 1; k < it_words(lt); k++) {
            c[k].prov = 0;
            c[k].poison = 0;
        }
        c[0].poison = (p & POI_POISON) != 0;
        /* fixed-unknown only if every unknown bit is: one undef byte makes
         * the leaf undef (over-approximate) */
        c[0].fixed = p == POI_FIXED;
        if ((p & (POI_FIXED | POI_UNDEF)) == (POI_FIXED | POI_UNDEF))
            it_approx(ip);
        if (p & POI_POISON) { /* a poison leaf has no bits */
            for (uint32_t k = 0; k < it_words(lt); k++)
                c[k].v = c[k].u = 0;
            c[0].prov = 0;
        }
    }
}

static void
store_leaves(Interp *ip, Alloc *a, uint64_t off, IrType *t, const Cell *val)
{
    int be = ip->m->dl.big_endian;
    const TLayout *l = it_layout(ip, t);
    uint64_t size = it_store_size(ip, t);
    if (packed_vector(ip, t)) {
        unsigned eb = it_leaf_bits(ip, t->elem);
        /* the bytes past the last element's bits are unspecified */
        memset(a->und + off, 0xff, size);
        memset(a->poi + off, 0, size);
        for (uint32_t i = 0; i < l->nleaves; i++) {
            const Cell *c = val + l->leaf_cell[i];
            write_bits(a, off * 8 + (uint64_t)i * eb, eb, c, c[0].poison, c[0].fixed, 0);
        }
        prov_set(ip, a, off, size, 0);
        return;
    }
    if (t->kind == IR_TY_STRUCT || t->kind == IR_TY_ARRAY) {
        /* padding between members is unspecified: undef */
        memset(a->und + off, 0xff, size);
        memset(a->val + off, 0, size);
        memset(a->poi + off, 0, size);
    }
    for (uint32_t i = 0; i < l->nleaves; i++) {
        IrType *lt = l->leaf_type[i];
        const Cell *c = val + l->leaf_cell[i];
        uint64_t lo = off + l->leaf_off[i];
        unsigned bits = it_leaf_bits(ip, lt);
        write_bits(a, lo * 8, bits, c, c[0].poison, c[0].fixed, be);
        prov_set(ip, a, lo, (bits + 7) / 8, lt->kind == IR_TY_PTR && !c[0].poison ? c[0].prov : 0);
    }
}

void
mem_load(Interp *ip, const Cell *ptr, IrType *t, uint64_t align, Cell *out)
{
    uint64_t n = it_store_size(ip, t), off;
    Alloc *a = mem_resolve(ip, ptr, n, align, 0, &off);
    load_leaves(ip, a, off, t, out);
}

void
mem_store(Interp *ip, const Cell *ptr, IrType *t, uint64_t align, const Cell *val)
{
    uint64_t n = it_store_size(ip, t), off;
    Alloc *a = mem_resolve(ip, ptr, n, align, 1, &off);
    store_leaves(ip, a, off, t, val);
}

/* Loads and stores of one integer or pointer of at most 8 bytes on a
 * little-endian target, the common case, without the leaf machinery.  They
 * return 0 without doing anything when the access needs the general path
 * (which also reports the UB of an invalid access). */
static inline Alloc *
small_access(Interp *ip, const Cell *ptr, unsigned nbytes, uint64_t align, uint64_t *off)
{
    return mem_fast_access(ip, ptr, nbytes, align > 1 ? align - 1 : 0, off);
}

int
mem_load_small(Interp *ip, const Cell *ptr, unsigned nbytes, unsigned bits, int is_ptr, uint64_t align,
               Cell *out)
{
    uint64_t off, v = 0, u = 0, poi = 0;
    Alloc *a = small_access(ip, ptr, nbytes, align, &off);
    if (!a)
        return 0;
    switch (nbytes) { /* constant sizes: the copies become single moves */
    case 1: v = a->val[off]; u = a->und[off]; poi = a->poi[off]; break;
#define LD(N) case N: memcpy(&v, a->val + off, N); memcpy(&u, a->und + off, N); memcpy(&poi, a->poi + off, N); break;
    LD(2) LD(4) LD(8)
#undef LD
    default:
        memcpy(&v, a->val + off, nbytes);
        memcpy(&u, a->und + off, nbytes);
        memcpy(&poi, a->poi + off, nbytes);
    }
    uint64_t m = it_mask(bits);
    out->fixed = 0;
    if (poi & 0x0101010101010101ull) { /* POI_POISON in a byte */
        out->v = out->u = 0;
        out->prov = 0;
        out->poison = 1;
        return 1;
    }
    out->v = v & m;
    out->u = u & m;
    out->poison = 0;
    if (u) { /* fixed-unknown if every byte with unknown bits is (read_bits) */
        int fixed = 1;
        for (unsigned j = 0; j < nbytes; j++)
            if ((uint8_t)(u >> (8 * j)) && !((uint8_t)(poi >> (8 * j)) & POI_FIXED))
                fixed = 0;
        out->fixed = (uint16_t)fixed;
    }
    out->prov = is_ptr ? prov_get(a, off, nbytes, 0) : 0;
    return 1;
}

int
mem_store_small(Interp *ip, const Cell *ptr, unsigned nbytes, unsigned bits, int is_ptr, uint64_t align,
                const Cell *val)
{
    uint64_t off;
    Alloc *a = small_access(ip, ptr, nbytes, align, &off);
    if (!a || a->readonly)
        return 0;
    /* bits past the value's width in its last byte are unspecified (undef) */
    uint64_t m = it_mask(bits), u = (val->u & m) | ~m, v = val->v & ~u;
    uint64_t poi = val->poison ? 0x0101010101010101ull * POI_POISON : 0;
    if (!val->poison && val->fixed)
        for (unsigned j = 0; j < nbytes; j++)
            if ((uint8_t)(u >> (8 * j)))
                poi |= (uint64_t)POI_FIXED << (8 * j);
    switch (nbytes) {
#define ST(N) case N: memcpy(a->val + off, &v, N); memcpy(a->und + off, &u, N); memcpy(a->poi + off, &poi, N); break;
    ST(1) ST(2) ST(4) ST(8)
#undef ST
    default:
        memcpy(a->val + off, &v, nbytes);
        memcpy(a->und + off, &u, nbytes);
        memcpy(a->poi + off, &poi, nbytes);
    }
    prov_set(ip, a, off, nbytes, is_ptr && !val->poison ? val->prov : 0);
    return 1;
}

/* Store into an allocation directly (global initializers). */
void
mem_store_at(Interp *ip, Alloc *a, uint64_t off, IrType *t, const Cell *val)
{
    store_leaves(ip, a, off, t, val);
}

/* A value's bytes as a store writes them, and a value from bytes as a load
 * reads them, outside of any allocation (the native runner's boundary:
 * interp_val_to_bytes/from_bytes).  val, und, poi: it_store_size(t) bytes
 * each (und, poi: NULL on decode = all defined).  Provenance is not bytes:
 * a decoded pointer has none. */
void
mem_encode(Interp *ip, IrType *t, const Cell *c, uint8_t *val, uint8_t *und, uint8_t *poi)
{
    Alloc a;
    memset(&a, 0, sizeof a);
    a.size = it_store_size(ip, t);
    a.val = val;
    a.und = und;
    a.poi = poi;
    uint32_t n = it_cells(ip, t);
    Cell *tmp = ir_malloc((n ? n : 1) * sizeof *tmp);
    for (uint32_t i = 0; i < n; i++) {
        tmp[i] = c[i];
        tmp[i].prov = 0;
    }
    store_leaves(ip, &a, 0, t, tmp);
    ir_free(tmp);
}

void
mem_decode(Interp *ip, IrType *t, const uint8_t *val, const uint8_t *und, const uint8_t *poi, Cell *out)
{
    Alloc a;
    memset(&a, 0, sizeof a);
    uint64_t n = it_store_size(ip, t);
    a.size = n;
    uint8_t *zero = NULL;
    if (!und || !poi)
        zero = ir_calloc(n ? n : 1, 1);
    a.val = (uint8_t *)val; /* load_leaves only reads */
    a.und = und ? (uint8_t *)und : zero;
    a.poi = poi ? (uint8_t *)poi : zero;
    load_leaves(ip, &a, 0, t, out);
    ir_free(zero);
}

/* ------------------------------------------------------------- raw bytes */

void
mem_copy(Interp *ip, const Cell *dst, const Cell *src, uint64_t n, int overlap_ok)
{
    if (n == 0) {
        /* LangRef "llvm.memcpy": a zero length still needs valid pointers,
         * which may be dangling; only undef/poison pointers are UB */
        if (dst->poison || dst->u || src->poison || src->u)
            interp_ub(ip, UB_ADDR_UNDEF, "memcpy of 0 bytes with an undef or poison pointer");
        return;
    }
    uint64_t doff, soff;
    Alloc *s = mem_resolve(ip, src, n, 1, 0, &soff);
    Alloc *d = mem_resolve(ip, dst, n, 1, 1, &doff);
    if (!overlap_ok && s == d && soff < doff + n && doff < soff + n && soff != doff)
        interp_ub(ip, UB_MEMCPY_OVERLAP, "llvm.memcpy of %llu bytes from %llu bytes to %llu bytes apart",
                  (unsigned long long)n, (unsigned long long)soff, (unsigned long long)doff);
    memmove(d->val + doff, s->val + soff, n);
    memmove(d->und + doff, s->und + soff, n);
    memmove(d->poi + doff, s->poi + soff, n);
    if (s->prov || d->prov) {
        if (!d->prov) {
            d->prov = block_get(ip, (d->size ? d->size : 1) * sizeof *d->prov);
            d->provix = block_get(ip, d->size ? d->size : 1);
        }
        if (s->prov) {
            memmove(d->prov + doff, s->prov + soff, n * sizeof *d->prov);
            memmove(d->provix + doff, s->provix + soff, n);
        } else {
            memset(d->prov + doff, 0, n * sizeof *d->prov);
        }
    }
}

void
mem_fill(Interp *ip, const Cell *dst, const Cell *byte, uint64_t n)
{
    if (n == 0) {
        if (dst->poison || dst->u)
            interp_ub(ip, UB_ADDR_UNDEF, "memset of 0 bytes with an undef or poison pointer");
        return;
    }
    uint64_t off;
    Alloc *d = mem_resolve(ip, dst, n, 1, 1, &off);
    memset(d->val + off, (int)(byte->v & ~byte->u & 0xff), n);
    memset(d->und + off, (int)(byte->u & 0xff), n);
    memset(d->poi + off, byte->poison ? POI_POISON : byte->fixed && (byte->u & 0xff) ? POI_FIXED : 0, n);
    prov_set(ip, d, off, n, 0);
}

void
mem_read(Interp *ip, const Cell *ptr, uint64_t n, uint8_t *out, uint8_t *und, uint8_t *poi)
{
    if (n == 0)
        return;
    uint64_t off;
    Alloc *a = mem_resolve(ip, ptr, n, 1, 0, &off);
    memcpy(out, a->val + off, n);
    if (und)
        memcpy(und, a->und + off, n);
    if (poi)
        memcpy(poi, a->poi + off, n);
}

void
mem_write(Interp *ip, const Cell *ptr, uint64_t n, const uint8_t *in)
{
    if (n == 0)
        return;
    uint64_t off;
    Alloc *a = mem_resolve(ip, ptr, n, 1, 1, &off);
    memcpy(a->val + off, in, n);
    memset(a->und + off, 0, n);
    memset(a->poi + off, 0, n);
    prov_set(ip, a, off, n, 0);
}

char *
mem_cstring(Interp *ip, const Cell *ptr, uint64_t *len, int *undef)
{
    uint64_t off;
    Alloc *a = mem_resolve(ip, ptr, 1, 1, 0, &off);
    uint64_t n = 0;
    int u = 0;
    while (off + n < a->size && a->val[off + n]) {
        if (a->und[off + n] || a->poi[off + n])
            u = 1;
        n++;
    }
    if (off + n >= a->size) {
        Cell end = *ptr;
        end.v += n;
        ub_ptr(ip, UB_OUT_OF_BOUNDS, &end, 1, "string read (no terminating NUL)");
    }
    if (a->und[off + n] || a->poi[off + n])
        u = 1;
    if (len)
        *len = n;
    if (undef)
        *undef = u;
    return ir_arena_strndup(ip->run, (const char *)a->val + off, n);
}

void
mem_free_ptr(Interp *ip, const Cell *ptr, const char *who)
{
    if (ptr->poison || ptr->u)
        interp_ub(ip, UB_INVALID_FREE, "%s of an undef or poison pointer", who);
    if (ptr->v == 0)
        return; /* free(NULL) does nothing */
    Alloc *a = mem_ptr_alloc(ip, ptr);
    if (!a || a->kind != ALLOC_HEAP || ptr->v != a->addr) {
        IrBuf b = {0};
        mem_describe(&b, ip, ptr);
        char buf[200];
        snprintf(buf, sizeof buf, "%s", b.p ? b.p : "?");
        ir_buf_free(&b);
        interp_ub(ip, UB_INVALID_FREE, "%s of %s, which malloc did not return", who, buf);
    }
    if (!a->alive)
        interp_ub(ip, UB_DOUBLE_FREE, "%s of heap#%u, already freed", who, a->id);
    a->alive = 0;
    alloc_release(ip, a);
}

/* ---------------------------------------------------------------- functions */

/* A function's allocation holds one byte per basic block after the first:
 * blockaddress(@f, %bb) is the function's address + 1 + the block's index. */
IrFunc *
mem_func_at(Interp *ip, const Cell *ptr)
{
    if (ptr->poison || ptr->u)
        return NULL;
    Alloc *a = mem_ptr_alloc(ip, ptr);
    if (!a || a->kind != ALLOC_FUNC || ptr->v != a->addr)
        return NULL;
    return (IrFunc *)a->g;
}

IrBlock *
mem_block_at(Interp *ip, const Cell *ptr)
{
    if (ptr->poison || ptr->u)
        return NULL;
    Alloc *a = mem_ptr_alloc(ip, ptr);
    if (!a || a->kind != ALLOC_FUNC || ptr->v == a->addr)
        return NULL;
    uint64_t k = ptr->v - a->addr - 1;
    IrFunc *f = (IrFunc *)a->g;
    for (IrBlock *b = f->first; b; b = b->next)
        if (b->index == k)
            return b;
    return NULL;
}

/* An object's lifetime ends (how: KILL_RETURN, its function returned or it
 * was freed; KILL_LIFETIME_END, llvm.lifetime.end; KILL_RESTORE,
 * llvm.stackrestore): except after llvm.lifetime.end, which
 * llvm.lifetime.start may undo, its memory is released.  The record stays
 * for diagnostics, a dead stack object's `frame` saying how it died. */
static const uint32_t frame_of_kill[] = {
    [KILL_RETURN] = FRAME_RETURNED, [KILL_LIFETIME_END] = FRAME_LIFETIME_END, [KILL_RESTORE] = FRAME_RESTORED,
};

static inline void
kill_one(Interp *ip, Alloc *a, int how)
{
    if (!a->alive) {
        /* an object llvm.lifetime.end killed dies for good when its function
         * returns or the stack is restored: its memory is released */
        if (how != KILL_LIFETIME_END && a->kind == ALLOC_STACK && a->frame == FRAME_LIFETIME_END && a->val) {
            a->frame = frame_of_kill[how];
            alloc_release(ip, a);
        }
        return;
    }
    a->alive = 0;
    alloc_fast_sync(a);
    a->frame = frame_of_kill[how];
    if (how != KILL_LIFETIME_END)
        alloc_release(ip, a);
}

void
mem_kill(Interp *ip, Alloc *a, int how)
{
    kill_one(ip, a, how);
}

/* The rule a dead object's access breaks. */
int
mem_dead_rule(const Alloc *a)
{
    if (a->kind != ALLOC_STACK)
        return UB_USE_AFTER_FREE;
    return a->frame == FRAME_LIFETIME_END ? UB_DEAD_OBJECT
           : a->frame == FRAME_RESTORED   ? UB_STACK_RESTORED
                                          : UB_USE_AFTER_RETURN;
}

/* A returning frame's stack objects (and its variable arguments' object,
 * va, if any) die, then the ids on top are given back: pop_frame's memory
 * work in one call. */
void
mem_kill_frame(Interp *ip, Alloc *const *objs, uint32_t n, Alloc *va)
{
    for (uint32_t k = 0; k < n; k++)
        kill_one(ip, objs[k], KILL_RETURN);
    if (va)
        kill_one(ip, va, KILL_RETURN);
    mem_pop_dead(ip);
}

/* Drop the allocations made after the first `keep` (interp_reset). */
void
mem_truncate(Interp *ip, uint32_t keep)
{
    for (uint32_t i = keep; i < ip->nallocs; i++)
        alloc_release(ip, ip->allocs[i]);
    if (ip->nallocs > keep)
        ip->nallocs = keep;
    ip->nids = ip->nallocs;
}

void
mem_free_all(Interp *ip)
{
    for (uint32_t i = 1; i < ip->nallocs; i++)
        alloc_release(ip, ip->allocs[i]);
    for (uint32_t c = 0; c < ip->narecs; c++)
        ir_free(ip->arecs[c]);
    ir_free(ip->arecs);
    ip->arecs = NULL;
    ip->narecs = 0;
    ir_free(ip->allocs);
    ip->allocs = NULL;
    ip->nallocs = ip->capallocs = ip->nids = 0;
    block_free_all(ip);
}

uint64_t
mem_first_addr(void)
{
    return FIRST_ADDR;
}
