; Calls to external functions: the target keeps the same calls, in the same
; order, with the same arguments; calls to functions that do not touch memory
; (memory(none)) may be merged, removed or moved when they always return.
; RUN: %exit 3 %llfuzz check %s | FileCheck %s
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
; CHECK: @src10/@tgt10: inconclusive: no input checked
; CHECK: 10 pairs: 9 without counterexample, 0 with a counterexample, 1 inconclusive
; CHECK-NOT: ERROR

declare void @use(i32)
declare i32 @get(i32)
declare i32 @pure(i32) memory(none) nounwind willreturn
declare i32 @peek(ptr) memory(read) nounwind willreturn
declare i32 @abs(i32)

; Arguments simplified, calls unchanged: use(x + 0); use(x * 1) -> use(x); use(x).
define void @src1(i32 %x) {
  %a = add i32 %x, 0
  call void @use(i32 %a)
  %b = mul i32 %x, 1
  call void @use(i32 %b)
  ret void
}
define void @tgt1(i32 %x) {
  call void @use(i32 %x)
  call void @use(i32 %x)
  ret void
}

; The result of an external call flows through unchanged arithmetic.
define i32 @src2(i32 %x) {
  %r = call i32 @get(i32 %x)
  %a = xor i32 %r, -1
  %b = xor i32 %a, -1
  ret i32 %b
}
define i32 @tgt2(i32 %x) {
  %r = call i32 @get(i32 %x)
  ret i32 %r
}

; CSE of two calls to a memory(none) function with the same argument.
define i32 @src3(i32 %x) {
  %a = call i32 @pure(i32 %x)
  %b = call i32 @pure(i32 %x)
  %r = sub i32 %a, %b
  ret i32 %r
}
define i32 @tgt3(i32 %x) {
  ret i32 0
}

; A dead call to a memory(none) nounwind willreturn function is removed.
define i32 @src4(i32 %x) {
  %unused = call i32 @pure(i32 %x)
  ret i32 %x
}
define i32 @tgt4(i32 %x) {
  ret i32 %x
}

; Tail merging: the same call on both sides of a branch -> one call.
define void @src5(i1 %c) {
  br i1 %c, label %a, label %b
a:
  call void @use(i32 1)
  br label %m
b:
  call void @use(i32 1)
  br label %m
m:
  ret void
}
define void @tgt5(i1 %c) {
  call void @use(i32 1)
  ret void
}

; A tail call marker does not change what is observed.
define i32 @src6(i32 %x) {
  %r = tail call i32 @get(i32 %x)
  ret i32 %r
}
define i32 @tgt6(i32 %x) {
  %r = call i32 @get(i32 %x)
  ret i32 %r
}

; Arithmetic moved across a call it does not feed: use(5) then x * 2 -> x + x.
define i32 @src7(i32 %x) {
  %m = mul i32 %x, 2
  call void @use(i32 5)
  ret i32 %m
}
define i32 @tgt7(i32 %x) {
  call void @use(i32 5)
  %m = shl i32 %x, 1
  ret i32 %m
}

; CSE of two memory(read) calls with no store in between.
define i32 @src8(ptr %p) {
  %a = call i32 @peek(ptr %p)
  %b = call i32 @peek(ptr %p)
  %r = add i32 %a, %b
  ret i32 %r
}
define i32 @tgt8(ptr %p) {
  %a = call i32 @peek(ptr %p)
  %r = add i32 %a, %a
  ret i32 %r
}

; A call's constant argument folded: use(3 * 4) -> use(12), in the same place
; between two other calls.
define void @src9(i32 %x) {
  call void @use(i32 %x)
  %c = mul i32 3, 4
  call void @use(i32 %c)
  call void @use(i32 %x)
  ret void
}
define void @tgt9(i32 %x) {
  call void @use(i32 %x)
  call void @use(i32 12)
  call void @use(i32 %x)
  ret void
}

; abs (the C library's) of a frozen undef inlined as a compare and a
; select: the frozen value may be any, so the source's abs may return any
; non-negative value; the interpreter, which needs one to call abs, picks
; one and must say so (the source's run then depends on a choice): the
; pair is inconclusive, and check exits 3 (checked on no input).
define i32 @src10() {
  %f = freeze i32 undef
  %r = call i32 @abs(i32 %f)
  ret i32 %r
}
define i32 @tgt10() {
  %f = freeze i32 undef
  %c = icmp slt i32 %f, 0
  %n = sub i32 0, %f
  %r = select i1 %c, i32 %n, i32 %f
  ret i32 %r
}
