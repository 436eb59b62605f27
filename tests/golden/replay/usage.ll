; replay's usage errors exit 2; --help describes the directives and options.
; RUN: llfuzz replay
; EXIT: 2
; ERROR: no case file or folder
; RUN: llfuzz replay -j 0 %S/Inputs/refines.ll
; EXIT: 2
; ERROR: -j 0: must be 1..256
; RUN: llfuzz replay %S/Inputs/refines.ll --engine
; EXIT: 2
; ERROR: --engine needs a value
; RUN: llfuzz replay %S/Inputs/no-such-case.ll
; EXIT: 2
; STDOUT-EMPTY:
; ERROR: cannot open
; RUN: llfuzz replay --help
; CHECK: usage: llfuzz replay [options] PATH...
; CHECK: ; llfuzz-expect: divergence [VERDICT]
; CHECK: --junit F
; CHECK: exit status: 0
; RUN: llfuzz --help
; CHECK: replay {{ +}}replay corpus cases
