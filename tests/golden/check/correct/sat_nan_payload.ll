; fptosi.sat/fptoui.sat of a NaN is 0 whatever its payload.  A NaN whose
; payload llfuzz does not know (the result of an fadd of a NaN) gave an
; unknown result, and with `sub nsw` after it the target became "more
; poisonous" than the source: a false alarm of a campaign against opt-14 -O2,
; which folds the source below into the constant expression of @tgt.
; RUN: %llfuzz check %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: @src/@tgt: no counterexample
; RUN: %llfuzz run %s --entry tgt | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 0

@g1 = internal global [2 x i32] [i32 -2147483648, i32 2147483647]

define i32 @src() {
entry:
  %0 = sext i8 3 to i64
  %1 = sub i64 0, %0
  %2 = icmp slt ptr null, @g1
  %3 = trunc i64 %1 to i32
  %4 = zext i1 %2 to i32
  %5 = add i32 %3, %4
  %6 = bitcast i32 %5 to float
  %7 = fadd float 0.000000e+00, %6
  %8 = call i8 @llvm.fptosi.sat.i8.f32(float %7)
  %9 = sext i8 %8 to i64
  %10 = sub i64 0, %9
  %11 = trunc i64 %10 to i32
  ret i32 %11
}

define i32 @tgt() {
entry:
  %0 = tail call i8 @llvm.fptosi.sat.i8.f32(float fadd (float 0.000000e+00, float bitcast (i32 add (i32 zext (i1 icmp sgt (ptr @g1, ptr null) to i32), i32 -3) to float)))
  %1 = sext i8 %0 to i32
  %2 = sub nsw i32 0, %1
  ret i32 %2
}

declare i8 @llvm.fptosi.sat.i8.f32(float)
