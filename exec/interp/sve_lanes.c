/* sve_lanes.c -- the AArch64 SVE intrinsics of sve.c's table that move or
 * combine lanes, with its conventions (see sve.c): reductions, permutes
 * (dup, tbl, compact, unpack...), AES, conversions, and the contiguous,
 * gather and scatter loads and stores. */
#include "sve.h"

#include <stdlib.h>
#include <string.h>

/* ============================================================ reductions */

/* saddv/uaddv (-> i64), smaxv, sminv, umaxv, uminv, andv, orv, eorv
 * (pg, a) -> the element type: over the active lanes, from the
 * operation's identity. */
void
s_reduce(S *s)
{
    IrType *dt = AT(s, 1);
    uint32_t n = nl(s, dt);
    unsigned w = ebits(dt), rw = s->k <= RD_UADD ? 64 : w;
    if (is_fp(dt) || RT(s)->kind != IR_TY_INT || RT(s)->bits != rw)
        bad_sig(s);
    need_pred(s, 0, n);
    uint64_t m = it_mask(w);
    static const int ibop[] = {[RD_SMAX] = IB_SMAX, [RD_SMIN] = IB_SMIN, [RD_UMAX] = IB_UMAX,
                               [RD_UMIN] = IB_UMIN, [RD_AND] = IB_AND, [RD_OR] = IB_ORR, [RD_EOR] = IB_EOR};
    uint64_t acc;
    switch (s->k) {
    case RD_SMAX: acc = 1ull << (w - 1); break;
    case RD_SMIN: acc = it_mask(w - 1); break;
    case RD_UMIN: case RD_AND: acc = m; break;
    default: acc = 0; break;
    }
    int unk = 0, fixed = 1;
    for (uint32_t i = 0; i < n; i++) {
        const Cell *pg = A(s, 0, i), *a = A(s, 1, i);
        int st = pstate(pg);
        if (st == P_OFF)
            continue;
        if (st == P_POISON || a->poison) {
            c_poison(s->cx->ret);
            return;
        }
        if (a->u) {
            unk = 1;
            fixed &= a->fixed != 0;
            continue;
        }
        if (s->k == RD_SADD)
            acc += sext(a->v, w);
        else if (s->k == RD_UADD)
            acc += a->v;
        else
            acc = ibin(ibop[s->k], w, acc, a->v);
    }
    if (unk) {
        c_unknown(s->cx->ret, rw);
        s->cx->ret->fixed = (uint16_t)fixed;
        return;
    }
    cell_set(s->cx->ret, acc & it_mask(rw));
}

/* addqv, andqv, orqv, eorqv, smaxqv, sminqv, umaxqv, uminqv (pg, a) ->
 * <q x T>, q lanes a quadword: lane j reduces lane j of every quadword
 * over the active lanes, in the element width (Arm ARM "ADDQV").  k: an
 * RD_* op (RD_SADD: the wrapping add). */
void
s_qreduce(S *s)
{
    IrType *dt = AT(s, 1);
    uint32_t n = nl(s, dt);
    unsigned w = ebits(dt);
    uint32_t q = 128 / w;
    if (is_fp(dt) || RT(s)->kind != IR_TY_VEC || (RT(s)->flags & IR_TYF_SCALABLE) || nl(s, RT(s)) != q ||
        ebits(RT(s)) != w)
        bad_sig(s);
    need_pred(s, 0, n);
    static const int ibop[] = {[RD_SADD] = IB_ADD, [RD_SMAX] = IB_SMAX, [RD_SMIN] = IB_SMIN,
                               [RD_UMAX] = IB_UMAX, [RD_UMIN] = IB_UMIN, [RD_AND] = IB_AND,
                               [RD_OR] = IB_ORR, [RD_EOR] = IB_EOR};
    for (uint32_t j = 0; j < q; j++) {
        uint64_t acc;
        switch (s->k) {
        case RD_SMAX: acc = 1ull << (w - 1); break;
        case RD_SMIN: acc = it_mask(w - 1); break;
        case RD_UMIN: case RD_AND: acc = it_mask(w); break;
        default: acc = 0; break;
        }
        Cell *r = R(s, j);
        int done = 0;
        for (uint32_t i = j; i < n && !done; i += q) {
            const Cell *a = A(s, 1, i);
            int st = pstate(A(s, 0, i));
            if (st == P_OFF)
                continue;
            if (st == P_POISON || a->poison) {
                c_poison(r);
                done = 1;
            } else if (a->u) {
                c_unknown(r, w);
                done = 2;
            } else {
                acc = ibin(ibop[s->k], w, acc, a->v);
            }
        }
        /* an unknown lane makes the result unknown, unless a later one is poison */
        for (uint32_t i = j; i < n && done == 2; i += q)
            if (pstate(A(s, 0, i)) != P_OFF && (pstate(A(s, 0, i)) == P_POISON || A(s, 1, i)->poison)) {
                c_poison(r);
                done = 1;
            }
        if (!done)
            cell_set(r, acc);
    }
}

/* ============================================================ permutes */

/* dup.x(s): a splat; dup(inactive, pg, s): merging */
void
s_dup(S *s)
{
    uint32_t n = nl(s, RT(s));
    int p = s->cx->nargs == 3;
    if (p)
        need_pred(s, 1, n);
    const Cell *x = A(s, p ? 2 : 0, 0);
    if (!ir_type_equal(AT(s, p ? 2 : 0), ir_type_scalar(RT(s))))
        bad_sig(s);
    for (uint32_t i = 0; i < n; i++)
        merge(s, p ? A(s, 1, i) : NULL, x, p ? A(s, 0, i) : NULL, ir_type_scalar(RT(s)), R(s, i));
}

/* dupq.lane(a, i64 q): the 128-bit quadword q of a in every quadword;
 * zeros when q is past the vector (Arm ARM "DUP (indexed)"). */
void
s_dupq(S *s)
{
    uint32_t n = nl(s, RT(s)), ql = 128 / ebits(RT(s));
    int64_t q = imm(s, 1);
    if (AT(s, 0) != RT(s) && !ir_type_equal(AT(s, 0), RT(s)))
        bad_sig(s);
    if (q < 0) {
        const Cell *c = A(s, 1, 0);
        for (uint32_t i = 0; i < n; i++)
            c->poison ? c_poison(R(s, i)) : c_unknown(R(s, i), ebits(RT(s)));
        return;
    }
    for (uint32_t i = 0; i < n; i++) {
        if ((uint64_t)q >= n / ql)
            cell_set(R(s, i), 0);
        else
            *R(s, i) = *A(s, 0, (uint32_t)q * ql + i % ql);
    }
}

/* tbl(data, idx): data[idx], 0 for an index past the vector */
void
s_tbl(S *s)
{
    uint32_t n = nl(s, RT(s));
    unsigned w = ebits(RT(s));
    for (uint32_t i = 0; i < n; i++) {
        const Cell *ix = A(s, 1, i);
        if (ix->poison || ix->u)
            ix->poison ? c_poison(R(s, i)) : c_unknown(R(s, i), w);
        else if (ix->v >= n)
            cell_set(R(s, i), 0);
        else
            *R(s, i) = *A(s, 0, (uint32_t)ix->v);
    }
}

/* insr(a, x): a shifted up one lane, x in lane 0 */
void
s_insr(S *s)
{
    uint32_t n = nl(s, RT(s));
    *R(s, 0) = *A(s, 1, 0);
    for (uint32_t i = 1; i < n; i++)
        *R(s, i) = *A(s, 0, i - 1);
}

/* index(base, step): base + i * step */
void
s_index(S *s)
{
    uint32_t n = nl(s, RT(s));
    unsigned w = ebits(RT(s));
    const Cell *b = A(s, 0, 0), *st = A(s, 1, 0);
    for (uint32_t i = 0; i < n; i++)
        if (!TAINT(R(s, i), w, b, st))
            cell_set(R(s, i), (b->v + (uint64_t)i * st->v) & it_mask(w));
}

/* The last active lane of predicate argument k (n lanes): its index, -1
 * when none is active, -2 when a lane is poison. */
static int64_t
last_active(S *s, uint32_t k, uint32_t n)
{
    int64_t last = -1;
    for (uint32_t i = 0; i < n; i++) {
        int st = pstate(A(s, k, i));
        if (st == P_POISON)
            return -2;
        if (st == P_ON)
            last = i;
    }
    return last;
}

/* lasta/lastb (k 0/1: pg, a) -> scalar: the lane after / at the last
 * active one (lane 0 / the last lane when none is active); clasta/clastb
 * (k 2/3: pg, fallback, a): that lane in every lane, or the fallback when
 * none is active; clasta.n/clastb.n (k 4/5): the same with a scalar
 * fallback. */
void
s_last(S *s)
{
    int after = !(s->k & 1), cl = s->k >= 2;
    uint32_t dk = cl ? 2 : 1, n = nl(s, AT(s, dk));
    need_pred(s, 0, n);
    uint32_t nr = nl(s, RT(s));
    int64_t l = last_active(s, 0, n);
    if (l < -1) {
        for (uint32_t i = 0; i < nr; i++)
            c_poison(R(s, i));
        return;
    }
    const Cell *v;
    if (l == -1 && cl) {
        for (uint32_t i = 0; i < nr; i++)
            *R(s, i) = *A(s, 1, s->k >= 4 ? 0 : i);
        return;
    }
    if (l == -1)
        v = A(s, 1, after ? 0 : n - 1);
    else
        v = A(s, dk, after ? (uint32_t)((l + 1) % n) : (uint32_t)l);
    for (uint32_t i = 0; i < nr; i++)
        *R(s, i) = *v;
}

/* zip1/zip2/uzp1/uzp2/trn1/trn2 (k 0..5, a, b), rev (k 6, a) */
void
s_perm(S *s)
{
    uint32_t n = nl(s, RT(s)), h = n / 2;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t j = i / 2, odd = i & 1, src, idx;
        switch (s->k) {
        case 0: src = odd, idx = j; break;
        case 1: src = odd, idx = h + j; break;
        case 2: case 3: idx = 2 * i + (uint32_t)(s->k - 2); src = idx >= n; idx %= n; break;
        case 4: src = odd, idx = 2 * j; break;
        case 5: src = odd, idx = 2 * j + 1; break;
        default: src = 0, idx = n - 1 - i; break;
        }
        *R(s, i) = *A(s, src, idx);
    }
}

/* compact(pg, a): the active lanes of a in order from lane 0, then
 * zeros (Arm ARM "COMPACT"). */
void
s_compact(S *s)
{
    uint32_t n = nl(s, RT(s)), j = 0;
    need_pred(s, 0, n);
    if (!pred_known(s, 1))
        return;
    for (uint32_t i = 0; i < n; i++)
        if (A(s, 0, i)->v & 1)
            *R(s, j++) = *A(s, 1, i);
    for (; j < n; j++)
        cell_set(R(s, j), 0);
}

/* revd(inactive, pg, a): the two doublewords of each active quadword
 * swapped; a quadword is active when pg's lane at its start is (Arm ARM
 * "REVD": 128-bit elements). */
void
s_revd(S *s)
{
    uint32_t n = nl(s, RT(s)), q = 128 / ebits(RT(s));
    need_pred(s, 1, n);
    for (uint32_t e = 0; e < n; e += q) {
        int ps = pstate(A(s, 1, e));
        for (uint32_t j = 0; j < q; j++) {
            Cell *r = R(s, e + j);
            if (ps == P_OFF)
                *r = *A(s, 0, e + j);
            else if (ps == P_POISON)
                c_poison(r);
            else
                *r = *A(s, 2, e + (j + q / 2) % q);
        }
    }
}

/* sunpklo/sunpkhi/uunpklo/uunpkhi (k: bit 0 high half, bit 1 unsigned):
 * the half's lanes widened */
void
s_unpk(S *s)
{
    uint32_t n = nl(s, RT(s));
    unsigned w = ebits(AT(s, 0)), rw = ebits(RT(s));
    if (rw != 2 * w || nl(s, AT(s, 0)) != 2 * n)
        bad_sig(s);
    for (uint32_t i = 0; i < n; i++) {
        const Cell *a = A(s, 0, (s->k & 1) * n + i);
        if (!TAINT(R(s, i), rw, a))
            cell_set(R(s, i), (s->k & 2) ? a->v : sext(a->v, w) & it_mask(rw));
    }
}

/* aese/aesd (k 0/1: a, b): AESE/AESD on each 128-bit segment of a ^ b;
 * aesmc/aesimc (k 2/3: a) (Arm ARM "AESE (SVE)"). */
void
s_aes(S *s)
{
    uint32_t n = nl(s, RT(s)), na = s->k < 2 ? 2 : 1;
    if (ebits(RT(s)) != 8 || n % 16 || s->cx->nargs != na)
        bad_sig(s);
    for (uint32_t q = 0; q < n; q += 16) {
        uint8_t in[16], out[16];
        Cell z;
        int bad = 0;
        for (uint32_t i = 0; i < 16 && !bad; i++) {
            const Cell *a = A(s, 0, q + i), *b = na == 2 ? A(s, 1, q + i) : a;
            if (TAINT(&z, 8, a, b))
                bad = 1; /* the bytes mix: one bad byte spoils the segment */
            else
                in[i] = (uint8_t)((a->v ^ (na == 2 ? b->v : 0)) & 0xff);
        }
        if (!bad)
            target_aes(s->k, in, out);
        for (uint32_t i = 0; i < 16; i++) {
            if (bad)
                *R(s, q + i) = z;
            else
                cell_set(R(s, q + i), out[i]);
        }
    }
}

/* ============================================================ conversions */

/* Conversions (inactive, pg, a).  An element is a container of
 * max(source, destination) bits: the predicate has a lane per container,
 * the narrower type sits in the container's low lane (Arm ARM "FCVT",
 * "SCVTF", "FCVTZS": "the upper bits of each source element are ignored",
 * a narrower result is zero-extended, also FCVTZS's); an inactive
 * container keeps the inactive operand's lanes.  FCVTLT converts the top half of each container, FCVTNT and
 * FCVTXNT write it and keep the bottom one.
 *
 *   - fcvt, fcvtlt, fcvtnt: fp to fp, rounded to nearest even;
 *   - fcvtx, fcvtxnt: f64 to f32 rounded to odd (truncated, the last bit
 *     set when inexact);
 *   - fcvtzs, fcvtzu: fp to int toward zero, saturating, NaN 0;
 *   - scvtf, ucvtf: int to fp, rounded to nearest even. */
static int conv_name_ok(S *s, const char *w);

/* One converted value: a defined source lane a into r. */
static void
conv1(S *s, IrType *st, IrType *dt, const Cell *a, Cell *r)
{
    unsigned sw = ebits(st), dw = ebits(dt), fl = 0;
    uint64_t x[2] = {0, 0};
    FpBits b = bits_of(a);
    switch (s->k) {
    case CV_FCVTZS: case CV_FCVTZU:
        fp_to_int_sat(x, dw, s->k == CV_FCVTZS, ir_type_fp_fmt(st), b);
        cell_set(r, x[0] & it_mask(dw));
        return;
    case CV_SCVTF: case CV_UCVTF: {
        int sg = s->k == CV_SCVTF;
        x[0] = sg ? sext(a->v, sw) : a->v & it_mask(sw);
        x[1] = sg && (int64_t)x[0] < 0 ? ~0ull : 0;
        sem_fp_result(s->ip, s->fmf, dt, fp_from_int(ir_type_fp_fmt(dt), x, 128, sg, FP_RNE, &fl), r);
        return;
    }
    case CV_FCVTX: case CV_FCVTXNT: {
        FpBits z = fp_convert(ir_type_fp_fmt(dt), ir_type_fp_fmt(st), b, FP_RTZ, &fl);
        if ((fl & FP_INEXACT) && !fp_is_nan(ir_type_fp_fmt(st), b))
            z.w[0] |= 1;
        sem_fp_result_in(s->ip, s->fmf, dt, z, r, fp_is_snan(ir_type_fp_fmt(st), b));
        return;
    }
    default: {
        FpBits z = fp_convert(ir_type_fp_fmt(dt), ir_type_fp_fmt(st), b, FP_RNE, &fl);
        sem_fp_result_in(s->ip, s->fmf, dt, z, r, fp_is_snan(ir_type_fp_fmt(st), b));
        return;
    }
    }
}

void
s_conv(S *s)
{
    IrType *st = ir_type_scalar(AT(s, 2)), *dt = ir_type_scalar(RT(s));
    unsigned sw = ebits(st), dw = ebits(dt), cw = sw > dw ? sw : dw;
    uint32_t ne = nl(s, AT(s, 1)), sstep = cw / sw, dstep = cw / dw;
    int to_int = s->k == CV_FCVTZS || s->k == CV_FCVTZU, from_int = s->k == CV_SCVTF || s->k == CV_UCVTF;
    int top_src = s->k == CV_FCVTLT, top_dst = s->k == CV_FCVTNT || s->k == CV_FCVTXNT;
    if (is_fp(st) == from_int || is_fp(dt) == to_int || nl(s, AT(s, 2)) != ne * sstep ||
        nl(s, RT(s)) != ne * dstep || !ir_type_equal(AT(s, 0), RT(s)) || ((top_src || top_dst) && cw != 2 * (top_src ? sw : dw)))
        bad_sig(s);
    if (s->wtok ? !conv_name_ok(s, s->wtok) : s->k != CV_FCVTZS && s->k != CV_FCVTZU && s->k != CV_SCVTF && s->k != CV_UCVTF)
        bad_sig(s);
    need_pred(s, 1, ne);
    for (uint32_t e = 0; e < ne; e++) {
        const Cell *a = A(s, 2, e * sstep + (uint32_t)top_src);
        int ps = pstate(A(s, 1, e));
        uint32_t d0 = e * dstep;
        for (uint32_t j = 0; j < dstep; j++) {
            Cell *r = R(s, d0 + j);
            const Cell *in = A(s, 0, d0 + j);
            if (ps == P_OFF || (top_dst && j == 0)) {
                *r = *in;
            } else if (ps == P_POISON || a->poison) {
                c_poison(r);
            } else if (j != (uint32_t)top_dst) {
                cell_set(r, 0); /* the zero extension of a narrower result */
            } else if (!TAINT(r, dw, a)) {
                conv1(s, st, dt, a, r);
            }
        }
    }
}

/* The widths in a conversion's name ("f32f16", "i64f32", "bf16f32") must
 * be the types' widths. */
static int
conv_name_ok(S *s, const char *w)
{
    const char *p = w;
    unsigned v[2];
    for (int i = 0; i < 2; i++) {
        if (!strncmp(p, "bf", 2))
            p++;
        if (*p != 'f' && *p != 'i')
            return 0;
        char *end;
        v[i] = (unsigned)strtoul(p + 1, &end, 10);
        p = end;
    }
    return (!*p || *p == '.') && v[0] == ebits(RT(s)) && v[1] == ebits(AT(s, 2));
}

/* ============================================================ memory */

/* ld1(pg, ptr), ld1.gather*(pg, base, offsets): active lanes loaded,
 * inactive ones zero.  st1(v, pg, ptr), st1.scatter*(v, pg, base,
 * offsets).  An inactive lane is not accessed; a poison one is, and loads
 * or stores poison (as llvm.masked.* do for a poison mask lane: LLVM folds
 * ld1 into llvm.masked.load).  The address of a lane whose offset is
 * poison or undef is poison (accessing it is UB). */
void
s_mem(S *s)
{
    int st = (s->k & MA_ST) != 0, kind = s->k & MA_KIND;
    IrType *vt = st ? AT(s, 0) : RT(s), *et = ir_type_scalar(vt);
    uint32_t n = nl(s, vt), pk = st, bk = pk + 1;
    need_pred(s, pk, n);
    if (ebits(vt) % 8 || s->cx->nargs != bk + 1 + (kind != MA_CONTIG))
        bad_sig(s);
    if (kind == MA_VEC ? nl(s, AT(s, bk)) != n || AT(s, bk + 1)->kind != IR_TY_INT
                       : AT(s, bk)->kind != IR_TY_PTR || (kind != MA_CONTIG && nl(s, AT(s, bk + 1)) != n))
        bad_sig(s);
    uint64_t esz = ebits(vt) / 8, scale = (s->k & MA_INDEX) ? esz : 1;
    unsigned ow = kind == MA_CONTIG ? 64 : ebits(AT(s, kind == MA_VEC ? bk : bk + 1));
    for (uint32_t i = 0; i < n; i++) {
        int ps = pstate(A(s, pk, i));
        if (ps == P_OFF) {
            if (!st)
                cell_set(R(s, i), 0);
            continue;
        }
        Cell p;
        if (kind == MA_CONTIG) {
            p = *A(s, bk, 0);
            p.v += i * esz;
        } else {
            const Cell *o = A(s, kind == MA_VEC ? bk : bk + 1, i), *base = A(s, kind == MA_VEC ? bk + 1 : bk, 0);
            uint64_t off = kind == MA_SXTW ? sext(o->v, ow) : o->v & it_mask(ow);
            if (kind == MA_VEC) {
                /* an address from an integer: no provenance */
                memset(&p, 0, sizeof p);
                p.v = off + base->v;
                p.poison = base->poison || base->u;
            } else {
                p = *base;
                p.v += off * scale;
            }
            if (o->poison || o->u)
                p.poison = 1;
        }
        if (st) {
            Cell v = *A(s, 0, i);
            if (ps == P_POISON)
                c_poison(&v);
            mem_store(s->ip, &p, et, 1, &v);
        } else {
            mem_load(s->ip, &p, et, 1, R(s, i));
            if (ps == P_POISON)
                c_poison(R(s, i));
        }
    }
}

/* ld2/ld3/ld4.sret(pg, ptr) -> {v0, ...}: lane i of vj from element
 * k*i + j (k vectors), inactive lanes zero; st2/st3/st4(v0, ..., pg,
 * ptr) store the active lanes so (Arm ARM "LD2W").  k: 2..4, + MA_ST. */
void
s_memk(S *s)
{
    int st = (s->k & MA_ST) != 0;
    uint32_t k = (uint32_t)(s->k & 7), pk = st ? k : 0;
    IrType *vt = st ? AT(s, 0) : NULL;
    if (!st) {
        IrType *t = RT(s);
        if (t->kind != IR_TY_STRUCT || t->nmembers != k)
            bad_sig(s);
        vt = t->members[0];
    }
    if (vt->kind != IR_TY_VEC || ebits(vt) % 8 || s->cx->nargs != pk + 2 || AT(s, pk + 1)->kind != IR_TY_PTR)
        bad_sig(s);
    for (uint32_t j = 0; j < k; j++)
        if (!ir_type_equal(st ? AT(s, j) : RT(s)->members[j], vt))
            bad_sig(s);
    uint32_t n = nl(s, vt);
    uint64_t esz = ebits(vt) / 8;
    IrType *et = ir_type_scalar(vt);
    need_pred(s, pk, n);
    for (uint32_t i = 0; i < n; i++) {
        int ps = pstate(A(s, pk, i));
        for (uint32_t j = 0; j < k; j++) {
            Cell *r = st ? NULL : s->cx->ret + j * n + i;
            if (ps == P_OFF) {
                if (r)
                    cell_set(r, 0);
                continue;
            }
            Cell p = *A(s, pk + 1, 0);
            p.v += (k * i + j) * esz;
            if (st) {
                Cell v = *A(s, j, i);
                if (ps == P_POISON)
                    c_poison(&v);
                mem_store(s->ip, &p, et, 1, &v);
            } else {
                mem_load(s->ip, &p, et, 1, r);
                if (ps == P_POISON)
                    c_poison(r);
            }
        }
    }
}

/* Quadword forms (k | MA_ST for stores): ld1uwq/ld1udq (k 0: pg with a
 * lane per quadword, ptr): word (doubleword) i at ptr into the low lane of
 * quadword i, the others zero; st1wq/st1dq store it back.  ld2q..ld4q,
 * st2q..st4q (k 2..4): quadword i of vector j is memory quadword k*i + j;
 * quadword i is active when pg's lane at its start is (Arm ARM "LD1W
 * (quadword)", "LD2Q"). */
void
s_memq(S *s)
{
    int st = (s->k & MA_ST) != 0;
    uint32_t k = (uint32_t)(s->k & 7), nv = k ? k : 1, pk = st ? nv : 0;
    IrType *vt = st ? AT(s, 0) : RT(s);
    if (!st && k) {
        if (vt->kind != IR_TY_STRUCT || vt->nmembers != k)
            bad_sig(s);
        vt = vt->members[0];
    }
    if (vt->kind != IR_TY_VEC || ebits(vt) % 8 || ebits(vt) > 64 || s->cx->nargs != pk + 2 ||
        AT(s, pk + 1)->kind != IR_TY_PTR || !is_pred(AT(s, pk)))
        bad_sig(s);
    uint32_t n = nl(s, vt), q = 128 / ebits(vt), nq = n / q;
    uint64_t esz = ebits(vt) / 8;
    IrType *et = ir_type_scalar(vt);
    uint32_t pst = k ? q : 1; /* predicate lanes per quadword */
    if (nl(s, AT(s, pk)) != nq * pst)
        bad_sig(s);
    for (uint32_t i = 0; i < nq; i++) {
        int ps = pstate(A(s, pk, i * pst));
        for (uint32_t j = 0; j < nv; j++)
            for (uint32_t l = 0; l < (k ? q : 1); l++) {
                uint32_t lane = i * q + l;
                Cell *r = st ? NULL : s->cx->ret + j * n + lane;
                if (!st && !k)
                    for (uint32_t z = 1; z < q; z++)
                        cell_set(r + z, 0);
                if (ps == P_OFF) {
                    if (r)
                        cell_set(r, 0);
                    continue;
                }
                Cell p = *A(s, pk + 1, 0);
                p.v += k ? ((uint64_t)(k * i + j) * q + l) * esz : (uint64_t)i * esz;
                if (st) {
                    Cell v = *A(s, j, lane);
                    if (ps == P_POISON)
                        c_poison(&v);
                    mem_store(s->ip, &p, et, 1, &v);
                } else {
                    mem_load(s->ip, &p, et, 1, r);
                    if (ps == P_POISON)
                        c_poison(r);
                }
            }
    }
}

/* ld1rq(pg, ptr): the quadword at ptr (its lanes active in the first
 * quadword of pg; the others zero) in every quadword. */
void
s_ld1rq(S *s)
{
    uint32_t n = nl(s, RT(s)), q = 128 / ebits(RT(s));
    IrType *et = ir_type_scalar(RT(s));
    need_pred(s, 0, n);
    if (AT(s, 1)->kind != IR_TY_PTR || ebits(RT(s)) % 8)
        bad_sig(s);
    for (uint32_t j = 0; j < q; j++) {
        int ps = pstate(A(s, 0, j));
        Cell *r = R(s, j);
        if (ps == P_OFF) {
            cell_set(r, 0);
        } else {
            Cell p = *A(s, 1, 0);
            p.v += j * (ebits(RT(s)) / 8);
            mem_load(s->ip, &p, et, 1, r);
            if (ps == P_POISON)
                c_poison(r);
        }
    }
    for (uint32_t i = q; i < n; i++)
        *R(s, i) = *R(s, i % q);
}

/* Prefetches: no effect, and they never fault. */
void
s_nop(S *s)
{
}
