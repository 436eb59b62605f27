; alloca with a variable element count (LangRef "'alloca' Instruction"):
; the count is read at its own type's width, an object too big for
; llfuzz is a limit (exit 4), not a smaller object, and an undef count is
; undefined behaviour.
; RUN: llfuzz run %s --entry at8 --args 'i8 200, i64 199'
; CHECK: i32 1
; RUN: llfuzz run %s --entry at8 --args 'i8 200, i64 200'
; EXIT: 3
; STDERR: UB: out-of-bounds memory access
; RUN: llfuzz run %s --entry at64 --args 'i64 274877906944'
; EXIT: 4
; STDERR: limit: memory budget exceeded: allocating 1099511627776 bytes
; RUN: llfuzz run %s --entry at64 --args 'i64 274877906945'
; EXIT: 4
; STDERR: limit: alloca of 274877906945 x 4 bytes
; RUN: llfuzz run %s --entry at64 --args 'i64 -1'
; EXIT: 4
; STDERR: limit: alloca of 18446744073709551615 x 4 bytes
; RUN: llfuzz run %s --entry at64 --args 'i64 undef'
; EXIT: 3
; STDERR: alloca with an undef or poison element count

define i32 @at8(i8 %n, i64 %i) {
  %a = alloca i32, i8 %n
  %p = getelementptr i32, ptr %a, i64 %i
  store i32 1, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @at64(i64 %n) {
  %a = alloca i32, i64 %n
  store i32 1, ptr %a
  %v = load i32, ptr %a
  ret i32 %v
}
