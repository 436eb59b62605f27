; llfuzz report --format issue on a reduced llc crash runs it on the
; installed llc versions: the same failure message (the reducer's key:
; numbers and addresses aside) reproduces; another failure, or none, does
; not.  The fixture llc-22 (tests/golden/reduce/Inputs/llc-udiv-crash.sh)
; fails on any udiv; the real llc-19 and llc-14 compile it.
; REQUIRES: llc-22, llc-19
; TIMEOUT: 120
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/../reduce/Inputs/llc-udiv-crash.sh %t/bin/llc-22 && export PATH=%t/bin:$PATH; \
; RUN:   %llfuzz report --format issue %s) | FileCheck %s
; CHECK: # [X86] llc-22 crashes: LLVM ERROR: Cannot select: udiv
; CHECK: target triple = "x86_64-pc-linux-gnu"
; CHECK: | `llc-19:-O2` | does not reproduce |
; CHECK-NEXT: | `llc-22:-O2` | reproduces: LLVM ERROR: Cannot select: t42: i32 = udiv t7, t9 |

; llfuzz reduce: crash with llc-22:-O2
; engine:      llc-22:-O2
; failure:     LLVM ERROR: Cannot select: udiv
; signature:   llc-22|crash|LLVM ERROR: Cannot select: udiv
; reproduce:   llc-22 -O2 r.ll -o /dev/null

define i32 @a(i32 %x, i32 %y) {
  %d = udiv i32 %x, %y
  ret i32 %d
}
