; A datalayout may make pointers wider than 64 bits (p:72:32, AMDGPU's
; p7:160 buffer fat pointers); the interpreter keeps an address in one
; 64-bit word, so a function that uses such a pointer is unsupported
; (exit 2), for `check` and for `run` -- and only such a function: every
; AMDGPU test module names p7:160 in its datalayout, and used to be refused
; whole.  Before, comparing two such pointers read past the word: a
; stack-buffer-overflow under ASan (found by fuzz/fuzz_check.c on an
; InstCombine test).
; RUN: %exit 1 %llfuzz check %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: @src/@tgt: unsupported: pointers of 72 bits (addrspace(0) in the datalayout)
; CHECK1: @src2/@tgt2: unsupported: pointers of 160 bits (addrspace(7) in the datalayout)
; CHECK1: @src3/@tgt3: no counterexample
; CHECK1: @src4/@tgt4: ERROR: value mismatch
; CHECK1: 4 pairs: 1 without counterexample, 1 with a counterexample, 2 unsupported
; RUN: %exit 2 %llfuzz run %s --entry src --args 'ptr null' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: unsupported: pointers of 72 bits
target datalayout = "e-p:72:32-p7:160:256:256:32"

define i1 @src(ptr %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  %c = icmp eq ptr null, %p
  ret i1 %c
}

define i1 @src2(ptr addrspace(7) %p) {
  %c = icmp eq ptr addrspace(7) %p, null
  ret i1 %c
}

define i1 @tgt2(ptr addrspace(7) %p) {
  %c = icmp eq ptr addrspace(7) null, %p
  ret i1 %c
}

; no pointer: checked
define i32 @src3(i32 %x) {
  %y = shl i32 %x, 1
  ret i32 %y
}

define i32 @tgt3(i32 %x) {
  %y = mul i32 %x, 2
  ret i32 %y
}

define i32 @src4(i32 %x) {
  %y = shl i32 %x, 1
  ret i32 %y
}

define i32 @tgt4(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}
