#!/usr/bin/env bash
# bench/parse-bench.sh [RUNS] -- parse+verify speed of llfuzz against LLVM.
#
# Times `llfuzz verify -q F.ll` and `opt-22 -passes=verify -disable-output F.ll`
# on the same large files, in the same run, and prints one line per input:
#   stress-20MB: llfuzz 0.67 s, opt-22 2.01 s, ratio 3.00x (goal >= 3x: met;
#     median of 7 runs; CPU time 0.44 s vs 1.32 s, 2.97x)
# The goal (llfuzz at least 3x faster) is reported, never asserted: the exit
# status says only whether the benchmark could run.
#
# Inputs, generated once into bench/out/ (delete the directory to redo them):
#   stress.ll      llvm-stress-22 --seed=N --size=2000 for N = 1, 2, ... until
#                  the file holds >= 20 MB (147 functions), ModuleID and
#                  source_filename lines dropped (function names differ by seed).
#   transforms.ll  the LLVM 22 tests of Transforms/InstCombine and
#                  Transforms/InstSimplify that llvm-as-22 accepts (index.tsv
#                  column 2), about 22 MB with their comments, merged into one
#                  module by merge-ll.awk (which renames what would clash).
#                  Files that cannot be merged (an intrinsic used with another
#                  signature than an earlier file's, a datalayout they need)
#                  or that llfuzz rejects on its own (its gaps are not what
#                  this measures) are left out, one at a time; their names and
#                  the reasons go to bench/out/transforms.dropped.  Merging
#                  takes several minutes, once; it is redone when llfuzz
#                  comes to reject the merged file.
#
# Timing: each tool runs once untimed (warm page cache), then RUNS times
# (default 7) alternating llfuzz and opt-22; the medians of the wall-clock
# times are compared (these machines are noisy: medians of interleaved runs).
# The medians of the CPU times (user + sys) follow in parentheses: on a
# loaded machine they say more than the wall clock.
#
# Environment: LLFUZZ (default ./llfuzz at the top), OPT (opt-22),
# LLVM_STRESS (llvm-stress-22), CORPUS (/work/shared/corpus/llvm22),
# MIN_MB (20).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
runs=${1:-${RUNS:-7}}
llfuzz=${LLFUZZ:-$root/llfuzz}
opt=${OPT:-opt-22}
stress=${LLVM_STRESS:-llvm-stress-22}
corpus=${CORPUS:-/work/shared/corpus/llvm22}
min_bytes=$(( ${MIN_MB:-20} * 1000000 ))
out=$here/out

die() { echo "parse-bench: $*" >&2; exit 2; }
case $runs in ''|*[!0-9]*|0) die "usage: bench/parse-bench.sh [RUNS] (RUNS >= 1)";; esac
[ -x "$llfuzz" ] || die "$llfuzz not found: run 'make' at the top first (or set LLFUZZ)"
command -v "$opt" >/dev/null || die "$opt not found (apt-get install llvm-22, or set OPT)"
mkdir -p "$out"

# ---- inputs

make_stress() {
    local f=$out/stress.ll
    [ -s "$f" ] && return
    command -v "$stress" >/dev/null || die "$stress not found (apt-get install llvm-22)"
    echo "parse-bench: generating $f (>= $((min_bytes / 1000000)) MB) ..." >&2
    local seed=0 size=0
    : > "$f.tmp"
    while [ "$size" -lt "$min_bytes" ]; do
        seed=$((seed + 1))
        "$stress" --seed="$seed" --size=2000 | grep -v -e '^; ModuleID' -e '^source_filename' >> "$f.tmp"
        size=$(stat -c %s "$f.tmp")
    done
    mv "$f.tmp" "$f"
    echo "parse-bench: $f: $seed functions, $size bytes" >&2
}

# The line of the first "file:LINE:COL: error:" in $1, or 0.
first_error_line() {
    local l
    l=$(sed -n 's/.*:\([0-9][0-9]*\):[0-9][0-9]*: error:.*/\1/p' "$1" | head -1)
    echo "${l:-0}"
}

# merge LIST OUT: merge the files named in LIST into OUT (OUT.map says which
# output line came from which file, and which files merge-ll.awk left out)
merge() {
    local files
    mapfile -t files < "$1"
    awk -v map="$2.map" -f "$here/merge-ll.awk" "${files[@]}" > "$2"
}

# accepts TOOL FILE: does TOOL (opt or llfuzz) accept FILE?  Errors in FILE.err.
accepts() {
    if [ "$1" = opt ]; then
        "$opt" -passes=verify -disable-output "$2" 2> "$2.err"
    else
        "$llfuzz" verify "$2" 2> "$2.err"
    fi
}

# culprit TOOL LIST TMP: TOOL rejects the merge of LIST; print the first file
# of LIST whose addition makes TOOL reject the merge (binary search on the
# prefix length; for errors that carry no line, e.g. LLVM verifier errors).
# When the error names an intrinsic (@llvm.ceil.f32), the search runs over
# the files that mention it (@llvm.ceil), if their merge alone fails: small
# merges, so seconds instead of minutes.
culprit() {
    local tool=$1 list=$2 tmp=$3 lo=0 hi mid name cand
    name=$(grep -o -m1 '@llvm\.[-a-zA-Z$._0-9]*' "$tmp.err" | head -1 | sed 's/\.[^.]*$//' || true)
    if [ -n "$name" ]; then
        mapfile -t cand < "$list"
        grep -l -F -e "$name" "${cand[@]}" > "$tmp.cand" || true
        merge "$tmp.cand" "$tmp"
        if [ -s "$tmp.cand" ] && ! accepts "$tool" "$tmp" 2>/dev/null; then
            list=$tmp.cand
        fi
    fi
    hi=$(wc -l < "$list")
    while [ $((hi - lo)) -gt 1 ]; do
        mid=$(((lo + hi) / 2))
        head -n "$mid" "$list" > "$tmp.list"
        merge "$tmp.list" "$tmp"
        if accepts "$tool" "$tmp" 2>/dev/null; then lo=$mid; else hi=$mid; fi
    done
    sed -n "${hi}p" "$list"
    rm -f "$tmp" "$tmp.list" "$tmp.map" "$tmp.err" "$tmp.cand"
}

make_transforms() {
    local f=$out/transforms.ll
    [ -s "$f" ] && return
    local dirs="Transforms/InstCombine Transforms/InstSimplify"
    [ -f "$corpus/index.tsv" ] || { echo "parse-bench: $corpus/index.tsv not found: skipping the corpus input" >&2; return; }
    echo "parse-bench: merging $dirs into $f (once; several minutes) ..." >&2
    local list=$out/transforms.files drop=$out/transforms.dropped
    : > "$drop"
    # Accepted by llvm-as-22 (index.tsv); not using the old llvm.dbg.*
    # intrinsics, which cannot share a module with files that use #dbg_
    # records; accepted by llfuzz on its own (its gaps are not measured here).
    awk -F'\t' '$2 == "ok" && ($1 ~ /^Transforms\/InstCombine\// || $1 ~ /^Transforms\/InstSimplify\//) { print $1 }' \
        "$corpus/index.tsv" | while read -r p; do
        if grep -q 'call void @llvm\.dbg\.' "$corpus/$p"; then
            continue
        elif ! "$llfuzz" verify -q "$corpus/$p" 2>/dev/null; then
            echo "$corpus/$p	(llfuzz rejects it on its own)" >> "$drop"
        else
            echo "$corpus/$p"
        fi
    done > "$list"
    local tries=0 line bad tool why
    while :; do
        tries=$((tries + 1))
        [ "$tries" -le 100 ] || die "merging keeps failing; see $drop"
        merge "$list" "$f.tmp"
        # files merge-ll.awk left out (an intrinsic declared differently)
        awk '$1 == "#" && $2 == "SKIP" { f = $3; $1 = $2 = $3 = ""; sub(/^ */, ""); print f "\t(" $0 ")" }' \
            "$f.tmp.map" >> "$drop"
        awk '$1 == "#" && $2 == "SKIP" { print $3 }' "$f.tmp.map" > "$f.skip"
        if [ -s "$f.skip" ]; then
            grep -v -x -F -f "$f.skip" "$list" > "$list.new" || true
            mv "$list.new" "$list"
        fi
        bad=
        for tool in opt llfuzz; do
            accepts $tool "$f.tmp" && continue
            why=$(grep -m1 . "$f.tmp.err" | sed 's/^.*: error: //' | cut -c1-160)
            line=$(first_error_line "$f.tmp.err")
            if [ "$line" -gt 0 ]; then
                # the input file whose text holds that line
                bad=$(awk -v l="$line" '$1 == "#" && $2 == "FILE" && $4 <= l { f = $3 } END { print f }' "$f.tmp.map")
            else
                cp "$f.tmp.err" "$out/bisect.ll.err"
                bad=$(culprit $tool "$list" "$out/bisect.ll")
            fi
            [ -n "$bad" ] || die "cannot trace the error back to an input file: $(head -3 "$f.tmp.err")"
            echo "$bad	($tool: $why)" >> "$drop"
            grep -v -x -F "$bad" "$list" > "$list.new" || true
            mv "$list.new" "$list"
            break
        done
        [ -z "$bad" ] && break
    done
    mv "$f.tmp" "$f"
    rm -f "$f.tmp.err" "$f.tmp.map" "$f.skip"
    echo "parse-bench: $f: $(wc -l < "$list") files, $(stat -c %s "$f") bytes;" \
         "$(wc -l < "$drop") left out (see $drop)" >&2
}

# ---- timing

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

run_llfuzz() { "$llfuzz" verify -q "$1"; }
run_opt() { "$opt" -passes=verify -disable-output "$1" 2>/dev/null; }

# time_one FUNC FILE: "wall cpu" seconds of one run (bash's time keyword:
# real, and user + sys); dies if the tool fails
time_one() {
    local TIMEFORMAT='%3R %3U %3S' t
    t=$( { time "$1" "$2" >/dev/null 2>&1; } 2>&1 ) || die "${1#run_} failed on $2"
    echo "$t" | awk '{ print $1, $2 + $3 }'
}

bench() {
    local name=$1 f=$2 i t wl=() cl=() wo=() co=()
    [ -s "$f" ] || return 0
    # one untimed run each: page cache, and a clear message if one rejects it
    run_llfuzz "$f" || die "llfuzz verify rejects $f: it must accept the input to be timed"
    run_opt "$f" || die "$opt rejects $f"
    for ((i = 0; i < runs; i++)); do
        t=$(time_one run_llfuzz "$f"); wl+=("${t% *}"); cl+=("${t#* }")
        t=$(time_one run_opt "$f"); wo+=("${t% *}"); co+=("${t#* }")
    done
    awk -v n="$name" -v tool="$(basename "$opt")" -v r="$runs" \
        -v wl="$(printf '%s\n' "${wl[@]}" | median)" -v wo="$(printf '%s\n' "${wo[@]}" | median)" \
        -v cl="$(printf '%s\n' "${cl[@]}" | median)" -v co="$(printf '%s\n' "${co[@]}" | median)" 'BEGIN {
        ratio = wl > 0 ? wo / wl : 0
        cratio = cl > 0 ? co / cl : 0
        verdict = (ratio >= 3) ? "met" : "NOT met"
        printf "%s: llfuzz %.2f s, %s %.2f s, ratio %.2fx (goal >= 3x: %s; median of %d runs; CPU time %.2f s vs %.2f s, %.2fx)\n",
               n, wl, tool, wo, ratio, verdict, r, cl, co, cratio
    }'
}

mb() { echo $(( ($(stat -c %s "$1") + 500000) / 1000000 )); }

make_stress
make_transforms
# llfuzz may come to reject files it accepted when transforms.ll was merged
# (a stricter verifier): merge again, leaving those out
if [ -s "$out/transforms.ll" ] && ! run_llfuzz "$out/transforms.ll" 2>/dev/null; then
    echo "parse-bench: llfuzz now rejects $out/transforms.ll:" >&2
    "$llfuzz" verify "$out/transforms.ll" 2>&1 | head -1 >&2 || true
    rm -f "$out/transforms.ll"
    make_transforms
fi
bench "stress-$(mb "$out/stress.ll")MB" "$out/stress.ll"
[ -s "$out/transforms.ll" ] && bench "instcombine+instsimplify-$(mb "$out/transforms.ll")MB" "$out/transforms.ll"
exit 0
