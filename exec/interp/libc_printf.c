/* libc_printf.c -- the printf family of the C library subset (libc.c):
 * printf, fprintf, sprintf, snprintf, the v* forms and the checks of their
 * formats and arguments, and the streams' output (puts, putc, fwrite,
 * fflush, setvbuf, read, perror).  The conventions are libc.c's. */
#include "libc.h"

/* ---------------------------------------------------------------- printf */

/* Where a printf's variable arguments come from: the call's own arguments
 * after the format, or a va_list (x86-64: the overflow area its
 * va_start set up, see interp_va_start). */
typedef struct Args {
    uint32_t next;
    int va;
    Cell ap;
} Args;

enum { A_INT, A_DBL, A_LDBL, A_PTR };

static const char *
cls_name(int cls, unsigned bytes)
{
    switch (cls) {
    case A_INT: return bytes == 8 ? "a 64-bit integer" : "an int";
    case A_DBL: return "a double";
    case A_LDBL: return "a long double";
    default: return "a pointer";
    }
}

/* The next argument of class cls (integers: `bytes` wide) into out (2
 * cells); its type in *ty. */
static void
next_arg(Interp *ip, CallCtx *cx, Args *as, char conv, int cls, unsigned bytes, Cell *out, IrType **ty)
{
    IrModule *m = ip->m;
    if (as->va) {
        IrType *t = cls == A_INT ? (bytes == 8 ? m->t_i64 : m->t_i32) :
                    cls == A_DBL ? ir_type_fp(m, IR_TY_DOUBLE) :
                    cls == A_LDBL ? ir_type_fp(m, IR_TY_X86_FP80) : m->t_ptr;
        uint64_t al = cls == A_LDBL ? 16 : 8, size = cls == A_LDBL ? 16 : 8;
        as->ap.v = (as->ap.v + al - 1) / al * al;
        if (as->ap.poison || as->ap.u)
            interp_ub(ip, UB_VA_ARG, "%s: the va_list is undef", cx->name);
        uint64_t off;
        Alloc *a = mem_resolve(ip, &as->ap, 0, 1, 0, &off);
        if (off + ir_type_store_size(m, t) > a->size)
            interp_ub(ip, UB_VA_ARG, "%s: %%%c reads past the last variable argument", cx->name, conv);
        out[1].v = out[1].u = 0;
        mem_load(ip, &as->ap, t, 1, out);
        as->ap.v += size;
        *ty = t;
        return;
    }
    uint32_t k = as->next++;
    if (k >= cx->nargs)
        interp_ub(ip, UB_LIBC, "%s: %%%c has no argument (%u given after the format)", cx->name, conv,
                  cx->nargs - cx->fty->nmembers);
    IrType *t = cx->argty[k];
    int ok;
    switch (cls) {
    case A_INT:
        ok = (t->kind == IR_TY_INT && t->bits == bytes * 8) ||
             (t->kind == IR_TY_PTR && bytes * 8 == ir_ptr_bits(m, t->bits));
        break;
    case A_DBL: ok = t->kind == IR_TY_DOUBLE; break;
    case A_LDBL:
        ok = t->kind == IR_TY_X86_FP80 || t->kind == IR_TY_FP128 || t->kind == IR_TY_PPC_FP128 ||
             t->kind == IR_TY_DOUBLE;
        break;
    default:
        ok = t->kind == IR_TY_PTR || (t->kind == IR_TY_INT && t->bits == ir_ptr_bits(m, 0));
        break;
    }
    if (!ok)
        interp_ub(ip, UB_LIBC, "%s: %%%c expects %s argument, argument %u is %s", cx->name, conv,
                  cls_name(cls, bytes), k + 1, ir_type_str(ip->run, t));
    out[0] = cx->args[k][0];
    out[1] = it_words(t) > 1 ? cx->args[k][1] : (Cell){0};
    *ty = t;
}

/* Append one conversion formatted by the host's snprintf with spec. */
static void
emitf(IrBuf *b, const char *spec, ...)
{
    va_list ap, ap2;
    va_start(ap, spec);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, spec, ap);
    va_end(ap);
    if (n > 0) {
        if (b->len + (size_t)n + 1 > b->cap) {
            b->cap = (b->len + (size_t)n + 1) * 2;
            b->p = ir_realloc(b->p, b->cap);
        }
        vsnprintf(b->p + b->len, (size_t)n + 1, spec, ap2);
        b->len += (size_t)n;
    }
    va_end(ap2);
}

/* Format into st->ob: the format string at cx->args[fmt_k], its arguments
 * from `as`.  Returns the number of bytes (st->ob.len). */
static size_t
format(Interp *ip, CallCtx *cx, uint32_t fmt_k, Args *as)
{
    struct LibcState *st = st_of(ip);
    IrBuf *ob = &st->ob;
    ob->len = 0;
    uint64_t flen;
    Alloc *fa;
    uint64_t foff;
    flen = str_len(ip, cx, arg_p(ip, cx, fmt_k), UINT64_MAX, &fa, &foff, "the format");
    /* the format is copied (%n may write over it) to a buffer of its own:
     * %s arguments use the scratch */
    if (flen + 1 > st->fcap) {
        st->fcap = (flen + 1) * 2 > 256 ? (flen + 1) * 2 : 256;
        st->fbuf = ir_realloc(st->fbuf, st->fcap);
    }
    char *fmt = st->fbuf;
    memcpy(fmt, fa->val + foff, flen);
    fmt[flen] = 0;
    size_t i = 0;
    while (i < flen) {
        if (fmt[i] != '%') {
            size_t j = i;
            while (j < flen && fmt[j] != '%')
                j++;
            ir_buf_put(ob, fmt + i, j - i);
            i = j;
            continue;
        }
        size_t start = i++;
        char flags[8];
        int nfl = 0;
        int minus = 0;
        while (i < flen && strchr("-+ #0'I", fmt[i])) {
            if (fmt[i] == '-')
                minus = 1;
            if (nfl < 7 && !memchr(flags, fmt[i], (size_t)nfl))
                flags[nfl++] = fmt[i];
            i++;
        }
        long long width = -1, prec = -1;
        Cell c[2];
        IrType *ty;
        if (i < flen && fmt[i] == '*') {
            i++;
            next_arg(ip, cx, as, '*', A_INT, 4, c, &ty);
            int32_t w = (int32_t)need_bits(ip, cx, c, 32, "the width (*)");
            if (w < 0) {
                if (!minus && nfl < 7)
                    flags[nfl++] = '-';
                minus = 1;
                width = -(long long)w;
            } else {
                width = w;
            }
        } else if (i < flen && fmt[i] >= '0' && fmt[i] <= '9') {
            width = 0;
            while (i < flen && fmt[i] >= '0' && fmt[i] <= '9') {
                width = width * 10 + (fmt[i++] - '0');
                if (width > 0x7fffffff)
                    width = 0x7fffffff;
            }
            if (i < flen && fmt[i] == '$')
                interp_unsupported(ip, "%s: positional arguments (%%%lld$)", cx->name, width);
        }
        if (i < flen && fmt[i] == '.') {
            i++;
            prec = 0;
            if (i < flen && fmt[i] == '*') {
                i++;
                next_arg(ip, cx, as, '*', A_INT, 4, c, &ty);
                int32_t p = (int32_t)need_bits(ip, cx, c, 32, "the precision (.*)");
                prec = p < 0 ? -1 : p;
            } else {
                while (i < flen && fmt[i] >= '0' && fmt[i] <= '9') {
                    prec = prec * 10 + (fmt[i++] - '0');
                    if (prec > 0x7fffffff)
                        prec = 0x7fffffff;
                }
            }
        }
        /* length modifier: 1 hh, 2 h, 4 none, 8 l ll j z t q, 16 L */
        unsigned len = 4;
        int lmod = 0;
        if (i < flen) {
            switch (fmt[i]) {
            case 'h':
                lmod = 'h';
                len = 2;
                if (i + 1 < flen && fmt[i + 1] == 'h') {
                    len = 1;
                    i++;
                }
                i++;
                break;
            case 'l':
                lmod = 'l';
                len = 8;
                if (i + 1 < flen && fmt[i + 1] == 'l')
                    i++;
                i++;
                break;
            case 'j': case 'z': case 'Z': case 't': case 'q':
                lmod = fmt[i];
                len = 8;
                i++;
                break;
            case 'L':
                lmod = 'L';
                len = 16;
                i++;
                break;
            default:
                break;
            }
        }
        if (i >= flen)
            interp_ub(ip, UB_LIBC, "%s: the format ends inside the conversion \"%s\"", cx->name, fmt + start);
        char conv = fmt[i++];
        char what[32];
        snprintf(what, sizeof what, "the argument of %%%c", conv);
        /* the host spec: flags, width, precision (resolved), our length */
        char spec[64];
        int sl = 0;
        spec[sl++] = '%';
        memcpy(spec + sl, flags, (size_t)nfl);
        sl += nfl;
        if (width >= 0)
            sl += snprintf(spec + sl, sizeof spec - (size_t)sl, "%lld", width);
        if (prec >= 0)
            sl += snprintf(spec + sl, sizeof spec - (size_t)sl, ".%lld", prec);
        switch (conv) {
        case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': {
            unsigned bytes = len == 16 ? 8 : len < 4 ? 4 : len;
            next_arg(ip, cx, as, conv, A_INT, bytes, c, &ty);
            unsigned bits = ty->kind == IR_TY_PTR ? ir_ptr_bits(ip->m, ty->bits) : ty->bits;
            uint64_t v = need_bits(ip, cx, c, bits, what);
            int sgn = conv == 'd' || conv == 'i';
            unsigned keep = len == 16 ? 64 : len * 8;
            v &= it_mask(keep);
            if (sgn && keep < 64 && (v >> (keep - 1) & 1))
                v |= ~it_mask(keep);
            spec[sl] = 'l';
            spec[sl + 1] = 'l';
            spec[sl + 2] = conv;
            spec[sl + 3] = 0;
            if (sgn)
                emitf(ob, spec, (long long)v);
            else
                emitf(ob, spec, (unsigned long long)v);
            break;
        }
        case 'c': {
            if (lmod == 'l')
                interp_unsupported(ip, "%s: %%lc (wide characters)", cx->name);
            next_arg(ip, cx, as, conv, A_INT, 4, c, &ty);
            uint64_t v = need_bits(ip, cx, c, 32, what);
            spec[sl] = 'c';
            spec[sl + 1] = 0;
            emitf(ob, spec, (int)(unsigned char)v);
            break;
        }
        case 's': case 'm': {
            if (lmod == 'l')
                interp_unsupported(ip, "%s: %%ls (wide strings)", cx->name);
            const char *s;
            if (conv == 's') {
                next_arg(ip, cx, as, conv, A_PTR, 8, c, &ty);
                if (c->poison || c->u)
                    interp_ub(ip, UB_LIBC, "%s: %%s of %s pointer", cx->name, c->poison ? "a poison" : "an undef");
                if (c->v == 0)
                    interp_ub(ip, UB_LIBC, "%s: %%s of a null pointer", cx->name);
                /* the string is read up to the precision (no NUL needed) */
                s = str_host(ip, cx, c, prec >= 0 ? (uint64_t)prec : UINT64_MAX, NULL, "a %s argument");
                spec[sl] = 's';
                spec[sl + 1] = 0;
                emitf(ob, spec, s);
            } else {
                s = strerror(get_errno(ip));
                spec[sl] = 's';
                spec[sl + 1] = 0;
                emitf(ob, spec, s);
            }
            break;
        }
        case 'p': {
            next_arg(ip, cx, as, conv, A_PTR, 8, c, &ty);
            unsigned bits = ty->kind == IR_TY_PTR ? ir_ptr_bits(ip->m, ty->bits) : ty->bits;
            uint64_t v = need_bits(ip, cx, c, bits, what);
            spec[sl] = 'p';
            spec[sl + 1] = 0;
            emitf(ob, spec, (void *)(uintptr_t)v);
            break;
        }
        case 'n': {
            next_arg(ip, cx, as, conv, A_PTR, 8, c, &ty);
            Cell p = c[0];
            if (p.poison || p.u)
                interp_ub(ip, UB_LIBC, "%s: %%n through %s pointer", cx->name, p.poison ? "a poison" : "an undef");
            store_int(ip, &p, len == 16 ? 8 : len, ob->len);
            break;
        }
        case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A': {
            int ld = len == 16;
            next_arg(ip, cx, as, conv, ld ? A_LDBL : A_DBL, 8, c, &ty);
            FpBits b = fp_bits_of(ip, cx, c, ty, what);
            if (ld) {
                spec[sl] = 'L';
                spec[sl + 1] = conv;
                spec[sl + 2] = 0;
                emitf(ob, spec, host_ld(ir_type_fp_fmt(ty), b));
            } else {
                double d;
                memcpy(&d, &b.w[0], 8);
                spec[sl] = conv;
                spec[sl + 1] = 0;
                emitf(ob, spec, d);
            }
            break;
        }
        case '%':
            ir_buf_putc(ob, '%');
            break;
        case 'C': case 'S':
            interp_unsupported(ip, "%s: %%%c (wide characters)", cx->name, conv);
        default:
            interp_ub(ip, UB_LIBC, "%s: invalid conversion specifier '%c' in \"%.*s\"", cx->name, conv,
                      (int)(i - start), fmt + start);
        }
    }
    return ob->len;
}

static void
printf_like(Interp *ip, CallCtx *cx, uint32_t fmt_k, int va)
{
    Args as;
    memset(&as, 0, sizeof as);
    as.next = fmt_k + 1;
    if (va) {
        /* The va_list argument, as interp_va_start sets it up: on x86-64 a
         * pointer to {i32 gp, i32 fp, ptr overflow_area, ptr regs} (all
         * arguments in the overflow area); on AArch64 a pointer to a struct
         * whose first member points at the arguments; elsewhere (char *
         * va_lists) the pointer to the arguments itself. */
        const Cell *list = arg_p(ip, cx, fmt_k + 1);
        const char *t = ip->m->triple ? ip->m->triple : "x86_64";
        if (!strncmp(t, "x86_64", 6) || !strncmp(t, "amd64", 5)) {
            Cell at = *list;
            at.v += 8;
            mem_load(ip, &at, ip->m->t_ptr, 1, &as.ap);
        } else if (!strncmp(t, "aarch64", 7) || !strncmp(t, "arm64", 5)) {
            mem_load(ip, list, ip->m->t_ptr, 1, &as.ap);
        } else {
            as.ap = *list;
        }
        as.va = 1;
    }
    (void)format(ip, cx, fmt_k, &as);
}

/* printf-family return value: the count, or -1 past INT_MAX. */
static uint64_t
count_ret(size_t n)
{
    return n > 0x7fffffff ? (uint64_t)-1 : n;
}

/* printf(fmt, ...), vprintf(fmt, ap), fprintf(f, fmt, ...), vfprintf(f,
 * fmt, ap), __printf_chk(flag, fmt, ...), dprintf(fd, ...): fn->arg = 
 * 1 printf, 2 vprintf, 3 fprintf, 4 vfprintf, 5 __printf_chk, 6 __vprintf_chk,
 * 7 __fprintf_chk, 8 __vfprintf_chk, 9 dprintf, 10 vdprintf */
void
l_printf(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    int stream = F_STDOUT;
    uint32_t fk = 0;
    int va = 0;
    switch (fn->arg) {
    case 1: break;
    case 2: va = 1; break;
    case 3: stream = arg_stream(ip, cx, 0); fk = 1; break;
    case 4: stream = arg_stream(ip, cx, 0); fk = 1; va = 1; break;
    case 5: fk = 1; break;
    case 6: fk = 1; va = 1; break;
    case 7: stream = arg_stream(ip, cx, 0); fk = 2; break;
    case 8: stream = arg_stream(ip, cx, 0); fk = 2; va = 1; break;
    case 9: case 10: {
        int64_t fd = arg_s(ip, cx, 0);
        if (fd != 1 && fd != 2)
            interp_unsupported(ip, "%s to file descriptor %lld", cx->name, (long long)fd);
        stream = fd == 1 ? F_STDOUT : F_STDERR;
        fk = 1;
        va = fn->arg == 10;
        break;
    }
    }
    printf_like(ip, cx, fk, va);
    struct LibcState *st = st_of(ip);
    if (stream_write(ip, stream, st->ob.p, st->ob.len) < 0) {
        ret_int(ip, cx, (uint64_t)-1);
        return;
    }
    if (stream == F_STDERR)
        fflush(interp_stderr(ip));
    ret_int(ip, cx, count_ret(st->ob.len));
}

/* sprintf(d, fmt, ...) 1, vsprintf 2, snprintf(d, n, fmt, ...) 3,
 * vsnprintf 4, __sprintf_chk(d, flag, dlen, fmt, ...) 5, __vsprintf_chk 6,
 * __snprintf_chk(d, n, flag, dlen, fmt, ...) 7, __vsnprintf_chk 8 */
void
l_sprintf(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    struct LibcState *st = st_of(ip);
    const Cell *d = arg_p(ip, cx, 0);
    uint64_t n = UINT64_MAX, dlen = UINT64_MAX;
    uint32_t fk;
    int va = !(fn->arg & 1);
    switch (fn->arg) {
    case 1: case 2: fk = 1; break;
    case 3: case 4: n = arg_u(ip, cx, 1); fk = 2; break;
    case 5: case 6: dlen = arg_u(ip, cx, 2); fk = 3; break;
    default: n = arg_u(ip, cx, 1); dlen = arg_u(ip, cx, 3); fk = 4; break;
    }
    printf_like(ip, cx, fk, va);
    size_t len = st->ob.len;
    uint64_t w = n == UINT64_MAX ? len + 1 : n == 0 ? 0 : (len < n ? len + 1 : n);
    if (dlen != UINT64_MAX && (w > dlen || (n != UINT64_MAX && n > dlen)))
        interp_abort(ip, "%s: buffer overflow detected (%llu bytes into an object of %llu)", cx->name,
                     (unsigned long long)w, (unsigned long long)dlen);
    if (w) {
        ir_buf_putc(&st->ob, 0);
        st->ob.p[w - 1] = 0;
        /* sprintf's destination must not overlap its arguments (restrict):
         * not checked beyond the bounds of the destination */
        write_bytes(ip, d, st->ob.p, w);
    }
    ret_int(ip, cx, count_ret(len));
}

/* puts(s), fputs(s, f), putchar(c), fputc/putc(c, f), fwrite(p, size, n, f) */
void
l_puts(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    struct LibcState *st = st_of(ip);
    uint64_t n;
    int f = fn->arg == 2 ? arg_stream(ip, cx, 1) : F_STDOUT;
    char *s = str_host(ip, cx, arg_p(ip, cx, 0), UINT64_MAX, &n, "the string");
    int r = stream_write(ip, f, s, n);
    if (fn->arg == 1 && r == 0)
        r = stream_write(ip, f, "\n", 1);
    if (f == F_STDERR)
        fflush(interp_stderr(ip));
    (void)st;
    if (r < 0)
        ret_int(ip, cx, (uint64_t)-1);
    else
        ret_int(ip, cx, fn->arg == 1 ? (n + 1 > 0x7fffffff ? 0x7fffffff : n + 1) : 1);
}

void
l_putc(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    int f = fn->arg ? arg_stream(ip, cx, 1) : F_STDOUT;
    unsigned char ch = (unsigned char)need_bits(ip, cx, arg_cell(ip, cx, 0, IR_TY_INT), 8, "the character");
    if (stream_write(ip, f, &ch, 1) < 0) {
        ret_int(ip, cx, (uint64_t)-1);
        return;
    }
    if (f == F_STDERR)
        fflush(interp_stderr(ip));
    ret_int(ip, cx, ch);
}

void
l_fwrite(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    const Cell *p = arg_p(ip, cx, 0);
    uint64_t size = arg_u(ip, cx, 1), n = arg_u(ip, cx, 2);
    int f = arg_stream(ip, cx, 3);
    if (!size || !n) {
        ret_int(ip, cx, 0);
        return;
    }
    if (n > UINT64_MAX / size)
        interp_ub(ip, UB_LIBC, "fwrite of %llu items of %llu bytes: the size overflows", (unsigned long long)n,
                  (unsigned long long)size);
    uint64_t off;
    Alloc *a = span(ip, p, size * n, 0, &off);
    need_bytes(ip, cx, a, off, size * n, "the data written");
    if (stream_write(ip, f, a->val + off, size * n) < 0) {
        ret_int(ip, cx, 0);
        return;
    }
    if (f == F_STDERR)
        fflush(interp_stderr(ip));
    ret_int(ip, cx, n);
}

void
l_fflush(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    const Cell *p = arg_p(ip, cx, 0);
    if (is_null(p)) {
        fflush(interp_stdout(ip));
        fflush(interp_stderr(ip));
    } else {
        int f = arg_stream(ip, cx, 0);
        if (f != F_STDIN)
            fflush(host_stream(ip, f));
    }
    ret_int(ip, cx, 0);
}

/* setvbuf, setbuf, setlinebuf: buffering does not change what is printed */
void
l_setvbuf(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    (void)arg_stream(ip, cx, 0);
    ret_int(ip, cx, 0);
}

/* Reading: stdin is empty.  1 getchar, 2 fgetc/getc(f), 3 fgets(s, n, f),
 * 4 fread(p, size, n, f), 5 scanf family, 6 ungetc(c, f) */
void
l_read(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    struct LibcState *st = st_of(ip);
    switch (fn->arg) {
    case 1: st->stdin_eof = 1; ret_int(ip, cx, (uint64_t)-1); break;
    case 2: (void)arg_stream(ip, cx, 0); st->stdin_eof = 1; ret_int(ip, cx, (uint64_t)-1); break;
    case 3: (void)arg_stream(ip, cx, 2); st->stdin_eof = 1; ret_null(ip, cx); break;
    case 4: (void)arg_stream(ip, cx, 3); st->stdin_eof = 1; ret_int(ip, cx, 0); break;
    case 5: st->stdin_eof = 1; ret_int(ip, cx, (uint64_t)-1); break;
    default: (void)arg_stream(ip, cx, 1); ret_int(ip, cx, (uint64_t)-1); break;
    }
}

/* feof 1, ferror 2, clearerr 3, fileno 4 */
void
l_fstate(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    struct LibcState *st = st_of(ip);
    int f = arg_stream(ip, cx, 0);
    switch (fn->arg) {
    case 1: ret_int(ip, cx, f == F_STDIN && st->stdin_eof); break;
    case 2: ret_int(ip, cx, 0); break;
    case 3: if (f == F_STDIN) st->stdin_eof = 0; break;
    default: ret_int(ip, cx, (uint64_t)f); break;
    }
}

void
l_perror(Interp *ip, CallCtx *cx, const LibcFn *fn)
{
    (void)fn;
    const Cell *p = arg_p(ip, cx, 0);
    FILE *e = interp_stderr(ip);
    const char *msg = strerror(get_errno(ip));
    if (!is_null(p)) {
        uint64_t n;
        char *s = str_host(ip, cx, p, UINT64_MAX, &n, "the string");
        if (n)
            fprintf(e, "%s: ", s);
    }
    fprintf(e, "%s\n", msg);
    fflush(e);
}
