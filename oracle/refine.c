/* refine.c -- does the target refine the source on one input?
 *
 * DESIGN.md, "Semantics": the source over-approximates.  Per scalar leaf of
 * the return value (and of each external call's arguments):
 *   - a source leaf that may be poison matches anything;
 *   - a target leaf that is poison where the source's is not: "target is
 *     more poisonous";
 *   - an undef source bit matches anything, also an undef target bit;
 *   - a fixed-unknown source bit (freeze of undef, a NaN payload, an
 *     approximate fast-math result) matches any defined target bit, but a
 *     target bit that is undef there is "more undefined" (freeze undef ->
 *     undef is wrong), as is an undef target bit where the source's is known;
 *   - known bits must be equal ("value mismatch"), except that a NaN the
 *     source may produce matches any NaN;
 *   - pointers based on a global compare by (global name, offset), pointers
 *     into the buffer of a pointer argument by (argument, offset); pointers
 *     based on other stack or heap objects are not observable after the call.
 * Memory (observed globals, the buffers of pointer arguments) compares byte
 * by byte with the same rules; bytes of stored pointers are not compared.
 * A source with UB discards the input; a source whose run depended on a
 * choice for a frozen value (InterpResult.choices), or ran out of its
 * budget, makes a difference inconclusive, never a counterexample.  The
 * target's side of a difference must be real: see orc_check_input (a
 * tracked run that over-approximated undef proves nothing by itself;
 * concrete runs, which choose undef at each use, do).
 */
#include "oracle/oracle.h"

#include <stdlib.h>
#include <string.h>
#include <signal.h>

const char *const orc_verdict_names[ORC_NVERDICTS] = {
    [ORC_OK] = "ok",
    [ORC_VALUE] = "value mismatch",
    [ORC_POISON] = "target is more poisonous",
    [ORC_UNDEF] = "target's value is more undefined",
    [ORC_TGT_UB] = "source is more defined than target",
    [ORC_MEMORY] = "memory mismatch",
    [ORC_TRACE] = "trace mismatch",
    [ORC_HANG] = "hang",
    [ORC_CRASH] = "crash",
    [ORC_UNSUPPORTED] = "unsupported",
    [ORC_INCONCLUSIVE] = "inconclusive",
    [ORC_SKIPPED] = "source has undefined behaviour",
};

static uint64_t
word_mask(unsigned bits, uint32_t k)
{
    unsigned wb = bits > 64 * k ? bits - 64 * k : 0;
    return wb >= 64 ? ~0ull : (1ull << wb) - 1;
}

/* May the source leaf s (fp type t) be a NaN, and is the target leaf one
 * whatever its fixed-unknown bits are? */
static int
nan_match(const IrType *t, const RtLeaf *s, const RtLeaf *tl)
{
    if (!ir_type_is_fp(t) || s->words > 2 || (tl->undef[0] && !tl->fixed))
        return 0;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits sv = {{0, 0}}, su = {{0, 0}}, tv = {{0, 0}}, tu = {{0, 0}};
    for (uint32_t k = 0; k < s->words; k++) {
        sv.w[k] = s->bits[k];
        su.w[k] = s->bits[k] | s->undef[k];
        tv.w[k] = tl->bits[k] & ~tl->undef[k];
        tu.w[k] = tl->bits[k] | tl->undef[k];
        if (tl->undef[k] && !tl->fixed)
            return 0;
    }
    if (!((fp_is_nan(f, sv) || fp_is_nan(f, su)) && fp_is_nan(f, tv) && fp_is_nan(f, tu)))
        return 0;
    /* ... but a signaling NaN is no quiet one (LangRef "Behavior of
     * Floating-Point NaN values": an operation returns a signaling NaN
     * only when an input was one, and llvm.canonicalize never does): a
     * source NaN whose quiet bit is known set does not match a target
     * whose quiet bit is known clear */
    unsigned q = f == FP_F80 ? 62 : fp_fmt_info[f].man_bits - 1;
    if (f == FP_PPC128 || !fp_is_nan(f, sv))
        return 1;
    uint64_t qm = 1ull << (q % 64);
    uint32_t w = q / 64;
    int s_quiet_known = !(s->undef[w] & qm) && (s->bits[w] & qm);
    int t_signaling = !(tl->undef[w] & qm) && !(tl->bits[w] & qm);
    return !(s_quiet_known && t_signaling);
}

/* The text of b as a malloc'd string; b is empty afterwards. */
static char *
take(IrBuf *b)
{
    char *s = strdup(b->p ? b->p : "");
    ir_buf_free(b);
    return s;
}

struct Side;

typedef struct Cmp {
    const OrcPair *p;
    IrBuf *why;     /* where the first difference is */
    const struct Side *S, *T;   /* the runs compared (their argument buffers) */
    const IrFunc *dn;   /* comparing its return value: daz_match */
} Cmp;

static int arg_buffer(const struct Side *sd, const RtLeaf *ptr, uint64_t *off);
static int arg_buffer_off(const struct Side *sd, uint32_t arg, const RtLeaf *ptr, uint64_t *off);

/* Two constant globals of which one is unnamed_addr (LangRef "Global
 * Variables": its address is not significant, identical constants may be
 * merged) with the same bytes: a pointer to one may become a pointer to
 * the other (ConstantMerge). */
static int
same_unnamed_const(Cmp *c, IrGlobal *sg, IrGlobal *tg)
{
    /* the merged global may keep either's name and attributes: the source's
     * global of the target's name counts too */
    IrGlobal *sg2 = tg->v.name ? ir_module_global(interp_module(c->p->sip), tg->v.name) : NULL;
    int unnamed = sg->unnamed_addr || tg->unnamed_addr || (sg2 && sg2->is_const && sg2->unnamed_addr);
    if (!sg->is_const || !tg->is_const || !unnamed)
        return 0;
    RtBytes a, b;
    if (interp_global_bytes(c->p->sip, sg, &a) || interp_global_bytes(c->p->tip, tg, &b))
        return 0;
    return a.n == b.n && !memcmp(a.val, b.val, a.n) && !memcmp(a.und, b.und, a.n) && !memcmp(a.flags, b.flags, a.n);
}

/* LangRef "denormal-fp-math": where the function's input mode for t is
 * preserve-sign or positive-zero, every floating-point operation reads a
 * subnormal as that zero, and LLVM 22 treats such a subnormal as a
 * non-canonical encoding of the zero (LangRef "llvm.canonicalize": "treated
 * as non-canonical encodings of zero"; canonicalizations may be dropped):
 * InstCombine returns x for `x == 0 ? x * 32 : x`.  So fp results that are
 * the same after that flush match (fully known values only). */
static int
daz_match(const Cmp *c, const IrType *t, const RtLeaf *s, const RtLeaf *tl)
{
    if (!c->dn || !ir_type_is_fp(t) || t->kind == IR_TY_PPC_FP128 || s->words > 2)
        return 0;
    int in = interp_dn_input(c->dn, t);
    if (in != 1 && in != 2)
        return 0;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x = {{0, 0}}, y = {{0, 0}}, u = {{0, 0}};
    for (uint32_t k = 0; k < s->words; k++) {
        if (tl->undef[k])
            return 0;
        x.w[k] = s->bits[k];
        u.w[k] = s->undef[k];
        y.w[k] = tl->bits[k];
    }
    if (!u.w[0] && !u.w[1] && fp_is_subnormal(f, x))
        x = fp_zero(f, in == 1 && fp_sign(f, x));
    if (fp_is_subnormal(f, y))
        y = fp_zero(f, in == 1 && fp_sign(f, y));
    /* the source's unknown bits (the sign of an nsz zero) match any */
    return !((x.w[0] ^ y.w[0]) & ~u.w[0]) && !((x.w[1] ^ y.w[1]) & ~u.w[1]);
}

/* Compare one leaf; ORC_OK, ORC_VALUE, ORC_POISON or ORC_UNDEF. */
static OrcVerdict
cmp_leaf(Cmp *c, IrType *t, const RtLeaf *s, const RtLeaf *tl)
{
    if (s->poison)
        return ORC_OK;
    if (tl->poison)
        return ORC_POISON;
    if (t->kind == IR_TY_PTR) {
        uint64_t so = 0, to = 0;
        IrGlobal *sg = interp_ptr_global(c->p->sip, s, &so);
        if (s->undef[0])
            /* an undef source pointer matches anything; a frozen one any
             * one value (a frozen target's too), but not an undef one */
            return tl->undef[0] && s->fixed && !tl->fixed ? ORC_UNDEF : ORC_OK;
        if (tl->undef[0])
            return ORC_UNDEF;
        if (!c->p->tip && (sg || s->prov))
            return ORC_OK; /* native code: addresses are not comparable */
        if (sg) {
            IrGlobal *tg = interp_ptr_global(c->p->tip, tl, &to);
            if (!tg || so != to)
                return ORC_VALUE;
            if (strcmp(sg->v.name ? sg->v.name : "", tg->v.name ? tg->v.name : ""))
                return same_unnamed_const(c, sg, tg) ? ORC_OK : ORC_VALUE;
            return ORC_OK;
        }
        int arg = s->prov ? arg_buffer(c->S, s, &so) : -1;
        if (arg >= 0) {
            /* into the buffer of a pointer argument, which the caller knows:
             * the target's must point into its buffer for the same argument,
             * at the same offset */
            if (!arg_buffer_off(c->T, (uint32_t)arg, tl, &to) || so != to)
                return ORC_VALUE;
            return ORC_OK;
        }
        if (s->prov)
            return ORC_OK; /* a stack or heap object: its address is not observable */
        return s->bits[0] == tl->bits[0] ? ORC_OK : ORC_VALUE;
    }
    if (s->words != tl->words)
        return ORC_VALUE;
    unsigned bits = t->kind == IR_TY_INT ? t->bits : ir_type_fp_bits(t);
    int mismatch = 0, undef = 0;
    for (uint32_t k = 0; k < s->words; k++) {
        uint64_t m = word_mask(bits, k);
        uint64_t sdef = ~s->undef[k] & m;
        uint64_t tu = tl->undef[k] & m;
        uint64_t tfixed = tl->fixed ? tu : 0, tundef = tl->fixed ? 0 : tu;
        /* known bits differ, or the target may choose another value where
         * the source's is known */
        if ((sdef & ~tu & (s->bits[k] ^ tl->bits[k])) || (sdef & tfixed))
            mismatch = 1;
        /* target undef bits are fine only where the source's are undef too */
        uint64_t allowed = s->fixed ? 0 : s->undef[k];
        if (tundef & ~allowed)
            undef = 1;
    }
    if (mismatch && (nan_match(t, s, tl) || daz_match(c, t, s, tl)))
        return ORC_OK;
    if (mismatch)
        return ORC_VALUE;
    return undef ? ORC_UNDEF : ORC_OK;
}

/* Compare two values of the same shape (s in the source's interpreter). */
static OrcVerdict
cmp_val(Cmp *c, const RtVal *s, const RtVal *t, const char *what)
{
    uint32_t n;
    IrType *const *tys = interp_leaf_types(c->p->sip, s->type, &n);
    if (s->nleaves != t->nleaves || n != s->nleaves) {
        ir_buf_printf(c->why, "%s: different shapes", what);
        return ORC_VALUE;
    }
    OrcVerdict worst = ORC_OK;
    for (uint32_t i = 0; i < s->nleaves; i++) {
        OrcVerdict v = cmp_leaf(c, tys[i], &s->leaf[i], &t->leaf[i]);
        if (v != ORC_OK && (worst == ORC_OK || v < worst)) {
            if (worst == ORC_OK && s->nleaves > 1)
                ir_buf_printf(c->why, "%s: element %u", what, i);
            worst = v;
        }
    }
    return worst;
}

static void
byte_text(IrBuf *b, const RtBytes *m, uint64_t i)
{
    if (m->flags[i] & RT_BYTE_POISON)
        ir_buf_puts(b, "poison");
    else if (m->und[i] == 0xff)
        ir_buf_puts(b, (m->flags[i] & RT_BYTE_FIXED) ? "frozen" : "undef");
    else if (m->und[i]) {
        ir_buf_puts(b, "0b");
        for (int k = 7; k >= 0; k--)
            ir_buf_putc(b, (m->und[i] >> k) & 1 ? '?' : (char)('0' + ((m->val[i] >> k) & 1)));
    } else
        ir_buf_printf(b, "0x%02x", m->val[i]);
}

/* Compare memory: the first differing byte goes to c->why. */
static OrcVerdict
cmp_mem(Cmp *c, const char *name, const RtBytes *s, const RtBytes *t)
{
    uint64_t n = s->n < t->n ? s->n : t->n;
    for (uint64_t i = 0; i < n; i++) {
        uint8_t sf = s->flags[i], tf = t->flags[i];
        if ((sf & (RT_BYTE_POISON | RT_BYTE_PTR)) || (tf & RT_BYTE_PTR))
            continue;
        uint8_t sdef = (uint8_t)~s->und[i];
        uint8_t allowed = (sf & RT_BYTE_FIXED) ? 0 : s->und[i];
        int bad = (tf & RT_BYTE_POISON) || (sdef & ~t->und[i] & (s->val[i] ^ t->val[i])) ||
                  (t->und[i] & ~allowed);
        if (bad) {
            ir_buf_printf(c->why, "memory %s+%llu: source ", name, (unsigned long long)i);
            byte_text(c->why, s, i);
            ir_buf_puts(c->why, ", target ");
            byte_text(c->why, t, i);
            return ORC_MEMORY;
        }
    }
    if (s->n != t->n) {
        ir_buf_printf(c->why, "memory %s: %llu bytes in the source, %llu in the target", name,
                      (unsigned long long)s->n, (unsigned long long)t->n);
        return ORC_MEMORY;
    }
    return ORC_OK;
}

static void
call_text(IrBuf *b, Interp *ip, const InterpCall *call)
{
    ir_buf_printf(b, "@%s(", call->name);
    for (uint32_t i = 0; i < call->nargs; i++) {
        if (i)
            ir_buf_puts(b, ", ");
        interp_val_print(b, ip, &call->args[i]);
    }
    ir_buf_putc(b, ')');
}

static OrcVerdict
cmp_trace(Cmp *c, const InterpResult *s, const InterpResult *t)
{
    uint32_t n = s->ncalls < t->ncalls ? s->ncalls : t->ncalls;
    for (uint32_t i = 0; i <= n; i++) {
        const InterpCall *sc = i < s->ncalls ? &s->calls[i] : NULL;
        const InterpCall *tc = i < t->ncalls ? &t->calls[i] : NULL;
        if (!sc && !tc)
            return ORC_OK;
        int bad = !sc || !tc || strcmp(sc->name, tc->name) || sc->nargs != tc->nargs;
        for (uint32_t k = 0; !bad && k < sc->nargs; k++) {
            IrBuf scratch = {0};
            Cmp ca = {c->p, &scratch, c->S, c->T};
            bad = cmp_val(&ca, &sc->args[k], &tc->args[k], "") != ORC_OK;
            ir_buf_free(&scratch);
        }
        /* the memory the callee may read (env.c's digest), where both
         * runs know all of it: a store moved across the call, or dropped
         * before it, shows here even when the callee's result is unused */
        int mem = !bad && sc->mem_known && tc->mem_known && sc->mem != tc->mem;
        if (bad || mem) {
            ir_buf_printf(c->why, "trace: call %u: source ", i + 1);
            if (sc)
                call_text(c->why, c->p->sip, sc);
            else
                ir_buf_puts(c->why, "(no call)");
            ir_buf_puts(c->why, ", target ");
            if (tc)
                call_text(c->why, c->p->tip, tc);
            else
                ir_buf_puts(c->why, "(no call)");
            if (mem)
                ir_buf_puts(c->why, ": the memory the callee may read differs");
            return ORC_TRACE;
        }
    }
    return ORC_OK;
}

/* ---------------------------------------------------------------- a run */

#define ARG_NULL UINT32_MAX /* Side.alias_of: the argument is null */
#define ARG_RDONLY (UINT32_MAX - 1) /* ... a buffer in read-only memory */

typedef struct Side {
    Interp *ip;
    IrFunc *f;
    IrGlobal **globals;
    RtVal *args;
    uint32_t nargs;
    uint64_t *bufsize;      /* pointer arguments: buffer size (0: not a pointer) */
    uint32_t *alias_of;     /* j + 1: the argument points into argument j's buffer;
                               ARG_NULL: it is null (IR_INPUT_NULL); ARG_RDONLY:
                               its buffer is read-only (IR_INPUT_READONLY) */
    InterpResult res;
    RtBytes *gmem, *amem;   /* observed globals, argument buffers */
    int *ghave, *ahave;
} Side;

/* The size of the buffer of pointer argument i of the source: what its
 * dereferenceable(N) promises, else 64 bytes (at least its byval or sret
 * type). */
static uint64_t
param_deref(const OrcPair *p, uint32_t i)
{
    const IrAttrSet *s = ir_attrs_param(&p->src->attrs, i);
    const IrAttr *a = s ? ir_attr_find(s, IR_ATTR_DEREF) : NULL;
    if (!a && s)
        a = ir_attr_find(s, IR_ATTR_DEREF_OR_NULL);
    if (a && a->i && a->i <= 4096)
        return a->i;
    const IrAttr *bv = s ? ir_attr_find(s, IR_ATTR_BYVAL) : NULL;
    if (!bv && s)
        bv = ir_attr_find(s, IR_ATTR_SRET);
    if (bv && bv->ty && ir_type_is_sized(bv->ty)) {
        uint64_t n = ir_type_alloc_size(interp_module(p->sip), bv->ty);
        if (n > 64 && n <= 4096)
            return n;
    }
    return 64;
}

/* Where the buffer of pointer argument i goes, the same in the source's
 * and the target's run (their own allocations differ): its address is
 * part of the input.  The input's pointer says which: null, a
 * well-aligned buffer; an address k (gen_input_vectors gives 1), the
 * buffer at offset k from a well-aligned address, rounded up to what the
 * source's `align` (or sret) attribute promises: aligned no more than
 * that, so that a target that assumes more shows. */
enum { ARG_BUFFERS = 0x40000000, ARG_BUFFER_STRIDE = 0x100000 };

static uint64_t
param_addr(const OrcPair *p, uint32_t i, uint64_t k)
{
    const IrAttrSet *s = ir_attrs_param(&p->src->attrs, i);
    const IrAttr *a = s ? ir_attr_find(s, IR_ATTR_ALIGN) : NULL;
    uint64_t al = a && a->i ? a->i : 1, base = ARG_BUFFERS + (uint64_t)i * ARG_BUFFER_STRIDE;
    /* sret: "properly aligned" for its type (LangRef "Parameter Attributes") */
    const IrAttr *sr = s ? ir_attr_find(s, IR_ATTR_SRET) : NULL;
    if (sr && sr->ty && ir_type_is_sized(sr->ty)) {
        uint64_t t = ir_type_abi_align(interp_module(p->sip), sr->ty);
        al = t > al ? t : al;
    }
    if (k >= ARG_BUFFER_STRIDE / 2 || al >= ARG_BUFFER_STRIDE / 2)
        return base;
    return base + (k + al - 1) / al * al;
}

/* LangRef "The 'llvm.global_ctors' Global Variable": ascending priority
 * (the order of equal priorities is not specified: the listed one here). */
uint32_t
orc_module_ctors(IrModule *m, IrFunc **out, uint32_t max)
{
    IrGlobal *g = ir_module_global(m, "llvm.global_ctors");
    IrConst *list = g && g->v.kind == IR_V_GLOBALVAR && g->init ? (IrConst *)g->init : NULL;
    if (!list || list->v.kind != IR_V_AGG)
        return 0;
    uint32_t n = 0;
    uint64_t prio[64];
    for (uint32_t i = 0; i < list->nelems && n < max && n < 64; i++) {
        IrConst *e = (IrConst *)list->elems[i];
        if (e->v.kind != IR_V_AGG || e->nelems < 2 || e->elems[0]->kind != IR_V_INT ||
            e->elems[1]->kind != IR_V_FUNC)
            continue;
        IrFunc *f = (IrFunc *)e->elems[1];
        if (f->g.vtype->nmembers || (f->g.vtype->flags & IR_TYF_VARARG))
            continue;
        uint64_t p = ((IrConst *)e->elems[0])->w[0];
        uint32_t k = n++;
        for (; k > 0 && prio[k - 1] > p; k--) {
            prio[k] = prio[k - 1];
            out[k] = out[k - 1];
        }
        prio[k] = p;
        out[k] = f;
    }
    return n;
}

/* Run the constructors of the interpreter's module (OrcPair.ctors); 0, or
 * -1 with the outcome of the one that did not return in *res. */
static int
run_ctors(Interp *ip, InterpResult *res)
{
    IrFunc *c[64];
    uint32_t n = orc_module_ctors(interp_module(ip), c, 64);
    for (uint32_t i = 0; i < n; i++)
        if (interp_call(ip, c[i], NULL, 0, res) != INTERP_RETURNED)
            return -1;
    return 0;
}

/* Set up the arguments (parsed from text; pointers become buffers whose
 * bytes are a function of the input text), run, observe.  Returns -1 with
 * msg when the input cannot be given to this function. */
static int
run_side(Side *sd, const OrcPair *p, uint32_t nglobals, const char *input, uint64_t steps, char *msg,
         size_t msglen)
{
    Interp *ip = sd->ip;
    IrFunc *f = sd->f;
    IrType *fty = f->g.vtype;
    interp_reset(ip);
    interp_set_max_steps(ip, steps);
    uint32_t n = fty->nmembers;
    sd->nargs = n;
    sd->args = calloc(n ? n : 1, sizeof *sd->args);
    sd->bufsize = calloc(n ? n : 1, sizeof *sd->bufsize);
    sd->alias_of = calloc(n ? n : 1, sizeof *sd->alias_of);
    if (n && interp_parse_args(ip, fty->members, n, input, sd->args, msg, msglen) != (int)n) {
        if (!msg[0])
            snprintf(msg, msglen, "wrong number of arguments");
        return -1;
    }
    uint64_t h0 = ir_hash(input, strlen(input));
    const char *narrow = NULL;
    for (uint32_t i = 0; i < n; i++) {
        if (fty->members[i]->kind != IR_TY_PTR || sd->args[i].leaf[0].poison || sd->args[i].leaf[0].undef[0])
            continue;
        /* a buffer's address must fit the pointer: the buffers sit high
         * (param_addr), above what a 16-bit address space can name */
        if (ir_ptr_bits(interp_module(ip), fty->members[i]->bits) < 32) {
            narrow = "pointer arguments in an address space of pointers narrower than 32 bits";
            continue;
        }
        uint64_t tag = sd->args[i].leaf[0].bits[0];
        /* `ptr @g`: the global itself; IR_INPUT_NULL: null */
        if (sd->args[i].leaf[0].prov)
            continue;
        if (tag == IR_INPUT_NULL) {
            sd->args[i].leaf[0].bits[0] = 0;
            sd->alias_of[i] = ARG_NULL;
            continue;
        }
        if ((tag & 0xffff000000000000ull) == IR_INPUT_ALIAS) {
            /* argument j's buffer at an offset: the two alias */
            uint32_t j = (uint32_t)(tag >> 16 & 0xffff);
            uint64_t off = tag & 0xffff;
            if (j >= i || !sd->bufsize[j] || off >= sd->bufsize[j] ||
                fty->members[j]->bits != fty->members[i]->bits) {
                snprintf(msg, msglen, "argument %u: an alias of argument %u at offset %llu, which is no buffer of that size",
                         i + 1, j + 1, (unsigned long long)off);
                return -1;
            }
            RtVal v = interp_val_new(ip, fty->members[i]);
            v.leaf[0].bits[0] = sd->args[j].leaf[0].bits[0] + off;
            v.leaf[0].prov = sd->args[j].leaf[0].prov;
            sd->args[i] = v;
            sd->bufsize[i] = sd->bufsize[j] - off;
            sd->alias_of[i] = j + 1;
            continue;
        }
        uint64_t sz = param_deref(p, i);
        uint8_t *init = malloc(sz);
        uint64_t h = h0 + i;
        for (uint64_t k = 0; k < sz; k++) {
            h = (h ^ (h >> 29)) * 0xbf58476d1ce4e5b9ull + k;
            init[k] = (uint8_t)(h >> 56);
        }
        uint64_t at = param_addr(p, i, tag);
        sd->args[i] = interp_buffer_at(ip, fty->members[i], sz, at, init);
        sd->bufsize[i] = sz;
        free(init);
        if (tag == IR_INPUT_READONLY) {
            interp_buffer_readonly(ip, &sd->args[i]);
            sd->alias_of[i] = ARG_RDONLY;
        }
    }
    /* LangRef "readonly" on a parameter: the function does not write
     * through it (doing so is UB), "even though it may write to the memory
     * that the pointer points to" through another pointer.  The buffer is
     * marked read-only only when the argument is the one way to it: not
     * when another argument points into it (an alias, either way round). */
    for (uint32_t i = 0; i < n; i++) {
        if (!sd->bufsize[i] || sd->alias_of[i] || !ir_attr_has(ir_attrs_param(&f->attrs, i), IR_ATTR_READONLY))
            continue;
        int shared = 0;
        for (uint32_t k = 0; k < n; k++)
            shared |= sd->alias_of[k] == i + 1;
        if (!shared)
            interp_buffer_readonly(ip, &sd->args[i]);
    }
    /* the constructors first; one that does not return is the run's outcome */
    if (narrow) {
        sd->res.status = INTERP_UNSUPPORTED;
        snprintf(sd->res.msg, sizeof sd->res.msg, "%s", narrow);
    } else if (!p->ctors || run_ctors(ip, &sd->res) == 0)
        interp_call(ip, f, sd->args, n, &sd->res);
    sd->gmem = calloc(nglobals ? nglobals : 1, sizeof *sd->gmem);
    sd->ghave = calloc(nglobals ? nglobals : 1, sizeof *sd->ghave);
    for (uint32_t i = 0; i < nglobals; i++)
        sd->ghave[i] = sd->globals[i] && interp_global_bytes(ip, sd->globals[i], &sd->gmem[i]) == 0;
    sd->amem = calloc(n ? n : 1, sizeof *sd->amem);
    sd->ahave = calloc(n ? n : 1, sizeof *sd->ahave);
    for (uint32_t i = 0; i < n; i++)
        if (sd->bufsize[i])
            sd->ahave[i] = interp_ptr_bytes(ip, &sd->args[i], sd->bufsize[i], &sd->amem[i]) == 0;
    return 0;
}

/* Which pointer argument's buffer ptr is based on (-1: none), and the
 * offset into it. */
static int
arg_buffer(const Side *sd, const RtLeaf *ptr, uint64_t *off)
{
    for (uint32_t i = 0; sd && i < sd->nargs; i++)
        if (sd->bufsize[i] && ptr->prov == sd->args[i].leaf[0].prov) {
            *off = ptr->bits[0] - sd->args[i].leaf[0].bits[0];
            return (int)i;
        }
    return -1;
}

/* Is ptr based on the buffer of argument arg (or, without provenance, at
 * an address relative to it)?  *off: the offset. */
static int
arg_buffer_off(const Side *sd, uint32_t arg, const RtLeaf *ptr, uint64_t *off)
{
    if (!sd || arg >= sd->nargs || !sd->bufsize[arg])
        return 0;
    const RtLeaf *b = &sd->args[arg].leaf[0];
    if (ptr->prov && ptr->prov != b->prov)
        return 0;
    *off = ptr->bits[0] - b->bits[0];
    return 1;
}

static void
side_free(Side *sd)
{
    free(sd->args);
    free(sd->bufsize);
    free(sd->alias_of);
    free(sd->gmem);
    free(sd->ghave);
    free(sd->amem);
    free(sd->ahave);
}

/* "i32 7", "UB: ...", "unsupported: ..." */
static char *
outcome_text(Interp *ip, const InterpResult *r)
{
    IrBuf b = {0};
    switch (r->status) {
    case INTERP_RETURNED:
        interp_val_print(&b, ip, &r->ret);
        break;
    case INTERP_EXITED:
        ir_buf_printf(&b, "exit(%d)", r->exit_code);
        break;
    default:
        ir_buf_puts(&b, r->msg);
        break;
    }
    return take(&b);
}

/* Argument i of an input's text: *len bytes from the return value (the
 * arguments are separated by commas outside brackets); NULL when it has
 * fewer. */
static const char *
arg_piece(const char *s, uint32_t i, size_t *len)
{
    for (;;) {
        while (*s == ' ')
            s++;
        const char *e = s;
        int depth = 0;
        for (; *e && (depth || *e != ','); e++) {
            depth += *e == '(' || *e == '[' || *e == '{' || *e == '<';
            depth -= *e == ')' || *e == ']' || *e == '}' || *e == '>';
        }
        if (!i--) {
            *len = (size_t)(e - s);
            return s;
        }
        if (!*e)
            return NULL;
        s = e + 1;
    }
}

/* The input as given (it reads back with interp_parse_args), with pointer
 * arguments shown as the buffers they were given (and null as such). */
static char *
input_text(const Side *sd, const char *given)
{
    int bufs = 0;
    for (uint32_t i = 0; i < sd->nargs; i++)
        bufs |= sd->bufsize[i] != 0 || sd->alias_of[i] == ARG_NULL;
    if (!bufs)
        return strdup(*given ? given : "(no arguments)");
    IrBuf b = {0};
    if (!sd->nargs)
        ir_buf_puts(&b, "(no arguments)");
    for (uint32_t i = 0; i < sd->nargs; i++) {
        if (i)
            ir_buf_puts(&b, ", ");
        uint64_t at = sd->bufsize[i] ? sd->args[i].leaf[0].bits[0] : 0;
        size_t len;
        const char *piece;
        if (sd->alias_of[i] == ARG_NULL)
            ir_buf_puts(&b, "ptr null");
        else if (sd->alias_of[i] == ARG_RDONLY)
            ir_buf_printf(&b, "ptr <%llu-byte read-only buffer>", (unsigned long long)sd->bufsize[i]);
        else if (sd->alias_of[i]) {
            uint32_t j = sd->alias_of[i] - 1;
            ir_buf_printf(&b, "ptr <argument %u's buffer + %llu>", j + 1,
                          (unsigned long long)(at - sd->args[j].leaf[0].bits[0]));
        } else if (sd->bufsize[i] && at % ARG_BUFFER_STRIDE)
            ir_buf_printf(&b, "ptr <%llu-byte buffer at 0x%llx>", (unsigned long long)sd->bufsize[i],
                          (unsigned long long)at);
        else if (sd->bufsize[i])
            ir_buf_printf(&b, "ptr <%llu-byte buffer>", (unsigned long long)sd->bufsize[i]);
        else if (sd->args[i].type->kind == IR_TY_PTR && sd->args[i].leaf[0].prov &&
                 (piece = arg_piece(given, i, &len)) != NULL)
            ir_buf_printf(&b, "%.*s", (int)len, piece); /* `ptr @g` */
        else
            interp_val_print(&b, sd->ip, &sd->args[i]);
    }
    return take(&b);
}

static OrcVerdict
decide(const OrcPair *p, Side *S, Side *T, IrBuf *why)
{
    const InterpResult *s = &S->res, *t = &T->res;
    Cmp c = {p, why, S, T};
    switch (s->status) {
    case INTERP_UB:
        return ORC_SKIPPED;
    case INTERP_UNSUPPORTED:
        return ORC_UNSUPPORTED;
    case INTERP_LIMIT:
        ir_buf_printf(why, "the source did not finish: %s", s->msg[0] ? s->msg : "a limit");
        return ORC_INCONCLUSIVE;
    default:
        break;
    }
    switch (t->status) {
    case INTERP_UB:
        return ORC_TGT_UB;
    case INTERP_UNSUPPORTED:
        return ORC_UNSUPPORTED;
    case INTERP_LIMIT:
        ir_buf_puts(why, "the target ran out of its budget (the source returned)");
        return ORC_HANG;
    default:
        break;
    }
    /* program end (exit(N), abort(), llvm.trap, llvm.ubsantrap(K), a
     * noreturn external function): both runs must end the same way --
     * the same exit code, the same abort message */
    if (s->status != t->status || (s->status == INTERP_EXITED && s->exit_code != t->exit_code) ||
        (s->status == INTERP_ABORTED && strcmp(s->msg, t->msg))) {
        ir_buf_puts(why, "the runs ended differently");
        return ORC_VALUE;
    }
    OrcVerdict v = cmp_trace(&c, s, t);
    if (v != ORC_OK)
        return v;
    /* ... and once the program has ended, nobody can read its memory: the
     * globals and argument buffers are not compared (what the last
     * external call could read is in the trace's memory digest) */
    if (s->status == INTERP_EXITED || s->status == INTERP_ABORTED)
        return ORC_OK;
    if (s->status == INTERP_RETURNED) {
        c.dn = p->src;
        v = cmp_val(&c, &s->ret, &t->ret, "return value");
        c.dn = NULL;
        if (v != ORC_OK)
            return v;
    }
    for (uint32_t i = 0; i < p->nglobals; i++) {
        if (!S->ghave[i] || !T->ghave[i])
            continue;
        char name[300];
        snprintf(name, sizeof name, "@%s", p->sglobals[i]->v.name ? p->sglobals[i]->v.name : "?");
        v = cmp_mem(&c, name, &S->gmem[i], &T->gmem[i]);
        if (v != ORC_OK)
            return v;
    }
    for (uint32_t i = 0; i < S->nargs; i++) {
        if (!S->bufsize[i])
            continue;
        /* dead_on_return: what the function wrote there is poison after it
         * returns, nothing the caller may read (LangRef "Parameter
         * Attributes"); not compared */
        if (ir_attr_find(ir_attrs_param(&p->src->attrs, i), IR_ATTR_DEAD_ON_RETURN))
            continue;
        char name[64];
        snprintf(name, sizeof name, "argument %u", i + 1);
        if (!S->ahave[i] || !T->ahave[i])
            continue;
        v = cmp_mem(&c, name, &S->amem[i], &T->amem[i]);
        if (v != ORC_OK)
            return v;
    }
    return ORC_OK;
}

/* Run the source on the input (r cleared first).  -1 when the input cannot
 * be given to it: r says so (unsupported) and S is freed. */
static int
source_run(const OrcPair *p, IrGlobal **globals, uint32_t nglobals, const char *input, Side *S, OrcResult *r)
{
    memset(r, 0, sizeof *r);
    S->ip = p->sip;
    S->f = p->src;
    /* the AMDGPU environment (the wave's active lane, the buffers'
     * content), chosen from the input: the same for the target */
    uint64_t h = ir_hash(input, strlen(input));
    interp_set_wave(p->sip, h);
    if (p->tip)
        interp_set_wave(p->tip, h);
    S->globals = globals;
    char msg[256] = "";
    uint64_t budget = p->max_steps ? p->max_steps : 1000000;
    if (run_side(S, p, nglobals, input, budget, msg, sizeof msg) < 0) {
        r->verdict = ORC_UNSUPPORTED;
        r->input = strdup(input);
        r->detail = strdup(msg);
        side_free(S);
        return -1;
    }
    r->src_steps = S->res.steps;
    return 0;
}

/* A difference on a run that depended on a choice for a frozen value is not
 * a counterexample: another choice may explain it. */
static OrcVerdict
source_choices(OrcVerdict v, const Side *S, IrBuf *why)
{
    if (!orc_is_divergence(v) || !S->res.choices)
        return v;
    ir_buf_printf(why, "%sthe source's run depended on a value chosen for a frozen value", why->len ? "; " : "");
    return ORC_INCONCLUSIVE;
}

/* UB the tracked run reports on an undef or poison operand as such (not
 * on a value that may be zero or out of bounds for some choice). */
static int
definite_ub(int rule)
{
    switch (rule) {
    case INTERP_UB_DIVISOR_UNDEF: case INTERP_UB_BRANCH_UNDEF: case INTERP_UB_SWITCH_UNDEF:
    case INTERP_UB_ADDR_UNDEF: case INTERP_UB_NOUNDEF: case INTERP_UB_CALL_UNDEF: case INTERP_UB_ASSUME_UNDEF:
    case INTERP_UB_MEM_LEN_UNDEF: case INTERP_UB_UNREACHABLE: case INTERP_UB_ASSUME:
        return 1;
    default:
        return 0;
    }
}

static OrcVerdict check_input_env(const OrcPair *p, const char *input, OrcResult *r);

/* LangRef "denormal-fp-math": a "dynamic" mode is the floating-point
 * environment's, one of ieee, preserve-sign and positive-zero, the same for
 * the source and the target: each is tried, and the target must refine the
 * source in every one (a fold that holds only under some mode is wrong). */
OrcVerdict
orc_check_input(const OrcPair *p, const char *input, OrcResult *r)
{
    if (!interp_dn_dynamic(p->src) && !interp_dn_dynamic(p->tgt))
        return check_input_env(p, input, r);
    static const char *const names[] = {"", "ieee", "preserve-sign", "positive-zero"};
    OrcVerdict v = ORC_OK;
    OrcResult keep;
    int have = 0;
    memset(&keep, 0, sizeof keep);
    for (int env = 1; env <= 3; env++) {
        interp_set_dn_env(p->sip, env);
        interp_set_dn_env(p->tip, env);
        v = check_input_env(p, input, r);
        if (orc_is_divergence(v) || v == ORC_UNSUPPORTED) {
            /* the run of this mode is the counterexample */
            IrBuf b = {0};
            ir_buf_printf(&b, "%s%swith the environment's denormal mode %s", r->detail ? r->detail : "",
                          r->detail ? "; " : "", names[env]);
            free(r->detail);
            r->detail = take(&b);
            orc_result_free(&keep);
            have = 0;
            break;
        }
        /* otherwise the first outcome, or one without a difference */
        if (!have || (v == ORC_OK && keep.verdict != ORC_OK)) {
            orc_result_free(&keep);
            keep = *r;
            memset(r, 0, sizeof *r);
            have = 1;
        } else {
            orc_result_free(r);
        }
    }
    if (have) {
        *r = keep;
        v = r->verdict;
    }
    interp_set_dn_env(p->sip, 0);
    interp_set_dn_env(p->tip, 0);
    return v;
}

static OrcVerdict
check_input_env(const OrcPair *p, const char *input, OrcResult *r)
{
    Side S = {0}, T = {0};
    if (source_run(p, p->sglobals, p->nglobals, input, &S, r) < 0)
        return r->verdict;
    T.ip = p->tip;
    T.f = p->tgt;
    T.globals = p->tglobals;
    char msg[256] = "";
    IrBuf why = {0};
    if (S.res.status == INTERP_UB || S.res.status == INTERP_LIMIT || S.res.status == INTERP_UNSUPPORTED) {
        /* discarded, inconclusive (the source did not finish in its
         * budget), unsupported: the target need not run */
        r->verdict = S.res.status == INTERP_UB ? ORC_SKIPPED
                   : S.res.status == INTERP_LIMIT ? ORC_INCONCLUSIVE : ORC_UNSUPPORTED;
        r->input = input_text(&S, input);
        r->expected = outcome_text(S.ip, &S.res);
        if (S.res.status == INTERP_LIMIT) {
            IrBuf b = {0};
            ir_buf_printf(&b, "the source did not finish: %s", S.res.msg[0] ? S.res.msg : "a limit");
            r->detail = take(&b);
        }
        side_free(&S);
        return r->verdict;
    }
    /* The target first runs with undef and fixed-unknown values tracked bit
     * by bit (the only way to see that a frozen value became undef).  Where
     * an operation could not track them exactly (a carry spreads an undef
     * bit, an ashr copies one, a compare or a select on an undef condition:
     * InterpResult.approx) that over-approximates the target, and a
     * fixed-unknown value (an approximate acos, a freeze) may look like it
     * overflows a flag where no real choice does.  So a difference it shows
     * is only reported when a concrete run of the target (undef chosen at
     * each use, every other choice resolved: zeros, then random bits) shows
     * one too, each such run being a real behaviour of the target -- except
     * "more undefined" and UB on an undef or poison operand, taken from the
     * tracked run when it did not over-approximate (the latter only when the
     * input itself has no undef).  A concrete run that confirms what the
     * tracked run saw as "more undefined" keeps that name: the target bits
     * that differ are the ones the tracked run found undef. */
    int undef_input = strstr(input, "undef") != NULL;
    OrcVerdict v = ORC_OK, tracked = ORC_OK;
    /* the tracked run, then concrete ones: zeros, then random choices (a few:
     * a wrong choice may hide in one undef condition out of two) */
    static const InterpUndef modes[] = {INTERP_UNDEF_TRACK, INTERP_UNDEF_ZERO, INTERP_UNDEF_RANDOM,
                                        INTERP_UNDEF_RANDOM, INTERP_UNDEF_RANDOM, INTERP_UNDEF_RANDOM};
    /* what the source's calls could read bounds what the target's may */
    interp_set_call_hint(p->tip, S.res.reads, S.res.nreads);
    interp_set_trace_hint(p->tip, S.res.calls, S.res.ncalls);
    for (int attempt = 0; attempt < (int)(sizeof modes / sizeof *modes); attempt++) {
        if (T.ip)
            side_free(&T);
        memset(&T, 0, sizeof T);
        T.ip = p->tip;
        T.f = p->tgt;
        T.globals = p->tglobals;
        /* random choices differ from input to input */
        interp_set_undef(T.ip, modes[attempt], ir_hash(input, strlen(input)) + (uint64_t)attempt);
        int rc = run_side(&T, p, p->nglobals, input, S.res.steps * 10 + 100000, msg, sizeof msg);
        interp_set_undef(T.ip, INTERP_UNDEF_TRACK, 0);
        if (rc < 0) {
            interp_set_call_hint(p->tip, NULL, 0);
            interp_set_trace_hint(p->tip, NULL, 0);
            r->verdict = ORC_UNSUPPORTED;
            r->input = strdup(input);
            r->detail = strdup(msg);
            side_free(&S);
            side_free(&T);
            return r->verdict;
        }
        ir_buf_free(&why);
        v = decide(p, &S, &T, &why);
        if (attempt == 0) {
            if (v == ORC_OK || !orc_is_divergence(v))
                break;
            if (v == ORC_UNDEF && !T.res.approx)
                break;
            if (v == ORC_TGT_UB && definite_ub(T.res.ub_rule) && !T.res.approx && !undef_input)
                break;
            tracked = v;
            continue;
        }
        if (orc_is_divergence(v))
            break;
    }
    interp_set_call_hint(p->tip, NULL, 0);
    interp_set_trace_hint(p->tip, NULL, 0);
    if (v == ORC_VALUE && tracked == ORC_UNDEF)
        v = ORC_UNDEF;
    r->tgt_steps = T.res.steps;
    v = source_choices(v, &S, &why);
    r->verdict = v;
    r->input = input_text(&S, input);
    r->expected = outcome_text(S.ip, &S.res);
    r->actual = outcome_text(T.ip, &T.res);
    r->detail = why.len ? take(&why) : NULL;
    ir_buf_free(&why);
    side_free(&S);
    side_free(&T);
    return v;
}

uint32_t
orc_observed_globals(IrModule *sm, IrModule *tm, int external_only, IrGlobal ***sg, IrGlobal ***tg)
{
    uint32_t n = 0;
    *sg = calloc(sm->nglobals + 1, sizeof **sg);
    *tg = calloc(sm->nglobals + 1, sizeof **tg);
    for (IrGlobal *g = sm->globals; g; g = g->next) {
        /* (llvm.global_ctors, llvm.used: lists for the toolchain, which
         * GlobalOpt may empty, not memory a program reads) */
        if (g->is_const || !g->v.name || g->linkage == IR_LINK_APPENDING || !strncmp(g->v.name, "llvm.", 5))
            continue;
        /* an external global of plain data has the environment's bytes
         * (interp init_globals): what the function leaves there, other
         * modules see */
        if (!g->init && !ir_type_is_plain_data(g->vtype))
            continue;
        if (external_only && (g->linkage == IR_LINK_INTERNAL || g->linkage == IR_LINK_PRIVATE))
            continue;
        IrGlobal *t = tm == sm ? g : ir_module_global(tm, g->v.name);
        (*sg)[n] = g;
        (*tg)[n] = t && t->v.kind == IR_V_GLOBALVAR && (t->init || ir_type_is_plain_data(t->vtype)) ? t : NULL;
        n++;
    }
    return n;
}

/* ---------------------------------------------------------- native code */

/* What the runner saw, as text like outcome_text's. */
static char *
native_text(Interp *ip, const IrFunc *f, const ExNativeResult *t)
{
    IrBuf b = {0};
    IrType *rt = f->g.vtype->elem;
    RtVal v;
    switch (t->status) {
    case EX_NATIVE_OK:
        if (rt->kind == IR_TY_VOID)
            ir_buf_puts(&b, "void");
        else if (interp_val_from_bytes(ip, rt, t->ret, t->nret, &v) == 0)
            interp_val_print(&b, ip, &v);
        else
            ir_buf_puts(&b, "(a result llfuzz cannot read)");
        break;
    case EX_NATIVE_CRASH:
        ir_buf_printf(&b, "crash: %s", strsignal(t->code));
        break;
    case EX_NATIVE_HANG:
        ir_buf_puts(&b, "hang: over its time budget");
        break;
    case EX_NATIVE_EXIT:
        ir_buf_printf(&b, "exit(%d)", t->code);
        break;
    case EX_NATIVE_LLI_UNSUPPORTED:
        ir_buf_puts(&b, "unsupported by lli's interpreter");
        break;
    default:
        ir_buf_puts(&b, "not run");
        break;
    }
    return take(&b);
}

OrcVerdict
orc_check_native(const OrcPair *p, const char *input, const ExNativeBatch *nb, const ExNativeResult *t,
                 OrcResult *r)
{
    Side S = {0};
    if (source_run(p, nb->gvars, nb->nglobals, input, &S, r) < 0)
        return r->verdict;
    IrBuf why = {0};
    OrcVerdict v = ORC_OK;
    for (uint32_t i = 0; i < S.nargs; i++)
        if (S.bufsize[i]) /* the runner passes no memory behind pointers */
            v = ORC_UNSUPPORTED;
    Cmp c = {p, &why};
    if (v != ORC_OK)
        ir_buf_puts(&why, "unsupported: pointer arguments of compiled code");
    else if (S.res.status == INTERP_UB)
        v = ORC_SKIPPED;
    else if (S.res.status == INTERP_UNSUPPORTED)
        v = ORC_UNSUPPORTED;
    else if (S.res.status == INTERP_LIMIT)
        v = ORC_INCONCLUSIVE;
    else if (t->status == EX_NATIVE_NOT_RUN)
        v = ORC_UNSUPPORTED;
    else if (t->status == EX_NATIVE_LLI_UNSUPPORTED) {
        ir_buf_printf(&why, "unsupported by lli's interpreter: %s", t->msg ? t->msg : "?");
        v = ORC_UNSUPPORTED;
    }
    else if (t->status == EX_NATIVE_CRASH) {
        ir_buf_printf(&why, "the compiled code died of %s where the source has no UB", strsignal(t->code));
        v = ORC_TGT_UB;
    } else if (t->status == EX_NATIVE_HANG) {
        ir_buf_puts(&why, "the compiled code ran past its time budget (the source finished)");
        v = ORC_HANG;
    } else if ((t->status == EX_NATIVE_EXIT) != (S.res.status == INTERP_EXITED) ||
               (t->status == EX_NATIVE_EXIT && t->code != S.res.exit_code)) {
        ir_buf_puts(&why, "the runs ended differently");
        v = ORC_VALUE;
    } else if (S.res.ncalls) {
        /* the runner does not trace calls to external functions */
        ir_buf_puts(&why, "unsupported: calls to external functions in compiled code");
        v = ORC_UNSUPPORTED;
    } else {
        IrType *rt = p->src->g.vtype->elem;
        if (S.res.status == INTERP_RETURNED && rt->kind != IR_TY_VOID) {
            RtVal tv;
            if (interp_val_from_bytes(p->sip, rt, t->ret, t->nret, &tv) != 0) {
                ir_buf_puts(&why, "unsupported: the compiled code's result");
                v = ORC_UNSUPPORTED;
            } else
                v = cmp_val(&c, &S.res.ret, &tv, "return value");
        }
        for (uint32_t i = 0; v == ORC_OK && i < nb->nglobals; i++) {
            if (!S.ghave[i])
                continue;
            RtBytes sb = S.gmem[i], tb;
            tb.n = sb.n = sb.n < nb->gsize[i] ? sb.n : nb->gsize[i];
            tb.val = (uint8_t *)t->globals + nb->goff[i];
            tb.und = calloc(2, tb.n ? tb.n : 1);
            tb.flags = tb.und + tb.n;
            char name[300];
            snprintf(name, sizeof name, "@%s", nb->gvars[i]->v.name ? nb->gvars[i]->v.name : "?");
            v = cmp_mem(&c, name, &sb, &tb);
            free(tb.und);
        }
    }
    v = source_choices(v, &S, &why);
    r->verdict = v;
    r->input = input_text(&S, input);
    r->expected = outcome_text(S.ip, &S.res);
    r->actual = native_text(S.ip, p->src, t);
    r->detail = why.len ? take(&why) : NULL;
    ir_buf_free(&why);
    side_free(&S);
    return v;
}

void
orc_result_free(OrcResult *r)
{
    free(r->input);
    free(r->expected);
    free(r->actual);
    free(r->detail);
    memset(r, 0, sizeof *r);
}
