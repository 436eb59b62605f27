; Wrong transformations around attributes, metadata and llvm.assume: the
; target relies on a promise the source does not make, or breaks one.  The
; inputs include pointers aligned no more than the source promises.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: target is more poisonous
; CHECK: @src2/@tgt2: ERROR: target is more poisonous
; CHECK: @src3/@tgt3: ERROR: source is more defined than target
; CHECK: @src4/@tgt4: ERROR: source is more defined than target
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: source is more defined than target
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: ERROR: value mismatch
; CHECK: @src11/@tgt11: ERROR: value mismatch
; CHECK: @src12/@tgt12: ERROR: memory mismatch
; CHECK: @src13/@tgt13: ERROR: value mismatch
; CHECK: @src14/@tgt14: ERROR: source is more defined than target
; CHECK: 14 pairs: 0 without counterexample, 14 with a counterexample

declare void @llvm.assume(i1)

; The target adds a range to the return value that the source does not promise.
define i8 @src1(i8 %x) {
  ret i8 %x
}
define range(i8 0, 10) i8 @tgt1(i8 %x) {
  ret i8 %x
}

; The target adds !range to a load.
define i8 @src2(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}
define i8 @tgt2(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !0
  ret i8 %v
}

; The target adds !noundef to a load of what may be poison.
define i32 @src3(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @tgt3(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4, !noundef !1
  ret i32 %v
}

; The target assumes an alignment nobody promised.
define i32 @src4(ptr %p) {
  %v = load i32, ptr %p, align 1
  ret i32 %v
}
define i32 @tgt4(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; align 8 promised, 16 used: the address may be 8 modulo 16.
define i64 @src5(ptr align 8 %p) {
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 15
  ret i64 %m
}
define i64 @tgt5(ptr align 8 %p) {
  ret i64 0
}

; The target adds noundef to a parameter: a poison argument becomes UB.
define i32 @src6(i32 %x) {
  %f = freeze i32 %x
  ret i32 %f
}
define i32 @tgt6(i32 noundef %x) {
  ret i32 %x
}

; A range too narrow for the fold (the values 5..9 are allowed).
define i1 @src7(i8 range(i8 0, 10) %x) {
  %c = icmp ult i8 %x, 5
  ret i1 %c
}
define i1 @tgt7(i8 range(i8 0, 10) %x) {
  ret i1 true
}

; A vector range too wide for the fold: 8..15 divide to 1.
define <2 x i8> @src8(<2 x i8> range(i8 0, 16) %x) {
  %d = udiv <2 x i8> %x, splat (i8 8)
  ret <2 x i8> %d
}
define <2 x i8> @tgt8(<2 x i8> range(i8 0, 16) %x) {
  ret <2 x i8> zeroinitializer
}

; !align 4 does not make the low three bits zero.
define i64 @src9(ptr %p, i64 %n) {
  %q = inttoptr i64 %n to ptr
  store ptr %q, ptr %p, align 8
  %r = load ptr, ptr %p, align 8, !align !2
  %i = ptrtoint ptr %r to i64
  %m = and i64 %i, 7
  ret i64 %m
}
define i64 @tgt9(ptr %p, i64 %n) {
  %q = inttoptr i64 %n to ptr
  store ptr %q, ptr %p, align 8
  ret i64 0
}

; An "align" bundle of 8 does not make the low four bits zero.
define i64 @src10(i64 %n) {
  %p = inttoptr i64 %n to ptr
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 8) ]
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 15
  ret i64 %m
}
define i64 @tgt10(i64 %n) {
  ret i64 0
}

; nofpclass(nan) leaves infinities: x < +inf is not always true.
define i1 @src11(float nofpclass(nan) %x) {
  %c = fcmp olt float %x, 0x7FF0000000000000
  ret i1 %c
}
define i1 @tgt11(float nofpclass(nan) %x) {
  ret i1 true
}

; Without byval the callee's store reaches the caller's memory.
define void @src12(ptr byval(i32) align 4 %p) {
  store i32 7, ptr %p, align 4
  ret void
}
define void @tgt12(ptr align 4 %p) {
  store i32 7, ptr %p, align 4
  ret void
}

; !range [0, 16) on a call does not make the result 0..7.
define i32 @src13(i32 %x) {
  %a = call i32 @llvm.abs.i32(i32 %x, i1 false), !range !3
  %b = and i32 %a, 7
  ret i32 %b
}
define i32 @tgt13(i32 %x) {
  %a = call i32 @llvm.abs.i32(i32 %x, i1 false), !range !3
  ret i32 %a
}

; dereferenceable(4): a speculated 8-byte load reads past the buffer.
define i64 @src14(ptr dereferenceable(4) align 4 %p, i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %v = load i32, ptr %p, align 4
  %w = zext i32 %v to i64
  br label %join
join:
  %r = phi i64 [ %w, %then ], [ 0, %entry ]
  ret i64 %r
}
define i64 @tgt14(ptr dereferenceable(4) align 4 %p, i1 %c) {
  %v = load i64, ptr %p, align 4
  %w = and i64 %v, 4294967295
  %r = select i1 %c, i64 %w, i64 0
  ret i64 %r
}

declare i32 @llvm.abs.i32(i32, i1)

!0 = !{i8 0, i8 2}
!1 = !{}
!2 = !{i64 4}
!3 = !{i32 0, i32 16}
