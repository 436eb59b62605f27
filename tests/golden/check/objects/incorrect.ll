; Objects and lifetimes (family 5): wrong transformations about memory
; objects must be found -- a store to an alloca dropped though it is read
; later, two distinct objects assumed to be one, a load moved past a
; store to the same object, a wrong objectsize, an object's contents
; assumed unchanged across a call that may write it, a load moved out of
; its object's lifetime, inbounds added to a GEP that leaves its object.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR
; CHECK: @src2/@tgt2: ERROR
; CHECK: @src3/@tgt3: ERROR
; CHECK: @src4/@tgt4: ERROR
; CHECK: @src5/@tgt5: ERROR
; CHECK: @src6/@tgt6: ERROR
; CHECK: @src7/@tgt7: ERROR
; CHECK: @src8/@tgt8: ERROR
; CHECK: @src9/@tgt9: ERROR
; CHECK: 9 pairs: 0 without counterexample, 9 with a counterexample

; a store to an alloca dropped though a later load reads it
define i32 @src1(i32 %x, i1 %c) {
  %a = alloca i32
  store i32 0, ptr %a
  br i1 %c, label %t, label %e
t:
  store i32 %x, ptr %a
  br label %e
e:
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt1(i32 %x, i1 %c) {
  %a = alloca i32
  store i32 0, ptr %a
  br i1 %c, label %t, label %e
t:
  br label %e
e:
  %v = load i32, ptr %a
  ret i32 %v
}

; two distinct allocas assumed to be the same object: the load of the
; first forwarded from the store to the second
define i32 @src2(i32 %x, i32 %y) {
  %a = alloca i32
  %b = alloca i32
  store i32 %x, ptr %a
  store i32 %y, ptr %b
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt2(i32 %x, i32 %y) {
  ret i32 %y
}

; a load moved above a store to the same alloca
define i32 @src3(i32 %x, i32 %y) {
  %a = alloca [2 x i32]
  store i32 %x, ptr %a
  %p = getelementptr i8, ptr %a, i64 4
  store i32 %y, ptr %p
  store i32 7, ptr %a
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt3(i32 %x, i32 %y) {
  ret i32 %x
}

; the minimum objectsize of a pointer 4 bytes into a 16-byte alloca is at
; most 12, not 16
define i64 @src4() {
  %a = alloca [16 x i8]
  %p = getelementptr i8, ptr %a, i64 4
  %s = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 true, i1 false, i1 false)
  ret i64 %s
}
define i64 @tgt4() {
  ret i64 16
}

; an alloca's contents assumed unchanged across a call that may write
; through its pointer argument
declare void @clobber(ptr) memory(argmem: readwrite) nounwind willreturn
define i32 @src5() {
  %a = alloca i32
  store i32 5, ptr %a
  call void @clobber(ptr %a)
  %w = load i32, ptr %a
  ret i32 %w
}
define i32 @tgt5() {
  %a = alloca i32
  store i32 5, ptr %a
  call void @clobber(ptr %a)
  ret i32 5
}

; a memcpy between allocas folded as if it copied the whole object, not
; its first 4 bytes
define i64 @src6(i64 %x) {
  %a = alloca i64
  %b = alloca i64
  store i64 %x, ptr %a
  store i64 0, ptr %b
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 4, i1 false)
  %v = load i64, ptr %b
  ret i64 %v
}
define i64 @tgt6(i64 %x) {
  ret i64 %x
}

; a load moved after the lifetime.end of its alloca: the object is dead
; there, and the target's load of it is UB
define i32 @src7(i32 %x) {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 %x, ptr %a
  %v = load i32, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  ret i32 %v
}
define i32 @tgt7(i32 %x) {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 %x, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}

; a value stored in an earlier lifetime of the alloca forwarded past a
; later lifetime's store of its own
define i32 @src8(i32 %x) {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 %x, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 0, ptr %a
  %v = load i32, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  ret i32 %v
}
define i32 @tgt8(i32 %x) {
  ret i32 %x
}

; a GEP into an alloca assumed inbounds at an offset past its end: the
; pointer is poison, the compare of it was not
define i1 @src9(i64 %i) {
  %a = alloca [4 x i8]
  %p = getelementptr i8, ptr %a, i64 %i
  %q = getelementptr i8, ptr %a, i64 8
  %c = icmp eq ptr %p, %q
  ret i1 %c
}
define i1 @tgt9(i64 %i) {
  %a = alloca [4 x i8]
  %p = getelementptr inbounds i8, ptr %a, i64 %i
  %q = getelementptr inbounds i8, ptr %a, i64 8
  %c = icmp eq ptr %p, %q
  ret i1 %c
}
