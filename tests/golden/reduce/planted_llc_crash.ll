; A compiler that fails on one pattern: the fixture llc-22
; (Inputs/llc-udiv-crash.sh) gives up on any `udiv`.  Without --func the
; reducer sees the tool fail and keeps its first error line (numbers taken
; out); the module shrinks to one udiv.
; REQUIRES: llc-22
; TIMEOUT: 120
; RUN: mkdir -p %T/bin && cp %S/Inputs/llc-udiv-crash.sh %T/bin/llc-22 && export PATH=%T/bin:$PATH; \
; RUN:   llfuzz reduce %s --engine llc-22:-O2 -o %T/r.ll -j 2 -q && cat %T/r.ll
; STDERR: 11 -> 2 instructions
; CHECK: ; llfuzz reduce: crash with llc-22:-O2
; CHECK: ; failure:     LLVM ERROR: Cannot select: udiv
; CHECK: ; signature:   llc-22|crash|LLVM ERROR: Cannot select: udiv
; CHECK: ; reproduce:   llc-22 -O2 {{.*}}r.ll -o /dev/null
; The file alone reproduces it: the target the runner gave the module.
; CHECK: target datalayout = "{{.+}}"
; CHECK-NEXT: target triple = "{{.+}}"
; CHECK: define void @b() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %d = udiv i8 0, 0
; CHECK-NEXT:   ret void
; CHECK-NOT: define
; A store's crash row: reduced in place, its status and reduced module set.
; RUN: export PATH=%T/bin:$PATH; \
; RUN:   llfuzz campaign --db %T/c.db --count 1 --seed 1 --batch 1 -j 1 -q --engine llc-22:-O2 --config %S/Inputs/udiv.cfg && \
; RUN:   llfuzz db list --db %T/c.db
; CHECK: crash
; RUN: export PATH=%T/bin:$PATH; llfuzz reduce --db %T/c.db --id 1 -o %T/d.ll -q && \
; RUN:   llfuzz db show --db %T/c.db --id 1 --reduced
; CHECK: udiv
; RUN: llfuzz db list --db %T/c.db
; CHECK: reduced

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
