; nnan/ninf decide on the class of a value whose bits are partly unknown: a
; NaN with an unknown payload (any arithmetic NaN result) is a NaN, so
; `fneg nnan` of it is poison (LangRef "Fast-Math Flags").  Found by campaign
; c30 (divergences 17, 52): the source's `fneg nnan` of `fadd NaN, c` stayed a
; NaN, and opt-22 -O2, which folded the fneg into an `fsub nnan`, was reported
; as "target is more poisonous".  A zero whose sign nsz leaves unknown is
; neither a NaN nor an infinity: ninf/nnan on it are not poison.
; RUN: %llfuzz check %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: @src1/@tgt1: no counterexample
; CHECK1: @src2/@tgt2: no counterexample
; CHECK1: @src4/@tgt4: no counterexample
; CHECK1: @src3/@tgt3: no counterexample
; RUN: %llfuzz run %s --entry src1 --args 'double 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK2
; CHECK2: double poison
; RUN: %llfuzz run %s --entry src3 --args 'float 0.0' | FileCheck %s --check-prefix=CHECK3
; CHECK3: float 1.0
; the tracked run is exact where every choice agrees (the oracle would
; otherwise need concrete runs to dismiss a poison or unknown target)
; RUN: %llfuzz run %s --entry tgt2 --args 'i8 3' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i1 true
; RUN: %llfuzz run %s --entry tgt4 --args 'i8 3, i1 true' | FileCheck %s --check-prefix=CHECK5
; CHECK5: float unknown
; RUN: %llfuzz run %s --entry uno --args 'double 0x7FF8000000000000' | FileCheck %s --check-prefix=CHECK6
; CHECK6: i1 true

define double @src1(double %x) {
  %a = fadd double %x, 1.0
  %n = fneg nnan double %a
  ret double %n
}
define double @tgt1(double %x) {
  %a = fadd nnan double %x, 1.0
  %n = fneg double %a
  ret double %n
}

; fcmp and select see the class too: nnan ninf on a zero of unknown sign
define i1 @src2(i8 %i) {
  %x = sitofp i8 %i to float
  %z = fsub float %x, %x
  %n = fneg nsz float %z
  %c = fcmp oeq float %n, 0.0
  ret i1 %c
}
define i1 @tgt2(i8 %i) {
  %x = sitofp i8 %i to float
  %z = fsub float %x, %x
  %n = fneg nsz float %z
  %c = fcmp nnan ninf oeq float %n, 0.0
  ret i1 %c
}

define float @src4(i8 %i, i1 %b) {
  %x = sitofp i8 %i to float
  %z = fsub float %x, %x
  %n = fneg nsz float %z
  %s = select i1 %b, float %n, float 1.0
  ret float %s
}
define float @tgt4(i8 %i, i1 %b) {
  %x = sitofp i8 %i to float
  %z = fsub float %x, %x
  %n = fneg nsz float %z
  %s = select nnan ninf i1 %b, float %n, float 1.0
  ret float %s
}

; -0.0 or +0.0 (nsz), then ninf nnan arithmetic on it: never poison
define float @src3(float %x) {
  %z = fsub float %x, %x
  %n = fneg nsz float %z
  %r = fadd nnan ninf float %n, 1.0
  ret float %r
}
define float @tgt3(float %x) {
  %z = fsub float %x, %x
  %r = fadd float %z, 1.0
  ret float %r
}

define i1 @uno(double %x) {
  %a = fadd double %x, 1.0
  %c = fcmp uno double %a, %a
  ret i1 %c
}
