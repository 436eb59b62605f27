/* target.c -- target-specific intrinsics of x86 and AArch64/ARM (the ones
 * LLVM's InstCombine and InstSimplify tests use) in the interpreter.
 *
 * Each is computed from the instruction it stands for (Intel SDM, AMD APM
 * for SSE4a and XOP, Arm ARM), lane by lane with the conventions of
 * intrin.c: a poison input lane makes the result lanes computed from it
 * poison; an input lane with unknown bits makes them unknown (fixed-unknown
 * when every such input was), except for the bitwise operations, which are
 * exact bit by bit (pternlog, movmsk, the SSE4a bit fields).  The
 * semantics must agree with what LLVM's folds assume, since those are
 * correct transformations:
 *
 *   - fp arithmetic in the default environment is the IR instruction of the
 *     same name (NaN results as the LangRef has them: LLVM folds
 *     llvm.x86.sse.add.ss into fadd);
 *   - the shuffles that take an index vector (pshufb, permvar, vpermi2var,
 *     vpermilvar, tbl) give poison for an index lane that is undef, and so
 *     do the shifts for an undef count: LLVM turns such an index into a
 *     poison shufflevector index, such a count into an IR shift by undef;
 *   - what the manuals call undefined (the upper half of extrq/insertq, an
 *     extrq/insertq field past bit 63) is poison.
 *
 * Called from call.c's call_external for `llvm.*` names that are not in
 * ir/intrinsics.def: target_call returns 0 for a name it does not know
 * (llvm.nvvm.* go to nvptx.c, llvm.aarch64.sve.* to sve.c, llvm.amdgcn.* to
 * amdgcn.c).
 * Names are looked up in one table (tab[] below): an entry ending in '.'
 * stands for itself with any overload suffix (".v16i8").  The x86
 * handlers are here, the AArch64/ARM and RISC-V ones in target_arm.c,
 * what both use in target.h. */
#include "target.h"

#include <string.h>

/* ============================================================ cells */

/* r depends on the n cells in[]: when one is poison, r is poison; else when
 * some have unknown bits, r is unknown (fixed when all of those were fixed).
 * Returns 1 when r was set so, 0 when all inputs are defined. */
int
target_taint(Cell *r, unsigned bits, int n, const Cell *const *in)
{
    int unk = 0, fixed = 1;
    for (int i = 0; i < n; i++)
        if (in[i]->poison) {
            c_poison(r);
            return 1;
        }
    for (int i = 0; i < n; i++)
        if (in[i]->u) {
            unk = 1;
            fixed &= in[i]->fixed != 0;
        }
    if (unk)
        c_unknown(r, bits, fixed);
    return unk;
}

/* ============================================================ x86: bitwise */

/* VPTERNLOGD/Q: each result bit is imm[(a << 2) | (b << 1) | c] of the
 * operands' bits; exact with unknown bits (a result bit is unknown when
 * the combinations its unknown inputs allow disagree). */
static void
x_pternlog(T *t)
{
    int64_t im = imm(t, 3);
    unsigned w = tbits(RT(t));
    if (im < 0) {
        all_poison(t);
        return;
    }
    for (uint32_t i = 0; i < nl(RT(t)); i++) {
        const Cell *x[3] = {A(t, 0, i), A(t, 1, i), A(t, 2, i)};
        Cell *r = R(t, i);
        if (x[0]->poison || x[1]->poison || x[2]->poison) {
            c_poison(r);
            continue;
        }
        uint64_t can0 = 0, can1 = 0;
        for (int m = 0; m < 8; m++) {
            uint64_t pos = ~0ull;
            for (int j = 0; j < 3; j++) {
                int bit = m >> (2 - j) & 1;
                pos &= (bit ? x[j]->v : ~x[j]->v) | x[j]->u;
            }
            if (im >> m & 1)
                can1 |= pos;
            else
                can0 |= pos;
        }
        uint64_t mk = it_mask(w), u = can0 & can1 & mk;
        cell_set(r, can1 & ~u & mk);
        r->u = u;
        if (u) {
            int fixed = 1;
            for (int j = 0; j < 3; j++)
                if (x[j]->u && !x[j]->fixed)
                    fixed = 0;
            r->fixed = (uint16_t)fixed;
        }
    }
}

/* MOVMSKPS/PD, PMOVMSKB: the sign bits of the lanes, as an i32.  LLVM folds
 * it into a bitcast of `icmp slt`: a poison lane makes it all poison. */
static void
x_movmsk(T *t)
{
    IrType *at = AT(t, 0);
    unsigned w = tbits(at);
    Cell *r = R(t, 0);
    uint64_t v = 0, u = 0;
    int fixed = 1;
    /* MMX's pmovmskb (k 1) takes its 8 bytes as one <1 x i64> lane */
    uint32_t n = t->k ? 8 : nl(at);
    if (t->k)
        w = 8;
    for (uint32_t i = 0; i < n; i++) {
        const Cell *c = A(t, 0, t->k ? 0 : i);
        unsigned sb = t->k ? 8 * i + 7 : w - 1;
        if (c->poison) {
            c_poison(r);
            return;
        }
        v |= (c->v >> sb & 1) << i;
        if (c->u >> sb & 1) {
            u |= 1ull << i;
            fixed &= c->fixed != 0;
        }
    }
    cell_set(r, v & ~u);
    r->u = u;
    r->fixed = (uint16_t)(u && fixed);
}

/* PTEST (k 0: ZF, 1: CF, 2: neither) over all bits; VTESTPS/PD (k + 3) over
 * the lanes' sign bits. */
static void
x_ptest(T *t)
{
    IrType *at = AT(t, 0);
    unsigned w = tbits(at);
    int which = t->k % 3, sign = t->k >= 3;
    uint64_t z = 0, c = 0;
    Cell *r = R(t, 0);
    for (uint32_t i = 0; i < nl(at); i++) {
        const Cell *a = A(t, 0, i), *b = A(t, 1, i);
        if (TAINT(r, 32, a, b))
            return;
        uint64_t m = sign ? 1ull << (w - 1) : it_mask(w);
        z |= a->v & b->v & m;
        c |= ~a->v & b->v & m;
    }
    cell_set(r, which == 0 ? !z : which == 1 ? !c : (z && c));
}

/* ============================================================ x86: shifts */

/* PSLL/PSRL/PSRA (k: 0 shl, 1 lshr, 2 ashr; + 3 * mode) with the count in
 * the low 64 bits of an xmm (mode 0), an i32 (mode 1, the "i" forms) or
 * per lane (mode 2, the "v" forms).  A count of the lane width or more
 * gives 0, or copies of the sign bit for psra (not poison as in IR). */
static void
x_shift(T *t)
{
    int kind = t->k % 3, mode = t->k / 3;
    IrType *rt = RT(t);
    unsigned w = tbits(rt);
    uint64_t cnt = 0;
    const Cell *cc[8];
    int ncc = 0;
    if (mode == 0) {
        unsigned cw = tbits(AT(t, 1));
        for (unsigned j = 0; j < 64 / cw; j++) {
            cc[ncc] = A(t, 1, j);
            cnt |= (cc[ncc]->v & it_mask(cw)) << (j * cw);
            ncc++;
        }
    } else if (mode == 1) {
        cc[ncc] = A(t, 1, 0);
        cnt = cc[ncc]->v & it_mask(tbits(AT(t, 1)));
        ncc++;
    }
    for (uint32_t i = 0; i < nl(rt); i++) {
        Cell *r = R(t, i);
        const Cell *a = A(t, 0, i);
        const Cell *in[9];
        int n = 0;
        in[n++] = a;
        if (mode == 2) {
            in[n++] = A(t, 1, i);
            cnt = A(t, 1, i)->v & it_mask(w);
        } else {
            for (int j = 0; j < ncc; j++)
                in[n++] = cc[j];
        }
        int undef_cnt = 0;
        for (int j = 1; j < n; j++)
            undef_cnt |= in[j]->u && !in[j]->fixed;
        if (undef_cnt && !a->poison) {
            /* LLVM folds a count lane that is undef into an IR shift by
             * undef, which is poison */
            c_poison(r);
            continue;
        }
        if (target_taint(r, w, n, in))
            continue;
        uint64_t x = a->v & it_mask(w), v;
        if (kind == 2)
            v = (uint64_t)(it_sext(x, w) >> (cnt >= w ? w - 1 : cnt));
        else if (cnt >= w)
            v = 0;
        else
            v = kind == 0 ? x << cnt : x >> cnt;
        cell_set(r, v & it_mask(w));
    }
}

/* ============================================================ x86: arithmetic */

/* PACKSS/PACKUS: each 128-bit lane of the result is the saturated lanes of
 * the first operand's 128-bit lane, then the second's. */
static void
x_pack(T *t)
{
    IrType *rt = RT(t), *at = AT(t, 0);
    unsigned ow = tbits(rt), iw = tbits(at);
    uint32_t per = 128 / iw, n128 = nl(at) / per;
    for (uint32_t L = 0; L < n128; L++)
        for (uint32_t s = 0; s < 2; s++)
            for (uint32_t j = 0; j < per; j++) {
                const Cell *a = A(t, s, L * per + j);
                Cell *r = R(t, L * 2 * per + s * per + j);
                if (TAINT(r, ow, a))
                    continue;
                int64_t x = it_sext(a->v, iw);
                cell_set(r, t->k ? sat_u(x, ow) : sat_s(x, ow));
            }
}

/* Lane-wise two-operand integer operations (k, L_*): x86 pmulh, pmulhu,
 * pmulhrsw, pavg; AArch64 sshl/ushl (ARM vshifts/vshiftu). */
enum { L_PMULH, L_PMULHU, L_PMULHRS, L_PAVG, L_SSHL, L_USHL };

static void
x_lanes(T *t)
{
    IrType *rt = RT(t);
    unsigned w = tbits(rt);
    for (uint32_t i = 0; i < nl(rt); i++) {
        const Cell *a = A(t, 0, i), *b = A(t, 1, i);
        Cell *r = R(t, i);
        if (TAINT(r, w, a, b))
            continue;
        uint64_t ua = a->v & it_mask(w), ub = b->v & it_mask(w), v = 0;
        int64_t sa = it_sext(ua, w), sb = it_sext(ub, w);
        switch (t->k) {
        case L_PMULH: v = (uint64_t)((sa * sb) >> w); break;
        case L_PMULHU: v = (ua * ub) >> w; break;
        case L_PMULHRS: v = (uint64_t)((((sa * sb) >> 14) + 1) >> 1); break;
        case L_PAVG: v = (ua + ub + 1) >> 1; break;
        case L_SSHL: case L_USHL: {
            /* the shift is the signed low byte of b: left if positive,
             * right (rounding toward -inf) if negative */
            int64_t s = it_sext(ub & 0xff, 8);
            if (s >= 0)
                v = s >= (int64_t)w ? 0 : ua << s;
            else if (t->k == L_SSHL)
                v = (uint64_t)(sa >> (-s >= (int64_t)w ? w - 1 : (unsigned)-s));
            else
                v = -s >= (int64_t)w ? 0 : ua >> -s;
            break;
        }
        }
        cell_set(r, v & it_mask(w));
    }
}

/* PMADDWD (k 0): i16 pairs multiplied and added into i32 (wrapping);
 * PMADDUBSW (k 1): unsigned times signed i8 pairs added with signed
 * saturation into i16; PMULDQ/PMULUDQ (k 2/3): the even i32 lanes
 * multiplied into i64. */
static void
x_pairs(T *t)
{
    IrType *rt = RT(t), *at = AT(t, 0);
    unsigned w = tbits(rt), iw = tbits(at);
    for (uint32_t i = 0; i < nl(rt); i++) {
        const Cell *a0 = A(t, 0, 2 * i), *a1 = A(t, 0, 2 * i + 1), *b0 = A(t, 1, 2 * i), *b1 = A(t, 1, 2 * i + 1);
        Cell *r = R(t, i);
        uint64_t v;
        if (t->k >= 2) {
            if (TAINT(r, w, a0, b0))
                continue;
            if (t->k == 2)
                v = (uint64_t)(it_sext(a0->v, iw) * it_sext(b0->v, iw));
            else
                v = (a0->v & it_mask(iw)) * (b0->v & it_mask(iw));
        } else {
            if (TAINT(r, w, a0, a1, b0, b1))
                continue;
            if (t->k == 0)
                v = (uint64_t)(it_sext(a0->v, iw) * it_sext(b0->v, iw) + it_sext(a1->v, iw) * it_sext(b1->v, iw));
            else
                v = sat_s((int64_t)(a0->v & 0xff) * it_sext(b0->v, 8) + (int64_t)(a1->v & 0xff) * it_sext(b1->v, 8), w);
        }
        cell_set(r, v & it_mask(w));
    }
}

/* PCLMULQDQ: the carry-less product of one i64 of each operand (imm bit 0,
 * bit 4), per 128-bit lane. */
static void
clmul64(uint64_t a, uint64_t b, uint64_t *lo, uint64_t *hi)
{
    uint64_t l = 0, h = 0;
    for (int i = 0; i < 64; i++)
        if (b >> i & 1) {
            l ^= a << i;
            if (i)
                h ^= a >> (64 - i);
        }
    *lo = l;
    *hi = h;
}

static void
x_pclmul(T *t)
{
    int64_t im = imm(t, 2);
    if (im < 0) {
        all_poison(t);
        return;
    }
    for (uint32_t L = 0; L < nl(RT(t)) / 2; L++) {
        const Cell *a = A(t, 0, 2 * L + (im & 1)), *b = A(t, 1, 2 * L + (im >> 4 & 1));
        Cell *r0 = R(t, 2 * L), *r1 = R(t, 2 * L + 1);
        if (TAINT(r0, 64, a, b)) {
            *r1 = *r0;
            continue;
        }
        uint64_t lo, hi;
        clmul64(a->v, b->v, &lo, &hi);
        cell_set(r0, lo);
        cell_set(r1, hi);
    }
}

/* ============================================================ x86: shuffles */

/* Copy the lane an index selects: a poison index or one with undef bits
 * gives poison (LLVM: a poison shuffle index), a fixed-unknown one an
 * unknown lane. */
int
bad_index(const Cell *ix, uint64_t used, Cell *r, unsigned w)
{
    if (ix->poison || (ix->u & used && !ix->fixed)) {
        c_poison(r);
        return 1;
    }
    if (ix->u & used) {
        c_unknown(r, w, 1);
        return 1;
    }
    return 0;
}

/* PSHUFB: byte i of each 128-bit lane is the lane's byte (idx & 15), or 0
 * when bit 7 of idx is set. */
static void
x_pshufb(T *t)
{
    for (uint32_t i = 0; i < nl(RT(t)); i++) {
        const Cell *ix = A(t, 1, i);
        Cell *r = R(t, i);
        if (!ix->poison && !(ix->u & 0x80) && (ix->v & 0x80)) {
            cell_set(r, 0);
            continue;
        }
        if (bad_index(ix, 0x8f, r, 8))
            continue;
        *r = *A(t, 0, (i & ~15u) | (uint32_t)(ix->v & 15));
    }
}

/* VPERMD/VPERMPS/VPERMB/W/Q/PD (permvar; k 0: data, index) and VPERMI2*
 * (k 1: a, index, b: the index's next bit picks b). */
static void
x_permvar(T *t)
{
    uint32_t n = nl(RT(t));
    unsigned w = tbits(RT(t));
    for (uint32_t i = 0; i < n; i++) {
        const Cell *ix = A(t, 1, i);
        Cell *r = R(t, i);
        uint64_t used = t->k ? 2 * n - 1 : n - 1;
        if (bad_index(ix, used, r, w))
            continue;
        uint32_t j = (uint32_t)(ix->v & (n - 1));
        *r = *A(t, t->k && (ix->v & n) ? 2 : 0, j);
    }
}

/* VPERMILPS (k 0): the index's bits 1:0 pick within the 128-bit lane;
 * VPERMILPD (k 1): its bit 1. */
static void
x_vpermilvar(T *t)
{
    uint32_t n = nl(RT(t)), per = t->k ? 2 : 4;
    unsigned w = tbits(RT(t));
    for (uint32_t i = 0; i < n; i++) {
        const Cell *ix = A(t, 1, i);
        Cell *r = R(t, i);
        uint64_t used = t->k ? 2 : 3;
        if (bad_index(ix, used, r, w))
            continue;
        uint32_t j = (uint32_t)(t->k ? ix->v >> 1 & 1 : ix->v & 3);
        *r = *A(t, 0, (i & ~(per - 1)) | j);
    }
}

/* PBLENDVB/BLENDVPS/PD: the lane of b where the mask lane's sign bit is
 * set, else of a (LLVM: a select on `icmp slt mask, 0`). */
static void
x_blendv(T *t)
{
    IrType *rt = RT(t);
    unsigned w = tbits(rt);
    for (uint32_t i = 0; i < nl(rt); i++) {
        const Cell *m = A(t, 2, i);
        Cell cond;
        cell_set(&cond, m->v >> (w - 1) & 1);
        cond.u = m->u >> (w - 1) & 1;
        cond.fixed = m->fixed;
        cond.poison = m->poison;
        sem_select_leaf(t->ip, ety(rt), &cond, A(t, 1, i), A(t, 0, i), R(t, i));
    }
}

/* INSERTPS: lane (imm 7:6) of b into lane (imm 5:4) of a, then zero the
 * lanes of imm 3:0. */
static void
x_insertps(T *t)
{
    int64_t im = imm(t, 2);
    if (im < 0) {
        all_poison(t);
        return;
    }
    for (uint32_t i = 0; i < 4; i++) {
        Cell *r = R(t, i);
        if (im >> i & 1)
            cell_set(r, 0);
        else if (i == (uint32_t)(im >> 4 & 3))
            *r = *A(t, 1, (uint32_t)(im >> 6 & 3));
        else
            *r = *A(t, 0, i);
    }
}

/* SSE4a EXTRQ/EXTRQI (k 0/1), INSERTQ/INSERTQI (k 2/3): a bit field of the
 * low i64; the field's length (0 meaning 64) and index are 6 bits, from
 * immediates or from a second operand.  The upper i64 of the result is
 * undefined (poison), all of it when the field passes bit 63.  Exact bit
 * by bit. */
static void
x_sse4a(T *t)
{
    Cell *r0 = R(t, 0), *r1 = R(t, 1);
    const Cell *x = A(t, 0, 0), *y = t->k >= 2 ? A(t, 1, 0) : NULL;
    const Cell *c0 = NULL, *c1 = NULL; /* the cells holding length and index */
    uint64_t u0 = 0, u1 = 0, len, idx;
    c_poison(r1);
    if (t->k == 1 || t->k == 3) {
        int64_t l = imm(t, t->k == 1 ? 1 : 2), i = imm(t, t->k == 1 ? 2 : 3);
        if (l < 0 || i < 0) {
            c_poison(r0);
            return;
        }
        len = (uint64_t)l & 63;
        idx = (uint64_t)i & 63;
    } else {
        if (t->k == 0) {
            c0 = A(t, 1, 0);
            c1 = A(t, 1, 1);
            u0 = c0->u & 63;
            u1 = c1->u & 63;
            len = c0->v & 63;
            idx = c1->v & 63;
        } else {
            c0 = c1 = A(t, 1, 1);
            u0 = c0->u & 0x3f3f;
            len = c0->v & 63;
            idx = c0->v >> 8 & 63;
        }
        if (c0->poison || c1->poison) {
            c_poison(r0);
            return;
        }
    }
    if (x->poison || (y && y->poison)) {
        c_poison(r0);
        return;
    }
    if (u0 | u1) {
        c_unknown(r0, 64, 0);
        return;
    }
    if (!len)
        len = 64;
    if (len + idx > 64) {
        c_poison(r0);
        return;
    }
    uint64_t m = it_mask((unsigned)len), v, u;
    int fixed;
    if (t->k < 2) {
        v = x->v >> idx & m;
        u = x->u >> idx & m;
        fixed = x->fixed;
    } else {
        v = (x->v & ~(m << idx)) | (y->v & m) << idx;
        u = (x->u & ~(m << idx)) | (y->u & m) << idx;
        fixed = (!(x->u & ~(m << idx)) || x->fixed) && (!(y->u & m) || y->fixed);
    }
    cell_set(r0, v & ~u);
    r0->u = u;
    r0->fixed = (uint16_t)(u && fixed);
}

/* ============================================================ x86: fp */

static const uint8_t cmp_pred[16] = {
    IR_FCMP_OEQ, IR_FCMP_OLT, IR_FCMP_OLE, IR_FCMP_UNO, IR_FCMP_UNE, IR_FCMP_UGE, IR_FCMP_UGT, IR_FCMP_ORD,
    IR_FCMP_UEQ, IR_FCMP_ULT, IR_FCMP_ULE, IR_FCMP_FALSE, IR_FCMP_ONE, IR_FCMP_OGE, IR_FCMP_OGT, IR_FCMP_TRUE,
};

/* A rounding-control operand of the AVX-512 forms: 4 is the current
 * direction (to nearest), 8..11 the static modes; -1 for others. */
static int
round_arg(T *t, uint32_t k)
{
    int64_t r = imm(t, k);
    static const int8_t modes[4] = {FP_RNE, FP_RDN, FP_RUP, FP_RTZ};
    if (r == 4)
        return FP_RNE;
    if (r >= 8 && r <= 11)
        return modes[r - 8];
    return -1;
}

/* One fp binary operation (IR_OP_F*) rounded with mode rm. */
static void
fp_binop_rm(T *t, unsigned op, int rm, IrType *et, const Cell *a, const Cell *b, Cell *r)
{
    if (rm == FP_RNE) {
        sem_fp_binop(t->ip, op, 0, et, a, b, r);
        return;
    }
    if (TAINT(r, tbits(et), a, b))
        return;
    FpFmt f = ir_type_fp_fmt(et);
    FpBits x = {{a->v, 0}}, y = {{b->v, 0}}, z;
    unsigned fl = 0;
    switch (op) {
    case IR_OP_FADD: z = fp_add(f, x, y, (FpRound)rm, &fl); break;
    case IR_OP_FSUB: z = fp_sub(f, x, y, (FpRound)rm, &fl); break;
    case IR_OP_FMUL: z = fp_mul(f, x, y, (FpRound)rm, &fl); break;
    default: z = fp_div(f, x, y, (FpRound)rm, &fl); break;
    }
    sem_fp_result_in(t->ip, 0, et, z, r, fp_is_snan(f, x) || fp_is_snan(f, y));
}

/* MINSS/MAXSS...: `a < b ? a : b` (`a > b`), so b when either is NaN or both
 * are zeros: a select on an ordered compare. */
static void
fp_minmax(T *t, int max, IrType *et, const Cell *a, const Cell *b, Cell *r)
{
    Cell c;
    sem_fcmp(t->ip, max ? IR_FCMP_OGT : IR_FCMP_OLT, 0, et, a, b, &c);
    sem_select_leaf(t->ip, et, &c, a, b, r);
}

/* Scalar and packed fp arithmetic.  k: op (0 add, 1 sub, 2 mul, 3 div,
 * 4 min, 5 max, 6 sqrt, 7 addsub) + 8 * form: 0 packed, 1 scalar (lane 0,
 * the rest from a), 2 packed with a rounding operand (avx512 .512),
 * 3 masked scalar with rounding (a, b, src, mask, rounding). */
static void
x_fparith(T *t)
{
    static const unsigned ops[4] = {IR_OP_FADD, IR_OP_FSUB, IR_OP_FMUL, IR_OP_FDIV};
    int op = t->k % 8, form = t->k / 8;
    IrType *rt = RT(t), *et = ety(rt);
    uint32_t n = nl(rt), nargs = t->cx->nargs;
    int rm = FP_RNE;
    if (form == 2 || form == 3) {
        rm = round_arg(t, nargs - 1);
        if (rm < 0)
            interp_unsupported(t->ip, "%s with rounding operand %lld", t->cx->name, (long long)imm(t, nargs - 1));
    }
    const Cell *bb = op == 6 && form == 1 ? A(t, 0, 0) : NULL;
    for (uint32_t i = 0; i < n; i++) {
        Cell *r = R(t, i);
        if ((form == 1 || form == 3) && i) {
            *r = *A(t, 0, i);
            continue;
        }
        const Cell *a = A(t, 0, i), *b = op == 6 ? bb : A(t, 1, i);
        Cell z;
        if (op < 4)
            fp_binop_rm(t, ops[op], rm, et, a, b, &z);
        else if (op == 7)
            sem_fp_binop(t->ip, i & 1 ? IR_OP_FADD : IR_OP_FSUB, 0, et, a, b, &z);
        else if (op == 6) {
            if (!TAINT(&z, tbits(et), a)) {
                unsigned fl = 0;
                FpBits x = {{a->v, 0}};
                FpFmt f = ir_type_fp_fmt(et);
                sem_fp_result_in(t->ip, 0, et, fp_sqrt(f, x, FP_RNE, &fl), &z, fp_is_snan(f, x));
            }
        } else
            fp_minmax(t, op == 5, et, a, b, &z);
        if (form == 3) {
            const Cell *m = A(t, 3, 0);
            Cell c;
            cell_set(&c, m->v & 1);
            c.u = m->u & 1;
            c.poison = m->poison;
            c.fixed = m->fixed;
            sem_select_leaf(t->ip, et, &c, &z, A(t, 2, 0), r);
        } else
            *r = z;
    }
}

/* CMPPS/CMPSS (k: 0 packed, 1 scalar): the 32 predicates of the immediate
 * (bit 4 only says whether a QNaN signals); a true lane is all ones. */
static void
x_fcmp(T *t)
{
    IrType *rt = RT(t), *et = ety(rt);
    unsigned w = tbits(rt);
    int64_t im = imm(t, 2);
    if (im < 0) {
        all_poison(t);
        return;
    }
    for (uint32_t i = 0; i < nl(rt); i++) {
        Cell *r = R(t, i);
        if (t->k && i) {
            *r = *A(t, 0, i);
            continue;
        }
        Cell c;
        sem_fcmp(t->ip, cmp_pred[im & 15], 0, et, A(t, 0, i), A(t, 1, i), &c);
        *r = c;
        r->v = c.v & 1 ? it_mask(w) : 0;
        r->u = c.u & 1 ? it_mask(w) : 0;
    }
}

/* COMISS/UCOMISS (k: the IR predicate) -> i32 0/1; VCOMISS/SD (k < 0): the
 * predicate is operand 2; AVX-512 mask.cmp.ss/sd (k == 100): (a, b, pred,
 * mask, rounding) -> i8, bit 0 of the mask ands the result. */
static void
x_comi(T *t)
{
    IrType *et = ety(AT(t, 0));
    unsigned pred = (unsigned)t->k;
    Cell *r = R(t, 0);
    if (t->k < 0 || t->k == 100) {
        int64_t im = imm(t, 2);
        if (im < 0) {
            c_poison(r);
            return;
        }
        pred = cmp_pred[im & 15];
    }
    Cell c;
    sem_fcmp(t->ip, pred, 0, et, A(t, 0, 0), A(t, 1, 0), &c);
    if (t->k == 100 && !c.poison) {
        const Cell *m = A(t, 3, 0);
        if (m->poison) {
            c_poison(r);
            return;
        }
        if (!(m->u & 1) && !(m->v & 1)) {
            cell_set(r, 0);
            return;
        }
        c.u |= m->u & 1;
    }
    *r = c;
    r->v &= 1;
    r->u &= 1;
}

/* CVTSS2SI, CVTTSD2SI...: lane 0 to a signed (k & 1: unsigned) integer of
 * the result's width, truncating (k & 2) or with the rounding operand (k &
 * 4: operand 1) or to nearest; out of range and NaN give the "integer
 * indefinite" value: the sign bit alone, or all ones (unsigned). */
static void
x_cvt2int(T *t)
{
    IrType *et = ety(AT(t, 0));
    unsigned w = tbits(RT(t));
    int uns = t->k & 1;
    int rm = t->k & 2 ? FP_RTZ : FP_RNE;
    if (t->k & 4) {
        int a = round_arg(t, 1);
        if (a < 0)
            interp_unsupported(t->ip, "%s with rounding operand %lld", t->cx->name, (long long)imm(t, 1));
        if (!(t->k & 2))
            rm = a;
    }
    const Cell *a = A(t, 0, 0);
    Cell *r = R(t, 0);
    if (TAINT(r, w, a))
        return;
    FpBits x = {{a->v, 0}};
    uint64_t v[2] = {0, 0};
    unsigned fl = 0;
    if (fp_to_int(v, w, !uns, ir_type_fp_fmt(et), x, (FpRound)rm, &fl))
        v[0] = uns ? it_mask(w) : 1ull << (w - 1);
    cell_set(r, v[0] & it_mask(w));
}

/* ROUNDPS/PD/SS/SD (k: 0 packed, 1 scalar (a, b, imm)): imm bit 2 selects
 * the current mode (to nearest), else bits 1:0: nearest, down, up, zero. */
static void
x_round(T *t)
{
    IrType *rt = RT(t), *et = ety(rt);
    uint32_t ka = t->k ? 1 : 0;
    int64_t im = imm(t, ka + 1);
    if (im < 0) {
        all_poison(t);
        return;
    }
    static const int8_t modes[4] = {FP_RNE, FP_RDN, FP_RUP, FP_RTZ};
    FpRound rm = im & 4 ? FP_RNE : (FpRound)modes[im & 3];
    for (uint32_t i = 0; i < nl(rt); i++) {
        Cell *r = R(t, i);
        if (t->k && i) {
            *r = *A(t, 0, i);
            continue;
        }
        const Cell *a = A(t, ka, i);
        if (TAINT(r, tbits(et), a))
            continue;
        FpBits x = {{a->v, 0}};
        unsigned fl = 0;
        FpFmt f = ir_type_fp_fmt(et);
        sem_fp_result_in(t->ip, 0, et, fp_round_int(f, x, rm, &fl), r, fp_is_snan(f, x));
    }
}

/* RCPSS/RSQRTSS (k 0/1): an approximation of 1/x, 1/sqrt(x) in lane 0
 * (relative error at most 1.5 * 2^-12; which value is the CPU's), the
 * rest from a: in TRACK one value not known, else the exact quotient
 * rounded, one of the values allowed.  VFRCZSS/SD (k 2): the fraction
 * x - trunc(x) in lane 0, the other lanes zeroed (AMD APM). */
static void
x_approx(T *t)
{
    IrType *rt = RT(t), *et = ety(rt);
    FpFmt f = ir_type_fp_fmt(et);
    unsigned w = tbits(rt);
    for (uint32_t i = 1; i < nl(rt); i++) {
        if (t->k == 2)
            cell_set(R(t, i), 0);
        else
            *R(t, i) = *A(t, 0, i);
    }
    const Cell *a = A(t, 0, 0);
    Cell *r = R(t, 0);
    if (TAINT(r, w, a))
        return;
    unsigned fl = 0;
    FpBits x = {{a->v, 0}}, one = fp_from_double(f, 1.0, FP_RNE, &fl), z;
    if (t->k == 2) {
        if (!fp_is_finite(f, x)) {
            c_unknown(r, w, 1);
            return;
        }
        z = fp_sub(f, x, fp_round_int(f, x, FP_RTZ, &fl), FP_RNE, &fl);
        sem_fp_result_in(t->ip, 0, et, z, r, fp_is_snan(f, x));
        return;
    }
    if (t->ip->o.undef == INTERP_UNDEF_TRACK && !fp_is_nan(f, x) && !fp_is_inf(f, x) && !fp_is_zero(f, x)) {
        c_unknown(r, w, 1);
        return;
    }
    z = t->k ? fp_div(f, one, fp_sqrt(f, x, FP_RNE, &fl), FP_RNE, &fl) : fp_div(f, one, x, FP_RNE, &fl);
    sem_fp_result_in(t->ip, 0, et, z, r, fp_is_snan(f, x));
}

/* VCVTPH2PS: the low lanes of the i16 vector as halves, widened (an
 * fpext, as LLVM folds it). */
static void
x_cvtph2ps(T *t)
{
    IrType *rt = RT(t);
    for (uint32_t i = 0; i < nl(rt); i++) {
        const Cell *a = A(t, 0, i);
        Cell *r = R(t, i);
        if (TAINT(r, 32, a))
            continue;
        unsigned fl = 0;
        FpBits x = {{a->v & 0xffff, 0}};
        sem_fp_result_in(t->ip, 0, ety(rt), fp_convert(ir_type_fp_fmt(ety(rt)), FP_HALF, x, FP_RNE, &fl), r,
                         fp_is_snan(FP_HALF, x));
    }
}

/* ============================================================ x86: scalar */

/* BEXTR (k 0): bits [start, start + len) of x (ctl 7:0 start, 15:8 len);
 * BZHI (k 1): x with the bits from index (7:0) up cleared; PDEP (2),
 * PEXT (3). */
static void
x_bmi(T *t)
{
    unsigned w = tbits(RT(t));
    const Cell *a = A(t, 0, 0), *b = A(t, 1, 0);
    Cell *r = R(t, 0);
    if (TAINT(r, w, a, b))
        return;
    uint64_t x = a->v & it_mask(w), y = b->v & it_mask(w), v = 0;
    switch (t->k) {
    case 0: {
        uint64_t s = y & 0xff, l = y >> 8 & 0xff;
        v = s >= w ? 0 : (x >> s) & it_mask(l > 64 ? 64 : (unsigned)l);
        break;
    }
    case 1: {
        uint64_t n = y & 0xff;
        v = n >= w ? x : x & it_mask((unsigned)n);
        break;
    }
    case 2:
        for (uint64_t m = y, k = 0; m; m &= m - 1, k++)
            if (x >> k & 1)
                v |= m & -m;
        break;
    default:
        for (uint64_t m = y, k = 0; m; m &= m - 1, k++)
            if (x & m & -m)
                v |= 1ull << k;
        break;
    }
    cell_set(r, v & it_mask(w));
}

/* ADC/SBB (k 0/1): (carry in: i8, nonzero is 1; a; b) -> {carry out: i8,
 * the sum/difference}. */
static void
x_addcarry(T *t)
{
    unsigned w = tbits(AT(t, 1));
    const Cell *c = A(t, 0, 0), *a = A(t, 1, 0), *b = A(t, 2, 0);
    Cell *r0 = R(t, 0), *r1 = R(t, 1);
    if (TAINT(r0, 8, c, a, b)) {
        TAINT(r1, w, c, a, b);
        return;
    }
    uint64_t ci = (c->v & 0xff) != 0, x = a->v & it_mask(w), y = b->v & it_mask(w), s, co;
    if (t->k == 0) {
        s = (x + y + ci) & it_mask(w);
        co = w == 64 ? (s < x || (ci && s == x)) : (x + y + ci) >> w;
    } else {
        s = (x - y - ci) & it_mask(w);
        co = y > x || (ci && y == x);
    }
    cell_set(r0, co);
    cell_set(r1, s);
}

/* CRC32 (SSE4.2: CRC-32C, reflected polynomial 0x82f63b78) and AArch64's
 * crc32 (k & 1 == 0: polynomial 0xedb88320) / crc32c (k & 1): the crc in
 * operand 0, the data (its bits, lowest first) in operand 1: its low k >> 1
 * bits (AArch64's crc32b/h take an i32), else all of it. */
static void
crc32(T *t)
{
    unsigned dw = t->k >> 1 ? (unsigned)t->k >> 1 : tbits(AT(t, 1)), w = tbits(RT(t));
    const Cell *c = A(t, 0, 0), *d = A(t, 1, 0);
    Cell *r = R(t, 0);
    if (TAINT(r, w, c, d))
        return;
    uint64_t poly = t->k & 1 ? 0x82f63b78u : 0xedb88320u, crc = c->v & 0xffffffffu, x = d->v & it_mask(dw);
    for (unsigned i = 0; i < dw; i++) {
        crc ^= x >> i & 1;
        crc = crc & 1 ? (crc >> 1) ^ poly : crc >> 1;
    }
    cell_set(r, crc);
}

/* XOP VPCOM (k: IR icmp predicate; + 100 false, + 200 true): all ones where
 * it holds. */
static void
x_vpcom(T *t)
{
    IrType *rt = RT(t);
    unsigned w = tbits(rt);
    for (uint32_t i = 0; i < nl(rt); i++) {
        const Cell *a = A(t, 0, i), *b = A(t, 1, i);
        Cell *r = R(t, i);
        if (TAINT(r, w, a, b))
            continue;
        int h = t->k >= 200 ? 1 : t->k >= 100 ? 0 : it_icmp_holds((unsigned)t->k, a->v & it_mask(w), b->v & it_mask(w), w);
        cell_set(r, h ? it_mask(w) : 0);
    }
}

/* VMASKMOV / VPMASKMOV loads (k 0) and stores (k 1), MASKMOVDQU (k 2:
 * value, mask, pointer; byte lanes): only the lanes whose mask sign bit is
 * set are accessed; the others read as 0. */
static void
x_maskmem(T *t)
{
    Interp *ip = t->ip;
    uint32_t pk = t->k == 2 ? 2 : 0, mk = 1, vk = t->k == 1 ? 2 : 0;
    IrType *vt = t->k == 0 ? RT(t) : AT(t, vk), *et = ety(vt);
    unsigned w = tbits(AT(t, mk));
    uint64_t es = tbits(vt) / 8;
    const Cell *p = A(t, pk, 0);
    for (uint32_t i = 0; i < nl(vt); i++) {
        const Cell *m = A(t, mk, i);
        if (m->poison || (m->u >> (w - 1) & 1))
            interp_ub(ip, UB_ADDR_UNDEF, "the mask of %s is %s in lane %u", t->cx->name,
                      m->poison ? "poison" : "undef", i);
        int on = m->v >> (w - 1) & 1;
        if (on && (p->poison || p->u))
            interp_ub(ip, UB_ADDR_UNDEF, "the pointer of %s is %s", t->cx->name, p->poison ? "poison" : "undef");
        Cell q = *p;
        q.v += i * es;
        if (t->k == 0) {
            if (on)
                mem_load(ip, &q, et, 1, R(t, i));
            else
                cell_set(R(t, i), 0);
        } else if (on)
            mem_store(ip, &q, et, 1, A(t, vk, i));
    }
}

/* ============================================================ the table */

enum { SH_LL, SH_RL, SH_RA };
#define SHI(k) (3 + (k))
#define SHV(k) (6 + (k))
#define PK(f, op) ((f) * 8 + (op))

static const struct TEntry {
    const char *name;   /* ending in '.': any overload suffix follows */
    TFn *fn;
    int k;
} tab[] = {
    {"llvm.x86.avx512.pternlog.d.128", x_pternlog, 0}, {"llvm.x86.avx512.pternlog.d.256", x_pternlog, 0},
    {"llvm.x86.avx512.pternlog.d.512", x_pternlog, 0}, {"llvm.x86.avx512.pternlog.q.128", x_pternlog, 0},
    {"llvm.x86.avx512.pternlog.q.256", x_pternlog, 0}, {"llvm.x86.avx512.pternlog.q.512", x_pternlog, 0},
    {"llvm.x86.ssse3.pshuf.b.128", x_pshufb, 0}, {"llvm.x86.avx2.pshuf.b", x_pshufb, 0},
    {"llvm.x86.avx512.pshuf.b.512", x_pshufb, 0},
    {"llvm.x86.avx2.permd", x_permvar, 0}, {"llvm.x86.avx2.permps", x_permvar, 0},
    {"llvm.x86.avx512.permvar.", x_permvar, 0}, {"llvm.x86.avx512.vpermi2var.", x_permvar, 1},
    {"llvm.x86.avx.vpermilvar.ps", x_vpermilvar, 0}, {"llvm.x86.avx.vpermilvar.ps.256", x_vpermilvar, 0},
    {"llvm.x86.avx512.vpermilvar.ps.512", x_vpermilvar, 0}, {"llvm.x86.avx.vpermilvar.pd", x_vpermilvar, 1},
    {"llvm.x86.avx.vpermilvar.pd.256", x_vpermilvar, 1}, {"llvm.x86.avx512.vpermilvar.pd.512", x_vpermilvar, 1},
    {"llvm.x86.sse41.pblendvb", x_blendv, 0}, {"llvm.x86.sse41.blendvps", x_blendv, 0},
    {"llvm.x86.sse41.blendvpd", x_blendv, 0}, {"llvm.x86.avx.blendv.ps.256", x_blendv, 0},
    {"llvm.x86.avx.blendv.pd.256", x_blendv, 0}, {"llvm.x86.avx2.pblendvb", x_blendv, 0},
    {"llvm.x86.sse41.insertps", x_insertps, 0},
    {"llvm.x86.sse4a.extrq", x_sse4a, 0}, {"llvm.x86.sse4a.extrqi", x_sse4a, 1},
    {"llvm.x86.sse4a.insertq", x_sse4a, 2}, {"llvm.x86.sse4a.insertqi", x_sse4a, 3},
    {"llvm.x86.sse.movmsk.ps", x_movmsk, 0}, {"llvm.x86.sse2.movmsk.pd", x_movmsk, 0},
    {"llvm.x86.sse2.pmovmskb.128", x_movmsk, 0}, {"llvm.x86.avx2.pmovmskb", x_movmsk, 0},
    {"llvm.x86.avx.movmsk.ps.256", x_movmsk, 0}, {"llvm.x86.avx.movmsk.pd.256", x_movmsk, 0},
    {"llvm.x86.mmx.pmovmskb", x_movmsk, 1}, {"llvm.x86.mmx.emms", t_nop, 0},
    {"llvm.x86.sse41.ptestz", x_ptest, 0}, {"llvm.x86.sse41.ptestc", x_ptest, 1},
    {"llvm.x86.sse41.ptestnzc", x_ptest, 2}, {"llvm.x86.avx.ptestz.256", x_ptest, 0},
    {"llvm.x86.avx.ptestc.256", x_ptest, 1}, {"llvm.x86.avx.ptestnzc.256", x_ptest, 2},
    {"llvm.x86.avx.vtestz.ps", x_ptest, 3}, {"llvm.x86.avx.vtestc.ps", x_ptest, 4},
    {"llvm.x86.avx.vtestnzc.ps", x_ptest, 5}, {"llvm.x86.avx.vtestz.pd", x_ptest, 3},
    {"llvm.x86.avx.vtestc.pd", x_ptest, 4}, {"llvm.x86.avx.vtestnzc.pd", x_ptest, 5},
    {"llvm.x86.avx.vtestz.ps.256", x_ptest, 3}, {"llvm.x86.avx.vtestc.ps.256", x_ptest, 4},
    {"llvm.x86.avx.vtestnzc.ps.256", x_ptest, 5}, {"llvm.x86.avx.vtestz.pd.256", x_ptest, 3},
    {"llvm.x86.avx.vtestc.pd.256", x_ptest, 4}, {"llvm.x86.avx.vtestnzc.pd.256", x_ptest, 5},
    /* pack */
    {"llvm.x86.sse2.packsswb.128", x_pack, 0}, {"llvm.x86.sse2.packssdw.128", x_pack, 0},
    {"llvm.x86.sse2.packuswb.128", x_pack, 1}, {"llvm.x86.sse41.packusdw", x_pack, 1},
    {"llvm.x86.avx2.packsswb", x_pack, 0}, {"llvm.x86.avx2.packssdw", x_pack, 0},
    {"llvm.x86.avx2.packuswb", x_pack, 1}, {"llvm.x86.avx2.packusdw", x_pack, 1},
    {"llvm.x86.avx512.packsswb.512", x_pack, 0}, {"llvm.x86.avx512.packssdw.512", x_pack, 0},
    {"llvm.x86.avx512.packuswb.512", x_pack, 1}, {"llvm.x86.avx512.packusdw.512", x_pack, 1},
    /* multiplies */
    {"llvm.x86.sse2.pmulh.w", x_lanes, L_PMULH}, {"llvm.x86.avx2.pmulh.w", x_lanes, L_PMULH},
    {"llvm.x86.avx512.pmulh.w.512", x_lanes, L_PMULH}, {"llvm.x86.sse2.pmulhu.w", x_lanes, L_PMULHU},
    {"llvm.x86.avx2.pmulhu.w", x_lanes, L_PMULHU}, {"llvm.x86.avx512.pmulhu.w.512", x_lanes, L_PMULHU},
    {"llvm.x86.ssse3.pmul.hr.sw.128", x_lanes, L_PMULHRS}, {"llvm.x86.avx2.pmul.hr.sw", x_lanes, L_PMULHRS},
    {"llvm.x86.avx512.pmul.hr.sw.512", x_lanes, L_PMULHRS},
    {"llvm.x86.sse2.pavg.b", x_lanes, L_PAVG}, {"llvm.x86.sse2.pavg.w", x_lanes, L_PAVG},
    {"llvm.x86.avx2.pavg.b", x_lanes, L_PAVG}, {"llvm.x86.avx2.pavg.w", x_lanes, L_PAVG},
    {"llvm.x86.avx512.pavg.b.512", x_lanes, L_PAVG}, {"llvm.x86.avx512.pavg.w.512", x_lanes, L_PAVG},
    {"llvm.x86.sse2.pmadd.wd", x_pairs, 0}, {"llvm.x86.avx2.pmadd.wd", x_pairs, 0},
    {"llvm.x86.avx512.pmaddw.d.512", x_pairs, 0}, {"llvm.x86.ssse3.pmadd.ub.sw.128", x_pairs, 1},
    {"llvm.x86.avx2.pmadd.ub.sw", x_pairs, 1}, {"llvm.x86.avx512.pmaddubs.w.512", x_pairs, 1},
    {"llvm.x86.sse41.pmuldq", x_pairs, 2}, {"llvm.x86.avx2.pmul.dq", x_pairs, 2},
    {"llvm.x86.avx512.pmul.dq.512", x_pairs, 2}, {"llvm.x86.sse2.pmulu.dq", x_pairs, 3},
    {"llvm.x86.avx2.pmulu.dq", x_pairs, 3}, {"llvm.x86.avx512.pmulu.dq.512", x_pairs, 3},
    {"llvm.x86.pclmulqdq", x_pclmul, 0}, {"llvm.x86.pclmulqdq.256", x_pclmul, 0},
    {"llvm.x86.pclmulqdq.512", x_pclmul, 0},
    /* fp */
    {"llvm.x86.sse.add.ss", x_fparith, PK(1, 0)}, {"llvm.x86.sse.sub.ss", x_fparith, PK(1, 1)},
    {"llvm.x86.sse.mul.ss", x_fparith, PK(1, 2)}, {"llvm.x86.sse.div.ss", x_fparith, PK(1, 3)},
    {"llvm.x86.sse2.add.sd", x_fparith, PK(1, 0)}, {"llvm.x86.sse2.sub.sd", x_fparith, PK(1, 1)},
    {"llvm.x86.sse2.mul.sd", x_fparith, PK(1, 2)}, {"llvm.x86.sse2.div.sd", x_fparith, PK(1, 3)},
    {"llvm.x86.sse.min.ss", x_fparith, PK(1, 4)}, {"llvm.x86.sse.max.ss", x_fparith, PK(1, 5)},
    {"llvm.x86.sse2.min.sd", x_fparith, PK(1, 4)}, {"llvm.x86.sse2.max.sd", x_fparith, PK(1, 5)},
    {"llvm.x86.sse.min.ps", x_fparith, PK(0, 4)}, {"llvm.x86.sse.max.ps", x_fparith, PK(0, 5)},
    {"llvm.x86.sse2.min.pd", x_fparith, PK(0, 4)}, {"llvm.x86.sse2.max.pd", x_fparith, PK(0, 5)},
    {"llvm.x86.avx.min.ps.256", x_fparith, PK(0, 4)}, {"llvm.x86.avx.max.ps.256", x_fparith, PK(0, 5)},
    {"llvm.x86.avx.min.pd.256", x_fparith, PK(0, 4)}, {"llvm.x86.avx.max.pd.256", x_fparith, PK(0, 5)},
    {"llvm.x86.sse.sqrt.ss", x_fparith, PK(1, 6)}, {"llvm.x86.sse2.sqrt.sd", x_fparith, PK(1, 6)},
    {"llvm.x86.sse3.addsub.ps", x_fparith, PK(0, 7)}, {"llvm.x86.sse3.addsub.pd", x_fparith, PK(0, 7)},
    {"llvm.x86.avx.addsub.ps.256", x_fparith, PK(0, 7)}, {"llvm.x86.avx.addsub.pd.256", x_fparith, PK(0, 7)},
    {"llvm.x86.avx512.add.ps.512", x_fparith, PK(2, 0)}, {"llvm.x86.avx512.sub.ps.512", x_fparith, PK(2, 1)},
    {"llvm.x86.avx512.mul.ps.512", x_fparith, PK(2, 2)}, {"llvm.x86.avx512.div.ps.512", x_fparith, PK(2, 3)},
    {"llvm.x86.avx512.add.pd.512", x_fparith, PK(2, 0)}, {"llvm.x86.avx512.sub.pd.512", x_fparith, PK(2, 1)},
    {"llvm.x86.avx512.mul.pd.512", x_fparith, PK(2, 2)}, {"llvm.x86.avx512.div.pd.512", x_fparith, PK(2, 3)},
    {"llvm.x86.avx512.min.ps.512", x_fparith, PK(2, 4)}, {"llvm.x86.avx512.max.ps.512", x_fparith, PK(2, 5)},
    {"llvm.x86.avx512.min.pd.512", x_fparith, PK(2, 4)}, {"llvm.x86.avx512.max.pd.512", x_fparith, PK(2, 5)},
    {"llvm.x86.avx512fp16.min.ph.512", x_fparith, PK(2, 4)},
    {"llvm.x86.avx512fp16.max.ph.512", x_fparith, PK(2, 5)},
    {"llvm.x86.avx512.mask.add.ss.round", x_fparith, PK(3, 0)},
    {"llvm.x86.avx512.mask.sub.ss.round", x_fparith, PK(3, 1)},
    {"llvm.x86.avx512.mask.mul.ss.round", x_fparith, PK(3, 2)},
    {"llvm.x86.avx512.mask.div.ss.round", x_fparith, PK(3, 3)},
    {"llvm.x86.avx512.mask.min.ss.round", x_fparith, PK(3, 4)},
    {"llvm.x86.avx512.mask.max.ss.round", x_fparith, PK(3, 5)},
    {"llvm.x86.avx512.mask.add.sd.round", x_fparith, PK(3, 0)},
    {"llvm.x86.avx512.mask.sub.sd.round", x_fparith, PK(3, 1)},
    {"llvm.x86.avx512.mask.mul.sd.round", x_fparith, PK(3, 2)},
    {"llvm.x86.avx512.mask.div.sd.round", x_fparith, PK(3, 3)},
    {"llvm.x86.avx512.mask.min.sd.round", x_fparith, PK(3, 4)},
    {"llvm.x86.avx512.mask.max.sd.round", x_fparith, PK(3, 5)},
    {"llvm.x86.sse.cmp.ps", x_fcmp, 0}, {"llvm.x86.sse.cmp.ss", x_fcmp, 1},
    {"llvm.x86.sse2.cmp.pd", x_fcmp, 0}, {"llvm.x86.sse2.cmp.sd", x_fcmp, 1},
    {"llvm.x86.avx.cmp.ps.256", x_fcmp, 0}, {"llvm.x86.avx.cmp.pd.256", x_fcmp, 0},
    {"llvm.x86.sse.comieq.ss", x_comi, IR_FCMP_OEQ}, {"llvm.x86.sse.comilt.ss", x_comi, IR_FCMP_OLT},
    {"llvm.x86.sse.comile.ss", x_comi, IR_FCMP_OLE}, {"llvm.x86.sse.comigt.ss", x_comi, IR_FCMP_OGT},
    {"llvm.x86.sse.comige.ss", x_comi, IR_FCMP_OGE}, {"llvm.x86.sse.comineq.ss", x_comi, IR_FCMP_UNE},
    {"llvm.x86.sse.ucomieq.ss", x_comi, IR_FCMP_OEQ}, {"llvm.x86.sse.ucomilt.ss", x_comi, IR_FCMP_OLT},
    {"llvm.x86.sse.ucomile.ss", x_comi, IR_FCMP_OLE}, {"llvm.x86.sse.ucomigt.ss", x_comi, IR_FCMP_OGT},
    {"llvm.x86.sse.ucomige.ss", x_comi, IR_FCMP_OGE}, {"llvm.x86.sse.ucomineq.ss", x_comi, IR_FCMP_UNE},
    {"llvm.x86.sse2.comieq.sd", x_comi, IR_FCMP_OEQ}, {"llvm.x86.sse2.comilt.sd", x_comi, IR_FCMP_OLT},
    {"llvm.x86.sse2.comile.sd", x_comi, IR_FCMP_OLE}, {"llvm.x86.sse2.comigt.sd", x_comi, IR_FCMP_OGT},
    {"llvm.x86.sse2.comige.sd", x_comi, IR_FCMP_OGE}, {"llvm.x86.sse2.comineq.sd", x_comi, IR_FCMP_UNE},
    {"llvm.x86.sse2.ucomieq.sd", x_comi, IR_FCMP_OEQ}, {"llvm.x86.sse2.ucomilt.sd", x_comi, IR_FCMP_OLT},
    {"llvm.x86.sse2.ucomile.sd", x_comi, IR_FCMP_OLE}, {"llvm.x86.sse2.ucomigt.sd", x_comi, IR_FCMP_OGT},
    {"llvm.x86.sse2.ucomige.sd", x_comi, IR_FCMP_OGE}, {"llvm.x86.sse2.ucomineq.sd", x_comi, IR_FCMP_UNE},
    {"llvm.x86.avx512.vcomi.ss", x_comi, -1}, {"llvm.x86.avx512.vcomi.sd", x_comi, -1},
    {"llvm.x86.avx512.mask.cmp.ss", x_comi, 100}, {"llvm.x86.avx512.mask.cmp.sd", x_comi, 100},
    {"llvm.x86.sse.cvtss2si", x_cvt2int, 0}, {"llvm.x86.sse.cvtss2si64", x_cvt2int, 0},
    {"llvm.x86.sse.cvttss2si", x_cvt2int, 2}, {"llvm.x86.sse.cvttss2si64", x_cvt2int, 2},
    {"llvm.x86.sse2.cvtsd2si", x_cvt2int, 0}, {"llvm.x86.sse2.cvtsd2si64", x_cvt2int, 0},
    {"llvm.x86.sse2.cvttsd2si", x_cvt2int, 2}, {"llvm.x86.sse2.cvttsd2si64", x_cvt2int, 2},
    {"llvm.x86.avx512.vcvtss2si32", x_cvt2int, 4}, {"llvm.x86.avx512.vcvtss2si64", x_cvt2int, 4},
    {"llvm.x86.avx512.vcvtss2usi32", x_cvt2int, 5}, {"llvm.x86.avx512.vcvtss2usi64", x_cvt2int, 5},
    {"llvm.x86.avx512.vcvtsd2si32", x_cvt2int, 4}, {"llvm.x86.avx512.vcvtsd2si64", x_cvt2int, 4},
    {"llvm.x86.avx512.vcvtsd2usi32", x_cvt2int, 5}, {"llvm.x86.avx512.vcvtsd2usi64", x_cvt2int, 5},
    {"llvm.x86.avx512.cvttss2si", x_cvt2int, 6}, {"llvm.x86.avx512.cvttss2si64", x_cvt2int, 6},
    {"llvm.x86.avx512.cvttss2usi", x_cvt2int, 7}, {"llvm.x86.avx512.cvttss2usi64", x_cvt2int, 7},
    {"llvm.x86.avx512.cvttsd2si", x_cvt2int, 6}, {"llvm.x86.avx512.cvttsd2si64", x_cvt2int, 6},
    {"llvm.x86.avx512.cvttsd2usi", x_cvt2int, 7}, {"llvm.x86.avx512.cvttsd2usi64", x_cvt2int, 7},
    {"llvm.x86.sse41.round.ps", x_round, 0}, {"llvm.x86.sse41.round.pd", x_round, 0},
    {"llvm.x86.avx.round.ps.256", x_round, 0}, {"llvm.x86.avx.round.pd.256", x_round, 0},
    {"llvm.x86.sse41.round.ss", x_round, 1}, {"llvm.x86.sse41.round.sd", x_round, 1},
    /* scalar */
    {"llvm.x86.bmi.bextr.32", x_bmi, 0}, {"llvm.x86.bmi.bextr.64", x_bmi, 0},
    {"llvm.x86.bmi.bzhi.32", x_bmi, 1}, {"llvm.x86.bmi.bzhi.64", x_bmi, 1},
    {"llvm.x86.bmi.pdep.32", x_bmi, 2}, {"llvm.x86.bmi.pdep.64", x_bmi, 2},
    {"llvm.x86.bmi.pext.32", x_bmi, 3}, {"llvm.x86.bmi.pext.64", x_bmi, 3},
    {"llvm.x86.tbm.bextri.u32", x_bmi, 0}, {"llvm.x86.tbm.bextri.u64", x_bmi, 0},
    {"llvm.x86.sse.rcp.ss", x_approx, 0}, {"llvm.x86.sse.rsqrt.ss", x_approx, 1},
    {"llvm.x86.xop.vfrcz.ss", x_approx, 2}, {"llvm.x86.xop.vfrcz.sd", x_approx, 2},
    {"llvm.x86.vcvtph2ps.128", x_cvtph2ps, 0}, {"llvm.x86.vcvtph2ps.256", x_cvtph2ps, 0},
    {"llvm.x86.addcarry.32", x_addcarry, 0}, {"llvm.x86.addcarry.64", x_addcarry, 0},
    {"llvm.x86.subborrow.32", x_addcarry, 1}, {"llvm.x86.subborrow.64", x_addcarry, 1},
    {"llvm.x86.sse42.crc32.32.8", crc32, 1}, {"llvm.x86.sse42.crc32.32.16", crc32, 1},
    {"llvm.x86.sse42.crc32.32.32", crc32, 1}, {"llvm.x86.sse42.crc32.64.64", crc32, 1},
    /* memory */
    {"llvm.x86.avx.maskload.ps", x_maskmem, 0}, {"llvm.x86.avx.maskload.pd", x_maskmem, 0},
    {"llvm.x86.avx.maskload.ps.256", x_maskmem, 0}, {"llvm.x86.avx.maskload.pd.256", x_maskmem, 0},
    {"llvm.x86.avx2.maskload.d", x_maskmem, 0}, {"llvm.x86.avx2.maskload.q", x_maskmem, 0},
    {"llvm.x86.avx2.maskload.d.256", x_maskmem, 0}, {"llvm.x86.avx2.maskload.q.256", x_maskmem, 0},
    {"llvm.x86.avx.maskstore.ps", x_maskmem, 1}, {"llvm.x86.avx.maskstore.pd", x_maskmem, 1},
    {"llvm.x86.avx.maskstore.ps.256", x_maskmem, 1}, {"llvm.x86.avx.maskstore.pd.256", x_maskmem, 1},
    {"llvm.x86.avx2.maskstore.d", x_maskmem, 1}, {"llvm.x86.avx2.maskstore.q", x_maskmem, 1},
    {"llvm.x86.avx2.maskstore.d.256", x_maskmem, 1}, {"llvm.x86.avx2.maskstore.q.256", x_maskmem, 1},
    {"llvm.x86.sse2.maskmov.dqu", x_maskmem, 2},
    /* AArch64 */
    {"llvm.aarch64.neon.tbl1.", a_tbl, 0}, {"llvm.aarch64.neon.tbl2.", a_tbl, 0},
    {"llvm.aarch64.neon.tbl3.", a_tbl, 0}, {"llvm.aarch64.neon.tbl4.", a_tbl, 0},
    {"llvm.aarch64.neon.tbx1.", a_tbl, 1}, {"llvm.aarch64.neon.tbx2.", a_tbl, 1},
    {"llvm.aarch64.neon.tbx3.", a_tbl, 1}, {"llvm.aarch64.neon.tbx4.", a_tbl, 1},
    {"llvm.arm.neon.vtbl1", a_tbl, 2}, {"llvm.arm.neon.vtbl2", a_tbl, 2}, {"llvm.arm.neon.vtbl3", a_tbl, 2},
    {"llvm.arm.neon.vtbl4", a_tbl, 2}, {"llvm.arm.neon.vtbx1", a_tbl, 3}, {"llvm.arm.neon.vtbx2", a_tbl, 3},
    {"llvm.arm.neon.vtbx3", a_tbl, 3}, {"llvm.arm.neon.vtbx4", a_tbl, 3},
    {"llvm.aarch64.neon.sshl.", x_lanes, L_SSHL}, {"llvm.aarch64.neon.ushl.", x_lanes, L_USHL},
    {"llvm.arm.neon.vshifts.", x_lanes, L_SSHL}, {"llvm.arm.neon.vshiftu.", x_lanes, L_USHL},
    {"llvm.aarch64.neon.smull.", a_mull, 0}, {"llvm.aarch64.neon.umull.", a_mull, 1},
    {"llvm.arm.neon.vmulls.", a_mull, 0}, {"llvm.arm.neon.vmullu.", a_mull, 1},
    {"llvm.aarch64.neon.fminnm.", a_fminmaxnm, 0}, {"llvm.aarch64.neon.fmaxnm.", a_fminmaxnm, 1},
    {"llvm.aarch64.neon.sqxtn.", a_narrow, 0}, {"llvm.aarch64.neon.uqxtn.", a_narrow, 1},
    {"llvm.aarch64.neon.sqxtun.", a_narrow, 2}, {"llvm.aarch64.neon.sqshrn.", a_narrow, 3},
    {"llvm.aarch64.neon.uqshrn.", a_narrow, 4}, {"llvm.aarch64.neon.sqshrun.", a_narrow, 5},
    {"llvm.aarch64.neon.sqrshrn.", a_narrow, 6}, {"llvm.aarch64.neon.uqrshrn.", a_narrow, 7},
    {"llvm.aarch64.neon.sqrshrun.", a_narrow, 8}, {"llvm.aarch64.neon.rshrn.", a_narrow, 9},
    {"llvm.aarch64.neon.fcvtxn.", a_fcvtxn, 0},
    {"llvm.aarch64.crypto.aese", a_aes, 0}, {"llvm.aarch64.crypto.aesd", a_aes, 1},
    {"llvm.aarch64.crypto.aesmc", a_aes, 2}, {"llvm.aarch64.crypto.aesimc", a_aes, 3},
    {"llvm.arm.neon.aese", a_aes, 0}, {"llvm.arm.neon.aesd", a_aes, 1},
    {"llvm.arm.neon.aesmc", a_aes, 2}, {"llvm.arm.neon.aesimc", a_aes, 3},
    {"llvm.aarch64.crc32b", crc32, 8 << 1}, {"llvm.aarch64.crc32h", crc32, 16 << 1},
    {"llvm.aarch64.crc32w", crc32, 0}, {"llvm.aarch64.crc32x", crc32, 0},
    {"llvm.aarch64.crc32cb", crc32, 8 << 1 | 1}, {"llvm.aarch64.crc32ch", crc32, 16 << 1 | 1},
    {"llvm.aarch64.crc32cw", crc32, 1}, {"llvm.aarch64.crc32cx", crc32, 1},
    {"llvm.aarch64.dmb", t_nop, 0}, {"llvm.aarch64.dsb", t_nop, 0}, {"llvm.aarch64.isb", t_nop, 0},
    {"llvm.aarch64.hint", t_nop, 0},
    {"llvm.arm.mve.vshrn.predicated.", arm_narrow, 4}, {"llvm.arm.mve.vshrn.", arm_narrow, 0},
    {"llvm.arm.mve.vqmovn.predicated.", arm_narrow, 5}, {"llvm.arm.mve.vqmovn.", arm_narrow, 1},
    {"llvm.arm.mve.vmovn.predicated.", arm_narrow, 6},
    {"llvm.arm.mve.vcvt.narrow.predicated", arm_narrow, 7}, {"llvm.arm.mve.vcvt.narrow", arm_narrow, 3},
    {"llvm.arm.mve.vmldava.", arm_vmldava, 0},
    {"llvm.arm.mve.vctp8", arm_vctp, 0}, {"llvm.arm.mve.vctp16", arm_vctp, 0},
    {"llvm.arm.mve.vctp32", arm_vctp, 0}, {"llvm.arm.mve.vctp64", arm_vctp, 0},
    {"llvm.arm.neon.vld1.", arm_vldst, 0}, {"llvm.arm.neon.vld2.", arm_vldst, 0},
    {"llvm.arm.neon.vld3.", arm_vldst, 0}, {"llvm.arm.neon.vld4.", arm_vldst, 0},
    {"llvm.arm.neon.vst1.", arm_vldst, 1}, {"llvm.arm.neon.vst2.", arm_vldst, 1},
    {"llvm.arm.neon.vst3.", arm_vldst, 1}, {"llvm.arm.neon.vst4.", arm_vldst, 1},
    {"llvm.arm.neon.vld1x2.", arm_vldst, 2}, {"llvm.arm.neon.vld1x3.", arm_vldst, 2},
    {"llvm.riscv.vsetvli.", rv_vsetvl, 0}, {"llvm.riscv.vsetvli", rv_vsetvl, 0},
    {"llvm.riscv.vsetvlimax.", rv_vsetvl, 1}, {"llvm.riscv.vsetvlimax", rv_vsetvl, 1},
    {"llvm.arm.neon.vld1x4.", arm_vldst, 2}, {"llvm.arm.neon.vst1x2.", arm_vldst, 3},
    {"llvm.arm.neon.vst1x3.", arm_vldst, 3}, {"llvm.arm.neon.vst1x4.", arm_vldst, 3},
};

/* XOP vpcom<pred>[u]<b|w|d|q>: the predicate from the name. */
static int
vpcom_kind(const char *s)
{
    static const struct { const char *p; int s, u; } preds[] = {
        {"lt", IR_ICMP_SLT, IR_ICMP_ULT}, {"le", IR_ICMP_SLE, IR_ICMP_ULE}, {"gt", IR_ICMP_SGT, IR_ICMP_UGT},
        {"ge", IR_ICMP_SGE, IR_ICMP_UGE}, {"eq", IR_ICMP_EQ, IR_ICMP_EQ}, {"ne", IR_ICMP_NE, IR_ICMP_NE},
        {"false", 100, 100}, {"true", 200, 200},
    };
    for (size_t i = 0; i < sizeof preds / sizeof preds[0]; i++) {
        size_t n = strlen(preds[i].p);
        if (strncmp(s, preds[i].p, n))
            continue;
        int u = s[n] == 'u';
        const char *w = s + n + u;
        if (w[0] && strchr("bwdq", w[0]) && !w[1])
            return u ? preds[i].u : preds[i].s;
    }
    return -1;
}

/* psll/psrl/psra with an optional i/v after the kind: SH_* + mode. */
static int
shift_kind(const char *name)
{
    static const char *const pfx[] = {"llvm.x86.sse2.ps", "llvm.x86.avx2.ps", "llvm.x86.avx512.ps"};
    for (int p = 0; p < 3; p++) {
        size_t n = strlen(pfx[p]);
        if (strncmp(name, pfx[p], n))
            continue;
        const char *s = name + n;
        int kind = !strncmp(s, "ll", 2) ? SH_LL : !strncmp(s, "rl", 2) ? SH_RL : !strncmp(s, "ra", 2) ? SH_RA : -1;
        if (kind < 0)
            return -1;
        s += 2;
        int mode = *s == 'i' ? 1 : *s == 'v' ? 2 : 0;
        if (mode)
            s++;
        if (*s != '.' || !strchr("wdq", s[1]) || (s[2] && s[2] != '.'))
            return -1;
        return kind + 3 * mode;
    }
    return -1;
}

/* The leaves of the types a target intrinsic may take: scalars and vectors
 * of <= 64 bits a lane (one cell each), pointers, structs of those. */
static int
simple_type(IrType *t)
{
    if (t->kind == IR_TY_STRUCT) {
        for (uint32_t i = 0; i < t->nmembers; i++)
            if (!simple_type(t->members[i]))
                return 0;
        return 1;
    }
    if (t->kind == IR_TY_VOID)
        return 1;
    if (t->kind == IR_TY_VEC && (t->flags & IR_TYF_SCALABLE))
        return 0;
    IrType *e = ir_type_scalar(t);
    switch (e->kind) {
    case IR_TY_INT: return e->bits <= 64;
    case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE: case IR_TY_PTR: return 1;
    default: return 0;
    }
}

int
target_call(Interp *ip, CallCtx *cx)
{
    const char *name = cx->name;
    TFn *fn = NULL;
    int k = 0;
    if (!strncmp(name, "llvm.nvvm.", 10))
        return nvptx_call(ip, cx);
    if (!strncmp(name, "llvm.aarch64.sve.", 17))
        return sve_call(ip, cx);
    if (!strncmp(name, "llvm.amdgcn.", 12))
        return amdgcn_call(ip, cx);
    for (size_t i = 0; i < sizeof tab / sizeof tab[0] && !fn; i++) {
        size_t n = strlen(tab[i].name);
        if (tab[i].name[n - 1] == '.' ? !strncmp(name, tab[i].name, n) : !strcmp(name, tab[i].name)) {
            fn = tab[i].fn;
            k = tab[i].k;
        }
    }
    if (!fn && (k = shift_kind(name)) >= 0)
        fn = x_shift;
    if (!fn && !strncmp(name, "llvm.x86.xop.vpcom", 18) && (k = vpcom_kind(name + 18)) >= 0)
        fn = x_vpcom;
    if (!fn)
        return 0;
    if (!simple_type(cx->retty))
        interp_unsupported(ip, "%s with this type", name);
    for (uint32_t i = 0; i < cx->nargs; i++)
        if (!simple_type(cx->argty[i]))
            interp_unsupported(ip, "%s with this type", name);
    T t = {ip, cx, k, it_cells(ip, cx->retty), IR_NEWN(ip->run, uint32_t, cx->nargs ? cx->nargs : 1)};
    for (uint32_t i = 0; i < cx->nargs; i++)
        t.nc[i] = it_cells(ip, cx->argty[i]);
    fn(&t);
    return 1;
}
