/* test_case.c -- units of the corpus case directives (ir/case.c): each
 * directive read, the defaults, and every kind of bad directive reported at
 * its line and column. */
#include <criterion/criterion.h>
#include <string.h>

#include "ir/ir.h"

static int
parse(const char *src, IrCase *c, IrDiag *d)
{
    ir_diag_init(d, "case.ll", src, strlen(src), NULL);
    return ir_case_parse(src, strlen(src), c, d);
}

Test(corpus_case, all_directives)
{
    const char *src = "; a known bug\n"
                      "; llfuzz-engine: opt-22:-passes=instcombine\n"
                      ";  llfuzz-engine:   llc-22:-O2  \n"
                      "; llfuzz-expect: divergence poison\n"
                      "; llfuzz-llvm: 19-22\n"
                      "; llfuzz-func: @f\n"
                      "; llfuzz-input: @f(i32 1)\n"
                      "; not a directive: llfuzz-foo: x\n"
                      "define i32 @f(i32 %x) {\n  ret i32 %x ; llfuzz-whatever is code's comment\n}\n";
    IrCase c;
    IrDiag d;
    cr_assert_eq(parse(src, &c, &d), 0, "%s", d.first_msg);
    cr_assert_eq(c.nengines, 2);
    cr_assert_str_eq(c.engines[0], "opt-22:-passes=instcombine");
    cr_assert_str_eq(c.engines[1], "llc-22:-O2");
    cr_assert_eq(c.engine_lines[1], 3);
    cr_assert_eq(c.expect, IR_EXPECT_DIVERGENCE);
    cr_assert_str_eq(c.verdict, "poison");
    cr_assert_eq(c.expect_line, 4);
    cr_assert_eq(c.llvm_lo, 19);
    cr_assert_eq(c.llvm_hi, 22);
    cr_assert_str_eq(c.func, "f");
    cr_assert_eq(c.ninputs, 1);
    cr_assert(ir_case_in_range(&c, 19) && ir_case_in_range(&c, 22));
    cr_assert(!ir_case_in_range(&c, 14) && !ir_case_in_range(&c, 23));
    ir_case_free(&c);
}

Test(corpus_case, defaults_and_ranges)
{
    IrCase c;
    IrDiag d;
    cr_assert_eq(parse("; llfuzz-expect: refines\n", &c, &d), 0, "%s", d.first_msg);
    cr_assert_eq(c.expect, IR_EXPECT_REFINES);
    cr_assert_eq(c.nengines, 0);
    cr_assert_null(c.verdict);
    cr_assert_null(c.func);
    cr_assert(ir_case_in_range(&c, 3) && ir_case_in_range(&c, 99));
    ir_case_free(&c);
    cr_assert_eq(parse("; llfuzz-expect: divergence\n; llfuzz-llvm: 22\n", &c, &d), 0, "%s", d.first_msg);
    cr_assert_eq(c.expect, IR_EXPECT_DIVERGENCE);
    cr_assert_null(c.verdict);
    cr_assert(ir_case_in_range(&c, 22) && !ir_case_in_range(&c, 21) && !ir_case_in_range(&c, 23));
    ir_case_free(&c);
    cr_assert_eq(parse("; llfuzz-expect: divergence crash\n; llfuzz-llvm: 19-\n", &c, &d), 0, "%s", d.first_msg);
    cr_assert(ir_case_in_range(&c, 19) && ir_case_in_range(&c, 99) && !ir_case_in_range(&c, 18));
    ir_case_free(&c);
}

/* Each bad case: the line and column of the error, and a word of its message. */
static void
bad(const char *src, uint32_t line, uint32_t col, const char *word)
{
    IrCase c;
    IrDiag d;
    cr_assert_eq(parse(src, &c, &d), -1, "accepted: %s", src);
    cr_assert_eq(d.first_loc.line, line, "%s: line %u, not %u", src, d.first_loc.line, line);
    cr_assert_eq(d.first_loc.col, col, "%s: col %u, not %u", src, d.first_loc.col, col);
    cr_assert(strstr(d.first_msg, word), "%s: message '%s' has no '%s'", src, d.first_msg, word);
    cr_assert_eq(c.nengines, 0);
}

Test(corpus_case, errors)
{
    bad("; llfuzz-expect: refines\n; llfuzz-engnie: opt-22:-O2\n", 2, 3, "llfuzz-engnie");
    bad("; llfuzz-expect: refines\n  ; llfuzz-engine opt-22:-O2\n", 2, 5, "malformed");
    bad("; llfuzz-engine: opt-22:-O2\n; llfuzz-expect: maybe\n", 2, 18, "refines");
    bad("; llfuzz-expect: divergence wrong\n", 1, 29, "wrong");
    bad("; llfuzz-expect: refines extra\n", 1, 18, "refines");
    bad("; llfuzz-expect: refines\n; llfuzz-expect: refines\n", 2, 3, "twice");
    bad("; llfuzz-expect: refines\n; llfuzz-llvm: 22-19\n", 2, 16, "22-19");
    bad("; llfuzz-expect: refines\n; llfuzz-llvm: x\n", 2, 16, "llfuzz-llvm");
    bad("; llfuzz-expect: refines\n; llfuzz-llvm: 19\n; llfuzz-llvm: 22\n", 3, 3, "twice");
    bad("; llfuzz-expect: refines\n; llfuzz-func: f\n", 2, 16, "@NAME");
    bad("; llfuzz-expect: refines\n; llfuzz-engine:\n", 2, 17, "needs a value");
    bad("; llfuzz-expect: refines\n; llfuzz-input: f(i32 1)\n", 2, 17, "'@'");
    bad("; llfuzz-engine: opt-22:-O2\n", 1, 1, "llfuzz-expect");
}
