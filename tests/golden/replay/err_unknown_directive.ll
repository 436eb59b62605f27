; An unknown llfuzz- directive is an error at its line and column, and
; nothing runs (not even the good case given first): exit 2.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 2 %llfuzz replay %S/Inputs/refines.ll %s > %t.out 2> %t.err
; RUN: test ! -s %t.out
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; llfuzz-expect: refines
; ERROR: :[[@LINE+1]]:3: error: {{.*}}unknown directive 'llfuzz-engnie'
; llfuzz-engnie: opt-22:-O2
define i32 @src(i32 %x) {
  ret i32 %x
}
define i32 @tgt(i32 %x) {
  ret i32 %x
}
