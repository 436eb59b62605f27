; LangRef "Memory Access and Addressing Operations": alloca (fresh memory is
; uninitialized: a load of it is undef), load and store (little-endian
; bytes; volatile changes nothing here; poison stored is poison loaded;
; a load of a partly poison value is poison), fence (no effect on a single
; thread), cmpxchg (returns { old value, success } and stores only on
; success; weak may fail spuriously), load/store of globals.
;
; RUN: %llfuzz run %s --entry roundtrip --args 'i32 -559038737' | FileCheck %s --check-prefix=CHECK1
; CHECK1: { i32, i8, i8, i16 } { i32 -559038737, i8 -17, i8 -66, i16 -8531 }
; RUN: %llfuzz run %s --entry fresh | FileCheck %s --check-prefix=CHECK2
; CHECK2: { i32, i64 } { i32 undef, i64 42 }
; RUN: %llfuzz run %s --entry partial --args 'i8 poison' | FileCheck %s --check-prefix=CHECK3
; CHECK3: { i8, i32, i8 } { i8 1, i32 poison, i8 poison }
; RUN: %llfuzz run %s --entry partial --args 'i8 3' | FileCheck %s --check-prefix=CHECK4
; CHECK4: { i8, i32, i8 } { i8 1, i32 197121, i8 3 }
; partly undef bytes stay partly undef
; RUN: %llfuzz run %s --entry partial --args 'i8 undef' | FileCheck %s --check-prefix=CHECK5
; CHECK5: { i8, i32, i8 } { i8 1, i32 0b00000000????????0000001000000001, i8 undef }
; a frozen undef stays one fixed value through memory (it is no undef: two
; loads see the same value); a stored undef stays undef; also bit-packed
; vector lanes
; RUN: %llfuzz run %s --entry frozen | FileCheck %s --check-prefix=CHECK6
; CHECK6: { i32, i32, <2 x i4>, i8 } { i32 unknown, i32 undef, <2 x i4> <i4 unknown, i4 1>, i8 unknown }
; an aggregate through memory (struct padding, array)
; RUN: %llfuzz run %s --entry aggmem --args '{ i8, i32, [2 x i16] } { i8 1, i32 2, [2 x i16] [i16 3, i16 poison] }' | FileCheck %s --check-prefix=CHECK7
; CHECK7: { i8, i32, [2 x i16] } { i8 1, i32 2, [2 x i16] [i16 3, i16 poison] }
; a global: store then load, volatile and atomic forms, fence
; RUN: %llfuzz run %s --entry global --args 'i64 77' | FileCheck %s --check-prefix=CHECK8
; CHECK8: i64 87
;
; cmpxchg: { old, success, value in memory after }
; RUN: %llfuzz run %s --entry cas --args 'i32 5, i32 7' | FileCheck %s --check-prefix=CHECK9
; CHECK9: { i32, i1, i32 } { i32 5, i1 true, i32 7 }
; RUN: %llfuzz run %s --entry cas --args 'i32 6, i32 7' | FileCheck %s --check-prefix=CHECK10
; CHECK10: { i32, i1, i32 } { i32 5, i1 false, i32 5 }
; weak: may fail even when equal; never succeeds when not equal
; RUN: %llfuzz run %s --entry casweak --args 'i32 5' | FileCheck %s --check-prefix=CHECK11
; CHECK11: { i32, i1 } { i32 5, i1 {{true|unknown}} }
; RUN: %llfuzz run %s --entry casweak --args 'i32 4' | FileCheck %s --check-prefix=CHECK12
; CHECK12: { i32, i1 } { i32 5, i1 false }
; cmpxchg on a pointer
; RUN: %llfuzz run %s --entry casptr | FileCheck %s --check-prefix=CHECK13
; CHECK13: { ptr, i1 } { ptr @g+8, i1 true }

@g = global i64 10
@gp = global ptr null

define { i32, i8, i8, i16 } @roundtrip(i32 %x) {
  %a = alloca i32, align 4
  store i32 %x, ptr %a
  %l = load i32, ptr %a
  %b0 = load i8, ptr %a
  %p1 = getelementptr i8, ptr %a, i64 1
  %b1 = load i8, ptr %p1
  %p2 = getelementptr i8, ptr %a, i64 2
  %h = load i16, ptr %p2
  %r0 = insertvalue { i32, i8, i8, i16 } poison, i32 %l, 0
  %r1 = insertvalue { i32, i8, i8, i16 } %r0, i8 %b0, 1
  %r2 = insertvalue { i32, i8, i8, i16 } %r1, i8 %b1, 2
  %r3 = insertvalue { i32, i8, i8, i16 } %r2, i16 %h, 3
  ret { i32, i8, i8, i16 } %r3
}

define { i32, i64 } @fresh() {
  %a = alloca i32
  %b = alloca i64, i32 3
  %l = load i32, ptr %a
  %p = getelementptr i64, ptr %b, i32 2
  store i64 42, ptr %p
  %m = load i64, ptr %p
  %r0 = insertvalue { i32, i64 } poison, i32 %l, 0
  %r1 = insertvalue { i32, i64 } %r0, i64 %m, 1
  ret { i32, i64 } %r1
}

; bytes 1, 2, x, 0: a poison x spoils the i32 but not byte 0
define { i8, i32, i8 } @partial(i8 %x) {
  %a = alloca i32
  store i32 513, ptr %a
  %p = getelementptr i8, ptr %a, i64 2
  store i8 %x, ptr %p
  %b = load i8, ptr %a
  %w = load i32, ptr %a
  %c = load i8, ptr %p
  %r0 = insertvalue { i8, i32, i8 } poison, i8 %b, 0
  %r1 = insertvalue { i8, i32, i8 } %r0, i32 %w, 1
  %r2 = insertvalue { i8, i32, i8 } %r1, i8 %c, 2
  ret { i8, i32, i8 } %r2
}

define { i32, i32, <2 x i4>, i8 } @frozen() {
  %a = alloca i32
  %f = freeze i32 undef
  store i32 %f, ptr %a
  %l = load i32, ptr %a
  %b = alloca i32
  store i32 undef, ptr %b
  %u = load i32, ptr %b
  %c = alloca <2 x i4>
  %fv = freeze <2 x i4> <i4 undef, i4 1>
  store <2 x i4> %fv, ptr %c
  %lv = load <2 x i4>, ptr %c
  %fb = freeze i8 undef
  call void @llvm.memset.p0.i64(ptr %a, i8 %fb, i64 4, i1 false)
  %lb = load i8, ptr %a
  %r0 = insertvalue { i32, i32, <2 x i4>, i8 } poison, i32 %l, 0
  %r1 = insertvalue { i32, i32, <2 x i4>, i8 } %r0, i32 %u, 1
  %r2 = insertvalue { i32, i32, <2 x i4>, i8 } %r1, <2 x i4> %lv, 2
  %r3 = insertvalue { i32, i32, <2 x i4>, i8 } %r2, i8 %lb, 3
  ret { i32, i32, <2 x i4>, i8 } %r3
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define { i8, i32, [2 x i16] } @aggmem({ i8, i32, [2 x i16] } %s) {
  %a = alloca { i8, i32, [2 x i16] }
  store { i8, i32, [2 x i16] } %s, ptr %a
  %l = load { i8, i32, [2 x i16] }, ptr %a
  ret { i8, i32, [2 x i16] } %l
}

define i64 @global(i64 %x) {
  store i64 %x, ptr @g
  fence seq_cst
  %l = load volatile i64, ptr @g
  %y = add i64 %l, 10
  store atomic i64 %y, ptr @g release, align 8
  fence syncscope("singlethread") acquire
  %r = load atomic i64, ptr @g acquire, align 8
  ret i64 %r
}

define { i32, i1, i32 } @cas(i32 %cmp, i32 %new) {
  %a = alloca i32
  store i32 5, ptr %a
  %p = cmpxchg ptr %a, i32 %cmp, i32 %new seq_cst seq_cst
  %l = load i32, ptr %a
  %r = insertvalue { i32, i1, i32 } poison, i32 %l, 2
  %old = extractvalue { i32, i1 } %p, 0
  %ok = extractvalue { i32, i1 } %p, 1
  %r1 = insertvalue { i32, i1, i32 } %r, i32 %old, 0
  %r2 = insertvalue { i32, i1, i32 } %r1, i1 %ok, 1
  ret { i32, i1, i32 } %r2
}

define { i32, i1 } @casweak(i32 %cmp) {
  %a = alloca i32
  store i32 5, ptr %a
  %p = cmpxchg weak volatile ptr %a, i32 %cmp, i32 9 acq_rel monotonic
  ret { i32, i1 } %p
}

define { ptr, i1 } @casptr() {
  %q = getelementptr i8, ptr @g, i64 8
  %p = cmpxchg ptr @gp, ptr null, ptr %q monotonic monotonic
  %l = load ptr, ptr @gp
  %ok = extractvalue { ptr, i1 } %p, 1
  %r0 = insertvalue { ptr, i1 } poison, ptr %l, 0
  %r1 = insertvalue { ptr, i1 } %r0, i1 %ok, 1
  ret { ptr, i1 } %r1
}
