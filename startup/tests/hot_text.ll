; The code a run executes lies together at the start of the text: the
; release objects have a section per function, and startup/hot-text.ld (written
; by startup/hot-text.sh from callgrind runs of the PGO training's
; workload) gathers those that runs execute, the C library's included, into
; .text.hot_first.  The first touch of a page of the binary traps to the
; hypervisor on these machines, about 6 us for each aligned group of 8
; pages; a short run touched code on some 140 pages in 40 groups before,
; some 110 pages in 15 groups now (an empty module's run 2.06 -> 1.65 ms,
; csmith 1 -O2 2.67 -> 2.30 ms).  This module (parsing, verifying,
; lowering, a loop, a switch, a call, memory, printf) is not part of that
; workload: its run must touch at most 8 code pages of .text outside the
; list's section (2 when the list was written; 154 without the list).  A
; failure means the list is stale: run `make hot-text`.
; REQUIRES: startup, valgrind
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --callgrind-out-file=%t/hot_text.cg \
; RUN:   "$LLFUZZ_BIN" run %s > %t/hot_text.out 2>&1; cat %t/hot_text.out | grep sum) | FileCheck %s --check-prefix=CHECK1
; CHECK1: sum 225, 1125
; RUN: (readelf -SW "$LLFUZZ_BIN" > %t/hot_text.sections && \
; RUN: awk -f %S/Inputs/hot_text.awk %t/hot_text.sections %t/hot_text.cg) | FileCheck %s --check-prefix=CHECK2
; CHECK2: code pages in the list's section
; CHECK2-NEXT: the code of a run lies in the list's section

@.fmt = private unnamed_addr constant [13 x i8] c"sum %d, %ld\0A\00"
@table = internal global [4 x i32] [i32 3, i32 1, i32 4, i32 1]

declare i32 @printf(ptr, ...)

define internal i64 @weigh(i32 %x) {
entry:
  switch i32 %x, label %other [ i32 1, label %one
                                i32 3, label %three ]
one:
  ret i64 10
three:
  %m = mul nsw i32 %x, 7
  %z = zext i32 %m to i64
  ret i64 %z
other:
  %s = sext i32 %x to i64
  ret i64 %s
}

define i32 @main() {
entry:
  %acc = alloca i64, align 8
  store i64 0, ptr %acc, align 8
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %idx = and i32 %i, 3
  %p = getelementptr inbounds [4 x i32], ptr @table, i32 0, i32 %idx
  %v = load i32, ptr %p, align 4
  %sum.next = add nsw i32 %sum, %v
  %w = call i64 @weigh(i32 %v)
  %a = load i64, ptr %acc, align 8
  %a2 = add i64 %a, %w
  store i64 %a2, ptr %acc, align 8
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, 100
  br i1 %done, label %exit, label %loop
exit:
  %r = load i64, ptr %acc, align 8
  %c = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %sum.next, i64 %r)
  ret i32 0
}
