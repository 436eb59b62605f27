; llfuzz db list shows the whole signature: four llc crashes must not all
; read "llc-22|crash".  A failure whose signature names no message (a row
; stored before its key was kept) shows the first line of the failure.
; REQUIRES: sqlite3
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz db init --db %t/s.db >/dev/null && sqlite3 %t/s.db " \
; RUN:   INSERT INTO testcase(id, hash, module, gen_seed, origin, created) VALUES (1, 'h1', 'x', 1, 'gen', 1700000000); \
; RUN:   INSERT INTO divergence(id, testcase_id, engine, kind, function, input, expected, actual, signature, first_seen, last_seen) VALUES \
; RUN:   (1, 1, 'llc-22:-O2', 'crash', '', '', '', 'LLVM ERROR: Cannot select: setcc' || char(10) || 'In function: t0', 'llc-22|crash', 1700000000, 1700000000), \
; RUN:   (2, 1, 'llc-22:-O2', 'crash', '', '', '', 'x', 'llc-22|crash|LLVM ERROR: Cannot select: fmodf', 1700000000, 1700000000), \
; RUN:   (3, 1, 'opt-22:-O2', 'value mismatch', '@t0', '@t0(i32 1)', 'i32 1', 'i32 2', 'opt-22|wrong value|instcombine|and|or|xor,ret', 1700000000, 1700000000), \
; RUN:   (4, 1, 'llc-22:-O2', 'crash', '', '', '', 'llc-22 died of signal 5 (Trace/breakpoint trap)' || char(10) || 'Stack dump:', 'llc-22|crash|', 1700000000, 1700000000);" && \
; RUN:   %llfuzz db list --db %t/s.db) | FileCheck %s
; CHECK: {{^}} 1      1  new     llc-22:-O2  crash                     llc-22|crash: LLVM ERROR: Cannot select: setcc{{$}}
; CHECK-NEXT: {{^}} 2      1  new     llc-22:-O2  crash                     llc-22|crash|LLVM ERROR: Cannot select: fmodf{{$}}
; CHECK-NEXT: {{^}} 3      1  new     opt-22:-O2  value mismatch  @t0       opt-22|wrong value|instcombine|and|or|xor,ret{{$}}
; CHECK-NEXT: {{^}} 4      1  new     llc-22:-O2  crash                     llc-22|crash|: llc-22 died of signal 5 (Trace/breakpoint trap){{$}}
