; Loads and stores whose checks hold by construction skip them (the
; interpreter's sure_access): through an alloca's result of at least the
; access's size and alignment, and at a constant address inside a defined
; global variable.  They must still give what the general path gives:
; undef bytes of fresh memory, poison, a stored pointer's provenance; and an
; access that is out of bounds, misaligned or into constant memory must not
; take that path, so that it is reported (LangRef "'load' Instruction",
; "'store' Instruction", "'alloca' Instruction").
;
; RUN: %llfuzz run %s --entry widths --args 'i64 81985529216486895' | FileCheck %s --check-prefix=CHECK1
; CHECK1: <4 x i64> <i64 239, i64 52719, i64 2309737967, i64 81985529216486895>
; RUN: %llfuzz run %s --entry fresh | FileCheck %s --check-prefix=CHECK2
; CHECK2: i32 undef
; RUN: %llfuzz run %s --entry stored_poison | FileCheck %s --check-prefix=CHECK3
; CHECK3: i64 poison
; RUN: %llfuzz run %s --entry pointer_kept --args 'i32 41' | FileCheck %s --check-prefix=CHECK4
; CHECK4: i32 41
; RUN: %llfuzz run %s --entry in_loop --args 'i32 5' | FileCheck %s --check-prefix=CHECK5
; CHECK5: i32 15
; RUN: %exit 3 %llfuzz run %s --entry too_small 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: UB: out-of-bounds memory access
; RUN: %exit 3 %llfuzz run %s --entry zero_count 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: UB: out-of-bounds memory access
; RUN: %llfuzz run %s --entry globals --args 'i16 -2' | FileCheck %s --check-prefix=CHECK8
; CHECK8: <3 x i32> <i32 -2, i32 65534, i32 100>
; RUN: %exit 3 %llfuzz run %s --entry global_past_end 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR9
; STDERR9: UB: out-of-bounds memory access
; RUN: %exit 3 %llfuzz run %s --entry global_misaligned 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR10
; STDERR10: UB: misaligned memory access
; RUN: %exit 3 %llfuzz run %s --entry global_constant 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR11
; STDERR11: UB: store to constant memory

%S = type { i32, i16, i8 }

@s = global %S { i32 1, i16 2, i8 3 }, align 4
@h = global i16 7, align 2
@w = global i64 0, align 8
@k = constant i32 100, align 4

; 0x0123456789abcdef through allocas of 1, 2, 4 and 8 bytes
define <4 x i64> @widths(i64 %x) {
  %a1 = alloca i8, align 1
  %a2 = alloca i16, align 2
  %a4 = alloca i32, align 4
  %a8 = alloca i64, align 8
  %t1 = trunc i64 %x to i8
  %t2 = trunc i64 %x to i16
  %t4 = trunc i64 %x to i32
  store i8 %t1, ptr %a1, align 1
  store i16 %t2, ptr %a2, align 2
  store i32 %t4, ptr %a4, align 4
  store i64 %x, ptr %a8, align 8
  %l1 = load i8, ptr %a1, align 1
  %l2 = load i16, ptr %a2, align 2
  %l4 = load i32, ptr %a4, align 4
  %l8 = load i64, ptr %a8, align 8
  %z1 = zext i8 %l1 to i64
  %z2 = zext i16 %l2 to i64
  %z4 = zext i32 %l4 to i64
  %v0 = insertelement <4 x i64> poison, i64 %z1, i32 0
  %v1 = insertelement <4 x i64> %v0, i64 %z2, i32 1
  %v2 = insertelement <4 x i64> %v1, i64 %z4, i32 2
  %v3 = insertelement <4 x i64> %v2, i64 %l8, i32 3
  ret <4 x i64> %v3
}

define i32 @fresh() {
  %a = alloca i32, align 4
  %l = load i32, ptr %a, align 4
  ret i32 %l
}

define i64 @stored_poison() {
  %a = alloca i64, align 8
  store i64 poison, ptr %a, align 8
  %l = load i64, ptr %a, align 8
  ret i64 %l
}

; a pointer stored into an alloca and loaded back still reaches its object
define i32 @pointer_kept(i32 %x) {
  %obj = alloca i32, align 4
  %slot = alloca ptr, align 8
  store i32 %x, ptr %obj, align 4
  store ptr %obj, ptr %slot, align 8
  %p = load ptr, ptr %slot, align 8
  %l = load i32, ptr %p, align 4
  ret i32 %l
}

; an alloca outside the entry block: a new object each time round
define i32 @in_loop(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %a = alloca i32, align 4
  store i32 %i, ptr %a, align 4
  %l = load i32, ptr %a, align 4
  %sum.next = add i32 %sum, %l
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %done
done:
  %r = add i32 %sum.next, 5
  ret i32 %r
}

define i32 @too_small() {
  %a = alloca i16, align 4
  %l = load i32, ptr %a, align 4
  ret i32 %l
}

define void @zero_count() {
  %a = alloca i32, i32 0, align 4
  store i32 1, ptr %a, align 4
  ret void
}

; a whole global, a field of one, a constant: -2 as i32 (sign-extended
; through @s's first field) and as i16 (zero-extended from @s's second)
define <3 x i32> @globals(i16 %x) {
  %e = sext i16 %x to i32
  store i32 %e, ptr @s, align 4
  store i16 %x, ptr getelementptr inbounds (%S, ptr @s, i64 0, i32 1), align 2
  %l0 = load i32, ptr @s, align 4
  %l1 = load i16, ptr getelementptr inbounds (%S, ptr @s, i64 0, i32 1), align 2
  %z1 = zext i16 %l1 to i32
  %l2 = load i32, ptr @k, align 4
  %v0 = insertelement <3 x i32> poison, i32 %l0, i32 0
  %v1 = insertelement <3 x i32> %v0, i32 %z1, i32 1
  %v2 = insertelement <3 x i32> %v1, i32 %l2, i32 2
  ret <3 x i32> %v2
}

; two bytes of @h, from its second
define i16 @global_past_end() {
  %l = load i16, ptr getelementptr (i8, ptr @h, i64 1), align 1
  ret i16 %l
}

define i32 @global_misaligned() {
  %l = load i32, ptr getelementptr (i8, ptr @w, i64 2), align 4
  ret i32 %l
}

define void @global_constant() {
  store i32 1, ptr @k, align 4
  ret void
}
