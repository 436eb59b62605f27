; Calls to functions that only have a declaration are uninterpreted
; functions (LangRef "Function Attributes": memory(...), willreturn,
; nounwind, `returned`; "Return Attributes": nonnull, range,
; dereferenceable): equal inputs give equal outputs, and a call that cannot
; write anything and always returns is not an observable event.  Each pair
; below is a transformation LLVM may make; none may be reported.
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
; CHECK: 13 pairs: 13 without counterexample, 0 with a counterexample

@g = global i32 0

declare i32 @lookup(ptr) memory(read) nounwind willreturn
declare i32 @argread(ptr) memory(argmem: read) nounwind willreturn
declare i32 @pure(i32) memory(none) nounwind willreturn
declare i32 @slowpure(i32) memory(read)
declare i32 @state() memory(inaccessiblemem: read) nounwind willreturn
declare i32 @ident(i32, i32 returned)
declare ptr @make(i64) nounwind
declare i32 @small(i32)
declare ptr @buf(i32) nounwind willreturn memory(none)
declare void @sink(ptr) memory(argmem: readwrite)
declare void @w1(i32)
declare void @w2(i32)

; An unused call to a memory(read) nounwind willreturn function is dropped.
define i32 @src1(ptr %p, i32 %x) {
  %unused = call i32 @lookup(ptr %p)
  ret i32 %x
}
define i32 @tgt1(ptr %p, i32 %x) {
  ret i32 %x
}

; Two calls that read only their argument's object, with no write to it in
; between, merge; the object is a local one, initialized.
define i32 @src2(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r1 = call i32 @argread(ptr %a)
  %r2 = call i32 @argread(ptr %a)
  %s = add i32 %r1, %r2
  ret i32 %s
}
define i32 @tgt2(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r1 = call i32 @argread(ptr %a)
  %s = shl i32 %r1, 1
  ret i32 %s
}

; A memory(none) willreturn nounwind call is speculated out of a branch.
define i32 @src3(i1 %c, i32 %x) {
  br i1 %c, label %then, label %done
then:
  %p = call i32 @pure(i32 %x)
  br label %done
done:
  %r = phi i32 [ %p, %then ], [ 7, %0 ]
  ret i32 %r
}
define i32 @tgt3(i1 %c, i32 %x) {
  %p = call i32 @pure(i32 %x)
  %r = select i1 %c, i32 %p, i32 7
  ret i32 %r
}

; `returned`: the call's result is its second argument.
define i32 @src4(i32 %x, i32 %y) {
  %r = call i32 @ident(i32 %x, i32 %y)
  %s = sub i32 %r, %y
  ret i32 %s
}
define i32 @tgt4(i32 %x, i32 %y) {
  %r = call i32 @ident(i32 %x, i32 %y)
  ret i32 0
}

; A nonnull result (on the call site) is not null.
define i1 @src5(i64 %n) {
  %p = call nonnull ptr @make(i64 %n)
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt5(i64 %n) {
  %p = call nonnull ptr @make(i64 %n)
  ret i1 false
}

; range(i32 0, 10) on the result: it is below 10.
define i1 @src6(i32 %x) {
  %r = call range(i32 0, 10) i32 @small(i32 %x)
  %c = icmp ult i32 %r, 10
  ret i1 %c
}
define i1 @tgt6(i32 %x) {
  %r = call range(i32 0, 10) i32 @small(i32 %x)
  ret i1 true
}

; A dereferenceable(8) result may be loaded from speculatively.
define i32 @src7(i1 %c, i32 %x) {
  %p = call dereferenceable(8) ptr @buf(i32 %x)
  br i1 %c, label %then, label %done
then:
  %v = load i32, ptr %p
  br label %done
done:
  %r = phi i32 [ %v, %then ], [ 0, %0 ]
  ret i32 %r
}
define i32 @tgt7(i1 %c, i32 %x) {
  %p = call dereferenceable(8) ptr @buf(i32 %x)
  %v = load i32, ptr %p
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

; Equal inputs, the same object: two calls of @buf with the same argument
; return the same pointer.
define i1 @src8(i32 %x) {
  %p = call dereferenceable(8) ptr @buf(i32 %x)
  %q = call dereferenceable(8) ptr @buf(i32 %x)
  %c = icmp eq ptr %p, %q
  ret i1 %c
}
define i1 @tgt8(i32 %x) {
  ret i1 true
}

; A store to a local object that does not escape moves across a call that
; reads memory: the callee cannot see it.
define i32 @src9(ptr %p, i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i32 @lookup(ptr %p)
  %v = load i32, ptr %a
  %s = add i32 %r, %v
  ret i32 %s
}
define i32 @tgt9(ptr %p, i32 %x) {
  %r = call i32 @lookup(ptr %p)
  %s = add i32 %r, %x
  ret i32 %s
}

; A store to a global moves across a call that only touches the object its
; argument points to (a local one).
define void @src10(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  store i32 %x, ptr @g
  call void @sink(ptr %a)
  ret void
}
define void @tgt10(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  call void @sink(ptr %a)
  store i32 %x, ptr @g
  ret void
}

; A call that writes nothing but may not return is kept, but a second
; identical one is merged into it (it returns if the first did).
define i32 @src11(i32 %x) {
  %a = call i32 @slowpure(i32 %x)
  %b = call i32 @slowpure(i32 %x)
  %s = xor i32 %a, %b
  ret i32 %s
}
define i32 @tgt11(i32 %x) {
  %a = call i32 @slowpure(i32 %x)
  ret i32 0
}

; Two reads of inaccessible memory with only calls that cannot write it in
; between (a write to other memory) merge.
define i32 @src12(i32 %x) {
  %a = call i32 @state()
  call void @w1(i32 %x) memory(argmem: readwrite)
  %b = call i32 @state()
  %s = sub i32 %a, %b
  ret i32 %s
}
define i32 @tgt12(i32 %x) {
  call void @w1(i32 %x) memory(argmem: readwrite)
  ret i32 0
}

; A memory(none) call moves across two writing calls that stay in order.
define i32 @src13(i32 %x) {
  call void @w1(i32 %x)
  %p = call i32 @pure(i32 %x)
  call void @w2(i32 %x)
  ret i32 %p
}
define i32 @tgt13(i32 %x) {
  %p = call i32 @pure(i32 %x)
  call void @w1(i32 %x)
  call void @w2(i32 %x)
  ret i32 %p
}
