/* intrin_fp.c -- the floating-point intrinsics of intrin.c, lane by lane
 * with its conventions: the candidates of a result the LangRef leaves open,
 * the math functions on the host's libm, the exact operations (sqrt, fma,
 * the roundings, min/max, copysign, fp to int, is.fpclass, the
 * conversions, ldexp/frexp), and constrained fp. */
#include "intrin.h"

/* ============================================================ floating point */

uint32_t
fnw(FpFmt f)
{
    return fp_fmt_info[f].bits > 64 ? 2 : 1;
}

FpBits
fget(const Cell *c, FpFmt f)
{
    FpBits x = {{c[0].v, fp_fmt_info[f].bits > 64 ? c[1].v : 0}};
    return x;
}

static void
fput(Cell *r, FpFmt f, FpBits x)
{
    uint64_t w[2] = {x.w[0], x.w[1]};
    lane_put(r, fnw(f), w, NULL, 0);
}

static int
fp_same(FpFmt f, FpBits a, FpBits b)
{
    return a.w[0] == b.w[0] && (fnw(f) == 1 || a.w[1] == b.w[1]);
}

FpBits
fp_const(FpFmt f, double d)
{
    return fp_from_double(f, d, FP_RNE, NULL);
}

static unsigned
sign_bit(FpFmt f)
{
    return fp_fmt_info[f].bits - 1;
}

static unsigned
quiet_bit(FpFmt f)
{
    return f == FP_F80 ? 62 : fp_fmt_info[f].man_bits - 1;
}

static void
mark_unknown(Cell *r, unsigned bit)
{
    r[bit / 64].u |= 1ull << (bit % 64);
    r[bit / 64].v &= ~(1ull << (bit % 64));
}

/* x86_fp80 encodings the x87 does not produce (pseudo-NaN/-infinity/
 * -denormal, unnormals): how an operation treats them is the hardware's
 * business, so results computed from them are left unknown (TRACK). */
static int
fp_odd_input(FpFmt f, FpBits x)
{
    return f == FP_F80 && fp_is_noncanonical(f, x);
}

/* LangRef "Behavior of Floating-Point NaN values": an operation that returns
 * a NaN returns one with a nondeterministic sign whose quiet bit and payload
 * are the preferred NaN's, or an input NaN's payload quieted, or an input
 * NaN unchanged (so a signaling NaN only if an input was one).  TRACK: the
 * preferred NaN with the sign and the payload fixed-unknown, and the quiet
 * bit too when an input is a signaling NaN; ZERO: the preferred NaN;
 * RANDOM: one of the choices at random. */
void
nan_out(Interp *ip, FpFmt f, Cell *r, const FpBits *in, int nin)
{
    FpBits q = fp_qnan(f);
    fput(r, f, q);
    int snan = 0;
    for (int k = 0; k < nin; k++)
        if (fp_is_snan(f, in[k]) || fp_odd_input(f, in[k]))
            snan = 1;
    unsigned qb = quiet_bit(f);
    if (ip->o.undef == INTERP_UNDEF_TRACK) {
        for (unsigned b = 0; b < qb; b++)
            mark_unknown(r, b);
        mark_unknown(r, sign_bit(f));
        if (snan)
            mark_unknown(r, qb);
        r->fixed = 1;
        return;
    }
    if (ip->o.undef != INTERP_UNDEF_RANDOM)
        return;
    /* the NaN inputs, quieted or not, or the preferred NaN; any sign */
    FpBits opt[2 * 8 + 1];
    int n = 0;
    opt[n++] = q;
    for (int k = 0; k < nin && k < 8; k++)
        if (fp_is_nan(f, in[k]) && !fp_odd_input(f, in[k])) {
            opt[n++] = fp_quiet(f, in[k]);
            opt[n++] = in[k];
        }
    uint64_t x = interp_rand(ip);
    FpBits z = fp_abs(f, opt[(x >> 1) % (uint64_t)n]);
    if (x & 1)
        z = fp_neg(f, z);
    fput(r, f, z);
}

/* nnan/ninf make a NaN/inf argument or result poison. */
static int
fmf_bad(uint32_t fmf, FpFmt f, FpBits x)
{
    return ((fmf & IR_F_NNAN) && fp_is_nan(f, x)) || ((fmf & IR_F_NINF) && fp_is_inf(f, x));
}

/* A computed result z: NaN rules for a NaN, else the fast-math flags on the
 * result (sem_fp_result: nnan/ninf poison, nsz zero sign, approximations). */
void
fp_emit(Interp *ip, uint32_t fmf, IrType *t, FpBits z, Cell *r, const FpBits *in, int nin)
{
    FpFmt f = ir_type_fp_fmt(t);
    if (fp_is_nan(f, z) && !it_fmf_any_value(ip, fmf)) {
        if (fmf & IR_F_NNAN)
            set_poison(r, fnw(f));
        else
            nan_out(ip, f, r, in, nin);
        return;
    }
    sem_fp_result(ip, fmf, t, z, r);
}


void
c_val(FCand *C, FpBits v)
{
    C->nan[C->n] = 0;
    C->v[C->n++] = v;
}

void
c_nan(FCand *C)
{
    C->nan[C->n] = 1;
    C->v[C->n].w[0] = C->v[C->n].w[1] = 0;
    C->n++;
}

void
emit_cands(Interp *ip, uint32_t fmf, IrType *t, const FCand *C, Cell *r, const FpBits *in, int nin)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = fnw(f);
    Cell c[4][nw];
    Cell *cp[4];
    for (int i = 0; i < C->n; i++) {
        cp[i] = c[i];
        if (C->nan[i]) {
            if (fmf & IR_F_NNAN)
                set_poison(c[i], nw);
            else
                nan_out(ip, f, c[i], in, nin);
        } else {
            fp_emit(ip, fmf, t, C->v[i], c[i], in, nin);
        }
    }
    if (C->n == 1)
        it_copy(r, c[0], nw);
    else
        choose(ip, r, cp, (uint32_t)C->n, nw);
}

/* The checks common to the fp lanes: poison operands, operands with
 * unknown bits (an unknown result; poison if nnan/ninf may be violated),
 * nnan/ninf operands, odd x86_fp80 operands (TRACK).  Returns 1 if the lane
 * is decided. */
int
fp_pre(Interp *ip, uint32_t fmf, IrType *t, Cell *const *in, int nin, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = fnw(f);
    int unk = 0, fx = 1;
    for (int k = 0; k < nin; k++) {
        if (in[k]->poison) {
            set_poison(r, nw);
            return 1;
        }
        if (it_any_unknown(in[k], nw)) {
            unk = 1;
            fx &= in[k]->fixed;
        }
    }
    if (unk) {
        if (fmf & (IR_F_NNAN | IR_F_NINF))
            set_poison(r, nw);
        else
            set_unknown(r, nw, fp_fmt_info[f].bits, fx);
        return 1;
    }
    for (int k = 0; k < nin; k++)
        if (fmf_bad(fmf, f, fget(in[k], f))) {
            set_poison(r, nw);
            return 1;
        }
    if (ip->o.undef == INTERP_UNDEF_TRACK)
        for (int k = 0; k < nin; k++)
            if (fp_odd_input(f, fget(in[k], f))) {
                set_unknown(r, nw, fp_fmt_info[f].bits, 1);
                return 1;
            }
    return 0;
}

/* ------------------------------------------------- the host's libm */


#if LDBL_MANT_DIG == 64 && (defined(__x86_64__) || defined(__i386__))
typedef long double hostld;
#define PI_LD 3.14159265358979323846264338327950288L
static hostld
to_ld(FpFmt f, FpBits x)
{
    FpBits e = fp_convert(FP_F80, f, x, FP_RNE, NULL);
    long double d;
    unsigned char b[sizeof d];
    memset(b, 0, sizeof b);
    memcpy(b, &e.w[0], 8);
    memcpy(b + 8, &e.w[1], 2);
    memcpy(&d, b, sizeof d);
    return d;
}

static FpBits
from_ld(FpFmt f, hostld d)
{
    unsigned char b[sizeof d];
    memcpy(b, &d, sizeof d);
    FpBits e = {{0, 0}};
    memcpy(&e.w[0], b, 8);
    memcpy(&e.w[1], b + 8, 2);
    return fp_convert(f, FP_F80, e, FP_RNE, NULL);
}
#else
/* no x87 long double: double precision (these values are estimates) */
typedef double hostld;
#define PI_LD 3.14159265358979323846
static hostld
to_ld(FpFmt f, FpBits x)
{
    return fp_to_double(f, x);
}

static FpBits
from_ld(FpFmt f, hostld d)
{
    return fp_from_double(f, (double)d, FP_RNE, NULL);
}
#define sinl sin
#define cosl cos
#define tanl tan
#define asinl asin
#define acosl acos
#define atanl atan
#define sinhl sinh
#define coshl cosh
#define tanhl tanh
#define expl exp
#define exp2l exp2
#define exp10l exp10
#define logl log
#define log2l log2
#define log10l log10
#define powl pow
#define atan2l atan2
#define fmodl fmod
#endif

/* The host libm's value of fn (ZERO/RANDOM modes: one possible result of a
 * function whose precision the LangRef leaves to the target): float for
 * half, bfloat and float; double; long double for x86_fp80 and fp128 (an
 * estimate for fp128). */
static FpBits
host_fn(int fn, FpFmt f, FpBits x, FpBits y, int64_t n)
{
    if (f == FP_HALF || f == FP_BF16 || f == FP_F32) {
        FpBits xb = fp_convert(FP_F32, f, x, FP_RNE, NULL), yb = fp_convert(FP_F32, f, y, FP_RNE, NULL), rb;
        float a, b, r = 0;
        uint32_t w = (uint32_t)xb.w[0];
        memcpy(&a, &w, 4);
        w = (uint32_t)yb.w[0];
        memcpy(&b, &w, 4);
        switch (fn) {
        case H_SIN: r = sinf(a); break;
        case H_COS: r = cosf(a); break;
        case H_TAN: r = tanf(a); break;
        case H_ASIN: r = asinf(a); break;
        case H_ACOS: r = acosf(a); break;
        case H_ATAN: r = atanf(a); break;
        case H_SINH: r = sinhf(a); break;
        case H_COSH: r = coshf(a); break;
        case H_TANH: r = tanhf(a); break;
        case H_EXP: r = expf(a); break;
        case H_EXP2: r = exp2f(a); break;
        case H_EXP10: r = exp10f(a); break;
        case H_LOG: r = logf(a); break;
        case H_LOG2: r = log2f(a); break;
        case H_LOG10: r = log10f(a); break;
        case H_SINPI: r = (float)sin((double)PI_LD * fmod((double)a, 2.0)); break;
        case H_COSPI: r = (float)cos((double)PI_LD * fmod((double)a, 2.0)); break;
        case H_POW: r = powf(a, b); break;
        case H_ATAN2: r = atan2f(a, b); break;
        case H_POWI: r = (float)pow((double)a, (double)n); break;
        }
        memcpy(&w, &r, 4);
        rb.w[0] = w;
        rb.w[1] = 0;
        return fp_convert(f, FP_F32, rb, FP_RNE, NULL);
    }
    if (f == FP_F64) {
        double a = fp_to_double(f, x), b = fp_to_double(f, y), r = 0;
        switch (fn) {
        case H_SIN: r = sin(a); break;
        case H_COS: r = cos(a); break;
        case H_TAN: r = tan(a); break;
        case H_ASIN: r = asin(a); break;
        case H_ACOS: r = acos(a); break;
        case H_ATAN: r = atan(a); break;
        case H_SINH: r = sinh(a); break;
        case H_COSH: r = cosh(a); break;
        case H_TANH: r = tanh(a); break;
        case H_EXP: r = exp(a); break;
        case H_EXP2: r = exp2(a); break;
        case H_EXP10: r = exp10(a); break;
        case H_LOG: r = log(a); break;
        case H_LOG2: r = log2(a); break;
        case H_LOG10: r = log10(a); break;
        case H_SINPI: r = (double)sinl(PI_LD * fmodl(a, 2.0)); break;
        case H_COSPI: r = (double)cosl(PI_LD * fmodl(a, 2.0)); break;
        case H_POW: r = pow(a, b); break;
        case H_ATAN2: r = atan2(a, b); break;
        case H_POWI: r = (double)powl(a, (hostld)n); break;
        }
        return fp_from_double(f, r, FP_RNE, NULL);
    }
    hostld a = to_ld(f, x), b = to_ld(f, y), r = 0;
    switch (fn) {
    case H_SIN: r = sinl(a); break;
    case H_COS: r = cosl(a); break;
    case H_TAN: r = tanl(a); break;
    case H_ASIN: r = asinl(a); break;
    case H_ACOS: r = acosl(a); break;
    case H_ATAN: r = atanl(a); break;
    case H_SINH: r = sinhl(a); break;
    case H_COSH: r = coshl(a); break;
    case H_TANH: r = tanhl(a); break;
    case H_EXP: r = expl(a); break;
    case H_EXP2: r = exp2l(a); break;
    case H_EXP10: r = exp10l(a); break;
    case H_LOG: r = logl(a); break;
    case H_LOG2: r = log2l(a); break;
    case H_LOG10: r = log10l(a); break;
    case H_SINPI: r = sinl(PI_LD * fmodl(a, 2)); break;
    case H_COSPI: r = cosl(PI_LD * fmodl(a, 2)); break;
    case H_POW: r = powl(a, b); break;
    case H_ATAN2: r = atan2l(a, b); break;
    case H_POWI: r = powl(a, (hostld)n); break;
    }
    return from_ld(f, r);
}

/* A result whose bits the LangRef leaves to the target's libm: TRACK makes
 * it fixed-unknown (poison when nnan/ninf may be violated: the host's value
 * is a NaN/inf or near the overflow threshold); ZERO/RANDOM take the
 * host's value. */
static void
emit_free(Interp *ip, uint32_t fmf, IrType *t, FpBits host, Cell *r, const FpBits *in, int nin)
{
    FpFmt f = ir_type_fp_fmt(t);
    if (ip->o.undef != INTERP_UNDEF_TRACK) {
        fp_emit(ip, fmf, t, host, r, in, nin);
        return;
    }
    if ((fmf & IR_F_NNAN) && fp_is_nan(f, host)) {
        set_poison(r, fnw(f));
        return;
    }
    if (fmf & IR_F_NINF) {
        FpBits half = fp_scalbn(f, fp_largest(f, 0), -1, FP_RNE, NULL);
        if (fp_is_inf(f, host) || fp_cmp(f, fp_abs(f, host), half) == FP_GT) {
            set_poison(r, fnw(f));
            return;
        }
    }
    set_unknown(r, fnw(f), fp_fmt_info[f].bits, 1);
}

static int
fp_is_one(FpFmt f, FpBits x, int neg)
{
    return fp_same(f, x, fp_const(f, neg ? -1.0 : 1.0));
}

/* |x| compared with 1 */
static FpCmp
fp_cmp_abs1(FpFmt f, FpBits x)
{
    return fp_cmp(f, fp_abs(f, x), fp_const(f, 1.0));
}

static int
fp_is_int(FpFmt f, FpBits x)
{
    return fp_is_finite(f, x) && fp_cmp(f, fp_round_int(f, x, FP_RTZ, NULL), x) == FP_EQ;
}

static int
fp_is_odd_int(FpFmt f, FpBits x)
{
    if (!fp_is_int(f, x))
        return 0;
    FpBits m = fp_fmod(f, fp_abs(f, x), fp_const(f, 2.0), NULL);
    return fp_cmp(f, m, fp_const(f, 1.0)) == FP_EQ;
}

/* The results the C standard's Annex F (and IEEE 754) define exactly for
 * special operands of the libm functions; returns 0 for the others.  A
 * signaling NaN may be treated as a quiet one (LangRef "Behavior of
 * Floating-Point NaN values": pow(1.0, SNaN) may be 1.0). */
static int
special_fn(int fn, FpFmt f, FpBits x, FpBits y, int64_t n, FCand *C)
{
    FpBits one = fp_const(f, 1.0);
    int xn = fp_is_nan(f, x), yn = fn == H_POW || fn == H_ATAN2 ? fp_is_nan(f, y) : 0;
    int xz = fp_is_zero(f, x), xi = fp_is_inf(f, x), xs = fp_sign(f, x);
    C->n = 0;
    switch (fn) {
    case H_POW:
        if (fp_is_zero(f, y) || fp_is_one(f, x, 0)) {
            /* pow(x, +-0) = 1 and pow(+1, y) = 1, even for a quiet NaN */
            c_val(C, one);
            if (fp_is_snan(f, x) || fp_is_snan(f, y))
                c_nan(C);
            return 1;
        }
        if (xn || yn) {
            c_nan(C);
            return 1;
        }
        {
            int yi = fp_is_inf(f, y), ys = fp_sign(f, y), yodd = fp_is_odd_int(f, y);
            FpCmp ax = fp_cmp_abs1(f, x);
            if (xz) {
                if (ys)
                    c_val(C, fp_inf(f, yodd ? xs : 0));
                else
                    c_val(C, yodd ? x : fp_zero(f, 0));
                return 1;
            }
            if (yi) {
                if (ax == FP_EQ) /* x == -1 */
                    c_val(C, one);
                else if ((ax == FP_LT) == (ys != 0))
                    c_val(C, fp_inf(f, 0));
                else
                    c_val(C, fp_zero(f, 0));
                return 1;
            }
            if (xi) {
                if (xs)
                    c_val(C, ys ? fp_zero(f, yodd) : fp_inf(f, yodd));
                else
                    c_val(C, ys ? fp_zero(f, 0) : fp_inf(f, 0));
                return 1;
            }
            if (xs && !fp_is_int(f, y)) { /* a negative base, a non-integer power */
                c_nan(C);
                return 1;
            }
        }
        return 0;
    case H_POWI:
        if (n == 0) {
            c_val(C, one);
            if (fp_is_snan(f, x))
                c_nan(C);
            return 1;
        }
        if (xn) {
            c_nan(C);
            return 1;
        }
        if (n == 1) {
            c_val(C, x);
            return 1;
        }
        if (fp_is_one(f, x, 0) || fp_is_one(f, x, 1)) {
            c_val(C, (n & 1) ? x : one);
            return 1;
        }
        if (xz || xi) {
            int neg = xs && (n & 1);
            c_val(C, (n > 0) == (xz != 0) ? fp_zero(f, neg) : fp_inf(f, neg));
            return 1;
        }
        if (n == 2) { /* one multiplication: one rounding */
            c_val(C, fp_mul(f, x, x, FP_RNE, NULL));
            return 1;
        }
        if (n == -1) {
            c_val(C, fp_div(f, one, x, FP_RNE, NULL));
            return 1;
        }
        return 0;
    case H_ATAN2: /* atan2(Y = x, X = y) */
        if (xn || yn) {
            c_nan(C);
            return 1;
        }
        if (xz && !fp_sign(f, y)) { /* atan2(+-0, +0 or X > 0) */
            c_val(C, x);
            return 1;
        }
        if (!xz && !xi && fp_is_inf(f, y) && !fp_sign(f, y)) { /* atan2(+-Y, +inf) */
            c_val(C, fp_zero(f, xs));
            return 1;
        }
        return 0;
    default:
        break;
    }
    if (xn) {
        c_nan(C);
        return 1;
    }
    switch (fn) {
    case H_SIN: case H_TAN: case H_SINPI:
        if (xz)
            c_val(C, x);
        else if (xi)
            c_nan(C);
        break;
    case H_COS: case H_COSPI:
        if (xz)
            c_val(C, one);
        else if (xi)
            c_nan(C);
        break;
    case H_ASIN:
        if (xz)
            c_val(C, x);
        else if (fp_cmp_abs1(f, x) == FP_GT)
            c_nan(C);
        break;
    case H_ACOS:
        if (fp_is_one(f, x, 0))
            c_val(C, fp_zero(f, 0));
        else if (fp_cmp_abs1(f, x) == FP_GT)
            c_nan(C);
        break;
    case H_ATAN:
        if (xz)
            c_val(C, x);
        break;
    case H_SINH:
        if (xz || xi)
            c_val(C, x);
        break;
    case H_COSH:
        if (xz)
            c_val(C, one);
        else if (xi)
            c_val(C, fp_inf(f, 0));
        break;
    case H_TANH:
        if (xz)
            c_val(C, x);
        else if (xi)
            c_val(C, fp_const(f, xs ? -1.0 : 1.0));
        break;
    case H_EXP: case H_EXP2: case H_EXP10:
        if (xz)
            c_val(C, one);
        else if (xi)
            c_val(C, xs ? fp_zero(f, 0) : x);
        break;
    case H_LOG: case H_LOG2: case H_LOG10:
        if (xz)
            c_val(C, fp_inf(f, 1));
        else if (fp_is_one(f, x, 0))
            c_val(C, fp_zero(f, 0));
        else if (xs)
            c_nan(C);
        else if (xi)
            c_val(C, x);
        break;
    }
    return C->n > 0;
}

/* One lane of a libm-like function. */
void
l_libm(Interp *ip, uint32_t fmf, IrType *t, int fn, Cell *const *in, int nin, int64_t n, Cell *r)
{
    if (fp_pre(ip, fmf, t, in, nin, r))
        return;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x = fget(in[0], f), y = nin > 1 ? fget(in[1], f) : fp_zero(f, 0);
    FpBits ins[2] = {x, y};
    FCand C;
    if (special_fn(fn, f, x, y, n, &C)) {
        emit_cands(ip, fmf, t, &C, r, ins, nin);
        return;
    }
    emit_free(ip, fmf, t, host_fn(fn, f, x, y, n), r, ins, nin);
}
/* ----------------------------------------------- exact fp operations */


/* sqrt, fma (IEEE 754, correctly rounded) and fmuladd (fused or not: both
 * are results). */
void
l_fparith(Interp *ip, uint32_t fmf, IrType *t, int op, Cell *const *in, Cell *r)
{
    int nin = op == F_SQRT ? 1 : 3;
    if (fp_pre(ip, fmf, t, in, nin, r))
        return;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x[3];
    for (int k = 0; k < nin; k++)
        x[k] = fget(in[k], f);
    FCand C = {0};
    FpRound rm = (FpRound)ip->rm;
    if (op == F_SQRT) {
        c_val(&C, fp_sqrt(f, x[0], rm, NULL));
    } else {
        FpBits fused = fp_fma(f, x[0], x[1], x[2], rm, NULL);
        c_val(&C, fused);
        if (op == F_FMULADD) {
            FpBits p = fp_mul(f, x[0], x[1], rm, NULL);
            /* unfused, the product is a result of its own that the
             * function's output mode may flush (LangRef "denormal-fp-math") */
            FpBits ps[3] = {p};
            int np = 1;
            unsigned dout = interp_dn_mode(ip, t) >> 2;
            if (dout != DN_IEEE && fp_is_subnormal(f, p)) {
                if (dout != DN_POSITIVE_ZERO)
                    ps[np++] = fp_zero(f, fp_sign(f, p));
                if (dout != DN_PRESERVE_SIGN)
                    ps[np++] = fp_zero(f, 0);
            }
            for (int k = 0; k < np; k++) {
                FpBits s = fp_add(f, ps[k], x[2], rm, NULL);
                int dup = 0;
                for (int j = 0; j < C.n; j++)
                    dup |= fp_same(f, s, C.v[j]) || (fp_is_nan(f, s) && fp_is_nan(f, C.v[j]));
                if (!dup)
                    c_val(&C, s);
            }
        }
    }
    for (int i = 0; i < C.n; i++)
        if (fp_is_nan(f, C.v[i]))
            C.nan[i] = 1;
    emit_cands(ip, fmf, t, &C, r, x, nin);
}

/* fabs and copysign act on the sign bit only, NaNs included (LangRef
 * "Behavior of Floating-Point NaN values"); unknown bits stay where they are. */
void
l_signop(Interp *ip, uint32_t fmf, IrType *t, int copysign, Cell *const *in, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = fnw(f);
    const Cell *a = in[0], *b = copysign ? in[1] : NULL;
    if (a->poison || (b && b->poison)) {
        set_poison(r, nw);
        return;
    }
    unsigned sb = sign_bit(f);
    uint64_t sm = 1ull << (sb % 64);
    int unk = it_any_unknown(a, nw) || (b && it_any_unknown(b, nw));
    if (unk && fmf) {
        if (fmf & (IR_F_NNAN | IR_F_NINF))
            set_poison(r, nw);
        else
            set_unknown(r, nw, fp_fmt_info[f].bits, fixed_ok(a, nw) && (!b || fixed_ok(b, nw)));
        return;
    }
    it_copy(r, a, nw);
    r->prov = 0;
    Cell *w = &r[sb / 64];
    w->v &= ~sm;
    w->u &= ~sm;
    if (b) {
        const Cell *bw = &b[sb / 64];
        w->v |= bw->v & sm;
        w->u |= bw->u & sm;
        w->v &= ~w->u;
    }
    r->fixed = (uint16_t)(it_any_unknown(r, nw) && fixed_ok(a, nw) && (!b || fixed_ok(b, nw)));
    if (unk)
        return;
    FpBits z = fget(r, f);
    if (fmf_bad(fmf, f, fget(a, f)) || (b && fmf_bad(fmf, f, fget(b, f))) || fmf_bad(fmf, f, z)) {
        set_poison(r, nw);
        return;
    }
    if (!fp_is_nan(f, z))
        sem_fp_result(ip, fmf, t, z, r);
}

/* LangRef "'llvm.canonicalize.*' Intrinsic": the value itself for the
 * canonical encodings (subnormals kept: the default environment); a NaN's
 * payload is kept and a signaling NaN quieted (the sign is not specified:
 * fixed-unknown in TRACK). */
void
l_canonicalize(Interp *ip, uint32_t fmf, IrType *t, Cell *const *in, Cell *r)
{
    if (fp_pre(ip, fmf, t, in, 1, r))
        return;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x = fget(in[0], f);
    if (fp_odd_input(f, x)) { /* ZERO/RANDOM: what a conversion gives */
        FpBits z = fp_convert(f, f, x, FP_RNE, NULL);
        fp_emit(ip, fmf, t, z, r, &x, 1);
        return;
    }
    if (fp_is_nan(f, x)) {
        if (fmf & IR_F_NNAN) {
            set_poison(r, fnw(f));
            return;
        }
        fput(r, f, fp_quiet(f, x));
        if (ip->o.undef == INTERP_UNDEF_TRACK) {
            mark_unknown(r, sign_bit(f));
            r->fixed = 1;
        }
        return;
    }
    sem_fp_result(ip, fmf, t, x, r);
}

/* The min/max family.  kind 0: minnum/maxnum (LangRef 22: a signaling NaN
 * operand gives a NaN -- or, treated as quiet, the other operand; a quiet
 * NaN gives the other operand); 1: minimum/maximum (NaN-propagating);
 * 2: minimumnum/maximumnum (a NaN operand gives the other operand).  All
 * order -0.0 below +0.0, except that with zeros_unordered (minnum/maxnum as
 * LLVM <= 19 defined them: "fmin(+/-0.0, +/-0.0) could return either") the
 * result of -0.0 against +0.0 is either. */
void
fminmax_cands(int kind, int max, FpFmt f, FpBits a, FpBits b, int zeros_unordered, FCand *C)
{
    int na = fp_is_nan(f, a), nb = fp_is_nan(f, b);
    C->n = 0;
    if (na || nb) {
        if (kind == 1 || (na && nb)) {
            c_nan(C);
        } else if (kind == 2) {
            c_val(C, na ? b : a);
        } else if (fp_is_snan(f, a) || fp_is_snan(f, b)) {
            c_nan(C);
            c_val(C, na ? b : a);
        } else {
            c_val(C, na ? b : a);
        }
        return;
    }
    FpCmp c = fp_cmp(f, a, b);
    if (c == FP_EQ && fp_sign(f, a) != fp_sign(f, b)) { /* -0 vs +0 */
        if (zeros_unordered) {
            c_val(C, a);
            c_val(C, b);
            return;
        }
        c = fp_sign(f, a) ? FP_LT : FP_GT;
    }
    if (max)
        c_val(C, c == FP_LT ? b : a);
    else
        c_val(C, c == FP_GT ? b : a);
}

/* minnum/maxnum (and what follows them: vector.reduce.fmin/fmax, atomicrmw
 * fmin/fmax) as LLVM <= 19's LangRef defined them (InterpOptions.llvm_version):
 * -0.0 against +0.0 gives either. */
int
zeros_either(const Interp *ip)
{
    return ip->o.llvm_version && ip->o.llvm_version <= 19;
}

void
l_fminmax(Interp *ip, uint32_t fmf, IrType *t, int kind, int max, Cell *const *in, Cell *r)
{
    if (fp_pre(ip, fmf, t, in, 2, r))
        return;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x[2] = {fget(in[0], f), fget(in[1], f)};
    FCand C;
    fminmax_cands(kind, max, f, x[0], x[1], kind == 0 && zeros_either(ip), &C);
    emit_cands(ip, fmf, t, &C, r, x, 2);
}

void
it_fminmax_known(Interp *ip, IrType *t, int kind, int max, const Cell *a, const Cell *b, Cell *r)
{
    Cell *in[2] = {(Cell *)a, (Cell *)b};
    l_fminmax(ip, 0, t, kind, max, in, r);
}

/* floor, ceil, trunc, rint, nearbyint, round, roundeven: exact (the default
 * environment rounds to nearest, ties to even). */
void
l_fround(Interp *ip, uint32_t fmf, IrType *t, FpRound mode, Cell *const *in, Cell *r)
{
    if (fp_pre(ip, fmf, t, in, 1, r))
        return;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x = fget(in[0], f);
    fp_emit(ip, fmf, t, fp_round_int(f, x, mode, NULL), r, &x, 1);
}

/* The fp operand of a conversion to a w-bit integer: 0 when the result is
 * already settled in r (poison in, poison out; unknown bits, or in track
 * mode a NaN/infinity whose result is arbitrary: unknown), else 1 with its
 * bits in *x. */
static int
fp2int_input(Interp *ip, FpFmt f, unsigned w, const Cell *a, Cell *r, FpBits *x)
{
    uint32_t nw = (w + 63) / 64;
    if (a->poison) {
        set_poison(r, nw);
        return 0;
    }
    if (it_any_unknown(a, fnw(f))) {
        set_unknown(r, nw, w, a->fixed);
        return 0;
    }
    *x = fget(a, f);
    if (ip->o.undef == INTERP_UNDEF_TRACK && fp_odd_input(f, *x)) {
        set_unknown(r, nw, w, 1);
        return 0;
    }
    return 1;
}

/* lround, llround, lrint, llrint: to an integer; a value that does not fit
 * (NaN and infinities included) gives an arbitrary value (freeze poison). */
void
l_fp2int_round(Interp *ip, IrType *ft, unsigned w, FpRound mode, const Cell *a, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(ft);
    uint32_t nw = (w + 63) / 64;
    FpBits x;
    if (!fp2int_input(ip, f, w, a, r, &x))
        return;
    uint64_t v[nw];
    if (fp_to_int(v, w, 1, f, x, mode, NULL))
        set_free(ip, r, nw, w);
    else
        lane_put(r, nw, v, NULL, 0);
}

static unsigned classes_possible(FpFmt f, const Cell *c);

/* LangRef "'llvm.fptoui.sat.*'" / "'llvm.fptosi.sat.*' Intrinsic" */
void
l_fp2int_sat(Interp *ip, IrType *ft, unsigned w, int sgn, const Cell *a, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(ft);
    uint32_t nw = (w + 63) / 64;
    if (!a->poison && it_any_unknown(a, fnw(f)) && !(classes_possible(f, a) & ~(unsigned)(IR_FPC_SNAN | IR_FPC_QNAN))) {
        /* a NaN whatever its unknown bits (a payload): 0 */
        uint64_t z[nw];
        memset(z, 0, sizeof z);
        lane_put(r, nw, z, NULL, 0);
        return;
    }
    FpBits x;
    if (!fp2int_input(ip, f, w, a, r, &x))
        return;
    uint64_t v[nw];
    fp_to_int_sat(v, w, sgn, f, x);
    lane_put(r, nw, v, NULL, 0);
}

/* LangRef "'llvm.is.fpclass' Intrinsic": a test of the encoding; with
 * unknown bits, the classes the value may be in decide it when they all
 * pass or all fail. */
static unsigned
classes_possible(FpFmt f, const Cell *c)
{
    const FpFmtInfo *fi = &fp_fmt_info[f];
    unsigned mb = fi->man_bits, eb = fi->exp_bits;
    if (f == FP_F80)
        return IR_FPC_ALL; /* the explicit integer bit: not worth it */
    uint64_t v[2] = {c[0].v, fnw(f) > 1 ? c[1].v : 0}, u[2] = {c[0].u, fnw(f) > 1 ? c[1].u : 0};
    int sign_can[2] = {0, 0};
    unsigned sb = fi->bits - 1;
    if (wbit(u, sb))
        sign_can[0] = sign_can[1] = 1;
    else
        sign_can[wbit(v, sb)] = 1;
    /* exponent field: all ones? all zeros? something else? */
    unsigned nu = 0, k1 = 0, k0 = 0;
    for (unsigned i = mb; i < mb + eb; i++) {
        if (wbit(u, i))
            nu++;
        else if (wbit(v, i))
            k1++;
        else
            k0++;
    }
    int e_ones = k0 == 0, e_zero = k1 == 0;
    int e_other = (k0 && k1) || (nu >= 1 && (k0 || k1)) || nu >= 2;
    /* mantissa: zero possible? nonzero possible? quiet bit 1/0 (for NaNs) */
    int m_zero = 1, m_nonzero = 0, q_can[2] = {0, 0}, rest_nonzero = 0;
    for (unsigned i = 0; i < mb; i++) {
        if (wbit(u, i)) {
            m_nonzero = 1;
            if (i == mb - 1)
                q_can[0] = q_can[1] = 1;
            else
                rest_nonzero = 1;
        } else if (wbit(v, i)) {
            m_zero = 0;
            m_nonzero = 1;
            if (i == mb - 1)
                q_can[1] = 1;
            else
                rest_nonzero = 1;
        } else if (i == mb - 1) {
            q_can[0] = 1;
        }
    }
    unsigned cls = 0;
    for (int s = 0; s < 2; s++) {
        if (!sign_can[s])
            continue;
        if (e_ones && m_zero)
            cls |= s ? IR_FPC_NINF : IR_FPC_PINF;
        if (e_ones && q_can[1])
            cls |= IR_FPC_QNAN;
        if (e_ones && q_can[0] && rest_nonzero)
            cls |= IR_FPC_SNAN;
        if (e_zero && m_zero)
            cls |= s ? IR_FPC_NZERO : IR_FPC_PZERO;
        if (e_zero && m_nonzero)
            cls |= s ? IR_FPC_NSUB : IR_FPC_PSUB;
        if (e_other)
            cls |= s ? IR_FPC_NNORM : IR_FPC_PNORM;
    }
    return cls;
}

void
l_isfpclass(Interp *ip, IrType *ft, unsigned mask, const Cell *a, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(ft);
    if (a->poison) {
        set_poison(r, 1);
        return;
    }
    unsigned cls;
    if (it_any_unknown(a, fnw(f)))
        cls = classes_possible(f, a);
    else if (fp_odd_input(f, fget(a, f)))
        cls = IR_FPC_ALL;
    else
        cls = fp_class(f, fget(a, f));
    if ((cls & mask) == cls)
        put_u64(r, 1, 1);
    else if (!(cls & mask))
        put_u64(r, 1, 0);
    else if (ip->o.undef == INTERP_UNDEF_TRACK || it_any_unknown(a, fnw(f)))
        set_unknown(r, 1, 1, it_any_unknown(a, fnw(f)) ? a->fixed : 1);
    else
        put_u64(r, 1, (fp_class(f, fget(a, f)) & mask) != 0);
}

/* fp -> fp conversion (convert.to/from.fp16, fptrunc.round) with the NaN
 * rules; rt is the result's fp type. */
void
l_fpconv(Interp *ip, uint32_t fmf, IrType *st, IrType *rt, FpRound mode, const Cell *a, Cell *r)
{
    FpFmt sf = ir_type_fp_fmt(st), df = ir_type_fp_fmt(rt);
    if (a->poison) {
        set_poison(r, fnw(df));
        return;
    }
    if (it_any_unknown(a, fnw(sf))) {
        if (fmf & (IR_F_NNAN | IR_F_NINF))
            set_poison(r, fnw(df));
        else
            set_unknown(r, fnw(df), fp_fmt_info[df].bits, a->fixed);
        return;
    }
    FpBits x = fget(a, sf);
    if (fmf_bad(fmf, sf, x)) {
        set_poison(r, fnw(df));
        return;
    }
    if (ip->o.undef == INTERP_UNDEF_TRACK && fp_odd_input(sf, x)) {
        set_unknown(r, fnw(df), fp_fmt_info[df].bits, 1);
        return;
    }
    FpBits z = fp_convert(df, sf, x, mode, NULL);
    if (fp_is_nan(df, z)) {
        /* the input NaN, converted, is the "unchanged" choice */
        FpBits in = fp_convert(df, sf, x, FP_RNE, NULL);
        if (fmf & IR_F_NNAN)
            set_poison(r, fnw(df));
        else
            nan_out(ip, df, r, &in, 1);
        if (fp_is_snan(sf, x) && !r->poison && ip->o.undef == INTERP_UNDEF_TRACK)
            mark_unknown(r, quiet_bit(df)); /* the signaling NaN, converted */
        return;
    }
    sem_fp_result(ip, fmf, rt, z, r);
}

/* LangRef "'llvm.ldexp.*' Intrinsic": x * 2^e correctly rounded; NaN and
 * infinities come back (NaN rules), zeros too. */
void
l_ldexp(Interp *ip, uint32_t fmf, IrType *t, IrType *et, const Cell *a, const Cell *e, Cell *r)
{
    FpFmt f = ir_type_fp_fmt(t);
    uint32_t nw = fnw(f), enw = it_words(et);
    Cell *in[1] = {(Cell *)a};
    if (e->poison) {
        set_poison(r, nw);
        return;
    }
    if (fp_pre(ip, fmf, t, in, 1, r))
        return;
    FpBits x = fget(a, f);
    if (fp_is_nan(f, x) || fp_is_inf(f, x) || fp_is_zero(f, x)) {
        fp_emit(ip, fmf, t, x, r, &x, 1);
        return;
    }
    if (it_any_unknown(e, enw)) {
        if (fmf & IR_F_NINF)
            set_poison(r, nw);
        else
            set_unknown(r, nw, fp_fmt_info[f].bits, e->fixed);
        return;
    }
    uint64_t ev[enw];
    lane_get(e, enw, ev, NULL);
    int k;
    unsigned eb = et->bits;
    if (wide_min_signed_bits(ev, eb) <= 32) {
        uint64_t s[1];
        wide_trunc(s, 32, ev, eb);
        k = (int32_t)(uint32_t)s[0];
    } else {
        k = wide_sign(ev, eb) ? INT32_MIN : INT32_MAX;
    }
    if (k > (1 << 22))
        k = 1 << 22;
    if (k < -(1 << 22))
        k = -(1 << 22);
    fp_emit(ip, fmf, t, fp_scalbn(f, x, k, (FpRound)ip->rm, NULL), r, &x, 1);
}

/* ============================================================ constrained fp */

/* The metadata string of call argument k (NULL if it is not one). */
static const IrMD *
md_string_arg(Ctx *c, uint32_t k)
{
    const IrValue *v = c->cx->inst && k < ir_call_nargs(c->cx->inst) ? ir_call_arg(c->cx->inst, k) : NULL;
    const IrConst *mc = v && v->kind == IR_V_MD ? (const IrConst *)v : NULL;
    return mc && mc->md && mc->md->kind == IR_MD_STRING ? mc->md : NULL;
}

static int
md_is(const IrMD *md, const char *s)
{
    return md && strlen(s) == md->len && !memcmp(s, md->str, md->len);
}

/* LangRef "Constrained Floating-Point Intrinsics": the operation of the
 * same name, in the rounding mode given by the metadata argument (if it
 * takes one), with the exception behaviour given by the last one.  llfuzz's
 * floating-point environment is the default one: the dynamic rounding mode
 * is to-nearest (llvm.set.rounding cannot change it) and the exception
 * flags are not observable (no fenv functions), so "round.dynamic" and
 * "round.tonearest" compute like the ordinary operation under every
 * exception behaviour.  A static rounding mode that differs from the
 * dynamic one is UB per the LangRef: the defined runs are those where the
 * environment rounds that way, so llfuzz computes the operation in that
 * mode (ip->rm while it runs; LLVM folds it so too).  That covers the
 * operations that round: fadd/fsub/fmul/fdiv, fma, fmuladd, sqrt,
 * sitofp/uitofp, fptrunc, rint/nearbyint and lrint/llrint (the ones that
 * do not round, as frem, floor or fpext, are the same in every mode).
 * The libm functions under a static mode other than to-nearest stay
 * unsupported. */
void
do_constrained(Ctx *c)
{
    Interp *ip = c->ip;
    CallCtx *cx = c->cx;
    static const char pfx[] = "llvm.experimental.constrained.";
    const char *op = cx->name + sizeof pfx - 1;
    size_t oplen = strcspn(op, ".");
    if (strncmp(cx->name, pfx, sizeof pfx - 1) || !cx->inst)
        interp_unsupported(ip, "%s", iname(cx));
    /* trailing metadata: [predicate | rounding], exception behaviour */
    uint32_t n = ir_call_nargs(cx->inst), nmd = 0;
    while (nmd < n && md_string_arg(c, n - 1 - nmd))
        nmd++;
    int is_cmp = (oplen == 4 && !strncmp(op, "fcmp", 4)) || (oplen == 5 && !strncmp(op, "fcmps", 5));
    if (nmd < 1 || nmd > 2 || (is_cmp && nmd != 2))
        interp_unsupported(ip, "%s without its metadata arguments", iname(cx));
    int mode = FP_RNE;
    if (!is_cmp && nmd == 2) {
        static const struct { const char *s; FpRound r; } modes[] = {
            {"round.dynamic", FP_RNE}, {"round.tonearest", FP_RNE}, {"round.upward", FP_RUP},
            {"round.downward", FP_RDN}, {"round.towardzero", FP_RTZ}, {"round.tonearestaway", FP_RNA},
        };
        const IrMD *rm = md_string_arg(c, n - 2);
        mode = -1;
        for (size_t k = 0; k < sizeof modes / sizeof modes[0] && mode < 0; k++)
            if (md_is(rm, modes[k].s))
                mode = (int)modes[k].r;
        if (mode < 0)
            interp_unsupported(ip, "%s with the rounding mode \"%.*s\"", iname(cx), (int)rm->len, rm->str);
    }
    static const struct { const char *name; int lop; unsigned sub; } ops[] = {
        {"fadd", LOP_FBIN, IR_OP_FADD}, {"fsub", LOP_FBIN, IR_OP_FSUB}, {"fmul", LOP_FBIN, IR_OP_FMUL},
        {"fdiv", LOP_FBIN, IR_OP_FDIV}, {"frem", LOP_FBIN, IR_OP_FREM},
        {"fptosi", LOP_CAST, IR_OP_FPTOSI}, {"fptoui", LOP_CAST, IR_OP_FPTOUI},
        {"sitofp", LOP_CAST, IR_OP_SITOFP}, {"uitofp", LOP_CAST, IR_OP_UITOFP},
        {"fptrunc", LOP_CAST, IR_OP_FPTRUNC}, {"fpext", LOP_CAST, IR_OP_FPEXT},
        {"fcmp", LOP_FCMP, 0}, {"fcmps", LOP_FCMP, 0},
    };
    int lop = -1;
    unsigned sub = 0;
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
        if (strlen(ops[k].name) == oplen && !strncmp(ops[k].name, op, oplen)) {
            lop = ops[k].lop;
            sub = ops[k].sub;
        }
    if (lop == LOP_FCMP) {
        sub = (unsigned)md_pred(c, n - 2, 1);
    } else if (lop < 0) {
        /* the intrinsic of the same name: llvm.sqrt, llvm.fma, llvm.lrint... */
        char buf[64];
        if (oplen + 6 >= sizeof buf)
            interp_unsupported(ip, "%s", iname(cx));
        snprintf(buf, sizeof buf, "llvm.%.*s", (int)oplen, op);
        IrIntrinsicId id = ir_intrinsic_lookup(buf);
        if (id == IR_INTR_NONE || strcmp(ir_intrinsic_info[id].name, buf))
            interp_unsupported(ip, "%s", iname(cx));
        switch (id) {
        case IR_INTR_FMA: case IR_INTR_FMULADD: case IR_INTR_SQRT: case IR_INTR_POW: case IR_INTR_POWI:
        case IR_INTR_LDEXP: case IR_INTR_SIN: case IR_INTR_COS: case IR_INTR_TAN: case IR_INTR_ASIN:
        case IR_INTR_ACOS: case IR_INTR_ATAN: case IR_INTR_ATAN2: case IR_INTR_SINH: case IR_INTR_COSH:
        case IR_INTR_TANH: case IR_INTR_EXP: case IR_INTR_EXP2: case IR_INTR_EXP10: case IR_INTR_LOG:
        case IR_INTR_LOG2: case IR_INTR_LOG10: case IR_INTR_RINT: case IR_INTR_NEARBYINT: case IR_INTR_LRINT:
        case IR_INTR_LLRINT: case IR_INTR_MAXNUM: case IR_INTR_MINNUM: case IR_INTR_MAXIMUM:
        case IR_INTR_MINIMUM: case IR_INTR_CEIL: case IR_INTR_FLOOR: case IR_INTR_ROUND:
        case IR_INTR_ROUNDEVEN: case IR_INTR_TRUNC: case IR_INTR_LROUND: case IR_INTR_LLROUND:
            lop = LOP_INTRIN;
            sub = (unsigned)id;
            break;
        default:
            interp_unsupported(ip, "%s", iname(cx));
        }
    }
    if (mode != FP_RNE) {
        /* the operations whose result depends on the mode, and those that
         * do not round */
        int ok = lop == LOP_FBIN || (lop == LOP_CAST && (sub == IR_OP_SITOFP || sub == IR_OP_UITOFP ||
                                                          sub == IR_OP_FPTRUNC || sub == IR_OP_FPEXT));
        if (lop == LOP_INTRIN)
            switch ((IrIntrinsicId)sub) {
            case IR_INTR_FMA: case IR_INTR_FMULADD: case IR_INTR_SQRT: case IR_INTR_RINT:
            case IR_INTR_NEARBYINT: case IR_INTR_LRINT: case IR_INTR_LLRINT: case IR_INTR_MAXNUM:
            case IR_INTR_MINNUM: case IR_INTR_MAXIMUM: case IR_INTR_MINIMUM: case IR_INTR_CEIL:
            case IR_INTR_FLOOR: case IR_INTR_ROUND: case IR_INTR_ROUNDEVEN: case IR_INTR_TRUNC:
            case IR_INTR_LROUND: case IR_INTR_LLROUND: case IR_INTR_LDEXP:
                ok = 1;
                break;
            default:
                break;
            }
        if (!ok)
            interp_unsupported(ip, "%s with the static rounding mode \"%s\"", iname(cx),
                               mode == FP_RUP ? "round.upward" : mode == FP_RDN ? "round.downward" :
                               mode == FP_RTZ ? "round.towardzero" : "round.tonearestaway");
    }
    uint32_t lanes = it_lanes(ip, cx->retty);
    ip->rm = (uint8_t)mode;
    for (uint32_t i = 0; i < lanes; i++)
        lane_compute(c, lop, sub, i, ret_lane(c, i));
    ip->rm = FP_RNE; /* (and run_call's reset when a report jumps out) */
}
