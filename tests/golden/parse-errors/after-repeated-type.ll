; An error right after a type the parser read from its memory of earlier
; text (tests/golden/parse/repeated_types.ll) is reported where it stands.
; RUN: llfuzz verify %s
; EXIT: 1
@a = global { i32, [2 x i8] } { i32 1, [2 x i8] c"\01\02" }
@b = global { i32, [2 x i8] } { i32 1, [2 x i8] c"\01\02" }
; ERROR@+1:33: {{integer constant must have integer type|invalid}}
@c = global { i32, [2 x i8] }   17
