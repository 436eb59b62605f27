/* tests/unit/golden.c -- the golden-test driver.
 *
 * Every .ll file under $LLFUZZ_ROOT/tests/golden/ and $LLFUZZ_ROOT/startup/tests/
 * (recursively; directories whose name starts with '.' or is "Inputs" are
 * skipped; golden_dirs below) is one Criterion test. The file
 * carries its own expectations in comments: RUN lines (shell commands, typically
 * `llfuzz verify %s`) and, after each RUN, what that command must do: exit status,
 * diagnostics, stdout (FileCheck-like), stderr. tests/golden/README.md is the
 * reference for the directive format; keep the two in sync.
 *
 * Only libc and Criterion are used here: the driver does not link against the
 * llfuzz library, it runs the llfuzz binary ($LLFUZZ_BIN, set by `make test`).
 *
 * Criterion runs each test in a forked worker; the parameter array is built once
 * in the runner with cr_malloc (shared with the workers) and freed by
 * free_cases(). Everything a test allocates is freed before it reports, because
 * the tests run under LeakSanitizer and a Criterion assertion may not return.
 */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <criterion/parameterized.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <regex.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum {
	DEFAULT_TIMEOUT = 60,         /* seconds per RUN */
	SHOW_BYTES = 3072,            /* how much of stdout/stderr a failure shows */
	SHOW_LINES = 40,              /* ... at most this many lines of it */
	SHOW_LINE = 240,              /* longest output line shown (Criterion cuts ~1 KB) */
	MAX_DEPTH = 32,               /* directory recursion limit */
	MAX_FILE = 16 << 20,          /* largest .ll file read */
	CAPTURE_MAX = 32 << 20,       /* largest stdout/stderr kept for matching */
	FSIZE_LIMIT = 256 << 20,      /* RLIMIT_FSIZE of a RUN: a runaway writer dies */
};

#define NO_LINE ((size_t)-1)

/* ---- small helpers: allocation, growable strings and arrays ---- */

static void *
xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (!q) {
		fputs("golden: out of memory\n", stderr);
		abort();
	}
	return q;
}

static char *
xstrndup(const char *s, size_t n)
{
	char *p = xrealloc(NULL, n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

static char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

/* Make room for one more element in a growable array. */
static void *
grow(void *v, size_t n, size_t *cap, size_t elem)
{
	if (n < *cap)
		return v;
	*cap = *cap ? *cap * 2 : 8;
	return xrealloc(v, *cap * elem);
}

struct sbuf {
	char *p;
	size_t n, cap;
};

static void
sb_add(struct sbuf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 256;
		while (cap < b->n + n + 1)
			cap *= 2;
		b->p = xrealloc(b->p, cap);
		b->cap = cap;
	}
	memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
}

static void
sb_puts(struct sbuf *b, const char *s)
{
	sb_add(b, s, strlen(s));
}

static void
sb_putc(struct sbuf *b, char c)
{
	sb_add(b, &c, 1);
}

__attribute__((format(printf, 2, 3)))
static void
sb_printf(struct sbuf *b, const char *fmt, ...)
{
	char small[512];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof small) {
		sb_add(b, small, (size_t)n);
		return;
	}
	char *big = xrealloc(NULL, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sb_add(b, big, (size_t)n);
	free(big);
}

static const char *
sb_str(const struct sbuf *b)
{
	return b->p ? b->p : "";
}

static void
sb_free(struct sbuf *b)
{
	free(b->p);
	b->p = NULL;
	b->n = b->cap = 0;
}

/* Append s shown as a quoted, printable string (for messages). */
static void
sb_show(struct sbuf *b, const char *s, size_t n, size_t max)
{
	sb_putc(b, '"');
	for (size_t i = 0; i < n && i < max; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '\t')
			sb_puts(b, "\\t");
		else if (c < 0x20 || c == 0x7f)
			sb_printf(b, "\\x%02x", c);
		else
			sb_putc(b, (char)c);
	}
	sb_putc(b, '"');
	if (n > max)
		sb_printf(b, "...[+%zu bytes]", n - max);
}

static bool
is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

static bool
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/* ---- the test cases (Criterion parameters) ---- */

struct golden_case {
	char *path;     /* absolute path of the .ll file; NULL: nothing found */
	char *name;     /* path below its golden_dirs folder, prefixed, without ".ll";
	                   or the reason */
};

/* The folders of golden tests below the repository root, and the prefix of
 * their tests' names: the start-up tricks' tests live with them (startup/,
 * REQUIRES: startup). */
static const struct {
	const char *dir, *prefix;
} golden_dirs[] = {
	{"tests/golden", ""},
	{"startup/tests", "startup/"},
};

struct pathvec {
	char **v;
	size_t n, cap;
};

static bool
ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && memcmp(s + n - m, suffix, m) == 0;
}

/* Collect the .ll files below dir; rel is dir relative to the golden root. */
static void
walk(const char *dir, const char *rel, int depth, struct pathvec *out)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *e;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.' || strcmp(e->d_name, "Inputs") == 0)
			continue;
		struct sbuf full = {0}, r = {0};
		sb_printf(&full, "%s/%s", dir, e->d_name);
		if (*rel)
			sb_printf(&r, "%s/%s", rel, e->d_name);
		else
			sb_puts(&r, e->d_name);
		struct stat st;
		if (stat(full.p, &st) == 0) {
			if (S_ISDIR(st.st_mode) && depth < MAX_DEPTH) {
				walk(full.p, r.p, depth + 1, out);
			} else if (S_ISREG(st.st_mode) && ends_with(e->d_name, ".ll")) {
				out->v = grow(out->v, out->n, &out->cap, sizeof *out->v);
				out->v[out->n++] = xstrdup(r.p);
			}
		}
		sb_free(&full);
		sb_free(&r);
	}
	closedir(d);
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Does $LLFUZZ_GOLDEN_EXCLUDE (words separated by spaces or commas) have a
 * word that name contains? */
static bool
excluded(const char *name)
{
	const char *ex = getenv("LLFUZZ_GOLDEN_EXCLUDE");
	while (ex && *ex) {
		size_t len = strcspn(ex, " ,");
		for (const char *p = name; len && *p; p++)
			if (!strncmp(p, ex, len))
				return true;
		ex += len;
		ex += strspn(ex, " ,");
	}
	return false;
}

/* The repository root: $LLFUZZ_ROOT, else the current directory. Caller frees. */
static char *
repo_root(void)
{
	const char *env = getenv("LLFUZZ_ROOT");
	char *r = realpath(env && *env ? env : ".", NULL);
	return r ? r : xstrdup(env && *env ? env : ".");
}

static char *
cr_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = cr_malloc(n);
	if (!p) {
		fputs("golden: cr_malloc failed\n", stderr);
		abort();
	}
	memcpy(p, s, n);
	return p;
}

static void
free_cases(struct criterion_test_params *params)
{
	struct golden_case *c = params->params;
	for (size_t i = 0; i < params->length; i++) {
		cr_free(c[i].path);
		cr_free(c[i].name);
	}
	cr_free(c);
}

ParameterizedTestParameters(golden, file)
{
	char *root = repo_root();
	struct sbuf dir = {0};
	sb_printf(&dir, "%s/tests/golden", root);

	/* found: each test's path below the root; names: its name */
	struct pathvec found = {0}, names = {0};
	for (size_t i = 0; i < sizeof golden_dirs / sizeof golden_dirs[0]; i++) {
		struct sbuf d = {0};
		struct pathvec here = {0};
		sb_printf(&d, "%s/%s", root, golden_dirs[i].dir);
		walk(d.p, "", 0, &here);
		if (here.n > 1)
			qsort(here.v, here.n, sizeof *here.v, cmp_str);
		for (size_t j = 0; j < here.n; j++) {
			struct sbuf f = {0}, nm = {0};
			sb_printf(&f, "%s/%s", golden_dirs[i].dir, here.v[j]);
			sb_printf(&nm, "%s%s", golden_dirs[i].prefix, here.v[j]);
			found.v = grow(found.v, found.n, &found.cap, sizeof *found.v);
			found.v[found.n++] = xstrdup(f.p);
			names.v = grow(names.v, names.n, &names.cap, sizeof *names.v);
			names.v[names.n++] = xstrdup(nm.p);
			sb_free(&f);
			sb_free(&nm);
			free(here.v[j]);
		}
		free(here.v);
		sb_free(&d);
	}

	/* LLFUZZ_GOLDEN_FILTER=substring runs only the matching tests;
	 * LLFUZZ_GOLDEN_EXCLUDE="s1 s2 ..." leaves out those whose name
	 * contains one of the words (scripts/portability.sh, under qemu). */
	const char *filter = getenv("LLFUZZ_GOLDEN_FILTER");
	size_t n = 0;
	for (size_t i = 0; i < found.n; i++) {
		if (excluded(names.v[i]))
			names.v[i][0] = '\0';   /* (no test has an empty name) */
		if (names.v[i][0] && (!filter || strstr(names.v[i], filter)))
			n++;
	}

	struct golden_case *cases = cr_malloc(sizeof *cases * (n ? n : 1));
	if (!cases) {
		fputs("golden: cr_malloc failed\n", stderr);
		abort();
	}
	size_t k = 0;
	for (size_t i = 0; i < found.n; i++) {
		if (names.v[i][0] && (!filter || strstr(names.v[i], filter))) {
			struct sbuf p = {0};
			sb_printf(&p, "%s/%s", root, found.v[i]);
			cases[k].path = cr_strdup(p.p);
			names.v[i][strlen(names.v[i]) - 3] = '\0';   /* drop ".ll" */
			cases[k].name = cr_strdup(names.v[i]);
			sb_free(&p);
			k++;
		}
		free(found.v[i]);
		free(names.v[i]);
	}
	free(found.v);
	free(names.v);
	free(root);

	if (n == 0) {
		/* One failing test rather than a silent pass of nothing. */
		struct sbuf why = {0};
		sb_printf(&why, "no golden test (.ll file) found under %s%s%s%s", dir.p,
		          filter ? " matching LLFUZZ_GOLDEN_FILTER=\"" : "",
		          filter ? filter : "", filter ? "\"" : "");
		if (!filter)
			sb_puts(&why, " (is LLFUZZ_ROOT set to the repository root?)");
		cases[0].path = NULL;
		cases[0].name = cr_strdup(why.p);
		sb_free(&why);
		n = 1;
	}
	sb_free(&dir);
	return cr_make_param_array(struct golden_case, cases, n, free_cases);
}

/* ---- patterns: literal text with {{regex}} blocks (POSIX ERE) ---- */

struct pattern {
	char *text;     /* as written, for messages */
	regex_t re;
	bool compiled;
};

/* Compile text into p. On error, append a message to err and return false. */
static bool
pattern_compile(struct pattern *p, const char *text, struct sbuf *err)
{
	struct sbuf re = {0};
	p->text = xstrdup(text);
	p->compiled = false;
	for (const char *s = text; *s;) {
		if (s[0] == '{' && s[1] == '{') {
			const char *end = strstr(s + 2, "}}");
			if (!end) {
				sb_puts(err, "'{{' without a closing '}}'");
				sb_free(&re);
				return false;
			}
			if (end == s + 2) {
				sb_puts(err, "empty '{{}}' regex block");
				sb_free(&re);
				return false;
			}
			sb_putc(&re, '(');
			sb_add(&re, s + 2, (size_t)(end - (s + 2)));
			sb_putc(&re, ')');
			s = end + 2;
			continue;
		}
		if (strchr(".[]{}()\\*+?^$|", *s))
			sb_putc(&re, '\\');
		sb_putc(&re, *s++);
	}
	int rc = regcomp(&p->re, sb_str(&re), REG_EXTENDED);
	sb_free(&re);
	if (rc != 0) {
		char msg[256];
		regerror(rc, &p->re, msg, sizeof msg);
		regfree(&p->re);
		sb_printf(err, "bad regex in '%s': %s", text, msg);
		return false;
	}
	p->compiled = true;
	return true;
}

static void
pattern_free(struct pattern *p)
{
	if (p->compiled)
		regfree(&p->re);
	free(p->text);
	p->text = NULL;
	p->compiled = false;
}

/* Find p in s (NUL-terminated); notbol: s is not the start of a line. */
static bool
pattern_find(const struct pattern *p, const char *s, bool notbol, size_t *so, size_t *eo)
{
	regmatch_t m[1];
	if (regexec(&p->re, s, 1, m, notbol ? REG_NOTBOL : 0) != 0)
		return false;
	if (so)
		*so = (size_t)m[0].rm_so;
	if (eo)
		*eo = (size_t)m[0].rm_eo;
	return true;
}

/* ---- the parsed test file ---- */

enum kw {
	K_RUN, K_EXIT, K_TIMEOUT, K_REQUIRES,
	/* the expectations a RUN can have */
	K_CHECK, K_CHECK_NEXT, K_CHECK_SAME, K_CHECK_NOT, K_CHECK_EMPTY, K_STDOUT_EMPTY,
	K_STDERR, K_STDERR_NOT, K_STDERR_EMPTY, K_ERROR, K_WARNING,
	K_COUNT
};

static const char *const kw_name[K_COUNT] = {
	[K_RUN] = "RUN", [K_EXIT] = "EXIT", [K_TIMEOUT] = "TIMEOUT", [K_REQUIRES] = "REQUIRES",
	[K_CHECK] = "CHECK", [K_CHECK_NEXT] = "CHECK-NEXT", [K_CHECK_SAME] = "CHECK-SAME",
	[K_CHECK_NOT] = "CHECK-NOT", [K_CHECK_EMPTY] = "CHECK-EMPTY",
	[K_STDOUT_EMPTY] = "STDOUT-EMPTY", [K_STDERR] = "STDERR", [K_STDERR_NOT] = "STDERR-NOT",
	[K_STDERR_EMPTY] = "STDERR-EMPTY", [K_ERROR] = "ERROR", [K_WARNING] = "WARNING",
};

/* A comment word that starts like one of these but is none of kw_name is a typo. */
static const char *const kw_family[] = {
	"RUN", "EXIT", "TIMEOUT", "REQUIRES", "CHECK", "STDOUT", "STDERR", "ERROR", "WARNING",
};

struct directive {
	enum kw kind;
	int line;               /* its line in the .ll file */
	struct pattern pat;     /* unused by the *-EMPTY kinds */
	bool has_pat;
	int want_line;          /* ERROR/WARNING: expected line, 0 = any */
	int want_col;           /* ERROR/WARNING: expected column, 0 = any */
	char *where;            /* ERROR/WARNING: "@+1" etc. as written, for messages */
};

enum exit_want { EXIT_CODE, EXIT_NONZERO, EXIT_ANY };

struct run {
	int line;               /* of its (first) RUN line */
	struct sbuf cmd;
	enum exit_want exit_want;
	int exit_code;
	int exit_line;          /* 0: the default (0) */
	int timeout;            /* 0: the file's default */
	struct directive *dirs;
	size_t ndirs, capdirs;
};

struct golden {
	const char *shown;      /* the file as shown in messages */
	struct run *runs;
	size_t nruns, capruns;
	char **requires;
	size_t nreq, capreq;
	int timeout;            /* file default, seconds */
	struct sbuf errs;       /* problems with the file itself */
	int nlines;
};

__attribute__((format(printf, 3, 4)))
static void
file_error(struct golden *g, int line, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (line > 0)
		sb_printf(&g->errs, "  %s:%d: %s\n", g->shown, line, msg);
	else
		sb_printf(&g->errs, "  %s: %s\n", g->shown, msg);
}

static void
golden_free(struct golden *g)
{
	for (size_t i = 0; i < g->nruns; i++) {
		struct run *r = &g->runs[i];
		for (size_t j = 0; j < r->ndirs; j++) {
			pattern_free(&r->dirs[j].pat);
			free(r->dirs[j].where);
		}
		free(r->dirs);
		sb_free(&r->cmd);
	}
	free(g->runs);
	for (size_t i = 0; i < g->nreq; i++)
		free(g->requires[i]);
	free(g->requires);
	sb_free(&g->errs);
}

/* The comment of an IR line: the first ';' outside a "..." string, or NULL. */
static const char *
comment_of(const char *line)
{
	bool quoted = false;
	for (const char *p = line; *p; p++) {
		if (*p == '"')
			quoted = !quoted;
		else if (*p == ';' && !quoted)
			return p;
	}
	return NULL;
}

static char *
trimmed(const char *s)
{
	while (is_space((unsigned char)*s))
		s++;
	size_t n = strlen(s);
	while (n > 0 && is_space((unsigned char)s[n - 1]))
		n--;
	return xstrndup(s, n);
}

/* Parse a decimal int in [lo, hi]; the whole string must be the number. */
static bool
parse_int(const char *s, long lo, long hi, long *out)
{
	if (!is_digit((unsigned char)*s))
		return false;
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || *end || v < lo || v > hi)
		return false;
	*out = v;
	return true;
}

/*
 * One directive of line `lineno`: kw is its keyword, `at` points just past the
 * keyword (at ':' or '@'). *cont says whether the previous RUN line ended with '\'
 * and is set for the next line. Problems go to g->errs.
 */
static void
parse_directive(struct golden *g, int lineno, enum kw kw, const char *at, bool *cont)
{
	struct run *r = g->nruns ? &g->runs[g->nruns - 1] : NULL;
	int want_line = 0, want_col = 0;
	const char *where_start = at, *where_end = at;

	if (*at == '@') {
		if (kw != K_ERROR && kw != K_WARNING) {
			file_error(g, lineno, "%s does not take an @line", kw_name[kw]);
			return;
		}
		const char *p = at + 1;
		int sign = 0;
		if (*p == '+' || *p == '-')
			sign = *p++ == '+' ? 1 : -1;
		if (!is_digit((unsigned char)*p)) {
			file_error(g, lineno, "%s@: expected +K, -K or a line number after '@'",
			           kw_name[kw]);
			return;
		}
		long v = 0;
		while (is_digit((unsigned char)*p) && v < 10000000)
			v = v * 10 + (*p++ - '0');
		want_line = sign ? lineno + sign * (int)v : (int)v;
		if (*p != ':') {
			file_error(g, lineno, "%s@: expected ':' after the line", kw_name[kw]);
			return;
		}
		/* Optional column: "@+1:12: text" (no space before the column). */
		const char *q = p + 1;
		long col = 0;
		while (is_digit((unsigned char)*q) && col < 10000000)
			col = col * 10 + (*q++ - '0');
		if (q > p + 1 && *q == ':') {
			want_col = (int)col;
			p = q;
		}
		where_end = p;
		at = p;
		if (want_line < 1) {
			file_error(g, lineno, "%s%.*s points before line 1", kw_name[kw],
			           (int)(where_end - where_start), where_start);
			return;
		}
	}
	char *text = trimmed(at + 1);

	switch (kw) {
	case K_RUN:
		if (*cont && r) {
			sb_putc(&r->cmd, ' ');
		} else {
			g->runs = grow(g->runs, g->nruns, &g->capruns, sizeof *g->runs);
			r = &g->runs[g->nruns++];
			memset(r, 0, sizeof *r);
			r->line = lineno;
		}
		{
			size_t n = strlen(text);
			*cont = n > 0 && text[n - 1] == '\\';
			if (*cont)
				n--;
			sb_add(&r->cmd, text, n);
			if (!*cont && r->cmd.n == 0)
				file_error(g, lineno, "empty RUN line");
		}
		break;
	case K_REQUIRES: {
		char *save = NULL;
		for (char *t = strtok_r(text, " \t,", &save); t; t = strtok_r(NULL, " \t,", &save)) {
			g->requires = grow(g->requires, g->nreq, &g->capreq, sizeof *g->requires);
			g->requires[g->nreq++] = xstrdup(t);
		}
		if (g->nreq == 0)
			file_error(g, lineno, "REQUIRES: names no tool");
		break;
	}
	case K_TIMEOUT: {
		long v;
		if (!parse_int(text, 1, 86400, &v)) {
			file_error(g, lineno, "TIMEOUT: expected seconds (1..86400), got '%s'", text);
			break;
		}
		if (r)
			r->timeout = (int)v;
		else
			g->timeout = (int)v;
		break;
	}
	case K_EXIT: {
		if (!r) {
			file_error(g, lineno, "EXIT: comes before any RUN line");
			break;
		}
		if (r->exit_line) {
			file_error(g, lineno, "second EXIT: for the RUN of line %d (first at line %d)",
			           r->line, r->exit_line);
			break;
		}
		long v;
		if (strcmp(text, "nonzero") == 0) {
			r->exit_want = EXIT_NONZERO;
		} else if (strcmp(text, "any") == 0) {
			r->exit_want = EXIT_ANY;
		} else if (parse_int(text, 0, 255, &v)) {
			r->exit_want = EXIT_CODE;
			r->exit_code = (int)v;
		} else {
			file_error(g, lineno, "EXIT: expected 0..255, 'nonzero' or 'any', got '%s'", text);
			break;
		}
		r->exit_line = lineno;
		break;
	}
	default: {
		if (!r) {
			file_error(g, lineno, "%s: comes before any RUN line (expectations belong to the RUN above them)",
			           kw_name[kw]);
			break;
		}
		bool wants_text = kw != K_CHECK_EMPTY && kw != K_STDOUT_EMPTY && kw != K_STDERR_EMPTY;
		if (wants_text && !*text) {
			file_error(g, lineno, "%s: has no text to match", kw_name[kw]);
			break;
		}
		if (!wants_text && *text) {
			file_error(g, lineno, "%s: takes no text (got '%s')", kw_name[kw], text);
			break;
		}
		struct directive d = {.kind = kw, .line = lineno, .want_line = want_line,
		                      .want_col = want_col};
		if (wants_text) {
			struct sbuf err = {0};
			if (!pattern_compile(&d.pat, text, &err)) {
				file_error(g, lineno, "%s: %s", kw_name[kw], sb_str(&err));
				sb_free(&err);
				pattern_free(&d.pat);
				break;
			}
			d.has_pat = true;
		}
		if (where_end > where_start)
			d.where = xstrndup(where_start, (size_t)(where_end - where_start));
		r->dirs = grow(r->dirs, r->ndirs, &r->capdirs, sizeof *r->dirs);
		r->dirs[r->ndirs++] = d;
		break;
	}
	}
	free(text);
}

/* Parse the directives of the file text (modified in place). */
static void
parse_file(struct golden *g, char *text)
{
	bool cont = false;       /* the last RUN line ended with '\' */
	int cont_line = 0;
	int lineno = 0;
	for (char *line = text; line && *line;) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		lineno++;

		const char *c = comment_of(line);
		bool handled = false;
		if (c) {
			while (*c == ';')
				c++;
			while (*c == ' ' || *c == '\t')
				c++;
			const char *w = c;
			while ((*w >= 'A' && *w <= 'Z') || is_digit((unsigned char)*w) || *w == '-')
				w++;
			size_t wl = (size_t)(w - c);
			if (wl >= 2 && *c >= 'A' && *c <= 'Z' && (*w == ':' || *w == '@')) {
				int kw = -1;
				for (int k = 0; k < K_COUNT; k++)
					if (strlen(kw_name[k]) == wl && memcmp(kw_name[k], c, wl) == 0)
						kw = k;
				if (kw >= 0) {
					if (cont && kw != K_RUN) {
						file_error(g, cont_line, "RUN line ends with '\\' but line %d is not a RUN: line",
						           lineno);
						cont = false;
					}
					parse_directive(g, lineno, (enum kw)kw, w, &cont);
					if (cont)
						cont_line = lineno;
					handled = true;
				} else {
					for (size_t f = 0; f < sizeof kw_family / sizeof kw_family[0]; f++) {
						size_t fl = strlen(kw_family[f]);
						if (wl >= fl && memcmp(c, kw_family[f], fl) == 0) {
							file_error(g, lineno, "unknown directive '%.*s' (see tests/golden/README.md)",
							           (int)wl, c);
							break;
						}
					}
				}
			}
		}
		if (cont && !handled) {
			file_error(g, cont_line, "RUN line ends with '\\' but line %d is not a RUN: line", lineno);
			cont = false;
		}
		line = nl ? nl + 1 : NULL;
	}
	g->nlines = lineno;
	if (cont)
		file_error(g, cont_line, "RUN line ends with '\\' at the end of the file");
	if (g->nruns == 0)
		file_error(g, 0, "no RUN line (a golden test needs at least one '; RUN: <command>' line)");
	for (size_t i = 0; i < g->nruns; i++)
		for (size_t j = 0; j < g->runs[i].ndirs; j++) {
			const struct directive *d = &g->runs[i].dirs[j];
			if (d->want_line > g->nlines)
				file_error(g, d->line, "%s%s points past the end of the file (line %d of %d)",
				           kw_name[d->kind], d->where, d->want_line, g->nlines);
		}
}

/* Read a whole file; NULL with errno set on failure. */
static char *
read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	struct sbuf b = {0};
	char chunk[8192];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0 && b.n < MAX_FILE)
		sb_add(&b, chunk, n);
	int err = ferror(f);
	fclose(f);
	if (err) {
		sb_free(&b);
		errno = EIO;
		return NULL;
	}
	*len = b.n;
	return b.p ? b.p : xstrdup("");
}

/* ---- running one RUN ---- */

struct capture {
	char *data;     /* NUL-terminated */
	size_t len;     /* bytes kept */
	size_t total;   /* bytes written by the command */
};

struct outcome {
	bool started;
	char why[256];  /* why it could not be started */
	bool timed_out;
	int status;     /* raw wait status */
	double seconds;
	struct capture out, err;
};

static double
now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* An unlinked temporary file in dir, open for reading and writing; -1 on error. */
static int
anon_file(const char *dir)
{
	struct sbuf t = {0};
	sb_printf(&t, "%s/.capture-XXXXXX", dir);
	int fd = mkstemp(t.p);
	if (fd >= 0)
		unlink(t.p);
	sb_free(&t);
	return fd;
}

static void
read_capture(int fd, struct capture *c)
{
	struct stat st;
	c->total = fstat(fd, &st) == 0 ? (size_t)st.st_size : 0;
	size_t want = c->total < CAPTURE_MAX ? c->total : CAPTURE_MAX;
	c->data = xrealloc(NULL, want + 1);
	size_t got = 0;
	while (got < want) {
		ssize_t n = pread(fd, c->data + got, want - got, (off_t)got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		got += (size_t)n;
	}
	c->len = got;
	c->data[got] = '\0';
}

/*
 * Run `bash -o pipefail -c cmd` in cwd with envp, stdin from /dev/null, stdout and
 * stderr to temporary files (so neither can fill a pipe and block), in its own
 * process group so a timeout kills the whole pipeline.
 */
static void
run_command(const char *cmd, char *const envp[], const char *cwd, int timeout, struct outcome *o)
{
	memset(o, 0, sizeof *o);
	int fdout = anon_file(cwd), fderr = anon_file(cwd);
	int fdnull = open("/dev/null", O_RDONLY);
	if (fdout < 0 || fderr < 0 || fdnull < 0) {
		snprintf(o->why, sizeof o->why, "cannot create capture files in %s: %s", cwd,
		         strerror(errno));
		goto done;
	}
	char *const argv[] = {"bash", "-o", "pipefail", "-c", (char *)cmd, NULL};
	/* SIGCHLD stays blocked while we wait so sigtimedwait() wakes us at the exit. */
	sigset_t chld, oldmask;
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, &oldmask);
	double start = now_seconds();
	pid_t pid = fork();
	if (pid < 0) {
		snprintf(o->why, sizeof o->why, "fork: %s", strerror(errno));
		sigprocmask(SIG_SETMASK, &oldmask, NULL);
		goto done;
	}
	if (pid == 0) {
		/* Child: only async-signal-safe calls from here on. */
		setpgid(0, 0);
		sigset_t none;
		sigemptyset(&none);
		sigprocmask(SIG_SETMASK, &none, NULL);
		signal(SIGPIPE, SIG_DFL);
		signal(SIGINT, SIG_DFL);
		signal(SIGQUIT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGCHLD, SIG_DFL);
		if (dup2(fdnull, 0) < 0 || dup2(fdout, 1) < 0 || dup2(fderr, 2) < 0)
			_exit(127);
		struct rlimit rl = {FSIZE_LIMIT, FSIZE_LIMIT};
		setrlimit(RLIMIT_FSIZE, &rl);
		if (chdir(cwd) != 0)
			_exit(127);
		/* Criterion's own descriptors must not leak into the command. */
		if (close_range(3, ~0U, 0) != 0)
			for (int fd = 3; fd < 1024; fd++)
				close(fd);
		execve("/bin/bash", argv, envp);
		execvpe("bash", argv, envp);
		static const char msg[] = "golden: cannot execute bash\n";
		if (write(2, msg, sizeof msg - 1) < 0)
			_exit(127);
		_exit(127);
	}
	setpgid(pid, pid);   /* also in the parent: no race with kill(-pid) */
	o->started = true;

	/*
	 * Wait for the exit or the timeout. sigtimedwait() returns as soon as a child
	 * exits; the short period bounds the wait should the signal go elsewhere.
	 */
	for (;;) {
		pid_t w = waitpid(pid, &o->status, WNOHANG);
		if (w == pid)
			break;
		if (w < 0 && errno != EINTR) {
			snprintf(o->why, sizeof o->why, "waitpid: %s", strerror(errno));
			o->started = false;
			kill(-pid, SIGKILL);
			break;
		}
		if (now_seconds() - start > (double)timeout) {
			o->timed_out = true;
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
			while (waitpid(pid, &o->status, 0) < 0 && errno == EINTR)
				;
			break;
		}
		struct timespec ts = {0, 20000000};
		sigtimedwait(&chld, NULL, &ts);
	}
	sigprocmask(SIG_SETMASK, &oldmask, NULL);
	/* Anything the command left running in the background goes too. */
	kill(-pid, SIGKILL);
	o->seconds = now_seconds() - start;
	read_capture(fdout, &o->out);
	read_capture(fderr, &o->err);
done:
	if (fdout >= 0)
		close(fdout);
	if (fderr >= 0)
		close(fderr);
	if (fdnull >= 0)
		close(fdnull);
	if (!o->out.data)
		o->out.data = xstrdup("");
	if (!o->err.data)
		o->err.data = xstrdup("");
}

static void
outcome_free(struct outcome *o)
{
	free(o->out.data);
	free(o->err.data);
}

/* ---- command expansion ---- */

struct subst {
	const char *path;    /* %s */
	const char *dir;     /* %S */
	const char *tmp;     /* %t */
	const char *tmpdir;  /* %T */
	const char *bin;     /* llfuzz; NULL if unknown */
};

enum quote { Q_NONE, Q_DOUBLE, Q_SINGLE };

/* Append s so that the shell reads it back as s in quoting context q. */
static void
sb_shell(struct sbuf *b, const char *s, enum quote q)
{
	if (q == Q_SINGLE) {
		sb_puts(b, s);
		return;
	}
	if (q == Q_DOUBLE) {
		for (; *s; s++) {
			if (strchr("\"\\$`", *s))
				sb_putc(b, '\\');
			sb_putc(b, *s);
		}
		return;
	}
	bool plain = *s != '\0';
	for (const char *p = s; *p; p++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./+-=:,@", *p))
			plain = false;
	if (plain) {
		sb_puts(b, s);
		return;
	}
	sb_putc(b, '\'');
	for (; *s; s++) {
		if (*s == '\'')
			sb_puts(b, "'\\''");
		else
			sb_putc(b, *s);
	}
	sb_putc(b, '\'');
}

static bool
ends_word(char c)
{
	return c == '\0' || strchr(" \t;|&)<>", c) != NULL;
}

/*
 * Expand %s %S %t %T %% and the command word `llfuzz` (at the start of the line or
 * after | ; & && || ( or `!`). Returns false (message in err) if llfuzz is used
 * but no binary is known.
 */
static bool
expand_command(const char *cmd, const struct subst *s, struct sbuf *out, struct sbuf *err)
{
	enum quote q = Q_NONE;
	bool at_cmd = true;
	for (size_t i = 0; cmd[i];) {
		char c = cmd[i];
		if (c == '%' && cmd[i + 1] && strchr("sStT%", cmd[i + 1])) {
			switch (cmd[i + 1]) {
			case 's': sb_shell(out, s->path, q); break;
			case 'S': sb_shell(out, s->dir, q); break;
			case 't': sb_shell(out, s->tmp, q); break;
			case 'T': sb_shell(out, s->tmpdir, q); break;
			default:  sb_putc(out, '%'); break;
			}
			i += 2;
			at_cmd = false;
			continue;
		}
		if (q == Q_SINGLE) {
			if (c == '\'')
				q = Q_NONE;
			sb_putc(out, c);
			i++;
			continue;
		}
		if (q == Q_DOUBLE) {
			if (c == '\\' && cmd[i + 1]) {
				sb_add(out, cmd + i, 2);
				i += 2;
				continue;
			}
			if (c == '"')
				q = Q_NONE;
			sb_putc(out, c);
			i++;
			continue;
		}
		if (c == '\\' && cmd[i + 1]) {
			sb_add(out, cmd + i, 2);
			i += 2;
			at_cmd = false;
			continue;
		}
		if (c == ' ' || c == '\t') {
			sb_putc(out, c);
			i++;
			continue;
		}
		if (strchr("|;&(", c)) {
			sb_putc(out, c);
			i++;
			at_cmd = true;
			continue;
		}
		if (c == '!' && at_cmd && ends_word(cmd[i + 1])) {
			sb_putc(out, c);
			i++;
			continue;
		}
		/* shell keywords and command prefixes: the word after them is a
		 * command too */
		static const char *const prefixes[] = {"do ", "then ", "else ", "setsid ", "exec "};
		size_t pw = 0;
		for (size_t k = 0; at_cmd && !pw && k < sizeof prefixes / sizeof prefixes[0]; k++)
			if (strncmp(cmd + i, prefixes[k], strlen(prefixes[k])) == 0)
				pw = strlen(prefixes[k]) - 1;
		if (pw) {
			sb_add(out, cmd + i, pw);
			i += pw;
			continue;
		}
		if (at_cmd && strncmp(cmd + i, "llfuzz", 6) == 0 && ends_word(cmd[i + 6])) {
			if (!s->bin) {
				sb_puts(err, "the command runs llfuzz, but LLFUZZ_BIN is not set and there is no "
				        "build/asan/llfuzz under LLFUZZ_ROOT (run the tests with `make test`)");
				return false;
			}
			sb_shell(out, s->bin, Q_NONE);
			i += 6;
			at_cmd = false;
			continue;
		}
		if (c == '\'')
			q = Q_SINGLE;
		else if (c == '"')
			q = Q_DOUBLE;
		sb_putc(out, c);
		i++;
		at_cmd = false;
	}
	return true;
}

/* ---- checking a RUN's outcome ---- */

/* Output split into lines: buf is a copy with '\n' (and NUL bytes) turned into '\0'. */
struct lines {
	char *buf;
	size_t *start, *len;
	size_t n;
};

static void
lines_split(struct lines *l, const char *data, size_t len)
{
	memset(l, 0, sizeof *l);
	l->buf = xrealloc(NULL, len + 1);
	size_t cap = 0;
	size_t begin = 0;
	for (size_t i = 0; i <= len; i++) {
		if (i == len && begin == len)
			break;             /* no empty line after a final '\n' */
		if (i == len || data[i] == '\n') {
			if (l->n == cap) {
				cap = cap ? cap * 2 : 64;
				l->start = xrealloc(l->start, cap * sizeof *l->start);
				l->len = xrealloc(l->len, cap * sizeof *l->len);
			}
			l->start[l->n] = begin;
			l->len[l->n] = i - begin;
			l->n++;
			l->buf[i] = '\0';
			begin = i + 1;
		} else {
			l->buf[i] = data[i] ? data[i] : ' ';
		}
	}
	l->buf[len] = '\0';
}

static void
lines_free(struct lines *l)
{
	free(l->buf);
	free(l->start);
	free(l->len);
}

/* A position in the output: line index and byte column. */
struct pos {
	size_t line, col;
};

/*
 * Search p from `from` up to (not including) `to` (to.line == l->n: the end).
 * On success *at is the match start and *end_col its end column.
 */
static bool
lines_find(struct lines *l, const struct pattern *p, struct pos from, struct pos to,
           struct pos *at, size_t *end_col)
{
	for (size_t i = from.line; i < l->n && i <= to.line; i++) {
		size_t col = i == from.line ? from.col : 0;
		char *s = l->buf + l->start[i];
		if (col > l->len[i])
			continue;
		char saved = 0;
		size_t cut = l->len[i];
		if (i == to.line && to.col < cut) {
			cut = to.col;
			saved = s[cut];
			s[cut] = '\0';
		}
		size_t so, eo;
		bool ok = col <= cut && pattern_find(p, s + col, col > 0, &so, &eo);
		if (saved)
			s[cut] = saved;
		if (ok) {
			at->line = i;
			at->col = col + so;
			if (end_col)
				*end_col = col + eo;
			return true;
		}
	}
	return false;
}

struct report {
	struct sbuf fails;      /* one entry per failed expectation */
	int nfails;
	size_t out_focus;       /* stdout line to show first, or NO_LINE */
	size_t err_focus;
	const char *shown;
};

__attribute__((format(printf, 3, 4)))
static void
fail_at(struct report *rep, int line, const char *fmt, ...)
{
	char msg[2048];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (line > 0)
		sb_printf(&rep->fails, "  %s:%d: %s\n", rep->shown, line, msg);
	else
		sb_printf(&rep->fails, "  %s\n", msg);
	rep->nfails++;
}

static const char *
signal_name(int sig)
{
	switch (sig) {
	case SIGABRT: return "SIGABRT";
	case SIGSEGV: return "SIGSEGV";
	case SIGBUS: return "SIGBUS";
	case SIGFPE: return "SIGFPE";
	case SIGILL: return "SIGILL";
	case SIGKILL: return "SIGKILL";
	case SIGTERM: return "SIGTERM";
	case SIGPIPE: return "SIGPIPE";
	case SIGXFSZ: return "SIGXFSZ, output file size limit";
	case SIGXCPU: return "SIGXCPU";
	default: return "signal";
	}
}

/* The status as a shell reports it (128+N for a signal), and a description. */
static int
exit_status(int status, char *desc, size_t n)
{
	if (WIFSIGNALED(status)) {
		int sig = WTERMSIG(status);
		snprintf(desc, n, "killed by signal %d (%s)", sig, signal_name(sig));
		return 128 + sig;
	}
	int code = WIFEXITED(status) ? WEXITSTATUS(status) : 255;
	if (code > 128 && code < 128 + 65)
		snprintf(desc, n, "exit status %d (a process was killed by signal %d, %s)", code,
		         code - 128, signal_name(code - 128));
	else if (code == 127)
		snprintf(desc, n, "exit status 127 (command not found?)");
	else if (code == 126)
		snprintf(desc, n, "exit status 126 (command not executable?)");
	else
		snprintf(desc, n, "exit status %d", code);
	return code;
}

static void
check_exit(const struct run *r, const struct outcome *o, struct report *rep)
{
	char desc[160];
	int code = exit_status(o->status, desc, sizeof desc);
	switch (r->exit_want) {
	case EXIT_ANY:
		return;
	case EXIT_NONZERO:
		if (code >= 1 && code <= 125)
			return;
		fail_at(rep, r->exit_line, "EXIT: nonzero: got %s, expected a failure exit (1..125)%s",
		        desc, code == 0 ? "" : "; a crash or a missing command is not an expected failure");
		return;
	case EXIT_CODE:
		if (code == r->exit_code)
			return;
		if (r->exit_line)
			fail_at(rep, r->exit_line, "EXIT: %d: got %s", r->exit_code, desc);
		else
			fail_at(rep, r->line, "RUN: got %s, expected exit status 0 (add '; EXIT: N' if "
			        "this RUN is meant to fail)", desc);
		return;
	}
}

/* A sanitizer report in stderr fails the RUN whatever its expectations. */
static void
check_sanitizer(const struct run *r, const struct outcome *o, struct report *rep)
{
	regex_t re;
	if (regcomp(&re, "(SUMMARY|ERROR): [A-Za-z]*Sanitizer", REG_EXTENDED | REG_NEWLINE) != 0)
		return;
	regmatch_t m[1];
	if (regexec(&re, o->err.data, 1, m, 0) == 0) {
		size_t line = 0;
		for (regoff_t i = 0; i < m[0].rm_so; i++)
			line += o->err.data[i] == '\n';
		fail_at(rep, r->line, "RUN: stderr line %zu has a sanitizer report (a bug in the program "
		        "under test, whatever the expectations say)", line + 1);
		if (rep->err_focus == NO_LINE)
			rep->err_focus = line;
	}
	regfree(&re);
}

static void
describe_pos(char *buf, size_t n, bool have_prev, struct pos p)
{
	if (have_prev)
		snprintf(buf, n, "after the previous match (stdout line %zu, column %zu)", p.line + 1,
		         p.col + 1);
	else
		snprintf(buf, n, "from the start of stdout");
}

/* The FileCheck-like part: CHECK, CHECK-NEXT, CHECK-SAME, CHECK-EMPTY, CHECK-NOT. */
static void
check_stdout(const struct run *r, const struct outcome *o, struct report *rep)
{
	struct lines l;
	lines_split(&l, o->out.data, o->out.len);
	struct pos pos = {0, 0};
	bool have_prev = false;
	int prev_line = 0;          /* directive line of the previous positive match */
	size_t *nots = NULL;         /* pending CHECK-NOTs (indexes into r->dirs) */
	size_t nnots = 0, capnots = 0;
	const struct pos end = {l.n, 0};
	char where[160];

	for (size_t i = 0; i <= r->ndirs; i++) {
		const struct directive *d = i < r->ndirs ? &r->dirs[i] : NULL;
		if (d && d->kind == K_CHECK_NOT) {
			nots = grow(nots, nnots, &capnots, sizeof *nots);
			nots[nnots++] = i;
			continue;
		}
		if (d && d->kind != K_CHECK && d->kind != K_CHECK_NEXT && d->kind != K_CHECK_SAME &&
		    d->kind != K_CHECK_EMPTY)
			continue;

		/* Find the positive match (or the end of the output). */
		struct pos at = end;
		size_t end_col = 0;
		bool ok = true;
		if (d) {
			describe_pos(where, sizeof where, have_prev, pos);
			size_t target = have_prev ? pos.line + (d->kind == K_CHECK_SAME ? 0 : 1) : 0;
			const char *kn = kw_name[d->kind];
			switch (d->kind) {
			case K_CHECK:
				ok = lines_find(&l, &d->pat, pos, end, &at, &end_col);
				if (!ok) {
					struct pos found;
					if (have_prev && lines_find(&l, &d->pat, (struct pos){0, 0}, end, &found, NULL))
						fail_at(rep, d->line, "CHECK: \"%s\" not found %s; it occurs earlier, "
						        "at stdout line %zu (CHECK lines must match in order)",
						        d->pat.text, where, found.line + 1);
					else
						fail_at(rep, d->line, "CHECK: \"%s\" not found %s", d->pat.text, where);
				}
				break;
			case K_CHECK_NEXT:
			case K_CHECK_SAME:
				if (target >= l.n) {
					ok = false;
					fail_at(rep, d->line, "%s: \"%s\" expected on stdout line %zu, but stdout has "
					        "only %zu line%s", kn, d->pat.text, target + 1, l.n, l.n == 1 ? "" : "s");
					break;
				}
				{
					struct pos from = {target, d->kind == K_CHECK_SAME && have_prev ? pos.col : 0};
					struct pos to = {target, l.len[target]};
					ok = lines_find(&l, &d->pat, from, to, &at, &end_col);
				}
				if (!ok) {
					struct sbuf m = {0};
					sb_show(&m, l.buf + l.start[target], l.len[target], SHOW_LINE);
					struct pos found;
					struct pos from = have_prev ? pos : (struct pos){0, 0};
					bool later = lines_find(&l, &d->pat, from, end, &found, NULL);
					char also[96] = "";
					if (later)
						snprintf(also, sizeof also, " (it occurs at stdout line %zu)", found.line + 1);
					fail_at(rep, d->line, "%s: \"%s\" not found on stdout line %zu%s%s; that line is %s",
					        kn, d->pat.text, target + 1,
					        d->kind == K_CHECK_SAME ? " after the previous match" : "", also, m.p);
					sb_free(&m);
				}
				break;
			case K_CHECK_EMPTY:
				if (target >= l.n || l.len[target] != 0) {
					ok = false;
					if (target >= l.n) {
						fail_at(rep, d->line, "CHECK-EMPTY: expected an empty stdout line %zu, but "
						        "stdout has only %zu line%s", target + 1, l.n, l.n == 1 ? "" : "s");
					} else {
						struct sbuf m = {0};
						sb_show(&m, l.buf + l.start[target], l.len[target], SHOW_LINE);
						fail_at(rep, d->line, "CHECK-EMPTY: expected stdout line %zu to be empty, "
						        "but it is %s", target + 1, m.p);
						sb_free(&m);
					}
				} else {
					at = (struct pos){target, 0};
				}
				break;
			default:
				break;
			}
			if (!ok) {
				rep->out_focus = have_prev ? pos.line : 0;
				break;
			}
		}

		/* The CHECK-NOTs since the previous positive match apply up to this one. */
		for (size_t k = 0; k < nnots; k++) {
			const struct directive *n = &r->dirs[nots[k]];
			struct pos found;
			if (lines_find(&l, &n->pat, pos, at, &found, NULL)) {
				char range[200];
				if (have_prev && d)
					snprintf(range, sizeof range, "between the matches of line %d and line %d",
					         prev_line, d->line);
				else if (have_prev)
					snprintf(range, sizeof range, "after the match of line %d", prev_line);
				else if (d)
					snprintf(range, sizeof range, "before the match of line %d", d->line);
				else
					snprintf(range, sizeof range, "in stdout");
				struct sbuf m = {0};
				sb_show(&m, l.buf + l.start[found.line], l.len[found.line], SHOW_LINE);
				fail_at(rep, n->line, "CHECK-NOT: \"%s\" found at stdout line %zu, %s: %s",
				        n->pat.text, found.line + 1, range, m.p);
				sb_free(&m);
				if (rep->out_focus == NO_LINE)
					rep->out_focus = found.line;
			}
		}
		nnots = 0;
		if (!d)
			break;
		pos = (struct pos){at.line, end_col};
		have_prev = true;
		prev_line = d->line;
	}

	for (size_t i = 0; i < r->ndirs; i++) {
		if (r->dirs[i].kind == K_STDOUT_EMPTY && o->out.total != 0) {
			fail_at(rep, r->dirs[i].line, "STDOUT-EMPTY: stdout has %zu bytes", o->out.total);
			if (rep->out_focus == NO_LINE)
				rep->out_focus = 0;
		}
	}
	free(nots);
	lines_free(&l);
}

static void
check_stderr(const struct run *r, const struct outcome *o, struct report *rep)
{
	struct lines l;
	lines_split(&l, o->err.data, o->err.len);
	const struct pos begin = {0, 0}, end = {l.n, 0};
	for (size_t i = 0; i < r->ndirs; i++) {
		const struct directive *d = &r->dirs[i];
		struct pos found;
		switch (d->kind) {
		case K_STDERR:
			if (!lines_find(&l, &d->pat, begin, end, &found, NULL))
				fail_at(rep, d->line, "STDERR: \"%s\" not found in stderr", d->pat.text);
			break;
		case K_STDERR_NOT:
			if (lines_find(&l, &d->pat, begin, end, &found, NULL)) {
				struct sbuf m = {0};
				sb_show(&m, l.buf + l.start[found.line], l.len[found.line], SHOW_LINE);
				fail_at(rep, d->line, "STDERR-NOT: \"%s\" found at stderr line %zu: %s",
				        d->pat.text, found.line + 1, m.p);
				sb_free(&m);
				if (rep->err_focus == NO_LINE)
					rep->err_focus = found.line;
			}
			break;
		case K_STDERR_EMPTY:
			if (o->err.total != 0)
				fail_at(rep, d->line, "STDERR-EMPTY: stderr has %zu bytes", o->err.total);
			break;
		default:
			break;
		}
	}
	lines_free(&l);
}

/* A diagnostic line of stderr: `path:line:col: error: message`. */
struct diag {
	bool warning;
	int line, col;          /* 0: none given */
	size_t errline;         /* its line in stderr */
	const char *msg;        /* points into a struct lines buffer */
	bool claimed;
};

/* Parse "...:L:C: error: msg" / "...:L: warning: msg" / "prog: error: msg". */
static bool
parse_diag(const char *s, struct diag *d)
{
	static const char *const kinds[] = {"error: ", "warning: "};
	for (int k = 0; k < 2; k++) {
		const char *hit = NULL;
		size_t kl = strlen(kinds[k]);
		if (strncmp(s, kinds[k], kl) == 0) {
			hit = s;
		} else {
			for (const char *p = strstr(s, ": "); p; p = strstr(p + 1, ": ")) {
				if (strncmp(p + 2, kinds[k], kl) == 0) {
					hit = p;
					break;
				}
			}
		}
		if (!hit)
			continue;
		memset(d, 0, sizeof *d);
		d->warning = k == 1;
		d->msg = (hit == s ? hit : hit + 2) + kl;
		/* Read ":L:C" or ":L" backwards from the hit. */
		int nums[2], nnums = 0;
		const char *p = hit;
		while (nnums < 2 && p > s && is_digit((unsigned char)p[-1])) {
			const char *q = p;
			while (q > s && is_digit((unsigned char)q[-1]))
				q--;
			if (q == s || q[-1] != ':' || p - q > 9)
				break;
			nums[nnums++] = atoi(q);
			p = q - 1;
		}
		if (nnums == 2) {
			d->line = nums[1];
			d->col = nums[0];
		} else if (nnums == 1) {
			d->line = nums[0];
		}
		return true;
	}
	return false;
}

static void
check_diags(const struct run *r, const struct outcome *o, struct report *rep)
{
	bool want[2] = {false, false};
	for (size_t i = 0; i < r->ndirs; i++) {
		if (r->dirs[i].kind == K_ERROR)
			want[0] = true;
		if (r->dirs[i].kind == K_WARNING)
			want[1] = true;
	}
	if (!want[0] && !want[1])
		return;

	struct lines l;
	lines_split(&l, o->err.data, o->err.len);
	struct diag *diags = NULL;
	size_t nd = 0, cap = 0;
	for (size_t i = 0; i < l.n; i++) {
		struct diag d;
		if (parse_diag(l.buf + l.start[i], &d)) {
			d.errline = i;
			diags = grow(diags, nd, &cap, sizeof *diags);
			diags[nd++] = d;
		}
	}

	/* Line-specific directives first, so an any-line one does not steal their match. */
	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 0; i < r->ndirs; i++) {
			const struct directive *d = &r->dirs[i];
			if (d->kind != K_ERROR && d->kind != K_WARNING)
				continue;
			if ((pass == 0) != (d->want_line != 0))
				continue;
			bool warning = d->kind == K_WARNING;
			bool found = false;
			for (size_t k = 0; k < nd && !found; k++) {
				struct diag *g = &diags[k];
				if (g->claimed || g->warning != warning)
					continue;
				if (d->want_line && g->line != d->want_line)
					continue;
				if (d->want_col && g->col != d->want_col)
					continue;
				if (!pattern_find(&d->pat, g->msg, false, NULL, NULL))
					continue;
				g->claimed = true;
				found = true;
			}
			if (found)
				continue;
			const char *kind = warning ? "warning" : "error";
			char at[64] = "";
			if (d->want_line && d->want_col)
				snprintf(at, sizeof at, " at line %d, column %d", d->want_line, d->want_col);
			else if (d->want_line)
				snprintf(at, sizeof at, " at line %d", d->want_line);
			struct sbuf m = {0};
			size_t same = 0;
			for (size_t k = 0; k < nd; k++) {
				if (diags[k].warning != warning)
					continue;
				same++;
				sb_puts(&m, "\n      ");
				sb_show(&m, l.buf + l.start[diags[k].errline], l.len[diags[k].errline], SHOW_LINE);
			}
			fail_at(rep, d->line, "%s%s: expected %s%s containing \"%s\"; the %ss printed "
			        "(file:line:col: %s: ...) were:%s", kw_name[d->kind], d->where ? d->where : "",
			        warning ? "a warning" : "an error", at, d->pat.text, kind, kind,
			        same ? m.p : " none");
			sb_free(&m);
		}
	}
	/* Once a RUN expects errors (warnings), every error (warning) must be expected. */
	for (size_t k = 0; k < nd; k++) {
		struct diag *g = &diags[k];
		if (g->claimed || !want[g->warning])
			continue;
		struct sbuf m = {0};
		sb_show(&m, l.buf + l.start[g->errline], l.len[g->errline], SHOW_LINE);
		fail_at(rep, r->line, "unexpected %s (no %s directive of this RUN matches it): stderr line %zu: %s",
		        g->warning ? "warning" : "error", g->warning ? "WARNING" : "ERROR", g->errline + 1, m.p);
		sb_free(&m);
	}
	free(diags);
	lines_free(&l);
}

/* One numbered output line, cut to SHOW_LINE bytes; returns the bytes shown. */
static size_t
show_line(struct sbuf *b, const struct lines *l, size_t i)
{
	const char *s = l->buf + l->start[i];
	size_t n = l->len[i];
	sb_printf(b, "%5zu| ", i + 1);
	for (size_t k = 0; k < n && k < SHOW_LINE; k++) {
		unsigned char ch = (unsigned char)s[k];
		if (ch == '\t' || (ch >= 0x20 && ch != 0x7f))
			sb_putc(b, (char)ch);
		else
			sb_printf(b, "\\x%02x", ch);
	}
	if (n > SHOW_LINE)
		sb_printf(b, "...[+%zu bytes]", n - SHOW_LINE);
	sb_putc(b, '\n');
	return (n < SHOW_LINE ? n : SHOW_LINE) + 1;
}

/*
 * Show a captured stream, numbered: about SHOW_BYTES/SHOW_LINES of it from a few
 * lines before `focus` (or from the start), and the last lines if cut.
 */
static void
show_stream(struct sbuf *b, const char *title, const struct capture *c, size_t focus)
{
	sb_printf(b, "--- %s (%zu byte%s) ---\n", title, c->total, c->total == 1 ? "" : "s");
	if (c->total == 0) {
		sb_puts(b, "(empty)\n");
		return;
	}
	struct lines l;
	lines_split(&l, c->data, c->len);
	size_t first = 0;
	if ((c->len > SHOW_BYTES || l.n > SHOW_LINES) && focus != NO_LINE && focus < l.n)
		first = focus > 3 ? focus - 3 : 0;
	if (first > 0)
		sb_printf(b, "      ... (%zu line%s before)\n", first, first == 1 ? "" : "s");
	size_t shown = 0, i;
	for (i = first; i < l.n && shown < SHOW_BYTES && i - first < SHOW_LINES; i++)
		shown += show_line(b, &l, i);
	if (i < l.n) {
		/* The end of the output often says what went wrong: show it too. */
		size_t tail = l.n - i > 8 ? l.n - 8 : i;
		if (tail > i)
			sb_printf(b, "      ... (%zu line%s omitted)\n", tail - i, tail - i == 1 ? "" : "s");
		for (i = tail; i < l.n; i++)
			show_line(b, &l, i);
	}
	if (c->len > 0 && c->data[c->len - 1] != '\n')
		sb_puts(b, "      (no newline at the end)\n");
	if (c->total > c->len)
		sb_printf(b, "      (only the first %zu bytes were kept)\n", c->len);
	lines_free(&l);
}

/* ---- the test ---- */

/* Remove a directory tree (best effort). */
static void
remove_tree(const char *path, int depth)
{
	DIR *d = opendir(path);
	if (d) {
		struct dirent *e;
		while ((e = readdir(d))) {
			if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
				continue;
			struct sbuf p = {0};
			sb_printf(&p, "%s/%s", path, e->d_name);
			struct stat st;
			if (lstat(p.p, &st) == 0 && S_ISDIR(st.st_mode) && depth < 64) {
				chmod(p.p, 0700);
				remove_tree(p.p, depth + 1);
			} else {
				unlink(p.p);
			}
			sb_free(&p);
		}
		closedir(d);
	}
	rmdir(path);
}

/* Is tool an executable on PATH (or an existing path if it has a '/')? */
/* The features of the llfuzz under test that a REQUIRES line may name, read
 * from `llfuzz --version`:
 *   release-build  not a sanitizer build (the version names the sanitizers of
 *                  one): for tests of what the sanitizers change, page faults
 *                  and memory above all;
 *   startup        linked with the start-up tricks (startup/, STARTUP=1: the
 *                  version says "start-up"), for their tests in startup/tests.
 * Returns NULL when bin has the feature (or feature is none of them: a tool),
 * else why not. */
static const char *
lacks_feature(const char *bin, const char *feature)
{
	bool release = !strcmp(feature, "release-build"), startup = !strcmp(feature, "startup");
	if (!release && !startup)
		return NULL;
	if (!bin)
		return "no binary under test";
	struct sbuf cmd = {0};
	sb_printf(&cmd, "'%s' --version 2>&1", bin);
	FILE *f = popen(cmd.p, "r");
	sb_free(&cmd);
	if (!f)
		return "llfuzz --version failed";
	char line[256];
	bool sanitized = false, tricks = false, any = false;
	while (fgets(line, sizeof line, f)) {
		any = true;
		if (strstr(line, "sanitizers"))
			sanitized = true;
		if (strstr(line, "start-up"))
			tricks = true;
	}
	if (pclose(f) != 0 || !any)
		return "llfuzz --version failed";
	if (release && sanitized)
		return "the binary under test is sanitized";
	if (startup && !tricks)
		return "the binary under test is linked without the start-up tricks (STARTUP=0)";
	return NULL;
}

static bool
on_path(const char *tool)
{
	if (strchr(tool, '/'))
		return access(tool, X_OK) == 0;
	const char *path = getenv("PATH");
	if (!path)
		path = "/usr/bin:/bin";
	bool found = false;
	struct sbuf cand = {0};
	for (const char *p = path; !found;) {
		const char *colon = strchr(p, ':');
		size_t n = colon ? (size_t)(colon - p) : strlen(p);
		cand.n = 0;
		if (n == 0)
			sb_puts(&cand, ".");
		else
			sb_add(&cand, p, n);
		sb_printf(&cand, "/%s", tool);
		struct stat st;
		found = stat(cand.p, &st) == 0 && S_ISREG(st.st_mode) && access(cand.p, X_OK) == 0;
		if (!colon)
			break;
		p = colon + 1;
	}
	sb_free(&cand);
	return found;
}

/* The environment of a RUN: ours, with LLFUZZ_BIN set to the binary used. */
static char **
make_env(const char *bin, char **storage)
{
	size_t n = 0;
	while (environ[n])
		n++;
	char **env = xrealloc(NULL, (n + 2) * sizeof *env);
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		if (strncmp(environ[i], "LLFUZZ_BIN=", 11) != 0 || !bin)
			env[k++] = environ[i];
	*storage = NULL;
	if (bin) {
		struct sbuf s = {0};
		sb_printf(&s, "LLFUZZ_BIN=%s", bin);
		*storage = s.p;
		env[k++] = s.p;
	}
	env[k] = NULL;
	return env;
}

/*
 * Run RUN #i+1 of g and check its expectations. Returns false after appending the
 * failure report to msg.
 */
static bool
run_one(const struct golden *g, size_t i, const char *name, const char *path, const char *dir,
        const char *tmpdir, const char *bin, char **env, struct sbuf *msg)
{
	const struct run *r = &g->runs[i];
	struct sbuf tmp = {0}, cmd = {0}, err = {0};
	struct report rep = {.out_focus = NO_LINE, .err_focus = NO_LINE, .shown = g->shown};
	struct outcome o = {0};
	sb_printf(&tmp, "%s/t%zu", tmpdir, i + 1);
	struct subst s = {.path = path, .dir = dir, .tmp = tmp.p, .tmpdir = tmpdir, .bin = bin};
	int timeout = r->timeout ? r->timeout : g->timeout;

	if (!expand_command(sb_str(&r->cmd), &s, &cmd, &err)) {
		fail_at(&rep, r->line, "RUN: %s", sb_str(&err));
	} else {
		run_command(cmd.p, env, tmpdir, timeout, &o);
		if (!o.started) {
			fail_at(&rep, r->line, "RUN: could not run the command: %s", o.why);
		} else if (o.timed_out) {
			fail_at(&rep, r->line, "RUN: timed out after %d s (TIMEOUT: %d) and was killed; the "
			        "other expectations of this RUN were not checked", timeout, timeout);
		} else {
			check_sanitizer(r, &o, &rep);
			check_exit(r, &o, &rep);
			check_diags(r, &o, &rep);
			check_stdout(r, &o, &rep);
			check_stderr(r, &o, &rep);
		}
	}

	if (rep.nfails) {
		sb_printf(msg, "golden test %s failed (%d problem%s)\n", name, rep.nfails,
		          rep.nfails == 1 ? "" : "s");
		sb_printf(msg, "  file:    %s\n", path);
		sb_printf(msg, "  RUN #%zu (line %d): %s\n", i + 1, r->line, sb_str(&r->cmd));
		if (o.started) {
			char desc[160];
			exit_status(o.status, desc, sizeof desc);
			sb_printf(msg, "  command: %s\n", cmd.p);
			sb_printf(msg, "  result:  %s%s, %.2f s\n", o.timed_out ? "timed out, " : "", desc,
			          o.seconds);
		}
		sb_puts(msg, sb_str(&rep.fails));
		if (o.started) {
			show_stream(msg, "stdout", &o.out, rep.out_focus);
			show_stream(msg, "stderr", &o.err, rep.err_focus);
		}
	}
	bool ok = rep.nfails == 0;
	sb_free(&rep.fails);
	outcome_free(&o);
	sb_free(&tmp);
	sb_free(&cmd);
	sb_free(&err);
	return ok;
}

/*
 * Run the golden test `name` at `path`. Returns 0 on success, 1 on failure (message
 * in *msg), 2 if it is to be skipped (reason in *msg).
 */
static int
golden_run(const char *path, const char *name, struct sbuf *msg)
{
	/* the file as messages show it: below the repository root */
	struct sbuf shown = {0};
	char *top = repo_root();
	size_t ntop = strlen(top);
	if (!strncmp(path, top, ntop) && path[ntop] == '/')
		sb_puts(&shown, path + ntop + 1);
	else
		sb_printf(&shown, "tests/golden/%s.ll", name);
	free(top);
	size_t len;
	char *text = read_file(path, &len);
	if (!text) {
		sb_printf(msg, "golden test %s: cannot read %s: %s\n", name, path, strerror(errno));
		sb_free(&shown);
		return 1;
	}

	struct golden g = {.shown = shown.p, .timeout = DEFAULT_TIMEOUT};
	if (memchr(text, '\0', len))
		file_error(&g, 0, "the file contains a NUL byte");
	else
		parse_file(&g, text);
	free(text);
	int result = 0;
	if (g.errs.n) {
		sb_printf(msg, "golden test %s: the test file is malformed:\n%s", name, sb_str(&g.errs));
		result = 1;
		goto out;
	}
	char *root = repo_root();
	char *bin = NULL;
	const char *envbin = getenv("LLFUZZ_BIN");
	if (envbin && *envbin) {
		bin = xstrdup(envbin);
	} else {
		struct sbuf b = {0};
		sb_printf(&b, "%s/build/asan/llfuzz", root);
		if (access(b.p, X_OK) == 0)
			bin = xstrdup(b.p);
		sb_free(&b);
	}
	free(root);
	for (size_t i = 0; i < g.nreq; i++) {
		const char *why = lacks_feature(bin, g.requires[i]);
		if (!why && strcmp(g.requires[i], "release-build") && strcmp(g.requires[i], "startup") &&
		    !on_path(g.requires[i]))
			why = "not found on PATH";
		if (why) {
			sb_printf(msg, "%s: REQUIRES %s, %s", name, g.requires[i], why);
			free(bin);
			result = 2;
			goto out;
		}
	}
	char *envstr;
	char **env = make_env(bin, &envstr);

	char *dir = xstrdup(path);
	char *slash = strrchr(dir, '/');
	if (slash)
		*slash = '\0';
	const char *tbase = getenv("TMPDIR");
	struct sbuf tmpdir = {0};
	sb_printf(&tmpdir, "%s/llfuzz-golden-XXXXXX", tbase && *tbase ? tbase : "/tmp");
	if (!mkdtemp(tmpdir.p)) {
		sb_printf(msg, "golden test %s: mkdtemp %s: %s\n", name, tmpdir.p, strerror(errno));
		result = 1;
		goto cleanup;
	}

	for (size_t i = 0; i < g.nruns && result == 0; i++)
		if (!run_one(&g, i, name, path, dir, tmpdir.p, bin, env, msg))
			result = 1;
	remove_tree(tmpdir.p, 0);

cleanup:
	sb_free(&tmpdir);
	free(dir);
	free(env);
	free(envstr);
	free(bin);
out:
	golden_free(&g);
	sb_free(&shown);
	return result;
}

ParameterizedTest(struct golden_case *gc, golden, file)
{
	if (!gc->path) {
		cr_expect_fail("%s", gc->name);
		return;
	}
	cr_log_info("golden test %s", gc->name);
	struct sbuf msg = {0};
	int result = golden_run(gc->path, gc->name, &msg);
	if (result == 1) {
		cr_expect_fail("%s", sb_str(&msg));
	} else if (result == 2) {
		/* cr_skip_test does not return: keep nothing on the heap. */
		char reason[512];
		snprintf(reason, sizeof reason, "%s", sb_str(&msg));
		sb_free(&msg);
		cr_skip_test("%s", reason);
	}
	sb_free(&msg);
}
