/* print.c -- the data model back to .ll text, in the canonical current
 * syntax that llvm-as-22 accepts (LLVM's own printer is the model for the
 * layout; what matters is that the text reads back to the same module). */
#include "ir.h"
#include "fp.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- names */

static int
is_plain_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '-' || c == '$' || c == '.' || c == '_';
}

void
ir_print_quoted(IrBuf *b, const char *s, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    ir_buf_putc(b, '"');
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
            ir_buf_putc(b, c);
        } else if (c == '\\') {
            ir_buf_put(b, "\\\\", 2);
        } else {
            char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
            ir_buf_put(b, e, 3);
        }
    }
    ir_buf_putc(b, '"');
}

/* LangRef "Identifiers": [%@][-a-zA-Z$._][-a-zA-Z$._0-9]*, else quoted. */
void
ir_print_name(IrBuf *b, char sigil, const char *name)
{
    ir_buf_putc(b, sigil);
    size_t n = strlen(name);
    int plain = n > 0 && !(name[0] >= '0' && name[0] <= '9');
    for (size_t i = 0; plain && i < n; i++)
        if (!is_plain_char((unsigned char)name[i]))
            plain = 0;
    if (plain)
        ir_buf_put(b, name, n);
    else
        ir_print_quoted(b, name, n);
}

/* Metadata names (!foo, attachment kinds): backslash escapes, no quotes. */
static void
print_md_name(IrBuf *b, const char *name)
{
    static const char hex[] = "0123456789ABCDEF";
    ir_buf_putc(b, '!');
    for (const char *p = name; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if (is_plain_char(c) && !(p == name && c >= '0' && c <= '9')) {
            ir_buf_putc(b, c);
        } else {
            char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
            ir_buf_put(b, e, 3);
        }
    }
}

/* ---------------------------------------------------------- constants */

static void print_md_ref(IrBuf *b, const IrMD *md);

static void
print_hex(IrBuf *b, uint64_t v, int digits)
{
    ir_buf_printf(b, "%0*llX", digits, (unsigned long long)v);
}

/* float bits -> double bits, exactly, keeping a NaN's payload and whether
 * it signals (what LLVM's printer does for `float` constants). */
static uint64_t
narrow_to_double_bits(const IrType *t, uint64_t w)
{
    unsigned man, exp;
    int bias;
    switch (t->kind) {
    case IR_TY_FLOAT: man = 23; exp = 8; bias = 127; break;
    case IR_TY_HALF: man = 10; exp = 5; bias = 15; break;
    default: man = 7; exp = 8; bias = 127; break; /* bfloat */
    }
    uint64_t sign = (w >> (man + exp)) & 1;
    uint64_t e = (w >> man) & ((1u << exp) - 1);
    uint64_t f = w & ((1ull << man) - 1);
    if (e == (1u << exp) - 1)
        return (sign << 63) | (0x7ffull << 52) | (f << (52 - man));
    FpBits x = {{w, 0}};
    FpFmt fmt = t->kind == IR_TY_FLOAT ? FP_F32 : t->kind == IR_TY_HALF ? FP_HALF : FP_BF16;
    (void)bias;
    return fp_convert(FP_F64, fmt, x, FP_RNE, NULL).w[0];
}

static void
print_fp(IrBuf *b, const IrConst *c)
{
    const IrType *t = c->v.type;
    switch (t->kind) {
    case IR_TY_FLOAT: case IR_TY_DOUBLE: {
        uint64_t bits = t->kind == IR_TY_DOUBLE ? c->w[0] : narrow_to_double_bits(t, c->w[0]);
        double d;
        memcpy(&d, &bits, 8);
        uint64_t e = (bits >> 52) & 0x7ff;
        if (e != 0x7ff) {
            /* the short decimal form when it reads back exactly */
            char s[64];
            snprintf(s, sizeof s, "%.6e", d);
            double back = strtod(s, NULL);
            uint64_t bb;
            memcpy(&bb, &back, 8);
            if (bb == bits) {
                ir_buf_puts(b, s);
                return;
            }
        }
        ir_buf_puts(b, "0x");
        print_hex(b, bits, 16);
        return;
    }
    case IR_TY_HALF:
        ir_buf_puts(b, "0xH");
        print_hex(b, c->w[0] & 0xffff, 4);
        return;
    case IR_TY_BFLOAT:
        ir_buf_puts(b, "0xR");
        print_hex(b, c->w[0] & 0xffff, 4);
        return;
    case IR_TY_X86_FP80:
        ir_buf_puts(b, "0xK");
        print_hex(b, c->w[1] & 0xffff, 4);
        print_hex(b, c->w[0], 16);
        return;
    case IR_TY_FP128:
        ir_buf_puts(b, "0xL");
        print_hex(b, c->w[0], 16);
        print_hex(b, c->w[1], 16);
        return;
    case IR_TY_PPC_FP128:
        ir_buf_puts(b, "0xM");
        print_hex(b, c->w[0], 16);
        print_hex(b, c->w[1], 16);
        return;
    default:
        ir_buf_puts(b, "<bad fp>");
    }
}

static void
print_int(IrBuf *b, const IrConst *c)
{
    unsigned bits = c->v.type->bits;
    if (bits == 1) {
        ir_buf_puts(b, c->w[0] & 1 ? "true" : "false");
        return;
    }
    if (bits <= 64) {
        int64_t v;
        uint64_t x = c->w[0];
        if (bits < 64) {
            uint64_t sign = 1ull << (bits - 1);
            v = (int64_t)((x ^ sign) - sign);
        } else {
            v = (int64_t)x;
        }
        ir_buf_printf(b, "%lld", (long long)v);
        return;
    }
    ir_print_wide_int(b, c->w, bits);
}

void
ir_print_wide_int(IrBuf *b, const uint64_t *w, unsigned bits)
{
    if (bits > IR_DEC_MAX_BITS) {
        /* decimal conversion is quadratic: u0x hexadecimal, which llvm-as
         * reads too (zero-extended to the type) */
        uint32_t top = (bits + 63) / 64;
        while (top > 1 && !w[top - 1])
            top--;
        ir_buf_printf(b, "u0x%llx", (unsigned long long)w[top - 1]);
        for (uint32_t k = top - 1; k-- > 0;)
            ir_buf_printf(b, "%016llx", (unsigned long long)w[k]);
        return;
    }
    char *s = ir_malloc(wide_dec_len(bits));
    size_t len = wide_to_dec(s, w, bits, 1);
    ir_buf_put(b, s, len);
    ir_free(s);
}

/* An i8 array whose elements are all integer constants prints as c"..." */
static int
agg_is_string(const IrConst *c)
{
    const IrType *t = c->v.type;
    if (t->kind != IR_TY_ARRAY || t->elem->kind != IR_TY_INT || t->elem->bits != 8 || !c->nelems)
        return 0;
    for (uint32_t i = 0; i < c->nelems; i++)
        if (c->elems[i]->kind != IR_V_INT)
            return 0;
    return 1;
}

static void
print_fmf(IrBuf *b, uint32_t f)
{
    if ((f & IR_F_FMF) == IR_F_FMF) {
        ir_buf_puts(b, " fast");
        return;
    }
    if (f & IR_F_REASSOC) ir_buf_puts(b, " reassoc");
    if (f & IR_F_NNAN) ir_buf_puts(b, " nnan");
    if (f & IR_F_NINF) ir_buf_puts(b, " ninf");
    if (f & IR_F_NSZ) ir_buf_puts(b, " nsz");
    if (f & IR_F_ARCP) ir_buf_puts(b, " arcp");
    if (f & IR_F_CONTRACT) ir_buf_puts(b, " contract");
    if (f & IR_F_AFN) ir_buf_puts(b, " afn");
}

/* Integer and GEP flags in LLVM's order. */
static void
print_int_flags(IrBuf *b, uint32_t f, int is_gep)
{
    if (is_gep) {
        if (f & IR_F_INBOUNDS) ir_buf_puts(b, " inbounds");
        else if (f & IR_F_NUSW) ir_buf_puts(b, " nusw");
        if (f & IR_F_NUW) ir_buf_puts(b, " nuw");
        return;
    }
    if (f & IR_F_NUW) ir_buf_puts(b, " nuw");
    if (f & IR_F_NSW) ir_buf_puts(b, " nsw");
    if (f & IR_F_EXACT) ir_buf_puts(b, " exact");
    if (f & IR_F_DISJOINT) ir_buf_puts(b, " disjoint");
    if (f & IR_F_NNEG) ir_buf_puts(b, " nneg");
    if (f & IR_F_SAMESIGN) ir_buf_puts(b, " samesign");
}

static void
print_flags(IrBuf *b, unsigned op, uint32_t f)
{
    if (ir_opinfo[op].flags & IR_F_FMF)
        print_fmf(b, f);
    print_int_flags(b, f & ~IR_F_FMF, op == IR_OP_GEP);
}

static void
print_mask(IrBuf *b, const int32_t *m, uint32_t n, int scalable)
{
    int allzero = 1, allpoison = 1, allundef = 1;
    for (uint32_t i = 0; i < n; i++) {
        if (m[i] != 0) allzero = 0;
        if (m[i] != IR_MASK_POISON) allpoison = 0;
        if (m[i] != IR_MASK_UNDEF) allundef = 0;
    }
    ir_buf_printf(b, scalable ? "<vscale x %u x i32> " : "<%u x i32> ", n);
    if (allzero) {
        ir_buf_puts(b, "zeroinitializer");
        return;
    }
    if (allpoison || allundef || scalable) {
        ir_buf_puts(b, allundef ? "undef" : "poison");
        return;
    }
    ir_buf_putc(b, '<');
    for (uint32_t i = 0; i < n; i++) {
        if (i)
            ir_buf_puts(b, ", ");
        if (m[i] < 0)
            ir_buf_puts(b, m[i] == IR_MASK_UNDEF ? "i32 undef" : "i32 poison");
        else
            ir_buf_printf(b, "i32 %d", m[i]);
    }
    ir_buf_putc(b, '>');
}

static void print_value_rec(IrBuf *b, const IrValue *v, int depth);

static void
print_typed_rec(IrBuf *b, const IrValue *v, int depth)
{
    ir_type_print(b, v->type);
    ir_buf_putc(b, ' ');
    print_value_rec(b, v, depth);
}

static void
print_cexpr(IrBuf *b, const IrConst *c, int depth)
{
    unsigned op = c->op;
    ir_buf_puts(b, ir_op_name(op));
    switch (ir_opinfo[op].shape) {
    case IR_SH_CAST:
        print_flags(b, op, c->flags);
        ir_buf_puts(b, " (");
        print_typed_rec(b, c->elems[0], depth);
        ir_buf_puts(b, " to ");
        ir_type_print(b, c->v.type);
        ir_buf_putc(b, ')');
        return;
    case IR_SH_GEP:
        print_int_flags(b, c->flags, 1);
        if (c->flags & IR_F_INRANGE)
            ir_buf_printf(b, " inrange(%lld, %lld)", (long long)c->inrange[0], (long long)c->inrange[1]);
        ir_buf_puts(b, " (");
        ir_type_print(b, c->ty2);
        for (uint32_t i = 0; i < c->nelems; i++) {
            ir_buf_puts(b, ", ");
            print_typed_rec(b, c->elems[i], depth);
        }
        ir_buf_putc(b, ')');
        return;
    case IR_SH_CMP:
        ir_buf_printf(b, " %s (", ir_pred_name(c->pred));
        print_typed_rec(b, c->elems[0], depth);
        ir_buf_puts(b, ", ");
        print_typed_rec(b, c->elems[1], depth);
        ir_buf_putc(b, ')');
        return;
    case IR_SH_SHUFFLE:
        ir_buf_puts(b, " (");
        print_typed_rec(b, c->elems[0], depth);
        ir_buf_puts(b, ", ");
        print_typed_rec(b, c->elems[1], depth);
        ir_buf_puts(b, ", ");
        print_mask(b, c->ints, c->nints, c->v.type->flags & IR_TYF_SCALABLE);
        ir_buf_putc(b, ')');
        return;
    case IR_SH_EXTRACTVAL: case IR_SH_INSERTVAL:
        ir_buf_puts(b, " (");
        print_typed_rec(b, c->elems[0], depth);
        if (c->nelems > 1 && c->elems[1]) {
            ir_buf_puts(b, ", ");
            print_typed_rec(b, c->elems[1], depth);
        }
        for (uint32_t i = 0; i < c->nints; i++)
            ir_buf_printf(b, ", %d", c->ints[i]);
        ir_buf_putc(b, ')');
        return;
    default:
        print_flags(b, op, c->flags);
        ir_buf_puts(b, " (");
        for (uint32_t i = 0; i < c->nelems; i++) {
            if (i)
                ir_buf_puts(b, ", ");
            print_typed_rec(b, c->elems[i], depth);
        }
        ir_buf_putc(b, ')');
        return;
    }
}

static void
print_local_name(IrBuf *b, const IrValue *v)
{
    if (v->name)
        ir_print_name(b, '%', v->name);
    else
        ir_buf_printf(b, "%%%u", v->slot);
}

static void
print_value_rec(IrBuf *b, const IrValue *v, int depth)
{
    const IrConst *c = (const IrConst *)v;
    if (depth > 500) {
        ir_buf_puts(b, "<too deep>");
        return;
    }
    switch (v->kind) {
    case IR_V_INT: print_int(b, c); return;
    case IR_V_FP: print_fp(b, c); return;
    case IR_V_NULL: ir_buf_puts(b, v->type->kind == IR_TY_TARGETEXT ? "zeroinitializer" : "null"); return;
    case IR_V_NONE: ir_buf_puts(b, "none"); return;
    case IR_V_UNDEF: ir_buf_puts(b, "undef"); return;
    case IR_V_POISON: ir_buf_puts(b, "poison"); return;
    case IR_V_ZERO: ir_buf_puts(b, "zeroinitializer"); return;
    case IR_V_STR:
        ir_buf_putc(b, 'c');
        ir_print_quoted(b, c->bytes, c->nbytes);
        return;
    case IR_V_AGG: {
        const IrType *t = v->type;
        if (agg_is_string(c)) {
            char *s = ir_malloc(c->nelems);
            for (uint32_t i = 0; i < c->nelems; i++)
                s[i] = (char)((const IrConst *)c->elems[i])->w[0];
            ir_buf_putc(b, 'c');
            ir_print_quoted(b, s, c->nelems);
            ir_free(s);
            return;
        }
        const char *open = "[", *close = "]";
        if (t->kind == IR_TY_STRUCT) {
            open = (t->flags & IR_TYF_PACKED) ? "<{" : "{";
            close = (t->flags & IR_TYF_PACKED) ? "}>" : "}";
        } else if (t->kind == IR_TY_VEC) {
            open = "<";
            close = ">";
        }
        ir_buf_puts(b, open);
        if (t->kind == IR_TY_STRUCT && c->nelems)
            ir_buf_putc(b, ' ');
        for (uint32_t i = 0; i < c->nelems; i++) {
            if (i)
                ir_buf_puts(b, ", ");
            print_typed_rec(b, c->elems[i], depth + 1);
        }
        if (t->kind == IR_TY_STRUCT && c->nelems)
            ir_buf_putc(b, ' ');
        ir_buf_puts(b, close);
        return;
    }
    case IR_V_SPLAT:
        ir_buf_puts(b, "splat (");
        print_typed_rec(b, c->elems[0], depth + 1);
        ir_buf_putc(b, ')');
        return;
    case IR_V_BLOCKADDR:
        ir_buf_puts(b, "blockaddress(");
        print_value_rec(b, c->elems[0], depth + 1);
        ir_buf_puts(b, ", ");
        if (c->elems[1])
            print_local_name(b, c->elems[1]);
        ir_buf_putc(b, ')');
        return;
    case IR_V_DSO_EQUIV:
        ir_buf_puts(b, "dso_local_equivalent ");
        print_value_rec(b, c->elems[0], depth + 1);
        return;
    case IR_V_NO_CFI:
        ir_buf_puts(b, "no_cfi ");
        print_value_rec(b, c->elems[0], depth + 1);
        return;
    case IR_V_PTRAUTH:
        ir_buf_puts(b, "ptrauth (");
        for (uint32_t i = 0; i < c->nelems; i++) {
            if (i)
                ir_buf_puts(b, ", ");
            print_typed_rec(b, c->elems[i], depth + 1);
        }
        ir_buf_putc(b, ')');
        return;
    case IR_V_CEXPR:
        print_cexpr(b, c, depth + 1);
        return;
    case IR_V_GLOBALVAR: case IR_V_FUNC: case IR_V_ALIAS: case IR_V_IFUNC: case IR_V_FWD:
        if (v->kind == IR_V_FWD && !v->name) {
            ir_buf_printf(b, "%%%u", v->slot);
            return;
        }
        if (v->name)
            ir_print_name(b, '@', v->name);
        else
            ir_buf_printf(b, "@%u", v->slot);
        return;
    case IR_V_ARG: case IR_V_BLOCK: case IR_V_INST:
        print_local_name(b, v);
        return;
    case IR_V_ASM:
        ir_buf_puts(b, "asm ");
        if (c->flags & IR_ASM_SIDEEFFECT) ir_buf_puts(b, "sideeffect ");
        if (c->flags & IR_ASM_ALIGNSTACK) ir_buf_puts(b, "alignstack ");
        if (c->flags & IR_ASM_INTELDIALECT) ir_buf_puts(b, "inteldialect ");
        if (c->flags & IR_ASM_UNWIND) ir_buf_puts(b, "unwind ");
        ir_print_quoted(b, c->asm_str, strlen(c->asm_str));
        ir_buf_puts(b, ", ");
        ir_print_quoted(b, c->asm_cons, strlen(c->asm_cons));
        return;
    case IR_V_MD:
        print_md_ref(b, c->md);
        return;
    default:
        ir_buf_puts(b, "<?>");
    }
}

void
ir_print_value_ref(IrBuf *b, const IrValue *v)
{
    print_value_rec(b, v, 0);
}

void
ir_print_const(IrBuf *b, const IrValue *v)
{
    print_value_rec(b, v, 0);
}

void
ir_print_typed(IrBuf *b, const IrValue *v)
{
    print_typed_rec(b, v, 0);
}

/* ---------------------------------------------------------- metadata */

static void
print_md_value(IrBuf *b, const IrMD *md)
{
    ir_type_print(b, md->val->type);
    ir_buf_putc(b, ' ');
    print_value_rec(b, md->val, 0);
}

static int
md_always_inline(const IrMD *md)
{
    return md->kind == IR_MD_SPECIAL && md->str &&
           (!strcmp(md->str, "DIExpression") || !strcmp(md->str, "DIArgList"));
}

static void print_md_body(IrBuf *b, const IrMD *md);

/* A reference to metadata: !N, or the node itself when it has no number. */
static void
print_md_ref(IrBuf *b, const IrMD *md)
{
    if (!md) {
        ir_buf_puts(b, "null");
        return;
    }
    switch (md->kind) {
    case IR_MD_STRING:
        ir_buf_putc(b, '!');
        ir_print_quoted(b, md->str, md->len);
        return;
    case IR_MD_VALUE:
        print_md_value(b, md);
        return;
    default:
        if (md->slot >= 0) {
            ir_buf_printf(b, "!%d", md->slot);
            return;
        }
        print_md_body(b, md);
    }
}

void
ir_print_md(IrBuf *b, const IrMD *md)
{
    print_md_ref(b, md);
}

static void
print_md_body(IrBuf *b, const IrMD *md)
{
    if (md->distinct)
        ir_buf_puts(b, "distinct ");
    if (md->kind == IR_MD_TUPLE) {
        ir_buf_puts(b, "!{");
        for (uint32_t i = 0; i < md->nops; i++) {
            if (i)
                ir_buf_puts(b, ", ");
            print_md_ref(b, md->ops[i]);
        }
        ir_buf_putc(b, '}');
        return;
    }
    if (md->kind == IR_MD_SPECIAL) {
        ir_buf_putc(b, '!');
        ir_buf_puts(b, md->str);
        ir_buf_putc(b, '(');
        for (uint32_t i = 0; i < md->nfields; i++) {
            const IrMDField *f = &md->fields[i];
            if (i)
                ir_buf_puts(b, ", ");
            if (f->key)
                ir_buf_printf(b, "%s: ", f->key);
            if (f->raw) {
                ir_buf_puts(b, f->raw);
            } else if (f->braced) {
                ir_buf_putc(b, '{');
                for (uint32_t k = 0; k < f->md->nops; k++) {
                    if (k)
                        ir_buf_puts(b, ", ");
                    print_md_ref(b, f->md->ops[k]);
                }
                ir_buf_putc(b, '}');
            } else {
                print_md_ref(b, f->md);
            }
        }
        ir_buf_putc(b, ')');
        return;
    }
    print_md_ref(b, md);
}

/* Metadata numbering: every tuple/specialized node reachable from the
 * module that has no number gets the next free one (LLVM prints them all
 * numbered, except DIExpression and DIArgList). */
typedef struct MDSet {
    const IrMD **keys;
    uint32_t cap, n;
    const IrMD **list;      /* numbered nodes to print */
    uint32_t nlist, caplist;
    int32_t next_slot;
} MDSet;

static int
mdset_add(MDSet *s, const IrMD *md)
{
    if ((s->n + 1) * 2 > s->cap) {
        uint32_t cap = s->cap ? s->cap * 2 : 256;
        const IrMD **keys = ir_calloc(cap, sizeof *keys);
        for (uint32_t i = 0; i < s->cap; i++) {
            if (!s->keys[i])
                continue;
            uint32_t j = (uint32_t)(((uintptr_t)s->keys[i] >> 4) * 2654435761u) & (cap - 1);
            while (keys[j])
                j = (j + 1) & (cap - 1);
            keys[j] = s->keys[i];
        }
        ir_free(s->keys);
        s->keys = keys;
        s->cap = cap;
    }
    uint32_t i = (uint32_t)(((uintptr_t)md >> 4) * 2654435761u) & (s->cap - 1);
    while (s->keys[i]) {
        if (s->keys[i] == md)
            return 0;
        i = (i + 1) & (s->cap - 1);
    }
    s->keys[i] = md;
    s->n++;
    return 1;
}

static void
mdset_list(MDSet *s, const IrMD *md)
{
    if (s->nlist == s->caplist) {
        s->caplist = s->caplist ? s->caplist * 2 : 256;
        s->list = ir_realloc(s->list, s->caplist * sizeof *s->list);
    }
    s->list[s->nlist++] = md;
}

static void md_walk(MDSet *s, IrMD *md);

static void
md_walk_value(MDSet *s, const IrValue *v, int depth)
{
    if (!v || depth > 100)
        return;
    if (v->kind == IR_V_MD) {
        md_walk(s, ((const IrConst *)v)->md);
    } else if (v->kind <= IR_V_CEXPR) {
        const IrConst *c = (const IrConst *)v;
        for (uint32_t i = 0; i < c->nelems; i++)
            if (c->elems[i] && c->elems[i]->kind <= IR_V_CEXPR)
                md_walk_value(s, c->elems[i], depth + 1);
    }
}

static void
md_walk(MDSet *s, IrMD *md)
{
    /* iterative over the spine to keep deep chains off the C stack */
    while (md) {
        if (md->kind == IR_MD_STRING)
            return;
        if (md->kind == IR_MD_VALUE) {
            md_walk_value(s, md->val, 0);
            return;
        }
        if (!mdset_add(s, md))
            return;
        if (md->slot >= 0 || !md_always_inline(md)) {
            if (md->slot < 0)
                md->slot = s->next_slot++;
            mdset_list(s, md);
        }
        IrMD *last = NULL;
        if (md->kind == IR_MD_TUPLE) {
            for (uint32_t i = 0; i < md->nops; i++) {
                if (!md->ops[i])
                    continue;
                if (last)
                    md_walk(s, last);
                last = md->ops[i];
            }
        } else if (md->kind == IR_MD_SPECIAL) {
            for (uint32_t i = 0; i < md->nfields; i++) {
                if (!md->fields[i].md)
                    continue;
                if (md->fields[i].braced) {
                    for (uint32_t k = 0; k < md->fields[i].md->nops; k++)
                        if (md->fields[i].md->ops[k])
                            md_walk(s, md->fields[i].md->ops[k]);
                    continue;
                }
                if (last)
                    md_walk(s, last);
                last = md->fields[i].md;
            }
        }
        md = last;
    }
}

static int
cmp_slot(const void *a, const void *b)
{
    const IrMD *x = *(const IrMD *const *)a, *y = *(const IrMD *const *)b;
    return (x->slot > y->slot) - (x->slot < y->slot);
}

static void
md_collect_attach(MDSet *s, IrMDAttach *md, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        md_walk(s, md[i].md);
}

static void
md_collect(MDSet *s, IrModule *m)
{
    int32_t max = -1;
    for (uint32_t i = 0; i < m->nmds; i++)
        if (m->mds[i]->slot > max)
            max = m->mds[i]->slot;
    s->next_slot = max + 1;
    for (IrGlobal *g = m->globals; g; g = g->next)
        md_collect_attach(s, g->md, g->nmd);
    for (IrGlobal *g = m->aliases; g; g = g->next)
        md_collect_attach(s, g->md, g->nmd);
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next) {
        md_collect_attach(s, f->g.md, f->g.nmd);
        for (IrBlock *bb = f->first; bb; bb = bb->next) {
            for (IrInst *i = bb->first; i; i = i->next) {
                for (IrDbgRecord *r = i->dbg; r; r = r->next)
                    for (uint32_t k = 0; k < r->nargs; k++)
                        md_walk(s, r->args[k]);
                md_collect_attach(s, i->md, i->nmd);
                for (uint32_t k = 0; k < i->nops; k++)
                    if (i->ops[k] && i->ops[k]->kind == IR_V_MD)
                        md_walk(s, ((IrConst *)i->ops[k])->md);
            }
            for (IrDbgRecord *r = bb->tail_dbg; r; r = r->next)
                for (uint32_t k = 0; k < r->nargs; k++)
                    md_walk(s, r->args[k]);
        }
    }
    for (IrNamedMD *n = m->named_md; n; n = n->next)
        for (uint32_t k = 0; k < n->nops; k++)
            md_walk(s, n->ops[k]);
    for (uint32_t i = 0; i < m->nmds; i++)
        md_walk(s, m->mds[i]);
    if (s->nlist)
        qsort(s->list, s->nlist, sizeof *s->list, cmp_slot);
}

/* --------------------------------------------------------- attributes */

static void
print_mem(IrBuf *b, uint64_t bits)
{
    static const char *const acc[4] = {"none", "read", "write", "readwrite"};
    static const char *const loc[IR_MEM_NLOCS - 1] = {
        "argmem", "inaccessiblemem", "errnomem", "target_mem0", "target_mem1"};
    unsigned def = IR_MEM_GET(bits, IR_MEM_LOC_OTHER);
    int first = 1;
    ir_buf_puts(b, "memory(");
    int all_same = 1;
    for (int l = 0; l < IR_MEM_NLOCS - 1; l++)
        if (IR_MEM_GET(bits, l) != def)
            all_same = 0;
    if (def != IR_MEM_NONE || all_same) {
        ir_buf_puts(b, acc[def]);
        first = 0;
    }
    for (int l = 0; l < IR_MEM_NLOCS - 1; l++) {
        unsigned a = IR_MEM_GET(bits, l);
        if (a == def)
            continue;
        ir_buf_printf(b, "%s%s: %s", first ? "" : ", ", loc[l], acc[a]);
        first = 0;
    }
    ir_buf_putc(b, ')');
}

static void
print_nofpclass(IrBuf *b, uint64_t m)
{
    static const struct { unsigned both; const char *name; unsigned a; const char *an;
                          unsigned c; const char *cn; } groups[] = {
        {IR_FPC_SNAN | IR_FPC_QNAN, "nan", IR_FPC_SNAN, "snan", IR_FPC_QNAN, "qnan"},
        {IR_FPC_NINF | IR_FPC_PINF, "inf", IR_FPC_NINF, "ninf", IR_FPC_PINF, "pinf"},
        {IR_FPC_NNORM | IR_FPC_PNORM, "norm", IR_FPC_NNORM, "nnorm", IR_FPC_PNORM, "pnorm"},
        {IR_FPC_NSUB | IR_FPC_PSUB, "sub", IR_FPC_NSUB, "nsub", IR_FPC_PSUB, "psub"},
        {IR_FPC_NZERO | IR_FPC_PZERO, "zero", IR_FPC_NZERO, "nzero", IR_FPC_PZERO, "pzero"},
    };
    ir_buf_puts(b, "nofpclass(");
    if ((m & IR_FPC_ALL) == IR_FPC_ALL) {
        ir_buf_puts(b, "all)");
        return;
    }
    int first = 1;
    for (unsigned i = 0; i < 5; i++) {
        const char *parts[2] = {NULL, NULL};
        if ((m & groups[i].both) == groups[i].both) {
            parts[0] = groups[i].name;
        } else {
            if (m & groups[i].a) parts[0] = groups[i].an;
            if (m & groups[i].c) parts[1] = groups[i].cn;
        }
        for (int k = 0; k < 2; k++)
            if (parts[k]) {
                ir_buf_printf(b, "%s%s", first ? "" : " ", parts[k]);
                first = 0;
            }
    }
    ir_buf_putc(b, ')');
}

static void
print_cap_components(IrBuf *b, unsigned c, int *first)
{
    const char *parts[2] = {NULL, NULL};
    if ((c & IR_CAP_ADDRESS) == IR_CAP_ADDRESS) parts[0] = "address";
    else if (c & IR_CAP_ADDRESS_IS_NULL) parts[0] = "address_is_null";
    if ((c & IR_CAP_PROVENANCE) == IR_CAP_PROVENANCE) parts[1] = "provenance";
    else if (c & IR_CAP_READ_PROVENANCE) parts[1] = "read_provenance";
    for (int k = 0; k < 2; k++)
        if (parts[k]) {
            ir_buf_printf(b, "%s%s", *first ? "" : ", ", parts[k]);
            *first = 0;
        }
}

static void
print_captures(IrBuf *b, uint64_t bits)
{
    unsigned other = bits & 15, ret = (bits >> 4) & 15;
    int first = 1;
    ir_buf_puts(b, "captures(");
    if (other == 0 && ret == 0) {
        ir_buf_puts(b, "none)");
        return;
    }
    if (other)
        print_cap_components(b, other, &first);
    else if (ret != other) {
        ir_buf_puts(b, "none");
        first = 0;
    }
    if (ret != other) {
        ir_buf_printf(b, "%sret: ", first ? "" : ", ");
        int f2 = 1;
        if (ret)
            print_cap_components(b, ret, &f2);
        else
            ir_buf_puts(b, "none");
    }
    ir_buf_putc(b, ')');
}

/* The LLVM version ir_print_module_as writes for (0: the current syntax).
 * Only attributes differ: a module read from an old tool's output (its
 * readnone, argmemonly, nocapture are memory(...) and captures(none) in the
 * data model) goes back to that tool in words it reads. */
static int print_version;

/* memory(...) in the words of LLVM 15 and before: the locations touched
 * (argmemonly, inaccessiblememonly, inaccessiblemem_or_argmemonly, or any)
 * and the union of the accesses (readnone, readonly, writeonly, or any).
 * Wider than the original where those cannot say it, never narrower: an
 * attribute only promises, so promising less is sound.  Both NULL: nothing
 * to say. */
static void
mem_old_words(uint64_t bits, const char **where, const char **acc)
{
    unsigned all = 0, rest = 0, arg = IR_MEM_GET(bits, IR_MEM_LOC_ARG);
    unsigned inacc = IR_MEM_GET(bits, IR_MEM_LOC_INACCESSIBLE);
    for (int l = 0; l < IR_MEM_NLOCS; l++) {
        all |= IR_MEM_GET(bits, l);
        if (l != IR_MEM_LOC_ARG && l != IR_MEM_LOC_INACCESSIBLE)
            rest |= IR_MEM_GET(bits, l);
    }
    *where = *acc = NULL;
    if (all == IR_MEM_NONE) {
        *acc = "readnone";
        return;
    }
    if (!rest)
        *where = !inacc ? "argmemonly" : !arg ? "inaccessiblememonly" : "inaccessiblemem_or_argmemonly";
    *acc = all == IR_MEM_READ ? "readonly" : all == IR_MEM_WRITE ? "writeonly" : NULL;
}

static void
print_mem_old(IrBuf *b, uint64_t bits)
{
    const char *where, *acc;
    mem_old_words(bits, &where, &acc);
    ir_buf_printf(b, "%s%s%s", where ? where : "", where && acc ? " " : "", acc ? acc : "");
}

/* Does attribute a print as nothing for print_version? */
static int
attr_silent(const IrAttr *a)
{
    if (!print_version || a->kind == IR_ATTR_STRING)
        return 0;
    const IrAttrInfo *info = &ir_attrinfo[a->kind];
    if (info->arg == IR_AA_CAPTURES)
        return print_version < 21 && a->i != 0;
    if (info->arg == IR_AA_MEMORY && print_version < 16) {
        const char *where, *acc;
        mem_old_words(a->i, &where, &acc);
        return !where && !acc;
    }
    return 0;
}

void
ir_attr_print(IrBuf *b, const IrAttr *a)
{
    if (a->kind == IR_ATTR_STRING) {
        ir_print_quoted(b, a->key, strlen(a->key));
        if (a->val) {
            ir_buf_putc(b, '=');
            ir_print_quoted(b, a->val, strlen(a->val));
        }
        return;
    }
    const IrAttrInfo *info = &ir_attrinfo[a->kind];
    switch (info->arg) {
    case IR_AA_NONE:
        ir_buf_puts(b, info->name);
        return;
    case IR_AA_INT:
        if (a->kind == IR_ATTR_ALIGN)
            ir_buf_printf(b, "align %llu", (unsigned long long)a->i);
        else
            ir_buf_printf(b, "%s(%llu)", info->name, (unsigned long long)a->i);
        return;
    case IR_AA_TYPE:
        ir_buf_puts(b, info->name);
        if (a->ty) {
            ir_buf_putc(b, '(');
            ir_type_print(b, a->ty);
            ir_buf_putc(b, ')');
        }
        return;
    case IR_AA_RANGE:
        ir_buf_puts(b, "range(");
        ir_type_print(b, a->ty);
        ir_buf_putc(b, ' ');
        print_value_rec(b, a->lo, 0);
        ir_buf_puts(b, ", ");
        print_value_rec(b, a->hi, 0);
        ir_buf_putc(b, ')');
        return;
    case IR_AA_MEMORY:
        if (print_version && print_version < 16)
            print_mem_old(b, a->i);
        else
            print_mem(b, a->i);
        return;
    case IR_AA_NOFPCLASS:
        print_nofpclass(b, a->i);
        return;
    case IR_AA_CAPTURES:
        if (print_version && print_version < 21) {
            if (!a->i)
                ir_buf_puts(b, "nocapture");
            return;
        }
        print_captures(b, a->i);
        return;
    case IR_AA_PAIR:
        if (a->i2 == UINT64_MAX)
            ir_buf_printf(b, "%s(%llu)", info->name, (unsigned long long)a->i);
        else
            ir_buf_printf(b, "%s(%llu, %llu)", info->name, (unsigned long long)a->i,
                          (unsigned long long)a->i2);
        return;
    case IR_AA_UWTABLE:
        ir_buf_puts(b, a->i == 1 ? "uwtable(sync)" : "uwtable");
        return;
    case IR_AA_STR:
        ir_buf_printf(b, "%s(", info->name);
        ir_print_quoted(b, a->val ? a->val : "", a->val ? strlen(a->val) : 0);
        ir_buf_putc(b, ')');
        return;
    case IR_AA_RANGES:
        ir_buf_printf(b, "%s(", info->name);
        for (uint32_t i = 0; i < a->nranges; i++)
            ir_buf_printf(b, "%s(%lld, %lld)", i ? ", " : "", (long long)a->ranges[2 * i],
                          (long long)a->ranges[2 * i + 1]);
        ir_buf_putc(b, ')');
        return;
    }
}

/* Attributes of s that print (some are silent for an old print_version). */
static uint32_t
attrs_shown(const IrAttrSet *s)
{
    uint32_t n = 0;
    for (uint32_t i = 0; s && i < s->n; i++)
        n += !attr_silent(&s->a[i]);
    return n;
}

void
ir_attrset_print(IrBuf *b, const IrAttrSet *s)
{
    int first = 1;
    for (uint32_t i = 0; i < s->n; i++) {
        if (attr_silent(&s->a[i]))
            continue;
        if (!first)
            ir_buf_putc(b, ' ');
        ir_attr_print(b, &s->a[i]);
        first = 0;
    }
}

/* Function attribute sets print as #N groups, like LLVM's printer. */
typedef struct Groups {
    char **texts;
    uint32_t n, cap;
} Groups;

static uint32_t
group_id(Groups *g, const IrAttrSet *s)
{
    IrBuf t = {0};
    ir_attrset_print(&t, s);
    for (uint32_t i = 0; i < g->n; i++)
        if (!strcmp(g->texts[i], t.p)) {
            ir_buf_free(&t);
            return i;
        }
    if (g->n == g->cap) {
        g->cap = g->cap ? g->cap * 2 : 16;
        g->texts = ir_realloc(g->texts, g->cap * sizeof *g->texts);
    }
    g->texts[g->n] = t.p;
    return g->n++;
}

/* ------------------------------------------------------ instructions */

typedef struct Printer {
    IrBuf *b;
    IrModule *m;
    Groups groups;
} Printer;

static void
print_attachments(IrBuf *b, const IrMDAttach *md, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        ir_buf_puts(b, ", ");
        print_md_name(b, md[i].kind);
        ir_buf_putc(b, ' ');
        print_md_ref(b, md[i].md);
    }
}

static void
print_scope_ord(IrBuf *b, const IrInst *i, unsigned ord)
{
    if (i->syncscope) {
        ir_buf_puts(b, " syncscope(");
        ir_print_quoted(b, i->syncscope, strlen(i->syncscope));
        ir_buf_putc(b, ')');
    }
    ir_buf_printf(b, " %s", ir_ordering_name(ord));
}

static void
print_align(IrBuf *b, uint64_t align)
{
    if (align)
        ir_buf_printf(b, ", align %llu", (unsigned long long)align);
}

static void
print_label(IrBuf *b, const IrValue *v)
{
    ir_buf_puts(b, "label ");
    print_local_name(b, v);
}

static void
print_call(Printer *pr, IrBuf *b, const IrInst *i)
{
    const IrType *fty = i->fty;
    if (i->cc) {
        const char *n = ir_cc_name(i->cc);
        if (n)
            ir_buf_printf(b, " %s", n);
        else
            ir_buf_printf(b, " cc %u", i->cc);
    }
    if (i->attrs && attrs_shown(&i->attrs->ret)) {
        ir_buf_putc(b, ' ');
        ir_attrset_print(b, &i->attrs->ret);
    }
    const IrValue *callee = i->ops[0];
    if (callee->type->kind == IR_TY_PTR && (callee->type->bits != 0 || (pr && pr->m->dl.program_as)))
        ir_buf_printf(b, " addrspace(%u)", callee->type->bits);
    ir_buf_putc(b, ' ');
    if (fty->flags & IR_TYF_VARARG)
        ir_type_print(b, fty);
    else
        ir_type_print(b, fty->elem);
    ir_buf_putc(b, ' ');
    print_value_rec(b, callee, 0);
    ir_buf_putc(b, '(');
    uint32_t n = ir_call_nargs(i);
    for (uint32_t k = 0; k < n; k++) {
        const IrValue *a = ir_call_arg(i, k);
        if (k)
            ir_buf_puts(b, ", ");
        ir_type_print(b, a->type);
        const IrAttrSet *as = ir_attrs_param(i->attrs, k);
        if (attrs_shown(as)) {
            ir_buf_putc(b, ' ');
            ir_attrset_print(b, as);
        }
        ir_buf_putc(b, ' ');
        print_value_rec(b, a, 0);
    }
    if (i->tail == IR_TAIL_MUSTTAIL && i->parent && i->parent->parent &&
        (i->parent->parent->g.vtype->flags & IR_TYF_VARARG))
        ir_buf_puts(b, n ? ", ..." : "...");
    ir_buf_putc(b, ')');
    if (i->attrs && attrs_shown(&i->attrs->fn)) {
        if (pr)
            ir_buf_printf(b, " #%u", group_id(&pr->groups, &i->attrs->fn));
        else {
            ir_buf_putc(b, ' ');
            ir_attrset_print(b, &i->attrs->fn);
        }
    }
    if (i->nbundles) {
        ir_buf_puts(b, " [ ");
        for (uint32_t k = 0; k < i->nbundles; k++) {
            const IrBundle *bu = &i->bundles[k];
            if (k)
                ir_buf_puts(b, ", ");
            ir_print_quoted(b, bu->tag, strlen(bu->tag));
            ir_buf_putc(b, '(');
            for (uint32_t j = 0; j < bu->nops; j++) {
                if (j)
                    ir_buf_puts(b, ", ");
                print_typed_rec(b, bu->ops[j], 0);
            }
            ir_buf_putc(b, ')');
        }
        ir_buf_puts(b, " ]");
    }
}

static void
print_inst(Printer *pr, IrBuf *b, const IrInst *i)
{
    unsigned op = i->op;
    const IrOpInfo *info = &ir_opinfo[op];
    if (i->v.type->kind != IR_TY_VOID) {
        print_local_name(b, &i->v);
        ir_buf_puts(b, " = ");
    }
    if (op == IR_OP_CALL) {
        static const char *const tails[] = {"", "tail ", "musttail ", "notail "};
        ir_buf_puts(b, tails[i->tail & 3]);
    }
    ir_buf_puts(b, info->name);
    switch (info->shape) {
    case IR_SH_RET:
        if (i->nops) {
            ir_buf_putc(b, ' ');
            print_typed_rec(b, i->ops[0], 0);
        } else {
            ir_buf_puts(b, " void");
        }
        break;
    case IR_SH_BR:
        ir_buf_putc(b, ' ');
        if (i->nops == 1) {
            print_label(b, i->ops[0]);
        } else {
            print_typed_rec(b, i->ops[0], 0);
            ir_buf_puts(b, ", ");
            print_label(b, i->ops[1]);
            ir_buf_puts(b, ", ");
            print_label(b, i->ops[2]);
        }
        break;
    case IR_SH_SWITCH:
        ir_buf_putc(b, ' ');
        print_typed_rec(b, i->ops[0], 0);
        ir_buf_puts(b, ", ");
        print_label(b, i->ops[1]);
        ir_buf_puts(b, " [");
        for (uint32_t k = 2; k + 1 < i->nops; k += 2) {
            ir_buf_puts(b, "\n    ");
            print_typed_rec(b, i->ops[k], 0);
            ir_buf_puts(b, ", ");
            print_label(b, i->ops[k + 1]);
        }
        ir_buf_puts(b, i->nops > 2 ? "\n  ]" : "]");
        break;
    case IR_SH_INDIRECTBR:
        ir_buf_putc(b, ' ');
        print_typed_rec(b, i->ops[0], 0);
        ir_buf_puts(b, ", [");
        for (uint32_t k = 1; k < i->nops; k++) {
            if (k > 1)
                ir_buf_puts(b, ", ");
            print_label(b, i->ops[k]);
        }
        ir_buf_putc(b, ']');
        break;
    case IR_SH_INVOKE:
        print_call(pr, b, i);
        ir_buf_puts(b, "\n          to ");
        print_label(b, i->ops[i->nops - 2]);
        ir_buf_puts(b, " unwind ");
        print_label(b, i->ops[i->nops - 1]);
        break;
    case IR_SH_CALLBR: {
        print_call(pr, b, i);
        uint32_t d = i->nops - 1 - i->n_indirect;
        ir_buf_puts(b, "\n          to ");
        print_label(b, i->ops[d]);
        ir_buf_puts(b, " [");
        for (uint32_t k = 0; k < i->n_indirect; k++) {
            if (k)
                ir_buf_puts(b, ", ");
            print_label(b, i->ops[d + 1 + k]);
        }
        ir_buf_putc(b, ']');
        break;
    }
    case IR_SH_RESUME:
        ir_buf_putc(b, ' ');
        print_typed_rec(b, i->ops[0], 0);
        break;
    case IR_SH_NONE:
        break;
    case IR_SH_CLEANUPRET:
        ir_buf_puts(b, " from ");
        print_value_rec(b, i->ops[0], 0);
        ir_buf_puts(b, " unwind ");
        if (i->nops > 1)
            print_label(b, i->ops[1]);
        else
            ir_buf_puts(b, "to caller");
        break;
    case IR_SH_CATCHRET:
        ir_buf_puts(b, " from ");
        print_value_rec(b, i->ops[0], 0);
        ir_buf_puts(b, " to ");
        print_label(b, i->ops[1]);
        break;
    case IR_SH_CATCHSWITCH: {
        ir_buf_puts(b, " within ");
        print_value_rec(b, i->ops[0], 0);
        ir_buf_puts(b, " [");
        uint32_t nh = i->nops - 1 - ((i->flags & IR_F_UNWIND_DEST) ? 1 : 0);
        for (uint32_t k = 0; k < nh; k++) {
            if (k)
                ir_buf_puts(b, ", ");
            print_label(b, i->ops[1 + k]);
        }
        ir_buf_puts(b, "] unwind ");
        if (i->flags & IR_F_UNWIND_DEST)
            print_label(b, i->ops[i->nops - 1]);
        else
            ir_buf_puts(b, "to caller");
        break;
    }
    case IR_SH_PAD:
        ir_buf_puts(b, " within ");
        print_value_rec(b, i->ops[0], 0);
        ir_buf_puts(b, " [");
        for (uint32_t k = 1; k < i->nops; k++) {
            if (k > 1)
                ir_buf_puts(b, ", ");
            print_typed_rec(b, i->ops[k], 0);
        }
        ir_buf_putc(b, ']');
        break;
    case IR_SH_LANDINGPAD:
        ir_buf_putc(b, ' ');
        ir_type_print(b, i->v.type);
        if (i->flags & IR_F_CLEANUP)
            ir_buf_puts(b, "\n          cleanup");
        for (uint32_t k = 0; k < i->nops; k++) {
            ir_buf_puts(b, i->ints[k] == IR_LP_CATCH ? "\n          catch " : "\n          filter ");
            print_typed_rec(b, i->ops[k], 0);
        }
        break;
    case IR_SH_UNARY: case IR_SH_BINARY: case IR_SH_CMP:
        print_flags(b, op, i->flags);
        if (info->shape == IR_SH_CMP)
            ir_buf_printf(b, " %s", ir_pred_name(i->pred));
        ir_buf_putc(b, ' ');
        print_typed_rec(b, i->ops[0], 0);
        if (i->nops > 1) {
            ir_buf_puts(b, ", ");
            print_value_rec(b, i->ops[1], 0);
        }
        break;
    case IR_SH_EXTRACTELT: case IR_SH_INSERTELT:
        for (uint32_t k = 0; k < i->nops; k++) {
            ir_buf_puts(b, k ? ", " : " ");
            print_typed_rec(b, i->ops[k], 0);
        }
        break;
    case IR_SH_SHUFFLE:
        ir_buf_putc(b, ' ');
        print_typed_rec(b, i->ops[0], 0);
        ir_buf_puts(b, ", ");
        print_typed_rec(b, i->ops[1], 0);
        ir_buf_puts(b, ", ");
        print_mask(b, i->ints, i->nints, i->v.type->flags & IR_TYF_SCALABLE);
        break;
    case IR_SH_EXTRACTVAL: case IR_SH_INSERTVAL:
        ir_buf_putc(b, ' ');
        print_typed_rec(b, i->ops[0], 0);
        if (info->shape == IR_SH_INSERTVAL) {
            ir_buf_puts(b, ", ");
            print_typed_rec(b, i->ops[1], 0);
        }
        for (uint32_t k = 0; k < i->nints; k++)
            ir_buf_printf(b, ", %d", i->ints[k]);
        break;
    case IR_SH_ALLOCA: {
        if (i->flags & IR_F_INALLOCA) ir_buf_puts(b, " inalloca");
        if (i->flags & IR_F_SWIFTERROR) ir_buf_puts(b, " swifterror");
        ir_buf_putc(b, ' ');
        ir_type_print(b, i->ty2);
        const IrValue *n = i->ops[0];
        if (!(n->kind == IR_V_INT && n->type->bits == 32 && ir_const_zext(n) == 1)) {
            ir_buf_puts(b, ", ");
            print_typed_rec(b, n, 0);
        }
        print_align(b, i->align);
        if (i->v.type->bits != 0)
            ir_buf_printf(b, ", addrspace(%u)", i->v.type->bits);
        break;
    }
    case IR_SH_LOAD:
        if (i->ord) ir_buf_puts(b, " atomic");
        if (i->flags & IR_F_VOLATILE) ir_buf_puts(b, " volatile");
        ir_buf_putc(b, ' ');
        ir_type_print(b, i->v.type);
        ir_buf_puts(b, ", ");
        print_typed_rec(b, i->ops[0], 0);
        if (i->ord)
            print_scope_ord(b, i, i->ord);
        print_align(b, i->align);
        break;
    case IR_SH_STORE:
        if (i->ord) ir_buf_puts(b, " atomic");
        if (i->flags & IR_F_VOLATILE) ir_buf_puts(b, " volatile");
        ir_buf_putc(b, ' ');
        print_typed_rec(b, i->ops[0], 0);
        ir_buf_puts(b, ", ");
        print_typed_rec(b, i->ops[1], 0);
        if (i->ord)
            print_scope_ord(b, i, i->ord);
        print_align(b, i->align);
        break;
    case IR_SH_FENCE:
        print_scope_ord(b, i, i->ord);
        break;
    case IR_SH_CMPXCHG:
        if (i->flags & IR_F_WEAK) ir_buf_puts(b, " weak");
        if (i->flags & IR_F_VOLATILE) ir_buf_puts(b, " volatile");
        for (uint32_t k = 0; k < 3; k++) {
            ir_buf_puts(b, k ? ", " : " ");
            print_typed_rec(b, i->ops[k], 0);
        }
        print_scope_ord(b, i, i->ord);
        ir_buf_printf(b, " %s", ir_ordering_name(i->ord2));
        print_align(b, i->align);
        break;
    case IR_SH_ATOMICRMW:
        if (i->flags & IR_F_VOLATILE) ir_buf_puts(b, " volatile");
        ir_buf_printf(b, " %s ", ir_rmw_names[i->rmw]);
        print_typed_rec(b, i->ops[0], 0);
        ir_buf_puts(b, ", ");
        print_typed_rec(b, i->ops[1], 0);
        print_scope_ord(b, i, i->ord);
        print_align(b, i->align);
        break;
    case IR_SH_GEP:
        print_int_flags(b, i->flags, 1);
        ir_buf_putc(b, ' ');
        ir_type_print(b, i->ty2);
        for (uint32_t k = 0; k < i->nops; k++) {
            ir_buf_puts(b, ", ");
            print_typed_rec(b, i->ops[k], 0);
        }
        break;
    case IR_SH_CAST:
        print_flags(b, op, i->flags);
        ir_buf_putc(b, ' ');
        print_typed_rec(b, i->ops[0], 0);
        ir_buf_puts(b, " to ");
        ir_type_print(b, i->v.type);
        break;
    case IR_SH_PHI:
        print_fmf(b, i->flags);
        ir_buf_putc(b, ' ');
        ir_type_print(b, i->v.type);
        for (uint32_t k = 0; k < i->nops; k++) {
            ir_buf_puts(b, k ? ", [ " : " [ ");
            print_value_rec(b, i->ops[k], 0);
            ir_buf_puts(b, ", ");
            print_local_name(b, &i->blocks[k]->v);
            ir_buf_puts(b, " ]");
        }
        break;
    case IR_SH_SELECT:
        print_fmf(b, i->flags);
        for (uint32_t k = 0; k < 3; k++) {
            ir_buf_puts(b, k ? ", " : " ");
            print_typed_rec(b, i->ops[k], 0);
        }
        break;
    case IR_SH_CALL:
        print_fmf(b, i->flags);
        print_call(pr, b, i);
        break;
    case IR_SH_VAARG:
        ir_buf_putc(b, ' ');
        print_typed_rec(b, i->ops[0], 0);
        ir_buf_puts(b, ", ");
        ir_type_print(b, i->v.type);
        break;
    }
    print_attachments(b, i->md, i->nmd);
}

void
ir_print_inst(IrBuf *b, const IrInst *i)
{
    print_inst(NULL, b, i);
}

static void
print_dbg_records(IrBuf *b, const IrDbgRecord *r)
{
    for (; r; r = r->next) {
        ir_buf_printf(b, "    #dbg_%s(", r->kind);
        for (uint32_t k = 0; k < r->nargs; k++) {
            if (k)
                ir_buf_puts(b, ", ");
            print_md_ref(b, r->args[k]);
        }
        ir_buf_puts(b, ")\n");
    }
}

/* ------------------------------------------------------------ module */

static void
print_linkage(IrBuf *b, const IrGlobal *g, int is_decl)
{
    if (g->linkage != IR_LINK_EXTERNAL || (is_decl && g->v.kind == IR_V_GLOBALVAR))
        ir_buf_printf(b, "%s ", ir_linkage_names[g->linkage]);
    if (g->dso_local == 1)
        ir_buf_puts(b, "dso_local ");
    if (g->visibility == IR_VIS_HIDDEN)
        ir_buf_puts(b, "hidden ");
    else if (g->visibility == IR_VIS_PROTECTED)
        ir_buf_puts(b, "protected ");
    if (g->dll == IR_DLL_IMPORT)
        ir_buf_puts(b, "dllimport ");
    else if (g->dll == IR_DLL_EXPORT)
        ir_buf_puts(b, "dllexport ");
}

static void
print_tls_ua(IrBuf *b, const IrGlobal *g)
{
    static const char *const tls[] = {"", "thread_local ", "thread_local(localdynamic) ",
                                      "thread_local(initialexec) ", "thread_local(localexec) "};
    ir_buf_puts(b, tls[g->tls]);
    if (g->unnamed_addr == IR_UA_UNNAMED)
        ir_buf_puts(b, "unnamed_addr ");
    else if (g->unnamed_addr == IR_UA_LOCAL)
        ir_buf_puts(b, "local_unnamed_addr ");
}

static void
print_global_name(IrBuf *b, const IrGlobal *g)
{
    if (g->v.name)
        ir_print_name(b, '@', g->v.name);
    else
        ir_buf_printf(b, "@%u", g->v.slot);
}

static void
print_comdat(IrBuf *b, const IrGlobal *g, int comma)
{
    if (!g->comdat)
        return;
    ir_buf_puts(b, comma ? ", comdat" : " comdat");
    if (g->comdat[0] && !(g->v.name && !strcmp(g->comdat, g->v.name))) {
        ir_buf_putc(b, '(');
        ir_print_name(b, '$', g->comdat);
        ir_buf_putc(b, ')');
    }
}

static void
print_globalvar(Printer *pr, const IrGlobal *g)
{
    IrBuf *b = pr->b;
    print_global_name(b, g);
    ir_buf_puts(b, " = ");
    print_linkage(b, g, g->init == NULL);
    print_tls_ua(b, g);
    if (g->addrspace)
        ir_buf_printf(b, "addrspace(%u) ", g->addrspace);
    if (g->ext_init)
        ir_buf_puts(b, "externally_initialized ");
    ir_buf_puts(b, g->is_const ? "constant " : "global ");
    ir_type_print(b, g->vtype);
    if (g->init) {
        ir_buf_putc(b, ' ');
        print_value_rec(b, g->init, 0);
    }
    if (g->section) {
        ir_buf_puts(b, ", section ");
        ir_print_quoted(b, g->section, strlen(g->section));
    }
    if (g->partition) {
        ir_buf_puts(b, ", partition ");
        ir_print_quoted(b, g->partition, strlen(g->partition));
    }
    print_comdat(b, g, 1);
    print_align(b, g->align);
    if (g->code_model) {
        ir_buf_puts(b, ", code_model ");
        ir_print_quoted(b, g->code_model, strlen(g->code_model));
    }
    if (g->sanitizer & IR_SAN_NO_ADDRESS) ir_buf_puts(b, ", no_sanitize_address");
    if (g->sanitizer & IR_SAN_NO_HWADDRESS) ir_buf_puts(b, ", no_sanitize_hwaddress");
    if (g->sanitizer & IR_SAN_MEMTAG) ir_buf_puts(b, ", sanitize_memtag");
    if (g->sanitizer & IR_SAN_ADDRESS_DYNINIT) ir_buf_puts(b, ", sanitize_address_dyninit");
    print_attachments(b, g->md, g->nmd);
    if (attrs_shown(&g->attrs))
        ir_buf_printf(b, " #%u", group_id(&pr->groups, &g->attrs));
    ir_buf_putc(b, '\n');
}

static void
print_alias(Printer *pr, const IrGlobal *g)
{
    IrBuf *b = pr->b;
    print_global_name(b, g);
    ir_buf_puts(b, " = ");
    print_linkage(b, g, 0);
    print_tls_ua(b, g);
    ir_buf_puts(b, g->v.kind == IR_V_ALIAS ? "alias " : "ifunc ");
    ir_type_print(b, g->vtype);
    ir_buf_puts(b, ", ");
    print_typed_rec(b, g->init, 0);
    if (g->partition) {
        ir_buf_puts(b, ", partition ");
        ir_print_quoted(b, g->partition, strlen(g->partition));
    }
    print_attachments(b, g->md, g->nmd);
    ir_buf_putc(b, '\n');
}

static void
print_function(Printer *pr, IrFunc *f)
{
    IrBuf *b = pr->b;
    IrGlobal *g = &f->g;
    ir_buf_puts(b, f->is_decl ? "declare " : "define ");
    if (f->is_decl)
        for (uint32_t k = 0; k < g->nmd; k++) {
            print_md_name(b, g->md[k].kind);
            ir_buf_putc(b, ' ');
            print_md_ref(b, g->md[k].md);
            ir_buf_putc(b, ' ');
        }
    print_linkage(b, g, 0);
    if (f->cc) {
        const char *n = ir_cc_name(f->cc);
        if (n)
            ir_buf_printf(b, "%s ", n);
        else
            ir_buf_printf(b, "cc %u ", f->cc);
    }
    if (attrs_shown(&f->attrs.ret)) {
        ir_attrset_print(b, &f->attrs.ret);
        ir_buf_putc(b, ' ');
    }
    ir_type_print(b, g->vtype->elem);
    ir_buf_putc(b, ' ');
    print_global_name(b, g);
    ir_buf_putc(b, '(');
    for (uint32_t k = 0; k < f->nargs; k++) {
        if (k)
            ir_buf_puts(b, ", ");
        ir_type_print(b, f->args[k]->v.type);
        const IrAttrSet *as = ir_attrs_param(&f->attrs, k);
        if (attrs_shown(as)) {
            ir_buf_putc(b, ' ');
            ir_attrset_print(b, as);
        }
        if (!f->is_decl || f->args[k]->v.name) {
            ir_buf_putc(b, ' ');
            print_local_name(b, &f->args[k]->v);
        }
    }
    if (g->vtype->flags & IR_TYF_VARARG)
        ir_buf_puts(b, f->nargs ? ", ..." : "...");
    ir_buf_putc(b, ')');
    if (g->unnamed_addr == IR_UA_UNNAMED)
        ir_buf_puts(b, " unnamed_addr");
    else if (g->unnamed_addr == IR_UA_LOCAL)
        ir_buf_puts(b, " local_unnamed_addr");
    if (f->fn_addrspace != 0 || pr->m->dl.program_as)
        ir_buf_printf(b, " addrspace(%u)", f->fn_addrspace);
    if (attrs_shown(&f->attrs.fn))
        ir_buf_printf(b, " #%u", group_id(&pr->groups, &f->attrs.fn));
    if (g->section) {
        ir_buf_puts(b, " section ");
        ir_print_quoted(b, g->section, strlen(g->section));
    }
    if (g->partition) {
        ir_buf_puts(b, " partition ");
        ir_print_quoted(b, g->partition, strlen(g->partition));
    }
    print_comdat(b, g, 0);
    if (g->align)
        ir_buf_printf(b, " align %llu", (unsigned long long)g->align);
    if (f->gc) {
        ir_buf_puts(b, " gc ");
        ir_print_quoted(b, f->gc, strlen(f->gc));
    }
    if (f->prefix) {
        ir_buf_puts(b, " prefix ");
        print_typed_rec(b, f->prefix, 0);
    }
    if (f->prologue) {
        ir_buf_puts(b, " prologue ");
        print_typed_rec(b, f->prologue, 0);
    }
    if (f->personality) {
        ir_buf_puts(b, " personality ");
        print_typed_rec(b, f->personality, 0);
    }
    for (uint32_t k = 0; k < g->nmd && !f->is_decl; k++) {
        ir_buf_putc(b, ' ');
        print_md_name(b, g->md[k].kind);
        ir_buf_putc(b, ' ');
        print_md_ref(b, g->md[k].md);
    }
    if (f->is_decl) {
        ir_buf_putc(b, '\n');
        return;
    }
    ir_buf_puts(b, " {\n");
    for (IrBlock *bb = f->first; bb; bb = bb->next) {
        if (bb != f->first)
            ir_buf_putc(b, '\n');
        if (bb->v.name) {
            IrBuf t = {0};
            ir_print_name(&t, '%', bb->v.name);
            ir_buf_put(b, t.p + 1, t.len - 1);
            ir_buf_puts(b, ":\n");
            ir_buf_free(&t);
        } else if (bb != f->first) {
            ir_buf_printf(b, "%u:\n", bb->v.slot);
        }
        for (IrInst *i = bb->first; i; i = i->next) {
            print_dbg_records(b, i->dbg);
            ir_buf_puts(b, "  ");
            print_inst(pr, b, i);
            ir_buf_putc(b, '\n');
        }
        print_dbg_records(b, bb->tail_dbg);
    }
    ir_buf_puts(b, "}\n");
}

/* The identified structs named in the type t (not inside other identified
 * structs' bodies), in the order they print, each queued once. */
static void
queue_named_types(const IrType *t, IrType **q, uint32_t *nq, uint8_t *seen, int depth)
{
    if (depth > 1000)
        return;
    if (t->kind == IR_TY_STRUCT && (t->flags & (IR_TYF_NAMED | IR_TYF_NUMBERED))) {
        if (!seen[t->id]) {
            seen[t->id] = 1;
            q[(*nq)++] = (IrType *)t;
        }
        return;
    }
    if (t->elem && t->kind == IR_TY_FUNC)
        queue_named_types(t->elem, q, nq, seen, depth + 1);
    for (uint32_t i = 0; i < t->nmembers; i++)
        queue_named_types(t->members[i], q, nq, seen, depth + 1);
    if (t->elem && t->kind != IR_TY_FUNC)
        queue_named_types(t->elem, q, nq, seen, depth + 1);
}

/* Identified structs print in the order in which a parser of the printed
 * text creates them (at their first mention): each definition is followed by
 * the ones its body mentions first, breadth first.  Plain creation order is
 * not a fixed point of print(parse(.)): `%a = type { %c }` after `%c` was
 * mentioned but before `%b` was, reads back as a, c, b. */
static IrType **
named_type_order(const IrModule *m)
{
    IrType **q = ir_calloc(m->nnamed_types + 1, sizeof *q);
    uint8_t *seen = ir_calloc(m->ntypes + 1, 1);
    uint32_t nq = 0, head = 0;
    for (uint32_t i = 0; i < m->nnamed_types; i++) {
        IrType *t = m->named_types[i];
        if (t->kind != IR_TY_STRUCT || seen[t->id])
            continue;
        seen[t->id] = 1;
        q[nq++] = t;
        while (head < nq) {
            IrType *u = q[head++];
            if (!(u->flags & IR_TYF_OPAQUE))
                for (uint32_t k = 0; k < u->nmembers; k++)
                    queue_named_types(u->members[k], q, &nq, seen, 0);
        }
    }
    ir_free(seen);
    return q;
}

/* Unnamed globals are numbered in the order they print. */
static void
number_globals(IrModule *m)
{
    uint32_t n = 0;
    for (IrGlobal *g = m->globals; g; g = g->next)
        if (!g->v.name)
            g->v.slot = n++;
    for (IrGlobal *g = m->aliases; g; g = g->next)
        if (!g->v.name)
            g->v.slot = n++;
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
        if (!f->g.v.name)
            f->g.v.slot = n++;
}

void
ir_print_module_as(IrBuf *b, IrModule *m, int llvm_version)
{
    int saved = print_version;
    print_version = llvm_version;
    ir_print_module(b, m);
    print_version = saved;
}

void
ir_print_module(IrBuf *b, IrModule *m)
{
    Printer pr = {b, m, {0}};
    number_globals(m);
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
        ir_func_number(f);
    MDSet mds = {0};
    md_collect(&mds, m);

    if (m->source_filename) {
        ir_buf_puts(b, "source_filename = ");
        ir_print_quoted(b, m->source_filename, strlen(m->source_filename));
        ir_buf_putc(b, '\n');
    }
    if (m->datalayout_str) {
        ir_buf_puts(b, "target datalayout = ");
        ir_print_quoted(b, m->datalayout_str, strlen(m->datalayout_str));
        ir_buf_putc(b, '\n');
    }
    if (m->triple) {
        ir_buf_puts(b, "target triple = ");
        ir_print_quoted(b, m->triple, strlen(m->triple));
        ir_buf_putc(b, '\n');
    }
    for (uint32_t i = 0; i < m->nasm; i++) {
        ir_buf_puts(b, "module asm ");
        ir_print_quoted(b, m->asm_lines[i], strlen(m->asm_lines[i]));
        ir_buf_putc(b, '\n');
    }
    if (m->nnamed_types)
        ir_buf_putc(b, '\n');
    IrType **tord = named_type_order(m);
    for (uint32_t i = 0; tord[i]; i++) {
        IrType *t = tord[i];
        ir_type_print(b, t);
        ir_buf_puts(b, " = type ");
        if (t->flags & IR_TYF_OPAQUE) {
            ir_buf_puts(b, "opaque\n");
            continue;
        }
        if (t->flags & IR_TYF_PACKED)
            ir_buf_putc(b, '<');
        if (!t->nmembers) {
            ir_buf_puts(b, "{}");
        } else {
            ir_buf_puts(b, "{ ");
            for (uint32_t k = 0; k < t->nmembers; k++) {
                if (k)
                    ir_buf_puts(b, ", ");
                ir_type_print(b, t->members[k]);
            }
            ir_buf_puts(b, " }");
        }
        if (t->flags & IR_TYF_PACKED)
            ir_buf_putc(b, '>');
        ir_buf_putc(b, '\n');
    }
    ir_free(tord);
    static const char *const ck[] = {"any", "exactmatch", "largest", "nodeduplicate", "samesize"};
    if (m->comdats)
        ir_buf_putc(b, '\n');
    for (IrComdat *c = m->comdats; c; c = c->next) {
        ir_print_name(b, '$', c->name);
        ir_buf_printf(b, " = comdat %s\n", ck[c->kind]);
    }
    if (m->globals)
        ir_buf_putc(b, '\n');
    for (IrGlobal *g = m->globals; g; g = g->next)
        print_globalvar(&pr, g);
    if (m->aliases)
        ir_buf_putc(b, '\n');
    for (IrGlobal *g = m->aliases; g; g = g->next)
        print_alias(&pr, g);
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next) {
        if (f->implicit)
            continue;
        ir_buf_putc(b, '\n');
        print_function(&pr, f);
    }
    if (pr.groups.n)
        ir_buf_putc(b, '\n');
    for (uint32_t i = 0; i < pr.groups.n; i++) {
        ir_buf_printf(b, "attributes #%u = { %s }\n", i, pr.groups.texts[i]);
        ir_free(pr.groups.texts[i]);
    }
    ir_free(pr.groups.texts);
    if (m->named_md || mds.nlist)
        ir_buf_putc(b, '\n');
    for (IrNamedMD *n = m->named_md; n; n = n->next) {
        print_md_name(b, n->name);
        ir_buf_puts(b, " = !{");
        for (uint32_t k = 0; k < n->nops; k++) {
            if (k)
                ir_buf_puts(b, ", ");
            print_md_ref(b, n->ops[k]);
        }
        ir_buf_puts(b, "}\n");
    }
    for (uint32_t i = 0; i < mds.nlist; i++) {
        const IrMD *md = mds.list[i];
        ir_buf_printf(b, "!%d = ", md->slot);
        print_md_body(b, md);
        ir_buf_putc(b, '\n');
    }
    for (uint32_t i = 0; i < m->nsummary; i++) {
        ir_buf_puts(b, m->summary[i]);
        ir_buf_putc(b, '\n');
    }
    ir_free(mds.keys);
    ir_free(mds.list);
}

int
ir_write_module(FILE *f, IrModule *m)
{
    IrBuf b = {0};
    ir_print_module(&b, m);
    size_t n = b.len ? fwrite(b.p, 1, b.len, f) : 0;
    int ok = n == b.len;
    ir_buf_free(&b);
    return ok ? 0 : -1;
}
