/* test_ir.c -- units of the front end: arenas, diagnostics, type interning,
 * datalayout sizes and alignments, constant interning, parse/print in
 * process, error locations. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>

#include "ir/ir.h"

static IrModule *
parse_ok(const char *src)
{
    IrDiag d;
    ir_diag_init(&d, "t.ll", src, strlen(src), NULL);
    IrModule *m = ir_parse(src, strlen(src), &d, NULL);
    cr_assert(m, "parse failed: %s (line %u)", d.first_msg, d.first_loc.line);
    return m;
}

static IrDiag
parse_err(const char *src)
{
    IrDiag d;
    ir_diag_init(&d, "t.ll", src, strlen(src), NULL);
    IrModule *m = ir_parse(src, strlen(src), &d, NULL);
    cr_assert_null(m, "parse unexpectedly succeeded");
    return d;
}

Test(arena, zeroed_aligned_and_reset)
{
    IrArena *a = ir_arena_new();
    for (int i = 0; i < 10000; i++) {
        unsigned char *p = ir_arena_alloc(a, (size_t)(i % 97) + 1);
        cr_assert_eq((uintptr_t)p % 16, 0);
        for (int k = 0; k < i % 97 + 1; k++)
            cr_assert_eq(p[k], 0);
        memset(p, 0xab, (size_t)(i % 97) + 1);
    }
    /* a big allocation lands in its own chunk */
    char *big = ir_arena_alloc(a, 10 << 20);
    cr_assert_eq(big[(10 << 20) - 1], 0);
    ir_arena_reset(a);
    cr_assert_eq(ir_arena_used(a), 0);
    unsigned char *p = ir_arena_alloc(a, 64);
    for (int k = 0; k < 64; k++)
        cr_assert_eq(p[k], 0, "reused memory must be zeroed");
    char *s = ir_arena_printf(a, "%d-%s", 42, "x");
    cr_assert_str_eq(s, "42-x");
    ir_arena_free(a);
}

Test(diag, format_with_caret)
{
    const char *src = "line one\n  bad thing here\n";
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    IrDiag d;
    ir_diag_init(&d, "x.ll", src, strlen(src), f);
    IrLoc loc = {2, 3};
    ir_error_at(&d, loc, "oops %d", 7);
    ir_unsupported_at(&d, loc, "thing");
    fclose(f);
    cr_assert_eq(d.nerrors, 2);
    cr_assert_str_eq(d.first_msg, "oops 7");
    cr_assert_eq(d.unsupported, 0);
    cr_assert(strstr(out, "x.ll:2:3: error: oops 7\n  bad thing here\n  ^\n"), "got: %s", out);
    cr_assert(strstr(out, "x.ll:2:3: error: unsupported: thing\n"), "got: %s", out);
    free(out);
}

Test(types, interned_and_printed)
{
    IrModule *m = ir_module_new();
    IrType *i32 = ir_type_int(m, 32);
    cr_assert_eq(i32, ir_type_int(m, 32));
    cr_assert_neq(i32, ir_type_int(m, 33));
    IrType *v = ir_type_vec(m, i32, 4, 0);
    cr_assert_eq(v, ir_type_vec(m, i32, 4, 0));
    cr_assert_neq(v, ir_type_vec(m, i32, 4, 1));
    IrType *mem[2] = {i32, ir_type_ptr(m, 1)};
    IrType *st = ir_type_struct(m, mem, 2, 0);
    cr_assert_eq(st, ir_type_struct(m, mem, 2, 0));
    cr_assert_neq(st, ir_type_struct(m, mem, 2, 1));
    IrType *fn = ir_type_func(m, m->t_void, mem, 2, 1);
    cr_assert_str_eq(ir_type_str(m->arena, fn), "void (i32, ptr addrspace(1), ...)");
    cr_assert_str_eq(ir_type_str(m->arena, ir_type_vec(m, ir_type_fp(m, IR_TY_HALF), 8, 1)),
                     "<vscale x 8 x half>");
    cr_assert_str_eq(ir_type_str(m->arena, ir_type_struct(m, mem, 2, 1)), "<{ i32, ptr addrspace(1) }>");
    IrType *big = ir_type_int(m, IR_MAX_INT_BITS);
    cr_assert_str_eq(ir_type_str(m->arena, big), "i8388608");
    IrType *named = ir_type_named(m, "my struct");
    cr_assert_str_eq(ir_type_str(m->arena, named), "%\"my struct\"");
    cr_assert(named->flags & IR_TYF_OPAQUE);
    ir_module_free(m);
}

/* Sizes and alignments as LLVM's DataLayout computes them (values checked
 * against llvm-as-22's default alignments in tests/golden/parse). */
Test(datalayout, x86_64_sizes)
{
    IrModule *m = parse_ok(
        "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n"
        "%s = type { i8, i64, x86_fp80 }\n%p = type <{ i8, i64 }>\n");
    cr_assert_eq(m->dl.stack_align, 16);
    IrType *i64 = ir_type_int(m, 64), *f80 = ir_type_fp(m, IR_TY_X86_FP80);
    cr_assert_eq(ir_type_abi_align(m, i64), 8);
    cr_assert_eq(ir_type_store_size(m, f80), 10);
    cr_assert_eq(ir_type_alloc_size(m, f80), 16);
    cr_assert_eq(ir_type_abi_align(m, ir_type_int(m, 128)), 16);
    cr_assert_eq(ir_type_abi_align(m, ir_type_int(m, 65)), 16);
    cr_assert_eq(ir_type_store_size(m, ir_type_int(m, 65)), 9);
    cr_assert_eq(ir_type_alloc_size(m, ir_type_int(m, 1)), 1);
    IrType *s = ir_type_named_find(m, "s");
    cr_assert_eq(ir_struct_offset(m, s, 1), 8);
    cr_assert_eq(ir_struct_offset(m, s, 2), 16);
    cr_assert_eq(ir_type_alloc_size(m, s), 32);
    IrType *p = ir_type_named_find(m, "p");
    cr_assert_eq(ir_struct_offset(m, p, 1), 1);
    cr_assert_eq(ir_type_alloc_size(m, p), 9);
    cr_assert_eq(ir_type_abi_align(m, p), 1);
    IrType *v3 = ir_type_vec(m, ir_type_int(m, 32), 3, 0);
    cr_assert_eq(ir_type_store_size(m, v3), 12);
    cr_assert_eq(ir_type_alloc_size(m, v3), 16);
    cr_assert_eq(ir_ptr_bits(m, 270), 32);
    cr_assert_eq(ir_ptr_bits(m, 0), 64);
    ir_module_free(m);
}

Test(datalayout, defaults_and_errors)
{
    IrModule *m = parse_ok("");
    /* the default datalayout gives i64 a 4-byte ABI alignment */
    cr_assert_eq(ir_type_abi_align(m, ir_type_int(m, 64)), 4);
    cr_assert_eq(m->dl.big_endian, 0);
    ir_module_free(m);
    IrDiag d = parse_err("target datalayout = \"e-i64:63\"\n");
    cr_assert(strstr(d.first_msg, "invalid datalayout"), "%s", d.first_msg);
    cr_assert_eq(d.first_loc.line, 1);
    m = parse_ok("target datalayout = \"E-p:32:32\"\n");
    cr_assert_eq(m->dl.big_endian, 1);
    cr_assert_eq(ir_ptr_bits(m, 0), 32);
    ir_module_free(m);
}

Test(constants, interned)
{
    IrModule *m = ir_module_new();
    IrType *i32 = ir_type_int(m, 32);
    cr_assert_eq(ir_const_int(m, i32, 5), ir_const_int(m, i32, 5));
    cr_assert_neq(ir_const_int(m, i32, 5), ir_const_int(m, ir_type_int(m, 64), 5));
    cr_assert_eq(ir_const_int(m, ir_type_int(m, 8), 0x1ff), ir_const_int(m, ir_type_int(m, 8), 0xff));
    cr_assert_eq(ir_const_simple(m, IR_V_POISON, i32), ir_const_simple(m, IR_V_POISON, i32));
    cr_assert_neq(ir_const_simple(m, IR_V_POISON, i32), ir_const_simple(m, IR_V_UNDEF, i32));
    cr_assert_eq(ir_const_sext(ir_const_int(m, ir_type_int(m, 8), 0xff)), -1);
    ir_module_free(m);
}

Test(parse, print_round_trip_in_process)
{
    const char *src =
        "define i32 @f(i32 %x, ptr %p) {\n"
        "entry:\n"
        "  %a = load i32, ptr %p, align 4\n"
        "  %b = add nsw i32 %a, %x\n"
        "  %c = icmp sgt i32 %b, 0\n"
        "  br i1 %c, label %t, label %e\n"
        "t:\n"
        "  ret i32 %b\n"
        "e:\n"
        "  %r = phi i32 [ 0, %entry ]\n"
        "  ret i32 %r\n"
        "}\n";
    IrModule *m = parse_ok(src);
    IrBuf b = {0};
    ir_print_module(&b, m);
    IrModule *m2 = parse_ok(b.p);
    IrBuf b2 = {0};
    ir_print_module(&b2, m2);
    cr_assert_str_eq(b.p, b2.p, "printing is not a fixed point");
    cr_assert(strstr(b.p, "%b = add nsw i32 %a, %x"));
    IrFunc *f = ir_module_func(m, "f");
    cr_assert_not_null(f);
    cr_assert_eq(f->nblocks, 3);
    IrInst *br = ir_block_terminator(f->first);
    cr_assert_eq(br->op, IR_OP_BR);
    cr_assert_eq(ir_inst_nsucc(br), 2);
    cr_assert_str_eq(ir_inst_succ(br, 1)->v.name, "e");
    /* parse locations are kept for later diagnostics */
    cr_assert_eq(f->first->first->loc.line, 3);
    cr_assert_eq(f->first->first->loc.col, 3);
    ir_buf_free(&b);
    ir_buf_free(&b2);
    ir_module_free(m);
    ir_module_free(m2);
}

/* A module read from an old tool's output goes back to it in its words:
 * the reducer's candidates for opt-14 were printed with memory(...) and
 * captures(none), which opt-14 rejects, so no candidate with a call to an
 * intrinsic (its declaration keeps them) was ever accepted. */
Test(print, attributes_in_the_words_of_an_old_llvm)
{
    const char *src =
        "define void @f(ptr nocapture %p, ptr captures(address) %q) #0 {\n"
        "  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false) #2\n"
        "  ret void\n"
        "}\n"
        "define void @g() #1 { ret void }\n"
        "define void @h() #3 { ret void }\n"
        "define void @k() #4 { ret void }\n"
        "declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2\n"
        "attributes #0 = { nounwind readnone }\n"
        "attributes #1 = { memory(read, argmem: readwrite) }\n"
        "attributes #2 = { argmemonly nounwind writeonly }\n"
        "attributes #3 = { inaccessiblemem_or_argmemonly readonly }\n"
        "attributes #4 = { memory(inaccessiblemem: write) }\n";
    IrModule *m = parse_ok(src);
    IrBuf now = {0}, old = {0}, v20 = {0};
    ir_print_module(&now, m);
    ir_print_module_as(&old, m, 14);
    ir_print_module_as(&v20, m, 20);
    cr_assert(strstr(now.p, "captures(none)") && strstr(now.p, "memory(none)"), "%s", now.p);
    cr_assert(strstr(now.p, "memory(argmem: write)"), "%s", now.p);
    cr_assert(strstr(old.p, "define void @f(ptr nocapture %p, ptr %q) #0"), "%s", old.p);
    cr_assert(strstr(old.p, "declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #"),
              "%s", old.p);
    cr_assert(!strstr(old.p, "memory(") && !strstr(old.p, "captures("), "%s", old.p);
    cr_assert(strstr(old.p, "{ nounwind readnone }"), "%s", old.p);
    cr_assert(strstr(old.p, "{ nounwind argmemonly writeonly }"), "%s", old.p);
    cr_assert(strstr(old.p, "{ inaccessiblemem_or_argmemonly readonly }"), "%s", old.p);
    cr_assert(strstr(old.p, "{ inaccessiblememonly writeonly }"), "%s", old.p);
    /* read everywhere, readwrite on arguments: LLVM 14 can only say nothing */
    cr_assert(strstr(old.p, "define void @g() {"), "%s", old.p);
    cr_assert(!strstr(old.p, "{ }") && !strstr(old.p, "{  }"), "%s", old.p);
    /* LLVM 16-20 know memory(...) but not captures */
    cr_assert(strstr(v20.p, "memory(none)") && strstr(v20.p, "ptr nocapture %p"), "%s", v20.p);
    /* what an old version reads back is the same module, where it could say it */
    IrModule *m2 = parse_ok(old.p);
    IrBuf again = {0};
    ir_print_module_as(&again, m2, 14);
    cr_assert_str_eq(old.p, again.p);
    ir_buf_free(&now);
    ir_buf_free(&old);
    ir_buf_free(&v20);
    ir_buf_free(&again);
    ir_module_free(m);
    ir_module_free(m2);
}

Test(parse, forward_references_resolve_to_one_object)
{
    IrModule *m = parse_ok(
        "define i32 @f() {\n"
        "  br label %later\n"
        "back:\n"
        "  ret i32 %v\n"
        "later:\n"
        "  %v = call i32 @g()\n"
        "  br label %back\n"
        "}\n"
        "define i32 @g() {\n  ret i32 1\n}\n");
    IrFunc *f = ir_module_func(m, "f");
    IrBlock *entry = f->first, *back = entry->next, *later = back->next;
    cr_assert_eq((IrBlock *)entry->first->ops[0], later);
    IrInst *ret = back->first;
    cr_assert_eq((IrInst *)ret->ops[0], later->first);
    cr_assert_eq(later->first->ops[0], &ir_module_func(m, "g")->g.v);
    cr_assert_eq(ret->ops[0]->kind, IR_V_INST);
    ir_module_free(m);
}

Test(parse, errors_at_the_right_place)
{
    IrDiag d = parse_err("define void @f() {\n  ret i32 %missing\n}\n");
    cr_assert_eq(d.first_loc.line, 2);
    cr_assert_eq(d.first_loc.col, 11);
    cr_assert(strstr(d.first_msg, "use of undefined value '%missing'"));
    d = parse_err("@g = global i32 0\n@g = global i32 1\n");
    cr_assert_eq(d.first_loc.line, 2);
    d = parse_err("define void @f() {\n  %x = frobnicate i32 1\n  ret void\n}\n");
    cr_assert_eq(d.first_loc.line, 2);
    cr_assert(strstr(d.first_msg, "expected instruction opcode"), "%s", d.first_msg);
    /* input need not be NUL-terminated, and NUL bytes are just bad characters */
    const char bad[] = {'@', 'g', ' ', '=', ' ', 0, 'x'};
    IrDiag d2;
    ir_diag_init(&d2, "nul.ll", bad, sizeof bad, NULL);
    cr_assert_null(ir_parse(bad, sizeof bad, &d2, NULL));
    cr_assert_eq(d2.nerrors, 1);
}

Test(parse, nesting_limit_is_a_diagnostic)
{
    /* 10000 nested array types: an error, not a stack overflow */
    size_t n = 10000;
    char *src = malloc(n * 8 + 64);
    char *p = src;
    p += sprintf(p, "@g = external global ");
    for (size_t i = 0; i < n; i++)
        p += sprintf(p, "[1 x ");
    p += sprintf(p, "i8");
    for (size_t i = 0; i < n; i++)
        *p++ = ']';
    *p++ = '\n';
    *p = 0;
    IrDiag d = parse_err(src);
    cr_assert(strstr(d.first_msg, "nesting too deep"), "%s", d.first_msg);
    free(src);
}

Test(parse, wide_integer_literals)
{
    IrModule *m = parse_ok("@a = global i256 -1\n@b = global i100 1267650600228229401496703205375\n");
    IrGlobal *a = ir_module_global(m, "a"), *b = ir_module_global(m, "b");
    const IrConst *ca = (const IrConst *)a->init, *cb = (const IrConst *)b->init;
    cr_assert(wide_is_all_ones(ca->w, 256));
    cr_assert(wide_is_all_ones(cb->w, 100)); /* 2^100 - 1 */
    ir_module_free(m);
}

Test(arena, reset_memory_is_zeroed_again)
{
    IrArena *a = ir_arena_new();
    for (int round = 0; round < 3; round++) {
        /* more than the first chunk, so that reset keeps a chunk it used */
        for (int i = 0; i < 3000; i++) {
            unsigned char *p = ir_arena_alloc(a, (size_t)(i % 61) + 1);
            for (int k = 0; k < i % 61 + 1; k++)
                cr_assert_eq(p[k], 0, "round %d, allocation %d: byte %d not zero", round, i, k);
            memset(p, 0xab, (size_t)(i % 61) + 1);
        }
        ir_arena_reset(a);
        cr_assert_eq(ir_arena_used(a), 0);
    }
    /* an allocation that straddles the end of the used part */
    unsigned char *p = ir_arena_alloc(a, 100);
    memset(p, 0xcd, 100);
    ir_arena_reset(a);
    ir_arena_alloc(a, 48);
    unsigned char *q = ir_arena_alloc(a, 200);
    for (int k = 0; k < 200; k++)
        cr_assert_eq(q[k], 0, "byte %d not zero", k);
    ir_arena_free(a);
}

/* A counter of this process's page faults, the exceptions (perf's
 * software event): getrusage counts the pages that MADV_POPULATE_WRITE
 * faults in as well.  -1 where perf events are not allowed, and also
 * where the kernel cannot fault in ranges (Linux < 5.14), since the
 * tests below then have nothing to measure. */
static int
fault_counter(void)
{
    void *t = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    cr_assert(t != MAP_FAILED);
    int populates = madvise(t, 4096, 23 /* MADV_POPULATE_WRITE */) == 0;
    munmap(t, 4096);
    if (!populates)
        return -1;
    struct perf_event_attr pa;
    memset(&pa, 0, sizeof pa);
    pa.type = PERF_TYPE_SOFTWARE;
    pa.size = sizeof pa;
    pa.config = PERF_COUNT_SW_PAGE_FAULTS;
    pa.exclude_kernel = 1;
    pa.exclude_hv = 1;
    return (int)syscall(SYS_perf_event_open, &pa, 0, -1, -1, 0);
}

static long
faults_read(int fd)
{
    uint64_t n = 0;
    cr_assert_eq(read(fd, &n, sizeof n), (ssize_t)sizeof n);
    return (long)n;
}

/* ir_arena_expect takes a chunk that holds what is expected and faults it
 * in at once: the arena then hands out that memory zero, and touching it
 * costs few page faults; asking again, for less than 16 KB or for more
 * than the 2 MB it faults in at most, changes nothing of that. */
Test(arena, expected_memory_is_faulted_in_and_zero)
{
    enum { N = 400 << 10 };
    IrArena *a = ir_arena_new();
    (void)ir_arena_alloc(a, 100); /* a first chunk of 64 KB, too small */
    int fd = fault_counter();
    long before = fd >= 0 ? faults_read(fd) : 0;
    ir_arena_expect(a, N);
    for (int i = 0; i < N / 1000; i++) {
        unsigned char *p = ir_arena_alloc(a, 1000);
        for (int k = 0; k < 1000; k++)
            cr_assert_eq(p[k], 0, "allocation %d: byte %d not zero", i, k);
        memset(p, 0x3c, 1000);
    }
    if (fd >= 0) {
        long faults = faults_read(fd) - before;
        cr_assert_lt(faults, 25, "%ld page faults touching %d expected bytes (one page at a time: 100 or more)",
                     faults, N);
        close(fd);
    }
    ir_arena_expect(a, 0);
    ir_arena_expect(a, 1000);
    ir_arena_expect(a, (size_t)64 << 20);
    ir_arena_expect(a, N);
    for (int i = 0; i < 300; i++) {
        unsigned char *p = ir_arena_alloc(a, 5000);
        for (int k = 0; k < 5000; k += 7)
            cr_assert_eq(p[k], 0, "later allocation %d: byte %d not zero", i, k);
        memset(p, 0x11, 5000);
    }
    cr_assert_geq(ir_arena_used(a), (size_t)N + 300 * 5000);
    ir_arena_free(a);
}

/* An arena that outgrows a chunk faults in as much of the next as it
 * holds: growing to 1 MB one allocation at a time costs the first chunk's
 * pages and a few more (one a page: 250 or more). */
Test(arena, growing_arena_faults_in_ahead)
{
    IrArena *a = ir_arena_new();
    int fd = fault_counter();
    long before = fd >= 0 ? faults_read(fd) : 0;
    for (int i = 0; i < 1000; i++) {
        unsigned char *p = ir_arena_alloc(a, 1000);
        cr_assert_eq(p[0] | p[999], 0, "allocation %d not zero", i);
        memset(p, 0x5a, 1000);
    }
    if (fd >= 0) {
        long faults = faults_read(fd) - before;
        cr_assert_lt(faults, 110, "%ld page faults growing an arena to 1 MB", faults);
        close(fd);
    }
    ir_arena_free(a);
}

/* Chunks too big for the cache go back to the kernel when freed (their
 * memory is given back, and in the pool they wait on its free list): an
 * arena that takes them again sees zero bytes, however often it cycles. */
Test(arena, big_chunks_freed_and_taken_again_are_zero)
{
    for (int round = 0; round < 6; round++) {
        IrArena *a = ir_arena_new();
        size_t n = (size_t)(5 + round % 3) << 20; /* past HUGE_CHUNK */
        unsigned char *p = ir_arena_alloc(a, n);
        for (size_t k = 0; k < n; k += 4096)
            cr_assert_eq(p[k], 0, "round %d: byte %zu not zero", round, k);
        cr_assert_eq(p[n - 1], 0, "round %d: last byte not zero", round);
        memset(p, 0x5a, n);
        /* smaller ones too, which the cache keeps */
        for (int i = 0; i < 50; i++)
            memset(ir_arena_alloc(a, 20000), 0x77, 20000);
        ir_arena_free(a);
    }
}

/* ir_mem_keep (a campaign worker): big chunks freed stay ours, resident
 * (not given back with MADV_DONTNEED), and what an arena takes from them
 * again is zero all the same. */
Test(arena, kept_big_chunks_stay_resident_and_come_back_zero)
{
    ir_mem_keep((size_t)64 << 20);
    long pg = sysconf(_SC_PAGESIZE);
    for (int round = 0; round < 6; round++) {
        IrArena *a = ir_arena_new();
        size_t n = (size_t)(5 + round % 2) << 20; /* past HUGE_CHUNK */
        unsigned char *p = ir_arena_alloc(a, n);
        for (size_t k = 0; k < n; k += 4096)
            cr_assert_eq(p[k], 0, "round %d: byte %zu not zero", round, k);
        cr_assert_eq(p[n - 1], 0, "round %d: last byte not zero", round);
        memset(p, 0x5a, n);
        ir_arena_free(a);
        unsigned char vec = 0;
        void *page = (void *)((uintptr_t)(p + n / 2) & ~(uintptr_t)(pg - 1));
        cr_assert_eq(mincore(page, (size_t)pg, &vec), 0);
        cr_assert(vec & 1, "round %d: the freed chunk's memory was given back", round);
    }
}

/* Chunks an arena frees wait in a cache for the next arena: what another
 * arena then hands out from them is zero, whatever the first one wrote,
 * also for a chunk freed by ir_arena_release and one bigger than asked. */
Test(arena, cached_chunks_come_back_zeroed)
{
    for (int round = 0; round < 4; round++) {
        IrArena *a = ir_arena_new();
        IrArenaMark m = ir_arena_mark(a);
        for (int i = 0; i < 400; i++)
            memset(ir_arena_alloc(a, 1000 + (size_t)round * 300), 0xee, 1000 + (size_t)round * 300);
        if (round & 1)
            ir_arena_release(a, m);
        ir_arena_free(a);
        IrArena *b = ir_arena_new();
        for (int i = 0; i < 500; i++) {
            size_t n = (size_t)(i % 7) * 97 + 1;
            unsigned char *p = ir_arena_alloc(b, n);
            for (size_t k = 0; k < n; k++)
                cr_assert_eq(p[k], 0, "round %d, allocation %d: byte %zu not zero", round, i, k);
            memset(p, 0x5a, n);
        }
        ir_arena_free(b);
    }
}

/* ir_arena_alloc's inline window follows the arena to each new chunk, also
 * when the new chunk is a cached one that is not clean: allocations never
 * overlap, come back zero, and ir_arena_used and marks count them all. */
Test(arena, window_follows_new_chunks)
{
    IrArena *a = ir_arena_new();
    for (int i = 0; i < 300; i++)
        memset(ir_arena_alloc(a, 1000), 0x77, 1000);
    ir_arena_free(a);
    IrArena *b = ir_arena_new();
    size_t total = 0;
    for (int round = 0; round < 2; round++) {
        IrArenaMark m = ir_arena_mark(b);
        cr_assert_eq(ir_arena_used(b), total);
        for (int i = 0; i < 3000; i++) {
            size_t n = i % 9 == 8 ? 30000 : 24 + (size_t)(i % 3) * 8;
            unsigned char *p = ir_arena_alloc(b, n);
            for (size_t k = 0; k < n; k++)
                cr_assert_eq(p[k], 0, "round %d, allocation %d: byte %zu not zero", round, i, k);
            memset(p, 0x11 + i % 7, n);
            total += (n + 15) & ~(size_t)15;
            cr_assert_eq(ir_arena_used(b), total, "round %d, allocation %d", round, i);
        }
        ir_arena_release(b, m);
        total = m.total;
        cr_assert_eq(ir_arena_used(b), total);
    }
    ir_arena_free(b);
}

/* The window must not stay in an old chunk when an allocation takes a new
 * one that is not clean (a cached chunk, cleared as it is handed out):
 * Criterion runs each test in a process of its own, so the cache holds
 * just the chunk made here. */
Test(arena, window_leaves_old_chunk)
{
    IrArena *a = ir_arena_new();
    memset(ir_arena_alloc(a, 200000), 0x55, 200000);
    ir_arena_free(a);
    IrArena *b = ir_arena_new();
    unsigned char *x = ir_arena_alloc(b, 16);   /* a fresh 64 KB chunk, its window open */
    unsigned char *y = ir_arena_alloc(b, 100000); /* the cached 200000-byte chunk */
    cr_assert_eq(y[0], 0);
    cr_assert_eq(y[99999], 0);
    memset(x, 1, 16);
    memset(y, 2, 100000);
    for (int i = 0; i < 4000; i++) {
        unsigned char *p = ir_arena_alloc(b, 48);
        for (int k = 0; k < 48; k++)
            cr_assert_eq(p[k], 0, "allocation %d: byte %d not zero", i, k);
        cr_assert(p < x || p >= x + 16);
        cr_assert(p + 48 <= y || p >= y + 100000, "allocation %d overlaps the 100000 bytes", i);
        memset(p, 3, 48);
    }
    cr_assert_eq(ir_arena_used(b), 16 + 100000 + 4000 * 48);
    ir_arena_free(b);
}

/* A copy of s without its NUL, in a buffer of exactly its length: ASan
 * reports any read past the input. */
static char *
exact_copy(const char *s)
{
    size_t n = strlen(s);
    char *b = malloc(n ? n : 1);
    memcpy(b, s, n);
    return b;
}

Test(symtab, names_of_every_length)
{
    IrArena *a = ir_arena_new();
    IrSymtab t = {0};
    static const char *names[] = {
        "", "a", "ab", "abc", "abcd", "abcde", "abcdefg", "abcdefgh", "abcdefgX", "abcdefghi",
        "abcdefgh_", "abcdefghijklmnop", "abcdefghijklmnopq", "abcdefghijklmnopX",
    };
    size_t n = sizeof names / sizeof names[0];
    for (size_t k = 0; k < n; k++)
        ir_sym_put(&t, a, names[k], (void *)&names[k]);
    for (size_t k = 0; k < n; k++)
        cr_assert_eq(ir_sym_get(&t, names[k]), &names[k], "'%s'", names[k]);
    /* names that are not NUL-terminated, at the very end of their buffer */
    char *text = exact_copy("abcdefghijklmnopq");
    for (size_t len = 0; len <= 17; len++) {
        const char *at[2] = {text, text + 17 - len}; /* prefix, suffix */
        for (int w = 0; w < 2; w++) {
            void *want = NULL;
            for (size_t k = 0; k < n; k++)
                if (strlen(names[k]) == len && !memcmp(names[k], at[w], len))
                    want = (void *)&names[k];
            cr_assert_eq(ir_sym_getn(&t, at[w], len), want, "%s of length %zu",
                         w ? "suffix" : "prefix", len);
        }
    }
    free(text);
    /* a NUL inside a name is part of it */
    cr_assert_null(ir_sym_getn(&t, "a\0b", 3));
    /* growth keeps everything */
    static char many[5000][16];
    for (int k = 0; k < 5000; k++) {
        snprintf(many[k], sizeof many[k], "v%d", k);
        ir_sym_put(&t, a, many[k], many[k]);
    }
    for (int k = 0; k < 5000; k++)
        cr_assert_eq(ir_sym_get(&t, many[k]), many[k]);
    for (size_t k = 0; k < n; k++)
        cr_assert_eq(ir_sym_get(&t, names[k]), &names[k]);
    cr_assert_null(ir_sym_get(&t, "v5000"));
    /* putting a name again replaces its value */
    ir_sym_put(&t, a, "abcdefgh", many[0]);
    cr_assert_eq(ir_sym_get(&t, "abcdefgh"), many[0]);
    cr_assert_eq(t.n, n + 5000);
    ir_arena_free(a);
}

Test(parse, tokens_at_the_very_end_of_the_input)
{
    static const char *srcs[] = {
        "@abc = global i32 0\n@p = global ptr @abc",
        "@abcdefg = global i32 0\n@p = global ptr @abcdefg",
        "@abcdefghijk = global i32 0\n@p = global ptr @abcdefghijk",
        "declare void @f() nounwind",
        "declare void @f() #0\nattributes #0 = { nounwind }",
        "@x = global i32 7",
        "@x = global i8 -1 ; a comment without a newline",
        "@x = global i32 7        ",
        "@x = global float 1.5",
        "@x = global i1 true",
    };
    for (size_t k = 0; k < sizeof srcs / sizeof srcs[0]; k++) {
        char *b = exact_copy(srcs[k]);
        IrDiag d;
        ir_diag_init(&d, "t.ll", b, strlen(srcs[k]), NULL);
        IrModule *m = ir_parse(b, strlen(srcs[k]), &d, NULL);
        cr_assert(m, "%s: %s", srcs[k], d.first_msg);
        ir_module_free(m);
        free(b);
    }
}

/* The verifier's messages for m, one per line. */
static char *
verify_messages(IrModule *m)
{
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    IrDiag d;
    ir_diag_init(&d, "t.ll", NULL, 0, f);
    ir_verify(m, &d);
    fclose(f);
    return out;
}

Test(verify, operand_from_another_function)
{
    IrModule *m = parse_ok(
        "define i32 @f() {\n"
        "  %x = add i32 1, 2\n"
        "  ret i32 %x\n"
        "}\n"
        "define i32 @g() {\n"
        "  %y = add i32 3, 4\n"
        "  %z = add i32 %y, 5\n"
        "  ret i32 %z\n"
        "}\n");
    char *msgs = verify_messages(m);
    cr_assert_str_empty(msgs);
    free(msgs);
    IrInst *x = ir_module_func(m, "f")->first->first;
    IrInst *y = ir_module_func(m, "g")->first->first, *z = y->next;
    /* x has the number y has in g */
    z->ops[0] = &x->v;
    msgs = verify_messages(m);
    cr_assert(strstr(msgs, "Referring to an instruction in another function!"), "%s", msgs);
    free(msgs);
    /* an instruction in no block */
    IrInst *loose = ir_inst_new(m, IR_OP_ADD, y->v.type, 2);
    loose->ops[0] = y->ops[0];
    loose->ops[1] = y->ops[1];
    z->ops[0] = &loose->v;
    msgs = verify_messages(m);
    cr_assert(strstr(msgs, "Referring to an instruction in another function!"), "%s", msgs);
    free(msgs);
    z->ops[0] = &y->v;
    msgs = verify_messages(m);
    cr_assert_str_empty(msgs);
    free(msgs);
    ir_module_free(m);
}

static const char dbg_module[] =
    "declare void @h()\n"
    "define void @f(i32 %x) !dbg !5 {\n"
    "entry:\n"
    "    #dbg_value(i32 %x, !8, !DIExpression(), !9)\n"
    "  ret void\n"
    "}\n"
    "define void @g() {\n"
    "  call void @h()\n"
    "  ret void\n"
    "}\n"
    "!llvm.dbg.cu = !{!0}\n"
    "!llvm.module.flags = !{!3}\n"
    "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: \"x\", "
    "isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)\n"
    "!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n"
    "!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
    "!5 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !6, unit: !0)\n"
    "!6 = !DISubroutineType(types: !7)\n"
    "!7 = !{null}\n"
    "!8 = !DILocalVariable(name: \"x\", scope: !5, file: !1, line: 1, type: !12)\n"
    "!9 = !DILocation(line: 1, scope: !5)\n"
    "!12 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n";

Test(verify, debug_records_in_built_modules)
{
    IrModule *m = parse_ok(dbg_module);
    char *msgs = verify_messages(m);
    cr_assert_str_empty(msgs);
    free(msgs);
    /* a call of an llvm.dbg.* function in a module with debug records */
    IrFunc *h = ir_module_func(m, "h");
    h->g.v.name = "llvm.dbg.h";
    msgs = verify_messages(m);
    cr_assert(strstr(msgs, "llvm.dbg intrinsic should not appear in a module using non-intrinsic "
                           "debug info"), "%s", msgs);
    free(msgs);
    h->g.v.name = "h";
    /* a record after the terminator */
    IrFunc *f = ir_module_func(m, "f");
    IrBlock *b = f->first;
    b->tail_dbg = b->last->dbg;
    b->last->dbg = NULL;
    msgs = verify_messages(m);
    cr_assert(strstr(msgs, "debug record after the terminator"), "%s", msgs);
    free(msgs);
    /* also in a function whose body the instruction checks do not walk */
    f->is_decl = 1;
    msgs = verify_messages(m);
    cr_assert(strstr(msgs, "function declaration with a body"), "%s", msgs);
    cr_assert(strstr(msgs, "debug record after the terminator"), "%s", msgs);
    free(msgs);
    ir_module_free(m);
}

/* The module's arena holds what the module keeps: a call's arguments and
 * their attributes are gathered in the parser's own buffers, and the
 * arrays a growing list leaves behind are taken again by the next lists
 * (they were a sixth of a csmith module's memory, pages a run faults in). */
static size_t
arena_bytes_of(const char *head, const char *item, int n, const char *tail)
{
    IrBuf b = {0};
    ir_buf_puts(&b, head);
    for (int k = 0; k < n; k++)
        ir_buf_printf(&b, item, k, k);
    ir_buf_puts(&b, tail);
    IrModule *m = parse_ok(b.p);
    size_t used = ir_arena_used(m->arena);
    ir_module_free(m);
    ir_buf_free(&b);
    return used;
}

Test(parse, module_memory_is_what_the_module_keeps)
{
    const char *fh = "@s = global i8 0\ndeclare void @g(i64, ptr, i32)\ndefine void @f(i64 %x) {\n";
    const char *call = "  call void @g(i64 noundef %%x, ptr noundef nonnull @s, i32 noundef 7) ; %d %d\n";
    size_t c1 = arena_bytes_of(fh, call, 200, "  ret void\n}\n");
    size_t c2 = arena_bytes_of(fh, call, 400, "  ret void\n}\n");
    /* a call: the instruction, its 4 operands, its attribute list and 3
     * parameter sets */
    size_t per_call = (c2 - c1) / 200;
    size_t keep = sizeof(IrInst) + 32 + ((sizeof(IrAttrList) + 15) & ~(size_t)15) + 3 * sizeof(IrAttrSet);
    cr_expect_leq(per_call, keep + 16, "%zu bytes a call, it keeps %zu", per_call, keep);
    /* a global with an array of 40 constants: the array's list grows
     * from 8 to 64 entries, and the three it leaves (448 bytes) go to
     * the next global's list; a variable takes a global's size, not a
     * function's */
    IrBuf it = {0};
    ir_buf_puts(&it, "@a%d = global [40 x i32] [");
    for (int k = 0; k < 40; k++)
        ir_buf_printf(&it, "%si32 %d", k ? ", " : "", k + 1000);
    ir_buf_puts(&it, "] ; %d\n");
    size_t g1 = arena_bytes_of("", it.p, 100, "");
    size_t g2 = arena_bytes_of("", it.p, 200, "");
    size_t per_global = (g2 - g1) / 100;
    size_t gkeep = sizeof(IrGlobal) + sizeof(IrConst) + 64 * sizeof(void *);
    cr_expect_leq(per_global, gkeep + 256, "%zu bytes a global, it keeps about %zu", per_global, gkeep);
    ir_buf_free(&it);
}

/* A field of the /proc/self/smaps entry of the mapping that holds p (its
 * number: kB for sizes); -1 when the mapping or the field is not found. */
static long
smaps_field(const void *p, const char *field)
{
    FILE *f = fopen("/proc/self/smaps", "r");
    if (!f)
        return -1;
    char line[512];
    int in = 0;
    long v = -1;
    size_t n = strlen(field);
    while (fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, '-') < strchr(line, ' ')) {
            in = (uintptr_t)p >= lo && (uintptr_t)p < hi;
            continue;
        }
        if (in && !strncmp(line, field, n) && sscanf(line + n, " %ld", &v) == 1)
            break;
    }
    fclose(f);
    return v;
}

/* Transparent huge pages are on (for all, or where madvised). */
static int
thp_on(void)
{
    FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
    char mode[128] = "";
    if (f) {
        if (!fgets(mode, sizeof mode, f))
            mode[0] = 0;
        fclose(f);
    }
    return mode[0] && !strstr(mode, "[never]");
}

/* An arena's memory, from its first byte, lies in a mapping marked for
 * transparent huge pages: on these machines the first touch of a fresh
 * 4 KB page costs 6-15 us and a whole 2 MB huge page about 150 us, and
 * even a small run touches hundreds of pages (the pool's first 2 MB were
 * in small pages before: c1 -O2 4.7 -> 3.35 ms).  Skipped where THP is off
 * or the kernel does not say (THPeligible). */
Test(arena, memory_is_marked_for_huge_pages)
{
    if (!thp_on())
        cr_skip_test("transparent huge pages are off here");
    IrArena *a = ir_arena_new();
    unsigned char *p = ir_arena_alloc(a, 1000);
    long eligible = smaps_field(p, "THPeligible:");
    if (eligible < 0) {
        ir_arena_free(a);
        cr_skip_test("no THPeligible in /proc/self/smaps");
    }
    cr_expect_eq(eligible, 1, "an arena's first chunk is not in a huge-page mapping");
    ir_arena_free(a);
}

/* ir_load_file reads a file's text into the arenas' huge pages: each page
 * of a mapping of the page cache costs about 2 us at its first touch on
 * these machines, a fresh 4 KB page 6-15 us, the huge pages 0.3 us a 4 KB
 * page (a 600 KB module: 155 us read, 400 us mapped).  Its memory lies in
 * a mapping marked for huge pages (skipped where THP is off), and the text
 * is the file's, with a NUL after it. */
Test(parse, load_file_reads_into_huge_pages)
{
    char path[] = "/tmp/llfuzz-map-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    size_t n = 256 * 1024 + 100;
    char *text = malloc(n);
    for (size_t k = 0; k < n; k++)
        text[k] = (char)('a' + k % 26);
    text[n - 1] = '\n';
    cr_assert_eq(write(fd, text, n), (ssize_t)n);
    close(fd);
    size_t len = 0;
    char *src = ir_load_file(path, &len);
    cr_assert(src);
    cr_assert_eq(len, n);
    cr_expect(!memcmp(src, text, n), "the text read is not the file's");
    cr_expect_eq(src[len], 0);
    long eligible = smaps_field(src, "THPeligible:");
    if (thp_on() && eligible >= 0)
        cr_expect_eq(eligible, 1, "the text is not in a huge-page mapping");
    ir_unload_file(src);
    unlink(path);
    free(text);
}

/* ir_load_file: whatever the text's size against the page size (the text
 * used to be mapped, alone or over a zero page), the byte after it is NUL
 * and the module parses. */
Test(parse, loaded_text_ends_in_nul_at_any_size)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    const size_t sizes[] = {1, page - 1, page, page + 1, 2 * page};
    const char *body = "define i32 @f() {\n  ret i32 0\n}\n";
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        size_t n = sizes[k];
        char path[] = "/tmp/llfuzz-map-XXXXXX";
        int fd = mkstemp(path);
        cr_assert(fd >= 0);
        char *text = malloc(n);
        memset(text, ' ', n);
        text[n - 1] = '\n';
        if (n > strlen(body) + 2) {
            memcpy(text, body, strlen(body));
            text[strlen(body)] = ';'; /* the padding is a comment */
        }
        cr_assert_eq(write(fd, text, n), (ssize_t)n);
        close(fd);
        size_t len = 0;
        char *src = ir_load_file(path, &len);
        cr_assert(src, "size %zu", n);
        cr_assert_eq(len, n);
        cr_assert(!memcmp(src, text, n), "size %zu", n);
        cr_assert_eq(src[len], 0, "size %zu: no NUL after the text", n);
        ir_unload_file(src);
        IrDiag d;
        ir_diag_init(&d, path, NULL, 0, NULL);
        IrModule *m = ir_parse_file(path, &d, NULL, NULL);
        cr_assert(m, "size %zu", n);
        cr_assert_eq(!!ir_module_func(m, "f"), n > strlen(body) + 2, "size %zu", n);
        ir_module_free(m);
        unlink(path);
        free(text);
    }
}
