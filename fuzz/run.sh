#!/usr/bin/env bash
# fuzz/run.sh [parse|check] [SECONDS] -- one libFuzzer session on the .ll
# front end (parse, the default: fuzz_parse.c) or on `llfuzz check`'s
# interpreter and oracle (check: fuzz_check.c, which also requires that
# every function refines its own copy).
#
# Builds fuzz/out/fuzz_TARGET (make -C fuzz), makes the seed corpus once
# (fuzz/out/seeds: every .ll of the LLVM 22 test corpus, good and bad, and of
# tests/golden), and fuzzes into fuzz/out/corpus, which grows from session to
# session (the seeds are read, never written; fuzz/out/corpus-check for
# check).  Crashes, leaks and timeouts land in fuzz/out/artifacts/ (-check/).
# Default: 600 seconds.
#
# Environment: CORPUS_SRC (default /work/shared/corpus/llvm22), JOBS (parallel
# fuzzing processes, default 1), FUZZ_ARGS (more libFuzzer flags).
#
# Why these flags:
#   -max_len=65536     98% of the seed files are smaller (median 2 KB); the 50
#                      larger ones are truncated, which still exercises their
#                      prefix.  Bigger inputs make every mutation slower and
#                      the interesting bugs are found in small ones.
#   -timeout=10        parsing+verifying+printing 64 KB twice takes a few ms even
#                      under ASan; 10 s means a real hang (quadratic or worse),
#                      with margin for a busy machine.  check: 30 s, since one
#                      input runs up to 8 functions on 4 inputs each, twice,
#                      and compares every observed global after each run (a
#                      test's [1000000 x i8] global took 15 s on a loaded
#                      machine under ASan and coverage).
#   -rss_limit_mb=2048 a 64 KB input that needs more than 2 GB is a bug (e.g. a
#                      huge array or integer width materialised eagerly).
#   -malloc_limit_mb=1024  the same for one single allocation.
#   -dict=fuzz/ll.dict the grammar's keywords and phrases: random bytes rarely
#                      spell `getelementptr`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
target=parse
case ${1:-} in parse|check) target=$1; shift;; esac
secs=${1:-600}
src=${CORPUS_SRC:-/work/shared/corpus/llvm22}
out=$here/out
jobs=${JOBS:-1}

case $secs in ''|*[!0-9]*) echo "usage: fuzz/run.sh [parse|check] [SECONDS]" >&2; exit 2;; esac
command -v clang-22 >/dev/null || { echo "fuzz/run.sh: clang-22 not found (apt-get install clang-22)" >&2; exit 2; }
make --no-print-directory -C "$here" >&2

if [ ! -d "$out/seeds" ]; then
    mkdir -p "$out/seeds.tmp"
    n=0
    # Flatten the paths into file names so that same-named files do not clash.
    while IFS= read -r -d '' f; do
        rel=${f#"$src"/}
        cp "$f" "$out/seeds.tmp/llvm22_${rel//\//_}"
        n=$((n + 1))
    done < <(if [ -d "$src" ]; then find "$src" -name '*.ll' -print0; fi)
    while IFS= read -r -d '' f; do
        rel=${f#"$root"/tests/golden/}
        cp "$f" "$out/seeds.tmp/golden_${rel//\//_}"
        n=$((n + 1))
    done < <(find "$root/tests/golden" -name '*.ll' -print0)
    mv "$out/seeds.tmp" "$out/seeds"
    echo "fuzz/run.sh: $n seed files in $out/seeds" >&2
fi
corpus=corpus artifacts=artifacts
[ "$target" = parse ] || { corpus=corpus-$target; artifacts=artifacts-$target; }
mkdir -p "$out/$corpus" "$out/$artifacts"

cd "$out"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
timeout=10
[ "$target" = check ] && timeout=30
args=(-max_total_time="$secs" -rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout="$timeout"
      -max_len=65536 -dict="$here/ll.dict" -artifact_prefix="$out/$artifacts/"
      -print_final_stats=1)
if [ "$jobs" -gt 1 ]; then
    args+=(-fork="$jobs" -ignore_crashes=0)
fi
# shellcheck disable=SC2086
exec ./fuzz_$target "${args[@]}" ${FUZZ_ARGS:-} "$corpus" seeds
