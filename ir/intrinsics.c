/* intrinsics.c -- the intrinsic table (intrinsics.def), lookup by name and
 * the matcher of the signature patterns documented at the top of
 * intrinsics.def. */
#include "intrinsics.h"

#include <stdlib.h>
#include <string.h>

const IrIntrinsicInfo ir_intrinsic_info[IR_NINTRINSICS] = {
    {NULL, 0, NULL, IR_IFAM_OTHER},
#define INTRINSIC(e, name, sig, fam, plain) {name, sizeof(name) - 1, sig, IR_IFAM_##fam},
#include "intrinsics.def"
};

/* ------------------------------------------------------------ lookup */

/* Does the signature define an overloaded type (an upper-case introducer)? */
static int
sig_overloaded(const char *sig)
{
    if (!sig)
        return 1;
    int start = 1;
    for (const char *s = sig; *s; s++) {
        char c = *s;
        if (start && (c == 'I' || c == 'F' || c == 'V' || c == 'P' || c == 'Q' || c == 'A'))
            return 1;
        start = c == ' ' || c == '{' || c == ',' || c == '|';
    }
    return 0;
}

/* The table's names hashed (built on first use; the table is constant). */
#define INTR_HASH_SIZE 2048

static uint32_t
intrinsic_hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

/* The entry named exactly s[0..n), or 0. */
static int
intrinsic_find(const char *s, size_t n)
{
    static uint16_t slots[INTR_HASH_SIZE];
    static int built;
    if (!built) {
        for (int id = 1; id < IR_NINTRINSICS; id++) {
            const IrIntrinsicInfo *e = &ir_intrinsic_info[id];
            uint32_t j = intrinsic_hash(e->name, e->len) & (INTR_HASH_SIZE - 1);
            while (slots[j])
                j = (j + 1) & (INTR_HASH_SIZE - 1);
            slots[j] = (uint16_t)id;
        }
        built = 1;
    }
    for (uint32_t j = intrinsic_hash(s, n) & (INTR_HASH_SIZE - 1); slots[j]; j = (j + 1) & (INTR_HASH_SIZE - 1)) {
        const IrIntrinsicInfo *e = &ir_intrinsic_info[slots[j]];
        if (e->len == n && !memcmp(e->name, s, n))
            return slots[j];
    }
    return 0;
}

IrIntrinsicId
ir_intrinsic_lookup(const char *name)
{
    if (!name || strncmp(name, "llvm.", 5))
        return IR_INTR_NONE;
    size_t len = strlen(name), cut = len;
    for (;;) {
        int id = intrinsic_find(name, cut);
        if (id) {
            if (cut == len || sig_overloaded(ir_intrinsic_info[id].sig))
                return (IrIntrinsicId)id;
            return IR_INTR_NONE; /* LLVM: a non-overloaded intrinsic needs the exact name */
        }
        while (cut > 5 && name[cut - 1] != '.')
            cut--;
        if (cut <= 5)
            return IR_INTR_NONE;
        cut--; /* drop the '.' */
    }
}

int
ir_intrinsic_is_target(const char *name)
{
    static const char *const prefixes[] = {
        "llvm.x86.", "llvm.aarch64.", "llvm.arm.", "llvm.amdgcn.", "llvm.r600.", "llvm.nvvm.",
        "llvm.ppc.", "llvm.riscv.", "llvm.wasm.", "llvm.hexagon.", "llvm.mips.", "llvm.s390.",
        "llvm.spv.", "llvm.dx.", "llvm.bpf.", "llvm.loongarch.", "llvm.xcore.", "llvm.ve.",
        "llvm.nvptx.", "llvm.arm64.", "llvm.lanai.", "llvm.sparc.", "llvm.xtensa.",
        /* families of target-independent intrinsics the table does not list one by one */
        "llvm.coro.", "llvm.objc.", "llvm.instrprof.", "llvm.seh.", "llvm.eh.", "llvm.experimental.",
        "llvm.masked.", "llvm.vp.", "llvm.vector.", "llvm.matrix.", "llvm.dbg.", "llvm.ptrauth.",
        "llvm.memprof.", "llvm.preserve.", "llvm.type.", "llvm.icall.", "llvm.cfi.", "llvm.hwasan.",
        "llvm.tsan.", "llvm.asan.", "llvm.protected.", "llvm.structured.", "llvm.invariant.",
        "llvm.var.", "llvm.ptr.", "llvm.get.", "llvm.set.", "llvm.reset.", "llvm.test.",
        "llvm.call.", "llvm.cond.", "llvm.umul.", "llvm.smul.", "llvm.loop.", "llvm.start.",
        NULL};
    for (int i = 0; prefixes[i]; i++)
        if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
            return 1;
    return 0;
}

/* ----------------------------------------------------------- matcher */

enum { MAXOV = 8, MAXWORDS = 24 };

typedef struct Word {
    const char *s;
    size_t n;       /* without the immarg suffix */
    int imm;        /* '!' given */
    int64_t lo, hi; /* immarg range, lo > hi when none */
} Word;

typedef struct Match {
    const IrType *ov[MAXOV];
    int nov;
    int bad;        /* position of the first mismatch: 0 return, k+1 param k */
    const char *why;
} Match;

/* Split one alternative [s, e) into words. */
static int
split_words(const char *s, const char *e, Word *w, int max)
{
    int n = 0;
    while (s < e) {
        while (s < e && *s == ' ')
            s++;
        if (s >= e)
            break;
        const char *b = s;
        while (s < e && *s != ' ')
            s++;
        if (n == max)
            return -1;
        Word *x = &w[n++];
        x->s = b;
        x->n = (size_t)(s - b);
        x->imm = 0;
        x->lo = 1;
        x->hi = 0;
        const char *bang = memchr(b, '!', x->n);
        if (bang) {
            x->imm = 1;
            x->n = (size_t)(bang - b);
            if (bang + 1 < s) {
                char buf[48];
                size_t k = (size_t)(s - bang - 1);
                if (k >= sizeof buf)
                    k = sizeof buf - 1;
                memcpy(buf, bang + 1, k);
                buf[k] = 0;
                char *colon = strchr(buf, ':');
                if (colon) {
                    *colon = 0;
                    x->lo = strtoll(buf, NULL, 10);
                    x->hi = strtoll(colon + 1, NULL, 10);
                }
            }
        }
    }
    return n;
}

static int
word_is(const char *s, size_t n, const char *lit)
{
    return strlen(lit) == n && !memcmp(s, lit, n);
}

static int
is_introducer(const char *s, size_t n)
{
    return word_is(s, n, "I") || word_is(s, n, "Is") || word_is(s, n, "F") || word_is(s, n, "Fs") ||
           word_is(s, n, "V") || word_is(s, n, "VI") || word_is(s, n, "VF") || word_is(s, n, "VP") ||
           word_is(s, n, "P") || word_is(s, n, "Q") || word_is(s, n, "A");
}

static int
intro_fits(const char *s, size_t n, const IrType *t)
{
    const IrType *el = t->kind == IR_TY_VEC ? t->elem : t;
    if (word_is(s, n, "I"))
        return ir_type_is_int_or_intvec(t);
    if (word_is(s, n, "Is"))
        return t->kind == IR_TY_INT;
    if (word_is(s, n, "F"))
        return ir_type_is_fp_or_fpvec(t);
    if (word_is(s, n, "Fs"))
        return ir_type_is_fp(t);
    if (word_is(s, n, "V"))
        return t->kind == IR_TY_VEC;
    if (word_is(s, n, "VI"))
        return t->kind == IR_TY_VEC && el->kind == IR_TY_INT;
    if (word_is(s, n, "VF"))
        return t->kind == IR_TY_VEC && ir_type_is_fp(el);
    if (word_is(s, n, "VP"))
        return t->kind == IR_TY_VEC && el->kind == IR_TY_PTR;
    if (word_is(s, n, "P"))
        return t->kind == IR_TY_PTR;
    if (word_is(s, n, "Q"))
        return ir_type_is_ptr_or_ptrvec(t);
    if (word_is(s, n, "A"))
        return t->kind != IR_TY_VOID && t->kind != IR_TY_FUNC && t->kind != IR_TY_LABEL;
    return 0;
}

/* A fixed scalar word ("i32", "f64", "p", "M", "T", "v") against t. */
static int
fixed_fits(const char *s, size_t n, const IrType *t, int *known)
{
    *known = 1;
    if (n >= 2 && s[0] == 'i' && s[1] >= '0' && s[1] <= '9') {
        unsigned bits = 0;
        for (size_t i = 1; i < n; i++)
            bits = bits * 10 + (unsigned)(s[i] - '0');
        return t->kind == IR_TY_INT && t->bits == bits;
    }
    static const struct { const char *w; int kind; } fps[] = {
        {"f16", IR_TY_HALF}, {"bf16", IR_TY_BFLOAT}, {"f32", IR_TY_FLOAT}, {"f64", IR_TY_DOUBLE},
        {"f80", IR_TY_X86_FP80}, {"f128", IR_TY_FP128}, {"ppcf128", IR_TY_PPC_FP128},
        {"v", IR_TY_VOID}, {"M", IR_TY_METADATA}, {"T", IR_TY_TOKEN},
    };
    for (unsigned i = 0; i < sizeof fps / sizeof fps[0]; i++)
        if (word_is(s, n, fps[i].w))
            return t->kind == fps[i].kind;
    if (word_is(s, n, "p"))
        return t->kind == IR_TY_PTR && t->bits == 0;
    *known = 0;
    return 0;
}

static int match_word(const char *s, size_t n, const IrType *t, Match *m, int pass);

/* {a,b,...} */
static int
match_struct(const char *s, size_t n, const IrType *t, Match *m, int pass)
{
    if (t->kind != IR_TY_STRUCT || (t->flags & (IR_TYF_NAMED | IR_TYF_PACKED)))
        return 0;
    const char *p = s + 1, *e = s + n - 1;
    uint32_t k = 0;
    while (p < e) {
        const char *b = p;
        int depth = 0;
        while (p < e && (depth || *p != ',')) {
            if (*p == '{')
                depth++;
            else if (*p == '}')
                depth--;
            p++;
        }
        if (k >= t->nmembers)
            return 0;
        if (!match_word(b, (size_t)(p - b), t->members[k], m, pass))
            return 0;
        k++;
        if (p < e)
            p++;
    }
    return k == t->nmembers;
}

static int
same_shape_count(const IrType *a, const IrType *b, uint64_t mul, uint64_t div)
{
    /* a is a vector whose count * div == b's count * mul, same scalability */
    if (a->kind != IR_TY_VEC || b->kind != IR_TY_VEC)
        return 0;
    if ((a->flags & IR_TYF_SCALABLE) != (b->flags & IR_TYF_SCALABLE))
        return 0;
    return a->count * div == b->count * mul;
}

/* pass 0 binds introducers, pass 1 checks everything else */
static int
match_word(const char *s, size_t n, const IrType *t, Match *m, int pass)
{
    if (n == 0)
        return 0;
    if (s[0] == '{')
        return match_struct(s, n, t, m, pass);
    const char *eq = memchr(s, '=', n);
    size_t in = eq ? (size_t)(eq - s) : n;
    if (is_introducer(s, in)) {
        if (pass == 0) {
            if (m->nov >= MAXOV || !intro_fits(s, in, t))
                return 0;
            m->ov[m->nov++] = t;
        } else if (eq) {
            /* W=K: the shape of overload K */
            int idx = eq[1] - '0';
            if (idx < 0 || idx >= m->nov)
                return 0;
            const IrType *o = m->ov[idx];
            if ((t->kind == IR_TY_VEC) != (o->kind == IR_TY_VEC))
                return 0;
            if (t->kind == IR_TY_VEC && (t->count != o->count ||
                                         (t->flags & IR_TYF_SCALABLE) != (o->flags & IR_TYF_SCALABLE)))
                return 0;
        }
        return 1;
    }
    if (pass == 0)
        return 1;
    /* derived from an overload: K, eK, hK, K/N, X@K */
    const char *at = memchr(s, '@', n);
    if (at) {
        size_t k = (size_t)(at - s);
        int idx = at[1] - '0';
        if (idx < 0 || idx >= m->nov)
            return 0;
        const IrType *o = m->ov[idx];
        int known;
        if (o->kind == IR_TY_VEC) {
            if (t->kind != IR_TY_VEC || t->count != o->count ||
                (t->flags & IR_TYF_SCALABLE) != (o->flags & IR_TYF_SCALABLE))
                return 0;
            return fixed_fits(s, k, t->elem, &known);
        }
        return fixed_fits(s, k, t, &known);
    }
    if (s[0] >= '0' && s[0] <= '9') {
        int idx = s[0] - '0';
        if (idx >= m->nov)
            return 0;
        const IrType *o = m->ov[idx];
        if (n == 1)
            return t == o || ir_type_equal(t, o);
        if (n >= 3 && s[1] == '/') {
            uint64_t div = strtoull(s + 2, NULL, 10);
            if (!div || !same_shape_count(t, o, 1, div))
                return 0;
            return t->elem == o->elem || ir_type_equal(t->elem, o->elem);
        }
        return 0;
    }
    if ((s[0] == 'e' || s[0] == 'h') && n == 2 && s[1] >= '0' && s[1] <= '9') {
        int idx = s[1] - '0';
        if (idx >= m->nov)
            return 0;
        const IrType *o = m->ov[idx];
        if (s[0] == 'e') {
            const IrType *el = o->kind == IR_TY_VEC ? o->elem : o;
            return t == el || ir_type_equal(t, el);
        }
        if (!same_shape_count(t, o, 1, 2))
            return 0;
        return t->elem == o->elem || ir_type_equal(t->elem, o->elem);
    }
    int known;
    int ok = fixed_fits(s, n, t, &known);
    return known && ok;
}

/* Match one alternative against fty; words/nwords out for immarg queries. */
static int
match_alt(const char *s, const char *e, const IrType *fty, Match *m, Word *w, int *nw)
{
    int n = split_words(s, e, w, MAXWORDS);
    *nw = n;
    memset(m, 0, sizeof *m);
    if (n < 1) {
        m->why = "bad signature pattern";
        return 0;
    }
    int vararg = word_is(w[n - 1].s, w[n - 1].n, "...");
    uint32_t nfixed = (uint32_t)(n - 1 - vararg);
    if (vararg != !!(fty->flags & IR_TYF_VARARG)) {
        m->bad = 1;
        m->why = vararg ? "Intrinsic requires variable arguments!"
                        : "Intrinsic was not defined with variable arguments!";
        return 0;
    }
    if (fty->nmembers != nfixed) {
        m->bad = 1 + (int)(fty->nmembers < nfixed ? fty->nmembers : nfixed);
        m->why = "Intrinsic has incorrect argument type!";
        return 0;
    }
    /* pass 0 binds the overloaded types, pass 1 checks the others */
    for (int pass = 0; pass < 2; pass++) {
        for (int k = 0; k < 1 + (int)nfixed; k++) {
            const IrType *t = k == 0 ? fty->elem : fty->members[k - 1];
            if (!match_word(w[k].s, w[k].n, t, m, pass)) {
                m->bad = k;
                m->why = k == 0 ? "Intrinsic has incorrect return type!"
                                : "Intrinsic has incorrect argument type!";
                return 0;
            }
        }
    }
    return 1;
}

/* Try each alternative; returns 1 on a match (m, w, nw from it; *alt its
 * index), else 0 with m describing the mismatch of the first alternative. */
static int
match_sig(const char *sig, const IrType *fty, Match *m, Word *w, int *nw, int *alt)
{
    Match first;
    int have_first = 0, k = 0;
    const char *s = sig;
    for (;; k++) {
        const char *e = strchr(s, '|');
        if (!e)
            e = s + strlen(s);
        if (match_alt(s, e, fty, m, w, nw)) {
            if (alt)
                *alt = k;
            return 1;
        }
        if (!have_first) {
            first = *m;
            have_first = 1;
        }
        if (!*e)
            break;
        s = e + 1;
    }
    *m = first;
    return 0;
}

int
ir_intrinsic_check(IrIntrinsicId id, const IrType *fty, char *msg, size_t msglen)
{
    if (id <= IR_INTR_NONE || id >= IR_NINTRINSICS || !fty || fty->kind != IR_TY_FUNC)
        return 0;
    const IrIntrinsicInfo *e = &ir_intrinsic_info[id];
    if (!e->sig)
        return 0;
    Match m;
    Word w[MAXWORDS];
    int nw;
    if (match_sig(e->sig, fty, &m, w, &nw, NULL))
        return 0;
    if (msg && msglen) {
        if (m.bad > 0)
            snprintf(msg, msglen, "%s (%s: parameter %d does not fit '%s')", m.why, e->name,
                     m.bad, e->sig);
        else
            snprintf(msg, msglen, "%s (%s: return type does not fit '%s')", m.why, e->name, e->sig);
    }
    return -1;
}

int
ir_intrinsic_overloads(IrIntrinsicId id, const IrType *fty, const IrType **out, int max)
{
    if (id <= IR_INTR_NONE || id >= IR_NINTRINSICS || !fty || fty->kind != IR_TY_FUNC)
        return -1;
    const IrIntrinsicInfo *e = &ir_intrinsic_info[id];
    if (!e->sig)
        return -1;
    Match m;
    Word w[MAXWORDS];
    int nw;
    if (!match_sig(e->sig, fty, &m, w, &nw, NULL))
        return -1;
    for (int i = 0; i < m.nov && i < max; i++)
        out[i] = m.ov[i];
    return m.nov;
}

int
ir_intrinsic_immargs(IrIntrinsicId id, const IrType *fty, unsigned n, uint8_t *imm, int64_t *lo,
                     int64_t *hi)
{
    memset(imm, 0, n);
    if (id <= IR_INTR_NONE || id >= IR_NINTRINSICS || !fty || fty->kind != IR_TY_FUNC)
        return 0;
    const IrIntrinsicInfo *e = &ir_intrinsic_info[id];
    if (!e->sig)
        return 0;
    Match m;
    Word w[MAXWORDS];
    int nw;
    if (!match_sig(e->sig, fty, &m, w, &nw, NULL))
        return 0;
    int any = 0;
    for (unsigned k = 0; k < n && (int)k + 1 < nw; k++) {
        if (word_is(w[k + 1].s, w[k + 1].n, "..."))
            break;
        if (!w[k + 1].imm)
            continue;
        imm[k] = 1;
        lo[k] = w[k + 1].lo;
        hi[k] = w[k + 1].hi;
        any = 1;
    }
    return any;
}

int
ir_intrinsic_form(IrIntrinsicId id, const IrType *fty)
{
    if (id <= IR_INTR_NONE || id >= IR_NINTRINSICS || !fty || fty->kind != IR_TY_FUNC)
        return -1;
    const IrIntrinsicInfo *e = &ir_intrinsic_info[id];
    if (!e->sig)
        return 0;
    Match m;
    Word w[MAXWORDS];
    int nw, alt = -1;
    if (!match_sig(e->sig, fty, &m, w, &nw, &alt))
        return -1;
    return alt;
}
