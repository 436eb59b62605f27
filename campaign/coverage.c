/* coverage.c -- what a campaign's generated IR covered: how many
 * instructions of each opcode, calls of each intrinsic (its name without the
 * overload suffixes: llvm.smax.v4i32 is llvm.smax), results of each type and
 * instructions with each flag.  The batch counts its modules; the worker
 * adds the counts to the store (table coverage) with the batch's results;
 * `llfuzz report` shows them. */
#include "campaign/campaign.h"

#include <ctype.h>
#include <string.h>

/* Does this part of an intrinsic's name (between dots) name a type of its
 * overload: i32, f64, v4i32, nxv2f64, p0, bf16, f128, ...? */
static int
type_part(const char *p, size_t n)
{
    static const char *const words[] = {"bf16", "half", "float", "double", "x86_fp80", "ppcf128", "x86amx"};
    for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
        if (strlen(words[k]) == n && !memcmp(p, words[k], n))
            return 1;
    size_t i = 0;
    if (n > 3 && !memcmp(p, "nxv", 3))
        i = 3;
    else if (n > 1 && p[0] == 'v' && isdigit((unsigned char)p[1]))
        i = 1;
    while (i && i < n && isdigit((unsigned char)p[i]))
        i++;
    if (i < n && (p[i] == 'i' || p[i] == 'f' || p[i] == 'p') && i + 1 < n) {
        for (size_t j = i + 1; j < n; j++)
            if (!isdigit((unsigned char)p[j]))
                return 0;
        return 1;
    }
    return 0;
}

/* name without its trailing type parts, into b */
static void
intrinsic_base(IrBuf *b, const char *name)
{
    size_t n = strlen(name);
    for (;;) {
        const char *dot = NULL;
        for (size_t i = n; i-- > 0;)
            if (name[i] == '.') {
                dot = name + i;
                break;
            }
        if (!dot || dot - name < 5 || !type_part(dot + 1, (size_t)(name + n - dot - 1)))
            break;
        n = (size_t)(dot - name);
    }
    ir_buf_put(b, name, n);
    ir_buf_putc(b, 0);
}

static const char K_OPCODE[] = "opcode", K_INTRINSIC[] = "intrinsic", K_TYPE[] = "type", K_FLAG[] = "flag";

static uint32_t
slot_of(const CampCoverage *cv, const char *kind, const char *name)
{
    uint64_t h = ir_hash_more(ir_hash(kind, strlen(kind)), name, strlen(name));
    uint32_t mask = cv->nslot - 1, i = (uint32_t)h & mask;
    while (cv->slot[i]) {
        const CampCount *c = &cv->v[cv->slot[i] - 1];
        if (c->kind == kind && !strcmp(c->name, name))
            break;
        i = (i + 1) & mask;
    }
    return i;
}

static void
count(CampCoverage *cv, const char *kind, const char *name, uint64_t n)
{
    if (cv->n + 1 > cv->nslot / 2) {
        uint32_t old = cv->nslot;
        uint32_t *os = cv->slot;
        cv->nslot = old ? old * 2 : 256;
        cv->slot = ir_calloc(cv->nslot, sizeof *cv->slot);
        for (uint32_t k = 0; k < cv->n; k++)
            cv->slot[slot_of(cv, cv->v[k].kind, cv->v[k].name)] = k + 1;
        ir_free(os);
    }
    uint32_t i = slot_of(cv, kind, name);
    if (cv->slot[i]) {
        cv->v[cv->slot[i] - 1].n += n;
        return;
    }
    if (cv->n == cv->cap) {
        cv->cap = cv->cap ? cv->cap * 2 : 64;
        cv->v = ir_realloc(cv->v, cv->cap * sizeof *cv->v);
    }
    cv->v[cv->n] = (CampCount){kind, ir_strdup(name), n};
    cv->slot[i] = ++cv->n;
}

static const struct {
    uint32_t bit;
    const char *name;
} flags[] = {
    {IR_F_NUW, "nuw"},         {IR_F_NSW, "nsw"},         {IR_F_EXACT, "exact"},   {IR_F_DISJOINT, "disjoint"},
    {IR_F_NNEG, "nneg"},       {IR_F_SAMESIGN, "samesign"}, {IR_F_INBOUNDS, "inbounds"}, {IR_F_NUSW, "nusw"},
    {IR_F_VOLATILE, "volatile"}, {IR_F_NNAN, "nnan"},     {IR_F_NINF, "ninf"},     {IR_F_NSZ, "nsz"},
    {IR_F_ARCP, "arcp"},       {IR_F_CONTRACT, "contract"}, {IR_F_AFN, "afn"},     {IR_F_REASSOC, "reassoc"},
};

void
camp_coverage_add_module(CampCoverage *cv, const IrModule *m)
{
    IrBuf b = {0};
    for (const IrFunc *f = m->funcs; f; f = (const IrFunc *)f->g.next)
        for (const IrBlock *bb = f->first; bb; bb = bb->next)
            for (const IrInst *i = bb->first; i; i = i->next) {
                count(cv, K_OPCODE, ir_op_name(i->op), 1);
                if (i->op == IR_OP_CALL) {
                    const char *callee = ir_call_name(i);
                    if (callee && !strncmp(callee, "llvm.", 5)) {
                        b.len = 0;
                        intrinsic_base(&b, callee);
                        count(cv, K_INTRINSIC, b.p, 1);
                    }
                }
                if (i->v.type && i->v.type->kind != IR_TY_VOID) {
                    b.len = 0;
                    ir_type_print(&b, i->v.type);
                    ir_buf_putc(&b, 0);
                    count(cv, K_TYPE, b.p, 1);
                }
                for (size_t k = 0; k < sizeof flags / sizeof flags[0]; k++)
                    if (i->flags & flags[k].bit)
                        count(cv, K_FLAG, flags[k].name, 1);
            }
    ir_buf_free(&b);
}

void
camp_coverage_free(CampCoverage *cv)
{
    for (uint32_t k = 0; k < cv->n; k++)
        ir_free(cv->v[k].name);
    ir_free(cv->v);
    ir_free(cv->slot);
    memset(cv, 0, sizeof *cv);
}
