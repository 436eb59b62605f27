; A tool that crashes, hangs or prints garbage is a recorded divergence
; ("crash", "hang"), and the campaign goes on.  A fixture script stands in
; for opt-22 (tests/golden/campaign/Inputs/fake-opt.sh).
; TIMEOUT: 120
; RUN: mkdir -p %T/bin && cp %S/Inputs/fake-opt.sh %T/bin/opt-22 && export PATH=%T/bin:$PATH FAKE_OPT=crash; \
; RUN:   llfuzz campaign --db %T/c.db --count 2 --batch 1 -j 1 -q --engine opt-22:-O2 && \
; RUN:   llfuzz db list --db %T/c.db
; CHECK: crash
; CHECK: crash
; STDERR: 2 modules, 0 functions, 2 divergences
; RUN: export PATH=%T/bin:$PATH FAKE_OPT=hang; \
; RUN:   llfuzz campaign --db %T/h.db --count 1 --batch 1 -j 1 -q --timeout 1 --engine opt-22:-O2 && \
; RUN:   llfuzz db list --db %T/h.db
; CHECK: hang
; STDERR: 1 modules, 0 functions, 1 divergences
; RUN: export PATH=%T/bin:$PATH FAKE_OPT=garbage; \
; RUN:   llfuzz campaign --db %T/g.db --count 1 --batch 1 -j 1 -q --engine opt-22:-O2 && \
; RUN:   llfuzz db show --db %T/g.db --id 1
; CHECK: divergence 1: crash
; CHECK: the output does not verify
; RUN: llfuzz campaign --engine nosuch-22:-O2 --db %T/x.db
; EXIT: 2
; STDERR: unknown engine 'nosuch-22:-O2'
; RUN: llfuzz campaign --engine interp --db %T/x.db
; EXIT: 2
; STDERR: unsupported: engine 'interp'
