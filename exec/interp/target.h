/* target.h -- what target.c (x86, the table of names, target_call) and
 * target_arm.c (AArch64/ARM, RISC-V) share: the call's context (T), the
 * cells' and types' helpers, and the handlers the table names.
 *
 * Who may include it: target.c and target_arm.c. */
#ifndef LLFUZZ_INTERP_TARGET_H
#define LLFUZZ_INTERP_TARGET_H

#include "interp.h"

typedef struct T {
    Interp *ip;
    CallCtx *cx;
    int k;      /* the table entry's parameter */
    uint32_t nret;      /* cells of the result */
    uint32_t *nc;       /* cells of each argument */
} T;

typedef void TFn(T *t);

/* ============================================================ cells */

static inline void
c_poison(Cell *r)
{
    r->v = r->u = 0;
    r->prov = 0;
    r->poison = 1;
    r->fixed = 0;
}

static inline void
c_unknown(Cell *r, unsigned bits, int fixed)
{
    cell_set(r, 0);
    r->u = it_mask(bits);
    r->fixed = (uint16_t)(fixed != 0);
}

#define TAINT(r, bits, ...) \
    target_taint(r, bits, (int)(sizeof((const Cell *[]){__VA_ARGS__}) / sizeof(const Cell *)), \
            (const Cell *[]){__VA_ARGS__})

/* ============================================================ types */

static inline IrType *
ety(IrType *t)
{
    return ir_type_scalar(t);
}

static inline unsigned
tbits(IrType *t)
{
    IrType *e = ir_type_scalar(t);
    return e->kind == IR_TY_INT ? e->bits : e->kind == IR_TY_PTR ? 64 : ir_type_fp_bits(e);
}

static inline uint32_t
nl(IrType *t)
{
    return ir_type_lanes(t);
}

/* A declaration whose types do not fit the intrinsic (LLVM's verifier
 * rejects it; llfuzz's does not know target intrinsics). */
IR_NORETURN static inline void
bad_sig(T *t)
{
    interp_unsupported(t->ip, "%s with an unexpected signature", t->cx->name);
}

/* lane i of argument k; lane i of the result (the leaves of a struct
 * result in order) */
static inline Cell *
A(T *t, uint32_t k, uint32_t i)
{
    if (k >= t->cx->nargs || i >= t->nc[k])
        bad_sig(t);
    return t->cx->args[k] + i;
}

static inline Cell *
R(T *t, uint32_t i)
{
    if (i >= t->nret)
        bad_sig(t);
    return t->cx->ret + i;
}

static inline IrType *
AT(T *t, uint32_t k)
{
    if (k >= t->cx->nargs)
        bad_sig(t);
    return t->cx->argty[k];
}

static inline IrType *
RT(T *t)
{
    return t->cx->retty;
}

static inline void
all_poison(T *t)
{
    uint32_t n = it_cells(t->ip, RT(t));
    for (uint32_t i = 0; i < n; i++)
        c_poison(R(t, i));
}

/* An immediate operand (an i8/i32 constant): its value, or -1 when it is
 * poison or undef (the caller makes the whole result poison). */
static inline int64_t
imm(T *t, uint32_t k)
{
    const Cell *c = A(t, k, 0);
    if (c->poison || c->u)
        return -1;
    return (int64_t)(c->v & it_mask(tbits(AT(t, k))));
}

static inline uint64_t
sat_s(int64_t x, unsigned w)
{
    int64_t hi = (int64_t)(it_mask(w - 1)), lo = -hi - 1;
    return (uint64_t)(x < lo ? lo : x > hi ? hi : x) & it_mask(w);
}

static inline uint64_t
sat_u(int64_t x, unsigned w)
{
    int64_t hi = (int64_t)it_mask(w);
    return (uint64_t)(x < 0 ? 0 : x > hi ? hi : x);
}

/* target_arm.c: the AArch64/ARM and RISC-V handlers */
void a_tbl(T *t);
void a_mull(T *t);
void a_fminmaxnm(T *t);
void a_narrow(T *t);
void a_fcvtxn(T *t);
void a_aes(T *t);
void t_nop(T *t);
void arm_vctp(T *t);
void arm_vldst(T *t);
void arm_narrow(T *t);
void arm_vmldava(T *t);
void rv_vsetvl(T *t);

/* target.c */
int bad_index(const Cell *ix, uint64_t used, Cell *r, unsigned w);

#endif
