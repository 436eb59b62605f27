; The tools die with the campaign: each runs in a process group of its own
; (so that a timeout kills what it started), which a kill -9 of the
; campaign's group does not reach; before, an opt of a killed campaign ran
; on to its CPU limit (here it would leave a mark after 4 s).
; TIMEOUT: 60
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (mkdir -p %t/bin && cp %S/Inputs/slow-opt.sh %t/bin/opt-22 && \
; RUN:   export PATH=%t/bin:$PATH FAKE_OPT_SLEEP=4 FAKE_OPT_MARK=%t/mark; \
; RUN:   setsid "$LLFUZZ_BIN" campaign --db %t/k.db --count 100 --batch 2 -j 2 -q --engine opt-22:-O2 2>/dev/null & pid=$!; \
; RUN:   sleep 2; kill -9 -- -$pid; wait $pid; sleep 4; \
; RUN:   if test -e %t/mark; then echo "an opt outlived its campaign"; else echo "no opt left"; fi) | FileCheck %s
; CHECK: no opt left
