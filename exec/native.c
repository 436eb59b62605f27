/* native.c -- compiled engines: a module compiled by an LLVM tool (llc or
 * clang, any installed version, any target llfuzz can run) and run on many
 * (function, input) records by a small runner.  The protocol and the API are
 * described in exec/exec.h ("native runner"); the pieces here, in the order
 * a batch uses them:
 *
 *   the engine (ex_native_new): the tool's LLVM version, the target's triple
 *     and datalayout (asked of the clang of the same version), the C compiler
 *     and emulator for the target, the runner object (cached);
 *   the module text: the module as printed, then one entry wrapper per test
 *     function and the tables of entries and observable globals;
 *   the batch (ex_native_run): compile, link, write the records, run, read
 *     the runner's output file.
 *
 * Why a forked child per batch (and per crash) rather than a process per
 * record: a fork of the small runner costs ~0.1 ms natively and a few ms
 * under qemu, an exec of it ~1 ms natively and ~10-20 ms under qemu; records
 * themselves cost microseconds.  The child writes each record's result into
 * a file shared with its parent (MAP_SHARED), status word last, so a crash
 * loses nothing of the records before it; the parent alone holds the
 * pristine state and decides what the death of a child means.
 *
 * The runner's files (little endian; both sides must agree, so the format is
 * versioned by the magic words):
 *   in:  "LLFZIN01", u32 nrec, u32 cpu_ms, u32 wall_ms, u32 0,
 *        then per record: u32 entry, u32 nin, nin bytes
 *   out: a 64-byte header "LLFZOUT1", u32 nrec, u32 nglobals, u32 record in
 *        progress, u32 finished, u64 file size; u64 size of each global;
 *        u64 offset of each record's slot; the slots (16-aligned):
 *        u32 status, u32 code, u64 0, the result bytes, the globals' bytes.
 */
#include "exec/exec.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

/* The runner (compiled once per C compiler and target; see the cache). */
static const char runner_src[] =
    "/* llfuzz native runner, protocol 1 (the source is a string in llfuzz's exec/native.c).\n"
    " * usage: runner IN OUT.  Links with an object that defines the tables\n"
    " * below (exec/native.c writes them next to the entry wrappers). */\n"
    "#define _GNU_SOURCE\n"
    "/* LLFUZZ_RUNNER_INTERP: the variant lli's interpreter runs (lli-V\n"
    " * -force-interpreter): no inline asm, no calls to variadic external\n"
    " * functions (open, fprintf), which the interpreter cannot make.  Its\n"
    " * stores reach memory in program order, so no barrier is needed there. */\n"
    "#ifdef LLFUZZ_RUNNER_INTERP\n"
    "#define BARRIER() ((void)0)\n"
    "#else\n"
    "#define BARRIER() __asm__ volatile(\"\" ::: \"memory\")\n"
    "#endif\n"
    "#include <errno.h>\n"
    "#include <fcntl.h>\n"
    "#include <signal.h>\n"
    "#include <stdint.h>\n"
    "#include <stdio.h>\n"
    "#include <stdlib.h>\n"
    "#include <string.h>\n"
    "#include <sys/mman.h>\n"
    "#include <sys/resource.h>\n"
    "#include <sys/stat.h>\n"
    "#include <sys/time.h>\n"
    "#include <sys/wait.h>\n"
    "#include <time.h>\n"
    "#include <unistd.h>\n"
    "\n"
    "typedef struct { uint64_t in_size, out_size; } Entry;\n"
    "/* test function k on the arguments at in, its result to out */\n"
    "extern void __llfuzz_call(uint64_t k, void *in, void *out);\n"
    "typedef struct { void *addr; uint64_t size; } Glob;\n"
    "extern const Entry __llfuzz_entries[];\n"
    "extern const uint64_t __llfuzz_nentries;\n"
    "extern const Glob __llfuzz_globals[];\n"
    "extern const uint64_t __llfuzz_nglobals;\n"    "#ifdef LLFUZZ_RUNNER_INTERP\n"
    "extern const unsigned char *const __llfuzz_gmask[];\n"
    "#endif\n"
    "\n"
    "enum { ST_NOT_RUN, ST_OK, ST_CRASH, ST_HANG, ST_EXIT };\n"
    "enum { HDR = 64 };\n"
    "\n"
    "static uint32_t rd32(const unsigned char *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }\n"
    "static void wr32(unsigned char *p, uint32_t v) { for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> 8 * i); }\n"
    "static void wr64(unsigned char *p, uint64_t v) { for (int i = 0; i < 8; i++) p[i] = (unsigned char)(v >> 8 * i); }\n"
    "\n"
    "#if defined(__x86_64__) && !defined(LLFUZZ_RUNNER_INTERP)\n"
    "/* LLVM 14's x86 code converts half through compiler-rt's __gnu_h2f_ieee and\n"
    " * __gnu_f2h_ieee, which x86's libgcc lacks (it has __extendhfsf2 and\n"
    " * __truncsfhf2, what later LLVMs call): the IEEE conversions, here */\n"
    "float __gnu_h2f_ieee(uint16_t h);\n"
    "uint16_t __gnu_f2h_ieee(float f);\n"
    "float __gnu_h2f_ieee(uint16_t h) { _Float16 x; memcpy(&x, &h, 2); return (float)x; }\n"
    "uint16_t __gnu_f2h_ieee(float f) { _Float16 x = (_Float16)f; uint16_t h; memcpy(&h, &x, 2); return h; }\n"
    "#endif\n"
    "\n"
    "static void say(const char *s) { size_t n = strlen(s); while (n) { ssize_t w = write(2, s, n); if (w <= 0) return; s += w; n -= (size_t)w; } }\n"
    "static void die(const char *msg) { say(\"llfuzz-runner: \"); say(msg); say(\"\\n\"); exit(3); }\n"
    "#ifdef LLFUZZ_RUNNER_INTERP\n"
    "/* \"\\nllfuzz-runner: record K\\n\" on stderr before record K runs: what lli\n"
    " * writes from there on (until the next such line) is about record K */\n"
    "static void mark(uint32_t k)\n"
    "{\n"
    "    char line[64], *q = line + sizeof line;\n"
    "    *--q = 0;\n"
    "    *--q = '\\n';\n"
    "    do\n"
    "        *--q = (char)('0' + k % 10);\n"
    "    while (k /= 10);\n"
    "    say(\"\\nllfuzz-runner: record \");\n"
    "    say(q);\n"
    "}\n"
    "#endif\n"
    "\n"
    "/* open(2) is variadic: the interpreter variant opens through stdio */\n"
    "static int open_file(const char *path, int out)\n"
    "{\n"
    "#ifdef LLFUZZ_RUNNER_INTERP\n"
    "    FILE *f = fopen(path, out ? \"w+b\" : \"rb\");\n"
    "    return f ? fileno(f) : -1; /* the FILE is never closed: its descriptor is closed below */\n"
    "#else\n"
    "    return out ? open(path, O_RDWR | O_CREAT | O_TRUNC, 0600) : open(path, O_RDONLY);\n"
    "#endif\n"
    "}\n"
    "\n"
    "static unsigned char *out_map;\n"
    "static volatile uint32_t *cur_p;    /* the record in progress (header word) */\n"
    "static uint32_t nrec;\n"
    "static uint32_t *rec_entry;\n"
    "static unsigned char **rec_in;\n"
    "static uint64_t *slot_off;\n"
    "static unsigned char *ginit;\n"
    "static uint64_t *goff;\n"
    "static uint32_t cpu_ms, wall_ms;\n"
    "\n"
    "static void set_status(uint32_t k, uint32_t st, uint32_t code)\n"
    "{\n"
    "    unsigned char *s = out_map + slot_off[k];\n"
    "    wr32(s + 4, code);\n"
    "    BARRIER(); /* the status last */\n"
    "    wr32(s, st);\n"
    "}\n"
    "\n"
    "static void run_from(uint32_t first)\n"
    "{\n"
    "    struct rlimit rl = {0, 0};\n"
    "    setrlimit(RLIMIT_NPROC, &rl);   /* no new processes (ignored for root) */\n"
    "    sigset_t none;\n"
    "    sigemptyset(&none);\n"
    "    sigprocmask(SIG_SETMASK, &none, NULL);\n"
    "    uint64_t ng = __llfuzz_nglobals;\n"
    "    for (uint32_t k = first; k < nrec; k++) {\n"
    "        *cur_p = k;\n"
    "#ifdef LLFUZZ_RUNNER_INTERP\n"
    "        mark(k);\n"
    "#endif\n"
    "        for (uint64_t g = 0; g < ng; g++)\n"
    "            memcpy(__llfuzz_globals[g].addr, ginit + goff[g], __llfuzz_globals[g].size);\n"
    "        struct itimerval it = {{0, 0}, {cpu_ms / 1000, (cpu_ms % 1000) * 1000}};\n"
    "        setitimer(ITIMER_PROF, &it, NULL);\n"
    "        const Entry *e = &__llfuzz_entries[rec_entry[k]];\n"
    "        unsigned char *s = out_map + slot_off[k];\n"
    "        __llfuzz_call(rec_entry[k], rec_in[k], s + 16);\n"
    "        unsigned char *gb = s + 16 + e->out_size;\n"
    "        for (uint64_t g = 0; g < ng; g++)\n"
    "            memcpy(gb + goff[g], __llfuzz_globals[g].addr, __llfuzz_globals[g].size);\n"
    "        BARRIER();\n"
    "        set_status(k, ST_OK, 0);\n"
    "    }\n"
    "    struct itimerval off = {{0, 0}, {0, 0}};\n"
    "    setitimer(ITIMER_PROF, &off, NULL);\n"
    "    _exit(0);\n"
    "}\n"
    "\n"
    "static double now(void)\n"
    "{\n"
    "    struct timespec ts;\n"
    "    clock_gettime(CLOCK_MONOTONIC, &ts);\n"
    "    return ts.tv_sec + ts.tv_nsec * 1e-9;\n"
    "}\n"
    "\n"
    "int main(int argc, char **argv)\n"
    "{\n"
    "    if (argc != 3)\n"
    "        die(\"usage: runner IN OUT\");\n"
    "    int fd = open_file(argv[1], 0);\n"
    "    struct stat st;\n"
    "    if (fd < 0 || fstat(fd, &st) != 0)\n"
    "        die(\"cannot open the input\");\n"
    "    size_t insz = (size_t)st.st_size;\n"
    "    unsigned char *in = malloc(insz + 1);\n"
    "    size_t got = 0;\n"
    "    while (got < insz) {\n"
    "        ssize_t n = read(fd, in + got, insz - got);\n"
    "        if (n <= 0)\n"
    "            die(\"cannot read the input\");\n"
    "        got += (size_t)n;\n"
    "    }\n"
    "    close(fd);\n"
    "    if (insz < 24 || memcmp(in, \"LLFZIN01\", 8) != 0)\n"
    "        die(\"bad input header\");\n"
    "    nrec = rd32(in + 8);\n"
    "    cpu_ms = rd32(in + 12);\n"
    "    wall_ms = rd32(in + 16);\n"
    "    uint64_t ne = __llfuzz_nentries, ng = __llfuzz_nglobals;\n"
    "    rec_entry = calloc(nrec + 1, sizeof *rec_entry);\n"
    "    rec_in = calloc(nrec + 1, sizeof *rec_in);\n"
    "    slot_off = calloc(nrec + 1, sizeof *slot_off);\n"
    "    goff = calloc(ng + 1, sizeof *goff);\n"
    "    if (!rec_entry || !rec_in || !slot_off || !goff)\n"
    "        die(\"out of memory\");\n"
    "    uint64_t gtotal = 0;\n"
    "    for (uint64_t g = 0; g < ng; g++) {\n"
    "        goff[g] = gtotal;\n"
    "        gtotal += __llfuzz_globals[g].size;\n"
    "    }\n"
    "    size_t pos = 24;\n"
    "    uint64_t off = HDR + 8 * (uint64_t)ng + 8 * (uint64_t)nrec;\n"
    "    off = (off + 15) & ~(uint64_t)15;\n"
    "    for (uint32_t k = 0; k < nrec; k++) {\n"
    "        if (pos + 8 > insz)\n"
    "            die(\"truncated input\");\n"
    "        uint32_t e = rd32(in + pos), n = rd32(in + pos + 4);\n"
    "        pos += 8;\n"
    "        if (e >= ne || n != __llfuzz_entries[e].in_size || pos + n > insz)\n"
    "            die(\"bad record (entry index or input size)\");\n"
    "        rec_entry[k] = e;\n"
    "        rec_in[k] = in + pos;\n"
    "        pos += n;\n"
    "        slot_off[k] = off;\n"
    "        off += 16 + __llfuzz_entries[e].out_size + gtotal;\n"
    "        off = (off + 15) & ~(uint64_t)15;\n"
    "    }\n"
    "    uint64_t total = off;\n"
    "    int ofd = open_file(argv[2], 1);\n"
    "    if (ofd < 0 || ftruncate(ofd, (off_t)total) != 0)\n"
    "        die(\"cannot make the output\");\n"
    "    out_map = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_SHARED, ofd, 0);\n"
    "    if (out_map == MAP_FAILED)\n"
    "        die(\"cannot map the output\");\n"
    "    close(ofd);\n"
    "    memcpy(out_map, \"LLFZOUT1\", 8);\n"
    "    wr32(out_map + 8, nrec);\n"
    "    wr32(out_map + 12, (uint32_t)ng);\n"
    "    cur_p = (volatile uint32_t *)(out_map + 16);\n"
    "    wr64(out_map + 24, total);\n"
    "    for (uint64_t g = 0; g < ng; g++)\n"
    "        wr64(out_map + HDR + 8 * g, __llfuzz_globals[g].size);\n"
    "    for (uint32_t k = 0; k < nrec; k++)\n"
    "        wr64(out_map + HDR + 8 * ng + 8 * (uint64_t)k, slot_off[k]);\n"
    "    /* the globals' initial image, restored before every record */\n"
    "    ginit = malloc(gtotal + 1);\n"
    "    if (!ginit)\n"
    "        die(\"out of memory\");\n"
    "    for (uint64_t g = 0; g < ng; g++)\n"
    "        memcpy(ginit + goff[g], __llfuzz_globals[g].addr, __llfuzz_globals[g].size);\n"    "#ifdef LLFUZZ_RUNNER_INTERP\n"
    "    /* the interpreter leaves the padding of a global's initializer as\n"
    "     * malloc gave it: zero it as a compiler would (a mask per global with\n"
    "     * padding, 0 on its padding bytes) */\n"
    "    for (uint64_t g = 0; g < ng; g++)\n"
    "        if (__llfuzz_gmask[g])\n"
    "            for (uint64_t i = 0; i < __llfuzz_globals[g].size; i++)\n"
    "                ginit[goff[g] + i] &= __llfuzz_gmask[g][i];\n"
    "#endif\n"
    "\n"
    "    sigset_t chld;\n"
    "    sigemptyset(&chld);\n"
    "    sigaddset(&chld, SIGCHLD);\n"
    "    sigprocmask(SIG_BLOCK, &chld, NULL);\n"
    "    double wall = wall_ms / 1000.0;\n"
    "    uint32_t next = 0;\n"
    "    while (next < nrec) {\n"
    "        *cur_p = next;\n"
    "        fflush(NULL);\n"
    "        pid_t pid = fork();\n"
    "        if (pid < 0)\n"
    "            die(\"cannot fork\");\n"
    "        if (pid == 0)\n"
    "            run_from(next);\n"
    "        uint32_t seen = next;\n"
    "        double since = now();\n"
    "        int status = 0, killed = 0;\n"
    "        for (;;) {\n"
    "            struct timespec ts = {0, 20 * 1000 * 1000};\n"
    "            sigtimedwait(&chld, NULL, &ts);\n"
    "            pid_t r = waitpid(pid, &status, WNOHANG);\n"
    "            if (r == pid)\n"
    "                break;\n"
    "            if (r < 0 && errno != EINTR)\n"
    "                die(\"waitpid failed\");\n"
    "            uint32_t c = *cur_p;\n"
    "            if (c != seen) {\n"
    "                seen = c;\n"
    "                since = now();\n"
    "            } else if (!killed && now() - since > wall) {\n"
    "                kill(pid, SIGKILL);\n"
    "                killed = 1;\n"
    "            }\n"
    "        }\n"
    "        uint32_t k = *cur_p;\n"
    "        if (k >= nrec)\n"
    "            die(\"bad record index from the child\");\n"
    "        uint32_t s = rd32(out_map + slot_off[k]);\n"
    "        if (s != ST_OK) {\n"
    "            if (killed)\n"
    "                set_status(k, ST_HANG, 0);\n"
    "            else if (WIFSIGNALED(status))\n"
    "                set_status(k, WTERMSIG(status) == SIGPROF ? ST_HANG : ST_CRASH,\n"
    "                           WTERMSIG(status) == SIGPROF ? 0 : (uint32_t)WTERMSIG(status));\n"
    "            else\n"
    "                set_status(k, ST_EXIT, (uint32_t)WEXITSTATUS(status));\n"
    "        }\n"
    "        next = k + 1;\n"
    "    }\n"
    "    wr32(out_map + 20, 1); /* finished */\n"
    "    if (msync(out_map, total, MS_SYNC) != 0)\n"
    "        die(\"cannot write the output\");\n"
    "    return 0;\n"
    "}\n";

enum { ST_NOT_RUN, ST_OK, ST_CRASH, ST_HANG, ST_EXIT };
enum { OUT_HDR = 64, SLOT_HDR = 16 };

/* ------------------------------------------------------------ helpers */

static double
now_sec(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* A NULL-terminated argument vector of heap strings. */
typedef struct Argv {
    char **v;
    int n, cap;
} Argv;

static void
argv_add(Argv *a, const char *s)
{
    if (a->n + 2 > a->cap) {
        a->cap = a->cap ? 2 * a->cap : 16;
        a->v = ir_realloc(a->v, (size_t)a->cap * sizeof *a->v);
    }
    a->v[a->n++] = ir_strdup(s);
    a->v[a->n] = NULL;
}

static void
argv_free(Argv *a)
{
    for (int i = 0; i < a->n; i++)
        ir_free(a->v[i]);
    ir_free(a->v);
    memset(a, 0, sizeof *a);
}

/* Words of s (split at blanks) appended to a. */
static void
argv_split(Argv *a, const char *s)
{
    while (s && *s) {
        while (*s == ' ' || *s == '\t' || *s == '\n')
            s++;
        const char *e = s;
        while (*e && *e != ' ' && *e != '\t' && *e != '\n')
            e++;
        if (e > s) {
            char *w = ir_malloc((size_t)(e - s) + 1);
            memcpy(w, s, (size_t)(e - s));
            w[e - s] = 0;
            argv_add(a, w);
            ir_free(w);
        }
        s = e;
    }
}

static int
argv_has_prefix(const Argv *a, const char *prefix)
{
    for (int i = 0; i < a->n; i++)
        if (strncmp(a->v[i], prefix, strlen(prefix)) == 0)
            return 1;
    return 0;
}

/* Is name (or a path) an executable on PATH? */
static int
on_path(const char *name)
{
    if (strchr(name, '/'))
        return access(name, X_OK) == 0;
    const char *path = getenv("PATH");
    if (!path)
        path = "/usr/bin:/bin";
    IrBuf b = {0};
    int found = 0;
    while (!found && *path) {
        const char *e = strchr(path, ':');
        size_t n = e ? (size_t)(e - path) : strlen(path);
        b.len = 0;
        ir_buf_printf(&b, "%.*s/%s", (int)n, path, name);
        ir_buf_putc(&b, 0);
        found = access(b.p, X_OK) == 0;
        path += n + (e ? 1 : 0);
    }
    ir_buf_free(&b);
    return found;
}

static char *
path_in(const char *dir, const char *name)
{
    IrBuf b = {0};
    ir_buf_printf(&b, "%s/%s", dir, name);
    ir_buf_putc(&b, 0);
    return b.p;
}

/* "what: " then the first lines of a process's stderr (or stdout) into msg. */
static void
proc_msg(char *msg, size_t len, const char *what, const ExProc *p)
{
    IrBuf b = {0};
    ir_buf_puts(&b, what);
    const char *text = p->nerr ? p->err : p->out;
    int lines = 0;
    for (const char *s = text; *s && lines < 30 && b.len < len - 1; lines++) {
        const char *e = strchr(s, '\n');
        size_t n = e ? (size_t)(e - s) : strlen(s);
        ir_buf_puts(&b, "\n  ");
        ir_buf_put(&b, s, n);
        s += n + (e ? 1 : 0);
    }
    ir_buf_putc(&b, 0);
    snprintf(msg, len, "%s", b.p);
    ir_buf_free(&b);
}

static void
proc_status_text(IrBuf *b, const char *name, const ExProc *p)
{
    switch (p->status) {
    case EX_PROC_EXITED: ir_buf_printf(b, "%s exited with status %d", name, p->code); break;
    case EX_PROC_SIGNALED: ir_buf_printf(b, "%s died of signal %d (%s)", name, p->code, strsignal(p->code)); break;
    case EX_PROC_TIMEOUT: ir_buf_printf(b, "%s ran past its timeout (%.1f s)", name, p->wall); break;
    case EX_PROC_FAILED: ir_buf_printf(b, "%s could not start", name); break;
    }
}

static uint32_t
rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t
rd64(const uint8_t *p)
{
    return rd32(p) | (uint64_t)rd32(p + 4) << 32;
}

static void
put32(IrBuf *b, uint32_t v)
{
    uint8_t x[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    ir_buf_put(b, x, 4);
}

/* ------------------------------------------------------------ the engine */

struct ExNative {
    char *tool;
    Argv args;
    int is_clang;
    int is_lli;         /* lli: the module and the runner (as IR) run in the JIT */
    int is_interp;      /* lli -force-interpreter: the runner and the module linked
                           into one (llvm-link of the version) */
    char *linker;       /* is_interp: llvm-link-V */
    int version;
    char *triple, *datalayout, *arch;
    int cross;
    char *cc, *emulator;
    char *runner_obj;
    ExLimits tool_lim, run_lim;
    double record_timeout;
    int keep_files;
};

static const char *
base_name(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

/* Run argv briefly (tool probes): 0 and the process, or -1 with err set. */
static int
probe(char *const argv[], ExProc *p, char *err, size_t errlen)
{
    ExLimits lim = {.timeout = 30};
    if (ex_proc_run(argv, NULL, NULL, &lim, p) != 0) {
        snprintf(err, errlen, "%s", p->err);
        ex_proc_free(p);
        return -1;
    }
    if (p->status != EX_PROC_EXITED || p->code != 0) {
        IrBuf b = {0};
        proc_status_text(&b, argv[0], p);
        ir_buf_putc(&b, 0);
        proc_msg(err, errlen, b.p, p);
        ir_buf_free(&b);
        ex_proc_free(p);
        return -1;
    }
    return 0;
}

/* What `tool --version` prints (malloc'd; from the cache when it has it),
 * or NULL with err set. */
static char *
version_text(char *tool, char *err, size_t errlen)
{
    char *text = ex_version_cached(tool);
    if (text)
        return text;
    char *argv[] = {tool, "--version", NULL};
    ExProc p;
    if (probe(argv, &p, err, errlen) != 0)
        return NULL;
    ex_version_store(tool, p.out);
    text = ir_strdup(p.out);
    ex_proc_free(&p);
    return text;
}

/* The LLVM major version in `tool --version` ("LLVM version 14.0.6",
 * "clang version 22.1.8"). */
static int
tool_version(ExNative *nx, char *err, size_t errlen)
{
    char *text = version_text(nx->tool, err, errlen);
    if (!text)
        return -1;
    const char *s = text;
    int v = 0;
    while ((s = strstr(s, "version ")) != NULL) {
        s += 8;
        if (*s >= '0' && *s <= '9') {
            v = atoi(s);
            break;
        }
    }
    ir_free(text);
    if (!v) {
        snprintf(err, errlen, "%s --version does not say which LLVM version it is", nx->tool);
        return -1;
    }
    return v;
}

/* The program `name` of the tool's version: in the same directory with the
 * same suffix (llc-22 -> clang-22, lli-22 -> llvm-link-22). */
static char *
sibling_tool(const ExNative *nx, const char *name)
{
    const char *b = base_name(nx->tool);
    IrBuf out = {0};
    ir_buf_put(&out, nx->tool, (size_t)(b - nx->tool));
    if (strncmp(b, "llc", 3) == 0 || strncmp(b, "lli", 3) == 0)
        ir_buf_printf(&out, "%s%s", name, b + 3);
    else
        ir_buf_printf(&out, "%s-%d", name, nx->version);
    ir_buf_putc(&out, 0);
    return out.p;
}

/* The clang of the tool's version: the tool itself, or its sibling. */
static char *
clang_for(const ExNative *nx)
{
    return nx->is_clang ? ir_strdup(nx->tool) : sibling_tool(nx, "clang");
}

static char *
quoted_after(const char *text, const char *key)
{
    const char *s = strstr(text, key);
    if (!s)
        return NULL;
    s = strchr(s, '"');
    if (!s)
        return NULL;
    const char *e = strchr(s + 1, '"');
    if (!e)
        return NULL;
    char *r = ir_malloc((size_t)(e - s));
    memcpy(r, s + 1, (size_t)(e - s - 1));
    r[e - s - 1] = 0;
    return r;
}

static int
target_layout(ExNative *nx, const char *triple, char *err, size_t errlen)
{
    char *clang = clang_for(nx);
    Argv a = {0};
    argv_add(&a, clang);
    if (triple) {
        IrBuf t = {0};
        ir_buf_printf(&t, "--target=%s", triple);
        ir_buf_putc(&t, 0);
        argv_add(&a, t.p);
        ir_buf_free(&t);
    }
    const char *rest[] = {"-S", "-emit-llvm", "-x", "c", "/dev/null", "-o", "-"};
    for (size_t i = 0; i < sizeof rest / sizeof rest[0]; i++)
        argv_add(&a, rest[i]);
    ExProc p;
    int r = probe(a.v, &p, err, errlen);
    argv_free(&a);
    if (r != 0) {
        ir_free(clang);
        return -1;
    }
    nx->datalayout = quoted_after(p.out, "target datalayout");
    nx->triple = quoted_after(p.out, "target triple");
    ex_proc_free(&p);
    if (!nx->datalayout || !nx->triple) {
        snprintf(err, errlen, "%s did not tell the target's datalayout and triple", clang);
        ir_free(clang);
        return -1;
    }
    ir_free(clang);
    return 0;
}

/* The runner object for nx->cc, from the cache or compiled into it.  lli
 * takes it as IR from the clang of its version: at -O2 for the JIT, at -O0
 * with LLFUZZ_RUNNER_INTERP for the interpreter (-O2 vectorizes into a
 * `freeze <4 x ptr>` the interpreter cannot run). */
static int
runner_object(ExNative *nx, char *err, size_t errlen)
{
    char *ver = version_text(nx->cc, err, errlen);
    if (!ver)
        return -1;
    /* the flags of each variant (below) are part of its name */
    const char *variant = nx->is_interp ? "-O0 -ffp-contract=off -DLLFUZZ_RUNNER_INTERP -S -emit-llvm"
                        : nx->is_lli ? "-O2 -S -emit-llvm" : "-O2 -c";
    uint64_t h = ir_hash(runner_src, sizeof runner_src);
    h = ir_hash_more(h, nx->cc, strlen(nx->cc) + 1);
    h = ir_hash_more(h, ver, strlen(ver));
    h = ir_hash_more(h, variant, strlen(variant) + 1);
    ir_free(ver);
    char *dir = ex_cache_dir(err, errlen);
    if (!dir)
        return -1;
    IrBuf obj = {0}, src = {0}, part = {0};
    const char *ext = nx->is_lli ? "ll" : "o";
    ir_buf_printf(&obj, "%s/runner-%016llx.%s", dir, (unsigned long long)h, ext);
    ir_buf_putc(&obj, 0);
    ir_free(dir);
    nx->runner_obj = obj.p;
    if (access(nx->runner_obj, R_OK) == 0)
        return 0;
    /* compile beside it under a private name, then rename: concurrent
     * llfuzz processes never see half an object */
    ir_buf_printf(&src, "%s.%ld.c", nx->runner_obj, (long)getpid());
    ir_buf_putc(&src, 0);
    ir_buf_printf(&part, "%s.%ld.%s", nx->runner_obj, (long)getpid(), ext);
    ir_buf_putc(&part, 0);
    int r = -1;
    if (ex_write_file(src.p, runner_src, sizeof runner_src - 1) != 0) {
        snprintf(err, errlen, "cannot write %s", src.p);
    } else {
        /* lli: the runner as IR of the tool's version, from its clang */
        char *clang = nx->is_lli ? clang_for(nx) : NULL;
        char *cc[] = {nx->cc, "-O2", "-w", "-std=gnu11", "-c", src.p, "-o", part.p, NULL};
        char *ccl[] = {clang, "-O2", "-w", "-std=gnu11", "-S", "-emit-llvm", src.p, "-o", part.p, NULL};
        /* -ffp-contract=off: no llvm.fmuladd, which the interpreter lacks */
        char *cci[] = {clang, "-O0", "-ffp-contract=off", "-DLLFUZZ_RUNNER_INTERP", "-w", "-std=gnu11", "-S",
                       "-emit-llvm", src.p, "-o", part.p, NULL};
        ExLimits lim = {.timeout = 60};
        ExProc p;
        int rr = ex_proc_run(nx->is_interp ? cci : nx->is_lli ? ccl : cc, NULL, NULL, &lim, &p);
        ir_free(clang);
        if (rr != 0) {
            snprintf(err, errlen, "%s", p.err);
        } else if (p.status != EX_PROC_EXITED || p.code != 0) {
            proc_msg(err, errlen, "cannot compile the native runner:", &p);
        } else if (rename(part.p, nx->runner_obj) != 0) {
            snprintf(err, errlen, "cannot rename %s: %s", part.p, strerror(errno));
        } else {
            r = 0;
        }
        ex_proc_free(&p);
    }
    unlink(src.p);
    unlink(part.p);
    ir_buf_free(&src);
    ir_buf_free(&part);
    return r;
}

/* -mtriple=T / -mtriple T (llc), --target=T / -target T (clang) in args */
static const char *
triple_in_args(const Argv *a)
{
    for (int i = 0; i < a->n; i++) {
        const char *s = a->v[i];
        if (strncmp(s, "-mtriple=", 9) == 0)
            return s + 9;
        if (strncmp(s, "--target=", 9) == 0)
            return s + 9;
        if ((strcmp(s, "-mtriple") == 0 || strcmp(s, "-target") == 0) && i + 1 < a->n)
            return a->v[i + 1];
    }
    return NULL;
}

ExNative *
ex_native_new(const ExNativeConfig *cfg, char *err, size_t errlen)
{
    if (!cfg || !cfg->tool || !*cfg->tool) {
        snprintf(err, errlen, "no tool given");
        return NULL;
    }
    ExNative *nx = ir_calloc(1, sizeof *nx);
    nx->tool = ir_strdup(cfg->tool);
    if (cfg->argv)
        for (int i = 0; i < cfg->nargv; i++)
            argv_add(&nx->args, cfg->argv[i]);
    else
        argv_split(&nx->args, cfg->args);
    nx->is_clang = strstr(base_name(cfg->tool), "clang") != NULL;
    nx->is_lli = strncmp(base_name(cfg->tool), "lli", 3) == 0;
    nx->tool_lim = cfg->tool_lim;
    if (nx->tool_lim.timeout <= 0)
        nx->tool_lim.timeout = 60;
    nx->run_lim = cfg->run_lim;
    if (nx->run_lim.timeout <= 0)
        nx->run_lim.timeout = 120;
    /* LLFUZZ_KEEP_FILES=1: keep every batch's directory, to look at what lli
     * or the runner was given (a debug aid; the paths are not printed) */
    const char *keep = getenv("LLFUZZ_KEEP_FILES");
    nx->keep_files = cfg->keep_files || (keep && *keep && strcmp(keep, "0") != 0);
    for (int i = 0; nx->is_lli && i < nx->args.n; i++) {
        const char *a = nx->args.v[i];
        a += a[0] == '-' && a[1] == '-';
        if (strcmp(a, "-force-interpreter") == 0 || strcmp(a, "-force-interpreter=true") == 0 ||
            strcmp(a, "-force-interpreter=1") == 0)
            nx->is_interp = 1;
    }
    /* the interpreter runs code 100-1000x slower than the JIT: a record that
     * takes native code 10 ms of a loop is not a hang there */
    nx->record_timeout = cfg->record_timeout > 0 ? cfg->record_timeout : nx->is_interp ? 5 : 1;
    const char *triple = cfg->triple ? cfg->triple : triple_in_args(&nx->args);
    if ((nx->version = tool_version(nx, err, errlen)) < 0 || target_layout(nx, triple, err, errlen) != 0) {
        ex_native_free(nx);
        return NULL;
    }
    const char *dash = strchr(nx->triple, '-');
    size_t alen = dash ? (size_t)(dash - nx->triple) : strlen(nx->triple);
    nx->arch = ir_malloc(alen + 1);
    memcpy(nx->arch, nx->triple, alen);
    nx->arch[alen] = 0;
    struct utsname u;
    nx->cross = uname(&u) == 0 && strcmp(u.machine, nx->arch) != 0;
    if (nx->is_lli && (nx->cross || nx->version < 15)) {
        snprintf(err, errlen, "unsupported: %s: lli runs host code of LLVM 15 or later (opaque pointers) only",
                 nx->tool);
        ex_native_free(nx);
        return NULL;
    }
    IrBuf b = {0};
    if (cfg->cc)
        ir_buf_puts(&b, cfg->cc);
    else if (nx->cross)
        ir_buf_printf(&b, "%s-linux-gnu-gcc", nx->arch);
    else
        ir_buf_puts(&b, "cc");
    ir_buf_putc(&b, 0);
    nx->cc = b.p;
    if (nx->cross) {
        IrBuf e = {0};
        if (cfg->emulator)
            ir_buf_puts(&e, cfg->emulator);
        else
            ir_buf_printf(&e, "qemu-%s", nx->arch);
        ir_buf_putc(&e, 0);
        nx->emulator = e.p;
        if (!on_path(nx->emulator)) {
            snprintf(err, errlen, "cannot run %s code: %s is not installed", nx->arch, nx->emulator);
            ex_native_free(nx);
            return NULL;
        }
        if (nx->run_lim.mem == 0)
            nx->run_lim.mem = UINT64_MAX; /* qemu reserves the guest's address space */
    }
    if (!on_path(nx->cc)) {
        snprintf(err, errlen, "cannot link for %s: %s is not installed", nx->triple, nx->cc);
        ex_native_free(nx);
        return NULL;
    }
    if (nx->is_interp) {
        nx->linker = sibling_tool(nx, "llvm-link");
        if (!on_path(nx->linker)) {
            snprintf(err, errlen, "%s -force-interpreter needs %s to link the runner with the module: "
                     "it is not installed", nx->tool, nx->linker);
            ex_native_free(nx);
            return NULL;
        }
    }
    if (runner_object(nx, err, errlen) != 0) {
        ex_native_free(nx);
        return NULL;
    }
    return nx;
}

void
ex_native_free(ExNative *nx)
{
    if (!nx)
        return;
    ir_free(nx->tool);
    argv_free(&nx->args);
    ir_free(nx->triple);
    ir_free(nx->datalayout);
    ir_free(nx->arch);
    ir_free(nx->cc);
    ir_free(nx->emulator);
    ir_free(nx->runner_obj);
    ir_free(nx->linker);
    ir_free(nx);
}

const char *
ex_native_triple(const ExNative *nx)
{
    return nx->triple;
}

const char *
ex_native_datalayout(const ExNative *nx)
{
    return nx->datalayout;
}

int
ex_native_llvm_version(const ExNative *nx)
{
    return nx->version;
}

void
ex_native_expose_globals(IrModule *m)
{
    for (IrGlobal *g = m->globals; g; g = g->next)
        if (g->v.kind == IR_V_GLOBALVAR && g->init && !g->is_const &&
            (g->linkage == IR_LINK_INTERNAL || g->linkage == IR_LINK_PRIVATE))
            g->linkage = IR_LINK_EXTERNAL;
}

void
ex_native_symbolize(ExNative *nx, int on)
{
    nx->tool_lim.no_symbolize = !on;
}

int
ex_native_prepare(ExNative *nx, IrModule *m, char *err, size_t errlen)
{
    int same = m->triple && m->datalayout_str && strcmp(m->triple, nx->triple) == 0 &&
               strcmp(m->datalayout_str, nx->datalayout) == 0;
    if (same)
        return 0;
    if (ir_dl_parse(&m->dl, m->arena, nx->datalayout, err, errlen) != 0)
        return -1;
    m->datalayout_str = ir_arena_strdup(m->arena, nx->datalayout);
    m->triple = ir_arena_strdup(m->arena, nx->triple);
    return 1;
}

/* ------------------------------------------------- test functions */

/* Does t have a memory form the wrapper can load and store? */
static int
has_memory_form(const IrType *t, int depth)
{
    if (depth > 64)
        return 0;
    switch (t->kind) {
    case IR_TY_INT: case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FLOAT: case IR_TY_DOUBLE:
    case IR_TY_FP128: case IR_TY_X86_FP80: case IR_TY_PPC_FP128: case IR_TY_PTR:
        return 1;
    case IR_TY_VEC:
        return !(t->flags & IR_TYF_SCALABLE) && has_memory_form(t->elem, depth + 1);
    case IR_TY_ARRAY:
        return has_memory_form(t->elem, depth + 1);
    case IR_TY_STRUCT:
        if (t->flags & IR_TYF_OPAQUE)
            return 0;
        for (uint32_t i = 0; i < t->nmembers; i++)
            if (!has_memory_form(t->members[i], depth + 1))
                return 0;
        return 1;
    default:
        return 0;
    }
}

static IrType *
func_type(const IrFunc *f)
{
    return f->g.vtype;
}

static const IrAttrKind bad_param_attrs[] = {
    IR_ATTR_BYVAL, IR_ATTR_BYREF, IR_ATTR_INALLOCA, IR_ATTR_PREALLOCATED, IR_ATTR_SRET,
    IR_ATTR_NEST, IR_ATTR_SWIFTERROR, IR_ATTR_SWIFTSELF, IR_ATTR_SWIFTASYNC, IR_ATTR_IMMARG,
};

int
ex_native_check_func(const IrModule *m, const IrFunc *f, char *why, size_t whylen)
{
    (void)m;
    const IrType *ft = func_type(f);
    const char *name = f->g.v.name ? f->g.v.name : "(unnamed)";
    if (ft->flags & IR_TYF_VARARG) {
        snprintf(why, whylen, "@%s takes variable arguments", name);
        return -1;
    }
    if (ft->elem->kind != IR_TY_VOID && !has_memory_form(ft->elem, 0)) {
        snprintf(why, whylen, "@%s returns a value without a memory form", name);
        return -1;
    }
    for (uint32_t i = 0; i < ft->nmembers; i++) {
        if (!has_memory_form(ft->members[i], 0)) {
            snprintf(why, whylen, "parameter %u of @%s has no memory form", i, name);
            return -1;
        }
        const IrAttrSet *as = ir_attrs_param(&f->attrs, i);
        for (size_t k = 0; as && k < sizeof bad_param_attrs / sizeof bad_param_attrs[0]; k++)
            if (ir_attr_has(as, bad_param_attrs[k])) {
                snprintf(why, whylen, "parameter %u of @%s is %s", i, name,
                         ir_attrinfo[bad_param_attrs[k]].name);
                return -1;
            }
    }
    return 0;
}

uint64_t
ex_native_args_size(const IrModule *m, const IrFunc *f)
{
    const IrType *ft = func_type(f);
    uint64_t n = 0;
    for (uint32_t i = 0; i < ft->nmembers; i++)
        n += ir_type_store_size(m, ft->members[i]);
    return n;
}

uint64_t
ex_native_ret_size(const IrModule *m, const IrFunc *f)
{
    const IrType *rt = func_type(f)->elem;
    return rt->kind == IR_TY_VOID ? 0 : ir_type_store_size(m, rt);
}

uint8_t *
ex_native_pack_input(Interp *ip, const IrModule *m, const IrFunc *f, const char *args, RtVal *vals)
{
    if (strstr(args, "poison") || strstr(args, "undef"))
        return NULL; /* compiled code takes defined values only */
    const IrType *ft = func_type(f);
    char err[256];
    if (interp_parse_args(ip, ft->members, ft->nmembers, args, vals, err, sizeof err) != (int)ft->nmembers)
        return NULL;
    uint64_t isz = ex_native_args_size(m, f);
    uint8_t *buf = ir_calloc(1, isz ? isz : 1);
    if (ex_native_pack_args(ip, f, vals, buf, isz) < 0) {
        ir_free(buf);
        return NULL;
    }
    return buf;
}

long
ex_native_pack_args(Interp *ip, const IrFunc *f, const RtVal *args, uint8_t *buf, size_t len)
{
    const IrType *ft = func_type(f);
    size_t off = 0;
    for (uint32_t i = 0; i < ft->nmembers; i++) {
        int n = interp_val_to_bytes(ip, &args[i], buf + off, len - off);
        if (n < 0)
            return -1;
        off += (size_t)n;
    }
    return (long)off;
}

/* ------------------------------------------------------ the module text */

/* Observable globals: what a test function may leave behind that the
 * optimizer must keep (defined, writable, visible outside the module). */
static int
observable(const IrGlobal *g)
{
    if (g->v.kind != IR_V_GLOBALVAR || !g->init || g->is_const || g->tls || g->addrspace)
        return 0;
    switch (g->linkage) {
    case IR_LINK_PRIVATE: case IR_LINK_INTERNAL: case IR_LINK_APPENDING:
    case IR_LINK_AVAILABLE_EXTERNALLY: case IR_LINK_EXTERN_WEAK:
        return 0;
    default:
        break;
    }
    if (g->v.name && strncmp(g->v.name, "llvm.", 5) == 0)
        return 0;
    return has_memory_form(g->vtype, 0);
}

static void
abi_attrs(IrBuf *b, const IrAttrSet *s)
{
    static const IrAttrKind keep[] = {IR_ATTR_ZEROEXT, IR_ATTR_SIGNEXT, IR_ATTR_INREG};
    for (size_t k = 0; s && k < sizeof keep / sizeof keep[0]; k++)
        if (ir_attr_has(s, keep[k]))
            ir_buf_printf(b, "%s ", ir_attrinfo[keep[k]].name);
}

/* Test function k's case of the dispatcher: its arguments loaded from in
 * (packed, as ex_native_pack_args writes them), the call, its result
 * stored to out. */
static void
emit_case(IrBuf *b, const IrModule *m, const IrFunc *f, uint32_t k)
{
    const IrType *ft = func_type(f);
    ir_buf_printf(b, "e%u:\n", k);
    uint64_t off = 0;
    for (uint32_t i = 0; i < ft->nmembers; i++) {
        ir_buf_printf(b, "  %%p%u.%u = getelementptr i8, ptr %%in, i64 %llu\n", k, i, (unsigned long long)off);
        ir_buf_printf(b, "  %%a%u.%u = load ", k, i);
        ir_type_print(b, ft->members[i]);
        ir_buf_printf(b, ", ptr %%p%u.%u, align 1\n", k, i);
        off += ir_type_store_size(m, ft->members[i]);
    }
    int has_ret = ft->elem->kind != IR_TY_VOID;
    if (has_ret)
        ir_buf_printf(b, "  %%r%u = call ", k);
    else
        ir_buf_puts(b, "  call ");
    if (f->cc) {
        const char *cc = ir_cc_name(f->cc);
        if (cc)
            ir_buf_printf(b, "%s ", cc);
        else
            ir_buf_printf(b, "cc %u ", f->cc);
    }
    abi_attrs(b, &f->attrs.ret);
    ir_type_print(b, ft->elem);
    ir_buf_putc(b, ' ');
    ir_print_value_ref(b, &f->g.v);
    ir_buf_putc(b, '(');
    for (uint32_t i = 0; i < ft->nmembers; i++) {
        if (i)
            ir_buf_puts(b, ", ");
        ir_type_print(b, ft->members[i]);
        ir_buf_putc(b, ' ');
        abi_attrs(b, ir_attrs_param(&f->attrs, i));
        ir_buf_printf(b, "%%a%u.%u", k, i);
    }
    ir_buf_puts(b, ")\n");
    if (has_ret) {
        ir_buf_puts(b, "  store ");
        ir_type_print(b, ft->elem);
        ir_buf_printf(b, " %%r%u, ptr %%out, align 1\n", k);
    }
    ir_buf_puts(b, "  br label %done\n");
}

/* One dispatcher for all test functions, not a wrapper each: llc's
 * pipeline costs per function, and 100 small wrappers took about a sixth
 * of llc-22 -O2's time on a batch.  optnone: compiled the cheap way; it
 * only moves bytes and calls (the calls' ABI does not depend on it). */
static void
emit_dispatcher(IrBuf *b, const IrModule *m, IrFunc *const *funcs, uint32_t nfuncs)
{
    ir_buf_puts(b, "\ndefine void @__llfuzz_call(i64 %k, ptr %in, ptr %out) noinline optnone {\n"
                   "entry:\n  switch i64 %k, label %done [\n");
    for (uint32_t k = 0; k < nfuncs; k++)
        ir_buf_printf(b, "    i64 %u, label %%e%u\n", k, k);
    ir_buf_puts(b, "  ]\n");
    for (uint32_t k = 0; k < nfuncs; k++)
        emit_case(b, m, funcs[k], k);
    ir_buf_puts(b, "done:\n  ret void\n}\n");
}

/* Names the runner itself uses (its main and the C library functions it
 * calls): a definition of one in the module would take the runner's place,
 * so it is renamed, with every reference, in the text the tool reads. */
static const char *const runner_names[] = {
    "main", "_exit", "calloc", "clock_gettime", "close", "exit", "fflush", "fork", "fprintf",
    "fstat", "ftruncate", "kill", "malloc", "memcmp", "memcpy", "mmap", "msync", "open", "read",
    "setitimer", "setrlimit", "sigaddset", "sigemptyset", "sigprocmask", "sigtimedwait", "waitpid",
    "write", "strlen", "fopen", "fileno", /* LLFUZZ_RUNNER_INTERP's */
};
enum { NRUNNER_NAMES = sizeof runner_names / sizeof runner_names[0] };

/* The bytes of a value of type t at off that are not padding set to 0xff
 * in mask (alloc size of the outer type).  Returns whether t has padding. */
static int
pad_mask(const IrModule *m, const IrType *t, uint8_t *mask, uint64_t off, int depth)
{
    if (depth > 64)
        return 0;
    switch (t->kind) {
    case IR_TY_ARRAY: {
        uint64_t es = ir_type_alloc_size(m, t->elem);
        int pad = 0;
        for (uint64_t i = 0; i < t->count; i++)
            pad |= pad_mask(m, t->elem, mask, off + i * es, depth + 1);
        return pad;
    }
    case IR_TY_STRUCT: {
        uint64_t *offs = ir_calloc(t->nmembers + 1, sizeof *offs), used = 0;
        ir_struct_offsets(m, t, offs);
        int pad = 0;
        for (uint32_t i = 0; i < t->nmembers; i++) {
            pad |= pad_mask(m, t->members[i], mask, off + offs[i], depth + 1);
            used += ir_type_store_size(m, t->members[i]);
        }
        ir_free(offs);
        return pad || used != ir_type_alloc_size(m, t);
    }
    default: {
        uint64_t n = ir_type_store_size(m, t);
        memset(mask + off, 0xff, n);
        return n != ir_type_alloc_size(m, t);
    }
    }
}

/* lli's interpreter: @__llfuzz_gmask, per observable global a mask of its
 * padding (null when it has none; see the runner). */
static void
emit_pad_masks(IrBuf *b, IrModule *m, IrGlobal **gv, uint32_t ng)
{
    IrBuf tab = {0};
    for (uint32_t j = 0; j < ng; j++) {
        uint64_t n = ir_type_alloc_size(m, gv[j]->vtype);
        uint8_t *mask = n && n <= (1u << 20) ? ir_calloc(n, 1) : NULL;
        int pad = mask && pad_mask(m, gv[j]->vtype, mask, 0, 0);
        ir_buf_puts(&tab, j ? ", " : "[");
        if (pad) {
            ir_buf_printf(b, "@__llfuzz_gmask_%u = private constant [%llu x i8] c\"", j, (unsigned long long)n);
            for (uint64_t i = 0; i < n; i++)
                ir_buf_printf(b, "\\%02X", mask[i]);
            ir_buf_puts(b, "\"\n");
            ir_buf_printf(&tab, "ptr @__llfuzz_gmask_%u", j);
        } else
            ir_buf_puts(&tab, "ptr null");
        ir_free(mask);
    }
    ir_buf_printf(b, "@__llfuzz_gmask = constant [%u x ptr] ", ng);
    if (ng)
        ir_buf_put(b, tab.p, tab.len);
    ir_buf_puts(b, ng ? "]\n" : "zeroinitializer\n");
    ir_buf_free(&tab);
}

/* The module as the tool reads it: the module itself (definitions named
 * like the runner's symbols renamed __llfuzz_user_<name>), the wrappers,
 * the tables. */
static void
module_text(IrBuf *b, IrModule *m, IrFunc *const *funcs, uint32_t nfuncs, IrGlobal **gv, uint32_t ng,
            int pad_masks)
{
    IrGlobal *renamed[NRUNNER_NAMES];
    const char *old_name[NRUNNER_NAMES];
    int nren = 0;
    for (int i = 0; i < NRUNNER_NAMES; i++) {
        IrGlobal *g = ir_module_global(m, runner_names[i]);
        if (g && (g->v.kind == IR_V_FUNC ? !((IrFunc *)g)->is_decl : g->init != NULL)) {
            renamed[nren] = g;
            old_name[nren++] = g->v.name;
            g->v.name = ir_arena_printf(m->arena, "__llfuzz_user_%s", runner_names[i]);
        }
    }
    ir_print_module(b, m);
    ir_buf_puts(b, "\n; ---- llfuzz native entries (exec/native.c)\n");
    emit_dispatcher(b, m, funcs, nfuncs);
    ir_buf_printf(b, "\n@__llfuzz_entries = constant [%u x { i64, i64 }] ", nfuncs);
    if (!nfuncs)
        ir_buf_puts(b, "zeroinitializer");
    for (uint32_t k = 0; k < nfuncs; k++) {
        ir_buf_puts(b, k ? ", " : "[");
        ir_buf_printf(b, "{ i64, i64 } { i64 %llu, i64 %llu }", (unsigned long long)ex_native_args_size(m, funcs[k]),
                      (unsigned long long)ex_native_ret_size(m, funcs[k]));
    }
    ir_buf_puts(b, nfuncs ? "]\n" : "\n");
    ir_buf_printf(b, "@__llfuzz_nentries = constant i64 %u\n", nfuncs);
    ir_buf_printf(b, "@__llfuzz_globals = constant [%u x { ptr, i64 }] ", ng);
    if (!ng)
        ir_buf_puts(b, "zeroinitializer");
    for (uint32_t j = 0; j < ng; j++) {
        ir_buf_puts(b, j ? ", " : "[");
        ir_buf_puts(b, "{ ptr, i64 } { ptr ");
        ir_print_value_ref(b, &gv[j]->v);
        /* the size as the tool lays the global out (its alloc size) */
        ir_buf_puts(b, ", i64 ptrtoint (ptr getelementptr (");
        ir_type_print(b, gv[j]->vtype);
        ir_buf_puts(b, ", ptr null, i32 1) to i64) }");
    }
    ir_buf_puts(b, ng ? "]\n" : "\n");
    ir_buf_printf(b, "@__llfuzz_nglobals = constant i64 %u\n", ng);
    if (pad_masks)
        emit_pad_masks(b, m, gv, ng);
    for (int i = 0; i < nren; i++)
        renamed[i]->v.name = old_name[i];
}

/* ------------------------------------------------------------ the batch */

const char *
ex_native_status_name(ExNativeStatus s)
{
    static const char *const names[] = {"not run", "ok", "crash", "hang", "exit", "unsupported by lli"};
    return (unsigned)s < sizeof names / sizeof names[0] ? names[s] : "?";
}

const char *
ex_native_batch_status_name(ExNativeBatchStatus s)
{
    static const char *const names[] = {"ok", "tool failed", "tool crashed", "tool hung",
                                        "link failed", "runner failed", "runner timeout",
                                        "unsupported", "bad request", "unsupported by lli"};
    return (unsigned)s < sizeof names / sizeof names[0] ? names[s] : "?";
}

void
ex_native_batch_free(ExNativeBatch *b)
{
    if (!b)
        return;
    ir_free(b->res);
    ir_free(b->gvars);
    ir_free(b->gsize);
    ir_free(b->goff);
    ir_free(b->dir);
    ir_free(b->out_);
    ir_free(b->log_);
    memset(b, 0, sizeof *b);
}

static int
batch_fail(ExNativeBatch *b, ExNativeBatchStatus st, const char *fmt, ...) IR_PRINTF(3, 4);

static int
batch_fail(ExNativeBatch *b, ExNativeBatchStatus st, const char *fmt, ...)
{
    b->status = st;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(b->msg, sizeof b->msg, fmt, ap);
    va_end(ap);
    return -1;
}

/* Run a step of the batch (compile, link) in dir; a failure becomes the
 * batch status (tool_st + 0/1/2 for failed/crashed/hung). */
static int
step(ExNative *nx, ExNativeBatch *b, char *const argv[], const char *dir, int is_tool, double *t)
{
    ExProc p;
    double t0 = now_sec();
    int r = ex_proc_run(argv, dir, NULL, &nx->tool_lim, &p);
    *t = now_sec() - t0;
    ExNativeBatchStatus st = EX_NATIVE_BATCH_OK;
    if (r != 0)
        st = is_tool ? EX_NATIVE_TOOL_FAILED : EX_NATIVE_LINK_FAILED;
    else if (p.status == EX_PROC_TIMEOUT)
        st = is_tool ? EX_NATIVE_TOOL_HUNG : EX_NATIVE_LINK_FAILED;
    else if (p.status == EX_PROC_SIGNALED)
        st = is_tool ? EX_NATIVE_TOOL_CRASHED : EX_NATIVE_LINK_FAILED;
    else if (p.code != 0)
        st = is_tool ? EX_NATIVE_TOOL_FAILED : EX_NATIVE_LINK_FAILED;
    if (st != EX_NATIVE_BATCH_OK) {
        IrBuf what = {0};
        if (r != 0)
            ir_buf_printf(&what, "%s", p.err);
        else
            proc_status_text(&what, argv[0], &p);
        ir_buf_putc(&what, 0);
        b->status = st;
        if (r != 0)
            snprintf(b->msg, sizeof b->msg, "%s", what.p);
        else
            proc_msg(b->msg, sizeof b->msg, what.p, &p);
        ir_buf_free(&what);
    }
    ex_proc_free(&p);
    return st == EX_NATIVE_BATCH_OK ? 0 : -1;
}

static void
tool_argv(ExNative *nx, Argv *a)
{
    argv_add(a, nx->tool);
    for (int i = 0; i < nx->args.n; i++)
        argv_add(a, nx->args.v[i]);
    if (nx->is_clang) {
        if (!triple_in_args(&nx->args)) {
            IrBuf t = {0};
            ir_buf_printf(&t, "--target=%s", nx->triple);
            ir_buf_putc(&t, 0);
            argv_add(a, t.p);
            ir_buf_free(&t);
        }
        argv_add(a, "-Wno-override-module");
        if (nx->version <= 14) {
            argv_add(a, "-mllvm");
            argv_add(a, "-opaque-pointers");
        }
        argv_add(a, "-c");
        argv_add(a, "-x");
        argv_add(a, "ir");
    } else {
        if (nx->version <= 14)
            argv_add(a, "-opaque-pointers");
        argv_add(a, "-filetype=obj");
        /* llc's riscv64 default is rv64i with soft float: the C library's
         * objects are rv64gc, lp64d */
        if (strcmp(nx->arch, "riscv64") == 0) {
            if (!argv_has_prefix(&nx->args, "-mattr"))
                argv_add(a, "-mattr=+m,+a,+f,+d,+c");
            if (!argv_has_prefix(&nx->args, "-target-abi"))
                argv_add(a, "-target-abi=lp64d");
        }
    }
    argv_add(a, "-o");
    argv_add(a, "m.o");
    argv_add(a, "m.ll");
}

/* Read the runner's output into b (the records' results). */
static int
read_output(ExNativeBatch *b, const char *path, const IrModule *m, IrFunc *const *funcs,
            const ExNativeRecord *recs, uint32_t nrecs, uint32_t ng)
{
    size_t n = 0;
    char *data = ir_read_file(path, &n);
    if (!data)
        return batch_fail(b, EX_NATIVE_RUNNER_FAILED, "the runner wrote no output");
    uint8_t *o = (uint8_t *)data;
    b->out_ = o;
    if (n < OUT_HDR || memcmp(o, "LLFZOUT1", 8) != 0 || rd32(o + 8) != nrecs || rd32(o + 12) != ng ||
        rd64(o + 24) != n || n < OUT_HDR + 8 * ((uint64_t)ng + nrecs))
        return batch_fail(b, EX_NATIVE_RUNNER_FAILED, "the runner's output is malformed");
    b->gtotal = 0;
    for (uint32_t j = 0; j < ng; j++) {
        b->gsize[j] = rd64(o + OUT_HDR + 8 * (uint64_t)j);
        b->goff[j] = b->gtotal;
        b->gtotal += b->gsize[j];
    }
    for (uint32_t k = 0; k < nrecs; k++) {
        uint64_t off = rd64(o + OUT_HDR + 8 * ((uint64_t)ng + k));
        uint64_t nret = ex_native_ret_size(m, funcs[recs[k].func]);
        if (off + SLOT_HDR + nret + b->gtotal > n)
            return batch_fail(b, EX_NATIVE_RUNNER_FAILED, "the runner's output is malformed (record %u)", k);
        ExNativeResult *r = &b->res[k];
        uint32_t st = rd32(o + off);
        r->status = st == ST_OK ? EX_NATIVE_OK : st == ST_CRASH ? EX_NATIVE_CRASH
                  : st == ST_HANG ? EX_NATIVE_HANG : st == ST_EXIT ? EX_NATIVE_EXIT : EX_NATIVE_NOT_RUN;
        r->code = (int)rd32(o + off + 4);
        if (r->status == EX_NATIVE_OK) {
            r->ret = o + off + SLOT_HDR;
            r->nret = (size_t)nret;
            r->globals = o + off + SLOT_HDR + nret;
        }
    }
    return 0;
}

/* What lli's interpreter says (on stderr, then it aborts or traps, or for
 * a load or store of a type it lacks, goes on with a wrong value) when it
 * meets something it does not implement.  Collected from campaigns (README
 * "lli's interpreter"); each is a limit of the interpreter, not a
 * miscompile. */
static const char *const interp_unsupported[] = {
    "does not support intrinsic function",              /* IntrinsicLowering */
    "is not supported by the Interpreter",              /* variadic externals */
    "Tried to execute an unknown external function",
    "Cannot load value of type",
    "Cannot store value of type",
    "Unhandled type for",                               /* fp80/fp128/half ops */
    "Unhandled dest type for",
    "Unhandled ConstantExpr",
    "Unknown constant pointer type",
    "ConstantExpr not handled",
    "Unknown constant value",
    "Constant unimplemented for type",
    "Instruction not interpretable yet",
    "Unhandled predicate",
    "Don't know how to handle this",
    "Invalid type for",
    "Unknown type!",
    "unimplemented",
};

/* Is the line (up to e) one of interp_unsupported, or an instruction as
 * LLVM prints it (the interpreter's visitInstruction prints the instruction
 * it has no case for, then traps)? */
static int
unsupported_msg(const char *s, const char *e)
{
    size_t n = e ? (size_t)(e - s) : strlen(s);
    if (n > 4 && s[0] == ' ' && s[1] == ' ' && s[2] == '%' && memmem(s, n, " = ", 3))
        return 1;
    if (n > 8 && (!strncmp(s, "  store ", 8) || !strncmp(s, "  call ", 7) || !strncmp(s, "  fence ", 8)))
        return 1;
    for (size_t i = 0; i < sizeof interp_unsupported / sizeof interp_unsupported[0]; i++) {
        const char *k = interp_unsupported[i];
        if (memmem(s, n, k, strlen(k)))
            return 1;
    }
    return 0;
}

/* The first line of text that unsupported_msg takes, NUL-terminated in
 * place, or NULL. */
static const char *
unsupported_line(char *text)
{
    for (char *s = text; s && *s;) {
        char *e = strchr(s, '\n');
        if (unsupported_msg(s, e)) {
            if (e)
                *e = 0;
            return s;
        }
        s = e ? e + 1 : NULL;
    }
    return NULL;
}

/* lli's interpreter: a record after which lli said it cannot do something
 * is unsupported, whatever it then did (died, or returned a value made up
 * from what it could not load).  The runner writes "llfuzz-runner: record K"
 * before record K, so what lli wrote from there to the next such line is
 * about record K.  map: the records' indices in b->res (NULL: the same). */
static void
interp_records(ExNativeBatch *b, const char *err, size_t nerr, const uint32_t *map, uint32_t nrun)
{
    static const char mark[] = "\nllfuzz-runner: record ";
    b->log_ = ir_malloc(nerr + 2);
    b->log_[0] = '\n';
    memcpy(b->log_ + 1, err, nerr);
    b->log_[nerr + 1] = 0;
    char *m = strstr(b->log_, mark);
    while (m) {
        char *end;
        unsigned long k = strtoul(m + sizeof mark - 1, &end, 10);
        char *seg = *end ? end + 1 : end;
        m = strstr(seg, mark);
        if (m)
            *m = 0;
        ExNativeResult *r = k < nrun ? &b->res[map ? map[k] : k] : NULL;
        const char *line = r && r->status != EX_NATIVE_NOT_RUN ? unsupported_line(seg) : NULL;
        if (line) {
            r->status = EX_NATIVE_LLI_UNSUPPORTED;
            r->msg = line;
        }
    }
}

/* What lli's interpreter cannot run in f or in what f calls, found before
 * running it (the ones it fails on without a word: a `half` value crashes
 * it, or comes out wrong; a variadic function of the module crashes it in
 * its va_arg), or NULL. */
static int
interp_type_ok(const IrType *t, int depth)
{
    if (!t || depth > 32)
        return 1;
    switch (t->kind) {
    case IR_TY_HALF: case IR_TY_BFLOAT: case IR_TY_FP128: case IR_TY_X86_FP80: case IR_TY_PPC_FP128:
        return 0;
    case IR_TY_VEC: case IR_TY_ARRAY:
        return interp_type_ok(t->elem, depth + 1);
    case IR_TY_STRUCT:
        for (uint32_t i = 0; i < t->nmembers; i++)
            if (!interp_type_ok(t->members[i], depth + 1))
                return 0;
        return 1;
    default:
        return 1;
    }
}

/* Does v (an operand: a global or a constant expression over one) name a
 * global whose value type the interpreter cannot initialize (an fp128
 * initializer comes out as other bytes)? */
static int
uses_bad_global(const IrValue *v, int depth)
{
    if (!v || depth > 8)
        return 0;
    if (v->kind == IR_V_GLOBALVAR)
        return !interp_type_ok(((const IrGlobal *)v)->vtype, 0);
    if (v->kind == IR_V_CEXPR) {
        const IrConst *c = (const IrConst *)v;
        for (uint32_t i = 0; i < c->nelems; i++)
            if (uses_bad_global(c->elems[i], depth + 1))
                return 1;
    }
    return 0;
}

static const char *
interp_func_unsupported(const IrFunc *f, int depth)
{
    if (f->is_decl || depth > 8)
        return NULL;
    for (IrBlock *bb = f->first; bb; bb = bb->next)
        for (IrInst *in = bb->first; in; in = in->next) {
            if (in->op == IR_OP_FREEZE)
                return "freeze (the interpreter has no freeze)";
            if (in->op == IR_OP_ADDRSPACECAST)
                return "addrspacecast (the interpreter has no addrspacecast)";
            if (in->op == IR_OP_INDIRECTBR || in->op == IR_OP_CALLBR)
                return "indirectbr/callbr (the interpreter crashes on blockaddress)";
            if (!interp_type_ok(in->v.type, 0))
                return "a value of a floating-point type other than float and double";
            for (uint32_t k = 0; k < in->nops; k++) {
                if (in->ops[k] && !interp_type_ok(in->ops[k]->type, 0))
                    return "a value of a floating-point type other than float and double";
                if (uses_bad_global(in->ops[k], 0))
                    return "a global with a floating-point type other than float and double "
                           "(the interpreter initializes it wrongly)";
            }
            if (in->op == IR_OP_CALL || in->op == IR_OP_INVOKE) {
                const IrValue *c = ir_call_callee(in);
                if (c && c->kind == IR_V_FUNC && !((const IrFunc *)c)->is_decl &&
                    (((const IrFunc *)c)->g.vtype->flags & IR_TYF_VARARG))
                    return "a call of a variadic function of the module (the interpreter's va_list "
                           "is not the target's: va_arg reads crash it)";
                if (c && c->kind == IR_V_FUNC && c != &f->g.v) {
                    const char *why = interp_func_unsupported((const IrFunc *)c, depth + 1);
                    if (why)
                        return why;
                }
            }
        }
    return NULL;
}

int
ex_native_run(ExNative *nx, IrModule *m, IrFunc *const *funcs, uint32_t nfuncs, const ExNativeRecord *recs,
              uint32_t nrecs, ExNativeBatch *b)
{
    memset(b, 0, sizeof *b);
    b->res = ir_calloc(nrecs ? nrecs : 1, sizeof *b->res);
    b->nres = nrecs;
    char err[512];
    if (ex_native_prepare(nx, m, err, sizeof err) < 0)
        return batch_fail(b, EX_NATIVE_BAD_REQUEST, "cannot use the target's datalayout: %s", err);
    for (uint32_t k = 0; k < nfuncs; k++) {
        if (ex_native_check_func(m, funcs[k], err, sizeof err) != 0)
            return batch_fail(b, EX_NATIVE_UNSUPPORTED, "%s", err);
        for (uint32_t j = 0; j < k; j++)
            if (funcs[j] == funcs[k])
                return batch_fail(b, EX_NATIVE_BAD_REQUEST, "function %u is also function %u", k, j);
    }
    for (uint32_t k = 0; k < nrecs; k++) {
        if (recs[k].func >= nfuncs)
            return batch_fail(b, EX_NATIVE_BAD_REQUEST, "record %u: no function %u", k, recs[k].func);
        uint64_t want = ex_native_args_size(m, funcs[recs[k].func]);
        if (recs[k].nin != want || want > UINT32_MAX)
            return batch_fail(b, EX_NATIVE_BAD_REQUEST, "record %u: %zu bytes of input, @%s takes %llu", k,
                              recs[k].nin, funcs[recs[k].func]->g.v.name ? funcs[recs[k].func]->g.v.name : "?",
                              (unsigned long long)want);
    }
    uint32_t ng = 0;
    uint64_t gbytes = 0, outbytes = 0;
    for (IrGlobal *g = m->globals; g; g = g->next)
        if (observable(g) && !(nx->is_interp && !interp_type_ok(g->vtype, 0))) {
            ng++;
            gbytes += ir_type_alloc_size(m, g->vtype);
        }
    /* the runner's output holds every record's result and globals: refuse
     * what would run into its file size limit */
    uint64_t fsize = nx->run_lim.fsize ? nx->run_lim.fsize : 256ull << 20;
    for (uint32_t k = 0; k < nrecs && outbytes <= fsize; k++)
        outbytes += SLOT_HDR + 16 + ex_native_ret_size(m, funcs[recs[k].func]) + gbytes;
    if (outbytes > fsize)
        return batch_fail(b, EX_NATIVE_BAD_REQUEST,
                          "%u records with %llu bytes of globals each: more output than the runner may write "
                          "(%llu bytes); split the batch", nrecs, (unsigned long long)gbytes,
                          (unsigned long long)fsize);
    b->gvars = ir_calloc(ng + 1, sizeof *b->gvars);
    b->gsize = ir_calloc(ng + 1, sizeof *b->gsize);
    b->goff = ir_calloc(ng + 1, sizeof *b->goff);
    b->nglobals = ng;
    ng = 0;
    for (IrGlobal *g = m->globals; g; g = g->next)
        if (observable(g) && !(nx->is_interp && !interp_type_ok(g->vtype, 0)))
            b->gvars[ng++] = g; /* the interpreter: not those it initializes wrongly (fp128...) */

    char *dir = ex_tmpdir("native");
    if (!dir)
        return batch_fail(b, EX_NATIVE_BAD_REQUEST, "cannot make a temporary directory: %s", strerror(errno));
    int r = -1;
    IrBuf text = {0}, in = {0};
    Argv tool = {0}, link = {0}, run = {0};
    char *ll = path_in(dir, "m.ll"), *inp = path_in(dir, "in.bin"), *outp = path_in(dir, "out.bin");
    const char **why = NULL;        /* lli's interpreter: why it cannot run funcs[k] */
    uint32_t *map = NULL, nrun = nrecs; /* the records that run: recs[map[q]] */
    ExNativeRecord *run_recs = NULL;

    module_text(&text, m, funcs, nfuncs, b->gvars, ng, nx->is_interp);
    if (ex_write_file(ll, text.p, text.len) != 0) {
        batch_fail(b, EX_NATIVE_BAD_REQUEST, "cannot write %s", ll);
        goto done;
    }
    if (nx->is_interp) {
        /* the interpreter links nothing across modules (it lays out the main
         * module's globals before it loads --extra-module ones, and calls a
         * declaration as an external function): one module it is */
        argv_add(&link, nx->linker);
        argv_add(&link, nx->runner_obj);
        argv_add(&link, "m.ll");
        argv_add(&link, "-o");
        argv_add(&link, "m.bc");
        if (step(nx, b, link.v, dir, 1, &b->t_link) != 0)
            goto done;
    }
    if (nx->is_lli)
        goto records; /* the JIT compiles when the runner runs */
    tool_argv(nx, &tool);
    if (step(nx, b, tool.v, dir, 1, &b->t_compile) != 0)
        goto done;
    char *obj = path_in(dir, "m.o");
    int have_obj = access(obj, R_OK) == 0;
    ir_free(obj);
    if (!have_obj) {
        batch_fail(b, EX_NATIVE_TOOL_FAILED, "%s exited with status 0 but wrote no object file", nx->tool);
        goto done;
    }
    argv_add(&link, nx->cc);
    argv_add(&link, nx->cross ? "-static" : "-no-pie");
    argv_add(&link, nx->runner_obj);
    argv_add(&link, "m.o");
    argv_add(&link, "-o");
    argv_add(&link, "prog");
    argv_add(&link, "-latomic"); /* __atomic_* of odd sizes */
    argv_add(&link, "-lm");
    if (step(nx, b, link.v, dir, 0, &b->t_link) != 0)
        goto done;

records:
    /* the records (lli's interpreter: of the functions it can run; the
     * others' are LLI_UNSUPPORTED without running) */
    if (nx->is_interp && nfuncs) {
        why = ir_calloc(nfuncs, sizeof *why);
        for (uint32_t k = 0; k < nfuncs; k++)
            why[k] = interp_func_unsupported(funcs[k], 0);
        map = ir_calloc(nrecs ? nrecs : 1, sizeof *map);
        nrun = 0;
        for (uint32_t k = 0; k < nrecs; k++)
            if (!why[recs[k].func])
                map[nrun++] = k;
        if (nrun == nrecs) {
            ir_free(map);
            map = NULL;
        }
    }
    ir_buf_put(&in, "LLFZIN01", 8);
    put32(&in, nrun);
    double cpu = nx->record_timeout;
    put32(&in, (uint32_t)(cpu * 1000 + 0.5));
    put32(&in, (uint32_t)((3 * cpu + 1) * 1000 + 0.5));
    put32(&in, 0);
    for (uint32_t q = 0; q < nrun; q++) {
        const ExNativeRecord *rc = &recs[map ? map[q] : q];
        put32(&in, rc->func);
        put32(&in, (uint32_t)rc->nin);
        if (rc->nin)
            ir_buf_put(&in, rc->in, rc->nin);
    }
    if (map) {
        /* the runner and read_output see the records that run */
        run_recs = ir_calloc(nrun ? nrun : 1, sizeof *run_recs);
        for (uint32_t q = 0; q < nrun; q++)
            run_recs[q] = recs[map[q]];
    }
    if (ex_write_file(inp, in.p, in.len) != 0) {
        batch_fail(b, EX_NATIVE_BAD_REQUEST, "cannot write %s", inp);
        goto done;
    }
    if (map && !nrun) {
        r = 0; /* nothing the interpreter can run */
        goto done;
    }
    if (nx->is_lli) {
        IrBuf x = {0};
        argv_add(&run, nx->tool);
        for (int i = 0; i < nx->args.n; i++)
            argv_add(&run, nx->args.v[i]);
        if (!nx->is_interp) {
            ir_buf_printf(&x, "--extra-module=%s", nx->runner_obj);
            ir_buf_putc(&x, 0);
            argv_add(&run, x.p);
            ir_buf_free(&x);
        }
        argv_add(&run, "--dlopen=libatomic.so.1"); /* __atomic_* of odd sizes */
        /* the interpreter aborts on what it does not implement, in the
         * child of a record: without llvm-symbolizer's help (0.2-0.3 s of
         * CPU each time) */
        if (nx->is_interp)
            argv_add(&run, "--disable-symbolication");
        argv_add(&run, nx->is_interp ? "m.bc" : "m.ll");
    } else if (nx->emulator)
        argv_add(&run, nx->emulator);
    if (!nx->is_lli)
        argv_add(&run, "./prog");
    argv_add(&run, "in.bin");
    argv_add(&run, "out.bin");
    ExProc p;
    double t0 = now_sec();
    int pr = ex_proc_run(run.v, dir, NULL, &nx->run_lim, &p);
    b->t_run = now_sec() - t0;
    if (pr != 0) {
        batch_fail(b, EX_NATIVE_RUNNER_FAILED, "%s", p.err);
    } else if (p.status == EX_PROC_TIMEOUT) {
        /* what finished before is in the output file */
        if (read_output(b, outp, m, funcs, run_recs ? run_recs : recs, nrun, ng) == 0) {
            if (nx->is_interp)
                interp_records(b, p.err, p.nerr, NULL, nrun);
            batch_fail(b, EX_NATIVE_RUNNER_TIMEOUT, "the runner ran past its timeout (%.1f s)", p.wall);
        }
    } else if (p.status != EX_PROC_EXITED || p.code != 0) {
        IrBuf what = {0};
        proc_status_text(&what, nx->is_lli ? nx->tool : "the runner", &p);
        ir_buf_putc(&what, 0);
        /* lli compiles before the runner starts: its failure is the tool's */
        b->status = !nx->is_lli ? EX_NATIVE_RUNNER_FAILED
                  : p.status == EX_PROC_SIGNALED ? EX_NATIVE_TOOL_CRASHED : EX_NATIVE_TOOL_FAILED;
        if (nx->is_interp) {
            /* the interpreter evaluates the globals' initializers first */
            char *copy = ir_strdup(p.err);
            const char *line = unsupported_line(copy);
            if (line) {
                b->status = EX_NATIVE_TOOL_UNSUPPORTED;
                what.len--; /* its NUL */
                ir_buf_printf(&what, "; lli's interpreter cannot run the module: %s", line);
                ir_buf_putc(&what, 0);
            }
            ir_free(copy);
        }
        proc_msg(b->msg, sizeof b->msg, what.p, &p);
        ir_buf_free(&what);
    } else if (read_output(b, outp, m, funcs, run_recs ? run_recs : recs, nrun, ng) == 0) {
        if (nx->is_interp)
            interp_records(b, p.err, p.nerr, NULL, nrun);
        r = 0;
    }
    ex_proc_free(&p);

done:
    if (r != 0 && b->status != EX_NATIVE_RUNNER_TIMEOUT)
        for (uint32_t k = 0; k < nrecs; k++)
            memset(&b->res[k], 0, sizeof b->res[k]);
    else if (map) {
        /* back to the caller's order; the records not run say why */
        ExNativeResult *all = ir_calloc(nrecs ? nrecs : 1, sizeof *all);
        for (uint32_t q = 0; q < nrun; q++)
            all[map[q]] = b->res[q];
        for (uint32_t k = 0; k < nrecs; k++)
            if (why[recs[k].func]) {
                all[k].status = EX_NATIVE_LLI_UNSUPPORTED;
                all[k].msg = why[recs[k].func];
            }
        ir_free(b->res);
        b->res = all;
    }
    ir_free(why);
    ir_free(map);
    ir_free(run_recs);
    if (nx->keep_files)
        b->dir = dir;
    else {
        ex_rmtree(dir);
        ir_free(dir);
    }
    ir_free(ll);
    ir_free(inp);
    ir_free(outp);
    ir_buf_free(&text);
    ir_buf_free(&in);
    argv_free(&tool);
    argv_free(&link);
    argv_free(&run);
    return r;
}
