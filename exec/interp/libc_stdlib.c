/* libc_stdlib.c -- <stdlib.h>, time and <math.h> of the C library subset
 * (libc.c): strtol and strtod, abs and div, rand and drand48, qsort and
 * bsearch, getenv; time and clock; the math functions on the host's libm
 * with glibc's errno.  The conventions are libc.c's. */
#include "libc.h"

/* ------------------------------------------------------- <stdlib.h> */

/* strtol 1, strtoul 2, strtoll 3, strtoull 4, atoi 5, atol 6, atoll 7,
 * strtoimax 8, strtoumax 9 */
void
l_strtol(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    int k = fn->arg;
    const Cell *s = arg_p(ip, cx, 0);
    int ato = k >= 5 && k <= 7;
    int base = ato ? 10 : (int)arg_s(ip, cx, 2);
    uint64_t n;
    char *h = str_host(ip, cx, s, UINT64_MAX, &n, "the string");
    char *end = h;
    errno = 0;
    uint64_t v;
    int uns = k == 2 || k == 4 || k == 9;
    if (uns)
        v = strtoull(h, &end, base);
    else
        v = (uint64_t)strtoll(h, &end, base);
    int e = errno;
    unsigned rbits = cx->retty->kind == IR_TY_INT ? cx->retty->bits : 64;
    if (!ato && rbits < 64 && !e) {
        /* a 32-bit long: clamp like strtol does */
        int64_t sv = (int64_t)v;
        if (uns) {
            int neg = 0;
            for (char *q = h; q < end && (*q == ' ' || (*q >= '\t' && *q <= '\r') || *q == '-' || *q == '+'); q++)
                if (*q == '-')
                    neg = 1;
            uint64_t mag = neg ? (uint64_t)-(int64_t)v : v;
            if (mag > it_mask(rbits)) {
                v = it_mask(rbits);
                e = ERANGE;
            }
        } else if (sv > (int64_t)(it_mask(rbits) >> 1)) {
            v = it_mask(rbits) >> 1;
            e = ERANGE;
        } else if (sv < -(int64_t)(it_mask(rbits) >> 1) - 1) {
            v = (uint64_t)(-(int64_t)(it_mask(rbits) >> 1) - 1);
            e = ERANGE;
        }
    }
    if (e && !ato)
        set_errno(ip, e);
    if (!ato && cx->nargs > 1) {
        const Cell *ep = arg_p(ip, cx, 1);
        if (!is_null(ep)) {
            Cell r = ptr_add(s, (uint64_t)(end - h));
            store_ptr(ip, ep, &r);
        }
    }
    ret_int(ip, cx, v);
}

/* strtod 1, strtof 2, strtold 3, atof 4 */
void
l_strtod(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    const Cell *s = arg_p(ip, cx, 0);
    uint64_t n;
    char *h = str_host(ip, cx, s, UINT64_MAX, &n, "the string");
    char *end = h;
    errno = 0;
    FpBits b;
    FpFmt rf = ir_type_is_fp(cx->retty) ? ir_type_fp_fmt(cx->retty) : FP_F64;
    if (!ir_type_is_fp(cx->retty))
        bad_signature(ip, cx);
    if (fn->arg == 2)
        b = from_host_f(rf, strtof(h, &end));
    else if (fn->arg == 3)
        b = from_host_ld(rf, strtold(h, &end));
    else
        b = from_host_d(rf, strtod(h, &end));
    int e = errno;
    if (fn->arg != 4) {
        if (e)
            set_errno(ip, e);
        const Cell *ep = arg_p(ip, cx, 1);
        if (!is_null(ep)) {
            Cell r = ptr_add(s, (uint64_t)(end - h));
            store_ptr(ip, ep, &r);
        }
    }
    ret_fpbits(ip, cx, b);
}

/* abs 1, labs 2, llabs 3, imaxabs 4 */
void
l_abs(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    int64_t v = arg_s(ip, cx, 0);
    unsigned w = cx->argty[0]->bits;
    if (w <= 64 && (uint64_t)v == (w == 64 ? 1ull << 63 : ~it_mask(w - 1)))
        interp_ub(ip, UB_LIBC, "%s(%lld): the result is not representable", cx->name, (long long)v);
    ret_int(ip, cx, (uint64_t)(v < 0 ? -v : v));
}

/* ffs/ffsl/ffsll (POSIX): the 1-based index of the lowest set bit, 0 for
 * 0; fls/flsl/flsll (BSD): of the highest one.  The argument's IR width
 * is the C type's. */
void
l_ffs(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    uint64_t v = arg_u(ip, cx, 0);
    unsigned w = cx->argty[0]->bits;
    if (w < 64)
        v &= it_mask(w);
    ret_int(ip, cx, !v ? 0 : fn->arg == 1 ? (uint64_t)__builtin_ctzll(v) + 1 : 64 - (uint64_t)__builtin_clzll(v));
}

/* div 1, ldiv 2, lldiv 3: a struct {quot, rem} returned as the ABI does */
void
l_div(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    int64_t a = arg_s(ip, cx, 0), b = arg_s(ip, cx, 1);
    unsigned w = cx->argty[0]->bits;
    if (b == 0)
        interp_ub(ip, UB_LIBC, "%s: division by zero", cx->name);
    if (b == -1 && (uint64_t)a == (w == 64 ? 1ull << 63 : ~it_mask(w - 1)))
        interp_ub(ip, UB_LIBC, "%s: the quotient is not representable", cx->name);
    int64_t q = a / b, r = a % b;
    IrType *t = cx->retty;
    if (fn->arg == 1 && t->kind == IR_TY_INT && t->bits == 64) {
        ret_int(ip, cx, ((uint64_t)(uint32_t)q) | ((uint64_t)(uint32_t)r << 32));
        return;
    }
    if (t->kind == IR_TY_STRUCT && t->nmembers == 2 && t->members[0]->kind == IR_TY_INT) {
        memset(cx->ret, 0, 2 * sizeof *cx->ret);
        cx->ret[0].v = (uint64_t)q & it_mask(t->members[0]->bits);
        cx->ret[1].v = (uint64_t)r & it_mask(t->members[1]->bits);
        return;
    }
    if (t->kind == IR_TY_VOID && cx->nargs == 3 && cx->argty[0]->kind == IR_TY_PTR)
        interp_unsupported(ip, "%s returning through sret", cx->name);
    bad_signature(ip, cx);
}

/* rand(): glibc's random() with its default state: an additive feedback
 * generator r[i] = r[i-3] + r[i-31] (mod 2^32) over 34 words seeded by a
 * Lehmer generator (16807 mod 2^31-1, computed with Schrage's method as
 * glibc does, on 32-bit signed words), with the first 310 outputs
 * discarded; each output is r >> 1. */
static uint32_t
rand_next(struct LibcState *st)
{
    uint32_t p = st->rpos;
    uint32_t v = (uint32_t)st->rtab[(p + 3) % 34] + (uint32_t)st->rtab[(p + 31) % 34];
    st->rtab[p] = (int32_t)v;
    st->rpos = (p + 1) % 34;
    return v >> 1;
}

void
rand_seed(struct LibcState *st, uint32_t seed)
{
    int32_t w = (int32_t)seed;
    if (w == 0)
        w = 1;
    st->rtab[0] = w;
    for (int i = 1; i < 31; i++) {
        int32_t hi = w / 127773, lo = w % 127773;
        int64_t x = 16807 * (int64_t)lo - 2836 * (int64_t)hi;
        if (x < 0)
            x += 2147483647;
        w = (int32_t)x;
        st->rtab[i] = w;
    }
    for (int i = 31; i < 34; i++)
        st->rtab[i] = st->rtab[i - 31];
    st->rpos = 0;
    for (int i = 0; i < 310; i++)
        (void)rand_next(st);
}

/* rand 1, srand 2, random 3, srandom 4, rand_r 5 */
void
l_rand(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    struct LibcState *st = st_of(ip);
    switch (fn->arg) {
    case 1: case 3: ret_int(ip, cx, rand_next(st)); break;
    case 2: case 4: rand_seed(st, (uint32_t)arg_u(ip, cx, 0)); break;
    default: {
        /* rand_r: POSIX's example generator on the caller's state */
        const Cell *sp = arg_p(ip, cx, 0);
        Cell c;
        mem_load(ip, sp, ip->m->t_i32, 1, &c);
        uint32_t next = (uint32_t)need_bits(ip, cx, &c, 32, "the state");
        next = next * 1103515245u + 12345u;
        store_int(ip, sp, 4, next);
        ret_int(ip, cx, (next / 65536) % 32768);
        break;
    }
    }
}

/* drand48 1, lrand48 2, mrand48 3, srand48 4: X = (a X + c) mod 2^48 */
void
l_rand48(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    struct LibcState *st = st_of(ip);
    if (fn->arg == 4) {
        st->x48 = ((uint64_t)(uint32_t)arg_u(ip, cx, 0) << 16) | 0x330e;
        return;
    }
    st->x48 = (st->x48 * 0x5deece66dull + 0xb) & ((1ull << 48) - 1);
    switch (fn->arg) {
    case 1: ret_fpbits(ip, cx, from_host_d(ir_type_fp_fmt(cx->retty), ldexp((double)st->x48, -48))); break;
    case 2: ret_int(ip, cx, st->x48 >> 17); break;
    default: ret_int(ip, cx, (uint64_t)(int64_t)(int32_t)(uint32_t)(st->x48 >> 16)); break;
    }
}

/* The function a pointer argument points at (UB if none). */
IrFunc *
arg_func(Interp *ip, CallCtx *cx, uint32_t k)
{
    Cell p = arg_pv(ip, cx, k);
    IrFunc *f = mem_func_at(ip, &p);
    if (!f)
        interp_ub(ip, UB_CALL_NOT_FUNC, "%s: %s is not a function", cx->name, describe(ip, &p));
    return f;
}

/* Call the program's comparison cmp(a, b) -> int. */
static int
call_cmp(Interp *ip, CallCtx *cx, IrFunc *f, const Cell *a, const Cell *b)
{
    IrModule *m = ip->m;
    IrType *pt[2] = {m->t_ptr, m->t_ptr};
    IrType *fty = ir_type_func(m, m->t_i32, pt, 2, 0);
    Cell ca = *a, cb = *b;
    Cell *args[2] = {&ca, &cb};
    Cell ret[2];
    memset(ret, 0, sizeof ret);
    if (!ir_type_equal(f->g.vtype, fty))
        interp_ub(ip, UB_CALL_SIGNATURE, "%s: the comparison @%s has type %s, not i32 (ptr, ptr)", cx->name,
                  f->g.v.name ? f->g.v.name : "?", ir_type_str(ip->run, f->g.vtype));
    interp_invoke(ip, f, fty, cx->inst, args, pt, 2, ret);
    return (int32_t)need_bits(ip, cx, ret, 32, "the comparison's result");
}

/* qsort(base, n, size, cmp): a stable top-down merge sort through a
 * scratch object, elements moved with their definedness. */
static void
msort(Interp *ip, CallCtx *cx, IrFunc *f, const Cell *base, uint64_t n, uint64_t size, const Cell *tmp)
{
    if (n < 2)
        return;
    uint64_t n1 = n / 2, n2 = n - n1;
    Cell b2 = ptr_add(base, n1 * size);
    msort(ip, cx, f, base, n1, size, tmp);
    msort(ip, cx, f, &b2, n2, size, tmp);
    uint64_t i = 0, j = 0, k = 0;
    while (i < n1 && j < n2) {
        Cell x = ptr_add(base, i * size), y = ptr_add(&b2, j * size), t = ptr_add(tmp, k * size);
        if (call_cmp(ip, cx, f, &x, &y) <= 0) {
            mem_copy(ip, &t, &x, size, 1);
            i++;
        } else {
            mem_copy(ip, &t, &y, size, 1);
            j++;
        }
        k++;
    }
    if (i < n1) {
        Cell x = ptr_add(base, i * size), t = ptr_add(tmp, k * size);
        mem_copy(ip, &t, &x, (n1 - i) * size, 1);
        k += n1 - i;
    }
    /* what is left of the second half is in place already */
    mem_copy(ip, base, tmp, k * size, 1);
}

void
l_qsort(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    const Cell *base = arg_p(ip, cx, 0);
    uint64_t n = arg_u(ip, cx, 1), size = arg_u(ip, cx, 2);
    IrFunc *f = arg_func(ip, cx, 3);
    if (n < 2 || !size)
        return;
    if (n > UINT64_MAX / size)
        interp_ub(ip, UB_LIBC, "qsort: %llu elements of %llu bytes overflow", (unsigned long long)n,
                  (unsigned long long)size);
    uint64_t off;
    (void)span(ip, base, n * size, 1, &off);
    Alloc *t = mem_new_heap(ip, n * size, 16, cx->inst);
    Cell tmp;
    memset(&tmp, 0, sizeof tmp);
    mem_ptr(ip, &tmp, t, 0);
    msort(ip, cx, f, base, n, size, &tmp);
    mem_kill(ip, t, KILL_RETURN);
}

void
l_bsearch(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    const Cell *key = arg_p(ip, cx, 0), *base = arg_p(ip, cx, 1);
    uint64_t n = arg_u(ip, cx, 2), size = arg_u(ip, cx, 3);
    IrFunc *f = arg_func(ip, cx, 4);
    uint64_t lo = 0, hi = n;
    while (lo < hi) {
        uint64_t mid = (lo + hi) / 2;
        Cell p = ptr_add(base, mid * size);
        int r = call_cmp(ip, cx, f, key, &p);
        if (r < 0) {
            hi = mid;
        } else if (r > 0) {
            lo = mid + 1;
        } else {
            ret_ptr(ip, cx, &p);
            return;
        }
    }
    ret_null(ip, cx);
}

void
l_getenv(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    (void)str_len(ip, cx, arg_p(ip, cx, 0), UINT64_MAX, NULL, NULL, "the name");
    ret_null(ip, cx);
}

/* ------------------------------------------------------------ time */

enum { FIXED_TIME = 1700000000 };

/* time 1, clock 2, gettimeofday 3, clock_gettime 4 */
void
l_time(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    uint64_t us = ip->steps / 1000;
    switch (fn->arg) {
    case 1: {
        const Cell *tp = arg_p(ip, cx, 0);
        uint64_t t = FIXED_TIME + us / 1000000;
        if (!is_null(tp))
            store_int(ip, tp, 8, t);
        ret_int(ip, cx, t);
        break;
    }
    case 2: ret_int(ip, cx, us); break;
    case 3: case 4: {
        const Cell *tv = arg_p(ip, cx, fn->arg == 3 ? 0 : 1);
        if (!is_null(tv)) {
            store_int(ip, tv, 8, FIXED_TIME + us / 1000000);
            Cell at = ptr_add(tv, 8);
            store_int(ip, &at, 8, fn->arg == 3 ? us % 1000000 : (us % 1000000) * 1000);
        }
        ret_int(ip, cx, 0);
        break;
    }
    }
}

/* Functions that do nothing observable here: fn->arg is the result. */
void
l_nop(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    if (cx->retty->kind == IR_TY_PTR)
        ret_null(ip, cx);
    else
        ret_int(ip, cx, (uint64_t)(int64_t)fn->arg);
}

void
l_setlocale(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    struct LibcState *st = st_of(ip);
    const Cell *p = arg_p(ip, cx, 1);
    if (!is_null(p)) {
        uint64_t n;
        char *s = str_host(ip, cx, p, UINT64_MAX, &n, "the locale name");
        if (n && strcmp(s, "C") && strcmp(s, "POSIX")) {
            /* "" picks the environment's locale: llfuzz runs in C */
            if (strcmp(s, "") != 0) {
                ret_null(ip, cx);
                return;
            }
        }
    }
    Alloc *a = lib_obj(ip, st->locale_id);
    if (!a) {
        a = new_obj(ip, 2, &st->locale_id, 0);
        a->val[0] = 'C';
        a->readonly = 1;
    }
    ret_obj(ip, cx, a, 0);
}

/* ------------------------------------------------------------ <math.h> */

/* functions older libms lack (C23): defined here */
static double
my_roundeven(double x)
{
    return nearbyint(x) == x ? x : x - trunc(x) == 0.5 || x - trunc(x) == -0.5 ? 2 * round(x / 2) : round(x);
}
static float
my_roundevenf(float x)
{
    return (float)my_roundeven(x);
}
static long double
my_roundevenl(long double x)
{
    long double t = truncl(x), d = x - t;
    if (d == 0.5L || d == -0.5L)
        return 2 * roundl(x / 2);
    return roundl(x);
}
#define roundeven my_roundeven
#define roundevenf my_roundevenf
#define roundevenl my_roundevenl

static double my_fmaximum(double a, double b) { return isnan(a) || isnan(b) ? a + b : a == b ? (signbit(a) ? b : a) : fmax(a, b); }
static float my_fmaximumf(float a, float b) { return (float)my_fmaximum(a, b); }
static long double my_fmaximuml(long double a, long double b) { return isnan(a) || isnan(b) ? a + b : a == b ? (signbit(a) ? b : a) : fmaxl(a, b); }
static double my_fminimum(double a, double b) { return isnan(a) || isnan(b) ? a + b : a == b ? (signbit(a) ? a : b) : fmin(a, b); }
static float my_fminimumf(float a, float b) { return (float)my_fminimum(a, b); }
static long double my_fminimuml(long double a, long double b) { return isnan(a) || isnan(b) ? a + b : a == b ? (signbit(a) ? a : b) : fminl(a, b); }
/* C23 maximumNumber/minimumNumber: a NaN is missing data, -0 < +0 */
static double my_fmaximum_num(double a, double b) { return isnan(a) ? b : isnan(b) ? a : a == b ? (signbit(a) ? b : a) : fmax(a, b); }
static float my_fmaximum_numf(float a, float b) { return (float)my_fmaximum_num(a, b); }
static long double my_fmaximum_numl(long double a, long double b) { return isnan(a) ? b : isnan(b) ? a : a == b ? (signbit(a) ? b : a) : fmaxl(a, b); }
static double my_fminimum_num(double a, double b) { return isnan(a) ? b : isnan(b) ? a : a == b ? (signbit(a) ? a : b) : fmin(a, b); }
static float my_fminimum_numf(float a, float b) { return (float)my_fminimum_num(a, b); }
static long double my_fminimum_numl(long double a, long double b) { return isnan(a) ? b : isnan(b) ? a : a == b ? (signbit(a) ? a : b) : fminl(a, b); }
#define fmaximum_num my_fmaximum_num
#define fmaximum_numf my_fmaximum_numf
#define fmaximum_numl my_fmaximum_numl
#define fminimum_num my_fminimum_num
#define fminimum_numf my_fminimum_numf
#define fminimum_numl my_fminimum_numl
#define fmaximum my_fmaximum
#define fmaximumf my_fmaximumf
#define fmaximuml my_fmaximuml
#define fminimum my_fminimum
#define fminimumf my_fminimumf
#define fminimuml my_fminimuml

/* Apple's __sinpi/__cospi (TLI knows them on Darwin; InstCombine merges
 * the pair into __sincospi_stret): sin(pi x), cos(pi x), reduced mod 2
 * exactly so that the integers and half-integers give exact zeros and
 * ones, as IEEE 754's sinPi/cosPi do (+0 for sinPi of a positive integer,
 * +0 for cosPi of every half-integer). */
static long double
my_sinpil(long double x)
{
    if (isinf(x) || isnan(x))
        return x - x;
    long double r = fmodl(x, 2.0L);    /* exact, sign of x */
    if (r == 0 || fabsl(r) == 1.0L)
        return copysignl(0.0L, x);
    if (fabsl(r) == 0.5L || fabsl(r) == 1.5L)
        return (r == 0.5L || r == -1.5L) ? 1.0L : -1.0L;
    return sinl(3.14159265358979323846264338327950288L * r);
}
static long double
my_cospil(long double x)
{
    if (isinf(x) || isnan(x))
        return x - x;
    long double r = fabsl(fmodl(x, 2.0L));
    if (r == 0.5L || r == 1.5L)
        return 0.0L;
    if (r == 0)
        return 1.0L;
    if (r == 1.0L)
        return -1.0L;
    return cosl(3.14159265358979323846264338327950288L * r);
}
static double my_sinpi(double x) { return (double)my_sinpil(x); }
static float my_sinpif(float x) { return (float)my_sinpil(x); }
static double my_cospi(double x) { return (double)my_cospil(x); }
static float my_cospif(float x) { return (float)my_cospil(x); }
const Math1 m1_sinpi = {my_sinpi, my_sinpif, my_sinpil}, m1_cospi = {my_cospi, my_cospif, my_cospil};

#define DEF1(n) const Math1 m1_##n = {n, n##f, n##l};
#define DEF2(n) const Math2 m2_##n = {n, n##f, n##l};
MATH1_LIST(DEF1)
MATH2_LIST(DEF2)
#undef DEF1
#undef DEF2

/* The precision of a math call: 'f', 'd' or 'l' from the argument type. */
static int
math_kind(Interp *ip, CallCtx *cx, uint32_t k)
{
    IrType *t = fp_arg_type(ip, cx, k);
    return t->kind == IR_TY_FLOAT ? 'f' : t->kind == IR_TY_DOUBLE ? 'd' : 'l';
}

static void
math_errno(Interp *ip)
{
    if (errno)
        set_errno(ip, errno);
}

/* A math function with a poison argument returns poison rather than
 * being UB: LLVM itself makes such calls (InstCombine turns exp2 (uitofp
 * x) into ldexpf(1.0, x) for an x that may be poison), and a pure math
 * function has no input it misbehaves on.  Only for the functions that
 * write nothing through a pointer; 1 when the result is set. */
static int
math_poison(Interp *ip, CallCtx *cx)
{
    int poison = 0;
    for (uint32_t k = 0; k < cx->nargs; k++) {
        if (cx->argty[k]->kind == IR_TY_PTR)
            return 0;
        poison |= cx->args[k]->poison != 0;
    }
    if (poison && cx->retty->kind != IR_TY_VOID)
        it_set_poison(ip, cx->retty, cx->ret);
    return poison;
}

/* Is name the math function base, or its float or long double variant?
 * The Microsoft C runtime's _logb and _logbf are logb's. */
static int
math_named(const char *name, const char *base)
{
    size_t n = strlen(base);
    if (name[0] == '_' && name[1] != '_')
        name++;
    return !strncmp(name, base, n) && (!name[n] || ((name[n] == 'f' || name[n] == 'l') && !name[n + 1]));
}

/* InterpOptions.libm_approx: a finite nonzero result of a function that
 * is not correctly rounded becomes fixed-unknown (a tracked run only).
 * on_bits: the result was computed on the format's bits (math2_exact_bits),
 * not through the host's long double. */
static void
math_approx_as(Interp *ip, CallCtx *cx, const char *const *exact, int on_bits)
{
    if (!ir_type_is_fp(cx->retty))
        return;
    FpFmt f = ir_type_fp_fmt(cx->retty);
    uint32_t nw = it_words(cx->retty);
    FpBits x = {{cx->ret[0].v, nw > 1 ? cx->ret[1].v : 0}};
    unsigned bits = fp_fmt_info[f].bits;
    if (cx->ret[0].poison || it_any_unknown(cx->ret, nw))
        return;
    if (fp_is_nan(f, x) && f == FP_F128) {
        /* the host's long double lost the payload: IEEE 754 gives a NaN
         * argument back, quieted.  In every mode: the concrete runs that
         * confirm a target's difference must give the NaN the tracked
         * source run gives (expl of a NaN in both, InstCombine/pow-exp.ll) */
        for (uint32_t i = 0; i < cx->nargs; i++) {
            FpBits a = {{cx->args[i][0].v, cx->args[i][1].v}};
            if (cx->argty[i] == cx->retty && fp_is_nan(f, a)) {
                x = fp_quiet(f, a);
                cx->ret[0].v = x.w[0];
                cx->ret[1].v = x.w[1];
                break;
            }
        }
    }
    if (!ip->o.libm_approx || ip->o.undef != INTERP_UNDEF_TRACK)
        return;
    if (fp_is_nan(f, x) && f != FP_PPC128) {
        /* LangRef "Behavior of Floating-Point NaN values": math may treat
         * a signaling NaN as quiet, and LLVM folds calls into operations
         * that return the input NaN as it is (cabs(0, y) -> fabs(y)): the
         * quiet bit is open, where either way it stays a NaN (another bit
         * of the payload is set) */
        unsigned q = f == FP_F80 ? 62 : fp_fmt_info[f].man_bits - 1;
        FpBits other = x;
        other.w[q / 64] ^= 1ull << (q % 64);
        if (fp_is_nan(f, other)) {
            cx->ret[q / 64].u |= 1ull << (q % 64);
            cx->ret[0].fixed = 1;
        }
        return;
    }
    if ((math_named(cx->name, "fmin") || math_named(cx->name, "fmax")) && fp_is_zero(f, x)) {
        /* C leaves the sign of fmax(-0, +0) open (Annex F only recommends
         * +0); LLVM makes the call llvm.maxnum nsz */
        cx->ret[(bits - 1) / 64].u |= 1ull << ((bits - 1) % 64);
        cx->ret[(bits - 1) / 64].v &= ~(1ull << ((bits - 1) % 64));
        cx->ret[0].fixed = 1;
        return;
    }
    /* fp128 and ppc_fp128 go through the host's x87 long double: even the
     * exact functions round, a large result may round to inf and a tiny one
     * to 0 */
    int host_exact = on_bits || (f != FP_F128 && f != FP_PPC128);
    for (const char *const *e = exact; host_exact && *e; e++)
        if (math_named(cx->name, *e))
            return;
    if (fp_is_nan(f, x) || (host_exact && (fp_is_inf(f, x) || fp_is_zero(f, x))))
        return;
    for (uint32_t k = 0; k < nw; k++) {
        unsigned wb = bits > 64 * k ? bits - 64 * k : 0;
        cx->ret[k].u = wb >= 64 ? ~0ull : (1ull << wb) - 1;
        cx->ret[k].v = 0;
    }
    cx->ret[0].fixed = 1;
}

static void
math_approx(Interp *ip, CallCtx *cx, const char *const *exact)
{
    math_approx_as(ip, cx, exact, 0);
}

/* the functions IEEE 754 rounds correctly (or that are exact) */
static const char *const exact1[] = {"sqrt", "fabs", "floor", "ceil", "trunc", "round", "rint", "nearbyint",
                                     "roundeven", "logb", NULL};
static const char *const exact2[] = {"fmod", "fmin", "fmax", "copysign", "remainder", "fdim", "nextafter",
                                     "fmaximum", "fminimum", "fmaximum_num", "fminimum_num", NULL};

void
l_math1(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    if (math_poison(ip, cx))
        return;
    const Math1 *m = fn->p;
    int k = math_kind(ip, cx, 0);
    long double x = arg_ld(ip, cx, 0);
    errno = 0;
    if (k == 'f')
        ret_ld(ip, cx, m->f((float)x));
    else if (k == 'd')
        ret_ld(ip, cx, m->d((double)x));
    else
        ret_ld(ip, cx, m->l(x));
    math_errno(ip);
    math_approx(ip, cx, exact1);
}

/* __sincospi_stret(x) / __sincospif_stret(x): {sinpi(x), cospi(x)} as a
 * {T, T} struct or (x86 Darwin's float one) a <2 x float>; each half is
 * approximate like __sinpi's result. */
void
l_sincospi_stret(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    IrType *t = cx->retty, *et = NULL;
    if (t->kind == IR_TY_STRUCT && t->nmembers == 2 && t->members[0] == t->members[1])
        et = t->members[0];
    else if (t->kind == IR_TY_VEC && !(t->flags & IR_TYF_SCALABLE) && t->count == 2)
        et = t->elem;
    if (cx->nargs != 1 || !et || et != cx->argty[0] || (et->kind != IR_TY_FLOAT && et->kind != IR_TY_DOUBLE))
        bad_signature(ip, cx);
    if (cx->args[0]->poison) {
        it_set_poison(ip, t, cx->ret);
        return;
    }
    long double x = arg_ld(ip, cx, 0);
    Cell *ret = cx->ret;
    for (int w = 0; w < 2; w++) {
        /* each half as a scalar call's result */
        cx->ret = ret + w;
        cx->retty = et;
        ret_ld(ip, cx, w ? my_cospil(x) : my_sinpil(x));
        math_approx(ip, cx, (const char *const[]){NULL});
    }
    cx->ret = ret;
    cx->retty = t;
    (void)fn;
}

/* cabs/cabsf/cabsl: |re + i im|, the complex argument passed as two fp
 * arguments or as one {T, T} / [2 x T] aggregate (as the ABIs lower it). */
void
l_cabs(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    long double re, im;
    if (cx->nargs == 2) {
        re = arg_ld(ip, cx, 0);
        im = arg_ld(ip, cx, 1);
    } else {
        IrType *t = cx->nargs == 1 ? cx->argty[0] : NULL;
        const TLayout *l = t && (t->kind == IR_TY_STRUCT || t->kind == IR_TY_ARRAY) ? it_layout(ip, t) : NULL;
        if (!l || l->nleaves != 2 || !ir_type_is_fp(l->leaf_type[0]) || l->leaf_type[0] != l->leaf_type[1])
            bad_signature(ip, cx);
        IrType *et = l->leaf_type[0];
        FpFmt f = ir_type_fp_fmt(et);
        re = host_ld(f, fp_bits_of(ip, cx, cx->args[0] + l->leaf_cell[0], et, "the real part"));
        im = host_ld(f, fp_bits_of(ip, cx, cx->args[0] + l->leaf_cell[1], et, "the imaginary part"));
    }
    ret_ld(ip, cx, hypotl(re, im));
    math_approx(ip, cx, exact1);
}

/* fmin, fmax, fminimum, fmaximum, copysign of a format the host's long
 * double does not hold exactly (fp128, ppc_fp128), and fmod of fp128: on
 * the bits, not rounded through the host (fmaxl of the largest fp128 gave
 * inf, fmodl of it with itself NaN).  1 when done. */
static int
math2_exact_bits(Interp *ip, CallCtx *cx)
{
    if (!ir_type_is_fp(cx->retty) || cx->nargs != 2 || cx->argty[0] != cx->retty || cx->argty[1] != cx->retty)
        return 0;
    FpFmt f = ir_type_fp_fmt(cx->retty);
    if (f != FP_F128 && f != FP_PPC128)
        return 0;
    int mn = math_named(cx->name, "fmin"), mx = math_named(cx->name, "fmax");
    int mnm = math_named(cx->name, "fminimum"), mxm = math_named(cx->name, "fmaximum");
    int cs = math_named(cx->name, "copysign");
    int fm = f == FP_F128 && math_named(cx->name, "fmod");
    if (!mn && !mx && !mnm && !mxm && !cs && !fm)
        return 0;
    FpBits a, b;
    for (int k = 0; k < 2; k++) {
        const Cell *c = cx->args[k];
        if (it_any_unknown(c, 2))
            return 0;
        FpBits *x = k ? &b : &a;
        x->w[0] = c[0].v;
        x->w[1] = c[1].v;
    }
    FpBits r;
    if (fm) {
        /* fmod is exact (frem's fp_fmod); an infinite x or a zero y is a
         * domain error: NaN and errno EDOM */
        unsigned fl = 0;
        r = fp_fmod(f, a, b, &fl);
        if (!fp_is_nan(f, a) && !fp_is_nan(f, b) && (fp_is_inf(f, a) || fp_is_zero(f, b)))
            set_errno(ip, EDOM);
    } else if (cs) {
        r = fp_copysign(f, a, b);
    } else if (fp_is_nan(f, a) || fp_is_nan(f, b)) {
        /* fmin/fmax: NaNs are missing data; fminimum/fmaximum: NaN */
        r = (mn || mx) ? (fp_is_nan(f, a) ? b : a) : fp_is_nan(f, a) ? a : b;
    } else {
        FpCmp c = fp_cmp(f, a, b);
        if (c == FP_EQ && fp_is_zero(f, a) && fp_sign(f, a) != fp_sign(f, b))
            c = fp_sign(f, a) ? FP_LT : FP_GT; /* -0 < +0 (fmax's choice too) */
        r = (mn || mnm) ? (c == FP_GT ? b : a) : (c == FP_LT ? b : a);
    }
    ret_fpbits(ip, cx, r);
    return 1;
}

/* fmin/fmax with a signaling NaN argument: C leaves it open (glibc returns
 * a quiet NaN, IEEE 754-2008's maxNum; Annex F the other argument), and
 * LLVM makes the call llvm.maxnum, which may quiet it: any result.  1 when
 * set. */
static int
fminmax_snan(Interp *ip, CallCtx *cx)
{
    if (!math_named(cx->name, "fmin") && !math_named(cx->name, "fmax"))
        return 0;
    if (!ir_type_is_fp(cx->retty) || cx->nargs != 2 || cx->argty[0] != cx->retty || cx->argty[1] != cx->retty)
        return 0;
    FpFmt f = ir_type_fp_fmt(cx->retty);
    uint32_t nw = it_words(cx->retty);
    int snan = 0;
    for (uint32_t k = 0; k < 2; k++) {
        const Cell *c = cx->args[k];
        if (it_any_unknown(c, nw))
            return 0;
        FpBits x = {{c[0].v, nw > 1 ? c[1].v : 0}};
        snan |= fp_is_snan(f, x);
    }
    if (!snan)
        return 0;
    unsigned bits = fp_fmt_info[f].bits;
    for (uint32_t k = 0; k < nw; k++)
        cx->ret[k] = (Cell){.u = bits - 64 * k >= 64 ? ~0ull : (1ull << (bits - 64 * k)) - 1};
    cx->ret[0].fixed = 1;
    return 1;
}

void
l_math2(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    if (math_poison(ip, cx))
        return;
    if (fminmax_snan(ip, cx))
        return;
    if (math2_exact_bits(ip, cx)) {
        math_approx_as(ip, cx, exact2, 1);
        return;
    }
    const Math2 *m = fn->p;
    int k = math_kind(ip, cx, 0);
    long double x = arg_ld(ip, cx, 0), y = arg_ld(ip, cx, 1);
    errno = 0;
    if (k == 'f')
        ret_ld(ip, cx, m->f((float)x, (float)y));
    else if (k == 'd')
        ret_ld(ip, cx, m->d((double)x, (double)y));
    else
        ret_ld(ip, cx, m->l(x, y));
    math_errno(ip);
    math_approx(ip, cx, exact2);
}

/* fma 1, frexp 2, ldexp/scalbn/scalbln 3, modf 4, lround.. 5 (arg: the
 * rounding kind in fn->p), ilogb 6, remquo 7, nan 8, sincos 9, fpclassify-ish 10.. */
void
l_mathx(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    if (math_poison(ip, cx))
        return;
    int k = math_kind(ip, cx, 0);
    long double x = arg_ld(ip, cx, 0);
    errno = 0;
    switch (fn->arg) {
    case 1: {
        long double y = arg_ld(ip, cx, 1), z = arg_ld(ip, cx, 2);
        ret_ld(ip, cx, k == 'f' ? fmaf((float)x, (float)y, (float)z) :
                       k == 'd' ? fma((double)x, (double)y, (double)z) : fmal(x, y, z));
        break;
    }
    case 2: {
        int e = 0;
        long double r = k == 'f' ? frexpf((float)x, &e) : k == 'd' ? frexp((double)x, &e) : frexpl(x, &e);
        store_int(ip, arg_p(ip, cx, 1), 4, (uint64_t)(int64_t)e);
        ret_ld(ip, cx, r);
        break;
    }
    case 3: {
        int64_t e = arg_s(ip, cx, 1);
        long el = e > 100000 ? 100000 : e < -100000 ? -100000 : (long)e;
        ret_ld(ip, cx, k == 'f' ? scalblnf((float)x, el) : k == 'd' ? scalbln((double)x, el) : scalblnl(x, el));
        break;
    }
    case 4: {
        const Cell *ip_ = arg_p(ip, cx, 1);
        IrType *t = cx->argty[0];
        long double r, in;
        if (k == 'f') {
            float i32;
            r = modff((float)x, &i32);
            in = i32;
        } else if (k == 'd') {
            double i64;
            r = modf((double)x, &i64);
            in = i64;
        } else {
            r = modfl(x, &in);
        }
        FpFmt f = ir_type_fp_fmt(t);
        FpBits b = k == 'f' ? from_host_f(f, (float)in) : k == 'd' ? from_host_d(f, (double)in) : from_host_ld(f, in);
        Cell c[2];
        memset(c, 0, sizeof c);
        c[0].v = b.w[0];
        c[1].v = b.w[1];
        mem_store(ip, ip_, t, 1, c);
        ret_ld(ip, cx, r);
        break;
    }
    case 5: {
        /* lround llround lrint llrint: fn->p is "round" or "rint" */
        long long r;
        int round_ = !strcmp(fn->p, "round");
        if (k == 'f')
            r = round_ ? llroundf((float)x) : llrintf((float)x);
        else if (k == 'd')
            r = round_ ? llround((double)x) : llrint((double)x);
        else
            r = round_ ? llroundl(x) : llrintl(x);
        if (cx->retty->kind == IR_TY_INT && cx->retty->bits < 64) {
            long long lim = (long long)(it_mask(cx->retty->bits) >> 1);
            if (r > lim || r < -lim - 1 || isnan(x))
                r = -lim - 1; /* what x86 converts an out-of-range value to */
        }
        ret_int(ip, cx, (uint64_t)r);
        break;
    }
    case 6:
        ret_int(ip, cx, (uint64_t)(int64_t)(k == 'f' ? ilogbf((float)x) : k == 'd' ? ilogb((double)x) : ilogbl(x)));
        break;
    case 7: {
        long double y = arg_ld(ip, cx, 1);
        int q = 0;
        long double r = k == 'f' ? remquof((float)x, (float)y, &q) : k == 'd' ? remquo((double)x, (double)y, &q)
                                                                            : remquol(x, y, &q);
        store_int(ip, arg_p(ip, cx, 2), 4, (uint64_t)(int64_t)q);
        ret_ld(ip, cx, r);
        break;
    }
    case 9: {
        long double s, c;
        if (k == 'f') {
            float s32, c32;
            sincosf((float)x, &s32, &c32);
            s = s32;
            c = c32;
        } else if (k == 'd') {
            double s64, c64;
            sincos((double)x, &s64, &c64);
            s = s64;
            c = c64;
        } else {
            sincosl(x, &s, &c);
        }
        IrType *t = cx->argty[0];
        FpFmt f = ir_type_fp_fmt(t);
        for (int w = 0; w < 2; w++) {
            long double v = w ? c : s;
            FpBits b = k == 'f' ? from_host_f(f, (float)v) : k == 'd' ? from_host_d(f, (double)v) : from_host_ld(f, v);
            Cell cc[2];
            memset(cc, 0, sizeof cc);
            cc[0].v = b.w[0];
            cc[1].v = b.w[1];
            mem_store(ip, arg_p(ip, cx, 1 + (uint32_t)w), t, 1, cc);
        }
        break;
    }
    case 10: ret_int(ip, cx, isnan(x) != 0); break;
    case 11: ret_int(ip, cx, isinf(x) ? (uint64_t)(signbit(x) ? -1 : 1) : 0); break;
    case 12: ret_int(ip, cx, isfinite(x) != 0); break;
    case 13: ret_int(ip, cx, signbit(x) != 0); break;
    case 14: ret_int(ip, cx, (uint64_t)fpclassify(x)); break;
    }
    math_errno(ip);
}

/* nan(""), nanf, nanl */
void
l_nan(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    uint64_t n;
    char *s = str_host(ip, cx, arg_p(ip, cx, 0), UINT64_MAX, &n, "the string");
    if (fn->arg == 'f')
        ret_ld(ip, cx, nanf(s));
    else if (fn->arg == 'd')
        ret_ld(ip, cx, nan(s));
    else
        ret_ld(ip, cx, nanl(s));
}
