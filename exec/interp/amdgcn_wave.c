/* amdgcn_wave.c -- the llvm.amdgcn intrinsics of amdgcn.c's table that
 * work across the wave or on memory, with its conventions (see the header
 * of amdgcn.c): the wave's size, readlane/readfirstlane/writelane and
 * permlane, mbcnt, ballot and the wave-wide compares, the reductions, and
 * the buffer and image loads and stores. */
#include "amdgcn.h"

#include <math.h>
#include <string.h>

/* ============================================================ lanes */

/* CPUs before gfx6's numbering (all of them GCN 1 to 3: wave64). */
static const char *const old_cpus[] = {
    "tahiti", "pitcairn", "verde", "oland", "hainan", "bonaire", "kabini", "kaveri", "hawaii", "mullins",
    "tonga", "iceland", "carrizo", "fiji", "stoney", "polaris10", "polaris11", "polaris12", "vegam",
};

/* The wave's size in the current function (see the header): from its
 * "target-features", else its "target-cpu", else 64. */
unsigned
wave_size(A *a)
{
    IrFunc *f = interp_cur_func(a->ip);
    const IrAttr *fe = f ? ir_attr_find_str(&f->attrs.fn, "target-features") : NULL;
    const IrAttr *cpu = f ? ir_attr_find_str(&f->attrs.fn, "target-cpu") : NULL;
    unsigned w = 0;
    for (const char *s = fe && fe->val ? fe->val : ""; *s;) {
        size_t n = strcspn(s, ",");
        if (n == 16 && !strncmp(s + 1, "wavefrontsize", 13)) {
            if (s[0] != '+')
                interp_unsupported(a->ip, "%s under target feature %.*s", a->cx->name, (int)n, s);
            w = s[14] == '3' ? 32 : 64;
        }
        s += n + (s[n] == ',');
    }
    if (w)
        return w;
    const char *c = cpu && cpu->val ? cpu->val : "";
    if (!*c || !strcmp(c, "generic"))
        return 64;
    if (!strncmp(c, "gfx", 3) && c[3] == '1' && c[4] >= '0' && c[4] <= '9')
        return 32;
    if (!strncmp(c, "gfx", 3) && c[3] >= '6' && c[3] <= '9')
        return 64;
    for (size_t i = 0; i < sizeof old_cpus / sizeof old_cpus[0]; i++)
        if (!strcmp(c, old_cpus[i]))
            return 64;
    interp_unsupported(a->ip, "%s on target-cpu %s", a->cx->name, c);
}

/* The bits of each cell of a value of type t that another lane's value of
 * may be made of: 0 when it is not a scalar or fixed vector of integers
 * (<= 64 bits) or fp values. */
static unsigned
leaf_bits(IrType *t)
{
    if (t->kind == IR_TY_VEC && (t->flags & IR_TYF_SCALABLE))
        return 0;
    IrType *e = ir_type_scalar(t);
    switch (e->kind) {
    case IR_TY_INT: return e->bits <= 64 ? e->bits : 0;
    case IR_TY_HALF: case IR_TY_BFLOAT: return 16;
    case IR_TY_FLOAT: return 32;
    case IR_TY_DOUBLE: return 64;
    default: return 0;
    }
}

/* The result is x's value in another lane, an inactive one (see the
 * header): poison where x is poison, undef where x is undef (a constant
 * poison or undef is every lane's), else one value not known (0 in a run
 * that resolves unknown values). */
void
other_lane(A *a, const Cell *x)
{
    IrType *t = a->cx->retty;
    unsigned bits = leaf_bits(t);
    if (!bits)
        interp_unsupported(a->ip, "%s reading another lane of this type", a->cx->name);
    uint32_t n = ir_type_lanes(t);
    for (uint32_t i = 0; i < n; i++) {
        Cell *r = a->cx->ret + i;
        if (x[i].poison)
            c_poison(r);
        else if (x[i].u && !x[i].fixed)
            c_unknown(r, bits, 0);
        else if (a->ip->o.undef == INTERP_UNDEF_TRACK)
            c_unknown(r, bits, 1);
        else
            cell_set(r, 0);
    }
}

/* The result is a copy of the value at x (the same type). */
void
same_lane(A *a, const Cell *x)
{
    memmove(a->cx->ret, x, it_cells(a->ip, a->cx->retty) * sizeof *x);
}

/* The lane a lane index names in a wave of w lanes (its low bits): -1 when
 * poison, -2 when those bits are not known. */
static int
lane_index(const Cell *c, unsigned w)
{
    if (c->poison)
        return -1;
    if (c->u & (w - 1))
        return -2;
    return (int)(c->v & (w - 1));
}

static void
all_poison(A *a)
{
    uint32_t n = it_cells(a->ip, a->cx->retty);
    for (uint32_t i = 0; i < n; i++)
        c_poison(a->cx->ret + i);
}

/* readlane(x, l), writelane(v, l, old): see the header. */
void
rw_lane(A *a, int write)
{
    unsigned w = wave_size(a);
    int me = (int)(a->ip->lane & (w - 1));
    Cell **arg = a->cx->args;
    int l = lane_index(arg[1], w);
    if (l == -1) {
        all_poison(a);
        return;
    }
    if (l == -2) {
        /* some lane: x's value or another lane's (readlane: as for
         * another lane), v or old (writelane: poison if both are, else one
         * value not known) */
        IrType *t = a->cx->retty;
        unsigned bits = leaf_bits(t);
        if (!bits || a->ip->o.undef != INTERP_UNDEF_TRACK)
            interp_unsupported(a->ip, "%s with an undef lane index", a->cx->name);
        if (!write) {
            other_lane(a, arg[0]);
            return;
        }
        uint32_t n = ir_type_lanes(t);
        for (uint32_t i = 0; i < n; i++)
            if (arg[0][i].poison && arg[2][i].poison)
                c_poison(a->cx->ret + i);
            else
                c_unknown(a->cx->ret + i, bits, 1);
        return;
    }
    if (write)
        same_lane(a, l == me ? arg[0] : arg[2]);
    else if (l == me)
        same_lane(a, arg[0]);
    else
        other_lane(a, arg[0]);
}

/* r (a wave's mask: i32 or i64) has only this lane's bit, the i1 value c. */
void
lane_mask(A *a, const Cell *c, Cell *r)
{
    unsigned bits = a->cx->retty->bits;
    unsigned me = a->ip->lane & (wave_size(a) - 1);
    if (c->poison) {
        c_poison(r);
        return;
    }
    cell_set(r, 0);
    if (me >= bits)
        return;
    r->v = (c->v & 1) << me;
    if (c->u & 1) {
        r->v = 0;
        r->u = 1ull << me;
        r->fixed = c->fixed;
    }
}

/* mbcnt.lo/hi(mask, acc): acc + the bits of mask (lanes 0 to 31 or 32 to
 * 63) of the lanes below this one. */
void
mbcnt(A *a, int hi)
{
    unsigned me = a->ip->lane & (wave_size(a) - 1);
    unsigned below = hi ? (me > 32 ? me - 32 : 0) : (me < 32 ? me : 32);
    uint64_t m = it_mask(below);
    Cell x = *a->cx->args[0], *acc = a->cx->args[1], *r = a->cx->ret;
    x.v &= m;
    x.u &= m;
    if (!x.u)
        x.fixed = 0;
    const Cell *in[2] = {&x, acc};
    if (target_taint(r, 32, 2, in))
        return;
    cell_set(r, (acc->v + (uint64_t)__builtin_popcountll(x.v)) & 0xffffffffu);
}

/* icmp/fcmp(a, b, pred): the mask of the lanes where the compare holds; a
 * predicate that is not a constant of its kind is not modelled (LLVM
 * leaves those calls alone). */
void
cmp_mask(A *a, int fp)
{
    CallCtx *cx = a->cx;
    const Cell *p = cx->args[2];
    if (p->poison || p->u || (fp ? p->v > IR_FCMP_TRUE : p->v < IR_ICMP_EQ || p->v > IR_ICMP_SLE))
        interp_unsupported(a->ip, "%s with predicate code %s", cx->name, p->poison || p->u ? "not defined" : "invalid");
    Cell c;
    if (fp)
        sem_fcmp(a->ip, (unsigned)p->v, a->fmf, cx->argty[0], cx->args[0], cx->args[1], &c);
    else
        sem_icmp(a->ip, (unsigned)p->v, 0, cx->argty[0]->bits, cx->args[0], cx->args[1], &c);
    lane_mask(a, &c, cx->ret);
}

/* ============================================================ buffers */


/* The stride of the model's structured buffers (see the header). */
#define B_STRIDE 4096u

/* The operands that name what a buffer load reads: 0 when all are
 * defined; -1 when one is poison or undef (the result is poison), 1 when
 * one is fixed-unknown (the result is one value, not known). */
static int
b_operands(const Cell *const *in, int n)
{
    int r = 0;
    for (int i = 0; i < n; i++) {
        if (in[i]->poison || (in[i]->u && !in[i]->fixed))
            return -1;
        if (in[i]->u)
            r = 1;
    }
    return r;
}

/* The element width of a buffer load's result (8, 16, 32 or 64 bits a
 * lane), 0 when it is not one the model loads. */
static unsigned
b_elt_bits(IrType *t)
{
    unsigned b = leaf_bits(t);
    return b == 8 || b == 16 || b == 32 || b == 64 ? b : 0;
}

/* A buffer load (see the header): layout lay (B_*), form (BF_*).  The
 * resource is the first argument, a <4 x i32> or (ptr) a ptr addrspace(8):
 * a handle, the address of the object it names. */
void
buffer_load(A *a, int lay, int form, int ptr)
{
    CallCtx *cx = a->cx;
    IrType *rt = cx->retty;
    unsigned eb = b_elt_bits(rt);
    uint32_t nl = ir_type_lanes(rt);
    /* arguments: rsrc, [vindex], (voffset, soffset | offset), [format], aux */
    uint32_t nargs = lay == B_S ? 3 : lay == B_STRUCT ? 5 : 4;
    if (form == BF_TBUFFER)
        nargs++;
    IrType *r0 = cx->nargs ? cx->argty[0] : NULL;
    if (cx->nargs != nargs || !r0 ||
        (ptr ? r0->kind != IR_TY_PTR || r0->bits != 8
             : r0->kind != IR_TY_VEC || ir_type_lanes(r0) != 4 || !is_int(ir_type_scalar(r0), 32)))
        bad_sig(a);
    int nr = ptr ? 1 : 4;
    for (uint32_t k = 1; k < nargs; k++)
        if (!is_int(cx->argty[k], 32))
            bad_sig(a);
    if (!eb || (form != BF_BYTES && (eb < 16 || nl > 4)))
        interp_unsupported(a->ip, "%s with this type", cx->name);
    if (a->ip->amd_stored & 1)
        interp_unsupported(a->ip, "%s after a buffer store", cx->name);
    const Cell *in[8];
    int n = 0;
    for (int k = 0; k < nr; k++)
        in[n++] = cx->args[0] + k;
    uint32_t ai = 1;
    const Cell *vindex = lay == B_STRUCT ? cx->args[ai++] : NULL;
    const Cell *voff = cx->args[ai++];
    const Cell *soff = lay == B_S ? NULL : cx->args[ai++];
    const Cell *fmt = form == BF_TBUFFER ? cx->args[ai++] : NULL;
    in[n++] = voff;
    if (vindex)
        in[n++] = vindex;
    if (soff)
        in[n++] = soff;
    if (fmt)
        in[n++] = fmt;
    int st = b_operands(in, n);
    if (st) {
        for (uint32_t i = 0; i < nl; i++) {
            if (st < 0)
                c_poison(cx->ret + i);
            else if (a->ip->o.undef == INTERP_UNDEF_TRACK)
                c_unknown(cx->ret + i, eb, 1);
            else
                cell_set(cx->ret + i, 0);
        }
        return;
    }
    uint64_t key = a->ip->wave_seed ^ (uint64_t)ptr << 63;
    for (int k = 0; k < nr; k++)
        key = it_mix64(key ^ cx->args[0][k].v);
    uint32_t addr = (uint32_t)voff->v + (soff ? (uint32_t)soff->v : 0) + (vindex ? (uint32_t)vindex->v * B_STRIDE : 0);
    if (form == BF_BYTES) {
        /* bytes, little-endian */
        uint32_t nb = eb / 8;
        for (uint32_t i = 0; i < nl; i++) {
            uint64_t v = 0;
            for (uint32_t j = 0; j < nb; j++) {
                uint32_t at = addr + i * nb + j;
                v |= (it_mix64(key ^ ((uint64_t)at << 8) ^ 0xb0) & 0xff) << (8 * j);
            }
            cell_set(cx->ret + i, v);
        }
        return;
    }
    /* format conversion: four channels of what the format and the width
     * of the elements make of the record at addr */
    uint64_t fk = it_mix64(key ^ ((uint64_t)addr << 16) ^ (fmt ? (uint64_t)(uint32_t)fmt->v << 40 : 0) ^ eb ^
                        (form == BF_TBUFFER ? 0x7b00 : 0xf000));
    for (uint32_t i = 0; i < nl; i++)
        cell_set(cx->ret + i, it_mix64(fk + i) & it_mask(eb));
}

/* ============================================================ stores */

static int store_fill_first(A *a);

/* A format store to a buffer or a store to an image (see the header): the
 * event "llvm.amdgcn.store.record"(i64 where, i32 x, i32 y, i32 z, i32 w)
 * of the run's trace.  data: the value stored (f32 or i32 elements);
 * ch[c]: the element channel c takes, -1 for the fill (store_fill_first);
 * key: where (*where: poison, undef or fixed-unknown if a place operand
 * was). */
static void
store_event(A *a, const Cell *data, const int *ch, uint64_t key, const Cell *where)
{
    int first = store_fill_first(a);
    IrType *i64 = ir_type_int(a->ip->m, 64), *i32 = ir_type_int(a->ip->m, 32);
    Cell *cells = IR_NEWN(a->ip->run, Cell, 5);
    Cell **args = IR_NEWN(a->ip->run, Cell *, 5);
    IrType **types = IR_NEWN(a->ip->run, IrType *, 5);
    cell_set(&cells[0], key);
    if (where->poison)
        c_poison(&cells[0]);
    else if (where->u)
        c_unknown(&cells[0], 64, where->fixed);
    for (int c = 0; c < 4; c++) {
        if (ch[c] < 0 && first)
            cells[1 + c] = data[0];
        else if (ch[c] < 0)
            cell_set(&cells[1 + c], 0);
        else
            cells[1 + c] = data[ch[c]];
        cells[1 + c].prov = 0;
    }
    for (int k = 0; k < 5; k++) {
        args[k] = &cells[k];
        types[k] = k ? i32 : i64;
    }
    CallCtx ev = {.name = "llvm.amdgcn.store.record", .nargs = 5, .args = args, .argty = types};
    env_event(a->ip, &ev);
}

/* What a store writes to the channels its data does not give: 0, or on
 * gfx12 and later the data's first element (LLVM drops trailing zero
 * elements of the data before gfx12, trailing copies of the first one
 * from gfx12 on).  1 for the first element. */
static int
store_fill_first(A *a)
{
    IrFunc *f = interp_cur_func(a->ip);
    const IrAttr *cpu = f ? ir_attr_find_str(&f->attrs.fn, "target-cpu") : NULL;
    const char *c = cpu && cpu->val ? cpu->val : "";
    if (!*c || !strcmp(c, "generic"))
        return 0;
    if (!strncmp(c, "gfx", 3) && c[3] == '1' && c[4] >= '0' && c[4] <= '9')
        return c[4] >= '2';
    if (!strncmp(c, "gfx", 3) && c[3] >= '6' && c[3] <= '9')
        return 0;
    for (size_t i = 0; i < sizeof old_cpus / sizeof old_cpus[0]; i++)
        if (!strcmp(c, old_cpus[i]))
            return 0;
    interp_unsupported(a->ip, "%s on target-cpu %s", a->cx->name, c);
}

/* The data operand of a store: f32 or i32 elements, at most 4. */
static uint32_t
store_data(A *a, IrType *t)
{
    IrType *e = ir_type_scalar(t);
    uint32_t n = ir_type_lanes(t);
    if (n > 4 || (t->kind == IR_TY_VEC && (t->flags & IR_TYF_SCALABLE)) ||
        !(e->kind == IR_TY_FLOAT || is_int(e, 32)))
        interp_unsupported(a->ip, "%s with this type", a->cx->name);
    return n;
}

/* A place operand c of a store into *w: poison or undef makes the place
 * poison (the source's side: anything refines it), fixed-unknown makes it
 * one value not known. */
static void
store_place(const Cell *c, Cell *w)
{
    if (w->poison)
        return;
    if (c->poison || (c->u && !c->fixed)) {
        c_poison(w);
    } else if (c->u) {
        w->u = ~0ull;
        w->fixed = 1;
    }
}

/* The operands that say where a store writes, hashed into key (operands
 * from to end - 1, but skip1 and skip2); *w as store_place. */
static uint64_t
store_where(A *a, uint64_t key, uint32_t from, uint32_t end, uint32_t skip1, uint32_t skip2, Cell *w)
{
    CallCtx *cx = a->cx;
    for (uint32_t k = from; k < end; k++) {
        if (k == skip1 || k == skip2)
            continue;
        uint32_t nc = it_cells(a->ip, cx->argty[k]);
        for (uint32_t i = 0; i < nc; i++) {
            const Cell *c = cx->args[k] + i;
            store_place(c, w);
            key = it_mix64(key ^ c->v ^ (uint64_t)k << 56);
        }
    }
    return key;
}

/* Does token t (n characters) of an image intrinsic's name say m? */
static int
tok_is(const char *t, size_t n, const char *m)
{
    return strlen(m) == n && !strncmp(t, m, n);
}

/* The place an image operation names: its base name (base characters
 * after "llvm.amdgcn.") and operands first to end - 1, seen as LLVM's
 * folds see them (see the header): an offset or a bias of 0, a lod of 0
 * or less (its sign bit set), a mip level of 0 are dropped with their
 * modifier (l becomes lz), a half operand counts as the float it extends
 * to.  *w as store_place. */
static uint64_t
image_key(A *a, size_t base, uint32_t first, uint32_t end, Cell *w)
{
    CallCtx *cx = a->cx;
    const char *name = cx->name + 12;
    uint32_t rs = UINT32_MAX;
    for (uint32_t k = first; k < end && rs == UINT32_MAX; k++)
        if (cx->argty[k]->kind == IR_TY_VEC && ir_type_lanes(cx->argty[k]) == 8)
            rs = k;
    if (rs == UINT32_MAX || rs == first)
        bad_sig(a);
    int has_o = 0, has_b = 0, has_l = 0, has_mip = 0;
    int sample = !strncmp(name, "image.sample.", 13) || !strncmp(name, "image.gather4.", 14);
    for (size_t i = 0; i < base;) {
        size_t n = strcspn(name + i, ".");
        if (n > base - i)
            n = base - i;
        has_o |= tok_is(name + i, n, "o");
        has_b |= tok_is(name + i, n, "b");
        has_l |= tok_is(name + i, n, "l");
        has_mip |= tok_is(name + i, n, "mip");
        i += n + 1;
    }
    uint32_t io = has_o ? first : UINT32_MAX, ib = has_b ? first + (uint32_t)has_o : UINT32_MAX;
    uint32_t il = has_l || has_mip ? rs - 1 : UINT32_MAX;
    int drop_o = 0, drop_b = 0, lz = 0, drop_mip = 0;
    /* a defined operand's value (a half one as its float's bits) */
    for (uint32_t k = first; k < end; k++) {
        const Cell *c = cx->args[k];
        IrType *e = ir_type_scalar(cx->argty[k]);
        if (k != io && k != ib && k != il)
            continue;
        if (c->poison || c->u)
            continue;
        uint64_t sign = e->kind == IR_TY_HALF ? 0x8000 : 0x80000000u;
        if (k == io)
            drop_o = (uint32_t)c->v == 0;
        else if (k == ib)
            drop_b = (c->v & (sign - 1)) == 0;
        else if (has_l)
            lz = (c->v & (sign - 1)) == 0 || (c->v & sign);
        else
            drop_mip = (uint32_t)c->v == 0;
    }
    uint64_t key = it_mix64(0x1a6f);
    for (size_t i = 0; i < base;) {
        size_t n = strcspn(name + i, ".");
        if (n > base - i)
            n = base - i;
        const char *t = name + i;
        size_t tn = n;
        if (!((drop_o && tok_is(t, n, "o")) || (drop_b && tok_is(t, n, "b")) || (drop_mip && tok_is(t, n, "mip")))) {
            if (lz && tok_is(t, n, "l"))
                t = "lz", tn = 2;
            for (size_t j = 0; j < tn; j++)
                key = it_mix64(key ^ (unsigned char)t[j]);
            key = it_mix64(key ^ '.');
        }
        i += n + 1;
    }
    uint32_t pos = 0;
    for (uint32_t k = first; k < end; k++) {
        if ((k == io && drop_o) || (k == ib && drop_b) || (k == il && (lz || drop_mip)))
            continue;
        IrType *t = cx->argty[k], *e = ir_type_scalar(t);
        int coord16 = !sample && k < rs && (is_int(e, 32) || is_int(e, 16));
        if ((t->kind == IR_TY_VEC && (t->flags & IR_TYF_SCALABLE)) ||
            !(e->kind == IR_TY_FLOAT || e->kind == IR_TY_HALF || is_int(e, 32) || is_int(e, 1) || coord16))
            interp_unsupported(a->ip, "%s with %s operands", cx->name, ir_type_str(a->ip->run, t));
        uint32_t nc = ir_type_lanes(t);
        for (uint32_t i = 0; i < nc; i++) {
            Cell c16 = cx->args[k][i];
            if (coord16) {
                /* an integer coordinate or mip level: its low 16 bits
                 * (LLVM makes the A16 form of a sext or a zext of i16) */
                c16.v &= 0xffff;
                c16.u &= 0xffff;
            }
            const Cell *c = &c16;
            store_place(c, w);
            uint64_t v = c->v;
            if (e->kind == IR_TY_HALF) {
                FpBits x = {{v & 0xffff, 0}};
                v = fp_from_double(FP_F32, fp_to_double(FP_HALF, x), FP_RNE, NULL).w[0];
            }
            key = it_mix64(key ^ v ^ (uint64_t)pos++ << 56);
        }
    }
    return key;
}

/* image.store.<dim>(data, dmask, coordinates..., rsrc, texfailctrl,
 * cachepolicy): channel c takes the next element of the data when dmask
 * enables it, else 0 (LLVM drops trailing zero channels from dmask). */
void
image_store(A *a, size_t base)
{
    CallCtx *cx = a->cx;
    if (cx->nargs < 5 || !is_int(cx->argty[1], 32) || cx->retty->kind != IR_TY_VOID)
        bad_sig(a);
    uint32_t n = store_data(a, cx->argty[0]);
    const Cell *dm = cx->args[1];
    if (dm->poison || dm->u)
        interp_unsupported(a->ip, "%s with an undefined dmask", cx->name);
    Cell w;
    cell_set(&w, 0);
    uint64_t key = image_key(a, base, 2, cx->nargs - 1, &w);
    int ch[4];
    uint32_t j = 0;
    for (int c = 0; c < 4; c++) {
        ch[c] = dm->v >> c & 1 ? (int)j++ : -1;
        if (ch[c] >= (int)n)
            interp_unsupported(a->ip, "%s with more channels than data", cx->name);
    }
    store_event(a, cx->args[0], ch, key, &w);
    a->ip->amd_stored |= 2;
}

/* raw/struct(.ptr).buffer.store.format, raw/struct(.ptr).tbuffer.store:
 * the record's four channels, the data's elements then zeros (LLVM drops
 * trailing zero elements of the data), at the record's place. */
void
buffer_store(A *a, int lay, int tbuf, int ptr)
{
    CallCtx *cx = a->cx;
    uint32_t nargs = (lay == B_STRUCT ? 6 : 5) + (tbuf ? 1 : 0);
    IrType *r1 = cx->nargs > 1 ? cx->argty[1] : NULL;
    if (cx->nargs != nargs || !r1 ||
        (ptr ? r1->kind != IR_TY_PTR || r1->bits != 8
             : r1->kind != IR_TY_VEC || ir_type_lanes(r1) != 4 || !is_int(ir_type_scalar(r1), 32)))
        bad_sig(a);
    uint32_t n = store_data(a, cx->argty[0]);
    /* where: resource, [vindex], voffset + soffset, [format]; not aux */
    uint32_t ai = 2;
    uint64_t key = it_mix64(0x5b0f ^ (uint64_t)ptr << 62 ^ (uint64_t)tbuf << 61);
    const Cell *res = cx->args[1];
    Cell w;
    cell_set(&w, 0);
    for (uint32_t i = 0; i < (ptr ? 1u : 4u); i++) {
        store_place(&res[i], &w);
        key = it_mix64(key ^ res[i].v);
    }
    if (lay == B_STRUCT)
        ai++;
    /* voffset and soffset: their sum */
    const Cell *vo = cx->args[ai], *so = cx->args[ai + 1];
    store_place(vo, &w);
    store_place(so, &w);
    key = it_mix64(key ^ (uint32_t)(vo->v + so->v));
    /* vindex and format (not aux, the last: the cache policy) */
    key = store_where(a, key, 2, cx->nargs - 1, ai, ai + 1, &w);
    int ch[4];
    for (int c = 0; c < 4; c++)
        ch[c] = (uint32_t)c < n ? c : -1;
    store_event(a, cx->args[0], ch, key, &w);
    a->ip->amd_stored |= 1;
}

/* ============================================================ images */

/* Is the name after "llvm.amdgcn.image." (s) an image sample or load the
 * model takes (see the header)?  *n: the length of its base name (before
 * the overload suffixes). */
int
image_name(const char *s, size_t *n)
{
    static const char *const mods[] = {"c", "d", "cd", "cl", "lz", "l", "b", "o"};
    static const char *const dims[] = {"1d", "2d", "3d", "cube", "1darray", "2darray", "2dmsaa", "2darraymsaa"};
    const char *p = s;
    int gather = !strncmp(p, "gather4.", 8), msaa = !strncmp(p, "msaa.load.x.", 12);
    int sample = !strncmp(p, "sample.", 7) || gather, store = !strncmp(p, "store.", 6);
    if (!sample && !store && !msaa && strncmp(p, "load.", 5))
        return 0;
    p += gather ? 8 : msaa ? 12 : sample ? 7 : store ? 6 : 5;
    if (!sample && !msaa && !strncmp(p, "mip.", 4))
        p += 4;
    for (;;) {
        size_t k = strcspn(p, ".");
        int dim = 0, mod = 0;
        for (size_t i = 0; i < sizeof dims / sizeof dims[0]; i++)
            dim |= strlen(dims[i]) == k && !strncmp(p, dims[i], k);
        for (size_t i = 0; sample && i < sizeof mods / sizeof mods[0]; i++)
            mod |= strlen(mods[i]) == k && !strncmp(p, mods[i], k);
        if (dim) {
            p += k;
            *n = (size_t)(p - s);
            return only_types(p);
        }
        if (!mod || !p[k])
            return 0;
        p += k + 1;
    }
}

/* image.sample / image.load, gather4 and msaa.load (see the header): the channels of dmask, in
 * order, of four channels hashed from the base name and every other
 * operand. */
void
image_op(A *a, size_t base)
{
    CallCtx *cx = a->cx;
    IrType *rt = cx->retty, *et = ir_type_scalar(rt);
    uint32_t nl = ir_type_lanes(rt);
    if (nl > 4 || (rt->kind == IR_TY_VEC && (rt->flags & IR_TYF_SCALABLE)) ||
        !(et->kind == IR_TY_FLOAT || et->kind == IR_TY_HALF || is_int(et, 32)))
        interp_unsupported(a->ip, "%s with this type", cx->name);
    if (cx->nargs < 4 || !is_int(cx->argty[0], 32))
        bad_sig(a);
    const Cell *dm = cx->args[0];
    if (dm->poison || dm->u)
        interp_unsupported(a->ip, "%s with an undefined dmask", cx->name);
    if (a->ip->amd_stored & 2)
        interp_unsupported(a->ip, "%s after an image store", cx->name);
    Cell w;
    cell_set(&w, 0);
    uint64_t key = it_mix64(a->ip->wave_seed ^ image_key(a, base, 1, cx->nargs - 1, &w));
    int st = w.poison ? -1 : w.u ? 1 : 0;
    unsigned ch[4], nch = 0;
    if (!strncmp(cx->name + 12, "image.gather4.", 14) || !strncmp(cx->name + 12, "image.msaa.load.", 16)) {
        /* four texels or fragments of the one channel dmask names: the
         * elements are values of their own, dmask part of the key (LLVM
         * only folds the D16 form and the variants into each other) */
        key = it_mix64(key ^ dm->v << 32);
        for (unsigned c = 0; c < 4; c++)
            ch[nch++] = c;
    } else {
        for (unsigned c = 0; c < 4; c++)
            if (dm->v >> c & 1)
                ch[nch++] = c;
    }
    for (uint32_t i = 0; i < nl; i++) {
        Cell *r = cx->ret + i;
        unsigned bits = et->kind == IR_TY_HALF ? 16 : 32;
        if (i >= nch || st < 0) {
            /* past the channels dmask enables: not written (LLVM makes
             * them poison when it narrows dmask) */
            c_poison(r);
            continue;
        }
        if (st > 0) {
            if (a->ip->o.undef == INTERP_UNDEF_TRACK)
                c_unknown(r, bits, 1);
            else
                cell_set(r, 0);
            continue;
        }
        /* a finite float in [2^-10, 2^11), positive or negative, whose
         * half conversion is a normal number */
        uint64_t h = it_mix64(key ^ (0xc4a0 + ch[i]));
        uint32_t f = (uint32_t)(h >> 63) << 31 | (uint32_t)(117 + (h >> 32) % 21) << 23 | (uint32_t)(h & 0x7fffff);
        if (et->kind == IR_TY_HALF) {
            /* D16: the channel converted to half (LLVM folds an fptrunc of
             * the result into the D16 form) */
            FpBits x = {{f, 0}};
            cell_set(r, fp_from_double(FP_HALF, fp_to_double(FP_F32, x), FP_RNE, NULL).w[0]);
        } else {
            cell_set(r, f);
        }
    }
}
