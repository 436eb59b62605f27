; Fresh memory costs steps: 16 bytes a step.  A loop that allocates a large
; object and frees it (stacksave/stackrestore, malloc/free) ran its budget's
; iterations at a millisecond each: InstCombine/stacksaverestore.ll's @foo
; took minutes.  Here 1 MiB an iteration is 65,536 steps: a budget of 200,000
; runs out in the fourth iteration, where 100 iterations of the loop's 10
; instructions alone would fit.
; RUN: %exit 3 %llfuzz check %s --inputs 4 --max-steps 200000 | FileCheck %s
; CHECK: @src/@tgt: inconclusive: no input checked (4 inconclusive: the source did not finish: step budget of 200000 instructions exhausted)
; CHECK: @src_heap/@tgt_heap: inconclusive: no input checked (4 inconclusive: the source did not finish: step budget of 200000 instructions exhausted (allocating 1048576 bytes))
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare ptr @malloc(i64)
declare void @free(ptr)

define i32 @src() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca [1048576 x i8]
  store i8 1, ptr %a
  call void @llvm.stackrestore.p0(ptr %s)
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i1
}
define i32 @tgt() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca [1048576 x i8]
  store i8 1, ptr %a
  call void @llvm.stackrestore.p0(ptr %s)
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i1
}

define i32 @src_heap() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = call ptr @malloc(i64 1048576)
  store i8 1, ptr %a
  call void @free(ptr %a)
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i1
}
define i32 @tgt_heap() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = call ptr @malloc(i64 1048576)
  store i8 1, ptr %a
  call void @free(ptr %a)
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i1
}
