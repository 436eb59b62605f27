; LangRef "'phi' Instruction": a predecessor that branches to the block on
; several edges (a switch with repeated destinations, a conditional branch
; with both labels equal) has one entry per edge, all with the same value.
; RUN: %llfuzz verify %s

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

; Constants LLVM uniques are the same value even where llfuzz does not
; intern them: integers wider than 64 bits, fp128 and x86_fp80, vectors,
; aggregates, strings and constant expressions (opt-19 -O2 wrote
; `phi i256 [ 0, %entry ], [ 0, %entry ]`, which llfuzz rejected, so a
; whole campaign batch went unchecked).
define i256 @wide(i32 %x) {
entry:
  switch i32 %x, label %out [ i32 1, label %out ]
out:
  %r = phi i256 [ 0, %entry ], [ 0, %entry ]
  ret i256 %r
}

define fp128 @fp(i32 %x) {
entry:
  switch i32 %x, label %out [ i32 1, label %out ]
out:
  %r = phi fp128 [ 0xL00000000000000004000000000000000, %entry ], [ 0xL00000000000000004000000000000000, %entry ]
  %s = phi x86_fp80 [ 0xK3FFF8000000000000000, %entry ], [ 0xK3FFF8000000000000000, %entry ]
  ret fp128 %r
}

@g = global [2 x i32] zeroinitializer

define <2 x i32> @agg(i32 %x) {
entry:
  switch i32 %x, label %out [ i32 1, label %out ]
out:
  %v = phi <2 x i32> [ <i32 1, i32 2>, %entry ], [ <i32 1, i32 2>, %entry ]
  %a = phi { i8, [2 x i8] } [ { i8 1, [2 x i8] c"ab" }, %entry ], [ { i8 1, [2 x i8] c"ab" }, %entry ]
  %p = phi ptr [ getelementptr (i8, ptr @g, i64 4), %entry ], [ getelementptr (i8, ptr @g, i64 4), %entry ]
  ret <2 x i32> %v
}
