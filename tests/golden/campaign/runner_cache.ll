; The native runner is compiled once and cached per user: in
; $XDG_CACHE_HOME/llfuzz, else $HOME/.cache/llfuzz, else
; $TMPDIR/llfuzz-cache-<uid>.  (One /tmp/llfuzz-cache, made 0700 by its first
; user, failed every other user's campaign.)
; REQUIRES: llc-22 clang-22
; RUN: XDG_CACHE_HOME=%T/xdg "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q --db %T/a.db && \
; RUN:   ls %T/xdg/llfuzz
; CHECK: {{^runner-[0-9a-f]+\.o$}}
; RUN: env -u XDG_CACHE_HOME HOME=%T/home "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q --db %T/b.db && \
; RUN:   ls %T/home/.cache/llfuzz
; CHECK: {{^runner-[0-9a-f]+\.o$}}
; RUN: mkdir %T/tmp && env -u XDG_CACHE_HOME -u HOME TMPDIR=%T/tmp \
; RUN:   "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q --db %T/c.db && \
; RUN:   ls %T/tmp/llfuzz-cache-$(id -u)
; CHECK: {{^runner-[0-9a-f]+\.o$}}
;
; A directory that cannot be made is named in the error.
; RUN: touch %T/file && XDG_CACHE_HOME=%T/file/sub "$LLFUZZ_BIN" campaign --engine llc-22:-O2 --count 1 -j 1 -q --db %T/d.db
; EXIT: 2
; STDERR: {{cannot make the cache directory .*/file/sub/llfuzz: Not a directory}}
