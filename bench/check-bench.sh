#!/usr/bin/env bash
# bench/check-bench.sh [-v] [DIR...] -- how many wrong pairs `llfuzz check`
# finds and how many correct pairs it passes, on its own inputs.
#
# The pairs are the @srcN/@tgtN pairs of the golden tests under
# tests/golden/check/ (default; or the DIRs given) whose RUN line is plain
# `%llfuzz check %s`, or whose first RUN line checks the file against a
# target of its own, `%llfuzz check %s %S/Inputs/<file>.ll` (with `%exit N`
# before it and `| FileCheck ...` after it).  A pair's expectation is what the test's CHECK lines
# say of it (those of its first RUN line): `@src/@tgt: ERROR: ...` is a wrong pair, `@src/@tgt: no
# counterexample` a correct one (pairs a test says nothing of are not
# counted).  Each file is checked again with its `; llfuzz-input:` lines
# removed: the inputs that a test's author picked by hand do not help, the
# oracle has to find its counterexamples itself.  Prints, per family (the
# folder) and in all: wrong pairs found / wrong pairs, correct pairs passed /
# correct pairs, and every miss and every false alarm (-v: also the files).
# Goals (issue 30): >= 90% of >= 200 wrong pairs found, 0 of >= 300 correct
# pairs reported.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
LLFUZZ=${LLFUZZ:-$root/llfuzz}
verbose=0
[ "${1:-}" = -v ] && { verbose=1; shift; }
[ $# -gt 0 ] || set -- "$root/tests/golden/check"
[ -x "$LLFUZZ" ] || make -C "$root" -s llfuzz >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

find "$@" -name '*.ll' -not -path '*/Inputs/*' -not -path '*/.*/*' | sort |
while read -r f; do
    # plain `llfuzz check %s`, or (as the first RUN line) a source checked
    # against a target of its own: `llfuzz check %s %S/Inputs/<file>.ll`
    # (the RUN lines as lit runs them, without `%exit N`, the pipe or the
    # redirections to FileCheck, and the `rm -rf %t ...` that sets up %t)
    tgt=
    runs=$(grep '^; RUN:' "$f" | grep -v '^; RUN: rm -rf %t' |
           sed -E 's/^; RUN: (%exit [a-z0-9]+ )?%llfuzz /; RUN: llfuzz /; s/ (\||>|2>).*$//')
    if ! grep -qx '; RUN: llfuzz check %s' <<<"$runs"; then
        run=$(head -n1 <<<"$runs")
        [ -n "$run" ] || continue
        case $run in
        '; RUN: llfuzz check %s %S/Inputs/'*.ll) tgt=$(dirname "$f")/${run#'; RUN: llfuzz check %s %S/'} ;;
        *) continue ;;
        esac
        case $tgt in *' '*) continue ;; esac
        [ -f "$tgt" ] || continue
    fi
    fam=$(basename "$(dirname "$f")")
    [ "$fam" = check ] && fam=misc
    grep -v '^; llfuzz-input:' "$f" > "$dir/t.ll"
    if [ -n "$tgt" ]; then
        grep -v '^; llfuzz-input:' "$tgt" > "$dir/u.ll"
        "$LLFUZZ" check "$dir/t.ll" "$dir/u.ll" > "$dir/out" 2>&1 || true
    else
        "$LLFUZZ" check "$dir/t.ll" > "$dir/out" 2>&1 || true
    fi
    # expectations, then results: "E|fam|file|pair|wrong" / "R|pair|verdict"
    # (the CHECK lines of the first RUN, CHECK or CHECK1: a second one checks a variant)
    awk -v fam="$fam" -v f="$f" '
        /^; CHECK1?: @[^ ]*: (ERROR|no counterexample)/ {
            p = $3; sub(/:$/, "", p); print "E|" fam "|" f "|" p "|" ($4 ~ /^ERROR/ ? "wrong" : "correct") }' "$f"
    grep -o '^@[^ ]*: .*' "$dir/out" | awk -v f="$f" '{
        p = $1; sub(/:$/, "", p); $1 = ""; sub(/^ /, ""); print "R|" f "|" p "|" $0 }'
done > "$dir/all"

awk -F'|' -v verbose="$verbose" '
$1 == "R" { res[$2 "|" $3] = $4; next }
$1 == "E" { n++; fam[n] = $2; file[n] = $3; pair[n] = $4; want[n] = $5 }
END {
    for (i = 1; i <= n; i++) {
        k = file[i] "|" pair[i]; got = (k in res) ? res[k] : "(no verdict)"
        err = got ~ /^ERROR/
        f = fam[i]; fams[f] = 1
        if (want[i] == "wrong") {
            W[f]++; TW++
            if (err) { Wf[f]++; TWf++ } else misses = misses sprintf("  missed:      %s %s: %s\n", file[i], pair[i], got)
        } else {
            C[f]++; TC++
            if (!err && got ~ /no counterexample/) { Cp[f]++; TCp++ }
            else if (err) { nalarm++; alarms = alarms sprintf("  FALSE ALARM: %s %s: %s\n", file[i], pair[i], got) }
            else others = others sprintf("  not passed:  %s %s: %s\n", file[i], pair[i], got)
        }
    }
    printf "%-14s %18s %22s\n", "family", "wrong found", "correct passed"
    for (f in fams)
        printf "%-14s %8d / %-4d %3.0f%% %10d / %-4d %3.0f%%\n", f, Wf[f], W[f], W[f] ? 100 * Wf[f] / W[f] : 100,
               Cp[f], C[f], C[f] ? 100 * Cp[f] / C[f] : 100 | "sort"
    close("sort")
    printf "%-14s %8d / %-4d %3.0f%% %10d / %-4d %3.0f%%\n", "all", TWf, TW, TW ? 100 * TWf / TW : 0,
           TCp, TC, TC ? 100 * TCp / TC : 0
    printf "goals: >= 90%% of >= 200 wrong pairs found; 0 of >= 300 correct pairs reported (%d reported)\n", nalarm
    printf "%s%s%s", alarms, others, misses
}' "$dir/all"
