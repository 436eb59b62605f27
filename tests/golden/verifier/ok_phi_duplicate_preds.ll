; LangRef "'phi' Instruction": a predecessor that branches to the block on
; several edges (a switch with repeated destinations, a conditional branch
; with both labels equal) has one entry per edge, all with the same value.
; RUN: llfuzz verify %s

define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %out [ i32 1, label %out
                              i32 2, label %out
                              i32 3, label %other ]
other:
  br i1 true, label %out, label %out
out:
  %r = phi i32 [ 10, %entry ], [ 10, %entry ], [ 10, %entry ], [ 20, %other ], [ 20, %other ]
  ret i32 %r
}
