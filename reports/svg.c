/* svg.c -- the HTML report's charts: inline SVG elements written here (no
 * script, no library, no network), horizontal bars for counts by group and
 * lines for figures over time.  Sizes are CSS pixels; each chart scales
 * with the page (viewBox) and says what it shows in its <title>. */
#include "reports/rep.h"

#include <math.h>
#include <string.h>
#include <time.h>

static const char *const palette[] = {"#3366cc", "#dc3912", "#ff9900", "#109618", "#990099", "#0099c6",
                                      "#dd4477", "#66aa00"};
#define NCOLORS (sizeof palette / sizeof palette[0])

#define BAR_W 640
#define BAR_LABEL 220
#define BAR_ROW 22
#define BAR_MAX_ROWS 25

void
rep_svg_bars(FILE *f, const char *title, const RepGroups *g, int hits)
{
    int n = g->n < BAR_MAX_ROWS ? g->n : BAR_MAX_ROWS;
    double max = 0;
    for (int i = 0; i < n; i++) {
        double v = (double)(hits ? g->v[i].hits : g->v[i].sigs);
        if (v > max)
            max = v;
    }
    int h = 28 + n * BAR_ROW + 6;
    fprintf(f, "<svg class=\"chart bars\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\" role=\"img\">\n<title>",
            BAR_W, h, BAR_W, h);
    rep_put_html(f, title);
    fprintf(f, "</title>\n<text x=\"0\" y=\"16\" class=\"ct\">");
    rep_put_html(f, title);
    fprintf(f, "</text>\n");
    double span = BAR_W - BAR_LABEL - 70;
    for (int i = 0; i < n; i++) {
        uint64_t v = hits ? g->v[i].hits : g->v[i].sigs;
        int y = 28 + i * BAR_ROW;
        double w = max > 0 ? span * (double)v / max : 0;
        if (v && w < 1)
            w = 1;
        fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", BAR_LABEL - 6, y + 15);
        char label[48];
        size_t len = strlen(g->v[i].name);
        /* long names (passes with parameters) cut, the whole in a tooltip */
        snprintf(label, sizeof label, len > 32 ? "%.29s..." : "%s", g->v[i].name);
        rep_put_html(f, label);
        fprintf(f, "<title>");
        rep_put_html(f, g->v[i].name);
        fprintf(f, "</title></text>\n<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>\n",
                BAR_LABEL, y + 3, w, BAR_ROW - 6, palette[i % NCOLORS]);
        char num[32];
        fprintf(f, "<text x=\"%.1f\" y=\"%d\">%s</text>\n", BAR_LABEL + w + 5, y + 15, rep_num(v, num));
    }
    if (g->n > n)
        fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"note\">(%d more)</text>\n", BAR_LABEL, h - 2, g->n - n);
    fprintf(f, "</svg>\n");
}

#define LINE_W 640
#define LINE_H 240
#define ML 64           /* margins: left (y labels), right, top (title), bottom (x labels) */
#define MR 16
#define MT 30
#define MB 34

/* A round step for about n ticks over [0, max]. */
static double
nice_step(double max, int n)
{
    double raw = max / n, p = pow(10, floor(log10(raw)));
    double m = raw / p;
    return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

static void
fmt_value(char *buf, size_t n, double v)
{
    if (fabs(v) >= 1e6)
        snprintf(buf, n, "%.3gM", v / 1e6);
    else if (fabs(v) >= 1e4)
        snprintf(buf, n, "%.3gk", v / 1e3);
    else
        snprintf(buf, n, "%.4g", v);
}

void
rep_svg_lines(FILE *f, const char *title, const char *ylabel, const RepSeries *s, int ns)
{
    double x0 = INFINITY, x1 = -INFINITY, ymax = 0;
    for (int k = 0; k < ns; k++)
        for (size_t i = 0; i < s[k].n; i++) {
            x0 = fmin(x0, s[k].x[i]);
            x1 = fmax(x1, s[k].x[i]);
            ymax = fmax(ymax, s[k].y[i]);
        }
    if (!(x0 <= x1))
        x0 = x1 = 0;
    if (x1 - x0 < 1) {
        x0 -= 30;
        x1 += 30;
    }
    double step = nice_step(ymax > 0 ? ymax : 1, 4);
    double ytop = ceil((ymax > 0 ? ymax : 1) / step) * step;
    double pw = LINE_W - ML - MR, ph = LINE_H - MT - MB;
    fprintf(f, "<svg class=\"chart lines\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\" role=\"img\">\n<title>",
            LINE_W, LINE_H, LINE_W, LINE_H);
    rep_put_html(f, title);
    fprintf(f, "</title>\n<text x=\"0\" y=\"16\" class=\"ct\">");
    rep_put_html(f, title);
    fprintf(f, "</text>\n<text x=\"%d\" y=\"%d\" class=\"note\" text-anchor=\"end\">", LINE_W - MR, 16);
    rep_put_html(f, ylabel);
    fprintf(f, "</text>\n");
    /* the y grid and its labels */
    for (double v = 0; v <= ytop + step / 2; v += step) {
        double y = MT + ph - ph * v / ytop;
        char num[32];
        fmt_value(num, sizeof num, v);
        fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" class=\"grid\"/>"
                   "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
                ML, y, LINE_W - MR, y, ML - 6, y + 4, num);
    }
    /* x labels: the start, the middle and the end, in UTC */
    for (int t = 0; t < 3; t++) {
        double xv = x0 + (x1 - x0) * t / 2;
        time_t tt = (time_t)xv;
        struct tm tm;
        char lab[32] = "";
        if (gmtime_r(&tt, &tm))
            strftime(lab, sizeof lab, "%m-%d %H:%M", &tm);
        fprintf(f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"%s\">%s</text>\n", ML + pw * t / 2, LINE_H - MB + 18,
                t == 0 ? "start" : t == 1 ? "middle" : "end", lab);
    }
    fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>\n", ML, MT + (int)ph, LINE_W - MR,
            MT + (int)ph);
    for (int k = 0; k < ns; k++) {
        const char *col = palette[k % NCOLORS];
        if (s[k].n == 0)
            continue;
        fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"", col);
        double py = 0;
        for (size_t i = 0; i < s[k].n; i++) {
            double x = ML + pw * (s[k].x[i] - x0) / (x1 - x0);
            double y = MT + ph - ph * s[k].y[i] / ytop;
            if (s[k].steps && i)
                fprintf(f, "%.1f,%.1f ", x, py);
            fprintf(f, "%.1f,%.1f ", x, y);
            py = y;
        }
        fprintf(f, "\"/>\n");
        if (s[k].n == 1)
            fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n",
                    ML + pw * (s[k].x[0] - x0) / (x1 - x0), MT + ph - ph * s[k].y[0] / ytop, col);
        if (ns > 1) {
            fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">",
                    ML + 8 + 130 * (k % 4), MT + 4 + 14 * (k / 4), col, ML + 22 + 130 * (k % 4), MT + 13 + 14 * (k / 4));
            rep_put_html(f, s[k].name);
            fprintf(f, "</text>\n");
        }
    }
    fprintf(f, "</svg>\n");
}
