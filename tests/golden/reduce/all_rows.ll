; llfuzz reduce --db F --all: every new, unreduced row in id order, one line
; each and a summary.  Rows 1 and 2 fail the fixture llc-22
; (Inputs/llc-udiv-crash.sh: any udiv) and reduce to one signature, so row 2
; is merged into row 1; row 3's module does not fail (not reproducible);
; row 4 is reduced already and left alone.  Exit 1: a row did not reproduce.
; REQUIRES: llc-22, sqlite3
; TIMEOUT: 480
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/llc-udiv-crash.sh %t/bin/llc-22 && export PATH=%t/bin:$PATH; \
; RUN:   %llfuzz db init --db %t/s.db >/dev/null && sqlite3 %t/s.db " \
; RUN:   INSERT INTO testcase(id, hash, module, gen_seed, origin, created) VALUES \
; RUN:   (1, 'h1', 'define i32 @a(i32 %%x, i32 %%y) {' || char(10) || '  %%s = add i32 %%x, 1' || char(10) || '  %%d = udiv i32 %%s, %%y' || char(10) || '  ret i32 %%d' || char(10) || '}', 1, 'gen', 1700000000), \
; RUN:   (2, 'h2', 'define i8 @b(i8 %%x) {' || char(10) || '  %%m = mul i8 %%x, 3' || char(10) || '  %%d = udiv i8 %%m, 7' || char(10) || '  ret i8 %%d' || char(10) || '}', 2, 'gen', 1700000000), \
; RUN:   (3, 'h3', 'define i8 @c(i8 %%x) {' || char(10) || '  ret i8 %%x' || char(10) || '}', 3, 'gen', 1700000000); \
; RUN:   INSERT INTO divergence(id, testcase_id, engine, kind, function, input, expected, actual, signature, first_seen, last_seen, reduced_ir, status) VALUES \
; RUN:   (1, 1, 'llc-22:-O2', 'crash', '', '', '', 'LLVM ERROR: Cannot select: t42: i32 = udiv t7, t9', 'llc-22|crash|x1', 1700000000, 1700000000, NULL, 'new'), \
; RUN:   (2, 2, 'llc-22:-O2', 'crash', '', '', '', 'LLVM ERROR: Cannot select: t42: i32 = udiv t7, t9', 'llc-22|crash|x2', 1700000000, 1700000000, NULL, 'new'), \
; RUN:   (3, 3, 'llc-22:-O2', 'crash', '', '', '', 'LLVM ERROR: Cannot select: t1: i8 = frob', 'llc-22|crash|x3', 1700000000, 1700000000, NULL, 'new'), \
; RUN:   (4, 3, 'llc-22:-O2', 'crash', '', '', '', 'x', 'llc-22|crash|x4', 1700000000, 1700000000, 'define void @z() { ret void }', 'reduced');" && \
; RUN:   %exit 1 %llfuzz reduce --db %t/s.db --all -j 2) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=NOSTDERR1 --allow-empty
; STDERR1-DAG: llfuzz reduce: [1/3] divergence 1 ...
; STDERR1-DAG: llfuzz reduce: divergence 1: 3 -> 2 instructions, {{.*}}; crash; signature llc-22|crash|LLVM ERROR: Cannot select: udiv
; STDERR1-DAG: divergence 2 is divergence 1 (the same signature): merged into it
; STDERR1-DAG: llfuzz reduce: divergence 3: not reproducible
; STDERR1-DAG: llfuzz reduce: 2 reduced, 1 not reproducible, 0 errors, 0 merged before their turn
; NOSTDERR1-NOT: [4/
; RUN: %llfuzz db list --db %t/s.db | FileCheck %s --check-prefix=CHECK2
; CHECK2: {{^}} 1      2  reduced  llc-22:-O2  crash  {{ *}}llc-22|crash|LLVM ERROR: Cannot select: udiv
; CHECK2-NEXT: {{^}} 3      1  new      llc-22:-O2  crash  {{ *}}llc-22|crash|x3
; CHECK2-NEXT: {{^}} 4      1  reduced
; A second run finds row 3 only (still new): the same verdict.
; RUN: (export PATH=%t/bin:$PATH; %exit 1 %llfuzz reduce --db %t/s.db --all -q) 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: 0 reduced, 1 not reproducible
; RUN: %exit 2 %llfuzz reduce --all 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: --all needs --db F, and no --id, input file or -o
