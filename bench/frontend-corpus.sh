#!/usr/bin/env bash
# bench/frontend-corpus.sh [CORPUS] -- measure llfuzz's front end against LLVM 22's own
# test files (../shared/corpus/llvm22 by default; its index.tsv says which files
# llvm-as-22 accepts and which are expected to fail).
#
# Prints three figures:
#   parse+verify   of the files llvm-as-22 accepts, how many `llfuzz verify` accepts
#   round trip     of those, how many `llfuzz print` writes so that llvm-as-22 reads it
#                  and llvm-diff-22 finds it equal to the original (where llvm-diff-22
#                  cannot compare a module even with LLVM's own llvm-dis/llvm-as round
#                  trip of it -- blockaddress, dso_local_equivalent, ptrauth, EH pads --
#                  the llvm-dis-22 texts of the two bitcodes are compared instead)
#   rejections     of the files llvm-as-22 rejects, how many llfuzz rejects, and on
#                  llvm-as-22's line where llvm-as-22 prints one
# Lists of the failures go to bench/out/corpus-*.txt.  Uses both cores.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
corpus=${1:-$root/../shared/corpus/llvm22}
bin=$root/llfuzz
out=$here/out
mkdir -p "$out"
for t in llvm-as-22 llvm-diff-22 llvm-dis-22; do
    command -v $t >/dev/null || { echo "frontend-corpus: $t not found (apt-get install llvm-22)" >&2; exit 2; }
done
[ -x "$bin" ] || make -C "$root" -s llfuzz || exit 2
[ -f "$corpus/index.tsv" ] || { echo "frontend-corpus: no index.tsv in $corpus" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# one positive file: verify, print, llvm-as, llvm-diff
positive() {
    local path=$1 k
    k=$(echo "$path" | tr '/' '_')
    if ! timeout 20 "$bin" verify "$corpus/$path" >/dev/null 2>"$work/$k.err"; then
        echo "VERIFYFAIL $path: $(head -1 "$work/$k.err")"; rm -f "$work/$k".*; return
    fi
    if ! timeout 20 "$bin" print "$corpus/$path" -o "$work/$k.ll" 2>/dev/null; then
        echo "PRINTFAIL $path"; rm -f "$work/$k".*; return
    fi
    if ! timeout 30 llvm-as-22 "$work/$k.ll" -o "$work/$k.new.bc" 2>"$work/$k.aserr"; then
        echo "ASFAIL $path: $(head -1 "$work/$k.aserr")"; rm -f "$work/$k".*; return
    fi
    timeout 30 llvm-as-22 "$corpus/$path" -o "$work/$k.old.bc" 2>/dev/null
    if timeout 30 llvm-diff-22 "$work/$k.old.bc" "$work/$k.new.bc" >/dev/null 2>&1; then
        echo "OK $path"; rm -f "$work/$k".*; return
    fi
    llvm-dis-22 "$work/$k.old.bc" -o "$work/$k.self.ll" 2>/dev/null &&
        llvm-as-22 "$work/$k.self.ll" -o "$work/$k.self.bc" 2>/dev/null
    if ! timeout 30 llvm-diff-22 "$work/$k.old.bc" "$work/$k.self.bc" >/dev/null 2>&1; then
        if cmp -s <(llvm-dis-22 "$work/$k.old.bc" -o - 2>/dev/null | grep -v '^; ModuleID\|^source_filename') \
                  <(llvm-dis-22 "$work/$k.new.bc" -o - 2>/dev/null | grep -v '^; ModuleID\|^source_filename'); then
            echo "OK-DIS $path"; rm -f "$work/$k".*; return
        fi
    fi
    echo "DIFF $path"; rm -f "$work/$k".*
}

# one negative file: rejected? on llvm-as-22's line?
negative() {
    local path=$1 ours theirs mine
    ours=$(timeout 20 "$bin" verify "$corpus/$path" 2>&1 >/dev/null); rc=$?
    if [ $rc -eq 0 ]; then echo "ACCEPTED $path"; return; fi
    if [ $rc -ge 124 ]; then echo "CRASH $path"; return; fi
    theirs=$(llvm-as-22 "$corpus/$path" -o /dev/null 2>&1 | grep -a -m1 -oE ':[0-9]+:[0-9]+: error' | cut -d: -f2)
    mine=$(echo "$ours" | grep -a -m1 -oE ':[0-9]+:[0-9]+: error' | cut -d: -f2)
    if [ -z "$theirs" ]; then echo "REJECTED-NOLINE $path (ours: line ${mine:-none})"
    elif [ "$theirs" = "$mine" ]; then echo "REJECTED-SAMELINE $path"
    else echo "REJECTED-OTHERLINE $path: llvm-as-22 line $theirs, ours ${mine:-none}"; fi
}
export -f positive negative
export bin corpus work

awk -F'\t' 'NR>1 && $2=="ok"{print $1}' "$corpus/index.tsv" |
    xargs -P 2 -I{} bash -c 'positive "$@"' _ {} > "$out/corpus-positive.txt"
awk -F'\t' 'NR>1 && $2=="fail" && $3=="yes"{print $1}' "$corpus/index.tsv" |
    xargs -P 2 -I{} bash -c 'negative "$@"' _ {} > "$out/corpus-negative.txt"

pos=$(wc -l < "$out/corpus-positive.txt")
verified=$(grep -vc '^VERIFYFAIL' "$out/corpus-positive.txt")
rt=$(grep -cE '^OK' "$out/corpus-positive.txt")
rtdis=$(grep -c '^OK-DIS' "$out/corpus-positive.txt")
neg=$(wc -l < "$out/corpus-negative.txt")
rej=$(grep -c '^REJECTED' "$out/corpus-negative.txt")
same=$(grep -c '^REJECTED-SAMELINE' "$out/corpus-negative.txt")
noline=$(grep -c '^REJECTED-NOLINE' "$out/corpus-negative.txt")
other=$(grep -c '^REJECTED-OTHERLINE' "$out/corpus-negative.txt")
pct() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.1f%%", b ? 100*a/b : 0}'; }
echo "parse+verify: $verified / $pos accepted files ($(pct $verified $pos), goal >= 99%)"
echo "round trip:   $rt / $pos printed, read by llvm-as-22 and equal ($(pct $rt $pos), goal >= 99%;" \
     "$rtdis of them compared as llvm-dis text where llvm-diff-22 cannot compare)"
echo "rejections:   $rej / $neg rejected files ($(pct $rej $neg)); on llvm-as-22's line: $same," \
     "llvm-as-22 gives no line: $noline, another line: $other;" \
     "right line where llvm-as-22 has one or none: $(pct $((same + noline)) $neg) (goal >= 90%)"
echo "details: $out/corpus-positive.txt, $out/corpus-negative.txt"
