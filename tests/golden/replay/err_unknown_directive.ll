; An unknown llfuzz- directive is an error at its line and column, and
; nothing runs (not even the good case given first): exit 2.
; RUN: llfuzz replay %S/Inputs/refines.ll %s
; EXIT: 2
; STDOUT-EMPTY:
; llfuzz-expect: refines
; ERROR@+1:3: unknown directive 'llfuzz-engnie'
; llfuzz-engnie: opt-22:-O2
define i32 @src(i32 %x) {
  ret i32 %x
}
define i32 @tgt(i32 %x) {
  ret i32 %x
}
