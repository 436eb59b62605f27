; A chain of 150 structs, each the one before and an i8: %t150 is 604
; bytes (4 + 4 x 150), its i8 at offset 600.  The data layout's recursion
; stopped at depth 100 and gave 100 bytes, silently (opt-22 and llc-22 lay
; it out in full); it now goes as deep as the sizedness check does (10000,
; a guard of the C stack).
; RUN: %llfuzz run %s --entry size | FileCheck %s --check-prefix=CHECK1
; CHECK1: i64 604
; RUN: %llfuzz run %s --entry field | FileCheck %s --check-prefix=CHECK2
; CHECK2: i64 600
; RUN: %llfuzz run %s

%t0 = type { i32 }
%t1 = type { %t0, i8 }
%t2 = type { %t1, i8 }
%t3 = type { %t2, i8 }
%t4 = type { %t3, i8 }
%t5 = type { %t4, i8 }
%t6 = type { %t5, i8 }
%t7 = type { %t6, i8 }
%t8 = type { %t7, i8 }
%t9 = type { %t8, i8 }
%t10 = type { %t9, i8 }
%t11 = type { %t10, i8 }
%t12 = type { %t11, i8 }
%t13 = type { %t12, i8 }
%t14 = type { %t13, i8 }
%t15 = type { %t14, i8 }
%t16 = type { %t15, i8 }
%t17 = type { %t16, i8 }
%t18 = type { %t17, i8 }
%t19 = type { %t18, i8 }
%t20 = type { %t19, i8 }
%t21 = type { %t20, i8 }
%t22 = type { %t21, i8 }
%t23 = type { %t22, i8 }
%t24 = type { %t23, i8 }
%t25 = type { %t24, i8 }
%t26 = type { %t25, i8 }
%t27 = type { %t26, i8 }
%t28 = type { %t27, i8 }
%t29 = type { %t28, i8 }
%t30 = type { %t29, i8 }
%t31 = type { %t30, i8 }
%t32 = type { %t31, i8 }
%t33 = type { %t32, i8 }
%t34 = type { %t33, i8 }
%t35 = type { %t34, i8 }
%t36 = type { %t35, i8 }
%t37 = type { %t36, i8 }
%t38 = type { %t37, i8 }
%t39 = type { %t38, i8 }
%t40 = type { %t39, i8 }
%t41 = type { %t40, i8 }
%t42 = type { %t41, i8 }
%t43 = type { %t42, i8 }
%t44 = type { %t43, i8 }
%t45 = type { %t44, i8 }
%t46 = type { %t45, i8 }
%t47 = type { %t46, i8 }
%t48 = type { %t47, i8 }
%t49 = type { %t48, i8 }
%t50 = type { %t49, i8 }
%t51 = type { %t50, i8 }
%t52 = type { %t51, i8 }
%t53 = type { %t52, i8 }
%t54 = type { %t53, i8 }
%t55 = type { %t54, i8 }
%t56 = type { %t55, i8 }
%t57 = type { %t56, i8 }
%t58 = type { %t57, i8 }
%t59 = type { %t58, i8 }
%t60 = type { %t59, i8 }
%t61 = type { %t60, i8 }
%t62 = type { %t61, i8 }
%t63 = type { %t62, i8 }
%t64 = type { %t63, i8 }
%t65 = type { %t64, i8 }
%t66 = type { %t65, i8 }
%t67 = type { %t66, i8 }
%t68 = type { %t67, i8 }
%t69 = type { %t68, i8 }
%t70 = type { %t69, i8 }
%t71 = type { %t70, i8 }
%t72 = type { %t71, i8 }
%t73 = type { %t72, i8 }
%t74 = type { %t73, i8 }
%t75 = type { %t74, i8 }
%t76 = type { %t75, i8 }
%t77 = type { %t76, i8 }
%t78 = type { %t77, i8 }
%t79 = type { %t78, i8 }
%t80 = type { %t79, i8 }
%t81 = type { %t80, i8 }
%t82 = type { %t81, i8 }
%t83 = type { %t82, i8 }
%t84 = type { %t83, i8 }
%t85 = type { %t84, i8 }
%t86 = type { %t85, i8 }
%t87 = type { %t86, i8 }
%t88 = type { %t87, i8 }
%t89 = type { %t88, i8 }
%t90 = type { %t89, i8 }
%t91 = type { %t90, i8 }
%t92 = type { %t91, i8 }
%t93 = type { %t92, i8 }
%t94 = type { %t93, i8 }
%t95 = type { %t94, i8 }
%t96 = type { %t95, i8 }
%t97 = type { %t96, i8 }
%t98 = type { %t97, i8 }
%t99 = type { %t98, i8 }
%t100 = type { %t99, i8 }
%t101 = type { %t100, i8 }
%t102 = type { %t101, i8 }
%t103 = type { %t102, i8 }
%t104 = type { %t103, i8 }
%t105 = type { %t104, i8 }
%t106 = type { %t105, i8 }
%t107 = type { %t106, i8 }
%t108 = type { %t107, i8 }
%t109 = type { %t108, i8 }
%t110 = type { %t109, i8 }
%t111 = type { %t110, i8 }
%t112 = type { %t111, i8 }
%t113 = type { %t112, i8 }
%t114 = type { %t113, i8 }
%t115 = type { %t114, i8 }
%t116 = type { %t115, i8 }
%t117 = type { %t116, i8 }
%t118 = type { %t117, i8 }
%t119 = type { %t118, i8 }
%t120 = type { %t119, i8 }
%t121 = type { %t120, i8 }
%t122 = type { %t121, i8 }
%t123 = type { %t122, i8 }
%t124 = type { %t123, i8 }
%t125 = type { %t124, i8 }
%t126 = type { %t125, i8 }
%t127 = type { %t126, i8 }
%t128 = type { %t127, i8 }
%t129 = type { %t128, i8 }
%t130 = type { %t129, i8 }
%t131 = type { %t130, i8 }
%t132 = type { %t131, i8 }
%t133 = type { %t132, i8 }
%t134 = type { %t133, i8 }
%t135 = type { %t134, i8 }
%t136 = type { %t135, i8 }
%t137 = type { %t136, i8 }
%t138 = type { %t137, i8 }
%t139 = type { %t138, i8 }
%t140 = type { %t139, i8 }
%t141 = type { %t140, i8 }
%t142 = type { %t141, i8 }
%t143 = type { %t142, i8 }
%t144 = type { %t143, i8 }
%t145 = type { %t144, i8 }
%t146 = type { %t145, i8 }
%t147 = type { %t146, i8 }
%t148 = type { %t147, i8 }
%t149 = type { %t148, i8 }
%t150 = type { %t149, i8 }

define i64 @size() {
  ret i64 ptrtoint (ptr getelementptr (%t150, ptr null, i64 1) to i64)
}

define i64 @field() {
  ret i64 ptrtoint (ptr getelementptr (%t150, ptr null, i64 0, i32 1) to i64)
}

define i32 @main() {
  %p = alloca %t150, align 4
  %q = getelementptr inbounds %t150, ptr %p, i64 0, i32 1
  store i8 7, ptr %q, align 1
  %v = load i8, ptr %q, align 1
  %r = zext i8 %v to i32
  %c = sub i32 %r, 7
  ret i32 %c
}
