/* wide.h -- arbitrary-width two's-complement integers (LLVM's iN, N up to
 * 2^23-1) as arrays of 64-bit limbs, least significant limb first.
 *
 * Owns: ir/wide.c.  Who may include it: everyone (through ir/ir.h).
 *
 * Conventions: `bits` is the width N (>= 1); an operand or result occupies
 * WIDE_WORDS(bits) limbs; results are always normalized (the bits above N in
 * the top limb are zero); inputs are assumed normalized.  Results may alias
 * inputs.  No function allocates; scratch needs are met on the stack for
 * widths up to WIDE_STACK_BITS and with ir_malloc above (division, decimal
 * conversion).  Division by zero is the caller's problem (checked by
 * wide_udivrem's return value).
 */
#ifndef LLFUZZ_WIDE_H
#define LLFUZZ_WIDE_H

#include <stddef.h>
#include <stdint.h>

#define WIDE_WORDS(bits) (((size_t)(bits) + 63) / 64)
#define WIDE_STACK_BITS 4096

void wide_norm(uint64_t *r, unsigned bits);               /* clear bits above N */
void wide_zero(uint64_t *r, unsigned bits);
void wide_copy(uint64_t *r, const uint64_t *a, unsigned bits);
void wide_set_u64(uint64_t *r, unsigned bits, uint64_t v); /* truncating */
void wide_set_i64(uint64_t *r, unsigned bits, int64_t v);  /* sign-extending, truncating */
void wide_all_ones(uint64_t *r, unsigned bits);
void wide_signed_min(uint64_t *r, unsigned bits);          /* 100...0 */
void wide_signed_max(uint64_t *r, unsigned bits);          /* 011...1 */

int wide_is_zero(const uint64_t *a, unsigned bits);
int wide_is_all_ones(const uint64_t *a, unsigned bits);
int wide_get_bit(const uint64_t *a, unsigned i);
void wide_set_bit(uint64_t *a, unsigned i, int v);
int wide_sign(const uint64_t *a, unsigned bits);            /* top bit */
int wide_eq(const uint64_t *a, const uint64_t *b, unsigned bits);
int wide_ucmp(const uint64_t *a, const uint64_t *b, unsigned bits); /* -1, 0, 1 */
int wide_scmp(const uint64_t *a, const uint64_t *b, unsigned bits);

/* Arithmetic modulo 2^N.  add/sub return the unsigned carry/borrow out. */
int wide_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits);
int wide_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits);
void wide_neg(uint64_t *r, const uint64_t *a, unsigned bits);
void wide_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits);
/* q = a / b, rem = a % b (unsigned); either may be NULL.  Returns -1 if b == 0. */
int wide_udivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned bits);
/* Signed, truncating toward zero like C; INT_MIN / -1 wraps.  -1 if b == 0. */
int wide_sdivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned bits);
/* Overflow tests (LangRef nuw/nsw): 1 if the exact result does not fit. */
int wide_uadd_ov(const uint64_t *a, const uint64_t *b, unsigned bits);
int wide_sadd_ov(const uint64_t *a, const uint64_t *b, unsigned bits);
int wide_usub_ov(const uint64_t *a, const uint64_t *b, unsigned bits);
int wide_ssub_ov(const uint64_t *a, const uint64_t *b, unsigned bits);
int wide_umul_ov(const uint64_t *a, const uint64_t *b, unsigned bits);
int wide_smul_ov(const uint64_t *a, const uint64_t *b, unsigned bits);

void wide_and(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits);
void wide_or(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits);
void wide_xor(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned bits);
void wide_not(uint64_t *r, const uint64_t *a, unsigned bits);
/* Shifts by sh < bits (callers check the LangRef's poison rule first). */
void wide_shl(uint64_t *r, const uint64_t *a, unsigned sh, unsigned bits);
void wide_lshr(uint64_t *r, const uint64_t *a, unsigned sh, unsigned bits);
void wide_ashr(uint64_t *r, const uint64_t *a, unsigned sh, unsigned bits);

/* Width changes: r has rbits, a has abits. */
void wide_zext(uint64_t *r, unsigned rbits, const uint64_t *a, unsigned abits);
void wide_sext(uint64_t *r, unsigned rbits, const uint64_t *a, unsigned abits);
void wide_trunc(uint64_t *r, unsigned rbits, const uint64_t *a, unsigned abits);

unsigned wide_popcount(const uint64_t *a, unsigned bits);
unsigned wide_clz(const uint64_t *a, unsigned bits);       /* bits when zero */
unsigned wide_ctz(const uint64_t *a, unsigned bits);       /* bits when zero */
unsigned wide_active_bits(const uint64_t *a, unsigned bits); /* bits - clz */
unsigned wide_min_signed_bits(const uint64_t *a, unsigned bits);
/* Value as uint64 when it fits (returns 1), else 0. */
int wide_fits_u64(const uint64_t *a, unsigned bits, uint64_t *out);

/* Decimal/hex text.  from_*: digits only (no sign, no prefix); the value is
 * reduced modulo 2^N and *overflow (if non-NULL) is set when it did not fit in
 * N bits unsigned.  Return 0, or -1 on a non-digit. */
int wide_from_dec(uint64_t *r, unsigned bits, const char *s, size_t n, int *overflow);
int wide_from_hex(uint64_t *r, unsigned bits, const char *s, size_t n, int *overflow);
/* Write the value (signed interpretation if is_signed) in decimal; returns
 * the length.  buf must hold wide_dec_len(bits) bytes. */
size_t wide_to_dec(char *buf, const uint64_t *a, unsigned bits, int is_signed);
size_t wide_dec_len(unsigned bits);  /* enough for any value of N bits, with sign and NUL */
/* Wider constants print in hexadecimal (u0x...): decimal conversion is
 * quadratic in the width. */
#define IR_DEC_MAX_BITS 65536
/* Hex digits, most significant first, no prefix, uppercase; no leading zeros
 * unless ndigits > 0 forces that many digits. */
size_t wide_to_hex(char *buf, const uint64_t *a, unsigned bits, unsigned ndigits);

#endif
