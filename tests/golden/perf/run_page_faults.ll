; A run faults its memory in by the range, not one page fault a page: the
; module's arena takes the memory the module will need at once
; (ir_arena_expect), an arena that outgrows a chunk faults in as much again
; as it holds, interp_new faults in the top of the interpreter's stack, and
; malloc's heap grows by what the tables will need (ir_heap_expect).  A
; page fault costs 2.5 to 10 us on these machines, a page faulted in as part
; of a range 0.5 to 2 us (bench/README).
;
; A 120 KB module of 130 functions and globals, all called, took 150 page
; faults more than this empty module's run before; it takes about 10 more
; (without the heap's expectation 40, without the growing arenas' 120).
; The sanitizer build has its own malloc and shadow memory: release only.
; (perf counts the faults a process takes; getrusage would count the pages
; faulted in by the range too.  Where perf may not count them, for a user
; under perf_event_paranoid 3, the test says so and checks nothing.)
; REQUIRES: release-build, perf
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (awk -f %S/Inputs/calls.awk > %t/calls.ll)
; RUN: (big=$({ perf stat -x, -e page-faults "$LLFUZZ_BIN" run %t/calls.ll 2>&1 >/dev/null || true; } | awk -F, '/page-faults/ { print $1 }') && \
; RUN: empty=$({ perf stat -x, -e page-faults "$LLFUZZ_BIN" run %s 2>&1 >/dev/null || true; } | awk -F, '/page-faults/ { print $1 }') && \
; RUN: echo "page faults: $big, of an empty module: $empty" && \
; RUN: awk -v b="$big" -v e="$empty" 'BEGIN { if (b == "" || e == "" || b !~ /^[0-9]+$/ || e !~ /^[0-9]+$/) \
; RUN:   print "perf cannot count page faults here"; else if (b - e < 30) print "few faults"; else print "too many faults" }') | FileCheck %s --check-prefix=CHECK2
; CHECK2: {{few faults|perf cannot count page faults here}}

define i32 @main() {
  ret i32 0
}
