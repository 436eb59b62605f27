/* amdgcn.c -- the AMDGPU target's arithmetic intrinsics (llvm.amdgcn.*) in
 * the interpreter: fmed3, class, frexp.mant and frexp.exp, ubfe and sbfe,
 * cvt.pkrtz, cvt.pk.i16/u16, cvt.off.f32.i4, fmul.legacy and fma.legacy, fract,
 * trig.preop, the approximations rcp, sqrt, rsq, exp2, log, sin, cos, and
 * the wave's operations in a wave of one active lane (readfirstlane,
 * readlane, writelane, permlane64, mbcnt, ballot, icmp, fcmp,
 * wavefrontsize, wave.reduce), buffer loads of bytes and formats, image samples and
 * loads, format, typed and image stores.
 *
 * Each is the instruction it stands for (AMD's GCN/RDNA ISA manuals:
 * V_MED3_F32/F16, V_CMP_CLASS, V_FREXP_MANT/EXP, V_BFE_U32/I32 and S_BFE,
 * V_CVT_PKRTZ_F16_F32, V_MUL_LEGACY_F32, V_FMA_LEGACY_F32), as far as LLVM's
 * IntrinsicsAMDGPU.td and the folds of AMDGPUInstCombineIntrinsic.cpp
 * (LLVM 22) pin it down; where the manual, the folds and the LangRef's NaN
 * rules disagree, the result is one value out of the choices they allow
 * (fixed-unknown in TRACK where the choices differ, as intrin.c does):
 *
 *   - fmed3(a, b, c): the median.  Without a NaN operand, the median value;
 *     when it is a zero and the operands hold zeros of both signs, a zero
 *     of either sign (LLVM's constant folder picks with maxnum, which
 *     orders -0.0 below +0.0, after comparing them equal).  With a NaN
 *     operand the manual gives min3(a, b, c) under the IEEE mode bit's rules
 *     for V_MIN_F32 (a signaling NaN quieted with IEEE on), LLVM folds it to
 *     minnum/minimumnum or maxnum/maximumnum of the other two operands by
 *     the operand's position, the "amdgpu-ieee" attribute and the
 *     subtarget (gfx12 has no IEEE bit), returns an operand unchanged for
 *     a signaling NaN, and the LangRef lets an operation treat a signaling
 *     NaN as quiet: all these agree only that the result is one of the
 *     operands.  So: one quiet NaN operand -- one of the two others (or a
 *     NaN when it is signaling: V_MIN_F32 with IEEE on quiets it, and LLVM
 *     folds fmed3(x, y, sNaN) to a quiet NaN); two NaNs -- the third or a
 *     NaN; three -- a NaN (NaN rules);
 *   - class(x, mask): llvm.is.fpclass(x, mask & 0x3ff) (same bit order;
 *     LLVM folds a constant mask to it), the mask may be a variable: a
 *     result whose mask bit is unknown is unknown.  The ISA defines bits 0
 *     to 9 only, and LLVM both drops the others (a constant mask) and
 *     counts them (class(undef, m) to m != 0): with one of them set, a
 *     false result is false or true;
 *   - frexp.mant(x), frexp.exp(x): the fraction in [0.5, 1) with x's sign
 *     and the exponent (APFloat's frexp, LLVM's constant folding; subnormal
 *     inputs are exact); zeros give themselves and 0; infinities give
 *     themselves and 0, NaNs a NaN (NaN rules) and 0;
 *   - ubfe/sbfe(x, off, w) on i32 (i64): off and w taken modulo the width
 *     (the hardware reads their low bits, LLVM's fold masks them); w == 0
 *     gives 0; else bits [off, off + w) of x zero- (sign-) extended, the
 *     field ending at the top bit when off + w passes it (LLVM folds that
 *     case to lshr/ashr by off);
 *   - cvt.pkrtz(a, b): <2 x half> of a and b converted toward zero (LLVM
 *     folds constants with rmTowardZero), lane by lane: a poison operand
 *     makes its own lane poison; NaNs follow the NaN rules;
 *   - fmul.legacy(a, b): a * b, except that a zero operand gives a zero
 *     whatever the other is (NaN and infinities too).  LLVM's comment says
 *     +0.0, but it folds fmul.legacy(x, 99.5) to fmul x, 99.5, which gives
 *     -0.0 for x = -0.0: the zero's sign is left open;
 *   - fma.legacy(a, b, c): fma(a, b, c) with fmul.legacy's rule for the
 *     product (a zero product of either sign, plus c);
 *   - cvt.pk.i16/u16(a, b): <2 x i16> of a and b saturated (V_CVT_PK_I16_I32,
 *     V_CVT_PK_U16_U32), cvt.off.f32.i4(x): the signed 4-bit value in x's
 *     low bits divided by 16 (V_CVT_OFF_F32_I4, LLVM's folding table);
 *   - fract(x) (V_FRACT): x - floor(x), at most the largest value below 1
 *     (LLVM's constant folds: a tiny negative x gives that, -0.0 gives
 *     +0.0), NaN for infinities;
 *   - trig.preop(x, seg) (f64): 53 bits of 2/pi as the ISA's V_TRIG_PREOP_F64
 *     and LLVM's constant folder compute them (see preop() below);
 *   - rcp, sqrt, rsq, exp2, log, sin, cos: approximations, exact only for
 *     their special inputs (see approx() below), one value not known (in
 *     TRACK) elsewhere, as nvptx.c's sqrt.approx.
 *
 * Operands: a poison lane makes the result lane poison, unknown bits make
 * it unknown (fixed-unknown when every such operand was), as target.c and
 * intrin.c do; ubfe/sbfe move x's fixed-unknown bits with the field (undef
 * bits make the whole result undef).  The call's fast-math flags apply to
 * the fp results as for the IR intrinsics.
 *
 * The wave (readfirstlane, readlane, writelane, permlane64, mbcnt.lo/hi,
 * ballot, icmp, fcmp, wavefrontsize): the interpreter runs one thread, the
 * one active lane L of a wave of W lanes -- a legal environment (a wave
 * may run with any non-empty exec mask), the same for the source and the
 * target, so a correct fold holds in it.  W is the function's: its
 * "target-features" (+wavefrontsize32/64), else its "target-cpu" (gfx10 and
 * later 32, earlier ones 64), else 64 (the attributes opt's -mattr/-mcpu
 * give; check gives them to the source too).  Without either, LLVM leaves
 * wavefrontsize alone and reads lane indices modulo 64, as here.  L is
 * chosen by the caller from the input (interp_set_wave), modulo W.
 *
 *   - readfirstlane(x) = x (L is the first active lane);
 *   - readlane(x, l), l taken modulo W (LLVM folds readlane(x, 64) to lane
 *     0 in wave64, drops an `and` of l with W - 1): x when that is L, else
 *     the value x has in an inactive lane, which this thread does not
 *     know: one value, not known (fixed-unknown, as intrin.c's approximate
 *     results; 0 in a run that resolves unknown values), so a source that
 *     reads another lane matches any target.  Where x is poison or undef
 *     in L, the other lane's is taken to be so too (LLVM folds readlane of
 *     a uniform value -- a readfirstlane, a constant poison -- to it: a
 *     poison in L may be every lane's).  An undef index: x's or another
 *     lane's value, as for another lane;
 *   - writelane(v, l, old): v if l names L, else old (undef index: one of
 *     them, not known, poison if both are); permlane64(x): lane L ^ 32's
 *     value, another lane's;
 *   - a poison lane index makes the result poison;
 *   - mbcnt.lo(m, acc) = acc + the bits of m below lane min(L, 32),
 *     mbcnt.hi(m, acc) = acc + the bits of m below bit L - 32 (none in
 *     wave32: LLVM folds mbcnt.hi(m, acc) to acc there); only those bits
 *     of m count (undef or poison elsewhere does not matter);
 *   - ballot(c), icmp(a, b, p), fcmp(a, b, p): the mask with bit L alone
 *     (when the mask has it: ballot.i32 in wave64 with L > 31 is 0), set
 *     when the condition holds in L (p a constant predicate code of
 *     LLVM's CmpInst, else unsupported: LLVM leaves those calls alone);
 *   - wavefrontsize() = W;
 *   - wqm.vote(c): whether a lane of the quad votes true, c (the quad's
 *     other lanes are inactive, not helpers);
 *   - wave.reduce.<op>(x, strategy) for the integer ops (umin, min, umax,
 *     max, add, sub, and, or, xor): the reduction over the active lanes,
 *     L alone: x (LLVM's constant folds agree, sub(C) = C included).
 *
 * A fold that needs more than one lane (readlane of a value LLVM proves
 * uniform) holds here because another lane's value is not known; what the
 * model cannot see are bugs that only show in another lane.
 * llvm.amdgcn.workitem.id.* and the exec mask (read_register) stay
 * unsupported: the model would have to tie them to L (LLVM folds the mbcnt
 * pattern to workitem.id.x under reqd_work_group_size).
 *
 * Buffer loads (raw/struct/s.buffer.load, raw/struct.buffer.load.format,
 * raw/struct.tbuffer.load, the resource a <4 x i32>, and their raw.ptr and
 * struct.ptr forms, the resource a ptr addrspace(8)): InstCombine cannot
 * know the descriptor, so one legal one is taken for every resource value,
 * the same in the source and the target: a buffer of its own per value
 * (disjoint from every other and from the program's memory), unlimited
 * records (every offset in bounds), no swizzling, a stride of 4096 (a
 * legal 14-bit stride).  A record's address is voffset + soffset (+
 * vindex * 4096), modulo 2^32; the cache policy operand does not change a
 * value.  What a buffer holds is a hash of the resource, the address and
 * the run's seed (interp_set_wave):
 *
 *   - a load of bytes reads them little-endian from the address on, byte
 *     by byte, so that element k of a <4 x float> at o is the float at
 *     o + 4k (LLVM narrows a load to the elements used and moves its
 *     offset past the ones dropped);
 *   - a format or typed load converts the record at the address by the
 *     descriptor's (or the tbuffer's) format, which the model does not
 *     know: it returns the first N of four channels, each a hash of the
 *     resource, the address, the format operand and the element width
 *     (LLVM narrows such a load to its first channels only, never moves
 *     its offset, and keeps the elements' width: it reads an i32 channel
 *     through a bitcast as a float one).
 *
 * A poison or undef resource, index or offset makes the result poison (the
 * source's side of an over-approximation: anything refines it), a
 * fixed-unknown one makes it one value not known.
 * Stores of bytes and atomics are not modelled (unsupported); format and
 * typed stores are (below), and a buffer load after one is unsupported,
 * so a buffer a run loads from never changed.
 *
 * A ptr addrspace(8) resource is a handle (Interp.rsrc_ptrs: the
 * interpreter has no 128-bit pointers): one cell, the address of the
 * object it points to (an argument's buffer, at the same address in the
 * source's and the target's runs), which only names the resource's buffer
 * (apart from those of <4 x i32> resources); lowering lets it be moved,
 * compared and passed to functions of the module and to llvm.amdgcn
 * intrinsics, and leaves everything else done with it unsupported (a
 * load or store through it or of it, a GEP, a cast, another callee:
 * lower.c's handle_op).
 *
 * Images (image.sample and image.load, see image_name for the variants):
 * what a sampler and an image give is not known either; the model takes
 * an image that gives, for each call, four channels that depend only on
 * the intrinsic's base name (without the overload suffixes) and every
 * operand but dmask -- the same in the source and the target.  The result
 * packs the channels dmask enables, in order (element k is the k-th set
 * bit's channel: LLVM narrows dmask to the channels used and renumbers
 * the elements so); elements past them are poison (the hardware writes
 * nothing there, LLVM folds them to poison).  A channel is a finite float
 * in [2^-10, 2^11) or its negation, so that its half conversion is a
 * normal number: a D16 (half) result is that conversion, to nearest even
 * (LLVM folds an fptrunc of the result into the D16 form); an i32 one is
 * its bits.  The base name and operands are taken as LLVM's folds from
 * one variant to another see them (image_key), so that a call and its
 * folded form name the same thing: an offset or a bias of 0 and a mip
 * level of 0 are dropped with their modifier (.o, .b, .mip), a lod of 0
 * or with its sign bit set makes .l .lz (LLVM folds a zero or negative
 * constant lod so: the hardware clamps it to 0), a half coordinate,
 * derivative or bias counts as the float it extends to (LLVM makes the
 * A16/G16 forms of fpext'ed operands), an integer coordinate or mip level
 * of a load or a store by its low 16 bits (LLVM makes the A16 form, i16
 * operands, of a sext or a zext of i16 ones: the model's images then
 * repeat every 2^16 texels, a coarser model that can only merge places,
 * never tell apart two that LLVM takes for one).  gather4 and msaa_load
 * (image.msaa.load.x) return four texels or fragments of the one channel
 * dmask names: their elements are four values of their own, dmask part of
 * the key.  Atomics and the other image operations stay unsupported.
 * A poison or undef operand makes the result poison, a fixed-unknown one
 * one value not known.
 *
 * Format and typed buffer stores (raw/struct(.ptr).buffer.store.format,
 * raw/struct(.ptr).tbuffer.store) and image stores (image.store.<dim>) are
 * events of the run's trace (env_event), compared in order as calls are:
 * llvm.amdgcn.store.record(i64 place, i32 x, i32 y, i32 z, i32 w), the
 * place a hash of the resource, the record's address (voffset + soffset,
 * vindex, the format; for an image the base name and every operand but
 * the data, dmask and the cache policy, as for loads), x to w the bits of the four
 * channels written: an image store's enabled channels take the data's
 * elements in order.  A channel the data does not give is written what
 * LLVM's folds say: 0 before gfx12 (they drop trailing zero elements of
 * the data, and narrow dmask past zero channels), the data's first
 * element from gfx12 on (they drop trailing copies of it there; by the
 * function's target-cpu, 0 without one, as opt folds).  A poison element
 * is a poison channel, which any target's refines; a poison or undef
 * place is a poison place.  An image load after an image store is
 * unsupported, as a buffer load after a buffer store.
 *
 * is.shared(p), is.private(p) of a flat pointer: false for null (in
 * neither aperture), poison and undef for poison and undef; unsupported
 * for another pointer (the model would have to say which address space
 * its object is in).
 *
 * Not modelled (unsupported): cvt.pknorm (the ISA does not say how it
 * rounds), the legacy and clamped variants (rcp.legacy, rsq.clamp...), the
 * other cross-lane operations (update.dpp, ds.bpermute, permlane16...),
 * stores of bytes, the image variants above, the other image operations
 * and the hardware's state.
 *
 * Called from target_call for names starting with "llvm.amdgcn.";
 * amdgcn_call returns 0 for a name it does not know.  Names are the op
 * (table ops[] below) and the overload suffixes.  The arithmetic is
 * here; the wave's operations, the buffers and the images are in
 * amdgcn_wave.c; what both use in amdgcn.h.
 */
#include "amdgcn.h"

#include <math.h>
#include <string.h>

static const struct AOp {
    const char *name;
    int op;
} ops[] = {
    {"fmed3", A_MED3}, {"class", A_CLASS}, {"frexp.mant", A_MANT}, {"frexp.exp", A_EXP},
    {"ubfe", A_UBFE}, {"sbfe", A_SBFE}, {"cvt.pkrtz", A_PKRTZ}, {"fmul.legacy", A_MULL},
    {"fma.legacy", A_FMAL}, {"trig.preop", A_PREOP}, {"cvt.off.f32.i4", A_OFF}, {"cvt.pk.i16", A_PKI},
    {"cvt.pk.u16", A_PKU}, {"rcp", A_RCP}, {"sqrt", A_SQRT}, {"rsq", A_RSQ}, {"exp2", A_EXP2},
    {"log", A_LOG}, {"sin", A_SIN}, {"cos", A_COS},
    {"readfirstlane", A_RFL}, {"readlane", A_RL}, {"writelane", A_WL}, {"permlane64", A_PL64},
    {"mbcnt.lo", A_MBLO}, {"mbcnt.hi", A_MBHI}, {"ballot", A_BALLOT}, {"icmp", A_ICMP}, {"fcmp", A_FCMP},
    {"wavefrontsize", A_WSIZE}, {"fract", A_FRACT}, {"wqm.vote", A_WQM},
    {"is.shared", A_ISAS}, {"is.private", A_ISAS}, {"wave.reduce.umin", A_REDUCE}, {"wave.reduce.min", A_REDUCE},
    {"wave.reduce.umax", A_REDUCE}, {"wave.reduce.max", A_REDUCE}, {"wave.reduce.add", A_REDUCE},
    {"wave.reduce.sub", A_REDUCE}, {"wave.reduce.and", A_REDUCE}, {"wave.reduce.or", A_REDUCE},
    {"wave.reduce.xor", A_REDUCE},
    {"raw.buffer.load", A_BUF + 3 * B_RAW + BF_BYTES}, {"struct.buffer.load", A_BUF + 3 * B_STRUCT + BF_BYTES},
    {"s.buffer.load", A_BUF + 3 * B_S + BF_BYTES}, {"raw.buffer.load.format", A_BUF + 3 * B_RAW + BF_FORMAT},
    {"struct.buffer.load.format", A_BUF + 3 * B_STRUCT + BF_FORMAT},
    {"raw.tbuffer.load", A_BUF + 3 * B_RAW + BF_TBUFFER}, {"struct.tbuffer.load", A_BUF + 3 * B_STRUCT + BF_TBUFFER},
    {"raw.ptr.buffer.load", A_BUFP + 3 * B_RAW + BF_BYTES}, {"struct.ptr.buffer.load", A_BUFP + 3 * B_STRUCT + BF_BYTES},
    {"raw.ptr.buffer.load.format", A_BUFP + 3 * B_RAW + BF_FORMAT},
    {"struct.ptr.buffer.load.format", A_BUFP + 3 * B_STRUCT + BF_FORMAT},
    {"raw.ptr.tbuffer.load", A_BUFP + 3 * B_RAW + BF_TBUFFER},
    {"struct.ptr.tbuffer.load", A_BUFP + 3 * B_STRUCT + BF_TBUFFER},
    {"raw.buffer.store.format", A_BST}, {"struct.buffer.store.format", A_BST + 2},
    {"raw.tbuffer.store", A_BST + 1}, {"struct.tbuffer.store", A_BST + 3},
    {"raw.ptr.buffer.store.format", A_BST + 4}, {"struct.ptr.buffer.store.format", A_BST + 6},
    {"raw.ptr.tbuffer.store", A_BST + 5}, {"struct.ptr.tbuffer.store", A_BST + 7},
};

/* ============================================================ fmed3 */

/* One lane of fmed3 (see the header). */
static void
med3(A *a, IrType *et, uint32_t i)
{
    Cell *in[3] = {a->cx->args[0] + i, a->cx->args[1] + i, a->cx->args[2] + i};
    Cell *r = a->cx->ret + i;
    if (it_fp_pre(a->ip, a->fmf, et, in, 3, r))
        return;
    FpFmt f = ir_type_fp_fmt(et);
    FpBits x[3], v[4];
    int isnan[4] = {0, 0, 0, 0}, n = 0, nnan = 0;
    for (int k = 0; k < 3; k++) {
        x[k] = bits_of(in[k]);
        nnan += fp_is_nan(f, x[k]);
    }
    if (nnan) {
        int snan = 0;
        for (int k = 0; k < 3; k++) {
            if (!fp_is_nan(f, x[k]))
                v[n++] = x[k];
            snan |= fp_is_snan(f, x[k]);
        }
        if (nnan >= 2 || snan)
            isnan[n++] = 1;
        it_fp_cands(a->ip, a->fmf, et, n, v, isnan, x, 3, r);
        return;
    }
    /* the median: the operand neither below both others nor above both */
    int m = 0;
    for (int k = 0; k < 3; k++) {
        FpCmp p = fp_cmp(f, x[k], x[(k + 1) % 3]), q = fp_cmp(f, x[k], x[(k + 2) % 3]);
        if ((p != FP_LT || q != FP_LT) && (p != FP_GT || q != FP_GT)) {
            m = k;
            break;
        }
    }
    v[n++] = x[m];
    if (fp_is_zero(f, x[m])) {
        int signs = 0;
        for (int k = 0; k < 3; k++)
            if (fp_is_zero(f, x[k]))
                signs |= 1 << fp_sign(f, x[k]);
        if (signs == 3)
            v[n++] = fp_neg(f, x[m]);
    }
    it_fp_cands(a->ip, a->fmf, et, n, v, isnan, x, 3, r);
}

/* ============================================================ class */

static void
fpclass(A *a, IrType *et, uint32_t i)
{
    const Cell *x = a->cx->args[0] + i, *mk = a->cx->args[1] + i;
    Cell *r = a->cx->ret + i;
    if (x->poison || mk->poison) {
        c_poison(r);
        return;
    }
    unsigned known = (unsigned)(~mk->u & IR_FPC_ALL), mask = (unsigned)(mk->v & IR_FPC_ALL);
    int high = ((mk->v | mk->u) & 0xffffffffu & ~(uint64_t)IR_FPC_ALL) != 0;
    if (known == IR_FPC_ALL && !high) {
        it_isfpclass(a->ip, et, mask, x, r);
        return;
    }
    if (x->u) {
        c_unknown(r, 1, x->fixed && (!mk->u || mk->fixed));
        return;
    }
    unsigned cls = fp_class(ir_type_fp_fmt(et), bits_of(x));
    if (!(cls & known))
        c_unknown(r, 1, mk->fixed);
    else if (mask & cls)
        cell_set(r, 1);
    else if (!high)
        cell_set(r, 0);
    else if (a->ip->o.undef == INTERP_UNDEF_TRACK)
        c_unknown(r, 1, 1);    /* false or true: a bit above 9 (see the header) */
    else
        cell_set(r, 0);
}

/* ============================================================ frexp */

static void
frexp_lane(A *a, int op, IrType *ft, uint32_t i)
{
    Cell *in[1] = {a->cx->args[0] + i};
    Cell *r = a->cx->ret + i;
    FpFmt f = ir_type_fp_fmt(ft);
    if (op == A_EXP) {
        unsigned w = ir_type_scalar(a->cx->retty)->bits;
        if (target_taint(r, w, 1, (const Cell *const *)in))
            return;
        int e = 0;
        FpBits x = bits_of(in[0]);
        if (!fp_is_nan(f, x) && !fp_is_inf(f, x))
            fp_frexp(f, x, &e);
        cell_set(r, (uint64_t)(int64_t)e & it_mask(w));
        return;
    }
    if (it_fp_pre(a->ip, a->fmf, ft, in, 1, r))
        return;
    FpBits x = bits_of(in[0]), m = x;
    int e, isnan = fp_is_nan(f, x);
    if (!isnan && !fp_is_inf(f, x))
        m = fp_frexp(f, x, &e);
    it_fp_cands(a->ip, a->fmf, ft, 1, &m, &isnan, &x, 1, r);
}

/* ============================================================ bfe */

static void
bfe(A *a, int sgn)
{
    const Cell *x = a->cx->args[0], *o = a->cx->args[1], *wc = a->cx->args[2];
    Cell *r = a->cx->ret;
    unsigned n = a->cx->retty->bits;
    if (x->poison || o->poison || wc->poison) {
        c_poison(r);
        return;
    }
    if (x->u && !x->fixed) {
        /* undef bits: an undef result, as target.c's rule has it (LLVM folds
         * ubfe(undef, off, w) to undef, a zero width too) */
        c_unknown(r, n, 0);
        it_approx(a->ip);
        return;
    }
    if ((o->u | wc->u) & (n - 1)) {
        c_unknown(r, n, (!o->u || o->fixed) && (!wc->u || wc->fixed) && (!x->u || x->fixed));
        return;
    }
    unsigned off = (unsigned)o->v & (n - 1), w = (unsigned)wc->v & (n - 1);
    if (!w) {
        cell_set(r, 0);
        return;
    }
    unsigned top = off + w > n ? n - off : w;   /* field bits inside x */
    uint64_t fm = it_mask(top);
    uint64_t v = (x->v >> off) & fm, u = (x->u >> off) & fm;
    if (sgn) {
        /* sign-extend from the field's top bit (x's top bit when the field
         * passes it: the same bit) */
        uint64_t ext = it_mask(n) & ~fm;
        if (u >> (top - 1) & 1) {
            u |= ext;
            if (ext)
                it_approx(a->ip);   /* copies of one unknown bit */
        } else if (v >> (top - 1) & 1) {
            v |= ext;
        }
    }
    r->v = v & ~u;
    r->u = u;
    r->prov = 0;
    r->poison = 0;
    r->fixed = (uint16_t)(u && x->fixed);
}

/* ============================================================ pkrtz */

static void
pkrtz(A *a, IrType *ht)
{
    for (uint32_t k = 0; k < 2; k++) {
        const Cell *x = a->cx->args[k];
        Cell *r = a->cx->ret + k;
        if (x->poison) {
            c_poison(r);
            continue;
        }
        if (x->u) {
            if (a->fmf & (IR_F_NNAN | IR_F_NINF))
                c_poison(r);
            else
                c_unknown(r, 16, x->fixed);
            continue;
        }
        FpBits z = fp_convert(FP_HALF, FP_F32, bits_of(x), FP_RTZ, NULL);
        int isnan = fp_is_nan(FP_HALF, z);
        if ((a->fmf & IR_F_NNAN) && isnan) {
            c_poison(r);
            continue;
        }
        it_fp_cands(a->ip, a->fmf, ht, 1, &z, &isnan, &z, 1, r);
    }
}

/* ============================================================ legacy */

/* fmul.legacy (3: fma.legacy) */
static void
legacy(A *a, IrType *ft, uint32_t nin)
{
    Cell *in[3] = {a->cx->args[0], a->cx->args[1], nin > 2 ? a->cx->args[2] : NULL};
    Cell *r = a->cx->ret;
    if (it_fp_pre(a->ip, a->fmf, ft, in, (int)nin, r))
        return;
    FpFmt f = ir_type_fp_fmt(ft);
    FpBits x[3] = {bits_of(in[0]), bits_of(in[1]), {{0, 0}}}, v[2];
    int isnan[2] = {0, 0}, n = 0;
    if (nin > 2)
        x[2] = bits_of(in[2]);
    if (fp_is_zero(f, x[0]) || fp_is_zero(f, x[1])) {
        for (int s = 0; s < 2; s++)
            v[n++] = nin > 2 ? fp_add(f, fp_zero(f, s), x[2], FP_RNE, NULL) : fp_zero(f, s);
        if (!memcmp(&v[0], &v[1], sizeof v[0]))
            n = 1;
    } else {
        v[n++] = nin > 2 ? fp_fma(f, x[0], x[1], x[2], FP_RNE, NULL) : fp_mul(f, x[0], x[1], FP_RNE, NULL);
    }
    for (int k = 0; k < n; k++)
        isnan[k] = fp_is_nan(f, v[k]);
    it_fp_cands(a->ip, a->fmf, ft, n, v, isnan, x, (int)nin, r);
}

/* ============================================================ trig.preop */

/* 2/pi: its first 1216 fraction bits, most significant first (computed
 * with Machin's formula in exact integer arithmetic; the first 37 words
 * are also the table of LLVM's constant folder). */
static const uint32_t two_by_pi[38] = {
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561,
    0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484,
    0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b,
    0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08, 0x56033046, 0xfc7b6bab,
};

/* Fraction bit k of 2/pi (bit 0 is worth 1/2), the ISA's table being
 * 1201 bits long. */
static unsigned
tbp_bit(unsigned k)
{
    return k < 1201 ? two_by_pi[k / 32] >> (31 - k % 32) & 1 : 0;
}

/* trig.preop(x, seg) on f64: the 53 bits of 2/pi from bit shift = 53 *
 * (seg & 31) (plus exponent(x) - 1077 when x's biased exponent passes
 * 1077), as an integer scaled by 2^(-53 - shift) (times 2^128 when the
 * exponent is 1968 or more), correctly rounded; a NaN gives a NaN.  LLVM's
 * folder returns 0 once the bits pass its 1184-bit table (shift >= 1120),
 * the ISA reads a 1201-bit one: there, 0 or the ISA's value. */
static void
preop(A *a)
{
    const Cell *in[2] = {a->cx->args[0], a->cx->args[1]};
    Cell *r = a->cx->ret;
    Cell s = *in[1];
    s.v &= 31;
    s.u &= 31;
    const Cell *t[2] = {in[0], &s};
    if (target_taint(r, 64, 2, t))
        return;
    FpBits x = bits_of(in[0]), v[2];
    int isnan[2] = {fp_is_nan(FP_F64, x), 0}, n = 1;
    if (!isnan[0]) {
        unsigned e = (unsigned)(x.w[0] >> 52) & 0x7ff, shift = (unsigned)s.v * 53;
        if (e > 1077)
            shift += e - 1077;
        int scale = -53 - (int)shift + (e >= 1968 ? 128 : 0);
        uint64_t bits = 0;
        for (unsigned k = 0; k < 53; k++)
            bits = bits << 1 | tbp_bit(shift + k);
        v[0] = fp_scalbn(FP_F64, fp_from_int(FP_F64, &bits, 64, 0, FP_RNE, NULL), scale, FP_RNE, NULL);
        if (shift >= 1120 && bits)
            v[n++] = fp_zero(FP_F64, 0);
    }
    it_fp_cands(a->ip, a->fmf, a->cx->retty, n, v, isnan, &x, 1, r);
}

/* ============================================================ conversions */

/* cvt.off.f32.i4(x): the signed 4-bit number in x's low bits times 1/16 */
static void
cvt_off(A *a)
{
    const Cell *x = a->cx->args[0];
    Cell *r = a->cx->ret;
    Cell lo = *x;
    lo.v &= 15;
    lo.u &= 15;
    const Cell *t[1] = {&lo};
    if (target_taint(r, 32, 1, t))
        return;
    int k = (int)(lo.v ^ 8) - 8;
    cell_set(r, fp_from_double(FP_F32, k / 16.0, FP_RNE, NULL).w[0]);
}

/* cvt.pk.i16 / cvt.pk.u16(a, b): <2 x i16> of a and b saturated to the
 * signed (unsigned) 16-bit range, lane by lane */
static void
cvt_pk(A *a, int sgn)
{
    for (uint32_t k = 0; k < 2; k++) {
        const Cell *x = a->cx->args[k];
        Cell *r = a->cx->ret + k;
        if (target_taint(r, 16, 1, &x))
            continue;
        uint64_t v = x->v & 0xffffffffu;
        if (sgn) {
            int64_t sv = (int32_t)(uint32_t)v;
            sv = sv < -32768 ? -32768 : sv > 32767 ? 32767 : sv;
            v = (uint64_t)sv & 0xffff;
        } else if (v > 0xffff) {
            v = 0xffff;
        }
        cell_set(r, v);
    }
}

/* ============================================================ approximations */

/* rcp, sqrt, rsq, exp2, log (base 2), sin and cos (of 2 pi x): the
 * hardware's approximations (V_RCP, V_SQRT, V_RSQ, V_EXP, V_LOG, V_SIN,
 * V_COS), exact only for the special inputs the ISA lists and LLVM folds
 * (zeros, infinities, NaNs, negative inputs of sqrt/rsq/log; exp2 and log
 * read an f32 subnormal as 0); elsewhere one value not known in TRACK (the
 * correctly rounded value, or the host's libm, otherwise).  f16 sqrt is
 * correctly rounded (LLVM folds it to llvm.sqrt). */
static void
approx(A *a, int op, IrType *ft, uint32_t i)
{
    Cell *in[1] = {a->cx->args[0] + i};
    Cell *r = a->cx->ret + i;
    if (it_fp_pre(a->ip, a->fmf, ft, in, 1, r))
        return;
    FpFmt f = ir_type_fp_fmt(ft);
    FpBits x = bits_of(in[0]), z;
    int neg = fp_sign(f, x), isnan = 0, exact = 1;
    int zero = fp_is_zero(f, x) || ((op == A_EXP2 || op == A_LOG) && f == FP_F32 && fp_is_subnormal(f, x));
    FpBits one = fp_from_double(f, 1.0, FP_RNE, NULL);
    if (fp_is_nan(f, x)) {
        isnan = 1;
    } else if (fp_is_inf(f, x)) {
        switch (op) {
        case A_RCP: z = fp_zero(f, neg); break;
        case A_SQRT: case A_LOG: if (neg) isnan = 1; else z = x; break;
        case A_RSQ: if (neg) isnan = 1; else z = fp_zero(f, 0); break;
        case A_EXP2: z = neg ? fp_zero(f, 0) : x; break;
        default: isnan = 1; break;
        }
    } else if (zero) {
        switch (op) {
        case A_RCP: case A_RSQ: z = fp_inf(f, neg); break;
        case A_SQRT: z = x; break;
        case A_EXP2: z = one; break;
        case A_LOG: z = fp_inf(f, 1); break;
        default: exact = 0; z = op == A_SIN ? x : one; break;
        }
    } else if (neg && (op == A_SQRT || op == A_RSQ || op == A_LOG) && !fp_is_subnormal(f, x)) {
        isnan = 1;
    } else {
        exact = op == A_SQRT && f == FP_HALF;
        double d = fp_to_double(f, x);
        switch (op) {
        case A_RCP: z = fp_div(f, one, x, FP_RNE, NULL); break;
        case A_SQRT: z = fp_sqrt(f, x, FP_RNE, NULL); break;
        case A_RSQ: z = fp_div(f, one, fp_sqrt(f, x, FP_RNE, NULL), FP_RNE, NULL); break;
        case A_EXP2: z = fp_from_double(f, exp2(d), FP_RNE, NULL); break;
        case A_LOG: z = fp_from_double(f, log2(d), FP_RNE, NULL); break;
        case A_SIN: z = fp_from_double(f, sin(d * 6.283185307179586), FP_RNE, NULL); break;
        default: z = fp_from_double(f, cos(d * 6.283185307179586), FP_RNE, NULL); break;
        }
    }
    if (isnan)
        z = x;
    it_fp_cands(a->ip, a->fmf, ft, 1, &z, &isnan, &x, 1, r);
    if (!exact && !r->poison && a->ip->o.undef == INTERP_UNDEF_TRACK)
        c_unknown(r, fp_fmt_info[f].bits, 1);
}

/* fract(x) (V_FRACT_F16/F32/F64): x - floor(x), at most the largest value
 * below 1 (a tiny negative x would round to 1); NaN for an infinity or a
 * NaN.  Exact, as LLVM's constant folds have it (fract(-0.0) = +0.0). */
static void
fract(A *a, IrType *ft, uint32_t i)
{
    Cell *in[1] = {a->cx->args[0] + i};
    Cell *r = a->cx->ret + i;
    if (it_fp_pre(a->ip, a->fmf, ft, in, 1, r))
        return;
    FpFmt f = ir_type_fp_fmt(ft);
    FpBits x = bits_of(in[0]), z = x;
    int isnan = fp_is_nan(f, x) || fp_is_inf(f, x);
    if (!isnan) {
        if (fp_is_subnormal(f, x) && interp_dn_mode(a->ip, ft))
            interp_unsupported(a->ip, "%s of a subnormal under a denormal mode", a->cx->name);
        z = fp_sub(f, x, fp_round_int(f, x, FP_RDN, NULL), FP_RNE, NULL);
        FpBits one = fp_from_double(f, 1.0, FP_RNE, NULL);
        if (fp_cmp(f, z, one) != FP_LT) {
            z = one;
            z.w[0]--;   /* the largest value below 1 */
        }
        if (fp_is_subnormal(f, z) && interp_dn_mode(a->ip, ft))
            interp_unsupported(a->ip, "%s of a subnormal under a denormal mode", a->cx->name);
    }
    it_fp_cands(a->ip, a->fmf, ft, 1, &z, &isnan, &x, 1, r);
}

/* ============================================================ dispatch */

/* Is s (up to a '.' or the end) an overload suffix: f32, i16, v2f16, bf16? */
static int
type_token(const char *s, size_t n)
{
    size_t i = 0;
    if (n > 1 && s[0] == 'p') {
        /* a pointer: p<address space> */
        for (i = 1; i < n && s[i] >= '0' && s[i] <= '9'; i++)
            ;
        return i == n;
    }
    if (n > 1 && s[0] == 'v') {
        for (i = 1; i < n && s[i] >= '0' && s[i] <= '9'; i++)
            ;
        if (i == 1)
            return 0;
        if (i < n && s[i] == 'p') {
            size_t j = i + 1;
            for (; j < n && s[j] >= '0' && s[j] <= '9'; j++)
                ;
            return j > i + 1 && j == n;
        }
    }
    if (i + 2 < n && s[i] == 'b' && s[i + 1] == 'f')
        i++;
    if (i >= n || (s[i] != 'f' && s[i] != 'i'))
        return 0;
    if (++i >= n)
        return 0;
    for (; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return 1;
}

/* the rest of a name after its op: only overload suffixes */
int
only_types(const char *s)
{
    while (*s == '.') {
        size_t n = strcspn(++s, ".");
        if (!type_token(s, n))
            return 0;
        s += n;
    }
    return !*s;
}

int
amdgcn_call(Interp *ip, CallCtx *cx)
{
    static const char pfx[] = "llvm.amdgcn.";
    const char *s = cx->name + sizeof pfx - 1;
    int op = -1;
    for (size_t i = 0; i < sizeof ops / sizeof ops[0] && op < 0; i++) {
        size_t n = strlen(ops[i].name);
        if (!strncmp(s, ops[i].name, n) && only_types(s + n))
            op = ops[i].op;
    }
    size_t base = 0;
    if (op < 0 && !strncmp(s, "image.", 6) && image_name(s + 6, &base)) {
        A a = {ip, cx, 0};
        if (!strncmp(s + 6, "store.", 6))
            image_store(&a, base + 6);
        else
            image_op(&a, base + 6);
        return 1;
    }
    if (op < 0)
        return 0;
    A a = {ip, cx, cx->inst ? cx->inst->flags & IR_F_FMF : 0};
    IrType *rt = cx->retty;
    for (uint32_t k = 0; k < cx->nargs; k++)
        if (cx->argty[k]->kind == IR_TY_VEC && (cx->argty[k]->flags & IR_TYF_SCALABLE))
            interp_unsupported(ip, "%s with a scalable vector", cx->name);
    switch (op) {
    case A_MED3: {
        IrType *et = ir_type_scalar(rt);
        if (cx->nargs != 3 || (et->kind != IR_TY_HALF && et->kind != IR_TY_FLOAT))
            bad_sig(&a);
        for (uint32_t k = 0; k < 3; k++)
            if (!ir_type_equal(cx->argty[k], rt))
                bad_sig(&a);
        uint32_t lanes = ir_type_lanes(rt);
        for (uint32_t i = 0; i < lanes; i++)
            med3(&a, et, i);
        return 1;
    }
    case A_CLASS: {
        if (cx->nargs != 2 || !is_fp(cx->argty[0]) || !is_int(ir_type_scalar(cx->argty[1]), 32) ||
            !is_int(ir_type_scalar(rt), 1) || ir_type_lanes(rt) != ir_type_lanes(cx->argty[0]) ||
            ir_type_lanes(rt) != ir_type_lanes(cx->argty[1]))
            bad_sig(&a);
        uint32_t lanes = ir_type_lanes(rt);
        for (uint32_t i = 0; i < lanes; i++)
            fpclass(&a, ir_type_scalar(cx->argty[0]), i);
        return 1;
    }
    case A_MANT: case A_EXP: {
        IrType *ft = cx->nargs == 1 ? cx->argty[0] : NULL;
        if (!ft || !is_fp(ft) || ir_type_lanes(rt) != ir_type_lanes(ft) ||
            (op == A_MANT ? !ir_type_equal(rt, ft) : !is_int(ir_type_scalar(rt), 0) || ir_type_scalar(rt)->bits > 64))
            bad_sig(&a);
        uint32_t lanes = ir_type_lanes(rt);
        for (uint32_t i = 0; i < lanes; i++)
            frexp_lane(&a, op, ir_type_scalar(ft), i);
        return 1;
    }
    case A_UBFE: case A_SBFE:
        if (cx->nargs != 3 || !(is_int(rt, 32) || is_int(rt, 64)) || !ir_type_equal(cx->argty[0], rt) ||
            !is_int(cx->argty[1], 32) || !is_int(cx->argty[2], 32))
            bad_sig(&a);
        bfe(&a, op == A_SBFE);
        return 1;
    case A_PKRTZ:
        if (cx->nargs != 2 || cx->argty[0]->kind != IR_TY_FLOAT || cx->argty[1]->kind != IR_TY_FLOAT ||
            rt->kind != IR_TY_VEC || ir_type_lanes(rt) != 2 || ir_type_scalar(rt)->kind != IR_TY_HALF)
            bad_sig(&a);
        pkrtz(&a, ir_type_scalar(rt));
        return 1;
    case A_PREOP:
        if (cx->nargs != 2 || rt->kind != IR_TY_DOUBLE || cx->argty[0]->kind != IR_TY_DOUBLE || !is_int(cx->argty[1], 32))
            bad_sig(&a);
        preop(&a);
        return 1;
    case A_OFF:
        if (cx->nargs != 1 || rt->kind != IR_TY_FLOAT || !is_int(cx->argty[0], 32))
            bad_sig(&a);
        cvt_off(&a);
        return 1;
    case A_PKI: case A_PKU:
        if (cx->nargs != 2 || !is_int(cx->argty[0], 32) || !is_int(cx->argty[1], 32) || rt->kind != IR_TY_VEC ||
            ir_type_lanes(rt) != 2 || !is_int(ir_type_scalar(rt), 16))
            bad_sig(&a);
        cvt_pk(&a, op == A_PKI);
        return 1;
    case A_RCP: case A_SQRT: case A_RSQ: case A_EXP2: case A_LOG: case A_SIN: case A_COS: {
        if (cx->nargs != 1 || !is_fp(rt) || !ir_type_equal(cx->argty[0], rt))
            bad_sig(&a);
        uint32_t lanes = ir_type_lanes(rt);
        for (uint32_t i = 0; i < lanes; i++)
            approx(&a, op, ir_type_scalar(rt), i);
        return 1;
    }
    case A_RFL: case A_PL64:
        if (cx->nargs != 1 || !ir_type_equal(cx->argty[0], rt))
            bad_sig(&a);
        if (op == A_RFL)
            same_lane(&a, cx->args[0]);
        else
            other_lane(&a, cx->args[0]);
        return 1;
    case A_RL: case A_WL:
        if (cx->nargs != (op == A_WL ? 3u : 2u) || !ir_type_equal(cx->argty[0], rt) || !is_int(cx->argty[1], 32) ||
            (op == A_WL && !ir_type_equal(cx->argty[2], rt)))
            bad_sig(&a);
        rw_lane(&a, op == A_WL);
        return 1;
    case A_MBLO: case A_MBHI:
        if (cx->nargs != 2 || !is_int(rt, 32) || !is_int(cx->argty[0], 32) || !is_int(cx->argty[1], 32))
            bad_sig(&a);
        mbcnt(&a, op == A_MBHI);
        return 1;
    case A_BALLOT:
        if (cx->nargs != 1 || !(is_int(rt, 32) || is_int(rt, 64)) || !is_int(cx->argty[0], 1))
            bad_sig(&a);
        lane_mask(&a, cx->args[0], cx->ret);
        return 1;
    case A_ICMP: case A_FCMP:
        if (cx->nargs != 3 || !(is_int(rt, 32) || is_int(rt, 64)) || !ir_type_equal(cx->argty[0], cx->argty[1]) ||
            !is_int(cx->argty[2], 32))
            bad_sig(&a);
        if (op == A_ICMP ? !is_int(cx->argty[0], 0) || cx->argty[0]->bits > 64
                         : cx->argty[0]->kind != IR_TY_HALF && cx->argty[0]->kind != IR_TY_FLOAT &&
                               cx->argty[0]->kind != IR_TY_DOUBLE)
            interp_unsupported(ip, "%s with this type", cx->name);
        cmp_mask(&a, op == A_FCMP);
        return 1;
    case A_FRACT: {
        if (cx->nargs != 1 || !is_fp(rt) || !ir_type_equal(cx->argty[0], rt))
            bad_sig(&a);
        uint32_t lanes = ir_type_lanes(rt);
        for (uint32_t i = 0; i < lanes; i++)
            fract(&a, ir_type_scalar(rt), i);
        return 1;
    }
    case A_WQM:
        /* the quad's other lanes are inactive and no helpers: c */
        if (cx->nargs != 1 || !is_int(rt, 1) || !is_int(cx->argty[0], 1))
            bad_sig(&a);
        same_lane(&a, cx->args[0]);
        return 1;
    case A_ISAS: {
        /* is.shared/is.private(p): a flat null is in neither aperture;
         * poison and undef stay so; another pointer's aperture is not
         * modelled (its object's address space would say) */
        if (cx->nargs != 1 || !is_int(rt, 1) || cx->argty[0]->kind != IR_TY_PTR || cx->argty[0]->bits != 0)
            bad_sig(&a);
        const Cell *p = cx->args[0];
        if (p->poison)
            c_poison(cx->ret);
        else if (p->u && !p->fixed)
            c_unknown(cx->ret, 1, 0);
        else if (!p->u && !p->v && !p->prov)
            cell_set(cx->ret, 0);
        else
            interp_unsupported(ip, "%s of a pointer that is not null", cx->name);
        return 1;
    }
    case A_REDUCE:
        /* over the one active lane: x (LLVM folds every one of them, sub
         * too, of a constant to it) */
        if (cx->nargs != 2 || !is_int(rt, 0) || !ir_type_equal(cx->argty[0], rt) || !is_int(cx->argty[1], 32))
            bad_sig(&a);
        same_lane(&a, cx->args[0]);
        return 1;
    case A_WSIZE:
        if (cx->nargs != 0 || !is_int(rt, 32))
            bad_sig(&a);
        cell_set(cx->ret, wave_size(&a));
        return 1;
    default:
        if (op >= A_BST && op < A_BST + 8) {
            buffer_store(&a, (op - A_BST) >> 1 & 1 ? B_STRUCT : B_RAW, (op - A_BST) & 1, op - A_BST >= 4);
            return 1;
        }
        if (op >= A_BUF && op < A_BUFP + 9) {
            int k = (op - A_BUF) % 9;
            buffer_load(&a, k / 3, k % 3, op >= A_BUFP);
            return 1;
        }
        break;
    case A_MULL: case A_FMAL: {
        uint32_t n = op == A_FMAL ? 3 : 2;
        if (cx->nargs != n || rt->kind != IR_TY_FLOAT)
            bad_sig(&a);
        for (uint32_t k = 0; k < n; k++)
            if (cx->argty[k]->kind != IR_TY_FLOAT)
                bad_sig(&a);
        legacy(&a, rt, n);
        return 1;
    }
    }
    return 0;
}
