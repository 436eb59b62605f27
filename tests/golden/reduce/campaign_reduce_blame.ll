; llfuzz campaign --reduce against an opt engine: the row it reduces takes
; the reduced case's signature (tool and version, the wrong-value family,
; the blamed pass, the reduced function's opcodes; and/or/xor one class)
; and stores the blamed pass, as `llfuzz reduce --db` does.  The fixture
; opt-22 (Inputs/opt-xor-to-or.sh) turns xor into or after instcombine.
; REQUIRES: opt-22
; TIMEOUT: 120
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/opt-xor-to-or.sh %t/bin/opt-22 && export PATH=%t/bin:$PATH; \
; RUN:   %llfuzz campaign --db %t/c.db --count 1 --seed 1 --batch 1 -j 1 -q --functions 1 --size 20 \
; RUN:     --engine opt-22:-O2 --config %S/Inputs/xor.cfg --reduce && \
; RUN:   %llfuzz db show --db %t/c.db --id 1) > %t.out 2> %t.err
; RUN: FileCheck --input-file=%t.out %s
; RUN: FileCheck --input-file=%t.err %s --check-prefix=STDERR
; STDERR: 1 modules, 1 functions, 1 divergences (1 new)
; CHECK: divergence 1: value mismatch
; CHECK: signature:   opt-22|wrong value|instcombine|{{.*}}and|or|xor{{.*}}
; CHECK: status:      reduced
; CHECK: blamed pass: instcombine
