; malloc's heap lies in the arenas' pool of huge pages (ir/core.c's __sbrk,
; which the static executable links instead of the C library's): the first
; touch of a fresh 4 KB page costs 6-15 us on these machines, a 2 MB huge
; page 150 us in all, and the heap shares its first huge page with the
; arenas (c1 -O2 2.90 -> 2.46 ms, 2 -O0 9.2 -> 8.3 ms).
; The first RUN builds a program on the release library that exercises
; malloc on that heap: random blocks allocated, grown, checked and freed,
; calloc's zeroes, trims (refused), and arena chunks cut from the pool
; between the heap's growths, so that the heap moves to new segments (a
; heap that gave memory back failed this: a trim right after such a move
; cut the new top below the request).  The second checks that a running
; llfuzz leaves the program break ([heap] in /proc/PID/smaps) all but
; unused: it held 100 KB or more before (malloc's memory, faulted in by
; ir_heap_expect).  Release build only: the sanitizers' malloc is their own.
; REQUIRES: release-build
; RUN: root=%S/../../.. && \
; RUN: cc -std=c11 -D_GNU_SOURCE -O2 -I"$root" -static -o %T/heap_stress %S/Inputs/heap_stress.c \
; RUN:   "$root/libllfuzz.a" -lm -lpthread 2>/dev/null || echo "no static C program"; \
; RUN: [ -x %T/heap_stress ] && %T/heap_stress
; CHECK: {{heap ok, the program break grew by little|no static C program}}
; RUN: "$LLFUZZ_BIN" run %s & pid=$!; \
; RUN: for k in 1 2 3 4 5 6 7 8 9 10; do grep -q '^Rss' /proc/$pid/smaps 2>/dev/null && sleep 0.3 && break; sleep 0.1; done; \
; RUN: awk '/^[0-9a-f]+-[0-9a-f]+ / { h = ($NF == "[heap]") } h && /^Rss:/ { r += $2 } \
; RUN:   END { if (r + 0 <= 16) print "program break unused"; else print "program break holds", r, "kB" }' /proc/$pid/smaps; \
; RUN: kill $pid
; CHECK: program break unused

define i32 @main() {
entry:
  br label %loop
loop:
  br label %loop
}
