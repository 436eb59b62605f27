/* intrin.c -- the intrinsic productions of the generator: which intrinsics
 * it calls, with which operand shapes, from which LLVM version on.
 *
 * GI(name, SHAPE, LLVM) -- one per intrinsic; SHAPE says how the call is
 * built (operand and result types, immediate arguments), LLVM is the first
 * release whose tools know the intrinsic under this name.  The names are
 * mangled from the overloaded types (gen_mangle). */
#include "build.h"

#include <string.h>

enum Shape {
    SH_IUN,     /* iN -> iN (vectors too)             bitreverse, ctpop */
    SH_BSWAP,   /* iN, N a multiple of 16 -> iN */
    SH_IFLAG,   /* iN, i1 immarg -> iN                abs, ctlz, cttz */
    SH_IBIN,    /* iN, iN -> iN                       min/max, saturating */
    SH_ITER,    /* iN, iN, iN -> iN                   funnel shifts */
    SH_IOVF,    /* iN, iN -> {iN, i1}                 *.with.overflow */
    SH_ICMP3,   /* iN, iN -> iM                       scmp, ucmp */
    SH_IFIX,    /* iN, iN, i32 scale immarg -> iN     fixed-point multiply */
    SH_EXPECT,  /* iN, iN constant -> iN */
    SH_FUN,     /* F -> F */
    SH_FBIN,    /* F, F -> F */
    SH_FTER,    /* F, F, F -> F                       fma, fmuladd */
    SH_FPOWI,   /* F, i32 -> F                        powi, ldexp */
    SH_FTOI,    /* F -> iN                            lround, lrint, fpto*i.sat */
    SH_FCLASS,  /* F, i32 immarg -> i1                is.fpclass */
    SH_FREXP,   /* F -> {F, i32} */
    SH_MODF,    /* F -> {F, F} */
    SH_REDI,    /* <n x iN> -> iN                     vector.reduce.<int op> */
    SH_REDF,    /* <n x F> -> F                       vector.reduce.fmax/fmin/... */
    SH_REDFS,   /* F, <n x F> -> F                    vector.reduce.fadd/fmul */
};

typedef struct GenIntrinsic {
    const char *name;
    uint8_t shape, llvm;
} GenIntrinsic;

static const GenIntrinsic table[] = {
#define GI(name, shape, llvm) {name, SH_##shape, llvm},
    GI("llvm.bitreverse", IUN, 14) GI("llvm.ctpop", IUN, 14) GI("llvm.bswap", BSWAP, 14)
    GI("llvm.abs", IFLAG, 14) GI("llvm.ctlz", IFLAG, 14) GI("llvm.cttz", IFLAG, 14)
    GI("llvm.smax", IBIN, 14) GI("llvm.smin", IBIN, 14) GI("llvm.umax", IBIN, 14)
    GI("llvm.umin", IBIN, 14) GI("llvm.sadd.sat", IBIN, 14) GI("llvm.uadd.sat", IBIN, 14)
    GI("llvm.ssub.sat", IBIN, 14) GI("llvm.usub.sat", IBIN, 14) GI("llvm.sshl.sat", IBIN, 14)
    GI("llvm.ushl.sat", IBIN, 14)
    GI("llvm.fshl", ITER, 14) GI("llvm.fshr", ITER, 14)
    GI("llvm.sadd.with.overflow", IOVF, 14) GI("llvm.uadd.with.overflow", IOVF, 14)
    GI("llvm.ssub.with.overflow", IOVF, 14) GI("llvm.usub.with.overflow", IOVF, 14)
    GI("llvm.smul.with.overflow", IOVF, 14) GI("llvm.umul.with.overflow", IOVF, 14)
    GI("llvm.scmp", ICMP3, 19) GI("llvm.ucmp", ICMP3, 19)
    GI("llvm.smul.fix", IFIX, 14) GI("llvm.umul.fix", IFIX, 14)
    GI("llvm.smul.fix.sat", IFIX, 14) GI("llvm.umul.fix.sat", IFIX, 14)
    GI("llvm.expect", EXPECT, 14)
    GI("llvm.sqrt", FUN, 14) GI("llvm.sin", FUN, 14) GI("llvm.cos", FUN, 14) GI("llvm.tan", FUN, 19)
    GI("llvm.asin", FUN, 19) GI("llvm.acos", FUN, 19) GI("llvm.atan", FUN, 19)
    GI("llvm.sinh", FUN, 19) GI("llvm.cosh", FUN, 19) GI("llvm.tanh", FUN, 19)
    GI("llvm.exp", FUN, 14) GI("llvm.exp2", FUN, 14) GI("llvm.exp10", FUN, 18)
    GI("llvm.log", FUN, 14) GI("llvm.log2", FUN, 14) GI("llvm.log10", FUN, 14)
    GI("llvm.fabs", FUN, 14) GI("llvm.floor", FUN, 14) GI("llvm.ceil", FUN, 14)
    GI("llvm.trunc", FUN, 14) GI("llvm.rint", FUN, 14) GI("llvm.nearbyint", FUN, 14)
    GI("llvm.round", FUN, 14) GI("llvm.roundeven", FUN, 14) GI("llvm.canonicalize", FUN, 14)
    GI("llvm.pow", FBIN, 14) GI("llvm.minnum", FBIN, 14) GI("llvm.maxnum", FBIN, 14)
    GI("llvm.minimum", FBIN, 14) GI("llvm.maximum", FBIN, 14) GI("llvm.minimumnum", FBIN, 20)
    GI("llvm.maximumnum", FBIN, 20) GI("llvm.copysign", FBIN, 14) GI("llvm.atan2", FBIN, 20)
    GI("llvm.fma", FTER, 14) GI("llvm.fmuladd", FTER, 14)
    GI("llvm.powi", FPOWI, 14) GI("llvm.ldexp", FPOWI, 17)
    GI("llvm.lround", FTOI, 14) GI("llvm.llround", FTOI, 14) GI("llvm.lrint", FTOI, 14)
    GI("llvm.llrint", FTOI, 14) GI("llvm.fptosi.sat", FTOI, 14) GI("llvm.fptoui.sat", FTOI, 14)
    GI("llvm.is.fpclass", FCLASS, 16) GI("llvm.frexp", FREXP, 17) GI("llvm.modf", MODF, 21)
    GI("llvm.vector.reduce.add", REDI, 14) GI("llvm.vector.reduce.mul", REDI, 14)
    GI("llvm.vector.reduce.and", REDI, 14) GI("llvm.vector.reduce.or", REDI, 14)
    GI("llvm.vector.reduce.xor", REDI, 14) GI("llvm.vector.reduce.smax", REDI, 14)
    GI("llvm.vector.reduce.smin", REDI, 14) GI("llvm.vector.reduce.umax", REDI, 14)
    GI("llvm.vector.reduce.umin", REDI, 14)
    GI("llvm.vector.reduce.fmax", REDF, 14) GI("llvm.vector.reduce.fmin", REDF, 14)
    GI("llvm.vector.reduce.fmaximum", REDF, 17) GI("llvm.vector.reduce.fminimum", REDF, 17)
    GI("llvm.vector.reduce.fadd", REDFS, 14) GI("llvm.vector.reduce.fmul", REDFS, 14)
#undef GI
};

const unsigned gen_n_intrinsics = sizeof table / sizeof table[0];

/* "i32", "v4f32", "f80", "p0": a type as an intrinsic's name spells it */
void
gen_mangle_type(IrBuf *b, const IrType *t)
{
    switch (t->kind) {
    case IR_TY_INT: ir_buf_printf(b, "i%u", t->bits); break;
    case IR_TY_HALF: ir_buf_puts(b, "f16"); break;
    case IR_TY_BFLOAT: ir_buf_puts(b, "bf16"); break;
    case IR_TY_FLOAT: ir_buf_puts(b, "f32"); break;
    case IR_TY_DOUBLE: ir_buf_puts(b, "f64"); break;
    case IR_TY_X86_FP80: ir_buf_puts(b, "f80"); break;
    case IR_TY_FP128: ir_buf_puts(b, "f128"); break;
    case IR_TY_PPC_FP128: ir_buf_puts(b, "ppcf128"); break;
    case IR_TY_PTR: ir_buf_printf(b, "p%u", t->bits); break;
    case IR_TY_VEC:
        ir_buf_printf(b, "%sv%llu", t->flags & IR_TYF_SCALABLE ? "nx" : "", (unsigned long long)t->count);
        gen_mangle_type(b, t->elem);
        break;
    default: break;
    }
}

const char *
gen_mangle(G *g, const char *base, IrType **tys, uint32_t n)
{
    IrBuf b = {0};
    ir_buf_puts(&b, base);
    for (uint32_t k = 0; k < n; k++) {
        ir_buf_putc(&b, '.');
        gen_mangle_type(&b, tys[k]);
    }
    ir_buf_putc(&b, 0);
    const char *s = ir_arena_strdup(g->m->arena, b.p);
    ir_buf_free(&b);
    return s;
}

/* Declare `name.<overloads>` with type ret(params) and call it. */
static IrValue *
call(G *g, const char *name, IrType **ov, uint32_t nov, IrType *ret, IrValue **args, uint32_t nargs)
{
    IrType *pt[4];
    for (uint32_t k = 0; k < nargs; k++)
        pt[k] = args[k]->type;
    IrType *fty = ir_type_func(g->m, ret, pt, nargs, 0);
    return gen_call(g, gen_declare(g, gen_mangle(g, name, ov, nov), fty), args, nargs);
}

static IrType *
vec_of(G *g, int want_fp)
{
    IrType *c[GEN_MAX_TY];
    uint32_t n = 0;
    for (uint32_t k = 0; k < g->nvty; k++) {
        IrType *e = g->vty[k]->elem;
        if (want_fp ? ir_type_is_fp(e) : e->kind == IR_TY_INT)
            c[n++] = g->vty[k];
    }
    return n ? c[gen_below(g, n)] : NULL;
}

static int
emit(G *g, const GenIntrinsic *in)
{
    IrModule *m = g->m;
    IrType *i1 = ir_type_int(m, 1), *i32 = ir_type_int(m, 32);
    IrValue *a[4];
    IrType *t, *ov[2];
    switch (in->shape) {
    case SH_IUN: case SH_BSWAP: case SH_IFLAG: case SH_IBIN: case SH_ITER: case SH_EXPECT:
        t = gen_int_type(g, in->shape != SH_EXPECT && !(g->lacks & GEN_LACKS_INTRINSICS));
        if (in->shape == SH_BSWAP) {
            unsigned w = ir_type_scalar(t)->bits;
            if (w % 16)
                t = ir_type_with_shape(m, ir_type_int(m, w < 16 ? 16 : (w + 15) / 16 * 16 > 128 ? 64 : (w + 15) / 16 * 16), t);
            /* LLVM's interpreter swaps only these (lli-bswap-odd-width.ll) */
            w = ir_type_scalar(t)->bits;
            if ((g->lacks & GEN_LACKS_INTERP_BUGS) && w != 16 && w != 32 && w != 64)
                t = ir_type_with_shape(m, ir_type_int(m, 32), t);
        }
        a[0] = gen_operand(g, t);
        ov[0] = t;
        switch (in->shape) {
        case SH_IFLAG:
            a[1] = ir_const_int(m, i1, gen_below(g, 2));
            call(g, in->name, ov, 1, t, a, 2);
            return 1;
        case SH_IBIN:
            a[1] = gen_operand(g, t);
            call(g, in->name, ov, 1, t, a, 2);
            return 1;
        case SH_ITER:
            a[1] = gen_operand(g, t);
            a[2] = gen_operand(g, t);
            call(g, in->name, ov, 1, t, a, 3);
            return 1;
        case SH_EXPECT:
            a[1] = gen_const(g, t);
            if (!ir_value_is_const(a[1]) || a[1]->kind == IR_V_POISON || a[1]->kind == IR_V_UNDEF)
                a[1] = ir_const_int(m, t, 0);
            call(g, in->name, ov, 1, t, a, 2);
            return 1;
        default:
            call(g, in->name, ov, 1, t, a, 1);
            return 1;
        }
    case SH_IOVF: case SH_ICMP3: case SH_IFIX: {
        t = gen_int_type(g, in->shape != SH_IOVF && !(g->lacks & GEN_LACKS_INTRINSICS));
        a[0] = gen_operand(g, t);
        a[1] = gen_operand(g, t);
        if (in->shape == SH_IOVF) {
            IrType *mem[2] = {t, i1};
            ov[0] = t;
            IrValue *r = call(g, in->name, ov, 1, ir_type_struct(m, mem, 2, 0), a, 2);
            gen_split(g, r);
            return 1;
        }
        if (in->shape == SH_ICMP3) {
            IrType *rt = ir_type_with_shape(m, ir_type_int(m, gen_below(g, 2) ? 8 : 32), t);
            ov[0] = rt;
            ov[1] = t;
            call(g, in->name, ov, 2, rt, a, 2);
            return 1;
        }
        unsigned w = ir_type_scalar(t)->bits;
        if (w < 2)
            return 0;
        a[2] = ir_const_int(m, i32, gen_below(g, w - 1));
        ov[0] = t;
        call(g, in->name, ov, 1, t, a, 3);
        return 1;
    }
    case SH_FUN: case SH_FBIN: case SH_FTER: case SH_FPOWI:
        t = gen_fp_type(g, !(g->lacks & GEN_LACKS_INTRINSICS));
        if (!t)
            return 0;
        a[0] = gen_operand(g, t);
        ov[0] = t;
        if (in->shape == SH_FUN) {
            call(g, in->name, ov, 1, t, a, 1);
        } else if (in->shape == SH_FBIN) {
            a[1] = gen_operand(g, t);
            call(g, in->name, ov, 1, t, a, 2);
        } else if (in->shape == SH_FTER) {
            a[1] = gen_operand(g, t);
            a[2] = gen_operand(g, t);
            call(g, in->name, ov, 1, t, a, 3);
        } else {
            if (t->kind == IR_TY_VEC && !strcmp(in->name, "llvm.powi"))
                t = ir_type_scalar(t), a[0] = gen_operand(g, t), ov[0] = t;
            IrType *it = ir_type_with_shape(m, i32, t);
            if (!strcmp(in->name, "llvm.powi"))
                a[1] = ir_const_int(m, i32, (uint64_t)(int64_t)((int)gen_below(g, 9) - 4));
            else
                a[1] = gen_operand(g, it);
            ov[1] = it;
            call(g, in->name, ov, 2, t, a, 2);
        }
        return 1;
    case SH_FTOI: case SH_FCLASS: case SH_FREXP: case SH_MODF: {
        t = gen_fp_type(g, in->shape == SH_FCLASS && !(g->lacks & GEN_LACKS_INTRINSICS));
        if (!t)
            return 0;
        a[0] = gen_operand(g, t);
        if (in->shape == SH_FCLASS) {
            a[1] = ir_const_int(m, i32, 1 + gen_below(g, 1023));
            ov[0] = t;
            call(g, in->name, ov, 1, ir_type_with_shape(m, i1, t), a, 2);
            return 1;
        }
        if (in->shape == SH_FREXP || in->shape == SH_MODF) {
            IrType *mem[2] = {t, in->shape == SH_FREXP ? i32 : t};
            ov[0] = t;
            ov[1] = i32;
            IrValue *r = call(g, in->name, ov, in->shape == SH_FREXP ? 2 : 1, ir_type_struct(m, mem, 2, 0), a, 1);
            gen_split(g, r);
            return 1;
        }
        IrType *rt = ir_type_int(m, !strncmp(in->name, "llvm.ll", 7) ? 64 : gen_below(g, 2) ? 32 : 64);
        if (strstr(in->name, ".sat"))
            rt = gen_int_type(g, 0);
        ov[0] = rt;
        ov[1] = t;
        call(g, in->name, ov, 2, rt, a, 1);
        return 1;
    }
    case SH_REDI:
        t = vec_of(g, 0);
        if (!t)
            return 0;
        a[0] = gen_operand(g, t);
        ov[0] = t;
        call(g, in->name, ov, 1, t->elem, a, 1);
        return 1;
    case SH_REDF: case SH_REDFS:
        t = vec_of(g, 1);
        if (!t)
            return 0;
        ov[0] = t;
        if (in->shape == SH_REDFS) {
            a[0] = gen_operand(g, t->elem);
            a[1] = gen_operand(g, t);
            IrValue *r = call(g, in->name, ov, 1, t->elem, a, 2);
            uint32_t fmf = gen_fmf(g);
            ((IrInst *)r)->flags = fmf;
        } else {
            a[0] = gen_operand(g, t);
            call(g, in->name, ov, 1, t->elem, a, 1);
        }
        return 1;
    default:
        return 0;
    }
}

/* The intrinsics LLVM's interpreter lowers (GEN_LACKS_INTRINSICS: the
 * others stop it with "Code generator does not support intrinsic"),
 * measured with lli-22 -force-interpreter; on scalars only (vectors of the
 * libm ones abort it, of ctlz/cttz/ctpop/bswap it gives 0 silently). */
static int
interp_lowers(const char *name)
{
    static const char *const ok[] = {"llvm.ctpop", "llvm.bswap", "llvm.ctlz", "llvm.cttz", "llvm.sqrt",
                                     "llvm.sin", "llvm.cos", "llvm.exp", "llvm.exp2", "llvm.log", "llvm.log2",
                                     "llvm.log10", "llvm.floor", "llvm.ceil", "llvm.trunc", "llvm.round",
                                     "llvm.roundeven", "llvm.copysign", "llvm.pow", "llvm.expect"};
    for (size_t k = 0; k < sizeof ok / sizeof ok[0]; k++)
        if (!strcmp(name, ok[k]))
            return 1;
    return 0;
}

int
gen_intrinsic(G *g)
{
    for (int tries = 0; tries < 8; tries++) {
        const GenIntrinsic *in = &table[gen_below(g, gen_n_intrinsics)];
        if (in->llvm > g->llvm)
            continue;
        if ((g->lacks & GEN_LACKS_INTRINSICS) && !interp_lowers(in->name))
            continue;
        if (emit(g, in))
            return 1;
    }
    return 0;
}
