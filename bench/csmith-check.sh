#!/bin/bash
# csmith-check.sh -- the csmith acceptance test of the reference interpreter.
#
#   bench/csmith-check.sh [N] [FIRST_SEED]      (default: 200 programs from seed 1)
#
# For each seed: generate a program with `csmith --seed S`, build it with gcc
# (-O0) and run it with a 5 s timeout for the reference output (programs whose
# gcc binary does not finish in time, crashes or does not build are skipped),
# compile it with clang-22 to .ll at -O0 and at -O2, run both with
# `llfuzz run`, and compare stdout exactly with gcc's.  The acceptance: every
# program whose gcc binary terminates prints the same at -O0 and at -O2.
#
# Runs JOBS (default 2) seeds in parallel.  Work files: bench/out/csmith/<seed>/
# (the .c, the .ll files, outputs; removed for programs that pass unless
# KEEP=1).  The summary lists each mismatch with the first differing line and
# llfuzz's diagnostic (unsupported: X, UB: Y, limit: ...).
#
# Environment: LLFUZZ (default ./llfuzz), CLANG (clang-22), CC (gcc),
# CSMITH_INC (/usr/include/csmith), JOBS (2), LLFUZZ_TIMEOUT (seconds per
# llfuzz run, default 600), MAX_STEPS (2000000000), KEEP (keep all work files).
set -u

N=${1:-200}
FIRST=${2:-1}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
export LLFUZZ=${LLFUZZ:-$ROOT/llfuzz}
export CLANG=${CLANG:-clang-22}
export GCC=${CC:-gcc}
export CSMITH_INC=${CSMITH_INC:-/usr/include/csmith}
export LLFUZZ_TIMEOUT=${LLFUZZ_TIMEOUT:-600}
export MAX_STEPS=${MAX_STEPS:-2000000000}
export KEEP=${KEEP:-0}
JOBS=${JOBS:-2}
export OUT=$ROOT/bench/out/csmith

for tool in csmith "$GCC" "$CLANG" timeout; do
    command -v "$tool" >/dev/null || { echo "csmith-check: $tool not found" >&2; exit 2; }
done
[ -x "$LLFUZZ" ] || { echo "csmith-check: $LLFUZZ not found (make llfuzz)" >&2; exit 2; }
mkdir -p "$OUT"

# one SEED: writes $OUT/SEED/result, one line of tab-separated fields:
#   seed  gcc(ok|timeout|crash|nocompile|nocsmith)  O0  O2  detail-O0  detail-O2  secs-O0  secs-O2
#   steps-O0  steps-O2
# where O0/O2 is same | differ | clang-error | llfuzz-timeout.
one() {
    local seed=$1 d=$OUT/$1
    rm -rf "$d"
    mkdir -p "$d"
    cd "$d" || return
    local res=$d/result
    if ! csmith --seed "$seed" > t.c 2>/dev/null; then
        printf '%s\tnocsmith\t-\t-\t\t\t0\t0\n' "$seed" > "$res"
        return
    fi
    if ! "$GCC" -w -O0 -I"$CSMITH_INC" t.c -o t.gcc 2>gcc.err; then
        printf '%s\tnocompile\t-\t-\t\t\t0\t0\n' "$seed" > "$res"
        return
    fi
    timeout 5 ./t.gcc > ref.txt 2>/dev/null
    local rc=$?
    if [ $rc -eq 124 ]; then
        printf '%s\ttimeout\t-\t-\t\t\t0\t0\n' "$seed" > "$res"
        [ "$KEEP" = 1 ] || rm -f t.gcc ref.txt
        return
    fi
    if [ $rc -ge 128 ]; then
        printf '%s\tcrash\t-\t-\t\t\t0\t0\n' "$seed" > "$res"
        return
    fi
    local fields=() details=() secs=() steps=()
    for opt in O0 O2; do
        if ! "$CLANG" -S -emit-llvm -w -I"$CSMITH_INC" -$opt t.c -o t.$opt.ll 2>clang.$opt.err; then
            fields+=(clang-error)
            details+=("$(head -1 clang.$opt.err | tr '\t' ' ')")
            secs+=(0)
            steps+=(0)
            continue
        fi
        local t0 t1 lrc
        t0=$(date +%s.%N)
        timeout "$LLFUZZ_TIMEOUT" "$LLFUZZ" run --stats --max-steps "$MAX_STEPS" t.$opt.ll > out.$opt.txt 2> err.$opt.txt
        lrc=$?
        t1=$(date +%s.%N)
        secs+=("$(echo "$t1 - $t0" | bc | sed 's/^\./0./')")
        local n
        n=$(sed -n 's/^llfuzz run: \([0-9]*\) instructions executed.*/\1/p' err.$opt.txt)
        steps+=("${n:-0}")
        if [ $lrc -eq 124 ]; then
            fields+=(llfuzz-timeout)
            details+=("llfuzz did not finish in ${LLFUZZ_TIMEOUT}s")
        elif cmp -s ref.txt out.$opt.txt; then
            fields+=(same)
            details+=("")
        else
            fields+=(differ)
            # the first differing line, and llfuzz's diagnostic
            local line diag
            line=$(diff ref.txt out.$opt.txt | grep -m1 -E '^[0-9]' )
            diag=$(grep -m1 -E '^UB: |unsupported: |limit: |aborted: |error: ' err.$opt.txt | sed 's/^.*\.ll: //')
            [ -n "$diag" ] || diag="exit status $lrc, no diagnostic"
            local exp got
            exp=$(diff ref.txt out.$opt.txt | grep -m1 '^<' | cut -c1-80)
            got=$(diff ref.txt out.$opt.txt | grep -m1 '^>' | cut -c1-80)
            details+=("$(printf '%s: expected [%s] got [%s]; llfuzz: %s' "$line" "${exp#< }" "${got#> }" "$diag" | tr '\t' ' ')")
        fi
    done
    # llfuzz reported UB: does the program have UB?  UBSan (clang-22
    # -fsanitize=undefined) confirms the kinds it can see (misaligned
    # accesses through pointers to packed members, csmith's usual UB); where
    # clang's UBSan sees nothing, gcc's (it checks some misaligned accesses
    # through pointers to packed members that clang's does not).
    local i
    for i in 0 1; do
        if [ "${fields[$i]}" = differ ] && [[ "${details[$i]}" == *"llfuzz: UB: "* ]]; then
            if [ ! -f ubsan.txt ]; then
                if "$CLANG" -w -O0 -I"$CSMITH_INC" -fsanitize=undefined t.c -o t.ubsan 2>/dev/null; then
                    timeout 20 ./t.ubsan 2>&1 >/dev/null | grep -m1 'runtime error' > ubsan.txt
                else
                    : > ubsan.txt
                fi
                if [ ! -s ubsan.txt ] &&
                    "$GCC" -w -O0 -I"$CSMITH_INC" -fsanitize=undefined t.c -o t.gubsan 2>/dev/null; then
                    timeout 20 ./t.gubsan 2>&1 >/dev/null | grep -m1 'runtime error' > ubsan.txt
                fi
            fi
            # the kinds must agree where both tools name them
            local agree=1
            if [[ "${details[$i]}" == *"llfuzz: UB: misaligned"* ]] && ! grep -q misaligned ubsan.txt; then agree=0; fi
            if [[ "${details[$i]}" == *"llfuzz: UB: division by zero"* ]] && ! grep -q 'division by zero' ubsan.txt; then agree=0; fi
            if [ -s ubsan.txt ] && [ $agree = 1 ]; then
                fields[$i]=program-ub
                details[$i]="${details[$i]}; UBSan: $(sed 's/^[^ ]* runtime error: //' ubsan.txt | cut -c1-100)"
            elif [ -s ubsan.txt ]; then
                details[$i]="${details[$i]}; UBSan reports another kind: $(sed 's/^[^ ]* runtime error: //' ubsan.txt | cut -c1-100)"
            fi
        fi
    done
    printf '%s\tok\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$seed" "${fields[0]}" "${fields[1]}" "${details[0]}" \
        "${details[1]}" "${secs[0]}" "${secs[1]}" "${steps[0]}" "${steps[1]}" > "$res"
    if [ "$KEEP" != 1 ] && [ "${fields[0]}" = same ] && [ "${fields[1]}" = same ]; then
        rm -f t.gcc t.ubsan t.gubsan t.O0.ll t.O2.ll out.*.txt
    fi
}
export -f one

LAST=$((FIRST + N - 1))
start=$(date +%s)
seq "$FIRST" "$LAST" | xargs -P "$JOBS" -I{} bash -c 'one {}'
end=$(date +%s)

# ------------------------------------------------------------- summary
results=$(for s in $(seq "$FIRST" "$LAST"); do cat "$OUT/$s/result" 2>/dev/null || printf '%s\tmissing\t-\t-\t\t\t0\t0\n' "$s"; done)
echo "$results" > "$OUT/results-$FIRST-$LAST.tsv"
awk -F'\t' -v first="$FIRST" -v last="$LAST" -v secs=$((end - start)) '
function median(a, n,    i, j, x) {
    for (i = 2; i <= n; i++) {
        x = a[i]
        for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]
        a[j + 1] = x
    }
    if (!n) return 0
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{
    n++
    if ($2 != "ok") { skip++; why[$2]++; next }
    ran++
    if ($3 == "program-ub" || $4 == "program-ub") {
        ub++
        d = $3 == "program-ub" ? $5 : $6
        sub(/^.*llfuzz: /, "", d); sub(/ at [^ ]*\.ll:[0-9]+:[0-9]+:.*; UBSan:/, "; UBSan:", d)
        ubl[++nu] = sprintf("  seed %s: %s", $1, d)
        next
    }
    if ($3 == "same") s0++
    if ($4 == "same") s2++
    t0 += $7; t2 += $8
    tt0[++nt] = $7; tt2[nt] = $8
    if ($7 > max0) { max0 = $7; maxs0 = $1; maxn0 = $9 }
    if ($8 > max2) { max2 = $8; maxs2 = $1; maxn2 = $10 }
    if ($3 != "same") bad[++nb] = sprintf("  seed %s -O0: %s%s", $1, $3, $5 != "" ? ": " $5 : "")
    if ($4 != "same") bad[++nb] = sprintf("  seed %s -O2: %s%s", $1, $4, $6 != "" ? ": " $6 : "")
    for (k = 5; k <= 6; k++) {
        if ($k == "") continue
        d = $k; sub(/^.*llfuzz: /, "", d); sub(/ \(at .*$/, "", d); sub(/; operands:.*$/, "", d)
        sub(/ at [^ ]*\.ll:[0-9]+:[0-9]+.*$/, "", d)
        kind[d]++
    }
}
END {
    printf "csmith-check: %d programs (seeds %d..%d), %d s\n", n, first, last, secs
    printf "  skipped (gcc binary): %d", skip
    sep = " ("
    for (w in why) { printf "%s%s %d", sep, w, why[w]; sep = ", " }
    printf "%s\n", skip ? ")" : ""
    printf "  ran: %d", ran
    if (ub) printf ", of which %d have UB (reported by llfuzz, confirmed by UBSan)", ub
    printf "\n"
    def = ran - ub
    printf "  same output at -O0: %d/%d\n", s0, def
    printf "  same output at -O2: %d/%d\n", s2, def
    if (def) {
        printf "  llfuzz time: %.1f s at -O0 (slowest %.1f s, seed %s, %.0f instructions), %.1f s at -O2 (slowest %.1f s, seed %s, %.0f instructions)\n", t0, max0, maxs0, maxn0, t2, max2, maxs2, maxn2
        printf "  median llfuzz time per program: %.3f s at -O0, %.3f s at -O2\n", median(tt0, nt), median(tt2, nt)
    }
    if (ub) {
        printf "programs with UB (%d):\n", ub
        for (i = 1; i <= nu; i++) print ubl[i]
    }
    if (nb) {
        printf "mismatches (%d):\n", nb
        for (i = 1; i <= nb; i++) print bad[i]
        printf "by diagnostic:\n"
        for (d in kind) printf "  %4d  %s\n", kind[d], d
    }
    exit nb ? 1 : 0
}' <<< "$results"
