; LangRef "Specialized Metadata Nodes": the verifier's rules apply to
; nodes that survive llvm-as's stripping of broken debug info (here: nodes
; reachable from the named metadata !named).
; RUN: %exit 1 %llfuzz verify %s 2> %t.err
; RUN: FileCheck --input-file=%t.err %s --check-prefix=ERROR
; RUN: grep -E '(^|: )error: ' %t.err | count 2

!named = !{!0, !1, !2}
!0 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}DWARF address space only applies to pointer or reference types
!1 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !0, dwarfAddressSpace: 1)
; ERROR-DAG: :[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}Subrange can have any one of count or upperBound
!2 = !DISubrange(count: 4, upperBound: 3)
