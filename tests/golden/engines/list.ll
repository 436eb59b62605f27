; `llfuzz engines` lists LLVM's interpreter (lli-V:-force-interpreter) beside
; each lli of LLVM 15 or later it finds, and llubi (LLVM 23 and later) when
; it is installed.
; REQUIRES: lli-22
; RUN: llfuzz engines
; CHECK: {{^}}lli-22 {{ +}}executor
; CHECK-NEXT: {{^}}lli-22:-force-interpreter {{ +}}executor {{ +}}22 {{ +}}lli-22 (LLVM's interpreter)
; CHECK-NOT: llubi
;
; Where llubi is installed (a stand-in here: LLVM 23 is not), it is listed.
; RUN: mkdir -p %T/bin && printf '#!/bin/sh\necho "LLVM version 23.1.0"\n' > %T/bin/llubi-23 && \
; RUN:   chmod +x %T/bin/llubi-23 && PATH=%T/bin:$PATH "$LLFUZZ_BIN" engines
; CHECK: {{^}}llubi-23 {{ +}}executor {{ +}}23 {{ +}}llubi-23 (LLVM's UB-aware interpreter)
