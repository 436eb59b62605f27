; llfuzz db refuses what is not a store it can read, without touching it:
; a missing file, a file that is not SQLite (this one), another program's
; SQLite file, an empty file, and a store of a newer schema version.
; REQUIRES: sqlite3
;
; RUN: llfuzz db list --db %T/missing.db
; EXIT: 2
; ERROR: cannot open {{.*}}missing.db: No such file or directory
; RUN: test ! -e %T/missing.db
;
; RUN: llfuzz db stats --db %s
; EXIT: 2
; ERROR: file is not a database
;
; RUN: sqlite3 %T/other.db 'CREATE TABLE t(x)' && llfuzz db list --db %T/other.db
; EXIT: 2
; ERROR: not an llfuzz database (it has tables but no schema version)
; RUN: llfuzz db init --db %T/other.db
; EXIT: 2
; ERROR: not an llfuzz database
;
; RUN: touch %T/empty.db && llfuzz db list --db %T/empty.db
; EXIT: 2
; ERROR: not an llfuzz database (empty)
; An empty file becomes a store (schema version 0 -> 4).
; RUN: llfuzz db init --db %T/empty.db && llfuzz db list --db %T/empty.db
; CHECK: schema version 4
; CHECK: no divergences
; A store of version 1 (before the table lease) is upgraded, its data kept.
; RUN: llfuzz db init --db %T/v1.db && \
; RUN:   sqlite3 %T/v1.db "DROP TABLE coverage; DROP TABLE lease; ALTER TABLE stats DROP COLUMN planned; ALTER TABLE stats DROP COLUMN done; ALTER TABLE stats DROP COLUMN skipped_tool; ALTER TABLE stats DROP COLUMN skipped_rejected; ALTER TABLE stats DROP COLUMN skipped_unsupported; ALTER TABLE stats DROP COLUMN skipped_error; PRAGMA user_version = 1; INSERT INTO campaign(seed, target_llvm, started, next_seed) VALUES (1, 22, 0, 41)" && \
; RUN:   llfuzz db init --db %T/v1.db && sqlite3 %T/v1.db "PRAGMA user_version; SELECT next_seed FROM campaign; SELECT count(*) FROM lease"
; CHECK: schema version 4
; CHECK: {{^4$}}
; CHECK-NEXT: {{^41$}}
; CHECK-NEXT: {{^0$}}
; A store of version 2 (before stats counted executions) keeps its stats rows,
; with 0 planned.
; RUN: llfuzz db init --db %T/v2.db && \
; RUN:   sqlite3 %T/v2.db "DROP TABLE coverage; CREATE TABLE s2 AS SELECT id, campaign_id, at, interval_s, modules, functions, executions, divergences, time_llfuzz_s, time_tools_s FROM stats; DROP TABLE stats; ALTER TABLE s2 RENAME TO stats; PRAGMA user_version = 2; INSERT INTO campaign(seed, target_llvm, started, next_seed) VALUES (1, 22, 0, 41); INSERT INTO stats VALUES (1, 1, 0, 1.0, 40, 120, 960, 0, 0.5, 0.5)" && \
; RUN:   llfuzz db init --db %T/v2.db && sqlite3 %T/v2.db "PRAGMA user_version; SELECT modules, planned, done FROM stats"
; CHECK: {{^4$}}
; CHECK-NEXT: {{^40\|0\|0$}}
;
; RUN: llfuzz db init --db %T/new.db && sqlite3 %T/new.db 'PRAGMA user_version = 5' && \
; RUN:   llfuzz db stats --db %T/new.db
; EXIT: 2
; ERROR: the database has schema version 5, newer than this llfuzz's (4): use a newer llfuzz
; RUN: llfuzz db init --db %T/new.db
; EXIT: 2
; ERROR: newer than this llfuzz's
; RUN: sqlite3 %T/new.db 'PRAGMA user_version'
; CHECK: 5
; RUN: llfuzz db merge %T/new.db -o %T/out.db
; EXIT: 2
; ERROR: newer than this llfuzz's
; RUN: test ! -e %T/out.db
