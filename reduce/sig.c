/* sig.c -- divergence signatures (the store's dedup key) and the list of
 * known bugs.
 *
 * The same bug found twice should be one row.  A reduced case identifies a
 * bug well: the tool and its LLVM version, the verdict, the pass the
 * bisection blamed and the opcodes left in the minimal function.  Before
 * reduction only tool failures have a good key, their first error line with
 * the numbers taken out; other findings keep a per-finding placeholder
 * (engine, verdict, seed, function) until the reducer replaces it.
 */
#include "reduce/reduce.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

int
red_verdict_from_name(const char *name)
{
    for (int v = 0; v < ORC_NVERDICTS; v++)
        if (!strcmp(orc_verdict_names[v], name))
            return v;
    return -1;
}

/* Is the line worth keying on? 2: an LLVM error or assertion, 1: an error */
static int
line_rank(const char *s, size_t n)
{
    static const char *const strong[] = {"LLVM ERROR", "Assertion", "UNREACHABLE", "Cannot select",
                                         "the output does not verify"};
    for (size_t k = 0; k < sizeof strong / sizeof strong[0]; k++) {
        size_t kl = strlen(strong[k]);
        for (size_t i = 0; i + kl <= n; i++)
            if (!memcmp(s + i, strong[k], kl))
                return 2;
    }
    for (size_t i = 0; i + 6 <= n; i++)
        if (!memcmp(s + i, "error:", 6))
            return 1;
    return 0;
}

char *
red_crash_key(const char *msg)
{
    if (!msg)
        msg = "";
    /* the lines: the message's own separators are newlines and '|' */
    const char *best = NULL;
    size_t bestn = 0;
    int bestr = -1;
    for (const char *p = msg; *p;) {
        size_t n = strcspn(p, "\n|");
        const char *s = p;
        size_t m = n;
        while (m && isspace((unsigned char)*s))
            s++, m--;
        int r = m ? line_rank(s, m) : -1;
        if (r > bestr) {
            best = s, bestn = m, bestr = r;
            if (r == 2)
                break;
        }
        p += n + (p[n] ? 1 : 0);
    }
    IrBuf b = {0};
    if (best) {
        /* "opt-22 died of signal 6: text": keep the text */
        const char *colon = NULL;
        for (size_t i = 0; i + 7 <= bestn; i++)
            if (!memcmp(best + i, "signal ", 7) || (i + 12 <= bestn && !memcmp(best + i, "exited with ", 12))) {
                const char *c = memchr(best + i, ':', bestn - i);
                if (c)
                    colon = c + 1;
                break;
            }
        if (colon) {
            bestn -= (size_t)(colon - best);
            best = colon;
            while (bestn && *best == ' ')
                best++, bestn--;
        }
    }
    /* which function it happened in is no part of the bug */
    for (size_t i = 0; best && i + 14 <= bestn; i++)
        if (!memcmp(best + i, " (in function:", 14) || !memcmp(best + i, " in function ", 13)) {
            bestn = i;
            break;
        }
    for (size_t i = 0; best && i < bestn;) {
        char ch = best[i];
        /* a path: /x/y/in.ll:3:4: -> its last component */
        if (ch == '/' && (i == 0 || best[i - 1] == ' ' || best[i - 1] == '\'')) {
            size_t j = i, last = i;
            while (j < bestn && best[j] != ' ' && best[j] != ':' && best[j] != '\'') {
                if (best[j] == '/')
                    last = j + 1;
                j++;
            }
            ir_buf_put(&b, best + last, j - last);
            i = j;
            continue;
        }
        if (ch == '0' && i + 1 < bestn && (best[i + 1] == 'x' || best[i + 1] == 'X')) {
            ir_buf_puts(&b, "0x?");
            i += 2;
            while (i < bestn && (isxdigit((unsigned char)best[i]) || best[i] == '?'))
                i++;
            continue;
        }
        if (isdigit((unsigned char)ch)) {
            /* keep digits that are part of a word (i32, f128, x86), drop the others */
            int inword = i > 0 && (isalpha((unsigned char)best[i - 1]) || best[i - 1] == '_');
            int tword = inword && best[i - 1] == 't' && (i < 2 || !isalnum((unsigned char)best[i - 2]));
            size_t j = i;
            while (j < bestn && isdigit((unsigned char)best[j]))
                j++;
            if (inword && !tword)
                ir_buf_put(&b, best + i, j - i);
            else
                ir_buf_putc(&b, 'N');
            i = j;
            continue;
        }
        ir_buf_putc(&b, ch);
        i++;
    }
    char *s = strdup(b.p ? b.p : "");
    ir_buf_free(&b);
    return s;
}

static int
cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* "opt-22" from "opt-22:-O2" (the tool and version, no arguments). */
static void
family(IrBuf *b, const char *engine)
{
    size_t n = strcspn(engine, ":");
    ir_buf_put(b, engine, n);
}

char *
red_signature(const char *engine, OrcVerdict kind, const char *pass, const char *module_text,
              const char *func, const char *crash_msg)
{
    IrBuf b = {0};
    family(&b, engine);
    ir_buf_printf(&b, "|%s|%s|", orc_verdict_names[kind], pass ? pass : "");
    if (!func || !*func) {
        char *k = red_crash_key(crash_msg);
        ir_buf_puts(&b, kind == ORC_HANG ? "" : k);
        free(k);
    } else {
        IrDiag d;
        ir_diag_init(&d, "<reduced>", module_text, strlen(module_text), NULL);
        IrModule *m = module_text ? ir_parse(module_text, strlen(module_text), &d, NULL) : NULL;
        IrFunc *tf = m ? ir_module_func(m, func) : NULL;
        if (tf) {
            /* the test function's and those of the helpers left with it */
            uint32_t n = 0;
            for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
                for (IrBlock *bb = f->first; bb; bb = bb->next)
                    n += bb->ninsts;
            const char **ops = calloc(n + 1, sizeof *ops);
            n = 0;
            for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
                for (IrBlock *bb = f->first; bb; bb = bb->next)
                    for (IrInst *i = bb->first; i; i = i->next)
                        ops[n++] = ir_op_name(i->op);
            qsort(ops, n, sizeof *ops, cmp_str);
            for (uint32_t i = 0; i < n; i++)
                ir_buf_printf(&b, "%s%s", i ? "," : "", ops[i]);
            free(ops);
        }
        ir_module_free(m);
    }
    char *s = strdup(b.p);
    ir_buf_free(&b);
    return s;
}

char *
red_signature_unreduced(const char *engine, OrcVerdict kind, uint64_t seed, const char *func,
                        const char *crash_msg)
{
    if (!func || !*func)
        return red_signature(engine, kind, NULL, NULL, NULL, crash_msg);
    IrBuf b = {0};
    ir_buf_printf(&b, "%s|%s|seed %llu|@%s", engine, orc_verdict_names[kind], (unsigned long long)seed, func);
    char *s = strdup(b.p);
    ir_buf_free(&b);
    return s;
}

struct RedKnown {
    char **sig;
    uint32_t n;
};

RedKnown *
red_known_load(const char *path, char *err, size_t errlen)
{
    size_t len;
    char *text = ir_read_file(path, &len);
    if (!text) {
        snprintf(err, errlen, "cannot read %s", path);
        return NULL;
    }
    RedKnown *k = calloc(1, sizeof *k);
    for (char *p = text; *p;) {
        size_t n = strcspn(p, "\n");
        char *s = p, *e = p + n;
        while (s < e && isspace((unsigned char)*s))
            s++;
        for (char *h = s; h + 1 < e; h++)
            if (isspace((unsigned char)h[0]) && h[1] == '#') {
                e = h; /* a trailing comment */
                break;
            }
        while (e > s && isspace((unsigned char)e[-1]))
            e--;
        if (s < e && *s != '#') {
            k->sig = realloc(k->sig, (k->n + 1) * sizeof *k->sig);
            k->sig[k->n++] = strndup(s, (size_t)(e - s));
        }
        p += n + (p[n] ? 1 : 0);
    }
    ir_free(text);
    return k;
}

int
red_known_has(const RedKnown *k, const char *signature)
{
    for (uint32_t i = 0; k && signature && i < k->n; i++)
        if (!strcmp(k->sig[i], signature))
            return 1;
    return 0;
}

void
red_known_free(RedKnown *k)
{
    if (!k)
        return;
    for (uint32_t i = 0; i < k->n; i++)
        free(k->sig[i]);
    free(k->sig);
    free(k);
}
