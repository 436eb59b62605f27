; LangRef "Token Type": tokens cannot be merged by phi,
; or passed to / returned from anything but an intrinsic.
; RUN: llfuzz verify %s
; EXIT: 1

; ERROR@+1: Function takes token but isn't an intrinsic
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
; ERROR@+1: PHI nodes cannot have token type
  %p = phi token [ %a, %entry ], [ %b, %x ]
  ret void
}

define void @indirect(ptr %f) {
; ERROR@+1: Return type cannot be token for indirect call
  %t = call token %f()
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
