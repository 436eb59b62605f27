; A type that names another twice, forty deep ({ %t39, %t39 }, ...): the
; verifier (is_sized, contains_scalable) and the data layout (ir/type.c,
; LayoutMemo) look into each named struct once per query, where they took
; time exponential in the depth (the verifier alone: hours; llfuzz seemed to
; hang; opt-22 takes the module at once).  The type is 2^41 i32s, 8 TB: its
; size comes out of a constant, and an alloca of it is over the memory
; budget, a limit of its own.  (TIMEOUT: a few seconds is ample now.)
; TIMEOUT: 40
; RUN: %llfuzz run %s --entry size | FileCheck %s --check-prefix=CHECK1
; CHECK1: i64 8796093022208
; RUN: %exit nonzero %llfuzz run %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: limit: alloca of 1 x 8796093022208 bytes

%t0 = type { i32, i32 }
%t1 = type { %t0, %t0 }
%t2 = type { %t1, %t1 }
%t3 = type { %t2, %t2 }
%t4 = type { %t3, %t3 }
%t5 = type { %t4, %t4 }
%t6 = type { %t5, %t5 }
%t7 = type { %t6, %t6 }
%t8 = type { %t7, %t7 }
%t9 = type { %t8, %t8 }
%t10 = type { %t9, %t9 }
%t11 = type { %t10, %t10 }
%t12 = type { %t11, %t11 }
%t13 = type { %t12, %t12 }
%t14 = type { %t13, %t13 }
%t15 = type { %t14, %t14 }
%t16 = type { %t15, %t15 }
%t17 = type { %t16, %t16 }
%t18 = type { %t17, %t17 }
%t19 = type { %t18, %t18 }
%t20 = type { %t19, %t19 }
%t21 = type { %t20, %t20 }
%t22 = type { %t21, %t21 }
%t23 = type { %t22, %t22 }
%t24 = type { %t23, %t23 }
%t25 = type { %t24, %t24 }
%t26 = type { %t25, %t25 }
%t27 = type { %t26, %t26 }
%t28 = type { %t27, %t27 }
%t29 = type { %t28, %t28 }
%t30 = type { %t29, %t29 }
%t31 = type { %t30, %t30 }
%t32 = type { %t31, %t31 }
%t33 = type { %t32, %t32 }
%t34 = type { %t33, %t33 }
%t35 = type { %t34, %t34 }
%t36 = type { %t35, %t35 }
%t37 = type { %t36, %t36 }
%t38 = type { %t37, %t37 }
%t39 = type { %t38, %t38 }
%t40 = type { %t39, %t39 }

define i64 @size() {
  ret i64 ptrtoint (ptr getelementptr (%t40, ptr null, i64 1) to i64)
}

define i32 @main() {
  %p = alloca %t40, align 4
  store i32 1, ptr %p, align 4
  ret i32 0
}
