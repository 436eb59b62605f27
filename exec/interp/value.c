/* value.c -- values in cells: type layouts, definedness helpers, printing
 * with poison and undef shown, parsing of --args values, and the RtVal API
 * at the interpreter's boundary. */
#include "interp.h"

#include <stdlib.h>
#include <string.h>

/* --------------------------------------------------------------- layouts */

typedef struct LayoutBuild {
    uint32_t cells, n, cap;
    uint32_t *cell;
    IrType **type;
    uint64_t *off;
} LayoutBuild;

static void
lb_push(LayoutBuild *b, IrType *t, uint64_t off)
{
    if (b->n == b->cap) {
        b->cap = b->cap ? b->cap * 2 : 8;
        b->cell = ir_realloc(b->cell, b->cap * sizeof *b->cell);
        b->type = ir_realloc(b->type, b->cap * sizeof *b->type);
        b->off = ir_realloc(b->off, b->cap * sizeof *b->off);
    }
    b->cell[b->n] = b->cells;
    b->type[b->n] = t;
    b->off[b->n] = off;
    b->n++;
    b->cells += it_words(t);
}

static void layout_rec(Interp *ip, LayoutBuild *b, IrType *t, uint64_t off, int depth);

/* The leaves of a member or element of type t at byte offset off: an
 * aggregate's from its own layout (made once: a struct of two structs of
 * two ... is not walked as a tree), others laid out here. */
static void
member_leaves(Interp *ip, LayoutBuild *b, IrType *t, uint64_t off, int depth)
{
    if (t->kind != IR_TY_STRUCT && t->kind != IR_TY_ARRAY) {
        layout_rec(ip, b, t, off, depth + 1);
        return;
    }
    const TLayout *l = it_layout(ip, t);
    for (uint32_t j = 0; j < l->nleaves; j++)
        lb_push(b, l->leaf_type[j], off + l->leaf_off[j]);
}

/* Leaves in order; `off` is the byte offset in memory (vector lanes of
 * non-byte-sized elements are bit-packed: mem.c handles them itself). */
static void
layout_rec(Interp *ip, LayoutBuild *b, IrType *t, uint64_t off, int depth)
{
    IrModule *m = ip->m;
    if (depth > 64)
        interp_unsupported(ip, "types nested more than 64 levels");
    switch (t->kind) {
    case IR_TY_VEC: {
        uint64_t n = it_lanes(ip, t);
        if (n > (1u << 20))
            interp_unsupported(ip, "vectors of more than 2^20 elements");
        uint64_t esz = (ir_type_size_bits(m, t->elem) + 7) / 8;
        for (uint64_t i = 0; i < n; i++)
            lb_push(b, t->elem, off + i * esz);
        return;
    }
    case IR_TY_ARRAY: {
        if (t->count * (uint64_t)it_cells(ip, t->elem) > (1u << 20))
            interp_unsupported(ip, "aggregate values of more than 2^20 words");
        uint64_t esz = it_alloc_size(ip, t->elem);
        for (uint64_t i = 0; i < t->count; i++)
            member_leaves(ip, b, t->elem, off + i * esz, depth);
        return;
    }
    case IR_TY_STRUCT: {
        /* the members' sizes first (each type's layout is made once): a
         * struct of two of a struct of two of ... has 2^depth leaves */
        uint64_t cells = 0;
        for (uint32_t i = 0; i < t->nmembers && cells <= (1u << 20); i++)
            cells += it_cells(ip, t->members[i]);
        if (cells > (1u << 20))
            interp_unsupported(ip, "aggregate values of more than 2^20 words");
        /* in the run's arena: a member may be unsupported (a longjmp) */
        uint64_t *mo = IR_NEWN(ip->run, uint64_t, t->nmembers + 1);
        ir_struct_offsets_vs(m, t, mo, ip->vscale);
        for (uint32_t i = 0; i < t->nmembers; i++)
            member_leaves(ip, b, t->members[i], off + mo[i], depth);
        return;
    }
    case IR_TY_TARGETEXT:
        interp_unsupported(ip, "target extension type %s", ir_type_str(ip->run, t));
    case IR_TY_X86_AMX:
        interp_unsupported(ip, "x86_amx values");
    case IR_TY_PTR:
        /* a value's layout (its memory offsets only serve loads and
         * stores, which lowering checks strictly) */
        it_check_ptr_width_val(ip, t);
        lb_push(b, t, off);
        return;
    case IR_TY_INT:
        if (t->bits > (1u << 20))
            interp_unsupported(ip, "integers wider than 2^20 bits");
        lb_push(b, t, off);
        return;
    default:
        lb_push(b, t, off);
        return;
    }
}

const TLayout *
it_layout(Interp *ip, IrType *t)
{
    if (t->id < ip->nlayouts && ip->layouts[t->id])
        return ip->layouts[t->id];
    if (t->id >= ip->nlayouts) {
        uint32_t n = ip->nlayouts ? ip->nlayouts : 64;
        while (n <= t->id)
            n *= 2;
        ip->layouts = ir_realloc(ip->layouts, n * sizeof *ip->layouts);
        memset(ip->layouts + ip->nlayouts, 0, (n - ip->nlayouts) * sizeof *ip->layouts);
        ip->nlayouts = n;
    }
    /* on the heap: a leaf may be unsupported (a longjmp), and then what was
     * built is freed before the report goes on */
    LayoutBuild *bp = ir_calloc(1, sizeof *bp);
    if (t->kind == IR_TY_VOID || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA ||
        t->kind == IR_TY_TOKEN || t->kind == IR_TY_FUNC) {
        bp->cells = 1; /* a placeholder cell, never read */
    } else if (ip->jb) {
        jmp_buf *outer = ip->jb;
        jmp_buf jb;
        ip->jb = &jb;
        if (setjmp(jb)) {
            ir_free(bp->cell);
            ir_free(bp->type);
            ir_free(bp->off);
            ir_free(bp);
            ip->layout_nest--;
            ip->jb = outer;
            longjmp(*outer, 1);
        }
        /* (the members' layouts are made first, each in a call of its own) */
        if (++ip->layout_nest > 64)
            interp_unsupported(ip, "types nested more than 64 levels");
        layout_rec(ip, bp, t, 0, 0);
        ip->layout_nest--;
        ip->jb = outer;
    } else {
        ip->layout_nest++;
        layout_rec(ip, bp, t, 0, 0);
        ip->layout_nest--;
    }
    LayoutBuild b = *bp;
    ir_free(bp);
    TLayout *l = IR_NEW(ip->arena, TLayout);
    l->cells = b.cells ? b.cells : 1;
    l->nleaves = b.n;
    l->leaf_cell = b.n ? ir_arena_dup(ip->arena, b.cell, b.n * sizeof *b.cell) : NULL;
    l->leaf_type = b.n ? ir_arena_dup(ip->arena, b.type, b.n * sizeof *b.type) : NULL;
    l->leaf_off = b.n ? ir_arena_dup(ip->arena, b.off, b.n * sizeof *b.off) : NULL;
    ir_free(b.cell);
    ir_free(b.type);
    ir_free(b.off);
    if (t->kind == IR_TY_STRUCT) {
        l->member_off = IR_NEWN(ip->arena, uint64_t, t->nmembers + 1);
        ir_struct_offsets_vs(ip->m, t, l->member_off, ip->vscale);
    }
    ip->layouts[t->id] = l;
    return l;
}

static uint64_t *
tsize_slot(Interp *ip, const IrType *t)
{
    if (t->id >= ip->ntsizes) {
        uint32_t n = ip->ntsizes ? ip->ntsizes : 64;
        while (n <= t->id)
            n *= 2;
        ip->tsizes = ir_realloc(ip->tsizes, 2 * (size_t)n * sizeof *ip->tsizes);
        memset(ip->tsizes + 2 * (size_t)ip->ntsizes, 0, 2 * (size_t)(n - ip->ntsizes) * sizeof *ip->tsizes);
        ip->ntsizes = n;
    }
    return &ip->tsizes[2 * (size_t)t->id];
}

uint64_t
it_store_size(Interp *ip, const IrType *t)
{
    uint64_t *s = tsize_slot(ip, t);
    if (!s[0])
        s[0] = (ir_type_size_bits_vs(ip->m, t, ip->vscale) + 7) / 8 + 1;
    return s[0] - 1;
}

uint64_t
it_alloc_size(Interp *ip, const IrType *t)
{
    uint64_t *s = tsize_slot(ip, t);
    if (!s[1])
        s[1] = ir_type_alloc_size_vs(ip->m, t, ip->vscale) + 1;
    return s[1] - 1;
}

uint32_t
it_lanes(Interp *ip, const IrType *t)
{
    if (t->kind != IR_TY_VEC)
        return 1;
    return (uint32_t)(t->count * ((t->flags & IR_TYF_SCALABLE) ? ip->vscale : 1));
}

void
it_check_ptr_width(Interp *ip, IrType *t)
{
    if (!ip->wide_ptrs)
        return;
    while (t->kind == IR_TY_VEC || t->kind == IR_TY_ARRAY)
        t = t->elem;
    if (t->kind == IR_TY_STRUCT)
        for (uint32_t i = 0; i < t->nmembers; i++)
            it_check_ptr_width(ip, t->members[i]);
    if (t->kind == IR_TY_PTR && ir_ptr_bits(ip->m, t->bits) > 64)
        interp_unsupported(ip, "pointers of %u bits (addrspace(%u) in the datalayout)", ir_ptr_bits(ip->m, t->bits),
                           t->bits);
}

void
it_check_ptr_width_val(Interp *ip, IrType *t)
{
    if (!ip->wide_ptrs)
        return;
    while (t->kind == IR_TY_VEC || t->kind == IR_TY_ARRAY)
        t = t->elem;
    if (t->kind == IR_TY_STRUCT) {
        for (uint32_t i = 0; i < t->nmembers; i++)
            it_check_ptr_width_val(ip, t->members[i]);
        return;
    }
    if (ip->rsrc_ptrs && t->kind == IR_TY_PTR && t->bits == 8)
        return;
    it_check_ptr_width(ip, t);
}

uint32_t
it_cells(Interp *ip, IrType *t)
{
    switch (t->kind) {
    case IR_TY_INT:
        if (t->bits <= 64)
            return 1;
        break;
    case IR_TY_PTR: case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE:
        return 1;
    default:
        break;
    }
    return it_layout(ip, t)->cells;
}

/* Significant bits of a leaf's word k (the rest are kept zero). */
static unsigned
leaf_word_bits(Interp *ip, const IrType *t, uint32_t k)
{
    unsigned bits;
    switch (t->kind) {
    case IR_TY_INT: bits = t->bits; break;
    case IR_TY_PTR: bits = ir_ptr_bits(ip->m, t->bits); break;
    case IR_TY_X86_FP80: bits = 80; break;
    default: bits = ir_type_fp_bits(t); break;
    }
    if (bits <= 64 * k)
        return 0;
    bits -= 64 * k;
    return bits > 64 ? 64 : bits;
}

/* ----------------------------------------------------- definedness helpers */

void
it_set_undef(Interp *ip, IrType *t, Cell *c)
{
    const TLayout *l = it_layout(ip, t);
    for (uint32_t i = 0; i < l->nleaves; i++) {
        IrType *lt = l->leaf_type[i];
        Cell *lc = c + l->leaf_cell[i];
        for (uint32_t k = 0; k < it_words(lt); k++) {
            lc[k].v = 0;
            lc[k].u = it_mask(leaf_word_bits(ip, lt, k));
            lc[k].prov = 0;
            lc[k].poison = lc[k].fixed = 0;
        }
    }
    /* undef stays undef in concrete runs too: it is chosen per use (it_use) */
}

const Cell *
it_use_value(Interp *ip, IrType *t, const Cell *c)
{
    if (ip->o.undef == INTERP_UNDEF_TRACK || !it_any_undef(ip, t, c))
        return c;
    const TLayout *l = it_layout(ip, t);
    Cell *r = IR_NEWN(ip->run, Cell, l->cells);
    it_copy(r, c, l->cells);
    for (uint32_t i = 0; i < l->nleaves; i++) {
        uint32_t nw = it_words(l->leaf_type[i]);
        Cell *lc = r + l->leaf_cell[i];
        const Cell *u = it_use(ip, lc, nw, lc);
        (void)u; /* resolved in place (tmp == lc) */
    }
    return r;
}

void
it_set_poison(Interp *ip, IrType *t, Cell *c)
{
    const TLayout *l = it_layout(ip, t);
    for (uint32_t i = 0; i < l->nleaves; i++) {
        Cell *lc = c + l->leaf_cell[i];
        for (uint32_t k = 0; k < it_words(l->leaf_type[i]); k++) {
            lc[k].v = lc[k].u = 0;
            lc[k].prov = 0;
            lc[k].poison = lc[k].fixed = 0;
        }
        lc[0].poison = 1;
    }
}

void
it_set_zero(Interp *ip, IrType *t, Cell *c)
{
    uint32_t n = it_cells(ip, t);
    memset(c, 0, n * sizeof *c);
}

int
it_any_poison(Interp *ip, IrType *t, const Cell *c)
{
    const TLayout *l = it_layout(ip, t);
    for (uint32_t i = 0; i < l->nleaves; i++)
        if (c[l->leaf_cell[i]].poison)
            return 1;
    return 0;
}

int
it_any_undef(Interp *ip, IrType *t, const Cell *c)
{
    /* unknown bits of a fixed leaf (freeze of undef) are one arbitrary
     * value, not undef */
    const TLayout *l = it_layout(ip, t);
    for (uint32_t i = 0; i < l->nleaves; i++) {
        const Cell *lc = c + l->leaf_cell[i];
        if (lc->fixed)
            continue;
        for (uint32_t k = 0; k < it_words(l->leaf_type[i]); k++)
            if (lc[k].u)
                return 1;
    }
    return 0;
}

uint64_t
interp_concrete(Interp *ip, const Cell *c, unsigned bits)
{
    uint64_t m = it_mask(bits);
    if (!c->u)
        return c->v & m;
    uint64_t r = ip->o.undef == INTERP_UNDEF_RANDOM ? interp_rand(ip) : 0;
    return ((c->v & ~c->u) | (r & c->u)) & m;
}

/* ---------------------------------------------------------------- printing */

/* An integer leaf: decimal when defined; `undef` when wholly undef; else
 * the bits with `?` for undef ones, most significant first: 0b1?0. */
static void
print_int_leaf(IrBuf *b, const IrType *t, const Cell *c)
{
    unsigned bits = t->bits;
    uint32_t nw = it_words(t);
    int any_undef = 0, all_undef = 1;
    for (uint32_t k = 0; k < nw; k++) {
        unsigned wb = bits - 64 * k > 64 ? 64 : bits - 64 * k;
        if (c[k].u)
            any_undef = 1;
        if ((c[k].u & it_mask(wb)) != it_mask(wb))
            all_undef = 0;
    }
    /* fixed-unknown bits (a frozen undef) print as '*', undef ones as '?' */
    if (all_undef) {
        ir_buf_puts(b, c->fixed ? "unknown" : "undef");
        return;
    }
    if (any_undef) {
        ir_buf_puts(b, "0b");
        for (unsigned i = bits; i-- > 0;) {
            const Cell *w = &c[i / 64];
            uint64_t bit = 1ull << (i % 64);
            ir_buf_putc(b, (w->u & bit) ? (c->fixed ? '*' : '?') : (w->v & bit) ? '1' : '0');
        }
        return;
    }
    if (bits == 1) {
        ir_buf_puts(b, c->v & 1 ? "true" : "false");
        return;
    }
    if (bits <= 64) {
        int64_t v = (int64_t)c->v;
        if (bits < 64) {
            uint64_t sign = 1ull << (bits - 1);
            v = (int64_t)((c->v ^ sign) - sign);
        }
        ir_buf_printf(b, "%lld", (long long)v);
        return;
    }
    uint64_t *w = ir_malloc(nw * 8);
    for (uint32_t k = 0; k < nw; k++)
        w[k] = c[k].v;
    ir_print_wide_int(b, w, bits);
    ir_free(w);
}

static void
print_fp_leaf(IrBuf *b, Interp *ip, IrType *t, const Cell *c)
{
    (void)ip;
    FpFmt f = ir_type_fp_fmt(t);
    FpBits x = {{c[0].v, it_words(t) > 1 ? c[1].v : 0}};
    if (fp_is_nan(f, x)) {
        if (c[0].u || (it_words(t) > 1 && c[1].u)) {
            /* a NaN whose sign and payload are not known */
            ir_buf_puts(b, c->fixed ? "nan(unknown)" : "nan(undef)");
            return;
        }
        /* NaNs print their bits: payload and sign matter to the LangRef's NaN rules */
        ir_buf_printf(b, "%snan(0x", fp_sign(f, x) ? "-" : "");
        if (it_words(t) > 1)
            ir_buf_printf(b, "%llX", (unsigned long long)x.w[1]);
        ir_buf_printf(b, it_words(t) > 1 ? "%016llX)" : "%llX)", (unsigned long long)x.w[0]);
        return;
    }
    if (c[0].u || (it_words(t) > 1 && c[1].u)) {
        ir_buf_puts(b, c->fixed ? "unknown" : "undef");
        return;
    }
    char s[80];
    fp_to_string(s, f, x);
    /* an x86_fp80 encoding that is not the canonical one of its value (a
     * pseudo-denormal): its bits, or two different values print alike */
    FpBits y;
    if (f == FP_F80 && (fp_from_string(f, s, strlen(s), FP_RNE, &y, NULL) != 0 || y.w[0] != x.w[0] ||
                        (y.w[1] & 0xffff) != (x.w[1] & 0xffff))) {
        ir_buf_printf(b, "0xK%04llX%016llX", (unsigned long long)(x.w[1] & 0xffff), (unsigned long long)x.w[0]);
        return;
    }
    ir_buf_puts(b, s);
}

static void
print_leaf(IrBuf *b, Interp *ip, IrType *t, const Cell *c)
{
    ir_type_print(b, t);
    ir_buf_putc(b, ' ');
    if (c->poison) {
        ir_buf_puts(b, "poison");
        return;
    }
    if (t->kind == IR_TY_INT)
        print_int_leaf(b, t, c);
    else if (ir_type_is_fp(t))
        print_fp_leaf(b, ip, t, c);
    else if (t->kind == IR_TY_PTR) {
        if (c->u == it_mask(ir_ptr_bits(ip->m, t->bits)))
            ir_buf_puts(b, "undef");
        else if (c->u)
            ir_buf_printf(b, "<partly undef pointer 0x%llx, undef bits 0x%llx>",
                          (unsigned long long)c->v, (unsigned long long)c->u);
        else
            mem_describe(b, ip, c);
    } else {
        ir_buf_puts(b, "?");
    }
}

static void
print_rec(IrBuf *b, Interp *ip, IrType *t, const Cell *c, int depth)
{
    switch (t->kind) {
    case IR_TY_VEC: case IR_TY_ARRAY: {
        ir_type_print(b, t);
        ir_buf_puts(b, t->kind == IR_TY_VEC ? " <" : " [");
        uint32_t ec = it_cells(ip, t->elem);
        uint64_t n = t->kind == IR_TY_VEC ? it_lanes(ip, t) : t->count;
        for (uint64_t i = 0; i < n; i++) {
            if (i)
                ir_buf_puts(b, ", ");
            print_rec(b, ip, t->elem, c + i * ec, depth + 1);
        }
        ir_buf_putc(b, t->kind == IR_TY_VEC ? '>' : ']');
        return;
    }
    case IR_TY_STRUCT: {
        ir_type_print(b, t);
        ir_buf_puts(b, (t->flags & IR_TYF_PACKED) ? " <{ " : " { ");
        uint32_t off = 0;
        for (uint32_t i = 0; i < t->nmembers; i++) {
            if (i)
                ir_buf_puts(b, ", ");
            print_rec(b, ip, t->members[i], c + off, depth + 1);
            off += it_cells(ip, t->members[i]);
        }
        ir_buf_puts(b, (t->flags & IR_TYF_PACKED) ? " }>" : " }");
        return;
    }
    case IR_TY_VOID:
        ir_buf_puts(b, "void");
        return;
    default:
        print_leaf(b, ip, t, c);
    }
}

void
it_print(IrBuf *b, Interp *ip, IrType *t, const Cell *c)
{
    print_rec(b, ip, t, c, 0);
}

/* ----------------------------------------------------------- RtVal API */

/* The API functions may meet a type llfuzz cannot represent outside of a
 * run: catch the report there (inside a run, the run's own handler does). */
#define API_GUARD(ip, onfail)                                               \
    jmp_buf guard_jb;                                                       \
    InterpResult guard_res;                                                 \
    int guarded = !(ip)->jb;                                                \
    if (guarded) {                                                          \
        memset(&guard_res, 0, sizeof guard_res);                            \
        (ip)->jb = &guard_jb;                                               \
        (ip)->res = &guard_res;                                             \
        if (setjmp(guard_jb)) {                                             \
            (ip)->jb = NULL;                                                \
            (ip)->res = NULL;                                               \
            onfail;                                                         \
        }                                                                   \
    }
#define API_UNGUARD(ip)                                                     \
    if (guarded) {                                                          \
        (ip)->jb = NULL;                                                    \
        (ip)->res = NULL;                                                   \
    }

/* A value of type t with its leaves in arena a. */
static RtVal
val_new_in(Interp *ip, IrArena *a, IrType *t)
{
    RtVal v = {0};
    v.type = t;
    if (t->kind == IR_TY_VOID)
        return v;
    API_GUARD(ip, return v);
    const TLayout *l = it_layout(ip, t);
    API_UNGUARD(ip);
    v.nleaves = l->nleaves;
    v.leaf = IR_NEWN(a, RtLeaf, l->nleaves ? l->nleaves : 1);
    for (uint32_t i = 0; i < l->nleaves; i++) {
        uint32_t w = it_words(l->leaf_type[i]);
        v.leaf[i].words = w;
        v.leaf[i].bits = IR_NEWN(a, uint64_t, w);
        v.leaf[i].undef = IR_NEWN(a, uint64_t, w);
    }
    return v;
}

RtVal
interp_val_new(Interp *ip, IrType *t)
{
    return val_new_in(ip, ip->run, t);
}

void
it_from_rtval(Interp *ip, const RtVal *v, Cell *c)
{
    const TLayout *l = it_layout(ip, v->type);
    memset(c, 0, l->cells * sizeof *c);
    for (uint32_t i = 0; i < l->nleaves && i < v->nleaves; i++) {
        Cell *lc = c + l->leaf_cell[i];
        for (uint32_t k = 0; k < v->leaf[i].words; k++) {
            lc[k].v = v->leaf[i].bits[k];
            lc[k].u = v->leaf[i].undef[k];
        }
        lc[0].poison = v->leaf[i].poison;
        lc[0].fixed = v->leaf[i].fixed;
        lc[0].prov = v->leaf[i].prov;
    }
}

void
it_to_rtval(Interp *ip, IrType *t, const Cell *c, RtVal *v)
{
    it_to_rtval_in(ip, ip->run, t, c, v);
}

void
it_to_rtval_in(Interp *ip, IrArena *a, IrType *t, const Cell *c, RtVal *v)
{
    *v = val_new_in(ip, a, t);
    if (t->kind == IR_TY_VOID)
        return;
    const TLayout *l = it_layout(ip, t);
    for (uint32_t i = 0; i < l->nleaves; i++) {
        const Cell *lc = c + l->leaf_cell[i];
        for (uint32_t k = 0; k < v->leaf[i].words; k++) {
            v->leaf[i].bits[k] = lc[k].v;
            v->leaf[i].undef[k] = lc[k].u;
        }
        v->leaf[i].poison = (uint8_t)(lc[0].poison != 0);
        v->leaf[i].fixed = (uint8_t)(lc[0].fixed != 0);
        v->leaf[i].prov = lc[0].prov;
    }
}

IrType *const *
interp_leaf_types(Interp *ip, IrType *t, uint32_t *n)
{
    *n = 0;
    if (t->kind == IR_TY_VOID)
        return NULL;
    API_GUARD(ip, return NULL);
    const TLayout *l = it_layout(ip, t);
    API_UNGUARD(ip);
    *n = l->nleaves;
    return l->leaf_type;
}

int
interp_val_to_bytes(Interp *ip, const RtVal *v, uint8_t *buf, size_t len)
{
    API_GUARD(ip, return -1);
    uint64_t n = it_store_size(ip, v->type);
    uint32_t nc = it_cells(ip, v->type);
    API_UNGUARD(ip);
    if (n > len || n > INT32_MAX || v->type->kind == IR_TY_VOID)
        return v->type->kind == IR_TY_VOID ? 0 : -1;
    Cell *c = ir_malloc((nc ? nc : 1) * sizeof *c);
    uint8_t *und = ir_malloc(2 * (size_t)n + 1), *poi = und + n;
    it_from_rtval(ip, v, c);
    mem_encode(ip, v->type, c, buf, und, poi);
    for (uint64_t i = 0; i < n; i++)
        if (poi[i] & POI_POISON)
            buf[i] = 0;
    ir_free(und);
    ir_free(c);
    return (int)n;
}

int
interp_val_from_bytes(Interp *ip, IrType *t, const uint8_t *buf, size_t len, RtVal *out)
{
    memset(out, 0, sizeof *out);
    out->type = t;
    if (t->kind == IR_TY_VOID)
        return 0;
    API_GUARD(ip, return -1);
    uint64_t n = it_store_size(ip, t);
    uint32_t nc = it_cells(ip, t);
    API_UNGUARD(ip);
    if (n > len)
        return -1;
    Cell *c = ir_malloc((nc ? nc : 1) * sizeof *c);
    mem_decode(ip, t, buf, NULL, NULL, c);
    it_to_rtval(ip, t, c, out);
    ir_free(c);
    return 0;
}

void
interp_val_print(IrBuf *b, Interp *ip, const RtVal *v)
{
    if (v->type->kind == IR_TY_VOID) {
        ir_buf_puts(b, "void");
        return;
    }
    API_GUARD(ip, ir_buf_puts(b, "<unprintable>"); return);
    Cell *c = IR_NEWN(ip->run, Cell, it_cells(ip, v->type));
    it_from_rtval(ip, v, c);
    it_print(b, ip, v->type, c);
    API_UNGUARD(ip);
}

/* --------------------------------------------------------- --args parsing */

/* Values for --args are written like .ll constants (`i32 5, <2 x i8> <i8 1,
 * i8 poison>`): the front end parses them in the module's context. */
int
interp_parse_args(Interp *ip, IrType **types, uint32_t ntypes, const char *text, RtVal *out,
                  char *err, size_t errlen)
{
    API_GUARD(ip, snprintf(err, errlen, "%s", guard_res.msg); return -1);
    IrDiag d;
    ir_diag_init(&d, "--args", text, strlen(text), NULL);
    IrValue **vals = IR_NEWN(ip->run, IrValue *, ntypes + 1);
    int n = ir_parse_typed_constants(ip->m, text, strlen(text), vals, ntypes + 1, &d);
    if (n < 0) {
        API_UNGUARD(ip);
        snprintf(err, errlen, "cannot parse the arguments: %s (column %u)", d.first_msg, d.first_loc.col);
        return -1;
    }
    if ((uint32_t)n != ntypes) {
        API_UNGUARD(ip);
        snprintf(err, errlen, "expected %u argument%s, got %d", ntypes, ntypes == 1 ? "" : "s", n);
        return -1;
    }
    for (uint32_t k = 0; k < ntypes; k++) {
        it_check_ptr_width_val(ip, types[k]);
        if (vals[k]->type != types[k]) {
            API_UNGUARD(ip);
            snprintf(err, errlen, "argument %u has type %s, the parameter is %s", k + 1,
                     ir_type_str(ip->run, vals[k]->type), ir_type_str(ip->run, types[k]));
            return -1;
        }
        const IrConst *vc = (const IrConst *)vals[k];
        if (vals[k]->kind == IR_V_AGG && (types[k]->flags & IR_TYF_SCALABLE) &&
            vc->nelems != it_lanes(ip, types[k])) {
            API_UNGUARD(ip);
            snprintf(err, errlen, "argument %u: a %s has %u lanes with vscale=%u, the value has %u", k + 1,
                     ir_type_str(ip->run, types[k]), it_lanes(ip, types[k]), ip->vscale, vc->nelems);
            return -1;
        }
        Cell *c = IR_NEWN(ip->run, Cell, it_cells(ip, types[k]));
        interp_const(ip, vals[k], c);
        it_to_rtval(ip, types[k], c, &out[k]);
    }
    API_UNGUARD(ip);
    return n;
}
