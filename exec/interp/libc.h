/* libc.h -- what the C library subset's files share: libc.c (the state,
 * allocation, exit, the table of names, the API), libc_printf.c (the
 * printf family and the streams' output), libc_string.c (<string.h>,
 * <ctype.h>) and libc_stdlib.c (<stdlib.h>, time, <math.h>): the table's
 * entry (LibcFn), the library's state (LibcState), the helpers that read
 * arguments, write results and reach the program's memory and streams
 * (static inline), and the handlers the table names.
 *
 * Who may include it: those four files. */
#ifndef LLFUZZ_INTERP_LIBC_H
#define LLFUZZ_INTERP_LIBC_H

#include "interp.h"

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct LibcFn LibcFn;
typedef void LibcImpl(Interp *ip, CallCtx *cx, const LibcFn *fn);
struct LibcFn {
    const char *name;
    LibcImpl *impl;
    int arg;            /* a parameter for implementations that serve several names */
    const void *p;      /* math: the host functions */
};

typedef struct AtExit {
    IrFunc *f;
    Cell arg;           /* __cxa_atexit's argument */
    int has_arg;
} AtExit;

enum { F_STDIN, F_STDOUT, F_STDERR, NFILES };
enum { FILE_SIZE = 216 };   /* glibc's sizeof(FILE) */

struct LibcState {
    /* calls resolved so far: callee -> implementation */
    IrFunc **ckeys;
    const LibcFn **cvals;
    uint32_t ccap, cn;
    /* objects of the library in the program's memory (allocation ids, 0:
     * not made yet); the FILEs are made when the module is loaded */
    uint32_t file[NFILES];
    uint32_t errno_id, ctype_b, ctype_lower, ctype_upper, strerr_id, locale_id;
    /* rand(): glibc's additive feedback generator */
    int32_t rtab[34];
    uint32_t rpos;
    uint64_t x48;       /* drand48 */
    AtExit *atexit;
    uint32_t natexit, capatexit;
    int exiting;
    int stdin_eof;
    Cell strtok_next;
    /* scratch: formatted output, host copies of strings */
    IrBuf ob;
    char *tmp, *fbuf, *fld;
    size_t tmpcap, fcap, fldcap;
    char desc[256];
};

/* ------------------------------------------------------------ state */

void rand_seed(struct LibcState *st, uint32_t seed);

static inline struct LibcState *
st_of(Interp *ip)
{
    if (!ip->libc) {
        ip->libc = ir_calloc(1, sizeof *ip->libc);
        rand_seed(ip->libc, 1);
    }
    return ip->libc;
}

static inline char *
scratch(struct LibcState *st, size_t n)
{
    if (n + 1 > st->tmpcap) {
        st->tmpcap = (n + 1) * 2 > 256 ? (n + 1) * 2 : 256;
        st->tmp = ir_realloc(st->tmp, st->tmpcap);
    }
    return st->tmp;
}

/* The allocation of a library object made earlier, or NULL (not made yet,
 * or dropped by interp_reset). */
static inline Alloc *
lib_obj(Interp *ip, uint32_t id)
{
    return id && id < ip->nids ? ip->allocs[id] : NULL;
}

static inline Alloc *
new_obj(Interp *ip, uint64_t size, uint32_t *id, int readonly)
{
    Alloc *a = mem_new(ip, size, 16, ALLOC_GLOBAL, NULL);
    a->readonly = (uint8_t)readonly;
    *id = a->id;
    return a;
}

/* ------------------------------------------------------ diagnostics */

static inline const char *
describe(Interp *ip, const Cell *p)
{
    struct LibcState *st = st_of(ip);
    IrBuf b = {0};
    mem_describe(&b, ip, p);
    snprintf(st->desc, sizeof st->desc, "%s", b.p ? b.p : "?");
    ir_buf_free(&b);
    return st->desc;
}

static inline IR_NORETURN void
bad_signature(Interp *ip, CallCtx *cx)
{
    interp_unsupported(ip, "call to external @%s with the signature %s, which is not the C library's",
                       cx->name, ir_type_str(ip->run, cx->fty));
}

/* ------------------------------------------------------------ arguments */

static inline const Cell *
arg_cell(Interp *ip, CallCtx *cx, uint32_t k, int kind)
{
    if (k >= cx->nargs || cx->argty[k]->kind != kind ||
        (kind == IR_TY_INT && cx->argty[k]->bits > 64))
        bad_signature(ip, cx);
    return cx->args[k];
}

/* The value of a leaf the function needs concretely (see the header:
 * poison is UB, undef is UB in track mode, fixed-unknown bits resolve). */
static inline uint64_t
need_bits(Interp *ip, CallCtx *cx, const Cell *c, unsigned bits, const char *what)
{
    if (c->poison)
        interp_ub(ip, UB_LIBC, "%s: %s is poison", cx->name, what);
    uint64_t m = it_mask(bits);
    if (c->u & m) {
        if (!c->fixed && ip->o.undef == INTERP_UNDEF_TRACK)
            interp_ub(ip, UB_LIBC, "%s: %s is undef", cx->name, what);
        interp_note_choice(ip); /* one value for the frozen bits: a choice */
        return interp_concrete(ip, c, bits);
    }
    return c->v & m;
}

static const char *const argname[] = {"argument 1", "argument 2", "argument 3", "argument 4",
                                      "argument 5", "argument 6"};

static inline const char *
nth(uint32_t k)
{
    return k < 6 ? argname[k] : "an argument";
}

/* Integer argument k, sign- or zero-extended from its width. */
static inline int64_t
arg_s(Interp *ip, CallCtx *cx, uint32_t k)
{
    const Cell *c = arg_cell(ip, cx, k, IR_TY_INT);
    unsigned w = cx->argty[k]->bits;
    uint64_t v = need_bits(ip, cx, c, w, nth(k));
    if (w < 64 && (v >> (w - 1) & 1))
        v |= ~it_mask(w);
    return (int64_t)v;
}

static inline uint64_t
arg_u(Interp *ip, CallCtx *cx, uint32_t k)
{
    const Cell *c = arg_cell(ip, cx, k, IR_TY_INT);
    return need_bits(ip, cx, c, cx->argty[k]->bits, nth(k));
}

static inline const Cell *
arg_p(Interp *ip, CallCtx *cx, uint32_t k)
{
    return arg_cell(ip, cx, k, IR_TY_PTR);
}

/* A pointer argument that must be a usable value (compared, stored). */
static inline Cell
arg_pv(Interp *ip, CallCtx *cx, uint32_t k)
{
    Cell c = *arg_p(ip, cx, k);
    if (c.poison)
        interp_ub(ip, UB_LIBC, "%s: %s is a poison pointer", cx->name, nth(k));
    if (c.u)
        interp_ub(ip, UB_LIBC, "%s: %s is an undef pointer", cx->name, nth(k));
    c.fixed = 0;
    return c;
}

static inline int
is_null(const Cell *p)
{
    return p->v == 0 && !p->u && !p->poison;
}

/* A floating-point leaf as host long double / double (concrete). */
static inline FpBits
fp_bits_of(Interp *ip, CallCtx *cx, const Cell *c, IrType *t, const char *what)
{
    FpBits b = {{0, 0}};
    unsigned bits = ir_type_fp_bits(t);
    b.w[0] = need_bits(ip, cx, &c[0], bits > 64 ? 64 : bits, what);
    if (bits > 64) {
        Cell hi = c[1];
        hi.poison = c[0].poison;
        hi.fixed = c[0].fixed;
        b.w[1] = need_bits(ip, cx, &hi, bits - 64, what);
    }
    return b;
}

/* The host's long double: x87's 80 bits on x86-64, IEEE binary128 on
 * AArch64 Linux (which holds every x86_fp80 value exactly), double
 * elsewhere. */
#if LDBL_MANT_DIG == 64
#define HOST_LD FP_F80
#define HOST_LD_BYTES 10
#elif LDBL_MANT_DIG == 113
#define HOST_LD FP_F128
#define HOST_LD_BYTES 16
#else
#define HOST_LD FP_F64
#define HOST_LD_BYTES 8
#endif

static inline long double
host_ld(FpFmt f, FpBits b)
{
    long double x = 0;
    if (f != HOST_LD) {
        if (f == FP_F64) {
            double d;
            memcpy(&d, &b.w[0], 8);
            return d;
        }
        if (f == FP_F32) {
            float x32;
            uint32_t w = (uint32_t)b.w[0];
            memcpy(&x32, &w, 4);
            return x32;
        }
        b = fp_convert(HOST_LD, f, b, FP_RNE, NULL);
    }
    memcpy(&x, &b, HOST_LD_BYTES);
    return x;
}

static inline FpBits
from_host_ld(FpFmt f, long double x)
{
    FpBits b = {{0, 0}};
    memcpy(&b, &x, HOST_LD_BYTES);
    if (HOST_LD == FP_F80)
        b.w[1] &= 0xffff;
    if (f != HOST_LD)
        b = fp_convert(f, HOST_LD, b, FP_RNE, NULL);
    return b;
}

static inline FpBits
from_host_d(FpFmt f, double x)
{
    FpBits b = {{0, 0}};
    memcpy(&b.w[0], &x, 8);
    if (f != FP_F64)
        b = fp_convert(f, FP_F64, b, FP_RNE, NULL);
    return b;
}

static inline FpBits
from_host_f(FpFmt f, float x)
{
    FpBits b = {{0, 0}};
    uint32_t w;
    memcpy(&w, &x, 4);
    b.w[0] = w;
    if (f != FP_F32)
        b = fp_convert(f, FP_F32, b, FP_RNE, NULL);
    return b;
}

static inline IrType *
fp_arg_type(Interp *ip, CallCtx *cx, uint32_t k)
{
    if (k >= cx->nargs || !ir_type_is_fp(cx->argty[k]))
        bad_signature(ip, cx);
    return cx->argty[k];
}

static inline long double
arg_ld(Interp *ip, CallCtx *cx, uint32_t k)
{
    IrType *t = fp_arg_type(ip, cx, k);
    return host_ld(ir_type_fp_fmt(t), fp_bits_of(ip, cx, cx->args[k], t, nth(k)));
}

/* ------------------------------------------------------------- results */

static inline void
ret_int(Interp *ip, CallCtx *cx, uint64_t v)
{
    IrType *t = cx->retty;
    if (t->kind == IR_TY_VOID)
        return;
    if (t->kind != IR_TY_INT || t->bits > 64)
        bad_signature(ip, cx);
    Cell *r = cx->ret;
    memset(r, 0, sizeof *r);
    r->v = v & it_mask(t->bits);
}

static inline void
ret_ptr(Interp *ip, CallCtx *cx, const Cell *p)
{
    IrType *t = cx->retty;
    if (t->kind == IR_TY_VOID)
        return;
    if (t->kind != IR_TY_PTR)
        bad_signature(ip, cx);
    *cx->ret = *p;
    cx->ret->fixed = 0;
}

static inline void
ret_null(Interp *ip, CallCtx *cx)
{
    Cell z;
    memset(&z, 0, sizeof z);
    ret_ptr(ip, cx, &z);
}

static inline void
ret_obj(Interp *ip, CallCtx *cx, Alloc *a, uint64_t off)
{
    Cell p;
    memset(&p, 0, sizeof p);
    mem_ptr(ip, &p, a, off);
    ret_ptr(ip, cx, &p);
}

static inline void
ret_fpbits(Interp *ip, CallCtx *cx, FpBits b)
{
    IrType *t = cx->retty;
    if (t->kind == IR_TY_VOID)
        return;
    if (!ir_type_is_fp(t))
        bad_signature(ip, cx);
    Cell *r = cx->ret;
    memset(r, 0, sizeof *r * it_words(t));
    r[0].v = b.w[0];
    if (it_words(t) > 1)
        r[1].v = b.w[1];
    if (ir_type_fp_bits(t) < 64)
        r[0].v &= it_mask(ir_type_fp_bits(t));
}

static inline void
ret_ld(Interp *ip, CallCtx *cx, long double x)
{
    if (!ir_type_is_fp(cx->retty)) {
        if (cx->retty->kind == IR_TY_VOID)
            return;
        bad_signature(ip, cx);
    }
    FpFmt f = ir_type_fp_fmt(cx->retty);
    if (f == FP_F64)
        ret_fpbits(ip, cx, from_host_d(f, (double)x));
    else if (f == FP_F32)
        ret_fpbits(ip, cx, from_host_f(f, (float)x));
    else
        ret_fpbits(ip, cx, from_host_ld(f, x));
}

/* ------------------------------------------------------- memory access */

/* The allocation of the n bytes at p, checked like a load/store of n bytes. */
static inline Alloc *
span(Interp *ip, const Cell *p, uint64_t n, int write, uint64_t *off)
{
    return mem_resolve(ip, p, n, 1, write, off);
}

/* Bytes [off, off+n) of a, read to decide something: poison is UB; undef
 * is UB in track mode (elsewhere undef bits read as the zeros stored). */
static inline void
need_bytes(Interp *ip, CallCtx *cx, Alloc *a, uint64_t off, uint64_t n, const char *what)
{
    for (uint64_t i = 0; i < n; i++) {
        int poison = a->poi[off + i] & POI_POISON;
        if (!poison && !a->und[off + i])
            continue;
        if (!poison && (a->poi[off + i] & POI_FIXED)) {
            interp_note_choice(ip); /* frozen bits read as the zeros stored: a choice */
            continue;
        }
        if (!poison && ip->o.undef != INTERP_UNDEF_TRACK)
            continue;
        Cell at;
        memset(&at, 0, sizeof at);
        mem_ptr(ip, &at, a, off + i);
        interp_ub(ip, UB_LIBC, "%s reads %s byte at %s (%s)", cx->name,
                  poison ? "a poison" : "an undef", describe(ip, &at), what);
    }
}

/* The length of the string at p (bytes before its NUL), reading at most
 * max bytes (the NUL is then not needed).  Reading past the object before
 * the NUL is UB; the bytes read must be defined.  The string's allocation
 * and offset go to pa and poff (a NULL allocation when max is 0). */
static inline uint64_t
str_len(Interp *ip, CallCtx *cx, const Cell *p, uint64_t max, Alloc **pa, uint64_t *poff,
        const char *what)
{
    if (pa)
        *pa = NULL;
    if (max == 0)
        return 0;
    uint64_t off;
    Alloc *a = span(ip, p, 1, 0, &off);
    uint64_t avail = a->size - off;
    uint64_t lim = max < avail ? max : avail;
    const uint8_t *s = a->val + off;
    const uint8_t *z = memchr(s, 0, (size_t)lim);
    uint64_t n = z ? (uint64_t)(z - s) : lim;
    if (!z && lim == avail && avail < max) {
        Cell end = *p;
        end.v += avail;
        interp_ub(ip, UB_OUT_OF_BOUNDS, "%s reads the string at %s past the end of its object (%llu bytes, no NUL)",
                  cx->name, describe(ip, p), (unsigned long long)avail);
    }
    need_bytes(ip, cx, a, off, n + (z ? 1 : 0), what);
    if (pa)
        *pa = a;
    if (poff)
        *poff = off;
    return n;
}

/* The string at p copied to a host buffer (NUL-terminated, valid until the
 * next use of the scratch buffer). */
static inline char *
str_host(Interp *ip, CallCtx *cx, const Cell *p, uint64_t max, uint64_t *len, const char *what)
{
    Alloc *a;
    uint64_t off;
    uint64_t n = str_len(ip, cx, p, max, &a, &off, what);
    char *s = scratch(st_of(ip), n);
    if (n)
        memcpy(s, a->val + off, n);
    s[n] = 0;
    if (len)
        *len = n;
    return s;
}

/* A pointer n bytes past p (same provenance). */
static inline Cell
ptr_add(const Cell *p, uint64_t n)
{
    Cell r = *p;
    r.v += n;
    r.fixed = 0;
    return r;
}

/* UB when [d, d+n) and [s, s+m) overlap (restrict arguments). */
static inline void
no_overlap(Interp *ip, CallCtx *cx, const Cell *d, uint64_t n, const Cell *s, uint64_t m)
{
    if (!n || !m)
        return;
    uint64_t doff, soff;
    Alloc *da = span(ip, d, n, 1, &doff);
    Alloc *sa = span(ip, s, m, 0, &soff);
    if (da == sa && doff < soff + m && soff < doff + n)
        interp_ub(ip, UB_LIBC, "%s of overlapping objects: %llu bytes at %s and %llu bytes at offset %llu",
                  cx->name, (unsigned long long)n, describe(ip, d), (unsigned long long)m,
                  (unsigned long long)soff);
}

static inline void
write_bytes(Interp *ip, const Cell *p, const void *src, uint64_t n)
{
    mem_write(ip, p, n, src);
}

/* A value of the integer type of `bytes` bytes stored at p (the target's
 * byte order). */
static inline void
store_int(Interp *ip, const Cell *p, unsigned bytes, uint64_t v)
{
    /* an int object the C function writes is aligned (C11 6.3.2.3p7: a
     * misaligned int * is undefined); LLVM folds such a call into an
     * `align 4` store (remquo's *quo) */
    if (!p->poison && !p->u && bytes > 1 && (bytes & (bytes - 1)) == 0 && bytes <= 8 && (p->v & (bytes - 1)))
        interp_ub(ip, UB_LIBC, "an int%u_t pointer 0x%llx that is not %u-aligned", bytes * 8,
                  (unsigned long long)p->v, bytes);
    Cell c;
    memset(&c, 0, sizeof c);
    c.v = v & it_mask(bytes * 8);
    IrType *t = bytes == 4 ? ip->m->t_i32 : bytes == 8 ? ip->m->t_i64 : bytes == 1 ? ip->m->t_i8
                                                                              : ir_type_int(ip->m, bytes * 8);
    mem_store(ip, p, t, 1, &c);
}

/* Store a pointer through p, a C `T **` the function writes: aligned, as
 * store_int (strtol's endptr, strtok_r's saveptr, posix_memalign's). */
static inline void
store_ptr(Interp *ip, const Cell *p, const Cell *v)
{
    uint64_t al = ir_type_abi_align(ip->m, ip->m->t_ptr);
    if (!p->poison && !p->u && al > 1 && (p->v & (al - 1)))
        interp_ub(ip, UB_LIBC, "a pointer to a pointer 0x%llx that is not %llu-aligned", (unsigned long long)p->v,
                  (unsigned long long)al);
    mem_store(ip, p, ip->m->t_ptr, 1, v);
}

static inline void
set_errno(Interp *ip, int e)
{
    struct LibcState *st = st_of(ip);
    Alloc *a = lib_obj(ip, st->errno_id);
    if (!a)
        a = new_obj(ip, 4, &st->errno_id, 0);
    Cell p;
    mem_ptr(ip, &p, a, 0);
    store_int(ip, &p, 4, (uint64_t)(int64_t)e);
}

static inline int
get_errno(Interp *ip)
{
    struct LibcState *st = st_of(ip);
    Alloc *a = lib_obj(ip, st->errno_id);
    if (!a)
        return 0;
    return (int)(a->val[0] | a->val[1] << 8 | a->val[2] << 16 | (uint32_t)a->val[3] << 24);
}

/* ------------------------------------------------------------- streams */

/* Which stream a FILE* argument is: F_STDIN.. (UB if it is no FILE). */
static inline int
arg_stream(Interp *ip, CallCtx *cx, uint32_t k)
{
    struct LibcState *st = st_of(ip);
    Cell p = arg_pv(ip, cx, k);
    if (p.v == 0)
        interp_ub(ip, UB_LIBC, "%s: the stream is a null pointer", cx->name);
    for (int f = 0; f < NFILES; f++) {
        Alloc *a = lib_obj(ip, st->file[f]);
        if (a && p.v == a->addr)
            return f;
    }
    interp_ub(ip, UB_LIBC, "%s: %s is not a FILE (llfuzz knows stdin, stdout and stderr)", cx->name,
              describe(ip, &p));
}

static inline FILE *
host_stream(Interp *ip, int f)
{
    return f == F_STDERR ? interp_stderr(ip) : interp_stdout(ip);
}

/* Write n bytes to a stream; returns 0, or -1 (EOF) for stdin. */
static inline int
stream_write(Interp *ip, int f, const void *p, size_t n)
{
    if (f == F_STDIN)
        return -1;
    if (n)
        fwrite(p, 1, n, host_stream(ip, f));
    return 0;
}

/* libc_printf.c */
void l_printf(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_sprintf(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_puts(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_putc(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_fwrite(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_fflush(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_setvbuf(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_read(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_fstate(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_perror(Interp *ip, CallCtx *cx, const LibcFn *fn);

/* libc_string.c */
void l_memcpy(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_memccpy(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_memset(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_memcmp(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_memchr(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strlen(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_wcslen(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strcmp(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strlcpy(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strcpy(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strcat(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strchr(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strstr(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strspn(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strdup(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strtok(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strerror(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_sscanf(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_ctype(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_ctype_loc(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_errno_loc(Interp *ip, CallCtx *cx, const LibcFn *fn);

/* libc_stdlib.c */
void l_strtol(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_strtod(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_abs(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_ffs(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_div(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_rand(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_rand48(Interp *ip, CallCtx *cx, const LibcFn *fn);
IrFunc *arg_func(Interp *ip, CallCtx *cx, uint32_t k);
void l_qsort(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_bsearch(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_getenv(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_time(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_nop(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_setlocale(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_math1(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_sincospi_stret(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_cabs(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_math2(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_mathx(Interp *ip, CallCtx *cx, const LibcFn *fn);
void l_nan(Interp *ip, CallCtx *cx, const LibcFn *fn);

/* <math.h> (libc_stdlib.c): the host's functions of each math function the
 * table names (m1_sin: sin, sinf, sinl) */
typedef struct Math1 {
    double (*d)(double);
    float (*f)(float);
    long double (*l)(long double);
} Math1;
typedef struct Math2 {
    double (*d)(double, double);
    float (*f)(float, float);
    long double (*l)(long double, long double);
} Math2;

#define MATH1_LIST(X) X(sin) X(cos) X(tan) X(asin) X(acos) X(atan) X(sinh) X(cosh) X(tanh) \
    X(asinh) X(acosh) X(atanh) X(exp) X(exp2) X(expm1) X(log) X(log2) X(log10) X(log1p) X(logb) \
    X(sqrt) X(cbrt) X(fabs) X(floor) X(ceil) X(trunc) X(round) X(rint) X(nearbyint) X(erf) \
    X(erfc) X(tgamma) X(lgamma) X(roundeven) X(exp10)
#define MATH2_LIST(X) X(atan2) X(pow) X(fmod) X(fmin) X(fmax) X(hypot) X(copysign) X(remainder) \
    X(fdim) X(nextafter) X(fmaximum) X(fminimum) X(fmaximum_num) X(fminimum_num)
#define DECL1(n) extern const Math1 m1_##n;
#define DECL2(n) extern const Math2 m2_##n;
MATH1_LIST(DECL1)
MATH2_LIST(DECL2)
#undef DECL1
#undef DECL2
extern const Math1 m1_sinpi, m1_cospi;

#endif
