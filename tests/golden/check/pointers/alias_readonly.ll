; LangRef "readonly" on a parameter: the function does not write through
; that pointer, "even though it may write to the memory that the pointer
; points to" through another.  opt -O2 infers readonly on a pointer that is
; only read (InstCombine/load.ll's @test16, atomic.ll's @pr27490a): on the
; inputs where a second argument points into the first one's buffer, the
; store through the second was reported as "write through a readonly
; pointer argument", a false alarm.  The buffer is now read-only only when
; the readonly argument is the one way to it.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample in 42 inputs
; CHECK: @src2/@tgt2: no counterexample in 42 inputs
; CHECK: @src3/@tgt3: ERROR: source is more defined than target
; CHECK: target: write through a readonly pointer argument

; the readonly argument first, the one written through aliases it
define void @src1(ptr %a, ptr %b) {
  %v = load i32, ptr %a
  store i32 %v, ptr %b
  ret void
}
define void @tgt1(ptr readonly %a, ptr %b) {
  %v = load i32, ptr %a
  store i32 %v, ptr %b
  ret void
}

; the written argument first, the readonly one points into it
define void @src2(ptr %b, ptr %a) {
  %v = load i32, ptr %a
  store i32 %v, ptr %b
  ret void
}
define void @tgt2(ptr %b, ptr readonly %a) {
  %v = load i32, ptr %a
  store i32 %v, ptr %b
  ret void
}

; a write through the readonly argument itself is still found
define void @src3(ptr %a, ptr %b) {
  %v = load i32, ptr %b
  store i32 %v, ptr %a
  ret void
}
define void @tgt3(ptr readonly %a, ptr %b) {
  %v = load i32, ptr %b
  store i32 %v, ptr %a
  ret void
}
