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
 * nothing.  (tests/golden/perf/entry_populate counts the faults.) */
#include <elf.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__) && defined(__linux__)

#define MADV_POPULATE_READ_ 22
#define MADV_POPULATE_WRITE_ 23
#define SYS_madvise_ 28

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
enum { STACK_POPULATE = 64 << 10 };

static long
sys_madvise(uintptr_t addr, size_t len, int advice)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "0"((long)SYS_madvise_), "D"(addr), "S"(len), "d"((long)advice)
                     : "rcx", "r11", "memory");
    return r;
}

/* (no stack protector, no instrumentation: the C library has set up
 * neither the thread pointer nor anything else yet) */
__attribute__((used, no_stack_protector, no_profile_instrument_function, no_sanitize_address,
               no_sanitize_undefined)) void
llfuzz_entry_populate(uintptr_t sp)
{
    const Elf64_Ehdr *eh = &__ehdr_start;
    /* the header's page first, by the range: read, it would be a fault of
     * its own (a mapping of its own, which the entry's fault did not map
     * around) */
    sys_madvise((uintptr_t)eh & ~(uintptr_t)4095, 4096, MADV_POPULATE_READ_);
    const Elf64_Phdr *ph = (const Elf64_Phdr *)((const char *)eh + eh->e_phoff);
    uintptr_t bias = 0;
    /* the load bias: where the header is against where the first segment
     * (which holds it, at offset 0) was linked */
    for (int i = 0; i < eh->e_phnum; i++)
        if (ph[i].p_type == PT_LOAD && ph[i].p_offset == 0) {
            bias = (uintptr_t)eh - ph[i].p_vaddr;
            break;
        }
    for (int i = 0; i < eh->e_phnum; i++) {
        if (ph[i].p_type != PT_LOAD || !ph[i].p_memsz)
            continue;
        uintptr_t lo = (bias + ph[i].p_vaddr) & ~(uintptr_t)4095;
        uintptr_t hi = (bias + ph[i].p_vaddr + ph[i].p_memsz + 4095) & ~(uintptr_t)4095;
        /* (a writable segment that the dynamic loader has already made
         * partly read-only, its RELRO part, is mapped for reading) */
        int ok = (ph[i].p_flags & PF_W) && sys_madvise(lo, hi - lo, MADV_POPULATE_WRITE_) == 0;
        if (!ok)
            sys_madvise(lo, hi - lo, MADV_POPULATE_READ_);
    }
    uintptr_t top = sp & ~(uintptr_t)4095; /* (its page is mapped: the arguments) */
    sys_madvise(top - STACK_POPULATE, STACK_POPULATE, MADV_POPULATE_WRITE_);
}

/* rdx holds the function the dynamic loader asks _start to register with
 * atexit (0 from the kernel): kept in r12, which the call preserves.  rsp
 * is 16-byte aligned at the entry, so the call sees the usual alignment;
 * rsp is also the argument: the stack grows down from there. */
__asm__(".text\n"
        ".globl llfuzz_entry\n"
        ".type llfuzz_entry, @function\n"
        "llfuzz_entry:\n"
        "  mov %rdx, %r12\n"
        "  mov %rsp, %rdi\n"
        "  call llfuzz_entry_populate\n"
        "  mov %r12, %rdx\n"
        "  xor %r12d, %r12d\n"
        "  jmp _start\n"
        ".size llfuzz_entry, .-llfuzz_entry\n");

#endif
