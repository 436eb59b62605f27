; check's verdicts and exit status: a pair checked on no input (the source
; never finishes within its budget) is inconclusive, and check exits 3 --
; before, it said "no counterexample in 0 inputs" and exited 0.  A source
; with UB on every input is decided (any target refines it).  A source
; that loops on every input is cut short (after two inputs over the
; budget, the rest get a hundredth of it), and a run that calls out more
; than 10000 times stops: either used to take minutes.
; RUN: %exit 3 %llfuzz check %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: @src1/@tgt1: no counterexample: the source has UB on every input
; CHECK1: @src2/@tgt2: inconclusive: no input checked (64 inconclusive: the source did not finish: step budget of 1000000 instructions exhausted)
; CHECK1: @src3/@tgt3: inconclusive: no input checked (64 inconclusive: the source did not finish: the run's trace has more than 10000 calls to external functions)
; CHECK1: 3 pairs: 1 without counterexample, 0 with a counterexample, 2 inconclusive
; RUN: %llfuzz check %s --func src1 | FileCheck %s --check-prefix=CHECK2
; CHECK2: 1 pair: 1 without counterexample, 0 with a counterexample
; RUN: %exit 3 %llfuzz check %s --func src2 --max-steps 5000 | FileCheck %s --check-prefix=CHECK3
; CHECK3: step budget of 5000 instructions exhausted

declare void @use(i32)

define i32 @src1(i32 %x) {
  %d = udiv i32 %x, 0
  ret i32 %d
}
define i32 @tgt1(i32 %x) {
  ret i32 7
}

define i32 @src2(i32 %x) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %n, %l ]
  %n = add i32 %i, 1
  br label %l
}
define i32 @tgt2(i32 %x) {
  ret i32 0
}

define void @src3(i32 %x) {
entry:
  br label %l
l:
  call void @use(i32 %x)
  br label %l
}
define void @tgt3(i32 %x) {
  ret void
}
