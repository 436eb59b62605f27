; LLVM's own interpreter (lli -force-interpreter) as a campaign engine: the
; runner is linked with the module into one (llvm-link-22), since the
; interpreter runs only its main module's main and resolves nothing across
; --extra-module modules.  Before, every batch failed ("'main' function not
; found in module", then "Could not resolve external global address").
; What the interpreter does not implement (half and fp128 values, most
; intrinsics such as llvm.fshl, freeze, atomics...) is not generated for it
; (gen --lacks, GEN_LACKS_INTERP), so every planned execution is made; what
; still reaches it is unsupported, not a crash divergence of lli.
; REQUIRES: lli-22 clang-22 llvm-link-22
; RUN: llfuzz campaign --engine lli-22:-force-interpreter --count 4 --batch 2 -j 1 -q --db %T/i.db
; STDERR: 4 modules, 12 functions, 0 divergences (0 new)
; STDERR: test-function executions: {{[0-9]+}} planned, {{[0-9]+}} done (100.0%)
; RUN: llfuzz db stats --db %T/i.db
; CHECK: work:        4 modules, 12 functions, {{[1-9][0-9]+}} executions
; RUN: llfuzz db list --db %T/i.db
; CHECK: no divergences
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
; RUN: llfuzz campaign --engine lli-22:-force-interpreter --count 40 --batch 40 -j 1 -q --db %T/p.db && \
; RUN:   llfuzz db list --db %T/p.db
; CHECK-NOT: memory mismatch
; STDERR: 40 modules, 120 functions,
; RUN: llfuzz campaign --engine lli-22:-force-interpreter --count 40 --seed 281 --batch 40 -j 1 -q --db %T/f.db && \
; RUN:   llfuzz db list --db %T/f.db
; CHECK-NOT: memory mismatch
; STDERR: 40 modules, 120 functions,
