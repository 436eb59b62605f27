; LLFUZZ_KEEP_FILES=1 keeps each batch's directory (the module as the tool
; read it, the records, the results), to run the tool on it by hand.
; REQUIRES: llc-22 clang-22
; RUN: mkdir %T/tmp && TMPDIR=%T/tmp LLFUZZ_KEEP_FILES=1 "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q \
; RUN:   --db %T/k.db && ls %T/tmp/llfuzz-native-*
; CHECK: in.bin
; CHECK: m.ll
; CHECK: m.o
; CHECK: out.bin
; CHECK: prog
; Without it, nothing is left.
; RUN: mkdir %T/tmp2 && TMPDIR=%T/tmp2 "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q --db %T/k2.db && \
; RUN:   ls %T/tmp2 | wc -l
; CHECK: {{^0$}}
