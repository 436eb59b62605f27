; A global too large for the memory budget stops the set-up (unsupported);
; the set-up's own allocations must not leak then (the ASan build's leak
; check; fuzz/fuzz_check.c found one in the layout of the globals by name).
; RUN: %exit 2 %llfuzz check %s | FileCheck %s
; CHECK: @src/@tgt: unsupported: memory budget exceeded
@g = external global [18446744073709551615 x i8]
define i8 @src() {
  %v = load i8, ptr @g
  ret i8 %v
}
define i8 @tgt() {
  %v = load i8, ptr @g
  ret i8 %v
}
