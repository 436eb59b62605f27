/* case.c -- the header directives of a corpus case (corpus/README.md):
 *
 *   ; llfuzz-engine: opt-22:-passes=instcombine     (one or more)
 *   ; llfuzz-expect: divergence [VERDICT] | refines (exactly one)
 *   ; llfuzz-llvm: 19-22 | 22 | 19-                 (at most one)
 *   ; llfuzz-func: @f                               (at most one)
 *   ; llfuzz-input: @f(i32 7)                       (ir/inputs.c)
 *
 * A directive is a comment line whose first word starts with "llfuzz-".
 * Any other such word, or a directive whose value does not parse, is an
 * error at its line and column: a typo must not turn a case into one that
 * checks nothing. */
#include "ir/ir.h"

#include <string.h>

/* The verdict words of `llfuzz-expect: divergence VERDICT`: what check
 * reports (oracle/refine.c's orc_verdict_names), shortened; "crash" and
 * "hang" also cover a tool that crashes or hangs on the module. */
const char *const ir_case_verdicts[] = {
    "value", "poison", "undef", "ub", "memory", "trace", "interface", "crash", "hang", NULL,
};

void
ir_case_free(IrCase *c)
{
    for (int i = 0; i < c->nengines; i++)
        ir_free(c->engines[i]);
    ir_free(c->engines);
    ir_free(c->engine_lines);
    ir_free(c->verdict);
    ir_free(c->func);
    memset(c, 0, sizeof *c);
}

static char *
dupn(const char *s, size_t n)
{
    char *p = ir_malloc(n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

static int
is_word(char ch)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '-' ||
           ch == '_';
}

/* version: a decimal number 1..9999; returns its end, or NULL */
static const char *
version(const char *s, const char *e, int *out)
{
    int v = 0;
    const char *p = s;
    while (p < e && *p >= '0' && *p <= '9' && v < 10000)
        v = v * 10 + (*p++ - '0');
    if (p == s || v < 1 || v > 9999)
        return NULL;
    *out = v;
    return p;
}

/* range: VERSION | VERSION '-' VERSION | VERSION '-' */
static int
llvm_range(const char *s, const char *e, int *lo, int *hi)
{
    const char *p = version(s, e, lo);
    if (!p)
        return -1;
    if (p == e) {
        *hi = *lo;
        return 0;
    }
    if (*p++ != '-')
        return -1;
    if (p == e) {
        *hi = 0;
        return 0;
    }
    p = version(p, e, hi);
    return p == e && *hi >= *lo ? 0 : -1;
}

int
ir_case_in_range(const IrCase *c, int v)
{
    if (!c->llvm_lo)
        return 1;
    return v >= c->llvm_lo && (!c->llvm_hi || v <= c->llvm_hi);
}

int
ir_case_parse(const char *src, size_t len, IrCase *c, IrDiag *d)
{
    memset(c, 0, sizeof *c);
    uint32_t line = 1, llvm_line = 0;
    for (size_t i = 0; i < len; line++) {
        size_t j = i;
        while (j < len && src[j] != '\n')
            j++;
        size_t k = i;
        while (k < j && (src[k] == ' ' || src[k] == '\t'))
            k++;
        if (k < j && src[k] == ';') {
            k++;
            while (k < j && src[k] == ' ')
                k++;
            if (j - k >= 7 && !memcmp(src + k, "llfuzz-", 7)) {
                size_t w = k;
                while (w < j && is_word(src[w]))
                    w++;
                IrLoc at = {line, (uint32_t)(k - i) + 1};
                int kw = w - k == 12 && !memcmp(src + k, "llfuzz-input", 12) ? 'i'
                       : w - k == 13 && !memcmp(src + k, "llfuzz-engine", 13) ? 'e'
                       : w - k == 13 && !memcmp(src + k, "llfuzz-expect", 13) ? 'x'
                       : w - k == 11 && !memcmp(src + k, "llfuzz-llvm", 11) ? 'l'
                       : w - k == 11 && !memcmp(src + k, "llfuzz-func", 11) ? 'f'
                       : 0;
                if (!kw || w == j || src[w] != ':') {
                    ir_error_at(d, at, "%s directive '%.*s' (known: llfuzz-engine, llfuzz-expect, llfuzz-llvm, "
                                "llfuzz-func, llfuzz-input, each followed by ':')",
                                kw ? "malformed" : "unknown", (int)(w - k), src + k);
                    goto fail;
                }
                /* the value, trimmed */
                size_t v = w + 1, e = j;
                while (v < e && (src[v] == ' ' || src[v] == '\t'))
                    v++;
                while (e > v && (src[e - 1] == ' ' || src[e - 1] == '\t' || src[e - 1] == '\r'))
                    e--;
                IrLoc vat = {line, (uint32_t)(v - i) + 1};
                const char *name = kw == 'e' ? "llfuzz-engine" : kw == 'x' ? "llfuzz-expect"
                                 : kw == 'l' ? "llfuzz-llvm" : "llfuzz-func";
                if (kw == 'i') {
                    /* ir_inputs_parse reads these */
                } else if (v == e) {
                    ir_error_at(d, vat, "directive '%s' needs a value", name);
                    goto fail;
                } else if (kw == 'e') {
                    c->engines = ir_realloc(c->engines, (size_t)(c->nengines + 1) * sizeof *c->engines);
                    c->engine_lines = ir_realloc(c->engine_lines, (size_t)(c->nengines + 1) * sizeof *c->engine_lines);
                    c->engines[c->nengines] = dupn(src + v, e - v);
                    c->engine_lines[c->nengines] = line;
                    c->nengines++;
                } else if (c->expect_line && kw == 'x') {
                    ir_error_at(d, at, "directive '%s' given twice (first at line %u)", name, c->expect_line);
                    goto fail;
                } else if ((kw == 'l' && llvm_line) || (kw == 'f' && c->func)) {
                    ir_error_at(d, at, "directive '%s' given twice", name);
                    goto fail;
                } else if (kw == 'x') {
                    size_t a = v;
                    while (a < e && src[a] != ' ' && src[a] != '\t')
                        a++;
                    size_t b = a;
                    while (b < e && (src[b] == ' ' || src[b] == '\t'))
                        b++;
                    if (a - v == 7 && !memcmp(src + v, "refines", 7) && b == e) {
                        c->expect = IR_EXPECT_REFINES;
                    } else if (a - v == 10 && !memcmp(src + v, "divergence", 10)) {
                        c->expect = IR_EXPECT_DIVERGENCE;
                        if (b < e) {
                            int ok = 0;
                            for (int q = 0; ir_case_verdicts[q]; q++)
                                ok |= strlen(ir_case_verdicts[q]) == e - b &&
                                      !memcmp(ir_case_verdicts[q], src + b, e - b);
                            if (!ok) {
                                ir_error_at(d, (IrLoc){line, (uint32_t)(b - i) + 1},
                                            "llfuzz-expect: unknown verdict '%.*s' (known: value, poison, undef, "
                                            "ub, memory, trace, interface, crash, hang)", (int)(e - b), src + b);
                                goto fail;
                            }
                            c->verdict = dupn(src + b, e - b);
                        }
                    } else {
                        ir_error_at(d, vat, "llfuzz-expect: expected 'refines' or 'divergence [VERDICT]', "
                                    "not '%.*s'", (int)(e - v), src + v);
                        goto fail;
                    }
                    c->expect_line = line;
                } else if (kw == 'l') {
                    if (llvm_range(src + v, src + e, &c->llvm_lo, &c->llvm_hi) < 0) {
                        ir_error_at(d, vat, "llfuzz-llvm: expected a version (22) or a range (19-22, 19-), "
                                    "not '%.*s'", (int)(e - v), src + v);
                        goto fail;
                    }
                    llvm_line = line;
                } else {
                    size_t q = v + (src[v] == '@');
                    size_t r = q;
                    while (r < e && (is_word(src[r]) || src[r] == '.' || src[r] == '$'))
                        r++;
                    if (src[v] != '@' || q == e || r != e) {
                        ir_error_at(d, vat, "llfuzz-func: expected '@NAME', not '%.*s'", (int)(e - v), src + v);
                        goto fail;
                    }
                    c->func = dupn(src + q, e - q);
                }
            }
        }
        i = j + 1;
    }
    IrInput *in = NULL;
    int n = ir_inputs_parse(src, len, &in, d);
    if (n < 0)
        goto fail;
    c->ninputs = n;
    ir_inputs_free(in, n);
    if (!c->expect_line) {
        ir_error_at(d, (IrLoc){1, 1}, "no '; llfuzz-expect: refines' or '; llfuzz-expect: divergence' line: "
                    "a corpus case says what it expects");
        goto fail;
    }
    return 0;
fail:
    ir_case_free(c);
    return -1;
}
