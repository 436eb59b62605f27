; A campaign counts what its generated modules held (the store's coverage
; table, for `llfuzz report`): one per instruction by opcode, per call of an
; intrinsic by its name without type suffixes, per result type and flag.
; The counts of one module equal what `llfuzz gen` prints for its seed.
; REQUIRES: sqlite3
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz campaign --seed 7 --count 1 --batch 1 -j 1 --engine opt-22:-O2 --db %t/c.db -q && \
; RUN:   a=$(sqlite3 %t/c.db "SELECT sum(count) FROM coverage WHERE kind = 'opcode'") && \
; RUN:   b=$(%llfuzz gen --seed 7 | awk '/^define/ { f = 1; next } /^}/ { f = 0 } f && /^  / { n++ } END { print n }') && \
; RUN:   test "$a" -gt 20 && test "$a" = "$b" && echo "instructions: same") | FileCheck %s --check-prefix=CHECK1
; CHECK1: instructions: same
; RUN: (a=$(sqlite3 %t/c.db "SELECT sum(count) FROM coverage WHERE kind = 'intrinsic'") && \
; RUN:   b=$(%llfuzz gen --seed 7 | awk '/^define/ { f = 1; next } /^}/ { f = 0 } f && /call .*@llvm\./ { n++ } END { print n + 0 }') && \
; RUN:   test "$a" = "$b" && echo "intrinsic calls: same") | FileCheck %s --check-prefix=CHECK2
; CHECK2: intrinsic calls: same
; No type suffix is left on an intrinsic's name; every kind is there.
; RUN: sqlite3 %t/c.db "SELECT count(*) FROM coverage WHERE kind = 'intrinsic' AND (name GLOB '*.[ifv][0-9]*' OR name GLOB '*.p0'); \
; RUN:   SELECT group_concat(kind) FROM (SELECT DISTINCT kind FROM coverage ORDER BY kind)" | FileCheck %s --check-prefix=CHECK3
; CHECK3: {{^0$}}
; CHECK3-NEXT: {{^(flag,)?intrinsic,opcode,type$}}
; Resumed, the campaign adds its new modules' counts to its own.
; RUN: (a=$(sqlite3 %t/c.db "SELECT sum(count) FROM coverage WHERE kind = 'opcode'") && \
; RUN:   %llfuzz campaign --seed 7 --count 2 --batch 1 -j 1 --engine opt-22:-O2 --db %t/c.db -q && \
; RUN:   sqlite3 %t/c.db "SELECT count(DISTINCT campaign_id), sum(count) > $a FROM coverage WHERE kind = 'opcode'") | FileCheck %s --check-prefix=CHECK4
; CHECK4: {{^1\|1$}}
