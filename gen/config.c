/* config.c -- the generator's grammar table (from grammar.def) and the
 * --config file format:
 *
 *   # comment
 *   inst.add = 40           a production's weight (or percentage, count)
 *   feature.fp = off        on | off | swarm (the default)
 *
 * `llfuzz gen --print-config` writes the defaults in this format. */
#include "gen.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

const GenProdInfo gen_prods[GEN_NPROD] = {
#define PROD(e, name, grp, w, feat, llvm) {name, GG_##grp, GF_##feat, llvm, w},
#include "grammar.def"
#undef PROD
};

const char *const gen_feature_names[GF_N] = {
#define X(e, s) s,
    GEN_FEATURES(X)
#undef X
};

void
gen_config_default(GenConfig *c)
{
    for (int i = 0; i < GEN_NPROD; i++)
        c->w[i] = gen_prods[i].weight;
    for (int i = 0; i < GF_N; i++)
        c->feat[i] = GEN_SWARM;
    c->feat[GF_ALWAYS] = GEN_ON;
}

static const char *const group_titles[GG_N] = {
    "statements: what comes next in a function body (weights)",
    "instructions (weights)",
    "patterns: idioms optimizers rewrite (weights)",
    "types of values (weights)",
    "flags: percent chance a flag is set where it is allowed",
    "policies: percent chance",
    "module shape: counts",
};

void
gen_config_print(IrBuf *b, const GenConfig *c)
{
    ir_buf_puts(b, "# llfuzz gen configuration (llfuzz gen --config FILE)\n"
                   "# feature.NAME = swarm | on | off: swarm switches the feature off in a random\n"
                   "# subset of modules (policy.swarm_off percent of them).\n");
    for (int f = 1; f < GF_N; f++)
        ir_buf_printf(b, "feature.%s = %s\n", gen_feature_names[f],
                      c->feat[f] == GEN_ON ? "on" : c->feat[f] == GEN_OFF ? "off" : "swarm");
    for (int g = 0; g < GG_N; g++) {
        ir_buf_printf(b, "\n# %s\n", group_titles[g]);
        for (int i = 0; i < GEN_NPROD; i++)
            if (gen_prods[i].group == g)
                ir_buf_printf(b, "%-26s = %u\n", gen_prods[i].name, c->w[i]);
    }
}

static int
find_prod(const char *name, size_t n)
{
    for (int i = 0; i < GEN_NPROD; i++)
        if (strlen(gen_prods[i].name) == n && !memcmp(gen_prods[i].name, name, n))
            return i;
    return -1;
}

static int
find_feature(const char *name, size_t n)
{
    for (int i = 1; i < GF_N; i++)
        if (strlen(gen_feature_names[i]) == n && !memcmp(gen_feature_names[i], name, n))
            return i;
    return -1;
}

/* line := name '=' value comment? ; errors point at the column of the bad part */
static int
config_line(GenConfig *c, const char *s, size_t n, uint32_t line, IrDiag *d)
{
    size_t i = 0;
    while (i < n && isspace((unsigned char)s[i]))
        i++;
    if (i == n || s[i] == '#')
        return 0;
    size_t k0 = i;
    while (i < n && !isspace((unsigned char)s[i]) && s[i] != '=')
        i++;
    size_t k1 = i;
    while (i < n && isspace((unsigned char)s[i]))
        i++;
    if (i == n || s[i] != '=') {
        ir_error_at(d, (IrLoc){line, (uint32_t)i + 1}, "expected '=' after '%.*s'", (int)(k1 - k0), s + k0);
        return -1;
    }
    i++;
    while (i < n && isspace((unsigned char)s[i]))
        i++;
    size_t v0 = i;
    while (i < n && !isspace((unsigned char)s[i]) && s[i] != '#')
        i++;
    size_t v1 = i;
    while (i < n && isspace((unsigned char)s[i]))
        i++;
    if (i < n && s[i] != '#') {
        ir_error_at(d, (IrLoc){line, (uint32_t)i + 1}, "unexpected text after the value");
        return -1;
    }
    if (v0 == v1) {
        ir_error_at(d, (IrLoc){line, (uint32_t)v0 + 1}, "expected a value");
        return -1;
    }
    const char *key = s + k0, *val = s + v0;
    size_t kn = k1 - k0, vn = v1 - v0;
    if (kn > 8 && !memcmp(key, "feature.", 8)) {
        int f = find_feature(key + 8, kn - 8);
        if (f < 0) {
            ir_error_at(d, (IrLoc){line, (uint32_t)k0 + 1}, "unknown feature '%.*s'", (int)(kn - 8), key + 8);
            return -1;
        }
        if (vn == 2 && !memcmp(val, "on", 2))
            c->feat[f] = GEN_ON;
        else if (vn == 3 && !memcmp(val, "off", 3))
            c->feat[f] = GEN_OFF;
        else if (vn == 5 && !memcmp(val, "swarm", 5))
            c->feat[f] = GEN_SWARM;
        else {
            ir_error_at(d, (IrLoc){line, (uint32_t)v0 + 1}, "expected on, off or swarm");
            return -1;
        }
        return 0;
    }
    int p = find_prod(key, kn);
    if (p < 0) {
        ir_error_at(d, (IrLoc){line, (uint32_t)k0 + 1}, "unknown production '%.*s' (llfuzz gen --print-config lists them)",
                    (int)kn, key);
        return -1;
    }
    char num[32];
    if (vn >= sizeof num) {
        ir_error_at(d, (IrLoc){line, (uint32_t)v0 + 1}, "value out of range");
        return -1;
    }
    memcpy(num, val, vn);
    num[vn] = 0;
    char *end;
    unsigned long v = strtoul(num, &end, 10);
    uint32_t max = gen_prods[p].group == GG_FLAG || gen_prods[p].group == GG_POL ? 100 : 1000000;
    if (*end || num[0] == '-' || v > max) {
        ir_error_at(d, (IrLoc){line, (uint32_t)v0 + 1}, "expected a number from 0 to %u", max);
        return -1;
    }
    c->w[p] = (uint32_t)v;
    return 0;
}

int
gen_config_load(GenConfig *c, const char *path, IrDiag *d)
{
    size_t len;
    char *src = ir_read_file(path, &len);
    if (!src) {
        ir_error_at(d, (IrLoc){0, 0}, "cannot read %s", path);
        return -1;
    }
    d->src = src;
    d->srclen = len;
    int rc = 0;
    uint32_t line = 1;
    for (size_t i = 0; i < len;) {
        size_t j = i;
        while (j < len && src[j] != '\n')
            j++;
        if (config_line(c, src + i, j - i, line, d) < 0)
            rc = -1;
        i = j + 1;
        line++;
    }
    d->src = NULL;
    d->srclen = 0;
    ir_free(src);
    return rc;
}
