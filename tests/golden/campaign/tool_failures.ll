; A tool that crashes, hangs or prints garbage is a recorded divergence
; ("crash", "hang"), and the campaign goes on.  A fixture script stands in
; for opt-22 (tests/golden/campaign/Inputs/fake-opt.sh).
; TIMEOUT: 600
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/fake-opt.sh %t/bin/opt-22 && export PATH=%t/bin:$PATH FAKE_OPT=crash; \
; RUN:   %llfuzz campaign --db %t/c.db --count 2 --batch 1 -j 1 -q --engine opt-22:-O2 && \
; RUN:   %llfuzz db list --db %t/c.db) > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; CHECK1: crash
; CHECK1: crash
; STDERR1: 2 modules, 0 functions, 2 divergences
; RUN: (export PATH=%t/bin:$PATH FAKE_OPT=hang; \
; RUN:   %llfuzz campaign --db %t/h.db --count 1 --batch 1 -j 1 -q --timeout 1 --engine opt-22:-O2 && \
; RUN:   %llfuzz db list --db %t/h.db) > %t.out2 2> %t.err2
; RUN: FileCheck --input-file=%t.out2 %s --check-prefix=CHECK2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=STDERR2
; CHECK2: hang
; STDERR2: 1 modules, 0 functions, 1 divergences
; RUN: (export PATH=%t/bin:$PATH FAKE_OPT=garbage; \
; RUN:   %llfuzz campaign --db %t/g.db --count 1 --batch 1 -j 1 -q --engine opt-22:-O2 && \
; RUN:   %llfuzz db show --db %t/g.db --id 1) | FileCheck %s --check-prefix=CHECK3
; CHECK3: divergence 1: crash
; CHECK3: the output does not verify
; RUN: %exit 2 %llfuzz campaign --engine nosuch-22:-O2 --db %t/x.db 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: unknown engine 'nosuch-22:-O2'
; RUN: %exit 2 %llfuzz campaign --engine interp --db %t/x.db 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: unsupported: engine 'interp'
