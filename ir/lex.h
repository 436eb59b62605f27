/* lex.h -- the .ll lexer (internal to ir/: the parser and the verifier's
 * helpers include it; nothing outside ir/ does).
 *
 * Tokens point into the source text; names and strings are decoded lazily
 * (lx_str) because most never need their escapes processed. */
#ifndef LLFUZZ_LEX_H
#define LLFUZZ_LEX_H

#include "ir.h"

/* Keywords that are neither opcodes nor attribute names.  KW(x) -> KW_x. */
#define IR_KEYWORDS(KW) \
    KW(void) KW(half) KW(bfloat) KW(float) KW(double) KW(fp128) KW(x86_fp80) \
    KW(ppc_fp128) KW(x86_amx) KW(x86_mmx) KW(ptr) KW(label) KW(token) KW(metadata) \
    KW(opaque) KW(type) KW(target) KW(vscale) KW(x) \
    KW(source_filename) KW(datalayout) KW(triple) KW(module) KW(asm) KW(deplibs) \
    KW(global) KW(constant) KW(alias) KW(ifunc) KW(declare) KW(define) KW(attributes) \
    KW(comdat) KW(any) KW(exactmatch) KW(largest) KW(nodeduplicate) KW(noduplicates) \
    KW(samesize) KW(section) KW(partition) KW(addrspace) KW(gc) \
    KW(prefix) KW(prologue) KW(personality) KW(uselistorder) KW(uselistorder_bb) \
    KW(externally_initialized) KW(thread_local) KW(localdynamic) KW(initialexec) \
    KW(localexec) KW(unnamed_addr) KW(local_unnamed_addr) KW(dso_local) \
    KW(dso_preemptable) KW(default) KW(hidden) KW(protected) KW(dllimport) \
    KW(dllexport) KW(private) KW(internal) KW(available_externally) KW(linkonce) \
    KW(weak) KW(common) KW(appending) KW(extern_weak) KW(linkonce_odr) KW(weak_odr) \
    KW(external) KW(code_model) KW(no_sanitize_address) KW(no_sanitize_hwaddress) \
    KW(sanitize_address_dyninit) KW(distinct) \
    KW(true) KW(false) KW(null) KW(none) KW(undef) KW(poison) KW(zeroinitializer) \
    KW(c) KW(splat) KW(blockaddress) KW(dso_local_equivalent) KW(no_cfi) KW(ptrauth) \
    KW(sideeffect) KW(inteldialect) KW(unwind) \
    KW(nuw) KW(nsw) KW(exact) KW(disjoint) KW(nneg) KW(samesign) KW(inbounds) KW(nusw) \
    KW(inrange) KW(volatile) KW(atomic) KW(unordered) KW(monotonic) KW(acquire) \
    KW(release) KW(acq_rel) KW(seq_cst) KW(syncscope) KW(tail) KW(musttail) \
    KW(notail) KW(to) KW(cleanup) KW(catch) KW(filter) KW(within) KW(caller) KW(cc) \
    KW(nnan) KW(ninf) KW(nsz) KW(arcp) KW(contract) KW(afn) KW(reassoc) KW(fast) \
    KW(eq) KW(ne) KW(ugt) KW(uge) KW(ult) KW(ule) KW(sgt) KW(sge) KW(slt) KW(sle) \
    KW(oeq) KW(ogt) KW(oge) KW(olt) KW(ole) KW(one) KW(ord) KW(uno) KW(ueq) KW(une) \
    KW(argmemonly) KW(inaccessiblememonly) KW(inaccessiblemem_or_argmemonly) \
    KW(nocapture) KW(sync) KW(async) KW(elementwise) KW(alignstack) KW(from)

enum {
    KW_NONE_ = 0,
#define KW(x) KW_##x,
    IR_KEYWORDS(KW)
#undef KW
    KW_N
};

typedef enum TokKind {
    T_EOF, T_ERROR,
    T_EQ, T_COMMA, T_STAR, T_LSQ, T_RSQ, T_LBRACE, T_RBRACE, T_LT, T_GT, T_LPAREN,
    T_RPAREN, T_EXCL, T_BAR, T_COLON, T_DOTDOTDOT,
    T_WORD,       /* bare word: kw/op/attr say what it may be */
    T_INTTYPE,    /* iN: u = N */
    T_LABEL,      /* name:  (bare or quoted, or a number: then is_id/u) */
    T_GLOBAL,     /* @name / @"name" / @N (is_id) */
    T_LOCAL,      /* %name / %"name" / %N (is_id) */
    T_COMDATVAR,  /* $name */
    T_MDVAR,      /* !name (named metadata, attachment kinds, !DILocation...) */
    T_MDID,       /* !N */
    T_ATTRID,     /* #N */
    T_SUMMARYID,  /* ^N */
    T_DBGREC,     /* #dbg_value ... : text after '#dbg_' in the span */
    T_STRING,     /* "..." */
    T_CSTRING,    /* c"..." */
    T_INT,        /* [-]digits, or [us]0x hex */
    T_FP,         /* decimal with '.' or exponent, 0x.. / 0xK.. / 0xL.. / 0xM.. / 0xH.. / 0xR.. */
} TokKind;

typedef struct Tok {
    uint8_t kind;
    uint8_t is_id;      /* numbered (%N, @N, N:) */
    uint8_t quoted;     /* name/string written with quotes */
    uint8_t esc;        /* contains backslash escapes */
    int16_t kw;         /* KW_* or 0 */
    int16_t op;         /* IrOp + 1, or 0 */
    int16_t attr;       /* IrAttrKind, or 0 */
    const char *p;      /* token text */
    uint32_t n;
    const char *s;      /* name/string body (inside quotes, after sigil) */
    uint32_t slen;
    uint64_t u;         /* number of %N/@N/!N/#N/^N, width of iN */
    IrLoc loc;
} Tok;

typedef struct Lexer {
    const char *src, *cur, *end;
    const char *line_start;
    uint32_t line;
    int bad_comment;    /* an unterminated block comment starts at cur */
    Tok tok;            /* the current token */
} Lexer;

void lx_init(Lexer *lx, const char *src, size_t len);
void lx_next(Lexer *lx);
/* The kind of the next token (T_WORD for any that starts with a letter),
 * the lexer unchanged. */
TokKind lx_peek_kind(const Lexer *lx);
/* A blank and a decimal integer at q, straight from the text (the value
 * after a constant's type): the integer as lx_next would lex it as one
 * T_INT (an optional '-', 1 to 19 digits).  Returns the end of the number
 * and its value modulo 2^64 in *v, or NULL. */
const char *lx_int_at(const Lexer *lx, const char *q, uint64_t *v);
/* Decode the name/string of a token into the arena (escapes processed);
 * *len gets the byte length (strings may hold NUL). */
char *lx_str(IrArena *a, const Tok *t, uint32_t *len);
/* The lexer's table of words (ir/wordtab.def) is the one the lists of
 * keywords, opcodes and attributes make now: 1 if so.  lx_wordtab_print
 * writes the table as wordtab.def holds it (`make wordtab`). */
int lx_wordtab_current(void);
void lx_wordtab_print(FILE *f);
/* Keyword text for diagnostics. */
const char *lx_kw_name(int kw);
/* Describe a token for "expected X, found Y" messages. */
void lx_describe(const Tok *t, char *buf, size_t n);

#endif
