; Every verdict kind of `llfuzz check` once, and correct rewrites that rely
; on nsw (poison), undef and NaN: the oracle must tell them apart.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: @src1/@tgt1: no counterexample in
; CHECK1: @src2/@tgt2: ERROR: value mismatch
; CHECK1-NEXT: input:  i32 2147483647
; CHECK1-NEXT: source: i32 0
; CHECK1-NEXT: target: i32 1
; CHECK1: @src3/@tgt3: ERROR: target is more poisonous
; CHECK1: @src4/@tgt4: ERROR: target's value is more undefined
; CHECK1: @src5/@tgt5: ERROR: source is more defined than target
; CHECK1-NEXT: input:  i32 0
; CHECK1: @src6/@tgt6: ERROR: memory mismatch
; CHECK1: memory @g+0: source 0x01, target 0x00
; CHECK1: @src7/@tgt7: ERROR: trace mismatch
; CHECK1: trace: call 1: source @use(i32 0), target @use(i32 1)
; CHECK1: @src8/@tgt8: ERROR: hang
; CHECK1: @src9/@tgt9: no counterexample in
; CHECK1: @src10/@tgt10: no counterexample in
; CHECK1: @src11/@tgt11: no counterexample in
; CHECK1: 11 pairs: 4 without counterexample, 7 with a counterexample
; RUN: %llfuzz check %s --func src9 | FileCheck %s --check-prefix=CHECK2
; CHECK2: 1 pair: 1 without counterexample, 0 with a counterexample
; RUN: %exit 2 %llfuzz check %s --func nosuch 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: no pair with source @nosuch
; RUN: %exit 2 %llfuzz check %s --inputs x 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: llfuzz check: error: --inputs x: must be 1..100000
@g = global i32 0

declare void @use(i32)

; x + 1 > x when the add cannot wrap (nsw): true
define i32 @src1(i32 %x) {
  %a = add nsw i32 %x, 1
  %c = icmp sgt i32 %a, %x
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @tgt1(i32 %x) {
  ret i32 1
}

; without nsw it wraps at INT_MAX
define i32 @src2(i32 %x) {
  %a = add i32 %x, 1
  %c = icmp sgt i32 %a, %x
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @tgt2(i32 %x) {
  ret i32 1
}

define i8 @src3(i8 %x) {
  %a = add i8 %x, 100
  ret i8 %a
}
define i8 @tgt3(i8 %x) {
  %a = add nsw i8 %x, 100
  ret i8 %a
}

define i8 @src4() {
  %f = freeze i8 undef
  ret i8 %f
}
define i8 @tgt4() {
  ret i8 undef
}

define i32 @src5(i32 %x) {
  %d = udiv i32 %x, 7
  ret i32 %d
}
define i32 @tgt5(i32 %x) {
  %d = udiv i32 7, %x
  ret i32 %d
}

define void @src6(i32 %x) {
  store i32 %x, ptr @g
  ret void
}
define void @tgt6(i32 %x) {
  ret void
}

define void @src7(i32 %x) {
  call void @use(i32 %x)
  call void @use(i32 1)
  ret void
}
define void @tgt7(i32 %x) {
  call void @use(i32 1)
  call void @use(i32 %x)
  ret void
}

define i32 @src8(i32 %x) {
  ret i32 %x
}
define i32 @tgt8(i32 %x) {
  br label %l
l:
  br label %l
}

; undef may be any value
define i8 @src9(i8 %x) {
  ret i8 undef
}
define i8 @tgt9(i8 %x) {
  ret i8 7
}
; fadd commutes, NaN payloads may differ
define float @src10(float %x, float %y) {
  %a = fadd float %x, %y
  ret float %a
}
define float @tgt10(float %x, float %y) {
  %a = fadd float %y, %x
  ret float %a
}
; the first store is dead
define void @src11(ptr %p) {
  store i32 1, ptr %p
  store i32 2, ptr %p
  ret void
}
define void @tgt11(ptr %p) {
  store i32 2, ptr %p
  ret void
}
