/* inputs.c -- the test-input comment lines of a module's text:
 *
 *   ; llfuzz-input: @NAME(T v, T v, ...)
 *   ; llfuzz-input: @NAME(<vscale x 2 x i8> <i8 1, i8 2, i8 3, i8 4>) vscale=2
 *
 * The arguments are typed constants as `llfuzz run --args` takes them; the
 * line ends at the last ')' or at a ` vscale=N` after it (the run's vscale:
 * a scalable vector argument lists all its N*count lanes).  Anything else in
 * comments is ignored. */
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
                /* ` vscale=N` at the end */
                uint32_t vscale = 0;
                size_t dg = e;
                while (dg > k && src[dg - 1] >= '0' && src[dg - 1] <= '9')
                    dg--;
                if (dg < e && dg - k >= 8 && !memcmp(src + dg - 7, "vscale=", 7) &&
                    (src[dg - 8] == ' ' || src[dg - 8] == '\t' || src[dg - 8] == ')')) {
                    uint64_t x = 0;
                    for (size_t q = dg; q < e && x <= UINT32_MAX; q++)
                        x = x * 10 + (uint64_t)(src[q] - '0');
                    if (x == 0 || x > 1024) {
                        ir_error_at(d, (IrLoc){line, (uint32_t)(dg - i) + 1}, "vscale=%llu: vscale is from 1 to 1024",
                                    (unsigned long long)x);
                        ir_inputs_free(v, n);
                        return -1;
                    }
                    vscale = (uint32_t)x;
                    e = dg - 7;
                    while (e > k && (src[e - 1] == ' ' || src[e - 1] == '\t'))
                        e--;
                }
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
                v[n].vscale = vscale;
                n++;
            }
        }
        i = j + 1;
    }
    *out = v;
    return n;
}
