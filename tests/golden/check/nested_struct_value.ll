; A load of a struct of two structs of two ... 60 levels deep (2^60 bytes,
; 2^60 leaves): each type's layout is made once and an aggregate value is
; limited to 2^20 words, so the check says `unsupported` at once.  Before,
; laying it out walked every leaf (2^60 of them): the check never ended.
; (Found by fuzz/fuzz_check.c from a seed of tests/golden/verify.)
; RUN: %exit 2 %llfuzz check %s | FileCheck %s
; CHECK: @src/@tgt: unsupported: aggregate values of more than 2^20 words
%t0 = type { %t1, %t1 }
%t1 = type { %t2, %t2 }
%t2 = type { %t3, %t3 }
%t3 = type { %t4, %t4 }
%t4 = type { %t5, %t5 }
%t5 = type { %t6, %t6 }
%t6 = type { %t7, %t7 }
%t7 = type { %t8, %t8 }
%t8 = type { %t9, %t9 }
%t9 = type { %t10, %t10 }
%t10 = type { %t11, %t11 }
%t11 = type { %t12, %t12 }
%t12 = type { %t13, %t13 }
%t13 = type { %t14, %t14 }
%t14 = type { %t15, %t15 }
%t15 = type { %t16, %t16 }
%t16 = type { %t17, %t17 }
%t17 = type { %t18, %t18 }
%t18 = type { %t19, %t19 }
%t19 = type { %t20, %t20 }
%t20 = type { %t21, %t21 }
%t21 = type { %t22, %t22 }
%t22 = type { %t23, %t23 }
%t23 = type { %t24, %t24 }
%t24 = type { %t25, %t25 }
%t25 = type { %t26, %t26 }
%t26 = type { %t27, %t27 }
%t27 = type { %t28, %t28 }
%t28 = type { %t29, %t29 }
%t29 = type { %t30, %t30 }
%t30 = type { %t31, %t31 }
%t31 = type { %t32, %t32 }
%t32 = type { %t33, %t33 }
%t33 = type { %t34, %t34 }
%t34 = type { %t35, %t35 }
%t35 = type { %t36, %t36 }
%t36 = type { %t37, %t37 }
%t37 = type { %t38, %t38 }
%t38 = type { %t39, %t39 }
%t39 = type { %t40, %t40 }
%t40 = type { %t41, %t41 }
%t41 = type { %t42, %t42 }
%t42 = type { %t43, %t43 }
%t43 = type { %t44, %t44 }
%t44 = type { %t45, %t45 }
%t45 = type { %t46, %t46 }
%t46 = type { %t47, %t47 }
%t47 = type { %t48, %t48 }
%t48 = type { %t49, %t49 }
%t49 = type { %t50, %t50 }
%t50 = type { %t51, %t51 }
%t51 = type { %t52, %t52 }
%t52 = type { %t53, %t53 }
%t53 = type { %t54, %t54 }
%t54 = type { %t55, %t55 }
%t55 = type { %t56, %t56 }
%t56 = type { %t57, %t57 }
%t57 = type { %t58, %t58 }
%t58 = type { %t59, %t59 }
%t59 = type { %t60, %t60 }
%t60 = type { i8 }

define i8 @src(ptr %p) {
  %v = load %t0, ptr %p, align 1
  ret i8 0
}

define i8 @tgt(ptr %p) {
  ret i8 0
}
