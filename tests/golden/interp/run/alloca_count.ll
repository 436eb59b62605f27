; alloca with a variable element count (LangRef "'alloca' Instruction"):
; the count is read at its own type's width, an object too big for
; llfuzz is a limit (exit 4), not a smaller object, and an undef count is
; undefined behaviour.
; RUN: %llfuzz run %s --entry at8 --args 'i8 200, i64 199' | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 1
; RUN: %exit 3 %llfuzz run %s --entry at8 --args 'i8 200, i64 200' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: UB: out-of-bounds memory access
; RUN: %exit 4 %llfuzz run %s --entry at64 --args 'i64 274877906944' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: limit: memory budget exceeded: allocating 1099511627776 bytes
; RUN: %exit 4 %llfuzz run %s --entry at64 --args 'i64 274877906945' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: limit: alloca of 274877906945 x 4 bytes
; RUN: %exit 4 %llfuzz run %s --entry at64 --args 'i64 -1' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: limit: alloca of 18446744073709551615 x 4 bytes
; RUN: %exit 3 %llfuzz run %s --entry at64 --args 'i64 undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: alloca with an undef or poison element count

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
