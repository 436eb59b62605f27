; LangRef "DILocation": the scope is a required field.
; RUN: llfuzz verify %s
; EXIT: 1

!named = !{!0}
; ERROR@+1: missing required field 'scope'
!0 = !DILocation(line: 7)
