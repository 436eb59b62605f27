; The pointer input space: an object in read-only memory.  A caller may
; pass a pointer to memory it cannot write (a string literal, say) to a
; function that does not write it on that path; a store through it is UB.
; The oracle gives one pointer argument a read-only buffer in every 8th
; input, where no attribute promises the memory is writable (writable,
; initializes, sret, byval...).  Before, every buffer was writable, and a
; target that introduces a store -- even one that writes back the value
; it read -- was not caught.  LangRef "writable": only that attribute lets
; LLVM introduce stores (with dereferenceable).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: source is more defined than target
; CHECK-NEXT: input:  ptr <4-byte read-only buffer>, i1 false
; CHECK: @src2/@tgt2: ERROR: source is more defined than target
; CHECK: @src3/@tgt3: ERROR: source is more defined than target
; CHECK: @src4/@tgt4: ERROR: source is more defined than target
; CHECK: @src5/@tgt5: ERROR: source is more defined than target
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: no counterexample
; CHECK: @src10/@tgt10: no counterexample
; CHECK: 10 pairs: 5 without counterexample, 5 with a counterexample

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; wrong: a conditional store made unconditional (dereferenceable is not
; writable)
define void @src1(ptr align 4 dereferenceable(4) %p, i1 %c) {
  br i1 %c, label %a, label %b
a:
  store i32 0, ptr %p
  ret void
b:
  ret void
}
define void @tgt1(ptr align 4 dereferenceable(4) %p, i1 %c) {
  %v = load i32, ptr %p
  %s = select i1 %c, i32 0, i32 %v
  store i32 %s, ptr %p
  ret void
}

; wrong: a store of the value just loaded is still a store
define i32 @src2(ptr align 4 dereferenceable(4) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt2(ptr align 4 dereferenceable(4) %p) {
  %v = load i32, ptr %p
  store i32 %v, ptr %p
  ret i32 %v
}

; wrong: a self-copy of zero bytes made a self-copy of four
define void @src3(ptr align 4 dereferenceable(8) %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 0, i1 false)
  ret void
}
define void @tgt3(ptr align 4 dereferenceable(8) %p) {
  %v = load i32, ptr %p
  store i32 %v, ptr %p
  ret void
}

; wrong: a store promoted out of a loop that may run zero times
define void @src4(ptr align 4 dereferenceable(4) %p, i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  store i32 %i, ptr %p
  %i1 = add i32 %i, 1
  br label %h
exit:
  ret void
}
define void @tgt4(ptr align 4 dereferenceable(4) %p, i32 %n) {
entry:
  %old = load i32, ptr %p
  %pos = icmp sgt i32 %n, 0
  %last = add i32 %n, -1
  %v = select i1 %pos, i32 %last, i32 %old
  store i32 %v, ptr %p
  ret void
}

; wrong: a memset of zero bytes widened
define void @src5(ptr align 4 dereferenceable(16) %p, i64 %n) {
  %z = and i64 %n, 0
  call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 %z, i1 false)
  ret void
}
define void @tgt5(ptr align 4 dereferenceable(16) %p, i64 %n) {
  %v = load i8, ptr %p
  store i8 %v, ptr %p
  ret void
}

; correct: writable allows the store
define void @src6(ptr align 4 writable dereferenceable(4) %p, i1 %c) {
  br i1 %c, label %a, label %b
a:
  store i32 0, ptr %p
  ret void
b:
  ret void
}
define void @tgt6(ptr align 4 writable dereferenceable(4) %p, i1 %c) {
  %v = load i32, ptr %p
  %s = select i1 %c, i32 0, i32 %v
  store i32 %s, ptr %p
  ret void
}

; correct: the source stores on every path anyway
define void @src7(ptr align 4 %p, i1 %c) {
  br i1 %c, label %a, label %b
a:
  store i32 0, ptr %p
  ret void
b:
  store i32 1, ptr %p
  ret void
}
define void @tgt7(ptr align 4 %p, i1 %c) {
  %s = select i1 %c, i32 0, i32 1
  store i32 %s, ptr %p
  ret void
}

; correct: loads only, reordered
define i32 @src8(ptr align 4 dereferenceable(8) %p) {
  %q = getelementptr i8, ptr %p, i64 4
  %a = load i32, ptr %p
  %b = load i32, ptr %q
  %s = sub i32 %a, %b
  ret i32 %s
}
define i32 @tgt8(ptr align 4 dereferenceable(8) %p) {
  %q = getelementptr i8, ptr %p, i64 4
  %b = load i32, ptr %q
  %a = load i32, ptr %p
  %s = sub i32 %a, %b
  ret i32 %s
}

; correct: a store removed (dead: overwritten)
define void @src9(ptr align 4 %p) {
  store i32 1, ptr %p
  store i32 2, ptr %p
  ret void
}
define void @tgt9(ptr align 4 %p) {
  store i32 2, ptr %p
  ret void
}

; correct: sret memory is the caller's to write
define void @src10(ptr sret(i32) align 4 %p, i1 %c) {
  br i1 %c, label %a, label %b
a:
  store i32 0, ptr %p
  ret void
b:
  ret void
}
define void @tgt10(ptr sret(i32) align 4 %p, i1 %c) {
  %v = load i32, ptr %p
  %s = select i1 %c, i32 0, i32 %v
  store i32 %s, ptr %p
  ret void
}
