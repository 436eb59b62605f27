; A DISubprogram need not be distinct when it is not a definition (LangRef
; "DISubprogram").  spFlags, when written, decides alone: isDefinition is then
; ignored, even when true.  Without spFlags, isDefinition: false says it.
; llvm-as-22 accepts this file as it is.
; RUN: %llfuzz verify %s 2> %t.err
; RUN: test ! -s %t.err

!0 = !DIFile(filename: "a.c", directory: "/")
!1 = !DISubroutineType(types: !{null})
!2 = !DISubprogram(name: "decl", scope: !0, file: !0, line: 1, type: !1, isDefinition: false)
!3 = !DISubprogram(name: "local", scope: !0, type: !1, spFlags: DISPFlagLocalToUnit, isDefinition: true)
!4 = !DISubprogram(name: "none", scope: !0, type: !1, spFlags: 0)
!5 = !DISubprogram(name: "opt", scope: !0, type: !1, spFlags: DISPFlagOptimized | 4)
!6 = distinct !DISubprogram(name: "distinct-decl", scope: !0, type: !1, spFlags: DISPFlagPure)
