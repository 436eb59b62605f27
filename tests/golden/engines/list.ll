; `llfuzz engines` lists LLVM's interpreter (lli-V:-force-interpreter) beside
; each lli of LLVM 15 or later it finds, and llubi (LLVM 23 and later) when
; it is installed.
; REQUIRES: lli-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz engines | FileCheck %s --check-prefix=CHECK1
; CHECK1: {{^}}lli-22 {{ +}}executor
; CHECK1-NEXT: {{^}}lli-22:-force-interpreter {{ +}}executor {{ +}}22 {{ +}}lli-22 (LLVM's interpreter)
; CHECK1-NOT: llubi
;
; Where llubi is installed (a stand-in here: LLVM 23 is not), it is listed.
; RUN: (mkdir -p %t/bin && printf '#!/bin/sh\necho "LLVM version 23.1.0"\n' > %t/bin/llubi-23 && \
; RUN:   chmod +x %t/bin/llubi-23 && PATH=%t/bin:$PATH "$LLFUZZ_BIN" engines) | FileCheck %s --check-prefix=CHECK2
; CHECK2: {{^}}llubi-23 {{ +}}executor {{ +}}23 {{ +}}llubi-23 (LLVM's UB-aware interpreter)
