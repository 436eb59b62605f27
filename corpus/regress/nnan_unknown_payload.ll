; nnan/ninf decide on the class of a value whose bits are partly unknown: a
; NaN with an unknown payload (any arithmetic NaN result) is a NaN, so
; `fneg nnan` of it is poison (LangRef "Fast-Math Flags").  Found by campaign
; c30 (divergences 17, 52): the source's `fneg nnan` of `fadd NaN, c` stayed a
; NaN, and opt-22 -O2, which folded the fneg into an `fsub nnan`, was reported
; as "target is more poisonous".  A zero whose sign nsz leaves unknown is
; neither a NaN nor an infinity: ninf/nnan on it are not poison.
; the tracked run is exact where every choice agrees (the oracle would
; otherwise need concrete runs to dismiss a poison or unknown target)
; (regression case of a false alarm; also tests/golden/check/correct/nnan_unknown_payload.ll)
; llfuzz-expect: refines

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
