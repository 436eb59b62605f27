/* tests/lib/embed.c -- a program of another tool's, as `make lib-check`
 * builds it: linked with libllfuzz.a the compiler's default way (a PIE
 * executable with Debian's gcc), it parses, verifies and prints a module
 * through the public API.  Exits 0 when the module comes back as written. */
#include <stdio.h>
#include <string.h>

#include "ir/ir.h"

static const char src[] = "define i32 @add(i32 %a, i32 %b) {\n"
                          "  %s = add nsw i32 %a, %b\n"
                          "  ret i32 %s\n"
                          "}\n";

int
main(void)
{
    IrDiag d;
    ir_diag_init(&d, "embed.ll", src, sizeof src - 1, stderr);
    IrModule *m = ir_parse(src, sizeof src - 1, &d, NULL);
    if (!m || ir_verify(m, &d) != 0)
        return 1;
    IrBuf b = {0};
    ir_print_module(&b, m);
    int ok = b.p && strstr(b.p, "%s = add nsw i32 %a, %b") != NULL;
    printf("embed: %s", ok ? "parsed, verified and printed through libllfuzz.a\n" : b.p);
    ir_buf_free(&b);
    ir_module_free(m);
    return ok ? 0 : 1;
}
