; Found by fuzz/fuzz_parse (round trip, from the LLVM test
; InstCombine/2009-01-24-EmptyStruct.ll): identified structs printed in the
; order they were first mentioned did not read back in that order, so
; print(parse(print(M))) differed from print(M).  They print breadth first
; now: each definition, then the types its body mentions first.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz print %s > %t/t1.ll && %llfuzz print %t/t1.ll > %t/t12.ll && cmp %t/t1.ll %t/t12.ll)
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK2
; CHECK2: %a = type { i32 }
; CHECK2-NEXT: %inode = type { i32, %mutex }
; CHECK2-NEXT: %mutex = type { %a, %rw, %list }
; CHECK2-NEXT: %rw = type { %key }
; CHECK2-NEXT: %list = type { ptr, ptr }
; CHECK2-NEXT: %key = type {}
; CHECK2-NEXT: %unused = type opaque
; CHECK2-EMPTY:

%a = type { i32 }
%inode = type { i32, %mutex }
%list = type { ptr, ptr }
%key = type {}
%mutex = type { %a, %rw, %list }
%rw = type { %key }
%unused = type opaque

define void @f(ptr %p) {
  %q = getelementptr %inode, ptr %p, i64 -1, i32 1, i32 1
  store i32 1, ptr %q, align 4
  ret void
}
