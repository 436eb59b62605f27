; A datalayout may make pointers wider than 64 bits (p:72:32); the
; interpreter keeps an address in one 64-bit word, so such a module is
; unsupported (exit 2), for `check` and for `run`.  Before, comparing two
; such pointers read past the word: a stack-buffer-overflow under ASan
; (found by fuzz/fuzz_check.c on an InstCombine test).
; RUN: llfuzz check %s
; EXIT: 2
; STDERR: unsupported: pointers of 72 bits (the datalayout's p0:72)
; RUN: llfuzz run %s --entry src --args 'ptr null'
; EXIT: 2
; STDERR: unsupported: pointers of 72 bits
target datalayout = "e-p:72:32"

define i1 @src(ptr %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  %c = icmp eq ptr null, %p
  ret i1 %c
}
