/* lower.c -- lowering: each function, at its first call, to slot-resolved
 * bytecode (run.h, code.def) that loop.c runs: frame cells for values and
 * constants, fast-path codes for the common cases, the copies into phis
 * on each CFG edge (and phi coalescing), the step budget's segments, and
 * the metadata on loads and calls (!range, !nonnull, ...) the lowered code
 * checks.  Also the denormal modes of a function's attributes. */
#include "run.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- lowering */

/* Where a result is read: the block of its non-phi readers (NULL: none;
 * Lower.many: several blocks) and the number of the last one; the source
 * block of the edges on which phis read it (likewise); whether it is
 * computed into a phi's cell (coalesce_phis). */
typedef struct UseInfo {
    IrBlock *blk, *pred;
    uint32_t last;
    uint8_t taken;
} UseInfo;

typedef struct Lower {
    Interp *ip;
    LFunc *lf;
    uint32_t ncells;
    uint32_t nscratch;      /* the largest parallel phi copy */
    /* value -> cell: an instruction's by its number in the function
     * (IrInst.vnum, set here; insts[] tells it is this function's), an
     * argument's by its index (LFunc.arg_cell), a constant's hashed */
    IrInst **insts;
    uint32_t *icell;        /* UINT32_MAX: no result */
    uint8_t *nuse;          /* the uses of each result as an operand, up to 2 */
    UseInfo *uses;          /* where each result is read (coalesce_phis) */
    int phis;               /* the function has phis */
    uint32_t ninst;
    const IrValue **ckeys;
    uint32_t *cvals;
    uint32_t ccap, nc;
    Cell *consts;           /* constant template (grows) */
    uint32_t nconst, capconst;
    uint32_t *block_op;     /* first op of each block */
} Lower;

static uint32_t
value_cell(Lower *L, const IrValue *v);

static uint32_t
vhash(const IrValue *v)
{
    return (uint32_t)(((uintptr_t)v >> 4) * 2654435761u);
}

static uint32_t *
vmap_slot(Lower *L, const IrValue *v, int create)
{
    if (create && (L->nc + 1) * 2 > L->ccap) {
        uint32_t cap = L->ccap ? L->ccap * 2 : 256;
        const IrValue **k = ir_calloc(cap, sizeof *k);
        uint32_t *vals = ir_calloc(cap, sizeof *vals);
        for (uint32_t i = 0; i < L->ccap; i++) {
            if (!L->ckeys[i])
                continue;
            uint32_t j = vhash(L->ckeys[i]) & (cap - 1);
            while (k[j])
                j = (j + 1) & (cap - 1);
            k[j] = L->ckeys[i];
            vals[j] = L->cvals[i];
        }
        ir_free(L->ckeys);
        ir_free(L->cvals);
        L->ckeys = k;
        L->cvals = vals;
        L->ccap = cap;
    }
    if (!L->ccap)
        return NULL;
    uint32_t j = vhash(v) & (L->ccap - 1);
    while (L->ckeys[j]) {
        if (L->ckeys[j] == v)
            return &L->cvals[j];
        j = (j + 1) & (L->ccap - 1);
    }
    if (!create)
        return NULL;
    L->ckeys[j] = v;
    L->nc++;
    return &L->cvals[j];
}

/* A constant operand: evaluated once into the template. Its cell index is
 * relative to the template (fixed up after all values are placed). */
enum { CONST_BIT = 0x80000000u };

static uint32_t
value_cell(Lower *L, const IrValue *v)
{
    if (v->kind == IR_V_INST) {
        const IrInst *i = (const IrInst *)v;
        if (i->vnum < L->ninst && L->insts[i->vnum] == i && L->icell[i->vnum] != UINT32_MAX)
            return L->icell[i->vnum];
    } else if (v->kind == IR_V_ARG) {
        const IrArg *a = (const IrArg *)v;
        const IrFunc *f = L->lf->f;
        if (a->parent == f && a->index < f->nargs && f->args[a->index] == a)
            return L->lf->arg_cell[a->index];
    }
    uint32_t *slot = vmap_slot(L, v, 0);
    if (slot)
        return *slot;
    /* metadata operands of intrinsic calls (llvm.vp.fcmp's predicate,
     * llvm.fptrunc.round's mode): a placeholder cell; intrin.c reads the
     * metadata from the call */
    if (!ir_value_is_const(v) && v->kind != IR_V_MD)
        interp_unsupported(L->ip, "operand of kind %d", v->kind);
    uint32_t n = it_cells(L->ip, v->type);
    if (L->nconst + n > L->capconst) {
        uint32_t cap = L->capconst ? L->capconst * 2 : 64;
        while (cap < L->nconst + n)
            cap *= 2;
        L->consts = ir_realloc(L->consts, cap * sizeof *L->consts);
        L->capconst = cap;
    }
    /* the template keeps undef bits whatever the mode of the run that
     * lowers the function: later runs may track them or read them as
     * zeros or random bits (frame_consts) */
    InterpUndef mode = L->ip->o.undef;
    L->ip->o.undef = INTERP_UNDEF_TRACK;
    interp_const(L->ip, v, L->consts + L->nconst);
    L->ip->o.undef = mode;
    slot = vmap_slot(L, v, 1);
    *slot = CONST_BIT | L->nconst;
    L->nconst += n;
    return *slot;
}

/* After lowering: constant cells follow the values. */
static uint32_t
fix(Lower *L, uint32_t c)
{
    return (c & CONST_BIT) ? L->ncells + (c & ~CONST_BIT) : c;
}

static Edge *
make_edge(Lower *L, Edge *e, IrBlock *from, IrBlock *to)
{
    Interp *ip = L->ip;
    if (!e)
        e = IR_NEW(ip->arena, Edge);
    e->block = to;
    uint32_t n = 0;
    for (IrInst *i = to->first; i && i->op == IR_OP_PHI; i = i->next)
        n++;
    e->mv = IR_NEWN(ip->arena, EdgeMove, n ? n : 1);
    for (IrInst *i = to->first; i && i->op == IR_OP_PHI; i = i->next) {
        uint32_t k;
        for (k = 0; k < i->nops; k++)
            if (i->blocks[k] == from)
                break;
        if (k == i->nops)
            continue; /* the verifier guarantees one; be safe */
        e->mv[e->nmoves].src = value_cell(L, i->ops[k]);
        e->mv[e->nmoves].dst = value_cell(L, &i->v);
        e->mv[e->nmoves].len = it_cells(ip, i->v.type);
        /* (a value computed into the phi's cell: coalesce_phis) */
        ip->phi_moves++;
        if (e->mv[e->nmoves].src != e->mv[e->nmoves].dst)
            e->nmoves++;
        else
            ip->phi_coalesced++;
    }
    return e;
}

/* Phi copies are parallel: when a destination is also read by another copy
 * of the same edge, go through scratch cells.  Cells become byte offsets. */
static void
finish_edge(Lower *L, Edge *e)
{
    EdgeMove *mv = e->mv;
    for (uint32_t i = 0; i < e->nmoves; i++) {
        mv[i].src = fix(L, mv[i].src);
        mv[i].dst = fix(L, mv[i].dst);
    }
    e->tmp = 0;
    for (uint32_t i = 0; i < e->nmoves; i++)
        for (uint32_t j = 0; j < e->nmoves; j++)
            if (i != j && mv[j].src < mv[i].dst + mv[i].len && mv[i].dst < mv[j].src + mv[j].len)
                e->tmp = 1;
    if (e->tmp) {
        uint32_t total = 0;
        for (uint32_t i = 0; i < e->nmoves; i++)
            total += mv[i].len;
        e->tmp = total;
        e->scratch = CELL_BYTES(L->ncells + L->nconst);
        if (total > L->nscratch)
            L->nscratch = total;
    }
    e->single = 1;
    for (uint32_t i = 0; i < e->nmoves; i++) {
        if (mv[i].len != 1)
            e->single = 0;
        mv[i].src = CELL_BYTES(mv[i].src);
        mv[i].dst = CELL_BYTES(mv[i].dst);
    }
    e->target = L->block_op[e->block->index];
}

/* The ops of a function, in the interpreter's arena: at most one per
 * instruction (lower_func sizes it so). */
typedef struct OpBuf {
    IrArena *arena;
    Op *ops;
    uint32_t n, cap;
} OpBuf;

static Op *
emit(OpBuf *ob, int code, const IrInst *i)
{
    if (ob->n == ob->cap) {
        uint32_t cap = ob->cap ? ob->cap * 2 : 64;
        Op *ops = IR_NEWN(ob->arena, Op, cap);
        if (ob->n)
            memcpy(ops, ob->ops, ob->n * sizeof *ops);
        ob->ops = ops;
        ob->cap = cap;
    }
    Op *o = &ob->ops[ob->n++];
    memset(o, 0, sizeof *o);
    o->code = (uint16_t)code;
    o->inst = i;
    return o;
}

/* Edges are collected during lowering and finished when all blocks have
 * their op index. */
typedef struct EdgeList {
    Edge **e;
    uint32_t n, cap;
} EdgeList;

/* The edge from -> to, in e if not NULL (else a new one). */
static Edge *
edge(Lower *L, EdgeList *el, Edge *e, IrBlock *from, IrBlock *to)
{
    e = make_edge(L, e, from, to);
    if (el->n == el->cap) {
        el->cap = el->cap ? el->cap * 2 : 32;
        el->e = ir_realloc(el->e, el->cap * sizeof *el->e);
    }
    el->e[el->n++] = e;
    return e;
}

/* Integers and pointers of at most 8 bytes on a little-endian target take
 * the fast load/store path (C_LOADS, C_STORES: w = bits, sub = bytes). */
static int
small_scalar(Interp *ip, IrType *t)
{
    if (ip->m->dl.big_endian)
        return 0;
    if (t->kind == IR_TY_INT)
        return t->bits <= 64;
    return t->kind == IR_TY_PTR && ir_ptr_bits(ip->m, t->bits) <= 64;
}

/* ... and those of 1, 2, 4, 8 bytes have handlers of their own for their
 * defined values: k = alignment - 1 (or 0), n = 1 for a pointer. */
static void
small_scalar_op(Interp *ip, Op *o, IrType *t)
{
    if (o->code != C_LOADS && o->code != C_STORES)
        return;
    o->w = t->kind == IR_TY_INT ? t->bits : ir_ptr_bits(ip->m, t->bits);
    o->sub = (uint16_t)it_store_size(ip, t);
    o->k = o->inst->align > 1 ? o->inst->align - 1 : 0;
    o->n = t->kind == IR_TY_PTR;
    int ld = o->code == C_LOADS;
    switch (o->sub) {
    case 1: o->code = ld ? C_LOAD1 : C_STORE1; break;
    case 2: o->code = ld ? C_LOAD2 : C_STORE2; break;
    case 4: o->code = ld ? C_LOAD4 : C_STORE4; break;
    case 8: o->code = ld ? C_LOAD8 : C_STORE8; break;
    default: break;
    }
}

/* A fast load or store of n bytes (C_LOADn, C_STOREn) whose checks hold
 * whenever it runs becomes C_LOADAn / C_STOREAn or C_LOADGn / C_STOREGn,
 * which make none:
 * - A: the pointer is the result of an alloca of this function with a
 *   constant count, of at least n bytes and aligned for the access
 *   (mem_new aligns an object to max(16, its alignment)), in a module
 *   where no stack object dies before its function returns.  The alloca
 *   dominates the access, so the cell holds a live object of this frame;
 * - G: the pointer is a constant (a global, a constant expression on one)
 *   that points, defined, into a defined global variable with n bytes
 *   left, aligned; to store, a variable that is not constant.  Globals
 *   never die and keep their bytes (interp_reset writes them in place),
 *   so the object (Op.x) and the offset (Op.imm) are known now.
 * ptr is the pointer operand, cell its cell as value_cell gave it. */
static void
sure_access(Lower *L, Op *o, const IrValue *ptr, uint32_t cell)
{
    static const uint16_t codes[2][2][4] = {
        {{C_STOREA1, C_STOREA2, C_STOREA4, C_STOREA8}, {C_LOADA1, C_LOADA2, C_LOADA4, C_LOADA8}},
        {{C_STOREG1, C_STOREG2, C_STOREG4, C_STOREG8}, {C_LOADG1, C_LOADG2, C_LOADG4, C_LOADG8}},
    };
    int ld, lg;
    switch (o->code) {
    case C_LOAD1: case C_LOAD2: case C_LOAD4: case C_LOAD8: ld = 1; break;
    case C_STORE1: case C_STORE2: case C_STORE4: case C_STORE8: ld = 0; break;
    default: return;
    }
    uint64_t n = o->sub; /* bytes */
    lg = n == 1 ? 0 : n == 2 ? 1 : n == 4 ? 2 : 3;
    Interp *ip = L->ip;
    if (ptr->kind == IR_V_INST) {
        const IrInst *a = (const IrInst *)ptr;
        if (a->op != IR_OP_ALLOCA || a->vnum >= L->ninst || L->insts[a->vnum] != a ||
            a->ops[0]->kind != IR_V_INT || a->ops[0]->type->bits > 64 || ip->stack_ends_early)
            return;
        const IrConst *cnt = (const IrConst *)a->ops[0];
        uint64_t c = cnt->w[0] & it_mask(cnt->v.type->bits), size;
        uint64_t align = mem_stack_align(a->align ? a->align : ir_type_pref_align(ip->m, a->ty2));
        if (__builtin_mul_overflow(c, it_alloc_size(ip, a->ty2), &size) || size < n || o->k + 1 > align)
            return;
        o->code = codes[0][ld][lg];
        return;
    }
    if (!(cell & CONST_BIT))
        return;
    /* the constant passes the fast path's tests now, and would at every run */
    uint64_t off;
    Alloc *a = mem_fast_access(ip, &L->consts[cell & ~CONST_BIT], (unsigned)n, o->k, &off);
    if (!a || a->kind != ALLOC_GLOBAL || !a->g || a->g->v.kind != IR_V_GLOBALVAR || !a->g->init ||
        (!ld && a->readonly))
        return;
    o->code = codes[1][ld][lg];
    o->x = a;
    o->imm = off;
}

/* C_ICMP64: the predicate as bits 0, 1, 2 of o->n (it holds when a < b,
 * a == b, a > b, unsigned), and for a signed predicate the sign bit in o->k:
 * flipping it in both operands makes the signed order the unsigned one. */
static void
icmp_table(Op *o, unsigned pred)
{
    enum { LT = 1, EQ = 2, GT = 4 };
    unsigned w = o->w;
    o->k = 0;
    switch (pred) {
    case IR_ICMP_EQ: o->n = EQ; break;
    case IR_ICMP_NE: o->n = LT | GT; break;
    case IR_ICMP_UGT: o->n = GT; break;
    case IR_ICMP_UGE: o->n = GT | EQ; break;
    case IR_ICMP_ULT: o->n = LT; break;
    case IR_ICMP_ULE: o->n = LT | EQ; break;
    case IR_ICMP_SGT: o->n = GT; o->k = 1ull << (w - 1); break;
    case IR_ICMP_SGE: o->n = GT | EQ; o->k = 1ull << (w - 1); break;
    case IR_ICMP_SLT: o->n = LT; o->k = 1ull << (w - 1); break;
    default: o->n = LT | EQ; o->k = 1ull << (w - 1); break;
    }
}

/* An integer fast path whose second operand is a constant integer: the
 * code that takes it from o->imm (its cell stays the slow path's). */
static void
const_operand(Op *o, const IrValue *v)
{
    static const uint16_t kcode[C_NCODES] = {
#define CODE(name, konst, seg) [name] = konst,
#include "code.def"
#undef CODE
    };
    if (v->kind != IR_V_INT || !kcode[o->code])
        return;
    uint64_t m = it_mask(o->w);
    o->imm = ((const IrConst *)v)->w[0] & m;
    if ((o->code == C_SHL64 || o->code == C_LSHR64 || o->code == C_ASHR64) && o->imm >= o->w)
        return; /* poison: the variable amount's code sends it to sem.c */
    if (o->code == C_ICMP64)
        o->imm ^= o->k;
    o->code = kcode[o->code];
}

/* A GEP lowered for gep_fast whose steps add at most one variable index
 * times a stride to a constant offset becomes C_GEP1 (Op.ob the index, w
 * its width, k the stride, imm the constant) or, with no variable index,
 * C_GEPK.  When every term is non-negative the partial sums only grow, so
 * the bounds of the whole offset are those of every partial sum
 * (inbounds) and no addition wraps unless the last does (nusw, nuw); a
 * lone constant term may be negative too.  At run time a negative index
 * leaves it to gep_fast. */
static void
gep_one(Op *o, const GepPlan *p, const IrInst *i)
{
    int64_t konst = 0;
    int nvar = 0, neg = 0;
    const GepFast *var = NULL;
    for (uint32_t k = 0; k < p->nfast; k++) {
        const GepFast *s = &p->fast[k];
        const IrValue *iv = i->ops[1 + s->idx];
        int64_t term;
        if ((int64_t)s->stride < 0)
            return;
        if (s->is_struct) {
            term = s->konst;
        } else if (iv->kind == IR_V_INT) {
            if (__builtin_mul_overflow(it_sext(((const IrConst *)iv)->w[0], s->bits), (int64_t)s->stride, &term))
                return;
        } else {
            nvar++;
            var = s;
            continue;
        }
        neg |= term < 0;
        if (__builtin_add_overflow(konst, term, &konst))
            return;
    }
    if (nvar > 1 || (neg && (nvar || p->nfast > 1)))
        return;
    o->imm = (uint64_t)konst;
    if (var) {
        o->code = C_GEP1;
        o->ob = o->idx_off[var->idx];
        o->w = var->bits;
        o->k = var->stride;
    } else {
        o->code = C_GEPK;
    }
}

/* ----------------------------------------- metadata on loads and calls */

static const char *const value_md_kinds[] = {"range", "nonnull", "align", "noundef", "dereferenceable",
                                             "dereferenceable_or_null"};

static const IrMD *
md_find(const IrInst *i, const char *kind)
{
    for (uint32_t k = 0; k < i->nmd; k++)
        if (i->md[k].kind && !strcmp(i->md[k].kind, kind))
            return i->md[k].md;
    return NULL;
}

/* Does i carry metadata that value_md acts on? */
static int
value_md_any(const IrInst *i)
{
    for (size_t k = 0; k < sizeof value_md_kinds / sizeof *value_md_kinds; k++)
        if (md_find(i, value_md_kinds[k]))
            return 1;
    return 0;
}

/* The integer in operand k of a metadata tuple (NULL when it is none). */
static const IrValue *
md_int(const IrMD *md, uint32_t k)
{
    if (!md || md->kind != IR_MD_TUPLE || k >= md->nops || !md->ops[k] || md->ops[k]->kind != IR_MD_VALUE)
        return NULL;
    const IrValue *v = md->ops[k]->val;
    return v && v->kind == IR_V_INT ? v : NULL;
}

/* Is v (bits wide, <= 64) in the union of the !range pairs [a, b)? */
static int
md_in_range(const IrMD *md, unsigned bits, uint64_t v)
{
    uint64_t m = it_mask(bits);
    for (uint32_t k = 0; k + 1 < md->nops; k += 2) {
        const IrValue *a = md_int(md, k), *b = md_int(md, k + 1);
        if (!a || !b)
            return 1; /* malformed: no constraint */
        if (it_in_range(ir_const_zext(a) & m, ir_const_zext(b) & m, v & m))
            return 1;
    }
    return 0;
}

/* Does one !range pair hold every value in [lo, hi] (unsigned)? */
static int
md_covers(const IrMD *md, unsigned bits, uint64_t lo, uint64_t hi)
{
    uint64_t m = it_mask(bits);
    for (uint32_t k = 0; k + 1 < md->nops; k += 2) {
        const IrValue *a = md_int(md, k), *b = md_int(md, k + 1);
        if (!a || !b)
            return 1;
        uint64_t x = ir_const_zext(a) & m, y = ir_const_zext(b) & m;
        if (x < y ? x <= lo && hi < y : lo >= x || hi < y)
            return 1;
    }
    return 0;
}

/* LangRef "'load' Instruction" (!nonnull, !align, !noundef,
 * !dereferenceable(_or_null)) and "'range' Metadata" (loads and calls):
 * a value outside !range, a null !nonnull pointer, a misaligned !align
 * one is poison (lane by lane); then !noundef makes poison or undef UB
 * (so a violated constraint with !noundef is UB too), and a pointer that
 * is not dereferenceable as !dereferenceable says is UB.  A lane with
 * unknown bits is poison when some choice of them violates a constraint
 * (TRACK, as sem.c's flags); a concrete run chooses its value here. */
void
value_md(Interp *ip, const IrInst *i, IrType *t, Cell *c)
{
    IrType *et = ir_type_scalar(t);
    uint32_t n = t->kind == IR_TY_VEC ? it_lanes(ip, t) : (t->kind == IR_TY_INT || t->kind == IR_TY_PTR);
    uint32_t nw = it_words(et);
    const IrMD *range = md_find(i, "range"), *nonnull = md_find(i, "nonnull"), *align = md_find(i, "align");
    const IrValue *av = md_int(align, 0);
    uint64_t al = av ? ir_const_zext(av) : 0;
    for (uint32_t k = 0; (range || nonnull || al > 1) && nw == 1 && k < n; k++) {
        Cell *lc = c + (size_t)k * nw;
        if (lc->poison)
            continue;
        if (lc->u && ip->o.undef != INTERP_UNDEF_TRACK) {
            /* a concrete run: this use chooses the value */
            Cell tmp;
            *lc = *it_use(ip, lc, 1, &tmp);
        }
        /* with unknown bits (TRACK): poison when some choice violates
         * (sem.c), from the smallest and largest values they allow */
        uint64_t lo = lc->v & ~lc->u, hi = lc->v | lc->u;
        int bad = 0;
        if (range && range->kind == IR_MD_TUPLE && et->kind == IR_TY_INT && et->bits <= 64)
            bad |= !md_in_range(range, et->bits, lo) || !md_in_range(range, et->bits, hi) ||
                   (lc->u && !md_covers(range, et->bits, lo, hi));
        if (nonnull && et->kind == IR_TY_PTR)
            bad |= lo == 0;
        if (al > 1 && et->kind == IR_TY_PTR)
            bad |= (hi & (al - 1)) != 0;
        if (bad) {
            for (uint32_t q = 0; q < nw; q++)
                lc[q] = (Cell){0};
            lc->poison = 1;
        }
    }
    if (md_find(i, "noundef") && (it_any_poison(ip, t, c) || it_any_undef(ip, t, c))) {
        IrBuf b = {0};
        it_print(&b, ip, t, c);
        char buf[160];
        snprintf(buf, sizeof buf, "%s", b.p ? b.p : "");
        ir_buf_free(&b);
        interp_ub(ip, UB_NOUNDEF, "the result of a %s with !noundef is %s", ir_opinfo[i->op].name, buf);
    }
    const IrMD *dm = md_find(i, "dereferenceable");
    int or_null = 0;
    if (!dm) {
        dm = md_find(i, "dereferenceable_or_null");
        or_null = 1;
    }
    const IrValue *dv = md_int(dm, 0);
    uint64_t nb = dv ? ir_const_zext(dv) : 0;
    if (nb && t->kind == IR_TY_PTR && !c->poison) {
        if (or_null && !c->u && c->v == 0)
            return;
        Alloc *a = c->u ? NULL : mem_ptr_alloc(ip, c);
        if (!a || !a->alive || c->v < a->addr || c->v - a->addr + nb > a->size)
            interp_ub(ip, UB_DEREFERENCEABLE, "the result of a %s with !%s(%llu) is not", ir_opinfo[i->op].name,
                      or_null ? "dereferenceable_or_null" : "dereferenceable", (unsigned long long)nb);
    }
}

static void
lower_inst(Lower *L, OpBuf *ob, EdgeList *el, IrBlock *bb, IrInst *i)
{
    Interp *ip = L->ip;
    unsigned op = i->op;
    const IrOpInfo *info = &ir_opinfo[op];
    Op *o;
    /* the result's cell (0 is a cell too: has_d says whether there is one) */
    int has_d = i->v.type->kind != IR_TY_VOID;
    uint32_t d = has_d ? value_cell(L, &i->v) : 0;
    switch (info->shape) {
    case IR_SH_BINARY: {
        IrType *t = i->ops[0]->type;
        int fast = t->kind == IR_TY_INT && t->bits <= 64;
        int code = fast ? C_BIN64 : C_BIN;
        IrType *lt = ir_type_scalar(t);
        if (t->kind == IR_TY_VEC && lt->kind == IR_TY_INT && lt->bits <= 64) {
            o = emit(ob, C_VBIN64, i);
            o->sub = (uint16_t)op;
            o->oa = value_cell(L, i->ops[0]);
            o->ob = value_cell(L, i->ops[1]);
            o->t = t;
            o->w = lt->bits;
            o->n = it_lanes(ip, t);
            break;
        }
        /* the common flag-free operations get their own handlers */
        if (fast && !i->flags) {
            switch (op) {
            case IR_OP_ADD: code = C_ADD64; break;
            case IR_OP_SUB: code = C_SUB64; break;
            case IR_OP_MUL: code = C_MUL64; break;
            case IR_OP_AND: code = C_AND64; break;
            case IR_OP_OR: code = C_OR64; break;
            case IR_OP_XOR: code = C_XOR64; break;
            case IR_OP_SHL: code = C_SHL64; break;
            case IR_OP_LSHR: code = C_LSHR64; break;
            case IR_OP_ASHR: code = C_ASHR64; break;
            default: break;
            }
        } else if (fast && !(i->flags & ~(IR_F_NUW | IR_F_NSW))) {
            /* nuw/nsw: C frontends put them on most arithmetic */
            switch (op) {
            case IR_OP_ADD: code = C_ADD64F; break;
            case IR_OP_SUB: code = C_SUB64F; break;
            case IR_OP_MUL: code = C_MUL64F; break;
            default: break;
            }
        }
        o = emit(ob, code, i);
        o->sub = (uint16_t)op;
        o->flags = i->flags;
        o->oa = value_cell(L, i->ops[0]);
        o->ob = value_cell(L, i->ops[1]);
        o->t = t;
        o->w = fast ? t->bits : 0;
        if (code == C_ADD64F || code == C_SUB64F) {
            /* the flags as masks for it_add_bad and it_sub_bad */
            o->k = i->flags & IR_F_NSW ? UINT64_C(1) << (o->w - 1) : 0;
            o->n = !!(i->flags & IR_F_NUW);
        }
        const_operand(o, i->ops[1]);
        break;
    }
    case IR_SH_UNARY:
        o = emit(ob, op == IR_OP_FNEG ? C_FNEG : C_FREEZE, i);
        o->flags = i->flags;
        o->oa = value_cell(L, i->ops[0]);
        o->t = i->ops[0]->type;
        break;
    case IR_SH_CMP:
        o = emit(ob, op == IR_OP_FCMP ? C_FCMP :
                     (i->ops[0]->type->kind == IR_TY_INT && i->ops[0]->type->bits <= 64 && !i->flags)
                         ? C_ICMP64 : C_ICMP, i);
        o->w = i->ops[0]->type->kind == IR_TY_INT ? i->ops[0]->type->bits : 0;
        o->sub = i->pred;
        o->flags = i->flags;
        o->oa = value_cell(L, i->ops[0]);
        o->ob = value_cell(L, i->ops[1]);
        o->t = i->ops[0]->type;
        if (o->code == C_ICMP64) {
            icmp_table(o, i->pred);
            const_operand(o, i->ops[1]);
        } else if (op == IR_OP_ICMP && o->t->kind == IR_TY_VEC && !i->flags && o->t->elem->kind == IR_TY_INT &&
                   o->t->elem->bits <= 64) {
            o->code = C_VICMP64;
            o->w = o->t->elem->bits;
            o->imm = it_lanes(ip, o->t);
            icmp_table(o, i->pred);
        }
        break;
    case IR_SH_CAST:
        /* zext/sext/trunc of scalar integers <= 64 bits have a fast path */
        o = emit(ob, (op == IR_OP_ZEXT || op == IR_OP_SEXT || op == IR_OP_TRUNC) &&
                         i->ops[0]->type->kind == IR_TY_INT && i->ops[0]->type->bits <= 64 &&
                         i->v.type->kind == IR_TY_INT && i->v.type->bits <= 64
                     ? C_CAST64 : C_CAST, i);
        o->w = i->ops[0]->type->kind == IR_TY_INT ? i->ops[0]->type->bits : 0;
        o->sub = (uint16_t)op;
        o->flags = i->flags;
        o->oa = value_cell(L, i->ops[0]);
        o->t = i->ops[0]->type;
        break;
    case IR_SH_SELECT: {
        o = emit(ob, C_SELECT, i);
        o->flags = i->flags;
        o->oa = value_cell(L, i->ops[0]);
        o->ob = value_cell(L, i->ops[1]);
        o->oc = value_cell(L, i->ops[2]);
        o->t = i->ops[0]->type;
        IrType *lt = ir_type_scalar(i->v.type);
        if (!(i->flags & (IR_F_NNAN | IR_F_NINF | IR_F_NSZ)) && it_words(lt) == 1 &&
            (ir_type_is_fp(lt) || lt->kind == IR_TY_INT || lt->kind == IR_TY_PTR)) {
            o->w = it_lanes(ip, i->v.type); /* select's fast path (run_loop) */
            o->n = o->t->kind == IR_TY_VEC ? o->w : 1;
        }
        break;
    }
    case IR_SH_PHI:
        return; /* the edges copy into phis */
    case IR_SH_EXTRACTELT: case IR_SH_INSERTELT:
        o = emit(ob, info->shape == IR_SH_EXTRACTELT ? C_EXTRACTELT : C_INSERTELT, i);
        o->oa = value_cell(L, i->ops[0]);
        o->ob = value_cell(L, i->ops[1]);
        if (info->shape == IR_SH_INSERTELT)
            o->oc = value_cell(L, i->ops[2]);
        o->t = i->ops[0]->type;
        break;
    case IR_SH_SHUFFLE:
        o = emit(ob, C_SHUFFLE, i);
        o->oa = value_cell(L, i->ops[0]);
        o->ob = value_cell(L, i->ops[1]);
        o->t = i->ops[0]->type;
        break;
    case IR_SH_EXTRACTVAL: case IR_SH_INSERTVAL:
        o = emit(ob, info->shape == IR_SH_EXTRACTVAL ? C_EXTRACTVAL : C_INSERTVAL, i);
        o->oa = value_cell(L, i->ops[0]);
        if (info->shape == IR_SH_INSERTVAL)
            o->ob = value_cell(L, i->ops[1]);
        o->t = i->ops[0]->type;
        {
            IrType *mt;
            o->n = agg_path(ip, o->t, i->ints, i->nints, &mt);
            o->w = it_cells(ip, mt);
        }
        break;
    case IR_SH_ALLOCA:
        o = emit(ob, C_ALLOCA, i);
        o->oa = value_cell(L, i->ops[0]);
        o->imm = it_mask(i->ops[0]->type->bits); /* the element count's */
        o->t = i->ty2;
        o->k = it_alloc_size(ip, o->t);
        o->w = (uint32_t)(i->align ? i->align : ir_type_pref_align(ip->m, o->t));
        break;
    case IR_SH_LOAD:
        o = emit(ob, small_scalar(ip, i->v.type) ? C_LOADS : C_LOAD, i);
        o->oa = value_cell(L, i->ops[0]);
        o->t = i->v.type;
        small_scalar_op(ip, o, o->t);
        sure_access(L, o, i->ops[0], o->oa);
        break;
    case IR_SH_STORE:
        o = emit(ob, small_scalar(ip, i->ops[0]->type) ? C_STORES : C_STORE, i);
        o->oa = value_cell(L, i->ops[0]);
        o->ob = value_cell(L, i->ops[1]);
        o->t = i->ops[0]->type;
        small_scalar_op(ip, o, o->t);
        sure_access(L, o, i->ops[1], o->ob);
        break;
    case IR_SH_GEP: {
        o = emit(ob, C_GEP, i);
        o->flags = i->flags;
        o->oa = value_cell(L, i->ops[0]);
        GepPlan *p = gep_plan(ip, i->ops[0]->type, i->ty2, i->ops + 1, i->nops - 1);
        uint32_t *ix = IR_NEWN(ip->arena, uint32_t, i->nops);
        for (uint32_t k = 1; k < i->nops; k++)
            ix[k - 1] = value_cell(L, i->ops[k]);
        o->x = p;
        o->n = i->nops - 1;
        o->idx_off = ix;
        o->t = i->ops[0]->type;
        /* sub = 1: a scalar GEP with <= 64-bit indices and 64-bit addresses (gep_fast) */
        o->sub = o->t->kind == IR_TY_PTR && ir_ptr_index_bits(ip->m, o->t->bits) == 64 &&
                 ir_ptr_bits(ip->m, o->t->bits) == 64;
        for (uint32_t k = 0; k < p->nsteps; k++)
            if (p->steps[k].vec || (!p->steps[k].is_struct && p->steps[k].ity->bits > 64))
                o->sub = 0;
        if (o->sub) {
            p->fast = IR_NEWN(ip->arena, GepFast, p->nsteps ? p->nsteps : 1);
            for (uint32_t k = 0; k < p->nsteps; k++) {
                const GepStep *st = &p->steps[k];
                const IrValue *iv = i->ops[1 + k];
                if (st->is_struct ? st->konst == 0
                                  : iv->kind == IR_V_INT && !(((const IrConst *)iv)->w[0] & it_mask(st->ity->bits)))
                    continue;
                GepFast *gf = &p->fast[p->nfast++];
                gf->konst = st->konst;
                gf->stride = st->stride;
                gf->idx = k;
                gf->bits = st->is_struct ? 0 : (uint16_t)st->ity->bits;
                gf->is_struct = (uint8_t)st->is_struct;
            }
            gep_one(o, p, i);
        }
        break;
    }
    case IR_SH_FENCE:
        o = emit(ob, C_FENCE, i);
        break;
    case IR_SH_CMPXCHG:
        o = emit(ob, C_CMPXCHG, i);
        o->oa = value_cell(L, i->ops[0]);
        o->ob = value_cell(L, i->ops[1]);
        o->oc = value_cell(L, i->ops[2]);
        o->t = i->ops[1]->type;
        break;
    case IR_SH_ATOMICRMW:
        o = emit(ob, C_ATOMICRMW, i);
        o->sub = i->rmw;
        o->oa = value_cell(L, i->ops[0]);
        o->ob = value_cell(L, i->ops[1]);
        o->t = i->ops[1]->type;
        break;
    case IR_SH_BR:
        if (i->nops == 1) {
            o = emit(ob, C_BR, i);
            o->x = edge(L, el, NULL, bb, (IrBlock *)i->ops[0]);
        } else {
            o = emit(ob, C_CONDBR, i);
            o->oa = value_cell(L, i->ops[0]);
            /* an icmp right before its branch: one handler does both */
            if (!tracing(ip) && ob->n >= 2 &&
                (ob->ops[ob->n - 2].code == C_ICMP64 || ob->ops[ob->n - 2].code == C_ICMP64K) &&
                ob->ops[ob->n - 2].inst == i->prev && ob->ops[ob->n - 2].od == o->oa) {
                int k = ob->ops[ob->n - 2].code == C_ICMP64K, alone = L->nuse[i->prev->vnum] == 1;
                ob->ops[ob->n - 2].code = alone ? (k ? C_ICMPBR64KX : C_ICMPBR64X) : (k ? C_ICMPBR64K : C_ICMPBR64);
            }
            /* the two edges side by side: true, false */
            Edge *e2 = IR_NEWN(ip->arena, Edge, 2);
            edge(L, el, &e2[0], bb, (IrBlock *)i->ops[1]);
            edge(L, el, &e2[1], bb, (IrBlock *)i->ops[2]);
            o->x = e2;
        }
        break;
    case IR_SH_SWITCH: {
        o = emit(ob, C_SWITCH, i);
        o->oa = value_cell(L, i->ops[0]);
        o->t = i->ops[0]->type;
        SwitchTab *st = IR_NEW(ip->arena, SwitchTab);
        st->ncases = (i->nops - 2) / 2;
        uint32_t w = it_words(o->t);
        st->vals = IR_NEWN(ip->arena, Cell, st->ncases * w + 1);
        st->dests = IR_NEWN(ip->arena, Edge *, st->ncases + 1);
        for (uint32_t k = 0; k < st->ncases; k++) {
            interp_const(ip, i->ops[2 + 2 * k], st->vals + k * w);
            st->dests[k] = edge(L, el, NULL, bb, (IrBlock *)i->ops[3 + 2 * k]);
        }
        st->dests[st->ncases] = edge(L, el, NULL, bb, (IrBlock *)i->ops[1]);
        o->x = st;
        break;
    }
    case IR_SH_INDIRECTBR: {
        o = emit(ob, C_INDIRECTBR, i);
        o->oa = value_cell(L, i->ops[0]);
        uint32_t n = i->nops - 1;
        Edge **list = IR_NEWN(ip->arena, Edge *, n ? n : 1);
        for (uint32_t k = 0; k < n; k++)
            list[k] = edge(L, el, NULL, bb, (IrBlock *)i->ops[1 + k]);
        o->x = list;
        o->n = n;
        break;
    }
    case IR_SH_RET:
        o = emit(ob, C_RET, i);
        o->w = i->nops;
        if (i->nops) {
            o->oa = value_cell(L, i->ops[0]);
            o->t = i->ops[0]->type;
        }
        break;
    case IR_SH_NONE:
        o = emit(ob, C_UNREACHABLE, i);
        break;
    case IR_SH_CALL: case IR_SH_INVOKE: {
        o = emit(ob, C_CALL, i);
        CallInfo *ci = IR_NEW(ip->arena, CallInfo);
        IrValue *callee = i->ops[0];
        if (callee->kind == IR_V_FUNC)
            ci->direct = (IrFunc *)callee;
        else if (callee->kind == IR_V_ASM)
            ci->direct = NULL;
        ci->lib = ci->direct && !ci->direct->is_decl && ci->direct->g.v.name && i->attrs &&
                  ir_attr_has(&i->attrs->fn, IR_ATTR_BUILTIN) && libc_known(ci->direct->g.v.name);
        if (!ci->direct && callee->kind != IR_V_ASM)
            ci->callee_off = value_cell(L, callee);
        else if (callee->kind == IR_V_ASM)
            ci->callee_off = UINT32_MAX;
        ci->nargs = ir_call_nargs(i);
        ci->arg_off = IR_NEWN(ip->arena, uint32_t, ci->nargs ? ci->nargs : 1);
        ci->argty = IR_NEWN(ip->arena, IrType *, ci->nargs ? ci->nargs : 1);
        for (uint32_t k = 0; k < ci->nargs; k++) {
            ci->arg_off[k] = value_cell(L, ir_call_arg(i, k));
            ci->argty[k] = ir_call_arg(i, k)->type;
        }
        ci->fty = i->fty;
        ci->simple = -1;
        for (uint32_t q = 0; q < i->nbundles; q++)
            ci->nbops += i->bundles[q].nops;
        if (ci->nbops) {
            ci->bop_off = IR_NEWN(ip->arena, uint32_t, ci->nbops);
            uint32_t n = 0;
            for (uint32_t q = 0; q < i->nbundles; q++)
                for (uint32_t k = 0; k < i->bundles[q].nops; k++)
                    ci->bop_off[n++] = value_cell(L, i->bundles[q].ops[k]);
        }
        if (info->shape == IR_SH_INVOKE) {
            ci->normal = edge(L, el, NULL, bb, (IrBlock *)i->ops[i->nops - 2]);
            ci->value_md = has_d && value_md_any(i);
        }
        o->x = ci;
        o->rt = i->fty->elem;
        break;
    }
    case IR_SH_VAARG:
        o = emit(ob, C_VAARG, i);
        o->oa = value_cell(L, i->ops[0]);
        break;
    default: {
        /* exception handling pads, resume, callbr: only reachable by
         * unwinding, which llfuzz does not model */
        o = emit(ob, C_UNSUPPORTED, i);
        o->x = (void *)(op == IR_OP_CALLBR ? "callbr" : "unwinding (exception handling)");
        break;
    }
    }
    o->od = d;
    if (!o->rt)
        o->rt = i->v.type;
    o->flags = i->flags;
    o->m = it_mask(o->w);
    /* the metadata that constrains the result, checked by an op of its own
     * (after an invoke, which ends its block, on its way to the normal
     * edge: CallInfo.value_md) */
    if ((op == IR_OP_LOAD || op == IR_OP_CALL) && o->code != C_UNSUPPORTED && has_d && value_md_any(i)) {
        o = emit(ob, C_VALUE_MD, i);
        o->od = d;
        o->rt = i->v.type;
    }
}

/* The scratch of one lowering, on the heap: lowering may stop at something
 * unsupported (a longjmp), and interp_lower then frees what was built. */
typedef struct LowerScratch {
    Lower L;
    OpBuf ob;
    EdgeList el;
} LowerScratch;

static void
lower_scratch_free(LowerScratch *s)
{
    ir_free(s->el.e);
    ir_free(s->L.insts);
    ir_free(s->L.icell);
    ir_free(s->L.nuse);
    ir_free(s->L.uses);
    ir_free(s->L.consts);
    ir_free(s->L.ckeys);
    ir_free(s->L.cvals);
    ir_free(s);
}

static LFunc *lower_func(Interp *ip, IrFunc *f, LowerScratch *s);

LFunc *
interp_lower(Interp *ip, IrFunc *f)
{
    /* cached? */
    if (ip->lfcap) {
        uint32_t j = (uint32_t)(((uintptr_t)f >> 4) * 2654435761u) & (ip->lfcap - 1);
        while (ip->lfkeys[j]) {
            if (ip->lfkeys[j] == f)
                return ip->lfuncs[j];
            j = (j + 1) & (ip->lfcap - 1);
        }
    }
    LowerScratch *s = ir_calloc(1, sizeof *s);
    jmp_buf *outer = ip->jb;
    jmp_buf jb;
    ip->jb = &jb;
    if (setjmp(jb)) {
        /* the report is in ip->res already: pass it on */
        lower_scratch_free(s);
        ip->jb = outer;
        longjmp(*outer, 1);
    }
    LFunc *lf = lower_func(ip, f, s);
    lower_scratch_free(s);
    ip->jb = outer;
    return lf;
}

/* The step budget is counted by segments: the ops from a block's start,
 * or from the op after a call, to the next call or terminator, which run
 * all or none unless one stops the run.  Entering a segment counts all its
 * ops at once (run_loop's CHARGE); when fewer steps are left, budget_short
 * runs the ones the budget allows and stops at the next, as counting op by
 * op would.  A segment's length goes where control enters it: the edges,
 * the function's entry, the op after each call. */
static int
ends_segment(unsigned code)
{
    static const uint8_t ends[C_NCODES] = {
#define CODE(name, konst, seg) [name] = seg,
#include "code.def"
#undef CODE
    };
    return ends[code];
}

static void
segments(LFunc *lf, EdgeList *el)
{
    uint32_t n = lf->ncode;
    uint32_t *seg = ir_malloc((n + 1) * sizeof *seg);
    seg[n] = 0;
    for (uint32_t k = n; k-- > 0;)
        seg[k] = 1 + (ends_segment(lf->code[k].code) ? 0 : seg[k + 1]);
    lf->entry_steps = seg[0];
    for (uint32_t k = 0; k < el->n; k++)
        el->e[k]->steps = seg[el->e[k]->target];
    for (uint32_t k = 0; k < n; k++)
        if (lf->code[k].code == C_CALL)
            ((CallInfo *)lf->code[k].x)->after = seg[k + 1];
    ir_free(seg);
}

/* A read of v by the instruction numbered at, in block where (a phi's:
 * on the edge from where): counted (nuse) and placed (uses). */
static void
count_use(Lower *L, const IrValue *v, IrBlock *where, int phi, uint32_t at)
{
    if (!v || v->kind != IR_V_INST)
        return;
    const IrInst *i = (const IrInst *)v;
    if (i->vnum >= L->ninst || L->insts[i->vnum] != i)
        return;
    if (L->nuse[i->vnum] < 2)
        L->nuse[i->vnum]++;
    UseInfo *x = &L->uses[i->vnum];
    IrBlock *many = (IrBlock *)(void *)&L->uses; /* no block's address */
    IrBlock **b = phi ? &x->pred : &x->blk;
    *b = !*b || *b == where ? where : many;
    if (!phi && at > x->last)
        x->last = at;
}

/* ------------------------------------------------------ phi coalescing
 *
 * A phi's edges copy into its cell (take_edge); for the value a loop's
 * latch passes back to its header (%i.next into %i), that is a copy each
 * iteration, which the next op then reads back.  Where it is safe, the
 * value's own cell is the phi's: it is computed into the phi's cell and
 * the edge has nothing to copy.  Safe means that nothing reads the phi's
 * old value after the value is written, and nothing overwrites the value
 * before its last reader:
 *  - the phi has one cell, is no other phi's operand, and is read in its
 *    own block only (each arrival there comes through an edge, which sets
 *    it);
 *  - the value V is an instruction of the edge's source block P, one cell,
 *    no phi, no call (its result is written at the call's end), and is
 *    read by phis only on edges from P;
 *  - when P is the phi's block B (a loop of one block), the phi's readers
 *    come before V, or are V itself when V is an integer operation whose
 *    handler reads its operands before it writes (FAST_BIN and its kin;
 *    bin64_slow copies an operand that is the result); every other path
 *    to a reader of V runs through B, and so through V, again;
 *  - when P is another block, V is read in P only (and by phis on P's
 *    edges), where no edge into B comes between V and its readers.
 * Several edges' values may share the phi's cell (the entry's and the
 * latch's): each is dead before another is written.
 * Not when tracing: a traced op's operands would show the new value. */
static int
in_place_op(const IrInst *v)
{
    switch (v->op) {
    case IR_OP_ADD: case IR_OP_SUB: case IR_OP_MUL: case IR_OP_AND: case IR_OP_OR:
    case IR_OP_XOR: case IR_OP_SHL: case IR_OP_LSHR: case IR_OP_ASHR:
        return v->v.type->kind == IR_TY_INT && v->v.type->bits <= 64;
    default:
        return 0;
    }
}

static void
coalesce_phis(Lower *L, IrFunc *f)
{
    UseInfo *u = L->uses;
    for (IrBlock *b = f->first; b; b = b->next)
        for (IrInst *p = b->first; p && p->op == IR_OP_PHI; p = p->next) {
            const UseInfo *up = &u[p->vnum];
            if (it_cells(L->ip, p->v.type) != 1 || up->pred || (up->blk && up->blk != b))
                continue;
            for (uint32_t k = 0; k < p->nops; k++) {
                IrBlock *src = p->blocks[k];
                if (p->ops[k]->kind != IR_V_INST)
                    continue;
                IrInst *v = (IrInst *)p->ops[k];
                if (v->vnum >= L->ninst || L->insts[v->vnum] != v || u[v->vnum].taken || v->parent != src ||
                    v->op == IR_OP_PHI || v->op == IR_OP_CALL || v->op == IR_OP_INVOKE ||
                    v->op == IR_OP_CALLBR || u[v->vnum].pred != src)
                    continue;
                if (src == b ? up->blk && (up->last > v->vnum || (up->last == v->vnum && !in_place_op(v)))
                             : u[v->vnum].blk && u[v->vnum].blk != src)
                    continue;
                L->icell[v->vnum] = L->icell[p->vnum];
                u[v->vnum].taken = 1;
            }
        }
}

/* One mode of "denormal-fp-math" (n characters of s); what LLVM would not
 * parse is taken as dynamic, which allows every behaviour. */
static unsigned
dn_mode1(const char *s, size_t n)
{
    static const char *const names[] = {"ieee", "preserve-sign", "positive-zero", "dynamic"};
    for (unsigned k = 0; k < 4; k++)
        if (strlen(names[k]) == n && !strncmp(s, names[k], n))
            return k;
    return DN_DYNAMIC;
}

/* LangRef "denormal-fp-math": "out,in", or one mode for both.  The input
 * mode | the output mode << 2 (LFunc.dn). */
static uint8_t
dn_modes(const char *v)
{
    if (!v)
        return DN_DYNAMIC | DN_DYNAMIC << 2;
    size_t n1 = strcspn(v, ",");
    unsigned out = dn_mode1(v, n1);
    unsigned in = v[n1] == ',' ? dn_mode1(v + n1 + 1, strlen(v + n1 + 1)) : out;
    return (uint8_t)(in | out << 2);
}

int
interp_dn_input(const IrFunc *f, const IrType *t)
{
    const IrAttr *a = t->kind == IR_TY_FLOAT ? ir_attr_find_str(&f->attrs.fn, "denormal-fp-math-f32") : NULL;
    if (!a)
        a = ir_attr_find_str(&f->attrs.fn, "denormal-fp-math");
    return a ? dn_modes(a->val) & 3 : DN_IEEE;
}

int
interp_dn_dynamic(const IrFunc *f)
{
    static const char *const keys[] = {"denormal-fp-math", "denormal-fp-math-f32"};
    for (int k = 0; k < 2; k++) {
        const IrAttr *a = ir_attr_find_str(&f->attrs.fn, keys[k]);
        unsigned m = a ? dn_modes(a->val) : 0;
        if ((m & 3) == DN_DYNAMIC || m >> 2 == DN_DYNAMIC)
            return 1;
    }
    return 0;
}

/* Can instruction i take an AMDGPU buffer resource as a handle
 * (it_check_ptr_width_val)?  What only moves, compares or passes values
 * on: to a function of the module or an llvm.amdgcn intrinsic (amdgcn.c
 * takes the ones it knows), not to another callee, which might read or
 * write through it. */
static int
handle_op(const IrInst *i)
{
    switch (i->op) {
    case IR_OP_RET: case IR_OP_BR: case IR_OP_SELECT: case IR_OP_PHI: case IR_OP_ICMP: case IR_OP_FREEZE:
    case IR_OP_EXTRACTELEMENT: case IR_OP_INSERTELEMENT: case IR_OP_SHUFFLEVECTOR: case IR_OP_EXTRACTVALUE:
    case IR_OP_INSERTVALUE:
        return 1;
    case IR_OP_CALL: {
        const IrValue *c = ir_call_callee(i);
        const IrFunc *f = c && c->kind == IR_V_FUNC ? (const IrFunc *)c : NULL;
        return f && (!f->is_decl || (f->g.v.name && !strncmp(f->g.v.name, "llvm.amdgcn.", 12)));
    }
    default:
        return 0;
    }
}

static LFunc *
lower_func(Interp *ip, IrFunc *f, LowerScratch *s)
{
    Lower *L = &s->L;
    OpBuf *ob = &s->ob;
    EdgeList *el = &s->el;
    L->ip = ip;
    LFunc *lf = IR_NEW(ip->arena, LFunc);
    lf->f = f;
    lf->varargs = (f->g.vtype->flags & IR_TYF_VARARG) != 0;
    L->lf = lf;
    const IrAttr *dn = ir_attr_find_str(&f->attrs.fn, "denormal-fp-math");
    const IrAttr *dn32 = ir_attr_find_str(&f->attrs.fn, "denormal-fp-math-f32");
    lf->dn = dn ? dn_modes(dn->val) : 0;
    lf->dn32 = dn32 ? dn_modes(dn32->val) : lf->dn;
    ir_func_number(f);
    if (ip->wide_ptrs) {
        for (uint32_t k = 0; k < f->g.vtype->nmembers; k++)
            it_check_ptr_width_val(ip, f->g.vtype->members[k]);
        it_check_ptr_width_val(ip, f->g.vtype->elem);
        for (IrBlock *b = f->first; b; b = b->next)
            for (IrInst *i = b->first; i; i = i->next) {
                void (*check)(Interp *, IrType *) = handle_op(i) ? it_check_ptr_width_val : it_check_ptr_width;
                check(ip, i->v.type);
                for (uint32_t k = 0; k < i->nops; k++) {
                    IrValue *o = i->ops[k];
                    if (!o)
                        continue;
                    /* a handle is an argument's, or null, undef or poison:
                     * a constant expression (inttoptr of 128 bits) is not
                     * one word */
                    int cexpr = o->kind == IR_V_CEXPR || o->kind == IR_V_AGG || o->kind == IR_V_SPLAT;
                    (cexpr ? it_check_ptr_width : check)(ip, o->type);
                }
            }
    }
    /* the instructions numbered (the value map of the results) and the
     * ops sized for the function; the constants' map grows as needed */
    uint32_t ninst = 0;
    for (IrBlock *b = f->first; b; b = b->next)
        for (IrInst *i = b->first; i; i = i->next)
            ninst++;
    L->insts = ir_malloc((ninst ? ninst : 1) * sizeof *L->insts);
    L->icell = ir_malloc((ninst ? ninst : 1) * sizeof *L->icell);
    L->ninst = ninst;
    ninst = 0;
    for (IrBlock *b = f->first; b; b = b->next)
        for (IrInst *i = b->first; i; i = i->next) {
            i->vnum = ninst;
            L->insts[ninst] = i;
            L->icell[ninst++] = UINT32_MAX;
        }
    /* how often each result is an operand (operand bundles too), so that
     * an icmp whose only reader is its branch writes no result, and where
     * (coalesce_phis) */
    L->nuse = ir_calloc(ninst ? ninst : 1, 1);
    L->uses = ir_calloc(ninst ? ninst : 1, sizeof *L->uses);
    for (IrBlock *b = f->first; b; b = b->next)
        for (IrInst *i = b->first; i; i = i->next) {
            int phi = i->op == IR_OP_PHI;
            L->phis |= phi;
            for (uint32_t k = 0; k < i->nops; k++)
                count_use(L, i->ops[k], phi ? i->blocks[k] : b, phi, i->vnum);
            for (uint32_t q = 0; q < i->nbundles; q++)
                for (uint32_t k = 0; k < i->bundles[q].nops; k++)
                    count_use(L, i->bundles[q].ops[k], b, 0, i->vnum);
        }
    ob->arena = ip->arena;
    ob->cap = ninst ? ninst : 1;
    ob->ops = IR_NEWN(ip->arena, Op, ob->cap);
    /* cells: arguments, then instruction results in order */
    lf->arg_cell = IR_NEWN(ip->arena, uint32_t, f->nargs ? f->nargs : 1);
    for (uint32_t k = 0; k < f->nargs; k++) {
        lf->arg_cell[k] = L->ncells;
        L->ncells += it_cells(ip, f->args[k]->v.type);
    }
    for (uint32_t k = 0; k < ninst; k++)
        if (L->insts[k]->v.type->kind != IR_TY_VOID) {
            L->icell[k] = L->ncells;
            L->ncells += it_cells(ip, L->insts[k]->v.type);
        }
    if (L->phis && !tracing(ip))
        coalesce_phis(L, f);
    L->block_op = IR_NEWN(ip->arena, uint32_t, f->nblocks ? f->nblocks : 1);
    for (IrBlock *b = f->first; b; b = b->next) {
        L->block_op[b->index] = ob->n;
        for (IrInst *i = b->first; i; i = i->next)
            lower_inst(L, ob, el, b, i);
    }
    for (uint32_t k = 0; k < el->n; k++)
        finish_edge(L, el->e[k]);
    /* operands of constants now have their final cells; all operands
     * become byte offsets */
    if ((uint64_t)(L->ncells + L->nconst) + L->nscratch > UINT32_MAX / sizeof(Cell))
        interp_unsupported(ip, "a function with more than %u value cells", (unsigned)(UINT32_MAX / sizeof(Cell)));
    for (uint32_t k = 0; k < ob->n; k++) {
        Op *o = &ob->ops[k];
        o->od = CELL_BYTES(fix(L, o->od));
        o->oa = CELL_BYTES(fix(L, o->oa));
        o->ob = CELL_BYTES(fix(L, o->ob));
        o->oc = CELL_BYTES(fix(L, o->oc));
        if (o->idx_off) /* the GEPs' index operands */
            for (uint32_t q = 0; q < o->n; q++)
                o->idx_off[q] = CELL_BYTES(fix(L, o->idx_off[q]));
        if (o->code == C_CALL) {
            CallInfo *ci = o->x;
            if (!ci->direct && ci->callee_off != UINT32_MAX)
                ci->callee_off = CELL_BYTES(fix(L, ci->callee_off));
            for (uint32_t q = 0; q < ci->nargs; q++)
                ci->arg_off[q] = CELL_BYTES(fix(L, ci->arg_off[q]));
            for (uint32_t q = 0; q < ci->nbops; q++)
                ci->bop_off[q] = CELL_BYTES(fix(L, ci->bop_off[q]));
        }
    }
    lf->nconst = L->nconst;
    lf->consts = L->nconst ? ir_arena_dup(ip->arena, L->consts, L->nconst * sizeof(Cell)) : NULL;
    lf->ncells = L->ncells + L->nconst;
    lf->nframe = lf->ncells + L->nscratch;
    lf->code = ob->ops;
    lf->ncode = ob->n;
    for (uint32_t k = 0; k < el->n; k++)
        el->e[k]->to = lf->code + el->e[k]->target;
    segments(lf, el);
    set_labels(ip, lf);
    /* remember it */
    if ((ip->nlf + 1) * 2 > ip->lfcap) {
        uint32_t cap = ip->lfcap ? ip->lfcap * 2 : 64;
        IrFunc **k = ir_calloc(cap, sizeof *k);
        LFunc **v = ir_calloc(cap, sizeof *v);
        for (uint32_t q = 0; q < ip->lfcap; q++) {
            if (!ip->lfkeys[q])
                continue;
            uint32_t j = (uint32_t)(((uintptr_t)ip->lfkeys[q] >> 4) * 2654435761u) & (cap - 1);
            while (k[j])
                j = (j + 1) & (cap - 1);
            k[j] = ip->lfkeys[q];
            v[j] = ip->lfuncs[q];
        }
        ir_free(ip->lfkeys);
        ir_free(ip->lfuncs);
        ip->lfkeys = k;
        ip->lfuncs = v;
        ip->lfcap = cap;
    }
    uint32_t j = (uint32_t)(((uintptr_t)f >> 4) * 2654435761u) & (ip->lfcap - 1);
    while (ip->lfkeys[j])
        j = (j + 1) & (ip->lfcap - 1);
    ip->lfkeys[j] = f;
    ip->lfuncs[j] = lf;
    ip->nlf++;
    return lf;
}
