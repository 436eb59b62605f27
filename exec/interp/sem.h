/* sem.h -- the small helpers that sem.c (integers, comparisons, freeze,
 * select) and sem_fp.c (floating point, casts, bitcast) share: which
 * operand copy to read with unknown bits, poison and unknown results.
 *
 * Who may include it: sem.c and sem_fp.c. */
#ifndef LLFUZZ_INTERP_SEM_H
#define LLFUZZ_INTERP_SEM_H

#include "interp.h"

/* Operands with unknown bits: TRACK computes some operations exactly (the
 * result is every combination of its unknown bits, as undef itself is) and
 * over-approximates the others (InterpResult.approx); concrete runs keep
 * the undef bits through the exact ones and resolve them before the others
 * (it_use).  `exact` says which one this is. */
static inline const Cell *
use_operand(Interp *ip, int exact, const Cell *c, uint32_t nw, Cell *tmp)
{
    if (ip->o.undef == INTERP_UNDEF_TRACK) {
        if (!exact && it_any_unknown(c, nw))
            it_approx(ip);
        return c;
    }
    return exact ? c : it_use(ip, c, nw, tmp);
}

static inline void
set_poison(Cell *r, uint32_t nw)
{
    for (uint32_t k = 0; k < nw; k++)
        r[k].v = r[k].u = 0;
    r[0].poison = 1;
    r[0].fixed = 0;
    r[0].prov = 0;
}

static inline void
set_unknown(Cell *r, uint32_t nw, unsigned bits, int fixed)
{
    for (uint32_t k = 0; k < nw; k++) {
        unsigned wb = bits > 64 * k ? (bits - 64 * k > 64 ? 64 : bits - 64 * k) : 0;
        r[k].v = 0;
        r[k].u = it_mask(wb);
    }
    r[0].poison = 0;
    r[0].fixed = (uint16_t)fixed;
    r[0].prov = 0;
}

/* Unknown bits of two operands are fixed-unknown only if every unknown one is. */
static inline int
both_fixed(const Cell *a, int a_unknown, const Cell *b, int b_unknown)
{
    return (!a_unknown || a->fixed) && (!b_unknown || b->fixed);
}

#endif
