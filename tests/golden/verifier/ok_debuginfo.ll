; Debug info that breaks a verifier rule but is reachable only from
; llvm.dbg.cu and !dbg attachments is stripped by llvm-as with a warning,
; not rejected (here: a compile unit not listed in llvm.dbg.cu, reached
; from a subprogram).
; RUN: %llfuzz verify %s

define void @f() !dbg !3 {
  ret void, !dbg !6
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/tmp")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocation(line: 1, column: 3, scope: !3)
