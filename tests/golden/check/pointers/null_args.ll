; The pointer input space: null where the source allows it.  A pointer
; argument with no attribute that promises an object (nonnull,
; dereferenceable, byval, sret, ...; LangRef "Parameter Attributes") may be
; null, in address space 0 and without null_pointer_is_valid; the oracle
; tries null for one such argument in every 8th input.  Before, every
; pointer argument was a buffer of its own, so a fold that takes a plain
; pointer for nonnull was never caught.  Wrong pairs must be found, with
; `ptr null` as the input shown; folds that rely on what the attributes
; promise must pass.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK-NEXT: input:  ptr null
; CHECK: @src2/@tgt2: ERROR: source is more defined than target
; CHECK-NEXT: input:  ptr null
; CHECK: @src3/@tgt3: ERROR
; CHECK: @src4/@tgt4: ERROR
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK-NEXT: input:  ptr null
; CHECK: @src6/@tgt6: ERROR
; CHECK: @src7/@tgt7: ERROR
; CHECK-NEXT: input:  i32 {{.*}}, ptr null
; CHECK: @src8/@tgt8: ERROR
; CHECK: @src9/@tgt9: ERROR
; CHECK: @src10/@tgt10: ERROR
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
; CHECK: 20 pairs: 10 without counterexample, 10 with a counterexample

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare i64 @strlen(ptr)

; wrong: a plain pointer argument is not known to be nonnull
define i1 @src1(ptr %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt1(ptr %p) {
  ret i1 false
}

; wrong: the load is guarded by the null test; dereferenceable_or_null
; does not make it speculatable
define i32 @src2(ptr dereferenceable_or_null(4) %p) {
  %c = icmp eq ptr %p, null
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt2(ptr dereferenceable_or_null(4) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

; wrong: noalias allows null
define i1 @src3(ptr noalias %p) {
  %c = icmp ne ptr %p, null
  ret i1 %c
}
define i1 @tgt3(ptr noalias %p) {
  ret i1 true
}

; wrong: null is aligned to everything
define i1 @src4(ptr align 16 %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt4(ptr align 16 %p) {
  ret i1 false
}

; wrong: ptrtoint of null is 0
define i1 @src5(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %c = icmp eq i64 %i, 0
  ret i1 %c
}
define i1 @tgt5(ptr %p) {
  ret i1 false
}

; wrong: a getelementptr without inbounds may stay null
define i1 @src6(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 0
  %c = icmp eq ptr %q, null
  ret i1 %c
}
define i1 @tgt6(ptr %p) {
  ret i1 false
}

; wrong: the load is speculated past the null test into a select
define i32 @src7(i32 %d, ptr %p) {
  %c = icmp eq ptr %p, null
  br i1 %c, label %a, label %b
a:
  ret i32 %d
b:
  %v = load i32, ptr %p, align 1
  ret i32 %v
}
define i32 @tgt7(i32 %d, ptr %p) {
  %c = icmp eq ptr %p, null
  %v = load i32, ptr %p, align 1
  %r = select i1 %c, i32 %d, i32 %v
  ret i32 %r
}

; wrong: a zero-length memcpy from null is defined; a load is not
define i8 @src8(ptr %p) {
  %a = alloca i8
  store i8 7, ptr %a
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %p, i64 0, i1 false)
  %v = load i8, ptr %a
  ret i8 %v
}
define i8 @tgt8(ptr %p) {
  %v = load i8, ptr %p, align 1
  %w = and i8 %v, 0
  %r = or i8 %w, 7
  ret i8 %r
}

; wrong: writes through the second argument's null test
define void @src9(ptr nonnull %d, ptr %p) {
  %c = icmp eq ptr %p, null
  %z = zext i1 %c to i8
  store i8 %z, ptr %d
  ret void
}
define void @tgt9(ptr nonnull %d, ptr %p) {
  store i8 0, ptr %d
  ret void
}

; wrong: a plain pointer passed on to a library call is not known nonnull
; before the call (strlen(null) is UB, but only once it is called)
define i1 @src10(i1 %k, ptr %p) {
  br i1 %k, label %a, label %b
a:
  %n = call i64 @strlen(ptr %p)
  ret i1 false
b:
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt10(i1 %k, ptr %p) {
  ret i1 false
}

; correct: nonnull
define i1 @src11(ptr nonnull %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt11(ptr nonnull %p) {
  ret i1 false
}

; correct: dereferenceable implies nonnull in address space 0
define i1 @src12(ptr dereferenceable(4) %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt12(ptr dereferenceable(4) %p) {
  ret i1 false
}

; correct: byval is a copy, never null
define i1 @src13(ptr byval(i32) %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt13(ptr byval(i32) %p) {
  ret i1 false
}

; correct: a load from the pointer first (null would be UB)
define i1 @src14(ptr %p) {
  %v = load volatile i8, ptr %p
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt14(ptr %p) {
  %v = load volatile i8, ptr %p
  ret i1 false
}

; correct: an inbounds offset from null is poison
define i1 @src15(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 4
  %c = icmp eq ptr %q, null
  ret i1 %c
}
define i1 @tgt15(ptr %p) {
  ret i1 false
}

; correct: select(p == null, null, p) is p
define ptr @src16(ptr %p) {
  %c = icmp eq ptr %p, null
  %r = select i1 %c, ptr null, ptr %p
  ret ptr %r
}
define ptr @tgt16(ptr %p) {
  ret ptr %p
}

; correct: the null test kept, the guarded load stays guarded
define i32 @src17(ptr %p) {
  %c = icmp ne ptr %p, null
  br i1 %c, label %b, label %a
a:
  ret i32 -1
b:
  %v = load i32, ptr %p, align 1
  ret i32 %v
}
define i32 @tgt17(ptr %p) {
  %c = icmp eq ptr %p, null
  br i1 %c, label %a, label %b
a:
  ret i32 -1
b:
  %v = load i32, ptr %p, align 1
  ret i32 %v
}

; correct: nonnull on a call-site argument of a known function only
; matters once called; strlen(p) then p != null
define i1 @src18(ptr %p) {
  %n = call i64 @strlen(ptr %p)
  %c = icmp ne ptr %p, null
  ret i1 %c
}
define i1 @tgt18(ptr %p) {
  %n = call i64 @strlen(ptr %p)
  ret i1 true
}

; correct: ptrtoint of any pointer with its low bit set is not null
define i1 @src19(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %o = or i64 %i, 1
  %c = icmp eq i64 %o, 0
  ret i1 %c
}
define i1 @tgt19(ptr %p) {
  ret i1 false
}

; correct: dereferenceable_or_null with the null test folded the same way
define i1 @src20(ptr dereferenceable_or_null(8) %p) {
  %c = icmp eq ptr %p, null
  %n = xor i1 %c, true
  ret i1 %n
}
define i1 @tgt20(ptr dereferenceable_or_null(8) %p) {
  %c = icmp ne ptr %p, null
  ret i1 %c
}
