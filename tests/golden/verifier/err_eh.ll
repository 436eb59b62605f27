; LangRef "Exception Handling Instructions": pads need a personality, come
; first in their block and are reached only along unwind edges; an invoke
; unwinds to a pad; cleanupret and catchret name the right pad.
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 6

declare void @may_throw()
declare i32 @pers(...)

define void @no_personality() {
entry:
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}LandingPadInst needs to be in a function with a personality
  %l = landingpad { ptr, i32 } cleanup
  ret void
}

define void @unwind_to_plain_block() personality ptr @pers {
entry:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}The unwind destination does not have an exception handling instruction
  invoke void @may_throw() to label %ok unwind label %ok
ok:
  ret void
}

define void @pad_not_first() personality ptr @pers {
entry:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}The unwind destination does not have an exception handling instruction
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  call void @may_throw()
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}LandingPadInst not the first non-PHI instruction in the block
  %l = landingpad { ptr, i32 } cleanup
  ret void
}

define void @wrong_pad() personality ptr @pers {
entry:
  invoke void @may_throw() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %c = catchpad within %s []
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}CleanupReturnInst needs to be provided a CleanupPad
  cleanupret from %c unwind to caller
}

define void @normal_edge_to_pad(i1 %b) personality ptr @pers {
entry:
  br i1 %b, label %lp, label %ok
ok:
  invoke void @may_throw() to label %done unwind label %lp
done:
  ret void
lp:
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
