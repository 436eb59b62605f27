; A planted miscompilation: the fixture opt-22 (Inputs/opt-xor-to-or.sh)
; turns `xor` into `or` whenever instcombine ran.  The reducer finds the
; divergence on the input line of @f, blames instcombine by bisection,
; confirms it alone, and shrinks @f to the xor and its return.
; REQUIRES: opt-22
; TIMEOUT: 840
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/opt-xor-to-or.sh %t/bin/opt-22 && export PATH=%t/bin:$PATH; \
; RUN:   %llfuzz reduce %s --engine opt-22:-O2 -o %t/r.ll -j 2 -q && cat %t/r.ll) > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; STDERR1-DAG: 23 -> 2 instructions
; STDERR1-DAG: blamed pass instcombine
; CHECK1: ; llfuzz reduce: value mismatch in @f with opt-22:-O2
; CHECK1: ; blamed pass: instcombine (opt-bisect-limit; reproduces alone)
; CHECK1: ; reduced with: opt-22:-passes=instcombine (with opt-22:-O2: reproduces too)
; CHECK1: ; signature:   opt-22|wrong value|instcombine|and|or|xor,ret
; CHECK1-NEXT: ; target:      none (opt-22 ran it without a triple or datalayout: its defaults)
; CHECK1: ; llfuzz-input: @f(i8 1)
; CHECK1: define i8 @f(i8 %b) {
; CHECK1-NEXT: entry:
; CHECK1-NEXT: %x = xor i8 %b, 1
; CHECK1-NEXT: ret i8 %x
; CHECK1-NEXT: }
; The reduced case and its Alive2-style file show it again.
; RUN: (export PATH=%t/bin:$PATH; opt-22 -passes=instcombine -S %t/r.ll -o %t/t.ll && \
; RUN:   %exit 1 %llfuzz check %t/r.ll %t/t.ll --func f) | FileCheck %s --check-prefix=CHECK2
; CHECK2: @f/@f: ERROR: value mismatch
; RUN: %exit 1 %llfuzz check %t/r.alive.ll | FileCheck %s --check-prefix=CHECK3
; CHECK3: @src/@tgt: ERROR: value mismatch
; Without a divergence there is nothing to reduce (-j2 as make takes it).
; RUN: %exit 1 %llfuzz reduce %s --engine opt-22:-O2 -o %t/n.ll -q -j2 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: not reproducible
; RUN: %exit 2 %llfuzz reduce %s --engine opt-22:-O2 -jx 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: llfuzz reduce: error: -j x: must be 1..64
; RUN: %exit 2 %llfuzz reduce %s --engine opt-22:-O2 --timeout 0 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: llfuzz reduce: error: --timeout 0: must be 1..86400
; RUN: %exit 2 %llfuzz reduce %s --frob 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: llfuzz reduce: error: unknown option '--frob'

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
