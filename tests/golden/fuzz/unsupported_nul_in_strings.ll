; Found by fuzz/fuzz_parse (round trip): a NUL byte inside a string that
; llfuzz keeps as a C string (a summary entry kept as text, module asm,
; source_filename, section, string attributes, ...) was silently cut there,
; so `^0 = module: (path: "a<NUL>b", ...)` printed as an unterminated string.
; LLVM keeps such NULs; llfuzz cannot, so it says so.
; RUN: printf '^0 = module: (path: "a\000b", hash: (0, 0, 0, 0, 0))\n' > %t.ll && llfuzz verify %t.ll
; EXIT: 2
; ERROR@1:1: unsupported: NUL character in this text
; RUN: llfuzz verify %s
; EXIT: 2

; ERROR@+1:12: unsupported: NUL character in this string
module asm "a\00b"
