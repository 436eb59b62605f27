; LLFUZZ_KEEP_FILES=1 keeps each batch's directory (the module as the tool
; read it, the records, the results), to run the tool on it by hand.
; REQUIRES: llc-22, clang-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir %t/tmp && TMPDIR=%t/tmp LLFUZZ_KEEP_FILES=1 "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q \
; RUN:   --db %t/k.db && ls %t/tmp/llfuzz-native-*) | FileCheck %s --check-prefix=CHECK1
; CHECK1: in.bin
; CHECK1: m.ll
; CHECK1: m.o
; CHECK1: out.bin
; CHECK1: prog
; Without it, nothing is left.
; RUN: (mkdir %t/tmp2 && TMPDIR=%t/tmp2 "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q --db %t/k2.db && \
; RUN:   ls %t/tmp2 | wc -l) | FileCheck %s --check-prefix=CHECK2
; CHECK2: {{^0$}}
