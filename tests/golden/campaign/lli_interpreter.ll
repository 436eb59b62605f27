; LLVM's own interpreter (lli -force-interpreter) as a campaign engine: the
; runner is linked with the module into one (llvm-link-22), since the
; interpreter runs only its main module's main and resolves nothing across
; --extra-module modules.  Before, every batch failed ("'main' function not
; found in module", then "Could not resolve external global address").
; What the interpreter does not implement (here: half and fp128 values,
; llvm.fshl, freeze) is unsupported, not a crash divergence of lli.
; REQUIRES: lli-22 clang-22 llvm-link-22
; RUN: llfuzz campaign --engine lli-22:-force-interpreter --count 4 --batch 2 -j 1 -q --db %T/i.db
; STDERR: 4 modules, 12 functions, 0 divergences (0 new)
; STDERR: {{inconclusive, [1-9][0-9]* unsupported}}
; RUN: llfuzz db stats --db %T/i.db
; CHECK: work:        4 modules, 12 functions, {{[1-9][0-9]+}} executions
; RUN: llfuzz db list --db %T/i.db
; CHECK: no divergences
;
; Seeds 1-40 in one batch: seed 5's [8 x i24] global has a padding byte after
; each element, which the interpreter left as malloc gave it (memory
; mismatches reported against every function); seed 16's t1 calls a
; variadic function of the module, whose va_arg crashes the interpreter
; (SIGSEGV reported as "source is more defined than target").
; RUN: llfuzz campaign --engine lli-22:-force-interpreter --count 40 --batch 40 -j 1 -q --db %T/p.db
; STDERR: 40 modules, 120 functions, 0 divergences (0 new)
;
; Seeds 281-320: seed 303's [2 x fp128] global, which the interpreter
; initializes with other bytes (memory mismatches against every function),
; and seed 285's indirectbr on a blockaddress (SIGSEGV in the interpreter).
; RUN: llfuzz campaign --engine lli-22:-force-interpreter --count 40 --seed 281 --batch 40 -j 1 -q --db %T/f.db
; STDERR: 40 modules, 120 functions, 0 divergences (0 new)
