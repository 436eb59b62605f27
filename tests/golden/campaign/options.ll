; Every option error names the option, its value and its limit.  Before:
; "bad -j, --batch, --inputs or --target-llvm value", and an unknown option
; as the last argument was "--frob needs a value".
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 2 %llfuzz campaign -j 1000 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR1
; STDERR1: llfuzz campaign: error: -j 1000: must be 1..256
; RUN: %exit 2 %llfuzz campaign -j0 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR2
; STDERR2: llfuzz campaign: error: -j 0: must be 1..256
; RUN: %exit 2 %llfuzz campaign --batch 0 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR3
; STDERR3: llfuzz campaign: error: --batch 0: must be 1..10000
; RUN: %exit 2 %llfuzz campaign --batch x10 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR4
; STDERR4: llfuzz campaign: error: --batch x10: must be 1..10000
; RUN: %exit 2 %llfuzz campaign --inputs 0 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR5
; STDERR5: llfuzz campaign: error: --inputs 0: must be 1..256
; RUN: %exit 2 %llfuzz campaign --target-llvm 15 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR6
; STDERR6: llfuzz campaign: error: --target-llvm 15: must be 14, 19 or 22
; RUN: %exit 2 %llfuzz campaign --timeout 0 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR7
; STDERR7: llfuzz campaign: error: --timeout 0: must be 1..86400
; RUN: %exit 2 %llfuzz campaign --count -3 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR8
; STDERR8: llfuzz campaign: error: --count -3: must be a number
; RUN: %exit 2 %llfuzz campaign --shard 3/2 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR9
; STDERR9: llfuzz campaign: error: --shard 3/2: must be K/N with 1 <= K <= N
; RUN: %exit 2 %llfuzz campaign --frob 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR10
; STDERR10: llfuzz campaign: error: unknown option '--frob'
; RUN: %exit 2 %llfuzz campaign --frob 3 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR11
; STDERR11: llfuzz campaign: error: unknown option '--frob'
; RUN: %exit 2 %llfuzz campaign --db 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR12
; STDERR12: llfuzz campaign: error: --db needs a value
; RUN: %exit 2 %llfuzz campaign extra 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR13
; STDERR13: llfuzz campaign: error: unexpected argument 'extra'
