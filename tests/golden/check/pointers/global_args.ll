; The pointer input space: pointers to the module's own globals.  A caller
; in another module may pass the address of any global it can name: one
; with external linkage (not internal or private), whose address is
; significant (not unnamed_addr), not thread-local.  The oracle passes such
; a global (one the source uses, if any) for one pointer argument in every
; 8th input, where it may also make arguments alias (no noalias, no TBAA).
; Before, every pointer argument was a buffer of its own, so a fold that
; takes a plain pointer argument for another object than a global was
; never caught.  A store through a pointer to a constant global is UB in
; the source.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK-NEXT: input:  ptr @g
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK-NEXT: input:  ptr @g
; CHECK: @src3/@tgt3: ERROR
; CHECK: @src4/@tgt4: ERROR
; CHECK: @src5/@tgt5: ERROR
; CHECK: @src6/@tgt6: ERROR
; CHECK: @src7/@tgt7: ERROR
; CHECK: @src8/@tgt8: ERROR
; CHECK: @src9/@tgt9: ERROR
; CHECK: @src10/@tgt10: ERROR
; CHECK-NEXT: input:  ptr @arr, i64
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

@g = global i32 0
@h = internal global i32 0
@k = constant i32 42
@u = unnamed_addr global i32 0
@t = thread_local global i32 0
@arr = global [4 x i64] zeroinitializer
@w = weak global i32 0

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; wrong: the store through %p may be to @g
define i32 @src1(ptr %p) {
  store i32 1, ptr @g
  store i32 2, ptr %p
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt1(ptr %p) {
  store i32 1, ptr @g
  store i32 2, ptr %p
  ret i32 1
}

; wrong: a plain pointer argument may be @g
define i1 @src2(ptr %p) {
  %c = icmp eq ptr %p, @g
  ret i1 %c
}
define i1 @tgt2(ptr %p) {
  %v = load i32, ptr @g
  ret i1 false
}

; wrong: the second load of @g reuses the first across a store through %p
define i32 @src3(ptr %p, i32 %x) {
  %a = load i32, ptr @g
  store i32 %x, ptr %p
  %b = load i32, ptr @g
  %s = sub i32 %a, %b
  ret i32 %s
}
define i32 @tgt3(ptr %p, i32 %x) {
  store i32 %x, ptr %p
  ret i32 0
}

; wrong: the store to @g is dead only if %p is not @g
define i32 @src4(ptr %p) {
  store i32 5, ptr @g
  %v = load i32, ptr %p
  store i32 6, ptr @g
  ret i32 %v
}
define i32 @tgt4(ptr %p) {
  %v = load i32, ptr %p
  store i32 6, ptr @g
  ret i32 %v
}

; wrong: a memset through %p may clear @g
define i32 @src5(ptr %p) {
  store i32 9, ptr @g
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt5(ptr %p) {
  store i32 9, ptr @g
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  ret i32 9
}

; wrong: the store through %p sunk below the read of @g
define i32 @src6(ptr %p) {
  store i32 3, ptr %p
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt6(ptr %p) {
  %v = load i32, ptr @g
  store i32 3, ptr %p
  ret i32 %v
}

; wrong: a weak global's address may be passed as well
define i32 @src7(ptr %p) {
  store i32 1, ptr @w
  store i32 2, ptr %p
  %v = load i32, ptr @w
  ret i32 %v
}
define i32 @tgt7(ptr %p) {
  store i32 1, ptr @w
  store i32 2, ptr %p
  ret i32 1
}

; wrong: the global's value read through %p is not the constant 0
define i32 @src8(ptr %p) {
  store i32 4, ptr @g
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt8(ptr %p) {
  store i32 4, ptr @g
  %v = load i32, ptr %p
  %z = icmp eq ptr %p, @g
  %r = select i1 %z, i32 0, i32 %v
  ret i32 %r
}

; wrong: the two stores do not commute when %p is @g
define void @src9(ptr %p) {
  store i32 1, ptr %p
  store i32 2, ptr @g
  ret void
}
define void @tgt9(ptr %p) {
  store i32 2, ptr @g
  store i32 1, ptr %p
  ret void
}

; wrong: an element of @arr written through %p
define i64 @src10(ptr %p, i64 %x) {
  store i64 0, ptr @arr
  store i64 %x, ptr %p
  %v = load i64, ptr @arr
  ret i64 %v
}
define i64 @tgt10(ptr %p, i64 %x) {
  store i64 0, ptr @arr
  store i64 %x, ptr %p
  ret i64 0
}

; correct: an internal global whose address never escapes is no other
; object's
define i32 @src11(ptr %p) {
  store i32 1, ptr @h
  store i32 2, ptr %p
  %v = load i32, ptr @h
  ret i32 %v
}
define i32 @tgt11(ptr %p) {
  store i32 1, ptr @h
  store i32 2, ptr %p
  ret i32 1
}

; correct: noalias keeps %p apart from @g
define i32 @src12(ptr noalias %p) {
  store i32 1, ptr @g
  store i32 2, ptr %p
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt12(ptr noalias %p) {
  store i32 1, ptr @g
  store i32 2, ptr %p
  ret i32 1
}

; correct: a store to a constant global is UB, so @k keeps its value
define i32 @src13(ptr %p) {
  store i32 7, ptr %p
  %v = load i32, ptr @k
  ret i32 %v
}
define i32 @tgt13(ptr %p) {
  store i32 7, ptr %p
  ret i32 42
}

; correct: a thread-local global is no argument's
define i32 @src14(ptr %p) {
  store i32 1, ptr @t
  store i32 2, ptr %p
  %v = load i32, ptr @t
  ret i32 %v
}
define i32 @tgt14(ptr %p) {
  store i32 1, ptr @t
  store i32 2, ptr %p
  %v = load i32, ptr @t
  ret i32 %v
}

; correct: the loads and stores kept in order
define i32 @src15(ptr %p, i32 %x) {
  %a = load i32, ptr @g
  store i32 %x, ptr %p
  %b = load i32, ptr @g
  %s = sub i32 %a, %b
  ret i32 %s
}
define i32 @tgt15(ptr %p, i32 %x) {
  %a = load i32, ptr @g
  store i32 %x, ptr %p
  %b = load i32, ptr @g
  %n = sub i32 0, %b
  %s = add i32 %a, %n
  ret i32 %s
}

; correct: a store to @g forwarded to a load through %p only when %p is @g
define i32 @src16(ptr %p) {
  store i32 4, ptr @g
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt16(ptr %p) {
  store i32 4, ptr @g
  %z = icmp eq ptr %p, @g
  br i1 %z, label %a, label %b
a:
  ret i32 4
b:
  %v = load i32, ptr %p
  ret i32 %v
}

; correct: a dereferenceable(16) argument is none of the 4-byte globals
define i32 @src17(ptr dereferenceable(16) %p) {
  store i32 1, ptr @g
  store i32 2, ptr %p
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt17(ptr dereferenceable(16) %p) {
  store i32 1, ptr @g
  store i32 2, ptr %p
  ret i32 1
}

; correct: reading @g through %p and directly gives the same value
define i1 @src18(ptr %p) {
  %z = icmp eq ptr %p, @g
  br i1 %z, label %a, label %b
a:
  %x = load i32, ptr %p
  %y = load i32, ptr @g
  %c = icmp eq i32 %x, %y
  ret i1 %c
b:
  ret i1 true
}
define i1 @tgt18(ptr %p) {
  ret i1 true
}

; correct: the stores commute when they write the same value
define void @src19(ptr %p) {
  store i32 2, ptr %p
  store i32 2, ptr @g
  ret void
}
define void @tgt19(ptr %p) {
  store i32 2, ptr @g
  store i32 2, ptr %p
  ret void
}

; correct: a byval argument is a copy, never a global
define i32 @src20(ptr byval(i32) %p) {
  store i32 1, ptr @g
  store i32 2, ptr %p
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt20(ptr byval(i32) %p) {
  store i32 1, ptr @g
  store i32 2, ptr %p
  ret i32 1
}
