#!/usr/bin/env bash
# bench/interp-corpus.sh [CORPUS] -- run every function of LLVM 22's test files
# (../shared/corpus/llvm22 by default: the files llvm-as-22 accepts) in the
# reference interpreter with zero arguments (`llfuzz run --entry '*'`), under
# AddressSanitizer+UBSan (build/asan/llfuzz), and count the outcomes: a result,
# a UB report, `unsupported: <feature>` (counted by feature), a limit -- or a
# crash of llfuzz, which must never happen.  Details in bench/out/interp-corpus.txt.
# Prints the totals of each outcome class and the unsupported features by
# count, top first.  Environment: JOBS (parallel runs, default 2), FILTER (an
# extended regex: only the files whose path matches), TOP (features listed,
# default 40), SUMMARY_ONLY=1 (only summarize the last run's details).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
corpus=${1:-$root/../shared/corpus/llvm22}
out=$here/out
mkdir -p "$out"
make -C "$root" -s build/asan/llfuzz >/dev/null || exit 2
bin=$root/build/asan/llfuzz
[ -f "$corpus/index.tsv" ] || { echo "interp-corpus: no index.tsv in $corpus" >&2; exit 2; }

one() {
    local path=$1 o rc
    o=$(ASAN_OPTIONS=detect_leaks=1 timeout 60 "$bin" run --entry '*' --max-steps 200000 \
        --max-memory 256M "$corpus/$path" 2>&1)
    rc=$?
    if [ $rc -ge 124 ] || grep -q 'ERROR: AddressSanitizer\|runtime error:\|ERROR: LeakSanitizer' <<<"$o"; then
        echo "CRASH $path rc=$rc: $(grep -m1 'ERROR\|runtime error' <<<"$o" | cut -c1-200)"
        return
    fi
    if [ $rc -eq 2 ] && ! grep -q '^@' <<<"$o"; then
        echo "NOLOAD $path: $(head -1 <<<"$o" | cut -c1-200)"
        return
    fi
    grep '^@' <<<"$o" | sed "s|^|FN $path |"
}
export -f one
export bin corpus

list() { awk -F'\t' 'NR>1 && $2=="ok"{print $1}' "$corpus/index.tsv" | grep -E -- "${FILTER:-.}"; }
# each file's lines go to a file of their own, joined in the list's order at
# the end: parallel jobs writing to one file can interleave their lines
files=$(list | wc -l)
if [ -z "${SUMMARY_ONLY:-}" ]; then
    parts=$(mktemp -d)
    export parts
    list | awk '{print NR, $0}' |
        xargs -P "${JOBS:-2}" -L1 bash -c 'one "$2" > "$parts/$1"' _
    for ((k = 1; k <= files; k++)); do cat "$parts/$k"; done > "$out/interp-corpus.txt"
    rm -rf "$parts"
fi

txt=$out/interp-corpus.txt
count() { grep -c "$1" "$txt"; }
crash=$(count '^CRASH')
noload=$(count '^NOLOAD')
fns=$(count '^FN')
ub=$(count '^FN.*: UB: ')
uns=$(count '^FN.*: unsupported: ')
lim=$(count '^FN.*: limit: ')
abo=$(count '^FN.*: aborted: ')
ext=$(grep -c '^FN [^ ]* [^ ]*: exit([0-9-]*)$' "$txt")
res=$((fns - ub - uns - lim - abo - ext))
echo "files: $files, crashes of llfuzz: $crash, files not loadable: $noload"
echo "functions: $fns"
printf '  %-12s %6d\n' result "$res" exit "$ext" UB "$ub" unsupported "$uns" limit "$lim" aborted "$abo"
if [ "$crash" -gt 0 ]; then
    echo "crashes (first 10):"
    grep '^CRASH' "$txt" | head -10 | sed 's/^/  /'
fi
# one feature per line: target-specific intrinsics by target, other
# intrinsics without their type suffixes, scalable vectors, external
# functions and globals as one feature each
feature() {
    grep -o 'unsupported: .*' "$txt" | perl -pe '
        s/^unsupported: //; s/ \(at [^)]*\)$//;
        s/^call to external @.*/call to an external function (declared, not defined)/;
        s/^access to the external global .*/access to an external global (declared, not defined)/;
        s/^(llvm\.(x86|amdgcn|nvvm|aarch64|arm|riscv|ppc|wasm|hexagon|mips|s390|r600|spv|loongarch|bpf|ve|xcore|dx|sparc))\..*/$1.* (target-specific)/;
        s/^scalable vector .*/scalable vector types/;
        s/^floating-point operation under .*/floating-point operation under a flushing denormal-fp-math mode/;
        s/^llvm\.experimental\.constrained\..* with the static rounding mode .*/llvm.experimental.constrained.* with a static rounding mode other than to-nearest/;
        s/^(llvm(?:\.[a-z0-9_]+?)+?)(?:\.(?:v\d+|nxv\d+)?(?:i\d+|f\d+|bf16|ppcf128|p\d+|isVoid|sl_\S*|s_\S*|a\d+\S*))+(?= |$)/$1/;
        s/ +$//'
}
echo "unsupported, by feature (functions; top first):"
feature | sort | uniq -c | sort -rn | head -${TOP:-40}
echo "not loadable, by reason:"
grep '^NOLOAD' "$txt" | sed 's/^NOLOAD [^:]*: //; s/.*unsupported: //; s/.*memory budget exceeded.*/memory budget exceeded/' |
    sort | uniq -c | sort -rn | head -10
