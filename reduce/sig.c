/* sig.c -- divergence signatures (the store's dedup key) and the list of
 * known bugs.
 *
 * The same bug found twice should be one row (the scheme: reduce.h and the
 * README, "The database").  A tool failure is keyed on its message (the
 * line that names the bug, or the stack dump's first LLVM frames), before
 * and after reduction.  A miscompile is keyed on the tool and its LLVM
 * version, the verdict's family and the opcodes of the test function;
 * reduction adds the blamed pass and shrinks the opcodes to the minimal
 * case's.
 */
#include "reduce/reduce.h"
#include "ir/intrinsics.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

int
red_verdict_from_name(const char *name)
{
    for (int v = 0; v < ORC_NVERDICTS; v++)
        if (!strcmp(orc_verdict_names[v], name))
            return v;
    return -1;
}

/* ---------------------------------------------------------- crash keys
 *
 * A tool's failure message is keyed on the one line that names the bug, in
 * this order: an assertion ("Assertion `X' failed": its file and text), an
 * UNREACHABLE (its file and the message on the line before it), "Cannot
 * select" (the node kind only, not the numbered operands), any other "LLVM
 * ERROR:" line, "the output does not verify", an "error:" line.  A crash by
 * a signal without such a line is keyed on the first KEY_FRAMES frames of
 * its stack dump that are LLVM's own code (not the signal handling, libc's
 * raise/abort, nor frames without a name).  The generic lines (PLEASE
 * submit a bug report, Stack dump:, Program arguments, the pass stack) are
 * never the key.  Numbers, addresses, value names, paths and constants are
 * taken out of the text (norm()), so the same failure on two modules is
 * one key. */

#define KEY_FRAMES 3

/* Does [s, s+n) contain lit? Its offset, or -1. */
static long
find(const char *s, size_t n, const char *lit)
{
    size_t kl = strlen(lit);
    for (size_t i = 0; i + kl <= n; i++)
        if (!memcmp(s + i, lit, kl))
            return (long)i;
    return -1;
}

static int
word_ch(int c)
{
    return isalnum(c) || c == '_' || c == '.' || c == '$' || c == '-';
}

/* The text with what varies between two sightings of one bug replaced:
 * hex (0x?), numbers not part of a word (N; i32, x86, f128 stay), value
 * names (%?, @?; intrinsic names stay), paths (their last component). */
static void
norm(IrBuf *b, const char *best, size_t bestn)
{
    for (size_t i = 0; i < bestn;) {
        char ch = best[i];
        /* a path: /x/y/in.ll:3:4: -> its last component */
        if (ch == '/' && (i == 0 || best[i - 1] == ' ' || best[i - 1] == '\'' || best[i - 1] == '(')) {
            size_t j = i, last = i;
            while (j < bestn && best[j] != ' ' && best[j] != ':' && best[j] != '\'' && best[j] != ')') {
                if (best[j] == '/')
                    last = j + 1;
                j++;
            }
            ir_buf_put(b, best + last, j - last);
            i = j;
            continue;
        }
        if ((ch == '%' || ch == '@') && i + 1 < bestn && (word_ch((unsigned char)best[i + 1]) || best[i + 1] == '"')) {
            size_t j = i + 1;
            if (best[j] == '"') {
                j++;
                while (j < bestn && best[j] != '"')
                    j++;
                j += j < bestn;
            } else {
                while (j < bestn && word_ch((unsigned char)best[j]))
                    j++;
            }
            if (j - i > 6 && !memcmp(best + i + 1, "llvm.", 5)) {
                ir_buf_put(b, best + i, j - i); /* an intrinsic: part of the bug */
            } else {
                ir_buf_putc(b, ch);
                ir_buf_putc(b, '?');
            }
            i = j;
            continue;
        }
        if (ch == '0' && i + 1 < bestn && (best[i + 1] == 'x' || best[i + 1] == 'X')) {
            ir_buf_puts(b, "0x?");
            i += 2;
            while (i < bestn && (isxdigit((unsigned char)best[i]) || best[i] == '?'))
                i++;
            continue;
        }
        if (isdigit((unsigned char)ch)) {
            /* keep digits that are part of a word (i32, f128, x86), drop the others */
            int inword = i > 0 && (isalpha((unsigned char)best[i - 1]) || best[i - 1] == '_');
            int tword = inword && best[i - 1] == 't' && (i < 2 || !isalnum((unsigned char)best[i - 2]));
            size_t j = i;
            while (j < bestn && isdigit((unsigned char)best[j]))
                j++;
            if (inword && !tword) {
                ir_buf_put(b, best + i, j - i);
            } else {
                if (i > 0 && best[i - 1] == '-' && b->len && b->p[b->len - 1] == '-' &&
                    (i < 2 || !isalnum((unsigned char)best[i - 2])))
                    b->p[--b->len] = 0; /* -5 is a number too */
                ir_buf_putc(b, 'N');
            }
            i = j;
            continue;
        }
        ir_buf_putc(b, ch);
        i++;
    }
}

/* The file name of "/path/to/File.cpp:123" at s (the last component, no
 * line); its length in *n. */
static const char *
file_name(const char *s, size_t len, size_t *n)
{
    const char *f = s;
    size_t k = 0;
    while (k < len && s[k] != ':' && s[k] != ' ' && s[k] != '!') {
        if (s[k] == '/')
            f = s + k + 1;
        k++;
    }
    *n = (size_t)(s + k - f);
    return f;
}

/* A line of the message: [s, s+n), spaces around it trimmed. */
typedef struct Line {
    const char *s;
    size_t n;
} Line;

/* "opt-22 died of signal 6: text", "llc-22 exited with 1: text": the text. */
static Line
no_header(Line l)
{
    long at = find(l.s, l.n, "died of signal ");
    if (at < 0)
        at = find(l.s, l.n, "exited with ");
    if (at >= 0) {
        const char *c = memchr(l.s + at, ':', l.n - (size_t)at);
        if (!c)
            return (Line){l.s + l.n, 0};
        l.n -= (size_t)(c + 1 - l.s);
        l.s = c + 1;
        while (l.n && *l.s == ' ')
            l.s++, l.n--;
    }
    return l;
}

static int
has_prefix(const Line *l, const char *lit)
{
    size_t kl = strlen(lit);
    return l->n >= kl && !memcmp(l->s, lit, kl);
}

/* The qualified name a mangled C++ name starts with, as a demangler prints
 * it without its parameters: "_ZN4llvm22RuntimePointerChecking6insertEP..."
 * -> "llvm::RuntimePointerChecking::insert"; "_ZNK4llvm3Foo3barEv" ->
 * "llvm::Foo::bar"; constructors and destructors by their class.  Template
 * arguments end the name (what follows them is dropped).  0 when s is not
 * a mangled name this reads. */
static int
demangled_prefix(const char *s, size_t n, IrBuf *b)
{
    const char *p = s + 2, *e = s + n, *last = NULL;
    size_t lastn = 0;
    if (n < 4 || s[0] != '_' || s[1] != 'Z')
        return 0;
    int nested = *p == 'N';
    p += nested;
    while (p < e && (*p == 'K' || *p == 'V' || *p == 'r' || *p == 'L'))
        p++;
    size_t start = b->len;
    for (int parts = 0; p < e; parts++) {
        const char *id;
        size_t idn;
        char dtor = 0;
        if (isdigit((unsigned char)*p)) {
            size_t len = 0;
            while (p < e && isdigit((unsigned char)*p))
                len = len * 10 + (size_t)(*p++ - '0');
            if (len > (size_t)(e - p))
                break;
            id = p;
            idn = len;
            p += len;
        } else if (p + 1 < e && p[0] == 'S' && p[1] == 't') {
            id = "std";
            idn = 3;
            p += 2;
        } else if (nested && last && p + 1 < e && (p[0] == 'C' || p[0] == 'D') && isdigit((unsigned char)p[1])) {
            dtor = p[0] == 'D';
            id = last;
            idn = lastn;
            p += 2;
        } else {
            break;
        }
        if (b->len > start)
            ir_buf_puts(b, "::");
        if (dtor)
            ir_buf_putc(b, '~');
        ir_buf_put(b, id, idn);
        last = id;
        lastn = idn;
        if (!nested)
            break;
    }
    return b->len > start;
}

/* A stack-dump line: "#4 0xADDR NAME (lib.so+0xOFF)", "#4 0xADDR NAME
 * file.cpp:1:2" (llvm-symbolizer), "4  lib.so 0xADDR NAME + 38" (without
 * it), "/lib/libLLVM-14.so.1(_ZN4llvm...+0x160)[0xADDR]" (LLVM 14 without
 * it: glibc's backtrace_symbols, the names mangled).  The frame's function
 * name without its parameter list, into b; 0 for a line that is no frame or
 * a frame without a name. */
static int
frame_name(const Line *l, IrBuf *b)
{
    const char *s = l->s, *e = l->s + l->n;
    long bt = find(s, l->n, ")[0x");
    if (bt > 0 && s[l->n - 1] == ']') {
        const char *close = s + bt, *open = close;
        while (open > s && open[-1] != '(')
            open--;
        if (open == s)
            return 0;
        const char *plus = memchr(open, '+', (size_t)(close - open));
        size_t nn = (size_t)((plus ? plus : close) - open);
        if (!nn)
            return 0;
        if (demangled_prefix(open, nn, b))
            return 1;
        ir_buf_put(b, open, nn);
        return 1;
    }
    if (s < e && *s == '#')
        s++;
    if (s >= e || !isdigit((unsigned char)*s))
        return 0;
    while (s < e && isdigit((unsigned char)*s))
        s++;
    if (s >= e || *s != ' ')
        return 0;
    /* up to and over the address */
    long a = find(s, (size_t)(e - s), " 0x");
    if (a < 0)
        return 0;
    s += a + 3;
    while (s < e && isxdigit((unsigned char)*s))
        s++;
    while (s < e && *s == ' ')
        s++;
    if (s >= e || *s == '(')
        return 0; /* only where it is: no name */
    /* the trailing "(module+0xOFF)", " + 38", " path/file.cpp:1:2" */
    for (;;) {
        while (e > s && e[-1] == ' ')
            e--;
        const char *sp = e;
        while (sp > s && sp[-1] != ' ')
            sp--;
        if (sp > s && *sp == '(' && e[-1] == ')' && find(sp, (size_t)(e - sp), "+0x") >= 0) {
            e = sp;
            continue;
        }
        size_t tl = (size_t)(e - sp);
        if (sp - s >= 3 && tl && strspn(sp, "0123456789") >= tl && sp[-1] == ' ' && sp[-2] == '+') {
            e = sp - 2;
            continue;
        }
        if (sp > s && tl > 2 && isdigit((unsigned char)e[-1]) && memchr(sp, ':', tl) &&
            (memchr(sp, '/', tl) || memchr(sp, '.', tl))) {
            e = sp;
            continue;
        }
        break;
    }
    while (e > s && e[-1] == ' ')
        e--;
    /* the parameter list: the last balanced (...) (and a trailing const) */
    if (e - s > 6 && !memcmp(e - 6, " const", 6))
        e -= 6;
    if (e > s && e[-1] == ')') {
        int depth = 0;
        const char *p = e;
        while (p > s) {
            p--;
            if (*p == ')')
                depth++;
            else if (*p == '(' && --depth == 0)
                break;
        }
        if (p > s && depth == 0)
            e = p;
    }
    if (e <= s)
        return 0;
    ir_buf_put(b, s, (size_t)(e - s));
    return 1;
}

/* The signal handling, libc's abort path and the error reporters: not the
 * place of the bug. */
static int
machinery(const char *name)
{
    static const char *const skip[] = {
        "llvm::sys::PrintStackTrace", "llvm::sys::RunSignalHandlers", "llvm::sys::RunInterruptHandlers",
        "SignalHandler", "llvm::sys::CleanupOnSignal", "llvm::CrashRecoveryContext", "CrashRecoverySignalHandler",
        "__restore_rt", "raise", "gsignal", "abort", "__pthread_kill_implementation", "__pthread_kill_internal",
        "pthread_kill", "__pthread_kill", "__assert_fail", "__assert_fail_base", "__assert_perror_fail",
        "llvm::report_fatal_error", "llvm::reportFatalInternalError", "llvm::reportFatalUsageError",
        "llvm::llvm_unreachable_internal", "std::terminate", "__cxa_throw", "__cxa_rethrow",
        "__gnu_cxx::__verbose_terminate_handler", "__libc_start_main", "__libc_start_call_main", "_start",
    };
    for (size_t k = 0; k < sizeof skip / sizeof skip[0]; k++)
        if (!strcmp(name, skip[k]))
            return 1;
    return !strncmp(name, "__GI_", 5) || !strncmp(name, "std::__terminate", 16);
}

/* "Cannot select: 0x55..: i32 = setcc 0x.., Constant:i128<0>, seteq:ch"
 * -> "setcc"; "Cannot select: intrinsic %llvm.x86.foo" -> "intrinsic
 * %llvm.x86.foo". */
static void
select_key(IrBuf *b, const char *s, size_t n)
{
    long eq = find(s, n, " = ");
    if (eq >= 0) {
        const char *k = s + eq + 3;
        size_t m = 0;
        while (k + m < s + n && k[m] != ' ' && k[m] != ',' && k[m] != '<')
            m++;
        ir_buf_put(b, k, m);
        return;
    }
    size_t m = strcspn(s, ",");
    norm(b, s, m < n ? m : n);
}

char *
red_crash_key(const char *msg)
{
    if (!msg)
        msg = "";
    /* a key already (the reducer keys its runs with the key it was given):
     * a stack-dump key is one line of its own form */
    if (!strncmp(msg, "signal ", 7) && isdigit((unsigned char)msg[7]) && strstr(msg, " in ") && !strpbrk(msg, "\n|"))
        return strdup(msg);
    /* the lines (the message's separators are newlines and '|') */
    Line *ln = NULL;
    size_t nl = 0;
    for (const char *p = msg; *p;) {
        size_t n = strcspn(p, "\n|");
        const char *s = p;
        size_t m = n;
        while (m && isspace((unsigned char)*s))
            s++, m--;
        while (m && isspace((unsigned char)s[m - 1]))
            m--;
        if (m) {
            ln = realloc(ln, (nl + 1) * sizeof *ln);
            ln[nl++] = (Line){s, m};
        }
        p += n + (p[n] ? 1 : 0);
    }
    IrBuf b = {0};
    int done = 0;
    /* an assertion: "tool: /path/File.cpp:12: void f(): Assertion `X' failed." */
    for (size_t i = 0; i < nl && !done; i++) {
        long a = find(ln[i].s, ln[i].n, "Assertion `");
        if (a < 0)
            continue;
        const char *t = ln[i].s + a + 11, *end = ln[i].s + ln[i].n;
        long q = find(t, (size_t)(end - t), "' failed");
        size_t tn = q >= 0 ? (size_t)q : (size_t)(end - t);
        /* the file: the first "/path/x.cpp:N:" before it */
        long f = find(ln[i].s, (size_t)a, ".c");
        if (f >= 0) {
            const char *fs = ln[i].s + f;
            while (fs > ln[i].s && fs[-1] != ' ')
                fs--;
            size_t fn;
            const char *fname = file_name(fs, (size_t)(ln[i].s + a - fs), &fn);
            ir_buf_put(&b, fname, fn);
            ir_buf_puts(&b, ": ");
        }
        ir_buf_puts(&b, "Assertion `");
        norm(&b, t, tn);
        ir_buf_puts(&b, "' failed");
        done = 1;
    }
    /* "MESSAGE\nUNREACHABLE executed at /path/File.cpp:123!" */
    for (size_t i = 0; i < nl && !done; i++) {
        long u = find(ln[i].s, ln[i].n, "UNREACHABLE executed");
        if (u < 0)
            continue;
        ir_buf_puts(&b, "UNREACHABLE executed at ");
        long at = find(ln[i].s, ln[i].n, " at ");
        Line after = {ln[i].s + ln[i].n, 0};
        if (at >= 0) {
            size_t fn;
            const char *fname = file_name(ln[i].s + at + 4, ln[i].n - (size_t)at - 4, &fn);
            ir_buf_put(&b, fname, fn);
            /* ":123!" goes; ": MESSAGE" after it is a key's own message */
            const char *r = fname + fn, *end = ln[i].s + ln[i].n;
            if (r < end && *r == ':' && r + 1 < end && isdigit((unsigned char)r[1])) {
                r++;
                while (r < end && isdigit((unsigned char)*r))
                    r++;
            }
            if (r < end && *r == '!')
                r++;
            if (r + 1 < end && r[0] == ':' && r[1] == ' ')
                after = (Line){r + 2, (size_t)(end - r - 2)};
        }
        /* the message: before it on its line, else the line before */
        Line pre = no_header((Line){ln[i].s, (size_t)u});
        const char *m = pre.s;
        size_t mn = pre.n;
        while (mn && (m[mn - 1] == ' ' || m[mn - 1] == ':'))
            mn--;
        if (!mn && after.n)
            m = after.s, mn = after.n;
        if (!mn && i > 0) {
            Line prev = no_header(ln[i - 1]);
            m = prev.s, mn = prev.n;
        }
        if (mn) {
            ir_buf_puts(&b, ": ");
            norm(&b, m, mn);
        }
        done = 1;
    }
    /* LLVM ERROR: Cannot select (the node kind), other LLVM ERRORs */
    for (size_t i = 0; i < nl && !done; i++) {
        long c = find(ln[i].s, ln[i].n, "Cannot select: ");
        long e = find(ln[i].s, ln[i].n, "LLVM ERROR: ");
        if (c >= 0) {
            ir_buf_puts(&b, "LLVM ERROR: Cannot select: ");
            select_key(&b, ln[i].s + c + 15, ln[i].n - (size_t)c - 15);
            done = 1;
        } else if (e >= 0) {
            const char *t = ln[i].s + e;
            size_t tn = ln[i].n - (size_t)e;
            long fn = find(t, tn, " (in function:");
            if (fn < 0)
                fn = find(t, tn, " in function ");
            norm(&b, t, fn >= 0 ? (size_t)fn : tn);
            done = 1;
        }
    }
    /* llfuzz's "the output does not verify: opt-22 exited with 1: ...error: X" */
    for (size_t i = 0; i < nl && !done; i++) {
        if (find(ln[i].s, ln[i].n, "the output does not verify") < 0)
            continue;
        ir_buf_puts(&b, "the output does not verify");
        for (size_t j = i; j < nl; j++) {
            long er = find(ln[j].s, ln[j].n, "error: ");
            if (er >= 0) {
                ir_buf_puts(&b, ": ");
                norm(&b, ln[j].s + er + 7, ln[j].n - (size_t)er - 7);
                break;
            }
        }
        done = 1;
    }
    /* a signal with a stack dump: the first frames that are LLVM's */
    int frames = 0;
    for (size_t i = 0; i < nl && !done && frames < KEY_FRAMES; i++) {
        IrBuf f = {0};
        if (frame_name(&ln[i], &f) && !machinery(f.p)) {
            if (!frames) {
                long sg = find(msg, strlen(msg), "signal ");
                if (sg >= 0 && isdigit((unsigned char)msg[sg + 7]))
                    ir_buf_printf(&b, "signal %d in ", atoi(msg + sg + 7));
            }
            ir_buf_printf(&b, "%s%s", frames ? " < " : "", f.p);
            frames++;
        }
        ir_buf_free(&f);
    }
    done |= frames > 0;
    /* a signal whose stack dump names no LLVM frame (a stripped libLLVM,
     * a trap in code without symbols): the innermost pass it was in */
    long sg = done ? -1 : find(msg, strlen(msg), "died of signal ");
    if (sg >= 0 && isdigit((unsigned char)msg[sg + 15])) {
        ir_buf_printf(&b, "signal %d", atoi(msg + sg + 15));
        for (size_t i = nl; i-- > 0;) {
            /* "Running pass 'X86 DAG->DAG...' on function" (the legacy pass
             * manager), "Running pass \"instcombine<...>\" on function" */
            long rp = find(ln[i].s, ln[i].n, "Running pass ");
            if (rp < 0 || (size_t)rp + 14 >= ln[i].n)
                continue;
            const char *p = ln[i].s + rp + 14, *e = memchr(p, p[-1], ln[i].n - (size_t)(rp + 14));
            if (e) {
                ir_buf_puts(&b, " in pass ");
                norm(&b, p, (size_t)(e - p));
            }
            break;
        }
        done = 1;
    }
    if (!done) {
        /* an error line, else the first line that is not LLVM's generic text */
        const Line *best = NULL;
        for (size_t i = 0; i < nl && !best; i++)
            if (find(ln[i].s, ln[i].n, "error:") >= 0)
                best = &ln[i];
        for (size_t i = 0; i < nl && !best; i++) {
            const Line *l = &ln[i];
            if (has_prefix(l, "PLEASE submit") || has_prefix(l, "Stack dump") || find(l->s, l->n, "Program arguments:") >= 0 ||
                (isdigit((unsigned char)l->s[0]) && find(l->s, l->n, ".\t") >= 0) || has_prefix(l, "#"))
                continue;
            best = l;
        }
        if (best) {
            Line t = no_header(*best);
            const char *s = t.s;
            size_t n = t.n;
            long fn = find(s, n, " (in function:");
            if (fn < 0)
                fn = find(s, n, " in function ");
            norm(&b, s, fn >= 0 ? (size_t)fn : n);
        }
    }
    free(ln);
    char *s = strdup(b.p ? b.p : "");
    ir_buf_free(&b);
    return s;
}

/* ---------------------------------------------------------- signatures */

const char *
red_family(OrcVerdict kind)
{
    switch (kind) {
    case ORC_VALUE:
    case ORC_POISON:
    case ORC_UNDEF:
        return "wrong value";
    case ORC_TGT_UB:
        return "target UB";
    case ORC_MEMORY:
        return "memory mismatch";
    case ORC_TRACE:
        return "trace mismatch";
    default:
        return orc_verdict_names[kind];
    }
}

static int
cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* "opt-22" from "opt-22:-O2" (the tool and version, no arguments). */
static void
family(IrBuf *b, const char *engine)
{
    size_t n = strcspn(engine, ":");
    ir_buf_put(b, engine, n);
}

/* The class an instruction counts as: its opcode; and, or and xor are one
 * class ("and|or|xor": a bug in the bitwise folds shows with any of them,
 * and the reducer or the generator picks which); a call of an intrinsic
 * is its name without the overload suffixes ("llvm.umax"). */
static const char *
op_class(const IrInst *i)
{
    if (i->op == IR_OP_AND || i->op == IR_OP_OR || i->op == IR_OP_XOR)
        return "and|or|xor";
    if (i->op == IR_OP_CALL || i->op == IR_OP_INVOKE) {
        IrValue *c = ir_call_callee(i);
        if (c && c->kind == IR_V_FUNC && c->name) {
            IrIntrinsicId id = ir_intrinsic_lookup(c->name);
            if (id != IR_INTR_NONE)
                return ir_intrinsic_info[id].name;
        }
    }
    return ir_op_name(i->op);
}

/* The opcode multiset of func (all defined functions when all): sorted
 * classes, each with *COUNT when it occurs more than once. */
static void
shape(IrBuf *b, const char *module_text, const char *func, int all)
{
    if (!module_text)
        return;
    IrDiag d;
    ir_diag_init(&d, "<module>", module_text, strlen(module_text), NULL);
    IrModule *m = ir_parse(module_text, strlen(module_text), &d, NULL);
    IrFunc *tf = m ? ir_module_func(m, func) : NULL;
    if (tf) {
        uint32_t n = 0;
        for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
            if (all || f == tf)
                for (IrBlock *bb = f->first; bb; bb = bb->next)
                    n += bb->ninsts;
        const char **ops = calloc(n + 1, sizeof *ops);
        n = 0;
        for (IrFunc *f = m->funcs; f; f = (IrFunc *)f->g.next)
            if (all || f == tf)
                for (IrBlock *bb = f->first; bb; bb = bb->next)
                    for (IrInst *i = bb->first; i; i = i->next)
                        ops[n++] = op_class(i);
        qsort(ops, n, sizeof *ops, cmp_str);
        for (uint32_t i = 0, first = 1; i < n;) {
            uint32_t j = i;
            while (j < n && !strcmp(ops[j], ops[i]))
                j++;
            ir_buf_printf(b, "%s%s", first ? "" : ",", ops[i]);
            if (j - i > 1)
                ir_buf_printf(b, "*%u", j - i);
            first = 0;
            i = j;
        }
        free(ops);
    }
    ir_module_free(m);
}

/* A tool failure (a crash, or a hang of the tool: no function) or a
 * divergence of a function. */
static char *
make_sig(const char *engine, OrcVerdict kind, int reduced, const char *pass, const char *module_text,
         const char *func, const char *crash_msg)
{
    IrBuf b = {0};
    family(&b, engine);
    if (!func || !*func) {
        ir_buf_printf(&b, "|%s", orc_verdict_names[kind]);
        if (kind != ORC_HANG) {
            char *k = red_crash_key(crash_msg);
            ir_buf_printf(&b, "|%s", k);
            free(k);
        }
    } else {
        ir_buf_printf(&b, "|%s|%s|", red_family(kind), reduced ? (pass && *pass ? pass : "-") : "unreduced");
        shape(&b, module_text, func, reduced);
    }
    char *s = strdup(b.p);
    ir_buf_free(&b);
    return s;
}

char *
red_signature(const char *engine, OrcVerdict kind, const char *pass, const char *module_text,
              const char *func, const char *crash_msg)
{
    return make_sig(engine, kind, 1, pass, module_text, func, crash_msg);
}

char *
red_signature_unreduced(const char *engine, OrcVerdict kind, const char *module_text, const char *func,
                        const char *crash_msg)
{
    return make_sig(engine, kind, 0, NULL, module_text, func, crash_msg);
}

struct RedKnown {
    char **sig;
    uint32_t n;
};

RedKnown *
red_known_load(const char *path, char *err, size_t errlen)
{
    size_t len;
    char *text = ir_read_file(path, &len);
    if (!text) {
        snprintf(err, errlen, "cannot read %s", path);
        return NULL;
    }
    RedKnown *k = calloc(1, sizeof *k);
    for (char *p = text; *p;) {
        size_t n = strcspn(p, "\n");
        char *s = p, *e = p + n;
        while (s < e && isspace((unsigned char)*s))
            s++;
        for (char *h = s; h + 1 < e; h++)
            if (isspace((unsigned char)h[0]) && h[1] == '#') {
                e = h; /* a trailing comment */
                break;
            }
        while (e > s && isspace((unsigned char)e[-1]))
            e--;
        if (s < e && *s != '#') {
            k->sig = realloc(k->sig, (k->n + 1) * sizeof *k->sig);
            k->sig[k->n++] = strndup(s, (size_t)(e - s));
        }
        p += n + (p[n] ? 1 : 0);
    }
    ir_free(text);
    return k;
}

int
red_known_has(const RedKnown *k, const char *signature)
{
    for (uint32_t i = 0; k && signature && i < k->n; i++)
        if (!strcmp(k->sig[i], signature))
            return 1;
    return 0;
}

void
red_known_free(RedKnown *k)
{
    if (!k)
        return;
    for (uint32_t i = 0; i < k->n; i++)
        free(k->sig[i]);
    free(k->sig);
    free(k);
}
