; Fields of specialized nodes: each node has its own set of labelled fields,
; each written at most once, some of them required (LangRef "Specialized
; Metadata Nodes"; the fields are listed in ir/di.def).
;
; Each line marked `; case N` is checked on its own: RUN N blanks the other
; cases (keeping the line numbers) and verifies what is left.
;
; RUN: sed '/; case/!b;/; case 1$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@62: invalid field 'bad'
; RUN: sed '/; case/!b;/; case 2$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@64: invalid field 'file'
; RUN: sed '/; case/!b;/; case 3$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@65: field 'line' cannot be specified more than once
; RUN: sed '/; case/!b;/; case 4$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@67: expected field label here
; RUN: sed '/; case/!b;/; case 5$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@68: missing required field 'scope'
; RUN: sed '/; case/!b;/; case 6$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@69: missing required field 'filename'
; RUN: sed '/; case/!b;/; case 7$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@71: missing required field 'scope'
; RUN: sed '/; case/!b;/; case 8$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@72: missing required field 'file'
; RUN: sed '/; case/!b;/; case 9$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@73: missing required field 'baseType'
; RUN: sed '/; case/!b;/; case 10$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@74: missing required field 'name'
; RUN: sed '/; case/!b;/; case 11$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@75: missing required field 'types'
; RUN: sed '/; case/!b;/; case 12$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@76: missing required field 'scope'
; RUN: sed '/; case/!b;/; case 13$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@77: missing required field 'type'
; RUN: sed '/; case/!b;/; case 14$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@78: missing required field 'expr'
; RUN: sed '/; case/!b;/; case 15$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@79: missing required field 'discriminator'
; RUN: sed '/; case/!b;/; case 16$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@80: missing required field 'value'
; RUN: sed '/; case/!b;/; case 17$/!s/.*//' %s > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@81: missing required field 'tag'

!0 = !{}
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DILocation(line: 1, bad: 2, scope: !0)                             ; case 1
; a field of another node
!2 = !DILocation(line: 1, scope: !0, file: !1)                           ; case 2
!2 = !DILocation(line: 1, scope: !0, line: 2)                            ; case 3
; only DIExpression and DIArgList take positional operands
!2 = !DILocation(scope: !0, 7)                                           ; case 4
!2 = !DILocation(line: 1, column: 2)                                     ; case 5
!2 = !DIFile(directory: "/")                                             ; case 6
; the first missing required field is reported
!2 = !DILabel(line: 3)                                                   ; case 7
!2 = !DILabel(scope: !0, name: "l", line: 3)                             ; case 8
!2 = !DIDerivedType(tag: DW_TAG_pointer_type, size: 64)                  ; case 9
!2 = !DIEnumerator(value: 1)                                             ; case 10
!2 = !DISubroutineType(flags: DIFlagPrototyped)                          ; case 11
!2 = !DIImportedEntity(tag: DW_TAG_imported_module, entity: !0)          ; case 12
!2 = !DIMacro(name: "M")                                                 ; case 13
!2 = !DIGlobalVariableExpression(var: !0)                                ; case 14
!2 = !DILexicalBlockFile(scope: !0, file: !1)                            ; case 15
!2 = !DITemplateValueParameter(name: "N", type: !0)                      ; case 16
!2 = !GenericDINode(header: "h")                                         ; case 17
