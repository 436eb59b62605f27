/* fp.h -- the floating-point formats of LLVM IR in software: bit-exact IEEE
 * 754 arithmetic, conversions and classification for half, bfloat, float,
 * double, x86_fp80, fp128 (and ppc_fp128 as a double-double), independent of
 * the host's FPU and of its long double.
 *
 * Owns: ir/fp.c.  Who may include it: everyone (the parser and printer for
 * literals, the interpreter for arithmetic, the generator for edge values).
 *
 * Values are raw bit patterns (FpBits), exactly as they sit in memory on a
 * little-endian machine: w[0] holds bits 0..63, w[1] bits 64..127.
 *   half/bfloat: 16 bits; float 32; double 64;
 *   x86_fp80: 80 bits, w[0] = the 64-bit significand (explicit integer bit),
 *             w[1] bits 0..14 = exponent, bit 15 = sign;
 *   fp128: 128 bits, sign in bit 127;
 *   ppc_fp128: w[0] = the high double, w[1] = the low double.
 *
 * Every operation takes a rounding mode and returns IEEE exception flags
 * (FP_INEXACT, ...) through `flags` (may be NULL).  NaN results: operations
 * on NaN inputs return a quiet NaN; which payload is left to callers (the
 * LangRef's NaN rules are the interpreter's business): fp_* return the
 * "preferred" NaN -- the first NaN operand quieted, else the default NaN
 * (positive, quiet, zero payload).
 */
#ifndef LLFUZZ_FP_H
#define LLFUZZ_FP_H

#include <stddef.h>
#include <stdint.h>

typedef enum FpFmt { FP_HALF, FP_BF16, FP_F32, FP_F64, FP_F80, FP_F128, FP_PPC128, FP_NFMT } FpFmt;

typedef struct FpBits {
    uint64_t w[2];
} FpBits;

typedef enum FpRound {
    FP_RNE,     /* to nearest, ties to even (the default) */
    FP_RNA,     /* to nearest, ties away from zero (llvm.round) */
    FP_RTZ,     /* toward zero */
    FP_RUP,     /* toward +inf */
    FP_RDN,     /* toward -inf */
} FpRound;

enum { FP_INVALID = 1, FP_DIVZERO = 2, FP_OVERFLOW = 4, FP_UNDERFLOW = 8, FP_INEXACT = 16 };

typedef enum FpCmp { FP_LT, FP_EQ, FP_GT, FP_UN } FpCmp;

typedef struct FpFmtInfo {
    const char *name;     /* "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128" */
    unsigned bits;        /* storage bits: 16, 16, 32, 64, 80, 128, 128 */
    unsigned exp_bits;    /* 5, 8, 8, 11, 15, 15, (11) */
    unsigned man_bits;    /* stored fraction bits: 10, 7, 23, 52, 63 (+ explicit int bit), 112, (52) */
    int bias;
} FpFmtInfo;
extern const FpFmtInfo fp_fmt_info[FP_NFMT];

/* Construction and inspection */
FpBits fp_zero(FpFmt f, int neg);
FpBits fp_inf(FpFmt f, int neg);
FpBits fp_qnan(FpFmt f);                 /* default NaN */
FpBits fp_largest(FpFmt f, int neg);     /* largest finite */
FpBits fp_smallest(FpFmt f, int neg);    /* smallest subnormal */
FpBits fp_smallest_normal(FpFmt f, int neg);
FpBits fp_neg(FpFmt f, FpBits a);        /* flips the sign bit, also of NaN */
FpBits fp_abs(FpFmt f, FpBits a);
FpBits fp_copysign(FpFmt f, FpBits mag, FpBits sgn);
int fp_sign(FpFmt f, FpBits a);
int fp_is_nan(FpFmt f, FpBits a);
int fp_is_snan(FpFmt f, FpBits a);
int fp_is_inf(FpFmt f, FpBits a);
int fp_is_zero(FpFmt f, FpBits a);
int fp_is_subnormal(FpFmt f, FpBits a);
int fp_is_normal(FpFmt f, FpBits a);
int fp_is_finite(FpFmt f, FpBits a);
/* x86_fp80 encodings the FPU treats as invalid (pseudo-NaN/-inf/-denormal,
 * unnormals). */
int fp_is_noncanonical(FpFmt f, FpBits a);
/* The class as llvm.is.fpclass / nofpclass number it (ir.h IR_FPC_*). */
unsigned fp_class(FpFmt f, FpBits a);
FpBits fp_quiet(FpFmt f, FpBits a);      /* set the quiet bit of a NaN */

/* Arithmetic (IEEE 754, correctly rounded) */
FpBits fp_add(FpFmt f, FpBits a, FpBits b, FpRound r, unsigned *flags);
FpBits fp_sub(FpFmt f, FpBits a, FpBits b, FpRound r, unsigned *flags);
FpBits fp_mul(FpFmt f, FpBits a, FpBits b, FpRound r, unsigned *flags);
FpBits fp_div(FpFmt f, FpBits a, FpBits b, FpRound r, unsigned *flags);
FpBits fp_fma(FpFmt f, FpBits a, FpBits b, FpBits c, FpRound r, unsigned *flags);
FpBits fp_sqrt(FpFmt f, FpBits a, FpRound r, unsigned *flags);
/* C fmod (what LLVM's frem computes): exact, sign of a. */
FpBits fp_fmod(FpFmt f, FpBits a, FpBits b, unsigned *flags);
/* IEEE remainder (x - n*y, n nearest to x/y, ties to even). */
FpBits fp_remainder(FpFmt f, FpBits a, FpBits b, unsigned *flags);
/* Round to an integral value in format f (floor = FP_RDN, ceil = FP_RUP,
 * trunc = FP_RTZ, round = FP_RNA, roundeven/rint/nearbyint = FP_RNE). */
FpBits fp_round_int(FpFmt f, FpBits a, FpRound r, unsigned *flags);
FpCmp fp_cmp(FpFmt f, FpBits a, FpBits b);        /* UN if either is NaN */
/* scalbn: a * 2^e, correctly rounded */
FpBits fp_scalbn(FpFmt f, FpBits a, int e, FpRound r, unsigned *flags);
/* frexp: mantissa in [0.5, 1) with the sign of a, *e the exponent (0 for
 * zero, inf, NaN). */
FpBits fp_frexp(FpFmt f, FpBits a, int *e);

/* Conversions */
FpBits fp_convert(FpFmt to, FpFmt from, FpBits a, FpRound r, unsigned *flags);
/* From an integer of `bits` bits (little-endian words, as wide.h). */
FpBits fp_from_int(FpFmt f, const uint64_t *w, unsigned bits, int is_signed, FpRound r,
                   unsigned *flags);
/* To an integer of `bits` bits with rounding r (fptosi/fptoui use FP_RTZ).
 * Returns 0 when the rounded value fits; 1 (with *flags |= FP_INVALID and w
 * unspecified) for NaN, inf or out of range. */
int fp_to_int(uint64_t *w, unsigned bits, int is_signed, FpFmt f, FpBits a, FpRound r,
              unsigned *flags);
/* Saturating variant (llvm.fpto[su]i.sat): NaN -> 0, clamps to min/max. */
void fp_to_int_sat(uint64_t *w, unsigned bits, int is_signed, FpFmt f, FpBits a);
FpBits fp_from_double(FpFmt f, double d, FpRound r, unsigned *flags);
double fp_to_double(FpFmt f, FpBits a);           /* rounded to nearest */
/* Correctly rounded decimal/hex-float text ("1.5e-3", "-0x1.8p3", "inf",
 * "nan") to format f.  Returns 0, or -1 if the text is not a number. */
int fp_from_string(FpFmt f, const char *s, size_t n, FpRound r, FpBits *out, unsigned *flags);
/* Shortest decimal text that reads back to the same value in format f
 * (like %.17g does for double but minimal); returns the length. buf >= 64. */
int fp_to_string(char *buf, FpFmt f, FpBits a);

#endif
