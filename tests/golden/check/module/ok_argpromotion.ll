; Argument promotion: an internal function that only loads through its
; pointer parameters takes the loaded values instead (@load_it.argprom or
; the same name with a new type).  The external caller is compared.
; REQUIRES: opt-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz check %s --engine 'opt-22:-passes=argpromotion' --save-target %t/t1.ll | FileCheck %s --check-prefix=CHECK1
; CHECK1: @sum2: internal: not compared on its own
; CHECK1: @caller/@caller: no counterexample
; CHECK1: @caller2/@caller2: no counterexample
; CHECK1: 2 pairs: 2 without counterexample, 0 with a counterexample; 1 local or dropped function not compared on its own
; RUN: grep -E 'define internal i32 @sum2[.a-z]*\(i32 %[a-z.0-9]+, i32 %[a-z.0-9]+\)' %t/t1.ll
; RUN: %llfuzz check %s --engine 'opt-22:-passes=cgscc(argpromotion),deadargelim,ipsccp' | FileCheck %s --check-prefix=CHECK3
; CHECK3: 2 pairs: 2 without counterexample, 0 with a counterexample

define internal i32 @sum2(ptr %p, ptr %q) {
  %a = load i32, ptr %p
  %b = load i32, ptr %q
  %r = sub i32 %a, %b
  ret i32 %r
}

define i32 @caller(i32 %x, i32 %y) {
  %p = alloca i32
  %q = alloca i32
  store i32 %x, ptr %p
  store i32 %y, ptr %q
  %r = call i32 @sum2(ptr %p, ptr %q)
  ret i32 %r
}

define i32 @caller2(ptr %buf) {
  %q = getelementptr i8, ptr %buf, i64 4
  %r = call i32 @sum2(ptr %buf, ptr %q)
  ret i32 %r
}
