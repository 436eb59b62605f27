; Found by fuzz/fuzz_parse (round trip): a summary entry cut short at the end
; of the input (`^1 =`) was kept as text up to the end of the input, its
; newline included, so every print added one more blank line.  llvm-as
; rejects it (at the end of the input); llfuzz does now.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz print %s | FileCheck %s --check-prefix=CHECK1
; CHECK1: ^1 = flags: 8
; CHECK1-NEXT: ^2 = blockcount: 5
; RUN: (printf '^1 = flags: 8\n^2 =\n' > %t/t2.ll && %exit 1 %llfuzz verify %t/t2.ll) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: :3:1: error: {{.*}}expected summary entry

^1 = flags: 8
^2 = blockcount: 5
