; DIArgList holds values only, `T v`, positional (LangRef "DIArgList").
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 1
; ERROR: :[[@LINE+4]]:{{[0-9]+}}: error: {{.*}}expected value-as-metadata operand

define void @f(i32 %x) !dbg !4 {
entry:
  #dbg_value(!DIArgList(i32 %x, arg: i32 1), !5, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !6)
  ret void
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = !DISubroutineType(types: !{null, !7})
!4 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !3, unit: !1, spFlags: DISPFlagDefinition)
!5 = !DILocalVariable(name: "x", scope: !4, file: !2, line: 1, type: !7)
!6 = !DILocation(line: 1, scope: !4)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
