/* sve.h -- what sve.c (the integer, fp and predicate intrinsics, the table
 * of names, sve_call) and sve_lanes.c (reductions, permutes, conversions,
 * loads and stores) share: the call's context (S), the cells', types' and
 * predicates' helpers, and the handlers the table names.
 *
 * Who may include it: sve.c and sve_lanes.c. */
#ifndef LLFUZZ_INTERP_SVE_H
#define LLFUZZ_INTERP_SVE_H

#include "interp.h"

#include <string.h>

/* the operations of ibin (integer ops, sve.c) */
enum {
    IB_ADD, IB_SUB, IB_SUBR, IB_MUL, IB_AND, IB_ORR, IB_EOR, IB_BIC, IB_SMAX, IB_SMIN, IB_UMAX, IB_UMIN,
    IB_SABD, IB_UABD, IB_SMULH, IB_UMULH, IB_SDIV, IB_UDIV, IB_SDIVR, IB_UDIVR, IB_LSL, IB_LSR, IB_ASR,
    IB_SQADD, IB_UQADD, IB_SQSUB, IB_UQSUB, IB_SQSUBR, IB_UQSUBR, IB_SHADD, IB_UHADD, IB_SHSUB,
    IB_UHSUB, IB_SHSUBR, IB_UHSUBR, IB_SRHADD, IB_URHADD, IB_SRSHL, IB_URSHL, IB_SQSHL, IB_UQSHL,
    IB_SQRSHL, IB_UQRSHL, IB_SUQADD, IB_USQADD, IB_ASRD,
    IB_WIDE = 0x80, /* the second operand's 64-bit lanes (lsl.wide...) */
};

typedef __int128 i128;

/* the reductions of s_reduce (sve_lanes.c) */
enum { RD_SADD, RD_UADD, RD_SMAX, RD_SMIN, RD_UMAX, RD_UMIN, RD_AND, RD_OR, RD_EOR };

/* the conversions of s_conv (sve_lanes.c) */
enum { CV_FCVT, CV_FCVTZS, CV_FCVTZU, CV_SCVTF, CV_UCVTF, CV_FCVTLT, CV_FCVTNT, CV_FCVTX, CV_FCVTXNT };

/* How a memory intrinsic addresses lane i (MA_* | MA_ST for stores):
 * contiguous from a pointer; a pointer and a vector of 64-bit offsets or
 * indices (scaled by the element size), or of 32-bit ones sign- or
 * zero-extended (.sxtw, .uxtw); a vector of addresses (64 bits, or 32
 * zero-extended) plus a scalar byte offset (.scalar.offset). */
enum { MA_CONTIG, MA_OFF, MA_SXTW, MA_UXTW, MA_VEC, MA_KIND = 7, MA_INDEX = 8, MA_ST = 16 };

typedef struct S {
    Interp *ip;
    CallCtx *cx;
    int k;              /* the table entry's parameter */
    int form;           /* F_M, F_U, F_Z: what inactive lanes get */
    uint32_t fmf;       /* the call's fast-math flags */
    const char *wtok;   /* conversions: the widths in the name ("i32f64"), or NULL */
} S;

typedef void SFn(S *s);

enum { F_M, F_U, F_Z };

/* ============================================================ cells, types */

static inline void
c_poison(Cell *r)
{
    memset(r, 0, sizeof *r);
    r->poison = 1;
}

static inline void
c_unknown(Cell *r, unsigned bits)
{
    cell_set(r, 0);
    r->u = it_mask(bits);
}

#define TAINT(r, bits, ...) \
    target_taint(r, bits, (int)(sizeof((const Cell *[]){__VA_ARGS__}) / sizeof(const Cell *)), \
            (const Cell *[]){__VA_ARGS__})

IR_NORETURN static inline void
bad_sig(S *s)
{
    interp_unsupported(s->ip, "%s with an unexpected signature", s->cx->name);
}

static inline IrType *
AT(S *s, uint32_t k)
{
    if (k >= s->cx->nargs)
        bad_sig(s);
    return s->cx->argty[k];
}

static inline IrType *
RT(S *s)
{
    return s->cx->retty;
}

static inline uint32_t
nl(S *s, IrType *t)
{
    return it_lanes(s->ip, t);
}

/* bits of an element (i1: 1; fp: its width) */
static inline unsigned
ebits(IrType *t)
{
    IrType *e = ir_type_scalar(t);
    return e->kind == IR_TY_INT ? e->bits : e->kind == IR_TY_PTR ? 64 : ir_type_fp_bits(e);
}

static inline int
is_fp(IrType *t)
{
    switch (ir_type_scalar(t)->kind) {
    case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE: return 1;
    default: return 0;
    }
}

static inline int
is_pred(IrType *t)
{
    return t->kind == IR_TY_VEC && ir_type_scalar(t)->kind == IR_TY_INT && ir_type_scalar(t)->bits == 1;
}

static inline Cell *
A(S *s, uint32_t k, uint32_t i)
{
    if (i >= nl(s, AT(s, k)))
        bad_sig(s);
    return s->cx->args[k] + i;
}

static inline Cell *
R(S *s, uint32_t i)
{
    if (i >= nl(s, RT(s)))
        bad_sig(s);
    return s->cx->ret + i;
}

static inline uint64_t
sext(uint64_t v, unsigned w)
{
    return w >= 64 ? v : (uint64_t)(((int64_t)(v << (64 - w))) >> (64 - w));
}

/* an i32/i64 scalar operand: its value, or -1 when it is poison or has
 * unknown bits (the caller decides what that gives) */
static inline int64_t
imm(S *s, uint32_t k)
{
    const Cell *c = A(s, k, 0);
    if (c->poison || c->u)
        return -1;
    return (int64_t)(c->v & it_mask(ebits(AT(s, k))));
}

static inline void
all_poison(S *s)
{
    for (uint32_t i = 0; i < nl(s, RT(s)); i++)
        c_poison(R(s, i));
}

/* ============================================================ predicates */

enum { P_OFF, P_ON, P_POISON };

/* a predicate lane: off, on, or poison (also when undef, see above) */
static inline int
pstate(const Cell *c)
{
    return c->poison || (c->u & 1) ? P_POISON : (c->v & 1) ? P_ON : P_OFF;
}

/* Lane i of the result: the active value `val` or the inactive one (the
 * form's), by the predicate lane pg (NULL: active). */
static inline void
merge(S *s, const Cell *pg, const Cell *val, const Cell *inact, IrType *et, Cell *r)
{
    switch (pg ? pstate(pg) : P_ON) {
    case P_ON: *r = *val; break;
    case P_OFF:
        if (s->form == F_U)
            c_poison(r);
        else if (s->form == F_Z)
            cell_set(r, 0);
        else
            *r = *inact;
        break;
    default: c_poison(r); break;
    }
}

/* The predicate operand k: its lanes must match the result's n lanes. */
static inline void
need_pred(S *s, uint32_t k, uint32_t n)
{
    if (!is_pred(AT(s, k)) || nl(s, AT(s, k)) != n)
        bad_sig(s);
}

/* sve_lanes.c: the handlers the table names */
void s_reduce(S *s);
void s_qreduce(S *s);
void s_dup(S *s);
void s_dupq(S *s);
void s_tbl(S *s);
void s_insr(S *s);
void s_index(S *s);
void s_last(S *s);
void s_perm(S *s);
void s_compact(S *s);
void s_revd(S *s);
void s_unpk(S *s);
void s_aes(S *s);
void s_conv(S *s);
void s_mem(S *s);
void s_memk(S *s);
void s_memq(S *s);
void s_ld1rq(S *s);

/* sve.c: the helpers sve_lanes.c uses too */
uint64_t ibin(int op, unsigned w, uint64_t a, uint64_t b);
FpBits bits_of(const Cell *a);
int pred_known(S *s, uint32_t na);

/* sve_lanes.c */
void s_nop(S *s);

#endif
