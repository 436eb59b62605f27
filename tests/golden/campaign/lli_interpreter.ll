; LLVM's own interpreter (lli -force-interpreter) as a campaign engine: the
; runner is linked with the module into one (llvm-link-22), since the
; interpreter runs only its main module's main and resolves nothing across
; --extra-module modules.  Before, every batch failed ("'main' function not
; found in module", then "Could not resolve external global address").
; What the interpreter does not implement (half and fp128 values, most
; intrinsics such as llvm.fshl, freeze, atomics...) is not generated for it
; (gen --lacks, GEN_LACKS_INTERP), so every planned execution is made; what
; still reaches it is unsupported, not a crash divergence of lli.
; REQUIRES: lli-22, clang-22, llvm-link-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz campaign --engine lli-22:-force-interpreter --count 4 --batch 2 -j 1 -q --db %t/i.db 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1-DAG: 4 modules, 12 functions, 0 divergences (0 new)
; STDERR1-DAG: test-function executions: {{[0-9]+}} planned, {{[0-9]+}} done (100.0%)
; RUN: %llfuzz db stats --db %t/i.db | FileCheck %s --check-prefix=CHECK2
; CHECK2: work:        4 modules, 12 functions, {{[1-9][0-9]+}} executions
; RUN: %llfuzz db list --db %t/i.db | FileCheck %s --check-prefix=CHECK3
; CHECK3: no divergences
;
;
; Seeds 1-40 and 281-320 in one batch each: no false alarm from what the
; interpreter gets wrong in llfuzz's harness (before: seed 5's [8 x i24]
; global, whose padding bytes it left as malloc gave them, was a memory
; mismatch against every function; seed 303's [2 x fp128] global, which it
; initializes with other bytes, the same).  What it found are its own bugs
; (corpus/llvm-bugs/lli-*.ll: <N x i1> vectors loaded and stored a byte a
; lane instead of bit-packed, an out-of-range insertelement that writes out
; of bounds instead of giving poison, ...), which are no longer generated
; for it (gen --lacks interp_bugs, tests/golden/gen/lacks_interp_bugs.ll).
; RUN: (%llfuzz campaign --engine lli-22:-force-interpreter --count 40 --batch 40 -j 1 -q --db %t/p.db && \
; RUN:   %llfuzz db list --db %t/p.db) > %t.out4 2> %t.err4
; RUN: FileCheck --input-file=%t.out4 %s --check-prefix=CHECK4 --allow-empty
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=STDERR4
; CHECK4-NOT: memory mismatch
; STDERR4: 40 modules, 120 functions,
; RUN: (%llfuzz campaign --engine lli-22:-force-interpreter --count 40 --seed 281 --batch 40 -j 1 -q --db %t/f.db && \
; RUN:   %llfuzz db list --db %t/f.db) > %t.out5 2> %t.err5
; RUN: FileCheck --input-file=%t.out5 %s --check-prefix=CHECK5 --allow-empty
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=STDERR5
; CHECK5-NOT: memory mismatch
; STDERR5: 40 modules, 120 functions,
