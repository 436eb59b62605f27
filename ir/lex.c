/* lex.c -- tokens of the LLVM assembly language (LangRef "Identifiers",
 * "Simple Constants", and the lexical forms LLParser accepts). */
#include "lex.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* ---------------------------------------------------------- keyword table */

static const char *const kw_names[KW_N] = {
    [0] = "",
#define KW(x) [KW_##x] = #x,
    IR_KEYWORDS(KW)
#undef KW
};

const char *
lx_kw_name(int kw)
{
    return kw > 0 && kw < KW_N ? kw_names[kw] : "?";
}

/* One hash table maps a bare word to its keyword, opcode and attribute
 * meanings (a word may have several: `add` is an opcode and an atomicrmw
 * operation; `align` an attribute and an instruction field).  An entry
 * keeps the word's first 8 bytes as a number (`head`), so that a word of
 * up to 8 bytes is found with one comparison and no memcmp. */
typedef struct WordEnt {
    const char *w;
    uint64_t head;
    uint64_t head2;     /* bytes 8..15 (lx_next's fast path compares words of up to 16 bytes inline) */
    uint8_t len;
    int16_t kw, op, attr;
    uint16_t ibits; /* iN: N (the frequent widths only, for lx_next's fast path) */
} WordEnt;

enum { WT_BITS = 9, WT_SIZE = 1 << WT_BITS }; /* ~350 words: two thirds full, 5 pages */

/* The table, as build_wordtab makes it from the lists of keywords,
 * opcodes and attributes, compiled in (`make wordtab` writes it): read-only
 * data costs a run neither the building nor the page faults of writing
 * 20 KB.  A unit test checks that it is the table the lists make now. */
#include "wordtab.def"

/* The first min(n, 8) bytes of s, s[0] in the low byte. */
static uint64_t
word_head_slow(const char *s, size_t n)
{
    uint64_t x = 0;
    for (size_t k = 0; k < n && k < 8; k++)
        x |= (uint64_t)(unsigned char)s[k] << (8 * k);
    return x;
}

/* The same from 8 readable bytes at s (one load). */
static inline uint64_t
word_head_fast(const char *s, size_t n)
{
    uint64_t x;
    memcpy(&x, s, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    return n >= 8 ? x : x & ((UINT64_C(1) << (8 * n)) - 1);
}

static inline uint32_t
word_hash(uint64_t head, size_t n)
{
    return (uint32_t)(((head ^ n) * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - WT_BITS));
}

/* The slot of the word s[0..n) in tab: its entry, or the empty slot where
 * it would go. */
static inline size_t
word_slot(const WordEnt *tab, const char *s, size_t n, uint64_t head)
{
    uint32_t i = word_hash(head, n);
    for (;;) {
        const WordEnt *e = &tab[i];
        if (!e->w || (e->head == head && e->len == n && (n <= 8 || !memcmp(e->w + 8, s + 8, n - 8))))
            return i;
        i = (i + 1) & (WT_SIZE - 1);
    }
}

static WordEnt *
word_add(WordEnt *tab, const char *s)
{
    size_t n = strlen(s);
    uint64_t head = word_head_slow(s, n);
    WordEnt *e = &tab[word_slot(tab, s, n, head)];
    if (!e->w) {
        e->w = s;
        e->head = head;
        e->head2 = n > 8 ? word_head_slow(s + 8, n - 8) : 0;
        e->len = (uint8_t)n;
    }
    return e;
}

/* The table the lists make, into tab (WT_SIZE zero entries). */
static void
build_wordtab(WordEnt *tab)
{
    for (int k = 1; k < KW_N; k++)
        word_add(tab, kw_names[k])->kw = (int16_t)k;
    for (int o = 0; o < IR_NOPS; o++)
        word_add(tab, ir_opinfo[o].name)->op = (int16_t)(o + 1);
    for (int a = 1; a < IR_ATTR_STRING; a++)
        word_add(tab, ir_attrinfo[a].name)->attr = (int16_t)a;
    /* no keyword, opcode or attribute has the form iN, so these entries
     * stand alone (other widths take the slow path) */
    static const struct { const char *w; uint16_t bits; } ints[] = {
        {"i1", 1}, {"i8", 8}, {"i16", 16}, {"i32", 32}, {"i64", 64}, {"i128", 128},
    };
    for (size_t k = 0; k < sizeof ints / sizeof *ints; k++)
        word_add(tab, ints[k].w)->ibits = ints[k].bits;
}

int
lx_wordtab_current(void)
{
    WordEnt *t = ir_calloc(WT_SIZE, sizeof *t);
    build_wordtab(t);
    int same = 1;
    for (size_t i = 0; i < WT_SIZE && same; i++) {
        const WordEnt *a = &t[i], *b = &wordtab[i];
        same = !a->w == !b->w && (!a->w || (!strcmp(a->w, b->w) && a->head == b->head &&
                                           a->head2 == b->head2 && a->len == b->len && a->kw == b->kw &&
                                           a->op == b->op && a->attr == b->attr && a->ibits == b->ibits));
    }
    ir_free(t);
    return same;
}

void
lx_wordtab_print(FILE *f)
{
    WordEnt *t = ir_calloc(WT_SIZE, sizeof *t);
    build_wordtab(t);
    fprintf(f, "/* wordtab.def -- written by `make wordtab` (lx_wordtab_print): the lexer's\n"
               " * table of words, from the lists of keywords, opcodes and attributes.\n"
               " * Do not edit. */\n"
               "static const WordEnt wordtab[WT_SIZE] = {\n");
    for (size_t i = 0; i < WT_SIZE; i++)
        if (t[i].w)
            fprintf(f, "    [%zu] = {\"%s\", 0x%llxu, 0x%llxu, %u, %d, %d, %d, %u},\n", i, t[i].w,
                    (unsigned long long)t[i].head, (unsigned long long)t[i].head2, t[i].len, t[i].kw,
                    t[i].op, t[i].attr, t[i].ibits);
    fprintf(f, "};\n");
    ir_free(t);
}

/* The entry of the word s[0..n), n <= 16, or NULL: for lx_next's fast path,
 * which has 16 readable bytes at s. */
static inline const WordEnt *
word_find16(const char *s, size_t n)
{
    uint64_t head = word_head_fast(s, n), head2 = n > 8 ? word_head_fast(s + 8, n - 8) : 0;
    for (uint32_t i = word_hash(head, n);; i = (i + 1) & (WT_SIZE - 1)) {
        const WordEnt *e = &wordtab[i];
        if (e->head == head && e->head2 == head2 && e->len == n)
            return e;
        if (!e->w)
            return NULL;
    }
}

/* The entry of the word s[0..n), which ends at or before end. */
static inline const WordEnt *
word_lookup(const char *s, size_t n, const char *end)
{
    if (n > 255)
        return NULL;
    uint64_t head = end - s >= 8 ? word_head_fast(s, n) : word_head_slow(s, n);
    const WordEnt *e = &wordtab[word_slot(wordtab, s, n, head)];
    return e->w ? e : NULL;
}

/* ------------------------------------------------------------------ lexer */

void
lx_init(Lexer *lx, const char *src, size_t len)
{
    memset(lx, 0, sizeof *lx);
    lx->src = lx->cur = lx->line_start = src;
    lx->end = src + len;
    lx->line = 1;
}

/* Character classes, one table lookup each (the lexer's inner loops). */
enum { CC_LABEL = 1, CC_DIGIT = 2, CC_HEX = 4, CC_BLANK = 8, CC_SKIP = 16 };
#define R3(c) [c] = CC_LABEL
static const unsigned char cclass[256] = {
    /* llvm-as's white space: NUL too, but not \f or \v; CC_SKIP: what
     * skip_space may skip (blanks, newlines, comments) */
    [' '] = CC_BLANK | CC_SKIP, ['\t'] = CC_BLANK | CC_SKIP, ['\r'] = CC_BLANK | CC_SKIP,
    ['\0'] = CC_BLANK | CC_SKIP, ['\n'] = CC_SKIP, [';'] = CC_SKIP, ['/'] = CC_SKIP,
    ['0'] = 7, ['1'] = 7, ['2'] = 7, ['3'] = 7, ['4'] = 7, ['5'] = 7, ['6'] = 7, ['7'] = 7,
    ['8'] = 7, ['9'] = 7,
    ['a'] = 5, ['b'] = 5, ['c'] = 5, ['d'] = 5, ['e'] = 5, ['f'] = 5,
    ['A'] = 5, ['B'] = 5, ['C'] = 5, ['D'] = 5, ['E'] = 5, ['F'] = 5,
    R3('g'), R3('h'), R3('i'), R3('j'), R3('k'), R3('l'), R3('m'), R3('n'), R3('o'),
    R3('p'), R3('q'), R3('r'), R3('s'), R3('t'), R3('u'), R3('v'), R3('w'), R3('x'),
    R3('y'), R3('z'),
    R3('G'), R3('H'), R3('I'), R3('J'), R3('K'), R3('L'), R3('M'), R3('N'), R3('O'),
    R3('P'), R3('Q'), R3('R'), R3('S'), R3('T'), R3('U'), R3('V'), R3('W'), R3('X'),
    R3('Y'), R3('Z'),
    R3('-'), R3('$'), R3('.'), R3('_'),
};
#undef R3

static inline int
is_label_char(int c)
{
    return cclass[(unsigned char)c] & CC_LABEL;
}

/* The end of the run of label characters ([-a-zA-Z$._0-9]) at q.  With
 * SSE2, sixteen bytes at a time: no branch per character, whose exit the
 * processor would mispredict at every name of a new length. */
static inline const char *
label_end(const char *q, const char *e)
{
#ifdef __SSE2__
    while (e - q >= 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)q);
        /* x in [lo, hi] as one signed compare: x - lo - 128 < hi - lo + 1 - 128 */
#define IN_RANGE(x, lo, hi) \
        _mm_cmplt_epi8(_mm_add_epi8((x), _mm_set1_epi8((char)(0x80 - (lo)))), \
                       _mm_set1_epi8((char)(-128 + (hi) - (lo) + 1)))
        __m128i letter = IN_RANGE(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 'z');
        __m128i digit = IN_RANGE(v, '0', '9');
        __m128i dash_dot = IN_RANGE(v, '-', '.');
#undef IN_RANGE
        __m128i other = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('$')),
                                     _mm_cmpeq_epi8(v, _mm_set1_epi8('_')));
        __m128i ok = _mm_or_si128(_mm_or_si128(letter, digit), _mm_or_si128(dash_dot, other));
        unsigned mask = (unsigned)_mm_movemask_epi8(ok) ^ 0xffffu;
        if (mask)
            return q + __builtin_ctz(mask);
        q += 16;
    }
#endif
    while (q < e && is_label_char(*q))
        q++;
    return q;
}

static inline int
is_digit(int c)
{
    return cclass[(unsigned char)c] & CC_DIGIT;
}

static inline int
is_hex(int c)
{
    return cclass[(unsigned char)c] & CC_HEX;
}

static void
newline(Lexer *lx, const char *p)
{
    lx->line++;
    lx->line_start = p + 1;
}

/* Eight bytes at p (which has at least eight readable bytes) are blanks. */
static inline int
eight_spaces(const char *p)
{
    uint64_t x;
    memcpy(&x, p, 8);
    return x == UINT64_C(0x2020202020202020);
}

static void
skip_space(Lexer *lx)
{
    const char *p = lx->cur, *e = lx->end;
    while (p < e) {
        char c = *p;
        if (c == ' ') {
            p++;
            /* the padding before `; preds = ...` comes in long runs */
            if (p < e && *p == ' ')
                while (e - p >= 8 && eight_spaces(p))
                    p += 8;
        } else if (cclass[(unsigned char)c] & CC_BLANK) {
            p++;
        } else if (c == '\n') {
            newline(lx, p);
            p++;
        } else if (c == ';') {
            /* a comment ends at \r as well, as in llvm-as */
            const char *nl = memchr(p, '\n', (size_t)(e - p));
            const char *end = nl ? nl : e;
            const char *cr = memchr(p, '\r', (size_t)(end - p));
            p = cr ? cr : end;
        } else if (c == '/' && p + 1 < e && p[1] == '*') {
            const char *start = p;
            uint32_t line = lx->line;
            const char *ls = lx->line_start;
            p += 2;
            while (p < e && !(*p == '*' && p + 1 < e && p[1] == '/')) {
                if (*p == '\n')
                    newline(lx, p);
                p++;
            }
            if (p >= e) {
                /* report at the comment's start: lx_next sees `/` and fails */
                lx->line = line;
                lx->line_start = ls;
                lx->bad_comment = 1;
                p = start;
                break;
            }
            p += 2;
        } else {
            break;
        }
    }
    lx->cur = p;
}

/* Scan a "..." string starting at the quote; returns the end (after the
 * closing quote) or NULL if unterminated.  Sets *esc if it has escapes. */
static const char *
scan_string(Lexer *lx, const char *p, int *esc)
{
    p++;
    while (p < lx->end && *p != '"') {
        if (*p == '\\')
            *esc = 1;
        if (*p == '\n')
            newline(lx, p);
        p++;
    }
    return p < lx->end ? p + 1 : NULL;
}

static inline void
set_tok(Lexer *lx, Tok *t, TokKind k, const char *start, const char *end)
{
    t->kind = (uint8_t)k;
    t->p = start;
    t->n = (uint32_t)(end - start);
    lx->cur = end;
}

static int
parse_u64(const char *s, const char *e, uint64_t *out)
{
    uint64_t v = 0;
    if (s == e)
        return -1;
    for (; s < e; s++) {
        if (!is_digit(*s))
            return -1;
        if (v > (UINT64_MAX - 9) / 10)
            return -1;
        v = v * 10 + (uint64_t)(*s - '0');
    }
    *out = v;
    return 0;
}

/* After a sigil (@ % $ !): a quoted name, a number, or a plain name. */
static void
lex_sigil_name(Lexer *lx, Tok *t, TokKind k, const char *start)
{
    const char *p = start + 1, *e = lx->end;
    if (p < e && *p == '"') {
        int esc = 0;
        const char *q = scan_string(lx, p, &esc);
        if (!q) {
            set_tok(lx, t, T_ERROR, start, e);
            t->s = "unterminated quoted name";
            return;
        }
        set_tok(lx, t, k, start, q);
        t->s = p + 1;
        t->slen = (uint32_t)(q - p - 2);
        t->quoted = 1;
        t->esc = (uint8_t)esc;
        return;
    }
    if (p < e && is_digit(*p) && k != T_MDVAR) {
        /* %N, @N: the number as it is scanned (up to 19 digits cannot
         * overflow; more go the long way) */
        const char *q = p;
        uint64_t v = 0;
        while (q < e && is_digit(*q) && q - p < 19) {
            v = v * 10 + (uint64_t)(*q - '0');
            q++;
        }
        int bad = 0;
        if (q < e && is_digit(*q)) {
            while (q < e && is_digit(*q))
                q++;
            bad = parse_u64(p, q, &v);
        }
        set_tok(lx, t, k, start, q);
        t->s = p;
        t->slen = (uint32_t)(q - p);
        t->is_id = 1;
        t->u = v;
        if (bad || v > 0xffffffffu) {
            t->kind = T_ERROR;
            t->s = "number too large";
        }
        return;
    }
    const char *q = p;
    int esc = 0;
    if (k == T_MDVAR) {
        while (q < e && (is_label_char(*q) || *q == '\\')) {
            if (*q == '\\')
                esc = 1;
            q++;
        }
    } else {
        q = label_end(q, e);
    }
    if (q == p) {
        set_tok(lx, t, T_ERROR, start, p);
        t->s = k == T_GLOBAL ? "expected a name after '@'" : k == T_LOCAL ? "expected a name after '%'" :
               "expected a name after '$'";
        return;
    }
    set_tok(lx, t, k, start, q);
    t->s = p;
    t->slen = (uint32_t)(q - p);
    t->esc = (uint8_t)esc;
}

static void
lex_number(Lexer *lx, Tok *t, const char *start)
{
    const char *p = start, *e = lx->end;
    /* hexadecimal fp: 0x..., 0xK/L/M/H/R... */
    if (p + 1 < e && p[0] == '0' && p[1] == 'x') {
        const char *q = p + 2;
        if (q < e && (*q == 'K' || *q == 'L' || *q == 'M' || *q == 'H' || *q == 'R'))
            q++;
        const char *h = q;
        while (q < e && is_hex(*q))
            q++;
        if (q == h) {
            set_tok(lx, t, T_ERROR, start, q);
            t->s = "expected hexadecimal digits";
            return;
        }
        set_tok(lx, t, T_FP, start, q);
        return;
    }
    if (*p == '-') {
        /* `-foo:` is a label too */
        const char *q = p + 1;
        while (q < e && is_label_char(*q))
            q++;
        if (q < e && *q == ':' && q > p + 1 && !is_digit(p[1])) {
            set_tok(lx, t, T_LABEL, start, q + 1);
            t->s = start;
            t->slen = (uint32_t)(q - start);
            return;
        }
    }
    if (*p == '-' || *p == '+')
        p++;
    const char *d = p;
    while (p < e && is_digit(*p))
        p++;
    /* digits and then neither a label character nor ':' (nor '.', one of
     * them): an integer */
    if (p > d && start[0] != '+' && (p == e || (!is_label_char(*p) && *p != ':'))) {
        set_tok(lx, t, T_INT, start, p);
        return;
    }
    /* a label made of label characters, ending in ':' (e.g. `0:`, `1abc:`) */
    if (start[0] != '+') {
        const char *q = p;
        while (q < e && is_label_char(*q))
            q++;
        if (q < e && *q == ':' && (q > p || d == start || start[0] == '-')) {
            set_tok(lx, t, T_LABEL, start, q + 1);
            t->s = start;
            t->slen = (uint32_t)(q - start);
            if (q == p && d == start && q > d) {
                t->is_id = 1;
                if (parse_u64(start, q, &t->u) || t->u > 0xffffffffu) {
                    t->kind = T_ERROR;
                    t->s = "label number too large";
                }
            }
            return;
        }
    }
    if (p == d) {
        /* '-' alone, or followed by a label character sequence that is not a label */
        const char *q = p;
        while (q < e && is_label_char(*q))
            q++;
        set_tok(lx, t, T_ERROR, start, q > start + 1 ? q : start + 1);
        t->s = "invalid token";
        return;
    }
    if (p < e && *p == '.') {
        p++;
        while (p < e && is_digit(*p))
            p++;
        if (p < e && (*p == 'e' || *p == 'E')) {
            const char *q = p + 1;
            if (q < e && (*q == '-' || *q == '+'))
                q++;
            if (q < e && is_digit(*q)) {
                while (q < e && is_digit(*q))
                    q++;
                p = q;
            }
        }
        set_tok(lx, t, T_FP, start, p);
        return;
    }
    if (start[0] == '+') {
        set_tok(lx, t, T_ERROR, start, p);
        t->s = "invalid token";
        return;
    }
    set_tok(lx, t, T_INT, start, p);
}

/* The one-character punctuation tokens, once for both tables below. */
#define PUNCTS(X) \
    X('=', T_EQ) X(',', T_COMMA) X('*', T_STAR) X('[', T_LSQ) X(']', T_RSQ) \
    X('{', T_LBRACE) X('}', T_RBRACE) X('<', T_LT) X('>', T_GT) X('(', T_LPAREN) \
    X(')', T_RPAREN) X('|', T_BAR) X(':', T_COLON)

/* Each one's token kind (0: not one). */
static const unsigned char punct_kind[128] = {
#define PK(c, k) [c] = k,
    PUNCTS(PK)
#undef PK
};

/* Any token, every case checked (lx_next's fast path leaves the rest here). */
static __attribute__((noinline)) void
lex_any(Lexer *lx)
{
    Tok *t = &lx->tok;
    /* most tokens follow one blank, or none */
    const char *p = lx->cur, *e = lx->end;
    if (p < e && *p == ' ')
        lx->cur = ++p;
    memset(t, 0, sizeof *t);
    if (p < e && (cclass[(unsigned char)*p] & CC_SKIP)) {
        skip_space(lx);
        p = lx->cur;
        if (lx->bad_comment) {
            /* (it stays at the comment: every later call gets here too) */
            t->loc.line = lx->line;
            t->loc.col = (uint32_t)(p - lx->line_start) + 1;
            set_tok(lx, t, T_ERROR, p, e);
            t->s = "unterminated comment";
            return;
        }
    }
    t->loc.line = lx->line;
    t->loc.col = (uint32_t)(p - lx->line_start) + 1;
    if (p >= e) {
        set_tok(lx, t, T_EOF, p, p);
        return;
    }
    char c = *p;
    if ((unsigned char)c < 128 && punct_kind[(unsigned char)c]) {
        set_tok(lx, t, (TokKind)punct_kind[(unsigned char)c], p, p + 1);
        return;
    }
    switch (c) {
    case '.':
        if (p + 2 < e && p[1] == '.' && p[2] == '.') {
            set_tok(lx, t, T_DOTDOTDOT, p, p + 3);
            return;
        }
        break;
    case '@': lex_sigil_name(lx, t, T_GLOBAL, p); return;
    case '%': lex_sigil_name(lx, t, T_LOCAL, p); return;
    case '$': {
        /* `$name:` is a label, `$name` a comdat */
        const char *q = p + 1;
        while (q < e && is_label_char(*q))
            q++;
        if (q < e && *q == ':') {
            set_tok(lx, t, T_LABEL, p, q + 1);
            t->s = p;
            t->slen = (uint32_t)(q - p);
            return;
        }
        lex_sigil_name(lx, t, T_COMDATVAR, p);
        return;
    }
    case '!':
        if (p + 1 < e && is_digit(p[1])) {
            const char *q = p + 1;
            while (q < e && is_digit(*q))
                q++;
            set_tok(lx, t, T_MDID, p, q);
            if (parse_u64(p + 1, q, &t->u) || t->u > 0x7fffffffu) {
                t->kind = T_ERROR;
                t->s = "metadata number too large";
            }
            return;
        }
        if (p + 1 < e && (is_label_char(p[1]) || p[1] == '\\') && !is_digit(p[1])) {
            lex_sigil_name(lx, t, T_MDVAR, p);
            return;
        }
        set_tok(lx, t, T_EXCL, p, p + 1);
        return;
    case '#':
        if (p + 1 < e && is_digit(p[1])) {
            const char *q = p + 1;
            while (q < e && is_digit(*q))
                q++;
            set_tok(lx, t, T_ATTRID, p, q);
            if (parse_u64(p + 1, q, &t->u) || t->u > 0xffffffffu) {
                t->kind = T_ERROR;
                t->s = "attribute group number too large";
            }
            return;
        }
        if (p + 5 < e && !memcmp(p, "#dbg_", 5)) {
            const char *q = p + 5;
            while (q < e && is_label_char(*q))
                q++;
            set_tok(lx, t, T_DBGREC, p, q);
            t->s = p + 5;
            t->slen = (uint32_t)(q - p - 5);
            return;
        }
        break;
    case '^':
        if (p + 1 < e && is_digit(p[1])) {
            const char *q = p + 1;
            while (q < e && is_digit(*q))
                q++;
            set_tok(lx, t, T_SUMMARYID, p, q);
            parse_u64(p + 1, q, &t->u);
            return;
        }
        break;
    case '"': {
        int esc = 0;
        const char *q = scan_string(lx, p, &esc);
        if (!q) {
            set_tok(lx, t, T_ERROR, p, e);
            t->s = "unterminated string constant";
            return;
        }
        t->s = p + 1;
        t->slen = (uint32_t)(q - p - 2);
        t->esc = (uint8_t)esc;
        t->quoted = 1;
        if (q < e && *q == ':') {
            set_tok(lx, t, T_LABEL, p, q + 1);
            return;
        }
        set_tok(lx, t, T_STRING, p, q);
        return;
    }
    default:
        break;
    }
    if (is_digit(c) || c == '-' || c == '+') {
        lex_number(lx, t, p);
        return;
    }
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' || c == '$') {
        const char *q = label_end(p, e);
        if (q < e && *q == ':') {
            set_tok(lx, t, T_LABEL, p, q + 1);
            t->s = p;
            t->slen = (uint32_t)(q - p);
            return;
        }
        size_t n = (size_t)(q - p);
        /* c"..." */
        if (n == 1 && c == 'c' && q < e && *q == '"') {
            int esc = 0;
            const char *r = scan_string(lx, q, &esc);
            if (!r) {
                set_tok(lx, t, T_ERROR, p, e);
                t->s = "unterminated string constant";
                return;
            }
            set_tok(lx, t, T_CSTRING, p, r);
            t->s = q + 1;
            t->slen = (uint32_t)(r - q - 2);
            t->esc = (uint8_t)esc;
            return;
        }
        /* iN */
        if (c == 'i' && n > 1) {
            size_t k = 1;
            while (k < n && is_digit(p[k]))
                k++;
            if (k == n) {
                uint64_t w;
                set_tok(lx, t, T_INTTYPE, p, q);
                if (parse_u64(p + 1, q, &w) || w == 0 || w > IR_MAX_INT_BITS) {
                    t->kind = T_ERROR;
                    t->s = "bitwidth for integer type out of range";
                    return;
                }
                t->u = w;
                return;
            }
        }
        /* u0x... / s0x... hexadecimal integers */
        if ((c == 'u' || c == 's') && n > 3 && p[1] == '0' && p[2] == 'x') {
            size_t k = 3;
            while (k < n && is_hex(p[k]))
                k++;
            if (k == n) {
                set_tok(lx, t, T_INT, p, q);
                return;
            }
        }
        set_tok(lx, t, T_WORD, p, q);
        t->s = p;
        t->slen = (uint32_t)n;
        const WordEnt *we = word_lookup(p, n, e);
        if (we) {
            t->kw = we->kw;
            t->op = we->op;
            t->attr = we->attr;
        }
        return;
    }
    set_tok(lx, t, T_ERROR, p, p + 1);
    t->s = "invalid character";
}

/* What lx_next's fast path does with a token's first character. */
enum { LEAD_SLOW, LEAD_PUNCT, LEAD_WORD, LEAD_SIGIL, LEAD_NUM };
static const unsigned char lead_class[256] = {
#define LP(c, k) [c] = LEAD_PUNCT,
    PUNCTS(LP)
#undef LP
    ['%'] = LEAD_SIGIL, ['@'] = LEAD_SIGIL,
    ['-'] = LEAD_NUM, ['0'] = LEAD_NUM, ['1'] = LEAD_NUM, ['2'] = LEAD_NUM, ['3'] = LEAD_NUM,
    ['4'] = LEAD_NUM, ['5'] = LEAD_NUM, ['6'] = LEAD_NUM, ['7'] = LEAD_NUM, ['8'] = LEAD_NUM,
    ['9'] = LEAD_NUM,
#define LW(c) [c] = LEAD_WORD
    LW('a'), LW('b'), LW('c'), LW('d'), LW('e'), LW('f'), LW('g'), LW('h'), LW('i'), LW('j'),
    LW('k'), LW('l'), LW('m'), LW('n'), LW('o'), LW('p'), LW('q'), LW('r'), LW('s'), LW('t'),
    LW('u'), LW('v'), LW('w'), LW('x'), LW('y'), LW('z'),
    LW('A'), LW('B'), LW('C'), LW('D'), LW('E'), LW('F'), LW('G'), LW('H'), LW('I'), LW('J'),
    LW('K'), LW('L'), LW('M'), LW('N'), LW('O'), LW('P'), LW('Q'), LW('R'), LW('S'), LW('T'),
    LW('U'), LW('V'), LW('W'), LW('X'), LW('Y'), LW('Z'), LW('_'),
#undef LW
};

/* A fast path's reads stay within this many bytes of the token's start
 * (and label_end checks its own bound): nearer the end, lex_any. */
enum { LX_FAST_ROOM = 64 };

/* A fast path's whole token: cleared, located, then set_tok's fields. */
static inline void
tok_begin(Lexer *lx, Tok *t, TokKind k, const char *p, const char *q)
{
    memset(t, 0, sizeof *t);
    t->loc.line = lx->line;
    t->loc.col = (uint32_t)(p - lx->line_start) + 1;
    set_tok(lx, t, k, p, q);
}

/* The scan of a name or word: label characters from q, which has at
 * least LX_FAST_ROOM readable bytes after the token's start.  Most are
 * short, so the first sixteen go one at a time (cheaper than setting up
 * the SSE2 constants); a longer run goes on with label_end. */
static inline const char *
label_end_short(const char *q, const char *e)
{
    for (int k = 0; k < 16; k++, q++)
        if (!is_label_char(*q))
            return q;
    return label_end(q, e);
}

/* lx_next's fast paths: each lexes one frequent form with the fewest tests,
 * ends it exactly where lex_any would and sets the same fields; anything
 * unusual (a label's ':', a quote, a long number, a word the table does not
 * know) goes to lex_any, which lexes the token from its start.  Each is its
 * own function, called in tail position, so that a punctuation token pays
 * for no register a word needs. */
static __attribute__((noinline)) void
lex_word(Lexer *lx, const char *p)
{
    const char *e = lx->end, *q = label_end_short(p, e);
    size_t n = (size_t)(q - p);
    /* a label, c"...", or a word longer than word_find16 compares */
    if (q >= e || *q == ':' || *q == '"' || n > 16) {
        lex_any(lx);
        return;
    }
    const WordEnt *we = word_find16(p, n);
    if (!we) {
        lex_any(lx); /* iN of another width, u0x.., a word of no meaning */
        return;
    }
    Tok *t = &lx->tok;
    if (we->ibits) {
        tok_begin(lx, t, T_INTTYPE, p, q);
        t->u = we->ibits;
        return;
    }
    tok_begin(lx, t, T_WORD, p, q);
    t->s = p;
    t->slen = (uint32_t)n;
    t->kw = we->kw;
    t->op = we->op;
    t->attr = we->attr;
}

/* %N, %name, @N, @name */
static __attribute__((noinline)) void
lex_sigil(Lexer *lx, const char *p)
{
    Tok *t = &lx->tok;
    const char *s = p + 1, *q = s;
    TokKind k = *p == '%' ? T_LOCAL : T_GLOBAL;
    if (is_digit(*s)) {
        /* up to 9 digits: below 2^32 */
        uint32_t v = 0;
        while (q - s < 9 && is_digit(*q))
            v = v * 10 + (uint32_t)(*q++ - '0');
        if (is_digit(*q)) {
            lex_any(lx);
            return;
        }
        tok_begin(lx, t, k, p, q);
        t->s = s;
        t->slen = (uint32_t)(q - s);
        t->is_id = 1;
        t->u = v;
        return;
    }
    if (*s == '"' || (q = label_end_short(s, lx->end)) == s) {
        lex_any(lx);
        return;
    }
    tok_begin(lx, t, k, p, q);
    t->s = s;
    t->slen = (uint32_t)(q - s);
}

/* [-]digits, at most 19, followed by neither a label character (a '.', an
 * 'x', more digits) nor ':' */
static __attribute__((noinline)) void
lex_int(Lexer *lx, const char *p)
{
    const char *d = p + (*p == '-'), *q = d;
    while (q - d < 19 && is_digit(*q))
        q++;
    if (q == d || is_label_char(*q) || *q == ':') {
        lex_any(lx);
        return;
    }
    tok_begin(lx, &lx->tok, T_INT, p, q);
}

/* The token at p (no blank before it), with room for the fast paths. */
static inline void
lex_dispatch(Lexer *lx, const char *p)
{
    unsigned char c = (unsigned char)*p;
    switch (lead_class[c]) {
    case LEAD_PUNCT:
        tok_begin(lx, &lx->tok, (TokKind)punct_kind[c], p, p + 1);
        return;
    case LEAD_WORD:
        lex_word(lx, p);
        return;
    case LEAD_SIGIL:
        lex_sigil(lx, p);
        return;
    case LEAD_NUM:
        lex_int(lx, p);
        return;
    default:
        lex_any(lx);
        return;
    }
}

/* After white space longer than one blank: skip it, then the token. */
static __attribute__((noinline)) void
lex_after_space(Lexer *lx)
{
    skip_space(lx);
    const char *p = lx->cur;
    if (lx->bad_comment || lx->end - p < LX_FAST_ROOM)
        lex_any(lx); /* (it reports the comment) */
    else
        lex_dispatch(lx, p);
}

void
lx_next(Lexer *lx)
{
    const char *p = lx->cur, *e = lx->end;
    /* most tokens follow one blank, or none */
    if (p < e && *p == ' ')
        lx->cur = ++p;
    if (e - p < LX_FAST_ROOM)
        lex_any(lx);
    else if (cclass[(unsigned char)*p] & CC_SKIP)
        lex_after_space(lx);
    else
        lex_dispatch(lx, p);
}

/* The kind of the token after the current one, without lexing it when its
 * first character decides: the parser's one-token look-aheads (`, !dbg`,
 * `, [` in a phi, `<{`) ask about punctuation and metadata names, and most
 * often see a word (`, align 4`).  T_WORD stands for any token that starts
 * with a letter; otherwise the exact kind. */
TokKind
lx_peek_kind(const Lexer *lx)
{
    const char *p = lx->cur, *e = lx->end;
    while (p < e && (*p == ' ' || *p == '\t'))
        p++;
    if (p + 1 < e) {
        unsigned char c = (unsigned char)*p;
        if (c == '[')
            return T_LSQ;
        if (c == '{')
            return T_LBRACE;
        if (c == '!' && !is_digit(p[1]) && (is_label_char(p[1]) || p[1] == '\\'))
            return T_MDVAR;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
            return T_WORD; /* a word, a label, iN, c"..." or u0x.. */
    }
    Lexer t = *lx;
    lx_next(&t);
    return (TokKind)t.tok.kind;
}

const char *
lx_int_at(const Lexer *lx, const char *q, uint64_t *v)
{
    /* room for the blank, a sign, 19 digits, the byte after and one more
     * (a caller looks for `, ` after the number) */
    if (lx->end - q < 23 || *q != ' ')
        return NULL;
    const char *d = q + 1, *k;
    int neg = *d == '-';
    d += neg;
    uint64_t x = 0;
    for (k = d; k - d < 19 && is_digit(*k); k++)
        x = x * 10 + (uint64_t)(*k - '0');
    if (k == d || is_label_char(*k) || *k == ':')
        return NULL; /* not a T_INT of at most 19 digits */
    *v = neg ? 0 - x : x;
    return k;
}

static int
hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10;
}

/* LangRef "Identifiers": \XX is a byte in hex, \\ a backslash. */
char *
lx_str(IrArena *a, const Tok *t, uint32_t *len)
{
    if (!t->esc) {
        if (len)
            *len = t->slen;
        return ir_arena_strndup(a, t->s, t->slen);
    }
    char *out = ir_arena_alloc(a, t->slen + 1);
    uint32_t n = 0;
    for (uint32_t i = 0; i < t->slen; i++) {
        char c = t->s[i];
        if (c == '\\' && i + 1 < t->slen && t->s[i + 1] == '\\') {
            out[n++] = '\\';
            i++;
        } else if (c == '\\' && i + 2 < t->slen && is_hex(t->s[i + 1]) && is_hex(t->s[i + 2])) {
            out[n++] = (char)(hexval(t->s[i + 1]) * 16 + hexval(t->s[i + 2]));
            i += 2;
        } else {
            out[n++] = c;
        }
    }
    out[n] = 0;
    if (len)
        *len = n;
    return out;
}

void
lx_describe(const Tok *t, char *buf, size_t n)
{
    switch (t->kind) {
    case T_EOF: snprintf(buf, n, "end of file"); return;
    case T_ERROR: snprintf(buf, n, "invalid token"); return;
    case T_STRING: snprintf(buf, n, "string constant"); return;
    default: {
        int len = (int)(t->n > 40 ? 40 : t->n);
        snprintf(buf, n, "'%.*s'", len, t->p);
        return;
    }
    }
}
