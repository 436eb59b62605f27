; llfuzz gen on the command line: options, determinism, its output verifies
; in llfuzz and in LLVM 22, every input runs UB-free (llfuzz run --inputs),
; and bad options and config files are diagnosed.
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz gen --seed 11 --functions 2 --inputs 3 --size 60 -o %t/t1.ll && \
; RUN:   %llfuzz gen --seed 11 --functions 2 --inputs 3 --size 60 > %t/t12.ll && cmp %t/t1.ll %t/t12.ll && \
; RUN:   %llfuzz verify %t/t1.ll && %llfuzz run --inputs %t/t1.ll) > %t.out1 2> %t.err1
; RUN: FileCheck --input-file=%t.out1 %s --check-prefix=CHECK1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=STDERR1
; CHECK1: @t0(
; CHECK1: @t1(
; CHECK1-NOT: UB
; STDERR1: 6 inputs, 6 returned
;
; RUN: (%llfuzz gen --seed 11 --target-llvm 14 | %llfuzz verify -)
;
; RUN: (%llfuzz gen --seed 1:20 -o %t --stats && ls %t | grep -c 'gen-.*\.ll') > %t.out3 2> %t.err3
; RUN: FileCheck --input-file=%t.out3 %s --check-prefix=CHECK3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=STDERR3
; CHECK3: 20
; STDERR3-DAG: 20 modules in
; STDERR3-DAG: 0 inputs dropped
;
; RUN: %llfuzz gen --print-config | FileCheck %s --check-prefix=CHECK4
; CHECK4: feature.fp = swarm
; CHECK4: inst.add
; CHECK4: policy.guard_divisor
;
; RUN: %exit 2 %llfuzz gen --seed 1 --target-llvm 15 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: llfuzz gen: error: --target-llvm 15: must be 14, 19 or 22
;
; RUN: %exit 2 %llfuzz gen --seed 1 --functions 65 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: llfuzz gen: error: --functions 65: must be 1..64
;
; RUN: %exit 2 %llfuzz gen --functions 2 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: --seed is required
;
; RUN: (printf 'inst.add = 5\nfeature.fp = maybe\n' > %t/t8.cfg && %exit 2 %llfuzz gen --seed 1 --config %t/t8.cfg) 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: :2:14: error: expected on, off or swarm
;
; RUN: %exit 2 %llfuzz run --inputs %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR9
; STDERR9: has no `; llfuzz-input: @F(args)` lines
