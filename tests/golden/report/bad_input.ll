; llfuzz report on bad input: an empty store, a file that is not an llfuzz
; store, an unknown --format (named in the error), wrong option mixes, and
; --format issue on a row that is missing or not reduced.
; REQUIRES: sqlite3
;
; RUN: llfuzz db init --db %T/e.db >/dev/null && llfuzz report --db %T/e.db
; EXIT: 2
; ERROR: e.db: the store is empty (no campaign, no divergence)
; RUN: sqlite3 %T/other.db 'CREATE TABLE t(x); INSERT INTO t VALUES (1);' && llfuzz report --db %T/other.db
; EXIT: 2
; ERROR: not an llfuzz database
; RUN: llfuzz report --db %T/missing.db
; EXIT: 2
; STDOUT-EMPTY:
; RUN: llfuzz report --db %T/e.db --format pdf
; EXIT: 2
; ERROR: --format pdf: unknown format (html, md, json, text, issue)
; RUN: llfuzz report
; EXIT: 2
; ERROR: --db is required
; RUN: llfuzz report --db %T/e.db --id 3
; EXIT: 2
; ERROR: --id goes with --format issue
; RUN: llfuzz report --format issue
; EXIT: 2
; ERROR: --format issue needs --db F --id N or a reduced file
; RUN: llfuzz db init --db %T/s.db >/dev/null && sqlite3 %T/s.db < %S/Inputs/store.sql && \
; RUN:   llfuzz report --db %T/s.db --id 9 --format issue
; EXIT: 1
; ERROR: no divergence 9 in
; RUN: llfuzz report --db %T/s.db --id 3 --format issue
; EXIT: 1
; ERROR: divergence 3 is not reduced (llfuzz reduce --db
; RUN: llfuzz report --format issue %s
; EXIT: 2
; ERROR: no engine
; RUN: llfuzz report --help
; CHECK: usage: llfuzz report --db F [-o FILE] [--format html|md|json|text]
; RUN: llfuzz --help
; CHECK: report {{ +}}a store's report
define void @f() {
  ret void
}
