; Found by fuzz/fuzz_parse (round trip): a NUL byte inside a string that
; llfuzz keeps as a C string (a summary entry kept as text, module asm,
; source_filename, section, string attributes, ...) was silently cut there,
; so `^0 = module: (path: "a<NUL>b", ...)` printed as an unterminated string.
; LLVM keeps such NULs; llfuzz cannot, so it says so.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (printf '^0 = module: (path: "a\000b", hash: (0, 0, 0, 0, 0))\n' > %t/t1.ll && %exit 2 %llfuzz verify %t/t1.ll) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: :1:1: error: {{.*}}unsupported: NUL character in this text
; RUN: %exit 2 %llfuzz verify %s 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1

; ERROR2: :[[@LINE+1]]:12: error: {{.*}}unsupported: NUL character in this string
module asm "a\00b"
