; llfuzz report on a fixture store (Inputs/store.sql: two campaigns, their
; statistics, four divergences): each format has every section, HTML
; escapes what the store holds (a signature with "<script>"), JSON parses.
; REQUIRES: sqlite3, python3
;
; RUN: rm -rf %t && mkdir -p %t && cd %t
; RUN: (%llfuzz db init --db %t/s.db >/dev/null && sqlite3 %t/s.db < %S/Inputs/store.sql && \
; RUN:   %llfuzz report --db %t/s.db --format text) | FileCheck %s --check-prefix=CHECK1
; CHECK1: summary:
; CHECK1-NEXT: campaigns:   2
; CHECK1-NEXT: work:        1,500 modules, 9,000 functions, 145,000 executions
; CHECK1-NEXT: divergences: 11 sightings, 4 distinct signatures, 2 reduced
; CHECK1-NEXT: time:        llfuzz 610.0 s (9%), tools 6090.0 s (91%)
; CHECK1: 1: opt-22:-O2, LLVM 22, started 2023-11-14T22:13:20Z, 1000 modules, 2 distinct (2 first found)
; CHECK1-NEXT: tools: opt-22=LLVM 22
; CHECK1: by engine:
; CHECK1-NEXT: llc-22 {{ +}} 2 {{ +}} 6
; CHECK1-NEXT: opt-22 {{ +}} 2 {{ +}} 5
; CHECK1: by blamed pass:
; CHECK1: instcombine {{ +}} 1 {{ +}} 3
; CHECK1: signatures (the most seen first):
; CHECK1-NEXT: 2 reduced  {{ +}} 5  2023-11-14T22:21:40Z .. 2023-11-14T23:11:40Z  llc-22|crash|LLVM ERROR: Cannot select: setcc
; CHECK1-NEXT: 1 reduced  {{ +}} 3  {{.*}}opt-22|wrong value|instcombine|and|or|xor,ret
; CHECK1: coverage of the generated IR: not recorded in this store
;
; Markdown: tables, the signatures opened to their reduced IR and commands.
; RUN: %llfuzz report --db %t/s.db --format md | FileCheck %s --check-prefix=CHECK2
; CHECK2: ## llfuzz report:
; CHECK2: **4 distinct divergences** (11 sightings, 2 reduced)
; CHECK2: | 1 | opt-22:-O2 | 22 | opt-22=LLVM 22 | 1000 | 2 | 2 |
; CHECK2: | blamed pass | signatures | sightings |
; CHECK2: | instcombine | 1 | 3 |
; CHECK2: | 4 | known | 2 | {{.*}} | `opt-22\|wrong value\|gvn\|xor,ret &lt;script>` |
; CHECK2: <details><summary>1: <code>opt-22|wrong value|instcombine|and|or|xor,ret</code></summary>
; CHECK2: - witness input: `@f(i8 1)`
; CHECK2: ; blamed pass: instcombine
; CHECK2: opt-22 -passes=instcombine -S r.ll -o r-tgt.ll
; CHECK2: <details><summary>3: <code>llc-22|wrong value|unreduced|add,ret</code></summary>
; CHECK2: llfuzz check t.ll --engine 'llc-22:-O2' --func t0
; CHECK2: llfuzz reduce --db {{.*}}s.db --id 3
;
; JSON parses, with every section.
; RUN: (%llfuzz report --db %t/s.db --format json > %t/r.json && python3 -c 'import json,sys; \
; RUN:   d = json.load(open(sys.argv[1])); print(d["totals"]["signatures"], len(d["campaigns"]), len(d["stats"]), \
; RUN:   d["by_blamed_pass"][-1]["name"], d["signatures"][0]["id"], sum(map(len, d["coverage"].values())))' %t/r.json) | FileCheck %s --check-prefix=CHECK3
; CHECK3: 4 2 5 instcombine 2 0
;
; HTML (from -o's extension): one page, its charts inline SVG, escaped.
; RUN: { echo '<start of stdout>'; (%llfuzz report --db %t/s.db -o %t/r.html && grep -c '<svg class="chart' %t/r.html && \
; RUN:   grep -o 'Throughput (modules per second[^<]*' %t/r.html | head -1 && \
; RUN:   grep -c '<details>' %t/r.html && grep -o 'gvn|xor,ret &lt;script&gt;' %t/r.html | head -1 && \
; RUN:   ! grep -E '<script|https?://' %t/r.html); } | FileCheck %s --check-prefix=CHECK4
; CHECK4: <start of stdout>
; CHECK4-NEXT: {{^6$}}
; CHECK4-NEXT: Throughput (modules per second, per minute or longer)
; CHECK4-NEXT: {{^4$}}
; CHECK4-NEXT: gvn|xor,ret &lt;script&gt;
;
; A crash whose signature names no message shows the failure's first line,
; as db list does.
; RUN: (sqlite3 %t/s.db "INSERT INTO divergence(id, campaign_id, testcase_id, engine, kind, function, input, \
; RUN:   expected, actual, signature, first_seen, last_seen) VALUES (5, 2, 2, 'llc-22:-O2', 'crash', '', '', '', \
; RUN:   'llc-22 died of signal 5 (Trace/breakpoint trap)' || char(10) || 'Stack dump:', 'llc-22|crash|', 1700000000, 1700000000);" && \
; RUN:   %llfuzz report --db %t/s.db --format text && %llfuzz report --db %t/s.db --format html | grep -o 'llc-22|crash|.*</span>') | FileCheck %s --check-prefix=CHECK5
; CHECK5: {{^}}       5 new           1  {{.*}}  llc-22|crash|: llc-22 died of signal 5 (Trace/breakpoint trap){{$}}
; CHECK5: llc-22|crash| <span class="muted">(llc-22 died of signal 5 (Trace/breakpoint trap))</span>

; What the generated IR covered (the coverage table campaigns write): the
; most frequent names of each kind in text and Markdown, bars and a full
; table in HTML, every name in JSON.
; RUN: (sqlite3 %t/s.db "INSERT INTO coverage VALUES (1, 'opcode', 'add', 300), (2, 'opcode', 'add', 200), \
; RUN:   (1, 'opcode', 'xor', 70), (1, 'intrinsic', 'llvm.smax', 9), (1, 'type', '<4 x i32>', 12), \
; RUN:   (2, 'flag', 'nsw', 41);" && %llfuzz report --db %t/s.db --format text) | FileCheck %s --check-prefix=CHECK6
; CHECK6: coverage of the generated IR (the 10 most frequent of each kind):
; CHECK6-NEXT: opcodes (2 distinct): add 500, xor 70
; CHECK6-NEXT: intrinsics (1 distinct): llvm.smax 9
; CHECK6-NEXT: types (1 distinct): <4 x i32> 12
; CHECK6-NEXT: flags (1 distinct): nsw 41
; RUN: %llfuzz report --db %t/s.db --format md | FileCheck %s --check-prefix=CHECK7
; CHECK7: ### Coverage of the generated IR (the 10 most frequent of each kind)
; CHECK7: | opcode (2 distinct) | count |
; CHECK7-NEXT: |---|--:|
; CHECK7-NEXT: | `add` | 500 |
; CHECK7-NEXT: | `xor` | 70 |
; RUN: (%llfuzz report --db %t/s.db --format json | python3 -c 'import json,sys; c = json.load(sys.stdin)["coverage"]; \
; RUN:   print(c["opcode"], c["type"][0]["name"])') | FileCheck %s --check-prefix=CHECK8
; CHECK8: [{'name': 'add', 'count': 500}, {'name': 'xor', 'count': 70}] <4 x i32>
; RUN: (%llfuzz report --db %t/s.db -o %t/c.html && grep -c '<svg class="chart' %t/c.html && \
; RUN:   grep -o '<code>&lt;4 x i32&gt;</code></td><td class="num">12<' %t/c.html) | FileCheck %s --check-prefix=CHECK9
; CHECK9: {{^10$}}
; CHECK9-NEXT: <code>&lt;4 x i32&gt;</code></td><td class="num">12<
