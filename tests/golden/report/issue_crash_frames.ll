; A crash keyed on its stack dump's frames (a signal, no LLVM ERROR line)
; reproduces on the version that found it: --format issue compares the key
; of everything the tool said, not of check's one-line summary.  Before, the
; frames were not in what it compared, and llc-22 read "another result"
; (the aarch64 ldexp <8 x fp128> crash of the acceptance campaign).  The
; fixture llc-22 (Inputs/llc-segv-frames.sh) dies of SIGSEGV with LLVM's
; stack dump on any fdiv; the real llc-19 compiles it.
; REQUIRES: llc-22, llc-19
; TIMEOUT: 120
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/llc-segv-frames.sh %t/bin/llc-22 && export PATH=%t/bin:$PATH; \
; RUN:   %llfuzz report --format issue %s) | FileCheck %s
; CHECK: # [X86] llc-22 crashes: signal 11 in llvm::SelectionDAG::getNode < llvm::DAGTypeLegalizer::run < llvm::SelectionDAG::LegalizeTypes
; CHECK: | `llc-19:-O2` | does not reproduce |
; CHECK-NEXT: | `llc-22:-O2` | reproduces

; llfuzz reduce: crash with llc-22:-O2
; engine:      llc-22:-O2
; failure:     signal 11 in llvm::SelectionDAG::getNode < llvm::DAGTypeLegalizer::run < llvm::SelectionDAG::LegalizeTypes
; signature:   llc-22|crash|signal 11 in llvm::SelectionDAG::getNode < llvm::DAGTypeLegalizer::run < llvm::SelectionDAG::LegalizeTypes
; reproduce:   llc-22 -O2 r.ll -o /dev/null

define float @f(float %x, float %y) {
  %d = fdiv float %x, %y
  ret float %d
}
