#!/usr/bin/env bash
# bench/interp-bench.sh -- speed of the reference interpreter against
# `lli-22 -force-interpreter`, measured in the same run (ratios, not times:
# these machines are noisy).
#
#   bench/interp-bench.sh [CSMITH_PROGRAMS]      (default 20)
#
# (a) loop: a 10M-iteration integer loop with two phis (bench/out/loop.ll);
#     median CPU time (user+sys) of RUNS runs of each tool, and the ratio.
# (a2) start-up: each tool on a module whose @main returns at once, and a
#     static C program that does nothing (what exec and the C library's
#     start-up cost on this machine): the floor under every run of (b).
# (b) csmith: programs from `csmith --seed 1..N`, compiled by clang-22 -O0 and
#     -O2 to .ll; for each, the least CPU time of RUNS runs of each tool (both
#     must print the same); the median ratio over the programs, and the median over
#     the programs where lli runs at least 0.2 s (where startup does not
#     dominate).  A program lli cannot finish in LLI_TIMEOUT seconds counts
#     with the lower bound LLI_TIMEOUT / llfuzz's time (the medians are then
#     lower bounds too).
# (c) host instructions per IR instruction under valgrind --tool=callgrind
#     on the loop, for llfuzz and for lli: the difference between a 200k- and
#     a 100k-iteration run divided by the difference in IR instructions, so
#     that start-up (parsing, LLVM's initialisation) cancels out.
# (d) the programs of (b) once more under callgrind: the ratio of the host
#     instructions of each whole run (user space), a figure without the
#     machine's noise, and its median.
#
# (e) the programs of (b) once more under `perf stat -e page-faults` (when
#     perf works): the page faults of each run.  They are not in (d), which
#     counts user-space instructions, but a 4 KB fault costs as much as
#     thousands of instructions, so that on a run of a few milliseconds
#     they decide a good part of (b).
#
# The interpreter runs with its default --undef=track: poison and undef
# tracking stay on.  Environment: LLFUZZ (./llfuzz), LLI (lli-22), CLANG
# (clang-22), RUNS (3), LLI_TIMEOUT (120), CALLGRIND (1; 0 skips (c) and (d)).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
out=$here/out/interp
mkdir -p "$out"
LLFUZZ=${LLFUZZ:-$root/llfuzz}
LLI=${LLI:-lli-22}
CLANG=${CLANG:-clang-22}
RUNS=${RUNS:-3}
LLI_TIMEOUT=${LLI_TIMEOUT:-120}
CALLGRIND=${CALLGRIND:-1}
N=${1:-20}
case $N in ''|*[!0-9]*) echo "usage: bench/interp-bench.sh [CSMITH_PROGRAMS]" >&2; exit 2;; esac
[ -x "$LLFUZZ" ] || make -C "$root" -s llfuzz >/dev/null || exit 2
command -v "$LLI" >/dev/null || { echo "interp-bench: $LLI not found (apt-get install llvm-22)" >&2; exit 2; }

# cpu SECONDS of one command (user+sys), its stdout to $2
cpu() {
    local o=$1; shift
    if [ "$have_perf" = 1 ]; then # task-clock: CPU time in microseconds' resolution
        perf stat -x, -e task-clock -o "$o.time" "$@" >"$o" 2>/dev/null
        awk -F, '/task-clock/ {printf "%.6f", $1 / 1000}' "$o.time"
    else
        /usr/bin/time -f '%U %S' -o "$o.time" "$@" >"$o" 2>/dev/null
        awk 'END {printf "%.3f", $1 + $2}' "$o.time"
    fi
}
# the least CPU time of RUNS runs (the noise of a shared machine only adds)
cpu_min() {
    local o=$1 n=$2 best='' x; shift 2
    for ((q = 0; q < n; q++)); do
        x=$(cpu "$o" "$@")
        if [ -z "$best" ] || awk -v a="$x" -v b="$best" 'BEGIN {exit !(a < b)}'; then best=$x; fi
    done
    echo "$best"
}
have_perf=0
perf stat -x, -e task-clock -o /dev/null true 2>/dev/null && have_perf=1
# the timer's resolution in seconds: a time below it counts as it (no
# division by zero).  perf's task-clock has microseconds; time(1) has 10 ms.
tres=0.01
[ "$have_perf" = 1 ] && tres=0.000001
median() { sort -g | awk '{a[NR]=$1} END {if (NR == 0) print "nan"; else if (NR % 2) print a[(NR+1)/2]; else printf "%.3f", (a[NR/2]+a[NR/2+1])/2}'; }

loop_ll() { # iterations
    cat <<EOF
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %t = mul i32 %i, 3
  %u = xor i32 %t, %acc
  %acc.next = add i32 %u, 7
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, $1
  br i1 %c, label %loop, label %exit
exit:
  %r = and i32 %acc.next, 127
  ret i32 %r
}
EOF
}

echo "== (a) 10M-iteration integer loop, median of $RUNS runs (CPU seconds)"
loop_ll 10000000 >"$out/loop.ll"
tl=(); tr=()
for ((k = 0; k < RUNS; k++)); do
    tl+=("$(cpu "$out/loop.llfuzz.out" "$LLFUZZ" run "$out/loop.ll")")
    tr+=("$(cpu "$out/loop.lli.out" "$LLI" -force-interpreter "$out/loop.ll")")
done
ml=$(printf '%s\n' "${tl[@]}" | median)
mr=$(printf '%s\n' "${tr[@]}" | median)
steps=$("$LLFUZZ" run --stats "$out/loop.ll" 2>&1 >/dev/null | awk '/instructions executed/ {print $3}')
printf '  llfuzz run              %8.3f s  (%s IR instructions)\n' "$ml" "$steps"
printf '  lli-22 -force-interpreter %6.3f s\n' "$mr"
awk -v a="$ml" -v b="$mr" 'BEGIN {printf "  ratio lli/llfuzz        %8.1fx\n", (a > 0 ? b / a : 0)}'

# the floor under every run: a module whose @main returns at once, and a
# static C program that does nothing (exec and the C library's start-up);
# the ratio of the first two bounds what (b) can show on small programs
echo "== (a2) start-up: a module whose main returns 0 (CPU seconds, the least of $RUNS runs)"
printf 'define i32 @main() {\n  ret i32 0\n}\n' >"$out/empty.ll"
se=$(cpu_min "$out/empty.llfuzz.out" "$RUNS" "$LLFUZZ" run "$out/empty.ll")
sl=$(cpu_min "$out/empty.lli.out" "$RUNS" "$LLI" -force-interpreter "$out/empty.ll")
printf '  llfuzz run              %9.5f s\n  lli-22 -force-interpreter %7.5f s\n' "$se" "$sl"
if printf 'int main(void) { return 0; }\n' | "$CLANG" -O2 -static -x c - -o "$out/nothing" 2>/dev/null; then
    sn=$(cpu_min "$out/nothing.out" "$RUNS" "$out/nothing")
    printf '  a static C program that returns 0: %.5f s\n' "$sn"
fi
awk -v a="$se" -v b="$sl" -v t="$tres" 'BEGIN {if (a < t) a = t; printf "  ratio lli/llfuzz        %8.1fx (what (b) tends to on the smallest programs)\n", b / a}'

echo "== (b) csmith programs 1..$N, clang-22 -O0 and -O2 (CPU seconds, the least of $RUNS runs)"
if ! command -v csmith >/dev/null; then
    echo "  skipped: csmith not installed (apt-get install csmith libcsmith-dev)"
else
    inc=${CSMITH_INC:-/usr/include/csmith}
    ratios=$out/ratios.txt; long=$out/ratios-long.txt; compared=$out/compared.txt
    : >"$ratios"; : >"$long"; : >"$compared"
    skipped=0; differ=0; bounds=0; lli_failed=0
    printf '  %-10s %9s %9s %8s\n' program llfuzz lli ratio
    for ((s = 1; s <= N; s++)); do
        # csmith writes platform.info into the current directory
        (cd "$out" && csmith --seed "$s" -o "c$s.c" >/dev/null 2>&1) || continue
        for opt in O0 O2; do
            ll=$out/c$s.$opt.ll
            "$CLANG" -$opt -w -I"$inc" -S -emit-llvm "$out/c$s.c" -o "$ll" 2>/dev/null || continue
            b=$(cpu "$out/r.lli" sh -c 'timeout "$0" "$1" -force-interpreter "$2"; echo $? >"$3"' \
                "$LLI_TIMEOUT" "$LLI" "$ll" "$out/r.lli.rc")
            if grep -q '^checksum' "$out/r.lli" && [ "$RUNS" -gt 1 ]; then
                b2=$(cpu_min "$out/r.lli2" $((RUNS - 1)) "$LLI" -force-interpreter "$ll")
                b=$(awk -v a="$b" -v c="$b2" 'BEGIN {print (c < a ? c : a)}')
            fi
            if ! grep -q '^checksum' "$out/r.lli" && [ "$(cat "$out/r.lli.rc")" != 124 ]; then
                # lli failed (it cannot run every program: "Cannot load value of type ...")
                lli_failed=$((lli_failed + 1)); continue
            fi
            if ! grep -q '^checksum' "$out/r.lli"; then
                # lli did not finish in LLI_TIMEOUT: the ratio is at least
                # LLI_TIMEOUT / llfuzz's time (these are the programs where
                # execution, not start-up, decides; leaving them out would
                # bias the median down).  llfuzz must finish with a checksum.
                a=$(cpu "$out/r.llfuzz" timeout "$LLI_TIMEOUT" "$LLFUZZ" run --max-steps 100000000000 "$ll")
                if ! grep -q '^checksum' "$out/r.llfuzz"; then skipped=$((skipped + 1)); continue; fi
                r=$(awk -v a="$a" -v b="$LLI_TIMEOUT" -v t="$tres" 'BEGIN {if (a < t) a = t; printf "%.1f", b / a}')
                printf '  %-10s %9.5f %9s %7s  (lli did not finish: a lower bound)\n' "$s.$opt" "$a" ">$LLI_TIMEOUT" ">=${r}x"
                echo "$r" >>"$ratios"; echo "$r" >>"$long"
                bounds=$((bounds + 1))
                continue
            fi
            a=$(cpu_min "$out/r.llfuzz" "$RUNS" "$LLFUZZ" run "$ll")
            if ! cmp -s "$out/r.lli" "$out/r.llfuzz"; then
                differ=$((differ + 1))
                printf '  %-10s output differs from lli\n' "$s.$opt"
                continue
            fi
            r=$(awk -v a="$a" -v b="$b" -v t="$tres" 'BEGIN {if (a < t) a = t; printf "%.1f", b / a}')
            printf '  %-10s %9.5f %9.5f %7.1fx\n' "$s.$opt" "$a" "$b" "$r"
            echo "$r" >>"$ratios"
            echo "$ll" >>"$compared"
            awk -v b="$b" 'BEGIN {exit !(b >= 0.2)}' && echo "$r" >>"$long"
        done
    done
    printf '  median ratio lli/llfuzz, all %d runs:            %sx\n' "$(wc -l <"$ratios")" "$(median <"$ratios")"
    printf '  median ratio lli/llfuzz, the %d where lli >= 0.2 s: %sx\n' "$(wc -l <"$long")" "$(median <"$long")"
    [ "$bounds" -gt 0 ] && echo "  ($bounds runs where lli did not finish in ${LLI_TIMEOUT}s count with a lower bound, so the medians are lower bounds)"
    [ "$lli_failed" -gt 0 ] && echo "  ($lli_failed runs skipped: lli failed)"
    [ "$skipped" -gt 0 ] && echo "  ($skipped runs skipped: neither lli in ${LLI_TIMEOUT}s nor llfuzz finished)"
    [ "$differ" -gt 0 ] && echo "  ($differ runs where the outputs differ: see bench/csmith-check.sh)"
fi

if [ "$CALLGRIND" = 1 ] && command -v valgrind >/dev/null; then
    echo "== (c) host instructions per IR instruction (callgrind, 200k minus 100k iterations)"
    loop_ll 100000 >"$out/loop100k.ll"
    loop_ll 200000 >"$out/loop200k.ll"
    irs() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected :/ {print $4}'; }
    s1=$("$LLFUZZ" run --stats "$out/loop100k.ll" 2>&1 >/dev/null | awk '/instructions executed/ {print $3}')
    s2=$("$LLFUZZ" run --stats "$out/loop200k.ll" 2>&1 >/dev/null | awk '/instructions executed/ {print $3}')
    a1=$(irs "$LLFUZZ" run "$out/loop100k.ll"); a2=$(irs "$LLFUZZ" run "$out/loop200k.ll")
    b1=$(irs "$LLI" -force-interpreter "$out/loop100k.ll"); b2=$(irs "$LLI" -force-interpreter "$out/loop200k.ll")
    awk -v a1="$a1" -v a2="$a2" -v b1="$b1" -v b2="$b2" -v s1="$s1" -v s2="$s2" 'BEGIN {
        d = s2 - s1; if (d <= 0) d = 1
        printf "  llfuzz  %6.1f host instructions per IR instruction\n", (a2 - a1) / d
        printf "  lli-22  %6.1f host instructions per IR instruction\n", (b2 - b1) / d }'
    if [ -s "${compared:-}" ]; then
        # the same comparison as (b) without the machine's noise: user-space
        # instructions, which callgrind counts exactly (the kernel's share,
        # page faults above all, is left out for both tools)
        echo "== (d) csmith programs of (b), host instructions of the whole run (callgrind)"
        : >"$out/ratios-ir.txt"
        while read -r ll; do
            a=$(irs "$LLFUZZ" run "$ll"); b=$(irs "$LLI" -force-interpreter "$ll")
            r=$(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.1f", (a > 0 ? b / a : 0)}')
            printf '  %-10s %12s %12s %7sx\n' "$(basename "$ll" .ll | sed 's/^c//')" "$a" "$b" "$r"
            echo "$r" >>"$out/ratios-ir.txt"
        done <"$compared"
        printf '  median ratio lli/llfuzz in instructions, %d runs: %sx\n' "$(wc -l <"$out/ratios-ir.txt")" \
            "$(median <"$out/ratios-ir.txt")"
    fi
fi

if [ "$have_perf" = 1 ] && [ -s "${compared:-}" ]; then
    echo "== (e) csmith programs of (b), page faults of one run (perf stat)"
    faults() { perf stat -x, -e page-faults "$@" 2>&1 >/dev/null | awk -F, '/page-faults/ {print $1}'; }
    : >"$out/faults.txt"
    while read -r ll; do
        a=$(faults "$LLFUZZ" run "$ll"); b=$(faults "$LLI" -force-interpreter "$ll")
        printf '  %-10s %8s %8s\n' "$(basename "$ll" .ll | sed 's/^c//')" "$a" "$b"
        echo "$a $b" >>"$out/faults.txt"
    done <"$compared"
    printf '  median page faults: llfuzz %s, lli %s\n' "$(awk '{print $1}' "$out/faults.txt" | median)" \
        "$(awk '{print $2}' "$out/faults.txt" | median)"
fi
