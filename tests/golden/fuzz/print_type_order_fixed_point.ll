; Found by fuzz/fuzz_parse (round trip, from the LLVM test
; InstCombine/2009-01-24-EmptyStruct.ll): identified structs printed in the
; order they were first mentioned did not read back in that order, so
; print(parse(print(M))) differed from print(M).  They print breadth first
; now: each definition, then the types its body mentions first.
; RUN: llfuzz print %s > %t.ll && llfuzz print %t.ll > %t2.ll && cmp %t.ll %t2.ll
; RUN: llfuzz print %s
; CHECK:      %a = type { i32 }
; CHECK-NEXT: %inode = type { i32, %mutex }
; CHECK-NEXT: %mutex = type { %a, %rw, %list }
; CHECK-NEXT: %rw = type { %key }
; CHECK-NEXT: %list = type { ptr, ptr }
; CHECK-NEXT: %key = type {}
; CHECK-NEXT: %unused = type opaque
; CHECK-EMPTY:

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
