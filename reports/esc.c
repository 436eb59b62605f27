/* esc.c -- text into HTML, JSON and Markdown: what each format must escape
 * so that a module's text, a tool's message or a signature cannot break
 * the document around it. */
#include "reports/rep.h"

#include <string.h>

void
rep_put_html(FILE *f, const char *s)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&#39;", f); break;
        default:
            /* control characters other than tab and newline are not
             * allowed in HTML text */
            if ((unsigned char)*s < 0x20 && *s != '\n' && *s != '\t')
                fprintf(f, "&#xfffd;");
            else
                putc(*s, f);
        }
    }
}

void
rep_put_json(FILE *f, const char *s)
{
    if (!s) {
        fputs("null", f);
        return;
    }
    putc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '"': fputs("\\\"", f); break;
        case '\\': fputs("\\\\", f); break;
        case '\n': fputs("\\n", f); break;
        case '\t': fputs("\\t", f); break;
        case '\r': fputs("\\r", f); break;
        default:
            if (c < 0x20)
                fprintf(f, "\\u%04x", c);
            else
                putc(c, f);
        }
    }
    putc('"', f);
}

void
rep_put_md_cell(FILE *f, const char *s)
{
    for (; s && *s; s++) {
        if (*s == '|')
            fputs("\\|", f);
        else if (*s == '\n' || *s == '\r')
            putc(' ', f);
        else if (*s == '<')
            fputs("&lt;", f);
        else
            putc(*s, f);
    }
}

void
rep_put_md_code(FILE *f, const char *lang, const char *s)
{
    /* a fence longer than any run of backquotes inside */
    size_t run = 0, longest = 0;
    for (const char *p = s; *p; p++) {
        run = *p == '`' ? run + 1 : 0;
        if (run > longest)
            longest = run;
    }
    int n = longest >= 3 ? (int)longest + 1 : 3;
    fprintf(f, "%.*s%s\n", n, "``````````````````````````````", lang ? lang : "");
    size_t len = strlen(s);
    fputs(s, f);
    if (len && s[len - 1] != '\n')
        putc('\n', f);
    fprintf(f, "%.*s\n", n, "``````````````````````````````");
}
