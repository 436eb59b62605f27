; An engine's `TOOL --version` is asked once per executable, then read from
; the cache ($XDG_CACHE_HOME/llfuzz/version-*.txt): the question cost as much
; as a small transformation, half of a one-function `check --engine` (all of
; LLVM 22's small InstCombine tests).  The cache is keyed by the executable's
; real path, inode, size and times: a tool changed in place is asked again.
; The stand-in opt-22 logs its arguments and returns its input unchanged.
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (rm -rf %t/bin %t/cache %t/log && mkdir -p %t/bin && \
; RUN:   printf '#!/bin/sh\necho "$*" >> %t/log\n[ "$1" = --version ] && { echo "LLVM version 22.1.0"; exit 0; }\nfor a; do [ "$p" = -o ] && o=$a; p=$a; done\ncp "$a" "$o"\n' > %t/bin/opt-22 && \
; RUN:   chmod +x %t/bin/opt-22 && \
; RUN:   PATH=%t/bin:$PATH XDG_CACHE_HOME=%t/cache "$LLFUZZ_BIN" check %s --engine opt-22:-O2 --inputs 2 && \
; RUN:   PATH=%t/bin:$PATH XDG_CACHE_HOME=%t/cache "$LLFUZZ_BIN" check %s --engine opt-22:-O2 --inputs 2 && \
; RUN:   echo "asked: $(grep -c -- --version %t/log), runs: $(grep -c -- -O2 %t/log)") | FileCheck %s --check-prefix=CHECK1
; CHECK1: 1 pair: 1 without counterexample
; CHECK1: 1 pair: 1 without counterexample
; CHECK1: asked: 1, runs: 2
; RUN: (echo '# changed' >> %t/bin/opt-22 && \
; RUN:   PATH=%t/bin:$PATH XDG_CACHE_HOME=%t/cache "$LLFUZZ_BIN" check %s --engine opt-22:-O2 --inputs 2 && \
; RUN:   echo "asked: $(grep -c -- --version %t/log), runs: $(grep -c -- -O2 %t/log)") | FileCheck %s --check-prefix=CHECK2
; CHECK2: 1 pair: 1 without counterexample
; CHECK2: asked: 2, runs: 3
; A tool that does not run is never cached: each run says so.
; RUN: (printf '#!/bin/sh\nexit 3\n' > %t/bin/opt-22 && \
; RUN:   %exit 2 env PATH=%t/bin:$PATH XDG_CACHE_HOME=%t/cache "$LLFUZZ_BIN" check %s --engine opt-22:-O2 --inputs 2) 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: engine 'opt-22:-O2': opt-22 does not run
define i32 @f(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
