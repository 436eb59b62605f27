; llfuzz report on a fixture store (Inputs/store.sql: two campaigns, their
; statistics, four divergences): each format has every section, HTML
; escapes what the store holds (a signature with "<script>"), JSON parses.
; REQUIRES: sqlite3 python3
;
; RUN: llfuzz db init --db %T/s.db >/dev/null && sqlite3 %T/s.db < %S/Inputs/store.sql && \
; RUN:   llfuzz report --db %T/s.db --format text
; CHECK:      summary:
; CHECK-NEXT:   campaigns:   2
; CHECK-NEXT:   work:        1,500 modules, 9,000 functions, 145,000 executions
; CHECK-NEXT:   divergences: 11 sightings, 4 distinct signatures, 2 reduced
; CHECK-NEXT:   time:        llfuzz 610.0 s (9%), tools 6090.0 s (91%)
; CHECK:      1: opt-22:-O2, LLVM 22, started 2023-11-14T22:13:20Z, 1000 modules, 2 distinct (2 first found)
; CHECK-NEXT:    tools: opt-22=LLVM 22
; CHECK:      by engine:
; CHECK-NEXT:   llc-22 {{ +}} 2 {{ +}} 6
; CHECK-NEXT:   opt-22 {{ +}} 2 {{ +}} 5
; CHECK:      by blamed pass:
; CHECK:        instcombine {{ +}} 1 {{ +}} 3
; CHECK:      signatures (the most seen first):
; CHECK-NEXT:   2 reduced  {{ +}} 5  2023-11-14T22:21:40Z .. 2023-11-14T23:11:40Z  llc-22|crash|LLVM ERROR: Cannot select: setcc
; CHECK-NEXT:   1 reduced  {{ +}} 3  {{.*}}opt-22|wrong value|instcombine|and|or|xor,ret
; CHECK:      coverage of the generated IR: not recorded in this store
;
; Markdown: tables, the signatures opened to their reduced IR and commands.
; RUN: llfuzz report --db %T/s.db --format md
; CHECK:      ## llfuzz report:
; CHECK:      **4 distinct divergences** (11 sightings, 2 reduced)
; CHECK:      | 1 | opt-22:-O2 | 22 | opt-22=LLVM 22 | 1000 | 2 | 2 |
; CHECK:      | blamed pass | signatures | sightings |
; CHECK:      | instcombine | 1 | 3 |
; CHECK:      | 4 | known | 2 | {{.*}} | `opt-22\|wrong value\|gvn\|xor,ret &lt;script>` |
; CHECK:      <details><summary>1: <code>opt-22|wrong value|instcombine|and|or|xor,ret</code></summary>
; CHECK:      - witness input: `@f(i8 1)`
; CHECK:      ; blamed pass: instcombine
; CHECK:      opt-22 -passes=instcombine -S r.ll -o r-tgt.ll
; CHECK:      <details><summary>3: <code>llc-22|wrong value|unreduced|add,ret</code></summary>
; CHECK:      llfuzz check t.ll --engine 'llc-22:-O2' --func t0
; CHECK:      llfuzz reduce --db {{.*}}s.db --id 3
;
; JSON parses, with every section.
; RUN: llfuzz report --db %T/s.db --format json > %T/r.json && python3 -c 'import json,sys; \
; RUN:   d = json.load(open(sys.argv[1])); print(d["totals"]["signatures"], len(d["campaigns"]), len(d["stats"]), \
; RUN:   d["by_blamed_pass"][-1]["name"], d["signatures"][0]["id"], sum(map(len, d["coverage"].values())))' %T/r.json
; CHECK: 4 2 5 instcombine 2 0
;
; HTML (from -o's extension): one page, its charts inline SVG, escaped.
; RUN: llfuzz report --db %T/s.db -o %T/r.html && grep -c '<svg class="chart' %T/r.html && \
; RUN:   grep -o 'Throughput (modules per second[^<]*' %T/r.html | head -1 && \
; RUN:   grep -c '<details>' %T/r.html && grep -o 'gvn|xor,ret &lt;script&gt;' %T/r.html | head -1 && \
; RUN:   ! grep -E '<script|https?://' %T/r.html
; CHECK-NEXT: {{^6$}}
; CHECK-NEXT: Throughput (modules per second, per minute or longer)
; CHECK-NEXT: {{^4$}}
; CHECK-NEXT: gvn|xor,ret &lt;script&gt;
;
; A crash whose signature names no message shows the failure's first line,
; as db list does.
; RUN: sqlite3 %T/s.db "INSERT INTO divergence(id, campaign_id, testcase_id, engine, kind, function, input, \
; RUN:   expected, actual, signature, first_seen, last_seen) VALUES (5, 2, 2, 'llc-22:-O2', 'crash', '', '', '', \
; RUN:   'llc-22 died of signal 5 (Trace/breakpoint trap)' || char(10) || 'Stack dump:', 'llc-22|crash|', 1700000000, 1700000000);" && \
; RUN:   llfuzz report --db %T/s.db --format text && llfuzz report --db %T/s.db --format html | grep -o 'llc-22|crash|.*</span>'
; CHECK: {{^}}       5 new           1  {{.*}}  llc-22|crash|: llc-22 died of signal 5 (Trace/breakpoint trap){{$}}
; CHECK: llc-22|crash| <span class="muted">(llc-22 died of signal 5 (Trace/breakpoint trap))</span>

; What the generated IR covered (the coverage table campaigns write): the
; most frequent names of each kind in text and Markdown, bars and a full
; table in HTML, every name in JSON.
; RUN: sqlite3 %T/s.db "INSERT INTO coverage VALUES (1, 'opcode', 'add', 300), (2, 'opcode', 'add', 200), \
; RUN:   (1, 'opcode', 'xor', 70), (1, 'intrinsic', 'llvm.smax', 9), (1, 'type', '<4 x i32>', 12), \
; RUN:   (2, 'flag', 'nsw', 41);" && llfuzz report --db %T/s.db --format text
; CHECK:      coverage of the generated IR (the 10 most frequent of each kind):
; CHECK-NEXT:   opcodes (2 distinct): add 500, xor 70
; CHECK-NEXT:   intrinsics (1 distinct): llvm.smax 9
; CHECK-NEXT:   types (1 distinct): <4 x i32> 12
; CHECK-NEXT:   flags (1 distinct): nsw 41
; RUN: llfuzz report --db %T/s.db --format md
; CHECK:      ### Coverage of the generated IR (the 10 most frequent of each kind)
; CHECK:      | opcode (2 distinct) | count |
; CHECK-NEXT: |---|--:|
; CHECK-NEXT: | `add` | 500 |
; CHECK-NEXT: | `xor` | 70 |
; RUN: llfuzz report --db %T/s.db --format json | python3 -c 'import json,sys; c = json.load(sys.stdin)["coverage"]; \
; RUN:   print(c["opcode"], c["type"][0]["name"])'
; CHECK: [{'name': 'add', 'count': 500}, {'name': 'xor', 'count': 70}] <4 x i32>
; RUN: llfuzz report --db %T/s.db -o %T/c.html && grep -c '<svg class="chart' %T/c.html && \
; RUN:   grep -o '<code>&lt;4 x i32&gt;</code></td><td class="num">12<' %T/c.html
; CHECK:      {{^10$}}
; CHECK-NEXT: <code>&lt;4 x i32&gt;</code></td><td class="num">12<
