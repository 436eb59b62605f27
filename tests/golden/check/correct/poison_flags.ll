; Rewrites that are right only because a poison-generating flag (nsw, nuw,
; exact, disjoint, nneg, samesign, trunc nuw/nsw, gep nuw) makes the source
; poison on the inputs where the target differs.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK-NOT: ERROR
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: @src5/@tgt5: no counterexample
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: no counterexample
; CHECK: @src10/@tgt10: no counterexample
; CHECK: @src11/@tgt11: no counterexample
; CHECK: @src12/@tgt12: no counterexample
; CHECK: @src13/@tgt13: no counterexample
; CHECK: @src14/@tgt14: no counterexample
; CHECK-NOT: ERROR

; (x +nsw 1) s> x -> true: when x + 1 overflows the source is poison.
define i1 @src1(i8 %x) {
  %a = add nsw i8 %x, 1
  %r = icmp sgt i8 %a, %x
  ret i1 %r
}
define i1 @tgt1(i8 %x) {
  ret i1 true
}

; (x *nuw 2) u< x -> false: an unsigned wrap makes the source poison.
define i1 @src2(i32 %x) {
  %a = mul nuw i32 %x, 2
  %r = icmp ult i32 %a, %x
  ret i1 %r
}
define i1 @tgt2(i32 %x) {
  ret i1 false
}

; sdiv exact x, 8 -> ashr exact x, 3: exact means x is a multiple of 8, where
; the rounding of sdiv (toward zero) and ashr (toward -inf) agree.
define i32 @src3(i32 %x) {
  %r = sdiv exact i32 %x, 8
  ret i32 %r
}
define i32 @tgt3(i32 %x) {
  %r = ashr exact i32 %x, 3
  ret i32 %r
}

; udiv exact x, 4 then * 4 -> x: exact says no remainder was dropped.
define i16 @src4(i16 %x) {
  %q = udiv exact i16 %x, 4
  %r = mul i16 %q, 4
  ret i16 %r
}
define i16 @tgt4(i16 %x) {
  ret i16 %x
}

; or disjoint x, y -> add nuw nsw x, y: without common bits there is no carry,
; so neither an unsigned nor a signed overflow can happen.
define i8 @src5(i8 %x, i8 %y) {
  %r = or disjoint i8 %x, %y
  ret i8 %r
}
define i8 @tgt5(i8 %x, i8 %y) {
  %r = add nuw nsw i8 %x, %y
  ret i8 %r
}

; zext nneg x -> sext x: a negative x makes the source poison.
define i32 @src6(i8 %x) {
  %r = zext nneg i8 %x to i32
  ret i32 %r
}
define i32 @tgt6(i8 %x) {
  %r = sext i8 %x to i32
  ret i32 %r
}

; uitofp nneg x -> sitofp x: the same for the int-to-float conversion.
define float @src7(i16 %x) {
  %r = uitofp nneg i16 %x to float
  ret float %r
}
define float @tgt7(i16 %x) {
  %r = sitofp i16 %x to float
  ret float %r
}

; icmp samesign ult -> icmp slt: for operands of the same sign, unsigned and
; signed order agree; different signs make the source poison.
define i1 @src8(i8 %x, i8 %y) {
  %r = icmp samesign ult i8 %x, %y
  ret i1 %r
}
define i1 @tgt8(i8 %x, i8 %y) {
  %r = icmp slt i8 %x, %y
  ret i1 %r
}

; zext(trunc nuw x) -> x: trunc nuw is poison unless the dropped bits are zero.
define i32 @src9(i32 %x) {
  %t = trunc nuw i32 %x to i8
  %r = zext i8 %t to i32
  ret i32 %r
}
define i32 @tgt9(i32 %x) {
  ret i32 %x
}

; sext(trunc nsw x) -> x: trunc nsw is poison unless x fits in i8 as signed.
define i32 @src10(i32 %x) {
  %t = trunc nsw i32 %x to i8
  %r = sext i8 %t to i32
  ret i32 %r
}
define i32 @tgt10(i32 %x) {
  ret i32 %x
}

; (x <<nuw 3) >>u 3 -> x: nuw says no set bit was shifted out.
define i8 @src11(i8 %x) {
  %a = shl nuw i8 %x, 3
  %r = lshr i8 %a, 3
  ret i8 %r
}
define i8 @tgt11(i8 %x) {
  ret i8 %x
}

; (x <<nsw 2) >>s 2 -> x: nsw says the shifted-out bits all equal the sign.
define i8 @src12(i8 %x) {
  %a = shl nsw i8 %x, 2
  %r = ashr i8 %a, 2
  ret i8 %r
}
define i8 @tgt12(i8 %x) {
  ret i8 %x
}

; (x -nsw y) s< 0 -> x s< y: without signed overflow the sign of the
; difference is the order of the operands.
define i1 @src13(i8 %x, i8 %y) {
  %d = sub nsw i8 %x, %y
  %r = icmp slt i8 %d, 0
  ret i1 %r
}
define i1 @tgt13(i8 %x, i8 %y) {
  %r = icmp slt i8 %x, %y
  ret i1 %r
}

; gep nuw p, i is never below p: an unsigned wrap of the address is poison.
define i1 @src14(ptr %p, i64 %i) {
  %q = getelementptr nuw i8, ptr %p, i64 %i
  %r = icmp uge ptr %q, %p
  ret i1 %r
}
define i1 @tgt14(ptr %p, i64 %i) {
  ret i1 true
}
