; Correct transformations that rely on what an attribute, metadata or an
; llvm.assume promises (LangRef "Parameter Attributes", "'load'
; Instruction", "'range' Metadata", "Assume Operand Bundles").  The inputs
; keep the source's promises on them (a pointer argument with `align 32`
; gets a buffer aligned to 32, at the same address in both runs); a value
; that breaks a promise is poison, or UB with noundef.
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
; CHECK: @src15/@tgt15: no counterexample
; CHECK: @src16/@tgt16: no counterexample
; CHECK: @src17/@tgt17: no counterexample
; CHECK: @src18/@tgt18: no counterexample
; CHECK: @src19/@tgt19: no counterexample
; CHECK: @src20/@tgt20: no counterexample
; CHECK: @src21/@tgt21: no counterexample
; CHECK: @src22/@tgt22: no counterexample
; CHECK: 22 pairs: 22 without counterexample, 0 with a counterexample
; CHECK-NOT: ERROR

declare void @llvm.assume(i1)
declare i32 @llvm.abs.i32(i32, i1)
declare ptr @llvm.invariant.start.p0(i64, ptr)
declare nofpclass(inf zero sub norm) float @returns_nan()

; align 32 on the argument (align-attr.ll @foo1): the buffer is aligned
; so, or the argument is poison and the load UB.
define i32 @src1(ptr align 32 %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @tgt1(ptr align 32 %p) {
  %v = load i32, ptr %p, align 32
  ret i32 %v
}

; An assumed alignment becomes the load's alignment (assume.ll
; @align_to_bundle): the source and the target see the same buffer at the
; same address, 32-aligned or not.
define i32 @src2(ptr %a) {
  %i = ptrtoint ptr %a to i64
  %m = and i64 %i, 31
  %c = icmp eq i64 %m, 0
  call void @llvm.assume(i1 %c)
  %v = load i32, ptr %a, align 4
  ret i32 %v
}
define i32 @tgt2(ptr %a) {
  %v = load i32, ptr %a, align 32
  ret i32 %v
}

; !range on a load: the value is 0 or 1, or poison.
define i1 @src3(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !0
  %c = icmp ult i8 %v, 2
  ret i1 %c
}
define i1 @tgt3(ptr %p) {
  ret i1 true
}

; !range on a call (abs-intrinsic.ll @abs_range_metadata): the mask goes.
define i32 @src4(i32 %x) {
  %a = call i32 @llvm.abs.i32(i32 %x, i1 false), !range !1
  %b = and i32 %a, 15
  ret i32 %b
}
define i32 @tgt4(i32 %x) {
  %a = call i32 @llvm.abs.i32(i32 %x, i1 false), !range !1
  ret i32 %a
}

; !nonnull on a load: a null pointer loaded is poison.
define i1 @src5(ptr %p, i64 %n) {
  %q = inttoptr i64 %n to ptr
  store ptr %q, ptr %p, align 8
  %r = load ptr, ptr %p, align 8, !nonnull !2
  %c = icmp eq ptr %r, null
  ret i1 %c
}
define i1 @tgt5(ptr %p, i64 %n) {
  %q = inttoptr i64 %n to ptr
  store ptr %q, ptr %p, align 8
  ret i1 false
}

; !align on a load: a misaligned pointer loaded is poison.
define i64 @src6(ptr %p, i64 %n) {
  %q = inttoptr i64 %n to ptr
  store ptr %q, ptr %p, align 8
  %r = load ptr, ptr %p, align 8, !align !3
  %i = ptrtoint ptr %r to i64
  %m = and i64 %i, 7
  ret i64 %m
}
define i64 @tgt6(ptr %p, i64 %n) {
  %q = inttoptr i64 %n to ptr
  store ptr %q, ptr %p, align 8
  ret i64 0
}

; !noundef on a load: loading poison is UB, so the freeze goes.
define i32 @src7(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4, !noundef !2
  %f = freeze i32 %v
  ret i32 %f
}
define i32 @tgt7(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  ret i32 %x
}

; range on a vector parameter, lane by lane (add.ll @ceil_div_by_8_vec_range).
define <2 x i8> @src8(<2 x i8> range(i8 0, 8) %x) {
  %d = udiv <2 x i8> %x, splat (i8 8)
  ret <2 x i8> %d
}
define <2 x i8> @tgt8(<2 x i8> range(i8 0, 8) %x) {
  ret <2 x i8> zeroinitializer
}

; range on a scalar parameter.
define i1 @src9(i8 range(i8 -3, 10) %x) {
  %c = icmp slt i8 %x, 10
  ret i1 %c
}
define i1 @tgt9(i8 range(i8 -3, 10) %x) {
  ret i1 true
}

; nonnull on a parameter, with noundef: a null argument is UB.
define i1 @src10(ptr nonnull noundef %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt10(ptr nonnull noundef %p) {
  ret i1 false
}

; nofpclass(nan) on a parameter.
define i1 @src11(float nofpclass(nan) %x) {
  %c = fcmp ord float %x, 0.0
  ret i1 %c
}
define i1 @tgt11(float nofpclass(nan) %x) {
  ret i1 true
}

; noundef on a parameter: the freeze goes.
define i32 @src12(i32 noundef %x) {
  %f = freeze i32 %x
  ret i32 %f
}
define i32 @tgt12(i32 noundef %x) {
  ret i32 %x
}

; byval: the callee works on its own copy, so its stores are not seen by
; the caller and may go.
define i32 @src13(ptr byval(i32) align 4 %p) {
  store i32 7, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @tgt13(ptr byval(i32) align 4 %p) {
  ret i32 7
}

; dereferenceable(8): a load may be speculated.
define i64 @src14(ptr dereferenceable(8) align 8 %p, i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %v = load i64, ptr %p, align 8
  br label %join
join:
  %r = phi i64 [ %v, %then ], [ 0, %entry ]
  ret i64 %r
}
define i64 @tgt14(ptr dereferenceable(8) align 8 %p, i1 %c) {
  %v = load i64, ptr %p, align 8
  %r = select i1 %c, i64 %v, i64 0
  ret i64 %r
}

; An "align" bundle with a pointer that is not a constant.
define i64 @src15(ptr %p) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16) ]
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 15
  ret i64 %m
}
define i64 @tgt15(ptr %p) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16) ]
  ret i64 0
}

; A "nonnull" bundle with a pointer that is not a constant.
define i1 @src16(i64 %n) {
  %q = inttoptr i64 %n to ptr
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %q) ]
  %c = icmp eq ptr %q, null
  ret i1 %c
}
define i1 @tgt16(i64 %n) {
  %q = inttoptr i64 %n to ptr
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %q) ]
  ret i1 false
}

; range on the return value: a result outside it is poison.
define range(i8 0, 4) i8 @src17(i8 %x) {
  ret i8 %x
}
define range(i8 0, 4) i8 @tgt17(i8 %x) {
  %m = and i8 %x, 3
  ret i8 %m
}

; invariant.start's result is only a descriptor for invariant.end: with
; the object gone it is poison (builtin-object-size-ptr.ll).
define ptr @src18(i8 %x) {
  %a = alloca i8, align 1
  %i = call ptr @llvm.invariant.start.p0(i64 1, ptr %a)
  ret ptr %i
}
define ptr @tgt18(i8 %x) {
  ret ptr poison
}

; The return attributes of an external function hold for what it returns
; (simplify-demanded-fpclass-shufflevector.ll): here a NaN or poison,
; which the result's nofpclass(nan) makes poison.
define nofpclass(nan) float @src19(i1 %c, float %x) {
  %n = call float @returns_nan()
  %s = select i1 %c, float %n, float %x
  ret float %s
}
define nofpclass(nan) float @tgt19(i1 %c, float %x) {
  %n = call float @returns_nan()
  ret float %x
}

; sret: the pointer is aligned for its type (double: 8).
define void @src20(ptr sret(double) %p) {
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 7
  store i64 %m, ptr %p, align 1
  ret void
}
define void @tgt20(ptr sret(double) %p) {
  store i64 0, ptr %p, align 1
  ret void
}

; An undef argument with a range: some of its values break it, so it may
; be poison, and the mask may go.
define i8 @src21(i8 range(i8 0, 4) %x) {
  %m = and i8 %x, 3
  ret i8 %m
}
define i8 @tgt21(i8 range(i8 0, 4) %x) {
  ret i8 %x
}

; dead_on_return: the caller does not read what the function wrote there,
; so a store to it may go.
define i32 @src22(ptr dead_on_return %p, i32 %x) {
  store i32 %x, ptr %p, align 1
  ret i32 %x
}
define i32 @tgt22(ptr dead_on_return %p, i32 %x) {
  ret i32 %x
}

!0 = !{i8 0, i8 2}
!1 = !{i32 0, i32 16}
!2 = !{}
!3 = !{i64 8}
