; Campaigns against a compiler engine: the generated modules are compiled by
; llc-22 and run natively on the same inputs as the source interpreter.
;
; No false alarms on these seeds: 156 and 177 wrote an internal global that a
; later record read (the runner restored only external globals); 61 uses a
; 16-byte atomic that needs libatomic to link.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz campaign --db %t/n.db --count 40 --seed 156 --batch 40 -j 1 -q --engine llc-22:-O2 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: 40 modules, 120 functions, 0 divergences (0 new), 0 inputs inconclusive, 0 unsupported
; RUN: %llfuzz campaign --db %t/a.db --count 3 --seed 60 --batch 3 -j 1 -q --engine llc-22:-O2 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: 3 modules, 9 functions, 0 divergences (0 new), 0 inputs inconclusive, 0 unsupported
;
; A compiler that crashes is recorded, and the campaign goes on; the same
; failure (its first error line, numbers taken out) in two modules is one row.
; RUN: (mkdir -p %t/bin && cp %S/Inputs/fake-llc.sh %t/bin/llc-22 && export PATH=%t/bin:$PATH; \
; RUN:   %llfuzz campaign --db %t/c.db --count 2 --batch 2 -j 1 -q --engine llc-22:-O2 && \
; RUN:   %llfuzz db show --db %t/c.db --id 1) | FileCheck %s --check-prefix=CHECK3
; CHECK3: divergence 1: crash
; CHECK3: engine:      llc-22:-O2
; CHECK3: Cannot select: the fake llc gives up
; CHECK3: signature:   llc-22|crash|LLVM ERROR: Cannot select: the fake llc gives up
; CHECK3: count:       2
;
; lli runs the module and the runner (compiled to IR by clang-22) in its JIT;
; 61's atomics come from libatomic (--dlopen).
; RUN: %llfuzz campaign --db %t/l.db --count 40 --seed 41 --batch 40 -j 1 -q --engine lli-22 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: 40 modules, 120 functions, 0 divergences (0 new), 0 inputs inconclusive, 0 unsupported
; RUN: %exit 2 %llfuzz campaign --db %t/l14.db --count 1 -j 1 -q --engine lli-14 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: unsupported: lli-14: lli runs host code of LLVM 15 or later
