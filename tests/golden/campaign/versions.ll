; What is generated follows the engines' LLVM version: against opt-19 and
; opt-14 (LLVM 14 is Debian 12's default) the modules are written in the
; syntax those versions read (no `icmp samesign`, ...), so every planned
; execution is made; before, the old opt rejected every batch and each
; rejection was stored as a "crash" of LLVM.  A cross target gets no
; x86_fp80 and no va_arg.
; REQUIRES: opt-19, opt-14, qemu-aarch64, aarch64-linux-gnu-gcc
; TIMEOUT: 1200
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %llfuzz campaign --engine opt-19:-O2 --db %t/a.db --count 20 --batch 10 -j 1 -q 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1-DAG: 20 modules, 60 functions, 0 divergences
; STDERR1-DAG: test-function executions: 480 planned, 480 done (100.0%)
; RUN: %llfuzz campaign --engine opt-14:-O2 --db %t/b.db --count 20 --batch 10 -j 1 -q 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2-DAG: 20 modules, 60 functions, 0 divergences
; STDERR2-DAG: test-function executions: 480 planned, 480 done (100.0%)
; RUN: %llfuzz campaign --engine 'llc-22:-mtriple=aarch64-linux-gnu -O2' --db %t/c.db --count 20 --batch 10 -j 1 -q 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3-DAG: 20 modules, 60 functions, 0 divergences
; STDERR3-DAG: test-function executions: {{[0-9]+}} planned, {{[0-9]+}} done (100.0%)
; The campaign says for which LLVM it generated.
; RUN: %llfuzz db stats --db %t/b.db | FileCheck %s --check-prefix=CHECK4
; CHECK4: campaign 1: seed 1, shard -, LLVM 14,
