; Calls to functions without a body that may write other memory (no
; memory(...) that rules it out) are events of the trace; the environment
; now writes, at each, the module's globals that code in another module
; can name and write -- the non-constant ones with a linkage other than
; internal and private -- with bytes keyed by the call's position in the
; trace, the same in the source and the target.  Before, it wrote nothing,
; and a fold that forwards a store to such a global across the call looked
; right.  A global the callee cannot name (internal, its address never
; taken), a constant one and a call that may only read keep their bytes.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: no counterexample
; CHECK: @src7/@tgt7: no counterexample
; CHECK: @src8/@tgt8: no counterexample
; CHECK: @src9/@tgt9: no counterexample
; CHECK: @src10/@tgt10: no counterexample
; CHECK: 10 pairs: 5 without counterexample, 5 with a counterexample

@g = global i32 0
@w = weak global i64 0
@arr = global [4 x i16] zeroinitializer
@h = internal global i32 0
@k = constant i32 5

declare void @f()
declare i32 @get()
declare void @f_ro() memory(read)
declare void @f_inacc() memory(inaccessiblemem: readwrite)
declare void @f_am(ptr) memory(argmem: readwrite)

; wrong: @f may write @g
define i32 @src1() {
  store i32 1, ptr @g
  call void @f()
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt1() {
  store i32 1, ptr @g
  call void @f()
  ret i32 1
}

; wrong: a weak global too
define i64 @src2() {
  store i64 2, ptr @w
  call void @f()
  %v = load i64, ptr @w
  ret i64 %v
}
define i64 @tgt2() {
  store i64 2, ptr @w
  call void @f()
  ret i64 2
}

; wrong: a call with a result may write as well
define i32 @src3() {
  store i32 1, ptr @g
  %r = call i32 @get()
  %v = load i32, ptr @g
  %s = add i32 %r, %v
  ret i32 %s
}
define i32 @tgt3() {
  store i32 1, ptr @g
  %r = call i32 @get()
  %s = add i32 %r, 1
  ret i32 %s
}

; wrong: two loads of @arr around the call are not equal
define i16 @src4() {
  %a = load i16, ptr @arr
  call void @f()
  %b = load i16, ptr @arr
  %d = sub i16 %a, %b
  ret i16 %d
}
define i16 @tgt4() {
  call void @f()
  ret i16 0
}

; wrong: the load hoisted above the call
define i32 @src5() {
  call void @f()
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt5() {
  %v = load i32, ptr @g
  call void @f()
  ret i32 %v
}

; correct: an internal global whose address is never taken
define i32 @src6() {
  store i32 1, ptr @h
  call void @f()
  %v = load i32, ptr @h
  ret i32 %v
}
define i32 @tgt6() {
  store i32 1, ptr @h
  call void @f()
  ret i32 1
}

; correct: a constant
define i32 @src7() {
  call void @f()
  %v = load i32, ptr @k
  ret i32 %v
}
define i32 @tgt7() {
  call void @f()
  ret i32 5
}

; correct: memory(read)
define i32 @src8() {
  store i32 1, ptr @g
  call void @f_ro()
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt8() {
  store i32 1, ptr @g
  call void @f_ro()
  ret i32 1
}

; correct: memory(inaccessiblemem: readwrite)
define i32 @src9() {
  store i32 1, ptr @g
  call void @f_inacc()
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt9() {
  store i32 1, ptr @g
  call void @f_inacc()
  ret i32 1
}

; correct: argmem only, and the argument is a local
define i32 @src10() {
  %a = alloca i32
  store i32 1, ptr @g
  call void @f_am(ptr %a)
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt10() {
  %a = alloca i32
  store i32 1, ptr @g
  call void @f_am(ptr %a)
  ret i32 1
}
