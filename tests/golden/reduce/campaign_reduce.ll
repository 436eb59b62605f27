; llfuzz campaign --reduce: each new divergence is reduced as it is found
; and its row takes the reduced case's signature; a tool failure's
; signature is its first error line with the numbers taken out, so the same
; failure in three modules is one row.  --known stores a known bug as such.
; REQUIRES: llc-22
; TIMEOUT: 360
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/llc-udiv-crash.sh %t/bin/llc-22 && export PATH=%t/bin:$PATH; \
; RUN:   %llfuzz campaign --db %t/c.db --count 3 --seed 1 --batch 1 -j 1 -q --engine llc-22:-O2 \
; RUN:     --config %S/Inputs/udiv.cfg --reduce && \
; RUN:   %llfuzz db list --db %t/c.db && %llfuzz db show --db %t/c.db --id 1 --reduced) > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; STDERR1-DAG: 3 modules, 0 functions, 3 divergences (1 new)
; STDERR1-DAG: test-function executions: 72 planned, 0 done (0.0%), 72 skipped (the tool crashed or hung)
; CHECK1: 1      3  reduced  llc-22:-O2  crash
; CHECK1-NOT: {{^ *2 }}
; CHECK1: ; signature:   llc-22|crash|LLVM ERROR: Cannot select: udiv
; CHECK1: udiv
; RUN: (echo 'llc-22|crash|LLVM ERROR: Cannot select: udiv  # the udiv bug' > %t/known; \
; RUN:   echo '# known bugs' >> %t/known; export PATH=%t/bin:$PATH; \
; RUN:   %llfuzz campaign --db %t/k.db --count 1 --seed 1 --batch 1 -j 1 -q --engine llc-22:-O2 \
; RUN:     --config %S/Inputs/udiv.cfg --known %t/known && %llfuzz db list --db %t/k.db) | FileCheck %s --check-prefix=CHECK2
; CHECK2: known
; RUN: %exit 2 %llfuzz campaign --known %t/nosuch --db %t/x.db 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: cannot read
