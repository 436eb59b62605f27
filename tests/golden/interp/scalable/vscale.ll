; LangRef "Vector Type": a <vscale x N x T> has N*vscale lanes, vscale a
; positive constant of the run (`llfuzz run --vscale`, default 1).  Every
; operation, layout and size follows it; llvm.vscale returns it, poison when
; it does not fit the result type ("'llvm.vscale' Intrinsic").
;
; RUN: %llfuzz run %s --entry '*' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @vs: i64 1
; CHECK1-NEXT: @vs_i2: i2 1
; CHECK1-NEXT: @lanes: i32 4
; CHECK1-NEXT: @step: <vscale x 4 x i32> <i32 0, i32 1, i32 2, i32 3>
; CHECK1-NEXT: @splat: <vscale x 2 x i8> <i8 7, i8 7>
; CHECK1-NEXT: @shuf: <vscale x 2 x i16> <i16 9, i16 9>
; CHECK1-NEXT: @ins_oob: <vscale x 4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison>
; CHECK1-NEXT: @ext_last: i32 3
; CHECK1-NEXT: @gep_stride: i64 16
; CHECK1-NEXT: @alloca_size: i32 99
; CHECK1-NEXT: @bitcast: <vscale x 2 x i64> <i64 4294967296, i64 12884901890>
; CHECK1-NEXT: @zero: <vscale x 1 x i64> <i64 0>
;
; RUN: %llfuzz run %s --entry '*' --vscale 2 | FileCheck %s --check-prefix=CHECK2
; CHECK2: @vs: i64 2
; CHECK2-NEXT: @vs_i2: i2 -2
; CHECK2-NEXT: @lanes: i32 8
; CHECK2-NEXT: @step: <vscale x 4 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; CHECK2-NEXT: @splat: <vscale x 2 x i8> <i8 7, i8 7, i8 7, i8 7>
; CHECK2-NEXT: @shuf: <vscale x 2 x i16> <i16 9, i16 9, i16 9, i16 9>
; CHECK2-NEXT: @ins_oob: <vscale x 4 x i32> <i32 0, i32 0, i32 0, i32 0, i32 5, i32 0, i32 0, i32 0>
; CHECK2-NEXT: @ext_last: i32 7
; CHECK2-NEXT: @gep_stride: i64 32
; CHECK2-NEXT: @alloca_size: i32 99
;
; RUN: %llfuzz run %s --entry '*' --vscale 4 | FileCheck %s --check-prefix=CHECK3
; CHECK3: @vs: i64 4
; CHECK3-NEXT: @vs_i2: i2 poison
; CHECK3-NEXT: @lanes: i32 16
; CHECK3: @ext_last: i32 15
; CHECK3-NEXT: @gep_stride: i64 64

declare i64 @llvm.vscale.i64()
declare i2 @llvm.vscale.i2()

define i64 @vs() {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}

define i2 @vs_i2() {
  %v = call i2 @llvm.vscale.i2()
  ret i2 %v
}

define i32 @lanes() {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %one = add <vscale x 4 x i32> %s, splat (i32 1)
  %m = call i32 @llvm.vector.reduce.umax.nxv4i32(<vscale x 4 x i32> %one)
  ret i32 %m
}

define <vscale x 4 x i32> @step() {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  ret <vscale x 4 x i32> %s
}

define <vscale x 2 x i8> @splat() {
  ret <vscale x 2 x i8> splat (i8 7)
}

define <vscale x 2 x i16> @shuf() {
  %i = insertelement <vscale x 2 x i16> poison, i16 9, i64 0
  %s = shufflevector <vscale x 2 x i16> %i, <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer
  ret <vscale x 2 x i16> %s
}

; lane 4 exists from vscale 2 on (LangRef "'insertelement' Instruction":
; an index out of range gives poison)
define <vscale x 4 x i32> @ins_oob() {
  %r = insertelement <vscale x 4 x i32> zeroinitializer, i32 5, i64 4
  ret <vscale x 4 x i32> %r
}

define i32 @ext_last() {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %v = call i32 @llvm.vscale.i32()
  %n = mul i32 %v, 4
  %l = sub i32 %n, 1
  %e = extractelement <vscale x 4 x i32> %s, i32 %l
  ret i32 %e
}

; a GEP over a scalable type strides by its size for this vscale
define i64 @gep_stride() {
  %q = getelementptr <vscale x 4 x i32>, ptr null, i64 1
  %a = ptrtoint ptr %q to i64
  ret i64 %a
}

; the alloca holds all the lanes: its last i32 is at byte 16*vscale - 4
define i32 @alloca_size() {
  %p = alloca <vscale x 4 x i32>
  store <vscale x 4 x i32> zeroinitializer, ptr %p
  %v = call i64 @llvm.vscale.i64()
  %n = mul i64 %v, 4
  %l = sub i64 %n, 1
  %q = getelementptr i32, ptr %p, i64 %l
  store i32 99, ptr %q
  %r = load i32, ptr %q
  ret i32 %r
}

define <vscale x 2 x i64> @bitcast() {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %b = bitcast <vscale x 4 x i32> %s to <vscale x 2 x i64>
  ret <vscale x 2 x i64> %b
}

define <vscale x 1 x i64> @zero() {
  ret <vscale x 1 x i64> zeroinitializer
}
