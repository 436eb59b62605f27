; Every option error names the option, its value and its limit.  Before:
; "bad -j, --batch, --inputs or --target-llvm value", and an unknown option
; as the last argument was "--frob needs a value".
; RUN: llfuzz campaign -j 1000
; EXIT: 2
; STDERR: llfuzz campaign: error: -j 1000: must be 1..256
; RUN: llfuzz campaign -j0
; EXIT: 2
; STDERR: llfuzz campaign: error: -j 0: must be 1..256
; RUN: llfuzz campaign --batch 0
; EXIT: 2
; STDERR: llfuzz campaign: error: --batch 0: must be 1..10000
; RUN: llfuzz campaign --batch x10
; EXIT: 2
; STDERR: llfuzz campaign: error: --batch x10: must be 1..10000
; RUN: llfuzz campaign --inputs 0
; EXIT: 2
; STDERR: llfuzz campaign: error: --inputs 0: must be 1..256
; RUN: llfuzz campaign --target-llvm 15
; EXIT: 2
; STDERR: llfuzz campaign: error: --target-llvm 15: must be 14, 19 or 22
; RUN: llfuzz campaign --timeout 0
; EXIT: 2
; STDERR: llfuzz campaign: error: --timeout 0: must be 1..86400
; RUN: llfuzz campaign --count -3
; EXIT: 2
; STDERR: llfuzz campaign: error: --count -3: must be a number
; RUN: llfuzz campaign --shard 3/2
; EXIT: 2
; STDERR: llfuzz campaign: error: --shard 3/2: must be K/N with 1 <= K <= N
; RUN: llfuzz campaign --frob
; EXIT: 2
; STDERR: llfuzz campaign: error: unknown option '--frob'
; RUN: llfuzz campaign --frob 3
; EXIT: 2
; STDERR: llfuzz campaign: error: unknown option '--frob'
; RUN: llfuzz campaign --db
; EXIT: 2
; STDERR: llfuzz campaign: error: --db needs a value
; RUN: llfuzz campaign extra
; EXIT: 2
; STDERR: llfuzz campaign: error: unexpected argument 'extra'
