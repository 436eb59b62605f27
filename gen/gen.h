/* gen.h -- the generator: well-formed, UB-free modules rich in the shapes
 * optimizers transform (`llfuzz gen`).
 *
 * Owns: gen/.  grammar.def is the grammar (productions, weights, features);
 * gen.c the builder that walks it; intrin.c the intrinsic productions;
 * repair.c the UB repair (each test function runs in the reference
 * interpreter on its inputs, and what it reports is fixed until the runs are
 * clean); inputs.c the test-input comment format.
 * Who may include it: cli/, oracle/, reduce/, mutate/, fuzz/, tests/.
 *
 * A generated module holds test functions @t0, @t1, ... (ordinary
 * signatures: integers, fp, vectors of them), helper functions @h0, ...
 * that the tests call (acyclic), and global objects.  The inputs of each
 * test function are comment lines in the module text:
 *
 *   ; llfuzz-input: @t0(i32 7, float 0x3FF8000000000000, <2 x i8> <i8 1, i8 -1>)
 *
 * one line per input vector, the arguments as typed constants (the syntax of
 * `llfuzz run --args`).  `llfuzz run --inputs` and the oracle read them with
 * ir_inputs_parse().  Other tools ignore them (they are comments).
 */
#ifndef LLFUZZ_GEN_H
#define LLFUZZ_GEN_H

#include "ir/ir.h"

/* Productions (gen/grammar.def). */
typedef enum GenProd {
#define PROD(e, name, grp, w, feat, llvm) GP_##e,
#include "grammar.def"
#undef PROD
    GEN_NPROD
} GenProd;

/* Groups of productions: the nonterminals, and the number tables. */
typedef enum GenGroup {
    GG_STMT, GG_INST, GG_PAT, GG_TY, GG_FLAG, GG_POL, GG_MOD, GG_N
} GenGroup;

/* Features: swarm testing switches them on and off per module. */
#define GEN_FEATURES(X) \
    X(ALWAYS, "always") X(BRANCH, "branch") X(LOOP, "loop") X(CALL, "call") \
    X(PATTERN, "pattern") X(DIV, "div") X(CAST, "cast") X(FP, "fp") \
    X(VECTOR, "vector") X(AGG, "aggregate") X(MEMORY, "memory") X(ATOMIC, "atomic") \
    X(INTRIN, "intrinsic") X(WIDE, "wide") X(FLAGS, "flags") X(ATTRS, "attributes")
typedef enum GenFeature {
#define X(e, s) GF_##e,
    GEN_FEATURES(X)
#undef X
    GF_N
} GenFeature;

typedef struct GenProdInfo {
    const char *name;
    uint8_t group, feature, llvm;
    uint32_t weight;    /* the default */
} GenProdInfo;
extern const GenProdInfo gen_prods[GEN_NPROD];
extern const char *const gen_feature_names[GF_N];

/* Feature switch in a config: swarm (on in a random subset of modules, the
 * default), on (always), off (never). */
enum { GEN_SWARM, GEN_ON, GEN_OFF };

typedef struct GenConfig {
    uint32_t w[GEN_NPROD];
    uint8_t feat[GF_N];     /* GEN_SWARM / GEN_ON / GEN_OFF */
} GenConfig;

void gen_config_default(GenConfig *c);
/* Read a config file: lines `name = value` (a production and its weight, or
 * `feature.NAME = on|off|swarm`), `#` comments.  Errors go to d as
 * file:line:col; returns 0 or -1. */
int gen_config_load(GenConfig *c, const char *path, IrDiag *d);
/* The config in the file format, every production with its weight. */
void gen_config_print(IrBuf *b, const GenConfig *c);

typedef struct GenOptions {
    uint64_t seed;
    uint32_t nfuncs;        /* test functions (0 = 3) */
    uint32_t size;          /* instructions in the module, about (0 = 100) */
    uint32_t ninputs;       /* input vectors per test function (0 = 4) */
    int target_llvm;        /* 14, 19 or 22 (0 = 22) */
    const char *triple;     /* the target whose code generator runs the module
                               (NULL: x86-64): what it lacks is left out
                               (gen_target_lacks) */
    uint32_t lacks;         /* GEN_LACKS_*: more to leave out (an engine's) */
    int no_repair;          /* skip the interpreter runs */
    const GenConfig *cfg;   /* NULL: the default */
} GenOptions;

/* One test function and its inputs (typed-constant text each). */
typedef struct GenTest {
    IrFunc *f;
    char **inputs;
    uint32_t ninputs;
} GenTest;

typedef struct GenStats {
    uint32_t insts;         /* instructions in the module */
    uint32_t runs;          /* interpreter runs made by the repair */
    uint32_t repairs;       /* instructions the repair changed */
    uint32_t dropped;       /* inputs dropped (UB no repair could remove) */
    uint32_t dropped_by[64];/* ... by the interpreter's UB rule (exec.h InterpUbRuleId);
                               [63]: the run ended otherwise (limit, unsupported) */
    uint32_t features;      /* bit set of GF_* enabled for this module */
    char problem[256];      /* a run ended unsupported / over a limit (a generator gap) */
} GenStats;

typedef struct GenModule {
    IrModule *m;
    uint32_t lacks;         /* GEN_LACKS_*: what was left out (the repair leaves it out too) */
    GenTest *tests;
    uint32_t ntests;
    GenStats stats;
} GenModule;

/* What a target's code generator lacks, by triple (its architecture):
 * GEN_LACKS_X86_FP80, the x86 80-bit type (only x86 has it: elsewhere llc
 * has no library call for it); GEN_LACKS_VA_ARG, the IR va_arg
 * instruction (the LangRef: "not supported by the code generator on many
 * targets"; on AArch64 and RISC-V llc gives wrong code); GEN_LACKS_HALF,
 * half (RISC-V without Zfh converts it with libgcc's __truncsfhf2 and
 * __extendhfsf2, which the cross compiler's libgcc (GCC 12) does not have).
 * 0 for x86. */
enum {
    GEN_LACKS_X86_FP80 = 1, GEN_LACKS_VA_ARG = 2, GEN_LACKS_HALF = 4,
    /* what LLVM's own interpreter (lli -force-interpreter) lacks: other fp
     * types than float and double, freeze, addrspacecast, indirectbr (it
     * crashes on blockaddress), and most intrinsics (those it does not
     * lower: min/max, saturating, funnel shifts, *.with.overflow, fabs...),
     * atomicrmw/cmpxchg/fence and ptrtoaddr */
    GEN_LACKS_FP_EXOTIC = 8, GEN_LACKS_FREEZE = 16, GEN_LACKS_ADDRSPACECAST = 32, GEN_LACKS_INDIRECTBR = 64,
    GEN_LACKS_INTRINSICS = 128, GEN_LACKS_ATOMICS = 256, GEN_LACKS_PTRTOADDR = 512,
    /* and what it is known to get wrong, each a case in corpus/llvm-bugs/
     * (a campaign would find them again and again, instead of new bugs):
     * sitofp/uitofp from more than 64 bits (lli-itofp-wide.ll) and to float
 * from more than 53 (lli-sitofp-i64-float-double-rounding.ll), a vector
     * bitcast whose lanes do not divide each other's width
     * (lli-vector-bitcast-odd-lanes.ll), llvm.bswap of other widths than 16,
 * 32 and 64 bits (lli-bswap-odd-width.ll), an <N x i1> through memory, as the
     * runner passes arguments and results (lli-vector-i1-memory.ll), an
     * insertelement or extractelement out of range
     * (lli-insertelement-out-of-range.ll) */
    GEN_LACKS_INTERP_BUGS = 1024,
    GEN_LACKS_INTERP = GEN_LACKS_VA_ARG | GEN_LACKS_X86_FP80 | GEN_LACKS_HALF | GEN_LACKS_FP_EXOTIC |
                       GEN_LACKS_FREEZE | GEN_LACKS_ADDRSPACECAST | GEN_LACKS_INDIRECTBR | GEN_LACKS_INTRINSICS |
                       GEN_LACKS_ATOMICS | GEN_LACKS_PTRTOADDR | GEN_LACKS_INTERP_BUGS,
};
uint32_t gen_target_lacks(const char *triple);
/* The names of the GEN_LACKS_* bits ("x86_fp80,va_arg"), as gen --lacks
 * takes them; gen_lacks_parse returns the bits, or -1 for an unknown name. */
void gen_lacks_print(IrBuf *b, uint32_t lacks);
int64_t gen_lacks_parse(const char *list);
/* The newest --target-llvm (14, 19, 22) whose syntax LLVM `version`'s
 * tools read. */
int gen_llvm_for_version(int version);

/* Generate a module.  Deterministic: the same options give the same module.
 * Returns 0, or -1 with a message in err (an internal problem: the module
 * failed to verify, which is a generator bug). */
int gen_module(const GenOptions *o, GenModule *out, char *err, size_t errlen);
void gen_module_free(GenModule *g);
/* The module's text: a header comment (how it was made), the input lines,
 * then the module. */
void gen_print(IrBuf *b, const GenModule *g, const GenOptions *o);

/* UB repair (repair.c): run every test function on each of its inputs and
 * fix what the interpreter reports, until clean; drops inputs it cannot
 * make UB-free and keeps stats. */
void gen_repair(GenModule *g);


/* Input vectors for f of module m (arguments as typed-constant text, as in the input
 * comments): all zeros, all ones, all -1, all signed maximum, all signed minimum, then edge values of each type,
 * the constants of f and of f2 (may be NULL) and their neighbours, and
 * random values; with allow_undef, one argument of every fourth vector is
 * poison or undef (a lane of a vector), except noundef parameters.  Pointer
 * arguments are `ptr null` (the oracle gives each a buffer of its own).  Deterministic in seed; the constants made are
 * interned in f's module.  Returns n, the vectors in *out (free with
 * gen_input_vectors_free). */
uint32_t gen_input_vectors(IrModule *m, IrFunc *f, IrFunc *f2, uint32_t n, uint64_t seed, int allow_undef, char ***out);
/* The same for a run with the given vscale: a scalable vector argument has
 * vscale times its count of lanes (gen_input_vectors: vscale 1).  With
 * allow_undef (the oracle's inputs) some vectors also make a pointer
 * argument an alias of another (IR_INPUT_ALIAS), null (IR_INPUT_NULL) or
 * `ptr @g`, a global of m that tm (the target's module; may be m) has
 * too. */
uint32_t gen_input_vectors_vs(IrModule *m, IrFunc *f, const IrModule *tm, IrFunc *f2, uint32_t n, uint64_t seed,
                              int allow_undef, uint32_t vscale, char ***out);
void gen_input_vectors_free(char **v, uint32_t n);

#endif
