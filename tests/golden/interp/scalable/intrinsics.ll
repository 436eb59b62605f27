; The vector intrinsics on scalable vectors, at vscale 1 and 2 (LangRef
; "Vector Intrinsics"): llvm.vector.insert and llvm.vector.extract scale
; their index by vscale when the subvector (insert) or the result (extract)
; is scalable, and give poison when the lanes are not all there;
; llvm.experimental.get.vector.length counts vscale lanes when asked to.
;
; RUN: %llfuzz run %s --entry '*' | FileCheck %s --check-prefix=CHECK1
; CHECK1: @ins_scaled: <vscale x 4 x i8> <i8 0, i8 0, i8 1, i8 1>
; CHECK1-NEXT: @ins_fixed: <vscale x 4 x i8> <i8 0, i8 0, i8 1, i8 1>
; CHECK1-NEXT: @ext_scaled: <vscale x 2 x i8> <i8 2, i8 3>
; CHECK1-NEXT: @ext_fixed_oob: <2 x i8> <i8 poison, i8 poison>
; CHECK1-NEXT: @rev: <vscale x 2 x i8> <i8 1, i8 0>
; CHECK1-NEXT: @splice: <vscale x 2 x i8> <i8 1, i8 10>
; CHECK1-NEXT: @inter: <vscale x 4 x i8> <i8 0, i8 10, i8 1, i8 11>
; CHECK1-NEXT: @deinter: { <vscale x 2 x i8>, <vscale x 2 x i8> } { <vscale x 2 x i8> <i8 0, i8 2>, <vscale x 2 x i8> <i8 1, i8 3> }
; CHECK1-NEXT: @mask: <vscale x 4 x i1> <i1 true, i1 true, i1 true, i1 true>
; CHECK1-NEXT: @gvl: i32 0b00000000000000000000000000000***
; CHECK1-NEXT: @red: i32 6
;
; RUN: %llfuzz run %s --entry '*' --vscale 2 | FileCheck %s --check-prefix=CHECK2
; CHECK2: @ins_scaled: <vscale x 4 x i8> <i8 0, i8 0, i8 0, i8 0, i8 1, i8 1, i8 1, i8 1>
; CHECK2-NEXT: @ins_fixed: <vscale x 4 x i8> <i8 0, i8 0, i8 1, i8 1, i8 0, i8 0, i8 0, i8 0>
; CHECK2-NEXT: @ext_scaled: <vscale x 2 x i8> <i8 4, i8 5, i8 6, i8 7>
; CHECK2-NEXT: @ext_fixed_oob: <2 x i8> <i8 4, i8 5>
; CHECK2-NEXT: @rev: <vscale x 2 x i8> <i8 3, i8 2, i8 1, i8 0>
; CHECK2-NEXT: @splice: <vscale x 2 x i8> <i8 1, i8 2, i8 3, i8 10>
; CHECK2-NEXT: @inter: <vscale x 4 x i8> <i8 0, i8 10, i8 1, i8 11, i8 2, i8 12, i8 3, i8 13>
; CHECK2-NEXT: @deinter: { <vscale x 2 x i8>, <vscale x 2 x i8> } { <vscale x 2 x i8> <i8 0, i8 2, i8 4, i8 6>, <vscale x 2 x i8> <i8 1, i8 3, i8 5, i8 7> }
; CHECK2-NEXT: @mask: <vscale x 4 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false>
; CHECK2-NEXT: @gvl: i32 5
; CHECK2-NEXT: @red: i32 28

define <vscale x 4 x i8> @ins_scaled() {
  %r = call <vscale x 4 x i8> @llvm.vector.insert.nxv4i8.nxv2i8(<vscale x 4 x i8> zeroinitializer, <vscale x 2 x i8> splat (i8 1), i64 2)
  ret <vscale x 4 x i8> %r
}

define <vscale x 4 x i8> @ins_fixed() {
  %r = call <vscale x 4 x i8> @llvm.vector.insert.nxv4i8.v2i8(<vscale x 4 x i8> zeroinitializer, <2 x i8> splat (i8 1), i64 2)
  ret <vscale x 4 x i8> %r
}

define <vscale x 2 x i8> @ext_scaled() {
  %s = call <vscale x 4 x i8> @llvm.stepvector.nxv4i8()
  %r = call <vscale x 2 x i8> @llvm.vector.extract.nxv2i8.nxv4i8(<vscale x 4 x i8> %s, i64 2)
  ret <vscale x 2 x i8> %r
}

define <2 x i8> @ext_fixed_oob() {
  %s = call <vscale x 4 x i8> @llvm.stepvector.nxv4i8()
  %r = call <2 x i8> @llvm.vector.extract.v2i8.nxv4i8(<vscale x 4 x i8> %s, i64 4)
  ret <2 x i8> %r
}

define <vscale x 2 x i8> @rev() {
  %s = call <vscale x 2 x i8> @llvm.stepvector.nxv2i8()
  %r = call <vscale x 2 x i8> @llvm.vector.reverse.nxv2i8(<vscale x 2 x i8> %s)
  ret <vscale x 2 x i8> %r
}

define <vscale x 2 x i8> @splice() {
  %s = call <vscale x 2 x i8> @llvm.stepvector.nxv2i8()
  %r = call <vscale x 2 x i8> @llvm.vector.splice.nxv2i8(<vscale x 2 x i8> %s, <vscale x 2 x i8> splat (i8 10), i32 1)
  ret <vscale x 2 x i8> %r
}

define <vscale x 4 x i8> @inter() {
  %s = call <vscale x 2 x i8> @llvm.stepvector.nxv2i8()
  %t = add <vscale x 2 x i8> %s, splat (i8 10)
  %r = call <vscale x 4 x i8> @llvm.vector.interleave2.nxv4i8(<vscale x 2 x i8> %s, <vscale x 2 x i8> %t)
  ret <vscale x 4 x i8> %r
}

define { <vscale x 2 x i8>, <vscale x 2 x i8> } @deinter() {
  %s = call <vscale x 4 x i8> @llvm.stepvector.nxv4i8()
  %r = call { <vscale x 2 x i8>, <vscale x 2 x i8> } @llvm.vector.deinterleave2.nxv4i8(<vscale x 4 x i8> %s)
  ret { <vscale x 2 x i8>, <vscale x 2 x i8> } %r
}

define <vscale x 4 x i1> @mask() {
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 3, i64 8)
  ret <vscale x 4 x i1> %m
}

; count 5, 4 lanes a vscale: at vscale 1 any of 3..4 (ceil(5 / ceil(5 / 4))
; to 4: the bits the choices disagree on are unknown), at vscale 2 the
; count itself (LangRef: a count no larger than the lanes is the result)
define i32 @gvl() {
  %n = call i32 @llvm.experimental.get.vector.length.i32(i32 5, i32 4, i1 true)
  ret i32 %n
}

define i32 @red() {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %r = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %s)
  ret i32 %r
}
