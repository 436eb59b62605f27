/* test_native.c -- the native runner (exec/native.c) with the real LLVM
 * tools: values cross the boundary unchanged (identity functions over many
 * types), compiled arithmetic gives the interpreter's values, a crash or a
 * hang belongs to its record only, globals are reset before every record,
 * a failing tool is a batch status, clang and qemu targets work.  Each test
 * compiles once and runs many records; tests whose tool is missing skip. */
#include <criterion/criterion.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "exec/exec.h"

/* ------------------------------------------------------------ helpers */

static int
have(const char *tool)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "command -v %s >/dev/null 2>&1", tool);
    return system(cmd) == 0;
}

static ExNative *
engine(const char *tool, const char *args, double rec_timeout)
{
    if (!have(tool))
        cr_skip_test("%s is not installed", tool);
    ExNativeConfig c;
    memset(&c, 0, sizeof c);
    c.tool = tool;
    c.args = args;
    c.record_timeout = rec_timeout;
    char err[1024];
    ExNative *nx = ex_native_new(&c, err, sizeof err);
    cr_assert(nx, "ex_native_new(%s %s): %s", tool, args, err);
    return nx;
}

static IrModule *
parse(const char *src)
{
    IrDiag d;
    ir_diag_init(&d, "test.ll", src, strlen(src), NULL);
    IrModule *m = ir_parse(src, strlen(src), &d, NULL);
    cr_assert(m, "does not parse: %s (line %u)", d.first_msg, d.first_loc.line);
    cr_assert_eq(ir_verify(m, &d), 0, "does not verify: %s", d.first_msg);
    return m;
}

static Interp *
interp(IrModule *m)
{
    InterpOptions o;
    memset(&o, 0, sizeof o);
    o.max_steps = 1000000;
    char err[256];
    Interp *ip = interp_new(m, &o, err, sizeof err);
    cr_assert(ip, "%s", err);
    return ip;
}

static uint64_t rng_s = 0x9E3779B97F4A7C15ull;

static uint64_t
rnd(void)
{
    rng_s ^= rng_s >> 12;
    rng_s ^= rng_s << 25;
    rng_s ^= rng_s >> 27;
    return rng_s * 2685821657736338717ull;
}

/* Interesting bytes: edge values often, random bytes otherwise. */
static void
fill_random(uint8_t *p, size_t n)
{
    uint64_t mode = rnd() % 4;
    for (size_t i = 0; i < n; i++)
        p[i] = mode == 0 ? 0 : mode == 1 ? 0xff : (uint8_t)rnd();
}

/* Records: `per` random inputs for every function of the batch. */
typedef struct Recs {
    ExNativeRecord *r;
    uint8_t **bufs;
    uint32_t n;
} Recs;

static void
recs_free(Recs *rs)
{
    for (uint32_t k = 0; k < rs->n; k++)
        free(rs->bufs[k]);
    free(rs->bufs);
    free(rs->r);
}

static void
recs_random(Recs *rs, IrModule *m, IrFunc **fs, uint32_t nf, uint32_t per)
{
    rs->n = nf * per;
    rs->r = calloc(rs->n, sizeof *rs->r);
    rs->bufs = calloc(rs->n, sizeof *rs->bufs);
    for (uint32_t k = 0; k < rs->n; k++) {
        uint32_t f = k % nf;
        size_t n = (size_t)ex_native_args_size(m, fs[f]);
        rs->bufs[k] = malloc(n + 1);
        fill_random(rs->bufs[k], n);
        rs->r[k] = (ExNativeRecord){f, rs->bufs[k], n};
    }
}

static uint32_t
all_funcs(IrModule *m, IrFunc **fs, uint32_t max)
{
    uint32_t n = 0;
    for (IrFunc *f = m->funcs; f && n < max; f = (IrFunc *)f->g.next)
        if (!f->is_decl)
            fs[n++] = f;
    return n;
}

/* The canonical bytes of t for raw bytes p: what a load then a store of
 * them leaves (bits past an iN's width, padding: 0). */
static void
canon(Interp *ip, IrType *t, const uint8_t *p, size_t n, uint8_t *out)
{
    RtVal v;
    cr_assert_eq(interp_val_from_bytes(ip, t, p, n, &v), 0);
    memset(out, 0xAA, n);
    cr_assert_eq(interp_val_to_bytes(ip, &v, out, n), (int)n);
}

/* Inputs must be in the form a store writes (interp_val_to_bytes): LLVM
 * assumes that the bits past an iN's width in its last byte are zero. */
static void
canon_inputs(Interp *ip, IrModule *m, IrFunc **fs, Recs *rs)
{
    for (uint32_t k = 0; k < rs->n; k++) {
        IrType *ft = fs[rs->r[k].func]->g.vtype;
        size_t off = 0;
        for (uint32_t i = 0; i < ft->nmembers; i++) {
            size_t n = (size_t)ir_type_store_size(m, ft->members[i]);
            canon(ip, ft->members[i], rs->bufs[k] + off, n, rs->bufs[k] + off);
            off += n;
        }
    }
}

/* got (fully defined) is one of the values want (with its poison and
 * undef or fixed-unknown bits) allows. */
static int
refines(const RtVal *want, const RtVal *got)
{
    if (want->nleaves != got->nleaves)
        return 0;
    for (uint32_t i = 0; i < want->nleaves; i++) {
        const RtLeaf *w = &want->leaf[i], *g = &got->leaf[i];
        if (w->poison)
            continue;
        for (uint32_t k = 0; k < w->words; k++)
            if ((w->bits[k] ^ g->bits[k]) & ~w->undef[k])
                return 0;
    }
    return 1;
}

static void
hex(char *s, const uint8_t *p, size_t n)
{
    s[0] = 0;
    for (size_t i = 0; i < n && i < 40; i++)
        sprintf(s + 2 * i, "%02x", p[i]);
}

static void
run_ok(ExNative *nx, IrModule *m, IrFunc **fs, uint32_t nf, const Recs *rs, ExNativeBatch *b)
{
    int r = ex_native_run(nx, m, fs, nf, rs->r, rs->n, b);
    cr_assert_eq(r, 0, "batch: %s: %s", ex_native_batch_status_name(b->status), b->msg);
    cr_assert_eq(b->status, EX_NATIVE_BATCH_OK);
    cr_assert_eq(b->nres, rs->n);
}

/* --------------------------------------------- identity: the boundary */

static const char *identity_types[] = {
    "i1", "i7", "i8", "i16", "i32", "i33", "i64", "i65", "i128", "half", "float", "double",
    "fp128", "x86_fp80", "<4 x i32>", "<3 x i8>", "<8 x i1>", "[2 x i16]", "{ i8, i32 }", "ptr",
    "<2 x double>", "{ i1, [3 x i8], i64 }",
};
#define NTYPES (sizeof identity_types / sizeof identity_types[0])

static char *
identity_module(int only_portable)
{
    static char src[8192];
    size_t n = 0;
    for (size_t i = 0; i < NTYPES; i++) {
        if (only_portable && strcmp(identity_types[i], "x86_fp80") == 0)
            continue;
        n += (size_t)snprintf(src + n, sizeof src - n, "define %s @id%zu(%s %%x) {\n  ret %s %%x\n}\n",
                              identity_types[i], i, identity_types[i], identity_types[i]);
    }
    /* two arguments of different sizes: the packing */
    n += (size_t)snprintf(src + n, sizeof src - n,
                          "define i16 @second(i8 %%a, i16 %%b, double %%c) {\n  ret i16 %%b\n}\n");
    return src;
}

/* Every record: the result's bytes are the argument's, up to the bits that
 * are not part of the value (which the canonical form zeroes). */
static void
check_identity(ExNative *nx, int portable)
{
    IrModule *m = parse(identity_module(portable));
    char err[256];
    cr_assert_geq(ex_native_prepare(nx, m, err, sizeof err), 0, "%s", err);
    Interp *ip = interp(m);
    IrFunc *fs[64];
    uint32_t nf = all_funcs(m, fs, 64);
    Recs rs;
    recs_random(&rs, m, fs, nf, 24);
    /* a few fixed ptr inputs: null and an address */
    ExNativeBatch b;
    run_ok(nx, m, fs, nf, &rs, &b);
    int masked = 0;
    for (uint32_t k = 0; k < rs.n; k++) {
        IrFunc *f = fs[rs.r[k].func];
        IrType *t = f->g.vtype->elem;
        const ExNativeResult *res = &b.res[k];
        cr_assert_eq(res->status, EX_NATIVE_OK, "record %u (@%s): %s %d", k, f->g.v.name,
                     ex_native_status_name(res->status), res->code);
        size_t n = (size_t)ex_native_ret_size(m, f);
        cr_assert_eq(res->nret, n);
        const uint8_t *in = rs.r[k].in;
        if (strcmp(f->g.v.name, "second") == 0)
            in += 1; /* i16 %b after i8 %a */
        uint8_t ci[64], co[64];
        canon(ip, t, in, n, ci);
        canon(ip, t, res->ret, n, co);
        masked |= memcmp(ci, in, n) != 0;
        char hi[96], ho[96];
        hex(hi, ci, n);
        hex(ho, co, n);
        cr_expect(memcmp(ci, co, n) == 0, "@%s (%s): in %s, out %s", f->g.v.name,
                  ir_type_str(m->arena, t), hi, ho);
    }
    cr_expect(masked, "no input had bits outside its value: the masking is not exercised");
    ex_native_batch_free(&b);
    recs_free(&rs);
    interp_free(ip);
    ir_module_free(m);
}

Test(native, identity_llc22)
{
    ExNative *nx = engine("llc-22", "-O2", 1);
    check_identity(nx, 0);
    ex_native_free(nx);
}

/* ------------------------------------------- arithmetic = interpreter */

static const char arith_src[] =
    "define i32 @add(i32 %a, i32 %b) {\n  %r = add i32 %a, %b\n  ret i32 %r\n}\n"
    "define i64 @mulx(i64 %a, i64 %b) {\n  %m = mul i64 %a, %b\n  %r = xor i64 %m, %a\n  ret i64 %r\n}\n"
    "define i128 @shl(i128 %a, i128 %b) {\n  %s = and i128 %b, 127\n  %r = shl i128 %a, %s\n  ret i128 %r\n}\n"
    "define i17 @odd(i17 %a, i17 %b) {\n  %c = icmp ult i17 %a, %b\n  %s = sub i17 %a, %b\n"
    "  %r = select i1 %c, i17 %s, i17 %b\n  ret i17 %r\n}\n"
    "define double @fma(double %a, double %b) {\n  %m = fmul double %a, %b\n  %r = fadd double %m, 1.0\n"
    "  ret double %r\n}\n"
    "define i1 @cmp(float %a, float %b) {\n  %r = fcmp olt float %a, %b\n  ret i1 %r\n}\n"
    "define <4 x i32> @vec(<4 x i32> %a, <4 x i32> %b) {\n  %r = mul <4 x i32> %a, %b\n"
    "  ret <4 x i32> %r\n}\n"
    "define { i8, i32 } @agg(i8 %a, i32 %b) {\n  %x = insertvalue { i8, i32 } poison, i8 %a, 0\n"
    "  %c = add i32 %b, 7\n  %y = insertvalue { i8, i32 } %x, i32 %c, 1\n  ret { i8, i32 } %y\n}\n"
    "define void @nothing(i32 %a) {\n  ret void\n}\n"
    "define fastcc zeroext i8 @cc(i8 zeroext %a) {\n  %r = udiv i8 %a, 3\n  ret i8 %r\n}\n";

static void
check_arith(ExNative *nx)
{
    IrModule *m = parse(arith_src);
    char err[256];
    cr_assert_geq(ex_native_prepare(nx, m, err, sizeof err), 0, "%s", err);
    Interp *ip = interp(m);
    IrFunc *fs[32];
    uint32_t nf = all_funcs(m, fs, 32);
    Recs rs;
    recs_random(&rs, m, fs, nf, 40);
    canon_inputs(ip, m, fs, &rs);
    ExNativeBatch b;
    run_ok(nx, m, fs, nf, &rs, &b);
    for (uint32_t k = 0; k < rs.n; k++) {
        IrFunc *f = fs[rs.r[k].func];
        IrType *ft = f->g.vtype;
        cr_assert_eq(b.res[k].status, EX_NATIVE_OK, "record %u (@%s): %s", k, f->g.v.name,
                     ex_native_status_name(b.res[k].status));
        RtVal args[8];
        size_t off = 0;
        interp_reset(ip);
        for (uint32_t i = 0; i < ft->nmembers; i++) {
            size_t n = (size_t)ir_type_store_size(m, ft->members[i]);
            cr_assert_eq(interp_val_from_bytes(ip, ft->members[i], rs.r[k].in + off, n, &args[i]), 0);
            off += n;
        }
        /* the packing agrees with ex_native_pack_args */
        uint8_t packed[256];
        cr_assert_eq(ex_native_pack_args(ip, f, args, packed, sizeof packed), (long)rs.r[k].nin);
        InterpResult ir;
        InterpStatus st = interp_call(ip, f, args, ft->nmembers, &ir);
        cr_assert_eq(st, INTERP_RETURNED, "@%s: %s", f->g.v.name, ir.msg);
        size_t n = b.res[k].nret;
        cr_assert_eq(n, (size_t)ex_native_ret_size(m, f));
        if (!n)
            continue;
        RtVal got;
        cr_assert_eq(interp_val_from_bytes(ip, ft->elem, b.res[k].ret, n, &got), 0);
        if (!refines(&ir.ret, &got)) {
            IrBuf w = {0}, g = {0};
            interp_val_print(&w, ip, &ir.ret);
            interp_val_print(&g, ip, &got);
            ir_buf_putc(&w, 0);
            ir_buf_putc(&g, 0);
            cr_expect_fail("@%s record %u: interpreter %s, native %s", f->g.v.name, k, w.p, g.p);
            ir_buf_free(&w);
            ir_buf_free(&g);
        }
    }
    ex_native_batch_free(&b);
    recs_free(&rs);
    interp_free(ip);
    ir_module_free(m);
}

Test(native, arith_llc22)
{
    ExNative *nx = engine("llc-22", "-O2", 1);
    check_arith(nx);
    ex_native_free(nx);
}

Test(native, arith_clang22)
{
    ExNative *nx = engine("clang-22", "-O2", 1);
    check_arith(nx);
    ex_native_free(nx);
}

Test(native, arith_llc22_globalisel)
{
    if (!have("llc-22"))
        cr_skip_test("llc-22 is not installed");
    /* the arguments as a vector, the way ExEngine holds them */
    char *argv[] = {"-O0", "-global-isel", "-global-isel-abort=2"};
    ExNativeConfig c = {.tool = "llc-22", .argv = argv, .nargv = 3};
    char err[1024];
    ExNative *nx = ex_native_new(&c, err, sizeof err);
    cr_assert(nx, "%s", err);
    check_arith(nx);
    ex_native_free(nx);
}

/* ---------------------------------- crashes, hangs, exits, globals */

static const char misc_src[] =
    "@g = global i32 5\n"
    "@h = internal global i32 0\n"
    "@k = constant i32 1\n"
    "@arr = global [3 x i16] [i16 1, i16 2, i16 3]\n"
    "declare void @exit(i32)\n"
    "declare void @abort()\n"
    "define i32 @div(i32 %x) {\n  %r = sdiv i32 1000, %x\n  ret i32 %r\n}\n"
    "define i32 @inc() {\n  %v = load i32, ptr @g\n  %n = add i32 %v, 1\n  store i32 %n, ptr @g\n"
    "  store i16 9, ptr @arr\n  ret i32 %n\n}\n"
    "define i32 @spin(i32 %x) {\nentry:\n  %c = icmp eq i32 %x, 0\n  br i1 %c, label %loop, label %out\n"
    "loop:\n  br label %loop\nout:\n  ret i32 %x\n}\n"
    "define i32 @quit(i32 %x) {\n  %c = icmp eq i32 %x, 0\n  br i1 %c, label %q, label %a\n"
    "q:\n  call void @exit(i32 3)\n  unreachable\n"
    "a:\n  %d = icmp eq i32 %x, 1\n  br i1 %d, label %ab, label %ok\n"
    "ab:\n  call void @abort()\n  unreachable\nok:\n  ret i32 %x\n}\n"
    "define i32 @main() {\n  ret i32 42\n}\n"
    "define i32 @read(i32 %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n"
    "define i32 @fork() {\n  %r = call i32 @read(i32 6)\n  ret i32 %r\n}\n";

Test(native, crash_hang_exit_and_globals)
{
    ExNative *nx = engine("llc-22", "-O2", 0.2);
    IrModule *m = parse(misc_src);
    IrFunc *fs[] = {ir_module_func(m, "div"), ir_module_func(m, "inc"), ir_module_func(m, "spin"),
                    ir_module_func(m, "quit"), ir_module_func(m, "main"), ir_module_func(m, "fork")};
    /* (function, i32 argument) */
    static const struct { uint32_t f; int32_t x; } plan[] = {
        {0, 5}, {1, 0}, {0, 0}, {1, 0}, {0, -7}, {2, 1}, {2, 0}, {1, 0}, {2, 2}, {0, 0},
        {3, 0}, {1, 0}, {3, 1}, {3, 2}, {4, 0}, {1, 0}, {5, 0}, {0, 0}, {5, 0},
    };
    enum { N = sizeof plan / sizeof plan[0] };
    ExNativeRecord recs[N];
    uint8_t in[N][4];
    for (int k = 0; k < N; k++) {
        memcpy(in[k], &plan[k].x, 4);
        int noargs = plan[k].f == 1 || plan[k].f >= 4;
        recs[k] = (ExNativeRecord){plan[k].f, in[k], noargs ? 0 : 4};
    }
    ExNativeBatch b;
    int r = ex_native_run(nx, m, fs, 6, recs, N, &b);
    cr_assert_eq(r, 0, "%s: %s", ex_native_batch_status_name(b.status), b.msg);
    /* observable globals: @g and @arr (not the internal @h, not the constant @k) */
    cr_assert_eq(b.nglobals, 2);
    cr_expect_eq(b.gvars[0], ir_module_global(m, "g"));
    cr_expect_eq(b.gvars[1], ir_module_global(m, "arr"));
    cr_expect_eq(b.gsize[0], 4);
    cr_expect_eq(b.gsize[1], 6);
    cr_expect_eq(b.goff[1], 4);
    for (int k = 0; k < N; k++) {
        const ExNativeResult *res = &b.res[k];
        int32_t x = plan[k].x, v;
        switch (plan[k].f) {
        case 0:
            if (x == 0) {
                cr_expect_eq(res->status, EX_NATIVE_CRASH, "record %d", k);
                cr_expect_eq(res->code, SIGFPE, "record %d", k);
            } else {
                cr_assert_eq(res->status, EX_NATIVE_OK, "record %d: %s", k, ex_native_status_name(res->status));
                memcpy(&v, res->ret, 4);
                cr_expect_eq(v, 1000 / x, "record %d", k);
                /* globals untouched: their initial bytes */
                memcpy(&v, res->globals, 4);
                cr_expect_eq(v, 5);
            }
            break;
        case 1:
            /* the same value every time: @g was reset before each record */
            cr_assert_eq(res->status, EX_NATIVE_OK, "record %d: %s", k, ex_native_status_name(res->status));
            memcpy(&v, res->ret, 4);
            cr_expect_eq(v, 6, "record %d", k);
            memcpy(&v, res->globals + b.goff[0], 4);
            cr_expect_eq(v, 6, "record %d", k);
            uint16_t a[3];
            memcpy(a, res->globals + b.goff[1], 6);
            cr_expect(a[0] == 9 && a[1] == 2 && a[2] == 3, "record %d: %u %u %u", k, a[0], a[1], a[2]);
            break;
        case 2:
            if (x == 0) {
                cr_expect_eq(res->status, EX_NATIVE_HANG, "record %d: %s", k, ex_native_status_name(res->status));
                cr_expect_eq(res->code, 0);
            } else {
                cr_assert_eq(res->status, EX_NATIVE_OK, "record %d", k);
                memcpy(&v, res->ret, 4);
                cr_expect_eq(v, x);
            }
            break;
        case 3:
            if (x == 0) {
                cr_expect_eq(res->status, EX_NATIVE_EXIT, "record %d: %s", k, ex_native_status_name(res->status));
                cr_expect_eq(res->code, 3);
            } else if (x == 1) {
                cr_expect_eq(res->status, EX_NATIVE_CRASH, "record %d", k);
                cr_expect_eq(res->code, SIGABRT);
            } else {
                cr_expect_eq(res->status, EX_NATIVE_OK, "record %d", k);
            }
            break;
        case 4: /* a test function named main: renamed for the link */
            cr_assert_eq(res->status, EX_NATIVE_OK, "record %d", k);
            memcpy(&v, res->ret, 4);
            cr_expect_eq(v, 42);
            break;
        case 5: /* @fork calls @read: both renamed, the runner's own are libc's */
            cr_assert_eq(res->status, EX_NATIVE_OK, "record %d: %s", k, ex_native_status_name(res->status));
            memcpy(&v, res->ret, 4);
            cr_expect_eq(v, 7);
            break;
        }
    }
    cr_expect_str_eq(ir_module_func(m, "main")->g.v.name, "main");
    cr_expect_str_eq(ir_module_func(m, "read")->g.v.name, "read");
    ex_native_batch_free(&b);
    ir_module_free(m);
    ex_native_free(nx);
}

/* ---------------------------------------------------- failures */

Test(native, tool_failure_is_a_batch_status)
{
    if (!have("llc-22"))
        cr_skip_test("llc-22 is not installed");
    char *argv[] = {"-O2", "-no-such-llc-option"};
    ExNativeConfig c = {.tool = "llc-22", .argv = argv, .nargv = 2};
    char err[512];
    ExNative *nx = ex_native_new(&c, err, sizeof err);
    cr_assert(nx, "%s", err);
    IrModule *m = parse("define i32 @f(i32 %x) {\n  ret i32 %x\n}\n");
    IrFunc *f = ir_module_func(m, "f");
    uint8_t in[4] = {1, 2, 3, 4};
    ExNativeRecord rec = {0, in, 4};
    ExNativeBatch b;
    cr_assert_eq(ex_native_run(nx, m, &f, 1, &rec, 1, &b), -1);
    cr_expect_eq(b.status, EX_NATIVE_TOOL_FAILED, "%s", ex_native_batch_status_name(b.status));
    cr_expect(strstr(b.msg, "no-such-llc-option") != NULL, "msg: %s", b.msg);
    cr_expect_eq(b.res[0].status, EX_NATIVE_NOT_RUN);
    ex_native_batch_free(&b);
    /* a bad record: a batch status, nothing runs */
    ExNativeRecord bad = {0, in, 3};
    cr_assert_eq(ex_native_run(nx, m, &f, 1, &bad, 1, &b), -1);
    cr_expect_eq(b.status, EX_NATIVE_BAD_REQUEST);
    ex_native_batch_free(&b);
    ir_module_free(m);
    /* more output than the runner may write: refused before anything runs */
    m = parse("@big = global [100000000 x i8] zeroinitializer\ndefine i32 @f(i32 %x) {\n  ret i32 %x\n}\n");
    f = ir_module_func(m, "f");
    ExNativeRecord three[3] = {rec, rec, rec};
    cr_assert_eq(ex_native_run(nx, m, &f, 1, three, 3, &b), -1);
    cr_expect_eq(b.status, EX_NATIVE_BAD_REQUEST);
    cr_expect(strstr(b.msg, "split the batch") != NULL, "%s", b.msg);
    ex_native_batch_free(&b);
    ir_module_free(m);
    ex_native_free(nx);

    /* IR the tool rejects: llc-22 fails, llfuzz does not */
    nx = engine("llc-22", "-O2", 1);
    m = parse("define i32 @f(i32 %x) {\n  ret i32 %x\n}\n");
    f = ir_module_func(m, "f");
    f->g.vtype = ir_type_func(m, ir_type_int(m, 64), f->g.vtype->members, 1, 0); /* ret i32 in an i64 function */
    cr_assert_eq(ex_native_run(nx, m, &f, 1, &rec, 1, &b), -1);
    cr_expect(b.status == EX_NATIVE_TOOL_FAILED || b.status == EX_NATIVE_BAD_REQUEST, "%s: %s",
              ex_native_batch_status_name(b.status), b.msg);
    ex_native_batch_free(&b);
    ir_module_free(m);
    ex_native_free(nx);

    c = (ExNativeConfig){.tool = "llc-no-such-version", .args = "-O2"};
    cr_expect_null(ex_native_new(&c, err, sizeof err));
    cr_expect(strstr(err, "llc-no-such-version") != NULL, "err: %s", err);
}

Test(native, unsupported_functions)
{
    IrModule *m = parse("define i32 @v(i32 %x, ...) {\n  ret i32 %x\n}\n"
                        "define void @s(ptr sret(i32) %p) {\n  ret void\n}\n"
                        "define i32 @ok(i32 %x) {\n  ret i32 %x\n}\n");
    char why[256];
    cr_expect_eq(ex_native_check_func(m, ir_module_func(m, "v"), why, sizeof why), -1);
    cr_expect(strstr(why, "variable") != NULL, "%s", why);
    cr_expect_eq(ex_native_check_func(m, ir_module_func(m, "s"), why, sizeof why), -1);
    cr_expect(strstr(why, "sret") != NULL, "%s", why);
    cr_expect_eq(ex_native_check_func(m, ir_module_func(m, "ok"), why, sizeof why), 0);
    ir_module_free(m);
}

/* ------------------------------------------------ other tools, targets */

Test(native, llvm14_llc)
{
    ExNative *nx = engine("llc", "-O2", 1);
    if (ex_native_llvm_version(nx) > 14) {
        ex_native_free(nx);
        cr_skip_test("llc is not LLVM 14");
    }
    check_arith(nx);
    ex_native_free(nx);
}

static ExNative *
cross_engine(const char *arch, const char *tool, const char *args)
{
    char gcc[64], qemu[64];
    snprintf(gcc, sizeof gcc, "%s-linux-gnu-gcc", arch);
    snprintf(qemu, sizeof qemu, "qemu-%s", arch);
    if (!have(gcc) || !have(qemu))
        cr_skip_test("%s or %s is not installed", gcc, qemu);
    return engine(tool, args, 2);
}

Test(native, aarch64_qemu)
{
    ExNative *nx = cross_engine("aarch64", "llc-22", "-mtriple=aarch64-linux-gnu -O2");
    cr_expect(strncmp(ex_native_triple(nx), "aarch64", 7) == 0, "%s", ex_native_triple(nx));
    check_identity(nx, 1);
    check_arith(nx);
    /* a trap is a crash of its record only */
    IrModule *m = parse("declare void @llvm.trap()\n"
                        "define i32 @t(i32 %x) {\n  %c = icmp eq i32 %x, 0\n  br i1 %c, label %a, label %b\n"
                        "a:\n  call void @llvm.trap()\n  unreachable\nb:\n  ret i32 %x\n}\n");
    IrFunc *f = ir_module_func(m, "t");
    int32_t xs[] = {1, 0, 2};
    ExNativeRecord recs[3];
    for (int k = 0; k < 3; k++)
        recs[k] = (ExNativeRecord){0, (const uint8_t *)&xs[k], 4};
    ExNativeBatch b;
    cr_assert_eq(ex_native_run(nx, m, &f, 1, recs, 3, &b), 0, "%s", b.msg);
    cr_expect_eq(b.res[0].status, EX_NATIVE_OK);
    cr_expect_eq(b.res[1].status, EX_NATIVE_CRASH);
    cr_expect(b.res[1].code == SIGTRAP || b.res[1].code == SIGILL, "signal %d", b.res[1].code);
    cr_expect_eq(b.res[2].status, EX_NATIVE_OK);
    ex_native_batch_free(&b);
    ir_module_free(m);
    ex_native_free(nx);
}

Test(native, riscv64_qemu_clang)
{
    ExNative *nx = cross_engine("riscv64", "clang-22", "--target=riscv64-linux-gnu -O2");
    check_arith(nx);
    ex_native_free(nx);
}

/* ------------------------------------- values <-> bytes (no tools) */

Test(native, value_bytes)
{
    IrModule *m = parse("target datalayout = \"e-m:e-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n"
                        "define void @f() {\n  ret void\n}\n");
    Interp *ip = interp(m);
    static const struct {
        const char *type, *val;
        uint8_t bytes[16];
        int n;
    } cases[] = {
        {"i7", "i7 -1", {0x7f}, 1},
        {"i1", "i1 1", {0x01}, 1},
        {"i17", "i17 65537", {0x01, 0x00, 0x01}, 3},
        {"{ i8, i32 }", "{ i8, i32 } { i8 1, i32 2 }", {1, 0, 0, 0, 2, 0, 0, 0}, 8},
        {"<8 x i1>", "<8 x i1> <i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 1>", {0x81}, 1},
        {"<3 x i8>", "<3 x i8> <i8 1, i8 2, i8 3>", {1, 2, 3}, 3},
        {"x86_fp80", "x86_fp80 0xK3FFF8000000000000000", {0, 0, 0, 0, 0, 0, 0, 0x80, 0xff, 0x3f}, 10},
        {"half", "half 1.0", {0x00, 0x3c}, 2},
        {"i32", "i32 poison", {0, 0, 0, 0}, 4},
        {"ptr", "ptr null", {0}, 8},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        IrDiag d;
        ir_diag_init(&d, "t", cases[i].type, strlen(cases[i].type), NULL);
        IrValue *c;
        cr_assert_eq(ir_parse_typed_constants(m, cases[i].val, strlen(cases[i].val), &c, 1, &d), 1, "%s",
                     cases[i].val);
        IrType *t = c->type;
        RtVal v;
        char err[256];
        cr_assert_eq(interp_parse_args(ip, &t, 1, cases[i].val, &v, err, sizeof err), 1, "%s: %s", cases[i].val,
                     err);
        uint8_t buf[32];
        memset(buf, 0xEE, sizeof buf);
        cr_assert_eq(interp_val_to_bytes(ip, &v, buf, sizeof buf), cases[i].n, "%s", cases[i].val);
        cr_expect_eq(buf[cases[i].n], 0xEE, "%s: wrote past its store size", cases[i].val);
        char hg[64], hw[64];
        hex(hg, buf, (size_t)cases[i].n);
        hex(hw, cases[i].bytes, (size_t)cases[i].n);
        cr_expect(memcmp(buf, cases[i].bytes, (size_t)cases[i].n) == 0, "%s: %s, want %s", cases[i].val, hg, hw);
        cr_expect_eq(interp_val_to_bytes(ip, &v, buf, (size_t)cases[i].n - 1), -1, "%s: short buffer", cases[i].val);
        /* and back: the same value (poison comes back as 0) */
        RtVal back;
        cr_assert_eq(interp_val_from_bytes(ip, t, cases[i].bytes, (size_t)cases[i].n, &back), 0);
        uint8_t again[32];
        cr_assert_eq(interp_val_to_bytes(ip, &back, again, sizeof again), cases[i].n);
        cr_expect(memcmp(again, cases[i].bytes, (size_t)cases[i].n) == 0, "%s: round trip", cases[i].val);
        cr_expect_eq(interp_val_from_bytes(ip, t, cases[i].bytes, (size_t)cases[i].n - 1, &back), -1);
    }
    interp_free(ip);
    ir_module_free(m);
}

/* A tool that dies of a signal or never finishes: batch statuses with the
 * tool's words, and llfuzz goes on.  The fake clang answers the probes
 * (--version, the datalayout) like clang-22 and misbehaves on compiles. */
static void
fake_tool(const char *dir, const char *name, const char *action)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fprintf(f, "#!/bin/sh\ncase \"$*\" in\n*--version*) echo 'clang version 22.1.0';;\n"
               "*-emit-llvm*) exec clang-22 \"$@\";;\n*) echo 'fake: about to misbehave' >&2; %s;;\nesac\n",
            action);
    fclose(f);
    chmod(path, 0755);
}

Test(native, tool_crash_and_hang)
{
    if (!have("clang-22"))
        cr_skip_test("clang-22 is not installed");
    char *dir = ex_tmpdir("test-native");
    cr_assert(dir);
    fake_tool(dir, "clang-crash", "kill -SEGV $$");
    fake_tool(dir, "clang-hang", "sleep 30");
    IrModule *m = parse("define i32 @f(i32 %x) {\n  ret i32 %x\n}\n");
    IrFunc *f = ir_module_func(m, "f");
    uint8_t in[4] = {1, 2, 3, 4};
    ExNativeRecord rec = {0, in, 4};
    static const struct { const char *tool; ExNativeBatchStatus st; } cases[] = {
        {"clang-crash", EX_NATIVE_TOOL_CRASHED},
        {"clang-hang", EX_NATIVE_TOOL_HUNG},
    };
    for (int i = 0; i < 2; i++) {
        char tool[512], err[512];
        snprintf(tool, sizeof tool, "%s/%s", dir, cases[i].tool);
        ExNativeConfig c = {.tool = tool, .args = "-O2", .tool_lim = {.timeout = 0.5}};
        ExNative *nx = ex_native_new(&c, err, sizeof err);
        cr_assert(nx, "%s", err);
        ExNativeBatch b;
        cr_assert_eq(ex_native_run(nx, m, &f, 1, &rec, 1, &b), -1);
        cr_expect_eq(b.status, cases[i].st, "%s: %s: %s", cases[i].tool, ex_native_batch_status_name(b.status),
                     b.msg);
        cr_expect(strstr(b.msg, "fake: about to misbehave") != NULL, "%s: %s", cases[i].tool, b.msg);
        cr_expect_eq(b.res[0].status, EX_NATIVE_NOT_RUN);
        ex_native_batch_free(&b);
        ex_native_free(nx);
    }
    ir_module_free(m);
    ex_rmtree(dir);
    free(dir);
}

/* The runner as a whole runs out of time (the record's own budget is
 * larger): the records before keep their results, the rest are not run. */
Test(native, runner_timeout)
{
    if (!have("llc-22"))
        cr_skip_test("llc-22 is not installed");
    ExNativeConfig c = {.tool = "llc-22", .args = "-O2", .record_timeout = 30, .run_lim = {.timeout = 0.5}};
    char err[512];
    ExNative *nx = ex_native_new(&c, err, sizeof err);
    cr_assert(nx, "%s", err);
    IrModule *m = parse(misc_src);
    IrFunc *f = ir_module_func(m, "spin");
    int32_t xs[] = {1, 2, 0, 3};
    ExNativeRecord recs[4];
    for (int k = 0; k < 4; k++)
        recs[k] = (ExNativeRecord){0, (const uint8_t *)&xs[k], 4};
    ExNativeBatch b;
    cr_assert_eq(ex_native_run(nx, m, &f, 1, recs, 4, &b), -1);
    cr_expect_eq(b.status, EX_NATIVE_RUNNER_TIMEOUT, "%s: %s", ex_native_batch_status_name(b.status), b.msg);
    cr_expect_eq(b.res[0].status, EX_NATIVE_OK);
    cr_expect_eq(b.res[1].status, EX_NATIVE_OK);
    cr_expect_eq(b.res[2].status, EX_NATIVE_NOT_RUN);
    cr_expect_eq(b.res[3].status, EX_NATIVE_NOT_RUN);
    int32_t v = 0;
    if (b.res[1].ret)
        memcpy(&v, b.res[1].ret, 4);
    cr_expect_eq(v, 2);
    ex_native_batch_free(&b);
    ir_module_free(m);
    ex_native_free(nx);
}

/* interp_reset brings the globals back to what their initializers make,
 * from the copy taken at set-up or, with InterpOptions.one_run (no copy),
 * by evaluating the initializers again: an integer, a pointer with its
 * provenance, an undef element. */
Test(interp, reset_restores_the_globals)
{
    IrModule *m = parse("@g = global i32 5\n"
                        "@p = global ptr @g\n"
                        "@a = global [2 x i16] [i16 7, i16 undef]\n"
                        "define i32 @bump() {\n"
                        "  %q = load ptr, ptr @p\n"
                        "  %v = load i32, ptr %q\n"
                        "  %w = add i32 %v, 1\n"
                        "  store i32 %w, ptr %q\n"
                        "  store ptr null, ptr @p\n"
                        "  %e = getelementptr [2 x i16], ptr @a, i64 0, i64 1\n"
                        "  store i16 9, ptr %e\n"
                        "  ret i32 %w\n"
                        "}\n"
                        "define i16 @elt() {\n"
                        "  %e = getelementptr [2 x i16], ptr @a, i64 0, i64 1\n"
                        "  %x = load i16, ptr %e\n"
                        "  ret i16 %x\n"
                        "}\n");
    for (int one = 0; one < 2; one++) {
        InterpOptions o;
        memset(&o, 0, sizeof o);
        o.max_steps = 1000000;
        o.one_run = one;
        char err[256];
        Interp *ip = interp_new(m, &o, err, sizeof err);
        cr_assert(ip, "%s", err);
        IrFunc *bump = ir_module_func(m, "bump"), *elt = ir_module_func(m, "elt");
        for (int round = 0; round < 3; round++) {
            InterpResult r;
            cr_assert_eq(interp_call(ip, bump, NULL, 0, &r), INTERP_RETURNED, "one_run %d, round %d: %s", one,
                         round, r.msg);
            IrBuf b = {0};
            interp_val_print(&b, ip, &r.ret);
            cr_assert_str_eq(b.p, "i32 6", "one_run %d, round %d", one, round);
            ir_buf_free(&b);
            /* @p is null now: a second call without a reset dereferences it */
            cr_assert_eq(interp_call(ip, bump, NULL, 0, &r), INTERP_UB, "one_run %d, round %d", one, round);
            interp_reset(ip);
            cr_assert_eq(interp_call(ip, elt, NULL, 0, &r), INTERP_RETURNED);
            interp_val_print(&b, ip, &r.ret);
            cr_assert_str_eq(b.p, "i16 undef", "one_run %d, round %d", one, round);
            ir_buf_free(&b);
            interp_reset(ip);
        }
        interp_free(ip);
    }
    ir_module_free(m);
}

/* The stack of cells: the frames of a deep recursion go past its first
 * chunk (16K cells, the interpreter arena's) into chunks of their own and
 * back; a run that ends in UB deep down leaves its frames, and the next
 * runs, after a reset or not, start again from the first chunk. */
Test(interp, stack_spills_past_the_first_chunk_and_back)
{
    IrModule *m = parse("define i32 @rec(i32 %n, i32 %bad) {\n"
                        "entry:\n"
                        "  %z = icmp eq i32 %n, 0\n"
                        "  br i1 %z, label %done, label %more\n"
                        "done:\n"
                        "  %q = udiv i32 7, %bad\n"
                        "  ret i32 %q\n"
                        "more:\n"
                        "  %n1 = sub i32 %n, 1\n"
                        "  %a = add i32 %n, 1\n"
                        "  %b = mul i32 %a, 3\n"
                        "  %c = xor i32 %b, %a\n"
                        "  %r = call i32 @rec(i32 %n1, i32 %bad)\n"
                        "  %s = add i32 %r, 1\n"
                        "  ret i32 %s\n"
                        "}\n");
    InterpOptions o;
    memset(&o, 0, sizeof o);
    o.max_steps = 100000000;
    o.max_depth = 100000;
    char err[256];
    Interp *ip = interp_new(m, &o, err, sizeof err);
    cr_assert(ip, "%s", err);
    IrFunc *rec = ir_module_func(m, "rec");
    /* depth, divisor (0: UB at the bottom), expected result */
    static const struct { int depth, bad; const char *want; } runs[] = {
        {10, 1, "i32 17"}, {20000, 1, "i32 20007"}, {20000, 0, NULL}, {30, 7, "i32 31"},
        {20000, 0, NULL}, {5, 1, "i32 12"}, {40000, 1, "i32 40007"},
    };
    for (size_t k = 0; k < sizeof runs / sizeof *runs; k++) {
        RtVal args[2] = {interp_val_new(ip, rec->g.vtype->members[0]), interp_val_new(ip, rec->g.vtype->members[1])};
        args[0].leaf[0].bits[0] = (uint64_t)runs[k].depth;
        args[0].leaf[0].undef[0] = 0;
        args[1].leaf[0].bits[0] = (uint64_t)runs[k].bad;
        args[1].leaf[0].undef[0] = 0;
        InterpResult r;
        InterpStatus st = interp_call(ip, rec, args, 2, &r);
        if (!runs[k].want) {
            cr_assert_eq(st, INTERP_UB, "run %zu: %d %s", k, st, r.msg);
        } else {
            cr_assert_eq(st, INTERP_RETURNED, "run %zu: %s", k, r.msg);
            IrBuf b = {0};
            interp_val_print(&b, ip, &r.ret);
            cr_assert_str_eq(b.p, runs[k].want, "run %zu", k);
            ir_buf_free(&b);
        }
        if (k % 2)
            interp_reset(ip);
    }
    interp_free(ip);
    ir_module_free(m);
}
