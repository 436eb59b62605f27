/* test_lex.c -- the lexer's fast paths (lx_next) against its general path
 * (lex_any, taken within 64 bytes of the end of the input): every form must
 * give the same token either way, and the tokens the parser relies on. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "ir/lex.h"

/* The fields of a token, with its text and name as offsets from the token's
 * start (so that tokens lexed at different places compare equal). */
typedef struct TokView {
    int kind, is_id, quoted, esc, kw, op, attr;
    long n, s_off, slen;
    unsigned long long u;
    unsigned col;
} TokView;

static TokView
view(const Tok *t)
{
    TokView v = {t->kind, t->is_id, t->quoted, t->esc, t->kw, t->op, t->attr,
                 (long)t->n, -1, (long)t->slen, (unsigned long long)t->u, t->loc.col};
    if (t->kind != T_ERROR && t->s)
        v.s_off = (long)(t->s - t->p);
    return v;
}

/* Lex `text` (then a blank and `tail`) and return the first token. */
static TokView
first_tok(const char *text, const char *tail)
{
    static char buf[512];
    snprintf(buf, sizeof buf, "  %s %s", text, tail);
    Lexer lx;
    lx_init(&lx, buf, strlen(buf));
    lx_next(&lx);
    return view(&lx.tok);
}

static const char *const forms[] = {
    "i1", "i8", "i32", "i64", "i128", "i33", "i7", "i32:", "i8388608", "c\"ab\\41\"", "c",
    "x", "noundef", "nonnull", "dereferenceable", "local_unnamed_addr",
    "abcdefghijklmnopq", "abcdefghijklmnop", "add", "align", "fastcc", "nosuchword",
    "u0x1F", "s0x80", "%0", "%123456789", "%1234567890", "%4294967296", "%a.b", "%\"q r\"",
    "%-x", "%", "@0", "@g_12", "@\"x\\22\"", "-5", "-5:", "-x:", "-", "+5", "5.0", "1e3",
    "0x1p3", "0xK4000", "12345678901234567890", "1234567890123456789", "42abc:", "42:",
    "$c", "$c:", ".L:", ".x", "_a", "#0", "#dbg_value", "!0", "!dbg", "!", "...", ",",
    "=", "(", ")", "[", "]", "{", "}", "<", ">", "*", "|", ":", "^3", "\"str\"",
    "\"lab\":", "lbl:",
};

/* A token lexed with plenty of input after it (the fast paths) is the token
 * lexed at the very end of the input (lex_any only). */
Test(lex, fast_paths_agree_with_the_general_path)
{
    char pad[200];
    memset(pad, 'z', sizeof pad - 1);
    pad[sizeof pad - 1] = 0;
    for (size_t k = 0; k < sizeof forms / sizeof *forms; k++) {
        TokView a = first_tok(forms[k], pad), b = first_tok(forms[k], "");
        int same = a.kind == b.kind && a.is_id == b.is_id && a.quoted == b.quoted && a.esc == b.esc &&
                   a.kw == b.kw && a.op == b.op && a.attr == b.attr && a.n == b.n &&
                   a.s_off == b.s_off && a.slen == b.slen && a.u == b.u && a.col == b.col;
        cr_assert(same,
                  "'%s': kind %d/%d n %ld/%ld u %llu/%llu kw %d/%d op %d/%d attr %d/%d is_id %d/%d",
                  forms[k], a.kind, b.kind, a.n, b.n, a.u, b.u, a.kw, b.kw, a.op, b.op, a.attr, b.attr,
                  a.is_id, b.is_id);
    }
}

Test(lex, frequent_forms)
{
    const char *pad = "                                                                        x";
    TokView t = first_tok("i32", pad);
    cr_assert_eq(t.kind, T_INTTYPE);
    cr_assert_eq(t.u, 32);
    cr_assert_eq(t.col, 3);
    t = first_tok("i33", pad);
    cr_assert_eq(t.kind, T_INTTYPE);
    cr_assert_eq(t.u, 33);
    t = first_tok("%123456789", pad);
    cr_assert_eq(t.kind, T_LOCAL);
    cr_assert(t.is_id);
    cr_assert_eq(t.u, 123456789);
    t = first_tok("%4294967296", pad);
    cr_assert_eq(t.kind, T_ERROR);
    t = first_tok("@g_12", pad);
    cr_assert_eq(t.kind, T_GLOBAL);
    cr_assert_eq(t.slen, 4);
    cr_assert_eq(t.s_off, 1);
    t = first_tok("-5", pad);
    cr_assert_eq(t.kind, T_INT);
    cr_assert_eq(t.n, 2);
    t = first_tok("5.0", pad);
    cr_assert_eq(t.kind, T_FP);
    t = first_tok("42:", pad);
    cr_assert_eq(t.kind, T_LABEL);
    t = first_tok("noundef", pad);
    cr_assert_eq(t.kind, T_WORD);
    cr_assert_neq(t.attr, 0);
    t = first_tok("local_unnamed_addr", pad);
    cr_assert_eq(t.kind, T_WORD);
    cr_assert_neq(t.kw, 0);
    t = first_tok("add", pad);
    cr_assert_neq(t.op, 0);
    t = first_tok("nosuchword", pad);
    cr_assert_eq(t.kind, T_WORD);
    cr_assert_eq(t.kw + t.op + t.attr, 0);
}

/* Lines and columns across newlines, comments and runs of blanks. */
Test(lex, locations_after_white_space)
{
    const char *src = "define i32 @f() {\n  ; comment\n\n    %1 = add i32 0, 1   ; x\n  ret i32 %1\n}\n"
                      "                                                                      ";
    Lexer lx;
    lx_init(&lx, src, strlen(src));
    unsigned lines[64], cols[64];
    int n = 0;
    do {
        lx_next(&lx);
        lines[n] = lx.tok.loc.line;
        cols[n] = lx.tok.loc.col;
        n++;
    } while (lx.tok.kind != T_EOF && n < 64);
    /* define i32 @f ( ) { %1 = add i32 0 , 1 ret i32 %1 } EOF */
    cr_assert_eq(n, 18);
    cr_assert_eq(lines[6], 4);
    cr_assert_eq(cols[6], 5);   /* %1 */
    cr_assert_eq(cols[8], 10);  /* add */
    cr_assert_eq(lines[13], 5);
    cr_assert_eq(cols[13], 3);  /* ret */
    cr_assert_eq(lines[16], 6); /* } */
    cr_assert_eq(cols[16], 1);
}

/* The table of words compiled in (ir/wordtab.def) is the one the lists of
 * keywords, opcodes and attributes make: a word added to a list and not
 * to the table would lex as a word of no meaning. */
Test(lex, word_table_is_current)
{
    cr_assert(lx_wordtab_current(), "ir/wordtab.def is out of date: run `make wordtab`");
}

/* parse_cc looks for a calling convention's name only among words that are
 * neither keywords nor opcodes nor attributes: no name may be one. */
Test(lex, calling_conventions_are_plain_words)
{
    int n = 0;
    for (int k = 0; ir_cc_names[k].name; k++, n++) {
        TokView v = first_tok(ir_cc_names[k].name, "void");
        cr_assert_eq(v.kind, T_WORD, "%s", ir_cc_names[k].name);
        cr_assert(!v.kw && !v.op && !v.attr, "%s is a keyword, an opcode or an attribute", ir_cc_names[k].name);
    }
    cr_assert_gt(n, 20);
}
