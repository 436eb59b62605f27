#!/usr/bin/env bash
# bench/report-bench.sh [ROWS] -- how long `llfuzz report` takes on a large
# store (issue 33: goal <= 2 s for 100,000 divergence rows).
#
# Writes bench/out/report-ROWS.db with sqlite3 (no campaign needed): 4
# campaigns, 2,000 statistics intervals, ROWS test cases and ROWS
# divergences (distinct signatures over 6 engines, 8 kinds, 40 blamed
# passes, a tenth reduced, first/last seen spread over a week), then times
# each format (the best of 3 runs) and prints the HTML file's size.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
llfuzz=${LLFUZZ:-$here/../llfuzz}
rows=${1:-100000}
out=$here/out
db=$out/report-$rows.db
mkdir -p "$out"
command -v sqlite3 >/dev/null || { echo "report-bench: sqlite3 is needed" >&2; exit 2; }

if [ ! -s "$db" ]; then
    rm -f "$db" "$db-wal" "$db-shm"
    "$llfuzz" db init --db "$db" >/dev/null
    sqlite3 "$db" <<SQL
BEGIN;
INSERT INTO campaign(id, seed, shard, engines, config, tool_versions, target_llvm, started, ended, next_seed)
  SELECT k, k, NULL, 'opt-22:-O2,llc-22:-O2', '', 'opt-22=LLVM 22, llc-22=LLVM 22', 22,
         1700000000, 1700604800, 1000000 FROM (WITH RECURSIVE c(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM c WHERE k < 4) SELECT k FROM c);
INSERT INTO stats(campaign_id, at, interval_s, modules, functions, executions, divergences, time_llfuzz_s, time_tools_s)
  SELECT 1 + k % 4, 1700000000 + k * 300, 300, 300 + k % 50, 1800, 30000, k % 7, 30, 270
  FROM (WITH RECURSIVE c(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM c WHERE k < 2000) SELECT k FROM c);
INSERT INTO testcase(id, hash, module, gen_seed, origin, created)
  SELECT k, printf('%016x', k), 'define i32 @t0(i32 %x) {' || char(10) || '  %r = add i32 %x, ' || k ||
         char(10) || '  ret i32 %r' || char(10) || '}' || char(10), k, 'gen', 1700000000 + k * 6
  FROM (WITH RECURSIVE c(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM c WHERE k < $rows) SELECT k FROM c);
INSERT INTO divergence(id, campaign_id, testcase_id, engine, kind, function, input, expected, actual,
                       signature, count, first_seen, last_seen, reduced_ir, blamed_pass, status)
  SELECT k, 1 + k % 4, k,
         CASE k % 6 WHEN 0 THEN 'opt-22:-O2' WHEN 1 THEN 'llc-22:-O2' WHEN 2 THEN 'opt-19:-O2'
                    WHEN 3 THEN 'llc-19:-O2' WHEN 4 THEN 'opt-14:-O2' ELSE 'llc-22:-O0' END,
         CASE k % 8 WHEN 0 THEN 'value mismatch' WHEN 1 THEN 'target is more poisonous'
                    WHEN 2 THEN 'crash' WHEN 3 THEN 'hang' WHEN 4 THEN 'memory mismatch'
                    WHEN 5 THEN 'trace mismatch' WHEN 6 THEN 'source is more defined than target'
                    ELSE 'target''s value is more undefined' END,
         '@t0', '@t0(i32 ' || k || ')', 'i32 ' || k, 'i32 ' || (k + 1),
         'bench|' || k || '|' || hex(randomblob(8)), 1 + k % 13,
         1700000000 + k * 6, 1700000000 + k * 6 + k % 5000,
         CASE WHEN k % 10 = 0 THEN '; llfuzz reduce: value mismatch in @t0 with opt-22:-O2' || char(10) ||
              '; reproduce:   opt-22 -passes=instcombine -S r.ll -o r-tgt.ll' || char(10) || char(10) ||
              'define i32 @t0(i32 %x) {' || char(10) || '  ret i32 %x' || char(10) || '}' || char(10) END,
         CASE WHEN k % 10 = 0 THEN 'pass' || (k % 40) END,
         CASE WHEN k % 10 = 0 THEN 'reduced' ELSE 'new' END
  FROM (WITH RECURSIVE c(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM c WHERE k < $rows) SELECT k FROM c);
INSERT INTO sighting(campaign_id, divergence_id, count, first_seen, last_seen)
  SELECT campaign_id, id, count, first_seen, last_seen FROM divergence;
COMMIT;
SQL
fi

echo "store: $db ($(sqlite3 "$db" 'SELECT count(*) FROM divergence') divergence rows, $(du -h "$db" | cut -f1))"
# the best of 3 runs: wall time, and CPU time (user + system), which a
# loaded machine does not inflate
TIMEFORMAT='%R %U %S'
for fmt in html md json text; do
    best= cpu=
    for _ in 1 2 3; do
        read -r w u s < <({ time "$llfuzz" report --db "$db" --format "$fmt" -o "$out/report-$rows.$fmt"; } 2>&1)
        c=$(echo "$u + $s" | bc)
        if [ -z "$best" ] || [ "$(echo "$w < $best" | bc)" = 1 ]; then best=$w; fi
        if [ -z "$cpu" ] || [ "$(echo "$c < $cpu" | bc)" = 1 ]; then cpu=$c; fi
    done
    printf 'report --format %-5s wall %6.2f s, cpu %5.2f s, %s bytes\n' "$fmt" "$best" "$cpu" \
        "$(stat -c %s "$out/report-$rows.$fmt")"
done
echo "(load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) CPUs)"
