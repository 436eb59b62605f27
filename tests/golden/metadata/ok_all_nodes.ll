; Every kind of specialized metadata node LLVM 22 accepts, with the unusual
; but valid ways of writing fields: flags and languages as integers, DWARF 6
; language names, negative and hex bounds, DIExpression with DW_OP_LLVM_*
; operations, DIArgList, GenericDINode with a header and braced operands,
; empty strings and nulls where allowed (LangRef "Specialized Metadata Nodes").
; llvm-as-22 accepts this file as it is.
; RUN: %llfuzz verify %s 2> %t.err
; RUN: test ! -s %t.err

@g = global i32 0, !dbg !40
@h = global i64 0, !dbg !43

define i32 @f(i32 %x, i32 %y) !dbg !20 {
entry:
  %p = alloca i32, align 4, !DIAssignID !60
  #dbg_assign(i32 %x, !30, !DIExpression(), !60, ptr %p, !DIExpression(DW_OP_deref), !50)
  store i32 %x, ptr %p, align 4, !DIAssignID !60
  #dbg_declare(ptr %p, !31, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_deref_size, 4), !50)
  #dbg_value(!DIArgList(i32 %x, i32 %y, i32 7), !32, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_stack_value), !50)
  #dbg_value(i32 %x, !33, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !51)
  #dbg_value(i32 %y, !34, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !51)
  br label %done

done:
  #dbg_label(!35, !52)
  %r = add i32 %x, %y, !dbg !52
  ret i32 %r, !dbg !53
}

!llvm.dbg.cu = !{!0, !2}
!llvm.module.flags = !{!90, !91}
!llvm.ident = !{!92}

; compile units: a DWARF 5 language by name and by number, a DWARF 6 name
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "", isOptimized: false, flags: "-O0", runtimeVersion: 0, splitDebugFilename: "", emissionKind: FullDebug, enums: !70, retainedTypes: !{!11}, globals: !{!40, !43}, imports: !{!80}, macros: !{!82}, dwoId: 18446744073709551615, splitDebugInlining: false, debugInfoForProfiling: true, nameTableKind: None, rangesBaseAddress: true, sysroot: "/", sdk: "x.sdk")
!1 = !DIFile(filename: "all.c", directory: "/tmp", checksumkind: CSK_SHA256, checksum: "0000000000000000000000000000000000000000000000000000000000000000", source: "")
!2 = distinct !DICompileUnit(sourceLanguageName: DW_LNAME_C_plus_plus, sourceLanguageVersion: 202002, file: !1, emissionKind: 3, nameTableKind: GNU)
!3 = !DIFile(filename: "", directory: "")
!4 = distinct !DICompileUnit(language: 12, file: !1, emissionKind: NoDebug)

; types
!10 = !DIBasicType(name: "int", size: 32, align: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(tag: 36, name: "long", size: u0x40, encoding: 5, flags: DIFlagBigEndian | 0, num_extra_inhabitants: 0, dataSize: 64)
!12 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !15, file: !1, line: 3, baseType: !10, size: 32, offset: 32, flags: 3 | DIFlagBitField, extraData: i64 0)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !1, file: !1, line: 2, size: 64, flags: DIFlagTypePassByValue, elements: !{!14}, identifier: "_ZTS1S")
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 160, elements: !{!17, !18, !19})
!17 = !DISubrange(count: 5, lowerBound: -2)
!18 = !DISubrange(count: -1)
!19 = !DISubrange(lowerBound: s0xFE, upperBound: 7, stride: 1)
!21 = !DISubroutineType(flags: 256, cc: DW_CC_normal, types: !{!10, !10, !10})
!22 = !DISubroutineType(cc: 193, types: !{null})
!23 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 9, baseType: !10, size: 32, flags: DIFlagEnumClass, elements: !{!24, !25, !26}, runtimeLang: DW_LANG_C, enumKind: DW_APPLE_ENUM_KIND_Closed)
!24 = !DIEnumerator(name: "A", value: -8)
!25 = !DIEnumerator(name: "B", value: 18446744073709551615, isUnsigned: true)
!26 = !DIEnumerator(name: "", value: 340282366920938463463374607431768211455)
!27 = !DIFixedPointType(name: "fix", size: 16, encoding: DW_ATE_signed_fixed, kind: Binary, factor: -8)
!28 = !DIFixedPointType(name: "rat", size: 16, encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: 1, denominator: 3)
!29 = !DIStringType(name: "character(*)", stringLength: !31, stringLengthExpression: !DIExpression(), stringLocationExpression: !DIExpression(DW_OP_push_object_address, DW_OP_deref), size: 32, align: 8, encoding: DW_ATE_ASCII)
!36 = !DISubrangeType(name: "small", file: !1, line: 4, scope: !1, size: 8, baseType: !10, lowerBound: -7, upperBound: 0, bias: -7)
!37 = !DIGenericSubrange(count: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 48, DW_OP_deref), lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 24, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 56, DW_OP_deref))
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, elements: !{!37}, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), rank: 2, bitStride: i32 32)

; the function, its variables and locations
!20 = distinct !DISubprogram(name: "f", linkageName: "f", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: 8, unit: !0, retainedNodes: !{!30, !35}, thrownTypes: !{}, annotations: !{}, targetFuncName: "", keyInstructions: true)
!30 = !DILocalVariable(name: "x", arg: 1, scope: !20, file: !1, line: 10, type: !10)
!31 = !DILocalVariable(name: "p", scope: !20, file: !1, line: 11, type: !10, flags: DIFlagArtificial | DIFlagObjectPointer, align: 32)
!32 = !DILocalVariable(name: "sum", scope: !54, file: !1, line: 12, type: !10)
!33 = !DILocalVariable(name: "", scope: !55, type: !10)
!34 = !DILocalVariable(name: "frag", scope: !20, file: !1, line: 13, type: !11)
!35 = !DILabel(scope: !20, name: "done", file: !1, line: 14, column: 1, isArtificial: true, coroSuspendIdx: 2)
!50 = !DILocation(line: 11, column: 3, scope: !20)
!51 = !DILocation(line: 12, column: 65535, scope: !54, inlinedAt: null, isImplicitCode: false)
!52 = !DILocation(line: 4294967295, scope: !55)
!53 = !DILocation(line: 15, scope: !20, atomGroup: 1, atomRank: 1)
!54 = distinct !DILexicalBlock(scope: !20, file: !1, line: 12, column: 3)
!55 = !DILexicalBlockFile(scope: !54, file: !1, discriminator: 4294967295)
!56 = distinct !DISubprogram(name: "decl", scope: !15, file: !1, line: 5, type: !22, virtuality: DW_VIRTUALITY_pure_virtual, virtualIndex: 0, thisAdjustment: -2147483648, containingType: !15, isLocal: false, isDefinition: false, isOptimized: false, templateParams: !{!84, !85, !86})
!60 = distinct !DIAssignID()

; globals, modules, namespaces, macros...
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "g", linkageName: "g", scope: !0, file: !1, line: 1, type: !10, isLocal: false, isDefinition: true, align: 32)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression(DW_OP_constu, 42, DW_OP_stack_value))
!44 = distinct !DIGlobalVariable(name: "h", scope: !45, file: !1, line: 2, type: !11, isLocal: true, isDefinition: true, annotations: !{})
!45 = !DINamespace(name: "", scope: null, exportSymbols: true)
!46 = !DICommonBlock(scope: !20, declaration: null, name: "blk", file: !1, line: 3)
!47 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "M.apinotes", file: !1, line: 1, isDecl: true)
!70 = !{!23}
!80 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !47, file: !1, line: 2, name: "", elements: !{!81})
!81 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !41, name: "gg")
!82 = !DIMacroFile(file: !1, nodes: !{!83})
!83 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "X", value: "1")
!84 = !DITemplateTypeParameter(name: "T", type: !10, defaulted: true)
!85 = !DITemplateValueParameter(name: "N", type: !10, value: i32 7)
!86 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !{!84})
!87 = !DIObjCProperty(name: "prop", file: !1, line: 7, setter: "setProp:", getter: "prop", attributes: 2316, type: !10)
!88 = !GenericDINode(tag: DW_TAG_entry_point, header: "some\00header", operands: {!1, null, !"s", !{}})
!89 = distinct !GenericDINode(tag: 65535, operands: {})
!90 = !{i32 2, !"Debug Info Version", i32 3}
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{!"llfuzz"}
