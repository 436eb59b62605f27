; Calls to functions without a body (family 1) that may write their
; arguments' memory and are events of the trace (no willreturn/nounwind, or
; memory beyond argmem).  The environment used to write nothing for those,
; one legal choice, under which a fold that forwards a store across the
; call looked right.  Now it writes through the call's writable pointer
; arguments (from the pointer to its object's end) bytes that depend on the
; call's position in the trace, the same in the source and the target: a
; fold that assumes the callee left the memory alone is found.  Where the
; source's argument was undef or poison it wrote nothing, and neither does
; the target's call at that position, whatever pointer the target passes.
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: @src2/@tgt2: ERROR: value mismatch
; CHECK: @src3/@tgt3: ERROR: value mismatch
; CHECK: @src4/@tgt4: ERROR: value mismatch
; CHECK: @src5/@tgt5: ERROR: value mismatch
; CHECK: @src6/@tgt6: ERROR: value mismatch
; CHECK: @src7/@tgt7: ERROR: value mismatch
; CHECK: @src8/@tgt8: ERROR: value mismatch
; CHECK: @src9/@tgt9: ERROR: value mismatch
; CHECK: @src10/@tgt10: ERROR: value mismatch
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

@k = constant i32 42

declare void @use(ptr)
declare void @use2(ptr, ptr)
declare i32 @get(ptr)
declare void @use_wo(ptr writeonly)
declare void @use_nc(ptr nocapture)
declare void @use_am(ptr) memory(argmem: readwrite)
declare void @use_ro(ptr readonly)
declare void @use_rn(ptr readnone)
declare void @use_bv(ptr byval(i32))
declare void @use_read(ptr) memory(read)
declare void @use_inacc(ptr) memory(inaccessiblemem: readwrite)

; wrong: @use may write what it is given
define i32 @src1(ptr %p) {
  store i32 1, ptr %p
  call void @use(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt1(ptr %p) {
  store i32 1, ptr %p
  call void @use(ptr %p)
  ret i32 1
}

; wrong: a local whose address is passed may be written
define i32 @src2() {
  %a = alloca i32
  store i32 7, ptr %a
  call void @use(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt2() {
  %a = alloca i32
  store i32 7, ptr %a
  call void @use(ptr %a)
  ret i32 7
}

; wrong: the bytes past the pointer are the callee's too
define i32 @src3() {
  %a = alloca [4 x i32]
  %e = getelementptr i32, ptr %a, i64 1
  %f = getelementptr i32, ptr %a, i64 3
  store i32 5, ptr %f
  call void @use(ptr %e)
  %v = load i32, ptr %f
  ret i32 %v
}
define i32 @tgt3() {
  %a = alloca [4 x i32]
  %e = getelementptr i32, ptr %a, i64 1
  call void @use(ptr %e)
  ret i32 5
}

; wrong: writeonly lets the callee write
define i32 @src4() {
  %a = alloca i32
  store i32 3, ptr %a
  call void @use_wo(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt4() {
  %a = alloca i32
  call void @use_wo(ptr %a)
  ret i32 3
}

; wrong: nocapture does not keep the callee from writing
define i32 @src5() {
  %a = alloca i32
  store i32 3, ptr %a
  call void @use_nc(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt5() {
  %a = alloca i32
  call void @use_nc(ptr %a)
  ret i32 3
}

; wrong: memory(argmem: readwrite) without willreturn: an event that writes
define i32 @src6() {
  %a = alloca i32
  store i32 3, ptr %a
  call void @use_am(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt6() {
  %a = alloca i32
  store i32 3, ptr %a
  call void @use_am(ptr %a)
  ret i32 3
}

; wrong: the second argument is written too
define i32 @src7(ptr %p) {
  %a = alloca i32
  store i32 9, ptr %a
  call void @use2(ptr %p, ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt7(ptr %p) {
  %a = alloca i32
  store i32 9, ptr %a
  call void @use2(ptr %p, ptr %a)
  ret i32 9
}

; wrong: the load hoisted above the call that may write
define i32 @src8() {
  %a = alloca i32
  store i32 0, ptr %a
  call void @use(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt8() {
  %a = alloca i32
  store i32 0, ptr %a
  %v = load i32, ptr %a
  call void @use(ptr %a)
  ret i32 %v
}

; wrong: a callee that returns a value may write as well
define i32 @src9() {
  %a = alloca i32
  store i32 1, ptr %a
  %r = call i32 @get(ptr %a)
  %v = load i32, ptr %a
  %s = add i32 %r, %v
  ret i32 %s
}
define i32 @tgt9() {
  %a = alloca i32
  store i32 1, ptr %a
  %r = call i32 @get(ptr %a)
  %s = add i32 %r, 1
  ret i32 %s
}

; wrong: the value stored before the first of two calls is not the one
; between them
define i32 @src10() {
  %a = alloca i32
  store i32 4, ptr %a
  call void @use(ptr %a)
  %v = load i32, ptr %a
  call void @use(ptr %a)
  ret i32 %v
}
define i32 @tgt10() {
  %a = alloca i32
  store i32 4, ptr %a
  call void @use(ptr %a)
  call void @use(ptr %a)
  ret i32 4
}

; correct: readonly
define i32 @src11() {
  %a = alloca i32
  store i32 1, ptr %a
  call void @use_ro(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt11() {
  %a = alloca i32
  store i32 1, ptr %a
  call void @use_ro(ptr %a)
  ret i32 1
}

; correct: byval: the callee writes its own copy
define i32 @src12() {
  %a = alloca i32
  store i32 1, ptr %a
  call void @use_bv(ptr byval(i32) %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt12() {
  %a = alloca i32
  store i32 1, ptr %a
  call void @use_bv(ptr byval(i32) %a)
  ret i32 1
}

; correct: the source passes undef (the callee may write nowhere), the
; target a concrete pointer
define i32 @src13(ptr %p) {
  store i32 1, ptr %p
  call void @use(ptr undef)
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt13(ptr %p) {
  store i32 1, ptr %p
  call void @use(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}

; correct: a local not passed is not the callee's
define i32 @src14() {
  %a = alloca i32
  %b = alloca i32
  store i32 6, ptr %a
  call void @use(ptr %b)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt14() {
  %b = alloca i32
  call void @use(ptr %b)
  ret i32 6
}

; correct: memory(read) writes nothing
define i32 @src15() {
  %a = alloca i32
  store i32 2, ptr %a
  call void @use_read(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt15() {
  %a = alloca i32
  store i32 2, ptr %a
  call void @use_read(ptr %a)
  ret i32 2
}

; correct: memory(inaccessiblemem: readwrite) does not write its argument
define i32 @src16() {
  %a = alloca i32
  store i32 2, ptr %a
  call void @use_inacc(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt16() {
  %a = alloca i32
  call void @use_inacc(ptr %a)
  ret i32 2
}

; correct: readnone
define i32 @src17() {
  %a = alloca i32
  store i32 2, ptr %a
  call void @use_rn(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt17() {
  %a = alloca i32
  store i32 2, ptr %a
  call void @use_rn(ptr %a)
  ret i32 2
}

; correct: a constant global cannot be written
define i32 @src18() {
  call void @use(ptr @k)
  %v = load i32, ptr @k
  ret i32 %v
}
define i32 @tgt18() {
  call void @use(ptr @k)
  ret i32 42
}

; correct: a store after the call decides the load
define i32 @src19() {
  %a = alloca i32
  call void @use(ptr %a)
  store i32 3, ptr %a
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt19() {
  %a = alloca i32
  call void @use(ptr %a)
  store i32 3, ptr %a
  ret i32 3
}

; correct: what the callee wrote, read back the same way in both
define i32 @src20() {
  %a = alloca [2 x i32]
  call void @use(ptr %a)
  %v = load i32, ptr %a
  %e = getelementptr i32, ptr %a, i64 1
  %w = load i32, ptr %e
  %s = add i32 %v, %w
  ret i32 %s
}
define i32 @tgt20() {
  %a = alloca [2 x i32]
  call void @use(ptr %a)
  %e = getelementptr i32, ptr %a, i64 1
  %w = load i32, ptr %e
  %v = load i32, ptr %a
  %s = add i32 %w, %v
  ret i32 %s
}
