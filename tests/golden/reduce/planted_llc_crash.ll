; A compiler that fails on one pattern: the fixture llc-22
; (Inputs/llc-udiv-crash.sh) gives up on any `udiv`.  Without --func the
; reducer sees the tool fail and keeps its first error line (numbers taken
; out); the module shrinks to one udiv.
; REQUIRES: llc-22
; TIMEOUT: 480
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/llc-udiv-crash.sh %t/bin/llc-22 && export PATH=%t/bin:$PATH; \
; RUN:   %llfuzz reduce %s --engine llc-22:-O2 -o %t/r.ll -j 2 -q && cat %t/r.ll) > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; STDERR1: 11 -> 2 instructions
; CHECK1: ; llfuzz reduce: crash with llc-22:-O2
; CHECK1: ; failure:     LLVM ERROR: Cannot select: udiv
; CHECK1: ; signature:   llc-22|crash|LLVM ERROR: Cannot select: udiv
; CHECK1: ; reproduce:   llc-22 -O2 {{.*}}r.ll -o /dev/null
; The file alone reproduces it: the target the runner gave the module.
; CHECK1: target datalayout = "{{.+}}"
; CHECK1-NEXT: target triple = "{{.+}}"
; CHECK1: define void @b() {
; CHECK1-NEXT: entry:
; CHECK1-NEXT: %d = udiv i8 0, 0
; CHECK1-NEXT: ret void
; CHECK1-NOT: define
; A store's crash row: reduced in place, its status and reduced module set.
; RUN: (export PATH=%t/bin:$PATH; \
; RUN:   %llfuzz campaign --db %t/c.db --count 1 --seed 1 --batch 1 -j 1 -q --engine llc-22:-O2 --config %S/Inputs/udiv.cfg && \
; RUN:   %llfuzz db list --db %t/c.db) | FileCheck %s --check-prefix=CHECK2
; CHECK2: crash
; RUN: (export PATH=%t/bin:$PATH; %llfuzz reduce --db %t/c.db --id 1 -o %t/d.ll -q && \
; RUN:   %llfuzz db show --db %t/c.db --id 1 --reduced) | FileCheck %s --check-prefix=CHECK3
; CHECK3: udiv
; RUN: %llfuzz db list --db %t/c.db | FileCheck %s --check-prefix=CHECK4
; CHECK4: reduced

define i32 @a(i32 %x, i32 %y) {
  %s = add i32 %x, %y
  %m = mul i32 %s, %s
  ret i32 %m
}

define i32 @b(i32 %x, i32 %y, i1 %c) {
entry:
  br i1 %c, label %l, label %r
l:
  %d = udiv i32 %x, 7
  %e = add i32 %d, %y
  br label %j
r:
  %f = sub i32 %x, %y
  br label %j
j:
  %p = phi i32 [ %e, %l ], [ %f, %r ]
  ret i32 %p
}
