; A chunk of the arenas' pool that opens a 2 MB huge page nothing touched
; yet has its first page mapped in by the range (ir/core.c, pool_touch):
; its owner writes its header at once, and that write's page fault on a
; huge page cost 60-100 us more than the system call here (csmith 4 -O2
; 7.28 -> 7.17 ms, two such faults).  A module of 120 functions
; (calls.awk) takes its lowered code from a chunk that opens the pool's
; second huge page: no page fault lands in the pool (large anon).  (A chunk
; that starts in one huge page and runs on into the next is not mapped in
; ahead: with 100 functions the lowered code's chunk does that, since
; malloc's heap no longer lies in the pool, and takes one fault there.)
; Release build only (the sanitizers have their own malloc), and only
; where perf records page faults with their addresses.
; REQUIRES: release-build, perf
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (awk -v n=120 -f %S/Inputs/calls.awk > %t/calls.ll)
; RUN: ({ perf record -q -e page-faults -c 1 -d -o %t/pf.data "$LLFUZZ_BIN" run %t/calls.ll >/dev/null 2>&1 || true; } && \
; RUN: { perf script -i %t/pf.data --show-mmap-events -F addr 2>/dev/null || true; } | awk -f %S/Inputs/fault_classes.awk > %t/classes && \
; RUN: cat %t/classes && \
; RUN: awk '/cannot/ { print "perf cannot record page faults here"; exit } \
; RUN:   { gsub(/,/, ""); if ($12 == 0) print "no fault in the pool"; else print "faults in the pool:", $12 }' %t/classes) | FileCheck %s --check-prefix=CHECK2
; CHECK2: {{no fault in the pool|perf cannot record page faults here}}

define i32 @main() {
  ret i32 0
}
