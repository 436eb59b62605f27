; Decimal literals are doubles: fp128 needs the 0xL form.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}floating point constant does not have type 'fp128'
@x = global fp128 1.5
