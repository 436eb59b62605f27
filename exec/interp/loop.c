/* loop.c -- the dispatch loop: run_loop runs lowered bytecode (lower.c)
 * with computed goto where the compiler has it, a switch otherwise; its
 * handlers are the op codes of code.def.  The common cases (integers of
 * <= 64 bits, loads and stores of 1-8 bytes, GEP, branches, direct calls)
 * are inline here; the rest goes to sem.c, eval.c and call.c.  Also the
 * tracing of ops (--trace, on_value) and the step budget. */
#include "run.h"

#include <stdlib.h>
#include <string.h>

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
