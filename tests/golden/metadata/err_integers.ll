; Integer fields and their limits: unsigned fields take no sign and no hex
; float, signed ones have a minimum (LangRef "Specialized Metadata Nodes";
; lines are 32-bit, columns and argument numbers 16-bit).
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@56: value for 'line' too large, limit is 4294967295
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@57: value for 'column' too large, limit is 65535
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@58: expected unsigned integer
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@60: expected unsigned integer
; RUN: sed '/; case/!b;/; case 5$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@61: value for 'atomRank' too large, limit is 255
; RUN: sed '/; case/!b;/; case 6$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@62: value for 'arg' too large, limit is 65535
; RUN: sed '/; case/!b;/; case 7$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@63: value for 'size' too large, limit is 18446744073709551615
; RUN: sed '/; case/!b;/; case 8$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@64: value for 'ptrAuthKey' too large, limit is 7
; RUN: sed '/; case/!b;/; case 9$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@66: value for 'count' too small, limit is -1
; RUN: sed '/; case/!b;/; case 10$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@67: value for 'count' too large, limit is 9223372036854775807
; RUN: sed '/; case/!b;/; case 11$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@68: value for 'lowerBound' too small, limit is -9223372036854775808
; RUN: sed '/; case/!b;/; case 12$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@69: value for 'thisAdjustment' too large, limit is 2147483647
; RUN: sed '/; case/!b;/; case 13$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@70: expected signed integer
; RUN: sed '/; case/!b;/; case 14$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@71: expected integer
; RUN: sed '/; case/!b;/; case 15$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@72: value for 'dwoId' too large, limit is 18446744073709551615

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DILocation(line: 4294967296, scope: !0)                            ; case 1
!2 = !DILocation(line: 1, column: 65536, scope: !0)                      ; case 2
!2 = !DILocation(line: -1, scope: !0)                                    ; case 3
; 0x... is a floating-point constant in .ll text
!2 = !DILocation(line: 0x10, scope: !0)                                  ; case 4
!2 = !DILocation(line: 1, scope: !0, atomRank: 256)                      ; case 5
!2 = !DILocalVariable(name: "a", arg: 65536, scope: !0)                  ; case 6
!2 = !DIBasicType(name: "b", size: 18446744073709551616)                 ; case 7
!2 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, ptrAuthKey: 8) ; case 8
; DISubrange count: -1 is an empty array, nothing lower
!2 = !DISubrange(count: -2)                                              ; case 9
!2 = !DISubrange(count: 9223372036854775808)                             ; case 10
!2 = !DISubrange(count: 2, lowerBound: -9223372036854775809)             ; case 11
!2 = distinct !DISubprogram(thisAdjustment: 2147483648, isDefinition: false) ; case 12
!2 = !DIFixedPointType(name: "f", factor: 1.5)                           ; case 13
!2 = !DIEnumerator(name: "e", value: !0)                                 ; case 14
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, dwoId: 18446744073709551616) ; case 15
