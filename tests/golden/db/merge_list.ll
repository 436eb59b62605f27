; llfuzz db on two stores of one sharded campaign (machines A and B): merge,
; then list, show and stats of the merged store.  The fixtures are SQL files
; (Inputs/a.sql, Inputs/b.sql) loaded into stores that `llfuzz db init` made.
; REQUIRES: sqlite3
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz db init --db %t/A.db && sqlite3 %t/A.db < %S/Inputs/a.sql && \
; RUN:   %llfuzz db init --db %t/B.db && sqlite3 %t/B.db < %S/Inputs/b.sql && \
; RUN:   %llfuzz db merge %t/A.db %t/B.db -o %t/ALL.db) | FileCheck %s --check-prefix=CHECK1
; CHECK1: 2 stores merged: 3 campaigns, 3 test cases, 3 unique divergences (7 sightings)
;
; Deduplicated by signature, counts summed (2 on A + 3 on B), ids renumbered.
; RUN: { echo '<start of stdout>'; %llfuzz db list --db %t/ALL.db; } | FileCheck %s --check-prefix=CHECK2
; CHECK2: <start of stdout>
; CHECK2-NEXT: {{^}}id  count  status   engine      kind                      function  signature
; CHECK2-NEXT: {{^}} 1      5  reduced  opt-22:-O2  value mismatch            @t0       a1b2c3d4e5f6a7b8c9d0{{$}}
; CHECK2-NEXT: {{^}} 2      1  new      opt-22:-O2  target is more poisonous  @t1       77aa77aa77aa{{$}}
; CHECK2-NEXT: {{^}} 3      1  new      llc-22:-O0  hang                      @t0       ffee0011ffee0011{{$}}
; CHECK2-NOT: new
;
; B's second campaign is campaign 3 now; A's campaign 1 stays 1.
; RUN: %llfuzz db list --db %t/ALL.db --campaign 3 | FileCheck %s --check-prefix=CHECK3
; CHECK3: hang
; CHECK3-NOT: mismatch
; RUN: %llfuzz db list --db %t/ALL.db --campaign 1 | FileCheck %s --check-prefix=CHECK4
; CHECK4: value mismatch
; CHECK4: target is more poisonous
; CHECK4-NOT: hang
; RUN: %llfuzz db list --db %t/ALL.db --kind 'value mismatch' | FileCheck %s --check-prefix=CHECK5
; CHECK5: a1b2c3d4e5f6
; CHECK5-NOT: 77aa
; RUN: %llfuzz db list --db %t/ALL.db --kind crash | FileCheck %s --check-prefix=CHECK6
; CHECK6: no divergences
;
; The earliest sighting (B's, campaign 2) and B's reduced module are kept.
; RUN: %llfuzz db show --db %t/ALL.db --id 1 | FileCheck %s --check-prefix=CHECK7
; CHECK7: divergence 1: value mismatch
; CHECK7: input:       @t0(i32 7)
; CHECK7: status:      reduced
; CHECK7: count:       5 (first seen 2023-11-14T22:14:10Z, last seen 2023-11-14T22:18:20Z)
; CHECK7-NEXT: campaign:    2
; CHECK7-NEXT: test case:   1 (origin gen, seed 7, hash 00000000000000a1)
; CHECK7-NEXT: blamed pass: instcombine
; CHECK7: ; ---- test case 1
; CHECK7-NEXT: define i32 @t0(i32 %x) {
; CHECK7-NEXT: %r = add nsw i32 %x, 1
; CHECK7: ; ---- reduced
; CHECK7-NEXT: define i32 @t0(i32 %x) {
; CHECK7-NEXT: ret i32 %x
;
; --module and --reduced print modules that verify.
; RUN: (%llfuzz db show --db %t/ALL.db --id 2 --module | %llfuzz verify - && \
; RUN:   %llfuzz db show --db %t/ALL.db --id 1 --reduced | %llfuzz verify -)
; RUN: %llfuzz db show --db %t/ALL.db --id 3 --module | FileCheck %s --check-prefix=CHECK9
; CHECK9: define i8 @t0()
; RUN: %exit 1 %llfuzz db show --db %t/ALL.db --id 3 --reduced 2> %t.err10
; RUN: FileCheck --input-file=%t.err10 %s --check-prefix=ERROR10
; RUN: grep -E '(^|: )error: ' %t.err10 | count 1
; ERROR10: {{(^|: )}}error: {{.*}}divergence 3 has no reduced module
; RUN: %exit 1 %llfuzz db show --db %t/ALL.db --id 4 2> %t.err11
; RUN: FileCheck --input-file=%t.err11 %s --check-prefix=ERROR11
; RUN: grep -E '(^|: )error: ' %t.err11 | count 1
; ERROR11: {{(^|: )}}error: {{.*}}no divergence 4
;
; RUN: %llfuzz db stats --db %t/ALL.db | FileCheck %s --check-prefix=CHECK12
; CHECK12: campaign 1: seed 7, shard 0/2, LLVM 22, next seed 107
; CHECK12-NEXT: started:     2023-11-14T22:13:20Z, ended 2023-11-14T23:13:20Z
; CHECK12: work:        100 modules, 300 functions, 1200 executions
; CHECK12-NEXT: divergences: 3 (2 unique, 1 first found here)
; CHECK12-NEXT: time:        llfuzz 500.0 s (17%), tools 2500.0 s (83%), workers' time 3600.0 s
; CHECK12: campaign 2: seed 7, shard 1/2
; CHECK12-NEXT: started:     2023-11-14T22:13:20Z, ended - (running or killed)
; CHECK12: divergences: 3 (1 unique, 1 first found here)
; CHECK12: campaign 3: seed 99, shard -, LLVM 22, next seed 120
; CHECK12: engines:     llc-22:-O0
; CHECK12: work:        30 modules, 30 functions, 30 executions
; CHECK12: total: 3 campaigns, 180 modules, 480 functions, 1830 executions
; CHECK12-NEXT: divergences: 7 (3 unique), 3 test cases stored
; CHECK12-NEXT: time:        llfuzz 1100.0 s (22%), tools 3900.0 s (78%), workers' time 6000.0 s
;
; The merged store is a store: sqlite3 sees the schema version, WAL and intact data.
; RUN: { echo '<start of stdout>'; sqlite3 %t/ALL.db 'PRAGMA user_version; PRAGMA journal_mode; PRAGMA integrity_check; PRAGMA foreign_key_check'; } | FileCheck %s --check-prefix=CHECK13
; CHECK13: <start of stdout>
; CHECK13-NEXT: {{^4$}}
; CHECK13-NEXT: {{^wal$}}
; CHECK13-NEXT: {{^ok$}}
; CHECK13-NOT: {{.}}
;
; Merge writes a new file only, and each input once.
; RUN: %exit 2 %llfuzz db merge %t/A.db -o %t/ALL.db 2> %t.err14
; RUN: FileCheck --input-file=%t.err14 %s --check-prefix=ERROR14
; RUN: grep -E '(^|: )error: ' %t.err14 | count 1
; ERROR14: {{(^|: )}}error: {{.*}}ALL.db exists (merge writes a new file)
; RUN: %exit 2 %llfuzz db merge %t/A.db %t/B.db %t/A.db -o %t/ALL2.db 2> %t.err15
; RUN: FileCheck --input-file=%t.err15 %s --check-prefix=ERROR15
; RUN: grep -E '(^|: )error: ' %t.err15 | count 1
; ERROR15: {{(^|: )}}error: {{.*}}are the same store
; RUN: test ! -e %t/ALL2.db
;
; Coverage rows follow their campaign (ids renumbered) and add up.
; RUN: (%llfuzz db init --db %t/C1.db && %llfuzz db init --db %t/C2.db && \
; RUN:   sqlite3 %t/C1.db "INSERT INTO campaign(seed, target_llvm, started, next_seed) VALUES (1, 22, 0, 41); \
; RUN:     INSERT INTO coverage VALUES (1, 'opcode', 'add', 5), (1, 'flag', 'nsw', 2)" && \
; RUN:   sqlite3 %t/C2.db "INSERT INTO campaign(seed, target_llvm, started, next_seed) VALUES (1, 22, 0, 81); \
; RUN:     INSERT INTO coverage VALUES (1, 'opcode', 'add', 7)" && \
; RUN:   %llfuzz db merge %t/C1.db %t/C2.db -o %t/C.db >/dev/null && \
; RUN:   sqlite3 %t/C.db "SELECT campaign_id, kind, name, count FROM coverage ORDER BY campaign_id, kind") | FileCheck %s --check-prefix=CHECK17
; CHECK17: {{^1\|flag\|nsw\|2$}}
; CHECK17-NEXT: {{^1\|opcode\|add\|5$}}
; CHECK17-NEXT: {{^2\|opcode\|add\|7$}}
