; How a program ends (LangRef "'llvm.trap' Intrinsic", "'llvm.ubsantrap'
; Intrinsic", C's exit and abort, a noreturn function): when the source and
; the target end the same way -- the same exit code, the same trap -- what
; they wrote to memory before is not observable any more.  Each pair is a
; correct transformation; none may be reported.
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
; CHECK: 10 pairs: 10 without counterexample, 0 with a counterexample

@g = global i32 0

declare void @llvm.trap() cold noreturn nounwind
declare void @llvm.ubsantrap(i8 immarg) cold noreturn nounwind
declare void @exit(i32) noreturn
declare void @abort() noreturn
declare void @fatal(i32) noreturn nounwind memory(none)
declare void @note(i32)

; A store right before a trap is dead.
define void @src1(i32 %x) {
  store i32 %x, ptr @g
  call void @llvm.trap()
  unreachable
}
define void @tgt1(i32 %x) {
  call void @llvm.trap()
  unreachable
}

; A store right before exit is dead (no atexit handler reads it).
define void @src2(i32 %x) {
  store i32 %x, ptr @g
  call void @exit(i32 3)
  unreachable
}
define void @tgt2(i32 %x) {
  call void @exit(i32 3)
  unreachable
}

; The exit code folded: exit(x + 0 - x + 1) -> exit(1).
define void @src3(i32 %x) {
  %a = add i32 %x, 0
  %b = sub i32 %a, %x
  %c = add i32 %b, 1
  call void @exit(i32 %c)
  unreachable
}
define void @tgt3(i32 %x) {
  call void @exit(i32 1)
  unreachable
}

; Two traps on the two sides of a branch merge into one, before the branch.
define void @src4(i1 %c) {
  br i1 %c, label %a, label %b
a:
  call void @llvm.trap()
  unreachable
b:
  call void @llvm.trap()
  unreachable
}
define void @tgt4(i1 %c) {
  call void @llvm.trap()
  unreachable
}

; The same ubsantrap check kind on both sides.
define i32 @src5(i32 %x) {
  %c = icmp eq i32 %x, 0
  br i1 %c, label %bad, label %ok
bad:
  call void @llvm.ubsantrap(i8 3)
  unreachable
ok:
  %r = sdiv i32 100, %x
  ret i32 %r
}
define i32 @tgt5(i32 %x) {
  %c = icmp ne i32 %x, 0
  br i1 %c, label %ok, label %bad
ok:
  %r = sdiv i32 100, %x
  ret i32 %r
bad:
  call void @llvm.ubsantrap(i8 3)
  unreachable
}

; A store into an argument's memory before abort is dead.
define void @src6(ptr %p, i32 %x) {
  store i32 %x, ptr %p
  call void @abort()
  unreachable
}
define void @tgt6(ptr %p, i32 %x) {
  call void @abort()
  unreachable
}

; What follows a call to a noreturn function is unreachable; a store before
; one that reads no memory is dead.
define i32 @src7(i32 %x) {
  store i32 %x, ptr @g
  call void @fatal(i32 %x)
  ret i32 %x
}
define i32 @tgt7(i32 %x) {
  call void @fatal(i32 %x)
  unreachable
}

; The exit code of exit(c ? 1 : 2) as a select in the argument.
define void @src8(i1 %c) {
  br i1 %c, label %a, label %b
a:
  call void @exit(i32 1)
  unreachable
b:
  call void @exit(i32 2)
  unreachable
}
define void @tgt8(i1 %c) {
  %code = select i1 %c, i32 1, i32 2
  call void @exit(i32 %code)
  unreachable
}

; A writing call stays before the exit; the store after it is dead.
define void @src9(i32 %x) {
  call void @note(i32 %x)
  store i32 %x, ptr @g
  call void @exit(i32 0)
  unreachable
}
define void @tgt9(i32 %x) {
  call void @note(i32 %x)
  call void @exit(i32 0)
  unreachable
}

; A trap on the path where the function would return a value: the return
; value's arithmetic is dropped with the store.
define i32 @src10(i32 %x) {
  store i32 1, ptr @g
  %c = icmp slt i32 %x, 0
  br i1 %c, label %trap, label %ok
trap:
  store i32 2, ptr @g
  call void @llvm.trap()
  unreachable
ok:
  ret i32 %x
}
define i32 @tgt10(i32 %x) {
  %c = icmp slt i32 %x, 0
  br i1 %c, label %trap, label %ok
trap:
  call void @llvm.trap()
  unreachable
ok:
  store i32 1, ptr @g
  ret i32 %x
}
