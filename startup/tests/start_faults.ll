; The page faults of a run before main, by the mapping they land in: each
; costs 11-25 us on these machines (bench/README), a page mapped in by the
; range under 1 us.  The entry (startup/entry.c) maps in the vDSO, whose symbol
; table the C library's start-up reads, and the first page of the program
; break, where the start-up puts its thread's TLS block; the writable
; segment's file part ends on a page boundary (startup/data-end.ld), so that
; exec clears no partial page; the arenas' pool maps its first page in by
; the range when it is made (ir/core.c, pool_map), one system call for
; the fault that malloc's first write took there (the whole 2 MB huge
; page either way).  What is left: the entry's first instruction (one
; fault on the image), and malloc's heap (since it lies in the program
; break again, no longer in the pool: not counted here).  Before, the image
; took 2 (exec's clearing of .data's last page), the vDSO 1, the program
; break 1 and the pool (large anon) 1.  Release build only (the
; sanitizer build links without the entry), and only where perf records
; page faults with their addresses.
; REQUIRES: startup, perf
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: ({ perf record -q -e page-faults -c 1 -d -o %t/pf.data "$LLFUZZ_BIN" run %s >/dev/null 2>&1 || true; } && \
; RUN: { perf script -i %t/pf.data --show-mmap-events -F addr 2>/dev/null || true; } | awk -f %S/../../tests/golden/perf/Inputs/fault_classes.awk > %t/classes && \
; RUN: cat %t/classes && \
; RUN: awk '/cannot/ { print "perf cannot record page faults here"; exit } \
; RUN:   { gsub(/,/, ""); if ($2 <= 1 && $4 == 0 && $9 == 0 && $12 == 0) print "no avoidable fault"; else print "avoidable faults" }' %t/classes) | FileCheck %s
; CHECK: {{no avoidable fault|perf cannot record page faults here}}

define i32 @main() {
  ret i32 0
}
