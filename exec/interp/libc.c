/* libc.c -- the C library subset llfuzz runs whole C programs with (csmith
 * output, llvm-test-suite-like programs): stdio output, memory allocation,
 * <string.h>, conversions, <math.h>, qsort/bsearch, exit/atexit, <ctype.h>,
 * rand, time.  libc_call() runs a call to an external function by name
 * (call_external in call.c asks here after the intrinsics).
 *
 * The files: this one has the state, allocation, exit and atexit, the
 * table of names and the API; libc_printf.c the printf family and the
 * streams' output, libc_string.c <string.h> and <ctype.h>, libc_stdlib.c
 * <stdlib.h>, time and <math.h>; libc.h what they share (the helpers that
 * read arguments and write results, static inline).  What follows holds
 * for all of them.
 *
 * What this file decides (where C leaves it to the implementation, or
 * where llfuzz must pick one behaviour):
 *
 *  - Definedness.  An argument the function needs as a value (an integer,
 *    a float, a length, a character, a format argument) that is poison is
 *    UB (UB_LIBC), except for the math functions that write through no
 *    pointer: they return poison (math_poison); one with undef bits is UB in --undef=track mode, because
 *    the result would not be a single behaviour, and is resolved by the
 *    undef policy in the other modes; fixed-unknown bits (a frozen value)
 *    are resolved the way a branch resolves them.  The same holds for the
 *    bytes a function reads to decide something (string contents,
 *    memcmp/strcmp, the bytes printf/puts/fwrite write out).  In the zero
 *    and random modes undef bytes of memory read as zero.  Bytes a function
 *    only moves (memcpy, memmove, strcpy's copy, realloc) keep their
 *    definedness, poison and pointer provenance.  printf("%d", undef) is
 *    therefore UB in track mode and prints the resolved value otherwise.
 *  - Bounds.  Every read and write is checked against its object like a
 *    load or store: strings are read up to their NUL (or the bound n), so
 *    strlen of an unterminated array is an out-of-bounds read; memchr stops
 *    at the match (C11 7.24.5.1); memcmp/memcpy/memset need all n bytes.
 *    memcpy, strcpy and friends of overlapping objects are UB.
 *  - Streams.  stdout and stderr are the interpreter's out/err FILEs: the
 *    host's stdio buffers them exactly as C does, and the end of a run,
 *    exit() and fflush flush them.  stdin reads as empty (EOF), so runs are
 *    deterministic.  The external globals @stdin/@stdout/@stderr (and
 *    @errno) get memory here (libc_global, called by init_globals): the
 *    stream globals point at FILE objects of this file.  A FILE pointer that
 *    is not one of them is UB; fopen is not supported.
 *  - printf: every C11 conversion, flag, width, precision and length
 *    modifier, with glibc's output: the concrete values are formatted by
 *    the host's snprintf (the host is glibc).  The argument of each
 *    conversion must have its type and size (an i64 for %d, a double for
 *    %Lf, too few arguments: UB); %s of NULL is UB; an unknown conversion
 *    is UB.  Positional arguments (%1$d) and wide characters are
 *    unsupported.  The v*printf functions take an x86-64 va_list.
 *  - rand()/random(): glibc's algorithm (the additive feedback generator
 *    of its default random() state), so programs print what their native
 *    build prints; seed 1 until srand.  drand48 & co.: the POSIX LCG.
 *    time() is a fixed moment (1700000000); clock() and gettimeofday()
 *    advance with the instructions executed (1000 per microsecond).
 *  - qsort is a stable merge sort (for a consistent comparison: the order
 *    glibc's merge sort produces), bsearch the classic bisection; both call
 *    the program's comparison with interp_invoke.
 *  - exit() runs the atexit handlers in reverse order of registration,
 *    then flushes the streams; returning from main does the same (run.c
 *    calls libc_exit).  exit() while exiting (from a handler) is UB.
 *    abort() and a failed assert() end the run as INTERP_ABORTED; what was
 *    printed is still flushed (a native run may lose buffered output).
 *  - Math functions compute with the host's libm on the concrete values
 *    (library calls, not LLVM IR semantics: one result is right) and set
 *    errno as glibc does; the long double variants use the host's x86
 *    long double (an fp128 long double is rounded to it).
 */
#include "libc.h"

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const LibcFn *lookup(const char *name);

/* ----------------------------------------------------------- allocation */

static void
ret_heap(Interp *ip, CallCtx *cx, uint64_t size, uint32_t align, int zero)
{
    if (size > (1ull << 40)) {
        /* more than any machine gives: malloc fails */
        set_errno(ip, ENOMEM);
        ret_null(ip, cx);
        return;
    }
    Alloc *a = mem_new_heap(ip, size, align, cx->inst);
    if (zero && size)
        memset(a->und, 0, (size_t)size);
    ret_obj(ip, cx, a, 0);
}

/* __size_returning_new(n[, hint]) 0 and __size_returning_new_aligned(n, al
 * [, hint]) 1 (the allocation functions of C++'s P0901, which LLVM's
 * SimplifyLibCalls knows): {ptr, i64} -- the object and the size it got
 * (exactly n here). */
static void
l_size_returning_new(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    IrType *rt = cx->retty;
    if (rt->kind != IR_TY_STRUCT || rt->nmembers != 2 || rt->members[0]->kind != IR_TY_PTR ||
        rt->members[1]->kind != IR_TY_INT || rt->members[1]->bits > 64)
        bad_signature(ip, cx);
    uint64_t n = arg_u(ip, cx, 0), al = fn->arg ? arg_u(ip, cx, 1) : 16;
    if (!al || (al & (al - 1)) || al > (1u << 30))
        interp_ub(ip, UB_LIBC, "%s: alignment %llu is not a power of two", cx->name, (unsigned long long)al);
    if (n > (1ull << 40))
        interp_unsupported(ip, "%s of %llu bytes", cx->name, (unsigned long long)n);
    Alloc *a = mem_new_heap(ip, n, (uint32_t)(al < 16 ? 16 : al), cx->inst);
    const TLayout *l = it_layout(ip, rt);
    Cell *p = cx->ret + l->leaf_cell[0], *sz = cx->ret + l->leaf_cell[1];
    memset(p, 0, sizeof *p);
    mem_ptr(ip, p, a, 0);
    memset(sz, 0, sizeof *sz);
    sz->v = n & it_mask(rt->members[1]->bits);
}

/* malloc(n) 1, calloc(n, m) 2, aligned_alloc(al, n) 3, memalign(al, n) 4,
 * valloc(n) 5, operator new(n) 6 */
static void
l_malloc(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    switch (fn->arg) {
    case 1: case 6: ret_heap(ip, cx, arg_u(ip, cx, 0), 16, 0); break;
    case 7: {
        /* C++17 aligned operator new(size, align_val_t[, nothrow]) */
        uint64_t n = arg_u(ip, cx, 0), al = arg_u(ip, cx, 1);
        if (!al || (al & (al - 1)) || al > (1u << 30))
            interp_ub(ip, UB_LIBC, "%s: alignment %llu is not a power of two", cx->name, (unsigned long long)al);
        ret_heap(ip, cx, n, (uint32_t)(al < 16 ? 16 : al), 0);
        break;
    }
    case 2: {
        uint64_t n = arg_u(ip, cx, 0), m = arg_u(ip, cx, 1);
        if (m && n > UINT64_MAX / m) {
            set_errno(ip, ENOMEM);
            ret_null(ip, cx);
            return;
        }
        ret_heap(ip, cx, n * m, 16, 1);
        break;
    }
    case 3: case 4: {
        uint64_t al = arg_u(ip, cx, 0), n = arg_u(ip, cx, 1);
        if (!al || (al & (al - 1)) || al > (1u << 30)) {
            if (fn->arg == 3) {
                set_errno(ip, EINVAL);
                ret_null(ip, cx);
                return;
            }
            interp_ub(ip, UB_LIBC, "%s: alignment %llu is not a power of two", cx->name, (unsigned long long)al);
        }
        ret_heap(ip, cx, n, (uint32_t)al, 0);
        break;
    }
    default: ret_heap(ip, cx, arg_u(ip, cx, 0), 4096, 0); break;
    }
}

static void
l_posix_memalign(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    const Cell *pp = arg_p(ip, cx, 0);
    uint64_t al = arg_u(ip, cx, 1), n = arg_u(ip, cx, 2);
    if (!al || (al & (al - 1)) || al % 8 || al > (1u << 30)) {
        ret_int(ip, cx, EINVAL);
        return;
    }
    Alloc *a = mem_new_heap(ip, n, (uint32_t)al, cx->inst);
    Cell p;
    memset(&p, 0, sizeof p);
    mem_ptr(ip, &p, a, 0);
    store_ptr(ip, pp, &p);
    ret_int(ip, cx, 0);
}

static void
l_free(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    mem_free_ptr(ip, arg_p(ip, cx, 0), cx->name);
}

/* The live heap object p points to the start of: anything else is
 * reported by mem_free_ptr (the UB of freeing it). */
static Alloc *
heap_obj(Interp *ip, CallCtx *cx, const Cell *p)
{
    if (p->poison || p->u)
        mem_free_ptr(ip, p, cx->name); /* reports the UB */
    Alloc *a;
    if (p->prov && p->prov < ip->nids) {
        a = ip->allocs[p->prov];
    } else {
        uint64_t off;
        a = mem_resolve(ip, p, 0, 1, 0, &off);
    }
    if (a->kind != ALLOC_HEAP || !a->alive || p->v != a->addr) {
        mem_free_ptr(ip, p, cx->name); /* reports the UB */
        interp_ub(ip, UB_INVALID_FREE, "%s of %s, which malloc did not return", cx->name, describe(ip, p));
    }
    return a;
}

static void
l_realloc(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    const Cell *p = arg_p(ip, cx, 0);
    uint64_t n = arg_u(ip, cx, 1);
    if (is_null(p)) {
        ret_heap(ip, cx, n, 16, 0);
        return;
    }
    Alloc *old = heap_obj(ip, cx, p);
    if (n == 0) {
        /* glibc: realloc(p, 0) frees p and returns NULL */
        mem_free_ptr(ip, p, cx->name);
        ret_null(ip, cx);
        return;
    }
    if (n > (1ull << 40)) {
        set_errno(ip, ENOMEM);
        ret_null(ip, cx);
        return;
    }
    Alloc *a = mem_new_heap(ip, n, 16, cx->inst);
    Cell np;
    memset(&np, 0, sizeof np);
    mem_ptr(ip, &np, a, 0);
    uint64_t keep = old->size < n ? old->size : n;
    if (keep)
        mem_copy(ip, &np, p, keep, 1);
    mem_free_ptr(ip, p, cx->name);
    ret_ptr(ip, cx, &np);
}

/* ------------------------------------------------------------- exit */

static void
run_atexit(Interp *ip)
{
    struct LibcState *st = st_of(ip);
    while (st->natexit) {
        AtExit h = st->atexit[--st->natexit];
        IrModule *m = ip->m;
        IrType *pt[1] = {m->t_ptr};
        IrType *fty = ir_type_func(m, m->t_void, pt, h.has_arg ? 1 : 0, 0);
        Cell arg = h.arg;
        Cell *args[1] = {&arg};
        if (!ir_type_equal(h.f->g.vtype, fty))
            interp_ub(ip, UB_CALL_SIGNATURE, "exit: the handler @%s has type %s, not %s",
                      h.f->g.v.name ? h.f->g.v.name : "?", ir_type_str(ip->run, h.f->g.vtype),
                      ir_type_str(ip->run, fty));
        Cell ret[2];
        interp_invoke(ip, h.f, fty, NULL, args, pt, h.has_arg ? 1 : 0, ret);
    }
}

void
libc_exit(Interp *ip, int code)
{
    struct LibcState *st = st_of(ip);
    st->exiting = 1;
    run_atexit(ip);
    libc_flush(ip);
    interp_exit(ip, code & 0xff);
}

/* exit 1, _Exit/_exit 2, quick_exit 3 */
static void
l_exit(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    struct LibcState *st = st_of(ip);
    int code = (int)arg_s(ip, cx, 0);
    if (fn->arg == 1) {
        if (st->exiting)
            interp_ub(ip, UB_LIBC, "exit called while the program is exiting (from an atexit handler)");
        libc_exit(ip, code);
    }
    libc_flush(ip);
    interp_exit(ip, code & 0xff);
}

/* atexit(f) 1, __cxa_atexit(f, arg, dso) 2 */
static void
l_atexit(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    struct LibcState *st = st_of(ip);
    AtExit h;
    memset(&h, 0, sizeof h);
    h.f = arg_func(ip, cx, 0);
    if (fn->arg == 2) {
        h.arg = *arg_p(ip, cx, 1);
        h.has_arg = 1;
    }
    if (st->natexit == st->capatexit) {
        st->capatexit = st->capatexit ? st->capatexit * 2 : 16;
        st->atexit = ir_realloc(st->atexit, st->capatexit * sizeof *st->atexit);
    }
    st->atexit[st->natexit++] = h;
    ret_int(ip, cx, 0);
}

static void
l_abort(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)cx;
    (void)fn;
    interp_abort(ip, "abort() called");
}

/* __assert_fail(expr, file, line, func) */
static void
l_assert(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    struct LibcState *st = st_of(ip);
    uint64_t n;
    char expr[200], file[200], func[200];
    snprintf(expr, sizeof expr, "%s", str_host(ip, cx, arg_p(ip, cx, 0), UINT64_MAX, &n, "the assertion"));
    snprintf(file, sizeof file, "%s", str_host(ip, cx, arg_p(ip, cx, 1), UINT64_MAX, &n, "the file name"));
    unsigned line = (unsigned)arg_u(ip, cx, 2);
    const Cell *fp = arg_p(ip, cx, 3);
    func[0] = 0;
    if (!is_null(fp))
        snprintf(func, sizeof func, "%s", str_host(ip, cx, fp, UINT64_MAX, &n, "the function name"));
    (void)st;
    fflush(interp_stdout(ip));
    fprintf(interp_stderr(ip), "%s:%u: %s%sAssertion `%s' failed.\n", file, line, func, func[0] ? ": " : "",
            expr);
    fflush(interp_stderr(ip));
    interp_abort(ip, "assertion `%s' failed at %s:%u", expr, file, line);
}

/* --------------------------------------------------------- the table */

#define M1E(n) {#n, l_math1, 'd', &m1_##n}, {#n "f", l_math1, 'f', &m1_##n}, {#n "l", l_math1, 'l', &m1_##n},
#define M2E(n) {#n, l_math2, 'd', &m2_##n}, {#n "f", l_math2, 'f', &m2_##n}, {#n "l", l_math2, 'l', &m2_##n},
#define MXE(n, k, p) {#n, l_mathx, k, p}, {#n "f", l_mathx, k, p}, {#n "l", l_mathx, k, p},

static const LibcFn fns[] = {
    /* stdio */
    {"printf", l_printf, 1, NULL}, {"vprintf", l_printf, 2, NULL}, {"fprintf", l_printf, 3, NULL},
    /* newlib's integer-only printf family (InstCombine makes them from printf calls without
     * floating-point conversions) */
    {"iprintf", l_printf, 1, NULL}, {"fiprintf", l_printf, 3, NULL}, {"siprintf", l_sprintf, 1, NULL},
    {"vfprintf", l_printf, 4, NULL}, {"__printf_chk", l_printf, 5, NULL}, {"__vprintf_chk", l_printf, 6, NULL},
    {"__fprintf_chk", l_printf, 7, NULL}, {"__vfprintf_chk", l_printf, 8, NULL}, {"dprintf", l_printf, 9, NULL},
    {"vdprintf", l_printf, 10, NULL},
    {"sprintf", l_sprintf, 1, NULL}, {"vsprintf", l_sprintf, 2, NULL}, {"snprintf", l_sprintf, 3, NULL},
    {"vsnprintf", l_sprintf, 4, NULL}, {"__sprintf_chk", l_sprintf, 5, NULL},
    {"__vsprintf_chk", l_sprintf, 6, NULL}, {"__snprintf_chk", l_sprintf, 7, NULL},
    {"__vsnprintf_chk", l_sprintf, 8, NULL},
    {"puts", l_puts, 1, NULL}, {"fputs", l_puts, 2, NULL}, {"fputs_unlocked", l_puts, 2, NULL},
    {"putchar", l_putc, 0, NULL}, {"putchar_unlocked", l_putc, 0, NULL}, {"fputc", l_putc, 1, NULL},
    {"putc", l_putc, 1, NULL}, {"fputc_unlocked", l_putc, 1, NULL}, {"putc_unlocked", l_putc, 1, NULL},
    {"_IO_putc", l_putc, 1, NULL},
    {"fwrite", l_fwrite, 0, NULL}, {"fwrite_unlocked", l_fwrite, 0, NULL}, {"fflush", l_fflush, 0, NULL},
    {"fflush_unlocked", l_fflush, 0, NULL},
    {"setvbuf", l_setvbuf, 0, NULL}, {"setbuf", l_setvbuf, 0, NULL}, {"setlinebuf", l_setvbuf, 0, NULL},
    {"getchar", l_read, 1, NULL}, {"getchar_unlocked", l_read, 1, NULL}, {"fgetc", l_read, 2, NULL},
    {"getc", l_read, 2, NULL}, {"_IO_getc", l_read, 2, NULL}, {"getc_unlocked", l_read, 2, NULL},
    {"fgets", l_read, 3, NULL}, {"fread", l_read, 4, NULL}, {"scanf", l_read, 5, NULL},
    {"sscanf", l_sscanf, 0, NULL}, {"__isoc99_sscanf", l_sscanf, 0, NULL},
    {"__isoc23_sscanf", l_sscanf, 0, NULL},
    {"__isoc99_scanf", l_read, 5, NULL}, {"__isoc23_scanf", l_read, 5, NULL}, {"ungetc", l_read, 6, NULL},
    {"feof", l_fstate, 1, NULL}, {"ferror", l_fstate, 2, NULL}, {"clearerr", l_fstate, 3, NULL},
    {"fileno", l_fstate, 4, NULL},
    {"perror", l_perror, 0, NULL},
    /* memory */
    {"malloc", l_malloc, 1, NULL}, {"calloc", l_malloc, 2, NULL}, {"aligned_alloc", l_malloc, 3, NULL},
    {"memalign", l_malloc, 4, NULL}, {"valloc", l_malloc, 5, NULL}, {"_Znwm", l_malloc, 6, NULL},
    {"_Znam", l_malloc, 6, NULL}, {"_ZnwmRKSt9nothrow_t", l_malloc, 6, NULL},
    {"_ZnamRKSt9nothrow_t", l_malloc, 6, NULL}, {"_ZnwmSt11align_val_t", l_malloc, 7, NULL},
    {"_ZnamSt11align_val_t", l_malloc, 7, NULL}, {"_ZnwmSt11align_val_tRKSt9nothrow_t", l_malloc, 7, NULL},
    {"_ZnamSt11align_val_tRKSt9nothrow_t", l_malloc, 7, NULL},
    /* with a __hot_cold_t hint (the last argument), 32-bit sizes, MSVC's names */
    {"_Znwm12__hot_cold_t", l_malloc, 6, NULL}, {"_Znam12__hot_cold_t", l_malloc, 6, NULL},
    {"_ZnwmRKSt9nothrow_t12__hot_cold_t", l_malloc, 6, NULL},
    {"_ZnamRKSt9nothrow_t12__hot_cold_t", l_malloc, 6, NULL},
    {"_ZnwmSt11align_val_t12__hot_cold_t", l_malloc, 7, NULL},
    {"_ZnamSt11align_val_t12__hot_cold_t", l_malloc, 7, NULL},
    {"_ZnwmSt11align_val_tRKSt9nothrow_t12__hot_cold_t", l_malloc, 7, NULL},
    {"_ZnamSt11align_val_tRKSt9nothrow_t12__hot_cold_t", l_malloc, 7, NULL},
    {"_Znwj", l_malloc, 6, NULL}, {"_Znaj", l_malloc, 6, NULL},
    {"_ZnwjRKSt9nothrow_t", l_malloc, 6, NULL}, {"_ZnajRKSt9nothrow_t", l_malloc, 6, NULL},
    {"_ZdlPvj", l_free, 0, NULL}, {"_ZdaPvj", l_free, 0, NULL},
    {"__size_returning_new", l_size_returning_new, 0, NULL},
    {"__size_returning_new_hot_cold", l_size_returning_new, 0, NULL},
    {"__size_returning_new_aligned", l_size_returning_new, 1, NULL},
    {"__size_returning_new_aligned_hot_cold", l_size_returning_new, 1, NULL},
    {"_ZnwjSt11align_val_t", l_malloc, 7, NULL}, {"_ZnajSt11align_val_t", l_malloc, 7, NULL},
    {"_ZnwjSt11align_val_tRKSt9nothrow_t", l_malloc, 7, NULL},
    {"_ZnajSt11align_val_tRKSt9nothrow_t", l_malloc, 7, NULL},
    {"_ZdlPvSt11align_val_tj", l_free, 0, NULL}, {"_ZdaPvSt11align_val_tj", l_free, 0, NULL},
    {"_ZdlPvjSt11align_val_t", l_free, 0, NULL}, {"_ZdaPvjSt11align_val_t", l_free, 0, NULL},
    {"??2@YAPEAX_K@Z", l_malloc, 6, NULL}, {"??_U@YAPEAX_K@Z", l_malloc, 6, NULL},
    {"??2@YAPAXI@Z", l_malloc, 6, NULL}, {"??_U@YAPAXI@Z", l_malloc, 6, NULL},
    {"??3@YAXPEAX@Z", l_free, 0, NULL}, {"??_V@YAXPEAX@Z", l_free, 0, NULL},
    {"??3@YAXPEAX_K@Z", l_free, 0, NULL}, {"??_V@YAXPEAX_K@Z", l_free, 0, NULL},
    {"??3@YAXPAX@Z", l_free, 0, NULL}, {"??_V@YAXPAX@Z", l_free, 0, NULL},
    {"??3@YAXPAXI@Z", l_free, 0, NULL}, {"??_V@YAXPAXI@Z", l_free, 0, NULL},
    {"_ZdlPvSt11align_val_t", l_free, 0, NULL}, {"_ZdaPvSt11align_val_t", l_free, 0, NULL},
    {"_ZdlPvmSt11align_val_t", l_free, 0, NULL}, {"_ZdaPvmSt11align_val_t", l_free, 0, NULL},
    {"_ZdlPvRKSt9nothrow_t", l_free, 0, NULL}, {"_ZdaPvRKSt9nothrow_t", l_free, 0, NULL},
    {"_ZdlPvSt11align_val_tRKSt9nothrow_t", l_free, 0, NULL},
    {"_ZdaPvSt11align_val_tRKSt9nothrow_t", l_free, 0, NULL},
    {"posix_memalign", l_posix_memalign, 0, NULL}, {"free", l_free, 0, NULL}, {"_ZdlPv", l_free, 0, NULL},
    {"_ZdaPv", l_free, 0, NULL}, {"_ZdlPvm", l_free, 0, NULL}, {"_ZdaPvm", l_free, 0, NULL},
    {"realloc", l_realloc, 0, NULL},
    /* strings */
    {"memcpy", l_memcpy, 1, NULL}, {"memmove", l_memcpy, 2, NULL}, {"mempcpy", l_memcpy, 3, NULL},
    {"__mempcpy", l_memcpy, 3, NULL}, {"bcopy", l_memcpy, 4, NULL}, {"__memcpy_chk", l_memcpy, 5, NULL},
    {"__memmove_chk", l_memcpy, 6, NULL}, {"__mempcpy_chk", l_memcpy, 7, NULL},
    {"memccpy", l_memccpy, 1, NULL}, {"__memccpy_chk", l_memccpy, 2, NULL},
    {"memset", l_memset, 1, NULL}, {"bzero", l_memset, 2, NULL}, {"__memset_chk", l_memset, 3, NULL},
    {"explicit_bzero", l_memset, 4, NULL},
    {"memcmp", l_memcmp, 1, NULL}, {"bcmp", l_memcmp, 2, NULL},
    {"memchr", l_memchr, 1, NULL}, {"memrchr", l_memchr, 2, NULL}, {"rawmemchr", l_memchr, 3, NULL},
    {"strlen", l_strlen, 0, NULL}, {"strnlen", l_strlen, 1, NULL}, {"__strlen_chk", l_strlen, 2, NULL},
    {"wcslen", l_wcslen, 0, NULL},
    {"strcmp", l_strcmp, 1, NULL}, {"strncmp", l_strcmp, 2, NULL}, {"strcasecmp", l_strcmp, 3, NULL},
    {"strncasecmp", l_strcmp, 4, NULL}, {"strcoll", l_strcmp, 5, NULL},
    {"strcpy", l_strcpy, 1, NULL}, {"stpcpy", l_strcpy, 2, NULL}, {"strncpy", l_strcpy, 3, NULL},
    {"stpncpy", l_strcpy, 4, NULL}, {"__strcpy_chk", l_strcpy, 5, NULL}, {"__stpcpy_chk", l_strcpy, 6, NULL},
    {"__strncpy_chk", l_strcpy, 7, NULL}, {"__stpncpy_chk", l_strcpy, 8, NULL},
    {"strlcpy", l_strlcpy, 1, NULL}, {"strlcat", l_strlcpy, 2, NULL}, {"__strlcpy_chk", l_strlcpy, 3, NULL},
    {"__strlcat_chk", l_strlcpy, 4, NULL},
    {"strcat", l_strcat, 1, NULL}, {"strncat", l_strcat, 2, NULL}, {"__strcat_chk", l_strcat, 3, NULL},
    {"__strncat_chk", l_strcat, 4, NULL},
    {"strchr", l_strchr, 1, NULL}, {"index", l_strchr, 1, NULL}, {"strrchr", l_strchr, 2, NULL},
    {"rindex", l_strchr, 2, NULL}, {"strchrnul", l_strchr, 3, NULL},
    {"strstr", l_strstr, 1, NULL}, {"strcasestr", l_strstr, 2, NULL},
    {"strspn", l_strspn, 1, NULL}, {"strcspn", l_strspn, 2, NULL}, {"strpbrk", l_strspn, 3, NULL},
    {"strdup", l_strdup, 1, NULL}, {"__strdup", l_strdup, 1, NULL}, {"strndup", l_strdup, 2, NULL},
    {"__strndup", l_strdup, 2, NULL},
    {"strtok", l_strtok, 1, NULL}, {"strtok_r", l_strtok, 2, NULL}, {"__strtok_r", l_strtok, 2, NULL},
    {"strerror", l_strerror, 0, NULL},
    /* stdlib */
    {"strtol", l_strtol, 1, NULL}, {"strtoul", l_strtol, 2, NULL}, {"strtoll", l_strtol, 3, NULL},
    {"strtoull", l_strtol, 4, NULL}, {"atoi", l_strtol, 5, NULL}, {"atol", l_strtol, 6, NULL},
    {"atoll", l_strtol, 7, NULL}, {"strtoimax", l_strtol, 8, NULL}, {"strtoumax", l_strtol, 9, NULL},
    {"strtoq", l_strtol, 3, NULL}, {"strtouq", l_strtol, 4, NULL},
    {"__isoc23_strtol", l_strtol, 1, NULL}, {"__isoc23_strtoul", l_strtol, 2, NULL},
    {"__isoc23_strtoll", l_strtol, 3, NULL}, {"__isoc23_strtoull", l_strtol, 4, NULL},
    {"__isoc23_strtoimax", l_strtol, 8, NULL}, {"__isoc23_strtoumax", l_strtol, 9, NULL},
    {"strtod", l_strtod, 1, NULL}, {"strtof", l_strtod, 2, NULL}, {"strtold", l_strtod, 3, NULL},
    {"atof", l_strtod, 4, NULL},
    {"cabs", l_cabs, 'd', NULL}, {"cabsf", l_cabs, 'f', NULL}, {"cabsl", l_cabs, 'l', NULL},
    {"ffs", l_ffs, 1, NULL}, {"ffsl", l_ffs, 1, NULL}, {"ffsll", l_ffs, 1, NULL},
    {"fls", l_ffs, 2, NULL}, {"flsl", l_ffs, 2, NULL}, {"flsll", l_ffs, 2, NULL},
    {"abs", l_abs, 1, NULL}, {"labs", l_abs, 2, NULL}, {"llabs", l_abs, 3, NULL}, {"imaxabs", l_abs, 4, NULL},
    {"div", l_div, 1, NULL}, {"ldiv", l_div, 2, NULL}, {"lldiv", l_div, 3, NULL}, {"imaxdiv", l_div, 3, NULL},
    {"rand", l_rand, 1, NULL}, {"srand", l_rand, 2, NULL}, {"random", l_rand, 3, NULL},
    {"srandom", l_rand, 4, NULL}, {"rand_r", l_rand, 5, NULL},
    {"drand48", l_rand48, 1, NULL}, {"lrand48", l_rand48, 2, NULL}, {"mrand48", l_rand48, 3, NULL},
    {"srand48", l_rand48, 4, NULL},
    {"qsort", l_qsort, 0, NULL}, {"bsearch", l_bsearch, 0, NULL},
    {"getenv", l_getenv, 0, NULL}, {"secure_getenv", l_getenv, 0, NULL},
    {"exit", l_exit, 1, NULL}, {"_Exit", l_exit, 2, NULL}, {"_exit", l_exit, 2, NULL},
    {"quick_exit", l_exit, 2, NULL},
    {"atexit", l_atexit, 1, NULL}, {"__cxa_atexit", l_atexit, 2, NULL},
    {"abort", l_abort, 0, NULL}, {"__assert_fail", l_assert, 0, NULL},
    /* ctype */
    {"isalpha", l_ctype, 1, NULL}, {"isdigit", l_ctype, 2, NULL}, {"isalnum", l_ctype, 3, NULL},
    {"isspace", l_ctype, 4, NULL}, {"isupper", l_ctype, 5, NULL}, {"islower", l_ctype, 6, NULL},
    {"isxdigit", l_ctype, 7, NULL}, {"ispunct", l_ctype, 8, NULL}, {"isprint", l_ctype, 9, NULL},
    {"isgraph", l_ctype, 10, NULL}, {"iscntrl", l_ctype, 11, NULL}, {"isblank", l_ctype, 12, NULL},
    {"toupper", l_ctype, 20, NULL}, {"tolower", l_ctype, 21, NULL}, {"isascii", l_ctype, 22, NULL},
    {"toascii", l_ctype, 23, NULL},
    {"__ctype_b_loc", l_ctype_loc, 1, NULL}, {"__ctype_tolower_loc", l_ctype_loc, 2, NULL},
    {"__ctype_toupper_loc", l_ctype_loc, 3, NULL},
    {"__errno_location", l_errno_loc, 0, NULL},
    /* time, environment */
    {"time", l_time, 1, NULL}, {"clock", l_time, 2, NULL}, {"gettimeofday", l_time, 3, NULL},
    {"clock_gettime", l_time, 4, NULL},
    {"setlocale", l_setlocale, 0, NULL},
    {"signal", l_nop, 0, NULL}, {"sleep", l_nop, 0, NULL}, {"usleep", l_nop, 0, NULL},
    {"getpid", l_nop, 4242, NULL},
    /* math */
    MATH1_LIST(M1E)
    {"__exp10", l_math1, 'd', &m1_exp10}, {"__exp10f", l_math1, 'f', &m1_exp10},
    /* the Microsoft C runtime's names for logb and logbf (LLVM's
     * TargetLibraryInfo names them so on windows-msvc) */
    {"_logb", l_math1, 'd', &m1_logb}, {"_logbf", l_math1, 'f', &m1_logb},
    {"__sinpi", l_math1, 'd', &m1_sinpi}, {"__sinpif", l_math1, 'f', &m1_sinpi},
    {"__cospi", l_math1, 'd', &m1_cospi}, {"__cospif", l_math1, 'f', &m1_cospi},
    {"__sincospi_stret", l_sincospi_stret, 'd', NULL}, {"__sincospif_stret", l_sincospi_stret, 'f', NULL},
    MATH2_LIST(M2E)
    MXE(fma, 1, NULL) MXE(frexp, 2, NULL) MXE(ldexp, 3, NULL) MXE(scalbn, 3, NULL) MXE(scalbln, 3, NULL)
    MXE(modf, 4, NULL) MXE(lround, 5, "round") MXE(llround, 5, "round") MXE(lrint, 5, "rint")
    MXE(llrint, 5, "rint") MXE(ilogb, 6, NULL) MXE(remquo, 7, NULL) MXE(sincos, 9, NULL)
    {"__isnan", l_mathx, 10, NULL}, {"__isnanf", l_mathx, 10, NULL}, {"__isnanl", l_mathx, 10, NULL},
    {"__isinf", l_mathx, 11, NULL}, {"__isinff", l_mathx, 11, NULL}, {"__isinfl", l_mathx, 11, NULL},
    {"__finite", l_mathx, 12, NULL}, {"__finitef", l_mathx, 12, NULL}, {"__finitel", l_mathx, 12, NULL},
    {"__signbit", l_mathx, 13, NULL}, {"__signbitf", l_mathx, 13, NULL}, {"__signbitl", l_mathx, 13, NULL},
    {"__fpclassify", l_mathx, 14, NULL}, {"__fpclassifyf", l_mathx, 14, NULL},
    {"__fpclassifyl", l_mathx, 14, NULL},
    {"nan", l_nan, 'd', NULL}, {"nanf", l_nan, 'f', NULL}, {"nanl", l_nan, 'l', NULL},
};

static const LibcFn *
lookup(const char *name)
{
    /* "\01name": the name as the linker sees it (no platform prefix added) */
    if (name[0] == '\1')
        name++;
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
        if (!strcmp(fns[i].name, name))
            return &fns[i];
    return NULL;
}

/* The implementation of a callee, cached by declaration. */
static const LibcFn *
resolve(Interp *ip, CallCtx *cx)
{
    struct LibcState *st = st_of(ip);
    IrFunc *f = cx->callee;
    if (!f)
        return lookup(cx->name);
    if (st->ccap) {
        uint32_t j = (uint32_t)(((uintptr_t)f >> 4) * 2654435761u) & (st->ccap - 1);
        while (st->ckeys[j]) {
            if (st->ckeys[j] == f)
                return st->cvals[j];
            j = (j + 1) & (st->ccap - 1);
        }
    }
    const LibcFn *e = lookup(cx->name);
    if ((st->cn + 1) * 2 > st->ccap) {
        uint32_t cap = st->ccap ? st->ccap * 2 : 64;
        IrFunc **k = ir_calloc(cap, sizeof *k);
        const LibcFn **v = ir_calloc(cap, sizeof *v);
        for (uint32_t i = 0; i < st->ccap; i++) {
            if (!st->ckeys[i])
                continue;
            uint32_t j = (uint32_t)(((uintptr_t)st->ckeys[i] >> 4) * 2654435761u) & (cap - 1);
            while (k[j])
                j = (j + 1) & (cap - 1);
            k[j] = st->ckeys[i];
            v[j] = st->cvals[i];
        }
        ir_free(st->ckeys);
        ir_free(st->cvals);
        st->ckeys = k;
        st->cvals = v;
        st->ccap = cap;
    }
    uint32_t j = (uint32_t)(((uintptr_t)f >> 4) * 2654435761u) & (st->ccap - 1);
    while (st->ckeys[j])
        j = (j + 1) & (st->ccap - 1);
    st->ckeys[j] = f;
    st->cvals[j] = e;
    st->cn++;
    return e;
}

/* ------------------------------------------------------------ the API */

/* InterpOptions.libm_approx (check of a transformation): C gives only the
 * sign of memcmp/strcmp's result (of bcmp's: whether it is zero), and
 * LLVM folds them to another magnitude (strcmp("ab", "b") to -1): a
 * nonzero result keeps its sign bit, the others fixed-unknown. */
static void
cmp_sign_only(Interp *ip, CallCtx *cx, const LibcFn *e)
{
    if (!ip->o.libm_approx || ip->o.undef != INTERP_UNDEF_TRACK || (e->impl != l_memcmp && e->impl != l_strcmp) ||
        cx->retty->kind != IR_TY_INT || cx->retty->bits > 64 || cx->retty->bits < 2)
        return;
    Cell *r = cx->ret;
    unsigned w = cx->retty->bits;
    if (r->poison || r->u || !(r->v & it_mask(w)))
        return;
    /* bcmp: only zero or not */
    uint64_t sign = e->impl == l_memcmp && e->arg == 2 ? 0 : 1ull << (w - 1);
    r->u = it_mask(w) & ~sign;
    r->v &= sign;
    r->fixed = 1;
}

int
libc_known(const char *name)
{
    return lookup(name) != NULL;
}

int
libc_call(Interp *ip, CallCtx *cx)
{
    const LibcFn *e = resolve(ip, cx);
    if (!e)
        return 0;
    /* a nobuiltin declaration (-fno-builtin, a replaceable operator new)
     * is not the library's function to LLVM, but for a call site marked
     * builtin: when checking a transformation it is the environment's
     * unknown function (a program run, a native run keep the C library) */
    if (ip->o.libm_approx && ip->o.externals && cx->callee && ir_attr_has(&cx->callee->attrs.fn, IR_ATTR_NOBUILTIN) &&
        !(cx->inst && cx->inst->attrs && ir_attr_has(&cx->inst->attrs->fn, IR_ATTR_BUILTIN)))
        return 0;
    e->impl(ip, cx, e);
    cmp_sign_only(ip, cx, e);
    return 1;
}

/* An external global of the C library (init_globals): stdin, stdout and
 * stderr point to FILE objects made here once per interpreter; errno and
 * the like are zero.  Returns 0 for globals the library does not know. */
int
libc_global(Interp *ip, IrGlobal *g, Alloc *a)
{
    static const char *const files[NFILES] = {"stdin", "stdout", "stderr"};
    const char *name = g->v.name;
    if (!name || !a->val)
        return 0;
    struct LibcState *st = st_of(ip);
    for (int f = 0; f < NFILES; f++) {
        if (strcmp(name, files[f]))
            continue;
        if (g->vtype->kind != IR_TY_PTR || a->size < 8)
            return 0;
        Alloc *fa = lib_obj(ip, st->file[f]);
        if (!fa || (ip->first_run_alloc && st->file[f] >= ip->first_run_alloc)) {
            fa = new_obj(ip, FILE_SIZE, &st->file[f], 0);
            fa->val[0] = 0x84; /* _IO_MAGIC | flags, as glibc's FILEs start */
            fa->val[2] = 0xad;
            fa->val[3] = 0xfb;
        }
        Cell p;
        memset(&p, 0, sizeof p);
        mem_ptr(ip, &p, fa, 0);
        mem_store_at(ip, a, 0, ip->m->t_ptr, &p);
        return 1;
    }
    if (!strcmp(name, "errno") || !strcmp(name, "signgam") || !strcmp(name, "opterr") ||
        !strcmp(name, "optind")) {
        if (!strcmp(name, "opterr") || !strcmp(name, "optind"))
            a->val[0] = 1;
        return 1;
    }
    return 0;
}

void
libc_free(Interp *ip)
{
    struct LibcState *st = ip->libc;
    if (!st)
        return;
    ir_free(st->ckeys);
    ir_free(st->cvals);
    ir_free(st->atexit);
    ir_buf_free(&st->ob);
    ir_free(st->tmp);
    ir_free(st->fbuf);
    ir_free(st->fld);
    ir_free(st);
    ip->libc = NULL;
}

/* Between runs: the library's state starts over; objects the run made are
 * gone (interp_reset dropped them), the FILEs stay. */
void
libc_reset(Interp *ip)
{
    struct LibcState *st = ip->libc;
    if (!st)
        return;
    uint32_t keep = ip->first_run_alloc;
    uint32_t *ids[] = {&st->errno_id, &st->ctype_b, &st->ctype_lower, &st->ctype_upper, &st->strerr_id,
                       &st->locale_id, &st->file[0], &st->file[1], &st->file[2]};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++)
        if (*ids[i] >= keep)
            *ids[i] = 0;
    rand_seed(st, 1);
    st->x48 = 0;
    st->natexit = 0;
    st->exiting = 0;
    st->stdin_eof = 0;
    memset(&st->strtok_next, 0, sizeof st->strtok_next);
}

void
libc_flush(Interp *ip)
{
    fflush(interp_stdout(ip));
    fflush(interp_stderr(ip));
}
