; Instructions executed millions of times must not grow the C stack or the
; run's memory.  run_loop's cases used variable-length arrays, and a
; computed goto leaves their scope without freeing them: a loop of
; atomicrmw (or cmpxchg, insertelement, insertvalue, or a call of an
; intrinsic or an external function) ended in a segfault once the stack was
; used up (a reducer candidate with an endless loop killed a campaign's
; worker so).  Temporaries now come from the run's arena and go back after
; each instruction.
; TIMEOUT: 1800
; RUN: %llfuzz run %s --entry rmw | FileCheck %s --check-prefix=CHECK1
; CHECK1: i32 1000000
; RUN: %llfuzz run %s --entry cas | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 1000000
; RUN: %llfuzz run %s --entry vec | FileCheck %s --check-prefix=CHECK3
; CHECK3: i32 1000000
; RUN: %llfuzz run %s --entry agg | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 1000000
; RUN: %llfuzz run %s --entry calls | FileCheck %s --check-prefix=CHECK5
; CHECK5: i32 1000000
; RUN: %exit 4 %llfuzz run %s --entry endless --max-steps 5000000 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: limit: step budget of 5000000 instructions exhausted

declare i32 @llvm.smax.i32(i32, i32)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>)
declare i32 @abs(i32)

define i32 @rmw() {
entry:
  %p = alloca i32
  store i32 0, ptr %p
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %o = atomicrmw add ptr %p, i32 1 seq_cst
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, 1000000
  br i1 %c, label %loop, label %exit
exit:
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @cas() {
entry:
  %p = alloca i32
  store i32 0, ptr %p
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %x = cmpxchg ptr %p, i32 %i, i32 %j seq_cst seq_cst
  %c = icmp slt i32 %j, 1000000
  br i1 %c, label %loop, label %exit
exit:
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @vec() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %v = phi <8 x i32> [ zeroinitializer, %entry ], [ %s, %loop ]
  %w = insertelement <8 x i32> %v, i32 %i, i32 3
  %s = shufflevector <8 x i32> %w, <8 x i32> poison, <8 x i32> <i32 3, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, 1000000
  br i1 %c, label %loop, label %exit
exit:
  %e = extractelement <8 x i32> %s, i32 0
  %r = add i32 %e, 1
  ret i32 %r
}

define i32 @agg() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %a = phi { i32, [4 x i64] } [ zeroinitializer, %entry ], [ %b, %loop ]
  %j = add i32 %i, 1
  %b = insertvalue { i32, [4 x i64] } %a, i32 %j, 0
  %c = icmp slt i32 %j, 1000000
  br i1 %c, label %loop, label %exit
exit:
  %r = extractvalue { i32, [4 x i64] } %b, 0
  ret i32 %r
}

define i32 @calls() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %m = call i32 @llvm.smax.i32(i32 %i, i32 5)
  %u = call <8 x i32> @llvm.umin.v8i32(<8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  %a = call i32 @abs(i32 %i) readnone
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, 1000000
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %j
}

; the reducer's candidate: an endless loop with an atomicrmw ends at the
; step budget, not in a segfault
define i32 @endless() {
entry:
  %p = alloca float
  store float 0.0, ptr %p
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %j, %loop ]
  %f = uitofp i8 %i to float
  %x = atomicrmw fmin ptr %p, float %f seq_cst, align 4
  %j = add i8 %i, 1
  br label %loop
}
