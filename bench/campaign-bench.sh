#!/usr/bin/env bash
# bench/campaign-bench.sh [SECONDS] [ENGINE] -- campaign throughput (issue 5, item 3).
#
# Runs `llfuzz campaign` with the generator's defaults and every test
# function checked on 8 input vectors (source and target interpreted), on
# all CPUs, for SECONDS (default 60) against ENGINE (default opt-22:-O2), in a
# fresh store, and prints test functions checked per second and the share of
# the time spent in llfuzz versus in the tool (from the store's stats).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
LLFUZZ=${LLFUZZ:-$root/llfuzz}
T=${1:-60}
E=${2:-opt-22:-O2}
J=${J:-$(nproc)}
[ -x "$LLFUZZ" ] || make -C "$root" -s llfuzz >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$LLFUZZ" campaign --engine "$E" -j "$J" --time "$T" --inputs 8 --db "$dir/b.db" -q 2>"$dir/err" || { cat "$dir/err"; exit 1; }
sqlite3 "$dir/b.db" "SELECT sum(functions), sum(modules), sum(executions), sum(time_llfuzz_s), sum(time_tools_s)
                     FROM stats" | awk -F'|' -v t="$T" -v j="$J" -v e="$E" '{
    printf "campaign against %s, %d workers, %d s: %d modules, %d functions, %d executions\n", e, j, t, $2, $1, $3
    printf "  %.0f test functions checked per second (goal 1000)\n", $1 / t
    printf "  time in llfuzz %.0f%%, in %s %.0f%% (goal: llfuzz <= 50%%)\n", 100 * $4 / ($4 + $5), e, 100 * $5 / ($4 + $5)
}'
