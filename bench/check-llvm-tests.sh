#!/usr/bin/env bash
# bench/check-llvm-tests.sh -- `llfuzz check` on LLVM 22's own transform tests
# (issue 30, items 1 and 5).
#
#   bench/check-llvm-tests.sh [-j N] [-t SECONDS] [DIR|FILE]...
#
# Default: every test of ../shared/corpus/llvm22/Transforms/InstCombine and
# InstSimplify.  For each test file and each distinct opt command of its RUN
# lines (its own -passes= pipeline, -mtriple, -data-layout and other flags),
# runs
#
#   llfuzz check FILE --engine 'opt-22:<those flags>'
#
# with a time limit per run (-t, default 60 s), -j runs at once (default 1:
# the pairs-per-second figure is per core).  These transformations are
# (almost always) correct: every divergence is a false alarm until shown to
# be an LLVM bug.
#
# Prints: files, runs, pairs, pairs with a counterexample (divergences),
# inconclusive, unsupported, files whose opt run failed, runs over the time
# limit, llfuzz crashes; then the divergences and the unsupported reasons by
# count, the pairs checked per second (all runs and the median run) and the
# slowest files.  Work files: $OUT (bench/out/check-llvm-tests): results.tsv
# (file, flags, exit, time, pairs, ok, bad, inconclusive, unsupported) and
# one .out per run.  Environment: LLFUZZ (./llfuzz), OPT (opt-22), OUT.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
LLFUZZ=${LLFUZZ:-$root/llfuzz}
OPT=${OPT:-opt-22}
OUT=${OUT:-$here/out/check-llvm-tests}
corpus=$(cd "$root/../shared/corpus/llvm22/Transforms" 2>/dev/null && pwd)
jobs=1 limit=60
while [ $# -gt 0 ]; do
    case $1 in
    -j) jobs=$2; shift 2;;
    -t) limit=$2; shift 2;;
    -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0;;
    -*) echo "check-llvm-tests.sh: unknown option '$1'" >&2; exit 2;;
    *) break;;
    esac
done
[ $# -gt 0 ] || set -- "$corpus/InstCombine" "$corpus/InstSimplify"
[ -x "$LLFUZZ" ] || make -C "$root" -s llfuzz >/dev/null || exit 2
command -v "$OPT" >/dev/null || { echo "check-llvm-tests.sh: $OPT not found" >&2; exit 2; }
rm -rf "$OUT"; mkdir -p "$OUT/runs"

# The opt flags of one RUN line, without what only concerns I/O, one per
# word; quotes removed (a pipeline never contains a space).
flags_of() {
    sed -e 's/.*\bopt\b//' -e 's/|.*//' -e 's/ [0-9]*>.*//' -e "s/['\"]//g" <<<"$1" | tr ' \t' '\n\n' | awk '
        $0 == "" || $0 == "<" || $0 == "%s" || $0 == "-S" || $0 == "-" || $0 == "/dev/null" { next }
        $0 == "-o" { skip = 1; next }
        skip { skip = 0; next }
        $0 == "-disable-output" || $0 == "-debug-pass-manager" || $0 ~ /^-?-verify/ { next }
        { sub(/^--/, "-"); printf "%s ", $0 }' | sed 's/ $//'
}

# The jobs: FILE <tab> FLAGS, one per distinct opt command of the file.
: > "$OUT/jobs"
find "$@" -name '*.ll' | sort | while read -r f; do
    # RUN lines joined where they end in a backslash
    grep -h 'RUN:' "$f" | sed 's/.*RUN: *//' | awk '{ if (sub(/\\$/, "")) { acc = acc $0 " " } else { print acc $0; acc = "" } }' |
        grep -E '(^|[ |])opt ' | grep -v '^not ' | while read -r line; do
            fl=$(flags_of "$line")
            case $fl in *-passes=*|*-O[0-3]*|*-p=*) printf '%s\t%s\n' "$f" "$fl";; esac
        done | sort -u
done >> "$OUT/jobs"

one() {
    f=$1 fl=$2
    id=$(printf '%s %s' "$f" "$fl" | md5sum | cut -c1-12)
    o=$OUT/runs/$id.out
    t0=$(date +%s.%N)
    timeout -k 5 "$limit" "$LLFUZZ" check "$f" --engine "$OPT:$fl" > "$o" 2>&1
    rc=$?
    t1=$(date +%s.%N)
    # the per-pair lines
    pairs=$(grep -cE '^@[^ ]+/@[^ ]+: ' "$o")
    bad=$(grep -cE '^@[^ ]+/@[^ ]+: ERROR' "$o")
    uns=$(grep -cE '^@[^ ]+/@[^ ]+: unsupported' "$o")
    inc=$(grep -cE '^@[^ ]+/@[^ ]+: (inconclusive|no counterexample in 0 inputs)' "$o")
    printf '%s\t%s\t%s\t%.3f\t%s\t%s\t%s\t%s\t%s\n' "${f#$corpus/}" "$fl" "$rc" "$(echo "$t1 - $t0" | bc)" \
        "$pairs" "$((pairs - bad - uns - inc))" "$bad" "$inc" "$uns"
}
export -f one
export LLFUZZ OPT OUT limit corpus
njobs=$(wc -l < "$OUT/jobs")
echo "check-llvm-tests: $njobs runs of $(cut -f1 "$OUT/jobs" | sort -u | wc -l) files, $jobs at once, limit ${limit}s" >&2
tr '\t' '\001' < "$OUT/jobs" | xargs -P "$jobs" -d '\n' -n 1 bash -c 'IFS=$'"'"'\001'"'"' read -r f fl <<<"$0"; one "$f" "$fl"' \
    > "$OUT/results.tsv"

awk -F'\t' -v limit="$limit" '
    { files[$1] = 1; runs++; pairs += $5; ok += $6; bad += $7; inc += $8; uns += $9; t += $4
      if ($3 == 124 || $3 == 137) over++
      else if ($3 == 126 || $3 == 127) noexec++
      else if ($3 > 3 || $3 < 0) crash++
      else if ($3 == 2 && $5 == 0) failed++
      if ($7) badfiles++ }
    END {
      nf = 0; for (f in files) nf++
      printf "files %d, runs %d, pairs %d: %d without counterexample, %d divergences (in %d runs), %d inconclusive, %d unsupported (%.2f%%)\n",
             nf, runs, pairs, ok, bad, badfiles, inc, uns, pairs ? 100 * uns / pairs : 0
      printf "runs without a pair checked (opt or llfuzz refused the file): %d; over %ds: %d; llfuzz crashed: %d; not run (126/127): %d\n",
             failed, limit, over, crash, noexec
      printf "pairs per second: %.1f (%d pairs in %.0f s of runs)\n", t ? pairs / t : 0, pairs, t
    }' "$OUT/results.tsv"
# the median run's rate
awk -F'\t' '$5 > 0 && $4 > 0 { print $5 / $4 }' "$OUT/results.tsv" | sort -g |
    awk '{ a[NR] = $1 } END { if (NR) printf "median run: %.1f pairs/s\n", a[int((NR + 1) / 2)] }'
echo "slowest runs:"
sort -t$'\t' -k4,4gr "$OUT/results.tsv" | head -5 | awk -F'\t' '{ printf "  %6.1f s  %s pairs  %s  [%s]\n", $4, $5, $1, $2 }'
echo "divergences:"
awk -F'\t' '$7 > 0 { printf "  %s  [%s]  %d\n", $1, $2, $7 }' "$OUT/results.tsv"
echo "unsupported, by reason:"
cat "$OUT"/runs/*.out 2>/dev/null | grep -E '^@[^ ]+/@[^ ]+: unsupported' | sed -E 's/^[^:]*: unsupported: //; s/@[A-Za-z0-9_.$-]+/@F/g; s/[0-9]+/N/g' |
    sort | uniq -c | sort -rn | head -30
echo "llfuzz errors (exit 2, no pair):"
awk -F'\t' '$3 == 2 && $5 == 0 { print $1 "\t" $2 }' "$OUT/results.tsv" | head -20 | while IFS=$'\t' read -r f fl; do
    id=$(printf '%s %s' "$corpus/$f" "$fl" | md5sum | cut -c1-12)
    printf '  %s: %s\n' "$f" "$(grep -m1 -E 'error|unsupported' "$OUT/runs/$id.out" | cut -c1-160)"
done
