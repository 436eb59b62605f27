; An engine replay cannot parse, a missing ':', a bad version range.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 2 %llfuzz replay %s > %t.out1 2> %t.err1
; RUN: test ! -s %t.out1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; llfuzz-expect: refines
; ERROR1: :[[@LINE+1]]:18: error: {{.*}}llfuzz-engine:
; llfuzz-engine: nosuchtool-22:-O2
define i32 @f(i32 %x) {
  ret i32 %x
}
; RUN: %exit 2 %llfuzz replay %S/Inputs/bad_colon.ll 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :3:3: error: {{.*}}malformed directive 'llfuzz-llvm'
