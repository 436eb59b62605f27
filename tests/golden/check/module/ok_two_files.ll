; Two modules written by hand, as interprocedural passes leave them: the
; internal @scale lost a dead parameter and became fastcc, @sum became
; @sum.argprom taking values, @table was made constant and @counter
; deleted with its stores, a merged constant @.str.merged was added.
; Only @run and @ext, which other modules see, are compared.
; RUN: %llfuzz check %s %S/Inputs/ok_two_files_tgt.ll | FileCheck %s
; CHECK: @scale: internal: not compared on its own
; CHECK: @sum: internal: not compared on its own
; CHECK: @run/@run: no counterexample
; CHECK: @msg/@msg: no counterexample
; CHECK: 2 pairs: 2 without counterexample, 0 with a counterexample; 2 local or dropped functions not compared on their own

@table = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@counter = internal global i32 0
@ext = global i32 0
@.str = private unnamed_addr constant [3 x i8] c"hi\00"

define internal i32 @scale(i32 %x, i32 %unused) {
  %i = and i32 %x, 3
  %p = getelementptr [4 x i32], ptr @table, i32 0, i32 %i
  %v = load i32, ptr %p
  %r = mul i32 %x, %v
  ret i32 %r
}

define internal i32 @sum(ptr %a, ptr %b) {
  %x = load i32, ptr %a
  %y = load i32, ptr %b
  %c = load i32, ptr @counter
  %c1 = add i32 %c, 1
  store i32 %c1, ptr @counter
  %r = add i32 %x, %y
  ret i32 %r
}

define i32 @run(i32 %x, i32 %y) {
  %a = alloca i32
  %b = alloca i32
  %s = call i32 @scale(i32 %x, i32 %y)
  store i32 %s, ptr %a
  store i32 %y, ptr %b
  %r = call i32 @sum(ptr %a, ptr %b)
  store i32 %r, ptr @ext
  ret i32 %r
}

define ptr @msg() {
  ret ptr @.str
}
