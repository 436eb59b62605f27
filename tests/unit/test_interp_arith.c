/* The overflow rules of add and sub with nuw/nsw (exec/interp/interp.h's
 * it_add_ovf_m and it_sub_ovf_m, which sem.c calls, through it_add_bad and
 * it_sub_bad, which the interpreter's fast paths call), against the
 * LangRef's definition computed in 128 bits: nuw: the unsigned result does
 * not fit w bits; nsw: the signed result does not fit.  Every pair of
 * values for widths 1 to 10, edge values and pseudo-random pairs for wider
 * ones up to 64. */
#include <criterion/criterion.h>
#include <stdint.h>

#include "exec/interp/interp.h"

static __int128
sx(uint64_t v, unsigned w)
{
    return (__int128)it_sext(v, w);
}

/* The reference: flags fl of add (sub = 0) or sub (sub = 1). */
static int
ref_ovf(int sub, uint32_t fl, unsigned w, uint64_t x, uint64_t y, uint64_t *r)
{
    uint64_t m = it_mask(w);
    x &= m;
    y &= m;
    unsigned __int128 u = sub ? (unsigned __int128)x - y : (unsigned __int128)x + y;
    __int128 s = sub ? sx(x, w) - sx(y, w) : sx(x, w) + sx(y, w);
    __int128 lo = -((__int128)1 << (w - 1)), hi = ((__int128)1 << (w - 1)) - 1;
    *r = (uint64_t)u & m;
    int nuw = (fl & IR_F_NUW) && (sub ? y > x : u > m);
    int nsw = (fl & IR_F_NSW) && (s < lo || s > hi);
    return nuw | nsw;
}

static void
check(unsigned w, uint64_t x, uint64_t y)
{
    static const uint32_t flags[] = {0, IR_F_NUW, IR_F_NSW, IR_F_NUW | IR_F_NSW};
    uint64_t m = it_mask(w);
    for (int sub = 0; sub < 2; sub++)
        for (int k = 0; k < 4; k++) {
            uint64_t r = 0, rr = 0;
            int p = sub ? it_sub_ovf_m(flags[k], w, m, x, y, &r) : it_add_ovf_m(flags[k], w, m, x, y, &r);
            int pr = ref_ovf(sub, flags[k], w, x, y, &rr);
            cr_assert_eq(r, rr, "%s i%u %llu, %llu: result %llu, expected %llu", sub ? "sub" : "add", w,
                         (unsigned long long)x, (unsigned long long)y, (unsigned long long)r,
                         (unsigned long long)rr);
            cr_assert_eq(p, pr, "%s %s%si%u %llu, %llu: poison %d, expected %d", sub ? "sub" : "add",
                         flags[k] & IR_F_NUW ? "nuw " : "", flags[k] & IR_F_NSW ? "nsw " : "", w,
                         (unsigned long long)x, (unsigned long long)y, p, pr);
        }
}

Test(interp_arith, add_sub_flags_every_pair_up_to_10_bits)
{
    for (unsigned w = 1; w <= 10; w++)
        for (uint64_t x = 0; x <= it_mask(w); x++)
            for (uint64_t y = 0; y <= it_mask(w); y++)
                check(w, x, y);
}

Test(interp_arith, add_sub_flags_wide)
{
    static const unsigned widths[] = {11, 16, 31, 32, 33, 48, 63, 64};
    uint64_t s = 0x9E3779B97F4A7C15u;
    for (size_t i = 0; i < sizeof widths / sizeof *widths; i++) {
        unsigned w = widths[i];
        uint64_t m = it_mask(w), half = m >> 1;
        const uint64_t edge[] = {0, 1, 2, half - 1, half, half + 1, half + 2, m - 1, m};
        for (size_t a = 0; a < 9; a++)
            for (size_t b = 0; b < 9; b++)
                check(w, edge[a], edge[b]);
        for (int n = 0; n < 20000; n++) {
            s ^= s << 13, s ^= s >> 7, s ^= s << 17;
            uint64_t x = s;
            s ^= s << 13, s ^= s >> 7, s ^= s << 17;
            check(w, x, n & 1 ? s : x ^ (s & 7)); /* (also nearby values) */
        }
    }
}
