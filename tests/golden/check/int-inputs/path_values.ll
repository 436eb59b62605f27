; The integer input space: values that take a path.  For each comparison of
; the source (icmp, switch) of a constant with a chain of one argument
; through invertible steps (add, sub, xor with a constant, mul by an odd
; one, shl, zext, sext, trunc), a cheap solver gives the argument's values
; for the constant and its neighbours, and every 4th input from the 9th on
; takes them in turn.  The target comes from another file, as with
; `--engine opt-22`: its constants are not among the inputs, and each
; wrong target differs from the source on one to three inputs out of 2^32
; or 2^64.
; RUN: %exit 1 %llfuzz check %s %S/Inputs/path_values_tgt.ll | FileCheck %s
; CHECK: @xor_wrong/@xor_wrong: ERROR: value mismatch
; CHECK-NEXT: input:  i32 12104
; CHECK: @xor_right/@xor_right: no counterexample
; CHECK: @mul_wrong/@mul_wrong: ERROR: value mismatch
; CHECK-NEXT: input:  i64 1840700284
; CHECK: @mul_right/@mul_right: no counterexample
; CHECK: @ult_wrong/@ult_wrong: ERROR: value mismatch
; CHECK-NEXT: input:  i16 -991
; CHECK: @ult_right/@ult_right: no counterexample
; CHECK: @sub_wrong/@sub_wrong: ERROR: value mismatch
; CHECK-NEXT: input:  i32 -4196
; CHECK: @sub_right/@sub_right: no counterexample
; CHECK: 8 pairs: 4 without counterexample, 4 with a counterexample

; (x + 1000) ^ 12345 == 777 for x = 12104 only
define i32 @xor_wrong(i32 %x) {
  %a = add i32 %x, 1000
  %b = xor i32 %a, 12345
  %c = icmp eq i32 %b, 777
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}
define i32 @xor_right(i32 %x) {
  %a = add i32 %x, 1000
  %b = xor i32 %a, 12345
  %c = icmp eq i32 %b, 777
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}

; trunc(x) * 7 == 100 (mod 2^32) for x = 1840700284 (+ k * 2^32)
define i32 @mul_wrong(i64 %x) {
  %t = trunc i64 %x to i32
  %m = mul i32 %t, 7
  switch i32 %m, label %d [ i32 49, label %a
                             i32 100, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 0
}
define i32 @mul_right(i64 %x) {
  %t = trunc i64 %x to i32
  %m = mul i32 %t, 7
  switch i32 %m, label %d [ i32 49, label %a
                             i32 100, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 0
}

; x + 1000 <u 10 for x in [-1000, -991]
define i1 @ult_wrong(i16 %x) {
  %a = add i16 %x, 1000
  %c = icmp ult i16 %a, 10
  ret i1 %c
}
define i1 @ult_right(i16 %x) {
  %a = add i16 %x, 1000
  %c = icmp ult i16 %a, 10
  ret i1 %c
}

; 5 - x >s 4200 for x <s -4195 (nsw: no wrapping at the minimum)
define i1 @sub_wrong(i32 %x) {
  %a = sub nsw i32 5, %x
  %c = icmp sgt i32 %a, 4200
  ret i1 %c
}
define i1 @sub_right(i32 %x) {
  %a = sub nsw i32 5, %x
  %c = icmp sgt i32 %a, 4200
  ret i1 %c
}
