; An error right after a type the parser read from its memory of earlier
; text (tests/golden/parse/repeated_types.ll) is reported where it stands.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
@a = global { i32, [2 x i8] } { i32 1, [2 x i8] c"\01\02" }
@b = global { i32, [2 x i8] } { i32 1, [2 x i8] c"\01\02" }
; ERROR: :[[@LINE+1]]:33: error: {{.*}}{{integer constant must have integer type|invalid}}
@c = global { i32, [2 x i8] }   17
