; A planted miscompilation: the fixture opt-22 (Inputs/opt-xor-to-or.sh)
; turns `xor` into `or` whenever instcombine ran.  The reducer finds the
; divergence on the input line of @f, blames instcombine by bisection,
; confirms it alone, and shrinks @f to the xor and its return.
; REQUIRES: opt-22
; TIMEOUT: 120
; RUN: mkdir -p %T/bin && cp %S/Inputs/opt-xor-to-or.sh %T/bin/opt-22 && export PATH=%T/bin:$PATH; \
; RUN:   llfuzz reduce %s --engine opt-22:-O2 -o %T/r.ll -j 2 -q && cat %T/r.ll
; STDERR: 23 -> 2 instructions
; STDERR: blamed pass instcombine
; CHECK: ; llfuzz reduce: value mismatch in @f with opt-22:-O2
; CHECK: ; blamed pass: instcombine (opt-bisect-limit; reproduces alone)
; CHECK: ; reduced with: opt-22:-passes=instcombine (with opt-22:-O2: reproduces too)
; CHECK: ; signature:   opt-22|wrong value|instcombine|and|or|xor,ret
; CHECK-NEXT: ; target:      none (opt-22 ran it without a triple or datalayout: its defaults)
; CHECK: ; llfuzz-input: @f(i8 1)
; CHECK: define i8 @f(i8 %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = xor i8 %b, 1
; CHECK-NEXT:   ret i8 %x
; CHECK-NEXT: }
; The reduced case and its Alive2-style file show it again.
; RUN: export PATH=%T/bin:$PATH; opt-22 -passes=instcombine -S %T/r.ll -o %T/t.ll && \
; RUN:   llfuzz check %T/r.ll %T/t.ll --func f
; EXIT: 1
; CHECK: @f/@f: ERROR: value mismatch
; RUN: llfuzz check %T/r.alive.ll
; EXIT: 1
; CHECK: @src/@tgt: ERROR: value mismatch
; Without a divergence there is nothing to reduce (-j2 as make takes it).
; RUN: llfuzz reduce %s --engine opt-22:-O2 -o %T/n.ll -q -j2
; EXIT: 1
; STDERR: not reproducible
; RUN: llfuzz reduce %s --engine opt-22:-O2 -jx
; EXIT: 2
; STDERR: llfuzz reduce: error: -j x: must be 1..64
; RUN: llfuzz reduce %s --engine opt-22:-O2 --timeout 0
; EXIT: 2
; STDERR: llfuzz reduce: error: --timeout 0: must be 1..86400
; RUN: llfuzz reduce %s --frob
; EXIT: 2
; STDERR: llfuzz reduce: error: unknown option '--frob'

; llfuzz-input: @g(i32 3, i32 4)
; llfuzz-input: @f(i32 5, i32 9, i1 true)
; llfuzz-input: @f(i32 -7, i32 12, i1 false)

@counter = global i32 0

define i32 @g(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  %m = mul i32 %s, 3
  %t = sub i32 %m, %a
  store i32 %t, ptr @counter
  ret i32 %t
}

define i32 @helper(i32 %x) {
  %y = shl i32 %x, 2
  %z = and i32 %y, 255
  ret i32 %z
}

define i32 @f(i32 %a, i32 %b, i1 %c) {
entry:
  %p = alloca i32
  store i32 %b, ptr %p
  %h = call i32 @helper(i32 %a)
  %q = add nsw i32 %h, 1
  br i1 %c, label %then, label %else

then:
  %v = load i32, ptr %p
  %x = xor i32 %v, %q
  %w = mul i32 %x, 5
  br label %join

else:
  %u = sub i32 %a, %b
  br label %join

join:
  %r = phi i32 [ %w, %then ], [ %u, %else ]
  %r2 = lshr i32 %r, 1
  %r3 = add i32 %r2, 0
  ret i32 %r3
}
