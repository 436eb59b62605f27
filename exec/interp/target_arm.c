/* target_arm.c -- the AArch64/ARM (NEON, MVE) and RISC-V intrinsics of
 * target.c's table, with its conventions (see target.c): table lookups,
 * widening and narrowing, fp min/max, AES, the MVE predicated memory
 * operations, vsetvl. */
#include "target.h"

#include <string.h>

/* ============================================================ AArch64 / ARM */

/* TBL/TBX (k 0/1; VTBL/VTBX on ARM: k + 2, 8-byte tables): the bytes of the
 * tables in order; an index past them gives 0 (tbl) or keeps the lane of
 * the first operand (tbx). */
void
a_tbl(T *t)
{
    int tbx = t->k & 1;
    uint32_t first = tbx ? 1 : 0, ntab = t->cx->nargs - 1 - first;
    uint32_t tl = nl(AT(t, first)), total = ntab * tl;
    IrType *rt = RT(t);
    if (tbits(rt) != 8 || tbits(AT(t, first)) != 8)
        interp_unsupported(t->ip, "%s on lanes that are not i8", t->cx->name);
    for (uint32_t i = 0; i < nl(rt); i++) {
        const Cell *ix = A(t, t->cx->nargs - 1, i);
        Cell *r = R(t, i);
        if (bad_index(ix, 0xff, r, 8))
            continue;
        uint32_t j = (uint32_t)(ix->v & 0xff);
        if (j >= total && tbx)
            *r = *A(t, 0, i);
        else if (j >= total)
            cell_set(r, 0);
        else
            *r = *A(t, first + j / tl, j % tl);
    }
}

/* SMULL/UMULL (VMULLS/VMULLU): lanes widened and multiplied (k 1:
 * unsigned). */
void
a_mull(T *t)
{
    IrType *rt = RT(t), *at = AT(t, 0);
    unsigned w = tbits(rt), iw = tbits(at);
    for (uint32_t i = 0; i < nl(rt); i++) {
        const Cell *a = A(t, 0, i), *b = A(t, 1, i);
        Cell *r = R(t, i);
        if (TAINT(r, w, a, b))
            continue;
        uint64_t v = t->k ? (a->v & it_mask(iw)) * (b->v & it_mask(iw))
                          : (uint64_t)(it_sext(a->v, iw) * it_sext(b->v, iw));
        cell_set(r, v & it_mask(w));
    }
}

/* FMINNM/FMAXNM (k 1): IEEE 754-2008 minNum/maxNum, as llvm.minnum. */
void
a_fminmaxnm(T *t)
{
    IrType *rt = RT(t), *et = ety(rt);
    for (uint32_t i = 0; i < nl(rt); i++)
        it_fminmax_known(t->ip, et, 0, t->k, A(t, 0, i), A(t, 1, i), R(t, i));
}

/* The narrowing family: SQXTN (k 0), UQXTN (1), SQXTUN (2): saturate to
 * the result's width; with a shift right by operand 1 first (k + 3: SQSHRN,
 * UQSHRN, SQSHRUN), rounding (k + 6: SQRSHRN...); RSHRN (k 9): rounding
 * shift, truncated. */
void
a_narrow(T *t)
{
    IrType *rt = RT(t), *at = AT(t, 0);
    unsigned w = tbits(rt), iw = tbits(at);
    int sat = t->k % 3, shift = t->k >= 3, rnd = t->k >= 6;
    int64_t sh = 0;
    if (shift) {
        sh = imm(t, 1);
        if (sh < 0 || sh > (int64_t)w) {
            all_poison(t);
            return;
        }
    }
    for (uint32_t i = 0; i < nl(rt); i++) {
        const Cell *a = A(t, 0, i);
        Cell *r = R(t, i);
        if (TAINT(r, w, a))
            continue;
        int uns_in = sat == 1 && t->k != 9;
        __int128 x = uns_in ? (__int128)(a->v & it_mask(iw)) : (__int128)it_sext(a->v, iw);
        if (rnd && sh)
            x += (__int128)1 << (sh - 1);
        x >>= sh;
        uint64_t v;
        if (t->k == 9)
            v = (uint64_t)x;
        else if (sat == 0) {
            __int128 hi = ((__int128)1 << (w - 1)) - 1, lo = -hi - 1;
            v = (uint64_t)(x < lo ? lo : x > hi ? hi : x);
        } else {
            __int128 hi = ((__int128)1 << w) - 1;
            v = (uint64_t)(x < 0 ? 0 : x > hi ? hi : x);
        }
        cell_set(r, v & it_mask(w));
    }
}

/* FCVTXN: f64 lanes to f32, rounding to odd (truncate, then set the last
 * bit if anything was lost). */
void
a_fcvtxn(T *t)
{
    IrType *rt = RT(t);
    for (uint32_t i = 0; i < nl(rt); i++) {
        const Cell *a = A(t, 0, i);
        Cell *r = R(t, i);
        if (TAINT(r, 32, a))
            continue;
        unsigned fl = 0;
        FpBits x = {{a->v, 0}}, z = fp_convert(FP_F32, FP_F64, x, FP_RTZ, &fl);
        if ((fl & FP_INEXACT) && !fp_is_nan(FP_F64, x))
            z.w[0] |= 1;
        sem_fp_result_in(t->ip, 0, ety(rt), z, r, fp_is_snan(FP_F64, x));
    }
}

/* AES: AESE (k 0) is SubBytes(ShiftRows(data ^ key)), AESD (k 1)
 * InvSubBytes(InvShiftRows(data ^ key)); AESMC/AESIMC (k 2/3) MixColumns
 * and its inverse.  The S-box is computed: the inverse in GF(2^8) modulo
 * x^8 + x^4 + x^3 + x + 1, then the affine map (FIPS-197 5.1.1). */
static uint8_t
gmul(uint8_t a, uint8_t b)
{
    uint8_t p = 0;
    while (b) {
        if (b & 1)
            p ^= a;
        a = (uint8_t)((a << 1) ^ (a & 0x80 ? 0x1b : 0));
        b >>= 1;
    }
    return p;
}

static void
aes_sbox(uint8_t s[256], uint8_t inv[256])
{
    for (int x = 0; x < 256; x++) {
        uint8_t y = 0;
        for (int c = 1; c < 256 && x; c++)
            if (gmul((uint8_t)x, (uint8_t)c) == 1) {
                y = (uint8_t)c;
                break;
            }
        uint8_t b = y;
        for (int k = 1; k <= 4; k++)
            b ^= (uint8_t)((y << k) | (y >> (8 - k)));
        b ^= 0x63;
        s[x] = b;
        inv[b] = (uint8_t)x;
    }
}

/* One AES round step (k as a_aes) on a 16-byte block: in is data ^ key
 * for AESE/AESD (the data for AESMC/AESIMC). */
void
target_aes(int k, const uint8_t st[16], uint8_t o[16])
{
    static uint8_t sbox[256], isbox[256];
    static int ready;
    if (!ready) {
        aes_sbox(sbox, isbox);
        ready = 1;
    }
    /* the state is column-major: byte i is row i % 4, column i / 4 */
    for (int c = 0; c < 4; c++)
        for (int rw = 0; rw < 4; rw++) {
            int i = c * 4 + rw;
            switch (k) {
            case 0: o[i] = sbox[st[((c + rw) % 4) * 4 + rw]]; break;
            case 1: o[i] = isbox[st[((c - rw + 4) % 4) * 4 + rw]]; break;
            case 2: {
                const uint8_t *col = st + c * 4;
                o[i] = (uint8_t)(gmul(col[rw], 2) ^ gmul(col[(rw + 1) % 4], 3) ^ col[(rw + 2) % 4] ^ col[(rw + 3) % 4]);
                break;
            }
            default: {
                const uint8_t *col = st + c * 4;
                o[i] = (uint8_t)(gmul(col[rw], 14) ^ gmul(col[(rw + 1) % 4], 11) ^ gmul(col[(rw + 2) % 4], 13) ^
                                 gmul(col[(rw + 3) % 4], 9));
                break;
            }
            }
        }
}

void
a_aes(T *t)
{
    uint8_t st[16], o[16];
    for (uint32_t i = 0; i < 16; i++) {
        const Cell *a = A(t, 0, i), *b = t->k < 2 ? A(t, 1, i) : a;
        Cell z;
        if (TAINT(&z, 8, a, b)) {
            /* the bytes mix (MixColumns) or move (ShiftRows): one bad
             * byte spoils the block, simply */
            for (uint32_t j = 0; j < 16; j++)
                R(t, j)[0] = z;
            return;
        }
        st[i] = (uint8_t)((a->v ^ (t->k < 2 ? b->v : 0)) & 0xff);
    }
    target_aes(t->k, st, o);
    for (uint32_t i = 0; i < 16; i++)
        cell_set(R(t, i), o[i]);
}

/* Barriers and hints: nothing to do in one thread. */
void
t_nop(T *t)
{
    (void)t;
}

/* MVE VCTP8/16/32/64: lane i is active when i < n (unsigned). */
void
arm_vctp(T *t)
{
    const Cell *n = A(t, 0, 0);
    for (uint32_t i = 0; i < nl(RT(t)); i++) {
        Cell *r = R(t, i);
        if (!TAINT(r, 1, n))
            cell_set(r, (n->v & 0xffffffffu) > i);
    }
}

/* NEON VLDn/VSTn (k 0/1): n vectors interleaved in memory (element j of
 * vector v at index j * n + v), with an alignment operand last; VLD1xN /
 * VST1xN (k 2/3): n vectors one after the other, no alignment operand.
 * The count n comes from the name. */
void
arm_vldst(T *t)
{
    Interp *ip = t->ip;
    int store = t->k & 1, seq = t->k >= 2;
    const char *s = t->cx->name + strlen(store ? "llvm.arm.neon.vst" : "llvm.arm.neon.vld");
    uint32_t n = seq ? (uint32_t)(s[2] - '0') : (uint32_t)(s[0] - '0');
    IrType *vt = store ? AT(t, 1) : RT(t)->kind == IR_TY_STRUCT ? RT(t)->members[0] : RT(t);
    IrType *et = ety(vt);
    uint32_t lanes = nl(vt);
    uint64_t es = tbits(vt) / 8, align = 1;
    const Cell *p = A(t, 0, 0);
    if (p->poison || p->u)
        interp_ub(ip, UB_ADDR_UNDEF, "the pointer of %s is %s", t->cx->name, p->poison ? "poison" : "undef");
    if (!seq) {
        const Cell *al = A(t, t->cx->nargs - 1, 0);
        if (!al->poison && !al->u && al->v > 1 && !(al->v & (al->v - 1)))
            align = al->v;
        if (p->v & (align - 1))
            interp_ub(ip, UB_MISALIGNED, "the pointer of %s is not %llu-aligned", t->cx->name,
                      (unsigned long long)align);
    }
    for (uint32_t v = 0; v < n; v++)
        for (uint32_t j = 0; j < lanes; j++) {
            Cell q = *p;
            q.v += (seq ? (uint64_t)v * lanes + j : (uint64_t)j * n + v) * es;
            if (store)
                mem_store(ip, &q, et, 1, A(t, 1 + v, j));
            else
                mem_load(ip, &q, et, 1, R(t, v * lanes + j));
        }
}

/* MVE narrowing into half the lanes of an "inactive" vector: the lanes i
 * of the wide operand go to lanes 2i + top, the others keep the inactive
 * operand's.  k 0 VSHRN (inactive, a, shift, saturate, round,
 * unsigned out, unsigned in, top), k 1 VQMOVN (inactive, a, unsigned out,
 * unsigned in, top), k 2 VMOVN (inactive, a, top), k 3 VCVT.F16.F32
 * (inactive, a, top); + 4: predicated, a lane mask last (a false lane
 * keeps the inactive lane too). */
void
arm_narrow(T *t)
{
    int kind = t->k & 3, pred = t->k >= 4;
    IrType *rt = RT(t), *at = AT(t, 1);
    unsigned w = tbits(rt), iw = tbits(at);
    int64_t sh = 0, sat = 0, rnd = 0, uo = 0, ui = 0, top;
    if (kind == 0) {
        sh = imm(t, 2), sat = imm(t, 3), rnd = imm(t, 4), uo = imm(t, 5), ui = imm(t, 6), top = imm(t, 7);
    } else if (kind == 1) {
        sat = 1, uo = imm(t, 2), ui = imm(t, 3), top = imm(t, 4);
    } else
        top = imm(t, 2);
    if (sh < 0 || sat < 0 || rnd < 0 || uo < 0 || ui < 0 || top < 0 || sh > (int64_t)w) {
        all_poison(t);
        return;
    }
    for (uint32_t i = 0; i < nl(rt); i++)
        *R(t, i) = *A(t, 0, i);
    for (uint32_t i = 0; i < nl(at); i++) {
        Cell *r = R(t, 2 * i + (top ? 1 : 0));
        const Cell *a = A(t, 1, i);
        if (pred) {
            const Cell *p = A(t, t->cx->nargs - 1, i);
            if (p->poison || p->u) {
                TAINT(r, w, p);
                continue;
            }
            if (!(p->v & 1))
                continue;
        }
        if (TAINT(r, w, a))
            continue;
        if (kind == 3) {
            unsigned fl = 0;
            FpBits x = {{a->v, 0}};
            sem_fp_result_in(t->ip, 0, ety(rt), fp_convert(FP_HALF, FP_F32, x, FP_RNE, &fl), r, fp_is_snan(FP_F32, x));
            continue;
        }
        __int128 x = ui ? (__int128)(a->v & it_mask(iw)) : (__int128)it_sext(a->v, iw);
        if (rnd && sh)
            x += (__int128)1 << (sh - 1);
        x >>= sh;
        uint64_t v = (uint64_t)x;
        if (sat && uo) {
            __int128 hi = ((__int128)1 << w) - 1;
            v = (uint64_t)(x < 0 ? 0 : x > hi ? hi : x);
        } else if (sat) {
            __int128 hi = ((__int128)1 << (w - 1)) - 1, lo = -hi - 1;
            v = (uint64_t)(x < lo ? lo : x > hi ? hi : x);
        }
        cell_set(r, v & it_mask(w));
    }
}

/* MVE VMLADAV/VMLSDAV (unsigned, subtract, exchange, accumulator, a, b):
 * the accumulator plus the products of the lanes (the pairs' operands
 * swapped with exchange; the odd lanes' products subtracted with
 * subtract), in 32 bits. */
void
arm_vmldava(T *t)
{
    int64_t uns = imm(t, 0), sub = imm(t, 1), exch = imm(t, 2);
    IrType *at = AT(t, 4);
    unsigned iw = tbits(at);
    Cell *r = R(t, 0);
    if (uns < 0 || sub < 0 || exch < 0) {
        c_poison(r);
        return;
    }
    const Cell *acc = A(t, 3, 0);
    if (TAINT(r, 32, acc))
        return;
    uint64_t sum = acc->v;
    for (uint32_t i = 0; i < nl(at); i++) {
        const Cell *a = A(t, 4, i), *b = A(t, 5, exch ? i ^ 1 : i);
        if (TAINT(r, 32, a, b))
            return;
        uint64_t x = uns ? a->v & it_mask(iw) : (uint64_t)it_sext(a->v, iw);
        uint64_t y = uns ? b->v & it_mask(iw) : (uint64_t)it_sext(b->v, iw);
        sum += sub && (i & 1) ? -(x * y) : x * y;
    }
    cell_set(r, sum & 0xffffffffu);
}

/* ============================================================ RISC-V */

/* llvm.riscv.vsetvli(avl, sew, lmul) -> vl (k 0), llvm.riscv.vsetvlimax(sew,
 * lmul) -> VLMAX (k 1): the RISC-V V spec, "Configuration-Setting
 * Instructions".  SEW = 8 << sew; LMUL = 2^lmul for lmul 0..3, 1/2^(8-lmul)
 * for 5..7; VLEN = 64 * vscale bits (LLVM's RVVBitsPerBlock, so the run's
 * vscale sets the vector length); VLMAX = VLEN * LMUL / SEW.  vl = avl when
 * avl <= VLMAX, VLMAX when avl >= 2 * VLMAX, and between ceil(avl / 2) and
 * VLMAX otherwise -- the implementation's choice: in a tracked run every
 * bit that can differ in that range is fixed-unknown.  A vtype the vector
 * length cannot hold (VLEN * LMUL < SEW) gives vl 0 (vill set). */
void
rv_vsetvl(T *t)
{
    CallCtx *cx = t->cx;
    Cell *r = cx->ret;
    uint32_t first = t->k ? 0 : 1;
    if (cx->nargs != first + 2 || cx->retty->kind != IR_TY_INT)
        bad_sig(t);
    unsigned w = cx->retty->bits;
    const Cell *sew = cx->args[first], *lmul = cx->args[first + 1];
    if (TAINT(r, w, sew, lmul))
        return;
    uint64_t s = sew->v, l = lmul->v;
    if (s > 3 || l == 4 || l > 7)
        interp_unsupported(t->ip, "%s with sew %llu, lmul %llu (no such vtype)", cx->name,
                           (unsigned long long)s, (unsigned long long)l);
    uint64_t vlen = 64 * (uint64_t)t->ip->vscale, sewb = 8u << s;
    uint64_t vlmax = l < 4 ? (vlen << l) / sewb : (vlen >> (8 - l)) / sewb;
    /* (VLEN * LMUL below SEW: no such vtype here; the instruction sets
     * vill and vl = 0) */
    uint64_t lo = vlmax, hi = vlmax;
    if (!t->k) {
        const Cell *avl = cx->args[0];
        if (TAINT(r, w, avl))
            return;
        uint64_t a = avl->v & it_mask(cx->argty[0]->bits);
        if (a <= vlmax)
            lo = hi = a;
        else if (a < 2 * vlmax)
            lo = a - a / 2;
    }
    cell_set(r, hi);
    if (lo == hi)
        return;
    if (t->ip->o.undef == INTERP_UNDEF_TRACK) {
        /* every value of [lo, hi]: the bits below the highest that differs */
        uint64_t d = lo ^ hi, m = d;
        m |= m >> 1, m |= m >> 2, m |= m >> 4, m |= m >> 8, m |= m >> 16, m |= m >> 32;
        r->v = hi & ~m;
        r->u = m;
        r->fixed = 1;
    } else if (t->ip->o.undef == INTERP_UNDEF_RANDOM) {
        cell_set(r, lo + interp_rand(t->ip) % (hi - lo + 1));
    }
}
