/* test_gen.c -- units of the generator: the grammar table, the config file,
 * determinism, well-formedness and UB-freedom of generated modules, feature
 * switches, --target-llvm restrictions, the input comment format, and the
 * UB repair on hand-written modules. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include "exec/exec.h"
#include "gen/gen.h"

static char *
gen_text(const GenOptions *o)
{
    GenModule gm;
    char err[512];
    cr_assert_eq(gen_module(o, &gm, err, sizeof err), 0, "seed %llu: %s", (unsigned long long)o->seed, err);
    IrBuf b = {0};
    gen_print(&b, &gm, o);
    ir_buf_putc(&b, 0);
    gen_module_free(&gm);
    return b.p;
}

static IrModule *
parse_text(const char *src)
{
    IrDiag d;
    ir_diag_init(&d, "gen.ll", src, strlen(src), NULL);
    IrModule *m = ir_parse(src, strlen(src), &d, NULL);
    cr_assert(m, "generated text does not parse: %s (line %u)", d.first_msg, d.first_loc.line);
    cr_assert_eq(ir_verify(m, &d), 0, "generated text does not verify: %s", d.first_msg);
    return m;
}

/* Every `; llfuzz-input:` line of src runs to a return: no UB, no limit,
 * no nondeterministic choice.  Returns the number of runs. */
static int
run_inputs(const char *src)
{
    IrModule *m = parse_text(src);
    IrDiag d;
    ir_diag_init(&d, "gen.ll", src, strlen(src), NULL);
    IrInput *in;
    int n = ir_inputs_parse(src, strlen(src), &in, &d);
    cr_assert_geq(n, 0);
    InterpOptions io;
    memset(&io, 0, sizeof io);
    io.max_steps = 10000000;
    char err[256];
    Interp *ip = interp_new(m, &io, err, sizeof err);
    cr_assert(ip, "%s", err);
    for (int k = 0; k < n; k++) {
        IrFunc *f = ir_module_func(m, in[k].func);
        cr_assert(f, "input line %u names @%s", in[k].line, in[k].func);
        RtVal args[64];
        interp_reset(ip);
        int na = interp_parse_args(ip, f->g.vtype->members, f->nargs, in[k].args, args, err, sizeof err);
        cr_assert_eq(na, (int)f->nargs, "input line %u: %s", in[k].line, err);
        InterpResult res;
        interp_call(ip, f, args, f->nargs, &res);
        cr_assert_eq(res.status, INTERP_RETURNED, "@%s(%s): %s", in[k].func, in[k].args, res.msg);
        cr_assert_eq(res.choices, 0, "@%s(%s): a frozen value steered control flow", in[k].func, in[k].args);
    }
    interp_free(ip);
    ir_inputs_free(in, n);
    ir_module_free(m);
    return n;
}

Test(gen_grammar, productions_are_unique_and_grouped)
{
    for (int i = 0; i < GEN_NPROD; i++) {
        cr_assert_lt(gen_prods[i].group, GG_N);
        cr_assert_lt(gen_prods[i].feature, GF_N);
        cr_assert(gen_prods[i].llvm >= 14 && gen_prods[i].llvm <= 22, "%s", gen_prods[i].name);
        for (int j = 0; j < i; j++)
            cr_assert_str_neq(gen_prods[i].name, gen_prods[j].name);
        if (gen_prods[i].group == GG_FLAG || gen_prods[i].group == GG_POL)
            cr_assert_leq(gen_prods[i].weight, 100, "%s is a percentage", gen_prods[i].name);
    }
}

Test(gen_config, print_then_load_round_trips)
{
    GenConfig c, d;
    gen_config_default(&c);
    c.w[GP_I_ADD] = 77;
    c.feat[GF_FP] = GEN_OFF;
    IrBuf b = {0};
    gen_config_print(&b, &c);
    char path[] = "/tmp/llfuzz-gen-cfg-XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    cr_assert_eq(write(fd, b.p, b.len), (ssize_t)b.len);
    close(fd);
    ir_buf_free(&b);
    gen_config_default(&d);
    IrDiag dg;
    ir_diag_init(&dg, path, NULL, 0, NULL);
    cr_assert_eq(gen_config_load(&d, path, &dg), 0, "%s", dg.first_msg);
    unlink(path);
    cr_assert_eq(d.w[GP_I_ADD], 77);
    cr_assert_eq(d.feat[GF_FP], GEN_OFF);
    cr_assert_eq(memcmp(&c, &d, sizeof c), 0);
}

Test(gen_config, errors_have_line_and_column)
{
    char path[] = "/tmp/llfuzz-gen-cfg-XXXXXX";
    int fd = mkstemp(path);
    const char *text = "# ok\ninst.add = 3\n  inst.nosuch = 4\n";
    cr_assert_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    GenConfig c;
    gen_config_default(&c);
    IrDiag d;
    ir_diag_init(&d, path, NULL, 0, NULL);
    cr_assert_eq(gen_config_load(&c, path, &d), -1);
    cr_assert_eq(d.first_loc.line, 3);
    cr_assert_eq(d.first_loc.col, 3);
    cr_assert(strstr(d.first_msg, "unknown production 'inst.nosuch'"), "%s", d.first_msg);
    fd = open(path, O_WRONLY | O_TRUNC);
    text = "flag.nsw = 101\n";
    cr_assert_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    ir_diag_init(&d, path, NULL, 0, NULL);
    cr_assert_eq(gen_config_load(&c, path, &d), -1);
    cr_assert(strstr(d.first_msg, "0 to 100"), "%s", d.first_msg);
    unlink(path);
}

Test(gen_module, same_seed_same_bytes)
{
    GenOptions o = {.seed = 42};
    char *a = gen_text(&o), *b = gen_text(&o);
    cr_assert_str_eq(a, b);
    o.seed = 43;
    char *c = gen_text(&o);
    cr_assert_str_neq(a, c);
    ir_free(a);
    ir_free(b);
    ir_free(c);
}

Test(gen_module, well_formed_and_ub_free_on_its_inputs, .timeout = 300)
{
    int runs = 0;
    for (uint64_t s = 1; s <= 60; s++) {
        GenOptions o = {.seed = s};
        char *t = gen_text(&o);
        runs += run_inputs(t);
        ir_free(t);
    }
    cr_assert_geq(runs, 60 * 3 * 4 * 9 / 10, "too many inputs dropped: %d runs", runs);
}

Test(gen_module, options_shape_the_module)
{
    GenOptions o = {.seed = 7, .nfuncs = 5, .ninputs = 2, .size = 200};
    char *t = gen_text(&o);
    IrModule *m = parse_text(t);
    for (int k = 0; k < 5; k++) {
        char name[16];
        snprintf(name, sizeof name, "t%d", k);
        cr_assert(ir_module_func(m, name), "no @%s", name);
    }
    cr_assert_null(ir_module_func(m, "t5"));
    IrDiag d;
    ir_diag_init(&d, "gen.ll", NULL, 0, NULL);
    IrInput *in;
    int n = ir_inputs_parse(t, strlen(t), &in, &d);
    cr_assert_eq(n, 10);
    ir_inputs_free(in, n);
    ir_module_free(m);
    ir_free(t);
}

/* A feature switched off leaves no trace in any module. */
Test(gen_module, features_off_stay_off)
{
    GenConfig c;
    gen_config_default(&c);
    c.feat[GF_FP] = GEN_OFF;
    c.feat[GF_MEMORY] = GEN_OFF;
    c.feat[GF_LOOP] = GEN_OFF;
    for (uint64_t s = 1; s <= 40; s++) {
        GenOptions o = {.seed = s, .cfg = &c};
        char *t = gen_text(&o);
        const char *body = strstr(t, "\ndefine");
        cr_assert(body);
        cr_assert_null(strstr(body, " float"), "seed %llu has float", (unsigned long long)s);
        cr_assert_null(strstr(body, " double"), "seed %llu has double", (unsigned long long)s);
        cr_assert_null(strstr(body, " load "), "seed %llu has a load", (unsigned long long)s);
        cr_assert_null(strstr(body, "alloca"), "seed %llu has an alloca", (unsigned long long)s);
        cr_assert_null(strstr(t, "\n@g0"), "seed %llu has a global", (unsigned long long)s);
        ir_free(t);
    }
}

/* --target-llvm 14: nothing LLVM 14's parser rejects. */
Test(gen_module, target_llvm_14_syntax)
{
    static const char *const newer[] = {" samesign ", " disjoint ", " nneg ", "splat (", " nusw ",
                                        "trunc nuw", "trunc nsw", "llvm.scmp", "llvm.ucmp", "llvm.tan.",
                                        "llvm.exp10", "llvm.ldexp", "llvm.frexp", "llvm.is.fpclass",
                                        "atomicrmw fmax", "atomicrmw fmin", "uinc_wrap", "range("};
    for (uint64_t s = 1; s <= 80; s++) {
        GenOptions o = {.seed = s, .target_llvm = 14};
        char *t = gen_text(&o);
        for (size_t k = 0; k < sizeof newer / sizeof newer[0]; k++)
            cr_assert_null(strstr(t, newer[k]), "seed %llu: '%s' with --target-llvm 14", (unsigned long long)s,
                           newer[k]);
        ir_free(t);
    }
}

Test(gen_inputs, lines_and_errors)
{
    const char *src = "; llfuzz-input: @f(i32 1, float 2.0)\n"
                      "define i32 @f(i32 %x, float %y) {\n  ret i32 %x\n}\n"
                      "  ;  llfuzz-input:   @f(i32 -3, float 0.5)  \n"
                      "; not an input: @f(i32 9)\n";
    IrDiag d;
    ir_diag_init(&d, "t.ll", src, strlen(src), NULL);
    IrInput *in;
    int n = ir_inputs_parse(src, strlen(src), &in, &d);
    cr_assert_eq(n, 2);
    cr_assert_str_eq(in[0].func, "f");
    cr_assert_str_eq(in[0].args, "i32 1, float 2.0");
    cr_assert_eq(in[0].line, 1);
    cr_assert_str_eq(in[1].args, "i32 -3, float 0.5");
    cr_assert_eq(in[1].line, 5);
    ir_inputs_free(in, n);
    const char *bad = "\n; llfuzz-input: f(i32 1)\n";
    ir_diag_init(&d, "t.ll", bad, strlen(bad), NULL);
    cr_assert_eq(ir_inputs_parse(bad, strlen(bad), &in, &d), -1);
    cr_assert_eq(d.first_loc.line, 2);
}

/* The repair on a hand-written module: each kind of UB it knows, on an
 * input that triggers it; afterwards the same input runs clean. */
static void
repair_case(const char *src, const char *fn, const char *args, const char *want_in_text)
{
    IrDiag d;
    ir_diag_init(&d, "r.ll", src, strlen(src), NULL);
    IrModule *m = ir_parse(src, strlen(src), &d, NULL);
    cr_assert(m, "%s", d.first_msg);
    cr_assert_eq(ir_verify(m, &d), 0, "%s", d.first_msg);
    GenModule gm = {0};
    gm.m = m;
    gm.ntests = 1;
    gm.tests = ir_calloc(1, sizeof *gm.tests);
    gm.tests[0].f = ir_module_func(m, fn);
    gm.tests[0].ninputs = 1;
    gm.tests[0].inputs = ir_calloc(1, sizeof(char *));
    gm.tests[0].inputs[0] = ir_strdup(args);
    gen_repair(&gm);
    cr_assert_eq(gm.stats.dropped, 0, "%s: the input was dropped", fn);
    cr_assert_geq(gm.stats.repairs, 1, "%s: nothing was repaired", fn);
    IrBuf b = {0};
    gen_print(&b, &gm, &(GenOptions){.seed = 1});
    ir_buf_putc(&b, 0);
    cr_assert_eq(ir_verify(m, &d), 0, "%s after repair: %s\n%s", fn, d.first_msg, b.p);
    if (want_in_text)
        cr_assert(strstr(b.p, want_in_text), "%s: no '%s' in\n%s", fn, want_in_text, b.p);
    cr_assert_eq(run_inputs(b.p), 1);
    ir_buf_free(&b);
    gen_module_free(&gm);
}

Test(gen_repair, division_by_zero_and_overflow)
{
    repair_case("define i32 @f(i32 %x, i32 %y) {\n  %q = udiv i32 %x, %y\n  ret i32 %q\n}\n", "f",
                "i32 7, i32 0", "select");
    repair_case("define i32 @f(i32 %x, i32 %y) {\n  %q = sdiv i32 %x, %y\n  ret i32 %q\n}\n", "f",
                "i32 -2147483648, i32 -1", "select");
}

Test(gen_repair, poison_branch_loses_its_flags)
{
    repair_case("define i32 @f(i32 %x) {\n"
                "  %a = add nsw i32 %x, 1\n"
                "  %c = icmp sgt i32 %a, 0\n"
                "  br i1 %c, label %t, label %e\n"
                "t:\n  ret i32 1\n"
                "e:\n  ret i32 2\n}\n",
                "f", "i32 2147483647", "%a = add i32 %x, 1");
}

Test(gen_repair, shift_amount_masked_and_memory_zeroed)
{
    repair_case("define i32 @f(i32 %x) {\n"
                "  %s = shl i32 1, %x\n"
                "  %c = icmp eq i32 %s, 0\n"
                "  br i1 %c, label %t, label %e\n"
                "t:\n  ret i32 1\n"
                "e:\n  ret i32 2\n}\n",
                "f", "i32 40", "and i32 %x, 31");
    repair_case("define i32 @f(i32 %x) {\n"
                "  %p = alloca [4 x i32], align 4\n"
                "  %v = load i32, ptr %p, align 4\n"
                "  %c = icmp eq i32 %v, %x\n"
                "  br i1 %c, label %t, label %e\n"
                "t:\n  ret i32 1\n"
                "e:\n  ret i32 2\n}\n",
                "f", "i32 3", "llvm.memset");
}

Test(gen_repair, noundef_argument_and_range)
{
    repair_case("define i8 @h(i8 noundef range(i8 0, 10) %a) {\n  ret i8 %a\n}\n"
                "define i8 @f(i8 %x) {\n  %r = call i8 @h(i8 %x)\n  ret i8 %r\n}\n",
                "f", "i8 50", "define i8 @h(i8 noundef %a)");
}

/* The parser shares one array among equal attribute sets: dropping the
 * range from @h's parameter must leave @g's, written the same, alone. */
Test(gen_repair, dropped_range_leaves_an_equal_set_alone)
{
    const char *src = "define i8 @g(i8 range(i8 0, 10) noundef %a) {\n  ret i8 %a\n}\n"
                      "define i8 @h(i8 range(i8 0, 10) noundef %a) {\n  ret i8 %a\n}\n"
                      "define i8 @f(i8 %x) {\n  %r = call i8 @h(i8 %x)\n  ret i8 %r\n}\n";
    repair_case(src, "f", "i8 50", "define i8 @g(i8 range(i8 0, 10) noundef %a)");
    repair_case(src, "f", "i8 50", "define i8 @h(i8 noundef %a)");
}

/* Poison made in a caller (a constant shift amount out of range) reaches a
 * helper's branch through its parameter: the repair follows the parameter
 * to the call sites and fixes the shift there. */
Test(gen_repair, poison_through_a_parameter)
{
    repair_case("define i32 @h(i16 %a) {\n"
                "  %c = icmp sgt i16 %a, 3\n"
                "  br i1 %c, label %t, label %e\n"
                "t:\n  ret i32 1\n"
                "e:\n  ret i32 2\n}\n"
                "define i32 @f(i8 %x) {\n"
                "  %s = lshr i8 -16, -128\n"
                "  %w = sext i8 %s to i16\n"
                "  %r = call i32 @h(i16 %w)\n"
                "  ret i32 %r\n}\n",
                "f", "i8 0", "lshr i8 -16, 0");
}

/* An address is the implementation's choice (it differs between the source
 * and the optimized module): an integer made from one may only feed the
 * difference of two addresses or an inttoptr, never a test's result. */
Test(gen_module, addresses_do_not_leak, .timeout = 300)
{
    int seen = 0;
    for (uint64_t s = 1; s <= 300; s++) {
        GenOptions o = {.seed = s};
        char *t = gen_text(&o);
        IrModule *m = parse_text(t);
        for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
            for (IrBlock *b = f->first; b; b = b->next)
                for (IrInst *i = b->first; i; i = i->next)
                    for (uint32_t k = 0; k < i->nops; k++) {
                        IrValue *v = i->ops[k];
                        if (!v || v->kind != IR_V_INST)
                            continue;
                        IrInst *d = (IrInst *)v;
                        if (d->op != IR_OP_PTRTOINT && d->op != IR_OP_PTRTOADDR)
                            continue;
                        seen++;
                        cr_assert(i->op == IR_OP_SUB || i->op == IR_OP_INTTOPTR,
                                  "seed %llu @%s: an address used by op %d",
                                  (unsigned long long)s, f->g.v.name, i->op);
                    }
        ir_module_free(m);
        ir_free(t);
    }
    cr_assert_gt(seen, 0);
}
