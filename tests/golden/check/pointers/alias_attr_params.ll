; readonly, readnone and writeonly on a pointer parameter speak of the
; accesses through it, "even though [the function] may write to the memory
; that the pointer points to" through another pointer (LangRef "Parameter
; Attributes"): such a parameter may alias another.  The inputs never made
; them alias, and a fold that assumed a store through %p leaves %q's memory
; alone was missed.  (Found by writing the pointer family's golden pairs.)
; RUN: %exit 1 %llfuzz check %s | FileCheck %s
; CHECK: @src1/@tgt1: ERROR: value mismatch
; CHECK: input:  ptr <64-byte buffer>, ptr <argument 1's buffer + 0>
; CHECK: @src2/@tgt2: ERROR: value mismatch

; readonly %q may be %p
define i32 @src1(ptr %p, ptr readonly %q) {
  %v = load i32, ptr %q
  store i32 0, ptr %p
  %w = load i32, ptr %q
  %r = sub i32 %v, %w
  ret i32 %r
}
define i32 @tgt1(ptr %p, ptr readonly %q) {
  store i32 0, ptr %p
  ret i32 0
}

; writeonly %p may be %q
define i32 @src2(ptr writeonly %p, ptr %q) {
  store i32 7, ptr %p
  %v = load i32, ptr %q
  ret i32 %v
}
define i32 @tgt2(ptr writeonly %p, ptr %q) {
  %v = load i32, ptr %q
  store i32 7, ptr %p
  ret i32 %v
}
