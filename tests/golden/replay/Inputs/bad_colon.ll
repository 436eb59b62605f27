; llfuzz-expect: refines
; a directive without its colon:
; llfuzz-llvm 19-22
