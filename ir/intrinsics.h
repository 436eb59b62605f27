/* intrinsics.h -- the target-independent intrinsics of the LangRef
 * ("Intrinsic Functions"): one table (ir/intrinsics.def), name lookup and
 * signature checking.
 *
 * Owns: ir/intrinsics.def, ir/intrinsics.c.  Who may include it: everyone
 * (the verifier checks calls with it, the interpreter dispatches on the ids,
 * the generator picks intrinsics from the table).
 *
 * Only the intrinsics listed in the table are known; any other `llvm.*` name
 * (llvm.x86.*, llvm.aarch64.*, ...) is IR_INTR_NONE and is not checked.
 */
#ifndef LLFUZZ_IR_INTRINSICS_H
#define LLFUZZ_IR_INTRINSICS_H

#include "ir.h"

/* Families (the last column of intrinsics.def). */
typedef enum IrIntrinsicFamily {
    IR_IFAM_MEMORY,     /* memcpy, memmove, memset and their variants */
    IR_IFAM_INT,        /* abs, min/max, cmp */
    IR_IFAM_BITS,       /* bitreverse, bswap, ctpop, ctlz, cttz, fshl, fshr */
    IR_IFAM_OVERFLOW,   /* *.with.overflow */
    IR_IFAM_SAT,        /* saturating arithmetic */
    IR_IFAM_FIXED,      /* fixed-point arithmetic */
    IR_IFAM_FPMATH,     /* sqrt, sin, pow, exp, log, fma, ... */
    IR_IFAM_FPROUND,    /* floor, ceil, trunc, rint, round, lround, ... */
    IR_IFAM_FPMINMAX,   /* minnum, maximum, copysign, fabs, canonicalize */
    IR_IFAM_FPCONV,     /* fptoui.sat, convert.to.fp16, is.fpclass, ... */
    IR_IFAM_REDUCE,     /* vector.reduce.* */
    IR_IFAM_VECTOR,     /* vector.insert/extract/reverse/splice/(de)interleave, stepvector, ... */
    IR_IFAM_MASKED,     /* masked.* */
    IR_IFAM_VP,         /* vector predication: vp.* */
    IR_IFAM_MATRIX,     /* matrix.* */
    IR_IFAM_HINT,       /* assume, expect, objectsize, is.constant, ptrmask, ... */
    IR_IFAM_LIFETIME,   /* lifetime.*, invariant.*, launder/strip.invariant.group */
    IR_IFAM_TRAP,       /* trap, debugtrap, ubsantrap */
    IR_IFAM_DEBUG,      /* dbg.*, fake.use, annotations */
    IR_IFAM_VARARG,     /* va_start, va_end, va_copy */
    IR_IFAM_STACK,      /* stacksave, stackrestore, frameaddress, ... */
    IR_IFAM_CONSTRAINED,/* experimental.constrained.* */
    IR_IFAM_GC,         /* garbage collection, statepoints, preallocated calls */
    IR_IFAM_OTHER,
    IR_IFAM_N
} IrIntrinsicFamily;

typedef enum IrIntrinsicId {
    IR_INTR_NONE,
#define INTRINSIC(e, name, sig, fam, plain) IR_INTR_##e,
#include "intrinsics.def"
    IR_NINTRINSICS
} IrIntrinsicId;

typedef struct IrIntrinsicInfo {
    const char *name;   /* "llvm.abs" */
    uint32_t len;       /* strlen(name) */
    const char *sig;    /* signature pattern (intrinsics.def); NULL: not checked */
    uint8_t family;     /* IrIntrinsicFamily */
} IrIntrinsicInfo;
extern const IrIntrinsicInfo ir_intrinsic_info[IR_NINTRINSICS];

/* The intrinsic a function name designates: the exact name, or the name
 * followed by overload suffixes (".i32", ".v4f32", ".p0", ".p0i8", ...).
 * As in LLVM, an intrinsic without overloaded types must match exactly.
 * IR_INTR_NONE for names that are not in the table. */
IrIntrinsicId ir_intrinsic_lookup(const char *name);

/* Does the function type `fty` fit the intrinsic's signature?  0 if it
 * does; else -1 with a message (LLVM's wording) in msg. */
int ir_intrinsic_check(IrIntrinsicId id, const IrType *fty, char *msg, size_t msglen);

/* Which form of the signature fty has: 0 the current one, k > 0 the k-th
 * older form (an alternative after '|', which LLVM upgrades on parse), -1
 * none. */
int ir_intrinsic_form(IrIntrinsicId id, const IrType *fty);

/* The overloaded types of a call of type fty (in the order the mangled name
 * lists them), at most max of them.  Returns their number, or -1 if fty
 * does not fit. */
int ir_intrinsic_overloads(IrIntrinsicId id, const IrType *fty, const IrType **out, int max);

/* Which of the first n parameters are immediate arguments (`immarg`):
 * imm[k] 1 with the allowed range [lo[k], hi[k]) when the table gives one
 * (else lo[k] > hi[k]); 0 otherwise.  Returns whether any is.  (One match
 * of the signature for all the parameters.) */
int ir_intrinsic_immargs(IrIntrinsicId id, const IrType *fty, unsigned n, uint8_t *imm, int64_t *lo,
                         int64_t *hi);

/* Names under a target's prefix (llvm.x86., llvm.aarch64., ...): not in the
 * table, but known to exist. */
int ir_intrinsic_is_target(const char *name);

#endif
