; The dispatch loop's fast paths agree with the general ones: integer
; operations with a constant second operand (icmp predicates at the edges of
; the signed and unsigned orders, i1 and i64 included; nuw/nsw overflow is
; poison), an icmp with the branch on it in one handler, loads and stores of
; 1, 2, 4, 8 bytes (a pointer keeps its provenance; undef and poison bytes,
; constant memory, misalignment and dead objects go to the general path,
; which reports them), and the step budget, which names the instruction that
; would have run past it (LangRef "'icmp' Instruction", "'add' Instruction",
; "'load' Instruction", "'store' Instruction").
;
; RUN: %llfuzz run %s --entry icmpk_max --args 'i8 127' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <10 x i1> <i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true>
; RUN: %llfuzz run %s --entry icmpk_max --args 'i8 -128' | FileCheck %s --check-prefix=CHECK2
; CHECK2: <10 x i1> <i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true>
; RUN: %llfuzz run %s --entry icmpk_max --args 'i8 0' | FileCheck %s --check-prefix=CHECK3
; CHECK3: <10 x i1> <i1 false, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true>
; RUN: %llfuzz run %s --entry icmpk_min --args 'i8 -128' | FileCheck %s --check-prefix=CHECK4
; CHECK4: <10 x i1> <i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true>
; RUN: %llfuzz run %s --entry icmpk_min --args 'i8 127' | FileCheck %s --check-prefix=CHECK5
; CHECK5: <10 x i1> <i1 false, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>
; RUN: %llfuzz run %s --entry icmpk_min --args 'i8 -1' | FileCheck %s --check-prefix=CHECK6
; CHECK6: <10 x i1> <i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 false>
; RUN: %llfuzz run %s --entry icmpk_edges --args 'i1 true, i64 -9223372036854775808' | FileCheck %s --check-prefix=CHECK7
; CHECK7: <4 x i1> <i1 true, i1 false, i1 false, i1 false>
; RUN: %llfuzz run %s --entry icmpk_edges --args 'i1 false, i64 9223372036854775807' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <4 x i1> <i1 false, i1 true, i1 false, i1 true>
; poison and undef operands take the general path
; RUN: %llfuzz run %s --entry icmpk_min --args 'i8 poison' | FileCheck %s --check-prefix=CHECK9
; CHECK9: <10 x i1> <i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>
; RUN: %llfuzz run %s --entry icmpk_min --args 'i8 undef' | FileCheck %s --check-prefix=CHECK10
; CHECK10: <10 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 true, i1 false, i1 undef>
; RUN: %llfuzz run %s --entry branchk --args 'i8 0' | FileCheck %s --check-prefix=CHECK11
; CHECK11: i32 1
; RUN: %llfuzz run %s --entry branchk --args 'i8 -1' | FileCheck %s --check-prefix=CHECK12
; CHECK12: i32 2
; RUN: %exit 3 %llfuzz run %s --entry branchk --args 'i8 undef' 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR13
; STDERR13-DAG: UB: branch on undef or poison
; STDERR13-DAG: branch on undef; operands: i1 undef
; RUN: %llfuzz run %s --entry arithk --args 'i8 27' | FileCheck %s --check-prefix=CHECK14
; CHECK14: <4 x i8> <i8 127, i8 -29, i8 -73, i8 54>
; RUN: %llfuzz run %s --entry arithk --args 'i8 28' | FileCheck %s --check-prefix=CHECK15
; CHECK15: <4 x i8> <i8 poison, i8 -28, i8 -72, i8 56>
; RUN: %llfuzz run %s --entry arithk --args 'i8 -29' | FileCheck %s --check-prefix=CHECK16
; CHECK16: <4 x i8> <i8 71, i8 poison, i8 poison, i8 -58>
; RUN: %llfuzz run %s --entry arithk --args 'i8 64' | FileCheck %s --check-prefix=CHECK17
; CHECK17: <4 x i8> <i8 poison, i8 poison, i8 -36, i8 poison>
; 0x0123456789abcdef: its low 4 bytes, bytes 6..7, and a byte stored into undef memory
; RUN: %llfuzz run %s --entry memk --args 'i64 81985529216486895' | FileCheck %s --check-prefix=CHECK18
; CHECK18: <4 x i64> <i64 81985529216486895, i64 2309737967, i64 291, i64 0b00000000000000000000000000000000????????????????????????11111111>
; RUN: %llfuzz run %s --entry store_poison | FileCheck %s --check-prefix=CHECK19
; CHECK19: i16 poison
; RUN: %exit 3 %llfuzz run %s --entry store_const 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR20
; STDERR20: UB: store to constant memory
; RUN: %exit 3 %llfuzz run %s --entry misaligned 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR21
; STDERR21: UB: misaligned memory access
; RUN: %exit 3 %llfuzz run %s --entry after_return 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR22
; STDERR22: UB: access to a stack object after its function returned
; steps: br, then add, icmp, br per iteration: the 8th is the third add
; RUN: %exit 4 %llfuzz run %s --entry count --args 'i32 3' --max-steps 7 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR23
; STDERR23-DAG: step budget of 7 instructions exhausted (at
; STDERR23-DAG: %i.next = add nuw nsw i32 %i, 1)

define <10 x i1> @icmpk_max(i8 %x) {
  %c0 = icmp eq i8 %x, 127
  %c1 = icmp ne i8 %x, 127
  %c2 = icmp ugt i8 %x, 127
  %c3 = icmp uge i8 %x, 127
  %c4 = icmp ult i8 %x, 127
  %c5 = icmp ule i8 %x, 127
  %c6 = icmp sgt i8 %x, 127
  %c7 = icmp sge i8 %x, 127
  %c8 = icmp slt i8 %x, 127
  %c9 = icmp sle i8 %x, 127
  %v0 = insertelement <10 x i1> poison, i1 %c0, i32 0
  %v1 = insertelement <10 x i1> %v0, i1 %c1, i32 1
  %v2 = insertelement <10 x i1> %v1, i1 %c2, i32 2
  %v3 = insertelement <10 x i1> %v2, i1 %c3, i32 3
  %v4 = insertelement <10 x i1> %v3, i1 %c4, i32 4
  %v5 = insertelement <10 x i1> %v4, i1 %c5, i32 5
  %v6 = insertelement <10 x i1> %v5, i1 %c6, i32 6
  %v7 = insertelement <10 x i1> %v6, i1 %c7, i32 7
  %v8 = insertelement <10 x i1> %v7, i1 %c8, i32 8
  %v9 = insertelement <10 x i1> %v8, i1 %c9, i32 9
  ret <10 x i1> %v9
}

define <10 x i1> @icmpk_min(i8 %x) {
  %c0 = icmp eq i8 %x, -128
  %c1 = icmp ne i8 %x, -128
  %c2 = icmp ugt i8 %x, -128
  %c3 = icmp uge i8 %x, -128
  %c4 = icmp ult i8 %x, -128
  %c5 = icmp ule i8 %x, -128
  %c6 = icmp sgt i8 %x, -128
  %c7 = icmp sge i8 %x, -128
  %c8 = icmp slt i8 %x, -128
  %c9 = icmp sle i8 %x, -128
  %v0 = insertelement <10 x i1> poison, i1 %c0, i32 0
  %v1 = insertelement <10 x i1> %v0, i1 %c1, i32 1
  %v2 = insertelement <10 x i1> %v1, i1 %c2, i32 2
  %v3 = insertelement <10 x i1> %v2, i1 %c3, i32 3
  %v4 = insertelement <10 x i1> %v3, i1 %c4, i32 4
  %v5 = insertelement <10 x i1> %v4, i1 %c5, i32 5
  %v6 = insertelement <10 x i1> %v5, i1 %c6, i32 6
  %v7 = insertelement <10 x i1> %v6, i1 %c7, i32 7
  %v8 = insertelement <10 x i1> %v7, i1 %c8, i32 8
  %v9 = insertelement <10 x i1> %v8, i1 %c9, i32 9
  ret <10 x i1> %v9
}

; i1 and i64: the sign bit is the top bit of the width
define <4 x i1> @icmpk_edges(i1 %b, i64 %x) {
  %c0 = icmp slt i1 %b, false
  %c1 = icmp sgt i1 %b, true
  %c2 = icmp slt i64 %x, -9223372036854775808
  %c3 = icmp sge i64 %x, 9223372036854775807
  %v0 = insertelement <4 x i1> poison, i1 %c0, i32 0
  %v1 = insertelement <4 x i1> %v0, i1 %c1, i32 1
  %v2 = insertelement <4 x i1> %v1, i1 %c2, i32 2
  %v3 = insertelement <4 x i1> %v2, i1 %c3, i32 3
  ret <4 x i1> %v3
}

; an icmp with a constant and the branch on it (one handler)
define i32 @branchk(i8 %x) {
  %c = icmp sgt i8 %x, -1
  br i1 %c, label %pos, label %neg
pos:
  ret i32 1
neg:
  ret i32 2
}

; nuw/nsw with a constant operand: overflow is poison
define <4 x i8> @arithk(i8 %x) {
  %a = add nsw i8 %x, 100
  %b = add nuw i8 %x, 200
  %c = sub nsw i8 %x, 100
  %d = mul nsw i8 %x, 2
  %v0 = insertelement <4 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <4 x i8> %v0, i8 %b, i32 1
  %v2 = insertelement <4 x i8> %v1, i8 %c, i32 2
  %v3 = insertelement <4 x i8> %v2, i8 %d, i32 3
  ret <4 x i8> %v3
}

; loads and stores of 1, 2, 4, 8 bytes: defined bytes, a pointer and its
; provenance, partly undef and poison bytes (the general path)
define <4 x i64> @memk(i64 %x) {
  %p = alloca i64, align 8
  %q = alloca ptr, align 8
  store i64 %x, ptr %p, align 8
  %l8 = load i64, ptr %p, align 8
  store ptr %p, ptr %q, align 8
  %pp = load ptr, ptr %q, align 8
  %l4 = load i32, ptr %pp, align 4
  %w4 = zext i32 %l4 to i64
  %h = getelementptr i8, ptr %p, i64 6
  %l2 = load i16, ptr %h, align 2
  %w2 = zext i16 %l2 to i64
  %r = alloca i32, align 4
  store i8 -1, ptr %r, align 1
  %lu = load i32, ptr %r, align 4
  %wu = zext i32 %lu to i64
  %v0 = insertelement <4 x i64> poison, i64 %l8, i32 0
  %v1 = insertelement <4 x i64> %v0, i64 %w4, i32 1
  %v2 = insertelement <4 x i64> %v1, i64 %w2, i32 2
  %v3 = insertelement <4 x i64> %v2, i64 %wu, i32 3
  ret <4 x i64> %v3
}

define i16 @store_poison() {
  %p = alloca i16, align 2
  store i16 poison, ptr %p, align 2
  %l = load i16, ptr %p, align 2
  ret i16 %l
}

@k = constant i32 5

define void @store_const() {
  store i32 1, ptr @k, align 4
  ret void
}

define i32 @misaligned() {
  %p = alloca [2 x i32], align 8
  %q = getelementptr i8, ptr %p, i64 2
  %l = load i32, ptr %q, align 4
  ret i32 %l
}

define ptr @escape() {
  %p = alloca i32, align 4
  store i32 3, ptr %p, align 4
  ret ptr %p
}

define i32 @after_return() {
  %p = call ptr @escape()
  %l = load i32, ptr %p, align 4
  ret i32 %l
}

define i32 @count(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i.next
}
