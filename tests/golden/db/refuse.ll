; llfuzz db refuses what is not a store it can read, without touching it:
; a missing file, a file that is not SQLite (this one), another program's
; SQLite file, an empty file, and a store of a newer schema version.
; REQUIRES: sqlite3
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: %exit 2 %llfuzz db list --db %t/missing.db 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: {{(^|: )}}error: {{.*}}cannot open {{.*}}missing.db: No such file or directory
; RUN: test ! -e %t/missing.db
;
; RUN: %exit 2 %llfuzz db stats --db %s 2> %t.err3
; RUN: FileCheck --input-file=%t.err3 %s --check-prefix=ERROR3
; RUN: grep -E '(^|: )error: ' %t.err3 | count 1
; ERROR3: {{(^|: )}}error: {{.*}}file is not a database
;
; RUN: (sqlite3 %t/other.db 'CREATE TABLE t(x)' && %exit 2 %llfuzz db list --db %t/other.db) 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: {{(^|: )}}error: {{.*}}not an llfuzz database (it has tables but no schema version)
; RUN: %exit 2 %llfuzz db init --db %t/other.db 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: {{(^|: )}}error: {{.*}}not an llfuzz database
;
; RUN: (touch %t/empty.db && %exit 2 %llfuzz db list --db %t/empty.db) 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: {{(^|: )}}error: {{.*}}not an llfuzz database (empty)
; An empty file becomes a store (schema version 0 -> 4).
; RUN: (%llfuzz db init --db %t/empty.db && %llfuzz db list --db %t/empty.db) | FileCheck %s --check-prefix=CHECK7
; CHECK7: schema version 4
; CHECK7: no divergences
; A store of version 1 (before the table lease) is upgraded, its data kept.
; RUN: (%llfuzz db init --db %t/v1.db && \
; RUN:   sqlite3 %t/v1.db "DROP TABLE coverage; DROP TABLE lease; ALTER TABLE stats DROP COLUMN planned; ALTER TABLE stats DROP COLUMN done; ALTER TABLE stats DROP COLUMN skipped_tool; ALTER TABLE stats DROP COLUMN skipped_rejected; ALTER TABLE stats DROP COLUMN skipped_unsupported; ALTER TABLE stats DROP COLUMN skipped_error; PRAGMA user_version = 1; INSERT INTO campaign(seed, target_llvm, started, next_seed) VALUES (1, 22, 0, 41)" && \
; RUN:   %llfuzz db init --db %t/v1.db && sqlite3 %t/v1.db "PRAGMA user_version; SELECT next_seed FROM campaign; SELECT count(*) FROM lease") | FileCheck %s --check-prefix=CHECK8
; CHECK8: schema version 4
; CHECK8: {{^4$}}
; CHECK8-NEXT: {{^41$}}
; CHECK8-NEXT: {{^0$}}
; A store of version 2 (before stats counted executions) keeps its stats rows,
; with 0 planned.
; RUN: (%llfuzz db init --db %t/v2.db && \
; RUN:   sqlite3 %t/v2.db "DROP TABLE coverage; CREATE TABLE s2 AS SELECT id, campaign_id, at, interval_s, modules, functions, executions, divergences, time_llfuzz_s, time_tools_s FROM stats; DROP TABLE stats; ALTER TABLE s2 RENAME TO stats; PRAGMA user_version = 2; INSERT INTO campaign(seed, target_llvm, started, next_seed) VALUES (1, 22, 0, 41); INSERT INTO stats VALUES (1, 1, 0, 1.0, 40, 120, 960, 0, 0.5, 0.5)" && \
; RUN:   %llfuzz db init --db %t/v2.db && sqlite3 %t/v2.db "PRAGMA user_version; SELECT modules, planned, done FROM stats") | FileCheck %s --check-prefix=CHECK9
; CHECK9: {{^4$}}
; CHECK9-NEXT: {{^40\|0\|0$}}
;
; RUN: (%llfuzz db init --db %t/new.db && sqlite3 %t/new.db 'PRAGMA user_version = 5' && \
; RUN:   %exit 2 %llfuzz db stats --db %t/new.db) 2> %t.err10
; RUN: FileCheck --input-file=%t.err10 %s --check-prefix=ERROR10
; RUN: grep -E '(^|: )error: ' %t.err10 | count 1
; ERROR10: {{(^|: )}}error: {{.*}}the database has schema version 5, newer than this llfuzz's (4): use a newer llfuzz
; RUN: %exit 2 %llfuzz db init --db %t/new.db 2> %t.err11
; RUN: FileCheck --input-file=%t.err11 %s --check-prefix=ERROR11
; RUN: grep -E '(^|: )error: ' %t.err11 | count 1
; ERROR11: {{(^|: )}}error: {{.*}}newer than this llfuzz's
; RUN: sqlite3 %t/new.db 'PRAGMA user_version' | FileCheck %s --check-prefix=CHECK12
; CHECK12: 5
; RUN: %exit 2 %llfuzz db merge %t/new.db -o %t/out.db 2> %t.err13
; RUN: FileCheck --input-file=%t.err13 %s --check-prefix=ERROR13
; RUN: grep -E '(^|: )error: ' %t.err13 | count 1
; ERROR13: {{(^|: )}}error: {{.*}}newer than this llfuzz's
; RUN: test ! -e %t/out.db
