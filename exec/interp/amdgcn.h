/* amdgcn.h -- what amdgcn.c (the lane-wise intrinsics, the table, the
 * dispatch) and amdgcn_wave.c (the wave's lanes, buffers, images) share:
 * the intrinsics' numbers, the call's context (A), the cells' helpers and
 * the functions one calls in the other.
 *
 * Who may include it: amdgcn.c and amdgcn_wave.c. */
#ifndef LLFUZZ_INTERP_AMDGCN_H
#define LLFUZZ_INTERP_AMDGCN_H

#include "interp.h"

#include <string.h>

enum {
    A_MED3, A_CLASS, A_MANT, A_EXP, A_UBFE, A_SBFE, A_PKRTZ, A_MULL, A_FMAL, A_PREOP, A_OFF, A_PKI, A_PKU,
    A_RCP, A_SQRT, A_RSQ, A_EXP2, A_LOG, A_SIN, A_COS,
    A_RFL, A_RL, A_WL, A_PL64, A_MBLO, A_MBHI, A_BALLOT, A_ICMP, A_FCMP, A_WSIZE, A_REDUCE,
    A_FRACT, A_WQM, A_ISAS,
    A_BUF,      /* + 3 * layout + form: buffer loads */
    A_BUFP = A_BUF + 9,     /* the same with a ptr addrspace(8) resource */
    A_BST = A_BUFP + 9,     /* + 4 * ptr + 2 * layout + tbuffer: format stores */
};
enum { B_RAW, B_STRUCT, B_S };
enum { BF_BYTES, BF_FORMAT, BF_TBUFFER };

typedef struct A {
    Interp *ip;
    CallCtx *cx;
    uint32_t fmf;       /* the call's fast-math flags */
} A;

/* ============================================================ cells */

static inline void
c_poison(Cell *r)
{
    memset(r, 0, sizeof *r);
    r->poison = 1;
}

static inline void
c_unknown(Cell *r, unsigned bits, int fixed)
{
    cell_set(r, 0);
    r->u = it_mask(bits);
    r->fixed = (uint16_t)(fixed != 0);
}

static inline FpBits
bits_of(const Cell *c)
{
    FpBits x = {{c->v, 0}};
    return x;
}

static inline int
is_fp(IrType *t)
{
    switch (ir_type_scalar(t)->kind) {
    case IR_TY_HALF: case IR_TY_FLOAT: case IR_TY_DOUBLE: return 1;
    default: return 0;
    }
}

static inline int
is_int(IrType *t, unsigned bits)
{
    return t->kind == IR_TY_INT && (!bits || t->bits == bits);
}

IR_NORETURN static inline void
bad_sig(A *a)
{
    interp_unsupported(a->ip, "%s with an unexpected signature", a->cx->name);
}

/* amdgcn_wave.c */
unsigned wave_size(A *a);
void other_lane(A *a, const Cell *x);
void same_lane(A *a, const Cell *x);
void rw_lane(A *a, int write);
void lane_mask(A *a, const Cell *c, Cell *r);
void mbcnt(A *a, int hi);
void cmp_mask(A *a, int fp);
void buffer_load(A *a, int lay, int form, int ptr);
void image_store(A *a, size_t base);
void buffer_store(A *a, int lay, int tbuf, int ptr);
int image_name(const char *s, size_t *n);
void image_op(A *a, size_t base);

/* amdgcn.c */
int only_types(const char *s);

#endif
