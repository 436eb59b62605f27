; Found by fuzz/fuzz_parse (round trip): a summary entry cut short at the end
; of the input (`^1 =`) was kept as text up to the end of the input, its
; newline included, so every print added one more blank line.  llvm-as
; rejects it (at the end of the input); llfuzz does now.
; RUN: llfuzz print %s
; CHECK: ^1 = flags: 8
; CHECK-NEXT: ^2 = blockcount: 5
; RUN: printf '^1 = flags: 8\n^2 =\n' > %t.ll && llfuzz verify %t.ll
; EXIT: 1
; ERROR@3:1: expected summary entry

^1 = flags: 8
^2 = blockcount: 5
