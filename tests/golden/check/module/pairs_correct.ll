; The module (family 8) in one file: correct folds that depend on what the
; module says of its globals, aliases and internal functions must pass --
; a load of a constant global folded to its initializer, an alias resolved
; to its aliasee, a call of an internal function inlined, a store to a
; global that another module may read kept.
; RUN: %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: no counterexample
; CHECK: @src2/@tgt2: no counterexample
; CHECK: @src3/@tgt3: no counterexample
; CHECK: @src4/@tgt4: no counterexample
; CHECK: 4 pairs: 4 without counterexample, 0 with a counterexample

@table = internal constant [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@counter = global i32 0
@counter.alias = alias i32, ptr @counter

define internal i32 @twice(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

; a load from a constant global at a constant index is its element
define i32 @src1() {
  %p = getelementptr [4 x i32], ptr @table, i64 0, i64 2
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt1() {
  ret i32 30
}

; an alias is its aliasee: a store through one read back through the other
define i32 @src2(i32 %x) {
  store i32 %x, ptr @counter.alias
  %v = load i32, ptr @counter
  ret i32 %v
}
define i32 @tgt2(i32 %x) {
  store i32 %x, ptr @counter
  ret i32 %x
}

; an internal function's call inlined
define i32 @src3(i32 %x) {
  %a = call i32 @twice(i32 %x)
  %b = add i32 %a, 1
  ret i32 %b
}
define i32 @tgt3(i32 %x) {
  %a = shl i32 %x, 1
  %b = or disjoint i32 %a, 1
  ret i32 %b
}

; a table lookup by an index in range becomes arithmetic
define i32 @src4(i2 %i) {
  %z = zext i2 %i to i64
  %p = getelementptr [4 x i32], ptr @table, i64 0, i64 %z
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt4(i2 %i) {
  %z = zext i2 %i to i32
  %m = mul nuw nsw i32 %z, 10
  %v = add nuw nsw i32 %m, 10
  ret i32 %v
}
