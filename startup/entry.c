/* entry.c -- the executable's first instructions: map the whole image in
 * before the C library starts.
 *
 * On the machines llfuzz runs on (virtual machines), a page fault is the
 * dearest thing a short run does: a read fault on the binary's code costs
 * about 30 us (the kernel maps 16 pages around it), a write fault on its data
 * about 12 us, where MADV_POPULATE_READ maps a page of code for 0.15 us and
 * MADV_POPULATE_WRITE a page of data for 0.8 us (bench/README).  The C
 * library's own start-up touches code all over a 2.5 MB static image (its
 * ifunc resolvers are spread through it), and an empty `llfuzz run` took some
 * thirty such faults before main.  So the linker's entry point is
 * llfuzz_entry (the Makefile's -Wl,-e): it maps every loadable segment of
 * the image with one madvise each, read-only ones for reading, writable ones
 * for writing, and jumps to the C library's _start with the registers the
 * kernel (or the dynamic loader) handed over.  It runs before the C library
 * is set up, so it calls nothing and uses the kernel's stack only.  A kernel
 * without MADV_POPULATE_* (before 5.14) refuses the call, which changes
 * nothing.  (startup/tests/entry_populate.ll counts the faults.) */
#include <elf.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__) && defined(__linux__)

#define MADV_POPULATE_READ_ 22
#define MADV_POPULATE_WRITE_ 23
#define SYS_madvise_ 28
#define SYS_brk_ 12

/* the linker's: the image's ELF header, in the first loadable segment */
extern const Elf64_Ehdr __ehdr_start __attribute__((visibility("hidden")));
void llfuzz_entry(void);
void llfuzz_entry_populate(uintptr_t sp);

/* The stack below the entry's that is faulted in with the image: a fresh
 * page of the stack costs a fault of 11 us here, some four of them on a
 * csmith program (the parser's and the interpreter's frames go 16 KB
 * deep), where MADV_POPULATE_WRITE maps sixteen for less.  The kernel
 * gives the stack 128 KB below its arguments to begin with, so this lies
 * within the stack's mapping. */
#define STACK_POPULATE 65536

/* The vDSO's size at most (two pages on x86-64 Linux), and how far the
 * entry moves the program break (populate_brk). */
enum { VDSO_MAX = 64 << 10, BRK_STEP = 64 };

static long
sys3(long nr, uintptr_t a, uintptr_t b, long c)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "0"(nr), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return r;
}

static long
sys_madvise(uintptr_t addr, size_t len, int advice)
{
    return sys3(SYS_madvise_, addr, len, advice);
}

static uintptr_t
page_down(uintptr_t a)
{
    return a & ~(uintptr_t)4095;
}

static uintptr_t
page_up(uintptr_t a)
{
    return (a + 4095) & ~(uintptr_t)4095;
}

/* The vDSO (AT_SYSINFO_EHDR in the auxiliary vector above the
 * environment): the C library's start-up reads its symbol table, a fault of
 * its own (the kernel's special mapping maps no page around the one
 * touched). */
static void
populate_vdso(uintptr_t sp)
{
    const uintptr_t *w = (const uintptr_t *)sp;
    w += 1 + w[0] + 1; /* argc, argv[], NULL */
    while (*w)
        w++; /* envp[] */
    uintptr_t vdso = 0;
    for (w++; w[0] != AT_NULL; w += 2)
        if (w[0] == AT_SYSINFO_EHDR)
            vdso = w[1];
    if (!vdso || (vdso & 4095) || sys_madvise(vdso, 4096, MADV_POPULATE_READ_) != 0)
        return;
    const Elf64_Ehdr *eh = (const Elf64_Ehdr *)vdso;
    if (eh->e_phnum > 4096 / sizeof(Elf64_Phdr) ||
        eh->e_phoff > 4096 - eh->e_phnum * sizeof(Elf64_Phdr))
        return;
    const Elf64_Phdr *ph = (const Elf64_Phdr *)(vdso + eh->e_phoff);
    uintptr_t end = 4096;
    for (int i = 0; i < eh->e_phnum; i++)
        if (ph[i].p_type == PT_LOAD && ph[i].p_offset + ph[i].p_filesz > end)
            end = page_up(ph[i].p_offset + ph[i].p_filesz);
    if (end > 4096 && end <= VDSO_MAX)
        sys_madvise(vdso + 4096, end - 4096, MADV_POPULATE_READ_);
}

/* The program break of a static executable: the C library's start-up
 * takes its thread's TLS block there (a few KB) and writes it, the first
 * page of a fresh mapping, a fault of 11-25 us.  The entry moves the break
 * up by a few bytes, which maps its first page, and maps that page in;
 * the start-up's block then lies in it (the C library asks the kernel for
 * the break and takes its block there, aligning it itself).  llfuzz's malloc
 * takes its memory from the arenas' pool (ir/core.c), not from the break. */
static void
populate_brk(void)
{
    uintptr_t cur = (uintptr_t)sys3(SYS_brk_, 0, 0, 0);
    if (!cur || (cur & 4095))
        return;
    if ((uintptr_t)sys3(SYS_brk_, cur + BRK_STEP, 0, 0) == cur + BRK_STEP)
        sys_madvise(cur, 4096, MADV_POPULATE_WRITE_);
}

/* (no stack protector, no instrumentation: the C library has set up
 * neither the thread pointer nor anything else yet) */
__attribute__((used, no_stack_protector, no_profile_instrument_function,
               no_sanitize("address", "undefined"))) void
llfuzz_entry_populate(uintptr_t sp)
{
    const Elf64_Ehdr *eh = &__ehdr_start;
    /* the header's page first, by the range: read, it would be a fault of
     * its own (a mapping of its own, which the entry's fault did not map
     * around) */
    uintptr_t hdr = page_down((uintptr_t)eh);
    sys_madvise(hdr, 4096, MADV_POPULATE_READ_);
    const Elf64_Phdr *ph = (const Elf64_Phdr *)((const char *)eh + eh->e_phoff);
    uintptr_t bias = 0;
    int dynamic = 0;
    /* the load bias: where the header is against where the first segment
     * (which holds it, at offset 0) was linked */
    for (int i = 0; i < eh->e_phnum; i++)
        if (ph[i].p_type == PT_LOAD && ph[i].p_offset == 0) {
            bias = (uintptr_t)eh - ph[i].p_vaddr;
            break;
        }
    for (int i = 0; i < eh->e_phnum; i++) {
        dynamic |= ph[i].p_type == PT_INTERP;
        if (ph[i].p_type != PT_LOAD || !ph[i].p_memsz)
            continue;
        uintptr_t lo = page_down(bias + ph[i].p_vaddr);
        uintptr_t hi = page_up(bias + ph[i].p_vaddr + ph[i].p_memsz);
        if (lo == hdr && hi == hdr + 4096 && !(ph[i].p_flags & PF_W))
            continue; /* (the header's, done) */
        /* (a writable segment that the dynamic loader has already made
         * partly read-only, its RELRO part, is mapped for reading) */
        int ok = (ph[i].p_flags & PF_W) && sys_madvise(lo, hi - lo, MADV_POPULATE_WRITE_) == 0;
        if (!ok)
            sys_madvise(lo, hi - lo, MADV_POPULATE_READ_);
    }
    populate_vdso(sp);
    if (!dynamic)
        populate_brk();
}

/* rdx holds the function the dynamic loader asks _start to register with
 * atexit (0 from the kernel): kept in r12, which the call preserves.  rsp
 * is 16-byte aligned at the entry, so the call sees the usual alignment;
 * rsp is also the argument: the stack grows down from there.  The stack
 * below the page of rsp (the arguments' page, mapped) is mapped in first,
 * with no call: the call's return address and llfuzz_entry_populate's
 * frame would otherwise fault when rsp lies near the start of its page. */
#define STR_(x) #x
#define STR(x) STR_(x)
__asm__(".text\n"
        ".globl llfuzz_entry\n"
        ".type llfuzz_entry, @function\n"
        "llfuzz_entry:\n"
        "  mov %rdx, %r12\n"
        "  mov %rsp, %rdi\n"
        "  and $-4096, %rdi\n"
        "  sub $" STR(STACK_POPULATE) ", %rdi\n"
        "  mov $" STR(STACK_POPULATE) ", %esi\n"
        "  mov $" STR(MADV_POPULATE_WRITE_) ", %edx\n"
        "  mov $" STR(SYS_madvise_) ", %eax\n"
        "  syscall\n"
        "  mov %rsp, %rdi\n"
        "  call llfuzz_entry_populate\n"
        "  mov %r12, %rdx\n"
        "  xor %r12d, %r12d\n"
        "  jmp _start\n"
        ".size llfuzz_entry, .-llfuzz_entry\n");

#endif
