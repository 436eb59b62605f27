#!/usr/bin/env bash
# bench/check-robustness.sh -- `llfuzz check` on every file of LLVM 22's
# tests must end with an exit status of its own (issue 30, item 4): never a
# crash, never a hang.
#
#   bench/check-robustness.sh [-j N] [-t SECONDS] [DIR|FILE]...
#
# Default: every .ll under ../shared/corpus/llvm22 (Assembler, Verifier,
# Transforms).  Each file is checked against itself (`check F F`: every
# defined function is its own target) and against opt-22 -O2 (`check F
# --engine opt-22:-O2`), with a time limit per run (-t, default 60 s).
# Prints the exits by code for each mode and lists the runs that crashed
# (a signal, a sanitizer report), hung (over the limit) or exited with a
# code check does not have.  Exit status 1 when there is any.  Environment:
# LLFUZZ (./llfuzz; build/asan/llfuzz finds memory errors), OUT
# (bench/out/check-robustness).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
LLFUZZ=${LLFUZZ:-$root/llfuzz}
OUT=${OUT:-$here/out/check-robustness}
jobs=1 limit=60
while [ $# -gt 0 ]; do
    case $1 in
    -j) jobs=$2; shift 2;;
    -t) limit=$2; shift 2;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0;;
    -*) echo "check-robustness.sh: unknown option '$1'" >&2; exit 2;;
    *) break;;
    esac
done
[ $# -gt 0 ] || set -- "$(cd "$root/../shared/corpus/llvm22" && pwd)"
[ -x "$LLFUZZ" ] || make -C "$root" -s llfuzz >/dev/null || exit 2
rm -rf "$OUT"; mkdir -p "$OUT/runs"
find "$@" -name '*.ll' | sort > "$OUT/files"
one() {
    f=$1 mode=$2
    id=$(printf '%s %s' "$f" "$mode" | md5sum | cut -c1-12)
    o=$OUT/runs/$id.out
    if [ "$mode" = self ]; then
        timeout -k 5 "$limit" "$LLFUZZ" check --inputs 16 "$f" "$f" > "$o" 2>&1
    else
        timeout -k 5 "$limit" "$LLFUZZ" check --inputs 16 "$f" --engine opt-22:-O2 > "$o" 2>&1
    fi
    rc=$?
    grep -q 'ERROR: AddressSanitizer\|runtime error:' "$o" && rc=99
    printf '%s\t%s\t%s\n' "$mode" "$rc" "$f"
}
export -f one
export LLFUZZ OUT limit
echo "check-robustness: $(wc -l < "$OUT/files") files x 2 modes, $jobs at once, limit ${limit}s" >&2
{ sed 's/$/\tself/' "$OUT/files"; sed 's/$/\topt/' "$OUT/files"; } | tr '\t' '\001' |
    xargs -P "$jobs" -d '\n' -n 1 bash -c 'IFS=$'"'"'\001'"'"' read -r f m <<<"$0"; one "$f" "$m"' > "$OUT/results.tsv"
for m in self opt; do
    printf '%s: ' "$m"
    awk -F'\t' -v m="$m" '$1 == m { n[$2]++ } END { for (c in n) printf "exit %s: %d; ", c, n[c]; print "" }' "$OUT/results.tsv"
done
bad=$(awk -F'\t' '$2 != 0 && $2 != 1 && $2 != 2 && $2 != 3' "$OUT/results.tsv")
if [ -n "$bad" ]; then
    echo "crashes, hangs (124), sanitizer reports (99), unknown exits:"
    printf '%s\n' "$bad" | sed 's/^/  /'
    exit 1
fi
echo "no crash, no hang"
