; Campaigns against a compiler engine: the generated modules are compiled by
; llc-22 and run natively on the same inputs as the source interpreter.
;
; No false alarms on these seeds: 156 and 177 wrote an internal global that a
; later record read (the runner restored only external globals); 61 uses a
; 16-byte atomic that needs libatomic to link.
; RUN: llfuzz campaign --db %T/n.db --count 40 --seed 156 --batch 40 -j 1 -q --engine llc-22:-O2
; STDERR: 40 modules, 120 functions, 0 divergences (0 new), 0 inputs inconclusive, 0 unsupported
; RUN: llfuzz campaign --db %T/a.db --count 3 --seed 60 --batch 3 -j 1 -q --engine llc-22:-O2
; STDERR: 3 modules, 9 functions, 0 divergences (0 new), 0 inputs inconclusive, 0 unsupported
;
; A compiler that crashes is recorded, and the campaign goes on; the same
; failure (its first error line, numbers taken out) in two modules is one row.
; RUN: mkdir -p %T/bin && cp %S/Inputs/fake-llc.sh %T/bin/llc-22 && export PATH=%T/bin:$PATH; \
; RUN:   llfuzz campaign --db %T/c.db --count 2 --batch 2 -j 1 -q --engine llc-22:-O2 && \
; RUN:   llfuzz db show --db %T/c.db --id 1
; CHECK: divergence 1: crash
; CHECK: engine:      llc-22:-O2
; CHECK: Cannot select: the fake llc gives up
; CHECK: signature:   llc-22|crash|LLVM ERROR: Cannot select: the fake llc gives up
; CHECK: count:       2
;
; lli runs the module and the runner (compiled to IR by clang-22) in its JIT;
; 61's atomics come from libatomic (--dlopen).
; RUN: llfuzz campaign --db %T/l.db --count 40 --seed 41 --batch 40 -j 1 -q --engine lli-22
; STDERR: 40 modules, 120 functions, 0 divergences (0 new), 0 inputs inconclusive, 0 unsupported
; RUN: llfuzz campaign --db %T/l14.db --count 1 -j 1 -q --engine lli-14
; EXIT: 2
; STDERR: unsupported: lli-14: lli runs host code of LLVM 15 or later
