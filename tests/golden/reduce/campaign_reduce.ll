; llfuzz campaign --reduce: each new divergence is reduced as it is found
; and its row takes the reduced case's signature; a tool failure's
; signature is its first error line with the numbers taken out, so the same
; failure in three modules is one row.  --known stores a known bug as such.
; REQUIRES: llc-22
; TIMEOUT: 120
; RUN: mkdir -p %T/bin && cp %S/Inputs/llc-udiv-crash.sh %T/bin/llc-22 && export PATH=%T/bin:$PATH; \
; RUN:   llfuzz campaign --db %T/c.db --count 3 --seed 1 --batch 1 -j 1 -q --engine llc-22:-O2 \
; RUN:     --config %S/Inputs/udiv.cfg --reduce && \
; RUN:   llfuzz db list --db %T/c.db && llfuzz db show --db %T/c.db --id 1 --reduced
; STDERR: 3 modules, 0 functions, 3 divergences (1 new)
; STDERR: test-function executions: 72 planned, 0 done (0.0%), 72 skipped (the tool crashed or hung)
; CHECK: 1      3  reduced  llc-22:-O2  crash
; CHECK-NOT: {{^ *2 }}
; CHECK: ; signature:   llc-22|crash|LLVM ERROR: Cannot select: udiv
; CHECK: udiv
; RUN: echo 'llc-22|crash|LLVM ERROR: Cannot select: udiv  # the udiv bug' > %T/known; \
; RUN:   echo '# known bugs' >> %T/known; export PATH=%T/bin:$PATH; \
; RUN:   llfuzz campaign --db %T/k.db --count 1 --seed 1 --batch 1 -j 1 -q --engine llc-22:-O2 \
; RUN:     --config %S/Inputs/udiv.cfg --known %T/known && llfuzz db list --db %T/k.db
; CHECK: known
; RUN: llfuzz campaign --known %T/nosuch --db %T/x.db
; EXIT: 2
; STDERR: cannot read
