/* fuzz_parse.c -- libFuzzer target for the .ll front end (ir_parse,
 * ir_verify, ir_print_module).
 *
 * Properties checked on every input:
 *   1. ir_parse never crashes, hangs, leaks or reads outside the input (the
 *      bytes libFuzzer hands over are not NUL-terminated, so ASan sees any
 *      read past the end);
 *   2. if the input parses and verifies, the printed module parses and
 *      verifies again, and printing that second module gives the same text:
 *      the printer's output is a fixed point of print(parse(.)).
 * A violation of 2 is reported with both texts and abort()s, so libFuzzer
 * keeps the input as a crash.
 *
 * Build and run: fuzz/Makefile, fuzz/run.sh. */
#include "ir/ir.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Show where two printed texts first differ, with a little context. */
static void
show_diff(const IrBuf *a, const IrBuf *b)
{
    size_t n = a->len < b->len ? a->len : b->len, i = 0;
    while (i < n && a->p[i] == b->p[i])
        i++;
    size_t from = i > 200 ? i - 200 : 0;
    fprintf(stderr, "first difference at byte %zu\n--- first print, from byte %zu:\n%.*s\n"
                    "--- second print, from byte %zu:\n%.*s\n",
            i, from, (int)((a->len - from) < 600 ? a->len - from : 600), a->p + from, from,
            (int)((b->len - from) < 600 ? b->len - from : 600), b->p + from);
}

static IR_NORETURN void
roundtrip_fail(const char *what, const IrDiag *d, const IrBuf *text)
{
    fprintf(stderr, "fuzz_parse: round trip failed: %s\n", what);
    if (d)
        fprintf(stderr, "  first error: %u:%u: %s\n", d->first_loc.line, d->first_loc.col,
                d->first_msg);
    if (text)
        fprintf(stderr, "--- printed module (%zu bytes):\n%.*s\n--- end\n", text->len,
                (int)(text->len < 8000 ? text->len : 8000), text->p);
    abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    IrDiag d;
    ir_diag_init(&d, "fuzz-input", NULL, 0, NULL);
    IrModule *m = ir_parse((const char *)data, size, &d, NULL);
    if (!m)
        return 0;
    if (ir_verify(m, &d)) {
        ir_module_free(m);
        return 0;
    }
    IrBuf first = {0};
    ir_print_module(&first, m);
    ir_module_free(m);

    IrDiag d2;
    ir_diag_init(&d2, "printed", NULL, 0, NULL);
    IrModule *m2 = ir_parse(first.p ? first.p : "", first.len, &d2, NULL);
    if (!m2)
        roundtrip_fail("the printed module does not parse", &d2, &first);
    if (ir_verify(m2, &d2))
        roundtrip_fail("the printed module does not verify", &d2, &first);
    IrBuf second = {0};
    ir_print_module(&second, m2);
    ir_module_free(m2);
    if (first.len != second.len || (first.len && memcmp(first.p, second.p, first.len))) {
        show_diff(&first, &second);
        roundtrip_fail("printing the re-parsed module gives different text", NULL, NULL);
    }
    ir_buf_free(&first);
    ir_buf_free(&second);
    return 0;
}
