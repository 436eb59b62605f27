; Wrong vector and cast rewrites (value mismatch): a lane taken from the wrong
; place (reversal, big-endian thinking), a constant of the wrong lane, a
; select turned into a shuffle with a wrong mask, "any lane" confused with
; "all lanes", sext and zext confused, a sign test moved from the integer
; bits of a float to an fcmp.  The arguments are noundef.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch

declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
declare i8 @llvm.vector.reduce.or.v4i8(<4 x i8>)

; Lane 0 of a reversed vector -> lane 0 of the vector (it is lane 3).
define i32 @src1(<4 x i32> noundef %v) {
  %r4 = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %r = extractelement <4 x i32> %r4, i64 0
  ret i32 %r
}
define i32 @tgt1(<4 x i32> noundef %v) {
  %r = extractelement <4 x i32> %v, i64 0
  ret i32 %r
}

; The high half of the i64 made of two i32 lanes -> lane 0 (on the
; little-endian default layout lane 1 is the high half).
define i32 @src2(<2 x i32> noundef %v) {
  %w = bitcast <2 x i32> %v to i64
  %h = lshr i64 %w, 32
  %r = trunc i64 %h to i32
  ret i32 %r
}
define i32 @tgt2(<2 x i32> noundef %v) {
  %r = extractelement <2 x i32> %v, i64 0
  ret i32 %r
}

; Scalarising (v + <1, 2, 3, 4>)[2] with the constant of lane 1.
define i16 @src3(<4 x i16> noundef %v) {
  %a = add <4 x i16> %v, <i16 1, i16 2, i16 3, i16 4>
  %r = extractelement <4 x i16> %a, i64 2
  ret i16 %r
}
define i16 @tgt3(<4 x i16> noundef %v) {
  %e = extractelement <4 x i16> %v, i64 2
  %r = add i16 %e, 2
  ret i16 %r
}

; select <true, false>, a, b -> a shuffle: the right mask is <0, 3>, the
; target's <2, 1> takes the other vector in both lanes.
define <2 x i32> @src4(<2 x i32> noundef %a, <2 x i32> noundef %b) {
  %r = select <2 x i1> <i1 true, i1 false>, <2 x i32> %a, <2 x i32> %b
  ret <2 x i32> %r
}
define <2 x i32> @tgt4(<2 x i32> noundef %a, <2 x i32> noundef %b) {
  %r = shufflevector <2 x i32> %a, <2 x i32> %b, <2 x i32> <i32 2, i32 1>
  ret <2 x i32> %r
}

; "Some lane is zero" -> "all lanes are zero": reduce.or(v == 0) is not
; reduce.or(v) == 0.
define i1 @src5(<4 x i8> noundef %v) {
  %z = icmp eq <4 x i8> %v, zeroinitializer
  %r = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %z)
  ret i1 %r
}
define i1 @tgt5(<4 x i8> noundef %v) {
  %o = call i8 @llvm.vector.reduce.or.v4i8(<4 x i8> %v)
  %r = icmp eq i8 %o, 0
  ret i1 %r
}

; sext(zext x to i16) to i32 -> sext x to i32: the zext makes the value
; non-negative first (x = -1: 255 versus -1).
define i32 @src6(i8 noundef %x) {
  %z = zext i8 %x to i16
  %r = sext i16 %z to i32
  ret i32 %r
}
define i32 @tgt6(i8 noundef %x) {
  %r = sext i8 %x to i32
  ret i32 %r
}

; trunc(zext x to i32) to i16 -> sext x to i16 (x = -128: 128 versus -128).
define i16 @src7(i8 noundef %x) {
  %z = zext i8 %x to i32
  %r = trunc i32 %z to i16
  ret i16 %r
}
define i16 @tgt7(i8 noundef %x) {
  %r = sext i8 %x to i16
  ret i16 %r
}

; "The sign bit of x is set" -> x < 0.0: -0.0 has the sign bit and is not
; below zero.
; llfuzz-input: @src8(float -0.0)
define i1 @src8(float noundef %x) {
  %b = bitcast float %x to i32
  %r = icmp slt i32 %b, 0
  ret i1 %r
}
define i1 @tgt8(float noundef %x) {
  %r = fcmp olt float %x, 0.0
  ret i1 %r
}

; A vector of i1 widened with zext where the source used sext: lanes that
; are true become 1 instead of -1.
define <4 x i8> @src9(<4 x i8> noundef %a, <4 x i8> noundef %b) {
  %c = icmp ugt <4 x i8> %a, %b
  %r = sext <4 x i1> %c to <4 x i8>
  ret <4 x i8> %r
}
define <4 x i8> @tgt9(<4 x i8> noundef %a, <4 x i8> noundef %b) {
  %c = icmp ugt <4 x i8> %a, %b
  %r = zext <4 x i1> %c to <4 x i8>
  ret <4 x i8> %r
}
