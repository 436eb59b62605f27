; llvm-as 22 reads `target` directives before any other entity.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}expected top-level entity
@g = global i32 0
target triple = "x86_64-unknown-linux-gnu"
