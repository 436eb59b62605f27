; The memory of a short run fits the first 2 MB huge page of the arenas'
; pool (ir/core.c): each more costs 60-150 us to clear on these machines,
; 3-6% of a csmith program's run at -O2.  A 41 KB module of 45 functions
; (calls.awk) took two: the interpreter's stack took its first chunk of
; 16K cells (384 KB) out of the middle of the pool's first 2 MB, where the
; run touches 32 KB of it, so that the lowered code went on into the next
; huge page (csmith programs of 90-110 KB at -O2 the same).  The first
; chunk holds 4K cells now (exec/interp/run.c, stack_grow).  Where the
; kernel gives no huge page, the run has 0 KB in them and the test checks
; nothing.  Release build only (the sanitizer build has its own malloc
; and shadow memory).
; REQUIRES: release-build
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (awk -v n=45 -f %S/Inputs/calls.awk > %t/calls.ll)
; RUN: ("$LLFUZZ_BIN" run --stats %t/calls.ll 2>&1 >/dev/null | grep 'memory of the process') | FileCheck %s --check-prefix=CHECK2
; CHECK2: llfuzz run: memory of the process: {{[0-9]+}} KB resident, {{(2048|0)}} KB of it in huge pages

define i32 @main() {
  ret i32 0
}
