; An external global's contents and real size are not llfuzz's to know: the
; definition elsewhere may be larger than the declared type, or the type is
; opaque (size 0 here).  Any access to one is `unsupported`, never an
; out-of-bounds UB report (it was: a false UB).
;
; RUN: %llfuzz run %s --entry '*' | FileCheck %s
; CHECK: @opaque: unsupported: access to the external global @g
; CHECK-NEXT: @wider: unsupported: access to the external global @h
; CHECK-NEXT: @address_only: ptr @g
; CHECK-NOT: UB

%opaque_t = type opaque

@g = external global %opaque_t
@h = external global i8

define i8 @opaque() {
  %x = load i8, ptr @g
  ret i8 %x
}

define i32 @wider() {
  %x = load i32, ptr @h
  ret i32 %x
}

define ptr @address_only() {
  ret ptr @g
}
