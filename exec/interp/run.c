/* run.c -- the interpreter: set-up of a module's memory, lowering of
 * functions to slot-resolved bytecode, the dispatch loop (computed goto
 * where the compiler has it, a switch otherwise), calls, and the
 * instructions that need the frame (memory, control flow, aggregates,
 * vectors).  Per-leaf arithmetic is in sem.c.
 *
 * A frame is an array of Cells: the function's arguments, then the values
 * of its instructions, then its constants (copied from the lowered
 * function's template at entry).  Phi nodes are not instructions here: each
 * CFG edge carries the copies into the phis of its target. */
#include "run.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ the UB table */

const InterpUbRule interp_ub_rules[] = {
#define UB(e, name, section) {name, section},
#include "ub.def"
};
const unsigned interp_n_ub_rules = UB_N;

/* ------------------------------------------------------------ run endings */

static void append_operands(Interp *ip, char *msg, size_t len);

static IR_NORETURN void
finish(Interp *ip, InterpStatus st, const char *prefix, const char *fmt, va_list ap)
{
    InterpResult *r = ip->res;
    r->status = st;
    r->inst = cur_inst(ip);
    int n = snprintf(r->msg, sizeof r->msg, "%s", prefix);
    vsnprintf(r->msg + n, sizeof r->msg - (size_t)n, fmt, ap);
    if (st == INTERP_UB)
        append_operands(ip, r->msg, sizeof r->msg);
    longjmp(*ip->jb, 1);
}

void
interp_ub(Interp *ip, UbRule rule, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ip->res->ub_rule = (int)rule;
    char prefix[128];
    snprintf(prefix, sizeof prefix, "%s: ", interp_ub_rules[rule].name);
    finish(ip, INTERP_UB, prefix, fmt, ap);
}

void
interp_unsupported(Interp *ip, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    finish(ip, INTERP_UNSUPPORTED, "unsupported: ", fmt, ap);
}

void
interp_limit(Interp *ip, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    finish(ip, INTERP_LIMIT, "", fmt, ap);
}

void
interp_abort(Interp *ip, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    finish(ip, INTERP_ABORTED, "", fmt, ap);
}

void
interp_exit(Interp *ip, int code)
{
    ip->res->status = INTERP_EXITED;
    ip->res->exit_code = code;
    ip->res->inst = cur_inst(ip);
    snprintf(ip->res->msg, sizeof ip->res->msg, "exit(%d)", code);
    longjmp(*ip->jb, 1);
}

FILE *
interp_stdout(Interp *ip)
{
    return ip->out;
}

FILE *
interp_stderr(Interp *ip)
{
    return ip->err;
}

/* ------------------------------------------------- globals and their cells */

static uint32_t
ghash(const IrGlobal *g)
{
    return (uint32_t)(((uintptr_t)g >> 4) * 2654435761u);
}

static void
gmap_put(Interp *ip, IrGlobal *g, const Cell *c)
{
    if ((ip->ngv + 1) * 2 > ip->gcap) {
        uint32_t cap = ip->gcap ? ip->gcap * 2 : 256;
        IrGlobal **k = ir_calloc(cap, sizeof *k);
        Cell *v = ir_calloc(cap, sizeof *v);
        for (uint32_t i = 0; i < ip->gcap; i++) {
            if (!ip->gkeys[i])
                continue;
            uint32_t j = ghash(ip->gkeys[i]) & (cap - 1);
            while (k[j])
                j = (j + 1) & (cap - 1);
            k[j] = ip->gkeys[i];
            v[j] = ip->gvals[i];
        }
        ir_free(ip->gkeys);
        ir_free(ip->gvals);
        ip->gkeys = k;
        ip->gvals = v;
        ip->gcap = cap;
    }
    uint32_t j = ghash(g) & (ip->gcap - 1);
    while (ip->gkeys[j] && ip->gkeys[j] != g)
        j = (j + 1) & (ip->gcap - 1);
    if (!ip->gkeys[j])
        ip->ngv++;
    ip->gkeys[j] = g;
    ip->gvals[j] = *c;
}

const Cell *
gmap_get(Interp *ip, const IrGlobal *g)
{
    if (!ip->gcap)
        return NULL;
    uint32_t j = ghash(g) & (ip->gcap - 1);
    while (ip->gkeys[j]) {
        if (ip->gkeys[j] == g)
            return &ip->gvals[j];
        j = (j + 1) & (ip->gcap - 1);
    }
    return NULL;
}

/* ------------------------------------------------------- the dispatch loop */

/* always inlined: it is half of every branch */
static inline __attribute__((always_inline)) void
take_edge(Cell *F, const Edge *e)
{
    const EdgeMove *mv = e->mv;
    if (__builtin_expect(!e->tmp, 1)) {
        if (e->single)
            for (uint32_t k = 0; k < e->nmoves; k++)
                *CELL(F, mv[k].dst) = *CELL(F, mv[k].src);
        else
            for (uint32_t k = 0; k < e->nmoves; k++)
                it_copy(CELL(F, mv[k].dst), CELL(F, mv[k].src), mv[k].len);
        return;
    }
    Cell *tmp = CELL(F, e->scratch);
    uint32_t off = 0;
    for (uint32_t k = 0; k < e->nmoves; k++) {
        it_copy(tmp + off, CELL(F, mv[k].src), mv[k].len);
        off += mv[k].len;
    }
    off = 0;
    for (uint32_t k = 0; k < e->nmoves; k++) {
        it_copy(CELL(F, mv[k].dst), tmp + off, mv[k].len);
        off += mv[k].len;
    }
}

static void
trace_op(Interp *ip, const Op *pc, Cell *F)
{
    if (!pc->inst || !ip->o.trace)
        return;
    IrBuf b = {0};
    ir_print_inst(&b, pc->inst);
    fprintf(ip->o.trace, "  %s", b.p ? b.p : "");
    ir_buf_free(&b);
    (void)F;
}

static void
trace_result(Interp *ip, const Op *pc, Cell *F)
{
    if (ip->o.on_value && pc->inst && pc->inst->v.type->kind != IR_TY_VOID)
        ip->o.on_value(ip->o.on_value_ctx, pc->inst,
                       (it_any_poison(ip, pc->inst->v.type, CELL(F, pc->od)) ? INTERP_HAS_POISON : 0) |
                           (it_any_undef(ip, pc->inst->v.type, CELL(F, pc->od)) ? INTERP_HAS_UNDEF : 0));
    if (!ip->o.trace)
        return;
    if (!pc->inst || pc->inst->v.type->kind == IR_TY_VOID) {
        fputc('\n', ip->o.trace);
        return;
    }
    IrBuf b = {0};
    it_print(&b, ip, pc->inst->v.type, CELL(F, pc->od));
    fprintf(ip->o.trace, "   ; = %s\n", b.p ? b.p : "");
    ir_buf_free(&b);
}

/* A fixed-unknown value steers control flow (or a C library function needs
 * it concretely): the interpreter picks (the result records that it did,
 * and where first). */
void
interp_note_choice(Interp *ip)
{
    if (!ip->res->choices++)
        ip->res->choice_at = cur_inst(ip);
}

/* Where a branch condition or switch value has unknown bits: undef (or
 * poison) is UB; fixed-unknown bits are resolved per the undef policy (a
 * nondeterministic choice that the result records). */
static uint64_t
steer(Interp *ip, const Cell *c, unsigned bits, UbRule rule, const char *what)
{
    if (c->poison)
        interp_ub(ip, rule, "%s on poison", what);
    if (c->u & it_mask(bits)) {
        if (!c->fixed)
            interp_ub(ip, rule, "%s on undef", what);
        interp_note_choice(ip);
        return interp_concrete(ip, c, bits);
    }
    return c->v & it_mask(bits);
}

/* A GEP lowered with sub = 1 whose base and indices are defined: the
 * address without the general path's 128-bit arithmetic.  Returns 0 for the
 * general path (overflow, unknown bits, poison, a flag that may be violated
 * and needs a closer look). */
static inline int
gep_fast(Interp *ip, const Op *pc, Cell *F)
{
    const Cell *base = CELL(F, pc->oa);
    if (base->poison | base->u)
        return 0;
    const GepPlan *p = pc->x;
    int inb = (pc->flags & IR_F_INBOUNDS) != 0;
    int64_t off = 0, lo = 0, hi = 0;
    if (inb) {
        /* inbounds: the base and every partial sum in bounds of its object
         * (one past the end allowed) */
        if (!base->prov || base->prov >= ip->nids)
            return 0;
        const Alloc *a = ip->allocs[base->prov];
        if (base->v < a->addr || base->v > a->addr + a->size || a->size > INT64_MAX)
            return 0;
        lo = -(int64_t)(base->v - a->addr);
        hi = (int64_t)(a->addr + a->size - base->v);
    }
    for (uint32_t k = 0; k < p->nfast; k++) {
        const GepFast *s = &p->fast[k];
        if (s->is_struct) {
            if (__builtin_add_overflow(off, s->konst, &off))
                return 0;
        } else {
            const Cell *ic = CELL(F, pc->idx_off[s->idx]);
            int64_t term;
            if (ic->poison | ic->u)
                return 0;
            int64_t iv = it_sext(ic->v, s->bits);
            if ((int64_t)s->stride < 0 || __builtin_mul_overflow(iv, (int64_t)s->stride, &term) ||
                __builtin_add_overflow(off, term, &off))
                return 0;
            if ((pc->flags & IR_F_NUW) && iv < 0 && s->stride)
                return 0;
        }
        if (inb && (off < lo || off > hi))
            return 0;
        if ((pc->flags & IR_F_NUSW) &&
            ((off > 0 && base->v + (uint64_t)off < base->v) || (off < 0 && base->v + (uint64_t)off > base->v)))
            return 0;
    }
    uint64_t res = base->v + (uint64_t)off;
    if ((pc->flags & IR_F_NUW) && (off < 0 || res < base->v))
        return 0;
    if ((pc->flags & (IR_F_NUSW | IR_F_INBOUNDS)) && ((off > 0 && res < base->v) || (off < 0 && res > base->v)))
        return 0;
    Cell *r = CELL(F, pc->od);
    *r = *base;
    r->v = res;
    return 1;
}

/* C_VBIN64 on lanes that are all defined, without flags: the operation
 * chosen once and every lane computed in one loop (clang -O2's vectorized
 * loops); 0 when it cannot (undef or poison lanes, a flag, a shift amount
 * of the width or more: the lane by lane path makes those).  Out of the
 * dispatch loop, whose other handlers it would cost registers. */
static __attribute__((noinline)) int
vbin_defined(const Op *pc, const Cell *a, const Cell *b, Cell *d)
{
    uint64_t odd = pc->flags;
    const uint64_t m = pc->m;
    const uint32_t n = pc->n, w = pc->w;
    for (uint32_t k = 0; k < n; k++)
        odd |= a[k].u | b[k].u | a[k].poison | b[k].poison;
    if (odd)
        return 0;
#define VLANES(EXPR)                                                        \
    do {                                                                    \
        for (uint32_t k = 0; k < n; k++) {                                  \
            uint64_t x = a[k].v & m, y = b[k].v & m;                        \
            cell_set(&d[k], (EXPR) & m);                                    \
        }                                                                   \
        return 1;                                                           \
    } while (0)
#define VSHIFT(EXPR)                                                        \
    do {                                                                    \
        for (uint32_t k = 0; k < n; k++)                                    \
            if ((b[k].v & m) >= w)                                          \
                return 0;                                                   \
        VLANES(EXPR);                                                       \
    } while (0)
    switch (pc->sub) {
    case IR_OP_ADD: VLANES(x + y);
    case IR_OP_SUB: VLANES(x - y);
    case IR_OP_MUL: VLANES(x * y);
    case IR_OP_AND: VLANES(x & y);
    case IR_OP_OR: VLANES(x | y);
    case IR_OP_XOR: VLANES(x ^ y);
    case IR_OP_SHL: VSHIFT(x << y);
    case IR_OP_LSHR: VSHIFT(x >> y);
    case IR_OP_ASHR: VSHIFT((uint64_t)(it_sext(x, w) >> y));
    default: return 0;
    }
#undef VSHIFT
#undef VLANES
}

/* Run the top frame (and the calls it makes) until it returns; its result
 * goes to `result`.  With `setup`, it only gives the interpreter the
 * addresses of its handlers (computed goto: each op holds its handler's,
 * set_labels) and returns.
 *
 * Each handler ends by counting the step of the next instruction against
 * the budget (`left`: instructions the budget still allows) and jumping to
 * that instruction's handler.  ip->cur_op, which reports name, is set by
 * the handlers that may report (SYNC), not by the integer fast paths.
 * Tracing runs every op through trace_entry, which prints the previous
 * op's result and the next op. */
#if defined(__GNUC__) && !defined(__clang__)
/* each handler keeps its own dispatch (no cross-jumping into one shared
 * indirect jump); GCC's manual advises against GCSE with computed gotos */
__attribute__((optimize("no-crossjumping", "no-gcse")))
#endif
void
run_loop(Interp *ip, Cell *result, int setup)
{
#ifdef USE_CGOTO
    /* the handlers by code, then the tracing entry */
    static const void *const labels[C_NCODES + 1] = {
#define CODE(name, konst, seg) [name] = &&L_##name,
#include "code.def"
#undef CODE
        [C_NCODES] = &&trace_entry,
    };
    if (setup) {
        ip->op_labels = labels;
        return;
    }
#define CASE(x) L_##x:
#define DISPATCH() goto *pc->lbl
#else
    if (setup)
        return;
#define CASE(x) case x:
#define DISPATCH() goto top
#endif
    RunState *r = rs(ip);
    uint32_t base = r->nframes;
    Frame *fr = &r->frames[r->nframes - 1];
    Cell *F = fr->cells;
    const Op *pc = fr->lf->code;
    const uint64_t max = ip->max_steps;
    uint64_t left = max - ip->steps;
    int trace = tracing(ip);
    const Op *tpc = NULL;   /* tracing: the op whose result is still to print, and its frame */
    Cell *tF = NULL;

#define SYNC() (ip->cur_op = pc)
#define STEPS() (max - left)
    /* the steps of the segment of n ops that starts at pc (segments) */
#define CHARGE(n)                                                           \
    do {                                                                    \
        uint64_t n_ = (n);                                                  \
        if (__builtin_expect(left < n_, 0))                                 \
            goto budget_short;                                              \
        left -= n_;                                                         \
    } while (0)
    /* the next op of the segment: counted already */
#define NEXT()                                                              \
    do {                                                                    \
        pc++;                                                               \
        DISPATCH();                                                         \
    } while (0)
#define JUMP(e)                                                             \
    do {                                                                    \
        const Edge *e_ = (e);                                               \
        take_edge(F, e_);                                                   \
        pc = e_->to;                                                        \
        CHARGE(e_->steps);                                                  \
        DISPATCH();                                                         \
    } while (0)
    /* after a call, the segment that follows it (an invoke: its edge) */
#define AFTER_CALL(ci)                                                      \
    do {                                                                    \
        const CallInfo *ci_ = (ci);                                         \
        if (ci_->normal) {                                                  \
            if (ci_->value_md) {                                            \
                SYNC();                                                     \
                value_md(ip, pc->inst, pc->rt, CELL(F, pc->od));            \
            }                                                               \
            JUMP(ci_->normal);                                              \
        }                                                                   \
        pc++;                                                               \
        CHARGE(ci_->after);                                                 \
        DISPATCH();                                                         \
    } while (0)

    CHARGE(fr->lf->entry_steps);
#ifdef USE_CGOTO
    DISPATCH();
#else
top:
    if (trace)
        goto trace_entry;
dispatch:
    switch (pc->code) {
#endif
    CASE(C_BIN64) {
        const Cell *a = CELL(F, pc->oa), *b = CELL(F, pc->ob);
        uint64_t v;
        if (!(a->u | b->u | a->poison | b->poison) && !it_binop_defined(pc->sub, pc->flags, pc->w, pc->m, a->v, b->v, &v)) {
            Cell *d = CELL(F, pc->od);
            cell_set(d, v);
            NEXT();
        }
    bin64_slow: {
        /* poison or unknown bits, a flag, UB: sem.c */
        SYNC();
        Cell *ga = CELL(F, pc->oa), *gb = CELL(F, pc->ob), *gd = CELL(F, pc->od);
        /* the result in an operand's cell (coalesce_phis): sem.c reads
         * its operands after it has begun to write, so they read a copy
         * (one for both when both are the result: x ^ x below) */
        Cell copy;
        if (gd == ga || gd == gb) {
            copy = *gd;
            ga = ga == gd ? &copy : ga;
            gb = gb == gd ? &copy : gb;
        }
        /* a poison operand, the other known: poison (LangRef "Poison
         * Values"), but for a division, where it may be UB (sem.c); a loop
         * whose values have gone poison spends its budget here */
        if (((ga->poison && !gb->u) || (gb->poison && !ga->u)) && pc->sub != IR_OP_UDIV &&
            pc->sub != IR_OP_SDIV && pc->sub != IR_OP_UREM && pc->sub != IR_OP_SREM) {
            gd->v = gd->u = 0;
            gd->prov = 0;
            gd->fixed = 0;
            gd->poison = 1;
            NEXT();
        }
        if (ga == gb && ga->fixed && !ga->poison && !pc->flags &&
            (pc->sub == IR_OP_XOR || pc->sub == IR_OP_SUB || pc->sub == IR_OP_AND || pc->sub == IR_OP_OR)) {
            /* one fixed-unknown value used twice: x ^ x = x - x = 0, x & x = x | x = x */
            if (pc->sub == IR_OP_AND || pc->sub == IR_OP_OR) {
                *gd = *ga;
            } else {
                gd->v = gd->u = 0;
                gd->prov = 0;
                gd->poison = gd->fixed = 0;
            }
            NEXT();
        }
        sem_int_binop(ip, pc->sub, pc->flags, pc->w, ga, gb, gd);
        NEXT();
    }
    }
    /* integers of <= 64 bits without flags: defined operands take the fast
     * path; anything with unknown bits or poison goes through sem.c */
#define FAST_BIN(CODE, EXPR)                                                \
    CASE(CODE) {                                                            \
        const Cell *a = CELL(F, pc->oa), *b = CELL(F, pc->ob);              \
        if (__builtin_expect(!(a->u | b->u | a->poison | b->poison), 1)) { \
            uint64_t x = a->v, y = b->v;                                    \
            Cell *d = CELL(F, pc->od);                                      \
            cell_set(d, (EXPR) & pc->m);                                    \
            NEXT();                                                         \
        }                                                                   \
        goto bin64_slow;                                                    \
    }
    FAST_BIN(C_ADD64, x + y)
    FAST_BIN(C_SUB64, x - y)
    FAST_BIN(C_MUL64, x * y)
    FAST_BIN(C_AND64, x & y)
    FAST_BIN(C_OR64, x | y)
    FAST_BIN(C_XOR64, x ^ y)
#undef FAST_BIN
    /* shifts: x is the first operand masked to the width, y the amount,
     * which must be below the width (else poison: sem.c) */
#define FAST_SHIFT(CODE, EXPR)                                              \
    CASE(CODE) {                                                            \
        const Cell *a = CELL(F, pc->oa), *b = CELL(F, pc->ob);              \
        uint64_t y = b->v & pc->m;                                          \
        if (__builtin_expect(!(a->u | b->u | a->poison | b->poison) && y < pc->w, 1)) { \
            uint64_t x = a->v & pc->m;                                      \
            Cell *d = CELL(F, pc->od);                                      \
            cell_set(d, (EXPR) & pc->m);                                    \
            NEXT();                                                         \
        }                                                                   \
        goto bin64_slow;                                                    \
    }
    FAST_SHIFT(C_SHL64, x << y)
    FAST_SHIFT(C_LSHR64, x >> y)
    FAST_SHIFT(C_ASHR64, (uint64_t)(it_sext(x, pc->w) >> y))
#undef FAST_SHIFT
#define FAST_BIN_K(CODE, EXPR)                                              \
    CASE(CODE) {                                                            \
        const Cell *a = CELL(F, pc->oa);                                    \
        if (__builtin_expect(!(a->u | a->poison), 1)) {                     \
            uint64_t x = a->v, y = pc->imm;                                 \
            Cell *d = CELL(F, pc->od);                                      \
            cell_set(d, (EXPR) & pc->m);                                    \
            NEXT();                                                         \
        }                                                                   \
        goto bin64_slow;                                                    \
    }
    FAST_BIN_K(C_ADD64K, x + y)
    FAST_BIN_K(C_SUB64K, x - y)
    FAST_BIN_K(C_MUL64K, x * y)
    FAST_BIN_K(C_AND64K, x & y)
    FAST_BIN_K(C_OR64K, x | y)
    FAST_BIN_K(C_XOR64K, x ^ y)
    /* constant shift amounts, below the width (const_operand); bits past
     * the width must not come down into a right shift */
    FAST_BIN_K(C_SHL64K, x << y)
    FAST_BIN_K(C_LSHR64K, (x & pc->m) >> y)
    FAST_BIN_K(C_ASHR64K, (uint64_t)(it_sext(x, pc->w) >> y))
#undef FAST_BIN_K
    /* the same with nuw/nsw: overflow makes poison.  add and sub without
     * branches (it_add_bad, it_sub_bad): pc->k is the sign bit when nsw
     * (else 0), pc->n 1 when nuw */
#define FAST_FLAGGED(CODE, BAD, BDEF, BUND, YV)                             \
    CASE(CODE) {                                                            \
        const Cell *a = CELL(F, pc->oa);                                    \
        BDEF;                                                               \
        if (__builtin_expect(!(a->u | a->poison | BUND), 1)) {              \
            uint64_t m = pc->m, v, bad = BAD(a->v & m, (YV) & m, m, pc->k, pc->n, &v); \
            Cell *d = CELL(F, pc->od);                                      \
            d->v = bad ? 0 : v;                                             \
            d->u = 0;                                                       \
            d->prov = 0;                                                    \
            d->fixed = 0;                                                   \
            d->poison = bad != 0;                                           \
            NEXT();                                                         \
        }                                                                   \
        goto bin64_slow;                                                    \
    }
    FAST_FLAGGED(C_ADD64F, it_add_bad, const Cell *b = CELL(F, pc->ob), (b->u | b->poison), b->v)
    FAST_FLAGGED(C_SUB64F, it_sub_bad, const Cell *b = CELL(F, pc->ob), (b->u | b->poison), b->v)
    FAST_FLAGGED(C_ADD64FK, it_add_bad, (void)0, 0, pc->imm)
    FAST_FLAGGED(C_SUB64FK, it_sub_bad, (void)0, 0, pc->imm)
#undef FAST_FLAGGED
#define FAST_BINF(CODE, OVF)                                                \
    CASE(CODE) {                                                            \
        const Cell *a = CELL(F, pc->oa), *b = CELL(F, pc->ob);              \
        if (__builtin_expect(!(a->u | b->u | a->poison | b->poison), 1)) { \
            uint64_t res;                                                   \
            int p = OVF(pc->flags, pc->w, pc->m, a->v, b->v, &res);         \
            Cell *d = CELL(F, pc->od);                                      \
            d->v = p ? 0 : res;                                             \
            d->u = 0;                                                       \
            d->prov = 0;                                                    \
            d->fixed = 0;                                                   \
            d->poison = (uint16_t)p;                                        \
            NEXT();                                                         \
        }                                                                   \
        goto bin64_slow;                                                    \
    }
    FAST_BINF(C_MUL64F, it_mul_ovf_m)
#undef FAST_BINF
#define FAST_BINF_K(CODE, OVF)                                              \
    CASE(CODE) {                                                            \
        const Cell *a = CELL(F, pc->oa);                                    \
        if (__builtin_expect(!(a->u | a->poison), 1)) {                     \
            uint64_t res;                                                   \
            int p = OVF(pc->flags, pc->w, pc->m, a->v, pc->imm, &res);      \
            Cell *d = CELL(F, pc->od);                                      \
            d->v = p ? 0 : res;                                             \
            d->u = 0;                                                       \
            d->prov = 0;                                                    \
            d->fixed = 0;                                                   \
            d->poison = (uint16_t)p;                                        \
            NEXT();                                                         \
        }                                                                   \
        goto bin64_slow;                                                    \
    }
    FAST_BINF_K(C_MUL64FK, it_mul_ovf_m)
#undef FAST_BINF_K
    /* icmp of defined integers: the predicate as a truth table (pc->n) of
     * less / equal / greater, signed orders through the sign bias (pc->k) */
    /* (the X forms: the icmp's result has no other reader than the branch,
     * whose own op follows and is skipped; the slow path writes it and
     * goes on to that op) */
#define ICMPBR(CODE, BDEF, BUND, YV, WRITE)                                 \
    CASE(CODE) {                                                            \
        const Cell *a = CELL(F, pc->oa);                                    \
        BDEF;                                                               \
        if (__builtin_expect(!(a->u | a->poison | BUND), 1)) {              \
            uint64_t x = (a->v & pc->m) ^ pc->k, y = (YV);                  \
            uint64_t t = icmp_holds(pc, x, y);                              \
            if (WRITE)                                                      \
                cell_set(CELL(F, pc->od), t);                               \
            /* the branch that follows (a step of its own, counted with the segment) */ \
            pc++;                                                           \
            JUMP((const Edge *)pc->x + !t);                                 \
        }                                                                   \
        goto icmp64_slow;                                                   \
    }
    ICMPBR(C_ICMPBR64, const Cell *b = CELL(F, pc->ob), (b->u | b->poison), (b->v & pc->m) ^ pc->k, 1)
    ICMPBR(C_ICMPBR64X, const Cell *b = CELL(F, pc->ob), (b->u | b->poison), (b->v & pc->m) ^ pc->k, 0)
    ICMPBR(C_ICMPBR64K, (void)0, 0, pc->imm, 1)
    ICMPBR(C_ICMPBR64KX, (void)0, 0, pc->imm, 0)
#undef ICMPBR
    CASE(C_ICMP64K) {
        const Cell *a = CELL(F, pc->oa);
        if (__builtin_expect(!(a->u | a->poison), 1)) {
            uint64_t x = (a->v & pc->m) ^ pc->k, y = pc->imm;
            Cell *d = CELL(F, pc->od);
            cell_set(d, icmp_holds(pc, x, y));
            NEXT();
        }
        goto icmp64_slow;
    }
    CASE(C_ICMP64) {
        const Cell *a = CELL(F, pc->oa), *b = CELL(F, pc->ob);
        if (__builtin_expect(!(a->u | b->u | a->poison | b->poison), 1)) {
            uint64_t x = (a->v & pc->m) ^ pc->k, y = (b->v & pc->m) ^ pc->k;
            Cell *d = CELL(F, pc->od);
            cell_set(d, icmp_holds(pc, x, y));
            NEXT();
        }
    icmp64_slow:
        SYNC();
        sem_icmp(ip, pc->sub, pc->flags, pc->w, CELL(F, pc->oa), CELL(F, pc->ob), CELL(F, pc->od));
        NEXT();
    }
    /* a vector of integers of <= 64 bits: lane by lane, the defined ones
     * here, the rest through sem.c (one cell per lane) */
    CASE(C_VBIN64) {
        const Cell *a = CELL(F, pc->oa), *b = CELL(F, pc->ob);
        Cell *d = CELL(F, pc->od);
        if (vbin_defined(pc, a, b, d))
            NEXT();
        for (uint32_t k = 0; k < pc->n; k++) {
            uint64_t v;
            if (!(a[k].u | b[k].u | a[k].poison | b[k].poison) &&
                !it_binop_defined(pc->sub, pc->flags, pc->w, pc->m, a[k].v, b[k].v, &v)) {
                cell_set(&d[k], v);
            } else {
                SYNC();
                sem_int_binop(ip, pc->sub, pc->flags, pc->w, a + k, b + k, d + k);
            }
        }
        NEXT();
    }
    CASE(C_BIN) {
        SYNC();
        do_binop(ip, pc->sub, pc->flags, pc->t, CELL(F, pc->oa), CELL(F, pc->ob), CELL(F, pc->od));
        NEXT();
    }
    CASE(C_FNEG) {
        SYNC();
        IrType *s = ir_type_scalar(pc->t);
        uint32_t w = it_words(s);
        for (uint32_t i = 0; i < it_lanes(ip, pc->t); i++)
            sem_fneg(ip, pc->flags, s, CELL(F, pc->oa) + i * w, CELL(F, pc->od) + i * w);
        NEXT();
    }
    CASE(C_ICMP) {
        SYNC();
        do_cmp(ip, IR_OP_ICMP, pc->sub, pc->flags, pc->t, CELL(F, pc->oa), CELL(F, pc->ob), CELL(F, pc->od));
        NEXT();
    }
    /* a vector of integers of <= 64 bits: C_ICMP64's table lane by lane,
     * lanes with poison or unknown bits through sem.c */
    CASE(C_VICMP64) {
        const Cell *a = CELL(F, pc->oa), *b = CELL(F, pc->ob);
        Cell *d = CELL(F, pc->od);
        for (uint32_t k = 0; k < pc->imm; k++) {
            if (!(a[k].u | b[k].u | a[k].poison | b[k].poison)) {
                uint64_t x = (a[k].v & pc->m) ^ pc->k, y = (b[k].v & pc->m) ^ pc->k;
                cell_set(&d[k], icmp_holds(pc, x, y));
            } else {
                SYNC();
                sem_icmp(ip, pc->sub, pc->flags, pc->w, a + k, b + k, d + k);
            }
        }
        NEXT();
    }
    CASE(C_FCMP) {
        SYNC();
        do_cmp(ip, IR_OP_FCMP, pc->sub, pc->flags, pc->t, CELL(F, pc->oa), CELL(F, pc->ob), CELL(F, pc->od));
        NEXT();
    }
    CASE(C_CAST64) {
        const Cell *a = CELL(F, pc->oa);
        Cell *d = CELL(F, pc->od);
        if (__builtin_expect(!(a->u | a->poison), 1)) {
            unsigned sw = pc->w, dw = pc->rt->bits;
            uint64_t x = a->v & pc->m, v;
            int poison = 0;
            if (pc->sub == IR_OP_ZEXT) {
                v = x;
                poison = (pc->flags & IR_F_NNEG) && (x >> (sw - 1)) & 1;
            } else if (pc->sub == IR_OP_SEXT) {
                v = (uint64_t)it_sext(x, sw) & it_mask(dw);
            } else {
                v = x & it_mask(dw);
                if ((pc->flags & IR_F_NUW) && v != x)
                    poison = 1;
                if ((pc->flags & IR_F_NSW) && (uint64_t)it_sext(v, dw) != (uint64_t)it_sext(x, sw))
                    poison = 1;
            }
            d->v = poison ? 0 : v;
            d->u = 0;
            d->prov = 0;
            d->poison = (uint16_t)poison;
            d->fixed = 0;
            NEXT();
        }
        SYNC();
        do_cast(ip, pc->sub, pc->flags, pc->t, pc->rt, a, d);
        NEXT();
    }
    CASE(C_CAST) {
        SYNC();
        do_cast(ip, pc->sub, pc->flags, pc->t, pc->rt, CELL(F, pc->oa), CELL(F, pc->od));
        NEXT();
    }
    CASE(C_SELECT) {
        if (pc->w) {
            /* pc->w values of one cell each, no fast-math flags (lowering);
             * conditions that are all defined pick their lanes here */
            const Cell *c = CELL(F, pc->oa), *x = CELL(F, pc->ob), *y = CELL(F, pc->oc);
            Cell *d = CELL(F, pc->od);
            uint32_t nc = pc->n, unk = 0;
            for (uint32_t k = 0; k < nc; k++)
                unk |= c[k].poison | (uint32_t)(c[k].u & 1);
            if (!unk) {
                for (uint32_t k = 0; k < pc->w; k++)
                    d[k] = (c[nc == 1 ? 0 : k].v & 1) ? x[k] : y[k];
                NEXT();
            }
        }
        SYNC();
        do_select(ip, pc->rt, pc->flags, CELL(F, pc->oa), pc->t->kind == IR_TY_VEC, CELL(F, pc->ob),
                  CELL(F, pc->oc), CELL(F, pc->od));
        NEXT();
    }
    CASE(C_FREEZE) {
        SYNC();
        sem_freeze(ip, pc->t, CELL(F, pc->oa), CELL(F, pc->od));
        NEXT();
    }
    CASE(C_PHI_NOP) {
        NEXT();
    }
    CASE(C_EXTRACTELT) {
        SYNC();
        uint64_t k;
        uint32_t w = it_words(pc->t->elem);
        if (vec_index(ip, CELL(F, pc->ob), ir_type_scalar(pc->inst->ops[1]->type), it_lanes(ip, pc->t), &k))
            it_set_poison(ip, pc->rt, CELL(F, pc->od));
        else
            it_copy(CELL(F, pc->od), CELL(F, pc->oa) + k * w, w);
        NEXT();
    }
    CASE(C_INSERTELT) {
        SYNC();
        uint64_t k;
        uint32_t w = it_words(pc->t->elem), n = it_cells(ip, pc->t);
        if (vec_index(ip, CELL(F, pc->oc), ir_type_scalar(pc->inst->ops[2]->type), it_lanes(ip, pc->t), &k)) {
            it_set_poison(ip, pc->rt, CELL(F, pc->od));
        } else {
            IrArenaMark mk = ir_arena_mark(ip->run);
            Cell *tmp = IR_NEWN(ip->run, Cell, w);
            it_copy(tmp, CELL(F, pc->ob), w);
            it_copy(CELL(F, pc->od), CELL(F, pc->oa), n);
            it_copy(CELL(F, pc->od) + k * w, tmp, w);
            ir_arena_release(ip->run, mk);
        }
        NEXT();
    }
    CASE(C_SHUFFLE) {
        SYNC();
        uint32_t n = it_cells(ip, pc->rt);
        IrArenaMark mk = ir_arena_mark(ip->run);
        Cell *tmp = IR_NEWN(ip->run, Cell, n);
        do_shuffle(ip, pc->t, pc->rt, pc->inst->ints, pc->inst->nints, CELL(F, pc->oa), CELL(F, pc->ob), tmp);
        it_copy(CELL(F, pc->od), tmp, n);
        ir_arena_release(ip->run, mk);
        NEXT();
    }
    CASE(C_EXTRACTVAL) {
        it_copy(CELL(F, pc->od), CELL(F, pc->oa) + pc->n, pc->w);
        NEXT();
    }
    CASE(C_INSERTVAL) {
        SYNC();
        uint32_t n = it_cells(ip, pc->t);
        IrArenaMark mk = ir_arena_mark(ip->run);
        Cell *tmp = IR_NEWN(ip->run, Cell, pc->w);
        it_copy(tmp, CELL(F, pc->ob), pc->w);
        it_copy(CELL(F, pc->od), CELL(F, pc->oa), n);
        it_copy(CELL(F, pc->od) + pc->n, tmp, pc->w);
        ir_arena_release(ip->run, mk);
        NEXT();
    }
    CASE(C_ALLOCA) {
        SYNC();
        const Cell *cnt = CELL(F, pc->oa);
        if (cnt->poison || (cnt->u & pc->imm))
            interp_ub(ip, UB_ADDR_UNDEF, "alloca with an undef or poison element count");
        uint64_t n = cnt->v & pc->imm;
        uint64_t esz = pc->k, bytes;
        if (__builtin_mul_overflow(n, esz, &bytes) || bytes > (1ull << 40))
            interp_limit(ip, "alloca of %llu x %llu bytes", (unsigned long long)n, (unsigned long long)esz);
        /* fresh memory costs its bytes (mem_new: the heap's the same); an
         * object over the memory budget is reported as that by mem_new */
        uint64_t cost = bytes / MEM_BYTES_PER_STEP;
        if (cost > left && bytes <= ip->o.max_memory - ip->mem_used)
            goto out_of_steps;
        uint32_t align = pc->w;
        Alloc *a = mem_new(ip, bytes, align, ALLOC_STACK, pc->inst);
        left -= cost;
        a->frame = ip->depth;
        if (r->nobjs == r->capobjs) {
            r->capobjs = r->capobjs ? r->capobjs * 2 : 64;
            r->objs = ir_realloc(r->objs, r->capobjs * sizeof *r->objs);
        }
        r->objs[r->nobjs++] = a;
        mem_ptr(ip, CELL(F, pc->od), a, 0);
        NEXT();
    }
    CASE(C_LOAD) {
    load_general:
        SYNC();
        uint32_t n = it_cells(ip, pc->rt);
        IrArenaMark mk = ir_arena_mark(ip->run);
        Cell *tmp = n <= 8 ? (Cell[8]){{0}} : IR_NEWN(ip->run, Cell, n);
        mem_load(ip, CELL(F, pc->oa), pc->rt, pc->inst->align, tmp);
        it_copy(CELL(F, pc->od), tmp, n);
        ir_arena_release(ip->run, mk);
        NEXT();
    }
    CASE(C_LOADS) {
    loads_small:
        if (mem_load_small(ip, CELL(F, pc->oa), pc->sub, pc->w, pc->t->kind == IR_TY_PTR, pc->inst->align,
                           CELL(F, pc->od)))
            NEXT();
        goto load_general;
    }
    CASE(C_STORES) {
    stores_small:
        if (mem_store_small(ip, CELL(F, pc->ob), pc->sub, pc->w, pc->t->kind == IR_TY_PTR, pc->inst->align,
                            CELL(F, pc->oa)))
            NEXT();
        goto store_general;
    }
    /* a load of N bytes whose bytes are all defined (mem_load_small for
     * the rest: poison, undef or fixed-unknown bits) */
/* The N bytes at off of a (an integer or a pointer): defined, to the
 * result and on; else the general path. */
#define LOAD_FROM(N, T)                                                     \
    do {                                                                    \
        T v, u, poi;                                                        \
        memcpy(&v, a->val + off, N);                                        \
        memcpy(&u, a->und + off, N);                                        \
        memcpy(&poi, a->poi + off, N);                                      \
        if (__builtin_expect(!u && !(poi & (T)0x0101010101010101ull), 1)) { \
            Cell *d = CELL(F, pc->od);                                      \
            d->v = v & pc->m;                                               \
            d->u = 0;                                                       \
            d->poison = d->fixed = 0;                                       \
            d->prov = pc->n ? mem_prov_get(a, off, N) : 0;                  \
            NEXT();                                                         \
        }                                                                   \
    } while (0)
#define LOAD_N(CODE, N, T)                                                  \
    CASE(CODE) {                                                            \
        uint64_t off;                                                       \
        Alloc *a = mem_fast_access(ip, CELL(F, pc->oa), N, pc->k, &off);    \
        if (__builtin_expect(a != NULL, 1))                                 \
            LOAD_FROM(N, T);                                                \
        goto loads_small;                                                   \
    }
    LOAD_N(C_LOAD1, 1, uint8_t)
    LOAD_N(C_LOAD2, 2, uint16_t)
    LOAD_N(C_LOAD4, 4, uint32_t)
    LOAD_N(C_LOAD8, 8, uint64_t)
#undef LOAD_N
    /* a store of N bytes of a value neither poison nor fixed-unknown (its
     * undef bits, and those past its width, are stored as undef) to off
     * of a; else the general path */
#define STORE_TO(N, T)                                                      \
    do {                                                                    \
        const Cell *val = CELL(F, pc->oa);                                  \
        if (__builtin_expect(!(val->poison | val->fixed), 1)) {             \
            uint64_t m = pc->m, u = (val->u & m) | ~m, v = val->v & ~u;     \
            T tv = (T)v, tu = (T)u, tp = 0;                                 \
            memcpy(a->val + off, &tv, N);                                   \
            memcpy(a->und + off, &tu, N);                                   \
            memcpy(a->poi + off, &tp, N);                                   \
            uint32_t pv = pc->n ? val->prov : 0;                            \
            if (pv || a->prov)                                              \
                mem_prov_set(ip, a, off, N, pv);                            \
            NEXT();                                                         \
        }                                                                   \
    } while (0)
#define STORE_N(CODE, N, T)                                                 \
    CASE(CODE) {                                                            \
        uint64_t off;                                                       \
        Alloc *a = mem_fast_access(ip, CELL(F, pc->ob), N, pc->k, &off);    \
        if (__builtin_expect(a && !a->readonly, 1))                         \
            STORE_TO(N, T);                                                 \
        goto stores_small;                                                  \
    }
    STORE_N(C_STORE1, 1, uint8_t)
    STORE_N(C_STORE2, 2, uint16_t)
    STORE_N(C_STORE4, 4, uint32_t)
    STORE_N(C_STORE8, 8, uint64_t)
#undef STORE_N
    /* sure_access's: the object of the alloca's cell (operand O) at 0, or
     * the global pc->x at pc->imm; BODY is LOAD_FROM or STORE_TO, SLOW the
     * general path */
#define SURE(CODE, BODY, SLOW, A, OFF)                                      \
    CASE(CODE) {                                                            \
        Alloc *a = (A);                                                     \
        uint64_t off = (OFF);                                               \
        BODY;                                                               \
        goto SLOW;                                                          \
    }
#define ALLOCA_AT(O) ip->allocs[CELL(F, pc->O)->prov], 0
#define GLOBAL_AT (Alloc *)pc->x, pc->imm
#define SURE_LOADS(A1, A2, A4, A8, AT)                                      \
    SURE(A1, LOAD_FROM(1, uint8_t), loads_small, AT)                        \
    SURE(A2, LOAD_FROM(2, uint16_t), loads_small, AT)                       \
    SURE(A4, LOAD_FROM(4, uint32_t), loads_small, AT)                       \
    SURE(A8, LOAD_FROM(8, uint64_t), loads_small, AT)
#define SURE_STORES(A1, A2, A4, A8, AT)                                     \
    SURE(A1, STORE_TO(1, uint8_t), stores_small, AT)                        \
    SURE(A2, STORE_TO(2, uint16_t), stores_small, AT)                       \
    SURE(A4, STORE_TO(4, uint32_t), stores_small, AT)                       \
    SURE(A8, STORE_TO(8, uint64_t), stores_small, AT)
    SURE_LOADS(C_LOADA1, C_LOADA2, C_LOADA4, C_LOADA8, ALLOCA_AT(oa))
    SURE_LOADS(C_LOADG1, C_LOADG2, C_LOADG4, C_LOADG8, GLOBAL_AT)
    SURE_STORES(C_STOREA1, C_STOREA2, C_STOREA4, C_STOREA8, ALLOCA_AT(ob))
    SURE_STORES(C_STOREG1, C_STOREG2, C_STOREG4, C_STOREG8, GLOBAL_AT)
#undef SURE_STORES
#undef SURE_LOADS
#undef GLOBAL_AT
#undef ALLOCA_AT
#undef SURE
#undef LOAD_FROM
#undef STORE_TO
    CASE(C_STORE) {
    store_general:
        SYNC();
        mem_store(ip, CELL(F, pc->ob), pc->t, pc->inst->align, CELL(F, pc->oa));
        NEXT();
    }
    /* gep_one's GEPs: the offset and its checks inline when the index is
     * defined and non-negative; anything else through C_GEP */
    CASE(C_GEP1) {
        const Cell *gb = CELL(F, pc->oa), *ic = CELL(F, pc->ob);
        int64_t iv = it_sext(ic->v, pc->w), off;
        if (!(gb->poison | gb->u | ic->poison | ic->u) && iv >= 0 &&
            !__builtin_mul_overflow(iv, (int64_t)pc->k, &off) && !__builtin_add_overflow(off, (int64_t)pc->imm, &off)) {
            uint64_t res = gb->v + (uint64_t)off;
            if (res >= gb->v && (!(pc->flags & IR_F_INBOUNDS) || gep_in_bounds_fast(ip, gb, res))) {
                Cell *gr = CELL(F, pc->od);
                *gr = *gb;
                gr->v = res;
                NEXT();
            }
        }
        goto gep_slow;
    }
    CASE(C_GEPK) {
        const Cell *gb = CELL(F, pc->oa);
        if (!(gb->poison | gb->u)) {
            int64_t off = (int64_t)pc->imm;
            uint64_t res = gb->v + (uint64_t)off;
            if ((off >= 0 ? res >= gb->v : res < gb->v && !(pc->flags & IR_F_NUW)) &&
                (!(pc->flags & IR_F_INBOUNDS) || gep_in_bounds_fast(ip, gb, res))) {
                Cell *gr = CELL(F, pc->od);
                *gr = *gb;
                gr->v = res;
                NEXT();
            }
        }
        goto gep_slow;
    }
    CASE(C_GEP) {
    gep_slow:
        if (pc->sub && gep_fast(ip, pc, F))
            NEXT();
        SYNC();
        const Cell *ibuf[8];
        IrArenaMark mk = ir_arena_mark(ip->run);
        const Cell **idx = pc->n <= 8 ? ibuf : (const Cell **)IR_NEWN(ip->run, Cell *, pc->n);
        for (uint32_t k = 0; k < pc->n; k++)
            idx[k] = CELL(F, pc->idx_off[k]);
        uint32_t n = it_cells(ip, pc->rt);
        Cell buf[8];
        Cell *tmp = n <= 8 ? buf : IR_NEWN(ip->run, Cell, n);
        do_gep(ip, pc->x, pc->flags, pc->rt, CELL(F, pc->oa), pc->t->kind == IR_TY_VEC, idx, tmp);
        it_copy(CELL(F, pc->od), tmp, n);
        ir_arena_release(ip->run, mk);
        NEXT();
    }
    CASE(C_FENCE) {
        NEXT(); /* one thread: nothing to order */
    }
    CASE(C_CMPXCHG) {
        /* LangRef "'cmpxchg' Instruction", single-threaded: load, compare,
         * store if equal; a weak cmpxchg may fail spuriously -- it does not */
        SYNC();
        IrType *t = pc->t;
        uint32_t w = it_cells(ip, t);
        IrArenaMark mk = ir_arena_mark(ip->run);
        Cell *old = IR_NEWN(ip->run, Cell, w), eq;
        mem_load(ip, CELL(F, pc->oa), t, pc->inst->align, old);
        if (t->kind == IR_TY_PTR)
            sem_icmp(ip, IR_ICMP_EQ, 0, ir_ptr_bits(ip->m, t->bits), old, CELL(F, pc->ob), &eq);
        else
            sem_icmp(ip, IR_ICMP_EQ, 0, t->bits, old, CELL(F, pc->ob), &eq);
        uint64_t take = steer(ip, &eq, 1, UB_BRANCH_UNDEF, "cmpxchg comparison");
        if (take)
            mem_store(ip, CELL(F, pc->oa), t, pc->inst->align, CELL(F, pc->oc));
        it_copy(CELL(F, pc->od), old, w);
        Cell *flag = CELL(F, pc->od) + w;
        cell_set(flag, take);
        ir_arena_release(ip->run, mk);
        NEXT();
    }
    CASE(C_ATOMICRMW) {
        SYNC();
        IrType *t = pc->t;
        uint32_t w = it_cells(ip, t);
        IrArenaMark mk = ir_arena_mark(ip->run);
        Cell *old = IR_NEWN(ip->run, Cell, 3 * w), *nv = old + w, *val = nv + w;
        it_copy(val, CELL(F, pc->ob), w);
        mem_load(ip, CELL(F, pc->oa), t, pc->inst->align, old);
        /* a concrete run: the operation uses both (resolved in place) */
        it_use(ip, val, w, val);
        it_use(ip, old, w, old);
        if (it_any_unknown(val, w) || it_any_unknown(old, w))
            it_approx(ip);
        interp_rmw(ip, pc->sub, t, old, val, nv);
        mem_store(ip, CELL(F, pc->oa), t, pc->inst->align, nv);
        it_copy(CELL(F, pc->od), old, w);
        ir_arena_release(ip->run, mk);
        NEXT();
    }
    CASE(C_BR) {
        JUMP((const Edge *)pc->x);
    }
    CASE(C_CONDBR) {
        const Edge *e = pc->x;
        const Cell *c = CELL(F, pc->oa);
        if (__builtin_expect(!(c->poison | (c->u & 1)), 1))
            JUMP(e + !(c->v & 1));
        SYNC();
        uint64_t t = steer(ip, c, 1, UB_BRANCH_UNDEF, "branch");
        JUMP(e + !t);
    }
    CASE(C_SWITCH) {
        SYNC();
        const SwitchTab *st = pc->x;
        const Cell *c = CELL(F, pc->oa);
        IrType *t = pc->t;
        uint32_t w = it_words(t);
        if (c->poison)
            interp_ub(ip, UB_SWITCH_UNDEF, "switch on poison");
        uint64_t cw[8];
        const uint64_t *key = NULL;
        for (uint32_t k = 0; k < w; k++) {
            if (!c[k].u)
                continue;
            /* undef is UB; frozen bits are chosen, like a branch's */
            if (!c[k].fixed)
                interp_ub(ip, UB_SWITCH_UNDEF, "switch on a value with undef bits");
            if (w > 8)
                interp_unsupported(ip, "switch on a partly frozen value of more than 512 bits");
            if (!key) {
                interp_note_choice(ip);
                for (uint32_t q = 0; q < w; q++)
                    cw[q] = c[q].v;
                key = cw;
            }
            unsigned wb = t->bits - 64 * k > 64 ? 64 : t->bits - 64 * k;
            cw[k] = interp_concrete(ip, &c[k], wb);
        }
        for (uint32_t k = 0; k < st->ncases; k++) {
            const Cell *cv = st->vals + k * w;
            uint32_t q;
            for (q = 0; q < w; q++)
                if (cv[q].v != (key ? key[q] : c[q].v))
                    break;
            if (q == w)
                JUMP(st->dests[k]);
        }
        JUMP(st->dests[st->ncases]);
    }
    CASE(C_INDIRECTBR) {
        SYNC();
        Edge **list = pc->x;
        const Cell *a = CELL(F, pc->oa);
        if (a->poison || a->u)
            interp_ub(ip, UB_BRANCH_UNDEF, "indirectbr on an undef or poison address");
        IrBlock *b = mem_block_at(ip, a);
        for (uint32_t k = 0; b && k < pc->n; k++)
            if (list[k]->block == b)
                JUMP(list[k]);
        interp_ub(ip, UB_INDIRECTBR, "indirectbr to 0x%llx", (unsigned long long)a->v);
    }
    CASE(C_RET) {
        SYNC();
        IrFunc *f = fr->f;
        Cell *val = pc->w ? CELL(F, pc->oa) : NULL;
        IrType *rt = f->g.vtype->elem;
        if (val && fr->ret_chk && (fr->ret_chk == 2 || val->poison || (val->u && !val->fixed))) {
            check_attrs(ip, &f->attrs.ret, rt, val, NULL, 0);
            if (fr->site && fr->site->attrs)
                check_attrs(ip, &fr->site->attrs->ret, rt, val, NULL, 0);
        }
        if (trace) {
            trace_result(ip, pc, F);
            tpc = NULL;
        }
        if (r->nframes == base) {
            if (val)
                it_copy(result, val, it_cells(ip, rt));
            ip->steps = STEPS();
            pop_frame(ip);
            return;
        }
        /* the value is copied out before its frame goes; scratch from the
         * run's arena only past 8 cells (a mark costs more than the copy) */
        uint32_t n = val ? it_cells(ip, rt) : 0;
        Cell buf[8];
        IrArenaMark mk = {0};
        Cell *tmp = buf;
        if (n > 8) {
            mk = ir_arena_mark(ip->run);
            tmp = IR_NEWN(ip->run, Cell, n);
        }
        if (val)
            it_copy(tmp, val, n);
        const Op *ret_pc = fr->ret_pc;
        pop_frame(ip);
        fr = &r->frames[r->nframes - 1];
        F = fr->cells;
        pc = ret_pc;
        if (val)
            it_copy(CELL(F, pc->od), tmp, n);
        if (n > 8)
            ir_arena_release(ip->run, mk);
        /* the call op that made the frame is done: continue after it (an
         * invoke continues on its normal edge) */
        AFTER_CALL((const CallInfo *)pc->x);
    }
    CASE(C_UNREACHABLE) {
        SYNC();
        interp_ub(ip, UB_UNREACHABLE, "reached `unreachable`");
    }
    CASE(C_CALL) {
        SYNC();
        CallInfo *ci = pc->x;
        /* (at the depth limit, push_frame reports it before lowering) */
        if (ci->simple < 0 && ci->direct && !ci->direct->is_decl && !ci->lib && ip->depth < ip->max_depth)
            call_plan(ip, ci, pc->inst);
        if (ci->simple > 0) {
            if (trace) {
                if (ip->o.trace)
                    fputc('\n', ip->o.trace);
                tpc = NULL;
            }
            ip->steps = STEPS();
            Frame *nf = push_fast(ip, ci, pc->inst, F);
            nf->ret_pc = pc;
            fr = nf;
            F = fr->cells;
            pc = fr->lf->code;
            CHARGE(fr->lf->entry_steps);
            DISPATCH();
        }
        IrFunc *callee = ci->direct;
        if (!callee) {
            if (ci->callee_off == UINT32_MAX)
                interp_unsupported(ip, "inline asm");
            const Cell *cp = CELL(F, ci->callee_off);
            if (cp->poison || cp->u)
                interp_ub(ip, UB_CALL_UNDEF, "call through %s", cp->poison ? "poison" : "an undef pointer");
            callee = mem_func_at(ip, cp);
            if (!callee) {
                IrBuf b = {0};
                mem_describe(&b, ip, cp);
                char buf[160];
                snprintf(buf, sizeof buf, "%s", b.p ? b.p : "?");
                ir_buf_free(&b);
                interp_ub(ip, UB_CALL_NOT_FUNC, "call through %s, which is not a function", buf);
            }
        }
        /* LangRef "Calling Conventions": the calling conventions of a
         * caller and its callee must match, or the behaviour is undefined
         * (GlobalOpt makes internal functions fastcc with their calls) */
        if (callee->cc != pc->inst->cc) {
            char a[24], b[24];
            snprintf(a, sizeof a, "%s", ir_cc_name(callee->cc) ? ir_cc_name(callee->cc) : "");
            snprintf(b, sizeof b, "%s", ir_cc_name(pc->inst->cc) ? ir_cc_name(pc->inst->cc) : "");
            if (!a[0])
                snprintf(a, sizeof a, "cc %u", callee->cc);
            if (!b[0])
                snprintf(b, sizeof b, "cc %u", pc->inst->cc);
            interp_ub(ip, UB_CALL_SIGNATURE, "@%s has the calling convention %s, called with %s",
                      callee->g.v.name ? callee->g.v.name : "?", a, b);
        }
        /* scratch from the run's arena, given back after the call (a VLA
         * here would grow the C stack at every call: computed gotos leave
         * its scope without freeing it) */
        IrArenaMark mk = ir_arena_mark(ip->run);
        Cell **args = IR_NEWN(ip->run, Cell *, ci->nargs ? ci->nargs : 1);
        for (uint32_t k = 0; k < ci->nargs; k++)
            args[k] = CELL(F, ci->arg_off[k]);
        if (callee->is_decl || ci->lib) {
            uint32_t n = it_cells(ip, ci->fty->elem);
            Cell *ret = IR_NEWN(ip->run, Cell, n);
            ip->steps = STEPS();
            if (ci->nbops) {
                ip->bundle_cells = IR_NEWN(ip->run, Cell *, ci->nbops);
                for (uint32_t k = 0; k < ci->nbops; k++)
                    ip->bundle_cells[k] = CELL(F, ci->bop_off[k]);
            }
            /* parameter attributes of the declaration and the call site */
            call_external(ip, callee, ci->fty, pc->inst, args, ci->argty, ci->nargs, ret);
            ip->bundle_cells = NULL;
            left = max - ip->steps;
            if (ci->fty->elem->kind != IR_TY_VOID)
                it_copy(CELL(F, pc->od), ret, n);
            ir_arena_release(ip->run, mk);
            AFTER_CALL(ci);
        }
        /* a call of a function of another type is UB (LangRef "'call'") */
        if (!ir_type_equal(callee->g.vtype, ci->fty) &&
            !(callee->g.vtype->flags & IR_TYF_VARARG && ci->fty->flags & IR_TYF_VARARG &&
              ir_type_equal(callee->g.vtype->elem, ci->fty->elem)))
            interp_ub(ip, UB_CALL_SIGNATURE, "@%s has type %s, called as %s",
                      callee->g.v.name ? callee->g.v.name : "?", ir_type_str(ip->run, callee->g.vtype),
                      ir_type_str(ip->run, ci->fty));
        if (trace) {
            if (ip->o.trace)
                fputc('\n', ip->o.trace);
            tpc = NULL;
        }
        ip->steps = STEPS();
        Frame *nf = push_frame(ip, callee, pc->inst, args, ci->argty, ci->nargs, pc->inst->attrs);
        ir_arena_release(ip->run, mk);
        nf->ret_pc = pc;
        fr = nf;
        F = fr->cells;
        pc = fr->lf->code;
        CHARGE(fr->lf->entry_steps);
        DISPATCH();
    }
    CASE(C_VAARG) {
        SYNC();
        uint32_t n = it_cells(ip, pc->rt);
        IrArenaMark mk = ir_arena_mark(ip->run);
        Cell *tmp = IR_NEWN(ip->run, Cell, n);
        do_va_arg(ip, CELL(F, pc->oa), pc->rt, tmp);
        it_copy(CELL(F, pc->od), tmp, n);
        ir_arena_release(ip->run, mk);
        NEXT();
    }
    CASE(C_UNSUPPORTED) {
        SYNC();
        interp_unsupported(ip, "%s", (const char *)pc->x);
    }
    CASE(C_VALUE_MD) {
        SYNC();
        value_md(ip, pc->inst, pc->rt, CELL(F, pc->od));
        NEXT();
    }
    CASE(C_BUDGET) {
        goto out_of_steps;
    }
#ifndef USE_CGOTO
    }
#endif
trace_entry:
    /* every op when tracing: the previous op's result, then this op (not
     * the one past the step budget) */
    if (pc->code == C_BUDGET)
        goto out_of_steps;
    if (tpc)
        trace_result(ip, tpc, tF);
    tpc = pc;
    tF = F;
    trace_op(ip, pc, F);
#ifdef USE_CGOTO
    goto *labels[pc->code];
#else
    goto dispatch;
#endif
budget_short: {
        /* the segment at pc has more ops than the budget allows (left):
         * the first `left` run from a copy whose next op is C_BUDGET; an
         * icmp fused with the branch the budget stops at comes apart */
        if (!left)
            goto out_of_steps;
        Op *cp = IR_NEWN(ip->run, Op, left + 1);
        memcpy(cp, pc, (size_t)(left + 1) * sizeof *cp);
        Op *last = &cp[left - 1];
        if (last->code == C_ICMPBR64 || last->code == C_ICMPBR64K || last->code == C_ICMPBR64X ||
            last->code == C_ICMPBR64KX) {
            last->code = last->code == C_ICMPBR64 || last->code == C_ICMPBR64X ? C_ICMP64 : C_ICMP64K;
#ifdef USE_CGOTO
            if (!trace)
                last->lbl = labels[last->code];
#endif
        }
        cp[left].code = C_BUDGET;
#ifdef USE_CGOTO
        cp[left].lbl = labels[trace ? C_NCODES : C_BUDGET];
#endif
        ip->budget_ops = cp;
        ip->nbudget_ops = (uint32_t)left + 1;
        left = 0;
        pc = cp;
        DISPATCH();
    }
out_of_steps:
    SYNC();
    if (tpc)
        trace_result(ip, tpc, tF);
    ip->steps = max + 1;
    interp_limit(ip, "step budget of %llu instructions exhausted", (unsigned long long)max);
#undef CASE
#undef NEXT
#undef JUMP
#undef DISPATCH
#undef SYNC
#undef CHARGE
#undef AFTER_CALL
#undef STEPS
}

/* Each op's handler (computed goto), or the tracing entry for all. */
void
set_labels(Interp *ip, LFunc *lf)
{
#ifdef USE_CGOTO
    if (!ip->op_labels)
        run_loop(ip, NULL, 1);
    for (uint32_t k = 0; k < lf->ncode; k++)
        lf->code[k].lbl = ip->op_labels[tracing(ip) ? C_NCODES : lf->code[k].code];
#else
    (void)ip;
    (void)lf;
#endif
}

/* ---------------------------------------------------------- module set-up */

/* The bytes of a defined scalar of type t that init_memory writes itself,
 * or 0: whole bytes of an integer of <= 64 bits, a float or a double,
 * little endian (store_leaves's result without the leaf walk: the bytes'
 * und and poi are zero already, and no pointer was stored there). */
static unsigned
init_bytes_of(Interp *ip, const IrType *t)
{
    if (ip->m->dl.big_endian)
        return 0;
    if (t->kind == IR_TY_INT && t->bits <= 64 && t->bits % 8 == 0)
        return t->bits / 8;
    return t->kind == IR_TY_FLOAT ? 4 : t->kind == IR_TY_DOUBLE ? 8 : 0;
}

/* the low n bytes of x at p, little endian */
static inline void
put_le(uint8_t *p, uint64_t x, unsigned n)
{
    for (unsigned j = 0; j < n; j++)
        p[j] = (uint8_t)(x >> (8 * j));
}

static void init_memory(Interp *ip, Alloc *a, uint64_t off, const IrValue *v);

/* An element or member of an aggregate initializer at off: an integer or
 * float of nb bytes (init_bytes_of its type; 0: not one) in place, zero
 * left as it is, anything else through init_memory. */
static inline void
init_elem(Interp *ip, Alloc *a, uint64_t off, const IrValue *e, unsigned nb)
{
    if (nb && (e->kind == IR_V_INT || e->kind == IR_V_FP))
        put_le(a->val + off, ((const IrConst *)e)->w[0], nb);
    else if (e->kind != IR_V_ZERO)
        init_memory(ip, a, off, e);
}

static void
init_memory(Interp *ip, Alloc *a, uint64_t off, const IrValue *v)
{
    const IrConst *c = (const IrConst *)v;
    IrType *t = v->type;
    switch (v->kind) {
    case IR_V_ZERO: case IR_V_NULL:
        return; /* fresh global memory is zero */
    case IR_V_INT: case IR_V_FP: {
        unsigned nb = init_bytes_of(ip, t);
        if (nb) {
            put_le(a->val + off, c->w[0], nb);
            return;
        }
        break;
    }
    case IR_V_UNDEF:
        memset(a->und + off, 0xff, it_store_size(ip, t));
        return;
    case IR_V_POISON:
        memset(a->poi + off, 1, it_store_size(ip, t));
        return;
    case IR_V_STR:
        memcpy(a->val + off, c->bytes, c->nbytes);
        return;
    case IR_V_GLOBALVAR: case IR_V_FUNC: case IR_V_ALIAS: {
        /* the address of a global: its bytes and their provenance, as
         * store_leaves writes a defined pointer */
        const Cell *g = gmap_get(ip, (const IrGlobal *)v);
        uint64_t n = it_store_size(ip, t);
        if (g && !ip->m->dl.big_endian && t->kind == IR_TY_PTR && n <= 8 && !g->poison && !g->u) {
            put_le(a->val + off, g->v, (unsigned)n);
            mem_prov_set(ip, a, off, n, g->prov);
            return;
        }
        break;
    }
    case IR_V_AGG:
        if (t->kind == IR_TY_ARRAY) {
            uint64_t esz = it_alloc_size(ip, t->elem);
            /* an array of integers or floats (csmith's tables): its
             * elements in place, the others (poison, undef, expressions)
             * one by one */
            unsigned nb = init_bytes_of(ip, t->elem);
            for (uint32_t i = 0; i < c->nelems; i++)
                init_elem(ip, a, off + i * esz, c->elems[i], nb);
            return;
        }
        if (t->kind == IR_TY_STRUCT) {
            const uint64_t *mo = it_layout(ip, t)->member_off;
            for (uint32_t i = 0; i < c->nelems; i++)
                init_elem(ip, a, off + mo[i], c->elems[i], init_bytes_of(ip, c->elems[i]->type));
            return;
        }
        break;
    default:
        break;
    }
    uint32_t n = it_cells(ip, t);
    Cell *cells = IR_NEWN(ip->run, Cell, n);
    interp_const(ip, v, cells);
    mem_store_at(ip, a, off, t, cells);
}

/* The pointer width of g's address space when it is too narrow for the
 * addresses objects get (mem_first_addr and up), else 0. */
static unsigned
narrow_as_bits(Interp *ip, const IrGlobal *g)
{
    unsigned b = ir_ptr_bits(ip->m, g->addrspace);
    return b < 32 ? b : 0;
}

enum { EXTERN_UNSIZED = 4096 };

/* A global's size and alignment in memory. */
static uint64_t
global_size(Interp *ip, IrGlobal *g, uint32_t *align)
{
    int sized = ir_type_is_sized(g->vtype);
    uint64_t size = sized ? it_alloc_size(ip, g->vtype) : 0;
    *align = (uint32_t)(g->align ? g->align : sized ? ir_type_pref_align(ip->m, g->vtype) : 1);
    /* an external array of unknown length (C's `extern char a[];`, a
     * [0 x i8] declaration): the environment's definition has
     * EXTERN_UNSIZED bytes (init_globals fills them); an access past them
     * is the source's UB in this environment, one legal definition */
    if (!g->init && ip->o.externals && sized && !size && g->vtype->kind == IR_TY_ARRAY &&
        ir_type_is_plain_data(g->vtype))
        size = EXTERN_UNSIZED;
    return size;
}

static void
setup_global(Interp *ip, IrGlobal *g)
{
    uint32_t align;
    uint64_t size = global_size(ip, g, &align);
    unsigned nb = narrow_as_bits(ip, g);
    uint64_t save = ip->next_addr;
    if (nb) {
        /* an address space of nb-bit pointers (p3:16): its globals below
         * the others, at addresses its pointers can hold, so that
         * ptrtoint/inttoptr give them back */
        ip->next_addr = ip->low_addr ? ip->low_addr : 16;
    }
    Alloc *a = mem_new(ip, size, align, ALLOC_GLOBAL, NULL);
    if (nb) {
        ip->low_addr = ip->next_addr;
        ip->next_addr = save;
        if (a->addr + (size ? size : 1) > (1ull << nb) || a->addr + size > mem_first_addr())
            interp_unsupported(ip, "@%s does not fit in the %u-bit addresses of addrspace(%u)",
                               g->v.name ? g->v.name : "?", nb, g->addrspace);
    }
    a->g = g;
    a->readonly = g->is_const;
    Cell c;
    mem_ptr(ip, &c, a, 0);
    gmap_put(ip, g, &c);
}

static void
setup_func(Interp *ip, IrFunc *f)
{
    /* only llvm.lifetime.end and llvm.stackrestore end a stack object
     * before its function returns (free() of one is UB), and a module
     * that declares neither calls neither (an intrinsic called without
     * a declaration has one, IrFunc.implicit): sure_access */
    const char *n = f->g.v.name;
    if (n && (!strncmp(n, "llvm.lifetime.end", 17) || !strncmp(n, "llvm.stackrestore", 17)))
        ip->stack_ends_early = 1;
    Alloc *a = mem_new(ip, f->nblocks + 1, 16, ALLOC_FUNC, NULL);
    a->g = &f->g;
    Cell c;
    mem_ptr(ip, &c, a, 0);
    gmap_put(ip, &f->g, &c);
    /* block indices for blockaddress (the values' slots wait for
     * lowering: walking every instruction of the module here cost
     * 3% of running a csmith program) */
    ir_func_number_blocks(f);
}

/* Where a global or function goes: an address that depends on its name
 * only.  LangRef: a global's address is not known to the program; llfuzz
 * picks one, and picks the same for a name in the source's module and in
 * the target's, so that a target without an unused global or declaration
 * does not move the others (a ptrtoint of a function in
 * InstSimplify/select.ll under opt -O2 was a "value mismatch").  The names
 * spread over GLOBAL_SPAN bytes from mem_first_addr(); objects are made in
 * address order (ids grow with addresses: mem_alloc_at), one that would
 * overlap the previous goes after it; the stack and the heap start above
 * the span. */
enum { GLOBAL_SPAN = 1 << 28 };

typedef struct {
    uint64_t want;
    IrGlobal *g;
} Place;

static int
place_cmp(const void *a, const void *b)
{
    const Place *x = a, *y = b;
    if (x->want != y->want)
        return x->want < y->want ? -1 : 1;
    const char *p = x->g->v.name ? x->g->v.name : "", *q = y->g->v.name ? y->g->v.name : "";
    return strcmp(p, q);
}

static void
setup_globals(Interp *ip)
{
    IrModule *m = ip->m;
    /* the narrowest address spaces first: an 8-bit one's globals must sit
     * below 256 */
    for (unsigned nb = 1; nb < 32; nb++)
        for (IrGlobal *g = m->globals; g; g = g->next)
            if (narrow_as_bits(ip, g) == nb)
                setup_global(ip, g);
    uint32_t n = 0, k = 0;
    for (IrGlobal *g = m->globals; g; g = g->next)
        n++;
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
        n++;
    /* from the interpreter's arena: set-up may stop at an unsupported global */
    Place *pl = IR_NEWN(ip->arena, Place, n ? n : 1);
    uint64_t base = mem_first_addr(), unnamed = 0;
    for (IrGlobal *g = m->globals; g; g = g->next) {
        it_check_ptr_width(ip, g->v.type);
        if (narrow_as_bits(ip, g))
            continue;
        uint32_t align;
        global_size(ip, g, &align);
        const char *name = g->v.name;
        uint64_t h = name ? ir_hash(name, strlen(name)) : unnamed++;
        uint64_t want = base + h % (GLOBAL_SPAN / 16) * 16;
        pl[k++] = (Place){(want + align - 1) & ~(uint64_t)(align - 1), g};
    }
    for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next) {
        const char *name = f->g.v.name;
        uint64_t h = name ? ir_hash(name, strlen(name)) : unnamed++;
        pl[k++] = (Place){base + h % (GLOBAL_SPAN / 16) * 16, &f->g};
    }
    qsort(pl, k, sizeof *pl, place_cmp);
    for (uint32_t i = 0; i < k; i++) {
        if (pl[i].want > ip->next_addr)
            ip->next_addr = pl[i].want;
        if (pl[i].g->v.kind == IR_V_FUNC)
            setup_func(ip, (IrFunc *)pl[i].g);
        else
            setup_global(ip, pl[i].g);
    }
    if (ip->next_addr < base + GLOBAL_SPAN)
        ip->next_addr = base + GLOBAL_SPAN;
    /* aliases: the address their aliasee evaluates to (possibly through other aliases) */
    for (int round = 0; round < 64; round++) {
        int missing = 0;
        for (IrGlobal *g = m->aliases; g; g = g->next) {
            if (g->v.kind != IR_V_ALIAS || gmap_get(ip, g))
                continue;
            const IrValue *t = g->init;
            while (t && t->kind == IR_V_CEXPR)
                t = ((const IrConst *)t)->elems[0];
            if (t && ir_value_is_global(t) && !gmap_get(ip, (const IrGlobal *)t)) {
                missing = 1;
                continue;
            }
            Cell c;
            interp_const(ip, g->init, &c);
            gmap_put(ip, g, &c);
        }
        if (!missing)
            break;
    }
}

/* A global's bytes zero and defined, with no pointer's provenance. */
static void
clear_global(Alloc *a)
{
    if (a->prov) {
        memset(a->prov, 0, a->size * sizeof *a->prov);
        memset(a->provix, 0, a->size);
    }
    memset(a->val, 0, a->size);
    memset(a->und, 0, a->size);
    memset(a->poi, 0, a->size);
}

/* Every global's bytes as its initializer makes them (set-up, and
 * interp_reset without a copy of them). */
static uint64_t rng_seed(uint64_t seed);

static void
init_globals(Interp *ip)
{
    for (IrGlobal *g = ip->m->globals; g; g = g->next) {
        const Cell *c = gmap_get(ip, g);
        Alloc *a = ip->allocs[c->prov];
        if (!a->val)
            continue; /* an external global (released at set-up) */
        clear_global(a);
        if (g->init)
            init_memory(ip, a, 0, g->init);
        else if (!libc_global(ip, g, a)) {
            if (ip->o.externals && a->size && a->size <= 65536 && ir_type_is_plain_data(g->vtype) && g->v.name) {
                /* the environment's (check): what another module left in
                 * an external global of plain data, bytes from its name,
                 * the same in the source's and the target's runs */
                uint64_t h = 1469598103934665603ull;
                for (const char *q = g->v.name; *q; q++)
                    h = (h ^ (uint8_t)*q) * 1099511628211ull;
                for (uint64_t i = 0; i < a->size; i++) {
                    if (!(i & 7))
                        h = rng_seed(h + i);
                    a->val[i] = (uint8_t)(h >> (8 * (i & 7)));
                    a->und[i] = a->poi[i] = 0;
                }
                a->env_bytes = 1;
                continue;
            }
            /* an external global: not llfuzz's to know (unless it is the C
             * library's: stdout...); accessing it is unsupported */
            ir_free(a->val);
            a->val = a->und = a->poi = NULL;
            alloc_fast_sync(a);
        }
    }
}

/* A global's bytes as its initializer leaves them: interp_reset copies
 * them back rather than evaluating the initializers again (a campaign's
 * merged module has many globals, and each run resets them all). */
typedef struct GSnap {
    Alloc *a;
    uint8_t *bytes;         /* val, und, poi: 3 * a->size */
    uint32_t *prov;         /* NULL: no pointer stored by the initializer */
    uint8_t *provix;
} GSnap;

static void
snapshot_globals(Interp *ip)
{
    uint32_t n = 0;
    for (IrGlobal *g = ip->m->globals; g; g = g->next)
        n++;
    ip->gsnap = ir_calloc(n + 1, sizeof *ip->gsnap);
    for (IrGlobal *g = ip->m->globals; g; g = g->next) {
        const Cell *c = gmap_get(ip, g);
        Alloc *a = ip->allocs[c->prov];
        if (!a->val || (!g->init && !a->env_bytes))
            continue;
        GSnap *s = &ip->gsnap[ip->ngsnap++];
        s->a = a;
        s->bytes = ir_malloc(3 * a->size + 1);
        memcpy(s->bytes, a->val, a->size);
        memcpy(s->bytes + a->size, a->und, a->size);
        memcpy(s->bytes + 2 * a->size, a->poi, a->size);
        if (a->prov) {
            s->prov = ir_malloc(a->size * sizeof *s->prov + 1);
            memcpy(s->prov, a->prov, a->size * sizeof *s->prov);
            s->provix = ir_malloc(a->size + 1);
            memcpy(s->provix, a->provix, a->size);
        }
    }
}

static void
restore_globals(Interp *ip)
{
    for (uint32_t i = 0; i < ip->ngsnap; i++) {
        GSnap *s = &ip->gsnap[i];
        Alloc *a = s->a;
        memcpy(a->val, s->bytes, a->size);
        memcpy(a->und, s->bytes + a->size, a->size);
        memcpy(a->poi, s->bytes + 2 * a->size, a->size);
        if (s->prov) {
            memcpy(a->prov, s->prov, a->size * sizeof *a->prov);
            memcpy(a->provix, s->provix, a->size);
        } else if (a->prov) {
            memset(a->prov, 0, a->size * sizeof *a->prov);
            memset(a->provix, 0, a->size);
        }
    }
}

/* The PRNG's state for a seed, through splitmix64: xorshift64* started from
 * a small seed (3, 0x5eed) keeps its low bits for many steps, so undef bits
 * chosen one after the other came out equal. */
static uint64_t
rng_seed(uint64_t seed)
{
    uint64_t z = seed + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return z ? z : 0x9E3779B97F4A7C15ull;
}

Interp *
interp_new(IrModule *m, const InterpOptions *opts, char *err, size_t errlen)
{
    Interp *ip = ir_calloc(1, sizeof *ip);
    ip->m = m;
    if (opts)
        ip->o = *opts;
    ip->vscale = ip->o.vscale ? ip->o.vscale : 1;
    if (!ip->o.max_steps)
        ip->o.max_steps = 10000000000ull;
    if (!ip->o.max_memory)
        ip->o.max_memory = 1ull << 30;
    if (!ip->o.max_depth)
        ip->o.max_depth = 10000;
    ip->max_steps = ip->o.max_steps;
    ip->max_depth = ip->o.max_depth;
    ip->out = ip->o.out ? ip->o.out : stdout;
    ip->err = ip->o.err ? ip->o.err : stderr;
    ip->arena = ir_arena_new();
    ip->run = ir_arena_new();
    ip->keep = ir_arena_new();
    /* the stack's first chunk, its top faulted in at once, before the
     * lowered code (which then is not split by it) */
    StackChunk *s0 = ir_arena_alloc(ip->arena, STACK_FIRST_BYTES);
    s0->cap = STACK_FIRST;
    ip->stack0 = s0;
    ir_mem_populate(s0, STACK_FAULT_IN);
    ip->rng = rng_seed(ip->o.seed);
    ip->next_addr = mem_first_addr();
    ip->rs = ir_calloc(1, sizeof *ip->rs);
    /* set-up may hit something unsupported: catch it */
    InterpResult res;
    memset(&res, 0, sizeof res);
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = &res;
    if (setjmp(jb)) {
        snprintf(err, errlen, "%s", res.msg);
        interp_free(ip);
        return NULL;
    }
    /* a pointer wider than 64 bits is unsupported where its type is used
     * (it_check_ptr_width: a function's lowering, a global, an argument) */
    for (uint32_t k = 0; k < m->dl.nptrs; k++)
        ip->wide_ptrs |= m->dl.ptrs[k].size > 64;
    ip->rsrc_ptrs = m->triple && !strncmp(m->triple, "amdgcn", 6) && ir_ptr_bits(m, 8) == 128;
    setup_globals(ip);
    init_globals(ip);
    if (!ip->o.one_run)
        snapshot_globals(ip);
    ip->first_run_alloc = ip->nallocs;
    ip->jb = NULL;
    ip->res = NULL;
    return ip;
}

void
interp_memory(const Interp *ip, size_t *lowered, size_t *run)
{
    /* not the stack's first chunk, which the arena holds but the frames
     * touch only as deep as they go */
    *lowered = ir_arena_used(ip->arena) - (ip->stack0 ? STACK_FIRST_BYTES : 0);
    *run = ir_arena_used(ip->run) + ir_arena_used(ip->keep);
}

void
interp_phi_stats(const Interp *ip, uint64_t *moves, uint64_t *coalesced)
{
    *moves = ip->phi_moves;
    *coalesced = ip->phi_coalesced;
}

void
interp_free(Interp *ip)
{
    if (!ip)
        return;
    mem_free_all(ip);
    stack_free_all(ip);
    if (ip->rs) {
        ir_free(ip->rs->frames);
        ir_free(ip->rs->objs);
        ir_free(ip->rs);
    }
    libc_free(ip);
    env_free(ip);
    for (uint32_t i = 0; i < ip->ngsnap; i++) {
        ir_free(ip->gsnap[i].bytes);
        ir_free(ip->gsnap[i].prov);
        ir_free(ip->gsnap[i].provix);
    }
    ir_free(ip->gsnap);
    ir_free(ip->layouts);
    ir_free(ip->tsizes);
    ir_free(ip->gkeys);
    ir_free(ip->gvals);
    ir_free(ip->lfkeys);
    ir_free(ip->lfuncs);
    ir_arena_free(ip->arena);
    ir_arena_free(ip->run);
    ir_arena_free(ip->keep);
    ir_free(ip);
}

void
interp_reset(Interp *ip)
{
    /* the run's objects go; addresses are never reused: later runs get
     * fresh ones (but for interp_buffer_at's) */
    mem_truncate(ip, ip->first_run_alloc);
    /* re-initialize the globals (the program may have written them) */
    InterpResult res;
    memset(&res, 0, sizeof res);
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = &res;
    if (!setjmp(jb)) {
        if (!ip->gsnap) {
            /* no copy (InterpOptions.one_run): the initializers again, over
             * whatever the runs stored (pointers too) */
            init_globals(ip);
        } else {
            restore_globals(ip);
            /* the others: the C library's (stdout...), re-made */
            for (IrGlobal *g = ip->m->globals; g; g = g->next) {
                const Cell *c = gmap_get(ip, g);
                Alloc *a = ip->allocs[c->prov];
                if (!a->val || g->init || a->env_bytes)
                    continue;
                clear_global(a);
                libc_global(ip, g, a);
            }
        }
    }
    ip->jb = NULL;
    ip->res = NULL;
    ir_arena_reset(ip->run);
    ir_arena_reset(ip->keep);
    libc_reset(ip);
}

/* Run f on argument cells; the result's cells in res->ret. */
static InterpStatus
run_call(Interp *ip, IrFunc *f, Cell **args, IrType **argty, uint32_t nargs, InterpResult *res)
{
    memset(res, 0, sizeof *res);
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = res;
    ip->steps = 0;
    ip->depth = 0;
    ip->cur = NULL;
    ip->cur_op = NULL;
    ip->budget_ops = NULL;
    ip->nbudget_ops = 0;
    ip->bundle_cells = NULL;
    ip->rm = FP_RNE;
    RunState *r = ip->rs;
    IrType *rt = f->g.vtype->elem;
    ip->calls = NULL;
    ip->ncalls = ip->capcalls = 0;
    ip->reads = NULL;
    ip->nreads = ip->capreads = 0;
    env_reset(ip);
    if (setjmp(jb)) {
        /* unwind every frame of the run */
        while (r->nframes)
            pop_frame(ip);
        res->steps = ip->steps;
        res->calls = ip->calls;
        res->ncalls = ip->ncalls;
        res->reads = ip->reads;
        res->nreads = ip->nreads;
        ip->jb = NULL;
        return res->status;
    }
    /* after the setjmp: the return type may be one llfuzz cannot represent */
    Cell *ret = IR_NEWN(ip->run, Cell, it_cells(ip, rt));
    r->ret = ret;
    if (f->is_decl) {
        call_external(ip, f, f->g.vtype, NULL, args, argty, nargs, ret);
    } else {
        push_frame(ip, f, NULL, args, argty, nargs, NULL);
        run_loop(ip, ret, 0);
    }
    res->status = INTERP_RETURNED;
    res->steps = ip->steps;
    res->calls = ip->calls;
    res->ncalls = ip->ncalls;
    res->reads = ip->reads;
    res->nreads = ip->nreads;
    it_to_rtval(ip, rt, ret, &res->ret);
    ip->jb = NULL;
    return res->status;
}

/* ------------------------------------------------- memory for the oracle */

static void
bytes_of(Interp *ip, const Alloc *a, uint64_t off, uint64_t n, RtBytes *out)
{
    out->n = n;
    out->val = IR_NEWN(ip->run, uint8_t, n ? n : 1);
    out->und = IR_NEWN(ip->run, uint8_t, n ? n : 1);
    out->flags = IR_NEWN(ip->run, uint8_t, n ? n : 1);
    if (!n)
        return;
    memcpy(out->val, a->val + off, n);
    memcpy(out->und, a->und + off, n);
    for (uint64_t i = 0; i < n; i++) {
        uint8_t p = a->poi[off + i];
        out->flags[i] = (uint8_t)(((p & POI_POISON) ? RT_BYTE_POISON : 0) | ((p & POI_FIXED) ? RT_BYTE_FIXED : 0) |
                                  (a->prov && a->prov[off + i] ? RT_BYTE_PTR : 0));
    }
}

int
interp_global_bytes(Interp *ip, IrGlobal *g, RtBytes *out)
{
    const Cell *c = gmap_get(ip, g);
    if (!c || !c->prov || c->prov >= ip->nids)
        return -1;
    Alloc *a = ip->allocs[c->prov];
    if (!a || !a->val || a->kind == ALLOC_FUNC)
        return -1;
    bytes_of(ip, a, c->v - a->addr, a->size - (c->v - a->addr), out);
    return 0;
}

IrModule *
interp_module(const Interp *ip)
{
    return ip->m;
}

RtVal
interp_buffer(Interp *ip, IrType *ptrty, uint64_t size, const uint8_t *init)
{
    return interp_buffer_at(ip, ptrty, size, 0, init);
}

/* The run's objects are gone after interp_reset, so an address above the
 * last object left (the globals, the buffers made before) may be given
 * again: the oracle gives the source and the target the same one. */
RtVal
interp_buffer_at(Interp *ip, IrType *ptrty, uint64_t size, uint64_t addr, const uint8_t *init)
{
    RtVal v = interp_val_new(ip, ptrty);
    InterpResult res;
    memset(&res, 0, sizeof res);
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = &res;
    if (!setjmp(jb)) {
        int at = 0;
        if (addr) {
            const Alloc *last = ip->nallocs > 1 ? ip->allocs[ip->nallocs - 1] : NULL;
            uint64_t end = last ? last->addr + (last->size ? last->size : 1) + 16 : mem_first_addr();
            if ((addr & ~(uint64_t)15) >= end) {
                ip->next_addr = addr & ~(uint64_t)15;
                at = 1;
            }
        }
        Alloc *a = mem_new(ip, size, 16, ALLOC_HEAP, NULL);
        if (at) {
            /* moved up by less than 16: still below the next object */
            a->addr = addr;
            a->align = 1;
            while (!(addr & a->align) && a->align < (1u << 30))
                a->align <<= 1;
            ip->next_addr = addr + (size ? size : 1) + 16;
        }
        if (init)
            memcpy(a->val, init, size);
        else
            memset(a->val, 0, size);
        memset(a->und, 0, size);
        memset(a->poi, 0, size);
        Cell c;
        mem_ptr(ip, &c, a, 0);
        it_to_rtval(ip, ptrty, &c, &v);
    }
    ip->jb = NULL;
    ip->res = NULL;
    return v;
}

int
interp_ptr_bytes(Interp *ip, const RtVal *ptr, uint64_t n, RtBytes *out)
{
    if (ptr->nleaves != 1 || ptr->leaf[0].poison || ptr->leaf[0].undef[0])
        return -1;
    uint32_t id = ptr->leaf[0].prov;
    if (!id || id >= ip->nids || !ip->allocs[id] || !ip->allocs[id]->val)
        return -1;
    Alloc *a = ip->allocs[id];
    uint64_t addr = ptr->leaf[0].bits[0];
    if (addr < a->addr || addr - a->addr > a->size || a->size - (addr - a->addr) < n)
        return -1;
    bytes_of(ip, a, addr - a->addr, n, out);
    return 0;
}

void
interp_buffer_readonly(Interp *ip, const RtVal *ptr)
{
    if (ptr->nleaves != 1 || ptr->leaf[0].poison || ptr->leaf[0].undef[0])
        return;
    uint32_t id = ptr->leaf[0].prov;
    if (id && id < ip->nids && ip->allocs[id] && ip->allocs[id]->kind == ALLOC_HEAP)
        ip->allocs[id]->readonly = 2;
}

void
interp_set_max_steps(Interp *ip, uint64_t max_steps)
{
    ip->o.max_steps = max_steps ? max_steps : 10000000000ull;
    ip->max_steps = ip->o.max_steps;
}

void
interp_set_call_hint(Interp *ip, const InterpCall *calls, uint32_t n)
{
    ip->hint = calls;
    ip->nhint = calls ? n : 0;
}

void
interp_set_dn_env(Interp *ip, int env)
{
    ip->o.dn_env = env;
}

void
interp_set_wave(Interp *ip, uint64_t seed)
{
    ip->wave_seed = seed;
    ip->lane = (seed & 3) == 0 ? 0 : (uint32_t)(seed >> 8) & 63;
}

IrFunc *
interp_cur_func(Interp *ip)
{
    RunState *r = ip->rs;
    return r && r->nframes ? r->frames[r->nframes - 1].lf->f : NULL;
}

void
interp_set_undef(Interp *ip, InterpUndef mode, uint64_t seed)
{
    ip->o.undef = mode;
    ip->o.seed = seed;
    ip->rng = rng_seed(seed);
}

IrGlobal *
interp_ptr_global(Interp *ip, const RtLeaf *ptr, uint64_t *off)
{
    uint32_t prov = ptr->prov;
    if (!prov || prov >= ip->nids || !ip->allocs[prov])
        return NULL;
    Alloc *a = ip->allocs[prov];
    if (a->kind != ALLOC_GLOBAL && a->kind != ALLOC_CONST)
        return NULL;
    *off = ptr->bits[0] - a->addr;
    return a->g;
}

/* exit(code) once @main returned: the atexit handlers run (libc_exit), in
 * a run of their own. */
static InterpStatus
run_exit(Interp *ip, int code, InterpResult *res)
{
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = res;
    ip->cur = NULL;
    ip->cur_op = NULL;
    if (!setjmp(jb))
        libc_exit(ip, code);
    while (ip->rs->nframes)
        pop_frame(ip);
    res->steps = ip->steps;
    ip->jb = NULL;
    return res->status;
}

InterpStatus
interp_call(Interp *ip, IrFunc *f, const RtVal *args, uint32_t nargs, InterpResult *res)
{
    /* the arguments' types may be ones llfuzz cannot represent: catch the
     * report here (run_call installs the run's own handler) */
    memset(res, 0, sizeof *res);
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = res;
    if (setjmp(jb)) {
        ip->jb = NULL;
        return res->status;
    }
    Cell **cells = IR_NEWN(ip->run, Cell *, nargs ? nargs : 1);
    IrType **tys = IR_NEWN(ip->run, IrType *, nargs ? nargs : 1);
    for (uint32_t k = 0; k < nargs; k++) {
        tys[k] = args[k].type;
        cells[k] = IR_NEWN(ip->run, Cell, it_cells(ip, tys[k]));
        it_from_rtval(ip, &args[k], cells[k]);
    }
    ip->jb = NULL;
    return run_call(ip, f, cells, tys, nargs, res);
}

/* main(argc, argv): the strings in memory like a C runtime puts them. */
InterpStatus
interp_run_main(Interp *ip, int argc, char **argv, InterpResult *res)
{
    IrFunc *f = ir_module_func(ip->m, "main");
    memset(res, 0, sizeof *res);
    if (!f || f->is_decl) {
        res->status = INTERP_UNSUPPORTED;
        snprintf(res->msg, sizeof res->msg, "unsupported: the module has no @main");
        return res->status;
    }
    IrType *fty = f->g.vtype;
    jmp_buf jb;
    ip->jb = &jb;
    ip->res = res;
    if (setjmp(jb)) {
        ip->jb = NULL;
        return res->status;
    }
    Cell **args = IR_NEWN(ip->run, Cell *, 3);
    IrType **tys = IR_NEWN(ip->run, IrType *, 3);
    uint32_t n = fty->nmembers;
    if (n > 3 || (n >= 1 && fty->members[0]->kind != IR_TY_INT) ||
        (n >= 2 && fty->members[1]->kind != IR_TY_PTR))
        interp_unsupported(ip, "@main of type %s", ir_type_str(ip->run, fty));
    Alloc *vec = mem_new(ip, (uint64_t)(argc + 1) * 8, 16, ALLOC_GLOBAL, NULL);
    for (int k = 0; k < argc; k++) {
        size_t len = strlen(argv[k]) + 1;
        Alloc *s = mem_new(ip, len, 1, ALLOC_GLOBAL, NULL);
        memcpy(s->val, argv[k], len);
        Cell p;
        mem_ptr(ip, &p, s, 0);
        mem_store_at(ip, vec, (uint64_t)k * 8, ip->m->t_ptr, &p);
    }
    for (uint32_t k = 0; k < n; k++) {
        tys[k] = fty->members[k];
        args[k] = IR_NEWN(ip->run, Cell, it_cells(ip, tys[k]));
    }
    if (n >= 1)
        args[0]->v = (uint64_t)argc & it_mask(fty->members[0]->bits);
    if (n >= 2)
        mem_ptr(ip, args[1], vec, 0);
    ip->jb = NULL;
    InterpStatus st = run_call(ip, f, args, tys, n, res);
    if (st == INTERP_RETURNED) {
        /* returning from main is exit(main's value) */
        res->status = INTERP_EXITED;
        res->exit_code = 0;
        if (fty->elem->kind == IR_TY_INT && res->ret.nleaves) {
            if (res->ret.leaf[0].poison || res->ret.leaf[0].undef[0]) {
                res->status = INTERP_UB;
                res->ub_rule = UB_NOUNDEF;
                snprintf(res->msg, sizeof res->msg, "%s: main returned %s", interp_ub_rules[UB_NOUNDEF].name,
                         res->ret.leaf[0].poison ? "poison" : "undef");
            } else {
                res->exit_code = (int)(res->ret.leaf[0].bits[0] & 0xff);
            }
        }
        st = res->status;
        if (st == INTERP_EXITED)
            st = run_exit(ip, res->exit_code, res);
    }
    libc_flush(ip);
    return st;
}

/* The operand values of the instruction that hit UB, for the report. */
static void
append_operands(Interp *ip, char *msg, size_t len)
{
    const Op *o = ip->cur_op;
    RunState *r = ip->rs;
    if (!o || !o->inst || !r || !r->nframes || o->code == C_UNREACHABLE)
        return;
    /* the frame running the op (a call may have pushed its callee already) */
    uint32_t top = r->nframes;
    while (top > 0 && !(o >= r->frames[top - 1].lf->code &&
                        o < r->frames[top - 1].lf->code + r->frames[top - 1].lf->ncode))
        top--;
    /* budget_short's copy of the top frame's last ops */
    if (!top && o >= ip->budget_ops && o < ip->budget_ops + ip->nbudget_ops)
        top = r->nframes;
    if (!top)
        return;
    Frame *fr = &r->frames[top - 1];
    const IrInst *i = o->inst;
    Cell *F = fr->cells;
    uint32_t cells[3] = {o->oa, o->ob, o->oc};  /* byte offsets */
    uint32_t n = i->nops < 3 ? i->nops : 3;
    const IrValue *const *ops = (const IrValue *const *)i->ops;
    if (o->code == C_CALL) {
        const CallInfo *ci = o->x;
        n = ci->nargs < 3 ? ci->nargs : 3;
        for (uint32_t k = 0; k < n; k++)
            cells[k] = ci->arg_off[k];
        ops = (const IrValue *const *)i->ops + 1;
    } else if (o->code == C_BR || o->code == C_INDIRECTBR || o->code == C_SWITCH) {
        n = 1;
    }
    IrBuf b = {0};
    ir_buf_puts(&b, "; operands: ");
    for (uint32_t k = 0; k < n; k++) {
        if (!ops[k] || ops[k]->type->kind == IR_TY_LABEL)
            continue;
        if (k)
            ir_buf_puts(&b, ", ");
        it_print(&b, ip, ops[k]->type, CELL(F, cells[k]));
    }
    size_t used = strlen(msg);
    if (n && used + 3 < len)
        snprintf(msg + used, len - used, "%s", b.p ? b.p : "");
    ir_buf_free(&b);
}
