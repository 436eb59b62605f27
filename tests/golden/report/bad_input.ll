; llfuzz report on bad input: an empty store, a file that is not an llfuzz
; store, an unknown --format (named in the error), wrong option mixes, and
; --format issue on a row that is missing or not reduced.
; REQUIRES: sqlite3
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz db init --db %t/e.db >/dev/null && %exit 2 %llfuzz report --db %t/e.db) 2> %t.err1
; RUN: FileCheck --input-file=%t.err1 %s --check-prefix=ERROR1
; RUN: grep -E '(^|: )error: ' %t.err1 | count 1
; ERROR1: {{(^|: )}}error: {{.*}}e.db: the store is empty (no campaign, no divergence)
; RUN: (sqlite3 %t/other.db 'CREATE TABLE t(x); INSERT INTO t VALUES (1);' && %exit 2 %llfuzz report --db %t/other.db) 2> %t.err2
; RUN: FileCheck --input-file=%t.err2 %s --check-prefix=ERROR2
; RUN: grep -E '(^|: )error: ' %t.err2 | count 1
; ERROR2: {{(^|: )}}error: {{.*}}not an llfuzz database
; RUN: %exit 2 %llfuzz report --db %t/missing.db > %t.out3
; RUN: test ! -s %t.out3
; RUN: %exit 2 %llfuzz report --db %t/e.db --format pdf 2> %t.err4
; RUN: FileCheck --input-file=%t.err4 %s --check-prefix=ERROR4
; RUN: grep -E '(^|: )error: ' %t.err4 | count 1
; ERROR4: {{(^|: )}}error: {{.*}}--format pdf: unknown format (html, md, json, text, issue)
; RUN: %exit 2 %llfuzz report 2> %t.err5
; RUN: FileCheck --input-file=%t.err5 %s --check-prefix=ERROR5
; RUN: grep -E '(^|: )error: ' %t.err5 | count 1
; ERROR5: {{(^|: )}}error: {{.*}}--db is required
; RUN: %exit 2 %llfuzz report --db %t/e.db --id 3 2> %t.err6
; RUN: FileCheck --input-file=%t.err6 %s --check-prefix=ERROR6
; RUN: grep -E '(^|: )error: ' %t.err6 | count 1
; ERROR6: {{(^|: )}}error: {{.*}}--id goes with --format issue
; RUN: %exit 2 %llfuzz report --format issue 2> %t.err7
; RUN: FileCheck --input-file=%t.err7 %s --check-prefix=ERROR7
; RUN: grep -E '(^|: )error: ' %t.err7 | count 1
; ERROR7: {{(^|: )}}error: {{.*}}--format issue needs --db F --id N or a reduced file
; RUN: (%llfuzz db init --db %t/s.db >/dev/null && sqlite3 %t/s.db < %S/Inputs/store.sql && \
; RUN:   %exit 1 %llfuzz report --db %t/s.db --id 9 --format issue) 2> %t.err8
; RUN: FileCheck --input-file=%t.err8 %s --check-prefix=ERROR8
; RUN: grep -E '(^|: )error: ' %t.err8 | count 1
; ERROR8: {{(^|: )}}error: {{.*}}no divergence 9 in
; RUN: %exit 1 %llfuzz report --db %t/s.db --id 3 --format issue 2> %t.err9
; RUN: FileCheck --input-file=%t.err9 %s --check-prefix=ERROR9
; RUN: grep -E '(^|: )error: ' %t.err9 | count 1
; ERROR9: {{(^|: )}}error: {{.*}}divergence 3 is not reduced (llfuzz reduce --db
; RUN: %exit 2 %llfuzz report --format issue %s 2> %t.err10
; RUN: FileCheck --input-file=%t.err10 %s --check-prefix=ERROR10
; RUN: grep -E '(^|: )error: ' %t.err10 | count 1
; ERROR10: {{(^|: )}}error: {{.*}}no engine
; RUN: %llfuzz report --help | FileCheck %s --check-prefix=CHECK11
; CHECK11: usage: llfuzz report --db F [-o FILE] [--format html|md|json|text]
; RUN: %llfuzz --help | FileCheck %s --check-prefix=CHECK12
; CHECK12: report {{ +}}a store's report
define void @f() {
  ret void
}
