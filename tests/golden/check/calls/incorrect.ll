; Wrong transformations around calls to functions that only have a
; declaration: each pair must get a counterexample.  A call that may write
; memory, may not return or may unwind is an event: the target must make the
; same ones in the same order with the same arguments, and the memory the
; callee may read must be the same when it is called.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: trace mismatch
; CHECK: trace: call 1: source @w1(i32 {{-?[0-9]+}}), target (no call)
; CHECK: @src2/@tgt2: ERROR: trace mismatch
; CHECK: @src3/@tgt3: ERROR: trace mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: trace mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: trace mismatch
; CHECK: @src10/@tgt10: ERROR: value mismatch
; CHECK: @src11/@tgt11: ERROR: trace mismatch
; CHECK: the memory the callee may read differs
; CHECK: @src12/@tgt12: ERROR: trace mismatch
; CHECK: @src13/@tgt13: ERROR: value mismatch
; CHECK: @src14/@tgt14: ERROR: value mismatch
; CHECK: 14 pairs: 0 without counterexample, 14 with a counterexample

@g = global i32 0

declare void @w1(i32)
declare void @w2(i32)
declare i32 @get(i32)
declare ptr @maybe(i32) nounwind willreturn memory(none)
declare i32 @pick(i32, i32 returned)
declare i32 @slowpure(i32) memory(read)
declare i32 @pure(i32) memory(none) nounwind willreturn
declare i32 @reader() memory(read) nounwind willreturn
declare i32 @small(i32)
declare void @tell()
declare i32 @peek(ptr) memory(argmem: read) nounwind willreturn

; A call that may write is dropped.
define void @src1(i32 %x) {
  call void @w1(i32 %x)
  ret void
}
define void @tgt1(i32 %x) {
  ret void
}

; Two writing calls swap.
define void @src2(i32 %x) {
  call void @w1(i32 %x)
  call void @w2(i32 %x)
  ret void
}
define void @tgt2(i32 %x) {
  call void @w2(i32 %x)
  call void @w1(i32 %x)
  ret void
}

; An argument changes.
define void @src3(i32 %x) {
  %y = add i32 %x, 1
  call void @w1(i32 %y)
  ret void
}
define void @tgt3(i32 %x) {
  call void @w1(i32 %x)
  ret void
}

; A result assumed nonnull that nothing says is: @maybe may return null.
define i1 @src4(i32 %x) {
  %p = call ptr @maybe(i32 %x)
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt4(i32 %x) {
  %p = call ptr @maybe(i32 %x)
  ret i1 false
}

; The wrong `returned` argument: @pick returns its second one.
define i32 @src5(i32 %x, i32 %y) {
  %r = call i32 @pick(i32 %x, i32 %y)
  ret i32 %r
}
define i32 @tgt5(i32 %x, i32 %y) {
  %r = call i32 @pick(i32 %x, i32 %y)
  ret i32 %x
}

; An unused call that writes nothing but may not return is dropped.
define i32 @src6(i32 %x) {
  %unused = call i32 @slowpure(i32 %x)
  ret i32 %x
}
define i32 @tgt6(i32 %x) {
  ret i32 %x
}

; Two memory(none) calls with different arguments merged.
define i32 @src7(i32 %x) {
  %y = add i32 %x, 1
  %a = call i32 @pure(i32 %x)
  %b = call i32 @pure(i32 %y)
  %s = sub i32 %a, %b
  ret i32 %s
}
define i32 @tgt7(i32 %x) {
  ret i32 0
}

; A store the reading callee may see is dropped as dead (it is overwritten
; after the call).
define i32 @src8(i32 %x) {
  store i32 %x, ptr @g
  %r = call i32 @reader()
  store i32 0, ptr @g
  ret i32 %r
}
define i32 @tgt8(i32 %x) {
  %r = call i32 @reader()
  store i32 0, ptr @g
  ret i32 %r
}

; A writing call hoisted out of the branch that makes it.
define void @src9(i1 %c, i32 %x) {
  br i1 %c, label %then, label %done
then:
  call void @w1(i32 %x)
  br label %done
done:
  ret void
}
define void @tgt9(i1 %c, i32 %x) {
  call void @w1(i32 %x)
  ret void
}

; range(i32 0, 10) does not make the result smaller than 5.
define i1 @src10(i32 %x) {
  %r = call range(i32 0, 10) i32 @small(i32 %x)
  %c = icmp ult i32 %r, 5
  ret i1 %c
}
define i1 @tgt10(i32 %x) {
  %r = call range(i32 0, 10) i32 @small(i32 %x)
  ret i1 true
}

; Dead store elimination across a call that may read every global: the
; callee's result is unused, the store before it still matters.
define void @src11(i32 %x) {
  store i32 %x, ptr @g
  call void @tell()
  store i32 1, ptr @g
  ret void
}
define void @tgt11(i32 %x) {
  call void @tell()
  store i32 1, ptr @g
  ret void
}

; Two calls to a function that may write are merged (CSE of a call that is
; not read-only).
define i32 @src12(i32 %x) {
  %a = call i32 @get(i32 %x)
  %b = call i32 @get(i32 %x)
  %s = sub i32 %a, %b
  ret i32 %s
}
define i32 @tgt12(i32 %x) {
  %a = call i32 @get(i32 %x)
  ret i32 0
}

; A reading call moved after a call that may write what it reads.
define i32 @src13(i32 %x) {
  %r = call i32 @reader()
  call void @w1(i32 %x)
  ret i32 %r
}
define i32 @tgt13(i32 %x) {
  call void @w1(i32 %x)
  %r = call i32 @reader()
  ret i32 %r
}

; A store into the object a memory(argmem: read) callee reads, moved after
; the call.
define i32 @src14(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i32 @peek(ptr %a)
  ret i32 %r
}
define i32 @tgt14(i32 %x) {
  %a = alloca i32
  store i32 0, ptr %a
  %r = call i32 @peek(ptr %a)
  store i32 %x, ptr %a
  ret i32 %r
}
