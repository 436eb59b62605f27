; LangRef "Token Type": tokens cannot be merged by phi,
; or passed to / returned from anything but an intrinsic.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 3

; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Function takes token but isn't an intrinsic
define void @takes(token %t) {
  ret void
}

define void @phi(i1 %c) convergent {
entry:
  %a = call token @llvm.experimental.convergence.entry()
  br i1 %c, label %x, label %y
x:
  %b = call token @llvm.experimental.convergence.anchor()
  br label %y
y:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}PHI nodes cannot have token type
  %p = phi token [ %a, %entry ], [ %b, %x ]
  ret void
}

define void @indirect(ptr %f) {
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Return type cannot be token for indirect call
  %t = call token %f()
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
