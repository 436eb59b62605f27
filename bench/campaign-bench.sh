#!/usr/bin/env bash
# bench/campaign-bench.sh [SECONDS] [ENGINE...] -- campaign throughput.
#
# Runs `llfuzz campaign` with the generator's defaults, every test function
# checked on 8 input vectors, on all CPUs (J=N to change), for SECONDS
# (default 60) against the ENGINEs (default: opt-22:-O2 and llc-22:-O2, the
# default campaign), in a fresh store, and prints:
#   - test functions checked per second: one function on one engine, each on
#     its 8 inputs (the campaign's "functions"), and modules per second;
#   - the share of the time in the tools (opt, llc, the compiled code's runs)
#     versus llfuzz's own (generation, interpretation, the store);
#   - the share of the planned test-function executions that were made.
# With CROSS=1 it then runs the same against llc-22 for aarch64 (qemu).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
LLFUZZ=${LLFUZZ:-$root/llfuzz}
T=${1:-60}
shift || true
[ $# -gt 0 ] || set -- opt-22:-O2 llc-22:-O2
J=${J:-$(nproc)}
[ -x "$LLFUZZ" ] || make -C "$root" -s llfuzz >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

bench() {
    local db=$dir/b$RANDOM.db args=() e
    for e in "$@"; do args+=(--engine "$e"); done
    "$LLFUZZ" campaign "${args[@]}" -j "$J" --time "$T" --inputs 8 --db "$db" -q 2>"$dir/err" ||
        { cat "$dir/err"; exit 1; }
    local planned
    planned=$(grep -o 'test-function executions: .*' "$dir/err" | head -1)
    sqlite3 "$db" "SELECT sum(functions), sum(modules), sum(executions), sum(time_llfuzz_s), sum(time_tools_s)
                   FROM stats" | awk -F'|' -v t="$T" -v j="$J" -v e="$*" -v p="$planned" '{
        printf "campaign against %s, %d workers, %d s: %d modules, %d functions, %d executions\n", e, j, t, $2, $1, $3
        printf "  %.0f test functions checked per second (goal 1000), %.1f modules/s\n", $1 / t, $2 / t
        printf "  time in the tools %.0f%% (goal >= 85%%), in llfuzz %.0f%%\n", 100 * $5 / ($4 + $5), 100 * $4 / ($4 + $5)
        printf "  %s\n", p
    }'
}

bench "$@"
if [ "${CROSS:-0}" = 1 ]; then
    bench "llc-22:-mtriple=aarch64-linux-gnu -O2"
fi
