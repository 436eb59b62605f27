; A tool's failure message skips opt's -opt-bisect-limit trace ("BISECT:
; running pass ..." on stderr before the error): the reducer bisects with it,
; and a crash keyed on a BISECT line never matched the crash it reduces, so
; crashes got no blamed pass.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/bisect-opt.sh %t/bin/opt-22 && export PATH=%t/bin:$PATH; \
; RUN:   %exit 2 %llfuzz check %s --engine 'opt-22:-O2 -opt-bisect-limit=3') 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR
; STDERR: opt-22 exited with 1: LLVM ERROR: the fake opt gives up

define i32 @src(i32 %x) {
  ret i32 %x
}
