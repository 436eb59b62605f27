; llfuzz db on two stores of one sharded campaign (machines A and B): merge,
; then list, show and stats of the merged store.  The fixtures are SQL files
; (Inputs/a.sql, Inputs/b.sql) loaded into stores that `llfuzz db init` made.
; REQUIRES: sqlite3
;
; RUN: llfuzz db init --db %T/A.db && sqlite3 %T/A.db < %S/Inputs/a.sql && \
; RUN:   llfuzz db init --db %T/B.db && sqlite3 %T/B.db < %S/Inputs/b.sql && \
; RUN:   llfuzz db merge %T/A.db %T/B.db -o %T/ALL.db
; CHECK: 2 stores merged: 3 campaigns, 3 test cases, 3 unique divergences (7 sightings)
;
; Deduplicated by signature, counts summed (2 on A + 3 on B), ids renumbered.
; RUN: llfuzz db list --db %T/ALL.db
; CHECK-NEXT: {{^}}id  count  status   engine      kind                      function  signature
; CHECK-NEXT: {{^}} 1      5  reduced  opt-22:-O2  value mismatch            @t0       a1b2c3d4e5f6a7b8c9d0{{$}}
; CHECK-NEXT: {{^}} 2      1  new      opt-22:-O2  target is more poisonous  @t1       77aa77aa77aa{{$}}
; CHECK-NEXT: {{^}} 3      1  new      llc-22:-O0  hang                      @t0       ffee0011ffee0011{{$}}
; CHECK-NOT: new
;
; B's second campaign is campaign 3 now; A's campaign 1 stays 1.
; RUN: llfuzz db list --db %T/ALL.db --campaign 3
; CHECK: hang
; CHECK-NOT: mismatch
; RUN: llfuzz db list --db %T/ALL.db --campaign 1
; CHECK: value mismatch
; CHECK: target is more poisonous
; CHECK-NOT: hang
; RUN: llfuzz db list --db %T/ALL.db --kind 'value mismatch'
; CHECK: a1b2c3d4e5f6
; CHECK-NOT: 77aa
; RUN: llfuzz db list --db %T/ALL.db --kind crash
; CHECK: no divergences
;
; The earliest sighting (B's, campaign 2) and B's reduced module are kept.
; RUN: llfuzz db show --db %T/ALL.db --id 1
; CHECK:      divergence 1: value mismatch
; CHECK:      input:       @t0(i32 7)
; CHECK:      status:      reduced
; CHECK:      count:       5 (first seen 2023-11-14T22:14:10Z, last seen 2023-11-14T22:18:20Z)
; CHECK-NEXT: campaign:    2
; CHECK-NEXT: test case:   1 (origin gen, seed 7, hash 00000000000000a1)
; CHECK-NEXT: blamed pass: instcombine
; CHECK:      ; ---- test case 1
; CHECK-NEXT: define i32 @t0(i32 %x) {
; CHECK-NEXT:   %r = add nsw i32 %x, 1
; CHECK:      ; ---- reduced
; CHECK-NEXT: define i32 @t0(i32 %x) {
; CHECK-NEXT:   ret i32 %x
;
; --module and --reduced print modules that verify.
; RUN: llfuzz db show --db %T/ALL.db --id 2 --module | llfuzz verify - && \
; RUN:   llfuzz db show --db %T/ALL.db --id 1 --reduced | llfuzz verify -
; RUN: llfuzz db show --db %T/ALL.db --id 3 --module
; CHECK: define i8 @t0()
; RUN: llfuzz db show --db %T/ALL.db --id 3 --reduced
; EXIT: 1
; ERROR: divergence 3 has no reduced module
; RUN: llfuzz db show --db %T/ALL.db --id 4
; EXIT: 1
; ERROR: no divergence 4
;
; RUN: llfuzz db stats --db %T/ALL.db
; CHECK:      campaign 1: seed 7, shard 0/2, LLVM 22, next seed 107
; CHECK-NEXT:   started:     2023-11-14T22:13:20Z, ended 2023-11-14T23:13:20Z
; CHECK:        work:        100 modules, 300 functions, 1200 executions
; CHECK-NEXT:   divergences: 3 (2 unique, 1 first found here)
; CHECK-NEXT:   time:        llfuzz 500.0 s (17%), tools 2500.0 s (83%), workers' time 3600.0 s
; CHECK:      campaign 2: seed 7, shard 1/2
; CHECK-NEXT:   started:     2023-11-14T22:13:20Z, ended - (running or killed)
; CHECK:        divergences: 3 (1 unique, 1 first found here)
; CHECK:      campaign 3: seed 99, shard -, LLVM 22, next seed 120
; CHECK:        engines:     llc-22:-O0
; CHECK:        work:        30 modules, 30 functions, 30 executions
; CHECK:      total: 3 campaigns, 180 modules, 480 functions, 1830 executions
; CHECK-NEXT:   divergences: 7 (3 unique), 3 test cases stored
; CHECK-NEXT:   time:        llfuzz 1100.0 s (22%), tools 3900.0 s (78%), workers' time 6000.0 s
;
; The merged store is a store: sqlite3 sees the schema version, WAL and intact data.
; RUN: sqlite3 %T/ALL.db 'PRAGMA user_version; PRAGMA journal_mode; PRAGMA integrity_check; PRAGMA foreign_key_check'
; CHECK-NEXT: {{^4$}}
; CHECK-NEXT: {{^wal$}}
; CHECK-NEXT: {{^ok$}}
; CHECK-NOT: {{.}}
;
; Merge writes a new file only, and each input once.
; RUN: llfuzz db merge %T/A.db -o %T/ALL.db
; EXIT: 2
; ERROR: ALL.db exists (merge writes a new file)
; RUN: llfuzz db merge %T/A.db %T/B.db %T/A.db -o %T/ALL2.db
; EXIT: 2
; ERROR: are the same store
; RUN: test ! -e %T/ALL2.db
;
; Coverage rows follow their campaign (ids renumbered) and add up.
; RUN: llfuzz db init --db %T/C1.db && llfuzz db init --db %T/C2.db && \
; RUN:   sqlite3 %T/C1.db "INSERT INTO campaign(seed, target_llvm, started, next_seed) VALUES (1, 22, 0, 41); \
; RUN:     INSERT INTO coverage VALUES (1, 'opcode', 'add', 5), (1, 'flag', 'nsw', 2)" && \
; RUN:   sqlite3 %T/C2.db "INSERT INTO campaign(seed, target_llvm, started, next_seed) VALUES (1, 22, 0, 81); \
; RUN:     INSERT INTO coverage VALUES (1, 'opcode', 'add', 7)" && \
; RUN:   llfuzz db merge %T/C1.db %T/C2.db -o %T/C.db >/dev/null && \
; RUN:   sqlite3 %T/C.db "SELECT campaign_id, kind, name, count FROM coverage ORDER BY campaign_id, kind"
; CHECK:      {{^1\|flag\|nsw\|2$}}
; CHECK-NEXT: {{^1\|opcode\|add\|5$}}
; CHECK-NEXT: {{^2\|opcode\|add\|7$}}
