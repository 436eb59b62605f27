; The native runner is compiled once and cached per user: in
; $XDG_CACHE_HOME/llfuzz, else $HOME/.cache/llfuzz, else
; $TMPDIR/llfuzz-cache-<uid>.  (One /tmp/llfuzz-cache, made 0700 by its first
; user, failed every other user's campaign.)
; REQUIRES: llc-22, clang-22
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (XDG_CACHE_HOME=%t/xdg "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q --db %t/a.db && \
; RUN:   ls %t/xdg/llfuzz) | FileCheck %s --check-prefix=CHECK1
; CHECK1: {{^runner-[0-9a-f]+\.o$}}
; RUN: (env -u XDG_CACHE_HOME HOME=%t/home "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q --db %t/b.db && \
; RUN:   ls %t/home/.cache/llfuzz) | FileCheck %s --check-prefix=CHECK2
; CHECK2: {{^runner-[0-9a-f]+\.o$}}
; RUN: (mkdir %t/tmp && env -u XDG_CACHE_HOME -u HOME TMPDIR=%t/tmp \
; RUN:   "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q --db %t/c.db && \
; RUN:   ls %t/tmp/llfuzz-cache-$(id -u)) | FileCheck %s --check-prefix=CHECK3
; CHECK3: {{^runner-[0-9a-f]+\.o$}}
;
; A directory that cannot be made is named in the error.
; RUN: (touch %t/file && %exit 2 env XDG_CACHE_HOME=%t/file/sub "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q --db %t/d.db) 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: {{cannot make the cache directory .*/file/sub/llfuzz: Not a directory}}
