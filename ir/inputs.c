/* inputs.c -- the test-input comment lines of a module's text:
 *
 *   ; llfuzz-input: @NAME(T v, T v, ...)
 *
 * The arguments are typed constants as `llfuzz run --args` takes them; the
 * line ends at the last ')'.  Anything else in comments is ignored. */
#include "ir/ir.h"

#include <string.h>

static const char tag[] = "llfuzz-input:";

void
ir_inputs_free(IrInput *in, int n)
{
    for (int i = 0; i < n; i++) {
        ir_free((char *)in[i].func);
        ir_free((char *)in[i].args);
    }
    ir_free(in);
}

static char *
dupn(const char *s, size_t n)
{
    char *p = ir_malloc(n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

int
ir_inputs_parse(const char *src, size_t len, IrInput **out, IrDiag *d)
{
    IrInput *v = NULL;
    int n = 0, cap = 0;
    uint32_t line = 1;
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
            size_t tl = sizeof tag - 1;
            if (j - k >= tl && !memcmp(src + k, tag, tl)) {
                k += tl;
                while (k < j && src[k] == ' ')
                    k++;
                size_t e = j;
                while (e > k && (src[e - 1] == ' ' || src[e - 1] == '\r' || src[e - 1] == '\t'))
                    e--;
                if (k >= e || src[k] != '@') {
                    ir_error_at(d, (IrLoc){line, (uint32_t)(k - i) + 1}, "expected '@' and a function name after '%s'", tag);
                    ir_inputs_free(v, n);
                    return -1;
                }
                size_t n0 = ++k;
                while (k < e && src[k] != '(')
                    k++;
                if (k == e || k == n0 || src[e - 1] != ')') {
                    ir_error_at(d, (IrLoc){line, (uint32_t)(k - i) + 1},
                                "expected '@NAME(arguments)' after '%s'", tag);
                    ir_inputs_free(v, n);
                    return -1;
                }
                if (n == cap) {
                    cap = cap ? cap * 2 : 16;
                    v = ir_realloc(v, sizeof *v * (size_t)cap);
                }
                v[n].func = dupn(src + n0, k - n0);
                v[n].args = dupn(src + k + 1, e - 1 - (k + 1));
                v[n].line = line;
                n++;
            }
        }
        i = j + 1;
    }
    *out = v;
    return n;
}
