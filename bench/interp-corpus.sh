#!/usr/bin/env bash
# bench/interp-corpus.sh [CORPUS] -- run every function of LLVM 22's test files
# (../shared/corpus/llvm22 by default: the files llvm-as-22 accepts) in the
# reference interpreter with zero arguments (`llfuzz run --entry '*'`), under
# AddressSanitizer+UBSan (build/asan/llfuzz), and count the outcomes: a result,
# a UB report, `unsupported: <feature>` (counted by feature), a limit -- or a
# crash of llfuzz, which must never happen.  Details in bench/out/interp-corpus.txt.
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

awk -F'\t' 'NR>1 && $2=="ok"{print $1}' "$corpus/index.tsv" |
    xargs -P 2 -I{} bash -c 'one "$@"' _ {} > "$out/interp-corpus.txt"

files=$(awk -F'\t' 'NR>1 && $2=="ok"' "$corpus/index.tsv" | wc -l)
crash=$(grep -c '^CRASH' "$out/interp-corpus.txt")
noload=$(grep -c '^NOLOAD' "$out/interp-corpus.txt")
fns=$(grep -c '^FN' "$out/interp-corpus.txt")
res=$(grep '^FN' "$out/interp-corpus.txt" | grep -vc ': UB: \|: unsupported: \|: limit: \|: aborted: ')
ub=$(grep -c '^FN.*: UB: ' "$out/interp-corpus.txt")
uns=$(grep -c '^FN.*: unsupported: ' "$out/interp-corpus.txt")
lim=$(grep -c '^FN.*: limit: ' "$out/interp-corpus.txt")
abo=$(grep -c '^FN.*: aborted: ' "$out/interp-corpus.txt")
echo "files: $files, crashes of llfuzz: $crash, files not loadable: $noload"
echo "functions: $fns: result $res, UB $ub, unsupported $uns, limit $lim, aborted $abo"
echo "unsupported, by feature (functions):"
grep -o 'unsupported: .*' "$out/interp-corpus.txt" | sed 's/unsupported: //; s/ (at .*//' |
    sed -E 's/call to external @.*/call to external @.../; s/^(llvm\.[a-z0-9_]+\.[a-z0-9_]+).*/\1.../' |
    sort | uniq -c | sort -rn | head -25
echo "not loadable, by reason:"
grep '^NOLOAD' "$out/interp-corpus.txt" | sed 's/^NOLOAD [^:]*: //; s/.*unsupported: //' | sort | uniq -c | sort -rn | head -10
