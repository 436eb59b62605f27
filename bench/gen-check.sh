#!/usr/bin/env bash
# bench/gen-check.sh [N] -- the generator's acceptance check (issue 4, item 1).
#
#   bench/gen-check.sh [N]          (default 10000)
#
# Generates modules for seeds 1..N with the default options, and again with
# --target-llvm 14 and 19, and checks that
#   (a) every module passes `llfuzz verify`;
#   (b) LLVM's verifier accepts every module: opt-22 -passes=verify for the
#       default modules, opt-19 for --target-llvm 19 (when installed), and
#       opt-14 -opaque-pointers for --target-llvm 14 (opt-14 or the
#       preinstalled `opt` when it is LLVM 14).  Modules are batched: the
#       generated names (@t0, @h0, @g0) are prefixed per module and up to 500
#       modules are concatenated into one file per opt call; a failing batch is
#       rechecked module by module to name the culprit;
#   (c) every (function, input) run of `llfuzz run --inputs` returns, without
#       UB, unsupported or a limit (exit status 0).
# Prints one line per check with counts and the failing seeds; exit status 1
# when any check failed.  Environment: LLFUZZ (./llfuzz), OPT22 (opt-22),
# OPT19 (opt-19), OPT14 (opt-14, else opt when it says LLVM 14), OUT
# (bench/out/gen-check).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
LLFUZZ=${LLFUZZ:-$root/llfuzz}
N=${1:-10000}
OUT=${OUT:-$here/out/gen-check}
OPT22=${OPT22:-opt-22}
OPT19=${OPT19:-opt-19}
if [ -z "${OPT14:-}" ]; then
    if command -v opt-14 >/dev/null; then OPT14=opt-14
    elif opt --version 2>/dev/null | grep -q "LLVM version 14"; then OPT14=opt
    else OPT14=; fi
fi
case $N in ''|*[!0-9]*) echo "usage: bench/gen-check.sh [N]" >&2; exit 2;; esac
[ -x "$LLFUZZ" ] || make -C "$root" -s llfuzz >/dev/null || exit 2
fail=0

# merge MODULE... > FILE: prefix the generated names, drop repeated
# declarations and module-level lines that may appear once
merge() {
    perl -ne '
        if ($ARGV ne $last) { $n++; $last = $ARGV }
        next if /^(source_filename|target )/ && $n > 1;
        if (/^declare /) { next if $seen{$_}++; print; next }
        s/@((?:[ghtm]|va)[0-9]+)\b/\@m${n}_$1/g;
        print' "$@"
}

# check_opt LABEL DIR OPT [ARGS...]: LLVM's verifier on batches of DIR's modules
check_opt() {
    local label=$1 dir=$2 opt=$3; shift 3
    local files=("$dir"/gen-*.ll) bad=0 badlist="" i j
    for ((i = 0; i < ${#files[@]}; i += 500)); do
        local batch=("${files[@]:i:500}")
        merge "${batch[@]}" > "$dir/batch.ll"
        if [ "$(grep -c '^define' "$dir/batch.ll")" -lt "${#batch[@]}" ]; then
            echo "$label: merging the batch failed" >&2; fail=1; continue
        fi
        if ! "$opt" "$@" -passes=verify -disable-output "$dir/batch.ll" 2>"$dir/batch.err"; then
            for j in "${batch[@]}"; do
                if ! "$opt" "$@" -passes=verify -disable-output "$j" 2>>"$dir/failures.txt"; then
                    bad=$((bad + 1)); badlist="$badlist $(basename "$j" .ll)"
                fi
            done
        fi
    done
    rm -f "$dir/batch.ll" "$dir/batch.err"
    echo "$label: $((${#files[@]} - bad))/${#files[@]} modules accepted${badlist:+ (failing:${badlist:0:300})}"
    [ "$bad" = 0 ] || fail=1
}

gen_dir() { # DIR [gen options]: seeds 1..N into DIR, then llfuzz verify on each
    local dir=$1; shift
    rm -rf "$dir"; mkdir -p "$dir"
    if ! "$LLFUZZ" gen --seed "1:$N" -o "$dir" --stats "$@" 2>"$dir/gen.log"; then
        echo "llfuzz gen $*: failed (see $dir/gen.log)"; fail=1
    fi
    grep -v "^llfuzz gen: warning" "$dir/gen.log" | sed 's/^/  /'
    local bad
    find "$dir" -name 'gen-*.ll' -print0 | xargs -0 "$LLFUZZ" verify -q 2>"$dir/verify.err"
    bad=$(grep -o '^[^:]*gen-[0-9]*\.ll' "$dir/verify.err" | sort -u | wc -l)
    echo "llfuzz verify ($*): $((N - bad))/$N modules well-formed"
    [ "$bad" = 0 ] || fail=1
}

gen_dir "$OUT/22"
check_opt "opt-22 -passes=verify" "$OUT/22" "$OPT22"
runs=0; ok=0; badrun=""
for f in "$OUT/22"/gen-*.ll; do
    out=$("$LLFUZZ" run --inputs "$f" 2>/dev/null); rc=$?
    n=$(printf '%s\n' "$out" | grep -c '^@')
    r=$(printf '%s\n' "$out" | grep -c '^@.* = ')
    runs=$((runs + n)); ok=$((ok + r))
    [ "$rc" = 0 ] && [ "$n" = "$r" ] || badrun="$badrun $(basename "$f" .ll)"
done
echo "llfuzz run --inputs: $ok/$runs (function, input) runs returned without UB${badrun:+ (failing:${badrun:0:300})}"
[ -z "$badrun" ] || fail=1

if command -v "$OPT19" >/dev/null; then
    gen_dir "$OUT/19" --target-llvm 19
    check_opt "$OPT19 -passes=verify (--target-llvm 19)" "$OUT/19" "$OPT19"
fi
if [ -n "$OPT14" ]; then
    gen_dir "$OUT/14" --target-llvm 14
    check_opt "$OPT14 -opaque-pointers -passes=verify (--target-llvm 14)" "$OUT/14" "$OPT14" -opaque-pointers
else
    echo "opt-14: not installed, --target-llvm 14 not checked"
fi
exit $fail
