; Reduced from false alarms on InstCombine's sub-gep.ll (10 pairs): a GEP
; computed its offset at the index width of address space 0 whatever the
; address space of its base, so `getelementptr nusw` in addrspace(2) (32-bit
; index) did not see the multiplication overflow i32 (the source is poison
; there: InstCombine may fold to anything).  LangRef "'getelementptr'": the
; offsets go into the low index-width bits of the address, the bits above
; stay.
; (regression case of a false alarm; also tests/golden/check/datalayout/gep_index_width_addrspace.ll)
; llfuzz-expect: refines

target datalayout = "e-p:64:64:64-p2:32:32-p3:32:32:32:16"

@arr2 = external addrspace(2) global [42 x i16]
@arr3 = external addrspace(3) global [42 x i16]

; 0x7fffffff * 2 overflows i32: poison, so the sext of the doubled offset
; (which InstCombine writes) refines it
define i64 @src1(i32 %o) {
  %a = getelementptr nusw i16, ptr addrspace(2) @arr2, i32 %o
  %b = ptrtoint ptr addrspace(2) %a to i32
  %c = zext i32 %b to i64
  %d = sub i64 %c, ptrtoint (ptr addrspace(2) @arr2 to i64)
  ret i64 %d
}
define i64 @tgt1(i32 %o) {
  %i = shl nsw i32 %o, 1
  %d = sext i32 %i to i64
  ret i64 %d
}

; addrspace(3) has a 16-bit index: the offset wraps in the low 16 bits
define i16 @src2(i16 %o) {
  %a = getelementptr i8, ptr addrspace(3) @arr3, i16 %o
  %b = ptrtoaddr ptr addrspace(3) %a to i16
  %c = ptrtoaddr ptr addrspace(3) @arr3 to i16
  %d = sub i16 %b, %c
  ret i16 %d
}
define i16 @tgt2(i16 %o) {
  ret i16 %o
}

