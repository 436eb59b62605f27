; Programs that end differently: a trap, abort(), exit(N) with another N, a
; return, a noreturn call.  The way the program ends is observable, and so
; is every call made before it and the memory a callee may read when it is
; called; each pair must get a counterexample.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK-NEXT: input:
; CHECK-NEXT: source: llvm.trap
; CHECK-NEXT: target: void
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK-NEXT: input:
; CHECK-NEXT: source: exit(1)
; CHECK-NEXT: target: exit(2)
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK-NEXT: input:
; CHECK-NEXT: source: llvm.ubsantrap(1)
; CHECK-NEXT: target: llvm.ubsantrap(2)
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: trace mismatch
; CHECK: the memory the callee may read differs
; CHECK: @src7/@tgt7: ERROR: trace mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: ERROR: trace mismatch
; CHECK: 10 pairs: 0 without counterexample, 10 with a counterexample

@g = global i32 0

declare void @llvm.trap() cold noreturn nounwind
declare void @llvm.ubsantrap(i8 immarg) cold noreturn nounwind
declare void @exit(i32) noreturn
declare void @abort() noreturn
declare void @die() noreturn nounwind
declare void @note(i32)

; The trap is dropped: the target returns.
define void @src1() {
  call void @llvm.trap()
  unreachable
}
define void @tgt1() {
  ret void
}

; Another exit code.
define void @src2() {
  call void @exit(i32 1)
  unreachable
}
define void @tgt2() {
  call void @exit(i32 2)
  unreachable
}

; abort() is not llvm.trap.
define void @src3() {
  call void @abort()
  unreachable
}
define void @tgt3() {
  call void @llvm.trap()
  unreachable
}

; Another ubsantrap check kind.
define void @src4() {
  call void @llvm.ubsantrap(i8 1)
  unreachable
}
define void @tgt4() {
  call void @llvm.ubsantrap(i8 2)
  unreachable
}

; The target exits where the source returns.
define i32 @src5(i32 %x) {
  ret i32 %x
}
define i32 @tgt5(i32 %x) {
  call void @exit(i32 0)
  unreachable
}

; A store before a call to a noreturn function that may read it is not
; dead.
define void @src6(i32 %x) {
  store i32 %x, ptr @g
  call void @die()
  unreachable
}
define void @tgt6(i32 %x) {
  call void @die()
  unreachable
}

; The target traps before a writing call the source makes first.
define void @src7(i32 %x) {
  call void @note(i32 %x)
  call void @llvm.trap()
  unreachable
}
define void @tgt7(i32 %x) {
  call void @llvm.trap()
  unreachable
}

; The exit code changes on one side of a branch.
define void @src8(i1 %c) {
  %code = select i1 %c, i32 1, i32 2
  call void @exit(i32 %code)
  unreachable
}
define void @tgt8(i1 %c) {
  call void @exit(i32 1)
  unreachable
}

; The exit is dropped on the path that takes it.
define i32 @src9(i32 %x) {
  %c = icmp eq i32 %x, 0
  br i1 %c, label %out, label %ok
out:
  call void @exit(i32 0)
  unreachable
ok:
  ret i32 %x
}
define i32 @tgt9(i32 %x) {
  ret i32 %x
}

; The target exits before a writing call instead of after it.
define void @src10(i32 %x) {
  call void @note(i32 %x)
  call void @exit(i32 0)
  unreachable
}
define void @tgt10(i32 %x) {
  call void @exit(i32 0)
  call void @note(i32 %x)
  unreachable
}
