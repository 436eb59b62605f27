; llubi (LLVM's UB-aware interpreter, LLVM 23 and later) is an executor
; engine, llubi-V[:ARGS].  Where it is missing, a campaign says so before it
; starts; where it is installed (a stand-in here: LLVM 23 is not), its runner
; protocol is not there yet, and the campaign says that.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 2 env PATH=/usr/bin:/bin "$LLFUZZ_BIN" campaign --engine llubi-23 --count 1 -j 1 -q --db %t/u.db 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: engine 'llubi-23': llubi-23 is not installed
; RUN: (mkdir -p %t/bin && printf '#!/bin/sh\necho "LLVM version 23.1.0"\n' > %t/bin/llubi-23 && \
; RUN:   chmod +x %t/bin/llubi-23 && \
; RUN:   %exit 2 env PATH=%t/bin:$PATH "$LLFUZZ_BIN" campaign --engine 'llubi-23:-max-mem=100000000' --count 1 -j 1 -q --db %t/v.db) 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: unsupported: engine 'llubi-23:-max-mem=100000000': llubi's runner protocol
; RUN: %exit 2 "$LLFUZZ_BIN" campaign --engine llubi-x --count 1 -j 1 -q --db %t/w.db 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: unknown engine 'llubi-x' (engines: interp, opt-V, llc-V, clang-V, lli-V, llubi-V)
