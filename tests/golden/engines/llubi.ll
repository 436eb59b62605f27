; llubi (LLVM's UB-aware interpreter, LLVM 23 and later) is an executor
; engine, llubi-V[:ARGS].  Where it is missing, a campaign says so before it
; starts; where it is installed (a stand-in here: LLVM 23 is not), its runner
; protocol is not there yet, and the campaign says that.
; RUN: PATH=/usr/bin:/bin "$LLFUZZ_BIN" campaign --engine llubi-23 --count 1 -j 1 -q --db %T/u.db
; EXIT: 2
; STDERR: engine 'llubi-23': llubi-23 is not installed
; RUN: mkdir -p %T/bin && printf '#!/bin/sh\necho "LLVM version 23.1.0"\n' > %T/bin/llubi-23 && \
; RUN:   chmod +x %T/bin/llubi-23 && \
; RUN:   PATH=%T/bin:$PATH "$LLFUZZ_BIN" campaign --engine 'llubi-23:-max-mem=100000000' --count 1 -j 1 -q --db %T/v.db
; EXIT: 2
; STDERR: unsupported: engine 'llubi-23:-max-mem=100000000': llubi's runner protocol
; RUN: "$LLFUZZ_BIN" campaign --engine llubi-x --count 1 -j 1 -q --db %T/w.db
; EXIT: 2
; STDERR: unknown engine 'llubi-x' (engines: interp, opt-V, llc-V, clang-V, lli-V, llubi-V)
